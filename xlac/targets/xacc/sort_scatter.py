"""Sort and scatter-like ops as kernels of their own, on scratchpad copies of their operands:
sort (odd-even transposition, all rows at once, stable), topk (a stable sort of values and
indices), select-and-scatter (a window's selected position per source element, then the
scatter one element at a time) and scatter (one update at a time, in XLA's order).

    outs = lw.sort(instr, operand_leaves)
"""

from __future__ import annotations

import numpy as np

from xlac.hlo.attributes import Window
from xlac.hlo.dtypes import S32
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

from .elemental import arr, isa_type, unsupported
from .emitter import ZERO, Reg
from .indexing import Idx, Region, layout_strides
from .memory import PlannedMemory
from .selection import Elemental
from .vector import ALIGN, Leaf, vector_loop


class SortScatter(PlannedMemory):
    def sort(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """Odd-even transposition sort along the sort dimension, all rows at once (stable)."""
        outs = self.outputs(ins)
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
        self.scratchpad(spm, ins, "sort")
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
            em("addi", j, j, self.machine.lanes)
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
        outs = self.outputs(ins)
        if not arr(x.shape).has_default_layout or any(not arr(o.shape).has_default_layout for o in outs):
            raise unsupported("topk with a non-default layout", ins)
        em = self.em
        self.kernels += 1
        t = isa_type(arr(x.shape).dtype, ins)
        vals = Region(0, arr(x.shape))
        spm = (max(arr(x.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        idxs = Region(spm, ArrayShape(S32, arr(x.shape).dims))
        spm += (max(4 * arr(x.shape).num_elements, 1) + ALIGN - 1) // ALIGN * ALIGN
        out_regions = []
        for o in outs:
            out_regions.append(Region(spm, o.shape))
            spm += (max(arr(o.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        self.scratchpad(spm, ins, "topk")
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

        vector_loop(self, g, arr(x.shape).num_elements, iota)
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

        vector_loop(self, g, out_shape.num_elements, take)
        em.items[mark:mark] = em.pre
        em.pre = []
        tag = self.next_tag()
        for o, r in zip(outs, out_regions):
            self.dma(False, o.buf, r.offset, arr(o.shape).byte_size, tag)
        em("dwait", tag)
        return outs

    def select_and_scatter(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """Per source element (16 at a time) the window position ``select`` picks (first valid
        element, replaced while ``select(current, candidate)`` is false); then, one source element
        at a time, ``scatter`` combines it into the output at that position."""
        operand, source, init = ins.operands
        if isa_type(arr(operand.shape).dtype, ins) in ("u64", "s64"):  # one lane register per value here
            raise unsupported(f"'select-and-scatter' on {arr(operand.shape).dtype}", ins)
        outs = self.outputs(ins)
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
        sel_r = Region(spm, ArrayShape(S32, arr(source.shape).dims))
        spm += (max(4 * n_src, 1) + ALIGN - 1) // ALIGN * ALIGN
        out_r = Region(spm, out.shape)
        spm += (max(arr(out.shape).byte_size, 1) + ALIGN - 1) // ALIGN * ALIGN
        self.scratchpad(spm, ins, "select-and-scatter")
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
            vector_loop(self, g, n_src, phase1)

        def fill(counter: Reg) -> None:
            idx = Idx(g, arr(out.shape).dims, lin=counter, layout=arr(out.shape).minor_to_major)
            self.store(g, out_r, idx, g.load(init_r, Idx(g, ())))

        if arr(out.shape).num_elements:
            vector_loop(self, g, arr(out.shape).num_elements, fill)
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

    def scatter(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """One update element at a time (vl = 1): XLA applies updates in order, with repeats."""
        a = ins.attrs
        n = (len(ins.operands) - 1) // 2
        inputs, indices, updates = ins.operands[:n], ins.operands[n], ins.operands[n + 1:]
        outs = self.outputs(ins)
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
        self.scratchpad(spm, ins, "scatter")
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

    def update_in_place(self, ins: Instruction, ops: list[list[Leaf]], out: Leaf) -> bool:
        """A dynamic-update-slice the plan runs in place (its output is its operand's buffer):
        only the window is written, by strided DMA from the update staged in the scratchpad,
        so a loop that fills a large array slice by slice moves the slices, not the array.
        False where this does not apply (the elemental kernel then rewrites every element,
        also correct in place): layouts that differ, an update larger than the scratchpad,
        start indices of 32-bit unsigned or 64-bit types, starts given as one vector."""
        o, u = arr(ops[0][0].shape), arr(ops[1][0].shape)
        starts = ops[2:]
        ok_types = ("s8", "s16", "s32", "u8", "u16")
        if ops[0][0].buf != out.buf or o.minor_to_major != arr(out.shape).minor_to_major or o.dims != arr(out.shape).dims \
                or (u.rank > 1 and u.minor_to_major != o.minor_to_major) or u.dtype != o.dtype \
                or len(starts) != o.rank or u.byte_size > self.spm_limit \
                or any(isa_type(arr(s[0].shape).dtype, ins) not in ok_types for s in starts):
            return False
        if u.num_elements == 0:
            return True
        em = self.em
        self.kernels += 1
        self.scratchpad(u.byte_size, ins)
        size = o.dtype.itemsize
        tag = self.next_tag()
        self.dma(True, ops[1][0].buf, 0, u.byte_size, tag)
        ostrides = layout_strides(o.dims, o.minor_to_major)
        ustrides = layout_strides(u.dims, o.minor_to_major)
        off = em.li(0)  # the window's first byte in the operand (XLA clamps starts into range)
        for d, s in enumerate(starts):
            if o.dims[d] == u.dims[d]:
                continue
            v = self.read_scalar(s[0])
            em("maxi", v, v, 0)
            em("mini", v, v, o.dims[d] - u.dims[d])
            em("muli", v, v, ostrides[d] * size)
            em("add", off, off, v)
        em("dwait", tag)
        # the window as runs of contiguous bytes: the minor dims the update spans whole, up to
        # and including the first it does not; rows of runs along the next dim; the others a loop
        m2m = list(o.minor_to_major)
        k = 0
        while k < o.rank - 1 and u.dims[m2m[k]] == o.dims[m2m[k]]:
            k += 1
        run = size * int(np.prod([u.dims[d] for d in m2m[:k + 1]]))
        outer = m2m[k + 1:]
        rows_dim, loop_dims = (outer[0], outer[1:]) if outer else (None, [])
        rows = u.dims[rows_dim] if rows_dim is not None else 1
        base = em.s()
        em("lba", base, out.buf)
        em("add", base, base, off)
        em("dcfg", em.li(rows), em.li(ustrides[rows_dim] * size if rows_dim is not None else run),
           em.li(ostrides[rows_dim] * size if rows_dim is not None else run))
        n_bytes = em.li(run)
        count = int(np.prod([u.dims[d] for d in loop_dims]))
        tag = self.next_tag()
        if count == 1:
            em("dst", base, ZERO, n_bytes, tag)
        else:
            i = em.li(0)
            top = em.label("window")
            em.place(top)
            dram, spm, rest = em.s(), em.li(0), em.s()
            em("mov", dram, base)
            em("mov", rest, i)
            for d in loop_dims:  # minor to major: i's digit for d
                c = em.s()
                em("remi", c, rest, u.dims[d])
                em("divi", rest, rest, u.dims[d])
                t = em.s()
                em("muli", t, c, ostrides[d] * size)
                em("add", dram, dram, t)
                em("muli", t, c, ustrides[d] * size)
                em("add", spm, spm, t)
            em("dst", dram, spm, n_bytes, tag)
            em("addi", i, i, 1)
            em("blt", i, em.li(count), top)
        em("dwait", tag)
        return True
