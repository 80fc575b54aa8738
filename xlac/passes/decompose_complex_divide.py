"""Complex division as real arithmetic, XLA's formula (the one the LLVM emitters and the
interpreter compute): Smith's algorithm, then, where both parts come out NaN, C99's fix-ups for a
zero divisor, an infinite dividend over a finite divisor and a finite dividend over an infinite
divisor. For targets whose complex numbers are pairs of registers (xacc selects this pass). The
parts share their quotients, so the arithmetic is one loop fusion: no intermediate goes to memory.

    ROOT q = c64[4] divide(a, b)

becomes ``ROOT fusion = c64[4] fusion(a, b), kind=kLoop`` calling (abbreviated: every step is
one f32[4] instruction)

    ar = f32[4] real(a)   ai = f32[4] imag(a)   br = f32[4] real(b)   bi = f32[4] imag(b)
    rb_ib = br / bi       ib_rb = bi / br
    small = |br| < |bi|
    cr = select(small, (rb_ib * ar + ai) / (bi + rb_ib * br), (ib_rb * ai + ar) / (br + ib_rb * bi))
    ci = select(small, (rb_ib * ai - ar) / (bi + rb_ib * br), (ai - ib_rb * ar) / (br + ib_rb * bi))
    ... the fix-ups where cr and ci are both NaN ...
    ROOT q = c64[4] complex(cr, ci)
"""

from __future__ import annotations

import math
from typing import Any

from xlac.hlo.dtypes import U32, U64, complex_component
from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, dtype_of


class DecomposeComplexDivide(Decomposition):
    name = "decompose-complex-divide"
    opcode = "divide"
    fused = True

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        a, d = instr.operands
        dtype = dtype_of(a)
        if not dtype.is_complex:
            return None
        f = complex_component(dtype)
        bits = U64 if f.bits == 64 else U32

        def op(opcode: str, *args: Instruction, **attrs: Any) -> Instruction:
            return b.op(opcode, *args, **attrs)

        def k(v: float) -> Instruction:
            return b.constant(v, f)

        def cmp(direction: str, x: Instruction, y: Instruction) -> Instruction:
            return op("compare", x, y, direction=direction)

        def copysign(mag: Instruction, sign: Instruction) -> Instruction:
            top = 1 << (bits.bits - 1)
            m = op("and", b.op("bitcast-convert", mag, dtype=bits), b.constant(top - 1, bits))
            s = op("and", b.op("bitcast-convert", sign, dtype=bits), b.constant(top, bits))
            return b.op("bitcast-convert", op("or", m, s), dtype=f)

        def finite(x: Instruction, y: Instruction) -> Instruction:
            inf = k(math.inf)
            return op("and", cmp("LT", op("abs", x), inf), cmp("LT", op("abs", y), inf))

        ar, ai, br, bi = op("real", a), op("imag", a), op("real", d), op("imag", d)
        rb_ib, ib_rb = op("divide", br, bi), op("divide", bi, br)
        den1 = op("add", bi, op("multiply", rb_ib, br))
        den2 = op("add", br, op("multiply", ib_rb, bi))
        abs_ar, abs_ai, abs_br, abs_bi = op("abs", ar), op("abs", ai), op("abs", br), op("abs", bi)
        small_r = cmp("LT", abs_br, abs_bi)
        cr = op("select", small_r, op("divide", op("add", op("multiply", rb_ib, ar), ai), den1),
                op("divide", op("add", op("multiply", ib_rb, ai), ar), den2))
        ci = op("select", small_r, op("divide", op("subtract", op("multiply", rb_ib, ai), ar), den1),
                op("divide", op("subtract", ai, op("multiply", ib_rb, ar)), den2))
        zero, one, inf = k(0.0), k(1.0), k(math.inf)

        def is_nan(v: Instruction) -> Instruction:
            return cmp("NE", v, v)

        def unit(cond: Instruction, v: Instruction) -> Instruction:
            return copysign(op("select", cond, one, zero), v)

        # a zero divisor (unless the dividend is nan+nanj): copysign(inf, b.re) * a
        zero_den = op("and", op("and", cmp("EQ", abs_br, zero), cmp("EQ", abs_bi, zero)),
                      op("not", op("and", is_nan(ar), is_nan(ai))))
        s = copysign(inf, br)
        zr, zi = op("multiply", s, ar), op("multiply", s, ai)
        # an infinite dividend over a finite divisor
        a_inf_r, a_inf_i = cmp("EQ", abs_ar, inf), cmp("EQ", abs_ai, inf)
        inf_num = op("and", op("or", a_inf_r, a_inf_i), finite(br, bi))
        sr, si = unit(a_inf_r, ar), unit(a_inf_i, ai)
        nr = op("multiply", inf, op("add", op("multiply", sr, br), op("multiply", si, bi)))
        ni = op("multiply", inf, op("subtract", op("multiply", si, br), op("multiply", sr, bi)))
        # a finite dividend over an infinite divisor
        b_inf_r, b_inf_i = cmp("EQ", abs_br, inf), cmp("EQ", abs_bi, inf)
        inf_den = op("and", op("or", b_inf_r, b_inf_i), finite(ar, ai))
        tr, ti = unit(b_inf_r, br), unit(b_inf_i, bi)
        dr = op("multiply", zero, op("add", op("multiply", ar, tr), op("multiply", ai, ti)))
        di = op("multiply", zero, op("subtract", op("multiply", ai, tr), op("multiply", ar, ti)))
        fix_r = op("select", zero_den, zr, op("select", inf_num, nr, op("select", inf_den, dr, cr)))
        fix_i = op("select", zero_den, zi, op("select", inf_num, ni, op("select", inf_den, di, ci)))
        nan = op("and", is_nan(cr), is_nan(ci))
        return op("complex", op("select", nan, fix_r, cr), op("select", nan, fix_i, ci))
