"""Types wider than a lane, emulated: complex64 as pairs of f32 registers (``CV``), u64/s64 as
pairs of u32 registers (``U64``) with carries, a 32x32->64 multiply from 16-bit halves, shifts
across the halves and a bit-serial 64-bit division.

    CV(re, im), U64(lo, hi)                     # indexing.py: the values
    g.complex_op(ins, vals, "c64", "c64")       # multiply, exp, log... (division: decompose-complex-divide)
    g.int64_op(ins, vals, "s64", "s64")         # add, multiply, divide, shifts, compare...
"""

from __future__ import annotations

from typing import Any

import numpy as np

from xlac.hlo.ir import Instruction

from .elemental import BINARY, CMP, unsupported
from .emitter import Reg
from .indexing import CV, U64, VectorCode


class WideTypes(VectorCode):
    def complex_op(self, ins: Instruction, vals: list[Any], in_t: str, out_t: str) -> Any:
        """complex64 arithmetic from f32 operations."""
        op = ins.opcode
        f = "f32"
        if op == "complex":
            return CV(vals[0], vals[1])
        if op in ("real", "imag"):
            v = vals[0]
            if not isinstance(v, CV):
                return v if op == "real" else self.const(0.0, out_t)
            return v.re if op == "real" else v.im
        if op == "convert":
            v = vals[0]
            if out_t == "c64":
                if in_t == "c64":
                    return v
                return CV(v if in_t == f else self._cvt(v, in_t, f), self.const(0.0, f))
            re = v.re
            return re if out_t == f else self._cvt(re, f, out_t)
        z = [self.as_complex(v) for v in vals]
        if op in ("add", "subtract"):
            name = BINARY[op]
            return CV(self.op(name, f, z[0].re, z[1].re), self.op(name, f, z[0].im, z[1].im))
        if op == "multiply":
            a, b = z
            re = self.op("vsub", f, self.op("vmul", f, a.re, b.re), self.op("vmul", f, a.im, b.im))
            im = self.op("vadd", f, self.op("vmul", f, a.re, b.im), self.op("vmul", f, a.im, b.re))
            return CV(re, im)
        if op == "negate":
            return CV(self.op("vneg", f, z[0].re), self.op("vneg", f, z[0].im))
        if op == "abs":
            return self._cabs(z[0])
        if op == "exponential":
            e = self.op("vexp", f, z[0].re)
            return CV(self.op("vmul", f, e, self.op("vcos", f, z[0].im)),
                      self.op("vmul", f, e, self.op("vsin", f, z[0].im)))
        if op == "log":
            return CV(self.op("vlog", f, self._cabs(z[0])), self.op("vatan2", f, z[0].im, z[0].re))
        if op == "compare" and str(ins.attrs["direction"]) in ("EQ", "NE"):
            cond = CMP[str(ins.attrs["direction"])]
            same_re = self.cmp(cond, f, z[0].re, z[1].re)
            same_im = self.cmp(cond, f, z[0].im, z[1].im)
            return self.op("vand" if cond == "eq" else "vor", "pred", same_re, same_im)
        raise unsupported(f"'{op}' on c64", ins)

    def int64_op(self, ins: Instruction, vals: list[Any], in_t: str, out_t: str) -> Any:
        """u64/s64 arithmetic on (low, high) u32 pairs: carries, a 32x32->64 multiply from 16-bit
        halves, shifts across the halves."""
        op = ins.opcode
        u = "u32"
        c = lambda v: self.const(v, u)  # noqa: E731
        if op == "convert":
            v = vals[0]
            if in_t in ("u64", "s64") and out_t in ("u64", "s64"):
                return v
            if in_t in ("u64", "s64"):
                if out_t in ("u32", "s32"):
                    return v.lo
                if out_t in ("u16", "s16", "u8", "s8", "pred"):
                    return self._cvt(v.lo, "u32", out_t)
                raise unsupported(f"convert {in_t} -> {out_t}", ins)
            if in_t in ("f32", "bf16", "f16") or in_t not in ("u32", "s32", "u16", "s16", "u8", "s8", "pred"):
                raise unsupported(f"convert {in_t} -> {out_t}", ins)
            lo = v if in_t in ("u32", "s32") else self._cvt(v, in_t, "s32")
            signed = in_t in ("s32", "s16", "s8")
            hi = self.op("vsra", "s32", lo, self.const(31, "s32")) if signed else c(0)
            return U64(lo, hi)
        a = vals[0]
        if op in ("and", "or", "xor"):
            name = BINARY[op]
            return U64(self.op(name, u, a.lo, vals[1].lo), self.op(name, u, a.hi, vals[1].hi))
        if op == "not":
            return U64(self.op("vnot", u, a.lo), self.op("vnot", u, a.hi))
        if op == "add":
            b = vals[1]
            lo = self.op("vadd", u, a.lo, b.lo)
            carry = self.cmp("lt", u, lo, a.lo)
            return U64(lo, self.op("vadd", u, self.op("vadd", u, a.hi, b.hi), carry))
        if op == "subtract":
            b = vals[1]
            borrow = self.cmp("lt", u, a.lo, b.lo)
            return U64(self.op("vsub", u, a.lo, b.lo), self.op("vsub", u, self.op("vsub", u, a.hi, b.hi), borrow))
        if op == "multiply":
            b = vals[1]
            lo, hi = self._mul32x32(a.lo, b.lo)
            cross = self.op("vadd", u, self.op("vmul", u, a.hi, b.lo), self.op("vmul", u, a.lo, b.hi))
            return U64(lo, self.op("vadd", u, hi, cross))
        if op in ("shift-left", "shift-right-logical", "shift-right-arithmetic"):
            return self._shift64(op, a, vals[1], out_t == "s64")
        if op in ("divide", "remainder"):
            q, r = self._divmod64(a, vals[1], out_t == "s64")
            return q if op == "divide" else r
        if op == "negate":
            return self._neg64(a)
        if op == "compare":
            b = vals[1]
            direction = str(ins.attrs["direction"])
            hi_t = "s32" if in_t == "s64" else u
            eq = self.op("vand", "pred", self.cmp("eq", u, a.lo, b.lo), self.cmp("eq", u, a.hi, b.hi))
            if direction in ("EQ", "NE"):
                return eq if direction == "EQ" else self.op("vnot", "pred", eq)
            x, y = (a, b) if direction in ("LT", "LE") else (b, a)
            lt = self.op("vor", "pred", self.cmp("lt", hi_t, x.hi, y.hi),
                         self.op("vand", "pred", self.cmp("eq", u, x.hi, y.hi), self.cmp("lt", u, x.lo, y.lo)))
            return lt if direction in ("LT", "GT") else self.op("vor", "pred", lt, eq)
        raise unsupported(f"'{op}' on {out_t if out_t in ('u64', 's64') else in_t}", ins)

    def _neg64(self, a: U64) -> U64:
        u = "u32"
        lo = self.op("vadd", u, self.op("vnot", u, a.lo), self.const(1, u))
        carry = self.cmp("eq", u, lo, self.const(0, u))
        return U64(lo, self.op("vadd", u, self.op("vnot", u, a.hi), carry))

    def _divmod64(self, n: U64, d: U64, signed: bool) -> tuple[U64, U64]:
        """Restoring long division, one quotient bit per device-loop step; XLA's rules for
        division by zero (quotient -1, remainder the dividend) and signs (truncation toward zero,
        the remainder takes the dividend's sign; INT64_MIN / -1 wraps to INT64_MIN)."""
        u = "u32"
        zero = self.const(0, u)
        n_neg = d_neg = None
        if signed:
            n_neg = self.cmp("lt", "s32", n.hi, self.const(0, "s32"))
            d_neg = self.cmp("lt", "s32", d.hi, self.const(0, "s32"))
            n = self.select(n_neg, self._neg64(n), n)
            d = self.select(d_neg, self._neg64(d), d)
        q = self.fresh_copy(U64(zero, zero))
        r = self.fresh_copy(U64(zero, zero))
        one = self.const(1, u)

        def step(counter: Reg) -> None:
            bit_index = self.em.s()
            self.em("li", bit_index, 63)
            self.em("sub", bit_index, bit_index, counter)
            vb = self.em.v()
            self.em("vbc", vb, bit_index)
            amount = U64(vb, zero)
            bit = self.op("vand", u, self._shift64("shift-right-logical", n, amount, False).lo, one)
            shifted = U64(self.op("vor", u, self.op("vshl", u, r.lo, one), bit),
                          self.op("vor", u, self.op("vshl", u, r.hi, one),
                                  self.op("vshr", u, r.lo, self.const(31, u))))
            ge = self.op("vor", "pred", self.cmp("gt", u, shifted.hi, d.hi),
                         self.op("vand", "pred", self.cmp("eq", u, shifted.hi, d.hi),
                                 self.cmp("ge", u, shifted.lo, d.lo)))
            lo = self.op("vsub", u, shifted.lo, d.lo)
            borrow = self.cmp("lt", u, shifted.lo, d.lo)
            diff = U64(lo, self.op("vsub", u, self.op("vsub", u, shifted.hi, d.hi), borrow))
            self.assign(r, self.select(ge, diff, shifted))
            qbit = self._shift64("shift-left", U64(self.op("vand", u, ge, one), zero), amount, False)
            self.assign(q, U64(self.op("vor", u, q.lo, qbit.lo), self.op("vor", u, q.hi, qbit.hi)))

        self.loop(64, step)
        qv: U64 = q
        rv: U64 = r
        if signed:
            assert n_neg is not None and d_neg is not None
            qv = self.select(self.op("vxor", "pred", n_neg, d_neg), self._neg64(qv), qv)
            rv = self.select(n_neg, self._neg64(rv), rv)
        by_zero = self.op("vand", "pred", self.cmp("eq", u, d.lo, zero), self.cmp("eq", u, d.hi, zero))
        ones = self.const(0xFFFFFFFF, u)
        orig_n = n if n_neg is None else self.select(n_neg, self._neg64(n), n)
        qv = self.select(by_zero, U64(ones, ones), qv)
        rv = self.select(by_zero, orig_n, rv)
        return qv, rv

    def _mul32x32(self, a: Reg, b: Reg) -> tuple[Reg, Reg]:
        """The full 64-bit product of two u32 lanes, from 16-bit halves."""
        u = "u32"
        m16, s16 = self.const(0xFFFF, u), self.const(16, u)
        a0, a1 = self.op("vand", u, a, m16), self.op("vshr", u, a, s16)
        b0, b1 = self.op("vand", u, b, m16), self.op("vshr", u, b, s16)
        p00, p01 = self.op("vmul", u, a0, b0), self.op("vmul", u, a0, b1)
        p10, p11 = self.op("vmul", u, a1, b0), self.op("vmul", u, a1, b1)
        mid = self.op("vadd", u, p01, p10)
        carry_mid = self.cmp("lt", u, mid, p01)
        lo = self.op("vadd", u, p00, self.op("vshl", u, mid, s16))
        carry_lo = self.cmp("lt", u, lo, p00)
        hi = self.op("vadd", u, p11, self.op("vshr", u, mid, s16))
        hi = self.op("vadd", u, hi, self.op("vshl", u, carry_mid, s16))
        return lo, self.op("vadd", u, hi, carry_lo)

    def _shift64(self, op: str, a: U64, amount: U64, signed: bool) -> U64:
        u = "u32"
        s = amount.lo
        big = self.op("vor", "pred", self.cmp("ge", u, s, self.const(64, u)),
                      self.cmp("ne", u, amount.hi, self.const(0, u)))
        ge32 = self.cmp("ge", u, s, self.const(32, u))
        s_lo = self.op("vsub", u, self.const(32, u), s)  # 32 - s (s < 32: 1..32; shifts of 32 give 0)
        s_hi = self.op("vsub", u, s, self.const(32, u))  # s - 32
        if op == "shift-left":
            small = U64(self.op("vshl", u, a.lo, s),
                        self.op("vor", u, self.op("vshl", u, a.hi, s), self.op("vshr", u, a.lo, s_lo)))
            large = U64(self.const(0, u), self.op("vshl", u, a.lo, s_hi))
            zero = U64(self.const(0, u), self.const(0, u))
        else:
            arith = op == "shift-right-arithmetic"  # on u64 too: the sign bit of the bits
            hi_shift = (lambda x, k: self.op("vsra", "s32", x, k)) if arith else \
                (lambda x, k: self.op("vshr", u, x, k))
            small = U64(self.op("vor", u, self.op("vshr", u, a.lo, s), self.op("vshl", u, a.hi, s_lo)),
                        hi_shift(a.hi, s))
            fill = self.op("vsra", "s32", a.hi, self.const(31, "s32")) if arith else self.const(0, u)
            large = U64(hi_shift(a.hi, s_hi), fill)
            zero = U64(fill, fill)
        pick = self.select(ge32, large, small)
        return self.select(big, zero, pick)

    def _cabs(self, z: CV) -> Reg:
        """|z| = m * sqrt((re/m)^2 + (im/m)^2), m = max(|re|, |im|), without overflow."""
        f = "f32"
        ar, ai = self.op("vabs", f, z.re), self.op("vabs", f, z.im)
        m = self.op("vmax", f, ar, ai)
        safe = self.select(self.cmp("eq", f, m, self.const(0.0, f)), self.const(1.0, f), m)
        x, y = self.op("vdiv", f, ar, safe), self.op("vdiv", f, ai, safe)
        r = self.op("vmul", f, m, self.op("vsqrt", f, self.op("vadd", f, self.op("vmul", f, x, x),
                                                              self.op("vmul", f, y, y))))
        inf = self.const(np.inf, f)
        is_inf = self.op("vor", "pred", self.cmp("eq", f, ar, inf), self.cmp("eq", f, ai, inf))
        return self.select(is_inf, inf, r)
