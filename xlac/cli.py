"""The `xlac` command. Each command parses its options and calls one function in driver.py."""

from __future__ import annotations

import sys
import traceback

import click

from . import driver
from .errors import XlacError

_SHOW_TRACEBACK = False


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--traceback", "show_traceback", is_flag=True, help="Show Python tracebacks on errors.")
@click.version_option(package_name="xlac")
def cli(show_traceback: bool) -> None:
    """xlac: an ahead-of-time compiler toolchain for XLA HLO text."""
    global _SHOW_TRACEBACK
    _SHOW_TRACEBACK = show_traceback


def _options(triple: str | None, opt_level: int = 2, cpu: str | None = None, features: str = "",
             reloc: str = "pic", entry: str | None = None, threads: str | None = None):
    from .targets.base import CompileOptions

    extra = {"threads": threads if threads == "auto" else _positive_int(threads)} if threads else {}
    return CompileOptions(triple=triple, cpu=cpu, features=features or "", opt_level=opt_level, reloc=reloc,
                          entry_name=entry, extra=extra)


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise click.BadParameter(f"'{text}' is not a positive number or 'auto'", param_hint="--threads")
    return int(text)


_OPT = click.option("-O", "opt_level", type=click.IntRange(0, 3), default=2, show_default=True,
                    help="Optimization level (-O0 .. -O3).")
_TRIPLE = click.option("--triple", default=None, help="Target triple for the cpu target (default: this machine).")
_CC_LIB = click.option("--custom-call-lib", "custom_call_libs", multiple=True, type=click.Path(dir_okay=False),
                       help="Shared library with custom-call targets (by symbol name, or its xlac_custom_calls "
                            "table); repeatable.")


@cli.command()
@click.argument("model", type=click.Path(dir_okay=False))
@click.option("--target", default="auto", show_default=True,
              help="Target to run on (see `xlac targets`); auto: cpu when it can compile the module, "
                   "else the interpreter.")
@_TRIPLE
@_OPT
@click.option("--input", "-i", "inputs", multiple=True,
              help="x.npy, case.npz (in0, in1...), or inline 2x3xf32=1,2,3,4,5,6. Missing inputs are random.")
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write results to an .npz (out0, out1...).")
@click.option("--seed", default=0, show_default=True, help="Seed for random inputs.")
@click.option("--benchmark", "repeat", default=0, help="Time N runs after a warm-up.")
@click.option("--check", is_flag=True, help="Also run the interpreter and compare.")
@click.option("--quiet", "-q", is_flag=True, help="Do not print results.")
@_CC_LIB
def run(model: str, target: str, triple: str | None, opt_level: int, inputs: tuple[str, ...], output: str | None,
        seed: int, repeat: int, check: bool, quiet: bool, custom_call_libs: tuple[str, ...] = ()) -> None:
    """Run MODEL (HLO text, or an object `xlac compile` wrote) on inputs and print the results.

    With --triple for another CPU, the code runs under qemu-user."""
    driver.load_custom_call_libraries(custom_call_libs)
    if driver.is_compiled_artifact(model):
        result, module = driver.run_artifact(model, list(inputs), seed=seed, repeat=repeat)
    else:
        if triple and target == "auto":
            target = "cpu"
        if triple and target != "cpu":
            raise XlacError(f"--triple is for the cpu target, not '{target}'")
        module = driver.load_module(model)
        result = driver.run_module(module, target, list(inputs), seed=seed, repeat=repeat,
                                   options=_options(triple, opt_level))
    if result.note:
        click.echo(f"note: {result.note}", err=True)
    if not quiet:
        from .arrayio import format_result

        for k, arr in enumerate(result.outputs):
            click.echo(format_result(k, arr))
    if result.times_ms:
        import statistics

        click.echo(f"median {statistics.median(result.times_ms):.3f} ms, min {min(result.times_ms):.3f} ms "
                   f"over {len(result.times_ms)} runs")
    if check:
        if module is None:
            raise XlacError(f"--check needs the HLO, and {model} was compiled without it")
        problems = driver.check_against_interpreter(module, result)
        if problems:
            raise XlacError("results differ from the interpreter:\n  " + "\n  ".join(problems))
        click.echo(f"check: {len(result.outputs)} results match the interpreter")
    if output:
        from .arrayio import write_npz

        write_npz(output, result.outputs)


@cli.command("compile")
@click.argument("model", type=click.Path(dir_okay=False))
@_TRIPLE
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False),
              help="Output file (default: MODEL's name with .o/.s/.ll/.h, in this folder).")
@click.option("--emit", type=click.Choice(["obj", "asm", "llvm", "header", "all"]), default="obj",
              show_default=True, help="obj writes OUT, its C header OUT.h and OUT.xlac.json; all adds .s and .ll.")
@click.option("--entry", default=None, help="Entry symbol name (default: the module's name).")
@click.option("--cpu", default=None, help="LLVM CPU name (default: this machine's for the host, generic otherwise).")
@click.option("--features", default="", help="LLVM target features, e.g. +avx2,+fma.")
@_OPT
@click.option("--reloc", type=click.Choice(["static", "pic", "pie"]), default="pic", show_default=True,
              help="Relocation model.")
@click.option("--threads", default=None, metavar="N|auto",
              help="Let the object run large loops on N threads (it then needs xlac's runtime linked; "
                   "see the header). Default: single-threaded.")
@_CC_LIB
def compile_cmd(model: str, triple: str | None, out: str | None, emit: str, entry: str | None, cpu: str | None,
                features: str, opt_level: int, reloc: str, threads: str | None = None,
                custom_call_libs: tuple[str, ...] = ()) -> None:
    """Compile MODEL ahead of time for a CPU: object file and C header, assembly, or LLVM IR.

    A custom call becomes a call to the undefined symbol of its target, for your object to define
    (`xlac ffi-header` has the declarations). With --custom-call-lib, every target must be found."""
    driver.load_custom_call_libraries(custom_call_libs, check_model=model)
    driver.compile_file(model, _options(triple, opt_level, cpu, features, reloc, entry, threads), emit, out)


@cli.command("dump-ir")
@click.argument("model", type=click.Path(dir_okay=False), required=False)
@click.option("--stage", type=click.Choice(["hlo", "hlo-opt", "llvm", "llvm-opt", "asm"]), default="hlo",
              show_default=True,
              help="hlo (as parsed); hlo-opt (after the -O pass pipeline); llvm (as emitted); llvm-opt (after "
                   "LLVM's passes); asm.")
@_TRIPLE
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
def dump_ir(model: str | None, stage: str, triple: str | None, opt_level: int, passes: str | None, list_passes: bool,
            print_after_all: bool, time_passes: bool, fmt: str, focus: str | None, radius: int,
            expand_fusions: bool | None, output: str | None) -> None:
    """Print MODEL at a compilation stage, as text or as a picture of its graph."""
    from .passes import pipeline

    if list_passes:
        click.echo(pipeline.describe_passes(), nl=False)
        return
    if model is None:
        raise click.UsageError("Missing argument 'MODEL'.")
    module = driver.load_module(model)
    if fmt != "text":
        from . import graphviz

        if stage not in ("hlo", "hlo-opt"):
            raise XlacError(f"--format {fmt} draws the HLO graph: use --stage hlo or hlo-opt")
        if stage == "hlo-opt":
            pipeline.optimize(module, opt_level, passes=passes.split(",") if passes else None)
        data, graph = graphviz.picture(module, fmt, focus=focus, radius=radius, expand_fusions=expand_fusions)
        graphviz.write_output(data, output)
        click.echo(f"xlac: {len(graph.nodes)} nodes, {len(graph.edges)} edges; layout: {graph.engine}"
                   f"{'; fusions expanded' if graph.fusions_expanded else ''}", err=True)
        return
    if stage == "hlo-opt":
        def to_stderr(text: str) -> None:
            click.echo(text, err=True, nl=False)

        click.echo(pipeline.optimized_text(module, opt_level, passes=passes.split(",") if passes else None,
                                           print_after_all=to_stderr if print_after_all else None,
                                           timings=to_stderr if time_passes else None), nl=False)
        return
    click.echo(driver.dump_ir(module, stage, _options(triple, opt_level)), nl=False)


@cli.command("ffi-header")
@click.option("--cflags", is_flag=True, help="Print -I<dir> for the C compiler instead.")
@click.option("--runtime", is_flag=True, help="Print the path of the runtime C file compiled objects link.")
@click.option("--parallel-runtime", is_flag=True, help="Print the path of the thread-pool C file that objects "
                                                       "compiled with --threads link.")
def ffi_header(cflags: bool, runtime: bool, parallel_runtime: bool) -> None:
    """Print the path of xlac_ffi.h, the C header for writing custom-call targets."""
    if parallel_runtime:
        from .runtime import SOURCE

        click.echo(str(SOURCE))
        return
    click.echo(driver.ffi_header_info(cflags=cflags, runtime=runtime))


@cli.command()
def targets() -> None:
    """List the registered targets, and the cpu triples with how their code runs here."""
    from .targets.registry import get_target, target_names

    for name in target_names():
        t = get_target(name)
        click.echo(f"{name:12s} {t.description}")
    click.echo("\ncpu triples (any triple LLVM knows is accepted):")
    for triple, how in driver.cpu_triples():
        click.echo(f"  {triple:26s} {how}")


def main() -> None:
    """Entry point: user errors print as diagnostics with exit code 1, never a traceback."""
    try:
        cli.main(standalone_mode=False)
    except XlacError as e:
        if _SHOW_TRACEBACK:
            traceback.print_exc()
        click.echo(e.render(), err=True)
        sys.exit(1)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as e:
        e.show()
        sys.exit(e.exit_code if e.exit_code else 2)
    except KeyboardInterrupt:
        sys.exit(130)
    except RecursionError:
        click.echo("error: the module nests too deeply to process", err=True)
        sys.exit(1)
    except Exception as e:  # a bug in xlac, not in the input
        if _SHOW_TRACEBACK:
            traceback.print_exc()
        click.echo(f"internal error: {type(e).__name__}: {e}\n(run with --traceback for details; "
                   f"please report this)", err=True)
        sys.exit(2)


if __name__ == "__main__":
    main()
