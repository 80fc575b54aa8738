"""From an optimized HLO module to an xacc program (a Container).

Every HLO value lives in device DRAM where the buffer assignment puts it (memory.py: entry
parameters and results in the buffers the runtime passes, temporaries packed into one temp block
by liveness, some of them in a result's memory before it is written, constants in the
container). Each compute instruction (or fusion) is one kernel: DMA its operands into the
scratchpad, run a vector loop over the output in steps of the machine's lanes (the last step
masked by ``setvl``) whose body ``Elemental`` generates, DMA the result out (vector.py), or, for
dots and convolutions it can take, runs on the matrix unit (matrix.py). Control flow (while,
conditional, call) runs on the scalar core around kernels, copying values only where the plan
keeps a loop's state, a callee's parameters or results apart from what they come from; sort and
scatter are kernels of their own (sort_scatter.py); custom calls with no device kernel are host
calls.

    container = Lowering(optimized_module, source_text, machine).lower()
"""

from __future__ import annotations

import json
from typing import Any, cast

from xlac.customcall.abi import IDENTITY_TARGETS
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape, shape_to_json

from .container import Container
from .elemental import LANE_OPS, arr, check_bitcast_convert, isa_type, unsupported
from .emitter import ZERO
from .matrix import conv_eligible, dot_eligible, matrix_conv, matrix_dot
from .memory import indexed_leaves
from .sort_scatter import SortScatter
from .vector import Leaf

#: Collectives that, with one device, return their operand.
SINGLE_DEVICE = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-broadcast",
                 "all-reduce-start", "all-reduce-done", "all-gather-start", "all-gather-done")
NO_CODE = ("parameter", "constant", "tuple", "get-tuple-element", "after-all", "opt-barrier", "add-dependency")
#: Ops ``Lowering.instruction`` lowers itself; the others are kernels (elemental.py's ``_op_<name>``
#: and lane ops).
LOWERED = NO_CODE + SINGLE_DEVICE + ("copy", "reshape", "bitcast", "bitcast-convert", "call", "custom-call", "while",
                                     "conditional", "sort", "scatter", "topk", "select-and-scatter", "dot",
                                     "convolution", "fusion")
#: Ops xacc refuses, with the reason (`xlac targets` shows them; the error names the op).
UNSUPPORTED = {
    **dict.fromkeys(("rng", "rng-bit-generator", "rng-get-and-update-state"), "no random number generator yet"),
    **dict.fromkeys(("infeed", "outfeed", "send", "send-done", "recv", "recv-done"), "no host transfer queues"),
    **dict.fromkeys(("fft", "cholesky", "triangular-solve", "batch-norm-training", "batch-norm-inference",
                     "batch-norm-grad", "ragged-dot", "scaled-dot", "scan"), "no lowering yet"),
    # C math functions the special function unit lacks (no v<libm> instruction), unless the op
    # table has a decomposition for the op (xacc selects every one)
    **{op: "no instruction for its C function and no decomposition yet" for op, row in opcodes.OPS.items()
       if row.libm is not None and op not in LANE_OPS and not row.decompositions},
    "mulhi": "no instruction yet",
    "stochastic-convert": "no lowering yet",
    **dict.fromkeys(("async-start", "async-update", "async-done", "copy-start", "copy-done"),
                    "no asynchronous operations"),
    **dict.fromkeys(("collective-permute", "collective-permute-start", "collective-permute-done",
                     "ragged-all-to-all", "replica-id", "partition-id"), "one device only: no collective runtime"),
    **dict.fromkeys(("domain", "dynamic-reshape", "get-dimension-size", "set-dimension-size"),
                    "no dynamic shapes or sharding domains"),
}
DEVICE_KERNELS: dict[str, Any] = {}  # custom-call target -> DeviceKernel (see customcalls.py)


def _leaf_count(shape: Shape) -> int:
    return sum(1 for _ in shape.leaves())


class Lowering(SortScatter):
    """An optimized HLO module -> an xacc program."""

    # ---- program ----------------------------------------------------------------------------
    def lower(self) -> Container:
        module = self.module
        entry = module.entry
        assert entry is not None
        self.plan_memory()
        args = []
        for p in entry.parameters:  # tuple-shaped parameters cross as their leaves, one buffer each
            leaves = []
            for index, part in indexed_leaves(p.shape):
                if not part.dtype.is_array:
                    raise unsupported(f"a {part} leaf in an entry parameter", p)
                isa_type(part.dtype, p)
                assert p.parameter_number is not None
                leaves.append(Leaf(self.param_buffer(p.parameter_number, index, arr(part).byte_size), arr(part)))
            args.append(leaves)
        em = self.em
        em.place("main")
        results = self.computation(entry, args)
        # results computed elsewhere (a parameter, a constant, another result's value): copied
        # in, in the plan's order
        order = [j for j, _ in self.plan.result_copies]
        order += [j for j in range(len(results)) if j not in order]
        for j in order:
            leaf = results[j]
            if not arr(leaf.shape).dtype.is_array:
                continue
            out = self.result_buffer(j)
            if leaf.buf != out:
                self.copy(leaf.buf, out, arr(leaf.shape).byte_size)
        em("halt")
        self.finish_memory()
        code, labels = em.finish()
        meta: dict[str, Any] = {
            "module": module.name,
            "parameters": [shape_to_json(p) for p in module.parameter_shapes],
            "result": shape_to_json(module.result_shape),
            "kernels": self.kernels,
        }
        from xlac.hlo.printer import print_module

        if self.host_calls:
            meta["host_calls"] = self.host_calls
            meta["host_hlo"] = print_module(module)
        if self.source_text is not None:
            meta["hlo"] = self.source_text  # for `xlac run M.xbin --check`
        c = Container(code, self.buffers, bytes(self.constants), json.dumps(meta, sort_keys=True), labels["main"])
        return c

    def computation(self, comp: Computation, args: list[list[Leaf]]) -> list[Leaf]:
        """``comp``'s instructions that its root needs, in their order (the plan's schedule)."""
        values: dict[Instruction, list[Leaf]] = {}
        needed = set(_post_order(comp))
        for ins in comp.instructions:
            if ins in needed:
                values[ins] = self.settle(ins, self.instruction(ins, values, args))
        assert comp.root is not None
        return values[comp.root]

    def instruction(self, ins: Instruction, values: dict, args: list[list[Leaf]]) -> list[Leaf]:
        op = ins.opcode
        ops = [values[o] for o in ins.operands]
        if op == "parameter":
            assert ins.parameter_number is not None
            return args[ins.parameter_number]
        if op == "constant":
            return self.constant(ins)
        if op == "tuple":
            return [leaf for o in ops for leaf in o]
        if op == "get-tuple-element":
            src = cast(TupleShape, ins.operands[0].shape)
            i = ins.attrs["index"]
            start = sum(_leaf_count(e) for e in src.elements[:i])
            return ops[0][start:start + _leaf_count(src.elements[i])]
        if op == "bitcast":  # the operand's bytes seen in its own shape (the plan's alias)
            if arr(ins.shape).dtype != arr(ins.operands[0].shape).dtype:
                raise unsupported("bitcast between dtypes", ins)
            return [Leaf(ops[0][0].buf, arr(ins.shape))]
        if op == "opt-barrier":  # the plan's alias: its operand's bytes, in their layout
            return ops[0]
        if op == "copy" and (ins.shape.is_tuple or ins.shape.same_layout(ins.operands[0].shape)):
            return ops[0]  # settle() copies it where the plan gives it a buffer of its own
        if op == "reshape" and arr(ins.shape).dtype == arr(ins.operands[0].shape).dtype \
                and _row_major_equiv(ins.shape, ins.operands[0].shape):
            return [Leaf(ops[0][0].buf, arr(ins.shape))]
        if op == "bitcast-convert":
            check_bitcast_convert(ins)  # before aliasing: s4/u4 bytes are not XLA's packed bits
            if _row_major_equiv(ins.shape, ins.operands[0].shape):
                return [Leaf(ops[0][0].buf, arr(ins.shape))]  # the same bytes, read as another type
        if op == "after-all":
            return [Leaf(-1, arr(ins.shape))]
        if op == "add-dependency":  # ordering only: instructions run in program order here
            return ops[0]
        if op == "call":
            callee = ins.attrs["to_apply"]
            return self.computation(callee, self.bind(callee, ops))
        if op == "custom-call" and str(ins.attrs["custom_call_target"]).strip('"') in IDENTITY_TARGETS:
            return ops[0]  # sharding annotations and the like: the operand itself
        if op in SINGLE_DEVICE and len(ops) == 1 and ins.shape == ins.operands[0].shape:
            return ops[0]  # one participant: every collective returns its input
        if op == "while":
            return self.while_loop(ins, ops)
        if op == "conditional":
            return self.conditional(ins, ops)
        if op == "custom-call":
            return self.custom_call(ins, ops)
        if op == "sort":
            return self.sort(ins, ops)
        if op == "scatter":
            return self.scatter(ins, ops)
        if op == "topk":
            return self.topk(ins, ops)
        if op == "select-and-scatter":
            return self.select_and_scatter(ins, ops)
        if op in UNSUPPORTED:
            raise unsupported(f"'{op}'", ins)
        outs = self.outputs(ins)
        if op == "dot" and dot_eligible(ins, self.machine):
            matrix_dot(self, ins, ops[0][0].buf, ops[1][0].buf, outs[0].buf)
            return outs
        if op == "convolution" and conv_eligible(ins, self.machine):
            matrix_conv(self, ins, ops[0][0].buf, ops[1][0].buf, outs[0].buf)
            return outs
        if op == "dynamic-update-slice" and self.plan.in_place(ins) and self.update_in_place(ins, ops, outs[0]):
            return outs
        self.kernel(ins, outs, dict(zip(ins.operands, ops)))
        return outs

    # ---- control flow -----------------------------------------------------------------------
    def while_loop(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        """The loop works in its state buffers: the initial value copied in unless the plan
        put it there already; each iteration's result copied back where the body did not
        compute it in place (all read before any is written: a body may swap elements)."""
        state = self.outputs(ins)
        self.move(list(zip(ops[0], state)))
        em = self.em
        top, end = em.label("while"), em.label("endwhile")
        em.place(top)
        cond, body = ins.attrs["condition"], ins.attrs["body"]
        pred = self.computation(cond, self.bind(cond, [state]))
        s = self.read_scalar(pred[0])
        em("beq", s, ZERO, end)
        new = self.computation(body, self.bind(body, [state]))
        self.move(list(zip(new, state)))
        em("jmp", top)
        em.place(end)
        return state

    def conditional(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        em = self.em
        outs = self.outputs(ins)
        selector = ins.operands[0]
        s = self.read_scalar(ops[0][0])
        if "branch_computations" in ins.attrs:
            branches = list(ins.attrs["branch_computations"])
            branch_args = ops[1:]
        else:
            branches = [ins.attrs["true_computation"], ins.attrs["false_computation"]]
            branch_args = ops[1:3]
        labels = [em.label("branch") for _ in branches]
        end = em.label("endif")
        if arr(selector.shape).dtype.is_pred:
            em("bne", s, ZERO, labels[0])
            em("jmp", labels[1])
        else:
            for k in range(len(branches) - 1):
                sk = em.li(k)
                em("beq", s, sk, labels[k])
            em("jmp", labels[-1])  # XLA: an out-of-range index runs the last branch
        for label, comp, arg in zip(labels, branches, branch_args):
            em.place(label)
            res = self.computation(comp, self.bind(comp, [arg]))
            self.move(list(zip(res, outs)))
            em("jmp", end)
        em.place(end)
        return outs

    # ---- custom calls -----------------------------------------------------------------------
    def custom_call(self, ins: Instruction, ops: list[list[Leaf]]) -> list[Leaf]:
        from xlac.customcall.registry import resolve, unknown_target_error

        name = str(ins.attrs["custom_call_target"]).strip('"')
        outs = self.outputs(ins)
        kernel = DEVICE_KERNELS.get(name)
        if kernel is None:
            from .customcalls import find_kernel

            kernel = find_kernel(name)
        if kernel is not None:
            kernel.emit(self, ins, ops, outs)
            return outs
        if resolve(name) is None:
            raise unknown_target_error(name, ins.loc)
        self.host_calls.append({
            "instruction": ins.name, "computation": ins.parent.name if ins.parent else "",
            "operands": [[leaf.buf for leaf in o] for o in ops],
            "results": [leaf.buf for leaf in outs],
        })
        self.em("hcall", len(self.host_calls) - 1)
        return outs


def _row_major_equiv(a: Shape, b: Shape) -> bool:
    """Both shapes keep their elements in row-major order (a reshape moves no bytes)."""
    if a.is_tuple or b.is_tuple:
        return False

    def rm(s: ArrayShape) -> bool:
        m2m = [d for d in s.minor_to_major if s.dims[d] != 1]
        return m2m == sorted(m2m, reverse=True)

    return rm(arr(a)) and rm(arr(b))


def _post_order(comp: Computation) -> list[Instruction]:
    order: list[Instruction] = []
    seen: set[int] = set()
    assert comp.root is not None
    stack: list[tuple[Instruction, bool]] = [(comp.root, False)]
    while stack:
        ins, done = stack.pop()
        if done:
            order.append(ins)
            continue
        if id(ins) in seen:
            continue
        seen.add(id(ins))
        stack.append((ins, True))
        for o in reversed(ins.operands):
            if id(o) not in seen:
                stack.append((o, False))
    return order
