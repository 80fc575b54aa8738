"""The nvptx target's kernels and host program, run on the host (simulator.py), match XLA's
outputs for every corpus case the target supports: the kernel decomposition, memory plan, copies
and host-side loops and branches are right, whatever the GPU. (The gpu-marked conformance suite
runs the real thing where a GPU is present.)"""

from __future__ import annotations

import pytest
from corpus import case, case_names, known_failures

from xlac.driver import compare_outputs, load_module
from xlac.errors import XlacError
from xlac.targets.nvptx.simulator import SimulatedGpuModule

KNOWN = known_failures().get("nvptx", {})


@pytest.mark.parametrize("name", case_names())
def test_simulated_kernels_match_xla(name: str) -> None:
    c = case(name)
    module = load_module(c.hlo)
    if name in KNOWN:
        with pytest.raises(XlacError):
            SimulatedGpuModule(module)
        return
    ins, outs = c.arrays()
    got = SimulatedGpuModule(module).run(*ins)
    problems = compare_outputs(got, outs, c.rtol, c.atol)
    assert not problems, "\n".join(problems)
