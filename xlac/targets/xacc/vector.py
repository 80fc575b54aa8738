"""Kernels on the vector unit, and the DMA and buffer plumbing every kernel uses.

An HLO value lives in a device DRAM buffer (:class:`Leaf`; memory.py says which). An elemental kernel DMAs
its operands into the scratchpad, runs a vector loop over the output ``lanes`` elements at a time
(the last step masked by ``setvl``) whose body ``Elemental`` generates, and DMAs the result out;
a large elementwise kernel streams through double-buffered tiles instead, so the DMA of one tile
overlaps the loop on the next.

    lw.kernel(instr, outs, {operand: leaves})   # one kernel computing instr (a fusion's root)
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import Any, cast

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction, Module
from xlac.hlo.shapes import ArrayShape, TupleShape

from . import isa
from .container import Buffer
from .elemental import BINARY, UNARY, UNARY_BY_OPERAND, arr, isa_type, unsupported
from .emitter import ZERO, Emitter, Mem, Reg
from .indexing import Idx, Region
from .selection import Elemental

ALIGN = 64


@dataclass(frozen=True)
class Leaf:
    """One array in device DRAM: a buffer-table slot and the array's shape."""

    buf: int
    shape: ArrayShape


class KernelEmitter:
    """The program being built: its buffer table, constants and instructions, and the kernels."""

    def __init__(self, module: Module, source_text: str | None = None, machine: isa.MachineDescription = isa.XACC):
        self.module = module
        self.source_text = source_text
        self.machine = machine
        self.mailbox = machine.spill_base - 64  # a few scratchpad bytes for scalars the scalar core reads
        self.spm_limit = machine.spill_base - 64  # what a kernel's operands and results may use
        self.em = Emitter(machine)
        self.buffers: list[Buffer] = []
        self.constants = bytearray()
        self.host_calls: list[dict] = []
        self.tag = 0
        self.kernels = 0
        self.spm_peak = 0  # the most scratchpad bytes one kernel stages

    # ---- buffers ----------------------------------------------------------------------------
    def new_buffer(self, kind: str, index: int, size: int, data: bytes | None = None, offset: int = 0) -> int:
        """A buffer-table slot: ``offset`` into the temp block (temp) or the result's memory
        (result); a const buffer's ``data`` goes to the constants section."""
        if data is not None:
            while len(self.constants) % ALIGN:
                self.constants.append(0)
            offset = len(self.constants)
            self.constants += data
        self.buffers.append(Buffer(kind, index, size, offset))
        return len(self.buffers) - 1

    def scratchpad(self, nbytes: int, ins: Instruction, what: str | None = None) -> None:
        """A kernel stages ``nbytes`` of the scratchpad: refused past ``spm_limit``, else
        counted (the memory report's largest kernel)."""
        if nbytes > self.spm_limit:
            raise unsupported(f"{what or repr(ins.opcode)} needs {nbytes} bytes of scratchpad, more than the "
                              f"{self.spm_limit} a kernel may use", ins)
        self.spm_peak = max(self.spm_peak, nbytes)

    def const_leaf(self, ins: Instruction) -> list[Leaf]:
        if ins.shape.is_tuple:
            raise unsupported("tuple constant", ins)
        shape = arr(ins.shape)
        isa_type(shape.dtype, ins)
        value = np.asarray(ins.literal, dtype=shape.dtype.np).reshape(shape.dims)
        if shape.rank and not shape.has_default_layout:
            value = np.transpose(value, tuple(reversed(shape.minor_to_major)))
        data = np.ascontiguousarray(value).tobytes()
        return [Leaf(self.new_buffer("const", 0, len(data), data), shape)]

    # ---- DMA --------------------------------------------------------------------------------
    def next_tag(self) -> int:
        self.tag = (self.tag + 1) % self.machine.dma_tags
        return self.tag

    def dma(self, load: bool, buf: int, spm: int, nbytes: int, tag: int, dram_offset: int = 0) -> None:
        em = self.em
        base = em.s()
        em("lba", base, buf)
        if dram_offset:
            em("addi", base, base, dram_offset)
        s_spm = em.li(spm)
        s_n = em.li(nbytes)
        one = em.li(1)
        em("dcfg", one, s_n, s_n)
        if load:
            em("dld", s_spm, base, s_n, tag)
        else:
            em("dst", base, s_spm, s_n, tag)

    def dma_dyn(self, load: bool, buf: int, spm: Reg, nbytes: Reg, dram_offset: Reg, tag: int) -> None:
        em = self.em
        base = em.s()
        em("lba", base, buf)
        em("add", base, base, dram_offset)
        one = em.li(1)
        em("dcfg", one, nbytes, nbytes)
        if load:
            em("dld", spm, base, nbytes, tag)
        else:
            em("dst", base, spm, nbytes, tag)

    def copy(self, src: int, dst: int, nbytes: int) -> None:
        """DRAM -> DRAM through the scratchpad, in chunks."""
        if src == dst or nbytes == 0:
            return
        chunk = self.machine.copy_chunk
        for start in range(0, nbytes, chunk):
            n = min(chunk, nbytes - start)
            tag = self.next_tag()
            self.dma(True, src, 0, n, tag, start)
            self.em("dwait", tag)
            self.dma(False, dst, 0, n, tag, start)
            self.em("dwait", tag)

    def read_scalar(self, leaf: Leaf) -> Reg:
        """A scalar buffer's value in a scalar register (sign- or zero-extended)."""
        tag = self.next_tag()
        size = arr(leaf.shape).dtype.itemsize
        self.dma(True, leaf.buf, self.mailbox, size, tag)
        self.em("dwait", tag)
        s = self.em.s()
        self.em("lds", s, Mem(ZERO, self.mailbox), t=isa_type(arr(leaf.shape).dtype))
        return s

    # ---- kernels ----------------------------------------------------------------------------
    def kernel(self, ins: Instruction, outs: list[Leaf], operands: dict[Instruction, list[Leaf]]) -> None:
        """One elemental kernel computing ``ins`` (a fusion's root when ``ins`` is a fusion)."""
        live_outs = [o for o in outs if arr(o.shape).dtype.is_array]
        if not live_outs or prod(arr(live_outs[0].shape).dims) == 0:
            return
        self.kernels += 1
        root = ins
        bind_to: dict[Instruction, list[Leaf]] = {}
        if ins.opcode == "fusion":
            comp = ins.attrs["calls"]
            root = comp.root
            for p in comp.parameters:
                bind_to[p] = operands[ins.operands[p.parameter_number]]
            for c in comp.instructions:
                if c.opcode == "constant" and not c.shape.is_tuple and arr(c.shape).num_elements > 1:
                    bind_to[c] = self.const_leaf(c)
        else:
            bind_to = dict(operands)
        em = self.em
        if len(live_outs) == 1 and len(outs) == 1 and arr(live_outs[0].shape).num_elements >= self.machine.stream_min \
                and _streamable(root, bind_to, live_outs[0].shape):
            self.stream_kernel(root, bind_to, live_outs[0])
            return
        spm = 0
        regions: dict[int, Region] = {}
        loads = []

        def place(leaf: Leaf) -> Region:
            nonlocal spm
            if leaf.buf not in regions:
                regions[leaf.buf] = Region(spm, leaf.shape)
                loads.append(leaf)
                spm += (max(arr(leaf.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
            r = regions[leaf.buf]
            return r if r.shape == leaf.shape and arr(r.shape).minor_to_major == arr(leaf.shape).minor_to_major \
                else Region(r.offset, leaf.shape)

        binding: dict[Instruction, Any] = {}
        for i, leaves in bind_to.items():
            if i.shape.is_tuple:
                if any(e.is_tuple for e in cast(TupleShape, i.shape).elements):
                    raise unsupported("nested tuple operand", ins)
                binding[i] = tuple(place(lf) for lf in leaves)
            elif leaves and arr(leaves[0].shape).dtype.is_array:
                binding[i] = place(leaves[0])
        out_regions = []
        for o in live_outs:
            out_regions.append(Region(spm, o.shape))
            spm += (max(arr(o.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        self.scratchpad(spm, ins)
        em.pre = []
        mark = len(em.items)
        tag = self.next_tag()
        for leaf in loads:
            if arr(leaf.shape).byte_size:
                self.dma(True, leaf.buf, regions[leaf.buf].offset, arr(leaf.shape).byte_size, tag)
        em("dwait", tag)
        g = Elemental(em, binding)
        first = live_outs[0].shape
        n = first.num_elements
        counter = em.s()
        em("li", counter, 0)
        limit = em.li(n)
        top = em.label("k")
        em.place(top)
        rem = em.s()
        em("sub", rem, limit, counter)
        em("setvl", rem)
        idx = Idx(g, first.dims, lin=counter, layout=first.minor_to_major)
        value = g.gen(root, idx)
        vals = list(value) if isinstance(value, tuple) else [value]
        if len(vals) != len(outs):
            raise XlacError(f"internal error: {len(vals)} values for {len(outs)} results of '{ins.name}'")
        for v, r in zip([v for v, o in zip(vals, outs) if arr(o.shape).dtype.is_array], out_regions):
            self.store(g, r, idx, v)
        em("addi", counter, counter, self.machine.lanes)
        em("blt", counter, limit, top)
        tag = self.next_tag()
        for o, r in zip(live_outs, out_regions):
            self.dma(False, o.buf, r.offset, arr(o.shape).byte_size, tag)
        em("dwait", tag)
        em.items[mark:mark] = em.pre
        em.pre = []

    def stream_kernel(self, root: Instruction, bind_to: dict[Instruction, list[Leaf]], out: Leaf) -> None:
        """An elementwise kernel too big for the scratchpad, or big enough to pipeline: tiles of
        ``machine.stream_tile`` elements stream through two scratchpad buffer sets (double buffering), so the DMA of
        tile t+1 in and tile t-1 out overlaps the vector loop on tile t; the loop is unrolled 4x."""
        em = self.em
        TILE = self.machine.stream_tile
        lanes = self.machine.lanes
        n = arr(out.shape).num_elements
        ntiles = -(-n // TILE)
        streams: dict[int, Leaf] = {}
        scalars: dict[int, Leaf] = {}
        for leaves in bind_to.values():
            leaf = leaves[0]
            (scalars if arr(leaf.shape).num_elements == 1 else streams).setdefault(leaf.buf, leaf)
        set_reg = em.s()
        binding: dict[Instruction, Any] = {}
        spm = 0
        scalar_regions = {}
        for buf, leaf in scalars.items():
            scalar_regions[buf] = Region(spm, leaf.shape)
            spm += ALIGN
        set0 = spm
        offs = {}
        for buf, leaf in streams.items():
            offs[buf] = spm - set0
            spm += (TILE * arr(leaf.shape).dtype.itemsize + ALIGN - 1) // ALIGN * ALIGN
        out_off = spm - set0
        spm += (TILE * arr(out.shape).dtype.itemsize + ALIGN - 1) // ALIGN * ALIGN
        set_size = spm - set0
        if set0 + 2 * set_size > self.spm_limit:
            raise unsupported("a streamed kernel's tiles do not fit in the scratchpad", root)
        self.spm_peak = max(self.spm_peak, set0 + 2 * set_size)
        for i, leaves in bind_to.items():
            leaf = leaves[0]
            if leaf.buf in scalars:
                binding[i] = scalar_regions[leaf.buf]
            else:
                binding[i] = Region(offs[leaf.buf], leaf.shape, set_reg)
        out_region = Region(out_off, out.shape, set_reg)
        self.kernels += 1
        em.pre = []
        mark = len(em.items)
        tag = 7
        for buf, leaf in scalars.items():
            self.dma(True, buf, scalar_regions[buf].offset, arr(leaf.shape).byte_size, tag)
        if scalars:
            em("dwait", tag)

        def issue_loads(tile: Reg, which: Reg, tag_base: int) -> None:
            """DMA tile ``tile`` of every stream into buffer set ``which`` (0/1)."""
            first = em.s()
            em("muli", first, tile, TILE)
            count = em.s()
            em("li", count, n)
            em("sub", count, count, first)
            em("mini", count, count, TILE)
            for buf, leaf in streams.items():
                size = arr(leaf.shape).dtype.itemsize
                nbytes, off, where = em.s(), em.s(), em.s()
                em("muli", nbytes, count, size)
                em("muli", off, first, size)
                em("muli", where, which, set_size)
                em("addi", where, where, set0 + offs[buf])
                self.dma_dyn(True, buf, where, nbytes, off, tag_base)

        g = Elemental(em, binding)
        zero = em.li(0)
        issue_loads(zero, zero, 0)
        t = em.s()
        em("li", t, 0)
        tiles = em.li(ntiles)
        top = em.label("tile")
        em.place(top)
        g.scopes.append({})
        cur = em.s()
        em("andi", cur, t, 1)
        em("muli", set_reg, cur, set_size)
        em("addi", set_reg, set_reg, set0)
        nxt_t = em.s()
        em("addi", nxt_t, t, 1)
        no_prefetch = em.label("noprefetch")
        em("bge", nxt_t, tiles, no_prefetch)
        other = em.s()
        em("xor", other, cur, em.li(1))
        # the buffer set of tile t+1 gets tag 0 or 1 by parity (a register tag is not encodable:
        # branch to one of two issue sequences)
        odd = em.label("odd")
        em("bne", cur, ZERO, odd)
        issue_loads(nxt_t, other, 1)
        em("jmp", no_prefetch)
        em.place(odd)
        issue_loads(nxt_t, other, 0)
        em.place(no_prefetch)
        even_wait, waited = em.label("w"), em.label("waited")
        em("bne", cur, ZERO, even_wait)
        em("dwait", 0)
        em("dwait", 2)
        em("jmp", waited)
        em.place(even_wait)
        em("dwait", 1)
        em("dwait", 3)
        em.place(waited)
        first = em.s()
        em("muli", first, t, TILE)
        count = em.s()
        em("li", count, n)
        em("sub", count, count, first)
        em("mini", count, count, TILE)
        main = em.s()
        em("andi", main, count, -4 * lanes)
        full = em.li(lanes)
        em("setvl", full)
        j = em.s()
        em("li", j, 0)
        skip_main = em.label("nomain")
        em("bge", j, main, skip_main)
        loop = em.label("unrolled")
        em.place(loop)
        g.scopes.append({})
        for k in range(4):
            idx = Idx(g, arr(out.shape).dims, lin=j, layout=arr(out.shape).minor_to_major, lin_off=k * lanes)
            self.store(g, out_region, idx, g.gen(root, idx))
        g.scopes.pop()
        em("addi", j, j, 4 * lanes)
        em("blt", j, main, loop)
        em.place(skip_main)
        done = em.label("tail_done")
        em("bge", j, count, done)
        tail = em.label("tail")
        em.place(tail)
        g.scopes.append({})
        left = em.s()
        em("sub", left, count, j)
        em("setvl", left)
        idx = Idx(g, arr(out.shape).dims, lin=j, layout=arr(out.shape).minor_to_major)
        self.store(g, out_region, idx, g.gen(root, idx))
        g.scopes.pop()
        em("addi", j, j, lanes)
        em("blt", j, count, tail)
        em.place(done)
        size = arr(out.shape).dtype.itemsize
        nbytes, off, where = em.s(), em.s(), em.s()
        em("muli", nbytes, count, size)
        em("muli", off, first, size)
        em("addi", where, set_reg, out_off)
        odd_out, stored = em.label("oddout"), em.label("stored")
        em("bne", cur, ZERO, odd_out)
        self.dma_dyn(False, out.buf, where, nbytes, off, 2)
        em("jmp", stored)
        em.place(odd_out)
        self.dma_dyn(False, out.buf, where, nbytes, off, 3)
        em.place(stored)
        g.scopes.pop()
        em("addi", t, t, 1)
        em("blt", t, tiles, top)
        em("dwait", 2)
        em("dwait", 3)
        em.items[mark:mark] = em.pre
        em.pre = []

    def store(self, g: Elemental, region: Region, idx: Idx, v: Any) -> None:
        sh = region.shape
        t = isa_type(sh.dtype)
        size = sh.dtype.itemsize
        em = self.em
        if t in ("c64", "u64", "s64"):
            g.scatter_at(region, g.element_offset(region, idx), v)
            return
        if idx.lin is not None and idx.layout == sh.minor_to_major and idx.dims == sh.dims:
            addr = g.byte_addr(idx.lin, size, region.base)
            em("vst", Mem(addr, region.offset + idx.lin_off * size), v, t=t)
            return
        off = 0
        for d, st in enumerate(region.strides):
            if sh.dims[d] != 1:
                off = g.cadd(off, g.cmul(idx.comp(d), st * size))
        base = em.li(region.offset)
        em("vsct", base, g.vec(off), v, t=t)


_ELEMENTWISE = ("compare", "select", "clamp", "convert", "bitcast-convert")


def _streamable(root: Instruction, bound: dict[Instruction, list[Leaf]], out: ArrayShape) -> bool:
    """Whether every value the kernel reads is either an operand with the output's own dims and
    layout (read at the output's index) or a scalar: then tiles of the output need only the same
    tiles of the operands."""
    seen: set[tuple[int, bool]] = set()

    def ok(ins: Instruction, scalar: bool) -> bool:
        key = (id(ins), scalar)
        if key in seen:
            return True
        seen.add(key)
        if ins in bound:
            leaves = bound[ins]
            if ins.shape.is_tuple or not leaves:
                return False
            sh = leaves[0].shape
            if sh.dtype.itemsize > 4:
                return False
            return sh.num_elements == 1 or (not scalar and sh.dims == out.dims
                                            and sh.minor_to_major == out.minor_to_major)
        op = ins.opcode
        if op == "constant":
            return not ins.shape.is_tuple and arr(ins.shape).num_elements == 1
        if op == "broadcast":
            return arr(ins.operands[0].shape).rank == 0 and ok(ins.operands[0], True)
        if op in BINARY or op in UNARY or op in UNARY_BY_OPERAND or op in _ELEMENTWISE:
            return not ins.shape.is_tuple and all(ok(o, scalar) for o in ins.operands)
        return False

    return out.dtype.itemsize <= 4 and ok(root, False)


def vector_loop(lw: KernelEmitter, g: Elemental, n: int, body) -> None:
    """for base in range(0, n, lanes): setvl(n - base); body(base) -- a masked vector loop."""
    em = lw.em
    counter = em.s()
    em("li", counter, 0)
    limit = em.li(n)
    top = em.label("v")
    em.place(top)
    g.scopes.append({})
    rem = em.s()
    em("sub", rem, limit, counter)
    em("setvl", rem)
    body(counter)
    g.scopes.pop()
    em("addi", counter, counter, lw.machine.lanes)
    em("blt", counter, limit, top)
