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


@cli.command()
@click.argument("model", type=click.Path(dir_okay=False))
@click.option("--target", default="interpreter", show_default=True, help="Target to run on (see `xlac targets`).")
@click.option("--input", "-i", "inputs", multiple=True,
              help="x.npy, case.npz (in0, in1...), or inline 2x3xf32=1,2,3,4,5,6. Missing inputs are random.")
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write results to an .npz (out0, out1...).")
@click.option("--seed", default=0, show_default=True, help="Seed for random inputs.")
@click.option("--benchmark", "repeat", default=0, help="Time N runs after a warm-up.")
@click.option("--check", is_flag=True, help="Also run the interpreter and compare.")
@click.option("--quiet", "-q", is_flag=True, help="Do not print results.")
def run(model: str, target: str, inputs: tuple[str, ...], output: str | None, seed: int, repeat: int,
        check: bool, quiet: bool) -> None:
    """Run MODEL on inputs and print the results."""
    module = driver.load_module(model)
    result = driver.run_module(module, target, list(inputs), seed=seed, repeat=repeat)
    if not quiet:
        from .arrayio import format_result

        for k, arr in enumerate(result.outputs):
            click.echo(format_result(k, arr))
    if result.times_ms:
        import statistics

        click.echo(f"median {statistics.median(result.times_ms):.3f} ms, min {min(result.times_ms):.3f} ms "
                   f"over {len(result.times_ms)} runs")
    if check:
        problems = driver.check_against_interpreter(module, result)
        if problems:
            raise XlacError("results differ from the interpreter:\n  " + "\n  ".join(problems))
        click.echo(f"check: {len(result.outputs)} results match the interpreter")
    if output:
        from .arrayio import write_npz

        write_npz(output, result.outputs)


@cli.command("dump-ir")
@click.argument("model", type=click.Path(dir_okay=False))
@click.option("--stage", type=click.Choice(["hlo"]), default="hlo", show_default=True, help="Which stage to print.")
def dump_ir(model: str, stage: str) -> None:
    """Print MODEL at a compilation stage."""
    from .hlo.printer import print_module

    module = driver.load_module(model)
    click.echo(print_module(module), nl=False)


@cli.command()
def targets() -> None:
    """List the registered targets."""
    from .targets.registry import get_target, target_names

    for name in target_names():
        t = get_target(name)
        click.echo(f"{name:12s} {t.description}")


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
