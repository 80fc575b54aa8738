"""reduce, reduce-window and select-and-scatter: per output element, a loop that feeds the
reducer (inlined with ctx.call_scalar) one element at a time, as XLA:CPU's elemental reduce does.

    reduce(x, init), dimensions={1}:  out[i] = f(...f(f(init, x[i,0]), x[i,1])..., x[i,n-1])

Accumulators live in stack slots; variadic forms carry one accumulator per input and write a
tuple of results.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator, emitter
from xlac.codegen.llvm.emitters.common import (
    Slots,
    fill,
    fill_many,
    physical_order,
    round_to,
)
from xlac.codegen.llvm.generators import (
    all_true,
    as_generator,
    assemble_index,
    delinearize,
    window_tap,
)
from xlac.codegen.llvm.loops import Index, IrArray, for_range, loop_nest
from xlac.codegen.llvm.types import I1, I64, const, value_type
from xlac.hlo.attributes import Window, WindowDim
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Computation, Instruction

MultiGenerator = Callable[[ir.IRBuilder, Index], list[ir.Value]]  # one value per result
TREE_WINDOW = 32  # elements a float sum reduces before joining the next level (XLA:CPU's window)
KINDS = ("add", "multiply", "maximum", "minimum", "and", "or", "xor")  # the plain reducers (reducer_kind)


def _leaves(out: Any) -> list[IrArray]:
    return list(out) if isinstance(out, tuple) else [out]


def _result_dtypes(instr: Instruction) -> list[DType]:
    return [s.dtype for s in instr.shape.leaves()]


class _Accumulators:
    """One stack slot per result, started from the init operands and updated by to_apply
    (results rounded to their types after every step)."""

    def __init__(self, ctx: EmitContext, b: ir.IRBuilder, instr: Instruction, inits: Sequence[Generator]):
        self.ctx, self.instr = ctx, instr
        self.dtypes = _result_dtypes(instr)
        self.slots = Slots(ctx, [value_type(dt) for dt in self.dtypes])
        self.slots.store(b, [g(b, []) for g in inits])

    def combine(self, b: ir.IRBuilder, xs: list[ir.Value]) -> None:
        new = self.ctx.call_scalar(self.instr.attrs["to_apply"], self.slots.load(b) + xs)
        self.slots.store(b, [round_to(b, v, dt) for v, dt in zip(new, self.dtypes)])

    def values(self, b: ir.IRBuilder) -> list[ir.Value]:
        return self.slots.load(b)


def reduce_generator(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> MultiGenerator:
    """All results of reduce at one output index: sequential accumulation over the reduced
    dims, walked in the input's memory order."""
    n = len(gens) // 2
    inputs, inits = gens[:n], gens[n:]
    shape = instr.operands[0].shape
    reduced = [d for d in physical_order(shape) if d in set(instr.attrs["dimensions"])]
    kept = [d for d in range(shape.rank) if d not in reduced]

    sizes = [shape.dims[d] for d in reduced]
    identity = _tree_identity(instr, n, math.prod(sizes))

    def gen(b: ir.IRBuilder, idx: Index) -> list[ir.Value]:
        accs = _Accumulators(ctx, b, instr, inits)
        if identity is None:
            with loop_nest(b, sizes, "r") as r:
                full = assemble_index(shape.rank, (kept, idx), (reduced, r))
                accs.combine(b, [x(b, full) for x in inputs])
            return accs.values(b)

        def level(k: int, first: ir.Value, last: ir.Value, into: _Accumulators) -> None:
            """Elements [first, last) of the reduced dims (flattened in memory order) into ``into``,
            by blocks of TREE_WINDOW**k."""
            if k == 0:
                with for_range(b, last, "r", start=first) as flat:
                    full = assemble_index(shape.rank, (kept, idx), (reduced, delinearize(b, flat, sizes)))
                    into.combine(b, [x(b, full) for x in inputs])
                return
            with tree_blocks(b, k, first, last, "rw") as (lo, hi):
                part = _Accumulators(ctx, b, instr, [lambda bb, i: identity])
                level(k - 1, lo, hi, part)
                into.combine(b, part.values(b))

        total = math.prod(sizes)
        level(tree_levels(total), I64(0), I64(total), accs)
        return accs.values(b)

    return gen


def tree_levels(count: int) -> int:
    """Levels of TREE_WINDOW-wide windows over ``count`` elements: the top one has at most
    TREE_WINDOW blocks."""
    levels = 1
    while TREE_WINDOW ** (levels + 1) < count:
        levels += 1
    return levels


@contextmanager
def tree_blocks(b: ir.IRBuilder, k: int, first: ir.Value, last: ir.Value, name: str,
                leaf: int = 1) -> Iterator[tuple[ir.Value, ir.Value]]:
    """A loop over [first, last) in blocks of leaf * TREE_WINDOW**k elements; yields each
    block's bounds."""
    size = leaf * TREE_WINDOW ** k
    blocks = b.udiv(b.add(b.sub(last, first), I64(size - 1)), I64(size))
    with for_range(b, blocks, f"{name}{k}") as w:
        lo = b.add(first, b.mul(w, I64(size)))
        end = b.add(lo, I64(size))
        yield lo, b.select(b.icmp_signed("<", end, last), end, last)


def reducer_kind(comp: Computation) -> str | None:
    """The op when ``comp`` is ``ROOT op(p0, p1)`` (either order) over scalars."""
    root = comp.root
    params = comp.parameters
    if root is None or root.opcode not in KINDS or len(params) != 2 or len(comp.instructions) != 3:
        return None
    if set(root.operands) != set(params) or any(p.shape.is_tuple or p.shape.rank for p in params):
        return None
    return root.opcode


def _tree_identity(instr: Instruction, inputs: int, count: int) -> ir.Value | None:
    """For a float sum or product of more than TREE_WINDOW elements per result, the identity the
    windows of its tree start from (XLA:CPU's tree reduction rewrite: a long sum carries the
    rounding of a few times 32 additions instead of one per element); else None (sequential)."""
    dt = instr.shape.dtype if not instr.shape.is_tuple else None
    if inputs != 1 or dt is None or not dt.is_float or count <= TREE_WINDOW:
        return None
    kind = reducer_kind(instr.attrs["to_apply"])
    if kind not in ("add", "multiply"):
        return None
    return const(dt, -0.0 if kind == "add" else 1.0)


def window_dims(instr: Instruction, rank: int) -> tuple[WindowDim, ...]:
    """The window's dims; an absent or empty window is size 1 everywhere."""
    window = instr.attrs.get("window") or Window(())
    return window.dims if window.dims else tuple(WindowDim(1) for _ in range(rank))


def window_taps(b: ir.IRBuilder, out_idx: Index, wdims: Sequence[WindowDim], in_dims: Sequence[int],
                k: Index) -> tuple[list[ir.Value], ir.Value]:
    """Operand index and validity of window offset ``k`` for the window at ``out_idx``."""
    taps = [window_tap(b, o, kk, w, n) for o, kk, w, n in zip(out_idx, k, wdims, in_dims)]
    return [q for q, _ in taps], all_true(b, [v for _, v in taps])


def reduce_window_generator(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> MultiGenerator:
    """All results of reduce-window at one output index: acc = init, then acc = f(acc, x) for
    each window element that is real data, in row-major window order; padding and
    base-dilation holes are skipped, never combined."""
    n = len(gens) // 2
    inputs, inits = gens[:n], gens[n:]
    in_dims = instr.operands[0].shape.dims
    wdims = window_dims(instr, len(in_dims))

    def gen(b: ir.IRBuilder, idx: Index) -> list[ir.Value]:
        accs = _Accumulators(ctx, b, instr, inits)
        with loop_nest(b, [w.size for w in wdims], "w") as k:
            src, valid = window_taps(b, idx, wdims, in_dims, k)
            with b.if_then(valid):
                accs.combine(b, [x(b, src) for x in inputs])
        return accs.values(b)

    return gen


@emitter("reduce", "reduce-window")
def reduce_ops(ctx: EmitContext, instr: Instruction, operands: list, out: Any) -> None:
    """Registered as emitters so the variadic forms can write tuples: the multi-value generator
    stored at every output index. (ir_emitter tries GENERATORS first, whatever the shape; once
    it sends tuple results to EMITTERS, the array forms can register element 0 of these
    factories as plain generators.)"""
    factory = reduce_generator if instr.opcode == "reduce" else reduce_window_generator
    fill_many(ctx, _leaves(out), factory(ctx, instr, [as_generator(o) for o in operands]))


@emitter("select-and-scatter")
def select_and_scatter(ctx: EmitContext, instr: Instruction, operands: list, out: IrArray) -> None:
    """out = init; for each source element (row-major), pick the window element the ``select``
    computation prefers (the first real element, replaced whenever select(picked, candidate) is
    false), then out[pick] = scatter(out[pick], source)."""
    operand, source, init = operands
    in_dims = operand.shape.dims
    rank = len(in_dims)
    wdims = window_dims(instr, rank)
    select, scatter = instr.attrs["select"], instr.attrs["scatter"]
    dt = operand.dtype
    fill(ctx, out, lambda b, idx: init.load(b, []))
    b = ctx.builder
    pick = Slots(ctx, [value_type(dt)] + [I64] * rank + [I1], "pick")
    with loop_nest(b, source.shape.dims, "s") as sidx:
        pick.store(b, [const(dt, 0)] + [I64(0)] * rank + [I1(0)])
        with loop_nest(b, [w.size for w in wdims], "w") as k:
            src, valid = window_taps(b, sidx, wdims, in_dims, k)
            with b.if_then(valid):
                cur = operand.load(b, src)
                old = pick.load(b)
                keep = ctx.call_scalar(select, [old[0], cur])[0]
                take = b.or_(b.not_(old[-1]), b.not_(keep))
                pick.store(b, [b.select(take, new, prev) for new, prev in zip([cur] + src + [I1(1)], old)])
        got = pick.load(b)
        with b.if_then(got[-1]):
            pos = got[1:-1]
            new = ctx.call_scalar(scatter, [out.load(b, pos), source.load(b, sidx)])[0]
            out.store(b, new, pos)
