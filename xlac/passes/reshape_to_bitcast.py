"""Reshapes that move no byte become bitcasts (XLA's ReshapeIsBitcast), in the computations
that run as code of their own:

    f = f32[512,512]{1,0} fusion(...)
    r = f32[8,64,512]{2,1,0} reshape(f)      ->   r = f32[8,64,512]{2,1,0} bitcast(f)

Both shapes list their elements in the same order in memory, so the reshape's result is its
operand's bytes seen with other dimensions. As a bitcast it is an alias for the buffer
assignment, which then needs no second buffer and no copy (a training step's reshaped dot
outputs, kept for the backward pass, were each a second MiB). Fused computations keep their
reshapes: there the code generator indexes through them and no buffer exists anyway.
"""

from __future__ import annotations

from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape
from xlac.passes.rewrite import sequential_computations


def moves_no_byte(a: ArrayShape, b: ArrayShape) -> bool:
    """Do ``a`` and ``b`` (same element type and count) list their elements in the same
    memory order? True when, after dropping dimensions of size 1, both layouts are
    row-major: then both orders are the row-major order of the same elements."""
    if a.dtype != b.dtype or a.num_elements != b.num_elements or (a.layout and a.layout.tail) \
            or (b.layout and b.layout.tail) or any(a.dynamic) or any(b.dynamic):
        return False

    def row_major_ignoring_ones(s: ArrayShape) -> bool:
        order = [d for d in reversed(s.minor_to_major) if s.dims[d] != 1]  # major first
        return order == sorted(order)

    return row_major_ignoring_ones(a) and row_major_ignoring_ones(b)


class ReshapeToBitcast:
    name = "reshape-to-bitcast"

    def run(self, module: Module) -> bool:
        changed = False
        for comp in sequential_computations(module):
            for instr in comp.instructions:
                if instr.opcode != "reshape":
                    continue
                src, dst = instr.operands[0].shape, instr.shape
                if isinstance(src, ArrayShape) and isinstance(dst, ArrayShape) and moves_no_byte(src, dst):
                    instr.opcode = "bitcast"
                    changed = True
        return changed
