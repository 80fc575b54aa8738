"""Multi-output (sibling) fusion: fusions that read the same operand over the same iteration
space become one fusion with a tuple of results, so the operand is read once.

    s  = f32[8] fusion(x), kind=kInput, calls=sum_of_x        (reduce(x), dimensions={1})
    q  = f32[8] fusion(x), kind=kInput, calls=sum_of_squares  (reduce(x*x), dimensions={1})
  becomes
    f  = (f32[8], f32[8]) fusion(x), kind=kInput, calls=fused_computation
         (ROOT tuple(reduce(param_0), reduce(param_0 * param_0)))
    s  = f32[8] get-tuple-element(f), index=0
    q  = f32[8] get-tuple-element(f), index=1

Siblings merge when neither depends on the other, and both are reductions over the same input
dimensions with the same reduced dimensions (kInput), or both are loops over the same output
dimensions (kLoop). Dots, convolutions and side effects never take part.
"""

from __future__ import annotations

from xlac.hlo.attributes import Ident
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import TupleShape
from xlac.passes.fusion import (
    MAX_FUSED_INSTRUCTIONS,
    MAX_FUSION_OPERANDS,
    fusion_kind,
    is_heavy,
    wrap_in_fusion,
)
from xlac.passes.rewrite import (
    Namer,
    add_instruction,
    clone_instruction,
    finish,
    has_side_effect,
    reads,
    sequential_computations,
)

_MAX_ROUNDS = 32


class MultiOutputFusion:
    name = "multi-output-fusion"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in sequential_computations(module):
            for _ in range(_MAX_ROUNDS):
                pair = _find_siblings(comp)
                if pair is None:
                    break
                _merge(module, comp, namer, *pair)
                changed = True
        if changed:
            finish(module)
        return changed


def _roots(instr: Instruction) -> list[Instruction]:
    """The computed results of a fusion (tuple elements of a multi-output one) or the op."""
    if instr.opcode != "fusion":
        return [instr]
    root = instr.attrs["calls"].root
    return list(root.operands) if root.opcode == "tuple" else [root]


def _signature(instr: Instruction) -> tuple | None:
    """The iteration space of a candidate: ('reduce', input dims, reduced dims) or
    ('loop', output dims); None for anything that cannot take part."""
    if has_side_effect(instr) or is_heavy(instr):
        return None
    if instr.opcode == "fusion":
        if str(instr.attrs.get("kind")) not in ("kLoop", "kInput"):
            return None
    elif instr.opcode != "reduce" or len(instr.operands) != 2:
        return None
    sigs = set()
    for r in _roots(instr):
        if r.opcode == "reduce" and len(r.operands) == 2:
            sigs.add(("reduce", r.operands[0].shape.dims, tuple(r.attrs["dimensions"])))
        elif r.opcode in ("reduce", "reduce-window") or r.shape.is_tuple:
            return None
        else:
            sigs.add(("loop", r.shape.dims))
    return sigs.pop() if len(sigs) == 1 else None


def _find_siblings(comp: Computation) -> tuple[Instruction, Instruction] | None:
    users: dict[Instruction, list[Instruction]] = {}
    for i in comp.instructions:
        for o in i.operands:
            users.setdefault(o, []).append(i)
    signatures = {i: _signature(i) for i in comp.instructions}
    candidates = [i for i in comp.instructions if signatures[i] is not None and not (
        i.shape.is_tuple and any(u.opcode != "get-tuple-element" for u in users.get(i, [])))]
    by_operand: dict[Instruction, list[Instruction]] = {}
    for c in candidates:
        for o in dict.fromkeys(c.operands):  # distinct, in order (so the result is deterministic)
            if o.opcode != "constant":
                by_operand.setdefault(o, []).append(c)
    for siblings in by_operand.values():
        for k, a in enumerate(siblings):
            for b in siblings[k + 1:]:
                if signatures[a] == signatures[b] and _small_enough(a, b) \
                        and not _reaches(a, b) and not _reaches(b, a):
                    return a, b
    return None


def _small_enough(a: Instruction, b: Instruction) -> bool:
    size = sum(len(a.attrs["calls"].instructions) if a.opcode == "fusion" else 1 for a in (a, b))
    return size <= MAX_FUSED_INSTRUCTIONS and len(set(a.operands) | set(b.operands)) <= MAX_FUSION_OPERANDS


def _reaches(start: Instruction, target: Instruction) -> bool:
    """Does ``start`` (transitively) read ``target``?"""
    return reads(start.operands, target)


def _merge(module: Module, comp: Computation, namer: Namer, a: Instruction, b: Instruction) -> None:
    """One fusion computing both ``a``'s and ``b``'s results; their users read tuple elements."""
    a = a if a.opcode == "fusion" else wrap_in_fusion(module, comp, namer, a)
    b = b if b.opcode == "fusion" else wrap_in_fusion(module, comp, namer, b)
    body = Computation(namer.fresh_computation("fused_computation"))
    operands: list[Instruction] = []
    params: dict[Instruction, Instruction] = {}

    def param_for(operand: Instruction) -> Instruction:
        if operand not in params:
            p = Instruction(namer.fresh(f"param_{len(operands)}"), "parameter", operand.shape,
                            parameter_number=len(operands))
            params[operand] = body.add(p)
            operands.append(operand)
        return params[operand]

    results: list[Instruction] = []
    for f in (a, b):
        inner: Computation = f.attrs["calls"]
        mapping = {p: param_for(f.operands[p.parameter_number]) for p in inner.parameters}
        for i in inner.instructions:
            if i.opcode != "parameter":
                mapping[i] = clone_instruction(i, body, namer, [mapping[o] for o in i.operands])
        results += [mapping[r] for r in _roots(f)]
    shape = TupleShape(tuple(r.shape for r in results))
    body.root = add_instruction(body, namer, "tuple", shape, results, name="tuple")
    module.computations.append(body)
    fused = add_instruction(comp, namer, "fusion", shape, operands,
                            {"kind": Ident(fusion_kind(body)), "calls": body}, name="fusion")
    offset = 0
    for f in (a, b):
        count = len(_roots(f))
        _redirect(comp, namer, f, fused, offset, count)
        offset += count
        comp.instructions.remove(f)


def _redirect(comp: Computation, namer: Namer, old: Instruction, fused: Instruction, offset: int,
              count: int) -> None:
    """Users of ``old`` read elements ``offset..offset+count-1`` of ``fused`` instead."""
    if old.shape.is_tuple:
        for i in comp.instructions:
            if old in i.operands:
                assert i.opcode == "get-tuple-element"
                i.operands = [fused]
                i.attrs["index"] = i.attrs["index"] + offset
        element = None
    else:
        element = add_instruction(comp, namer, "get-tuple-element", old.shape, [fused], {"index": offset},
                                  name=old.name)
        for i in comp.instructions:
            if i is not element and old in i.operands:
                i.operands = [element if o is old else o for o in i.operands]
    if comp.root is old:
        if element is None:
            parts = [add_instruction(comp, namer, "get-tuple-element", fused.shape.elements[offset + k], [fused],
                                     {"index": offset + k}) for k in range(count)]
            element = add_instruction(comp, namer, "tuple", old.shape, parts)
        comp.root = element
