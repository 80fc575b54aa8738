"""Loading optimized LLVM modules into this process (MCJIT) for host runs.

Before the engine resolves symbols, everything the code calls outside itself is bound here:
libm, the thread-pool runtime, and each custom-call target's symbol (to the registered C
function or to the host bridge that calls Python/numpy targets). Emission never binds symbols,
so an ahead-of-time compile never touches the JIT.
"""

from __future__ import annotations

import ctypes.util
from functools import lru_cache

import llvmlite.binding as llvm

from xlac.errors import XlacError
from xlac.runtime import parallel
from xlac.targets.cpu.lowering import LoweredModule


@lru_cache(maxsize=1)
def _load_libm() -> None:
    """Make libm's symbols (expf, logf...) resolvable by the JIT."""
    path = ctypes.util.find_library("m")
    if path:
        llvm.load_library_permanently(path)


def _load_runtime() -> None:
    """Make xlac_parallel_for resolvable (modules compiled with threads call it)."""
    if not parallel.load_for_jit():
        raise XlacError("this module was compiled with threads but xlac's runtime (xlac/runtime/parallel.c) "
                        "could not be built or loaded; compile with threads=1")


def _bind_custom_calls(sites: dict[str, int]) -> None:
    if not sites:
        return
    from xlac.runtime.host_bridge import bind_jit_symbol

    for target, api_version in sites.items():
        bind_jit_symbol(target, api_version)


def create_engine(lowered: LoweredModule) -> llvm.ExecutionEngine:
    _load_libm()
    if lowered.threads > 1:
        _load_runtime()
    _bind_custom_calls(lowered.custom_calls or {})
    module = llvm.parse_bitcode(lowered.optimized.as_bitcode())  # the engine takes ownership
    engine = llvm.create_mcjit_compiler(module, lowered.machine)
    engine.finalize_object()
    engine.run_static_constructors()
    return engine
