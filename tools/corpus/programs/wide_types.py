"""Wide and narrow types: JAX programs on the dtypes earlier rounds barely touched -- float64
special functions at their edges, long f64 reductions, f64 dots / convolutions / scans / sorts /
loops / linear algebra, f64 <-> f32 / bf16 / s64 / u64 conversions of NaN, inf, -0, 2^53+1 and
out-of-range values, s64 / u64 / u32 / u8 / s16 wrap-around arithmetic, division by zero and
MIN / -1, over-shifts, popcount / clz, wrapping sums and cumsums, argmax and sorts of 64-bit
integers, 64-bit bitcasts, and complex64 / complex128 elementwise functions at branch cuts and
signed zeros, overflow-safe abs and division, complex dots, scans, sorts and FFT round trips.
Signed zeros are compared through bit patterns or -0 flags (the corpus compares floats by value).
Every case name starts with ``dw_``."""

from __future__ import annotations

import jax.numpy as jnp
import jax.scipy.special as jsp
import numpy as np
from jax import lax

F32, F64 = np.float32, np.float64
C64, C128 = np.complex64, np.complex128
INF, NAN = np.inf, np.nan
S64_MIN, S64_MAX = np.iinfo(np.int64).min, np.iinfo(np.int64).max


def f64(*v) -> np.ndarray:
    return np.array(v, dtype=F64)


def s64(*v) -> np.ndarray:
    return np.array(v, dtype=np.int64)


def u64(*v) -> np.ndarray:
    return np.array(v, dtype=np.uint64)


def _bits64(x):
    """f64 -> s64 bit pattern: exact comparison incl. the sign of zero and NaN payload-free."""
    return lax.bitcast_convert_type(x, jnp.int64)


def _bits32(x):
    return lax.bitcast_convert_type(x, jnp.int32)


def _zbits(z):
    """Complex -> (real part is -0, imaginary part is -0) flags: the signs of zero parts, exactly
    (the values themselves are compared with the case's tolerance)."""
    return _zero_signs(jnp.real(z)), _zero_signs(jnp.imag(z))


def _zero_signs(x):
    """1 where x is -0.0, 0 elsewhere (a signed-zero probe that ignores non-zero values)."""
    return jnp.where((x == 0) & jnp.signbit(x), 1, 0).astype(jnp.int32)


def _subnormal_ops(x, b):
    """Unary ops of (mostly subnormal) x, as result bit patterns."""
    return (b(lax.expm1(x)), b(lax.sin(x)), b(lax.tan(x)), b(jnp.arctan(x)), b(lax.atan2(x, jnp.ones_like(x))),
            b(lax.tanh(x)), b(lax.log1p(x)), b(jnp.sinh(x)), b(jnp.arcsin(x)), b(lax.erf(x)), b(x * 1.0),
            b(lax.round(x)), b(jnp.abs(x)), b(-x))


def cases() -> list[dict]:
    rng = np.random.default_rng(20261127)
    out: list[dict] = []

    def add(name, category, description, fn, args, rtol, atol, **kw):
        out.append(dict(name=f"dw_{name}", category=category, description=description, fn=fn,
                        args=[np.asarray(a) for a in args], rtol=rtol, atol=atol, **kw))

    # ---- f64 special functions ------------------------------------------------------------------
    edges = f64(-746.0, -745.2, -744.0, -708.5, -700.0, 709.7, 709.8, 710.0, 1e-300, 5e-324, -5e-324,
                -0.0, 0.0, INF, -INF, NAN, 1e-17, -1e-17, 1e-8, -1e-8, 0.5, -0.5, 19.1, -19.1, 30.0,
                -30.0, 1e308, -1e308, 2.2250738585072014e-308, 0.9999999999999999, 1.0000000000000002)
    add("f64_exp_expm1_edges", "elementwise-unary",
        "f64 exp and expm1 at the overflow / subnormal thresholds (+-709.8, -745.2), tiny, -0, +-inf, NaN (x64)",
        lambda x: (jnp.exp(x), jnp.expm1(x), _zero_signs(jnp.expm1(x))), [edges], 1e-14, 0.0, x64=True)
    add("f64_log_log1p_edges", "elementwise-unary",
        "f64 log and log1p of subnormals, -0, 0, 1 +- ulp, negatives (NaN), -1, +-inf, NaN, and log1p(-|x|) (x64)",
        lambda x: (jnp.log(x), jnp.log1p(x), jnp.log1p(-jnp.abs(x)), _zero_signs(jnp.log1p(x))),
        [edges], 1e-14, 0.0, x64=True)
    add("f64_tanh_erf_edges", "elementwise-unary",
        "f64 tanh and erf / erfc over tiny, +-0, +-19.1, +-30 (saturation), +-inf, NaN and a [-8,8] grid (x64)",
        lambda x: (jnp.tanh(x), jsp.erf(x), jsp.erfc(x), _zero_signs(jnp.tanh(x)), _zero_signs(jsp.erf(x))),
        [np.concatenate([edges, np.linspace(-8, 8, 65)])], 1e-13, 1e-300, x64=True)
    lg = f64(0.0, -0.0, -1.0, -2.0, -0.5, -1.5, 0.5, 1.0, 2.0, 3.0, 1e-300, 1e-10, 10.5, 100.25, 171.6,
             171.7, 1e300, 2.5e305, INF, -INF, NAN, -100.5, -1e-10, 4.5, 1.4616321449683623)
    add("f64_lgamma_digamma", "elementwise-unary",
        "f64 lgamma and digamma at poles (0, -0, negative integers), half-integers, tiny, huge, +-inf, NaN "
        "and near the minimum of gamma (x64)",
        lambda x: (jsp.gammaln(x), jsp.digamma(x)), [lg], 1e-12, 1e-14, x64=True)
    pb = f64(0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, INF, -INF, NAN, 1e-300, 1e300, -8.0, 10.0, 1.0000001)
    pe = f64(0.5, -1.0, NAN, INF, -INF, 3.0, -3.0, 0.0, -0.0, 2.0, 1e10, 0.25, 1.0 / 3.0, -2.5, 1e15)
    B, E = np.meshgrid(pb, pe, indexing="ij")
    add("f64_pow_grid", "elementwise-binary",
        "f64 jnp.power over a 15x15 grid of specials (+-0, +-1, +-inf, NaN, negative base with integer / "
        "non-integer exponent, 1^NaN, x^0, huge / tiny); sign of zero results by bit pattern (x64)",
        lambda b, e: (jnp.power(b, e), _zero_signs(jnp.power(b, e))), [B.ravel(), E.ravel()], 1e-14, 0.0,
        x64=True)
    ay = f64(0.0, -0.0, 0.0, -0.0, 1.0, -1.0, INF, -INF, INF, -INF, 1.0, NAN, 1e-300, 1e300, -5e-324, 3.0)
    ax = f64(0.0, 0.0, -0.0, -0.0, -INF, -INF, INF, INF, -INF, -INF, 0.0, 1.0, 1e300, 1e-300, -1.0, -3.0)
    add("f64_atan2_signed_zeros", "elementwise-binary",
        "f64 atan2 for every sign of zero, +-inf pairs, NaN, huge/tiny ratios; result bits compared (x64)",
        lambda y, x: (jnp.arctan2(y, x), _bits64(jnp.arctan2(y, x))), [ay, ax], 1e-15, 0.0, x64=True)

    sub64 = f64(5e-324, -5e-324, 1e-310, -2.2e-308, 0.0, -0.0, 1e-300)
    add("f64_subnormal_unary_passthrough", "elementwise-unary",
        "f64 expm1 / sin / tan / atan / atan2(x,1) / tanh / log1p / sinh / asin / erf / x*1 / round / abs / negate of "
        "subnormal inputs: XLA:CPU (FTZ/DAZ) returns some of them unchanged (result bits compared) (x64)",
        lambda x: _subnormal_ops(x, _bits64), [sub64], 0.0, 0.0, x64=True)
    add("f32_subnormal_unary_passthrough", "elementwise-unary",
        "f32 expm1 / sin / tan / atan / atan2(x,1) / tanh / log1p / sinh / asin / erf / x*1 / round / abs / negate "
        "of subnormal inputs (1e-45, 1e-39): which ones XLA:CPU returns unchanged under FTZ/DAZ (result bits)",
        lambda x: _subnormal_ops(x, _bits32),
        [np.array([1e-45, -1e-45, 1e-39, -1.1e-38, 0.0, -0.0, 1e-30], F32)], 0.0, 0.0)

    # ---- f64 reductions, dots, scans, sorts --------------------------------------------------------
    big = rng.standard_normal(8192) * 1e3
    canc = np.concatenate([f64(2.0**52, 1.0, -(2.0**52), 1.0), rng.integers(-1000, 1000, 252).astype(F64)])
    add("f64_long_sums", "reduce",
        "f64 sum / mean / sum of squares / max of 8192 normals*1e3, and a sum with 2^52 - 2^52 cancellation "
        "among integers (exact in any order) (x64)",
        lambda a, c: (jnp.sum(a), jnp.mean(a), jnp.sum(a * a), jnp.max(a), jnp.sum(c), jnp.sum(a.reshape(64, 128), 1)),
        [big, canc], 1e-11, 1e-9, x64=True)
    add("f64_matmul_conv", "convolution",
        "f64 matmul [16,24]x[24,8], batched dot [3,5,7]x[3,7,4], and an f64 NHWC conv 3x3 SAME stride 2 (x64)",
        lambda a, b, p, q, x, w: (a @ b, jnp.einsum("bij,bjk->bik", p, q),
                                   lax.conv_general_dilated(x, w, (2, 2), "SAME",
                                                            dimension_numbers=("NHWC", "HWIO", "NHWC"))),
        [rng.standard_normal((16, 24)), rng.standard_normal((24, 8)), rng.standard_normal((3, 5, 7)),
         rng.standard_normal((3, 7, 4)), rng.standard_normal((2, 9, 9, 3)), rng.standard_normal((3, 3, 3, 5))],
        1e-12, 1e-12, x64=True)
    cs = np.concatenate([rng.standard_normal(60), f64(NAN, 1.0, -INF, 2.0)])
    add("f64_cumulative", "cumulative",
        "f64 cumsum / cumprod / cummax / cummin over 64 values ending in NaN and -inf, and a reverse cumsum (x64)",
        lambda x: (jnp.cumsum(x), jnp.cumprod(x[:40] * 0.5 + 1.0), lax.cummax(x), lax.cummin(x),
                   lax.cumsum(x[:60], reverse=True)),
        [cs], 1e-12, 1e-12, x64=True)
    srt = f64(3.0, -0.0, NAN, 0.0, -INF, 1.0, -0.0, INF, -1.0, 0.0, NAN, -NAN, 5e-324, -5e-324, 2.0, 0.0)
    add("f64_sort_nan_signed_zero", "sort",
        "f64 jnp.sort / argsort (stable) / descending sort with NaN, -NaN, +-0, +-inf and subnormals; bits of "
        "the sorted values so -0 < 0 order shows (x64)",
        lambda x: (_bits64(jnp.where(jnp.isnan(jnp.sort(x)), jnp.nan, jnp.sort(x))), jnp.argsort(x, stable=True),
                   jnp.argsort(-x, stable=True), lax.sort(x)),
        [srt], 0.0, 0.0, x64=True)

    # ---- f64 conversions ---------------------------------------------------------------------------
    cv = f64(NAN, INF, -INF, -0.0, 0.0, 2.0**53 + 1, 2.0**53 + 2, 9.3e18, -9.3e18, 2.0**63, -(2.0**63),
             2.0**64, 1.8446744073709552e19, 1.5, -2.5, 2.5, -0.7, 0.9999999, 3.4028235677973366e38,
             3.4028235e38 * 1.0000001, 1e-46, 7e-46, -1e-46, 1.0000000596046448, 1.0000001788139343,
             4294967295.7, 4294967296.0, -1.0, 2.1e9, -2.2e9, 255.5, 65504.5, 1.00390625, 1.01171875)
    add("f64_convert_to_narrow", "convert",
        "f64 -> f32 (round-half-even, overflow, underflow to +-0 / subnormal), f64 -> bf16, f64 -> s64 / u64 / s32 / "
        "u32 / u8 of NaN, +-inf, -0, 2^53+1, 2^63, 2^64, just beyond s64 range, negatives; float bits compared "
        "(x64)",
        lambda x: (_bits32(x.astype(jnp.float32)), lax.bitcast_convert_type(x.astype(jnp.bfloat16), jnp.int16),
                   x.astype(jnp.int64), x.astype(jnp.uint64), x.astype(jnp.int32), x.astype(jnp.uint32),
                   x.astype(jnp.uint8), x.astype(jnp.int16)),
        [cv], 0.0, 0.0, x64=True)
    iv = s64(2**53 + 1, 2**53 + 3, -(2**53) - 1, S64_MAX, S64_MIN, S64_MAX - 511, S64_MAX - 512, 2**24 + 1,
             2**24 + 3, -(2**24) - 1, 0, -1, 1, 2**31, -(2**31) - 1, 2**62 + 2**38 + 1, 16777217 * 128, 2**40 + 2**16)
    uv = u64(2**64 - 1, 2**63, 2**63 + 1, 2**63 + 2**10, 2**53 + 1, 0, 1, 2**32 - 1, 2**32, 2**64 - 2**11,
             2**64 - 2**10, 2**64 - 2**39 - 1, 2**24 + 1, 2**40 + 1, 12345678901234567890, 2**31, 3, 2**62)
    add("f64_int64_to_float_rounding", "convert",
        "s64 and u64 -> f64 / f32 / bf16 rounding (2^53+1, 2^63-1, -2^63, 2^64-1, round-half-even ties, values "
        "needing a sticky bit), and back from f64 -> s64 / u64; float bits compared (x64)",
        lambda i, u: (_bits64(i.astype(jnp.float64)), _bits32(i.astype(jnp.float32)),
                      lax.bitcast_convert_type(i.astype(jnp.bfloat16), jnp.int16),
                      _bits64(u.astype(jnp.float64)), _bits32(u.astype(jnp.float32)),
                      u.astype(jnp.float64).astype(jnp.uint64), i.astype(jnp.float64).astype(jnp.int64),
                      i.astype(jnp.uint64), u.astype(jnp.int64), i.astype(jnp.int32), u.astype(jnp.uint32),
                      i.astype(jnp.uint8), u.astype(jnp.int16)),
        [iv, uv], 0.0, 0.0, x64=True)

    def newton_sqrt(a):
        def cond(s):
            x, prev, it = s
            return jnp.logical_and(jnp.any(jnp.abs(x - prev) > 1e-15 * jnp.abs(x)), it < 100)

        def body(s):
            x, _, it = s
            return 0.5 * (x + a / x), x, it + 1

        x, _, it = lax.while_loop(cond, body, (jnp.maximum(a, 1.0), jnp.zeros_like(a), jnp.int64(0)))
        return x, it
    add("f64_while_newton", "control-flow",
        "f64 Newton sqrt in a lax.while_loop until the relative step is below 1e-15 (iteration count is an "
        "s64 in the loop state) over 1e-300 .. 1e300 (x64)",
        newton_sqrt, [f64(2.0, 1e-300, 1e300, 0.25, 12345.678, 1e-10, 7.0, 1e20)], 1e-15, 0.0, x64=True)

    def lin(a, b):
        spd = a @ a.T + 1e-3 * jnp.eye(a.shape[0])
        x = jnp.linalg.solve(a, b)
        ch = jnp.linalg.cholesky(spd)
        w = jnp.linalg.eigvalsh(spd)
        s = jnp.linalg.svd(a, compute_uv=False)
        return x, ch, w, s, jnp.linalg.det(a), jnp.linalg.slogdet(spd)[1]
    hilb = 1.0 / (np.arange(6)[:, None] + np.arange(6)[None, :] + 1.0) + np.diag(f64(1e-8, 0, 0, 0, 0, 0))
    add("f64_linalg_illcond", "linalg",
        "f64 jnp.linalg solve / det on a near-singular Hilbert matrix, cholesky / eigvalsh / slogdet of a "
        "Gram matrix, singular values (x64)",
        lin, [hilb, rng.standard_normal((6, 3))], 1e-6, 1e-9, x64=True)

    # ---- 64-bit and narrow integers ----------------------------------------------------------------
    a64 = s64(S64_MAX, S64_MIN, S64_MIN, -1, 2**62, 3037000500, -3037000500, 2**32 + 1, S64_MIN + 1, 0)
    b64 = s64(1, -1, S64_MIN, S64_MIN, 2, 3037000500, 3037000499, 2**32 - 1, -2, S64_MAX)
    add("s64_wrap_abs_neg", "elementwise-binary",
        "s64 add / subtract / multiply wrap-around, negate and abs of INT64_MIN, sign, max/min, and "
        "jnp.square near sqrt(2^63) (x64)",
        lambda a, b: (a + b, a - b, a * b, -a, jnp.abs(a), jnp.sign(a), jnp.maximum(a, b), jnp.minimum(a, b),
                      a * a, lax.clamp(s64(-5)[0], a, s64(2**40)[0])),
        [a64, b64], 0.0, 0.0, x64=True)
    n64 = s64(7, -7, 7, -7, S64_MIN, S64_MIN, S64_MAX, 0, -1, 5, S64_MIN, 123456789012345)
    d64 = s64(2, 2, -2, -2, -1, 1, 0, 0, 0, S64_MIN, S64_MIN, -1000)
    add("s64_div_rem_edges", "elementwise-binary",
        "s64 lax.div / lax.rem (truncating) and jnp.floor_divide / jnp.remainder (flooring) with negative "
        "operands, division by zero, INT64_MIN / -1 and by INT64_MIN (x64)",
        lambda n, d: (lax.div(n, d), lax.rem(n, d), jnp.floor_divide(n, d), jnp.remainder(n, d)),
        [n64, d64], 0.0, 0.0, x64=True)
    nu = u64(2**64 - 1, 2**63, 2**63 + 5, 7, 0, 2**64 - 1, 12345678901234567890, 2**32)
    du = u64(2, 0, 2**63, 0, 0, 2**64 - 1, 2**33 + 7, 2**63 + 1)
    add("u64_div_rem_highbit", "elementwise-binary",
        "u64 divide / remainder with the high bit set (unsigned, not signed, division), by zero (all ones / x), "
        "floor_divide, and u64 add / multiply wrap (x64)",
        lambda n, d: (lax.div(n, d), lax.rem(n, d), jnp.floor_divide(n, d), jnp.remainder(n, d), n + d, n * d,
                      n - d, n > d, jnp.maximum(n, d)),
        [nu, du], 0.0, 0.0, x64=True)
    sh_v = s64(1, -1, S64_MIN, S64_MAX, 0x0123456789ABCDEF, -0x0123456789ABCDEF, 5, -5, 1, -1, 3, -8)
    sh_n = s64(63, 63, 63, 62, 4, 4, 64, 64, 65, 100, -1, S64_MIN)
    add("s64_u64_shifts_overshift", "elementwise-binary",
        "s64 / u64 shift_left, shift_right_logical, shift_right_arithmetic by 63, 64, 65, 100 and negative "
        "amounts (over-shift: 0 or sign fill), and jnp << >> on u64 (x64)",
        lambda v, n: (lax.shift_left(v, n), lax.shift_right_logical(v, n), lax.shift_right_arithmetic(v, n),
                      lax.shift_left(v.astype(jnp.uint64), n.astype(jnp.uint64)),
                      lax.shift_right_logical(v.astype(jnp.uint64), n.astype(jnp.uint64)),
                      lax.shift_right_arithmetic(v.astype(jnp.uint64), n.astype(jnp.uint64))),
        [sh_v, sh_n], 0.0, 0.0, x64=True)
    pc = s64(0, -1, S64_MIN, S64_MAX, 1, 2**32, 2**32 - 1, 0x5555555555555555, 2**63 - 2**31, 255, -256)
    add("s64_u64_popcnt_clz", "elementwise-unary",
        "lax.population_count and lax.clz on s64 and u64 incl. 0, -1, MIN, MAX, 2^32, 2^32-1, alternating bits (x64)",
        lambda v: (lax.population_count(v), lax.clz(v), lax.population_count(v.astype(jnp.uint64)),
                   lax.clz(v.astype(jnp.uint64)), lax.clz(v.astype(jnp.uint32)), lax.population_count(v.astype(jnp.uint8)),
                   lax.clz(v.astype(jnp.int16)), lax.clz(v.astype(jnp.uint8))),
        [pc], 0.0, 0.0, x64=True)
    ws = rng.integers(2**61, 2**62, size=40, dtype=np.int64)
    wu32 = rng.integers(2**31, 2**32, size=37, dtype=np.uint64).astype(np.uint32)
    wu8 = rng.integers(100, 256, size=29, dtype=np.int64).astype(np.uint8)
    wi16 = rng.integers(20000, 32767, size=23, dtype=np.int64).astype(np.int16)
    add("int_sums_cumsums_wrap", "reduce",
        "sums and cumsums that wrap: s64 (40 values in [2^61, 2^62)), u32, u8 and s16 reduced in their own type "
        "(dtype=) and the default promoted sums; s64 cumsum / cumprod wrap (x64)",
        lambda a, b, c, d: (jnp.sum(a), jnp.cumsum(a), jnp.sum(b, dtype=jnp.uint32), jnp.cumsum(b, dtype=jnp.uint32),
                            jnp.sum(c, dtype=jnp.uint8), jnp.cumsum(c, dtype=jnp.uint8), jnp.sum(d, dtype=jnp.int16),
                            jnp.cumsum(d, dtype=jnp.int16), jnp.sum(c), jnp.sum(d), jnp.prod(a[:5]),
                            jnp.cumprod(d[:9], dtype=jnp.int16)),
        [ws, wu32, wu8, wi16], 0.0, 0.0, x64=True)
    am = np.array([[S64_MIN, S64_MIN, -1, S64_MAX, S64_MAX, 0],
                   [5, 2**40, 2**40, 2**40 + 1, 2**40 + 1, -3],
                   [S64_MIN, S64_MIN, S64_MIN, S64_MIN, S64_MIN, S64_MIN],
                   [2**53 + 1, 2**53, 2**53 + 2, 2**53 + 1, 0, 2**53 + 2]], dtype=np.int64)
    add("s64_argmax_argmin", "reduce",
        "jnp.argmax / argmin over s64 rows with ties (first index wins), MIN / MAX, values differing only beyond "
        "2^53 (a float-based compare would tie), and over u64 with the high bit set (x64)",
        lambda a: (jnp.argmax(a, 1), jnp.argmin(a, 1), jnp.argmax(a, 0), jnp.argmin(a, 0), jnp.max(a, 1),
                   jnp.argmax(a.astype(jnp.uint64), 1), jnp.argmin(a.astype(jnp.uint64), 1)),
        [am], 0.0, 0.0, x64=True)
    us = u64(2**63, 1, 2**64 - 1, 0, 2**63 - 1, 2**63 + 1, 5, 2**64 - 2, 2**32, 2**63, 7, 2**62)
    add("u64_s64_sort_highbit", "sort",
        "jnp.sort / argsort of u64 with the high bit set (unsigned order), the same bits as s64 (signed order), "
        "u32 with the high bit set, and lax.sort of (u64 key, s64 payload) (x64)",
        lambda u: (jnp.sort(u), jnp.argsort(u, stable=True), jnp.sort(u.astype(jnp.int64)),
                   jnp.argsort(u.astype(jnp.int64), stable=True), jnp.sort(u.astype(jnp.uint32)),
                   lax.sort((u, jnp.arange(12, dtype=jnp.int64)), num_keys=1)[1]),
        [us], 0.0, 0.0, x64=True)
    bc = f64(1.0, -0.0, INF, NAN, 5e-324, -2.5, 1e300, np.pi)
    add("bitcast_64bit_pairs", "bitcast-convert",
        "bitcast_convert_type f64 <-> s64, f64 <-> u64, f64 -> u32[...,2] and back, s64 -> u32[2] / s32[2] / "
        "u8[8], u32[...,2] -> s64; result bits compared (x64)",
        lambda x: (lax.bitcast_convert_type(x, jnp.int64), lax.bitcast_convert_type(x, jnp.uint32),
                   _bits64(lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.uint32), jnp.float64)),
                   lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.int64), jnp.uint8),
                   lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.uint32) + jnp.uint32(1), jnp.int64),
                   lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.int64) ^ jnp.int64(S64_MIN), jnp.float64),
                   lax.bitcast_convert_type(x.astype(jnp.float32), jnp.uint16)),
        [bc], 0.0, 0.0, x64=True)
    u8a = np.array([0, 1, 127, 128, 200, 255, 255, 16, 3, 254], dtype=np.uint8)
    u8b = np.array([0, 255, 129, 128, 100, 255, 0, 16, 9, 2], dtype=np.uint8)
    s16a = np.array([-32768, -32768, 32767, -1, 300, -300, 181, -7, 0, 32767], dtype=np.int16)
    s16b = np.array([-1, 0, 2, -32768, 300, 7, 182, 0, 5, -32768], dtype=np.int16)
    add("u8_s16_mixed_edges", "elementwise-binary",
        "u8 multiply / subtract wrap, divide and remainder by zero, shifts by 8 and 255, u8 -> s8 / s16 / f32, "
        "s16 abs / negate of MIN, MIN / -1, multiply wrap, s16 -> u8 / u16 / f16 converts, mixed compare",
        lambda a, b, c, d: (a * b, a - b, lax.div(a, b), lax.rem(a, b), lax.shift_left(a, b), lax.shift_right_logical(a, b),
                            a.astype(jnp.int8), a.astype(jnp.int16), a.astype(jnp.float32) * 0.5,
                            jnp.abs(c), -c, lax.div(c, d), lax.rem(c, d), c * d, c.astype(jnp.uint8), c.astype(jnp.uint16),
                            c.astype(jnp.float16), a.astype(jnp.int16) < c, lax.shift_right_arithmetic(c, d)),
        [u8a, u8b, s16a, s16b], 0.0, 0.0)
    u32a = np.array([2**32 - 1, 2**31, 2**31 + 1, 65536, 123456789, 0, 3000000000, 7], dtype=np.uint32)
    u32b = np.array([2**32 - 1, 2, 2**31 + 1, 65536, 0, 0, 4000000000, 2**31], dtype=np.uint32)
    add("u32_highbit_arith", "elementwise-binary",
        "u32 with the high bit set: multiply wrap (65536^2), divide / remainder (unsigned), by zero, min / max, "
        "compare, u32 -> f32 / s32 / s64 / f64 converts (x64)",
        lambda a, b: (a * b, a + b, lax.div(a, b), lax.rem(a, b), jnp.minimum(a, b), jnp.maximum(a, b), a < b,
                      a.astype(jnp.float32), a.astype(jnp.int32), a.astype(jnp.int64), a.astype(jnp.float64),
                      jnp.floor_divide(a, b), (a.astype(jnp.uint64) * b) >> 32),
        [u32a, u32b], 0.0, 0.0, x64=True)

    # ---- complex -----------------------------------------------------------------------------------
    zre = f64(-1.0, -1.0, 0.0, -0.0, 0.0, -0.0, -4.0, -4.0, INF, -INF, INF, -INF, NAN, 1.0, 1e308, 1e-300, -1e300,
              3.0, 0.0, -2.0)
    zim = f64(0.0, -0.0, 0.0, 0.0, -0.0, -0.0, 0.0, -0.0, 1.0, 1.0, INF, -INF, 1.0, NAN, 1e308, 1e-300, 1e-300,
              -4.0, 2.0, 1e-20)
    # numpy's (re + 1j*im) loses -0 imaginary parts of -0 reals; build exactly
    z128 = np.empty(zre.shape, C128)
    z128.real, z128.imag = zre, zim
    add("c128_log_sqrt_branch_cuts", "complex",
        "c128 log and sqrt on the negative real axis with +0 and -0 imaginary parts, at +-0, +-inf, NaN, "
        "huge / tiny; the signs of zero parts compared exactly (x64)",
        lambda z: (_zbits(jnp.log(z)), _zbits(jnp.sqrt(z)), jnp.log(z), jnp.sqrt(z)),
        [z128], 1e-14, 0.0, x64=True)
    lz = np.empty(4, C128)
    lz.real, lz.imag = f64(1e-308, 5e-324, 1e-310, 1e-300), f64(1e-308, 0.0, -1e-310, 1e-308)
    add("c128_log_subnormal", "complex",
        "c128 log / sqrt / abs / angle of complex numbers with subnormal parts (1e-308+1e-308j, 5e-324, "
        "1e-310-1e-310j) under XLA:CPU's DAZ (x64)",
        lambda z: (jnp.log(z), jnp.sqrt(z), jnp.abs(z), jnp.angle(z)), [lz], 1e-14, 0.0, x64=True)
    ez = np.empty(12, C128)
    ez.real = f64(0.0, -0.0, 710.0, -800.0, INF, -INF, -INF, INF, 1.0, 709.0, 0.5, NAN)
    ez.imag = f64(0.0, -0.0, 1.0, 2.0, 0.0, 0.0, 3.0, INF, 1e10, 3.0, -0.0, 0.0)
    add("c128_exp_trig_edges", "complex",
        "c128 exp, expm1, log1p, sin, cos, tanh at +-0, huge real parts (overflow of one component), +-inf, "
        "NaN and a large imaginary part (x64)",
        lambda z: (jnp.exp(z), jnp.expm1(z[:4]), jnp.log1p(z[8:11]), jnp.sin(z[8:11]), jnp.cos(z[8:11]),
                   jnp.tanh(z[8:11]), _zbits(jnp.exp(z[:2]))),
        [ez], 1e-13, 1e-300, x64=True)
    az = np.empty(10, C128)
    az.real = f64(1e300, -1e300, 1e-300, 3.0, 0.0, -0.0, INF, NAN, 1e308, 0.0)
    az.imag = f64(1e300, 1e-300, 1e-300, -4.0, -0.0, 5.0, NAN, INF, 1e308, 0.0)
    add("c128_abs_sign_angle", "complex",
        "c128 abs without overflow / underflow (1e300+1e300j, 1e-300+1e-300j, 1e308+1e308j -> inf), abs with "
        "inf and NaN parts, jnp.sign, angle, real / imag / conj with signed zeros (x64)",
        lambda z: (jnp.abs(z), jnp.sign(z[:6]), jnp.angle(z), _bits64(jnp.angle(z[4:6])), _zbits(jnp.conj(z)),
                   _bits64(jnp.real(z)), _bits64(jnp.imag(-z))),
        [az], 1e-14, 0.0, x64=True)
    a64c = np.empty(8, C64)
    a64c.real = np.array([2e38, 1e-30, 1e-20, 3.0, -1.0, -1.0, 0.0, 1e19], F32)
    a64c.imag = np.array([2e38, 1e-30, 1e-20, 4.0, 0.0, -0.0, -0.0, 1e19], F32)
    add("c64_abs_sqrt_log_scaled", "complex",
        "c64 abs / sqrt / log where a naive x^2+y^2 overflows (2e38+2e38j, 1e19) or underflows (1e-30, "
        "1e-20), and sqrt / log at -1 +- 0j",
        lambda z: (jnp.abs(z), jnp.sqrt(z), jnp.log(z), _zbits(jnp.sqrt(z[4:7]))), [a64c], 2e-6, 1e-44)
    pz = np.empty(9, C128)
    pz.real = f64(-1.0, 0.0, 2.0, -8.0, 1.0, 0.5, -2.0, 1e-3, 3.0)
    pz.imag = f64(0.0, 1.0, -1.0, 0.0, 1.0, 0.5, -0.0, 1e-3, 4.0)
    pw = np.empty(9, C128)
    pw.real = f64(0.5, 2.0, 0.5, 1.0 / 3.0, -1.0, 3.0, 0.5, 100.0, 2.0)
    pw.imag = f64(0.0, 0.0, 1.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0)
    add("c128_pow_integer_pow", "complex",
        "c128 z**w (principal branch: (-1)^0.5 = i, (-2-0j)^0.5 = -i*sqrt(2), (-8)^(1/3)), lax.integer_pow by "
        "2, 3, -2, 7 and z*z (x64)",
        lambda z, w: (jnp.power(z, w), lax.integer_pow(z, 2), lax.integer_pow(z, 3), lax.integer_pow(z, -2),
                      lax.integer_pow(z, 7)),
        [pz, pw], 1e-12, 1e-14, x64=True)
    dn = np.empty(8, C128)
    dn.real = f64(1.0, 1e300, 1e-300, 1.0, 1e308, 3.0, 1.0, 0.0)
    dn.imag = f64(1.0, 1e300, 1e-300, -1.0, 1e308, 4.0, 0.0, 0.0)
    # the last three divisors (0, 0, i) are moved to dw_complex_div_by_zero
    dd = np.empty(8, C128)
    dd.real = f64(1e-300, 1e300, 1e-300, 1e300, 1e308, 0.0, 0.0, 0.0)
    dd.imag = f64(1e-300, 1e-300, 2e-300, 1e-300, 1e308, 0.0, 0.0, 1.0)
    dn32 = np.empty(6, C64)
    dn32.real = np.array([1.0, 1e30, 1e-30, 1.0, 3e38, 2.0], F32)
    dn32.imag = np.array([1.0, 1e30, 1e-30, -1.0, 3e38, 0.0], F32)
    dd32 = np.empty(6, C64)
    dd32.real = np.array([1e-30, 1e30, 1e-30, 1e30, 3e38, 1e-20], F32)
    dd32.imag = np.array([1e-30, 1e-30, 2e-30, 1e-30, 3e38, 1e-20], F32)
    add("complex_div_scaled", "complex",
        "c128 and c64 division by tiny / huge divisors (1/(1e-300+1e-300j), (1e308+1e308j)/(1e308+1e308j), "
        "3e38 in c64) where an unscaled formula overflows or underflows (x64)",
        lambda n, d, n32, d32: (n[:5] / d[:5], n32 / d32, 1.0 / d[:5]), [dn, dd, dn32, dd32], 1e-6, 1e-300, x64=True)
    add("complex_div_by_zero", "complex",
        "c128 division by 0+0j ((3+4j)/0, (1+0j)/0, 0/0) and 0/(0+1j): XLA's inf / NaN parts (x64)",
        lambda n, d: n / d, [dn[5:], dd[5:]], 1e-15, 0.0, x64=True)

    def cplx(shape, dt):
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dt)
    add("c128_matmul_einsum", "dot",
        "c128 matmul [6,10]x[10,4], conj-transposed Gram einsum 'ij,kj->ik' with conj, batched einsum "
        "'bij,bjk->bik', vdot, and c128 x f64 mixed matmul (x64)",
        lambda a, b, p, q, r: (a @ b, jnp.einsum("ij,kj->ik", a, jnp.conj(a)), jnp.einsum("bij,bjk->bik", p, q),
                               jnp.vdot(a[0], a[1]), a @ r),
        [cplx((6, 10), C128), cplx((10, 4), C128), cplx((2, 3, 5), C128), cplx((2, 5, 4), C128),
         rng.standard_normal((10, 3))], 1e-12, 1e-12, x64=True)
    add("c64_matmul_conj_einsum", "dot",
        "c64 matmul with conj and a batched einsum 'bhqd,bhkd->bhqk' (complex attention-style scores)",
        lambda a, b, q, k: (jnp.conj(a) @ b, jnp.einsum("bhqd,bhkd->bhqk", q, k)),
        [cplx((5, 12), C64), cplx((12, 7), C64), cplx((1, 2, 4, 8), C64), cplx((1, 2, 6, 8), C64)], 2e-5, 2e-5)
    cz = cplx((40,), C128) * 0.9
    add("c128_cumsum_cumprod", "cumulative",
        "c128 cumsum / cumprod over 40 values, reverse cumsum, and prod / sum reductions of c128 (x64)",
        lambda z: (jnp.cumsum(z), jnp.cumprod(z[:20]), lax.cumsum(z, reverse=True), jnp.prod(z[:20]), jnp.sum(z),
                   lax.cumprod(z[:12], reverse=True)),
        [cz], 1e-12, 1e-12, x64=True)
    sig = rng.standard_normal(48)
    add("c128_fft_roundtrips", "complex",
        "c128 jnp.fft.fft / ifft round trip of length 48, rfft / irfft (n=48 and n=30), fft2 / ifft2 of 6x10, "
        "fftn over the last axes of [2,4,6], hfft (x64)",
        lambda x, z, m: (jnp.fft.ifft(jnp.fft.fft(z)), jnp.fft.fft(z), jnp.fft.irfft(jnp.fft.rfft(x)),
                         jnp.fft.rfft(x, n=30), jnp.fft.ifft2(jnp.fft.fft2(m)), jnp.fft.fft2(m),
                         jnp.fft.fftn(m.reshape(-1)[:48].reshape(2, 4, 6), axes=(1, 2)), jnp.fft.hfft(z[:9], n=16)),
        [sig, cplx((48,), C128), cplx((6, 10), C128)], 1e-11, 1e-11, x64=True)
    sz = np.empty(12, C128)
    sz.real = f64(1.0, 1.0, -1.0, 0.0, 2.0, 1.0, -1.0, 0.0, NAN, 1.0, -INF, 3.0)
    sz.imag = f64(2.0, -1.0, 5.0, 0.0, -3.0, 0.0, 5.0, -1.0, 0.0, NAN, 0.0, 3.0)
    add("complex_sort_lexicographic", "sort",
        "jnp.sort / argsort of c128 and c64 (lexicographic: real then imaginary part), with ties in the real "
        "part, duplicates, NaN in either part, -inf (x64)",
        lambda z: (jnp.sort(z), jnp.argsort(z, stable=True), jnp.sort(z.astype(jnp.complex64)),
                   jnp.argsort(-z, stable=True)),
        [sz], 0.0, 0.0, x64=True)
    return out
