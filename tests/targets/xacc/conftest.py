"""Helpers for the xacc tests: run a module on xacc and on the interpreter."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/: cli_runner, corpus

from xlac.driver import load_text  # noqa: E402
from xlac.registry import get_target  # noqa: E402


def random_inputs(module, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    out = []
    for shape in module.parameter_shapes:
        dt = shape.dtype
        if dt.is_float:
            out.append((rng.standard_normal(shape.dims) * 3).astype(dt.np))
        elif dt.is_pred:
            out.append(rng.integers(0, 2, shape.dims).astype(bool))
        else:
            info = np.iinfo(dt.np)
            out.append(rng.integers(max(info.min, -100), min(info.max, 100), shape.dims, endpoint=True).astype(dt.np))
    return out


def run_both(text: str, inputs: list[np.ndarray] | None = None, seed: int = 0):
    """(xacc results, interpreter results) of an HLO module text."""
    module = load_text(text)
    args = inputs if inputs is not None else random_inputs(module, seed)
    got = get_target("xacc").compile(module).run(None, *args)
    want = get_target("interpreter").compile(module).run(None, *args)
    return got, want


def assert_same(text: str, inputs=None, rtol: float = 1e-5, atol: float = 1e-6, seed: int = 0) -> None:
    got, want = run_both(text, inputs, seed)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, w.shape, g.dtype, w.dtype)
        if g.dtype.kind == "c":
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
        elif g.dtype.kind == "f" or g.dtype.kind == "V":
            np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=rtol, atol=atol)
        else:
            np.testing.assert_array_equal(g, w)


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "slow: longer tests, left out of `make test-fast` (-m 'not slow')")
