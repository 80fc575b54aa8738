"""The conformance corpora through the command line's input path: each case's own .npz goes to
`xlac run --input case.npz --output out.npz`, so a bug in binding inputs (rank 0, raw bits,
sub-byte integers, tuples) or in writing results cannot hide behind the API the other
conformance tests use. In process (click's runner) to stay fast; the interpreter runs every
case of every corpus, cpu the cases with a rank-0 or 16-bit parameter (every case of the JAX
corpus with the slow tier; the API suite runs the larger corpora on cpu)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from corpus import _view, case, case_ids, check_case

from xlac.cli import cli
from xlac.driver import compare_outputs


def _run_cli(target: str, c, tmp_path: Path) -> list[str]:
    out = tmp_path / "out.npz"
    result = CliRunner().invoke(cli, ["run", str(c.hlo), "--target", target, "--input",
                                      str(c.hlo.with_suffix(".npz")), "--output", str(out), "-q"])
    if result.exit_code != 0:
        return [f"xlac run exited {result.exit_code}: {result.output.strip()} {result.exception!r}"]
    _, want = c.arrays()
    with np.load(out) as data:
        got = [_view(data[f"out{k}"], s["dtype"]) for k, s in enumerate(c.meta["outputs"])]
        if len(data.files) != len(want):
            return [f"{len(data.files)} results written, expected {len(want)}"]
    return compare_outputs(got, want, c.rtol, c.atol)


def _binding_sensitive(name: str) -> bool:
    """Cases whose parameters exercise the conversions: rank 0, raw-bits floats, sub-byte ints."""
    ins = case(name).meta["inputs"]
    return any(not s["shape"] or s["dtype"] in ("bf16", "f16", "s4", "u4") or s["dtype"].startswith("f8")
               for s in ins)


CPU_CASES = [n for n in case_ids() if _binding_sensitive(n)]


@pytest.mark.parametrize("name", case_ids())
def test_interpreter_through_cli(name: str, tmp_path: Path) -> None:
    check_case("interpreter", name, lambda c: _run_cli("interpreter", c, tmp_path))


@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in CPU_CASES else pytest.mark.slow)
                                  for n in case_ids() if n in CPU_CASES or "/" not in n])
def test_cpu_through_cli(name: str, tmp_path: Path) -> None:
    check_case("cpu", name, lambda c: _run_cli("cpu", c, tmp_path))


def test_some_cases_bind_rank0_inputs() -> None:
    """The fast cpu subset is not empty: the corpus has rank-0 parameters to bind."""
    assert any(not s["shape"] for n in CPU_CASES for s in case(n).meta["inputs"])
