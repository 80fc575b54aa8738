"""The nvptx target's kernels and host program, run on the host (simulator.py), match XLA's
outputs for every corpus case the target supports: the kernel decomposition, memory plan, copies
and host-side loops and branches are right, whatever the GPU. (The gpu-marked conformance suite
runs the real thing where a GPU is present.)"""

from __future__ import annotations

import pytest
from corpus import case_ids, check_case

from xlac.driver import compare_outputs, load_module
from xlac.targets.nvptx.simulator import SimulatedGpuModule


@pytest.mark.parametrize("name", case_ids())
def test_simulated_kernels_match_xla(name: str) -> None:
    """Under the known-failures manifest: a listed case must still fail (strict)."""

    def run(c) -> list[str]:
        module = load_module(c.hlo)
        ins, outs = c.arrays()
        return compare_outputs(SimulatedGpuModule(module).run(*ins), outs, c.rtol, c.atol)

    check_case("nvptx", name, run)
