"""Every corpus case compiled for the host cpu (in memory), against the outputs real XLA computed."""

from __future__ import annotations

import pytest

from corpus import case_names, check_case
from xlac.driver import compare_outputs, compile_module, load_module

pytestmark = pytest.mark.skipif(not case_names(), reason="../shared/corpus is not present")


def _run(c) -> list[str]:
    module = load_module(c.hlo)
    ins, outs = c.arrays()
    got = compile_module(module, "cpu").run(None, *ins)
    return compare_outputs(got, outs, c.rtol, c.atol)


@pytest.mark.parametrize("name", case_names())
def test_cpu_matches_xla(name: str) -> None:
    check_case("cpu", name, _run)
