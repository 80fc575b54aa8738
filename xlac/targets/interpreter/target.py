"""The `interpreter` target: the numpy reference evaluator behind the Target interface."""

from __future__ import annotations

import numpy as np

from ...hlo.ir import Module
from ..base import CompileOptions, Device, Executable, Target
from .evaluator import Evaluator


def flatten(value) -> list[np.ndarray]:
    """A (possibly nested) tuple value as its array leaves, depth-first."""
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in flatten(v)]
    return [value]


class InterpreterExecutable(Executable):
    def __init__(self, module: Module, seed: int = 0):
        super().__init__(module)
        self.module = module
        self.seed = seed

    def run(self, device: Device | None, *arrays: np.ndarray) -> list[np.ndarray]:
        evaluator = Evaluator(self.module, seed=self.seed)
        return [np.asarray(v) for v in flatten(evaluator.run(list(arrays))) if isinstance(v, np.ndarray)]


class InterpreterTarget(Target):
    name = "interpreter"
    description = "numpy reference evaluator of every op (the oracle for other targets)"

    def compile(self, module: Module, options: CompileOptions | None = None) -> InterpreterExecutable:
        return InterpreterExecutable(module)
