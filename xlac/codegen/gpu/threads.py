"""The threads of a kernel as its body sees them: ids, block-shared memory, per-thread variables
that survive barriers, and phases separated by barriers.

On the GPU each comes from the target's :class:`~xlac.codegen.gpu.hooks.GpuHooks`. Simulated
(``simulate=True``: the same kernels compiled for the host CPU, for tests without a GPU) the
grid is a loop over blocks and a phase a loop over the block's threads, one after another;
values that cross a barrier live in shared memory, so both orders compute the same.

    threads = Threads(llmodule, hooks, simulate=False)
    threads.for_each_block(b, blocks, lambda bid: threads.phase(ctx, 256, body))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.hooks import Fma, GpuHooks
from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.emitters.common import stack_slot
from xlac.codegen.llvm.loops import for_range
from xlac.codegen.llvm.types import I64, PTR

F32 = ir.FloatType()


class Threads:
    def __init__(self, llmodule: ir.Module, hooks: GpuHooks, simulate: bool = False):
        self.llmodule = llmodule
        self.hooks = hooks
        self.simulate = simulate

    # ---- ids -----------------------------------------------------------------------------------
    def thread_id(self, b: ir.IRBuilder) -> ir.Value:
        return self.hooks.thread_id(b)

    def block_id(self, b: ir.IRBuilder) -> ir.Value:
        return self.hooks.block_id(b)

    def global_thread_id(self, b: ir.IRBuilder) -> ir.Value:
        return b.add(b.mul(self.hooks.block_id(b), self.hooks.block_size(b)), self.hooks.thread_id(b))

    def for_each_block(self, b: ir.IRBuilder, blocks: int, body: Callable[[ir.Value], None]) -> None:
        """``body(block id)``: once per block on the GPU, a loop over the grid when simulated."""
        if self.simulate:
            with for_range(b, blocks, "block") as bid:
                body(bid)
        else:
            body(self.block_id(b))

    # ---- kernels -------------------------------------------------------------------------------
    def declare_kernel(self, fn: ir.Function) -> None:
        if not self.simulate:
            self.hooks.declare_kernel(fn)

    def max_threads(self, fn: ir.Function, threads: int) -> None:
        if not self.simulate:
            self.hooks.max_threads(self.llmodule, fn, threads)

    # ---- a block's threads together --------------------------------------------------------------
    def phase(self, ctx: EmitContext, threads: int, body: Callable[[ir.Value], None], barrier: bool = True) -> None:
        """``body(t)`` for every thread t of the block, then a barrier: on the GPU each thread runs
        it once; simulated, a loop runs the threads one after another (values that cross a barrier
        live in shared memory, so both orders compute the same)."""
        b = ctx.builder
        if self.simulate:
            with for_range(b, threads, "t") as t:
                body(t)
            return
        body(self.thread_id(b))
        if barrier:
            self.hooks.barrier(b)

    def shared_array(self, ctx: EmitContext, ty: ir.Type, n: int) -> ir.Value:
        """A generic pointer to ``n`` elements of block-shared memory (a plain global when simulated)."""
        arr = ir.ArrayType(ty, n)
        name = ctx.unique(f"{ctx.function.name}.shared")
        if self.simulate:
            gv = ir.GlobalVariable(self.llmodule, arr, name)
            gv.initializer = ir.Constant(arr, None)
            gv.linkage = "internal"
            return ctx.builder.inttoptr(ctx.builder.ptrtoint(gv, I64), PTR)
        gv = ir.GlobalVariable(self.llmodule, arr, name, addrspace=self.hooks.shared_address_space)
        gv.initializer = ir.Constant(arr, ir.Undefined)
        gv.linkage = "internal"
        gv.align = 16
        return ctx.builder.addrspacecast(gv, PTR)

    def private(self, ctx: EmitContext, ty: ir.Type, threads: int) -> Any:
        """A per-thread variable that survives barriers (``.load(t)``, ``.store(t, v)``): a
        register on the GPU, one slot per thread of a block-sized array when simulated (the
        threads of a phase run in turn)."""
        b = ctx.builder
        if self.simulate:
            base = self.shared_array(ctx, ty, threads)

            class PerThread:
                def load(self, t: ir.Value) -> ir.Value:
                    return b.load(b.gep(base, [t], inbounds=True, source_etype=ty), typ=ty)

                def store(self, t: ir.Value, v: ir.Value) -> None:
                    b.store(v, b.gep(base, [t], inbounds=True, source_etype=ty))

            return PerThread()
        slot = stack_slot(ctx, ty, "private")

        class Register:
            def load(self, t: ir.Value) -> ir.Value:
                return b.load(slot, typ=ty)

            def store(self, t: ir.Value, v: ir.Value) -> None:
                b.store(v, slot)

        return Register()

    # ---- arithmetic --------------------------------------------------------------------------------
    def fma_f32(self, ctx: EmitContext) -> Fma:
        """a*b + c on f32, rounded once, subnormals flushed: the GPU's instruction; simulated,
        llvm.fma with the result flushed (operands are flushed by the caller, as the GPU's
        instruction flushes them)."""
        if not self.simulate:
            return self.hooks.fma_f32(ctx.function.module)
        module = ctx.function.module
        fn = module.globals.get("llvm.fma.f32")
        if fn is None:
            fn = ir.Function(module, ir.FunctionType(F32, [F32, F32, F32]), "llvm.fma.f32")
        return lambda b, x, y, z: ctx.elemental.ftz(b, b.call(fn, [x, y, z]))
