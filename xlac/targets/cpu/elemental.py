"""CPU hooks for the shared elemental emitter: math routines come from the C library, and on
x86 (HardwareFlushElementalEmitter, X86FlushToZero) subnormals flush in hardware.

The shared emitter already calls libm by its C names (``expf``, ``log1p``, ``atan2f``...) through
``math_call``, declared ``nounwind readnone`` as if compiled with -fno-math-errno; every CPU
triple's C runtime provides them, so the object files need nothing beyond libm at link time,
and the host JIT resolves them from the process's libm. Targets without a libm (nvptx: libdevice's
``__nv_expf``...) override ``math_call``; everything else in the emitter is target-neutral.
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm import vmath
from xlac.codegen.llvm.elemental import ElementalEmitter
from xlac.hlo import opcodes

# The C99 functions the shared emitter may call (f32 variants get an "f" suffix): those the op
# table's rows name (``libm``), nothing else.
LIBM_FUNCTIONS = frozenset(op.libm for op in opcodes.OPS.values() if op.libm is not None)


class CpuElementalEmitter(ElementalEmitter):
    """libm provides exp/log/sin...; nothing else differs from the shared emitter."""

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """A libm call; refuses names outside C99 so no CPU object needs a newer libm."""
        if name not in LIBM_FUNCTIONS:
            raise ValueError(f"'{name}' is not a C99 libm function the cpu target may call")
        return super().math_call(b, name, args)


class X86FlushToZero:
    """The FP environment XLA:CPU runs in on x86: MXCSR's FTZ (bit 15) and DAZ (bit 6) set, so
    subnormals flush in hardware and the elemental emitter need not flush them explicitly
    (much smaller IR: faster compiles and loops). The entry wrapper and every parallel task
    set it on entry and restore the caller's on exit."""

    BITS = 0x8040

    def _intrinsic(self, llmodule: ir.Module, name: str) -> ir.Function:
        fn = llmodule.globals.get(name)
        if fn is None:
            fn = ir.Function(llmodule, ir.FunctionType(ir.VoidType(), [ir.PointerType()]), name)
        return fn

    def _slot(self, b: ir.IRBuilder) -> ir.Value:
        slot = b.alloca(ir.IntType(32), name="mxcsr")
        slot.type = ir.PointerType()
        return slot

    def enter(self, llmodule: ir.Module, b: ir.IRBuilder) -> ir.Value:
        slot = self._slot(b)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.stmxcsr"), [slot])
        old = b.load(slot, typ=ir.IntType(32))
        b.store(b.or_(old, ir.IntType(32)(self.BITS)), slot)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.ldmxcsr"), [slot])
        return old

    def leave(self, llmodule: ir.Module, b: ir.IRBuilder, saved: ir.Value) -> None:
        slot = self._slot(b)
        b.store(saved, slot)
        b.call(self._intrinsic(llmodule, "llvm.x86.sse.ldmxcsr"), [slot])


class HardwareFlushElementalEmitter(CpuElementalEmitter):
    """For code running under X86FlushToZero: arithmetic, sqrt and max/min (``llvm.maximum``,
    which x86 lowers to instructions that honour DAZ) flush in hardware, so the shared
    emitter's explicit flushes around them are left out. They stay where the hardware does
    not flush: around libm calls (C code that builds results from bits) and fmod. f32 exp,
    tanh, erf and expm1 are computed inline, vectorizable."""

    hardware_flush = True

    def _fp_binary(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, fn) -> ir.Value:
        if fn in (b.fadd, b.fsub, b.fmul, b.fdiv):
            return fn(x, y)
        return super()._fp_binary(b, x, y, fn)

    def _fp_unary(self, b: ir.IRBuilder, x: ir.Value, fn) -> ir.Value:
        return fn(x)  # sqrt and arithmetic flush in hardware; libm calls flush in math_call

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """f32 exp inline (vmath.py: loops calling it vectorize, as XLA's do), and erf, tanh
        and expm1 as every target has them (``xla_math``); other functions from libm, with
        explicit flushing around the call."""
        if args[0].type == ir.FloatType() and name == "exp":
            return vmath.exp_f32(b, args[0])
        own = self.xla_math(b, name, args)  # f32 erf, tanh, expm1: XLA's own code, no libm call
        if own is not None:
            return own
        return self.ftz(b, super().math_call(b, name, [self.ftz(b, a) for a in args]))

    def op_maximum(self, b: ir.IRBuilder, ins, out, args, attrs) -> ir.Value:
        if out.is_float:
            return self.intrinsic(b, "maximum", list(args))
        return super().op_maximum(b, ins, out, args, attrs)

    def op_minimum(self, b: ir.IRBuilder, ins, out, args, attrs) -> ir.Value:
        if out.is_float:
            return self.intrinsic(b, "minimum", list(args))
        return super().op_minimum(b, ins, out, args, attrs)
