"""Structural and control-flow instructions in compiled code: constants, tuples, bitcasts, calls,
while loops, conditionals, async wrappers, and the single-participant collectives. They move or
alias values and branch between emitted computations; they compute no elements.

A mixin of FunctionEmitter (ir_emitter.py), which dispatches ``_op_<opcode>`` methods here.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
from llvmlite import ir

from xlac.codegen.llvm.loops import IrArray
from xlac.codegen.llvm.types import I8, I32, I64, const
from xlac.errors import XlacError
from xlac.hlo.ir import Instruction
from xlac.hlo.literals import ScalarLiteral, fill_value, is_elided, is_filled
from xlac.hlo.shapes import ArrayShape, Shape

TOKEN = object()  # value of token-typed instructions
Tree = Any  # IrArray | tuple[Tree, ...] | TOKEN


class StructuralOps:
    """``_op_<opcode>`` for the ops that place values rather than compute them."""

    # provided by FunctionEmitter
    ctx: Any
    llmodule: ir.Module
    big_endian: bool
    dest: Any
    copy: Any
    copy_all: Any
    emit_computation: Any

    def _op_constant(self, instr: Instruction, operands: list) -> Tree:
        return self.constant_tree(instr.literal, instr.shape, instr.name)

    def constant_tree(self, value: Any, shape: Shape, name: str) -> Tree:
        if shape.is_tuple:
            return tuple(self.constant_tree(v, s, name) for v, s in zip(value, shape.elements))
        if is_elided(value) or (is_filled(value) and not fill_value(value).tobytes().strip(b"\0")):
            # lazy zeros (an elided constant, or one written as 0): zero-initialized (.bss), never built
            ty = ir.ArrayType(I8, max(shape.byte_size, 1))
            gv = ir.GlobalVariable(self.llmodule, ty, self.ctx.unique("const." + sanitize(name)))
            gv.linkage = "private"
            gv.align = 64
            gv.initializer = ir.Constant(ty, None)
            return IrArray(gv, shape, ("constant", gv.name))
        data = physical_bytes(value, shape, self.big_endian)
        ty = ir.ArrayType(I8, max(len(data), 1))
        gv = ir.GlobalVariable(self.llmodule, ty, self.ctx.unique("const." + sanitize(name)))
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
        from xlac.codegen.llvm.generators import bit_width

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
        if comp is None:  # sugar: emit the wrapped op itself
            wrapped = str(instr.attrs.get("async_wrapped_opcode", instr.opcode)).removesuffix("-start")
            fake = Instruction(instr.name + ".wrapped", wrapped, instr.shape.elements[1], instr.operands,
                               instr.attrs, loc=instr.loc)
            result = self.emit_instruction(fake, operands)
        else:
            result = self.emit_computation(comp, operands)
        context = tuple(self.ctx.alloc_tree(s) for s in instr.shape.elements[2:])
        return (tuple(operands), result, *context)

    def _op_async_update(self, instr: Instruction, operands: list) -> Tree:
        return operands[0]

    def _op_async_done(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][1]

    def _op_rng_get_and_update_state(self, instr: Instruction, operands: list) -> Tree:
        """XLA:CPU's RNG state: a process-wide counter; each call returns it and adds ``delta``."""
        b = self.ctx.builder
        name = "xlac.rng.state"
        state = self.llmodule.globals.get(name)
        if state is None:
            state = ir.GlobalVariable(self.llmodule, I64, name)
            state.linkage = "internal"
            state.initializer = I64(0x5DEECE66D)
        old = b.load(state, typ=I64)
        b.store(b.add(old, I64(int(instr.attrs.get("delta", 0)))), state)
        out = self.ctx.alloc(instr.shape)
        out.store(b, old, [I64(0)])
        out.store(b, I64(0), [I64(1)])
        return out

    def _op_copy_start(self, instr: Instruction, operands: list) -> Tree:
        out = self.ctx.alloc(instr.shape.elements[0])
        self.copy(operands[0], out)
        return (out, operands[0], self.ctx.alloc(instr.shape.elements[2]))

    def _op_copy_done(self, instr: Instruction, operands: list) -> Tree:
        return operands[0][0]

    def _op_replica_id(self, instr: Instruction, operands: list) -> Tree:
        from xlac.hlo.collectives import require_device_ids_known

        require_device_ids_known(instr, self.module)
        out = self.ctx.alloc(instr.shape)
        out.store(self.ctx.builder, I32(0), [])
        return out

    _op_partition_id = _op_replica_id

    def _single_participant(self, instr: Instruction, operands: list) -> Tree:
        """One device: a collective returns its input (a permutation what device 0 sends itself,
        zeros otherwise); a `-start` with a tuple shape carries (operands, result, context...)
        as the interpreter's does, and its `-done` takes the result back out."""
        from xlac.hlo.collectives import require_one_device

        require_one_device(instr, self.module)
        if instr.opcode.startswith("collective-permute"):
            if len(operands) == 4:
                raise XlacError("collective-permute with in-place slices (4 operands) is not supported "
                                "on one device", instr.loc)
            pairs = str(instr.attrs.get("source_target_pairs", ""))
            if re.search(r"\{\s*0\s*,\s*0\s*\}", pairs) is None:
                operands = [self._zeros(o.shape) for o in operands]
        single = len(operands) == 1 and not (instr.shape.is_tuple and not instr.opcode.endswith("-start"))
        result = operands[0] if single else tuple(operands)
        if not instr.opcode.endswith("-start") or not instr.shape.is_tuple:
            return result
        elements = instr.shape.elements
        if instr.opcode == "collective-permute-start" and not elements[0].is_tuple and len(operands) == 1:
            parts = [operands[0], result]
        elif len(elements) == 2 and len(operands) > 1 and all(not e.is_tuple for e in elements):
            return result
        else:
            parts = [operands[0] if len(operands) == 1 else tuple(operands), result]
        parts += [self._zero_tree(e) for e in elements[len(parts):]]
        return tuple(parts)

    def _zeros(self, shape: ArrayShape) -> IrArray:
        out = self.ctx.alloc(shape)
        dtype = shape.dtype
        self.fill(out, lambda b, idx: const(dtype, 0))
        return out

    def _zero_tree(self, shape: Shape) -> Tree:
        if shape.is_tuple:
            return tuple(self._zero_tree(e) for e in shape.elements)
        return self._zeros(shape) if shape.dtype.is_array else TOKEN

    def _collective_done(self, instr: Instruction, operands: list) -> Tree:
        from xlac.hlo.collectives import done_takes_element_one

        return operands[0][1] if done_takes_element_one(instr.operands[0]) else operands[0]

    _op_all_reduce = _op_all_gather = _op_reduce_scatter = _op_all_to_all = _single_participant
    _op_all_reduce_start = _op_all_gather_start = _op_collective_broadcast = _single_participant
    _op_collective_permute = _op_collective_permute_start = _single_participant
    _op_all_reduce_done = _op_all_gather_done = _op_collective_permute_done = _collective_done


def sanitize(name: str) -> str:
    return "".join(c if c.isalnum() or c in "._" else "_" for c in name)


def physical_bytes(value: np.ndarray, shape: ArrayShape, big_endian: bool) -> bytes:
    """The bytes of a logical array laid out per the shape's layout and the target's byte order."""
    if isinstance(value, ScalarLiteral) and value.dtype == shape.dtype:
        return value.tobytes(big_endian)
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
