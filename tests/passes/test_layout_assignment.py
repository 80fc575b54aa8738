"""layout-assignment: intermediates row-major; entry layouts, bitcasts and custom-call operand
constraints kept (with copies where needed)."""

from pass_testing import check, run_passes

TRANSPOSED = """
HloModule m, entry_computation_layout={(f32[4,8]{0,1})->f32[8,4]{0,1}}
ENTRY e {
  p = f32[4,8]{0,1} parameter(0)
  t = f32[8,4]{0,1} transpose(p), dimensions={1,0}
  ROOT n = f32[8,4]{0,1} negate(t)
}
"""

BITCAST = """
HloModule m
ENTRY e {
  p = f32[2,3]{1,0} parameter(0)
  c = f32[2,3]{0,1} copy(p)
  n = f32[2,3]{0,1} negate(c)
  ROOT b = f32[3,2]{1,0} bitcast(n)
}
"""

LOOP = """
HloModule m
cond {
  s = (s32[], f32[2,3]{0,1}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2,3]{0,1}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[2,3]{0,1} get-tuple-element(s), index=1
  x1 = f32[2,3]{0,1} sine(x)
  ROOT t = (s32[], f32[2,3]{0,1}) tuple(i1, x1)
}
ENTRY e {
  p = f32[2,3]{0,1} parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[2,3]{0,1}) tuple(zero, p)
  w = (s32[], f32[2,3]{0,1}) while(init), condition=cond, body=body
  ROOT r = f32[2,3]{0,1} get-tuple-element(w), index=1
}
"""


def test_intermediates_default_entry_layouts_kept() -> None:
    plain = check(TRANSPOSED, ["layout-assignment"],
                  contains=["p = f32[4,8]{0,1} parameter(0)", "t = f32[8,4]{1,0} transpose(p)",
                            "n = f32[8,4]{1,0} negate(t)", "ROOT copy = f32[8,4]{0,1} copy(n)"])
    assert plain.count("{0,1}") == 4  # header (twice), parameter, result copy


def test_bitcast_sees_the_layout_it_was_written_for() -> None:
    check(BITCAST, ["layout-assignment", "algebraic-simplifier", "dce"],
          contains=["f32[2,3]{0,1} copy(", "bitcast("])


def test_loop_state_and_body_agree() -> None:
    module, _ = run_passes(LOOP, ["layout-assignment"])
    w = next(i for i in module.entry.instructions if i.opcode == "while")
    body = w.attrs["body"]
    assert str(w.shape) == str(body.parameters[0].shape) == str(body.root.shape) == "(s32[], f32[2,3]{1,0})"
    assert str(module.entry.root.shape) == "f32[2,3]{0,1}"


def test_custom_call_operand_layout_constraints_are_honoured() -> None:
    text = """
HloModule m
ENTRY e {
  p = f32[4,4]{1,0} parameter(0)
  n = f32[4,4]{1,0} negate(p)
  ROOT c = f32[4,4]{0,1} custom-call(n), custom_call_target="xlac_test_identity", operand_layout_constraints={f32[4,4]{0,1}}
}
"""
    from xlac.hlo.parser import parse_module
    from xlac.passes.pipeline import optimize

    module = parse_module(text)
    optimize(module, passes=["layout-assignment"], verify_each=True)
    call = module.entry.root
    assert str(call.operands[0].shape) == "f32[4,4]{0,1}" and call.operands[0].opcode == "copy"
