"""HLO module -> PTX + host program: the nvptx target's compile, without the Target plumbing.

    lowered = lower(module, arch="sm_90", opt_level=2)
    lowered.ptx, lowered.program, lowered.temp_bytes, lowered.kernels
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from xlac.codegen.gpu.module import GpuModuleEmitter
from xlac.codegen.gpu.program import Program
from xlac.hlo.ir import Module
from xlac.passes.memory_report import MemoryUse
from xlac.passes.pipeline import PipelineShape
from xlac.targets.base import MemoryModel, optimized_hlo
from xlac.targets.nvptx.intrinsics import NvptxHooks
from xlac.targets.nvptx.ptx import DEFAULT_ARCH, TRIPLE, data_layout, to_ptx

#: The nvptx target's device memory as the buffer planner sees it: one temp buffer in global
#: memory (cuMemAlloc's bases are 256-byte aligned), offsets on 64-byte lines, and a host program
#: that may be handed a donated parameter's buffer as its result's, so the plan allows for it.
MEMORY = MemoryModel(alignment=64, spaces=("global",), alias_parameters=True)


@dataclass
class LoweredGpuModule:
    name: str
    arch: str
    llvm_ir: str
    ptx: str
    program: Program
    temp_bytes: int
    kernels: list[str]
    parallel_kernels: int
    serial_kernels: int
    tree_kernels: int = 0
    tiled_dots: int = 0
    custom_calls: list = None  # type: ignore[assignment]  # CustomCall sites (Instructions)
    memory: MemoryUse | None = None  # the device scratch by purpose (--memory-report)


class PipelineNeeds(PipelineShape):
    """What the kernels need of the HLO pipeline at every -O level (NvptxTarget has the same):
    layout assignment, which gives each value the layout its readers expect. A kernel reads a
    buffer in its producer's layout, so a tuple, loop state or result recording another layout
    than its operand's was read transposed at -O0 and -O1 (random programs found it)."""

    required_passes = ("dynamic-padder", "dot-algorithm", "layout-assignment")
    decompositions = frozenset({"decompose-logistic"})  # as XLA's GPU pipeline (LogisticExpander)


def lower(module: Module, arch: str | None = None, opt_level: int = 2,
          memory_model: MemoryModel = MEMORY) -> LoweredGpuModule:
    """PTX and the host program; device memory planned as ``memory_model`` (the target's) says."""
    arch = arch or DEFAULT_ARCH
    layout = data_layout(arch)  # validates the arch first
    hlo = optimized_hlo(module, opt_level, PipelineNeeds())
    llmod = ir.Module(name=module.name)
    llmod.triple = TRIPLE
    llmod.data_layout = layout
    hooks = NvptxHooks()
    gm = GpuModuleEmitter(hlo, llmod, hooks.elemental(llmod), hooks, memory_model=memory_model)
    program, temp_bytes, kernels = gm.emit()
    text = str(llmod)
    ptx = to_ptx(text, arch, opt_level, set(kernels))
    return LoweredGpuModule(module.name, arch, text, ptx, program, temp_bytes, kernels,
                            gm.parallel_kernels, gm.serial_kernels, gm.tree_kernels, gm.tiled_dots, gm.custom_calls,
                            gm.memory.use())
