"""The nvptx target's kernels and host program run on the host CPU, for testing without a GPU.

The shared GpuModuleEmitter (xlac/codegen/gpu/) emits the same kernels for the host triple, each parallel kernel's
grid becoming a loop over its threads' indices, and math calling libm instead of libdevice.
The host program then runs through the very Runner the GPU uses (device.py), against host
memory. What this checks: the decomposition into kernels, the memory plan, copies, host-side
loops and branches, and every shared emitter the kernels use; what it cannot check is PTX
itself (ptxas does that) and libdevice's accuracy.

    outputs = simulate(module, inputs)
    NvptxTarget().compile(module, NvptxOptions(simulate=True)).run(None, *inputs)  # the same, as a target

The second form is the nvptx target's "sim" conformance configuration: a ``SimulatedExecutable``
runs on a ``SimulatedDevice`` (host memory standing for device memory).
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir

from xlac.codegen.gpu.module import GpuModuleEmitter
from xlac.codegen.llvm.elemental import ElementalEmitter
from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.targets.base import CompileOptions, Device, Executable, MemoryModel, optimized_hlo
from xlac.targets.nvptx.device import Runner
from xlac.targets.nvptx.intrinsics import NvptxHooks
from xlac.targets.nvptx.lowering import MEMORY, PipelineNeeds
from xlac.targets.nvptx.ptx import _init


@lru_cache(maxsize=1)
def _load_libm() -> None:
    path = ctypes.util.find_library("m")
    if path:
        llvm.load_library_permanently(path)


class HostModule:
    """Kernels JIT-compiled for the host; ``function(name)`` is the callable."""

    def __init__(self, engine: llvm.ExecutionEngine, nargs: int):
        self.engine = engine
        self.proto = ctypes.CFUNCTYPE(None, *([ctypes.c_void_p] * nargs))
        self._fns: dict[str, object] = {}

    def function(self, name: str):
        fn = self._fns.get(name)
        if fn is None:
            addr = self.engine.get_function_address(name)
            if not addr:
                raise XlacError(f"internal error: kernel {name} missing from the simulated module")
            fn = self._fns[name] = self.proto(addr)
        return fn


class HostContext:
    """Device memory is host memory; a launch is one call (the kernel loops over its grid)."""

    def __init__(self) -> None:
        self.buffers: dict[int, np.ndarray] = {}

    def alloc(self, nbytes: int) -> int:
        buf = np.zeros(max(int(nbytes), 1) + 64, dtype=np.uint8)
        ptr = (buf.ctypes.data + 63) // 64 * 64
        self.buffers[ptr] = buf
        return ptr

    def free(self, ptr: int) -> None:
        self.buffers.pop(ptr, None)

    def htod(self, ptr: int, data: np.ndarray) -> None:
        data = np.ascontiguousarray(data)
        ctypes.memmove(ptr, data.ctypes.data, data.nbytes)

    def dtoh(self, out: np.ndarray, ptr: int) -> None:
        ctypes.memmove(out.ctypes.data, ptr, out.nbytes)

    def dtod(self, dst: int, src: int, nbytes: int) -> None:
        ctypes.memmove(dst, src, nbytes)

    def launch(self, fn, grid: Sequence[int], block: Sequence[int], pointer_args: Sequence[int], *_: object) -> None:
        fn(*[ctypes.c_void_p(p) for p in pointer_args])

    def sync(self, stream: int | None = None) -> None:
        return None


class SimulatedGpuModule:
    """A module compiled the nvptx target's way, for the host."""

    def __init__(self, module: Module, opt_level: int = 1, hlo_opt_level: int = 2, memory_model: MemoryModel = MEMORY):
        _init()
        _load_libm()
        hlo = optimized_hlo(module, hlo_opt_level, PipelineNeeds())
        tm = llvm.Target.from_default_triple().create_target_machine(opt=min(opt_level, 3), jit=True)
        llmod = ir.Module(name=module.name)
        llmod.triple = llvm.get_process_triple()
        llmod.data_layout = str(tm.target_data)
        gm = GpuModuleEmitter(hlo, llmod, ElementalEmitter(llmod), NvptxHooks(), simulate=True, memory_model=memory_model)
        self.program, self.temp_size, self.kernels = gm.emit()
        self.custom_call_sites = gm.custom_calls
        ref = llvm.parse_assembly(str(llmod))
        ref.verify()
        if opt_level > 0:
            pto = llvm.create_pipeline_tuning_options(speed_level=min(opt_level, 3))
            pb = llvm.create_pass_builder(tm, pto)
            pb.getModulePassManager().run(ref, pb)
        self.bitcode = ref.as_bitcode()
        self.name = module.name
        self.parameter_shapes = module.parameter_shapes
        self.result_shape = module.result_shape
        self.parameter_leaves = [leaf for s in module.parameter_shapes for leaf in s.leaves()]  # tuples by leaves
        self.result_leaves = [s for s in module.result_shape.leaves() if s.dtype.is_array]
        self._tm = tm
        self._host_module: HostModule | None = None

    @property
    def host_module(self) -> HostModule:
        if self._host_module is None:
            engine = llvm.create_mcjit_compiler(llvm.parse_bitcode(self.bitcode), self._tm)
            engine.finalize_object()
            nargs = len(self.parameter_leaves) + len(self.result_leaves) + 1
            self._host_module = HostModule(engine, nargs)
        return self._host_module

    def object_code(self) -> bytes:
        """The kernels as a host object file (position-independent), one external function each
        with the GPU kernel's name and arguments: a stand-in driver can launch them from C."""
        tm = llvm.Target.from_default_triple().create_target_machine(opt=2, reloc="pic")
        return tm.emit_object(llvm.parse_bitcode(self.bitcode))

    def run(self, *arrays: np.ndarray) -> list[np.ndarray]:
        return SimulatedExecutable(self).run(SimulatedDevice(), *arrays)


class SimulatedExecutable(Executable):
    """A module compiled the nvptx target's way for the host: what ``NvptxTarget.compile`` gives
    with ``simulate=True``; it runs on a :class:`SimulatedDevice`."""

    target_name = "nvptx"

    def __init__(self, sim: SimulatedGpuModule):
        super().__init__(sim.name, sim.parameter_shapes, sim.result_shape)
        self.sim = sim

    @classmethod
    def compile(cls, module: Module, options: CompileOptions, memory_model: MemoryModel = MEMORY) -> SimulatedExecutable:
        return cls(SimulatedGpuModule(module, hlo_opt_level=options.opt_level, memory_model=memory_model))

    def default_device(self) -> Device:
        return SimulatedDevice()


class SimulatedDevice(Device):
    """Host memory as the GPU's: buffers are host addresses (64-byte aligned), a launch walks the
    host program with the same Runner as the GPU, each kernel one call of its host twin."""

    name = "nvptx-simulator"

    def __init__(self) -> None:
        self.ctx = HostContext()

    def allocate(self, nbytes: int) -> int:
        return self.ctx.alloc(nbytes)

    def free(self, buffer: int) -> None:
        self.ctx.free(buffer)

    def copy_to_device(self, buffer: int, data: np.ndarray) -> None:
        self.ctx.htod(buffer, np.ascontiguousarray(data).reshape(-1).view(np.uint8))

    def copy_from_device(self, buffer: int, out: np.ndarray) -> None:
        self.ctx.dtoh(out.reshape(-1).view(np.uint8), buffer)

    def synchronize(self) -> None:
        return None

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        if not isinstance(executable, SimulatedExecutable):
            raise XlacError(f"{type(executable).__name__} cannot run on the {self.name} device")
        sim = executable.sim
        temp = self.ctx.alloc(sim.temp_size)
        try:
            Runner(self.ctx, sim.host_module, [p if p is not None else 0 for p in params],
                   [r for r in results if r is not None], temp, sim.custom_call_sites).run(sim.program.steps)
        finally:
            self.ctx.free(temp)


def simulate(module: Module, arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
    return SimulatedGpuModule(module).run(*arrays)
