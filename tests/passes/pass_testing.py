"""Helpers for the pass tests: run passes on HLO text, check the printed result round-trips and
computes exactly what the input computed (bit for bit, any NaN equal to any NaN)."""

from __future__ import annotations

import numpy as np
from random_programs import random_inputs  # noqa: F401 - re-exported for the pass tests

from xlac.evaluator.core import Evaluator
from xlac.hlo.ir import Module
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import verify
from xlac.passes.pipeline import optimize
from xlac.targets.interpreter.target import flatten


def parse(text: str) -> Module:
    module = parse_module(text)
    verify(module)
    return module




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
