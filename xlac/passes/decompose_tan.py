"""tan(x) = sin(x) / cos(x) for real floats, for targets without a tangent of their own (xacc
selects this pass; the LLVM targets call libm's tan). Floats narrower than f32 are computed in
f32 and rounded once. Complex tan is left alone.

    ROOT t = f32[4] tan(x)

becomes

    sine = f32[4] sine(x)
    cosine = f32[4] cosine(x)
    ROOT divide = f32[4] divide(sine, cosine)
"""

from __future__ import annotations

from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, compute_type, dtype_of


class DecomposeTan(Decomposition):
    name = "decompose-tan"
    opcode = "tan"

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        (x,) = instr.operands
        dtype = dtype_of(x)
        if not dtype.is_float:
            return None
        wide = compute_type(dtype)
        if wide != dtype:
            x = b.op("convert", x, dtype=wide)
        r = b.op("divide", b.op("sine", x), b.op("cosine", x))
        return r if wide == dtype else b.op("convert", r, dtype=dtype)
