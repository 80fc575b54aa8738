"""dce: dead instructions and computations go; side effects and parameters stay."""

from pass_testing import check, parse

from xlac.passes.dce import DeadCodeElimination

DEAD = """
HloModule m
neg { x = f32[4] parameter(0)  ROOT n = f32[4] negate(x) }
ENTRY e {
  p = f32[4] parameter(0)
  unused = f32[4] parameter(1)
  dead = f32[4] call(p), to_apply=neg
  dead2 = f32[4] exponential(dead)
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  noise = f32[4] rng(lo, hi), distribution=rng_uniform
  ROOT a = f32[4] abs(p)
}
"""


def test_dead_code_and_computations_go_side_effects_stay() -> None:
    plain = check(DEAD, ["dce"], contains=["rng(lo, hi)", "unused = f32[4]"], lacks=["exponential", "call("])
    assert "neg" not in plain


def test_nothing_to_do_reports_unchanged() -> None:
    module = parse("HloModule m\nENTRY e { p = f32[4] parameter(0)\n ROOT a = f32[4] abs(p) }")
    assert DeadCodeElimination().run(module) is False
