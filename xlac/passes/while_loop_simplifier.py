"""While-loop simplification: loops that run at most once, and loop state nobody reads.

    w = (s32[], f32[4]) while(tuple(s32[] constant(0), x)), condition=lt_0, body=b
  with ``lt_0`` comparing element 0 against 0: the loop never runs, so uses of ``w`` read the
  initial tuple. When it provably runs exactly once, the body is inlined on the initial value.

    body (p: (s32[], f32[4], f32[4])) { ... ROOT tuple(i + 1, f(gte(p, 1)), g(gte(p, 2))) }
  with element 2 read neither by the condition, nor by other elements' updates, nor after the
  loop: element 2 is dropped from the state, the init tuple, body, condition and the users.

Trip counts are found by running the condition (and the updates of what it reads) on the
constant parts of the initial state with the interpreter; loops with side effects are left as
they are.
"""

from __future__ import annotations

from typing import Any

from xlac.errors import XlacError
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import ScalarLiteral, as_array
from xlac.hlo.shapes import TupleShape
from xlac.passes.rewrite import (
    Namer,
    add_instruction,
    callers_of,
    finish,
    has_side_effect,
    inline_computation,
    laid_out,
    operand_closure,
    remove_dead,
    replace_uses,
    state_read_by_index,
)


class WhileLoopSimplifier:
    name = "while-loop-simplifier"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in list(module.computations):
            for w in [i for i in comp.instructions if i.opcode == "while"]:
                if has_side_effect(w):
                    continue
                trips = _trip_count_at_most_one(w, module)
                if trips is not None:
                    result = w.operands[0] if trips == 0 else \
                        inline_computation(w.attrs["body"], comp, namer, [w.operands[0]])
                    replace_uses(comp, namer, w, result)
                    comp.instructions.remove(w)
                    changed = True
                    continue
                while (w := _drop_unused_element(comp, w, module, namer)) is not None:
                    changed = True
        if changed:
            for comp in module.computations:
                remove_dead(comp)
            finish(module)
        return changed


# ---------------------------------------------------------------------------------------------
# Trip counts


def _trip_count_at_most_one(w: Instruction, module: Module) -> int | None:
    """0 or 1 when the loop provably runs that often, else None."""
    init, cond, body = w.operands[0], w.attrs["condition"], w.attrs["body"]
    if init.opcode != "tuple":
        return None
    known = {k: op.literal for k, op in enumerate(init.operands) if op.opcode == "constant"}
    reads = _param_reads(cond, [cond.root])
    if reads is None or not reads <= known.keys():
        return None
    state: list[Any] = [known.get(k) for k in range(len(init.operands))]
    first = _evaluate(module, cond, cond.root, state)
    if first is None:
        return None
    if not first:
        return 0
    if body.root.opcode != "tuple":
        return None
    after = list(state)
    for k in reads:
        update = body.root.operands[k]
        update_reads = _param_reads(body, [update])
        if update_reads is None or not update_reads <= known.keys():
            return None
        after[k] = _evaluate(module, body, update, state)
        if after[k] is None:
            return None
    second = _evaluate(module, cond, cond.root, after)
    return 1 if second is False else None


def _subgraph(comp: Computation, roots: list[Instruction]) -> list[Instruction]:
    """The instructions ``roots`` depend on, in definition order."""
    seen = operand_closure(roots)
    return [i for i in comp.instructions if i in seen]


def _param_reads(comp: Computation, roots: list[Instruction]) -> set[int] | None:
    """Which state elements the subgraph under ``roots`` reads; None when it uses the state
    other than through get-tuple-element, or does anything we will not evaluate."""
    param = comp.parameters[0]
    reads: set[int] = set()
    for instr in _subgraph(comp, roots):
        if instr is param:
            continue
        if instr.opcode in ("while", "custom-call", "infeed", "recv") or has_side_effect(instr):
            return None
        if param in instr.operands:
            if instr.opcode != "get-tuple-element":
                return None
            reads.add(instr.attrs["index"])
    if param in roots:
        return None
    return reads


def _evaluate(module: Module, comp: Computation, root: Instruction, state: list[Any]) -> Any:
    """``root``'s value (a literal) for a state of literals whose unknown elements are None; None
    when that fails. A loop counter against its bound takes Python integers (no numpy, no
    evaluator: ~90 ms of a small compile); anything else takes the evaluator."""
    quick = _integer_value(comp, root, state)
    if quick is not _UNKNOWN:
        return quick
    import numpy as np

    scratch = Computation("scratch", instructions=_subgraph(comp, [root]), root=root)
    try:
        with np.errstate(all="ignore"):
            from xlac.evaluator import Evaluator  # loaded only when something folds

            value = Evaluator(module).call(scratch, [tuple(None if v is None else as_array(v) for v in state)])
    except XlacError:  # an unknown value reached the condition: the trip count is unknown, the loop stays
        return None
    if root is comp.root and comp.root.shape.is_tuple is False and comp.root.shape.dtype.is_pred:
        return bool(value)
    return value


_UNKNOWN = object()
_COMPARE = {"EQ": lambda a, b: a == b, "NE": lambda a, b: a != b, "LT": lambda a, b: a < b,
            "LE": lambda a, b: a <= b, "GT": lambda a, b: a > b, "GE": lambda a, b: a >= b}
_ARITHMETIC = {"add": lambda a, b: a + b, "subtract": lambda a, b: a - b, "multiply": lambda a, b: a * b,
               "maximum": max, "minimum": min}


def _integer_value(comp: Computation, root: Instruction, state: list[Any]) -> Any:
    """``root``'s value when its subgraph is scalar integer and pred arithmetic on the state and
    on constants, with XLA's wrap-around; None for an unknown state element; _UNKNOWN for any
    other subgraph."""
    param = comp.parameters[0]
    values: dict[Instruction, int | bool] = {}
    for instr in _subgraph(comp, [root]):
        if instr is param:
            continue
        shape, op = instr.shape, instr.opcode
        if shape.is_tuple or shape.dims or not (shape.dtype.is_integer or shape.dtype.is_pred):
            return _UNKNOWN
        ops = [values.get(o) for o in instr.operands]
        if op == "get-tuple-element" and instr.operands[0] is param:
            literal = state[instr.attrs["index"]]
            if literal is None:
                return None
            if not isinstance(literal, ScalarLiteral):
                return _UNKNOWN
            value: int | bool = literal.value
        elif op == "constant" and isinstance(instr.literal, ScalarLiteral):
            value = instr.literal.value
        elif op == "compare" and (instr.operands[0].shape.dtype.is_integer or instr.operands[0].shape.dtype.is_pred):
            value = _COMPARE[str(instr.attrs["direction"])](ops[0], ops[1])
        elif op in _ARITHMETIC and shape.dtype.is_integer:
            value = _wrap(_ARITHMETIC[op](ops[0], ops[1]), shape.dtype)
        elif op in ("and", "or") and shape.dtype.is_pred:
            value = (ops[0] and ops[1]) if op == "and" else (ops[0] or ops[1])
        elif op == "not" and shape.dtype.is_pred:
            value = not ops[0]
        else:
            return _UNKNOWN
        values[instr] = value
    result = values[root]
    return bool(result) if root is comp.root and root.shape.dtype.is_pred else ScalarLiteral(root.shape.dtype, result)


def _wrap(value: int, dtype: Any) -> int:
    """``value`` in ``dtype``'s range, wrapping as two's complement arithmetic does."""
    bits = dtype.bits
    value &= (1 << bits) - 1
    return value - (1 << bits) if dtype.is_signed and value >> (bits - 1) else value


# ---------------------------------------------------------------------------------------------
# Unused state


def _drop_unused_element(comp: Computation, w: Instruction, module: Module,
                         namer: Namer) -> Instruction | None:
    """Remove one state element nothing reads; returns the new while, or None."""
    body, cond = w.attrs["body"], w.attrs["condition"]
    callers = callers_of(module)
    if len(callers.get(body, [])) != 1 or len(callers.get(cond, [])) != 1 or body is cond:
        return None
    if not w.shape.is_tuple or comp.root is w or body.root.opcode != "tuple":
        return None
    users = [i for i in comp.instructions if w in i.operands]
    if any(u.opcode != "get-tuple-element" for u in users):
        return None
    used_after = {u.attrs["index"] for u in users}
    cond_reads = _param_reads(cond, [cond.root])
    if cond_reads is None or not state_read_by_index(body):
        return None
    for k in range(len(w.shape.elements)):
        if k in used_after or k in cond_reads:
            continue
        others = [op for j, op in enumerate(body.root.operands) if j != k]
        others += [i for i in body.instructions if has_side_effect(i)]
        needed = _subgraph(body, others)
        if any(i.opcode == "get-tuple-element" and i.operands[0] is body.parameters[0]
               and i.attrs["index"] == k for i in needed):
            continue
        return _drop(comp, w, k, users, namer)
    return None


def _drop(comp: Computation, w: Instruction, k: int, users: list[Instruction], namer: Namer) -> Instruction:
    body, cond = w.attrs["body"], w.attrs["condition"]
    elements = tuple(e for j, e in enumerate(w.shape.elements) if j != k)
    shape = TupleShape(elements)
    old_root = body.root
    body.root = add_instruction(body, namer, "tuple", shape,
                                [op for j, op in enumerate(old_root.operands) if j != k], name=old_root.name)
    for c in (body, cond):
        remove_dead(c)
        param = c.parameters[0]
        param.shape = shape
        for i in c.instructions:
            if i.opcode == "get-tuple-element" and i.operands[0] is param and i.attrs["index"] > k:
                i.attrs["index"] -= 1
    init = w.operands[0]
    if init.opcode == "tuple":
        parts = [op for j, op in enumerate(init.operands) if j != k]
    else:
        parts = [add_instruction(comp, namer, "get-tuple-element", laid_out(e), [init], {"index": j})
                 for j, e in enumerate(init.shape.elements) if j != k]
    new_init = add_instruction(comp, namer, "tuple", shape, parts, name=init.name)
    new_w = add_instruction(comp, namer, "while", shape, [new_init], dict(w.attrs), name=w.name)
    for u in users:
        u.operands = [new_w]
        if u.attrs["index"] > k:
            u.attrs["index"] -= 1
    comp.instructions.remove(w)
    return new_w
