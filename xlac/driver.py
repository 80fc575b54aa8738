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
    target: str = ""
    note: str = ""  # e.g. why `auto` fell back to the interpreter


def run_module(module: Module, target: str = "interpreter", input_specs: list[str] | None = None,
               seed: int = 0, repeat: int = 0, options: CompileOptions | None = None) -> RunResult:
    """Compile and run; with ``repeat`` > 0 also time that many runs after one warm-up.

    ``target="auto"`` runs on cpu when the cpu target can compile the module, else on the
    interpreter (saying why in ``note``). A cpu ``options.triple`` for another machine runs
    under qemu, timed inside the emulated program.
    """
    from .customcall.registry import require_targets

    require_targets(module)  # an unknown custom-call target is an error before anything runs
    inputs = bind_inputs(input_specs or [], entry_parameters(module), seed)
    note = ""
    if target == "auto":
        target, executable, note = _compile_auto(module, options)
    elif target == "cpu" and options is not None and not _is_host_triple(options.triple):
        return _run_cross(module, options, inputs, repeat)
    else:
        executable = compile_module(module, target, options)
    device = get_target(target).default_device()
    outputs, times = _run_timed(executable, device, inputs, repeat)
    return RunResult(outputs, inputs, times, target, note)


def _run_timed(executable, device, inputs: list[np.ndarray], repeat: int) -> tuple[list[np.ndarray], list[float]]:
    """One run for the results, then ``repeat`` timed runs (the first run is the warm-up)."""
    outputs = executable.run(device, *inputs)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        executable.run(device, *inputs)
        times.append((time.perf_counter() - start) * 1e3)
    return outputs, times


def _compile_auto(module: Module, options: CompileOptions | None) -> tuple[str, Executable, str]:
    """cpu when it can compile the module; otherwise the interpreter, with the reason."""
    try:
        return "cpu", compile_module(module, "cpu", options), ""
    except (XlacError, NotImplementedError) as e:
        reason = e.message if isinstance(e, XlacError) else str(e)
        note = f"ran on the interpreter: the cpu target cannot compile this module ({reason})"
        return "interpreter", compile_module(module, "interpreter"), note


def _is_host_triple(triple: str | None) -> bool:
    from .targets.cpu.compiler import is_host, normalize_triple

    return is_host(normalize_triple(triple))


def _run_cross(module: Module, options: CompileOptions, inputs: list[np.ndarray], repeat: int) -> RunResult:
    from .targets.cpu.artifact import ModelInfo
    from .targets.cpu.compiler import lower
    from .targets.cpu.cross import run_object

    lowered = lower(module, options)
    info = ModelInfo.from_lowered(module, lowered)
    run = run_object(lowered.object_code(), info, inputs, repeat)
    return RunResult(run.outputs, inputs, run.times_ms, f"cpu ({lowered.triple}, qemu)")


def is_compiled_artifact(path: str | Path) -> bool:
    """An object `xlac compile` wrote (it has a .xlac.json beside it), not HLO text."""
    from .targets.cpu.artifact import is_artifact

    return is_artifact(path)


def run_artifact(path: str | Path, input_specs: list[str] | None = None, seed: int = 0,
                 repeat: int = 0) -> tuple[RunResult, Module | None]:
    """`xlac run model.o`: run a compiled object without recompiling (natively or under qemu).

    Also returns the HLO module stored beside it (for --check), when there is one.
    """
    from .targets.cpu.artifact import ObjectExecutable, read_artifact
    from .targets.cpu.cross import CrossExecutable

    data, info = read_artifact(path)
    inputs = bind_inputs(input_specs or [], info.params, seed)
    module = load_text(info.hlo_text, info.source_name or "<stored HLO>") if info.hlo_text else None
    if _is_host_triple(info.triple):
        from .customcall.support import prepare_object_run

        if module is not None:
            from .customcall.registry import require_targets

            require_targets(module)
        prepare_object_run(path, module)  # custom-call symbols must resolve before the object loads
        outputs, times = _run_timed(ObjectExecutable(path), None, inputs, repeat)
        return RunResult(outputs, inputs, times, f"cpu ({info.triple}, object)"), module
    cross = CrossExecutable(data, info).timed_run(inputs, repeat)
    return RunResult(cross.outputs, inputs, cross.times_ms, f"cpu ({info.triple}, qemu)"), module


def load_custom_call_libraries(paths: list[str] | tuple[str, ...], check_model: str | Path | None = None) -> None:
    """`--custom-call-lib`: load each library (its targets then resolve everywhere); with
    ``check_model``, every custom-call target of that HLO file must now be known."""
    if not paths:
        return
    from .customcall.plugins import load_library

    for path in paths:
        load_library(path)
    if check_model is not None:
        from .customcall.registry import resolve, unknown_target_error
        from .customcall.support import custom_call_sites

        for target in custom_call_sites(load_module(check_model)):
            if resolve(target) is None:
                raise unknown_target_error(target)


def ffi_header_info(cflags: bool = False, runtime: bool = False) -> str:
    """`xlac ffi-header`: the custom-call C header's path, ``-I<dir>``, or the runtime C file."""
    from .customcall.support import INCLUDE_DIR, RUNTIME_SOURCE

    if runtime:
        return str(RUNTIME_SOURCE)
    return f"-I{INCLUDE_DIR}" if cflags else str(INCLUDE_DIR / "xlac_ffi.h")


def compile_file(model: str | Path, options: CompileOptions, emit: str = "obj",
                 out: str | Path | None = None) -> list[Path]:
    """`xlac compile`: HLO file -> object / assembly / LLVM IR / C header; returns the files written."""
    from .targets.cpu.artifact import compile_to_files

    module = load_module(model)
    try:
        text = Path(model).read_text()
    except (OSError, UnicodeDecodeError):
        text = None
    if text is not None and len(text) > _MAX_STORED_HLO:
        text = None  # big constants: keep the sidecar small; only `run --check` needs the text
    return compile_to_files(module, model, options, emit, out, text)


_MAX_STORED_HLO = 8 << 20


DUMP_STAGES = ("hlo", "llvm", "llvm-opt", "asm")


def dump_ir(module: Module, stage: str = "hlo", options: CompileOptions | None = None) -> str:
    """The module's text at one stage: HLO, LLVM IR before or after LLVM's passes, or assembly."""
    if stage == "hlo":
        from .hlo.printer import print_module

        return print_module(module)
    if stage not in DUMP_STAGES:
        raise XlacError(f"unknown stage '{stage}' (one of {', '.join(DUMP_STAGES)})")
    from .targets.cpu.compiler import lower

    lowered = lower(module, options or CompileOptions())
    return {"llvm": lambda: lowered.llvm_ir, "llvm-opt": lambda: lowered.optimized_ir,
            "asm": lowered.assembly}[stage]()


def cpu_triples() -> list[tuple[str, str]]:
    """Each triple `xlac targets` lists, with how `xlac run` would run its code here."""
    from .targets.cpu.compiler import KNOWN_TRIPLES, host_triple, is_host
    from .targets.cpu.cross import cross_available, missing_tools, toolchain_for

    rows = [(host_triple(), "host (native)")]
    for triple in KNOWN_TRIPLES:
        if is_host(triple):
            continue
        try:
            tc = toolchain_for(triple)
        except XlacError:
            rows.append((triple, "compile only"))
            continue
        how = f"qemu ({tc.qemu})" if cross_available(triple) else \
            f"compile only; to run: {tc.install_hint}" if missing_tools(tc) else "compile only"
        rows.append((triple, how))
    return rows


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


__all__ = ["load_module", "load_text", "compile_module", "run_module", "run_artifact", "compile_file", "dump_ir",
           "compare_outputs", "XlacError"]
