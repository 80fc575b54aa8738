"""What every shape rule shares: the rule table, the error type, operand and attribute checks,
and the element-type classes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xlac.hlo.dtypes import TOKEN, DType
from xlac.hlo.ir import Computation
from xlac.hlo.opcodes import info_of, lookup
from xlac.hlo.shapes import ArrayShape, Shape


class ShapeError(ValueError):
    """Operands or attributes an instruction cannot accept; the message names the problem."""


Rule = Callable[[str, Sequence[Shape], dict, "DType | None"], Shape]
_RULES: dict[str, Rule] = {}


def _rule(*opcodes: str) -> Callable[[Rule], Rule]:
    """Register a shape rule for ``opcodes``."""

    def register(fn: Rule) -> Rule:
        """Add ``fn`` to the rule table."""
        for op in opcodes:
            _RULES[op] = fn
        return fn

    return register


def has_rule(opcode: str) -> bool:
    """Whether infer_shape knows a rule for ``opcode`` (given the result type where it needs one)."""
    return opcode in _RULES


def infer_shape(opcode: str, operand_shapes: Sequence[Shape], attrs: dict,
                result_dtype: DType | None = None) -> Shape:
    """The result shape of ``opcode`` applied to operands of ``operand_shapes`` with ``attrs``.

    ``result_dtype`` is the written result element type, for ops that take it from there
    (convert, bitcast-convert, dot and convolution with a preferred element type...).
    """
    info = lookup(opcode)
    if info is None:
        raise ShapeError(f"unknown opcode '{opcode}'")
    n = len(operand_shapes)
    if info.arity is not None and n != info.arity:
        raise _err(opcode, f"takes {_plural(info.arity, 'operand')}, got {n}")
    rule = _RULES.get(opcode)
    if rule is None:
        raise _err(opcode, "the result shape cannot be inferred; write it before the opcode")
    return rule(opcode, operand_shapes, attrs, result_dtype)


# ---------------------------------------------------------------------------------------------
# Helpers


def show(shape: Shape) -> str:
    """A shape as HLO text without its layout: ``f32[4,<=3]``, ``(f32[], s32[2])``."""
    if shape.is_tuple:
        return "(" + ", ".join(show(s) for s in shape.elements) + ")"
    dims = []
    for i, d in enumerate(shape.dims):
        bounded = i < len(shape.dynamic) and shape.dynamic[i]
        dims.append("?" if d < 0 else (f"<={d}" if bounded else str(d)))
    return f"{shape.dtype.name}[{','.join(dims)}]"


def _err(op: str, message: str) -> ShapeError:
    """A ShapeError prefixed with the opcode."""
    return ShapeError(f"{op}: {message}")


def _plural(n: int, word: str) -> str:
    """'1 operand', '2 operands'."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def _braces(values: Sequence[int]) -> str:
    """HLO's braced integer list: {1,0}."""
    return "{" + ",".join(map(str, values)) + "}"


def _array(op: str, shape: Shape, what: str) -> ArrayShape:
    """``shape`` as an array shape; tuples and tokens are errors."""
    if shape.is_tuple or not shape.dtype.is_array:
        raise _err(op, f"{what} must be an array, got {show(shape)}")
    return shape


def _scalar(op: str, shape: Shape, what: str) -> ArrayShape:
    """``shape`` as a rank-0 array shape."""
    shape = _array(op, shape, what)
    if shape.rank != 0:
        raise _err(op, f"{what} must be a scalar, got {show(shape)}")
    return shape


def _token(op: str, shape: Shape, what: str) -> None:
    """Raise unless ``shape`` is token[]."""
    if shape.is_tuple or shape.dtype is not TOKEN:
        raise _err(op, f"{what} must be a token, got {show(shape)}")


def _attr(op: str, attrs: dict, key: str, default: Any = None) -> Any:
    """An attribute value; a missing one without default is an error."""
    value = attrs.get(key, default)
    if value is None:
        raise _err(op, f"needs the attribute '{key}'")
    return value


def _one_dim(op: str, attrs: dict, key: str = "dimensions") -> int:
    """The single dimension of `dimensions={d}`."""
    dims = tuple(_attr(op, attrs, key))
    if len(dims) != 1:
        raise _err(op, f"{key}={_braces(dims)} must name exactly one dimension")
    return dims[0]


def _check_dims(op: str, dims: Sequence[int], rank: int, what: str, of: str) -> None:
    """Every entry of ``dims`` (the attribute ``what``) lies in [0, rank) and appears once."""
    seen: set[int] = set()
    for d in dims:
        if not 0 <= d < rank:
            raise _err(op, f"{what}={_braces(dims)}: dimension {d} is out of range for {of} "
                           f"(rank {rank})")
        if d in seen:
            raise _err(op, f"{what}={_braces(dims)}: dimension {d} is repeated")
        seen.add(d)


def _check_sorted(op: str, dims: Sequence[int], what: str) -> None:
    """Raise unless ``dims`` is in increasing order."""
    if list(dims) != sorted(dims):
        raise _err(op, f"{what}={_braces(dims)} must be in increasing order")


def _same_dtype(op: str, a: ArrayShape, b: ArrayShape, what: str) -> None:
    """Raise unless ``a`` and ``b`` have one element type."""
    if a.dtype != b.dtype:
        raise _err(op, f"{what} have types {a.dtype} and {b.dtype}; {op} needs equal element types")


def _computation(op: str, attrs: dict, key: str) -> Computation:
    """The called computation in attribute ``key``."""
    comp = attrs.get(key)
    if not isinstance(comp, Computation):
        raise _err(op, f"needs the computation attribute '{key}'")
    return comp


def _params(comp: Computation) -> list[Shape]:
    """The parameter shapes of ``comp`` in parameter-number order."""
    return [p.shape for p in comp.parameters]


def _root(comp: Computation) -> Shape:
    """The result shape of ``comp``."""
    return comp.root.shape


def _arr(dtype: DType, dims: Sequence[int]) -> ArrayShape:
    """An array shape without layout."""
    return ArrayShape(dtype, tuple(dims))


# ---------------------------------------------------------------------------------------------
# Element-type classes


def _float(d: DType) -> bool:
    """Floating-point types."""
    return d.is_float


def _float_complex(d: DType) -> bool:
    """Floating-point and complex types."""
    return d.is_float or d.is_complex


def _check_type(op: str, dtype: DType) -> None:
    """Raise unless ``op`` accepts elements of ``dtype`` (its row's ``types``)."""
    types = info_of(op).types
    if not types.accepts(dtype):
        raise _err(op, f"operand type {dtype} is not allowed; {op} needs {types.needs}")
