"""Scalar constants held as Python numbers (literals.ScalarLiteral, no numpy): each is the value,
bytes, dtype and CSE key the numpy reader gives for the same text, or it defers to that reader
(which then parses the text or reports the error)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xlac.codegen.llvm.structural import physical_bytes
from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.literals import LiteralError, ScalarLiteral, parse_literal, parse_scalar
from xlac.hlo.parser import parse_module
from xlac.hlo.shapes import ArrayShape, Layout
from xlac.passes.cse import literal_key

PLAIN = ["pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f16", "f32", "f64"]


def _check(text: str, name: str) -> None:
    dt = BY_NAME[name]
    shape = ArrayShape(dt, (), Layout(()))
    fast = parse_scalar(text, dt)
    try:
        slow = parse_literal(text, shape)
    except LiteralError:
        assert fast is None, f"{name} {text!r}: the numpy reader rejects it, the fast path took it"
        return
    if fast is None:
        return  # deferred: the numpy reader's value is used
    arr = np.asarray(fast)
    assert arr.dtype == slow.dtype and arr.shape == () and arr.tobytes() == slow.tobytes(), (name, text)
    assert fast.tobytes() == slow.tobytes() and literal_key(fast) == literal_key(slow)
    for big in (False, True):
        assert physical_bytes(fast, shape, big) == physical_bytes(slow, shape, big)
    assert fast.item() == slow.item() or (fast.item() != fast.item() and slow.item() != slow.item())


numbers = st.one_of(
    st.integers(-(1 << 65), 1 << 65).map(str),
    st.floats(allow_nan=False, width=64).map(repr),
    st.sampled_from(["0", "-0", "-inf", "inf", "1e-05", "0.1", "1.", ".5", "-.5", "1e400", "3.5e38",
                     "65520", "65519", "true", "false", "1", "nan", "-nan", "nan(0x7)", " 7 ", "1e-40"]))


@settings(max_examples=400, deadline=None)
@given(numbers, st.sampled_from(PLAIN))
def test_fast_scalar_is_the_numpy_literal(text: str, name: str) -> None:
    _check(text, name)


@pytest.mark.parametrize("text,name", [("3.5e38", "f32"), ("65520", "f16"), ("128", "s8"), ("-1", "u8"),
                                       ("nan", "f32"), ("1", "bf16"), ("/*x*/ 1", "f32"), ("1", "pred")])
def test_what_the_fast_path_leaves_to_the_numpy_reader(text: str, name: str) -> None:
    assert parse_scalar(text, BY_NAME[name]) is None


def test_parsed_module_keeps_plain_scalars_as_python_numbers() -> None:
    m = parse_module("ENTRY e {\n  x = f32[4] parameter(0)\n  z = f32[] constant(-inf)\n"
                     "  n = f32[] constant(nan)\n  zb = f32[4] broadcast(z), dimensions={}\n"
                     "  ROOT r = f32[4] maximum(x, zb)\n}\n")
    by_name = {i.name: i for i in m.entry.instructions}
    assert isinstance(by_name["z"].literal, ScalarLiteral) and by_name["z"].literal.item() == float("-inf")
    assert isinstance(by_name["n"].literal, np.ndarray)  # NaN: the numpy reader
