"""Where a GPU module's values live: placed values and the temp buffer's plan.

A value is a :class:`Placed` array (device memory at a :class:`Loc`, or a module constant), a
tuple of values, or ``TOKEN``. Every kernel receives one ``temp`` buffer; :class:`TempArena`
hands out aligned slices of it, first fit from what was given back, else at its end, and the
high-water mark is the buffer's size.

    arena = TempArena()
    offset = arena.take(4096)      # 0
    arena.give_back(offset)        # the next take of at most 4096 bytes reuses it
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from llvmlite import ir

from xlac.codegen.gpu.program import Loc
from xlac.codegen.llvm.context import ALIGN
from xlac.codegen.llvm.loops import IrArray
from xlac.codegen.llvm.structural import TOKEN as EMITTER_TOKEN
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape

TOKEN = object()


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


@dataclass
class TempArena:
    """The temp buffer's plan: ``size`` is its high-water mark in bytes."""

    size: int = 0
    allocated: list[tuple[int, int]] = field(default_factory=list)  # (offset, size) of every block handed out
    free_blocks: list[tuple[int, int]] = field(default_factory=list)  # blocks nothing reads any more
    sizes: dict[int, int] = field(default_factory=dict)  # offset -> size of the block last handed out there

    def take(self, nbytes: int) -> int:
        """The offset of a fresh block of ``nbytes`` (rounded up to ALIGN) bytes."""
        size = (max(nbytes, 1) + ALIGN - 1) // ALIGN * ALIGN
        offset = self._reuse(size)
        if offset is None:
            offset = (self.size + ALIGN - 1) // ALIGN * ALIGN
            self.size = offset + size
        self.allocated.append((offset, size))
        self.sizes[offset] = size
        return offset

    def _reuse(self, size: int) -> int | None:
        """The lowest freed block of at least ``size`` bytes (what is left over stays free)."""
        for offset, free in sorted(self.free_blocks):
            if free >= size:
                self.free_blocks.remove((offset, free))
                if free > size:
                    self.free_blocks.append((offset + size, free - size))
                return offset
        return None

    def give_back(self, offset: int) -> None:
        """Free the block handed out at ``offset`` (its size as it was handed out)."""
        self.free_blocks.append((offset, self.sizes[offset]))


def last_uses(comp: Computation) -> dict[Instruction, int]:
    """Instruction -> index of the last instruction reading it (the root: never freed)."""
    order = {instr: i for i, instr in enumerate(comp.instructions)}
    last: dict[Instruction, int] = {}
    for instr in comp.instructions:
        for o in instr.operands:
            last[o] = max(last.get(o, order[o]), order[instr])
    if comp.root is not None:
        last[comp.root] = len(comp.instructions) + 1
    return last


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
