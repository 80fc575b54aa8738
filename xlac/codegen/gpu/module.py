"""HLO module -> GPU kernels (one per fusion or instruction) plus the host program that
launches them, with the shared LLVM emitters doing the per-element work: the program builder of
every GPU target, whose vendor-specific parts come through a :class:`GpuHooks`.

Every kernel is ``void kN(params..., results..., temp)``; values live in the parameters, the
result buffers, or slices of ``temp`` (memory.py: in the entry computation a slice is reused once
nothing later reads it). Per instruction:

  * a reduction of at least ``TREE_MIN`` elements per output: a block per output, a tree in
    shared memory (reduction.py);
  * a float dot, alone or with elementwise ops after it: tiled kernels (dot.py, gemm.py);
  * an element generator (the shared ``GENERATORS``, a fusion whose every op has one, a
    reduction's per-output loop, an elementwise op) becomes a parallel kernel: one thread per
    output element, threads numbered in the output's physical order so stores coalesce (grid.py);
  * anything else (sort, scatter, linear algebra, fusions holding them...) runs its shared
    whole-op emitter in a single-thread kernel: correct, not fast;
  * while, conditional and call are host control (program.py): the loop predicate or branch
    index is read back between launches; tuples, get-tuple-element, bitcasts and parameters
    are only names for memory and launch nothing.

    gm = GpuModuleEmitter(hlo_module, llmodule, hooks.elemental(llmodule), hooks)
    program, temp_bytes, kernel_names = gm.emit()
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
from llvmlite import ir

from xlac.codegen.gpu.dot import tiled_dot, tiled_dot_plan
from xlac.codegen.gpu.gemm import blocked_dot, blocked_dot_fits
from xlac.codegen.gpu.grid import parallel, parallel_plan
from xlac.codegen.gpu.hooks import GpuHooks
from xlac.codegen.gpu.memory import TOKEN, Placed, TempArena, Tree, elements, last_uses, leaves_of, map_tree
from xlac.codegen.gpu.program import Cond, Copy, CustomCall, Launch, Loc, Program, Step, While
from xlac.codegen.gpu.reduction import tree_reduce, tree_reduction_plan
from xlac.codegen.gpu.threads import Threads
from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.generators import bit_width
from xlac.codegen.llvm.ir_emitter import FunctionEmitter, array_generator
from xlac.codegen.llvm.loops import IrArray
from xlac.codegen.llvm.scratch import finish as finish_scratch
from xlac.codegen.llvm.structural import physical_bytes
from xlac.codegen.llvm.types import I8, I32, I64, PTR, VOID, const
from xlac.customcall import abi
from xlac.errors import XlacError, error_context
from xlac.hlo.attributes import string_value
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr
from xlac.hlo.shapes import ArrayShape, Shape


def description(hooks: GpuHooks) -> TargetDescription:
    """What the shared emitters are told: one thread's code per kernel (no thread pool, no
    outlining: a kernel is one instruction already), fresh memory per value (the host program's
    plan, not the buffer assignment's), no CPU SIMD kernels (GEMM panels, vector reductions)
    inside a GPU thread."""
    return TargetDescription(triple=hooks.triple, threads=1, outline=False, buffer_assignment=False, row_groups=False,
                             simd_kernels=False)


class KernelUnsupported(XlacError):
    """An op a GPU target cannot compile (the message says which and why)."""


_SINGLE_PARTICIPANT = frozenset({"all-reduce", "all-gather", "reduce-scatter", "all-to-all", "all-reduce-start",
                                 "all-reduce-done", "all-gather-start", "all-gather-done", "collective-broadcast",
                                 "collective-permute-done"})
# Ops the GPU targets refuse, with the reason `xlac targets` and the error give.
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

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, hooks: GpuHooks, simulate: bool = False):
        self.module = module
        self.hooks = hooks
        self.simulate = simulate  # host functions with a loop for the grid (a target's simulator)
        self.threads = Threads(llmodule, hooks, simulate)
        self.llmodule = llmodule
        self.elemental = elemental
        entry = module.entry
        assert entry is not None and entry.root is not None
        self.entry = entry
        self.num_params = sum(1 for p in entry.parameters for _ in p.shape.leaves())  # tuples as their leaves
        self.result_shapes = [s for s in entry.root.shape.leaves() if s.dtype.is_array]
        self.temp = TempArena()
        self.kernel_names: list[str] = []
        self.steps: list[Step] = []
        self.em = FunctionEmitter(module, llmodule, elemental, "unused", description(hooks))
        self._const_count = 0
        self.parallel_kernels = 0
        self.serial_kernels = 0
        self.tree_kernels = 0
        self.tiled_dots = 0
        self.custom_calls: list[Instruction] = []  # the program's CustomCall sites, in order
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
        leaves = [leaf for leaf in leaves_of(root) if leaf is not TOKEN]
        for j, (leaf, shape) in enumerate(zip(leaves, self.result_shapes)):
            self.copy(leaf, Placed(shape, Loc("result", j)))
        return Program(self.steps), max(self.temp.size, 1), self.kernel_names

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
        return Placed(shape, Loc("temp", 0, self.temp.take(int(shape.byte_size))))

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
        last_use = last_uses(comp) if top else {}
        expiry: dict[int, int] = {}  # temp offset -> index of the last instruction that needs it
        for i, instr in enumerate(comp.instructions):
            with error_context(instr):
                start = len(self.temp.allocated)
                if instr.opcode == "parameter":
                    assert instr.parameter_number is not None
                    values[instr] = params[instr.parameter_number]
                else:
                    values[instr] = self.instruction(instr, [values[o] for o in instr.operands])
            if not top:
                continue
            for offset, _ in self.temp.allocated[start:]:
                expiry.setdefault(offset, i)
            for leaf in leaves_of(values[instr]):
                if isinstance(leaf, Placed) and leaf.loc is not None and leaf.loc.kind == "temp":
                    expiry[leaf.loc.offset] = max(expiry.get(leaf.loc.offset, i), last_use.get(instr, i))
            for offset in [o for o, until in expiry.items() if until <= i]:
                del expiry[offset]
                self.temp.give_back(offset)
        assert comp.root is not None
        return values[comp.root]

    def instruction(self, instr: Instruction, operands: list[Tree]) -> Tree:
        op = instr.opcode
        if op in UNSUPPORTED:
            raise KernelUnsupported(f"the {self.hooks.name} target cannot compile '{op}': {UNSUPPORTED[op]}",
                                    instr.loc)
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
            return (tuple(operands), result, *(self.alloc(s) for s in elements(instr.shape)[2:]))
        if op == "async-update":
            return operands[0]
        if op == "async-done":
            return operands[0][1]
        if op == "copy-start":
            out = self.alloc(elements(instr.shape)[0])
            self.copy(operands[0], out)
            return (out, operands[0], self.alloc(elements(instr.shape)[2]))
        if op == "copy-done":
            return operands[0][0]
        slot = self._result_slots.get(instr)
        out = Placed(instr.shape, Loc("result", slot)) if slot is not None and isinstance(instr.shape, ArrayShape) \
            else self.alloc(instr.shape)
        if any(leaf is not TOKEN and leaf.shape.num_elements for leaf in leaves_of(out)) or op in ("replica-id", "partition-id"):
            self.kernel_for(instr, operands, out)
        return out

    def _custom_call(self, instr: Instruction, operands: list[Tree]) -> Tree:
        """A host step calling the target with XLA's GPU signature on device pointers."""
        name = instr.attrs["custom_call_target"]
        if name in abi.IDENTITY_TARGETS:
            return operands[0]
        ins = [self.on_device(leaf) for o in operands for leaf in leaves_of(o) if leaf is not TOKEN]
        out = self.alloc(instr.shape)
        outs = [leaf for leaf in leaves_of(out) if leaf is not TOKEN]
        opaque = instr.attrs.get("backend_config")
        text = "" if opaque is None or abi.api_version_of(instr) == abi.API_TYPED_FFI else opaque_text(opaque)
        self.custom_calls.append(instr)
        self.steps.append(CustomCall(name, abi.symbol_name(name), abi.api_version_of(instr),
                                     [p.loc for p in ins + outs], len(ins), text, len(self.custom_calls) - 1))
        return out

    def _permute_on_one_device(self, instr: Instruction, operands: list[Tree]) -> Tree:
        """One device: a {0,0} pair passes the operand through; without one, zeros (XLA)."""
        if len(operands) != 1:
            raise KernelUnsupported("collective-permute with in-place slices is not supported on one device",
                                    instr.loc)
        if re.search(r"\{\s*0\s*,\s*0\s*\}", str(instr.attrs.get("source_target_pairs", ""))):
            return operands[0]
        out = self.alloc(instr.shape)
        for leaf in leaves_of(out):
            if isinstance(leaf, Placed) and leaf.shape.num_elements:
                zero = const(leaf.shape.dtype, 0)

                def zeros(ctx: EmitContext, arrays: Callable[[Placed], IrArray], leaf: Placed = leaf,
                          zero: ir.Value = zero) -> tuple:
                    return self._parallel(ctx, [arrays(leaf)], [lambda b, idx: zero])

                self._kernel("zeros", zeros)
        return out

    def _bitcast(self, instr: Instruction, src: Tree) -> Tree:
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
        pairs = [(s, d) for s, d in zip(leaves_of(src), leaves_of(dst))
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
        self.threads.declare_kernel(fn)
        for a in fn.args:
            a.add_attribute("noalias")
        temp = fn.args[-1]
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        status = b.alloca(I32, name="status")
        ctx = EmitContext(self.llmodule, fn, b, temp, self.elemental, False,
                          scalar_computation=self.em.emit_scalar_computation, status=status,
                          target=self.em.target)
        ctx.temp_size = self.temp.size
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
        self.temp.size = max(self.temp.size, ctx.temp_size)
        self.kernel_names.append(name)
        self.steps.append(Launch(name, grid, block))

    def _parallel(self, ctx: EmitContext, outs: list[IrArray], gens: list[Generator]) -> tuple:
        self.parallel_kernels += 1
        return parallel(self.threads, ctx, outs, gens)

    def kernel_for(self, instr: Instruction, operands: list[Tree], out: Tree) -> None:
        def body(ctx: EmitContext, arrays: Callable[[Placed], IrArray]) -> tuple:
            ops = [map_tree(o, arrays) for o in operands]
            outs = map_tree(out, arrays)
            tree = tree_reduction_plan(self.em, instr, ops, outs)
            if tree is not None:
                self.tree_kernels += 1
                return tree_reduce(self.threads, ctx, *tree)
            tiled = tiled_dot_plan(self.em, instr, ops, outs)
            if tiled is not None:
                self.tiled_dots += 1
                return (blocked_dot if blocked_dot_fits(tiled[0]) else tiled_dot)(self.threads, ctx, *tiled)
            plan = parallel_plan(self.em, ctx, instr, ops, outs)
            if plan is not None:
                return self._parallel(ctx, *plan)
            if instr.opcode in ("replica-id", "partition-id"):
                outs.store(ctx.builder, I32(0), [])
            else:
                self.em.emit_into(instr, ops, outs)
            self.serial_kernels += 1
            return (1, 1, 1), (1, 1, 1)

        self._kernel(instr.name, body)


def opaque_text(raw: Any) -> str:
    return string_value(str(raw)) if isinstance(raw, RawAttr) else str(raw)
