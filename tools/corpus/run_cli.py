"""Runs a conformance corpus through the `xlac run` command (the user's path: text file, --input
npz, -o npz) and compares with the stored XLA outputs by the corpus rule.

    .venv/bin/python tools/corpus/run_cli.py xla-semantics --target interpreter [--target cpu] [-j 2]

Prints one line per failing case (the class of failure comes from the first line of stderr) and
the pass rate per target. Exit status 0 whatever the rate: it is a report, the tests gate.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from corpus import Case, cases  # noqa: E402

from xlac.driver import compare_outputs  # noqa: E402

XLAC = str(Path(sys.executable).with_name("xlac"))


def run_case(c: Case, target: str, timeout: float) -> str | None:
    """None when the case passes, else one line saying why not."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.npz"
        cmd = [XLAC, "run", str(c.hlo), "--target", target, "-i", str(c.hlo.with_suffix(".npz")),
               "-o", str(out), "-q"]
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return f"timeout after {timeout:.0f} s"
        if p.returncode != 0:
            lines = [ln for ln in p.stderr.strip().splitlines() if ln.strip()]
            return f"exit {p.returncode}: {lines[0][:300] if lines else '(no message)'}"
        _, want = c.arrays()
        with np.load(out) as data:
            got = [data[f"out{k}"] for k in range(len(data.files))]
        from corpus import _view
        got = [_view(g, s["dtype"]) for g, s in zip(got, c.meta["outputs"])]
        problems = compare_outputs(got, want, c.rtol, c.atol)
        return "; ".join(problems)[:400] if problems else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("--target", action="append", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--only", default="")
    ap.add_argument("--timeout", type=float, default=300)
    args = ap.parse_args()
    selected = [c for c in cases(args.corpus) if args.only in c.name]
    if not selected:
        raise SystemExit(f"no cases in corpus {args.corpus!r}")
    for target in args.target:
        with ThreadPoolExecutor(args.j) as pool:
            results = list(pool.map(lambda c, t=target: (c, run_case(c, t, args.timeout)), selected))
        failed = [(c, r) for c, r in results if r is not None]
        for c, r in failed:
            print(f"{target}\t{c.id}\t{r}")
        n = len(results)
        print(f"== {target}: {n - len(failed)}/{n} pass ({100 * (n - len(failed)) / n:.1f}%)", flush=True)


if __name__ == "__main__":
    main()
