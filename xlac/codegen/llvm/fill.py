"""Loop nests that write whole arrays, split across threads when they are large.

    fill_many(ctx, [out], lambda b, idx: [value_at(b, idx)], work=1)

walks the output in physical (major-to-minor) order, so the innermost loop is the contiguous
dimension and LLVM's loop vectorizer turns it into vector code. When the module is compiled
with threads and the loop is worth it (elements x ``work`` per element), the outermost
dimensions (merged until there are enough iterations to share) go to ``parallel_for``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.generators import delinearize
from xlac.codegen.llvm.loops import Index, IrArray, for_range, loop_nest
from xlac.codegen.llvm.outline import parallel_for, threads_enabled
from xlac.codegen.llvm.types import I64
from xlac.hlo.ir import Instruction

MultiGen = Callable[[ir.IRBuilder, Index], list[ir.Value]]

PARALLEL_MIN_WORK = 1 << 16  # below this many inner steps a loop stays on one thread
CHUNK_WORK = 1 << 14  # inner steps per task, at least


def physical_order(shape) -> list[int]:
    return list(reversed(shape.minor_to_major))


Pin = tuple[int, ir.Value]  # (dim, value): that index is fixed (one row of a row group)


def fill_many(ctx: EmitContext, outs: Sequence[IrArray], gen: MultiGen, work: int = 1, pin: Pin | None = None) -> None:
    """outs[k][i] = gen(i)[k] for every index i of the (equally shaped) outputs (with
    ``pin``'s dim fixed to its value)."""
    shape = outs[0].shape
    order = physical_order(shape)

    def store(b: ir.IRBuilder, idx: Index) -> None:
        for out, v in zip(outs, gen(b, idx)):
            out.store(b, v, idx)

    parallel_loop_nest(ctx, shape.dims, order, store, work, pin)


def parallel_loop_nest(ctx: EmitContext, dims: Sequence[int], order: Sequence[int],
                       body: Callable[[ir.IRBuilder, Index], None], work: int = 1, pin: Pin | None = None) -> None:
    """``body(b, idx)`` for every index of ``dims`` (loops in ``order``, outermost first),
    the outer loops shared among threads when the total work is large; with ``pin``, one
    slice (the caller already runs in parallel)."""
    if pin is not None:
        _pinned_loop_nest(ctx, dims, order, body, pin)
        return
    total = 1
    for d in dims:
        total *= d
    if not threads_enabled(ctx) or not order or total * work < PARALLEL_MIN_WORK:
        with loop_nest(ctx.builder, dims, "i", order) as idx:
            body(ctx.builder, idx)
        return
    want = 8 * ctx.target.threads
    split, outer = 0, 1
    while split < len(order) and outer < want:
        outer *= dims[order[split]]
        split += 1
    outer_dims, inner = list(order[:split]), list(order[split:])
    inner_work = max(1, total // max(outer, 1)) * work
    grain = max(1, CHUNK_WORK // inner_work)

    def chunk(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
        with for_range(b, end, "p", start=begin) as lin:
            idx: list[ir.Value] = [I64(0)] * len(dims)
            if len(outer_dims) == 1:
                idx[outer_dims[0]] = lin
            else:
                sub = delinearize(b, lin, [dims[d] for d in outer_dims])
                for d, v in zip(outer_dims, sub):
                    idx[d] = v
            with loop_nest(b, [dims[d] for d in inner], "i") as rest:
                for d, v in zip(inner, rest):
                    idx[d] = v
                body(b, idx)

    parallel_for(ctx, outer, grain, chunk)


def _pinned_loop_nest(ctx: EmitContext, dims: Sequence[int], order: Sequence[int],
                      body: Callable[[ir.IRBuilder, Index], None], pin: Pin) -> None:
    dim, value = pin
    rest = [d for d in order if d != dim]
    b = ctx.builder
    with loop_nest(b, [dims[d] for d in rest], "i") as sub:
        idx: list[ir.Value] = [I64(0)] * len(dims)
        idx[dim] = value
        for d, v in zip(rest, sub):
            idx[d] = v
        body(b, idx)


def work_per_element(instr: Instruction) -> int:
    """Roughly how many inner steps one output element of ``instr`` costs (for threading)."""
    op = instr.opcode
    out: Any = instr.shape  # an array, and the operands' too, where it is read below
    if op == "dot":
        lhs: Any = instr.operands[0].shape
        return max(1, math.prod(lhs.dims[d] for d in instr.attrs.get("lhs_contracting_dims", ())))
    if op == "convolution":
        rhs: Any = instr.operands[1].shape
        return max(1, rhs.num_elements // max(1, out.dims[instr.attrs["dim_labels"].output_feature]))
    if op == "reduce" and not out.is_tuple:
        operand: Any = instr.operands[0].shape
        return max(1, operand.num_elements // max(1, out.num_elements))
    return 1
