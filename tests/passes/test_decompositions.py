"""The decomposition passes (xlac/passes/decompose_*.py): each rewrites its op into others that
compute the same values, leaves other types alone, and runs where a target selects it."""

from __future__ import annotations

import numpy as np
import pytest
from pass_testing import evaluate, parse, random_inputs, same_bits

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.printer import print_module
from xlac.passes.pipeline import DECOMPOSITIONS, PASSES, PipelineShape, optimize, pipeline_for


def decompose(text: str, name: str) -> tuple[str, list[np.ndarray], list[np.ndarray]]:
    """Run pass ``name`` on ``text`` (verifying after it); the printed result (which must parse
    back to itself) and the interpreter's results before and after, on awkward inputs."""
    before, module = parse(text), parse(text)
    optimize(module, passes=[name], verify_each=True)
    printed = print_module(module)
    assert print_module(parse(printed)) == printed
    inputs = random_inputs(before, 0)
    return printed, evaluate(before, inputs), evaluate(module, inputs)


def unary(op: str, dtype: str, rtype: str | None = None) -> str:
    return (f"HloModule m\nENTRY e {{\n  x = {dtype}[64] parameter(0)\n"
            f"  ROOT r = {rtype or dtype}[64] {op}(x)\n}}\n")


def close(want: np.ndarray, got: np.ndarray, rtol: float) -> bool:
    """Within ``rtol`` (and a tiny absolute slack), NaN where NaN, infinities equal."""
    w, g = (np.asarray(a).astype(np.complex128 if a.dtype.kind == "c" else np.float64) for a in (want, got))
    return bool(np.all(np.isclose(w, g, rtol=rtol, atol=1e-30, equal_nan=True)))


@pytest.mark.parametrize("dtype,rtol", [("f32", 1e-6), ("f64", 1e-14), ("bf16", 1e-2), ("f16", 1e-3)])
def test_logistic(dtype: str, rtol: float) -> None:
    text, want, got = decompose(unary("logistic", dtype), "decompose-logistic")
    assert "logistic(" not in text and "exponential(" in text and "divide(" in text
    assert ("convert(" in text) == (dtype in ("bf16", "f16"))  # computed in f32, rounded once
    assert close(want[0], got[0], rtol)


@pytest.mark.parametrize("op,name,rtol", [("tan", "decompose-tan", 1e-5),
                                          ("log-plus-one", "decompose-log-plus-one", 1e-6),
                                          ("exponential-minus-one", "decompose-exponential-minus-one", 1e-5)])
@pytest.mark.parametrize("dtype", ["f32", "bf16"])
def test_real_functions(op: str, name: str, rtol: float, dtype: str) -> None:
    text, want, got = decompose(unary(op, dtype), name)
    assert f" {op}(" not in text
    assert close(want[0], got[0], rtol if dtype == "f32" else 1e-2)


@pytest.mark.parametrize("op,name", [("tan", "decompose-tan"), ("log-plus-one", "decompose-log-plus-one"),
                                     ("exponential-minus-one", "decompose-exponential-minus-one"),
                                     ("logistic", "decompose-logistic")])
def test_complex_operands_are_left_alone(op: str, name: str) -> None:
    module = parse(unary(op, "c64"))
    assert optimize(module, passes=[name]) is False


@pytest.mark.parametrize("dtype", ["f32", "f64", "bf16", "f16"])
@pytest.mark.parametrize("direction", ["EQ", "NE", "LT", "LE", "GT", "GE"])
def test_total_order_compare_is_exact(dtype: str, direction: str) -> None:
    text = (f"HloModule m\nENTRY e {{\n  x = {dtype}[64] parameter(0)\n  y = {dtype}[64] parameter(1)\n"
            f"  ROOT c = pred[64] compare(x, y), direction={direction}, type=TOTALORDER\n}}\n")
    printed, want, got = decompose(text, "decompose-total-order-compare")
    assert "TOTALORDER" not in printed and "type=SIGNED" in printed
    assert same_bits(want[0], got[0])


def test_other_compares_are_left_alone() -> None:
    text = ("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  y = f32[4] parameter(1)\n"
            "  ROOT c = pred[4] compare(x, y), direction=LT\n}\n")
    assert optimize(parse(text), passes=["decompose-total-order-compare"]) is False


@pytest.mark.parametrize("dtype", ["c64", "c128"])
def test_complex_divide(dtype: str) -> None:
    text = (f"HloModule m\nENTRY e {{\n  x = {dtype}[64] parameter(0)\n  y = {dtype}[64] parameter(1)\n"
            f"  ROOT q = {dtype}[64] divide(x, y)\n}}\n")
    printed, want, got = decompose(text, "decompose-complex-divide")
    assert f"{dtype}[64] divide(" not in printed and "complex(" in printed
    assert printed.count("kind=kLoop") == 1  # one loop: the shared quotients never go to memory
    assert close(want[0], got[0], 1e-5 if dtype == "c64" else 1e-13)
    special = [0, 1, -1, np.inf, -np.inf, np.nan]
    a = np.array([complex(r, i) for r in special for i in special], dtype=np.complex128)
    x, y = np.repeat(a, a.size).astype(dtype.replace("c", "complex")), np.tile(a, a.size).astype(dtype.replace("c", "complex"))
    text = text.replace("[64]", f"[{x.size}]")
    before, after = parse(text), parse(text)
    optimize(after, passes=["decompose-complex-divide"])
    assert same_bits(evaluate(before, [x, y])[0], evaluate(after, [x, y])[0])  # zeros, infinities, NaN: the fix-ups


def test_real_divide_is_left_alone() -> None:
    text = "HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT q = f32[4] divide(x, x)\n}\n"
    assert optimize(parse(text), passes=["decompose-complex-divide"]) is False


def test_decompositions_reach_called_computations() -> None:
    text = """HloModule m
less { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT lt = pred[] compare(a, b), direction=LT, type=TOTALORDER }
ENTRY e { x = f32[8] parameter(0)  ROOT s = f32[8] sort(x), dimensions={0}, to_apply=less }
"""
    printed, want, got = decompose(text, "decompose-total-order-compare")
    assert "TOTALORDER" not in printed and same_bits(want[0], got[0])


def test_every_row_names_registered_decompositions() -> None:
    named = {d for op in opcodes.OPS.values() for d in op.decompositions}
    assert named == set(DECOMPOSITIONS)
    assert set(DECOMPOSITIONS) <= set(PASSES)


class _Accelerator(PipelineShape):
    required_passes = ("dot-algorithm",)
    decompositions = frozenset({"decompose-complex-divide", "decompose-logistic"})


def test_a_target_selects_its_decompositions_at_every_level() -> None:
    for level in range(4):
        steps = pipeline_for(level, _Accelerator())
        # after the required passes, before the rest, in the registry's order
        assert steps[:3] == ["dot-algorithm", "decompose-logistic", "decompose-complex-divide"]
    text = ("HloModule m\nENTRY e {\n  x = f32[64] parameter(0)\n  z = c64[64] parameter(1)\n"
            "  l = f32[64] logistic(x)\n  q = c64[64] divide(z, z)\n  ROOT t = (f32[64], c64[64]) tuple(l, q)\n}\n")
    module = parse(text)
    optimize(module, 0, target=_Accelerator())
    text = print_module(module)
    assert "logistic(" not in text and "c64[64] divide(" not in text


def test_an_unknown_decomposition_is_an_error() -> None:
    class Bad(PipelineShape):
        decompositions = frozenset({"decompose-everything"})

    with pytest.raises(XlacError, match="unknown decomposition decompose-everything"):
        pipeline_for(2, Bad())
