"""logistic(x) as XLA's LogisticExpander writes it, 1 / (1 + exp(-x)), for real floats.
Floats narrower than f32 are computed in f32 and rounded once at the end, as the code generators
computed logistic itself (the cpu, nvptx and xacc targets select this pass). Complex logistic is
left alone: its formula flushes no subnormal between the steps, which no chain of HLO ops (each
flushing its result) reproduces bit for bit.

    ROOT l = bf16[4] logistic(x)

becomes

    convert = f32[4] convert(x)
    negate = f32[4] negate(convert)
    exponential = f32[4] exponential(negate)
    constant = f32[] constant(1)
    broadcast = f32[4] broadcast(constant), dimensions={}
    add = f32[4] add(broadcast, exponential)
    divide = f32[4] divide(broadcast, add)
    ROOT convert.1 = bf16[4] convert(divide)
"""

from __future__ import annotations

from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, compute_type, dtype_of


class DecomposeLogistic(Decomposition):
    name = "decompose-logistic"
    opcode = "logistic"

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        (x,) = instr.operands
        dtype = dtype_of(x)
        if not dtype.is_float:
            return None
        wide = compute_type(dtype)
        if wide != dtype:
            x = b.op("convert", x, dtype=wide)
        one = b.constant(1, wide)
        r = b.op("divide", one, b.op("add", one, b.op("exponential", b.op("negate", x))))
        return r if wide == dtype else b.op("convert", r, dtype=dtype)
