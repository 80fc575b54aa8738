"""Every conformance corpus (tests/corpus/*) on every target, against the outputs real XLA computed.

One suite parametrized over (configuration, case id); what a configuration cannot run is listed
with the reason in tests/known_failures.toml under the configuration's name, keyed by case id
(``name`` for the JAX corpus, ``corpus/name`` for the others).
"""

from __future__ import annotations

import pytest

from corpus import case_ids, check_case, corpus_dirs, known_failures
from xlac.driver import compare_outputs, compile_module, load_module
from xlac.targets.base import CompileOptions


# configuration name -> (target, compile options)
CONFIGS = {
    "interpreter": ("interpreter", CompileOptions()),
    "cpu": ("cpu", CompileOptions(opt_level=2)),
    "cpu-O0": ("cpu", CompileOptions(opt_level=0)),
    "cpu-O3": ("cpu", CompileOptions(opt_level=3)),
}


def _runner(config: str):
    target, options = CONFIGS[config]

    def run(c) -> list[str]:
        module = load_module(c.hlo)
        ins, outs = c.arrays()
        got = compile_module(module, target, options).run(None, *ins)
        return compare_outputs(got, outs, c.rtol, c.atol)

    return run


@pytest.mark.parametrize("name", case_ids())
@pytest.mark.parametrize("config", list(CONFIGS))
def test_matches_xla(config: str, name: str) -> None:
    check_case(config, name, _runner(config))


def test_every_corpus_is_found() -> None:
    assert {"jax", "xla-semantics"} <= set(corpus_dirs())


@pytest.mark.parametrize("config", list(CONFIGS))
def test_known_failures_name_real_cases(config: str) -> None:
    """A stale entry (a renamed or deleted case) would otherwise sit in the manifest forever."""
    stale = sorted(set(known_failures().get(config, {})) - set(case_ids()))
    assert not stale, f"tests/known_failures.toml [{config}] lists cases that do not exist: {stale}"
