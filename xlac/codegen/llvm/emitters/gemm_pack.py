"""Packing a GEMM operand that is a plain array: one shared function per element type, panel
width and loop order, with the operand's strides and sizes as arguments.

Packing through the operand's element generator (gemm.py's ``_pack``) gives every product code
of its own: a 4-layer transformer's 75 products made 21 packing functions, half of the
training step's machine-code time. An operand read straight from its buffer, whose rows and
K each flatten to one element stride (the usual case: weights, activations, a transposed
view of either), needs none of that: every such product in a module calls

    void pack(dst, src, rows, k, rs, ks, begin, end)

which writes panels [begin, end) as gemm.py lays them out (panel p: rows p*W.. as [k][W],
rows past the end zero), converted to the accumulator type with subnormals flushed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.emitters.common import convert
from xlac.codegen.llvm.isa import level_name
from xlac.codegen.llvm.loops import for_range, loop_nest
from xlac.codegen.llvm.types import I64, PTR, VOID, load_value, storage_type, value_type
from xlac.hlo.dtypes import DType

Read = Callable[[ir.Value, list[ir.Value]], ir.Value]  # (row, k index) -> accumulator value, flushed
TILE_WORDS = 16  # 32-bit groups of K in one row of an AMX tile (64 bytes)


def pack_panels(b: ir.IRBuilder, scalar: ir.Type, width: int, rows: ir.Value, k: ir.Value | Sequence[int],
                dst: ir.Value, begin: ir.Value, end: ir.Value, k_inner: bool, read: Read, group: int = 1,
                flip: bool = False, k_align: int = 0, tiled: bool = False) -> None:
    """Panels [begin, end) of an operand with ``rows`` rows: panel p holds rows p*width.. as
    [k][width] at ``dst + p*k*width``, rows past the end zero. ``k`` is a count, or the sizes
    of several K dims (read then gets one index per dim); ``k_inner``: K is the inner loop.
    ``group`` 2 or 4 (gemm.Config.group): 16-bit values (integers, or bf16 bits) or 8-bit
    integers, K padded to a multiple of the group and held as [k/group][width][group]; ``flip``:
    the 8-bit values' sign bits flipped (s8 as u8 + 128).

    For AMX tiles (gemm_amx.py): ``k_align`` (a power of two, a multiple of ``group``) pads K
    to a multiple of it with zeros (whole tiles, so the kernel needs no K tail); ``tiled``
    lays each run of TILE_WORDS groups of a row out contiguously, ``[k/(16*group)][width][16]
    [group]``: the 64-byte rows of an A tile, one tile load of stride 64."""
    k_count = k if isinstance(k, ir.Value) else I64(math.prod(k))
    align = k_align or group
    assert not tiled or group > 1
    # K as a panel holds it
    k_panel = b.and_(b.add(k_count, I64(align - 1)), I64(-align)) if align > 1 else k_count
    shift = group.bit_length() - 1

    def word_index(j: ir.Value, r: ir.Value) -> ir.Value:
        """Where group j of row r (within the panel) goes, in 32-bit words from the panel's start."""
        if tiled:  # ((j/16)*width + r)*16 + j%16
            return b.add(b.shl(b.add(b.mul(b.lshr(j, I64(4)), I64(width)), r), I64(4)), b.and_(j, I64(TILE_WORDS - 1)))
        return b.add(b.mul(j, I64(width)), r)

    def slot(base: ir.Value, kl: ir.Value, r: ir.Value) -> ir.Value:
        if group > 1:  # ((k/group)*width + r)*group + k%group
            index = b.add(b.shl(word_index(b.lshr(kl, I64(shift)), r), I64(shift)), b.and_(kl, I64(group - 1)))
        else:
            index = b.add(b.mul(kl, I64(width)), r)
        return b.gep(base, [index], inbounds=True, source_etype=scalar)

    def narrow(value: ir.Value, flip: bool = flip) -> ir.Value:
        if group == 1 or value.type == scalar:
            return value
        if isinstance(value.type, ir.FloatType):  # a bf16 value read as f32: its high half
            value = b.lshr(b.bitcast(value, ir.IntType(32)), ir.IntType(32)(16))
        value = b.trunc(value, scalar)
        return b.xor(value, ir.Constant(scalar, 0x80)) if flip else value

    @contextmanager
    def k_loop(vectorize: bool = True) -> Iterator[tuple[list[ir.Value], ir.Value]]:
        if isinstance(k, ir.Value):
            with for_range(b, k, "pk.k", vectorize=vectorize) as kk:
                yield [kk], kk
        else:
            with loop_nest(b, k, "pk.k", vectorize=vectorize) as kidx:
                linear: ir.Value = I64(0)
                for i, d in zip(kidx, k):
                    linear = b.add(b.mul(linear, I64(d)), i)
                yield kidx, linear

    def put(base: ir.Value, first: ir.Value, r: ir.Value, kidx: list[ir.Value], kl: ir.Value) -> None:
        b.store(narrow(read(b.add(first, r), kidx)), slot(base, kl, r))

    with for_range(b, end, "pk.p", start=begin, vectorize=False) as panel:
        first = b.mul(panel, I64(width))
        left = b.sub(rows, first)
        valid = b.select(b.icmp_signed("<", left, I64(width)), left, I64(width))
        base = b.gep(dst, [b.mul(b.mul(panel, k_panel), I64(width))], inbounds=True, source_etype=scalar)
        zero = ir.Constant(scalar, 0.0 if isinstance(scalar, (ir.FloatType, ir.DoubleType)) else 0)
        if group > 1 and isinstance(k, ir.Value):
            _k_words(b, width, k, group, base, first, valid, k_inner, lambda r, kk: narrow(read(r, [kk]), False),
                     flip, word_index if tiled else None)
            if align > group:  # the whole words past K's last group, up to the alignment: 0
                i32 = ir.IntType(32)
                used = b.udiv(b.add(k, I64(group - 1)), I64(group))
                with for_range(b, valid, "pk.ar", vectorize=False) as r:
                    with for_range(b, b.lshr(k_panel, I64(shift)), "pk.aw", start=used, vectorize=False) as j:
                        b.store(i32(0), b.gep(base, [word_index(j, r)], inbounds=True, source_etype=i32))
        elif k_inner and tiled and k[-1] % (TILE_WORDS * group) == 0:
            _tile_rows(b, width, list(k), group, scalar, base, first, valid, lambda r, kidx: narrow(read(r, kidx)))
        elif k_inner:
            with for_range(b, valid, "pk.r", vectorize=False) as r:
                # groups store K interleaved ([k/group][width][group]): LLVM vectorized this loop
                # into 16-lane scatters, ~20 ms of LLVM per int8 product for no measurable speed
                with k_loop(vectorize=group == 1) as (kidx, kl):
                    put(base, first, r, kidx, kl)
        else:
            # a full panel's row loop has a constant count: vectorized with no runtime checks
            # or remainder; the last, partial panel's stays scalar (one panel of many)
            with b.if_else(b.icmp_signed("==", valid, I64(width))) as (full, partial):
                with full:
                    with k_loop(vectorize=False) as (kidx, kl):
                        with for_range(b, width, "pk.r", unroll=False) as r:
                            put(base, first, r, kidx, kl)
                with partial:
                    with k_loop(vectorize=False) as (kidx, kl):
                        with for_range(b, valid, "pk.r", vectorize=False) as r:
                            put(base, first, r, kidx, kl)
        if group > 1 and not isinstance(k, ir.Value):  # the last group's values past K: 0 in every
            # row (_k_words writes them with the group)
            with for_range(b, k_panel, "pk.kz", start=k_count, vectorize=False) as kk:
                with for_range(b, valid, "pk.kzr", vectorize=False) as r:
                    b.store(zero, slot(base, kk, r))
        with for_range(b, I64(width), "pk.z", start=valid, vectorize=False) as r:
            with for_range(b, k_panel, "pk.zk", vectorize=False) as kk:
                b.store(zero, slot(base, kk, r))


def _tile_rows(b: ir.IRBuilder, width: int, k: list[int], group: int, scalar: ir.Type, base: ir.Value,
               first: ir.Value, valid: ir.Value, value: Callable[[ir.Value, list[ir.Value]], ir.Value]) -> None:
    """AMX's A (tiled) read through a generator with K's innermost dim a multiple of a tile
    row (16 groups: 32 bf16, 64 bytes), e.g. a convolution's input features: each run of a
    tile row's values is one loop of contiguous loads and stores, which LLVM vectorizes (the
    window tap, its padding test and the row's position are invariant in it). Element by
    element, a 3x3 bf16 convolution's im2col took 8 ms of its 13 (2 cores)."""
    run = TILE_WORDS * group  # values of K per tile row
    inner = k[-1]
    with for_range(b, valid, "pt.r", vectorize=False) as r:
        row = b.add(first, r)
        with loop_nest(b, k[:-1], "pt.o", vectorize=False) as outer:
            linear: ir.Value = I64(0)
            for i, d in zip(outer, k[:-1]):
                linear = b.add(b.mul(linear, I64(d)), i)
            with for_range(b, I64(inner // run), "pt.b", vectorize=False) as rb:
                block = b.add(b.mul(linear, I64(inner // run)), rb)  # the tile step this run is in
                dest = b.gep(base, [b.mul(b.add(b.mul(block, I64(width)), r), I64(run))], inbounds=True,
                             source_etype=scalar)
                with for_range(b, I64(run), "pt.e", unroll=False) as e:
                    kk = b.add(b.mul(rb, I64(run)), e)
                    b.store(value(row, [*outer, kk]), b.gep(dest, [e], inbounds=True, source_etype=scalar))


def _k_words(b: ir.IRBuilder, width: int, k: ir.Value, group: int, base: ir.Value, first: ir.Value,
             valid: ir.Value, k_inner: bool, value: Callable[[ir.Value, ir.Value], ir.Value], flip: bool,
             word_index: Callable[[ir.Value, ir.Value], ir.Value] | None = None) -> None:
    """One panel's ``valid`` rows in groups of K, as 32-bit words ``[k/group][width]`` (value
    group*j + i in bits [i*32/group, (i+1)*32/group); the last word's values past K 0): one
    store per group, and with rows inner (K outer, B's usual order), a full panel's rows
    vectorize into plain loads, an interleave and contiguous stores. Writing each value to its
    own slot instead made LLVM scatter them one element at a time. ``value(row, k)``: the
    narrow value; ``flip``: every byte's sign bit flipped, as one xor of the word (so LLVM
    loads the four bytes as one word; a flipped padding byte meets B's padding 0).
    ``word_index(j, r)``: where group j of the panel's row r goes (pack_panels), when not
    ``j*width + r``."""
    i32 = ir.IntType(32)
    bits = 32 // group
    words = b.udiv(k, I64(group))

    def word(row: ir.Value, j: ir.Value, tail: bool = False, dest: ir.Value | None = None) -> None:
        """Group j of ``row``, stored at ``dest`` (an i32 pointer; default: its place)."""
        kk = b.mul(j, I64(group))
        packed: ir.Value = i32(0)
        for i in range(group):
            at = b.add(kk, I64(i)) if i else kk
            if tail:  # past K: 0 (read a value that exists, then drop it)
                inside = b.icmp_signed("<", at, k)
                v = b.select(inside, b.zext(value(row, b.select(inside, at, kk)), i32), i32(0))
            else:
                v = b.zext(value(row, at), i32)
            packed = b.or_(packed, b.shl(v, i32(bits * i))) if i else v
        if flip:
            packed = b.xor(packed, i32(0x80808080 - (1 << 32)))
        if dest is not None:
            b.store(packed, dest)
            return
        if word_index is None:
            index = b.add(b.mul(j, I64(width)), b.sub(row, first))
        else:
            index = word_index(j, b.sub(row, first))
        b.store(packed, b.gep(base, [index], inbounds=True, source_etype=i32))

    def tail(row: ir.Value) -> None:
        with b.if_then(b.icmp_signed("!=", b.urem(k, I64(group)), I64(0))):
            word(row, words, tail=True)

    if k_inner and word_index is not None:
        # AMX's A (tiled): a row's 16 groups of a tile are 16 contiguous words, so whole tiles
        # go as a loop of 16 with plain addresses (vectorized: a K-contiguous row is copied,
        # 64 bytes at a time), the groups past the last whole tile one by one
        blocks = b.udiv(words, I64(16))
        with for_range(b, valid, "pw.r", vectorize=False) as r:
            row = b.add(first, r)
            with for_range(b, blocks, "pw.b", vectorize=False) as jb:
                tile_row = b.gep(base, [b.shl(b.add(b.mul(jb, I64(width)), r), I64(4))], inbounds=True,
                                 source_etype=i32)
                with for_range(b, I64(16), "pw.w", unroll=False) as jj:
                    word(row, b.add(b.shl(jb, I64(4)), jj),
                         dest=b.gep(tile_row, [jj], inbounds=True, source_etype=i32))
            with for_range(b, words, "pw.k", start=b.shl(blocks, I64(4)), vectorize=False) as j:
                word(row, j)
            tail(row)
        return
    if k_inner:
        with for_range(b, valid, "pw.r", vectorize=False) as r:
            row = b.add(first, r)
            with for_range(b, words, "pw.k", vectorize=False) as j:
                word(row, j)
            tail(row)
        return
    for count, vectorize in ((I64(width), True), (valid, False)):  # a full panel, or the last one
        with b.if_then(b.icmp_signed("==" if vectorize else "!=", valid, I64(width))):
            with for_range(b, words, "pw.k", vectorize=False) as j:
                with for_range(b, count, "pw.r", vectorize=vectorize, unroll=False) as r:
                    word(b.add(first, r), j)
            with for_range(b, count, "pw.t", vectorize=False) as r:
                tail(b.add(first, r))


def column_corrections(b: ir.IRBuilder, width: int, words: int, packed: ir.Value, sums: ir.Value,
                       begin: ir.Value, end: ir.Value) -> None:
    """For panels [begin, end) of a B packed in quads of signed bytes (``words`` per column):
    ``sums[c] = -128 * sum_k B[k, c]`` (wrapping), what each column of C needs added when A's
    bytes went in as a + 128 (gemm.Config.shift_a)."""
    i32 = ir.IntType(32)
    with for_range(b, end, "cs.p", start=begin, vectorize=False) as panel:
        row = b.gep(sums, [b.mul(panel, I64(width))], inbounds=True, source_etype=i32)
        src = b.gep(packed, [b.mul(b.mul(panel, I64(words)), I64(width))], inbounds=True, source_etype=i32)
        with for_range(b, I64(width), "cs.z", unroll=False) as r:
            b.store(i32(0), b.gep(row, [r], inbounds=True, source_etype=i32))
        with for_range(b, I64(words), "cs.k", vectorize=False) as j:
            with for_range(b, I64(width), "cs.r", unroll=False) as r:
                w = b.load(b.gep(src, [b.add(b.mul(j, I64(width)), r)], inbounds=True, source_etype=i32), typ=i32)
                total = b.load(b.gep(row, [r], inbounds=True, source_etype=i32), typ=i32)
                for i in range(4):
                    total = b.add(total, b.ashr(b.shl(w, i32(24 - 8 * i)), i32(24)))  # byte i, sign-extended
                b.store(total, b.gep(row, [r], inbounds=True, source_etype=i32))
        with for_range(b, I64(width), "cs.m", unroll=False) as r:
            at = b.gep(row, [r], inbounds=True, source_etype=i32)
            b.store(b.mul(b.load(at, typ=i32), i32(-128)), at)


def pack_function(ctx: EmitContext, src: DType, acc: DType, width: int, k_inner: bool, unit: bool,
                  group: int = 1, flip: bool = False, k_align: int = 0, tiled: bool = False) -> ir.Function:
    """The module's packing function for a strided array of ``src`` elements into ``acc``
    panels ``width`` wide: ``void f(dst, src, rows, k, rs, ks, begin, end)``, element (row,
    k) at ``src[row*rs + k*ks]``. ``k_inner`` as for pack_panels; ``unit``: the inner loop's
    stride is 1 (its ``ks``/``rs`` argument is then ignored), so LLVM vectorizes it with no
    stride check. ``group``, ``flip``, ``k_align``, ``tiled``: as for pack_panels."""
    name = f"xlac.gemm.pack.{src.name}.{acc.name}.{width}.{'k' if k_inner else 'r'}{'1' if unit else ''}" \
        f"{({1: '', 2: '.pairs', 4: '.quads'})[group]}{'.flip' if flip else ''}" \
        f"{f'.align{k_align}' if k_align else ''}{'.tiled' if tiled else ''}"
    name = level_name(ctx, name)
    fn = ctx.llmodule.globals.get(name)
    if fn is not None:
        return fn
    fn = ir.Function(ctx.llmodule, ir.FunctionType(VOID, [PTR, PTR] + [I64] * 6), name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    fn.attributes.add("noinline")  # one copy per module, not one per call site
    for arg in fn.args[:2]:
        arg.add_attribute("noalias")  # dst is kernel scratch, which nothing else uses
    dst, source, rows, k, rs, ks, begin, end = fn.args
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    element = storage_type(src)

    def read(row: ir.Value, kidx: list[ir.Value]) -> ir.Value:
        row_off = row if unit and not k_inner else b.mul(row, rs)
        k_off = kidx[0] if unit and k_inner else b.mul(kidx[0], ks)
        v = load_value(b, b.gep(source, [b.add(row_off, k_off)], inbounds=True, source_etype=element), src)
        return ctx.elemental.arithmetic_operand(b, convert(ctx, b, v, src, acc))

    pack_panels(b, ir.IntType(32 // group) if group > 1 else value_type(acc), width, rows, k, dst, begin, end,
                k_inner, read, group, flip, k_align, tiled)
    b.ret_void()
    return fn
