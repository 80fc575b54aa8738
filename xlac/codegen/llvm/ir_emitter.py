"""Instruction emission: every instruction of a computation, in order, into LLVM IR (the entry
function around it is entry.py's; structural and control-flow ops are structural.py's).

Memory: where the optimizer's buffer assignment (xlac/passes/buffer_assignment.py) is
available, every instruction writes its leaves where it says (temp slices reused across live
ranges, results computed straight into the result buffers, in-place dynamic-update-slices and
loop state); otherwise each instruction gets a fresh slice of ``temp``. Anything emitted
outside the assignment (fused computations that must be materialized, kernel scratch) goes
after the assigned part.

Code: each instruction is emitted by the fastest kernel that applies (emitters/gemm.py for dots
and convolutions, emitters/reduce_fast.py for reductions, fused.py for fusions), else by its
element generator (one loop nest over the output) or its whole-op emitter. Each such
instruction becomes a small ``noinline`` function of its own (outline.py), which keeps LLVM's
optimizer time linear in the module size; large loops run on the runtime's threads when the
module is compiled with threads. Called computations are emitted inline: scalar ones
(reducers, comparators) as straight-line code, the rest (while bodies, branches, calls) as
code with buffers of their own.
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir

from xlac.codegen.llvm import row_groups
from xlac.codegen.llvm.context import EMITTERS, GENERATORS, EmitContext, Generator
from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.elemental import ElementalEmitter
from xlac.codegen.llvm.fill import CHUNK_WORK, fill_many, work_per_element
from xlac.codegen.llvm.fused import emit_fusion
from xlac.codegen.llvm.loops import IrArray, RowArray, for_range, loop_nest
from xlac.codegen.llvm.outline import emit_outlined, parallel_for, register_pointer
from xlac.codegen.llvm.profile import Profiler
from xlac.codegen.llvm.structural import TOKEN, StructuralOps, Tree, sanitize
from xlac.codegen.llvm.types import I8, I64, PTR, const, storage_type
from xlac.errors import XlacError, error_context
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import scalar_item
from xlac.hlo.shapes import Shape

# Instructions whose value is (part of) another value's memory: nothing to write.
_ALIAS_OPS = opcodes.names(lambda op: op.aliases or not op.computed)
# Emitters that return from the entry function (a failed custom call): never outlined.
_NOT_OUTLINED = frozenset({"custom-call"})


def array_generator(arr: IrArray) -> Generator:
    return lambda b, idx: arr.load(b, idx)


class FunctionEmitter(StructuralOps):
    """Emits the entry function of ``module`` into ``llmodule`` for the machine ``target``
    describes (threads, SIMD width, FP environment...)."""

    profiler: Profiler | None = None  # set by an entry emitter that counts time (target.profile)

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, entry_name: str,
                 target: TargetDescription | None = None):
        self.module = module
        self.llmodule = llmodule
        self.elemental = elemental
        self.entry_name = entry_name
        self.target = target or TargetDescription()
        self.big_endian = self.target.big_endian
        self.ctx: EmitContext | None = None
        self.buffers: Any = None  # BufferAssignment, when available
        self.result_ptrs: list[ir.Value] = []

    # ---- where values live ---------------------------------------------------------------
    def dest(self, instr: Instruction) -> Tree:
        """The buffers ``instr`` writes its leaves to."""
        return self._dest(instr, instr.shape, ())

    def _dest(self, instr: Instruction, shape: Shape, index: tuple[int, ...]) -> Tree:
        if shape.is_tuple:
            return tuple(self._dest(instr, s, index + (k,)) for k, s in enumerate(shape.elements))
        ctx = self.ctx
        buf = self.buffers.buffer(instr, index) if self.buffers is not None and shape.dtype.is_array else None
        if buf is None or buf.allocation.kind not in ("temp", "result", "in-result"):
            arr = ctx.alloc(shape)
            arr.key = ("fresh", id(arr))
        elif buf.allocation.kind == "result":
            arr = IrArray(self.result_ptrs[buf.allocation.index], shape, ("result", buf.allocation.index))
        elif buf.allocation.kind == "in-result":  # a temporary in a result's memory before it is written
            a = buf.allocation
            ptr = ctx.builder.gep(self.result_ptrs[a.index], [I64(a.offset)], inbounds=True, source_etype=I8)
            arr = IrArray(ptr, shape, ("in-result", a.index, a.offset))
        else:
            ptr = ctx.builder.gep(ctx.temp, [I64(buf.allocation.offset)], inbounds=True, source_etype=I8)
            arr = IrArray(ptr, shape, ("temp", buf.allocation.offset))
        register_pointer(ctx, arr.ptr, arr.key)
        return arr

    def settle(self, instr: Instruction, value: Tree) -> Tree:
        """With a buffer assignment, a value must live in its instruction's buffers (its
        operands' memory may be reused once it is read): copy what is elsewhere."""
        if self.buffers is None or instr.opcode in _ALIAS_OPS:
            return value
        target = self.dest(instr)
        self.copy(value, target)
        return target

    # ---- computations --------------------------------------------------------------------
    def emit_computation(self, comp: Computation, params: list[Tree]) -> Tree:
        params = self._bind_parameters(comp, params)
        groups = row_groups.plan(comp) if self.target.row_groups else {}
        deferred = {m for members in groups.values() for m in members[:-1]}
        users = comp.users() if groups else {}
        values: dict[Instruction, Tree] = {}
        profiler = self.profiler if comp is self.module.entry else None
        for instr in comp.instructions:
            if instr.opcode == "parameter":
                values[instr] = params[instr.parameter_number]
                continue
            if instr in deferred:
                continue
            with error_context(instr):
                start = profiler.now(self.ctx.builder) if profiler is not None else None
                if instr in groups:
                    self._emit_row_group(groups[instr], values, users)
                    if profiler is not None:
                        profiler.group(groups[instr])
                else:
                    values[instr] = self.emit_instruction(instr, [values[o] for o in instr.operands])
                if profiler is not None and start is not None:
                    profiler.charge(self.ctx.builder, instr, start)
        return values[comp.root]

    def _emit_row_group(self, members: list[Instruction], values: dict[Instruction, Tree],
                        users: dict[Instruction, list[Instruction]]) -> None:
        """The members (row_groups.py) one row at a time, rows shared among threads, in
        one function; each writes the buffer the buffer assignment planned for the group (it
        knows the members run together), except that a member only later members read keeps
        just the current row, in a stack buffer of its thread."""
        rows = next(iter(members[0].shape.leaves())).dims[0]
        local = row_groups.local_members(members, users)
        outs: list[Tree] = [None if m in local else self.dest(m) for m in members]
        for m, out in zip(members, outs):
            if out is not None:
                values[m] = out
        per_row = sum(max(1, o.shape.num_elements // rows) for m in members for o in m.operands
                      if (isinstance(values.get(o), IrArray) or o in local) and o.shape.rank) or 1
        ctx = self.ctx

        def chunk(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
            for m in [m for m in members if m in local]:  # in order, unnamed: repeated layers'
                values[m] = _row_buffers(ctx, m.shape, rows)      # kernels stay identical (merged)
            with for_range(b, end, "row", start=begin) as r:
                for m in members:
                    with error_context(m):
                        self.emit_into(m, [values[o] for o in m.operands], values[m], row=r)

        name = "rows." + sanitize(members[-1].name)
        emit_outlined(ctx, name, lambda: parallel_for(ctx, rows, max(1, CHUNK_WORK // per_row), chunk),
                      hot=rows * per_row >= ctx.target.hot_elements)

    def _bind_parameters(self, comp: Computation, args: list[Tree]) -> list[Tree]:
        """A called computation's parameters, where the buffer assignment gave them memory of
        their own (a computation with several call sites): the arguments copied in."""
        if self.buffers is None or comp is self.module.entry:
            return args
        bound = list(args)
        for p in comp.parameters:
            k = p.parameter_number
            if any(self.buffers.buffer(p, idx) is not None for idx in _leaf_indices(p.shape)):
                target = self.dest(p)
                self.copy(args[k], target)
                bound[k] = target
        return bound

    def emit_instruction(self, instr: Instruction, operands: list[Tree]) -> Tree:
        name = instr.opcode
        info = opcodes.lookup(name)
        if info is not None and info.name != name and info.name.startswith("async-"):
            name = info.name  # `reduce-scatter-start(x)` sugar: an async op wrapping reduce-scatter
        handler = getattr(self, "_op_" + name.replace("-", "_"), None)
        if handler is not None:
            return self.settle(instr, handler(instr, operands))
        out = self.dest(instr)
        body = lambda: self.emit_into(instr, operands, out)  # noqa: E731
        if self.target.outline and instr.opcode not in _NOT_OUTLINED:
            emit_outlined(self.ctx, "op." + sanitize(instr.name), body,
                          hot=_elements(instr) >= self.target.hot_elements)
        else:
            body()
        return out

    def emit_into(self, instr: Instruction, operands: list[Tree], out: Tree, row: ir.Value | None = None) -> None:
        """Write ``instr``'s value into ``out`` with the best kernel that applies; with
        ``row``, only its row ``row`` of dim 0 (a row group member)."""
        from xlac.codegen.llvm.emitters import gemm, reduce_fast

        ctx, op = self.ctx, instr.opcode
        if row is not None:
            self._emit_row(instr, operands, out, row)
        elif op == "fusion":
            emit_fusion(self, instr, operands, out)
        elif op == "dynamic-update-slice" and isinstance(out, IrArray) and operands[0].same_memory(out):
            self._dus_in_place(instr, operands, out)
        elif gemm.emit(ctx, instr, operands, out):
            pass
        elif reduce_fast.emit(ctx, instr, [array_generator(o) for o in operands], out):
            pass
        elif op in GENERATORS and isinstance(out, IrArray):
            gen = GENERATORS[op](ctx, instr, [self.generator_of(o) for o in operands])
            self.fill(out, gen, work_per_element(instr))
        elif op in EMITTERS:
            EMITTERS[op](ctx, instr, operands, out)
        elif op == "copy" and not isinstance(out, IrArray):  # of a tuple: leaf by leaf (-O0 keeps it)
            self.copy_all(operands[0], out)
        elif (info := opcodes.lookup(op)) is not None and info.is_elementwise:
            self.fill(out, self.elementwise_generator(instr, [self.generator_of(o) for o in operands]))
        else:
            raise XlacError(f"the compiled targets cannot compile '{op}' yet")

    def _emit_row(self, instr: Instruction, operands: list[Tree], out: Tree, row: ir.Value) -> None:
        from xlac.codegen.llvm.emitters import reduce_fast

        ctx, op = self.ctx, instr.opcode
        pin = (0, row)
        if op == "fusion":
            emit_fusion(self, instr, operands, out, row)
        elif op == "reduce" and reduce_fast.emit(ctx, instr, [array_generator(o) for o in operands], out, row):
            pass
        elif op in GENERATORS:
            gen = GENERATORS[op](ctx, instr, [self.generator_of(o) for o in operands])
            fill_many(ctx, [out], lambda b, idx: [gen(b, idx)], work_per_element(instr), pin)
        elif op in EMITTERS:  # the variadic/general reduce: one output element at a time
            from xlac.codegen.llvm.emitters.reduction import reduce_generator

            multi = reduce_generator(ctx, instr, [array_generator(o) for o in operands])
            fill_many(ctx, list(_leaves(out)), multi, work_per_element(instr), pin)
        else:
            gen = self.elementwise_generator(instr, [self.generator_of(o) for o in operands])
            fill_many(ctx, [out], lambda b, idx: [gen(b, idx)], 1, pin)

    def generator_of(self, value: Tree) -> Generator:
        if isinstance(value, IrArray):
            return array_generator(value)
        return lambda b, idx: (_ for _ in ()).throw(XlacError("a tuple operand has no elements"))

    def elementwise_generator(self, instr: Instruction, gens: list[Generator]) -> Generator:
        in_dtypes = [o.shape.dtype for o in instr.operands]
        out_dtype = instr.shape.dtype
        # clamp's bounds may be scalars for an array operand (XLA's implicit broadcast): read
        # them at the scalar index, not at the element's
        gens = [(lambda b, idx, g=g: g(b, ())) if not o.shape.is_tuple and o.shape.rank == 0
                and instr.shape.rank > 0 else g for g, o in zip(gens, instr.operands)]

        def gen(b: ir.IRBuilder, idx):
            args = [g(b, idx) for g in gens]
            return self.elemental.emit_op(b, instr.opcode, in_dtypes, out_dtype, args, instr.attrs)

        return gen

    def fill(self, out: IrArray, gen: Generator, work: int = 1) -> None:
        """out[i] = gen(i) for every i, in physical order, split across threads when large."""
        from xlac.codegen.llvm.fill import fill_many

        fill_many(self.ctx, [out], lambda b, idx: [gen(b, idx)], work)

    def copy(self, src: Tree, dst: Tree) -> None:
        """dst = src leaf by leaf; leaves already in the same memory are skipped."""
        if isinstance(src, tuple):
            for s, d in zip(src, dst):
                self.copy(s, d)
            return
        if src is TOKEN or dst is TOKEN or not isinstance(src, IrArray) or src.same_memory(dst):
            return
        if src.shape.minor_to_major == dst.shape.minor_to_major and src.dtype == dst.dtype:
            _memcpy(self.llmodule, self.ctx.builder, dst.ptr, src.ptr, src.shape.byte_size)
            return
        self.fill(dst, array_generator(src))

    def copy_all(self, src: Tree, dst: Tree) -> None:
        """dst = src where a leaf of dst may be a leaf of src (a loop state update): staged
        through scratch when one copy would overwrite what another still has to read."""
        pairs = [(s, d) for s, d in zip(_leaves(src), _leaves(dst))
                 if isinstance(s, IrArray) and isinstance(d, IrArray) and not s.same_memory(d)]
        if any(s.same_memory(d) for s, _ in pairs for _, d in pairs):
            staged = [self.ctx.alloc(s.shape) for s, _ in pairs]
            for (s, _), t in zip(pairs, staged):
                self.copy(s, t)
            pairs = [(t, d) for t, (_, d) in zip(staged, pairs)]
        for s, d in pairs:
            self.copy(s, d)

    def _dus_in_place(self, instr: Instruction, operands: list[Tree], out: IrArray) -> None:
        """dynamic-update-slice into its operand's own buffer: only the window is written."""
        from xlac.codegen.llvm.emitters.common import physical_order
        from xlac.codegen.llvm.generators import dynamic_starts

        _, update, *starts = operands
        b = self.ctx.builder
        origin = dynamic_starts(b, [array_generator(s) for s in starts], [s.shape for s in starts],
                                out.shape.dims, update.shape.dims)
        with loop_nest(b, update.shape.dims, "u", physical_order(update.shape)) as u:
            out.store(b, update.load(b, u), [b.add(s, i) for s, i in zip(origin, u)])

    # ---- scalar computations -------------------------------------------------------------
    def emit_scalar_computation(self, comp: Computation, args: list[ir.Value]) -> list[ir.Value]:
        """Straight-line code for a computation over scalars; returns the root's leaves."""
        b = self.ctx.builder
        env: dict[Instruction, Any] = {}
        for instr in comp.instructions:
            op = instr.opcode
            with error_context(instr):
                if op == "parameter":
                    env[instr] = args[instr.parameter_number] if not instr.shape.is_tuple else \
                        tuple(args[instr.parameter_number])
                elif op == "constant":
                    if instr.shape.is_tuple or instr.shape.rank:
                        raise XlacError("non-scalar constant in a scalar computation")
                    env[instr] = const(instr.shape.dtype, scalar_item(instr.literal))
                elif op == "tuple":
                    env[instr] = tuple(env[o] for o in instr.operands)
                elif op == "get-tuple-element":
                    env[instr] = env[instr.operands[0]][instr.attrs["index"]]
                elif op in ("broadcast", "reshape", "copy", "bitcast") and not instr.shape.is_tuple \
                        and instr.shape.num_elements == 1:
                    value, src = env[instr.operands[0]], instr.operands[0].shape.dtype
                    if src != instr.shape.dtype:  # a bitcast to another type of the same width (XLA's
                        # sort comparators: f32 read as s32 for a total order)
                        value = _generators.bits_value(b, _generators.value_bits(b, value, src), instr.shape.dtype)
                    env[instr] = value
                elif op in ("call", "fusion"):
                    callee = instr.attrs.get("to_apply") or instr.attrs["calls"]
                    out = self.emit_scalar_computation(callee, [env[o] for o in instr.operands])
                    env[instr] = tuple(out) if callee.root.shape.is_tuple else out[0]
                elif (info := opcodes.lookup(op)) is not None and info.is_elementwise:
                    env[instr] = self.elemental.emit_op(b, op, [o.shape.dtype for o in instr.operands],
                                                        instr.shape.dtype, [env[o] for o in instr.operands],
                                                        instr.attrs)
                else:
                    raise XlacError(f"'{op}' inside a scalar computation is not supported by compiled code")
        root = env[comp.root]
        return list(_flat_values(root))



def _elements(instr: Instruction) -> int:
    """Elements an instruction reads and writes (what decides whether its kernel is worth a
    version per ISA level: TargetDescription.hot_elements)."""
    leaves = [leaf for v in (instr, *instr.operands) for leaf in v.shape.leaves()]
    return sum(leaf.num_elements for leaf in leaves if leaf.dtype.is_array)


def _row_buffers(ctx: Any, shape: Shape, rows: int) -> Tree:
    """One row of each leaf of ``shape``, on the stack of the function being emitted."""
    from xlac.codegen.llvm.emitters.common import stack_slot  # (emitters import this module)

    if shape.is_tuple:
        return tuple(_row_buffers(ctx, s, rows) for s in shape.elements)
    slot = stack_slot(ctx, ir.ArrayType(storage_type(shape.dtype), max(1, shape.num_elements // rows)), "row")
    slot.align = 64
    slot.type = PTR  # opaque, as the other buffers' pointers (llvmlite types allocas)
    return RowArray(slot, shape)


def _leaf_indices(shape: Shape, prefix: tuple[int, ...] = ()):
    if shape.is_tuple:
        for k, s in enumerate(shape.elements):
            yield from _leaf_indices(s, prefix + (k,))
    else:
        yield prefix


def _leaves(tree: Tree):
    if isinstance(tree, tuple):
        for t in tree:
            yield from _leaves(t)
    else:
        yield tree


def _flat_values(v):
    if isinstance(v, tuple):
        for x in v:
            yield from _flat_values(x)
    else:
        yield v


def _memcpy(llmodule: ir.Module, b: ir.IRBuilder, dst: ir.Value, src: ir.Value, nbytes: int) -> None:
    name = "llvm.memcpy.p0.p0.i64"
    fn = llmodule.globals.get(name)
    if fn is None:
        fn = ir.Function(llmodule, ir.FunctionType(ir.VoidType(), [PTR, PTR, I64, ir.IntType(1)]), name)
    b.call(fn, [dst, src, I64(nbytes), ir.IntType(1)(0)])


def lowers(opcode: str, elemental: type[ElementalEmitter]) -> bool:
    """Whether the shared emitters lower ``opcode`` (elementwise ops with ``elemental``'s scalar
    ops): what ``emit_instruction`` and ``emit_into`` dispatch on."""
    info = opcodes.lookup(opcode)
    if info is None:
        return False
    if info.is_elementwise:
        return elemental.implements(opcode)
    return (opcode in GENERATORS or opcode in EMITTERS or opcode in ("fusion", "parameter")
            or hasattr(FunctionEmitter, "_op_" + opcode.replace("-", "_")))


# Op implementations register themselves in GENERATORS / EMITTERS on import.
from xlac.codegen.llvm import emitters as _emitters  # noqa: E402,F401
from xlac.codegen.llvm import generators as _generators  # noqa: E402,F401
