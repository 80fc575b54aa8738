"""rng-bit-generator into every element type: a float output holds the stream's bits (XLA's
values, checked against jax 0.10.2 for f32/f16/bf16/f64/u8/u32/s64, Threefry and Philox, and
pinned here for two). Float outputs failed LLVM's verifier on cpu, and f64 ones stored the
integer words as values."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import compile_module, load_text


def module(state: str, out: str, algorithm: str) -> str:
    return (f"HloModule m\nENTRY e {{\n  s = {state} parameter(0)\n"
            f"  ROOT r = ({state}, {out}) rng-bit-generator(s), algorithm={algorithm}\n}}\n")


@pytest.mark.parametrize("target", ["cpu", "interpreter"])
def test_float_outputs_are_xlas_bits(target: str) -> None:
    exe = compile_module(load_text(module("u64[2]", "f32[4]", "rng_three_fry"), "t"), target)
    state, values = exe.run(None, np.array([1, 2], np.uint64))
    assert state.tolist() == [1, 4]
    assert values.view(np.uint32).tolist() == [43444564, 2150618427, 3979645651, 3745730563]
    exe = compile_module(load_text(module("u64[3]", "f64[3]", "rng_philox"), "t"), target)
    _, values = exe.run(None, np.array([1, 2, 3], np.uint64))
    assert values.view(np.uint64).tolist() == [5869932932755744586, 13107052260063114245, 8234580641674714347]


@pytest.mark.parametrize("out", ["f16[3,5]", "bf16[7]", "f32[]", "u8[6]", "s64[2,2]"])
@pytest.mark.parametrize("algorithm", ["rng_three_fry", "rng_philox"])
def test_cpu_gives_the_interpreters_bits(out: str, algorithm: str) -> None:
    state = "u64[2]" if algorithm == "rng_three_fry" else "u64[3]"
    text = module(state, out, algorithm)
    seed = np.arange(1, 4 if algorithm == "rng_philox" else 3, dtype=np.uint64)
    got, want = (compile_module(load_text(text, "t"), t).run(None, seed) for t in ("cpu", "interpreter"))
    assert [a.tobytes() for a in got] == [a.tobytes() for a in want]
