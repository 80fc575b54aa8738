"""Shape inference (placeholder while the full rules are written)."""
from __future__ import annotations


class ShapeError(ValueError):
    pass


def infer_shape(opcode, operand_shapes, attrs):
    if operand_shapes and not operand_shapes[0].is_tuple:
        return operand_shapes[0]
    raise ShapeError("not inferable yet")
