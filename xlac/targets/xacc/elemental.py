"""xacc's op tables: which HLO ops the vector unit computes with which instruction, on which
element types (the code generator's math hooks, as ``cpu/elemental.py`` and ``nvptx/elemental.py``
name the math library). selection.py selects instructions from them; the other generators
(indexing.py, wide.py, movement.py, reductions.py, contraction.py) check types with ``isa_type``.
"""

from __future__ import annotations

from typing import Any, cast

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.dtypes import F32, S32
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape, Shape

from .isa import BY_NAME

SUPPORTED = {"f32": "f32", "bf16": "bf16", "f16": "f16", "s32": "s32", "u32": "u32", "s8": "s8", "u8": "u8",
             "s16": "s16", "u16": "u16", "pred": "pred", "f8e4m3fn": "f8e4m3fn", "f8e5m2": "f8e5m2",
             "c64": "c64", "u64": "u64", "s64": "s64", "s4": "s4", "u4": "u4"}  # two 32-bit registers (CV, U64), not ISA types
PAIRS = ("c64", "u64", "s64")
FLOATS = ("f32", "bf16", "f16", "f8e4m3fn", "f8e5m2")

# HLO op -> vector instruction. The special function unit computes C math functions, one
# instruction per function (vexp, vtanh, verf, vatan2...): an op whose row in the op table names a
# libm function the ISA has gets it with no entry here.
_SFU = {op: "v" + row.libm for op, row in opcodes.OPS.items() if row.libm is not None and "v" + row.libm in BY_NAME}
BINARY = {"add": "vadd", "subtract": "vsub", "multiply": "vmul", "divide": "vdiv", "remainder": "vrem",
          "maximum": "vmax", "minimum": "vmin", "and": "vand", "or": "vor", "xor": "vxor", "shift-left": "vshl",
          "shift-right-logical": "vshr", "shift-right-arithmetic": "vsra",
          **{op: name for op, name in _SFU.items() if opcodes.OPS[op].arity == 2}}
UNARY = {"negate": "vneg", "abs": "vabs", "sign": "vsign", "not": "vnot", "floor": "vfloor", "ceil": "vceil",
         "round-nearest-even": "vrne", "round-nearest-afz": "vrafz", "count-leading-zeros": "vclz",
         "popcnt": "vpopc", "rsqrt": "vrsqrt", **{op: name for op, name in _SFU.items() if opcodes.OPS[op].arity == 1}}
# Typed by the operand, not by the (pred) result.
UNARY_BY_OPERAND = {"is-finite": "visfin"}
# Instructions for floats only or integers only: those of ops whose row takes no integers (no
# floats), and vpow (HLO's power takes integers too, the instruction does not).
FLOAT_ONLY = {name for op, name in {**BINARY, **UNARY}.items() if not opcodes.OPS[op].types.accepts(S32)} | {"vpow"}
INT_ONLY = {name for op, name in {**BINARY, **UNARY}.items() if not opcodes.OPS[op].types.accepts(F32)}
ELEMENTWISE_OTHER = ("compare", "select", "clamp", "convert", "bitcast-convert", "real", "imag", "complex")
LANE_OPS = frozenset(BINARY) | frozenset(UNARY) | frozenset(UNARY_BY_OPERAND) | frozenset(ELEMENTWISE_OTHER)
CMP = {"EQ": "eq", "NE": "ne", "LT": "lt", "LE": "le", "GT": "gt", "GE": "ge"}


def arr(shape: Shape) -> ArrayShape:
    """``shape`` as an array shape (the caller has ruled tuples out)."""
    return cast(ArrayShape, shape)


def unsupported(what: str, instr: Instruction | None = None) -> XlacError:
    return XlacError(f"unsupported on xacc: {what}", instr.loc if instr is not None else None)


def isa_type(dtype: Any, instr: Instruction | None = None) -> str:
    t = SUPPORTED.get(dtype.name)
    if t is None:
        raise unsupported(f"dtype {dtype.name}" + (f" in '{instr.opcode}'" if instr is not None else ""), instr)
    return t


def same_width_integers(ins: Instruction) -> bool:
    """A bitcast-convert between integers of one width (u8 <-> s8...): two's complement makes it
    the wrapping convert, which the lanes do."""
    a, b = arr(ins.operands[0].shape).dtype, arr(ins.shape).dtype
    return a.is_integer and b.is_integer and a.bits == b.bits and a.bits <= 32


def check_bitcast_convert(ins: Instruction) -> None:
    """Refuse a bitcast-convert that changes the width of a sub-byte type (u8[2] -> s4[2,2]):
    xacc keeps s4/u4 one per byte, sign- or zero-extended, not packed two to a byte as XLA's
    bits are, so reading the same bytes as the other type would be wrong (or read past the
    operand's buffer and fault on the device)."""
    a, b = arr(ins.operands[0].shape).dtype, arr(ins.shape).dtype
    if a.bits >= 8 and b.bits >= 8:
        return
    isa_type(a, ins)
    isa_type(b, ins)
    if a.bits != b.bits:
        raise unsupported(f"bitcast-convert {a.name} -> {b.name} (sub-byte elements are stored one per byte, "
                          "not packed)", ins)
