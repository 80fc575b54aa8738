"""buffer_assignment on the cases where sharing memory would be wrong: swapped loop state, old
state read after the new one is computed, updates whose input is needed later, branches that
pass their parameter through, shared callees, repeated tuple elements. Each module runs out of
its assigned memory at -O0 and -O2 and must give the interpreter's results."""

import pytest
from buffer_simulator import BufferSimulator
from pass_testing import evaluate, parse, random_inputs, same_bits

from xlac.passes.buffer_assignment import assign_buffers
from xlac.passes.pipeline import optimize

_COND = """
cond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
"""

_ENTRY_LOOP = """
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[4], f32[4]) tuple(zero, a, b)
  w = (s32[], f32[4], f32[4]) while(init), condition=cond, body=body
  x = f32[4] get-tuple-element(w), index=1
  y = f32[4] get-tuple-element(w), index=2
  ROOT t = (f32[4], f32[4], f32[4]) tuple(x, y, a)
}
"""

SWAP = "HloModule m\n" + _COND + """
body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[4] get-tuple-element(s), index=1
  y = f32[4] get-tuple-element(s), index=2
  ROOT t = (s32[], f32[4], f32[4]) tuple(i1, y, x)
}
""" + _ENTRY_LOOP

READ_AFTER_WRITE = "HloModule m\n" + _COND + """
body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[4] get-tuple-element(s), index=1
  x1 = f32[4] sine(x)
  r = f32[4] reverse(x), dimensions={0}
  y1 = f32[4] add(r, x1)
  ROOT t = (s32[], f32[4], f32[4]) tuple(i1, x1, y1)
}
""" + _ENTRY_LOOP

UPDATE_THEN_READ_OLD = """
HloModule m
cond {
  s = (s32[], f32[4,3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
body {
  s = (s32[], f32[4,3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  ys = f32[4,3] get-tuple-element(s), index=1
  h = f32[3] get-tuple-element(s), index=2
  row = f32[1,3] reshape(h)
  zero = s32[] constant(0)
  ys1 = f32[4,3] dynamic-update-slice(ys, row, i, zero)
  z = f32[] constant(0)
  old = f32[3] reduce(ys, z), dimensions={0}, to_apply=add
  h1 = f32[3] add(h, old)
  ROOT t = (s32[], f32[4,3], f32[3]) tuple(i1, ys1, h1)
}
ENTRY e {
  ys = f32[4,3] parameter(0)
  h = f32[3] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[4,3], f32[3]) tuple(zero, ys, h)
  w = (s32[], f32[4,3], f32[3]) while(init), condition=cond, body=body
  ROOT r = f32[4,3] get-tuple-element(w), index=1
}
"""

UPDATE_NOT_STATE = """
HloModule m
cond {
  s = (s32[], f32[4,3], f32[4,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[4,3], f32[4,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  ys = f32[4,3] get-tuple-element(s), index=1
  c = f32[] convert(i)
  row = f32[1,3] broadcast(c), dimensions={}
  zero = s32[] constant(0)
  ys1 = f32[4,3] dynamic-update-slice(ys, row, i, zero)
  ROOT t = (s32[], f32[4,3], f32[4,3]) tuple(i1, ys, ys1)
}
ENTRY e {
  ys = f32[4,3] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[4,3], f32[4,3]) tuple(zero, ys, ys)
  w = (s32[], f32[4,3], f32[4,3]) while(init), condition=cond, body=body
  ROOT r = (f32[4,3], f32[4,3]) tuple(get-tuple-element(w), index=1, get-tuple-element(w), index=2)
}
""".replace("tuple(get-tuple-element(w), index=1, get-tuple-element(w), index=2)",
            "tuple(g1, g2)").replace("  ROOT r", "  g1 = f32[4,3] get-tuple-element(w), index=1\n"
                                     "  g2 = f32[4,3] get-tuple-element(w), index=2\n  ROOT r")

BRANCHES = """
HloModule m
keep { p = f32[4] parameter(0)  ROOT r = f32[4] copy(p) }
pass { q = f32[4] parameter(0)  ROOT q2 = f32[4] bitcast(q) }
twist { t = f32[4] parameter(0)  ROOT s = f32[4] sine(t) }
ENTRY e {
  a = f32[4] parameter(0)
  k = s32[] parameter(1)
  e = f32[4] exponential(a)
  c = f32[4] conditional(k, e, a, e), branch_computations={keep, pass, twist}
  d = f32[4] add(c, e)
  ROOT t = (f32[4], f32[4], f32[4]) tuple(d, c, c)
}
"""

SHARED_CALLEE = """
HloModule m
f { x = f32[4] parameter(0)  y = f32[4] parameter(1)  s = f32[4] subtract(x, y)  ROOT m = f32[4] multiply(s, x) }
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  c1 = f32[4] call(a, b), to_apply=f
  c2 = f32[4] call(b, c1), to_apply=f
  c3 = f32[4] call(c2, a), to_apply=f
  ROOT t = (f32[4], f32[4]) tuple(c3, c1)
}
"""

NESTED = """
HloModule m
icond {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ibody {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[4] get-tuple-element(s), index=1
  r = f32[4] reverse(x), dimensions={0}
  x1 = f32[4] add(x, r)
  ROOT t = (s32[], f32[4]) tuple(i1, x1)
}
ocond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
obody {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x = f32[4] get-tuple-element(s), index=1
  y = f32[4] get-tuple-element(s), index=2
  zero = s32[] constant(0)
  inner = (s32[], f32[4]) tuple(zero, y)
  w = (s32[], f32[4]) while(inner), condition=icond, body=ibody
  y1 = f32[4] get-tuple-element(w), index=1
  x1 = f32[4] multiply(x, y1)
  ROOT t = (s32[], f32[4], f32[4]) tuple(i1, y1, x1)
}
ENTRY e {
  a = f32[4] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[4], f32[4]) tuple(zero, a, a)
  w = (s32[], f32[4], f32[4]) while(init), condition=ocond, body=obody
  ROOT r = f32[4] get-tuple-element(w), index=2
}
"""

DONATED_UPDATE = """
HloModule m, input_output_alias={ {0}: (0, {}, may-alias) }
ENTRY e {
  p = f32[8] parameter(0)
  u = f32[2] parameter(1)
  i = s32[] constant(3)
  d = f32[8] dynamic-update-slice(p, u, i)
  ROOT t = (f32[8], f32[8]) tuple(d, p)
}
"""

CASES = {"swap": SWAP, "read_after_write": READ_AFTER_WRITE, "update_then_read_old": UPDATE_THEN_READ_OLD,
         "update_not_state": UPDATE_NOT_STATE, "branches": BRANCHES, "shared_callee": SHARED_CALLEE,
         "nested": NESTED, "donated_update": DONATED_UPDATE}


@pytest.mark.parametrize("level", [0, 2])
@pytest.mark.parametrize("name", sorted(CASES))
def test_runs_correctly_from_assigned_memory(name: str, level: int) -> None:
    module = parse(CASES[name])
    reference = parse(CASES[name])
    optimize(module, level, verify_each=True)
    ba = assign_buffers(module)
    for seed in range(3):
        inputs = random_inputs(reference, seed)
        if name == "branches":
            inputs[1] = inputs[1].dtype.type(seed)  # every branch once
        want = evaluate(reference, inputs)
        got = BufferSimulator(module, ba).run(inputs)
        for k, (w, g) in enumerate(zip(want, got)):
            assert same_bits(w, g), f"{name} -O{level} result {k}: want {w}, got {g}\n{ba.describe()}"


def test_old_state_read_later_blocks_the_in_place_update() -> None:
    module = parse(UPDATE_THEN_READ_OLD)
    ba = assign_buffers(module)
    dus = next(i for c in module.computations for i in c.instructions if i.opcode == "dynamic-update-slice")
    assert not ba.in_place(dus)


def test_donated_parameter_read_later_is_not_updated_in_place() -> None:
    module = parse(DONATED_UPDATE)
    ba = assign_buffers(module)
    assert not ba.in_place(module.entry.root.operands[0])
    # result 0 may be parameter 0's memory, which result 1 still copies from: that copy goes first
    assert [(j, buf.allocation.kind) for j, buf in ba.result_copies] == [(1, "param"), (0, "temp")]
