"""Custom calls XLA:CPU implements itself (TopK, oneDNN matmul, dynamic-shape and sharding
markers) and scan, on the interpreter and cpu; a dead unknown custom call is no error."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.driver import load_text, run_module
from xlac.registry import get_target

TARGETS = ["interpreter", "cpu"]


def run(target: str, text: str, *args: np.ndarray) -> list[np.ndarray]:
    """``target`` is a target name, or "cpu-O0" for cpu without the HLO optimizer."""
    name, opts = ("cpu", {"opt_level": 0}) if target == "cpu-O0" else (target, {})
    t = get_target(name)
    return t.compile(load_text(text, "m.hlo"), t.options(**opts)).run(None, *args)


TOPK = """HloModule topk
ENTRY e {
  x = f32[2,6] parameter(0)
  b = f32[2,6] custom-call(x), custom_call_target="ShardBarrierTo"
  ROOT t = (f32[2,3], s32[2,3]) custom-call(b), custom_call_target="TopK"
}
"""


@pytest.mark.parametrize("target", TARGETS + ["cpu-O0"])
def test_topk_descending_ties_by_lower_index(target: str) -> None:
    x = np.array([[3, 1, 4, 1, 5, 9], [2, 7, 7, 3, np.nan, -np.inf]], np.float32)
    values, indices = run(target, TOPK, x)
    assert indices.tolist() == [[5, 4, 2], [4, 1, 2]]  # NaN sorts above everything (TOTALORDER)
    assert values[0].tolist() == [9, 5, 4] and math.isnan(values[1, 0]) and values[1, 1:].tolist() == [7, 7]


def _gelu_tanh(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


ONEDNN = """HloModule mm
ENTRY e {
  a = f32[2,3,4] parameter(0)
  b = f32[2,5,4] parameter(1)
  bias = f32[5] parameter(2)
  add = f32[2,3,5] parameter(3)
  ROOT r = f32[2,3,5] custom-call(a, b, bias, add), custom_call_target="__onednn$matmul", backend_config={"outer_dimension_partitions":[],"onednn_matmul_config":{"transpose_a":false,"transpose_b":true,"fusions":{"ops":["BIAS","GELU_TANH","BINARY_ADD"]}}}
}
"""

ONEDNN_2D = """HloModule mm2
ENTRY e {
  a = f32[3,4] parameter(0)
  b = f32[4,2] parameter(1)
  ROOT r = f32[3,2] custom-call(a, b), custom_call_target="__onednn$matmul", backend_config={"onednn_matmul_config":{"fusions":{"ops":["RELU"]}}}
}
"""


@pytest.mark.parametrize("target", TARGETS + ["cpu-O0"])
def test_onednn_matmul_with_post_ops(target: str) -> None:
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((2, 3, 4), np.float32), rng.standard_normal((2, 5, 4), np.float32)
    bias, add = rng.standard_normal(5, np.float32), rng.standard_normal((2, 3, 5), np.float32)
    (out,) = run(target, ONEDNN, a, b, bias, add)
    want = _gelu_tanh(a @ b.transpose(0, 2, 1) + bias) + add
    assert np.allclose(out, want, rtol=1e-5, atol=1e-5)
    x, y = rng.standard_normal((3, 4), np.float32), rng.standard_normal((4, 2), np.float32)
    (out,) = run(target, ONEDNN_2D, x, y)
    assert np.allclose(out, np.maximum(x @ y, 0), rtol=1e-5, atol=1e-5)


DYNAMIC = """HloModule dyn
ENTRY e {
  x = f32[4] parameter(0)
  n = s32[] constant(4)
  d = f32[<=4] custom-call(x, n), custom_call_target="SliceToDynamic"
  s = f32[<=4] custom-call(d), custom_call_target="Sharding", sharding={replicated}
  f = f32[<=4] custom-call(s), custom_call_target="SPMDFullToShardShape", sharding={manual}
  g = f32[<=4] custom-call(f), custom_call_target="SPMDShardToFullShape", sharding={replicated}
  ROOT p = (f32[4], s32[]) custom-call(g), custom_call_target="PadToStatic"
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_dynamic_and_sharding_markers_pass_data_through(target: str) -> None:
    x = np.array([1, 2, 3, 4], np.float32)
    data, size = run(target, DYNAMIC, x)
    assert np.array_equal(data, x) and int(size) == 4


SCAN = """HloModule scan_rnn
step {
  x = f32[3] parameter(0)
  h = f32[3] parameter(1)
  s = f32[3] add(x, h)
  t = f32[3] tanh(s)
  ROOT r = (f32[3], f32[3]) tuple(t, t)
}
ENTRY e {
  xs = f32[4,3] parameter(0)
  h0 = f32[3] parameter(1)
  ROOT scan = (f32[4,3], f32[3]) scan(xs, h0), dimensions={0}, num_carries=1, is_reverse=true, to_apply=step
}
"""


@pytest.mark.parametrize("target", TARGETS + ["cpu-O0"])
def test_scan_runs_as_a_loop(target: str) -> None:
    rng = np.random.default_rng(2)
    xs, h0 = rng.standard_normal((4, 3), np.float32), rng.standard_normal(3, np.float32)
    name, opts = ("cpu", {"opt_level": 0}) if target == "cpu-O0" else (target, {})
    t = get_target(name)
    ys, h = t.compile(load_text(SCAN, "s.hlo"), t.options(**opts)).run(None, xs, h0)
    want, carry = np.zeros_like(xs), h0
    for i in reversed(range(4)):
        carry = np.tanh(xs[i] + carry)
        want[i] = carry
    assert np.allclose(ys, want, atol=1e-6) and np.allclose(h, carry, atol=1e-6)


DEAD = """HloModule dead
ENTRY e {
  x = f32[3] parameter(0)
  unused = f32[3] custom-call(x), custom_call_target="no_such_target_anywhere"
  ROOT n = f32[3] negate(x)
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_dead_unknown_custom_call_is_not_rejected(target: str, tmp_path: Path) -> None:
    res = run_module(load_text(DEAD, "d.hlo"), target, ["3xf32=1,2,3"])
    assert res.outputs[0].tolist() == [-1, -2, -3]
    path = tmp_path / "live.hlo"
    path.write_text(DEAD.replace("ROOT n = f32[3] negate(x)", "ROOT n = f32[3] negate(unused)"))
    r = xlac("run", str(path), "--target", target)
    assert r.returncode == 1 and "unknown custom-call target 'no_such_target_anywhere'" in r.stderr


RNG = """HloModule rng
ENTRY e {
  lo = f32[] constant(2)
  hi = f32[] constant(3)
  u = f32[20000] rng(lo, hi), distribution=rng_uniform
  n = f32[20000] rng(lo, hi), distribution=rng_normal
  a = s32[] constant(-5)
  b = s32[] constant(5)
  i = s32[20000] rng(a, b), distribution=rng_uniform
  s = u64[2] rng-get-and-update-state(), delta=8
  ROOT t = (f32[20000], f32[20000], s32[20000], u64[2]) tuple(u, n, i, s)
}
"""


@pytest.mark.parametrize("target", TARGETS + ["cpu-O0"])
def test_rng_distributions(target: str) -> None:
    u, n, i, state = run(target, RNG)
    assert 2 <= u.min() and u.max() < 3 and abs(float(u.mean()) - 2.5) < 0.02
    assert abs(float(n.mean()) - 2) < 0.1 and abs(float(n.std()) - 3) < 0.1  # mean a, deviation b
    assert i.min() == -5 and i.max() == 4 and np.bincount(i + 5).min() > 1500
    assert state.shape == (2,) and state.dtype == np.uint64


SCALED = """HloModule sd
ENTRY e {
  lhs = f8e4m3fn[4,64] parameter(0)
  rhs = f8e4m3fn[8,64] parameter(1)
  ls = f8e8m0fnu[4,2] parameter(2)
  rs = f32[] parameter(3)
  ROOT d = f32[4,8] scaled-dot(lhs, rhs, ls, rs), lhs_contracting_dims={1}, rhs_contracting_dims={1}
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_scaled_dot_block_scales_in_xla_operand_order(target: str) -> None:
    import ml_dtypes

    rng = np.random.default_rng(3)
    lhs = rng.uniform(-2, 2, (4, 64)).astype(ml_dtypes.float8_e4m3fn)
    rhs = rng.uniform(-2, 2, (8, 64)).astype(ml_dtypes.float8_e4m3fn)
    ls = np.array([[1, 2], [4, 0.5], [1, 1], [8, 0.25]], np.float32).astype(ml_dtypes.float8_e8m0fnu)
    rs = np.float32(0.5)
    (out,) = run(target, SCALED, lhs, rhs, ls, rs)
    scaled = lhs.astype(np.float32) * np.repeat(ls.astype(np.float32), 32, axis=1)
    want = scaled @ (rhs.astype(np.float32) * rs).T
    assert np.allclose(out, want, rtol=1e-5, atol=1e-4)
