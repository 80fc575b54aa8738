"""HLO module -> one LLVM function, the entry point of the compiled-code ABI.

    int32_t ENTRY(void *const *params, void *const *results, void *temp);

``params[i]`` is parameter i's dense buffer in its shape's layout, ``results[j]`` the j-th leaf
of the result (tuples flattened depth-first), ``temp`` caller-provided scratch of at least the
size the compiler reports. Returns 0, or a non-zero status when a custom call fails.

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

from typing import Any, Callable

import numpy as np
from llvmlite import ir

from ...errors import XlacError, error_context
from ...hlo import opcodes
from ...hlo.ir import Computation, Instruction, Module
from ...hlo.literals import is_elided
from ...hlo.shapes import ArrayShape, Shape
from .context import EMITTERS, GENERATORS, EmitContext, Generator
from .loops import IrArray, loop_nest
from . import row_groups
from .fill import CHUNK_WORK, fill_many
from .loops import for_range
from .outline import emit_outlined, parallel_for, register_pointer
from .scratch import finish as finish_scratch
from .types import I8, I32, I64, PTR, const

TOKEN = object()  # value of token-typed instructions

Tree = Any  # IrArray | tuple[Tree, ...] | TOKEN

# Instructions whose value is (part of) another value's memory: nothing to write.
_ALIAS_OPS = frozenset({"get-tuple-element", "tuple", "bitcast", "opt-barrier", "domain", "add-dependency",
                        "parameter", "constant", "after-all"})
# Emitters that return from the entry function (a failed custom call): never outlined.
_NOT_OUTLINED = frozenset({"custom-call"})


def array_generator(arr: IrArray) -> Generator:
    return lambda b, idx: arr.load(b, idx)


class FunctionEmitter:
    """Emits the entry function of ``module`` into ``llmodule``.

    ``extra`` goes to ``EmitContext.extra``; the keys the shared emitters read are
    ``threads`` (threads the code may use, 1 = none), ``vector_bits`` and ``vector_regs`` (the
    target's SIMD registers), ``outline`` (one function per instruction, default on) and
    ``buffer_assignment`` (False to use fresh temp slices)."""

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, entry_name: str,
                 big_endian: bool = False, extra: dict[str, Any] | None = None):
        self.module = module
        self.llmodule = llmodule
        self.elemental = elemental
        self.entry_name = entry_name
        self.big_endian = big_endian
        self.extra = dict(extra or {})
        self.ctx: EmitContext | None = None
        self.buffers: Any = None  # BufferAssignment, when available
        self.result_ptrs: list[ir.Value] = []

    # ---- entry ---------------------------------------------------------------------------
    def emit(self) -> tuple[ir.Function, int]:
        """Emit the entry function; returns it and the temp size in bytes.

        With ``extra["fp_env"]`` (an object with ``enter(module, builder) -> saved`` and
        ``leave(module, builder, saved)``, e.g. setting FTZ/DAZ), the code runs in a ``noinline``
        function of its own and the entry symbol is a wrapper that sets the environment, calls
        it and restores the caller's (early returns included)."""
        fp_env = self.extra.get("fp_env")
        fnty = ir.FunctionType(I32, [PTR, PTR, PTR])
        fn = ir.Function(self.llmodule, fnty, self.entry_name + ".impl" if fp_env else self.entry_name)
        params_arg, results_arg, temp_arg = fn.args
        params_arg.name, results_arg.name, temp_arg.name = "params", "results", "temp"
        for a in (params_arg, results_arg, temp_arg):
            a.add_attribute("noalias")
        fn.attributes.add("nounwind")
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        status = b.alloca(I32, name="status")
        b.store(I32(0), status)
        self.ctx = EmitContext(self.llmodule, fn, b, temp_arg, self.elemental, self.big_endian,
                               scalar_computation=self.emit_scalar_computation, status=status,
                               extra=self.extra)
        self.elemental.bind(self.ctx)
        register_pointer(self.ctx, temp_arg, ("temp base",))
        entry = self.module.entry
        assert entry is not None
        self.buffers = self._assign_buffers()
        if self.buffers is not None:
            self.ctx.temp_size = self.buffers.temp_size
        result_shapes = list(entry.root.shape.leaves())
        self.result_ptrs = [b.load(b.gep(results_arg, [I64(j)], inbounds=True, source_etype=PTR), typ=PTR,
                                   name=f"result.{j}") for j in range(len(result_shapes))]
        for j, ptr in enumerate(self.result_ptrs):
            register_pointer(self.ctx, ptr, ("result", j))
        params = [self._parameter(b, params_arg, k, p) for k, p in enumerate(entry.parameters)]
        root = self.emit_computation(entry, params)
        for j, (leaf, shape) in enumerate(zip(_leaves(root), result_shapes)):
            if leaf is not TOKEN:
                self.copy(leaf, IrArray(self.result_ptrs[j], shape, ("result", j)))
        b = self.ctx.builder
        b.ret(b.load(status, typ=I32))
        finish_scratch(self.ctx)
        if fp_env is not None:
            fn = _wrap_with_environment(self.llmodule, fn, self.entry_name, fp_env)
        return fn, self.ctx.temp_size

    def _parameter(self, b: ir.IRBuilder, params_arg: ir.Value, k: int, p: Instruction) -> IrArray:
        if p.shape.is_tuple:
            raise XlacError("tuple-shaped entry parameters are not supported by compiled code; "
                            "pass the leaves as separate parameters", p.loc)
        slot = b.gep(params_arg, [I64(k)], inbounds=True, source_etype=PTR)
        ptr = b.load(slot, typ=PTR, name=f"param.{p.name}")
        register_pointer(self.ctx, ptr, ("param", k))
        return IrArray(ptr, p.shape, ("param", k))

    def _assign_buffers(self) -> Any:
        """The optimizer's buffer assignment, or None (not available, switched off, or failed:
        fresh temp slices are always correct)."""
        if self.extra.get("buffer_assignment") is False:
            return None
        try:
            from ...passes.buffer_assignment import assign_buffers
        except ImportError:
            return None
        try:
            return assign_buffers(self.module)
        except Exception:  # noqa: BLE001 - an analysis bug must not break compilation
            return None

    # ---- where values live ---------------------------------------------------------------
    def dest(self, instr: Instruction) -> Tree:
        """The buffers ``instr`` writes its leaves to."""
        return self._dest(instr, instr.shape, ())

    def _dest(self, instr: Instruction, shape: Shape, index: tuple[int, ...]) -> Tree:
        if shape.is_tuple:
            return tuple(self._dest(instr, s, index + (k,)) for k, s in enumerate(shape.elements))
        ctx = self.ctx
        buf = self.buffers.buffer(instr, index) if self.buffers is not None and shape.dtype.is_array else None
        if buf is None or buf.allocation.kind not in ("temp", "result"):
            arr = ctx.alloc(shape)
            arr.key = ("fresh", id(arr))
        elif buf.allocation.kind == "result":
            arr = IrArray(self.result_ptrs[buf.allocation.index], shape, ("result", buf.allocation.index))
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
        groups = row_groups.plan(comp) if self.extra.get("row_groups", True) else {}
        deferred = {m for members in groups.values() for m in members[:-1]}
        values: dict[Instruction, Tree] = {}
        for instr in comp.instructions:
            if instr.opcode == "parameter":
                values[instr] = params[instr.parameter_number]
                continue
            if instr in deferred:
                continue
            with error_context(instr):
                if instr in groups:
                    self._emit_row_group(groups[instr], values)
                else:
                    values[instr] = self.emit_instruction(instr, [values[o] for o in instr.operands])
        return values[comp.root]

    def _emit_row_group(self, members: list[Instruction], values: dict[Instruction, Tree]) -> None:
        """The members (row_groups.py) one row at a time, rows shared among threads, in one
        function; each writes a fresh buffer or its result buffer."""
        outs = [_map_leaves(self.dest(m), self._fresh_unless_result) for m in members]
        for m, out in zip(members, outs):
            values[m] = out
        rows = next(iter(members[0].shape.leaves())).dims[0]
        per_row = sum(max(1, o.shape.num_elements // rows) for m in members for o in m.operands
                      if isinstance(values.get(o), IrArray) and o.shape.rank) or 1
        ctx = self.ctx

        def chunk(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
            with for_range(b, end, "row", start=begin) as r:
                for m, out in zip(members, outs):
                    with error_context(m):
                        self.emit_into(m, [values[o] for o in m.operands], out, row=r)

        name = "rows." + _sanitize(members[-1].name)
        emit_outlined(ctx, name, lambda: parallel_for(ctx, rows, max(1, CHUNK_WORK // per_row), chunk))

    def _fresh_unless_result(self, arr: IrArray) -> IrArray:
        if isinstance(arr.key, tuple) and arr.key[0] == "result":
            return arr
        fresh = self.ctx.alloc(arr.shape)
        fresh.key = ("fresh", id(fresh))
        register_pointer(self.ctx, fresh.ptr, fresh.key)
        return fresh

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
        handler = getattr(self, "_op_" + instr.opcode.replace("-", "_"), None)
        if handler is not None:
            return self.settle(instr, handler(instr, operands))
        out = self.dest(instr)
        body = lambda: self.emit_into(instr, operands, out)  # noqa: E731
        if self.extra.get("outline", True) and instr.opcode not in _NOT_OUTLINED:
            emit_outlined(self.ctx, "op." + _sanitize(instr.name), body)
        else:
            body()
        return out

    def emit_into(self, instr: Instruction, operands: list[Tree], out: Tree, row: ir.Value | None = None) -> None:
        """Write ``instr``'s value into ``out`` with the best kernel that applies; with
        ``row``, only its row ``row`` of dim 0 (a row group member)."""
        from .emitters import gemm, reduce_fast
        from .fused import emit_fusion

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
        elif (info := opcodes.lookup(op)) is not None and info.is_elementwise:
            self.fill(out, self.elementwise_generator(instr, [self.generator_of(o) for o in operands]))
        else:
            raise XlacError(f"the compiled targets cannot compile '{op}' yet")

    def _emit_row(self, instr: Instruction, operands: list[Tree], out: Tree, row: ir.Value) -> None:
        from .emitters import reduce_fast
        from .fused import emit_fusion

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
            from .emitters.reduction import reduce_generator

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
        from .fill import fill_many

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
        from .generators import dynamic_starts
        from .emitters.common import physical_order

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
                    env[instr] = const(instr.shape.dtype, np.asarray(instr.literal).item())
                elif op == "tuple":
                    env[instr] = tuple(env[o] for o in instr.operands)
                elif op == "get-tuple-element":
                    env[instr] = env[instr.operands[0]][instr.attrs["index"]]
                elif op in ("broadcast", "reshape", "copy", "bitcast") and not instr.shape.is_tuple \
                        and instr.shape.num_elements == 1:
                    env[instr] = env[instr.operands[0]]
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

    # ---- structural and control-flow ops -------------------------------------------------
    def _op_constant(self, instr: Instruction, operands: list) -> Tree:
        return self.constant_tree(instr.literal, instr.shape, instr.name)

    def constant_tree(self, value: Any, shape: Shape, name: str) -> Tree:
        if shape.is_tuple:
            return tuple(self.constant_tree(v, s, name) for v, s in zip(value, shape.elements))
        if is_elided(value):  # an elided constant's lazy zeros: zero-initialized (.bss), never built
            ty = ir.ArrayType(I8, max(shape.byte_size, 1))
            gv = ir.GlobalVariable(self.llmodule, ty, self.ctx.unique("const." + _sanitize(name)))
            gv.linkage = "private"
            gv.align = 64
            gv.initializer = ir.Constant(ty, None)
            return IrArray(gv, shape, ("constant", gv.name))
        data = physical_bytes(np.asarray(value), shape, self.big_endian)
        ty = ir.ArrayType(I8, max(len(data), 1))
        gv = ir.GlobalVariable(self.llmodule, ty, self.ctx.unique("const." + _sanitize(name)))
        gv.global_constant = True
        gv.linkage = "private"
        gv.align = 64
        gv.initializer = ir.Constant(ty, bytearray(data or b"\0"))
        return IrArray(gv, shape, ("constant", gv.name))

    def _op_tuple(self, instr: Instruction, operands: list) -> Tree:
        return tuple(operands)

    def _op_get_tuple_element(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][instr.attrs["index"]]

    def _op_bitcast(self, instr: Instruction, operands: list) -> Tree:
        """The operand's bytes read in the new shape (same element width: a view, no copy)."""
        src = operands[0]
        from .generators import bit_width

        if isinstance(src, IrArray) and bit_width(src.dtype) == bit_width(instr.shape.dtype) \
                and src.shape.num_elements == instr.shape.num_elements:
            return src.view(instr.shape)
        raise XlacError("bitcast between element types of different widths is not supported")

    def _identity(self, instr: Instruction, operands: list) -> Tree:
        return operands[0]

    _op_opt_barrier = _identity
    _op_domain = _identity
    _op_add_dependency = _identity

    def _op_after_all(self, instr: Instruction, operands: list) -> Tree:
        return TOKEN

    def _op_call(self, instr: Instruction, operands: list) -> Tree:
        return self.emit_computation(instr.attrs["to_apply"], operands)

    def _op_while(self, instr: Instruction, operands: list) -> Tree:
        ctx = self.ctx
        state = self.dest(instr)
        self.copy(operands[0], state)
        b = ctx.builder
        header = b.append_basic_block(ctx.unique("while.cond"))
        body = b.append_basic_block(ctx.unique("while.body"))
        done = b.append_basic_block(ctx.unique("while.done"))
        b.branch(header)
        b.position_at_end(header)
        pred = self.emit_computation(instr.attrs["condition"], [state])
        b = ctx.builder
        b.cbranch(pred.load(b, []), body, done)
        b.position_at_end(body)
        new_state = self.emit_computation(instr.attrs["body"], [state])
        self.copy_all(new_state, state)
        ctx.builder.branch(header)
        ctx.builder.position_at_end(done)
        return state

    def _op_conditional(self, instr: Instruction, operands: list) -> Tree:
        ctx = self.ctx
        out = self.dest(instr)
        b = ctx.builder
        if "branch_computations" in instr.attrs:
            branches = instr.attrs["branch_computations"]
            index = operands[0].load(b, [])
            n = len(branches)
            in_range = b.and_(b.icmp_signed(">=", index, I32(0)), b.icmp_signed("<", index, I32(n)))
            index = b.select(in_range, index, I32(n - 1))  # XLA: out of range runs the last branch
            args = operands[1:]
        else:
            branches = [instr.attrs["true_computation"], instr.attrs["false_computation"]]
            index = b.select(operands[0].load(b, []), I32(0), I32(1))
            args = operands[1:3]
        merge = b.append_basic_block(ctx.unique("cond.merge"))
        blocks = [b.append_basic_block(ctx.unique(f"cond.branch{k}")) for k in range(len(branches))]
        switch = b.switch(index, blocks[-1])
        for k, block in enumerate(blocks):
            switch.add_case(I32(k), block)
            ctx.builder.position_at_end(block)
            result = self.emit_computation(branches[k], [args[k]])
            self.copy(result, out)
            ctx.builder.branch(merge)
        ctx.builder.position_at_end(merge)
        return out

    def _op_async_start(self, instr: Instruction, operands: list) -> Tree:
        comp = instr.attrs.get("calls")
        if comp is None:
            raise XlacError(f"'{instr.opcode}' sugar is not supported by compiled code")
        result = self.emit_computation(comp, operands)
        context = tuple(self.ctx.alloc_tree(s) for s in instr.shape.elements[2:])
        return (tuple(operands), result, *context)

    def _op_async_update(self, instr: Instruction, operands: list) -> Tree:
        return operands[0]

    def _op_async_done(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][1]

    def _op_copy_start(self, instr: Instruction, operands: list) -> Tree:
        out = self.ctx.alloc(instr.shape.elements[0])
        self.copy(operands[0], out)
        return (out, operands[0], self.ctx.alloc(instr.shape.elements[2]))

    def _op_copy_done(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][0]

    def _op_replica_id(self, instr: Instruction, operands: list) -> Tree:
        out = self.ctx.alloc(instr.shape)
        out.store(self.ctx.builder, I32(0), [])
        return out

    _op_partition_id = _op_replica_id

    def _single_participant(self, instr: Instruction, operands: list) -> Tree:
        """One replica: collectives return (a copy of) their input."""
        return operands[0] if len(operands) == 1 else tuple(operands)

    _op_all_reduce = _op_all_gather = _op_reduce_scatter = _op_all_to_all = _single_participant
    _op_all_reduce_start = _op_all_reduce_done = _op_all_gather_start = _single_participant
    _op_all_gather_done = _op_collective_broadcast = _op_collective_permute_done = _single_participant


def _wrap_with_environment(llmodule: ir.Module, impl: ir.Function, name: str, fp_env: Any) -> ir.Function:
    """``name(params, results, temp)``: enter the FP environment, call ``impl``, leave it."""
    impl.linkage = "internal"
    impl.attributes.add("noinline")  # FP operations must not move across the environment switch
    fn = ir.Function(llmodule, impl.function_type, name)
    fn.attributes.add("nounwind")
    for a, n in zip(fn.args, ("params", "results", "temp")):
        a.name = n
        a.add_attribute("noalias")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    saved = fp_env.enter(llmodule, b)
    status = b.call(impl, list(fn.args))
    fp_env.leave(llmodule, b, saved)
    b.ret(status)
    return fn


def work_per_element(instr: Instruction) -> int:
    """Roughly how many inner steps one output element of ``instr`` costs (for threading)."""
    op = instr.opcode
    if op == "dot":
        lhs = instr.operands[0].shape
        return max(1, int(np.prod([lhs.dims[d] for d in instr.attrs.get("lhs_contracting_dims", ())])))
    if op == "convolution":
        rhs = instr.operands[1].shape
        return max(1, rhs.num_elements // max(1, instr.shape.dims[instr.attrs["dim_labels"].output_feature]))
    if op == "reduce" and not instr.shape.is_tuple:
        return max(1, instr.operands[0].shape.num_elements // max(1, instr.shape.num_elements))
    return 1


def _map_leaves(tree: Tree, fn: Callable[[IrArray], IrArray]) -> Tree:
    if isinstance(tree, tuple):
        return tuple(_map_leaves(t, fn) for t in tree)
    return fn(tree) if isinstance(tree, IrArray) else tree


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


def _sanitize(name: str) -> str:
    return "".join(c if c.isalnum() or c in "._" else "_" for c in name)


def physical_bytes(value: np.ndarray, shape: ArrayShape, big_endian: bool) -> bytes:
    """The bytes of a logical array laid out per the shape's layout and the target's byte order."""
    arr = np.asarray(value, dtype=shape.dtype.np)
    if shape.rank:
        arr = np.transpose(arr, tuple(reversed(shape.minor_to_major)))
    arr = np.ascontiguousarray(arr)
    if shape.dtype.kind.value == "pred":
        arr = arr.astype(np.uint8)
    if big_endian and arr.dtype.itemsize > 1:
        if arr.dtype.kind == "c":
            arr = arr.astype(arr.dtype.newbyteorder(">"))
        else:
            arr = arr.view(f"u{arr.dtype.itemsize}").byteswap()
    return arr.tobytes()


def _memcpy(llmodule: ir.Module, b: ir.IRBuilder, dst: ir.Value, src: ir.Value, nbytes: int) -> None:
    name = "llvm.memcpy.p0.p0.i64"
    fn = llmodule.globals.get(name)
    if fn is None:
        fn = ir.Function(llmodule, ir.FunctionType(ir.VoidType(), [PTR, PTR, I64, ir.IntType(1)]), name)
    b.call(fn, [dst, src, I64(nbytes), ir.IntType(1)(0)])


# Op implementations register themselves in GENERATORS / EMITTERS on import.
from . import generators as _generators  # noqa: E402,F401
from . import emitters as _emitters  # noqa: E402,F401
