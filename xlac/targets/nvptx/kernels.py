"""HLO module -> GPU kernels (one per fusion or instruction) plus the host program that
launches them, with the shared LLVM emitters doing the per-element work.

Every kernel is ``void kN(params..., results..., temp)`` (``ptx_kernel``); values live in the
parameters, the result buffers, or slices of ``temp`` (a bump allocation: each instruction's
value gets bytes of its own, so no kernel overwrites what a later one reads). Per instruction:

  * an element generator (the shared ``GENERATORS``, a fusion whose every op has one, a
    reduction's per-output loop, an elementwise op) becomes a parallel kernel: one thread per
    output element, threads numbered in the output's physical order so stores coalesce;
  * anything else (sort, scatter, linear algebra, fusions holding them...) runs its shared
    whole-op emitter in a single-thread kernel: correct, not fast;
  * while, conditional and call are host control (program.py): the loop predicate or branch
    index is read back between launches; tuples, get-tuple-element, bitcasts and parameters
    are only names for memory and launch nothing.

    gm = GpuModuleEmitter(hlo_module, llmodule, elemental)
    program, temp_bytes, kernel_names = gm.emit()
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from llvmlite import ir

from xlac.codegen.llvm.context import ALIGN, EMITTERS, GENERATORS, EmitContext, Generator
from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.generators import delinearize
from xlac.codegen.llvm.ir_emitter import FunctionEmitter, array_generator
from xlac.codegen.llvm.loops import IrArray, for_range, if_then
from xlac.codegen.llvm.scratch import finish as finish_scratch
from xlac.codegen.llvm.structural import physical_bytes
from xlac.codegen.llvm.types import I8, I32, I64, PTR, VOID, const
from xlac.errors import XlacError, error_context
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.targets.nvptx.gemm import blocked_dot, blocked_dot_fits
from xlac.targets.nvptx.program import Cond, Copy, CustomCall, Launch, Loc, Program, Step, While

BLOCK = 256
PER_THREAD = 4  # elements per thread of an element kernel with at least PER_THREAD_FROM outputs
PER_THREAD_FROM = 1 << 16
TILE = 16  # tiled dot: 16x16 outputs per block, 16-wide slices of the contracting dims
TREE_MIN = 64  # reduced elements per output from which a block (not a thread) computes each output
# One thread's code per kernel: no thread pool, no outlining (a kernel is one instruction
# already), fresh memory per value (the host program's plan, not the buffer assignment's), no
# CPU SIMD kernels (GEMM panels, vector reductions) inside a GPU thread.
GPU_DESCRIPTION = TargetDescription(triple="nvptx64-nvidia-cuda", threads=1, outline=False,
                                    buffer_assignment=False, row_groups=False, simd_kernels=False)
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


class KernelUnsupported(XlacError):
    """An op the nvptx target cannot compile (the message says which and why)."""


# Ops that launch nothing: names for memory the operands already hold.
_HOST_OPS = frozenset({"parameter", "constant", "tuple", "get-tuple-element", "bitcast", "opt-barrier",
                       "domain", "add-dependency", "after-all", "call", "while", "conditional",
                       "async-start", "async-update", "async-done", "copy-start", "copy-done"})
_SINGLE_PARTICIPANT = frozenset({"all-reduce", "all-gather", "reduce-scatter", "all-to-all", "all-reduce-start",
                                 "all-reduce-done", "all-gather-start", "all-gather-done", "collective-broadcast",
                                 "collective-permute-done"})
# Ops the nvptx target refuses, with the reason `xlac targets` and the error give.
UNSUPPORTED = {
    "infeed": "no host transfer queues on the GPU",
    "outfeed": "no host transfer queues on the GPU",
    "send": "no host transfer queues on the GPU",
    "recv": "no host transfer queues on the GPU",
    "send-done": "no host transfer queues on the GPU",
    "recv-done": "no host transfer queues on the GPU",
    "rng-get-and-update-state": "no generator state on the device yet",
    **dict.fromkeys(("rng", "scan", "scaled-dot"), "not expanded into plain HLO here yet (the cpu target's expand-ops is)"),
    **dict.fromkeys(("ragged-dot", "ragged-all-to-all"), "no emitter yet (the interpreter runs it)"),
}


def _sanitize(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


class GpuModuleEmitter:
    """Walks the (optimized) entry computation once, emitting kernels into ``llmodule`` and
    steps into a :class:`Program`."""

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, simulate: bool = False):
        self.module = module
        self.simulate = simulate  # host functions with a loop for the grid (simulator.py)
        self.llmodule = llmodule
        self.elemental = elemental
        entry = module.entry
        assert entry is not None and entry.root is not None
        self.entry = entry
        self.num_params = sum(1 for p in entry.parameters for _ in p.shape.leaves())  # tuples as their leaves
        self.result_shapes = [s for s in entry.root.shape.leaves() if s.dtype.is_array]
        self.temp_size = 0
        self.kernel_names: list[str] = []
        self.steps: list[Step] = []
        self.em = FunctionEmitter(module, llmodule, elemental, "unused", GPU_DESCRIPTION)
        self._const_count = 0
        self.parallel_kernels = 0
        self.serial_kernels = 0
        self.tree_kernels = 0
        self.tiled_dots = 0
        self.custom_calls: list[Instruction] = []  # the program's CustomCall sites, in order
        self.allocated: list[tuple[int, int]] = []  # (offset, size) of every temp block handed out
        self.free_blocks: list[tuple[int, int]] = []  # blocks nothing reads any more
        self._walking = False
        self._result_slots: dict[Instruction, int] = {}

    # ---- whole module ------------------------------------------------------------------------
    def emit(self) -> tuple[Program, int, list[str]]:
        entry = self.entry
        slots = iter(range(self.num_params))

        def placed(shape: Shape) -> Tree:  # a tuple-shaped parameter takes one buffer per leaf, depth-first
            if not isinstance(shape, ArrayShape):
                return tuple(placed(e) for e in shape.elements)
            k = next(slots)
            return Placed(shape, Loc("param", k)) if shape.dtype.is_array else TOKEN

        params: list[Tree] = [placed(p.shape) for p in entry.parameters]
        self._result_slots = self._result_producers()
        root = self.walk(entry, params)
        leaves = [leaf for leaf in _leaves(root) if leaf is not TOKEN]
        for j, (leaf, shape) in enumerate(zip(leaves, self.result_shapes)):
            self.copy(leaf, Placed(shape, Loc("result", j)))
        return Program(self.steps), max(self.temp_size, 1), self.kernel_names

    def _result_producers(self) -> dict[Instruction, int]:
        """Entry instructions whose value is result leaf j (the root, or an operand of a root
        tuple), to be computed straight into result buffer j: through temp, a copy after the
        last kernel moved every result once more (a memory-bound kernel at half speed). Not where
        the module lets a result share a parameter's buffer (input_output_alias)."""
        root = self.entry.root
        if root is None or self.module.attrs.get("input_output_alias"):
            return {}
        leaves = list(root.operands) if root.opcode == "tuple" else [root]
        if any(not isinstance(o.shape, ArrayShape) or not o.shape.dtype.is_array for o in leaves):
            return {}
        slots: dict[Instruction, int] = {}
        for j, (instr, shape) in enumerate(zip(leaves, self.result_shapes)):
            if instr not in slots and instr.shape == shape:
                slots[instr] = j
        return slots

    # ---- memory ------------------------------------------------------------------------------
    def alloc(self, shape: Shape) -> Tree:
        if not isinstance(shape, ArrayShape):
            return tuple(self.alloc(s) for s in shape.elements)
        if not shape.dtype.is_array:
            return TOKEN
        size = (max(int(shape.byte_size), 1) + ALIGN - 1) // ALIGN * ALIGN
        offset = self._reuse(size)
        if offset is None:
            offset = (self.temp_size + ALIGN - 1) // ALIGN * ALIGN
            self.temp_size = offset + size
        self.allocated.append((offset, size))
        return Placed(shape, Loc("temp", 0, offset))

    def _reuse(self, size: int) -> int | None:
        """The lowest freed block of at least ``size`` bytes (what is left over stays free)."""
        for offset, free in sorted(self.free_blocks):
            if free >= size:
                self.free_blocks.remove((offset, free))
                if free > size:
                    self.free_blocks.append((offset + size, free - size))
                return offset
        return None

    def constant(self, value: Any, shape: Shape, name: str) -> Tree:
        if not isinstance(shape, ArrayShape):
            return tuple(self.constant(v, s, name) for v, s in zip(value, shape.elements))
        data = physical_bytes(np.asarray(value), shape, False)
        ty = ir.ArrayType(I8, max(len(data), 1))
        self._const_count += 1
        gv = ir.GlobalVariable(self.llmodule, ty, f"const{self._const_count}_{_sanitize(name)}")
        gv.global_constant = True
        gv.linkage = "internal"
        gv.align = 64
        gv.initializer = ir.Constant(ty, bytearray(data or b"\0"))
        return Placed(shape, glob=gv)

    def on_device(self, value: Placed) -> Placed:
        """``value`` in device memory (a constant is copied into temp by a kernel)."""
        if value.on_device:
            return value
        target = self.alloc(value.shape)
        self.copy(value, target)
        return target

    # ---- host walk ---------------------------------------------------------------------------
    def walk(self, comp: Computation, params: list[Tree]) -> Tree:
        """Launch ``comp``'s instructions in order. In the entry computation, temp bytes are
        given back once nothing later reads them: each block lives until the last use of any
        value holding it (aliases: tuples, get-tuple-element, bitcasts, loop state); what an
        instruction allocates inside (a loop body's values, copies of constants) is freed after
        it unless its value holds it."""
        top = comp is self.entry and not self._walking
        self._walking = True
        values: dict[Instruction, Tree] = {}
        last_use = _last_uses(comp) if top else {}
        expiry: dict[int, int] = {}  # temp offset -> index of the last instruction that needs it
        for i, instr in enumerate(comp.instructions):
            with error_context(instr):
                start = len(self.allocated)
                if instr.opcode == "parameter":
                    assert instr.parameter_number is not None
                    values[instr] = params[instr.parameter_number]
                else:
                    values[instr] = self.instruction(instr, [values[o] for o in instr.operands])
            if not top:
                continue
            for offset, _ in self.allocated[start:]:
                expiry.setdefault(offset, i)
            for leaf in _leaves(values[instr]):
                if isinstance(leaf, Placed) and leaf.loc is not None and leaf.loc.kind == "temp":
                    expiry[leaf.loc.offset] = max(expiry.get(leaf.loc.offset, i), last_use.get(instr, i))
            sizes = dict(self.allocated)
            for offset in [o for o, until in expiry.items() if until <= i]:
                del expiry[offset]
                self.free_blocks.append((offset, sizes[offset]))
        assert comp.root is not None
        return values[comp.root]

    def instruction(self, instr: Instruction, operands: list[Tree]) -> Tree:
        op = instr.opcode
        if op in UNSUPPORTED:
            raise KernelUnsupported(f"the nvptx target cannot compile '{op}': {UNSUPPORTED[op]}", instr.loc)
        if op == "constant":
            return self.constant(instr.literal, instr.shape, instr.name)
        if op == "custom-call":
            return self._custom_call(instr, operands)
        if op == "tuple":
            return tuple(operands)
        if op == "get-tuple-element":
            return operands[0][instr.attrs["index"]]
        if op == "bitcast":
            return self._bitcast(instr, operands[0])
        if op in ("opt-barrier", "domain", "add-dependency"):
            return operands[0]
        if op in _SINGLE_PARTICIPANT:
            return operands[0] if len(operands) == 1 else tuple(operands)
        if op == "after-all":
            return TOKEN
        if op == "collective-permute":
            return self._permute_on_one_device(instr, operands)
        if op == "call":
            return self.walk(instr.attrs["to_apply"], operands)
        if op == "while":
            return self._while(instr, operands)
        if op == "conditional":
            return self._conditional(instr, operands)
        if op == "async-start":
            comp = instr.attrs.get("calls")
            if comp is None:
                raise KernelUnsupported(f"'{op}' sugar is not supported by compiled code", instr.loc)
            result = self.walk(comp, operands)
            return (tuple(operands), result, *(self.alloc(s) for s in _elements(instr.shape)[2:]))
        if op == "async-update":
            return operands[0]
        if op == "async-done":
            return operands[0][1]
        if op == "copy-start":
            out = self.alloc(_elements(instr.shape)[0])
            self.copy(operands[0], out)
            return (out, operands[0], self.alloc(_elements(instr.shape)[2]))
        if op == "copy-done":
            return operands[0][0]
        slot = self._result_slots.get(instr)
        out = Placed(instr.shape, Loc("result", slot)) if slot is not None and isinstance(instr.shape, ArrayShape) \
            else self.alloc(instr.shape)
        if any(leaf is not TOKEN and leaf.shape.num_elements for leaf in _leaves(out)) or op in ("replica-id", "partition-id"):
            self.kernel_for(instr, operands, out)
        return out

    def _custom_call(self, instr: Instruction, operands: list[Tree]) -> Tree:
        """A host step calling the target with XLA's GPU signature on device pointers."""
        from xlac.customcall import abi

        name = instr.attrs["custom_call_target"]
        if name in abi.IDENTITY_TARGETS:
            return operands[0]
        ins = [self.on_device(leaf) for o in operands for leaf in _leaves(o) if leaf is not TOKEN]
        out = self.alloc(instr.shape)
        outs = [leaf for leaf in _leaves(out) if leaf is not TOKEN]
        opaque = instr.attrs.get("backend_config")
        text = "" if opaque is None or abi.api_version_of(instr) == abi.API_TYPED_FFI else _opaque_text(opaque)
        self.custom_calls.append(instr)
        self.steps.append(CustomCall(name, abi.symbol_name(name), abi.api_version_of(instr),
                                     [p.loc for p in ins + outs], len(ins), text, len(self.custom_calls) - 1))
        return out

    def _permute_on_one_device(self, instr: Instruction, operands: list[Tree]) -> Tree:
        """One device: a {0,0} pair passes the operand through; without one, zeros (XLA)."""
        import re as _re

        if len(operands) != 1:
            raise KernelUnsupported("collective-permute with in-place slices is not supported on one device",
                                    instr.loc)
        if _re.search(r"\{\s*0\s*,\s*0\s*\}", str(instr.attrs.get("source_target_pairs", ""))):
            return operands[0]
        out = self.alloc(instr.shape)
        for leaf in _leaves(out):
            if isinstance(leaf, Placed) and leaf.shape.num_elements:
                zero = const(leaf.shape.dtype, 0)

                def zeros(ctx: EmitContext, arrays: Callable[[Placed], IrArray], leaf: Placed = leaf,
                          zero: ir.Value = zero) -> tuple:
                    return self._parallel(ctx, [arrays(leaf)], [lambda b, idx: zero])

                self._kernel("zeros", zeros)
        return out

    def _bitcast(self, instr: Instruction, src: Tree) -> Tree:
        from xlac.codegen.llvm.generators import bit_width

        shape = instr.shape
        if isinstance(src, Placed) and isinstance(shape, ArrayShape) and bit_width(src.shape.dtype) == \
                bit_width(shape.dtype) and src.shape.num_elements == shape.num_elements:
            return src.view(shape)
        raise KernelUnsupported("bitcast between element types of different widths is not supported", instr.loc)

    def _emit_into(self, steps: list[Step], fn: Callable[[], Tree]) -> tuple[list[Step], Tree]:
        saved = self.steps
        self.steps = steps
        try:
            value = fn()
        finally:
            self.steps = saved
        return steps, value

    def _while(self, instr: Instruction, operands: list[Tree]) -> Tree:
        state = self.alloc(instr.shape)
        self.copy(operands[0], state)
        cond_steps, pred = self._emit_into([], lambda: self._device_scalar(self.walk(instr.attrs["condition"], [state])))
        body_steps: list[Step] = []

        def body() -> Tree:
            new_state = self.walk(instr.attrs["body"], [state])
            self.copy_all(new_state, state)
            return new_state

        self._emit_into(body_steps, body)
        self.steps.append(While(cond_steps, pred.loc, body_steps))
        return state

    def _device_scalar(self, value: Tree) -> Placed:
        if not isinstance(value, Placed):
            raise KernelUnsupported("a loop condition or branch index must be an array")
        return self.on_device(value)

    def _conditional(self, instr: Instruction, operands: list[Tree]) -> Tree:
        out = self.alloc(instr.shape)
        if "branch_computations" in instr.attrs:
            branches = instr.attrs["branch_computations"]
            args = operands[1:]
            is_pred = False
        else:
            branches = [instr.attrs["true_computation"], instr.attrs["false_computation"]]
            args = operands[1:3]
            is_pred = True
        index = self._device_scalar(operands[0])
        bodies = []
        for k, comp in enumerate(branches):
            def branch(comp: Computation = comp, k: int = k) -> Tree:
                self.copy(self.walk(comp, [args[k]]), out)
                return out

            steps, _ = self._emit_into([], branch)
            bodies.append(steps)
        assert index.loc is not None
        self.steps.append(Cond(index.loc, "u1" if is_pred else "i4", is_pred, bodies))
        return out

    # ---- copies ------------------------------------------------------------------------------
    def copy(self, src: Tree, dst: Tree) -> None:
        if isinstance(src, tuple):
            for s, d in zip(src, dst):
                self.copy(s, d)
            return
        if src is TOKEN or dst is TOKEN or src.loc == dst.loc and src.loc is not None:
            return
        if not src.shape.num_elements:
            return
        if src.on_device and src.shape.minor_to_major == dst.shape.minor_to_major and src.shape.dtype == dst.shape.dtype:
            self.steps.append(Copy(dst.loc, src.loc, src.shape.byte_size))
            return
        self._kernel("copy", lambda ctx, arrays: self._parallel(ctx, [arrays(dst)], [array_generator(arrays(src))]))

    def copy_all(self, src: Tree, dst: Tree) -> None:
        """dst = src where a leaf of src may be another leaf of dst (a loop state update):
        staged through fresh buffers when one copy would clobber what another reads."""
        pairs = [(s, d) for s, d in zip(_leaves(src), _leaves(dst))
                 if isinstance(s, Placed) and isinstance(d, Placed) and s.loc != d.loc]
        dst_locs = {d.loc for _, d in pairs}
        if any(s.loc in dst_locs for s, _ in pairs):
            staged = []
            for s, _ in pairs:
                t = self.alloc(s.shape)
                self.copy(s, t)
                staged.append(t)
            pairs = [(t, d) for t, (_, d) in zip(staged, pairs)]
        for s, d in pairs:
            self.copy(s, d)

    # ---- kernels -----------------------------------------------------------------------------
    def _kernel(self, hint: str, body: Callable[[EmitContext, Callable[[Placed], IrArray]], tuple]) -> None:
        """Emit one kernel; ``body(ctx, arrays)`` returns (grid, block); ``arrays(placed)``
        gives the IrArray of a placed value inside this kernel."""
        name = f"k{len(self.kernel_names)}_{_sanitize(hint)[:40]}"
        nargs = self.num_params + len(self.result_shapes) + 1
        fn = ir.Function(self.llmodule, ir.FunctionType(VOID, [PTR] * nargs), name)
        if not self.simulate:
            fn.calling_convention = "ptx_kernel"
        for a in fn.args:
            a.add_attribute("noalias")
        temp = fn.args[-1]
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        status = b.alloca(I32, name="status")
        ctx = EmitContext(self.llmodule, fn, b, temp, self.elemental, False,
                          scalar_computation=self.em.emit_scalar_computation, status=status,
                          target=self.em.target)
        ctx.temp_size = self.temp_size
        self.em.ctx = ctx
        self.elemental.bind(ctx)

        def arrays(p: Placed) -> IrArray:
            if p.glob is not None:
                return IrArray(p.glob, p.shape, ("constant", p.glob.name))
            loc = p.loc
            assert loc is not None
            if loc.kind == "temp":
                base = temp
            else:
                base = fn.args[loc.index if loc.kind == "param" else self.num_params + loc.index]
            ptr = base if loc.offset == 0 and loc.kind != "temp" else \
                ctx.builder.gep(base, [I64(loc.offset)], inbounds=True, source_etype=I8)
            return IrArray(ptr, p.shape, (loc.kind, loc.index, loc.offset))

        grid, block = body(ctx, arrays)
        if not ctx.builder.block.is_terminated:
            ctx.builder.ret_void()
        finish_scratch(ctx)
        self.temp_size = max(self.temp_size, ctx.temp_size)
        self.kernel_names.append(name)
        self.steps.append(Launch(name, grid, block))

    def _parallel(self, ctx: EmitContext, outs: list[IrArray], gens: list[Generator]) -> tuple:
        """outs[k][i] = gens[k](i), one thread per element i of the (equally shaped) outputs,
        numbered in physical order so neighbouring threads store to neighbouring addresses."""
        shape = outs[0].shape
        n = shape.num_elements
        b = ctx.builder

        def element(tid: ir.Value) -> None:
            idx = delinearize(b, tid, list(shape.dims), list(shape.minor_to_major))
            values = [g(b, idx) for g in gens]
            for out, v in zip(outs, values):
                out.store(b, v, idx)

        if self.simulate:
            with for_range(b, n, "thread") as tid:
                element(tid)
        elif n >= PER_THREAD_FROM:
            return self._parallel_unrolled(ctx, outs, gens)
        else:
            tid = self._global_thread_id(b)
            with if_then(b, b.icmp_unsigned("<", tid, I64(n))):
                element(tid)
        self.parallel_kernels += 1
        block = min(BLOCK, max(32, (n + 31) // 32 * 32))
        return (max(1, (n + block - 1) // block), 1, 1), (block, 1, 1)

    def _parallel_unrolled(self, ctx: EmitContext, outs: list[IrArray], gens: list[Generator]) -> tuple:
        """Big outputs: each thread computes PER_THREAD elements, ``BLOCK`` apart (every load and
        store instruction of a warp still covers adjacent addresses), all loads before any store
        so a thread keeps PER_THREAD reads in flight: one read per thread cannot cover the
        memory's latency (a 256M-element chain ran at a quarter of the copy bandwidth)."""
        shape = outs[0].shape
        n = shape.num_elements
        b = ctx.builder
        span = BLOCK * PER_THREAD
        first = b.add(b.mul(self._sreg(b, "ctaid.x"), I64(span)), self._sreg(b, "tid.x"))
        positions = [b.add(first, I64(k * BLOCK)) for k in range(PER_THREAD)]

        def index(e: ir.Value) -> list[ir.Value]:
            return delinearize(b, e, list(shape.dims), list(shape.minor_to_major))

        full = b.icmp_unsigned("<", positions[-1], I64(n))
        with b.if_else(full) as (whole, tail):
            with whole:
                idxs = [index(e) for e in positions]
                values = [[g(b, idx) for g in gens] for idx in idxs]
                for idx, vals in zip(idxs, values):
                    for out, v in zip(outs, vals):
                        out.store(b, v, idx)
            with tail:
                for e in positions:
                    with if_then(b, b.icmp_unsigned("<", e, I64(n))):
                        idx = index(e)
                        for out, v in zip(outs, [g(b, idx) for g in gens]):
                            out.store(b, v, idx)
        self.parallel_kernels += 1
        return (-(-n // span), 1, 1), (BLOCK, 1, 1)

    def annotate(self, fn: ir.Function, key: str, value: int) -> None:
        """An ``nvvm.annotations`` entry for a kernel (maxntidx: the most threads a block has,
        so ptxas may give each thread more registers)."""
        self.llmodule.add_named_metadata("nvvm.annotations", [fn, key, I32(value)])

    def _sreg(self, b: ir.IRBuilder, name: str) -> ir.Value:
        """A PTX special register (tid.x, ctaid.x...) as an i64."""
        full = f"llvm.nvvm.read.ptx.sreg.{name}"
        fn = self.llmodule.globals.get(full)
        if fn is None:
            fn = ir.Function(self.llmodule, ir.FunctionType(I32, []), full)
        return b.zext(b.call(fn, []), I64)

    def _global_thread_id(self, b: ir.IRBuilder) -> ir.Value:
        return b.add(b.mul(self._sreg(b, "ctaid.x"), self._sreg(b, "ntid.x")), self._sreg(b, "tid.x"))

    def kernel_for(self, instr: Instruction, operands: list[Tree], out: Tree) -> None:
        def body(ctx: EmitContext, arrays: Callable[[Placed], IrArray]) -> tuple:
            ops = [_map_tree(o, arrays) for o in operands]
            outs = _map_tree(out, arrays)
            tree = self._tree_reduction_plan(ctx, instr, ops, outs)
            if tree is not None:
                return self._tree_reduce(ctx, *tree)
            tiled = self._tiled_dot_plan(instr, ops, outs)
            if tiled is not None:
                if blocked_dot_fits(tiled[0]):
                    self.tiled_dots += 1
                    return blocked_dot(self, ctx, *tiled)
                return self._tiled_dot(ctx, *tiled)
            plan = self._parallel_plan(ctx, instr, ops, outs)
            if plan is not None:
                return self._parallel(ctx, *plan)
            if instr.opcode in ("replica-id", "partition-id"):
                outs.store(ctx.builder, I32(0), [])
            else:
                self.em.emit_into(instr, ops, outs)
            self.serial_kernels += 1
            return (1, 1, 1), (1, 1, 1)

        self._kernel(instr.name, body)

    # ---- reductions: a block per output element, a tree in shared memory ----------------------
    def _tree_reduction_plan(self, ctx: EmitContext, instr: Instruction, ops: list, outs: Any):
        """(reduce, input generators, init generators, outputs) for a reduce, or a fusion whose
        root is one, that reduces at least TREE_MIN elements per output."""
        from xlac.codegen.llvm.fused import FusedGenerators

        leaves = list(_leaves(outs))
        if not leaves or any(not isinstance(o, IrArray) for o in leaves):
            return None
        if instr.opcode == "reduce":
            red, gens = instr, [self.em.generator_of(o) for o in ops]
        elif instr.opcode == "fusion" and instr.attrs["calls"].root.opcode == "reduce":
            comp = instr.attrs["calls"]
            fg = FusedGenerators(self.em, comp, ops)
            if not fg.supported(skip=comp.root):
                return None
            red = comp.root
            gens = [fg.get(o) for o in red.operands]
        else:
            return None
        n = len(red.operands) // 2
        src = _array(red.operands[0].shape)
        extent = 1
        for d in red.attrs["dimensions"]:
            extent *= src.dims[d]
        if extent < TREE_MIN or len(leaves) != n:
            return None
        return red, gens[:n], gens[n:], leaves

    def _tree_reduce(self, ctx: EmitContext, red: Instruction, inputs: list[Generator], inits: list[Generator],
                     outs: list[IrArray]) -> tuple:
        """Block ``o`` computes output element ``o``: its threads stride over the reduced elements
        (consecutive threads, consecutive addresses when the reduced dims are minor), then halve
        the partial results in shared memory, log2(block) rounds, barriers between."""
        from xlac.codegen.llvm.emitters.common import Slots
        from xlac.codegen.llvm.types import value_type

        src = _array(red.operands[0].shape)
        reduced = sorted(red.attrs["dimensions"])
        kept = [d for d in range(src.rank) if d not in reduced]
        red_dims = [src.dims[d] for d in reduced]
        red_m2m = [reduced.index(d) for d in src.minor_to_major if d in reduced]
        extent = 1
        for d in red_dims:
            extent *= d
        block = 32
        while block < min(extent, BLOCK):
            block *= 2
        out_shape = outs[0].shape
        n_out = out_shape.num_elements
        types = [value_type(o.shape.dtype) for o in outs]
        shared = [self._shared_array(ctx, ty, block) for ty in types]
        comp = red.attrs["to_apply"]
        b = ctx.builder

        def slot(k: int, t: ir.Value) -> ir.Value:
            return b.gep(shared[k], [t], inbounds=True, source_etype=types[k])

        def per_block(o: ir.Value) -> None:
            out_idx = delinearize(b, o, list(out_shape.dims), list(out_shape.minor_to_major))

            def element(r: ir.Value) -> list[ir.Value]:
                sub = delinearize(b, r, red_dims, red_m2m)
                idx: list[ir.Value] = [I64(0)] * src.rank
                for d, v in zip(kept, out_idx):
                    idx[d] = v
                for d, v in zip(reduced, sub):
                    idx[d] = v
                return [g(b, idx) for g in inputs]

            def accumulate(t: ir.Value) -> None:
                # thread t folds elements t, t+block, ...; only thread 0 starts from the init
                # value, so it is applied once, as a sequential reduction applies it
                with if_then(b, b.icmp_unsigned("<", t, I64(extent))):
                    first = element(t)
                    seeded = ctx.call_scalar(comp, [g(b, []) for g in inits] + first)
                    is_zero = b.icmp_unsigned("==", t, I64(0))
                    accs = Slots(ctx, types, "acc")
                    accs.store(b, [b.select(is_zero, x, y) for x, y in zip(seeded, first)])
                    with for_range(b, extent, "r", start=b.add(t, I64(block)), step=block) as r:
                        accs.store(b, ctx.call_scalar(comp, accs.load(b) + element(r)))
                    for k, v in enumerate(accs.load(b)):
                        b.store(v, slot(k, t))

            self._phase(ctx, block, accumulate)
            count = min(extent, block)  # partial results held in shared memory, at [0, count)
            half = block // 2
            while half >= 1:
                def combine(t: ir.Value, half: int = half, count: int = count) -> None:
                    other = b.add(t, I64(half))
                    pair = b.and_(b.icmp_unsigned("<", t, I64(half)), b.icmp_unsigned("<", other, I64(count)))
                    with if_then(b, pair):
                        mine = [b.load(slot(k, t), typ=ty) for k, ty in enumerate(types)]
                        theirs = [b.load(slot(k, other), typ=ty) for k, ty in enumerate(types)]
                        for k, v in enumerate(ctx.call_scalar(comp, mine + theirs)):
                            b.store(v, slot(k, t))

                self._phase(ctx, block, combine)
                count = min(count, half)
                half //= 2

            def write(t: ir.Value) -> None:
                with if_then(b, b.icmp_unsigned("==", t, I64(0))):
                    for k, out in enumerate(outs):
                        out.store(b, b.load(slot(k, I64(0)), typ=types[k]), out_idx)

            self._phase(ctx, block, write, barrier=False)

        if self.simulate:
            with for_range(b, n_out, "block") as o:
                per_block(o)
        else:
            per_block(self._sreg(b, "ctaid.x"))
        self.tree_kernels += 1
        return (n_out, 1, 1), (block, 1, 1)

    def _ctx(self) -> EmitContext:
        """The context of the kernel being emitted."""
        assert self.em.ctx is not None
        return self.em.ctx

    # ---- dot: 16x16 output tiles, operand tiles staged through shared memory ------------------
    def _tiled_dot_plan(self, instr: Instruction, ops: list, outs: Any):
        """(dot, lhs generator, rhs generator, finish, output) for a float dot big enough to
        tile, alone or as a fusion whose other ops only transform its result element by element
        (bias, activation...): ``finish(b, idx, acc)`` is the output value at ``idx``."""
        from xlac.codegen.llvm.emitters.common import convert
        from xlac.codegen.llvm.fused import FusedGenerators

        if not isinstance(outs, IrArray):
            return None
        if instr.opcode == "dot":
            dot = instr
            lhs, rhs = self.em.generator_of(ops[0]), self.em.generator_of(ops[1])
            ctx = self._ctx()

            def finish(b: ir.IRBuilder, idx: list, acc: ir.Value) -> ir.Value:
                return convert(ctx, b, acc, _acc_dtype(dot), _array(dot.shape).dtype)
        elif instr.opcode == "fusion":
            comp = instr.attrs["calls"]
            dots = [i for i in comp.instructions if i.opcode == "dot"]
            if len(dots) != 1 or not _elementwise_to_root(comp, dots[0]):
                return None
            dot = dots[0]
            fg = FusedGenerators(self.em, comp, ops)
            if not fg.supported():
                return None
            lhs, rhs = fg.get(dot.operands[0]), fg.get(dot.operands[1])
            ctx = self._ctx()
            holder: dict[str, ir.Value] = {}
            out_dt = _array(dot.shape).dtype
            fg.override(dot, lambda b, idx: convert(ctx, b, holder["acc"], _acc_dtype(dot), out_dt))
            root = fg.get(comp.root)

            def finish(b: ir.IRBuilder, idx: list, acc: ir.Value) -> ir.Value:
                holder["acc"] = acc
                return root(b, idx)
        else:
            return None
        out_shape, lhs_shape, rhs_shape = _array(dot.shape), _array(dot.operands[0].shape), _array(dot.operands[1].shape)
        out_dt = out_shape.dtype
        if not (out_dt.is_float and lhs_shape.dtype.is_float and rhs_shape.dtype.is_float) or out_dt.is_complex:
            return None
        dd = _dot_dims(dot)
        k = 1
        for d in dd.lhs_contracting:
            k *= lhs_shape.dims[d]
        if k < TILE or out_shape.num_elements < TILE * TILE:
            return None
        return dot, lhs, rhs, finish, outs

    def _tiled_dot(self, ctx: EmitContext, dot: Instruction, lhs: Generator, rhs: Generator,
                   finish: Callable, out: IrArray) -> tuple:
        """Block (batch, mt, nt) computes a 16x16 output tile, thread (ty, tx) one element of it;
        per 16-wide slice of the contracting dims, each thread stages one lhs and one rhs element
        into shared memory, then all accumulate from the staged tiles (every operand element is
        read from global memory once per tile instead of once per output). The k order is the
        sequential one, so results equal the per-element dot's."""
        from xlac.codegen.llvm.emitters.common import arith, convert
        from xlac.codegen.llvm.generators import assemble_index
        from xlac.codegen.llvm.types import value_type

        ls, rs = _array(dot.operands[0].shape), _array(dot.operands[1].shape)
        dd = _dot_dims(dot)
        acc_dt = _acc_dtype(dot)
        acc_ty = value_type(acc_dt)
        batch_dims = [ls.dims[d] for d in dd.lhs_batch]
        m_dims = [ls.dims[d] for d in dd.lhs_free]
        n_dims = [rs.dims[d] for d in dd.rhs_free]
        k_dims = [ls.dims[d] for d in dd.lhs_contracting]
        M, N, K, nbatch = _prod(m_dims), _prod(n_dims), _prod(k_dims), _prod(batch_dims)
        mt_count, nt_count, kt_count = -(-M // TILE), -(-N // TILE), -(-K // TILE)
        blocks = nbatch * mt_count * nt_count
        threads = TILE * TILE
        b = ctx.builder
        a_tile = self._shared_array(ctx, acc_ty, threads)
        b_tile = self._shared_array(ctx, acc_ty, threads)
        acc = self._private(ctx, acc_ty, threads)
        zero = acc_ty(0.0)

        def at(ptr: ir.Value, i: ir.Value) -> ir.Value:
            return b.gep(ptr, [i], inbounds=True, source_etype=acc_ty)

        def per_block(bid: ir.Value) -> None:
            nt = b.urem(bid, I64(nt_count))
            mt = b.urem(b.udiv(bid, I64(nt_count)), I64(mt_count))
            batch = delinearize(b, b.udiv(bid, I64(nt_count * mt_count)), batch_dims) if batch_dims else []

            def coords(t: ir.Value) -> tuple[ir.Value, ir.Value]:
                return b.udiv(t, I64(TILE)), b.urem(t, I64(TILE))

            self._phase(ctx, threads, lambda t: acc.store(t, zero), barrier=False)
            with for_range(b, kt_count, "kt") as kt:
                def stage(t: ir.Value) -> None:
                    ty, tx = coords(t)
                    k0 = b.mul(kt, I64(TILE))
                    m, ka = b.add(b.mul(mt, I64(TILE)), ty), b.add(k0, tx)
                    kb, n = b.add(k0, ty), b.add(b.mul(nt, I64(TILE)), tx)
                    b.store(zero, at(a_tile, t))
                    b.store(zero, at(b_tile, t))
                    with if_then(b, b.and_(b.icmp_unsigned("<", m, I64(M)), b.icmp_unsigned("<", ka, I64(K)))):
                        idx = assemble_index(ls.rank, (dd.lhs_batch, batch), (dd.lhs_free, _split(b, m, m_dims)),
                                             (dd.lhs_contracting, _split(b, ka, k_dims)))
                        b.store(convert(ctx, b, lhs(b, idx), ls.dtype, acc_dt), at(a_tile, t))
                    with if_then(b, b.and_(b.icmp_unsigned("<", kb, I64(K)), b.icmp_unsigned("<", n, I64(N)))):
                        idx = assemble_index(rs.rank, (dd.rhs_batch, batch), (dd.rhs_free, _split(b, n, n_dims)),
                                             (dd.rhs_contracting, _split(b, kb, k_dims)))
                        b.store(convert(ctx, b, rhs(b, idx), rs.dtype, acc_dt), at(b_tile, t))

                def multiply(t: ir.Value) -> None:
                    ty, tx = coords(t)
                    total = acc.load(t)
                    for kk in range(TILE):  # unrolled: the compiler keeps the tile rows in registers
                        x = b.load(at(a_tile, b.add(b.mul(ty, I64(TILE)), I64(kk))), typ=acc_ty)
                        y = b.load(at(b_tile, b.add(I64(kk * TILE), tx)), typ=acc_ty)
                        total = arith(ctx, b, "add", acc_dt, total, arith(ctx, b, "multiply", acc_dt, x, y))
                    acc.store(t, total)

                self._phase(ctx, threads, stage)
                self._phase(ctx, threads, multiply)

            def write(t: ir.Value) -> None:
                ty, tx = coords(t)
                m, n = b.add(b.mul(mt, I64(TILE)), ty), b.add(b.mul(nt, I64(TILE)), tx)
                with if_then(b, b.and_(b.icmp_unsigned("<", m, I64(M)), b.icmp_unsigned("<", n, I64(N)))):
                    idx = list(batch) + _split(b, m, m_dims) + _split(b, n, n_dims)
                    out.store(b, finish(b, idx, acc.load(t)), idx)

            self._phase(ctx, threads, write, barrier=False)

        if self.simulate:
            with for_range(b, blocks, "block") as bid:
                per_block(bid)
        else:
            per_block(self._sreg(b, "ctaid.x"))
        self.tiled_dots += 1
        return (blocks, 1, 1), (threads, 1, 1)

    def _private(self, ctx: EmitContext, ty: ir.Type, threads: int):
        """A per-thread variable that survives barriers: a register on the GPU, one slot per
        thread of a block-sized array when simulated (the threads of a phase run in turn)."""
        from xlac.codegen.llvm.emitters.common import stack_slot

        b = ctx.builder
        if self.simulate:
            base = self._shared_array(ctx, ty, threads)

            class PerThread:
                def load(self, t: ir.Value) -> ir.Value:
                    return b.load(b.gep(base, [t], inbounds=True, source_etype=ty), typ=ty)

                def store(self, t: ir.Value, v: ir.Value) -> None:
                    b.store(v, b.gep(base, [t], inbounds=True, source_etype=ty))

            return PerThread()
        slot = stack_slot(ctx, ty, "private")

        class Register:
            def load(self, t: ir.Value) -> ir.Value:
                return b.load(slot, typ=ty)

            def store(self, t: ir.Value, v: ir.Value) -> None:
                b.store(v, slot)

        return Register()

    def _phase(self, ctx: EmitContext, threads: int, body: Callable[[ir.Value], None], barrier: bool = True) -> None:
        """``body(t)`` for every thread t of the block, then a barrier: on the GPU each thread runs
        it once; simulated, a loop runs the threads one after another (values that cross a barrier
        live in shared memory, so both orders compute the same)."""
        b = ctx.builder
        if self.simulate:
            with for_range(b, threads, "t") as t:
                body(t)
            return
        body(self._sreg(b, "tid.x"))
        if barrier:
            fn = self.llmodule.globals.get("llvm.nvvm.barrier0")
            if fn is None:
                fn = ir.Function(self.llmodule, ir.FunctionType(VOID, []), "llvm.nvvm.barrier0")
            b.call(fn, [])

    def _shared_array(self, ctx: EmitContext, ty: ir.Type, n: int) -> ir.Value:
        """A generic pointer to ``n`` elements of block-shared memory (a plain global when simulated)."""
        arr = ir.ArrayType(ty, n)
        name = ctx.unique(f"{ctx.function.name}.shared")
        if self.simulate:
            gv = ir.GlobalVariable(self.llmodule, arr, name)
            gv.initializer = ir.Constant(arr, None)
            gv.linkage = "internal"
            return ctx.builder.inttoptr(ctx.builder.ptrtoint(gv, I64), PTR)
        gv = ir.GlobalVariable(self.llmodule, arr, name, addrspace=3)
        gv.initializer = ir.Constant(arr, ir.Undefined)
        gv.linkage = "internal"
        gv.align = 16
        return ctx.builder.addrspacecast(gv, PTR)

    def _parallel_plan(self, ctx: EmitContext, instr: Instruction, ops: list, outs: Any):
        """(outputs, generators) when every output element can be computed independently."""
        from xlac.codegen.llvm.fused import FusedGenerators, _flat_output, _root_generators

        op = instr.opcode
        leaves = list(_leaves(outs))
        if not leaves or any(not isinstance(o, IrArray) for o in leaves):
            return None
        same = all(o.shape.dims == leaves[0].shape.dims and o.shape.minor_to_major == leaves[0].shape.minor_to_major
                   for o in leaves)
        if not same:
            return None
        if op == "dynamic-update-slice" and isinstance(outs, IrArray):
            return leaves, [_dus_generator(instr, [self.em.generator_of(o) for o in ops])]
        if op == "fusion":
            comp = instr.attrs["calls"]
            fg = FusedGenerators(self.em, comp, ops)
            if comp.root.opcode == "dynamic-update-slice":
                if not fg.supported(skip=comp.root):
                    return None
                return leaves, [_dus_generator(comp.root, [fg.get(o) for o in comp.root.operands])]
            if not fg.supported() or not _flat_output(comp):
                return None
            return leaves, _root_generators(fg)
        if op in ("reduce", "reduce-window"):
            from xlac.codegen.llvm.emitters.reduction import reduce_generator, reduce_window_generator

            factory = reduce_generator if op == "reduce" else reduce_window_generator
            multi = factory(ctx, instr, [array_generator(o) for o in ops])
            return leaves, [(lambda b, idx, k=k: multi(b, idx)[k]) for k in range(len(leaves))]
        if instr.shape.is_tuple:
            return None
        if op in GENERATORS:
            return leaves, [GENERATORS[op](ctx, instr, [self.em.generator_of(o) for o in ops])]
        if op not in EMITTERS and (info := opcodes.lookup(op)) is not None and info.is_elementwise:
            return leaves, [self.em.elementwise_generator(instr, [self.em.generator_of(o) for o in ops])]
        return None


def _dus_generator(dus: Instruction, gens: list[Generator]) -> Generator:
    """dynamic-update-slice as an element generator (one thread per output element, instead of
    a copy followed by a window write): the update where the index falls in the window (starts
    clamped so the window fits, as XLA does), the operand elsewhere."""
    from xlac.codegen.llvm.generators import all_true, clamp, dynamic_starts

    operand, update, *starts = gens
    out_dims = list(_array(dus.shape).dims)
    upd_dims = list(_array(dus.operands[1].shape).dims)
    start_shapes = [_array(s.shape) for s in dus.operands[2:]]
    if _array(dus.operands[1].shape).num_elements == 0:
        return operand

    def gen(b: ir.IRBuilder, idx: list) -> ir.Value:
        origin = dynamic_starts(b, starts, start_shapes, out_dims, upd_dims)
        rel = [b.sub(i, o) for i, o in zip(idx, origin)]
        inside = all_true(b, [b.and_(b.icmp_signed(">=", r, I64(0)), b.icmp_signed("<", r, I64(d)))
                              for r, d in zip(rel, upd_dims)])
        window = [clamp(b, r, 0, d - 1) for r, d in zip(rel, upd_dims)]
        return b.select(inside, update(b, window), operand(b, idx))

    return gen


def _last_uses(comp: Computation) -> dict[Instruction, int]:
    """Instruction -> index of the last instruction reading it (the root: never freed)."""
    order = {instr: i for i, instr in enumerate(comp.instructions)}
    last: dict[Instruction, int] = {}
    for instr in comp.instructions:
        for o in instr.operands:
            last[o] = max(last.get(o, order[o]), order[instr])
    if comp.root is not None:
        last[comp.root] = len(comp.instructions) + 1
    return last


def _array(shape: Shape) -> ArrayShape:
    """``shape``, which the op's semantics make an array."""
    assert isinstance(shape, ArrayShape), shape
    return shape


def _elements(shape: Shape) -> tuple[Shape, ...]:
    assert isinstance(shape, TupleShape), shape
    return tuple(shape.elements)


def _prod(values: list[int]) -> int:
    out = 1
    for v in values:
        out *= v
    return out


def _split(b: ir.IRBuilder, lin: ir.Value, dims: list[int]) -> list[ir.Value]:
    """A row-major linear position over ``dims`` as one index per dim."""
    return delinearize(b, lin, dims) if dims else []


def _dot_dims(dot: Instruction):
    from xlac.hlo.attributes import DotDims

    return DotDims.of(dot.attrs, _array(dot.operands[0].shape).rank, _array(dot.operands[1].shape).rank)


def _acc_dtype(dot: Instruction):
    from xlac.codegen.llvm.emitters.common import accumulator_dtype

    return accumulator_dtype(_array(dot.shape).dtype)


def _elementwise_to_root(comp: Computation, dot: Instruction) -> bool:
    """Does every path from ``dot`` to the root go through elementwise ops of the dot's dims
    (so the root at index i needs the dot's value at i only)?"""
    users: dict[Instruction, list[Instruction]] = {}
    for instr in comp.instructions:
        for o in instr.operands:
            users.setdefault(o, []).append(instr)
    todo, seen = [dot], set()
    while todo:
        cur = todo.pop()
        if cur in seen:
            continue
        seen.add(cur)
        for u in users.get(cur, []):
            info = opcodes.lookup(u.opcode)
            if not isinstance(u.shape, ArrayShape) or u.shape.dims != _array(dot.shape).dims or info is None \
                    or not info.is_elementwise:
                return False
            todo.append(u)
    return comp.root in seen


def _opaque_text(raw: Any) -> str:
    from xlac.hlo.attributes import string_value
    from xlac.hlo.ir import RawAttr

    return string_value(str(raw)) if isinstance(raw, RawAttr) else str(raw)


def _leaves(tree: Tree):
    if isinstance(tree, tuple):
        for t in tree:
            yield from _leaves(t)
    else:
        yield tree


def _map_tree(tree: Tree, fn: Callable[[Placed], IrArray]) -> Any:
    if isinstance(tree, tuple):
        return tuple(_map_tree(t, fn) for t in tree)
    if tree is TOKEN:
        from xlac.codegen.llvm.structural import TOKEN as EMITTER_TOKEN

        return EMITTER_TOKEN
    return fn(tree)
