"""while-loop-simplifier: loops running 0 or 1 times disappear; unused state is dropped."""

from pass_testing import check, count

LOOP = """
HloModule m
cond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant({trips})
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[4] get-tuple-element(s), index=1
  x1 = f32[4] sine(x)
  y = f32[4] get-tuple-element(s), index=2
  y1 = f32[4] exponential(y)
  ROOT t = (s32[], f32[4], f32[4]) tuple(i1, x1, y1)
}
ENTRY e {
  p = f32[4] parameter(0)
  q = f32[4] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[4], f32[4]) tuple(zero, p, q)
  w = (s32[], f32[4], f32[4]) while(init), condition=cond, body=body
  ROOT r = f32[4] get-tuple-element(w), index=1
}
"""


def test_zero_trip_loop_is_its_initial_value() -> None:
    check(LOOP.replace("{trips}", "0"), ["while-loop-simplifier", "tuple-simplifier", "dce"],
          contains=["ROOT p = f32[4]"], lacks=["while("])


def test_one_trip_loop_is_its_body() -> None:
    plain = check(LOOP.replace("{trips}", "1"), ["while-loop-simplifier", "tuple-simplifier", "dce"], lacks=["while("])
    assert count(plain, "sine") == 1 and count(plain, "exponential") == 0


def test_unused_state_is_removed_from_a_real_loop() -> None:
    plain = check(LOOP.replace("{trips}", "5"), ["while-loop-simplifier", "dce"],
                  contains=["while(", "(s32[], f32[4]) parameter(0)"])
    assert count(plain, "exponential") == 0 and count(plain, "sine") == 1


def test_trip_counts_wrap_as_the_counter_type_does() -> None:
    """s8 127 + 1 is -128: `i > 0` holds once, so the loop runs exactly once (it would look
    endless with unbounded integers)."""
    text = (LOOP.replace("(s32[], f32[4], f32[4])", "(s8[], f32[4], f32[4])").replace("s32[]", "s8[]")
            .replace("direction=LT", "direction=GT").replace("constant({trips})", "constant(0)")
            .replace("s8[] constant(0)\n  init", "s8[] constant(127)\n  init"))
    assert "s8[] constant(127)" in text
    plain = check(text, ["while-loop-simplifier", "tuple-simplifier", "dce"], lacks=["while("])
    assert count(plain, "sine") == 1


def test_dropping_state_from_a_tuple_parameter_prints_as_it_parses() -> None:
    """The init is a tuple parameter, not a tuple instruction: the kept elements are read with
    new get-tuple-elements, which get laid-out shapes as parsed ones have (they printed without
    layouts, so the module printed differently after a reparse)."""
    text = LOOP.replace("{trips}", "5").replace(
        "  p = f32[4] parameter(0)\n  q = f32[4] parameter(1)\n  zero = s32[] constant(0)\n"
        "  init = (s32[], f32[4], f32[4]) tuple(zero, p, q)\n",
        "  init = (s32[], f32[4], f32[4]) parameter(0)\n")
    assert "tuple(zero, p, q)" not in text
    plain = check(text, ["while-loop-simplifier", "dce"], contains=["while(", "(s32[], f32[4]) parameter(0)"])
    assert count(plain, "exponential") == 0
