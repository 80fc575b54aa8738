"""Edge semantics of single ops where a target once differed from XLA:CPU (jax 0.10.2), found by
comparing hundreds of generated cases with XLA's outputs; each pinned here with XLA's values."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import compile_module, load_text


def run(text: str, *inputs: np.ndarray, target: str) -> list[np.ndarray]:
    return compile_module(load_text(text, "t.hlo"), target).run(None, *inputs)


@pytest.mark.parametrize("target", ["cpu", "interpreter", "xacc"])
@pytest.mark.parametrize("exponent_bits,mantissa_bits", [(8, 0), (5, 0), (4, 0), (8, 1)])
def test_reduce_precision_keeps_nan_with_no_mantissa_bits(target: str, exponent_bits: int, mantissa_bits: int) -> None:
    """XLA:CPU keeps each NaN as it is (its bits), where XLA's older emitter made it inf."""
    text = (f"ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] reduce-precision(p), "
            f"exponent_bits={exponent_bits}, mantissa_bits={mantissa_bits}\n}}\n")
    x = np.array([np.nan, 1.5, -np.inf, -np.nan], np.float32)
    (got,) = run(text, x, target=target)
    two = 0x40000000 if mantissa_bits == 0 else 0x3FC00000
    assert got.view(np.uint32).tolist() == [0x7FC00000, two, 0xFF800000, 0xFFC00000]


SUM = """HloModule s
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  p = f32[%s] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[%s] reduce(p, z), dimensions={%s}, to_apply=add
}
"""


@pytest.mark.parametrize("dims,reduced,kept", [("2000000", "0", ""), ("3,700000", "1", "3"), ("40,50000", "0,1", "")])
def test_long_float_sums_stay_accurate(dims: str, reduced: str, kept: str) -> None:
    """XLA:CPU sums 2M values of 0.1 to 200000.0 (exact: 200000.003); one running vector
    accumulator gave 200044.7 (2.2e-4 off), a tree of partial sums 199999.83."""
    shape = tuple(int(d) for d in dims.split(","))
    x = np.full(shape, 0.1, np.float32)
    (got,) = run(SUM % (dims, kept, reduced), x, target="cpu")
    want = x.astype(np.float64).sum(axis=tuple(int(d) for d in reduced.split(",")))
    np.testing.assert_allclose(got, want, rtol=2e-6)


@pytest.mark.parametrize("dtype", ["c64", "c128"])
def test_complex_bitcasts_compile(dtype: str) -> None:
    """XLA's optimized jnp.fft.rfft(x, n=7, axis=1) ends in a complex bitcast; cpu failed on
    any (its element width was unknown for the complex struct)."""
    text = (f"ENTRY e {{\n  p = {dtype}[2,3]{{1,0}} parameter(0)\n  n = {dtype}[2,3]{{1,0}} negate(p)\n"
            f"  t = {dtype}[3,2]{{0,1}} bitcast(n)\n  ROOT c = {dtype}[3,2]{{1,0}} copy(t)\n}}\n")
    x = (np.arange(6) + 1j * np.arange(6, 12)).reshape(2, 3).astype(np.complex64 if dtype == "c64" else np.complex128)
    (got,) = run(text, x, target="cpu")
    np.testing.assert_array_equal(got, -x.T)
