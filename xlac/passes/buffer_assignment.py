"""Buffer assignment (an analysis, not a pass): where every value of a module lives in memory.

    ENTRY e { p = f32[256] parameter(0)
              a = f32[256] exponential(p)      # result 0 (nothing is written there after a dies)
              b = f32[256] negate(a)           # temp[0:1024]      live 2..3
              c = f32[256] add(a, b)           # result 0: a's memory, as a dies here
              d = f32[256] sqrt(c)             # result 0 again
              ROOT e = f32[256] sine(d) }      # result 0: the chain ends in the output
  -> temp_size 1024 bytes, buffers_written 2 (without the elementwise reuse: 3072 and 5)

The code generator calls ``assign_buffers(module)`` on the optimized module. The model:

* A *value* is one array leaf ``(instruction, shape index)`` of an instruction in a
  *sequential* computation: the entry and what runs as code of its own (while conditions and
  bodies, conditional branches, calls). Fused computations and scalar callees (reducers,
  comparators) are computed elementally and own no buffers; tokens own none either.
* A :class:`LogicalBuffer` is the set of values that live in one piece of memory. By definition
  a get-tuple-element, a tuple, a bitcast, an opt-barrier share their operand's memory; a
  called computation's parameter is its caller's operand (when the computation has one call
  site and the layouts agree); a while's body and condition parameters are the loop state.
  Each buffer has one :class:`Allocation`: an entry ``param``, an entry ``result`` leaf, a
  ``constant`` (the generator emits a global), ``temp`` bytes ``[offset, offset + size)`` of
  the temp buffer the caller provides, or ``in-result`` bytes of a result leaf's memory lent
  to a temporary that dies before that result is first written (XLA does the same; never a
  result a parameter may be donated to). ``LogicalBuffer.shape`` is the layout of the bytes
  (``value_shape`` gives it per value: a bitcast views them in its own shape).
* When it is safe, values also share a buffer *in place*: a dynamic-update-slice or a
  one-result scatter (or a fusion whose root is a dynamic-update-slice, or a custom call /
  fusion with ``output_to_operand_aliasing``) writes into its operand when nothing reads the
  old contents later and no other operand of it is in that buffer; a while's state takes over its initial
  value's buffer when the loop is that value's last reader; a body's result element is written
  straight into the loop state when nothing in the body reads the old element after that
  write; a branch's or call's result is written straight into the caller's output; the entry
  root's values are written straight into the result buffers.
* ``input_output_alias`` is honoured where the target may alias parameters
  (``MemoryModel.alias_parameters``): a result leaf a parameter is donated to may be that
  parameter's memory, so nothing is written to it before the parameter's last read (otherwise
  the value is computed in a temp and copied at the end), and nothing updates a parameter in
  place. A target whose results always have memory of their own plans as if nothing were donated.
* Live ranges come from one flattened schedule (loop and branch bodies nested inside their
  caller's span); temps whose ranges overlap never overlap in memory. Packing tries three
  orders (decreasing size, decreasing size x lifetime, program order) with first fit and best
  fit each and keeps the smallest total, as XLA's heap simulator picks among its heuristics;
  offsets are multiples of ``alignment``.
* An elementwise op or a loop fusion that reads an operand only at the element it writes
  (XLA's can_share_buffer) writes into that operand's buffer where this is its last read:
  a chain of elementwise steps needs one buffer, and a softmax's exponentials are computed
  in the result's memory. Not output (dot) fusions: their GEMM may store partial sums
  before the epilogue reads the operand.

Rules for the code generator:

* Every non-alias instruction writes leaf ``index`` to ``allocation(instr, index)``.
* Where an instruction starts from another value -- a while's init, a body's result at the end
  of an iteration, a branch/call result, a callee parameter at the call, dynamic-update-slice's
  or scatter's operand 0 -- it copies only when ``same_buffer(dst, src, ...)`` is false. Copies into loop
  state must read every source before writing any (a body may swap elements).
* ``in_place(instr)`` says a dynamic-update-slice / aliasing fusion / custom call / while
  already has its input in its output buffer (write only the update).
* ``result_copies`` lists the entry result leaves whose value lives elsewhere (a parameter, a
  constant, a temp): copy them at the end, in list order (values read from parameters first, as
  a donated parameter may share memory with another result).

    ba = assign_buffers(module)
    ba.allocation(instr)              # Allocation(kind='temp', index=-1, offset=128, size=1024)
    ba.same_buffer(w, w.attrs["body"].root, (1,), (1,))
    ba.temp_size, ba.stats.buffers_written, ba.stats.peak_temp_bytes
    print(ba.describe())              # one line per buffer
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from xlac.hlo import opcodes
from xlac.hlo.attributes import parse_aliasing
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape
from xlac.passes.memory_model import DEFAULT_ALIGNMENT
from xlac.passes.rewrite import SEQUENTIAL_CALLERS as _CALLERS

ShapeIndex = tuple[int, ...]
Value = tuple[Instruction, ShapeIndex]

_ALIAS_OPS = opcodes.names(lambda op: op.aliases)  # the result is (part of) an operand's memory


@dataclass(frozen=True)
class Allocation:
    """Where a buffer lives: ``kind`` is 'temp' (``offset`` into the temp buffer), 'param'
    (entry parameter ``index``), 'result' (entry result leaf ``index``), 'in-result' (bytes
    ``[offset, offset + size)`` of result leaf ``index``, lent to a temporary that dies before
    the result is first written), 'row' (a row group's member that keeps one row at a time on
    its thread's stack: no memory here) or 'constant'."""

    kind: str
    index: int = -1
    offset: int = 0
    size: int = 0

    def __str__(self) -> str:
        if self.kind == "temp":
            return f"temp[{self.offset}:{self.offset + self.size}]"
        if self.kind == "in-result":
            return f"result {self.index}[{self.offset}:{self.offset + self.size}]"
        if self.kind in ("param", "result"):
            return f"{self.kind} {self.index}"
        return self.kind


@dataclass
class LogicalBuffer:
    """Values sharing one piece of memory, and where it is."""

    id: int
    values: list[Value]
    size: int
    live: tuple[int, int]  # first and last step of the flattened schedule it must survive
    allocation: Allocation = Allocation("temp")
    shape: ArrayShape | None = None  # how the bytes are laid out (a bitcast member views them otherwise)

    @property
    def written(self) -> bool:
        """Does the program write it (temps and results; parameters and constants are read-only)?"""
        return self.allocation.kind in ("temp", "result", "in-result")


@dataclass(frozen=True)
class BufferStats:
    buffers_written: int  # temp and result buffers (each written by the program)
    bytes_written: int  # their total size
    temp_size: int  # bytes of temp memory the caller provides (after reuse)
    peak_temp_bytes: int  # most temp bytes live at one step (the lower bound for temp_size)

    def __str__(self) -> str:
        return (f"buffers written: {self.buffers_written} ({self.bytes_written} bytes); temp size: "
                f"{self.temp_size} bytes; peak live temp: {self.peak_temp_bytes} bytes")


@dataclass
class BufferAssignment:
    module: Module
    buffers: list[LogicalBuffer]
    temp_size: int
    stats: BufferStats
    alignment: int
    result_copies: list[tuple[int, LogicalBuffer]]  # entry result leaves to copy in at the end
    _by_value: dict[Value, LogicalBuffer] = field(repr=False, default_factory=dict)
    _stored: dict[Value, ArrayShape] = field(repr=False, default_factory=dict)
    alias_parameters: bool = True  # planned for results that may be their donated parameter's memory

    def buffer(self, instr: Instruction, index: ShapeIndex = ()) -> LogicalBuffer | None:
        """The buffer holding ``instr``'s leaf ``index``; None outside sequential computations
        (fused and scalar computations) and for tokens."""
        return self._by_value.get((instr, tuple(index)))

    def value_shape(self, instr: Instruction, index: ShapeIndex = ()) -> ArrayShape:
        """The layout in which ``instr``'s leaf is stored: its declared shape, except that
        get-tuple-element / tuple / opt-barrier pass their operand's layout through (as the
        emitter passes the operand's array through) and a bitcast views the bytes as itself."""
        return self._stored[(instr, tuple(index))]

    def allocation(self, instr: Instruction, index: ShapeIndex = ()) -> Allocation:
        buf = self.buffer(instr, index)
        if buf is None:
            raise KeyError(f"'{instr.name}' {index} has no buffer (fused, scalar or token value)")
        return buf.allocation

    def leaf_allocations(self, instr: Instruction) -> list[tuple[ShapeIndex, Allocation]]:
        """Every array leaf of ``instr`` with its allocation, depth-first."""
        return [(idx, self.allocation(instr, idx)) for idx, _ in _leaves(instr.shape)
                if (instr, idx) in self._by_value]

    def same_buffer(self, a: Instruction, b: Instruction, index_a: ShapeIndex = (),
                    index_b: ShapeIndex = ()) -> bool:
        """Do the two leaves share memory (so a copy from one to the other is not needed)?"""
        x, y = self.buffer(a, index_a), self.buffer(b, index_b)
        return x is not None and x is y

    def in_place(self, instr: Instruction) -> bool:
        """Does ``instr`` (dynamic-update-slice, aliasing fusion/custom call, while) write into
        its operand's buffer?"""
        if instr.opcode == "while":
            return all(self.same_buffer(instr, instr.operands[0], idx, idx) for idx, _ in _leaves(instr.shape))
        spec = _in_place_operand(instr)
        if spec is None:
            return False
        k, out_index, in_index = spec
        return self.same_buffer(instr, instr.operands[k], out_index, in_index)

    def describe(self) -> str:
        """A table: one line per buffer (allocation, size, live range, values)."""
        lines = [str(self.stats)]
        for buf in sorted(self.buffers, key=lambda b: (b.allocation.kind, b.allocation.offset, b.id)):
            names = ", ".join(i.name + (str(list(idx)) if idx else "") for i, idx in buf.values[:6])
            more = f" (+{len(buf.values) - 6})" if len(buf.values) > 6 else ""
            lines.append(f"  {buf.allocation!s:24s} {buf.size:8d} B  live {buf.live[0]}..{buf.live[1]}  "
                         f"{names}{more}")
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Entry point


# A computation's row groups (codegen/llvm/row_groups.py): each group's members in order, those
# that keep one row at a time on a thread's stack, and the outside values members read by rows
RowGroups = Callable[[Computation], list[tuple[list[Instruction], set[Instruction], set[Instruction]]]]


def assign_buffers(module: Module, alignment: int = DEFAULT_ALIGNMENT, reuse_operands: bool = True,
                   lend_results: bool = True, row_groups: RowGroups | None = None,
                   alias_parameters: bool = True) -> BufferAssignment:
    """Plan the memory of ``module`` (see the module docstring). ``alignment`` and
    ``alias_parameters`` are the target's (its :class:`MemoryModel`). ``row_groups``: when the
    code generator runs row groups (members interleaved row by row), the groups of a computation.
    ``reuse_operands=False`` leaves out the elementwise in-place rule, ``lend_results=False``
    keeps temporaries out of the result buffers (both for measuring what each saves)."""
    return _Assigner(module, alignment, reuse_operands, lend_results, row_groups, alias_parameters).run()


def _leaves(shape: Shape, prefix: ShapeIndex = ()) -> Iterator[tuple[ShapeIndex, ArrayShape]]:
    """Array leaves (tokens and opaque values excluded) with their shape indices."""
    if shape.is_tuple:
        for k, element in enumerate(shape.elements):
            yield from _leaves(element, prefix + (k,))
    elif shape.dtype.is_array:
        yield prefix, shape


def _result_leaves(shape: Shape) -> Iterator[tuple[int, ShapeIndex, ArrayShape]]:
    """The entry result's array leaves as (j, shape index, shape), j being the leaf's slot in
    the results array, where tokens keep a slot (numbering only the arrays sent every result
    after a token to its neighbour's buffer)."""
    slots = _leaf_slots(shape)
    for idx, leaf in _leaves(shape):
        yield slots[idx], idx, leaf


def _declared(v: Value) -> ArrayShape:
    """The leaf shape an instruction's text declares for one of its leaves."""
    shape = v[0].shape
    for k in v[1]:
        shape = shape.elements[k]
    return shape


def _same_layout(x: ArrayShape, y: ArrayShape) -> bool:
    """Same element type, dimensions and layout: the same bytes mean the same array."""
    return x.same_layout(y) and (x.layout.tail if x.layout else "") == (y.layout.tail if y.layout else "")


def _elementwise(i: Instruction) -> bool:
    """An op that reads each operand only at the element it writes (bitcast-convert changes
    the element size, so it is not one here)."""
    info = opcodes.lookup(i.opcode)
    return info is not None and info.is_elementwise and i.opcode != "bitcast-convert" and not i.shape.is_tuple


def _reads_elementwise(instr: Instruction, find, group: Value, stored: dict[Value, ArrayShape]) -> bool:
    """Does ``instr`` read buffer ``group`` only at the element it is writing, so that it may
    write its result into that same buffer? True for an elementwise op, or a loop fusion whose
    every path from that operand to the root is elementwise, with matching dimensions, where
    the operand's bytes are laid out as the result's (a transposing bitcast of the buffer,
    f32[3,3]{0,1} bitcast(s), reads element (i, j) where the result writes (j, i))."""
    elementwise = _elementwise
    if instr.shape.is_tuple:
        return False
    dims = instr.shape.dims
    positions = [k for k, o in enumerate(instr.operands) if not o.shape.is_tuple and find((o, ())) == group]
    if not positions or not all(_same_layout(stored[(instr.operands[k], ())], stored[(instr, ())]) for k in positions):
        return False
    if instr.opcode != "fusion":
        return elementwise(instr) and all(instr.operands[k].shape.dims == dims for k in positions)
    body: Computation = instr.attrs["calls"]
    users: dict[Instruction, list[Instruction]] = {}
    for i in body.instructions:
        for o in i.operands:
            users.setdefault(o, []).append(i)
    stack = [p for p in body.parameters if p.parameter_number in positions]
    while stack:
        for u in users.get(stack.pop(), []):
            if not elementwise(u) or u.shape.dims != dims:
                return False
            stack.append(u)
    return True


def _in_place_operand(instr: Instruction) -> tuple[int, ShapeIndex, ShapeIndex] | None:
    """(operand number, output index, operand index) of an op that updates an operand in place."""
    if instr.opcode == "dynamic-update-slice" or (instr.opcode == "scatter" and not instr.shape.is_tuple):
        return 0, (), ()
    if instr.opcode == "fusion" and not instr.shape.is_tuple:
        body: Computation = instr.attrs["calls"]
        root = body.root
        target = root.operands[0] if root.opcode == "dynamic-update-slice" else None
        # in place only when nothing else in the fusion reads the buffer being overwritten
        if target is not None and target.opcode == "parameter" and root.operands.count(target) == 1 \
                and not any(target in i.operands for i in body.instructions if i is not root):
            return target.parameter_number, (), ()
    alias = instr.attrs.get("output_to_operand_aliasing")
    if alias is not None:
        pairs = parse_aliasing(str(alias))
        if len(pairs) == 1:
            out, k, in_index = pairs[0]
            return k, out, in_index
    return None


def donated_slots(module: Module) -> dict[int, int]:
    """input_output_alias in the ABI's numbering: result leaf -> the parameter leaf (its slot
    in ``params``) whose buffer the caller may pass as that result's."""
    raw = module.attrs.get("input_output_alias")
    entry = module.entry
    if raw is None or entry is None:
        return {}
    results = _leaf_slots(entry.root.shape)
    params: dict[tuple[int, tuple[int, ...]], int] = {}
    for p in entry.parameters:
        base = len(params)
        for index, slot in _leaf_slots(p.shape).items():
            params[(p.parameter_number, index)] = base + slot
    return {results[out]: params[(k, index)] for out, k, index in parse_aliasing(str(raw))
            if out in results and (k, index) in params}


def _leaf_slots(shape: Shape, prefix: tuple[int, ...] = ()) -> dict[tuple[int, ...], int]:
    """Shape index -> position among the leaves, depth-first (tokens keep a slot)."""
    if not shape.is_tuple:
        return {prefix: 0}
    out: dict[tuple[int, ...], int] = {}
    for k, e in enumerate(shape.elements):
        for index in _leaf_slots(e, prefix + (k,)):
            out[index] = len(out)
    return out


# ---------------------------------------------------------------------------------------------
# The work


class _Assigner:
    def __init__(self, module: Module, alignment: int, reuse_operands: bool = True, lend_results: bool = True,
                 row_groups: RowGroups | None = None, alias_parameters: bool = True):
        assert module.entry is not None
        self.row_groups = row_groups
        self.row_local: set[Instruction] = set()  # row-group members that keep one row on a stack
        self.group_of: dict[Instruction, list[Instruction]] = {}  # a row-group member's group
        self.group_span: dict[Instruction, tuple[int, int]] = {}  # ... and its first and last step
        self.rowwise_inputs: dict[Instruction, set[Instruction]] = {}  # outside values it reads by rows
        self.reuse_operands = reuse_operands
        self.lend_results = lend_results
        self.alias_parameters = alias_parameters
        # input_output_alias as the ABI numbers it (result leaf -> parameter slot): what the plan
        # must keep safe; nothing where the target never hands a parameter's memory to a result
        self.donated = donated_slots(module) if alias_parameters else {}
        self.reused: list[Instruction] = []  # instructions that took a dying operand's buffer
        self.module = module
        self.entry = module.entry
        self.alignment = alignment
        self.first: dict[Instruction, int] = {}  # schedule step where an instruction starts
        self.last: dict[Instruction, int] = {}  # ... and where it ends (loops and calls span)
        self.cond_done: dict[Instruction, int] = {}  # while: step after its condition
        self.visits: dict[Computation, int] = {}
        self.comp_last: dict[Computation, int] = {}  # step after a computation's last instruction
        self.call_sites: dict[Computation, list[Instruction]] = {}
        self.users: dict[Instruction, list[Instruction]] = {}
        self.parent: dict[Value, Value] = {}
        self.members: dict[Value, list[Value]] = {}
        self.anchor: dict[Value, tuple | None] = {}
        self.end = 0
        self.stored: dict[Value, ArrayShape] = {}  # the layout of each value's bytes
        self.donated_leaves = self._donated_leaves()  # asked for every instruction: computed once

    # ---- schedule ------------------------------------------------------------------------
    def schedule(self, comp: Computation) -> None:
        """Number the steps of a sequential run: callees inside their callers' spans. The
        members of a row group take a step each, in order, but run row by row together: each
        writes its buffer from the group's first step on, and what they read from outside the
        group is read until its last step (``group_span``); a member reads another member's
        rows only at its own row, so those reads are at the reader's own step."""
        self.visits[comp] = self.visits.get(comp, 0) + 1
        for members, local, by_rows in self.row_groups(comp) if self.row_groups is not None else ():
            self.row_local |= local
            for m in members:
                self.group_of[m] = members
                self.rowwise_inputs[m] = by_rows
        for instr in comp.instructions:
            start = self.end
            self.end += 1
            for callee in instr.called_computations() if instr.opcode in _CALLERS else ():
                self.call_sites.setdefault(callee, []).append(instr)
            if instr.opcode == "while":
                self.schedule(instr.attrs["condition"])
                self.cond_done[instr] = self.end
                self.end += 1
                self.schedule(instr.attrs["body"])
            elif instr.opcode in ("conditional", "call"):
                for callee in instr.called_computations():
                    self.schedule(callee)
            stop = self.end if instr.opcode in _CALLERS else start
            if instr.opcode in _CALLERS:
                self.end += 1
            self.first[instr] = min(self.first.get(instr, start), start)
            self.last[instr] = max(self.last.get(instr, stop), stop)
            members = self.group_of.get(instr)
            if members is not None and instr is members[-1]:
                span = (self.first[members[0]], start)
                for m in members:
                    self.group_span[m] = span
        self.comp_last[comp] = max(self.comp_last.get(comp, 0), self.end)

    def computations(self) -> list[Computation]:
        return list(self.visits)

    # ---- how values are laid out ---------------------------------------------------------
    def layouts(self) -> None:
        """The layout each value's bytes have: its own declared shape, except that tuple
        plumbing (get-tuple-element, tuple, opt-barrier...) passes its operand's bytes on
        unchanged even where its text declares another layout."""
        for comp in self.computations():
            for instr in comp.instructions:
                for idx, declared in _leaves(instr.shape):
                    shape = declared
                    if instr.opcode == "get-tuple-element":
                        shape = self.stored.get((instr.operands[0], (instr.attrs["index"],) + idx), declared)
                    elif instr.opcode == "tuple" and idx:
                        shape = self.stored.get((instr.operands[idx[0]], idx[1:]), declared)
                    elif instr.opcode in ("opt-barrier", "domain", "add-dependency"):
                        shape = self.stored.get((instr.operands[0], idx), declared)
                    self.stored[(instr, idx)] = shape

    def same_leaf(self, a: Value, b: Value) -> bool:
        """Are both values' bytes laid out alike (so one buffer can hold either)?"""
        return _same_layout(self.stored.get(a) or _declared(a), self.stored.get(b) or _declared(b))

    # ---- union-find ----------------------------------------------------------------------
    def find_known(self, v: Value) -> Value | None:
        """find() for values that may have no buffer (None then)."""
        return self.find(v) if v in self.parent else None

    def find(self, v: Value) -> Value:
        root = v
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[v] != root:
            self.parent[v], v = root, self.parent[v]
        return root

    def union(self, a: Value, b: Value, anchor: tuple | None = None) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if len(self.members[ra]) < len(self.members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.members[ra] += self.members.pop(rb)
        self.anchor[ra] = anchor if anchor is not None else (self.anchor[ra] or self.anchor.pop(rb, None))
        self.anchor.pop(rb, None)

    def add_value(self, v: Value, anchor: tuple | None = None) -> None:
        self.parent[v] = v
        self.members[v] = [v]
        self.anchor[v] = anchor

    # ---- building groups -----------------------------------------------------------------
    def run(self) -> BufferAssignment:
        self.schedule(self.entry)
        self.layouts()
        for comp in self.computations():
            for instr in comp.instructions:
                for o in instr.operands:
                    self.users.setdefault(o, []).append(instr)
                for idx, _ in _leaves(instr.shape):
                    self.add_value((instr, idx), self._initial_anchor(instr, idx))
        for comp in self.computations():
            for instr in comp.instructions:
                self._must_alias(instr)
        self._in_place()
        self._results()
        return self._allocate()

    def _initial_anchor(self, instr: Instruction, idx: ShapeIndex) -> tuple | None:
        if instr.opcode == "parameter" and instr.parent is self.entry:
            return ("param", instr.parameter_number)
        if instr.opcode == "constant":
            return ("constant",)
        if instr.opcode == "while":
            return ("state", instr, idx)
        if instr.opcode in ("call", "conditional"):
            return ("out", instr, idx)
        return None

    def _must_alias(self, instr: Instruction) -> None:
        """Values that are another value's memory by definition."""
        op = instr.opcode
        if op == "get-tuple-element":
            k = instr.attrs["index"]
            for idx, _ in _leaves(instr.shape):
                self.union((instr.operands[0], (k,) + idx), (instr, idx))
        elif op == "tuple":
            for k, o in enumerate(instr.operands):
                for idx, _ in _leaves(o.shape):
                    self.union((o, idx), (instr, (k,) + idx))
        elif op in ("bitcast", "opt-barrier", "domain", "add-dependency"):
            for idx, _ in _leaves(instr.shape):
                if (instr.operands[0], idx) in self.parent:
                    self.union((instr.operands[0], idx), (instr, idx))
        elif op == "while":
            for callee in (instr.attrs["condition"], instr.attrs["body"]):
                if self.visits[callee] == 1:
                    for idx, _ in _leaves(instr.shape):
                        if self.same_leaf((instr, idx), (callee.parameters[0], idx)):
                            self.union((instr, idx), (callee.parameters[0], idx))
        elif op in ("call", "conditional"):
            first = 1 if op == "conditional" else 0
            for k, callee in enumerate(instr.called_computations()):
                if self.visits[callee] != 1:
                    continue
                params = callee.parameters
                args = instr.operands if op == "call" else [instr.operands[first + k]]
                for p, arg in zip(params, args):
                    for idx, _ in _leaves(p.shape):
                        if self.same_leaf((arg, idx), (p, idx)):
                            self.union((arg, idx), (p, idx))

    # ---- reads and writes ----------------------------------------------------------------
    def group(self, v: Value) -> list[Value]:
        return self.members[self.find(v)]

    def reads(self, v: Value, skip: Instruction | None = None) -> list[tuple[int, Instruction]]:
        """(step, reader) of every real read of v's buffer (aliases are not reads)."""
        out = []
        root = self.find(v)
        for instr, idx in self.members[root]:
            for u in self.users.get(instr, []):
                if u is skip or u.opcode in _ALIAS_OPS:
                    continue
                if u.opcode in ("call", "conditional") and self._passed_by_alias(u, instr, idx, root):
                    continue
                if u.opcode == "while" and self.find((u, idx)) == root:
                    continue
                out.append((self.read_step(u, instr), u))
            comp = instr.parent
            if comp is not None and comp.root is instr:
                out.append((self._root_read_step(comp, instr, idx), instr))
        return out

    def read_step(self, reader: Instruction, value: Instruction) -> int:
        """When ``reader`` reads ``value``: at its step, or until its row group's last step
        for a value from outside the group that some member reads across rows (rows are read
        while the group runs)."""
        span = self.group_span.get(reader)
        if span is not None and value not in self.group_of[reader] and value not in self.rowwise_inputs[reader]:
            return span[1]
        return self.first[reader]

    def write_step(self, writer: Instruction) -> int:
        """When ``writer`` first writes its buffer: a loop at its start, a row-group member from
        its group's first step, anything else at its (last) step."""
        if writer.opcode == "while":
            return self.first[writer]
        span = self.group_span.get(writer)
        return span[0] if span is not None else self.last[writer]

    def _passed_by_alias(self, caller: Instruction, instr: Instruction, idx: ShapeIndex, root: Value) -> bool:
        """Does every parameter ``instr`` is passed to share its buffer (so the call itself
        reads nothing; the callee's reads are counted through the parameters)?"""
        callees = caller.called_computations()
        params = []
        for k, o in enumerate(caller.operands):
            if o is not instr:
                continue
            if caller.opcode == "call":
                params.append(callees[0].parameters[k])
            elif k == 0:
                return False  # the branch index / predicate
            elif callees[k - 1].parameters:
                params.append(callees[k - 1].parameters[0])
        return all((p, idx) in self.parent and self.find((p, idx)) == root for p in params)

    def _root_read_step(self, comp: Computation, instr: Instruction, idx: ShapeIndex) -> int:
        """When a computation's result is read by whoever receives it: after its last step."""
        return self.end if comp is self.entry else self.comp_last[comp]

    def writers(self, v: Value) -> list[Instruction]:
        """The instructions that write v's buffer (not aliases, not parameters)."""
        return [i for i, _ in self.group(v) if i.opcode not in _ALIAS_OPS and i.opcode != "parameter"]

    def writes(self, v: Value) -> list[int]:
        """Steps at which v's buffer is written (defining instructions, not aliases)."""
        steps = []
        for instr, _ in self.group(v):
            if instr.opcode in _ALIAS_OPS or instr.opcode == "parameter":
                continue
            steps.append(self.write_step(instr))
        return steps

    def fresh_in(self, v: Value, comp: Computation) -> bool:
        """Is v's buffer only values ``comp`` computes itself (no parameters, nothing outside)?"""
        return all(i.parent is comp and i.opcode != "parameter" for i, _ in self.group(v))

    def temp_like(self, v: Value) -> bool:
        anchor = self.anchor[self.find(v)]
        return anchor is None or anchor[0] == "out"

    def shared(self, v: Value) -> bool:
        """Does v's buffer hold a value of a computation run from several call sites?"""
        return any(i.parent is not None and self.visits.get(i.parent, 1) > 1 for i, _ in self.group(v))

    # ---- in-place decisions --------------------------------------------------------------
    def _in_place(self) -> None:
        """Join buffers where an op can safely overwrite its input, in schedule order."""
        order = sorted(self.first, key=lambda i: self.first[i])
        for instr in order:
            if instr.opcode == "while":
                self._while_init(instr)
            spec = _in_place_operand(instr)
            if spec is not None:
                self._update_in_place(instr, *spec)
            elif self.reuse_operands:
                self._reuse_dying_operand(instr)
        for instr in order:
            if instr.opcode == "while" and self.visits[instr.attrs["body"]] == 1:
                self._loop_results(instr)
            elif instr.opcode in ("call", "conditional"):
                self._callee_results(instr)

    def _while_init(self, w: Instruction) -> None:
        init = w.operands[0]
        for idx, _ in _leaves(w.shape):
            state, value = (w, idx), (init, idx)
            if not self.temp_like(value) or self.shared(value) or self.shared(state) \
                    or not self.same_leaf(state, value):
                continue
            if all(step < self.first[w] for step, _ in self.reads(value, skip=w)):
                self.union(state, value, self.anchor[self.find(state)])

    def _update_in_place(self, instr: Instruction, k: int, out: ShapeIndex, src: ShapeIndex) -> None:
        target, value = (instr.operands[k], src), (instr, out)
        if target not in self.parent or value not in self.parent or self.shared(target) \
                or not self.same_leaf(target, value):
            return
        # another operand in the same buffer (scatter(x, i, x), an alias of x) would be read
        # after the op has started overwriting it
        for j, other in enumerate(instr.operands):
            if j != k and any((other, idx) in self.parent and self.find((other, idx)) == self.find(target)
                              for idx, _ in _leaves(other.shape)):
                return
        anchor = self.anchor[self.find(target)]
        if anchor is not None and anchor[0] in ("param", "constant", "result"):
            return
        t = self.first[instr]
        reads = [step for step, _ in self.reads(target, skip=instr)]
        if anchor is not None and anchor[0] == "state" and self._inside(instr, anchor[1]):
            w = anchor[1]
            if not self._becomes_state(instr, out, anchor) or self._handed_on(w, anchor[2], target):
                return
            # the updated buffer is the next iteration's state: only this iteration's later reads matter
            reads = [step for step in reads if self.cond_done[w] < step < self.last[w]]
        if all(step < t for step in reads):
            self.union(target, value, anchor)

    def _reuse_dying_operand(self, instr: Instruction) -> None:
        """XLA's can_share_buffer for elementwise work: an elementwise op, or a loop fusion
        that reads an operand only at the element it writes, may write its result into that
        operand's buffer when this is the buffer's last read. A fusion that feeds the entry's
        result then computes straight into the result buffer (softmax's exp goes where the
        quotient will be), and a chain of elementwise steps needs one buffer, not one each.

        A row-group member writes row by row after the members before it are done with that
        row, so it may also take the buffer of a value the group reads only by rows (an
        earlier member's result, or an outside value such as the dot before a softmax) once
        nothing reads it later, where rows of both lie on the same bytes (same layout)."""
        value = (instr, ())
        if instr in self.donated_leaves or instr in self.row_local:
            return  # written into a donated parameter's memory: only after its last read, so alone
        if instr.shape.is_tuple or value not in self.parent or self.anchor[self.find(value)] is not None \
                or len(self.group(value)) != 1 or self.shared(value):
            return
        # not an output fusion: its GEMM may store partial sums before its epilogue reads
        elementwise = _elementwise(instr) or (instr.opcode == "fusion" and str(instr.attrs.get("kind")) == "kLoop")
        by_rows: set[Instruction] = set()
        if instr in self.group_span:
            members = self.group_of[instr]
            by_rows = (self.rowwise_inputs[instr] | set(members[:members.index(instr)])) - set(instr.operands)
        if not elementwise and not by_rows:
            return
        t = self.first[instr]
        candidates = []
        for o in list(dict.fromkeys(instr.operands)) + sorted(by_rows, key=lambda i: self.first[i]):
            target = (o, ())
            if o.shape.is_tuple or target not in self.parent or self.shared(target) or o in self.row_local:
                continue
            root = self.find(target)
            if self.anchor[root] is not None or _declared(target).byte_size != _declared(value).byte_size:
                continue
            if any(i.opcode == "parameter" for i, _ in self.members[root]):
                continue  # a callee's parameter: its caller's memory
            if o in by_rows:
                if not _same_layout(self.stored[target], self.stored[value]):
                    continue  # a row of one is not the same bytes as a row of the other
            elif not elementwise or not _reads_elementwise(instr, self.find_known, root, self.stored):
                continue
            if all(step < t for step, _ in self.reads(target, skip=instr)):
                candidates.append((-_declared(target).byte_size, len(candidates), target))
        if candidates:
            self.union(min(candidates)[2], value)
            self.reused.append(instr)

    def _donated_leaves(self) -> set[Instruction]:
        """The instructions computing entry result leaves that a parameter is donated to."""
        found = set()
        for j, idx, _ in _result_leaves(self.entry.root.shape):
            if j in self.donated:
                node, rest = self.entry.root, idx
                while rest and node.opcode == "tuple":
                    node, rest = node.operands[rest[0]], rest[1:]
                found.add(node)
        return found

    def _inside(self, instr: Instruction, w: Instruction) -> bool:
        """Is ``instr`` part of an iteration of loop ``w`` (its body or condition, at any depth)?"""
        return self.first[w] < self.first[instr] < self.last[w]

    def _becomes_state(self, instr: Instruction, out: ShapeIndex, anchor: tuple) -> bool:
        """Is (instr, out) what the loop body hands on as state element anchor[2]?"""
        w, idx = anchor[1], anchor[2]
        root = w.attrs["body"].root
        node, rest = root, idx
        while rest and node.opcode == "tuple":
            node, rest = node.operands[rest[0]], rest[1:]
        return node is instr and rest == out

    def _handed_on(self, w: Instruction, idx: ShapeIndex, v: Value) -> bool:
        """Does loop w's body hand v's buffer (state element idx) on as another element
        (tuple(b, a + b), tuple(update(x), x))? Then the end of the iteration copies it out
        after every write of the iteration: it must not be overwritten in the body."""
        root = w.attrs["body"].root
        return any(i is root and ix != idx for i, ix in self.group(v))

    def _loop_results(self, w: Instruction) -> None:
        body = w.attrs["body"]
        for idx, _ in _leaves(w.shape):
            value, state = (body.root, idx), (w, idx)
            if self.find(value) == self.find(state) or self.anchor[self.find(value)] is not None \
                    or not self.fresh_in(value, body) or not self.same_leaf(value, state):
                continue
            writers = self.writers(value)
            if not writers:
                continue
            if self._handed_on(w, idx, state):
                continue
            first_write = min(self.write_step(i) for i in writers)
            inside = [(step, r) for step, r in self.reads(state) if self.cond_done[w] < step < self.last[w]]
            if all(step < first_write or (step == first_write and len(writers) == 1 and r is writers[0]
                                          and _reads_elementwise(r, self.find_known, self.find(state), self.stored))
                   for step, r in inside):
                self.union(state, value, self.anchor[self.find(state)])

    def _callee_results(self, caller: Instruction) -> None:
        for callee in caller.called_computations():
            if self.visits[callee] != 1:
                continue
            for idx, _ in _leaves(caller.shape):
                value, out = (callee.root, idx), (caller, idx)
                if value in self.parent and self.anchor[self.find(value)] is None and self.same_leaf(value, out) \
                        and self.fresh_in(value, callee) and self.anchor[self.find(out)] == ("out", caller, idx):
                    self.union(out, value, ("out", caller, idx))

    def _results(self) -> None:
        """Entry root leaves go straight to the result buffers where that is safe."""
        donated = self._donations()
        for j, idx, _ in _result_leaves(self.entry.root.shape):
            value = (self.entry.root, idx)
            anchor = self.anchor[self.find(value)]
            if not _same_layout(self.stored[value], _declared(value)):
                continue  # the value's bytes are in another layout: copied (and converted) at the end
            if anchor is not None and anchor[0] in ("param", "constant", "result"):
                continue
            if j in donated:
                last_read = max((s for s, _ in self.reads(donated[j])), default=-1)
                if min(self.writes(value), default=-1) <= last_read:
                    continue
            root = self.find(value)
            self.anchor[root] = ("result", j)

    def _donations(self) -> dict[int, Value]:
        """input_output_alias: result leaf -> the parameter value that may share its memory."""
        raw = self.module.attrs.get("input_output_alias")
        if raw is None or not self.alias_parameters:
            return {}
        leaf_of = {idx: j for j, idx, _ in _result_leaves(self.entry.root.shape)}
        params = {p.parameter_number: p for p in self.entry.parameters}
        out = {}
        for out_index, k, p_index in parse_aliasing(str(raw)):
            if out_index in leaf_of and k in params and (params[k], p_index) in self.parent:
                out[leaf_of[out_index]] = (params[k], p_index)
        return out

    # ---- packing -------------------------------------------------------------------------
    def _allocate(self) -> BufferAssignment:
        buffers: list[LogicalBuffer] = []
        by_value: dict[Value, LogicalBuffer] = {}
        for root, members in self.members.items():
            size = max(shape.byte_size for i, idx in members for ix, shape in _leaves(i.shape) if ix == idx)
            steps = [self.first[i] for i, _ in members] + [self.last[i] for i, _ in members]
            steps += [self.group_span[i][0] for i, _ in members if i in self.group_span]
            steps += [s for s, _ in self.reads(root)]
            for i, _idx in members:
                if i.opcode == "while":
                    steps += [self.first[i], self.last[i]]
                if i.opcode == "parameter" and i.parent is not self.entry:  # copied in at the call
                    steps += [self.first[site] for site in self.call_sites.get(i.parent, [])]
            plain = [v for v in members if v[0].opcode != "bitcast"] or members
            kind = _allocation_kind(self.anchor.get(root), size)
            if kind.kind == "temp" and all(i in self.row_local for i, _ in members):
                kind = Allocation("row", -1, 0, size)  # a row at a time on the thread's stack
            buf = LogicalBuffer(len(buffers), sorted(members, key=lambda v: self.first[v[0]]), size,
                                (min(steps), max(steps)), kind, self.stored[plain[0]])
            buffers.append(buf)
            for v in members:
                by_value[v] = buf
        temps = [b for b in buffers if b.allocation.kind == "temp"]
        if self.lend_results:
            temps = self._lend_result_space(buffers, temps)
        temp_size = self._pack(temps)
        copies = []
        for j, idx, _ in _result_leaves(self.entry.root.shape):
            buf = by_value[(self.entry.root, idx)]
            if not (buf.allocation.kind == "result" and buf.allocation.index == j):
                copies.append((j, buf))
        copies.sort(key=lambda jb: jb[1].allocation.kind != "param")  # a donated parameter is read first
        written = [b for b in buffers if b.written]
        n_written = len(written) + len(copies)
        stats = BufferStats(n_written, sum(b.size for b in written) + sum(b.size for _, b in copies), temp_size,
                            _peak(temps, self.alignment))
        return BufferAssignment(self.module, buffers, temp_size, stats, self.alignment, copies, by_value,
                                self.stored, self.alias_parameters)

    def _lend_result_space(self, buffers: list[LogicalBuffer], temps: list[LogicalBuffer]) -> list[LogicalBuffer]:
        """XLA's use of the output before it is written: an entry result leaf's memory is the
        caller's, and until the program first writes it, temporaries that die before then
        may live there (a transformer block's attention output goes to the block's result
        buffer). Not a result a parameter may be donated to: the caller's data is there.
        Returns the temporaries left for the temp buffer."""
        donated = self.donated
        first_write = {j: self.end for j, _, _ in _result_leaves(self.entry.root.shape)}
        sizes = {j: leaf.byte_size for j, _, leaf in _result_leaves(self.entry.root.shape)}
        for buf in buffers:
            if buf.allocation.kind == "result":
                first_write[buf.allocation.index] = min(first_write[buf.allocation.index], buf.live[0])
        spaces = sorted((j for j in first_write if j not in donated and sizes[j]), key=lambda j: -sizes[j])
        placed: dict[int, list[tuple[int, int, LogicalBuffer]]] = {j: [] for j in spaces}
        left = []
        for buf in sorted(temps, key=lambda b: (-b.size, b.live[0], b.id)):
            for j in spaces:
                if buf.size == 0 or buf.live[1] >= first_write[j] or buf.size > sizes[j]:
                    continue
                offset = _first_fit(placed[j], buf, _align(buf.size, self.alignment), self.alignment)
                if offset + buf.size <= sizes[j]:
                    buf.allocation = Allocation("in-result", j, offset, buf.size)
                    placed[j].append((offset, offset + _align(buf.size, self.alignment), buf))
                    break
            else:
                left.append(buf)
        return left

    def _pack(self, temps: list[LogicalBuffer]) -> int:
        """Offsets in the temp buffer for buffers whose live ranges may overlap: several
        greedy orders and fits (XLA's heap simulator picks the best of its heuristics too),
        the one with the smallest total wins."""
        live = [b for b in temps if b.size]
        for b in temps:
            if not b.size:
                b.allocation = Allocation("temp", -1, 0, 0)
        orders = [
            sorted(live, key=lambda b: (-b.size, b.live[0], b.id)),  # decreasing size
            sorted(live, key=lambda b: (-(b.live[1] - b.live[0] + 1) * b.size, b.live[0], b.id)),  # area
            sorted(live, key=lambda b: (b.live[0], -b.size, b.id)),  # as the program runs
        ]
        best: tuple[int, list[int]] | None = None
        for order in orders:
            for fit in (_first_fit, _best_fit):
                placed: list[tuple[int, int, LogicalBuffer]] = []
                total = 0
                for buf in order:
                    size = _align(buf.size, self.alignment)
                    offset = fit(placed, buf, size, self.alignment)
                    placed.append((offset, offset + size, buf))
                    total = max(total, offset + size)
                if best is None or total < best[0]:
                    offsets = {id(buf): o for o, _, buf in placed}
                    best = (total, [offsets[id(b)] for b in live])
        if best is None:
            return 0
        for buf, offset in zip(live, best[1]):
            buf.allocation = Allocation("temp", -1, offset, buf.size)
        return best[0]


def _busy(placed: list[tuple[int, int, LogicalBuffer]], buf: LogicalBuffer) -> list[tuple[int, int]]:
    """The byte ranges of placed buffers whose live ranges meet ``buf``'s, by offset."""
    return sorted((o, e) for o, e, other in placed if other.live[0] <= buf.live[1] and buf.live[0] <= other.live[1])


def _first_fit(placed: list[tuple[int, int, LogicalBuffer]], buf: LogicalBuffer, size: int, alignment: int) -> int:
    """The lowest offset where ``size`` bytes are clear for ``buf``'s whole live range."""
    offset = 0
    for o, e in _busy(placed, buf):
        if offset + size <= o:
            break
        offset = max(offset, e)
    return offset


def _best_fit(placed: list[tuple[int, int, LogicalBuffer]], buf: LogicalBuffer, size: int, alignment: int) -> int:
    """The smallest gap that holds ``size`` bytes (XLA's best fit); past the end when none does."""
    offset, best = 0, None
    for o, e in _busy(placed, buf):
        if o - offset >= size and (best is None or o - offset < best[1]):
            best = (offset, o - offset)
        offset = max(offset, e)
    return best[0] if best is not None else offset


def _allocation_kind(anchor: tuple | None, size: int) -> Allocation:
    if anchor is not None and anchor[0] == "param":
        return Allocation("param", anchor[1], 0, size)
    if anchor is not None and anchor[0] == "result":
        return Allocation("result", anchor[1], 0, size)
    if anchor is not None and anchor[0] == "constant":
        return Allocation("constant", -1, 0, size)
    return Allocation("temp", -1, 0, size)


def _align(n: int, alignment: int) -> int:
    return (n + alignment - 1) // alignment * alignment


def _peak(temps: list[LogicalBuffer], alignment: int) -> int:
    """The most (aligned) temp bytes live at any one step."""
    events: list[tuple[int, int]] = []
    for b in temps:
        if b.size:
            events.append((b.live[0], _align(b.size, alignment)))
            events.append((b.live[1] + 1, -_align(b.size, alignment)))
    peak = live = 0
    for _, delta in sorted(events, key=lambda e: (e[0], e[1])):
        live += delta
        peak = max(peak, live)
    return peak
