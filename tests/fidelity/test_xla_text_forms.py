"""HLO text that XLA's parser takes, or XLA's optimizer prints, that xlac once got wrong (the
classes from reading XLA's parser tests and dumps; the modules our own). Each runs on the
interpreter and the cpu target and is checked against the values XLA gives for it."""

from __future__ import annotations

import numpy as np
import pytest
from cli_runner import xlac

from xlac.driver import compile_module, load_text
from xlac.errors import XlacError
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module

TARGETS = ("interpreter", "cpu")


def run(text: str, *inputs: np.ndarray, target: str) -> list[np.ndarray]:
    return compile_module(load_text(text, "t.hlo"), target).run(None, *inputs)


# comments and spaces where XLA's lexer skips them: inside shapes, layouts, attribute values
SPACED = """HloModule spaced
ENTRY e {
  p = f32[2,/*rows*/3] {1,0} parameter(0)
  t = f32[3,2]{ /*c*/ 1,0} transpose(p), dimensions={/*perm*/1,0}
  s = f32[2,2] slice(t), slice={/*r*/[0:3:2], [0:2]}
  z = f32[] constant(0)
  ROOT w = f32[2,1] reduce-window(s, z), window={size=1x2 /*c*/ pad=0_0x0_0}, to_apply={
    a = f32[] parameter(0)
    b = f32[] parameter(1)
    ROOT c = f32[] add(a, b)
  }
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_comments_and_spaces_inside_shapes_and_attributes(target: str) -> None:
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    (got,) = run(SPACED, x, target=target)
    np.testing.assert_array_equal(got, x.T[0:3:2].sum(axis=1, keepdims=True))


def test_a_layout_after_a_space_is_the_shapes_layout() -> None:
    m = parse_module("ENTRY e {\n  p = f32[2,3] {0,1} parameter(0)\n  ROOT n = f32[2,3]  {0,1} negate(p)\n}\n")
    assert [i.shape.minor_to_major for i in m.entry.instructions] == [(0, 1), (0, 1)]


def test_comments_do_not_move_error_positions(tmp_path) -> None:
    path = tmp_path / "bad.hlo"
    path.write_text("ENTRY e {\n  /* a comment */ p = f32[2,/*x*/3] parameter(0)\n  ROOT n = f32[2,3] negat(p)\n}\n")
    proc = xlac("run", str(path))
    assert proc.returncode == 1 and f"{path}:3:21: error: unknown opcode 'negat'" in proc.stderr, proc.stderr
    assert "ROOT n = f32[2,3] negat(p)" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("target", TARGETS)
def test_literals_as_xla_reads_them(target: str) -> None:
    """s64 tokens up to 2^64-1 wrap; f16 values round through f32, 8-bit floats straight from
    the decimal (XLA: 1.0, 1.125, 1.25); -0 is -0.0 (see literals._float_of_token)."""
    text = """HloModule lits
ENTRY e {
  a = s64[2] constant({18446744073709551615, 9223372036854775808})
  b = f16[] constant(1.0004882813)
  c = f8e4m3fn[] constant(1.06250001)
  d = f8e5m2[] constant(1.12500001)
  z = f32[] constant(-0)
  ROOT t = (s64[2], f16[], f8e4m3fn[], f8e5m2[], f32[]) tuple(a, b, c, d, z)
}
"""
    a, b, c, d, z = run(text, target=target)
    assert a.tolist() == [-1, -(1 << 63)]
    assert [float(v) for v in (b, c, d)] == [1.0, 1.125, 1.25]
    assert float(z) == 0 and np.signbit(z)
    assert "constant(-0.0)" in print_module(parse_module(text))


# XLA's optimizer writes jnp.sort's comparator with f32 read as s32 (a total order)
TOTAL_ORDER_SORT = """HloModule sort
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ia = s32[] bitcast(a)
  ib = s32[] bitcast(b)
  zero = s32[] constant(0)
  max = s32[] constant(2147483647)
  na = pred[] compare(ia, zero), direction=LT
  nb = pred[] compare(ib, zero), direction=LT
  xa = s32[] xor(ia, max)
  xb = s32[] xor(ib, max)
  ka = s32[] select(na, xa, ia)
  kb = s32[] select(nb, xb, ib)
  ROOT lt = pred[] compare(ka, kb), direction=LT
}
ENTRY e {
  p = f32[7] parameter(0)
  ROOT s = f32[7] sort(p), dimensions={0}, to_apply=cmp
}
"""

XOR_REDUCE = """HloModule xr
f {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ia = u32[] bitcast(a)
  ib = u32[] bitcast(b)
  x = u32[] xor(ia, ib)
  ROOT r = f32[] bitcast(x)
}
ENTRY e {
  p = f32[5] parameter(0)
  z = f32[] constant(0)
  ROOT s = f32[] reduce(p, z), dimensions={0}, to_apply=f
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_bitcast_to_another_type_in_a_comparator_and_a_reducer(target: str) -> None:
    x = np.array([3, -0.0, 0.0, -1, np.nan, -np.inf, 2], np.float32)
    (got,) = run(TOTAL_ORDER_SORT, x, target=target)
    want = np.array([-np.inf, -1, -0.0, 0.0, 2, 3, np.nan], np.float32)
    assert got.view(np.uint32).tolist() == want.view(np.uint32).tolist()
    y = np.array([1.5, -2, 3e-3, 7, -0.0], np.float32)
    (got,) = run(XOR_REDUCE, y, target=target)
    assert int(got.view(np.uint32)) == int(np.bitwise_xor.reduce(y.view(np.uint32)))


@pytest.mark.parametrize("target", TARGETS)
def test_rank0_bitcast(target: str) -> None:
    text = "ENTRY e {\n  c = f32[] constant(1)\n  ROOT b = s32[] bitcast(c)\n}\n"
    (got,) = run(text, target=target)
    assert got.shape == () and int(got) == 0x3F800000


def test_a_dynamic_dimension_size_is_honoured() -> None:
    """set-dimension-size to a size below the bound (refused by name before dynamic dimensions
    ran: tests/fidelity/test_dynamic_dimensions.py); the bound itself is no change."""
    text = """ENTRY e {
  p = f32[4] parameter(0)
  n = s32[] constant(3)
  d = f32[<=4] set-dimension-size(p, n), dimensions={0}
  ROOT s = s32[] get-dimension-size(d), dimensions={0}
}
"""
    for target in TARGETS:
        assert int(run(text, np.zeros(4, np.float32), target=target)[0]) == 3
        assert int(run(text.replace("constant(3)", "constant(4)"), np.zeros(4, np.float32), target=target)[0]) == 4


def test_an_unnamed_tuple_operand_is_located(tmp_path) -> None:
    path = tmp_path / "bad.hlo"
    path.write_text("ENTRY e {\n  p = f32[4] parameter(0)\n  ROOT t = (f32[4], ()) tuple(p, ())\n}\n")
    proc = xlac("run", str(path))
    assert proc.returncode == 1 and f"{path}:3:25: error: an operand needs a name" in proc.stderr, proc.stderr


def test_a_dimension_of_unknown_size_is_refused_by_every_command(tmp_path) -> None:
    """f32[?] parses (XLA prints it) but no target runs it: cpu had compiled code sized -1 and
    xlac run made random inputs of size -1 (an internal error)."""
    path = tmp_path / "unbounded.hlo"
    path.write_text("ENTRY e {\n  p = f32[?] parameter(0)\n  ROOT n = f32[?] negate(p)\n}\n")
    for args in (["run", str(path)], ["run", str(path), "--input", "f32[4]=1,2,3,4"],
                 ["compile", str(path), "-o", str(tmp_path / "m.o")]):
        proc = xlac(*args)
        assert proc.returncode == 1 and "a dimension of unknown size" in proc.stderr, (args, proc.stderr)
    assert not (tmp_path / "m.o").exists()


def test_an_out_of_range_float_is_located_at_its_value() -> None:
    """XLA points at the value (column 35 here); xlac pointed past the whole literal."""
    with pytest.raises(XlacError, match="1e\\+39 is out of range for f32") as caught:
        parse_module("ENTRY e {\n  ROOT c = f32[3] constant({1, 2, 1e39})\n}\n")
    assert (caught.value.loc.line, caught.value.loc.column) == (2, 35)
