"""sort and topk: a stable bottom-up merge sort of a permutation, once per row.

Sorting indices (an i64 scratch buffer) rather than values lets one routine serve any number of
operands and any comparator; the operands are gathered through the final permutation. Merging
takes the right run's element only when it is strictly "less" than the left one, so equal
elements keep their order (stable, as XLA:CPU sorts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.emitters.common import Slots, at, rows
from xlac.codegen.llvm.loops import for_range
from xlac.codegen.llvm.types import F64, I64, PTR, value_type
from xlac.errors import XlacError
from xlac.hlo.dtypes import S64, DType
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

Less = Callable[[ir.IRBuilder, ir.Value, ir.Value], ir.Value]  # (b, i, j) -> i1 "i before j"


def _elem(b: ir.IRBuilder, ptr: ir.Value, i: ir.Value) -> ir.Value:
    return b.gep(ptr, [i], inbounds=True, source_etype=I64)


def _min(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed("<", x, y), x, y)


def merge_sort(ctx: EmitContext, n: int, less: Less, scratch: tuple[ir.Value, ir.Value]) -> ir.Value:
    """Emit a stable sort of 0..n-1 under ``less``; returns a pointer to the sorted permutation
    (one of the two ``scratch`` buffers of n i64)."""
    b = ctx.builder
    with for_range(b, n, "init") as i:
        b.store(i, _elem(b, scratch[0], i))
    state = Slots(ctx, [PTR, PTR, I64], "msort")  # src, dst, run width
    state.store(b, [scratch[0], scratch[1], I64(1)])
    header = b.append_basic_block("msort.pass")
    body = b.append_basic_block("msort.body")
    done = b.append_basic_block("msort.done")
    b.branch(header)
    b.position_at_end(header)
    b.cbranch(b.icmp_signed("<", state.load(b)[2], I64(n)), body, done)
    b.position_at_end(body)
    src, dst, width = state.load(b)
    span = b.mul(width, I64(2))
    runs = b.udiv(b.add(I64(n - 1), span), span)
    cursor = Slots(ctx, [I64, I64], "merge")
    with for_range(b, runs, "run") as r:
        lo = b.mul(r, span)
        mid = _min(b, b.add(lo, width), I64(n))
        hi = _min(b, b.add(lo, span), I64(n))
        cursor.store(b, [lo, mid])
        with for_range(b, hi, "k", start=lo) as k:
            i, j = cursor.load(b)
            left = b.load(_elem(b, src, _min(b, i, I64(n - 1))), typ=I64)
            right = b.load(_elem(b, src, _min(b, j, I64(n - 1))), typ=I64)
            left_done = b.icmp_signed(">=", i, mid)
            take_right = b.and_(b.icmp_signed("<", j, hi), b.or_(left_done, less(b, right, left)))
            b.store(b.select(take_right, right, left), _elem(b, dst, k))
            step = b.zext(take_right, I64)
            cursor.store(b, [b.add(i, b.sub(I64(1), step)), b.add(j, step)])
    state.store(b, [dst, src, span])
    b.branch(header)
    b.position_at_end(done)
    return state.load(b)[0]


def _scratch(ctx: EmitContext, n: int) -> tuple[ir.Value, ir.Value]:
    return ctx.alloc(ArrayShape(S64, (n,))).ptr, ctx.alloc(ArrayShape(S64, (n,))).ptr


Write = Callable[[ir.IRBuilder, list[ir.Value], ir.Value, ir.Value], None]  # (b, row, k, perm[k])


def sort_rows(ctx: EmitContext, shape: ArrayShape, dim: int, less_for_row: Callable[[list[ir.Value]], Less],
              write: Write, count: int | None = None) -> None:
    """For every row of ``shape`` along ``dim``: sort it, then ``write`` result position k from
    source position perm[k], for the first ``count`` positions (all by default)."""
    n = shape.dims[dim]
    if n == 0:
        return
    scratch = _scratch(ctx, n)
    b = ctx.builder
    with rows(b, shape.dims, dim) as row:
        perm = merge_sort(ctx, n, less_for_row(row), scratch)
        with for_range(b, n if count is None else count, "take") as k:
            write(b, row, k, b.load(_elem(b, perm, k), typ=I64))


@emitter("sort")
def sort(ctx: EmitContext, instr: Instruction, operands: list, out: Any) -> None:
    """Variadic sort along ``dimensions[0]``; to_apply(l0, r0, l1, r1, ...) says "l before r"."""
    outs = list(out) if isinstance(out, tuple) else [out]
    dim = instr.attrs["dimensions"][0]
    comp = instr.attrs["to_apply"]

    def less_for_row(row: list[ir.Value]) -> Less:
        def less(b: ir.IRBuilder, i: ir.Value, j: ir.Value) -> ir.Value:
            args = []
            for x in operands:
                args += [x.load(b, at(row, dim, i)), x.load(b, at(row, dim, j))]
            return ctx.call_scalar(comp, args)[0]
        return less

    def write(b: ir.IRBuilder, row: list[ir.Value], k: ir.Value, p: ir.Value) -> None:
        for x, o in zip(operands, outs):
            o.store(b, x.load(b, at(row, dim, p)), at(row, dim, k))

    sort_rows(ctx, operands[0].shape, dim, less_for_row, write)


def total_order_less(b: ir.IRBuilder, x: ir.Value, y: ir.Value, dt: DType) -> ir.Value:
    """x < y in XLA's TOTALORDER: -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN."""
    if dt.is_float:
        ity = ir.IntType(64 if x.type == F64 else 32)  # small floats compute in f32: same order
        bits_x, bits_y = b.bitcast(x, ity), b.bitcast(y, ity)
        mag = ir.Constant(bits_x.type, (1 << (bits_x.type.width - 1)) - 1)

        def key(v: ir.Value) -> ir.Value:
            return b.select(b.icmp_signed("<", v, ir.Constant(v.type, 0)), b.xor(v, mag), v)

        return b.icmp_signed("<", key(bits_x), key(bits_y))
    if dt.is_signed:
        return b.icmp_signed("<", x, y)
    if dt.is_pred:
        return b.and_(b.not_(x), y)
    return b.icmp_unsigned("<", x, y)


@emitter("topk")
def topk(ctx: EmitContext, instr: Instruction, operands: list, out: Any) -> None:
    """The k largest (or smallest) along the last dim in total order, ties lower index first;
    results are (values, s32 indices)."""
    (x,) = operands
    values, indices = out
    count = instr.attrs["k"]
    largest = bool(instr.attrs.get("largest", True))
    dim = x.shape.rank - 1
    dt = x.dtype
    if dt.is_complex:
        raise XlacError("topk of complex values is not defined")

    def less_for_row(row: list[ir.Value]) -> Less:
        def less(b: ir.IRBuilder, i: ir.Value, j: ir.Value) -> ir.Value:
            xi, xj = x.load(b, at(row, dim, i)), x.load(b, at(row, dim, j))
            return total_order_less(b, xj, xi, dt) if largest else total_order_less(b, xi, xj, dt)
        return less

    def write(b: ir.IRBuilder, row: list[ir.Value], k: ir.Value, p: ir.Value) -> None:
        values.store(b, x.load(b, at(row, dim, p)), at(row, dim, k))
        indices.store(b, b.trunc(p, value_type(indices.dtype)) if indices.dtype.bits < 64 else p,
                      at(row, dim, k))

    sort_rows(ctx, x.shape, dim, less_for_row, write, count=count)
