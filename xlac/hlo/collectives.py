"""How many devices a collective's attributes imply: explicit replica groups `{{0,1},{2,3}}`,
iota groups `[2,4]<=[4,2]T(1,0)`, mesh groups `mesh['x'=2,'y'=4] {'y'}`, and
`source_target_pairs`. xlac runs a module on one device; a collective that needs more is the
user's module asking for hardware the run does not have, said in one line naming the count.

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

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction, Module

GROUP_ATTRS = ("replica_groups", "source_target_pairs")


def device_count(text: str, default: int = 1, pairs: bool = False) -> int:
    """Devices that groups written as ``text`` span (``default`` for `{}`: every replica);
    ``pairs``: (source, target) pairs, where only the ids count."""
    text = text.strip()
    mesh = re.match(r"mesh\s*\[([^\]]*)\]", text)
    if mesh:
        sizes = [int(n) for n in re.findall(r"=\s*(\d+)", mesh.group(1))]
        return math.prod(sizes) if sizes else default
    iota = re.match(r"\[([\d,\s]+)\]\s*<=\s*\[([\d,\s]+)\]", text)
    if iota:
        return math.prod(int(n) for n in iota.group(2).split(",") if n.strip())
    ids = [int(n) for n in re.findall(r"\d+", text)]
    if not ids:
        return default
    if pairs:
        return max(ids) + 1
    groups = re.findall(r"\{([^{}]*)\}", text)
    largest = max((len(re.findall(r"\d+", g)) for g in groups), default=1)
    return max(max(ids) + 1, largest)


def module_devices(module: Module | None) -> int:
    """replica_count x num_partitions from the module header (1 when absent)."""
    if module is None:
        return 1
    count = 1
    for key in ("replica_count", "num_partitions"):
        raw = str(module.attrs.get(key, "1")).strip()
        count *= int(raw) if raw.isdigit() else 1
    return count


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
