"""Reference kernels for HLO ops that move data without arithmetic.

Each kernel is a pure function of numpy arrays and decoded attribute values, and follows XLA's
operation semantics exactly, including the edge cases the corpus pins down:

- dynamic-slice / dynamic-update-slice and gather *clamp* start indices so the slice fits;
- scatter *skips* an update window that would not fit entirely (XLA's ScatterExpander checks
  ``0 <= start <= dim - window_size`` per window), and applies updates in order, so duplicate
  indices are combined one after another;
- pad accepts negative edge padding (cropping) after interior padding.

    >>> pad(np.arange(3), np.array(9), ((1, -1, 1),)).tolist()
    [9, 0, 9, 1, 9]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

Combiner = Callable[[list, list], list]


# ---------------------------------------------------------------------------------------------
# Shape-only ops


def broadcast(x: np.ndarray, out_dims: tuple[int, ...], dimensions: tuple[int, ...]) -> np.ndarray:
    """Operand dim i becomes output dim ``dimensions[i]``; the other output dims replicate."""
    x = np.asarray(x)
    order = np.argsort(dimensions, kind="stable")  # HLO does not require sorted dimensions
    x = np.transpose(x, order) if x.ndim else x
    sorted_dims = [dimensions[i] for i in order]
    shape = [1] * len(out_dims)
    for axis, d in enumerate(sorted_dims):
        shape[d] = x.shape[axis]
    return np.array(np.broadcast_to(x.reshape(shape), tuple(out_dims)), order="C")


def transpose(x: np.ndarray, permutation: Sequence[int]) -> np.ndarray:
    """Output dim i is operand dim ``permutation[i]``."""
    return np.array(np.transpose(x, tuple(permutation)), order="C")


def reshape(x: np.ndarray, out_dims: Sequence[int]) -> np.ndarray:
    """Row-major reshape (the logical order; layouts do not matter here)."""
    return np.array(np.reshape(x, tuple(out_dims)), order="C")


def reverse(x: np.ndarray, dims: Sequence[int]) -> np.ndarray:
    """Index i along each listed dim becomes n-1-i."""
    return np.array(np.flip(x, tuple(dims)), order="C") if len(dims) else np.array(x, copy=True)


def slice_(x: np.ndarray, ranges: Sequence[tuple[int, int, int]]) -> np.ndarray:
    """Static strided slice: per dim (start, limit, stride)."""
    return np.array(x[tuple(slice(s, l, st) for s, l, st in ranges)], copy=True)


def concatenate(xs: Sequence[np.ndarray], dim: int) -> np.ndarray:
    """Join along ``dim`` in operand order."""
    return np.concatenate(list(xs), axis=dim)


def iota(dtype_np: np.dtype, dims: Sequence[int], iota_dimension: int) -> np.ndarray:
    """Counts along one dim; a float iota is an integer iota converted (XLA's definition)."""
    dims = tuple(dims)
    shape = [1] * len(dims)
    shape[iota_dimension] = dims[iota_dimension]
    counts = np.arange(dims[iota_dimension], dtype=np.int64).reshape(shape)
    return np.array(np.broadcast_to(counts, dims).astype(dtype_np), order="C")


# ---------------------------------------------------------------------------------------------
# Dynamic slicing and padding


def _clamp_starts(starts: Sequence[int], operand_dims: Sequence[int], sizes: Sequence[int]) -> list[int]:
    """XLA clamps each start into [0, dim - size] so the window always fits."""
    return [int(min(max(int(s), 0), d - z)) for s, d, z in zip(starts, operand_dims, sizes)]


def dynamic_slice(x: np.ndarray, starts: Sequence[int], sizes: Sequence[int]) -> np.ndarray:
    """A ``sizes`` window at ``starts``, with starts clamped to keep it in bounds."""
    s = _clamp_starts(starts, x.shape, sizes)
    return np.array(x[tuple(slice(a, a + z) for a, z in zip(s, sizes))], copy=True)


def dynamic_update_slice(x: np.ndarray, update: np.ndarray, starts: Sequence[int],
                         in_place: bool = False) -> np.ndarray:
    """``x`` with ``update`` written at ``starts`` (clamped so the whole update fits); into
    ``x`` itself when ``in_place``."""
    s = _clamp_starts(starts, x.shape, update.shape)
    out = x if in_place else np.array(x, copy=True)
    out[tuple(slice(a, a + z) for a, z in zip(s, update.shape))] = update
    return out


def pad(x: np.ndarray, pad_value: np.ndarray, config: Sequence[tuple[int, int, int]]) -> np.ndarray:
    """Interior padding first, then edge padding; negative edges crop the interior-padded array."""
    x = np.asarray(x)
    dilated_dims = [n + max(n - 1, 0) * it for n, (_, _, it) in zip(x.shape, config)]
    dilated = np.full(dilated_dims, pad_value, dtype=x.dtype)
    dilated[tuple(slice(None, None, it + 1) for _, _, it in config)] = x
    out_dims = [max(lo + n + hi, 0) for n, (lo, hi, _) in zip(dilated_dims, config)]
    out = np.full(out_dims, pad_value, dtype=x.dtype)
    dst, src = [], []
    for n, m, (lo, _, _) in zip(dilated_dims, out_dims, config):
        o_lo, o_hi = max(lo, 0), min(m, lo + n)  # output positions that map into `dilated`
        o_hi = max(o_hi, o_lo)
        dst.append(slice(o_lo, o_hi))
        src.append(slice(o_lo - lo, o_hi - lo))
    out[tuple(dst)] = dilated[tuple(src)]
    return out


# ---------------------------------------------------------------------------------------------
# Gather


def _index_vectors(indices: np.ndarray, index_vector_dim: int) -> np.ndarray:
    """Indices as int64 with the index vector moved last (a trailing 1 when it is implicit)."""
    idx = np.asarray(indices)
    if index_vector_dim == idx.ndim:
        idx = idx[..., None]
    else:
        idx = np.moveaxis(idx, index_vector_dim, -1)
    if idx.dtype.kind == "u":
        # An unsigned index never counts as negative; saturate the huge ones.
        idx = np.minimum(idx.astype(np.uint64), np.uint64(np.iinfo(np.int64).max))
    return idx.astype(np.int64)


def _batch_coord(batch_shape: tuple[int, ...], axis: int) -> np.ndarray:
    """The coordinate along ``axis`` of the batch grid, shaped to broadcast over the grid."""
    shape = [1] * len(batch_shape)
    shape[axis] = batch_shape[axis]
    return np.arange(batch_shape[axis], dtype=np.int64).reshape(shape)


def _batch_axis(indices_dim: int, index_vector_dim: int) -> int:
    """Position of an indices dim among the batch dims (the index vector dim removed)."""
    return indices_dim - 1 if indices_dim > index_vector_dim else indices_dim


def gather(operand: np.ndarray, indices: np.ndarray, *, offset_dims: Sequence[int],
           collapsed_slice_dims: Sequence[int], start_index_map: Sequence[int], index_vector_dim: int,
           slice_sizes: Sequence[int], operand_batching_dims: Sequence[int] = (),
           start_indices_batching_dims: Sequence[int] = (), out_dims: Sequence[int]) -> np.ndarray:
    """XLA's general gather: for each batch position, a clamped dynamic slice of the operand.

    Output index Out splits into batch dims G (the dims not in offset_dims) and offset dims O.
    The operand index is clamp(S_in) + O_in where S_in scatters the index vector at G through
    start_index_map and operand batching dims take G's matching indices coordinate.
    """
    operand = np.asarray(operand)
    idx = _index_vectors(indices, index_vector_dim)
    batch_shape = idx.shape[:-1]
    out_rank = len(out_dims)
    batch_out_dims = [d for d in range(out_rank) if d not in offset_dims]
    window_operand_dims = [d for d in range(operand.ndim)
                           if d not in collapsed_slice_dims and d not in operand_batching_dims]

    def to_out(values: np.ndarray) -> np.ndarray:
        """A batch-grid array placed on the output's batch dims (size 1 elsewhere)."""
        shape = [1] * out_rank
        for axis, d in enumerate(batch_out_dims):
            shape[d] = batch_shape[axis]
        return np.broadcast_to(values, batch_shape).reshape(shape)

    coords = []
    for d in range(operand.ndim):
        start = np.zeros(batch_shape, dtype=np.int64)
        if d in start_index_map:
            k = list(start_index_map).index(d)
            start = np.clip(idx[..., k], 0, operand.shape[d] - slice_sizes[d])
        elif d in operand_batching_dims:
            i = list(operand_batching_dims).index(d)
            start = _batch_coord(batch_shape, _batch_axis(start_indices_batching_dims[i], index_vector_dim))
        coord = to_out(start)
        if d in window_operand_dims:
            out_d = offset_dims[window_operand_dims.index(d)]
            shape = [1] * out_rank
            shape[out_d] = out_dims[out_d]
            coord = coord + np.arange(out_dims[out_d], dtype=np.int64).reshape(shape)
        coords.append(np.broadcast_to(coord, tuple(out_dims)))
    if operand.ndim == 0:
        return np.broadcast_to(operand, tuple(out_dims)).copy()
    return np.array(operand[tuple(coords)], order="C")


# ---------------------------------------------------------------------------------------------
# Scatter


def apply_in_order(outs: list[np.ndarray], targets: np.ndarray, values: list[np.ndarray],
                   combiner: Combiner) -> None:
    """outs[t] = combiner(outs[t], v) for each (t, v) in sequence order, in place.

    Vectorized in rounds: round r applies every target's r-th update at once, so updates to the
    same element are still combined one after another in the order given.
    """
    if targets.size == 0:
        return
    flats = [o.reshape(-1) for o in outs]
    if _all_distinct(targets, flats[0].size):  # one round: no element is updated twice
        new = combiner([f[targets] for f in flats], list(values))
        for f, n in zip(flats, new):
            f[targets] = np.broadcast_to(n, targets.shape)
        return
    order = np.argsort(targets, kind="stable")
    sorted_t = targets[order]
    first = np.r_[True, sorted_t[1:] != sorted_t[:-1]]
    group_start = np.maximum.accumulate(np.where(first, np.arange(len(sorted_t)), 0))
    rank = np.empty_like(targets)
    rank[order] = np.arange(len(sorted_t)) - group_start
    for r in range(int(rank.max()) + 1):
        sel = rank == r
        t = targets[sel]
        new = combiner([f[t] for f in flats], [v[sel] for v in values])
        for f, n in zip(flats, new):
            f[t] = np.broadcast_to(n, t.shape)


def _all_distinct(targets: np.ndarray, size: int) -> bool:
    """No flat index twice (a counting pass over the operand when that is cheap, else a sort)."""
    if targets.size > size:
        return False
    if targets.size <= 1:
        return True
    if size <= 8 * targets.size + 4096:
        return int(np.bincount(targets, minlength=size).max()) <= 1
    return np.unique(targets).size == targets.size


def _scatter_one_window(outs: list[np.ndarray], upd: list[np.ndarray], indices: np.ndarray,
                        scatter_dims_to_operand_dims: Sequence[int], inserted_window_dims: Sequence[int],
                        update_window_dims: Sequence[int], combiner: Combiner) -> list[np.ndarray]:
    """scatter with one scatter index: its window (distinct operand elements) combined with the
    update at once, or dropped when it does not fit, as the general path does."""
    shape = outs[0].shape
    window = tuple(upd[0].shape[d] for d in update_window_dims)  # the update's other dims are 1
    sizes = [1] * len(shape)
    for k, d in enumerate(d for d in range(len(shape)) if d not in inserted_window_dims):
        sizes[d] = window[k]
    start = [0] * len(shape)
    for k, d in zip(indices.reshape(-1).tolist(), scatter_dims_to_operand_dims):
        start[d] = int(k)  # an unsigned index is never negative; a huge one does not fit
    if any(not 0 <= a <= n - z for a, n, z in zip(start, shape, sizes)):
        return outs
    region = tuple(slice(a, a + z) for a, z in zip(start, sizes))
    current = [o[region].reshape(window) for o in outs]
    new = combiner(current, [u.reshape(window) for u in upd])
    for o, n in zip(outs, new):
        o[region] = np.reshape(np.broadcast_to(n, window), o[region].shape)
    return outs


def scatter(operands: Sequence[np.ndarray], indices: np.ndarray, updates: Sequence[np.ndarray], *,
            update_window_dims: Sequence[int], inserted_window_dims: Sequence[int],
            scatter_dims_to_operand_dims: Sequence[int], index_vector_dim: int,
            input_batching_dims: Sequence[int] = (), scatter_indices_batching_dims: Sequence[int] = (),
            combiner: Combiner, in_place: bool = False) -> list[np.ndarray]:
    """XLA's general scatter, updates applied per scatter index in order (as ScatterExpander does).

    A whole update window is dropped when its start is outside [0, dim - window_size] in any
    dim; in-bounds windows combine ``combiner([current...], [update...])`` element by element.
    ``in_place``: the operands themselves are updated (and returned).
    """
    outs = list(operands) if in_place else [np.array(o, copy=True, order="C") for o in operands]  # flat views
    upd = [np.asarray(u) for u in updates]
    operand_shape = outs[0].shape
    indices = np.asarray(indices)
    if 0 < indices.size == len(scatter_dims_to_operand_dims) and not input_batching_dims and operand_shape:
        return _scatter_one_window(outs, upd, indices, scatter_dims_to_operand_dims, inserted_window_dims,
                                   update_window_dims, combiner)  # one index: a loop's x.at[i].set(v)
    idx = _index_vectors(indices, index_vector_dim)
    batch_shape = idx.shape[:-1]
    update_scatter_dims = [d for d in range(upd[0].ndim) if d not in update_window_dims]
    window_operand_dims = [d for d in range(len(operand_shape))
                           if d not in inserted_window_dims and d not in input_batching_dims]
    window_sizes = [1] * len(operand_shape)
    for k, d in enumerate(window_operand_dims):
        window_sizes[d] = upd[0].shape[update_window_dims[k]]

    # Start of each update window in operand space: shape batch_shape + (rank,).
    starts = np.zeros(batch_shape + (len(operand_shape),), dtype=np.int64)
    for k, d in enumerate(scatter_dims_to_operand_dims):
        starts[..., d] = idx[..., k]
    for i, d in enumerate(input_batching_dims):
        axis = _batch_axis(scatter_indices_batching_dims[i], index_vector_dim)
        starts[..., d] = _batch_coord(batch_shape, axis)
    limits = np.array(operand_shape, dtype=np.int64) - np.array(window_sizes, dtype=np.int64)
    valid = np.all((starts >= 0) & (starts <= limits), axis=-1)

    # Updates as (scatter index, window index), the order the expander's loop applies them.
    perm = update_scatter_dims + list(update_window_dims)
    n_windows = int(np.prod(batch_shape, dtype=np.int64))
    window_shape = tuple(upd[0].shape[d] for d in update_window_dims)
    window_count = int(np.prod(window_shape, dtype=np.int64))
    vals = [np.transpose(u, perm).reshape(n_windows, window_count) for u in upd]
    if window_count == 1 and len(operand_shape):  # one element per index: no window to expand
        keep1 = valid.reshape(n_windows)
        flat_starts = starts.reshape(n_windows, len(operand_shape))
        vals1 = [v[:, 0] for v in vals]
        if not keep1.all():
            flat_starts, vals1 = flat_starts[keep1], [v[keep1] for v in vals1]
        targets = flat_starts[:, 0] if len(operand_shape) == 1 else \
            np.ravel_multi_index(tuple(flat_starts.T), operand_shape)
        apply_in_order(outs, targets, vals1, combiner)
        return outs

    full = np.zeros((n_windows,) + window_shape + (len(operand_shape),), dtype=np.int64)
    full += starts.reshape((n_windows,) + (1,) * len(window_shape) + (len(operand_shape),))
    for k, d in enumerate(window_operand_dims):
        shape = [1] * len(window_shape)
        shape[k] = window_shape[k]
        full[..., d] += np.arange(window_shape[k], dtype=np.int64).reshape(shape)
    full = full.reshape(n_windows, window_count, len(operand_shape))
    keep = np.broadcast_to(valid.reshape(n_windows, 1), full.shape[:2])
    if len(operand_shape):
        targets = np.ravel_multi_index(tuple(full[keep].T), operand_shape)
    else:
        targets = np.zeros(int(keep.sum()), dtype=np.int64)
    apply_in_order(outs, targets, [v[keep] for v in vals], combiner)
    return outs
