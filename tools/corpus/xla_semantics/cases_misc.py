"""Collectives on one device, ids, tokens, custom calls XLA:CPU implements, and small models
with scalar parameters (what users write)."""

from __future__ import annotations

import numpy as np
from model import Case, uniform

CASES: list[Case] = []


def add(name, cat, desc, text, inputs=None, tol=(0.0, 0.0)):
    CASES.append(Case(name, cat, desc, text, inputs or [], rtol=tol[0], atol=tol[1]))


SUM = """sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
"""
add("all_reduce_one_replica", "collectives", "all-reduce over a single replica is the identity", f"""HloModule ar

{SUM}
ENTRY main {{
  x = f32[8] parameter(0)
  ROOT r = f32[8] all-reduce(x), replica_groups={{}}, to_apply=sum
}}
""")
add("all_reduce_group_of_one", "collectives", "all-reduce with an explicit one-device group", f"""HloModule ar1

{SUM}
ENTRY main {{
  x = f32[3,4] parameter(0)
  ROOT r = f32[3,4] all-reduce(x), replica_groups={{{{0}}}}, to_apply=sum
}}
""")
add("all_gather_one_replica", "collectives", "all-gather on one device returns the operand", """HloModule ag

ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT g = f32[2,3] all-gather(x), dimensions={0}, replica_groups={{0}}
}
""")
add("reduce_scatter_one_replica", "collectives", "reduce-scatter on one device returns the operand", f"""HloModule rs

{SUM}
ENTRY main {{
  x = f32[4,2] parameter(0)
  ROOT r = f32[4,2] reduce-scatter(x), dimensions={{0}}, replica_groups={{{{0}}}}, to_apply=sum
}}
""")
add("all_to_all_one_replica", "collectives", "all-to-all on one device returns the operand", """HloModule a2a

ENTRY main {
  x = f32[4,2] parameter(0)
  ROOT r = f32[4,2] all-to-all(x), dimensions={0}, replica_groups={{0}}
}
""")
add("collective_permute_self", "collectives", "collective-permute sending device 0 to itself", """HloModule cp

ENTRY main {
  x = s32[5] parameter(0)
  ROOT r = s32[5] collective-permute(x), source_target_pairs={{0,0}}
}
""")
add("collective_permute_no_source", "collectives", "collective-permute with no pair for this device gives zeros", """HloModule cp0

ENTRY main {
  x = f32[3] parameter(0)
  ROOT r = f32[3] collective-permute(x), source_target_pairs={}
}
""")
add("replica_and_partition_id", "collectives", "replica-id and partition-id are 0 on one device", """HloModule ids

ENTRY main {
  r = u32[] replica-id()
  p = u32[] partition-id()
  ROOT t = (u32[], u32[]) tuple(r, p)
}
""")
add("all_reduce_tuple_operands", "collectives", "all-reduce of two operands at once", f"""HloModule ar2

{SUM}
ENTRY main {{
  x = f32[4] parameter(0)
  y = f32[2,2] parameter(1)
  ROOT r = (f32[4], f32[2,2]) all-reduce(x, y), replica_groups={{}}, to_apply=sum
}}
""")
add("after_all_and_add_dependency", "edge", "tokens: after-all, add-dependency pass values through", """HloModule tokens

ENTRY main {
  x = f32[4] parameter(0)
  t0 = token[] after-all()
  t1 = token[] after-all(t0, t0)
  y = f32[4] add-dependency(x, t1)
  ROOT z = f32[4] negate(y)
}
""")
add("while_with_token_state", "edge", "a loop carrying a token in its state", """HloModule token_loop

cond {
  s = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  t = token[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  t2 = token[] after-all(t)
  ROOT r = (s32[], token[]) tuple(i2, t2)
}

ENTRY main {
  z = s32[] constant(0)
  t = token[] after-all()
  init = (s32[], token[]) tuple(z, t)
  w = (s32[], token[]) while(init), condition=cond, body=body
  ROOT i = s32[] get-tuple-element(w), index=0
}
""")
add("custom_call_topk", "custom-call", "the TopK custom call XLA:CPU implements itself (values and s32 indices, descending)", """HloModule cc_topk

ENTRY main {
  x = f32[4,10] parameter(0)
  ROOT t = (f32[4,3], s32[4,3]) custom-call(x), custom_call_target="TopK"
}
""", [lambda r, d, s: r.permutation(40).reshape(s).astype(float)])

add("softmax_rows", "composite", "numerically stable softmax over rows", f"""HloModule softmax

max_f {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] maximum(a, b)
}}

{SUM}
ENTRY main {{
  x = f32[4,10] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[4] reduce(x, ninf), dimensions={{1}}, to_apply=max_f
  mb = f32[4,10] broadcast(m), dimensions={{0}}
  d = f32[4,10] subtract(x, mb)
  e = f32[4,10] exponential(d)
  z = f32[] constant(0)
  s = f32[4] reduce(e, z), dimensions={{1}}, to_apply=sum
  sb = f32[4,10] broadcast(s), dimensions={{0}}
  ROOT p = f32[4,10] divide(e, sb)
}}
""", [lambda r, d, s: r.standard_normal(s) * 30], (1e-5, 1e-7))
add("layernorm_scalar_eps", "composite", "layer norm with the epsilon as a rank-0 parameter", f"""HloModule layernorm

{SUM}
ENTRY main {{
  x = f32[3,16] parameter(0)
  eps = f32[] parameter(1)
  gamma = f32[16] parameter(2)
  z = f32[] constant(0)
  n = f32[] constant(16)
  s = f32[3] reduce(x, z), dimensions={{1}}, to_apply=sum
  nb = f32[3] broadcast(n), dimensions={{}}
  mean = f32[3] divide(s, nb)
  mb = f32[3,16] broadcast(mean), dimensions={{0}}
  c = f32[3,16] subtract(x, mb)
  sq = f32[3,16] multiply(c, c)
  v = f32[3] reduce(sq, z), dimensions={{1}}, to_apply=sum
  var = f32[3] divide(v, nb)
  eb = f32[3] broadcast(eps), dimensions={{}}
  ve = f32[3] add(var, eb)
  r = f32[3] rsqrt(ve)
  rb = f32[3,16] broadcast(r), dimensions={{0}}
  y = f32[3,16] multiply(c, rb)
  gb = f32[3,16] broadcast(gamma), dimensions={{1}}
  ROOT o = f32[3,16] multiply(y, gb)
}}
""", [None, np.array(1e-5)], (1e-5, 1e-5))
add("adam_step_scalars", "composite", "one Adam update with learning rate, betas and step count as rank-0 parameters", """HloModule adam

ENTRY main {
  w = f32[10] parameter(0)
  g = f32[10] parameter(1)
  m = f32[10] parameter(2)
  v = f32[10] parameter(3)
  lr = f32[] parameter(4)
  b1 = f32[] parameter(5)
  b2 = f32[] parameter(6)
  t = s32[] parameter(7)
  one = f32[] constant(1)
  eps = f32[] constant(1e-8)
  b1v = f32[10] broadcast(b1), dimensions={}
  b2v = f32[10] broadcast(b2), dimensions={}
  onev = f32[10] broadcast(one), dimensions={}
  m1 = f32[10] multiply(b1v, m)
  ob1 = f32[10] subtract(onev, b1v)
  m2 = f32[10] multiply(ob1, g)
  mn = f32[10] add(m1, m2)
  v1 = f32[10] multiply(b2v, v)
  ob2 = f32[10] subtract(onev, b2v)
  gg = f32[10] multiply(g, g)
  v2 = f32[10] multiply(ob2, gg)
  vn = f32[10] add(v1, v2)
  tf = f32[] convert(t)
  p1 = f32[] power(b1, tf)
  p2 = f32[] power(b2, tf)
  c1 = f32[] subtract(one, p1)
  c2 = f32[] subtract(one, p2)
  c1v = f32[10] broadcast(c1), dimensions={}
  c2v = f32[10] broadcast(c2), dimensions={}
  mh = f32[10] divide(mn, c1v)
  vh = f32[10] divide(vn, c2v)
  sv = f32[10] sqrt(vh)
  ev = f32[10] broadcast(eps), dimensions={}
  den = f32[10] add(sv, ev)
  st = f32[10] divide(mh, den)
  lrv = f32[10] broadcast(lr), dimensions={}
  upd = f32[10] multiply(lrv, st)
  wn = f32[10] subtract(w, upd)
  ROOT r = (f32[10], f32[10], f32[10]) tuple(wn, mn, vn)
}
""", [None, None, None, uniform(0, 1), np.array(1e-3), np.array(0.9), np.array(0.999), np.array(3)], (1e-5, 1e-6))
add("mlp_two_layers", "composite", "two dense layers with bias and relu", """HloModule mlp

ENTRY main {
  x = f32[8,12] parameter(0)
  w1 = f32[12,16] parameter(1)
  b1 = f32[16] parameter(2)
  w2 = f32[16,3] parameter(3)
  h = f32[8,16] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[8,16] broadcast(b1), dimensions={1}
  hb = f32[8,16] add(h, bb)
  z = f32[] constant(0)
  zb = f32[8,16] broadcast(z), dimensions={}
  r = f32[8,16] maximum(hb, zb)
  ROOT o = f32[8,3] dot(r, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""", tol=(1e-4, 1e-4))
add("attention_single_head", "composite", "scaled dot-product attention, one head, with a scalar scale parameter", f"""HloModule attention

max_f {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] maximum(a, b)
}}

{SUM}
ENTRY main {{
  q = f32[6,8] parameter(0)
  k = f32[6,8] parameter(1)
  v = f32[6,8] parameter(2)
  scale = f32[] parameter(3)
  s = f32[6,6] dot(q, k), lhs_contracting_dims={{1}}, rhs_contracting_dims={{1}}
  sb = f32[6,6] broadcast(scale), dimensions={{}}
  ss = f32[6,6] multiply(s, sb)
  ninf = f32[] constant(-inf)
  m = f32[6] reduce(ss, ninf), dimensions={{1}}, to_apply=max_f
  mb = f32[6,6] broadcast(m), dimensions={{0}}
  d = f32[6,6] subtract(ss, mb)
  e = f32[6,6] exponential(d)
  z = f32[] constant(0)
  den = f32[6] reduce(e, z), dimensions={{1}}, to_apply=sum
  db = f32[6,6] broadcast(den), dimensions={{0}}
  p = f32[6,6] divide(e, db)
  ROOT o = f32[6,8] dot(p, v), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
""", [None, None, None, np.array(0.35355339)], (1e-5, 1e-5))
add("nbody_step_scalar_dt", "composite", "one n-body velocity/position step with the time step as a rank-0 parameter", f"""HloModule nbody

{SUM}
ENTRY main {{
  pos = f32[5,3] parameter(0)
  vel = f32[5,3] parameter(1)
  dt = f32[] parameter(2)
  pi = f32[5,5,3] broadcast(pos), dimensions={{0,2}}
  pj = f32[5,5,3] broadcast(pos), dimensions={{1,2}}
  d = f32[5,5,3] subtract(pj, pi)
  d2 = f32[5,5,3] multiply(d, d)
  z = f32[] constant(0)
  r2 = f32[5,5] reduce(d2, z), dimensions={{2}}, to_apply=sum
  soft = f32[] constant(0.01)
  sb = f32[5,5] broadcast(soft), dimensions={{}}
  r2s = f32[5,5] add(r2, sb)
  inv = f32[5,5] rsqrt(r2s)
  inv3 = f32[5,5] multiply(inv, inv)
  inv3b = f32[5,5] multiply(inv3, inv)
  ib = f32[5,5,3] broadcast(inv3b), dimensions={{0,1}}
  f = f32[5,5,3] multiply(d, ib)
  acc = f32[5,3] reduce(f, z), dimensions={{1}}, to_apply=sum
  dtb = f32[5,3] broadcast(dt), dimensions={{}}
  dv = f32[5,3] multiply(acc, dtb)
  v2 = f32[5,3] add(vel, dv)
  dp = f32[5,3] multiply(v2, dtb)
  p2 = f32[5,3] add(pos, dp)
  ROOT t = (f32[5,3], f32[5,3]) tuple(p2, v2)
}}
""", [None, None, np.array(0.01)], (1e-5, 1e-5))
add("stencil_scalar_alpha", "composite", "a 1-D heat-equation step with a rank-0 diffusion parameter", """HloModule stencil

ENTRY main {
  u = f32[16] parameter(0)
  alpha = f32[] parameter(1)
  z = f32[] constant(0)
  p = f32[18] pad(u, z), padding=1_1
  l = f32[16] slice(p), slice={[0:16]}
  r = f32[16] slice(p), slice={[2:18]}
  two = f32[] constant(2)
  tb = f32[16] broadcast(two), dimensions={}
  c2 = f32[16] multiply(u, tb)
  s = f32[16] add(l, r)
  lap = f32[16] subtract(s, c2)
  ab = f32[16] broadcast(alpha), dimensions={}
  du = f32[16] multiply(lap, ab)
  ROOT un = f32[16] add(u, du)
}
""", [None, np.array(0.25)], (1e-6, 1e-6))
add("one_hot_dot", "composite", "one-hot encoding by iota compare, followed by a dot", """HloModule one_hot

ENTRY main {
  labels = s32[6] parameter(0)
  w = f32[5,4] parameter(1)
  lb = s32[6,5] broadcast(labels), dimensions={0}
  io = s32[6,5] iota(), iota_dimension=1
  eq = pred[6,5] compare(lb, io), direction=EQ
  oh = f32[6,5] convert(eq)
  ROOT e = f32[6,4] dot(oh, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""", [lambda r, d, s: np.array([0, 4, 2, -1, 5, 2])], (1e-6, 1e-6))
add("rnn_while_scalar_steps", "composite", "an Elman RNN over a while loop; the step count is a rank-0 parameter", """HloModule rnn

cond {
  s = (s32[], s32[], f32[4], f32[4,4], f32[7,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], s32[], f32[4], f32[4,4], f32[7,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  h = f32[4] get-tuple-element(s), index=2
  w = f32[4,4] get-tuple-element(s), index=3
  xs = f32[7,4] get-tuple-element(s), index=4
  z = s32[] constant(0)
  xrow = f32[1,4] dynamic-slice(xs, i, z), dynamic_slice_sizes={1,4}
  x = f32[4] reshape(xrow)
  wh = f32[4] dot(w, h), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  a = f32[4] add(wh, x)
  h2 = f32[4] tanh(a)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], s32[], f32[4], f32[4,4], f32[7,4]) tuple(i2, n, h2, w, xs)
}

ENTRY main {
  n = s32[] parameter(0)
  h = f32[4] parameter(1)
  w = f32[4,4] parameter(2)
  xs = f32[7,4] parameter(3)
  z = s32[] constant(0)
  init = (s32[], s32[], f32[4], f32[4,4], f32[7,4]) tuple(z, n, h, w, xs)
  r = (s32[], s32[], f32[4], f32[4,4], f32[7,4]) while(init), condition=cond, body=body
  ROOT hout = f32[4] get-tuple-element(r), index=2
}
""", [np.array(7), None, lambda r, d, s: r.standard_normal(s) * 0.5], (1e-5, 1e-5))
add("cumsum_via_reduce_window_s32", "composite", "integer prefix sum (what jnp.cumsum lowers to on CPU)", """HloModule cumsum

sum {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT c = s32[] add(a, b)
}

ENTRY main {
  x = s32[3,10] parameter(0)
  z = s32[] constant(0)
  ROOT r = s32[3,10] reduce-window(x, z), window={size=1x10 pad=0_0x9_0}, to_apply=sum
}
""")
