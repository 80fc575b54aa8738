"""Bounded dynamic dimensions (set-dimension-size to a run-time value), run as XLA:CPU runs
them (passes/dynamic_padder.py): arrays keep their bound, a reduce or a dot over a dynamic
dimension reads only its first `size` elements, get-dimension-size returns the size as given
(past the bound too), and sizes follow elementwise ops, broadcast, transpose and reshape. The
numbers were checked against XLA:CPU (jaxlib 0.10.2) running the same text; a result with a
dynamic dimension is compared on its first `size` elements along it (XLA:CPU leaves the rest
unspecified). Ops that would read the padding are refused by name."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.registry import get_target

TARGETS = ["interpreter", "cpu"]


def run(text: str, target: str, *args: np.ndarray) -> list[np.ndarray]:
    return get_target(target).compile(load_text(text, "m.hlo")).run(None, *args)


SUM = """HloModule d1
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8] set-dimension-size(x, n), dimensions={0}
  z = f32[] constant(0)
  r = f32[] reduce(d, z), dimensions={0}, to_apply=add
  g = s32[] get-dimension-size(d), dimensions={0}
  ROOT t = (f32[], s32[]) tuple(r, g)
}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("n,total", [(3, 1.5), (8, 9.0), (0, 0.0), (12, 9.0), (-1, 0.0)])
def test_reduce_sums_the_valid_elements(target: str, n: int, total: float) -> None:
    """XLA:CPU's values: a size past the bound sums everything and is still returned as given;
    a negative one sums nothing."""
    x = np.arange(1, 9, dtype=np.float32) / 4
    r, g = run(SUM, target, x, np.int32(n))
    assert float(r) == total and int(g) == n


ELEMENTWISE = """HloModule d2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8] set-dimension-size(x, n), dimensions={0}
  e = f32[<=8] exponential(d)
  two = f32[] constant(2)
  tb = f32[<=8] broadcast(two), dimensions={}
  m = f32[<=8] multiply(e, tb)
  z = f32[] constant(0)
  r = f32[] reduce(m, z), dimensions={0}, to_apply=add
  ROOT t = (f32[<=8], f32[]) tuple(m, r)
}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("n", [3, 8, 0])
def test_elementwise_over_a_dynamic_dimension(target: str, n: int) -> None:
    x = np.arange(1, 9, dtype=np.float32) / 4
    m, r = run(ELEMENTWISE, target, x, np.int32(n))
    want = np.exp(x) * 2
    assert m.shape == (8,)  # padded to the bound, as XLA returns it
    np.testing.assert_allclose(m[:n], want[:n], rtol=1e-6)
    np.testing.assert_allclose(r, want[:n].sum(dtype=np.float32), rtol=1e-6)


MIXED = """HloModule d3
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[4,6] parameter(0)
  n = s32[] parameter(1)
  w = f32[6,3] parameter(2)
  d = f32[4,<=6] set-dimension-size(x, n), dimensions={1}
  t = f32[<=6,4] transpose(d), dimensions={1,0}
  e = f32[<=6,4] exponential(t)
  z = f32[] constant(0)
  rows = f32[<=6] reduce(e, z), dimensions={1}, to_apply=add
  ninf = f32[] constant(-inf)
  mx = f32[4] reduce(d, ninf), dimensions={1}, to_apply=max
  mb = f32[4,<=6] broadcast(mx), dimensions={0}
  sh = f32[4,<=6] subtract(d, mb)
  ws = f32[<=6,3] set-dimension-size(w, n), dimensions={0}
  dt = f32[4,3] dot(sh, ws), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r3 = f32[1,4,<=6] reshape(sh)
  g = s32[] get-dimension-size(r3), dimensions={2}
  ROOT t2 = (f32[<=6], f32[4], f32[4,3], s32[], f32[1,4,<=6]) tuple(rows, mx, dt, g, r3)
}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("n", [3, 6, 1, 0])
def test_sizes_through_transpose_broadcast_reshape_and_a_dot(target: str, n: int) -> None:
    """A masked max (the padding must not win), a dot contracting the dynamic dimension (its
    padding must not count, even as exp's inf), a size read back after a reshape."""
    rng = np.random.default_rng(n)
    x = rng.standard_normal((4, 6)).astype(np.float32)
    x[:, n:] = 100.0  # padding that would win the max and overflow exp
    w = rng.standard_normal((6, 3)).astype(np.float32)
    w[n:] = np.inf
    rows, mx, dt, g, r3 = run(MIXED, target, x, np.int32(n), w)
    v = x[:, :n]
    np.testing.assert_allclose(rows[:n], np.exp(v).sum(axis=0), rtol=1e-5)
    np.testing.assert_array_equal(mx, v.max(axis=1) if n else np.full(4, -np.inf, np.float32))
    sh = v - (v.max(axis=1, keepdims=True) if n else 0)
    np.testing.assert_allclose(dt, sh @ w[:n], rtol=1e-5, atol=1e-5)
    assert int(g) == n and r3.shape == (1, 4, 6)
    np.testing.assert_allclose(r3[0, :, :n], sh, rtol=1e-6)


SORTED = """HloModule d4
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[8] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8] set-dimension-size(x, n), dimensions={0}
  ROOT s = f32[<=8] sort(d), dimensions={0}, to_apply=lt
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_an_op_that_would_read_the_padding_is_refused(target: str) -> None:
    with pytest.raises(XlacError, match=r"'s' \(sort\) reads 'd', whose dimension 0 has a run-time size"):
        run(SORTED, target, np.zeros(8, np.float32), np.int32(3))


def test_the_cli_runs_it(tmp_path) -> None:
    from cli_runner import xlac

    path = tmp_path / "d1.hlo"
    path.write_text(SUM)
    proc = xlac("run", str(path), "--input", "f32[8]=1,2,3,4,5,6,7,8", "--input", "s32=3")
    assert proc.returncode == 0, proc.stderr
    assert "out0: f32[] = 6" in proc.stdout and "out1: s32[] = 3" in proc.stdout
    path.write_text(SORTED)
    proc = xlac("run", str(path), "--input", "f32[8]=1,2,3,4,5,6,7,8", "--input", "s32=3")
    assert proc.returncode == 1 and "internal error" not in proc.stderr and "(sort) reads 'd'" in proc.stderr
