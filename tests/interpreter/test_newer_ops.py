"""ragged-dot, scaled-dot, scan and ragged-all-to-all on the interpreter."""

from __future__ import annotations

import numpy as np

from xlac.evaluator.core import HANDLERS, Evaluator
from xlac.hlo.opcodes import OPS
from xlac.hlo.parser import parse_module


def run(text: str, *args: np.ndarray):
    return Evaluator(parse_module(text)).run(list(args))


def test_every_opcode_has_an_evaluator() -> None:
    missing = [op for op in OPS if op != "parameter" and op not in HANDLERS]
    assert not missing


SCAN = """HloModule m
body {
  x = f32[] parameter(0)
  c = f32[] parameter(1)
  s = f32[] add(x, c)
  ROOT t = (f32[], f32[]) tuple(s, s)
}
ENTRY e {
  p = f32[5] parameter(0)
  z = f32[] constant(0)
  ROOT sc = (f32[5], f32[]) scan(p, z), dimensions={0}, num_carries=1, to_apply=body%s
}"""


def test_scan_cumulative_sum_forward_and_reverse() -> None:
    x = np.arange(5, dtype=np.float32)
    out, carry = run(SCAN % "", x)
    np.testing.assert_array_equal(out, np.cumsum(x))
    assert carry == 10
    out, _ = run(SCAN % ", is_reverse=true", x)
    np.testing.assert_array_equal(out, np.cumsum(x[::-1])[::-1])


def test_ragged_dot_non_contracting_groups() -> None:
    text = """ENTRY e {
  l = f32[6,3] parameter(0)
  r = f32[2,3,4] parameter(1)
  g = s32[2] parameter(2)
  ROOT d = f32[6,4] ragged-dot(l, r, g), lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}"""
    rng = np.random.default_rng(0)
    lhs, rhs = rng.random((6, 3), np.float32), rng.random((2, 3, 4), np.float32)
    out = run(text, lhs, rhs, np.array([2, 3], np.int32))
    want = np.concatenate([lhs[:2] @ rhs[0], lhs[2:5] @ rhs[1], np.zeros((1, 4), np.float32)])
    np.testing.assert_allclose(out, want, rtol=1e-6)


def test_ragged_dot_contracting_groups() -> None:
    text = """ENTRY e {
  l = f32[2,5] parameter(0)
  r = f32[5,3] parameter(1)
  g = s32[2] parameter(2)
  ROOT d = f32[2,2,3] ragged-dot(l, r, g), lhs_contracting_dims={1}, rhs_contracting_dims={0}, lhs_ragged_dims={1}
}"""
    rng = np.random.default_rng(1)
    lhs, rhs = rng.random((2, 5), np.float32), rng.random((5, 3), np.float32)
    out = run(text, lhs, rhs, np.array([2, 3], np.int32))
    np.testing.assert_allclose(out, np.stack([lhs[:, :2] @ rhs[:2], lhs[:, 2:] @ rhs[2:]]), rtol=1e-6)


def test_scaled_dot_block_scales() -> None:
    text = """ENTRY e {
  l = f32[2,4] parameter(0)
  ls = f32[2,2] parameter(1)
  r = f32[4,3] parameter(2)
  rs = f32[2,3] parameter(3)
  ROOT d = f32[2,3] scaled-dot(l, r, ls, rs), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    rng = np.random.default_rng(2)
    l, ls, r, rs = (rng.random(s, np.float32) for s in ((2, 4), (2, 2), (4, 3), (2, 3)))
    want = (l * np.repeat(ls, 2, axis=1)) @ (r * np.repeat(rs, 2, axis=0))
    np.testing.assert_allclose(run(text, l, ls, r, rs), want, rtol=1e-5)


def test_ragged_all_to_all_single_participant() -> None:
    text = """ENTRY e {
  x = f32[6] parameter(0)
  o = f32[6] parameter(1)
  io = s32[1] parameter(2)
  ss = s32[1] parameter(3)
  oo = s32[1] parameter(4)
  rs = s32[1] parameter(5)
  ROOT r = f32[6] ragged-all-to-all(x, o, io, ss, oo, rs), replica_groups={{0}}
}"""
    x, o = np.arange(6, dtype=np.float32), np.zeros(6, np.float32)
    out = run(text, x, o, *(np.array([v], np.int32) for v in (1, 3, 2, 3)))
    np.testing.assert_array_equal(out, [0, 0, 1, 2, 3, 0])
