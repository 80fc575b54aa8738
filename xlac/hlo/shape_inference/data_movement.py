"""Data movement: broadcast, transpose, slices, concatenate, pad, tuples, gather and scatter."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo.dtypes import S32, DType
from xlac.hlo.shape_inference.common import (
    _arr,
    _array,
    _attr,
    _braces,
    _check_dims,
    _check_sorted,
    _computation,
    _err,
    _one_dim,
    _plural,
    _rule,
    _same_dtype,
    _scalar,
    show,
)
from xlac.hlo.shape_inference.reductions import _check_reducer
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape

# ---------------------------------------------------------------------------------------------
# Data movement


def broadcast_shape(operand: Shape, result_dims: Sequence[int], dimensions: Sequence[int]) -> ArrayShape:
    """Check an HLO broadcast of ``operand`` to ``result_dims``; the result shape.

    ``dimensions[i]`` is the result dimension operand dimension i maps to; sizes must match.
    """
    op = "broadcast"
    s = _array(op, operand, "the operand")
    if len(dimensions) != s.rank:
        raise _err(op, f"dimensions={_braces(dimensions)} has {len(dimensions)} entries but the "
                       f"operand {show(s)} has rank {s.rank}")
    _check_dims(op, dimensions, len(result_dims), "dimensions", f"the result [{','.join(map(str, result_dims))}]")
    for i, d in enumerate(dimensions):
        if result_dims[d] != s.dims[i]:
            raise _err(op, f"operand dimension {i} has size {s.dims[i]} but result dimension {d} "
                           f"it maps to has size {result_dims[d]}")
    return _arr(s.dtype, result_dims)


@_rule("broadcast")
def _broadcast(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """broadcast without a written shape: only the identity mapping can be inferred."""
    s = _array(op, shapes[0], "the operand")
    dims = tuple(attrs.get("dimensions", ()))
    if dims != tuple(range(s.rank)):
        raise _err(op, "the result shape cannot be inferred from the operand and "
                       f"dimensions={_braces(dims)}; write it before the opcode")
    return s


@_rule("transpose")
def _transpose(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """transpose: result dimension i is operand dimension dimensions[i]."""
    s = _array(op, shapes[0], "the operand")
    perm = tuple(_attr(op, attrs, "dimensions"))
    if sorted(perm) != list(range(s.rank)):
        raise _err(op, f"dimensions={_braces(perm)} is not a permutation of the operand's "
                       f"{s.rank} dimensions ({show(s)})")
    return _arr(s.dtype, [s.dims[p] for p in perm])


@_rule("reverse")
def _reverse(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """reverse: same shape; dimensions in range and unique."""
    s = _array(op, shapes[0], "the operand")
    _check_dims(op, tuple(_attr(op, attrs, "dimensions")), s.rank, "dimensions", show(s))
    return s


@_rule("concatenate")
def _concatenate(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """concatenate along one dimension: other dimensions and types equal."""
    if not shapes:
        raise _err(op, "needs at least one operand")
    first = _array(op, shapes[0], "operand 0")
    d = _one_dim(op, attrs)
    _check_dims(op, (d,), first.rank, "dimensions", show(first))
    total = 0
    for i, s in enumerate(shapes):
        s = _array(op, s, f"operand {i}")
        if s.rank != first.rank or any(a != b for k, (a, b) in enumerate(zip(s.dims, first.dims)) if k != d):
            raise _err(op, f"operand {i} {show(s)} does not match operand 0 {show(first)} outside "
                           f"dimension {d}")
        _same_dtype(op, first, s, f"operands 0 and {i}")
        total += s.dims[d]
    return _arr(first.dtype, first.dims[:d] + (total,) + first.dims[d + 1:])


@_rule("pad")
def _pad(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """pad: per dimension low + high + size + (size - 1) * interior; negative edges allowed."""
    s = _array(op, shapes[0], "the operand")
    v = _scalar(op, shapes[1], "the padding value")
    _same_dtype(op, s, v, "the operand and the padding value")
    cfg = _attr(op, attrs, "padding").dims
    if len(cfg) != s.rank:
        raise _err(op, f"padding has {len(cfg)} dimensions but the operand {show(s)} has rank {s.rank}")
    out = []
    for i, (lo, hi, interior) in enumerate(cfg):
        if interior < 0:
            raise _err(op, f"interior padding {interior} of dimension {i} must not be negative")
        size = s.dims[i] + lo + hi + max(s.dims[i] - 1, 0) * interior
        if size < 0:
            raise _err(op, f"padding {lo}_{hi}_{interior} makes dimension {i} (size {s.dims[i]}) negative")
        out.append(size)
    return _arr(s.dtype, out)


@_rule("slice")
def _slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """slice: ceil((limit - start) / stride) per dimension, 0 <= start <= limit <= size."""
    s = _array(op, shapes[0], "the operand")
    ranges = _attr(op, attrs, "slice").ranges
    if len(ranges) != s.rank:
        raise _err(op, f"slice has {len(ranges)} ranges but the operand {show(s)} has rank {s.rank}")
    out = []
    for i, (start, limit, stride) in enumerate(ranges):
        if stride <= 0:
            raise _err(op, f"stride {stride} of dimension {i} must be positive")
        if not 0 <= start <= limit <= s.dims[i]:
            raise _err(op, f"range [{start}:{limit}] of dimension {i} is outside 0..{s.dims[i]} "
                           "or has start > limit")
        out.append((limit - start + stride - 1) // stride)
    return _arr(s.dtype, out)


def _check_start_indices(op: str, indices: Sequence[Shape], rank: int) -> None:
    """One integer scalar per operand dimension, all of one type (or a single index vector)."""
    if len(indices) == 1 and not indices[0].is_tuple and indices[0].rank == 1:
        idx = indices[0]
        if not idx.dtype.is_integer or idx.dims[0] != rank:
            raise _err(op, f"the start index vector {show(idx)} must be an integer vector of "
                           f"length {rank}")
        return
    if len(indices) != rank:
        raise _err(op, f"needs {_plural(rank, 'start index')} (one per operand dimension), "
                       f"got {len(indices)}")
    for i, idx in enumerate(indices):
        idx = _scalar(op, idx, f"start index {i}")
        if not idx.dtype.is_integer:
            raise _err(op, f"start index {i} has type {idx.dtype}; start indices must be integers")
        if idx.dtype != indices[0].dtype:
            raise _err(op, f"start indices have types {indices[0].dtype} and {idx.dtype}; "
                           "they must all have one type")


@_rule("dynamic-slice")
def _dynamic_slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """dynamic-slice(operand, starts...): the shape dynamic_slice_sizes."""
    if not shapes:
        raise _err(op, "needs an operand")
    s = _array(op, shapes[0], "the operand")
    _check_start_indices(op, shapes[1:], s.rank)
    sizes = tuple(_attr(op, attrs, "dynamic_slice_sizes"))
    if len(sizes) != s.rank:
        raise _err(op, f"dynamic_slice_sizes={_braces(sizes)} has {len(sizes)} entries but the "
                       f"operand {show(s)} has rank {s.rank}")
    for i, (n, d) in enumerate(zip(sizes, s.dims)):
        if not 0 <= n <= d:
            raise _err(op, f"slice size {n} of dimension {i} is outside 0..{d}")
    return _arr(s.dtype, sizes)


@_rule("dynamic-update-slice")
def _dynamic_update_slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """dynamic-update-slice(operand, update, starts...): the operand's shape."""
    if len(shapes) < 2:
        raise _err(op, f"needs an operand and an update, got {_plural(len(shapes), 'operand')}")
    s = _array(op, shapes[0], "the operand")
    u = _array(op, shapes[1], "the update")
    _check_start_indices(op, shapes[2:], s.rank)
    _same_dtype(op, s, u, "the operand and the update")
    if u.rank != s.rank or any(a > b for a, b in zip(u.dims, s.dims)):
        raise _err(op, f"the update {show(u)} does not fit in the operand {show(s)}")
    return s


@_rule("tuple")
def _tuple(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """tuple: the tuple of the operand shapes."""
    return TupleShape(tuple(shapes))


@_rule("get-tuple-element")
def _gte(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """get-tuple-element: element ``index`` of a tuple operand."""
    s = shapes[0]
    if not s.is_tuple:
        raise _err(op, f"the operand must be a tuple, got {show(s)}")
    index = _attr(op, attrs, "index")
    if not 0 <= index < len(s.elements):
        raise _err(op, f"index={index} is out of range for {show(s)} "
                       f"({_plural(len(s.elements), 'element')})")
    return s.elements[index]


@_rule("get-dimension-size")
def _get_dimension_size(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """get-dimension-size: s32[] for a dimension in range."""
    s = _array(op, shapes[0], "the operand")
    _check_dims(op, (_one_dim(op, attrs),), s.rank, "dimensions", show(s))
    return _arr(S32, ())


@_rule("set-dimension-size")
def _set_dimension_size(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """set-dimension-size: the operand's shape with that dimension dynamic."""
    s = _array(op, shapes[0], "the operand")
    d = _one_dim(op, attrs)
    _check_dims(op, (d,), s.rank, "dimensions", show(s))
    v = _scalar(op, shapes[1], "the size")
    if v.dtype is not S32:
        raise _err(op, f"the size must be s32[], got {show(v)}")
    dynamic = tuple(i == d or (i < len(s.dynamic) and s.dynamic[i]) for i in range(s.rank))
    return ArrayShape(s.dtype, s.dims, dynamic=dynamic)


# ---------------------------------------------------------------------------------------------
# Gather / scatter


def _expanded_indices(op: str, indices: Shape, ivd: int) -> tuple[ArrayShape, tuple[int, ...]]:
    """Indices shape (integer array) and its dims with an implicit trailing 1 at index_vector_dim."""
    idx = _array(op, indices, "the indices")
    if not idx.dtype.is_integer:
        raise _err(op, f"indices have type {idx.dtype}; they must be integers")
    if not 0 <= ivd <= idx.rank:
        raise _err(op, f"index_vector_dim={ivd} must be in 0..{idx.rank} for indices {show(idx)}")
    dims = idx.dims + ((1,) if ivd == idx.rank else ())
    return idx, dims


def _check_index_map(op: str, key: str, mapping: Sequence[int], expanded: Sequence[int], ivd: int,
                     rank: int, of: str) -> None:
    """An index map has one entry per index-vector element, in range and unique."""
    if len(mapping) != expanded[ivd]:
        raise _err(op, f"{key}={_braces(mapping)} has {len(mapping)} entries but the index vector "
                       f"(indices dimension {ivd}) has {expanded[ivd]}")
    _check_dims(op, mapping, rank, key, of)


def _check_batching(op: str, attrs: dict, operand_key: str, index_key: str, rank: int,
                    expanded: Sequence[int], ivd: int, of: str) -> tuple[int, ...]:
    """Operand/indices batching dims: in range, unique, as many of one as the other."""
    ob = tuple(attrs.get(operand_key, ()))
    ib = tuple(attrs.get(index_key, ()))
    _check_dims(op, ob, rank, operand_key, of)
    _check_sorted(op, ob, operand_key)
    _check_dims(op, ib, len(expanded), index_key, "the indices")
    if ivd in ib:
        raise _err(op, f"{index_key}={_braces(ib)} must not contain index_vector_dim={ivd}")
    if len(ob) != len(ib):
        raise _err(op, f"{operand_key} and {index_key} must have the same length")
    return ob


@_rule("gather")
def _gather(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """gather: batch dims of the indices plus the kept slice dims, placed by offset_dims."""
    s = _array(op, shapes[0], "the operand")
    ivd = _attr(op, attrs, "index_vector_dim")
    _, expanded = _expanded_indices(op, shapes[1], ivd)
    offset = tuple(_attr(op, attrs, "offset_dims"))
    collapsed = tuple(_attr(op, attrs, "collapsed_slice_dims"))
    sizes = tuple(_attr(op, attrs, "slice_sizes"))
    out_rank = len(offset) + len(expanded) - 1
    _check_dims(op, offset, out_rank, "offset_dims", "the result")
    _check_sorted(op, offset, "offset_dims")
    _check_index_map(op, "start_index_map", tuple(_attr(op, attrs, "start_index_map")), expanded,
                     ivd, s.rank, show(s))
    _check_dims(op, collapsed, s.rank, "collapsed_slice_dims", show(s))
    _check_sorted(op, collapsed, "collapsed_slice_dims")
    batching = _check_batching(op, attrs, "operand_batching_dims", "start_indices_batching_dims",
                               s.rank, expanded, ivd, show(s))
    if set(batching) & set(collapsed):
        raise _err(op, "collapsed_slice_dims and operand_batching_dims must not overlap")
    _check_slice_sizes(op, s, sizes, offset, collapsed, batching)
    window = iter(sizes[i] for i in range(s.rank) if i not in collapsed and i not in batching)
    batch = iter(expanded[i] for i in range(len(expanded)) if i != ivd)
    dims = [next(window) if i in offset else next(batch) for i in range(out_rank)]
    return _arr(s.dtype, dims)


def _check_slice_sizes(op: str, s: ArrayShape, sizes: Sequence[int], offset: Sequence[int],
                       collapsed: Sequence[int], batching: Sequence[int]) -> None:
    """gather slice_sizes: one per operand dim, in range, <= 1 where collapsed or batching."""
    if len(sizes) != s.rank:
        raise _err(op, f"slice_sizes={_braces(sizes)} has {len(sizes)} entries but the operand "
                       f"{show(s)} has rank {s.rank}")
    if len(offset) + len(collapsed) + len(batching) != s.rank:
        raise _err(op, f"offset_dims ({len(offset)}) + collapsed_slice_dims ({len(collapsed)}) + "
                       f"operand_batching_dims ({len(batching)}) must equal the operand rank {s.rank}")
    for i, (n, d) in enumerate(zip(sizes, s.dims)):
        if not 0 <= n <= d:
            raise _err(op, f"slice size {n} of dimension {i} is outside 0..{d}")
        if (i in collapsed or i in batching) and n > 1:
            raise _err(op, f"dimension {i} is collapsed or batching, so its slice size must be "
                           f"0 or 1, got {n}")


@_rule("scatter")
def _scatter(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """scatter(operands..., indices, updates...): the operands' shapes."""
    n = len(shapes) // 2
    if len(shapes) < 3 or len(shapes) % 2 == 0:
        raise _err(op, f"needs N operands, the indices and N updates (an odd count >= 3), "
                       f"got {_plural(len(shapes), 'operand')}")
    operands = [_array(op, s, f"operand {i}") for i, s in enumerate(shapes[:n])]
    updates = [_array(op, s, f"update {i}") for i, s in enumerate(shapes[n + 1:])]
    ivd = _attr(op, attrs, "index_vector_dim")
    _, expanded = _expanded_indices(op, shapes[n], ivd)
    for i, (x, u) in enumerate(zip(operands, updates)):
        if x.dims != operands[0].dims:
            raise _err(op, f"operand {i} {show(x)} must have the dimensions of operand 0 {show(operands[0])}")
        _check_scatter_update(op, x, u, expanded, ivd, attrs)
    _check_reducer(op, _computation(op, attrs, "to_apply"), [x.dtype for x in operands],
                   [u.dtype for u in updates])
    return operands[0] if n == 1 else TupleShape(tuple(operands))


def _check_scatter_update(op: str, x: ArrayShape, u: ArrayShape, expanded: Sequence[int], ivd: int,
                          attrs: dict) -> None:
    """One operand/update pair against the scatter dimension numbers."""
    window = tuple(_attr(op, attrs, "update_window_dims"))
    inserted = tuple(_attr(op, attrs, "inserted_window_dims"))
    _check_dims(op, window, u.rank, "update_window_dims", show(u))
    _check_sorted(op, window, "update_window_dims")
    _check_dims(op, inserted, x.rank, "inserted_window_dims", show(x))
    _check_sorted(op, inserted, "inserted_window_dims")
    batching = _check_batching(op, attrs, "input_batching_dims", "scatter_indices_batching_dims",
                               x.rank, expanded, ivd, show(x))
    if len(window) + len(inserted) + len(batching) != x.rank:
        raise _err(op, f"update_window_dims ({len(window)}) + inserted_window_dims ({len(inserted)}) "
                       f"+ input_batching_dims ({len(batching)}) must equal the operand rank {x.rank}")
    _check_index_map(op, "scatter_dims_to_operand_dims",
                     tuple(_attr(op, attrs, "scatter_dims_to_operand_dims")), expanded, ivd, x.rank, show(x))
    if u.rank != len(expanded) - 1 + len(window):
        raise _err(op, f"the update {show(u)} must have rank {len(expanded) - 1 + len(window)}")
    bounds = [x.dims[i] for i in range(x.rank) if i not in inserted and i not in batching]
    for k, d in enumerate(window):
        if u.dims[d] > bounds[k]:
            raise _err(op, f"update window dimension {d} has size {u.dims[d]}, more than the "
                           f"operand's {bounds[k]}")
    batch = [expanded[i] for i in range(len(expanded)) if i != ivd]
    scatter_dims = [d for d in range(u.rank) if d not in window]
    for d, want in zip(scatter_dims, batch):
        if u.dims[d] != want:
            raise _err(op, f"update dimension {d} has size {u.dims[d]} but the matching indices "
                           f"dimension has size {want}")
