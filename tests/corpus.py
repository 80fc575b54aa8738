"""The conformance corpora (tests/corpus/<name>/): cases, inputs, the outputs real XLA computed,
and the one known-failures manifest (tests/known_failures.toml) that says what a target cannot run.

The repository is the corpus's source: a clone alone tests xlac against XLA. ``XLAC_CORPUS``
points at another directory of the same format instead (for trying a new batch)."""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import numpy as np

from xlac.hlo.dtypes import dtype

REPO = Path(__file__).resolve().parents[1]
CORPORA_DIR = REPO / "tests" / "corpus"
# The JAX corpus came first: its case ids are bare names, and XLAC_CORPUS replaces it.
DEFAULT_CORPUS = "jax"
CORPUS = Path(os.environ.get("XLAC_CORPUS", CORPORA_DIR / DEFAULT_CORPUS))
KNOWN_FAILURES = REPO / "tests" / "known_failures.toml"


FORMS = ("hlo", "mlir")


@dataclass
class Case:
    """One case in one text form: ``hlo`` is the model file, HLO text (NAME.hlo) or its
    StableHLO twin (NAME.mlir, the same function as JAX's default ``as_text()`` prints it)."""

    name: str
    category: str
    hlo: Path
    rtol: float
    atol: float
    meta: dict
    corpus: str = DEFAULT_CORPUS
    form: str = "hlo"

    @property
    def base_id(self) -> str:
        """Unique over all corpora: ``name`` in the JAX corpus, ``corpus/name`` elsewhere."""
        return self.name if self.corpus == DEFAULT_CORPUS else f"{self.corpus}/{self.name}"

    @property
    def id(self) -> str:
        """The base id, with ``.mlir`` for the StableHLO form."""
        return self.base_id + (".mlir" if self.form == "mlir" else "")

    def arrays(self) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Inputs and expected outputs with their true dtypes (bf16/f8/s4/u4 raw bits viewed)."""
        with np.load(self.hlo.with_suffix(".npz")) as data:
            ins = [_view(data[f"in{k}"], s["dtype"]) for k, s in enumerate(self.meta["inputs"])]
            outs = [_view(data[f"out{k}"], s["dtype"]) for k, s in enumerate(self.meta["outputs"])]
        return ins, outs


def _view(arr: np.ndarray, name: str) -> np.ndarray:
    dt = dtype(name).np
    return arr.view(dt) if arr.dtype != dt and arr.dtype.itemsize == dt.itemsize else arr.astype(dt)


def corpus_dirs() -> dict[str, Path]:
    """Every corpus by name: each tests/corpus/<name>/ with a manifest (the JAX one first)."""
    dirs = {DEFAULT_CORPUS: CORPUS}
    for d in sorted(CORPORA_DIR.iterdir()) if CORPORA_DIR.is_dir() else []:
        if d.name != DEFAULT_CORPUS and (d / "manifest.json").exists():
            dirs[d.name] = d
    return dirs


@cache
def _load(corpus: str) -> tuple[Case, ...]:
    root = corpus_dirs().get(corpus)
    if root is None or not (root / "manifest.json").exists():
        raise FileNotFoundError(f"no conformance corpus {corpus!r} at {root or CORPORA_DIR / corpus} "
                                f"(manifest.json missing)")
    manifest = json.loads((root / "manifest.json").read_text())
    if not manifest:
        raise FileNotFoundError(f"conformance corpus {corpus!r} at {root} has no cases")
    out = []
    for m in manifest:
        for form in FORMS:
            path = root / f"{m['name']}.{form}"
            if path.exists():
                out.append(Case(m["name"], m["category"], path, m["rtol"], m["atol"], m, corpus, form))
    return tuple(out)


def cases(corpus: str | None = None, forms: tuple[str, ...] = ("hlo",)) -> list[Case]:
    """The cases of one corpus, or of all of them, in the given text forms (HLO text by
    default: most tests are about what comes after the front end)."""
    names = [corpus] if corpus is not None else list(corpus_dirs())
    return [c for n in names for c in _load(n) if c.form in forms]


def case_ids(corpus: str | None = None, forms: tuple[str, ...] = FORMS) -> list[str]:
    return [c.id for c in cases(corpus, forms)]


def case_names(corpus: str = DEFAULT_CORPUS) -> list[str]:
    """Bare names within one corpus (the JAX one unless named): for tests written for it alone."""
    return [c.name for c in cases(corpus)]


def case(ident: str) -> Case:
    """A case by id: ``corpus/name``, or a bare name of the JAX corpus; ``.mlir`` for its
    StableHLO form."""
    form = "mlir" if ident.endswith(".mlir") else "hlo"
    corpus, _, name = ident.removesuffix(".mlir").rpartition("/")
    return next(c for c in cases(corpus or DEFAULT_CORPUS, FORMS) if c.name == name and c.form == form)


@lru_cache(maxsize=1)
def known_failures() -> dict[str, dict[str, str]]:
    """{configuration: {case id: reason}}. A table with ``inherit = "other"`` also lists every
    entry of ``other`` (a target that computes with the reference evaluator, like the toy
    target, fails exactly where the interpreter does)."""
    if not KNOWN_FAILURES.exists():
        return {}
    tables = tomllib.loads(KNOWN_FAILURES.read_text())
    for name, table in tables.items():
        parent = table.pop("inherit", None)
        if parent is not None:
            tables[name] = {**{k: f"as on {parent}: {v}" for k, v in tables[parent].items() if k != "inherit"},
                            **table}
    return tables


def check_case(target: str, name: str, run) -> None:
    """Run ``run(case) -> list of problems`` under the known-failures manifest for ``target``.

    ``name`` is a case id (see ``Case.id``), the key of the manifest's entries. A listed case
    must still fail (strict): once it passes, the test asks for its removal.
    """
    import pytest

    c = case(name)
    listed = known_failures().get(target, {})
    reason = listed.get(name, listed.get(c.base_id))  # the StableHLO form shares its HLO form's entry
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
    if name not in listed:
        return  # the StableHLO form runs where its HLO form does not: nothing to remove
    pytest.fail(f"{name} now passes on {target}; remove it from tests/known_failures.toml")
