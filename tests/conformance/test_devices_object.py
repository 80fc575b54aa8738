"""Compiled objects of modules for N devices (issue "Beyond one device"): `xlac compile` keeps the
C ABI, the collectives call xlac/runtime/collectives_mpi.c (built with mpicc), and a plain C
program (samples/mpi_main.c) linked with both runs the model across `mpirun -np N` ranks,
matching XLA per device. Needs mpicc and mpirun (`.ci/run` installs Debian's openmpi-bin and
libopenmpi-dev); without them the tests say so."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO, xlac

from xlac.hlo.dtypes import dtype as dtype_named

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "devices"
MPIRUN, MPICC = shutil.which("mpirun"), shutil.which("mpicc")
MISSING = None if MPIRUN and MPICC else \
    "mpicc/mpirun are not installed (Debian: openmpi-bin libopenmpi-dev); the compiled-object MPI tests did not run"
pytestmark = pytest.mark.skipif(MISSING is not None, reason=MISSING or "")
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
           OMPI_MCA_rmaps_base_oversubscribe="1")


@pytest.fixture(scope="module")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The collectives runtime, compiled once with mpicc as the README says."""
    out = tmp_path_factory.mktemp("runtime") / "collectives.o"
    include = xlac("ffi-header", "--cflags").stdout.strip()
    source = xlac("ffi-header", "--collectives-runtime").stdout.strip()
    subprocess.run([str(MPICC), "-c", "-O2", "-Wall", "-Werror", include, source, "-o", str(out)], check=True, env=ENV)
    return out


def build(model: Path, folder: Path, runtime: Path) -> tuple[Path, dict]:
    """`xlac compile` the model, then link it with the runtime and samples/mpi_main.c."""
    r = xlac("compile", str(model), "--entry", "model", "-o", str(folder / "model.o"))
    assert r.returncode == 0, r.stderr
    program = folder / "program"
    subprocess.run([str(MPICC), "-std=c99", "-Wall", "-Werror", f"-I{folder}", "-DXLAC_MODEL=model",
                    str(REPO / "samples" / "mpi_main.c"), str(folder / "model.o"), str(runtime), "-lm", "-o",
                    str(program)], check=True, env=ENV)
    return program, json.loads((folder / "model.o.xlac.json").read_text())


def _physical(buf: dict) -> tuple[np.dtype, list[int], list[int]]:
    """(numpy dtype, dims in memory order major-first, the permutation from logical)."""
    order = list(reversed(buf["minor_to_major"]))
    return dtype_named(buf["dtype"]).np, [buf["dims"][k] for k in order], order


def run_ranks(program: Path, info: dict, per_device: list[list[np.ndarray]], folder: Path,
              ranks: int | None = None) -> tuple[subprocess.CompletedProcess, list[list[np.ndarray]]]:
    """Each device's inputs to raw files in their layouts, `mpirun -np N program`, its results back."""
    n = ranks or len(per_device)
    for d, arrays in enumerate(per_device):
        for k, (a, buf) in enumerate(zip(arrays, info["params"])):
            dt, _, order = _physical(buf)
            np.ascontiguousarray(np.asarray(a, dt).transpose(order)).tofile(folder / f"in.{k}.{d}.bin")
    r = subprocess.run([str(MPIRUN), "-np", str(n), "--oversubscribe", str(program), str(folder / "in"),
                        str(folder / "out")], capture_output=True, text=True, env=ENV, timeout=120)
    outs = []
    if r.returncode == 0:
        for d in range(n):
            device = []
            for j, buf in enumerate(info["results"]):
                dt, dims, order = _physical(buf)
                raw = np.fromfile(folder / f"out.{j}.{d}.bin", dtype=dt).reshape(dims)
                device.append(raw.transpose(np.argsort(order)))
            outs.append(device)
    return r, outs


@pytest.mark.parametrize("name", sorted(p.stem for p in CORPUS.glob("*.hlo")))
def test_object_on_four_ranks_matches_xla(tmp_path: Path, runtime: Path, name: str) -> None:
    program, info = build(CORPUS / f"{name}.hlo", tmp_path, runtime)
    assert info["extra"]["devices"] == 4
    want = np.load(CORPUS / f"{name}.npz")
    ins = [want[f"in{k}"] for k in range(len(info["params"]))]
    r, outs = run_ranks(program, info, [[a[d] for a in ins] for d in range(4)], tmp_path)
    assert r.returncode == 0, r.stderr
    for j in range(len(info["results"])):
        for d in range(4):
            np.testing.assert_allclose(outs[d][j], want[f"out{j}"][d], rtol=2e-5, atol=2e-5,
                                       err_msg=f"{name}: out{j} of device {d}")


LOOP = """HloModule loop, replica_count=2
add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] add(a, b)
}
cond {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = s32[4] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  r = s32[4] all-reduce(x), replica_groups={}, to_apply=add
  p = s32[4] collective-permute(r), source_target_pairs={{0,1},{1,0}}
  id = u32[] replica-id()
  c = s32[] convert(id)
  b = s32[4] broadcast(c), dimensions={}
  y = s32[4] add(p, b)
  ROOT t = (s32[], s32[4]) tuple(j, y)
}
ENTRY e {
  x = s32[4] parameter(0)
  zero = s32[] constant(0)
  s = (s32[], s32[4]) tuple(zero, x)
  w = (s32[], s32[4]) while(s), condition=cond, body=body
  ROOT out = s32[4] get-tuple-element(w), index=1
}
"""


def test_collectives_inside_a_loop_match_the_interpreter(tmp_path: Path, runtime: Path) -> None:
    """Collectives are ordinary calls in compiled code, so loops and their ids work (the
    --devices path on cpu hands such modules to the interpreter)."""
    model = tmp_path / "loop.hlo"
    model.write_text(LOOP)
    program, info = build(model, tmp_path, runtime)
    stacked = np.array([[1, 2, 3, 4], [10, 20, 30, 40]], np.int32)
    np.savez(tmp_path / "in.npz", in0=stacked)
    ref = xlac("run", str(model), "--devices", "2", "--target", "interpreter", "--input", str(tmp_path / "in.npz"),
               "-o", str(tmp_path / "ref.npz"), "-q")
    assert ref.returncode == 0, ref.stderr
    want = np.load(tmp_path / "ref.npz")["out0"]
    r, outs = run_ranks(program, info, [[stacked[0]], [stacked[1]]], tmp_path)
    assert r.returncode == 0, r.stderr
    for d in range(2):
        np.testing.assert_array_equal(outs[d][0], want[d])


def test_wrong_world_size_is_an_error_on_every_rank(tmp_path: Path, runtime: Path) -> None:
    program, info = build(CORPUS / "row_parallel_matmul_psum.hlo", tmp_path, runtime)
    want = np.load(CORPUS / "row_parallel_matmul_psum.npz")
    ins = [want[f"in{k}"] for k in range(len(info["params"]))]
    r, _ = run_ranks(program, info, [[a[d] for a in ins] for d in range(2)], tmp_path, ranks=2)
    assert r.returncode != 0
    assert r.stderr.count("the module is built for 4 devices, but the MPI world has 2 ranks") == 2, r.stderr


def test_header_and_run_say_how_to_run_it(tmp_path: Path) -> None:
    r = xlac("compile", str(CORPUS / "all_gather.hlo"), "--entry", "model", "-o", str(tmp_path / "model.o"))
    assert r.returncode == 0, r.stderr
    header = (tmp_path / "model.h").read_text()
    assert "Built for 4 devices" in header and "--collectives-runtime" in header
    r = xlac("run", str(tmp_path / "model.o"), "--devices", "4")
    assert r.returncode == 1 and "built for 4 devices" in r.stderr and "mpirun -np 4" in r.stderr


DYING = r"""
#include <mpi.h>
#include <stdlib.h>
#include <unistd.h>
#include "model.h"
int main(int argc, char **argv) {
  static float a[MODEL_PARAM0_BYTES / 4], b[MODEL_PARAM1_BYTES / 4], out[MODEL_RESULT0_BYTES / 4];
  void *params[2] = {a, b}, *results[1] = {out}, *temp;
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) _exit(3); /* dies before its collective */
  temp = malloc(MODEL_TEMP_BYTES + 64);
  model(params, results, temp);
  MPI_Finalize();
  return 0;
}
"""


def test_a_rank_that_dies_ends_every_rank(tmp_path: Path, runtime: Path) -> None:
    """The others wait in the all-reduce for it; MPI ends the job instead of a hang."""
    r = xlac("compile", str(CORPUS / "row_parallel_matmul_psum.hlo"), "--entry", "model", "-o",
             str(tmp_path / "model.o"))
    assert r.returncode == 0, r.stderr
    (tmp_path / "dying.c").write_text(DYING)
    subprocess.run([str(MPICC), "-std=c99", f"-I{tmp_path}", str(tmp_path / "dying.c"), str(tmp_path / "model.o"),
                    str(runtime), "-lm", "-o", str(tmp_path / "dying")], check=True, env=ENV)
    r = subprocess.run([str(MPIRUN), "-np", "4", "--oversubscribe", str(tmp_path / "dying")], capture_output=True,
                       text=True, env=ENV, timeout=120)
    assert r.returncode != 0
