"""Helpers for the pass tests: run passes on HLO text, check the printed result round-trips and
computes exactly what the input computed (bit for bit, any NaN equal to any NaN)."""

from __future__ import annotations

import numpy as np

from xlac.hlo.ir import Module
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import verify
from xlac.passes.pipeline import optimize
from xlac.targets.interpreter.evaluator import Evaluator
from xlac.targets.interpreter.target import flatten


def parse(text: str) -> Module:
    module = parse_module(text)
    verify(module)
    return module


def random_inputs(module: Module, seed: int = 0) -> list[np.ndarray]:
    """Inputs with the awkward values mixed in: NaN, +-0, +-inf, integer extremes."""
    rng = np.random.default_rng(seed)
    return [_random_value(shape, rng) for shape in module.parameter_shapes]


def _random_value(shape, rng: np.random.Generator):
    if shape.is_tuple:
        return tuple(_random_value(s, rng) for s in shape.elements)
    dt = shape.dtype
    if dt.is_pred:
        return rng.integers(0, 2, shape.dims).astype(bool)
    if dt.is_integer:
        info = np.iinfo(dt.np)
        vals = rng.integers(-20, 20, shape.dims) if dt.is_signed else rng.integers(0, 40, shape.dims)
        extremes = rng.choice(np.array([info.min, info.max, 0, 1], dtype=dt.np), shape.dims)
        return np.where(rng.random(shape.dims) < 0.2, extremes, vals).astype(dt.np)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0])
    vals = rng.standard_normal(shape.dims) * 3
    vals = np.where(rng.random(shape.dims) < 0.2, rng.choice(specials, shape.dims), vals)
    if dt.is_complex:
        vals = vals + 1j * rng.standard_normal(shape.dims)
    return vals.astype(dt.np)


def evaluate(module: Module, inputs: list[np.ndarray]) -> list[np.ndarray]:
    with np.errstate(all="ignore"):
        return [np.asarray(v) for v in flatten(Evaluator(module).run(inputs))]


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    """Equal shapes, types and bits, except that NaNs match NaNs."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind in "fc":
        nan = np.isnan(a)
        return bool(np.array_equal(nan, np.isnan(b))) and a[~nan].tobytes() == b[~nan].tobytes()
    return a.tobytes() == b.tobytes()


def assert_same_results(before: Module, after: Module, seeds: tuple[int, ...] = (0, 1)) -> None:
    for seed in seeds:
        inputs = random_inputs(before, seed)
        want, got = evaluate(before, inputs), evaluate(after, inputs)
        assert len(want) == len(got)
        for k, (w, g) in enumerate(zip(want, got)):
            assert same_bits(w, g), f"result {k} differs for seed {seed}:\nwant {w}\ngot  {g}"


def run_passes(text: str, passes: list[str] | None = None, opt_level: int = 2) -> tuple[Module, str]:
    """Optimize ``text``; check print -> parse -> verify and unchanged results; return the
    optimized module and its text."""
    before = parse(text)
    module = parse(text)
    optimize(module, opt_level, passes=passes, verify_each=True)
    printed = print_module(module)
    reparsed = parse(printed)
    assert print_module(reparsed) == printed
    assert_same_results(before, reparsed)
    return reparsed, printed


def check(text: str, passes: list[str], contains: list[str] = (), lacks: list[str] = ()) -> str:
    """Golden-ish check: the optimized text has every line fragment in ``contains`` and none in
    ``lacks`` (fragments are matched against the text with `%` sigils removed)."""
    _, printed = run_passes(text, passes)
    plain = printed.replace("%", "")
    for fragment in contains:
        assert fragment in plain, f"missing {fragment!r} in:\n{plain}"
    for fragment in lacks:
        assert fragment not in plain, f"unexpected {fragment!r} in:\n{plain}"
    return plain


def count(plain: str, opcode: str) -> int:
    """How many instructions with ``opcode`` the printed module has."""
    return sum(1 for line in plain.splitlines() if f" {opcode}(" in line)
