"""Reference kernels for dot, convolution, fft, linear algebra, batch norm, topk and sort.

Accumulation follows XLA's result-type rules without XLA's rounding noise: floating results are
accumulated in float64 (complex128) and rounded once, through f32 for narrower types (XLA
accumulates bf16/f16 dots in f32); integer results accumulate in 64 bits and wrap to the result
type, which equals XLA's wraparound arithmetic in the result type. The arithmetic kernels run
under XLA:CPU's FTZ/DAZ like every float op (``_under_daz``): subnormal f32/f64/bf16 operands
count as zeros (1e-39 * 1e30 is 0, not 1e-9) and subnormal results are flushed.

    >>> dot_general(np.ones((2, 3), np.float32), np.ones((3, 4), np.float32), lhs_batch=(),
    ...             rhs_batch=(), lhs_contracting=(1,), rhs_contracting=(0,),
    ...             out_np_dtype=np.dtype(np.float32)).tolist()[0]
    [3.0, 3.0, 3.0, 3.0]
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

import numpy as np

from xlac.evaluator.kernels.data_movement import pad
from xlac.evaluator.kernels.elementwise import flush_denormals
from xlac.hlo.attributes import ConvDims, Window, WindowDim
from xlac.hlo.dtypes import from_numpy

Comparator = Callable[[list, list], np.ndarray]


# ---------------------------------------------------------------------------------------------
# FTZ/DAZ and accumulation types


def _flushed(x):
    """A float array with its subnormals flushed (as flush_denormals does by dtype); anything
    else as it is."""
    if isinstance(x, np.ndarray) and x.dtype.kind in "fcV":
        try:
            return flush_denormals(x, from_numpy(x.dtype))
        except KeyError:  # a structured or other void type: no floats to flush
            return x
    return x


def _under_daz(fn: Callable) -> Callable:
    """``fn`` as XLA:CPU runs it, with MXCSR's DAZ and FTZ set: subnormal operands read as
    zeros, subnormal results are flushed (a tuple's every element)."""
    @functools.wraps(fn)
    def wrapped(*args, **kwargs):
        out = fn(*(_flushed(a) for a in args), **kwargs)
        return tuple(_flushed(o) for o in out) if isinstance(out, tuple) else _flushed(out)

    return wrapped



_SUB_BYTE_INTS = {"int2": "i", "int4": "i", "uint2": "u", "uint4": "u"}


def _int_kind(dt: np.dtype) -> str:
    """'i' or 'u' for (sub-byte too) integer types, '' otherwise."""
    dt = np.dtype(dt)
    return dt.kind if dt.kind in "iu" else _SUB_BYTE_INTS.get(dt.name, "")


def _acc_dtype(out: np.dtype) -> np.dtype:
    """The numpy type a kernel accumulates in before rounding to ``out``."""
    out = np.dtype(out)
    if out.kind == "c":
        return np.dtype(np.complex128)
    if out.kind == "b":
        return np.dtype(np.int64)
    kind = _int_kind(out)
    if kind:
        return np.dtype(np.uint64) if kind == "u" else np.dtype(np.int64)
    return np.dtype(np.float64)


def _to_acc(x: np.ndarray, acc: np.dtype) -> np.ndarray:
    """Operand converted for accumulation (ints keep their value, then wrap like XLA's convert)."""
    x = np.asarray(x)
    if acc.kind in "iu" and (x.dtype.kind == "b" or _int_kind(x.dtype)):
        return x.astype(np.int64).astype(acc)
    if acc.kind == "f" and x.dtype.kind == "c":
        return x.real.astype(acc)
    return x.astype(acc)


def _round(result: np.ndarray, out: np.dtype) -> np.ndarray:
    """Round an accumulated result to the output type (through f32 for narrow floats)."""
    out = np.dtype(out)
    if out.kind == "b":
        return result != 0
    if result.dtype.kind == "f" and out.itemsize < 4:
        result = result.astype(np.float32)
    return np.array(result.astype(out), order="C")


# ---------------------------------------------------------------------------------------------
# Dot


@_under_daz
def dot_general(lhs: np.ndarray, rhs: np.ndarray, *, lhs_batch: Sequence[int], rhs_batch: Sequence[int],
                lhs_contracting: Sequence[int], rhs_contracting: Sequence[int],
                out_np_dtype: np.dtype) -> np.ndarray:
    """Sum of products over the contracting dims; result dims are batch, lhs free, rhs free."""
    lhs, rhs = np.asarray(lhs), np.asarray(rhs)
    lhs_free = [d for d in range(lhs.ndim) if d not in lhs_batch and d not in lhs_contracting]
    rhs_free = [d for d in range(rhs.ndim) if d not in rhs_batch and d not in rhs_contracting]
    batch_shape = tuple(lhs.shape[d] for d in lhs_batch)
    m_shape = tuple(lhs.shape[d] for d in lhs_free)
    n_shape = tuple(rhs.shape[d] for d in rhs_free)
    b, m, n = (int(np.prod(s, dtype=np.int64)) for s in (batch_shape, m_shape, n_shape))
    k = int(np.prod([lhs.shape[d] for d in lhs_contracting], dtype=np.int64))
    acc = _acc_dtype(out_np_dtype)
    a = _to_acc(np.transpose(lhs, list(lhs_batch) + lhs_free + list(lhs_contracting)), acc).reshape(b, m, k)
    c = _to_acc(np.transpose(rhs, list(rhs_batch) + list(rhs_contracting) + rhs_free), acc).reshape(b, k, n)
    return _round(np.matmul(a, c).reshape(batch_shape + m_shape + n_shape), out_np_dtype)


# ---------------------------------------------------------------------------------------------
# Convolution


def _conv_window(window: Window | None, kernel_spatial: Sequence[int]) -> tuple[WindowDim, ...]:
    """The window dims; a missing window means size=kernel, stride 1, no padding."""
    if window is not None and window.dims:
        return window.dims
    return tuple(WindowDim(size=k) for k in kernel_spatial)


@_under_daz
def convolution(lhs: np.ndarray, rhs: np.ndarray, *, window: Window | None, dims: ConvDims,
                feature_group_count: int, batch_group_count: int, out_np_dtype: np.dtype) -> np.ndarray:
    """XLA ConvGeneralDilated, computed as one small contraction per kernel position.

    The input is base-dilated and padded (negative padding crops) once; each kernel tap then
    reads a strided view. Feature groups pair consecutive input-feature groups with consecutive
    output-feature groups; batch groups pair consecutive input-batch groups with consecutive
    output-feature groups (the output batch is input batch / batch_group_count).
    """
    acc = _acc_dtype(out_np_dtype)
    x = _to_acc(np.transpose(lhs, (dims.input_batch, dims.input_feature, *dims.input_spatial)), acc)
    w = _to_acc(np.transpose(rhs, (dims.kernel_output_feature, dims.kernel_input_feature,
                                   *dims.kernel_spatial)), acc)
    wdims = _conv_window(window, w.shape[2:])
    flips = tuple(2 + i for i, wd in enumerate(wdims) if wd.reversal)
    if flips:
        w = np.flip(w, flips)
    config = [(0, 0, 0), (0, 0, 0)] + [(wd.pad_low, wd.pad_high, wd.lhs_dilate - 1) for wd in wdims]
    x = pad(x, np.zeros((), acc), config)
    # where a tap reads padding or a dilation hole it is skipped, as XLA skips it: not 0 * w,
    # which is NaN for an infinite or NaN kernel value
    holes = any(lo > 0 or hi > 0 or d > 0 for lo, hi, d in config[2:])
    spatial = tuple(lhs.shape[d] for d in dims.input_spatial)
    valid = pad(np.ones(spatial, bool), np.zeros((), bool), config[2:]) if holes else None
    out_sp = [max((p - ((wd.size - 1) * wd.rhs_dilate + 1)) // wd.stride + 1, 0)
              if p >= (wd.size - 1) * wd.rhs_dilate + 1 else 0 for p, wd in zip(x.shape[2:], wdims)]
    n, c = x.shape[:2]
    o = w.shape[0]
    g, bg = feature_group_count, batch_group_count
    result = np.zeros((n // bg, o, *out_sp), dtype=acc)
    if 0 in result.shape or 0 in w.shape:
        return _finish_conv(result, dims, out_np_dtype)
    for taps in itertools.product(*[range(wd.size) for wd in wdims]):
        read = tuple(slice(t * wd.rhs_dilate, t * wd.rhs_dilate + (s - 1) * wd.stride + 1, wd.stride)
                     for t, wd, s in zip(taps, wdims, out_sp))  # the input positions this tap reads
        view = x[(slice(None), slice(None)) + read]
        wk = w[(slice(None), slice(None)) + taps]
        if bg > 1:
            xv = view.reshape(bg, n // bg, c, *out_sp)
            part = np.einsum("bnc...,boc->nbo...", xv, wk.reshape(bg, o // bg, c), optimize=True)
        else:
            xv = view.reshape(n, g, c // g, *out_sp)
            part = np.einsum("ngc...,goc->ngo...", xv, wk.reshape(g, o // g, c // g), optimize=True)
        if valid is None:
            result += part.reshape(result.shape)
        else:
            np.add(result, part.reshape(result.shape), out=result, where=valid[read])
    return _finish_conv(result, dims, out_np_dtype)


def _finish_conv(result: np.ndarray, dims: ConvDims, out: np.dtype) -> np.ndarray:
    """Move canonical (batch, feature, spatial...) to the output's dim_labels order and round."""
    dest = [dims.output_batch, dims.output_feature, *dims.output_spatial]
    return _round(np.moveaxis(result, list(range(result.ndim)), dest), out)


# ---------------------------------------------------------------------------------------------
# FFT


@_under_daz
def fft(x: np.ndarray, fft_type: str, fft_length: Sequence[int]) -> np.ndarray:
    """FFT over the innermost len(fft_length) axes; RFFT/IRFFT resize the innermost axis."""
    x = np.asarray(x)
    axes = tuple(range(x.ndim - len(fft_length), x.ndim))
    double = x.dtype in (np.float64, np.complex128)
    cplx, real = (np.complex128, np.float64) if double else (np.complex64, np.float32)
    if fft_type == "FFT":
        return np.fft.fftn(x, axes=axes).astype(cplx)
    if fft_type == "IFFT":
        return np.fft.ifftn(x, axes=axes).astype(cplx)
    if fft_type == "RFFT":
        return np.fft.rfftn(x.astype(np.float64), s=tuple(fft_length), axes=axes).astype(cplx)
    if fft_type == "IRFFT":
        return np.fft.irfftn(x, s=tuple(fft_length), axes=axes).astype(real)
    raise ValueError(f"unknown fft_type '{fft_type}'")


# ---------------------------------------------------------------------------------------------
# Cholesky and triangular solve


_CHOLESKY_BLOCK = 128  # XLA's CholeskyExpander block size


def _work_dtype(x: np.ndarray) -> np.dtype:
    return np.dtype(np.complex128) if np.asarray(x).dtype.kind == "c" else np.dtype(np.float64)


def _cholesky_lower(a: np.ndarray) -> np.ndarray:
    """Column-by-column Cholesky reading only the lower triangle; upper triangle stays zero.

    As XLA's CholeskyExpander: a NaN pivot (not positive definite, or NaN input) turns the
    whole matrix of that batch element into NaN. Its unblocked kernel (128-wide blocks) sets
    the diagonal to d / sqrt(d), not sqrt(d), so a zero or infinite pivot gives NaN there;
    only a 1x1 block takes sqrt(d) directly.
    """
    n = a.shape[-1]
    lower = np.zeros_like(a)
    failed = np.zeros(a.shape[:-2], dtype=bool)
    for j in range(n):
        col = a[..., j:, j] - np.einsum("...ik,...k->...i", lower[..., j:, :j], np.conj(lower[..., j, :j]))
        with np.errstate(invalid="ignore", divide="ignore"):
            pivot = np.sqrt(col[..., 0].real)
            failed |= np.isnan(pivot)
            lower[..., j:, j] = col / pivot[..., None]
        if j % _CHOLESKY_BLOCK == 0 and n - j == 1:
            lower[..., j, j] = pivot
    nan = np.array(np.nan, dtype=a.dtype)
    return np.where(failed[..., None, None], nan, lower)


@_under_daz
def cholesky(a: np.ndarray, lower: bool) -> np.ndarray:
    """Batched Cholesky. lower: a = l l^H from a's lower triangle; upper: a = u^H u from its
    upper triangle (XLA transposes, factors, transposes back). The other triangle is zero."""
    a = np.asarray(a)
    work = a.astype(_work_dtype(a))
    if not lower:
        work = np.swapaxes(work, -1, -2)
    result = _cholesky_lower(work)
    if not lower:
        result = np.swapaxes(result, -1, -2)
    return np.array(result.astype(a.dtype), order="C")


_TRSM_BLOCK = 128  # XLA's TriangularSolveExpander block size


def _substitute(m: np.ndarray, b: np.ndarray, lower: bool) -> np.ndarray:
    """Solve m x = b for triangular m by forward (lower) or back substitution, batched."""
    n = m.shape[-1]
    x = np.zeros(np.broadcast_shapes(m.shape[:-2], b.shape[:-2]) + b.shape[-2:], dtype=b.dtype)
    rows = range(n) if lower else range(n - 1, -1, -1)
    with np.errstate(invalid="ignore", divide="ignore"):
        for i in rows:
            known = slice(0, i) if lower else slice(i + 1, n)
            rhs = b[..., i, :] - np.einsum("...k,...kc->...c", m[..., i, known], x[..., known, :])
            x[..., i, :] = rhs / m[..., i, i][..., None]
    return x


def _invert_triangular(t: np.ndarray, lower: bool) -> np.ndarray:
    """XLA's InvertDiagonalBlocks on one block: scale columns to a unit diagonal, build the
    inverse row by row with matrix-vector products, unscale rows. A zero pivot makes NaN that
    spreads through the later rows, as in XLA."""
    n = t.shape[-1]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        d = np.diagonal(t, axis1=-2, axis2=-1)
        scaled = t / d[..., None, :]
        out = np.broadcast_to(-np.eye(n, dtype=t.dtype), t.shape).copy()
        first = 0 if lower else n - 1
        out[..., first, first] = 1
        for i in range(1, n):
            j = i if lower else n - 1 - i
            out[..., j, :] = -np.einsum("...k,...kc->...c", scaled[..., j, :], out)
        return out / d[..., :, None]


def _invert_block(block: np.ndarray, size: int, lower: bool) -> np.ndarray:
    """Invert one diagonal block; a short last block is padded with the identity first, as XLA
    does (which matters for where NaNs of a singular block end up)."""
    r = block.shape[-1]
    if r == size:
        return _invert_triangular(block, lower)
    padded = np.zeros(block.shape[:-2] + (size, size), dtype=block.dtype)
    padded[..., :r, :r] = block
    padded[..., np.arange(r, size), np.arange(r, size)] = 1
    return _invert_triangular(padded, lower)[..., :r, :r]


def _blocked_solve(m: np.ndarray, b: np.ndarray, inv_blocks: list[np.ndarray], lower: bool) -> np.ndarray:
    """Solve m x = b block row by block row: x_j = inv(m_jj) (b_j - m_j,done x_done)."""
    n = m.shape[-1]
    starts = list(range(0, n, _TRSM_BLOCK))
    order = range(len(starts)) if lower else range(len(starts) - 1, -1, -1)
    x = np.zeros(np.broadcast_shapes(m.shape[:-2], b.shape[:-2]) + b.shape[-2:], dtype=b.dtype)
    with np.errstate(invalid="ignore", over="ignore"):
        for j in order:
            rows = slice(starts[j], min(starts[j] + _TRSM_BLOCK, n))
            done = slice(0, rows.start) if lower else slice(rows.stop, n)
            rest = b[..., rows, :] - m[..., rows, done] @ x[..., done, :]
            x[..., rows, :] = inv_blocks[j] @ rest
    return x


@_under_daz
def triangular_solve(a: np.ndarray, b: np.ndarray, *, left_side: bool, lower: bool, unit_diagonal: bool,
                     transpose_a: str) -> np.ndarray:
    """Solve op(a) x = b (left_side) or x op(a) = b, reading only a's ``lower``/upper triangle.

    Follows XLA's TriangularSolveExpander so singular systems give its inf/NaN pattern: plain
    substitution for 1x1 and for small matrices (n < 32) in large batches (> 8), otherwise a
    blocked solve that multiplies by inverted 128x128 diagonal blocks.
    """
    a, b = np.asarray(a), np.asarray(b)
    work = np.dtype(np.complex128) if np.dtype(a.dtype).kind == "c" or np.dtype(b.dtype).kind == "c" \
        else np.dtype(np.float64)
    n = a.shape[-1]
    if b.size == 0:
        return np.array(b, copy=True)
    t = np.tril(a.astype(work)) if lower else np.triu(a.astype(work))
    if unit_diagonal:
        idx = np.arange(n)
        t[..., idx, idx] = 1
    transposed = transpose_a in ("TRANSPOSE", "ADJOINT")

    def op(m: np.ndarray) -> np.ndarray:
        """op(m), then transposed again for a right-side solve (x m = b <=> m^T x^T = b^T)."""
        m = np.conj(m) if transpose_a == "ADJOINT" else m
        return np.swapaxes(m, -1, -2) if transposed != (not left_side) else m

    m = op(t)
    m_lower = lower != (transposed != (not left_side))
    rhs = b.astype(work) if left_side else np.swapaxes(b.astype(work), -1, -2)
    batch = int(np.prod(a.shape[:-2], dtype=np.int64))
    if n == 1 or (batch > _TRSM_BLOCK // 16 and n < _TRSM_BLOCK // 4):
        x = _substitute(m, rhs, m_lower)
    else:
        blocks = [slice(s, min(s + _TRSM_BLOCK, n)) for s in range(0, n, _TRSM_BLOCK)]
        inv_blocks = [op(_invert_block(t[..., s, s], min(_TRSM_BLOCK, n), lower)) for s in blocks]
        x = _blocked_solve(m, rhs, inv_blocks, m_lower)
    if not left_side:
        x = np.swapaxes(x, -1, -2)
    return np.array(x.astype(b.dtype), order="C")


# ---------------------------------------------------------------------------------------------
# Batch norm (XLA's BatchNormExpander formulas, evaluated in float64)


def _feature_view(v: np.ndarray, rank: int, feature_index: int) -> np.ndarray:
    shape = [1] * rank
    shape[feature_index] = -1
    return np.asarray(v, dtype=np.float64).reshape(shape)


def _other_axes(rank: int, feature_index: int) -> tuple[int, ...]:
    return tuple(d for d in range(rank) if d != feature_index)


def _epsilon(epsilon: float, dtype: np.dtype) -> float:
    """XLA converts epsilon to the operand type before using it."""
    return float(np.asarray(epsilon, dtype=np.float32).astype(dtype))


@_under_daz
def batch_norm_training(operand: np.ndarray, scale: np.ndarray, offset: np.ndarray, *, epsilon: float,
                        feature_index: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(normalized, batch mean, batch variance) with variance = E[x^2] - E[x]^2."""
    x = np.asarray(operand).astype(np.float64)
    axes = _other_axes(x.ndim, feature_index)
    mean = x.mean(axis=axes)
    var = (x * x).mean(axis=axes) - mean * mean
    eps = _epsilon(epsilon, operand.dtype)
    fv = functools.partial(_feature_view, rank=x.ndim, feature_index=feature_index)
    y = (x - fv(mean)) / np.sqrt(fv(var) + eps) * fv(scale) + fv(offset)
    dt = operand.dtype
    return y.astype(dt), mean.astype(np.asarray(scale).dtype), var.astype(np.asarray(scale).dtype)


@_under_daz
def batch_norm_inference(operand: np.ndarray, scale: np.ndarray, offset: np.ndarray, mean: np.ndarray,
                         variance: np.ndarray, *, epsilon: float, feature_index: int) -> np.ndarray:
    """Normalize with the given mean and variance."""
    x = np.asarray(operand).astype(np.float64)
    fv = functools.partial(_feature_view, rank=x.ndim, feature_index=feature_index)
    eps = _epsilon(epsilon, operand.dtype)
    y = (x - fv(mean)) / np.sqrt(fv(variance) + eps) * fv(scale) + fv(offset)
    return y.astype(operand.dtype)


@_under_daz
def batch_norm_grad(operand: np.ndarray, scale: np.ndarray, mean: np.ndarray, variance: np.ndarray,
                    grad_output: np.ndarray, *, epsilon: float,
                    feature_index: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(grad_operand, grad_scale, grad_offset) per the operation-semantics formulas."""
    x = np.asarray(operand).astype(np.float64)
    dy = np.asarray(grad_output).astype(np.float64)
    axes = _other_axes(x.ndim, feature_index)
    fv = functools.partial(_feature_view, rank=x.ndim, feature_index=feature_index)
    eps = _epsilon(epsilon, operand.dtype)
    centered = x - fv(mean)
    var_eps = fv(variance) + eps
    grad_offset = dy.sum(axis=axes)
    grad_scale = (dy * centered).sum(axis=axes) / np.sqrt(var_eps.reshape(-1))
    count = x.size // max(x.shape[feature_index], 1) if x.ndim else 1
    d_mean = fv(grad_offset) / count
    c = fv((dy * centered).sum(axis=axes)) / count / var_eps
    grad_x = fv(scale) / np.sqrt(var_eps) * (dy - d_mean - c * centered)
    fdt = np.asarray(scale).dtype
    return grad_x.astype(operand.dtype), grad_scale.astype(fdt), grad_offset.astype(fdt)


# ---------------------------------------------------------------------------------------------
# TopK


def total_order_key(x: np.ndarray) -> np.ndarray:
    """An integer key whose order is XLA's TOTALORDER: -NaN < -inf < ... < -0 < +0 < ... < +NaN."""
    x = np.asarray(x)
    if x.dtype.kind == "b":
        return x.astype(np.int64)
    if _int_kind(x.dtype):
        return x.astype(np.uint64 if _int_kind(x.dtype) == "u" else np.int64)
    bits = x.view(np.dtype(f"i{x.dtype.itemsize}")).astype(np.int64)
    magnitude = (1 << (8 * x.dtype.itemsize - 1)) - 1
    return np.where(bits < 0, bits ^ magnitude, bits)


def topk(x: np.ndarray, k: int, largest: bool) -> tuple[np.ndarray, np.ndarray]:
    """The k largest (smallest) along the last dim by total order; ties keep the lower index first."""
    x = np.asarray(x)
    key = total_order_key(x)
    order = np.argsort(~key if largest else key, axis=-1, kind="stable")[..., :k]
    return np.take_along_axis(x, order, axis=-1), order.astype(np.int32)


# ---------------------------------------------------------------------------------------------
# Sort


def sort(operands: Sequence[np.ndarray], dimension: int, is_stable: bool,
         comparator: Comparator) -> list[np.ndarray]:
    """Sort operands together along ``dimension`` by a general comparator, always stably.

    ``comparator(lhs, rhs)`` is the vectorized to_apply: lists of per-operand arrays -> bool
    array "lhs < rhs". XLA:CPU sorts stably in practice, so ``is_stable`` changes nothing.
    """
    moved = [np.moveaxis(np.asarray(o), dimension, -1) for o in operands]
    shape = moved[0].shape
    n = shape[-1] if moved[0].ndim else 1
    if moved[0].ndim == 0 or n <= 1 or moved[0].size == 0:
        return [np.array(o, copy=True) for o in operands]
    rows = [m.reshape(-1, n) for m in moved]
    perm = _merge_sort_perm(rows, comparator)
    if perm is None:
        perm = _fallback_perm(rows, comparator)
    return [np.array(np.moveaxis(np.take_along_axis(r, perm, axis=1).reshape(shape), -1, dimension), order="C")
            for r in rows]


def _less(rows: list[np.ndarray], n: int, comparator: Comparator):
    """A vectorized "i before j" on index arrays (rows, ...); indices >= n are +infinity padding."""
    count = rows[0].shape[0]

    def less(i: np.ndarray, j: np.ndarray) -> np.ndarray:
        flat_i, flat_j = i.reshape(count, -1), j.reshape(count, -1)
        vi = [np.take_along_axis(r, np.minimum(flat_i, n - 1), axis=1) for r in rows]
        vj = [np.take_along_axis(r, np.minimum(flat_j, n - 1), axis=1) for r in rows]
        pad_i, pad_j = flat_i >= n, flat_j >= n
        real = np.asarray(comparator(vi, vj), dtype=bool)
        result = ~pad_i & (pad_j | real)
        return result.reshape(i.shape)

    return less


def _count_prefix(pred: Callable[[np.ndarray], np.ndarray], shape: tuple[int, ...], width: int) -> np.ndarray:
    """Per element, the length of the true prefix of a monotone predicate over 0..width-1."""
    lo = np.zeros(shape, dtype=np.int64)
    hi = np.full(shape, width, dtype=np.int64)
    while True:
        active = lo < hi
        if not active.any():
            return lo
        mid = np.minimum((lo + hi) // 2, width - 1)
        t = pred(mid) & active
        lo = np.where(t, mid + 1, lo)
        hi = np.where(active & ~t, mid, hi)


def _merge_sort_perm(rows: list[np.ndarray], comparator: Comparator) -> np.ndarray | None:
    """Bottom-up stable merge sort of every row at once; None if the comparator is inconsistent.

    Merging two sorted runs places left[i] at i + #(right < left[i]) and right[j] at
    j + #(left <= right[j]); each count is a vectorized binary search.
    """
    count, n = rows[0].shape
    size = 1 << (n - 1).bit_length()
    less = _less(rows, n, comparator)
    perm = np.broadcast_to(np.arange(size, dtype=np.int64), (count, size)).copy()
    width = 1
    while width < size:
        blocks = perm.reshape(count, size // (2 * width), 2, width)
        left, right = blocks[:, :, 0, :], blocks[:, :, 1, :]

        def right_before_left(mid: np.ndarray, left: np.ndarray = left, right: np.ndarray = right) -> np.ndarray:
            return less(np.take_along_axis(right, mid, axis=-1), left)

        def left_not_after_right(mid: np.ndarray, left: np.ndarray = left, right: np.ndarray = right) -> np.ndarray:
            return ~less(right, np.take_along_axis(left, mid, axis=-1))

        pos_left = np.arange(width) + _count_prefix(right_before_left, left.shape, width)
        pos_right = np.arange(width) + _count_prefix(left_not_after_right, right.shape, width)
        positions = np.concatenate([pos_left, pos_right], axis=-1)
        merged = np.full((count, size // (2 * width), 2 * width), -1, dtype=np.int64)
        np.put_along_axis(merged, positions, np.concatenate([left, right], axis=-1), axis=-1)
        if (merged < 0).any():
            return None  # two elements claimed one slot: not a strict weak order
        perm = merged.reshape(count, size)
        width *= 2
    return perm[:, :n] if (perm[:, :n] < n).all() else None


def _fallback_perm(rows: list[np.ndarray], comparator: Comparator) -> np.ndarray:
    """Row by row stable sort with Python's sort, for comparators that are not strict weak orders."""
    count, n = rows[0].shape
    perm = np.empty((count, n), dtype=np.int64)
    for r in range(count):
        def cmp(i: int, j: int, r: int = r) -> int:
            if comparator([row[r, i:i + 1] for row in rows], [row[r, j:j + 1] for row in rows])[0]:
                return -1
            if comparator([row[r, j:j + 1] for row in rows], [row[r, i:i + 1] for row in rows])[0]:
                return 1
            return 0
        perm[r] = sorted(range(n), key=functools.cmp_to_key(cmp))
    return perm
