"""The GPU-only kernel paths, on a real GPU (deselected elsewhere): element kernels that give each
thread several elements (big outputs) and register-blocked dots, against the interpreter."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import compare_outputs, load_text
from xlac.registry import get_target

ELEMENTWISE = """HloModule big
ENTRY e {
  x = f32[517,611]{0,1} parameter(0)
  y = f32[517,611]{1,0} parameter(1)
  m = f32[517,611]{0,1} multiply(x, y)
  t = f32[517,611]{0,1} tanh(m)
  ROOT r = (f32[517,611]{0,1}, f32[517,611]{0,1}) tuple(t, m)
}"""

MULTI_OUTPUT = """HloModule multi_output
fused {
  x = f32[600,512]{1,0} parameter(0)
  y = f32[600,512]{1,0} parameter(1)
  bias = f32[512]{0} parameter(2)
  bb = f32[600,512]{1,0} broadcast(bias), dimensions={1}
  m = f32[600,512]{1,0} multiply(x, y)
  a = f32[600,512]{1,0} add(m, bb)
  t = f32[600,512]{1,0} tanh(a)
  zero = f32[] constant(0)
  z = f32[600,512]{1,0} broadcast(zero), dimensions={}
  c = pred[600,512]{1,0} compare(t, z), direction=GT
  i = s32[600,512]{1,0} convert(a)
  ROOT r = (f32[600,512]{1,0}, pred[600,512]{1,0}, s32[600,512]{1,0}) tuple(t, c, i)
}

ENTRY e {
  x = f32[600,512]{1,0} parameter(0)
  y = f32[600,512]{1,0} parameter(1)
  bias = f32[512]{0} parameter(2)
  ROOT f = (f32[600,512]{1,0}, pred[600,512]{1,0}, s32[600,512]{1,0}) fusion(x, y, bias), kind=kLoop, calls=fused
}"""

DOT = """HloModule dot
ENTRY e {
  a = f32[2,300,129]{2,1,0} parameter(0)
  b = f32[2,129,260]{1,2,0} parameter(1)
  ROOT d = f32[2,300,260]{2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}"""


@pytest.mark.gpu
@pytest.mark.parametrize("text", [ELEMENTWISE, MULTI_OUTPUT, DOT], ids=["elementwise", "multi_output", "dot"])
def test_gpu_kernels_match_the_interpreter(text: str) -> None:
    module = load_text(text)
    rng = np.random.default_rng(0)
    ins = [(4 * rng.standard_normal(s.dims)).astype(np.float32) for s in module.parameter_shapes]
    want = get_target("interpreter").compile(module).run(None, *ins)
    got = get_target("nvptx").compile(module).run(None, *ins)
    tol = 1e-3 if "dot(" in text else 1e-5  # sums of 129 products of magnitude ~16
    problems = compare_outputs(got, want, tol, tol)
    assert not problems, "\n".join(problems)



NAN_BITS = """HloModule nan_bits
ENTRY e {
  x = f32[8]{0} parameter(0)
  d = f64[8]{0} parameter(1)
  n = f32[8]{0} negate(x)
  nb = s32[8]{0} bitcast-convert(n)
  h = f16[8]{0} convert(x)
  w = f32[8]{0} convert(h)
  wb = s32[8]{0} bitcast-convert(w)
  dn = f64[8]{0} negate(d)
  db = s64[8]{0} bitcast-convert(dn)
  a = f32[8]{0} abs(x)
  ab = s32[8]{0} bitcast-convert(a)
  da = f64[8]{0} abs(d)
  dab = s64[8]{0} bitcast-convert(da)
  ROOT r = (s32[8]{0}, s32[8]{0}, s64[8]{0}, f64[8]{0}, s32[8]{0}, s64[8]{0}) tuple(nb, wb, db, dn, ab, dab)
}"""


@pytest.mark.gpu
def test_nan_bits_survive_negate_and_f16_round_trips() -> None:
    """Negate flips the sign bit of a NaN too, abs clears it, and f32 -> f16 -> f32 keeps a
    quiet NaN's top payload bits, as XLA:CPU does: an H200 gave PTX's canonical NaN for each
    (neg.f64; abs.f32, also where LLVM had folded the payload's sign mask into fabs)."""
    bits32 = np.array([0x7FC00000, 0xFFC00000, 0x7FC02000, 0xFFE12000, 0x3F800000, 0x80000000,
                       0x7F800000, 0x7FFFFFFF], np.uint32)
    bits64 = np.array([0x7FF8000000000000, 0xFFF8000000000000, 0x7FF8000000000123, 0x3FF0000000000000,
                       0, 0x8000000000000000, 0xFFF0000000000000, 0x7FFFFFFFFFFFFFFF], np.uint64)
    x, d = bits32.view(np.float32), bits64.view(np.float64)
    module = load_text(NAN_BITS)
    got = get_target("nvptx").compile(module).run(None, x, d)
    assert list(got[0].view(np.uint32)) == list(bits32 ^ np.uint32(0x80000000))
    half = np.where(np.isnan(x), (bits32 >> 16 & 0x8000) | 0x7E00 | (bits32 & 0x7FFFFF) >> 13,
                    x.astype(np.float16).view(np.uint16)).astype(np.uint32)
    wide = np.where(np.isnan(x), (half & 0x8000) << 16 | 0x7F800000 | (half & 0x3FF) << 13,
                    x.astype(np.float16).astype(np.float32).view(np.uint32))
    assert list(got[1].view(np.uint32)) == list(wide.astype(np.uint32))
    assert list(got[2].view(np.uint64)) == list(bits64 ^ np.uint64(0x8000000000000000))
    assert list(got[3].view(np.uint64)) == list(bits64 ^ np.uint64(0x8000000000000000))
    assert list(got[4].view(np.uint32)) == list(bits32 & np.uint32(0x7FFFFFFF))
    assert list(got[5].view(np.uint64)) == list(bits64 & np.uint64(0x7FFFFFFFFFFFFFFF))
