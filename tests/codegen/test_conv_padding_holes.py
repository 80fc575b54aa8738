"""Convolution taps that fall on padding or between base-dilated elements are skipped, as XLA's
evaluator and its CPU loop emitter skip them: not multiplied by a zero, which gives NaN for an
infinite or NaN kernel value. The interpreter and xacc multiplied (random programs with windows
found it against XLA); cpu and nvptx skipped. Every target here against a direct loop.

(XLA:CPU's Eigen path, taken for convolutions with padding and no dilation, does multiply the
padding zeros: with a non-finite kernel those differ from XLA:CPU, and from each other in XLA.)"""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.registry import get_target
from xlac.targets.nvptx.simulator import SimulatedGpuModule


def _direct(x: np.ndarray, k: np.ndarray, pad, lhs_dilate, rhs_dilate, out) -> np.ndarray:
    """2-D, one batch and feature: the sum over taps that read a real input element."""
    res = np.zeros(out, np.float64)
    for o in np.ndindex(*out):
        for t in np.ndindex(*k.shape):
            pos = [o[d] + t[d] * rhs_dilate[d] - pad[d][0] for d in range(2)]
            if all(p >= 0 and p % lhs_dilate[d] == 0 and p // lhs_dilate[d] < x.shape[d] for d, p in enumerate(pos)):
                res[o] += float(x[pos[0] // lhs_dilate[0], pos[1] // lhs_dilate[1]]) * float(k[t])
    return res.astype(np.float32)


CASES = [  # (pad, lhs_dilate, rhs_dilate)
    (((1, 1), (1, 1)), (1, 1), (1, 1)),
    (((0, 0), (0, 0)), (2, 2), (1, 1)),
    (((1, 0), (0, 1)), (2, 1), (1, 1)),
    (((0, 2), (0, 1)), (1, 1), (2, 1)),
]


@pytest.mark.parametrize("target", ["interpreter", "cpu", "xacc", "nvptx"])
@pytest.mark.parametrize(("pad", "lhs_dilate", "rhs_dilate"), CASES)
def test_taps_on_padding_and_holes_are_skipped(target: str, pad, lhs_dilate, rhs_dilate) -> None:
    x = np.arange(1, 10, dtype=np.float32).reshape(3, 3)
    k = np.array([[np.inf, 1], [2, np.nan]], np.float32)
    padded = [(n - 1) * ld + 1 + lo + hi for n, ld, (lo, hi) in zip(x.shape, lhs_dilate, pad)]
    out = tuple(p - ((w - 1) * rd + 1) + 1 for p, w, rd in zip(padded, k.shape, rhs_dilate))
    window = (f"size=2x2 pad={pad[0][0]}_{pad[0][1]}x{pad[1][0]}_{pad[1][1]} "
              f"lhs_dilate={lhs_dilate[0]}x{lhs_dilate[1]} rhs_dilate={rhs_dilate[0]}x{rhs_dilate[1]}")
    module = load_text(f"""HloModule conv
ENTRY e {{
  x = f32[1,1,3,3] parameter(0)
  k = f32[1,1,2,2] parameter(1)
  ROOT c = f32[1,1,{out[0]},{out[1]}] convolution(x, k), window={{{window}}}, dim_labels=bf01_oi01->bf01
}}""")
    args = (x.reshape(1, 1, 3, 3), k.reshape(1, 1, 2, 2))
    with np.errstate(invalid="ignore"):
        want = _direct(x, k, pad, lhs_dilate, rhs_dilate, out)
        if target == "nvptx":
            got = SimulatedGpuModule(module).run(*args)[0]
        else:
            got = get_target(target).compile(module).run(None, *args)[0]
    np.testing.assert_array_equal(got.reshape(out), want)
    assert not np.isnan(want).all()  # some outputs avoid the NaN tap: the case tests something
