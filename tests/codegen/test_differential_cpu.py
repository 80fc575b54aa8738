"""Property test: random elementwise / broadcast / reduce / reshape / layout programs compiled for
the host cpu compute what the interpreter computes (integers exactly, floats within 1e-5)."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_programs import programs, random_inputs

from xlac.driver import compare_outputs, compile_module, load_text
from xlac.targets.base import CompileOptions


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=programs(), opt_level=st.sampled_from([0, 2]), seed=st.integers(0, 2**16))
def test_cpu_matches_interpreter(text: str, opt_level: int, seed: int) -> None:
    module = load_text(text, "random.hlo")
    inputs = random_inputs(module, seed)
    with np.errstate(all="ignore"):
        want = compile_module(module, "interpreter").run(None, *inputs)
    got = compile_module(module, "cpu", CompileOptions(opt_level=opt_level)).run(None, *inputs)
    problems = compare_outputs(got, want, rtol=1e-5, atol=1e-6)
    assert not problems, text + "\n" + "\n".join(problems)
