"""`xlac compile --threads`: objects that use the runtime's thread pool, run with `xlac run`."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from cli_runner import REPO, xlac

DOT = REPO / "bench" / "dot_256.hlo"


def test_threaded_object_documents_the_runtime_and_runs(tmp_path: Path) -> None:
    obj = tmp_path / "dot.o"
    r = xlac("compile", str(DOT), "--threads", "2", "-o", str(obj))
    assert r.returncode == 0, r.stderr
    header = obj.with_suffix(".h").read_text()
    assert "xlac_parallel_for" in header and "--parallel-runtime" in header
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((256, 256)).astype(np.float32) for _ in range(2))
    np.save(tmp_path / "a.npy", a)
    np.save(tmp_path / "b.npy", b)
    out = tmp_path / "out.npz"
    r = xlac("run", str(obj), "-i", str(tmp_path / "a.npy"), "-i", str(tmp_path / "b.npy"), "-o", str(out), "-q")
    assert r.returncode == 0, r.stderr
    np.testing.assert_allclose(np.load(out)["out0"], a @ b, rtol=1e-4, atol=1e-4)


def test_threads_must_be_positive(tmp_path: Path) -> None:
    r = xlac("compile", str(DOT), "--threads", "0", "-o", str(tmp_path / "x.o"))
    assert r.returncode != 0 and "--threads" in r.stderr and not (tmp_path / "x.o").exists()


def test_parallel_runtime_path() -> None:
    r = xlac("ffi-header", "--parallel-runtime")
    assert r.returncode == 0 and Path(r.stdout.strip()).name == "parallel.c" and Path(r.stdout.strip()).exists()
