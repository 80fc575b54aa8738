"""batch-norm-training / -inference / -grad, with XLA's BatchNormExpander formulas, per feature:

    mean = E[x], var = E[x^2] - mean^2, y = (x - mean) * rsqrt(var + eps) * scale + offset

Statistics accumulate sequentially in the operand's compute type; epsilon is converted to the
operand type first, as XLA does.
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator, emitter, generator
from xlac.codegen.llvm.emitters.common import Slots, arith, at, round_to, rows
from xlac.codegen.llvm.loops import Index, for_range
from xlac.codegen.llvm.types import const, value_type
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Instruction


class _Norm:
    """Scalar helpers for one batch-norm instruction."""

    def __init__(self, ctx: EmitContext, instr: Instruction):
        self.ctx = ctx
        self.dt: DType = instr.operands[0].shape.dtype
        self.feature = instr.attrs["feature_index"]
        dims = instr.operands[0].shape.dims
        self.dims = dims
        self.count = const(self.dt, max(1, _prod(dims) // max(dims[self.feature], 1)))
        self.eps = instr.attrs["epsilon"]

    def op(self, b: ir.IRBuilder, name: str, *args: ir.Value) -> ir.Value:
        return arith(self.ctx, b, name, self.dt, *args)

    def inv_std(self, b: ir.IRBuilder, var: ir.Value) -> ir.Value:
        """rsqrt(var + eps)."""
        eps = round_to(b, const(self.dt, self.eps), self.dt)
        return self.op(b, "rsqrt", self.op(b, "add", var, eps))

    def sums(self, b: ir.IRBuilder, f: ir.Value, terms: Callable[[Index], list[ir.Value]], n: int) -> list[ir.Value]:
        """Per-feature sums of ``terms`` over every element of feature ``f``."""
        acc = Slots(self.ctx, [value_type(self.dt)] * n, "bn")
        acc.store(b, [const(self.dt, 0)] * n)
        with rows(b, self.dims, self.feature, "bn") as idx:
            idx = at(idx, self.feature, f)
            acc.store(b, [self.op(b, "add", s, t) for s, t in zip(acc.load(b), terms(idx))])
        return acc.load(b)

    def each(self, b: ir.IRBuilder, f: ir.Value, body: Callable[[Index], None]) -> None:
        with rows(b, self.dims, self.feature, "bn") as idx:
            body(at(idx, self.feature, f))


def _prod(dims: tuple[int, ...]) -> int:
    p = 1
    for d in dims:
        p *= d
    return p


def _normalize(n: _Norm, b: ir.IRBuilder, x: ir.Value, mean: ir.Value, inv: ir.Value, scale: ir.Value,
               offset: ir.Value) -> ir.Value:
    return n.op(b, "add", n.op(b, "multiply", n.op(b, "multiply", n.op(b, "subtract", x, mean), inv), scale), offset)


@generator("batch-norm-inference")
def batch_norm_inference(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    """Normalize with the given mean and variance (elementwise, so a generator)."""
    n = _Norm(ctx, instr)
    x, scale, offset, mean, var = gens

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        f = [idx[n.feature]]
        return _normalize(n, b, x(b, idx), mean(b, f), n.inv_std(b, var(b, f)), scale(b, f), offset(b, f))

    return gen


@emitter("batch-norm-training")
def batch_norm_training(ctx: EmitContext, instr: Instruction, operands: list, out: tuple) -> None:
    """(normalized, batch mean, batch variance)."""
    n = _Norm(ctx, instr)
    x, scale, offset = operands
    y, mean_out, var_out = out
    b = ctx.builder
    with for_range(b, n.dims[n.feature], "feature") as f:
        s, ss = n.sums(b, f, lambda idx: [v := x.load(b, idx), n.op(b, "multiply", v, v)], 2)
        mean = n.op(b, "divide", s, n.count)
        var = n.op(b, "subtract", n.op(b, "divide", ss, n.count), n.op(b, "multiply", mean, mean))
        mean_out.store(b, mean, [f])
        var_out.store(b, var, [f])
        inv, sc, off = n.inv_std(b, var), scale.load(b, [f]), offset.load(b, [f])
        n.each(b, f, lambda idx: y.store(b, _normalize(n, b, x.load(b, idx), mean, inv, sc, off), idx))


@emitter("batch-norm-grad")
def batch_norm_grad(ctx: EmitContext, instr: Instruction, operands: list, out: tuple) -> None:
    """(grad_operand, grad_scale, grad_offset):
    grad_x = scale * rsqrt(var+eps) * (dy - mean(dy) - (x-mean) * mean(dy*(x-mean)) / (var+eps))."""
    n = _Norm(ctx, instr)
    x, scale, mean_in, var_in, dy = operands
    gx, gscale, goffset = out
    b = ctx.builder
    with for_range(b, n.dims[n.feature], "feature") as f:
        mean, var = mean_in.load(b, [f]), var_in.load(b, [f])
        sum_dy, sum_dy_xc = n.sums(
            b, f, lambda idx: [d := dy.load(b, idx), n.op(b, "multiply", d, n.op(b, "subtract", x.load(b, idx), mean))], 2)
        inv = n.inv_std(b, var)
        gscale.store(b, n.op(b, "multiply", sum_dy_xc, inv), [f])
        goffset.store(b, sum_dy, [f])
        mean_dy = n.op(b, "divide", sum_dy, n.count)
        var_eps = n.op(b, "add", var, round_to(b, const(n.dt, n.eps), n.dt))
        c = n.op(b, "divide", n.op(b, "divide", sum_dy_xc, n.count), var_eps)
        factor = n.op(b, "multiply", scale.load(b, [f]), inv)

        def grad(idx: Index) -> None:
            xc = n.op(b, "subtract", x.load(b, idx), mean)
            inner = n.op(b, "subtract", n.op(b, "subtract", dy.load(b, idx), mean_dy), n.op(b, "multiply", c, xc))
            gx.store(b, n.op(b, "multiply", factor, inner), idx)

        n.each(b, f, grad)
