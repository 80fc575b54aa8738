"""The GEMM micro-kernel on Intel AMX tiles (Sapphire Rapids and later): bf16 x bf16 summed in
f32 (tdpbf16ps) and 8-bit integers summed in 32 bits (tdpbssd / tdpbsud / tdpbusd / tdpbuud,
by the operands' signedness), for gemm.py's packed panels.

One call computes a 32 x 32 block of C over one KC slice, in the eight tile registers:

    tmm0 tmm1     C rows 0-15, columns 0-15 and 16-31        (16 x 16 f32 / s32 each)
    tmm2 tmm3     C rows 16-31
    tmm4 tmm5     A rows 0-15 and 16-31, 16 groups of K       (16 rows x 64 bytes)
    tmm6 tmm7     B columns 0-15 and 16-31, 16 groups of K    (16 rows of groups x 64 bytes)

a "group" being gemm.Config.group values of K in 32 bits: 2 bf16 or 4 bytes (VNNI's layout,
which the tile instructions read). The panels (gemm_pack.py) pad K with zeros to whole tiles
(16 groups), so each K step is four tile loads and four tile products with no tail:

  * A, ``tiled``: ``[k/(16g)][32 rows][16 groups][g]``, a tile = 1 KB at stride 64;
  * B, the usual ``[k/g][32 columns][g]``, a tile = 16 rows at stride 128.

LLVM's IR has an x86_amx type, but llvmlite's has not, so the whole loop is one inline
assembly block: C's tiles loaded (later KC slices add to C) or zeroed (the first), the K loop
(each tile loaded just before its first product, A's next step prefetched), C stored. The tile
configuration (every tile 16 rows x 64 bytes) is per thread: each task of gemm._tiles loads it
(``configure``) before its kernel calls and releases the tiles (``release``: their state back
to the initial, cheap-to-switch one) after, so the runtime's threads run kernels at once. A
full block with unit column stride goes straight between C and the tiles; an edge block (or
a strided C) goes through a 32 x 32 stack block.

On 2 cores of an Emerald Rapids VM (medians, noisy): bf16 1024^2 1.50 ms (XLA:CPU 1.53, the
AVX512-BF16 kernels 13.8), 2048^2 16.9 (XLA 20.7, vectors 113); s8 1024^2 0.93 (XLA 0.90,
VNNI 2.5), 2048^2 9.1 (XLA 9.3, VNNI 24); a bf16 3x3 convolution, 8x56x56x64 -> 64, 3.4
(XLA 10.0, vectors 19.7).

Arithmetic: a bf16 product is exact in f32, each sum rounds to nearest even; tdpbf16ps reads
subnormal inputs as zero and flushes subnormal results, as XLA:CPU's DAZ/FTZ (and vdpbf16ps)
do. The integer forms sum exactly and wrap mod 2^32, XLA's s32 sum.

Linux refuses tile data to a process that has not asked for it (the first tile instruction
dies of SIGILL): ``ready`` asks once per process (arch_prctl ARCH_REQ_XCOMP_PERM, straight
through the syscall: the objects need no libc), remembers the answer in a global, and gemm.py
runs the AVX-512 kernels when it is no: a kernel older than 5.16, a CPU without AMX, a
sandbox that refuses it.
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.loops import for_range
from xlac.codegen.llvm.types import I1, I64, PTR, VOID, private_constant

ROWS = 32  # MR: rows of C per call (two tiles)
COLS = 32  # NR: columns of C per call (two tiles)
TILE_ROWS = 16
TILE_BYTES = 64  # bytes per tile row
K_STEP_BYTES = ROWS * TILE_BYTES  # A bytes per K step (two tiles), and B's: 16 rows x 32 columns x 4
MIN_MNK = 32 * 32 * 32  # multiply-adds below which a product keeps the vector kernels

SYS_ARCH_PRCTL = 158
ARCH_REQ_XCOMP_PERM = 0x1023
XFEATURE_XTILEDATA = 18


def instruction(ctx: EmitContext, a_src: str, b_src: str, acc_name: str, m: int, n: int, k: int,
                in_place: bool) -> str | None:
    """The tile instruction for a product of ``a_src`` x ``b_src`` summed in ``acc_name`` (gemm.py's
    Side.src and Problem.acc), or None where AMX does not serve it: the target lacks the
    features, it is not x86-64 Linux (the permission is a Linux system call), LLVM cannot
    assemble x86 here (not an x86 host), A is read in place, or the product is too small to
    pay for the tile set-up."""
    target = ctx.target
    mode = _mode(ctx)
    if mode == "off" or in_place or m * n * k < MIN_MNK:
        return None
    feats = target.features
    if mode == "auto" and ("amx-tile" not in feats or not target.inline_asm or
                           not target.triple.startswith(("x86_64", "amd64")) or "linux" not in target.triple):
        return None
    emulate = mode == "emulate"
    if acc_name == "f32" and a_src == b_src == "bf16" and ("amx-bf16" in feats or emulate):
        return "tdpbf16ps"
    if acc_name in ("s32", "u32") and a_src in ("s8", "u8") and b_src in ("s8", "u8") and ("amx-int8" in feats or emulate):
        return f"tdpb{a_src[0]}{b_src[0]}d"  # first letter: A's signedness, second: B's
    return None


def _mode(ctx: EmitContext) -> str:
    """CpuOptions.amx: "auto", "off" or "emulate"."""
    return str(ctx.target.gemm_config.get("amx", "auto"))


def group_of(op: str) -> int:
    """Values of K per 32-bit group for ``op``: bf16 pairs or byte quads."""
    return 2 if op == "tdpbf16ps" else 4


# ---------------------------------------------------------------------------------------------
# Permission (Linux)


def ready(ctx: EmitContext, b: ir.IRBuilder) -> ir.Value:
    """An i1: may this process use tile data? Asks Linux the first time (in any thread), then
    reads the module's answer (0 not asked yet, 1 granted, 2 refused). Emulated, or in an ISA
    level whose selector asked before choosing it (targets/cpu/dispatch.py): yes."""
    if _mode(ctx) == "emulate" or ctx.target.tiles_granted:
        return I1(1)
    return b.call(_ready_function(ctx), [])


def request_tiles(b: ir.IRBuilder) -> ir.Value:
    """An i1: did Linux grant this process tile data? (arch_prctl(ARCH_REQ_XCOMP_PERM,
    XFEATURE_XTILEDATA) through the syscall instruction: no libc; asking again is harmless.)"""
    syscall = ir.InlineAsm(ir.FunctionType(I64, [I64, I64, I64]), "syscall",
                           "={ax},{ax},{di},{si},~{rcx},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}",
                           side_effect=True)
    result = b.call(syscall, [I64(SYS_ARCH_PRCTL), I64(ARCH_REQ_XCOMP_PERM), I64(XFEATURE_XTILEDATA)])
    return b.icmp_signed("==", result, I64(0))


def _ready_function(ctx: EmitContext) -> ir.Function:
    name = "xlac.amx.ready"
    fn = ctx.llmodule.globals.get(name)
    if fn is not None:
        return fn
    i32 = ir.IntType(32)
    state = ir.GlobalVariable(ctx.llmodule, i32, "xlac.amx.state")
    state.linkage = "internal"
    state.initializer = i32(0)
    state.align = 4
    fn = ir.Function(ctx.llmodule, ir.FunctionType(I1, []), name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    entry = fn.append_basic_block("entry")
    ask = fn.append_basic_block("ask")
    done = fn.append_basic_block("done")
    b = ir.IRBuilder(entry)
    # monotonic: the answer is the same whichever thread asks, and asking twice is harmless
    known = b.load_atomic(state, "monotonic", 4, typ=i32)
    b.cbranch(b.icmp_unsigned("!=", known, i32(0)), done, ask)
    b.position_at_end(ask)
    answer = b.select(request_tiles(b), i32(1), i32(2))
    b.store_atomic(answer, state, "monotonic", 4)
    b.branch(done)
    b.position_at_end(done)
    value = b.phi(i32)
    value.add_incoming(known, entry)
    value.add_incoming(answer, ask)
    b.ret(b.icmp_unsigned("==", value, i32(1)))
    return fn


# ---------------------------------------------------------------------------------------------
# The kernel


def _tile_config(ctx: EmitContext) -> ir.GlobalVariable:
    """ldtilecfg's 64 bytes, palette 1: tiles 0-7 of 16 rows x 64 bytes, the rest unused."""
    data = [0] * 64
    data[0] = 1  # palette 1; byte 1 start_row 0; bytes 2-15 reserved
    for t in range(8):
        data[16 + 2 * t] = TILE_BYTES  # colsb, a 16-bit little-endian field per tile
        data[48 + t] = TILE_ROWS  # rows, a byte per tile
    return private_constant(ctx.llmodule, "xlac.amx.tilecfg", ir.ArrayType(ir.IntType(8), 64), data, align=64)


# Choices measured on 2 cores of an Emerald Rapids VM (medians against XLA:CPU on the same
# cores; the machine was noisy, +-15% between runs):
#
# Set-up per task, not per call: ldtilecfg and tilerelease are microcoded, so each task of
# _tiles configures the tiles once (``configure``) and releases them at its end (``release``);
# between, the configuration stays in the thread's state (nothing else in the object touches
# the tiles; Linux saves them with the thread). Per call (False) was slower in 4 of 5 cases
# (bf16 2048^2: 37 ms against 23).
CONFIGURE_PER_TASK = True
# The K loop's order: each tile loaded just before its first product (the loads overlap the
# products of the tiles already there), or the four loads, then the four products (False:
# slower in 4 of 5 cases, bf16 2048^2 33 ms against 23).
INTERLEAVE = True
# Software prefetch into L1 of the operands' bytes for the K step PREFETCH_DISTANCE ahead: "a"
# (A's panel, which streams from L2 while B's stays in L1 across a task's row blocks), "ab"
# both, "" none; eight prefetcht0 after each tile product. "a": bf16 2048^2 11.2 ms against
# 12.8 without; the others within the noise.
PREFETCH = "a"
PREFETCH_DISTANCE = 1


def _asm(op: str, load_c: bool) -> ir.InlineAsm:
    """The block's whole loop as one inline assembly statement (AT&T syntax: a tile product is
    ``op B, A, C``). Operands: $0 A, $1 B, $2 K steps (tied in/out: the loop advances them),
    $3 the tile configuration, $4 C's row 0, $5 C's row 16, $6 C's row stride in bytes, $7 A's
    tile stride (64), $8 B's (128)."""
    init = ["tileloadd ($4,$6,1), %tmm0", "tileloadd 64($4,$6,1), %tmm1",
            "tileloadd ($5,$6,1), %tmm2", "tileloadd 64($5,$6,1), %tmm3"] if load_c else \
        [f"tilezero %tmm{t}" for t in range(4)]
    a0, a1 = "tileloadd ($0,$7,1), %tmm4", f"tileloadd {TILE_ROWS * TILE_BYTES}($0,$7,1), %tmm5"
    b0, b1 = "tileloadd ($1,$8,1), %tmm6", f"tileloadd {TILE_BYTES}($1,$8,1), %tmm7"
    c00, c01 = f"{op} %tmm6, %tmm4, %tmm0", f"{op} %tmm7, %tmm4, %tmm1"
    c10, c11 = f"{op} %tmm6, %tmm5, %tmm2", f"{op} %tmm7, %tmm5, %tmm3"
    loop = [a0, b0, c00, b1, c01, a1, c10, c11] if INTERLEAVE else [a0, a1, b0, b1, c00, c01, c10, c11]
    if PREFETCH:
        with_prefetch = []
        products = 0
        for line in loop:
            with_prefetch.append(line)
            if line.startswith(op):
                for operand, reg in (("a", "$0"), ("b", "$1")):
                    if operand in PREFETCH:  # lines 8q .. 8q+7 of the step ahead
                        with_prefetch += [f"prefetcht0 {PREFETCH_DISTANCE * K_STEP_BYTES + (8 * products + i) * 64}({reg})"
                                          for i in range(8)]
                products += 1
        loop = with_prefetch
    lines = ([] if CONFIGURE_PER_TASK else ["ldtilecfg ($3)"]) + init + \
        ["1:", *loop,
         f"addq $${K_STEP_BYTES}, $0",
         f"addq $${K_STEP_BYTES}, $1",
         "decq $2",
         "jnz 1b",
         "tilestored %tmm0, ($4,$6,1)", "tilestored %tmm1, 64($4,$6,1)",
         "tilestored %tmm2, ($5,$6,1)", "tilestored %tmm3, 64($5,$6,1)"] + \
        ([] if CONFIGURE_PER_TASK else ["tilerelease"])
    text = "\\0A\\09".join(lines)  # IR string escapes: newline, tab
    ty = ir.FunctionType(ir.LiteralStructType([PTR, PTR, I64]), [PTR, PTR, PTR, I64, I64, I64, PTR, PTR, I64])
    # the tied outputs early-clobbered: no other input may share their registers
    constraints = "=&r,=&r,=&r,r,r,r,r,r,r,0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"
    return ir.InlineAsm(ty, text, constraints, side_effect=True)


def configure(ctx: EmitContext, b: ir.IRBuilder) -> None:
    """Load the tile configuration (at the start of a task of kernel calls; CONFIGURE_PER_TASK)."""
    if CONFIGURE_PER_TASK and _mode(ctx) != "emulate":
        asm = ir.InlineAsm(ir.FunctionType(VOID, [PTR]), "ldtilecfg ($0)", "r,~{memory},~{dirflag},~{fpsr},~{flags}",
                           side_effect=True)
        b.call(asm, [_tile_config(ctx)])


def release(ctx: EmitContext, b: ir.IRBuilder) -> None:
    """Release the tiles (at the end of the task): their state back to the initial, cheap one."""
    if CONFIGURE_PER_TASK and _mode(ctx) != "emulate":
        b.call(ir.InlineAsm(ir.FunctionType(VOID, []), "tilerelease", "~{memory},~{dirflag},~{fpsr},~{flags}",
                            side_effect=True), [])


def kernel(ctx: EmitContext, cfg) -> ir.Function:
    """The module's AMX kernel for ``cfg`` (a gemm.Config with ``amx``), called as gemm_kernel's
    packed kernel is: ``void k(Ap, Bp, kc, C, rs, cs, rows, cols, accumulate)``: C[0:rows,
    0:cols] (element strides rs, cs) = (accumulate ? C : 0) + the A panel x B panel over kc
    values of K (one KC slice; the panels zero-padded to whole tiles). With
    CONFIGURE_PER_TASK the caller has configured the tiles (``configure``)."""
    emulate = _mode(ctx) == "emulate"
    name = f"xlac.gemm.amx.{cfg.amx}{'.emulated' if emulate else ''}"
    fn = ctx.llmodule.globals.get(name)
    if fn is not None:
        return fn
    assert cfg.mr == ROWS and cfg.nr == COLS and cfg.itemsize == 4
    fn = ir.Function(ctx.llmodule, ir.FunctionType(VOID, [PTR, PTR, I64, PTR, I64, I64, I64, I64, I1]), name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    fn.attributes.add("noinline")  # one copy of the assembly per module
    fn.args[3].add_attribute("noalias")  # C
    a, bp, kc, c, rs, cs, rows, cols, accumulate = fn.args
    scalar = cfg.scalar
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    block = b.alloca(ir.ArrayType(scalar, ROWS * COLS), name="block")
    block.align = 64
    block.type = PTR
    per_step = TILE_ROWS * cfg.group  # values of K per tile step
    steps = b.udiv(b.add(kc, I64(per_step - 1)), I64(per_step))
    config = _tile_config(ctx)
    a_stride, b_stride = I64(TILE_BYTES), I64(COLS * 4)

    def run(c0: ir.Value, row_bytes: ir.Value, row_elems: ir.Value) -> None:
        """The assembly on the 32 x 32 block at ``c0`` (rows ``row_bytes`` apart), loading it
        when ``accumulate``."""
        c16 = b.gep(c0, [b.mul(row_elems, I64(TILE_ROWS))], inbounds=True, source_etype=scalar)
        args = [config, c0, c16, row_bytes, a_stride, b_stride, a, bp, steps]
        if emulate:
            b.call(_emulated(ctx, cfg), [*args, accumulate])
            return
        with b.if_else(accumulate) as (then, otherwise):
            with then:
                b.call(_asm(cfg.amx, True), args)
            with otherwise:
                b.call(_asm(cfg.amx, False), args)

    full = b.and_(b.and_(b.icmp_signed("==", rows, I64(ROWS)), b.icmp_signed("==", cols, I64(COLS))),
                  b.icmp_signed("==", cs, I64(1)))
    with b.if_else(full) as (direct, edge):
        with direct:
            run(c, b.mul(rs, I64(cfg.itemsize)), rs)
        with edge:
            def at(r: ir.Value, col: ir.Value) -> tuple[ir.Value, ir.Value]:
                inner = b.gep(block, [b.add(b.mul(r, I64(COLS)), col)], inbounds=True, source_etype=scalar)
                outer = b.gep(c, [b.add(b.mul(r, rs), b.mul(col, cs))], inbounds=True, source_etype=scalar)
                return inner, outer

            with b.if_then(accumulate):  # C's part into the block (the rest stays unused)
                with for_range(b, rows, "amx.ir", vectorize=False) as r:
                    with for_range(b, cols, "amx.ic", vectorize=False) as col:
                        inner, outer = at(r, col)
                        b.store(b.load(outer, typ=scalar), inner)
            run(block, I64(COLS * cfg.itemsize), I64(COLS))
            with for_range(b, rows, "amx.or", vectorize=False) as r:
                with for_range(b, cols, "amx.oc", vectorize=False) as col:
                    inner, outer = at(r, col)
                    b.store(b.load(inner, typ=scalar), outer)
    b.ret_void()
    return fn


# ---------------------------------------------------------------------------------------------
# Emulation (CpuOptions.amx="emulate"): what the assembly does, in plain IR


def _emulated(ctx: EmitContext, cfg) -> ir.Function:
    """``void f(config, c0, c16, row_bytes, a_stride, b_stride, A, B, steps, load)``: the
    assembly block's effect, step by step: the same tile addresses (A's tiles at A + 2048 s
    and + 1024, rows a_stride apart; B's at B + 2048 s and + 64, rows b_stride apart; C's at
    c0, c0 + 64, c16, c16 + 64, rows row_bytes apart), each C element summed over the groups in
    the order the tile instruction sums them (bf16: in f32, subnormals flushed by the entry's
    FTZ/DAZ; bytes: sign- or zero-extended by the instruction's letters, wrapping i32). Scalar
    and slow: for tests of everything around the tiles on CPUs without them."""
    name = f"xlac.amx.emulated.{cfg.amx}"
    fn = ctx.llmodule.globals.get(name)
    if fn is not None:
        return fn
    fn = ir.Function(ctx.llmodule, ir.FunctionType(VOID, [PTR, PTR, PTR, I64, I64, I64, PTR, PTR, I64, I1]), name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    _, c0, c16, row_bytes, a_stride, b_stride, a, bp, steps, load = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    i8 = ir.IntType(8)
    scalar = cfg.scalar
    is_float = cfg.amx == "tdpbf16ps"
    group = cfg.group
    width = 32 // group  # bits per value
    narrow = ir.IntType(width)
    signed = (cfg.amx[4] == "s", cfg.amx[5] == "s") if not is_float else (False, False)

    def byte_ptr(base: ir.Value, offset: ir.Value) -> ir.Value:
        return b.gep(base, [offset], inbounds=True, source_etype=i8)

    def c_ptr(tile: int, m: ir.Value, n: ir.Value) -> ir.Value:
        row = c0 if tile < 2 else c16
        return byte_ptr(row, b.add(b.add(b.mul(m, row_bytes), I64(TILE_BYTES * (tile % 2))), b.mul(n, I64(4))))

    def value(ptr: ir.Value, is_signed: bool) -> ir.Value:
        raw = b.load(ptr, typ=narrow)
        if is_float:  # bf16: the high half of an f32
            return b.bitcast(b.shl(b.zext(raw, ir.IntType(32)), ir.IntType(32)(16)), scalar)
        return b.sext(raw, scalar) if is_signed else b.zext(raw, scalar)

    zero = ir.Constant(scalar, 0.0 if is_float else 0)
    slot = b.alloca(scalar)  # the element's running sum (mem2reg makes it a register)
    for tile in range(4):
        with for_range(b, I64(TILE_ROWS), "em.m", vectorize=False, unroll=False) as m:
            with for_range(b, I64(16), "em.n", vectorize=False, unroll=False) as n:
                ptr = c_ptr(tile, m, n)
                b.store(b.select(load, b.load(ptr, typ=scalar), zero), slot)
                with for_range(b, steps, "em.s", vectorize=False, unroll=False) as step:
                    a_base = byte_ptr(a, b.add(b.mul(step, I64(K_STEP_BYTES)), I64(TILE_ROWS * TILE_BYTES * (tile // 2))))
                    b_base = byte_ptr(bp, b.add(b.mul(step, I64(K_STEP_BYTES)), I64(TILE_BYTES * (tile % 2))))
                    with for_range(b, I64(16), "em.q", vectorize=False, unroll=False) as q:
                        for g in range(group):
                            x = value(byte_ptr(a_base, b.add(b.mul(m, a_stride), b.add(b.mul(q, I64(4)),
                                                                                        I64(g * width // 8)))), signed[0])
                            y = value(byte_ptr(b_base, b.add(b.mul(q, b_stride), b.add(b.mul(n, I64(4)),
                                                                                       I64(g * width // 8)))), signed[1])
                            old = b.load(slot, typ=scalar)
                            b.store(b.fadd(old, b.fmul(x, y)) if is_float else b.add(old, b.mul(x, y)), slot)
                b.store(b.load(slot, typ=scalar), ptr)
    b.ret_void()
    return fn
