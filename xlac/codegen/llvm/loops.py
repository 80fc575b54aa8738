"""Loops and array addressing in LLVM IR.

``IrArray`` is a buffer plus its HLO shape: it turns a logical multi-index into an element
pointer using the shape's layout. ``loop_nest`` emits one counted loop per dimension
(outermost = most major), yielding the logical index.

    with loop_nest(b, (4, 8), "i") as idx:     # idx = [i0, i1], i64 values
        out.store(b, value_at(idx), idx)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from llvmlite import ir

from xlac.codegen.llvm.types import I64, load_value, storage_type, store_value
from xlac.hlo.shapes import ArrayShape

Index = list[ir.Value]


class IrArray:
    """A typed view of a buffer: ``ptr`` points at element 0 of a dense array in ``shape``'s layout.

    ``key`` names the memory (a buffer assignment's allocation, say): two arrays with equal
    keys are the same bytes, so copying one to the other is a no-op."""

    def __init__(self, ptr: ir.Value, shape: ArrayShape, key: object = None):
        self.ptr = ptr
        self.shape = shape
        self.key = key

    def same_memory(self, other: IrArray) -> bool:
        return self is other or (self.key is not None and self.key == other.key)

    def view(self, shape: ArrayShape) -> IrArray:
        """The same bytes read as ``shape`` (a bitcast)."""
        return IrArray(self.ptr, shape, self.key)

    @property
    def dtype(self):
        return self.shape.dtype

    def linear_index(self, b: ir.IRBuilder, index: Sequence[ir.Value]) -> ir.Value:
        """Physical element offset of a logical index, following minor_to_major."""
        if not index:
            return I64(0)
        offset: ir.Value | None = None
        stride = 1
        for dim in self.shape.minor_to_major:
            term = index[dim] if stride == 1 else b.mul(index[dim], I64(stride))
            offset = term if offset is None else b.add(offset, term)
            stride *= self.shape.dims[dim]
        return offset

    def element_ptr(self, b: ir.IRBuilder, index: Sequence[ir.Value]) -> ir.Value:
        return b.gep(self.ptr, [self.linear_index(b, index)], inbounds=True,
                     source_etype=storage_type(self.dtype))

    def load(self, b: ir.IRBuilder, index: Sequence[ir.Value]) -> ir.Value:
        return load_value(b, self.element_ptr(b, index), self.dtype)

    def store(self, b: ir.IRBuilder, value: ir.Value, index: Sequence[ir.Value]) -> None:
        store_value(b, value, self.element_ptr(b, index), self.dtype)


@contextmanager
def for_range(b: ir.IRBuilder, count: ir.Value | int, name: str = "i", start: ir.Value | int = 0,
              step: int = 1) -> Iterator[ir.Value]:
    """``for (i = start; i < count; i += step)``; the body is emitted inside the with-block."""
    count = I64(count) if isinstance(count, int) else count
    start = I64(start) if isinstance(start, int) else start
    pre = b.block
    header = b.append_basic_block(f"{name}.header")
    body = b.append_basic_block(f"{name}.body")
    exit_ = b.append_basic_block(f"{name}.exit")
    b.branch(header)
    b.position_at_end(header)
    iv = b.phi(I64, name=name)
    iv.add_incoming(start, pre)
    b.cbranch(b.icmp_signed("<", iv, count), body, exit_)
    b.position_at_end(body)
    yield iv
    nxt = b.add(iv, I64(step), name=f"{name}.next")
    iv.add_incoming(nxt, b.block)
    b.branch(header)
    b.position_at_end(exit_)


@contextmanager
def loop_nest(b: ir.IRBuilder, dims: Sequence[int], name: str = "i",
              order: Sequence[int] | None = None) -> Iterator[Index]:
    """Loops over every index of ``dims``; ``order`` lists dims outermost first (default 0..n-1)."""
    order = list(order) if order is not None else list(range(len(dims)))
    index: list[ir.Value | None] = [None] * len(dims)
    stack = []
    for dim in order:
        ctx = for_range(b, dims[dim], f"{name}{dim}")
        index[dim] = ctx.__enter__()
        stack.append(ctx)
    try:
        yield index  # type: ignore[misc]
    finally:
        for ctx in reversed(stack):
            ctx.__exit__(None, None, None)


def if_then(b: ir.IRBuilder, cond: ir.Value):
    """`with if_then(b, c):` emits the block only when c is true."""
    return b.if_then(cond)
