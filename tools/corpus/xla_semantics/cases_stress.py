"""Stress cases (xs_*) around buffer reuse: loop state that rotates, shifts, duplicates or hands an
old value on while a new one is computed in place; conditionals and calls sharing computations;
non-default layouts; aliasing headers; and a few ops whose indexing is easy to get wrong."""

from __future__ import annotations

import numpy as np
from model import Case, ints

CASES: list[Case] = []


def add(name, cat, desc, text, inputs=None, tol=(0.0, 0.0)):
    CASES.append(Case("xs_" + name, cat, desc, text, inputs or [], rtol=tol[0], atol=tol[1]))


I4 = ints(-9, 9)

# ---------------------------------------------------------------------------------------------
# while loops: state tuples whose elements move between slots

add("while_rotate3", "control-flow", "three f32[4] slots rotate each trip (a,b,c) -> (b,c,a); 4 trips", """HloModule rotate3

cond {
  s = (s32[], f32[4], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[4], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[4] get-tuple-element(s), index=1
  b = f32[4] get-tuple-element(s), index=2
  c = f32[4] get-tuple-element(s), index=3
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[4], f32[4], f32[4]) tuple(i2, b, c, a)
}

ENTRY main {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  c = f32[4] parameter(2)
  z = s32[] constant(0)
  init = (s32[], f32[4], f32[4], f32[4]) tuple(z, a, b, c)
  ROOT w = (s32[], f32[4], f32[4], f32[4]) while(init), condition=cond, body=body
}
""", [I4, I4, I4])

add("while_rotate5_update", "control-flow",
    "five slots rotate with the wrapped one updated: (a,b,c,d,e) -> (b,c,d,e,a+b); 7 trips", """HloModule rotate5

cond {
  s = (s32[], s32[3], s32[3], s32[3], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(7)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], s32[3], s32[3], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[3] get-tuple-element(s), index=1
  b = s32[3] get-tuple-element(s), index=2
  c = s32[3] get-tuple-element(s), index=3
  d = s32[3] get-tuple-element(s), index=4
  e = s32[3] get-tuple-element(s), index=5
  ab = s32[3] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3], s32[3], s32[3], s32[3], s32[3]) tuple(i2, b, c, d, e, ab)
}

ENTRY main {
  a = s32[3] parameter(0)
  b = s32[3] parameter(1)
  c = s32[3] parameter(2)
  d = s32[3] parameter(3)
  e = s32[3] parameter(4)
  z = s32[] constant(0)
  init = (s32[], s32[3], s32[3], s32[3], s32[3], s32[3]) tuple(z, a, b, c, d, e)
  ROOT w = (s32[], s32[3], s32[3], s32[3], s32[3], s32[3]) while(init), condition=cond, body=body
}
""", [I4] * 5)

add("while_shift_register", "control-flow",
    "a shift register: (x0,x1,x2,x3) -> (2*x0 + x3 + i, x0, x1, x2), the new head from old values", """HloModule shiftreg

cond {
  s = (s32[], s32[2], s32[2], s32[2], s32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[2], s32[2], s32[2], s32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x0 = s32[2] get-tuple-element(s), index=1
  x1 = s32[2] get-tuple-element(s), index=2
  x2 = s32[2] get-tuple-element(s), index=3
  x3 = s32[2] get-tuple-element(s), index=4
  d = s32[2] add(x0, x0)
  e = s32[2] add(d, x3)
  ib = s32[2] broadcast(i), dimensions={}
  h = s32[2] add(e, ib)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[2], s32[2], s32[2], s32[2]) tuple(i2, h, x0, x1, x2)
}

ENTRY main {
  a = s32[2] parameter(0)
  z = s32[] constant(0)
  zz = s32[2] broadcast(z), dimensions={}
  init = (s32[], s32[2], s32[2], s32[2], s32[2]) tuple(z, a, zz, zz, zz)
  ROOT w = (s32[], s32[2], s32[2], s32[2], s32[2]) while(init), condition=cond, body=body
}
""", [ints(-3, 3)])

add("while_duplicate_into_two_slots", "control-flow",
    "one new value written into two slots, the second then diverging: (a,b) -> (a+1, a+1) then b*=... ", """HloModule dup2

cond {
  s = (s32[], f32[4], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[4], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[4] get-tuple-element(s), index=1
  b = f32[4] get-tuple-element(s), index=2
  c = f32[4] get-tuple-element(s), index=3
  one = f32[] constant(1)
  ob = f32[4] broadcast(one), dimensions={}
  a1 = f32[4] add(a, ob)
  bc = f32[4] add(b, c)
  cb = f32[4] multiply(bc, bc)
  onei = s32[] constant(1)
  i2 = s32[] add(i, onei)
  ROOT t = (s32[], f32[4], f32[4], f32[4]) tuple(i2, a1, a1, cb)
}

ENTRY main {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  c = f32[4] parameter(2)
  z = s32[] constant(0)
  init = (s32[], f32[4], f32[4], f32[4]) tuple(z, a, b, c)
  ROOT w = (s32[], f32[4], f32[4], f32[4]) while(init), condition=cond, body=body
}
""", [ints(-3, 3)] * 3)

add("while_param_element_to_other_slot_late", "control-flow",
    "old b handed to slot 1, new value a+b into slot 2 (the reverse of Fibonacci's order)", """HloModule fibrev

cond {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(9)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[3] get-tuple-element(s), index=1
  b = s32[3] get-tuple-element(s), index=2
  ab = s32[3] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3], s32[3]) tuple(i2, b, ab)
}

ENTRY main {
  a = s32[3] parameter(0)
  b = s32[3] parameter(1)
  z = s32[] constant(0)
  init = (s32[], s32[3], s32[3]) tuple(z, a, b)
  ROOT w = (s32[], s32[3], s32[3]) while(init), condition=cond, body=body
}
""", [ints(0, 3), ints(0, 3)])

add("while_param_element_swap_with_negate", "control-flow",
    "(i, a, b) -> (i+1, -b, a) with the counter as an f32 array slot too", """HloModule swapneg

cond {
  s = (s32[], f32[2,3], f32[2,3], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[2,3], f32[2,3], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[2,3] get-tuple-element(s), index=1
  b = f32[2,3] get-tuple-element(s), index=2
  k = f32[] get-tuple-element(s), index=3
  nb = f32[2,3] negate(b)
  kb = f32[2,3] broadcast(k), dimensions={}
  nbk = f32[2,3] add(nb, kb)
  two = f32[] constant(2)
  k2 = f32[] multiply(k, two)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[2,3], f32[2,3], f32[]) tuple(i2, nbk, a, k2)
}

ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[2,3] parameter(1)
  z = s32[] constant(0)
  k = f32[] constant(1)
  init = (s32[], f32[2,3], f32[2,3], f32[]) tuple(z, a, b, k)
  ROOT w = (s32[], f32[2,3], f32[2,3], f32[]) while(init), condition=cond, body=body
}
""", [I4, I4])

add("while_nested_tuple_state", "control-flow",
    "nested tuple state (s32[], (f32[4], f32[4])): the inner pair swaps and accumulates", """HloModule nestedstate

cond {
  s = (s32[], (f32[4], f32[4])) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], (f32[4], f32[4])) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  p = (f32[4], f32[4]) get-tuple-element(s), index=1
  x = f32[4] get-tuple-element(p), index=0
  y = f32[4] get-tuple-element(p), index=1
  xy = f32[4] add(x, y)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  p2 = (f32[4], f32[4]) tuple(y, xy)
  ROOT t = (s32[], (f32[4], f32[4])) tuple(i2, p2)
}

ENTRY main {
  x = f32[4] parameter(0)
  y = f32[4] parameter(1)
  z = s32[] constant(0)
  p = (f32[4], f32[4]) tuple(x, y)
  init = (s32[], (f32[4], f32[4])) tuple(z, p)
  w = (s32[], (f32[4], f32[4])) while(init), condition=cond, body=body
  wp = (f32[4], f32[4]) get-tuple-element(w), index=1
  r0 = f32[4] get-tuple-element(wp), index=0
  r1 = f32[4] get-tuple-element(wp), index=1
  ROOT r = (f32[4], f32[4], (f32[4], f32[4])) tuple(r0, r1, wp)
}
""", [ints(-2, 2), ints(-2, 2)])

add("while_init_same_instruction_twice", "control-flow",
    "init tuple(v, v): one slot updated in place each trip, the other only read", """HloModule sameinit

cond {
  s = (s32[], f32[5], f32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[5], f32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[5] get-tuple-element(s), index=1
  b = f32[5] get-tuple-element(s), index=2
  ab = f32[5] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[5], f32[5]) tuple(i2, ab, b)
}

ENTRY main {
  p = f32[5] parameter(0)
  v = f32[5] negate(p)
  z = s32[] constant(0)
  init = (s32[], f32[5], f32[5]) tuple(z, v, v)
  w = (s32[], f32[5], f32[5]) while(init), condition=cond, body=body
  ROOT r = (s32[], f32[5], f32[5], f32[5]) tuple(w, v)
}
""".replace("ROOT r = (s32[], f32[5], f32[5], f32[5]) tuple(w, v)",
            "a = f32[5] get-tuple-element(w), index=1\n  b = f32[5] get-tuple-element(w), index=2\n"
            "  ROOT r = (f32[5], f32[5], f32[5]) tuple(a, b, v)"), [I4])

add("while_init_entry_parameters_kept", "control-flow",
    "init built straight from entry parameters, which the result returns too: the loop must not clobber them",
    """HloModule keepparams

cond {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=0
  k = s32[] constant(3)
  ROOT lt = pred[] compare(i, k), direction=LT
}

body {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[4] get-tuple-element(s), index=1
  b = s32[4] get-tuple-element(s), index=2
  ib = s32[4] broadcast(i), dimensions={}
  u = s32[1] reshape(i)
  a2 = s32[4] dynamic-update-slice(a, u, i)
  b2 = s32[4] multiply(b, a)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4], s32[4]) tuple(i2, a2, b2)
}

ENTRY main {
  c = s32[] parameter(0)
  a = s32[4] parameter(1)
  b = s32[4] parameter(2)
  init = (s32[], s32[4], s32[4]) tuple(c, a, b)
  w = (s32[], s32[4], s32[4]) while(init), condition=cond, body=body
  wa = s32[4] get-tuple-element(w), index=1
  wb = s32[4] get-tuple-element(w), index=2
  ROOT r = (s32[4], s32[4], s32[4], s32[4], s32[]) tuple(wa, wb, a, b, c)
}
""", [np.array(0), ints(-5, 5), ints(-3, 3)])

for trips in (0, 1):
    add(f"while_{trips}_trips_swap", "control-flow",
        f"a loop whose body swaps two slots and rewrites a third in place, run {trips} time(s)", f"""HloModule trips{trips}

cond {{
  s = (s32[], f32[3], f32[3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant({trips})
  ROOT lt = pred[] compare(i, n), direction=LT
}}

body {{
  s = (s32[], f32[3], f32[3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[3] get-tuple-element(s), index=1
  b = f32[3] get-tuple-element(s), index=2
  c = f32[3] get-tuple-element(s), index=3
  u = f32[1] slice(a), slice={{[0:1]}}
  c2 = f32[3] dynamic-update-slice(c, u, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[3], f32[3], f32[3]) tuple(i2, b, a, c2)
}}

ENTRY main {{
  a = f32[3] parameter(0)
  b = f32[3] parameter(1)
  c = f32[3] parameter(2)
  z = s32[] constant(0)
  init = (s32[], f32[3], f32[3], f32[3]) tuple(z, a, b, c)
  w = (s32[], f32[3], f32[3], f32[3]) while(init), condition=cond, body=body
  ROOT r = ((s32[], f32[3], f32[3], f32[3]), f32[3]) tuple(w, c)
}}
""", [I4, I4, I4])

add("while_nested_inner_reads_outer", "control-flow",
    "inner loop body reads an outer-state array passed in its state; the outer body then rewrites it", """HloModule nestread

inner_cond {
  s = (s32[], s32[4], s32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(j, n), direction=LT
}

inner_body {
  s = (s32[], s32[4], s32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  outer = s32[4] get-tuple-element(s), index=1
  acc = s32[4] get-tuple-element(s), index=2
  e = s32[1] dynamic-slice(outer, j), dynamic_slice_sizes={1}
  es = s32[] reshape(e)
  eb = s32[4] broadcast(es), dimensions={}
  acc2 = s32[4] add(acc, eb)
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  ROOT t = (s32[], s32[4], s32[4]) tuple(j2, outer, acc2)
}

outer_cond {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

outer_body {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  z = s32[] constant(0)
  iota = s32[4] iota(), iota_dimension=0
  init = (s32[], s32[4], s32[4]) tuple(z, v, iota)
  w = (s32[], s32[4], s32[4]) while(init), condition=inner_cond, body=inner_body
  acc = s32[4] get-tuple-element(w), index=2
  vo = s32[4] get-tuple-element(w), index=1
  v2 = s32[4] subtract(acc, vo)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4]) tuple(i2, v2)
}

ENTRY main {
  v = s32[4] parameter(0)
  z = s32[] constant(0)
  init = (s32[], s32[4]) tuple(z, v)
  ROOT w = (s32[], s32[4]) while(init), condition=outer_cond, body=outer_body
}
""", [ints(-4, 4)])

add("while_cond_reads_updated_element", "control-flow",
    "the condition reads an element of the array the body updates in place with dynamic-update-slice", """HloModule condread

add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT c = s32[] add(a, b)
}

cond {
  s = (s32[], s32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[6] get-tuple-element(s), index=1
  z = s32[] constant(0)
  tot = s32[] reduce(v, z), dimensions={0}, to_apply=add
  lim = s32[] constant(40)
  lt = pred[] compare(tot, lim), direction=LT
  six = s32[] constant(6)
  inb = pred[] compare(i, six), direction=LT
  ROOT both = pred[] and(lt, inb)
}

body {
  s = (s32[], s32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[6] get-tuple-element(s), index=1
  e = s32[1] dynamic-slice(v, i), dynamic_slice_sizes={1}
  ten = s32[1] constant({10})
  e2 = s32[1] add(e, ten)
  v2 = s32[6] dynamic-update-slice(v, e2, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[6]) tuple(i2, v2)
}

ENTRY main {
  v = s32[6] parameter(0)
  z = s32[] constant(0)
  init = (s32[], s32[6]) tuple(z, v)
  ROOT w = (s32[], s32[6]) while(init), condition=cond, body=body
}
""", [ints(-3, 3)])

add("while_dus_old_value_handed_on", "control-flow",
    "body writes a row into the state with dynamic-update-slice and also returns the state's old value", """HloModule dusold

cond {
  s = (s32[], f32[4,3], f32[4,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[4,3], f32[4,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  buf = f32[4,3] get-tuple-element(s), index=1
  prev = f32[4,3] get-tuple-element(s), index=2
  fi = f32[] convert(i)
  row = f32[1,3] broadcast(fi), dimensions={}
  z = s32[] constant(0)
  buf2 = f32[4,3] dynamic-update-slice(buf, row, i, z)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[4,3], f32[4,3]) tuple(i2, buf2, buf)
}

ENTRY main {
  b = f32[4,3] parameter(0)
  z = s32[] constant(0)
  zf = f32[] constant(-1)
  p = f32[4,3] broadcast(zf), dimensions={}
  init = (s32[], f32[4,3], f32[4,3]) tuple(z, b, p)
  ROOT w = (s32[], f32[4,3], f32[4,3]) while(init), condition=cond, body=body
}
""", [I4])

add("while_dus_then_read_old", "control-flow",
    "body reads a row of the state after the instruction that updates that row in place (old value needed)",
    """HloModule dusread

cond {
  s = (s32[], s32[5], s32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[5], s32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  buf = s32[5] get-tuple-element(s), index=1
  log = s32[5] get-tuple-element(s), index=2
  hundred = s32[1] constant({100})
  buf2 = s32[5] dynamic-update-slice(buf, hundred, i)
  old = s32[1] dynamic-slice(buf, i), dynamic_slice_sizes={1}
  rev = s32[5] reverse(buf), dimensions={0}
  r1 = s32[1] dynamic-slice(rev, i), dynamic_slice_sizes={1}
  both = s32[1] add(old, r1)
  log2 = s32[5] dynamic-update-slice(log, both, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[5], s32[5]) tuple(i2, buf2, log2)
}

ENTRY main {
  b = s32[5] parameter(0)
  z = s32[] constant(0)
  zz = s32[5] broadcast(z), dimensions={}
  init = (s32[], s32[5], s32[5]) tuple(z, b, zz)
  ROOT w = (s32[], s32[5], s32[5]) while(init), condition=cond, body=body
}
""", [ints(-9, 9)])

add("while_scatter_old_value_handed_on", "control-flow",
    "body scatter-adds into the state and returns the pre-scatter value in another slot", """HloModule scatold

add {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT c = s32[] add(a, b)
}

cond {
  s = (s32[], s32[6], s32[6], s32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[6], s32[6], s32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[6] get-tuple-element(s), index=1
  w = s32[6] get-tuple-element(s), index=2
  idx = s32[3,1] constant({{0},{2},{2}})
  ib = s32[3,1] broadcast(i), dimensions={}
  idx2 = s32[3,1] add(idx, ib)
  upd = s32[3] constant({1, 10, 100})
  v2 = s32[6] scatter(v, idx2, upd), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  vw = s32[6] add(v, w)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[6], s32[6], s32[6]) tuple(i2, v2, v, vw)
}

ENTRY main {
  v = s32[6] parameter(0)
  z = s32[] constant(0)
  zz = s32[6] broadcast(z), dimensions={}
  init = (s32[], s32[6], s32[6], s32[6]) tuple(z, v, zz, zz)
  ROOT w = (s32[], s32[6], s32[6], s32[6]) while(init), condition=cond, body=body
}
""", [ints(-5, 5)])

add("while_in_conditional_branch", "control-flow",
    "a conditional whose branch 0 runs a loop over its operand tuple; branch 1 swaps the tuple", """HloModule whilecond

cond {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[3] get-tuple-element(s), index=1
  b = s32[3] get-tuple-element(s), index=2
  ab = s32[3] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3], s32[3]) tuple(i2, ab, a)
}

br_loop {
  p = (s32[3], s32[3]) parameter(0)
  a = s32[3] get-tuple-element(p), index=0
  b = s32[3] get-tuple-element(p), index=1
  z = s32[] constant(0)
  init = (s32[], s32[3], s32[3]) tuple(z, a, b)
  w = (s32[], s32[3], s32[3]) while(init), condition=cond, body=body
  wa = s32[3] get-tuple-element(w), index=1
  wb = s32[3] get-tuple-element(w), index=2
  ROOT r = (s32[3], s32[3]) tuple(wa, wb)
}

br_swap {
  p = (s32[3], s32[3]) parameter(0)
  a = s32[3] get-tuple-element(p), index=0
  b = s32[3] get-tuple-element(p), index=1
  ROOT r = (s32[3], s32[3]) tuple(b, a)
}

ENTRY main {
  k = s32[] parameter(0)
  a = s32[3] parameter(1)
  b = s32[3] parameter(2)
  t = (s32[3], s32[3]) tuple(a, b)
  c0 = (s32[3], s32[3]) conditional(k, t, t), branch_computations={br_loop, br_swap}
  one = s32[] constant(1)
  k1 = s32[] subtract(one, k)
  c1 = (s32[3], s32[3]) conditional(k1, t, t), branch_computations={br_loop, br_swap}
  ROOT r = ((s32[3], s32[3]), (s32[3], s32[3]), s32[3]) tuple(c0, c1, a)
}
""", [np.array(0), ints(-4, 4), ints(-4, 4)])

add("conditional_in_while_identity_branch", "control-flow",
    "a conditional in a loop body: one branch returns its tuple parameter unchanged, the other swaps and adds",
    """HloModule condinwhile

keep {
  p = (s32[3], s32[3]) parameter(0)
  ROOT q = (s32[3], s32[3]) copy(p)
}

swapadd {
  p = (s32[3], s32[3]) parameter(0)
  a = s32[3] get-tuple-element(p), index=0
  b = s32[3] get-tuple-element(p), index=1
  ab = s32[3] add(a, b)
  ROOT r = (s32[3], s32[3]) tuple(ab, a)
}

cond {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(7)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[3] get-tuple-element(s), index=1
  b = s32[3] get-tuple-element(s), index=2
  two = s32[] constant(2)
  r = s32[] remainder(i, two)
  p = (s32[3], s32[3]) tuple(a, b)
  c = (s32[3], s32[3]) conditional(r, p, p), branch_computations={swapadd, keep}
  ca = s32[3] get-tuple-element(c), index=0
  cb = s32[3] get-tuple-element(c), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3], s32[3]) tuple(i2, ca, cb)
}

ENTRY main {
  a = s32[3] parameter(0)
  b = s32[3] parameter(1)
  z = s32[] constant(0)
  init = (s32[], s32[3], s32[3]) tuple(z, a, b)
  ROOT w = (s32[], s32[3], s32[3]) while(init), condition=cond, body=body
}
""", [ints(-3, 3), ints(-3, 3)])

add("while_shared_body_two_loops", "control-flow",
    "two while loops using the same condition and body computations, the second fed by the first", """HloModule sharedbody

cond {
  s = (s32[], f32[3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[3], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[3] get-tuple-element(s), index=1
  b = f32[3] get-tuple-element(s), index=2
  ab = f32[3] subtract(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[3], f32[3]) tuple(i2, b, ab)
}

ENTRY main {
  a = f32[3] parameter(0)
  b = f32[3] parameter(1)
  z = s32[] constant(0)
  init = (s32[], f32[3], f32[3]) tuple(z, a, b)
  w1 = (s32[], f32[3], f32[3]) while(init), condition=cond, body=body
  x = f32[3] get-tuple-element(w1), index=1
  y = f32[3] get-tuple-element(w1), index=2
  init2 = (s32[], f32[3], f32[3]) tuple(z, y, a)
  w2 = (s32[], f32[3], f32[3]) while(init2), condition=cond, body=body
  ROOT r = ((s32[], f32[3], f32[3]), (s32[], f32[3], f32[3]), f32[3]) tuple(w1, w2, x)
}
""", [I4, I4])

add("while_opt_barrier_state", "control-flow",
    "opt-barrier around the loop's init and inside the body around the new state", """HloModule barrierloop

cond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[4] get-tuple-element(s), index=1
  b = f32[4] get-tuple-element(s), index=2
  ab = f32[4] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  t = (s32[], f32[4], f32[4]) tuple(i2, ab, a)
  ROOT o = (s32[], f32[4], f32[4]) opt-barrier(t)
}

ENTRY main {
  a = f32[4] parameter(0)
  z = s32[] constant(0)
  init = (s32[], f32[4], f32[4]) tuple(z, a, a)
  bi = (s32[], f32[4], f32[4]) opt-barrier(init)
  w = (s32[], f32[4], f32[4]) while(bi), condition=cond, body=body
  ROOT r = ((s32[], f32[4], f32[4]), f32[4]) tuple(w, a)
}
""", [ints(-2, 2)])

# ---------------------------------------------------------------------------------------------
# conditionals

add("cond_pred_identity_and_swap", "control-flow",
    "pred conditional: true returns its tuple parameter unchanged, false returns it swapped; both results kept",
    """HloModule condswap

same {
  ROOT p = (f32[3], s32[2]) parameter(0)
}

flip {
  p = (s32[2], f32[3]) parameter(0)
  a = s32[2] get-tuple-element(p), index=0
  b = f32[3] get-tuple-element(p), index=1
  ROOT r = (f32[3], s32[2]) tuple(b, a)
}

ENTRY main {
  k = pred[] parameter(0)
  x = f32[3] parameter(1)
  y = s32[2] parameter(2)
  t = (f32[3], s32[2]) tuple(x, y)
  u = (s32[2], f32[3]) tuple(y, x)
  c1 = (f32[3], s32[2]) conditional(k, t, u), true_computation=same, false_computation=flip
  nk = pred[] not(k)
  c2 = (f32[3], s32[2]) conditional(nk, t, u), true_computation=same, false_computation=flip
  ROOT r = ((f32[3], s32[2]), (f32[3], s32[2])) tuple(c1, c2)
}
""", [np.array(True), I4, I4])

for k in (0, 1, 2, 3, 7, -3):
    add(f"cond_index_shared_branches_{'m3' if k < 0 else k}", "control-flow",
        "index conditional with four branches, two of them the same computation; out of range runs the last",
        """HloModule condshare

twice {
  p = (s32[3], s32[3]) parameter(0)
  a = s32[3] get-tuple-element(p), index=0
  b = s32[3] get-tuple-element(p), index=1
  aa = s32[3] add(a, a)
  ROOT r = (s32[3], s32[3]) tuple(b, aa)
}

ident {
  ROOT p = (s32[3], s32[3]) parameter(0)
}

neg {
  p = (s32[3], s32[3]) parameter(0)
  a = s32[3] get-tuple-element(p), index=0
  b = s32[3] get-tuple-element(p), index=1
  na = s32[3] negate(a)
  ROOT r = (s32[3], s32[3]) tuple(na, b)
}

ENTRY main {
  k = s32[] parameter(0)
  a = s32[3] parameter(1)
  b = s32[3] parameter(2)
  t = (s32[3], s32[3]) tuple(a, b)
  c = (s32[3], s32[3]) conditional(k, t, t, t, t), branch_computations={twice, ident, twice, neg}
  ca = s32[3] get-tuple-element(c), index=0
  ROOT r = ((s32[3], s32[3]), s32[3], s32[3]) tuple(c, ca, a)
}
""", [np.array(k), I4, I4])

# ---------------------------------------------------------------------------------------------
# call and to_apply reuse

add("call_identity_then_update", "control-flow",
    "a called computation returning its parameter; the caller then updates the result in place and keeps the "
    "original", """HloModule callident

ident {
  ROOT x = s32[6] parameter(0)
}

ENTRY main {
  x = s32[6] parameter(0)
  y = s32[6] add(x, x)
  c = s32[6] call(y), to_apply=ident
  u = s32[2] constant({77, 88})
  two = s32[] constant(2)
  d = s32[6] dynamic-update-slice(c, u, two)
  c2 = s32[6] call(d), to_apply=ident
  ROOT r = (s32[6], s32[6], s32[6]) tuple(c2, y, c)
}
""", [I4])

add("to_apply_reuse_many_sites", "control-flow",
    "one scalar computation used by call, map, reduce, reduce-window, scatter and sort-free sites", """HloModule reuse

mx {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT m = s32[] maximum(a, b)
}

ENTRY main {
  x = s32[4,4] parameter(0)
  y = s32[4,4] parameter(1)
  m = s32[4,4] map(x, y), dimensions={0,1}, to_apply=mx
  lo = s32[] constant(-100)
  r = s32[4] reduce(m, lo), dimensions={1}, to_apply=mx
  rw = s32[3,3] reduce-window(x, lo), window={size=2x2}, to_apply=mx
  i0 = s32[] constant(0)
  i1 = s32[] constant(3)
  c = s32[] call(i0, i1), to_apply=mx
  idx = s32[2,1] constant({{1},{1}})
  upd = s32[2,4] slice(y), slice={[0:2], [0:4]}
  s = s32[4,4] scatter(x, idx, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=mx
  ROOT t = (s32[4], s32[3,3], s32[], s32[4,4]) tuple(r, rw, c, s)
}
""", [I4, I4])

add("call_three_sites_nested", "control-flow",
    "the same computation called from the entry, from inside another call and from a loop body", """HloModule call3

sq_plus {
  x = s32[3] parameter(0)
  y = s32[3] parameter(1)
  xx = s32[3] multiply(x, x)
  ROOT r = s32[3] add(xx, y)
}

outer {
  a = s32[3] parameter(0)
  b = s32[3] call(a, a), to_apply=sq_plus
  ROOT c = s32[3] call(b, a), to_apply=sq_plus
}

cond {
  s = (s32[], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[3] get-tuple-element(s), index=1
  ib = s32[3] broadcast(i), dimensions={}
  v2 = s32[3] call(ib, v), to_apply=sq_plus
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3]) tuple(i2, v2)
}

ENTRY main {
  a = s32[3] parameter(0)
  o = s32[3] call(a), to_apply=outer
  e = s32[3] call(a, o), to_apply=sq_plus
  z = s32[] constant(0)
  init = (s32[], s32[3]) tuple(z, e)
  w = (s32[], s32[3]) while(init), condition=cond, body=body
  ROOT r = (s32[3], s32[3], (s32[], s32[3])) tuple(o, e, w)
}
""", [ints(-2, 2)])

# ---------------------------------------------------------------------------------------------
# layouts

add("layout_params_results_col_major", "syntax",
    "entry parameters and result in {0,1} layout, with an elementwise op, a dot and a transpose", """HloModule colmajor

ENTRY main {
  a = f32[3,4]{0,1} parameter(0)
  b = f32[4,2]{0,1} parameter(1)
  c = f32[3,4]{1,0} parameter(2)
  s = f32[3,4]{0,1} add(a, c)
  d = f32[3,2]{0,1} dot(s, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  t = f32[4,3]{0,1} transpose(s), dimensions={1,0}
  ROOT r = (f32[3,2]{0,1}, f32[4,3]{0,1}, f32[3,4]{1,0}) tuple(d, t, s)
}
""", [I4, I4, I4])

add("layout_entry_computation_layout", "syntax",
    "entry_computation_layout in the header differing from the row-major default, with a layout-changing copy",
    """HloModule ecl, entry_computation_layout={(f32[2,3,4]{0,2,1}, s32[4,2]{0,1})->(f32[4,3,2]{2,1,0}, s32[2,4]{0,1}, f32[2,3,4]{1,0,2})}

ENTRY main {
  x = f32[2,3,4]{0,2,1} parameter(0)
  y = s32[4,2]{0,1} parameter(1)
  t = f32[4,3,2]{2,1,0} transpose(x), dimensions={2,1,0}
  yt = s32[2,4]{0,1} transpose(y), dimensions={1,0}
  c = f32[2,3,4]{1,0,2} copy(x)
  ROOT r = (f32[4,3,2]{2,1,0}, s32[2,4]{0,1}, f32[2,3,4]{1,0,2}) tuple(t, yt, c)
}
""", [I4, I4])

add("layout_transpose_reshape", "shape",
    "a transpose whose layout makes it a bitcast of its operand, then reshapes of it (XLA:CPU via StableHLO "
    "rejects a bitcast instruction in its input, so reshape stands in)", """HloModule treshape

ENTRY main {
  x = f32[3,4]{1,0} parameter(0)
  t = f32[4,3]{0,1} transpose(x), dimensions={1,0}
  b = f32[12]{0} reshape(x)
  c = f32[4,3]{1,0} copy(t)
  bc = f32[2,6]{1,0} reshape(c)
  tb = f32[2,6]{0,1} reshape(t)
  n = f32[2,6]{1,0} negate(bc)
  ROOT r = (f32[4,3]{0,1}, f32[12]{0}, f32[2,6]{1,0}, f32[4,3]{1,0}, f32[2,6]{0,1}) tuple(t, b, n, c, tb)
}
""", [I4])

add("layout_tuple_mixed_result", "syntax",
    "a tuple result whose elements have different layouts of the same values, plus a 3-d permuted layout",
    """HloModule mixed

ENTRY main {
  x = s32[2,3,4]{2,1,0} parameter(0)
  a = s32[2,3,4]{0,1,2} copy(x)
  b = s32[2,3,4]{1,2,0} copy(a)
  c = s32[2,3,4]{2,0,1} add(a, b)
  s = s32[3,4]{0,1} slice(c), slice={[1:2], [0:3], [0:4]}
  rs = s32[3,4]{0,1} reshape(s)
  ROOT r = (s32[2,3,4]{0,1,2}, s32[2,3,4]{1,2,0}, s32[2,3,4]{2,0,1}, s32[3,4]{0,1}) tuple(a, b, c, rs)
}
""".replace("  s = s32[3,4]{0,1} slice(c), slice={[1:2], [0:3], [0:4]}\n  rs = s32[3,4]{0,1} reshape(s)",
            "  s = s32[1,3,4]{0,1,2} slice(c), slice={[1:2], [0:3], [0:4]}\n  rs = s32[3,4]{0,1} reshape(s)"),
    [ints(-50, 50)])

add("layout_while_state_col_major", "control-flow",
    "a loop carrying an f32[3,4]{0,1} state whose body transposes twice and shifts rows", """HloModule loopcm

cond {
  s = (s32[], f32[3,4]{0,1}, f32[3,4]{1,0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[3,4]{0,1}, f32[3,4]{1,0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[3,4]{0,1} get-tuple-element(s), index=1
  b = f32[3,4]{1,0} get-tuple-element(s), index=2
  ab = f32[3,4]{0,1} add(a, b)
  sl = f32[1,4]{0,1} slice(ab), slice={[0:1], [0:4]}
  one = s32[] constant(1)
  z = s32[] constant(0)
  ab2 = f32[3,4]{0,1} dynamic-update-slice(ab, sl, one, z)
  ac = f32[3,4]{1,0} copy(a)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[3,4]{0,1}, f32[3,4]{1,0}) tuple(i2, ab2, ac)
}

ENTRY main {
  a = f32[3,4]{0,1} parameter(0)
  b = f32[3,4]{1,0} parameter(1)
  z = s32[] constant(0)
  init = (s32[], f32[3,4]{0,1}, f32[3,4]{1,0}) tuple(z, a, b)
  ROOT w = (s32[], f32[3,4]{0,1}, f32[3,4]{1,0}) while(init), condition=cond, body=body
}
""", [I4, I4])

# ---------------------------------------------------------------------------------------------
# aliasing and result structure

add("alias_may_and_must", "syntax",
    "input_output_alias in the header: a donated may-alias parameter and a must-alias one, updated in place",
    """HloModule alias, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}, must-alias) }

ENTRY main {
  a = f32[4] parameter(0)
  b = s32[3] parameter(1)
  c = f32[4] parameter(2)
  a2 = f32[4] add(a, c)
  u = s32[1] constant({42})
  one = s32[] constant(1)
  b2 = s32[3] dynamic-update-slice(b, u, one)
  ac = f32[4] multiply(a, c)
  ROOT r = (f32[4], s32[3], f32[4]) tuple(a2, b2, ac)
}
""", [I4, I4, I4])

add("alias_donated_read_after_write", "syntax",
    "a donated parameter aliased to output 0 is read again by output 1 after output 0 is computed", """HloModule aliasrw, input_output_alias={ {0}: (0, {}, may-alias) }

ENTRY main {
  p = s32[5] parameter(0)
  r = s32[5] reverse(p), dimensions={0}
  o0 = s32[5] add(r, p)
  o1 = s32[5] multiply(p, p)
  ROOT t = (s32[5], s32[5]) tuple(o0, o1)
}
""", [I4])

add("result_param_twice_and_constant", "tuple",
    "the root tuple holds a parameter unchanged, the same instruction twice, and a constant", """HloModule rootmix

ENTRY main {
  x = f32[3] parameter(0)
  y = s32[2] parameter(1)
  n = f32[3] negate(x)
  k = s32[2] constant({5, -6})
  ROOT r = (f32[3], f32[3], f32[3], s32[2], s32[2], s32[2]) tuple(x, n, n, y, k, k)
}
""", [I4, I4])

add("result_gte_of_param_tuple_path", "tuple",
    "a result tuple nesting a sub-tuple that holds a parameter and a constant, the parameter also at top level",
    """HloModule rootnest

ENTRY main {
  x = s32[4] parameter(0)
  c = f32[] constant(2.5)
  t = (s32[4], f32[]) tuple(x, c)
  u = (s32[4], f32[]) tuple(x, c)
  ROOT r = ((s32[4], f32[]), s32[4], (s32[4], f32[])) tuple(t, x, u)
}
""", [I4])

# ---------------------------------------------------------------------------------------------
# misc ops

add("tokens_ordering_loop", "edge", "after-all and add-dependency tying a loop result to a token", """HloModule tok

cond {
  s = (s32[], s32[3], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[3] get-tuple-element(s), index=1
  t = token[] get-tuple-element(s), index=2
  t2 = token[] after-all(t)
  v2 = s32[3] add(v, v)
  v3 = s32[3] add-dependency(v2, t2)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT r = (s32[], s32[3], token[]) tuple(i2, v3, t2)
}

ENTRY main {
  v = s32[3] parameter(0)
  t0 = token[] after-all()
  z = s32[] constant(0)
  init = (s32[], s32[3], token[]) tuple(z, v, t0)
  w = (s32[], s32[3], token[]) while(init), condition=cond, body=body
  tw = token[] get-tuple-element(w), index=2
  vw = s32[3] get-tuple-element(w), index=1
  t3 = token[] after-all(tw, t0)
  ROOT o = s32[3] add-dependency(vw, t3)
}
""", [I4])

add("iota_several_dims", "shape", "iota along each of three dims and in s32, f32 and u8 with layouts", """HloModule iotas

ENTRY main {
  a = s32[2,3,4] iota(), iota_dimension=0
  b = s32[2,3,4]{0,1,2} iota(), iota_dimension=1
  c = f32[2,3,4] iota(), iota_dimension=2
  d = u8[300] iota(), iota_dimension=0
  ca = f32[2,3,4] convert(a)
  s = f32[2,3,4] add(c, ca)
  ROOT r = (s32[2,3,4], s32[2,3,4]{0,1,2}, f32[2,3,4], u8[300]) tuple(a, b, s, d)
}
""")

add("dynamic_slice_clamped", "gather-scatter",
    "dynamic-slice and dynamic-update-slice with starts past either end, clamped per dimension", """HloModule dsclamp

ENTRY main {
  x = s32[5,6] parameter(0)
  i = s32[] parameter(1)
  j = s32[] parameter(2)
  a = s32[3,4] dynamic-slice(x, i, j), dynamic_slice_sizes={3,4}
  u = s32[2,5] constant({{1,2,3,4,5},{6,7,8,9,10}})
  b = s32[5,6] dynamic-update-slice(x, u, j, i)
  ROOT r = (s32[3,4], s32[5,6]) tuple(a, b)
}
""", [ints(-20, 20), np.array(4), np.array(-7)])

add("dynamic_slice_clamped_u8_index", "gather-scatter",
    "unsigned start indices beyond the bound (u32 255) clamp to the last window", """HloModule dsclampu

ENTRY main {
  x = s32[7] parameter(0)
  i = u32[] parameter(1)
  a = s32[3] dynamic-slice(x, i), dynamic_slice_sizes={3}
  u = s32[2] constant({-1, -2})
  b = s32[7] dynamic-update-slice(x, u, i)
  ROOT r = (s32[3], s32[7]) tuple(a, b)
}
""", [ints(0, 20), np.array(4000000000, dtype=np.uint32)])

add("pad_negative_interior", "shape", "pad mixing negative low/high edges with interior padding on three dims",
    """HloModule padneg

ENTRY main {
  x = s32[3,4,2] parameter(0)
  c = s32[] constant(-99)
  ROOT p = s32[4,6,5] pad(x, c), padding=-1_0_1x1_-2_1x0_0_3
}
""", [ints(0, 20)])

add("pad_all_negative", "shape", "pad that only trims (negative both edges) after interior padding",
    """HloModule padtrim

ENTRY main {
  x = f32[4,3] parameter(0)
  c = f32[] constant(0.5)
  ROOT p = f32[5,4] pad(x, c), padding=-1_-1_1x-1_-2_2
}
""", [I4])

add("reverse_several_dims", "shape", "reverse on dims {0,2} and {1,2,3} of a 4-d array, then a layout-changed one",
    """HloModule revs

ENTRY main {
  x = s32[2,3,2,4] parameter(0)
  a = s32[2,3,2,4] reverse(x), dimensions={0,2}
  b = s32[2,3,2,4] reverse(x), dimensions={1,2,3}
  xc = s32[2,3,2,4]{0,1,2,3} copy(x)
  c = s32[2,3,2,4]{0,1,2,3} reverse(xc), dimensions={3,0}
  ROOT r = (s32[2,3,2,4], s32[2,3,2,4], s32[2,3,2,4]{0,1,2,3}) tuple(a, b, c)
}
""", [ints(-50, 50)])

add("reduce_variadic_argmax", "reduce", "variadic reduce (value, index) picking the max and its first index",
    """HloModule argmax

amax {
  av = s32[] parameter(0)
  ai = s32[] parameter(1)
  bv = s32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(av, bv), direction=GT
  eq = pred[] compare(av, bv), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  tie = pred[] and(eq, lt)
  pa = pred[] or(gt, tie)
  v = s32[] select(pa, av, bv)
  i = s32[] select(pa, ai, bi)
  ROOT t = (s32[], s32[]) tuple(v, i)
}

ENTRY main {
  x = s32[4,6] parameter(0)
  idx = s32[4,6] iota(), iota_dimension=1
  lo = s32[] constant(-2147483648)
  z = s32[] constant(0)
  r = (s32[4], s32[4]) reduce(x, idx, lo, z), dimensions={1}, to_apply=amax
  c = (s32[6], s32[6]) reduce(x, idx, lo, z), dimensions={0}, to_apply=amax
  ROOT o = ((s32[4], s32[4]), (s32[6], s32[6])) tuple(r, c)
}
""", [ints(-3, 3)])

add("reduce_variadic_mixed_types", "reduce", "variadic reduce over f32 and s32 operands: sum and count of positives",
    """HloModule sumcount

sc {
  as = f32[] parameter(0)
  ac = s32[] parameter(1)
  bs = f32[] parameter(2)
  bc = s32[] parameter(3)
  s = f32[] add(as, bs)
  c = s32[] add(ac, bc)
  ROOT t = (f32[], s32[]) tuple(s, c)
}

ENTRY main {
  x = f32[3,5] parameter(0)
  z = f32[] constant(0)
  zb = f32[3,5] broadcast(z), dimensions={}
  pos = pred[3,5] compare(x, zb), direction=GT
  cnt = s32[3,5] convert(pos)
  zi = s32[] constant(0)
  ROOT r = (f32[5], s32[5]) reduce(x, cnt, z, zi), dimensions={0}, to_apply=sc
}
""", [I4])

add("sort_three_operands_comparator", "sort",
    "sort of three operands by key descending, ties by the second ascending, the third carried", """HloModule sort3

cmp {
  ka = s32[] parameter(0)
  kb = s32[] parameter(1)
  va = s32[] parameter(2)
  vb = s32[] parameter(3)
  wa = f32[] parameter(4)
  wb = f32[] parameter(5)
  gt = pred[] compare(ka, kb), direction=GT
  eq = pred[] compare(ka, kb), direction=EQ
  vlt = pred[] compare(va, vb), direction=LT
  t = pred[] and(eq, vlt)
  ROOT r = pred[] or(gt, t)
}

ENTRY main {
  k = s32[2,8] parameter(0)
  v = s32[2,8] parameter(1)
  w = f32[2,8] parameter(2)
  ROOT s = (s32[2,8], s32[2,8], f32[2,8]) sort(k, v, w), dimensions={1}, to_apply=cmp
}
""", [ints(0, 3), ints(-9, 9), I4])

add("sort_stable_dim0", "sort", "stable sort along dim 0 comparing only the key (equal keys keep order)",
    """HloModule sortstable

cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}

ENTRY main {
  k = f32[6,3] parameter(0)
  i = s32[6,3] iota(), iota_dimension=0
  ROOT s = (f32[6,3], s32[6,3]) sort(k, i), dimensions={0}, is_stable=true, to_apply=cmp
}
""", [ints(0, 2)])

add("select_clamp_broadcast_scalars", "compare-select",
    "select with a broadcast scalar predicate and clamp with broadcast scalar bounds",
    """HloModule selclamp

ENTRY main {
  p = pred[] parameter(0)
  x = s32[2,3] parameter(1)
  y = s32[2,3] parameter(2)
  pb = pred[2,3] broadcast(p), dimensions={}
  s = s32[2,3] select(pb, x, y)
  lo = s32[] constant(-2)
  hi = s32[] constant(3)
  lob = s32[2,3] broadcast(lo), dimensions={}
  hib = s32[2,3] broadcast(hi), dimensions={}
  c = s32[2,3] clamp(lob, s, hib)
  hi2 = s32[] constant(1)
  hib2 = s32[2,3] broadcast(hi2), dimensions={}
  c2 = s32[2,3] clamp(lob, y, hib2)
  gt = pred[2,3] compare(x, y), direction=GT
  sel2 = s32[2,3] select(gt, c, c2)
  ROOT r = (s32[2,3], s32[2,3], s32[2,3]) tuple(c, c2, sel2)
}
""", [np.array(False), I4, I4])

add("dus_then_read_operand_entry", "gather-scatter",
    "in the entry: a computed array is updated with dynamic-update-slice and also read afterwards", """HloModule dusentry

ENTRY main {
  x = s32[6] parameter(0)
  i = s32[] parameter(1)
  y = s32[6] add(x, x)
  u = s32[2] constant({1000, 2000})
  d = s32[6] dynamic-update-slice(y, u, i)
  r = s32[6] reverse(y), dimensions={0}
  s = s32[6] add(r, d)
  ROOT t = (s32[6], s32[6], s32[6]) tuple(d, s, y)
}
""", [I4, np.array(3)])

add("scatter_operand_also_returned", "gather-scatter",
    "scatter whose operand (a computed value) is also returned unchanged", """HloModule scatkeep

upd {
  a = f32[] parameter(0)
  ROOT b = f32[] parameter(1)
}

ENTRY main {
  x = f32[5,2] parameter(0)
  y = f32[5,2] negate(x)
  idx = s32[2] constant({4, 0})
  up = f32[2,2] constant({{10, 20}, {30, 40}})
  s = f32[5,2] scatter(y, idx, up), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=upd
  ROOT t = (f32[5,2], f32[5,2]) tuple(s, y)
}
""".replace("idx = s32[2] constant({4, 0})", "idx = s32[2,1] constant({{4}, {0}})"), [I4])

# ---------------------------------------------------------------------------------------------
# second round: in-place updates meeting shared buffers

add("copy_tuple_layout", "tuple", "copy of a whole tuple that changes one element's layout", """HloModule copytuple

ENTRY main {
  a = s32[2,3]{1,0} parameter(0)
  b = s32[3] parameter(1)
  p = (s32[2,3]{1,0}, s32[3]) tuple(a, b)
  q = (s32[2,3]{0,1}, s32[3]) copy(p)
  q0 = s32[2,3]{0,1} get-tuple-element(q), index=0
  n = s32[2,3]{0,1} negate(q0)
  ROOT r = (s32[2,3]{0,1}, (s32[2,3]{0,1}, s32[3])) tuple(n, q)
}
""", [I4, I4])

add("while_swap_with_dus", "control-flow",
    "(i, a, b) -> (i+1, b, dus(a, i)): the in-place candidate's buffer goes to the other slot", """HloModule swapdus

cond {
  s = (s32[], s32[5], s32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[5], s32[5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[5] get-tuple-element(s), index=1
  b = s32[5] get-tuple-element(s), index=2
  u = s32[1] reshape(i)
  a2 = s32[5] dynamic-update-slice(a, u, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[5], s32[5]) tuple(i2, b, a2)
}

ENTRY main {
  a = s32[5] parameter(0)
  b = s32[5] parameter(1)
  z = s32[] constant(0)
  init = (s32[], s32[5], s32[5]) tuple(z, a, b)
  ROOT w = (s32[], s32[5], s32[5]) while(init), condition=cond, body=body
}
""", [ints(50, 59), ints(80, 89)])

add("while_swap_both_dus", "control-flow",
    "(i, a, b) -> (i+1, dus(b), dus(a)): both slots updated in place from the other's old value", """HloModule swapdus2

cond {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[4] get-tuple-element(s), index=1
  b = s32[4] get-tuple-element(s), index=2
  ten = s32[] constant(10)
  i10 = s32[] add(i, ten)
  u = s32[1] reshape(i10)
  nu = s32[1] negate(u)
  a2 = s32[4] dynamic-update-slice(a, u, i)
  b2 = s32[4] dynamic-update-slice(b, nu, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4], s32[4]) tuple(i2, b2, a2)
}

ENTRY main {
  a = s32[4] parameter(0)
  b = s32[4] parameter(1)
  z = s32[] constant(0)
  init = (s32[], s32[4], s32[4]) tuple(z, a, b)
  ROOT w = (s32[], s32[4], s32[4]) while(init), condition=cond, body=body
}
""", [ints(50, 59), ints(80, 89)])

add("while_constant_state_updated", "control-flow",
    "a constant in the init and in the body's result tuple, updated in place next trip; the constant is also "
    "returned", """HloModule conststate

cond {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[4] get-tuple-element(s), index=1
  b = s32[4] get-tuple-element(s), index=2
  u = s32[1] reshape(i)
  b2 = s32[4] dynamic-update-slice(b, u, i)
  ab = s32[4] add(a, b2)
  c = s32[4] constant({7, 7, 7, 7})
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4], s32[4]) tuple(i2, ab, c)
}

ENTRY main {
  a = s32[4] parameter(0)
  c = s32[4] constant({1, 2, 3, 4})
  z = s32[] constant(0)
  init = (s32[], s32[4], s32[4]) tuple(z, a, c)
  w = (s32[], s32[4], s32[4]) while(init), condition=cond, body=body
  ROOT r = ((s32[], s32[4], s32[4]), s32[4]) tuple(w, c)
}
""", [I4])

add("two_whiles_same_init", "control-flow",
    "two loops consuming the same init tuple (one updating in place); both results and the init kept",
    """HloModule sameinit2

cond {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body_dus {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  u = s32[1] constant({-1})
  v2 = s32[4] dynamic-update-slice(v, u, i)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4]) tuple(i2, v2)
}

body_sum {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  v2 = s32[4] add(v, v)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4]) tuple(i2, v2)
}

ENTRY main {
  p = s32[4] parameter(0)
  v = s32[4] negate(p)
  z = s32[] constant(0)
  init = (s32[], s32[4]) tuple(z, v)
  w1 = (s32[], s32[4]) while(init), condition=cond, body=body_dus
  w2 = (s32[], s32[4]) while(init), condition=cond, body=body_sum
  w3 = (s32[], s32[4]) while(init), condition=cond, body=body_dus
  ROOT r = ((s32[], s32[4]), (s32[], s32[4]), (s32[], s32[4]), (s32[], s32[4])) tuple(w1, w2, w3, init)
}
""", [I4])

add("while_result_updated_and_kept", "control-flow",
    "a loop result element updated in place after the loop and also returned unchanged", """HloModule resultkeep

cond {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  v2 = s32[4] multiply(v, v)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4]) tuple(i2, v2)
}

ENTRY main {
  p = s32[4] parameter(0)
  z = s32[] constant(0)
  init = (s32[], s32[4]) tuple(z, p)
  w = (s32[], s32[4]) while(init), condition=cond, body=body
  v = s32[4] get-tuple-element(w), index=1
  u = s32[2] constant({-5, -6})
  one = s32[] constant(1)
  d = s32[4] dynamic-update-slice(v, u, one)
  ROOT r = (s32[4], s32[4], (s32[], s32[4])) tuple(d, v, w)
}
""", [ints(-3, 3)])

add("conditional_branch_dus_operand_live", "control-flow",
    "a branch updates its parameter in place with dynamic-update-slice; the operand is used after the "
    "conditional", """HloModule conddus

upd {
  p = (s32[5], s32[]) parameter(0)
  v = s32[5] get-tuple-element(p), index=0
  k = s32[] get-tuple-element(p), index=1
  u = s32[2] constant({100, 200})
  ROOT d = s32[5] dynamic-update-slice(v, u, k)
}

keep {
  p = (s32[5], s32[]) parameter(0)
  ROOT v = s32[5] get-tuple-element(p), index=0
}

ENTRY main {
  x = s32[5] parameter(0)
  b = s32[] parameter(1)
  y = s32[5] add(x, x)
  t = (s32[5], s32[]) tuple(y, b)
  c = s32[5] conditional(b, t, t), branch_computations={keep, upd}
  c2 = s32[5] conditional(b, t, t), branch_computations={upd, keep}
  s = s32[5] subtract(c, y)
  ROOT r = (s32[5], s32[5], s32[5], s32[5]) tuple(c, c2, s, y)
}
""", [I4, np.array(1)])

add("while_nested_inner_dus_outer_old", "control-flow",
    "an inner loop updates (in place) an array it got from the outer state; the outer body also returns the "
    "array's old value", """HloModule nestdus

icond {
  s = (s32[], s32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(j, n), direction=LT
}

ibody {
  s = (s32[], s32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  e = s32[1] dynamic-slice(v, j), dynamic_slice_sizes={1}
  three = s32[1] constant({3})
  e3 = s32[1] multiply(e, three)
  v2 = s32[4] dynamic-update-slice(v, e3, j)
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  ROOT t = (s32[], s32[4]) tuple(j2, v2)
}

ocond {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

obody {
  s = (s32[], s32[4], s32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[4] get-tuple-element(s), index=1
  old = s32[4] get-tuple-element(s), index=2
  z = s32[] constant(0)
  init = (s32[], s32[4]) tuple(z, v)
  w = (s32[], s32[4]) while(init), condition=icond, body=ibody
  v2 = s32[4] get-tuple-element(w), index=1
  vo = s32[4] add(v, old)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[4], s32[4]) tuple(i2, v2, vo)
}

ENTRY main {
  v = s32[4] parameter(0)
  z = s32[] constant(0)
  zz = s32[4] broadcast(z), dimensions={}
  init = (s32[], s32[4], s32[4]) tuple(z, v, zz)
  ROOT w = (s32[], s32[4], s32[4]) while(init), condition=ocond, body=obody
}
""", [ints(-3, 3)])

add("alias_param_updated_and_returned", "syntax",
    "a donated parameter aliased to output 0 (dynamic-update-slice of it) is also returned unchanged as output 1",
    """HloModule aliasboth, input_output_alias={ {0}: (0, {}, may-alias) }

ENTRY main {
  p = s32[5] parameter(0)
  u = s32[2] constant({-7, -8})
  two = s32[] constant(2)
  d = s32[5] dynamic-update-slice(p, u, two)
  ROOT t = (s32[5], s32[5]) tuple(d, p)
}
""", [I4])

add("alias_swap_outputs", "syntax",
    "parameters 0 and 1 aliased to outputs 1 and 0, each output computed from the other parameter",
    """HloModule aliasswap, input_output_alias={ {0}: (1, {}, may-alias), {1}: (0, {}, may-alias) }

ENTRY main {
  a = s32[4] parameter(0)
  b = s32[4] parameter(1)
  ra = s32[4] reverse(a), dimensions={0}
  rb = s32[4] reverse(b), dimensions={0}
  o0 = s32[4] add(ra, b)
  o1 = s32[4] subtract(rb, a)
  ROOT t = (s32[4], s32[4]) tuple(o0, o1)
}
""", [I4, I4])

add("sort_operand_kept", "sort", "sort of a computed array that is also returned unsorted (sort in place must copy)",
    """HloModule sortkeep

cmp {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}

ENTRY main {
  x = s32[8] parameter(0)
  y = s32[8] negate(x)
  s = s32[8] sort(y), dimensions={0}, to_apply=cmp
  ROOT t = (s32[8], s32[8]) tuple(s, y)
}
""", [ints(-20, 20)])

add("while_body_returns_param_slots_permuted_twice", "control-flow",
    "a 4-slot permutation of order 4 with one slot duplicated from another: (i,a,b,c) -> (i+1, c, a, a)",
    """HloModule permdup

cond {
  s = (s32[], s32[2], s32[2], s32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[2], s32[2], s32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = s32[2] get-tuple-element(s), index=1
  b = s32[2] get-tuple-element(s), index=2
  c = s32[2] get-tuple-element(s), index=3
  cb = s32[2] add(c, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[2], s32[2], s32[2]) tuple(i2, cb, a, a)
}

ENTRY main {
  a = s32[2] parameter(0)
  b = s32[2] parameter(1)
  c = s32[2] parameter(2)
  z = s32[] constant(0)
  init = (s32[], s32[2], s32[2], s32[2]) tuple(z, a, b, c)
  ROOT w = (s32[], s32[2], s32[2], s32[2]) while(init), condition=cond, body=body
}
""", [I4, I4, I4])


class _FlatInputs(Case):
    """A case whose ENTRY takes tuple parameters: model.entry_parameters reads array parameters
    only, so the inputs (the tuple's leaves, flattened depth-first, as XLA:CPU takes them) are
    given whole."""

    def make_inputs(self) -> list[np.ndarray]:
        return [np.asarray(a) for a in self.inputs]


CASES.append(_FlatInputs("xs_while_init_is_entry_tuple_parameter", "control-flow",
                         "a loop whose init is an entry parameter of tuple type, also read after the loop",
                         """HloModule tparam

cond {
  s = (s32[], s32[3], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[3], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = s32[3] get-tuple-element(s), index=1
  f = f32[2] get-tuple-element(s), index=2
  u = s32[1] reshape(i)
  v2 = s32[3] dynamic-update-slice(v, u, i)
  v3 = s32[3] add(v2, v)
  f2 = f32[2] negate(f)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[3], f32[2]) tuple(i2, v3, f2)
}

ENTRY main {
  p = (s32[], s32[3], f32[2]) parameter(0)
  w = (s32[], s32[3], f32[2]) while(p), condition=cond, body=body
  pv = s32[3] get-tuple-element(p), index=1
  ROOT r = ((s32[], s32[3], f32[2]), s32[3], (s32[], s32[3], f32[2])) tuple(w, pv, p)
}
""", [np.array(0, np.int32), np.array([5, -6, 7], np.int32), np.array([1.5, -2.0], np.float32)]))

CASES.append(_FlatInputs("xs_cond_tuple_entry_parameter_identity", "control-flow",
                         "a conditional whose operand is an entry tuple parameter, one branch returning it",
                         """HloModule condtparam

ident {
  ROOT p = (s32[2], s32[2]) parameter(0)
}

swap {
  p = (s32[2], s32[2]) parameter(0)
  a = s32[2] get-tuple-element(p), index=0
  b = s32[2] get-tuple-element(p), index=1
  ROOT r = (s32[2], s32[2]) tuple(b, a)
}

ENTRY main {
  k = pred[] parameter(0)
  p = (s32[2], s32[2]) parameter(1)
  c = (s32[2], s32[2]) conditional(k, p, p), true_computation=swap, false_computation=ident
  nk = pred[] not(k)
  d = (s32[2], s32[2]) conditional(nk, p, p), true_computation=swap, false_computation=ident
  ROOT r = ((s32[2], s32[2]), (s32[2], s32[2])) tuple(c, d)
}
""", [np.array(True), np.array([1, 2], np.int32), np.array([3, 4], np.int32)]))
