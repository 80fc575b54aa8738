"""dynamic-update-slice and scatter: copy the operand(s), then write the update windows in place.

    dynamic-update-slice(x, u, i, j):  out = x; out[clamp(i) + a, clamp(j) + b] = u[a, b]
    scatter: per scatter index (row-major over the update's scatter dims), the whole update
             window is combined into the output with to_apply, or dropped when it does not fit.
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.emitters.common import copy_array, physical_order, round_to
from xlac.codegen.llvm.generators import (
    all_true,
    as_generator,
    assemble_index,
    batch_axis,
    dynamic_starts,
    index_component,
)
from xlac.codegen.llvm.loops import IrArray, loop_nest
from xlac.codegen.llvm.types import I64
from xlac.hlo.ir import Instruction


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
    """XLA's general (variadic) scatter, applied sequentially like XLA's ScatterExpander.

    The window start in operand space takes index-vector component k at
    scatter_dims_to_operand_dims[k] and the batch coordinate at input batching dims; a window
    with any start outside [0, dim - window size] is skipped whole."""
    a = instr.attrs
    n = (len(operands) - 1) // 2
    inputs, indices, updates = operands[:n], operands[n], operands[n + 1:]
    outs = list(out) if isinstance(out, tuple) else [out]
    for src, dst in zip(inputs, outs):
        if not src.same_memory(dst):  # the buffer assignment may update the operand in place
            copy_array(ctx, src, dst)
    update_window_dims = tuple(a["update_window_dims"])
    to_operand = tuple(a["scatter_dims_to_operand_dims"])
    ivd = a["index_vector_dim"]
    input_batching = tuple(a.get("input_batching_dims", ()))
    indices_batching = tuple(a.get("scatter_indices_batching_dims", ()))
    op_shape, up_shape = inputs[0].shape, updates[0].shape
    scatter_dims = [d for d in range(up_shape.rank) if d not in update_window_dims]
    window_operand = [d for d in range(op_shape.rank)
                      if d not in a["inserted_window_dims"] and d not in input_batching]
    window_size = [1] * op_shape.rank
    for k, d in enumerate(window_operand):
        window_size[d] = up_shape.dims[update_window_dims[k]]
    b = ctx.builder
    read_indices = as_generator(indices)
    with loop_nest(b, [up_shape.dims[d] for d in scatter_dims], "sc") as batch:
        start: list[ir.Value] = [I64(0)] * op_shape.rank
        for k, d in enumerate(to_operand):
            start[d] = index_component(b, read_indices, indices.shape, batch, ivd, k)
        for i, d in enumerate(input_batching):
            start[d] = batch[batch_axis(indices_batching[i], ivd)]
        fits = all_true(b, [b.icmp_unsigned("<=", s, I64(dim - size))
                            for s, dim, size in zip(start, op_shape.dims, window_size)])
        with b.if_then(fits):
            with loop_nest(b, [up_shape.dims[d] for d in update_window_dims], "win") as w:
                uidx = assemble_index(up_shape.rank, (scatter_dims, batch), (update_window_dims, w))
                oidx = list(start)
                for k, d in enumerate(window_operand):
                    oidx[d] = b.add(start[d], w[k])
                args = [o.load(b, oidx) for o in outs] + [u.load(b, uidx) for u in updates]
                for o, v in zip(outs, ctx.call_scalar(a["to_apply"], args)):
                    o.store(b, round_to(b, v, o.dtype), oidx)
