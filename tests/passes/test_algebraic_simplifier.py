"""algebraic-simplifier: exact identities fire; inexact ones (x + 0, float x * 0, x - x) do not."""

import pytest
from pass_testing import check, count

PASSES = ["algebraic-simplifier", "dce"]


def _binary(dtype: str, op: str, constant: str) -> str:
    return f"""
HloModule m
ENTRY e {{
  p = {dtype}[6] parameter(0)
  c = {dtype}[] constant({constant})
  b = {dtype}[6] broadcast(c), dimensions={{}}
  ROOT r = {dtype}[6] {op}(p, b)
}}
"""


@pytest.mark.parametrize("dtype,op,constant", [
    ("f32", "add", "-0.0"), ("s32", "add", "0"), ("f32", "subtract", "0"), ("f32", "multiply", "1"),
    ("s32", "multiply", "1"), ("f32", "divide", "1"), ("u8", "or", "0"), ("s32", "xor", "0"),
    ("pred", "and", "true"), ("pred", "or", "false"),
])
def test_identities_fold_to_the_operand(dtype: str, op: str, constant: str) -> None:
    check(_binary(dtype, op, constant), PASSES, contains=[f"ROOT p = {dtype}[6]"])


@pytest.mark.parametrize("dtype,op,constant", [
    ("f32", "add", "0"),  # -0 + 0 = +0
    ("f32", "subtract", "-0.0"),  # -0 - -0 = +0
    ("f32", "multiply", "0"),  # inf * 0 = nan
    ("c64", "multiply", "(1, 0)"),  # (inf + 0i)(1 + 0i) has a NaN part
    ("f32", "divide", "3"),  # 1/3 is not exact
])
def test_inexact_identities_stay(dtype: str, op: str, constant: str) -> None:
    check(_binary(dtype, op, constant), PASSES, contains=[f" {op}(p"])


def test_integer_times_zero_is_zero() -> None:
    check(_binary("s32", "multiply", "0"), PASSES, lacks=["multiply("], contains=["ROOT b = s32[6]{0} broadcast(c)"])


def test_divide_by_power_of_two_multiplies_by_exact_reciprocal() -> None:
    check(_binary("f32", "divide", "4"), PASSES, contains=["constant(0.25)", "multiply(p"], lacks=["divide("])


def test_x_minus_x_is_not_zero() -> None:
    check("HloModule m\nENTRY e {\n p = f32[4] parameter(0)\n ROOT d = f32[4] subtract(p, p)\n}\n", PASSES,
          contains=["subtract(p, p)"])


SHAPES = """
HloModule m
ENTRY e {
  p = f32[2,3,4] parameter(0)
  n1 = f32[2,3,4] negate(p)
  n2 = f32[2,3,4] negate(n1)
  t1 = f32[4,2,3] transpose(n2), dimensions={2,0,1}
  t2 = f32[3,4,2] transpose(t1), dimensions={2,0,1}
  t3 = f32[2,3,4] transpose(t2), dimensions={2,0,1}
  r1 = f32[6,4] reshape(t3)
  r2 = f32[24] reshape(r1)
  r3 = f32[2,12] reshape(r2)
  s1 = f32[2,10] slice(r3), slice={[0:2], [1:11]}
  s2 = f32[1,4] slice(s1), slice={[1:2], [2:10:2]}
  full = f32[1,4] slice(s2), slice={[0:1], [0:4]}
  cv = f32[1,4] convert(full)
  cc = f32[1,4] concatenate(cv), dimensions={0}
  z = f32[] constant(0)
  pd = f32[1,4] pad(cc, z), padding=0_0x0_0
  ROOT cp = f32[1,4] copy(pd)
}
"""


def test_shape_chains_collapse() -> None:
    plain = check(SHAPES, PASSES, lacks=["negate(", "transpose(", "convert(", "concatenate(", "pad(", "copy("])
    assert count(plain, "reshape") == 1 and count(plain, "slice") == 1
    assert "slice={[1:2], [3:10:2]}" in plain


BROADCASTS = """
HloModule m
ENTRY e {
  p = f32[3] parameter(0)
  r = f32[3,1] reshape(p)
  b = f32[3,1] broadcast(r), dimensions={0,1}
  b2 = f32[2,3,1] broadcast(b), dimensions={1,2}
  b3 = f32[2,3,1,5] broadcast(b2), dimensions={0,1,2}
  c = f32[] constant(2)
  cb = f32[2,3,1,5] broadcast(c), dimensions={}
  e = f32[2,3,1,5] exponential(cb)
  ROOT m = f32[2,3,1,5] multiply(b3, e)
}
"""


def test_broadcast_chains_and_scalar_sinking() -> None:
    plain = check(BROADCASTS, PASSES + ["constant-folding", "dce"])
    assert count(plain, "broadcast") == 2 and count(plain, "exponential") == 0
    assert "broadcast(p), dimensions={1}" in plain


SELECTS = """
HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  t = pred[] constant(true)
  tb = pred[4] broadcast(t), dimensions={}
  s1 = f32[4] select(tb, a, b)
  p = pred[4] parameter(2)
  s2 = f32[4] select(p, s1, s1)
  i = s32[] constant(7)
  zero = s32[] constant(0)
  ds = f32[2] dynamic-slice(s2, i), dynamic_slice_sizes={2}
  ROOT o = (f32[2], f32[4]) tuple(ds, s2)
}
"""


def test_constant_selects_and_clamped_dynamic_slices() -> None:
    check(SELECTS, PASSES, lacks=["select(", "dynamic-slice("], contains=["slice(a), slice={[2:4]}"])


def test_layout_changing_copy_stays() -> None:
    check("HloModule m\nENTRY e {\n p = f32[2,3]{1,0} parameter(0)\n ROOT c = f32[2,3]{0,1} copy(p)\n}\n",
          PASSES, contains=["copy(p)"])
