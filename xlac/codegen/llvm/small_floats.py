"""The 8-, 6- and 4-bit float formats in LLVM IR: decoding their bits to f32 and rounding an f32
to their bits, with the rounding, saturation and NaN rules ml_dtypes (XLA's own float types)
implements. Everything is integer and f32 arithmetic, so it works on every target.

    value = f8_to_f32(b, raw_i8, dtype("f8e4m3fn"))   # compute form (f32)
    raw = f32_to_f8(b, value, dtype("f8e5m2"))        # i8 storage bits, nearest-even

The formats differ in how they spend the top encodings:

- ``ieee``  (e5m2, e4m3, e3m4): all-ones exponent is inf (mantissa 0) or NaN; overflow -> inf.
- ``fn``    (e4m3fn): only all-ones exponent *and* mantissa is NaN, no inf; overflow -> NaN.
- ``fnuz``  (e4m3fnuz, e5m2fnuz, e4m3b11fnuz): the "-0" encoding 0x80 is the only NaN, no inf,
  no -0; overflow -> NaN.
- ``none``  (f4e2m1fn, f6e2m3fn, f6e3m2fn): no inf or NaN; overflow saturates to the largest
  finite value, and ml_dtypes maps NaN to a zero of the opposite sign.
- ``e8m0``  (f8e8m0fnu): unsigned powers of two, no zero; 0xff is NaN.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from llvmlite import ir

from xlac.hlo.dtypes import DType

I1, I8, I32 = ir.IntType(1), ir.IntType(8), ir.IntType(32)
F32 = ir.FloatType()


@dataclass(frozen=True)
class Format:
    """Bit layout of one small float format."""

    bits: int       # logical width (the storage byte may be wider)
    ebits: int
    mbits: int
    bias: int
    style: str      # ieee | fn | fnuz | none | e8m0

    @property
    def emask(self) -> int:
        return (1 << self.ebits) - 1

    @property
    def mmask(self) -> int:
        return (1 << self.mbits) - 1

    @property
    def sign_bit(self) -> int:
        return 1 << (self.bits - 1)

    @property
    def max_magnitude(self) -> int:
        """The encoding (sign cleared) of the largest finite value."""
        top = self.emask << self.mbits
        if self.style == "ieee":
            return top - 1
        if self.style == "fn":
            return top | (self.mmask - 1)
        return top | self.mmask  # fnuz / none: every magnitude encoding is finite


_FORMATS = {
    "f8e5m2": Format(8, 5, 2, 15, "ieee"),
    "f8e4m3": Format(8, 4, 3, 7, "ieee"),
    "f8e3m4": Format(8, 3, 4, 3, "ieee"),
    "f8e4m3fn": Format(8, 4, 3, 7, "fn"),
    "f8e4m3fnuz": Format(8, 4, 3, 8, "fnuz"),
    "f8e5m2fnuz": Format(8, 5, 2, 16, "fnuz"),
    "f8e4m3b11fnuz": Format(8, 4, 3, 11, "fnuz"),
    "f8e8m0fnu": Format(8, 8, 0, 127, "e8m0"),
    "f4e2m1fn": Format(4, 2, 1, 1, "none"),
    "f6e2m3fn": Format(6, 2, 3, 1, "none"),
    "f6e3m2fn": Format(6, 3, 2, 3, "none"),
}


@cache
def float_format(name: str) -> Format:
    """The layout of a small float dtype by HLO name."""
    try:
        return _FORMATS[name]
    except KeyError:
        raise TypeError(f"{name} is not an 8/6/4-bit float type") from None


def _c(v: int) -> ir.Constant:
    return I32(v & 0xFFFFFFFF)


# ---- decoding ---------------------------------------------------------------------------------

def f8_to_f32(b: ir.IRBuilder, raw_bits: ir.Value, dtype: DType) -> ir.Value:
    """The f32 value of small-float storage bits (exact: f32 holds every value of these types)."""
    fmt = float_format(dtype.name)
    v = b.and_(b.zext(raw_bits, I32) if raw_bits.type.width < 32 else raw_bits,
               _c((1 << fmt.bits) - 1))
    if fmt.style == "e8m0":
        return _e8m0_to_f32(b, v)
    sign = b.shl(b.and_(v, _c(fmt.sign_bit)), _c(32 - fmt.bits))
    exp = b.and_(b.lshr(v, _c(fmt.mbits)), _c(fmt.emask))
    mant = b.and_(v, _c(fmt.mmask))
    normal = b.or_(b.shl(b.add(exp, _c(127 - fmt.bias)), _c(23)), b.shl(mant, _c(23 - fmt.mbits)))
    # exponent 0: mant * 2^(1 - bias - mbits), exact in f32
    sub_value = b.fmul(b.uitofp(mant, F32), F32(2.0 ** (1 - fmt.bias - fmt.mbits)))
    magnitude = b.select(b.icmp_unsigned("==", exp, _c(0)), b.bitcast(sub_value, I32), normal)
    bits = b.or_(magnitude, sign)
    bits = _decode_specials(b, fmt, v, exp, mant, sign, bits)
    return b.bitcast(bits, F32)


def _decode_specials(b: ir.IRBuilder, fmt: Format, v: ir.Value, exp: ir.Value, mant: ir.Value,
                     sign: ir.Value, bits: ir.Value) -> ir.Value:
    """inf / NaN encodings; NaNs decode to the canonical quiet NaN with the sign, as ml_dtypes."""
    qnan = b.or_(sign, _c(0x7FC00000))
    if fmt.style == "ieee":
        top = b.icmp_unsigned("==", exp, _c(fmt.emask))
        is_inf = b.icmp_unsigned("==", mant, _c(0))
        special = b.select(is_inf, b.or_(sign, _c(0x7F800000)), qnan)
        return b.select(top, special, bits)
    if fmt.style == "fn":
        is_nan = b.icmp_unsigned("==", b.and_(v, _c(fmt.sign_bit - 1)), _c(fmt.sign_bit - 1))
        return b.select(is_nan, qnan, bits)
    if fmt.style == "fnuz":
        return b.select(b.icmp_unsigned("==", v, _c(fmt.sign_bit)), _c(0xFFC00000), bits)
    return bits


def _e8m0_to_f32(b: ir.IRBuilder, v: ir.Value) -> ir.Value:
    """e8m0 is 2^(v - 127): the f32 exponent field verbatim; 0 is 2^-127 (an f32 subnormal)."""
    bits = b.select(b.icmp_unsigned("==", v, _c(0)), _c(0x00400000), b.shl(v, _c(23)))
    bits = b.select(b.icmp_unsigned("==", v, _c(0xFF)), _c(0x7FC00000), bits)
    return b.bitcast(bits, F32)


# ---- encoding ---------------------------------------------------------------------------------

def f32_to_f8(b: ir.IRBuilder, value: ir.Value, dtype: DType) -> ir.Value:
    """Round an f32 to small-float storage bits (i8), nearest-even, per the format's rules."""
    fmt = float_format(dtype.name)
    if fmt.style == "e8m0":
        return b.trunc(_f32_to_e8m0(b, value), I8)
    bits = b.bitcast(value, I32)
    sign = b.lshr(bits, _c(31))
    a = b.and_(bits, _c(0x7FFFFFFF))
    enc = b.select(b.icmp_unsigned("<", a, _c((128 - fmt.bias) << 23)),
                   _encode_subnormal(b, fmt, a), _encode_normal(b, fmt, a))
    overflow = b.icmp_unsigned(">", enc, _c(fmt.max_magnitude))
    signed_bit = b.shl(sign, _c(fmt.bits - 1))
    if fmt.style == "fnuz":  # no -0: a zero result drops the sign
        signed_bit = b.select(b.icmp_unsigned("==", enc, _c(0)), _c(0), signed_bit)
    result = b.or_(enc, signed_bit)
    result = b.select(overflow, _overflow_bits(b, fmt, signed_bit), result)
    is_nan = b.icmp_unsigned(">", a, _c(0x7F800000))
    result = b.select(is_nan, _nan_bits(b, fmt, sign, signed_bit), result)
    return b.trunc(result, I8)


def _encode_normal(b: ir.IRBuilder, fmt: Format, a: ir.Value) -> ir.Value:
    """Round |x|'s f32 mantissa to mbits (nearest-even, carries bump the exponent), rebias."""
    shift = 23 - fmt.mbits
    lsb = b.and_(b.lshr(a, _c(shift)), _c(1))
    rounded = b.add(a, b.add(_c((1 << (shift - 1)) - 1), lsb))
    return b.sub(b.lshr(rounded, _c(shift)), _c((127 - fmt.bias) << fmt.mbits))


def _encode_subnormal(b: ir.IRBuilder, fmt: Format, a: ir.Value) -> ir.Value:
    """|x| in units of the smallest subnormal, rounded to nearest-even with the 2^23 trick
    (exact: the scaled value is below 2^(mbits+1) and f32 arithmetic rounds to even)."""
    scaled = b.fmul(b.bitcast(a, F32), F32(2.0 ** (fmt.bias - 1 + fmt.mbits)))
    magic = F32(2.0 ** 23)
    rounded = b.fsub(b.fadd(scaled, magic), magic)
    return b.fptoui(rounded, I32)


def _overflow_bits(b: ir.IRBuilder, fmt: Format, signed_bit: ir.Value) -> ir.Value:
    """What a too-large magnitude (or inf) becomes: inf, NaN, or the saturated maximum."""
    if fmt.style == "ieee":
        return b.or_(signed_bit, _c(fmt.emask << fmt.mbits))
    if fmt.style == "fn":
        return b.or_(signed_bit, _c(fmt.sign_bit - 1))
    if fmt.style == "fnuz":
        return _c(fmt.sign_bit)
    return b.or_(signed_bit, _c(fmt.max_magnitude))


def _nan_bits(b: ir.IRBuilder, fmt: Format, sign: ir.Value, signed_bit: ir.Value) -> ir.Value:
    """NaN's encoding: the quiet NaN with the sign (ieee), all ones (fn), 0x80 (fnuz), or for
    formats without NaN a zero with the sign flipped (what ml_dtypes produces)."""
    if fmt.style == "ieee":
        return b.or_(signed_bit, _c((fmt.emask << fmt.mbits) | (1 << (fmt.mbits - 1))))
    if fmt.style == "fn":
        return b.or_(signed_bit, _c(fmt.sign_bit - 1))
    if fmt.style == "fnuz":
        return _c(fmt.sign_bit)
    return b.shl(b.xor(sign, _c(1)), _c(fmt.bits - 1))


def _f32_to_e8m0(b: ir.IRBuilder, value: ir.Value) -> ir.Value:
    """e8m0 keeps the exponent only: round half up on the mantissa; zero, negatives, NaN and
    values from 1.5 * 2^127 up are NaN (0xff); anything at or below 2^-127 is 2^-127."""
    bits = b.bitcast(value, I32)
    is_nan = b.or_(b.icmp_signed("<=", bits, _c(0)), b.icmp_signed(">=", bits, _c(0x7F400000)))
    tiny = b.icmp_unsigned("<=", bits, _c(0x00400000))
    normal = b.lshr(b.add(bits, _c(0x00400000)), _c(23))
    return b.select(is_nan, _c(0xFF), b.select(tiny, _c(0), normal))


__all__ = ["Format", "float_format", "f8_to_f32", "f32_to_f8"]
