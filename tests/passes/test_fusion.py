"""fusion and multi-output-fusion: loop, input (reduce) and output (dot) fusions, the
duplication rules, and sibling fusion."""

from pass_testing import check, count, run_passes

CHAIN = """
HloModule m
ENTRY e {
  x = f32[8,32] parameter(0)
  bias = f32[32] parameter(1)
  e = f32[8,32] exponential(x)
  b = f32[8,32] broadcast(bias), dimensions={1}
  a = f32[8,32] add(e, b)
  ROOT n = f32[8,32] negate(a)
}
"""

SOFTMAX = """
HloModule m
max { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[4,16] parameter(0)
  ninf = f32[] constant(-inf)
  mx = f32[4] reduce(x, ninf), dimensions={1}, to_apply=max
  mxb = f32[4,16] broadcast(mx), dimensions={0}
  sh = f32[4,16] subtract(x, mxb)
  ex = f32[4,16] exponential(sh)
  zero = f32[] constant(0)
  sm = f32[4] reduce(ex, zero), dimensions={1}, to_apply=add
  smb = f32[4,16] broadcast(sm), dimensions={0}
  ROOT p = f32[4,16] divide(ex, smb)
}
"""

DENSE = """
HloModule m
ENTRY e {
  x = f32[8,16] parameter(0)
  w = f32[32,16] parameter(1)
  b = f32[32] parameter(2)
  wt = f32[16,32] transpose(w), dimensions={1,0}
  h = f32[8,32] dot(x, wt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[8,32] broadcast(b), dimensions={1}
  hb = f32[8,32] add(h, bb)
  zero = f32[] constant(0)
  zb = f32[8,32] broadcast(zero), dimensions={}
  ROOT r = f32[8,32] maximum(hb, zb)
}
"""

SIBLINGS = """
HloModule m
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[6,32] parameter(0)
  zero = f32[] constant(0)
  s = f32[6] reduce(x, zero), dimensions={1}, to_apply=add
  sq = f32[6,32] multiply(x, x)
  ss = f32[6] reduce(sq, zero), dimensions={1}, to_apply=add
  ROOT t = (f32[6], f32[6]) tuple(s, ss)
}
"""


def test_elementwise_chain_is_one_loop_fusion() -> None:
    plain = check(CHAIN, ["fusion"])
    entry = plain.split("ENTRY")[1]
    assert count(entry, "fusion") == 1 and "kind=kLoop" in entry
    assert count(plain, "exponential") == 1


def test_softmax_reductions_take_their_inputs_but_are_not_recomputed() -> None:
    plain = check(SOFTMAX, ["fusion"])
    entry = plain.split("ENTRY")[1]
    assert entry.count("kind=kInput") == 2
    assert count(plain, "exponential") == 1  # expensive: never duplicated
    assert count(plain, "reduce") == 2


def test_dense_layer_is_one_output_fusion() -> None:
    module, printed = run_passes(DENSE, ["fusion"])
    assert module.entry.root.opcode == "fusion" and str(module.entry.root.attrs["kind"]) == "kOutput"
    fused = module.entry.root.attrs["calls"]
    assert {i.opcode for i in fused.instructions} >= {"dot", "transpose", "add", "maximum", "broadcast"}
    assert count(printed.split("ENTRY")[1], "fusion") == 1


def test_sibling_reductions_share_one_pass_over_the_input() -> None:
    module, printed = run_passes(SIBLINGS, ["fusion", "multi-output-fusion", "tuple-simplifier", "dce"])
    entry = printed.split("ENTRY")[1]
    assert count(entry, "fusion") == 1 and "kind=kInput" in entry
    fusion = next(i for i in module.entry.instructions if i.opcode == "fusion")
    assert fusion.shape.is_tuple and len(fusion.shape.elements) == 2 and fusion.operands[0].name == "x"


def test_dependent_siblings_are_not_merged() -> None:
    module, _ = run_passes(SOFTMAX, ["fusion", "multi-output-fusion"])
    assert not any(i.opcode == "fusion" and i.shape.is_tuple for i in module.entry.instructions)
