"""Several-device figures (issue "Beyond one device"), printed as a table for the README:

    python bench/devices.py            # threads; then itself under `mpirun -np 2` for the MPI rows

* all-reduce of 64 MiB f32 across 2 threads of one process (`xlac run --devices 2` on cpu), as
  bandwidth (bytes of the buffer / time), beside this machine's memcpy bandwidth (numpy copy);
* all-reduce of 64 MiB f32 across 2 MPI ranks (what `mpirun -np 2 xlac run` does) beside a bare
  MPI_Allreduce of the same buffer, in the same run;
* a data-parallel training step (bench/multidevice/data_parallel_{1,2}.hlo, made by bench/make_devices.py):
  the global batch on 1 device (cpu, its default threads) vs split over 2 devices (2 threads,
  gradients averaged by an all-reduce), and the speedup.

Medians of 10 after a warm-up. Needs mpirun and mpi4py for the MPI rows.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

N = 16 * 1024 * 1024  # f32 elements: 64 MiB
REPEAT = 10
MODULE = f"""HloModule allreduce, num_partitions=2
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
ENTRY e {{
  p = f32[{N}] parameter(0)
  ROOT r = f32[{N}] all-reduce(p), channel_id=1, replica_groups={{{{0,1}}}}, use_global_device_ids=true, to_apply=add
}}
"""


def _median(fn) -> float:
    fn()
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _program():
    from xlac.driver import load_text
    from xlac.registry import get_target

    return get_target("cpu").compile_devices(load_text(MODULE))


def threads() -> None:
    program = _program()
    xs = [np.random.default_rng(d).standard_normal(N, dtype=np.float32) for d in range(2)]
    out = program.run_devices([[x] for x in xs])
    assert np.array_equal(out[0][0], xs[0] + xs[1])
    t_ar = _median(lambda: program.run_devices([[x] for x in xs]))
    dst = np.empty_like(xs[0])
    t_copy = _median(lambda: np.copyto(dst, xs[0]))
    nbytes = xs[0].nbytes
    print(f"| all-reduce 64 MiB f32, 2 threads (cpu --devices 2) | {t_ar * 1e3:.1f} ms | "
          f"{nbytes / t_ar / 1e9:.2f} GB/s | memcpy 64 MiB: {t_copy * 1e3:.1f} ms, {nbytes / t_copy / 1e9:.2f} GB/s "
          f"({100 * t_copy / t_ar:.0f}% of it) |")


def _step():
    """(1-device executable, 2-device program, full inputs, each device's half)."""
    from xlac.driver import load_module
    from xlac.registry import get_target

    here = Path(__file__).resolve().parent / "multidevice"
    rng = np.random.default_rng(0)
    w = (rng.standard_normal((512, 512)) / np.sqrt(512)).astype(np.float32)
    x = rng.standard_normal((8192, 512)).astype(np.float32)
    y = rng.standard_normal((8192, 512)).astype(np.float32)
    single = get_target("cpu").compile(load_module(here / "data_parallel_1.hlo"))
    program = get_target("cpu").compile_devices(load_module(here / "data_parallel_2.hlo"))
    return single, program, [w, x, y], [[w, x[:4096], y[:4096]], [w, x[4096:], y[4096:]]]


def data_parallel() -> float:
    """Prints the row; returns the 1-device time (s) for the MPI row."""
    single, program, (w, x, y), halves = _step()
    want = single.run(None, w, x, y)[0]
    got = program.run_devices(halves)
    np.testing.assert_allclose(got[0][0], want, rtol=1e-3, atol=1e-4)  # sums split in two halves
    t1 = _median(lambda: single.run(None, w, x, y))
    t2 = _median(lambda: program.run_devices(halves))
    print(f"| data-parallel step, batch 8192 x 512 -> 512 | 1 device: {t1 * 1e3:.1f} ms | 2 devices (threads): "
          f"{t2 * 1e3:.1f} ms | speedup {t1 / t2:.2f}x |")
    return t1


def ranks() -> None:
    """Run by each rank under mpirun."""
    from mpi4py import MPI

    from xlac.evaluator.devices import device_timeout
    from xlac.runtime.mpi import MpiRendezvous

    comm = MPI.COMM_WORLD
    rank = comm.Get_rank()
    program = _program()
    rendezvous = MpiRendezvous(comm, device_timeout())
    x = np.random.default_rng(rank).standard_normal(N, dtype=np.float32)
    out = np.empty_like(x)

    def bare() -> None:
        comm.Allreduce(x, out, op=MPI.SUM)

    def xlac() -> None:
        program.run_device(rank, [x], rendezvous)

    got = program.run_device(rank, [x], rendezvous)[0]
    bare()
    assert np.array_equal(got, out)
    comm.Barrier()
    t_bare = _median(bare)
    comm.Barrier()
    t_xlac = _median(xlac)
    if rank == 0:
        print(f"| all-reduce 64 MiB f32, 2 MPI ranks (mpirun -np 2 xlac run) | {t_xlac * 1e3:.1f} ms | "
              f"bare MPI_Allreduce: {t_bare * 1e3:.1f} ms | {t_xlac / t_bare:.2f}x |")
    # the 1-device time comes from the parent, measured alone: here the other rank's MPI wait
    # would spin on the second core
    t1 = float(os.environ["XLAC_BENCH_ONE_DEVICE_S"])
    _, step, _, halves = _step()
    comm.Barrier()
    t2 = _median(lambda: step.run_device(rank, halves[rank], rendezvous))
    if rank == 0:
        print(f"| data-parallel step, batch 8192 x 512 -> 512 | 1 device: {t1 * 1e3:.1f} ms | 2 MPI ranks: "
              f"{t2 * 1e3:.1f} ms | speedup {t1 / t2:.2f}x |")


def object_row(mpirun: str, env: dict) -> None:
    """The same all-reduce as a compiled object linked with the MPI runtime (mpicc), from C."""
    import tempfile

    mpicc = shutil.which("mpicc")
    if mpicc is None:
        print("(mpicc not found: no compiled-object row)")
        return
    xlac = str(Path(sys.executable).parent / "xlac")
    here = Path(__file__).resolve().parent / "multidevice"
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        (t / "allreduce.hlo").write_text(MODULE)
        subprocess.run([xlac, "compile", str(t / "allreduce.hlo"), "--entry", "allreduce", "-o",
                        str(t / "allreduce.o")], check=True)
        flags = subprocess.run([xlac, "ffi-header", "--cflags"], capture_output=True, text=True, check=True)
        runtime = subprocess.run([xlac, "ffi-header", "--collectives-runtime"], capture_output=True, text=True,
                                 check=True)
        subprocess.run([mpicc, "-O2", "-std=c99", flags.stdout.strip(), f"-I{t}", str(here / "object_allreduce.c"),
                        runtime.stdout.strip(), str(t / "allreduce.o"), "-lm", "-o", str(t / "bench")], check=True)
        out = subprocess.run([mpirun, "-np", "2", "--oversubscribe", str(t / "bench")], env=env, check=True,
                             capture_output=True, text=True).stdout.split()
    t_obj, t_bare, bad = float(out[0]), float(out[1]), int(out[2])
    assert not bad, "the object's all-reduce differs from MPI_Allreduce"
    print(f"| all-reduce 64 MiB f32, 2 MPI ranks, compiled object + C runtime | {t_obj:.1f} ms | "
          f"bare MPI_Allreduce: {t_bare:.1f} ms | {t_obj / t_bare:.2f}x |")


def main() -> None:
    if sys.argv[1:] == ["--rank"]:
        ranks()
        return
    print("| what | time | | |\n|---|---|---|---|")
    threads()
    one_device = data_parallel()
    mpirun = shutil.which("mpirun")
    if mpirun is None:
        print("(mpirun not found: no MPI rows)")
        return
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               PYTHONPATH=str(Path(__file__).resolve().parents[1]), XLAC_BENCH_ONE_DEVICE_S=str(one_device))
    subprocess.run([mpirun, "-np", "2", "--oversubscribe", sys.executable, __file__, "--rank"], env=env, check=True)
    object_row(mpirun, env)


if __name__ == "__main__":
    main()
