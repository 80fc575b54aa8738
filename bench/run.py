"""`make bench`: xlac's cpu target against numpy (and XLA through jax, when jax imports).

Each row is one HLO file under bench/ (plus samples/mlp.hlo): compiled once for the host, then
timed through the executable's ``run`` (compile excluded), median of several runs after a warm-up.
numpy and jax run the same function on the same arrays. A last row times parsing and verifying a
generated 10,000-instruction module. Prints a table of times and ratios (>1 means xlac is faster)
and writes bench/results.json.

    python bench/run.py [--quick] [--only dot_256,mlp]
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))

from xlac import driver  # noqa: E402
from xlac.errors import XlacError  # noqa: E402

Arrays = list[np.ndarray]


@dataclass
class Case:
    """One benchmark: its HLO, inputs, and the same function in numpy and jax."""

    name: str
    hlo: Path
    make_inputs: Callable[[np.random.Generator], Arrays]
    numpy_fn: Callable[..., np.ndarray]
    jax_fn: Callable[..., object] | None  # takes jax.numpy as first argument
    runs: int = 10


@dataclass
class Row:
    name: str
    xlac_ms: float | None = None
    numpy_ms: float | None = None
    jax_ms: float | None = None
    compile_s: float | None = None
    max_abs_err: float | None = None
    note: str = ""
    runs: int = 0
    extra: dict = field(default_factory=dict)


def _mlp_numpy(x, w1, b1, w2, b2):
    return np.maximum(x @ w1 + b1, 0) @ w2 + b2


def _mlp_jax(jnp, x, w1, b1, w2, b2):
    return jnp.maximum(x @ w1 + b1, 0) @ w2 + b2


def cases() -> list[Case]:
    """The rows `make bench` reports; sizes are fixed so results compare across commits."""
    def normal(*shapes: tuple[int, ...]) -> Callable[[np.random.Generator], Arrays]:
        return lambda rng: [rng.standard_normal(s, dtype=np.float32) for s in shapes]

    n16m = 16 * 1024 * 1024
    rows = [Case(f"dot_{n}", BENCH / f"dot_{n}.hlo", normal((n, n), (n, n)), lambda a, b: a @ b,
                 lambda jnp, a, b: jnp.dot(a, b), runs=10 if n < 1024 else 5) for n in (256, 512, 1024)]
    rows.append(Case("elementwise_16m", BENCH / "elementwise_16m.hlo", normal((n16m,), (n16m,)),
                     lambda x, y: np.maximum((x * y + x) * np.float32(0.5) - y, np.float32(0)),
                     lambda jnp, x, y: jnp.maximum((x * y + x) * 0.5 - y, 0.0), runs=5))
    rows.append(Case("reduce_16m", BENCH / "reduce_16m.hlo", normal((n16m,)), lambda x: np.sum(x),
                     lambda jnp, x: jnp.sum(x), runs=5))
    rows.append(Case("mlp", REPO / "samples" / "mlp.hlo", normal((8, 16), (16, 32), (32,), (32, 10), (10,)),
                     _mlp_numpy, _mlp_jax, runs=50))
    return rows


def median_ms(fn: Callable[[], object], runs: int) -> float:
    """Median wall time of ``runs`` calls after one warm-up call."""
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def load_jax():
    """jax.numpy and jax when jax imports (it is never installed for this)."""
    try:
        import jax
        import jax.numpy as jnp
    except Exception:  # noqa: BLE001 - any import failure means: no jax column
        return None
    return jax, jnp


def bench_case(case: Case, runs: int, jax_mods) -> Row:
    row = Row(case.name, runs=runs)
    inputs = case.make_inputs(np.random.default_rng(0))
    row.numpy_ms = median_ms(lambda: case.numpy_fn(*inputs), runs)
    reference = np.asarray(case.numpy_fn(*inputs), dtype=np.float64)
    try:
        module = driver.load_module(case.hlo)
        start = time.perf_counter()
        exe = driver.compile_module(module, "cpu")
        row.compile_s = time.perf_counter() - start
        out = exe.run(None, *inputs)[0]
        row.max_abs_err = float(np.max(np.abs(np.asarray(out, dtype=np.float64) - reference))) if out.size else 0.0
        row.xlac_ms = median_ms(lambda: exe.run(None, *inputs), runs)
    except (XlacError, NotImplementedError) as e:
        row.note = "xlac cpu: " + (e.message if isinstance(e, XlacError) else str(e)).splitlines()[0][:80]
    if jax_mods is not None and case.jax_fn is not None:
        jax, jnp = jax_mods
        fn = jax.jit(lambda *a: case.jax_fn(jnp, *a))
        dev = [jax.device_put(a) for a in inputs]
        row.jax_ms = median_ms(lambda: fn(*dev).block_until_ready(), runs)
    return row


def generated_module(n: int = 10_000) -> str:
    """An HLO module of ``n`` elementwise instructions over f32[16] (each uses the two before it)."""
    ops = ("add", "multiply", "subtract", "maximum", "minimum")
    lines = ["HloModule generated_10k", "", "ENTRY main {",
             "  v0 = f32[16]{0} parameter(0)", "  v1 = f32[16]{0} parameter(1)"]
    for i in range(2, n):
        lines.append(f"  v{i} = f32[16]{{0}} {ops[i % len(ops)]}(v{i - 1}, v{i - 2})")
    lines[-1] = lines[-1].replace(f"  v{n - 1} =", f"  ROOT v{n - 1} =")
    lines.append("}")
    return "\n".join(lines) + "\n"


def bench_parse(runs: int) -> Row:
    text = generated_module()
    count = text.count(" = f32[")
    row = Row(f"parse+verify {count // 1000}k instrs", runs=runs)
    row.xlac_ms = median_ms(lambda: driver.load_text(text, "generated_10k.hlo"), runs)
    row.extra = {"instructions": count, "bytes": len(text)}
    return row


def _fmt(ms: float | None) -> str:
    return "-" if ms is None else f"{ms:10.3f}"


def _ratio(other: float | None, mine: float | None) -> str:
    return "-" if other is None or mine is None or mine == 0 else f"{other / mine:7.2f}x"


def print_table(rows: list[Row], have_jax: bool) -> None:
    head = f"{'bench':24s} {'xlac ms':>10s} {'numpy ms':>10s} {'np/xlac':>8s}"
    if have_jax:
        head += f" {'jax ms':>10s} {'jax/xlac':>8s}"
    print(head + "  notes")
    for r in rows:
        line = f"{r.name:24s} {_fmt(r.xlac_ms)} {_fmt(r.numpy_ms)} {_ratio(r.numpy_ms, r.xlac_ms):>8s}"
        if have_jax:
            line += f" {_fmt(r.jax_ms)} {_ratio(r.jax_ms, r.xlac_ms):>8s}"
        notes = [r.note] if r.note else []
        if r.compile_s is not None:
            notes.append(f"compile {r.compile_s:.2f} s")
        if r.max_abs_err is not None:
            notes.append(f"max |err| {r.max_abs_err:.2g}")
        print(line + "  " + "; ".join(notes))
    print("(ratios > 1: xlac is faster; medians of each row's runs after a warm-up; compile excluded)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="3 runs per row (a smoke test)")
    ap.add_argument("--only", default="", help="comma-separated row names")
    ap.add_argument("--output", default=str(BENCH / "results.json"))
    args = ap.parse_args(argv)
    only = {s for s in args.only.split(",") if s}
    jax_mods = load_jax()
    rows = []
    for case in cases():
        if only and case.name not in only:
            continue
        rows.append(bench_case(case, 3 if args.quick else case.runs, jax_mods))
        print(f"  {case.name}: done", file=sys.stderr, flush=True)
    if not only or "parse" in only:
        rows.append(bench_parse(3))
    print_table(rows, jax_mods is not None)
    from xlac.targets.cpu.compiler import host_triple

    doc = {"host": {"triple": host_triple(), "machine": platform.machine(), "python": platform.python_version(),
                    "numpy": np.__version__, "jax": getattr(jax_mods[0], "__version__", None) if jax_mods else None},
           "rows": [asdict(r) for r in rows]}
    Path(args.output).write_text(json.dumps(doc, indent=1) + "\n")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
