"""Instruction selection: the value of an HLO instruction at ``lanes`` output positions at once.

``Elemental.gen(instr, idx)`` returns a vector register holding ``instr`` at the multi-indices
``idx`` describes (a tuple of registers for tuple-shaped instructions). Elementwise ops become the
instructions elemental.py's tables name (with wide.py's emulation for c64 and 64-bit integers);
data movement becomes index arithmetic on the lanes and a gather from the scratchpad, or a plain
contiguous load where the index is the output's own (movement.py); reductions, dots,
convolutions and windows become device loops around an accumulator (reductions.py,
contraction.py). A fused computation is generated the same way from its root, so loop fusion
costs nothing extra.

    g = Elemental(em, {param: Region(0, shape)})
    v = g.gen(root, Idx(g, shape.dims, lin=counter))
"""

from __future__ import annotations

from typing import Any

from xlac.hlo.ir import Instruction

from .contraction import Contraction
from .elemental import (
    BINARY,
    CMP,
    FLOAT_ONLY,
    FLOATS,
    INT_ONLY,
    LANE_OPS,
    UNARY,
    UNARY_BY_OPERAND,
    arr,
    check_bitcast_convert,
    isa_type,
    same_width_integers,
    unsupported,
)
from .emitter import Reg
from .indexing import Idx, Region
from .movement import DataMovement
from .reductions import Reductions
from .wide import WideTypes


class Elemental(WideTypes, DataMovement, Reductions, Contraction):
    """Generates vector code for one kernel; ``binding`` maps instructions to scratchpad regions."""

    def gen(self, ins: Instruction, idx: Idx) -> Any:
        key = (id(ins), id(idx))
        for scope in reversed(self.scopes):
            if key in scope:
                return scope[key]
        if ins in self.binding:
            bound = self.binding[ins]
            value = self.load(bound, idx) if isinstance(bound, Region) else tuple(self.load(r, idx) for r in bound)
        else:
            value = self._gen(ins, idx)
        self.scopes[-1][key] = value
        self.keep.append(idx)
        return value

    def _gen(self, ins: Instruction, idx: Idx) -> Any:
        op = ins.opcode
        handler = getattr(self, "_op_" + op.replace("-", "_"), None)
        if handler is not None:
            return handler(ins, idx)
        if op in LANE_OPS:
            vals = [self.gen(o, idx) for o in ins.operands]
            return self.elementwise(ins, vals)
        raise unsupported(f"'{op}'", ins)

    # ---- elementwise ops: the tables' instructions ----------------------------------------------
    def elementwise(self, ins: Instruction, vals: list[Any]) -> Any:
        op = ins.opcode
        out_t = isa_type(arr(ins.shape).dtype, ins)
        in_t = isa_type(arr(ins.operands[0].shape).dtype, ins) if ins.operands else out_t
        if op == "select":
            return self.select(vals[0], vals[1], vals[2])
        if "c64" in (in_t, out_t) or op in ("real", "imag", "complex"):
            return self.complex_op(ins, vals, in_t, out_t)
        if in_t in ("u64", "s64") or out_t in ("u64", "s64"):
            return self.int64_op(ins, vals, in_t, out_t)
        if op in BINARY:
            name = BINARY[op]
            self._check(name, out_t, ins)
            return self.op(name, out_t, vals[0], vals[1])
        if op in UNARY:
            name = UNARY[op]
            self._check(name, out_t, ins)
            return self.op(name, out_t, vals[0])
        if op in UNARY_BY_OPERAND:
            return self.op(UNARY_BY_OPERAND[op], in_t, vals[0])
        if op == "compare":  # TOTALORDER compares of floats: decompose-total-order-compare
            return self.cmp(CMP[str(ins.attrs["direction"])], in_t, vals[0], vals[1])
        if op == "select":
            return self.select(vals[0], vals[1], vals[2])
        if op == "clamp":
            lo, x, hi = vals
            return self.op("vmin", out_t, self.op("vmax", out_t, x, lo), hi)
        if op == "convert":
            if in_t == out_t:
                return vals[0]
            d = self.em.v()
            self.em("vcvt", d, vals[0], in_t, t=out_t)
            return d
        if op == "bitcast-convert":
            check_bitcast_convert(ins)
            if in_t == out_t:
                return vals[0]
            if arr(ins.shape).dtype.itemsize == 4 and arr(ins.operands[0].shape).dtype.itemsize == 4 and \
                    arr(ins.shape).dims == arr(ins.operands[0].shape).dims:
                return vals[0]  # lanes hold the raw 32 bits
            if same_width_integers(ins):
                return self._cvt(vals[0], in_t, out_t)
            raise unsupported(f"bitcast-convert {in_t} -> {out_t}", ins)
        raise unsupported(f"'{op}'", ins)

    def _check(self, name: str, t: str, ins: Instruction) -> None:
        if name in FLOAT_ONLY and t not in FLOATS:
            raise unsupported(f"'{ins.opcode}' on {t}", ins)
        if name in INT_ONLY and t in FLOATS:
            raise unsupported(f"'{ins.opcode}' on {t}", ins)

    def _total_order_key(self, x: Reg) -> Reg:
        sign = self.op("vsra", "s32", x, self.const(31, "s32"))
        mag = self.op("vand", "s32", sign, self.const(0x7FFFFFFF, "s32"))
        return self.op("vxor", "s32", x, mag)

    def _op_reduce_precision(self, ins, idx):
        """XLA's bit-level rounding to ``mantissa_bits``/``exponent_bits`` on f32 lanes (integer ops
        on the raw bits: round to nearest even, overflow to inf, underflow to zero). bf16 lanes hold
        their value as f32 with 16 zero low bits, so the same bit operations give XLA's bf16 result;
        f16 would need its own exponent and subnormal handling."""
        if isa_type(arr(ins.shape).dtype, ins) not in ("f32", "bf16"):
            raise unsupported(f"reduce-precision on {arr(ins.shape).dtype.name}", ins)
        x = self.gen(ins.operands[0], idx)
        mbits, ebits = ins.attrs["mantissa_bits"], ins.attrs["exponent_bits"]
        c = lambda v: self.const(v, "u32")  # noqa: E731
        bits = x
        if mbits < 23:
            shift = 23 - mbits
            lmask = 1 << shift
            last = self.op("vshr", "u32", self.op("vand", "u32", bits, c(lmask)), c(shift))
            bias = self.op("vadd", "u32", last, c((lmask >> 1) - 1))
            bits = self.op("vand", "u32", self.op("vadd", "u32", bits, bias), c(~(lmask - 1) & 0xFFFFFFFF))
        if ebits < 8:
            reduced_bias = (1 << (ebits - 1)) - 1
            exp = self.op("vand", "u32", bits, c(0x7F800000))
            over = self.cmp("gt", "u32", exp, c((127 + reduced_bias) << 23))
            under = self.cmp("le", "u32", exp, c((127 - reduced_bias) << 23))
            zero = self.op("vand", "u32", bits, c(0x80000000))
            inf = self.op("vor", "u32", zero, c(0x7F800000))
            bits = self.select(over, inf, self.select(under, zero, bits))
        # NaN stays the input NaN, also with no mantissa bits left (XLA's emitter selects x back:
        # the rounding alone would carry a NaN's mantissa into the exponent and give -0 or inf)
        return self.select(self.cmp("ne", "f32", x, x), x, bits)
