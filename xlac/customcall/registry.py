"""Custom-call targets: what a ``custom_call_target`` name means, for every target.

Three kinds of target, looked up in this order:

- registered: ``xlac.register_custom_call(name, fn, api_version=4)`` where ``fn`` is a numpy
  callable, a ctypes function pointer, an integer address or a PyCapsule (as jax.ffi.pycapsule
  makes); also what ``--custom-call-lib`` tables and ``xlac.custom_calls`` entry points register;
- built-in: jaxlib's CPU LAPACK targets (``lapack_?potrf_ffi`` ...), as numpy models;
- symbols: a function of that name (or its mangled symbol, abi.symbol_name) in a library given
  with ``--custom-call-lib`` (xlac.runtime.libraries adds itself as a symbol source).

This module is target-neutral: what runs code in this process (libraries, the JIT's symbol
bindings) plugs in from above through ``add_symbol_source`` and ``add_change_listener``, so the
registry never imports the runtime.

A numpy target is called as ``fn(*operands, **attributes)`` on logical arrays (tuple operands as
tuples) and returns one array or a tuple of arrays; attributes are the typed-FFI
``backend_config`` dictionary (decoded by mlir_attrs) and are only given to typed-FFI calls.
Native targets get XLA's C ABI for the call's api_version (see xlac/customcall/include/xlac_ffi.h).

    xlac.register_custom_call("my_scale", lambda x, factor: x * factor)
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from xlac.customcall import abi
from xlac.customcall.abi import IDENTITY_TARGETS
from xlac.errors import XlacError
from xlac.hlo.attributes import string_value
from xlac.hlo.ir import Instruction, RawAttr


@dataclass
class CustomCallTarget:
    """One resolved target. ``kind``: "numpy" (fn), "builtin" (fn with the lapack.py contract)
    or "native" (address). ``api_version`` None: native symbols take each call's version."""

    name: str
    kind: str
    api_version: int | None
    fn: Callable[..., Any] | None = None
    address: int | None = None
    origin: str = "Python"
    keepalive: Any = field(default=None, repr=False)


_REGISTERED: dict[str, CustomCallTarget] = {}
_LISTENERS: list[Callable[[str], None]] = []
_SOURCES: list[SymbolSource] = []
_PLUGIN_PROBLEMS: list[str] = []
_ENTRY_POINTS_LOADED = False
ENTRY_POINT_GROUP = "xlac.custom_calls"


class SymbolSource(Protocol):
    """Where native targets can be found by symbol (the loaded ``--custom-call-lib`` libraries)."""

    def find(self, target: str) -> tuple[int, str] | None:
        """(address, origin) of ``target``'s function, or None."""

    def names(self) -> list[str]:
        """What is searched, for the "unknown target" message."""


def add_symbol_source(source: SymbolSource) -> None:
    if source not in _SOURCES:
        _SOURCES.append(source)


def add_change_listener(listener: Callable[[str], None]) -> None:
    """``listener(name)`` runs after ``name`` is (un)registered (JIT-bound symbols follow it)."""
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)


def _changed(name: str) -> None:
    for listener in _LISTENERS:
        listener(name)


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
        target = CustomCallTarget(name, "native", version, address=address, origin=origin, keepalive=keep)
    elif callable(fn):
        target = CustomCallTarget(name, "numpy", version, fn=fn, origin=origin)
    else:
        raise TypeError(f"custom-call target '{name}': fn must be a callable, a ctypes function pointer, "
                        f"an address or a PyCapsule, not {type(fn).__name__}")
    _REGISTERED[name] = target
    _changed(name)


def unregister_custom_call(name: str) -> None:
    """Forget a registered target (tests; plugins re-register on the next lookup only if new)."""
    _REGISTERED.pop(name, None)
    _changed(name)


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
    from xlac.customcall.lapack import LAPACK_TARGETS

    return LAPACK_TARGETS


def resolve(name: str) -> CustomCallTarget | None:
    """The target ``name`` means now, or None (identity targets are not targets)."""
    load_entry_points()
    if name in _REGISTERED:
        return _REGISTERED[name]
    builtin = _builtin().get(name)
    if builtin is not None:
        return CustomCallTarget(name, "builtin", abi.API_TYPED_FFI, fn=builtin, origin="built-in")
    for source in _SOURCES:
        found = source.find(name)
        if found is not None:
            address, library = found
            return CustomCallTarget(name, "native", None, address=address, origin=library)
    return None


def registered_names() -> list[str]:
    load_entry_points()
    return sorted(set(_REGISTERED) | set(_builtin()) | IDENTITY_TARGETS)


def unknown_target_error(name: str, loc: Any = None) -> XlacError:
    """The error for a target nobody provides, naming every target that is known."""
    notes = [f"registered targets: {', '.join(registered_names())}"]
    libs = [n for source in _SOURCES for n in source.names()]
    notes.append(f"searched libraries (--custom-call-lib): {', '.join(libs)}" if libs else
                 "no --custom-call-lib library is loaded; register targets with --custom-call-lib, "
                 "xlac.register_custom_call or an 'xlac.custom_calls' entry point")
    notes += _PLUGIN_PROBLEMS
    return XlacError(f"unknown custom-call target '{name}'", loc, notes=notes)


def check_api_version(target: CustomCallTarget, site_version: int, loc: Any = None) -> None:
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
    from xlac.customcall.mlir_attrs import parse_mlir_dict

    try:
        return parse_mlir_dict(text)
    except ValueError as e:
        raise XlacError(f"cannot decode backend_config of '{instr.name}': {e}", instr.loc) from None


def call_python(target: CustomCallTarget, operands: list, attrs: dict[str, Any], result_specs: list) -> Any:
    """Run a numpy or built-in target; returns what it returns (array, tuple or list)."""
    if target.kind == "builtin":
        return target.fn(list(operands), attrs, result_specs)
    return target.fn(*operands, **attrs)


NativeCaller = Callable[[int, Instruction, list, dict[str, Any]], list]


def run_custom_call(instr: Instruction, operands: list, call_native: NativeCaller | None = None) -> Any:
    """Evaluate a custom-call instruction on numpy operands (the interpreter). C targets run
    through ``call_native(address, instr, operands, attrs)`` (xlac.runtime.native_call), which
    the caller supplies: calling into C is the runtime's business, not the registry's."""
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
        if call_native is None or target.address is None:
            raise XlacError(f"custom call '{name}': its target is a C function ({target.origin}), which "
                            f"cannot be called from here", instr.loc)
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
    from xlac.hlo.expansions import CUSTOM_CALL_TARGETS

    for instr in _live_custom_calls(module):
        name = instr.attrs["custom_call_target"]
        if name in IDENTITY_TARGETS or name in CUSTOM_CALL_TARGETS:
            continue
        target = resolve(name)
        if target is None:
            raise unknown_target_error(name, instr.loc)
        check_api_version(target, abi.api_version_of(instr), instr.loc)


def _live_custom_calls(module: Any) -> list:
    """Custom calls that can run: reachable from the entry's root or with side effects (a dead
    one, which dead-code elimination removes, never runs and needs no target)."""
    from xlac.hlo.ir import Computation

    live: list = []
    seen: set[int] = set()
    entry = getattr(module, "entry", None)
    if entry is None or entry.root is None:
        return [i for c in module.computations for i in c.instructions if i.opcode == "custom-call"]

    def visit_comp(comp: Any) -> None:
        roots = [comp.root] + [i for i in comp.instructions if i.opcode == "custom-call" and
                               i.attrs.get("custom_call_has_side_effect") in (True, "true")]
        stack = list(roots)
        while stack:
            instr = stack.pop()
            if id(instr) in seen:
                continue
            seen.add(id(instr))
            if instr.opcode == "custom-call":
                live.append(instr)
            stack.extend(instr.operands)
            for value in instr.attrs.values():
                for callee in (value if isinstance(value, list) else [value]):
                    if isinstance(callee, Computation) and id(callee) not in seen:
                        seen.add(id(callee))
                        visit_comp(callee)

    visit_comp(entry)
    return live


# ---- the `xlac.custom_calls` entry points ------------------------------------------------------

def load_entry_points(force: bool = False) -> None:
    """Run every ``xlac.custom_calls`` entry point once; a broken plugin is reported (in the
    unknown-target message), not fatal.

    An entry point names a callable; xlac calls it once, with no arguments. It may call
    ``xlac.register_custom_call`` itself and/or return ``{name: fn}`` or
    ``{name: (fn, api_version)}``. A plugin declares it in its pyproject.toml::

        [project.entry-points."xlac.custom_calls"]
        my_plugin = "my_plugin:register"
    """
    global _ENTRY_POINTS_LOADED
    if _ENTRY_POINTS_LOADED and not force:
        return
    _ENTRY_POINTS_LOADED = True
    from importlib import metadata

    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        try:
            _apply_plugin(ep.value, ep.load()())
        except Exception as e:  # noqa: BLE001 - a plugin's bug must not break xlac; it is reported
            _PLUGIN_PROBLEMS.append(f"plugin '{ep.name}' ({ep.value}) failed to load: {type(e).__name__}: {e}")


def load_problems() -> list[str]:
    return list(_PLUGIN_PROBLEMS)


def _apply_plugin(origin: str, result: Any) -> None:
    if result is None:
        return
    if not hasattr(result, "items"):
        raise TypeError(f"expected None or a mapping of target names, got {type(result).__name__}")
    for name, value in result.items():
        fn, version = value if isinstance(value, tuple) else (value, abi.API_TYPED_FFI)
        register_custom_call(name, fn, version, origin=f"plugin {origin}")


def custom_call_sites(module: Any) -> dict[str, int]:
    """{target: api_version} of every custom call in ``module`` (identity targets left out)."""
    found: dict[str, int] = {}
    for comp in module.computations:
        for instr in comp.instructions:
            if instr.opcode == "custom-call":
                target = instr.attrs["custom_call_target"]
                if target not in IDENTITY_TARGETS:
                    found.setdefault(target, abi.api_version_of(instr))
    return found
