"""HLO module -> one LLVM function, the entry point of the compiled-code ABI.

    int32_t ENTRY(void *const *params, void *const *results, void *temp);

``params[i]`` is parameter i's dense buffer in its shape's layout, ``results[j]`` the j-th leaf
of the result (tuples flattened depth-first), ``temp`` caller-provided scratch of at least the
size the compiler reports. Returns 0, or a non-zero status when a custom call fails.

Every instruction gets a buffer in ``temp`` (buffer reuse is the optimizer's job). Ops with an
element generator (elementwise, broadcast, slice, dot, reduce...) are emitted as one loop nest
over the output; the others have whole-op emitters. Called computations are emitted inline:
scalar ones (reducers, comparators) as straight-line code, the rest (while bodies, branches,
calls, fusions) with buffers of their own.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from llvmlite import ir

from ...errors import XlacError, error_context
from ...hlo import opcodes
from ...hlo.ir import Computation, Instruction, Module
from ...hlo.shapes import ArrayShape, Shape
from .context import EMITTERS, GENERATORS, EmitContext, Generator
from .loops import IrArray, loop_nest
from .types import I8, I32, I64, PTR, const

TOKEN = object()  # value of token-typed instructions

Tree = Any  # IrArray | tuple[Tree, ...] | TOKEN


def array_generator(arr: IrArray) -> Generator:
    return lambda b, idx: arr.load(b, idx)


class FunctionEmitter:
    """Emits the entry function of ``module`` into ``llmodule``."""

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, entry_name: str,
                 big_endian: bool = False):
        self.module = module
        self.llmodule = llmodule
        self.elemental = elemental
        self.entry_name = entry_name
        self.big_endian = big_endian
        self.ctx: EmitContext | None = None

    # ---- entry ---------------------------------------------------------------------------
    def emit(self) -> tuple[ir.Function, int]:
        """Emit the entry function; returns it and the temp size in bytes."""
        fnty = ir.FunctionType(I32, [PTR, PTR, PTR])
        fn = ir.Function(self.llmodule, fnty, self.entry_name)
        params_arg, results_arg, temp_arg = fn.args
        params_arg.name, results_arg.name, temp_arg.name = "params", "results", "temp"
        for a in (params_arg, results_arg, temp_arg):
            a.add_attribute("noalias")
        fn.attributes.add("nounwind")
        entry_block = fn.append_basic_block("entry")
        b = ir.IRBuilder(entry_block)
        status = b.alloca(I32, name="status")
        b.store(I32(0), status)
        self.ctx = EmitContext(self.llmodule, fn, b, temp_arg, self.elemental, self.big_endian,
                               scalar_computation=self.emit_scalar_computation, status=status)
        self.elemental.bind(self.ctx)
        entry = self.module.entry
        assert entry is not None
        params = []
        for k, p in enumerate(entry.parameters):
            if p.shape.is_tuple:
                raise XlacError("tuple-shaped entry parameters are not supported by compiled code; "
                                "pass the leaves as separate parameters", p.loc)
            slot = b.gep(params_arg, [I64(k)], inbounds=True, source_etype=PTR)
            params.append(IrArray(b.load(slot, typ=PTR, name=f"param.{p.name}"), p.shape))
        root = self.emit_computation(entry, params)
        b = self.ctx.builder
        for j, (leaf, shape) in enumerate(zip(_leaves(root), entry.root.shape.leaves())):
            if leaf is TOKEN:
                continue
            slot = b.gep(results_arg, [I64(j)], inbounds=True, source_etype=PTR)
            out = IrArray(b.load(slot, typ=PTR, name=f"result.{j}"), shape)
            self.copy(leaf, out)
        b.ret(b.load(status, typ=I32))
        return fn, self.ctx.temp_size

    # ---- computations --------------------------------------------------------------------
    def emit_computation(self, comp: Computation, params: list[Tree]) -> Tree:
        values: dict[Instruction, Tree] = {}
        for instr in comp.instructions:
            if instr.opcode == "parameter":
                values[instr] = params[instr.parameter_number]
                continue
            with error_context(instr):
                values[instr] = self.emit_instruction(instr, [values[o] for o in instr.operands])
        return values[comp.root]

    def emit_instruction(self, instr: Instruction, operands: list[Tree]) -> Tree:
        ctx = self.ctx
        op = instr.opcode
        handler = getattr(self, "_op_" + op.replace("-", "_"), None)
        if handler is not None:
            return handler(instr, operands)
        if op in GENERATORS:
            gen = GENERATORS[op](ctx, instr, [self.generator_of(o) for o in operands])
            out = ctx.alloc(instr.shape)
            self.fill(out, gen)
            return out
        if op in EMITTERS:
            out = ctx.alloc_tree(instr.shape)
            EMITTERS[op](ctx, instr, operands, out)
            return out
        info = opcodes.lookup(op)
        if info is not None and info.is_elementwise:
            gen = self.elementwise_generator(instr, [self.generator_of(o) for o in operands])
            out = ctx.alloc(instr.shape)
            self.fill(out, gen)
            return out
        raise XlacError(f"the compiled targets cannot compile '{op}' yet")

    def generator_of(self, value: Tree) -> Generator:
        if isinstance(value, IrArray):
            return array_generator(value)
        return lambda b, idx: (_ for _ in ()).throw(XlacError("a tuple operand has no elements"))

    def elementwise_generator(self, instr: Instruction, gens: list[Generator]) -> Generator:
        in_dtypes = [o.shape.dtype for o in instr.operands]
        out_dtype = instr.shape.dtype

        def gen(b: ir.IRBuilder, idx):
            args = [g(b, idx) for g in gens]
            return self.elemental.emit_op(b, instr.opcode, in_dtypes, out_dtype, args, instr.attrs)

        return gen

    def fill(self, out: IrArray, gen: Generator) -> None:
        """out[i] = gen(i) for every i, looping in physical (major-to-minor) order."""
        b = self.ctx.builder
        order = list(reversed(out.shape.minor_to_major))
        with loop_nest(b, out.shape.dims, "i", order) as idx:
            out.store(b, gen(b, idx), idx)

    def copy(self, src: Tree, dst: Tree) -> None:
        if isinstance(src, tuple):
            for s, d in zip(src, dst):
                self.copy(s, d)
            return
        if src is TOKEN or src is dst:
            return
        if src.shape.minor_to_major == dst.shape.minor_to_major and src.dtype == dst.dtype:
            b = self.ctx.builder
            _memcpy(self.llmodule, b, dst.ptr, src.ptr, src.shape.byte_size)
            return
        self.fill(dst, array_generator(src))

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
        data = physical_bytes(np.asarray(value), shape, self.big_endian)
        ty = ir.ArrayType(I8, max(len(data), 1))
        gv = ir.GlobalVariable(self.llmodule, ty, self.ctx.unique("const." + _sanitize(name)))
        gv.global_constant = True
        gv.linkage = "private"
        gv.align = 64
        gv.initializer = ir.Constant(ty, bytearray(data or b"\0"))
        return IrArray(gv, shape)

    def _op_tuple(self, instr: Instruction, operands: list) -> Tree:
        return tuple(operands)

    def _op_get_tuple_element(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][instr.attrs["index"]]

    def _identity(self, instr: Instruction, operands: list) -> Tree:
        return operands[0]

    _op_opt_barrier = _identity
    _op_domain = _identity
    _op_add_dependency = _identity

    def _op_after_all(self, instr: Instruction, operands: list) -> Tree:
        return TOKEN

    def _op_call(self, instr: Instruction, operands: list) -> Tree:
        return self.emit_computation(instr.attrs["to_apply"], operands)

    def _op_fusion(self, instr: Instruction, operands: list) -> Tree:
        return self.emit_computation(instr.attrs["calls"], operands)

    def _op_while(self, instr: Instruction, operands: list) -> Tree:
        ctx = self.ctx
        state = ctx.alloc_tree(instr.shape)
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
        staged = new_state
        if any(leaf is s for leaf in _leaves(new_state) for s in _leaves(state)):
            staged = ctx.alloc_tree(instr.shape)  # the body passes some state through: stage it
            self.copy(new_state, staged)
        self.copy(staged, state)
        ctx.builder.branch(header)
        ctx.builder.position_at_end(done)
        return state

    def _op_conditional(self, instr: Instruction, operands: list) -> Tree:
        ctx = self.ctx
        out = ctx.alloc_tree(instr.shape)
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
