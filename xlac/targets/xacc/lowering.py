"""From an optimized HLO module to an xacc program (a Container).

Every HLO value lives in a device DRAM buffer of its own (entry parameters and results in the
buffers the runtime passes; constants in the container). Each compute instruction (or fusion)
is one kernel: DMA its operands into the scratchpad, run a vector loop over the output in
16-lane steps (the last step masked by ``setvl``) whose body ``Elemental`` generates, DMA the
result out. Control flow (while, conditional, call) runs on the scalar core around kernels;
sort and scatter are kernels of their own; custom calls with no device kernel are host calls.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from math import prod
from typing import Any, cast

import numpy as np

from xlac.customcall.abi import IDENTITY_TARGETS
from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape

from . import isa
from .container import Buffer, Container
from .elemental import (
    LANE_OPS,
    Elemental,
    Idx,
    Region,
    arr,
    check_bitcast_convert,
    isa_type,
    layout_strides,
    unsupported,
)
from .emitter import SPILL_BASE, ZERO, Emitter, Mem, Reg
from .matrix import conv_eligible, dot_eligible, matrix_conv, matrix_dot

#: Collectives that, with one device, return their operand.
SINGLE_DEVICE = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-broadcast",
                 "all-reduce-start", "all-reduce-done", "all-gather-start", "all-gather-done")
MAILBOX = SPILL_BASE - 64  # a few scratchpad bytes for scalars the scalar core reads
SPM_LIMIT = SPILL_BASE - 64
COPY_CHUNK = 1 << 20
TILE = 8192  # elements per streamed tile
STREAM_MIN = 1 << 16  # elementwise kernels at least this big are streamed
ALIGN = 64
NO_CODE = ("parameter", "constant", "tuple", "get-tuple-element", "after-all", "opt-barrier", "add-dependency")
#: Ops ``Lowering.instruction`` lowers itself; the others are kernels (elemental.py's ``_op_<name>``
#: and lane ops).
LOWERED = NO_CODE + SINGLE_DEVICE + ("copy", "reshape", "bitcast", "bitcast-convert", "call", "custom-call", "while",
                                     "conditional", "sort", "scatter", "topk", "select-and-scatter", "dot",
                                     "convolution", "fusion")
#: Ops xacc refuses, with the reason (`xlac targets` shows them; the error names the op).
UNSUPPORTED = {
    **dict.fromkeys(("rng", "rng-bit-generator", "rng-get-and-update-state"), "no random number generator yet"),
    **dict.fromkeys(("infeed", "outfeed", "send", "send-done", "recv", "recv-done"), "no host transfer queues"),
    **dict.fromkeys(("fft", "cholesky", "triangular-solve", "batch-norm-training", "batch-norm-inference",
                     "batch-norm-grad", "ragged-dot", "scaled-dot", "scan"), "no lowering yet"),
    # C math functions the special function unit lacks (no v<libm> instruction), unless the op
    # table has a decomposition for the op (xacc selects every one)
    **{op: "no instruction for its C function and no decomposition yet" for op, row in opcodes.OPS.items()
       if row.libm is not None and op not in LANE_OPS and not row.decompositions},
    "mulhi": "no instruction yet",
    "stochastic-convert": "no lowering yet",
    **dict.fromkeys(("async-start", "async-update", "async-done", "copy-start", "copy-done"),
                    "no asynchronous operations"),
    **dict.fromkeys(("collective-permute", "collective-permute-start", "collective-permute-done",
                     "ragged-all-to-all", "replica-id", "partition-id"), "one device only: no collective runtime"),
    **dict.fromkeys(("domain", "dynamic-reshape", "get-dimension-size", "set-dimension-size"),
                    "no dynamic shapes or sharding domains"),
}
DEVICE_KERNELS: dict[str, Any] = {}  # custom-call target -> DeviceKernel (see kernels.py)


@dataclass(frozen=True)
class Leaf:
    """One array in device DRAM: a buffer-table slot and the array's shape."""

    buf: int
    shape: ArrayShape


def _leaf_count(shape: Shape) -> int:
    return sum(1 for _ in shape.leaves())


class Lowering:
    def __init__(self, module: Module, source_text: str | None = None):
        self.module = module
        self.source_text = source_text
        self.em = Emitter()
        self.buffers: list[Buffer] = []
        self.constants = bytearray()
        self.host_calls: list[dict] = []
        self.tag = 0
        self.kernels = 0
        self.direct: dict[int, list[int]] = {}

    # ---- buffers ----------------------------------------------------------------------------
    def new_buffer(self, kind: str, index: int, size: int, data: bytes | None = None) -> int:
        offset = 0
        if data is not None:
            while len(self.constants) % ALIGN:
                self.constants.append(0)
            offset = len(self.constants)
            self.constants += data
        self.buffers.append(Buffer(kind, index, size, offset))
        return len(self.buffers) - 1

    def temps(self, shape: Shape) -> list[Leaf]:
        out = []
        for leaf in shape.leaves():
            if not leaf.dtype.is_array:
                out.append(Leaf(-1, leaf))
                continue
            isa_type(leaf.dtype)
            out.append(Leaf(self.new_buffer("temp", 0, leaf.byte_size), leaf))
        return out

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

    # ---- program ----------------------------------------------------------------------------
    def lower(self) -> Container:
        module = self.module
        entry = module.entry
        assert entry is not None
        args = []
        slot = 0  # tuple-shaped parameters cross as their leaves, one buffer each (as results do)
        for p in entry.parameters:
            leaves = []
            for part in p.shape.leaves():
                if not part.dtype.is_array:
                    raise unsupported(f"a {part} leaf in an entry parameter", p)
                isa_type(part.dtype, p)
                leaves.append(Leaf(self.new_buffer("param", slot, part.byte_size), part))
                slot += 1
            args.append(leaves)
        em = self.em
        em.place("main")
        self.direct = self.direct_results(entry)
        results = self.computation(entry, args)
        written = {b for bufs in self.direct.values() for b in bufs}
        for k, leaf in enumerate(results):
            if not arr(leaf.shape).dtype.is_array:
                continue
            if leaf.buf in written and self.buffers[leaf.buf].kind == "result" and self.buffers[leaf.buf].index == k:
                continue
            out = self.new_buffer("result", k, arr(leaf.shape).byte_size)
            self.copy(leaf.buf, out, arr(leaf.shape).byte_size)
        em("halt")
        code, labels = em.finish()
        meta: dict[str, Any] = {
            "module": module.name,
            "parameters": [str(p) for p in module.parameter_shapes],
            "result": str(module.result_shape),
            "kernels": self.kernels,
        }
        from xlac.hlo.printer import print_module

        if self.host_calls:
            meta["host_calls"] = self.host_calls
            meta["host_hlo"] = print_module(module)
        if self.source_text is not None:
            meta["hlo"] = self.source_text  # for `xlac run M.xbin --check`
        c = Container(code, self.buffers, bytes(self.constants), json.dumps(meta, sort_keys=True), labels["main"])
        return c

    def direct_results(self, entry: Computation) -> dict[int, list[int]]:
        """Kernels whose output is an entry result write the result buffer itself (no copy)."""
        root = entry.root
        assert root is not None
        producers = list(root.operands) if root.opcode == "tuple" else [root]
        direct: dict[int, list[int]] = {}
        counts: dict[int, int] = {}
        for p in producers:
            counts[id(p)] = counts.get(id(p), 0) + 1
        k = 0
        for p in producers:
            n = _leaf_count(p.shape)
            if counts[id(p)] == 1 and not p.shape.is_tuple and p.opcode not in NO_CODE + (
                    "reshape", "bitcast", "copy", "bitcast-convert", "while", "conditional", "call") \
                    and arr(p.shape).dtype.is_array:
                direct[id(p)] = [self.new_buffer("result", k, arr(p.shape).byte_size)]
            k += n
        return direct

    def computation(self, comp: Computation, args: list[list[Leaf]]) -> list[Leaf]:
        values: dict[Instruction, list[Leaf]] = {}
        for ins in _post_order(comp):
            values[ins] = self.instruction(ins, values, args)
        assert comp.root is not None
        return values[comp.root]

    def instruction(self, ins: Instruction, values: dict, args: list[list[Leaf]]) -> list[Leaf]:
        op = ins.opcode
        ops = [values[o] for o in ins.operands]
        if op == "parameter":
            assert ins.parameter_number is not None
            return args[ins.parameter_number]
        if op == "constant":
            return self.const_leaf(ins)
        if op == "tuple":
            return [leaf for o in ops for leaf in o]
        if op == "get-tuple-element":
            src = cast(TupleShape, ins.operands[0].shape)
            i = ins.attrs["index"]
            start = sum(_leaf_count(e) for e in src.elements[:i])
            return ops[0][start:start + _leaf_count(src.elements[i])]
        if op in ("opt-barrier", "copy") and (ins.shape.is_tuple or ins.shape.same_layout(ins.operands[0].shape)):
            return ops[0]
        if op in ("reshape", "bitcast") and arr(ins.shape).dtype == arr(ins.operands[0].shape).dtype \
                and _row_major_equiv(ins.shape, ins.operands[0].shape):
            return [Leaf(ops[0][0].buf, arr(ins.shape))]
        if op == "bitcast-convert":
            check_bitcast_convert(ins)  # before aliasing: s4/u4 bytes are not XLA's packed bits
            if _row_major_equiv(ins.shape, ins.operands[0].shape):
                return [Leaf(ops[0][0].buf, arr(ins.shape))]  # the same bytes, read as another type
        if op == "after-all":
            return [Leaf(-1, arr(ins.shape))]
        if op == "add-dependency":  # ordering only: instructions run in program order here
            return ops[0]
        if op == "call":
            return self.computation(ins.attrs["to_apply"], ops)
        if op == "custom-call" and str(ins.attrs["custom_call_target"]).strip('"') in IDENTITY_TARGETS:
            return ops[0]  # sharding annotations and the like: the operand itself
        if op in SINGLE_DEVICE and len(ops) == 1 and ins.shape == ins.operands[0].shape:
            return ops[0]  # one participant: every collective returns its input
        if op == "while":
            return self.while_loop(ins, ops)
        if op == "conditional":
            return self.conditional(ins, ops)
        if op == "custom-call":
            return self.custom_call(ins, ops)
        if op == "sort":
            return self.sort(ins, ops)
        if op == "scatter":
            return self.scatter(ins, ops)
        if op == "topk":
            return self.topk(ins, ops)
        if op == "select-and-scatter":
            return self.select_and_scatter(ins, ops)
        if op in UNSUPPORTED:
            raise unsupported(f"'{op}'", ins)
        if op == "dot" and dot_eligible(ins):
            outs = self.outputs_for(ins)
            matrix_dot(self, ins, ops[0][0].buf, ops[1][0].buf, outs[0].buf)
            return outs
        if op == "convolution" and conv_eligible(ins):
            outs = self.outputs_for(ins)
            matrix_conv(self, ins, ops[0][0].buf, ops[1][0].buf, outs[0].buf)
            return outs
        if id(ins) in self.direct and ins.parent is self.module.entry:
            outs = [Leaf(self.direct[id(ins)][0], arr(ins.shape))]
        else:
            outs = self.temps(ins.shape)
        self.kernel(ins, outs, dict(zip(ins.operands, ops)))
        return outs

    def outputs_for(self, ins: Instruction) -> list[Leaf]:
        """The result buffer when ``ins`` is an entry result, else fresh temps."""
        if id(ins) in self.direct and ins.parent is self.module.entry:
            return [Leaf(self.direct[id(ins)][0], arr(ins.shape))]
        return self.temps(ins.shape)

    # ---- DMA helpers ------------------------------------------------------------------------
    def next_tag(self) -> int:
        self.tag = (self.tag + 1) % 8
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

    def copy(self, src: int, dst: int, nbytes: int) -> None:
        """DRAM -> DRAM through the scratchpad, in chunks."""
        if src == dst or nbytes == 0:
            return
        for start in range(0, nbytes, COPY_CHUNK):
            n = min(COPY_CHUNK, nbytes - start)
            tag = self.next_tag()
            self.dma(True, src, 0, n, tag, start)
            self.em("dwait", tag)
            self.dma(False, dst, 0, n, tag, start)
            self.em("dwait", tag)

    def read_scalar(self, leaf: Leaf) -> Reg:
        """A scalar buffer's value in a scalar register (sign- or zero-extended)."""
        tag = self.next_tag()
        size = arr(leaf.shape).dtype.itemsize
        self.dma(True, leaf.buf, MAILBOX, size, tag)
        self.em("dwait", tag)
        s = self.em.s()
        self.em("lds", s, Mem(ZERO, MAILBOX), t=isa_type(arr(leaf.shape).dtype))
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
        if len(live_outs) == 1 and len(outs) == 1 and arr(live_outs[0].shape).num_elements >= STREAM_MIN \
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
        if spm > SPM_LIMIT:
            raise unsupported(f"'{ins.opcode}' needs {spm} bytes of scratchpad, more than the {SPM_LIMIT} "
                              f"a kernel may use", ins)
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
        em("addi", counter, counter, isa.LANES)
        em("blt", counter, limit, top)
        tag = self.next_tag()
        for o, r in zip(live_outs, out_regions):
            self.dma(False, o.buf, r.offset, arr(o.shape).byte_size, tag)
        em("dwait", tag)
        em.items[mark:mark] = em.pre
        em.pre = []

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

    def stream_kernel(self, root: Instruction, bind_to: dict[Instruction, list[Leaf]], out: Leaf) -> None:
        """An elementwise kernel too big for the scratchpad, or big enough to pipeline: tiles of
        TILE elements stream through two scratchpad buffer sets (double buffering), so the DMA of
        tile t+1 in and tile t-1 out overlaps the vector loop on tile t; the loop is unrolled 4x."""
        em = self.em
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
        if set0 + 2 * set_size > SPM_LIMIT:
            raise unsupported("a streamed kernel's tiles do not fit in the scratchpad", root)
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
        em("andi", main, count, -4 * isa.LANES)
        sixteen = em.li(isa.LANES)
        em("setvl", sixteen)
        j = em.s()
        em("li", j, 0)
        skip_main = em.label("nomain")
        em("bge", j, main, skip_main)
        loop = em.label("unrolled")
        em.place(loop)
        g.scopes.append({})
        for k in range(4):
            idx = Idx(g, arr(out.shape).dims, lin=j, layout=arr(out.shape).minor_to_major, lin_off=k * isa.LANES)
            self.store(g, out_region, idx, g.gen(root, idx))
        g.scopes.pop()
        em("addi", j, j, 4 * isa.LANES)
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
        em("addi", j, j, isa.LANES)
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

    # ---- control flow -----------------------------------------------------------------------
    def while_loop(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        state = self.temps(ins.shape)
        for src, dst in zip(ops[0], state):
            if dst.buf >= 0:
                self.copy(src.buf, dst.buf, arr(dst.shape).byte_size)
        em = self.em
        top, end = em.label("while"), em.label("endwhile")
        em.place(top)
        pred = self.computation(ins.attrs["condition"], [state])
        s = self.read_scalar(pred[0])
        em("beq", s, ZERO, end)
        new = self.computation(ins.attrs["body"], [state])
        state_bufs = {leaf.buf for leaf in state}
        staged = []
        for k, leaf in enumerate(new):
            if leaf.buf >= 0 and leaf.buf in state_bufs and leaf.buf != state[k].buf:
                tmp = self.new_buffer("temp", 0, arr(leaf.shape).byte_size)
                self.copy(leaf.buf, tmp, arr(leaf.shape).byte_size)
                leaf = Leaf(tmp, leaf.shape)
            staged.append(leaf)
        for src, dst in zip(staged, state):
            if dst.buf >= 0:
                self.copy(src.buf, dst.buf, arr(dst.shape).byte_size)
        em("jmp", top)
        em.place(end)
        return state

    def conditional(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        em = self.em
        outs = self.temps(ins.shape)
        selector = ins.operands[0]
        s = self.read_scalar(ops[0][0])
        if "branch_computations" in ins.attrs:
            branches = list(ins.attrs["branch_computations"])
            branch_args = ops[1:]
        else:
            branches = [ins.attrs["true_computation"], ins.attrs["false_computation"]]
            branch_args = ops[1:3]
        labels = [em.label("branch") for _ in branches]
        end = em.label("endif")
        if arr(selector.shape).dtype.is_pred:
            em("bne", s, ZERO, labels[0])
            em("jmp", labels[1])
        else:
            for k in range(len(branches) - 1):
                sk = em.li(k)
                em("beq", s, sk, labels[k])
            em("jmp", labels[-1])  # XLA: an out-of-range index runs the last branch
        for label, comp, arg in zip(labels, branches, branch_args):
            em.place(label)
            res = self.computation(comp, [arg])
            for src, dst in zip(res, outs):
                if dst.buf >= 0:
                    self.copy(src.buf, dst.buf, arr(dst.shape).byte_size)
            em("jmp", end)
        em.place(end)
        return outs

    # ---- custom calls -----------------------------------------------------------------------
    def custom_call(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        from xlac.customcall.registry import resolve, unknown_target_error

        name = str(ins.attrs["custom_call_target"]).strip('"')
        outs = self.temps(ins.shape)
        kernel = DEVICE_KERNELS.get(name)
        if kernel is None:
            from .kernels import find_kernel

            kernel = find_kernel(name)
        if kernel is not None:
            kernel.emit(self, ins, ops, outs)
            return outs
        if resolve(name) is None:
            raise unknown_target_error(name, ins.loc)
        self.host_calls.append({
            "instruction": ins.name, "computation": ins.parent.name if ins.parent else "",
            "operands": [[leaf.buf for leaf in o] for o in ops],
            "results": [leaf.buf for leaf in outs],
        })
        self.em("hcall", len(self.host_calls) - 1)
        return outs

    # ---- sort -------------------------------------------------------------------------------
    def sort(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """Odd-even transposition sort along the sort dimension, all rows at once (stable)."""
        outs = self.temps(ins.shape)
        shape = arr(ins.operands[0].shape)
        dim = ins.attrs["dimensions"][0]
        if shape.num_elements == 0:
            return outs
        for o in ins.operands:
            if arr(o.shape).minor_to_major != shape.minor_to_major:
                raise unsupported("sort operands with different layouts", ins)
        em = self.em
        self.kernels += 1
        regions = []
        spm = 0
        tag = self.next_tag()
        for src, out in zip(ops, outs):
            regions.append(Region(spm, out.shape))
            self.dma(True, src[0].buf, spm, arr(out.shape).byte_size, tag)
            spm += (arr(out.shape).byte_size + ALIGN - 1) // ALIGN * ALIGN
        if spm > SPM_LIMIT:
            raise unsupported(f"sort needs {spm} bytes of scratchpad", ins)
        em("dwait", tag)

        def before(g: Elemental, first: list[Reg], second: list[Reg]) -> Reg:
            args = []
            for x, y in zip(first, second):
                args += [x, y]
            return g.call(ins.attrs["to_apply"], args)

        self.sort_regions(regions, shape, dim, before)
        tag = self.next_tag()
        for out, r in zip(outs, regions):
            self.dma(False, out.buf, r.offset, arr(out.shape).byte_size, tag)
        em("dwait", tag)
        return outs

    def sort_regions(self, regions: list[Region], shape: ArrayShape, dim: int, before) -> None:
        """Sort scratchpad arrays together along ``dim``: ``before(g, xs, ys)`` is the pred
        "xs goes before ys". Adjacent pairs swap only when the later goes strictly first, so
        equal keys keep their order; n passes sort n elements."""
        em = self.em
        n = shape.dims[dim]
        if n <= 1:
            return
        em.pre = []
        mark = len(em.items)
        g = Elemental(em, {})
        rows = shape.num_elements // n
        other = [d for d in range(shape.rank) if d != dim]
        strides = layout_strides(shape.dims, shape.minor_to_major)
        g_n = em.li(n)

        def one_pass(p: Reg) -> None:
            parity = em.s()
            em("andi", parity, p, 1)
            npairs = em.s()
            em("sub", npairs, g_n, parity)
            em("shri", npairs, npairs, 1)
            total = em.s()
            em("muli", total, npairs, rows)
            skip = em.label("nopairs")
            em("bge", ZERO, total, skip)
            vn = em.v()
            em("vbc", vn, npairs)
            vpar = em.v()
            em("vbc", vpar, parity)
            j = em.s()
            em("li", j, 0)
            top = em.label("pairs")
            em.place(top)
            g.scopes.append({})
            left = em.s()
            em("sub", left, total, j)
            em("setvl", left)
            q = em.v()
            em("vbc", q, j)
            q = g.vadd_s32(q, g.lanes())
            row = g.op("vdiv", "s32", q, vn)
            pi = g.op("vrem", "s32", q, vn)
            i = g.vadd_s32(g.vimm("vmuli", pi, 2), vpar)
            base = 0
            rdims = [shape.dims[d] for d in other]
            if other:
                rc = Idx(g, tuple(rdims), linvec=row)
                for k, d in enumerate(other):
                    base = g.cadd(base, g.cmul(rc.comp(k), strides[d]))
            e0 = g.cadd(base, g.cmul(i, strides[dim]))
            e1 = g.cadd(e0, strides[dim])
            a_vals, b_vals, offs = [], [], []
            for r in regions:
                size = arr(r.shape).dtype.itemsize
                o0, o1 = g.cmul(e0, size), g.cmul(e1, size)
                a_vals.append(g.gather_at(r, o0))
                b_vals.append(g.gather_at(r, o1))
                offs.append((r, o0, o1))
            swap = before(g, b_vals, a_vals)
            for (r, o0, o1), va, vb in zip(offs, a_vals, b_vals):
                g.scatter_at(r, o0, g.select(swap, vb, va))
                g.scatter_at(r, o1, g.select(swap, va, vb))
            g.scopes.pop()
            em("addi", j, j, isa.LANES)
            em("blt", j, total, top)
            em.place(skip)

        g.loop(n, one_pass)
        em.items[mark:mark] = em.pre
        em.pre = []

    def topk(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """The k largest (smallest) along the last dim by total order, ties lower index first:
        a stable sort of (values, iota) in the scratchpad, then the first k columns."""
        x = ins.operands[0]
        largest = bool(ins.attrs.get("largest", True))
        outs = self.temps(ins.shape)
        if not arr(x.shape).has_default_layout or any(not arr(o.shape).has_default_layout for o in outs):
            raise unsupported("topk with a non-default layout", ins)
        em = self.em
        self.kernels += 1
        t = isa_type(arr(x.shape).dtype, ins)
        from xlac.hlo.dtypes import S32

        vals = Region(0, arr(x.shape))
        spm = (max(arr(x.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        idxs = Region(spm, ArrayShape(S32, arr(x.shape).dims))
        spm += (max(4 * arr(x.shape).num_elements, 1) + ALIGN - 1) // ALIGN * ALIGN
        out_regions = []
        for o in outs:
            out_regions.append(Region(spm, o.shape))
            spm += (max(arr(o.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        if spm > SPM_LIMIT:
            raise unsupported(f"topk needs {spm} bytes of scratchpad", ins)
        if arr(x.shape).num_elements == 0 or arr(outs[0].shape).num_elements == 0:
            return outs
        tag = self.next_tag()
        self.dma(True, ops[0][0].buf, 0, arr(x.shape).byte_size, tag)
        em("dwait", tag)
        last = arr(x.shape).rank - 1
        em.pre = []
        mark = len(em.items)
        g = Elemental(em, {})

        def iota(counter: Reg) -> None:
            idx = Idx(g, arr(x.shape).dims, lin=counter)
            self.store(g, idxs, idx, g.vec(idx.comp(last)))

        _vector_loop(self, g, arr(x.shape).num_elements, iota)
        em.items[mark:mark] = em.pre
        em.pre = []

        def before(g: Elemental, first: list[Reg], second: list[Reg]) -> Reg:
            a, b = first[0], second[0]
            if t in ("f32", "bf16", "f16"):
                a, b, ct = g._total_order_key(a), g._total_order_key(b), "s32"
            else:
                ct = t
            return g.cmp("gt" if largest else "lt", ct, a, b)

        self.sort_regions([vals, idxs], arr(x.shape), last, before)
        em.pre = []
        mark = len(em.items)
        g = Elemental(em, {})
        out_shape = outs[0].shape

        def take(counter: Reg) -> None:
            idx = Idx(g, out_shape.dims, lin=counter)
            src = Idx(g, arr(x.shape).dims, idx.all_comps())
            self.store(g, out_regions[0], idx, g.load(vals, src))
            self.store(g, out_regions[1], idx, g.load(idxs, src))

        _vector_loop(self, g, out_shape.num_elements, take)
        em.items[mark:mark] = em.pre
        em.pre = []
        tag = self.next_tag()
        for o, r in zip(outs, out_regions):
            self.dma(False, o.buf, r.offset, arr(o.shape).byte_size, tag)
        em("dwait", tag)
        return outs

    # ---- select-and-scatter -----------------------------------------------------------------
    def select_and_scatter(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """Per source element (16 at a time) the window position ``select`` picks (first valid
        element, replaced while ``select(current, candidate)`` is false); then, one source element
        at a time, ``scatter`` combines it into the output at that position."""
        from xlac.hlo.attributes import Window

        operand, source, init = ins.operands
        if isa_type(arr(operand.shape).dtype, ins) in ("u64", "s64"):  # one lane register per value here
            raise unsupported(f"'select-and-scatter' on {arr(operand.shape).dtype}", ins)
        outs = self.temps(ins.shape)
        out = outs[0]
        em = self.em
        self.kernels += 1
        window: Window = ins.attrs.get("window") or Window(())
        wdims = list(window.dims)
        odims = arr(operand.shape).dims
        n_src = arr(source.shape).num_elements
        spm = 0
        regions = []
        tag = self.next_tag()
        for leaf in (ops[0][0], ops[1][0], ops[2][0]):
            regions.append(Region(spm, leaf.shape))
            if arr(leaf.shape).byte_size:
                self.dma(True, leaf.buf, spm, arr(leaf.shape).byte_size, tag)
            spm += (max(arr(leaf.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        op_r, src_r, init_r = regions
        from xlac.hlo.dtypes import S32
        from xlac.hlo.shapes import ArrayShape as _AS

        sel_r = Region(spm, _AS(S32, arr(source.shape).dims))
        spm += (max(4 * n_src, 1) + ALIGN - 1) // ALIGN * ALIGN
        out_r = Region(spm, out.shape)
        spm += (max(arr(out.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        if spm > SPM_LIMIT:
            raise unsupported(f"select-and-scatter needs {spm} bytes of scratchpad", ins)
        em("dwait", tag)
        em.pre = []
        mark = len(em.items)
        g = Elemental(em, {})
        t = isa_type(arr(operand.shape).dtype, ins)
        # the selected position as an offset into the output (its layout may differ from the operand's)
        ostrides = layout_strides(odims, arr(out.shape).minor_to_major)
        sizes = [w.size for w in wdims]

        def phase1(counter: Reg) -> None:
            idx = Idx(g, arr(source.shape).dims, lin=counter, layout=arr(source.shape).minor_to_major)
            oc = idx.all_comps()
            sel_val, sel_idx, has = em.v(), em.v(), em.v()
            em("vmov", sel_val, g.const(0, t))
            em("vmov", sel_idx, g.const(-1, "s32"))
            em("vmov", has, g.const(0, "pred"))

            def body(wc_counter: Reg) -> None:
                wc = g.scalar_comps(wc_counter, sizes)
                mask = None
                comps = []
                lin = 0
                for d, w in enumerate(wdims):
                    pos = g.cadd(g.cadd(g.cmul(oc[d], w.stride), g.cmul(wc[d], w.rhs_dilate)), -w.pad_low)
                    mask = g.land(mask, g.in_range(pos, 0, odims[d]))
                    cpos = g.cclamp(pos, 0, odims[d] - 1)
                    comps.append(cpos)
                    lin = g.cadd(lin, g.cmul(cpos, ostrides[d]))
                x = g.load(op_r, Idx(g, odims, comps))
                keep = g.call(ins.attrs["select"], [sel_val, x])
                take = g.op("vor", "pred", g.op("vnot", "pred", has), g.op("vnot", "pred", keep))
                if mask is not None:
                    take = g.op("vand", "pred", take, mask)
                em("vmov", sel_val, g.select(take, x, sel_val))
                em("vmov", sel_idx, g.select(take, g.vec(lin), sel_idx))
                em("vmov", has, g.op("vor", "pred", has, take))

            g.loop(max(1, int(np.prod(sizes))), body)
            self.store(g, sel_r, idx, sel_idx)

        if n_src:
            _vector_loop(self, g, n_src, phase1)

        def fill(counter: Reg) -> None:
            idx = Idx(g, arr(out.shape).dims, lin=counter, layout=arr(out.shape).minor_to_major)
            self.store(g, out_r, idx, g.load(init_r, Idx(g, ())))

        if arr(out.shape).num_elements:
            _vector_loop(self, g, arr(out.shape).num_elements, fill)
        if n_src:
            one = em.li(1)
            em("setvl", one)
            size = arr(out.shape).dtype.itemsize

            def phase2(k: Reg) -> None:
                idx = Idx(g, arr(source.shape).dims, lin=k, layout=arr(source.shape).minor_to_major)
                sel = g.load(sel_r, idx)
                valid = g.cmp("ge", "s32", sel, g.const(0, "s32"))
                off = g.vimm("vmuli", g.vimm("vmaxi", sel, 0), size)
                base = em.li(out_r.offset)
                cur = em.v()
                em("vgth", cur, base, off, t=t)
                new = g.call(ins.attrs["scatter"], [cur, g.load(src_r, idx)])
                em("vsct", base, off, g.select(valid, new, cur), t=t)

            g.loop(n_src, phase2)
        em.items[mark:mark] = em.pre
        em.pre = []
        tag = self.next_tag()
        if arr(out.shape).byte_size:
            self.dma(False, out.buf, out_r.offset, arr(out.shape).byte_size, tag)
        em("dwait", tag)
        return outs

    # ---- scatter ----------------------------------------------------------------------------
    def scatter(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """One update element at a time (vl = 1): XLA applies updates in order, with repeats."""
        a = ins.attrs
        n = (len(ins.operands) - 1) // 2
        inputs, indices, updates = ins.operands[:n], ins.operands[n], ins.operands[n + 1:]
        outs = self.temps(ins.shape)
        em = self.em
        self.kernels += 1
        spm = 0
        tag = self.next_tag()
        out_regions, upd_regions = [], []
        for src, out in zip(ops[:n], outs):
            out_regions.append(Region(spm, out.shape))
            if arr(out.shape).byte_size:
                self.dma(True, src[0].buf, spm, arr(out.shape).byte_size, tag)
            spm += (arr(out.shape).byte_size + ALIGN - 1) // ALIGN * ALIGN
        idx_region = Region(spm, arr(indices.shape))
        if arr(indices.shape).byte_size:
            self.dma(True, ops[n][0].buf, spm, arr(indices.shape).byte_size, tag)
        spm += (arr(indices.shape).byte_size + ALIGN - 1) // ALIGN * ALIGN
        for u, leaf in zip(updates, ops[n + 1:]):
            upd_regions.append(Region(spm, arr(u.shape)))
            if arr(u.shape).byte_size:
                self.dma(True, leaf[0].buf, spm, arr(u.shape).byte_size, tag)
            spm += (arr(u.shape).byte_size + ALIGN - 1) // ALIGN * ALIGN
        if spm > SPM_LIMIT:
            raise unsupported(f"scatter needs {spm} bytes of scratchpad", ins)
        em("dwait", tag)
        total = arr(updates[0].shape).num_elements
        if total:
            em.pre = []
            mark = len(em.items)
            g = Elemental(em, {indices: idx_region})
            uwd = tuple(a["update_window_dims"])
            iwd = tuple(a["inserted_window_dims"])
            sd2od = tuple(a["scatter_dims_to_operand_dims"])
            ivd = a["index_vector_dim"]
            ibd = tuple(a.get("input_batching_dims", ()))
            sibd = tuple(a.get("scatter_indices_batching_dims", ()))
            udims = arr(updates[0].shape).dims
            odims = arr(inputs[0].shape).dims
            one = em.li(1)
            em("setvl", one)

            def body(counter: Reg) -> None:
                uc = g.scalar_comps(counter, list(udims))
                scatter_dims = [d for d in range(len(udims)) if d not in uwd]
                sc = [uc[d] for d in scatter_dims]
                idx_dims_wo = [d for d in range(arr(indices.shape).rank) if d != ivd]
                by_idx_dim = dict(zip(idx_dims_wo, sc))
                window_operand_dims = [d for d in range(len(odims)) if d not in iwd and d not in ibd]
                wsize = {d: udims[u] for d, u in zip(window_operand_dims, uwd)}
                wcomp = {d: uc[u] for d, u in zip(window_operand_dims, uwd)}
                mask = None
                comps = []
                starts = {}
                for k, od in enumerate(sd2od):
                    ic = [k if d == ivd else by_idx_dim[d] for d in range(arr(indices.shape).rank)]
                    v = g.gen(indices, Idx(g, arr(indices.shape).dims, ic))
                    t = isa_type(arr(indices.shape).dtype, indices)
                    if t != "s32":
                        v = g._cvt(v, t, "s32")
                    starts[od] = v
                for d in range(len(odims)):
                    if d in ibd:
                        c = by_idx_dim[sibd[ibd.index(d)]]
                        comps.append(c)
                        continue
                    st = starts.get(d, 0)
                    if d in starts:
                        mask = g.land(mask, g.in_range(st, 0, odims[d] - wsize.get(d, 1) + 1))
                    c = g.cadd(st, wcomp.get(d, 0))
                    comps.append(g.cclamp(c, 0, odims[d] - 1))
                oidx = Idx(g, odims, comps)
                uidx = Idx(g, udims, uc)
                cur = [g.load(r, oidx) for r in out_regions]
                upd = [g.load(r, uidx) for r in upd_regions]
                new = g.call(a["to_apply"], cur + upd)
                new = list(new) if isinstance(new, tuple) else [new]
                for r, c_old, v in zip(out_regions, cur, new):
                    if mask is not None:
                        v = g.select(mask, v, c_old)
                    self.store(g, r, oidx, v)

            g.loop(total, body)
            em.items[mark:mark] = em.pre
            em.pre = []
        tag = self.next_tag()
        for out, r in zip(outs, out_regions):
            if arr(out.shape).byte_size:
                self.dma(False, out.buf, r.offset, arr(out.shape).byte_size, tag)
        em("dwait", tag)
        return outs


_ELEMENTWISE = ("compare", "select", "clamp", "convert", "bitcast-convert")


def _streamable(root: Instruction, bound: dict[Instruction, list[Leaf]], out: ArrayShape) -> bool:
    """Whether every value the kernel reads is either an operand with the output's own dims and
    layout (read at the output's index) or a scalar: then tiles of the output need only the same
    tiles of the operands."""
    from .elemental import BINARY, UNARY, UNARY_BY_OPERAND

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


def _vector_loop(lw: Lowering, g: Elemental, n: int, body) -> None:
    """for base in range(0, n, 16): setvl(n - base); body(base) -- a masked vector loop."""
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
    em("addi", counter, counter, isa.LANES)
    em("blt", counter, limit, top)


def _row_major_equiv(a: Shape, b: Shape) -> bool:
    """Both shapes keep their elements in row-major order (a reshape moves no bytes)."""
    if a.is_tuple or b.is_tuple:
        return False

    def rm(s: ArrayShape) -> bool:
        m2m = [d for d in s.minor_to_major if s.dims[d] != 1]
        return m2m == sorted(m2m, reverse=True)

    return rm(arr(a)) and rm(arr(b))


def _post_order(comp: Computation) -> list[Instruction]:
    order: list[Instruction] = []
    seen: set[int] = set()
    assert comp.root is not None
    stack: list[tuple[Instruction, bool]] = [(comp.root, False)]
    while stack:
        ins, done = stack.pop()
        if done:
            order.append(ins)
            continue
        if id(ins) in seen:
            continue
        seen.add(id(ins))
        stack.append((ins, True))
        for o in reversed(ins.operands):
            if id(o) not in seen:
                stack.append((o, False))
    return order
