"""HLO dtypes as LLVM types, and loads/stores that convert between memory and compute forms.

Memory ("storage") form is what a buffer holds; compute ("value") form is what the elemental
emitter works with. They differ for pred (i8 in memory, i1 as a value) and for the small floats
(f16, bf16, f8: computed in f32, as XLA's CPU backend does, rounded to nearest-even on store).
"""

from __future__ import annotations

from llvmlite import ir

from xlac.hlo.dtypes import DType, Kind

I1, I8, I16, I32, I64 = (ir.IntType(n) for n in (1, 8, 16, 32, 64))
F16, F32, F64 = ir.HalfType(), ir.FloatType(), ir.DoubleType()
PTR = ir.PointerType()
VOID = ir.VoidType()


class _BFloatType(ir.Type):
    """LLVM's ``bfloat``, which llvmlite's IR builder lacks: only as an operand type of ISA
    intrinsics (AVX512-BF16's ``vdpbf16ps`` takes ``<32 x bfloat>``); bf16 arithmetic itself
    is done in f32 (see the module docstring)."""

    def _to_string(self) -> str:
        return "bfloat"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _BFloatType)

    def __hash__(self) -> int:
        return hash(_BFloatType)


BF16 = _BFloatType()

_SMALL_FLOATS_VIA_F32 = {"f16", "bf16"}


def storage_type(dt: DType) -> ir.Type:
    """The LLVM type of one element in a buffer."""
    if dt.kind is Kind.PRED:
        return I8
    if dt.is_integer:
        return ir.IntType(max(dt.bits, 8)) if dt.bits >= 8 else I8
    if dt.is_complex:
        part = F32 if dt.name == "c64" else F64
        return ir.LiteralStructType([part, part])
    if dt.name == "f32":
        return F32
    if dt.name == "f64":
        return F64
    if dt.is_float:
        return ir.IntType(dt.itemsize * 8)  # f16 / bf16 / f8 kept as raw bits
    raise TypeError(f"{dt.name} has no storage type")


def value_type(dt: DType) -> ir.Type:
    """The LLVM type the elemental emitter computes with."""
    if dt.kind is Kind.PRED:
        return I1
    if dt.is_float and dt.name not in ("f32", "f64"):
        return F32
    return storage_type(dt)


def is_small_float(dt: DType) -> bool:
    return dt.is_float and dt.name not in ("f32", "f64")


def load_value(builder: ir.IRBuilder, ptr: ir.Value, dt: DType) -> ir.Value:
    """Load one element and bring it to compute form."""
    raw = builder.load(ptr, typ=storage_type(dt))
    return to_value(builder, raw, dt)


def to_value(builder: ir.IRBuilder, raw: ir.Value, dt: DType) -> ir.Value:
    if dt.kind is Kind.PRED:
        return builder.icmp_unsigned("!=", raw, I8(0))
    if dt.is_integer and dt.bits < 8:  # ml_dtypes keeps only the low bits of the byte
        narrow = builder.trunc(raw, ir.IntType(dt.bits))
        return builder.sext(narrow, I8) if dt.is_signed else builder.zext(narrow, I8)
    if dt.name == "f16":
        return f16_bits_to_f32(builder, raw)
    if dt.name == "bf16":
        wide = builder.shl(builder.zext(raw, I32), I32(16))
        return builder.bitcast(wide, F32)
    if is_small_float(dt):
        from xlac.codegen.llvm.small_floats import f8_to_f32

        return f8_to_f32(builder, raw, dt)
    return raw


def to_storage(builder: ir.IRBuilder, value: ir.Value, dt: DType) -> ir.Value:
    if dt.kind is Kind.PRED:
        return builder.zext(value, I8)
    if dt.is_integer and dt.bits < 8:  # canonical bytes, as ml_dtypes writes them
        return builder.and_(value, I8((1 << dt.bits) - 1))
    if dt.name == "f16":
        return f32_to_f16_bits(builder, value)
    if dt.name == "bf16":
        return f32_to_bf16_bits(builder, value)
    if is_small_float(dt):
        from xlac.codegen.llvm.small_floats import f32_to_f8

        return f32_to_f8(builder, value, dt)
    return value


def store_value(builder: ir.IRBuilder, value: ir.Value, ptr: ir.Value, dt: DType) -> None:
    builder.store(to_storage(builder, value, dt), ptr)


def f32_to_bf16_bits(builder: ir.IRBuilder, value: ir.Value) -> ir.Value:
    """Round an f32 to bf16 bits, nearest-even; NaN stays a (quiet) NaN."""
    bits = builder.bitcast(value, I32)
    lsb = builder.and_(builder.lshr(bits, I32(16)), I32(1))
    rounded = builder.add(bits, builder.add(I32(0x7FFF), lsb))
    is_nan = builder.fcmp_unordered("uno", value, value)
    quiet = builder.or_(bits, I32(0x00400000))
    chosen = builder.select(is_nan, quiet, rounded)
    return builder.trunc(builder.lshr(chosen, I32(16)), I16)


def f16_bits_to_f32(b: ir.IRBuilder, raw: ir.Value) -> ir.Value:
    """Widen IEEE half bits to f32 with integer arithmetic: no libgcc helper on any target."""
    h = b.zext(raw, I32)
    sign = b.shl(b.and_(h, I32(0x8000)), I32(16))
    exp = b.and_(b.lshr(h, I32(10)), I32(0x1F))
    mant = b.and_(h, I32(0x3FF))
    normal = b.or_(b.shl(b.add(exp, I32(112)), I32(23)), b.shl(mant, I32(13)))
    special = b.or_(I32(0x7F800000), b.shl(mant, I32(13)))  # inf / nan keep the payload
    bits = b.select(b.icmp_unsigned("==", exp, I32(0x1F)), special, normal)
    tiny = b.fmul(b.uitofp(mant, F32), F32(2.0 ** -24))  # zero and subnormals, exact
    magnitude = b.select(b.icmp_unsigned("==", exp, I32(0)), b.bitcast(tiny, I32), bits)
    return b.bitcast(b.or_(magnitude, sign), F32)


def f32_to_f16_bits(b: ir.IRBuilder, value: ir.Value) -> ir.Value:
    """Round f32 to IEEE half bits, nearest-even, with integer arithmetic (portable)."""
    bits = b.bitcast(value, I32)
    sign = b.and_(b.lshr(bits, I32(16)), I32(0x8000))
    mag = b.and_(bits, I32(0x7FFFFFFF))
    lsb = b.and_(b.lshr(mag, I32(13)), I32(1))
    normal = b.lshr(b.add(b.sub(mag, I32(112 << 23)), b.add(I32(0xFFF), lsb)), I32(13))
    # below 2^-14: scale to an integer count of 2^-24 units; adding 2^23 rounds it to nearest-even
    scaled = b.fmul(b.bitcast(mag, F32), F32(2.0 ** 24))
    rounded = b.fsub(b.fadd(scaled, F32(2.0 ** 23)), F32(2.0 ** 23))
    subnormal = b.fptoui(rounded, I32)
    # the payload from the raw bits: LLVM folds the sign mask above into fabs, which NVPTX
    # lowers to abs.f32, and that returns its canonical NaN (0x7FFFFFFF) for any NaN
    nan = b.or_(I32(0x7E00), b.lshr(b.and_(bits, I32(0x7FFFFF)), I32(13)))
    out = b.select(b.icmp_unsigned("<", mag, I32(0x38800000)), subnormal, normal)
    out = b.select(b.icmp_unsigned(">=", mag, I32(0x477FF000)), I32(0x7C00), out)
    out = b.select(b.icmp_unsigned(">", mag, I32(0x7F800000)), nan, out)
    return b.trunc(b.or_(out, sign), I16)


def const(dt: DType, value) -> ir.Constant:
    """A compute-form constant."""
    ty = value_type(dt)
    if dt.kind is Kind.PRED:
        return I1(1 if value else 0)
    if dt.is_complex:
        part = ty.elements[0]
        return ir.Constant(ty, [part(complex(value).real), part(complex(value).imag)])
    if dt.is_float:
        return ty(float(value))
    return ty(int(value) & ((1 << ty.width) - 1))


def private_constant(llmodule: ir.Module, name: str, ty: ir.Type, value: object = None,
                     align: int | None = None) -> ir.GlobalVariable:
    """The module's read-only private global ``name`` of type ``ty`` (``value``: its
    initializer, None for zeros), created on first use: tables and constants the emitters share
    by name."""
    gv = llmodule.globals.get(name)
    if gv is None:
        gv = ir.GlobalVariable(llmodule, ty, name)
        gv.global_constant = True
        gv.linkage = "private"
        if align is not None:
            gv.align = align
        gv.initializer = ir.Constant(ty, value)
    return gv
