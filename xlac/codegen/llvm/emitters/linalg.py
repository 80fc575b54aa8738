"""cholesky and triangular-solve as plain loops (one matrix of the batch at a time), computing
in the element type's compute form like XLA's expanders do.

    cholesky(a), lower=true:        a = l l^H, l read from a's lower triangle, upper zeroed
    triangular-solve(a, b), left_side=true, lower=true, transpose_a=NO_TRANSPOSE:  a x = b
"""

from __future__ import annotations

from collections.abc import Callable

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.emitters.common import Slots, arith, fill
from xlac.codegen.llvm.loops import IrArray, for_range, loop_nest
from xlac.codegen.llvm.types import I1, I64, const, value_type
from xlac.hlo.dtypes import DType, complex_component
from xlac.hlo.ir import Instruction

Access = Callable[[ir.IRBuilder, ir.Value, ir.Value], list[ir.Value]]  # (b, i, j) -> index


class Field:
    """Scalar arithmetic in one (real or complex) dtype, through the elemental emitter."""

    def __init__(self, ctx: EmitContext, dt: DType):
        self.ctx, self.dt = ctx, dt

    def op(self, b: ir.IRBuilder, name: str, *args: ir.Value) -> ir.Value:
        return arith(self.ctx, b, name, self.dt, *args)

    def conj(self, b: ir.IRBuilder, v: ir.Value) -> ir.Value:
        if not self.dt.is_complex:
            return v
        return b.insert_value(v, b.fneg(b.extract_value(v, 1)), 1)

    def real(self, b: ir.IRBuilder, v: ir.Value) -> ir.Value:
        return b.extract_value(v, 0) if self.dt.is_complex else v

    def from_real(self, b: ir.IRBuilder, r: ir.Value) -> ir.Value:
        if not self.dt.is_complex:
            return r
        part = value_type(complex_component(self.dt))
        return b.insert_value(b.insert_value(ir.Constant(value_type(self.dt), ir.Undefined), r, 0), part(0.0), 1)

    def const(self, value: float) -> ir.Constant:
        return const(self.dt, value)


def _matrix_loop(b: ir.IRBuilder, dims: tuple[int, ...]):
    """Loops over the batch dims (all but the last two)."""
    return loop_nest(b, dims[:-2], "batch")


def _dot_prefix(b: ir.IRBuilder, f: Field, acc: Slots, start: ir.Value, lo: ir.Value | int, hi: ir.Value | int,
                term: Callable[[ir.Value], ir.Value]) -> ir.Value:
    """start - sum_{k in [lo, hi)} term(k)."""
    acc.store(b, [start])
    with for_range(b, hi, "k", start=lo) as k:
        acc.store(b, [f.op(b, "subtract", acc.load(b)[0], term(k))])
    return acc.load(b)[0]


@emitter("cholesky")
def cholesky(ctx: EmitContext, instr: Instruction, operands: list, out: IrArray) -> None:
    """Column-by-column Cholesky. upper (lower=false) factors a^T and writes the transpose
    (a = u^H u). As XLA, a NaN pivot (not positive definite) makes that whole matrix NaN."""
    (a,) = operands
    dims = a.shape.dims
    n = dims[-1]
    f = Field(ctx, a.dtype)
    lower = bool(instr.attrs.get("lower", False))
    fill(ctx, out, lambda b, idx: f.const(0))
    b = ctx.builder
    acc = Slots(ctx, [value_type(a.dtype)], "chol")
    failed = Slots(ctx, [I1], "chol.failed")
    with _matrix_loop(b, dims) as batch:
        def at(i: ir.Value, j: ir.Value) -> list[ir.Value]:
            return list(batch) + ([i, j] if lower else [j, i])

        failed.store(b, [I1(0)])
        with for_range(b, n, "j") as j:
            def l_times_conj_row_j(i: ir.Value) -> Callable[[ir.Value], ir.Value]:
                return lambda k: f.op(b, "multiply", out.load(b, at(i, k)), f.conj(b, out.load(b, at(j, k))))

            diag = _dot_prefix(b, f, acc, a.load(b, at(j, j)), 0, j, l_times_conj_row_j(j))
            pivot = arith(ctx, b, "sqrt", complex_component(a.dtype) if a.dtype.is_complex else a.dtype,
                          f.real(b, diag))
            failed.store(b, [b.or_(failed.load(b)[0], b.fcmp_unordered("uno", pivot, pivot))])
            pivot = f.from_real(b, pivot)
            out.store(b, pivot, at(j, j))
            with for_range(b, n, "i", start=b.add(j, I64(1))) as i:
                s = _dot_prefix(b, f, acc, a.load(b, at(i, j)), 0, j, l_times_conj_row_j(i))
                out.store(b, f.op(b, "divide", s, pivot), at(i, j))
        with b.if_then(failed.load(b)[0]):
            nan = f.from_real(b, const(complex_component(a.dtype) if a.dtype.is_complex else a.dtype, float("nan")))
            with loop_nest(b, (n, n), "nan") as ij:
                out.store(b, nan, list(batch) + ij)


@emitter("triangular-solve")
def triangular_solve(ctx: EmitContext, instr: Instruction, operands: list, out: IrArray) -> None:
    """Solve op(a) x = b (left_side) or x op(a) = b by substitution, reading only the ``lower``
    (or upper) triangle of a. The right-side case is the left-side one transposed:
    x m = b  <=>  m^T x^T = b^T, so it walks transposed views."""
    a_arr, b_arr = operands
    attrs = instr.attrs
    left, lower = bool(attrs.get("left_side", False)), bool(attrs.get("lower", False))
    unit = bool(attrs.get("unit_diagonal", False))
    trans = str(attrs.get("transpose_a", "NO_TRANSPOSE"))
    f = Field(ctx, b_arr.dtype)
    m = a_arr.shape.dims[-1]
    cols = b_arr.shape.dims[-1] if left else b_arr.shape.dims[-2]
    transposed = (trans != "NO_TRANSPOSE") != (not left)  # view of a is a^T overall
    conj = trans == "ADJOINT"
    m_lower = lower != transposed
    bld = ctx.builder
    acc = Slots(ctx, [value_type(b_arr.dtype)], "trsm")
    with _matrix_loop(bld, b_arr.shape.dims) as batch:
        def mat(b: ir.IRBuilder, i: ir.Value, j: ir.Value) -> ir.Value:
            v = a_arr.load(b, list(batch) + ([j, i] if transposed else [i, j]))
            return f.conj(b, v) if conj else v

        def rhs(i: ir.Value, c: ir.Value) -> list[ir.Value]:
            return list(batch) + ([i, c] if left else [c, i])

        with for_range(bld, cols, "c") as c:
            with for_range(bld, m, "t") as t:
                i = t if m_lower else bld.sub(I64(m - 1), t)
                lo, hi = (I64(0), i) if m_lower else (bld.add(i, I64(1)), I64(m))
                s = _dot_prefix(bld, f, acc, b_arr.load(bld, rhs(i, c)), lo, hi,
                                lambda k: f.op(bld, "multiply", mat(bld, i, k), out.load(bld, rhs(k, c))))
                if not unit:
                    s = f.op(bld, "divide", s, mat(bld, i, i))
                out.store(bld, s, rhs(i, c))
