"""The code generator per op, against the interpreter (the oracle)."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import assert_same, run_both

from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.registry import get_target

UNARY_F = ["negate", "abs", "sign", "floor", "ceil", "round-nearest-even", "round-nearest-afz", "exponential",
           "log", "sqrt", "rsqrt", "tanh", "sine", "cosine", "log-plus-one", "exponential-minus-one", "tan",
           "logistic", "cbrt", "erf"]
BINARY_F = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "atan2", "power"]
BINARY_I = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
            "shift-left", "shift-right-logical", "shift-right-arithmetic"]


def _unary(op: str, dt: str, n: int = 37) -> str:
    return f"""HloModule m
ENTRY e {{
  x = {dt}[{n}] parameter(0)
  ROOT r = {dt}[{n}] {op}(x)
}}"""


def _binary(op: str, dt: str, n: int = 37) -> str:
    return f"""HloModule m
ENTRY e {{
  x = {dt}[{n}] parameter(0)
  y = {dt}[{n}] parameter(1)
  ROOT r = {dt}[{n}] {op}(x, y)
}}"""


@pytest.mark.parametrize("op", UNARY_F)
def test_unary_f32(op: str) -> None:
    x = np.linspace(-0.99, 5, 37).astype(np.float32) if op in ("log", "sqrt", "rsqrt", "log-plus-one", "cbrt") \
        else None
    if x is not None and op in ("log", "sqrt", "rsqrt"):
        x = np.abs(x) + 0.01
    assert_same(_unary(op, "f32"), None if x is None else [x], rtol=2e-6)


@pytest.mark.parametrize("op", BINARY_F)
def test_binary_f32(op: str) -> None:
    inputs = None
    if op == "power":
        inputs = [np.linspace(0.1, 3, 37).astype(np.float32), np.linspace(-2, 2, 37).astype(np.float32)]
    assert_same(_binary(op, "f32"), inputs, rtol=2e-6)


@pytest.mark.parametrize("dt", ["s32", "u32", "s8", "u8", "s16", "u16"])
@pytest.mark.parametrize("op", BINARY_I)
def test_binary_integers(op: str, dt: str) -> None:
    assert_same(_binary(op, dt))


@pytest.mark.parametrize("dt", ["bf16", "f16"])
@pytest.mark.parametrize("op", ["add", "multiply", "divide"])
def test_binary_half_types_round_per_op(op: str, dt: str) -> None:
    assert_same(_binary(op, dt), rtol=1e-2)


@pytest.mark.parametrize("src, dst", [("f32", "s32"), ("s32", "f32"), ("f32", "u8"), ("f32", "bf16"),
                                      ("bf16", "f32"), ("s32", "s8"), ("u32", "f32"), ("f32", "pred"),
                                      ("pred", "s32"), ("f16", "s16")])
def test_convert(src: str, dst: str) -> None:
    assert_same(f"""HloModule m
ENTRY e {{
  x = {src}[21] parameter(0)
  ROOT r = {dst}[21] convert(x)
}}""")


def test_bitcast_convert_between_integers_of_one_width_inside_a_kernel() -> None:
    """u8 <-> s8 and u16 <-> s16 of a value computed in the same kernel: the wrapping convert
    (an 'unsupported' error before; random programs found it)."""
    text = """HloModule m
ENTRY e {
  p = u8[40] parameter(0)
  q = s16[40] parameter(1)
  one = u8[] constant(1)
  ones = u8[40] broadcast(one), dimensions={}
  a = u8[40] add(p, ones)
  b = s8[40] bitcast-convert(a)
  c = u8[40] bitcast-convert(b)
  k = u16[] constant(7)
  ks = u16[40] broadcast(k), dimensions={}
  qu = u16[40] bitcast-convert(q)
  d = u16[40] add(qu, ks)
  e2 = s16[40] bitcast-convert(d)
  ROOT t = (s8[40], u8[40], s16[40]) tuple(b, c, e2)
}"""
    p = np.arange(0, 256, 6.4).astype(np.uint8)
    q = np.linspace(-32768, 32767, 40).astype(np.int16)
    assert_same(text, [p, q])


def test_compare_select_clamp() -> None:
    assert_same("""HloModule m
ENTRY e {
  x = f32[5,7] parameter(0)
  y = f32[5,7] parameter(1)
  lo = f32[] constant(-1)
  hi = f32[] constant(1)
  c = pred[5,7] compare(x, y), direction=GT
  s = f32[5,7] select(c, x, y)
  ROOT r = f32[5,7] clamp(lo, s, hi)
}""")


def test_total_order_compare() -> None:
    x = np.array([-0.0, 0.0, np.nan, -np.nan, 1, -1, np.inf, -np.inf], np.float32)
    y = np.array([0.0, -0.0, 1, 1, np.nan, -np.nan, -np.inf, np.inf], np.float32)
    assert_same("""HloModule m
ENTRY e {
  x = f32[8] parameter(0)
  y = f32[8] parameter(1)
  ROOT c = pred[8] compare(x, y), direction=LT, type=TOTALORDER
}""", [x, y])


MOVES = {
    "broadcast": ("f32[3]", "f32[4,3,5] broadcast(x), dimensions={1}"),
    "transpose": ("f32[3,4,5]", "f32[5,3,4] transpose(x), dimensions={2,0,1}"),
    "reshape": ("f32[6,4]", "f32[2,3,4] reshape(x)"),
    "slice": ("f32[10,9]", "f32[3,4] slice(x), slice={[1:10:3], [2:9:2]}"),
    "reverse": ("f32[4,6]", "f32[4,6] reverse(x), dimensions={1}"),
    "pad": ("f32[3,4]", "f32[8,11] pad(x, z), padding=1_2_1x-1_2_2"),
    "iota": ("f32[2]", "s32[4,5] iota(), iota_dimension=1"),
    "copy_layout": ("f32[3,5]", "f32[3,5]{0,1} copy(x)"),
}


@pytest.mark.parametrize("name", list(MOVES))
def test_data_movement(name: str) -> None:
    shape, expr = MOVES[name]
    assert_same(f"""HloModule m
ENTRY e {{
  x = {shape} parameter(0)
  z = f32[] constant(7)
  ROOT r = {expr}
}}""")


def test_concatenate_and_dynamic_slices() -> None:
    text = """HloModule m
ENTRY e {
  a = f32[3,4] parameter(0)
  b = f32[3,2] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
  c = f32[3,6] concatenate(a, b), dimensions={1}
  d = f32[2,3] dynamic-slice(c, i, j), dynamic_slice_sizes={2,3}
  u = f32[3,6] dynamic-update-slice(c, d, j, i)
  ROOT t = (f32[2,3], f32[3,6]) tuple(d, u)
}"""
    for i, j in [(0, 0), (1, 2), (-5, 9), (7, -1)]:
        module = load_text(text)
        rng = np.random.default_rng(0)
        args = [rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((3, 2)).astype(np.float32),
                np.int32(i), np.int32(j)]
        assert_same(text, args)
        del module


def test_gather_and_scatter() -> None:
    text = """HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[6,4] parameter(0)
  idx = s32[5,1] parameter(1)
  upd = f32[5,4] parameter(2)
  g = f32[5,4] gather(x, idx), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}
  s = f32[6,4] scatter(x, idx, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  ROOT t = (f32[5,4], f32[6,4]) tuple(g, s)
}"""
    rng = np.random.default_rng(2)
    args = [rng.standard_normal((6, 4)).astype(np.float32), np.array([[0], [5], [2], [2], [9]], np.int32),
            rng.standard_normal((5, 4)).astype(np.float32)]
    assert_same(text, args)


def test_reductions() -> None:
    assert_same("""HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
mx {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT s = s32[] maximum(a, b)
}
ENTRY e {
  x = f32[4,5,6] parameter(0)
  y = s32[7,3] parameter(1)
  z = f32[] constant(0)
  m = s32[] constant(-2147483648)
  r1 = f32[5] reduce(x, z), dimensions={0,2}, to_apply=add
  r2 = s32[3] reduce(y, m), dimensions={0}, to_apply=mx
  w = f32[4,3,3] reduce-window(x, z), window={size=1x2x2 stride=1x2x2 pad=0_0x0_1x0_0}, to_apply=add
  ROOT t = (f32[5], s32[3], f32[4,3,3]) tuple(r1, r2, w)
}""", rtol=1e-5, atol=1e-5)


def test_dot_and_convolution() -> None:
    assert_same("""HloModule m
ENTRY e {
  a = f32[2,5,7] parameter(0)
  b = f32[2,7,3] parameter(1)
  img = f32[1,6,6,2] parameter(2)
  k = f32[3,3,2,4] parameter(3)
  d = f32[2,5,3] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  c = f32[1,3,3,4] convolution(img, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  ROOT t = (f32[2,5,3], f32[1,3,3,4]) tuple(d, c)
}""", rtol=1e-5, atol=1e-5)


def test_sort_is_stable_with_several_operands() -> None:
    keys = np.array([[3, 1, 2, 1, 3, 0, 2], [5, 5, 4, 4, 3, 3, 2]], np.int32)
    vals = np.arange(14, dtype=np.float32).reshape(2, 7)
    assert_same("""HloModule m
lt {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = f32[] parameter(3)
  ROOT r = pred[] compare(a, b), direction=LT
}
ENTRY e {
  k = s32[2,7] parameter(0)
  v = f32[2,7] parameter(1)
  ROOT s = (s32[2,7], f32[2,7]) sort(k, v), dimensions={1}, is_stable=true, to_apply=lt
}""", [keys, vals])


def test_while_and_conditional() -> None:
    text = """HloModule m
cond {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(5)
  ROOT c = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[4] get-tuple-element(p), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[4] add(x, x)
  ROOT t = (s32[], f32[4]) tuple(j, y)
}
neg {
  x = f32[4] parameter(0)
  ROOT n = f32[4] negate(x)
}
same {
  x = f32[4] parameter(0)
  ROOT n = f32[4] copy(x)
}
ENTRY e {
  x = f32[4] parameter(0)
  b = s32[] parameter(1)
  z = s32[] constant(0)
  t = (s32[], f32[4]) tuple(z, x)
  w = (s32[], f32[4]) while(t), condition=cond, body=body
  r = f32[4] get-tuple-element(w), index=1
  ROOT c = f32[4] conditional(b, r, r), branch_computations={neg, same}
}"""
    for b in (0, 1, 7, -3):
        assert_same(text, [np.arange(4, dtype=np.float32), np.int32(b)])


def test_big_fusion_spills_registers_correctly() -> None:
    # 40 values live at once: more than the 28 allocatable vector registers
    lines = [f"  x{k} = f32[33] add(p, c{k})" for k in range(40)]
    consts = [f"  c{k} = f32[33] broadcast(f32[] constant({k}.5)), dimensions={{}}" for k in range(40)]
    acc = "x0"
    sums = []
    for k in range(1, 40):
        sums.append(f"  s{k} = f32[33] multiply({acc}, x{k})")
        acc = f"s{k}"
    text = "HloModule m\nENTRY e {\n  p = f32[33] parameter(0)\n" + "\n".join(consts + lines + sums) + \
           f"\n  ROOT r = f32[33] add({acc}, x0)\n}}"
    got, want = run_both(text, [np.linspace(-0.01, 0.01, 33).astype(np.float32)])
    np.testing.assert_allclose(got[0], want[0], rtol=1e-4)


def test_unsupported_dtype_is_a_one_line_error() -> None:
    module = load_text(_binary("add", "f64"))
    with pytest.raises(XlacError, match="unsupported on xacc: dtype f64"):
        get_target("xacc").compile(module)


def test_zero_sized_and_scalar_results() -> None:
    assert_same("""HloModule m
ENTRY e {
  x = f32[0,3] parameter(0)
  y = f32[] parameter(1)
  a = f32[0,3] negate(x)
  b = f32[] multiply(y, y)
  ROOT t = (f32[0,3], f32[]) tuple(a, b)
}""")


@pytest.mark.parametrize("m, k, n, dt", [(96, 48, 80, "f32"), (64, 32, 128, "f32"), (32, 64, 48, "bf16")])
def test_dot_on_the_matrix_unit(m: int, k: int, n: int, dt: str) -> None:
    text = f"""HloModule m
ENTRY e {{
  a = {dt}[{m},{k}] parameter(0)
  b = {dt}[{k},{n}] parameter(1)
  ROOT d = f32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}"""
    module = load_text(text)
    isa_text = get_target("xacc").dump(module, "isa", get_target("xacc").options())
    assert f"mmac.{dt}" in isa_text
    assert_same(text, rtol=1e-4, atol=1e-4)


def test_streamed_elementwise_kernel() -> None:
    n = 70001  # several tiles and a masked tail
    text = f"""HloModule m
ENTRY e {{
  x = f32[{n}] parameter(0)
  y = bf16[{n}] parameter(1)
  c = f32[] constant(0.25)
  cb = f32[{n}] broadcast(c), dimensions={{}}
  yf = f32[{n}] convert(y)
  a = f32[{n}] multiply(x, cb)
  b = f32[{n}] add(a, yf)
  ROOT r = f32[{n}] tanh(b)
}}"""
    module = load_text(text)
    assert "+192]" in get_target("xacc").dump(module, "isa", get_target("xacc").options())  # unrolled 4x
    assert_same(text, rtol=1e-6)


def test_convolution_on_the_matrix_unit() -> None:
    text = """HloModule m
ENTRY e {
  x = f32[2,10,21,32] parameter(0)
  k = f32[3,2,32,48] parameter(1)
  ROOT c = f32[2,9,22,48] convolution(x, k), window={size=3x2 pad=1_0x1_1}, dim_labels=b01f_01io->b01f
}"""
    module = load_text(text)
    assert "mmac.f32" in get_target("xacc").dump(module, "isa", get_target("xacc").options())
    assert_same(text, rtol=1e-4, atol=1e-4)


def test_complex64_arithmetic_and_movement() -> None:
    rng = np.random.default_rng(5)
    a = (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(np.complex64)
    b = (rng.standard_normal((3, 4)) + 1j * rng.standard_normal((3, 4))).astype(np.complex64)
    assert_same("""HloModule m
ENTRY e {
  a = c64[3,4] parameter(0)
  b = c64[3,4] parameter(1)
  m = c64[3,4] multiply(a, b)
  d = c64[3,4] divide(a, b)
  t = c64[4,3] transpose(m), dimensions={1,0}
  x = c64[3,4] exponential(a)
  l = c64[3,4] log(b)
  r = f32[3,4] real(d)
  i = f32[3,4] imag(x)
  n = f32[3,4] abs(l)
  c = c64[3,4] complex(r, i)
  k = c64[3,3] dot(a, t), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT o = (c64[4,3], c64[3,4], f32[3,4], c64[3,3]) tuple(t, c, n, k)
}""", [a, b], rtol=1e-5, atol=1e-5)


def test_64_bit_integers_as_pairs() -> None:
    a = np.array([0, 1, 0xFFFFFFFF, 0x123456789ABCDEF0, 2**63, 2**64 - 1, 77, 2**40 + 3], np.uint64)
    b = np.array([5, 0xFFFFFFFF, 3, 0xFEDCBA9876543210, 2**63 + 1, 2, 2**33, 7], np.uint64)
    s = np.array([0, 1, 31, 32, 33, 63, 64, 100], np.uint64)
    assert_same("""HloModule m
ENTRY e {
  a = u64[8] parameter(0)
  b = u64[8] parameter(1)
  s = u64[8] parameter(2)
  add = u64[8] add(a, b)
  sub = u64[8] subtract(a, b)
  mul = u64[8] multiply(a, b)
  shl = u64[8] shift-left(a, s)
  shr = u64[8] shift-right-logical(a, s)
  lt = pred[8] compare(a, b), direction=LT
  lo = u32[8] convert(mul)
  i = u64[8] iota(), iota_dimension=0
  x = u64[8] xor(i, a)
  ROOT t = (u64[8], u64[8], u64[8], u64[8], u64[8], pred[8], u32[8], u64[8]) tuple(add, sub, mul, shl, shr, lt, lo, x)
}""", [a, b, s])


def test_64_bit_division_follows_xla() -> None:
    imin = np.iinfo(np.int64).min
    a = np.array([7, -7, 7, -7, 5, imin, imin, 2**62 + 12345, -(2**40) - 1, 0], np.int64)
    b = np.array([2, 2, -2, -2, 0, -1, 3, 2**31 + 7, 12345678901, -5], np.int64)
    assert_same("""HloModule m
ENTRY e {
  a = s64[10] parameter(0)
  b = s64[10] parameter(1)
  q = s64[10] divide(a, b)
  r = s64[10] remainder(a, b)
  ua = u64[10] convert(a)
  ub = u64[10] convert(b)
  uq = u64[10] divide(ua, ub)
  n = s64[10] negate(a)
  ROOT t = (s64[10], s64[10], u64[10], s64[10]) tuple(q, r, uq, n)
}""", [a, b])


@pytest.mark.parametrize("op", ["dot", "convolution"])
def test_64_bit_integer_sums_of_products_are_declined(op: str) -> None:
    """The lanes' multiply-add has no 64-bit pair form: an s64 dot or convolution is an
    'unsupported' error naming it (it crashed in the kernel's store; random programs found it)."""
    attrs = "lhs_contracting_dims={1}, rhs_contracting_dims={0}" if op == "dot" else \
        "window={size=1x1}, dim_labels=bf01_oi01->bf01"
    dims = ("[2,2]", "[2,2]", "[2,2]") if op == "dot" else ("[1,1,2,2]", "[1,1,1,1]", "[1,1,2,2]")
    module = load_text(f"""HloModule m
ENTRY e {{
  a = s64{dims[0]} parameter(0)
  b = s64{dims[1]} parameter(1)
  ROOT r = s64{dims[2]} {op}(a, b), {attrs}
}}""")
    with pytest.raises(XlacError, match=f"unsupported on xacc: '{op}' on s64"):
        get_target("xacc").compile(module)
