"""Reductions and windows as device loops around accumulators, and the scalar computations they
call per element (reducers, comparators, combiners: ``call``).

    g.gen(reduce, idx)    # accumulators := init; loop over the reduced positions: acc = f(acc, x)
"""

from __future__ import annotations

from math import prod
from typing import Any

from xlac.hlo.attributes import Window
from xlac.hlo.ir import Computation, Instruction

from .elemental import LANE_OPS, arr, isa_type, unsupported
from .indexing import Comp, Idx, VectorCode


class Reductions(VectorCode):
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
