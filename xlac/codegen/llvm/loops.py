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


class RowArray(IrArray):
    """One row of an array whose dim 0 is its most major: the buffer holds a single row, and
    every row index reads and writes it (row groups keep a member's current row in it)."""

    def linear_index(self, b: ir.IRBuilder, index: Sequence[ir.Value]) -> ir.Value:
        return super().linear_index(b, [I64(0), *index[1:]]) if index else I64(0)


# A dim's step through memory: one element stride, or (size, stride) parts, major first, when
# the dim merges dims that are not one stride apart (the batch x heads of an attention view).
Stride = int | tuple[tuple[int, int], ...]


class StridedArray(IrArray):
    """Part of a buffer read through strides: element ``index`` is at ``ptr[offset +
    sum(step(index[d], strides[d]))]``. What a slice of a fused operand (and reshapes and
    transposes of one) reads in place, where a dense layout cannot say it (a GEMM packs it
    directly)."""

    def __init__(self, ptr: ir.Value, shape: ArrayShape, strides: Sequence[Stride], offset: int, key: object = None):
        super().__init__(ptr, shape, key)
        self.strides = tuple(strides)
        self.offset = offset

    def linear_index(self, b: ir.IRBuilder, index: Sequence[ir.Value]) -> ir.Value:
        offset: ir.Value = I64(self.offset)
        for i, stride in zip(index, self.strides):
            if stride:  # (0: a dim of size 1)
                offset = b.add(offset, stride_offset(b, i, stride))
        return offset

    def view(self, shape: ArrayShape) -> IrArray:
        raise TypeError("a strided array has no bitcast view")


def stride_offset(b: ir.IRBuilder, i: ir.Value, stride: Stride) -> ir.Value:
    """The element offset of index ``i`` along a dim with this stride."""
    if isinstance(stride, int):
        return i if stride == 1 else b.mul(i, I64(stride))
    total: ir.Value | None = None
    rest = i
    for k, (size, step) in enumerate(reversed(stride)):  # minor part first
        part = rest if k == len(stride) - 1 else b.urem(rest, I64(size))
        rest = b.udiv(rest, I64(size))
        term = part if step == 1 else b.mul(part, I64(step))
        total = term if total is None else b.add(total, term)
    assert total is not None
    return total


def dense_strides(shape: ArrayShape) -> list[int]:
    """Element strides of a dense array in ``shape``'s layout, per logical dim."""
    strides = [0] * shape.rank
    step = 1
    for d in shape.minor_to_major:
        strides[d] = step
        step *= shape.dims[d]
    return strides


def _parts(size: int, stride: Stride) -> list[tuple[int, int]]:
    return [] if size == 1 else [(size, stride)] if isinstance(stride, int) else list(stride)


def _joined(parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Parts (major first) with neighbours one stride apart joined into one."""
    out: list[tuple[int, int]] = []
    for size, step in parts:
        if out and out[-1][1] == step * size:
            out[-1] = (out[-1][0] * size, step)
        else:
            out.append((size, step))
    return out


def _merged(parts: list[tuple[int, int]]) -> Stride:
    """Parts (major first) joined: a plain stride if one is left (0 for none)."""
    out = _joined(parts)
    if not out:
        return 0
    return out[0][1] if len(out) == 1 else tuple(out)


def flat_stride(dims: Sequence[tuple[int, Stride]]) -> int | None:
    """The one stride of the row-major flattening of dims given as (size, stride), major
    first, or None when it is not one stride."""
    merged = _merged([p for size, stride in dims for p in _parts(size, stride)])
    return 1 if merged == 0 else merged if isinstance(merged, int) else None


def reshape_strides(dims: Sequence[int], strides: Sequence[Stride], out_dims: Sequence[int]) -> list[Stride] | None:
    """Strides that read a reshape of a strided array in place (row-major element order), or
    None when an output dim would cut a step of memory unevenly."""
    if 0 in dims or 0 in out_dims:
        return None
    atoms = _joined([p for size, stride in zip(dims, strides) for p in _parts(size, stride)])
    result: list[Stride] = []
    for want in out_dims:
        taken: list[tuple[int, int]] = []
        while want > 1:
            if not atoms:
                return None
            size, step = atoms[0]
            if want % size == 0:
                taken.append(atoms.pop(0))
                want //= size
            elif size % want == 0:  # split the step: its major part is this dim's
                taken.append((want, step * (size // want)))
                atoms[0] = (size // want, step)
                want = 1
            else:
                return None
        result.append(_merged(taken))
    return result if not atoms else None


# LLVM's own unroller is off (cpu target: -unroll-threshold=1): it unrolled outer loops around
# whole loop nests, which cost a fifth of a large module's compile time and gained nothing. xlac
# asks for full unrolling itself where it pays: a nest whose innermost bodies run at most this many
# times in all (a 3x3 convolution window, a few-element reduction), so that the loop around it is
# the innermost one left and gets vectorized.
UNROLL_NEST = 16
UNROLL_SIZE = 2000  # and whose copies stay under this many instructions (as emitted) in all


class _Nest:
    """What for_range knows of a loop while its body is emitted: the iterations of the innermost
    bodies inside it so far (None: some inner loop's trip count is not a constant)."""

    __slots__ = ("inner",)

    def __init__(self) -> None:
        self.inner: int | None = 0


_OPEN: dict[int, list[_Nest]] = {}  # id(function) -> its loops being emitted, outermost first


def _loop_id(module: ir.Module, *properties: str | tuple[str, bool]) -> ir.values.MDValue:
    """A loop-ID node ``!N = distinct !{!N, !{!"property"}...}`` (LLVM ignores one without the
    self-reference); one per property set and module: loops may share it."""
    cache = module.__dict__.setdefault("_xlac_loop_ids", {})
    node = cache.get(properties)
    if node is None:
        props = [module.add_metadata([ir.MetaDataString(module, p)] if isinstance(p, str) else
                                     [ir.MetaDataString(module, p[0]), ir.IntType(1)(p[1])]) for p in properties]
        node = _LoopID(module, props)
        cache[properties] = node
    return node


class _LoopID(ir.values.MDValue):
    def __init__(self, module: ir.Module, properties: list) -> None:
        super().__init__(module, [], name=str(len(module.metadata)))
        self.operands = (self, *properties)

    __hash__ = object.__hash__  # operands refer to the node itself

    def __eq__(self, other: object) -> bool:
        return self is other

    def descr(self, buf: list) -> None:
        buf.append("distinct ")
        super().descr(buf)


@contextmanager
def for_range(b: ir.IRBuilder, count: ir.Value | int, name: str = "i", start: ir.Value | int = 0,
              step: int = 1, vectorize: bool = True, unroll: bool = True) -> Iterator[ir.Value]:
    """``for (i = start; i < count; i += step)``; the body is emitted inside the with-block.
    Fully unrolled (loop metadata) when its nest is small (UNROLL_NEST) and ``unroll``;
    ``vectorize=False`` keeps LLVM's loop vectorizer off it (a loop that gains nothing from
    vectorizing still costs compile time: runtime checks, remainder loops, their addressing)."""
    stop, first = (v if isinstance(v, int) else v.constant if isinstance(v, ir.Constant) else None
                   for v in (count, start))
    trips = None if stop is None or first is None else max(0, -(-(stop - first) // step))
    count = I64(count) if isinstance(count, int) else count
    start = I64(start) if isinstance(start, int) else start
    fn = b.function
    first_block = len(fn.blocks)
    stack = _OPEN.setdefault(id(fn), [])
    nest = _Nest()
    stack.append(nest)
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
    try:
        yield iv
    finally:
        stack.pop()
        if not stack:
            del _OPEN[id(fn)]
    nxt = b.add(iv, I64(step), name=f"{name}.next")
    iv.add_incoming(nxt, b.block)
    latch = b.branch(header)
    b.position_at_end(exit_)
    total = None if trips is None or nest.inner is None else trips * max(1, nest.inner)
    if unroll and total is not None and 1 < total <= UNROLL_NEST and trips is not None and trips > 1 and \
            trips * sum(len(block.instructions) for block in fn.blocks[first_block:]) <= UNROLL_SIZE:
        latch.set_metadata("llvm.loop", _loop_id(b.module, "llvm.loop.unroll.full"))
    elif not vectorize:
        latch.set_metadata("llvm.loop", _loop_id(b.module, ("llvm.loop.vectorize.enable", False),
                                                 "llvm.loop.unroll.disable"))
    if stack:
        parent = stack[-1]
        parent.inner = None if total is None or parent.inner is None else parent.inner + total


@contextmanager
def loop_nest(b: ir.IRBuilder, dims: Sequence[int], name: str = "i",
              order: Sequence[int] | None = None, vectorize: bool = True) -> Iterator[Index]:
    """Loops over every index of ``dims``; ``order`` lists dims outermost first (default 0..n-1)."""
    order = list(order) if order is not None else list(range(len(dims)))
    index: list[ir.Value | None] = [None] * len(dims)
    stack = []
    for dim in order:
        ctx = for_range(b, dims[dim], f"{name}{dim}", vectorize=vectorize)
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
