"""Constant folding: an instruction whose operands are all constants becomes a constant,
computed by the reference interpreter (the same numbers XLA computes, by construction).

    a = f32[] constant(2)
    b = f32[] constant(3)
    c = f32[] multiply(a, b)      ->  c = f32[] constant(6)

Not folded: results over ``MAX_ELEMENTS`` elements (they would bloat the module), broadcasts and
iotas (free to compute, costly to store), loops, and anything random or side-effecting (rng,
custom calls, infeed...). Folding never changes a result's layout.
"""

from __future__ import annotations

import numpy as np

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.passes.rewrite import (
    Namer,
    apply_forwarding,
    finish,
    has_side_effect,
    resolve,
)

MAX_ELEMENTS = 1 << 16  # largest folded result
MAX_INPUT_ELEMENTS = 1 << 20  # largest total operand size worth evaluating at compile time

_NEVER = opcodes.names(lambda op: not op.foldable)


class ConstantFolding:
    name = "constant-folding"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = [c for c in module.computations if self._run_on(c, module, namer)]
        if changed:
            finish(module, changed)
        return bool(changed)

    def _run_on(self, comp: Computation, module: Module, namer: Namer) -> bool:
        forward: dict[Instruction, Instruction] = {}
        for instr in list(comp.instructions):
            instr.operands = [resolve(forward, o) for o in instr.operands]
            if not _foldable(instr):
                continue
            value = _evaluate(instr, module)
            if value is None:
                continue
            const = Instruction(namer.fresh(instr.name), "constant", instr.shape, [], {}, literal=value,
                                loc=instr.loc)
            comp.add(const)
            forward[instr] = const
        apply_forwarding(comp, forward)
        return bool(forward)


def _foldable(instr: Instruction) -> bool:
    if instr.opcode in _NEVER or not instr.operands or has_side_effect(instr):
        return False
    if opcodes.lookup(instr.opcode) is None or opcodes.lookup(instr.opcode).category in (
            opcodes.RNG, opcodes.CUSTOM, opcodes.COLLECTIVE):
        return False
    if not all(o.opcode == "constant" for o in instr.operands):
        return False
    if _elements(instr.shape) > MAX_ELEMENTS:
        return False
    return sum(_elements(o.shape) for o in instr.operands) <= MAX_INPUT_ELEMENTS


def _elements(shape) -> int:
    return sum(leaf.num_elements for leaf in shape.leaves())


def _evaluate(instr: Instruction, module: Module):
    """The instruction's value from the interpreter, or None when it cannot say."""
    scratch = Computation("fold", instructions=list(instr.operands) + [instr], root=instr)
    try:
        with np.errstate(all="ignore"):
            from xlac.evaluator import Evaluator  # loaded only when something folds

            value = Evaluator(module).call(scratch, [])
    except XlacError:  # what the evaluator rejects (every failure inside an op arrives as one) stays unfolded
        return None
    if isinstance(value, tuple):
        return value if all(isinstance(v, np.ndarray) for v in value) else None
    return value if isinstance(value, np.ndarray) else None
