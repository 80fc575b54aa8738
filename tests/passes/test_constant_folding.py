"""constant-folding: constant expressions become constants; big, random and effectful ones stay."""

from pass_testing import check, count

FOLDABLE = """
HloModule m
add { a = s32[] parameter(0)  b = s32[] parameter(1)  ROOT s = s32[] add(a, b) }
ENTRY e {
  p = s32[4] parameter(0)
  c = s32[4] constant({1, 2, 3, 2147483647})
  one = s32[4] constant({1, 1, 1, 1})
  wrapped = s32[4] add(c, one)
  zero = s32[] constant(0)
  total = s32[] reduce(wrapped, zero), dimensions={0}, to_apply=add
  nan = f32[] constant(nan)
  neg = f32[] negate(nan)
  ROOT t = (s32[4], s32[], f32[]) tuple(add(p, wrapped), total, neg)
}
"""

NOT_FOLDED = """
HloModule m
ENTRY e {
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  r = f32[8] rng(lo, hi), distribution=rng_uniform
  big = f32[] constant(3)
  b = f32[300,300] broadcast(big), dimensions={}
  i = s32[300,300] iota(), iota_dimension=0
  n = f32[300,300] negate(b)
  ROOT t = (f32[8], f32[300,300], s32[300,300]) tuple(r, n, i)
}
"""


def test_constant_expressions_fold_with_xla_semantics() -> None:
    plain = check(FOLDABLE, ["constant-folding", "dce"],
                  contains=["constant({2, 3, 4, -2147483648})", "constant(-nan)", "constant(-2147483639)"])
    assert count(plain, "reduce") == 0 and count(plain, "negate") == 0


def test_random_big_and_cheap_values_stay() -> None:
    plain = check(NOT_FOLDED, ["constant-folding", "dce"])
    assert count(plain, "rng") == 1 and count(plain, "broadcast") == 1 and count(plain, "iota") == 1
