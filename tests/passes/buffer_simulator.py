"""Runs a module the way generated code would under a BufferAssignment: every value is written
to and read back from the bytes of its allocation (params, results, one temp buffer), with the
copies the assignment asks for. If two live values shared memory, or an in-place update
clobbered something still needed, the results come out wrong, so comparing against the plain
interpreter checks the assignment end to end."""

from __future__ import annotations

import functools

import numpy as np

from xlac.customcall.registry import run_custom_call
from xlac.evaluator.core import HANDLERS, Evaluator, _category_handler
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape
from xlac.passes.buffer_assignment import Allocation, BufferAssignment, _leaves
from xlac.runtime.native_call import call_native

_ALIASES = {"get-tuple-element", "tuple", "bitcast", "opt-barrier", "domain", "add-dependency", "parameter"}


class BufferSimulator:
    def __init__(self, module: Module, ba: BufferAssignment):
        self.module = module
        self.ba = ba
        self.temp = bytearray(ba.temp_size)
        self.params: list[bytearray] = []
        self.results: list[bytearray] = []
        self.constants: dict[int, np.ndarray] = {}
        self.rows: dict[int, bytearray] = {}
        self.other: dict[tuple, object] = {}  # tokens and other non-memory leaves
        self.ev = Evaluator(module, custom_calls=functools.partial(run_custom_call, call_native=call_native))

    # ---- memory ---------------------------------------------------------------------------
    def _memory(self, alloc: Allocation) -> memoryview:
        if alloc.kind == "temp":
            return memoryview(self.temp)[alloc.offset:alloc.offset + alloc.size]
        if alloc.kind == "param":
            return memoryview(self.params[alloc.index])
        if alloc.kind == "result":
            return memoryview(self.results[alloc.index])
        if alloc.kind == "row":  # a row group's member kept a row at a time: memory of its own
            return memoryview(self.rows.setdefault(id(alloc), bytearray(alloc.size)))
        if alloc.kind == "in-result":
            return memoryview(self.results[alloc.index])[alloc.offset:alloc.offset + alloc.size]
        raise AssertionError(alloc)

    def write(self, instr: Instruction, idx: tuple, shape: ArrayShape, value: np.ndarray) -> None:
        buf = self.ba.buffer(instr, idx)
        shape = self.ba.value_shape(instr, idx)
        if buf.allocation.kind == "constant":
            self.constants[buf.id] = np.asarray(value)
            return
        raw = _physical(np.asarray(value, dtype=shape.dtype.np), shape)
        mem = self._memory(buf.allocation)
        assert len(raw) == shape.byte_size <= len(mem), (instr.name, len(raw), len(mem))
        mem[:len(raw)] = raw.tobytes()

    def read(self, instr: Instruction, idx: tuple, shape: ArrayShape) -> np.ndarray:
        buf = self.ba.buffer(instr, idx)
        shape = self.ba.value_shape(instr, idx)
        if buf.allocation.kind == "constant":
            return self.constants[buf.id]
        mem = self._memory(buf.allocation)
        return _logical(np.frombuffer(bytes(mem[:shape.byte_size]), dtype=shape.dtype.np), shape)

    def value(self, instr: Instruction, shape=None, idx: tuple = ()):
        """The whole (possibly tuple) value of ``instr`` read from memory."""
        shape = instr.shape if shape is None else shape
        if shape.is_tuple:
            return tuple(self.value(instr, s, idx + (k,)) for k, s in enumerate(shape.elements))
        if not shape.dtype.is_array:
            return self.other.get((instr, idx))
        return self.read(instr, idx, shape)

    def store(self, instr: Instruction, value, shape=None, idx: tuple = ()) -> None:
        shape = instr.shape if shape is None else shape
        if shape.is_tuple:
            for k, s in enumerate(shape.elements):
                self.store(instr, value[k], s, idx + (k,))
        elif not shape.dtype.is_array:
            self.other[(instr, idx)] = value
        else:
            self.write(instr, idx, shape, value)

    def copy_leaves(self, dst: Instruction, src: Instruction) -> None:
        """dst := src leaf by leaf where they are different buffers (staged, so swaps work)."""
        staged = []
        src_leaves = dict(_leaves(src.shape))
        for idx, shape in _leaves(dst.shape):
            if not self.ba.same_buffer(dst, src, idx, idx):
                staged.append((idx, shape, self.read(src, idx, src_leaves[idx])))
        for idx, shape, v in staged:
            self.write(dst, idx, shape, v)

    # ---- execution ------------------------------------------------------------------------
    def run(self, args: list[np.ndarray]) -> list[np.ndarray]:
        entry = self.module.entry
        for p, _a in zip(entry.parameters, args):
            self.params.append(bytearray(max(p.shape.byte_size, 1)))
        self.results = [bytearray(max(s.byte_size, 1)) for _, s in _leaves(entry.root.shape)]
        for p, a in zip(entry.parameters, args):
            self.write(p, (), p.shape, a)
        with np.errstate(all="ignore"):
            self.execute(entry)
        outs = []
        for j, (idx, shape) in enumerate(_leaves(entry.root.shape)):
            if any(j == k for k, _ in self.ba.result_copies):
                self.results[j][:shape.byte_size] = _physical(self.read(entry.root, idx, shape), shape).tobytes()
            outs.append(_logical(np.frombuffer(bytes(self.results[j][:shape.byte_size]), dtype=shape.dtype.np),
                                 shape))
        return outs

    def execute(self, comp: Computation) -> None:
        for instr in comp.instructions:
            op = instr.opcode
            if op in _ALIASES:
                continue
            if op == "while":
                self.copy_leaves(instr, instr.operands[0])
                cond, body = instr.attrs["condition"], instr.attrs["body"]
                self._enter(cond, [instr])
                while True:
                    self.execute(cond)
                    if not bool(self.value(cond.root)):
                        break
                    self._enter(body, [instr])
                    self.execute(body)
                    self.copy_leaves(instr, body.root)
                    self._enter(cond, [instr])
            elif op in ("call", "conditional"):
                callees = instr.called_computations()
                if op == "call":
                    callee, args = callees[0], list(instr.operands)
                else:
                    sel = self.value(instr.operands[0])
                    if "branch_computations" in instr.attrs:
                        k = int(sel)
                        k = k if 0 <= k < len(callees) else len(callees) - 1
                    else:
                        k = 0 if bool(sel) else 1
                    callee, args = callees[k], [instr.operands[1 + k]]
                self._enter(callee, args)
                self.execute(callee)
                self.copy_leaves(instr, callee.root)
            elif op == "constant":
                self.store(instr, instr.literal)
            else:
                handler = HANDLERS.get(op) or _category_handler(op)
                operands = [self.value(o) for o in instr.operands]
                self.check(instr, operands)
                self.store(instr, handler(self.ev, instr, operands))
                self.stored(instr)

    def check(self, instr: Instruction, operands: list) -> None:
        """Hook: called with the operand values an instruction is about to read."""

    def stored(self, instr: Instruction) -> None:
        """Hook: called after an instruction's result is in memory."""

    def _enter(self, callee: Computation, args: list[Instruction]) -> None:
        """Parameters that do not share their argument's buffer get a copy of it."""
        for p in callee.parameters:
            arg = args[p.parameter_number]
            arg_leaves = dict(_leaves(arg.shape))
            for idx, shape in _leaves(p.shape):
                if not self.ba.same_buffer(p, arg, idx, idx):
                    self.write(p, idx, shape, self.read(arg, idx, arg_leaves[idx]))
            if not p.shape.is_tuple and not p.shape.dtype.is_array:
                self.other[(p, ())] = self.other.get((arg, ()))


def _physical(v: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """A logical array's bytes in the shape's layout."""
    v = np.asarray(v, dtype=shape.dtype.np).reshape(shape.dims)
    if shape.rank:
        v = np.transpose(v, tuple(reversed(shape.minor_to_major)))
    return np.ascontiguousarray(v).reshape(-1).view(np.uint8)


def _logical(flat: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """Bytes in the shape's layout -> the logical array."""
    if not shape.rank:
        return flat.reshape(()).copy()
    order = tuple(reversed(shape.minor_to_major))
    physical = flat.reshape(tuple(shape.dims[d] for d in order))
    return np.ascontiguousarray(np.transpose(physical, tuple(int(i) for i in np.argsort(order))))
