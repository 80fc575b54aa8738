"""Shared rewriting helpers for the passes: fresh names, building and replacing instructions,
keeping definition order, recognising constants, cloning computations.

Passes build new instructions with :func:`add_instruction` (appended to the computation), swap
them in with :func:`replace_uses`, and end with :func:`finish` (topological order, callees
before callers), so no pass has to care where in the list a new instruction lands.

Layouts are part of the contract: a replacement whose layout differs from the instruction it
replaces is routed through a ``copy`` to the old layout, so no layout a bitcast, a custom call
or the entry result relies on ever changes behind its back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from xlac.hlo import opcodes
from xlac.hlo.attributes import Ident
from xlac.hlo.dtypes import F32, DType
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import ScalarLiteral
from xlac.hlo.shape_inference import infer_shape
from xlac.hlo.shapes import ArrayShape, Layout, Shape, TupleShape

# Ops whose effect is more than their result (or whose result is not a function of operands).
SIDE_EFFECT_OPCODES = opcodes.names(lambda op: op.side_effect)

# Computations that run as code of their own (with buffers), not as scalar/elemental functions.
SEQUENTIAL_CALLERS = frozenset({"while", "conditional", "call"})


# ---------------------------------------------------------------------------------------------
# Side effects


def has_side_effect_no_recurse(instr: Instruction) -> bool:
    """Side effects of the instruction itself, ignoring what its called computations do."""
    if instr.opcode in SIDE_EFFECT_OPCODES:
        return True
    if instr.opcode == "custom-call":
        return bool(instr.attrs.get("custom_call_has_side_effect", False))
    info = opcodes.lookup(instr.opcode)
    return info is None or info.name != instr.opcode  # unknown, or async sugar (`add-start`)


def has_side_effect(instr: Instruction, memo: dict[Computation, bool] | None = None) -> bool:
    """Side effects of the instruction or of anything its called computations run.

    ``memo`` caches per computation; pass one dict to many calls while computations do not
    change."""
    if has_side_effect_no_recurse(instr):
        return True
    memo = {} if memo is None else memo
    for comp in instr.called_computations():
        if comp not in memo:
            memo[comp] = False  # breaks (invalid) cycles
            memo[comp] = any(has_side_effect(i, memo) for i in comp.instructions)
        if memo[comp]:
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Names


class Namer:
    """Module-wide unique instruction and computation names (XLA keeps both unique)."""

    def __init__(self, module: Module):
        self.used: set[str] = {i.name for i in module.all_instructions()}
        self.comp_names: set[str] = {c.name for c in module.computations}
        self.counters: dict[str, int] = {}

    def fresh(self, base: str) -> str:
        """``base`` if free, else ``base.N`` for the first free N."""
        return self._fresh(base, self.used)

    def fresh_computation(self, base: str) -> str:
        return self._fresh(base, self.comp_names)

    def _fresh(self, base: str, used: set[str]) -> str:
        base = base or "x"
        if base not in used:
            used.add(base)
            return base
        stem = re.sub(r"\.\d+$", "", base)
        n = self.counters.get(stem, 0)
        while True:
            n += 1
            candidate = f"{stem}.{n}"
            if candidate not in used:
                self.counters[stem] = n
                used.add(candidate)
                return candidate


# ---------------------------------------------------------------------------------------------
# Building and replacing


def add_instruction(comp: Computation, namer: Namer, opcode: str, shape: Shape,
                    operands: Iterable[Instruction] = (), attrs: dict[str, Any] | None = None,
                    name: str | None = None, literal: Any = None,
                    loc: Any = None) -> Instruction:
    """Append a new instruction to ``comp`` (``finish`` puts it in definition order later)."""
    instr = Instruction(namer.fresh(name or opcode), opcode, shape, list(operands), dict(attrs or {}),
                        literal=literal, loc=loc)
    return comp.add(instr)


def add_constant(comp: Computation, namer: Namer, value: np.ndarray, shape: Shape,
                 name: str = "constant") -> Instruction:
    return add_instruction(comp, namer, "constant", shape, (), {}, name=name, literal=value)


def clone_instruction(instr: Instruction, comp: Computation, namer: Namer,
                      operands: list[Instruction], name: str | None = None) -> Instruction:
    """A copy of ``instr`` in ``comp`` reading ``operands``; attributes are shared (immutable)."""
    new = Instruction(namer.fresh(name or instr.name), instr.opcode, instr.shape, list(operands),
                      dict(instr.attrs), literal=instr.literal, parameter_number=instr.parameter_number,
                      loc=instr.loc)
    return comp.add(new)


def inline_computation(callee: Computation, comp: Computation, namer: Namer,
                       args: list[Instruction]) -> Instruction:
    """Clone ``callee``'s body into ``comp`` with its parameters bound to ``args``; returns the
    clone of its root."""
    mapping: dict[Instruction, Instruction] = {}
    for instr in callee.instructions:
        if instr.opcode == "parameter":
            mapping[instr] = args[instr.parameter_number]
        else:
            mapping[instr] = clone_instruction(instr, comp, namer, [mapping[o] for o in instr.operands])
    return mapping[callee.root]


def replace_with_call(module: Module, namer: Namer, comp: Computation, instr: Instruction, sub: Module) -> Instruction:
    """Swap ``instr`` for a ``call`` of ``sub``'s entry (its parameters are ``instr``'s operands);
    ``sub``'s computations join the module under fresh names. The call keeps ``instr``'s name,
    and the call inliner flattens it from -O1 on."""
    assert sub.entry is not None
    for c in sub.computations:
        c.name = namer.fresh_computation(f"{instr.name}.{c.name}")
        c.is_entry = False
        for i in c.instructions:
            i.name = namer.fresh(i.name)
        module.computations.insert(module.computations.index(comp), c)
    call = Instruction(instr.name, "call", instr.shape, list(instr.operands), {"to_apply": sub.entry},
                       loc=instr.loc, parent=comp)
    for user in comp.instructions:
        user.operands = [call if o is instr else o for o in user.operands]
    comp.instructions[comp.instructions.index(instr)] = call
    if comp.root is instr:
        comp.root = call
    return call


def expand_into_calls(module: Module, expansion: Callable[[Instruction], Module | None]) -> bool:
    """Swap each instruction that ``expansion`` gives a module for (the op as plain HLO) for a
    ``call`` of it (replace_with_call); True when any was."""
    namer = Namer(module)
    changed = False
    for comp in list(module.computations):
        for instr in list(comp.instructions):
            sub = expansion(instr)
            if sub is not None:
                replace_with_call(module, namer, comp, instr, sub)
                changed = True
    if changed:
        finish(module)
    return changed


def with_default_layout(shape: Shape) -> Shape:
    """The same shape with row-major layouts everywhere (XLA's default layout)."""
    if shape.is_tuple:
        return TupleShape(tuple(with_default_layout(e) for e in shape.elements))
    if not shape.dtype.is_array:
        return shape
    return ArrayShape(shape.dtype, shape.dims, Layout.row_major(shape.rank), shape.dynamic)


def laid_out(shape: Shape) -> Shape:
    """A tuple element's shape for an instruction of its own (a get-tuple-element): with a
    layout, the default one where the tuple gave none, as the parser gives every array."""
    return with_default_layout(shape) if isinstance(shape, ArrayShape) and shape.layout is None else shape


def same_layout(a: Shape, b: Shape) -> bool:
    """Equal dims, types and physical layouts (tiles included)."""
    if a.is_tuple or b.is_tuple:
        return (a.is_tuple and b.is_tuple and len(a.elements) == len(b.elements)
                and all(same_layout(x, y) for x, y in zip(a.elements, b.elements)))
    if not a.same_layout(b):
        return False
    tail_a = a.layout.tail if a.layout else ""
    tail_b = b.layout.tail if b.layout else ""
    return tail_a == tail_b


def coerce_layout(comp: Computation, namer: Namer, value: Instruction, shape: Shape) -> Instruction:
    """``value`` in ``shape``'s layout: itself when it already is, else a copy (per tuple leaf)."""
    if same_layout(value.shape, shape):
        return value
    if not shape.is_tuple:
        return add_instruction(comp, namer, "copy", shape, [value], name="copy")
    parts = []
    for k, element in enumerate(shape.elements):
        gte = add_instruction(comp, namer, "get-tuple-element", value.shape.elements[k], [value],
                              {"index": k}, name="get-tuple-element")
        parts.append(coerce_layout(comp, namer, gte, element))
    return add_instruction(comp, namer, "tuple", shape, parts, name="tuple")


def replace_uses(comp: Computation, namer: Namer, old: Instruction, new: Instruction,
                 users: Iterable[Instruction] | None = None) -> Instruction:
    """Make every use of ``old`` in ``comp`` (and the root) read ``new``, in ``old``'s layout.
    ``users``: ``old``'s users when the caller tracks them (else every instruction is looked at).

    Returns the instruction the uses now read (``new`` or a layout copy of it)."""
    value = coerce_layout(comp, namer, new, old.shape)
    for instr in (comp.instructions if users is None else list(users)):
        if instr is not value and any(o is old for o in instr.operands):
            instr.operands = [value if o is old else o for o in instr.operands]
    if comp.root is old:
        comp.root = value
    return value


def resolve(forward: dict[Instruction, Instruction], instr: Instruction) -> Instruction:
    """Follow a replacement map to its end."""
    while instr in forward:
        instr = forward[instr]
    return instr


def apply_forwarding(comp: Computation, forward: dict[Instruction, Instruction]) -> None:
    """Rewrite every operand (and the root) of ``comp`` through ``forward``."""
    if not forward:
        return
    for instr in comp.instructions:
        if any(o in forward for o in instr.operands):
            instr.operands = [resolve(forward, o) for o in instr.operands]
    comp.root = resolve(forward, comp.root)


# ---------------------------------------------------------------------------------------------
# Order and reachability


def remove_dead(comp: Computation, keep: set[Instruction] | None = None) -> bool:
    """Drop instructions nothing (transitively) needs: not the root, no side effects, unused."""
    live: set[Instruction] = set()
    stack = [comp.root] + [i for i in comp.instructions
                           if i.opcode == "parameter" or has_side_effect(i) or (keep and i in keep)]
    while stack:
        instr = stack.pop()
        if instr in live:
            continue
        live.add(instr)
        stack.extend(instr.operands)
    if len(live) == len(comp.instructions):
        return False
    before = len(comp.instructions)
    comp.instructions = [i for i in comp.instructions if i in live]
    return len(comp.instructions) != before


def sort_instructions(comp: Computation) -> None:
    """Definition order: every operand before its users, keeping the existing order otherwise."""
    order: list[Instruction] = []
    done: set[Instruction] = set()
    members = set(comp.instructions)
    for start in list(comp.instructions):
        if start in done:
            continue
        stack: list[tuple[Instruction, int]] = [(start, 0)]
        while stack:
            instr, k = stack.pop()
            if instr in done:
                continue
            if k < len(instr.operands):
                stack.append((instr, k + 1))
                op = instr.operands[k]
                if op not in done and op in members:
                    stack.append((op, 0))
                continue
            done.add(instr)
            order.append(instr)
    comp.instructions = order
    for instr in order:
        instr.parent = comp


def reachable_computations(module: Module) -> list[Computation]:
    """Computations the entry (transitively) calls, the entry included, callees first."""
    assert module.entry is not None
    order: list[Computation] = []
    _post_order(module.entry, order, set())
    return order


def operand_closure(roots: Iterable[Instruction]) -> set[Instruction]:
    """``roots`` and everything they (transitively) read."""
    seen: set[Instruction] = set()
    stack = list(roots)
    while stack:
        instr = stack.pop()
        if instr not in seen:
            seen.add(instr)
            stack.extend(instr.operands)
    return seen


def state_read_by_index(comp: Computation) -> bool:
    """Does ``comp`` read its (tuple) parameter only through get-tuple-element? Then elements
    may be added or removed with the indices renumbered (the while-loop passes)."""
    param = comp.parameters[0]
    return all(i.opcode == "get-tuple-element" for i in comp.instructions if param in i.operands)


def reads(starts: Iterable[Instruction], target: Instruction) -> bool:
    """Is ``target`` one of ``starts`` or (transitively) an operand of one of them?"""
    stack, seen = list(starts), set()
    while stack:
        i = stack.pop()
        if i is target:
            return True
        if i not in seen:
            seen.add(i)
            stack.extend(i.operands)
    return False


def _callees(comp: Computation) -> list[Computation]:
    out: list[Computation] = []
    for instr in comp.instructions:
        out.extend(instr.called_computations())
    return out


def _post_order(comp: Computation, out: list[Computation], seen: set[int]) -> None:
    """Append ``comp`` and its unseen callees to ``out``, callees first (iterative: call chains
    can be deeper than Python's recursion limit)."""
    if id(comp) in seen:
        return
    seen.add(id(comp))
    stack: list[tuple[Computation, Iterable]] = [(comp, iter(_callees(comp)))]
    while stack:
        current, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            out.append(current)
        elif id(nxt) not in seen:
            seen.add(id(nxt))
            stack.append((nxt, iter(_callees(nxt))))


def sort_computations(module: Module) -> None:
    """Callees before callers (the parser resolves names in order); unreachable ones dropped."""
    reachable = reachable_computations(module)
    rank = {id(c): k for k, c in enumerate(module.computations)}
    ordered: list[Computation] = []
    placed: set[int] = set()
    for comp in sorted(reachable, key=lambda c: rank.get(id(c), len(rank))):
        _post_order(comp, ordered, placed)
    module.computations = ordered


def finish(module: Module, changed: Iterable[Computation] | None = None) -> None:
    """Restore the module's invariants after a rewrite: definition order in each (changed)
    computation, dead instructions removed, callees before callers."""
    for comp in (changed if changed is not None else module.computations):
        sort_instructions(comp)
    sort_computations(module)


def callers_of(module: Module) -> dict[Computation, list[Instruction]]:
    """Every instruction that calls each computation."""
    out: dict[Computation, list[Instruction]] = {c: [] for c in module.computations}
    for comp in module.computations:
        for instr in comp.instructions:
            for callee in instr.called_computations():
                out.setdefault(callee, []).append(instr)
    return out


def sequential_computations(module: Module) -> list[Computation]:
    """The entry and what it runs as code of its own (loop bodies, branches, calls), callers
    first; fused and scalar computations (reducers, comparators) are not among them."""
    assert module.entry is not None
    out = [module.entry]
    seen = {id(module.entry)}
    k = 0
    while k < len(out):
        for instr in out[k].instructions:
            if instr.opcode in SEQUENTIAL_CALLERS:
                for callee in instr.called_computations():
                    if id(callee) not in seen:
                        seen.add(id(callee))
                        out.append(callee)
        k += 1
    return out


# ---------------------------------------------------------------------------------------------
# Constants


def uniform_value(instr: Instruction) -> Any:
    """The single value of a constant whose elements are all equal (bitwise), or of a broadcast
    of one; None otherwise. Returned as a 0-d numpy array of the element type, or as the
    constant's ScalarLiteral (no numpy): both convert with int(), float(), bool() and item()."""
    while instr.opcode in ("broadcast", "reshape", "copy", "bitcast") and not instr.shape.is_tuple \
            and not instr.operands[0].shape.is_tuple and instr.operands[0].shape.dtype == instr.shape.dtype:
        instr = instr.operands[0]
    if instr.opcode != "constant" or instr.shape.is_tuple or not instr.shape.dtype.is_array:
        return None
    if isinstance(instr.literal, ScalarLiteral):
        return instr.literal
    arr = np.asarray(instr.literal)
    if arr.size == 0:
        return None
    flat = arr.reshape(-1)
    first = flat[0]
    if flat.size > 1:
        raw = np.ascontiguousarray(flat).view(np.uint8).reshape(flat.size, -1)
        if not (raw == raw[0]).all():
            return None
    return np.asarray(first)


# ---------------------------------------------------------------------------------------------
# Decompositions: one op rewritten into others (the passes xlac/passes/decompose_*.py)


class OpBuilder:
    """Makes the elementwise instructions that replace one instruction (``like``), in its
    computation: each has ``like``'s dimensions and layout and the element type its op gives
    (shape inference), so a decomposition is written as arithmetic on values.

        b = OpBuilder(comp, namer, instr)
        e = b.op("exponential", b.op("negate", x))
        one = b.constant(1, x.shape.dtype)
        return b.op("divide", one, b.op("add", one, e))
    """

    def __init__(self, comp: Computation, namer: Namer, like: Instruction):
        self.comp = comp
        self.namer = namer
        self.like = like

    def op(self, opcode: str, *operands: Instruction, dtype: DType | None = None, **attrs: Any) -> Instruction:
        """``opcode`` of ``operands``; ``dtype`` is the result element type of convert and
        bitcast-convert; string attributes (direction="LT") are written as identifiers."""
        attrs = {k: Ident(v) if isinstance(v, str) else v for k, v in attrs.items()}
        result = infer_shape(opcode, [o.shape for o in operands], attrs, dtype)
        return self._add(opcode, result.dtype, list(operands), attrs)

    def constant(self, value: Any, dtype: DType) -> Instruction:
        """The scalar ``value`` of ``dtype``, broadcast to ``like``'s dimensions."""
        scalar = add_constant(self.comp, self.namer, np.asarray(value, dtype=dtype.np), ArrayShape(dtype, ()),
                              name="constant")
        if self.like.shape.rank == 0:
            return scalar
        return self._add("broadcast", dtype, [scalar], {"dimensions": ()})

    def _add(self, opcode: str, dtype: DType, operands: list[Instruction], attrs: dict[str, Any]) -> Instruction:
        shape = self.like.shape
        assert isinstance(shape, ArrayShape)
        new = add_instruction(self.comp, self.namer, opcode, shape.with_dtype(dtype), operands, attrs,
                              loc=self.like.loc)
        if "metadata" in self.like.attrs:
            new.attrs["metadata"] = self.like.attrs["metadata"]
        return new


def dtype_of(instr: Instruction) -> DType:
    """The element type of an array-shaped instruction."""
    shape = instr.shape
    assert isinstance(shape, ArrayShape), instr
    return shape.dtype


def compute_type(dtype: DType) -> DType:
    """The float type the code generators compute ``dtype`` in: f32 for the narrow floats
    (f16, bf16, f8...), else ``dtype`` itself."""
    return F32 if dtype.is_float and dtype.bits < 32 else dtype


class Decomposition:
    """The base of a decomposition pass: every instruction of ``opcode`` for which ``expand``
    returns a replacement (None keeps it) is replaced by it, in every computation. A target
    selects decompositions by name (``Target.decompositions``); the op table's rows list theirs
    (``OpInfo.decompositions``)."""

    name: str
    opcode: str
    #: Build the replacement inside one kLoop fusion (one loop, at every -O level): for a
    #: decomposition whose intermediate values have several users (complex division's shared
    #: quotients), which the fusion pass would not recompute in each and so write to memory.
    fused: bool = False

    def expand(self, b: OpBuilder, instr: Instruction) -> Instruction | None:
        raise NotImplementedError

    def run(self, module: Module) -> bool:
        namer: Namer | None = None
        changed: list[Computation] = []
        for comp in list(module.computations):
            for instr in list(comp.instructions):
                if instr.opcode != self.opcode:
                    continue
                namer = namer or Namer(module)
                if self.fused:
                    new = self._expand_fused(module, comp, namer, instr)
                else:
                    new = self.expand(OpBuilder(comp, namer, instr), instr)
                if new is None:
                    continue
                replace_uses(comp, namer, instr, new)
                comp.instructions.remove(instr)
                if not changed or changed[-1] is not comp:
                    changed.append(comp)
        for comp in changed:
            sort_instructions(comp)
        return bool(changed)

    def _expand_fused(self, module: Module, comp: Computation, namer: Namer,
                      instr: Instruction) -> Instruction | None:
        """``expand`` in a fused computation of its own, called by a kLoop fusion in ``comp``."""
        body = Computation(namer.fresh_computation(self.name.replace("-", "_")))
        operands: list[Instruction] = []
        for o in instr.operands:
            if o not in operands:
                operands.append(o)
        params = [body.add(Instruction(namer.fresh(f"param_{k}"), "parameter", o.shape, parameter_number=k))
                  for k, o in enumerate(operands)]
        template = Instruction(instr.name, instr.opcode, instr.shape,
                               [params[operands.index(o)] for o in instr.operands], dict(instr.attrs), loc=instr.loc)
        root = self.expand(OpBuilder(body, namer, template), template)
        if root is None:
            return None
        body.root = root
        sort_instructions(body)
        module.computations.insert(module.computations.index(comp), body)
        fusion = add_instruction(comp, namer, "fusion", instr.shape, operands,
                                 {"kind": Ident("kLoop"), "calls": body}, name="fusion", loc=instr.loc)
        if "metadata" in instr.attrs:
            fusion.attrs["metadata"] = instr.attrs["metadata"]
        return fusion
