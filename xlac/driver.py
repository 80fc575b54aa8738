"""The library behind the command line: load a module, compile it for a target, run it, dump it.

Every CLI command is a thin wrapper over one function here, so scripts and tests can do what the
CLI does without a subprocess. The driver knows targets only through the interface in
xlac/targets/base.py and the registry: no command has a branch for a particular target.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from xlac import timing
from xlac.errors import XlacError
from xlac.files import is_special
from xlac.hlo.frontend import parse_path, parse_text
from xlac.hlo.ir import Instruction, Module
from xlac.hlo.shape_inference import show
from xlac.hlo.shapes import Shape
from xlac.hlo.verifier import verify
from xlac.registry import get_target, target_for_artifact, target_for_triple
from xlac.targets.base import CompileOptions, Device, Executable, Target, optimized_hlo


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off while parsing or compiling: nearly every object those make
    lives to the end (the module, its IR, LLVM's), so each collection only rescans them (about
    6% of a large compile's CPU time); the few cycles left are collected once it is back on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_module(path: str | Path, fmt: str | None = None, shapes: dict[str, tuple[int, ...]] | None = None) -> Module:
    """Parse and verify a model file: HLO or StableHLO text (``fmt``, else what its content
    says); a directory of XLA dumps is an error naming its modules."""
    if Path(path).is_dir():
        from xlac.tools.xla_dump import directory_error

        raise directory_error(path)
    with collector_paused():
        module = parse_path(path, fmt, shapes)
        verify(module)
    return module


ELIDED_HINT = "dump the HLO with its constants: XLA_FLAGS=--xla_dump_large_constants=true (print_large_constants)"


def elided_constants(module: Module) -> list[Instruction]:
    """The constants whose values the text left out (``constant({...})``, what XLA prints without
    print_large_constants): XLA's parser and xlac read them as zeros."""
    from xlac.hlo.literals import is_elided

    def elided(value: Any) -> bool:
        return any(elided(v) for v in value) if isinstance(value, tuple) else is_elided(value)

    return [i for comp in module.computations for i in comp.instructions
            if i.opcode == "constant" and elided(getattr(i, "literal", None))]


def elided_warning(module: Module) -> str | None:
    """One line naming the module's elided constants, or None when it has none."""
    found = elided_constants(module)
    if not found:
        return None
    shown = ", ".join(f"'{i.name}' {show(i.shape)}" for i in found[:5]) + \
        (f" and {len(found) - 5} more" if len(found) > 5 else "")
    where = Path(module.source_file).name if not module.source_file.startswith("<") else module.name
    count = "1 constant has" if len(found) == 1 else f"{len(found)} constants have"
    return (f"xlac: warning: {where}: {count} elided values (constant({{...}})), computed as zeros as XLA's "
            f"parser reads them: {shown}; {ELIDED_HINT}")


def check_elided_sizes(module: Module, max_flash: str | None) -> None:
    """`xlac compile` refuses an elided constant that alone needs more than ``--max-flash`` or the
    memory limit: its zeros would be compiled into an object no machine runs (f32[100000000000])."""
    limits: list[tuple[int, str]] = []
    if max_flash is not None:
        from xlac.targets.cpu.cortexm import parse_size

        limits.append((parse_size(max_flash, "flash"), f"--max-flash {max_flash}"))
    found = memory_limit()
    if found is not None:
        limits.append(found)
    for instr in elided_constants(module):
        size = sum(leaf.byte_size for leaf in instr.shape.leaves() if leaf.dtype.is_array)
        for limit, what in limits:
            if size > limit:
                raise XlacError(f"'{instr.name}' is an elided constant (constant({{...}})) of {show(instr.shape)}, "
                                f"{_bytes(size)}, more than {what}, {_bytes(limit)}: the text left its values out and "
                                f"xlac would compile zeros in their place", instr.loc, source=module.source_text,
                                notes=[ELIDED_HINT, f"set {MEMORY_LIMIT_ENV}=SIZE to allow a larger one"])


def load_text(text: str, filename: str = "<string>", fmt: str | None = None) -> Module:
    with collector_paused():
        module = parse_text(text, filename, fmt)
        verify(module)
    return module


def resolve_target(name: str | None, triple: str | None = None) -> str:
    """``--target`` as given; without one, the target that handles ``--triple`` (cpu for CPUs)."""
    if name and name != "auto":
        target = get_target(name)
        if triple and not target.accepts(triple):
            raise XlacError(f"the '{name}' target does not compile for the triple '{triple}'")
        return name
    return target_for_triple(triple) if triple else (name or "auto")


def make_options(target: str, **values: Any) -> CompileOptions:
    """Typed options of ``target`` from command-line values (None: not given)."""
    return get_target(target).options(**values)


def has_option(target: str, name: str) -> bool:
    """Does ``target``'s options class have the field ``name``?"""
    import dataclasses

    return name in {f.name for f in dataclasses.fields(get_target(target).options_class)}


def require_static_shapes(module: Module) -> None:
    """Every target compiles and runs static shapes: a dimension of unknown size (``f32[?]``)
    is refused at its instruction (the cpu target had compiled one into code sized -1)."""
    for comp in module.computations:
        for instr in comp.instructions:
            if any(d < 0 for leaf in instr.shape.leaves() for d in getattr(leaf, "dims", ())):
                raise XlacError(f"'{instr.name}' has shape {instr.shape}, a dimension of unknown size: xlac "
                                "compiles static shapes (give the module the sizes it runs with)", instr.loc)


def compile_module(module: Module, target: str = "interpreter", options: CompileOptions | None = None) -> Executable:
    t = get_target(target)
    require_static_shapes(module)
    with collector_paused():
        return t.compile(module, options if options is not None else t.options())


def entry_parameters(module: Module) -> list[tuple[str, Any]]:
    assert module.entry is not None
    return [(p.name, p.shape) for p in module.entry.parameters]


# ---- memory ------------------------------------------------------------------------------------

MEMORY_LIMIT_ENV = "XLAC_MEMORY_LIMIT"
RunBuffer = tuple[str, Shape, Instruction | None]  # (what it is, its shape, where it is written)


def memory_limit() -> tuple[int, str] | None:
    """The most bytes the buffers of one `xlac run` may take, and what sets it: $XLAC_MEMORY_LIMIT
    (512M, 64G...), else this machine's physical memory or the address-space limit (ulimit -v),
    whichever is lower; None where neither is known."""
    text = os.environ.get(MEMORY_LIMIT_ENV)
    if text:
        from xlac.tools.cache import parse_size

        try:
            return parse_size(text), f"${MEMORY_LIMIT_ENV}"
        except ValueError as e:
            raise XlacError(f"{MEMORY_LIMIT_ENV}: {e}") from None
    limit: tuple[int, str] | None = None
    try:
        limit = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"), "this machine's memory"
    except (AttributeError, ValueError, OSError):
        pass
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_AS)[0]
        if soft != resource.RLIM_INFINITY and (limit is None or soft < limit[0]):
            limit = soft, "the address-space limit (ulimit -v)"
    except (ImportError, ValueError, OSError):
        pass
    return limit


def _bytes(n: int) -> str:
    """``562949953421312`` -> ``562949953421312 bytes (512.0 TiB)``."""
    scaled, unit = float(n), "B"
    for u in ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB"):
        if scaled < 1024:
            break
        scaled, unit = scaled / 1024, u
    return f"{n} bytes" + (f" ({scaled:.1f} {unit})" if unit != "B" else "")


def check_run_memory(buffers: list[RunBuffer], source: str | None = None, copies: int = 1) -> None:
    """Refuse, before anything is allocated, a run whose buffers cannot fit in memory: any one
    of them (a parameter or the result: ``(what, shape, instruction)``), or all of them
    together, larger than :func:`memory_limit`. ``copies``: how many of each (devices)."""
    found = memory_limit()
    if found is None:
        return
    limit, what_limits = found
    sizes = [(label, shape, instr, shape.byte_size * copies) for label, shape, instr in buffers]
    note = [f"set {MEMORY_LIMIT_ENV}=SIZE (e.g. 512G) to allow more"]
    times = f" x {copies} devices" if copies != 1 else ""
    for label, shape, instr, size in sizes:
        if size > limit:
            name = f"'{instr.name}': " if instr is not None else ""
            raise XlacError(f"{name}{label} {show(shape)}{times} takes {_bytes(size)}, more than {what_limits}, "
                            f"{_bytes(limit)}; xlac run refuses it before allocating anything",
                            instr.loc if instr is not None else None, source=source, notes=note)
    total = sum(size for *_, size in sizes)
    if total > limit:
        label, shape, instr, size = max(sizes, key=lambda s: s[3])
        raise XlacError(f"the parameters and the result{times} take {_bytes(total)} together, more than "
                        f"{what_limits}, {_bytes(limit)} (the largest: {label} {show(shape)}"
                        f"{f' ({instr.name!r})' if instr is not None else ''}, {_bytes(size)}); xlac run "
                        f"refuses it before allocating anything", notes=note)


def _module_buffers(module: Module) -> list[RunBuffer]:
    """The entry's parameters and result, for :func:`check_run_memory`."""
    assert module.entry is not None and module.entry.root is not None
    buffers: list[RunBuffer] = [(f"parameter {p.parameter_number}", p.shape, p) for p in module.entry.parameters]
    return buffers + [("the result", module.entry.root.shape, module.entry.root)]


def _executable_buffers(executable: Executable) -> list[RunBuffer]:
    """The parameters and result of an artifact stored without its HLO."""
    buffers: list[RunBuffer] = [(f"parameter {k}", s, None) for k, s in enumerate(executable.parameter_shapes)]
    return buffers + [("the result", executable.result_shape, None)]


@dataclass
class RunResult:
    outputs: list[np.ndarray]
    inputs: list[np.ndarray]
    times_ms: list[float]
    target: str = ""
    note: str = ""  # e.g. why `auto` fell back to the interpreter
    stats: str | None = None  # the device's statistics of the first run, where it keeps any
    silent: bool = False  # an MPI rank other than 0: rank 0 prints and writes the results
    devices: int | None = None  # run on this many devices: inputs and outputs have a device axis
    random_inputs: list[str] | None = None  # the parameters given random values (no --input for them)
    parameters: int = 0  # how many the entry takes
    timing_note: str = ""  # what times_ms measures, where not the device's own time (an emulator's)

    def benchmark_summary(self) -> str:
        """`median 1.234 ms, min 1.200 ms over 10 runs`, and what measured them when an emulator did."""
        import statistics

        times = self.times_ms
        note = f" ({self.timing_note})" if self.timing_note else ""
        runs = f"{len(times)} run" + ("s" if len(times) != 1 else "")
        return f"median {statistics.median(times):.3f} ms, min {min(times):.3f} ms over {runs}{note}"


def device_stats(device: Device, executable: Executable | None = None) -> str | None:
    """What a device that counts (a simulator) says about its last launch, or an executable
    built to count (a cpu profile) about its runs: their ``stats_report()``."""
    for source in (executable, device):
        text = source.stats_report() if source is not None else None
        if text:
            return text
    return None


def run_module(module: Module, target: str = "interpreter", input_specs: list[str] | None = None,
               seed: int = 0, repeat: int = 0, options: CompileOptions | None = None,
               devices: int | None = None) -> RunResult:
    """Compile and run; with ``repeat`` > 0 also time that many runs after the first.

    ``target="auto"`` runs on cpu when the cpu target can compile the module, else on the
    interpreter (saying why in ``note``). Where the code runs is the executable's device: this
    machine, or qemu for code compiled for another CPU."""
    from xlac.arrayio import bind_named_inputs
    from xlac.customcall.registry import require_targets
    from xlac.hlo.collectives import require_single_device_run
    from xlac.runtime.mpi import launched_size

    require_static_shapes(module)  # before inputs are made for it
    if devices is not None or launched_size() > 1:  # --devices N, or each MPI rank one device
        return run_on_devices(module, target, input_specs, seed, devices, repeat)
    require_single_device_run(module)  # never one device's share of an N-device program
    require_targets(module)  # an unknown custom-call target is an error before anything runs
    check_run_memory(_module_buffers(module), module.source_text)  # before any buffer is made
    params = entry_parameters(module)
    filled: list[int] = []
    inputs = bind_named_inputs(input_specs or [], params, seed, filled)
    note = ""
    if target == "auto":
        target, executable, note = _compile_auto(module, options)
    else:
        executable = compile_module(module, target, options)
    device = executable.default_device()
    outputs, times = executable.run_timed(device, inputs, repeat)
    where = target if device.name in ("host", target) else f"{target} ({device.name})"
    return RunResult(outputs, inputs, times, where, note, device_stats(device, executable),
                     random_inputs=[params[k][0] for k in filled], parameters=len(params),
                     timing_note=device.timing_note)


def run_on_devices(module: Module, target: str, input_specs: list[str] | None, seed: int,
                   devices: int | None, repeat: int = 0) -> RunResult:
    """`xlac run --devices N`: every input and output has a leading device axis (slice d is
    device d's), and the module must be built for exactly N devices. ``repeat``: time that many
    runs of all the devices together after the first (``--benchmark``; not under MPI)."""
    from xlac.hlo.collectives import module_devices
    from xlac.runtime.mpi import launched_size

    built = module_devices(module)
    ranks = launched_size()
    if ranks > 1:
        if repeat:
            raise XlacError("--benchmark is not supported on MPI ranks; time the run with --devices N "
                            "in one process instead")
        return _run_on_ranks(module, target, input_specs, seed, ranks, devices)
    assert devices is not None
    if devices != built:
        raise XlacError(f"the module '{module.name}' is built for {built} device{'s' if built != 1 else ''} "
                        f"(replica_count x num_partitions); --devices {devices} does not match")
    filled: list[int] = []
    inputs = _stacked_inputs(module, target, input_specs, seed, devices, filled)
    name, program, note = _compile_devices(module, target)
    per_device_inputs = [[a[d] for a in inputs] for d in range(devices)]
    per_device = program.run_devices(per_device_inputs)
    outputs = [np.stack([outs[k] for outs in per_device]) for k in range(len(per_device[0]))]
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        program.run_devices(per_device_inputs)
        times.append((time.perf_counter() - start) * 1e3)
    params = entry_parameters(module)
    return RunResult(outputs, inputs, times, f"{name} ({devices} devices)", note=note, devices=devices,
                     random_inputs=[params[k][0] for k in filled], parameters=len(params))


def _compile_devices(module: Module, target: str) -> tuple[str, Any, str]:
    """(target name, multi-device program, note): auto is cpu where it can run the module
    across devices, else the interpreter, saying why."""
    require_static_shapes(module)
    if target != "auto":
        return target, get_target(target).compile_devices(module), ""
    try:
        return "cpu", get_target("cpu").compile_devices(module), ""
    except XlacError as e:
        note = f"ran on the interpreter: the cpu target cannot run this module across devices ({e.message})"
        return "interpreter", get_target("interpreter").compile_devices(module), note


def _stacked_inputs(module: Module, target: str, input_specs: list[str] | None, seed: int,
                    devices: int, filled: list[int] | None = None) -> list[np.ndarray]:
    """The inputs of every device, each with a leading axis of ``devices`` (``filled``: gets the
    numbers of the parameters given random values)."""
    from xlac.arrayio import bind_named_inputs
    from xlac.hlo.shapes import ArrayShape

    params = entry_parameters(module)
    if any(not isinstance(s, ArrayShape) for _, s in params):
        raise XlacError("tuple-typed parameters are not supported across devices; pass each leaf as a parameter")
    check_run_memory(_module_buffers(module), module.source_text, copies=devices)
    stacked: list[tuple[str, Any]] = [(n, ArrayShape(s.dtype, (devices,) + tuple(s.dims))) for n, s in params]
    return bind_named_inputs(input_specs or [], stacked, seed, filled)


def _run_on_ranks(module: Module, target: str, input_specs: list[str] | None, seed: int, ranks: int,
                  devices: int | None) -> RunResult:
    """`mpirun -np N xlac run ...`: rank r is device r. Every rank reads the same stacked inputs
    and takes its slice; rank 0 gathers the outputs and stacks them, so the files are the same
    however the devices ran. An error on any rank is printed by it and ends every rank."""
    import sys

    from xlac.evaluator.devices import device_timeout
    from xlac.hlo.collectives import module_devices
    from xlac.runtime.mpi import MpiRendezvous, world

    comm = world()
    rank = comm.Get_rank()
    rendezvous = MpiRendezvous(comm, device_timeout())
    try:
        built = module_devices(module)
        if comm.Get_size() != built or (devices is not None and devices != built):
            raise XlacError(f"the module '{module.name}' is built for {built} devices; this MPI world has "
                            f"{comm.Get_size()} ranks" + (f" and --devices is {devices}" if devices else "")
                            + f" (run it with mpirun -np {built})")
        filled: list[int] = []
        inputs = _stacked_inputs(module, target, input_specs, seed, built, filled)
        name, program, _ = _compile_devices(module, target)
        mine = program.run_device(rank, [a[rank] for a in inputs], rendezvous)
        everyone = rendezvous.exchange("results#0", tuple(range(built)), rank, mine, None)
    except XlacError as e:
        e.message = f"rank {rank}: {e.message}"
        sys.stderr.write(e.render() + "\n")
        sys.stderr.flush()
        rendezvous.abort(1)
        raise
    if rank != 0:
        return RunResult([], [], [], f"{name} (MPI rank {rank})", silent=True)
    outputs = [np.stack([outs[k] for outs in everyone]) for k in range(len(everyone[0]))]
    params = entry_parameters(module)
    return RunResult(outputs, inputs, [], f"{name} ({built} MPI ranks)",
                     random_inputs=[params[k][0] for k in filled], parameters=len(params))


def _compile_auto(module: Module, options: CompileOptions | None) -> tuple[str, Executable, str]:
    """cpu when it can compile the module; otherwise the interpreter, with the reason."""
    try:
        return "cpu", compile_module(module, "cpu", options), ""
    except XlacError as e:
        if e.internal:  # a bug to report, not something cpu does not do
            raise
        note = f"ran on the interpreter: the cpu target cannot compile this module ({e.message})"
        return "interpreter", compile_module(module, "interpreter"), note


def is_compiled_artifact(path: str | Path) -> bool:
    """A file some target wrote (an object with its description...), not HLO text. HLO text is
    told by its first bytes, so `xlac run model.hlo` does not import every target to ask."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        head = b""
    for line in head.splitlines():
        line = line.strip()
        if line and not line.startswith(b"//"):
            if line.startswith(b"HloModule"):
                return False  # HLO text (an artifact of a plugin target may be text of its own)
            break
    return target_for_artifact(path) is not None


def run_artifact(path: str | Path, input_specs: list[str] | None = None, seed: int = 0,
                 repeat: int = 0) -> tuple[RunResult, Module | None]:
    """`xlac run model.o`: run what a target wrote, without recompiling, on its device.

    Also returns the HLO module stored in it (for --check), when there is one."""
    name = target_for_artifact(path)
    if name is None:
        raise XlacError(f"{path} is not an artifact any registered target wrote")
    executable, hlo_text = get_target(name).load(path)
    module = load_text(hlo_text, "<stored HLO>") if hlo_text else None
    if module is not None:
        from xlac.customcall.registry import require_targets
        from xlac.hlo.collectives import module_devices

        n = module_devices(module)
        if n > 1:
            raise XlacError(f"{path} is built for {n} devices: its collectives call the MPI runtime, so it runs "
                            f"linked into a program (mpicc with `xlac ffi-header --collectives-runtime`, see "
                            f"samples/mpi_main.c) under `mpirun -np {n}`; `xlac run` on the .hlo with "
                            f"--devices {n} runs the module itself")
        require_targets(module)
    from xlac.arrayio import bind_named_inputs

    params = entry_parameters(module) if module is not None else \
        [(f"param{k}", s) for k, s in enumerate(executable.parameter_shapes)]
    if module is not None:
        check_run_memory(_module_buffers(module), module.source_text)
    else:
        check_run_memory(_executable_buffers(executable))
    filled: list[int] = []
    inputs = bind_named_inputs(input_specs or [], params, seed, filled)
    device = executable.default_device()
    outputs, times = executable.run_timed(device, inputs, repeat)
    return RunResult(outputs, inputs, times, f"{name} ({device.name}, {Path(path).name})",
                     stats=device_stats(device), random_inputs=[params[k][0] for k in filled],
                     parameters=len(params), timing_note=device.timing_note), module


def load_custom_call_libraries(paths: list[str] | tuple[str, ...], module: Module | None = None) -> None:
    """`--custom-call-lib`: load each library (its targets then resolve everywhere); with
    ``module``, every custom-call target it names must now be known."""
    if not paths:
        return
    from xlac.runtime.libraries import load_library

    for path in paths:
        load_library(path)
    if module is not None:
        from xlac.customcall.registry import (
            custom_call_sites,
            resolve,
            unknown_target_error,
        )

        for target in custom_call_sites(module):
            if resolve(target) is None:
                raise unknown_target_error(target)


def ffi_header_info(cflags: bool = False, runtime: bool = False) -> str:
    """`xlac ffi-header`: the custom-call C header's path, ``-I<dir>``, or the runtime C file."""
    from xlac.customcall.abi import INCLUDE_DIR, RUNTIME_SOURCE

    if runtime:
        return str(RUNTIME_SOURCE)
    return f"-I{INCLUDE_DIR}" if cflags else str(INCLUDE_DIR / "xlac_ffi.h")


def default_output(model: str | Path, target: Target, emit: str) -> Path:
    """MODEL's base name with the suffix of what ``emit`` writes, in the current folder."""
    stem = Path(model).name
    stem = stem[: -len(".hlo")] if stem.endswith(".hlo") else Path(stem).stem or stem
    return Path(stem + target.emit_kinds[emit])


def compile_file(module: Module, target: str, options: CompileOptions, emit: str | None = None,
                 out: str | Path | None = None, memory_report: Any = None) -> list[Path]:
    """`xlac compile`: compile ahead of time and write what ``emit`` asks for; returns the files.
    ``memory_report``: a function that takes the compiled code's memory report (text)."""
    t = get_target(target)
    if not t.emit_kinds:
        raise XlacError(f"the '{target}' target has no ahead-of-time output")
    emit = emit or next(iter(t.emit_kinds))
    if emit not in t.emit_kinds:
        raise XlacError(f"the '{target}' target cannot --emit {emit} (it writes: {', '.join(t.emit_kinds)})")
    require_static_shapes(module)
    check_elided_sizes(module, getattr(options, "max_flash", None))
    path = Path(out) if out else default_output(module.source_file, t, emit)
    changes: dict[str, Any] = {"ahead_of_time": True}
    if not options.entry_name and not options.entry_default and not is_special(path):
        # the entry is named after the file, as its header is: -o mlp.o gives mlp() in mlp.h, and
        # two JAX models (each a module called jit_f) get two names
        changes["entry_default"] = entry_stem(path)
    with collector_paused():
        with timing.phase("compile"):
            executable = t.compile(module, options.replace(**changes))
        with timing.phase("code generation and writing files"):
            written = executable.save(path, emit)
    if memory_report is not None:
        memory_report(executable.memory_report() or f"the '{target}' target reports no memory plan\n")
    return written


def entry_stem(path: Path) -> str:
    """The output's name without its suffix (``build/mlp.o`` -> ``mlp``, ``m.wasm`` -> ``m``)."""
    return path.name[: -len(path.suffix)] if path.suffix and path.name != path.suffix else path.name


SHARED_STAGES = ("hlo", "hlo-opt")


def dump_stages(target: str) -> tuple[str, ...]:
    return SHARED_STAGES + get_target(target).dump_stages


def dump_ir(module: Module, stage: str = "hlo", options: CompileOptions | None = None, target: str = "cpu",
            passes: list[str] | None = None, print_after_all: Any = None, timings: Any = None) -> str:
    """The module's text at one stage: HLO as parsed, after the target's HLO pipeline, or any
    stage the target adds (the cpu target: LLVM IR before/after LLVM's passes, assembly)."""
    t = get_target(target)
    options = options if options is not None else t.options()
    if stage == "hlo":
        from xlac.hlo.printer import print_module

        return print_module(module)
    if stage == "hlo-opt":
        from xlac.passes.pipeline import optimized_text

        return optimized_text(module.clone(), options.opt_level, target=t, passes=passes,
                              print_after_all=print_after_all, timings=timings)
    if stage not in t.dump_stages:
        raise XlacError(f"the '{target}' target has no stage '{stage}' (it has: {', '.join(dump_stages(target))})")
    return t.dump(module, stage, options)


def optimized_module(module: Module, options: CompileOptions | None = None, target: str = "cpu",
                     passes: list[str] | None = None) -> Module:
    """A copy of ``module`` after the target's HLO pipeline (what ``--stage hlo-opt`` shows)."""
    t = get_target(target)
    options = options if options is not None else t.options()
    return optimized_hlo(module, options.opt_level, t, passes=passes)


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
            is_complex = gf.dtype.kind == "c" or wf.dtype.kind == "c"
            parts = ((gf.real, wf.real), (gf.imag, wf.imag)) if is_complex else ((gf, wf),)
            if is_complex:
                # a complex value with an infinite part is compared part by part: its distance
                # from anything is inf or NaN, so (1.2e308+infj) was never close to itself 1 ulp off
                infinite = np.isinf(gf) | np.isinf(wf)
                by_part = np.logical_and(*(np.isclose(gp, wp, rtol=rtol, atol=atol, equal_nan=True)
                                           for gp, wp in parts))
                ok = np.where(infinite, by_part, ok)
            # an infinite part must be the same infinity; compared part by part, since a complex
            # value with a NaN part never equals itself (inf+nanj against inf+nanj)
            for gp, wp in parts:
                ok &= ~((np.isinf(gp) | np.isinf(wp)) & (gp != wp))
        else:
            ok = g == w
        if not np.all(ok):
            bad = np.argwhere(~np.asarray(ok))
            first = tuple(int(i) for i in bad[0]) if bad.size else ()
            problems.append(f"out{k}: {int((~np.asarray(ok)).sum())} of {g.size} elements differ"
                            f"{_error_sizes(gf, wf) if g.dtype.kind in 'fcV' or w.dtype.kind in 'fcV' else ''}; "
                            f"first at {first}: got {g[first] if g.ndim else g}, expected {w[first] if w.ndim else w}")
    return problems


def _error_sizes(got: np.ndarray, want: np.ndarray) -> str:
    """The largest absolute error, and the largest as a share of the largest expected value
    (rounding in a long sum shows as a small share; a wrong value as a large one)."""
    finite = np.isfinite(got) & np.isfinite(want)
    if not np.any(finite):
        return ""
    err = float(np.max(np.abs(got[finite] - want[finite])))
    scale = float(np.max(np.abs(want[finite])))
    return f" (largest error {err:.3g}" + (f", {err / scale:.2g} of the largest value {scale:.3g})" if scale else ")")


def check_against_interpreter(module: Module, result: RunResult, rtol: float = 1e-5, atol: float = 1e-5) -> list[str]:
    """``result`` against the interpreter on the same inputs (on as many devices, when it ran
    on several: each input's leading axis is then the device's)."""
    if result.devices:
        program = get_target("interpreter").compile_devices(module)
        per_device = program.run_devices([[a[d] for a in result.inputs] for d in range(result.devices)])
        reference = [np.stack([outs[k] for outs in per_device]) for k in range(len(per_device[0]))]
    else:
        reference = compile_module(module, "interpreter").run(None, *result.inputs)
    return compare_outputs(result.outputs, reference, rtol, atol)


__all__ = ["load_module", "load_text", "compile_module", "run_module", "run_artifact", "compile_file", "dump_ir",
           "compare_outputs", "XlacError"]
