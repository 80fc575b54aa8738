"""Property test: random elementwise / broadcast / reduce / reshape / bitcast programs, with
random layouts, compute exactly the same bits (NaNs aside) before and after optimization at
every level."""

from __future__ import annotations

from buffer_simulator import BufferSimulator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pass_testing import evaluate, parse, same_bits
from random_programs import programs, random_inputs

from xlac.hlo.printer import print_module
from xlac.passes.buffer_assignment import assign_buffers
from xlac.passes.pipeline import optimize


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=programs(), level=st.integers(1, 3), seed=st.integers(0, 2**16))
def test_optimization_keeps_every_bit(text: str, level: int, seed: int) -> None:
    before = parse(text)
    after = parse(text)
    optimize(after, level, verify_each=True)
    reparsed = parse(print_module(after))
    inputs = random_inputs(before, seed)
    want, got = evaluate(before, inputs), evaluate(reparsed, inputs)
    for k, (w, g) in enumerate(zip(want, got)):
        assert same_bits(w, g), f"result {k} differs at -O{level}:\n{text}\nwant {w}\ngot  {g}\n{print_module(after)}"
    for module in (before, reparsed):  # and the same bits when run out of the assigned buffers
        simulated = BufferSimulator(module, assign_buffers(module)).run(inputs)
        for k, (w, g) in enumerate(zip(want, simulated)):
            assert same_bits(w, g), f"buffers: result {k} differs:\n{print_module(module)}\nwant {w}\ngot  {g}"
