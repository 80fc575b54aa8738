"""The elemental emitter: the value of one output element of an elementwise op, from the values
of its operands' elements, with XLA's semantics for every dtype. Shared by cpu and nvptx;
targets override the math hooks (``exp``, ``log``, ``tanh``...) the way XLA's
GpuElementalIrEmitter overrides EmitTanh.

    value = elemental.emit_op(b, "add", [F32, F32], F32, [x, y], attrs)
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir

from ...errors import XlacError
from ...hlo.dtypes import DType
from .types import F32, F64, value_type


class ElementalEmitter:
    """Scalar semantics of every elementwise HLO op; subclass per target for math routines."""

    def __init__(self, llmodule: ir.Module):
        self.llmodule = llmodule
        self.ctx = None

    def bind(self, ctx: Any) -> None:
        """Called once the emit context exists (for emitters that need temp space)."""
        self.ctx = ctx

    def emit_op(self, b: ir.IRBuilder, opcode: str, in_dtypes: list[DType], out_dtype: DType,
                args: list[ir.Value], attrs: dict) -> ir.Value:
        method = getattr(self, "op_" + opcode.replace("-", "_"), None)
        if method is None:
            raise XlacError(f"the compiled targets cannot compile '{opcode}' yet")
        return method(b, in_dtypes, out_dtype, args, attrs)

    # ---- math hooks: CPU calls libm; other targets override --------------------------------
    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        ty = args[0].type
        suffix = "f" if ty == F32 else ""
        fname = name + suffix
        fn = self.llmodule.globals.get(fname)
        if fn is None:
            fn = ir.Function(self.llmodule, ir.FunctionType(ty, [a.type for a in args]), fname)
        return b.call(fn, args)

    # ---- a first handful of ops; the rest follow the same shape ------------------------------
    def op_add(self, b, ins, out, args, attrs):
        x, y = args
        return b.fadd(x, y) if out.is_float else b.add(x, y)

    def op_subtract(self, b, ins, out, args, attrs):
        x, y = args
        return b.fsub(x, y) if out.is_float else b.sub(x, y)

    def op_multiply(self, b, ins, out, args, attrs):
        x, y = args
        return b.fmul(x, y) if out.is_float else b.mul(x, y)

    def op_negate(self, b, ins, out, args, attrs):
        (x,) = args
        return b.fneg(x) if out.is_float else b.neg(x)


def float_type(dt: DType) -> ir.Type:
    return F64 if dt.name == "f64" else F32 if dt.is_float else value_type(dt)
