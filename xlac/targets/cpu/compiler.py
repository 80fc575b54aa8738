"""The `cpu` target: HLO -> LLVM IR (shared emitter) -> LLVM's optimizer -> object or assembly,
for any CPU triple llvmlite's LLVM knows.

What this file decides for the shared emitter (its ``TargetDescription``):
  * the HLO pass pipeline of the -O level runs first (xlac.passes.pipeline: fusion...);
  * vector registers (``vector_bits``/``vector_regs``) from the triple and its features:
    avx512f -> 512 x 32, avx -> 256 x 16, neon/sse -> 128, none -> 64 (LLVM splits vectors);
  * threads: host runs use the runtime's thread pool; objects for ``xlac compile``
    (``ahead_of_time``) are single-threaded unless ``CpuOptions.threads`` asks (then they call
    ``xlac_parallel_for``: link xlac/runtime/parallel.c with them, -pthread);
  * on x86-64, the code runs with MXCSR's FTZ/DAZ set (as XLA:CPU does): subnormals flush in
    hardware instead of explicitly, and f32 exp/tanh are inline polynomials that vectorize.

    exe = CpuTarget().compile(module, CpuOptions(triple="aarch64-linux-gnu"))
    exe.lowered.object_code()  # ELF bytes;  .llvm_ir / .optimized_ir / .assembly()
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import llvmlite.binding as llvm
from llvmlite import ir

from xlac import timing
from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.entry import EntryEmitter
from xlac.codegen.llvm.ir_emitter import lowers as llvm_lowers
from xlac.codegen.llvm.profile import ProfileLayout
from xlac.customcall.registry import custom_call_sites
from xlac.errors import XlacError
from xlac.hlo import expansions
from xlac.hlo.ir import Module
from xlac.passes.lower_collectives import LowerCollectives
from xlac.passes.memory_report import MemoryUse
from xlac.passes.pipeline import optimize as run_passes
from xlac.targets.base import CompileOptions, SupportRow, Target, entry_origin
from xlac.targets.cpu.elemental import CpuElementalEmitter


@dataclass(frozen=True)
class CpuOptions(CompileOptions):
    """The cpu target's options. ``reloc``: static, pic or pie. ``threads``: threads the code
    may use, an int or "auto" (the runtime's count); None: "auto" for code run in this process,
    1 (no runtime to link) for ``ahead_of_time`` objects. ``outline``, ``buffer_assignment``:
    code-generation switches for experiments and tests (see TargetDescription). ``max_ram``,
    ``max_flash``: budgets ("64K", "1M", bytes) `xlac compile` warns about for Cortex-M objects
    (``error_on_budget``: refuses to write an object over them).
    ``profile``: count the time of each top-level instruction (`xlac run --stats`; code for this
    machine only, where the counters can be read back)."""

    reloc: str = "pic"
    threads: int | str | None = None
    outline: bool = True
    buffer_assignment: bool = True
    max_ram: str | None = None
    max_flash: str | None = None
    error_on_budget: bool = False
    profile: bool = False


if TYPE_CHECKING:
    from xlac.targets.cpu.artifact import ObjectExecutable
    from xlac.targets.cpu.executable import CpuExecutable


# Triples `xlac targets` lists; any triple LLVM accepts works.
KNOWN_TRIPLES = [
    "x86_64-linux-gnu", "aarch64-linux-gnu", "riscv64-linux-gnu", "armv7-linux-gnueabihf",
    "powerpc64le-linux-gnu", "s390x-linux-gnu", "i686-linux-gnu", "x86_64-apple-darwin",
    "aarch64-apple-darwin", "x86_64-windows-msvc",
]


@lru_cache(maxsize=1)
def _init_llvm() -> None:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


@lru_cache(maxsize=1)
def host_triple() -> str:
    _init_llvm()
    return llvm.get_process_triple()


def normalize_triple(triple: str | None) -> str:
    return host_triple() if triple in (None, "", "host", "native") else triple


@lru_cache(maxsize=64)
def is_host(triple: str) -> bool:
    def arch(t: str) -> str:
        return t.split("-")[0].replace("amd64", "x86_64")

    host = host_triple()
    return arch(triple) == arch(host) and ("linux" in triple) == ("linux" in host)


def _math_names() -> set[str]:
    """C's math.h functions, each with its f and l forms: an entry of one of these names would
    replace libm's in a program it is linked into (a module named log also clashed with the
    log the generated code calls)."""
    base = ("acos asin atan atan2 cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 exp10 expm1 frexp "
            "ilogb ldexp log log10 log1p log2 logb modf scalbn scalbln cbrt fabs hypot pow pow10 sqrt erf erfc "
            "lgamma tgamma gamma ceil floor nearbyint rint lrint llrint round lround llround roundeven trunc "
            "fmod remainder remquo copysign nan nextafter nexttoward fdim fmax fmin fma sincos j0 j1 jn y0 y1 "
            "yn significand drem finite isinf isnan").split()
    return {f"{n}{suffix}" for n in base for suffix in ("", "f", "l")}


# Names an entry may not take (--entry refuses them; a module named so gets the prefix xlac_):
# C and C++ keywords and the types the header uses (the header would not compile), the C
# library's and libm's functions (the object would replace them), and the header's own names.
_C_RESERVED = {
    "main", "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
    "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
    "volatile", "while", "bool", "true", "false", "alignas", "alignof", "constexpr", "nullptr",
    "static_assert", "thread_local", "typeof", "typeof_unqual",
    "and", "and_eq", "asm", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t", "class", "compl",
    "concept", "consteval", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype",
    "delete", "dynamic_cast", "explicit", "export", "friend", "mutable", "namespace", "new", "noexcept", "not",
    "not_eq", "operator", "or", "or_eq", "private", "protected", "public", "reinterpret_cast", "requires",
    "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using", "virtual", "wchar_t",
    "xor", "xor_eq",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t",
    "ptrdiff_t", "intptr_t", "uintptr_t", "NULL",
    "exit", "abort", "atexit", "malloc", "calloc", "realloc", "free", "aligned_alloc", "memcpy", "memset",
    "memmove", "memcmp", "strlen", "strcpy", "strncpy", "strcmp", "strncmp", "strcat", "printf", "fprintf",
    "sprintf", "snprintf", "puts", "putchar", "fputs", "fwrite", "fread", "fopen", "fclose", "abs", "labs",
    "llabs", "div", "qsort", "bsearch", "atoi", "atol", "atof", "strtod", "strtol", "rand", "srand", "time",
    "clock", "errno", "assert", "signal", "raise", "setjmp", "longjmp", "open", "close", "read", "write",
    "xlac_buffer_info", "xlac_model_info", "xlac_entry_fn", "XLAC_STATUS_OK", "XLAC_UNUSED",
} | _math_names()



_RUNTIME_NAMES = {"xlac_parallel_for", "xlac_pool_shutdown", "xlac_num_threads", "xlac_ffi_api"}  # the runtime's


def entry_symbol(module: Module, options: CompileOptions) -> str:
    if options.entry_name:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", options.entry_name):
            raise XlacError(f"--entry '{options.entry_name}' is not a C identifier")
        if options.entry_name in _C_RESERVED or options.entry_name in _RUNTIME_NAMES or \
                options.entry_name.startswith("__"):
            raise XlacError(f"--entry '{options.entry_name}' is a C keyword or a name the C library or "
                            "xlac's runtime uses (the header would not compile, or the object would "
                            "replace that function in a program it is linked into)")
        return options.entry_name
    name = re.sub(r"[^A-Za-z0-9_]", "_", options.entry_default or module.name) or "model"
    if name[0].isdigit() or name in _C_RESERVED or name in _RUNTIME_NAMES or name.startswith("__"):
        name = "xlac_" + name  # `main`, `int`, `log`... cannot name the entry of a C-callable object
    return name


def feature_list(features: str | None) -> str:
    """``--features`` as LLVM takes it: comma-separated ``+name``/``-name``, spaces dropped (LLVM
    aborts the process on an entry without its sign)."""
    pieces = [f.strip() for f in (features or "").split(",") if f.strip()]
    for f in pieces:
        if f[0] not in "+-" or not re.fullmatch(r"[+-][A-Za-z0-9_.\-]+", f):
            raise XlacError(f"--features: '{f}' is not +NAME or -NAME (a comma-separated list such as "
                            "+avx2,-fma)")
    return ",".join(pieces)


@lru_cache(maxsize=32)
def check_cpu_and_features(triple: str, cpu: str | None, features: str | None) -> None:
    """Refuse a ``--cpu`` or ``--features`` name LLVM does not know for ``triple``. LLVM only
    warns on stderr and goes on without it (a cross object silently for a generic CPU; on
    x86-64, a later fatal error), so its warnings are read back from a throwaway target machine."""
    if not cpu and not features:
        return
    _init_llvm()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise XlacError(f"LLVM does not know the triple '{triple}': {str(e).strip()}") from None
    said = _stderr_of(lambda: target.create_target_machine(cpu=cpu or "", features=feature_list(features)))
    if "is not a recognized processor" in said:
        from xlac.suggest import did_you_mean

        hint = did_you_mean(cpu or "", cpu_names(triple))
        raise XlacError(f"--cpu: LLVM does not know the CPU '{cpu}' for {triple} (LLVM's names: "
                        f"`llc -mtriple={triple} -mcpu=help`)", notes=[hint] if hint else None)
    unknown = re.findall(r"'([+-][^']*)' is not a recognized feature", said)
    if unknown:
        raise XlacError(f"--features: LLVM does not know {', '.join(sorted(set(unknown)))} for {triple} "
                        f"(LLVM's names: `llc -mtriple={triple} -mattr=help`)")


def cpu_names(triple: str) -> list[str]:
    """The CPU names LLVM knows for ``triple`` (what ``-mcpu=help`` lists)."""
    _init_llvm()
    target = llvm.Target.from_triple(triple)
    said = _stderr_of(lambda: target.create_target_machine(cpu="help"))
    listing = said.split("Available CPUs for this target:", 1)[-1].split("Available features", 1)[0]
    return re.findall(r"^\s+([\w.+-]+)\s+- ", listing, re.M)


def _stderr_of(fn: Any) -> str:
    """What ``fn()`` (LLVM's C++) writes to file descriptor 2, taken from the terminal."""
    import os
    import sys
    import tempfile

    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            fn()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        return tmp.read().decode(errors="replace")


def target_machine(triple: str, options: CompileOptions) -> llvm.TargetMachine:
    _init_llvm()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise XlacError(f"LLVM does not know the triple '{triple}': {str(e).strip()}") from None
    warn_about_triple(triple)
    check_cpu_and_features(triple, options.cpu, options.features)
    host = is_host(triple)
    cpu = options.cpu or (llvm.get_host_cpu_name() if host else "")
    features = feature_list(options.features)
    if host and not options.cpu and not features:
        features = llvm.get_host_cpu_features().flatten()
    default_features, abiname = _triple_defaults(triple)
    if not options.cpu and not features:
        features = default_features
    reloc_name = options.reloc if isinstance(options, CpuOptions) else "pic"
    reloc = {"static": "static", "pic": "pic", "pie": "pic"}.get(reloc_name)
    if reloc is None:
        raise XlacError(f"unknown relocation model '{reloc_name}' (static, pic, pie)")
    return target.create_target_machine(cpu=cpu, features=features, opt=min(options.opt_level, 3),
                                        reloc=reloc, codemodel="default", abiname=abiname)


@lru_cache(maxsize=16)
def warn_about_triple(triple: str) -> None:
    """One line on stderr, once per process, for a triple LLVM takes but does not know all of
    (``aarch64-linux-gun``, ``arm64``): it would compile silently for an unknown OS."""
    from xlac.targets.cpu.triples import triple_warning

    warning = triple_warning(triple)
    if warning:
        import sys

        print(f"xlac: warning: {warning}", file=sys.stderr)


# What the distributions' toolchains assume for a bare triple, where LLVM's default differs:
# Debian's riscv64 is rv64gc with the lp64d ABI (a soft-float object will not link with it).
_ARCH_DEFAULTS = {
    "riscv64": ("+m,+a,+f,+d,+c", "lp64d"),
    "riscv32": ("+m,+a,+f,+d,+c", "ilp32d"),
}


def _triple_defaults(triple: str) -> tuple[str, str]:
    """(features, ABI name) the platform's C toolchain expects for ``triple``."""
    if triple.startswith("thumb"):
        from xlac.targets.cpu.cortexm import llvm_features

        return llvm_features(triple), ""  # the FPU of the board cortexm.py builds firmware for
    return _ARCH_DEFAULTS.get(triple.split("-")[0], ("", ""))


def vector_registers(triple: str, features: str) -> tuple[int, int]:
    """(bits, count) of the SIMD registers the generated kernels should size their vectors
    for, from the triple and the target features (what LLVM's vectorizers would use)."""
    arch = triple.split("-")[0]
    feats = set(f.strip() for f in features.split(",") if f.strip())
    if arch in ("x86_64", "amd64", "i686", "i386"):
        regs = 32 if "+avx512f" in feats else (16 if arch in ("x86_64", "amd64") else 8)
        return (512 if "+avx512f" in feats else 256 if "+avx" in feats else 128), regs
    if arch in ("aarch64", "arm64", "aarch64_be"):
        return 128, 32
    if arch.startswith(("powerpc64", "ppc64")):
        return 128, 32
    if arch.startswith(("riscv",)):
        return (128 if "+v" in feats else 64), 32
    if arch.startswith(("arm", "thumb")):
        return (128 if "+neon" in feats else 64), 16
    return 64, 16  # no SIMD assumed (s390x's generic cpu, mips...): LLVM splits the vectors


def effective_features(triple: str, options: CompileOptions) -> str:
    """The features the kernels are sized and chosen for: ``--features`` as given; the host's
    own for a host compile; a named ``--cpu``'s (found by probing LLVM, x86) otherwise."""
    check_cpu_and_features(triple, options.cpu, options.features)
    if options.features:
        return feature_list(options.features)
    if is_host(triple) and not options.cpu:
        return llvm.get_host_cpu_features().flatten()
    if options.cpu and triple.startswith(("x86_64", "amd64", "i686", "i386")):
        return x86_cpu_features(triple, options.cpu)
    return _triple_defaults(triple)[0]


# One function per feature the kernels use; the assembly LLVM makes of each says whether the
# CPU has it. Selecting an instruction of a missing feature never fails: LLVM expands these.
_PROBES = {
    "width": """define void @width(ptr %p) "min-legal-vector-width"="512" {
  %v = load <16 x float>, ptr %p
  %w = fadd <16 x float> %v, %v
  store <16 x float> %w, ptr %p
  ret void
}""",
    "fma": """declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)
define <8 x float> @fma(<8 x float> %a, <8 x float> %b, <8 x float> %c) {
  %r = call <8 x float> @llvm.fma.v8f32(<8 x float> %a, <8 x float> %b, <8 x float> %c)
  ret <8 x float> %r
}""",
    "bf16": """define void @bf16(ptr %p, ptr %q) "min-legal-vector-width"="512" {
  %v = load <16 x float>, ptr %p
  %h = fptrunc <16 x float> %v to <16 x bfloat>
  store <16 x bfloat> %h, ptr %q
  ret void
}""",
    "vnni": """define void @vnni(ptr %p, ptr %q, ptr %acc) "min-legal-vector-width"="512" {
  %x = load <32 x i16>, ptr %p
  %y = load <32 x i16>, ptr %q
  %a = load <16 x i32>, ptr %acc
  %xe = sext <32 x i16> %x to <32 x i32>
  %ye = sext <32 x i16> %y to <32 x i32>
  %m = mul <32 x i32> %xe, %ye
  %lo = shufflevector <32 x i32> %m, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %hi = shufflevector <32 x i32> %m, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %s = add <16 x i32> %lo, %hi
  %r = add <16 x i32> %s, %a
  store <16 x i32> %r, ptr %acc
  ret void
}""",
}


@lru_cache(maxsize=16)
def x86_cpu_features(triple: str, cpu: str) -> str:
    """The features of a named x86 CPU that the kernels use (vector width, FMA, AVX512-BF16,
    VNNI), as a feature string. llvmlite cannot list a CPU's features, and without them a
    ``--cpu znver5`` compile sized its GEMM for 128-bit registers (4x fewer lanes than the
    machine's): LLVM compiles one probe per feature for ``cpu`` and its assembly tells."""
    _init_llvm()
    tm = llvm.Target.from_triple(triple).create_target_machine(cpu=cpu, opt=2)
    ref = llvm.parse_assembly("\n".join(_PROBES.values()))
    asm = {name: "" for name in _PROBES}
    current = None
    for line in tm.emit_assembly(ref).splitlines():
        label = line.split(":")[0] if line and not line[0].isspace() and line.endswith(":") else None
        if label in asm:
            current = label
        elif current is not None:
            asm[current] += line + "\n"
    feats = []
    if "zmm" in asm["width"]:
        feats += ["+avx512f", "+avx2", "+avx"]
    elif "ymm" in asm["width"]:
        feats += ["+avx"]
    if "vfmadd" in asm["fma"]:
        feats.append("+fma")
    if "vcvtneps2bf16" in asm["bf16"]:
        feats.append("+avx512bf16")
    if "vpdpwssd" in asm["vnni"]:
        feats.append("+avxvnni" if "{vex}" in asm["vnni"] else "+avx512vnni")
    return ",".join(feats)


# The x86 extensions whose absence makes compiled code die of SIGILL that `xlac run model.o`
# checks before loading an object (LLVM uses more of a CPU's features, but these are the ones the
# kernels and the vectorizers reach for; an object for another x86 CPU lists them in its sidecar).
VECTOR_ISA = ("avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512bf16",
              "avx512vnni", "avxvnni", "avx512fp16", "amx-tile")


def enabled_features(features: str) -> frozenset[str]:
    """The names a feature string turns on ("+avx2,-sse4a" -> {"avx2"})."""
    return frozenset(f.strip()[1:] for f in features.split(",") if f.strip().startswith("+"))


def vector_isa(triple: str, features: str) -> tuple[str, ...]:
    """Which of VECTOR_ISA ``features`` turns on (x86 triples; () for others)."""
    if not triple.startswith(("x86_64", "amd64", "i686", "i386")):
        return ()
    on = enabled_features(features)
    return tuple(f for f in VECTOR_ISA if f in on)


def missing_host_isa(required: Sequence[str]) -> list[str]:
    """Which of ``required`` (an object's vector extensions) this machine's CPU lacks."""
    have = enabled_features(llvm.get_host_cpu_features().flatten())
    return [f for f in required if f not in have]


def thread_count(options: CompileOptions) -> int:
    """Threads the generated code may use (see CpuOptions.threads); 1 = single-threaded,
    needing no runtime. "auto" is 1 when the runtime cannot be built here (no C compiler)."""
    want = options.threads if isinstance(options, CpuOptions) else None
    if want is None:
        want = 1 if options.ahead_of_time else "auto"
    if want is True or want == "auto":
        from xlac.runtime import parallel as runtime

        return runtime.num_threads() if runtime.shared_library() is not None else 1
    try:
        return max(1, int(want))
    except (TypeError, ValueError):
        raise XlacError(f"threads must be a positive number or 'auto', not {want!r}") from None


class X86FlushToZero:
    """The FP environment XLA:CPU runs in on x86: MXCSR's FTZ (bit 15) and DAZ (bit 6) set, so
    subnormals flush in hardware and the elemental emitter need not flush them explicitly
    (much smaller IR: faster compiles and loops). The entry wrapper and every parallel task
    set it on entry and restore the caller's on exit."""

    BITS = 0x8040

    def _intrinsic(self, llmodule: ir.Module, name: str) -> ir.Function:
        fn = llmodule.globals.get(name)
        if fn is None:
            fn = ir.Function(llmodule, ir.FunctionType(ir.VoidType(), [ir.PointerType()]), name)
        return fn

    def _slot(self, b: ir.IRBuilder) -> ir.Value:
        slot = b.alloca(ir.IntType(32), name="mxcsr")
        slot.type = ir.PointerType()
        return slot

    def enter(self, llmodule: ir.Module, b: ir.IRBuilder) -> ir.Value:
        slot = self._slot(b)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.stmxcsr"), [slot])
        old = b.load(slot, typ=ir.IntType(32))
        b.store(b.or_(old, ir.IntType(32)(self.BITS)), slot)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.ldmxcsr"), [slot])
        return old

    def leave(self, llmodule: ir.Module, b: ir.IRBuilder, saved: ir.Value) -> None:
        slot = self._slot(b)
        b.store(saved, slot)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.ldmxcsr"), [slot])


class HardwareFlushElementalEmitter(CpuElementalEmitter):
    """For code running under X86FlushToZero: arithmetic, sqrt and max/min (``llvm.maximum``,
    which x86 lowers to instructions that honour DAZ) flush in hardware, so the shared
    emitter's explicit flushes around them are left out. They stay where the hardware does
    not flush: around libm calls (C code that builds results from bits) and fmod. f32 exp and
    tanh are computed inline, vectorizable."""

    hardware_flush = True

    def _fp_binary(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, fn) -> ir.Value:
        if fn in (b.fadd, b.fsub, b.fmul, b.fdiv):
            return fn(x, y)
        return super()._fp_binary(b, x, y, fn)

    def _fp_unary(self, b: ir.IRBuilder, x: ir.Value, fn) -> ir.Value:
        return fn(x)  # sqrt and arithmetic flush in hardware; libm calls flush in math_call

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """exp and tanh of f32 inline (vmath.py: loops calling them vectorize, as XLA's
        do); other functions from libm, with explicit flushing around the call."""
        if args[0].type == ir.FloatType() and name in ("exp", "tanh"):
            from xlac.codegen.llvm import vmath

            return vmath.exp_f32(b, args[0]) if name == "exp" else vmath.tanh_f32(b, args[0], self.fabs, self.copysign)
        return self.ftz(b, super().math_call(b, name, [self.ftz(b, a) for a in args]))

    def op_maximum(self, b: ir.IRBuilder, ins, out, args, attrs) -> ir.Value:
        if out.is_float:
            return self.intrinsic(b, "maximum", list(args))
        return super().op_maximum(b, ins, out, args, attrs)

    def op_minimum(self, b: ir.IRBuilder, ins, out, args, attrs) -> ir.Value:
        if out.is_float:
            return self.intrinsic(b, "minimum", list(args))
        return super().op_minimum(b, ins, out, args, attrs)


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
    entry_from: str = ""  # where the entry's name comes from (base.entry_origin), for the header
    memory: MemoryUse | None = None  # the temp bytes by purpose (--memory-report)

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


def optimized_hlo(module: Module, options: CompileOptions) -> Module:
    """A copy of ``module`` through the HLO pass pipeline for ``options.opt_level`` (fusion,
    layout assignment... at -O2 and up); the caller's module is left as it was."""
    copy = module.clone()
    LowerCollectives().run(copy)  # a module for N devices: every device's program, calling the runtime
    run_passes(copy, options.opt_level, target=CpuTarget)
    return copy


def lower(module: Module, options: CompileOptions) -> LoweredModule:
    """HLO module -> optimized LLVM module for ``options.triple``."""
    triple = normalize_triple(options.triple)
    tm = target_machine(triple, options)
    llmod = ir.Module(name=module.name)
    llmod.triple = triple
    llmod.data_layout = str(tm.target_data)
    entry = entry_symbol(module, options)
    big_endian = tm.target_data.is_big_endian if hasattr(tm.target_data, "is_big_endian") else \
        triple.startswith(("s390x", "powerpc64-", "ppc64-", "mips-", "sparc"))
    features = effective_features(triple, options)
    bits, regs = vector_registers(triple, features)
    threads = thread_count(options)
    hlo = optimized_hlo(module, options)
    hardware_flush = _uses_hardware_flush(triple, hlo)
    switches: dict[str, Any] = {"outline": options.outline, "buffer_assignment": options.buffer_assignment,
                                "profile": options.profile and is_host(triple)} \
        if isinstance(options, CpuOptions) else {}
    description = TargetDescription(triple=triple, big_endian=big_endian, threads=threads, vector_bits=bits,
                                    vector_regs=regs, fp_env=X86FlushToZero() if hardware_flush else None,
                                    features=enabled_features(features),
                                    **switches)
    elemental = (HardwareFlushElementalEmitter if hardware_flush else CpuElementalEmitter)(llmod)
    emitter = EntryEmitter(hlo, llmod, elemental, entry, description)
    with timing.phase("llvm ir emission"):
        _, temp_bytes = emitter.emit()
        text = _with_source_name(_with_function_attributes(str(llmod), triple, bits, hardware_flush),
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
                         profile, vector_isa(triple, features), entry_origin(options), emitter.memory)


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


def _with_function_attributes(text: str, triple: str, bits: int, hardware_flush: bool) -> str:
    """String attributes llvmlite cannot set, added to the ``define`` lines:
    * x86 legalizes vectors wider than its preferred width by splitting them unless a function
      asks for more: the GEMM kernels, written for full-width registers, do;
    * with hardware flushing, LLVM is told subnormals flush (so constant folding agrees)."""
    wide = triple.startswith(("x86_64", "i686", "i386")) and bits > 256

    def attrs(m: re.Match) -> str:
        extra = []
        if wide and m.group(1).startswith("xlac.gemm."):
            extra.append(f'"min-legal-vector-width"="{bits}"')
        if hardware_flush:
            extra.append('"denormal-fp-math"="preserve-sign,preserve-sign"')
        return m.group(0) + "".join(" " + a for a in extra)

    return _DEFINE.sub(attrs, text)


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


def _host_dot_kernels() -> str:
    """What dot/convolution run as on this CPU: the GEMM's vectors and which of the CPU's dot
    product extensions they use (AMX tiles are not used yet)."""
    feats = set(f for f in llvm.get_host_cpu_features().flatten().split(",") if f.startswith("+"))
    bits, _ = vector_registers(host_triple(), ",".join(feats))
    fma = "FMA" if "+fma" in feats or bits == 512 else "multiply-add"
    bf16 = "bf16 x bf16 with vdpbf16ps (AVX512-BF16)" if "+avx512bf16" in feats and bits == 512 else \
        "bf16/f16 via f32"
    vnni = "AVX512-VNNI" if "+avx512vnni" in feats and bits == 512 else \
        "AVX-VNNI" if "+avxvnni" in feats and bits == 256 else None
    ints = f"s8/u8 x s8 into 32 bits as byte quads with vpdpbusd ({vnni}), other 8/16-bit as 16-bit pairs " \
        f"with vpdpwssd" if vnni else "s8/u8/s16 into 32 bits as 16-bit pairs (pmaddwd)"
    unused = [name for flag, name in (("+amx-bf16", "AMX-BF16"), ("+amx-int8", "AMX-INT8")) if flag in feats]
    return (f"GEMM kernels on {bits}-bit vectors with {fma} (f32/f64); {bf16}; {ints}; other integers via "
            f"wrapping multiply-adds" + (f"; not used yet: {', '.join(unused)}" if unused else ""))


@lru_cache(maxsize=1)
def _tune_llvm() -> None:
    """LLVM's heuristic loop unroller off (a threshold of 1: 0 would also ignore unroll pragmas):
    at its default it copied outer loops around whole loop nests and every small fused loop
    body dozens of times (a training step: a fifth of LLVM's time) for no speed that `make
    bench` can see. xlac marks the loops worth unrolling itself (loops.py: small constant
    nests, such as a convolution window). Process-wide, and once: LLVM refuses an option given
    twice."""
    llvm.set_option("xlac", "-unroll-threshold=1")


class CpuTarget(Target):
    """Native code for any CPU triple LLVM knows: run in this process (JIT), under qemu-user for
    other architectures, or written as an object file with a C header (``xlac compile``)."""

    name = "cpu"
    description = "native code for any LLVM CPU triple (" + ", ".join(t.split("-")[0] for t in KNOWN_TRIPLES[:6]) + ", ...)"
    options_class = CpuOptions
    emit_kinds = {"obj": ".o", "asm": ".s", "llvm": ".ll", "header": ".h", "all": ".o"}
    dump_stages = ("llvm", "llvm-opt", "asm")
    conformance = {"": {"opt_level": 2}, "O0": {"opt_level": 0}, "O3": {"opt_level": 3}}
    # run-time sizes of dynamic dimensions; TopK, oneDNN matmul, scan, rng, dot algorithms... as plain HLO
    required_passes = ("dynamic-padder", "expand-ops", "dot-algorithm")
    decompositions = frozenset({"decompose-logistic"})  # as XLA:CPU's LogisticExpander
    unsupported_ops = {
        **dict.fromkeys(("infeed", "outfeed", "send", "send-done", "recv", "recv-done"),
                        "no host transfer queues in compiled code"),
        "ragged-dot": "no emitter yet (the interpreter runs it)",
        "ragged-all-to-all": "no emitter yet (the interpreter runs it)",
    }

    def accepts(self, triple: str | None) -> bool:
        return triple is None or not triple.startswith(("nvptx", "amdgcn", "spirv"))

    def lowers(self, opcode: str) -> bool:
        """The shared LLVM emitters' ops, and those expand-ops rewrites (scan, rng...)."""
        return opcode in expansions.OPCODES or llvm_lowers(opcode, CpuElementalEmitter)

    def compile(self, module: Module, options: CompileOptions | None = None) -> CpuExecutable:
        from xlac.targets.cpu.executable import CpuExecutable

        return CpuExecutable(module, lower(module, options or self.options()))

    def compile_devices(self, module: Module, options: CompileOptions | None = None) -> Any:
        """The module on its devices (devices.py): compiled code between entry collectives, or
        every device's program calling the collectives runtime."""
        from xlac.targets.cpu.devices import compile_devices

        return compile_devices(module, options or self.options())

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        if stage not in self.dump_stages:
            return super().dump(module, stage, options)
        lowered = lower(module, options)
        return {"llvm": lambda: lowered.llvm_ir, "llvm-opt": lambda: lowered.optimized_ir,
                "asm": lowered.assembly}[stage]()

    def owns_artifact(self, path: Path) -> bool:
        from xlac.targets.cpu.artifact import is_artifact

        return is_artifact(path)

    def load(self, path: str | Path) -> tuple[ObjectExecutable, str | None]:
        from xlac.targets.cpu.artifact import ObjectExecutable

        exe = ObjectExecutable.read(path)
        return exe, exe.info.hlo_text

    def support(self) -> list[SupportRow]:
        from xlac.targets.cpu.cross import cross_available, missing_tools, toolchain_for

        rows = [SupportRow(host_triple(), "host (native)"), SupportRow("  dots here", _host_dot_kernels())]
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
        from xlac.targets.cpu import cortexm, wasm

        return rows + [wasm.support_row(), *cortexm.support_rows()]
