"""Custom-call targets from shared libraries (``--custom-call-lib``).

A library is loaded RTLD_GLOBAL, so objects `xlac run` links find its symbols too. If it exports
``xlac_custom_calls`` (an XlacCustomCallEntry array ended by a NULL name; see xlac_ffi.h) every
entry is registered with its API version; any other target is looked up by symbol name when a
custom call names it. Before the first library, xlac's C runtime is loaded too (when a C compiler
is available), so that libraries built against XLA's custom_call_status.h find its setters.

"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from xlac.customcall import abi, registry
from xlac.errors import XlacError


class _TableEntry(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("fn", ctypes.c_void_p), ("api_version", ctypes.c_int32)]


_LIBRARIES: dict[str, ctypes.CDLL] = {}


def load_library(path: str | Path) -> ctypes.CDLL:
    """Load a custom-call library (once) and register its table; returns the CDLL."""
    resolved = str(Path(path).resolve())
    if resolved in _LIBRARIES:
        return _LIBRARIES[resolved]
    if not Path(resolved).is_file():
        raise XlacError(f"--custom-call-lib {path}: no such file")
    from xlac.runtime.cc_support import load_runtime_best_effort

    load_runtime_best_effort()
    try:
        lib = ctypes.CDLL(resolved, mode=os.RTLD_NOW | ctypes.RTLD_GLOBAL)
    except OSError as e:
        hint = " (it needs xlac's runtime: build it with a C compiler available, or link " \
               "xlac_ffi_runtime.c into the library)" if "XlaCustomCallStatus" in str(e) else ""
        raise XlacError(f"cannot load custom-call library {path}: {e}{hint}") from None
    _LIBRARIES[resolved] = lib
    registry.add_symbol_source(_LoadedLibraries())
    _register_table(lib, resolved)
    return lib


def _register_table(lib: ctypes.CDLL, path: str) -> None:
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
        registry.register_custom_call(name, int(entry.fn), version, origin=f"{Path(path).name} table")
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


class _LoadedLibraries:
    """The loaded libraries as the registry's symbol source."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _LoadedLibraries)

    def __hash__(self) -> int:
        return 0

    def find(self, target: str) -> tuple[int, str] | None:
        return find_symbol(target)

    def names(self) -> list[str]:
        return loaded_libraries()
