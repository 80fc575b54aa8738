"""Complex math as XLA's elemental emitter computes it, on (real, imag) numpy arrays.

XLA:CPU evaluates complex functions with its own formulas in the part precision (f32 for c64,
f64 for c128), with fix-ups for zeros, infinities and NaN. The special values that come out
(``sign(inf+0j) = nan+0j``, ``rsqrt(1+inf j) = 0-0j``, ``expm1(inf+0j) = inf+0j``, ``a/0 =
inf+inf j``, ``pow(3e38+3e38j, y) = nan`` because ``|x|`` overflows f32...) are those of the
formulas, not of C99's Annex G or numpy, so the interpreter follows the same formulas, step by
step. Arithmetic runs in the part type; libm calls (exp, sin, atan2, pow...) on f32 parts are
evaluated in f64 and rounded once, as close as libm's own f32 functions.

Every function takes and returns a pair of same-dtype float arrays; call them under
``np.errstate(all="ignore")``. The codegen side's twin is xlac/codegen/llvm/complex_math.py.

    >>> import numpy as np
    >>> with np.errstate(all="ignore"):
    ...     re, im = csign((np.array([np.inf], np.float32), np.array([0.0], np.float32)))
    >>> float(re[0]), float(im[0])
    (nan, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

Array = np.ndarray
Pair = tuple[Array, Array]

def _call(fn: Callable[..., Array], *args: Array | np.floating) -> Array:
    """The libm function ``fn`` (numpy's twin: np.exp, np.arctan2...) on part-typed arrays: f64
    parts directly, f32 parts through f64."""
    dtype = np.result_type(*args)
    wide = [np.asarray(a, np.float64) for a in args]
    return np.asarray(fn(*wide)).astype(dtype)


def _k(like: Array, v: float) -> np.floating:
    """The constant ``v`` in ``like``'s float type."""
    return like.dtype.type(v)


def _ne(x: Array, y: Array | np.floating) -> Array:
    """An ordered !=: false where either side is NaN (LLVM's fcmp one)."""
    return (x != y) & ~np.isnan(x) & ~np.isnan(y)


def _fmax(x: Array, y: Array) -> Array:
    """IEEE 754-2019 maximum: NaN wins, +0 > -0."""
    pick = np.where(x > y, x, y)
    pick = np.where(x == y, np.where(np.signbit(x), y, x), pick)
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, pick))


def _fmin(x: Array, y: Array) -> Array:
    """IEEE 754-2019 minimum: NaN wins, -0 < +0."""
    pick = np.where(x < y, x, y)
    pick = np.where(x == y, np.where(np.signbit(x), x, y), pick)
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, pick))


def cadd(x: Pair, y: Pair) -> Pair:
    return x[0] + y[0], x[1] + y[1]


def csub(x: Pair, y: Pair) -> Pair:
    return x[0] - y[0], x[1] - y[1]


def cmul(x: Pair, y: Pair) -> Pair:
    (a, c), (d, e) = x, y
    return a * d - c * e, a * e + c * d


def cdiv(x: Pair, y: Pair) -> Pair:
    """Smith's algorithm, then XLA's fix-ups where both parts come out NaN: a zero divisor
    (``a/0 = inf+inf j``, ``1/+-0 = +-inf+nan j``), an infinite dividend over a finite divisor,
    and a finite dividend over an infinite divisor."""
    (ar, ai), (br, bi) = x, y
    k = lambda v: _k(ar, v)  # noqa: E731
    rb_ib, ib_rb = br / bi, bi / br
    den1, den2 = bi + rb_ib * br, br + ib_rb * bi
    abs_br, abs_bi = np.abs(br), np.abs(bi)
    small_r = abs_br < abs_bi
    cr = np.where(small_r, (rb_ib * ar + ai) / den1, (ib_rb * ai + ar) / den2)
    ci = np.where(small_r, (rb_ib * ai - ar) / den1, (ai - ib_rb * ar) / den2)
    inf = k(math.inf)
    zero_den = (abs_br == 0) & (abs_bi == 0) & (~np.isnan(ar) | ~np.isnan(ai))
    s = np.copysign(inf, br)
    zr, zi = s * ar, s * ai
    abs_ar, abs_ai = np.abs(ar), np.abs(ai)
    a_inf_r, a_inf_i = abs_ar == inf, abs_ai == inf
    b_fin = _ne(abs_br, inf) & _ne(abs_bi, inf)
    inf_num = (a_inf_r | a_inf_i) & b_fin
    sr = np.copysign(np.where(a_inf_r, k(1.0), k(0.0)), ar)
    si = np.copysign(np.where(a_inf_i, k(1.0), k(0.0)), ai)
    ir_ = inf * (sr * br + si * bi)
    ii = inf * (si * br - sr * bi)
    b_inf_r, b_inf_i = abs_br == inf, abs_bi == inf
    a_fin = _ne(abs_ar, inf) & _ne(abs_ai, inf)
    inf_den = (b_inf_r | b_inf_i) & a_fin
    tr = np.copysign(np.where(b_inf_r, k(1.0), k(0.0)), br)
    ti = np.copysign(np.where(b_inf_i, k(1.0), k(0.0)), bi)
    fr = k(0.0) * (ar * tr + ai * ti)
    fi = k(0.0) * (ai * tr - ar * ti)
    nan = np.isnan(cr) & np.isnan(ci)
    fix_r = np.where(zero_den, zr, np.where(inf_num, ir_, np.where(inf_den, fr, cr)))
    fix_i = np.where(zero_den, zi, np.where(inf_num, ii, np.where(inf_den, fi, ci)))
    return np.where(nan, fix_r, cr), np.where(nan, fix_i, ci)


def _abs_helper(re: Array, im: Array) -> tuple[Array, Array, Array]:
    """(min, max, 1 + (min/max)^2) of the parts' magnitudes: hypot without overflow."""
    ar, ai = np.abs(re), np.abs(im)
    hi, lo = _fmax(ar, ai), _fmin(ar, ai)
    ratio = lo / hi
    return lo, hi, _k(re, 1.0) + ratio * ratio


def cabs(re: Array, im: Array) -> Array:
    """|z| = max * sqrt(1 + (min/max)^2); (0,0), (inf,inf) and NaN cases give min, so
    ``|inf + nan j|`` is NaN and ``|3e38+3e38j|`` overflows c64 to inf."""
    lo, hi, one_p = _abs_helper(re, im)
    r = hi * np.sqrt(one_p)
    return np.where(np.isnan(r), lo, r)


def csign(z: Pair) -> Pair:
    """z / |z|, 0 for 0: ``sign(inf+0j) = nan+0j``."""
    a = cabs(*z)
    zero = a == 0
    return np.where(zero, _k(a, 0.0), z[0] / a), np.where(zero, _k(a, 0.0), z[1] / a)


def cexp(z: Pair) -> Pair:
    """e^a (cos b + i sin b); a zero imaginary part stays exactly zero (exp(inf) = inf)."""
    a, im = z
    ea = _call(np.exp, a)
    imag = ea * _call(np.sin, im)
    return ea * _call(np.cos, im), np.where(im == 0, im, imag)


def cexpm1(z: Pair) -> Pair:
    """(expm1(a) cos b + cosm1 b) + i e^a sin b, with cosm1 b = -2 sin^2(b/2)."""
    a, im = z
    em1 = _call(np.expm1, a)
    s = _call(np.sin, im * _k(im, 0.5))
    cosm1 = _k(im, -2.0) * (s * s)
    cos_b = cosm1 + _k(im, 1.0)
    re = em1 * cos_b + cosm1
    imag = (em1 + _k(a, 1.0)) * _call(np.sin, im)
    return re, np.where(im == 0, _k(im, 0.0), imag)


def clog(z: Pair) -> Pair:
    return _call(np.log, cabs(*z)), _call(np.arctan2, z[1], z[0])


def clog1p(z: Pair) -> Pair:
    """XLA's log1p: log(max(|a+1|,|b|)) via log1p, plus 0.5 log1p((min/max)^2)."""
    a, im = z
    one = _k(a, 1.0)
    a1 = a + one
    abs_a1, abs_b = np.abs(a1), np.abs(im)
    hi, lo = _fmax(abs_a1, abs_b), _fmin(abs_a1, abs_b)
    hi_m1 = np.where(a1 > abs_b, a, hi - one)
    ratio = lo / hi
    r = _k(a, 0.5) * _call(np.log1p, ratio * ratio) + _call(np.log1p, hi_m1)
    return np.where(np.isnan(r), lo, r), _call(np.arctan2, im, a1)


def _sin_cos_h(y: Array) -> Pair:
    """(sinh y, cosh y) from one exp, as XLA does for complex sin/cos."""
    ey = _call(np.exp, y)
    half_e, half_inv = _k(y, 0.5) * ey, _k(y, 0.5) / ey
    return half_e - half_inv, half_e + half_inv


def csin(z: Pair) -> Pair:
    x, y = z
    sh, ch = _sin_cos_h(y)
    return _call(np.sin, x) * ch, _call(np.cos, x) * sh


def ccos(z: Pair) -> Pair:
    x, y = z
    sh, ch = _sin_cos_h(y)
    return _call(np.cos, x) * ch, -(_call(np.sin, x) * sh)


def csinh(z: Pair) -> Pair:
    """sinh z = -i sin(i z)."""
    p, q = csin((-z[1], z[0]))
    return q, -p


def ccosh(z: Pair) -> Pair:
    """cosh z = cos(i z)."""
    return ccos((-z[1], z[0]))


def ctanh(z: Pair) -> Pair:
    """(e^2a - e^-2a + 2i sin 2b) / (e^2a + e^-2a + 2 cos 2b) via expm1, with XLA's limits
    for infinite real parts and its NaN/zero corner cases."""
    a, bb = z
    k = lambda v: _k(a, v)  # noqa: E731
    two_a = a + a
    em1 = _call(np.expm1, two_a)
    enm1 = _call(np.expm1, -two_a)
    real_num = em1 - enm1
    cos_b, sin_b = _call(np.cos, bb), _call(np.sin, bb)
    imag_num = k(4.0) * (cos_b * sin_b)
    exp_sum_m2 = em1 + enm1
    denom = exp_sum_m2 + (cos_b * cos_b) * k(4.0)
    real = np.where(exp_sum_m2 == math.inf, np.copysign(k(1.0), a), real_num / denom)
    imag = imag_num / denom
    a_inf = np.abs(a) == math.inf
    sin_nan = np.isnan(imag_num)
    real = np.where(sin_nan & ~a_inf, k(math.nan), real)
    imag_zero = (bb == 0) | (a_inf & sin_nan)
    return real, np.where(imag_zero, k(0.0), imag)


def ctan(z: Pair) -> Pair:
    """tan(x + iy) = -i tanh(-y + ix): ``tan(inf+0j) = nan+nan j``."""
    re, im = ctanh((-z[1], z[0]))
    return im, -re


def csqrt(z: Pair) -> Pair:
    """sqrt(|z|) (cos t/2 + i sin t/2), t = arg z, with XLA's inf/NaN/zero handling."""
    a, bb = z
    k = lambda v: _k(a, v)  # noqa: E731
    lo, hi, one_p = _abs_helper(a, bb)
    r = np.sqrt(hi) * _call(np.power, one_p, k(0.25))
    r = np.where(np.isnan(r), lo, r)
    t = _call(np.arctan2, bb, a) * k(0.5)
    cos, sin = _call(np.cos, t), _call(np.sin, t)
    inf = k(math.inf)
    abs_b = np.abs(bb)
    b_inf = abs_b == inf
    a_neg_inf = a == -inf
    real = np.where(b_inf | (a == inf), inf, np.where(a_neg_inf & _ne(abs_b, inf), k(0.0), r * cos))
    imag = np.where(b_inf | a_neg_inf, np.copysign(inf, bb),
                    np.where(np.isnan(r), k(math.nan), np.where(sin == 0, sin, r * sin)))
    r_zero = r == 0
    return np.where(r_zero, k(0.0), real), np.where(r_zero, k(0.0), imag)


def crsqrt(z: Pair) -> Pair:
    """|z|^-1/2 (cos(-t/2) + i sin(-t/2)) with XLA's special cases: an infinite part gives a
    signed zero (``rsqrt(1+inf j) = 0-0j``), ``rsqrt(0) = inf+nan j``."""
    a, bb = z
    k = lambda v: _k(a, v)  # noqa: E731
    lo, hi, one_p = _abs_helper(a, bb)
    rsq = lambda v: k(1.0) / np.sqrt(v)  # noqa: E731
    r = rsq(hi) * rsq(np.sqrt(one_p))
    r = np.where(np.isnan(r), rsq(lo), r)
    t = _call(np.arctan2, bb, a) * k(-0.5)
    real = r * _call(np.cos, t)
    imag = r * _call(np.sin, t)
    inf = k(math.inf)
    zero_zero = (bb == 0) & (a == 0)
    inf_case = ((np.abs(bb) == inf) & np.isnan(a)) | (np.abs(a) == inf)
    a_zero = np.copysign(k(0.0), a)
    neg_b_zero = -np.copysign(k(0.0), bb)
    real = np.where(zero_zero, inf, np.where(inf_case, a_zero, real))
    imag = np.where(zero_zero, k(math.nan), np.where(inf_case, neg_b_zero, imag))
    return real, imag


def cpow(x: Pair, y: Pair) -> Pair:
    """|x|^c e^(-d arg x) (cos q + i sin q), q = c arg x + d ln|x|; 0^0 = 1, x^0 = 1,
    1^y = 1, inf^c = inf (c > 0) or 0 (c < 0). |x| is the overflowing hypot above, so a huge
    base gives NaN as in XLA."""
    (a, bb), (c, d) = x, y
    k = lambda v: _k(a, v)  # noqa: E731
    absx = cabs(a, bb)
    arg = _call(np.arctan2, bb, a)
    coeff = _call(np.power, absx, c) * _call(np.exp, -d * arg)
    q = c * arg + d * _call(np.log, absx)
    re = coeff * _call(np.cos, q)
    im = coeff * _call(np.sin, q)
    d0 = d == 0
    zero_base = (absx == 0) & d0 & (k(0.0) <= c)
    re = np.where(zero_base, np.where(c == 0, k(1.0), k(0.0)), re)
    im = np.where(zero_base, k(0.0), im)
    inf_base = (a == math.inf) & (bb == 0) & d0
    cases = [((c == 0) & d0, 1.0, 0.0), ((a == 1) & (bb == 0), 1.0, 0.0),
             (inf_base & (c > 0), math.inf, 0.0), (inf_base & (c < 0), 0.0, 0.0)]
    for cond, vr, vi in cases:
        re, im = np.where(cond, k(vr), re), np.where(cond, k(vi), im)
    return re, im


def catan2(y: Pair, x: Pair) -> Pair:
    """atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2))."""
    s = csqrt(cadd(cmul(x, x), cmul(y, y)))
    w = clog(cdiv((x[0] - y[1], x[1] + y[0]), s))
    return w[1], -w[0]


def casin(z: Pair) -> Pair:
    """asin z = -i log(i z + sqrt(1 - z^2))."""
    one = (np.full_like(z[0], 1.0), np.zeros_like(z[0]))
    root = csqrt(csub(one, cmul(z, z)))
    w = clog((root[0] - z[1], root[1] + z[0]))
    return w[1], -w[0]


def cacos(z: Pair) -> Pair:
    """acos z = pi/2 - asin z."""
    s = casin(z)
    return _k(z[0], math.pi / 2) - s[0], -s[1]


def casinh(z: Pair) -> Pair:
    """asinh z = log(z + sqrt(z^2 + 1))."""
    one = (np.full_like(z[0], 1.0), np.zeros_like(z[0]))
    return clog(cadd(z, csqrt(cadd(cmul(z, z), one))))


def cacosh(z: Pair) -> Pair:
    """acosh z = log(z + sqrt(z + 1) sqrt(z - 1))."""
    one = (np.full_like(z[0], 1.0), np.zeros_like(z[0]))
    root = cmul(csqrt(cadd(z, one)), csqrt(csub(z, one)))
    return clog(cadd(z, root))


def catanh(z: Pair) -> Pair:
    """atanh z = (log1p(z) - log1p(-z)) / 2."""
    p = clog1p(z)
    m = clog1p((-z[0], -z[1]))
    half = _k(z[0], 0.5)
    return half * (p[0] - m[0]), half * (p[1] - m[1])


def ccbrt(z: Pair) -> Pair:
    """The complex cube root as XLA computes it: z^(1/3) by cpow, 1/3 rounded to the part
    type (``cbrt(inf+0j) = inf+0j``)."""
    third = (np.full_like(z[0], 1.0 / 3.0), np.zeros_like(z[0]))
    return cpow(z, third)


def clogistic(z: Pair) -> Pair:
    """1 / (1 + exp(-z)), XLA's LogisticExpander."""
    one = (np.full_like(z[0], 1.0), np.zeros_like(z[0]))
    return cdiv(one, cadd(one, cexp((-z[0], -z[1]))))
