"""Layout assignment: every intermediate value gets the default (row-major) layout; the entry
parameters and result keep the layouts the caller sees.

    ENTRY e { p = f32[4,8]{0,1} parameter(0)
              t = f32[8,4]{0,1} transpose(p), dimensions={1,0}
              ROOT n = f32[8,4]{0,1} negate(t) }
  becomes
    ENTRY e { p = f32[4,8]{0,1} parameter(0)
              t = f32[8,4]{1,0} transpose(p), dimensions={1,0}
              n = f32[8,4]{1,0} negate(t)
              ROOT copy = f32[8,4]{0,1} copy(n) }

Layouts only matter to ops that see memory: bitcasts and custom calls keep the layouts of their
operands and results (a ``copy`` brings an operand back to the recorded layout), the entry result
gets a ``copy`` when its value ends up in another layout, loop state, branch operands and
called computations agree with their callers, sort and scatter operands take their results' layouts, and
fused parameters take their operands' layouts. The algebraic simplifier removes the copies that turn out to change nothing.
"""

from __future__ import annotations

import re

from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Layout, Shape, TupleShape
from xlac.passes.rewrite import (
    Namer,
    coerce_layout,
    finish,
    same_layout,
    with_default_layout,
)

# Ops whose operand and result layouts are physical (they see bytes, not logical arrays).
_FIXED = opcodes.names(lambda op: op.physical_layout)
_ALIASES = opcodes.names(lambda op: op.forwards)


class LayoutAssignment:
    name = "layout-assignment"

    def run(self, module: Module) -> bool:
        assert module.entry is not None
        namer = Namer(module)
        result_shape = module.entry.root.shape
        constraints = {i: _operand_layouts(i) for i in module.all_instructions() if i.opcode in _FIXED}
        changed = False
        param_shapes: dict[Instruction, Shape] = {}
        for comp in reversed(module.computations):  # callers before callees
            changed |= _assign_defaults(comp, module, param_shapes)
        for comp in module.computations:
            changed |= _reconcile(comp, namer, constraints)
        root = module.entry.root
        module.entry.root = coerce_layout(module.entry, namer, root, result_shape)
        changed |= module.entry.root is not root
        if changed:
            finish(module)
        return changed


_SHAPE_RE = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\](\{[0-9,]*\})?")


def _operand_layouts(instr: Instruction) -> list[Shape]:
    """The layouts the op needs its operands in: a custom call's operand_layout_constraints
    when it has them, else the layouts the operands have now."""
    current = [o.shape for o in instr.operands]
    raw = instr.attrs.get("operand_layout_constraints")
    if raw is None or any(s.is_tuple for s in current):
        return current
    found = _SHAPE_RE.findall(str(raw))
    if len(found) != len(current):
        return current
    out = []
    for shape, (_, _, layout) in zip(current, found):
        if layout and len(layout[1:-1].split(",")) == shape.rank:
            minor_to_major = tuple(int(x) for x in layout[1:-1].split(","))
            shape = ArrayShape(shape.dtype, shape.dims, Layout(minor_to_major), shape.dynamic)
        out.append(shape)
    return out


def _fixed(instr: Instruction, module: Module) -> bool:
    return instr.opcode in _FIXED or (instr.opcode == "parameter" and instr.parent is module.entry)


def _assign_defaults(comp: Computation, module: Module, param_shapes: dict[Instruction, Shape]) -> bool:
    """Default layouts in ``comp``; aliases follow their operands; callees of fusions get
    parameters in their operands' layouts."""
    changed = False
    for instr in comp.instructions:
        if _fixed(instr, module):
            continue
        if instr.opcode == "get-tuple-element":
            new: Shape = instr.operands[0].shape.elements[instr.attrs["index"]]
        elif instr.opcode == "tuple":
            new = TupleShape(tuple(o.shape for o in instr.operands))
        elif instr.opcode in _ALIASES:
            new = instr.operands[0].shape
        elif instr in param_shapes:
            new = param_shapes[instr]
        else:
            new = with_default_layout(instr.shape)
        if not same_layout(new, instr.shape):
            instr.shape = new
            changed = True
        if instr.opcode == "fusion":
            for p in instr.attrs["calls"].parameters:
                param_shapes[p] = instr.operands[p.parameter_number].shape
    return changed


def _reconcile(comp: Computation, namer: Namer, constraints: dict[Instruction, list[Shape]]) -> bool:
    """Copies where a consumer needs another layout than its operand has."""
    changed = False

    def want(instr: Instruction, k: int, shape: Shape) -> None:
        nonlocal changed
        new = coerce_layout(comp, namer, instr.operands[k], shape)
        if new is not instr.operands[k]:
            instr.operands[k] = new
            changed = True

    def root_of(callee: Computation, shape: Shape) -> None:
        nonlocal changed
        new = coerce_layout(callee, namer, callee.root, shape)
        if new is not callee.root:
            callee.root = new
            changed = True

    for instr in list(comp.instructions):
        if instr in constraints:
            for k, shape in enumerate(constraints[instr]):
                want(instr, k, shape)
        elif instr.opcode == "while":
            want(instr, 0, instr.shape)
            root_of(instr.attrs["body"], instr.shape)
        elif instr.opcode in ("call", "conditional"):
            callees = instr.called_computations()
            first = 1 if instr.opcode == "conditional" else 0
            for callee_k, callee in enumerate(callees):
                params = callee.parameters
                if instr.opcode == "call":
                    for k, p in enumerate(params):
                        want(instr, k, p.shape)
                elif params:
                    want(instr, first + callee_k, params[0].shape)
                root_of(callee, instr.shape)
        elif instr.opcode == "fusion":
            root_of(instr.attrs["calls"], instr.shape)
        elif instr.opcode in ("sort", "scatter"):
            # updated in place: each operand (a scatter's inputs) in its result's layout (kernels
            # that copy its bytes first, as xacc's, would otherwise write the operand's layout out)
            results = instr.shape.elements if isinstance(instr.shape, TupleShape) else (instr.shape,)
            for k, shape in enumerate(results):
                want(instr, k, shape)
    return changed
