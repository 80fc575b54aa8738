"""Type conversions: convert, bitcast-convert, reduce-precision, stochastic-convert.

XLA:CPU semantics, and why they hold:

- float -> int truncates toward zero, saturates out-of-range values and maps NaN to 0 (XLA emits
  explicit clamps around ``fptosi``).
- int -> narrow float goes through f32 (LLVM promotes half/bfloat conversions), f32 -> bf16/f8
  rounds to nearest even (ml_dtypes implements XLA's own rounding), keeping subnormals.
- Widening f32/bf16 -> f64 runs ``cvtss2sd`` under DAZ, so f32-range subnormals become ±0;
  narrowing f64 -> f32 flushes results that land in f32's subnormal range (FTZ).
- complex -> real keeps the real part; real -> complex has a zero imaginary part.

    >>> from xlac.hlo.dtypes import S32
    >>> convert(np.array([1e10, -1e10, np.nan, -2.7], np.float32), F32, S32).tolist()
    [2147483647, -2147483648, 0, -2]
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from xlac.evaluator.kernels import elementwise as ew
from xlac.hlo.dtypes import (
    F32,
    F64,
    U8,
    DType,
    complex_component,
    from_numpy,
)

Array = np.ndarray
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


# ---------------------------------------------------------------------------------------------
# convert


def convert(x: Array, src: DType, dst: DType) -> Array:
    """Element type conversion with XLA:CPU's rounding, saturation and FTZ rules."""
    x = np.asarray(x)
    with np.errstate(all="ignore"):
        if src == dst:
            return np.array(x, copy=True)
        if dst.is_pred:
            return _to_pred(x, src)
        if src.is_complex:
            part = complex_component(src)
            if dst.is_complex:  # part by part, so f32 <-> f64 FTZ rules apply
                dpart = complex_component(dst)
                re, im = (convert(np.ascontiguousarray(p), part, dpart) for p in (x.real, x.imag))
                return ew.binary("complex", re, im, dpart)
            return convert(np.ascontiguousarray(x.real), part, dst)
        if dst.is_complex:
            part = complex_component(dst)
            return ew.binary("complex", convert(x, src, part), np.zeros(x.shape, part.np), part)
        if src.is_pred:
            return convert(x.astype(np.uint8), U8, dst)
        if dst.is_float:
            return _to_float(x, src, dst)
        if src.is_float:
            return _float_to_int(x, src, dst)
        return _int_to_int(x, src, dst)


def _to_pred(x: Array, src: DType) -> Array:
    """``x != 0``; floats compare after DAZ, so a subnormal converts to false, except bf16:
    XLA:CPU converts a subnormal bf16 to true."""
    if src.is_pred:
        return np.array(x, copy=True)
    if src.is_complex:
        return (x.real != 0) | (x.imag != 0)
    if src.name == "bf16":
        return np.asarray(x).astype(np.float32) != 0
    if src.is_float:
        return ew.compare(x, np.zeros(x.shape, src.np), "NE", None, src)
    return x != 0


def _to_float(x: Array, src: DType, dst: DType) -> Array:
    if src.is_integer:
        if dst == F64:
            return x.astype(np.float64)
        via = x.astype(np.int64 if src.is_signed else np.uint64).astype(np.float32)
        return via if dst == F32 else via.astype(dst.np)
    if dst == F64:
        # f32-domain sources (f32, bf16) widen under DAZ; f16/f8 values are normal in f32.
        wide = x.astype(np.float32)
        if src.name in ("f32", "bf16"):
            wide = ew.flush_denormals(wide, F32)
        return wide.astype(np.float64)
    if src == F64:
        if dst == F32:
            return ew.flush_denormals(x.astype(np.float32), F32)
        return x.astype(dst.np)  # single rounding from f64, as LLVM's truncdf{hf,bf}2
    return x.astype(np.float32).astype(dst.np)  # f32 holds every narrower value exactly


def _float_to_int(x: Array, src: DType, dst: DType) -> Array:
    """Truncate toward zero; saturate to [min, max]; NaN -> 0."""
    v = np.trunc(x.astype(np.float64))
    lo, hi = _int_range(dst)
    too_low, too_high = v <= float(lo), v >= float(hi)
    safe = np.where(np.isnan(v) | too_low | too_high, 0.0, v)
    out = safe.astype(np.int64 if dst.is_signed else np.uint64)
    out = np.where(too_low, _as(lo, out), np.where(too_high, _as(hi, out), out))
    return _wrap(out, dst)


def _as(value: int, like: Array) -> Array:
    return np.asarray(value).astype(like.dtype)


def _int_range(d: DType) -> tuple[int, int]:
    if d.is_signed:
        return -(1 << (d.bits - 1)), (1 << (d.bits - 1)) - 1
    return 0, (1 << d.bits) - 1


def _int_to_int(x: Array, src: DType, dst: DType) -> Array:
    """Two's-complement truncation / sign or zero extension."""
    return _wrap(x.astype(np.int64 if src.is_signed else np.uint64), dst)


def _wrap(v: Array, dst: DType) -> Array:
    """Keep the low ``dst.bits`` bits of an int64/uint64 array and read them as ``dst``."""
    if dst.bits >= 8:
        return v.astype(dst.np)
    u = v.astype(np.uint64) & np.uint64((1 << dst.bits) - 1)
    s = u.astype(np.int64)
    if dst.is_signed:
        s = np.where(s >= (1 << (dst.bits - 1)), s - (1 << dst.bits), s)
    return s.astype(dst.np)


# ---------------------------------------------------------------------------------------------
# bitcast-convert


def bitcast_convert(x: Array, src: DType, dst: DType, out_dims: tuple[int, ...]) -> Array:
    """Reinterpret bits. Narrowing adds a minor dim of ``src.bits // dst.bits`` elements, widening
    consumes one; within it the least significant part comes first (little endian, as XLA:CPU)."""
    if src.bits < 8 or dst.bits < 8:
        raise NotImplementedError(f"bitcast-convert {src} -> {dst}: sub-byte types")
    src_u, dst_u = _UINT[src.np.itemsize * 8], _UINT[dst.np.itemsize * 8]
    bits = np.ascontiguousarray(np.asarray(x, dtype=src.np)).view(src_u)
    raw = bits.astype(np.dtype(src_u).newbyteorder("<")).tobytes()
    out = np.frombuffer(raw, dtype=np.dtype(dst_u).newbyteorder("<")).astype(dst_u)
    return out.view(dst.np).reshape(tuple(out_dims))


# ---------------------------------------------------------------------------------------------
# reduce-precision


def _float_layout(d: DType) -> tuple[int, int]:
    """(exponent bits, explicit mantissa bits) of a float dtype."""
    info = ml_dtypes.finfo(d.np)
    mant = int(info.nmant)
    return d.bits - 1 - mant, mant


def reduce_precision(x: Array, dtype: DType, exponent_bits: int, mantissa_bits: int) -> Array:
    """XLA's ReducePrecision on the bit pattern: round the mantissa to nearest even, then force
    exponent overflow to ±inf and underflow (subnormals included) to ±0; a NaN input comes back
    unchanged, also for mantissa_bits=0 (where the rounding alone would make it infinity)."""
    with np.errstate(all="ignore"):
        return _reduce_precision(np.asarray(x), dtype, exponent_bits, mantissa_bits)


def _reduce_precision(x: Array, dtype: DType, exponent_bits: int, mantissa_bits: int) -> Array:
    nbits = dtype.np.itemsize * 8
    ut = _UINT[nbits]
    src_exp, src_mant = _float_layout(dtype)
    bits = x.view(ut).astype(np.uint64)
    one = np.uint64(1)
    sign_mask = one << np.uint64(nbits - 1)
    exp_mask = ((one << np.uint64(src_exp)) - one) << np.uint64(src_mant)
    is_nan = (bits & ~sign_mask) > exp_mask
    if mantissa_bits < src_mant:
        shift = np.uint64(src_mant - mantissa_bits)
        last = one << shift
        bias = (last >> one) - one + ((bits & last) >> shift)
        bits = (bits + bias) & ~(last - one) & np.uint64((1 << nbits) - 1)
    if exponent_bits < src_exp:
        bias = (1 << (src_exp - 1)) - 1
        reduced = (1 << (exponent_bits - 1)) - 1
        exponent = bits & exp_mask
        overflow = exponent > np.uint64((bias + reduced) << src_mant)
        underflow = exponent <= np.uint64((bias - reduced) << src_mant)
        signed_zero = bits & sign_mask
        bits = np.where(overflow, signed_zero | exp_mask, bits)
        bits = np.where(underflow, signed_zero, bits)
    out = bits.astype(ut).view(dtype.np)
    # XLA selects a NaN input back (payload and sign kept) whatever mantissa_bits is: with
    # mantissa_bits=0 the rounding above makes infinity of it, and XLA:CPU still returns NaN
    return np.where(is_nan, x, out)


# ---------------------------------------------------------------------------------------------
# stochastic-convert


def stochastic_convert(x: Array, random_bits: Array, src: DType, dst: DType) -> Array:
    """XLA's StochasticConvertDecomposer, op for op: round |x| up when the random bits are below
    the fraction scaled to 2^bits(random), restore the sign, then saturate at the int range."""
    if not (src.is_float and dst.is_signed):
        raise NotImplementedError(f"stochastic-convert {src} -> {dst}")
    x = np.asarray(x)
    rand_t = _random_dtype(random_bits, src)
    should_neg = ew.compare(ew.unary("sign", x, src), _zeros(x, src), "LT", None, src)
    mag = ew.unary("abs", x, src)
    truncated = ew.unary("floor", mag, src)
    frac, frac_t = ew.binary("subtract", mag, truncated, src), src
    if src.name == "f16":
        frac, frac_t = convert(frac, src, F32), F32
    scale = np.full(frac.shape, 2.0 ** rand_t.bits).astype(frac_t.np)
    fixed = convert(ew.binary("multiply", frac, scale, frac_t), frac_t, rand_t)
    round_up = ew.compare(random_bits, fixed, "LT", None, rand_t)
    t_int = convert(truncated, src, dst)
    t_int = ew.select(round_up, ew.binary("add", t_int, np.ones_like(t_int), dst), t_int)
    result = ew.select(should_neg, ew.unary("negate", t_int, dst), t_int)
    lo, hi = _int_range(dst)
    is_min = ew.compare(x, np.full(x.shape, float(lo)).astype(src.np), "LE", None, src)
    is_max = ew.compare(x, np.full(x.shape, float(hi)).astype(src.np), "GE", None, src)
    result = ew.select(is_min, np.asarray(lo).astype(dst.np), result)
    return ew.select(is_max, np.asarray(hi).astype(dst.np), result)


def _zeros(x: Array, d: DType) -> Array:
    return np.zeros(x.shape, d.np)


def _random_dtype(random_bits: Array, src: DType) -> DType:
    """The random operand is an unsigned int as wide as the operand type."""
    return from_numpy(np.asarray(random_bits).dtype)

