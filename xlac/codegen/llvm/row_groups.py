"""Row groups: consecutive instructions that all work row by row run interleaved, one row at a
time through every one of them, so what one hands the next is still in cache.

    m = reduce(x, max) over dim 1      e = exp(x - m[row])     s = reduce(e, add)     y = e / s[row]
  as row groups: for each row r (rows shared among threads): m[r], then e[r, :], s[r], y[r, :].

Softmax and layer norm read their input from memory once or twice instead of four times, which
is what XLA's own CPU backend gets from its row-wise fusions.

An instruction joins when its results have the group's leading dim R as their most major dim,
and whatever it computes from earlier members' results reads them only at its own row: through
elementwise ops, broadcasts and reductions that keep dim 0, and reshapes, bitcasts and copies
between shapes that both have R as their most major dim (checked op by op inside fusions). Fusions that can run as generator loops (kLoop, kInput), elementwise ops and
such reductions qualify; constants may sit between members.

The code generator runs the groups, and hands ``for_buffer_assignment`` to the buffer
assignment, since the interleaving changes when buffers are read and written: every member
reads and writes at its last member's step, and a member only later members read keeps just
its current row (``local_members``) and needs no buffer at all.
"""

from __future__ import annotations

from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import Shape

ROW_SCRATCH_BYTES = 64 << 10  # a member's row up to this size lives on its thread's stack
_PASSIVE = frozenset({"constant"})
_LOOP_OPS = frozenset({"fusion", "reduce", "broadcast"})


def _elementwise(instr: Instruction) -> bool:
    info = opcodes.lookup(instr.opcode)
    return info is not None and info.is_elementwise


def _rowwise(shape: Shape, rows: int) -> bool:
    """Every leaf has ``rows`` as dim 0, the most major dim in memory."""
    if shape.is_tuple:
        return bool(shape.elements) and all(_rowwise(s, rows) for s in shape.elements)
    return shape.dtype.is_array and shape.rank >= 1 and shape.dims[0] == rows and shape.minor_to_major[-1] == 0


def _keeps_row(instr: Instruction, operand: Instruction, rows: int) -> bool:
    """Does ``instr`` read ``operand`` (a row-indexed value) only at its own row?"""
    op = instr.opcode
    if op in ("tuple", "get-tuple-element"):
        return True
    if not _rowwise(instr.shape, rows) or not _rowwise(operand.shape, rows):
        return False
    if _elementwise(instr):
        return operand.shape.dims == instr.shape.dims
    if op == "broadcast":
        dims = tuple(instr.attrs.get("dimensions", ()))
        return bool(dims) and dims[0] == 0
    if op == "reduce":
        return 0 not in set(instr.attrs["dimensions"])
    if op in ("reshape", "bitcast", "copy"):  # dim 0 most major on both sides: a row stays a row
        return True
    return False


def _fused_ok(comp: Computation, tainted_params: set[int], rows: int) -> bool:
    """Within a fused computation: every op that depends on a row-indexed parameter keeps the
    row, and every op can run as a generator loop."""
    from xlac.codegen.llvm.context import GENERATORS

    root = comp.root
    if root.opcode == "dynamic-update-slice" or any(i.opcode in ("dot", "convolution") for i in comp.instructions):
        return False
    tainted: set[Instruction] = set()
    for instr in comp.instructions:
        op = instr.opcode
        if op == "parameter":
            if instr.parameter_number in tainted_params:
                tainted.add(instr)
            continue
        if not (op in ("constant", "tuple", "get-tuple-element", "reduce", "reduce-window") or op in GENERATORS
                or _elementwise(instr)):
            return False
        if op == "tuple" and instr is not root:
            return False
        dirty = [o for o in instr.operands if o in tainted]
        if dirty:
            if not all(_keeps_row(instr, o, rows) for o in dirty):
                return False
            tainted.add(instr)
    return True


def _member(instr: Instruction, rows: int, produced: set[Instruction]) -> bool:
    """May ``instr`` join a group over ``rows`` whose members so far are ``produced``?"""
    if not _rowwise(instr.shape, rows):
        return False
    op = instr.opcode
    if op == "fusion":
        if str(instr.attrs.get("kind")) not in ("kLoop", "kInput"):
            return False
        inner = {k for k, o in enumerate(instr.operands) if o in produced}
        if any(not _rowwise(instr.operands[k].shape, rows) for k in inner):
            return False
        return _fused_ok(instr.attrs["calls"], inner, rows)
    if not (_elementwise(instr) or op in _LOOP_OPS) or instr.shape.is_tuple:
        return False
    return all(_keeps_row(instr, o, rows) for o in instr.operands if o in produced)


def plan(comp: Computation) -> dict[Instruction, list[Instruction]]:
    """Row groups of ``comp``: last member -> all members, in order. A group has at least two
    members, one of which reads another's result."""
    groups: dict[Instruction, list[Instruction]] = {}
    instrs = comp.instructions
    i = 0
    while i < len(instrs):
        first = instrs[i]
        shape = first.shape.elements[0] if first.shape.is_tuple and first.shape.elements else first.shape
        rows = shape.dims[0] if not shape.is_tuple and shape.dtype.is_array and shape.rank else 0
        if rows < 2 or not _member(first, rows, set()):
            i += 1
            continue
        members, produced, j = [first], {first}, i + 1
        while j < len(instrs):
            nxt = instrs[j]
            if nxt.opcode in _PASSIVE:
                j += 1
                continue
            if not _member(nxt, rows, produced):
                break
            members.append(nxt)
            produced.add(nxt)
            j += 1
        linked = any(o in produced for m in members[1:] for o in m.operands)
        if len(members) >= 2 and linked and comp.root not in members[:-1]:
            groups[members[-1]] = members
            i = instrs.index(members[-1]) + 1
        else:
            i += 1
    return groups


def local_members(members: list[Instruction], users: dict[Instruction, list[Instruction]]) -> set[Instruction]:
    """Members whose rows only later members of the group read, small enough for a row buffer
    on the thread's stack (a softmax's exponentials stay in L1 instead of streaming a whole
    array out and back)."""
    group = set(members)
    rows = next(iter(members[0].shape.leaves())).dims[0]
    return {m for m in members[:-1] if m is not m.parent.root and users.get(m) and
            all(u in group for u in users[m]) and
            sum(s.byte_size for s in m.shape.leaves()) // rows <= ROW_SCRATCH_BYTES}


def rowwise_inputs(members: list[Instruction]) -> set[Instruction]:
    """Values from outside the group that every member reading them reads only at its own row
    (a softmax's scores from the dot before it): like the members' own results, the group is
    done with a row of them once its last reader has passed that row."""
    rows = next(iter(members[0].shape.leaves())).dims[0]
    group = set(members)
    outside = {o for m in members for o in m.operands if o not in group and o.opcode != "constant"}
    out = set()
    for x in outside:
        if not _rowwise(x.shape, rows):
            continue
        if all(_member(m, rows, group | {x}) for m in members if x in m.operands):
            out.add(x)
    return out


# What the buffer assignment takes of a computation's row groups: per group, its members in
# order, those that keep only a row (local_members) and the outside values read by rows
# (rowwise_inputs).
Groups = list[tuple[list[Instruction], set[Instruction], set[Instruction]]]


def for_buffer_assignment(comp: Computation) -> Groups:
    """``comp``'s groups as the buffer assignment takes them."""
    groups = plan(comp)
    users = comp.users() if groups else {}
    return [(members, local_members(members, users), rowwise_inputs(members)) for members in groups.values()]
