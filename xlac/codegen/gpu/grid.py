"""Element kernels: one thread per output element, threads numbered in the output's physical
order so neighbouring threads store to neighbouring addresses.

Anything with an element generator becomes one: the shared ``GENERATORS``, a fusion whose every
op has one, a reduction's per-output loop, an elementwise op, dynamic-update-slice (a thread per
element of the update's window alone where the buffer assignment updates the operand in place).
Blocks have
``BLOCK`` threads; from ``PER_THREAD_FROM`` outputs each thread computes ``PER_THREAD`` elements
``BLOCK`` apart, all loads before any store.

    plan = parallel_plan(em, ctx, instr, ops, outs)   # (outputs, generators) or None
    grid, block = parallel(threads, ctx, *plan)
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.memory import array, leaves_of
from xlac.codegen.gpu.threads import Threads
from xlac.codegen.llvm.context import EMITTERS, GENERATORS, EmitContext, Generator
from xlac.codegen.llvm.emitters.reduction import reduce_generator, reduce_window_generator
from xlac.codegen.llvm.fused import FusedGenerators, _flat_output, _root_generators
from xlac.codegen.llvm.generators import all_true, clamp, delinearize, dynamic_starts
from xlac.codegen.llvm.ir_emitter import FunctionEmitter, array_generator
from xlac.codegen.llvm.loops import IrArray, for_range, if_then
from xlac.codegen.llvm.types import I64
from xlac.hlo import opcodes
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

BLOCK = 256
PER_THREAD = 4  # elements per thread of an element kernel with at least PER_THREAD_FROM outputs
PER_THREAD_FROM = 1 << 16


def parallel(threads: Threads, ctx: EmitContext, outs: list[IrArray], gens: list[Generator]) -> tuple:
    """outs[k][i] = gens[k](i), one thread per element i of the (equally shaped) outputs,
    numbered in physical order so neighbouring threads store to neighbouring addresses.
    Returns (grid, block)."""
    shape = outs[0].shape
    n = shape.num_elements
    b = ctx.builder

    def element(tid: ir.Value) -> None:
        idx = delinearize(b, tid, list(shape.dims), list(shape.minor_to_major))
        values = [g(b, idx) for g in gens]
        for out, v in zip(outs, values):
            out.store(b, v, idx)

    if threads.simulate:
        with for_range(b, n, "thread") as tid:
            element(tid)
    elif n >= PER_THREAD_FROM:
        return _parallel_unrolled(threads, ctx, outs, gens)
    else:
        tid = threads.global_thread_id(b)
        with if_then(b, b.icmp_unsigned("<", tid, I64(n))):
            element(tid)
    warp = threads.hooks.warp_size
    block = min(BLOCK, max(warp, (n + warp - 1) // warp * warp))
    return (max(1, (n + block - 1) // block), 1, 1), (block, 1, 1)


def _parallel_unrolled(threads: Threads, ctx: EmitContext, outs: list[IrArray], gens: list[Generator]) -> tuple:
    """Big outputs: each thread computes PER_THREAD elements, ``BLOCK`` apart (every load and
    store instruction of a warp still covers adjacent addresses), all loads before any store
    so a thread keeps PER_THREAD reads in flight: one read per thread cannot cover the
    memory's latency (a 256M-element chain ran at a quarter of the copy bandwidth)."""
    shape = outs[0].shape
    n = shape.num_elements
    b = ctx.builder
    span = BLOCK * PER_THREAD
    first = b.add(b.mul(threads.block_id(b), I64(span)), threads.thread_id(b))
    positions = [b.add(first, I64(k * BLOCK)) for k in range(PER_THREAD)]

    def index(e: ir.Value) -> list[ir.Value]:
        return delinearize(b, e, list(shape.dims), list(shape.minor_to_major))

    full = b.icmp_unsigned("<", positions[-1], I64(n))
    with b.if_else(full) as (whole, tail):
        with whole:
            idxs = [index(e) for e in positions]
            values = [[g(b, idx) for g in gens] for idx in idxs]
            for idx, vals in zip(idxs, values):
                for out, v in zip(outs, vals):
                    out.store(b, v, idx)
        with tail:
            for e in positions:
                with if_then(b, b.icmp_unsigned("<", e, I64(n))):
                    idx = index(e)
                    for out, v in zip(outs, [g(b, idx) for g in gens]):
                        out.store(b, v, idx)
    return (-(-n // span), 1, 1), (BLOCK, 1, 1)


def parallel_plan(em: FunctionEmitter, ctx: EmitContext, instr: Instruction, ops: list, outs: Any):
    """(outputs, generators) when every output element can be computed independently."""
    op = instr.opcode
    outputs = list(leaves_of(outs))
    if not outputs or any(not isinstance(o, IrArray) for o in outputs):
        return None
    same = all(o.shape.dims == outputs[0].shape.dims and o.shape.minor_to_major == outputs[0].shape.minor_to_major
               for o in outputs)
    if not same:
        return None
    if op == "dynamic-update-slice" and isinstance(outs, IrArray):
        gens = [em.generator_of(o) for o in ops]
        if ops[0].same_memory(outs):
            return [_Window(outs, instr, gens[2:])], [gens[1]]
        return outputs, [dus_generator(instr, gens)]
    if op == "fusion":
        comp = instr.attrs["calls"]
        fg = FusedGenerators(em, comp, ops)
        if comp.root.opcode == "dynamic-update-slice":
            if not fg.supported(skip=comp.root):
                return None
            root = comp.root
            gens = [fg.get(o) for o in root.operands]
            target = root.operands[0]
            if target.opcode == "parameter" and isinstance(outs, IrArray) and \
                    ops[target.parameter_number].same_memory(outs) and root.operands.count(target) == 1 and \
                    not any(target in i.operands for i in comp.instructions if i is not root):
                return [_Window(outs, root, gens[2:])], [gens[1]]
            return outputs, [dus_generator(root, gens)]
        if not fg.supported() or not _flat_output(comp):
            return None
        return outputs, _root_generators(fg)
    if op in ("reduce", "reduce-window"):
        factory = reduce_generator if op == "reduce" else reduce_window_generator
        multi = factory(ctx, instr, [array_generator(o) for o in ops])
        return outputs, [(lambda b, idx, k=k: multi(b, idx)[k]) for k in range(len(outputs))]
    if instr.shape.is_tuple:
        return None
    if op in GENERATORS:
        return outputs, [GENERATORS[op](ctx, instr, [em.generator_of(o) for o in ops])]
    if op not in EMITTERS and (info := opcodes.lookup(op)) is not None and info.is_elementwise:
        return outputs, [em.elementwise_generator(instr, [em.generator_of(o) for o in ops])]
    return None


class _Window:
    """The window an in-place dynamic-update-slice writes, as an output of the update's shape
    (in the output's layout, so threads still store to neighbouring addresses): its element
    ``u`` is the output's element ``origin + u`` (starts clamped so the window fits, as XLA
    does). The rest of the buffer already holds the operand."""

    def __init__(self, out: IrArray, dus: Instruction, starts: list[Generator]):
        self.out = out
        update = array(dus.operands[1].shape)
        self.shape = ArrayShape(update.dtype, update.dims, out.shape.layout)
        self.starts = starts
        self.start_shapes = [array(s.shape) for s in dus.operands[2:]]

    def store(self, b: ir.IRBuilder, value: ir.Value, idx: list) -> None:
        origin = dynamic_starts(b, self.starts, self.start_shapes, list(self.out.shape.dims), list(self.shape.dims))
        self.out.store(b, value, [b.add(o, i) for o, i in zip(origin, idx)])


def dus_generator(dus: Instruction, gens: list[Generator]) -> Generator:
    """dynamic-update-slice as an element generator (one thread per output element, instead of
    a copy followed by a window write): the update where the index falls in the window (starts
    clamped so the window fits, as XLA does), the operand elsewhere."""
    operand, update, *starts = gens
    out_dims = list(array(dus.shape).dims)
    upd_dims = list(array(dus.operands[1].shape).dims)
    start_shapes = [array(s.shape) for s in dus.operands[2:]]
    if array(dus.operands[1].shape).num_elements == 0:
        return operand

    def gen(b: ir.IRBuilder, idx: list) -> ir.Value:
        origin = dynamic_starts(b, starts, start_shapes, out_dims, upd_dims)
        rel = [b.sub(i, o) for i, o in zip(idx, origin)]
        inside = all_true(b, [b.and_(b.icmp_signed(">=", r, I64(0)), b.icmp_signed("<", r, I64(d)))
                              for r, d in zip(rel, upd_dims)])
        window = [clamp(b, r, 0, d - 1) for r, d in zip(rel, upd_dims)]
        return b.select(inside, update(b, window), operand(b, idx))

    return gen
