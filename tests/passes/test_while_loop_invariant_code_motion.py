"""while-loop-invariant-code-motion: work on state the body passes through unchanged moves out
of the loop (its result carried as state); generators, constant-only values, side effects and
values of the changing state stay. Every test also checks print/parse/verify and bit-identical
results (pass_testing.run_passes)."""

from pass_testing import check, count, parse

from xlac.hlo.printer import print_module
from xlac.passes.pipeline import optimize

LOOP = """
HloModule m
cond {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  acc = f32[8] get-tuple-element(s), index=1
  x = f32[8] get-tuple-element(s), index=2
  h = f32[] constant(0.5)
  hb = f32[8] broadcast(h), dimensions={}
  scaled = f32[8] multiply(x, hb)
  e = f32[8] exponential(scaled)
  io = f32[8] iota(), iota_dimension=0
  two = f32[] constant(2)
  twob = f32[8] broadcast(two), dimensions={}
  ramp = f32[8] multiply(io, twob)
  t = f32[8] add(e, ramp)
  acc1 = f32[8] add(acc, t)
  ROOT r = (s32[], f32[8], f32[8]) tuple(i1, acc1, x)
}
ENTRY e {
  a = f32[8] parameter(0)
  x = f32[8] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[8], f32[8]) tuple(zero, a, x)
  w = (s32[], f32[8], f32[8]) while(init), condition=cond, body=body
  ROOT out = f32[8] get-tuple-element(w), index=1
}
"""

PASSES = ["while-loop-invariant-code-motion", "while-loop-simplifier", "tuple-simplifier", "dce"]


def test_work_on_passed_through_state_moves_out() -> None:
    plain = check(LOOP, PASSES, contains=["exponential(scaled.hoisted", "e.carried"])
    body = plain[plain.index("body"):plain.index("ENTRY")]
    entry = plain[plain.index("ENTRY"):]
    assert count(body, "exponential") == 0 and count(entry, "exponential") == 1
    assert count(body, "multiply") == 1 and count(body, "iota") == 1  # the ramp stays: constants only
    # x itself is no longer read in the loop: the while-loop simplifier drops it from the state
    assert "(s32[], f32[8], f32[8]{0}) while(" in plain


def test_state_that_changes_stays() -> None:
    text = LOOP.replace("tuple(i1, acc1, x)", "tuple(i1, acc1, e)")  # x now changes every iteration
    plain = check(text, PASSES)
    body = plain[plain.index("body"):plain.index("ENTRY")]
    assert count(body, "exponential") == 1 and ".hoisted" not in plain


def test_side_effects_and_shared_bodies_stay() -> None:
    effect = LOOP.replace("e = f32[8] exponential(scaled)",
                          'e = f32[8] custom-call(scaled), custom_call_target="f", custom_call_has_side_effect=true')
    module = parse(effect)  # (not evaluated: the custom call has no implementation)
    assert optimize(module, passes=["while-loop-invariant-code-motion"])
    printed = print_module(module).replace("%", "")
    body = printed[printed.index("body"):printed.index("ENTRY")]
    assert "custom-call(scaled.carried)" in body and "multiply(x.hoisted" not in body  # only its operand moved
    shared = LOOP.replace("  ROOT out = f32[8] get-tuple-element(w), index=1",
                          "  w2 = (s32[], f32[8], f32[8]) while(w), condition=cond, body=body\n"
                          "  ROOT out = f32[8] get-tuple-element(w2), index=1")
    plain = check(shared, PASSES)
    assert ".hoisted" not in plain  # body and condition have two callers: left alone


def test_a_while_used_whole_keeps_its_shape() -> None:
    text = LOOP.replace("  ROOT out = f32[8] get-tuple-element(w), index=1", "  ROOT out = (s32[], f32[8], f32[8]) copy(w)")
    plain = check(text, ["while-loop-invariant-code-motion"], contains=["e.carried"])
    assert "ROOT out = (s32[], f32[8], f32[8]) copy(" in plain


def test_nested_loops_hoist_from_the_inner_body() -> None:
    text = """
HloModule m
icond {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ibody {
  s = (s32[], f32[8], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  acc = f32[8] get-tuple-element(s), index=1
  x = f32[8] get-tuple-element(s), index=2
  l = f32[8] log(x)
  acc1 = f32[8] add(acc, l)
  ROOT r = (s32[], f32[8], f32[8]) tuple(i1, acc1, x)
}
ocond {
  s = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}
obody {
  s = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  v = f32[8] get-tuple-element(s), index=1
  zero = s32[] constant(0)
  init = (s32[], f32[8], f32[8]) tuple(zero, v, v)
  w = (s32[], f32[8], f32[8]) while(init), condition=icond, body=ibody
  v1 = f32[8] get-tuple-element(w), index=1
  ROOT r = (s32[], f32[8]) tuple(i1, v1)
}
ENTRY e {
  a = f32[8] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[8]) tuple(zero, a)
  w = (s32[], f32[8]) while(init), condition=ocond, body=obody
  ROOT out = f32[8] get-tuple-element(w), index=1
}
"""
    plain = check(text, PASSES, contains=["log(v)"])
    assert count(plain[plain.index("ibody"):plain.index("ocond")], "log") == 0
