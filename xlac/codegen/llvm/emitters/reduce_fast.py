"""Reductions with a plain reducer (add, multiply, maximum, minimum, and, or, xor of the two
parameters) as loops LLVM vectorizes, on several threads when large.

The input is walked in memory order. Reduced dims that are the most minor in memory
("rows") reduce into a register accumulator the loop vectorizer splits into vector lanes and
several interleaved accumulators, reduced horizontally at the end; otherwise ("columns") the
output row itself is the accumulator and the kept minor dim is what vectorizes.

Semantics are kept where reordering would show:
  * float add and multiply are reassociated (within tolerance, as XLA does), long ones as a
    tree of partial results (_tree_partial); inputs are flushed (DAZ) and the partial result
    goes through the ordinary elemental add, which flushes it;
  * float max/min reduce an integer key of the bits (a total order in which -0 < +0) with NaN
    mapped past every number, so a NaN anywhere gives NaN and ties between zeros come out as
    XLA's maximum/minimum give them, in any order;
  * integer and pred reducers are exact in any order.
Variadic reductions (argmax...), other reducers and other types take the generic emitter.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.emitters.common import Slots
from xlac.codegen.llvm.emitters.reduction import TREE_WINDOW, reducer_kind, tree_blocks, tree_levels
from xlac.codegen.llvm.fill import fill_many, parallel_loop_nest, physical_order
from xlac.codegen.llvm.generators import delinearize
from xlac.codegen.llvm.loops import Index, IrArray, for_range, loop_nest
from xlac.codegen.llvm.outline import parallel_for, threads_enabled
from xlac.codegen.llvm.scratch import scratch
from xlac.codegen.llvm.types import I64, const, value_type
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Instruction

PARALLEL_MIN = 1 << 16  # input elements below which a reduction stays on one thread
LEAF = 4096  # elements of a long float sum reduced in registers before a tree level joins them


def emit(ctx: EmitContext, instr: Instruction, gens: Sequence[Generator], out, row: ir.Value | None = None) -> bool:
    """Emit a single-input reduce into ``out``; False when it is not one this kernel takes.
    With ``row``, only the results at index ``row`` of dim 0 (a kept dim) are computed."""
    if instr.opcode != "reduce" or instr.shape.is_tuple or len(gens) != 2 or not isinstance(out, IrArray) \
            or not ctx.target.simd_kernels:
        return False
    kind = reducer_kind(instr.attrs["to_apply"])
    src = instr.operands[0].shape
    dt = instr.shape.dtype
    if kind is None or src.dtype != dt or src.num_elements == 0 or not _supported(kind, dt) \
            or not instr.attrs["dimensions"]:  # nothing reduced (a rank-0 reduce): the plain loop
        return False
    if row is not None and 0 in instr.attrs["dimensions"]:
        return False
    _Reduction(ctx, instr, kind, gens[0], gens[1], out, row).emit()
    return True


def _supported(kind: str, dt: DType) -> bool:
    if dt.name in ("f32", "f64"):
        return kind in ("add", "multiply", "maximum", "minimum")
    if dt.is_pred:
        return kind in ("and", "or", "maximum", "minimum")
    return dt.is_integer and dt.bits >= 8


@dataclass
class _Accumulator:
    """How partial results are carried in registers for one reducer and type."""

    ctx: EmitContext
    kind: str
    dt: DType

    @property
    def keyed(self) -> bool:
        return self.dt.is_float and self.kind in ("maximum", "minimum")

    @property
    def type(self) -> ir.Type:
        return ir.IntType(self.dt.bits) if self.keyed else value_type(self.dt)

    def identity(self) -> ir.Value:
        dt, kind = self.dt, self.kind
        if self.keyed:
            bits = dt.bits
            return ir.Constant(self.type, -(1 << (bits - 1)) if kind == "maximum" else (1 << (bits - 1)) - 1)
        if dt.is_float:
            return const(dt, -0.0 if kind == "add" else 1.0)
        if kind in ("add", "or", "xor"):
            return const(dt, 0)
        if kind in ("multiply",):
            return const(dt, 1)
        if kind == "and" or (dt.is_pred and kind == "minimum"):
            return const(dt, 1) if dt.is_pred else const(dt, -1)
        if dt.is_pred:
            return const(dt, 0)
        lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1) if dt.is_signed else (0, (1 << dt.bits) - 1)
        return const(dt, lo if kind == "maximum" else hi)

    def step(self, b: ir.IRBuilder, acc: ir.Value, x: ir.Value) -> ir.Value:
        """acc (op)= x in the register form, reassociable by LLVM."""
        if self.keyed:
            key = self._key(b, x)
            pick = b.icmp_signed(">" if self.kind == "maximum" else "<", key, acc)
            return b.select(pick, key, acc)
        if self.dt.is_float:
            x = self.ctx.elemental.arithmetic_operand(b, x)
            op = b.fadd if self.kind == "add" else b.fmul
            return op(acc, x, flags=("reassoc",))
        return self.combine(b, acc, x)

    def value(self, b: ir.IRBuilder, acc: ir.Value) -> ir.Value:
        """The register form back as a compute-form value of the type."""
        if not self.keyed:
            return acc
        ity = self.type
        extreme = ir.Constant(ity, (1 << (self.dt.bits - 1)) - 1 if self.kind == "maximum" else -(1 << (self.dt.bits - 1)))
        bits = b.xor(acc, b.lshr(b.ashr(acc, ir.Constant(ity, self.dt.bits - 1)), ir.Constant(ity, 1)))
        nan = ir.Constant(ity, 0x7FC00000 if self.dt.bits == 32 else 0x7FF8000000000000)
        return b.bitcast(b.select(b.icmp_signed("==", acc, extreme), nan, bits), value_type(self.dt))

    def _key(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """Float bits as an integer in the float order (-0 below +0); NaN past every number."""
        ity = self.type
        x = self.ctx.elemental.ftz(b, x)
        bits = b.bitcast(x, ity)
        key = b.xor(bits, b.lshr(b.ashr(bits, ir.Constant(ity, self.dt.bits - 1)), ir.Constant(ity, 1)))
        extreme = ir.Constant(ity, (1 << (self.dt.bits - 1)) - 1 if self.kind == "maximum" else -(1 << (self.dt.bits - 1)))
        return b.select(b.fcmp_unordered("uno", x, x), extreme, key)

    def combine(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """x op y with XLA's elemental semantics."""
        return self.ctx.elemental.emit_op(b, self.kind, [self.dt, self.dt], self.dt, [x, y], {})


class _Reduction:
    def __init__(self, ctx: EmitContext, instr: Instruction, kind: str, gen: Generator, init: Generator,
                 out: IrArray, row: ir.Value | None = None):
        self.ctx, self.instr, self.gen, self.init, self.out = ctx, instr, gen, init, out
        self.row = row  # dim 0 (kept) fixed to this value: one row of a row group
        self.src = instr.operands[0].shape
        self.acc = _Accumulator(ctx, kind, instr.shape.dtype)
        reduced = set(instr.attrs["dimensions"])
        self.kept = [d for d in range(self.src.rank) if d not in reduced]
        phys = physical_order(self.src)
        split = len(phys)
        while split > 0 and phys[split - 1] in reduced:
            split -= 1
        self.outer, self.inner = phys[:split], phys[split:]
        self.reduced = reduced

    # ---- the pieces --------------------------------------------------------------------
    def _pin(self, dims_of: Sequence[int]) -> tuple[int, ir.Value] | None:
        """The pin for a loop over input dims ``dims_of`` (dim 0 is where the row goes)."""
        return None if self.row is None else (list(dims_of).index(0), self.row)

    def _init_out(self) -> None:
        out_pin = None if self.row is None else (0, self.row)
        fill_many(self.ctx, [self.out], lambda b, idx: [self.init(b, [])], pin=out_pin)

    def _out_index(self, idx: Index) -> Index:
        return [idx[d] for d in self.kept]

    def _inner_partial(self, b: ir.IRBuilder, idx: list, first: ir.Value | None = None,
                       last: ir.Value | None = None) -> ir.Value:
        """The register reduction over the inner (minor, reduced) dims at outer index ``idx``;
        ``first``/``last`` narrow the outermost inner dim (a parallel chunk)."""
        dims = [self.src.dims[d] for d in self.inner]
        if self.acc.dt.is_float and self.acc.kind in ("add", "multiply") and math.prod(dims) > LEAF:
            return self._tree_partial(b, idx, dims, first, last)
        acc = Slots(self.ctx, [self.acc.type], "red")
        acc.store(b, [self.acc.identity()])
        dims = [self.src.dims[d] for d in self.inner]

        def body(bb: ir.IRBuilder, sub: Index) -> None:
            full = list(idx)
            for d, v in zip(self.inner, sub):
                full[d] = v
            acc.store(bb, [self.acc.step(bb, acc.load(bb)[0], self.gen(bb, full))])

        if first is None:
            with loop_nest(b, dims, "r") as sub:
                body(b, sub)
        else:
            with for_range(b, last, "r0", start=first) as r0:
                with loop_nest(b, dims[1:], "r") as rest:
                    body(b, [r0] + rest)
        return self.acc.value(b, acc.load(b)[0])

    def _tree_partial(self, b: ir.IRBuilder, idx: list, dims: list[int], first: ir.Value | None,
                      last: ir.Value | None) -> ir.Value:
        """A long float sum or product as a tree: the innermost dim in leaves of LEAF elements,
        each reduced from the identity in registers (the loop LLVM vectorizes), TREE_WINDOW
        leaves into the next level, and so on; the rows of the other inner dims (flattened) the
        same way, a row being one item. One running accumulator over everything (LLVM's 64 or
        so lanes, each adding n/64 values) made a sum of 2M values of 0.1 off by 2.2e-4 (XLA's:
        1.5e-8); a leaf adds 64 values a lane, a tree level 32."""
        minor, majors = dims[-1], dims[:-1]
        rows = math.prod(majors)
        per_row = math.prod(majors[1:]) if majors else 1

        def element(bb: ir.IRBuilder, row: ir.Value, r: ir.Value) -> ir.Value:
            full = list(idx)
            sub = delinearize(bb, row, majors) if len(majors) > 1 else [row] if majors else []
            for d, v in zip(self.inner, sub + [r]):
                full[d] = v
            return self.gen(bb, full)

        def row_sum(bb: ir.IRBuilder, row: ir.Value, into: Slots, lo: ir.Value, hi: ir.Value) -> None:
            def leaf(b2: ir.IRBuilder, a: ir.Value, z: ir.Value, acc: Slots) -> None:
                with for_range(b2, z, "r", start=a) as r:
                    acc.store(b2, [self.acc.step(b2, acc.load(b2)[0], element(b2, row, r))])

            self._tree(bb, minor, LEAF, lo, hi, leaf, into)

        if not majors:  # one long row, maybe a chunk of it
            lo, hi = (I64(0), I64(minor)) if first is None else (first, last)
            total = Slots(self.ctx, [self.acc.type], "tree")
            total.store(b, [self.acc.identity()])
            row_sum(b, I64(0), total, lo, hi)
            return total.load(b)[0]

        def rows_leaf(b2: ir.IRBuilder, a: ir.Value, z: ir.Value, acc: Slots) -> None:
            with for_range(b2, z, "rr", start=a) as row:
                row_sum(b2, row, acc, I64(0), I64(minor))

        lo, hi = (I64(0), I64(rows)) if first is None else (b.mul(first, I64(per_row)), b.mul(last, I64(per_row)))
        total = Slots(self.ctx, [self.acc.type], "tree")
        total.store(b, [self.acc.identity()])
        self._tree(b, rows, max(1, LEAF // minor), lo, hi, rows_leaf, total)
        return total.load(b)[0]

    def _tree(self, b: ir.IRBuilder, count: int, leaf: int, first: ir.Value, last: ir.Value, run, into: Slots) -> None:
        """Items [first, last) of at most ``count`` reduced into ``into``: ``run(b, lo, hi, acc)``
        accumulates up to ``leaf`` of them; above that, TREE_WINDOW blocks per level, each
        from the identity."""
        levels = 0
        while leaf * TREE_WINDOW ** levels < count:
            levels += 1

        def level(k: int, lo: ir.Value, hi: ir.Value, acc: Slots) -> None:
            if k == 0:
                run(b, lo, hi, acc)
                return
            with tree_blocks(b, k - 1, lo, hi, "tw", leaf) as (start, end):
                part = Slots(self.ctx, [self.acc.type], f"tree{k}")
                part.store(b, [self.acc.identity()])
                level(k - 1, start, end, part)
                acc.store(b, [self.acc.combine(b, acc.load(b)[0], part.load(b)[0])])

        level(levels, first, last, into)

    # ---- strategies --------------------------------------------------------------------
    def emit(self) -> None:
        work = self.src.num_elements
        if not self.inner:
            self._columns()
        elif not self.kept:
            self._to_scalar(threads_enabled(self.ctx) and work >= PARALLEL_MIN)
        elif all(d not in self.reduced for d in self.outer):
            self._rows()
        else:
            self._mixed()

    def _rows(self) -> None:
        """Kept dims outside, reduced dims inside: one register reduction per output element."""
        ctx, out = self.ctx, self.out
        dims = [self.src.dims[d] for d in self.outer]
        inner = max(1, math.prod(self.src.dims[d] for d in self.inner))

        def body(b: ir.IRBuilder, sub: Index) -> None:
            idx: list[ir.Value] = [I64(0)] * self.src.rank
            for d, v in zip(self.outer, sub):
                idx[d] = v
            partial = self._inner_partial(b, idx)
            out.store(b, self.acc.combine(b, self.init(b, []), partial), self._out_index(idx))

        parallel_loop_nest(ctx, dims, list(range(len(dims))), body, inner, self._pin(self.outer))

    def _mixed(self) -> None:
        """Reduced dims both outside and inside: the output accumulates the inner partials."""
        ctx, out = self.ctx, self.out
        self._init_out()
        dims = [self.src.dims[d] for d in self.outer]

        def body(b: ir.IRBuilder, sub: Index) -> None:
            idx: list[ir.Value] = [I64(0)] * self.src.rank
            for d, v in zip(self.outer, sub):
                idx[d] = v
            partial = self._inner_partial(b, idx)
            oidx = self._out_index(idx)
            out.store(b, self.acc.combine(b, out.load(b, oidx), partial), oidx)

        if self.row is None:
            with loop_nest(ctx.builder, dims, "o") as sub:
                body(ctx.builder, sub)
        else:
            parallel_loop_nest(ctx, dims, list(range(len(dims))), body, pin=self._pin(self.outer))

    def _columns(self) -> None:
        """The minor dim is kept: out[kept] = out[kept] op x over the input in memory order;
        the outermost kept dim is shared among threads when it is the outermost dim."""
        ctx, out = self.ctx, self.out
        self._init_out()
        phys = self.outer
        dims = [self.src.dims[d] for d in phys]

        def body(b: ir.IRBuilder, sub: Index, into: IrArray = out) -> None:
            idx: list[ir.Value] = [I64(0)] * self.src.rank
            for d, v in zip(phys, sub):
                idx[d] = v
            oidx = self._out_index(idx)
            into.store(b, self.acc.combine(b, into.load(b, oidx), self.gen(b, idx)), oidx)

        if self.row is not None:
            parallel_loop_nest(ctx, dims, list(range(len(dims))), body, pin=self._pin(phys))
        elif phys[0] in self.reduced and self.acc.dt.is_float and self.acc.kind in ("add", "multiply") \
                and math.prod(dims[:self._leading_reduced(phys)]) > TREE_WINDOW:
            self._windows(dims, self._leading_reduced(phys), body)
        elif phys[0] in self.reduced:
            with loop_nest(ctx.builder, dims, "c") as sub:
                body(ctx.builder, sub)
        else:
            parallel_loop_nest(ctx, dims, list(range(len(dims))), body)

    def _leading_reduced(self, phys: Sequence[int]) -> int:
        """How many of the outermost dims (memory order) are reduced."""
        n = 0
        while n < len(phys) and phys[n] in self.reduced:
            n += 1
        return n

    def _windows(self, dims: list[int], lead: int, body) -> None:
        """A float reduction down long major dims (the ``lead`` outermost, flattened into rows)
        as a tree of windows: TREE_WINDOW rows reduce
        from the identity into a partial result, TREE_WINDOW of those into the next level's,
        and so on, the top level joining the output; a sum of n rows then carries the rounding
        of a few times 32 additions instead of n (as XLA:CPU's tree reduction rewrite, applied
        until every reduced dim is small: a column sum of 65,536 rows had 80 times XLA's
        error)."""
        ctx = self.ctx
        kept_dims = [self.src.dims[d] for d in self.kept]
        rows = math.prod(dims[:lead])  # the leading reduced dims, flattened
        levels = tree_levels(rows)
        partials = [ctx.alloc(self.out.shape) for _ in range(levels)]

        def level(b: ir.IRBuilder, k: int, first: ir.Value, last: ir.Value, into: IrArray) -> None:
            """Rows [first, last) reduced into ``into``: by blocks of TREE_WINDOW**k rows."""
            if k == 0:
                with for_range(b, last, "c0", start=first) as r0:
                    with loop_nest(b, dims[lead:], "c") as rest:
                        body(b, delinearize(b, r0, dims[:lead]) + rest, into)
                return
            part = partials[k - 1]
            with tree_blocks(b, k, first, last, "cw") as (lo, hi):
                with loop_nest(b, kept_dims, "cz") as oidx:
                    part.store(b, self.acc.identity(), oidx)
                level(b, k - 1, lo, hi, part)
                with loop_nest(b, kept_dims, "cj") as oidx:
                    into.store(b, self.acc.combine(b, into.load(b, oidx), part.load(b, oidx)), oidx)

        level(ctx.builder, levels, I64(0), I64(rows), self.out)

    def _to_scalar(self, parallel: bool) -> None:
        """Everything reduced: partial results of chunks of the outermost dim (in parallel),
        then combined in order."""
        ctx, out = self.ctx, self.out
        rank = self.src.rank
        d0 = self.src.dims[self.inner[0]]
        chunks = min(d0, 8 * max(1, ctx.target.threads)) if parallel else 1
        if chunks <= 1:
            partial = self._inner_partial(ctx.builder, [I64(0)] * rank)
            out.store(ctx.builder, self.acc.combine(ctx.builder, self.init(ctx.builder, []), partial), [])
            return
        step = math.ceil(d0 / chunks)
        chunks = math.ceil(d0 / step)
        ty = value_type(self.instr.shape.dtype)
        partials = scratch(ctx, chunks * 8)

        def body(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
            with for_range(b, end, "ch", start=begin) as c:
                first = b.mul(c, I64(step))
                last = b.select(b.icmp_signed("<", b.add(first, I64(step)), I64(d0)), b.add(first, I64(step)), I64(d0))
                value = self._inner_partial(b, [I64(0)] * rank, first, last)
                b.store(value, b.gep(partials, [c], inbounds=True, source_etype=ty))

        parallel_for(ctx, chunks, 1, body)
        b = ctx.builder
        total = Slots(ctx, [ty], "total")
        total.store(b, [self.init(b, [])])
        with for_range(b, chunks, "cc") as c:
            part = b.load(b.gep(partials, [c], inbounds=True, source_etype=ty), typ=ty)
            total.store(b, [self.acc.combine(b, total.load(b)[0], part)])
        out.store(b, total.load(b)[0], [])
