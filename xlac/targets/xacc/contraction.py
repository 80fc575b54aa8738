"""Dot and convolution on the vector unit: per output lane, a device loop over the contracted
positions (and, for convolutions, the window) with a multiply-add into an accumulator. The
matrix unit takes the dots and convolutions it can (matrix.py); these are the rest.

    g.gen(dot, idx)       # acc := 0; loop over k: acc += lhs[.., k] * rhs[k, ..]
"""

from __future__ import annotations

from math import prod
from typing import Any

from xlac.hlo.attributes import DotDims, Window
from xlac.hlo.ir import Instruction

from .elemental import FLOATS, arr, isa_type, unsupported
from .emitter import Reg
from .indexing import CV, Comp, Idx, VectorCode


class Contraction(VectorCode):
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
