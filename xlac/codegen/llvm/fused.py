"""Fusion instructions as single loop nests: the fused computation's ops compose as element
generators, so no intermediate value touches memory.

    fusion(x, b), kind=kLoop, calls={ e = exp(p0); ROOT a = add(e, broadcast(p1)) }
        -> for i, j: out[i, j] = exp(x[i, j]) + b[j]

  * kLoop: one loop nest over the output (outputs of one shape share it; a tuple root with
    several shapes gets one loop per shape).
  * kInput: a reduction root runs as one reduction loop with its input computed on the fly
    (emitters/reduce_fast.py when the reducer is a plain add/max/...).
  * kOutput: a dot or convolution runs through the GEMM kernel with its fused operands read
    while packing; the elementwise consumers then run in place over the product (or over a
    scratch copy when they do not read it element for element).
  * A root dynamic-update-slice writes only its window (the operand was copied, or is the
    same buffer when the update happens in place).

Each generator is memoized per (block, index): a value used twice in one iteration is
computed once. Anything without a generator (sort, scatter, custom calls...) makes the
fusion fall back to emitting its computation op by op.
"""

from __future__ import annotations

from typing import Any, Protocol

from llvmlite import ir

from xlac.codegen.llvm.context import GENERATORS, Generator
from xlac.codegen.llvm.fill import fill_many, work_per_element
from xlac.codegen.llvm.generators import dynamic_starts
from xlac.codegen.llvm.loops import (
    Index,
    IrArray,
    Stride,
    StridedArray,
    dense_strides,
    loop_nest,
    reshape_strides,
)
from xlac.codegen.llvm.types import const
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.literals import scalar_item
from xlac.hlo.shapes import ArrayShape, Layout, Shape, reshape_layout


class FunctionEmitter(Protocol):
    """What a fusion asks of the function emitter that emits it (ir_emitter.FunctionEmitter)."""

    ctx: Any

    def emit_computation(self, comp: Computation, params: list) -> Any: ...

    def elementwise_generator(self, instr: Instruction, gens: list[Generator]) -> Generator: ...

    def constant_tree(self, value: Any, shape: Shape, name: str) -> Any: ...

    def copy(self, src: Any, dst: Any) -> None: ...


_REDUCERS = opcodes.names(lambda op: op.reduction)
_HEAVY = opcodes.names(lambda op: op.cost == opcodes.HEAVY)


class Unsupported(Exception):
    """The fused computation holds an op without an element generator."""


def _elementwise(instr: Instruction) -> bool:
    info = opcodes.lookup(instr.opcode)
    return info is not None and info.is_elementwise


def memoize(gen: Generator) -> Generator:
    """The generator, computing each (block, index) once: later calls in the same block with
    the same index values reuse the first result."""
    cache: dict[tuple, tuple[ir.Value, Any]] = {}

    def memo(b: ir.IRBuilder, idx: Index) -> ir.Value:
        key = (id(b.block),) + tuple(id(v) for v in idx)
        hit = cache.get(key)
        if hit is not None:
            return hit[0]
        value = gen(b, idx)
        keep = (value, (list(idx), b.block))  # keep the keyed objects alive
        cache[key] = keep
        cache[(id(b.block),) + key[1:]] = keep
        return value

    return memo


class FusedGenerators:
    """Generators for the instructions of a fused computation, built on demand."""

    def __init__(self, em: FunctionEmitter, comp: Computation, operands: list):
        self.em, self.comp, self.operands = em, comp, operands
        self.gens: dict[Instruction, Any] = {}

    def supported(self, skip: Instruction | None = None) -> bool:
        """Does every instruction (but ``skip``) have a generator?"""
        for instr in self.comp.instructions:
            op = instr.opcode
            if instr is skip:
                continue
            if op == "parameter":
                if not isinstance(self.operands[instr.parameter_number], IrArray):
                    return False
            elif op == "tuple":
                if instr is not self.comp.root:
                    return False
            elif not (op in ("constant", "get-tuple-element") or op in GENERATORS or op in _REDUCERS
                      or _elementwise(instr)):
                return False
            elif op == "constant" and instr.shape.is_tuple:
                return False
            elif op in GENERATORS and instr.shape.is_tuple:
                return False
        return True

    def array_or_generator(self, instr: Instruction) -> Any:
        """An array when ``instr`` is a fused parameter or a view of one (kernels may read it
        in place, and the GEMM packs it with the module's shared code), else a generator."""
        view = self.view(instr)
        return view if view is not None else self.get(instr)

    def view(self, instr: Instruction) -> IrArray | None:
        """``instr``'s value as the very bytes of a fused parameter's buffer read in another
        shape or layout: the parameter; its transpose (dims and layout permuted); a reshape of
        a row-major array (row-major again); a bitcast (its own shape and layout); a copy (the
        same values); a slice, and reshapes and transposes of one, as a StridedArray (the
        query/key/value thirds of an attention projection). None for anything that computes."""
        op = instr.opcode
        if op == "parameter":
            arr = self.operands[instr.parameter_number]
            return arr if type(arr) is IrArray else None  # not a RowArray: its rows share one buffer
        if op not in ("transpose", "reshape", "bitcast", "copy", "slice") or instr.shape.is_tuple:
            return None
        base = self.view(instr.operands[0])
        if base is None or base.dtype != instr.shape.dtype:
            return None
        if op == "copy":
            return base
        if op == "slice" or isinstance(base, StridedArray):
            return _strided_view(instr, base)
        if op == "bitcast":
            return IrArray(base.ptr, instr.shape, base.key)
        if op == "reshape":
            m2m = reshape_layout(base.shape, instr.shape.dims)
            if m2m is None:
                return None
            return IrArray(base.ptr, ArrayShape(instr.shape.dtype, instr.shape.dims, Layout(m2m)), base.key)
        perm = list(instr.attrs["dimensions"])  # output dim i is operand dim perm[i]
        where = {d: i for i, d in enumerate(perm)}
        layout = Layout(tuple(where[d] for d in base.shape.minor_to_major))
        return IrArray(base.ptr, ArrayShape(instr.shape.dtype, instr.shape.dims, layout),
                       view_key(base, "transpose", tuple(perm)))

    def override(self, instr: Instruction, gen: Generator) -> None:
        self.gens[instr] = gen

    def get(self, instr: Instruction) -> Any:
        """A Generator (a multi-value generator for tuple-shaped reductions)."""
        gen = self.gens.get(instr)
        if gen is None:
            gen = self.gens[instr] = self._build(instr)
        return gen

    def _build(self, instr: Instruction) -> Any:
        em, ctx, op = self.em, self.em.ctx, instr.opcode
        if op == "parameter":
            arr = self.operands[instr.parameter_number]
            return lambda b, idx: arr.load(b, idx)
        if op == "constant":
            if instr.shape.num_elements == 1:
                value = const(instr.shape.dtype, scalar_item(instr.literal))
                return lambda b, idx: value
            arr = em.constant_tree(instr.literal, instr.shape, instr.name)
            return lambda b, idx: arr.load(b, idx)
        if op == "get-tuple-element":
            multi, k = self.get(instr.operands[0]), instr.attrs["index"]
            return lambda b, idx: multi(b, idx)[k]
        operand_gens = [self.get(o) for o in instr.operands]
        if op in _REDUCERS:
            from xlac.codegen.llvm.emitters.reduction import (
                reduce_generator,
                reduce_window_generator,
            )

            factory = reduce_generator if op == "reduce" else reduce_window_generator
            multi = memoize(factory(ctx, instr, operand_gens))
            return multi if instr.shape.is_tuple else (lambda b, idx: multi(b, idx)[0])
        if op in GENERATORS:
            return memoize(GENERATORS[op](ctx, instr, operand_gens))
        return memoize(em.elementwise_generator(instr, operand_gens))


def emit_fusion(em: FunctionEmitter, instr: Instruction, operands: list, out: Any,
                row: ir.Value | None = None) -> None:
    """Write the fusion's value into ``out`` (an IrArray or a tuple of them); with ``row``,
    only row ``row`` of dim 0 (row_groups.py checked that the fusion allows that)."""
    comp: Computation = instr.attrs["calls"]
    fg = FusedGenerators(em, comp, operands)
    if row is not None:
        if not _emit_reduce_root(em, fg, out, row):
            _emit_loops(em, fg, out, row)
    elif comp.root.opcode == "dynamic-update-slice" and isinstance(out, IrArray) and _dus_ok(fg):
        _emit_dus_root(em, fg, out)
    elif not fg.supported() or not _flat_output(comp):
        em.copy(em.emit_computation(comp, operands), out)
    elif not _emit_heavy(em, fg, out) and not _emit_reduce_root(em, fg, out):
        _emit_loops(em, fg, out)


def _emit_loops(em: FunctionEmitter, fg: FusedGenerators, out: Any, row: ir.Value | None = None) -> None:
    """One loop nest per distinct output shape, computing every root of that shape."""
    gens = _root_generators(fg)
    outs = list(out) if isinstance(out, tuple) else [out]
    work = _work(fg.comp)
    groups: dict[tuple, list[int]] = {}
    for k, o in enumerate(outs):
        groups.setdefault((o.shape.dims, o.shape.minor_to_major), []).append(k)
    for members in groups.values():
        chosen = [gens[k] for k in members]
        fill_many(em.ctx, [outs[k] for k in members], lambda b, idx, chosen=chosen: [g(b, idx) for g in chosen], work,
                  None if row is None else (0, row))


def _root_generators(fg: FusedGenerators) -> list[Generator]:
    """One generator per output leaf: a tuple's operands, or a variadic reduction's results."""
    root = fg.comp.root
    if root.opcode == "tuple":
        return [fg.get(o) for o in root.operands]
    if root.shape.is_tuple:
        multi = fg.get(root)
        return [(lambda b, idx, k=k: multi(b, idx)[k]) for k in range(len(root.shape.elements))]
    return [fg.get(root)]


def _flat_output(comp: Computation) -> bool:
    """Is the fused result one array, or a tuple of arrays (not nested)?"""
    root = comp.root
    if not root.shape.is_tuple:
        return True
    elements = root.shape.elements
    nested = any(e.is_tuple for e in elements)
    return not nested and (root.opcode == "tuple" or root.opcode in _REDUCERS)


def _work(comp: Computation) -> int:
    return 1 + sum(work_per_element(i) for i in comp.instructions if i.opcode in _REDUCERS | _HEAVY)


def _emit_reduce_root(em: FunctionEmitter, fg: FusedGenerators, out: Any, row: ir.Value | None = None) -> bool:
    """kInput: the root reduction with its input generated on the fly, by the fast kernel."""
    from xlac.codegen.llvm.emitters import reduce_fast

    root = fg.comp.root
    if root.opcode != "reduce" or not isinstance(out, IrArray):
        return False
    return reduce_fast.emit(em.ctx, root, [fg.get(o) for o in root.operands], out, row)


def _emit_heavy(em: FunctionEmitter, fg: FusedGenerators, out: Any) -> bool:
    """kOutput: the fusion's one dot/convolution through the GEMM kernel, its fused operands
    read while packing, then the consumers over its result."""
    from xlac.codegen.llvm.emitters import gemm

    heavy = [i for i in fg.comp.instructions if i.opcode in _HEAVY]
    if len(heavy) != 1 or not gemm.applicable(em.ctx, heavy[0]):
        return False
    dot = heavy[0]
    operand_gens = [fg.array_or_generator(o) for o in dot.operands]
    if dot is fg.comp.root:
        return gemm.emit(em.ctx, dot, operand_gens, out)
    target = _in_place_view(fg.comp, dot, out) or em.ctx.alloc(dot.shape)
    if not gemm.emit(em.ctx, dot, operand_gens, target):
        raise AssertionError("gemm.applicable and gemm.emit disagree")
    fg.override(dot, lambda b, idx: target.load(b, idx))
    _emit_loops(em, fg, out)
    return True


def _in_place_view(comp: Computation, dot: Instruction, out: Any) -> IrArray | None:
    """``out`` viewed as the dot's result when every consumer on the way to the root reads
    the product element for element (so the epilogue may overwrite it in place)."""
    if not isinstance(out, IrArray) or out.shape.dims != dot.shape.dims or out.dtype != dot.shape.dtype:
        return None
    users = comp.users()
    frontier, seen = [dot], set()
    while frontier:
        node = frontier.pop()
        for u in users.get(node, []):
            if u in seen:
                continue
            if not _elementwise(u) or u.shape.dims != dot.shape.dims:
                return None
            seen.add(u)
            frontier.append(u)
    return out


def _dus_ok(fg: FusedGenerators) -> bool:
    root = fg.comp.root
    target = root.operands[0]
    if target.opcode != "parameter":
        return False
    return fg.supported(skip=root) and isinstance(fg.operands[target.parameter_number], IrArray)


def _emit_dus_root(em: FunctionEmitter, fg: FusedGenerators, out: IrArray) -> None:
    """out = operand (unless it already is), then out[start + u] = update(u). When the fused
    computation reads the operand elsewhere too, the window is computed into scratch first,
    so no element is read after it was overwritten."""
    root = fg.comp.root
    param = root.operands[0]
    src = fg.operands[param.parameter_number]
    update = root.operands[1]
    em.copy(src, out)
    update_gen = fg.get(update)
    reads_target = len(fg.comp.users().get(param, [])) > 1 or any(o is param for o in root.operands[1:])
    ctx = em.ctx
    if reads_target and src.same_memory(out):
        staged = ctx.alloc(update.shape)
        fill_many(ctx, [staged], lambda b, idx: [update_gen(b, idx)])
        update_gen = lambda b, idx: staged.load(b, idx)  # noqa: E731
    b = ctx.builder
    starts = root.operands[2:]
    origin = dynamic_starts(b, [fg.get(s) for s in starts], [s.shape for s in starts],
                            out.shape.dims, update.shape.dims)
    order = list(reversed(update.shape.minor_to_major))
    with loop_nest(b, update.shape.dims, "u", order) as u:
        out.store(b, update_gen(b, u), [b.add(s, i) for s, i in zip(origin, u)])


def _strided_view(instr: Instruction, base: IrArray) -> StridedArray | None:
    """A slice, transpose, reshape or copy of ``base`` read in place through strides."""
    strides: list[Stride] = list(base.strides) if isinstance(base, StridedArray) else list(dense_strides(base.shape))
    offset = base.offset if isinstance(base, StridedArray) else 0
    shape = ArrayShape(instr.shape.dtype, instr.shape.dims)
    op = instr.opcode
    if op == "slice":
        ranges = instr.attrs["slice"].ranges  # (start, limit, step) per dim
        if any(not isinstance(k, int) and (r[0], r[2], r[1]) != (0, 1, n)
               for k, r, n in zip(strides, ranges, base.shape.dims)):
            return None  # a dim of several steps is taken whole or not at all
        offset += sum(r[0] * k for r, k in zip(ranges, strides) if isinstance(k, int))
        strides = [k * r[2] if isinstance(k, int) else k for k, r in zip(strides, ranges)]
    elif op == "transpose":
        strides = [strides[d] for d in instr.attrs["dimensions"]]
    elif op == "reshape":
        new = reshape_strides(base.shape.dims, strides, instr.shape.dims)
        if new is None:
            return None
        strides = new
    elif op != "copy":  # a bitcast reinterprets a dense layout
        return None
    return StridedArray(base.ptr, shape, strides, offset, view_key(base, "strided", tuple(strides), offset, shape.dims))


def view_key(base: IrArray, *how: object) -> object:
    """The memory key of a view that reads ``base``'s bytes in another order: its own (equal
    for equal views), so ``same_memory`` never calls a transposed or sliced view of a buffer
    the buffer itself, where a copy between them would be skipped. A bitcast or an
    order-keeping reshape reads the same bytes in the same order and keeps the base's key."""
    return None if base.key is None else (base.key, *how)
