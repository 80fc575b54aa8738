"""Elementwise HLO ops as numpy kernels with XLA:CPU's exact semantics.

The rules these kernels follow, and why:

- **FTZ/DAZ.** XLA:CPU runs with the MXCSR flush-to-zero and denormals-are-zero bits set, so
  every f32/f64 arithmetic op sees subnormal inputs as (signed) zero and flushes subnormal
  results. Bit-level ops (abs, negate, copy, real/imag, complex, is-finite) do not, nor do
  the transcendentals whose op-table row says ``keeps_subnormal`` (sin(x) is x for a subnormal
  f32/f64 x on XLA:CPU).
- **Narrow floats** (f16, bf16, f8*) are computed in f32 and rounded back after every op, which
  is what XLA's float-normalization pass and LLVM's half/bfloat promotion produce. bf16 shares
  f32's exponent range, so DAZ in the f32 domain flushes bf16 subnormals too; f16/f8 subnormals
  are normal f32 numbers and survive.
- **Transcendentals** for f32 and narrower are evaluated in f64 and rounded once: that is at
  least as close to the true value as XLA's own approximations, well inside the corpus tolerances.
- **Integers** wrap; division by zero gives -1, ``x % 0 = x``, ``INT_MIN / -1 = INT_MIN``,
  ``INT_MIN % -1 = 0``; shifts by an amount outside ``[0, bits)`` saturate. Integer ``power`` uses
  the 6-round square-and-multiply of XLA's lowering (only the low 6 exponent bits count), and a
  negative exponent (sign bit set) gives 1 for base 1 and 0 for every other base, -1 included
  (ElementalIrEmitter::EmitIntegerPow).

    >>> from xlac.hlo.dtypes import S32
    >>> a, b = np.array([7, -7, 5], np.int32), np.array([2, 2, 0], np.int32)
    >>> binary("divide", a, b, S32).tolist()
    [3, -3, -1]
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from xlac.evaluator.kernels import complex_math as cm
from xlac.hlo import opcodes
from xlac.hlo.dtypes import DType, complex_component
from xlac.hlo.xla_math import (
    ERF_F32_DENOMINATOR,
    ERF_F32_NUMERATOR,
    ERF_F32_SATURATES,
    TANH_F32_CLAMP,
    TANH_F32_DENOMINATOR,
    TANH_F32_LINEAR,
    TANH_F32_NUMERATOR,
)

Array = np.ndarray

_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_SINT = {8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}


# ---------------------------------------------------------------------------------------------
# Float helpers: the f32/f64 compute domain, FTZ, and bit views


_TINY = {np.dtype(t): float(np.finfo(t).tiny) for t in (np.float16, np.float32, np.float64)}


def _native_flush(x: Array) -> Array:
    """Flush subnormals of a float32/float64 (or complex) array to zero, keeping the sign."""
    x = np.asarray(x)
    if x.dtype.kind == "c":
        out = np.empty_like(x)
        out.real = _native_flush(x.real)
        out.imag = _native_flush(x.imag)
        return out
    tiny = _TINY.get(x.dtype)
    if x.ndim == 0 and tiny is not None:  # a scalar (loop counters, reductions): no array passes
        v = float(x)
        if not (0 < abs(v) < tiny):  # NaN compares false: kept
            return x
        return np.copysign(np.zeros((), x.dtype), x)
    with np.errstate(invalid="ignore"):
        small = np.abs(x) < (tiny if tiny is not None else np.finfo(x.dtype).tiny)
    if not small.any():
        return x
    small &= x != 0  # zeros are already zeros: only real subnormals need the rewrite
    if not small.any():
        return x
    return np.where(small, np.copysign(np.zeros((), x.dtype), x), x)


def flush_denormals(x: Array, dtype: DType) -> Array:
    """FTZ as XLA:CPU's MXCSR applies it: subnormal f32/f64/bf16 (and complex parts) become ±0.

    f16 and f8 values are left alone: XLA computes them in f32, where they are never subnormal.
    """
    x = np.asarray(x)
    if dtype.name in ("f32", "f64", "c64", "c128"):
        return _native_flush(x)
    if dtype.name == "bf16":
        return _native_flush(x.astype(np.float32)).astype(dtype.np)
    return x


def _ctype(dtype: DType) -> type:
    """The numpy type XLA computes ``dtype`` arithmetic in (f64 for f64, else f32)."""
    return np.float64 if dtype.name == "f64" else np.float32


def _to_compute(x: Array, dtype: DType) -> Array:
    """Widen to the compute type and apply DAZ there."""
    return _native_flush(np.asarray(x).astype(_ctype(dtype), copy=False))


def _from_compute(r: Array, dtype: DType) -> Array:
    """Round a compute-domain result (f32/f64 or wider) back to ``dtype``, applying FTZ first."""
    r = _native_flush(np.asarray(r).astype(_ctype(dtype), copy=False))
    return r.astype(dtype.np, copy=False)


def _float_bits(x: Array, dtype: DType) -> Array:
    return np.asarray(x).view(_UINT[dtype.np.itemsize * 8])


def _has_signed_zero(dtype: DType) -> bool:
    """fnuz / e8m0 formats have no -0, so sign-bit tricks would make NaNs out of zeros."""
    return "fnuz" not in dtype.name and "e8m0" not in dtype.name


# ---------------------------------------------------------------------------------------------
# Float unary ops


def _round_afz(x: Array) -> Array:
    """Round half away from zero; ``where`` (not ``+``) keeps -0 for small negatives."""
    t = np.trunc(x)
    frac = x - t
    return np.where(np.abs(frac) >= 0.5, t + np.copysign(np.ones((), x.dtype), x), t)


def _float_sign(x: Array) -> Array:
    """XLA: copysign(x != 0, x), NaN passes through; so sign(-0) = -0."""
    one_or_zero = (x != 0).astype(x.dtype)
    return np.where(np.isnan(x), x, np.copysign(one_or_zero, x))


_erf_scalar = np.frompyfunc(math.erf, 1, 1)


def _erf(x: Array) -> Array:
    """Correctly rounded erf via ``math.erf`` (no scipy dependency)."""
    return np.asarray(_erf_scalar(x), dtype=np.float64).reshape(np.shape(x))


def _fma_f32(x: Array, y: Any, z: Any) -> Array:
    """x*y + z rounded once to f32 (x*y is exact in f64), then flushed. Rounding the f64 sum
    again can differ from one rounding only when it lands exactly halfway between two f32s."""
    return _native_flush((x.astype(np.float64) * y + z).astype(np.float32))


def _horner_f32(x: Array, coeffs: tuple[float, ...]) -> Array:
    """The polynomial ``coeffs`` (highest power first) at ``x`` in f32, one fused multiply-add
    a step, as XLA's code evaluates it."""
    acc: Any = np.float32(coeffs[0])
    for c in coeffs[1:]:
        acc = _fma_f32(x, acc, np.float32(c))
    return acc


def _erf_f32(x: Array) -> Array:
    """erf of an f32 array (DAZ already applied) as XLA:CPU's code computes it."""
    x2 = _native_flush(x * x)
    r = _native_flush(_native_flush(x * _horner_f32(x2, ERF_F32_NUMERATOR)) / _horner_f32(x2, ERF_F32_DENOMINATOR))
    return np.where(np.abs(x) >= np.float32(ERF_F32_SATURATES), np.copysign(np.float32(1), x), r)


def _tanh_f32(x: Array) -> Array:
    """tanh of an f32 array (DAZ already applied) as XLA:CPU's code computes it: +-1 from the
    clamp on (its approximation's value there), x below TANH_F32_LINEAR."""
    x2 = _native_flush(x * x)
    p, q = _horner_f32(x2, TANH_F32_NUMERATOR), _horner_f32(x2, TANH_F32_DENOMINATOR)
    r = np.clip(_native_flush(_native_flush(x * p) / q), -1, 1)
    ax = np.abs(x)
    r = np.where(ax >= np.float32(TANH_F32_CLAMP), np.copysign(np.float32(1), x), r)
    return np.where(ax < np.float32(TANH_F32_LINEAR), x, r)


def _expm1_f32(x: Array) -> Array:
    """e^x - 1 of an f32 array (DAZ applied) as XLA:CPU computes it: tanh(x/2) (e^x + 1) for
    |x| <= 1/2 (XLA's tanh; e^x correctly rounded, as XLA's polynomial gives it), e^x - 1
    above, x where x/2 is 0."""
    half = _native_flush(x * np.float32(0.5))
    e = _native_flush(np.exp(x.astype(np.float64)).astype(np.float32))
    r = _native_flush(_tanh_f32(half) * _native_flush(e + np.float32(1)))
    r = np.where(np.abs(x) > np.float32(0.5), _native_flush(e - np.float32(1)), r)
    return np.where(half == 0, x, r)


def _logistic(x: Array) -> Array:
    return 1.0 / (1.0 + np.exp(-x))


# f32 (and narrower) functions XLA:CPU computes with code of its own: the same code here.
_XLA_F32: dict[str, Callable[[Array], Array]] = {"erf": _erf_f32, "tanh": _tanh_f32,
                                                 "exponential-minus-one": _expm1_f32}
# Evaluated in f64 and rounded once.
_FLOAT_UNARY_PRECISE: dict[str, Callable[[Array], Array]] = {
    "exponential": np.exp, "exponential-minus-one": np.expm1, "log": np.log,
    "log-plus-one": np.log1p, "sine": np.sin, "cosine": np.cos, "tan": np.tan,
    "tanh": np.tanh, "sinh": np.sinh, "cosh": np.cosh, "asin": np.arcsin, "acos": np.arccos,
    "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh, "sqrt": np.sqrt,
    "rsqrt": lambda v: 1.0 / np.sqrt(v), "cbrt": np.cbrt, "logistic": _logistic, "erf": _erf,
}
# Exact in the compute type.
_FLOAT_UNARY_EXACT: dict[str, Callable[[Array], Array]] = {
    "ceil": np.ceil, "floor": np.floor, "round-nearest-even": np.rint,
    "round-nearest-afz": _round_afz, "sign": _float_sign,
}


def _float_unary(opcode: str, x: Array, dtype: DType) -> Array:
    if opcode in ("abs", "negate"):
        return _float_bitop(opcode, x, dtype)
    if opcode == "copy":
        return np.array(x, copy=True)
    if opcode == "is-finite":
        return np.isfinite(np.asarray(x).astype(np.float64) if dtype.bits < 32 else x)
    if opcode == "real":
        return np.array(x, copy=True)
    if opcode == "imag":
        return np.zeros_like(x)
    if opcode not in _FLOAT_UNARY_EXACT and opcode not in _FLOAT_UNARY_PRECISE:
        raise NotImplementedError(f"{opcode} on {dtype}")
    xc = _to_compute(x, dtype)
    if opcode in _FLOAT_UNARY_EXACT:
        return _from_compute(_FLOAT_UNARY_EXACT[opcode](xc), dtype)
    if opcode in _XLA_F32 and xc.dtype == np.float32:
        return _keep_subnormal(opcode, dtype, x, _from_compute(_XLA_F32[opcode](xc), dtype))
    wide = xc.astype(np.float64)
    r = _FLOAT_UNARY_PRECISE[opcode](wide)
    if opcode in _NEGATIVE_NAN:
        r = np.where(np.isnan(r) & ~np.isnan(wide), _X86_DEFAULT_NAN, r)
    return _keep_subnormal(opcode, dtype, x, _from_compute(r, dtype))


def _keep_subnormal(opcode: str, dtype: DType, x: Array, r: Array, other: Array | None = None) -> Array:
    """``r`` with the subnormal elements of ``x`` given back unchanged, for the ops and types
    XLA:CPU returns them from (the op table's ``keeps_subnormal``); for a binary op, where
    ``other`` is 1 (atan2(x, 1) is atan(x))."""
    if dtype.name not in opcodes.info_of(opcode).keeps_subnormal:
        return r
    x = np.asarray(x)
    with np.errstate(invalid="ignore"):
        subnormal = (np.abs(x) < _TINY[x.dtype]) & (x != 0) & (True if other is None else np.asarray(other) == 1)
    return np.where(subnormal, x, r) if subnormal.any() else r


# The NaN XLA:CPU gives for an input outside the domain has its sign set for these (x86's
# default NaN); numpy's f64 log gives a positive one. Only total-order compares and sorts see
# the sign, but there they put the value at the other end.
_NEGATIVE_NAN = frozenset({"log"})
_X86_DEFAULT_NAN = np.copysign(np.float64("nan"), -1.0)


def _float_bitop(opcode: str, x: Array, dtype: DType) -> Array:
    """abs/negate flip or clear the sign bit only, so subnormals and NaN payloads survive."""
    x = np.asarray(x)
    if not _has_signed_zero(dtype):
        f = x.astype(np.float32)
        return (np.abs(f) if opcode == "abs" else -f).astype(dtype.np)
    bits = _float_bits(x, dtype)
    sign = bits.dtype.type(1 << (bits.dtype.itemsize * 8 - 1))
    out = bits & ~sign if opcode == "abs" else bits ^ sign
    return out.view(dtype.np)


# ---------------------------------------------------------------------------------------------
# Complex unary ops: XLA's formulas in the part precision (complex_math.py)


_COMPLEX_UNARY: dict[str, Callable[[cm.Pair], cm.Pair]] = {
    "exponential": cm.cexp, "exponential-minus-one": cm.cexpm1, "log": cm.clog,
    "log-plus-one": cm.clog1p, "sine": cm.csin, "cosine": cm.ccos, "tan": cm.ctan,
    "tanh": cm.ctanh, "sinh": cm.csinh, "cosh": cm.ccosh, "asin": cm.casin, "acos": cm.cacos,
    "asinh": cm.casinh, "acosh": cm.cacosh, "atanh": cm.catanh, "sqrt": cm.csqrt,
    "rsqrt": cm.crsqrt, "cbrt": cm.ccbrt, "logistic": cm.clogistic, "sign": cm.csign,
}


def _parts(x: Array) -> cm.Pair:
    """A complex array's parts after DAZ, as contiguous part-typed arrays."""
    x = _native_flush(np.asarray(x))
    return np.array(x.real, copy=True), np.array(x.imag, copy=True)


def _complex_out(p: cm.Pair, dtype: DType) -> Array:
    """Pack a result pair into ``dtype`` after FTZ on each part."""
    re, im = np.broadcast_arrays(_native_flush(p[0]), _native_flush(p[1]))
    out = np.empty(re.shape, dtype.np)
    out.real, out.imag = re, im
    return out


def _complex_unary(opcode: str, x: Array, dtype: DType) -> Array:
    x = np.asarray(x)
    part = complex_component(dtype)
    if opcode == "real":
        return np.array(x.real, copy=True)
    if opcode == "imag":
        return np.array(x.imag, copy=True)
    if opcode == "copy":
        return np.array(x, copy=True)
    if opcode == "negate":
        out = np.empty_like(x)
        out.real = _float_bitop("negate", x.real, part)
        out.imag = _float_bitop("negate", x.imag, part)
        return out
    if opcode == "is-finite":
        return np.isfinite(x.real) & np.isfinite(x.imag)
    if opcode != "abs" and opcode not in _COMPLEX_UNARY:
        raise NotImplementedError(f"{opcode} on {dtype}")
    z = _parts(x)
    if opcode == "abs":  # XLA's max * sqrt(1 + (min/max)^2) with NaN-propagating max/min:
        # |inf + nan j| is NaN (C's hypot gives inf), |3e38+3e38j| overflows c64
        return _native_flush(cm.cabs(*z)).astype(part.np, copy=False)
    return _complex_out(_COMPLEX_UNARY[opcode](z), dtype)


# ---------------------------------------------------------------------------------------------
# Integer helpers. Arithmetic runs in the dtype itself (numpy wraps), or for sub-byte types in
# a byte-wide "work" type whose result is wrapped back to the logical width.


def _work(x: Array, dtype: DType) -> Array:
    """The values as a native numpy integer array (s4 -> int8, u4 -> uint8, ...)."""
    x = np.asarray(x)
    if dtype.bits >= 8:
        return x
    return x.astype(np.int8 if dtype.is_signed else np.uint8)


def _done(r: Array, dtype: DType) -> Array:
    """Wrap a work-type (or int64/uint64) result to ``dtype``'s width, two's complement."""
    r = np.asarray(r)
    if dtype.bits >= 64 or r.dtype == dtype.np:
        return r.astype(dtype.np)
    bits = dtype.bits
    u = r.astype(np.uint64) & np.uint64((1 << bits) - 1)
    s = u.astype(np.int64)
    if dtype.is_signed:
        s = np.where(s >= (1 << (bits - 1)), s - (1 << bits), s)
    return s.astype(dtype.np)


def _unsigned_bits(x: Array, dtype: DType) -> Array:
    """The same bits as a uint64 array (sub-byte types masked to their width)."""
    x = np.asarray(x)
    if dtype.bits >= 8:
        return x.view(_UINT[dtype.bits]).astype(np.uint64)
    return x.astype(np.int64).astype(np.uint64) & np.uint64((1 << dtype.bits) - 1)


def _signed_value(x: Array, dtype: DType) -> Array:
    """The bits read as a signed integer of the same width, as int64."""
    u = _unsigned_bits(x, dtype)
    if dtype.bits == 64:
        return u.view(np.int64)
    s = u.astype(np.int64)
    return np.where(s >= (1 << (dtype.bits - 1)), s - (1 << dtype.bits), s)


def _clz(x: Array, dtype: DType) -> Array:
    """Count leading zeros by binary search over the unsigned bits."""
    u = _unsigned_bits(x, dtype)
    width = dtype.bits
    n = np.zeros(u.shape, np.int64)
    shift = 1 << ((width - 1).bit_length() - 1) if width > 1 else 0
    mask = np.uint64((1 << width) - 1) if width < 64 else np.uint64(2**64 - 1)
    while shift:
        top_empty = (u >> np.uint64(width - shift)) == 0
        n = np.where(top_empty, n + shift, n)
        u = np.where(top_empty, (u << np.uint64(shift)) & mask, u)
        shift >>= 1
    n = np.where(_unsigned_bits(x, dtype) == 0, width, n)
    return _done(n, dtype)


def _int_unary(opcode: str, x: Array, dtype: DType) -> Array:
    x = np.asarray(x)
    if dtype.is_pred:
        if opcode == "not":
            return np.logical_not(x)
        if opcode in ("copy", "abs", "sign"):
            return np.array(x, copy=True)
        raise NotImplementedError(f"{opcode} on pred")
    if opcode == "copy":
        return np.array(x, copy=True)
    if opcode == "popcnt":
        return _done(np.bitwise_count(_unsigned_bits(x, dtype)).astype(np.int64), dtype)
    if opcode == "count-leading-zeros":
        return _clz(x, dtype)
    w = _work(x, dtype)
    if opcode == "negate":
        return _done(np.negative(w), dtype)
    if opcode == "abs":
        return _done(np.abs(w) if dtype.is_signed else w, dtype)
    if opcode == "sign":
        return _done(np.sign(w) if dtype.is_signed else (w != 0).astype(w.dtype), dtype)
    if opcode == "not":
        return _done(np.invert(w), dtype)
    raise NotImplementedError(f"{opcode} on {dtype}")


# ---------------------------------------------------------------------------------------------
# Public unary entry point

UNARY_OPS: frozenset[str] = frozenset(
    ["abs", "negate", "copy", "sign", "not", "popcnt", "count-leading-zeros", "is-finite", "real",
     "imag", *_FLOAT_UNARY_PRECISE, *_FLOAT_UNARY_EXACT])


def unary(opcode: str, x: Array, dtype: DType) -> Array:
    """Apply unary ``opcode`` to ``x`` (of HLO type ``dtype``).

    The result has ``dtype`` except: is-finite gives bool; real/imag/abs of complex give the
    component float type.
    """
    if opcode not in UNARY_OPS:
        raise NotImplementedError(f"unary op {opcode}")
    with np.errstate(all="ignore"):
        if dtype.is_complex:
            out = _complex_unary(opcode, x, dtype)
        elif dtype.is_float:
            out = _float_unary(opcode, x, dtype)
        else:
            out = _int_unary(opcode, x, dtype)
    return np.asarray(out)


# ---------------------------------------------------------------------------------------------
# Float binary ops


def _float_minmax(opcode: str, a: Array, b: Array) -> Array:
    """IEEE 754-2019 maximum/minimum (LLVM's llvm.maximum): NaN wins, and -0 < +0."""
    pick = np.maximum(a, b) if opcode == "maximum" else np.minimum(a, b)
    both_zero = (a == 0) & (b == 0)
    if not both_zero.any():
        return pick
    sa, sb = np.signbit(a), np.signbit(b)
    neg = (sa & sb) if opcode == "maximum" else (sa | sb)
    zero = np.where(neg, -np.zeros((), a.dtype), np.zeros((), a.dtype))
    return np.where(both_zero, zero, pick)


_FLOAT_BINARY_EXACT: dict[str, Callable[[Array, Array], Array]] = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide,
}
_FLOAT_BINARY_PRECISE: dict[str, Callable[[Array, Array], Array]] = {
    "power": np.power, "atan2": np.arctan2,
}


def _float_binary(opcode: str, x: Array, y: Array, dtype: DType) -> Array:
    if opcode == "complex":
        return _make_complex(x, y, dtype)
    a, b = _to_compute(x, dtype), _to_compute(y, dtype)
    if opcode in ("maximum", "minimum"):
        return _from_compute(_float_minmax(opcode, a, b), dtype)
    if opcode == "remainder":
        # fmod is exact: XLA:CPU flushes only the divisor (a subnormal one gives NaN) and keeps
        # a subnormal dividend and result.
        return np.fmod(np.asarray(x).astype(a.dtype), b).astype(dtype.np)
    if opcode in _FLOAT_BINARY_EXACT:
        return _from_compute(_FLOAT_BINARY_EXACT[opcode](a, b), dtype)
    if opcode in _FLOAT_BINARY_PRECISE:
        fn = _FLOAT_BINARY_PRECISE[opcode]
        r = _from_compute(fn(a.astype(np.float64), b.astype(np.float64)), dtype)
        return _keep_subnormal(opcode, dtype, x, r, other=y)
    raise NotImplementedError(f"{opcode} on {dtype}")


def _make_complex(re: Array, im: Array, dtype: DType) -> Array:
    """complex(re, im) just packs the two parts: no arithmetic, no flushing."""
    re, im = np.broadcast_arrays(np.asarray(re), np.asarray(im))
    out = np.empty(re.shape, np.complex128 if dtype.name == "f64" else np.complex64)
    out.real, out.imag = re, im
    return out


# ---------------------------------------------------------------------------------------------
# Complex binary ops


_COMPLEX_BINARY: dict[str, Callable[[cm.Pair, cm.Pair], cm.Pair]] = {
    "add": cm.cadd, "subtract": cm.csub, "multiply": cm.cmul, "divide": cm.cdiv,
    "power": cm.cpow, "atan2": cm.catan2,
}


def _complex_binary(opcode: str, x: Array, y: Array, dtype: DType) -> Array:
    if opcode not in _COMPLEX_BINARY:
        raise NotImplementedError(f"{opcode} on {dtype}")
    # in the part precision, as XLA: c64 divides by Smith's algorithm in f32, where
    # (3e38+3e38j)/(3e38+3e38j) overflows to NaN
    a, b = np.broadcast_arrays(np.asarray(x), np.asarray(y))
    with np.errstate(all="ignore"):
        return _complex_out(_COMPLEX_BINARY[opcode](_parts(a), _parts(b)), dtype)


# ---------------------------------------------------------------------------------------------
# Integer and pred binary ops (operands in the work type)


def _int_min_overflow(a: Array, b: Array, dtype: DType) -> Array:
    if not dtype.is_signed:
        return np.zeros(np.broadcast(a, b).shape, bool)
    return (a == -(1 << (dtype.bits - 1))) & (b == -1)


def _int_divide(a: Array, b: Array, dtype: DType) -> Array:
    """Truncating division; x/0 = -1 (all ones); INT_MIN/-1 = INT_MIN."""
    zero = b == 0
    overflow = _int_min_overflow(a, b, dtype)
    safe = np.where(zero | overflow, 1, b).astype(a.dtype)
    q = (a - np.fmod(a, safe)) // safe  # the division is exact, so floor == trunc
    q = np.where(overflow, a, q)
    return np.where(zero, np.invert(np.zeros((), a.dtype)), q)


def _int_remainder(a: Array, b: Array, dtype: DType) -> Array:
    """C remainder (sign of the dividend); x%0 = x; INT_MIN%-1 = 0."""
    zero = b == 0
    overflow = _int_min_overflow(a, b, dtype)
    safe = np.where(zero | overflow, 1, b).astype(a.dtype)
    return np.where(zero, a, np.fmod(a, safe))


def _int_power(a: Array, b: Array, dtype: DType) -> Array:
    """XLA's lowering: 6 rounds of square-and-multiply over the low exponent bits (logical
    shifts); an exponent whose sign bit is set gives 1 for base 1, +-1 for base -1 of a signed
    type (by the exponent's parity: XLA:CPU 0.10.2 gives pow(-1, -1) = -1) and 0 otherwise."""
    acc = np.ones_like(a)
    base = a.copy()
    e = _unsigned_bits(b, dtype)
    for _ in range(6):
        acc = np.where((e & np.uint64(1)) == 1, acc * base, acc)
        base = base * base
        e = e >> np.uint64(1)
    acc = _done(acc, dtype)
    exp_signed, base_signed = _signed_value(b, dtype), _signed_value(a, dtype)
    negative = np.where(base_signed == 1, 1, 0)
    if dtype.is_signed:
        parity = np.where((_unsigned_bits(b, dtype) & np.uint64(1)) == 1, -1, 1)
        negative = np.where(base_signed == -1, parity, negative)
    return np.where(exp_signed < 0, _done(negative, dtype), acc)


def _int_shift(opcode: str, a: Array, b: Array, dtype: DType) -> Array:
    """Shift amounts are read unsigned; out of [0, bits) gives 0 (the sign fill for sra)."""
    bits = dtype.bits
    amount = _unsigned_bits(b, dtype)
    in_range = amount < np.uint64(bits)
    amount = np.where(in_range, amount, np.uint64(0))
    if opcode == "shift-left":
        r = _unsigned_bits(a, dtype) << amount
    elif opcode == "shift-right-logical":
        r = _unsigned_bits(a, dtype) >> amount
    else:
        s = _signed_value(a, dtype)
        r = np.where(in_range, s >> amount.astype(np.int64), np.where(s < 0, -1, 0))
        return _done(r, dtype)
    return _done(np.where(in_range, r, np.uint64(0)), dtype)


def _mulhi(a: Array, b: Array, dtype: DType) -> Array:
    """High half of the double-width product, via exact Python integers."""
    prod = np.asarray(a).astype(object) * np.asarray(b).astype(object)
    high = np.frompyfunc(lambda v: (v >> dtype.bits) & ((1 << dtype.bits) - 1), 1, 1)(prod)
    return _done(np.asarray(high, dtype=object).astype(np.uint64), dtype)


_PRED_BINARY: dict[str, Callable[[Array, Array], Array]] = {
    "and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor, "add": np.logical_or,
    "maximum": np.logical_or, "multiply": np.logical_and, "minimum": np.logical_and,
}
_INT_BINARY: dict[str, Any] = {  # numpy ufuncs (they take dtype=)
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "and": np.bitwise_and,
    "or": np.bitwise_or, "xor": np.bitwise_xor, "maximum": np.maximum, "minimum": np.minimum,
}


def _int_binary(opcode: str, x: Array, y: Array, dtype: DType) -> Array:
    if dtype.is_pred:
        if opcode not in _PRED_BINARY:
            raise NotImplementedError(f"{opcode} on pred")
        return _PRED_BINARY[opcode](x, y)
    a, b = _work(x, dtype), _work(y, dtype)
    if opcode in _INT_BINARY:
        return _done(_INT_BINARY[opcode](a, b), dtype)
    if opcode == "divide":
        return _done(_int_divide(a, b, dtype), dtype)
    if opcode == "remainder":
        return _done(_int_remainder(a, b, dtype), dtype)
    if opcode == "power":
        return _int_power(a, b, dtype)
    if opcode in ("shift-left", "shift-right-logical", "shift-right-arithmetic"):
        return _int_shift(opcode, x, y, dtype)
    if opcode == "mulhi":
        return _mulhi(a, b, dtype)
    raise NotImplementedError(f"{opcode} on {dtype}")


# ---------------------------------------------------------------------------------------------
# Public binary entry point

BINARY_OPS: frozenset[str] = frozenset(
    ["add", "subtract", "multiply", "divide", "remainder", "power", "atan2", "maximum", "minimum",
     "and", "or", "xor", "shift-left", "shift-right-logical", "shift-right-arithmetic", "mulhi",
     "complex"])


def binary(opcode: str, x: Array, y: Array, dtype: DType) -> Array:
    """Apply binary ``opcode`` to same-typed ``x``, ``y`` (HLO type ``dtype``).

    The result has ``dtype``, except ``complex`` which packs two f32/f64 arrays into c64/c128.
    """
    if opcode not in BINARY_OPS:
        raise NotImplementedError(f"binary op {opcode}")
    fn = _INT_BINARY.get(opcode)
    if fn is not None and dtype.is_integer and dtype.bits >= 8:  # ufuncs wrap integers silently
        return np.asarray(fn(x, y, dtype=dtype.np))
    with np.errstate(all="ignore"):
        if dtype.is_complex:
            out = _complex_binary(opcode, x, y, dtype)
        elif dtype.is_float:
            out = _float_binary(opcode, x, y, dtype)
        else:
            out = _int_binary(opcode, x, y, dtype)
    return np.asarray(out)


# ---------------------------------------------------------------------------------------------
# compare / select / clamp

_DIRECTIONS: dict[str, Callable[[Array, Array], Array]] = {
    "EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
    "GT": np.greater, "GE": np.greater_equal,
}


def _total_order_key(x: Array, dtype: DType) -> Array:
    """Signed-int key ordering -NaN < -inf < ... < -0 < +0 < ... < inf < +NaN.

    Negative floats have all non-sign bits flipped so larger magnitudes sort lower.
    """
    width = dtype.np.itemsize * 8
    s = np.asarray(x).view(_SINT[width]).astype(np.int64)
    return np.where(s < 0, s ^ ((1 << (width - 1)) - 1), s)


def compare(x: Array, y: Array, direction: str, cmp_type: str | None, dtype: DType) -> Array:
    """HLO compare. FLOAT compares are IEEE (NaN unordered; NE is true for NaN) after DAZ;
    TOTALORDER compares the bit patterns; SIGNED/UNSIGNED reinterpret integer bits."""
    fn = _DIRECTIONS[direction]
    kind = cmp_type or ("FLOAT" if dtype.is_float or dtype.is_complex
                        else "SIGNED" if dtype.is_signed else "UNSIGNED")
    if dtype.is_integer and dtype.bits >= 8 and kind == ("SIGNED" if dtype.is_signed else "UNSIGNED"):
        return np.asarray(fn(x, y))  # the values as numpy holds them are what is compared
    with np.errstate(all="ignore"):
        if dtype.is_complex:
            return _complex_compare(x, y, direction)
        if kind == "TOTALORDER":
            return np.asarray(fn(_total_order_key(x, dtype), _total_order_key(y, dtype)))
        if dtype.is_float:
            return np.asarray(fn(_to_compute(x, dtype), _to_compute(y, dtype)))
        if dtype.is_pred:
            return np.asarray(fn(np.asarray(x).astype(np.uint8), np.asarray(y).astype(np.uint8)))
        read = _signed_value if kind == "SIGNED" else _unsigned_bits
        return np.asarray(fn(read(x, dtype), read(y, dtype)))


def _complex_compare(x: Array, y: Array, direction: str) -> Array:
    """Only EQ (both parts equal) and NE (either part unequal or NaN) exist for complex."""
    a, b = _native_flush(np.asarray(x)), _native_flush(np.asarray(y))
    eq = (a.real == b.real) & (a.imag == b.imag)
    if direction == "EQ":
        return eq
    if direction == "NE":
        return ~eq
    raise NotImplementedError(f"complex compare {direction}")


def select(pred: Array, on_true: Array, on_false: Array) -> Array:
    """Elementwise choice; a rank-0 pred picks a whole operand."""
    return np.asarray(np.where(np.asarray(pred, dtype=bool), on_true, on_false))


def clamp(lo: Array, x: Array, hi: Array, dtype: DType) -> Array:
    """XLA clamp = min(max(x, lo), hi) with the max/min semantics above (NaN propagates).

    ``lo``/``hi`` may be rank 0 and are broadcast.
    """
    shape = np.broadcast(np.asarray(lo), np.asarray(x), np.asarray(hi)).shape
    lo, x, hi = (np.broadcast_to(np.asarray(v), shape) for v in (lo, x, hi))
    return binary("minimum", binary("maximum", x, lo, dtype), hi, dtype)


__all__ = ["UNARY_OPS", "BINARY_OPS", "unary", "binary", "compare", "select", "clamp",
           "flush_denormals"]
