"""Custom-call targets: what a ``custom_call_target`` name means, for every target.

Three kinds of target, looked up in this order:

- registered: ``xlac.register_custom_call(name, fn, api_version=4)`` where ``fn`` is a numpy
  callable, a ctypes function pointer, an integer address or a PyCapsule (as jax.ffi.pycapsule
  makes); also what ``--custom-call-lib`` tables and ``xlac.custom_calls`` entry points register;
- built-in: jaxlib's CPU LAPACK targets (``lapack_?potrf_ffi`` ...), as numpy models;
- symbols: a function of that name (or its mangled symbol, abi.symbol_name) in a library given
  with ``--custom-call-lib``.

A numpy target is called as ``fn(*operands, **attributes)`` on logical arrays (tuple operands as
tuples) and returns one array or a tuple of arrays; attributes are the typed-FFI
``backend_config`` dictionary (decoded by mlir_attrs) and are only given to typed-FFI calls.
Native targets get XLA's C ABI for the call's api_version (see xlac/customcall/include/xlac_ffi.h).

    xlac.register_custom_call("my_scale", lambda x, factor: x * factor)
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..errors import XlacError
from ..hlo.attributes import string_value
from ..hlo.ir import Instruction, RawAttr
from . import abi
from .abi import IDENTITY_TARGETS


@dataclass
class Target:
    """One resolved target. ``kind``: "numpy" (fn), "builtin" (fn with the lapack.py contract)
    or "native" (address). ``api_version`` None: native symbols take each call's version."""

    name: str
    kind: str
    api_version: int | None
    fn: Callable[..., Any] | None = None
    address: int | None = None
    origin: str = "Python"
    keepalive: Any = field(default=None, repr=False)


_REGISTERED: dict[str, Target] = {}


def register_custom_call(name: str, fn: Any, api_version: int | str = abi.API_TYPED_FFI, *,
                         origin: str = "Python") -> None:
    """Make ``fn`` the custom-call target ``name`` (interpreter, host runs and `xlac run`).

    ``fn``: a numpy callable, or a native function (ctypes function pointer, integer address,
    PyCapsule) with the C signature of ``api_version`` (XLA's numbering: 1 original, 2 status
    returning, 3 status returning unified, 4 typed FFI; or the API_VERSION_* name)."""
    if not isinstance(name, str) or not name:
        raise TypeError("the target name must be a non-empty string")
    version = abi.parse_api_version(api_version)
    address, keep = native_address(fn)
    if address is not None:
        target = Target(name, "native", version, address=address, origin=origin, keepalive=keep)
    elif callable(fn):
        target = Target(name, "numpy", version, fn=fn, origin=origin)
    else:
        raise TypeError(f"custom-call target '{name}': fn must be a callable, a ctypes function pointer, "
                        f"an address or a PyCapsule, not {type(fn).__name__}")
    _REGISTERED[name] = target
    from .host_bridge import rebind_jit_symbol

    rebind_jit_symbol(name)


def unregister_custom_call(name: str) -> None:
    """Forget a registered target (tests; plugins re-register on the next lookup only if new)."""
    _REGISTERED.pop(name, None)
    from .host_bridge import rebind_jit_symbol

    rebind_jit_symbol(name)


def native_address(fn: Any) -> tuple[int | None, Any]:
    """(address, object to keep alive) when ``fn`` is a native function, else (None, None)."""
    if isinstance(fn, ctypes._CFuncPtr):  # noqa: SLF001 - the public base of ctypes functions
        return ctypes.cast(fn, ctypes.c_void_p).value, fn
    if isinstance(fn, (int, np.integer)) and not isinstance(fn, bool):
        if int(fn) == 0:
            raise ValueError("a custom-call target address must not be 0")
        return int(fn), None
    if type(fn).__name__ == "PyCapsule":
        get_name = ctypes.pythonapi.PyCapsule_GetName
        get_name.restype, get_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
        get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
        get_pointer.restype, get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
        return get_pointer(fn, get_name(fn)), fn
    return None, None


def _builtin() -> dict[str, Callable]:
    from .lapack import LAPACK_TARGETS

    return LAPACK_TARGETS


def resolve(name: str) -> Target | None:
    """The target ``name`` means now, or None (identity targets are not targets)."""
    from .plugins import find_symbol, load_entry_points

    load_entry_points()
    if name in _REGISTERED:
        return _REGISTERED[name]
    builtin = _builtin().get(name)
    if builtin is not None:
        return Target(name, "builtin", abi.API_TYPED_FFI, fn=builtin, origin="built-in")
    found = find_symbol(name)
    if found is not None:
        address, library = found
        return Target(name, "native", None, address=address, origin=library)
    return None


def registered_names() -> list[str]:
    from .plugins import load_entry_points

    load_entry_points()
    return sorted(set(_REGISTERED) | set(_builtin()) | IDENTITY_TARGETS)


def unknown_target_error(name: str, loc: Any = None) -> XlacError:
    """The error for a target nobody provides, naming every target that is known."""
    from .plugins import load_problems, loaded_libraries

    notes = [f"registered targets: {', '.join(registered_names())}"]
    libs = loaded_libraries()
    notes.append(f"searched libraries (--custom-call-lib): {', '.join(libs)}" if libs else
                 "no --custom-call-lib library is loaded; register targets with --custom-call-lib, "
                 "xlac.register_custom_call or an 'xlac.custom_calls' entry point")
    notes += load_problems()
    return XlacError(f"unknown custom-call target '{name}'", loc, notes=notes)


def check_api_version(target: Target, site_version: int, loc: Any = None) -> None:
    """A native target registered for one ABI cannot be called with another."""
    if target.kind == "native" and target.api_version is not None and target.api_version != site_version:
        raise XlacError(f"custom-call target '{target.name}' ({target.origin}) has API version "
                        f"{target.api_version}, but this custom call uses api_version={site_version}", loc)


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


def call_python(target: Target, operands: list, attrs: dict[str, Any], result_specs: list) -> Any:
    """Run a numpy or built-in target; returns what it returns (array, tuple or list)."""
    if target.kind == "builtin":
        return target.fn(list(operands), attrs, result_specs)
    return target.fn(*operands, **attrs)


def run_custom_call(instr: Instruction, operands: list, evaluator: Any = None) -> Any:
    """Evaluate a custom-call instruction on numpy operands (the interpreter)."""
    name = instr.attrs["custom_call_target"]
    if name in IDENTITY_TARGETS:
        return operands[0]
    target = resolve(name)
    if target is None:
        raise unknown_target_error(name, instr.loc)
    version = abi.api_version_of(instr)
    check_api_version(target, version, instr.loc)
    attrs = backend_attributes(instr) if version == abi.API_TYPED_FFI else {}
    if target.kind == "native":
        from .native_call import call_native

        return _regroup(call_native(target.address, instr, list(operands), attrs), instr.shape)
    specs = [(s.dtype.np, s.dims) for s in instr.shape.leaves()]
    try:
        out = call_python(target, operands, attrs, specs)
        return shape_results(out, instr.shape, name)
    except XlacError as e:
        raise XlacError(f"custom call '{name}' failed: {e.message}", instr.loc, notes=e.notes) from None
    except Exception as e:  # noqa: BLE001 - the target's failure is the user's message
        raise XlacError(f"custom call '{name}' failed: {e}", instr.loc) from None


def _regroup(leaves: list, shape: Any) -> Any:
    it = iter(leaves)

    def build(s):
        return tuple(build(e) for e in s.elements) if s.is_tuple else next(it)

    return build(shape)


def shape_results(out: Any, shape: Any, name: str) -> Any:
    """A numpy target's return value checked against, and cast to, the result shape (tuple
    results as tuples or lists with one entry per element, recursively)."""
    if not shape.is_tuple:
        if isinstance(out, (list, tuple)) and len(out) == 1:
            out = out[0]
        arr = np.asarray(out)
        if arr.size != shape.num_elements:
            raise XlacError(f"target '{name}' returned shape {arr.shape}, the custom call's result is {shape}")
        return arr.astype(shape.dtype.np, copy=False).reshape(shape.dims) if shape.dtype.is_array else arr
    items = list(out) if isinstance(out, (list, tuple)) else ([] if out is None else [out])
    if len(items) != len(shape.elements):
        raise XlacError(f"target '{name}' returned {len(items)} results, the custom call has {len(shape.elements)}")
    return tuple(shape_results(v, s, name) for v, s in zip(items, shape.elements))


def require_targets(module: Any) -> None:
    """Before running ``module`` here: every custom-call target it names must be known (an
    object's undefined symbol is fine at compile time, not when xlac itself runs the code)."""
    for comp in module.computations:
        for instr in comp.instructions:
            if instr.opcode != "custom-call":
                continue
            name = instr.attrs["custom_call_target"]
            if name in IDENTITY_TARGETS:
                continue
            target = resolve(name)
            if target is None:
                raise unknown_target_error(name, instr.loc)
            check_api_version(target, abi.api_version_of(instr), instr.loc)
