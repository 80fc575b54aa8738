"""while, conditional (pred and index forms), call, map, and optimization barriers."""

from __future__ import annotations

import numpy as np
from model import Case

CASES: list[Case] = []


def add(name, desc, text, inputs=None, tol=(0.0, 0.0), cat="control-flow"):
    CASES.append(Case(name, cat, desc, text, inputs or [], rtol=tol[0], atol=tol[1]))


add("while_count_to_n", "a counting loop whose trip count is a parameter", """HloModule while_count

cond {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], s32[]) tuple(j, n)
}

ENTRY main {
  n = s32[] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], s32[]) tuple(zero, n)
  w = (s32[], s32[]) while(init), condition=cond, body=body
  ROOT r = s32[] get-tuple-element(w), index=0
}
""", [np.array(17)])
add("while_zero_trips", "a loop whose condition is false at once returns its init", """HloModule while_zero

cond {
  s = (f32[3], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=1
  z = s32[] constant(0)
  ROOT lt = pred[] compare(i, z), direction=LT
}

body {
  s = (f32[3], s32[]) parameter(0)
  v = f32[3] get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  v2 = f32[3] add(v, v)
  ROOT t = (f32[3], s32[]) tuple(v2, i)
}

ENTRY main {
  v = f32[3] parameter(0)
  i = s32[] constant(5)
  init = (f32[3], s32[]) tuple(v, i)
  ROOT w = (f32[3], s32[]) while(init), condition=cond, body=body
}
""")
add("while_power_iteration", "power iteration on a matrix: loop-carried array state with a dot", """HloModule power_iter

cond {
  s = (f32[4], s32[], f32[4,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=1
  n = s32[] constant(20)
  ROOT lt = pred[] compare(i, n), direction=LT
}

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

body {
  s = (f32[4], s32[], f32[4,4]) parameter(0)
  v = f32[4] get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  m = f32[4,4] get-tuple-element(s), index=2
  mv = f32[4] dot(m, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sq = f32[4] multiply(mv, mv)
  z = f32[] constant(0)
  ss = f32[] reduce(sq, z), dimensions={0}, to_apply=add
  nrm = f32[] sqrt(ss)
  b = f32[4] broadcast(nrm), dimensions={}
  v2 = f32[4] divide(mv, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (f32[4], s32[], f32[4,4]) tuple(v2, i2, m)
}

ENTRY main {
  m = f32[4,4] parameter(0)
  v = f32[4] parameter(1)
  z = s32[] constant(0)
  init = (f32[4], s32[], f32[4,4]) tuple(v, z, m)
  w = (f32[4], s32[], f32[4,4]) while(init), condition=cond, body=body
  ROOT r = f32[4] get-tuple-element(w), index=0
}
""", [lambda r, d, s: np.diag([4.0, 1.0, 0.5, 0.25]) + 0.1 * r.standard_normal(s), lambda r, d, s: np.ones(s)], (1e-4, 1e-5))
add("while_nested", "nested loops: the inner trip count depends on the outer counter (triangular sum)", """HloModule nested

inner_cond {
  s = (s32[], s32[], s32[]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  lim = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(j, lim), direction=LT
}

inner_body {
  s = (s32[], s32[], s32[]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  lim = s32[] get-tuple-element(s), index=1
  acc = s32[] get-tuple-element(s), index=2
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  acc2 = s32[] add(acc, j)
  ROOT t = (s32[], s32[], s32[]) tuple(j2, lim, acc2)
}

outer_cond {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(9)
  ROOT lt = pred[] compare(i, n), direction=LT
}

outer_body {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  acc = s32[] get-tuple-element(s), index=1
  z = s32[] constant(0)
  init = (s32[], s32[], s32[]) tuple(z, i, acc)
  w = (s32[], s32[], s32[]) while(init), condition=inner_cond, body=inner_body
  acc2 = s32[] get-tuple-element(w), index=2
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[]) tuple(i2, acc2)
}

ENTRY main {
  z = s32[] constant(0)
  init = (s32[], s32[]) tuple(z, z)
  ROOT w = (s32[], s32[]) while(init), condition=outer_cond, body=outer_body
}
""")
add("while_known_trip_count_config", "the known_trip_count backend_config is advisory; the condition decides", """HloModule trip

cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = f32[2] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  h = f32[] constant(1.5)
  hb = f32[2] broadcast(h), dimensions={}
  v2 = f32[2] multiply(v, hb)
  ROOT t = (s32[], f32[2]) tuple(i2, v2)
}

ENTRY main {
  v = f32[2] parameter(0)
  z = s32[] constant(0)
  init = (s32[], f32[2]) tuple(z, v)
  ROOT w = (s32[], f32[2]) while(init), condition=cond, body=body, backend_config={"known_trip_count":{"n":"6"}}
}
""", tol=(1e-6, 0))
add("while_fori_scan_like", "a fori loop writing row i of an output with dynamic-update-slice (what lax.scan becomes)", """HloModule scanlike

cond {
  s = (s32[], f32[6,3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[6,3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  out = f32[6,3] get-tuple-element(s), index=1
  h = f32[3] get-tuple-element(s), index=2
  t = f32[3] tanh(h)
  h2 = f32[3] add(t, h)
  row = f32[1,3] reshape(h2)
  z = s32[] constant(0)
  out2 = f32[6,3] dynamic-update-slice(out, row, i, z)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT r = (s32[], f32[6,3], f32[3]) tuple(i2, out2, h2)
}

ENTRY main {
  h = f32[3] parameter(0)
  z = s32[] constant(0)
  zf = f32[] constant(0)
  out = f32[6,3] broadcast(zf), dimensions={}
  init = (s32[], f32[6,3], f32[3]) tuple(z, out, h)
  w = (s32[], f32[6,3], f32[3]) while(init), condition=cond, body=body
  ROOT r = f32[6,3] get-tuple-element(w), index=1
}
""", tol=(1e-5, 1e-6))

for val in (True, False):
    add(f"conditional_pred_{str(val).lower()}", f"pred-form conditional taking the {'true' if val else 'false'} branch", """HloModule cond_pred

on_true {
  x = f32[4] parameter(0)
  ROOT y = f32[4] exponential(x)
}

on_false {
  x = (f32[4], f32[]) parameter(0)
  v = f32[4] get-tuple-element(x), index=0
  s = f32[] get-tuple-element(x), index=1
  b = f32[4] broadcast(s), dimensions={}
  ROOT y = f32[4] multiply(v, b)
}

ENTRY main {
  p = pred[] parameter(0)
  x = f32[4] parameter(1)
  s = f32[] constant(-3)
  fx = (f32[4], f32[]) tuple(x, s)
  ROOT c = f32[4] conditional(p, x, fx), true_computation=on_true, false_computation=on_false
}
""", [np.array(val)], (1e-6, 1e-6))
for idx in (0, 2, 5, -1):
    add(f"conditional_index_{'m1' if idx < 0 else idx}", "index-form conditional: an index out of range runs the last branch"
        if idx in (5, -1) else f"index-form conditional choosing branch {idx}", """HloModule cond_index

b0 {
  x = s32[3] parameter(0)
  ROOT y = s32[3] negate(x)
}

b1 {
  x = s32[3] parameter(0)
  ROOT y = s32[3] multiply(x, x)
}

b2 {
  x = s32[3] parameter(0)
  c = s32[] constant(100)
  b = s32[3] broadcast(c), dimensions={}
  ROOT y = s32[3] add(x, b)
}

ENTRY main {
  i = s32[] parameter(0)
  x = s32[3] parameter(1)
  ROOT c = s32[3] conditional(i, x, x, x), branch_computations={b0, b1, b2}
}
""", [np.array(idx)])
add("conditional_tuple_result", "branches returning tuples; one branch ignores its operand", """HloModule cond_tuple

b0 {
  x = f32[2] parameter(0)
  n = f32[2] negate(x)
  c = s32[] constant(7)
  ROOT t = (f32[2], s32[]) tuple(n, c)
}

b1 {
  x = () parameter(0)
  z = f32[] constant(0.5)
  zb = f32[2] broadcast(z), dimensions={}
  c = s32[] constant(-1)
  ROOT t = (f32[2], s32[]) tuple(zb, c)
}

ENTRY main {
  i = s32[] parameter(0)
  x = f32[2] parameter(1)
  e = () tuple()
  ROOT c = (f32[2], s32[]) conditional(i, x, e), branch_computations={b0, b1}
}
""", [np.array(1)])
add("conditional_in_while", "a conditional inside a loop body (collatz steps)", """HloModule collatz

even {
  x = s32[] parameter(0)
  two = s32[] constant(2)
  ROOT h = s32[] divide(x, two)
}

odd {
  x = s32[] parameter(0)
  three = s32[] constant(3)
  one = s32[] constant(1)
  m = s32[] multiply(x, three)
  ROOT r = s32[] add(m, one)
}

cond {
  s = (s32[], s32[]) parameter(0)
  x = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  ROOT ne = pred[] compare(x, one), direction=NE
}

body {
  s = (s32[], s32[]) parameter(0)
  x = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  two = s32[] constant(2)
  r = s32[] remainder(x, two)
  z = s32[] constant(0)
  is_odd = pred[] compare(r, z), direction=NE
  x2 = s32[] conditional(is_odd, x, x), true_computation=odd, false_computation=even
  one = s32[] constant(1)
  n2 = s32[] add(n, one)
  ROOT t = (s32[], s32[]) tuple(x2, n2)
}

ENTRY main {
  x = s32[] parameter(0)
  z = s32[] constant(0)
  init = (s32[], s32[]) tuple(x, z)
  ROOT w = (s32[], s32[]) while(init), condition=cond, body=body
}
""", [np.array(27)])
add("call_twice", "the same computation called twice with different operands", """HloModule call2

axpy {
  a = f32[] parameter(0)
  x = f32[4] parameter(1)
  y = f32[4] parameter(2)
  ab = f32[4] broadcast(a), dimensions={}
  ax = f32[4] multiply(ab, x)
  ROOT r = f32[4] add(ax, y)
}

ENTRY main {
  a = f32[] parameter(0)
  x = f32[4] parameter(1)
  y = f32[4] parameter(2)
  r1 = f32[4] call(a, x, y), to_apply=axpy
  ROOT r2 = f32[4] call(a, r1, x), to_apply=axpy
}
""", tol=(1e-6, 1e-6))
add("map_binary", "map with a two-operand computation", """HloModule map2

f {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  m = f32[] multiply(a, b)
  ROOT r = f32[] subtract(m, a)
}

ENTRY main {
  x = f32[3,4] parameter(0)
  y = f32[3,4] parameter(1)
  ROOT m = f32[3,4] map(x, y), dimensions={0,1}, to_apply=f
}
""", tol=(1e-6, 1e-6))
add("map_unary_s32", "map with a one-operand computation on integers", """HloModule map1

f {
  a = s32[] parameter(0)
  c = s32[] constant(3)
  m = s32[] multiply(a, c)
  ROOT r = s32[] clamp(c, m, a)
}

ENTRY main {
  x = s32[10] parameter(0)
  ROOT m = s32[10] map(x), dimensions={0}, to_apply=f
}
""")
add("optimization_barrier", "opt-barrier passes a tuple through unchanged", """HloModule barrier

ENTRY main {
  x = f32[3] parameter(0)
  y = s32[2] parameter(1)
  t = (f32[3], s32[2]) tuple(x, y)
  b = (f32[3], s32[2]) opt-barrier(t)
  bx = f32[3] get-tuple-element(b), index=0
  e = f32[3] exponential(bx)
  by = s32[2] get-tuple-element(b), index=1
  ROOT r = (f32[3], s32[2]) tuple(e, by)
}
""", tol=(1e-6, 1e-6))
