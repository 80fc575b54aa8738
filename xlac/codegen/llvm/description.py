"""What a target tells the shared LLVM emitters about the machine the code is for.

The emitters are target-neutral: every per-target choice arrives here, typed, instead of through
imports of a target or untyped option keys. The cpu target fills it from the triple and the
features; a GPU target would add its own fields by subclassing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from llvmlite import ir

from xlac.passes.memory_model import MemoryModel


class FpEnvironment(Protocol):
    """Code that sets the FP environment on entry and restores it on exit (x86 FTZ/DAZ)."""

    def enter(self, llmodule: ir.Module, b: ir.IRBuilder) -> ir.Value: ...

    def leave(self, llmodule: ir.Module, b: ir.IRBuilder, saved: ir.Value) -> None: ...


@dataclass(frozen=True)
class TargetDescription:
    """The machine and the code-generation choices for one compile.

    ``threads``: threads the code's loops are split for (1: none, no runtime needed; more: large
    loops call ``xlac_parallel_for``). ``thread_cap``: the most threads one loop may run on
    (0: the pool's count, decided where the code runs; more: loops call
    ``xlac_parallel_for_capped`` with it). ``vector_bits``/``vector_regs``: the SIMD registers kernels size
    their vectors for. ``fp_env``: run the entry in this FP environment. ``outline``: one LLVM
    function per instruction (compile speed). ``buffer_assignment``: reuse temp buffers as the
    analysis says (off: a fresh slice per value). ``row_groups``: fuse row-wise chains.
    ``gemm_config``: GEMM blocking overrides, for experiments. ``simd_kernels``: use the CPU
    kernels built for SIMD registers and caches (packed GEMM, vectorized reductions); a target
    whose code runs per GPU thread turns them off and gets the element-wise forms. ``profile``:
    time each top-level instruction into the module's counters (profile.py; Linux hosts).
    ``features``: the LLVM target features that are on (names without the '+'), for kernels that
    use an ISA extension's instructions directly (AVX512-BF16's pair dot product).
    ``isa_levels``: emit every kernel once per level and pick one at run time, by the index
    ``isa_selector(module)``'s function (``i32 ()``) returns (isa.py); ``isa``: the level being
    emitted (set by isa.py while a level's kernels are written; "" elsewhere). ``hot_elements``:
    kernels touching fewer elements (operands and results) run in well under a microsecond at
    any width and are emitted once, for the first level (a bias of 32 values added to 8 rows:
    once; an MLP layer of 8x16 x 16x32: per level; at 4096, a 12x12 convolution of the bench's
    cnn ran 1.22x a --cpu native object's time, at 256 1.10x).

    ``inline_asm``: LLVM can assemble inline assembly for this triple here (the AMX kernels are
    inline assembly; without the target's assembly parser LLVM aborts the process).
    ``tiles_granted``: the process holds Linux's permission for AMX tile data whenever this code
    runs (the ISA level's selector asked for it before choosing the level).

    ``memory_model``: the target's (``Target.memory_model``), what the buffer assignment plans
    the temp buffer with."""

    triple: str = ""
    big_endian: bool = False
    threads: int = 1
    thread_cap: int = 0
    vector_bits: int = 128
    vector_regs: int = 16
    fp_env: FpEnvironment | None = None
    outline: bool = True
    buffer_assignment: bool = True
    row_groups: bool = True
    gemm_config: dict[str, Any] = field(default_factory=dict)
    simd_kernels: bool = True
    profile: bool = False
    features: frozenset[str] = frozenset()
    isa_levels: tuple[Any, ...] = ()  # isa.IsaLevel (isa.py imports this module)
    isa_selector: Callable[[ir.Module], ir.Function] | None = None
    isa: str = ""
    hot_elements: int = 256
    inline_asm: bool = False
    tiles_granted: bool = False
    memory_model: MemoryModel = MemoryModel()
