"""Targets from outside xlac: shared libraries (``--custom-call-lib``) and Python packages
(entry points in the ``xlac.custom_calls`` group).

A library is loaded RTLD_GLOBAL, so objects `xlac run` links find its symbols too. If it exports
``xlac_custom_calls`` (an XlacCustomCallEntry array ended by a NULL name; see xlac_ffi.h) every
entry is registered with its API version; any other target is looked up by symbol name when a
custom call names it. Before the first library, xlac's C runtime is loaded too (when a C compiler
is available), so that libraries built against XLA's custom_call_status.h find its setters.

An entry point names a callable; xlac calls it once, with no arguments, the first time a target is
looked up. It may call ``xlac.register_custom_call`` itself and/or return a mapping
``{name: fn}`` or ``{name: (fn, api_version)}``; a plugin declares it in its pyproject.toml:

    [project.entry-points."xlac.custom_calls"]
    my_plugin = "my_plugin:register"
"""

from __future__ import annotations

import ctypes
import os
from importlib import metadata
from pathlib import Path
from typing import Any

from ..errors import XlacError
from . import abi

ENTRY_POINT_GROUP = "xlac.custom_calls"


class _TableEntry(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("fn", ctypes.c_void_p), ("api_version", ctypes.c_int32)]


_LIBRARIES: dict[str, ctypes.CDLL] = {}
_PROBLEMS: list[str] = []
_ENTRY_POINTS_LOADED = False


def load_library(path: str | Path) -> ctypes.CDLL:
    """Load a custom-call library (once) and register its table; returns the CDLL."""
    resolved = str(Path(path).resolve())
    if resolved in _LIBRARIES:
        return _LIBRARIES[resolved]
    if not Path(resolved).is_file():
        raise XlacError(f"--custom-call-lib {path}: no such file")
    from .support import load_runtime_best_effort

    load_runtime_best_effort()
    try:
        lib = ctypes.CDLL(resolved, mode=os.RTLD_NOW | ctypes.RTLD_GLOBAL)
    except OSError as e:
        hint = " (it needs xlac's runtime: build it with a C compiler available, or link " \
               "xlac_ffi_runtime.c into the library)" if "XlaCustomCallStatus" in str(e) else ""
        raise XlacError(f"cannot load custom-call library {path}: {e}{hint}") from None
    _LIBRARIES[resolved] = lib
    _register_table(lib, resolved)
    return lib


def _register_table(lib: ctypes.CDLL, path: str) -> None:
    from .registry import register_custom_call

    try:
        table = (_TableEntry * 1).in_dll(lib, abi.TABLE_SYMBOL)
    except ValueError:
        return
    base = ctypes.addressof(table)
    for i in range(100000):
        entry = _TableEntry.from_address(base + i * ctypes.sizeof(_TableEntry))
        if not entry.name:
            return
        name = entry.name.decode("utf-8", "replace")
        if not entry.fn:
            raise XlacError(f"{path}: {abi.TABLE_SYMBOL}[{i}] ('{name}') has a NULL function")
        version = entry.api_version or abi.API_TYPED_FFI
        register_custom_call(name, int(entry.fn), version, origin=f"{Path(path).name} table")
    raise XlacError(f"{path}: {abi.TABLE_SYMBOL} has no terminating entry (a NULL name)")


def find_symbol(target: str) -> tuple[int, str] | None:
    """(address, library) of the target's function in a loaded library, by name or symbol."""
    for path, lib in _LIBRARIES.items():
        for sym in dict.fromkeys((target, abi.symbol_name(target))):
            try:
                fn = getattr(lib, sym)
            except (AttributeError, ValueError):
                continue
            return ctypes.cast(fn, ctypes.c_void_p).value, Path(path).name
    return None


def loaded_libraries() -> list[str]:
    return [Path(p).name for p in _LIBRARIES]


def load_problems() -> list[str]:
    return list(_PROBLEMS)


def load_entry_points(force: bool = False) -> None:
    """Run every ``xlac.custom_calls`` entry point once; a broken plugin is reported, not fatal."""
    global _ENTRY_POINTS_LOADED
    if _ENTRY_POINTS_LOADED and not force:
        return
    _ENTRY_POINTS_LOADED = True
    for ep in _entry_points():
        try:
            _apply_plugin(ep.value, ep.load()())
        except Exception as e:  # noqa: BLE001 - a plugin's bug must not break xlac
            _PROBLEMS.append(f"plugin '{ep.name}' ({ep.value}) failed to load: {type(e).__name__}: {e}")


def _entry_points() -> list[Any]:
    eps = metadata.entry_points()
    if hasattr(eps, "select"):
        return list(eps.select(group=ENTRY_POINT_GROUP))
    return list(eps.get(ENTRY_POINT_GROUP, []))  # Python < 3.10


def _apply_plugin(origin: str, result: Any) -> None:
    from .registry import register_custom_call

    if result is None:
        return
    if not hasattr(result, "items"):
        raise TypeError(f"expected None or a mapping of target names, got {type(result).__name__}")
    for name, value in result.items():
        fn, version = value if isinstance(value, tuple) else (value, abi.API_TYPED_FFI)
        register_custom_call(name, fn, version, origin=f"plugin {origin}")
