"""Reference kernels for reduce, reduce-window and select-and-scatter.

Reducers arrive as *vectorized combiners*: ``combiner([acc...], [x...]) -> [new...]`` computes the
HLO ``to_apply`` computation elementwise on whole arrays, so a reduction costs a handful of numpy
calls rather than one Python call per element.

- reduce folds short reductions (at most SEQUENTIAL_MAX elements per result) in XLA's evaluator
  order: the init value, then each element in row-major order, so 16-bit float sums (rounded at
  every step) match XLA and the cpu target bit for bit. Longer ones combine adjacent pairs level
  by level (a balanced tree). The left operand always holds earlier elements, so reducers that
  break ties by position (argmax/argmin with index tie-breaks, "first NaN wins") give exactly
  the sequential result; long float sums differ from XLA only by reassociation.
- reduce-window and select-and-scatter walk the window positions in row-major order like XLA's
  CPU emitter does: the init value is applied once and padding / base-dilation holes are
  skipped, never combined.

    >>> add = lambda a, b: [a[0] + b[0]]
    >>> reduce([np.arange(6).reshape(2, 3)], [np.array(0)], (1,), add)[0].tolist()
    [3, 12]
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import numpy as np

from xlac.evaluator.kernels.data_movement import apply_in_order
from xlac.hlo.attributes import Window, WindowDim

Combiner = Callable[[list, list], list]
SEQUENTIAL_MAX = 64  # elements per result folded one by one (one combiner call each)
Select = Callable[[list, list], np.ndarray]


# ---------------------------------------------------------------------------------------------
# Reduce


def _tree_reduce(values: list[np.ndarray], combiner: Combiner) -> list[np.ndarray]:
    """Reduce the last axis by combining neighbours (order-preserving); the axis must be >= 1."""
    while values[0].shape[-1] > 1:
        n = values[0].shape[-1]
        even = n - (n % 2)
        left = [v[..., 0:even:2] for v in values]
        right = [v[..., 1:even:2] for v in values]
        merged = [np.broadcast_to(m, left[0].shape) for m in combiner(left, right)]
        if n % 2:
            merged = [np.concatenate([m, v[..., -1:]], axis=-1) for m, v in zip(merged, values)]
        values = merged
    return [v[..., 0] for v in values]


def reduce(inputs: Sequence[np.ndarray], inits: Sequence[np.ndarray], dimensions: Sequence[int],
           combiner: Combiner) -> list[np.ndarray]:
    """Variadic reduce over ``dimensions``; results keep the other dims in order."""
    inputs = [np.asarray(x) for x in inputs]
    dims = sorted(dimensions)
    kept = [d for d in range(inputs[0].ndim) if d not in dims]
    out_shape = tuple(inputs[0].shape[d] for d in kept)
    count = int(np.prod([inputs[0].shape[d] for d in dims], dtype=np.int64))
    inits_b = [np.full(out_shape, i, dtype=x.dtype) for i, x in zip(inits, inputs)]
    if count == 0:
        return inits_b
    flat = [np.transpose(x, kept + dims).reshape(out_shape + (count,)) for x in inputs]
    if count <= SEQUENTIAL_MAX:
        result = inits_b
        for k in range(count):
            result = combiner(result, [f[..., k] for f in flat])
    else:
        result = combiner(inits_b, _tree_reduce(flat, combiner))
    return [np.array(np.broadcast_to(r, out_shape), order="C").astype(x.dtype, copy=False)
            for r, x in zip(result, inputs)]


# ---------------------------------------------------------------------------------------------
# Window geometry shared by reduce-window and select-and-scatter


def _window_dims(window: Window, rank: int) -> tuple[WindowDim, ...]:
    """The window's dims; an empty window (rank-0 operand) is a no-op window."""
    return window.dims if window.dims else tuple(WindowDim(1) for _ in range(rank))


def _output_size(n: int, w: WindowDim) -> int:
    """Number of window placements along one dim after base dilation and padding."""
    dilated = (n - 1) * w.lhs_dilate + 1 if n > 0 else 0
    padded = w.pad_low + dilated + w.pad_high
    span = (w.size - 1) * w.rhs_dilate + 1
    return max((padded - span) // w.stride + 1, 0) if padded >= span else 0


def _tap(n: int, out: int, w: WindowDim, k: int) -> tuple[np.ndarray, np.ndarray]:
    """For window offset k along one dim: the operand index per output position, and validity.

    Invalid positions (padding, or holes from base dilation) get index 0 and valid=False.
    """
    q = np.arange(out, dtype=np.int64) * w.stride + k * w.rhs_dilate - w.pad_low
    valid = (q >= 0) & (q % w.lhs_dilate == 0) & (q // w.lhs_dilate < n)
    return np.where(valid, q // w.lhs_dilate, 0), valid


def _taps(shape: tuple[int, ...], dims: tuple[WindowDim, ...]):
    """Yield (index tuple for np.ix_-style gathering, validity mask) per window position, in order."""
    out_shape = tuple(_output_size(n, w) for n, w in zip(shape, dims))
    for offsets in itertools.product(*[range(w.size) for w in dims]):
        per_dim = [_tap(n, o, w, k) for n, o, w, k in zip(shape, out_shape, dims, offsets)]
        index = np.ix_(*[i for i, _ in per_dim]) if per_dim else ()
        mask = np.ones(out_shape, dtype=bool)
        for axis, (_, v) in enumerate(per_dim):
            shape_v = [1] * len(out_shape)
            shape_v[axis] = out_shape[axis]
            mask = mask & v.reshape(shape_v)
        yield index, mask


def _out_shape(shape: tuple[int, ...], dims: tuple[WindowDim, ...]) -> tuple[int, ...]:
    return tuple(_output_size(n, w) for n, w in zip(shape, dims))


# ---------------------------------------------------------------------------------------------
# Reduce-window


def reduce_window(inputs: Sequence[np.ndarray], inits: Sequence[np.ndarray], window: Window,
                  combiner: Combiner) -> list[np.ndarray]:
    """Variadic reduce-window: acc = init, then acc = f(acc, x) for each in-bounds window element."""
    inputs = [np.asarray(x) for x in inputs]
    dims = _window_dims(window, inputs[0].ndim)
    out_shape = _out_shape(inputs[0].shape, dims)
    acc = [np.full(out_shape, i, dtype=x.dtype) for i, x in zip(inits, inputs)]
    if 0 in out_shape or 0 in inputs[0].shape:
        return acc
    for index, mask in _taps(inputs[0].shape, dims):
        if not mask.any():
            continue
        vals = [x[index] for x in inputs]
        new = combiner(acc, vals)
        acc = [np.where(mask, n, a).astype(a.dtype, copy=False) for n, a in zip(new, acc)]
    return acc


# ---------------------------------------------------------------------------------------------
# Select-and-scatter


def select_and_scatter(operand: np.ndarray, source: np.ndarray, init: np.ndarray, window: Window,
                       select: Select, scatter: Callable[[list, list], np.ndarray]) -> np.ndarray:
    """Scatter each source value onto the element its window selects.

    Per window, the first in-bounds element is the initial pick; each later in-bounds element
    replaces it when ``select([picked], [candidate])`` is False. Padding is never picked. The
    output starts as ``init`` and each pick is updated with ``scatter([out], [source])`` in
    source order.
    """
    operand = np.asarray(operand)
    source = np.asarray(source)
    dims = _window_dims(window, operand.ndim)
    out = np.full(operand.shape, init, dtype=operand.dtype)
    out_shape = _out_shape(operand.shape, dims)
    if 0 in out_shape or source.size == 0:
        return out
    flat_index = np.arange(operand.size, dtype=np.int64).reshape(operand.shape)
    picked_val = np.zeros(out_shape, dtype=operand.dtype)
    picked_idx = np.zeros(out_shape, dtype=np.int64)
    has_pick = np.zeros(out_shape, dtype=bool)
    for index, mask in _taps(operand.shape, dims):
        if not mask.any():
            continue
        cand_val, cand_idx = operand[index], flat_index[index]
        keep = np.asarray(select([picked_val], [cand_val]), dtype=bool)
        take = mask & (~has_pick | ~keep)
        picked_val = np.where(take, cand_val, picked_val)
        picked_idx = np.where(take, cand_idx, picked_idx)
        has_pick |= mask
    targets = picked_idx[has_pick]
    values = np.broadcast_to(source, out_shape)[has_pick]
    apply_in_order([out], targets, [values], lambda a, b: [scatter(a, b)])
    return out
