"""Loading optimized LLVM modules into this process (MCJIT) for host runs."""

from __future__ import annotations

import ctypes.util
from functools import lru_cache

import llvmlite.binding as llvm

from .compiler import LoweredModule


@lru_cache(maxsize=1)
def _load_libm() -> None:
    """Make libm's symbols (expf, logf...) resolvable by the JIT."""
    path = ctypes.util.find_library("m")
    if path:
        llvm.load_library_permanently(path)


def _load_runtime() -> None:
    """Make xlac_parallel_for resolvable (modules compiled with threads call it)."""
    from ... import runtime
    from ...errors import XlacError

    if not runtime.load_for_jit():
        raise XlacError("this module was compiled with threads but xlac's runtime (xlac/runtime/parallel.c) "
                        "could not be built or loaded; compile with threads=1")


def create_engine(lowered: LoweredModule) -> llvm.ExecutionEngine:
    _load_libm()
    if lowered.threads > 1:
        _load_runtime()
    module = llvm.parse_bitcode(lowered.optimized.as_bitcode())  # the engine takes ownership
    engine = llvm.create_mcjit_compiler(module, lowered.machine)
    engine.finalize_object()
    engine.run_static_constructors()
    return engine
