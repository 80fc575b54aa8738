"""Dot and convolution (and their ragged and scaled forms)."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo import dot_algorithms
from xlac.hlo.dtypes import DType
from xlac.hlo.shape_inference.common import _arr, _array, _attr, _braces, _check_dims, _err, _plural, _rule, show
from xlac.hlo.shape_inference.reductions import _window, window_output_dims
from xlac.hlo.shapes import ArrayShape, Shape

# ---------------------------------------------------------------------------------------------
# Dot and convolution


def _result_type(op: str, lhs: DType, rd: DType | None) -> DType:
    """The element type of dot/convolution: the preferred (written) type or the lhs type."""
    if rd is None or rd == lhs:
        return lhs
    if not rd.is_array:
        raise _err(op, f"the result type {rd} is not an array type")
    if not lhs.is_float and rd.bits < lhs.bits:
        raise _err(op, f"the result type {rd} is narrower than the operand type {lhs}")
    return rd


def _dot_dims(op: str, attrs: dict, lhs: ArrayShape, rhs: ArrayShape) -> tuple[tuple[int, ...], ...]:
    """Validated (lhs_batch, rhs_batch, lhs_contracting, rhs_contracting)."""
    lb, rb, lc, rc = (tuple(attrs.get(k, ())) for k in
                      ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims"))
    for side, shape, batch, contract in (("lhs", lhs, lb, lc), ("rhs", rhs, rb, rc)):
        _check_dims(op, batch + contract, shape.rank, f"{side}_batch_dims+{side}_contracting_dims",
                    f"the {side} {show(shape)}")
    if len(lc) != len(rc):
        raise _err(op, f"lhs has {_plural(len(lc), 'contracting dimension')} but rhs has {len(rc)}")
    if len(lb) != len(rb):
        raise _err(op, f"lhs has {_plural(len(lb), 'batch dimension')} but rhs has {len(rb)}")
    for kind, ld, rdims in (("contracting", lc, rc), ("batch", lb, rb)):
        for a, b in zip(ld, rdims):
            if lhs.dims[a] != rhs.dims[b]:
                raise _err(op, f"lhs {kind} dimension {a} has size {lhs.dims[a]} but rhs {kind} "
                               f"dimension {b} has size {rhs.dims[b]}")
    return lb, rb, lc, rc


def _dot_result_dims(lhs: ArrayShape, rhs: ArrayShape, lb, rb, lc, rc, rhs_skip=()) -> list[int]:
    """batch dims, then lhs free dims, then rhs free dims (minus ``rhs_skip``)."""
    dims = [lhs.dims[d] for d in lb]
    dims += [n for i, n in enumerate(lhs.dims) if i not in lb and i not in lc]
    dims += [n for i, n in enumerate(rhs.dims) if i not in rb and i not in rc and i not in rhs_skip]
    return dims


@_rule("dot")
def _dot(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """dot: batch + lhs free + rhs free dimensions."""
    lhs = _array(op, shapes[0], "the lhs")
    rhs = _array(op, shapes[1], "the rhs")
    lb, rb, lc, rc = _dot_dims(op, attrs, lhs, rhs)
    result = _result_type(op, lhs.dtype, rd)
    problem = dot_algorithms.check(str(attrs.get("algorithm") or ""), lhs.dtype.name, rhs.dtype.name, result.name)
    if problem:
        raise _err(op, problem)
    return _arr(result, _dot_result_dims(lhs, rhs, lb, rb, lc, rc))


@_rule("scaled-dot")
def _scaled_dot(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """scaled-dot(lhs, rhs, lhs_scale, rhs_scale) (XLA's operand order): the shape of dot(lhs,
    rhs). Each scale is a scalar or has its operand's rank with every dim dividing the operand's
    (one scale per block of operand elements)."""
    lhs = _array(op, shapes[0], "the lhs")
    rhs = _array(op, shapes[1], "the rhs")
    for i in (2, 3):
        scale = _array(op, shapes[i], f"operand {i} (a scale)")
        base = lhs if i == 2 else rhs
        if scale.rank not in (0, base.rank):
            raise _err(op, f"scale {show(scale)} must be a scalar or have the rank of {show(base)}")
        if scale.rank and any(s == 0 or b % s for b, s in zip(base.dims, scale.dims)):
            raise _err(op, f"scale {show(scale)}: each dimension must divide {show(base)}'s (block scaling)")
    lb, rb, lc, rc = _dot_dims(op, attrs, lhs, rhs)
    return _arr(_result_type(op, lhs.dtype, rd), _dot_result_dims(lhs, rhs, lb, rb, lc, rc))


@_rule("ragged-dot")
def _ragged_dot(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """ragged-dot(lhs, rhs, group_sizes): dot without rhs group dims; ragged contracting adds [g]."""
    lhs = _array(op, shapes[0], "the lhs")
    rhs = _array(op, shapes[1], "the rhs")
    groups = _array(op, shapes[2], "the group sizes")
    if not groups.dtype.is_integer or groups.rank < 1:
        raise _err(op, f"group sizes {show(groups)} must be an integer array")
    ragged = tuple(_attr(op, attrs, "lhs_ragged_dims"))
    if len(ragged) != 1:
        raise _err(op, f"lhs_ragged_dims={_braces(ragged)} must name exactly one dimension")
    _check_dims(op, ragged, lhs.rank, "lhs_ragged_dims", show(lhs))
    rg = tuple(attrs.get("rhs_group_dims", ()))
    _check_dims(op, rg, rhs.rank, "rhs_group_dims", show(rhs))
    rhs_view = _arr(rhs.dtype, [n for i, n in enumerate(rhs.dims) if i not in rg])
    lb, rb, lc, rc = _dot_dims(op, _renumber_rhs(attrs, rg), lhs, rhs_view)
    dims = _dot_result_dims(lhs, rhs_view, lb, rb, lc, rc)
    if ragged[0] in lc:
        dims = [groups.dims[-1]] + dims
    return _arr(_result_type(op, lhs.dtype, rd), dims)


def _renumber_rhs(attrs: dict, removed: Sequence[int]) -> dict:
    """Dot attrs with rhs dimension numbers shifted past the removed group dims."""
    shift = lambda d: d - sum(1 for r in removed if r < d)  # noqa: E731
    out = dict(attrs)
    for key in ("rhs_batch_dims", "rhs_contracting_dims"):
        out[key] = tuple(shift(d) for d in attrs.get(key, ()))
    return out


@_rule("convolution")
def _convolution(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """convolution: batch / batch_group_count, kernel output features, windowed spatial dims."""
    lhs = _array(op, shapes[0], "the input")
    rhs = _array(op, shapes[1], "the kernel")
    dn = _attr(op, attrs, "dim_labels")
    fgc, bgc = attrs.get("feature_group_count", 1), attrs.get("batch_group_count", 1)
    lhs_l, rhs_l, out_l = dn.text.replace("->", "_").split("_")
    for what, shape, labels in (("input", lhs, lhs_l), ("kernel", rhs, rhs_l)):
        if shape.rank != len(labels):
            raise _err(op, f"dim_labels gives the {what} {len(labels)} dimensions ('{labels}') but "
                           f"the {what} {show(shape)} has rank {shape.rank}")
    if len(out_l) != lhs.rank:
        raise _err(op, f"dim_labels output '{out_l}' has {len(out_l)} dimensions, the input {lhs.rank}")
    _check_groups(op, lhs, rhs, dn, fgc, bgc)
    ksizes = [rhs.dims[d] for d in dn.kernel_spatial]
    window = _window(attrs)
    if [w.size for w in window.dims] != ksizes:
        raise _err(op, f"window sizes {'x'.join(str(w.size) for w in window.dims) or '(none)'} "
                       f"must equal the kernel's spatial sizes {'x'.join(map(str, ksizes))}")
    spatial = window_output_dims(op, [lhs.dims[d] for d in dn.input_spatial], window)
    dims = [0] * lhs.rank
    dims[dn.output_batch] = lhs.dims[dn.input_batch] // bgc
    dims[dn.output_feature] = rhs.dims[dn.kernel_output_feature]
    for d, n in zip(dn.output_spatial, spatial):
        dims[d] = n
    return _arr(_result_type(op, lhs.dtype, rd), dims)


def _check_groups(op: str, lhs: ArrayShape, rhs: ArrayShape, dn, fgc: int, bgc: int) -> None:
    """Feature and batch group counts against the input and kernel sizes."""
    if fgc < 1 or bgc < 1:
        raise _err(op, "feature_group_count and batch_group_count must be positive")
    if fgc > 1 and bgc > 1:
        raise _err(op, "feature_group_count and batch_group_count cannot both be greater than 1")
    in_f, in_b = lhs.dims[dn.input_feature], lhs.dims[dn.input_batch]
    k_in, k_out = rhs.dims[dn.kernel_input_feature], rhs.dims[dn.kernel_output_feature]
    if in_f % fgc or in_f // fgc != k_in:
        raise _err(op, f"input features {in_f} / feature_group_count {fgc} must equal the kernel's "
                       f"input features {k_in}")
    if k_out % fgc:
        raise _err(op, f"kernel output features {k_out} must be divisible by feature_group_count {fgc}")
    if k_out % bgc or in_b % bgc:
        raise _err(op, f"kernel output features {k_out} and input batch {in_b} must be divisible "
                       f"by batch_group_count {bgc}")
