"""Shape inference: XLA's ShapeInference rules, one function per opcode family.

``infer_shape(opcode, operand_shapes, attrs)`` returns the result shape of an instruction from its
operands and decoded attributes, or raises :class:`ShapeError` saying, in user terms, what is
wrong with them. Every check XLA makes on operands (types, dimension numbers, called computation
signatures) happens here, so the parser (which calls this when a shape is omitted) and the
verifier (which calls it to check written shapes) report the same errors.

    >>> from xlac.hlo.dtypes import F32
    >>> from xlac.hlo.shapes import array
    >>> show(infer_shape("dot", [array(F32, (4, 8)), array(F32, (8, 3))],
    ...                  {"lhs_contracting_dims": (1,), "rhs_contracting_dims": (0,)}))
    'f32[4,3]'

Ops whose result cannot be derived from operands alone (convert, dot with a preferred type...)
take the written result element type through ``result_dtype``; the verifier passes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xlac.hlo.attributes import Window
from xlac.hlo.dtypes import C64, C128, F32, F64, PRED, S32, TOKEN, DType
from xlac.hlo.ir import Computation
from xlac.hlo.opcodes import lookup
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape, compatible


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


def _integer(d: DType) -> bool:
    """Signed and unsigned integer types."""
    return d.is_integer


def _int_pred(d: DType) -> bool:
    """Integer types and pred."""
    return d.is_integer or d.is_pred


def _numeric(d: DType) -> bool:
    """Everything arithmetic: integers, floats, complex (not pred)."""
    return d.is_integer or d.is_float or d.is_complex


def _signed(d: DType) -> bool:
    """Types with a sign: signed integers, floats, complex."""
    return d.is_signed or d.is_float or d.is_complex


def _any(d: DType) -> bool:
    """Any array element type."""
    return d.is_array


_FC = (_float_complex, "a floating-point or complex type")
_TYPE_RULES: dict[str, tuple[Callable[[DType], bool], str]] = {
    **{op: (_float, "a floating-point type") for op in
       ("floor", "ceil", "round-nearest-afz", "round-nearest-even", "erf", "is-finite")},
    **{op: _FC for op in
       ("cosine", "sine", "tan", "exponential", "exponential-minus-one", "log", "log-plus-one",
        "logistic", "rsqrt", "sqrt", "cbrt", "tanh", "acos", "asin", "acosh", "asinh", "atanh",
        "cosh", "sinh", "real", "imag", "atan2")},
    **{op: (_integer, "an integer type") for op in
       ("count-leading-zeros", "popcnt", "shift-left", "shift-right-arithmetic",
        "shift-right-logical", "mulhi")},
    **{op: (_int_pred, "an integer or pred type") for op in ("not", "and", "or", "xor")},
    **{op: (_numeric, "a numeric (not pred) type") for op in
       ("negate", "subtract", "divide", "remainder", "power")},
    **{op: (_signed, "a signed integer, floating-point or complex type") for op in ("abs", "sign")},
    "complex": (lambda d: d in (F32, F64), "f32 or f64"),
}


def _check_type(op: str, dtype: DType) -> None:
    """Raise unless ``op`` accepts elements of ``dtype``."""
    pred, needs = _TYPE_RULES.get(op, (_any, "an array type"))
    if not pred(dtype):
        raise _err(op, f"operand type {dtype} is not allowed; {op} needs {needs}")


# ---------------------------------------------------------------------------------------------
# Elementwise


_UNARY = ("abs", "acos", "acosh", "asin", "asinh", "atanh", "cbrt", "ceil", "cosine", "cosh",
          "count-leading-zeros", "erf", "exponential", "exponential-minus-one", "floor", "imag",
          "is-finite", "log", "log-plus-one", "logistic", "negate", "not", "popcnt", "real",
          "round-nearest-afz", "round-nearest-even", "rsqrt", "sign", "sine", "sinh", "sqrt",
          "tan", "tanh")


@_rule(*_UNARY)
def _unary(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """Elementwise unary: same shape; real/imag/abs of complex give the part type, is-finite pred."""
    s = _array(op, shapes[0], "the operand")
    _check_type(op, s.dtype)
    if op == "is-finite":
        return s.with_dtype(PRED)
    if op in ("real", "imag", "abs") and s.dtype.is_complex:
        return s.with_dtype(F32 if s.dtype is C64 else F64)
    return s


@_rule("copy", "opt-barrier", "domain")
def _identity(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """copy, opt-barrier, domain: the operand's shape, tuples included."""
    return shapes[0]


_BINARY = ("add", "and", "atan2", "complex", "divide", "maximum", "minimum", "mulhi", "multiply",
           "or", "power", "remainder", "shift-left", "shift-right-arithmetic",
           "shift-right-logical", "subtract", "xor", "compare")
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
        return a.with_dtype(PRED)
    if op == "complex":
        return a.with_dtype(C64 if a.dtype is F32 else C128)
    return a


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


# ---------------------------------------------------------------------------------------------
# Data movement


def broadcast_shape(operand: Shape, result_dims: Sequence[int], dimensions: Sequence[int]) -> ArrayShape:
    """Check an HLO broadcast of ``operand`` to ``result_dims``; the result shape.

    ``dimensions[i]`` is the result dimension operand dimension i maps to; sizes must match.
    """
    op = "broadcast"
    s = _array(op, operand, "the operand")
    if len(dimensions) != s.rank:
        raise _err(op, f"dimensions={_braces(dimensions)} has {len(dimensions)} entries but the "
                       f"operand {show(s)} has rank {s.rank}")
    _check_dims(op, dimensions, len(result_dims), "dimensions", f"the result [{','.join(map(str, result_dims))}]")
    for i, d in enumerate(dimensions):
        if result_dims[d] != s.dims[i]:
            raise _err(op, f"operand dimension {i} has size {s.dims[i]} but result dimension {d} "
                           f"it maps to has size {result_dims[d]}")
    return _arr(s.dtype, result_dims)


@_rule("broadcast")
def _broadcast(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """broadcast without a written shape: only the identity mapping can be inferred."""
    s = _array(op, shapes[0], "the operand")
    dims = tuple(attrs.get("dimensions", ()))
    if dims != tuple(range(s.rank)):
        raise _err(op, "the result shape cannot be inferred from the operand and "
                       f"dimensions={_braces(dims)}; write it before the opcode")
    return s


@_rule("transpose")
def _transpose(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """transpose: result dimension i is operand dimension dimensions[i]."""
    s = _array(op, shapes[0], "the operand")
    perm = tuple(_attr(op, attrs, "dimensions"))
    if sorted(perm) != list(range(s.rank)):
        raise _err(op, f"dimensions={_braces(perm)} is not a permutation of the operand's "
                       f"{s.rank} dimensions ({show(s)})")
    return _arr(s.dtype, [s.dims[p] for p in perm])


@_rule("reverse")
def _reverse(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """reverse: same shape; dimensions in range and unique."""
    s = _array(op, shapes[0], "the operand")
    _check_dims(op, tuple(_attr(op, attrs, "dimensions")), s.rank, "dimensions", show(s))
    return s


@_rule("concatenate")
def _concatenate(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """concatenate along one dimension: other dimensions and types equal."""
    if not shapes:
        raise _err(op, "needs at least one operand")
    first = _array(op, shapes[0], "operand 0")
    d = _one_dim(op, attrs)
    _check_dims(op, (d,), first.rank, "dimensions", show(first))
    total = 0
    for i, s in enumerate(shapes):
        s = _array(op, s, f"operand {i}")
        if s.rank != first.rank or any(a != b for k, (a, b) in enumerate(zip(s.dims, first.dims)) if k != d):
            raise _err(op, f"operand {i} {show(s)} does not match operand 0 {show(first)} outside "
                           f"dimension {d}")
        _same_dtype(op, first, s, f"operands 0 and {i}")
        total += s.dims[d]
    return _arr(first.dtype, first.dims[:d] + (total,) + first.dims[d + 1:])


@_rule("pad")
def _pad(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """pad: per dimension low + high + size + (size - 1) * interior; negative edges allowed."""
    s = _array(op, shapes[0], "the operand")
    v = _scalar(op, shapes[1], "the padding value")
    _same_dtype(op, s, v, "the operand and the padding value")
    cfg = _attr(op, attrs, "padding").dims
    if len(cfg) != s.rank:
        raise _err(op, f"padding has {len(cfg)} dimensions but the operand {show(s)} has rank {s.rank}")
    out = []
    for i, (lo, hi, interior) in enumerate(cfg):
        if interior < 0:
            raise _err(op, f"interior padding {interior} of dimension {i} must not be negative")
        size = s.dims[i] + lo + hi + max(s.dims[i] - 1, 0) * interior
        if size < 0:
            raise _err(op, f"padding {lo}_{hi}_{interior} makes dimension {i} (size {s.dims[i]}) negative")
        out.append(size)
    return _arr(s.dtype, out)


@_rule("slice")
def _slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """slice: ceil((limit - start) / stride) per dimension, 0 <= start <= limit <= size."""
    s = _array(op, shapes[0], "the operand")
    ranges = _attr(op, attrs, "slice").ranges
    if len(ranges) != s.rank:
        raise _err(op, f"slice has {len(ranges)} ranges but the operand {show(s)} has rank {s.rank}")
    out = []
    for i, (start, limit, stride) in enumerate(ranges):
        if stride <= 0:
            raise _err(op, f"stride {stride} of dimension {i} must be positive")
        if not 0 <= start <= limit <= s.dims[i]:
            raise _err(op, f"range [{start}:{limit}] of dimension {i} is outside 0..{s.dims[i]} "
                           "or has start > limit")
        out.append((limit - start + stride - 1) // stride)
    return _arr(s.dtype, out)


def _check_start_indices(op: str, indices: Sequence[Shape], rank: int) -> None:
    """One integer scalar per operand dimension, all of one type (or a single index vector)."""
    if len(indices) == 1 and not indices[0].is_tuple and indices[0].rank == 1:
        idx = indices[0]
        if not idx.dtype.is_integer or idx.dims[0] != rank:
            raise _err(op, f"the start index vector {show(idx)} must be an integer vector of "
                           f"length {rank}")
        return
    if len(indices) != rank:
        raise _err(op, f"needs {_plural(rank, 'start index')} (one per operand dimension), "
                       f"got {len(indices)}")
    for i, idx in enumerate(indices):
        idx = _scalar(op, idx, f"start index {i}")
        if not idx.dtype.is_integer:
            raise _err(op, f"start index {i} has type {idx.dtype}; start indices must be integers")
        if idx.dtype != indices[0].dtype:
            raise _err(op, f"start indices have types {indices[0].dtype} and {idx.dtype}; "
                           "they must all have one type")


@_rule("dynamic-slice")
def _dynamic_slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """dynamic-slice(operand, starts...): the shape dynamic_slice_sizes."""
    if not shapes:
        raise _err(op, "needs an operand")
    s = _array(op, shapes[0], "the operand")
    _check_start_indices(op, shapes[1:], s.rank)
    sizes = tuple(_attr(op, attrs, "dynamic_slice_sizes"))
    if len(sizes) != s.rank:
        raise _err(op, f"dynamic_slice_sizes={_braces(sizes)} has {len(sizes)} entries but the "
                       f"operand {show(s)} has rank {s.rank}")
    for i, (n, d) in enumerate(zip(sizes, s.dims)):
        if not 0 <= n <= d:
            raise _err(op, f"slice size {n} of dimension {i} is outside 0..{d}")
    return _arr(s.dtype, sizes)


@_rule("dynamic-update-slice")
def _dynamic_update_slice(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """dynamic-update-slice(operand, update, starts...): the operand's shape."""
    if len(shapes) < 2:
        raise _err(op, f"needs an operand and an update, got {_plural(len(shapes), 'operand')}")
    s = _array(op, shapes[0], "the operand")
    u = _array(op, shapes[1], "the update")
    _check_start_indices(op, shapes[2:], s.rank)
    _same_dtype(op, s, u, "the operand and the update")
    if u.rank != s.rank or any(a > b for a, b in zip(u.dims, s.dims)):
        raise _err(op, f"the update {show(u)} does not fit in the operand {show(s)}")
    return s


@_rule("tuple")
def _tuple(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """tuple: the tuple of the operand shapes."""
    return TupleShape(tuple(shapes))


@_rule("get-tuple-element")
def _gte(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """get-tuple-element: element ``index`` of a tuple operand."""
    s = shapes[0]
    if not s.is_tuple:
        raise _err(op, f"the operand must be a tuple, got {show(s)}")
    index = _attr(op, attrs, "index")
    if not 0 <= index < len(s.elements):
        raise _err(op, f"index={index} is out of range for {show(s)} "
                       f"({_plural(len(s.elements), 'element')})")
    return s.elements[index]


@_rule("get-dimension-size")
def _get_dimension_size(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """get-dimension-size: s32[] for a dimension in range."""
    s = _array(op, shapes[0], "the operand")
    _check_dims(op, (_one_dim(op, attrs),), s.rank, "dimensions", show(s))
    return _arr(S32, ())


@_rule("set-dimension-size")
def _set_dimension_size(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """set-dimension-size: the operand's shape with that dimension dynamic."""
    s = _array(op, shapes[0], "the operand")
    d = _one_dim(op, attrs)
    _check_dims(op, (d,), s.rank, "dimensions", show(s))
    v = _scalar(op, shapes[1], "the size")
    if v.dtype is not S32:
        raise _err(op, f"the size must be s32[], got {show(v)}")
    dynamic = tuple(i == d or (i < len(s.dynamic) and s.dynamic[i]) for i in range(s.rank))
    return ArrayShape(s.dtype, s.dims, dynamic=dynamic)


# ---------------------------------------------------------------------------------------------
# Gather / scatter


def _expanded_indices(op: str, indices: Shape, ivd: int) -> tuple[ArrayShape, tuple[int, ...]]:
    """Indices shape (integer array) and its dims with an implicit trailing 1 at index_vector_dim."""
    idx = _array(op, indices, "the indices")
    if not idx.dtype.is_integer:
        raise _err(op, f"indices have type {idx.dtype}; they must be integers")
    if not 0 <= ivd <= idx.rank:
        raise _err(op, f"index_vector_dim={ivd} must be in 0..{idx.rank} for indices {show(idx)}")
    dims = idx.dims + ((1,) if ivd == idx.rank else ())
    return idx, dims


def _check_index_map(op: str, key: str, mapping: Sequence[int], expanded: Sequence[int], ivd: int,
                     rank: int, of: str) -> None:
    """An index map has one entry per index-vector element, in range and unique."""
    if len(mapping) != expanded[ivd]:
        raise _err(op, f"{key}={_braces(mapping)} has {len(mapping)} entries but the index vector "
                       f"(indices dimension {ivd}) has {expanded[ivd]}")
    _check_dims(op, mapping, rank, key, of)


def _check_batching(op: str, attrs: dict, operand_key: str, index_key: str, rank: int,
                    expanded: Sequence[int], ivd: int, of: str) -> tuple[int, ...]:
    """Operand/indices batching dims: in range, unique, as many of one as the other."""
    ob = tuple(attrs.get(operand_key, ()))
    ib = tuple(attrs.get(index_key, ()))
    _check_dims(op, ob, rank, operand_key, of)
    _check_sorted(op, ob, operand_key)
    _check_dims(op, ib, len(expanded), index_key, "the indices")
    if ivd in ib:
        raise _err(op, f"{index_key}={_braces(ib)} must not contain index_vector_dim={ivd}")
    if len(ob) != len(ib):
        raise _err(op, f"{operand_key} and {index_key} must have the same length")
    return ob


@_rule("gather")
def _gather(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """gather: batch dims of the indices plus the kept slice dims, placed by offset_dims."""
    s = _array(op, shapes[0], "the operand")
    ivd = _attr(op, attrs, "index_vector_dim")
    _, expanded = _expanded_indices(op, shapes[1], ivd)
    offset = tuple(_attr(op, attrs, "offset_dims"))
    collapsed = tuple(_attr(op, attrs, "collapsed_slice_dims"))
    sizes = tuple(_attr(op, attrs, "slice_sizes"))
    out_rank = len(offset) + len(expanded) - 1
    _check_dims(op, offset, out_rank, "offset_dims", "the result")
    _check_sorted(op, offset, "offset_dims")
    _check_index_map(op, "start_index_map", tuple(_attr(op, attrs, "start_index_map")), expanded,
                     ivd, s.rank, show(s))
    _check_dims(op, collapsed, s.rank, "collapsed_slice_dims", show(s))
    _check_sorted(op, collapsed, "collapsed_slice_dims")
    batching = _check_batching(op, attrs, "operand_batching_dims", "start_indices_batching_dims",
                               s.rank, expanded, ivd, show(s))
    if set(batching) & set(collapsed):
        raise _err(op, "collapsed_slice_dims and operand_batching_dims must not overlap")
    _check_slice_sizes(op, s, sizes, offset, collapsed, batching)
    window = iter(sizes[i] for i in range(s.rank) if i not in collapsed and i not in batching)
    batch = iter(expanded[i] for i in range(len(expanded)) if i != ivd)
    dims = [next(window) if i in offset else next(batch) for i in range(out_rank)]
    return _arr(s.dtype, dims)


def _check_slice_sizes(op: str, s: ArrayShape, sizes: Sequence[int], offset: Sequence[int],
                       collapsed: Sequence[int], batching: Sequence[int]) -> None:
    """gather slice_sizes: one per operand dim, in range, <= 1 where collapsed or batching."""
    if len(sizes) != s.rank:
        raise _err(op, f"slice_sizes={_braces(sizes)} has {len(sizes)} entries but the operand "
                       f"{show(s)} has rank {s.rank}")
    if len(offset) + len(collapsed) + len(batching) != s.rank:
        raise _err(op, f"offset_dims ({len(offset)}) + collapsed_slice_dims ({len(collapsed)}) + "
                       f"operand_batching_dims ({len(batching)}) must equal the operand rank {s.rank}")
    for i, (n, d) in enumerate(zip(sizes, s.dims)):
        if not 0 <= n <= d:
            raise _err(op, f"slice size {n} of dimension {i} is outside 0..{d}")
        if (i in collapsed or i in batching) and n > 1:
            raise _err(op, f"dimension {i} is collapsed or batching, so its slice size must be "
                           f"0 or 1, got {n}")


@_rule("scatter")
def _scatter(op: str, shapes: Sequence[Shape], attrs: dict, rd: DType | None) -> Shape:
    """scatter(operands..., indices, updates...): the operands' shapes."""
    n = len(shapes) // 2
    if len(shapes) < 3 or len(shapes) % 2 == 0:
        raise _err(op, f"needs N operands, the indices and N updates (an odd count >= 3), "
                       f"got {_plural(len(shapes), 'operand')}")
    operands = [_array(op, s, f"operand {i}") for i, s in enumerate(shapes[:n])]
    updates = [_array(op, s, f"update {i}") for i, s in enumerate(shapes[n + 1:])]
    ivd = _attr(op, attrs, "index_vector_dim")
    _, expanded = _expanded_indices(op, shapes[n], ivd)
    for i, (x, u) in enumerate(zip(operands, updates)):
        if x.dims != operands[0].dims:
            raise _err(op, f"operand {i} {show(x)} must have the dimensions of operand 0 {show(operands[0])}")
        _check_scatter_update(op, x, u, expanded, ivd, attrs)
    _check_reducer(op, _computation(op, attrs, "to_apply"), [x.dtype for x in operands],
                   [u.dtype for u in updates])
    return operands[0] if n == 1 else TupleShape(tuple(operands))


def _check_scatter_update(op: str, x: ArrayShape, u: ArrayShape, expanded: Sequence[int], ivd: int,
                          attrs: dict) -> None:
    """One operand/update pair against the scatter dimension numbers."""
    window = tuple(_attr(op, attrs, "update_window_dims"))
    inserted = tuple(_attr(op, attrs, "inserted_window_dims"))
    _check_dims(op, window, u.rank, "update_window_dims", show(u))
    _check_sorted(op, window, "update_window_dims")
    _check_dims(op, inserted, x.rank, "inserted_window_dims", show(x))
    _check_sorted(op, inserted, "inserted_window_dims")
    batching = _check_batching(op, attrs, "input_batching_dims", "scatter_indices_batching_dims",
                               x.rank, expanded, ivd, show(x))
    if len(window) + len(inserted) + len(batching) != x.rank:
        raise _err(op, f"update_window_dims ({len(window)}) + inserted_window_dims ({len(inserted)}) "
                       f"+ input_batching_dims ({len(batching)}) must equal the operand rank {x.rank}")
    _check_index_map(op, "scatter_dims_to_operand_dims",
                     tuple(_attr(op, attrs, "scatter_dims_to_operand_dims")), expanded, ivd, x.rank, show(x))
    if u.rank != len(expanded) - 1 + len(window):
        raise _err(op, f"the update {show(u)} must have rank {len(expanded) - 1 + len(window)}")
    bounds = [x.dims[i] for i in range(x.rank) if i not in inserted and i not in batching]
    for k, d in enumerate(window):
        if u.dims[d] > bounds[k]:
            raise _err(op, f"update window dimension {d} has size {u.dims[d]}, more than the "
                           f"operand's {bounds[k]}")
    batch = [expanded[i] for i in range(len(expanded)) if i != ivd]
    scatter_dims = [d for d in range(u.rank) if d not in window]
    for d, want in zip(scatter_dims, batch):
        if u.dims[d] != want:
            raise _err(op, f"update dimension {d} has size {u.dims[d]} but the matching indices "
                           f"dimension has size {want}")


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
    return _arr(_result_type(op, lhs.dtype, rd), _dot_result_dims(lhs, rhs, lb, rb, lc, rc))


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
