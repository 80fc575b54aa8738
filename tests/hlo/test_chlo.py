"""CHLO ops as plain HLO (xlac/hlo/chlo.py): every module parses and verifies, and its values on
the interpreter match XLA:CPU's (tests/hlo/data/chlo_reference.npz, written by
tools/chlo_reference.py with jax 0.10.2) on grids with the edge values: NaN and infinities
exactly, finite values within a few ulp (rtol 1e-6 for f32, 1e-14 for f64, 1 ulp for f16/bf16
results rounded from f32); lgamma/digamma/polygamma measure the error against max(|value|, 1),
since XLA's own roundings leave a few ulp of the O(1) terms at their zeros (XLA: lgamma(2) = 0,
xlac: 4.8e-7). A few modules also compile and run on the cpu target."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from xlac.driver import compile_module, load_text
from xlac.errors import XlacError
from xlac.hlo.chlo import CHLO_OPS, DIRECT, chlo_module
from xlac.hlo.chlo_trig import BODIES as TRIG
from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.opcodes import OPS
from xlac.hlo.shapes import ArrayShape

DATA = Path(__file__).parent / "data" / "chlo_reference.npz"
RTOL = {"f16": 2 ** -10, "bf16": 2 ** -7, "f32": 1e-6, "f64": 1e-14, "c64": 1e-6, "c128": 1e-14}
ABSOLUTE_NEAR_ZEROS = {"lgamma", "digamma", "polygamma", "broadcast_polygamma"}


@cache
def _data() -> tuple[dict, dict[str, dict]]:
    data = dict(np.load(DATA))
    return data, {c["name"]: c for c in json.loads(str(data["__cases__"]))}


def _shapes(specs: list) -> list[ArrayShape]:
    return [ArrayShape(BY_NAME[t], tuple(d)) for t, d in specs]


def _array(key: str, dtype: str) -> np.ndarray:
    a = _data()[0][key]
    return a.view(ml_dtypes.bfloat16) if dtype == "bf16" else a


def _run(name: str, target: str = "interpreter") -> tuple[list[np.ndarray], list[np.ndarray], dict]:
    case = _data()[1][name]
    text = chlo_module(case["op"], _shapes(case["operands"]), _shapes(case["results"]), case["attrs"])
    assert text is not None
    module = load_text(text, f"chlo_{name}.hlo")  # parses and verifies
    args = [_array(f"{name}.in{k}", s[0]) for k, s in enumerate(case["operands"])]
    got = compile_module(module, target).run(None, *args)
    want = [_array(f"{name}.out{k}", s[0]) for k, s in enumerate(case["results"])]
    return [np.asarray(g) for g in got], want, case


def _check(name: str, got: list[np.ndarray], want: list[np.ndarray], case: dict) -> None:
    for k, (g, w) in enumerate(zip(got, want)):
        label = f"{name} result {k}"
        assert g.shape == w.shape and g.dtype == w.dtype, label
        dtype = case["results"][k][0]
        if dtype not in RTOL:  # pred, integers
            assert np.array_equal(g, w), f"{label}: {g} != {w}"
            continue
        parts = [(g.real, w.real), (g.imag, w.imag)] if w.dtype.kind == "c" else [(g, w)]
        rtol = RTOL[dtype]
        for gp, wp in parts:
            gp, wp = gp.astype(np.float64), wp.astype(np.float64)
            assert np.array_equal(np.isnan(gp), np.isnan(wp)), f"{label}: NaN where XLA has none or vice versa"
            inf = np.isinf(wp) | np.isinf(gp)
            assert np.array_equal(gp[inf], wp[inf]), f"{label}: infinities differ: {gp[inf]} vs {wp[inf]}"
            finite = np.isfinite(wp)
            scale = np.abs(wp[finite])
            if case["op"] in ABSOLUTE_NEAR_ZEROS:
                scale = np.maximum(scale, 1.0)
            err = np.abs(gp[finite] - wp[finite])
            bad = err > rtol * scale
            assert not bad.any(), (f"{label}: {int(bad.sum())} values beyond rtol {rtol}: got {gp[finite][bad][:5]}, "
                                   f"XLA {wp[finite][bad][:5]}")


def _names() -> list[str]:
    return sorted(_data()[1])


@pytest.mark.parametrize("name", _names())
def test_matches_xla_on_the_interpreter(name: str) -> None:
    _check(name, *_run(name))


CPU_CASES = ["lgamma_bf16", "erf_inv_f64", "erfc_f32", "top_k_f32_rank3", "atan_c64", "next_after_f16",
             "polygamma_f32", "broadcast_subtract_dims"]


@pytest.mark.slow
@pytest.mark.parametrize("name", CPU_CASES)
def test_compiles_and_matches_xla_on_cpu(name: str) -> None:
    _check(name, *_run(name, "cpu"))


def test_reference_covers_every_computed_op() -> None:
    covered = {c["op"] for c in _data()[1].values()} | set(TRIG)  # those: tests/hlo/test_chlo_trig.py
    computed = CHLO_OPS - set(DIRECT) - {"constant_like", "zeros_like"}
    computed -= {f"broadcast_{n}" for n in ("and", "or", "xor", "atan2", "divide", "minimum", "multiply",
                                             "power", "remainder", "shift_right_arithmetic", "shift_right_logical")}
    assert computed <= covered, sorted(computed - covered)


def test_direct_ops_are_hlo_opcodes_and_return_none() -> None:
    for op, opcode in DIRECT.items():
        assert opcode in OPS, opcode
        assert chlo_module(op, [], [], {}) is None


@pytest.mark.parametrize("dtype,value", [("f32", 1.5), ("c64", complex(1, -2)), ("s32", 7), ("pred", True)])
def test_constant_like_and_zeros_like(dtype: str, value: object) -> None:
    shape = ArrayShape(BY_NAME[dtype], (2, 3))
    for op, attrs, want in (("constant_like", {"value": value}, value), ("zeros_like", {}, 0)):
        text = chlo_module(op, [shape], [shape], attrs)
        assert text is not None
        (out,) = compile_module(load_text(text), "interpreter").run(None, np.zeros((2, 3), BY_NAME[dtype].np))
        assert out.shape == (2, 3) and (out == np.asarray(want, out.dtype)).all()


def test_scalar_operands_and_several_ops() -> None:
    f32, pred = BY_NAME["f32"], BY_NAME["pred"]
    text = chlo_module("lgamma", [ArrayShape(f32, ())], [ArrayShape(f32, ())], {})
    assert text is not None
    (out,) = compile_module(load_text(text), "interpreter").run(None, np.float32(0.5))
    assert abs(float(out) - 0.5723649) < 1e-6
    text = chlo_module("is_inf", [ArrayShape(f32, ())], [ArrayShape(pred, ())], {})
    assert text is not None
    assert bool(compile_module(load_text(text), "interpreter").run(None, np.float32(-np.inf))[0])


@pytest.mark.parametrize("op,dtype", [("lgamma", "s32"), ("erf_inv", "c64"), ("is_inf", "c64"), ("next_after", "s32")])
def test_undefined_element_types_are_errors(op: str, dtype: str) -> None:
    shape = ArrayShape(BY_NAME[dtype], (2,))
    arity = 2 if op == "next_after" else 1
    with pytest.raises(XlacError, match="not defined for element type"):
        chlo_module(op, [shape] * arity, [shape], {})


def test_unknown_op_and_bad_broadcast_are_errors() -> None:
    f32 = BY_NAME["f32"]
    with pytest.raises(XlacError, match="unknown CHLO op 'chlo.frobnicate'"):
        chlo_module("frobnicate", [], [], {})
    with pytest.raises(XlacError, match="cannot broadcast"):
        chlo_module("broadcast_add", [ArrayShape(f32, (3,)), ArrayShape(f32, (2, 4))], [ArrayShape(f32, (2, 4))], {})
