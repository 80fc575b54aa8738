"""Reductions: reduce, reduce-window, select-and-scatter."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo.attributes import Window
from xlac.hlo.dtypes import PRED, DType
from xlac.hlo.ir import Computation
from xlac.hlo.shape_inference.common import (
    _arr,
    _array,
    _attr,
    _check_dims,
    _computation,
    _err,
    _params,
    _plural,
    _root,
    _rule,
    _scalar,
    show,
)
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape, compatible

# ---------------------------------------------------------------------------------------------
# Reductions


def _check_reducer(op: str, comp: Computation, acc_types: Sequence[DType],
                   input_types: Sequence[DType]) -> list[DType]:
    """A reduction computation: 2N scalar parameters (accumulators, then inputs) -> N scalars.

    Returns the accumulator types (the result element types).
    """
    n = len(acc_types)
    params = _params(comp)
    if len(params) != 2 * n:
        raise _err(op, f"computation '{comp.name}' takes {_plural(len(params), 'parameter')}; "
                       f"reducing {_plural(n, 'input')} needs {2 * n}")
    root = _root(comp)
    results = list(root.elements) if root.is_tuple else [root]
    if len(results) != n:
        raise _err(op, f"computation '{comp.name}' returns {show(root)}; it must return "
                       f"{_plural(n, 'scalar')}")
    for i, r in enumerate(results):
        if r.is_tuple or r.rank != 0:
            raise _err(op, f"computation '{comp.name}' returns {show(root)}; it must return scalars")
        for k, what in ((i, "accumulator"), (n + i, "input")):
            if not compatible(params[k], r):
                raise _err(op, f"computation '{comp.name}' parameter {k} ({what} {i}) has shape "
                               f"{show(params[k])} but the computation returns {show(r)} there")
        if r.dtype != acc_types[i]:
            raise _err(op, f"init value {i} has type {acc_types[i]} but computation "
                           f"'{comp.name}' accumulates {r.dtype}")
        if params[n + i].dtype != input_types[i]:
            raise _err(op, f"input {i} has type {input_types[i]} but computation '{comp.name}' "
                           f"parameter {n + i} is {show(params[n + i])}")
    return [r.dtype for r in results]


def _inputs_and_inits(op: str, shapes: Sequence[Shape]) -> tuple[list[ArrayShape], list[ArrayShape]]:
    """Split N inputs + N init values; inputs share dimensions, inits are scalars."""
    if not shapes or len(shapes) % 2:
        raise _err(op, f"needs N inputs followed by N init values, got {_plural(len(shapes), 'operand')}")
    n = len(shapes) // 2
    inputs = [_array(op, s, f"input {i}") for i, s in enumerate(shapes[:n])]
    inits = [_scalar(op, s, f"init value {i}") for i, s in enumerate(shapes[n:])]
    for i, s in enumerate(inputs):
        if s.dims != inputs[0].dims:
            raise _err(op, f"input {i} {show(s)} must have the dimensions of input 0 {show(inputs[0])}")
    return inputs, inits


def _maybe_tuple(shapes: list[ArrayShape]) -> Shape:
    """One shape as itself, several as a tuple."""
    return shapes[0] if len(shapes) == 1 else TupleShape(tuple(shapes))


@_rule("reduce")
def _reduce(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """reduce: the input dims minus ``dimensions``, one result per input (a tuple if several)."""
    inputs, inits = _inputs_and_inits(op, shapes)
    dims = tuple(_attr(op, attrs, "dimensions"))
    _check_dims(op, dims, inputs[0].rank, "dimensions", show(inputs[0]))
    comp = _computation(op, attrs, "to_apply")
    types = _check_reducer(op, comp, [s.dtype for s in inits], [s.dtype for s in inputs])
    kept = [d for i, d in enumerate(inputs[0].dims) if i not in dims]
    if _root(comp).is_tuple:
        return TupleShape(tuple(_arr(t, kept) for t in types))
    return _arr(types[0], kept)


def window_output_dims(op: str, dims: Sequence[int], window: Window) -> list[int]:
    """Output size per dimension of sliding ``window`` over ``dims`` (padding, dilations, stride)."""
    if len(window.dims) != len(dims):
        raise _err(op, f"the window has {_plural(len(window.dims), 'dimension')} but the input "
                       f"has rank {len(dims)}")
    out = []
    for i, (d, w) in enumerate(zip(dims, window.dims)):
        if w.size <= 0 or w.stride <= 0 or w.lhs_dilate < 1 or w.rhs_dilate < 1:
            raise _err(op, f"window dimension {i} needs size and stride > 0 and dilations >= 1")
        base = (d - 1) * w.lhs_dilate + 1 if d > 0 else 0
        padded = w.pad_low + base + w.pad_high
        span = (w.size - 1) * w.rhs_dilate + 1
        out.append(0 if span > padded else (padded - span) // w.stride + 1)
    return out


def _window(attrs: dict) -> Window:
    """The window attribute, or the empty window."""
    return attrs.get("window") or Window(())


@_rule("reduce-window")
def _reduce_window(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """reduce-window: the windowed output dims, one result per input."""
    inputs, inits = _inputs_and_inits(op, shapes)
    comp = _computation(op, attrs, "to_apply")
    types = _check_reducer(op, comp, [s.dtype for s in inits], [s.dtype for s in inputs])
    dims = window_output_dims(op, inputs[0].dims, _window(attrs))
    return _maybe_tuple([_arr(t, dims) for t in types])


@_rule("select-and-scatter")
def _select_and_scatter(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """select-and-scatter(operand, source, init): the operand's shape."""
    s = _array(op, shapes[0], "the operand")
    src = _array(op, shapes[1], "the source")
    init = _scalar(op, shapes[2], "the init value")
    sel = _computation(op, attrs, "select")
    params = _params(sel)
    elem = _arr(s.dtype, ())
    if len(params) != 2 or not all(compatible(p, elem) for p in params):
        raise _err(op, f"select computation '{sel.name}' must take two {show(elem)} parameters, "
                       f"takes ({', '.join(show(p) for p in params)})")
    if not compatible(_root(sel), _arr(PRED, ())):
        raise _err(op, f"select computation '{sel.name}' must return pred[], returns {show(_root(sel))}")
    _check_reducer(op, _computation(op, attrs, "scatter"), [init.dtype], [src.dtype])
    want = window_output_dims(op, s.dims, _window(attrs))
    if list(src.dims) != want:
        raise _err(op, f"the source {show(src)} must have the windowed operand's dimensions "
                       f"[{','.join(map(str, want))}]")
    return s
