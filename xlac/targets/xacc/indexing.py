"""What the vector code generator computes with: values (a vector register; a pair of them for
c64 and 64-bit integers), indices (per-dim vectors of lane positions, derived on demand from a
linear position), scratchpad regions, and the base of every generator: constants, index
arithmetic on lanes, masks and selects, device loops, loads, gathers and scatters.

    g = Elemental(em, binding)                       # selection.py: VectorCode and the op generators
    idx = Idx(g, shape.dims, lin=counter, layout=shape.minor_to_major)
    value = g.gen(instr, idx)                         # ``lanes`` elements of ``instr`` at once
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

from .elemental import FLOATS, PAIRS, arr, isa_type
from .emitter import ZERO, Emitter, Mem, Reg


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
    """A multi-index per lane into an array of ``dims``: per-dim vectors, computed on demand from
    a linear index (``lin``: a scalar, lanes are lin+0, lin+1..., contiguous in ``layout``; or
    ``linvec``: a vector of linear indices in ``layout``)."""

    def __init__(self, g: VectorCode, dims: tuple[int, ...], comps: list[Comp] | None = None,
                 lin: Reg | None = None, layout: tuple[int, ...] | None = None, linvec: Reg | None = None,
                 lin_off: int = 0):
        self.g = g
        self.lin_off = lin_off  # lanes are lin + lin_off + 0, 1...
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


class VectorCode:
    """Generates vector code for one kernel; ``binding`` maps instructions to scratchpad regions.
    The base of the generators (wide.py, movement.py, reductions.py, contraction.py) that
    selection.py's ``Elemental`` puts together."""

    def __init__(self, em: Emitter, binding: dict[Instruction, Any]):
        self.em = em
        self.binding = binding
        self.scopes: list[dict] = [{}]
        self.consts: dict[tuple, Reg] = {}
        self._lanes: Reg | None = None
        self.keep: list[Any] = []  # Idx objects whose ids key the cache stay alive

    # ---- constants, index arithmetic on lanes, masks ------------------------------------------
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

    # ---- loads and stores ---------------------------------------------------------------------
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

    # ---- values -------------------------------------------------------------------------------
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

    def _cvt(self, v: Reg, src: str, dst: str) -> Reg:
        d = self.em.v()
        self.em("vcvt", d, v, src, t=dst)
        return d

    def _hoist_comps(self, idx: Idx) -> list[Comp]:
        return idx.all_comps()

    # ---- what the op generators provide (selection.py's Elemental) --------------------------------
    def gen(self, ins: Instruction, idx: Idx) -> Any:
        """``ins`` at the lanes' indices ``idx``."""
        raise NotImplementedError

    def elementwise(self, ins: Instruction, vals: list[Any]) -> Any:
        """An elementwise op on values already generated."""
        raise NotImplementedError

    def scalar_constant(self, ins: Instruction) -> Any:
        """A one-element constant in every lane."""
        raise NotImplementedError
