"""The `nvptx` target: GPU kernels through LLVM's NVPTX backend, run through the CUDA driver.

    xlac run --target nvptx M.hlo                     # needs a GPU (one clean line otherwise)
    xlac compile M.hlo --target nvptx --emit ptx      # or --triple nvptx64-nvidia-cuda
    xlac compile M.hlo --target nvptx -o M.o          # host object + M.h, link with -lcuda

``--cpu sm_XX`` picks the architecture (default sm_90). ``NvptxOptions(simulate=True)`` compiles
the same kernels for the host instead and runs them there (simulator.py): the "nvptx-sim"
conformance configuration, which needs no GPU.
"""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from xlac.codegen.gpu.module import UNSUPPORTED
from xlac.codegen.llvm.ir_emitter import lowers as llvm_lowers
from xlac.errors import XlacError
from xlac.files import write_atomically
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape
from xlac.targets.base import CompileOptions, Device, Executable, MemoryModel, SupportRow, Target
from xlac.targets.c_abi import entry_origin, entry_symbol
from xlac.targets.nvptx.elemental import NvptxElementalEmitter
from xlac.targets.nvptx.lowering import MEMORY, LoweredGpuModule, PipelineNeeds, lower
from xlac.targets.nvptx.ptx import DEFAULT_ARCH, assemble, ptxas
from xlac.targets.nvptx.simulator import SimulatedExecutable


@dataclass(frozen=True)
class NvptxOptions(CompileOptions):
    """``simulate``: the kernels and host program compiled for the host CPU and run there
    (``simulator.SimulatedExecutable``), for tests without a GPU; no command-line flag."""

    simulate: bool = False


class NvptxExecutable(Executable):
    target_name = "nvptx"

    def __init__(self, module: Module, lowered: LoweredGpuModule, options: CompileOptions):
        super().__init__(*Executable.describing(module))
        self.lowered = lowered
        self.options = options
        self.program = lowered.program
        self.temp_size = lowered.temp_bytes
        self.custom_call_sites = lowered.custom_calls or []
        self._image: bytes | None = None

    def memory_report(self) -> str | None:
        memory = self.lowered.memory
        if memory is None:
            return None
        return memory.describe(f"{entry_symbol(self.module_name, self.options).upper()}_TEMP_BYTES")

    def image(self) -> bytes:
        """What the driver loads: the PTX text (the driver compiles it for the device)."""
        return self.lowered.ptx.encode()

    def default_device(self) -> Device:
        from xlac.targets.nvptx.device import CudaDevice

        return CudaDevice.open()

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        from xlac.targets.nvptx import host_c

        emit = emit or "obj"
        path = Path(path)
        entry = entry_symbol(self.module_name, self.options)
        arrays = [s for s in self.result_leaves if isinstance(s, ArrayShape) and s.dtype.is_array]
        params = [s for s in self.parameter_shapes if isinstance(s, ArrayShape)]
        if emit == "ptx":
            return _write({path: self.lowered.ptx.encode()})
        if emit == "llvm":
            return _write({path: self.lowered.llvm_ir.encode()})
        head_path = path.with_suffix(".h") if emit != "header" else path
        head = host_c.header(entry, self.temp_size, params, arrays, self.lowered.arch, entry_origin(self.options))
        if emit == "header":
            return _write({path: head.encode()})
        cubin = assemble(self.lowered.ptx, self.lowered.arch)
        image = cubin if cubin is not None else self.lowered.ptx.encode()
        src = host_c.source(entry, self.program, self.lowered.kernels, image, len(self.parameter_leaves),
                            len(arrays), head_path.name)
        if emit == "c":
            return _write({path: src.encode(), head_path: head.encode()})
        if emit != "obj":
            raise XlacError(f"the 'nvptx' target cannot --emit {emit}")
        obj = _compile_c(src, head, head_path.name)
        return _write({path: obj, head_path: head.encode()})


def _compile_c(src: str, head: str, head_name: str) -> bytes:
    from xlac.runtime.toolchain import find_cc

    cc = find_cc()
    with tempfile.TemporaryDirectory(prefix="xlac-nvptx-") as tmp:
        (Path(tmp) / head_name).write_text(head)
        (Path(tmp) / "host.c").write_text(src)
        done = subprocess.run([cc, "-std=c11", "-O2", "-fPIC", "-c", "host.c", "-o", "host.o"], cwd=tmp,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise XlacError(f"internal error: the generated host C does not compile: {done.stderr.strip()[:500]}")
        return (Path(tmp) / "host.o").read_bytes()


def _write(contents: dict[Path, bytes]) -> list[Path]:
    for path in contents:
        path.parent.mkdir(parents=True, exist_ok=True)
    return write_atomically(contents)


class NvptxTarget(Target):
    name = "nvptx"
    description = "NVIDIA GPUs: PTX through LLVM's NVPTX backend, run through the CUDA driver (--cpu sm_XX)"
    emit_kinds = {"obj": ".o", "ptx": ".ptx", "c": ".c", "header": ".h", "llvm": ".ll"}
    dump_stages = ("llvm", "ptx")
    options_class = NvptxOptions
    #: pytest marks for this target's conformance runs: they need a GPU (deselected without one).
    test_marks = ("gpu",)
    #: the corpus on the GPU, and on the host simulation of the same kernels (no GPU needed)
    conformance = {"": {}, "sim": {"simulate": True}}
    conformance_marks = {"sim": ()}
    required_passes = PipelineNeeds.required_passes
    decompositions = PipelineNeeds.decompositions
    unsupported_ops = UNSUPPORTED

    @property
    def memory_model(self) -> MemoryModel:
        """Global memory, 64-byte offsets, donated parameters possibly aliased (lowering.MEMORY)."""
        return MEMORY

    def accepts(self, triple: str | None) -> bool:
        return triple is None or triple.startswith("nvptx")

    def lowers(self, opcode: str) -> bool:
        """The shared LLVM emitters' ops the kernel emitter runs (not those it refuses)."""
        return opcode not in UNSUPPORTED and llvm_lowers(opcode, NvptxElementalEmitter)

    def compile(self, module: Module, options: CompileOptions | None = None) -> Executable:
        options = options or self.options()
        if options.triple and not options.triple.startswith("nvptx64"):
            raise XlacError(f"the 'nvptx' target compiles for nvptx64-nvidia-cuda, not '{options.triple}'")
        if options.features:
            raise XlacError("--features does not apply to the 'nvptx' target (use --cpu sm_XX)")
        if isinstance(options, NvptxOptions) and options.simulate:
            return SimulatedExecutable.compile(module, options, self.memory_model)
        return NvptxExecutable(module, lower(module, options.cpu or DEFAULT_ARCH, options.opt_level, self.memory_model),
                               options)

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        if stage not in self.dump_stages:
            return super().dump(module, stage, options)
        lowered = lower(module, options.cpu or DEFAULT_ARCH, options.opt_level, self.memory_model)
        return lowered.llvm_ir if stage == "llvm" else lowered.ptx

    def support(self) -> list[SupportRow]:
        from xlac.targets.nvptx.cuda import Driver, NoGpu

        try:
            ctx = Driver.load().context(0)
            device = f"{ctx.name} (sm_{''.join(map(str, ctx.compute_capability))})"
        except NoGpu as e:
            device = f"compile only: {e.message}"
        rows = [SupportRow("nvptx64-nvidia-cuda", device),
                SupportRow("ptxas", ptxas() or "not found: --emit obj embeds PTX instead of a cubin")]
        rows += [SupportRow(op, "unsupported: " + why) for op, why in UNSUPPORTED.items()]
        return rows
