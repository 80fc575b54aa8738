"""Literals: HLO constant text <-> numpy arrays (logical, row-major), for every dtype.

    >>> from xlac.hlo.dtypes import S32
    >>> from xlac.hlo.shapes import array
    >>> parse_literal("{ {1, 2}, {3, 4} }", array(S32, (2, 2))).tolist()
    [[1, 2], [3, 4]]
"""

from __future__ import annotations

import functools
import math
import re
import struct
import sys
from typing import Any

import numpy as np

from xlac.hlo.dtypes import DType, Kind, complex_component
from xlac.hlo.shapes import ArrayShape, Shape, ShapeLimitError, check_limits


class LiteralError(ValueError):
    """A literal that does not fit its shape; carries the character offset of the problem."""

    def __init__(self, message: str, offset: int = 0):
        super().__init__(message)
        self.offset = offset


_TOKEN = re.compile(
    r"\s+|/\*.*?\*/|//[^\n]*"
    r"|(?P<num>-?(?:inf|nan(?:\(0x[0-9a-fA-F]+\))?)(?![\w.])|-?(?:\d+\.\d*|\d*\.\d+)(?:[eE][+-]?\d+)?|-?\d+(?:[eE][+-]?\d+)?)"
    r"|(?P<word>true|false)"
    r"|(?P<punct>\.\.\.|[{}(),])",
    re.S,
)


@functools.cache
def _filled_array() -> type:
    """FilledArray, made on first use: defining an ndarray subclass needs numpy, which a
    compile of a module without constants never imports."""
    import numpy as np

    class FilledArray(np.ndarray):
        """The value of a constant that is one value everywhere, kept lazy: a read-only view of
        one element with every stride 0, so a constant of any valid shape costs no memory until
        something computes with it. An array written as one scalar (`f32[2147483648]
        constant(1)`) is one; an elided constant (`constant({...})`, :class:`ElidedArray`)
        another, all zeros. numpy functions and ufuncs applied to it return plain arrays, so no
        computed value ever carries the mark."""

        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            inputs = tuple(np.asarray(x) if isinstance(x, FilledArray) else x for x in inputs)
            if "out" in kwargs:
                kwargs["out"] = tuple(np.asarray(x) if isinstance(x, FilledArray) else x for x in kwargs["out"])
            return getattr(ufunc, method)(*inputs, **kwargs)

        def __array_function__(self, func, types, args, kwargs):
            return func._implementation(*_plain(args), **dict(zip(kwargs, _plain(tuple(kwargs.values())))))

    def _plain(values: tuple) -> tuple:
        return tuple(np.asarray(v) if isinstance(v, FilledArray) else v for v in values)

    return FilledArray


@functools.cache
def _elided_array() -> type:
    """ElidedArray: the value of an elided constant (`constant({...})`), lazy zeros. The code
    generators and passes ask :func:`is_elided` and never materialise it (`xlac compile` puts it
    in zero-initialized memory)."""

    class ElidedArray(_filled_array()):  # type: ignore[misc]
        pass

    return ElidedArray


def elided(shape: ArrayShape) -> np.ndarray:
    """The lazy zeros of an elided constant of ``shape`` (limits checked first)."""
    try:
        check_limits(shape)
    except ShapeLimitError as e:
        raise LiteralError(str(e)) from None
    zero = np.zeros((), dtype=shape.dtype.np)
    return np.broadcast_to(zero, shape.dims).view(_elided_array())


def filled(shape: ArrayShape, value: Any) -> np.ndarray:
    """``value`` (a 0-d array or scalar of the shape's type) everywhere in ``shape``, lazily."""
    one = np.asarray(value, dtype=shape.dtype.np).reshape(())
    return np.broadcast_to(one, shape.dims).view(_filled_array())


def is_elided(value: Any) -> bool:
    """Is ``value`` an elided constant's lazy zeros (and not a copy someone may have written)?"""
    if _elided_array.cache_info().currsize == 0:  # no constant was elided in this process
        return False
    return (isinstance(value, _elided_array()) and not value.flags.writeable
            and not any(value.strides))


def is_filled(value: Any) -> bool:
    """Is ``value`` a lazy one-value constant (:func:`filled` or :func:`elided`)?"""
    if _filled_array.cache_info().currsize == 0:
        return False
    return isinstance(value, _filled_array()) and not value.flags.writeable and not any(value.strides)


def fill_value(value: Any) -> Any:
    """The one element of a lazy one-value constant, as a 0-d array."""
    return np.asarray(value).reshape(-1)[:1].reshape(()) if value.size else np.zeros((), value.dtype)


def _tokenize(text: str) -> list[tuple[str, int]]:
    tokens = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise LiteralError(f"unexpected '{text[pos:pos + 10]}' in literal", pos)
        if m.lastgroup:
            tokens.append((m.group(m.lastgroup), pos))
        pos = m.end()
    return tokens


class _Reader:
    def __init__(self, text: str):
        self.tokens = _tokenize(text)
        self.i = 0
        self.end = len(text)
        self.starts: list[int] = []  # offsets of the current array's values

    def peek(self) -> str | None:
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def offset(self) -> int:
        return self.tokens[self.i][1] if self.i < len(self.tokens) else self.end

    def take(self, expect: str | None = None) -> str:
        tok = self.peek()
        if tok is None:
            raise LiteralError("literal ends early" + (f", expected '{expect}'" if expect else ""), self.end)
        if expect is not None and tok != expect:
            raise LiteralError(f"expected '{expect}' in literal, got '{tok}'", self.offset())
        self.i += 1
        return tok

    def skip_comma(self) -> None:
        if self.peek() == ",":
            self.i += 1


_FORMATS = {"pred": "?", "s8": "b", "s16": "h", "s32": "i", "s64": "q", "u8": "B", "u16": "H", "u32": "I",
            "u64": "Q", "f16": "e", "f32": "f", "f64": "d"}  # struct formats of the types ScalarLiteral holds
_INT_TEXT = re.compile(r"-?\d+")
_FLOAT_TEXT = re.compile(r"-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?|-?inf")


class ScalarLiteral:
    """A scalar constant of a plain type (pred, integers, f16/f32/f64) held as a Python number
    that is exactly a value of its type. Most constants in a JAX module are scalars (0, -inf,
    1e-05); held this way, a compile whose passes and code generators only ask for the value
    (``item()``) never imports numpy (~70 ms). numpy sees it as the 0-d array parse_literal
    would have made, so every other use goes through ``np.asarray`` unchanged."""

    __slots__ = ("dtype", "value")
    shape: tuple[int, ...] = ()
    ndim = 0
    size = 1

    def __init__(self, dtype: DType, value: bool | int | float):
        self.dtype = dtype
        self.value = value

    def item(self) -> bool | int | float:
        return self.value

    def __bool__(self) -> bool:
        return bool(self.value)

    def __int__(self) -> int:
        return int(self.value)

    def __float__(self) -> float:
        return float(self.value)

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        arr = np.asarray(self.value, dtype=self.dtype.np)
        return arr if dtype is None else arr.astype(dtype)

    def tobytes(self, big_endian: bool | None = None) -> bytes:
        """The value's bytes in memory, as ``np.asarray(self).tobytes()``; in the given byte
        order when ``big_endian`` is not None (a target's)."""
        order = "=" if big_endian is None else ">" if big_endian else "<"
        return struct.pack(order + _FORMATS[self.dtype.name], self.value)

    @property
    def dtype_str(self) -> str:
        """numpy's ``dtype.str`` of the value ('<f4', '|b1'...), without numpy."""
        size = struct.calcsize(_FORMATS[self.dtype.name])
        kind = "b" if self.dtype.is_pred else "i" if self.dtype.is_signed else "u" if self.dtype.is_unsigned else "f"
        return ("|" if size == 1 else "<" if sys.byteorder == "little" else ">") + f"{kind}{size}"

    def __repr__(self) -> str:
        return f"ScalarLiteral({self.dtype.name}, {self.value!r})"


def parse_scalar(text: str, dt: DType) -> ScalarLiteral | None:
    """The usual scalar constant (``0``, ``-inf``, ``1e-05``, ``true``) without numpy; None when
    the text needs parse_literal (NaN, comments, hex payloads, out-of-range values, other types),
    which then reads it, or reports the error, exactly as before."""
    fmt = _FORMATS.get(dt.name)
    if fmt is None:
        return None
    tok = text.strip()
    if dt.is_pred:
        return ScalarLiteral(dt, tok == "true") if tok in ("true", "false") else None
    if dt.is_integer:
        if not _INT_TEXT.fullmatch(tok):
            return None
        v = int(tok)
        lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1) if dt.is_signed else (0, (1 << dt.bits) - 1)
        return ScalarLiteral(dt, v) if lo <= v <= hi else None
    if not _FLOAT_TEXT.fullmatch(tok):
        return None
    try:
        wide = _float_of_token(tok)
        if dt.name == "f16":  # as parse_literal rounds it (see _to_array)
            (narrow,) = struct.unpack("f", struct.pack("f", wide))
            if math.isinf(narrow) and not math.isinf(wide):
                return None  # out of range: parse_literal says so
            wide = narrow
    except OverflowError:
        return None
    return float_scalar(wide, dt)


def float_scalar(wide: float, dt: DType) -> ScalarLiteral | None:
    """``wide`` rounded to the float type ``dt`` (f16/f32/f64) as numpy's cast rounds it; None
    for other types and for finite values out of the type's range."""
    fmt = _FORMATS.get(dt.name)
    if fmt is None or not dt.is_float:
        return None
    try:
        (v,) = struct.unpack(fmt, struct.pack(fmt, wide))
    except OverflowError:
        return None
    if v in (math.inf, -math.inf) and wide not in (math.inf, -math.inf):
        return None  # out of range: parse_literal says so
    return ScalarLiteral(dt, v)


def scalar_item(literal: Any) -> Any:
    """The Python value of a one-element literal (ScalarLiteral or numpy array)."""
    if isinstance(literal, ScalarLiteral):
        return literal.value
    return np.asarray(literal).reshape(-1)[0].item()


def as_array(literal: Any) -> Any:
    """A literal with its scalars as numpy arrays (tuples stay tuples), for code that computes."""
    if isinstance(literal, tuple):
        return tuple(as_array(x) for x in literal)
    return np.asarray(literal) if isinstance(literal, ScalarLiteral) else literal


def parse_literal(text: str, shape: Shape) -> Any:
    """A numpy array (or a tuple of them) for ``text`` written for ``shape``."""
    reader = _Reader(text)
    value = _read(reader, shape)
    if reader.peek() is not None:
        raise LiteralError(f"unexpected '{reader.peek()}' after the literal", reader.offset())
    return value


def _read(r: _Reader, shape: Shape) -> Any:
    if shape.is_tuple:
        r.take("(")
        parts = []
        for k, elem in enumerate(shape.elements):
            if k:
                r.take(",")
            parts.append(_read(r, elem))
        r.take(")")
        return tuple(parts)
    assert isinstance(shape, ArrayShape)
    dt = shape.dtype
    if not dt.is_array or not dt.has_values:
        raise LiteralError(f"{dt.name} values have no literal form", r.offset())
    if shape.rank > 0 and r.peek() == "{" and r.i + 1 < len(r.tokens) and r.tokens[r.i + 1][0] == "...":
        at = r.offset()
        r.take("{"), r.take("..."), r.take("}")
        try:
            return elided(shape)  # elided data: zeros, never materialised here
        except LiteralError as e:
            raise LiteralError(str(e), at) from None
    try:
        check_limits(shape)
    except ShapeLimitError as e:
        raise LiteralError(str(e), r.offset()) from None
    flat: list[Any] = []
    r.starts = []
    _read_nested(r, shape.dims, 0, dt, flat)
    return _to_array(flat, dt, shape.dims, r)


def _read_nested(r: _Reader, dims: tuple[int, ...], depth: int, dt: DType, out: list) -> None:
    if depth == len(dims):
        r.starts.append(r.offset())  # where each value is, for an error about it
        out.append(_read_scalar(r, dt))
        return
    start = r.offset()
    r.take("{")
    count = 0
    while r.peek() != "}":
        if r.peek() is None:
            raise LiteralError("literal ends early, expected '}'", r.end)
        _read_nested(r, dims, depth + 1, dt, out)
        count += 1
        r.skip_comma()
    r.take("}")
    if count != dims[depth]:
        raise LiteralError(
            f"literal has {count} elements in dimension {depth}, the shape says {dims[depth]}", start)


def _read_scalar(r: _Reader, dt: DType) -> Any:
    at = r.offset()
    if dt.is_complex:
        part = complex_component(dt)

        def value(v: Any) -> float:  # a part's NaN payload kept through the double
            return float(_nan_with_payload(part, v[1], v[2])) if isinstance(v, tuple) else v

        if r.peek() == "(":
            r.take("(")
            re_ = _number(r.take(), at)
            r.take(",")
            im = _number(r.take(), at)
            r.take(")")
            return complex(value(re_), value(im))
        return complex(value(_number(r.take(), at)), 0)
    tok = r.take()
    if tok in ("{", "}", "(", ")", ",", "..."):
        raise LiteralError(f"expected a {dt.name} value, got '{tok}'", at)
    if dt.kind is Kind.PRED:
        if tok == "true":
            return True
        if tok == "false":
            return False
        if re.fullmatch(r"-?\d+", tok):
            return int(tok) != 0
        raise LiteralError(f"expected true or false, got '{tok}'", at)
    if dt.is_integer:
        if not re.fullmatch(r"-?\d+", tok):
            raise LiteralError(f"expected an integer for {dt.name}, got '{tok}'", at)
        v = int(tok)
        lo, hi = _int_range(dt)
        if not lo <= v <= hi:
            raise LiteralError(f"{v} is out of range for {dt.name} [{lo}, {hi}]", at)
        return v
    if tok in ("true", "false"):
        raise LiteralError(f"expected a {dt.name} value, got '{tok}'", at)
    return _number(tok, at)


def _int_range(dt: DType) -> tuple[int, int]:
    if dt.is_signed:  # XLA takes s64 tokens up to 2^64-1 too, wrapping them (2^64-1 is -1)
        return -(1 << (dt.bits - 1)), (1 << (dt.bits - (0 if dt.bits == 64 else 1))) - 1
    if dt.bits == 64:
        return -(1 << 63), (1 << 64) - 1  # XLA accepts u64 up to 2^64-1
    return 0, (1 << dt.bits) - 1


def _number(tok: str, at: int) -> Any:
    """A float, or ('nan', negative, payload) for NaN with a payload."""
    if tok in ("true", "false"):
        raise LiteralError(f"expected a number, got '{tok}'", at)
    m = re.fullmatch(r"(-?)nan\(0x([0-9a-fA-F]+)\)", tok)
    if m:
        return ("nan", m.group(1) == "-", int(m.group(2), 16))
    try:
        return _float_of_token(tok)
    except OverflowError:
        return math.copysign(math.inf, -1.0 if tok.startswith("-") else 1.0)  # out of range: _to_array says so
    except ValueError:
        raise LiteralError(f"expected a number, got '{tok}'", at) from None


def _float_of_token(tok: str) -> float:
    """A float literal's value. ``-0`` is -0.0, where XLA's parser reads the integer 0: XLA's
    printer writes -0.0 as ``-0`` (JAX's ``x * -0.0`` prints ``constant(-0)``), so -0.0 is what
    the program that printed the text computed (xlac prints it as ``-0.0``, which XLA reads as
    -0.0 too)."""
    return float(tok)


def _to_array(flat: list, dt: DType, dims: tuple[int, ...], r: _Reader) -> np.ndarray:
    if dt.is_float:
        values = []
        payloads = []
        for k, v in enumerate(flat):
            if isinstance(v, tuple):
                payloads.append((k, v))
                values.append(float("nan"))
            else:
                values.append(v)
        wide = np.array(values, dtype=np.float64)
        with np.errstate(over="ignore", invalid="ignore"):
            # XLA's parser makes f16 and bf16 values from the double through f32 (two roundings),
            # and the 8-bit and smaller floats straight from the double (ml_dtypes' cast from
            # float64 goes through f32): 1.0004882813 is f16 1.0, 1.06250001 f8e4m3fn 1.125
            arr = (wide.astype(np.float32) if dt.name in ("f16", "bf16") else wide).astype(dt.np)
            if dt.itemsize == 1:
                arr = _nearest_even(wide, arr, dt)
        overflow = np.isfinite(wide) & ~np.isfinite(arr.astype(np.float64))
        if overflow.any():  # XLA's parser rejects these too ("out of range")
            k = int(np.argmax(overflow))
            raise LiteralError(f"{values[k]!r} is out of range for {dt.name}",
                               r.starts[k] if k < len(r.starts) else r.offset())
        for k, (_, neg, payload) in payloads:
            arr[k] = _nan_with_payload(dt, neg, payload)
        return arr.reshape(dims)
    if dt.is_complex:
        return np.array(flat, dtype=dt.np).reshape(dims)
    if dt.is_unsigned and dt.bits == 64:
        return np.array([v & ((1 << 64) - 1) for v in flat], dtype=np.uint64).reshape(dims)
    if dt.is_signed and dt.bits == 64:
        return np.array([v - (1 << 64) if v >= 1 << 63 else v for v in flat], dtype=np.int64).reshape(dims)
    return np.array(flat, dtype=dt.np).reshape(dims)


def _nearest_even(wide: np.ndarray, arr: np.ndarray, dt: DType) -> np.ndarray:
    """``arr`` (``wide`` cast to the 8-bit float ``dt``) with its finite values rounded once,
    from the doubles: the nearer of the two neighbouring values, the one with an even bit
    pattern on a tie."""
    values, codes = _finite_values(dt)
    inside = np.isfinite(wide) & (wide >= values[0]) & (wide <= values[-1])
    x = wide[inside]
    hi = np.clip(np.searchsorted(values, x, side="left"), 1, len(values) - 1)
    lo = hi - 1
    d_lo, d_hi = x - values[lo], values[hi] - x
    pick = np.where(d_lo < d_hi, lo, np.where(d_hi < d_lo, hi, np.where(codes[lo] % 2 == 0, lo, hi)))
    out = arr.copy()
    rounded = codes[pick].view(dt.np)
    out[inside] = np.where(x == 0, arr[inside], rounded)  # zeros keep their sign
    return out


@functools.cache
def _finite_values(dt: DType) -> tuple[np.ndarray, np.ndarray]:
    """An 8-bit float type's finite values, ascending (one zero), and their bit patterns."""
    as_wide = np.arange(256, dtype=np.uint8).view(dt.np).astype(np.float64)
    keep = np.isfinite(as_wide) & ~((as_wide == 0) & np.signbit(as_wide))
    values, codes = as_wide[keep], np.arange(256, dtype=np.uint8)[keep]
    order = np.argsort(values, kind="stable")
    return values[order], codes[order]


def _nan_with_payload(dt: DType, negative: bool, payload: int) -> Any:
    """A NaN of dtype ``dt`` whose mantissa bits are ``payload``."""
    nbits = dt.np.itemsize * 8
    uint = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.np.itemsize]
    finfo = _finfo(dt)
    mant_bits = finfo[0]
    exp_bits = nbits - 1 - mant_bits
    bits = ((1 << exp_bits) - 1) << mant_bits | (payload & ((1 << mant_bits) - 1))
    if negative:
        bits |= 1 << (nbits - 1)
    return np.array([bits], dtype=uint).view(dt.np)[0]


def _finfo(dt: DType) -> tuple[int]:
    import ml_dtypes

    info = ml_dtypes.finfo(dt.np)
    return (int(info.nmant),)


# ---------------------------------------------------------------------------------------------
# Printing


def format_literal(value: Any, shape: Shape) -> str:
    """HLO text for a literal value (numpy array or tuple)."""
    if shape.is_tuple:
        return "(" + ", ".join(format_literal(v, s) for v, s in zip(value, shape.elements)) + ")"
    assert isinstance(shape, ArrayShape)
    if is_elided(value):
        return "{...}"
    if is_filled(value) and value.size:  # one value everywhere: the scalar, as XLA's parser reads it
        return format_scalar(fill_value(value)[()], shape.dtype)
    arr = np.asarray(value)
    scalars = [format_scalar(x, shape.dtype) for x in arr.reshape(-1)]
    return _nest(scalars, shape.dims)


def _nest(items: list[str], dims: tuple[int, ...]) -> str:
    if not dims:
        return items[0]
    if len(dims) == 1:
        return "{" + ", ".join(items) + "}"
    step = len(items) // dims[0] if dims[0] else 0
    inner = [_nest(items[k * step:(k + 1) * step], dims[1:]) for k in range(dims[0])]
    return "{ " + ", ".join(inner) + " }"


def format_scalar(x: Any, dt: DType) -> str:
    if dt.kind is Kind.PRED:
        return "true" if bool(x) else "false"
    if dt.is_integer:
        return str(int(x))
    if dt.is_complex:
        part = complex_component(dt)
        return f"({format_scalar(np.real(x), part)}, {format_scalar(np.imag(x), part)})"
    return _format_float(x, dt)


def _format_float(x: Any, dt: DType) -> str:
    xv = np.asarray(x, dtype=dt.np)
    f = float(xv)
    if np.isnan(f):
        nbits = dt.np.itemsize * 8
        uint = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.np.itemsize]
        bits = int(xv.reshape(1).view(uint)[0])
        neg = "-" if bits >> (nbits - 1) else ""
        mant_bits = _finfo(dt)[0]
        payload = bits & ((1 << mant_bits) - 1)
        canonical = 1 << (mant_bits - 1) if mant_bits > 0 else 0
        return f"{neg}nan" if payload in (canonical, 0) else f"{neg}nan(0x{payload:x})"
    if np.isinf(f):
        return "inf" if f > 0 else "-inf"
    if dt.name in ("f32", "f16"):
        v = xv.item() if dt.name == "f64" else xv[()]
        if f == 0 or 1e-5 <= abs(f) < 1e16:
            text = np.format_float_positional(v, unique=True, trim="-")
        else:
            text = np.format_float_scientific(v, unique=True, trim="-")
    else:
        text = repr(f)
    if text.endswith("."):
        text = text[:-1]
    if text in ("-0", "-0.0"):
        return "-0.0"  # XLA reads the integer token -0 as +0
    if text.endswith(".0"):
        text = text[:-2]
    return text


def float_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]
