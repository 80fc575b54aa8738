"""The `interpreter` target: the reference evaluator (xlac.evaluator) behind the Target interface,
with custom calls resolved through the registry (C targets called through the runtime)."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import numpy as np

from xlac.customcall.registry import run_custom_call
from xlac.evaluator import Evaluator
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.runtime.native_call import call_native
from xlac.targets.base import (
    CompileOptions,
    Device,
    Executable,
    HostDevice,
    SupportRow,
    Target,
    regroup,
)


def flatten(value: Any) -> list[Any]:
    """A (possibly nested) tuple value as its leaves, depth-first."""
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in flatten(v)]
    return [value]


def _as_value(value: Any, shape: Shape) -> Any:
    """An API caller's value (numpy scalars, lists, nested tuples) as the evaluator's: arrays of
    the parameter's dtype; rank 0 stays rank 0."""
    if isinstance(shape, TupleShape) and isinstance(value, (tuple, list)) and len(value) == len(shape.elements):
        return tuple(_as_value(v, s) for v, s in zip(value, shape.elements))
    if isinstance(shape, ArrayShape) and shape.dtype.is_array and not isinstance(value, tuple):
        return np.asarray(value, dtype=shape.dtype.np)  # as the cpu target's transfer converts
    return value


def as_parameters(arrays: Sequence[Any], shapes: Sequence[Shape]) -> list[Any]:
    """The caller's arrays as the entry's parameters: one value per parameter, or the leaves of
    tuple-typed parameters in order (as they cross the compiled targets' ABI) regrouped."""
    if len(arrays) != len(shapes) and len(arrays) == sum(len(list(s.leaves())) for s in shapes):
        arrays = regroup(arrays, shapes)
    if len(arrays) == len(shapes):
        return [_as_value(a, s) for a, s in zip(arrays, shapes)]
    return list(arrays)


class InterpreterDevice(HostDevice):
    """The evaluator runs on logical host arrays: nothing to place, nothing to lay out."""

    name = "interpreter"

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        executable.execute(self, params, results)


class InterpreterExecutable(Executable):
    target_name = "interpreter"

    def __init__(self, module: Module, seed: int = 0):
        super().__init__(*Executable.describing(module))
        self.module = module
        self.seed = seed

    def default_device(self) -> Device:
        return InterpreterDevice()

    def run_timed(self, device: Device | None, arrays: list[np.ndarray],
                  repeat: int) -> tuple[list[np.ndarray], list[float]]:
        # Values stay logical (and tuple parameters stay tuples): the evaluator's own representation.
        results: list[Any] = []
        device = device or self.default_device()
        params = as_parameters(arrays, self.parameter_shapes)
        device.launch(self, params, results)
        times = device.launch_timed(self, params, [], repeat) if repeat else []
        return results, times

    def run_devices(self, per_device: Sequence[list[np.ndarray]]) -> list[list[np.ndarray]]:
        """Every device of a multi-device module at once (one evaluator per device, meeting at
        the collectives); each device's results, in device order."""
        from xlac.evaluator.devices import run_devices

        return run_devices(self.module, per_device, self._run_one)

    def run_device(self, device: int, arrays: list[np.ndarray], rendezvous: Any) -> list[np.ndarray]:
        """One device of a multi-device run whose other devices are elsewhere (MPI ranks)."""
        from xlac.evaluator.devices import context_for

        return self._run_one(context_for(self.module, device, rendezvous), arrays)

    def _run_one(self, ctx: Any, arrays: list[Any]) -> list[np.ndarray]:
        params = as_parameters(arrays, self.parameter_shapes)
        evaluator = Evaluator(self.module, seed=self.seed, device=ctx,
                              custom_calls=functools.partial(run_custom_call, call_native=call_native))
        return [np.asarray(v) for v in flatten(evaluator.run(params)) if isinstance(v, np.ndarray)]

    def execute(self, device: Device, params: Sequence[Any], results: Sequence[Any]) -> None:
        evaluator = Evaluator(self.module, seed=self.seed,
                              custom_calls=functools.partial(run_custom_call, call_native=call_native))
        value = evaluator.run(list(params))
        if isinstance(results, list):
            results[:] = [np.asarray(v) for v in flatten(value) if isinstance(v, np.ndarray)]


def _padded(module: Module) -> Module:
    """``module``, or a copy with its run-time dimension sizes made explicit (the same
    passes/dynamic_padder.py rewrite the compiled targets run), so every target agrees."""
    from xlac.passes.dynamic_padder import DynamicPadder, has_dynamic_sizes

    if not has_dynamic_sizes(module):
        return module
    copy = module.clone()
    DynamicPadder().run(copy)
    return copy


class InterpreterTarget(Target):
    name = "interpreter"
    description = "numpy reference evaluator of every op (the oracle for other targets)"

    def compile(self, module: Module, options: CompileOptions | None = None) -> InterpreterExecutable:
        return InterpreterExecutable(_padded(module))

    def compile_devices(self, module: Module, options: CompileOptions | None = None) -> InterpreterExecutable:
        return InterpreterExecutable(_padded(module))  # run_devices / run_device evaluate each device

    def support(self) -> list[SupportRow]:
        return [SupportRow("host (numpy)", "every op; custom calls through the registry")]
