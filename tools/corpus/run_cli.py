"""Runs a conformance corpus through the `xlac run` command (the user's path: text file, --input
npz, -o npz) and compares with the stored XLA outputs by the corpus rule.

    .venv/bin/python tools/corpus/run_cli.py xla-semantics --target interpreter [--target cpu] [-j 2]

Prints one line per failing case (the class of failure comes from the first line of stderr) and
the pass rate per target. Exit status 0 whatever the rate: it is a report, the tests gate.

By default each case is a new `xlac` process. ``--in-process`` invokes the same click command in
this process instead (click's CliRunner: the same argument parsing, input binding, compilation
and .npz writing, without the ~1 s interpreter start-up per case; one case at a time).
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

from corpus import Case, _view, cases  # noqa: E402

from xlac.driver import compare_outputs  # noqa: E402

XLAC = str(Path(sys.executable).with_name("xlac"))


def run_case(c: Case, target: str, timeout: float, in_process: bool = False) -> str | None:
    """None when the case passes, else one line saying why not."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.npz"
        argv = ["run", str(c.hlo), "--target", target, "-i", str(c.hlo.with_suffix(".npz")), "-o", str(out), "-q"]
        if in_process:
            from click.testing import CliRunner

            from xlac.cli import cli
            code = CliRunner().invoke(cli, argv).exit_code
            message = ""
            if code != 0:  # xlac writes its message to the real stderr: ask a process for it
                p = subprocess.run([XLAC, *argv], capture_output=True, text=True, timeout=timeout)
                code, message = p.returncode, p.stderr
        else:
            try:
                p = subprocess.run([XLAC, *argv], capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                return f"timeout after {timeout:.0f} s"
            code, message = p.returncode, p.stderr
        if code != 0:
            lines = [ln for ln in message.strip().splitlines() if ln.strip()]
            return f"exit {code}: {lines[0][:300] if lines else '(no message)'}"
        _, want = c.arrays()
        with np.load(out) as data:
            got = [data[f"out{k}"] for k in range(len(data.files))]
        got = [_view(g, s["dtype"]) for g, s in zip(got, c.meta["outputs"])]
        problems = compare_outputs(got, want, c.rtol, c.atol)
        return "; ".join(problems)[:400] if problems else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("--target", action="append", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--only", default="", help="only cases whose name contains this")
    ap.add_argument("--category", default="", help="only these manifest categories (comma-separated)")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--in-process", action="store_true", help="click's runner instead of a process per case")
    args = ap.parse_args()
    wanted = set(filter(None, args.category.split(",")))
    selected = [c for c in cases(args.corpus) if args.only in c.name and (not wanted or c.category in wanted)]
    if not selected:
        raise SystemExit(f"no cases in corpus {args.corpus!r}")
    for target in args.target:
        failed = []
        # in process, one case at a time on this thread: click's runner swaps sys.stdout
        results = (((c, run_case(c, target, args.timeout, True)) for c in selected) if args.in_process else
                   ThreadPoolExecutor(args.j).map(lambda c, t=target: (c, run_case(c, t, args.timeout)), selected))
        for c, r in results:
            if r is not None:
                failed.append((c, r))
                print(f"{target}\t{c.id}\t{r}", flush=True)
        n = len(selected)
        print(f"== {target}: {n - len(failed)}/{n} pass ({100 * (n - len(failed)) / n:.1f}%)", flush=True)


if __name__ == "__main__":
    main()
