"""`xlac compile --threads`: objects that use the runtime's thread pool, run with `xlac run`."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
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


# Threads are the running program's decision (issue 37): the pool sizes itself where the object
# runs; --threads N caps a loop at N threads, --threads auto leaves the pool's count.
ELEMENTWISE = """HloModule threads
ENTRY main {
  x = f32[1024,1024] parameter(0)
  e = f32[1024,1024] exponential(x)
  ROOT t = f32[1024,1024] tanh(e)
}
"""
RUNTIME = REPO / "xlac" / "runtime" / "parallel.c"
MAIN = Path(__file__).with_name("threads_main.c")


def _cc() -> str:
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if cc is None:
        pytest.fail("no C compiler: linking an object with the runtime needs one")
    return cc


def _linked_program(tmp_path: Path, threads: str) -> Path:
    """threads_main.c with the object (`xlac compile --threads THREADS`) and parallel.c."""
    model = tmp_path / "threads.hlo"
    model.write_text(ELEMENTWISE)
    obj = tmp_path / "model.o"
    r = xlac("compile", str(model), "--threads", threads, "--entry", "model", "-o", str(obj), "--no-cache")
    assert r.returncode == 0, r.stderr
    exe = tmp_path / "main"
    wrap = "-Wl,--wrap=xlac_parallel_for,--wrap=xlac_parallel_for_capped"
    subprocess.run([_cc(), "-O1", "-pthread", "-I", str(tmp_path), str(MAIN), str(obj), str(RUNTIME), wrap,
                    "-o", str(exe), "-lm"], check=True)
    return exe


def _run(exe: Path, num_threads: str) -> dict[str, int]:
    r = subprocess.run([str(exe)], env=dict(os.environ, XLAC_NUM_THREADS=num_threads), capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    words = r.stdout.split()
    return {words[k]: int(words[k + 1]) for k in range(0, len(words), 2)}


def test_auto_object_runs_on_the_pool_the_program_sizes(tmp_path: Path) -> None:
    """No cap: the pool's count comes from XLAC_NUM_THREADS where the program runs (8 here on a
    machine of any size), and a loop's chunks reach more than 2 of its threads."""
    exe = _linked_program(tmp_path, "auto")
    seen = _run(exe, "8")
    assert seen["pool"] == 8 and seen["cap"] == -1, seen
    assert seen["threads"] > 2, seen
    assert _run(exe, "3")["pool"] == 3


def test_threads_n_caps_each_loop(tmp_path: Path) -> None:
    """--threads 2 is a cap: with a pool of 8 no loop of the object runs on more than 2 threads
    (before, 2 only sized the loops and all 8 took chunks)."""
    exe = _linked_program(tmp_path, "2")
    seen = _run(exe, "8")
    assert seen["pool"] == 8 and seen["cap"] == 2, seen
    assert 1 <= seen["threads"] <= 2, seen


def test_auto_object_does_not_depend_on_the_compiling_machine(tmp_path: Path) -> None:
    """The code of a --threads auto object is the same whatever the compiling process's thread
    count (XLAC_NUM_THREADS here, the build machine's cores otherwise): the header and the
    GEMM's tiles no longer freeze it."""
    objs = []
    for n in ("2", "7"):
        obj = tmp_path / n / "dot.o"
        obj.parent.mkdir()
        r = xlac("compile", str(DOT), "--threads", "auto", "--entry", "dot", "-o", str(obj), "--no-cache",
                 env={"XLAC_NUM_THREADS": n})
        assert r.returncode == 0, r.stderr
        objs.append(obj)
    assert objs[0].read_bytes() == objs[1].read_bytes()
    assert objs[0].with_suffix(".h").read_text() == objs[1].with_suffix(".h").read_text()


def test_headers_say_how_the_count_is_decided(tmp_path: Path) -> None:
    notes = {}
    for threads in ("auto", "3"):
        obj = tmp_path / f"t{threads}.o"
        r = xlac("compile", str(DOT), "--threads", threads, "-o", str(obj), "--no-cache")
        assert r.returncode == 0, r.stderr
        banner = obj.with_suffix(".h").read_text().split("*/")[0]
        notes[threads] = " ".join(banner.replace(" * ", " ").split())
    for note in notes.values():
        assert "XLAC_NUM_THREADS" in note and "sched_getaffinity" in note and "cgroup" in note, note
        assert "xlac_num_threads()" in note and "--parallel-runtime" in note
        assert not re.search(r"up to \d+ threads", note), note
    assert "no cap" in notes["auto"] and "xlac_parallel_for," in notes["auto"]
    assert "xlac_parallel_for_capped" in notes["3"] and "most 3 threads" in notes["3"]
