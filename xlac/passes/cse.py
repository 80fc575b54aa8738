"""Common subexpression elimination: one instruction per distinct computation.

    a = f32[4] exponential(p)
    b = f32[4] exponential(p)      ->  uses of b read a
    c = f32[4] add(a, b)           ->  c = f32[4] add(a, a)

Two instructions are the same when opcode, operands, shape (layout included), attributes
(metadata aside), constant literal (bit for bit, so 0 and -0, or two NaN payloads, stay apart)
and called computations (compared by structure, so JAX's identical `region_0`/`region_1`
reducers count as one) agree. Side-effecting instructions (rng, infeed/outfeed, send/recv,
side-effecting custom calls, loops whose bodies have them) are never merged, and neither are
parameters.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import numpy as np

from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import ScalarLiteral, fill_value, is_filled
from xlac.passes.rewrite import (
    apply_forwarding,
    finish,
    has_side_effect,
    remove_dead,
    resolve,
)

_IGNORED_ATTRS = frozenset({"metadata", "statistics", "origin", "original_value"})


class CommonSubexpressionElimination:
    name = "cse"

    def run(self, module: Module) -> bool:
        keys = _Keys()
        changed = [c for c in module.computations if self._run_on(c, keys)]
        if changed:
            finish(module, changed)
        return bool(changed)

    def _run_on(self, comp: Computation, keys: _Keys) -> bool:
        seen: dict[Hashable, Instruction] = {}
        forward: dict[Instruction, Instruction] = {}
        for instr in comp.instructions:
            instr.operands = [resolve(forward, o) for o in instr.operands]
            key = keys.instruction_key(instr)
            if key is None:
                continue
            first = seen.setdefault(key, instr)
            if first is not instr:
                forward[instr] = first
        if not forward:
            return False
        apply_forwarding(comp, forward)
        remove_dead(comp)
        return True


class _Keys:
    """Structural keys of instructions and computations, memoised per computation."""

    def __init__(self) -> None:
        self.comp_keys: dict[int, Hashable] = {}
        self.effects: dict[Computation, bool] = {}

    def instruction_key(self, instr: Instruction) -> Hashable | None:
        if instr.opcode == "parameter" or has_side_effect(instr, self.effects):
            return None
        return (instr.opcode, str(instr.shape), tuple(id(o) for o in instr.operands),
                self.attrs_key(instr.attrs), literal_key(instr.literal))

    def attrs_key(self, attrs: dict[str, Any]) -> Hashable:
        return tuple(sorted((k, self.value_key(v)) for k, v in attrs.items() if k not in _IGNORED_ATTRS))

    def value_key(self, value: Any) -> Hashable:
        if isinstance(value, Computation):
            return ("computation", self.computation_key(value))
        if isinstance(value, (list, tuple)):
            return tuple(self.value_key(v) for v in value)
        try:
            hash(value)
            return (type(value).__name__, value)
        except TypeError:
            return (type(value).__name__, str(value))

    def computation_key(self, comp: Computation) -> Hashable:
        """The computation's body with operands as positions: equal keys compute the same."""
        if id(comp) in self.comp_keys:
            return self.comp_keys[id(comp)]
        self.comp_keys[id(comp)] = ("recursive", id(comp))
        position = {instr: k for k, instr in enumerate(comp.instructions)}
        body = tuple(
            (i.opcode, str(i.shape), tuple(position.get(o, -1) for o in i.operands),
             self.attrs_key(i.attrs), literal_key(i.literal), i.parameter_number)
            for i in comp.instructions)
        key = (body, position.get(comp.root, -1))
        self.comp_keys[id(comp)] = key
        return key


def literal_key(literal: Any) -> Hashable:
    """Bit-exact identity of a constant's value."""
    if literal is None:
        return None
    if isinstance(literal, tuple):
        return tuple(literal_key(x) for x in literal)
    if isinstance(literal, ScalarLiteral):  # the key its 0-d array gets below, without numpy
        return (literal.dtype_str, (1,), literal.tobytes())  # (ascontiguousarray makes 0-d arrays 1-d)
    if is_filled(literal):  # one value everywhere (elided: zeros), lazy: never materialised
        return (np.asarray(literal).dtype.str, literal.shape, "filled", fill_value(literal).tobytes())
    arr = np.ascontiguousarray(np.asarray(literal))
    return (arr.dtype.str, arr.shape, arr.tobytes())
