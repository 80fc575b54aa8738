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

