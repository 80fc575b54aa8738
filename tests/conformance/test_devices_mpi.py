"""Devices as MPI ranks (issue "Beyond one device"): `mpirun -np N xlac run m.hlo --input
stacked.npz --output out.npz` gives the same file as `--devices N` in one process, and matches
XLA per device; a world of the wrong size, or a rank that never reaches a collective, ends every
rank with an error and a non-zero status in bounded time. Needs mpirun and mpi4py (`.ci/run`
installs Debian's openmpi-bin and the test extras have mpi4py); without them the tests say so."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "devices"
MPIRUN = shutil.which("mpirun")
XLAC = Path(sys.executable).parent / "xlac"


def _mpi_ready() -> str | None:
    if MPIRUN is None:
        return "mpirun is not installed (Debian: openmpi-bin libopenmpi-dev); the MPI tests did not run"
    try:
        import mpi4py  # noqa: F401
    except ImportError:
        return "mpi4py is not installed (pip install mpi4py); the MPI tests did not run"
    return None


pytestmark = pytest.mark.skipif(_mpi_ready() is not None, reason=_mpi_ready() or "")


def mpirun(n: int, *args: str, env: dict | None = None, timeout: int = 180) -> subprocess.CompletedProcess:
    full = dict(os.environ, PYTHONPATH=str(REPO), OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
                OMPI_MCA_rmaps_base_oversubscribe="1", **(env or {}))
    cmd = [str(MPIRUN), "-np", str(n), "--oversubscribe", str(XLAC), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=full, timeout=timeout)


@pytest.mark.parametrize("target", ["interpreter", "cpu"])
@pytest.mark.parametrize("name", ["row_parallel_matmul_psum", "ring_shift_ppermute", "mesh_2d_subgroups",
                                  "tensor_parallel_mlp", "all_to_all_dispatch", "data_parallel_step",
                                  "dp_sgd_step", "scalar_boundaries"])
def test_four_ranks_match_xla(tmp_path: Path, name: str, target: str) -> None:
    out = tmp_path / "out.npz"
    r = mpirun(4, "run", str(CORPUS / f"{name}.hlo"), "--target", target, "--input", str(CORPUS / f"{name}.npz"),
               "-o", str(out), "-q")
    assert r.returncode == 0, r.stderr
    got, want = np.load(out), np.load(CORPUS / f"{name}.npz")
    for k in (k for k in want if k.startswith("out")):
        np.testing.assert_allclose(got[k], want[k], rtol=2e-5, atol=2e-5)


TWO = """HloModule two, num_partitions=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[3] parameter(0)
  i = u32[] partition-id()
  c = f32[] convert(i)
  b = f32[3] broadcast(c), dimensions={}
  q = f32[3] add(p, b)
  r = f32[3] all-reduce(q), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
  ROOT t = (f32[3], f32[3]) tuple(r, q)
}
"""


def test_two_ranks_give_the_file_one_process_gives(tmp_path: Path) -> None:
    model = tmp_path / "two.hlo"
    model.write_text(TWO)
    np.savez(tmp_path / "in.npz", in0=np.arange(6, dtype=np.float32).reshape(2, 3))
    from cli_runner import xlac

    local = xlac("run", str(model), "--devices", "2", "--input", str(tmp_path / "in.npz"), "-o",
                 str(tmp_path / "local.npz"), "-q")
    assert local.returncode == 0, local.stderr
    r = mpirun(2, "run", str(model), "--input", str(tmp_path / "in.npz"), "-o", str(tmp_path / "mpi.npz"), "-q")
    assert r.returncode == 0, r.stderr
    a, b = np.load(tmp_path / "local.npz"), np.load(tmp_path / "mpi.npz")
    assert sorted(a) == sorted(b) == ["out0", "out1"]
    for k in a:
        assert np.array_equal(a[k], b[k])
    assert np.load(tmp_path / "mpi.npz")["out0"].tolist() == [[4, 6, 8]] * 2  # (0,1,2)+0 + (3,4,5)+1


LOOP = """HloModule loop, num_partitions=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] subtract(a, b)
}
cond {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT c = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  v = f32[3] get-tuple-element(s), index=1
  r = f32[3] all-reduce(v), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
  p = f32[3] collective-permute(r), channel_id=2, source_target_pairs={{0,1}}
  ROOT t = (s32[], f32[3]) tuple(j, p)
}
ENTRY e {
  x = f32[3] parameter(0)
  z = s32[] constant(0)
  s = (s32[], f32[3]) tuple(z, x)
  w = (s32[], f32[3]) while(s), condition=cond, body=body
  ROOT v = f32[3] get-tuple-element(w), index=1
}
"""


@pytest.mark.parametrize("target", ["interpreter", "cpu"])
def test_collectives_in_a_loop_on_ranks(tmp_path: Path, target: str) -> None:
    """cpu runs them compiled (every device's program calling the runtime) on ranks too; a
    custom reducer (subtract, in group order) and a permute that leaves device 0 with zeros."""
    model = tmp_path / "loop.hlo"
    model.write_text(LOOP)
    x = np.array([[1, 2, 3], [10, 20, 40]], np.float32)
    np.savez(tmp_path / "in.npz", in0=x)
    r = mpirun(2, "run", str(model), "--target", target, "--input", str(tmp_path / "in.npz"), "-o",
               str(tmp_path / "out.npz"), "-q")
    assert r.returncode == 0, r.stderr
    assert "ran on the interpreter" not in r.stderr
    want = x
    for _ in range(3):
        reduced = want[0] - want[1]
        want = np.stack([np.zeros(3, np.float32), reduced])
    np.testing.assert_array_equal(np.load(tmp_path / "out.npz")["out0"], want)


def test_a_world_of_the_wrong_size_fails_on_every_rank() -> None:
    r = mpirun(2, "run", str(CORPUS / "row_parallel_matmul_psum.hlo"))
    assert r.returncode != 0
    assert "built for 4 devices; this MPI world has 2 ranks" in r.stderr and "internal error" not in r.stderr


def test_a_rank_that_never_arrives_ends_the_run(tmp_path: Path) -> None:
    model = tmp_path / "m.hlo"
    model.write_text("""HloModule m, num_partitions=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
yes {
  t = f32[2] parameter(0)
  ROOT r = f32[2] all-reduce(t), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
}
no {
  ROOT t = f32[2] parameter(0)
}
ENTRY e {
  p = f32[2] parameter(0)
  i = u32[] partition-id()
  z = u32[] constant(0)
  c = pred[] compare(i, z), direction=EQ
  ROOT r = f32[2] conditional(c, p, p), true_computation=yes, false_computation=no
}
""")
    r = mpirun(2, "run", str(model), env={"XLAC_DEVICE_TIMEOUT": "5"}, timeout=120)
    assert r.returncode != 0
    assert "different collectives" in r.stderr or "never arrived" in r.stderr, r.stderr
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr


SLOW_ON_RANK_1 = """HloModule slow, num_partitions=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
cond {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(100000000)
  ROOT c = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  v = f32[3] get-tuple-element(s), index=1
  ROOT t = (s32[], f32[3]) tuple(j, v)
}
ENTRY e {
  p = f32[3] parameter(0)
  id = u32[] partition-id()
  ids = s32[] convert(id)
  z = s32[] constant(0)
  big = s32[] constant(100000000)
  first = pred[] compare(ids, z), direction=EQ
  start = s32[] select(first, big, z)
  init = (s32[], f32[3]) tuple(start, p)
  w = (s32[], f32[3]) while(init), condition=cond, body=body
  v = f32[3] get-tuple-element(w), index=1
  ROOT r = f32[3] all-reduce(v), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
}
"""


def test_a_rank_killed_by_a_signal_ends_the_run(tmp_path: Path) -> None:
    """Rank 0 waits at the all-reduce while rank 1 (still looping) is killed with SIGKILL: the
    launcher ends the job with a non-zero status in seconds, long before xlac's own wait limit."""
    import time

    model = tmp_path / "slow.hlo"
    model.write_text(SLOW_ON_RANK_1)
    run = f'"{XLAC}" run --target interpreter "{model}"'  # the interpreter loops for minutes
    script = (f'if [ "$OMPI_COMM_WORLD_RANK" = 1 ]; then {run} & pid=$!; sleep 4; kill -9 $pid; '
              f'wait $pid; exit $?; fi; exec {run}')
    env = dict(os.environ, PYTHONPATH=str(REPO), OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               XLAC_DEVICE_TIMEOUT="300")
    start = time.monotonic()
    r = subprocess.run([str(MPIRUN), "-np", "2", "--oversubscribe", "sh", "-c", script], capture_output=True,
                       text=True, env=env, timeout=120)
    took = time.monotonic() - start
    assert r.returncode != 0
    assert took < 60, f"the job took {took:.0f} s to end"
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr


def test_max_across_ranks_keeps_nan(tmp_path: Path) -> None:
    """pmax over MPI ranks propagates NaN as XLA does (MPI's own MAX would drop it)."""
    model = tmp_path / "max.hlo"
    model.write_text("""HloModule mx, num_partitions=2
big {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  p = f32[4] parameter(0)
  ROOT r = f32[4] all-reduce(p), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=big
}
""")
    np.savez(tmp_path / "in.npz", in0=np.array([[1, np.nan, 3, 7], [4, 5, -np.inf, np.nan]], np.float32))
    r = mpirun(2, "run", str(model), "--input", str(tmp_path / "in.npz"), "-o", str(tmp_path / "out.npz"), "-q")
    assert r.returncode == 0, r.stderr
    out = np.load(tmp_path / "out.npz")["out0"]
    assert np.array_equal(out, np.array([[4, np.nan, 3, np.nan]] * 2, np.float32), equal_nan=True)


SCALAR_LOOP = """HloModule scalar_loop, num_partitions=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
cond {
  s = (s32[], f32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT c = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  v = f32[] get-tuple-element(s), index=1
  r = f32[] all-reduce(v), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
  p = f32[] collective-permute(r), channel_id=2, source_target_pairs={{0,1},{1,0}}
  h = f32[] multiply(p, v)
  b = f32[1] reshape(h)
  g = f32[2] all-gather(b), channel_id=3, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true
  ROOT t = (s32[], f32[], f32[2]) tuple(j, h, g)
}
ENTRY e {
  x = f32[] parameter(0)
  z = s32[] constant(0)
  g = f32[2] constant({0, 0})
  s = (s32[], f32[], f32[2]) tuple(z, x, g)
  w = (s32[], f32[], f32[2]) while(s), condition=cond, body=body
  v = f32[] get-tuple-element(w), index=1
  a = f32[2] get-tuple-element(w), index=2
  ROOT t = (f32[], f32[2]) tuple(v, a)
}
"""


@pytest.mark.parametrize("target", ["interpreter", "cpu"])
def test_rank_0_values_in_a_loop_on_ranks(tmp_path: Path, target: str) -> None:
    """Scalars through all-reduce, permute and all-gather inside a loop (cpu: every device's
    program calling the runtime) stay rank 0 on ranks, as with threads (an MPI all-reduce of a
    rank-0 value came back f32[1])."""
    from cli_runner import xlac

    model = tmp_path / "loop.hlo"
    model.write_text(SCALAR_LOOP)
    np.savez(tmp_path / "in.npz", in0=np.array([0.5, 2.0], np.float32))
    local = xlac("run", str(model), "--target", target, "--devices", "2", "--input", str(tmp_path / "in.npz"),
                 "-o", str(tmp_path / "local.npz"), "-q")
    assert local.returncode == 0, local.stderr
    r = mpirun(2, "run", str(model), "--target", target, "--input", str(tmp_path / "in.npz"), "-o",
               str(tmp_path / "mpi.npz"), "-q")
    assert r.returncode == 0, r.stderr
    assert "ran on the interpreter" not in r.stderr
    a, b = np.load(tmp_path / "local.npz"), np.load(tmp_path / "mpi.npz")
    v = np.array([0.5, 2.0], np.float32)
    for _ in range(3):
        v = (v[0] + v[1]) * v
    assert a["out0"].shape == b["out0"].shape == (2,)
    np.testing.assert_allclose(b["out0"], v, rtol=1e-6)
    np.testing.assert_allclose(b["out1"], np.stack([v, v]), rtol=1e-6)
    for k in a:
        assert np.array_equal(a[k], b[k])
