"""Tuple simplification: no packing a tuple only to unpack it again.

    t = (f32[4], s32[]) tuple(a, i)
    g = f32[4] get-tuple-element(t), index=0        ->  uses of g read a
    u = (f32[4], s32[]) tuple(gte(w, 0), gte(w, 1)) ->  uses of u read w (same shape and layout)

Dead tuples and get-tuple-elements left behind are removed by dead code elimination.
"""

from __future__ import annotations

from xlac.hlo.ir import Computation, Instruction, Module
from xlac.passes.rewrite import (
    Namer,
    apply_forwarding,
    coerce_layout,
    finish,
    resolve,
    same_layout,
)


class TupleSimplifier:
    name = "tuple-simplifier"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed_comps = [c for c in module.computations if self._simplify(c, namer)]
        if changed_comps:
            finish(module, changed_comps)
        return bool(changed_comps)

    def _simplify(self, comp: Computation, namer: Namer) -> bool:
        forward: dict[Instruction, Instruction] = {}
        for instr in list(comp.instructions):
            instr.operands = [resolve(forward, o) for o in instr.operands]
            target = _gte_of_tuple(instr) or _tuple_of_gtes(instr)
            if target is not None:
                forward[instr] = coerce_layout(comp, namer, target, instr.shape)
        apply_forwarding(comp, forward)
        return bool(forward)


def _gte_of_tuple(instr: Instruction) -> Instruction | None:
    """get-tuple-element(tuple(a0, a1, ...)), index=k -> ak."""
    if instr.opcode != "get-tuple-element" or instr.operands[0].opcode != "tuple":
        return None
    return instr.operands[0].operands[instr.attrs["index"]]


def _tuple_of_gtes(instr: Instruction) -> Instruction | None:
    """tuple(gte(w, 0), ..., gte(w, n-1)) of all of w's elements, in order -> w."""
    if instr.opcode != "tuple" or not instr.operands:
        return None
    first = instr.operands[0]
    if first.opcode != "get-tuple-element":
        return None
    source = first.operands[0]
    if not source.shape.is_tuple or len(source.shape.elements) != len(instr.operands):
        return None
    for k, op in enumerate(instr.operands):
        if op.opcode != "get-tuple-element" or op.operands[0] is not source or op.attrs["index"] != k:
            return None
    return source if same_layout(source.shape, instr.shape) else None
