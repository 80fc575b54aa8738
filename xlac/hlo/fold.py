"""Small integer arithmetic on shapes, folded while a module is built: what a shape-polymorphic
StableHLO module computes its dimensions with (``get_dimension_size``, reshapes and
concatenations of sizes, ``+ - * /``, comparisons for ``shape_assertion``) once the sizes are
known (``--shape``). The evaluator sits above this layer; these few ops are all shapes need.

    >>> from xlac.hlo.ir import Instruction
    >>> from xlac.hlo.shapes import array
    >>> from xlac.hlo.dtypes import S32
    >>> c = Instruction("c", "constant", array(S32, ()), literal=np.array(3, np.int32))
    >>> fold(Instruction("n", "negate", array(S32, ()), [c]), {}).tolist()
    -3
"""

from __future__ import annotations

from typing import Any

import numpy as np

from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

_BINARY = {"add": np.add, "subtract": np.subtract, "multiply": np.multiply, "maximum": np.maximum,
           "minimum": np.minimum, "and": np.logical_and, "or": np.logical_or}
_COMPARE = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal, "GT": np.greater,
            "GE": np.greater_equal}


def fold(instr: Instruction, known: dict[int, Any]) -> np.ndarray | None:
    """The value of ``instr`` when it is a function of constants and static sizes (``known``
    holds values given for parameters by id), else None."""
    if id(instr) in known:
        return np.asarray(known[id(instr)])
    op = instr.opcode
    if op == "constant":
        return np.asarray(instr.literal)
    if op == "get-dimension-size":
        shape = instr.operands[0].shape
        if isinstance(shape, ArrayShape):
            size = shape.dims[instr.attrs["dimensions"][0]]
            return np.array(size, np.int32) if size >= 0 else None
        return None
    values = []
    for o in instr.operands:
        v = fold(o, known)
        if v is None:
            return None
        values.append(v)
    shape = instr.shape
    if not isinstance(shape, ArrayShape) or not shape.dtype.has_values:
        return None
    dt = shape.dtype.np
    if op in ("reshape", "copy", "bitcast"):
        return values[0].reshape(shape.dims)
    if op == "convert":
        return values[0].astype(dt)
    if op == "negate":
        return np.negative(values[0]).astype(dt)
    if op == "not":
        return np.logical_not(values[0]) if dt == np.bool_ else np.invert(values[0])
    if op == "broadcast":
        dims = instr.attrs.get("dimensions", ())
        src = values[0]
        expand = [1] * len(shape.dims)
        for k, d in enumerate(dims):
            expand[d] = src.shape[k]
        return np.broadcast_to(src.reshape(expand), shape.dims).copy()
    if op == "concatenate":
        return np.concatenate([v.reshape(-1) if v.ndim == 0 else v for v in values],
                              axis=instr.attrs["dimensions"][0]).astype(dt)
    if op == "slice":
        return values[0][tuple(slice(s, e, st) for s, e, st in instr.attrs["slice"].ranges)]
    if op in _BINARY:
        return _BINARY[op](values[0], values[1]).astype(dt)
    if op == "divide":
        if dt.kind in "iu":
            a, b = values
            if np.any(b == 0):
                return None
            q = np.abs(a) // np.abs(b)
            return (np.sign(a) * np.sign(b) * q).astype(dt)  # toward zero, as XLA's integer divide
        return np.divide(values[0], values[1]).astype(dt)
    if op == "remainder" and dt.kind in "iu":
        a, b = values
        return None if np.any(b == 0) else np.fmod(a, b).astype(dt)
    if op == "compare":
        return _COMPARE[str(instr.attrs["direction"])](values[0], values[1])
    if op == "select":
        return np.where(values[0], values[1], values[2]).astype(dt)
    return None
