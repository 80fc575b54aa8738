"""A large scatter on several threads (emitters/scatter.py: each thread owns a slice of the
output's major dim and applies the updates landing there, in order): bit-for-bit the sequential
result, with targets repeated many times, out-of-range windows skipped, a column-major output
and a variadic scatter; and the small and scalar-update cases that stay sequential."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import compile_module, dump_ir
from xlac.hlo.parser import parse_module
from xlac.targets.cpu.options import CpuOptions

ADD = """add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
"""

ROWS = "HloModule rows\n" + ADD + """ENTRY e {
  table = f32[{R},64]{L} parameter(0)
  ids = s32[{N}] parameter(1)
  g = f32[{N},64] parameter(2)
  idx = s32[{N},1] reshape(ids)
  ROOT sc = f32[{R},64]{L} scatter(table, idx, g), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
"""

PAIR = "HloModule pair\n" + """add2 {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  s = f32[] add(a, c)
  t = s32[] maximum(b, d)
  ROOT r = (f32[], s32[]) tuple(s, t)
}
ENTRY e {
  x = f32[300,32] parameter(0)
  y = s32[300,32] parameter(1)
  ids = s32[2000,1] parameter(2)
  u = f32[2000,32] parameter(3)
  v = s32[2000,32] parameter(4)
  ROOT sc = (f32[300,32], s32[300,32]) scatter(x, y, ids, u, v), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add2
}
"""


def _compare(text: str, inputs: list[np.ndarray]) -> None:
    module = parse_module(text)
    threaded = compile_module(module, "cpu", CpuOptions(opt_level=2, threads=2)).run(None, *inputs)
    serial = compile_module(parse_module(text), "cpu", CpuOptions(opt_level=2, threads=1)).run(None, *inputs)
    oracle = compile_module(parse_module(text), "interpreter").run(None, *inputs)
    for t, s, o in zip(threaded, serial, oracle):
        assert t.tobytes() == s.tobytes()  # the same additions in the same order per element
        np.testing.assert_allclose(t, o, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("layout", ["{1,0}", "{0,1}"])
def test_rows_with_repeats_and_out_of_range_ids(layout: str) -> None:
    rows, n = 200, 3000
    rng = np.random.default_rng(5)
    text = ROWS.replace("{R}", str(rows)).replace("{N}", str(n)).replace("{L}", layout)
    ids = rng.integers(-20, rows + 20, n).astype(np.int32)  # ~15% outside: skipped
    ids[::7] = 3  # one row hit hundreds of times
    _compare(text, [rng.standard_normal((rows, 64)).astype(np.float32), ids,
                    rng.standard_normal((n, 64)).astype(np.float32)])


def test_variadic_scatter() -> None:
    rng = np.random.default_rng(6)
    _compare(PAIR, [rng.standard_normal((300, 32)).astype(np.float32),
                    rng.integers(-50, 50, (300, 32)).astype(np.int32),
                    rng.integers(0, 300, (2000, 1)).astype(np.int32),
                    rng.standard_normal((2000, 32)).astype(np.float32),
                    rng.integers(-100, 100, (2000, 32)).astype(np.int32)])


def _splits(text: str) -> bool:
    return "scatter.found" in dump_ir(parse_module(text), "llvm", CpuOptions(opt_level=0, threads=2))


def test_which_scatters_split() -> None:
    rows = ROWS.replace("{L}", "{1,0}")
    assert _splits(rows.replace("{R}", "200").replace("{N}", "3000"))
    assert not _splits(rows.replace("{R}", "200").replace("{N}", "100"))  # 6,400 elements: one thread
    scalar = "HloModule s\n" + ADD + """ENTRY e {
  acc = f32[100000] parameter(0)
  idx = s32[100000,1] parameter(1)
  u = f32[100000] parameter(2)
  ROOT sc = f32[100000] scatter(acc, idx, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
"""
    assert not _splits(scalar)  # one element per index: scanning every index would cost more
