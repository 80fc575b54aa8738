"""Element generators for data-movement ops (index arithmetic), registered in context.GENERATORS,
plus the index helpers every op implementation shares (clamped starts, gather/scatter index
vectors, window taps, linearization, branchy value selection).

A generator maps a logical output index to the operand indices it reads:

    transpose(x), dimensions={1,0}:   out[i, j] = x[j, i]
    slice(x), slice={[1:7:2]}:        out[i] = x[1 + 2*i]

Index values are i64; loads go through the operand generators, so layouts never show here
except in ``bitcast`` (which is defined by the physical order).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator, generator
from xlac.codegen.llvm.loops import Index, IrArray
from xlac.codegen.llvm.types import (
    I1,
    I64,
    storage_type,
    to_storage,
    to_value,
    value_type,
)
from xlac.errors import XlacError
from xlac.hlo.attributes import WindowDim
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

INT64_MAX = (1 << 63) - 1


# ---------------------------------------------------------------------------------------------
# Index helpers


def as_generator(arr: IrArray) -> Generator:
    """An IrArray read as a generator, so emitters can share generator-based helpers."""
    return lambda b, idx: arr.load(b, idx)


def index_to_i64(b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
    """An integer index value as i64; huge u64 values saturate so clamping still sees them large."""
    width = v.type.width
    if width < 64:
        return b.zext(v, I64) if dt.is_unsigned or dt.is_pred else b.sext(v, I64)
    if dt.is_unsigned:
        return b.select(b.icmp_signed("<", v, I64(0)), I64(INT64_MAX), v)
    return v


def clamp(b: ir.IRBuilder, v: ir.Value, lo: int, hi: int) -> ir.Value:
    """min(max(v, lo), hi) on signed i64 (hi wins when hi < lo, as XLA's clamp of starts)."""
    v = b.select(b.icmp_signed("<", v, I64(lo)), I64(lo), v)
    return b.select(b.icmp_signed(">", v, I64(hi)), I64(hi), v)


def all_true(b: ir.IRBuilder, conds: Sequence[ir.Value]) -> ir.Value:
    result: ir.Value = I1(1)
    for c in conds:
        result = b.and_(result, c)
    return result


def dynamic_starts(b: ir.IRBuilder, gens: Sequence[Generator], shapes: Sequence[ArrayShape],
                   operand_dims: Sequence[int], sizes: Sequence[int]) -> list[ir.Value]:
    """dynamic-(update-)slice start indices, clamped into [0, dim - size] so the window fits.

    The starts are one scalar operand per dim, or (the old form) one index vector."""
    if len(gens) == 1 and shapes[0].rank == 1:
        raw = [index_to_i64(b, gens[0](b, [I64(k)]), shapes[0].dtype) for k in range(len(operand_dims))]
    else:
        raw = [index_to_i64(b, g(b, []), s.dtype) for g, s in zip(gens, shapes)]
    return [clamp(b, s, 0, d - z) for s, d, z in zip(raw, operand_dims, sizes)]


def linearize(b: ir.IRBuilder, idx: Sequence[ir.Value], dims: Sequence[int],
              minor_to_major: Sequence[int] | None = None) -> ir.Value:
    """The linear position of ``idx``: row-major by default, else in the given physical order."""
    order = list(minor_to_major) if minor_to_major is not None else list(range(len(dims) - 1, -1, -1))
    lin: ir.Value = I64(0)
    stride = 1
    for d in order:
        lin = b.add(lin, b.mul(idx[d], I64(stride)))
        stride *= dims[d]
    return lin


def delinearize(b: ir.IRBuilder, lin: ir.Value, dims: Sequence[int],
                minor_to_major: Sequence[int] | None = None) -> Index:
    """The inverse of :func:`linearize`, for ``0 <= lin < prod(dims)``: the most major dim
    takes what is left without a remainder, and dims of size 1 cost nothing (a remainder
    per element blocked vectorizing reshaped iotas and gathers)."""
    order = list(minor_to_major) if minor_to_major is not None else list(range(len(dims) - 1, -1, -1))
    order = [d for d in order if dims[d] > 1]
    idx: list[ir.Value] = [I64(0)] * len(dims)
    for k, d in enumerate(order):
        if k == len(order) - 1:
            idx[d] = lin
        else:
            idx[d] = b.urem(lin, I64(dims[d]))
            lin = b.udiv(lin, I64(dims[d]))
    return idx


def assemble_index(rank: int, *parts: tuple[Sequence[int], Sequence[ir.Value]]) -> list[ir.Value]:
    """An index of ``rank`` dims put together from (dims, values) pairs."""
    idx: list[ir.Value] = [I64(0)] * rank
    for dims, values in parts:
        for d, v in zip(dims, values):
            idx[d] = v
    return idx


def if_else_value(b: ir.IRBuilder, cond: ir.Value, then_fn: Callable[[], ir.Value],
                  else_fn: Callable[[], ir.Value], name: str = "sel") -> ir.Value:
    """``cond ? then_fn() : else_fn()`` evaluating only the taken side (loads may be out of range)."""
    then_bb = b.append_basic_block(f"{name}.then")
    else_bb = b.append_basic_block(f"{name}.else")
    merge_bb = b.append_basic_block(f"{name}.merge")
    b.cbranch(cond, then_bb, else_bb)
    b.position_at_end(then_bb)
    then_v = then_fn()
    then_end = b.block
    b.branch(merge_bb)
    b.position_at_end(else_bb)
    else_v = else_fn()
    else_end = b.block
    b.branch(merge_bb)
    b.position_at_end(merge_bb)
    phi = b.phi(then_v.type, name=name)
    phi.add_incoming(then_v, then_end)
    phi.add_incoming(else_v, else_end)
    return phi


def window_tap(b: ir.IRBuilder, out_i: ir.Value, k: ir.Value, wd: WindowDim, n: int) -> tuple[ir.Value, ir.Value]:
    """For output position ``out_i`` and window offset ``k`` along one dim: the operand index and
    whether it is real data (not padding, not a hole from base dilation)."""
    q = b.sub(b.add(b.mul(out_i, I64(wd.stride)), b.mul(k, I64(wd.rhs_dilate))), I64(wd.pad_low))
    conds = [b.icmp_signed(">=", q, I64(0))]
    if wd.lhs_dilate != 1:
        conds.append(b.icmp_signed("==", b.srem(q, I64(wd.lhs_dilate)), I64(0)))
        q = b.sdiv(q, I64(wd.lhs_dilate))
    conds.append(b.icmp_signed("<", q, I64(n)))
    return q, all_true(b, conds)


def batch_axis(indices_dim: int, index_vector_dim: int) -> int:
    """Position of an indices dim among the batch dims (the index-vector dim taken out)."""
    return indices_dim - 1 if indices_dim > index_vector_dim else indices_dim


def index_component(b: ir.IRBuilder, indices: Generator, shape: ArrayShape, batch: Sequence[ir.Value],
                    index_vector_dim: int, k: int) -> ir.Value:
    """Component ``k`` of the gather/scatter index vector at batch position ``batch``, as i64."""
    if index_vector_dim >= shape.rank:
        iidx = list(batch)
    else:
        iidx = list(batch[:index_vector_dim]) + [I64(k)] + list(batch[index_vector_dim:])
    return index_to_i64(b, indices(b, iidx), shape.dtype)


# ---------------------------------------------------------------------------------------------
# Value helpers


def from_index(b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
    """An i64 count as a compute-form value of ``dt`` (iota; XLA converts an integer iota)."""
    ty = value_type(dt)
    if dt.is_pred:
        return b.icmp_signed("!=", v, I64(0))
    if dt.is_integer:
        return b.trunc(v, ty) if ty.width < 64 else v
    if dt.is_complex:
        part = ty.elements[0]
        re = b.sitofp(v, part)
        return b.insert_value(b.insert_value(ir.Constant(ty, ir.Undefined), re, 0), part(0.0), 1)
    return b.sitofp(v, ty)


def bit_width(dt: DType) -> int:
    """Bits one element of ``dt`` occupies in memory (its storage type)."""
    st = storage_type(dt)
    if isinstance(st, ir.IntType):
        return st.width
    return {"half": 16, "float": 32, "double": 64}.get(str(st), dt.bits)  # complex: its two parts


def value_bits(b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
    """The raw storage bits of a compute-form value, as an integer."""
    raw = to_storage(b, v, dt)
    return raw if isinstance(raw.type, ir.IntType) else b.bitcast(raw, ir.IntType(bit_width(dt)))


def bits_value(b: ir.IRBuilder, bits: ir.Value, dt: DType) -> ir.Value:
    """Raw storage bits (an integer of the storage width) as a compute-form value."""
    st = storage_type(dt)
    raw = bits if isinstance(st, ir.IntType) else b.bitcast(bits, st)
    return to_value(b, raw, dt)


def _check_bitcastable(dt: DType) -> None:
    if dt.is_complex or dt.is_pred or dt.bits < 8 or not dt.is_array:
        raise XlacError(f"bitcast-convert of {dt.name} is not supported by compiled code")


# ---------------------------------------------------------------------------------------------
# Generators


@generator("copy", "set-dimension-size")
def copy_(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Identity; a layout change happens for free because loads and stores honour layouts.
    (set-dimension-size only changes a dynamic bound, which static buffers ignore.)"""
    return gens[0]


@generator("broadcast")
def broadcast(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Operand dim i is output dim dimensions[i]; the other output dims replicate."""
    dims = tuple(instr.attrs.get("dimensions", ()))
    return lambda b, idx: gens[0](b, [idx[d] for d in dims])


@generator("transpose")
def transpose(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Output dim i is operand dim perm[i]."""
    perm = tuple(instr.attrs["dimensions"])

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        src: list[ir.Value] = [I64(0)] * len(perm)
        for i, p in enumerate(perm):
            src[p] = idx[i]
        return gens[0](b, src)

    return gen


@generator("reshape", "dynamic-reshape")
def reshape(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Same row-major linear position in the operand (reshape is logical, layouts aside)."""
    in_dims = instr.operands[0].shape.dims
    out_dims = instr.shape.dims
    if in_dims == out_dims:
        return gens[0]
    return lambda b, idx: gens[0](b, delinearize(b, linearize(b, idx, out_dims), in_dims))


@generator("bitcast")
def bitcast(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Same *physical* position: the output's layout order mapped onto the operand's."""
    src, dst = instr.operands[0].shape, instr.shape
    if src.dtype != dst.dtype and bit_width(src.dtype) != bit_width(dst.dtype):
        raise XlacError("bitcast between element types of different widths is not supported")

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        lin = linearize(b, idx, dst.dims, dst.minor_to_major)
        v = gens[0](b, delinearize(b, lin, src.dims, src.minor_to_major))
        return v if src.dtype == dst.dtype else bits_value(b, value_bits(b, v, src.dtype), dst.dtype)

    return gen


@generator("bitcast-convert")
def bitcast_convert(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Reinterpret bits. Between widths, the narrow side has an extra minor dim whose element k
    holds bits [k*w, (k+1)*w) of the wide value (XLA's little-endian order on every target:
    we shift, never reinterpret memory, so big-endian triples agree)."""
    src, dst = instr.operands[0].shape.dtype, instr.shape.dtype
    _check_bitcastable(src)
    _check_bitcastable(dst)
    ws, wd = bit_width(src), bit_width(dst)
    if ws == wd:
        return lambda b, idx: bits_value(b, value_bits(b, gens[0](b, idx), src), dst)
    if ws > wd:  # one operand element -> the output's minor dim
        def narrow(b: ir.IRBuilder, idx: Index) -> ir.Value:
            bits = value_bits(b, gens[0](b, idx[:-1]), src)
            shift = b.mul(b.trunc(idx[-1], bits.type) if ws < 64 else idx[-1], ir.Constant(bits.type, wd))
            piece = b.trunc(b.lshr(bits, shift), ir.IntType(wd))
            return bits_value(b, piece, dst)

        return narrow
    count = wd // ws

    def widen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        acc: ir.Value = ir.Constant(ir.IntType(wd), 0)
        for k in range(count):
            piece = b.zext(value_bits(b, gens[0](b, list(idx) + [I64(k)]), src), ir.IntType(wd))
            acc = b.or_(acc, b.shl(piece, ir.Constant(ir.IntType(wd), k * ws)))
        return bits_value(b, acc, dst)

    return widen


@generator("slice")
def slice_(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """out[i] = x[start + i*stride] per dim."""
    ranges = instr.attrs["slice"].ranges
    return lambda b, idx: gens[0](b, [b.add(I64(s), b.mul(i, I64(st))) for i, (s, _, st) in zip(idx, ranges)])


@generator("reverse")
def reverse(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Index i along each listed dim reads n-1-i."""
    dims = set(instr.attrs["dimensions"])
    sizes = instr.shape.dims
    return lambda b, idx: gens[0](b, [b.sub(I64(sizes[d] - 1), i) if d in dims else i
                                      for d, i in enumerate(idx)])


@generator("iota")
def iota(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """The index along iota_dimension, converted to the element type."""
    dim = instr.attrs["iota_dimension"]
    return lambda b, idx: from_index(b, idx[dim], instr.shape.dtype)


@generator("get-dimension-size")
def get_dimension_size(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Static shapes only: the dimension's size as s32."""
    size = instr.operands[0].shape.dims[instr.attrs["dimensions"][0]]
    return lambda b, idx: ir.Constant(value_type(instr.shape.dtype), size)


@generator("pad")
def pad(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Position p = out - low reads x[p / (interior+1)] when that is a real element, else the
    padding value; negative low/high simply move or crop the window."""
    config = instr.attrs["padding"].dims
    in_dims = instr.operands[0].shape.dims
    operand, value = gens
    if 0 in in_dims:
        return lambda b, idx: value(b, [])

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        src, conds = [], []
        for i, n, (lo, _, interior) in zip(idx, in_dims, config):
            p = b.sub(i, I64(lo))
            conds.append(b.icmp_signed(">=", p, I64(0)))
            if interior:
                conds.append(b.icmp_signed("==", b.srem(p, I64(interior + 1)), I64(0)))
                p = b.sdiv(p, I64(interior + 1))
            conds.append(b.icmp_signed("<", p, I64(n)))
            src.append(p)
        return if_else_value(b, all_true(b, conds), lambda: operand(b, src), lambda: value(b, []), "pad")

    return gen


@generator("concatenate")
def concatenate(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """The operand whose range along the dim holds the index, read at the local position."""
    dim = instr.attrs["dimensions"][0]
    parts = []  # (offset, size, generator) of the non-empty operands
    offset = 0
    for g, o in zip(gens, instr.operands):
        if o.shape.dims[dim]:
            parts.append((offset, o.shape.dims[dim], g))
        offset += o.shape.dims[dim]
    if not parts:  # every operand is empty along the dim, so is the result: nothing is read
        zero = ir.Constant(value_type(instr.shape.dtype), None)
        return lambda b, idx: zero

    def read(b: ir.IRBuilder, idx: Index, k: int) -> ir.Value:
        off, size, g = parts[k]
        local = list(idx)
        local[dim] = b.sub(idx[dim], I64(off))
        if k == len(parts) - 1:
            return g(b, local)
        inside = b.icmp_signed("<", idx[dim], I64(off + size))
        return if_else_value(b, inside, lambda: g(b, local), lambda: read(b, idx, k + 1), "concat")

    return lambda b, idx: read(b, idx, 0)


@generator("dynamic-slice")
def dynamic_slice(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """out[i] = x[clamp(start) + i]."""
    operand = instr.operands[0].shape
    sizes = tuple(instr.attrs["dynamic_slice_sizes"])
    start_shapes = [o.shape for o in instr.operands[1:]]

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        starts = dynamic_starts(b, gens[1:], start_shapes, operand.dims, sizes)
        return gens[0](b, [b.add(s, i) for s, i in zip(starts, idx)])

    return gen


@generator("gather")
def gather(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """XLA's general gather. The output index splits into batch dims (not in offset_dims), which
    walk the indices, and offset dims, which walk the slice. The operand index is the clamped
    start (from the index vector through start_index_map, or the batch coordinate for operand
    batching dims) plus the offset."""
    a = instr.attrs
    operand, indices = instr.operands[0].shape, instr.operands[1].shape
    offset_dims = tuple(a["offset_dims"])
    collapsed = tuple(a["collapsed_slice_dims"])
    start_index_map = tuple(a["start_index_map"])
    ivd = a["index_vector_dim"]
    sizes = tuple(a["slice_sizes"])
    operand_batching = tuple(a.get("operand_batching_dims", ()))
    indices_batching = tuple(a.get("start_indices_batching_dims", ()))
    batch_out = [d for d in range(instr.shape.rank) if d not in offset_dims]
    window_dims = [d for d in range(operand.rank) if d not in collapsed and d not in operand_batching]

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        batch = [idx[d] for d in batch_out]
        src = []
        for d in range(operand.rank):
            if d in start_index_map:
                k = start_index_map.index(d)
                start = clamp(b, index_component(b, gens[1], indices, batch, ivd, k), 0, operand.dims[d] - sizes[d])
            elif d in operand_batching:
                start = batch[batch_axis(indices_batching[operand_batching.index(d)], ivd)]
            else:
                start = I64(0)
            if d in window_dims:
                start = b.add(start, idx[offset_dims[window_dims.index(d)]])
            src.append(start)
        return gens[0](b, src)

    return gen


@generator("map")
def map_(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """The scalar computation applied to the operands' elements at the same index."""
    comp = instr.attrs["to_apply"]
    return lambda b, idx: ctx.call_scalar(comp, [g(b, idx) for g in gens])[0]
