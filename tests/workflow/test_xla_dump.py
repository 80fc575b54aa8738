"""XLA's dump directories as input (xlac/tools/xla_dump.py) and inputs named by parameter.

tests/workflow/data/xla_dump is a real dump jax 0.10.2 wrote (XLA_FLAGS=--xla_dump_to; object
files left out), made by data/make_xla_dump.py; data/expected.npz holds jax's inputs and results."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO, xlac

from xlac.errors import XlacError
from xlac.tools import xla_dump

DATA = REPO / "tests" / "workflow" / "data"
DUMP = DATA / "xla_dump"
EXPECTED = np.load(DATA / "expected.npz")


def test_modules_of_a_dump() -> None:
    mods = xla_dump.modules(DUMP)
    assert [(m.number, m.name) for m in mods] == [(0, "jit_mlp"), (2, "jit_affine")]
    assert sorted(mods[0].stages) == ["before_optimizations", "cpu_after_optimizations"]
    # buffer assignments, live ranges and LLVM IR are in the directory but are not modules
    assert all(p.name.endswith("optimizations.txt") for m in mods for p in m.stages.values())


def test_modules_command_lists_every_stage() -> None:
    proc = xlac("modules", str(DUMP))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "module 0000 jit_mlp (x.1: f32[2,3], w.1: f32[3,4], b.1: f32[4]) -> f32[2,4]"
    assert "cpu_after_optimizations" in proc.stdout and "module 0002 jit_affine" in proc.stdout


def test_a_directory_as_model_names_its_modules() -> None:
    proc = xlac("run", str(DUMP))
    assert proc.returncode == 1
    assert "XLA dump directory with 2 module(s)" in proc.stderr
    assert "module_0000.jit_mlp.before_optimizations.txt" in proc.stderr and "Traceback" not in proc.stderr


def test_an_empty_directory_is_a_clean_error(tmp_path: Path) -> None:
    proc = xlac("modules", str(tmp_path))
    assert proc.returncode == 1 and "holds no XLA dump" in proc.stderr
    with pytest.raises(XlacError, match="is a directory, not an HLO file"):
        raise xla_dump.directory_error(tmp_path)


def _npy(tmp_path: Path, name: str) -> str:
    path = tmp_path / f"{name}.npy"
    np.save(path, EXPECTED[name])
    return str(path)


@pytest.mark.parametrize("stage", ["before_optimizations", "cpu_after_optimizations"])
@pytest.mark.parametrize("target", ["interpreter", "cpu"])
def test_dumped_modules_run_with_named_inputs(tmp_path: Path, stage: str, target: str) -> None:
    out = tmp_path / "out.npz"
    # out of order, by JAX's name (x) and by the full HLO name (w.1)
    proc = xlac("run", str(DUMP / f"module_0000.jit_mlp.{stage}.txt"), "--target", target,
                "-i", f"b={_npy(tmp_path, 'b')}", "-i", f"x={_npy(tmp_path, 'x')}", "-i", f"w.1={_npy(tmp_path, 'w')}",
                "-o", str(out), "-q")
    assert proc.returncode == 0, proc.stderr
    np.testing.assert_allclose(np.load(out)["out0"], EXPECTED["mlp"], rtol=1e-6, atol=1e-6)
    proc = xlac("run", str(DUMP / f"module_0002.jit_affine.{stage}.txt"), "--target", target,
                "-i", _npy(tmp_path, "x"), "-i", f"scale={_npy(tmp_path, 'scale')}", "-o", str(out), "-q")
    assert proc.returncode == 0, proc.stderr
    got = np.load(out)
    np.testing.assert_allclose(got["out0"], EXPECTED["affine0"], rtol=1e-6)
    np.testing.assert_allclose(got["out1"], EXPECTED["affine1"], rtol=1e-6)


def test_named_input_errors(tmp_path: Path) -> None:
    model = str(DUMP / "module_0000.jit_mlp.before_optimizations.txt")
    x = _npy(tmp_path, "x")
    proc = xlac("run", model, "-i", f"y={x}")
    assert proc.returncode == 1 and "no parameter 'y' (parameters: x.1, w.1, b.1)" in proc.stderr
    proc = xlac("run", model, "-i", x, "-i", f"x={x}")
    assert proc.returncode == 1 and "'x.1' is given twice" in proc.stderr
    proc = xlac("run", model, "-i", f"w={x}")
    assert proc.returncode == 1 and "parameter 1 ('w.1') expects f32[3,4]" in proc.stderr


def test_named_inline_input() -> None:
    proc = xlac("run", str(DUMP / "module_0002.jit_affine.before_optimizations.txt"), "--target", "interpreter",
                "-i", "scale=3xf32=1,2,3", "-i", "x=2x3xf32=1", "-q", "-o", "/dev/null")
    assert proc.returncode == 0, proc.stderr


def test_stage_names_of_every_backend(tmp_path: Path) -> None:
    hlo = "HloModule m\n\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n"
    for name in ["module_0001.jit_g.before_optimizations.txt", "module_0001.jit_g.sm_8.0_gpu_after_optimizations.txt",
                 "module_0003.jit_h.after_optimizations.txt", "module_0003.jit_h.after_optimizations-buffer-assignment.txt",
                 "module_0003.jit_h.ir-no-opt.ll"]:
        (tmp_path / name).write_text(hlo)
    mods = xla_dump.modules(tmp_path)
    assert [(m.name, sorted(m.stages)) for m in mods] == [
        ("jit_g", ["before_optimizations", "sm_8.0_gpu_after_optimizations"]), ("jit_h", ["after_optimizations"])]
    assert mods[1].preferred().name == "module_0003.jit_h.after_optimizations.txt"
