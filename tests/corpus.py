"""The conformance corpora (tests/corpus/<name>/): cases, inputs, the outputs real XLA computed,
and the one known-failures manifest (tests/known_failures.toml) that says what a target cannot run.

The repository is the corpus's source: a clone alone tests xlac against XLA. ``XLAC_CORPUS``
points at another directory of the same format instead (for trying a new batch)."""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from xlac.hlo.dtypes import dtype

REPO = Path(__file__).resolve().parents[1]
CORPORA_DIR = REPO / "tests" / "corpus"
CORPUS = Path(os.environ.get("XLAC_CORPUS", CORPORA_DIR / "jax"))
KNOWN_FAILURES = REPO / "tests" / "known_failures.toml"


@dataclass
class Case:
    name: str
    category: str
    hlo: Path
    rtol: float
    atol: float
    meta: dict

    def arrays(self) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Inputs and expected outputs with their true dtypes (bf16/f8 raw bits viewed)."""
        with np.load(self.hlo.with_suffix(".npz")) as data:
            ins = [_view(data[f"in{k}"], s["dtype"]) for k, s in enumerate(self.meta["inputs"])]
            outs = [_view(data[f"out{k}"], s["dtype"]) for k, s in enumerate(self.meta["outputs"])]
        return ins, outs


def _view(arr: np.ndarray, name: str) -> np.ndarray:
    dt = dtype(name).np
    return arr.view(dt) if arr.dtype != dt and arr.dtype.itemsize == dt.itemsize else arr.astype(dt)


@lru_cache(maxsize=1)
def cases() -> list[Case]:
    if not (CORPUS / "manifest.json").exists():
        raise FileNotFoundError(f"no conformance corpus at {CORPUS} (manifest.json missing)")
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    return [Case(m["name"], m["category"], CORPUS / f"{m['name']}.hlo", m["rtol"], m["atol"], m)
            for m in manifest]


def case_names() -> list[str]:
    return [c.name for c in cases()]


def case(name: str) -> Case:
    return next(c for c in cases() if c.name == name)


@lru_cache(maxsize=1)
def known_failures() -> dict[str, dict[str, str]]:
    """{target: {case: reason}}."""
    if not KNOWN_FAILURES.exists():
        return {}
    return tomllib.loads(KNOWN_FAILURES.read_text())


def check_case(target: str, name: str, run) -> None:
    """Run ``run(case) -> list of problems`` under the known-failures manifest for ``target``.

    A listed case must still fail (strict): once it passes, the test asks for its removal.
    """
    import pytest

    c = case(name)
    reason = known_failures().get(target, {}).get(name)
    if reason is None:
        problems = run(c)
        assert not problems, "\n".join(problems)
        return
    try:
        problems = run(c)
    except Exception as e:  # noqa: BLE001 - a listed case may fail any way
        problems = [f"{type(e).__name__}: {e}"]
    if problems:
        pytest.xfail(f"unsupported on {target}: {reason}")
    pytest.fail(f"{name} now passes on {target}; remove it from tests/known_failures.toml")
