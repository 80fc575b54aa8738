"""Ragged and block-scaled dots (XLA's ragged-dot and scaled-dot), built on dot_general."""

from __future__ import annotations

import numpy as np

from xlac.evaluator.kernels.linalg_conv import dot_general


def _group_masks(sizes: np.ndarray, length: int) -> list[np.ndarray]:
    """One boolean mask over ``length`` positions per group; rows past the last group are in none."""
    ends = np.cumsum(sizes.astype(np.int64))
    starts = ends - sizes.astype(np.int64)
    pos = np.arange(length)
    return [(pos >= s) & (pos < e) for s, e in zip(starts, ends)]


def _mask_along(x: np.ndarray, mask: np.ndarray, dim: int) -> np.ndarray:
    shape = [1] * x.ndim
    shape[dim] = x.shape[dim]
    return np.where(mask.reshape(shape), x, np.zeros((), x.dtype))


def ragged_dot(lhs: np.ndarray, rhs: np.ndarray, group_sizes: np.ndarray, *, lhs_batch: tuple,
               rhs_batch: tuple, lhs_contracting: tuple, rhs_contracting: tuple, lhs_ragged: int,
               rhs_group: tuple, out_np_dtype) -> np.ndarray:
    """The three ragged-dot modes: the ragged lhs dim is non-contracting (rhs has a group dim),
    contracting (result gains a leading group dim), or batch. ``group_sizes`` is [g]."""
    sizes = np.asarray(group_sizes).reshape(-1)
    masks = _group_masks(sizes, lhs.shape[lhs_ragged])
    dims = dict(lhs_batch=lhs_batch, lhs_contracting=lhs_contracting, out_np_dtype=out_np_dtype)
    if lhs_ragged in lhs_contracting:  # mode 2
        k = lhs_contracting.index(lhs_ragged)
        outs = [dot_general(_mask_along(lhs, m, lhs_ragged), _mask_along(rhs, m, rhs_contracting[k]),
                            rhs_batch=rhs_batch, rhs_contracting=rhs_contracting, **dims) for m in masks]
        return np.stack(outs).astype(out_np_dtype)
    if lhs_ragged in lhs_batch:  # mode 3
        covered = np.any(masks, axis=0) if masks else np.zeros(lhs.shape[lhs_ragged], bool)
        out = dot_general(lhs, rhs, rhs_batch=rhs_batch, rhs_contracting=rhs_contracting, **dims)
        return _mask_along(out, covered, lhs_batch.index(lhs_ragged)).astype(out_np_dtype)
    # mode 1: rows of group j use rhs[j]
    g = rhs_group[0]
    shift = lambda ds: tuple(d - 1 if d > g else d for d in ds)  # noqa: E731 - dims after dropping g
    out = None
    for j, m in enumerate(masks):
        part = dot_general(_mask_along(lhs, m, lhs_ragged), np.take(rhs, j, axis=g),
                           rhs_batch=shift(rhs_batch), rhs_contracting=shift(rhs_contracting), **dims)
        out = part if out is None else out + part
    if out is None:
        out = dot_general(lhs * 0, np.take(rhs, 0, axis=g) * 0, rhs_batch=shift(rhs_batch),
                          rhs_contracting=shift(rhs_contracting), **dims)
    return np.asarray(out).astype(out_np_dtype)


def dequantize(x: np.ndarray, scale: np.ndarray) -> np.ndarray:
    """Block scaling: each scale element covers a block of x (x dims are multiples of scale dims)."""
    xf = x.astype(np.float32)
    s = scale.astype(np.float32)
    for dim, (n, m) in enumerate(zip(x.shape, s.shape)):
        if m and n != m:
            s = np.repeat(s, n // m, axis=dim)
    return xf * s


def scaled_dot(lhs, lhs_scale, rhs, rhs_scale, **dot_dims) -> np.ndarray:
    return dot_general(dequantize(lhs, lhs_scale), dequantize(rhs, rhs_scale), **dot_dims)
