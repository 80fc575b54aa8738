"""Tests for the elementwise / convert / rng reference kernels.

Two layers: hand-written edge cases pinned to XLA semantics, and a tiny evaluator that runs
every corpus case built only from elementwise-ish ops through the kernels and checks XLA's
recorded outputs.
"""

from __future__ import annotations

import json
import math

import ml_dtypes
import numpy as np
import pytest
from corpus import CORPUS, _view, known_failures

from xlac.evaluator.kernels import convert as cv
from xlac.evaluator.kernels import elementwise as ew
from xlac.evaluator.kernels import rng
from xlac.hlo import dtypes as dt

pytestmark = pytest.mark.filterwarnings("error")  # no numpy warning may leak out of a kernel

F32, F64, S32, U32, S8, U8, S64, U64 = dt.F32, dt.F64, dt.S32, dt.U32, dt.S8, dt.U8, dt.S64, dt.U64
BF16, F16, PRED, C64 = dt.BF16, dt.F16, dt.PRED, dt.C64


def bits(a: np.ndarray) -> list[int]:
    a = np.asarray(a)
    a = np.ascontiguousarray(a)
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32}.get(a.itemsize, np.uint64)).tolist()


# ---------------------------------------------------------------------------------------------
# A miniature evaluator for corpus cases made of elementwise ops


def _broadcast(x: np.ndarray, out_dims: tuple[int, ...], dims: tuple[int, ...]) -> np.ndarray:
    shape = [1] * len(out_dims)
    for axis, d in enumerate(dims):
        shape[d] = x.shape[axis]
    return np.broadcast_to(x.reshape(shape), out_dims).copy()


def _eval(comp, args: list) -> object:
    env: dict = {}
    for ins in comp.instructions:
        ops = [env[id(o)] for o in ins.operands]
        env[id(ins)] = _eval_one(ins, ops, args)
    return env[id(comp.root)]


def _eval_one(ins, ops: list, args: list):
    op = ins.opcode
    in_t = getattr(ins.operands[0].shape, "dtype", None) if ins.operands else None
    if op == "parameter":
        return args[ins.parameter_number]
    if op == "constant":
        return np.asarray(ins.literal).astype(ins.shape.dtype.np)
    if op == "broadcast":
        return _broadcast(ops[0], ins.shape.dims, tuple(ins.attrs.get("dimensions", ())))
    if op == "reshape":
        return ops[0].reshape(ins.shape.dims)
    if op == "tuple":
        return tuple(ops)
    if op == "get-tuple-element":
        return ops[0][ins.attrs["index"]]
    if op == "call":
        return _eval(ins.attrs["to_apply"], ops)
    if op in ew.UNARY_OPS:
        return ew.unary(op, ops[0], in_t)
    if op in ew.BINARY_OPS:
        return ew.binary(op, ops[0], ops[1], in_t)
    if op == "compare":
        t = ins.attrs.get("type")
        return ew.compare(ops[0], ops[1], str(ins.attrs["direction"]), t and str(t), in_t)
    if op == "select":
        return ew.select(*ops)
    if op == "clamp":
        return ew.clamp(*ops, ins.operands[1].shape.dtype)
    if op == "convert":
        return cv.convert(ops[0], in_t, ins.shape.dtype)
    if op == "bitcast-convert":
        return cv.bitcast_convert(ops[0], in_t, ins.shape.dtype, ins.shape.dims)
    if op == "reduce-precision":
        attrs = ins.attrs
        return cv.reduce_precision(ops[0], in_t, attrs["exponent_bits"], attrs["mantissa_bits"])
    if op == "rng-bit-generator":
        out = ins.shape.elements[1]
        return rng.rng_bit_generator(ops[0], str(ins.attrs["algorithm"]), out.dtype, out.dims)
    raise NotImplementedError(op)


SUPPORTED = {"parameter", "constant", "broadcast", "reshape", "tuple", "get-tuple-element", "call",
             "compare", "select", "clamp", "convert", "bitcast-convert", "reduce-precision",
             "rng-bit-generator", *ew.UNARY_OPS, *ew.BINARY_OPS}
CATEGORIES = {"elementwise-unary", "elementwise-binary", "convert", "bitcast-convert", "dtypes",
              "compare-select", "complex", "edge", "rng"}


def _manifest() -> list[dict]:
    path = CORPUS / "manifest.json"
    return json.loads(path.read_text())


CASES = [c for c in _manifest() if c["category"] in CATEGORIES and set(c["ops"]) <= SUPPORTED
         and c["name"] not in known_failures().get("interpreter", {})]  # listed with the reason there


def _load(raw: np.ndarray, name: str) -> np.ndarray:
    """As the corpus stores it: bf16/f8 as raw bits, s4/u4 as int8/uint8 values."""
    return _view(raw, name)


def _check(got: np.ndarray, want: np.ndarray, case: dict, k: int) -> None:
    got = np.asarray(got)
    assert got.shape == want.shape, f"out{k}: shape {got.shape} != {want.shape}"
    assert got.dtype == want.dtype, f"out{k}: dtype {got.dtype} != {want.dtype}"
    if want.dtype.kind in "biu":  # ints and pred (ml_dtypes floats are kind "V")
        np.testing.assert_array_equal(got, want, err_msg=f"out{k}")
        return
    g, w = got.astype(np.complex128 if want.dtype.kind == "c" else np.float64), \
        want.astype(np.complex128 if want.dtype.kind == "c" else np.float64)
    if case["rtol"] == 0 and case["atol"] == 0:  # exact cases: compare bits (-0 vs +0 too)
        same = (bits(got) == bits(want)) or np.array_equal(g, w, equal_nan=True) and \
            np.array_equal(np.signbit(g.real), np.signbit(w.real))
        assert same, f"out{k}: {got!r} != {want!r}"
        return
    assert np.array_equal(np.isinf(g), np.isinf(w)), f"out{k}: inf mismatch {got} {want}"
    np.testing.assert_allclose(g, w, rtol=case["rtol"], atol=case["atol"], equal_nan=True,
                               err_msg=f"out{k}")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_corpus_case(case: dict) -> None:
    from xlac.hlo.parser import parse_file

    module = parse_file(str(CORPUS / f"{case['name']}.hlo"))
    data = np.load(CORPUS / f"{case['name']}.npz")
    args = [_load(data[f"in{i}"], s["dtype"]) for i, s in enumerate(case["inputs"])]
    result = _eval(module.entry, args)
    flat = list(result) if isinstance(result, tuple) else [result]
    assert len(flat) == len(case["outputs"])
    for k, (got, spec) in enumerate(zip(flat, case["outputs"])):
        _check(got, _load(data[f"out{k}"], spec["dtype"]), case, k)


def test_corpus_cases_found() -> None:
    """The driver must actually see the corpus (guards against a silently empty parametrize)."""
    names = {c["name"] for c in CASES}
    assert {"unary_abs_f32", "rng_bit_generator_philox", "denormals_ftz_f32"} <= names


# ---------------------------------------------------------------------------------------------
# Hand-written edge cases (XLA semantics the corpus does not pin down on its own)

S4 = dt.dtype("s4")
NAN, INF = np.nan, np.inf


def f32(*v: float) -> np.ndarray:
    return np.array(v, np.float32)


def un(op: str, values: list, d: dt.DType) -> list:
    """unary(op) on ``values`` of type ``d``, as Python numbers."""
    x = np.array(values, dtype=object).astype(np.uint64 if d.is_unsigned else np.float64
                                             if d.is_float else np.int64).astype(d.np)
    return ew.unary(op, x, d).astype(np.float64 if d.is_float else np.int64).tolist()


def bi(op: str, a: list, b: list, d: dt.DType) -> list:
    """binary(op) on two lists of type ``d``, as Python ints."""
    kind = np.uint64 if d.is_unsigned else np.int64
    x, y = (np.array(v, dtype=object).astype(kind).astype(d.np) for v in (a, b))
    return [int(v) for v in ew.binary(op, x, y, d).astype(object)]


def test_ftz_daz_f32_f64_and_bitops_keep_subnormals() -> None:
    sub32, sub64 = f32(1e-40, -1e-40), np.array([1e-310, -1e-310])
    assert bits(ew.binary("multiply", sub32, f32(1, 1), F32)) == bits(f32(0.0, -0.0))
    assert bits(ew.binary("multiply", sub64, np.ones(2), F64)) == bits(np.array([0.0, -0.0]))
    assert bits(ew.binary("add", sub64, -np.zeros(2), F64)) == bits(np.array([0.0, -0.0]))
    assert bits(ew.unary("sign", sub32, F32)) == bits(f32(0.0, -0.0))
    assert ew.compare(sub32, f32(0, 0), "EQ", None, F32).tolist() == [True, True]
    assert bits(ew.unary("abs", sub32, F32)) == bits(f32(1e-40, 1e-40))
    assert bits(ew.unary("negate", sub32, F32)) == bits(f32(-1e-40, 1e-40))
    assert bits(ew.flush_denormals(sub32, F32)) == bits(f32(0.0, -0.0))
    f16_sub = np.array([1e-7], np.float16)  # f16 subnormals are normal in f32: kept
    assert ew.flush_denormals(f16_sub, F16)[0] == f16_sub[0]
    assert ew.binary("add", f16_sub, np.zeros(1, np.float16), F16)[0] == f16_sub[0]


def test_narrow_float_arithmetic_rounds_through_f32() -> None:
    b = np.array([255, 1, 3], ml_dtypes.bfloat16)
    out = ew.binary("add", b, np.array([1, 2.0 ** -8, 2.0 ** -7], ml_dtypes.bfloat16), BF16)
    assert out.dtype == BF16.np and out.astype(np.float32).tolist() == [256, 1, 3]
    h = ew.unary("exponential", np.array([1.0], np.float16), F16)
    assert h.dtype == np.float16 and h[0] == np.float16(np.e)


def test_integer_division_remainder_edges() -> None:
    a, b = [7, -7, 7, -2**31, -2**31, 5], [2, 2, 0, -1, 1, -3]
    assert bi("divide", a, b, S32) == [3, -3, -1, -2**31, -2**31, -1]
    assert bi("remainder", a, b, S32) == [1, -1, 7, 0, 0, 2]
    assert bi("divide", [7, 200], [0, 3], U8) == [255, 66]
    assert bi("remainder", [7, 200], [0, 3], U8) == [7, 2]
    assert bi("divide", [-8, 7], [-1, 0], S4) == [-8, -1]


def test_integer_wraparound_all_widths() -> None:
    for d in (S4, dt.S8, dt.S16, S32, S64, U8, dt.U16, U32, U64):
        half = 2 ** (d.bits - 1)
        lo, hi = (-half, half - 1) if d.is_signed else (0, 2 * half - 1)
        assert bi("add", [hi], [1], d) == [lo]
        assert bi("subtract", [lo], [1], d) == [hi]
        assert bi("multiply", [hi], [hi], d) == [1]  # (2^k - 1)^2 = 1 mod 2^bits
        assert bi("maximum", [lo, hi], [hi, lo], d) == [hi, hi]
        assert un("negate", [lo], d) == [lo]
    assert un("abs", [-128, -5], dt.S8) == [-128, 5]
    assert un("not", [0, 5], U8) == [255, 250]


def test_shifts_saturate() -> None:
    x, n = [-8, -8, 8, -8, 1], [1, 32, 40, -1, 31]
    assert bi("shift-right-arithmetic", x, n, S32) == [-4, -1, 0, -1, 0]
    assert bi("shift-right-logical", x, n, S32) == [2**31 - 4, 0, 0, 0, 0]
    assert bi("shift-left", x, n, S32) == [-16, 0, 0, 0, -2**31]
    assert bi("shift-left", [1, 1], [3, 4], S4) == [-8, 0]
    assert bi("shift-right-arithmetic", [2**63], [63], U64) == [2**64 - 1]


def test_integer_power() -> None:
    base, exp = [2, 3, -1, -1, 1, 0, 2, 0, -2], [10, 3, -3, -4, -7, 0, -1, 5, 3]
    # a negative exponent gives 1 for base 1, +-1 for base -1 by parity, 0 for any other base
    # (XLA:CPU 0.10.2; the xla-semantics corpus case power_s32 pins it)
    assert bi("power", base, exp, S32) == [1024, 27, -1, 1, 1, 1, 0, 0, -8]
    assert bi("power", [3, 2], [4, 7], U8) == [81, 128]


def test_popcnt_clz_every_width() -> None:
    for d in (S4, dt.S8, dt.S16, S32, S64, U8, dt.U16, U32, U64):
        vals = [0, 1, 5, -1 if d.is_signed else 2**d.bits - 1, 2 ** (d.bits - 2)]
        raw = [v % 2**d.bits for v in vals]
        assert un("popcnt", vals, d) == [bin(v).count("1") for v in raw]
        assert un("count-leading-zeros", vals, d) == [d.bits - v.bit_length() for v in raw]


def test_mulhi() -> None:
    assert bi("mulhi", [-1, 2**31 - 1], [2, 2**31 - 1], S32) == [-1, 2**30 - 1]
    assert bi("mulhi", [2**64 - 1], [2**64 - 1], U64) == [2**64 - 2]


def test_float_min_max_nan_and_signed_zero() -> None:
    a, b = f32(NAN, 1, -0.0, 0.0, -0.0), f32(1, NAN, 0.0, -0.0, -0.0)
    assert bits(ew.binary("maximum", a, b, F32))[2:] == bits(f32(0.0, 0.0, -0.0))
    assert bits(ew.binary("minimum", a, b, F32))[2:] == bits(f32(-0.0, -0.0, -0.0))
    assert np.isnan(ew.binary("maximum", a, b, F32)[:2]).all()
    assert np.isnan(ew.clamp(f32(0), f32(NAN), f32(1), F32)).all()
    clamped = ew.clamp(np.int32(0), np.array([-5, 5, 50], np.int32), np.int32(10), S32)
    assert clamped.tolist() == [0, 5, 10]


def test_rounding_and_sign() -> None:
    x = f32(-2.5, -0.5, 0.5, 2.5, -0.2, 1.5)
    assert bits(ew.unary("round-nearest-afz", x, F32)) == bits(f32(-3, -1, 1, 3, -0.0, 2))
    assert bits(ew.unary("round-nearest-even", x, F32)) == bits(f32(-2, -0.0, 0, 2, -0.0, 2))
    s = ew.unary("sign", f32(-0.0, NAN, -3, 0), F32)
    assert bits(s[[0, 2, 3]]) == bits(f32(-0.0, -1, 0)) and np.isnan(s[1])
    assert un("sign", [0, 9], U8) == [0, 1]
    assert un("sign", [0, -9, 9], S64) == [0, -1, 1]


def test_compare_total_order_and_nan() -> None:
    order = np.array([NAN, -INF, -1, -0.0, 0.0, 1e-40, 1, INF, NAN], np.float32)
    order[0] = -np.abs(order[0])  # -NaN sorts first
    assert ew.compare(order[:-1], order[1:], "LT", "TOTALORDER", F32).all()
    nan = f32(NAN)
    assert ew.compare(nan, nan, "NE", None, F32).tolist() == [True]
    assert ew.compare(nan, nan, "EQ", None, F32).tolist() == [False]
    m1, p1 = np.array([-1], np.int32), np.array([1], np.int32)
    assert ew.compare(m1, p1, "LT", "UNSIGNED", S32).tolist() == [False]
    assert ew.compare(m1, p1, "LT", None, S32).tolist() == [True]
    z1, z2 = np.array([1 + 1j], np.complex64), np.array([1 + 2j], np.complex64)
    assert ew.compare(z1, z2, "NE", None, C64).tolist() == [True]


def test_complex_ops() -> None:
    z = np.array([3 + 4j, 0j], np.complex64)
    mag = ew.unary("abs", z, C64)
    assert mag.tolist() == [5.0, 0.0] and mag.dtype == np.float32
    np.testing.assert_allclose(ew.unary("sign", z, C64), [0.6 + 0.8j, 0j], rtol=1e-7)
    q = ew.binary("divide", np.array([1 + 1j, 1 + 2j]), np.array([0j, 3 - 1j]), dt.C128)
    assert q[0] == complex(INF, INF) and abs(q[1] - (1 + 2j) / (3 - 1j)) < 1e-15
    p = ew.binary("power", np.array([0j, 0j, 2 + 1j]), np.array([0j, 2, 0.5 - 1j]), dt.C128)
    assert p[:2].tolist() == [1, 0] and abs(p[2] - (2 + 1j) ** (0.5 - 1j)) < 1e-13
    small = np.array([1e-10 + 1e-10j])
    assert abs(ew.unary("log-plus-one", small, dt.C128)[0] - small[0]) < 1e-19
    made = ew.binary("complex", f32(1, -0.0), f32(INF, 2), F32)
    assert made.dtype == np.complex64 and made[0].imag == INF and np.signbit(made[1].real)


def test_transcendentals_close_to_f64() -> None:
    x = np.linspace(-3, 3, 101).astype(np.float32)
    refs = {"erf": np.vectorize(math.erf), "tanh": np.tanh, "exponential-minus-one": np.expm1,
            "logistic": lambda v: 1 / (1 + np.exp(-v)), "sine": np.sin, "atanh": np.arctanh}
    for op, ref in refs.items():
        xs = np.clip(x, -0.5, 0.5) if op == "atanh" else x
        got = ew.unary(op, xs, F32)
        assert got.dtype == np.float32
        np.testing.assert_allclose(got, ref(xs.astype(np.float64)), rtol=1e-6, atol=1e-7)
    assert ew.unary("is-finite", f32(1, INF, NAN), F32).tolist() == [True, False, False]


def test_pred_ops() -> None:
    a, b = np.array([True, True, False, False]), np.array([True, False, True, False])
    assert ew.binary("xor", a, b, PRED).tolist() == [False, True, True, False]
    assert ew.binary("add", a, b, PRED).tolist() == [True, True, True, False]
    assert ew.unary("not", a, PRED).tolist() == [False, False, True, True]
    assert ew.compare(a, b, "GT", None, PRED).tolist() == [False, True, False, False]


def test_convert_edges() -> None:
    x = np.array([-1.5, 4e9, NAN, 1e300, -1e300, 2.9])
    assert cv.convert(x, F64, U32).tolist() == [0, 4000000000, 0, 2**32 - 1, 0, 2]
    assert cv.convert(x, F64, S64).tolist() == [-1, 4000000000, 0, 2**63 - 1, -2**63, 2]
    assert cv.convert(np.array([17, -9]), S64, S4).astype(int).tolist() == [1, 7]
    assert cv.convert(np.array([20.0, -9.5]), F64, S4).astype(int).tolist() == [7, -8]
    assert cv.convert(f32(1e-40, 1.5), F32, F64).tolist() == [0.0, 1.5]  # DAZ on widening
    assert cv.convert(np.array([1e-40, 1e-310]), F64, F32).tolist() == [0.0, 0.0]  # FTZ
    assert bits(cv.convert(f32(1e-40), F32, BF16)) == [1]  # bf16 rounding keeps subnormals
    assert cv.convert(np.array([2**64 - 1], np.uint64), U64, F32).tolist() == [2.0**64]
    assert cv.convert(f32(0, 1e-40, NAN), F32, PRED).tolist() == [False, False, True]
    assert cv.convert(np.array([True, False]), PRED, F32).tolist() == [1.0, 0.0]
    assert cv.convert(np.array([2 + 3j], np.complex64), C64, S32).tolist() == [2]
    assert cv.convert(np.array([-1], np.int32), S32, U8).tolist() == [255]
    f8 = cv.convert(f32(300, -1e10, NAN), F32, dt.dtype("f8e4m3fn"))
    assert f8.view(np.uint8).tolist() == [121, 255, 127]  # no saturation: overflow is NaN


def test_bitcast_convert_widths() -> None:
    out = cv.bitcast_convert(np.array([[0, 0, 128, 63]], np.uint8), U8, F32, (1,))
    assert out.tolist() == [1.0]
    words = cv.bitcast_convert(np.array([1.0]), F64, U32, (1, 2))
    assert words.tolist() == [[0, 0x3FF00000]]  # least significant word first
    assert cv.bitcast_convert(f32(-0.0), F32, S32, (1,)).tolist() == [-2**31]


def test_reduce_precision_matches_ml_dtypes_in_normal_range() -> None:
    x = (np.random.default_rng(0).standard_normal(4096) * 100).astype(np.float32)
    as_bf16 = x.astype(ml_dtypes.bfloat16).astype(np.float32)
    assert np.array_equal(cv.reduce_precision(x, F32, 8, 7), as_bf16)
    as_f16 = x.astype(np.float16).astype(np.float32)
    assert np.array_equal(cv.reduce_precision(x, F32, 5, 10), as_f16)
    edge = cv.reduce_precision(f32(1e5, 1e-6, NAN, -INF, 65520), F32, 5, 10)
    assert edge[[0, 1, 3, 4]].tolist() == [INF, 0.0, -INF, INF] and np.isnan(edge[2])


def test_stochastic_convert() -> None:
    x = f32(1.5, -2.5, 3.7, -0.3, 1e10, -1e10, NAN)
    r = np.array([0, 2**31, 2**32 - 1, 0, 0, 0, 0], np.uint32)
    assert cv.stochastic_convert(x, r, F32, S32).tolist() == [2, -2, 3, -1, 2**31 - 1, -2**31, 0]


def test_rng_known_answers() -> None:
    """Random123 known-answer vectors for the two block ciphers."""
    def u(*v: int) -> tuple:
        return tuple(np.array([w], np.uint32) for w in v)

    got = rng.threefry2x32(*u(0x243F6A88, 0x85A308D3), 0x13198A2E, 0x03707344)
    assert [int(w[0]) for w in got] == [0xC4923A9C, 0x483DF7A0]
    got = rng.philox4x32(u(0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), 0xA4093822, 0x299F31D0)
    assert [int(w[0]) for w in got] == [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1]


def test_rng_state_advance_and_shapes() -> None:
    s = np.array([1, 2], np.uint64)
    st, b = rng.rng_bit_generator(s, "rng_three_fry", U32, (3, 5))
    # no even dim: the largest (5) is halved to 3, so 3 * 3 counters are used
    assert st.tolist() == [1, 2 + 9] and b.shape == (3, 5) and b.dtype == np.uint32
    st, b = rng.rng_bit_generator(s, "rng_three_fry", dt.U64, (3,))
    assert st.tolist() == [1, 5]
    st, b = rng.rng_bit_generator(s, "rng_philox", U32, (2, 5))
    assert st.tolist() == [1, 2 + 3]
    carry = np.array([1, 2**64 - 1, 7], np.uint64)
    st, b = rng.rng_bit_generator(carry, "rng_philox", dt.U64, (3,))
    assert st.tolist() == [1, 1, 8]  # the 128-bit counter carries into the high word
    st, b = rng.rng_bit_generator(s, "rng_default", F32, ())
    assert b.shape == () and b.dtype == np.float32
    _, b16 = rng.rng_bit_generator(s, "rng_philox", dt.U16, (6,))
    _, b32 = rng.rng_bit_generator(s, "rng_philox", U32, (6,))
    assert b16.tolist() == (b32 & 0xFFFF).tolist()
    # Three-Fry 32-bit: element pairs along the split dim come from one block (out0, out1)
    _, even = rng.rng_bit_generator(s, "rng_three_fry", U32, (4,))
    o0, o1 = rng.threefry2x32(np.array([2, 3], np.uint32), np.zeros(2, np.uint32), 1, 0)
    assert even.tolist() == [o0[0], o1[0], o0[1], o1[1]]
