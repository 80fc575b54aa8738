"""XLA's decompositions of CHLO's inverse trigonometric and hyperbolic ops (asin, acos, atan,
asinh, acosh, atanh, sinh, cosh) into plain HLO, for xlac.hlo.chlo.

HLO has no opcode for these: when XLA converts StableHLO to HLO (``jax.jit(f).lower(x)
.as_text(dialect="hlo")``, XLA:CPU compiling StableHLO) it rewrites them with StableHLO's
patterns (``ChloDecompositionPatterns*.td``, generated from the functional_algorithms project for
the complex ones). Each function here writes the instructions XLA's converter prints (jax 0.10.2,
tools/chlo_trig_reference.py; the texts are in tests/hlo/data/chlo_trig/), with the constants it
folds folded the same way, in the part type, so that evaluating the module gives XLA's results:

- real asin ``2 atan2(x, 1 + sqrt((1 - x)(x + 1)))`` (as ``t + t``), acos ``atan2(sqrt((1 - x)
  (x + 1)), x)``, atanh ``(log1p(x) - log1p(-x)) / 2`` (NaN beyond 1), asinh and acosh through
  ``log1p`` (``log(2) + log|x|`` beyond sqrt(max) resp. max/2), all in the operand's type;
  sinh (``expm1`` below 1, else ``exp(x + log(1/2)) - exp(log(1/2) - x)``) and cosh in f32 for
  f16/bf16;
- complex asin, acos, asinh, acosh: Hull et al.'s algorithm with the regions of
  functional_algorithms (``_asin_parts``), atan and atanh: functional_algorithms' atanh, sinh
  and cosh: ``exp(z + log(1/2)) -+ exp(log(1/2) - z)`` with the complex log and exp expanded
  (xlac.hlo.complex_expander) and log(1/2) computed, not folded, as XLA leaves it.

XLA does not share repeated ``real``/``imag`` of the operand between the parts of asin, acos and
acosh; neither does this (each is its own instruction).

    >>> from xlac.hlo.chlo import chlo_module
    >>> from xlac.hlo.dtypes import F32
    >>> from xlac.hlo.shapes import ArrayShape
    >>> print(chlo_module("acos", [ArrayShape(F32, ())], [ArrayShape(F32, ())], {}), end="")
    HloModule chlo_acos
    ENTRY chlo_acos {
      p0 = f32[] parameter(0)
      c0 = f32[] constant(1.0)
      v2 = f32[] subtract(c0, p0)
      v3 = f32[] add(p0, c0)
      v4 = f32[] multiply(v2, v3)
      v5 = f32[] sqrt(v4)
      ROOT v6 = f32[] atan2(v5, p0)
    }
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from xlac.hlo.chlo_builder import Builder, Val
from xlac.hlo.dtypes import DType, complex_component
from xlac.hlo.opcodes import OP


def _typed(dtype: DType, value: Any) -> Any:
    """``value`` as a numpy scalar of ``dtype`` (for constants XLA folds in that type)."""
    return dtype.np.type(value)


def _max(dtype: DType) -> Any:
    import ml_dtypes

    return _typed(dtype, ml_dtypes.finfo(dtype.np).max)


def _tiny(dtype: DType) -> Any:
    import ml_dtypes

    return _typed(dtype, ml_dtypes.finfo(dtype.np).tiny)


def _sqrt(v: Any) -> Any:
    import numpy as np

    return np.sqrt(v)


def _log2(dtype: DType) -> float:
    return float(_typed(dtype, math.log(2.0)))


def _real(b: Builder, z: Val) -> Val:
    return b.emit(complex_component(z.dtype), f"real({z.name})")


def _imag(b: Builder, z: Val) -> Val:
    return b.emit(complex_component(z.dtype), f"imag({z.name})")


def _complex(b: Builder, re: Val, im: Val, dtype: DType) -> Val:
    return b.op("complex", re, im, dtype=dtype)


# ---- real operands ------------------------------------------------------------------------------

def _sqrt_one_minus_square(b: Builder, x: Val) -> Val:
    """sqrt(1 - x^2) as sqrt((1 - x)(x + 1))."""
    return b.unary("sqrt", b.mul(b.sub(1.0, x), b.add(x, 1.0)))


def _asin_real(b: Builder, x: Val) -> Val:
    t = b.op(OP.atan2, x, b.add(_sqrt_one_minus_square(b, x), 1.0))
    return b.add(t, t)


def _acos_real(b: Builder, x: Val) -> Val:
    return b.op(OP.atan2, _sqrt_one_minus_square(b, x), x)


def _atanh_real(b: Builder, x: Val) -> Val:
    outside = b.cmp(b.unary("abs", x), 1.0, "GT")
    diff = b.sub(b.unary("log-plus-one", x), b.unary("log-plus-one", b.unary("negate", x)))
    return b.select(outside, math.nan, b.mul(diff, 0.5))


def _asinh_real(b: Builder, x: Val) -> Val:
    sign = b.unary("sign", x)
    ax = b.unary("abs", x)
    huge = b.cmp(ax, float(_sqrt(_max(x.dtype))), "GE")
    log_2x = b.add(b.unary("log", ax), _log2(x.dtype))
    ax2 = b.mul(ax, ax)
    general = b.unary("log-plus-one", b.add(ax, b.div(ax2, b.add(b.unary("sqrt", b.add(ax2, 1.0)), 1.0))))
    return b.mul(sign, b.select(huge, log_2x, general))


def _acosh_real(b: Builder, x: Val) -> Val:
    huge = b.cmp(x, float(_max(x.dtype) / _typed(x.dtype, 2)), "GE")
    log_2x = b.add(b.unary("log", x), _log2(x.dtype))
    sqrt_xm1 = b.unary("sqrt", b.sub(x, 1.0))
    general = b.unary("log-plus-one", b.mul(sqrt_xm1, b.add(b.unary("sqrt", b.add(x, 1.0)), sqrt_xm1)))
    return b.select(huge, log_2x, general)


def _exp_halves(b: Builder, x: Val) -> tuple[Val, Val]:
    """(exp(x + log(1/2)), exp(log(1/2) - x)): e^x / 2 and e^-x / 2 without overflowing early."""
    log_half = math.log(0.5)
    return b.unary("exponential", b.add(x, log_half)), b.unary("exponential", b.sub(log_half, x))


def _sinh_real(b: Builder, x: Val) -> Val:
    small = b.cmp(b.unary("abs", x), 1.0, "LT")
    e = b.unary("exponential-minus-one", x)
    near_zero = b.mul(b.add(e, b.div(e, b.add(e, 1.0))), 0.5)
    up, down = _exp_halves(b, x)
    return b.select(small, near_zero, b.sub(up, down))


def _cosh_real(b: Builder, x: Val) -> Val:
    up, down = _exp_halves(b, x)
    return b.add(up, down)


# ---- complex asin, acos, asinh, acosh -------------------------------------------------------------

def _hypot(b: Builder, mx: Val, mn: Val) -> Val:
    """hypot(mx, mn) for mx >= mn >= 0 the functional_algorithms way (as complex_expander's)."""
    eq = b.cmp(mx, mn, "EQ")
    scaled_eq = b.mul(mx, math.sqrt(2.0))
    ratio = b.div(mn, mx)
    r = b.mul(ratio, ratio)
    sqa = b.unary("sqrt", b.add(r, 1.0))
    tiny = b.op("and", b.cmp(sqa, 1.0, "EQ"), b.cmp(r, 0.0, "GT"))
    general = b.select(tiny, b.add(mx, b.div(b.mul(mx, r), 2.0)), b.mul(mx, sqa))
    return b.select(eq, scaled_eq, general)


def _asin_parts(b: Builder, signed_x: Val, signed_y: Val) -> tuple[Val, Val]:
    """(q, v) with asin(x + iy) = atan2(x, q) + i sign(y) v (Hull et al., functional_algorithms'
    regions): q = sqrt(a^2 - x^2), v = log(a + sqrt(a^2 - 1)), a = (|z + 1| + |z - 1|) / 2."""
    part = signed_x.dtype
    safe_max = _sqrt(_max(part)) / _typed(part, 8)
    safe_min = _sqrt(_tiny(part)) * _typed(part, 4)
    x, y = b.unary("abs", signed_x), b.unary("abs", signed_y)
    very_large = b.cmp(b.op("maximum", x, y), float(safe_max), "GE")
    x_le_1 = b.cmp(x, 1.0, "LE")
    xp1 = b.add(x, 1.0)
    abs_xp1 = b.unary("abs", xp1)
    r = _hypot(b, b.op("maximum", abs_xp1, y), b.op("minimum", abs_xp1, y))
    xm1 = b.sub(x, 1.0)
    abs_xm1 = b.unary("abs", xm1)
    s = _hypot(b, b.op("maximum", abs_xm1, y), b.op("minimum", abs_xm1, y))
    a = b.mul(b.add(r, s), 0.5)
    half_apx = b.mul(b.add(a, x), 0.5)
    yy = b.mul(y, y)
    rpxp1 = b.add(r, xp1)
    smxm1 = b.sub(s, xm1)
    q_le_1 = b.unary("sqrt", b.mul(half_apx, b.add(b.div(yy, rpxp1), smxm1)))
    spxm1 = b.add(s, xm1)
    q_gt_1 = b.mul(y, b.unary("sqrt", b.add(b.div(half_apx, rpxp1), b.div(half_apx, spxm1))))
    q = b.select(very_large, y, b.select(x_le_1, q_le_1, q_gt_1))

    safe_max_opt = b.select(b.cmp(x, float(safe_max * _typed(part, 1e12)), "LT"),
                            float(safe_max * _typed(part, 1e-6)), float(safe_max * _typed(part, 100.0)), part)
    y_large = b.cmp(y, safe_max_opt, "GE")
    mx = b.select(y_large, y, x)
    large = b.cmp(mx, b.select(y_large, safe_max_opt, float(safe_max)), "GE")
    log_2mx = b.add(b.unary("log", mx), _log2(part))
    xoy = b.select(b.op("and", y_large, b.unary("not", b.cmp(y, math.inf, "EQ"))), b.div(x, y), 0.0)
    v_large = b.add(log_2mx, b.mul(b.unary("log-plus-one", b.mul(xoy, xoy)), 0.5))
    small = b.op("and", b.cmp(y, float(safe_min), "LT"), b.cmp(x, 1.0, "LT"))
    ap1 = b.add(a, 1.0)
    am1_small = b.unary("negate", b.div(b.mul(xp1, xm1), ap1))
    x_ge_1 = b.cmp(x, 1.0, "GE")
    half_yy = b.mul(yy, 0.5)
    d = b.div(half_yy, rpxp1)
    am1_ge_1 = b.add(d, b.mul(spxm1, 0.5))
    a_le_15 = b.cmp(a, 1.5, "LE")
    am1_lt_15 = b.add(d, b.div(half_yy, smxm1))
    am1 = b.select(small, am1_small, b.select(x_ge_1, am1_ge_1, b.select(a_le_15, am1_lt_15, b.sub(a, 1.0))))
    sq = b.unary("sqrt", b.mul(am1, ap1))
    v_small = b.div(y, sq)
    v_general = b.unary("log-plus-one", b.add(am1, sq))
    v = b.select(large, v_large, b.select(small, v_small, v_general))
    return q, v


def _signed(b: Builder, negative: Val, v: Val, flip: bool = False) -> Val:
    """-v where ``negative`` (v where it is not, with ``flip``)."""
    minus = b.unary("negate", v)
    return b.select(negative, v, minus) if flip else b.select(negative, minus, v)


def _asin_complex(b: Builder, z: Val) -> Val:
    real_z = _real(b, z)
    q, v = _asin_parts(b, _real(b, z), _imag(b, z))
    re = b.op(OP.atan2, real_z, q)
    return _complex(b, re, _signed(b, b.cmp(_imag(b, z), 0.0, "LT"), v), z.dtype)


def _acos_complex(b: Builder, z: Val) -> Val:
    q, v = _asin_parts(b, _real(b, z), _imag(b, z))
    re = b.op(OP.atan2, q, _real(b, z))
    return _complex(b, re, _signed(b, b.cmp(_imag(b, z), 0.0, "LT"), v, flip=True), z.dtype)


def _asinh_complex(b: Builder, z: Val) -> Val:
    """-i asin(iz), iz = -imag(z) + i real(z)."""
    real_z, imag_z = _real(b, z), _imag(b, z)
    q, v = _asin_parts(b, b.unary("negate", imag_z), real_z)
    re = _signed(b, b.cmp(real_z, 0.0, "LT"), v)
    return _complex(b, re, b.op(OP.atan2, imag_z, q), z.dtype)


def _acosh_complex(b: Builder, z: Val) -> Val:
    """+-i acos(z): the imaginary part of acos(z) (positive) and its real part signed like imag(z)."""
    q, v = _asin_parts(b, _real(b, z), _imag(b, z))
    negative = b.cmp(_imag(b, z), 0.0, "LT")
    return _complex(b, v, _signed(b, negative, b.op(OP.atan2, q, _real(b, z))), z.dtype)


# ---- complex atanh, atan ------------------------------------------------------------------------

def _atanh_parts(b: Builder, x: Val, y: Val) -> tuple[Val, Val]:
    """The parts of atanh(x + iy) (functional_algorithms): log1p(4|x| / ((1 - |x|)^2 + y^2)) / 4
    signed like x, and atan2(2y, (1 - |x|)(1 + |x|) - y^2) / 2; beyond sqrt(max) scaled forms."""
    part = x.dtype
    big = 2.0 ** 53 + 2 if part.bits == 64 else 2.0 ** 24 + 2  # functional_algorithms' inv_negeps
    safe_max = big * big
    sign_x = b.select(b.cmp(x, 0.0, "GE"), 1.0, -1.0, part)
    ax = b.unary("abs", x)
    ax_safe = b.cmp(ax, safe_max, "LT")
    ay = b.unary("abs", y)
    in_safe = b.op("and", ax_safe, b.cmp(ay, safe_max, "LT"))
    one_minus = b.sub(1.0, ax)
    yy = b.mul(y, y)
    safe = b.div(ax, b.add(b.mul(one_minus, one_minus), yy))
    y_tiny = b.cmp(b.mul(ay, big), ax, "LT")
    inv_ax = b.div(1.0, ax)
    any_inf = b.op("or", b.op("or", b.cmp(x, math.inf, "EQ"), b.cmp(x, -math.inf, "EQ")),
                   b.op("or", b.cmp(y, math.inf, "EQ"), b.cmp(y, -math.inf, "EQ")))
    mixed = b.div(b.div(1.0, b.add(b.div(ax, y), b.div(y, ax))), y)
    unsafe = b.select(y_tiny, inv_ax, b.select(any_inf, 0.0, mixed))
    ratio = b.select(in_safe, safe, unsafe)
    re = b.mul(b.mul(sign_x, b.unary("log-plus-one", b.mul(ratio, 4.0))), 0.25)
    angle = b.op(OP.atan2, b.add(y, y), b.sub(b.mul(one_minus, b.add(ax, 1.0)), yy))
    sign_y = b.select(b.cmp(y, 0.0, "GE"), 1.0, -1.0, part)
    im = b.mul(b.select(in_safe, angle, b.mul(sign_y, math.pi)), 0.5)
    return re, im


def _atanh_complex(b: Builder, z: Val) -> Val:
    re, im = _atanh_parts(b, _real(b, z), _imag(b, z))
    return _complex(b, re, im, z.dtype)


def _atan_complex(b: Builder, z: Val) -> Val:
    """-i atanh(iz), iz = -imag(z) + i real(z)."""
    imag_z = _imag(b, z)
    re, im = _atanh_parts(b, b.unary("negate", imag_z), _real(b, z))
    return _complex(b, im, b.unary("negate", re), z.dtype)


# ---- complex sinh, cosh ---------------------------------------------------------------------------

def _exp_halves_complex(b: Builder, z: Val) -> tuple[Val, Val]:
    """(exp(z + log(1/2)), exp(log(1/2) - z)), log(1/2) computed by the expansion of log."""
    from xlac.hlo.complex_expander import expand_into

    def expand(opcode: str, v: Val) -> Val:
        return Val(expand_into(b, opcode, v, z.dtype), z.dtype)

    log_half = expand("log", b.const(complex(0.5, 0.0), z.dtype))
    return expand("exponential", b.add(z, log_half)), expand("exponential", b.sub(log_half, z))


def _sinh_complex(b: Builder, z: Val) -> Val:
    up, down = _exp_halves_complex(b, z)
    return b.sub(up, down)


def _cosh_complex(b: Builder, z: Val) -> Val:
    up, down = _exp_halves_complex(b, z)
    return b.add(up, down)


# ---- the table ------------------------------------------------------------------------------------

def _atan_real(b: Builder, x: Val) -> Val:
    return b.op(OP.atan2, x, 1.0)


def _by_kind(real: Callable[[Builder, Val], Val], cplx: Callable[[Builder, Val], Val]) -> Callable[[Builder, Val], Val]:
    def body(b: Builder, x: Val) -> Val:
        return cplx(b, x) if x.dtype.is_complex else real(b, x)

    return body


# name -> (body, computed in f32 for f16/bf16)
BODIES: dict[str, tuple[Callable[[Builder, Val], Val], bool]] = {
    "asin": (_by_kind(_asin_real, _asin_complex), False),
    "acos": (_by_kind(_acos_real, _acos_complex), False),
    "atan": (_by_kind(_atan_real, _atan_complex), False),
    "asinh": (_by_kind(_asinh_real, _asinh_complex), False),
    "acosh": (_by_kind(_acosh_real, _acosh_complex), False),
    "atanh": (_by_kind(_atanh_real, _atanh_complex), False),
    "sinh": (_by_kind(_sinh_real, _sinh_complex), True),
    "cosh": (_by_kind(_cosh_real, _cosh_complex), True),
}

__all__ = ["BODIES"]
