"""The `cpu` target: native code for any CPU triple LLVM knows, run in this process (JIT), out
of process for other CPUs (qemu-user, Node.js for wasm32, an emulated Cortex-M), or written as an
object file with a C header (`xlac compile`).

    exe = CpuTarget().compile(module, CpuOptions(triple="aarch64-linux-gnu"))
    exe.save("model.o")  # model.o, model.h, model.o.xlac.json

The target is the top of the cpu package's layers, listed lowest first; each module imports only
from those listed before it (runners.py and artifact.py import the devices' modules when used):

    options.py     CpuOptions: what the cpu target's flags add
    machine.py     triples (and a warning for one LLVM only half knows), LLVM target machines,
                   CPU features and probing
    elemental.py   the shared elemental emitter's hooks: libm calls, x86's hardware flushing
    lowering.py    HLO -> LLVM IR -> optimized LLVM module -> object or assembly
    abi.py         the entry's C ABI: ModelInfo, what the header and the sidecar describe
    header.py      the C header beside an object
    jit.py         loading an optimized module into this process
    staged.py      devices that run code out of process: cross.py (qemu-user), wasm.py (Node.js),
                   cortexm.py (qemu-system-arm); runners.py: which device runs a triple's code
    artifact.py    the files `xlac compile` writes, read back by `xlac run model.o`
    executable.py  executables compiled here (CpuExecutable) or loaded from an object (ObjectExecutable)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from xlac.codegen.llvm.ir_emitter import lowers as llvm_lowers
from xlac.errors import XlacError
from xlac.hlo import expansions
from xlac.hlo.ir import Module
from xlac.targets.base import CompileOptions, MemoryModel, SupportRow, Target
from xlac.targets.cpu import dispatch
from xlac.targets.cpu.elemental import CpuElementalEmitter
from xlac.targets.cpu.lowering import CpuPipeline, lower
from xlac.targets.cpu.machine import KNOWN_TRIPLES, MEMORY, host_dot_kernels, host_triple, is_host
from xlac.targets.cpu.options import CpuOptions

if TYPE_CHECKING:
    from xlac.targets.cpu.executable import CpuExecutable, ObjectExecutable


class CpuTarget(Target):
    """Native code for any CPU triple LLVM knows: run in this process (JIT), under qemu-user for
    other architectures, or written as an object file with a C header (``xlac compile``)."""

    name = "cpu"
    description = "native code for any LLVM CPU triple (" + ", ".join(t.split("-")[0] for t in KNOWN_TRIPLES[:6]) + ", ...)"
    options_class = CpuOptions
    emit_kinds = {"obj": ".o", "asm": ".s", "llvm": ".ll", "header": ".h", "all": ".o"}
    dump_stages = ("llvm", "llvm-opt", "asm")
    # the ISA levels' kernels (dispatch.py): each level this CPU has below its best (the main
    # configuration's), through the one-level JIT an object's dispatcher would pick; slow tier
    conformance = {"": {"opt_level": 2}, "O0": {"opt_level": 0}, "O3": {"opt_level": 3},
                   **{f"isa-{lv}": {"dispatch": "none" if lv == "baseline" else lv} for lv in dispatch.LEVEL_NAMES[:-2]}}
    conformance_marks = {f"isa-{lv}": ("slow",) for lv in dispatch.LEVEL_NAMES[:-2]}
    required_passes = CpuPipeline.required_passes
    decompositions = CpuPipeline.decompositions
    unsupported_ops = {
        **dict.fromkeys(("infeed", "outfeed", "send", "send-done", "recv", "recv-done"),
                        "no host transfer queues in compiled code"),
        "ragged-dot": "no emitter yet (the interpreter runs it)",
        "ragged-all-to-all": "no emitter yet (the interpreter runs it)",
    }

    @property
    def memory_model(self) -> MemoryModel:
        """Host memory, 64-byte offsets, donated parameters possibly aliased (machine.MEMORY)."""
        return MEMORY

    def accepts(self, triple: str | None) -> bool:
        return triple is None or not triple.startswith(("nvptx", "amdgcn", "spirv"))

    def lowers(self, opcode: str) -> bool:
        """The shared LLVM emitters' ops, and those expand-ops rewrites (scan, rng...)."""
        return opcode in expansions.OPCODES or llvm_lowers(opcode, CpuElementalEmitter)

    def compile(self, module: Module, options: CompileOptions | None = None) -> CpuExecutable:
        from xlac.targets.cpu.executable import CpuExecutable  # lazy: start-up (dump-ir needs no executable)

        return CpuExecutable(module, lower(module, options or self.options(), self.memory_model))

    def compile_devices(self, module: Module, options: CompileOptions | None = None) -> Any:
        """The module on its devices (targets/multi_device.py): compiled code between entry
        collectives, or every device's program calling the collectives runtime; the devices are
        the threads (each device's code runs single-threaded)."""
        from xlac.targets import multi_device  # lazy: start-up (only runs across devices use it)

        options = options or self.options()
        single = options.replace(threads=1) if isinstance(options, CpuOptions) else options
        return multi_device.compile_devices(self, module, single)

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        if stage not in self.dump_stages:
            return super().dump(module, stage, options)
        lowered = lower(module, options, self.memory_model)
        return {"llvm": lambda: lowered.llvm_ir, "llvm-opt": lambda: lowered.optimized_ir,
                "asm": lowered.assembly}[stage]()

    def owns_artifact(self, path: Path) -> bool:
        from xlac.targets.cpu.artifact import is_artifact  # lazy: start-up

        return is_artifact(path)

    def load(self, path: str | Path) -> tuple[ObjectExecutable, str | None]:
        from xlac.targets.cpu.executable import ObjectExecutable  # lazy: start-up

        exe = ObjectExecutable.read(path)
        return exe, exe.info.hlo_text

    def support(self) -> list[SupportRow]:
        from xlac.targets.cpu import cortexm, wasm  # lazy: start-up (they import subprocess)
        from xlac.targets.cpu.cross import cross_available, missing_tools, toolchain_for  # lazy: start-up

        rows = [SupportRow(host_triple(), "host (native)"), SupportRow("  dots here", host_dot_kernels()),
                *dispatch.support_rows(host_triple())]
        for triple in KNOWN_TRIPLES:
            if is_host(triple):
                continue
            try:
                tc = toolchain_for(triple)
            except XlacError:
                rows.append(SupportRow(triple, "compile only"))
                continue
            how = f"qemu ({tc.qemu})" if cross_available(triple) else \
                f"compile only; to run: {tc.install_hint}" if missing_tools(tc) else "compile only"
            rows.append(SupportRow(triple, how))
        return rows + [wasm.support_row(), *cortexm.support_rows()]
