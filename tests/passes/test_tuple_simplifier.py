"""tuple-simplifier: get-tuple-element of a tuple, and a tuple of all of a value's elements."""

from pass_testing import check

GTE_OF_TUPLE = """
HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  b = s32[] parameter(1)
  t = (f32[4], s32[]) tuple(a, b)
  g = f32[4] get-tuple-element(t), index=0
  ROOT n = f32[4] negate(g)
}
"""

TUPLE_OF_GTES = """
HloModule m
ENTRY e {
  w = (f32[4], s32[]) parameter(0)
  g0 = f32[4] get-tuple-element(w), index=0
  g1 = s32[] get-tuple-element(w), index=1
  ROOT t = (f32[4], s32[]) tuple(g0, g1)
}
"""

SWAPPED = """
HloModule m
ENTRY e {
  w = (f32[], f32[]) parameter(0)
  g0 = f32[] get-tuple-element(w), index=0
  g1 = f32[] get-tuple-element(w), index=1
  ROOT t = (f32[], f32[]) tuple(g1, g0)
}
"""


def test_gte_of_tuple_reads_the_element() -> None:
    check(GTE_OF_TUPLE, ["tuple-simplifier", "dce"], contains=["negate(a)"], lacks=["tuple(", "get-tuple-element"])


def test_tuple_of_all_elements_is_the_tuple() -> None:
    check(TUPLE_OF_GTES, ["tuple-simplifier", "dce"], contains=["ROOT w = (f32[4], s32[]) parameter(0)"])


def test_swapped_elements_stay() -> None:
    check(SWAPPED, ["tuple-simplifier", "dce"], contains=["tuple(g1, g0)"])
