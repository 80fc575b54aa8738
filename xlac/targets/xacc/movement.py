"""Data movement as index arithmetic on the lanes: broadcast, transpose, reshape, bitcast, slice,
reverse, pad, concatenate, iota, dynamic slices and gather compute the operand's index of every
lane and generate the operand there (a gather from the scratchpad, or a contiguous load where the
index is the operand's own); constants, parameters and tuples.

    g.gen(transpose, idx)   # == g.gen(operand, Idx(g, operand dims, idx's components permuted))
"""

from __future__ import annotations

from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction

from .elemental import arr, check_bitcast_convert, isa_type, same_width_integers, unsupported
from .indexing import CV, U64, Comp, Idx, Region, VectorCode, layout_strides, row_major


class DataMovement(VectorCode):
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
        if same and same_width_integers(ins):
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
