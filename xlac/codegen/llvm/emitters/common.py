"""What the whole-op emitters share: stack slots for loop-carried values, filling and copying
arrays, looping over every "row" of an array along one dim, and scalar arithmetic and type
conversion through the elemental emitter (so XLA's scalar semantics live in one place).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.loops import Index, IrArray, loop_nest
from xlac.codegen.llvm.types import (
    I64,
    const,
    is_small_float,
    to_storage,
    to_value,
    value_type,
)
from xlac.hlo.dtypes import BY_NAME, DType
from xlac.hlo.shapes import ArrayShape

F32_DT, F64_DT = BY_NAME["f32"], BY_NAME["f64"]


def stack_slot(ctx: EmitContext, ty: ir.Type, name: str = "slot") -> ir.Value:
    """An alloca in the function's entry block (so loops do not grow the stack; mem2reg
    turns it into SSA values)."""
    b = ctx.builder  # emission always appends, so the builder sits at the end of its block
    here = b.block
    b.position_at_start(ctx.function.entry_basic_block)
    slot = b.alloca(ty, name=name)
    b.position_at_end(here)
    return slot


class Slots:
    """Loop-carried scalars (accumulators, running picks) kept in stack slots."""

    def __init__(self, ctx: EmitContext, types: Sequence[ir.Type], name: str = "acc"):
        self.ptrs = [stack_slot(ctx, t, name) for t in types]
        self.types = list(types)

    def load(self, b: ir.IRBuilder) -> list[ir.Value]:
        return [b.load(p, typ=t) for p, t in zip(self.ptrs, self.types)]

    def store(self, b: ir.IRBuilder, values: Sequence[ir.Value]) -> None:
        for p, v in zip(self.ptrs, values):
            b.store(v, p)


def physical_order(shape: ArrayShape) -> list[int]:
    """Dims major-to-minor, the loop order that walks memory sequentially."""
    return list(reversed(shape.minor_to_major))


def fill_many(ctx: EmitContext, outs: Sequence[IrArray], gen: Callable[[ir.IRBuilder, Index], list[ir.Value]]) -> None:
    """outs[k][i] = gen(i)[k] for every index i of the (equally shaped) outputs."""
    b = ctx.builder
    with loop_nest(b, outs[0].shape.dims, "o", physical_order(outs[0].shape)) as idx:
        for out, v in zip(outs, gen(b, idx)):
            out.store(b, v, idx)


def fill(ctx: EmitContext, out: IrArray, gen: Callable[[ir.IRBuilder, Index], ir.Value]) -> None:
    fill_many(ctx, [out], lambda b, idx: [gen(b, idx)])


def copy_array(ctx: EmitContext, src: IrArray, dst: IrArray) -> None:
    """dst = src, element by element (layouts may differ; LLVM turns same-layout loops into memcpy)."""
    fill(ctx, dst, lambda b, idx: src.load(b, idx))


@contextmanager
def rows(b: ir.IRBuilder, dims: Sequence[int], dim: int, name: str = "row") -> Iterator[Index]:
    """Loops over every index of ``dims`` with ``dim`` left out; yields an index whose entry
    ``dim`` is a placeholder (callers substitute the position along the row)."""
    outer = [d for d in range(len(dims)) if d != dim]
    with loop_nest(b, [dims[d] for d in outer], name) as sub:
        idx: list[ir.Value] = [I64(0)] * len(dims)
        for k, d in enumerate(outer):
            idx[d] = sub[k]
        yield idx


def at(idx: Sequence[ir.Value], dim: int, value: ir.Value) -> list[ir.Value]:
    """``idx`` with entry ``dim`` replaced."""
    out = list(idx)
    out[dim] = value
    return out


# ---------------------------------------------------------------------------------------------
# Scalar arithmetic through the elemental emitter


def arith(ctx: EmitContext, b: ir.IRBuilder, op: str, dt: DType, *args: ir.Value) -> ir.Value:
    """One elementwise HLO op on compute-form values of type ``dt``."""
    return ctx.elemental.emit_op(b, op, [dt] * len(args), dt, list(args), {})


def convert(ctx: EmitContext, b: ir.IRBuilder, v: ir.Value, src: DType, dst: DType) -> ir.Value:
    """HLO ``convert`` of a compute-form value; free when the compute forms already agree."""
    exact = src == dst or (src.is_integer and dst.is_integer and min(src.bits, dst.bits) >= 8) or \
        (src.is_float and dst.is_float and dst.name in ("f32", "f64"))
    if exact and value_type(src) == value_type(dst):
        return v
    return ctx.elemental.emit_op(b, "convert", [src], dst, [v], {})


def accumulator_dtype(out: DType) -> DType:
    """What dot/convolution accumulate in: the result type, but f32 for narrower floats (XLA
    CPU upcasts bf16/f16 dots to f32)."""
    if out.is_float and out.bits < 32:
        return F32_DT
    return out


def zero(dt: DType) -> ir.Constant:
    return const(dt, 0)


def round_to(b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
    """A compute-form value rounded to what ``dt`` can hold (bf16/f16/f8 computed in f32 round
    after every reducer step, as XLA's per-op float normalization does)."""
    return to_value(b, to_storage(b, v, dt), dt) if is_small_float(dt) else v
