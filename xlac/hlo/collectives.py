"""Devices in a module: its header's replica_count x num_partitions, and the groups a
collective's attributes write (explicit replica groups `{{0,1},{2,3}}`, iota groups
`[2,4]<=[4,2]T(1,0)`, mesh groups `mesh['x'=2,'y'=4] {'y'}`, `source_target_pairs`), parsed
once here for the single-device checks and for multi-device runs (xlac/evaluator/devices.py).

    >>> device_count("{{0,1},{2,3}}")
    4
    >>> device_count("[2,4]<=[4,2]T(1,0)")
    8
    >>> device_count("mesh['data'=2,'model'=1] {'model'}")
    2
    >>> device_count("{}")
    1
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction, Module

GROUP_ATTRS = ("replica_groups", "source_target_pairs")
REDUCE_KINDS = ("add", "multiply", "maximum", "minimum")


def reduction_kind(comp: Any) -> str | None:
    """'add', 'maximum', 'minimum' or 'multiply' when ``comp`` is just that op of its two
    parameters (what JAX's psum/pmax/pmin write): a reduction a transport can do itself."""
    root = getattr(comp, "root", None)
    params = getattr(comp, "parameters", [])
    if root is None or len(params) != 2 or root.opcode not in REDUCE_KINDS:
        return None
    return root.opcode if set(root.operands) == set(params) else None


def device_count(text: str, default: int = 1, pairs: bool = False) -> int:
    """Devices that groups written as ``text`` span (``default`` for `{}`: every replica);
    ``pairs``: (source, target) pairs, where only the ids count."""
    groups = parse_groups(text)
    if groups is None:
        return default
    ids = [i for g in groups for i in g]
    return max(ids) + 1 if pairs else max(max(ids) + 1, max(len(g) for g in groups))


MAX_DEVICES = 1 << 16  # devices one module may be for (replica_count x num_partitions)


def module_shape(module: Module) -> tuple[int, int]:
    """(replica_count, num_partitions) from the module header (1 when absent)."""
    def count(key: str) -> int:
        raw = str(module.attrs.get(key, "1")).strip()
        return int(raw) if raw.isdigit() and int(raw) > 0 else 1

    return count("replica_count"), count("num_partitions")


def parse_groups(text: str, loc: Any = None) -> list[list[int]] | None:
    """The groups ``text`` writes, as lists of ids; None for ``{}`` (everyone in one group)."""
    text = text.strip()
    mesh = re.fullmatch(r"mesh\s*\[([^\]]*)\]\s*(?:\{([^}]*)\})?", text)
    if mesh:
        axes = re.findall(r"'([^']*)'\s*=\s*(\d+)", mesh.group(1))
        names = [a for a, _ in axes]
        sizes = [int(s) for _, s in axes]
        chosen = re.findall(r"'([^']*)'", mesh.group(2) or "")
        if not axes or any(c not in names for c in chosen):
            raise XlacError(f"replica_groups {text}: the grouped axes must be axes of the mesh", loc)
        ids = np.arange(math.prod(sizes)).reshape(sizes)
        rest = [k for k, a in enumerate(names) if a not in chosen]
        inner = [names.index(c) for c in chosen] or list(range(len(names)))  # no axes named: one group
        rest = [k for k in rest if k not in inner]
        size = math.prod(sizes[k] for k in inner)
        return ids.transpose(rest + inner).reshape(-1, size).tolist()
    iota = re.fullmatch(r"\[([\d,\s]+)\]\s*<=\s*\[([\d,\s]+)\](?:\s*T\(([\d,\s]+)\))?", text)
    if iota:
        shape = [int(n) for n in iota.group(1).split(",")]
        dims = [int(n) for n in iota.group(2).split(",")]
        perm = [int(n) for n in iota.group(3).split(",")] if iota.group(3) else list(range(len(dims)))
        if len(shape) != 2 or math.prod(shape) != math.prod(dims) or sorted(perm) != list(range(len(dims))):
            raise XlacError(f"replica_groups {text}: not a valid iota list", loc)
        return np.arange(math.prod(dims)).reshape(dims).transpose(perm).reshape(shape).tolist()
    inner_groups = re.findall(r"\{([^{}]*)\}", text)
    groups = [[int(n) for n in re.findall(r"\d+", g)] for g in inner_groups]
    groups = [g for g in groups if g]
    return groups or None


def module_devices(module: Module | None) -> int:
    """replica_count x num_partitions from the module header (1 when absent)."""
    if module is None:
        return 1
    replicas, partitions = module_shape(module)
    return replicas * partitions


def require_one_device(instr: Instruction, module: Module | None = None) -> None:
    """Raise the user error for a collective whose groups (or module header) span several devices."""
    default = module_devices(module)
    for key in GROUP_ATTRS:
        if key in instr.attrs:
            text = str(instr.attrs[key])
            n = device_count(text, default, pairs=key == "source_target_pairs")
            if n > 1:
                raise XlacError(f"'{instr.name}' ({instr.opcode}) needs {n} devices ({key}={text}); "
                                f"xlac runs a module on one device", instr.loc)
            return
    if default > 1:
        raise XlacError(f"'{instr.name}' ({instr.opcode}) runs across {default} devices (the module's "
                        f"replica_count x num_partitions); xlac runs a module on one device", instr.loc)


def require_single_device_run(module: Module) -> None:
    """A run is one device: a module built for N > 1 (its header's replica_count x
    num_partitions) is refused, naming N, even without a collective in it. One device's share
    of an N-device program is not the program's answer (XLA would run N copies on N inputs),
    and a silently partial answer is worse than none."""
    n = module_devices(module)
    if n > 1:
        header = ", ".join(f"{k}={module.attrs[k]}" for k in ("replica_count", "num_partitions") if k in module.attrs)
        raise XlacError(f"the module '{module.name}' is built for {n} devices ({header}); one device cannot "
                        f"give this program's answer: run it with --devices {n} (every input and output then has "
                        f"a leading axis of {n})")


def require_device_ids_known(instr: Instruction, module: Module | None) -> None:
    """``replica-id``/``partition-id`` differ per device: in a module for N > 1 devices they
    have no single value to compile or evaluate."""
    n = module_devices(module)
    if n > 1:
        raise XlacError(f"'{instr.name}' ({instr.opcode}) differs on each of the module's {n} devices "
                        f"(replica_count x num_partitions); xlac runs a module on one device", instr.loc)


def done_takes_element_one(start: Instruction) -> bool:
    """Does the `-done` of ``start`` return element 1 of its state (XLA's (operands, results[,
    scratch]) tuple) rather than the whole value? Not for all-reduce-start (its value is the
    result), nor for a start of several operands written as just its results (one array per
    operand); a state whose elements are tuples is always the (operands, results) form."""
    from xlac.hlo.shapes import TupleShape

    shape = start.shape
    if not isinstance(shape, TupleShape) or start.opcode == "all-reduce-start":
        return False
    results_only = len(start.operands) > 1 and len(shape.elements) == len(start.operands) and \
        not any(e.is_tuple for e in shape.elements)
    return not results_only
