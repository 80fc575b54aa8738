"""The thread pool's lifecycle: a clean exit after every threaded run (issue 13).

The pool's workers used to be detached and never stopped; at exit LLVM's static destructors
unloaded the runtime library under them and the process died with SIGSEGV after printing a
correct result. XLAC_NUM_THREADS=8 makes the pool large enough to show it on 2 cores.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from cli_runner import REPO, xlac

RUNTIME = REPO / "xlac" / "runtime" / "parallel.c"
DRIVER = Path(__file__).with_name("pool_driver.c")

# A 1024 dot and a 4M-element elementwise loop: both go to the pool.
PARALLEL_MODULE = """HloModule par
ENTRY main {
  p0 = f32[1024,1024] parameter(0)
  p1 = f32[1024,1024] parameter(1)
  d = f32[1024,1024] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  big = f32[4194304] parameter(2)
  e = f32[4194304] exponential(big)
  t = f32[4194304] tanh(e)
  ROOT r = (f32[1024,1024], f32[4194304]) tuple(d, t)
}
"""

RUNS = int(os.environ.get("XLAC_EXIT_RUNS", "10"))


def _cc() -> str:
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if cc is None:
        pytest.fail("no C compiler: the runtime and these tests need one")
    return cc


def test_threaded_runs_exit_cleanly(tmp_path: Path) -> None:
    model = tmp_path / "par.hlo"
    model.write_text(PARALLEL_MODULE)
    codes = []
    for _ in range(RUNS):
        r = xlac("run", str(model), "-q", env={"XLAC_NUM_THREADS": "8"})
        codes.append(r.returncode)
        assert r.returncode == 0, f"exit {r.returncode} after {len(codes)} runs: {r.stderr[-2000:]}"
    assert codes == [0] * RUNS


def test_pool_shutdown_fork_and_serial_fallback(tmp_path: Path) -> None:
    exe = tmp_path / "driver"
    subprocess.run([_cc(), "-O2", "-pthread", str(DRIVER), str(RUNTIME), "-o", str(exe)], check=True)
    r = subprocess.run([str(exe), "linked"], env=dict(os.environ, XLAC_NUM_THREADS="8"),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("threads,spin_us", [("2", "2000"), ("5", "2000"), ("2", "0")])
def test_late_workers_never_lose_or_repeat_a_chunk(tmp_path: Path, threads: str, spin_us: str) -> None:
    """A loop is open to workers only while its caller runs chunks; a worker that wakes after
    the close must neither run a chunk of it nor of the next loop twice (5 threads on 2 cores:
    workers are often descheduled). XLAC_SPIN_US: workers that spin between loops (the default
    2 ms) or sleep at once (0: every loop wakes them)."""
    exe = tmp_path / "driver"
    subprocess.run([_cc(), "-O2", "-pthread", str(DRIVER), str(RUNTIME), "-o", str(exe)], check=True)
    r = subprocess.run([str(exe), "race"], env=dict(os.environ, XLAC_NUM_THREADS=threads, XLAC_SPIN_US=spin_us),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_dlclose_joins_workers_before_unmapping(tmp_path: Path) -> None:
    """Without -z nodelete, so only the library's destructor stands between dlclose and a crash."""
    lib, exe = tmp_path / "librt.so", tmp_path / "driver"
    subprocess.run([_cc(), "-O2", "-shared", "-fPIC", "-pthread", str(RUNTIME), "-o", str(lib)], check=True)
    subprocess.run([_cc(), "-O2", "-DDLCLOSE_ONLY", str(DRIVER), "-o", str(exe), "-ldl"], check=True)
    r = subprocess.run([str(exe), "dlclose", str(lib)], env=dict(os.environ, XLAC_NUM_THREADS="8"),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"exit {r.returncode}: {r.stderr}"


def test_jit_runtime_is_never_unloaded() -> None:
    from xlac.runtime import parallel as runtime

    lib = runtime.shared_library()
    assert lib is not None
    readelf = shutil.which("readelf")
    if readelf is None:
        pytest.skip("readelf (binutils) is not installed")
    dyn = subprocess.run([readelf, "-d", str(lib)], capture_output=True, text=True).stdout
    assert "NODELETE" in dyn
