"""Differential edge cases: JAX programs aimed at the places where an independent implementation
most easily computes something slightly different from XLA -- saturating activations and their
gradients, special functions in their tails, exact special values, reductions whose order
matters, integer and conversion edges, out-of-range indexing in each mode, NaN / signed-zero
ordering, dilated and grouped convolutions, narrow-type dots and data-dependent control flow.
Every case name starts with ``dx_``."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import ml_dtypes
import numpy as np
from jax import lax

F32 = np.float32
INF, NAN = np.inf, np.nan


def f32(*v) -> np.ndarray:
    return np.array(v, dtype=F32)


def _grad_sum(f):
    return jax.grad(lambda x: jnp.sum(f(x)))


def _bits(x):
    """f32 -> s32 bit pattern: an exact comparison incl. the sign of zero."""
    return lax.bitcast_convert_type(x, jnp.int32)


def cases() -> list[dict]:
    rng = np.random.default_rng(20240611)
    out: list[dict] = []

    def add(name, category, description, fn, args, rtol, atol, **kw):
        out.append(dict(name=f"dx_{name}", category=category, description=description, fn=fn,
                        args=[np.asarray(a) for a in args], rtol=rtol, atol=atol, **kw))

    # ---- saturation and tails -------------------------------------------------------------------
    wide = np.concatenate([np.linspace(-40, 40, 321, dtype=F32),
                           f32(-88.5, -87.0, -50, -20, -17.5, -9.0, -9.01, 9.0, 9.01, 9.5, 10.0, 17.5, 20, 50,
                               87.0, 88.5, 1e4, -1e4, 3e38, -3e38)])
    add("sigmoid_tails", "elementwise-unary",
        "jax.nn.sigmoid on [-40,40] plus +-88.5, +-1e4, +-3e38: exactly 1 where the true value rounds to 1, "
        "tiny (normal) values in the negative tail",
        jax.nn.sigmoid, [wide], 1e-6, 1e-37)
    neg = np.concatenate([np.linspace(-40, 2, 211, dtype=F32), f32(-87.0, -60.0, -30.5, -17.0)])
    add("sigmoid_grad_neg_tail", "composite",
        "jax.grad of sum(sigmoid) over [-87, 2]: s*(1-s), relative accuracy in the negative tail",
        _grad_sum(jax.nn.sigmoid), [neg], 2e-6, 1e-37)
    add("softplus_tails", "elementwise-unary",
        "jax.nn.softplus (logaddexp(x,0)) over [-40,40] and +-1e4, +-3e38: log1p(exp(-|x|)) tail, x for large x",
        jax.nn.softplus, [wide], 1e-6, 1e-37)
    add("softplus_grad", "composite",
        "jax.grad of sum(softplus) over [-40,40] and large: exp(x - softplus(x)), exactly 1 / tiny at the ends",
        _grad_sum(jax.nn.softplus), [wide], 3e-6, 1e-37)
    mid = np.concatenate([np.linspace(-12, 40, 261, dtype=F32), f32(20.0, 30.0, 87.0, 1e4)])
    add("silu_grad", "composite",
        "jax.grad of sum(silu) on [-12, 40] and large: s + x s (1-s) must reach exactly 1 when s saturates",
        _grad_sum(jax.nn.silu), [mid], 1e-5, 1e-6)
    add("gelu_tanh_saturated_grad", "composite",
        "jax.grad of sum(gelu(approximate=True)) over [-40,40]: zero / one exactly once tanh saturates (|x|>~3.4 "
        "for the inner argument), where 1 - tanh^2 must be exactly 0",
        _grad_sum(lambda x: jax.nn.gelu(x, approximate=True)), [wide[:-2]], 1e-5, 1e-5)
    add("gelu_exact_grad", "composite",
        "jax.grad of sum(gelu(approximate=False)) over [-40,40]: erfc-based Phi(x) + x phi(x), exactly 1 / 0 at ends",
        _grad_sum(lambda x: jax.nn.gelu(x, approximate=False)), [wide[:-2]], 1e-5, 1e-6)
    add("gelu_both_forward", "elementwise-unary",
        "gelu approximate=True and False forward over [-40,40]: x exactly for large x, tiny negative tail",
        lambda x: (jax.nn.gelu(x, approximate=True), jax.nn.gelu(x, approximate=False)), [wide[:-2]], 1e-5, 2e-6)

    rows = np.array([[0.0, 1.0, -INF, 2.0, -INF, 3.0],
                     [-INF, -INF, -INF, -INF, -INF, 5.0],
                     [1e30, 1e30, -1e30, 0.0, 1e30, -INF],
                     [-1e4, -1e4 - 1, -1e4 - 2, -1e4 - 3, -1e4 - 4, -1e4 - 80],
                     [88.0, 89.0, 90.0, 87.0, 0.0, -88.0],
                     [-INF, -INF, -INF, -INF, -INF, -INF],
                     [1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
                     [20.0, -20.0, 40.0, -40.0, 60.0, -60.0]], F32)
    add("log_softmax_neg_inf", "composite",
        "jax.nn.log_softmax over rows with -inf entries, +-1e30, 1e4 offsets, an all -inf row (NaN) and values past exp's range",
        lambda x: jax.nn.log_softmax(x, axis=-1), [rows], 1e-6, 1e-6)
    add("logsumexp_rows_inf", "composite",
        "jax.nn.logsumexp over rows (and over all) with -inf entries (all -inf -> -inf), large magnitudes",
        lambda x: (jax.nn.logsumexp(x, axis=-1), jax.nn.logsumexp(x), jax.nn.logsumexp(x, axis=0)),
        [rows[[0, 1, 3, 4, 5, 6, 7]]], 1e-6, 1e-6)
    small = f32(0.0, -0.0, 1e-30, -1e-30, 1e-20, 1e-10, -1e-10, 1e-7, -1e-7, 3e-5, -3e-5, 1e-3, 0.25, -0.25, 0.5,
                -0.5, 0.693, 1.0, -1.0, 2.0, 10.0, 30.0, 80.0, 88.0, 88.72, -88.0, -104.0, 1e10, 1e30, 3e38,
                -0.9999999, -0.99, INF, -INF, NAN)
    add("expm1_log1p_edges", "elementwise-unary",
        "expm1 and log1p at +-0, 1e-30 .. 1e-3 (relative accuracy), near -1, large (log1p of 3e38), overflow, specials",
        lambda x: (jnp.expm1(x), jnp.log1p(x)), [small], 2e-6, 0.0)
    ex = np.concatenate([np.linspace(-10, 10, 161, dtype=F32),
                         f32(-0.0, 1e-20, -1e-8, 0.4765, 0.5, 0.84375, 1.25, 2.857, 3.9, 4.0, 5.9, 6.0, 7.5, 9.2,
                             12.0, 30.0, -30.0, INF, -INF, NAN)])
    add("erf_erfc_tails", "elementwise-unary",
        "jax.scipy.special erf and erfc over [-10,10] and the usual range-split points; erfc(30)=0, erfc(-30)=2",
        lambda x: (jsp.erf(x), jsp.erfc(x)), [ex], 1e-5, 1e-37)
    einv = f32(0.0, -0.0, 1e-10, -1e-7, 0.1, 0.5, -0.5, 0.9, 0.99, 0.999, -0.9999, 0.99999, 1 - 2**-24,
               -(1 - 2**-24), 1 - 2**-23, 1.0, -1.0, 1.0000001, -2.0, INF, NAN)
    add("erf_inv_edges", "elementwise-unary",
        "lax.erf_inv near +-1 (the central / tail polynomial split), +-1 -> +-inf, |x|>1 -> NaN",
        lax.erf_inv, [einv], 2e-5, 1e-6)
    lg = f32(1.0, 2.0, 3.0, 0.5, 1e-30, 1e-6, 0.0, -0.0, -0.5, -1.0, -2.0, -2.5, -3.5, -100.5, 1e-3, 2.5, 10.0,
             100.0, 1e5, 1e20, 1e36, 4e36, INF, -INF, NAN)
    add("lgamma_edges", "elementwise-unary",
        "lax.lgamma at 1, 2 (exactly 0), poles (0, -1, -2 -> inf), negative half-integers (reflection), tiny, huge",
        lax.lgamma, [lg], 1e-5, 3e-6)
    dg = f32(1.0, 2.0, 0.5, 1e-6, 1e-3, 1.4616321, 3.0, 10.0, 100.0, 1e5, 1e20, -0.5, -1.5, -2.25, -100.75,
             0.0, -1.0, -3.0, INF, NAN)
    add("digamma_edges", "elementwise-unary",
        "lax.digamma at its root 1.4616321, small x, negative non-integers (reflection), poles (NaN), huge",
        lax.digamma, [dg], 1e-5, 2e-6)
    th = f32(0.0, -0.0, 1e-30, 1e-8, 1e-4, -3e-4, 0.0004, 0.004, 0.1, 0.5, 0.55, 0.625, 0.6255, 1.0, 2.0, 4.97,
             5.0, 7.9, 8.0, 8.5, 9.0, 9.01, 9.02, 9.1, 10.0, 15.0, -9.05, -9.5, -10.0, 20.0, 1e30, INF, -INF, NAN)
    at = f32(0.0, -0.0, 1e-30, 1e-5, 0.1, 0.5, -0.5, 0.9, 0.99, 0.999, 0.9999, 0.99999, 0.9999999, 1 - 2**-24,
             -(1 - 2**-24), 1.0, -1.0, 1.0000001, 2.0, INF, NAN, 0.5, -0.9, 0.25, 0.75, 0.3, 0.01, -0.01, 1e-4,
             1e-8, -1e-8, 0.6, 0.7, 0.8)
    add("tanh_arctanh_edges", "elementwise-unary",
        "jnp.tanh at the small-argument branch, 0.55..0.63 and 8..10 (saturation to exactly 1 around 9.01); "
        "jnp.arctanh near +-1 (+-1 -> +-inf, |x|>1 -> NaN)",
        lambda x, y: (jnp.tanh(x), jnp.arctanh(y)), [th, at], 2e-6, 1e-37)
    e = f32(88.0, 88.5, 88.72, 88.722, 88.7228, 88.72283, -80.0, -87.0, -87.33, -87.3365,
            -87.33655, -87.3366, -87.4, -88.0, 0.0, -0.0, 1e-8, -1e-8, 0.5, 1.0, 2.0, 10.0, 20.0, -20.0, -103.0)
    e_over = f32(88.72283, 88.7228394, 88.72284, 88.7229, 89.0, 127.99, 127.999, 127.99999, 128.0, 128.001, 1000.0, INF,
                 -87.3365, -103.97, -103.98, -104.0, -149.0, -150.0, -0.0, NAN)
    add("exp_range_ends", "elementwise-unary",
        "jnp.exp near the overflow end (88.7228) and the normal-underflow end (-87.3365): values below the "
        "overflow end; exp and exp2 (128) and which inputs give inf / 0 (pred outputs) around both ends",
        lambda x, y: (jnp.exp(x), jnp.isinf(jnp.exp(y)), jnp.isinf(jnp.exp2(y)), jnp.exp(y) == 0,
                      jnp.exp2(y + 23.0) == 0),
        [e, e_over], 3e-6, 1e-37)
    base = f32(-2.0, -2.0, -2.0, -2.0, -0.5, -1.0, -1.0, -1.0, -0.0, -0.0, -0.0, 0.0, -3.0, -1.5, -10.0, 2.0, -2.0,
               -INF, -INF, -INF, 1.0, -1.0, NAN, -7.0)
    expo = f32(3.0, 2.0, -3.0, -2.0, 5.0, 1e9, 1e9 + 64, INF, -3.0, -2.0, 3.0, -1.0, 0.5, 4.0, 37.0, 126.0, 127.0,
               3.0, 2.0, -3.0, NAN, NAN, 0.0, 1.0)
    add("pow_negative_bases", "elementwise-binary",
        "jnp.power f32 with negative bases and integral exponents (odd/even, huge even 1e9, +-inf), -0 with odd "
        "negative exponents (-inf), -inf bases, 1^nan=1, (-1)^nan, nan^0",
        lambda a, b: jnp.power(a, b), [base, expo], 1e-6, 1e-37)
    ip = rng.standard_normal(16).astype(F32) * 3
    ip[:4] = f32(-0.0, -1e-10, 1e5, -2.5)
    add("integer_pow", "elementwise-unary",
        "x**3, x**7, x**-2, x**0 with a Python int exponent (lax.integer_pow -> multiplies), incl. -0, overflow",
        lambda x: (x ** 3, x ** 7, x ** -2, x ** 0, x ** 1), [ip], 1e-6, 1e-37)
    ay = f32(0.0, -0.0, 0.0, -0.0, 1e-30, -1e-30, 1.0, -1.0, 0.414, 0.4142135, 2.4142137, -2.4142137, 1.0, 1e30, 3.0,
             INF, -INF, 2e-38, -5.0)
    ax = f32(-0.0, -0.0, 0.0, 0.0, -1.0, -1.0, 1.0, 1.0, 1.0, 1.0, 1.0, -1.0, 1e30, 1e-30, -3.0, INF, -INF, -2e-38,
             -0.0)
    add("atan2_asin_acos_branches", "elementwise-binary",
        "atan2 at signed zeros with negative x (+-pi), near-axis tiny over -1, ratios at tan(pi/8) / tan(3pi/8) "
        "(range-reduction splits); arcsin/arccos at +-1, +-0.5, tiny",
        lambda y, x, s: (jnp.arctan2(y, x), jnp.arcsin(s), jnp.arccos(s), jnp.arctan(y)),
        [ay, ax, f32(1.0, -1.0, 0.5, -0.5, 1e-30, -0.0, 0.9999999, -0.9999999, 0.70710677, 1e-4, 0.0, 1.0000001,
                     0.25, 0.75, 0.999, -0.999, 0.3, 0.1, 0.0)], 1e-6, 1e-37)
    rs = f32(1.1754944e-38, 2.3509887e-38, 1e-37, 1e-30, 1e-20, 4.0, 0.25, 1.0, 16.0, 2.0, 3.0, 1e20, 1e38, 3.4e38,
             INF, 0.0, -0.0, -1.0)
    add("rsqrt_tiny_exact", "elementwise-unary",
        "lax.rsqrt from the smallest normal up to 3.4e38 incl. exact powers of four (4 -> 0.5, 0.25 -> 2), 0 -> inf, "
        "-0 -> -inf, negative -> NaN",
        lax.rsqrt, [rs], 1e-6, 0.0)
    ex_t = f32(-27.0, -8.0, -1.0, 64.0, 0.25, -0.125, 2.0 ** 30, -(2.0 ** 60), 3.375, 1e6)
    add("exact_special_values", "elementwise-unary",
        "results that are exactly representable and must be exact: tanh(+-20, 25, 40, 1e4)=+-1, sigmoid(40)=1, "
        "erf(+-10)=+-1, erfc(-10)=2, exp(0)=1, log(1)=0, sqrt(2^k), cbrt of exact cubes, pow(-2,3)=-8, pow(2,10)=1024",
        lambda t, c: (jnp.tanh(t), jax.nn.sigmoid(t[:1]), jsp.erf(t / 2), jsp.erfc(-jnp.abs(t) / 2),
                      jnp.exp(t * 0), jnp.log(t * 0 + 1), jnp.sqrt(jnp.abs(c[2:4])), jnp.cbrt(c[np.array([0, 1, 2, 3, 5, 6, 7, 8])]),
                      jnp.power(f32(-2.0, 2.0, 3.0, -0.5), f32(3.0, 10.0, 4.0, 3.0))),
        [f32(40.0, -40.0, 20.0, -20.0, 30.0, 25.0, 1e4, -1e4), ex_t], 1e-15, 0.0)

    # ---- reductions -----------------------------------------------------------------------------
    n = 65536
    big = rng.uniform(1e3, 1e4, n // 2).astype(F32)
    small_v = rng.standard_normal(n).astype(F32)
    canc = np.concatenate([big, -big])
    canc = (canc + small_v).astype(F32)
    canc = canc[rng.permutation(n)]
    add("sum_mean_64k_cancellation", "reduce",
        "f32 sum / mean over 65536 elements of +-1e3..1e4 pairs that cancel plus N(0,1) noise, and sum over rows of a [256,256] view",
        lambda x: (jnp.sum(x), jnp.mean(x), jnp.sum(x.reshape(256, 256), axis=1), jnp.sum(jnp.abs(x))),
        [canc], 1e-4, 2.0)
    v3 = (rng.standard_normal((6, 40, 7)) + 1e4).astype(F32)
    add("var_std_offset_3d", "reduce",
        "jnp.var / jnp.std (ddof 0 and 1) over axes (0,2) and over all of a 3-D array with mean 1e4 (cancellation)",
        lambda x: (jnp.var(x, axis=(0, 2)), jnp.std(x, axis=(0, 2), ddof=1), jnp.var(x), jnp.mean(x, axis=1)),
        [v3], 1e-4, 1e-4)
    m3 = rng.integers(-8, 8, (5, 6, 7)).astype(F32)
    m3[0, :, :] = 0.0
    m3[0, 1::2, :] = -0.0
    m3[2, 3, 4] = NAN
    m3[4, :, 0] = -INF
    add("reduce_multi_axes_3d", "reduce",
        "sum over (0,2), max over (1,), min over all, prod over 2, max over (0,1) of a 3-D array with a NaN, -inf "
        "and a slab of +-0",
        lambda x: (jnp.sum(x, axis=(0, 2)), jnp.max(x, axis=1), jnp.min(x), jnp.prod(x[:, :, :3] / 4, axis=2),
                   jnp.max(x, axis=(0, 1)), _bits(jnp.max(x[0], axis=1))),
        [m3], 1e-6, 0.0)
    cs = rng.standard_normal((2, 1024)).astype(F32)
    cp = f32(1.5, 2.0, -1.0, 0.0, 3.0, INF, 2.0, NAN, 1.0, -2.0, 0.5, 4.0)
    cm = f32(1.0, -2.0, NAN, 5.0, 3.0, -0.0, 0.0, 7.0, -INF, 2.0, INF, 1.0)
    add("cumsum_cumprod_cummax_long", "cumulative",
        "jnp.cumsum over 1024 (f32 error growth / order), cumprod through 0, inf and NaN, cummax/cummin through NaN, "
        "+-0 and +-inf, cumsum reverse on s32",
        lambda a, b, c, d: (jnp.cumsum(a, axis=1), jnp.cumprod(b), lax.cummax(c), lax.cummin(c),
                            lax.cumsum(d, reverse=True)),
        [cs, cp, cm, rng.integers(-2**30, 2**30, 64).astype(np.int32)], 1e-5, 2e-4)
    am = np.array([[1.0, 3.0, 3.0, 2.0, -INF, 3.0],
                   [NAN, 1.0, NAN, 5.0, 5.0, 0.0],
                   [-0.0, 0.0, -0.0, 0.0, -1.0, -1.0],
                   [-INF, -INF, -INF, -INF, -INF, -INF],
                   [2.0, 2.0, 1.0, 1.0, NAN, 2.0],
                   [NAN, NAN, NAN, NAN, NAN, NAN],
                   [INF, 1.0, INF, -INF, -INF, 0.0]], F32)
    add("argmax_argmin_nan_ties", "reduce",
        "jnp.argmax / argmin along both axes with ties (first wins), NaN anywhere (NaN wins), +-0 ties, all -inf, "
        "all NaN, and argmax of a 3-D array over axis 1",
        lambda x, y: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=1), jnp.argmax(x, axis=0), jnp.argmin(x, axis=0),
                      jnp.argmax(y, axis=1)),
        [am, rng.integers(0, 3, (3, 5, 4)).astype(F32)], 0.0, 0.0)
    mp = rng.integers(-3, 4, (2, 9, 10, 3)).astype(F32)
    mp[0, 0, 0, 0] = -INF

    def maxpool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 2, 1), (1, 2, 3, 1),
                                 ((0, 0), (1, 2), (2, 1), (0, 0)))

    add("maxpool_pad_stride_and_grad", "select-and-scatter",
        "lax.reduce_window max 3x2 window, strides (2,3), padding ((1,2),(2,1)) with many ties, and jax.grad of "
        "sum(pool * w) (select-and-scatter: first max in a window wins)",
        lambda x, w: (maxpool(x), jax.grad(lambda x: jnp.sum(maxpool(x) * w))(x)),
        [mp, rng.integers(1, 5, (2, 5, 4, 3)).astype(F32)], 0.0, 0.0)

    # ---- integer and conversion edges -----------------------------------------------------------
    cv = f32(NAN, -NAN, INF, -INF, 2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 4294967296.0,
             255.5, 256.0, 255.99998, -0.5, -0.99999994, -1.0, 127.5, 128.0, -128.5, -129.0, 65535.5, 65536.0,
             -32768.5, 32767.9, 1e10, -1e10, 0.0, -0.0, 3.7, -3.7)
    add("float_to_int_specials", "convert",
        "jnp.astype f32 -> s8, s16, u16, s32, u32, u8 of NaN, +-inf and out-of-range values (XLA:CPU saturates, NaN -> 0)",
        lambda x: (x.astype(jnp.int8), x.astype(jnp.int16), x.astype(jnp.uint16), x.astype(jnp.int32),
                   x.astype(jnp.uint32), x.astype(jnp.uint8)), [cv], 0.0, 0.0)
    add("half_to_int_specials", "convert",
        "f16 and bf16 -> s32 / u8 / s16 conversions of NaN, +-inf, 65504, out-of-range and halves",
        lambda h, b: (h.astype(jnp.int32), h.astype(jnp.uint8), b.astype(jnp.int32), b.astype(jnp.uint8),
                      b.astype(jnp.int16), h.astype(jnp.int8)),
        [f32(NAN, INF, -INF, 65504.0, -65504.0, 255.5, 256.0, -0.5, -1.0, 127.5, -129.0, 0.0, 3.5).astype(np.float16),
         f32(NAN, INF, -INF, 3e38, -3e38, 2.1e9, -2.2e9, 255.0, 256.0, -0.5, 40000.0, -40000.0, 1.5)
         .astype(ml_dtypes.bfloat16)], 0.0, 0.0)
    a8 = np.array([-128, -128, -7, 7, -7, 7, 127, 0, -1, 5, -128, 100], np.int8)
    b8 = np.array([-1, 0, 2, -2, -2, 0, -128, 0, 3, 127, 3, -7], np.int8)
    a16 = np.array([-32768, -32768, -9, 9, 300, -300, 32767, 0], np.int16)
    b16 = np.array([-1, 0, 4, -4, -7, 7, 0, 0], np.int16)
    au = np.array([0xFFFFFFFF, 7, 0, 0x80000000, 10, 1], np.uint32)
    bu = np.array([0, 0, 0, 0xFFFFFFFF, 3, 0xFFFFFFFF], np.uint32)
    add("int_div_rem_narrow", "elementwise-binary",
        "lax.div / lax.rem on s8, s16, u32 with negative operands, by zero (div -> -1 / all ones, rem -> x), "
        "MIN / -1 (wraps to MIN, rem 0); jnp floor_divide / mod on s8",
        lambda a, b, c, d, e, f: (lax.div(a, b), lax.rem(a, b), lax.div(c, d), lax.rem(c, d), lax.div(e, f),
                                  lax.rem(e, f), jnp.floor_divide(a, b), jnp.mod(a, b)),
        [a8, b8, a16, b16, au, bu], 0.0, 0.0)
    sx8 = np.array([-128, -1, 1, 127, -128, 64, -3, 5, 1, -1], np.int8)
    sa8 = np.array([7, 8, 9, 127, -1, -128, 1, 0, 255 - 256, 100], np.int8)
    sx16 = np.array([0x7FFF, -0x8000, 1, -1, 0x1234, -0x1234], np.int16)
    sa16 = np.array([15, 16, 17, -1, 0, 12], np.int16)
    sxu = np.array([0xFFFFFFFF, 1, 0x80000000, 12345, 0xF0F0F0F0, 3], np.uint32)
    sau = np.array([31, 32, 33, 0xFFFFFFFF, 4, 0x80000000], np.uint32)
    add("shifts_narrow_overshift", "elementwise-binary",
        "lax.shift_left / shift_right_logical / shift_right_arithmetic on s8, s16, u32 by amounts >= the bit width "
        "and negative (huge unsigned) amounts",
        lambda a, b, c, d, e, f: (lax.shift_left(a, b), lax.shift_right_logical(a, b), lax.shift_right_arithmetic(a, b),
                                  lax.shift_left(c, d), lax.shift_right_logical(c, d), lax.shift_right_arithmetic(c, d),
                                  lax.shift_left(e, f), lax.shift_right_logical(e, f), lax.shift_right_arithmetic(e, f)),
        [sx8, sa8, sx16, sa16, sxu, sau], 0.0, 0.0)
    add("popcnt_clz_mixed", "elementwise-unary",
        "lax.population_count and lax.clz on s8, u16, s32, u32 incl. 0, -1, MIN, MAX, powers of two",
        lambda a, b, c, d: (lax.population_count(a), lax.clz(a), lax.population_count(b), lax.clz(b),
                            lax.population_count(c), lax.clz(c), lax.clz(d), lax.population_count(d)),
        [np.array([0, -1, -128, 127, 1, 64, -64, 3], np.int8),
         np.array([0, 0xFFFF, 0x8000, 1, 0x00F0, 0x7FFF], np.uint16),
         np.array([0, -1, -2**31, 2**31 - 1, 1, 2**16, -2**16, 0x00FF00FF], np.int32),
         np.array([0, 0xFFFFFFFF, 0x80000000, 1, 0x00010000, 0x7FFFFFFF], np.uint32)], 0.0, 0.0)
    # f32 values at bf16/f16 ties and near ties
    ties = np.array([0x3F808000, 0x3F818000, 0x3F808001, 0x3F807FFF, 0xBF808000, 0x7F7F8000, 0x7F7F7FFF,
                     0x00008000, 0x00018000, 0x3F801000, 0x3F803000, 0x3F801001, 0x33000000, 0x33000001,
                     0x477FF000, 0x477FEFFF, 0x38800000, 0x387FC000, 0x33800000, 0xB3000000, 0x7FC00000,
                     0x7F800000, 0x3F80FFFF, 0x3F7FFFFF], np.uint32).view(F32)
    add("bf16_f16_roundtrip_ties", "dtypes",
        "f32 -> bf16 -> f32, f32 -> f16 -> f32 and f32 -> bf16 -> f16 (double rounding) at exact ties, ties +- 1 ulp, "
        "bf16 / f16 overflow boundaries and f16 subnormal ties; bits compared",
        lambda x: (_bits(x.astype(jnp.bfloat16).astype(jnp.float32)), _bits(x.astype(jnp.float16).astype(jnp.float32)),
                   _bits(x.astype(jnp.bfloat16).astype(jnp.float16).astype(jnp.float32))),
        [ties], 0.0, 0.0)
    a = rng.standard_normal(64).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal(64).astype(ml_dtypes.bfloat16)
    c = (rng.standard_normal(64) * 1e-2).astype(ml_dtypes.bfloat16)
    add("bf16_chain_rounding", "dtypes",
        "((a*b)+c)*a - b in bf16: every op's result is bf16 (a fused f32 chain without rounding gives other bits)",
        lambda a, b, c: ((a * b) + c) * a - b, [a, b, c], 0.0, 0.0)
    rp = np.array([0x3F808000, 0x3F818000, 0x3F880000, 0x3F980000, 0x3FA00000, 0x43F00000, 0x43F80000,
                   0x47700000, 0x477FF000, 0x477FEFFF, 0x3A800000, 0x3B000000, 0x3A400000, 0x38800000, 0x37800000,
                   0x7F7FFFFF, 0xFF7FFFFF, 0x7FC00000, 0x7F800000, 0x00000000, 0x80000000, 0xBF880000], np.uint32).view(F32)
    add("reduce_precision_small_formats", "dtypes",
        "lax.reduce_precision to (8,7), (4,3), (5,2), (3,1) at ties, overflow, target subnormals, NaN; bits compared",
        lambda x: (_bits(lax.reduce_precision(x, 8, 7)), _bits(lax.reduce_precision(x, 4, 3)),
                   _bits(lax.reduce_precision(x, 5, 2)), _bits(lax.reduce_precision(x, 3, 1))), [rp], 0.0, 0.0)
    nx = f32(0.0, -0.0, 0.0, 1.0, 1.0, -1.0, 3.4028235e38, -3.4028235e38, INF, 1.1754944e-38, 1.0, 2.0, -0.0, 5.0)
    ny = f32(1.0, -1.0, -1.0, 2.0, 0.0, -INF, INF, -INF, 0.0, 0.0, 1.0, -2.0, 0.0, 5.0)
    add("nextafter_bits", "elementwise-binary",
        "jnp.nextafter: from +-0 to the smallest subnormal, at 1 both ways, max -> inf, inf -> max, min normal -> "
        "largest subnormal, x == y; bits compared",
        lambda x, y: _bits(jnp.nextafter(x, y)), [nx, ny], 0.0, 0.0)
    rr = f32(0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.49999997, 8388607.5, 8388608.0, 4194303.5, -0.0, 1e30,
             2.675, 1.005, 0.125, -0.375, INF, -INF, 3.4999998, 12345.5, -12346.5)
    add("round_rint_ties", "elementwise-unary",
        "jnp.round / rint (half to even), lax.round AWAY_FROM_ZERO, jnp.trunc at .5 ties, 0.49999997, "
        "2^23 - 0.5, -0.5 -> -0 (bits), and jnp.round(x, 2)",
        lambda x: (jnp.round(x), jnp.rint(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),
                   jnp.trunc(x), _bits(jnp.round(x[:12])), _bits(lax.round(x[:12])), jnp.round(x[np.array([15, 16, 20, 21])], 2)),
        [rr], 1e-6, 0.0)
    add("clamp_nan_bounds", "compare-select",
        "lax.clamp with NaN operand, NaN lower / upper bound, lower > upper, +-0 bounds; jnp.clip with NaN bounds",
        lambda lo, x, hi: (lax.clamp(lo, x, hi), jnp.clip(x, lo, hi), _bits(lax.clamp(lo, x, hi)),
                           lax.clamp(jnp.array(-1.0, x.dtype), x, jnp.array(1.0, x.dtype))),
        [f32(0.0, NAN, 0.0, 5.0, -0.0, 0.0, -1.0, NAN, 2.0),
         f32(NAN, 3.0, 3.0, 1.0, 0.0, -0.0, -0.0, NAN, INF),
         f32(1.0, 1.0, NAN, 2.0, 0.0, -0.0, 0.0, 1.0, 1.0)], 0.0, 0.0)

    # ---- data movement --------------------------------------------------------------------------
    tbl = rng.standard_normal((5, 7)).astype(F32)
    tidx = np.array([0, 6, 7, -1, -7, -8, 100, -100, 3], np.int32)
    add("take_modes", "gather-scatter",
        "jnp.take along axis 1 with mode clip, fill (fill_value -2), wrap and the default, with negative and "
        "out-of-range indices",
        lambda t, i: (jnp.take(t, i, axis=1, mode="clip"), jnp.take(t, i, axis=1, mode="fill", fill_value=-2.0),
                      jnp.take(t, i, axis=1, mode="wrap"), jnp.take(t, i, axis=1)),
        [tbl, tidx], 0.0, 0.0)
    sbase = rng.integers(-5, 5, 10).astype(F32)
    sidx = np.array([1, 1, 3, -1, 10, -11, 3, 9, 1, 12], np.int32)
    supd = f32(2.0, -3.0, 7.0, 1.0, 100.0, 50.0, NAN, -4.0, 8.0, 9.0)
    add("scatter_dup_modes", "gather-scatter",
        ".at[idx].add / max / min / mul / set(mode='drop') with duplicate indices, negative (-1 wraps, -11 dropped) "
        "and out-of-range indices, a NaN update; .add with mode='clip'",
        lambda x, i, u: (x.at[i].add(u, mode="drop"), x.at[i].max(u, mode="drop"), x.at[i].min(u, mode="drop"),
                         x.at[i].multiply(jnp.where(jnp.isnan(u), 1.0, u), mode="drop"),
                         x.at[i[np.array([2, 4, 5, 7])]].set(u[np.array([2, 4, 5, 7])], mode="drop"),
                         x.at[i].add(jnp.nan_to_num(u), mode="clip")),
        [sbase, sidx, supd], 0.0, 0.0)
    ds = rng.standard_normal((4, 6, 5)).astype(F32)
    add("dynamic_slice_extreme_starts", "shape",
        "lax.dynamic_slice / dynamic_update_slice with INT_MIN, INT_MAX, u32 0xFFFFFFFF (clamps high, not low) "
        "and negative start indices",
        lambda x, i, j, u, k: (lax.dynamic_slice(x, (i, j, i), (2, 3, 2)),
                               lax.dynamic_slice(x, (u, u, jnp.uint32(0)), (1, 2, 5)),
                               lax.dynamic_update_slice(x, jnp.ones((2, 2, 2), x.dtype), (j, i, k)),
                               lax.dynamic_update_slice(x, jnp.zeros((1, 6, 1), x.dtype), (u, jnp.uint32(0), u))),
        [ds, np.int32(-2**31), np.int32(2**31 - 1), np.uint32(0xFFFFFFFF), np.int32(-1)], 0.0, 0.0)
    srt = np.array([[3.0, -0.0, NAN, 0.0, -INF, 1.0, -0.0, 0.0, -NAN, 2.0, INF, -1.0],
                    [0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 1.0, 1.0, -1.0, -1.0, NAN, 0.0]], F32)
    add("sort_nan_negzero_stable", "sort",
        "jnp.sort / argsort (stable, ascending and descending) of rows with NaN, -NaN, +-inf and interleaved +-0: "
        "+-0 compare equal (kept in input order); sorted bits compared",
        lambda x: (_bits(jnp.sort(x, axis=1)), jnp.argsort(x, axis=1, stable=True),
                   jnp.argsort(x, axis=1, stable=True, descending=True), _bits(jnp.sort(x, axis=1, descending=True))),
        [srt], 0.0, 0.0)
    tk = np.array([[1.0, -0.0, 0.0, 1.0, NAN, 1.0, -0.0, 2.0, 2.0, -INF],
                   [0.0, -0.0, 0.0, -0.0, -1.0, -1.0, 0.0, -0.0, 0.0, 0.0]], F32)
    add("top_k_signed_zero_ties", "sort",
        "lax.top_k k=6 over rows with +-0 ties, equal values and NaN (index order among ties; bits of values), and "
        "top_k of bf16",
        lambda x: (lambda v, i: (_bits(v), i))(*lax.top_k(x, 6)) + tuple(lax.top_k(x.astype(jnp.bfloat16), 4)),
        [tk], 0.0, 0.0)
    rl = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
    add("roll_pad_modes", "shape",
        "jnp.roll by shifts larger than the dim and negative over several axes; jnp.pad reflect / symmetric / wrap / "
        "edge with widths larger than the dim (repeated reflection)",
        lambda x: (jnp.roll(x, (7, -9, 13), axis=(0, 1, 2)), jnp.roll(x, -61),
                   jnp.pad(x[0], ((5, 6), (7, 2)), mode="reflect"), jnp.pad(x[0], ((5, 1), (2, 9)), mode="symmetric"),
                   jnp.pad(x[0], ((9, 2), (0, 11)), mode="wrap"), jnp.pad(x[0], ((2, 3), (1, 0)), mode="edge"),
                   jnp.pad(x[0], ((1, 2), (3, 1)), mode="reflect", reflect_type="odd")),
        [rl], 0.0, 0.0)

    # ---- convolution ----------------------------------------------------------------------------
    cx = rng.standard_normal((2, 4, 11, 9)).astype(F32)
    ck = rng.standard_normal((6, 2, 3, 2)).astype(F32)
    add("conv_dilations_groups_negpad", "convolution",
        "lax.conv_general_dilated NCHW with lhs_dilation (2,1), rhs_dilation (1,3), feature_group_count 2, stride "
        "(1,2) and negative padding ((-1,2),(2,-1))",
        lambda x, k: lax.conv_general_dilated(x, k, (1, 2), ((-1, 2), (2, -1)), lhs_dilation=(2, 1),
                                              rhs_dilation=(1, 3), feature_group_count=2),
        [cx, ck], 1e-5, 1e-5)
    gx = rng.standard_normal((2, 10, 9, 4)).astype(F32)
    gk = rng.standard_normal((3, 3, 2, 6)).astype(F32)

    def gconv(x, k):
        return lax.conv_general_dilated(x, k, (2, 1), ((1, 1), (2, 0)), rhs_dilation=(1, 2), feature_group_count=2,
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))

    add("conv_grad_input_kernel", "convolution",
        "jax.grad w.r.t. input and kernel of sum(tanh(conv)) for a strided, rhs-dilated, grouped NHWC conv",
        jax.grad(lambda x, k: jnp.sum(jnp.tanh(gconv(x, k))), argnums=(0, 1)), [gx, gk], 1e-5, 1e-5)

    # ---- dots -----------------------------------------------------------------------------------
    add("einsum_two_contract_batch", "dot",
        "einsum 'bijk,bkjl->bil' (two contracting dims in a different order, a batch dim) and 'ijk,jik->k'",
        lambda a, b, c: (jnp.einsum("bijk,bkjl->bil", a, b), jnp.einsum("ijk,jik->k", c, jnp.swapaxes(c, 0, 1) * 2)),
        [rng.standard_normal((3, 4, 5, 6)).astype(F32), rng.standard_normal((3, 6, 5, 7)).astype(F32),
         rng.standard_normal((4, 4, 9)).astype(F32)], 1e-5, 1e-5)
    i8a = rng.integers(-128, 128, (8, 512)).astype(np.int8)
    i8b = rng.integers(-128, 128, (512, 6)).astype(np.int8)
    i8a[0] = -128
    i8b[:, 0] = -128
    add("dot_int8_extremes", "dot",
        "int8 x int8 -> int32 (preferred_element_type) over K=512 incl. an all -128 row/column (2^23 sums), u8 x u8 "
        "-> s32 and int8 x int8 -> int8 (wrapping)",
        lambda a, b, c, d: (lax.dot(a, b, preferred_element_type=jnp.int32),
                            lax.dot(c, d, preferred_element_type=jnp.int32), lax.dot(a[:, :16], b[:16])),
        [i8a, i8b, rng.integers(200, 256, (4, 300)).astype(np.uint8), rng.integers(200, 256, (300, 3)).astype(np.uint8)],
        0.0, 0.0)
    bfa = rng.uniform(0, 1, (4, 4096)).astype(ml_dtypes.bfloat16)
    bfb = rng.uniform(0, 1, (4096, 3)).astype(ml_dtypes.bfloat16)
    add("dot_bf16_long_k", "dot",
        "bf16 x bf16 over K=4096 of positive values: -> f32 (preferred_element_type) and -> bf16 (one rounding of an "
        "f32 sum; a bf16 accumulator stagnates)",
        lambda a, b: (lax.dot(a, b, preferred_element_type=jnp.float32), a @ b), [bfa, bfb], 1e-4, 1e-3)
    vrng = np.random.default_rng(20261127)  # its own: the draws of the cases after these stay as they were
    u8m = vrng.integers(0, 256, (33, 131)).astype(np.uint8)
    s8m = vrng.integers(-128, 128, (131, 70)).astype(np.int8)
    s8x = vrng.integers(-128, 128, (2, 11, 11, 13)).astype(np.int8)
    s8w = vrng.integers(-128, 128, (3, 3, 13, 20)).astype(np.int8)
    add("dot_int8_mixed_and_conv", "dot",
        "u8 x s8 -> s32 (JAX widens both to s32 before the dot), s8 x s8 -> s32 with K=131 (not a multiple of 4) "
        "and an s8 NHWC 3x3 SAME convolution -> s32: the byte-quad kernels (VNNI) and their column correction",
        lambda a, b, x, w: (lax.dot(a, b, preferred_element_type=jnp.int32),
                            lax.dot(b.T[:37], b, preferred_element_type=jnp.int32),
                            lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                                     preferred_element_type=jnp.int32)),
        [u8m, s8m, s8x, s8w], 0.0, 0.0)
    bfx = vrng.standard_normal((3, 40, 97)).astype(ml_dtypes.bfloat16)
    bfy = vrng.standard_normal((3, 97, 50)).astype(ml_dtypes.bfloat16)
    add("dot_bf16_batched_odd_k", "dot",
        "batched bf16 einsum 'bik,bkj->bij' with K=97 (odd: the last bf16 pair half padding) -> f32, and the same "
        "operands widened to f32 before the dot",
        lambda a, b: (jnp.einsum("bik,bkj->bij", a, b, preferred_element_type=jnp.float32),
                      jnp.einsum("bik,bkj->bij", a.astype(jnp.float32), b.astype(jnp.float32))),
        [bfx, bfy], 1e-5, 1e-5)

    # ---- control flow ---------------------------------------------------------------------------
    def collatz(n):
        return lax.while_loop(lambda c: c[0] != 1, lambda c: (jnp.where(c[0] % 2 == 0, c[0] // 2, 3 * c[0] + 1),
                                                               c[1] + 1), (n, jnp.int32(0)))[1]

    def newton_sqrt(a):
        def body(c):
            x, _, k = c
            nx = 0.5 * (x + a / x)
            return nx, x, k + 1
        return lax.while_loop(lambda c: (c[0] != c[1]) & (c[2] < 100), body, (a, a * 2 + 1, 0))

    add("while_data_dependent_exit", "control-flow",
        "vmap of a Collatz step count (batched while: the loop runs until every lane exits) and a Newton sqrt "
        "iterated until the iterate stops changing (bitwise fixed point)",
        lambda n, a: (jax.vmap(collatz)(n), newton_sqrt(a)),
        [np.array([1, 2, 3, 6, 7, 27, 97, 871], np.int32), F32(2.0)], 1e-6, 0.0)

    add("fori_shifted_carry", "control-flow",
        "fori_loop whose carry shifts: (a, b) -> (b, a + b) (Fibonacci in f32 and s32) and (x, prev) -> (x / 2 + 1, x): "
        "a state element takes another element's old value",
        lambda a, b, x: (lax.fori_loop(0, 10, lambda k, c: (c[1], c[0] + c[1]), (a, b)),
                         lax.fori_loop(0, 12, lambda k, c: (c[1], c[0] + c[1]), (jnp.int32(0), jnp.int32(1))),
                         lax.fori_loop(0, 3, lambda k, c: (c[0] * 0.5 + 1.0, c[0]), (x, jnp.zeros_like(x)))),
        [F32(0.0), F32(1.0), f32(8.0, -3.0, 0.5)], 0.0, 0.0)

    def scan_step(carry, x):
        h, m = carry
        h = jnp.tanh(0.9 * h + x)
        m = jnp.maximum(m, h)
        return (h, m), h * 2

    add("fori_cond_switch_scan", "control-flow",
        "fori_loop with runtime bounds (incl. upper < lower: zero trips), lax.switch with index -3 and 7 (clamped), "
        "cond on a NaN comparison, scan (reverse) with a tuple carry",
        lambda lo, hi, i, x, xs: (lax.fori_loop(lo, hi, lambda k, v: v * 1.5 + k, x),
                                  lax.fori_loop(hi, lo, lambda k, v: v + 1.0, x),
                                  lax.switch(i, [lambda v: v + 1, lambda v: v * 2, lambda v: -v], x),
                                  lax.switch(-i, [lambda v: v + 1, lambda v: v * 2, lambda v: -v], x),
                                  lax.cond(jnp.sum(xs) < jnp.nan, lambda v: v, lambda v: v - 1, x),
                                  lax.scan(scan_step, (x, jnp.full_like(x, -jnp.inf)), xs, reverse=True)),
        [np.int32(2), np.int32(9), np.int32(7), f32(0.5, -1.0, 3.0), rng.standard_normal((6, 3)).astype(F32) * 3],
        1e-6, 1e-6)
    return out
