"""xacc against XLA at the edges a comparison with jax's XLA:CPU found: padding and dilation holes
in reduce-window, NaN through reduce-precision with no mantissa bits, complex division by zero
and infinity, and bitcast-converts that change the width of a sub-byte type."""

from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest
from cli_runner import xlac
from conftest import assert_same, run_both

from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.registry import get_target


def _xacc(text: str, *args: np.ndarray) -> list[np.ndarray]:
    return get_target("xacc").compile(load_text(text)).run(None, *args)


# ---- reduce-window: the init value counts once, holes are skipped --------------------------

_RW_PAD = """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  p = f32[4] parameter(0)
  c = f32[] constant(7)
  ROOT rw = f32[5] reduce-window(p, c), window={size=2 pad=1_1}, to_apply=add
}"""


def test_reduce_window_padding_holes_do_not_add_the_init_value_again() -> None:
    got = _xacc(_RW_PAD, np.array([1, 2, 3, 4], np.float32))[0]
    np.testing.assert_array_equal(got, [8, 10, 12, 14, 11])  # XLA: init once, padding skipped


def test_reduce_window_base_dilation_holes_are_skipped() -> None:
    assert_same("""HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  p = f32[6,9] parameter(0)
  c = f32[] constant(1)
  ROOT rw = f32[10,8] reduce-window(p, c), window={size=2x2 lhs_dilate=2x1}, to_apply=add
}""")


def test_reduce_window_multiply_with_padding_on_integers() -> None:
    text = """HloModule m
mul {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] multiply(a, b)
}
ENTRY e {
  p = s32[3] parameter(0)
  c = s32[] constant(2)
  ROOT rw = s32[4] reduce-window(p, c), window={size=2 pad=1_1}, to_apply=mul
}"""
    got = _xacc(text, np.array([1, 2, 3], np.int32))[0]
    np.testing.assert_array_equal(got, [2, 4, 12, 6])
    assert_same(text)


def test_variadic_reduce_window_with_padding_and_dilation() -> None:
    assert_same("""HloModule m
argmax {
  av = f32[] parameter(0)
  ai = s32[] parameter(1)
  bv = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(av, bv), direction=GE
  v = f32[] select(gt, av, bv)
  i = s32[] select(gt, ai, bi)
  ROOT t = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  p = f32[5,4] parameter(0)
  q = s32[5,4] parameter(1)
  c = f32[] constant(-1)
  z = s32[] constant(-7)
  ROOT rw = (f32[6,8], s32[6,8]) reduce-window(p, q, c, z), window={size=3x2 pad=1_2x1_1 lhs_dilate=1x2},
    to_apply=argmax
}""", [np.full((5, 4), -5, np.float32), np.arange(20, dtype=np.int32).reshape(5, 4)])


# ---- reduce-precision: NaN stays NaN with no mantissa bits ----------------------------------


@pytest.mark.parametrize("dt,ebits", [("f32", 8), ("f32", 5), ("bf16", 5), ("bf16", 8)])
def test_reduce_precision_keeps_nan_with_no_mantissa_bits(dt: str, ebits: int) -> None:
    text = f"""HloModule m
ENTRY e {{
  p = {dt}[3] parameter(0)
  ROOT r = {dt}[3] reduce-precision(p), exponent_bits={ebits}, mantissa_bits=0
}}"""
    x = np.array([np.nan, 1.5, -np.inf], np.float32).astype(ml_dtypes.bfloat16 if dt == "bf16" else np.float32)
    got = _xacc(text, x)[0].astype(np.float32)
    assert np.isnan(got[0])  # XLA selects the NaN input back (the rounding alone made it -0)
    np.testing.assert_array_equal(got[1:], [2, -np.inf])


@pytest.mark.parametrize("ebits,mbits", [(8, 7), (8, 3), (5, 2), (4, 3), (5, 10), (11, 52), (3, 1)])
def test_reduce_precision_on_bf16(ebits: int, mbits: int) -> None:
    rng = np.random.default_rng(ebits * 100 + mbits)
    x = np.concatenate([rng.standard_normal(30) * 10.0 ** rng.integers(-8, 8, 30),
                        [65504, 65520, 1e5, 1e-5, 6e-8, 3e38, -np.inf, 0.0, -0.0]]).astype(ml_dtypes.bfloat16)
    assert_same(f"""HloModule m
ENTRY e {{
  p = bf16[39] parameter(0)
  ROOT r = bf16[39] reduce-precision(p), exponent_bits={ebits}, mantissa_bits={mbits}
}}""", [x], rtol=0, atol=0)


# ---- complex division: XLA's fix-ups for zeros and infinities -------------------------------

_CDIV = """HloModule m
ENTRY e {
  a = c64[2] parameter(0)
  b = c64[2] parameter(1)
  d = c64[2] divide(a, b)
  one = c64[] constant((1, 0))
  ones = c64[2] broadcast(one), dimensions={}
  r = c64[2] divide(ones, b)
  ROOT t = (c64[2], c64[2]) tuple(d, r)
}"""


def test_complex_division_by_zero() -> None:
    a = np.array([1 + 2j, -3 + 0.5j], np.complex64)
    b = np.array([0j, complex(-0.0, 0.0)], np.complex64)
    d, r = _xacc(_CDIV, a, b)
    np.testing.assert_array_equal(d, np.array([complex(np.inf, np.inf), complex(np.inf, -np.inf)], np.complex64))
    np.testing.assert_array_equal(r.real, [np.inf, -np.inf])
    assert np.isnan(r.imag).all()


def test_complex_division_special_values_match_the_interpreter() -> None:
    # no part ratio is subnormal: the vector unit flushes those to zero (as XLA:CPU's FTZ does),
    # the numpy interpreter does not
    parts = [0.0, -0.0, 1.0, -2.5, 1e30, np.inf, -np.inf, np.nan]
    grid = [complex(re, im) for re, im in itertools.product(parts, parts)]
    pairs = list(itertools.product(grid, grid))
    a = np.array([p[0] for p in pairs], np.complex64)
    b = np.array([p[1] for p in pairs], np.complex64)
    text = f"""HloModule m
ENTRY e {{
  a = c64[{len(pairs)}] parameter(0)
  b = c64[{len(pairs)}] parameter(1)
  ROOT d = c64[{len(pairs)}] divide(a, b)
}}"""
    (got,), (want,) = run_both(text, [a, b])
    for part in (np.real, np.imag):
        np.testing.assert_array_equal(part(got), part(want))  # NaN where NaN, infinities signed


# ---- bitcast-convert across a sub-byte width: refused at compile time ------------------------


def _bcc(src: str, dst: str, root: bool) -> str:
    if root:
        return f"HloModule m\nENTRY e {{\n  p = {src} parameter(0)\n  ROOT r = {dst} bitcast-convert(p)\n}}"
    return (f"HloModule m\nENTRY e {{\n  p = {src} parameter(0)\n  r = {dst} bitcast-convert(p)\n"
            f"  ROOT n = {dst} add(r, r)\n}}")


@pytest.mark.parametrize("root", [True, False], ids=["aliased", "in-kernel"])
@pytest.mark.parametrize("src,dst", [("u8[2]", "s4[2,2]"), ("u8[2]", "u4[2,2]"), ("s4[2,2]", "u8[2]"),
                                     ("f32[2]", "s4[2,8]"), ("s4[2,8]", "f32[2]"), ("u16[3]", "u4[3,4]")])
def test_bitcast_convert_changing_a_sub_byte_width_is_refused(src: str, dst: str, root: bool) -> None:
    with pytest.raises(XlacError, match=r"unsupported on xacc: bitcast-convert \w+ -> \w+ \(sub-byte"):
        get_target("xacc").compile(load_text(_bcc(src, dst, root)))


@pytest.mark.parametrize("dst", ["s2[2,4]", "f4e2m1fn[2,2]"])
def test_bitcast_convert_to_an_unsupported_sub_byte_type_is_refused(dst: str) -> None:
    with pytest.raises(XlacError, match="unsupported on xacc: dtype"):
        get_target("xacc").compile(load_text(_bcc("u8[2]", dst, True)))


def test_bitcast_convert_u8_to_s4_is_a_clean_cli_error(tmp_path) -> None:
    hlo = tmp_path / "m.hlo"
    hlo.write_text(_bcc("u8[2]", "s4[2,2]", True))
    arg = tmp_path / "in0.npy"
    np.save(arg, np.array([18, 248], np.uint8))
    r = xlac("run", str(hlo), "--target", "xacc", "--input", str(arg))
    assert r.returncode == 1
    assert "unsupported on xacc: bitcast-convert u8 -> s4" in r.stderr and "device fault" not in r.stderr


@pytest.mark.parametrize("root", [True, False], ids=["aliased", "in-kernel"])
def test_bitcast_convert_between_s4_and_u4_still_runs(root: bool) -> None:
    s4 = np.arange(-8, 8).astype(ml_dtypes.int4)
    got = _xacc(_bcc("s4[16]", "u4[16]", root), s4)[0].astype(np.int32)
    want = np.arange(-8, 8) & 15
    np.testing.assert_array_equal(got, want if root else (2 * want) & 15)
    u4 = np.arange(16).astype(ml_dtypes.uint4)
    got = _xacc(_bcc("u4[16]", "s4[16]", root), u4)[0].astype(np.int32)
    u = np.arange(16) if root else (2 * np.arange(16)) & 15
    np.testing.assert_array_equal(got, (u ^ 8) - 8)  # s4 wraps: the nibble read as two's complement
