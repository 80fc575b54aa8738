"""The GPU kernel shapes beyond one thread per element: tiled dots (shared-memory tiles, with
fused element-wise consumers) and, in test_runtime, tree reductions; checked through the
simulator against numpy and through ptxas."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from xlac.driver import load_text
from xlac.targets.nvptx.lowering import lower
from xlac.targets.nvptx.ptx import check
from xlac.targets.nvptx.simulator import SimulatedGpuModule

DOTS = """HloModule dots
ENTRY e {
  a = f32[37,50]{1,0} parameter(0)
  w = f32[50,29]{0,1} parameter(1)
  bias = f32[29]{0} parameter(2)
  x = bf16[3,20,4,5]{3,2,1,0} parameter(3)
  y = bf16[3,4,5,18]{3,2,1,0} parameter(4)
  d = f32[37,29]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[37,29]{1,0} broadcast(bias), dimensions={1}
  s = f32[37,29]{1,0} add(d, bb)
  zero = f32[] constant(0)
  z = f32[37,29]{1,0} broadcast(zero), dimensions={}
  relu = f32[37,29]{1,0} maximum(s, z)
  bd = bf16[3,20,18]{2,1,0} dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2,3}, rhs_contracting_dims={1,2}
  ROOT t = (f32[37,29]{1,0}, bf16[3,20,18]{2,1,0}) tuple(relu, bd)
}"""


def test_tiled_dots_match_numpy_and_pass_ptxas() -> None:
    module = load_text(DOTS)
    rng = np.random.default_rng(1)
    a = rng.standard_normal((37, 50)).astype(np.float32)
    w = rng.standard_normal((50, 29)).astype(np.float32)
    bias = rng.standard_normal(29).astype(np.float32)
    x = rng.standard_normal((3, 20, 4, 5)).astype(ml_dtypes.bfloat16)
    y = rng.standard_normal((3, 4, 5, 18)).astype(ml_dtypes.bfloat16)
    relu, bd = SimulatedGpuModule(module).run(a, w, bias, x, y)
    want = np.maximum(a.astype(np.float64) @ w.astype(np.float64) + bias, 0)
    np.testing.assert_allclose(relu, want, rtol=1e-4, atol=1e-4)
    want_bd = np.einsum("bmij,bijn->bmn", x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(bd.astype(np.float64), want_bd, rtol=2e-2, atol=2e-2)
    lowered = lower(module)
    assert lowered.tiled_dots == 2
    check(lowered.ptx)


def test_temp_blocks_are_reused_after_their_last_use() -> None:
    """Unfused (-O0) chain of 12 ops on 64 KiB values: temp holds a few values, not 12, and
    the results stay right (a block is reused only once nothing reads it)."""
    lines = ["HloModule chain", "ENTRY e {", "  x = f32[16384]{0} parameter(0)"]
    prev = "x"
    for k in range(12):
        op = "add" if k % 2 else "multiply"
        lines.append(f"  v{k} = f32[16384]{{0}} {op}({prev}, x)")
        prev = f"v{k}"
    lines.append(f"  ROOT r = f32[16384]{{0}} negate({prev})")
    lines.append("}")
    module = load_text("\n".join(lines))
    lowered = lower(module, opt_level=0)
    assert lowered.temp_bytes <= 3 * 16384 * 4
    x = np.random.default_rng(2).uniform(0.5, 1.0, 16384).astype(np.float32)
    want = x.astype(np.float64)
    for k in range(12):
        want = want + x if k % 2 else want * x
    (got,) = SimulatedGpuModule(module, hlo_opt_level=0).run(x)
    np.testing.assert_allclose(got, -want, rtol=1e-5)


BLOCKED = """HloModule blocked
ENTRY e {
  a = f32[130,37]{1,0} parameter(0)
  w = f32[37,70]{0,1} parameter(1)
  bias = f32[70]{0} parameter(2)
  x = bf16[2,64,4,5]{3,2,1,0} parameter(3)
  y = bf16[2,4,5,150]{3,2,1,0} parameter(4)
  p = f64[128,16]{1,0} parameter(5)
  q = f64[16,128]{1,0} parameter(6)
  d = f32[130,70]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[130,70]{1,0} broadcast(bias), dimensions={1}
  s = f32[130,70]{1,0} add(d, bb)
  zero = f32[] constant(0)
  z = f32[130,70]{1,0} broadcast(zero), dimensions={}
  relu = f32[130,70]{1,0} maximum(s, z)
  bd = bf16[2,64,150]{2,1,0} dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2,3}, rhs_contracting_dims={1,2}
  pq = f64[128,128]{1,0} dot(p, q), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (f32[130,70]{1,0}, bf16[2,64,150]{2,1,0}, f64[128,128]{1,0}) tuple(relu, bd, pq)
}"""


def test_register_blocked_dots_match_numpy_and_pass_ptxas() -> None:
    """Partial 128x128 tiles in m and n, a partial k slice, a column-major operand, a fused
    bias + relu, a batched bf16 dot with two contracting dims (gemm.py); f64 keeps 16x16 tiles."""
    from xlac.codegen.gpu.gemm import BM

    module = load_text(BLOCKED)
    rng = np.random.default_rng(2)
    a = rng.standard_normal((130, 37)).astype(np.float32)
    a[0, :5] = 1e-39  # subnormal inputs are read as zero (DAZ), as XLA:CPU computes
    w = rng.standard_normal((37, 70)).astype(np.float32)
    bias = rng.standard_normal(70).astype(np.float32)
    x = rng.standard_normal((2, 64, 4, 5)).astype(ml_dtypes.bfloat16)
    y = rng.standard_normal((2, 4, 5, 150)).astype(ml_dtypes.bfloat16)
    p = rng.standard_normal((128, 16))
    q = rng.standard_normal((16, 128))
    relu, bd, pq = SimulatedGpuModule(module).run(a, w, bias, x, y, p, q)
    flushed = np.where(np.abs(a) < np.finfo(np.float32).tiny, 0, a).astype(np.float64)
    np.testing.assert_allclose(relu, np.maximum(flushed @ w.astype(np.float64) + bias, 0), rtol=1e-4, atol=1e-4)
    want_bd = np.einsum("bmij,bijn->bmn", x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(bd.astype(np.float64), want_bd, rtol=2e-2, atol=2e-2)
    np.testing.assert_allclose(pq, p @ q, rtol=1e-12, atol=1e-12)
    lowered = lower(module)
    assert lowered.tiled_dots == 3
    assert lowered.ptx.count(".maxntid 256") == 2 and BM == 128
    assert "fma.rn.ftz.f32" in lowered.ptx and "ld.shared.v4" in lowered.ptx
    check(lowered.ptx)


SIGN_BIT_OPS = """HloModule sign_bits
ENTRY e {
  x = f32[64]{0} parameter(0)
  d = f64[64]{0} parameter(1)
  z = c128[64]{0} parameter(2)
  a = f32[64]{0} abs(x)
  b = f64[64]{0} abs(d)
  n = f32[64]{0} negate(x)
  m = c128[64]{0} negate(z)
  ROOT r = (f32[64]{0}, f64[64]{0}, f32[64]{0}, c128[64]{0}) tuple(a, b, n, m)
}"""


def test_abs_and_negate_are_sign_bit_ops_in_ptx() -> None:
    """PTX's abs and neg return its canonical NaN for any NaN, so float abs is an and of the sign
    bit away and negate an xor of it (the GPU-marked test_nan_bits_survive_negate_and_f16_round_trips
    runs them); ptxas accepts them."""
    ptx = lower(load_text(SIGN_BIT_OPS)).ptx
    assert not any(op in ptx for op in ("abs.f32", "abs.ftz.f32", "abs.f64", "neg.f32", "neg.f64"))
    assert "and.b32" in ptx and "and.b64" in ptx and "0x7fffffff" in ptx
    assert "xor.b32" in ptx and ptx.count("xor.b64") == 2
    check(ptx)
