"""HLO module -> GPU kernels (one per fusion or instruction) plus the host program that
launches them, with the shared LLVM emitters doing the per-element work: the program builder of
every GPU target, whose vendor-specific parts come through a :class:`GpuHooks`.

Every kernel is ``void kN(params..., results..., temp)``; values live in the parameters, the
result buffers, or ``temp``, where the buffer assignment puts them (the planner the cpu target
uses; memory.py: bytes reused across live ranges, updates in place, values computed straight
into the results), and follow its rules (xlac/passes/buffer_assignment.py): every instruction
that computes writes its planned buffers; a while's state, a branch's or call's result, a
callee's parameter and the entry's results are copied only where the plan did not put both in
the same buffer. Per instruction:

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
from xlac.codegen.gpu.memory import GPU_MEMORY, TOKEN, DeviceMemory, Placed, Tree, elements, leaves_of, map_tree
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
from xlac.hlo.collectives import done_takes_element_one
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.passes.memory_model import MemoryModel


def description(hooks: GpuHooks) -> TargetDescription:
    """What the shared emitters are told: one thread's code per kernel (no thread pool, no
    outlining: a kernel is one instruction already), fresh memory for what they allocate
    themselves (the kernel's working memory: the buffer assignment is the host program's,
    applied by GpuModuleEmitter), no CPU SIMD kernels (GEMM panels, vector reductions) inside a
    GPU thread."""
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
    steps into a :class:`Program`; ``memory.plan`` is the module's buffer assignment."""

    def __init__(self, module: Module, llmodule: ir.Module, elemental: Any, hooks: GpuHooks, simulate: bool = False,
                 memory_model: MemoryModel = GPU_MEMORY):
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
        self.memory = DeviceMemory(module, llmodule, memory_model)  # the plan as the target's model asks
        self.kernel_names: list[str] = []
        self.steps: list[Step] = []
        self.em = FunctionEmitter(module, llmodule, elemental, "unused", description(hooks))
        self._const_count = 0
        self.parallel_kernels = 0
        self.serial_kernels = 0
        self.tree_kernels = 0
        self.tiled_dots = 0
        self.custom_calls: list[Instruction] = []  # the program's CustomCall sites, in order

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
        root = self.walk(entry, params)
        leaves = [leaf for leaf in leaves_of(root) if leaf is not TOKEN]
        self._copy_results([(leaf, Placed(shape, Loc("result", j))) for j, (leaf, shape)
                            in enumerate(zip(leaves, self.result_shapes))])
        return Program(self.steps), self.memory.finish(), self.kernel_names

    def _copy_results(self, copies: list[tuple[Placed, Placed]]) -> None:
        """The results the plan did not compute in place into their buffers. A result a
        parameter is donated to (input_output_alias) may be that parameter's memory, so it is
        written only after every copy that still reads the parameter."""
        donated = self.memory.donated

        def clobbers(dst: Placed, src: Placed) -> bool:
            assert dst.loc is not None
            return dst.loc.index in donated and src.loc == Loc("param", donated[dst.loc.index])

        self.copy_in_order(copies, clobbers)

    # ---- memory ------------------------------------------------------------------------------
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
        """``value`` in device memory, for a host step (a constant is copied out of the plan)."""
        if value.on_device:
            return value
        target = self.memory.fresh(value.shape)
        self.copy(value, target)
        return target

    def bind(self, param: Instruction, arg: Tree) -> Tree:
        """A called computation's parameter: the caller's value, except leaves the plan gives
        memory of their own (a computation with several call sites, another layout), which
        the value is copied into each time the computation runs."""
        if param.parent is self.entry:
            return arg
        return self._bind(param, param.shape, (), arg)

    def _bind(self, param: Instruction, shape: Shape, index: tuple[int, ...], arg: Tree) -> Tree:
        if isinstance(shape, TupleShape):
            return tuple(self._bind(param, s, index + (k,), a) for k, (s, a) in enumerate(zip(shape.elements, arg)))
        loc = self.memory.planned(param, index)
        if loc is None or not isinstance(arg, Placed) or not isinstance(shape, ArrayShape):
            return arg
        own = Placed(shape, loc)
        self.copy(arg, own)
        return own

    # ---- host walk ---------------------------------------------------------------------------
    def walk(self, comp: Computation, params: list[Tree]) -> Tree:
        """Launch ``comp``'s instructions in order."""
        values: dict[Instruction, Tree] = {}
        for instr in comp.instructions:
            with error_context(instr):
                if instr.opcode == "parameter":
                    assert instr.parameter_number is not None
                    values[instr] = self.bind(instr, params[instr.parameter_number])
                else:
                    values[instr] = self.instruction(instr, [values[o] for o in instr.operands])
        assert comp.root is not None
        return values[comp.root]

    def instruction(self, instr: Instruction, operands: list[Tree]) -> Tree:
        """The value of ``instr``: an alias of its operand's memory (tuple, get-tuple-element,
        bitcast...), a constant, or its planned buffers, which it is computed or copied into."""
        op = instr.opcode
        if op in UNSUPPORTED:
            raise KernelUnsupported(f"the {self.hooks.name} target cannot compile '{op}': {UNSUPPORTED[op]}",
                                    instr.loc)
        if op == "constant":
            return self.constant(instr.literal, instr.shape, instr.name)
        if op == "tuple":
            return tuple(operands)
        if op == "get-tuple-element":
            return operands[0][instr.attrs["index"]]
        if op == "bitcast":
            return self._bitcast(instr, operands[0])
        if op in ("opt-barrier", "domain", "add-dependency"):
            return operands[0]
        if op == "after-all":
            return TOKEN
        out = self.memory.dest(instr)
        self.copy(self._compute(instr, operands, out), out)
        return out

    def _compute(self, instr: Instruction, operands: list[Tree], out: Tree) -> Tree:
        """Write ``instr``'s value into ``out``, or return where it is (copied into ``out``)."""
        op = instr.opcode
        if op == "custom-call":
            return self._custom_call(instr, operands, out)
        if op in _SINGLE_PARTICIPANT:
            return self._single_participant(instr, operands, out)
        if op == "collective-permute":
            return self._permute_on_one_device(instr, operands, out)
        if op == "call":
            return self.walk(instr.attrs["to_apply"], operands)
        if op == "while":
            return self._while(instr, operands, out)
        if op == "conditional":
            return self._conditional(instr, operands, out)
        if op == "async-start":
            comp = instr.attrs.get("calls")
            if comp is None:
                raise KernelUnsupported(f"'{op}' sugar is not supported by compiled code", instr.loc)
            return (tuple(operands), self.walk(comp, operands), *out[2:])
        if op == "async-update":
            return operands[0]
        if op == "async-done":
            return operands[0][1]
        if op == "copy-start":
            return (operands[0], operands[0], out[2])
        if op == "copy-done":
            return operands[0][0]
        if any(leaf is not TOKEN and leaf.shape.num_elements for leaf in leaves_of(out)) or op in ("replica-id", "partition-id"):
            self.kernel_for(instr, operands, out)
        return out

    def _custom_call(self, instr: Instruction, operands: list[Tree], out: Tree) -> Tree:
        """A host step calling the target with XLA's GPU signature on device pointers. An
        aliased result (output_to_operand_aliasing) starts as its operand, and its buffer is
        passed for both (the plan usually made them one buffer already)."""
        name = instr.attrs["custom_call_target"]
        if name in abi.IDENTITY_TARGETS:
            return operands[0]
        operands = list(operands)
        for path, k in abi.aliased_operands(instr).items():
            leaf = out
            for i in path:
                leaf = leaf[i] if isinstance(leaf, tuple) and i < len(leaf) else None
            src = operands[k] if k < len(operands) else None
            if isinstance(leaf, Placed) and isinstance(src, Placed) and leaf.shape == src.shape:
                self.copy(src, leaf)
                operands[k] = leaf
        ins = [self.on_device(leaf) for o in operands for leaf in leaves_of(o) if leaf is not TOKEN]
        outs = [leaf for leaf in leaves_of(out) if leaf is not TOKEN]
        opaque = instr.attrs.get("backend_config")
        text = "" if opaque is None or abi.api_version_of(instr) == abi.API_TYPED_FFI else opaque_text(opaque)
        self.custom_calls.append(instr)
        self.steps.append(CustomCall(name, abi.symbol_name(name), abi.api_version_of(instr),
                                     [p.loc for p in ins + outs], len(ins), text, len(self.custom_calls) - 1))
        return out

    def _single_participant(self, instr: Instruction, operands: list[Tree], out: Tree) -> Tree:
        """One device: a collective returns its input; a `-start` with a tuple shape carries
        (operands, result, context...), and its `-done` takes the result back out (as the
        cpu target's; the context is left as it is)."""
        op = instr.opcode
        if op.endswith("-done"):
            return operands[0][1] if done_takes_element_one(instr.operands[0]) else operands[0]
        single = len(operands) == 1 and not (isinstance(instr.shape, TupleShape) and not op.endswith("-start"))
        result = operands[0] if single else tuple(operands)
        if not op.endswith("-start") or not isinstance(instr.shape, TupleShape):
            return result
        parts = elements(instr.shape)
        if len(parts) == 2 and len(operands) > 1 and not any(isinstance(e, TupleShape) for e in parts):
            return result
        return (operands[0] if len(operands) == 1 else tuple(operands), result, *out[2:])

    def _permute_on_one_device(self, instr: Instruction, operands: list[Tree], out: Tree) -> Tree:
        """One device: a {0,0} pair passes the operand through; without one, zeros (XLA)."""
        if len(operands) != 1:
            raise KernelUnsupported("collective-permute with in-place slices is not supported on one device",
                                    instr.loc)
        if re.search(r"\{\s*0\s*,\s*0\s*\}", str(instr.attrs.get("source_target_pairs", ""))):
            return operands[0]
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

    def _while(self, instr: Instruction, operands: list[Tree], state: Tree) -> Tree:
        """The loop state lives in the while's planned buffers (its init's, where the loop is
        the init's last reader; the body writes an element straight there where it can)."""
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

    def _conditional(self, instr: Instruction, operands: list[Tree], out: Tree) -> Tree:
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
        """dst = src where a leaf of src may be another leaf of dst (a loop state update that
        swaps or rotates elements): every source is read before it is overwritten."""
        pairs = [(s, d) for s, d in zip(leaves_of(src), leaves_of(dst)) if isinstance(s, Placed) and isinstance(d, Placed)]
        self.copy_in_order(pairs, lambda d, s: s.loc is not None and s.loc == d.loc)

    def copy_in_order(self, pairs: list[tuple[Placed, Placed]], clobbers: Callable[[Placed, Placed], bool]) -> None:
        """Copy each (src, dst), where writing ``dst`` may overwrite another pair's ``src``
        (``clobbers(dst, src)``): a copy goes once no copy still to come reads what it
        overwrites; in a cycle (a swap, a rotation) one source is first staged outside the plan."""
        pending = [(s, d) for s, d in pairs if s.loc is None or s.loc != d.loc]
        while pending:
            ready = next((c for c in pending if not any(clobbers(c[1], o[0]) for o in pending if o is not c)), None)
            if ready is not None:
                self.copy(*ready)
                pending.remove(ready)
                continue
            k, (s, d) = next((k, c) for k, c in enumerate(pending)
                             if any(clobbers(o[1], c[0]) for o in pending if o is not c))
            staged = self.memory.fresh(s.shape)
            self.copy(s, staged)
            pending[k] = (staged, d)

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
        # what the kernel allocates itself (ctx.alloc, kernel scratch) is its working memory
        ctx = EmitContext(self.llmodule, fn, b, self.memory.working_memory(b, temp), self.elemental, False,
                          scalar_computation=self.em.emit_scalar_computation, status=status,
                          target=self.em.target)
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
        self.memory.kernel_used(ctx.temp_size)
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
