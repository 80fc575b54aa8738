"""dot (batch, several contracting dims, mixed precision, integers, complex) and convolution
(dim labels, strides, padding, dilations, feature and batch groups)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from model import Case, ints, uniform

CASES: list[Case] = []
F32 = (1e-5, 1e-5)


def dot(name, desc, lhs, rhs, out, dn, tol=F32, inputs=None, extra=""):
    CASES.append(Case(name, "dot", desc, f"""HloModule {name}

ENTRY main {{
  a = {lhs} parameter(0)
  b = {rhs} parameter(1)
  ROOT d = {out} dot(a, b), {dn}{extra}
}}
""", inputs or [], rtol=tol[0], atol=tol[1]))


dot("dot_matmul", "plain matrix product", "f32[7,13]", "f32[13,5]", "f32[7,5]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}")
dot("dot_lhs_transposed", "contracting over the lhs's major dim", "f32[13,7]", "f32[13,5]", "f32[7,5]",
    "lhs_contracting_dims={0}, rhs_contracting_dims={0}")
dot("dot_rhs_transposed", "contracting over the rhs's minor dim", "f32[6,9]", "f32[4,9]", "f32[6,4]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={1}")
dot("dot_vector_vector", "inner product to a scalar", "f32[32]", "f32[32]", "f32[]", "lhs_contracting_dims={0}, rhs_contracting_dims={0}")
dot("dot_matrix_vector", "matrix times vector", "f64[5,8]", "f64[8]", "f64[5]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}",
    (1e-12, 1e-12))
dot("dot_vector_matrix", "vector times matrix", "f32[8]", "f32[8,3]", "f32[3]", "lhs_contracting_dims={0}, rhs_contracting_dims={0}")
dot("dot_outer_product", "no contracting dims: outer product", "f32[4]", "f32[3]", "f32[4,3]", "lhs_contracting_dims={}, rhs_contracting_dims={}")
dot("dot_batch", "batched matmul", "f32[3,4,6]", "f32[3,6,2]", "f32[3,4,2]",
    "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}")
dot("dot_batch_not_leading", "batch dims in the middle of both operands", "f32[4,3,6]", "f32[6,3,2]", "f32[3,4,2]",
    "lhs_batch_dims={1}, lhs_contracting_dims={2}, rhs_batch_dims={1}, rhs_contracting_dims={0}")
dot("dot_two_batch_dims", "two batch dims (heads, batch)", "f32[2,3,5,4]", "f32[2,3,4,6]", "f32[2,3,5,6]",
    "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={2}")
dot("dot_two_contracting_dims", "contracting two dims at once", "f32[3,4,5]", "f32[4,5,2]", "f32[3,2]",
    "lhs_contracting_dims={1,2}, rhs_contracting_dims={0,1}")
dot("dot_contracting_order_swapped", "contracting dims listed in swapped order pair up positionally", "f32[4,5,3]", "f32[5,4,2]",
    "f32[3,2]", "lhs_contracting_dims={0,1}, rhs_contracting_dims={1,0}")
dot("dot_bf16_to_f32", "bf16 operands, f32 result", "bf16[8,16]", "bf16[16,4]", "f32[8,4]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", (1e-5, 1e-5))
dot("dot_bf16_to_bf16", "bf16 operands and result", "bf16[8,16]", "bf16[16,4]", "bf16[8,4]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", (2e-2, 5e-2))
dot("dot_f16", "f16 operands and result", "f16[6,10]", "f16[10,6]", "f16[6,6]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", (4e-3, 4e-3))
dot("dot_s32", "integer matmul wraps on overflow", "s32[4,6]", "s32[6,3]", "s32[4,3]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}",
    inputs=[ints(-60000, 60000), ints(-60000, 60000)])
dot("dot_s8_to_s32", "s8 operands accumulated into s32", "s8[5,16]", "s8[16,3]", "s32[5,3]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", inputs=[ints(-128, 127), ints(-128, 127)])
dot("dot_u8_to_s32", "u8 operands into s32", "u8[3,8]", "u8[8,2]", "s32[3,2]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}",
    inputs=[ints(0, 255), ints(0, 255)])
dot("dot_c64", "complex matmul", "c64[3,4]", "c64[4,5]", "c64[3,5]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}")
dot("dot_c128_batch", "complex128 batched", "c128[2,3,3]", "c128[2,3,2]", "c128[2,3,2]",
    "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}", (1e-12, 1e-12))
dot("dot_precision_highest", "precision_config is an optimization hint; the result is the same", "f32[5,6]", "f32[6,7]", "f32[5,7]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", extra=", operand_precision={highest,highest}")
dot("dot_zero_contracting", "contracting a zero-sized dim gives zeros", "f32[3,0]", "f32[0,4]", "f32[3,4]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}")
dot("dot_f32_nan_inf", "NaN and inf propagate through the sum", "f32[2,3]", "f32[3,2]", "f32[2,2]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", inputs=[[[1.0, float("nan"), 2.0], [float("inf"), 1.0, 0.0]],
                                                                    [[1.0, 2.0], [0.0, 3.0], [4.0, 5.0]]])
dot("dot_large_k", "contracting over 1000 elements", "f32[4,1000]", "f32[1000,3]", "f32[4,3]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", (1e-4, 1e-4), inputs=[uniform(-1, 1), uniform(-1, 1)])


def conv(name, desc, lhs, rhs, out, window, dl, tol=(1e-5, 1e-5), extra="", inputs=None):
    w = f"window={{{window}}}, " if window else ""
    CASES.append(Case(name, "convolution", desc, f"""HloModule {name}

ENTRY main {{
  x = {lhs} parameter(0)
  k = {rhs} parameter(1)
  ROOT y = {out} convolution(x, k), {w}dim_labels={dl}{extra}
}}
""", inputs or [], rtol=tol[0], atol=tol[1]))


conv("conv1d_valid", "1-D convolution, no padding", "f32[2,3,10]", "f32[4,3,3]", "f32[2,4,8]", "size=3", "bf0_oi0->bf0")
conv("conv2d_nhwc_same", "2-D NHWC convolution with SAME padding", "f32[1,6,6,3]", "f32[3,3,3,4]", "f32[1,6,6,4]",
     "size=3x3 pad=1_1x1_1", "b01f_01io->b01f")
conv("conv2d_nchw_stride", "2-D NCHW convolution, stride 2", "f32[2,3,7,7]", "f32[5,3,3,3]", "f32[2,5,3,3]",
     "size=3x3 stride=2x2", "bf01_oi01->bf01")
conv("conv2d_asym_pad", "asymmetric padding, non-square kernel", "f32[1,5,8,2]", "f32[2,3,2,3]", "f32[1,6,8,3]",
     "size=2x3 pad=1_1x0_2", "b01f_01io->b01f")
conv("conv2d_rhs_dilation", "atrous convolution (kernel dilation 2)", "f32[1,9,9,1]", "f32[3,3,1,2]", "f32[1,5,5,2]",
     "size=3x3 rhs_dilate=2x2", "b01f_01io->b01f")
conv("conv2d_lhs_dilation", "transposed convolution as input dilation", "f32[1,4,4,2]", "f32[3,3,2,1]", "f32[1,9,9,1]",
     "size=3x3 pad=2_2x2_2 lhs_dilate=2x2", "b01f_01io->b01f")
conv("conv2d_depthwise", "depthwise: feature_group_count equals the input features", "f32[2,6,6,4]", "f32[3,3,1,8]", "f32[2,4,4,8]",
     "size=3x3", "b01f_01io->b01f", extra=", feature_group_count=4")
conv("conv2d_grouped", "two feature groups", "f32[1,5,5,6]", "f32[2,2,3,4]", "f32[1,4,4,4]", "size=2x2", "b01f_01io->b01f",
     extra=", feature_group_count=2")
conv("conv2d_batch_group", "batch_group_count (the weight-gradient form)", "f32[4,5,5,3]", "f32[3,3,3,6]", "f32[2,3,3,6]",
     "size=3x3", "b01f_01io->b01f", extra=", batch_group_count=2")
conv("conv2d_odd_labels", "dims in unusual positions (feature first in the input, kernel o-minor)", "f32[3,2,6,5]",
     "f32[3,3,3,4]", "f32[4,4,3,2]", "size=3x3", "fb01_i01o->f01b")
conv("conv2d_window_reversal", "window reversal flips the kernel", "f32[1,5,5,1]", "f32[3,3,1,1]", "f32[1,3,3,1]",
     "size=3x3 rhs_reversal=1x1", "b01f_01io->b01f")
conv("conv3d", "3-D convolution", "f32[1,4,5,6,2]", "f32[2,2,3,2,3]", "f32[1,3,4,4,3]", "size=2x2x3", "b012f_012io->b012f")
conv("conv1d_f16", "f16 convolution", "f16[1,16,4]", "f16[5,4,2]", "f16[1,12,2]", "size=5", "b0f_0io->b0f", (5e-3, 5e-3))
conv("conv1d_bf16_f32_out", "bf16 operands, f32 result", "bf16[2,12,3]", "bf16[3,3,2]", "f32[2,10,2]", "size=3", "b0f_0io->b0f")
conv("conv2d_s32", "integer convolution", "s32[1,5,5,2]", "s32[2,2,2,3]", "s32[1,4,4,3]", "size=2x2", "b01f_01io->b01f",
     inputs=[ints(-20, 20), ints(-5, 5)])
conv("conv2d_1x1", "1x1 kernel (a matmul over features)", "f32[2,3,3,8]", "f32[1,1,8,4]", "f32[2,3,3,4]", "size=1x1", "b01f_01io->b01f")
conv("conv0d_no_window", "convolution with no spatial dims", "f32[5,3]", "f32[3,4]", "f32[5,4]", "", "bf_io->bf")
conv("conv1d_negative_pad", "negative padding crops the input", "f32[1,10,1]", "f32[3,1,1]", "f32[1,4,1]", "size=3 pad=-2_-2",
     "b0f_0io->b0f")


# Subnormal operands: XLA:CPU runs dots and convolutions under FTZ/DAZ like every float op, so a
# subnormal operand counts as zero. The other operand is huge so that an unflushed product (1e-39
# times 1e38) would be far outside the tolerance. Sizes take the GEMM kernels (A read in place or
# packed) as well as the small-product loops.
def _subnormal_mix(lo: float, hi: float, normal: float) -> Callable:
    """Subnormals of random sign and size in [lo, hi); a quarter of them values below ``normal``
    instead (the smallest normals: their products stay as small as the subnormals' would be);
    some exact zeros."""
    def make(rng, dt, shape):
        mag = np.exp(rng.uniform(np.log(lo), np.log(hi), size=shape))
        x = np.where(rng.random(shape) < 0.5, -mag, mag)
        x = np.where(rng.random(shape) < 0.25, rng.uniform(-normal, normal, size=shape), x)
        return np.where(rng.random(shape) < 0.05, 0.0, x)
    return make


_F32_SUB, _F32_HUGE = _subnormal_mix(1e-40, 1e-38, 1e-37), uniform(1e37, 3e37)
_F64_SUB, _F64_HUGE = _subnormal_mix(1e-312, 1e-309, 1e-306), uniform(1e305, 3e305)
dot("dot_subnormal_lhs_f32", "subnormal lhs values count as zero (DAZ), the rhs is huge; GEMM-sized",
    "f32[24,40]", "f32[40,32]", "f32[24,32]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}",
    inputs=[_F32_SUB, _F32_HUGE])
dot("dot_subnormal_rhs_f32", "subnormal rhs values count as zero (DAZ); the lhs is huge", "f32[24,40]", "f32[40,32]",
    "f32[24,32]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}", inputs=[_F32_HUGE, _F32_SUB])
dot("dot_subnormal_small_f32", "subnormal operands of a product too small for the GEMM kernel", "f32[3,5]", "f32[5,2]",
    "f32[3,2]", "lhs_contracting_dims={1}, rhs_contracting_dims={0}", inputs=[_F32_SUB, _F32_HUGE])
dot("dot_subnormal_lhs_f64", "subnormal f64 lhs values count as zero (DAZ)", "f64[24,40]", "f64[40,32]", "f64[24,32]",
    "lhs_contracting_dims={1}, rhs_contracting_dims={0}", (1e-12, 1e-12), inputs=[_F64_SUB, _F64_HUGE])
conv("conv2d_subnormal_input", "subnormal input values count as zero (DAZ); the kernel is huge",
     "f32[1,6,6,16]", "f32[3,3,16,8]", "f32[1,6,6,8]", "size=3x3 pad=1_1x1_1", "b01f_01io->b01f",
     inputs=[_F32_SUB, _F32_HUGE])
