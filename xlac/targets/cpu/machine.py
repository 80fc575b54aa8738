"""The machine the cpu target compiles for: triples, LLVM target machines, CPU features.

    host_triple()                                   # "x86_64-unknown-linux-gnu"
    target_machine("aarch64-linux-gnu", options)    # LLVM's, with the platform's default features
    effective_features(triple, options)             # what the kernels are sized for: "+avx2,+fma"...
    vector_registers(triple, "+avx512f")            # (512, 32): the SIMD registers kernels size for

And what a triple says by itself: its byte order, whether it is this machine's, a Cortex-M's or
wasm32's (whose runners are cortexm.py and wasm.py), the x86 vector extensions an object needs of
the CPU that runs it (probed from LLVM for a named ``--cpu``), and whether it names parts LLVM
does not know (``aarch64-linux-gun``: LLVM compiles for an unknown OS without a word;
:func:`triple_warning` says so, with the nearest triple xlac knows).
"""

from __future__ import annotations

import difflib
import re
import sys
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import llvmlite.binding as llvm

from xlac.errors import XlacError
from xlac.suggest import did_you_mean
from xlac.targets.base import CompileOptions, MemoryModel
from xlac.targets.cpu.options import CpuOptions

#: The cpu target's memory as the buffer planner sees it: one temp buffer in the host's memory,
#: offsets on 64-byte cache lines (AVX-512's widest load), and the C ABI lets a caller pass a
#: donated parameter's buffer as its result's (the header says which), so the plan allows for it.
MEMORY = MemoryModel(alignment=64, spaces=("host",), alias_parameters=True)

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
    # inline assembly (the AMX kernels, CPUID in x86 dispatch objects) needs its target's parser, and llvmlite loads only the
    # host's: without it, LLVM aborts the process (see assembles_inline_asm)
    llvm.initialize_native_asmparser()


def assembles_inline_asm(triple: str) -> bool:
    """Can LLVM here assemble inline assembly for ``triple``? Only the host architecture's
    (llvmlite has no way to load another target's assembly parser)."""
    return normalize_triple(triple).split("-")[0].replace("amd64", "x86_64") == \
        host_triple().split("-")[0].replace("amd64", "x86_64")


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
    native = options.cpu == "native"
    check_cpu_and_features(triple, None if native else options.cpu, options.features)
    host = is_host(triple)
    if native and not host:
        raise XlacError(f"--cpu native: {triple} is not this machine's triple (name a CPU)")
    cpu = llvm.get_host_cpu_name() if native else options.cpu or ""
    features = feature_list(options.features)
    if native and not features:
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
    warning = triple_warning(triple)
    if warning:
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
        return cortex_m_features(triple), ""  # the FPU of the board cortexm.py builds firmware for
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
    native = options.cpu == "native"
    check_cpu_and_features(triple, None if native else options.cpu, options.features)
    if options.features:
        return feature_list(options.features)
    if native:
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


# The CPUs LLVM gives AMX-TILE, AMX-BF16 and AMX-INT8 (X86.td): no probe can ask for them (an
# AMX instruction LLVM cannot select is a fatal error, not an expansion), so they are named.
AMX_CPUS = frozenset({"sapphirerapids", "emeraldrapids", "graniterapids", "graniterapids-d", "graniterapids_d",
                      "diamondrapids"})


@lru_cache(maxsize=16)
def x86_cpu_features(triple: str, cpu: str) -> str:
    """The features of a named x86 CPU that the kernels use (vector width, FMA, AVX512-BF16,
    VNNI), as a feature string. llvmlite cannot list a CPU's features, and without them a
    ``--cpu znver5`` compile sized its GEMM for 128-bit registers (4x fewer lanes than the
    machine's): LLVM compiles one probe per feature for ``cpu`` and its assembly tells. AMX
    comes from AMX_CPUS."""
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
    if cpu in AMX_CPUS:
        feats += ["+amx-tile", "+amx-bf16", "+amx-int8"]
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


def host_dot_kernels() -> str:
    """What dot/convolution run as on this CPU: the GEMM's vectors and which of the CPU's dot
    product extensions they use (AMX tiles for large enough bf16 and 8-bit products)."""
    feats = set(f for f in llvm.get_host_cpu_features().flatten().split(",") if f.startswith("+"))
    bits, _ = vector_registers(host_triple(), ",".join(feats))
    fma = "FMA" if "+fma" in feats or bits == 512 else "multiply-add"
    bf16 = "bf16 x bf16 with vdpbf16ps (AVX512-BF16)" if "+avx512bf16" in feats and bits == 512 else \
        "bf16/f16 via f32"
    vnni = "AVX512-VNNI" if "+avx512vnni" in feats and bits == 512 else \
        "AVX-VNNI" if "+avxvnni" in feats and bits == 256 else None
    ints = f"s8/u8 x s8 into 32 bits as byte quads with vpdpbusd ({vnni}), other 8/16-bit as 16-bit pairs " \
        f"with vpdpwssd" if vnni else "s8/u8/s16 into 32 bits as 16-bit pairs (pmaddwd)"
    amx = [f"{name} ({op})" for flag, name, op in (("+amx-bf16", "AMX-BF16", "bf16 x bf16 with tdpbf16ps"),
                                                    ("+amx-int8", "AMX-INT8", "s8/u8 x s8/u8 with tdpb*d"))
           if flag in feats and "+amx-tile" in feats]
    return (f"GEMM kernels on {bits}-bit vectors with {fma} (f32/f64); {bf16}; {ints}; other integers via "
            f"wrapping multiply-adds" + (f"; on AMX tiles where Linux grants them: {', '.join(amx)}" if amx else ""))


def is_big_endian(triple: str) -> bool:
    """Byte order of a triple's data (what the compiled code reads and writes)."""
    arch = triple.split("-")[0]
    return arch in ("s390x", "powerpc64", "ppc64", "powerpc", "ppc", "mips", "mips64", "sparc", "sparcv9") \
        or arch.endswith("_be") or arch.endswith("eb")


# ---- triples with runners of their own (wasm.py, cortexm.py) ---------------------------------

WASM_TRIPLE = "wasm32-unknown-unknown"


def is_wasm(triple: str) -> bool:
    return triple.split("-")[0] in ("wasm32", "wasm64")


# The Cortex-M triples `xlac targets` lists and cortexm.py runs (on boards of its BOARDS). Not
# thumbv6m (Cortex-M0/M0+): LLVM calls libgcc's __addsf3... there, which the arm-none-eabi v6-M
# libgcc does not define (only the __aeabi_ names).
CORTEX_M_TRIPLES = ["thumbv7em-none-eabihf", "thumbv8m.main-none-eabihf", "thumbv7m-none-eabi"]

# What LLVM needs to match the gcc flags (its generic thumbv7em has no FPU). LLVM through
# llvmlite keeps the base AAPCS (floats in core registers) even for eabihf triples, so the
# firmware links newlib's softfp multilib: FPU instructions, the same calling convention.
CORTEX_M_FEATURES = {"thumbv7em-eabihf": "+vfp4d16sp,+thumb-mode", "thumbv8m.main-eabihf": "+fp-armv8d16sp,+dsp"}


def cortex_m_key(triple: str) -> str:
    """The key of a thumb triple in CORTEX_M_FEATURES and cortexm.BOARDS: its architecture and float ABI."""
    parts = triple.split("-")
    return f"{parts[0]}-{'eabihf' if parts[-1].endswith('hf') else 'eabi'}"


def is_cortex_m(triple: str) -> bool:
    """A bare-metal M-profile triple (thumbv6m/v7m/v7em/v8m..., OS none)."""
    parts = triple.split("-")
    return parts[0].startswith("thumbv") and "none" in parts[1:]


def cortex_m_features(triple: str) -> str:
    """The LLVM features of a Cortex-M triple's board (its FPU)."""
    return CORTEX_M_FEATURES.get(cortex_m_key(triple), "")


# ---- triples LLVM takes without a word although they name nothing it knows --------------------
# LLVM reads ``aarch64-linux-gun`` as aarch64 for an unknown OS and ``arm64`` as aarch64 with no OS
# at all, and compiles for them: an object that then fails to link, or links for the wrong ABI,
# far from the typo. triple_warning names the part LLVM did not know and the nearest triple xlac
# knows (target_machine warns with it).

# LLVM's Triple.cpp names (vendors, operating systems, environments and object formats)
_VENDORS = {"unknown", "apple", "pc", "scei", "sie", "fsl", "ibm", "img", "mti", "nvidia", "csr", "amd", "mesa",
            "suse", "oe", "intel", "none"}
_OSES = {"unknown", "none", "darwin", "dragonfly", "freebsd", "fuchsia", "ios", "kfreebsd", "linux", "lv2", "macos",
         "macosx", "netbsd", "openbsd", "solaris", "uefi", "win32", "windows", "zos", "haiku", "rtems", "nacl", "aix",
         "cuda", "nvcl", "amdhsa", "ps4", "ps5", "elfiamcu", "tvos", "watchos", "bridgeos", "driverkit", "xros",
         "visionos", "mesa3d", "amdpal", "hermit", "hurd", "wasi", "wasip1", "wasip2", "emscripten", "shadermodel",
         "liteos", "serenity", "vulkan", "managarm", "cygwin", "mingw32", "qurt"}
_ENVIRONMENTS = {"gnu", "gnut64", "gnuabin32", "gnuabi64", "gnueabihf", "gnueabihft64", "gnueabi", "gnueabit64",
                 "gnuf32", "gnuf64", "gnusf", "gnux32", "gnu_ilp32", "code16", "eabihf", "eabi", "android",
                 "androideabi", "musl", "muslabin32", "muslabi64", "musleabi", "musleabihf", "muslf32", "muslsf",
                 "muslx32", "msvc", "itanium", "cygnus", "coreclr", "simulator", "macabi", "ohos", "ohoseabi",
                 "pauthtest", "llvm", "mlibc", "opencl", "elf", "macho", "coff", "wasm", "xcoff", "goff", "spirv",
                 "dxcontainer", "amdhsa"}
_KNOWN_PARTS = _VENDORS | _OSES | _ENVIRONMENTS
_ALONE_OK = ("wasm32", "wasm64", "nvptx", "nvptx64")  # arches used without an OS
_ARCH_ALIASES = {"arm64": "aarch64", "amd64": "x86_64", "x86-64": "x86_64", "x64": "x86_64", "i386": "i686",
                 "ppc64le": "powerpc64le", "riscv": "riscv64"}


def known_triples() -> list[str]:
    """The triples `xlac targets` lists (the cpu target's, Cortex-M's, wasm32)."""
    return [*KNOWN_TRIPLES, *CORTEX_M_TRIPLES, WASM_TRIPLE]


def nearest_triple(triple: str) -> str | None:
    """The known triple closest to ``triple``: one for the same architecture (arm64 is
    aarch64's), nearest in its other parts; else the nearest by spelling."""
    arch, _, rest = triple.partition("-")
    arch = _ARCH_ALIASES.get(arch, arch)
    candidates = known_triples()
    same = [t for t in candidates if t.split("-")[0] == arch]
    if same:
        return max(same, key=lambda t: difflib.SequenceMatcher(None, rest, t.partition("-")[2]).ratio())
    close = difflib.get_close_matches(triple, candidates, n=1, cutoff=0.6)
    return close[0] if close else None


def _known(part: str, names: set[str] = _KNOWN_PARTS) -> bool:
    """A vendor, OS or environment LLVM knows (an OS or environment may carry a version:
    macosx10.15, android21)."""
    return part in names or re.sub(r"[\d._]+$", "", part) in names


def triple_warning(triple: str) -> str | None:
    """Why ``triple`` (one LLVM accepted) is likely a mistake, with the nearest known triple; None
    when every part of it is one LLVM knows.

    >>> triple_warning("aarch64-linux-gun").split("; ")[1]
    "did you mean 'aarch64-linux-gnu'?"
    >>> nearest_triple("arm64")
    'aarch64-linux-gnu'
    """
    parts = triple.split("-")
    arch = parts[0]
    if len(parts) == 1:
        if arch in _ALONE_OK:
            return None
        why = "names no operating system (LLVM then compiles for an unknown one)"
    else:
        # any vendor goes where an OS follows (x86_64-w64-mingw32, x86_64-redhat-linux)
        vendor_ok = len(parts) >= 3 and any(_known(p, _OSES) for p in parts[2:])
        unknown = [p for k, p in enumerate(parts[1:], 1) if not _known(p) and not (k == 1 and vendor_ok)]
        if not unknown:
            return None
        names = ", ".join(f"'{p}'" for p in unknown)
        why = f"LLVM knows no vendor, OS or environment {names} and compiles for an unknown one"
    near = nearest_triple(triple)
    return f"--triple '{triple}': {why}" + (f"; did you mean '{near}'?" if near and near != triple else "")
