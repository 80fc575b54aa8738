"""XLA's dot algorithms (``algorithm=dot_bf16_bf16_f32_x3``...): the operands rounded or split
as XLA's GPU backend does, on the interpreter and every compiled target alike; the ones xlac
does not implement rejected with the instruction's name and the reason. Before, every
algorithm was ignored: ``dot_bf16_bf16_f32`` summed the unrounded f32 values."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import compile_module, dump_ir, load_text
from xlac.errors import XlacError
from xlac.targets.cpu.options import CpuOptions

RUNNERS = [("interpreter", None), ("cpu", CpuOptions(opt_level=0)), ("cpu", CpuOptions(opt_level=2)),
           ("xacc", None)]


def _dot(algorithm: str, m: int, k: int, n: int, dt: str = "f32", out: str = "f32") -> str:
    return (f"HloModule m\nENTRY e {{\n  a = {dt}[{m},{k}] parameter(0)\n  b = {dt}[{k},{n}] parameter(1)\n"
            f"  ROOT d = {out}[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}, "
            f"algorithm={algorithm}\n}}\n")


def _run(target: str, options, text: str, *inputs: np.ndarray) -> np.ndarray:
    return compile_module(load_text(text), target, options).run(None, *inputs)[0]


# (1 + 2^-10) * 1 + 1 * (1 + 2^-12): bf16 keeps neither small part, f16 the first, the bf16
# splits (x3, x6) and f32 both
@pytest.mark.parametrize("algorithm,want", [("dot_f32_f32_f32", 2 + 2**-10 + 2**-12), ("dot_bf16_bf16_f32", 2.0),
                                            ("dot_f16_f16_f32", 2 + 2**-10), ("dot_bf16_bf16_f32_x3", 2 + 2**-10 + 2**-12),
                                            ("dot_bf16_bf16_f32_x6", 2 + 2**-10 + 2**-12)])
@pytest.mark.parametrize("target,options", RUNNERS)
def test_operands_are_rounded_as_the_algorithm_says(algorithm: str, want: float, target: str, options) -> None:
    x = np.array([[1 + 2**-10, 1.0]], np.float32)
    y = np.array([[1.0], [1 + 2**-12]], np.float32)
    assert _run(target, options, _dot(algorithm, 1, 2, 1), x, y)[0, 0] == np.float32(want)


@pytest.mark.parametrize("algorithm", ["dot_bf16_bf16_f32", "dot_bf16_bf16_f32_x3", "dot_bf16_bf16_f32_x6"])
@pytest.mark.parametrize("target,options", RUNNERS)
def test_an_infinity_times_one_stays_infinite(algorithm: str, target: str, options) -> None:
    """1.0's low bf16 parts are 0, and 0 * inf is NaN: XLA zeroes a NaN sum of the partial
    products before adding high x high, so inf * 1 + 1 * 1 is inf, not NaN. A NaN operand
    still makes NaN."""
    x = np.array([[1.0, 1.0], [np.nan, 1.0]], np.float32)
    y = np.array([[np.inf], [1.0]], np.float32)
    got = _run(target, options, _dot(algorithm, 2, 2, 1), x, y)
    assert got[0, 0] == np.inf and np.isnan(got[1, 0])


@pytest.mark.parametrize("target,options", RUNNERS[1:])
def test_random_products_match_the_interpreter_and_order_by_precision(target: str, options) -> None:
    """Each compiled target agrees with the interpreter, and the algorithms' errors against an
    f64 product fall in the order of their precision: bf16 > f16 > bf16 x3 > bf16 x6 ~ f32."""
    rng = np.random.default_rng(1)
    a = rng.standard_normal((37, 300)).astype(np.float32)
    b = rng.standard_normal((300, 45)).astype(np.float32)
    exact = a.astype(np.float64) @ b.astype(np.float64)
    errors = {}
    for algorithm in ("dot_bf16_bf16_f32", "dot_f16_f16_f32", "dot_bf16_bf16_f32_x3", "dot_bf16_bf16_f32_x6",
                      "dot_f32_f32_f32"):
        text = _dot(algorithm, 37, 300, 45)
        got = _run(target, options, text, a, b)
        want = _run("interpreter", None, text, a, b)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
        errors[algorithm] = np.abs(got - exact).max()
    assert errors["dot_bf16_bf16_f32"] > 3 * errors["dot_f16_f16_f32"] > 9 * errors["dot_bf16_bf16_f32_x3"]
    assert errors["dot_bf16_bf16_f32_x3"] > 20 * errors["dot_bf16_bf16_f32_x6"]
    assert errors["dot_bf16_bf16_f32_x6"] < 10 * errors["dot_f32_f32_f32"]


@pytest.mark.parametrize("level", [0, 2])
def test_the_gpu_target_compiles_the_rounding(level: int) -> None:
    """nvptx expands the algorithm too (PTX only: no GPU needed)."""
    from xlac.targets.base import CompileOptions

    module = load_text(_dot("dot_bf16_bf16_f32_x3", 4, 8, 4))
    assert "bf16[4,8]" in dump_ir(module, "hlo-opt", CompileOptions(opt_level=level), target="nvptx")
    assert ".entry" in dump_ir(module, "ptx", CompileOptions(opt_level=level), target="nvptx")


@pytest.mark.parametrize("algorithm,dt,out,message", [
    ("dot_tf32_tf32_f32", "f32", "f32", "TF32 rounding"),
    ("dot_tf32_tf32_f32_x3", "f32", "f32", "TF32 rounding"),
    ("dot_bf16_bf16_f32_x9", "f32", "f32", "nine partial products"),
    ("dot_f16_f16_f16", "f16", "f16", "sums in f16"),
    ("dot_bf16_bf16_bf16", "bf16", "bf16", "sums in bf16"),
    ("dot_bf16_bf16_f32_x3", "f64", "f64", "needs f32 operands and result"),
    ("dot_f64_f64_f64", "f32", "f32", "needs operands of f64"),
    ("dot_any_f8_any_f8_f32", "f32", "f32", "needs operands of f8"),
    ("dot_fast", "f32", "f32", "unknown algorithm 'dot_fast'"),
])
def test_what_xlac_does_not_implement_is_an_error(algorithm: str, dt: str, out: str, message: str) -> None:
    """XLA's contract: a backend raises an error for an algorithm it does not support (XLA:CPU
    rejects all of these), not a silent plain dot."""
    with pytest.raises(XlacError, match="'d': .*" + message):
        load_text(_dot(algorithm, 2, 3, 2, dt, out))


@pytest.mark.parametrize("algorithm,dt", [("dot_f32_f32_f32", "f32"), ("dot_f32_f32_f32", "bf16"),
                                          ("dot_f64_f64_f64", "f64"), ("dot_any_f8_any_f8_f32", "f8e4m3fn")])
def test_plain_algorithms_are_the_plain_dot(algorithm: str, dt: str) -> None:
    text = _dot(algorithm, 3, 4, 2, dt, "f64" if dt == "f64" else "f32")
    assert "convert" not in dump_ir(load_text(text), "hlo-opt") and "call" not in dump_ir(load_text(text), "hlo-opt")


@pytest.mark.parametrize("target,options", RUNNERS)
def test_an_outer_product(target: str, options) -> None:
    """A dot with no dimension attributes at all (an outer product) expands too."""
    text = ("HloModule m\nENTRY e {\n  a = f32[3] parameter(0)\n  b = f32[2] parameter(1)\n"
            "  ROOT d = f32[3,2] dot(a, b), algorithm=dot_bf16_bf16_f32\n}\n")
    x, y = np.array([1 + 2**-10, 2, 3], np.float32), np.array([1, 1 + 2**-12], np.float32)
    np.testing.assert_array_equal(_run(target, options, text, x, y), np.outer([1, 2, 3], [1, 1]).astype(np.float32))
