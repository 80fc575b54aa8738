"""Complex math on (real, imag) pairs of the part type, for the elemental emitter. The formulas
follow XLA's elemental emitter, including its fix-ups for zeros, infinities and NaN.

A mixin of ElementalEmitter (elemental.py): it builds on the emitter's float primitives
(``fabs``, ``sqrt``, ``math_call``, ``copysign``...), which a target may override.
"""

from __future__ import annotations

import math
from typing import Any

from llvmlite import ir

from xlac.hlo.opcodes import OP, info_of

# the argument of a complex number: the libm function of the op table's atan2 row
_ATAN2_LIBM = info_of(OP.atan2).libm or ""

Pair = tuple[ir.Value, ir.Value]  # a complex value as (real, imag) parts


class ComplexMath:
    """``c<op>`` methods: complex arithmetic and functions on pairs."""

    # the elemental emitter's primitives this builds on
    copysign: Any
    fabs: Any
    fmax: Any
    fmin: Any
    is_nan: Any
    math_call: Any
    sqrt: Any

    @staticmethod
    def _k(like: ir.Value, v: float) -> ir.Constant:
        return like.type(v)

    def cadd(self, b: ir.IRBuilder, x: Pair, y: Pair) -> Pair:
        return b.fadd(x[0], y[0]), b.fadd(x[1], y[1])

    def csub(self, b: ir.IRBuilder, x: Pair, y: Pair) -> Pair:
        return b.fsub(x[0], y[0]), b.fsub(x[1], y[1])

    def cmul(self, b: ir.IRBuilder, x: Pair, y: Pair) -> Pair:
        (a, c), (d, e) = x, y
        return b.fsub(b.fmul(a, d), b.fmul(c, e)), b.fadd(b.fmul(a, e), b.fmul(c, d))

    def cdiv(self, b: ir.IRBuilder, x: Pair, y: Pair) -> Pair:
        """Smith's algorithm, then XLA's fix-ups when both parts come out NaN: zero
        denominator, infinite numerator over finite denominator, and the reverse."""
        (ar, ai), (br, bi) = x, y
        k = lambda v: self._k(ar, v)  # noqa: E731
        rb_ib, ib_rb = b.fdiv(br, bi), b.fdiv(bi, br)
        den1, den2 = b.fadd(bi, b.fmul(rb_ib, br)), b.fadd(br, b.fmul(ib_rb, bi))
        abs_br, abs_bi = self.fabs(b, br), self.fabs(b, bi)
        small_r = b.fcmp_ordered("<", abs_br, abs_bi)
        cr = b.select(small_r, b.fdiv(b.fadd(b.fmul(rb_ib, ar), ai), den1),
                      b.fdiv(b.fadd(b.fmul(ib_rb, ai), ar), den2))
        ci = b.select(small_r, b.fdiv(b.fsub(b.fmul(rb_ib, ai), ar), den1),
                      b.fdiv(b.fsub(ai, b.fmul(ib_rb, ar)), den2))
        inf = k(math.inf)
        zero_den = b.and_(b.and_(b.fcmp_ordered("==", abs_br, k(0.0)), b.fcmp_ordered("==", abs_bi, k(0.0))),
                          b.or_(b.fcmp_ordered("ord", ar, k(0.0)), b.fcmp_ordered("ord", ai, k(0.0))))
        s = self.copysign(b, inf, br)
        zr, zi = b.fmul(s, ar), b.fmul(s, ai)
        abs_ar, abs_ai = self.fabs(b, ar), self.fabs(b, ai)
        a_inf_r, a_inf_i = b.fcmp_ordered("==", abs_ar, inf), b.fcmp_ordered("==", abs_ai, inf)
        b_fin = b.and_(b.fcmp_ordered("!=", abs_br, inf), b.fcmp_ordered("!=", abs_bi, inf))
        inf_num = b.and_(b.or_(a_inf_r, a_inf_i), b_fin)
        sr = self.copysign(b, b.select(a_inf_r, k(1.0), k(0.0)), ar)
        si = self.copysign(b, b.select(a_inf_i, k(1.0), k(0.0)), ai)
        ir_ = b.fmul(inf, b.fadd(b.fmul(sr, br), b.fmul(si, bi)))
        ii = b.fmul(inf, b.fsub(b.fmul(si, br), b.fmul(sr, bi)))
        b_inf_r, b_inf_i = b.fcmp_ordered("==", abs_br, inf), b.fcmp_ordered("==", abs_bi, inf)
        a_fin = b.and_(b.fcmp_ordered("!=", abs_ar, inf), b.fcmp_ordered("!=", abs_ai, inf))
        inf_den = b.and_(b.or_(b_inf_r, b_inf_i), a_fin)
        tr = self.copysign(b, b.select(b_inf_r, k(1.0), k(0.0)), br)
        ti = self.copysign(b, b.select(b_inf_i, k(1.0), k(0.0)), bi)
        fr = b.fmul(k(0.0), b.fadd(b.fmul(ar, tr), b.fmul(ai, ti)))
        fi = b.fmul(k(0.0), b.fsub(b.fmul(ai, tr), b.fmul(ar, ti)))
        nan = b.and_(self.is_nan(b, cr), self.is_nan(b, ci))
        fix_r = b.select(zero_den, zr, b.select(inf_num, ir_, b.select(inf_den, fr, cr)))
        fix_i = b.select(zero_den, zi, b.select(inf_num, ii, b.select(inf_den, fi, ci)))
        return b.select(nan, fix_r, cr), b.select(nan, fix_i, ci)

    def _abs_helper(self, b: ir.IRBuilder, re: ir.Value, im: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
        """(min, max, 1 + (min/max)^2) of the parts' magnitudes: hypot without overflow."""
        ar, ai = self.fabs(b, re), self.fabs(b, im)
        hi, lo = self.fmax(b, ar, ai), self.fmin(b, ar, ai)
        ratio = b.fdiv(lo, hi)
        return lo, hi, b.fadd(self._k(re, 1.0), b.fmul(ratio, ratio))

    def cabs(self, b: ir.IRBuilder, re: ir.Value, im: ir.Value) -> ir.Value:
        """|z| = max * sqrt(1 + (min/max)^2); (0,0), (inf,inf) and NaN cases give min."""
        lo, hi, one_p = self._abs_helper(b, re, im)
        r = b.fmul(hi, self.sqrt(b, one_p))
        return b.select(self.is_nan(b, r), lo, r)

    def csign(self, b: ir.IRBuilder, z: Pair) -> Pair:
        a = self.cabs(b, *z)
        zero = b.fcmp_ordered("==", a, self._k(a, 0.0))
        return (b.select(zero, self._k(a, 0.0), b.fdiv(z[0], a)),
                b.select(zero, self._k(a, 0.0), b.fdiv(z[1], a)))

    def _atan2(self, b: ir.IRBuilder, y: ir.Value, x: ir.Value) -> ir.Value:
        return self.math_call(b, _ATAN2_LIBM, [y, x])

    def cexp(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """e^a (cos b + i sin b); a zero imaginary part stays exactly zero (exp(inf) = inf)."""
        a, im = z
        ea = self.math_call(b, "exp", [a])
        re = b.fmul(ea, self.math_call(b, "cos", [im]))
        imag = b.fmul(ea, self.math_call(b, "sin", [im]))
        return re, b.select(b.fcmp_ordered("==", im, self._k(im, 0.0)), im, imag)

    def cexpm1(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """(expm1(a) cos b + cosm1 b) + i e^a sin b, with cosm1 b = -2 sin^2(b/2)."""
        a, im = z
        em1 = self.math_call(b, "expm1", [a])
        s = self.math_call(b, "sin", [b.fmul(im, self._k(im, 0.5))])
        cosm1 = b.fmul(self._k(im, -2.0), b.fmul(s, s))
        cos_b = b.fadd(cosm1, self._k(im, 1.0))
        re = b.fadd(b.fmul(em1, cos_b), cosm1)
        imag = b.fmul(b.fadd(em1, self._k(a, 1.0)), self.math_call(b, "sin", [im]))
        return re, b.select(b.fcmp_ordered("==", im, self._k(im, 0.0)), self._k(im, 0.0), imag)

    def clog(self, b: ir.IRBuilder, z: Pair) -> Pair:
        return self.math_call(b, "log", [self.cabs(b, *z)]), self._atan2(b, z[1], z[0])

    def clog1p(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """XLA's log1p: log(max(|a+1|,|b|)) via log1p, plus 0.5 log1p((min/max)^2)."""
        a, im = z
        one = self._k(a, 1.0)
        a1 = b.fadd(a, one)
        abs_a1, abs_b = self.fabs(b, a1), self.fabs(b, im)
        hi, lo = self.fmax(b, abs_a1, abs_b), self.fmin(b, abs_a1, abs_b)
        hi_m1 = b.select(b.fcmp_ordered(">", a1, abs_b), a, b.fsub(hi, one))
        ratio = b.fdiv(lo, hi)
        r = b.fadd(b.fmul(self._k(a, 0.5), self.math_call(b, "log1p", [b.fmul(ratio, ratio)])),
                   self.math_call(b, "log1p", [hi_m1]))
        return b.select(self.is_nan(b, r), lo, r), self._atan2(b, im, a1)

    def _sin_cos_h(self, b: ir.IRBuilder, y: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(sinh y, cosh y) from one exp, as XLA does for complex sin/cos."""
        ey = self.math_call(b, "exp", [y])
        half_e, half_inv = b.fmul(self._k(y, 0.5), ey), b.fdiv(self._k(y, 0.5), ey)
        return b.fsub(half_e, half_inv), b.fadd(half_e, half_inv)

    def csin(self, b: ir.IRBuilder, z: Pair) -> Pair:
        x, y = z
        sh, ch = self._sin_cos_h(b, y)
        return (b.fmul(self.math_call(b, "sin", [x]), ch), b.fmul(self.math_call(b, "cos", [x]), sh))

    def ccos(self, b: ir.IRBuilder, z: Pair) -> Pair:
        x, y = z
        sh, ch = self._sin_cos_h(b, y)
        return (b.fmul(self.math_call(b, "cos", [x]), ch),
                b.fneg(b.fmul(self.math_call(b, "sin", [x]), sh)))

    def csinh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """sinh z = -i sin(i z)."""
        p, q = self.csin(b, (b.fneg(z[1]), z[0]))
        return q, b.fneg(p)

    def ccosh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """cosh z = cos(i z)."""
        return self.ccos(b, (b.fneg(z[1]), z[0]))

    def ctanh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """(e^2a - e^-2a + 2i sin 2b) / (e^2a + e^-2a + 2 cos 2b) via expm1, with XLA's
        limits for infinite real parts and its NaN/zero corner cases."""
        a, bb = z
        k = lambda v: self._k(a, v)  # noqa: E731
        two_a = b.fadd(a, a)
        em1 = self.math_call(b, "expm1", [two_a])
        enm1 = self.math_call(b, "expm1", [b.fneg(two_a)])
        real_num = b.fsub(em1, enm1)
        cos_b, sin_b = self.math_call(b, "cos", [bb]), self.math_call(b, "sin", [bb])
        imag_num = b.fmul(k(4.0), b.fmul(cos_b, sin_b))
        exp_sum_m2 = b.fadd(em1, enm1)
        denom = b.fadd(exp_sum_m2, b.fmul(b.fmul(cos_b, cos_b), k(4.0)))
        is_inf = b.fcmp_ordered("==", exp_sum_m2, k(math.inf))
        real = b.select(is_inf, self.copysign(b, k(1.0), a), b.fdiv(real_num, denom))
        imag = b.fdiv(imag_num, denom)
        a_inf = b.fcmp_ordered("==", self.fabs(b, a), k(math.inf))
        sin_nan = self.is_nan(b, imag_num)
        real = b.select(b.and_(sin_nan, b.not_(a_inf)), k(math.nan), real)
        imag_zero = b.or_(b.fcmp_ordered("==", bb, k(0.0)), b.and_(a_inf, sin_nan))
        return real, b.select(imag_zero, k(0.0), imag)

    def ctan(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """tan(x + iy) = -i tanh(-y + ix)."""
        re, im = self.ctanh(b, (b.fneg(z[1]), z[0]))
        return im, b.fneg(re)

    def csqrt(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """sqrt(|z|) (cos t/2 + i sin t/2), t = arg z, with XLA's inf/NaN/zero handling."""
        a, bb = z
        k = lambda v: self._k(a, v)  # noqa: E731
        lo, hi, one_p = self._abs_helper(b, a, bb)
        r = b.fmul(self.sqrt(b, hi), self.math_call(b, "pow", [one_p, k(0.25)]))
        r = b.select(self.is_nan(b, r), lo, r)
        t = b.fmul(self._atan2(b, bb, a), k(0.5))
        cos, sin = self.math_call(b, "cos", [t]), self.math_call(b, "sin", [t])
        inf = k(math.inf)
        abs_b = self.fabs(b, bb)
        b_inf = b.fcmp_ordered("==", abs_b, inf)
        a_neg_inf = b.fcmp_ordered("==", a, k(-math.inf))
        real = b.select(b.or_(b_inf, b.fcmp_ordered("==", a, inf)), inf,
                        b.select(b.and_(a_neg_inf, b.fcmp_ordered("!=", abs_b, inf)), k(0.0), b.fmul(r, cos)))
        imag = b.select(b.or_(b_inf, a_neg_inf), self.copysign(b, inf, bb),
                        b.select(self.is_nan(b, r), k(math.nan),
                                 b.select(b.fcmp_ordered("==", sin, k(0.0)), sin, b.fmul(r, sin))))
        r_zero = b.fcmp_ordered("==", r, k(0.0))
        return b.select(r_zero, k(0.0), real), b.select(r_zero, k(0.0), imag)

    def crsqrt(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """|z|^-1/2 (cos(-t/2) + i sin(-t/2)) with XLA's special cases."""
        a, bb = z
        k = lambda v: self._k(a, v)  # noqa: E731
        lo, hi, one_p = self._abs_helper(b, a, bb)
        rsq = lambda v: b.fdiv(k(1.0), self.sqrt(b, v))  # noqa: E731
        r = b.fmul(rsq(hi), rsq(self.sqrt(b, one_p)))
        r = b.select(self.is_nan(b, r), rsq(lo), r)
        t = b.fmul(self._atan2(b, bb, a), k(-0.5))
        real = b.fmul(r, self.math_call(b, "cos", [t]))
        imag = b.fmul(r, self.math_call(b, "sin", [t]))
        inf = k(math.inf)
        zero_zero = b.and_(b.fcmp_ordered("==", bb, k(0.0)), b.fcmp_ordered("==", a, k(0.0)))
        inf_case = b.or_(b.and_(b.fcmp_ordered("==", self.fabs(b, bb), inf), self.is_nan(b, a)),
                         b.fcmp_ordered("==", self.fabs(b, a), inf))
        a_zero = self.copysign(b, k(0.0), a)
        neg_b_zero = b.fneg(self.copysign(b, k(0.0), bb))
        real = b.select(zero_zero, inf, b.select(inf_case, a_zero, real))
        imag = b.select(zero_zero, k(math.nan), b.select(inf_case, neg_b_zero, imag))
        return real, imag

    def cpow(self, b: ir.IRBuilder, x: Pair, y: Pair) -> Pair:
        """|x|^c e^(-d arg x) (cos q + i sin q), q = c arg x + d ln|x|; 0^0 = 1, x^0 = 1,
        1^y = 1, inf^c = inf (c > 0) or 0 (c < 0)."""
        (a, bb), (c, d) = x, y
        k = lambda v: self._k(a, v)  # noqa: E731
        absx = self.cabs(b, a, bb)
        arg = self._atan2(b, bb, a)
        coeff = b.fmul(self.math_call(b, "pow", [absx, c]),
                       self.math_call(b, "exp", [b.fmul(b.fneg(d), arg)]))
        q = b.fadd(b.fmul(c, arg), b.fmul(d, self.math_call(b, "log", [absx])))
        re = b.fmul(coeff, self.math_call(b, "cos", [q]))
        im = b.fmul(coeff, self.math_call(b, "sin", [q]))
        eq = lambda p, v: b.fcmp_ordered("==", p, k(v))  # noqa: E731
        d0 = eq(d, 0.0)
        zero_base = b.and_(b.and_(eq(absx, 0.0), d0), b.fcmp_ordered("<=", k(0.0), c))
        re = b.select(zero_base, b.select(eq(c, 0.0), k(1.0), k(0.0)), re)
        im = b.select(zero_base, k(0.0), im)
        cases = [(b.and_(eq(c, 0.0), d0), (1.0, 0.0)),
                 (b.and_(eq(a, 1.0), eq(bb, 0.0)), (1.0, 0.0))]
        inf_base = b.and_(b.and_(eq(a, math.inf), eq(bb, 0.0)), d0)
        cases += [(b.and_(inf_base, b.fcmp_ordered(">", c, k(0.0))), (math.inf, 0.0)),
                  (b.and_(inf_base, b.fcmp_ordered("<", c, k(0.0))), (0.0, 0.0))]
        for cond, (vr, vi) in cases:
            re, im = b.select(cond, k(vr), re), b.select(cond, k(vi), im)
        return re, im

    def clogistic(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """1 / (1 + exp(-z)), with nothing flushed between the steps."""
        one = (self._k(z[0], 1.0), self._k(z[0], 0.0))
        e = self.cexp(b, (b.fneg(z[0]), b.fneg(z[1])))
        return self.cdiv(b, one, self.cadd(b, one, e))

    def ccbrt(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """The cube root as z^(1/3)."""
        return self.cpow(b, z, (self._k(z[0], 1.0 / 3.0), self._k(z[0], 0.0)))

    def catan2(self, b: ir.IRBuilder, y: Pair, x: Pair) -> Pair:
        """atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2))."""
        s = self.csqrt(b, self.cadd(b, self.cmul(b, x, x), self.cmul(b, y, y)))
        w = self.clog(b, self.cdiv(b, (b.fsub(x[0], y[1]), b.fadd(x[1], y[0])), s))
        return w[1], b.fneg(w[0])

    def casin(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """asin z = -i log(i z + sqrt(1 - z^2))."""
        one = (self._k(z[0], 1.0), self._k(z[0], 0.0))
        root = self.csqrt(b, self.csub(b, one, self.cmul(b, z, z)))
        w = self.clog(b, (b.fsub(root[0], z[1]), b.fadd(root[1], z[0])))
        return w[1], b.fneg(w[0])

    def cacos(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """acos z = pi/2 - asin z."""
        s = self.casin(b, z)
        return b.fsub(self._k(z[0], math.pi / 2), s[0]), b.fneg(s[1])

    def casinh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """asinh z = log(z + sqrt(z^2 + 1))."""
        one = (self._k(z[0], 1.0), self._k(z[0], 0.0))
        return self.clog(b, self.cadd(b, z, self.csqrt(b, self.cadd(b, self.cmul(b, z, z), one))))

    def cacosh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """acosh z = log(z + sqrt(z + 1) sqrt(z - 1))."""
        one = (self._k(z[0], 1.0), self._k(z[0], 0.0))
        root = self.cmul(b, self.csqrt(b, self.cadd(b, z, one)), self.csqrt(b, self.csub(b, z, one)))
        return self.clog(b, self.cadd(b, z, root))

    def catanh(self, b: ir.IRBuilder, z: Pair) -> Pair:
        """atanh z = (log1p(z) - log1p(-z)) / 2."""
        p = self.clog1p(b, z)
        m = self.clog1p(b, (b.fneg(z[0]), b.fneg(z[1])))
        half = self._k(z[0], 0.5)
        return b.fmul(half, b.fsub(p[0], m[0])), b.fmul(half, b.fsub(p[1], m[1]))
