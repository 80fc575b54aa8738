"""The GEMM micro-kernels: an MR x NR tile of C = sum_k A[r, k] * B[k, c] held in MR*NV vector
registers of V lanes (NR = NV*V), one fused multiply-add per vector per k step (a multiply and
a wrapping add for integers), unrolled by 4.

Two ways to read A (B is always a packed panel, ``B[k][NR]``, vector loads):

  * packed:  ``void k(Ap, Bp, kc, C, rs, cs, rows, cols, accumulate)`` with A packed as
    ``Ap[k][MR]`` (one broadcast per row per step);
  * rows:    ``void k(rowtab, nseg, a_off, kc, Bp, bseg, C, rs, cs, rows, cols, accumulate)``
    reads A in place: K is ``nseg`` segments, and for segment s row r's values are the
    contiguous ``rowtab[s*MR + r][a_off : a_off + kc]`` (B's rows for segment s start
    ``bseg`` elements further on). A convolution's segments are its window taps (a row
    pointer per output position and tap, or a zero row in the padding); a row-major matrix is
    one segment. No packing of A at all.

With ``cfg.group`` 2 (8/16-bit integers summed in 32 bits, or bf16 summed in f32) both panels
hold 16-bit values with K in pairs, ``[k/2][width][2]``: a step takes one pair of k, broadcasts
row r's pair as one 32-bit value and multiplies it with the B vector's pairs, adding each pair's
two products into 32 bits (integers: the pattern x86 selects as (v)pmaddwd or vpdpwssd; bf16:
AVX512-BF16's vdpbf16ps, called as its intrinsic). With 4 (8-bit integers, VNNI), K goes in
quads of bytes the same way, through vpdpbusd (A's bytes unsigned); with ``cfg.shift_a`` the
kernel takes one more argument, the NR column corrections its first K slice adds to C.

The tile is stored with vector operations when it is full and C's columns are contiguous, and
through a stack tile with scalar loops otherwise; ``accumulate`` adds to C instead of
overwriting it (later K blocks).
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.isa import level_name
from xlac.codegen.llvm.loops import for_range
from xlac.codegen.llvm.types import BF16, I1, I64, PTR, VOID

Step = Callable[[ir.IRBuilder, ir.Value, list[ir.Value]], list[ir.Value]]
UNROLL = 4


def kernel(ctx: EmitContext, cfg, rows_mode: bool) -> ir.Function:
    """The module's micro-kernel for ``cfg`` (a gemm.Config) in the given A mode."""
    mode = "rows" if rows_mode else "packed"
    group = {1: "", 2: ".pairs", 4: ".quads"}[cfg.group] + (".shifted" if cfg.shift_a else "")
    name = level_name(ctx, f"xlac.gemm.{cfg.acc.name}.{cfg.mr}x{cfg.nv}x{cfg.lanes}.{mode}{group}")
    assert not (rows_mode and cfg.group > 1)
    fn = ctx.llmodule.globals.get(name)
    if fn is not None:
        return fn
    head = [PTR, I64, I64, I64, PTR, I64] if rows_mode else [PTR, PTR, I64]
    tail = [PTR] if cfg.shift_a else []  # the column corrections
    fn = ir.Function(ctx.llmodule, ir.FunctionType(VOID, head + [PTR, I64, I64, I64, I64, I1] + tail), name)
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    fn.args[len(head)].add_attribute("noalias")  # C
    _Builder(ctx, cfg, fn, rows_mode).build()
    return fn


class _Builder:
    def __init__(self, ctx: EmitContext, cfg, fn: ir.Function, rows_mode: bool):
        self.ctx, self.cfg, self.fn, self.rows_mode = ctx, cfg, fn, rows_mode
        self.is_float = cfg.acc.is_float
        vt = cfg.vector
        self.fma = self._intrinsic(f"llvm.fmuladd.v{vt.count}{'f32' if cfg.itemsize == 4 else 'f64'}", [vt] * 3) \
            if self.is_float and cfg.group == 1 else None
        # the group instructions at this vector width: AVX512-BF16's (bf16 pairs), VNNI's (byte quads)
        bf16_pairs = ir.VectorType(BF16, 2 * vt.count)
        self.dpbf16ps = self._intrinsic(f"llvm.x86.avx512bf16.dpbf16ps.{vt.count * 32}", [vt, bf16_pairs, bf16_pairs]) \
            if self.is_float and cfg.group == 2 else None
        quads = ir.VectorType(ir.IntType(8), 4 * vt.count)
        self.vpdpbusd = self._intrinsic(f"llvm.x86.avx512.vpdpbusd.{vt.count * 32}", [vt, quads, quads]) \
            if cfg.group == 4 else None
        undef = ir.Constant(cfg.vector, ir.Undefined)
        self.undef = undef
        self.splat_mask = ir.Constant(ir.VectorType(ir.IntType(32), cfg.lanes), [0] * cfg.lanes)

    def _intrinsic(self, name: str, args: list[ir.Type]) -> ir.Function:
        """The module's declaration of ``name``, returning the accumulator vector."""
        fn = self.ctx.llmodule.globals.get(name)
        return fn if fn is not None else ir.Function(self.ctx.llmodule, ir.FunctionType(self.cfg.vector, args), name)

    def build(self) -> None:
        cfg = self.cfg
        b = ir.IRBuilder(self.fn.append_basic_block("entry"))
        tile = b.alloca(ir.ArrayType(cfg.scalar, cfg.mr * cfg.nr), name="tile")
        tile.align = 64
        tile.type = PTR  # opaque, so typed GEPs into it come out as ptr
        zero = ir.Constant(cfg.vector, [0.0 if self.is_float else 0] * cfg.lanes)
        accs = [zero] * (cfg.mr * cfg.nv)
        if self.rows_mode:
            rowtab, nseg, a_off, kc, bmat, bseg = self.fn.args[:6]
            accs = self._loop(b, I64(0), nseg, accs, 1, "seg",
                              lambda bb, s, acc: self._segment(bb, s, acc, rowtab, a_off, kc, bmat, bseg))
        else:
            a, bmat, kc = self.fn.args[:3]
            accs = self._k_loops(b, kc, accs, self._packed_a(a), bmat)
        first = 6 if self.rows_mode else 3
        c, rs, cs, rows, cols, accumulate = self.fn.args[first:first + 6]
        corr = self.fn.args[first + 6] if cfg.shift_a else None
        self._store(b, accs, c, rs, cs, rows, cols, accumulate, tile, corr)

    # ---- A access ----------------------------------------------------------------------
    def _packed_a(self, a: ir.Value) -> Callable[[ir.IRBuilder, ir.Value, int], ir.Value]:
        cfg = self.cfg  # with pairs: row r's pair of k as one i32 (the accumulator type)
        return lambda b, k, r: b.load(b.gep(a, [b.add(b.mul(k, I64(cfg.mr)), I64(r))], inbounds=True,
                                            source_etype=cfg.scalar), typ=cfg.scalar)

    def _segment(self, b: ir.IRBuilder, seg: ir.Value, accs: list[ir.Value], rowtab: ir.Value, a_off: ir.Value,
                 kc: ir.Value, bmat: ir.Value, bseg: ir.Value) -> list[ir.Value]:
        cfg = self.cfg
        rows = []
        for r in range(cfg.mr):
            slot = b.gep(rowtab, [b.add(b.mul(seg, I64(cfg.mr)), I64(r))], inbounds=True, source_etype=PTR)
            rows.append(b.gep(b.load(slot, typ=PTR), [a_off], inbounds=True, source_etype=cfg.scalar))
        bseg_ptr = b.gep(bmat, [b.mul(seg, bseg)], inbounds=True, source_etype=cfg.scalar)

        def read(bb: ir.IRBuilder, k: ir.Value, r: int) -> ir.Value:
            return bb.load(bb.gep(rows[r], [k], inbounds=True, source_etype=cfg.scalar), typ=cfg.scalar)

        return self._k_loops(b, kc, accs, read, bseg_ptr)

    # ---- loops ---------------------------------------------------------------------------
    def _k_loops(self, b: ir.IRBuilder, kc: ir.Value, accs: list[ir.Value], read, bmat: ir.Value) -> list[ir.Value]:
        """k over [0, kc): by UNROLL, then one at a time (groups of k with cfg.group)."""
        step = lambda bb, k, acc: self._step(bb, k, acc, read, bmat)  # noqa: E731
        if self.cfg.group > 1:
            kc = b.udiv(b.add(kc, I64(self.cfg.group - 1)), I64(self.cfg.group))
        kc4 = b.and_(kc, I64(-UNROLL))

        def unrolled(bb: ir.IRBuilder, k: ir.Value, acc: list[ir.Value]) -> list[ir.Value]:
            for u in range(UNROLL):
                acc = step(bb, bb.add(k, I64(u)) if u else k, acc)
            return acc

        accs = self._loop(b, I64(0), kc4, accs, UNROLL, "k4", unrolled)
        return self._loop(b, kc4, kc, accs, 1, "k1", step)

    def _loop(self, b: ir.IRBuilder, start: ir.Value, stop: ir.Value, accs: list[ir.Value], stride: int,
              name: str, body: Step) -> list[ir.Value]:
        """``for (i = start; i < stop; i += stride) accs = body(i, accs)``, accumulators in phis;
        the builder ends after the loop."""
        pre = b.block
        head = self.fn.append_basic_block(f"{name}.head")
        loop = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        b.branch(head)
        b.position_at_end(head)
        i = b.phi(I64, name=name)
        i.add_incoming(start, pre)
        phis = []
        for v in accs:
            phi = b.phi(self.cfg.vector)
            phi.add_incoming(v, pre)
            phis.append(phi)
        b.cbranch(b.icmp_signed("<", i, stop), loop, done)
        b.position_at_end(loop)
        new = body(b, i, list(phis))
        i.add_incoming(b.add(i, I64(stride)), b.block)
        for phi, v in zip(phis, new):
            phi.add_incoming(v, b.block)
        b.branch(head)
        b.position_at_end(done)
        return phis

    def _step(self, b: ir.IRBuilder, k: ir.Value, accs: list[ir.Value], read, bmat: ir.Value) -> list[ir.Value]:
        """One k: NV vector loads of B, MR broadcasts of A, MR*NV fused multiply-adds."""
        cfg = self.cfg
        bvecs = []
        for v in range(cfg.nv):  # (with groups, an i32 lane holds one column's pair or quad)
            ptr = b.gep(bmat, [b.add(b.mul(k, I64(cfg.nr)), I64(v * cfg.lanes))], inbounds=True,
                        source_etype=cfg.scalar)
            load = b.load(ptr, typ=cfg.vector)
            load.align = min(64, cfg.lanes * cfg.itemsize)
            bvecs.append(load)
        out: list[ir.Value] = []
        for r in range(cfg.mr):
            x = read(b, k, r)
            splat = b.shuffle_vector(b.insert_element(self.undef, x, ir.IntType(32)(0)), self.undef, self.splat_mask)
            if cfg.group > 1:
                out.extend(self._group_mul_add(b, splat, bvecs[v], accs[r * cfg.nv + v]) for v in range(cfg.nv))
                continue
            for v in range(cfg.nv):
                out.append(self._mul_add(b, splat, bvecs[v], accs[r * cfg.nv + v]))
        return out

    def _group_mul_add(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, acc: ir.Value) -> ir.Value:
        """acc[i] + the sum over the group of x.g[i]*y.g[i], each 32-bit lane read as two i16
        (or bf16), or as four bytes (x's unsigned, y's signed)."""
        n = self.cfg.lanes
        for fn in (self.dpbf16ps, self.vpdpbusd):
            if fn is not None:
                parts = fn.function_type.args[1]
                return b.call(fn, [acc, b.bitcast(x, parts), b.bitcast(y, parts)])
        halves = ir.VectorType(ir.IntType(16), 2 * n)
        wide = ir.VectorType(ir.IntType(32), 2 * n)
        prod = b.mul(b.sext(b.bitcast(x, halves), wide), b.sext(b.bitcast(y, halves), wide))
        undef = ir.Constant(wide, ir.Undefined)
        lo = b.shuffle_vector(prod, undef, ir.Constant(ir.VectorType(ir.IntType(32), n), list(range(0, 2 * n, 2))))
        hi = b.shuffle_vector(prod, undef, ir.Constant(ir.VectorType(ir.IntType(32), n), list(range(1, 2 * n, 2))))
        return b.add(b.add(lo, hi), acc)

    def _mul_add(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, acc: ir.Value) -> ir.Value:
        if self.fma is not None:
            return b.call(self.fma, [x, y, acc])
        return b.add(b.mul(x, y), acc)

    def _add(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        return b.fadd(x, y) if self.is_float else b.add(x, y)

    # ---- the store ---------------------------------------------------------------------
    def _store(self, b: ir.IRBuilder, accs: list[ir.Value], c: ir.Value, rs: ir.Value, cs: ir.Value,
               rows: ir.Value, cols: ir.Value, accumulate: ir.Value, tile: ir.Value, corr: ir.Value | None) -> None:
        """The tile into C: overwritten by the first K slice (plus ``corr[col]`` when given),
        added to by later ones."""
        cfg = self.cfg
        corrections = []
        if corr is not None:
            for v in range(cfg.nv):
                load = b.load(b.gep(corr, [I64(v * cfg.lanes)], inbounds=True, source_etype=cfg.scalar), typ=cfg.vector)
                load.align = cfg.itemsize
                corrections.append(load)
        full = b.and_(b.and_(b.icmp_signed("==", rows, I64(cfg.mr)), b.icmp_signed("==", cols, I64(cfg.nr))),
                      b.icmp_signed("==", cs, I64(1)))
        vec_bb = self.fn.append_basic_block("store.vec")
        add_bb = self.fn.append_basic_block("store.add")
        edge_bb = self.fn.append_basic_block("store.edge")
        done = self.fn.append_basic_block("done")
        b.cbranch(full, vec_bb, edge_bb)
        b.position_at_end(vec_bb)
        overwrite_bb = self.fn.append_basic_block("store.overwrite")
        b.cbranch(accumulate, add_bb, overwrite_bb)
        for block, add in ((overwrite_bb, False), (add_bb, True)):  # C is not read unless added to
            b.position_at_end(block)
            for r in range(cfg.mr):
                for v in range(cfg.nv):
                    ptr = b.gep(c, [b.add(b.mul(rs, I64(r)), I64(v * cfg.lanes))], inbounds=True,
                                source_etype=cfg.scalar)
                    value = accs[r * cfg.nv + v]
                    if add:
                        old = b.load(ptr, typ=cfg.vector)
                        old.align = cfg.itemsize
                        value = self._add(b, old, value)
                    elif corrections:
                        value = self._add(b, value, corrections[v])
                    b.store(value, ptr).align = cfg.itemsize
            b.branch(done)
        b.position_at_end(edge_bb)
        for r in range(cfg.mr):
            for v in range(cfg.nv):
                ptr = b.gep(tile, [I64(r * cfg.nr + v * cfg.lanes)], inbounds=True, source_etype=cfg.scalar)
                b.store(accs[r * cfg.nv + v], ptr).align = cfg.itemsize
        with for_range(b, rows, "er") as r:
            with for_range(b, cols, "ec") as col:
                src = b.gep(tile, [b.add(b.mul(r, I64(cfg.nr)), col)], inbounds=True, source_etype=cfg.scalar)
                dst = b.gep(c, [b.add(b.mul(r, rs), b.mul(col, cs))], inbounds=True, source_etype=cfg.scalar)
                value = b.load(src, typ=cfg.scalar)
                first = value if corr is None else \
                    self._add(b, value, b.load(b.gep(corr, [col], inbounds=True, source_etype=cfg.scalar), typ=cfg.scalar))
                value = b.select(accumulate, self._add(b, b.load(dst, typ=cfg.scalar), value), first)
                b.store(value, dst)
        b.branch(done)
        b.position_at_end(done)
        b.ret_void()
