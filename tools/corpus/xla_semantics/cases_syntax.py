"""What XLA's HLO parser accepts: names that are opcodes or keywords, every constant form,
layouts (tiled too), attributes xlac must read past, comments, headers, computation order."""

from __future__ import annotations

import numpy as np
from model import Case

CASES: list[Case] = []


def add(name, desc, text, inputs=None, tol=(0.0, 0.0)):
    CASES.append(Case(name, "syntax", desc, text, inputs or [], rtol=tol[0], atol=tol[1]))


add("names_are_opcodes", "instructions and parameters named like opcodes (constant, add, bitcast, parameter...)", """HloModule names_opcodes

ENTRY main {
  constant = f32[4] parameter(0)
  bitcast = f32[4] parameter(1)
  add = f32[4] add(constant, bitcast)
  parameter = f32[4] multiply(add, constant)
  negate = f32[4] negate(parameter)
  ROOT tuple = (f32[4], f32[4]) tuple(negate, add)
}
""")
add("names_are_keywords", "names that are attribute keywords or opcodes: input, to_apply, calls, replica-id, window", """HloModule names_keywords

ENTRY main {
  input = s32[3] parameter(0)
  to_apply = s32[3] parameter(1)
  sum = s32[3] add(input, to_apply)
  calls = s32[3] subtract(sum, input)
  replica-id = s32[3] multiply(calls, calls)
  ROOT window = s32[3] maximum(replica-id, sum)
}
""")
add("names_with_percent", "%-prefixed names everywhere, dotted names and suffixes", """HloModule %percent_names

%add.clone.1 (x.1: f32[], y.2: f32[]) -> f32[] {
  %x.1 = f32[] parameter(0)
  %y.2 = f32[] parameter(1)
  ROOT %add.3 = f32[] add(f32[] %x.1, f32[] %y.2)
}

ENTRY %main.7 (Arg_0.1: f32[5,3]) -> f32[5] {
  %Arg_0.1 = f32[5,3]{1,0} parameter(0)
  %constant.2 = f32[] constant(0)
  ROOT %reduce.6 = f32[5]{0} reduce(f32[5,3]{1,0} %Arg_0.1, f32[] %constant.2), dimensions={1}, to_apply=%add.clone.1
}
""", tol=(1e-6, 1e-6))
add("names_unusual_characters", "names with dashes, dots, underscores and digits first after a letter", """HloModule weird_names

ENTRY main {
  a-b.c_1 = f32[2] parameter(0)
  _under = f32[2] parameter(1)
  x.2.3 = f32[2] add(a-b.c_1, _under)
  ROOT y-9 = f32[2] multiply(x.2.3, x.2.3)
}
""")
add("operand_shapes_inline", "operands written with their shapes (the form XLA prints)", """HloModule inline_shapes

ENTRY main {
  p = f32[2,3]{1,0} parameter(0)
  q = f32[2,3]{1,0} parameter(1)
  s = f32[2,3]{1,0} subtract(f32[2,3]{1,0} p, f32[2,3]{1,0} q)
  ROOT t = f32[3,2]{1,0} transpose(f32[2,3]{1,0} s), dimensions={1,0}
}
""")
add("constant_array_literals", "array constants of rank 0 to 3, negative, exponent and integer forms", """HloModule const_arrays

ENTRY main {
  c0 = f32[] constant(-2.5e-1)
  c1 = f32[3] constant({1, -2.5, 3e2})
  c2 = s32[2,3] constant({ { 1, 2, 3 }, { -4, 5, -6 } })
  c3 = f64[2,1,2] constant({{{1.5, 2}}, {{-3, 4.25}}})
  e = f32[0] constant({})
  ROOT t = (f32[], f32[3], s32[2,3], f64[2,1,2], f32[0]) tuple(c0, c1, c2, c3, e)
}
""")
add("constant_special_floats", "float constants nan, inf, -inf, -0 and hex-free extremes", """HloModule const_special

ENTRY main {
  c = f32[6] constant({nan, inf, -inf, -0, 3.40282347e+38, 1.17549435e-38})
  d = f64[3] constant({-nan, 1.7976931348623157e+308, 4.9406564584124654e-324})
  h = f16[3] constant({65504, -inf, 0.000061035})
  b = bf16[3] constant({3.389e38, nan, -1.5})
  ROOT t = (f32[6], f64[3], f16[3], bf16[3]) tuple(c, d, h, b)
}
""")
add("constant_integer_extremes", "integer constants at every type's limits", """HloModule const_ints

ENTRY main {
  a = s8[3] constant({-128, 127, 0})
  b = u8[2] constant({255, 0})
  c = s64[2] constant({-9223372036854775808, 9223372036854775807})
  d = u64[2] constant({18446744073709551615, 9223372036854775808})
  e = u32[1] constant({4294967295})
  f = s16[2] constant({-32768, 32767})
  ROOT t = (s8[3], u8[2], s64[2], u64[2], u32[1], s16[2]) tuple(a, b, c, d, e, f)
}
""")
add("constant_pred_and_complex", "pred constants (true/false) and complex constants as (re, im)", """HloModule const_pc

ENTRY main {
  p = pred[4] constant({true, false, false, true})
  s = pred[] constant(true)
  c = c64[2] constant({(1, -2), (0.5, 0)})
  z = c128[] constant((-1.5, 2.25))
  ROOT t = (pred[4], pred[], c64[2], c128[]) tuple(p, s, c, z)
}
""")
add("constant_s4_u4_f8", "constants of s4, u4 and f8 types", """HloModule const_small

ENTRY main {
  a = s4[4] constant({-8, -1, 0, 7})
  b = u4[3] constant({0, 9, 15})
  c = f8e4m3fn[3] constant({448, -0.5, 0.001953125})
  d = f8e5m2[2] constant({57344, -inf})
  ROOT t = (s4[4], u4[3], f8e4m3fn[3], f8e5m2[2]) tuple(a, b, c, d)
}
""")
add("constant_used_in_math", "an array constant combined with a parameter", """HloModule const_math

ENTRY main {
  x = f32[2,2] parameter(0)
  w = f32[2,2] constant({{0.5, -1}, {2, 0.25}})
  ROOT d = f32[2,2] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""", tol=(1e-6, 1e-6))
add("layouts_explicit_everywhere", "explicit minor-to-major layouts on parameters, results and tuples", """HloModule layouts

ENTRY main {
  a = f32[3,4]{0,1} parameter(0)
  b = f32[3,4]{1,0} parameter(1)
  s = f32[3,4]{1,0} add(a, b)
  t = f32[4,3]{0,1} transpose(s), dimensions={1,0}
  ROOT r = (f32[3,4]{0,1}, f32[4,3]{0,1}) tuple(a, t)
}
""")
add("layouts_rank3_permuted", "a rank-3 parameter with a permuted layout feeding a reduce", """HloModule layout3

sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY main {
  x = f32[2,3,4]{1,2,0} parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2,4]{0,1} reduce(x, z), dimensions={1}, to_apply=sum
}
""", tol=(1e-6, 1e-6))
add("layouts_tiled", "tiled layouts with T(...) tiles and element size suffixes are accepted", """HloModule tiled

ENTRY main {
  x = f32[8,128]{1,0:T(8,128)} parameter(0)
  y = f32[8,128]{1,0:T(8,128)} negate(x)
  ROOT z = f32[8,128]{1,0} add(y, x)
}
""")
add("entry_computation_layout_header", "a module header with entry_computation_layout and flags", """HloModule header, is_scheduled=false, entry_computation_layout={(f32[4]{0}, s32[]{:T(128)})->(f32[4]{0}, s32[])}

ENTRY main {
  x = f32[4]{0} parameter(0)
  n = s32[] parameter(1)
  y = f32[4]{0} exponential(x)
  ROOT t = (f32[4]{0}, s32[]) tuple(y, n)
}
""", [None, np.array(3)], tol=(1e-6, 1e-6))
add("entry_signature_header", "ENTRY with a typed signature", """HloModule sig

ENTRY %entry (p: f32[3], q: s32[3]) -> f32[3] {
  %p = f32[3] parameter(0)
  %q = s32[3] parameter(1)
  %qf = f32[3] convert(%q)
  ROOT %r = f32[3] add(%p, %qf)
}
""")
add("metadata_and_attributes", "metadata, frontend_attributes, sharding, backend_config and statistics are read past", """HloModule attrs

ENTRY main {
  x = f32[4] parameter(0), metadata={op_type="Arg" op_name="x" source_file="model.py" source_line=12}, sharding={replicated}
  y = f32[4] sine(x), metadata={op_name="jit(f)/sin" source_file="/a b/c.py" source_line=3 deduplicated_name="sin.1"}, frontend_attributes={_xla_stream="1", tag="a,b"}
  z = f32[4] cosine(x), backend_config={"flag":true,"nested":{"k":[1,2,3]}}, sharding={maximal device=0}
  ROOT r = f32[4] add(y, z), statistics={visualizing_index=1,stat-1=33.0}
}
""", tol=(1e-5, 1e-6))
add("comments_everywhere", "/* */ block comments and // line comments between tokens", """// a line comment before the module
HloModule comments /* after the name */

/* a computation */ add_f {
  a = f32[] parameter(0) // trailing
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, /* inside operands */ b)
}

ENTRY main {
  x = f32[6] parameter(0)
  z = f32[] constant(0) /* before ROOT */
  ROOT r = f32[] reduce(x, z), dimensions={0}, /* between attributes */ to_apply=add_f
}
""", tol=(1e-6, 1e-6))
add("root_not_last", "ROOT not on the last line of the ENTRY computation", """HloModule order

square {
  v = f32[] parameter(0)
  ROOT s = f32[] multiply(v, v)
}

ENTRY main {
  x = f32[5] parameter(0)
  ROOT m = f32[5] map(x), dimensions={0}, to_apply=square
  unused = f32[5] negate(x)
}
""")
add("dead_code_in_entry", "instructions not reachable from ROOT (XLA drops them; they must not fail)", """HloModule dead

ENTRY main {
  x = f32[4] parameter(0)
  y = f32[4] parameter(1)
  d1 = f32[4] divide(x, y)
  d2 = f32[4] log(d1)
  ROOT r = f32[4] add(x, y)
}
""")
add("unused_parameter", "an ENTRY parameter no instruction uses", """HloModule unused_param

ENTRY main {
  a = f32[3] parameter(0)
  b = s32[7] parameter(1)
  ROOT r = f32[3] abs(a)
}
""")
add("parameters_out_of_order", "parameters declared in a different order from their numbers", """HloModule param_order

ENTRY main {
  c = f32[2] parameter(2)
  a = f32[2] parameter(0)
  b = f32[2] parameter(1)
  ab = f32[2] subtract(a, b)
  ROOT r = f32[2] multiply(ab, c)
}
""")
add("root_is_parameter", "ROOT is a parameter itself", """HloModule root_param

ENTRY main {
  ROOT a = u16[5] parameter(0)
}
""")
add("root_is_constant", "a module with no parameters whose ROOT is a constant", """HloModule root_const

ENTRY main {
  ROOT c = s32[2,2] constant({{1, 2}, {3, 4}})
}
""")
add("whitespace_between_tokens", "extra spaces inside shapes, operand lists and attributes", """HloModule spacing

ENTRY   main   {
  x  =  f32[ 3 , 4 ]  parameter( 0 )
  z = f32[] constant( 1 )
  p = f32[5,6] pad( x , z ), padding=1_1x1_1
  ROOT s = f32[2,2] slice(p), slice={[0:4:2], [1:3]}
}
""")
add("compare_with_type_attr", "compare with explicit type= attributes of each kind", """HloModule cmp_types

ENTRY main {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  i = s32[4] parameter(2)
  j = s32[4] parameter(3)
  f = pred[4] compare(a, b), direction=LT, type=FLOAT
  t = pred[4] compare(a, b), direction=LE, type=TOTALORDER
  s = pred[4] compare(i, j), direction=GT, type=SIGNED
  ROOT r = (pred[4], pred[4], pred[4]) tuple(f, t, s)
}
""")
add("sharding_annotations_single_device", "sharding annotations (replicated, maximal, tuple shardings) on one device change nothing", """HloModule shard

ENTRY main {
  x = f32[4,8] parameter(0), sharding={maximal device=0}
  y = f32[4,8] multiply(x, x), sharding={replicated}
  ROOT t = (f32[4,8], f32[4,8]) tuple(x, y), sharding={{replicated}, {maximal device=0}}
}
""")
add("tuple_shape_with_layouts", "tuple shapes with nested layouts in parameters of called computations", """HloModule tuple_layouts

body {
  s = (f32[2,2]{1,0}, (s32[]{:T(128)}, f32[2]{0})) parameter(0)
  m = f32[2,2]{1,0} get-tuple-element(s), index=0
  inner = (s32[], f32[2]) get-tuple-element(s), index=1
  v = f32[2]{0} get-tuple-element(inner), index=1
  ROOT d = f32[2]{0} dot(m, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}

ENTRY main {
  m = f32[2,2] parameter(0)
  v = f32[2] parameter(1)
  n = s32[] constant(1)
  inner = (s32[], f32[2]) tuple(n, v)
  t = (f32[2,2], (s32[], f32[2])) tuple(m, inner)
  ROOT c = f32[2] call(t), to_apply=body
}
""", tol=(1e-6, 1e-6))
add("name_shadows_computation", "an instruction named like a computation", """HloModule shadow

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT add = f32[] add(a, b)
}

ENTRY main {
  add = f32[6] parameter(0)
  zero = f32[] constant(0)
  ROOT reduce = f32[] reduce(add, zero), dimensions={0}, to_apply=add
}
""", tol=(1e-6, 1e-6))
add("rng_bit_generator_default_algorithm_attr", "rng-bit-generator with algorithm=rng_default resolves to XLA:CPU's default (philox)", """HloModule rbg_default

ENTRY main {
  s = u64[2] parameter(0)
  ROOT r = (u64[2], u32[8]) rng-bit-generator(s), algorithm=rng_default
}
""", [np.array([7, 9], dtype=np.uint64)])
