"""Data movement: reshape, transpose, broadcast, slice, concatenate, pad, reverse, iota, copy,
bitcast, tuples, and zero-sized arrays."""

from __future__ import annotations

from model import Case

CASES: list[Case] = []


def one(name: str, desc: str, in_shapes: list[str], out: str, expr: str, inputs=None, cat: str = "shape") -> None:
    params = "\n".join(f"  p{k} = {s} parameter({k})" for k, s in enumerate(in_shapes))
    CASES.append(Case(name, cat, desc, f"""HloModule {name}

ENTRY main {{
{params}
  ROOT r = {out} {expr}
}}
""", inputs or []))


one("reshape_split_merge", "reshape that splits one dim and merges two", ["f32[6,4,5]"], "f32[3,2,20]", "reshape(p0)")
one("reshape_to_scalar", "reshape of a one-element array to rank 0", ["s32[1,1,1]"], "s32[]", "reshape(p0)")
one("reshape_from_scalar", "reshape of rank 0 to [1,1]", ["f64[]"], "f64[1,1]", "reshape(p0)")
one("reshape_layout_col_major", "reshape of an operand with a column-major layout: logical order counts",
    ["f32[4,6]{0,1}"], "f32[3,8]{1,0}", "reshape(p0)")
one("transpose_2d", "transpose of a matrix", ["f32[5,7]"], "f32[7,5]", "transpose(p0), dimensions={1,0}")
one("transpose_3d_rotate", "transpose rotating three dims", ["s32[2,3,4]"], "s32[4,2,3]", "transpose(p0), dimensions={2,0,1}")
one("transpose_4d_nchw_nhwc", "NCHW -> NHWC", ["bf16[2,3,4,5]"], "bf16[2,4,5,3]", "transpose(p0), dimensions={0,2,3,1}")
one("transpose_identity_u8", "identity permutation", ["u8[3,5]"], "u8[3,5]", "transpose(p0), dimensions={0,1}")
one("transpose_with_layouts", "transpose whose operand and result have non-default layouts",
    ["f32[3,4,2]{0,2,1}"], "f32[2,3,4]{1,0,2}", "transpose(p0), dimensions={2,0,1}")
one("broadcast_scalar", "broadcast of a scalar to a matrix", ["f32[]"], "f32[3,4]", "broadcast(p0), dimensions={}")
one("broadcast_middle", "broadcast adding outer and inner dims", ["s32[4]"], "s32[2,4,3]", "broadcast(p0), dimensions={1}")
one("broadcast_permuting", "broadcast that maps operand dims to result dims out of order",
    ["f32[2,3]"], "f32[3,5,2]", "broadcast(p0), dimensions={2,0}")
one("broadcast_degenerate", "broadcast keeping size-1 dims", ["pred[1,4]"], "pred[1,4,2]", "broadcast(p0), dimensions={0,1}")
one("slice_strided", "slice with strides in both dims", ["f32[10,9]"], "f32[3,3]", "slice(p0), slice={[1:10:3], [0:9:4]}")
one("slice_last_element", "slice keeping one element", ["s64[7]"], "s64[1]", "slice(p0), slice={[6:7]}")
one("slice_empty", "slice to an empty range", ["f32[5,3]"], "f32[0,3]", "slice(p0), slice={[2:2], [0:3]}")
one("slice_3d_stride_gt_size", "stride larger than the remaining extent", ["u16[4,6,5]"], "u16[2,1,2]",
    "slice(p0), slice={[0:4:2], [5:6:7], [1:5:3]}")
one("concatenate_three", "concatenate three operands along dim 1", ["f32[2,3]", "f32[2,1]", "f32[2,4]"], "f32[2,8]",
    "concatenate(p0, p1, p2), dimensions={1}")
one("concatenate_dim0_s8", "concatenate along the major dim", ["s8[1,4]", "s8[3,4]"], "s8[4,4]", "concatenate(p0, p1), dimensions={0}")
one("concatenate_with_empty", "concatenate with a zero-sized operand", ["f32[0,2]", "f32[3,2]", "f32[0,2]"], "f32[3,2]",
    "concatenate(p0, p1, p2), dimensions={0}")
one("concatenate_single", "concatenate of one operand", ["c64[3]"], "c64[3]", "concatenate(p0), dimensions={0}")
one("reverse_two_dims", "reverse along two of three dims", ["s32[3,4,2]"], "s32[3,4,2]", "reverse(p0), dimensions={0,2}")
one("reverse_none", "reverse with no dims is identity", ["f32[5]"], "f32[5]", "reverse(p0), dimensions={}")
one("copy_layout_change", "copy that changes the layout only", ["f32[3,5]{1,0}"], "f32[3,5]{0,1}", "copy(p0)")

for nm, pad, out, desc in [
    ("pad_edges", "1_2x0_1", "f32[7,5]", "low/high edge padding"),
    ("pad_interior", "0_0_2x1_1_1", "f32[10,9]", "interior padding between elements"),
    ("pad_negative", "-1_-2x1_-1", "f32[1,4]", "negative padding crops"),
    ("pad_negative_interior", "-2_1_1x0_0", "f32[6,4]", "negative low with interior padding"),
    ("pad_all_negative_to_empty", "-2_-2x0_0", "f32[0,4]", "cropping everything leaves an empty dim"),
]:
    CASES.append(Case(nm, "shape", f"pad: {desc}", f"""HloModule {nm}

ENTRY main {{
  x = f32[4,4] parameter(0)
  v = f32[] parameter(1)
  ROOT p = {out} pad(x, v), padding={pad}
}}
"""))
CASES.append(Case("pad_s32_rank3", "shape", "pad of a rank-3 integer array with a constant value", """HloModule pad3

ENTRY main {
  x = s32[2,3,2] parameter(0)
  v = s32[] constant(-7)
  ROOT p = s32[3,7,5] pad(x, v), padding=0_1x1_1_1x0_0_3
}
"""))

for dt, shape, d in [("s32", "[10]", 0), ("f32", "[3,5]", 1), ("u8", "[300]", 0), ("bf16", "[4,40]", 1), ("s64", "[2,3,4]", 2),
                     ("f16", "[2100]", 0), ("s8", "[260]", 0), ("u32", "[6,2]", 0), ("c64", "[5]", 0)]:
    CASES.append(Case(f"iota_{dt}_dim{d}", "shape", f"iota of {dt}{shape} along dim {d}" +
                      (" (wraps past the type's max)" if dt in ("u8", "s8") else "") +
                      (" (values past f16's exact integers round)" if dt == "f16" else ""),
                      f"""HloModule iota

ENTRY main {{
  ROOT i = {dt}{shape} iota(), iota_dimension={d}
}}
"""))

CASES.append(Case("tuple_nested_result", "tuple", "nested tuple result flattened depth-first", """HloModule nested

ENTRY main {
  a = f32[2] parameter(0)
  b = s32[] parameter(1)
  inner = (f32[2], s32[]) tuple(a, b)
  n = f32[2] negate(a)
  empty = () tuple()
  ROOT t = ((f32[2], s32[]), f32[2], ()) tuple(inner, n, empty)
}
"""))
CASES.append(Case("tuple_get_element_chain", "tuple", "get-tuple-element through two levels", """HloModule gte

ENTRY main {
  a = f32[3] parameter(0)
  b = u8[2] parameter(1)
  t1 = (f32[3], u8[2]) tuple(a, b)
  t2 = ((f32[3], u8[2]), f32[3]) tuple(t1, a)
  g = (f32[3], u8[2]) get-tuple-element(t2), index=0
  x = u8[2] get-tuple-element(g), index=1
  y = f32[3] get-tuple-element(t2), index=1
  ROOT r = (u8[2], f32[3]) tuple(x, y)
}
"""))
one("zero_sized_add", "elementwise op on zero-sized arrays", ["f32[0,3]", "f32[0,3]"], "f32[0,3]", "add(p0, p1)")
one("zero_sized_transpose", "transpose of a zero-sized array", ["s32[2,0,3]"], "s32[3,2,0]", "transpose(p0), dimensions={2,0,1}")
one("rank5_transpose", "transpose of a rank-5 array", ["f32[2,1,3,2,2]"], "f32[2,2,3,1,2]", "transpose(p0), dimensions={4,3,2,1,0}")
one("degenerate_dims_broadcast_add", "size-1 dims everywhere", ["f32[1,3,1]"], "f32[2,1,3,1,4]", "broadcast(p0), dimensions={1,2,3}")
