"""Shape inference: XLA's ShapeInference rules, one function per opcode family.

``infer_shape(opcode, operand_shapes, attrs)`` returns the result shape of an instruction from its
operands and decoded attributes, or raises :class:`ShapeError` saying, in user terms, what is
wrong with them. Every check XLA makes on operands (types, dimension numbers, called computation
signatures) happens here, so the parser (which calls this when a shape is omitted) and the
verifier (which calls it to check written shapes) report the same errors.

    >>> from xlac.hlo.dtypes import F32
    >>> from xlac.hlo.shapes import array
    >>> show(infer_shape("dot", [array(F32, (4, 8)), array(F32, (8, 3))],
    ...                  {"lhs_contracting_dims": (1,), "rhs_contracting_dims": (0,)}))
    'f32[4,3]'

Ops whose result cannot be derived from operands alone (convert, dot with a preferred type...)
take the written result element type through ``result_dtype``; the verifier passes it.
"""

from xlac.hlo.shape_inference import (  # noqa: F401 - importing a family registers its rules
    contraction,
    control_flow,
    data_movement,
    elementwise,
    other,
    reductions,
)
from xlac.hlo.shape_inference.common import ShapeError, has_rule, infer_shape, show
from xlac.hlo.shape_inference.data_movement import broadcast_shape
from xlac.hlo.shape_inference.reductions import window_output_dims

__all__ = ["ShapeError", "broadcast_shape", "has_rule", "infer_shape", "show", "window_output_dims"]
