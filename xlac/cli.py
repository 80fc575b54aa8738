"""The `xlac` command. Each command parses its options and calls one function in driver.py."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from xlac.errors import XlacError

if TYPE_CHECKING:
    from xlac.hlo.ir import Module

_SHOW_TRACEBACK = False
_DONE = False  # a command that owns nothing needing teardown finished: main() may skip it


class _Driver:
    """xlac.driver, imported on first use: it brings numpy, the parser and the targets, which a
    cache hit, `--help` or `xlac cache` never need."""

    def __getattr__(self, name: str) -> Any:
        from xlac import driver as module

        return getattr(module, name)


driver: Any = _Driver()


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--traceback", "show_traceback", is_flag=True, help="Show Python tracebacks on errors (before or "
                                                                   "after the command).")
@click.version_option(package_name="xlac")
def cli(show_traceback: bool) -> None:
    """xlac: an ahead-of-time compiler toolchain for XLA HLO text."""
    global _SHOW_TRACEBACK
    _SHOW_TRACEBACK = show_traceback


def _positive_int(text: str) -> int | str:
    if text == "auto":
        return text
    if not text.isdigit() or int(text) < 1:
        raise click.BadParameter(f"'{text}' is not a positive number or 'auto'", param_hint="--threads")
    return int(text)


def _finite(ctx: click.Context, param: click.Parameter, value: float) -> float:
    """--rtol/--atol: FloatRange lets nan and inf through, and either makes every comparison moot."""
    import math

    if not math.isfinite(value):
        raise click.BadParameter(f"{value} is not a finite number")
    return value


def _load(model: str, custom_call_libs: tuple[str, ...] = ()) -> Module:
    """Parse and verify MODEL once (HLO or StableHLO: --input-format, else its content); with
    --custom-call-lib, its targets must then be known. A module with elided constants (their
    values left out of the text) gets one warning."""
    module = driver.load_module(model, _input_format(), _shapes())
    driver.load_custom_call_libraries(custom_call_libs, module)
    warning = driver.elided_warning(module)
    if warning:
        click.echo(warning, err=True)
    return module


def _input_format() -> str | None:
    ctx = click.get_current_context(silent=True)
    return ctx.meta.get("xlac.input_format") if ctx is not None else None


def _remember_format(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        ctx.meta["xlac.input_format"] = value
    return value


def _remember_shapes(ctx: click.Context, param: click.Parameter, values: tuple[str, ...]) -> tuple[str, ...]:
    """--shape NAME=DIMS (arg0=16x8, or the argument's number: 0=16x8), repeatable."""
    import re

    shapes: dict[str, tuple[int, ...]] = {}
    for text in values:
        name, eq, dims = text.partition("=")
        m = re.fullmatch(r"\s*\[?\s*(\d+(?:\s*[x,]\s*\d+)*)?\s*\]?\s*", dims)
        if not eq or not name.strip() or m is None:
            raise click.BadParameter(f"'{text}' is not NAME=DIMS (arg0=16x8)", param_hint="--shape")
        shapes[name.strip().lstrip("%")] = tuple(int(d) for d in re.findall(r"\d+", m.group(1) or ""))
    if shapes:
        ctx.meta["xlac.shapes"] = shapes
    return values


def _shapes() -> dict[str, tuple[int, ...]] | None:
    ctx = click.get_current_context(silent=True)
    return ctx.meta.get("xlac.shapes") if ctx is not None else None


_SHAPE = click.option("--shape", multiple=True, expose_value=False, callback=_remember_shapes, is_eager=True,
                      metavar="NAME=DIMS",
                      help="StableHLO: the size of an entry argument whose type has dimensions of unknown size "
                           "(tensor<?x8xf32>), e.g. --shape arg0=16x8; repeatable.")
# `--input-format`, not `--format`: dump-ir's --format already names the picture's format.
_INPUT_FORMAT = click.option("--input-format", "-x", type=click.Choice(["hlo", "stablehlo"]), default=None,
                             expose_value=False, callback=_remember_format, is_eager=True,
                             help="Read MODEL as HLO text or StableHLO (MLIR) text (default: from its content).")
_OPT = click.option("-O", "opt_level", type=click.IntRange(0, 3), default=None,
                    help="Optimization level (-O0 .. -O3; default -O2).")
_TARGET = click.option("--target", default=None,
                       help="Target (see `xlac targets`; default: the one for --triple, else cpu).")
_TRIPLE = click.option("--triple", default=None, help="Target triple (default: this machine).")
_CPU = click.option("--cpu", default=None, help="CPU name (LLVM's, or native: this machine's). Default: the "
                    "triple's baseline; x86-64 objects then carry kernels for several ISA levels (--dispatch).")
_FEATURES = click.option("--features", default=None, help="Target features, e.g. +avx2,+fma.")
_CC_LIB = click.option("--custom-call-lib", "custom_call_libs", multiple=True, type=click.Path(dir_okay=False),
                       help="Shared library with custom-call targets (by symbol name, or its xlac_custom_calls "
                            "table); repeatable.")


@cli.command()
@click.argument("model", type=click.Path())
@_INPUT_FORMAT
@_SHAPE
@click.option("--target", default=None,
              help="Target to run on (see `xlac targets`); default auto: cpu when it can compile the module, "
                   "else the interpreter.")
@_TRIPLE
@_OPT
@click.option("--input", "-i", "inputs", multiple=True,
              help="x.npy, case.npz (in0, in1...), or inline 2x3xf32=1,2,3,4,5,6, in parameter order; or by "
                   "parameter name: NAME=x.npy, NAME=f32=1.5. Parameters without one get random values "
                   "(--seed), with a note saying which.")
@click.option("--random-inputs", is_flag=True, help="Give the parameters no --input names random values "
                                                    "without the note saying so (e.g. to run with no inputs).")
@click.option("--output", "-o", type=click.Path(dir_okay=False),
              help="Write results to an .npz (out0, out1...), or the one result to an .npy.")
@click.option("--seed", type=click.IntRange(min=0), default=0, show_default=True, help="Seed for random inputs.")
@click.option("--benchmark", "repeat", type=click.IntRange(min=0), default=0,
              help="Time N runs after a warm-up (0: no timing).")
@click.option("--check", is_flag=True, help="Also run the interpreter and compare (elementwise: |got - expected| "
                                            "<= atol + rtol * |expected|).")
@click.option("--rtol", type=click.FloatRange(min=0), default=1e-5, show_default=True, callback=_finite,
              help="--check: relative tolerance (long float sums differ by more in another order).")
@click.option("--atol", type=click.FloatRange(min=0), default=1e-5, show_default=True, callback=_finite,
              help="--check: absolute tolerance.")
@click.option("--quiet", "-q", is_flag=True, help="Do not print results.")
@click.option("--stats", is_flag=True, help="Print the device's statistics (simulated targets: cycles, "
                                            "instructions by unit, DMA bytes, utilization; cpu on this machine: "
                                            "the time of each top-level instruction, from code built to count it).")
@click.option("--devices", type=click.IntRange(1), default=None, metavar="N",
              help="Run a module built for N devices (replica_count x num_partitions) on N devices: every "
                   "input and output has a leading axis of N, slice d being device d's. Each device is a thread "
                   "running the cpu target's code (the interpreter where cpu cannot run the module, or with "
                   "--target interpreter); under mpirun, each MPI rank is one device.")
@_CC_LIB
def run(model: str, target: str | None, triple: str | None, opt_level: int | None, inputs: tuple[str, ...],
        random_inputs: bool, output: str | None, seed: int, repeat: int, check: bool, rtol: float, atol: float, quiet: bool,
        stats: bool = False,
        devices: int | None = None, custom_call_libs: tuple[str, ...] = ()) -> None:
    """Run MODEL (HLO text, or a file `xlac compile` wrote) on inputs and print the results.

    With --triple for another CPU, the code runs under qemu-user; wasm32 in Node.js; bare-metal
    Cortex-M triples (thumbv7em-none-eabihf...) under qemu-system-arm on an emulated board."""
    if output:
        from xlac.arrayio import check_output_path

        check_output_path(output)
    if driver.is_compiled_artifact(model):
        driver.load_custom_call_libraries(custom_call_libs)
        if target or triple or opt_level is not None:
            raise XlacError(f"{model} is already compiled: --target, --triple and -O do not apply")
        result, module = driver.run_artifact(model, list(inputs), seed=seed, repeat=repeat)
    else:
        from xlac.tools.progress import Progress

        with Progress(f"xlac: {Path(model).name}") as progress:
            progress.set("parsing")
            module = _load(model, custom_call_libs)
            name = driver.resolve_target(target, triple)
            kind = name if name != "auto" else "cpu"
            profile = True if stats and driver.has_option(kind, "profile") else None  # cpu: count time per instruction
            options = driver.make_options(kind, triple=triple, opt_level=opt_level, profile=profile)
            progress.set(f"compiling {_count(module)} instructions and running")
            result = driver.run_module(module, name, list(inputs), seed=seed, repeat=repeat, options=options,
                                       devices=devices)
    if result.silent:
        return  # an MPI rank other than 0
    if result.random_inputs and not random_inputs:
        from xlac.arrayio import random_inputs_note

        click.echo(random_inputs_note(result.random_inputs, result.parameters, seed), err=True)
    if result.note:
        click.echo(f"note: {result.note}", err=True)
    if stats:
        click.echo(result.stats if result.stats else f"note: the {result.target} device keeps no statistics",
                   err=True)
    if not quiet:
        from xlac.arrayio import format_result

        for k, arr in enumerate(result.outputs):
            click.echo(format_result(k, arr))
    if result.times_ms:
        click.echo(result.benchmark_summary())
    if check:
        if module is None:
            raise XlacError(f"--check needs the HLO, and {model} was compiled without it")
        problems = driver.check_against_interpreter(module, result, rtol, atol)
        if problems:
            raise XlacError("results differ from the interpreter:\n  " + "\n  ".join(problems))
        n = len(result.outputs)
        click.echo(f"check: {n} result{'s match' if n != 1 else ' matches'} the interpreter")
    if output:
        from xlac.arrayio import write_results

        write_results(output, result.outputs)


@cli.command("compile")
@click.argument("models", nargs=-1, required=True, metavar="MODEL...")
@_INPUT_FORMAT
@_SHAPE
@_TARGET
@_TRIPLE
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False),
              help="Output file (default: MODEL's name with the suffix of what --emit writes, in this folder). "
                   "For wasm32, -o M.wasm links a standalone module and writes its ES-module loader M.mjs.")
@click.option("--emit", default=None,
              help="What to write, by target (the first is the default). cpu: obj (OUT, its C header OUT.h and "
                   "OUT.xlac.json), asm, llvm, header, all (adds .s and .ll); nvptx: obj (the host object and "
                   "OUT.h), ptx, c, header, llvm; xacc: xbin, asm. Other targets: see `xlac targets`.")
@click.option("--entry", default=None, help="Entry symbol name (default: the output file's name without its "
                                             "suffix, as a C name: -o build/mlp.o gives mlp() in build/mlp.h).")
@_CPU
@_FEATURES
@_OPT
@click.option("--reloc", type=click.Choice(["static", "pic", "pie"]), default=None,
              help="cpu: relocation model (default pic).")
@click.option("--dispatch", default=None, metavar="none|default|LEVELS",
              help="cpu, x86-64 without --cpu: the ISA levels whose kernels the object carries, chosen on its first "
                   "call from the CPU it runs on (default: baseline,avx2,avx512,avx512-vnni,avx512-bf16,amx; none: "
                   "baseline alone; a comma-separated list: those and baseline). XLAC_ISA=LEVEL picks a lower one "
                   "at run time; `xlac targets` lists them.")
@click.option("--threads", default=None, metavar="N|auto",
              help="cpu: let the object run large loops on xlac's thread pool (it then needs xlac's runtime "
                   "linked; see the header), whose size the running program decides (XLAC_NUM_THREADS, else the "
                   "CPUs it may use within its cgroup quota); N: at most N threads a loop, auto: no cap. "
                   "Default: single-threaded.")
@click.option("--max-ram", default=None, metavar="SIZE", help="cpu, Cortex-M: warn when the model needs more RAM "
              "(temp and buffers), e.g. 64K.")
@click.option("--max-flash", default=None, metavar="SIZE", help="cpu, Cortex-M: warn when the model's code and "
              "constants need more flash, e.g. 1M.")
@click.option("--error-on-budget", is_flag=True,
              help="With --max-ram/--max-flash: going over is an error (exit 1, nothing written), not a warning.")
@_CC_LIB
@click.option("--cache-dir", default=None, type=click.Path(file_okay=False),
              help="Keep compiled outputs in this folder and reuse them when nothing they depend on changed "
                   "(default: $XLAC_CACHE_DIR; none: no cache). See `xlac cache`.")
@click.option("--no-cache", is_flag=True, help="Ignore --cache-dir and $XLAC_CACHE_DIR for this compile.")
@click.option("--time-passes", is_flag=True, help="Print where the compile's time went to stderr: start-up and "
                                                  "imports, parsing, each HLO pass, LLVM, writing files.")
@click.option("--memory-report", is_flag=True, help="Print to stderr the scratch the compiled code needs by "
              "purpose (planned buffers, kernel working memory), the buffers live at the peak with their HLO "
              "names, and what each buffer-assignment optimization saved.")
@click.option("-v", "--verbose", is_flag=True, help="Say on stderr whether the compile cache was used: a hit, a "
                                                     "miss (compiled and stored), or off.")
def compile_cmd(models: tuple[str, ...], target: str | None, triple: str | None, out: str | None, emit: str | None,
                entry: str | None, cpu: str | None, features: str | None, opt_level: int | None, reloc: str | None,
                dispatch: str | None = None, threads: str | None = None, max_ram: str | None = None, max_flash: str | None = None,
                error_on_budget: bool | None = None, custom_call_libs: tuple[str, ...] = (),
                cache_dir: str | None = None, no_cache: bool = False,
                time_passes: bool = False, memory_report: bool = False, verbose: bool = False) -> None:
    """Compile MODEL ahead of time: for cpu, an object file and C header, assembly, or LLVM IR.

    A custom call becomes a call to the undefined symbol of its target, for your object to define
    (`xlac ffi-header` has the declarations). With --custom-call-lib, every target must be found.

    Several models (`xlac compile a.hlo NAME=b.hlo -o libmodels.a`) go into one static library
    with one header (libmodels.h), each entry named after its module or NAME.

    With a cache folder (--cache-dir or $XLAC_CACHE_DIR), a compile whose inputs, options, host
    and xlac are unchanged writes the stored bytes again instead of compiling."""
    import os

    # numpy's OpenBLAS starts a spinning thread per core when imported (~0.05 s of CPU); a compile
    # never multiplies through BLAS (constant folding of a dot is small), so one thread is enough
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if error_on_budget and max_ram is None and max_flash is None:
        raise click.UsageError("--error-on-budget needs a budget: --max-ram SIZE or --max-flash SIZE")
    values = dict(target=target, triple=triple, emit=emit, entry=entry, cpu=cpu, features=features,
                  opt_level=opt_level, reloc=reloc, dispatch=dispatch, threads=threads, max_ram=max_ram,
                  max_flash=max_flash,
                  error_on_budget=error_on_budget or None)  # None: not given, so other targets take it
    from xlac.tools.cache import cache_folder

    global _DONE
    folder = None if no_cache else cache_folder(cache_dir)

    def say(text: str) -> None:
        if verbose:
            click.echo(f"xlac: {text}", err=True)

    if folder is None:
        say("compile cache: off (--no-cache)" if no_cache else
            "compile cache: off (no --cache-dir or $XLAC_CACHE_DIR)")
        _say_isa(_compile(models, out, values, custom_call_libs, time_passes, memory_report), say)
        _DONE = True
        return
    from xlac.tools import cache

    try:
        key = cache.compile_key([(m, Path(m.split("=", 1)[1] if "=" in m and not Path(m).exists() else m))
                                 for m in models], values, out, [Path(p) for p in custom_call_libs])
    except OSError:
        key = None  # an unreadable input: the compile itself reports it
    out_folder = Path(out).parent if out else Path(".")
    store = cache.CompileCache(folder)
    cache.max_bytes()  # a bad $XLAC_CACHE_MAX_SIZE is an error before the compile, not after
    if key is not None and not time_passes and not memory_report:
        hit = store.lookup(key, out_folder)
        if hit is not None:
            sys.stderr.write(hit[1])
            say(f"compile cache: hit in {folder}: wrote {', '.join(p.name for p in hit[0])} without compiling")
            _DONE = True
            return
    with _TeeStderr() as tee:
        written = _compile(models, out, values, custom_call_libs, time_passes, memory_report)
    _say_isa(written, say)
    if key is not None and written:
        problem = store.store(key, written, out_folder, tee.text())
        if problem:
            click.echo(f"xlac: warning: the compile cache cannot keep this result: {problem}", err=True)
        looked = "not looked up (--time-passes and --memory-report compile every time)" \
            if time_passes or memory_report else "miss"
        say(f"compile cache: {looked} in {folder}: compiled; " + ("stored" if store.has(key) else "not stored" if problem
                                                                  else "not stored (it keeps outputs in -o's folder)"))
    _DONE = True


def _say_isa(written: list[Path], say: Any) -> None:
    """-v: the ISA levels an object carries and what they cost in size (its sidecar has them)."""
    import json

    for path in written:
        if path.name.endswith(".xlac.json"):
            extra = json.loads(path.read_text()).get("extra", {})
            if extra.get("isa_levels") and extra.get("isa_code_bytes"):
                from xlac.targets.cpu.dispatch import size_note

                say(f"{path.name[:-len('.xlac.json')]}: kernels for {', '.join(extra['isa_levels'])}; "
                    f"{size_note(extra['isa_code_bytes'])}")


class _TeeStderr:
    """Copy what a compile prints to stderr (warnings), so that a cache hit can print it again."""

    def __enter__(self) -> _TeeStderr:
        self._parts: list[str] = []
        self._stream = sys.stderr
        outer = self

        class Tee:
            def write(self, text: str) -> int:
                outer._parts.append(text)
                return outer._stream.write(text)

            def __getattr__(self, name: str) -> Any:
                return getattr(outer._stream, name)

        sys.stderr = Tee()  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        sys.stderr = self._stream

    def text(self) -> str:
        return "".join(self._parts)


def _compile(models: tuple[str, ...], out: str | None, values: dict[str, Any], custom_call_libs: tuple[str, ...],
             time_passes: bool, memory_report: bool = False) -> list[Path]:
    """The compile itself; returns the files it wrote."""
    from xlac import timing

    if time_passes:
        timing.enable()
    target, triple, emit, entry = values["target"], values["triple"], values["emit"], values["entry"]
    threads = values["threads"]
    with timing.phase("target lookup"):
        name = driver.resolve_target(target or "cpu" if not triple else target, triple)
    if len(models) > 1 or (out or "").endswith(".a"):
        from xlac.tools.library import compile_library

        lib_values = dict(triple=triple, cpu=values["cpu"], features=values["features"],
                          opt_level=values["opt_level"], reloc=values["reloc"], dispatch=values["dispatch"],
                          threads=_positive_int(threads) if threads is not None else None)
        written = compile_library(list(models), out, emit, entry, triple,
                                  lambda path: _load(str(path), custom_call_libs),
                                  lambda module, entry_name, obj: driver.compile_file(
                                      module, name, driver.make_options(name, entry_name=entry_name, **lib_values),
                                      "obj", obj))
        return list(written or [])
    model = models[0]
    options = driver.make_options(name, triple=triple, cpu=values["cpu"], features=values["features"],
                                  opt_level=values["opt_level"], entry_name=entry, reloc=values["reloc"],
                                  dispatch=values["dispatch"], max_ram=values["max_ram"], max_flash=values["max_flash"],
                                  error_on_budget=values["error_on_budget"],
                                  threads=_positive_int(threads) if threads is not None else None)
    from xlac.tools.progress import Progress

    with Progress(f"xlac: {Path(model).name}") as progress:
        progress.set("parsing")
        with timing.phase("parse and verify"):
            module = _load(model, custom_call_libs)
        progress.set(f"compiling {_count(module)} instructions")
        written = driver.compile_file(module, name, options, emit, out,
                                      memory_report=sys.stderr.write if memory_report else None)
    timing.report(sys.stderr)
    return written


def _count(module: Module) -> int:
    return sum(1 for _ in module.all_instructions())


@cli.command("dump-ir")
@click.argument("model", type=click.Path(), required=False)
@_INPUT_FORMAT
@_SHAPE
@click.option("--stage", default="hlo", show_default=True,
              help="hlo (as parsed); hlo-opt (after the target's -O pass pipeline); then the target's own "
                   "stages (cpu: llvm as emitted, llvm-opt after LLVM's passes, asm).")
@_TARGET
@_TRIPLE
@_CPU
@_FEATURES
@_OPT
@click.option("--passes", default=None, help="hlo-opt: run exactly these passes (comma-separated) instead of -O's.")
@click.option("--list-passes", is_flag=True, help="List the HLO passes and each -O level's pipeline.")
@click.option("--print-after-all", is_flag=True, help="hlo-opt: print the module to stderr after each pass that changes it.")
@click.option("--time-passes", is_flag=True, help="hlo-opt: print the time each pass took to stderr.")
@click.option("--format", "fmt", type=click.Choice(["text", "dot", "svg", "png", "html"]), default="text",
              show_default=True, help="hlo/hlo-opt: text, or a picture of the graph through graphviz.")
@click.option("--focus", default=None, metavar="NAME", help="Picture: only NAME's neighbourhood.")
@click.option("--radius", type=click.IntRange(0), default=2, show_default=True,
              help="Picture with --focus: operand/user steps around NAME.")
@click.option("--expand-fusions/--collapse-fusions", default=None,
              help="Picture: draw fusions as clusters of their instructions (default: when the picture stays small).")
@click.option("-o", "--output", default=None, help="Picture: write to this file instead of stdout.")
def dump_ir(model: str | None, stage: str, target: str | None, triple: str | None, cpu: str | None,
            features: str | None, opt_level: int | None, passes: str | None, list_passes: bool,
            print_after_all: bool, time_passes: bool, fmt: str, focus: str | None, radius: int,
            expand_fusions: bool | None, output: str | None) -> None:
    """Print MODEL at a compilation stage, as text or as a picture of its graph (--format)."""
    if list_passes:
        from xlac.passes import pipeline

        click.echo(pipeline.describe_passes(), nl=False)
        return
    if model is None:
        raise click.UsageError("Missing argument 'MODEL'.")
    name = driver.resolve_target(target or "cpu" if not triple else target, triple)
    options = driver.make_options(name, triple=triple, cpu=cpu, features=features, opt_level=opt_level)
    if stage not in driver.dump_stages(name):
        raise XlacError(f"the '{name}' target has no stage '{stage}' (it has: {', '.join(driver.dump_stages(name))})")
    module = driver.load_module(model, _input_format(), _shapes())
    if fmt != "text":
        _picture(module, stage, options, name, passes, fmt, focus, radius, expand_fusions, output)
        return

    def to_stderr(text: str) -> None:
        click.echo(text, err=True, nl=False)

    click.echo(driver.dump_ir(module, stage, options, name, passes=_pass_list(passes),
                              print_after_all=to_stderr if print_after_all else None,
                              timings=to_stderr if time_passes else None), nl=False)


def _pass_list(passes: str | None) -> list[str] | None:
    """--passes as names: None without the option (-O's pipeline), and ``--passes ''`` none."""
    return None if passes is None else [p.strip() for p in passes.split(",") if p.strip()]


def _picture(module, stage: str, options, target: str, passes: str | None, fmt: str, focus: str | None,
             radius: int, expand_fusions: bool | None, output: str | None) -> None:
    """dump-ir --format dot|svg|png|html: the HLO graph (as parsed, or after the target's pipeline)."""
    from xlac import graph

    if stage not in ("hlo", "hlo-opt"):
        raise XlacError(f"--format {fmt} draws the HLO graph: use --stage hlo or hlo-opt")
    if stage == "hlo-opt":
        module = driver.optimized_module(module, options, target, _pass_list(passes))
    data, g = graph.picture(module, fmt, focus=focus, radius=radius, expand_fusions=expand_fusions)
    graph.write_output(data, output)
    click.echo(f"xlac: {len(g.nodes)} nodes, {len(g.edges)} edges; layout: {g.engine}"
               f"{'; fusions expanded' if g.fusions_expanded else ''}", err=True)


@cli.command("modules")
@click.argument("directory", type=click.Path(file_okay=False))
def modules_cmd(directory: str) -> None:
    """List the HLO modules of an XLA dump directory (XLA_FLAGS=--xla_dump_to=DIR) and their files;
    each file (before_optimizations / after_optimizations) is a MODEL for the other commands."""
    from xlac.tools.xla_dump import listing

    click.echo(listing(directory), nl=False)


@cli.command("cmake-dir")
def cmake_dir() -> None:
    """Print the folder of xlac's CMake module (Xlac.cmake: xlac_add_model; XlacConfig.cmake)."""
    click.echo(str((Path(__file__).resolve().parent / "cmake").resolve()))


@cli.command("ffi-header")
@click.option("--cflags", is_flag=True, help="Print -I<dir> for the C compiler instead.")
@click.option("--runtime", is_flag=True, help="Print the path of the runtime C file compiled objects link.")
@click.option("--parallel-runtime", is_flag=True, help="Print the path of the thread-pool C file that objects "
                                                       "compiled with --threads link.")
@click.option("--collectives-runtime", is_flag=True, help="Print the path of the MPI C file that objects of "
                                                          "modules for several devices link (build it with mpicc).")
def ffi_header(cflags: bool, runtime: bool, parallel_runtime: bool, collectives_runtime: bool) -> None:
    """Print the path of xlac_ffi.h, the C header for writing custom-call targets."""
    if collectives_runtime:
        from xlac.runtime.mpi import COLLECTIVES_SOURCE

        click.echo(str(COLLECTIVES_SOURCE))
        return
    if parallel_runtime:
        from xlac.runtime.parallel import SOURCE

        click.echo(str(SOURCE))
        return
    click.echo(driver.ffi_header_info(cflags=cflags, runtime=runtime))


@cli.command("asm")
@click.argument("source", type=click.Path(dir_okay=False))
@click.option("--target", default="xacc", show_default=True, help="Target whose assembler to use.")
@click.option("-o", "out", type=click.Path(dir_okay=False), help="Output binary (default: SOURCE with the "
              "target's binary suffix).")
def asm_cmd(source: str, target: str, out: str | None) -> None:
    """Assemble SOURCE (a target's assembly text) into its binary."""
    from xlac.registry import get_target

    get_target(target).assemble_file(source, out)


@cli.command("disasm")
@click.argument("binary", type=click.Path(dir_okay=False))
@click.option("-o", "out", type=click.Path(dir_okay=False), help="Write the assembly here (default: stdout).")
def disasm_cmd(binary: str, out: str | None) -> None:
    """Disassemble a binary a target wrote."""
    from xlac.registry import get_target, target_for_artifact

    name = target_for_artifact(binary)
    if name is None:
        raise XlacError(f"{binary} is not a binary a target with a disassembler wrote")
    text = get_target(name).disassemble_file(binary, out)
    if out is None:
        click.echo(text, nl=False)


@cli.group("cache")
def cache_group() -> None:
    """The compilation cache (`xlac compile --cache-dir`, or $XLAC_CACHE_DIR): what is in it, or empty it.

    The cache holds at most $XLAC_CACHE_MAX_SIZE (default 1G); the least recently used entries
    go first."""


_CACHE_DIR = click.option("--cache-dir", default=None, type=click.Path(file_okay=False),
                          help="The cache folder (default: $XLAC_CACHE_DIR, else $XDG_CACHE_HOME/xlac or "
                               "~/.cache/xlac).")


def _cache_store(cache_dir: str | None) -> Any:
    """The folder given (--cache-dir, $XLAC_CACHE_DIR), else the default one, saying on stderr
    that the compile cache is off."""
    from xlac.tools.cache import OFF_NOTE, CompileCache, cache_folder, default_folder

    folder = cache_folder(cache_dir)
    if folder is None:
        folder = default_folder()
        click.echo(f"xlac: note: {OFF_NOTE.format(folder=folder)}", err=True)
    return CompileCache(folder)


@cache_group.command("info")
@_CACHE_DIR
def cache_info(cache_dir: str | None) -> None:
    """The cache's folder, entries, size and limit."""
    import time

    from xlac.tools.cache import where_set

    info = _cache_store(cache_dir).info()

    def when(t: float | None) -> str:
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t)) if t is not None else "-"

    setter = where_set(cache_dir)
    click.echo(f"folder   {info.folder} ({f'from {setter}' if setter else 'the default; the cache is off'})")
    click.echo(f"entries  {info.entries}")
    click.echo(f"size     {_size(info.size)} of {_size(info.limit)} "
               f"({100 * info.size / info.limit:.1f}%; the limit is $XLAC_CACHE_MAX_SIZE)")
    click.echo(f"used     {when(info.oldest)} .. {when(info.newest)}")


@cache_group.command("clear")
@_CACHE_DIR
def cache_clear(cache_dir: str | None) -> None:
    """Remove every entry."""
    store = _cache_store(cache_dir)
    count = store.clear()
    click.echo(f"removed {count} {'entry' if count == 1 else 'entries'} from {store.folder}")


def _size(n: int) -> str:
    for unit in ("B", "K", "M", "G"):
        if n < 1024 or unit == "G":
            return f"{n:.0f}{unit}" if unit == "B" else f"{n:.1f}{unit}"
        n /= 1024  # type: ignore[assignment]
    return str(n)


@cli.command()
def targets() -> None:
    """List the registered targets, each with what it compiles for and how its code runs here."""
    from xlac.registry import get_target, target_names

    for name in target_names():
        t = get_target(name)
        click.echo(f"{name:12s} {t.description}")
        for row in t.support():
            click.echo(f"  {row.what:26s} {row.status}")


def _traceback_first(args: list[str]) -> list[str]:
    """``xlac run m.hlo --traceback``: the flag belongs to ``xlac`` itself, and is taken after the
    command too (click suggested --check); moved before it (not past a ``--``)."""
    end = args.index("--") if "--" in args else len(args)
    head = [a for a in args[:end] if a != "--traceback"]
    if len(head) == end:
        return args
    return ["--traceback", *head, *args[end:]]


def main() -> None:
    """Entry point: user errors print as diagnostics with exit code 1, never a traceback."""
    import gc
    import os

    from xlac.deferred import defer

    defer("numpy")  # loads on first use: a compile of a module with no constants never needs it
    # A command builds a few large object graphs that live to its end: collecting every 700
    # allocations only rescans them (~6% of a small compile); collect 100x less often
    gc.set_threshold(70_000, 10, 10)
    try:
        cli.main(args=_traceback_first(sys.argv[1:]), standalone_mode=False)
        if _DONE:
            # A finished compile has written and closed its files: skip the interpreter's
            # teardown (freeing every object of the compile, unloading LLVM), ~0.04 s of CPU
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)
    except XlacError as e:
        if _SHOW_TRACEBACK:
            import traceback  # only here: its import is ~3 ms of every command

            traceback.print_exc()
        click.echo(e.render(), err=True)
        if e.internal:
            click.echo("this is a bug in xlac (run with --traceback for details; please report it)", err=True)
        sys.exit(2 if e.internal else 1)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as e:
        e.show()
        sys.exit(1)  # usage errors are the user's, as with gcc and clang (2 means a bug in xlac)
    except KeyboardInterrupt:
        sys.exit(130)
    except MemoryError as e:  # the module's buffers do not fit: a resource limit, not a bug
        click.echo(f"error: out of memory: {str(e) or 'an allocation failed'}", err=True)
        sys.exit(1)
    except RecursionError:
        click.echo("error: the module nests too deeply to process", err=True)
        sys.exit(1)
    except Exception as e:  # a bug in xlac, not in the input
        if _SHOW_TRACEBACK:
            import traceback  # only here: its import is ~3 ms of every command

            traceback.print_exc()
        click.echo(f"internal error: {type(e).__name__}: {e}\n(run with --traceback for details; "
                   f"please report this)", err=True)
        sys.exit(2)


if __name__ == "__main__":
    main()
