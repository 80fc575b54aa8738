"""The elemental emitter: the value of one output element of an elementwise op, from the values
of its operands' elements, with XLA's semantics for every dtype. Shared by cpu and nvptx;
targets override the math hooks (``math_call``) the way XLA's GpuElementalIrEmitter overrides
EmitTanh.

    value = elemental.emit_op(b, "add", [F32, F32], F32, [x, y], attrs)

Values are in compute form (types.value_type): pred is i1, f16/bf16/f8 are f32, complex is a
{float, float} / {double, double} struct, integers are iN. Rules every op follows, and why:

- **FTZ/DAZ.** XLA:CPU runs with flush-to-zero and denormals-are-zero set, so f32/f64
  arithmetic and comparisons see subnormal inputs as ±0 and flush subnormal results. We flush
  explicitly (``ftz``), which works on every target, not only where a control register exists.
  Bit-level ops (abs, negate, copy, real/imag, complex, bitcast, select) keep subnormals.
- **Narrow floats** are computed in f32 and rounded back to their type after every op (as
  XLA's float normalization does), so chains of ops fused into one loop give XLA's results.
- **Sub-byte integers** (s4, u4, s2...) are computed at their real width (i4...) so wrapping,
  shifts, division and saturation see the true range; results come back sign/zero-extended.
- **No poison.** Integer division and shifts are guarded so no input reaches LLVM UB.
- **Target neutrality.** Only intrinsics every backend lowers (fabs, copysign, floor, ceil,
  round, sqrt, ctpop, ctlz, fpto[su]i.sat) are used; llvm.maximum/minimum and roundeven
  would become C23 libcalls on some targets, so they are built from compares and arithmetic.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm import vmath
from xlac.codegen.llvm.complex_math import ComplexMath, Pair
from xlac.codegen.llvm.types import (
    F32,
    F64,
    I1,
    I8,
    is_small_float,
    storage_type,
    to_storage,
    to_value,
    value_type,
)
from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.dtypes import F32 as DT_F32
from xlac.hlo.dtypes import PRED as DT_PRED
from xlac.hlo.dtypes import U8 as DT_U8
from xlac.hlo.dtypes import DType, complex_component

B = ir.IRBuilder
DTypes = list[DType]  # operand dtypes
Values = list[ir.Value]  # operand values, compute form
Attrs = dict[str, Any]  # the instruction's attributes

# From the op table: results exactly representable in a narrow float operand type (no rounding
# back needed), and ops defined on real numbers only.
_EXACT_IN_TYPE = opcodes.names(lambda op: op.exact_in_type)
_REAL_ONLY = opcodes.names(lambda op: op.real_only)
# Elementwise ops computed by a C math function (the row's ``libm``): without an ``op_<name>``
# method of their own, ``libm_op`` emits the call.
_LIBM_OPS = {name: row for name, row in opcodes.OPS.items() if row.libm is not None and row.is_elementwise}

_TINY = {"float": 2.0 ** -126, "double": 2.0 ** -1022}
_MANTISSA = {"float": 23, "double": 52}


def _is_fp(ty: ir.Type) -> bool:
    return isinstance(ty, (ir.FloatType, ir.DoubleType, ir.HalfType))


def _mangle(ty: ir.Type) -> str:
    if isinstance(ty, ir.IntType):
        return f"i{ty.width}"
    return {"float": "f32", "double": "f64", "half": "f16"}[str(ty)]


def _int_of(ty: ir.Type) -> ir.IntType:
    """The integer type as wide as a float type."""
    return ir.IntType({"float": 32, "double": 64, "half": 16}[str(ty)])


class ElementalEmitter(ComplexMath):
    """Scalar semantics of every elementwise HLO op; subclass per target for math routines."""

    #: Flush subnormal f32/f64 inputs and results of arithmetic (XLA:CPU's FTZ/DAZ).
    flush_denormals: bool = True
    #: Do the machine's arithmetic instructions flush by themselves (x86 with MXCSR's FTZ/DAZ
    #: set)? Then kernels feeding values straight to fadd/fmul/fma need not flush them.
    hardware_flush: bool = False

    def __init__(self, llmodule: ir.Module):
        self.llmodule = llmodule
        self.ctx = None

    def bind(self, ctx: Any) -> None:
        """Called once the emit context exists (for emitters that need temp space)."""
        self.ctx = ctx

    # ---- dispatch --------------------------------------------------------------------------
    def emit_op(self, b: ir.IRBuilder, opcode: str, in_dtypes: list[DType], out_dtype: DType,
                args: list[ir.Value], attrs: dict) -> ir.Value:
        """One output element of ``opcode``: narrows sub-byte integers to their true width,
        runs ``op_<opcode>`` and brings the result back to compute form (rounded for narrow
        floats, extended for sub-byte integers)."""
        method = getattr(self, "op_" + opcode.replace("-", "_"), None)
        if method is None and opcode in _LIBM_OPS:
            method = functools.partial(self.libm_op, _LIBM_OPS[opcode])
        if method is None:
            raise XlacError(f"the compiled targets cannot compile '{opcode}' yet")
        if opcode in _REAL_ONLY and any(dt.is_complex for dt in in_dtypes):
            raise XlacError(f"'{opcode}' is not defined for complex operands")
        args = [self._narrow(b, a, dt) for a, dt in zip(args, in_dtypes)]
        result = method(b, list(in_dtypes), out_dtype, args, attrs or {})
        return self._finish(b, opcode, out_dtype, result)

    @classmethod
    def implements(cls, opcode: str) -> bool:
        """Whether ``emit_op`` emits ``opcode``: an ``op_<name>`` method, or the row's libm call."""
        return hasattr(cls, "op_" + opcode.replace("-", "_")) or opcode in _LIBM_OPS

    def libm_op(self, row: opcodes.OpInfo, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """An op of the table computed by a C function (``row.libm``: ``tan`` -> ``tanf``/``tan``),
        for every op without an ``op_<name>`` of its own: the call under DAZ/FTZ for floats; for
        complex operands the ComplexMath method ``c<libm>`` (``ctan``), where there is one."""
        name = row.libm
        assert name is not None
        if out.is_complex:
            fn = getattr(self, "c" + name, None)
            if fn is None:
                raise XlacError(f"'{row.name}' is not defined for complex operands")
            return self._complex_out(b, out, fn(b, *[self._parts(b, a) for a in args]))
        if len(args) == 1:
            r = self._fp_unary(b, args[0], lambda v: self.math_call(b, name, [v]))
        else:
            r = self._fp_binary(b, args[0], args[1], lambda p, q: self.math_call(b, name, [p, q]))
        if self.flush_denormals and out.name in row.keeps_subnormal:
            x = args[0]  # subnormal: given back as XLA:CPU does (atan2: when the other operand is 1)
            keep = self.is_subnormal(b, x)
            if len(args) == 2:
                keep = b.and_(keep, b.fcmp_ordered("==", args[1], x.type(1.0)))
            r = b.select(keep, x, r)
        return r

    def _narrow(self, b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
        """Sub-byte integers arrive as i8; compute with them at their own width."""
        if dt.is_integer and dt.bits < 8 and v.type.width != dt.bits:
            return b.trunc(v, ir.IntType(dt.bits))
        return v

    def _finish(self, b: ir.IRBuilder, opcode: str, dt: DType, v: ir.Value) -> ir.Value:
        if dt.is_integer and dt.bits < 8 and v.type != value_type(dt):
            widen = b.sext if dt.is_signed else b.zext
            return widen(v, value_type(dt))
        if is_small_float(dt) and opcode not in _EXACT_IN_TYPE:
            return self.round_to(b, v, dt)
        return v

    def round_to(self, b: ir.IRBuilder, v: ir.Value, dt: DType) -> ir.Value:
        """An f32 compute value rounded (nearest-even) to what narrow float ``dt`` holds."""
        return to_value(b, to_storage(b, v, dt), dt) if is_small_float(dt) else v

    # ---- math hooks: CPU calls libm; other targets override --------------------------------
    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """``name`` (a C libm name without suffix: exp, log1p, atan2, pow...) on f32/f64."""
        own = self.xla_math(b, name, args)
        if own is not None:
            return own
        ty = args[0].type
        fname = opcodes.libm_symbol(name, 32 if ty == F32 else 64)
        fn = self._declare(fname, ir.FunctionType(ty, [a.type for a in args]))
        if not fn.attributes:
            fn.attributes.add("nounwind")
            fn.attributes.add("readnone")  # we never read errno, as -fno-math-errno
        return b.call(fn, args)

    def xla_math(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value | None:
        """The functions XLA computes with code of its own rather than the math library's, so
        every target gives its results: f32 erf and tanh (vmath.py, XLA's rational
        approximations) and expm1 (XLA's formula over tanh and exp); inline, so loops calling
        them vectorize. None for the others."""
        own = {"erf": vmath.erf_f32, "tanh": vmath.tanh_f32, "expm1": vmath.expm1_f32}.get(name) \
            if args[0].type == F32 else None
        return own(b, args[0], self.fabs, self.copysign) if own is not None else None

    def _declare(self, name: str, fnty: ir.FunctionType) -> ir.Function:
        """The module's declaration of ``name``, created on first use; a clash with another
        symbol of that name (say an entry function called ``expf``) is an error, not a
        silent call to the wrong function."""
        fn = self.llmodule.globals.get(name)
        if fn is None:
            return ir.Function(self.llmodule, fnty, name)
        if not isinstance(fn, ir.Function) or fn.function_type != fnty:
            raise XlacError(f"the symbol '{name}' is needed for a library call but the module "
                            "already defines it; rename the module or its entry point")
        return fn

    def intrinsic(self, b: ir.IRBuilder, name: str, args: list[ir.Value],
                  overloads: list[ir.Type] | None = None, ret: ir.Type | None = None) -> ir.Value:
        """Call ``llvm.<name>.<overloads>``, declaring it on first use."""
        overloads = overloads if overloads is not None else [args[0].type]
        full = "llvm." + name + "".join("." + _mangle(t) for t in overloads)
        ret = ret if ret is not None else args[0].type
        return b.call(self._declare(full, ir.FunctionType(ret, [a.type for a in args])), args)

    # ---- float primitives ------------------------------------------------------------------
    @property
    def operands_need_flush(self) -> bool:
        """Must a float value be flushed before raw arithmetic reads it (flushing wanted, and
        not done by the hardware)?"""
        return self.flush_denormals and not self.hardware_flush

    def arithmetic_operand(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """``x`` as a float add, multiply or fma must see it: flushed, unless the hardware
        flushes (a kernel's own loops use this instead of ``ftz`` before raw arithmetic)."""
        return self.ftz(b, x) if self.operands_need_flush else x

    def ftz(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """Flush a subnormal f32/f64 (or complex struct's parts) to a zero of the same sign."""
        if not self.flush_denormals:
            return x
        if isinstance(x.type, ir.LiteralStructType):
            return self._pack(b, x.type, self.ftz(b, self._re(b, x)), self.ftz(b, self._im(b, x)))
        if str(x.type) not in _TINY:
            return x
        small = b.fcmp_ordered("<", self.fabs(b, x), x.type(_TINY[str(x.type)]))
        return b.select(small, self.copysign(b, x.type(0.0), x), x)

    def is_subnormal(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """Whether f32/f64 ``x`` is subnormal, from its bits: a float compare would read it as
        0 where the hardware applies DAZ (x86 under MXCSR's DAZ)."""
        ity = _int_of(x.type)
        magnitude = b.and_(b.bitcast(x, ity), ity((1 << (ity.width - 1)) - 1))
        smallest_normal = ity(1 << _MANTISSA[str(x.type)])
        return b.icmp_unsigned("<", b.sub(magnitude, ity(1)), b.sub(smallest_normal, ity(1)))

    def fabs(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return self.intrinsic(b, "fabs", [x])

    def copysign(self, b: ir.IRBuilder, mag: ir.Value, sign: ir.Value) -> ir.Value:
        return self.intrinsic(b, "copysign", [mag, sign])

    def sqrt(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return self.intrinsic(b, "sqrt", [x])

    def is_nan(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.fcmp_unordered("uno", x, x)

    def sign_bit(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """True when the float's sign bit is set (also for -0 and -NaN)."""
        ity = _int_of(x.type)
        return b.icmp_signed("<", b.bitcast(x, ity), ity(0))

    def fmax(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """IEEE 754-2019 maximum (llvm.maximum's semantics): NaN wins, +0 > -0."""
        pick = b.select(b.fcmp_ordered(">", x, y), x, y)
        pick = b.select(b.fcmp_ordered("==", x, y), b.select(self.sign_bit(b, x), y, x), pick)
        return b.select(self.is_nan(b, x), x, b.select(self.is_nan(b, y), y, pick))

    def fmin(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """IEEE 754-2019 minimum: NaN wins, -0 < +0."""
        pick = b.select(b.fcmp_ordered("<", x, y), x, y)
        pick = b.select(b.fcmp_ordered("==", x, y), b.select(self.sign_bit(b, x), x, y), pick)
        return b.select(self.is_nan(b, x), x, b.select(self.is_nan(b, y), y, pick))

    def roundeven(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """Round half to even without llvm.roundeven (a C23 libcall on some targets): below
        2^mantissa, adding and subtracting 2^mantissa rounds in the default mode."""
        big = x.type(2.0 ** _MANTISSA[str(x.type)])
        ax = self.fabs(b, x)
        rounded = self.copysign(b, b.fsub(b.fadd(ax, big), big), x)
        return b.select(b.fcmp_ordered("<", ax, big), rounded, x)

    def _fp_unary(self, b: ir.IRBuilder, x: ir.Value, fn: Callable[[ir.Value], ir.Value]) -> ir.Value:
        """Arithmetic under DAZ/FTZ: flush the input and the result."""
        return self.ftz(b, fn(self.ftz(b, x)))

    def _fp_binary(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value,
                   fn: Callable[[ir.Value, ir.Value], ir.Value]) -> ir.Value:
        return self.ftz(b, fn(self.ftz(b, x), self.ftz(b, y)))

    # ---- complex plumbing ------------------------------------------------------------------
    @staticmethod
    def _re(b: ir.IRBuilder, z: ir.Value) -> ir.Value:
        return b.extract_value(z, 0)

    @staticmethod
    def _im(b: ir.IRBuilder, z: ir.Value) -> ir.Value:
        return b.extract_value(z, 1)

    @staticmethod
    def _pack(b: ir.IRBuilder, ty: ir.Type, re: ir.Value, im: ir.Value) -> ir.Value:
        z = b.insert_value(ir.Constant(ty, ir.Undefined), re, 0)
        return b.insert_value(z, im, 1)

    def _parts(self, b: ir.IRBuilder, z: ir.Value) -> Pair:
        """A complex value's parts after DAZ."""
        return self.ftz(b, self._re(b, z)), self.ftz(b, self._im(b, z))

    def _complex_out(self, b: ir.IRBuilder, out: DType, p: Pair) -> ir.Value:
        return self._pack(b, value_type(out), self.ftz(b, p[0]), self.ftz(b, p[1]))

    # =========================================================================================
    # Unary ops
    # =========================================================================================
    def op_copy(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """A copy keeps every bit."""
        return args[0]

    def op_abs(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """|x|: fabs for floats (subnormals and NaN payloads kept), hypot for complex,
        wrapping for signed ints (abs(INT_MIN) = INT_MIN)."""
        (x,) = args
        src = ins[0]
        if src.is_complex:
            return self.ftz(b, self.cabs(b, *self._parts(b, x)))
        if src.is_float:
            return self.clear_sign(b, x)
        if src.is_signed:
            return b.select(b.icmp_signed(">=", x, x.type(0)), x, b.neg(x))
        return x

    def op_negate(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """-x: a sign flip for floats (no flushing), wrapping for ints."""
        (x,) = args
        if out.is_complex:
            return self._pack(b, x.type, self.flip_sign(b, self._re(b, x)), self.flip_sign(b, self._im(b, x)))
        if out.is_float:
            return self.flip_sign(b, x)
        if out.is_pred:
            return x
        return b.neg(x)

    def flip_sign(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """HLO's float negate: the sign bit flipped, NaN included (a hook: LLVM's fneg is
        exactly that on CPUs; not every backend lowers it so)."""
        return b.fneg(x)

    def clear_sign(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """HLO's float abs: the sign bit cleared, NaN payload kept (a hook, like flip_sign)."""
        return self.fabs(b, x)

    def op_not(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Logical not for pred, bitwise not for integers."""
        return b.not_(args[0])

    def op_popcnt(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Set bits, counted at the true width (sub-byte types were narrowed)."""
        return self.intrinsic(b, "ctpop", [args[0]])

    def op_count_leading_zeros(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """ctlz with zero defined (clz(0) = bit width)."""
        return self.intrinsic(b, "ctlz", [args[0], I1(0)])

    def op_sign(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """-1/0/1 for ints; copysign(x != 0, x) for floats (sign(-0) = -0, NaN stays NaN, a
        subnormal is 0 under DAZ); z/|z| (0 for 0) for complex."""
        (x,) = args
        src = ins[0]
        if src.is_complex:
            return self._complex_out(b, out, self.csign(b, self._parts(b, x)))
        if src.is_float:
            x = self.ftz(b, x)
            nonzero = b.uitofp(b.fcmp_ordered("!=", x, x.type(0.0)), x.type)
            return b.select(self.is_nan(b, x), x, self.copysign(b, nonzero, x))
        if src.is_signed:
            ones = b.or_(b.ashr(x, x.type(x.type.width - 1)), x.type(1))
            return b.select(b.icmp_signed("==", x, x.type(0)), x.type(0), ones)
        if src.is_pred:
            return x
        return b.zext(b.icmp_unsigned("!=", x, x.type(0)), x.type)

    def op_is_finite(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Neither inf nor NaN (ordered compare of |x| with inf)."""
        (x,) = args
        if ins[0].is_complex:
            return b.and_(self._finite(b, self._re(b, x)), self._finite(b, self._im(b, x)))
        return self._finite(b, x)

    def _finite(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.fcmp_ordered("!=", self.fabs(b, x), x.type(math.inf))

    def op_real(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """The real part; a float is its own real part."""
        (x,) = args
        return self._re(b, x) if ins[0].is_complex else x

    def op_imag(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """The imaginary part; 0 for floats."""
        (x,) = args
        return self._im(b, x) if ins[0].is_complex else x.type(0.0)

    def op_floor(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Toward -inf after DAZ, so a negative subnormal floors to -0 (not -1) as on XLA:CPU."""
        return self.intrinsic(b, "floor", [self.ftz(b, args[0])])

    def op_ceil(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Toward +inf, after DAZ."""
        return self.intrinsic(b, "ceil", [self.ftz(b, args[0])])

    def op_round_nearest_afz(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Halves away from zero: llvm.round (C's round)."""
        return self.intrinsic(b, "round", [self.ftz(b, args[0])])

    def op_round_nearest_even(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Halves to even (numpy's rint), after DAZ."""
        return self.roundeven(b, self.ftz(b, args[0]))

    def op_sqrt(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """llvm.sqrt (exact) under DAZ/FTZ; XLA's polar formula for complex."""
        if out.is_complex:
            return self._complex_out(b, out, self.csqrt(b, self._parts(b, args[0])))
        return self._fp_unary(b, args[0], lambda v: self.sqrt(b, v))

    def op_rsqrt(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """1 / sqrt(x), as XLA's EmitRsqrt."""
        if out.is_complex:
            return self._complex_out(b, out, self.crsqrt(b, self._parts(b, args[0])))
        return self._fp_unary(b, args[0], lambda v: b.fdiv(v.type(1.0), self.sqrt(b, v)))

    def op_logistic(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Complex logistic (ComplexMath's clogistic); real logistic is rewritten by the
        decompose-logistic pass, which every LLVM target selects."""
        if not out.is_complex:
            raise XlacError("real logistic is rewritten by the decompose-logistic pass: select it "
                            "(Target.decompositions)")
        return self._complex_out(b, out, self.clogistic(b, self._parts(b, args[0])))

    # exponential, log, sine, tan, erf, cbrt...: no method of their own; ``libm_op`` calls the C
    # function their row names (and ``c<function>`` of ComplexMath for complex operands).

    # =========================================================================================
    # Binary ops (atan2: ``libm_op``)
    # =========================================================================================
    def op_add(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Float add under DAZ/FTZ, wrapping ints, or for pred (1 + 1 != 0)."""
        x, y = args
        if out.is_complex:
            return self._complex_out(b, out, self.cadd(b, self._parts(b, x), self._parts(b, y)))
        if out.is_float:
            return self._fp_binary(b, x, y, b.fadd)
        return b.or_(x, y) if out.is_pred else b.add(x, y)

    def op_subtract(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Float subtract under DAZ/FTZ, wrapping ints."""
        x, y = args
        if out.is_complex:
            return self._complex_out(b, out, self.csub(b, self._parts(b, x), self._parts(b, y)))
        if out.is_float:
            return self._fp_binary(b, x, y, b.fsub)
        return b.xor(x, y) if out.is_pred else b.sub(x, y)

    def op_multiply(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Float multiply under DAZ/FTZ, wrapping ints, and for pred."""
        x, y = args
        if out.is_complex:
            return self._complex_out(b, out, self.cmul(b, self._parts(b, x), self._parts(b, y)))
        if out.is_float:
            return self._fp_binary(b, x, y, b.fmul)
        return b.and_(x, y) if out.is_pred else b.mul(x, y)

    def op_divide(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Floats: IEEE division. Ints: x/0 = -1, INT_MIN/-1 = INT_MIN (never LLVM UB)."""
        x, y = args
        if out.is_complex:
            return self._complex_out(b, out, self.cdiv(b, self._parts(b, x), self._parts(b, y)))
        if out.is_float:
            return self._fp_binary(b, x, y, b.fdiv)
        zero, overflow, safe = self._safe_divisor(b, out, x, y)
        if out.is_signed:
            q = b.select(overflow, x, b.sdiv(x, safe))
        else:
            q = b.udiv(x, safe)
        return b.select(zero, x.type(-1), q)

    def op_remainder(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Floats: fmod, exact: XLA:CPU flushes only the divisor (a subnormal divisor gives
        NaN) and keeps a subnormal dividend and result. Ints: sign of the dividend; x%0 = x,
        INT_MIN%-1 = 0."""
        x, y = args
        if out.is_float:
            return b.frem(x, self.ftz(b, y))
        zero, overflow, safe = self._safe_divisor(b, out, x, y)
        if out.is_signed:
            r = b.select(overflow, x.type(0), b.srem(x, safe))
        else:
            r = b.urem(x, safe)
        return b.select(zero, x, r)

    def _safe_divisor(self, b: ir.IRBuilder, dt: DType, x: ir.Value, y: ir.Value):
        """(y == 0, INT_MIN / -1 overflow, a divisor that is never 0 nor overflowing)."""
        ty = x.type
        zero = b.icmp_unsigned("==", y, ty(0))
        if dt.is_signed:
            int_min = ty(1 << (ty.width - 1))
            overflow = b.and_(b.icmp_unsigned("==", x, int_min), b.icmp_signed("==", y, ty(-1)))
        else:
            overflow = I1(0)
        return zero, overflow, b.select(b.or_(zero, overflow), ty(1), y)

    def op_power(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Floats: libm pow. Ints: XLA's 6-round square-and-multiply; a negative exponent
        gives 1 for base 1, +-1 for base -1 (by the exponent's parity) and 0 otherwise.
        Complex: XLA's polar formula with its cut-offs."""
        x, y = args
        if out.is_complex:
            return self._complex_out(b, out, self.cpow(b, self._parts(b, x), self._parts(b, y)))
        if out.is_float:
            return self._fp_binary(b, x, y, lambda p, q: self._pow(b, p, q))
        return self._int_pow(b, x, y, out.is_signed)

    def _pow(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """libm pow with its NaN cases pinned to C99's (and so XLA's): a NaN exponent gives NaN
        unless the base is 1, a NaN base NaN unless the exponent is 0. newlib's powf gave
        pow(-1, NaN) = 1 on Cortex-M."""
        r = self.math_call(b, "pow", [x, y])
        nan = ir.Constant(x.type, float("nan"))
        r = b.select(b.and_(b.fcmp_unordered("uno", y, y), b.fcmp_unordered("une", x, ir.Constant(x.type, 1.0))), nan, r)
        return b.select(b.and_(b.fcmp_unordered("uno", x, x), b.fcmp_unordered("une", y, ir.Constant(y.type, 0.0))), nan, r)

    def _int_pow(self, b: ir.IRBuilder, base: ir.Value, exponent: ir.Value, signed: bool) -> ir.Value:
        ty = base.type
        acc, sq, e = ty(1), base, exponent
        for _ in range(6):
            odd = b.icmp_unsigned("!=", b.and_(e, ty(1)), ty(0))
            acc = b.select(odd, b.mul(acc, sq), acc)
            sq = b.mul(sq, sq)
            e = b.lshr(e, ty(1))
        negative_result = b.select(b.icmp_unsigned("==", base, ty(1)), ty(1), ty(0))
        if signed:
            odd_exponent = b.icmp_unsigned("!=", b.and_(exponent, ty(1)), ty(0))
            minus_one = b.select(odd_exponent, ty(-1), ty(1))
            negative_result = b.select(b.icmp_signed("==", base, ty(-1)), minus_one, negative_result)
        return b.select(b.icmp_signed(">=", exponent, ty(0)), acc, negative_result)

    def op_maximum(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """NaN-propagating for floats (+0 > -0); signed/unsigned compare for ints; or for pred."""
        x, y = args
        if out.is_float:
            return self._fp_binary(b, x, y, lambda p, q: self.fmax(b, p, q))
        if out.is_pred:
            return b.or_(x, y)
        cmp = b.icmp_signed if out.is_signed else b.icmp_unsigned
        return b.select(cmp(">=", x, y), x, y)

    def op_minimum(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """NaN-propagating for floats (-0 < +0); signed/unsigned compare for ints; and for pred."""
        x, y = args
        if out.is_float:
            return self._fp_binary(b, x, y, lambda p, q: self.fmin(b, p, q))
        if out.is_pred:
            return b.and_(x, y)
        cmp = b.icmp_signed if out.is_signed else b.icmp_unsigned
        return b.select(cmp("<=", x, y), x, y)

    def op_and(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Bitwise (logical for pred)."""
        return b.and_(*args)

    def op_or(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Bitwise (logical for pred)."""
        return b.or_(*args)

    def op_xor(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Bitwise (logical for pred)."""
        return b.xor(*args)

    def op_shift_left(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Amounts are read unsigned; >= the bit width gives 0."""
        x, n = args
        in_range, safe = self._shift_amount(b, n)
        return b.select(in_range, b.shl(x, safe), x.type(0))

    def op_shift_right_logical(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Amounts are read unsigned; >= the bit width gives 0."""
        x, n = args
        in_range, safe = self._shift_amount(b, n)
        return b.select(in_range, b.lshr(x, safe), x.type(0))

    def op_shift_right_arithmetic(self, b: B, ins: DTypes, out: DType, args: Values,
                                  attrs: Attrs) -> ir.Value:
        """An out-of-range amount fills with the sign bit: shifting by width-1 does exactly that."""
        x, n = args
        width = x.type.width
        in_range = b.icmp_unsigned("<", n, n.type(width))
        return b.ashr(x, b.select(in_range, n, n.type(width - 1)))

    @staticmethod
    def _shift_amount(b: ir.IRBuilder, n: ir.Value) -> tuple[ir.Value, ir.Value]:
        """(amount < width unsigned, an amount that is always in range)."""
        in_range = b.icmp_unsigned("<", n, n.type(n.type.width))
        return in_range, b.select(in_range, n, n.type(0))

    def op_mulhi(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """The high half of the double-width product."""
        x, y = args
        ty = x.type
        wide = ir.IntType(2 * ty.width)
        ext = b.sext if out.is_signed else b.zext
        prod = b.mul(ext(x, wide), ext(y, wide))
        return b.trunc(b.lshr(prod, wide(ty.width)), ty)

    def op_complex(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Packs the parts; no arithmetic, so nothing is flushed."""
        return self._pack(b, value_type(out), *args)

    # =========================================================================================
    # compare / select / clamp
    # =========================================================================================
    _FCMP = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}

    def op_compare(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """FLOAT: IEEE after DAZ (NE is unordered, the rest ordered). TOTALORDER: bit-pattern
        order -NaN < -inf < ... < -0 < +0 < ... < +NaN. SIGNED/UNSIGNED: integer compares."""
        x, y = args
        src = ins[0]
        if "direction" not in attrs:
            raise XlacError("compare needs a direction attribute")
        direction = str(attrs["direction"])
        kind = str(attrs["type"]) if attrs.get("type") is not None else None
        op = self._FCMP[direction]
        if src.is_complex:
            return self._complex_compare(b, direction, x, y)
        if src.is_float and kind == "TOTALORDER":
            return b.icmp_signed(op, self._total_order_key(b, x), self._total_order_key(b, y))
        if src.is_float:
            x, y = self.ftz(b, x), self.ftz(b, y)
            if direction == "NE":
                return b.fcmp_unordered("!=", x, y)
            return b.fcmp_ordered(op, x, y)
        signed = kind == "SIGNED" or (kind is None and src.is_signed)
        return (b.icmp_signed if signed else b.icmp_unsigned)(op, x, y)

    def _complex_compare(self, b: ir.IRBuilder, direction: str, x: ir.Value, y: ir.Value) -> ir.Value:
        (xr, xi), (yr, yi) = self._parts(b, x), self._parts(b, y)
        if direction == "EQ":
            return b.and_(b.fcmp_ordered("==", xr, yr), b.fcmp_ordered("==", xi, yi))
        if direction == "NE":
            return b.or_(b.fcmp_unordered("!=", xr, yr), b.fcmp_unordered("!=", xi, yi))
        raise XlacError(f"complex numbers have no order (compare direction {direction})")

    def _total_order_key(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """A signed integer whose order is the float total order: negative floats get their
        magnitude bits flipped so larger magnitudes sort lower."""
        ity = _int_of(x.type)
        bits = b.bitcast(x, ity)
        flip = b.lshr(b.ashr(bits, ity(ity.width - 1)), ity(1))
        return b.xor(bits, flip)

    def op_select(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """pred ? on_true : on_false, every bit kept."""
        return b.select(*args)

    def op_clamp(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """min(max(x, lo), hi) with maximum/minimum's semantics (NaN propagates)."""
        lo, x, hi = args
        if out.is_float:
            lo, x, hi = (self.ftz(b, v) for v in (lo, x, hi))
            return self.fmin(b, hi, self.fmax(b, lo, x))
        if out.is_pred:
            return b.and_(hi, b.or_(lo, x))
        cmp = b.icmp_signed if out.is_signed else b.icmp_unsigned
        x = b.select(cmp(">=", x, lo), x, lo)
        return b.select(cmp("<=", x, hi), x, hi)

    # =========================================================================================
    # Conversions
    # =========================================================================================
    def op_convert(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Element type conversion between any two dtypes (see ``convert``)."""
        return self.convert(b, ins[0], out, args[0])

    def convert(self, b: ir.IRBuilder, src: DType, dst: DType, x: ir.Value) -> ir.Value:
        """XLA's convert: float->int truncates, saturates and maps NaN to 0; complex->real
        keeps the real part; f32<->f64 obey DAZ/FTZ; narrow floats round on the way out."""
        if src == dst:
            return x
        if dst.is_pred:
            return self._to_pred(b, src, x)
        if src.is_complex:
            part = complex_component(src)
            re = self.convert(b, part, complex_component(dst) if dst.is_complex else dst, self._re(b, x))
            if not dst.is_complex:
                return re
            im = self.convert(b, part, complex_component(dst), self._im(b, x))
            return self._pack(b, value_type(dst), re, im)
        if dst.is_complex:
            part = complex_component(dst)
            re = self.convert(b, src, part, x)
            return self._pack(b, value_type(dst), re, value_type(part)(0.0))
        if src.is_pred:
            x, src = b.zext(x, I8), DT_U8
        if dst.is_float and src.is_integer:
            return self._int_to_float(b, src, dst, x)
        if dst.is_float:
            return self._float_to_float(b, src, dst, x)
        if src.is_float:
            return self._float_to_int(b, dst, x)
        return self._int_to_int(b, src, dst, x)

    def _to_pred(self, b: ir.IRBuilder, src: DType, x: ir.Value) -> ir.Value:
        """x != 0; floats compare after DAZ, so a subnormal is false and NaN true; except bf16,
        whose subnormals XLA:CPU converts to true (it does not compare bf16 in f32)."""
        if src.is_pred:
            return x
        if src.is_complex:
            re, im = self._parts(b, x)
            return b.or_(b.fcmp_unordered("!=", re, re.type(0.0)), b.fcmp_unordered("!=", im, im.type(0.0)))
        if src.is_float and src.name == "bf16":
            # by the bits: the hardware's DAZ would make a widened subnormal compare equal to 0
            width = {"float": 32, "double": 64, "half": 16, "bfloat": 16}[str(x.type)]
            ity = ir.IntType(width)
            magnitude = b.and_(b.bitcast(x, ity), ity((1 << (width - 1)) - 1))
            return b.icmp_unsigned("!=", magnitude, ity(0))
        if src.is_float:
            x = self.ftz(b, x)
            return b.fcmp_unordered("!=", x, x.type(0.0))
        return b.icmp_unsigned("!=", x, x.type(0))

    def _int_to_float(self, b: ir.IRBuilder, src: DType, dst: DType, x: ir.Value) -> ir.Value:
        """Straight to f64, else to f32; narrow floats then round from f32 (ml_dtypes' and the
        interpreter's rule; XLA itself goes through f16 for f8, which can double-round
        integers above 2048 to a neighbouring f8 value)."""
        ty = value_type(dst)
        return (b.sitofp if src.is_signed else b.uitofp)(x, ty)

    def _float_to_float(self, b: ir.IRBuilder, src: DType, dst: DType, x: ir.Value) -> ir.Value:
        src_ty, dst_ty = x.type, value_type(dst)
        if src_ty == dst_ty:
            return x  # f32 compute forms: the per-op rounding does the rest
        if dst_ty == F64:
            return b.fpext(self.ftz(b, x), F64)  # cvtss2sd under DAZ
        if dst.name == "f32":
            return self.ftz(b, b.fptrunc(x, F32))  # FTZ on the narrowed result
        if dst.name == "f16":
            return self._round_to_odd_f32(b, x)  # then one correct rounding to f16
        return b.fptrunc(x, F32)  # bf16 / f8 round from f32 (XLA and ml_dtypes go through f32)

    def _round_to_odd_f32(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """f64 -> f32 rounding toward zero with the last bit set when inexact ("round to odd").
        Rounding that to f16 equals rounding the f64 to f16 once, without the
        __truncdfhf2 libcall LLVM would otherwise need (absent from some runtimes)."""
        t = b.fptrunc(x, F32)
        back = b.fpext(t, F64)
        inexact = b.fcmp_ordered("!=", back, x)
        bits = b.bitcast(t, ir.IntType(32))
        away = b.and_(inexact, b.fcmp_ordered(">", self.fabs(b, back), self.fabs(b, x)))
        bits = b.select(away, b.sub(bits, bits.type(1)), bits)
        bits = b.select(inexact, b.or_(bits, bits.type(1)), bits)
        return b.bitcast(bits, F32)

    def _float_to_int(self, b: ir.IRBuilder, dst: DType, x: ir.Value) -> ir.Value:
        """Truncate toward zero, saturate to the integer range, NaN -> 0: exactly the
        fpto[su]i.sat intrinsics, which every LLVM backend lowers."""
        ty = ir.IntType(dst.bits) if dst.bits < 8 else value_type(dst)
        name = "fptosi.sat" if dst.is_signed else "fptoui.sat"
        return self.intrinsic(b, name, [x], [ty, x.type], ret=ty)

    def _int_to_int(self, b: ir.IRBuilder, src: DType, dst: DType, x: ir.Value) -> ir.Value:
        ty = ir.IntType(dst.bits) if dst.bits < 8 else value_type(dst)
        if ty.width < x.type.width:
            return b.trunc(x, ty)
        if ty.width > x.type.width:
            return (b.sext if src.is_signed else b.zext)(x, ty)
        return x

    def op_bitcast_convert(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """Reinterpret the bits of an equal-width type (different widths change the shape and
        are the generators' business)."""
        src = ins[0]
        if src.bits != out.bits:
            raise XlacError(f"bitcast-convert {src} -> {out} changes the element width; "
                            "only the shape-changing generator handles that")
        if src == out:
            return args[0]
        return self._from_bits(b, out, self._to_bits(b, src, args[0]))

    def _to_bits(self, b: ir.IRBuilder, dt: DType, x: ir.Value) -> ir.Value:
        """A compute value's bit pattern as an iN (N = dt.bits)."""
        if dt.is_complex:
            part = _int_of(x.type.elements[0])
            wide = ir.IntType(dt.bits)
            re = b.zext(b.bitcast(self._re(b, x), part), wide)
            im = b.zext(b.bitcast(self._im(b, x), part), wide)
            lo, hi = (im, re) if self._big_endian else (re, im)
            return b.or_(lo, b.shl(hi, wide(part.width)))
        if dt.is_pred:
            return b.zext(x, I8)
        if dt.is_float:
            raw = to_storage(b, x, dt)
            raw = b.bitcast(raw, _int_of(raw.type)) if _is_fp(raw.type) else raw
            return b.trunc(raw, ir.IntType(dt.bits)) if raw.type.width > dt.bits else raw
        return x

    def _from_bits(self, b: ir.IRBuilder, dt: DType, bits: ir.Value) -> ir.Value:
        if dt.is_complex:
            part_ty = value_type(complex_component(dt))
            ity = _int_of(part_ty)
            lo = b.bitcast(b.trunc(bits, ity), part_ty)
            hi = b.bitcast(b.trunc(b.lshr(bits, bits.type(ity.width)), ity), part_ty)
            re, im = (hi, lo) if self._big_endian else (lo, hi)
            return self._pack(b, value_type(dt), re, im)
        if dt.is_pred:
            return b.icmp_unsigned("!=", bits, bits.type(0))
        if dt.is_float:
            st = storage_type(dt)
            raw = b.zext(bits, st) if isinstance(st, ir.IntType) and st.width > bits.type.width else bits
            return to_value(b, raw if isinstance(st, ir.IntType) else b.bitcast(raw, st), dt)
        return bits

    @property
    def _big_endian(self) -> bool:
        return bool(getattr(self.ctx, "big_endian", False))

    def op_reduce_precision(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """XLA's ReducePrecision on the operand type's own bits: round the mantissa to
        nearest-even, then force exponent overflow to ±inf and underflow (subnormals
        included) to ±0; a NaN stays the same NaN, with no mantissa bits left too (XLA:CPU's
        result; its older emitter, and XLA's GPU one, make that NaN an infinity)."""
        dt, x = ins[0], args[0]
        src_mant = _mantissa_bits(dt)
        mant_bits = int(attrs["mantissa_bits"])
        bits = _reduce_precision_bits(b, self._to_bits(b, dt, x), dt.bits, dt.bits - 1 - src_mant,
                                      src_mant, int(attrs["exponent_bits"]), mant_bits)
        result = self._from_bits(b, dt, bits)
        return b.select(self.is_nan(b, x), x, result)

    def op_stochastic_convert(self, b: B, ins: DTypes, out: DType, args: Values, attrs: Attrs) -> ir.Value:
        """XLA's StochasticConvertDecomposer op for op: round |x| up when the random bits are
        below its fraction scaled to 2^bits(random); restore the sign; saturate."""
        src, rand_t = ins
        x, random = args
        if not (src.is_float and out.is_signed):
            raise XlacError(f"stochastic-convert {src} -> {out} is not supported")
        op = self._hlo_op(b)
        negative = op("compare", src, DT_PRED, op("sign", src, src, x), value_type(src)(0.0), direction="LT")
        mag = op("abs", src, src, x)
        truncated = op("floor", src, src, mag)
        frac, frac_t = op("subtract", src, src, mag, truncated), src
        if src.name == "f16":
            frac, frac_t = op("convert", src, DT_F32, frac), DT_F32
        scaled = op("multiply", frac_t, frac_t, frac, value_type(frac_t)(float(2 ** rand_t.bits)))
        round_up = op("compare", rand_t, DT_PRED, random, op("convert", frac_t, rand_t, scaled),
                      direction="LT")
        t_int = op("convert", src, out, truncated)
        t_int = b.select(round_up, op("add", out, out, t_int, value_type(out)(1)), t_int)
        result = b.select(negative, op("negate", out, out, t_int), t_int)
        lo, hi = -(1 << (out.bits - 1)), (1 << (out.bits - 1)) - 1
        bound = lambda v: self.round_to(b, value_type(src)(float(v)), src)  # noqa: E731
        is_min = op("compare", src, DT_PRED, x, bound(lo), direction="LE")
        is_max = op("compare", src, DT_PRED, x, bound(hi), direction="GE")
        ty = value_type(out)
        return self._narrow(b, b.select(is_max, ty(hi), b.select(is_min, ty(lo), result)), out)

    def _hlo_op(self, b: ir.IRBuilder) -> Callable[..., ir.Value]:
        """``op(opcode, operand dtype, result dtype, *operands, **attrs)``: emit_op for
        same-typed operands, for ops written as a composition of HLO ops."""

        def op(opcode: str, in_dt: DType, out_dt: DType, *vals: ir.Value, **attrs: Any) -> ir.Value:
            return self.emit_op(b, opcode, [in_dt] * len(vals), out_dt, list(vals), attrs)

        return op


def _mantissa_bits(dt: DType) -> int:
    """Explicit mantissa bits of a float dtype."""
    import ml_dtypes

    return int(ml_dtypes.finfo(dt.np).nmant)


def _reduce_precision_bits(b: ir.IRBuilder, bits: ir.Value, nbits: int, src_exp: int, src_mant: int,
                           exp_bits: int, mant_bits: int) -> ir.Value:
    """The integer part of XLA's EmitReducePrecisionIR (the NaN fix-up is the caller's)."""
    ty = bits.type
    mask = (1 << nbits) - 1
    if mant_bits < src_mant:
        shift = src_mant - mant_bits
        last = 1 << shift
        lsb = b.lshr(b.and_(bits, ty(last)), ty(shift))
        bias = b.add(lsb, ty((last >> 1) - 1))
        bits = b.and_(b.add(bits, bias), ty(~(last - 1) & mask))
    if exp_bits < src_exp:
        sign = 1 << (nbits - 1)
        exp_mask = ((1 << src_exp) - 1) << src_mant
        bias = (1 << (src_exp - 1)) - 1
        reduced = (1 << (exp_bits - 1)) - 1
        exponent = b.and_(bits, ty(exp_mask))
        overflow = b.icmp_unsigned(">", exponent, ty(((bias + reduced) << src_mant) & mask))
        underflow = b.icmp_unsigned("<=", exponent, ty(((bias - reduced) << src_mant) & mask))
        signed_zero = b.and_(bits, ty(sign))
        bits = b.select(overflow, b.or_(signed_zero, ty(exp_mask)), bits)
        bits = b.select(underflow, signed_zero, bits)
    return bits


def float_type(dt: DType) -> ir.Type:
    return F64 if dt.name == "f64" else F32 if dt.is_float else value_type(dt)


__all__ = ["ElementalEmitter", "float_type"]
