"""Property tests: literals of every dtype and random modules survive print -> parse exactly."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.literals import format_literal, parse_literal
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.shapes import array

DTYPES = ["pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f16", "bf16", "f32", "f64",
          "c64", "c128", "f8e4m3fn", "f8e5m2", "s4", "u4"]

dims_st = st.lists(st.integers(0, 4), min_size=0, max_size=3).map(tuple)


def _random_array(dt_name: str, dims: tuple, seed: int) -> np.ndarray:
    dt = BY_NAME[dt_name]
    rng = np.random.default_rng(seed)
    if dt.is_pred:
        return rng.integers(0, 2, dims).astype(bool)
    if dt.is_integer:
        info = np.iinfo(np.int64 if dt.is_signed else np.uint64)
        lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1))) if dt.is_signed else (0, 1 << dt.bits)
        return rng.integers(max(lo, info.min), min(hi, info.max), dims, dtype=np.int64 if dt.is_signed
                            else np.uint64).astype(dt.np)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, 3.0e38, -1.5])
    vals = np.where(rng.random(dims) < 0.3, rng.choice(specials, dims), rng.standard_normal(dims) * 1e3)
    if dt.is_complex:
        return (vals + 1j * rng.standard_normal(dims)).astype(dt.np)
    with np.errstate(over="ignore"):
        return vals.astype(dt.np)


def _same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    if a.dtype.kind == "c":
        return _same_bits(a.real.copy(), b.real.copy()) and _same_bits(a.imag.copy(), b.imag.copy())
    return a.shape == b.shape and a.tobytes() == b.tobytes()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(DTYPES), dims_st, st.integers(0, 2**31))
def test_literal_round_trip_is_bit_exact(dt_name: str, dims: tuple, seed: int) -> None:
    arr = _random_array(dt_name, dims, seed)
    shape = array(BY_NAME[dt_name], dims)
    text = format_literal(arr, shape)
    back = parse_literal(text, shape)
    assert back.dtype == arr.dtype
    dt = BY_NAME[dt_name]
    if dt.is_float and dt.name in ("f32", "f64"):
        # NaN payloads and signs are printed (nan(0x..), -nan) and read back exactly
        assert _same_bits(back, arr), text
    elif dt.is_float:
        np.testing.assert_array_equal(back.astype(np.float64), arr.astype(np.float64))
    else:
        np.testing.assert_array_equal(back, arr)


UNARY = ["negate", "abs", "exponential", "tanh", "sqrt", "floor"]
BINARY = ["add", "multiply", "subtract", "maximum", "minimum", "divide"]


@st.composite
def elementwise_modules(draw) -> str:
    dims = draw(st.lists(st.integers(1, 5), min_size=0, max_size=3))
    shape = f"f32[{','.join(map(str, dims))}]"
    n_params = draw(st.integers(1, 3))
    lines = [f"  p{k} = {shape} parameter({k})" for k in range(n_params)]
    names = [f"p{k}" for k in range(n_params)]
    for k in range(draw(st.integers(1, 12))):
        if draw(st.booleans()):
            op, args = draw(st.sampled_from(UNARY)), [draw(st.sampled_from(names))]
        else:
            op = draw(st.sampled_from(BINARY))
            args = [draw(st.sampled_from(names)), draw(st.sampled_from(names))]
        omit = draw(st.booleans())
        lines.append(f"  v{k} = {'' if omit else shape + ' '}{op}({', '.join(args)})")
        names.append(f"v{k}")
    lines[-1] = "  ROOT" + lines[-1][1:]
    return "HloModule gen\nENTRY e {\n" + "\n".join(lines) + "\n}\n"


@settings(max_examples=60, deadline=None)
@given(elementwise_modules())
def test_random_module_round_trip(text: str) -> None:
    module = parse_module(text, "gen.hlo")
    printed = print_module(module)
    assert print_module(parse_module(printed, "printed.hlo")) == printed
    assert len(module.entry.instructions) == text.count(" = ")
