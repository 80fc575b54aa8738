"""Check the corpus programs' tolerances the way tests/corpus/jax/README.md states them: XLA's
outputs must lie within a fifth of a case's rtol/atol of a float64 / complex128 evaluation of the
same function (f32 and c64 inputs widened; integer outputs must match exactly).

Runs in the jax scratch environment, as generate.py does, and writes nothing:

    /work/jaxenv/bin/python tools/corpus/check_tolerances.py [--module MOD ...] [--only NAME ...]

Cases whose inputs are already 64-bit are checked against themselves, i.e. only for finiteness.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import load_programs  # noqa: E402 - the sibling generator script

WIDE = {np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}


def evaluate(case: dict, widen: bool) -> list[np.ndarray]:
    import jax

    jax.config.update("jax_enable_x64", bool(case.get("x64")) or widen)
    args = [np.asarray(a) for a in case["args"]]
    if widen:
        args = [a.astype(WIDE.get(a.dtype, a.dtype)) for a in args]
    return [np.asarray(o) for o in jax.tree_util.tree_leaves(jax.jit(case["fn"])(*args))]


def problems(case: dict, outs: list[np.ndarray], ref: list[np.ndarray]) -> list[str]:
    found = []
    for i, (got, want) in enumerate(zip(outs, ref)):
        if got.dtype.kind in "biu":
            if not np.array_equal(got, want):
                found.append(f"out{i}: integers differ from the float64 evaluation")
            continue
        if got.dtype.kind not in "fc":
            continue
        got = got.astype(want.dtype)
        same = (got == want) | (np.isnan(got) & np.isnan(want))  # NaN matches NaN, inf only inf
        with np.errstate(invalid="ignore"):
            err = np.where(same, 0, np.abs(got - want))
            bound = (case["atol"] + case["rtol"] * np.abs(want)) / 5
            if not (same | (err <= bound)).all():
                worst = float(np.nanmax(np.where(same, 0, err)))
                found.append(f"out{i}: {worst:.3g} from float64, over a fifth of the tolerance")
    return found


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", nargs="*", default=None, help="program modules to read (default: all)")
    ap.add_argument("--only", nargs="*", default=None, help="case names to check")
    opts = ap.parse_args()
    failed = 0
    for case in load_programs(opts.module):
        if "out_dir" in case or (opts.only and case["name"] not in opts.only):
            continue
        found = problems(case, evaluate(case, widen=False), evaluate(case, widen=True))
        print(f"{case['name']}: {'OK' if not found else '; '.join(found)}")
        failed += bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
