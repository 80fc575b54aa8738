"""Other compute: fft, sort, top-k, linear algebra, batch norm, rng, collectives."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo.dtypes import C64, C128, F32, F64, PRED, S32, DType
from xlac.hlo.ir import Computation
from xlac.hlo.shape_inference.common import (
    _arr,
    _array,
    _attr,
    _braces,
    _check_dims,
    _computation,
    _err,
    _float_complex,
    _one_dim,
    _params,
    _root,
    _rule,
    _same_dtype,
    show,
)
from xlac.hlo.shape_inference.reductions import _maybe_tuple
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape, compatible

# ---------------------------------------------------------------------------------------------
# Other compute


@_rule("fft")
def _fft(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """fft over the innermost len(fft_length) dims: FFT/IFFT keep, RFFT halves, IRFFT restores."""
    s = _array(op, shapes[0], "the operand")
    kind = str(_attr(op, attrs, "fft_type"))
    length = tuple(_attr(op, attrs, "fft_length"))
    n = len(length)
    if not 1 <= n <= 3:
        raise _err(op, f"fft_length={_braces(length)} must have 1 to 3 entries")
    if s.rank < n:
        raise _err(op, f"fft of rank {n} needs an operand of rank >= {n}, got {show(s)}")
    inner = s.dims[s.rank - n:]
    if kind in ("FFT", "IFFT"):
        if not s.dtype.is_complex:
            raise _err(op, f"{kind} needs a complex operand, got {show(s)}")
        return s
    if kind == "RFFT":
        if s.dtype not in (F32, F64):
            raise _err(op, f"RFFT needs an f32 or f64 operand, got {show(s)}")
        if tuple(inner) != length:
            raise _err(op, f"RFFT needs the innermost dimensions {show(s)} to equal fft_length {_braces(length)}")
        last = length[-1] // 2 + 1 if length[-1] else 0
        return _arr(C64 if s.dtype is F32 else C128, s.dims[:-1] + (last,))
    if not s.dtype.is_complex:
        raise _err(op, f"IRFFT needs a complex operand, got {show(s)}")
    want = tuple(length[:-1]) + ((length[-1] // 2 + 1) if length[-1] else 0,)
    if tuple(inner) != want:
        raise _err(op, f"IRFFT needs innermost dimensions {_braces(want)} for fft_length "
                       f"{_braces(length)}, got {show(s)}")
    return _arr(F32 if s.dtype is C64 else F64, s.dims[:-1] + (length[-1],))


@_rule("sort")
def _sort(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """sort: the operands' shapes (a tuple for several); comparator (2N scalars) -> pred[]."""
    if not shapes:
        raise _err(op, "needs at least one operand")
    ops = [_array(op, s, f"operand {i}") for i, s in enumerate(shapes)]
    for i, s in enumerate(ops):
        if s.dims != ops[0].dims:
            raise _err(op, f"operand {i} {show(s)} must have the dimensions of operand 0 {show(ops[0])}")
    _check_dims(op, (_one_dim(op, attrs),), ops[0].rank, "dimensions", show(ops[0]))
    _check_comparator(op, _computation(op, attrs, "to_apply"), ops)
    return _maybe_tuple(ops)


def _check_comparator(op: str, comp: Computation, ops: Sequence[ArrayShape]) -> None:
    """A sort comparator: two scalars per operand -> pred[]."""
    params = _params(comp)
    want = [_arr(s.dtype, ()) for s in ops for _ in (0, 1)]
    if len(params) != len(want) or not all(compatible(p, w) for p, w in zip(params, want)):
        raise _err(op, f"comparator '{comp.name}' must take ({', '.join(map(show, want))}), "
                       f"takes ({', '.join(map(show, params))})")
    if not compatible(_root(comp), _arr(PRED, ())):
        raise _err(op, f"comparator '{comp.name}' must return pred[], returns {show(_root(comp))}")


@_rule("topk")
def _topk(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """topk: (values, s32 indices), the last dimension cut to k."""
    s = _array(op, shapes[0], "the operand")
    k = _attr(op, attrs, "k")
    if s.rank < 1:
        raise _err(op, f"the operand must have rank >= 1, got {show(s)}")
    if not 0 <= k <= s.dims[-1]:
        raise _err(op, f"k={k} must be in 0..{s.dims[-1]} (the last dimension of {show(s)})")
    dims = s.dims[:-1] + (k,)
    return TupleShape((_arr(s.dtype, dims), _arr(S32, dims)))


def _square_batch(op: str, s: Shape, what: str) -> ArrayShape:
    """A floating-point or complex batch of square matrices."""
    s = _array(op, s, what)
    if not _float_complex(s.dtype):
        raise _err(op, f"{what} type {s.dtype} is not allowed; {op} needs a floating-point or complex type")
    if s.rank < 2 or s.dims[-1] != s.dims[-2]:
        raise _err(op, f"{what} {show(s)} must have rank >= 2 and square minor dimensions")
    return s


@_rule("cholesky")
def _cholesky(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """cholesky: the operand's shape (batched square matrices)."""
    return _square_batch(op, shapes[0], "the operand")


@_rule("triangular-solve")
def _triangular_solve(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """triangular-solve(a, b): b's shape; a is square and shares b's batch dims."""
    a = _square_batch(op, shapes[0], "a")
    b = _array(op, shapes[1], "b")
    _same_dtype(op, a, b, "a and b")
    if b.rank != a.rank or b.dims[:-2] != a.dims[:-2]:
        raise _err(op, f"a {show(a)} and b {show(b)} must have equal rank and batch dimensions")
    side = -2 if attrs.get("left_side", False) else -1
    if b.dims[side] != a.dims[-1]:
        raise _err(op, f"b {show(b)} dimension {b.rank + side} must equal a's size {a.dims[-1]}")
    return b


def _feature_vectors(op: str, x: ArrayShape, vectors: Sequence[tuple[str, Shape]], fi: int) -> ArrayShape:
    """Batch norm operand checks; the [features] shape."""
    if not x.dtype.is_float:
        raise _err(op, f"the operand type {x.dtype} is not allowed; {op} needs a floating-point type")
    _check_dims(op, (fi,), x.rank, "feature_index", show(x))
    feat = _arr(x.dtype, (x.dims[fi],))
    for what, v in vectors:
        if not compatible(_array(op, v, what), feat):
            raise _err(op, f"{what} {show(v)} must be {show(feat)} (one {x.dtype} per feature)")
    return feat


@_rule("batch-norm-training")
def _bn_training(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """batch-norm-training: (normalized, mean, variance)."""
    x = _array(op, shapes[0], "the operand")
    feat = _feature_vectors(op, x, [("scale", shapes[1]), ("offset", shapes[2])],
                            _attr(op, attrs, "feature_index"))
    return TupleShape((x, feat, feat))


@_rule("batch-norm-inference")
def _bn_inference(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """batch-norm-inference: the operand's shape."""
    x = _array(op, shapes[0], "the operand")
    _feature_vectors(op, x, list(zip(("scale", "offset", "mean", "variance"), shapes[1:])),
                     _attr(op, attrs, "feature_index"))
    return x


@_rule("batch-norm-grad")
def _bn_grad(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """batch-norm-grad: (grad operand, grad scale, grad offset)."""
    x = _array(op, shapes[0], "the operand")
    feat = _feature_vectors(op, x, list(zip(("scale", "mean", "variance"), shapes[1:4])),
                            _attr(op, attrs, "feature_index"))
    g = _array(op, shapes[4], "the output gradient")
    if not compatible(g, x):
        raise _err(op, f"the output gradient {show(g)} must have the operand's shape {show(x)}")
    return TupleShape((x, feat, feat))
