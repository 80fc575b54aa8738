"""`make bench`: xlac's cpu target against numpy and XLA's own CPU backend, on the same HLO.

Each case (cases.py) is one HLO file: xlac compiles it for the host and XLA compiles the same
text through jax's client (``hlo_module_from_text`` -> StableHLO -> ``compile_and_load``).
Every repetition times one call of each (xlac, numpy, XLA) in turn, so drifts in the
machine's speed hit all three alike; the table reports medians after a warm-up, the ratio
xlac/XLA of those times (< 1: xlac is faster), GFLOP/s for the products, both compile times,
and the largest difference between xlac's and XLA's results. The summary gives the geometric
mean of the ratios and the end-to-end time of ``xlac compile`` on a generated
2,000-instruction module. Results go to bench/results.json.

    python bench/run.py [--quick] [--only dot_1024,softmax] [--no-xla]

jax is used only here: `make bench` installs it into bench/.venv (never into the test venv);
without it the XLA column is empty.

numpy runs single-threaded (OPENBLAS_NUM_THREADS=1 unless set): OpenBLAS's idle threads spin
for a long while after each call and would steal the CPU from whichever system is timed next.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads OpenBLAS (see the docstring)

import numpy as np  # noqa: E402

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(BENCH))

from cases import Case, cases  # noqa: E402

from xlac import driver  # noqa: E402
from xlac.errors import XlacError  # noqa: E402


@dataclass
class Row:
    name: str
    xlac_ms: float | None = None
    numpy_ms: float | None = None
    xla_ms: float | None = None
    ratio: float | None = None  # xlac time / XLA time
    isa: str = ""  # the ISA level xlac's kernels ran on (targets/cpu/dispatch.py), "native" for --cpu native
    native_ms: float | None = None  # --native: the object compiled with --cpu native, timed in turn
    object_ms: float | None = None  # --native: the default object (every ISA level, dispatched at run time)
    compile_s: float | None = None
    xla_compile_s: float | None = None
    gflops: float | None = None  # xlac's
    xla_gflops: float | None = None
    err_vs_numpy: float | None = None
    err_vs_xla: float | None = None
    runs: int = 0
    temp_bytes: int | None = None  # xlac's planned buffers (the counterpart of XLA's temp)
    kernel_scratch: int | None = None  # xlac's per-kernel working memory (GEMM packing...), apart
    xla_temp_bytes: int | None = None  # XLA:CPU's temp_size_in_bytes
    memory_ratio: float | None = None  # temp_bytes / xla_temp_bytes
    note: str = ""
    extra: dict = field(default_factory=dict)


class Xla:
    """XLA's CPU backend through jax's client, fed HLO text."""

    def __init__(self) -> None:
        import jax
        from jax._src.lib import _jax, xla_client

        self.jax, self.xc, self.mlir = jax, xla_client, _jax.mlir
        self.device = jax.devices("cpu")[0]
        self.client = self.device.client
        self.version = jax.__version__
        # XLA's compile time is measured warm, as in a process where jax.jit(f).lower() already ran
        self.compile("HloModule warm\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n")

    def compile(self, text: str, times: int = 1) -> tuple[Any, float]:
        """The executable and the CPU time (all threads) of XLA's compile (the median of ``times``)."""
        module = self.xc.hlo.hlo_module_from_text(text)
        comp = self.xc.hlo.XlaComputation(module.as_serialized_hlo_module_proto())
        mlir = self.mlir.xla_computation_to_mlir_module(comp)
        spent = []
        for _ in range(times):
            start = time.process_time()
            exe = self.client.compile_and_load(mlir, self.xc.DeviceList((self.device,)), self.xc.CompileOptions())
            spent.append(time.process_time() - start)
        return exe, statistics.median(spent)

    @staticmethod
    def temp_bytes(exe: Any) -> int | None:
        """XLA's scratch for the executable: its compiled memory statistics' temp size."""
        try:
            return int(exe.get_compiled_memory_stats().temp_size_in_bytes)
        except Exception:  # noqa: BLE001 - a jax without the statistics: no figure
            return None

    def runner(self, exe: Any, inputs: list[np.ndarray]) -> Callable[[], list[np.ndarray]]:
        bufs = [self.jax.device_put(a, self.device) for a in inputs]

        def run() -> list:
            outs = exe.execute(bufs)
            for o in outs:
                o.block_until_ready()
            return outs

        return run


def load_xla() -> Xla | None:
    try:
        return Xla()
    except Exception:  # noqa: BLE001 - no jax, or a jax without these internals: no XLA column
        return None


def _leaves(value) -> list[np.ndarray]:
    if isinstance(value, (list, tuple)):
        return [np.asarray(v) for v in value]
    return [np.asarray(value)]


def _max_err(a, b) -> float:
    errs = [float(np.max(np.abs(np.asarray(x, np.float64) - np.asarray(y, np.float64)))) if np.size(x) else 0.0
            for x, y in zip(_leaves(a), _leaves(b))]
    return max(errs) if errs else 0.0


def interleaved_medians(fns: dict[str, Callable[[], object]], runs: int) -> dict[str, float]:
    """Median ms of each function, timing one call of each per round (after one warm-up)."""
    for fn in fns.values():
        fn()
    times: dict[str, list[float]] = {k: [] for k in fns}
    for r in range(runs):
        names = list(fns)
        names = names[r % len(names):] + names[:r % len(names)]  # rotate who goes first
        for name in names:
            start = time.perf_counter()
            fns[name]()
            times[name].append((time.perf_counter() - start) * 1e3)
    return {k: statistics.median(v) for k, v in times.items()}


def bench_case(case: Case, runs: int, xla: Xla | None, native: bool = False) -> Row:
    row = Row(case.name, runs=runs)
    inputs = case.inputs(np.random.default_rng(0))
    text = case.hlo.read_text()
    numpy_fn = case.numpy_fn
    fns: dict[str, Callable[[], object]] = {"numpy": lambda: numpy_fn(*inputs)} if numpy_fn else {}
    reference = numpy_fn(*inputs) if numpy_fn else None
    xlac_out = xla_out = None
    try:
        module = driver.load_text(text, case.hlo.name)
        row.compile_s, _ = cli_compile_cpu_s(case.hlo)
        exe = driver.compile_module(module, "cpu")
        memory = getattr(getattr(exe, "lowered", None), "memory", None)
        if memory is not None:
            row.temp_bytes, row.kernel_scratch = memory.buffers, memory.kernel_scratch
        levels = getattr(getattr(exe, "lowered", None), "isa_levels", ())
        row.isa = levels[-1] if levels else "native"
        xlac_out = exe.run(None, *inputs)
        if reference is not None:
            row.err_vs_numpy = _max_err(xlac_out[0], reference)
        fns["xlac"] = lambda: exe.run(None, *inputs)
        if native:  # what a default object gives up against one for exactly this CPU (objects: one thread)
            oexe = driver.compile_module(module, "cpu", driver.make_options("cpu", ahead_of_time=True))
            nexe = driver.compile_module(module, "cpu", driver.make_options("cpu", cpu="native", ahead_of_time=True))
            fns["object"] = lambda: oexe.run(None, *inputs)
            fns["native"] = lambda: nexe.run(None, *inputs)
    except (XlacError, NotImplementedError) as e:
        row.note = "xlac: " + (e.message if isinstance(e, XlacError) else str(e)).splitlines()[0][:80]
    if case.extra.get("interpreter"):  # the oracle must stay usable: time it beside cpu
        oracle = driver.compile_module(driver.load_text(text, case.hlo.name), "interpreter")
        if reference is not None:
            row.extra["interpreter_err_vs_numpy"] = _max_err(oracle.run(None, *inputs)[0], reference)
        fns["interpreter"] = lambda: oracle.run(None, *inputs)
    if xla is not None:
        try:
            xexe, row.xla_compile_s = xla.compile(text, COMPILES)
            row.xla_temp_bytes = xla.temp_bytes(xexe)
            fns["xla"] = xla.runner(xexe, inputs)
            xla_out = [np.asarray(o) for o in fns["xla"]()]
        except Exception as e:  # noqa: BLE001 - report, keep benchmarking the rest
            row.note += f" xla: {str(e).splitlines()[0][:80]}"
    if xlac_out is not None and xla_out is not None:
        row.err_vs_xla = _max_err(xlac_out, xla_out)
    medians = interleaved_medians(fns, runs)
    row.xlac_ms, row.numpy_ms, row.xla_ms = medians.get("xlac"), medians.get("numpy"), medians.get("xla")
    row.native_ms = medians.get("native")
    row.object_ms = medians.get("object")
    if "interpreter" in medians:
        row.extra["interpreter_ms"] = medians["interpreter"]
        if row.xlac_ms:
            row.extra["interpreter_vs_cpu"] = medians["interpreter"] / row.xlac_ms
            row.note = (row.note + " " if row.note else "") + \
                f"interpreter {medians['interpreter']:.0f} ms = {row.extra['interpreter_vs_cpu']:.1f}x cpu"
    if row.xlac_ms and row.xla_ms:
        row.ratio = row.xlac_ms / row.xla_ms
    if row.temp_bytes is not None and row.xla_temp_bytes:
        row.memory_ratio = row.temp_bytes / row.xla_temp_bytes
    if case.flops:
        row.gflops = case.flops / row.xlac_ms / 1e6 if row.xlac_ms else None
        row.xla_gflops = case.flops / row.xla_ms / 1e6 if row.xla_ms else None
    return row


def byte_compile_xlac() -> None:
    """Leave xlac's modules as bytecode before any `xlac compile` is timed, as `pip install` does:
    with PYTHONDONTWRITEBYTECODE set, an editable install would compile every module from source
    in each timed process (~0.2 s of a 0.35 s small compile)."""
    import compileall

    import xlac

    compileall.compile_dir(str(Path(xlac.__file__).parent), quiet=1)


COMPILES = 3  # compile times are the median of this many compiles (one is as noisy as a run)


def cli_compile_cpu_s(hlo: Path, *extra: str) -> tuple[float | None, str]:
    """User+sys CPU seconds of a whole `xlac compile` process (the issue's measure), the median
    of COMPILES processes and ""; or None and the last line a failed compile printed."""
    times = []
    for _ in range(COMPILES):
        with tempfile.TemporaryDirectory() as tmp:
            cmd = [sys.executable, "-m", "xlac.cli", "compile", str(hlo), "-o", str(Path(tmp) / "m.o"), *extra]
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            proc = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if proc.returncode != 0:
            return None, (proc.stderr.strip().splitlines() or [""])[-1][:100]
        times.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return statistics.median(times), ""


def cached_recompile(hlo: Path) -> Row:
    """`xlac compile --cache-dir` of ``hlo`` a second time: wall time of the whole process (a hit)."""
    row = Row(f"xlac compile, cached ({hlo.stem})", runs=5)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "xlac.cli", "compile", str(hlo), "-o", str(Path(tmp) / "m.o"),
               "--cache-dir", str(Path(tmp) / "cache")]
        first = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
        if first.returncode != 0:
            row.note = "failed: " + (first.stderr.strip().splitlines() or [""])[-1][:100]
            return row
        times = []
        for _ in range(row.runs):
            start = time.perf_counter()
            subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, check=True)
            times.append(time.perf_counter() - start)
    row.compile_s = statistics.median(times)
    row.note = "end-to-end wall s of a cache hit (median of 5)"
    return row


def generated_module(n: int, name: str = "generated") -> str:
    """An HLO module of ``n`` elementwise instructions over f32[16] (each uses the two before it)."""
    ops = ("add", "multiply", "subtract", "maximum", "minimum")
    lines = [f"HloModule {name}", "", "ENTRY main {",
             "  v0 = f32[16]{0} parameter(0)", "  v1 = f32[16]{0} parameter(1)"]
    for i in range(2, n):
        lines.append(f"  v{i} = f32[16]{{0}} {ops[i % len(ops)]}(v{i - 1}, v{i - 2})")
    lines[-1] = lines[-1].replace(f"  v{n - 1} =", f"  ROOT v{n - 1} =")
    lines.append("}")
    return "\n".join(lines) + "\n"


def generated_stablehlo(n: int, name: str = "generated") -> str:
    """The same ``n``-op chain as generated_module, as StableHLO text (JAX's pretty form)."""
    ops = ("add", "multiply", "subtract", "maximum", "minimum")
    lines = [f"module @{name} attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{",
             "  func.func public @main(%v0: tensor<16xf32>, %v1: tensor<16xf32>) -> (tensor<16xf32> "
             '{jax.result_info = "result"}) {']
    for i in range(2, n):
        lines.append(f"    %v{i} = stablehlo.{ops[i % len(ops)]} %v{i - 1}, %v{i - 2} : tensor<16xf32>")
    lines += [f"    return %v{n - 1} : tensor<16xf32>", "  }", "}"]
    return "\n".join(lines) + "\n"


def compile_time_cli(n: int = 2000) -> Row:
    """`xlac compile` of a generated ``n``-instruction module, end to end (process start to object)."""
    row = Row(f"xlac compile {n // 1000}k instrs (CLI)", runs=1)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "generated.hlo"
        src.write_text(generated_module(n))
        cmd = [sys.executable, "-m", "xlac.cli", "compile", str(src), "-o", str(Path(tmp) / "generated.o")]
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
        row.compile_s = time.perf_counter() - start
        if proc.returncode != 0:
            row.note = "failed: " + (proc.stderr.strip().splitlines() or [""])[-1][:100]
    row.extra = {"instructions": n}
    return row


def compile_time_train_step(xla: Xla | None) -> Row:
    """`xlac compile` of the 4-layer transformer training step (bench/train_step_transformer.hlo,
    made by `make corpus`): user+sys CPU time of the whole process; XLA's `.compile()` CPU time;
    medians of COMPILES."""
    src = BENCH / "train_step_transformer.hlo"
    row = Row("xlac compile train_step_transformer (CLI, CPU s)", runs=COMPILES)
    row.compile_s, failure = cli_compile_cpu_s(src)
    if row.compile_s is None:
        row.note = "failed: " + failure
    if xla is not None:
        try:
            _, row.xla_compile_s = xla.compile(src.read_text(), COMPILES)
        except Exception as e:  # noqa: BLE001 - report, keep benchmarking the rest
            row.note += f" xla: {str(e).splitlines()[0][:80]}"
    row.extra = {"instructions": sum(1 for line in src.read_text().splitlines() if " = " in line)}
    return row


def bench_parse(runs: int) -> Row:
    text = generated_module(10_000, "generated_10k")
    row = Row("parse+verify 10k instrs", runs=runs)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        driver.load_text(text, "generated_10k.hlo")
        times.append((time.perf_counter() - start) * 1e3)
    row.xlac_ms = statistics.median(times)
    return row


def bench_parse_stablehlo(runs: int) -> Row:
    """Issue 34's bound: a 10k-op StableHLO module parses and verifies in under 1 s."""
    text = generated_stablehlo(10_000, "generated_10k")
    row = Row("parse+verify 10k StableHLO ops", runs=runs)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        driver.load_text(text, "generated_10k.mlir")
        times.append((time.perf_counter() - start) * 1e3)
    row.xlac_ms = statistics.median(times)
    return row


# ---- report -----------------------------------------------------------------------------------

def _f(v: float | None, fmt: str) -> str:
    return "-" if v is None else format(v, fmt)


def _mib(n: int | None) -> str:
    return "-" if n is None else f"{n / 2**20:.2f}"


def print_table(rows: list[Row]) -> None:
    head = (f"{'case':22s} {'xlac ms':>9s} {'numpy ms':>9s} {'XLA ms':>9s} {'xlac/XLA':>8s} {'np/xlac':>7s} "
            f"{'GF/s':>6s} {'XLA GF/s':>8s} {'compile s':>9s} {'XLA cmp s':>9s} {'|xlac-XLA|':>10s} "
            f"{'temp MiB':>8s} {'XLA temp':>8s} {'mem x':>6s} {'kern MiB':>8s} {'ISA':>11s}"
            + (f" {'/native':>7s}" if any(r.native_ms for r in rows) else ""))
    print(head)
    for r in rows:
        np_ratio = r.numpy_ms / r.xlac_ms if r.numpy_ms and r.xlac_ms else None
        print(f"{r.name:22s} {_f(r.xlac_ms, '9.3f')} {_f(r.numpy_ms, '9.3f')} {_f(r.xla_ms, '9.3f')} "
              f"{_f(r.ratio, '8.2f')} {_f(np_ratio, '7.2f')} {_f(r.gflops, '6.1f')} {_f(r.xla_gflops, '8.1f')} "
              f"{_f(r.compile_s, '9.2f')} {_f(r.xla_compile_s, '9.2f')} {_f(r.err_vs_xla, '10.2g')} "
              f"{_mib(r.temp_bytes):>8s} {_mib(r.xla_temp_bytes):>8s} {_f(r.memory_ratio, '6.2f')} "
              f"{_mib(r.kernel_scratch):>8s} {r.isa:>11s}"
              + (f" {_f(r.object_ms / r.native_ms if r.object_ms and r.native_ms else None, '7.2f')}"
                 if any(x.native_ms for x in rows) else "")
              + (f"  {r.note}" if r.note else ""))


def memory_summary(rows: list[Row]) -> str:
    """Issue 36's figures: the geomean of xlac's temp over XLA's where XLA needs at least 1 MiB,
    the largest such ratio, and the cases where XLA needs less (xlac's temp there)."""
    big = [r for r in rows if r.xla_temp_bytes is not None and r.xla_temp_bytes >= 2**20 and r.memory_ratio]
    small = [r for r in rows if r.temp_bytes is not None and r.xla_temp_bytes is not None and r.xla_temp_bytes < 2**20]
    gm = geomean([r.memory_ratio for r in big if r.memory_ratio])
    worst = max(big, key=lambda r: r.memory_ratio or 0.0, default=None)
    over = [r.name for r in small if (r.temp_bytes or 0) >= 2**20]
    return (f"memory: temp = xlac's planned buffers (kernel working memory apart: kern MiB) against XLA's "
            f"temp_size_in_bytes; geomean over the {len(big)} cases where XLA needs >= 1 MiB: {_f(gm, '.3f')}"
            + (f", largest {worst.name} {worst.memory_ratio:.2f}" if worst and worst.memory_ratio else "")
            + f"; cases where XLA needs < 1 MiB and xlac >= 1 MiB: {', '.join(over) or 'none'}")


def cpu_name() -> str:
    """The CPU model and the features the issue asks about (lscpu's words)."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        return platform.processor()
    model = next((line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("model name")), "?")
    flags = set(next((line.split(":", 1)[1].split() for line in info.splitlines() if line.startswith("flags")), []))
    has = [f for f in ("avx2", "avx512f", "avx512_bf16", "avx512_vnni", "amx_bf16", "amx_int8") if f in flags]
    return f"{model} ({', '.join(has) or 'no AVX2'})"


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="3 runs per case (a smoke test)")
    ap.add_argument("--only", default="", help="comma-separated case names")
    ap.add_argument("--no-xla", action="store_true", help="skip XLA even when jax imports")
    ap.add_argument("--native", action="store_true", help="also time each case's default object and a --cpu "
                    "native one, in this process, single-threaded (the /native column: the default's time over it)")
    ap.add_argument("--output", default=str(BENCH / "results.json"))
    args = ap.parse_args(argv)
    only = {s for s in args.only.split(",") if s}
    xla = None if args.no_xla else load_xla()
    if xla is None and not args.no_xla:
        print("(jax is not installed here: no XLA column; `make bench` sets up bench/.venv with it)")
    byte_compile_xlac()
    rows = []
    for case in cases():
        if only and case.name not in only:
            continue
        rows.append(bench_case(case, 3 if args.quick else case.runs, xla, args.native))
        print(f"  {case.name}: done", file=sys.stderr, flush=True)
    extras = [] if only else [compile_time_cli(2000), compile_time_train_step(xla),
                              cached_recompile(BENCH / "train_step_transformer.hlo"), cached_recompile(BENCH / "softmax.hlo"),
                              bench_parse(3), bench_parse_stablehlo(3)]
    print(f"cpu: {cpu_name()}; compile s: user+sys CPU of `xlac compile` (CLI), XLA's: CPU of .compile(), "
          f"medians of {COMPILES}")
    print_table(rows + extras)
    ratios = [r.ratio for r in rows if r.ratio]
    gm = geomean(ratios)
    print(f"geometric mean of xlac/XLA time over {len(ratios)} cases: {_f(gm, '.3f')} (< 1: xlac is faster)")
    print(memory_summary(rows))
    natives = [r.object_ms / r.native_ms for r in rows if r.object_ms and r.native_ms]
    if natives:
        print(f"default object (ISA levels dispatched at run time) over a --cpu native one, both single-threaded "
              f"(/native): geomean {_f(geomean(natives), '.3f')}, largest {max(natives):.3f} over {len(natives)} cases")
    from xlac.targets.cpu.machine import host_triple

    doc = {"host": {"triple": host_triple(), "machine": platform.machine(), "cpu": cpu_name(),
                    "python": platform.python_version(),
                    "numpy": np.__version__, "jax": xla.version if xla else None},
           "geomean_xlac_over_xla": gm, "rows": [asdict(r) for r in rows + extras]}
    Path(args.output).write_text(json.dumps(doc, indent=1) + "\n")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
