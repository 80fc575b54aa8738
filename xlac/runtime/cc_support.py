"""Native support built on demand with the system C compiler, for running code in this process:

- the runtime (runtime/xlac_ffi_runtime.c: ``xlac_ffi_api``, the status setters), loaded
  RTLD_GLOBAL so libraries and linked objects resolve those symbols;
- trampolines for `xlac run model.o`: the object calls its targets by symbol, so every target
  that is not a C function a loaded library exports under that symbol (numpy and built-in
  targets, table entries under another name, unknown targets) gets a tiny exported function that
  jumps through a pointer xlac sets: to the host bridge, the registered function, or a stub
  that fails with the list of known targets.

Everything goes to one per-process temporary folder; nothing is written next to the user's files.
"""

from __future__ import annotations

import ctypes
import hashlib
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

from xlac.customcall.abi import INCLUDE_DIR, RUNTIME_SOURCE
from xlac.errors import XlacError
from xlac.runtime.toolchain import find_cc

_TRAMPOLINE = """\
void *xlac_slot_{sym} = 0;
void *{sym}(void *a, void *b, void *c, size_t d, void *e) {{
  return ((void *(*)(void *, void *, void *, size_t, void *))xlac_slot_{sym})(a, b, c, d, e);
}}
"""
# Every CPU custom-call signature is a prefix of (ptr, ptr, ptr, size_t, ptr): a forwarder that
# passes all five arguments on serves them all (extra argument registers are ignored).

_SLOTS: dict[str, int] = {}   # symbol -> address of its xlac_slot_ pointer
_KEEP: list = []


@lru_cache(maxsize=1)
def _workdir() -> Path:
    folder = tempfile.TemporaryDirectory(prefix="xlac-cc-")
    _KEEP.append(folder)
    return Path(folder.name)


def _build_shared(name: str, sources: list[Path]) -> Path:
    out = _workdir() / f"{name}.so"
    cmd = [find_cc(), "-shared", "-fPIC", "-O2", f"-I{INCLUDE_DIR}", "-o", str(out), *map(str, sources)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise XlacError(f"cannot build xlac's custom-call support library:\n{proc.stderr.strip()[:2000]}")
    return out


@lru_cache(maxsize=1)
def load_runtime() -> ctypes.CDLL:
    """xlac's C runtime, loaded RTLD_GLOBAL (built once per process)."""
    lib = ctypes.CDLL(str(_build_shared("xlac_ffi_runtime", [RUNTIME_SOURCE])), mode=ctypes.RTLD_GLOBAL)
    _KEEP.append(lib)
    return lib


def load_runtime_best_effort() -> None:
    """The runtime when a C compiler is there; without one, only libraries that need it fail."""
    try:
        load_runtime()
    except XlacError:
        pass


def install_trampolines(symbols: list[str]) -> dict[str, int]:
    """Exported forwarders for ``symbols`` (new ones built into one library); {sym: slot address}."""
    missing = [s for s in dict.fromkeys(symbols) if s not in _SLOTS]
    if missing:
        text = "#include <stddef.h>\n" + "".join(_TRAMPOLINE.format(sym=s) for s in missing)
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        source = _workdir() / f"trampolines_{digest}.c"
        source.write_text(text)
        lib = ctypes.CDLL(str(_build_shared(f"trampolines_{digest}", [source])), mode=ctypes.RTLD_GLOBAL)
        _KEEP.append(lib)
        for sym in missing:
            _SLOTS[sym] = ctypes.addressof(ctypes.c_void_p.in_dll(lib, f"xlac_slot_{sym}"))
    return {s: _SLOTS[s] for s in symbols}


def trampoline_slot(symbol: str) -> int | None:
    """The address of ``symbol``'s trampoline pointer, or None when it has no trampoline."""
    return _SLOTS.get(symbol)


def undefined_symbols(obj: str | Path) -> list[str]:
    """The object's undefined symbols (``nm -u``), for objects stored without their HLO."""
    try:
        proc = subprocess.run(["nm", "-u", str(obj)], capture_output=True, text=True)
    except OSError:
        return []
    return [line.split()[-1] for line in proc.stdout.splitlines() if line.strip()]


def runtime_path() -> Path:
    return RUNTIME_SOURCE


def include_dir() -> Path:
    return INCLUDE_DIR
