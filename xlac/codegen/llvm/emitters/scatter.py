"""dynamic-update-slice and scatter: copy the operand(s), then write the update windows in place.

    dynamic-update-slice(x, u, i, j):  out = x; out[clamp(i) + a, clamp(j) + b] = u[a, b]
    scatter: per scatter index (row-major over the update's scatter dims), the whole update
             window is combined into the output with to_apply, or dropped when it does not fit.
"""

from __future__ import annotations

import math
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.emitters.common import Slots, copy_array, physical_order, round_to
from xlac.codegen.llvm.generators import (
    all_true,
    as_generator,
    assemble_index,
    batch_axis,
    delinearize,
    dynamic_starts,
    index_component,
)
from xlac.codegen.llvm.loops import IrArray, for_range, loop_nest
from xlac.codegen.llvm.outline import parallel_for, threads_enabled
from xlac.codegen.llvm.scratch import scratch
from xlac.codegen.llvm.types import I8, I32, I64
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape


@emitter("dynamic-update-slice")
def dynamic_update_slice(ctx: EmitContext, instr: Instruction, operands: list, out: IrArray) -> None:
    """Start indices are clamped so the whole update fits (XLA semantics)."""
    operand, update, *starts = operands
    copy_array(ctx, operand, out)
    b = ctx.builder
    origin = dynamic_starts(b, [as_generator(s) for s in starts], [s.shape for s in starts],
                            operand.shape.dims, update.shape.dims)
    with loop_nest(b, update.shape.dims, "u", physical_order(update.shape)) as u:
        out.store(b, update.load(b, u), [b.add(s, i) for s, i in zip(origin, u)])


@emitter("scatter")
def scatter(ctx: EmitContext, instr: Instruction, operands: list, out: Any) -> None:
    """XLA's general (variadic) scatter, applied in order like XLA's ScatterExpander; a large one
    on several threads splits its output among them (see _scatter_in_parts).

    The window start in operand space takes index-vector component k at
    scatter_dims_to_operand_dims[k] and the batch coordinate at input batching dims; a window
    with any start outside [0, dim - window size] is skipped whole."""
    n = (len(operands) - 1) // 2
    inputs, indices, updates = operands[:n], operands[n], operands[n + 1:]
    outs = list(out) if isinstance(out, tuple) else [out]
    for src, dst in zip(inputs, outs):
        if not src.same_memory(dst):  # the buffer assignment may update the operand in place
            copy_array(ctx, src, dst)
    update = _Updates(ctx, instr, outs, updates, as_generator(indices), indices.shape)
    owned = update.owned_dim()
    if owned is not None and threads_enabled(ctx) and update.elements >= PARALLEL_UPDATES \
            and update.elements >= PARALLEL_WINDOW * update.count \
            and outs[0].shape.dims[owned] >= 2 * ctx.target.threads and update.count < 1 << 31:
        _scatter_in_parts(ctx, update, owned)
        return
    b = ctx.builder
    with loop_nest(b, update.batch_dims, "sc") as batch:
        update.apply(b, batch)


PARALLEL_UPDATES = 1 << 15  # updated elements below which a scatter runs on one thread
# Every thread reads every index, so windows must be large enough to pay for that: scalar
# updates (bench/scatter_loop.hlo) ran 7.3 -> 11.8 ms split over 2 threads, 256-float rows
# (an embedding gradient, 20000 into 10000x256) 2.4 -> 1.8-2.2 ms
PARALLEL_WINDOW = 8


class _Updates:
    """One scatter's updates, applied one scatter index at a time."""

    def __init__(self, ctx: EmitContext, instr: Instruction, outs: list, updates: list, indices: Any,
                 indices_shape: ArrayShape):
        self.ctx, self.outs, self.updates, self.indices, self.indices_shape = ctx, outs, updates, indices, indices_shape
        a = self.attrs = instr.attrs
        self.update_window_dims = tuple(a["update_window_dims"])
        self.to_operand = tuple(a["scatter_dims_to_operand_dims"])
        self.ivd = a["index_vector_dim"]
        self.input_batching = tuple(a.get("input_batching_dims", ()))
        self.indices_batching = tuple(a.get("scatter_indices_batching_dims", ()))
        op_shape, up_shape = outs[0].shape, updates[0].shape
        self.scatter_dims = [d for d in range(up_shape.rank) if d not in self.update_window_dims]
        self.window_operand = [d for d in range(op_shape.rank)
                               if d not in a["inserted_window_dims"] and d not in self.input_batching]
        self.window_size = [1] * op_shape.rank
        for k, d in enumerate(self.window_operand):
            self.window_size[d] = up_shape.dims[self.update_window_dims[k]]
        self.batch_dims = [up_shape.dims[d] for d in self.scatter_dims]
        self.count = math.prod(self.batch_dims)
        self.elements = self.count * math.prod(self.window_size)

    def owned_dim(self) -> int | None:
        """The operand dim the threads split, when each update lands in one slice of it: the
        physical major dim, a window of size 1 there, its start taken from the index vector."""
        shape = self.outs[0].shape
        if not shape.rank:
            return None
        dim = list(reversed(shape.minor_to_major))[0]
        return dim if dim in self.to_operand and self.window_size[dim] == 1 else None

    def start(self, b: ir.IRBuilder, batch: list[ir.Value], dim: int) -> ir.Value:
        """The window's start in operand dim ``dim``."""
        if dim in self.to_operand:
            return index_component(b, self.indices, self.indices_shape, batch, self.ivd, self.to_operand.index(dim))
        if dim in self.input_batching:
            return batch[batch_axis(self.indices_batching[self.input_batching.index(dim)], self.ivd)]
        return I64(0)

    def apply(self, b: ir.IRBuilder, batch: list[ir.Value]) -> None:
        """Combine the update window at scatter index ``batch`` into the outputs, if it fits."""
        op_shape, up_shape = self.outs[0].shape, self.updates[0].shape
        start = [self.start(b, batch, d) for d in range(op_shape.rank)]
        fits = all_true(b, [b.icmp_unsigned("<=", s, I64(dim - size))
                            for s, dim, size in zip(start, op_shape.dims, self.window_size)])
        with b.if_then(fits):
            with loop_nest(b, [up_shape.dims[d] for d in self.update_window_dims], "win") as w:
                uidx = assemble_index(up_shape.rank, (self.scatter_dims, batch), (self.update_window_dims, w))
                oidx = list(start)
                for k, d in enumerate(self.window_operand):
                    oidx[d] = b.add(start[d], w[k])
                args = [o.load(b, oidx) for o in self.outs] + [u.load(b, uidx) for u in self.updates]
                for o, v in zip(self.outs, self.ctx.call_scalar(self.attrs["to_apply"], args)):
                    o.store(b, round_to(b, v, o.dtype), oidx)


def _scatter_in_parts(ctx: EmitContext, update: _Updates, dim: int) -> None:
    """Each thread owns a slice of the output's major dim: it lists, branch-free, the scatter
    indices whose window starts in its slice, then applies those in order. Every output element
    still sees its updates in their order, so the result is the sequential one bit for bit, with
    no atomics (targets may repeat, as in the gradient of an embedding lookup)."""
    parts, size, count = ctx.target.threads, update.outs[0].shape.dims[dim], update.count
    lists = scratch(ctx, parts * count * 4)  # per part: the positions of its updates (i32)

    def body(b: ir.IRBuilder, first: ir.Value, last: ir.Value) -> None:
        found = Slots(ctx, [I64], "scatter.found")
        with for_range(b, last, "sp", start=first) as p:
            lo = b.udiv(b.mul(p, I64(size)), I64(parts))
            hi = b.udiv(b.mul(b.add(p, I64(1)), I64(size)), I64(parts))
            mine = b.gep(lists, [b.mul(p, I64(count * 4))], inbounds=True, source_etype=I8)
            found.store(b, [I64(0)])
            with for_range(b, I64(count), "sq") as i:
                s = update.start(b, delinearize(b, i, update.batch_dims), dim)
                own = b.and_(b.icmp_unsigned("<=", lo, s), b.icmp_unsigned("<", s, hi))
                n = found.load(b)[0]
                b.store(b.trunc(i, I32), b.gep(mine, [n], inbounds=True, source_etype=I32))
                found.store(b, [b.add(n, b.zext(own, I64))])
            with for_range(b, found.load(b)[0], "sa") as j:
                i = b.zext(b.load(b.gep(mine, [j], inbounds=True, source_etype=I32), typ=I32), I64)
                update.apply(b, delinearize(b, i, update.batch_dims))

    parallel_for(ctx, parts, 1, body)
