"""A TOTALORDER compare of floats as a signed integer compare of keys: the float's bits, with the
magnitude bits flipped where the sign bit is set, order -NaN < -inf < ... < -0 < +0 < ... <
inf < +NaN. Floats narrower than f32 are compared as the f32 values the code generators hold
(the same order). For targets without such a compare of their own (xacc selects this pass).

    ROOT c = pred[4] compare(x, y), direction=LT, type=TOTALORDER

becomes (constants as broadcasts of a scalar: c31 = 31, magnitude = 0x7fffffff)

    bits = s32[4] bitcast-convert(x)
    sign = s32[4] shift-right-arithmetic(bits, c31)
    flip = s32[4] and(sign, magnitude)
    kx = s32[4] xor(bits, flip)
    ... ky from y alike ...
    ROOT c = pred[4] compare(kx, ky), direction=LT, type=SIGNED
"""

from __future__ import annotations

from xlac.hlo.dtypes import S32, S64
from xlac.hlo.ir import Instruction
from xlac.passes.rewrite import Decomposition, OpBuilder, compute_type, dtype_of


class DecomposeTotalOrderCompare(Decomposition):
    name = "decompose-total-order-compare"
    opcode = "compare"

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        kind = instr.attrs.get("type")
        dtype = dtype_of(instr.operands[0])
        if kind is None or str(kind) != "TOTALORDER" or not dtype.is_float:
            return None
        wide = compute_type(dtype)
        key_type = S64 if wide.bits == 64 else S32

        def key(x: Instruction) -> Instruction:
            if wide != dtype:
                x = b.op("convert", x, dtype=wide)
            bits = b.op("bitcast-convert", x, dtype=key_type)
            sign = b.op("shift-right-arithmetic", bits, b.constant(key_type.bits - 1, key_type))
            flip = b.op("and", sign, b.constant((1 << (key_type.bits - 1)) - 1, key_type))
            return b.op("xor", bits, flip)

        x, y = instr.operands
        return b.op("compare", key(x), key(y), direction=str(instr.attrs["direction"]), type="SIGNED")
