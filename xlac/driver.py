"""The library behind the command line: load a module, compile it for a target, run it.

Every CLI command is a thin wrapper over one function here, so scripts and tests can do what
the CLI does without a subprocess.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .arrayio import bind_inputs
from .errors import XlacError
from .hlo.ir import Module
from .hlo.parser import parse_file, parse_module
from .hlo.verifier import verify
from .targets.base import CompileOptions, Executable
from .targets.registry import get_target


def load_module(path: str | Path) -> Module:
    """Parse and verify an HLO file."""
    module = parse_file(path)
    verify(module)
    return module


def load_text(text: str, filename: str = "<string>") -> Module:
    module = parse_module(text, filename)
    verify(module)
    return module


def compile_module(module: Module, target: str = "interpreter", options: CompileOptions | None = None) -> Executable:
    return get_target(target).compile(module, options or CompileOptions())


def entry_parameters(module: Module) -> list[tuple[str, object]]:
    assert module.entry is not None
    return [(p.name, p.shape) for p in module.entry.parameters]


@dataclass
class RunResult:
    outputs: list[np.ndarray]
    inputs: list[np.ndarray]
    times_ms: list[float]


def run_module(module: Module, target: str = "interpreter", input_specs: list[str] | None = None,
               seed: int = 0, repeat: int = 0, options: CompileOptions | None = None) -> RunResult:
    """Compile and run; with ``repeat`` > 0 also time that many runs after one warm-up."""
    inputs = bind_inputs(input_specs or [], entry_parameters(module), seed)
    executable = compile_module(module, target, options)
    device = get_target(target).default_device()
    outputs = executable.run(device, *inputs)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        executable.run(device, *inputs)
        times.append((time.perf_counter() - start) * 1e3)
    return RunResult(outputs, inputs, times)


def compare_outputs(got: list[np.ndarray], want: list[np.ndarray], rtol: float, atol: float) -> list[str]:
    """Differences as messages, using the corpus rule (ints exact, floats allclose, NaN == NaN)."""
    problems = []
    if len(got) != len(want):
        return [f"{len(got)} results, expected {len(want)}"]
    for k, (g, w) in enumerate(zip(got, want)):
        if g.shape != w.shape:
            problems.append(f"out{k}: shape {g.shape}, expected {w.shape}")
            continue
        if g.dtype.kind in "fcV" or w.dtype.kind in "fcV":
            gf = np.asarray(g).astype(np.complex128 if g.dtype.kind == "c" else np.float64)
            wf = np.asarray(w).astype(np.complex128 if w.dtype.kind == "c" else np.float64)
            ok = np.isclose(gf, wf, rtol=rtol, atol=atol, equal_nan=True)
            inf_mismatch = (np.isinf(gf) | np.isinf(wf)) & (gf != wf)
            ok &= ~inf_mismatch
        else:
            ok = g == w
        if not np.all(ok):
            bad = np.argwhere(~np.asarray(ok))
            first = tuple(bad[0]) if bad.size else ()
            problems.append(f"out{k}: {int((~np.asarray(ok)).sum())} of {g.size} elements differ; "
                            f"first at {first}: got {g[first] if g.ndim else g}, expected {w[first] if w.ndim else w}")
    return problems


def check_against_interpreter(module: Module, result: RunResult, rtol: float = 1e-5, atol: float = 1e-5) -> list[str]:
    reference = compile_module(module, "interpreter").run(None, *result.inputs)
    return compare_outputs(result.outputs, reference, rtol, atol)


__all__ = ["load_module", "load_text", "compile_module", "run_module", "compare_outputs", "XlacError"]
