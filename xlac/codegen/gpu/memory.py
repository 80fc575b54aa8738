"""Where a GPU module's values live: placed values, and the temp buffer's layout.

A value is a :class:`Placed` array (device memory at a :class:`Loc`, or a module constant), a
tuple of values, or ``TOKEN``. Every kernel receives one ``temp`` buffer, which
:class:`DeviceMemory` lays out in three parts:

  * the buffer assignment's plan (xlac/passes/buffer_assignment.py, the planner the cpu target
    uses) for every value of the entry, of loop conditions and bodies, branches and calls:
    bytes reused across live ranges, updates in place, values computed straight into a result
    buffer, temporaries lent a result's memory before it is first written;
  * bytes outside the plan, each handed out once (``fresh``): what the plan has no buffer for
    (the values of an async computation, which it does not schedule), constants a host step
    needs in device memory (a custom call's operand, a loop predicate, a branch index), a loop
    state update that swaps elements (staged), result copies that would clobber a donated
    parameter another copy still reads (staged);
  * the working memory of one kernel (``ctx.alloc`` and kernel scratch inside it: a value a
    fusion must materialize, a serial emitter's arrays): kernels run one at a time, so one
    region as large as the largest kernel's need, last. A kernel finds it through a constant
    global set once every kernel is emitted (LLVM folds the load), as the cpu target finds its
    kernel scratch (codegen/llvm/scratch.py).

    memory = DeviceMemory(module, llmodule, target.memory_model)
    memory.dest(instr)              # Placed leaves where the plan puts instr's value
    memory.finish()                 # bytes of temp: plan + outside it + largest working memory
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.program import Loc
from xlac.codegen.llvm.context import ALIGN
from xlac.codegen.llvm.loops import IrArray
from xlac.codegen.llvm.structural import TOKEN as EMITTER_TOKEN
from xlac.codegen.llvm.types import I8, I64
from xlac.hlo.ir import Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.passes.buffer_assignment import BufferAssignment, assign_buffers, donated_slots
from xlac.passes.memory_model import MemoryModel
from xlac.passes.memory_report import MemoryUse, planner_savings

TOKEN = object()
_WRITTEN = ("temp", "result", "in-result")  # allocations the program writes
#: What the plan assumes when a GPU target states nothing: device global memory, 64-byte offsets,
#: and a host that may pass a donated parameter's buffer as its result's.
GPU_MEMORY = MemoryModel(alignment=ALIGN, spaces=("global",), alias_parameters=True)


@dataclass(frozen=True)
class Placed:
    """An array value: device memory at ``loc``, or a module constant (``glob``)."""

    shape: ArrayShape
    loc: Loc | None = None
    glob: ir.GlobalVariable | None = None

    @property
    def on_device(self) -> bool:
        return self.loc is not None

    def view(self, shape: ArrayShape) -> Placed:
        return Placed(shape, self.loc, self.glob)


Tree = Any  # Placed | tuple[Tree, ...] | TOKEN


def _align(n: int) -> int:
    return (n + ALIGN - 1) // ALIGN * ALIGN


class DeviceMemory:
    """The temp buffer's layout (see the module docstring). ``plan`` is the module's
    BufferAssignment, made as the target's ``memory_model`` asks; ``plan.temp_size`` bytes come
    first. Bytes outside the plan keep the code generator's own 64-byte alignment."""

    def __init__(self, module: Module, llmodule: ir.Module, memory_model: MemoryModel = GPU_MEMORY):
        entry = module.entry
        assert entry is not None and entry.root is not None
        self.module = module
        self.memory_model = memory_model
        self.plan = self._assign(module)
        # the plan numbers the result leaves with tokens keeping a slot; kernels get the arrays only
        self.result_index: dict[int, int] = {}
        for j, leaf in enumerate(entry.root.shape.leaves()):
            if leaf.dtype.is_array:
                self.result_index[j] = len(self.result_index)
        # result array -> the parameter slot donated to it (input_output_alias)
        self.donated = {self.result_index[j]: k for j, k in donated_slots(module).items() if j in self.result_index}
        self.fresh_end = self.plan.temp_size  # bytes outside the plan go from here on
        self.work_size = 0  # the largest kernel's working memory
        self._work_offset = ir.GlobalVariable(llmodule, I64, "xlac_gpu_work_offset")
        self._work_offset.global_constant = True
        self._work_offset.linkage = "internal"

    # ---- the plan --------------------------------------------------------------------------
    def _assign(self, module: Module, **changes: Any) -> BufferAssignment:
        """The buffer assignment with the target's alignment and parameter aliasing (``changes``:
        an optimization switched off, for the memory report)."""
        model = self.memory_model
        return assign_buffers(module, alignment=model.alignment, alias_parameters=model.alias_parameters, **changes)

    def planned(self, instr: Instruction, index: tuple[int, ...] = ()) -> Loc | None:
        """Where the plan puts leaf ``index`` of ``instr``; None when it puts it nowhere the
        program writes (no buffer, an entry parameter's, a constant's)."""
        buf = self.plan.buffer(instr, index)
        if buf is None or buf.allocation.kind not in _WRITTEN:
            return None
        a = buf.allocation
        if a.kind == "temp":
            return Loc("temp", 0, a.offset)
        return Loc("result", self.result_index[a.index], a.offset)  # a result, or bytes lent from one

    def dest(self, instr: Instruction) -> Tree:
        """The memory ``instr`` writes its leaves to: the plan's, else fresh bytes."""
        return self._dest(instr, instr.shape, ())

    def _dest(self, instr: Instruction, shape: Shape, index: tuple[int, ...]) -> Tree:
        if isinstance(shape, TupleShape):
            return tuple(self._dest(instr, s, index + (k,)) for k, s in enumerate(shape.elements))
        assert isinstance(shape, ArrayShape)
        if not shape.dtype.is_array:
            return TOKEN
        loc = self.planned(instr, index)
        return Placed(shape, loc if loc is not None else self.fresh_loc(shape.byte_size))

    # ---- outside the plan ------------------------------------------------------------------
    def fresh_loc(self, nbytes: int) -> Loc:
        """``nbytes`` of temp no other value uses, after the plan."""
        offset = _align(self.fresh_end)
        self.fresh_end = offset + max(int(nbytes), 1)
        return Loc("temp", 0, offset)

    def fresh(self, shape: Shape) -> Tree:
        if isinstance(shape, TupleShape):
            return tuple(self.fresh(s) for s in shape.elements)
        assert isinstance(shape, ArrayShape)
        if not shape.dtype.is_array:
            return TOKEN
        return Placed(shape, self.fresh_loc(shape.byte_size))

    # ---- one kernel's working memory -------------------------------------------------------
    def working_memory(self, b: ir.IRBuilder, temp: ir.Value) -> ir.Value:
        """In a kernel: i8* to the working-memory region (its offset is set by ``finish``)."""
        offset = b.load(self._work_offset, typ=I64)
        return b.gep(temp, [offset], inbounds=True, source_etype=I8)

    def kernel_used(self, nbytes: int) -> None:
        """A kernel used ``nbytes`` of working memory."""
        self.work_size = max(self.work_size, int(nbytes))

    def finish(self) -> int:
        """Place the working memory after everything else; the temp buffer's size in bytes."""
        offset = _align(self.fresh_end)
        self._work_offset.initializer = I64(offset)
        return max(offset + self.work_size if self.work_size else self.fresh_end, 1)

    def use(self) -> MemoryUse:
        """The device scratch by purpose, as the cpu target reports it (after ``finish``)."""
        savings = partial(planner_savings, self.plan, partial(self._assign, self.module))
        return MemoryUse(self.finish(), self.plan.temp_size, self.work_size, self.plan, savings,
                         "one kernel's working memory at a time (values a kernel materializes, serial kernels' arrays)")


def leaves_of(tree: Tree) -> Iterator[Any]:
    if isinstance(tree, tuple):
        for t in tree:
            yield from leaves_of(t)
    else:
        yield tree


def map_tree(tree: Tree, fn: Callable[[Placed], IrArray]) -> Any:
    """``tree`` with every placed leaf as ``fn`` makes it (the shared emitters' view of it)."""
    if isinstance(tree, tuple):
        return tuple(map_tree(t, fn) for t in tree)
    if tree is TOKEN:
        return EMITTER_TOKEN
    return fn(tree)


def array(shape: Shape) -> ArrayShape:
    """``shape``, which the op's semantics make an array."""
    assert isinstance(shape, ArrayShape), shape
    return shape


def elements(shape: Shape) -> tuple[Shape, ...]:
    assert isinstance(shape, TupleShape), shape
    return tuple(shape.elements)
