"""Forms XLA's parser accepts (shared/reference/hlo_text_syntax.md), each parsed and round-tripped."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module

SNIPPETS = {
    "header_attrs": """HloModule m, is_scheduled=true, entry_computation_layout={(f32[4]{0}, s32[])->(f32[4]{0}, s32[])}, input_output_alias={ {0}: (0, {}, may-alias) }, buffer_donor={ (0, {}) }, replica_count=1, num_partitions=1, frontend_attributes={a="b", k2={"x":"y"}}, allow_spmd_sharding_propagation_to_output={true}
ENTRY e {
  p = f32[4]{0} parameter(0)
  q = s32[] parameter(1)
  ROOT t = (f32[4]{0}, s32[]) tuple(p, q)
}""",
    "headerless_and_comments": """// leading comment
ENTRY e { /* inline */
  p = f32[4] parameter(0) // trailing
  ROOT n = f32[4] negate(p)
}""",
    "crlf": "HloModule m\r\nENTRY e {\r\n  p = f32[4] parameter(0)\r\n  ROOT n = f32[4] negate(p)\r\n}\r\n",
    "signatures_and_percent": """HloModule m
%add.1 (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(f32[] %a, f32[] %b)
}
ENTRY %main.2 (x: f32[8]) -> f32[] {
  %x = f32[8]{0} parameter(0)
  %z = f32[] constant(0)
  ROOT %r = f32[] reduce(f32[8]{0} %x, f32[] %z), dimensions={0}, to_apply=%add.1
}""",
    "omitted_shapes_and_nested": """ENTRY e {
  p = f32[4] parameter(0)
  q = f32[4] parameter(1)
  ROOT r = add(multiply(p, q), negate(p))
}""",
    "layouts_tiles_memory_space": """ENTRY e {
  p = f32[8,128]{1,0:T(8,128)S(1)} parameter(0)
  q = s4[8]{0:E(4)} parameter(1)
  ROOT t = (f32[8,128]{1,0:T(8,128)S(1)}, s4[8]{0:E(4)}) tuple(p, q)
}""",
    "dynamic_dims": """ENTRY e {
  p = f32[<=4,3] parameter(0)
  ROOT n = f32[<=4,3] negate(p)
}""",
    "constants": """ENTRY e {
  a = f32[2,3] constant({ { 1, 2.5, -3e2 }, { inf, -inf, nan } })
  b = f32[3] constant({nan(0x1), -nan, -0})
  c = pred[3] constant({true, false, 1})
  d = c64[2] constant({(1, 2), (3.5, -4)})
  e = (f32[], s32[2]) constant((1.5, {2, 3}))
  f = bf16[2] constant({0.5, 3})
  g = f32[2,3] constant({...})
  h = s32[3] constant({1 2 3})
  i = u64[] constant(18446744073709551615)
  j = f32[0] constant({})
  ROOT t = (f32[2,3], f32[3], pred[3], c64[2], (f32[], s32[2]), bf16[2], f32[2,3], s32[3], u64[], f32[0]) tuple(a, b, c, d, e, f, g, h, i, j)
}""",
    "attribute_kinds": """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[1,8,8,4] parameter(0), sharding={devices=[2,1,1,1]<=[2]}, metadata={op_type="Neg" op_name="jit(f)/neg" source_file="a.py" source_line=3}
  k = f32[3,3,4,8] parameter(1), sharding={replicated}, frontend_attributes={_xla_x="1", y={"k":"v"}}
  c = f32[1,8,8,8] convolution(p, k), window={size=3x3 pad=1_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1}, dim_labels=b01f_01io->b01f, operand_precision={default,high}, backend_config={"a":{"b":"}"},"c":[1,2]}
  z = f32[] constant(0), sharding={maximal device=0}
  w = f32[1,4,4,8] reduce-window(c, z), window={size=1x2x2x1 stride=1x2x2x1}, to_apply=add
  s = f32[1,2,4,8] slice(w), slice={[0:1], [0:4:2], [0:4], [0:8]}
  pd = f32[1,5,4,8] pad(s, z), padding=0_0x1_2_1x0_0x0_0
  d = f32[1,5,4,8] add(pd, pd), control-predecessors={s}, statistics={visualizing_index=1,stat-1=33}
  ROOT r = f32[1,5,4,8] copy(d), origin={{"r"}}, sharding={{devices=[2,1,1,1]0,1 last_tile_dim_replicate}}
}""",
    "control_flow_and_async": """HloModule m
cond {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT, type=SIGNED
}
body {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[4] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[4] negate(x)
  ROOT t = (s32[], f32[4]) tuple(j, y)
}
b0 {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
}
b1 {
  a = f32[4] parameter(0)
  ROOT n = f32[4] abs(a)
}
ENTRY e {
  p = f32[4] parameter(0)
  k = s32[] parameter(1)
  z = s32[] constant(0)
  t = (s32[], f32[4]) tuple(z, p)
  w = (s32[], f32[4]) while(t), condition=cond, body=body
  x = f32[4] get-tuple-element(w), index=1
  c = f32[4] conditional(k, x, x), branch_computations={b0, b1}
  st = ((f32[4]), f32[4], u32[]) negate-start(c)
  dn = f32[4] negate-done(st)
  ROOT out = f32[4] add(dn, dn)
}""",
    "inline_to_apply": """ENTRY e {
  p = f32[8] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply={ a = f32[] parameter(0)
    b = f32[] parameter(1)
    ROOT s = f32[] add(a, b) }
}""",
    "custom_call_attrs": """ENTRY e {
  p = f32[4,4] parameter(0)
  ROOT c = (f32[4,4]{0,1}, s32[]) custom-call(p), custom_call_target="lapack_spotrf_ffi", operand_layout_constraints={f32[4,4]{0,1}}, output_to_operand_aliasing={{0}: (0, {})}, api_version=API_VERSION_TYPED_FFI, backend_config={uplo = 76 : ui8}, custom_call_has_side_effect=true, schedule=SCHEDULE_LATEST
}""",
    "custom_call_literal": """ENTRY e {
  p = f32[2] parameter(0)
  ROOT c = f32[2] custom-call(p), custom_call_target="foo", literal=f32[2]{0} {1, 2}, backend_config="raw \\"text\\""
}""",
    "collectives": """HloModule m, replica_count=1
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[4] parameter(0)
  ar = f32[4] all-reduce(p), replica_groups={{0}}, to_apply=add, channel_id=1
  ag = f32[4] all-gather(ar), dimensions={0}, replica_groups=[1,1]<=[1]
  cp = f32[4] collective-permute(ag), source_target_pairs={{0,0}}
  r = u32[] replica-id()
  tok = token[] after-all()
  ROOT t = (f32[4], u32[], token[]) tuple(cp, r, tok)
}""",
    "frame_tables": """HloModule m

FileNames
1 "a.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=5}

StackFrames
1 {file_location_id=1 parent_frame_id=0}

ENTRY e {
  p = f32[] parameter(0), metadata={op_name="x" stack_frame_id=1}
  ROOT n = f32[] negate(p)
}""",
    "execution_thread": """HloModule m
h {
  a = f32[] parameter(0)
  ROOT n = f32[] negate(a)
}, execution_thread="host"
ENTRY e {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=h
}""",
    "misc_ops": """ENTRY e {
  p = f32[4,3] parameter(0)
  i = s32[4,3] iota(), iota_dimension=1
  t = f32[3,4] transpose(p), dimensions={1,0}
  b = f32[2,4,3] broadcast(p), dimensions={1,2}
  g = s32[] get-dimension-size(p), dimensions={0}
  rp = f32[4,3] reduce-precision(p), exponent_bits=5, mantissa_bits=10
  tk = (f32[4,2], s32[4,2]) topk(p), k=2, largest=true
  bc = u32[4,3] bitcast-convert(p)
  ROOT o = (s32[4,3], f32[3,4], f32[2,4,3], s32[], f32[4,3], (f32[4,2], s32[4,2]), u32[4,3]) tuple(i, t, b, g, rp, tk, bc)
}""",
}


@pytest.mark.parametrize("name", list(SNIPPETS))
def test_snippet_parses_and_round_trips(name: str) -> None:
    module = parse_module(SNIPPETS[name], f"{name}.hlo")
    text = print_module(module)
    again = parse_module(text, f"{name}.printed.hlo")
    assert print_module(again) == text


def test_unquoted_mlir_backend_config_with_angle_brackets() -> None:
    from xlac.customcall.registry import backend_attributes

    module = parse_module("""ENTRY e {
  p = f32[4] parameter(0)
  ROOT c = f32[4] custom-call(p), custom_call_target="foo", api_version=API_VERSION_TYPED_FFI, backend_config={flags = array<i64: 1, 2>, eps = 1.0e-5 : f32}
}""")
    attrs = backend_attributes(module.entry.root)
    assert attrs["flags"].tolist() == [1, 2] and attrs["eps"] == np.float32(1e-5)
