"""log1p(x) from log for real floats, for targets without a log1p of their own (xacc selects
this pass; the LLVM targets call libm's log1p): with u = 1 + x, log(u) * x / (u - 1), which
corrects the rounding of u (Goldberg's formula); x itself where u - 1 == 0 (tiny x) and for
x = inf. Floats narrower than f32 are computed in f32 and rounded once. Complex log1p is left alone.

    ROOT l = f32[4] log-plus-one(x)

becomes (constants as broadcasts of a scalar: one = 1, zero = 0, inf = inf)

    u = f32[4] add(x, one)
    um1 = f32[4] subtract(u, one)
    log = f32[4] log(u)
    divide = f32[4] divide(x, um1)
    r = f32[4] multiply(log, divide)
    tiny = pred[4] compare(um1, zero), direction=EQ
    r.1 = f32[4] select(tiny, x, r)
    infinite = pred[4] compare(x, inf), direction=EQ
    ROOT r.2 = f32[4] select(infinite, x, r.1)
"""

from __future__ import annotations

import math

from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, compute_type, dtype_of


class DecomposeLogPlusOne(Decomposition):
    name = "decompose-log-plus-one"
    opcode = "log-plus-one"

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        (x,) = instr.operands
        dtype = dtype_of(x)
        if not dtype.is_float:
            return None
        wide = compute_type(dtype)
        if wide != dtype:
            x = b.op("convert", x, dtype=wide)
        one = b.constant(1.0, wide)
        u = b.op("add", x, one)
        um1 = b.op("subtract", u, one)
        r = b.op("multiply", b.op("log", u), b.op("divide", x, um1))
        r = b.op("select", b.op("compare", um1, b.constant(0.0, wide), direction="EQ"), x, r)
        r = b.op("select", b.op("compare", x, b.constant(math.inf, wide), direction="EQ"), x, r)
        return r if wide == dtype else b.op("convert", r, dtype=dtype)
