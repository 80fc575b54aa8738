"""dynamic-padder: a reduce over a dimension of run-time size reads its input through a mask
of that size, get-dimension-size reads the size; a module without run-time sizes is unchanged."""

from pass_testing import parse

from xlac.hlo.printer import print_module
from xlac.passes.dynamic_padder import DynamicPadder

DYNAMIC = """
HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[8] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8] set-dimension-size(x, n), dimensions={0}
  z = f32[] constant(0)
  r = f32[] reduce(d, z), dimensions={0}, to_apply=add
  g = s32[] get-dimension-size(d), dimensions={0}
  ROOT t = (f32[], s32[]) tuple(r, g)
}
"""


def test_reduce_reads_through_a_mask_and_the_size_replaces_get_dimension_size() -> None:
    module = parse(DYNAMIC)
    assert DynamicPadder().run(module) is True
    plain = print_module(module).replace("%", "")
    for fragment in ["dyn.index = s32[8] iota(), iota_dimension=0", "dyn.size = s32[8] broadcast(n)",
                     "dyn.valid = pred[8] compare(dyn.index, dyn.size), direction=LT",
                     "dyn.masked = f32[8] select(dyn.valid, d, dyn.fill)", "reduce(dyn.masked, z)",
                     "tuple(r, n)"]:
        assert fragment in plain, f"missing {fragment!r} in:\n{plain}"
    assert "get-dimension-size" not in plain.split("ENTRY")[1].split("ROOT")[1]
    parse(print_module(module))  # it prints as text that parses and verifies


def test_the_bound_as_size_changes_nothing() -> None:
    module = parse(DYNAMIC.replace("n = s32[] parameter(1)", "n = s32[] constant(8)"))
    assert DynamicPadder().run(module) is False
