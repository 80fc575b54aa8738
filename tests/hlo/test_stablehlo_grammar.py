"""grammars/stablehlo.lark, the reference grammar of the StableHLO front end, against the reader
(xlac/hlo/mlir_syntax.py): both accept every StableHLO text of the corpus and the samples, and
both refuse what is broken (Lark's Earley parser here: the grammar is for reading, the reader for speed)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from lark import Lark
from lark.exceptions import LarkError

from xlac.errors import XlacError
from xlac.hlo.mlir_syntax import read_module

REPO = Path(__file__).resolve().parents[2]
STABLEHLO_ONLY = sorted((REPO / "tests" / "corpus" / "stablehlo").glob("*.mlir")) + sorted((REPO / "samples").glob("*.mlir"))
JAX_TWINS = sorted((REPO / "tests" / "corpus" / "jax").glob("*.mlir"))
# Earley is slow: the slow tier reads every sixth twin and every one with a construct the others lack
SAMPLED = JAX_TWINS[::6] + [p for p in JAX_TWINS if p.stem.startswith(("sharded", "opt_", "linalg_"))]


@cache
def grammar() -> Lark:
    return Lark((REPO / "grammars" / "stablehlo.lark").read_text(), parser="earley", lexer="dynamic")


def test_there_are_texts_to_read() -> None:
    assert len(STABLEHLO_ONLY) >= 30 and len(JAX_TWINS) >= 400


@pytest.mark.parametrize("path", STABLEHLO_ONLY, ids=[p.stem for p in STABLEHLO_ONLY])
def test_grammar_and_reader_accept(path: Path) -> None:
    text = path.read_text()
    grammar().parse(text)
    read_module(text, str(path))


@pytest.mark.slow
@pytest.mark.parametrize("path", sorted(set(SAMPLED)), ids=[p.stem for p in sorted(set(SAMPLED))])
def test_grammar_accepts_the_jax_twins(path: Path) -> None:
    grammar().parse(path.read_text())


GOOD = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n"


@pytest.mark.parametrize("broken", [
    GOOD[:-3],                                   # the region is not closed
    GOOD.replace(": tensor<4xf32>\n  return", ": \n  return"),  # no type after ':'
    GOOD.replace("(%a: tensor<4xf32>)", "(%a tensor<4xf32>)"),  # no ':' in the argument
    GOOD.replace("%0 = ", "%0 == "),
    GOOD.replace("-> tensor<4xf32> {", "-> tensor<4xf32 {"),
])
def test_grammar_and_reader_refuse(broken: str) -> None:
    with pytest.raises(LarkError):
        grammar().parse(broken)
    with pytest.raises(XlacError):
        read_module(broken, "broken.mlir")
