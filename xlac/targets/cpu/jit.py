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


def create_engine(lowered: LoweredModule) -> llvm.ExecutionEngine:
    _load_libm()
    module = llvm.parse_bitcode(lowered.optimized.as_bitcode())  # the engine takes ownership
    engine = llvm.create_mcjit_compiler(module, lowered.machine)
    engine.finalize_object()
    engine.run_static_constructors()
    return engine
