"""expm1(x) from exp and log for real floats, for targets without an expm1 of their own (xacc
selects this pass; the LLVM targets call libm's expm1): with u = exp(x), (u - 1) * x / log(u),
which corrects the rounding of u (Kahan's formula); -1 where u - 1 == -1, inf for u = inf, and
x itself where u - 1 == 0 (tiny x). Floats narrower than f32 are computed in f32 and rounded
once. Complex expm1 is left alone.

    ROOT e = f32[4] exponential-minus-one(x)

becomes (constants as broadcasts of a scalar: one = 1, minus_one = -1, zero = 0, inf = inf)

    u = f32[4] exponential(x)
    um1 = f32[4] subtract(u, one)
    log = f32[4] log(u)
    divide = f32[4] divide(x, log)
    r = f32[4] multiply(um1, divide)
    saturated = pred[4] compare(um1, minus_one), direction=EQ
    r.1 = f32[4] select(saturated, um1, r)
    infinite = pred[4] compare(u, inf), direction=EQ
    r.2 = f32[4] select(infinite, u, r.1)
    tiny = pred[4] compare(um1, zero), direction=EQ
    ROOT r.3 = f32[4] select(tiny, x, r.2)
"""

from __future__ import annotations

import math

from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, compute_type, dtype_of


class DecomposeExponentialMinusOne(Decomposition):
    name = "decompose-exponential-minus-one"
    opcode = "exponential-minus-one"

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        (x,) = instr.operands
        dtype = dtype_of(x)
        if not dtype.is_float:
            return None
        wide = compute_type(dtype)
        if wide != dtype:
            x = b.op("convert", x, dtype=wide)
        u = b.op("exponential", x)
        um1 = b.op("subtract", u, b.constant(1.0, wide))
        r = b.op("multiply", um1, b.op("divide", x, b.op("log", u)))
        r = b.op("select", b.op("compare", um1, b.constant(-1.0, wide), direction="EQ"), um1, r)
        r = b.op("select", b.op("compare", u, b.constant(math.inf, wide), direction="EQ"), u, r)
        r = b.op("select", b.op("compare", um1, b.constant(0.0, wide), direction="EQ"), x, r)
        return r if wide == dtype else b.op("convert", r, dtype=dtype)
