"""Multi-device modules on the cpu target: compiled code between collectives run on the host.

An SPMD module (``replica_count`` x ``num_partitions`` > 1) is cut at its collectives: the entry's
instructions between two collectives become one compiled single-device module (a *segment*:
its inputs are the values it reads from earlier, its outputs what later steps read), and each
collective (and ``replica-id``, ``partition-id``) is a host step evaluated by the reference
evaluator's own handlers with this device's context, so the devices meet exactly as on the
interpreter: N threads of one process (``xlac run --devices N``), or one device per MPI rank.
The segments are compiled once and shared by the devices; compiled code releases the GIL, so
devices compute in parallel between collectives.

    program = DevicesProgram(module, options)    # XlacError for what it cannot run
    outputs = program.run_devices(per_device_args)

Collectives inside loops, branches or calls are not cut out (an error says so: the interpreter
runs them), nor tuple-valued results of compiled steps that later steps read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction, Module
from xlac.hlo.shapes import ArrayShape
from xlac.targets.base import CompileOptions

# Where devices meet: evaluated on the host by the evaluator's handlers.
HOST_OPS = frozenset({
    "all-reduce", "all-reduce-start", "all-reduce-done", "all-gather", "all-gather-start", "all-gather-done",
    "reduce-scatter", "all-to-all", "collective-permute", "collective-permute-start", "collective-permute-done",
    "collective-broadcast", "replica-id", "partition-id",
})


class Segment:
    """Consecutive entry instructions compiled as one single-device module."""

    def __init__(self, instrs: list[Instruction]):
        self.instrs = instrs
        self.inputs: list[Instruction] = []
        self.outputs: list[Instruction] = []
        self.executable: Any = None


class DevicesProgram:
    """The steps of one device, shared by all: segments and host instructions, in order."""

    def __init__(self, module: Module, options: CompileOptions):
        assert module.entry is not None and module.entry.root is not None
        self.module = module
        self.parameter_shapes = [p.shape for p in module.entry.parameters]
        _require_entry_collectives(module)
        self.steps = _plan(module)
        from xlac.targets.cpu.compiler import CpuTarget

        target = CpuTarget()
        single = options.replace(threads=1) if hasattr(options, "threads") else options
        for k, step in enumerate(self.steps):
            if isinstance(step, Segment):
                step.executable = target.compile(_segment_module(module, step, k), single)

    def run_devices(self, per_device: Sequence[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Every device at once, a thread each; each device's results, in device order."""
        from xlac.evaluator.devices import run_devices

        return run_devices(self.module, per_device, self._run_one)

    def run_device(self, device: int, arrays: list[np.ndarray], rendezvous: Any) -> list[np.ndarray]:
        """One device of a run whose other devices are elsewhere (MPI ranks)."""
        from xlac.evaluator.devices import context_for

        return self._run_one(context_for(self.module, device, rendezvous), arrays)

    def _run_one(self, ctx: Any, arrays: list[Any]) -> list[np.ndarray]:
        from xlac.evaluator.core import HANDLERS, Evaluator, _category_handler

        assert self.module.entry is not None and self.module.entry.root is not None
        evaluator = Evaluator(self.module, device=ctx)
        values: dict[Instruction, Any] = {}
        for p, a, s in zip(self.module.entry.parameters, arrays, self.parameter_shapes):
            values[p] = np.asarray(a, dtype=s.dtype.np) if isinstance(s, ArrayShape) else a
        for step in self.steps:
            if isinstance(step, Segment):
                outs = step.executable.run(None, *[values[i] for i in step.inputs])
                values.update(zip(step.outputs, outs))
            else:
                handler = HANDLERS.get(step.opcode) or _category_handler(step.opcode)
                values[step] = handler(evaluator, step, [values[o] for o in step.operands])
        root = self.module.entry.root
        result = tuple(values[o] for o in root.operands) if root.opcode == "tuple" else values[root]
        return [np.asarray(v) for v in _flatten(result) if isinstance(v, np.ndarray)]


def _flatten(value: Any) -> list[Any]:
    return [leaf for v in value for leaf in _flatten(v)] if isinstance(value, tuple) else [value]


def _require_entry_collectives(module: Module) -> None:
    """Collectives only in the entry computation (a loop body's would run as one device's)."""
    for comp in module.computations:
        if comp is module.entry:
            continue
        for instr in comp.instructions:
            if instr.opcode in HOST_OPS:
                raise XlacError(f"'{instr.name}' ({instr.opcode}) sits inside '{comp.name}': the cpu target runs "
                                f"collectives of the entry computation only across devices; use --target interpreter",
                                instr.loc)


def _on_host(instr: Instruction, host: set[Instruction]) -> bool:
    """Host steps: collectives and device ids, the entry's tuple root, and get-tuple-element
    of a host step's tuple (a collective of several operands)."""
    if instr.opcode in HOST_OPS:
        return True
    if instr.opcode == "get-tuple-element" and instr.operands[0] in host:
        return True
    return False


def _plan(module: Module) -> list[Any]:
    """The entry cut into segments and host instructions, with each segment's inputs and outputs
    (values a later step, or the result, reads). A tuple root is assembled at the end."""
    entry = module.entry
    assert entry is not None and entry.root is not None
    root = entry.root
    steps: list[Any] = []
    host: set[Instruction] = set()
    current: list[Instruction] = []
    for instr in entry.instructions:
        if instr.opcode == "parameter" or (instr is root and root.opcode == "tuple"):
            continue
        if _on_host(instr, host):
            if current:
                steps.append(Segment(current))
                current = []
            host.add(instr)
            steps.append(instr)
        else:
            current.append(instr)
    if current:
        steps.append(Segment(current))
    readers: dict[Instruction, list[Any]] = {}
    for step in steps:
        for instr in step.instrs if isinstance(step, Segment) else [step]:
            for o in instr.operands:
                readers.setdefault(o, []).append(step)
    for v in root.operands if root.opcode == "tuple" else [root]:
        readers.setdefault(v, []).append(None)  # the result is read after every step
    for step in steps:
        if not isinstance(step, Segment):
            continue
        inside = set(step.instrs)
        for instr in step.instrs:
            for o in instr.operands:
                if o not in inside and o not in step.inputs:
                    step.inputs.append(o)
        step.outputs = [i for i in step.instrs if any(r is not step for r in readers.get(i, []))]
        for v in step.inputs + step.outputs:
            if not isinstance(v.shape, ArrayShape) or not v.shape.dtype.is_array:
                raise XlacError(f"'{v.name}' ({v.shape}) passes between compiled code and a collective; the cpu "
                                f"target runs only array values across devices; use --target interpreter", v.loc)
    return steps


def _segment_module(module: Module, seg: Segment, k: int) -> Module:
    """``seg`` as a module of its own (HLO text, parsed): its inputs become parameters named
    as the values they hold, so the instructions print unchanged; the root is a tuple of its
    outputs. The module's other computations come along (fusions, reducers...)."""
    from xlac.hlo.parser import parse_module
    from xlac.hlo.printer import print_computation, print_instruction
    from xlac.hlo.verifier import verify

    assert module.entry is not None
    lines = [f"%{v.name} = {v.shape} parameter({j})" for j, v in enumerate(seg.inputs)]
    lines += [print_instruction(i) for i in seg.instrs]
    shapes = ", ".join(str(o.shape) for o in seg.outputs)
    names = ", ".join(f"%{o.name}" for o in seg.outputs)
    lines.append(f"ROOT %xlac.segment.{k} = ({shapes}) tuple({names})")
    others = [print_computation(c) for c in module.computations if c is not module.entry]
    tables = [module.frame_tables.strip()] if module.frame_tables else []  # metadata's stack frames
    text = "\n\n".join([f"HloModule {module.name}.segment{k}", *tables, *others,
                        f"ENTRY %{module.entry.name}.segment{k} {{\n  " + "\n  ".join(lines) + "\n}"]) + "\n"
    segment = parse_module(text, f"<{module.name} segment {k}>")
    verify(segment)
    return segment

