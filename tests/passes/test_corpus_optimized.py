"""Every corpus case, optimized at -O1, -O2 and -O3, prints as HLO that parses and verifies, and
still computes what real XLA computed."""

import pytest
from corpus import case, case_names, known_failures

from xlac.driver import compare_outputs, compile_module, load_module
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import verify
from xlac.passes.pipeline import optimize


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("name", case_names())
def test_optimized_corpus_case(name: str, level: int) -> None:
    if name in known_failures().get("interpreter", {}):
        pytest.skip("the interpreter itself cannot run this case")
    c = case(name)
    module = load_module(c.hlo)
    optimize(module, level)
    text = print_module(module)
    reparsed = parse_module(text, f"{name}-O{level}.hlo")
    verify(reparsed)
    ins, outs = c.arrays()
    got = compile_module(reparsed, "interpreter").run(None, *ins)
    problems = compare_outputs(got, outs, c.rtol, c.atol)
    assert not problems, "\n".join(problems)
