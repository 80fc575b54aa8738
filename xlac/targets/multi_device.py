"""A module built for several devices, run on any target that compiles single-device modules:
two ways to one answer. Nothing here knows a target; the caller passes the one that compiles the
code (the cpu target's ``compile_devices``), so any target can gain ``--devices`` and MPI ranks.

Cut at entry collectives (``DevicesProgram``, the default): the entry's instructions between two
collectives become one compiled single-device module (a *segment*: its inputs are the values it
reads from earlier, its outputs what later steps read), and each collective (and
``replica-id``, ``partition-id``) is a host step evaluated by the reference evaluator's own
handlers with this device's context, so the devices meet exactly as on the interpreter, and
plain reductions go to the transport's all-reduce without copies (threads split the work; MPI's
Iallreduce). The segments are compiled once and shared by the devices; compiled code releases
the GIL (the cpu target's does), so devices compute in parallel between collectives.

Every device's program (``RuntimeProgram``, for what cannot be cut: collectives inside loops,
branches or calls, tuple values between steps): the module compiled once as `xlac compile`
writes objects for N devices (passes/lower_collectives.py), its runtime calls (device id,
all-gather, all-reduce, permute) answered by Python functions bound to the calling thread's
device, which meet through the same rendezvous. Objects get those calls from the MPI C runtime.

Either runs as N threads of one process (``xlac run --devices N``) or one device per MPI rank.

    program = compile_devices(target, module, options)
    outputs = program.run_devices(per_device_args)
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from xlac.customcall.registry import register_custom_call
from xlac.errors import XlacError
from xlac.evaluator.core import HANDLERS, Evaluator, _category_handler
from xlac.evaluator.devices import _Stopped, context_for, reduce_ufunc, run_devices
from xlac.hlo.ir import Instruction, Module
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_computation, print_instruction
from xlac.hlo.shapes import ArrayShape
from xlac.hlo.verifier import verify
from xlac.passes.lower_collectives import ALL_GATHER, ALL_REDUCE, DEVICE_ID, PERMUTE, collective_sites
from xlac.targets.base import CompileOptions, Target

# Where devices meet: evaluated on the host by the evaluator's handlers.
HOST_OPS = frozenset({
    "all-reduce", "all-reduce-start", "all-reduce-done", "all-gather", "all-gather-start", "all-gather-done",
    "reduce-scatter", "all-to-all", "collective-permute", "collective-permute-start", "collective-permute-done",
    "collective-broadcast", "replica-id", "partition-id",
    # the `-start`/`-done` sugar of the others (async-start/-done wrapping them)
    "reduce-scatter-start", "reduce-scatter-done", "all-to-all-start", "all-to-all-done",
    "collective-broadcast-start", "collective-broadcast-done",
})


class NeedsRuntime(XlacError):
    """The module cannot be cut at entry collectives: RuntimeProgram runs it."""


def compile_devices(target: Target, module: Module, options: CompileOptions) -> Any:
    """The program that runs ``module`` on its devices, its code compiled by ``target`` with
    ``options``: cut at collectives where it can be."""
    try:
        return DevicesProgram(target, module, options)
    except NeedsRuntime:
        return RuntimeProgram(target, module, options)


class Segment:
    """Consecutive entry instructions compiled as one single-device module."""

    def __init__(self, instrs: list[Instruction]):
        self.instrs = instrs
        self.inputs: list[Instruction] = []
        self.outputs: list[Instruction] = []
        self.executable: Any = None


class DevicesProgram:
    """The steps of one device, shared by all: segments and host instructions, in order."""

    def __init__(self, target: Target, module: Module, options: CompileOptions):
        assert module.entry is not None and module.entry.root is not None
        self.module = module
        self.parameter_shapes = [p.shape for p in module.entry.parameters]
        _require_entry_collectives(module)
        self.steps = _plan(module)
        for k, step in enumerate(self.steps):
            if isinstance(step, Segment):
                step.executable = target.compile(_segment_module(module, step, k), options)

    def run_devices(self, per_device: Sequence[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Every device at once, a thread each; each device's results, in device order."""
        return run_devices(self.module, per_device, self._run_one)

    def run_device(self, device: int, arrays: list[np.ndarray], rendezvous: Any) -> list[np.ndarray]:
        """One device of a run whose other devices are elsewhere (MPI ranks)."""
        return self._run_one(context_for(self.module, device, rendezvous), arrays)

    def _run_one(self, ctx: Any, arrays: list[Any]) -> list[np.ndarray]:
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
                raise NeedsRuntime(f"'{instr.name}' ({instr.opcode}) sits inside '{comp.name}'", instr.loc)


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
                raise NeedsRuntime(f"'{v.name}' ({v.shape}) passes between compiled code and a collective", v.loc)
    return steps


def _segment_module(module: Module, seg: Segment, k: int) -> Module:
    """``seg`` as a module of its own (HLO text, parsed): its inputs become parameters named
    as the values they hold, so the instructions print unchanged; the root is a tuple of its
    outputs. The module's other computations come along (fusions, reducers...)."""
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


@dataclass
class _Device:
    """What the runtime functions know about the device the calling thread runs."""

    ctx: Any  # evaluator.devices.DeviceContext
    sites: list[Instruction]
    stopped: bool = False
    visits: dict[int, int] = field(default_factory=dict)

    def key(self, site: Any) -> tuple[str, Instruction]:
        k = int(site)
        n = self.visits.get(k, 0)
        self.visits[k] = n + 1
        instr = self.sites[k]
        return f"{instr.name}#{n}", instr


_LOCAL = threading.local()


def _device() -> _Device:
    state = getattr(_LOCAL, "device", None)
    if state is None:
        raise XlacError("a collective's runtime call ran outside a multi-device run")
    return state


def _meeting(fn):
    """Run a runtime function; note when it stopped because another device failed."""
    def call(*args: Any) -> Any:
        state = _device()
        try:
            return fn(state, *args)
        except _Stopped:
            state.stopped = True
            raise

    return call


def _device_id(state: _Device, site: Any) -> np.ndarray:
    return np.array(state.ctx.device, np.int32)


def _all_gather(state: _Device, x: np.ndarray, group: np.ndarray, site: Any) -> np.ndarray:
    key, instr = state.key(site)
    members = tuple(int(g) for g in group.reshape(-1))
    # x is the bridge's copy of the operand (host_bridge.read_array), never the caller's buffer,
    # which is its own again once this returns, maybe before the others read x
    values = state.ctx.rendezvous.exchange(key, members, state.ctx.device, x, instr)
    return np.stack(values)


def _all_reducer(kind: str):
    def reduce(state: _Device, x: np.ndarray, group: np.ndarray, site: Any) -> np.ndarray:
        key, instr = state.key(site)
        members = tuple(int(g) for g in group.reshape(-1))
        rendezvous, me = state.ctx.rendezvous, state.ctx.device
        if rendezvous.reduces(kind, x.dtype):
            return rendezvous.all_reduce(key, members, me, x, kind, instr)
        fn = reduce_ufunc(kind)
        parts = rendezvous.exchange(key, members, me, x, instr)
        acc = parts[0].copy()
        for p in parts[1:]:
            fn(acc, p, out=acc)
        return acc

    return reduce


def _permute(state: _Device, x: np.ndarray, source: np.ndarray, targets: np.ndarray, site: Any) -> np.ndarray:
    key, instr = state.key(site)
    everyone = tuple(range(state.ctx.replicas * state.ctx.partitions))  # every device runs every permute
    values = state.ctx.rendezvous.exchange(key, everyone, state.ctx.device, x, instr)
    src = int(source)
    return values[src].copy() if src >= 0 else np.zeros_like(x)


_REGISTERED = False


def register_runtime() -> None:
    """Make the runtime targets of lower_collectives Python functions of the calling device."""
    global _REGISTERED
    if _REGISTERED:
        return
    version = "API_VERSION_STATUS_RETURNING_UNIFIED"
    register_custom_call(DEVICE_ID, _meeting(_device_id), version, origin="xlac devices")
    register_custom_call(ALL_GATHER, _meeting(_all_gather), version, origin="xlac devices")
    register_custom_call(PERMUTE, _meeting(_permute), version, origin="xlac devices")
    for (kind, _), name in ALL_REDUCE.items():
        register_custom_call(name, _meeting(_all_reducer(kind)), version, origin="xlac devices")
    _REGISTERED = True


class RuntimeProgram:
    """The module compiled once as every device's program, its collectives runtime calls."""

    def __init__(self, target: Target, module: Module, options: CompileOptions):
        self.module = module
        self.sites = collective_sites(module)
        register_runtime()
        self.executable = target.compile(module, options)

    def run_devices(self, per_device: Sequence[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Every device at once, a thread each; each device's results, in device order."""
        return run_devices(self.module, per_device, self._run_one)

    def run_device(self, device: int, arrays: list[np.ndarray], rendezvous: Any) -> list[np.ndarray]:
        """One device of a run whose other devices are elsewhere (MPI ranks)."""
        return self._run_one(context_for(self.module, device, rendezvous), arrays)

    def _run_one(self, ctx: Any, arrays: list[Any]) -> list[np.ndarray]:
        state = _LOCAL.device = _Device(ctx, self.sites)
        try:
            outs = self.executable.run(None, *arrays)
        except XlacError:
            if state.stopped:
                raise _Stopped() from None
            raise
        finally:
            _LOCAL.device = None
        return [np.asarray(v) for v in outs]
