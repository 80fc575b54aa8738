"""How far xlac's cpu target and its interpreter are from XLA:CPU on one module, output by output.

    bench/.venv/bin/python bench/fidelity.py model.hlo [--seed 0] [--all] [-O 2]

Runs the module on the inputs `xlac run` would make (random, from --seed) through xlac's cpu
target, xlac's interpreter and XLA's CPU backend (jax's client, as `make bench` does), and prints
for each float output the largest |cpu - XLA|, |interpreter - XLA| and |cpu - interpreter| beside
the largest |XLA|. Where the cpu column is far above the interpreter's, xlac's code computes
differently from XLA (a summation order, an approximation), not just differently from numpy.
Only outputs where cpu and XLA differ by more than 1e-6 of the largest value are listed, unless
--all.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

from run import load_xla  # noqa: E402

from xlac import driver  # noqa: E402
from xlac.arrayio import bind_named_inputs  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("model")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--all", action="store_true", help="list every float output")
    ap.add_argument("-O", dest="opt_level", type=int, default=2, help="xlac's optimization level for the cpu target")
    args = ap.parse_args()
    xla = load_xla()
    if xla is None:
        print("no jax in this Python: run it with bench/.venv/bin/python (make bench installs it)", file=sys.stderr)
        return 2
    text = Path(args.model).read_text()
    module = driver.load_text(text, args.model)
    inputs = bind_named_inputs([], driver.entry_parameters(module), args.seed)
    cpu = driver.compile_module(module, "cpu", driver.make_options("cpu", opt_level=args.opt_level)).run(None, *inputs)
    interp = driver.compile_module(driver.load_text(text, args.model), "interpreter").run(None, *inputs)
    exe, _ = xla.compile(text)
    ref = [np.asarray(o) for o in xla.runner(exe, inputs)()]
    print(f"{'output':>8} {'shape':>16} {'|cpu-XLA|':>11} {'|interp-XLA|':>13} {'|cpu-interp|':>13} {'max|XLA|':>10}")
    for k, (c, i, r) in enumerate(zip(cpu, interp, ref)):
        if c.dtype.kind not in "fc":
            continue
        c64, i64, r64 = (np.asarray(a, np.float64) for a in (c, i, r))
        scale = float(np.max(np.abs(r64))) if r64.size else 0.0
        d_cpu = float(np.max(np.abs(c64 - r64))) if r64.size else 0.0
        if not args.all and d_cpu <= 1e-6 * max(scale, 1e-30):
            continue
        d_int = float(np.max(np.abs(i64 - r64))) if r64.size else 0.0
        d_ci = float(np.max(np.abs(c64 - i64))) if r64.size else 0.0
        print(f"{'out' + str(k):>8} {str(c.shape):>16} {d_cpu:11.3g} {d_int:13.3g} {d_ci:13.3g} {scale:10.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
