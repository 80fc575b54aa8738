"""Control flow: call, while, conditional, map, scan, tokens."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo.dtypes import PRED, S32, TOKEN, DType
from xlac.hlo.ir import Computation
from xlac.hlo.shape_inference.common import (
    _arr,
    _array,
    _braces,
    _computation,
    _err,
    _params,
    _plural,
    _root,
    _rule,
    _scalar,
    _token,
    show,
)
from xlac.hlo.shapes import Shape, compatible

# ---------------------------------------------------------------------------------------------
# Control flow


def _check_args(op: str, comp: Computation, shapes: Sequence[Shape], what: str = "operand") -> None:
    """``comp`` takes exactly ``shapes``."""
    params = _params(comp)
    if len(params) != len(shapes):
        raise _err(op, f"computation '{comp.name}' takes {_plural(len(params), 'parameter')} "
                       f"but is given {_plural(len(shapes), what)}")
    for i, (p, s) in enumerate(zip(params, shapes)):
        if not compatible(p, s):
            raise _err(op, f"computation '{comp.name}' parameter {i} has shape {show(p)} but "
                           f"{what} {i} has shape {show(s)}")


@_rule("call")
def _call(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """call: to_apply takes the operands; the result is its root shape."""
    comp = _computation(op, attrs, "to_apply")
    _check_args(op, comp, shapes)
    return _root(comp)


@_rule("while")
def _while(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """while: condition (carry) -> pred[], body (carry) -> carry; the result is the carry."""
    carry = shapes[0]
    cond, body = _computation(op, attrs, "condition"), _computation(op, attrs, "body")
    _check_args(op, cond, [carry])
    _check_args(op, body, [carry])
    if not compatible(_root(cond), _arr(PRED, ())):
        raise _err(op, f"condition '{cond.name}' must return pred[], returns {show(_root(cond))}")
    if not compatible(_root(body), carry):
        raise _err(op, f"body '{body.name}' returns {show(_root(body))} but the loop carries "
                       f"{show(carry)}")
    return carry


def branches(attrs: dict) -> list[Computation]:
    """A conditional's branch computations, in index order (true before false)."""
    listed = attrs.get("branch_computations")
    if listed is not None:
        return list(listed)
    pair = [attrs.get("true_computation"), attrs.get("false_computation")]
    return [c for c in pair if c is not None]


@_rule("conditional")
def _conditional(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """conditional(index, args...): branch i takes args[i]; all branches return one shape."""
    if not shapes:
        raise _err(op, "needs a branch index operand")
    index = _scalar(op, shapes[0], "the branch index")
    pair = [k for k in ("true_computation", "false_computation") if k in attrs]
    if pair and ("branch_computations" in attrs or len(pair) != 2):
        raise _err(op, "give either branch_computations or both true_computation and false_computation")
    comps = branches(attrs)
    if index.dtype is PRED and len(comps) != 2:
        raise _err(op, f"a pred index needs 2 branches (true, false), got {len(comps)}")
    if index.dtype is not PRED and (index.dtype is not S32 or not comps):
        raise _err(op, f"the branch index must be pred[] or s32[] with at least one branch, "
                       f"got {show(index)} with {_plural(len(comps), 'branch')}")
    if len(shapes) != len(comps) + 1:
        raise _err(op, f"{_plural(len(comps), 'branch')} need {len(comps) + 1} operands "
                       f"(index + one per branch), got {len(shapes)}")
    for i, comp in enumerate(comps):
        _check_args(op, comp, [shapes[i + 1]], what="branch operand")
        if not compatible(_root(comp), _root(comps[0])):
            raise _err(op, f"branch {i} '{comp.name}' returns {show(_root(comp))} but branch 0 "
                           f"'{comps[0].name}' returns {show(_root(comps[0]))}")
    return _root(comps[0])


@_rule("map")
def _map(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """map: to_apply (one scalar per operand) -> scalar, over operands of equal dims."""
    if not shapes:
        raise _err(op, "needs at least one operand")
    ops = [_array(op, s, f"operand {i}") for i, s in enumerate(shapes)]
    for i, s in enumerate(ops):
        if s.dims != ops[0].dims:
            raise _err(op, f"operand {i} {show(s)} must have the dimensions of operand 0 {show(ops[0])}")
    dims = tuple(attrs.get("dimensions", range(ops[0].rank)))
    if dims != tuple(range(ops[0].rank)):
        raise _err(op, f"dimensions={_braces(dims)} must list all operand dimensions in order")
    comp = _computation(op, attrs, "to_apply")
    _check_args(op, comp, [_arr(s.dtype, ()) for s in ops], what="operand element")
    root = _root(comp)
    if root.is_tuple or root.rank != 0:
        raise _err(op, f"computation '{comp.name}' must return a scalar, returns {show(root)}")
    return _arr(root.dtype, ops[0].dims)


@_rule("scan")
def _scan(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """scan: not inferred yet (its carry/output layout is not pinned down here); write the shape."""
    raise _err(op, "the result shape cannot be inferred; write it before the opcode")


@_rule("after-all")
def _after_all(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """after-all: its operands (tokens, or any value it orders after, as XLA's verifier
    allows: `after-all(x)` with x f32[]) join into token[]."""
    return _arr(TOKEN, ())


@_rule("add-dependency")
def _add_dependency(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """add-dependency(value, token): the value's shape."""
    _token(op, shapes[1], "operand 1")
    return shapes[0]
