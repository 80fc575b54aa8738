"""While-loop invariant code motion: work a loop body repeats on values that never change is
done once, before the loop, and its result carried in the loop state (XLA's
WhileLoopInvariantCodeMotion).

    body (s: (s32[], f32[N], f32[N])) {
      x = get-tuple-element(s), index=2          // passed through unchanged: invariant
      u = multiply(x, broadcast(constant(0.5)))  // computed from invariants only
      ...  uses u  ...
      ROOT tuple(i1, acc1, x)
    }
  becomes ``u`` computed once on the initial ``x`` and passed in as a fourth state element.

What moves: an instruction without side effects whose operands are all invariant (state
elements the body passes through unchanged, constants, or instructions already moved) and that
reads some of the state; cheap shape changes and generators (broadcast, reshape, bitcast,
transpose, slice, reverse, tuple, iota, constants) move only as operands of something that
is worth it, as XLA does, since in the body they fuse for free. Values computed from
constants alone stay in the body too: there they fuse or fold. Only the moved values the body
still reads become state, and every result bit is as before (the same instructions run on the
same values; a loop that runs no time now computes them once for nothing, as in XLA).
"""

from __future__ import annotations

from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, TupleShape
from xlac.passes.rewrite import (
    Namer,
    add_instruction,
    callers_of,
    clone_instruction,
    finish,
    has_side_effect,
    laid_out,
    operand_closure,
    remove_dead,
    replace_uses,
    state_read_by_index,
)

# Worth moving only as the operand of something that is: they would cost a state element and
# memory traffic each iteration, where in the body they fuse into their users for nothing.
_ONLY_WITH_USERS = frozenset({"constant", "iota", "broadcast", "reshape", "bitcast", "transpose", "slice",
                              "reverse", "tuple", "get-tuple-element"})


class WhileLoopInvariantCodeMotion:
    name = "while-loop-invariant-code-motion"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in list(module.computations):
            for w in [i for i in comp.instructions if i.opcode == "while"]:
                changed |= _hoist(module, comp, w, namer)
        if changed:
            for comp in module.computations:
                remove_dead(comp)
            finish(module)
        return changed


def _hoist(module: Module, comp: Computation, w: Instruction, namer: Namer) -> bool:
    body, cond = w.attrs["body"], w.attrs["condition"]
    callers = callers_of(module)
    if not w.shape.is_tuple or body is cond or len(callers.get(body, [])) != 1 or \
            len(callers.get(cond, [])) != 1 or body.root.opcode != "tuple":
        return False
    param = body.parameters[0]
    if not all(state_read_by_index(c) for c in (body, cond)):
        return False
    invariant = {i for i in body.instructions
                 if i.opcode == "get-tuple-element" and i.operands[0] is param and not i.shape.is_tuple
                 and body.root.operands[i.attrs["index"]] is i}
    if not invariant:
        return False
    reads_state = set(invariant)  # invariant values computed from the loop state (not constants alone)
    movable: list[Instruction] = []  # in definition order
    for instr in body.instructions:
        if instr in invariant or instr is param or instr is body.root:
            continue
        if instr.opcode != "constant" and (not instr.operands or has_side_effect(instr)):
            continue  # nothing to read (iota, rng): stays a generator in the body
        if all(o in invariant for o in instr.operands):
            invariant.add(instr)
            if any(o in reads_state for o in instr.operands):
                reads_state.add(instr)
            movable.append(instr)
    worth = [i for i in movable if i in reads_state and i.opcode not in _ONLY_WITH_USERS
             and isinstance(i.shape, ArrayShape) and i.shape.dtype.is_array]  # arrays become state
    if not worth:
        return False
    needed = operand_closure(worth)
    users = _users(body)
    live_in = [i for i in worth if any(u not in needed for u in users.get(i, [])) or i in body.root.operands]
    if not live_in:
        return False
    # Outside: the moved instructions on the initial state.
    init = w.operands[0]
    outside: dict[Instruction, Instruction] = {}
    for instr in body.instructions:
        if instr in needed and instr is not param:
            if instr.opcode == "get-tuple-element" and instr.operands[0] is param:
                k = instr.attrs["index"]
                outside[instr] = init.operands[k] if init.opcode == "tuple" else \
                    add_instruction(comp, namer, "get-tuple-element", instr.shape, [init], {"index": k})
            else:
                outside[instr] = clone_instruction(instr, comp, namer, [outside[o] for o in instr.operands],
                                                   name=f"{instr.name}.hoisted")
    # The state grows by one element per live-in value.
    assert isinstance(w.shape, TupleShape)
    old = list(w.shape.elements)
    shape = TupleShape(tuple(old + [i.shape for i in live_in]))
    parts = list(init.operands) if init.opcode == "tuple" else \
        [add_instruction(comp, namer, "get-tuple-element", laid_out(e), [init], {"index": k}) for k, e in enumerate(old)]
    new_init = add_instruction(comp, namer, "tuple", shape, parts + [outside[i] for i in live_in], name=init.name)
    for c in (body, cond):
        c.parameters[0].shape = shape
    carried = [add_instruction(body, namer, "get-tuple-element", i.shape, [param], {"index": len(old) + k},
                               name=f"{i.name}.carried") for k, i in enumerate(live_in)]
    for instr, value in zip(live_in, carried):
        replace_uses(body, namer, instr, value)
    old_root = body.root
    body.root = add_instruction(body, namer, "tuple", shape, list(old_root.operands) + carried, name=old_root.name)
    new_w = add_instruction(comp, namer, "while", shape, [new_init], dict(w.attrs), name=w.name)
    readers = [i for i in comp.instructions if w in i.operands]
    for u in readers:  # elements keep their indices: a get-tuple-element reads the new loop
        if u.opcode == "get-tuple-element":
            u.operands = [new_w]
    if comp.root is w or any(u.opcode != "get-tuple-element" for u in readers):  # the old tuple, for the rest
        view = add_instruction(comp, namer, "tuple", w.shape,
                               [add_instruction(comp, namer, "get-tuple-element", laid_out(e), [new_w], {"index": k})
                                for k, e in enumerate(old)])
        replace_uses(comp, namer, w, view)
    comp.instructions.remove(w)
    remove_dead(body)
    return True


def _users(comp: Computation) -> dict[Instruction, list[Instruction]]:
    users: dict[Instruction, list[Instruction]] = {}
    for instr in comp.instructions:
        for o in instr.operands:
            users.setdefault(o, []).append(instr)
    return users
