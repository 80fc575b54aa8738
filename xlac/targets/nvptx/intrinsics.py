"""NVIDIA's part of GPU code generation: the GpuHooks the shared GPU code generator
(``xlac/codegen/gpu/``) calls for thread and block ids (PTX special registers), barriers
(``bar.sync 0``), kernels (``ptx_kernel``, ``nvvm.annotations``), the flushing FMA
(``fma.rn.ftz.f32``) and the math library (libdevice, elemental.py).

    hooks = NvptxHooks()
    GpuModuleEmitter(module, llmodule, hooks.elemental(llmodule), hooks).emit()
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.gpu.hooks import Fma, GpuHooks
from xlac.codegen.llvm.types import I32, I64, VOID
from xlac.targets.nvptx.elemental import NvptxElementalEmitter
from xlac.targets.nvptx.ptx import TRIPLE

F32 = ir.FloatType()


class NvptxHooks(GpuHooks):
    name = "nvptx"
    triple = TRIPLE
    warp_size = 32
    shared_address_space = 3  # NVPTX's .shared

    def declare_kernel(self, fn: ir.Function) -> None:
        fn.calling_convention = "ptx_kernel"

    def thread_id(self, b: ir.IRBuilder) -> ir.Value:
        return self._sreg(b, "tid.x")

    def block_id(self, b: ir.IRBuilder) -> ir.Value:
        return self._sreg(b, "ctaid.x")

    def block_size(self, b: ir.IRBuilder) -> ir.Value:
        return self._sreg(b, "ntid.x")

    def barrier(self, b: ir.IRBuilder) -> None:
        b.call(_declare(b.module, "llvm.nvvm.barrier0", ir.FunctionType(VOID, [])), [])

    def max_threads(self, module: ir.Module, fn: ir.Function, threads: int) -> None:
        """An ``nvvm.annotations`` entry (maxntidx: the most threads a block has, so ptxas may
        give each thread more registers)."""
        module.add_named_metadata("nvvm.annotations", [fn, "maxntidx", I32(threads)])

    def fma_f32(self, module: ir.Module) -> Fma:
        """PTX's fma.rn.ftz.f32: rounded once, subnormal operands and result flushed."""
        fn = _declare(module, "llvm.nvvm.fma.rn.ftz.f", ir.FunctionType(F32, [F32, F32, F32]))
        return lambda b, x, y, z: b.call(fn, [x, y, z])

    def elemental(self, module: ir.Module) -> NvptxElementalEmitter:
        return NvptxElementalEmitter(module)

    @staticmethod
    def _sreg(b: ir.IRBuilder, name: str) -> ir.Value:
        """A PTX special register (tid.x, ctaid.x...) as an i64."""
        fn = _declare(b.module, f"llvm.nvvm.read.ptx.sreg.{name}", ir.FunctionType(I32, []))
        return b.zext(b.call(fn, []), I64)


def _declare(module: ir.Module, name: str, ty: ir.FunctionType) -> ir.Function:
    fn = module.globals.get(name)
    if fn is None:
        fn = ir.Function(module, ty, name)
    return fn
