"""Reductions as a tree in block-shared memory: one block per output element.

A reduce (or a fusion whose root is one) that reduces at least ``TREE_MIN`` elements per output:
the block's threads stride over the reduced elements (consecutive threads read consecutive
addresses when the reduced dims are minor), then halve the partial results in shared memory,
log2(block) rounds with barriers between. The init value is applied once, as a sequential
reduction applies it. Smaller reductions are element kernels (grid.py).

    plan = tree_reduction_plan(em, instr, ops, outs)   # (reduce, inputs, inits, outputs) or None
    grid, block = tree_reduce(threads, ctx, *plan)
"""

from __future__ import annotations

from math import prod
from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.grid import BLOCK
from xlac.codegen.gpu.memory import array, leaves_of
from xlac.codegen.gpu.threads import Threads
from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.emitters.common import Slots
from xlac.codegen.llvm.fused import FusedGenerators
from xlac.codegen.llvm.generators import delinearize
from xlac.codegen.llvm.ir_emitter import FunctionEmitter
from xlac.codegen.llvm.loops import IrArray, for_range, if_then
from xlac.codegen.llvm.types import I64, value_type
from xlac.hlo.ir import Instruction

TREE_MIN = 64  # reduced elements per output from which a block (not a thread) computes each output


def tree_reduction_plan(em: FunctionEmitter, instr: Instruction, ops: list, outs: Any):
    """(reduce, input generators, init generators, outputs) for a reduce, or a fusion whose
    root is one, that reduces at least TREE_MIN elements per output."""
    outputs = list(leaves_of(outs))
    if not outputs or any(not isinstance(o, IrArray) for o in outputs):
        return None
    if instr.opcode == "reduce":
        red, gens = instr, [em.generator_of(o) for o in ops]
    elif instr.opcode == "fusion" and instr.attrs["calls"].root.opcode == "reduce":
        comp = instr.attrs["calls"]
        fg = FusedGenerators(em, comp, ops)
        if not fg.supported(skip=comp.root):
            return None
        red = comp.root
        gens = [fg.get(o) for o in red.operands]
    else:
        return None
    n = len(red.operands) // 2
    src = array(red.operands[0].shape)
    extent = prod(src.dims[d] for d in red.attrs["dimensions"])
    if extent < TREE_MIN or len(outputs) != n:
        return None
    return red, gens[:n], gens[n:], outputs


def tree_reduce(threads: Threads, ctx: EmitContext, red: Instruction, inputs: list[Generator],
                inits: list[Generator], outs: list[IrArray]) -> tuple:
    """Block ``o`` computes output element ``o``: its threads stride over the reduced elements
    (consecutive threads, consecutive addresses when the reduced dims are minor), then halve
    the partial results in shared memory, log2(block) rounds, barriers between. Returns
    (grid, block)."""
    src = array(red.operands[0].shape)
    reduced = sorted(red.attrs["dimensions"])
    kept = [d for d in range(src.rank) if d not in reduced]
    red_dims = [src.dims[d] for d in reduced]
    red_m2m = [reduced.index(d) for d in src.minor_to_major if d in reduced]
    extent = prod(red_dims)
    block = threads.hooks.warp_size
    while block < min(extent, BLOCK):
        block *= 2
    out_shape = outs[0].shape
    n_out = out_shape.num_elements
    types = [value_type(o.shape.dtype) for o in outs]
    shared = [threads.shared_array(ctx, ty, block) for ty in types]
    comp = red.attrs["to_apply"]
    b = ctx.builder

    def slot(k: int, t: ir.Value) -> ir.Value:
        return b.gep(shared[k], [t], inbounds=True, source_etype=types[k])

    def per_block(o: ir.Value) -> None:
        out_idx = delinearize(b, o, list(out_shape.dims), list(out_shape.minor_to_major))

        def element(r: ir.Value) -> list[ir.Value]:
            sub = delinearize(b, r, red_dims, red_m2m)
            idx: list[ir.Value] = [I64(0)] * src.rank
            for d, v in zip(kept, out_idx):
                idx[d] = v
            for d, v in zip(reduced, sub):
                idx[d] = v
            return [g(b, idx) for g in inputs]

        def accumulate(t: ir.Value) -> None:
            # thread t folds elements t, t+block, ...; only thread 0 starts from the init
            # value, so it is applied once, as a sequential reduction applies it
            with if_then(b, b.icmp_unsigned("<", t, I64(extent))):
                first = element(t)
                seeded = ctx.call_scalar(comp, [g(b, []) for g in inits] + first)
                is_zero = b.icmp_unsigned("==", t, I64(0))
                accs = Slots(ctx, types, "acc")
                accs.store(b, [b.select(is_zero, x, y) for x, y in zip(seeded, first)])
                with for_range(b, extent, "r", start=b.add(t, I64(block)), step=block) as r:
                    accs.store(b, ctx.call_scalar(comp, accs.load(b) + element(r)))
                for k, v in enumerate(accs.load(b)):
                    b.store(v, slot(k, t))

        threads.phase(ctx, block, accumulate)
        count = min(extent, block)  # partial results held in shared memory, at [0, count)
        half = block // 2
        while half >= 1:
            def combine(t: ir.Value, half: int = half, count: int = count) -> None:
                other = b.add(t, I64(half))
                pair = b.and_(b.icmp_unsigned("<", t, I64(half)), b.icmp_unsigned("<", other, I64(count)))
                with if_then(b, pair):
                    mine = [b.load(slot(k, t), typ=ty) for k, ty in enumerate(types)]
                    theirs = [b.load(slot(k, other), typ=ty) for k, ty in enumerate(types)]
                    for k, v in enumerate(ctx.call_scalar(comp, mine + theirs)):
                        b.store(v, slot(k, t))

            threads.phase(ctx, block, combine)
            count = min(count, half)
            half //= 2

        def write(t: ir.Value) -> None:
            with if_then(b, b.icmp_unsigned("==", t, I64(0))):
                for k, out in enumerate(outs):
                    out.store(b, b.load(slot(k, I64(0)), typ=types[k]), out_idx)

        threads.phase(ctx, block, write, barrier=False)

    threads.for_each_block(b, n_out, per_block)
    return (n_out, 1, 1), (block, 1, 1)
