"""dot and convolution as element generators: each output element is its own accumulation
loop over the contracting dims (dot) or the kernel window and input features (convolution).

These are the general forms (any dtype, grouped convolutions, tiny products, uses inside
fused loops); float dots and convolutions of any size worth it go to the GEMM kernel
(gemm.py) instead, which the instruction emitter tries first.

Accumulation is in the result type for integers (wrapping, like XLA), f32 for f32 and the
narrower floats (XLA:CPU upcasts bf16/f16 dots), f64 for f64, and complex for complex.

    dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}:
        out[i, j] = sum_k a[i, k] * b[k, j]
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator, generator
from xlac.codegen.llvm.emitters.common import (
    Slots,
    accumulator_dtype,
    arith,
    convert,
    zero,
)
from xlac.codegen.llvm.generators import all_true, assemble_index, window_tap
from xlac.codegen.llvm.loops import Index, for_range, loop_nest
from xlac.codegen.llvm.types import I64, value_type
from xlac.hlo.attributes import DotDims, Window, WindowDim
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Instruction


class MulAdd:
    """acc += x * y in the accumulator type, operands converted from their own types."""

    def __init__(self, ctx: EmitContext, b: ir.IRBuilder, acc_dt: DType):
        self.ctx, self.acc_dt = ctx, acc_dt
        self.slot = Slots(ctx, [value_type(acc_dt)])
        self.slot.store(b, [zero(acc_dt)])
        self.ops = ("or", "and") if acc_dt.is_pred else ("add", "multiply")

    def add(self, b: ir.IRBuilder, x: ir.Value, xdt: DType, y: ir.Value, ydt: DType) -> None:
        ctx, dt = self.ctx, self.acc_dt
        prod = arith(ctx, b, self.ops[1], dt, convert(ctx, b, x, xdt, dt), convert(ctx, b, y, ydt, dt))
        self.slot.store(b, [arith(ctx, b, self.ops[0], dt, self.slot.load(b)[0], prod)])

    def result(self, b: ir.IRBuilder, out_dt: DType) -> ir.Value:
        return convert(self.ctx, b, self.slot.load(b)[0], self.acc_dt, out_dt)


@generator("dot")
def dot(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Output dims are batch, lhs free, rhs free (XLA's order); one loop over the contracting dims."""
    lhs, rhs = instr.operands[0].shape, instr.operands[1].shape
    dd = DotDims.of(instr.attrs, lhs.rank, rhs.rank)
    lb, rb, lc, rc = dd.lhs_batch, dd.rhs_batch, dd.lhs_contracting, dd.rhs_contracting
    lhs_free, rhs_free = dd.lhs_free, dd.rhs_free
    out_dt = instr.shape.dtype
    nb, nm = len(lb), len(lhs_free)

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        batch, m, n = idx[:nb], idx[nb:nb + nm], idx[nb + nm:]
        acc = MulAdd(ctx, b, accumulator_dtype(out_dt))
        with loop_nest(b, [lhs.dims[d] for d in lc], "k") as k:
            x = gens[0](b, assemble_index(lhs.rank, (lb, batch), (lhs_free, m), (lc, k)))
            y = gens[1](b, assemble_index(rhs.rank, (rb, batch), (rhs_free, n), (rc, k)))
            acc.add(b, x, lhs.dtype, y, rhs.dtype)
        return acc.result(b, out_dt)

    return gen


@generator("convolution")
def convolution(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """XLA's ConvGeneralDilated, any dim_labels. Per output element: loop over kernel window
    positions that land on real input (padding and lhs-dilation holes skipped), then over the
    input features of the output feature's group.

    feature_group_count G: output feature f uses input features [g*I, (g+1)*I), g = f / (O/G).
    batch_group_count B: output feature f reads input batch (f / (O/B)) * (N/B) + out_batch.
    """
    a = instr.attrs
    dn = a["dim_labels"]
    lhs, rhs = instr.operands[0].shape, instr.operands[1].shape
    window = a.get("window") or Window(())
    wdims = window.dims or tuple(WindowDim(rhs.dims[d]) for d in dn.kernel_spatial)
    groups, batch_groups = a.get("feature_group_count", 1), a.get("batch_group_count", 1)
    in_feat = rhs.dims[dn.kernel_input_feature]
    out_feat = rhs.dims[dn.kernel_output_feature]
    batch_per_group = lhs.dims[dn.input_batch] // batch_groups
    in_spatial = [lhs.dims[d] for d in dn.input_spatial]
    out_dt = instr.shape.dtype

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        feature = idx[dn.output_feature]
        batch = idx[dn.output_batch]
        if batch_groups > 1:
            group = b.udiv(feature, I64(out_feat // batch_groups))
            batch = b.add(batch, b.mul(group, I64(batch_per_group)))
        c_base = b.mul(b.udiv(feature, I64(out_feat // groups)), I64(in_feat)) if groups > 1 else I64(0)
        acc = MulAdd(ctx, b, accumulator_dtype(out_dt))
        with loop_nest(b, [w.size for w in wdims], "kw") as k:
            taps = [window_tap(b, idx[o], kk, w, n)
                    for o, kk, w, n in zip(dn.output_spatial, k, wdims, in_spatial)]
            kpos = [b.sub(I64(w.size - 1), kk) if w.reversal else kk for kk, w in zip(k, wdims)]
            with b.if_then(all_true(b, [v for _, v in taps])):
                with for_range(b, in_feat, "ci") as ci:
                    x = gens[0](b, assemble_index(lhs.rank, ((dn.input_batch, dn.input_feature),
                                                             (batch, b.add(c_base, ci))),
                                                  (dn.input_spatial, [q for q, _ in taps])))
                    y = gens[1](b, assemble_index(rhs.rank, ((dn.kernel_input_feature, dn.kernel_output_feature),
                                                             (ci, feature)), (dn.kernel_spatial, kpos)))
                    acc.add(b, x, lhs.dtype, y, rhs.dtype)
        return acc.result(b, out_dt)

    return gen
