"""Ops XLA's op tests cover beyond the basics: fft, cholesky, triangular-solve, batch-norm,
get-dimension-size, stochastic-convert, async collective pairs, fusions in the input, and the
syntax forms newer XLA prints (scalar literals for arrays, tiled constants, iota replica groups,
result_accuracy, dot algorithms)."""

from __future__ import annotations

import numpy as np
from model import Case

CASES: list[Case] = []
SUM = """add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
"""


def add(name, cat, desc, text, inputs=None, tol=(0.0, 0.0)):
    CASES.append(Case(name, cat, desc, text, inputs or [], rtol=tol[0], atol=tol[1]))


def spd(n: int, batch: tuple[int, ...] = ()):
    """Symmetric positive definite matrices: A A^T + n I."""
    def recipe(rng, dt, shape):
        a = rng.standard_normal(batch + (n, n))
        return a @ np.swapaxes(a, -1, -2) + n * np.eye(n)
    return recipe


def triangular(n: int, lower: bool, batch: tuple[int, ...] = ()):
    """Well-conditioned triangular matrices; the other triangle holds junk XLA must ignore."""
    def recipe(rng, dt, shape):
        a = rng.standard_normal(batch + (n, n)) * 0.3 + 2.0 * np.eye(n)
        junk = rng.standard_normal(batch + (n, n)) * 100
        keep = np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))
        return np.where(keep, a, junk)
    return recipe


# fft ------------------------------------------------------------------------------------
add("fft_c64_1d", "fft", "forward FFT of c64", """HloModule fft

ENTRY main {
  x = c64[3,16] parameter(0)
  ROOT y = c64[3,16] fft(x), fft_type=FFT, fft_length={16}
}
""", tol=(1e-5, 1e-5))
add("ifft_c64_1d", "fft", "inverse FFT (scaled by 1/n)", """HloModule ifft

ENTRY main {
  x = c64[12] parameter(0)
  ROOT y = c64[12] fft(x), fft_type=IFFT, fft_length={12}
}
""", tol=(1e-5, 1e-6))
add("rfft_f32", "fft", "real-to-complex FFT keeps n/2+1 outputs", """HloModule rfft

ENTRY main {
  x = f32[2,10] parameter(0)
  ROOT y = c64[2,6] fft(x), fft_type=RFFT, fft_length={10}
}
""", tol=(1e-5, 1e-5))
add("irfft_c64", "fft", "complex-to-real inverse FFT of length 8 from 5 coefficients", """HloModule irfft

ENTRY main {
  x = c64[3,5] parameter(0)
  ROOT y = f32[3,8] fft(x), fft_type=IRFFT, fft_length={8}
}
""", tol=(1e-5, 1e-5))
add("fft_2d_c128", "fft", "2-D FFT over the two minor dims, c128", """HloModule fft2

ENTRY main {
  x = c128[2,4,6] parameter(0)
  ROOT y = c128[2,4,6] fft(x), fft_type=FFT, fft_length={4,6}
}
""", tol=(1e-12, 1e-12))
add("rfft_2d_f32", "fft", "2-D real FFT", """HloModule rfft2

ENTRY main {
  x = f32[4,6] parameter(0)
  ROOT y = c64[4,4] fft(x), fft_type=RFFT, fft_length={4,6}
}
""", tol=(1e-5, 1e-5))

# Subnormals: XLA:CPU's transforms run under DAZ/FTZ, so subnormal inputs read as zeros and a
# result in the subnormal range is 0 (atol 0: any unflushed value shows).
_SUB = np.array([1e-40, -3e-39, 0.0, 7e-39, -1e-41, 1e-38, 0.0, -5e-40], np.float32)
add("fft_c64_subnormal_input", "fft", "subnormal real and imaginary parts read as zeros (DAZ)", """HloModule fft

ENTRY main {
  x = c64[2,8] parameter(0)
  ROOT y = c64[2,8] fft(x), fft_type=FFT, fft_length={8}
}
""", [np.stack([_SUB + 1j * _SUB[::-1], _SUB[::-1] - 1j * _SUB]).astype(np.complex64)], tol=(1e-5, 0.0))
add("ifft_c64_subnormal_result", "fft", "1/n scaling that lands in the subnormal range gives 0 (FTZ)",
    """HloModule ifft

ENTRY main {
  x = c64[8] parameter(0)
  ROOT y = c64[8] fft(x), fft_type=IFFT, fft_length={8}
}
""", [np.array([4e-38 + 3e-38j] + [0] * 7, np.complex64)], tol=(1e-5, 0.0))
add("rfft_f32_subnormal_input", "fft", "real subnormal inputs read as zeros (DAZ)", """HloModule rfft

ENTRY main {
  x = f32[8] parameter(0)
  ROOT y = c64[5] fft(x), fft_type=RFFT, fft_length={8}
}
""", [_SUB], tol=(1e-5, 0.0))

# cholesky / triangular-solve ---------------------------------------------------------------
add("cholesky_lower_f32", "linalg", "cholesky, lower factor", """HloModule chol

ENTRY main {
  a = f32[5,5] parameter(0)
  ROOT l = f32[5,5] cholesky(a), lower=true
}
""", [spd(5)], (1e-5, 1e-5))
add("cholesky_upper_f64_batched", "linalg", "cholesky, upper factor, batched f64", """HloModule chol_u

ENTRY main {
  a = f64[3,4,4] parameter(0)
  ROOT u = f64[3,4,4] cholesky(a), lower=false
}
""", [spd(4, (3,))], (1e-12, 1e-12))
for side, lower, trans, unit, a_shape, b_shape in [
        ("true", "true", "NO_TRANSPOSE", "false", "4,4", "4,3"),
        ("true", "false", "TRANSPOSE", "false", "4,4", "4,2"),
        ("false", "true", "NO_TRANSPOSE", "true", "3,3", "5,3"),
        ("false", "false", "ADJOINT", "false", "3,3", "2,3"),
        ("true", "true", "TRANSPOSE", "true", "2,4,4", "2,4,3")]:
    name = (f"triangular_solve_{'left' if side == 'true' else 'right'}_{'lower' if lower == 'true' else 'upper'}_"
            f"{trans.lower()}{'_unit' if unit == 'true' else ''}{'_batched' if a_shape.count(',') == 2 else ''}")
    batch = (2,) if a_shape.count(",") == 2 else ()
    n = int(a_shape.split(",")[-1])
    add(name, "linalg", f"triangular-solve left_side={side} lower={lower} transpose_a={trans} unit_diagonal={unit}: "
        "the other triangle (and a unit diagonal) is never read", f"""HloModule trsm

ENTRY main {{
  a = f32[{a_shape}] parameter(0)
  b = f32[{b_shape}] parameter(1)
  ROOT x = f32[{b_shape}] triangular-solve(a, b), left_side={side}, lower={lower}, unit_diagonal={unit}, transpose_a={trans}
}}
""", [triangular(n, lower == "true", batch)], (1e-5, 1e-5))

# batch norm ---------------------------------------------------------------------------------
add("batch_norm_training", "composite", "batch-norm-training: normalized output, batch mean and variance", """HloModule bn_train

ENTRY main {
  x = f32[2,3,3,4] parameter(0)
  scale = f32[4] parameter(1)
  offset = f32[4] parameter(2)
  ROOT y = (f32[2,3,3,4], f32[4], f32[4]) batch-norm-training(x, scale, offset), epsilon=0.001, feature_index=3
}
""", tol=(1e-5, 1e-5))
add("batch_norm_inference", "composite", "batch-norm-inference with given mean and variance", """HloModule bn_inf

ENTRY main {
  x = f32[2,4,3] parameter(0)
  scale = f32[4] parameter(1)
  offset = f32[4] parameter(2)
  mean = f32[4] parameter(3)
  var = f32[4] parameter(4)
  ROOT y = f32[2,4,3] batch-norm-inference(x, scale, offset, mean, var), epsilon=0.01, feature_index=1
}
""", [None, None, None, None, lambda r, d, s: r.uniform(0.5, 2, s)], (1e-5, 1e-5))
add("batch_norm_grad", "composite", "batch-norm-grad: gradients of input, scale and offset", """HloModule bn_grad

ENTRY main {
  x = f32[2,4,3] parameter(0)
  scale = f32[4] parameter(1)
  mean = f32[4] parameter(2)
  var = f32[4] parameter(3)
  dy = f32[2,4,3] parameter(4)
  ROOT g = (f32[2,4,3], f32[4], f32[4]) batch-norm-grad(x, scale, mean, var, dy), epsilon=0.01, feature_index=1
}
""", [None, None, None, lambda r, d, s: r.uniform(0.5, 2, s)], (1e-4, 1e-5))

# misc ops -----------------------------------------------------------------------------------
add("get_dimension_size", "shape", "get-dimension-size of a static dim is a constant s32", """HloModule gds

ENTRY main {
  x = f32[5,3] parameter(0)
  a = s32[] get-dimension-size(x), dimensions={0}
  b = s32[] get-dimension-size(x), dimensions={1}
  ROOT t = (s32[], s32[]) tuple(a, b)
}
""")
add("stochastic_convert_f32_s8", "convert", "stochastic-convert rounds up or down by comparing the fraction with random bits", """HloModule sc

ENTRY main {
  x = f32[16] parameter(0)
  r = u32[16] parameter(1)
  ROOT y = s8[16] stochastic-convert(x, r)
}
""", [lambda r, d, s: np.concatenate([[0.5, -0.5, 1.25, -1.25, 200.0, -200.0, np.nan, np.inf], r.uniform(-10, 10, 8)]),
      lambda r, d, s: r.integers(0, 2**32 - 1, s, endpoint=True, dtype=np.uint64)])
add("real_imag_of_real", "complex", "real and imag of a real operand: identity and zeros", """HloModule real_of_real

ENTRY main {
  x = f32[6] parameter(0)
  r = f32[6] real(x)
  i = f32[6] imag(x)
  ROOT t = (f32[6], f32[6]) tuple(r, i)
}
""")
add("tan_c64", "complex", "complex tan", """HloModule ctan

ENTRY main {
  z = c64[8] parameter(0)
  ROOT t = c64[8] tan(z)
}
""", tol=(1e-4, 1e-5))
add("cbrt_f16", "elementwise-unary", "cbrt on f16", """HloModule cbrt16

ENTRY main {
  x = f16[16] parameter(0)
  ROOT y = f16[16] cbrt(x)
}
""", tol=(2e-3, 2e-3))
add("fusion_kloop_in_input", "syntax", "a kLoop fusion in the input module (XLA's optimized HLO fed back)", """HloModule fused

fused_computation {
  p0 = f32[4,5] parameter(0)
  p1 = f32[5] parameter(1)
  b = f32[4,5] broadcast(p1), dimensions={1}
  m = f32[4,5] multiply(p0, b)
  ROOT n = f32[4,5] negate(m)
}

ENTRY main {
  x = f32[4,5] parameter(0)
  y = f32[5] parameter(1)
  ROOT f = f32[4,5] fusion(x, y), kind=kLoop, calls=fused_computation
}
""")
add("result_accuracy_attr", "syntax", "a result_accuracy attribute on a transcendental op", """HloModule accuracy

ENTRY main {
  x = f32[8] parameter(0)
  ROOT y = f32[8] exponential(x), result_accuracy={tolerance={atol=0,rtol=0,ulps=1}}
}
""", tol=(1e-5, 1e-6))
add("dot_algorithm_attr", "syntax", "a dot with an explicit algorithm=dot_f32_f32_f32", """HloModule dot_alg

ENTRY main {
  x = f32[3,5] parameter(0)
  w = f32[5,2] parameter(1)
  ROOT y = f32[3,2] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, algorithm=dot_f32_f32_f32
}
""", tol=(1e-5, 1e-5))
add("constant_scalar_literal_array", "syntax",
    "an array constant written with one scalar literal: XLA's parser sets the first element, the rest are zero", """HloModule splat

ENTRY main {
  x = f32[9] parameter(0)
  c = f32[9] constant(0.5)
  i = s32[2,3] constant(-4)
  s = f32[9] add(x, c)
  ROOT t = (f32[9], s32[2,3]) tuple(s, i)
}
""")
add("constant_tiled_layout", "syntax", "a constant with a tiled layout", """HloModule tiled_const

ENTRY main {
  x = f32[2,3]{1,0:T(2,128)} parameter(0)
  c = f32[2,3]{1,0:T(2,128)} constant({{1, 2, 3}, {4, 5, 6}})
  ROOT r = f32[2,3] add(x, c)
}
""")
add("all_reduce_iota_replica_groups", "collectives", "replica groups in the iota form [1,1]<=[1] on one device", f"""HloModule ar_iota

{SUM}
ENTRY main {{
  x = f32[4] parameter(0)
  ROOT r = f32[4] all-reduce(x), replica_groups=[1,1]<=[1], to_apply=add
}}
""")
add("all_reduce_channel_global_ids", "collectives", "all-reduce with channel_id and use_global_device_ids on one device", f"""HloModule ar_chan

{SUM}
ENTRY main {{
  x = f32[4] parameter(0)
  ROOT r = f32[4] all-reduce(x), channel_id=1, replica_groups={{{{0}}}}, use_global_device_ids=true, to_apply=add
}}
""")
add("all_gather_start_done", "collectives", "async all-gather pair on one device", """HloModule ag_async

ENTRY main {
  x = f32[4] parameter(0)
  s = (f32[4], f32[4]) all-gather-start(x), dimensions={0}, replica_groups={{0}}
  ROOT r = f32[4] all-gather-done(s)
}
""")
add("all_reduce_start_done", "collectives", "async all-reduce pair on one device", f"""HloModule ar_async

{SUM}
ENTRY main {{
  x = f32[4] parameter(0)
  s = f32[4] all-reduce-start(x), replica_groups={{}}, to_apply=add
  ROOT r = f32[4] all-reduce-done(s)
}}
""")
add("collective_permute_start_done", "collectives", "async collective-permute pair sending device 0 to itself", """HloModule cp_async

ENTRY main {
  x = f32[4] parameter(0)
  s = (f32[4], f32[4], u32[], u32[]) collective-permute-start(x), source_target_pairs={{0,0}}
  ROOT r = f32[4] collective-permute-done(s)
}
""")

add("cholesky_subnormal_entries_f32", "linalg", "subnormal off-diagonal entries read as zeros (DAZ)", """HloModule chol

ENTRY main {
  a = f32[3,3] parameter(0)
  ROOT l = f32[3,3] cholesky(a), lower=true
}
""", [np.array([[4.0, 2e-39, 0.0], [2e-39, 3.0, 1e-39], [0.0, 1e-39, 2.0]], np.float32)], tol=(1e-6, 0.0))
