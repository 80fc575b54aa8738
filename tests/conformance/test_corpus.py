"""Every conformance corpus (tests/corpus/*) on every registered target, against the outputs real
XLA computed.

One suite parametrized over (configuration, case id). The configurations come from the registry
(each target's ``conformance`` table: "cpu", "cpu-O0"...), so a new target, in-tree or installed
through the ``xlac.targets`` entry point, is tested with no edit here. What a configuration
cannot run is listed with the reason in tests/known_failures.toml under the configuration's name,
keyed by case id (``name`` for the JAX corpus, ``corpus/name`` for the others).
"""

from __future__ import annotations

import numpy as np
import pytest
from corpus import DEFAULT_CORPUS, FORMS, case_ids, cases, check_case, corpus_dirs, known_failures

from xlac.driver import compare_outputs, load_module
from xlac.registry import get_target, target_names


def configurations() -> dict[str, tuple[str, dict]]:
    """configuration name -> (target, option values)."""
    configs = {}
    for name in target_names():
        for suffix, values in get_target(name).conformance.items():
            configs[f"{name}-{suffix}" if suffix else name] = (name, values)
    return configs


CONFIGS = configurations()


def _runner(config: str):
    name, values = CONFIGS[config]
    target = get_target(name)

    def run(c) -> list[str]:
        module = load_module(c.hlo)
        ins, outs = c.arrays()
        got = target.compile(module, target.options(**values)).run(None, *ins)
        return compare_outputs(got, outs, c.rtol, c.atol)

    return run


def _marks(config: str) -> tuple[str, ...]:
    """The configuration's pytest marks: its target's ``test_marks`` (nvptx: "gpu", deselected
    where no GPU is present) unless ``conformance_marks`` names its own (nvptx's host simulation:
    none)."""
    name, _ = CONFIGS[config]
    target = get_target(name)
    marks = tuple(target.test_marks)
    return tuple(target.conformance_marks.get(config[len(name) + 1:], marks)) if config != name else marks


def _params() -> list:
    """(config, case id) pairs, each with its configuration's marks (``_marks``). Tiers: a
    target's main configuration runs every corpus in the fast tier, and so does one that runs
    where the main one cannot (other marks: nvptx's host simulation without a GPU); its variants
    (cpu -O0, -O3) run the JAX corpus there and the other corpora in the slow tier (`make
    test-slow`), which keeps `make test` within its time on 2 cores. Every case runs from each
    text form it has (NAME.hlo, and NAME.mlir: StableHLO); the StableHLO forms run in the fast
    tier on each target's main configuration, on the others (variants, nvptx-sim) in the slow one.
    A configuration marked "slow" (the cpu target's ISA levels) runs the HLO forms, all slow."""
    out = []
    for config in CONFIGS:
        name, values = CONFIGS[config]
        target_marks = [getattr(pytest.mark, m) for m in _marks(config)]
        variant = config != name and _marks(config) == _marks(name)
        slow_only = "slow" in _marks(config)  # a slow configuration runs each case once, from its HLO text
        for c in cases(forms=FORMS):
            if slow_only and c.form != "hlo":
                continue
            slow = (variant and c.corpus != DEFAULT_CORPUS) or (config != name and c.form != "hlo")
            marks = target_marks + ([pytest.mark.slow] if slow else [])
            out.append(pytest.param(config, c.id, marks=marks, id=f"{config}-{c.id}"))
    return out


@pytest.mark.parametrize(("config", "name"), _params())
def test_matches_xla(config: str, name: str) -> None:
    check_case(config, name, _runner(config))


def test_every_corpus_is_found() -> None:
    assert {"jax", "xla-semantics"} <= set(corpus_dirs())


@pytest.mark.parametrize("config", list(CONFIGS))
def test_known_failures_name_real_cases(config: str) -> None:
    """A stale entry (a renamed or deleted case) would otherwise sit in the manifest forever."""
    stale = sorted(set(known_failures().get(config, {})) - set(case_ids()))
    assert not stale, f"tests/known_failures.toml [{config}] lists cases that do not exist: {stale}"


def test_compare_outputs_takes_infinite_parts_part_by_part() -> None:
    """A complex value with a NaN part never equals itself, so inf+nanj against the same inf+nanj
    counted as an infinity mismatch (the dw_complex_div_by_zero case failed on every target
    with XLA's own answer); another infinity in either part still differs."""
    c = lambda *v: np.array(v, np.complex64)  # noqa: E731
    assert compare_outputs([c(complex(np.inf, np.nan))], [c(complex(np.inf, np.nan))], 1e-6, 0) == []
    assert compare_outputs([c(complex(np.inf, np.nan))], [c(complex(np.nan, np.inf))], 1e-6, 0)
    assert compare_outputs([c(complex(0, np.inf))], [c(complex(0, -np.inf))], 1e-6, 0)
    assert compare_outputs([np.array([np.inf])], [np.array([-np.inf])], 1e-6, 0)
    # the finite part beside an infinite one is compared within the tolerance (an H200's f64
    # exp was 1 ulp from XLA:CPU's in dw_c128_exp_trig_edges), and still compared
    z = lambda *v: np.array(v, np.complex128)  # noqa: E731
    assert compare_outputs([z(complex(1.207032523454528e308, np.inf))],
                           [z(complex(1.2070325234545283e308, np.inf))], 1e-6, 0) == []
    assert compare_outputs([z(complex(1.0, np.inf))], [z(complex(2.0, np.inf))], 1e-6, 0)
    assert compare_outputs([z(complex(np.inf, 1.0))], [z(complex(np.inf, np.nan))], 1e-6, 0)
