"""The elemental code generator: the value of an HLO instruction at 16 output positions at once.

``Elemental.gen(instr, idx)`` returns a vector register holding ``instr`` at the 16 multi-indices
``idx`` describes (a tuple of registers for tuple-shaped instructions). Data movement (broadcast,
transpose, slice, pad, concatenate, reverse, reshape, gather, dynamic slices) becomes index
arithmetic on the lanes and a gather from the scratchpad, or a plain contiguous load where the
index is the output's own; reductions, dots, convolutions and windows become device loops around
an accumulator. A fused computation is generated the same way from its root, so loop fusion
costs nothing extra.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import Any, cast

import numpy as np

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.attributes import DotDims, Window
from xlac.hlo.dtypes import F32, S32
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import ArrayShape, Shape

from .emitter import ZERO, Emitter, Mem, Reg
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


@dataclass(frozen=True)
class CV:
    """A complex64 value: real and imaginary parts in two f32 registers."""

    re: Reg
    im: Reg


@dataclass(frozen=True)
class U64:
    """A 64-bit integer (u64 or s64): low and high 32 bits in two registers."""

    lo: Reg
    hi: Reg


@dataclass(eq=False)
class Region:
    """An array resident in the scratchpad at byte ``offset``, laid out as ``shape`` says."""

    offset: int
    shape: ArrayShape
    base: Reg | None = None  # a scalar register added to ``offset`` (double-buffered tiles)

    @property
    def strides(self) -> list[int]:
        """Element strides per logical dim in the physical layout."""
        strides = [0] * arr(self.shape).rank
        step = 1
        for d in arr(self.shape).minor_to_major:
            strides[d] = step
            step *= arr(self.shape).dims[d]
        return strides


def _same_width_integers(ins: Instruction) -> bool:
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


def layout_strides(dims: tuple[int, ...], m2m: tuple[int, ...]) -> list[int]:
    strides = [0] * len(dims)
    step = 1
    for d in m2m:
        strides[d] = step
        step *= dims[d]
    return strides


def row_major(rank: int) -> tuple[int, ...]:
    return tuple(range(rank - 1, -1, -1))


Comp = Any  # a vector Reg or a Python int (the same index in every lane)


class Idx:
    """Sixteen multi-indices into an array of ``dims``: per-dim vectors, computed on demand from a
    linear index (``lin``: a scalar, lanes are lin+0..lin+15, contiguous in ``layout``; or
    ``linvec``: a vector of linear indices in ``layout``)."""

    def __init__(self, g: Elemental, dims: tuple[int, ...], comps: list[Comp] | None = None,
                 lin: Reg | None = None, layout: tuple[int, ...] | None = None, linvec: Reg | None = None,
                 lin_off: int = 0):
        self.g = g
        self.lin_off = lin_off  # lanes are lin + lin_off + 0..15
        self.dims = tuple(dims)
        self.comps: list[Comp | None] = list(comps) if comps is not None else [None] * len(dims)
        self.lin = lin
        self.layout = layout if layout is not None else row_major(len(dims))
        self.linvec = linvec

    def comp(self, d: int) -> Comp:
        c = self.comps[d]
        if c is None:
            if self.dims[d] == 1:
                c = 0
            else:
                g = self.g
                lv = self.linear_vector()
                strides = layout_strides(self.dims, self.layout)
                c = lv
                if strides[d] != 1:
                    c = g.vimm("vdivi", c, strides[d])
                if strides[d] * self.dims[d] < prod(self.dims):
                    c = g.vimm("vremi", c, self.dims[d])
            self.comps[d] = c
        return c

    def all_comps(self) -> list[Comp]:
        return [self.comp(d) for d in range(len(self.dims))]

    def linear_vector(self) -> Reg:
        if self.linvec is None:
            g = self.g
            assert self.lin is not None
            v = g.em.v()
            g.em("vbc", v, self.lin)
            self.linvec = g.cadd(g.vadd_s32(v, g.lanes()), self.lin_off)
        return self.linvec


class Elemental:
    """Generates vector code for one kernel; ``binding`` maps instructions to scratchpad regions."""

    def __init__(self, em: Emitter, binding: dict[Instruction, Any]):
        self.em = em
        self.binding = binding
        self.scopes: list[dict] = [{}]
        self.consts: dict[tuple, Reg] = {}
        self._lanes: Reg | None = None
        self.keep: list[Any] = []  # Idx objects whose ids key the cache stay alive

    # ---- small helpers ----------------------------------------------------------------------
    def hoisted(self, fn):
        """Emit ``fn()``'s instructions into the kernel preheader."""
        em = self.em
        saved = em.items
        em.items = em.pre
        try:
            return fn()
        finally:
            em.items = saved

    def lanes(self) -> Reg:
        if self._lanes is None:
            def make():
                v = self.em.v()
                self.em("vlane", v)
                return v
            self._lanes = self.hoisted(make)
        return self._lanes

    def const(self, value: Any, t: str) -> Reg:
        """A vector of one constant (float constants as f32 bits), materialized once per kernel."""
        if t in FLOATS:
            bits = int(np.array(value, np.float32).view(np.int32))
        elif t == "u32":
            bits = int(np.array(int(value) & 0xFFFFFFFF, np.uint32).view(np.int32))
        else:
            bits = int(np.int64(int(value)).astype(np.int32))
        key = (bits,)
        if key not in self.consts:
            def make():
                s = self.em.li(bits)
                v = self.em.v()
                self.em("vbc", v, s)
                return v
            self.consts[key] = self.hoisted(make)
        return self.consts[key]

    def vec(self, c: Comp) -> Reg:
        return self.const(c, "s32") if isinstance(c, int) else c

    def op(self, name: str, t: str, *srcs: Reg, cond: str | None = None) -> Reg:
        d = self.em.v()
        self.em(name, d, *srcs, t=t, cond=cond)
        return d

    def vimm(self, name: str, a: Reg, imm: int) -> Reg:
        d = self.em.v()
        self.em(name, d, a, int(imm))
        return d

    def vadd_s32(self, a: Reg, b: Reg) -> Reg:
        return self.op("vadd", "s32", a, b)

    def cadd(self, a: Comp, b: Comp) -> Comp:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if isinstance(a, int):
            a, b = b, a
        if isinstance(b, int):
            return a if b == 0 else self.vimm("vaddi", a, b)
        return self.op("vadd", "s32", a, b)

    def cmul(self, a: Comp, k: int) -> Comp:
        if isinstance(a, int):
            return a * k
        if k == 1:
            return a
        if k == 0:
            return 0
        return self.vimm("vmuli", a, k)

    def csub(self, a: Comp, b: Comp) -> Comp:
        if isinstance(b, int):
            return self.cadd(a, -b)
        return self.op("vsub", "s32", self.vec(a), b)

    def cclamp(self, a: Comp, lo: int, hi: int) -> Comp:
        if isinstance(a, int):
            return min(max(a, lo), hi)
        return self.vimm("vmini", self.vimm("vmaxi", a, lo), hi)

    def cmp(self, cond: str, t: str, a: Reg, b: Reg) -> Reg:
        return self.op("vcmp", t, a, b, cond=cond)

    def land(self, a: Reg | None, b: Reg | None) -> Reg | None:
        if a is None:
            return b
        if b is None:
            return a
        return self.op("vand", "pred", a, b)

    def select(self, mask: Reg, a: Any, b: Any) -> Any:
        if isinstance(a, CV) or isinstance(b, CV):
            a, b = self.as_complex(a), self.as_complex(b)
            return CV(self.select(mask, a.re, b.re), self.select(mask, a.im, b.im))
        if isinstance(a, U64):
            return U64(self.select(mask, a.lo, b.lo), self.select(mask, a.hi, b.hi))
        d = self.em.v()
        self.em("vsel", d, mask, a, b)
        return d

    def in_range(self, c: Comp, lo: int, hi: int) -> Reg | None:
        """lo <= c < hi as a pred vector (None: always true)."""
        if isinstance(c, int):
            return None if lo <= c < hi else self.const(0, "pred")
        m = self.cmp("ge", "s32", c, self.const(lo, "s32"))
        return self.land(m, self.cmp("lt", "s32", c, self.const(hi, "s32")))

    def scalar_comps(self, counter: Reg, dims: list[int]) -> list[Comp]:
        """A scalar loop counter split into per-dim vectors (row-major over ``dims``)."""
        out: list[Comp] = []
        step = 1
        steps = []
        for size in reversed(dims):
            steps.append(step)
            step *= size
        steps.reverse()
        total = prod(dims)
        for size, st in zip(dims, steps):
            if size == 1:
                out.append(0)
                continue
            s = counter
            if st != 1:
                q = self.em.s()
                self.em("divi", q, s, st)
                s = q
            if st * size < total:
                r = self.em.s()
                self.em("remi", r, s, size)
                s = r
            v = self.em.v()
            self.em("vbc", v, s)
            out.append(v)
        return out

    # ---- loops ------------------------------------------------------------------------------
    def loop(self, count: int, body) -> None:
        """for counter in range(count): body(counter) -- as a device loop (count > 0)."""
        em = self.em
        counter = em.s()
        em("li", counter, 0)
        limit = em.s()
        em("li", limit, count)
        top = em.label("loop")
        em.place(top)
        self.scopes.append({})
        body(counter)
        self.scopes.pop()
        em("addi", counter, counter, 1)
        em("blt", counter, limit, top)

    # ---- loads ------------------------------------------------------------------------------
    def load(self, region: Region, idx: Idx) -> Any:
        sh = region.shape
        t = isa_type(sh.dtype)
        size = sh.dtype.itemsize
        if t in PAIRS:
            return self.gather_at(region, self.element_offset(region, idx))
        v = self.em.v()
        if sh.num_elements == 1:
            self.em("vlds", v, Mem(region.base or ZERO, region.offset), t=t)
            return v
        if idx.lin is not None and idx.layout == sh.minor_to_major and idx.dims == sh.dims:
            self.em("vld", v, Mem(self.byte_addr(idx.lin, size, region.base), region.offset + idx.lin_off * size),
                    t=t)
            return v
        if region.base is not None:
            raise XlacError("internal error: a gather from a streamed tile")
        offset: Comp = 0
        for d, stride in enumerate(region.strides):
            if sh.dims[d] == 1:
                continue
            offset = self.cadd(offset, self.cmul(idx.comp(d), stride * size))
        base = self.em.li(region.offset)
        self.em("vgth", v, base, self.vec(offset), t=t)
        return v

    def element_offset(self, region: Region, idx: Idx) -> Comp:
        """Byte offsets of ``idx``'s 16 elements in ``region`` (general path: any layout)."""
        sh = region.shape
        size = sh.dtype.itemsize
        if idx.lin is not None and idx.layout == sh.minor_to_major and idx.dims == sh.dims:
            return self.cmul(idx.linear_vector(), size)
        offset: Comp = 0
        for d, stride in enumerate(region.strides):
            if sh.dims[d] != 1:
                offset = self.cadd(offset, self.cmul(idx.comp(d), stride * size))
        return offset

    def gather_at(self, region: Region, offset: Comp) -> Any:
        """The elements at byte offsets ``offset`` of ``region`` (c64 as two f32 gathers)."""
        t = isa_type(region.shape.dtype)
        if t in PAIRS:
            half = "f32" if t == "c64" else "u32"
            first, second = self.em.v(), self.em.v()
            if region.shape.num_elements == 1 and isinstance(offset, int):
                self.em("vlds", first, Mem(ZERO, region.offset + offset), t=half)
                self.em("vlds", second, Mem(ZERO, region.offset + offset + 4), t=half)
            else:
                off = self.vec(offset)
                self.em("vgth", first, self.em.li(region.offset), off, t=half)
                self.em("vgth", second, self.em.li(region.offset + 4), off, t=half)
            return CV(first, second) if t == "c64" else U64(first, second)
        off = self.vec(offset)
        v = self.em.v()
        self.em("vgth", v, self.em.li(region.offset), off, t=t)
        return v

    def scatter_at(self, region: Region, offset: Comp, value: Any) -> None:
        t = isa_type(region.shape.dtype)
        off = self.vec(offset)
        if t == "c64":
            value = self.as_complex(value)
            self.em("vsct", self.em.li(region.offset), off, value.re, t="f32")
            self.em("vsct", self.em.li(region.offset + 4), off, value.im, t="f32")
            return
        if t in PAIRS:
            self.em("vsct", self.em.li(region.offset), off, value.lo, t="u32")
            self.em("vsct", self.em.li(region.offset + 4), off, value.hi, t="u32")
            return
        self.em("vsct", self.em.li(region.offset), off, value, t=t)

    def as_complex(self, v: Any) -> CV:
        return v if isinstance(v, CV) else CV(v, self.const(0.0, "f32"))

    def fresh_copy(self, v: Any) -> Any:
        """New registers holding ``v`` (an accumulator a loop may update)."""
        if isinstance(v, CV):
            return CV(self.fresh_copy(v.re), self.fresh_copy(v.im))
        if isinstance(v, U64):
            return U64(self.fresh_copy(v.lo), self.fresh_copy(v.hi))
        acc = self.em.v()
        self.em("vmov", acc, v)
        return acc

    def assign(self, acc: Any, v: Any) -> None:
        if isinstance(acc, CV):
            v = self.as_complex(v)
            self.assign(acc.re, v.re)
            self.assign(acc.im, v.im)
        elif isinstance(acc, U64):
            self.assign(acc.lo, v.lo)
            self.assign(acc.hi, v.hi)
        else:
            self.em("vmov", acc, v)

    def byte_addr(self, lin: Reg, size: int, base: Reg | None) -> Reg:
        """lin * size (+ base), once per loop body."""
        key = ("addr", id(lin), size, id(base))
        for scope in reversed(self.scopes):
            if key in scope:
                return scope[key]
        addr = lin
        if size != 1:
            addr = self.em.s()
            self.em("muli", addr, lin, size)
        if base is not None:
            b = self.em.s()
            self.em("add", b, addr, base)
            addr = b
        self.scopes[-1][key] = addr
        return addr

    # ---- generation -------------------------------------------------------------------------
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

    # elementwise, shared with computation calls (reducers, comparators)
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
            if _same_width_integers(ins):
                return self._cvt(vals[0], in_t, out_t)
            raise unsupported(f"bitcast-convert {in_t} -> {out_t}", ins)
        raise unsupported(f"'{op}'", ins)

    def complex_op(self, ins: Instruction, vals: list[Any], in_t: str, out_t: str) -> Any:
        """complex64 arithmetic from f32 operations."""
        op = ins.opcode
        f = "f32"
        if op == "complex":
            return CV(vals[0], vals[1])
        if op in ("real", "imag"):
            v = vals[0]
            if not isinstance(v, CV):
                return v if op == "real" else self.const(0.0, out_t)
            return v.re if op == "real" else v.im
        if op == "convert":
            v = vals[0]
            if out_t == "c64":
                if in_t == "c64":
                    return v
                return CV(v if in_t == f else self._cvt(v, in_t, f), self.const(0.0, f))
            re = v.re
            return re if out_t == f else self._cvt(re, f, out_t)
        z = [self.as_complex(v) for v in vals]
        if op in ("add", "subtract"):
            name = BINARY[op]
            return CV(self.op(name, f, z[0].re, z[1].re), self.op(name, f, z[0].im, z[1].im))
        if op == "multiply":
            a, b = z
            re = self.op("vsub", f, self.op("vmul", f, a.re, b.re), self.op("vmul", f, a.im, b.im))
            im = self.op("vadd", f, self.op("vmul", f, a.re, b.im), self.op("vmul", f, a.im, b.re))
            return CV(re, im)
        if op == "negate":
            return CV(self.op("vneg", f, z[0].re), self.op("vneg", f, z[0].im))
        if op == "abs":
            return self._cabs(z[0])
        if op == "exponential":
            e = self.op("vexp", f, z[0].re)
            return CV(self.op("vmul", f, e, self.op("vcos", f, z[0].im)),
                      self.op("vmul", f, e, self.op("vsin", f, z[0].im)))
        if op == "log":
            return CV(self.op("vlog", f, self._cabs(z[0])), self.op("vatan2", f, z[0].im, z[0].re))
        if op == "compare" and str(ins.attrs["direction"]) in ("EQ", "NE"):
            cond = CMP[str(ins.attrs["direction"])]
            same_re = self.cmp(cond, f, z[0].re, z[1].re)
            same_im = self.cmp(cond, f, z[0].im, z[1].im)
            return self.op("vand" if cond == "eq" else "vor", "pred", same_re, same_im)
        raise unsupported(f"'{op}' on c64", ins)

    def int64_op(self, ins: Instruction, vals: list[Any], in_t: str, out_t: str) -> Any:
        """u64/s64 arithmetic on (low, high) u32 pairs: carries, a 32x32->64 multiply from 16-bit
        halves, shifts across the halves."""
        op = ins.opcode
        u = "u32"
        c = lambda v: self.const(v, u)  # noqa: E731
        if op == "convert":
            v = vals[0]
            if in_t in ("u64", "s64") and out_t in ("u64", "s64"):
                return v
            if in_t in ("u64", "s64"):
                if out_t in ("u32", "s32"):
                    return v.lo
                if out_t in ("u16", "s16", "u8", "s8", "pred"):
                    return self._cvt(v.lo, "u32", out_t)
                raise unsupported(f"convert {in_t} -> {out_t}", ins)
            if in_t in ("f32", "bf16", "f16") or in_t not in ("u32", "s32", "u16", "s16", "u8", "s8", "pred"):
                raise unsupported(f"convert {in_t} -> {out_t}", ins)
            lo = v if in_t in ("u32", "s32") else self._cvt(v, in_t, "s32")
            signed = in_t in ("s32", "s16", "s8")
            hi = self.op("vsra", "s32", lo, self.const(31, "s32")) if signed else c(0)
            return U64(lo, hi)
        a = vals[0]
        if op in ("and", "or", "xor"):
            name = BINARY[op]
            return U64(self.op(name, u, a.lo, vals[1].lo), self.op(name, u, a.hi, vals[1].hi))
        if op == "not":
            return U64(self.op("vnot", u, a.lo), self.op("vnot", u, a.hi))
        if op == "add":
            b = vals[1]
            lo = self.op("vadd", u, a.lo, b.lo)
            carry = self.cmp("lt", u, lo, a.lo)
            return U64(lo, self.op("vadd", u, self.op("vadd", u, a.hi, b.hi), carry))
        if op == "subtract":
            b = vals[1]
            borrow = self.cmp("lt", u, a.lo, b.lo)
            return U64(self.op("vsub", u, a.lo, b.lo), self.op("vsub", u, self.op("vsub", u, a.hi, b.hi), borrow))
        if op == "multiply":
            b = vals[1]
            lo, hi = self._mul32x32(a.lo, b.lo)
            cross = self.op("vadd", u, self.op("vmul", u, a.hi, b.lo), self.op("vmul", u, a.lo, b.hi))
            return U64(lo, self.op("vadd", u, hi, cross))
        if op in ("shift-left", "shift-right-logical", "shift-right-arithmetic"):
            return self._shift64(op, a, vals[1], out_t == "s64")
        if op in ("divide", "remainder"):
            q, r = self._divmod64(a, vals[1], out_t == "s64")
            return q if op == "divide" else r
        if op == "negate":
            return self._neg64(a)
        if op == "compare":
            b = vals[1]
            direction = str(ins.attrs["direction"])
            hi_t = "s32" if in_t == "s64" else u
            eq = self.op("vand", "pred", self.cmp("eq", u, a.lo, b.lo), self.cmp("eq", u, a.hi, b.hi))
            if direction in ("EQ", "NE"):
                return eq if direction == "EQ" else self.op("vnot", "pred", eq)
            x, y = (a, b) if direction in ("LT", "LE") else (b, a)
            lt = self.op("vor", "pred", self.cmp("lt", hi_t, x.hi, y.hi),
                         self.op("vand", "pred", self.cmp("eq", u, x.hi, y.hi), self.cmp("lt", u, x.lo, y.lo)))
            return lt if direction in ("LT", "GT") else self.op("vor", "pred", lt, eq)
        raise unsupported(f"'{op}' on {out_t if out_t in ('u64', 's64') else in_t}", ins)

    def _neg64(self, a: U64) -> U64:
        u = "u32"
        lo = self.op("vadd", u, self.op("vnot", u, a.lo), self.const(1, u))
        carry = self.cmp("eq", u, lo, self.const(0, u))
        return U64(lo, self.op("vadd", u, self.op("vnot", u, a.hi), carry))

    def _divmod64(self, n: U64, d: U64, signed: bool) -> tuple[U64, U64]:
        """Restoring long division, one quotient bit per device-loop step; XLA's rules for
        division by zero (quotient -1, remainder the dividend) and signs (truncation toward zero,
        the remainder takes the dividend's sign; INT64_MIN / -1 wraps to INT64_MIN)."""
        u = "u32"
        zero = self.const(0, u)
        n_neg = d_neg = None
        if signed:
            n_neg = self.cmp("lt", "s32", n.hi, self.const(0, "s32"))
            d_neg = self.cmp("lt", "s32", d.hi, self.const(0, "s32"))
            n = self.select(n_neg, self._neg64(n), n)
            d = self.select(d_neg, self._neg64(d), d)
        q = self.fresh_copy(U64(zero, zero))
        r = self.fresh_copy(U64(zero, zero))
        one = self.const(1, u)

        def step(counter: Reg) -> None:
            bit_index = self.em.s()
            self.em("li", bit_index, 63)
            self.em("sub", bit_index, bit_index, counter)
            vb = self.em.v()
            self.em("vbc", vb, bit_index)
            amount = U64(vb, zero)
            bit = self.op("vand", u, self._shift64("shift-right-logical", n, amount, False).lo, one)
            shifted = U64(self.op("vor", u, self.op("vshl", u, r.lo, one), bit),
                          self.op("vor", u, self.op("vshl", u, r.hi, one),
                                  self.op("vshr", u, r.lo, self.const(31, u))))
            ge = self.op("vor", "pred", self.cmp("gt", u, shifted.hi, d.hi),
                         self.op("vand", "pred", self.cmp("eq", u, shifted.hi, d.hi),
                                 self.cmp("ge", u, shifted.lo, d.lo)))
            lo = self.op("vsub", u, shifted.lo, d.lo)
            borrow = self.cmp("lt", u, shifted.lo, d.lo)
            diff = U64(lo, self.op("vsub", u, self.op("vsub", u, shifted.hi, d.hi), borrow))
            self.assign(r, self.select(ge, diff, shifted))
            qbit = self._shift64("shift-left", U64(self.op("vand", u, ge, one), zero), amount, False)
            self.assign(q, U64(self.op("vor", u, q.lo, qbit.lo), self.op("vor", u, q.hi, qbit.hi)))

        self.loop(64, step)
        qv: U64 = q
        rv: U64 = r
        if signed:
            assert n_neg is not None and d_neg is not None
            qv = self.select(self.op("vxor", "pred", n_neg, d_neg), self._neg64(qv), qv)
            rv = self.select(n_neg, self._neg64(rv), rv)
        by_zero = self.op("vand", "pred", self.cmp("eq", u, d.lo, zero), self.cmp("eq", u, d.hi, zero))
        ones = self.const(0xFFFFFFFF, u)
        orig_n = n if n_neg is None else self.select(n_neg, self._neg64(n), n)
        qv = self.select(by_zero, U64(ones, ones), qv)
        rv = self.select(by_zero, orig_n, rv)
        return qv, rv

    def _mul32x32(self, a: Reg, b: Reg) -> tuple[Reg, Reg]:
        """The full 64-bit product of two u32 lanes, from 16-bit halves."""
        u = "u32"
        m16, s16 = self.const(0xFFFF, u), self.const(16, u)
        a0, a1 = self.op("vand", u, a, m16), self.op("vshr", u, a, s16)
        b0, b1 = self.op("vand", u, b, m16), self.op("vshr", u, b, s16)
        p00, p01 = self.op("vmul", u, a0, b0), self.op("vmul", u, a0, b1)
        p10, p11 = self.op("vmul", u, a1, b0), self.op("vmul", u, a1, b1)
        mid = self.op("vadd", u, p01, p10)
        carry_mid = self.cmp("lt", u, mid, p01)
        lo = self.op("vadd", u, p00, self.op("vshl", u, mid, s16))
        carry_lo = self.cmp("lt", u, lo, p00)
        hi = self.op("vadd", u, p11, self.op("vshr", u, mid, s16))
        hi = self.op("vadd", u, hi, self.op("vshl", u, carry_mid, s16))
        return lo, self.op("vadd", u, hi, carry_lo)

    def _shift64(self, op: str, a: U64, amount: U64, signed: bool) -> U64:
        u = "u32"
        s = amount.lo
        big = self.op("vor", "pred", self.cmp("ge", u, s, self.const(64, u)),
                      self.cmp("ne", u, amount.hi, self.const(0, u)))
        ge32 = self.cmp("ge", u, s, self.const(32, u))
        s_lo = self.op("vsub", u, self.const(32, u), s)  # 32 - s (s < 32: 1..32; shifts of 32 give 0)
        s_hi = self.op("vsub", u, s, self.const(32, u))  # s - 32
        if op == "shift-left":
            small = U64(self.op("vshl", u, a.lo, s),
                        self.op("vor", u, self.op("vshl", u, a.hi, s), self.op("vshr", u, a.lo, s_lo)))
            large = U64(self.const(0, u), self.op("vshl", u, a.lo, s_hi))
            zero = U64(self.const(0, u), self.const(0, u))
        else:
            arith = op == "shift-right-arithmetic"  # on u64 too: the sign bit of the bits
            hi_shift = (lambda x, k: self.op("vsra", "s32", x, k)) if arith else \
                (lambda x, k: self.op("vshr", u, x, k))
            small = U64(self.op("vor", u, self.op("vshr", u, a.lo, s), self.op("vshl", u, a.hi, s_lo)),
                        hi_shift(a.hi, s))
            fill = self.op("vsra", "s32", a.hi, self.const(31, "s32")) if arith else self.const(0, u)
            large = U64(hi_shift(a.hi, s_hi), fill)
            zero = U64(fill, fill)
        pick = self.select(ge32, large, small)
        return self.select(big, zero, pick)

    def _cabs(self, z: CV) -> Reg:
        """|z| = m * sqrt((re/m)^2 + (im/m)^2), m = max(|re|, |im|), without overflow."""
        f = "f32"
        ar, ai = self.op("vabs", f, z.re), self.op("vabs", f, z.im)
        m = self.op("vmax", f, ar, ai)
        safe = self.select(self.cmp("eq", f, m, self.const(0.0, f)), self.const(1.0, f), m)
        x, y = self.op("vdiv", f, ar, safe), self.op("vdiv", f, ai, safe)
        r = self.op("vmul", f, m, self.op("vsqrt", f, self.op("vadd", f, self.op("vmul", f, x, x),
                                                              self.op("vmul", f, y, y))))
        inf = self.const(np.inf, f)
        is_inf = self.op("vor", "pred", self.cmp("eq", f, ar, inf), self.cmp("eq", f, ai, inf))
        return self.select(is_inf, inf, r)

    def _cvt(self, v: Reg, src: str, dst: str) -> Reg:
        d = self.em.v()
        self.em("vcvt", d, v, src, t=dst)
        return d

    def _check(self, name: str, t: str, ins: Instruction) -> None:
        if name in FLOAT_ONLY and t not in FLOATS:
            raise unsupported(f"'{ins.opcode}' on {t}", ins)
        if name in INT_ONLY and t in FLOATS:
            raise unsupported(f"'{ins.opcode}' on {t}", ins)

    def _total_order_key(self, x: Reg) -> Reg:
        sign = self.op("vsra", "s32", x, self.const(31, "s32"))
        mag = self.op("vand", "s32", sign, self.const(0x7FFFFFFF, "s32"))
        return self.op("vxor", "s32", x, mag)

    # ---- computations called per element (reducers, comparators, combiners) ------------------
    def call(self, comp: Computation, args: list[Any]) -> Any:
        env: dict[Instruction, Any] = {}
        for ins in comp.instructions:
            op = ins.opcode
            if op == "parameter":
                env[ins] = args[int(ins.parameter_number or 0)]
            elif op == "constant":
                if ins.shape.is_tuple or arr(ins.shape).num_elements != 1:
                    raise unsupported("array constant inside a called computation", ins)
                env[ins] = self.scalar_constant(ins)
            elif op == "tuple":
                env[ins] = tuple(env[o] for o in ins.operands)
            elif op == "get-tuple-element":
                env[ins] = env[ins.operands[0]][ins.attrs["index"]]
            elif op in ("broadcast", "reshape", "copy", "bitcast") and not ins.shape.is_tuple \
                    and arr(ins.shape).num_elements == 1:
                env[ins] = env[ins.operands[0]]
            elif op in ("call",):
                env[ins] = self.call(ins.attrs["to_apply"], [env[o] for o in ins.operands])
            elif op in LANE_OPS:
                if ins.shape.is_tuple or arr(ins.shape).num_elements != 1:
                    raise unsupported(f"non-scalar '{op}' inside a called computation", ins)
                env[ins] = self.elementwise(ins, [env[o] for o in ins.operands])
            else:
                raise unsupported(f"'{op}' inside a called computation", ins)
        assert comp.root is not None
        return env[comp.root]

    def _op_map(self, ins, idx):
        """map: its scalar computation on the operands' elements at the same index."""
        return self.call(ins.attrs["to_apply"], [self.gen(o, idx) for o in ins.operands])

    # ---- data movement ----------------------------------------------------------------------
    def _op_parameter(self, ins, idx):
        raise XlacError(f"internal error: parameter '{ins.name}' has no buffer")

    def _op_constant(self, ins, idx):
        if arr(ins.shape).num_elements == 1 or not np.asarray(ins.literal).size:
            return self.scalar_constant(ins)
        raise XlacError(f"internal error: array constant '{ins.name}' has no buffer")

    def scalar_constant(self, ins: Instruction) -> Any:
        t = isa_type(arr(ins.shape).dtype, ins)
        flat = np.asarray(ins.literal).reshape(-1)
        value = flat[0].item() if flat.size else 0
        if t == "c64":
            return CV(self.const(complex(value).real, "f32"), self.const(complex(value).imag, "f32"))
        if t in ("u64", "s64"):
            bits = int(value) & 0xFFFFFFFFFFFFFFFF
            return U64(self.const(bits & 0xFFFFFFFF, "u32"), self.const(bits >> 32, "u32"))
        return self.const(value, t)

    def _op_tuple(self, ins, idx):
        return tuple(self.gen(o, idx) for o in ins.operands)

    def _op_get_tuple_element(self, ins, idx):
        src = ins.operands[0]
        if src in self.binding and not isinstance(self.binding[src], Region):
            return self.load(self.binding[src][ins.attrs["index"]], idx)
        return self.gen(src, idx)[ins.attrs["index"]]

    def _op_copy(self, ins, idx):
        return self.gen(ins.operands[0], idx)  # the load honours each side's layout

    _op_opt_barrier = _op_copy

    def _op_broadcast(self, ins, idx):
        src = ins.operands[0]
        dims = ins.attrs.get("dimensions", ())
        return self.gen(src, Idx(self, arr(src.shape).dims, [idx.comp(d) for d in dims]))

    def _op_transpose(self, ins, idx):
        src = ins.operands[0]
        perm = ins.attrs["dimensions"]
        comps: list[Comp] = [0] * arr(src.shape).rank
        for i, p in enumerate(perm):
            comps[p] = idx.comp(i)
        return self.gen(src, Idx(self, arr(src.shape).dims, comps))

    def _op_reshape(self, ins, idx):
        src = ins.operands[0]
        rm_out, rm_src = row_major(len(idx.dims)), row_major(arr(src.shape).rank)
        if idx.lin is not None and idx.layout == rm_out:
            return self.gen(src, Idx(self, arr(src.shape).dims, lin=idx.lin, layout=rm_src))
        if idx.linvec is not None and idx.layout == rm_out:
            return self.gen(src, Idx(self, arr(src.shape).dims, linvec=idx.linvec, layout=rm_src))
        lin: Comp = 0
        for d, st in enumerate(layout_strides(idx.dims, rm_out)):
            if idx.dims[d] != 1:
                lin = self.cadd(lin, self.cmul(idx.comp(d), st))
        return self.gen(src, Idx(self, arr(src.shape).dims, linvec=self.vec(lin), layout=rm_src))

    def _op_bitcast(self, ins, idx):
        src = ins.operands[0]
        if arr(src.shape).dtype != arr(ins.shape).dtype:
            raise unsupported("bitcast between dtypes", ins)
        out_m2m, src_m2m = arr(ins.shape).minor_to_major, arr(src.shape).minor_to_major
        if idx.lin is not None and idx.layout == out_m2m:
            return self.gen(src, Idx(self, arr(src.shape).dims, lin=idx.lin, layout=src_m2m))
        lin: Comp = 0
        for d, st in enumerate(layout_strides(idx.dims, out_m2m)):
            if idx.dims[d] != 1:
                lin = self.cadd(lin, self.cmul(idx.comp(d), st))
        return self.gen(src, Idx(self, arr(src.shape).dims, linvec=self.vec(lin), layout=src_m2m))

    def _op_bitcast_convert(self, ins, idx):
        check_bitcast_convert(ins)
        src = ins.operands[0]
        in_t, out_t = isa_type(arr(src.shape).dtype, ins), isa_type(arr(ins.shape).dtype, ins)
        if in_t == out_t:
            return self.gen(src, idx)
        same = arr(ins.shape).dims == arr(src.shape).dims
        if same and arr(ins.shape).dtype.itemsize == 4 and arr(src.shape).dtype.itemsize == 4:
            return self.gen(src, idx)  # lanes hold the raw 32 bits
        bound = self.binding.get(src)
        if isinstance(bound, Region) and arr(ins.shape).has_default_layout and arr(src.shape).has_default_layout:
            return self.load(Region(bound.offset, ins.shape), idx)  # read the same bytes as another type
        if same and _same_width_integers(ins):
            return self._cvt(self.gen(src, idx), in_t, out_t)
        raise unsupported(f"bitcast-convert {in_t} -> {out_t} of a computed value", ins)

    def _op_slice(self, ins, idx):
        src = ins.operands[0]
        comps = [self.cadd(self.cmul(idx.comp(d), step), start)
                 for d, (start, _, step) in enumerate(ins.attrs["slice"].ranges)]
        return self.gen(src, Idx(self, arr(src.shape).dims, comps))

    def _op_reverse(self, ins, idx):
        src = ins.operands[0]
        rev = set(ins.attrs["dimensions"])
        comps = [self.csub(arr(src.shape).dims[d] - 1, idx.comp(d)) if d in rev else idx.comp(d)
                 for d in range(arr(src.shape).rank)]
        return self.gen(src, Idx(self, arr(src.shape).dims, comps))

    def _op_pad(self, ins, idx):
        src, padval = ins.operands
        mask = None
        comps = []
        for d, (lo, _hi, interior) in enumerate(ins.attrs["padding"].dims):
            size = arr(src.shape).dims[d]
            p = self.csub(idx.comp(d), lo)
            if interior:
                step = interior + 1
                q = p if isinstance(p, int) else None
                if q is not None:
                    ok = q >= 0 and q % step == 0 and q // step < size
                    mask = self.land(mask, None if ok else self.const(0, "pred"))
                    comps.append(min(max(q // step, 0), size - 1))
                    continue
                nonneg = self.cmp("ge", "s32", p, self.const(0, "s32"))
                pc = self.vimm("vmaxi", p, 0)
                rem = self.vimm("vremi", pc, step)
                mask = self.land(mask, self.land(nonneg, self.cmp("eq", "s32", rem, self.const(0, "s32"))))
                p = self.vimm("vdivi", pc, step)
            mask = self.land(mask, self.in_range(p, 0, size))
            comps.append(self.cclamp(p, 0, size - 1))
        value = self.gen(src, Idx(self, arr(src.shape).dims, comps))
        if mask is None:
            return value
        return self.select(mask, value, self.gen(padval, Idx(self, ())))

    def _op_concatenate(self, ins, idx):
        dim = ins.attrs["dimensions"][0]
        result = None
        offset = 0
        c = idx.comp(dim)
        for src in ins.operands:
            size = arr(src.shape).dims[dim]
            if size == 0:
                continue
            comps = list(idx.all_comps())
            comps[dim] = self.cclamp(self.csub(c, offset), 0, size - 1)
            value = self.gen(src, Idx(self, arr(src.shape).dims, comps))
            if result is None:
                result = value
            else:
                if isinstance(c, int):
                    result = value if c >= offset else result
                else:
                    result = self.select(self.cmp("ge", "s32", c, self.const(offset, "s32")), value, result)
            offset += size
        return result

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

    def _op_iota(self, ins, idx):
        t = isa_type(arr(ins.shape).dtype, ins)
        c = self.vec(idx.comp(ins.attrs["iota_dimension"]))
        if t in ("u64", "s64"):
            return U64(c, self.const(0, "u32"))
        if t == "c64":
            return CV(self._cvt(c, "s32", "f32"), self.const(0.0, "f32"))
        if t == "s32":
            return c
        d = self.em.v()
        self.em("vcvt", d, c, "s32", t=t)
        return d

    def _start(self, ins: Instruction, limit: int) -> Comp:
        """A dynamic start index (a scalar operand) as s32 lanes, clamped to [0, limit]."""
        return self.index_s32(self.gen(ins, Idx(self, ())), isa_type(arr(ins.shape).dtype, ins), limit)

    def index_s32(self, v: Any, t: str, limit: int) -> Comp:
        """An index of any integer type as s32 lanes clamped to [0, limit] (XLA clamps)."""
        limit = max(limit, 0)
        big = self.const(limit, "s32")
        if t in ("u64", "s64"):
            lo = self.op("vmin", "u32", v.lo, self.const(limit, "u32"))
            if t == "s64":
                neg = self.cmp("lt", "s32", v.hi, self.const(0, "s32"))
                pos_hi = self.cmp("gt", "s32", v.hi, self.const(0, "s32"))
                return self.select(neg, self.const(0, "s32"), self.select(pos_hi, big, lo))
            return self.select(self.cmp("ne", "u32", v.hi, self.const(0, "u32")), big, lo)
        if t != "s32":
            if t == "u32":
                v = self.op("vmin", "u32", v, self.const(limit, "u32"))
            v = self._cvt(v, t, "s32")
        return self.cclamp(v, 0, limit)

    def _starts(self, operands: list[Instruction], limits: list[int]) -> list[Comp]:
        if len(operands) == 1 and arr(operands[0].shape).rank == 1 and len(limits) > 1:
            raise unsupported("dynamic-slice with an index vector", operands[0])
        return [self._start(o, lim) for o, lim in zip(operands, limits)]

    def _op_dynamic_slice(self, ins, idx):
        src = ins.operands[0]
        sizes = ins.attrs["dynamic_slice_sizes"]
        starts = self._starts(ins.operands[1:], [d - s for d, s in zip(arr(src.shape).dims, sizes)])
        comps = [self.cadd(idx.comp(d), starts[d]) for d in range(arr(src.shape).rank)]
        return self.gen(src, Idx(self, arr(src.shape).dims, comps))

    def _op_dynamic_update_slice(self, ins, idx):
        src, upd = ins.operands[0], ins.operands[1]
        starts = self._starts(ins.operands[2:], [d - u for d, u in zip(arr(src.shape).dims, arr(upd.shape).dims)])
        mask = None
        comps = []
        for d in range(arr(src.shape).rank):
            rel = self.csub(idx.comp(d), starts[d]) if not isinstance(starts[d], int) else \
                self.cadd(idx.comp(d), -starts[d])
            mask = self.land(mask, self.in_range(rel, 0, arr(upd.shape).dims[d]))
            comps.append(self.cclamp(rel, 0, max(arr(upd.shape).dims[d] - 1, 0)))
        base = self.gen(src, idx)
        if arr(upd.shape).num_elements == 0:
            return base
        new = self.gen(upd, Idx(self, arr(upd.shape).dims, comps))
        return new if mask is None else self.select(mask, new, base)

    def _op_gather(self, ins, idx):
        a = ins.attrs
        operand, indices = ins.operands
        offset_dims = tuple(a["offset_dims"])
        collapsed = tuple(a["collapsed_slice_dims"])
        start_map = tuple(a["start_index_map"])
        ivd = a["index_vector_dim"]
        sizes = tuple(a["slice_sizes"])
        op_batch = tuple(a.get("operand_batching_dims", ()))
        idx_batch = tuple(a.get("start_indices_batching_dims", ()))
        out_rank = len(idx.dims)
        batch_out = [d for d in range(out_rank) if d not in offset_dims]
        batch_comps = [idx.comp(d) for d in batch_out]
        # indices dims other than index_vector_dim, in order, pair with batch_out
        idx_rank = arr(indices.shape).rank
        idx_dims_wo = [d for d in range(idx_rank) if d != ivd]
        by_idx_dim = dict(zip(idx_dims_wo, batch_comps))
        starts: dict[int, Comp] = {}
        for k, od in enumerate(start_map):
            comps = []
            for d in range(idx_rank):
                comps.append(k if d == ivd else by_idx_dim[d])
            v = self.gen(indices, Idx(self, arr(indices.shape).dims, comps))
            t = isa_type(arr(indices.shape).dtype, indices)
            starts[od] = self.index_s32(v, t, arr(operand.shape).dims[od] - sizes[od])
        offs = iter(idx.comp(d) for d in offset_dims)
        comps = []
        for d in range(arr(operand.shape).rank):
            if d in op_batch:
                comps.append(by_idx_dim[idx_batch[op_batch.index(d)]])
                continue
            c = 0 if d in collapsed else next(offs)
            comps.append(self.cadd(c, starts[d]) if d in starts else c)
        return self.gen(operand, Idx(self, arr(operand.shape).dims, comps))

    # ---- loops: reduce, reduce-window, dot, convolution --------------------------------------
    def _hoist_comps(self, idx: Idx) -> list[Comp]:
        return idx.all_comps()

    def _op_reduce(self, ins, idx):
        n = len(ins.operands) // 2
        inputs, inits = ins.operands[:n], ins.operands[n:]
        dims = tuple(sorted(ins.attrs["dimensions"]))
        in_dims = arr(inputs[0].shape).dims
        kept = [d for d in range(len(in_dims)) if d not in dims]
        out_comps = self._hoist_comps(idx)
        leaves = list(ins.shape.elements) if ins.shape.is_tuple else [ins.shape]
        accs = []
        for k in range(n):
            accs.append(self.fresh_copy(self.gen(inits[k], Idx(self, ()))))
        red_sizes = [in_dims[d] for d in dims]
        total = prod(red_sizes)
        if total > 0:
            def body(counter):
                rc = self.scalar_comps(counter, red_sizes)
                comps: list[Comp] = [0] * len(in_dims)
                for j, d in enumerate(kept):
                    comps[d] = out_comps[j]
                for j, d in enumerate(dims):
                    comps[d] = rc[j]
                in_idx = Idx(self, in_dims, comps)
                xs = [self.gen(x, in_idx) for x in inputs]
                new = self.call(ins.attrs["to_apply"], accs + xs)
                new = list(new) if isinstance(new, tuple) else [new]
                for acc, v in zip(accs, new):
                    self.assign(acc, v)
            self.loop(total, body)
        for leaf in leaves:
            isa_type(leaf.dtype, ins)
        return tuple(accs) if ins.shape.is_tuple else accs[0]

    def _op_reduce_window(self, ins, idx):
        n = len(ins.operands) // 2
        inputs, inits = ins.operands[:n], ins.operands[n:]
        in_dims = arr(inputs[0].shape).dims
        window: Window = ins.attrs.get("window") or Window(())
        wdims = list(window.dims) if window.dims else []
        out_comps = self._hoist_comps(idx)
        init_vals = [self.gen(i, Idx(self, ())) for i in inits]
        accs = []
        for v in init_vals:
            accs.append(self.fresh_copy(v))
        sizes = [w.size for w in wdims] if wdims else [1] * len(in_dims)
        total = prod(sizes)
        if total > 0 and prod(in_dims) > 0:
            def body(counter):
                wc = self.scalar_comps(counter, sizes)
                mask = None
                comps = []
                for d in range(len(in_dims)):
                    w = wdims[d] if wdims else None
                    stride = w.stride if w else 1
                    pos = self.cmul(out_comps[d], stride)
                    if w is not None:
                        pos = self.cadd(pos, self.cmul(wc[d], w.rhs_dilate))
                        pos = self.cadd(pos, -w.pad_low)
                    else:
                        pos = self.cadd(pos, wc[d])
                    if w is not None and w.lhs_dilate > 1:
                        nonneg = self.cmp("ge", "s32", self.vec(pos), self.const(0, "s32"))
                        pc = self.vimm("vmaxi", self.vec(pos), 0)
                        rem = self.vimm("vremi", pc, w.lhs_dilate)
                        mask = self.land(mask, self.land(nonneg, self.cmp("eq", "s32", rem, self.const(0, "s32"))))
                        pos = self.vimm("vdivi", pc, w.lhs_dilate)
                    mask = self.land(mask, self.in_range(pos, 0, in_dims[d]))
                    comps.append(self.cclamp(pos, 0, in_dims[d] - 1))
                in_idx = Idx(self, in_dims, comps)
                xs = [self.gen(x, in_idx) for x in inputs]
                new = self.call(ins.attrs["to_apply"], accs + xs)
                new = list(new) if isinstance(new, tuple) else [new]
                if mask is not None:  # padding and dilation holes are skipped, as XLA does: init counts once
                    new = [self.select(mask, v, acc) for v, acc in zip(new, accs)]
                for acc, v in zip(accs, new):
                    self.assign(acc, v)
            self.loop(total, body)
        return tuple(accs) if ins.shape.is_tuple else accs[0]

    def _acc_type(self, ins) -> str:
        t = isa_type(arr(ins.shape).dtype, ins)
        if t in ("u64", "s64"):  # the lanes' multiply-add has no 64-bit pair form
            raise unsupported(f"'{ins.opcode}' on {t}", ins)
        return "f32" if t in FLOATS else t  # c64 stays c64: two f32 accumulators

    def _fma(self, t: str, acc: Reg, a: Reg, b: Reg) -> None:
        if t == "f32":
            self.em("vfma", acc, a, b, acc, t="f32")
        else:
            self.em("vadd", acc, acc, self.op("vmul", t, a, b), t=t)

    def _as(self, v: Reg, src: Instruction, t: str) -> Reg:
        st = isa_type(arr(src.shape).dtype, src)
        if st == t:
            return v
        return self._cvt(v, st, t)

    def _op_dot(self, ins, idx):
        lhs, rhs = ins.operands
        dd = DotDims.of(ins.attrs, arr(lhs.shape).rank, arr(rhs.shape).rank)
        out_comps = self._hoist_comps(idx)
        nb, nlf = len(dd.lhs_batch), len(dd.lhs_free)
        t = self._acc_type(ins)
        acc: Any = self.fresh_copy(self.const(0, "f32" if t == "c64" else t))
        if t == "c64":
            acc = CV(acc, self.fresh_copy(self.const(0.0, "f32")))
        csizes = [arr(lhs.shape).dims[d] for d in dd.lhs_contracting]
        total = prod(csizes)
        if total > 0:
            def body(counter):
                cc = self.scalar_comps(counter, csizes)
                lc: list[Comp] = [0] * arr(lhs.shape).rank
                rc: list[Comp] = [0] * arr(rhs.shape).rank
                for j, (a, b) in enumerate(zip(dd.lhs_batch, dd.rhs_batch)):
                    lc[a] = rc[b] = out_comps[j]
                for j, d in enumerate(dd.lhs_free):
                    lc[d] = out_comps[nb + j]
                for j, d in enumerate(dd.rhs_free):
                    rc[d] = out_comps[nb + nlf + j]
                for j, (a, b) in enumerate(zip(dd.lhs_contracting, dd.rhs_contracting)):
                    lc[a] = rc[b] = cc[j]
                lv = self.gen(lhs, Idx(self, arr(lhs.shape).dims, lc))
                rv = self.gen(rhs, Idx(self, arr(rhs.shape).dims, rc))
                if t == "c64":
                    a, b = self.as_complex(lv), self.as_complex(rv)
                    self._fma("f32", acc.re, a.re, b.re)
                    self._fma("f32", acc.re, self.op("vneg", "f32", a.im), b.im)
                    self._fma("f32", acc.im, a.re, b.im)
                    self._fma("f32", acc.im, a.im, b.re)
                    return
                self._fma(t, acc, self._as(lv, lhs, t), self._as(rv, rhs, t))
            self.loop(total, body)
        out_t = isa_type(arr(ins.shape).dtype, ins)
        return acc if out_t == t else self._cvt(acc, t, out_t)

    def _op_convolution(self, ins, idx):
        lhs, rhs = ins.operands
        a = ins.attrs
        dn = a["dim_labels"]
        window: Window = a.get("window") or Window(())
        nsp = len(dn.input_spatial)
        wdims = list(window.dims) if window.dims else [None] * nsp
        fgc = a.get("feature_group_count", 1)
        bgc = a.get("batch_group_count", 1)
        out_comps = self._hoist_comps(idx)
        t = self._acc_type(ins)
        out_feat = arr(ins.shape).dims[dn.output_feature]
        cin_g = arr(rhs.shape).dims[dn.kernel_input_feature]
        b = out_comps[dn.output_batch]
        f = out_comps[dn.output_feature]
        # input batch and feature group of each output feature
        batch = b
        group_base: Comp = 0
        if fgc > 1:
            group_base = self.cmul(self._cdiv(f, out_feat // fgc), cin_g)
        if bgc > 1:
            per = arr(lhs.shape).dims[dn.input_batch] // bgc
            batch = self.cadd(b, self.cmul(self._cdiv(f, out_feat // bgc), per))
        ksizes = [arr(rhs.shape).dims[d] for d in dn.kernel_spatial]
        acc = self.em.v()
        self.em("vmov", acc, self.const(0, t))
        loop_dims = [cin_g] + ksizes
        total = prod(loop_dims)
        if total > 0 and arr(lhs.shape).num_elements > 0:
            def body(counter):
                lcs = self.scalar_comps(counter, loop_dims)
                ci, ks = lcs[0], lcs[1:]
                mask = None
                lc: list[Comp] = [0] * arr(lhs.shape).rank
                rc: list[Comp] = [0] * arr(rhs.shape).rank
                lc[dn.input_batch] = batch
                lc[dn.input_feature] = self.cadd(group_base, ci)
                rc[dn.kernel_input_feature] = ci
                rc[dn.kernel_output_feature] = f
                for s in range(nsp):
                    w = wdims[s]
                    in_size = arr(lhs.shape).dims[dn.input_spatial[s]]
                    k = ks[s]
                    kdim = ksizes[s]
                    rc[dn.kernel_spatial[s]] = self.csub(kdim - 1, k) if (w is not None and w.reversal) else k
                    o = out_comps[dn.output_spatial[s]]
                    stride = w.stride if w else 1
                    pos = self.cadd(self.cmul(o, stride), self.cmul(k, w.rhs_dilate if w else 1))
                    pos = self.cadd(pos, -(w.pad_low if w else 0))
                    if w is not None and w.lhs_dilate > 1:
                        pv = self.vec(pos)
                        nonneg = self.cmp("ge", "s32", pv, self.const(0, "s32"))
                        pc = self.vimm("vmaxi", pv, 0)
                        rem = self.vimm("vremi", pc, w.lhs_dilate)
                        mask = self.land(mask, self.land(nonneg, self.cmp("eq", "s32", rem, self.const(0, "s32"))))
                        pos = self.vimm("vdivi", pc, w.lhs_dilate)
                    mask = self.land(mask, self.in_range(pos, 0, in_size))
                    lc[dn.input_spatial[s]] = self.cclamp(pos, 0, in_size - 1)
                lv = self._as(self.gen(lhs, Idx(self, arr(lhs.shape).dims, lc)), lhs, t)
                rv = self._as(self.gen(rhs, Idx(self, arr(rhs.shape).dims, rc)), rhs, t)
                if mask is not None:  # padding and dilation holes are skipped: not 0 * w (NaN for w = inf)
                    lv = self.select(mask, lv, self.const(0, t))
                    rv = self.select(mask, rv, self.const(0, t))
                self._fma(t, acc, lv, rv)
            self.loop(total, body)
        out_t = isa_type(arr(ins.shape).dtype, ins)
        return acc if out_t == t else self._cvt(acc, t, out_t)

    def _cdiv(self, c: Comp, k: int) -> Comp:
        if isinstance(c, int):
            return c // k
        return c if k == 1 else self.vimm("vdivi", c, k)
