"""pipeline: the registry, -O levels, target subsets, hooks, and `xlac dump-ir --stage hlo-opt`."""

from pathlib import Path

import pytest
from click.testing import CliRunner
from pass_testing import parse

from xlac.cli import cli
from xlac.errors import XlacError
from xlac.hlo.printer import print_module
from xlac.passes.pipeline import (
    PASSES,
    FixedPoint,
    PipelineShape,
    get_pass,
    optimize,
    pass_names,
    pipeline_for,
)

MLP = str(Path(__file__).resolve().parents[2] / "samples" / "mlp.hlo")

SMALL = """
HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  n1 = f32[4] negate(p)
  n2 = f32[4] negate(n1)
  ROOT a = f32[4] abs(n2)
}
"""


def test_registry_has_every_pass_and_each_has_a_name() -> None:
    assert set(pass_names()) >= set(PASSES)
    for name in PASSES:
        assert get_pass(name).name == name
    with pytest.raises(XlacError, match="unknown pass"):
        get_pass("no-such-pass")


def test_levels_grow() -> None:
    names = [{s if isinstance(s, str) else p for s in pipeline_for(level)
              for p in (s.passes if isinstance(s, FixedPoint) else [s])} for level in range(4)]
    assert names[0] == set() and names[0] <= names[1] <= names[2] <= names[3]
    assert "fusion" in names[2] and "fusion" not in names[1]


def test_o0_changes_nothing() -> None:
    module = parse(SMALL)
    text = print_module(module)
    assert optimize(module, 0) is False and print_module(module) == text


class _Target(PipelineShape):
    required_passes = ("layout-assignment",)
    skip_passes = ("fusion", "cse")


class _OwnPipeline(PipelineShape):
    def hlo_passes(self, level, default):
        return ["dce"] if level else []


def test_targets_shape_their_pipeline() -> None:
    steps = pipeline_for(2, _Target())
    flat = [p for s in steps for p in (s.passes if isinstance(s, FixedPoint) else [s])]
    assert "layout-assignment" in flat and "fusion" not in flat and "cse" not in flat
    assert pipeline_for(0, _Target()) == ["layout-assignment"]
    assert pipeline_for(1, _Target())[0] == "layout-assignment"  # required passes run first when absent
    assert pipeline_for(3, _OwnPipeline()) == ["dce"]


def test_hooks_see_each_change_and_time_each_pass() -> None:
    seen: list[str] = []
    times: dict[str, float] = {}
    module = parse(SMALL)
    optimize(module, 2, print_after_all=lambda name, m: seen.append(name), time_passes=times)
    assert "algebraic-simplifier" in seen and set(times) >= {"algebraic-simplifier", "fusion", "dce"}
    assert module.entry.root.operands[0].name == "p"


def test_explicit_pass_list() -> None:
    module = parse(SMALL)
    assert optimize(module, passes=["algebraic-simplifier", "dce"]) is True
    assert [i.opcode for i in module.entry.instructions] == ["parameter", "abs"]
    with pytest.raises(XlacError, match="unknown pass 'bogus'"):
        optimize(parse(SMALL), passes=["bogus"])


def test_cli_dump_optimized_hlo() -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["dump-ir", MLP, "--stage", "hlo-opt", "-O", "2"])
    assert result.exit_code == 0, result.output
    assert "kind=kOutput" in result.output and " call(" not in result.output
    parse(result.output)

    result = runner.invoke(cli, ["dump-ir", MLP, "--stage", "hlo-opt", "--passes", "call-inliner,dce",
                                 "--print-after-all", "--time-passes"])
    assert result.exit_code == 0, result.output
    assert "IR Dump After call-inliner" in result.output and "pass timings" in result.output

    result = runner.invoke(cli, ["dump-ir", "--list-passes"])
    assert result.exit_code == 0 and "multi-output-fusion" in result.output and "-O2:" in result.output

    result = runner.invoke(cli, ["dump-ir", MLP, "--stage", "hlo-opt", "--passes", "bogus"])
    assert result.exit_code != 0


def test_plugin_passes_are_looked_up_only_for_names_not_built_in(monkeypatch):
    """A built-in pass needs no entry-point scan (importlib.metadata costs a small compile ~25 ms);
    a plugin's pass is found by name, and a plugin cannot shadow a built-in."""
    from xlac.passes import pipeline

    class Marker:
        name = "marker"

    scans = []

    def plugins():
        scans.append(1)
        return {"my-pass": Marker, "cse": Marker}

    monkeypatch.setattr(pipeline, "_plugins", plugins)
    assert type(get_pass("dce")) is not Marker and scans == []
    assert type(get_pass("cse")) is not Marker and scans == []
    assert type(get_pass("my-pass")) is Marker and scans == [1]
    with pytest.raises(XlacError, match="unknown pass 'nope'.*my-pass"):
        get_pass("nope")
