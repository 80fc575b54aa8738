"""What a GPU vendor's code differs in: the small object a GPU target hands the shared GPU code
generator (XLA's per-backend ``TargetIntrinsics``, as one class).

Everything else in ``xlac.codegen.gpu`` (which HLO becomes which kernel, the host program, the
memory plan, element kernels, tree reductions, tiled and register-blocked dots) is written once
against this interface. The nvptx target implements it with NVIDIA's intrinsics
(``xlac/targets/nvptx/intrinsics.py``); an AMDGPU target would answer with ``llvm.amdgcn.*``
(``workitem.id.x``, ``workgroup.id.x``, ``s.barrier``, ``amdgpu_kernel``) and its own math
library, a SPIR-V target with the ``__spirv_*`` builtins.

    class MyGpuHooks(GpuHooks):
        name, triple = "mygpu", "amdgcn-amd-amdhsa"
        def thread_id(self, b): ...          # i64: the thread's index in its block (x)
        ...
    GpuModuleEmitter(module, llmodule, MyGpuHooks().elemental(llmodule), MyGpuHooks()).emit()

Every value a hook returns is an i64 (thread and block numbers); each hook declares what it needs
in ``b.module`` (or ``module``) itself, once.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from xlac.codegen.llvm.elemental import ElementalEmitter

#: a*b + c on f32 values, rounded once, subnormal operands and result flushed to zero
Fma = Callable[[ir.IRBuilder, ir.Value, ir.Value, ir.Value], ir.Value]


class GpuHooks:
    """One GPU architecture's intrinsics. Subclasses fill in every method that raises."""

    #: the target's name, in messages ("the nvptx target cannot compile 'infeed'...")
    name = "gpu"
    #: the LLVM triple the kernels are written for (the shared emitters read it)
    triple = ""
    #: threads that run in lock step (a block's size is rounded up to a multiple of it)
    warp_size = 32
    #: the LLVM address space of memory shared by a block's threads
    shared_address_space = 3

    def declare_kernel(self, fn: ir.Function) -> None:
        """Make ``fn`` a kernel the host can launch (a calling convention, an annotation)."""
        raise NotImplementedError

    def thread_id(self, b: ir.IRBuilder) -> ir.Value:
        """The calling thread's index in its block (x dimension), as an i64."""
        raise NotImplementedError

    def block_id(self, b: ir.IRBuilder) -> ir.Value:
        """The calling block's index in the grid (x dimension), as an i64."""
        raise NotImplementedError

    def block_size(self, b: ir.IRBuilder) -> ir.Value:
        """Threads per block (x dimension), as an i64."""
        raise NotImplementedError

    def barrier(self, b: ir.IRBuilder) -> None:
        """Wait until every thread of the block got here; block-shared memory written before is
        visible after."""
        raise NotImplementedError

    def max_threads(self, module: ir.Module, fn: ir.Function, threads: int) -> None:
        """Tell the code generator no block of kernel ``fn`` has more than ``threads`` threads
        (so it may give each more registers). Optional: the default says nothing."""

    def fma_f32(self, module: ir.Module) -> Fma:
        """The fused multiply-add with subnormals flushed (declared in ``module`` now, called later)."""
        raise NotImplementedError

    def elemental(self, module: ir.Module) -> ElementalEmitter:
        """The per-element emitter with this GPU's math library (``math_call``) and instruction
        quirks; the shared one calls libm, which a GPU lacks."""
        raise NotImplementedError
