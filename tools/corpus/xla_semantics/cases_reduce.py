"""reduce (one and several outputs), reduce-window (strides, padding, dilations), select-and-scatter."""

from __future__ import annotations

import numpy as np
from mk import scalar_comp
from model import Case, ints, uniform

CASES: list[Case] = []


def reduce_case(name, desc, dt, shape, dims_, op, init, out_shape, tol=(0.0, 0.0), inputs=None):
    CASES.append(Case(name, "reduce", desc, f"""HloModule {name}

{scalar_comp("combine", op, dt)}
ENTRY main {{
  x = {dt}[{shape}] parameter(0)
  init = {dt}[] constant({init})
  ROOT r = {dt}[{out_shape}] reduce(x, init), dimensions={{{dims_}}}, to_apply=combine
}}
""", inputs or [], rtol=tol[0], atol=tol[1]))


reduce_case("reduce_sum_rows_f32", "sum over the minor dim", "f32", "8,33", "1", "add", "0", "8", (1e-5, 1e-5))
reduce_case("reduce_sum_cols_f32", "sum over the major dim", "f32", "33,8", "0", "add", "0", "8", (1e-5, 1e-5))
reduce_case("reduce_sum_all_f64", "sum to a scalar", "f64", "4,5,6", "0,1,2", "add", "0", "", (1e-12, 1e-12))
reduce_case("reduce_sum_middle_dim", "sum over the middle of three dims", "f32", "3,7,4", "1", "add", "0", "3,4", (1e-5, 1e-5))
reduce_case("reduce_sum_init_nonzero", "init is folded in once per output element", "s32", "5,6", "1", "add", "100", "5")
reduce_case("reduce_max_f32_nan", "max with NaN inputs: NaN propagates", "f32", "6,5", "1", "maximum", "-inf", "6",
            inputs=[lambda r, d, s: np.where(r.random(s) < 0.1, np.nan, r.standard_normal(s))])
reduce_case("reduce_min_s8", "min over s8", "s8", "4,9", "0", "minimum", "127", "9", inputs=[ints(-128, 127)])
reduce_case("reduce_prod_f32", "product", "f32", "6,4", "1", "multiply", "1", "6", (1e-5, 1e-6))
reduce_case("reduce_and_pred", "logical and (all)", "pred", "5,3", "1", "and", "true", "5")
reduce_case("reduce_or_pred", "logical or (any)", "pred", "5,3", "0", "or", "false", "3")
reduce_case("reduce_xor_u32", "bitwise xor of u32", "u32", "7,4", "0", "xor", "0", "4", inputs=[ints(0, 2**32 - 1)])
reduce_case("reduce_sum_u8_wraps", "u8 sum wraps", "u8", "3,50", "1", "add", "0", "3", inputs=[ints(0, 255)])
reduce_case("reduce_sum_empty_dim", "reducing a zero-sized dim gives the init value", "f32", "4,0", "1", "add", "2.5", "4")
reduce_case("reduce_sum_bf16_direct", "bf16 accumulation in bf16 (no upcast written)", "bf16", "4,64", "1", "add", "0", "4",
            (2e-2, 2e-1), inputs=[uniform(0, 1)])
reduce_case("reduce_sum_f16_large", "f16 sum of 1000 terms", "f16", "1000", "0", "add", "0", "", (1e-2, 1e-1),
            inputs=[uniform(0, 0.1)])
reduce_case("reduce_max_s64", "max over s64", "s64", "3,4,5", "0,2", "maximum", "-9223372036854775808", "4",
            inputs=[ints(-2**62, 2**62)])
reduce_case("reduce_sum_c64", "complex sum", "c64", "4,6", "1", "add", "(0,0)", "4", (1e-5, 1e-5))

CASES.append(Case("reduce_argmax_variadic", "reduce", "two-output reduce: max value and its first index (ties to the lower index)",
                  """HloModule argmax

argmax {
  v0 = f32[] parameter(0)
  i0 = s32[] parameter(1)
  v1 = f32[] parameter(2)
  i1 = s32[] parameter(3)
  gt = pred[] compare(v0, v1), direction=GT
  eq = pred[] compare(v0, v1), direction=EQ
  lt = pred[] compare(i0, i1), direction=LT
  tie = pred[] and(eq, lt)
  take0 = pred[] or(gt, tie)
  v = f32[] select(take0, v0, v1)
  i = s32[] select(take0, i0, i1)
  ROOT r = (f32[], s32[]) tuple(v, i)
}

ENTRY main {
  x = f32[5,7] parameter(0)
  idx = s32[5,7] iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  ROOT r = (f32[5], s32[5]) reduce(x, idx, ninf, zero), dimensions={1}, to_apply=argmax
}
""", [lambda r, d, s: r.integers(0, 4, s)]))
CASES.append(Case("reduce_variadic_sum_and_count", "reduce", "two-output reduce over mixed types: f32 sum and s32 count of positives",
                  """HloModule sumcount

sc {
  sum0 = f32[] parameter(0)
  c0 = s32[] parameter(1)
  sum1 = f32[] parameter(2)
  c1 = s32[] parameter(3)
  s = f32[] add(sum0, sum1)
  c = s32[] add(c0, c1)
  ROOT r = (f32[], s32[]) tuple(s, c)
}

ENTRY main {
  x = f32[6,10] parameter(0)
  zero = f32[] constant(0)
  zeros = f32[6,10] broadcast(zero), dimensions={}
  pos = pred[6,10] compare(x, zeros), direction=GT
  cnt = s32[6,10] convert(pos)
  z = s32[] constant(0)
  ROOT r = (f32[10], s32[10]) reduce(x, cnt, zero, z), dimensions={0}, to_apply=sc
}
""", rtol=1e-5, atol=1e-5))


def rw(name, desc, dt, shape, window, op, init, out, tol=(0.0, 0.0), inputs=None):
    CASES.append(Case(name, "reduce-window", desc, f"""HloModule {name}

{scalar_comp("combine", op, dt)}
ENTRY main {{
  x = {dt}[{shape}] parameter(0)
  init = {dt}[] constant({init})
  ROOT r = {dt}[{out}] reduce-window(x, init), window={{{window}}}, to_apply=combine
}}
""", inputs or [], rtol=tol[0], atol=tol[1]))


rw("reduce_window_sum_1d", "sliding sum, size 3 stride 1", "f32", "10", "size=3", "add", "0", "8", (1e-5, 1e-5))
rw("reduce_window_max_pool_2x2", "2x2 max pool with stride 2 (NHWC)", "f32", "2,6,6,3", "size=1x2x2x1 stride=1x2x2x1",
   "maximum", "-inf", "2,3,3,3")
rw("reduce_window_max_pool_same_pad", "3x3 max pool, stride 2, SAME padding (pads with the init value)", "f32", "1,5,5,2",
   "size=1x3x3x1 stride=1x2x2x1 pad=0_0x1_1x1_1x0_0", "maximum", "-inf", "1,3,3,2")
rw("reduce_window_sum_padded_s32", "sum with asymmetric padding on s32", "s32", "7", "size=4 stride=2 pad=2_3", "add", "0", "5")
rw("reduce_window_window_dilation", "window dilation 2 (atrous)", "f32", "9,8", "size=3x2 rhs_dilate=2x3", "add", "0", "5,5",
   (1e-5, 1e-5))
rw("reduce_window_base_dilation", "base (lhs) dilation inserts init-valued holes", "f32", "4,4", "size=2x2 lhs_dilate=2x2",
   "add", "0", "6,6", (1e-5, 1e-5))
rw("reduce_window_min_stride_gt_size", "stride larger than the window skips elements", "f32", "11", "size=2 stride=4",
   "minimum", "inf", "3")
rw("reduce_window_cumsum_like", "prefix sums as a full-width window with low padding", "f32", "8", "size=8 pad=7_0", "add",
   "0", "8", (1e-5, 1e-5))
rw("reduce_window_mul_bf16", "product window on bf16", "bf16", "3,8", "size=1x3 stride=1x1", "multiply", "1", "3,6",
   (2e-2, 2e-2), inputs=[uniform(0.5, 1.5)])
rw("reduce_window_and_pred", "logical and over windows", "pred", "12", "size=3 stride=3", "and", "true", "4")

CASES.append(Case("reduce_window_variadic_argmax", "reduce-window", "reduce-window with two operands: windowed max and its position",
                  """HloModule rw2

mx {
  v0 = f32[] parameter(0)
  i0 = s32[] parameter(1)
  v1 = f32[] parameter(2)
  i1 = s32[] parameter(3)
  ge = pred[] compare(v0, v1), direction=GE
  v = f32[] select(ge, v0, v1)
  i = s32[] select(ge, i0, i1)
  ROOT r = (f32[], s32[]) tuple(v, i)
}

ENTRY main {
  x = f32[12] parameter(0)
  idx = s32[12] iota(), iota_dimension=0
  ninf = f32[] constant(-inf)
  m1 = s32[] constant(-1)
  ROOT r = (f32[5], s32[5]) reduce-window(x, idx, ninf, m1), window={size=4 stride=2}, to_apply=mx
}
""", [lambda r, d, s: r.permutation(12).astype(float)]))


def sas(name, desc, shape, src, window, sel="GE", extra=""):
    CASES.append(Case(name, "select-and-scatter", desc, f"""HloModule {name}

select {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction={sel}
}}

{scalar_comp("scatter_add", "add", "f32")}
ENTRY main {{
  x = f32[{shape}] parameter(0)
  s = f32[{src}] parameter(1)
  zero = f32[] constant(0)
  ROOT r = f32[{shape}] select-and-scatter(x, s, zero), window={{{window}}}, select=select, scatter=scatter_add
}}
""", [lambda r, d, s_: r.integers(0, 5, s_).astype(float), None], rtol=1e-6, atol=1e-6))


sas("select_and_scatter_maxpool_grad", "max-pool gradient, non-overlapping 2x2 windows, ties pick the first (GE)",
    "4,6", "2,3", "size=2x2 stride=2x2")
sas("select_and_scatter_overlapping", "overlapping 3-wide windows, stride 1: contributions add up", "9", "7", "size=3 stride=1")
sas("select_and_scatter_padded", "windows with padding: padded positions are never selected", "5,5", "3,3",
    "size=3x3 stride=2x2 pad=1_1x1_1")
sas("select_and_scatter_min_gt", "selection by strict GT (first maximum is kept on ties)", "8", "4", "size=2 stride=2", sel="GT")
sas("select_and_scatter_le_min", "selection of the minimum (LE)", "2,8", "2,4", "size=1x3 stride=1x2 pad=0_0x0_1", sel="LE")
