"""Float dots as tiled kernels: 16x16 output tiles with operand tiles staged through block-shared
memory, or register-blocked GEMM tiles (gemm.py) for large f32-accumulated ones.

A dot alone, or a fusion whose other ops only transform the product element by element (bias,
activation...), with at least TILE contracted elements and TILE x TILE outputs. Every output sums
its products in the sequential k order, so results equal the per-element dot's.

    plan = tiled_dot_plan(em, instr, ops, outs)   # (dot, lhs, rhs, finish, output) or None
    grid, block = (blocked_dot if blocked_dot_fits(plan[0]) else tiled_dot)(threads, ctx, *plan)
"""

from __future__ import annotations

from collections.abc import Callable
from math import prod
from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.memory import array
from xlac.codegen.gpu.threads import Threads
from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.emitters.common import accumulator_dtype, arith, convert
from xlac.codegen.llvm.fused import FusedGenerators
from xlac.codegen.llvm.generators import assemble_index, delinearize
from xlac.codegen.llvm.ir_emitter import FunctionEmitter
from xlac.codegen.llvm.loops import IrArray, for_range, if_then
from xlac.codegen.llvm.types import I64, value_type
from xlac.hlo import opcodes
from xlac.hlo.attributes import DotDims
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import ArrayShape

TILE = 16  # tiled dot: 16x16 outputs per block, 16-wide slices of the contracting dims


def tiled_dot_plan(em: FunctionEmitter, instr: Instruction, ops: list, outs: Any):
    """(dot, lhs generator, rhs generator, finish, output) for a float dot big enough to
    tile, alone or as a fusion whose other ops only transform its result element by element
    (bias, activation...): ``finish(b, idx, acc)`` is the output value at ``idx``."""
    if not isinstance(outs, IrArray):
        return None
    if instr.opcode == "dot":
        dot = instr
        lhs, rhs = em.generator_of(ops[0]), em.generator_of(ops[1])
        ctx = _ctx(em)

        def finish(b: ir.IRBuilder, idx: list, acc: ir.Value) -> ir.Value:
            return convert(ctx, b, acc, acc_dtype(dot), array(dot.shape).dtype)
    elif instr.opcode == "fusion":
        comp = instr.attrs["calls"]
        dots = [i for i in comp.instructions if i.opcode == "dot"]
        if len(dots) != 1 or not _elementwise_to_root(comp, dots[0]):
            return None
        dot = dots[0]
        fg = FusedGenerators(em, comp, ops)
        if not fg.supported():
            return None
        lhs, rhs = fg.get(dot.operands[0]), fg.get(dot.operands[1])
        ctx = _ctx(em)
        holder: dict[str, ir.Value] = {}
        out_dt = array(dot.shape).dtype
        fg.override(dot, lambda b, idx: convert(ctx, b, holder["acc"], acc_dtype(dot), out_dt))
        root = fg.get(comp.root)

        def finish(b: ir.IRBuilder, idx: list, acc: ir.Value) -> ir.Value:
            holder["acc"] = acc
            return root(b, idx)
    else:
        return None
    out_shape, lhs_shape, rhs_shape = array(dot.shape), array(dot.operands[0].shape), array(dot.operands[1].shape)
    out_dt = out_shape.dtype
    if not (out_dt.is_float and lhs_shape.dtype.is_float and rhs_shape.dtype.is_float) or out_dt.is_complex:
        return None
    dd = dot_dims(dot)
    k = 1
    for d in dd.lhs_contracting:
        k *= lhs_shape.dims[d]
    if k < TILE or out_shape.num_elements < TILE * TILE:
        return None
    return dot, lhs, rhs, finish, outs


def tiled_dot(threads: Threads, ctx: EmitContext, dot: Instruction, lhs: Generator, rhs: Generator,
              finish: Callable, out: IrArray) -> tuple:
    """Block (batch, mt, nt) computes a 16x16 output tile, thread (ty, tx) one element of it;
    per 16-wide slice of the contracting dims, each thread stages one lhs and one rhs element
    into shared memory, then all accumulate from the staged tiles (every operand element is
    read from global memory once per tile instead of once per output). The k order is the
    sequential one, so results equal the per-element dot's. Returns (grid, block)."""
    ls, rs = array(dot.operands[0].shape), array(dot.operands[1].shape)
    dd = dot_dims(dot)
    acc_dt = acc_dtype(dot)
    acc_ty = value_type(acc_dt)
    batch_dims = [ls.dims[d] for d in dd.lhs_batch]
    m_dims = [ls.dims[d] for d in dd.lhs_free]
    n_dims = [rs.dims[d] for d in dd.rhs_free]
    k_dims = [ls.dims[d] for d in dd.lhs_contracting]
    M, N, K, nbatch = prod(m_dims), prod(n_dims), prod(k_dims), prod(batch_dims)
    mt_count, nt_count, kt_count = -(-M // TILE), -(-N // TILE), -(-K // TILE)
    blocks = nbatch * mt_count * nt_count
    block_threads = TILE * TILE
    b = ctx.builder
    a_tile = threads.shared_array(ctx, acc_ty, block_threads)
    b_tile = threads.shared_array(ctx, acc_ty, block_threads)
    acc = threads.private(ctx, acc_ty, block_threads)
    zero = acc_ty(0.0)

    def at(ptr: ir.Value, i: ir.Value) -> ir.Value:
        return b.gep(ptr, [i], inbounds=True, source_etype=acc_ty)

    def per_block(bid: ir.Value) -> None:
        nt = b.urem(bid, I64(nt_count))
        mt = b.urem(b.udiv(bid, I64(nt_count)), I64(mt_count))
        batch = delinearize(b, b.udiv(bid, I64(nt_count * mt_count)), batch_dims) if batch_dims else []

        def coords(t: ir.Value) -> tuple[ir.Value, ir.Value]:
            return b.udiv(t, I64(TILE)), b.urem(t, I64(TILE))

        threads.phase(ctx, block_threads, lambda t: acc.store(t, zero), barrier=False)
        with for_range(b, kt_count, "kt") as kt:
            def stage(t: ir.Value) -> None:
                ty, tx = coords(t)
                k0 = b.mul(kt, I64(TILE))
                m, ka = b.add(b.mul(mt, I64(TILE)), ty), b.add(k0, tx)
                kb, n = b.add(k0, ty), b.add(b.mul(nt, I64(TILE)), tx)
                b.store(zero, at(a_tile, t))
                b.store(zero, at(b_tile, t))
                with if_then(b, b.and_(b.icmp_unsigned("<", m, I64(M)), b.icmp_unsigned("<", ka, I64(K)))):
                    idx = assemble_index(ls.rank, (dd.lhs_batch, batch), (dd.lhs_free, split(b, m, m_dims)),
                                         (dd.lhs_contracting, split(b, ka, k_dims)))
                    b.store(convert(ctx, b, lhs(b, idx), ls.dtype, acc_dt), at(a_tile, t))
                with if_then(b, b.and_(b.icmp_unsigned("<", kb, I64(K)), b.icmp_unsigned("<", n, I64(N)))):
                    idx = assemble_index(rs.rank, (dd.rhs_batch, batch), (dd.rhs_free, split(b, n, n_dims)),
                                         (dd.rhs_contracting, split(b, kb, k_dims)))
                    b.store(convert(ctx, b, rhs(b, idx), rs.dtype, acc_dt), at(b_tile, t))

            def multiply(t: ir.Value) -> None:
                ty, tx = coords(t)
                total = acc.load(t)
                for kk in range(TILE):  # unrolled: the compiler keeps the tile rows in registers
                    x = b.load(at(a_tile, b.add(b.mul(ty, I64(TILE)), I64(kk))), typ=acc_ty)
                    y = b.load(at(b_tile, b.add(I64(kk * TILE), tx)), typ=acc_ty)
                    total = arith(ctx, b, "add", acc_dt, total, arith(ctx, b, "multiply", acc_dt, x, y))
                acc.store(t, total)

            threads.phase(ctx, block_threads, stage)
            threads.phase(ctx, block_threads, multiply)

        def write(t: ir.Value) -> None:
            ty, tx = coords(t)
            m, n = b.add(b.mul(mt, I64(TILE)), ty), b.add(b.mul(nt, I64(TILE)), tx)
            with if_then(b, b.and_(b.icmp_unsigned("<", m, I64(M)), b.icmp_unsigned("<", n, I64(N)))):
                idx = list(batch) + split(b, m, m_dims) + split(b, n, n_dims)
                out.store(b, finish(b, idx, acc.load(t)), idx)

        threads.phase(ctx, block_threads, write, barrier=False)

    threads.for_each_block(b, blocks, per_block)
    return (blocks, 1, 1), (block_threads, 1, 1)


def _ctx(em: FunctionEmitter) -> EmitContext:
    """The context of the kernel being emitted."""
    assert em.ctx is not None
    return em.ctx


def split(b: ir.IRBuilder, lin: ir.Value, dims: list[int]) -> list[ir.Value]:
    """A row-major linear position over ``dims`` as one index per dim."""
    return delinearize(b, lin, dims) if dims else []


def dot_dims(dot: Instruction) -> DotDims:
    return DotDims.of(dot.attrs, array(dot.operands[0].shape).rank, array(dot.operands[1].shape).rank)


def acc_dtype(dot: Instruction):  # type: ignore[no-untyped-def]
    return accumulator_dtype(array(dot.shape).dtype)


def _elementwise_to_root(comp: Computation, dot: Instruction) -> bool:
    """Does every path from ``dot`` to the root go through elementwise ops of the dot's dims
    (so the root at index i needs the dot's value at i only)?"""
    users: dict[Instruction, list[Instruction]] = {}
    for instr in comp.instructions:
        for o in instr.operands:
            users.setdefault(o, []).append(instr)
    todo, seen = [dot], set()
    while todo:
        cur = todo.pop()
        if cur in seen:
            continue
        seen.add(cur)
        for u in users.get(cur, []):
            info = opcodes.lookup(u.opcode)
            if not isinstance(u.shape, ArrayShape) or u.shape.dims != array(dot.shape).dims or info is None \
                    or not info.is_elementwise:
                return False
            todo.append(u)
    return comp.root in seen
