"""An out-of-tree target (tests/plugins/xlac_toy), registered only through the ``xlac.targets``
entry point, works in every command with no xlac edit: listed by `xlac targets`, run with
`xlac run --target toy`, compiled with `xlac compile --target toy`, its artifact run with
`xlac run FILE`, its stage shown by `xlac dump-ir`. The conformance suite runs the whole corpus
on it too (tests/conformance: its configurations come from the registry)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO, xlac
from corpus import case, case_names, known_failures

from xlac.arrayio import to_storable
from xlac.driver import compare_outputs

PLUGINS = [REPO / "tests" / "plugins"]


def toy(*args: str, cwd: Path | None = None):
    return xlac(*args, cwd=cwd, pythonpath=PLUGINS)


def test_listed_by_xlac_targets() -> None:
    r = toy("targets")
    assert r.returncode == 0, r.stderr
    assert any(line.startswith("toy ") for line in r.stdout.splitlines()), r.stdout
    assert "toy device" in r.stdout
    assert "toy" not in xlac("targets").stdout  # only the entry point brings it in


def _run_case(name: str, tmp_path: Path) -> list[str]:
    c = case(name)
    ins, want = c.arrays()
    inputs = tmp_path / f"{name}.in.npz"
    np.savez(inputs, **{f"in{k}": to_storable(a) for k, a in enumerate(ins)})
    out = tmp_path / f"{name}.out.npz"
    given = ["--input", str(inputs)] if ins else []
    r = toy("run", str(c.hlo), "--target", "toy", *given, "-o", str(out), "-q")
    if r.returncode != 0:
        return [r.stderr.strip()]
    with np.load(out) as data:
        got = [c_view(data[f"out{k}"], w) for k, w in enumerate(want)]
    return compare_outputs(got, want, c.rtol, c.atol)


def c_view(arr: np.ndarray, like: np.ndarray) -> np.ndarray:
    """Results are stored as their raw bits where numpy has no dtype (bf16, f8)."""
    return arr.view(like.dtype) if arr.dtype != like.dtype and arr.itemsize == like.itemsize else arr


QUICK = ["unary_abs_f32", "dot_f32_basic", "reduce_sum_f32", "while_counter", "linalg_cholesky"]


@pytest.mark.parametrize("name", [n for n in QUICK if n in case_names()] or ["unary_abs_f32"])
def test_run_target_toy_matches_xla(name: str, tmp_path: Path) -> None:
    assert not _run_case(name, tmp_path)


@pytest.mark.slow
def test_whole_corpus_through_xlac_run_target_toy(tmp_path: Path) -> None:
    """Every corpus case through the CLI's path (input files, --target toy, output file), but
    those tests/known_failures.toml lists for the toy target, with their reasons."""
    listed = known_failures().get("toy", {})
    failures = {n: p for n in case_names() if n not in listed and (p := _run_case(n, tmp_path))}
    assert not failures, "\n".join(f"{n}: {p[0][:300]}" for n, p in failures.items())


def test_compile_then_run_the_artifact(tmp_path: Path) -> None:
    mlp = REPO / "samples" / "mlp.hlo"
    r = toy("compile", str(mlp), "--target", "toy", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    artifact = tmp_path / "mlp.toy"
    assert artifact.is_file()
    ran = toy("run", str(artifact), "--seed", "3", "-o", str(tmp_path / "a.npz"), "-q")
    direct = xlac("run", str(mlp), "--target", "interpreter", "--seed", "3", "-o", str(tmp_path / "b.npz"), "-q")
    assert ran.returncode == 0 and direct.returncode == 0, ran.stderr + direct.stderr
    with np.load(tmp_path / "a.npz") as a, np.load(tmp_path / "b.npz") as b:
        np.testing.assert_allclose(a["out0"], b["out0"], rtol=1e-6)


def test_dump_ir_stage_and_options(tmp_path: Path) -> None:
    mlp = str(REPO / "samples" / "mlp.hlo")
    r = toy("dump-ir", mlp, "--target", "toy", "--stage", "toy-asm")
    assert r.returncode == 0 and "toy.dot" in r.stdout, r.stderr
    bad = toy("compile", mlp, "--target", "toy", "--reloc", "pic")
    assert bad.returncode == 1 and "--reloc does not apply to the 'toy' target" in bad.stderr
    stage = toy("dump-ir", mlp, "--target", "toy", "--stage", "asm")
    assert stage.returncode == 1 and "no stage 'asm'" in stage.stderr


def test_device_interface_is_used() -> None:
    """The generic Executable.run goes through the device: allocate, copy in, launch, copy out, free."""
    import sys

    sys.path.insert(0, str(PLUGINS[0]))
    from xlac_toy import ToyDevice

    from xlac.driver import load_text
    from xlac.registry import get_target

    module = load_text("HloModule m\nENTRY e { p = f32[2,3]{0,1} parameter(0)\n ROOT t = f32[3,2] transpose(p), dimensions={1,0} }")
    exe = get_target("toy").compile(module)
    device = ToyDevice()
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    (got,) = exe.run(device, x)
    np.testing.assert_array_equal(got, x.T)
    assert device.launches == 1 and device.memory == {}
