"""Where HLO values live in device DRAM: the buffer assignment's plan as the container's buffers.

xacc plans memory with the same planner as the cpu target (``passes/buffer_assignment.py``, as
the target's ``memory_model`` asks: DRAM, offsets on ``machine.dram_alignment``): every value of
a computation that runs as code of its own (the entry, loop bodies and conditions, branches,
calls) is a leaf of a logical buffer, and each logical buffer becomes one entry of the
container's buffer table:

    plan allocation           container buffer            at launch
    param k                   ("param", slot)             the caller's parameter buffer
    result j                  ("result", j)               the caller's result buffer
    in-result j [o, o + n)    ("result", j, n, offset o)  inside it, before result j is written
    temp [o, o + n)           ("temp", 0, n, offset o)    inside the one temp block of a launch
    constant                  ("const", ...)              initialized from the constants section

so temps whose lifetimes do not meet share bytes of the temp block, an elementwise kernel writes
over the operand it reads last, a dynamic-update-slice updates its operand in place, a loop works
in its state buffer, and the entry's results are computed where the caller reads them.

The scratchpad is not part of the plan: it is each kernel's staging memory on the chip (operands
DMA'd in, the result computed there and DMA'd out, the last 64 KiB spill slots); a kernel owns
all of it while it runs and nothing in it outlives the kernel. What the plan lays out is DRAM.

The code generator follows the planner's rules (its module docstring): it runs each
computation's instructions in their order (the plan's schedule), writes each value into
``outputs(instr)``, and copies only where the plan keeps two values apart: a loop's initial
state, the body's result at the end of an iteration, a branch's or call's result, a callee's
parameter (``move``, which reads every source before it writes any destination), and a value
xacc would otherwise pass on by reference where the plan gives it a buffer of its own
(``settle``: a reshape or copy that moves no byte, a same-width bitcast-convert, an identity
custom call, a single-device collective). Those copies, and loop-state swaps staged through
scratch, use bytes of the temp block past the plan ("staging" in the memory report).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

from xlac.errors import XlacError
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.passes.buffer_assignment import BufferAssignment, LogicalBuffer, assign_buffers
from xlac.passes.memory_model import MemoryModel
from xlac.passes.memory_report import MemoryUse, planner_savings

from . import isa
from .container import Buffer
from .elemental import arr, isa_type
from .vector import KernelEmitter, Leaf

#: Instructions whose value the plan puts in their operand's memory (``opcodes`` rows marked
#: ``aliases``) or that bring their own (parameters, constants): nothing to settle.
NOT_SETTLED = ("parameter", "constant", "bitcast", "tuple", "get-tuple-element", "opt-barrier", "domain",
               "add-dependency", "after-all")


def indexed_leaves(shape: Shape, prefix: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], ArrayShape]]:
    """Every leaf (tokens included) with its shape index, depth-first: a value's leaves in
    the order xacc keeps them."""
    if isinstance(shape, TupleShape):
        for k, element in enumerate(shape.elements):
            yield from indexed_leaves(element, prefix + (k,))
    else:
        yield prefix, shape


def _align(n: int, alignment: int) -> int:
    return (n + alignment - 1) // alignment * alignment


def memory_model(machine: isa.MachineDescription) -> MemoryModel:
    """A chip's DRAM as the planner sees it: offsets on its DMA beat (``dram_alignment``), and a
    launch takes whatever buffers its caller passes, a donated parameter's as its result's
    included, so the plan allows for that. The scratchpad is no planned space: each kernel's own."""
    return MemoryModel(alignment=machine.dram_alignment, spaces=("dram",), alias_parameters=True)


class PlannedMemory(KernelEmitter):
    """The plan, and the container buffers it becomes."""

    plan: BufferAssignment
    memory: MemoryUse | None = None

    def __init__(self, module: Module, source_text: str | None = None, machine: isa.MachineDescription = isa.XACC,
                 memory: MemoryModel | None = None):
        super().__init__(module, source_text, machine)
        self.memory_model = memory or memory_model(machine)  # the target's: DRAM alignment, parameter aliasing
        self.alignment = self.memory_model.alignment

    def plan_memory(self) -> None:
        """Plan the module's memory (before any code is emitted)."""
        self.plan = self._assign()
        self._slots: dict[int, int] = {}  # LogicalBuffer.id -> container buffer
        self._results: dict[int, int] = {}  # result leaf j -> its container buffer
        self._params: dict[tuple[int, tuple[int, ...]], int] = {}  # (parameter, index) -> container buffer
        self._constants: dict[int, list[Leaf]] = {}  # id(constant instruction) -> its buffer
        self._staging: list[tuple[Buffer, int]] = []  # staged copies: (buffer, offset in the staging area)
        self._staging_bytes = 0  # the largest set of staged copies (they never outlive their copy)
        self._unplanned: list[tuple[Buffer, int]] = []  # values the plan has no buffer for (own bytes)
        self._unplanned_bytes = 0
        self._own: dict[tuple[int, tuple[int, ...]], int] = {}  # (id(instruction), index) -> its unplanned buffer

    def _assign(self, **changes: Any) -> BufferAssignment:
        """The buffer assignment with the target's alignment and parameter aliasing (``changes``:
        an optimization switched off, for the memory report)."""
        model = self.memory_model
        return assign_buffers(self.module, alignment=model.alignment, alias_parameters=model.alias_parameters,
                              **changes)

    def param_buffer(self, number: int, index: tuple[int, ...], size: int) -> int:
        """The container buffer of entry parameter ``number``'s leaf ``index`` (one slot per leaf)."""
        slot = sum(1 for b in self.buffers if b.kind == "param")
        k = self.new_buffer("param", slot, size)
        self._params[(number, index)] = k
        return k

    def result_buffer(self, j: int) -> int:
        if j not in self._results:
            _, leaf = list(indexed_leaves(self.module.result_shape))[j]
            self._results[j] = self.new_buffer("result", j, arr(leaf).byte_size)
        return self._results[j]

    def constant(self, ins: Instruction) -> list[Leaf]:
        if id(ins) not in self._constants:
            self._constants[id(ins)] = self.const_leaf(ins)
        return self._constants[id(ins)]

    # ---- where a value lives ----------------------------------------------------------------
    def planned(self, ins: Instruction, index: tuple[int, ...], leaf: ArrayShape) -> int:
        """The container buffer holding ``ins``'s leaf ``index``."""
        buf = self.plan.buffer(ins, index)
        if buf is None:  # not a value of a sequential computation (none is lowered so): bytes of its own
            key = (id(ins), index)
            if key not in self._own:
                self._own[key] = self._unplanned_buffer(leaf.byte_size)
            return self._own[key]
        if buf.id not in self._slots:
            self._slots[buf.id] = self._container_buffer(buf)
        return self._slots[buf.id]

    def _container_buffer(self, buf: LogicalBuffer) -> int:
        a = buf.allocation
        if a.kind == "temp":
            return self.new_buffer("temp", 0, buf.size, offset=a.offset)
        if a.kind == "in-result":
            return self.new_buffer("result", a.index, buf.size, offset=a.offset)
        if a.kind == "result":
            return self.result_buffer(a.index)
        entry = self.module.entry
        if a.kind == "param":
            for i, idx in buf.values:
                if i.opcode == "parameter" and i.parent is entry:
                    return self._params[(i.parameter_number, idx)]  # type: ignore[index]
        if a.kind == "constant":
            for i, _ in buf.values:
                if i.opcode == "constant":
                    return self.constant(i)[0].buf
        raise XlacError(f"internal error: no xacc buffer for a '{a.kind}' allocation of "
                        f"'{buf.values[0][0].name}'")

    def outputs(self, ins: Instruction, computed: bool = True) -> list[Leaf]:
        """The buffers ``ins`` writes its leaves to (tokens: no buffer). ``computed``: a kernel
        computes them, so their element types must be the machine's (bytes only copied need
        not be: an f64 bitcast-convert result)."""
        out = []
        for index, leaf in indexed_leaves(ins.shape):
            if not leaf.dtype.is_array:
                out.append(Leaf(-1, arr(leaf)))
                continue
            if computed:
                isa_type(leaf.dtype, ins)
            out.append(Leaf(self.planned(ins, index, arr(leaf)), arr(leaf)))
        return out

    def settle(self, ins: Instruction, leaves: list[Leaf]) -> list[Leaf]:
        """``ins``'s value in its planned buffers: what xacc passed on by reference (a reshape
        that moves no byte, a copy, a callee's result...) is copied where the plan keeps it
        apart, so that the memory it came from may be reused once the plan says it is dead."""
        if ins.opcode in NOT_SETTLED:
            return leaves
        planned = self.outputs(ins, computed=False)
        self.move(list(zip(leaves, planned)))
        return [Leaf(p.buf, lf.shape) if p.buf >= 0 else lf for lf, p in zip(leaves, planned)]

    def bind(self, comp: Computation, args: list[list[Leaf]]) -> list[list[Leaf]]:
        """A called computation's parameters in their planned buffers: the caller's arguments
        where the plan shares them (one call site, same layout), else copied in."""
        bound, pairs = [], []
        for p in comp.parameters:
            assert p.parameter_number is not None
            leaves = args[p.parameter_number]
            planned = []
            for (index, _), leaf in zip(indexed_leaves(p.shape), leaves):
                buf = self.plan.buffer(p, index)
                if buf is None or leaf.buf < 0:
                    planned.append(leaf)
                    continue
                target = Leaf(self.planned(p, index, leaf.shape), leaf.shape)
                pairs.append((leaf, target))
                planned.append(target)
            bound.append(planned)
        self.move(pairs)
        return bound

    # ---- copies -----------------------------------------------------------------------------
    def move(self, pairs: list[tuple[Leaf, Leaf]]) -> None:
        """dst := src for every pair at once: every source is read before any destination is
        written (a loop body may hand its state on swapped); a source that is also a
        destination goes through staging bytes first."""
        pairs = [(s, d) for s, d in pairs if s.buf >= 0 and d.buf >= 0 and s.buf != d.buf]
        written = {d.buf for _, d in pairs}
        staged, at = [], 0
        for s, d in pairs:
            n = arr(s.shape).byte_size
            if s.buf in written:
                k = self.new_buffer("temp", 0, n)
                self._staging.append((self.buffers[k], at))
                at += _align(n, self.alignment)
                self.copy(s.buf, k, n)
                s = Leaf(k, s.shape)
            staged.append((s, d))
        self._staging_bytes = max(self._staging_bytes, at)
        for s, d in staged:
            self.copy(s.buf, d.buf, min(arr(s.shape).byte_size, arr(d.shape).byte_size))

    def _unplanned_buffer(self, size: int) -> int:
        k = self.new_buffer("temp", 0, size)
        self._unplanned.append((self.buffers[k], self._unplanned_bytes))
        self._unplanned_bytes += _align(size, self.alignment)
        return k

    def finish_memory(self) -> None:
        """Place the bytes beyond the plan (unplanned values, then the staging area) at the end
        of the temp block, and describe the whole (`xlac compile --memory-report`)."""
        align = self.alignment
        base = _align(self.plan.temp_size, align)
        for b, off in self._unplanned:
            b.offset = base + off
        base += self._unplanned_bytes
        for b, off in self._staging:
            b.offset = base + off
        total = max([base + self._staging_bytes if self._staging else 0]
                    + [b.offset + b.size for b in self.buffers if b.kind == "temp"])
        total = max(total, self.plan.temp_size if total else 0)  # the plan's size is aligned; its last buffer may not be
        self.memory = MemoryUse(total, self.plan.temp_size, 0, self.plan, partial(planner_savings, self.plan, self._assign),
                                "none in DRAM: each kernel stages in the on-chip scratchpad")
