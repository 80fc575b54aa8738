"""Elementwise ops: unary, binary, compare, select, clamp, conversions."""

from __future__ import annotations

from collections.abc import Sequence

from xlac.hlo import opcodes
from xlac.hlo.dtypes import C64, C128, F32, F64, PRED, DType
from xlac.hlo.opcodes import names
from xlac.hlo.shape_inference.common import (
    _arr,
    _array,
    _attr,
    _check_type,
    _err,
    _float,
    _float_complex,
    _rule,
    _same_dtype,
    show,
)
from xlac.hlo.shapes import ArrayShape, Shape

# ---------------------------------------------------------------------------------------------
# Elementwise


# Every elementwise op of the table takes one of the two generic rules below, except those with a
# rule of their own (registered after them, in this file).
_UNARY = names(lambda op: op.category == opcodes.UNARY and op.shape_inferable)
_BINARY = names(lambda op: op.category == opcodes.BINARY and op.shape_inferable)


@_rule(*_UNARY)
def _unary(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """Elementwise unary: the operand's shape, with the element type the row's ``result`` says
    (pred for is-finite, the part type of a complex operand for real/imag/abs)."""
    s = _array(op, shapes[0], "the operand")
    _check_type(op, s.dtype)
    return _with_result_type(op, s)


def _with_result_type(op: str, s: ArrayShape) -> ArrayShape:
    """``s`` with the element type of ``op``'s result (its row's ``result``)."""
    result, dtype = opcodes.info_of(op).result, s.dtype
    if result == opcodes.PRED:
        return s.with_dtype(PRED)
    if result == opcodes.PART and dtype.is_complex:
        return s.with_dtype(F32 if dtype is C64 else F64)
    if result == opcodes.COMPLEX:
        return s.with_dtype(C64 if dtype is F32 else C128)
    return s


@_rule("copy", "opt-barrier", "domain")
def _identity(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """copy, opt-barrier, domain: the operand's shape, tuples included."""
    return shapes[0]


_COMPARE_TYPES = {
    "FLOAT": (_float_complex, "floating-point or complex operands"),
    "TOTALORDER": (_float, "floating-point operands"),
    "SIGNED": (lambda d: d.is_signed, "signed integer operands"),
    "UNSIGNED": (lambda d: d.is_unsigned or d.is_pred, "unsigned integer or pred operands"),
}


@_rule(*_BINARY)
def _binary(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """Elementwise binary: equal shapes and types; compare gives pred, complex gives c64/c128."""
    a = _array(op, shapes[0], "the lhs")
    b = _array(op, shapes[1], "the rhs")
    if a.dims != b.dims:
        raise _err(op, f"operands have shapes {show(a)} and {show(b)}; {op} needs equal shapes")
    _same_dtype(op, a, b, "operands")
    _check_type(op, a.dtype)
    if op == "compare":
        _check_compare_type(attrs, a.dtype)
    return _with_result_type(op, a)


def _check_compare_type(attrs: dict, dtype: DType) -> None:
    """compare's optional type= must suit the operand element type."""
    kind = attrs.get("type")
    if kind is None:
        return
    ok, needs = _COMPARE_TYPES[str(kind)]
    if not ok(dtype):
        raise _err("compare", f"type={kind} needs {needs}, got {dtype}")


@_rule("select")
def _select(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """select(pred, on_true, on_false): pred is a pred scalar or has the operands' dimensions."""
    p = _array(op, shapes[0], "the predicate")
    t = _array(op, shapes[1], "on_true")
    f = _array(op, shapes[2], "on_false")
    if t.dims != f.dims:
        raise _err(op, f"on_true and on_false have shapes {show(t)} and {show(f)}; "
                       "select needs equal shapes")
    _same_dtype(op, t, f, "on_true and on_false")
    if p.dtype is not PRED:
        raise _err(op, f"the predicate has type {p.dtype}; it must be pred")
    if p.rank != 0 and p.dims != t.dims:
        raise _err(op, f"the predicate {show(p)} must be a scalar or have the dimensions of "
                       f"the operands {show(t)}")
    return t


@_rule("clamp")
def _clamp(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """clamp(min, operand, max): bounds are scalars or have the operand's shape."""
    lo = _array(op, shapes[0], "min")
    x = _array(op, shapes[1], "the operand")
    hi = _array(op, shapes[2], "max")
    for what, bound in (("min", lo), ("max", hi)):
        _same_dtype(op, bound, x, f"{what} and the operand")
        if bound.rank != 0 and bound.dims != x.dims:
            raise _err(op, f"{what} {show(bound)} must be a scalar or have the operand's shape "
                           f"{show(x)}")
    return x


@_rule("convert")
def _convert(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """convert: same dimensions, the written element type."""
    s = _array(op, shapes[0], "the operand")
    if rd is None:
        raise _err(op, "the result type cannot be inferred; write the result shape")
    if not rd.is_array:
        raise _err(op, f"cannot convert to {rd}")
    return _arr(rd, s.dims)


@_rule("bitcast-convert")
def _bitcast_convert(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """bitcast-convert: equal widths keep dims; narrowing adds a minor dim, widening removes it."""
    s = _array(op, shapes[0], "the operand")
    if rd is None or not rd.is_array:
        raise _err(op, "the result type cannot be inferred; write the result shape")
    if s.dtype.is_complex != rd.is_complex:
        raise _err(op, f"cannot bitcast between complex and real types ({s.dtype} -> {rd})")
    a, b = s.dtype.bits, rd.bits
    if max(a, b) % min(a, b):
        raise _err(op, f"bit widths {a} ({s.dtype}) and {b} ({rd}) do not divide each other")
    if a > b:
        return _arr(rd, s.dims + (a // b,))
    if a < b:
        if not s.dims or s.dims[-1] != b // a:
            raise _err(op, f"converting {show(s)} to the wider {rd} needs a last dimension of "
                           f"size {b // a}")
        return _arr(rd, s.dims[:-1])
    return _arr(rd, s.dims)


@_rule("reduce-precision")
def _reduce_precision(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """reduce-precision: a float operand, exponent_bits >= 1, mantissa_bits >= 0."""
    s = _array(op, shapes[0], "the operand")
    if not s.dtype.is_float:
        raise _err(op, f"operand type {s.dtype} is not allowed; {op} needs a floating-point type")
    if _attr(op, attrs, "exponent_bits") < 1:
        raise _err(op, f"exponent_bits={attrs['exponent_bits']} must be at least 1")
    if _attr(op, attrs, "mantissa_bits") < 0:
        raise _err(op, f"mantissa_bits={attrs['mantissa_bits']} must not be negative")
    return s


@_rule("stochastic-convert")
def _stochastic_convert(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """stochastic-convert(x, random bits): unsigned bits as wide as x, same dims."""
    s = _array(op, shapes[0], "the operand")
    r = _array(op, shapes[1], "the random bits")
    if not s.dtype.is_float:
        raise _err(op, f"operand type {s.dtype} is not allowed; {op} needs a floating-point type")
    if not r.dtype.is_unsigned or r.dtype.bits != s.dtype.bits:
        raise _err(op, f"the random bits {show(r)} must be unsigned integers as wide as {s.dtype}")
    if r.dims != s.dims:
        raise _err(op, f"the random bits {show(r)} must have the operand's dimensions {show(s)}")
    if rd is None:
        raise _err(op, "the result type cannot be inferred; write the result shape")
    return _arr(rd, s.dims)
