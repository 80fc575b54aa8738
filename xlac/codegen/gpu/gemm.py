"""Large f32-accumulated dots as register-blocked GEMM tiles (the kernel behind the GPU targets'
dot figures; smaller or f64 dots keep dot.py's 16x16 shared-memory tiles).

Block (batch, mt, nt) computes a 128x128 output tile with 256 threads, each thread an 8x8
sub-tile held in registers: per 8-wide slice of the contracting dims the block stages a 128x8
slice of lhs (transposed, so a thread's rows are adjacent) and an 8x128 slice of rhs in shared
memory, and every thread does 64 fused multiply-adds per staged k, from 16 shared loads. Two
shared buffers alternate (one barrier per slice), and the slice after next is loaded from global
memory into registers while the current one is multiplied.
A thread's rows are ``tr*4 + {0..3}`` and ``64 + tr*4 + {0..3}`` (columns likewise): each group
of four is one 16-byte shared load, spread so a warp's loads hit distinct banks.

Each output accumulates its products in the sequential k order, as the per-element dot does,
with the GPU's flushing fused multiply-add (nvptx: ``fma.rn.ftz.f32``; fused: one rounding per
step, as XLA's GPU backend's cuBLAS and the cpu target's GEMM kernels do; FTZ/DAZ as XLA:CPU
computes).
"""

from __future__ import annotations

from collections.abc import Callable
from math import prod

from llvmlite import ir

from xlac.codegen.gpu.dot import split
from xlac.codegen.gpu.threads import Threads
from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.emitters.common import accumulator_dtype, convert
from xlac.codegen.llvm.generators import assemble_index, delinearize
from xlac.codegen.llvm.loops import IrArray, for_range, if_then
from xlac.codegen.llvm.types import I32, I64
from xlac.hlo.attributes import DotDims
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

BM = BN = 128  # output tile of a block
BK = 8  # contracting-dim slice staged per step
THREADS = 256  # 16 x 16 threads, an 8x8 sub-tile each
F32 = ir.FloatType()
F32X4 = ir.VectorType(F32, 4)


def blocked_dot_fits(dot: Instruction) -> bool:
    """An f32-accumulated float dot with at least a half tile of rows and columns: below that
    most of a 128x128 tile's threads would idle."""
    out, ls, rs = dot.shape, dot.operands[0].shape, dot.operands[1].shape
    if not (isinstance(out, ArrayShape) and isinstance(ls, ArrayShape) and isinstance(rs, ArrayShape)):
        return False
    if accumulator_dtype(out.dtype).name != "f32" or not (ls.dtype.is_float and rs.dtype.is_float):
        return False
    if ls.dtype.is_complex or rs.dtype.is_complex:
        return False
    dd = DotDims.of(dot.attrs, ls.rank, rs.rank)
    m = prod([ls.dims[d] for d in dd.lhs_free])
    n = prod([rs.dims[d] for d in dd.rhs_free])
    k = prod([ls.dims[d] for d in dd.lhs_contracting])
    return m >= BM // 2 and n >= BN // 2 and k >= BK


def blocked_dot(threads: Threads, ctx: EmitContext, dot: Instruction, lhs: Generator, rhs: Generator,
                finish: Callable, out: IrArray) -> tuple:
    """Emit the kernel body; returns (grid, block). ``finish(b, idx, acc)`` is the output
    element at ``idx`` given its accumulated f32 sum (a fused bias or activation)."""
    ls, rs = dot.operands[0].shape, dot.operands[1].shape
    assert isinstance(ls, ArrayShape) and isinstance(rs, ArrayShape)
    dd = DotDims.of(dot.attrs, ls.rank, rs.rank)
    acc_dt = accumulator_dtype(out.shape.dtype)  # f32 (blocked_dot_fits)
    batch_dims = [ls.dims[d] for d in dd.lhs_batch]
    m_dims = [ls.dims[d] for d in dd.lhs_free]
    n_dims = [rs.dims[d] for d in dd.rhs_free]
    k_dims = [ls.dims[d] for d in dd.lhs_contracting]
    M, N, K = prod(m_dims), prod(n_dims), prod(k_dims)
    mt_count, nt_count, kt_count = -(-M // BM), -(-N // BN), -(-K // BK)
    blocks = prod(batch_dims) * mt_count * nt_count
    b = ctx.builder
    simulate = threads.simulate
    # two [k][m] lhs slices and two [k][n] rhs slices: slice kt+1 is staged while kt is read
    a_tile = threads.shared_array(ctx, F32, 2 * BK * BM)
    b_tile = threads.shared_array(ctx, F32, 2 * BK * BN)
    per = BK // 2  # elements of each operand a thread loads per slice
    acc = [threads.private(ctx, F32, THREADS) for _ in range(64)]
    pre_a = [threads.private(ctx, F32, THREADS) for _ in range(per)]
    pre_b = [threads.private(ctx, F32, THREADS) for _ in range(per)]
    zero = F32(0.0)
    fma = threads.fma_f32(ctx)
    # the GPU's fma flushes its operands; the simulator's llvm.fma needs them flushed
    flush = ctx.elemental.ftz if simulate else (lambda b, x: x)

    def shared(ptr: ir.Value, i: ir.Value) -> ir.Value:
        return b.gep(ptr, [i], inbounds=True, source_etype=F32)

    def per_block(bid: ir.Value) -> None:
        # row-major block order: grouping row tiles for L2 (Triton's swizzle) measured 2.5% slower
        # at 4096^2 on an H200
        nt = b.urem(bid, I64(nt_count))
        mt = b.urem(b.udiv(bid, I64(nt_count)), I64(mt_count))
        batch = delinearize(b, b.udiv(bid, I64(nt_count * mt_count)), batch_dims) if batch_dims else []
        m0, n0 = b.mul(mt, I64(BM)), b.mul(nt, I64(BN))
        b_threads = BN // per  # threads per staged rhs row

        def load(t: ir.Value, kt: ir.Value) -> None:
            """This thread's lhs and rhs elements of slice ``kt`` into registers: lhs row t/2, k
            (t%2)*per + j; rhs k t/b_threads, column (t%b_threads)*per + j (adjacent addresses
            when k, respectively n, is the minor dim)."""
            k0 = b.mul(kt, I64(BK))
            m = b.add(m0, b.udiv(t, I64(2)))
            ka0 = b.add(k0, b.mul(b.urem(t, I64(2)), I64(per)))
            kb = b.add(k0, b.udiv(t, I64(b_threads)))
            n_0 = b.add(n0, b.mul(b.urem(t, I64(b_threads)), I64(per)))
            m_ok = b.icmp_unsigned("<", m, I64(M))
            kb_ok = b.icmp_unsigned("<", kb, I64(K))
            for j in range(per):
                ka = b.add(ka0, I64(j))
                pre_a[j].store(t, zero)
                with if_then(b, b.and_(m_ok, b.icmp_unsigned("<", ka, I64(K)))):
                    idx = assemble_index(ls.rank, (dd.lhs_batch, batch), (dd.lhs_free, split(b, m, m_dims)),
                                         (dd.lhs_contracting, split(b, ka, k_dims)))
                    pre_a[j].store(t, flush(b, convert(ctx, b, lhs(b, idx), ls.dtype, acc_dt)))
                n = b.add(n_0, I64(j))
                pre_b[j].store(t, zero)
                with if_then(b, b.and_(kb_ok, b.icmp_unsigned("<", n, I64(N)))):
                    idx = assemble_index(rs.rank, (dd.rhs_batch, batch), (dd.rhs_free, split(b, n, n_dims)),
                                         (dd.rhs_contracting, split(b, kb, k_dims)))
                    pre_b[j].store(t, flush(b, convert(ctx, b, rhs(b, idx), rs.dtype, acc_dt)))

        def buffer(kt: ir.Value, size: int) -> ir.Value:
            return b.mul(b.urem(kt, I64(2)), I64(size))

        def stage(t: ir.Value, kt: ir.Value) -> None:
            """The registers (slice kt) into shared buffer kt%2."""
            abase, bbase = buffer(kt, BK * BM), buffer(kt, BK * BN)
            arow = b.add(abase, b.udiv(t, I64(2)))
            ak = b.mul(b.urem(t, I64(2)), I64(per))
            brow = b.add(bbase, b.mul(b.udiv(t, I64(b_threads)), I64(BN)))
            bcol = b.mul(b.urem(t, I64(b_threads)), I64(per))
            for j in range(per):
                b.store(pre_a[j].load(t), shared(a_tile, b.add(b.mul(b.add(ak, I64(j)), I64(BM)), arow)))
                b.store(pre_b[j].load(t), shared(b_tile, b.add(brow, b.add(bcol, I64(j)))))

        def rows(t: ir.Value) -> list[ir.Value]:
            base = b.mul(b.udiv(t, I64(16)), I64(4))
            return [b.add(base, I64((i // 4) * 64 + i % 4)) for i in range(8)]

        def cols(t: ir.Value) -> list[ir.Value]:
            base = b.mul(b.urem(t, I64(16)), I64(4))
            return [b.add(base, I64((j // 4) * 64 + j % 4)) for j in range(8)]

        def quads(tile: ir.Value, offset: ir.Value, at: list[ir.Value]) -> list[ir.Value]:
            """tile[offset + at[i]], i < 8, as two 16-byte loads (at[0..3] and at[4..7] are
            adjacent and 4-aligned)."""
            out = []
            for q in (0, 4):
                v = b.load(shared(tile, b.add(offset, at[q])), typ=F32X4)
                v.align = 16
                out += [b.extract_element(v, I32(e)) for e in range(4)]
            return out

        def step(t: ir.Value, kt: ir.Value) -> None:
            """Stage slice kt+1 (loaded during the last step) into the other buffer, start
            loading slice kt+2, then multiply slice kt."""
            with if_then(b, b.icmp_unsigned("<", b.add(kt, I64(1)), I64(kt_count))):
                stage(t, b.add(kt, I64(1)))
            with if_then(b, b.icmp_unsigned("<", b.add(kt, I64(2)), I64(kt_count))):
                load(t, b.add(kt, I64(2)))
            r, c = rows(t), cols(t)
            abase, bbase = buffer(kt, BK * BM), buffer(kt, BK * BN)
            sums = [a.load(t) for a in acc]
            for kk in range(BK):  # unrolled: the tile's 64 sums stay in registers
                xs = quads(a_tile, b.add(abase, I64(kk * BM)), r)
                ys = quads(b_tile, b.add(bbase, I64(kk * BN)), c)
                sums = [fma(b, xs[i], ys[j], sums[i * 8 + j]) for i in range(8) for j in range(8)]
            for a, s in zip(acc, sums):
                a.store(t, s)

        def start(t: ir.Value) -> None:
            for a in acc:
                a.store(t, zero)
            load(t, I64(0))
            stage(t, I64(0))
            with if_then(b, b.icmp_unsigned("<", I64(1), I64(kt_count))):
                load(t, I64(1))

        def write(t: ir.Value) -> None:
            r, c = rows(t), cols(t)
            for i in range(8):
                m = b.add(m0, r[i])
                with if_then(b, b.icmp_unsigned("<", m, I64(M))):
                    for j in range(8):
                        n = b.add(n0, c[j])
                        with if_then(b, b.icmp_unsigned("<", n, I64(N))):
                            idx = list(batch) + split(b, m, m_dims) + split(b, n, n_dims)
                            out.store(b, finish(b, idx, acc[i * 8 + j].load(t)), idx)

        # one barrier per slice: a buffer is written one step after the step that read it
        threads.phase(ctx, THREADS, start)
        with for_range(b, kt_count, "kt") as kt:
            threads.phase(ctx, THREADS, lambda t: step(t, kt))
        threads.phase(ctx, THREADS, write, barrier=False)

    threads.for_each_block(b, blocks, per_block)
    threads.max_threads(ctx.function, THREADS)
    return (blocks, 1, 1), (THREADS, 1, 1)

