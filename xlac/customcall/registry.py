"""Custom-call targets known to the interpreter: built-in (jaxlib's LAPACK targets, sharding
markers) and user-registered numpy callables.

    xlac.register_custom_call("my_scale", lambda x, factor: x * factor)

A numpy target is called as ``fn(*operands, **attributes)`` where attributes come from the
typed-FFI ``backend_config`` dictionary; it returns one array or a tuple of arrays.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from ..errors import XlacError
from ..hlo.attributes import string_value
from ..hlo.ir import Instruction, RawAttr

# Targets that only carry sharding information: identities on one device.
_IDENTITY_TARGETS = {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "MoveToHost",
                     "MoveToDevice", "annotate_device_placement", "LayoutConstraint"}


@dataclass
class PythonTarget:
    fn: Callable[..., Any]
    api_version: int


_PYTHON_TARGETS: dict[str, PythonTarget] = {}


def register_custom_call(name: str, fn: Callable[..., Any], api_version: int = 4) -> None:
    """Register a numpy callable as custom-call target ``name`` (interpreter and host runs)."""
    if not callable(fn):
        raise TypeError("fn must be callable")
    _PYTHON_TARGETS[name] = PythonTarget(fn, api_version)


def _builtin() -> dict[str, Callable]:
    from .lapack import LAPACK_TARGETS

    return LAPACK_TARGETS


def registered_names() -> list[str]:
    return sorted(set(_PYTHON_TARGETS) | set(_builtin()) | _IDENTITY_TARGETS)


def backend_attributes(instr: Instruction) -> dict[str, Any]:
    """Typed-FFI attributes decoded from backend_config (an MLIR dictionary)."""
    raw = instr.attrs.get("backend_config")
    if raw is None:
        return {}
    text = string_value(str(raw)) if isinstance(raw, RawAttr) else str(raw)
    if not text.strip():
        return {}
    from .mlir_attrs import parse_mlir_dict

    try:
        return parse_mlir_dict(text)
    except ValueError as e:
        raise XlacError(f"cannot decode backend_config of '{instr.name}': {e}", instr.loc) from None


def run_custom_call(instr: Instruction, operands: list, evaluator: Any = None) -> Any:
    """Evaluate a custom-call instruction on numpy operands."""
    name = instr.attrs["custom_call_target"]
    if name in _IDENTITY_TARGETS:
        return operands[0]
    results_shapes = list(instr.shape.elements) if instr.shape.is_tuple else [instr.shape]
    if name in _PYTHON_TARGETS:
        target = _PYTHON_TARGETS[name]
        attrs = backend_attributes(instr) if target.api_version == 4 else {}
        out = target.fn(*operands, **attrs)
    elif name in _builtin():
        out = _builtin()[name](list(operands), backend_attributes(instr),
                               [(s.dtype.np, s.dims) for s in results_shapes])
    else:
        raise XlacError(f"unknown custom-call target '{name}'", instr.loc,
                        notes=[f"registered targets: {', '.join(registered_names())}"])
    leaves = list(out) if isinstance(out, (list, tuple)) else [out]
    if len(leaves) != len(results_shapes):
        raise XlacError(f"custom-call target '{name}' returned {len(leaves)} results, "
                        f"'{instr.name}' expects {len(results_shapes)}", instr.loc)
    arrays = [np.asarray(v).astype(s.dtype.np, copy=False).reshape(s.dims) for v, s in zip(leaves, results_shapes)]
    return tuple(arrays) if instr.shape.is_tuple else arrays[0]
