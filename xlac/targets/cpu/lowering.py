"""The cpu target's compile: HLO -> LLVM IR (shared emitter) -> LLVM's optimizer -> object or
assembly, for any CPU triple llvmlite's LLVM knows.

What this file decides for the shared emitter (its ``TargetDescription``):
  * the HLO pass pipeline of the -O level runs first (xlac.passes.pipeline: fusion...);
  * vector registers (``vector_bits``/``vector_regs``) from the triple and its features:
    avx512f -> 512 x 32, avx -> 256 x 16, neon/sse -> 128, none -> 64 (LLVM splits vectors);
  * threads: host runs use the runtime's thread pool; objects for ``xlac compile``
    (``ahead_of_time``) are single-threaded unless ``CpuOptions.threads`` asks (then they call
    ``xlac_parallel_for``: link xlac/runtime/parallel.c with them, -pthread). The pool's size
    is the running program's; ``threads=N`` caps each loop at N threads (thread_plan);
  * on x86-64, the code runs with MXCSR's FTZ/DAZ set (as XLA:CPU does): subnormals flush in
    hardware instead of explicitly, and f32 exp/tanh are inline polynomials that vectorize.

    lowered = lower(module, CpuOptions(triple="aarch64-linux-gnu"))
    lowered.object_code()  # ELF bytes;  .llvm_ir / .optimized_ir / .assembly()
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm
from llvmlite import ir

from xlac import timing
from xlac.codegen.llvm import isa
from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.entry import EntryEmitter
from xlac.codegen.llvm.profile import ProfileLayout
from xlac.customcall.registry import custom_call_sites
from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.passes.lower_collectives import LowerCollectives
from xlac.passes.memory_report import MemoryUse
from xlac.passes.pipeline import PipelineShape
from xlac.targets.base import CompileOptions, MemoryModel, optimized_hlo
from xlac.targets.c_abi import entry_origin, entry_symbol
from xlac.targets.cpu import dispatch
from xlac.targets.cpu.elemental import CpuElementalEmitter, HardwareFlushElementalEmitter, X86FlushToZero
from xlac.targets.cpu.machine import (
    MEMORY,
    assembles_inline_asm,
    effective_features,
    enabled_features,
    is_host,
    normalize_triple,
    target_machine,
    vector_isa,
    vector_registers,
)
from xlac.targets.cpu.options import CpuOptions


class CpuPipeline(PipelineShape):
    """What the cpu code generator needs of the HLO pipeline at every -O level (CpuTarget has the
    same): run-time sizes of dynamic dimensions; TopK, oneDNN matmul, scan, rng, dot algorithms...
    as plain HLO; logistic as 1/(1+exp(-x)), as XLA:CPU's LogisticExpander."""

    required_passes = ("dynamic-padder", "expand-ops", "dot-algorithm")
    decompositions = frozenset({"decompose-logistic"})


# The threads an uncapped object's loops are split for (GEMM tiles, reduction chunks, scatter
# parts): its pool's size is the running machine's, unknown here, so neither this machine's count
# (2 on a laptop-sized build host, and a 64-core server then had 8 GEMM tasks for 64 threads) nor
# the largest; 16 gives >= 64 GEMM tasks, and chunks still balance on 2 to 64 threads.
AOT_THREADS = 16


def thread_plan(options: CompileOptions) -> tuple[int, int]:
    """(threads the loops are split for, cap): 1 = single-threaded code, needing no runtime; the
    cap (0: none) is the most threads one loop may run on, passed to xlac_parallel_for_capped.
    threads=N splits for N and caps at N; "auto" has no cap (the pool, sized where the code runs,
    decides) and splits for this process's pool in host runs, for AOT_THREADS in objects. Host
    runs' "auto" is 1 when the runtime cannot be built here (no C compiler)."""
    want = options.threads if isinstance(options, CpuOptions) else None
    if want is None:
        want = 1 if options.ahead_of_time else "auto"
    if want is True or want == "auto":
        if options.ahead_of_time:
            return AOT_THREADS, 0
        from xlac.runtime import parallel as runtime  # lazy: start-up (a compile needs no pool)

        return (runtime.num_threads(), 0) if runtime.shared_library() is not None else (1, 0)
    try:
        n = max(1, int(want))
    except (TypeError, ValueError):
        raise XlacError(f"threads must be a positive number or 'auto', not {want!r}") from None
    return n, (n if n > 1 else 0)


def _uses_hardware_flush(triple: str, module: Module) -> bool:
    """x86-64, unless the module computes with complex numbers: complex division's scaled
    intermediates must underflow gradually to give XLA's results on extreme inputs."""
    if triple.split("-")[0] not in ("x86_64", "amd64"):
        return False
    return not any(leaf.dtype.is_complex for comp in module.computations for instr in comp.instructions
                   for leaf in instr.shape.leaves())


@dataclass
class LoweredModule:
    """Everything one compile produced, in the order the stages ran."""

    triple: str
    entry_name: str
    temp_bytes: int
    llvm_ir: str
    optimized: llvm.ModuleRef
    machine: llvm.TargetMachine
    threads: int = 1  # > 1: the object calls xlac_parallel_for (link xlac/runtime/parallel.c)
    custom_calls: dict[str, int] | None = None  # {target: api_version}: symbols whoever loads it binds
    budget: dict[str, str] | None = None  # {"ram"/"flash": size}: Cortex-M budgets to warn about ("strict": refuse)
    profile: ProfileLayout | None = None  # the time counters' symbol and slots (CpuOptions.profile)
    isa: tuple[str, ...] = ()  # x86 vector extensions the code was compiled to use (VECTOR_ISA)
    entry_from: str = ""  # where the entry's name comes from (c_abi.entry_origin), for the header
    memory: MemoryUse | None = None  # the temp bytes by purpose (--memory-report)
    thread_cap: int = 0  # > 0: each loop runs on at most this many threads (xlac_parallel_for_capped)
    isa_levels: tuple[str, ...] = ()  # the kernels' versions, chosen at run time (dispatch.py); () = one
    isa_functions: dict[str, str] | None = None  # kernel version -> its level, where there are several

    @property
    def optimized_ir(self) -> str:
        """The optimized module as text; read it before machine code is emitted, which changes
        the module (codegen's own IR passes: loop strength reduction, CodeGenPrepare...)."""
        return str(self.optimized)

    def object_code(self, keep: bool = False) -> bytes:
        """``keep``: emit from a copy, leaving the optimized module as it was (for more outputs)."""
        with timing.phase("machine code"):
            return self.machine.emit_object(self.optimized.clone() if keep else self.optimized)

    def assembly(self, keep: bool = False) -> str:
        with timing.phase("assembly"):
            return self.machine.emit_assembly(self.optimized.clone() if keep else self.optimized)


def lower(module: Module, options: CompileOptions, memory_model: MemoryModel = MEMORY) -> LoweredModule:
    """HLO module -> optimized LLVM module for ``options.triple``, its temp buffer planned as
    ``memory_model`` (the target's) says."""
    triple = normalize_triple(options.triple)
    levels = dispatch.object_levels(triple, options) if isinstance(options, CpuOptions) else ()
    chosen: tuple[str, ...] = ()  # the one level a single-level compile of dispatched code is for
    whole: dispatch.X86Level | None = None  # ... whose attributes every function then gets
    if levels and (len(levels) == 1 or not options.ahead_of_time):
        # one level: the JIT's is the one an object would pick on this CPU (XLAC_ISA too)
        level = levels[0] if len(levels) == 1 else dispatch.host_level(levels)
        options = options.replace(cpu=level.cpu, features=level.llvm_features)
        levels, chosen, whole = (), (level.name,), level
    tm = target_machine(triple, options)
    llmod = ir.Module(name=module.name)
    llmod.triple = triple
    llmod.data_layout = str(tm.target_data)
    entry = entry_symbol(module.name, options)
    big_endian = tm.target_data.is_big_endian if hasattr(tm.target_data, "is_big_endian") else \
        triple.startswith(("s390x", "powerpc64-", "ppc64-", "mips-", "sparc"))
    features = effective_features(triple, options)
    bits, regs = vector_registers(triple, features)
    threads, thread_cap = thread_plan(options)
    # a module for N devices: every device's program, calling the collectives runtime
    hlo = optimized_hlo(module, options.opt_level, CpuPipeline(), prepare=LowerCollectives().run)
    hardware_flush = _uses_hardware_flush(triple, hlo)
    switches: dict[str, Any] = {"outline": options.outline, "buffer_assignment": options.buffer_assignment,
                                "profile": options.profile and is_host(triple)} \
        if isinstance(options, CpuOptions) else {}
    amx = getattr(options, "amx", "auto")
    if amx not in ("auto", "off", "emulate"):
        raise XlacError(f"amx must be auto, off or emulate, not {amx!r}")
    if amx != "auto":
        switches["gemm_config"] = {"amx": amx}
    if levels:
        switches.update(isa_levels=tuple(lv.isa_level() for lv in levels),
                        isa_selector=dispatch.selector(levels, getenv="linux" in triple),
                        **({"hot_elements": 0} if getattr(options, "version_all", False) else {}))
    description = TargetDescription(triple=triple, big_endian=big_endian, threads=threads, thread_cap=thread_cap,
                                    vector_bits=bits,
                                    vector_regs=regs, fp_env=X86FlushToZero() if hardware_flush else None,
                                    features=enabled_features(features), memory_model=memory_model,
                                    inline_asm=assembles_inline_asm(triple), **switches)
    elemental = (HardwareFlushElementalEmitter if hardware_flush else CpuElementalEmitter)(llmod)
    emitter = EntryEmitter(hlo, llmod, elemental, entry, description)
    with timing.phase("llvm ir emission"):
        _, temp_bytes = emitter.emit()
        by_level: dict[str, str] = {}
        if levels:
            assert emitter.ctx is not None
            by_level = isa.functions_by_level(emitter.ctx)
            if by_level:
                dispatch.emit_isa_query(llmod, entry + "_isa", levels, getenv="linux" in triple)
            else:  # no kernel worth a version (all small): a one-level object
                levels, chosen = (), ("baseline",)
        text = str(llmod) if emitter.ctx is None else isa.with_clones(emitter.ctx, str(llmod))
        text = _with_source_name(_with_function_attributes(text, triple, bits, hardware_flush, by_level,
                                                           {lv.name: lv for lv in levels}, whole),
                                 source_name(module))
    try:
        with timing.phase("llvm ir parse and verify"):
            ref = llvm.parse_assembly(text)
            ref.verify()
            ref.name = source_name(module)
    except RuntimeError as e:
        raise XlacError(f"internal error: generated LLVM IR does not verify: {str(e).strip()[:2000]}") from None
    ref.triple = triple
    ref.data_layout = str(tm.target_data)
    with timing.phase("llvm optimization"):
        optimize(ref, tm, options.opt_level)
    budget = {k: v for k, v in (("ram", getattr(options, "max_ram", None)),
                                ("flash", getattr(options, "max_flash", None))) if v is not None}
    if budget and getattr(options, "error_on_budget", False):
        budget["strict"] = "yes"  # going over is an error, not a warning
    profile = emitter.profiler.layout if emitter.profiler is not None else None
    return LoweredModule(triple, entry, temp_bytes, text, ref, tm, threads, custom_call_sites(hlo), budget or None,
                         profile, vector_isa(triple, features), entry_origin(options), emitter.memory,
                         thread_cap, tuple(lv.name for lv in levels) or chosen, by_level or None)


def source_name(module: Module) -> str:
    """The name objects and assembly carry as their source file (the STT_FILE symbol, `.file`, the
    linker's `m.hlo:(.text+0x11cd): undefined reference`): the model file's base name, never a
    path (outputs stay the same wherever the model sits), else the module's name."""
    file = module.source_file
    return Path(file).name if file and not file.startswith("<") else module.name


def _with_source_name(text: str, name: str) -> str:
    """The IR text with ``source_filename = "name"`` (LLVM's own module header line), after the
    ModuleID comment llvmlite writes first."""
    quoted = "".join(ch if 32 <= ord(ch) < 127 and ch not in '"\\' else "".join(f"\\{b:02X}" for b in ch.encode())
                     for ch in name)
    head, sep, rest = text.partition("\n")
    line = f'source_filename = "{quoted}"'
    return f"{head}\n{line}\n{rest}" if head.startswith(";") and sep else f"{line}\n{text}"


_DEFINE = re.compile(r'^define [^\n]*?@"?([^"(]*)"?\([^\n]*$', re.M)


def _with_function_attributes(text: str, triple: str, bits: int, hardware_flush: bool,
                              by_level: dict[str, str] | None = None,
                              levels: dict[str, dispatch.X86Level] | None = None,
                              whole: dispatch.X86Level | None = None) -> str:
    """String attributes llvmlite cannot set, added to the ``define`` lines:
    * x86 legalizes vectors wider than its preferred width by splitting them unless a function
      asks for more: the GEMM kernels, written for full-width registers, do;
    * with hardware flushing, LLVM is told subnormals flush (so constant folding agrees);
    * a kernel version of an ISA level (``by_level``: function -> level) is compiled for
      that level's CPU and features; every function, for a one-level compile of ``whole``."""
    x86 = triple.startswith(("x86_64", "i686", "i386"))
    small = _small_functions(text) if levels and len(levels) > 1 else set()

    def attrs(m: re.Match) -> str:
        extra = []
        level = levels[by_level[m.group(1)]] if by_level and levels and m.group(1) in by_level else whole
        width = level.isa_level().vector_bits if level is not None else bits
        if level is not None:
            extra.append(level.attributes())
            if level.name == "baseline" and m.group(1) in small:
                extra.append("optsize")
        if x86 and width > 256 and m.group(1).startswith("xlac.gemm."):
            extra.append(f'"min-legal-vector-width"="{width}"')
        if hardware_flush:
            extra.append('"denormal-fp-math"="preserve-sign,preserve-sign"')
        return m.group(0) + "".join(" " + a for a in extra)

    return _DEFINE.sub(attrs, text)


# The baseline versions of a dispatched object's kernels (run only on CPUs without AVX2) are
# compiled for size (train step: 3.04x a one-level object's code -> 2.90x), but only functions
# of at most this many lines of IR as emitted: on a branchy 56k-line fused kernel LLVM's size
# pipeline left 64k instructions where its speed pipeline left 5k, and took 10 s, not 0.5
OPTSIZE_MAX_LINES = 2000


def _small_functions(text: str) -> set[str]:
    """The functions whose bodies in ``text`` have at most OPTSIZE_MAX_LINES lines."""
    # the span's newlines: the define line's, the body's lines, the closing brace's
    return {name for name, start, end in isa.function_spans(text)
            if text.count("\n", start, end) - 2 <= OPTSIZE_MAX_LINES}


def optimize(ref: llvm.ModuleRef, tm: llvm.TargetMachine, level: int) -> None:
    """LLVM's standard O-level pipeline, tuned for the target machine. The SLP vectorizer stays
    off: the loops that matter are vectorized by the loop vectorizer or written with vector
    types, and SLP costs a sixth of the optimizer's time on large modules."""
    if level <= 0:
        return
    pto = llvm.create_pipeline_tuning_options(speed_level=min(level, 3))
    pto.loop_vectorization = level >= 2
    pto.slp_vectorization = False
    _tune_llvm()
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(ref, pb)


@lru_cache(maxsize=1)
def _tune_llvm() -> None:
    """LLVM's heuristic loop unroller off (a threshold of 1: 0 would also ignore unroll pragmas):
    at its default it copied outer loops around whole loop nests and every small fused loop
    body dozens of times (a training step: a fifth of LLVM's time) for no speed that `make
    bench` can see. xlac marks the loops worth unrolling itself (loops.py: small constant
    nests, such as a convolution window). Process-wide, and once: LLVM refuses an option given
    twice."""
    llvm.set_option("xlac", "-unroll-threshold=1")
