"""cse: identical instructions merge; side effects, different constants and attributes do not."""

from pass_testing import check, count

DUPLICATES = """
HloModule m
sum_a { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
sum_b { x = f32[] parameter(0)  y = f32[] parameter(1)  ROOT t = f32[] add(x, y) }
ENTRY e {
  p = f32[4,8] parameter(0)
  e1 = f32[4,8] exponential(p)
  e2 = f32[4,8] exponential(p)
  z1 = f32[] constant(0)
  z2 = f32[] constant(0)
  r1 = f32[4] reduce(e1, z1), dimensions={1}, to_apply=sum_a
  r2 = f32[4] reduce(e2, z2), dimensions={1}, to_apply=sum_b
  ROOT o = f32[4] add(r1, r2)
}
"""

DISTINCT = """
HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  zero = f32[] constant(0)
  negzero = f32[] constant(-0.0)
  a = f32[4] broadcast(zero), dimensions={}
  b = f32[4] broadcast(negzero), dimensions={}
  lt = pred[4] compare(p, a), direction=LT
  gt = pred[4] compare(p, a), direction=GT
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  r1 = f32[4] rng(lo, hi), distribution=rng_uniform
  r2 = f32[4] rng(lo, hi), distribution=rng_uniform
  ROOT t = (f32[4], f32[4], pred[4], pred[4], f32[4], f32[4]) tuple(a, b, lt, gt, r1, r2)
}
"""


def test_duplicates_merge_even_with_identical_reducers() -> None:
    plain = check(DUPLICATES, ["cse"])
    assert count(plain, "exponential") == 1 and count(plain, "reduce") == 1 and count(plain, "constant") == 1


def test_zero_signs_directions_and_rng_stay_apart() -> None:
    plain = check(DISTINCT, ["cse"])
    assert count(plain, "broadcast") == 2 and count(plain, "compare") == 2 and count(plain, "rng") == 2
