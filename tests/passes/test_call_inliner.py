"""call-inliner: calls disappear, reducers stay, nested calls are inlined too."""

from pass_testing import check

RELU = """
HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
relu {
  x = f32[4] parameter(0)
  zero = f32[] constant(0)
  zeros = f32[4] broadcast(zero), dimensions={}
  ROOT r = f32[4] maximum(x, zeros)
}
twice {
  y = f32[4] parameter(0)
  a = f32[4] call(y), to_apply=relu
  ROOT b = f32[4] call(a), to_apply=relu
}
ENTRY e {
  p = f32[4] parameter(0)
  c = f32[4] call(p), to_apply=twice
  zero = f32[] constant(0)
  ROOT s = f32[] reduce(c, zero), dimensions={0}, to_apply=add
}
"""


def test_calls_are_inlined_and_reducers_kept() -> None:
    plain = check(RELU, ["call-inliner"], contains=["maximum(p, zeros", "to_apply=add"], lacks=[" call("])
    assert "relu" not in plain and "twice" not in plain
    assert plain.count(" maximum(") == 2
