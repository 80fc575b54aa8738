"""Run-time ISA dispatch for x86-64 objects: one object that runs on every x86-64 CPU and runs
its kernels in the best version the CPU has (the emitter's side is codegen/llvm/isa.py).

The levels, each a superset of the one before:

    baseline     x86-64 (SSE2)                          every x86-64 CPU
    avx2         x86-64-v3: AVX2, FMA, BMI1/2, F16C...  Haswell, Zen 1 and later
    avx512       x86-64-v4: AVX-512 F/BW/CD/DQ/VL       Skylake-SP, Zen 4 and later
    avx512-vnni  + AVX512-VNNI (byte quads in GEMMs)    Cascade Lake, Ice Lake
    avx512-bf16  + AVX512-BF16 (bf16 pair products)     Cooper Lake, Sapphire Rapids, Zen 4
    amx          + AMX-TILE/BF16/INT8 (Linux)           Sapphire Rapids and later

The last three only change GEMM kernels of bf16 and 8-bit products: an object carries their
versions only of the kernels that differ. The object picks a level on its first kernel call
from CPUID and XCR0 (the OS saves the registers: AVX state, AVX-512's opmask and upper
registers, AMX tile data), once per process, thread-safely; ``XLAC_ISA=NAME`` in the
environment (Linux objects) picks a lower level instead, for tests and comparisons. The JIT
(``xlac run``) compiles the level this CPU would pick, so what it measures is what the object
runs here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

import llvmlite.binding as llvm
from llvmlite import ir

from xlac.codegen.llvm.emitters import gemm_amx
from xlac.codegen.llvm.isa import IsaLevel
from xlac.codegen.llvm.types import I1, I8, I32, I64, PTR, private_constant
from xlac.errors import XlacError
from xlac.suggest import did_you_mean
from xlac.targets.base import SupportRow
from xlac.targets.cpu import elf
from xlac.targets.cpu.machine import assembles_inline_asm, enabled_features, vector_registers
from xlac.targets.cpu.options import CpuOptions

_V3 = ("avx", "avx2", "bmi", "bmi2", "cx16", "f16c", "fma", "lzcnt", "movbe", "popcnt", "sse3", "ssse3",
       "sse4.1", "sse4.2", "xsave")
_V4 = _V3 + ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl")


@dataclass(frozen=True)
class X86Level:
    """A level: its name, the LLVM CPU its functions are compiled for and the features added,
    and what CPUID/XCR0 must show (see _checks)."""

    name: str
    cpu: str
    features: tuple[str, ...]  # every feature on at this level (the kernels choose by them)
    extra: tuple[str, ...] = ()  # features beyond the cpu's own, for the target-features attribute
    extends: str | None = None  # same code as this level's unless a kernel uses the extras
    linux_only: bool = False
    affects: tuple[str, ...] = ()  # IsaLevel.affects

    def isa_level(self) -> IsaLevel:
        bits, regs = vector_registers("x86_64", self.llvm_features)
        return IsaLevel(self.name, bits, regs, frozenset(self.features), self.extends,
                        tiles_granted="amx-tile" in self.features, affects=self.affects)

    @property
    def llvm_features(self) -> str:
        """The feature string a whole module at this level is compiled with (the JIT's)."""
        return ",".join("+" + f for f in self.features)

    def attributes(self) -> str:
        """The function attributes that make LLVM compile a function for this level."""
        extra = f' "target-features"="{",".join("+" + f for f in self.extra)}"' if self.extra else ""
        if "avx512f" in self.features:  # the generic x86-64-v4 prefers 256 bits: softmax 3.3 ms, 1.9 at 512
            extra += f' "prefer-vector-width"="512" "tune-cpu"="{AVX512_TUNING}"'
        return f'"target-cpu"="{self.cpu}"{extra}'


# The AVX-512 levels' code is scheduled as for Zen 4, not x86-64-v4's generic tuning: measured on
# both makers (single thread, medians against a --cpu native compile, 13 bench cases), Zen 4's
# tuning is as fast or faster everywhere: on a Zen 5 the cnn 1.087 -> 0.972 of native, the rest
# unchanged; on an Emerald Rapids cnn 0.928 -> 0.833, mlp 1.072 -> 0.980, dot_s8_1024 1.068 ->
# 1.005, conv3x3 1.095 -> 1.054, none slower (Sapphire Rapids' and Ice Lake's tunings: no better)
AVX512_TUNING = "znver4"


X86_LEVELS = (
    X86Level("baseline", "x86-64", ()),
    X86Level("avx2", "x86-64-v3", _V3),
    X86Level("avx512", "x86-64-v4", _V4),
    X86Level("avx512-vnni", "x86-64-v4", _V4 + ("avx512vnni",), ("avx512vnni",), extends="avx512"),
    X86Level("avx512-bf16", "x86-64-v4", _V4 + ("avx512vnni", "avx512bf16"), ("avx512vnni", "avx512bf16"),
             extends="avx512-vnni", affects=("bfloat",)),
    X86Level("amx", "x86-64-v4", _V4 + ("avx512vnni", "avx512bf16", "amx-tile", "amx-bf16", "amx-int8"),
             ("avx512vnni", "avx512bf16", "amx-tile", "amx-bf16", "amx-int8"), extends="avx512-bf16",
             linux_only=True),
)
LEVEL_NAMES = tuple(lv.name for lv in X86_LEVELS)


def dispatches(triple: str) -> bool:
    """Triples whose default objects carry several levels (x86-64, any OS)."""
    return triple.split("-")[0] in ("x86_64", "amd64")


def available_levels(triple: str) -> tuple[X86Level, ...]:
    """The levels an object for ``triple`` may carry (AMX needs Linux's permission call)."""
    if not dispatches(triple):
        return ()
    linux = "linux" in triple
    return tuple(lv for lv in X86_LEVELS if linux or not lv.linux_only)


def parse_dispatch(value: str | None, triple: str) -> tuple[X86Level, ...]:
    """``--dispatch``: none (baseline alone), default (every level) or a comma-separated list
    of level names (baseline is always added: the object must run on every CPU)."""
    levels = available_levels(triple)
    if value in (None, "", "default"):
        return levels
    if value == "none":
        return levels[:1]
    names = [n.strip() for n in value.split(",") if n.strip()]
    known = {lv.name: lv for lv in levels}
    for n in names:
        if n not in known:
            hint = did_you_mean(n, list(known))
            raise XlacError(f"--dispatch: no ISA level '{n}' for {triple} (levels: {', '.join(known)}; "
                            "or none, default)", notes=[hint] if hint else None)
    return tuple(lv for lv in levels if lv.name == "baseline" or lv.name in names)


def object_levels(triple: str, options: CpuOptions) -> tuple[X86Level, ...]:
    """The levels a compile for ``options`` emits: () when it is one plain compile (a named
    ``--cpu``/``--features``, a triple without dispatch)."""
    if options.cpu or options.features or not dispatches(triple):
        return ()
    levels = parse_dispatch(options.dispatch, triple)
    # the selector is inline assembly (CPUID), which LLVM assembles only for the host's architecture
    return levels if assembles_inline_asm(triple) else levels[:1]


# ---- which level this CPU runs ------------------------------------------------------------------

def supported(level: X86Level, have: frozenset[str]) -> bool:
    """Does a CPU with LLVM host features ``have`` run ``level``'s code? (LLVM's host features
    already leave out what the OS does not save: AVX-512 without XCR0's bits is off.)"""
    return all(f in have for f in level.features)


def pick(levels: tuple[X86Level, ...], have: frozenset[str], forced: str | None) -> X86Level:
    """The level the object's selector would pick: the last supported one, or ``forced`` (XLAC_ISA)
    where it names a listed level the CPU supports."""
    ok = [lv for lv in levels if supported(lv, have)] or list(levels[:1])
    if forced:
        chosen = [lv for lv in ok if lv.name == forced]
        if chosen:
            return chosen[0]
    return ok[-1]


@lru_cache(maxsize=1)
def host_features() -> frozenset[str]:
    return enabled_features(llvm.get_host_cpu_features().flatten())


def host_level(levels: tuple[X86Level, ...]) -> X86Level:
    """What an object with ``levels`` runs on this machine (XLAC_ISA honoured as it would)."""
    forced = os.environ.get("XLAC_ISA") or None
    if forced and forced not in LEVEL_NAMES:
        hint = did_you_mean(forced, list(LEVEL_NAMES))
        raise XlacError(f"XLAC_ISA={forced}: no such ISA level (levels: {', '.join(LEVEL_NAMES)})",
                        notes=[hint] if hint else None)
    return pick(levels, host_features(), forced)


# ---- the selector in the object --------------------------------------------------------------------

SELECT = "xlac.isa.select"
_LEVEL_GLOBAL = "xlac.isa.level"
_NAMES_GLOBAL = "xlac.isa.names"


def selector(levels: tuple[X86Level, ...], getenv: bool):
    """The ``isa_selector`` for TargetDescription: declares ``i32 xlac.isa.select()`` in a
    module (once): the index in ``levels`` of the level this CPU runs, computed on first call."""

    def declare(llmodule: ir.Module) -> ir.Function:
        fn = llmodule.globals.get(SELECT)
        if fn is None:
            fn = _emit_select(llmodule, levels, getenv)
        return fn

    return declare


def _emit_select(llmodule: ir.Module, levels: tuple[X86Level, ...], getenv: bool) -> ir.Function:
    cached = ir.GlobalVariable(llmodule, I32, _LEVEL_GLOBAL)
    cached.linkage = "internal"
    cached.initializer = I32(-1)
    detect = _emit_detect(llmodule, levels, getenv)
    fn = ir.Function(llmodule, ir.FunctionType(I32, []), SELECT)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    known = b.load_atomic(cached, "monotonic", 4, typ=I32)
    with b.if_then(b.icmp_signed("<", known, I32(0)), likely=False):
        level = b.call(detect, [])
        b.store_atomic(level, cached, "monotonic", 4)
        b.ret(level)
    b.ret(known)
    return fn


def _cpuid(b: ir.IRBuilder, leaf: int, sub: int = 0) -> list[ir.Value]:
    """eax, ebx, ecx, edx of CPUID(leaf, sub)."""
    regs = ir.LiteralStructType([I32] * 4)
    asm = ir.InlineAsm(ir.FunctionType(regs, [I32, I32]), "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx}")
    out = b.call(asm, [I32(leaf), I32(sub)])
    return [b.extract_value(out, k) for k in range(4)]


def _bits(b: ir.IRBuilder, value: ir.Value, mask: int) -> ir.Value:
    return b.icmp_unsigned("==", b.and_(value, I32(mask)), I32(mask))


def _emit_detect(llmodule: ir.Module, levels: tuple[X86Level, ...], getenv: bool) -> ir.Function:
    """``i32 detect()``: CPUID (leaves 1, 7.0, 7.1, 0x80000001) and XGETBV(0) -> each level's
    requirements -> the index of the last level met; then XLAC_ISA, where it names a met one."""
    fn = ir.Function(llmodule, ir.FunctionType(I32, []), "xlac.isa.detect")
    fn.linkage = "internal"
    fn.attributes.add("noinline")
    fn.attributes.add("nounwind")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    max_leaf = _cpuid(b, 0)[0]
    _, _, ecx1, _ = _cpuid(b, 1)
    has7 = b.icmp_unsigned(">=", max_leaf, I32(7))
    leaf7 = _cpuid(b, 7, 0)
    leaf71 = _cpuid(b, 7, 1)
    ext = _cpuid(b, 0x80000001)
    ebx7, ecx7, edx7 = (b.select(has7, r, I32(0)) for r in leaf7[1:])
    eax71 = b.select(has7, leaf71[0], I32(0))
    osxsave = _bits(b, ecx1, 1 << 27)
    # XGETBV only where the OS enabled it (else it faults); its bytes, for any assembler
    xcr0 = b.alloca(I32)
    b.store(I32(0), xcr0)
    with b.if_then(osxsave):
        xgetbv = ir.InlineAsm(ir.FunctionType(ir.LiteralStructType([I32, I32]), [I32]), ".byte 0x0f, 0x01, 0xd0",
                              "={ax},={dx},{cx}")
        b.store(b.extract_value(b.call(xgetbv, [I32(0)]), 0), xcr0)
    x = b.load(xcr0, typ=I32)
    # leaf 1 ecx: SSE3 0, SSSE3 9, FMA 12, CX16 13, SSE4.1 19, SSE4.2 20, MOVBE 22, POPCNT 23,
    # XSAVE 26, OSXSAVE 27, AVX 28, F16C 29; leaf 7 ebx: BMI1 3, AVX2 5, BMI2 8; 0x80000001 ecx: LZCNT 5
    v3 = [_bits(b, ecx1, (1 << 0) | (1 << 9) | (1 << 12) | (1 << 13) | (1 << 19) | (1 << 20) | (1 << 22)
                | (1 << 23) | (1 << 26) | (1 << 27) | (1 << 28) | (1 << 29)),
          _bits(b, ebx7, (1 << 3) | (1 << 5) | (1 << 8)), _bits(b, ext[2], 1 << 5), _bits(b, x, 0x6)]
    # leaf 7 ebx: AVX512F 16, DQ 17, CD 28, BW 30, VL 31; XCR0: opmask, ZMM_Hi256, Hi16_ZMM
    v4 = [_bits(b, ebx7, (1 << 16) | (1 << 17) | (1 << 28) | (1 << 30) | (1 << 31)), _bits(b, x, 0xE6)]
    vnni = [_bits(b, ecx7, 1 << 11)]
    bf16 = [_bits(b, eax71, 1 << 5)]
    # leaf 7 edx: AMX-BF16 22, AMX-TILE 24, AMX-INT8 25; XCR0: XTILECFG 17, XTILEDATA 18
    amx = [_bits(b, edx7, (1 << 22) | (1 << 24) | (1 << 25)), _bits(b, x, (1 << 17) | (1 << 18))]
    needs = {"baseline": [], "avx2": v3, "avx512": v4, "avx512-vnni": vnni, "avx512-bf16": bf16, "amx": amx}
    met: dict[str, ir.Value] = {}
    so_far: ir.Value = ir.Constant(I1, 1)
    for lv in X86_LEVELS:  # cumulative: a level needs everything below it
        for cond in needs[lv.name]:
            so_far = b.and_(so_far, cond)
        met[lv.name] = so_far
    if any(lv.name == "amx" for lv in levels):
        # Linux gives tile data only to a process that asks (else the first tile instruction
        # dies of SIGILL): ask where the CPU has AMX; a refusal leaves the AVX-512 kernels
        granted = b.alloca(I1)
        b.store(ir.Constant(I1, 0), granted)
        with b.if_then(met["amx"]):
            b.store(gemm_amx.request_tiles(b), granted)
        met["amx"] = b.load(granted, typ=I1)
    best: ir.Value = I32(0)
    for k, lv in enumerate(levels):
        best = b.select(met[lv.name], I32(k), best)
    if getenv:
        best = _forced(b, llmodule, levels, met, best)
    b.ret(best)
    return fn


def _forced(b: ir.IRBuilder, llmodule: ir.Module, levels: tuple[X86Level, ...], met: dict[str, ir.Value],
            best: ir.Value) -> ir.Value:
    """XLAC_ISA's level where it is listed and met, else ``best``. getenv is a weak reference:
    a program without the C library (none has it on Linux) just gets ``best``."""
    getenv = llmodule.globals.get("getenv")
    if getenv is None:
        getenv = ir.Function(llmodule, ir.FunctionType(PTR, [PTR]), "getenv")
        getenv.linkage = "extern_weak"
    name = _cstring(llmodule, "xlac.isa.env", "XLAC_ISA")
    value = b.alloca(I32)
    b.store(best, value)
    have = b.icmp_unsigned("!=", b.ptrtoint(getenv, I64), I64(0))
    with b.if_then(have):
        text = b.call(getenv, [name])
        with b.if_then(b.icmp_unsigned("!=", b.ptrtoint(text, I64), I64(0))):
            for k, lv in enumerate(levels):
                same = _equals(b, text, lv.name)
                b.store(b.select(b.and_(same, met[lv.name]), I32(k), b.load(value, typ=I32)), value)
    return b.load(value, typ=I32)


def _equals(b: ir.IRBuilder, text: ir.Value, word: str) -> ir.Value:
    """Is the C string ``text`` exactly ``word``? (a loop of ``xlac.isa.streq``)"""
    llmodule = b.module
    fn = llmodule.globals.get("xlac.isa.streq")
    if fn is None:
        fn = ir.Function(llmodule, ir.FunctionType(I1, [PTR, PTR]), "xlac.isa.streq")
        fn.linkage = "internal"
        fn.attributes.add("nounwind")
        x, y = fn.args
        fb = ir.IRBuilder(fn.append_basic_block("entry"))
        loop, step, done = (fn.append_basic_block(n) for n in ("loop", "step", "done"))
        fb.branch(loop)
        fb.position_at_end(loop)
        k = fb.phi(I64)
        k.add_incoming(I64(0), fn.entry_basic_block)
        cx = fb.load(fb.gep(x, [k], source_etype=I8), typ=I8)
        cy = fb.load(fb.gep(y, [k], source_etype=I8), typ=I8)
        same = fb.icmp_unsigned("==", cx, cy)
        fb.cbranch(fb.and_(same, fb.icmp_unsigned("!=", cx, I8(0))), step, done)
        fb.position_at_end(step)
        k.add_incoming(fb.add(k, I64(1)), step)
        fb.branch(loop)
        fb.position_at_end(done)
        fb.ret(same)
    word_gv = _cstring(llmodule, f"xlac.isa.word.{word}", word)
    return b.call(fn, [text, word_gv])


def _cstring(llmodule: ir.Module, name: str, text: str) -> ir.GlobalVariable:
    data = bytearray(text.encode() + b"\0")
    return private_constant(llmodule, name, ir.ArrayType(I8, len(data)), data)


def emit_isa_query(llmodule: ir.Module, symbol: str, levels: tuple[X86Level, ...], getenv: bool) -> ir.Function:
    """``const char *SYMBOL(void)``: the name of the level this CPU runs (the header's
    ``ENTRY_isa``)."""
    select = selector(levels, getenv)(llmodule)
    names = [_cstring(llmodule, f"{_NAMES_GLOBAL}.{k}", lv.name) for k, lv in enumerate(levels)]
    table_ty = ir.ArrayType(PTR, len(names))
    table = private_constant(llmodule, _NAMES_GLOBAL, table_ty, list(names))
    fn = ir.Function(llmodule, ir.FunctionType(PTR, []), symbol)
    fn.attributes.add("nounwind")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    k = b.call(select, [])
    slot = b.gep(table, [I32(0), k], inbounds=True, source_etype=table_ty)
    b.ret(b.load(slot, typ=PTR))
    return fn


def describe(levels: tuple[X86Level, ...]) -> str:
    """One line for the header and `xlac targets`: "baseline, avx2, avx512, ..."."""
    return ", ".join(lv.name for lv in levels)


def code_by_level(obj: bytes, functions: dict[str, str]) -> dict[str, int] | None:
    """Bytes of machine code in an ELF object by ISA level (``functions``: kernel name ->
    level; everything else counts as the baseline's, the dispatch code as "dispatch"), from
    the symbol table's function sizes, and "loaded": the bytes of every section a program
    loads (code and constants). None for other formats."""
    table = elf.sections(obj)
    if not table:
        return None
    sizes: dict[str, int] = {"loaded": sum(sec.size for sec in table if sec.flags & elf.SHF_ALLOC)}
    for name, size in elf.function_sizes(obj):
        level = "dispatch" if name.startswith("xlac.isa.") or name.endswith("_isa") else \
            functions.get(name, "baseline")
        sizes[level] = sizes.get(level, 0) + size
    return sizes


def size_note(sizes: dict[str, int]) -> str:
    """"48.8 KiB loaded; kernels by level: ...; about 2.1x a one-level object": the object
    without its other levels' kernels and the dispatch code is what --dispatch none gives."""
    loaded = sizes.get("loaded", 0)
    order = [*LEVEL_NAMES, "dispatch"]
    levels = {k: sizes[k] for k in sorted(sizes, key=lambda k: order.index(k) if k in order else len(order))
              if k != "loaded" and sizes[k]}
    extra = sum(v for k, v in levels.items() if k != "baseline")
    parts = ", ".join(f"{k} {v / 1024:.1f}" for k, v in levels.items())
    alone = loaded - extra
    ratio = f"; about {loaded / alone:.1f}x a one-level object (--dispatch none)" if alone > 0 else ""
    return f"{loaded / 1024:.1f} KiB of code and constants (machine code by level: {parts} KiB){ratio}"


def support_rows(host: str) -> list[SupportRow]:
    """`xlac targets`: the levels x86-64 objects carry, and the one this machine runs."""
    rows = [SupportRow("  ISA levels", "x86_64 objects: " + describe(available_levels("x86_64-linux-gnu"))
                       + " (amx: Linux), chosen at run time; other triples: the triple's baseline (--cpu for more)")]
    if dispatches(host):
        rows.append(SupportRow("  ISA here", host_level(available_levels(host)).name
                               + " (XLAC_ISA=LEVEL picks a lower one)"))
    return rows
