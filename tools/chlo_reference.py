"""Reference values for xlac's CHLO decompositions (xlac/hlo/chlo.py), computed once with real
XLA:CPU through jax (the corpus environment: tools/corpus/.venv, jax 0.10.2):

    tools/corpus/.venv/bin/python tools/chlo_reference.py    # writes tests/hlo/data/chlo_reference.npz

Each case runs a jax function that lowers to the CHLO op (lax.erf_inv -> chlo.erf_inv,
jnp.square -> chlo.square, lax.top_k -> chlo.top_k...; jnp.isinf and jnp.conj lower to the same
compare / complex ops as XLA's decomposition of chlo.is_inf / chlo.conj) on a grid with the edge
values (0, -0, +-inf, NaN, poles, negative integers, tiny, huge). The file holds, per case,
``NAME.in0...`` and ``NAME.out0...`` (bf16 as raw uint16 bits) and ``__cases__``: a JSON list of
{name, op, operands: [[dtype, dims]], results: [[dtype, dims]], attrs}.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

OUT = Path(__file__).resolve().parent.parent / "tests" / "hlo" / "data" / "chlo_reference.npz"
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
      "c64": np.complex64, "c128": np.complex128, "s32": np.int32, "pred": np.bool_}
NAME = {np.dtype(v): k for k, v in NP.items()}
FLOATS = ("f16", "bf16", "f32", "f64")
INF, NAN = np.inf, np.nan


def edges(dt: str) -> np.ndarray:
    """Edge values that exist in ``dt`` (huge and tiny values are those of the type)."""
    info = ml_dtypes.finfo(NP[dt])
    vals = [0.0, -0.0, INF, -INF, NAN, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1.5, -1.5, 3.0, -3.0, -10.0, -10.5,
            -1e-3 - 1, 1e-3 - 2, -20.25, 1e-5, -1e-5, float(info.tiny), -float(info.tiny), float(info.max),
            -float(info.max), float(info.max) / 4, 1e4, -1e4]
    if info.bits >= 32:
        vals += [1e-30, -1e-30, 1e30, -1e30, 1e-20, 171.5, 35.0, 1e10]
    return np.array(vals, np.float64)


def grid(dt: str, lo: float = -12.0, hi: float = 12.0) -> np.ndarray:
    sweep = np.linspace(lo, hi, 193) + 0.0123
    logs = np.logspace(-6, 6, 49)
    return np.concatenate([edges(dt), sweep, logs, -logs, np.arange(-12, 13, dtype=np.float64)])


def cast(x: np.ndarray, dt: str) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x).astype(NP[dt])


CASES: list[dict[str, Any]] = []


def case(name: str, op: str, fn: Callable, args: list[np.ndarray], attrs: dict | None = None) -> None:
    outs = jax.jit(fn)(*[jnp.asarray(a) for a in args])
    outs = list(outs) if isinstance(outs, (tuple, list)) else [outs]
    CASES.append(dict(name=name, op=op, args=[np.asarray(a) for a in args], outs=[np.asarray(o) for o in outs],
                      attrs=attrs or {}))


def unary_cases() -> None:
    for op, fn in (("erfc", lax.erfc), ("lgamma", lax.lgamma), ("digamma", lax.digamma),
                   ("bessel_i1e", lax.bessel_i1e), ("atan", jnp.arctan)):
        for dt in FLOATS:
            case(f"{op}_{dt}", op, fn, [cast(grid(dt), dt)])
    inv = np.concatenate([np.linspace(-1, 1, 401), [0.999999, -0.999999, 0.9999999999, 1.5, -1.5, INF, -INF, NAN,
                                                   -0.0, 1e-30, 1e-10, 0.99, -0.995, 0.9999]])
    for dt in FLOATS:
        case(f"erf_inv_{dt}", "erf_inv", lax.erf_inv, [cast(inv, dt)])
    for dt in FLOATS:
        x = cast(edges(dt), dt)
        case(f"is_inf_{dt}", "is_inf", jnp.isinf, [x])
        case(f"is_pos_inf_{dt}", "is_pos_inf", jnp.isposinf, [x])
        case(f"is_neg_inf_{dt}", "is_neg_inf", jnp.isneginf, [x])
        case(f"square_{dt}", "square", jnp.square, [cast(grid(dt), dt)])


def complex_values(part: str) -> np.ndarray:
    big = 1e20 if part == "f32" else 1e200
    vals = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -3.0, 1e-30, 3e14, 1e32 if part == "f64" else 1e15, big, -big,
            INF, -INF, NAN]
    re, im = np.meshgrid(vals, vals)
    rng = np.random.default_rng(0)
    r = rng.standard_normal((2, 64)) * np.array([[1.0], [3.0]])
    z = np.empty(re.size + 64, np.complex128)  # parts set one by one: inf * 1j would make a NaN real part
    z.real = np.concatenate([re.ravel(), r[0]])
    z.imag = np.concatenate([im.ravel(), r[1]])
    return z


def complex_cases() -> None:
    for dt, part in (("c64", "f32"), ("c128", "f64")):
        z = complex_values(part).astype(NP[dt])
        case(f"conj_{dt}", "conj", jnp.conj, [z])
        case(f"square_{dt}", "square", jnp.square, [z])
        case(f"atan_{dt}", "atan", jnp.arctan, [z])
    case("square_s32", "square", jnp.square, [np.array([0, 1, -3, 46340, 46341, -2**31, 2**31 - 1], np.int32)])
    case("conj_f32", "conj", jnp.conj, [cast(edges("f32"), "f32")])


def binary_cases() -> None:
    for dt in FLOATS:
        ns = np.array([0, 1, 2, 3, 4, 6, -1, 1.5, NAN, INF])
        xs = np.array([0.5, 1.0, 1.5, 2.0, 3.25, 10.0, 0.0, -0.5, -1.0, -2.0, -1.5, 1e-3, 100.0, INF, -INF, NAN])
        n, x = (a.ravel() for a in np.meshgrid(ns, xs))
        case(f"polygamma_{dt}", "polygamma", lax.polygamma, [cast(n, dt), cast(x, dt)])
        ss = np.array([1.0, 1.5, 2.0, 3.0, 4.5, 10.0, 30.0, 0.5, -1.0, 2.5, INF, NAN])
        qs = np.array([0.5, 1.0, 2.0, 10.0, 100.0, -1.0, -2.0, 0.0, -1.5, 1e-3, INF, NAN])
        s, q = (a.ravel() for a in np.meshgrid(ss, qs))
        case(f"zeta_{dt}", "zeta", lax.zeta, [cast(s, dt), cast(q, dt)])
        info = ml_dtypes.finfo(NP[dt])
        vals = np.array([0.0, -0.0, 1.0, -1.0, 3.5, INF, -INF, NAN, float(info.max), -float(info.max),
                         float(info.tiny), -float(info.tiny), float(info.smallest_subnormal)])
        a, b = (v.ravel() for v in np.meshgrid(vals, vals))
        case(f"next_after_{dt}", "next_after", jnp.nextafter, [cast(a, dt), cast(b, dt)])


def top_k_cases() -> None:
    rng = np.random.default_rng(1)
    x = np.array([3, 1, 4, 1, 5, 9, 2, 6, -0.0, 0.0, NAN, -INF, INF, 5, -NAN, 2], np.float64)
    for dt in FLOATS:
        case(f"top_k_{dt}_k5", "top_k", lambda a: lax.top_k(a, 5), [cast(x, dt)], {"k": 5})
    case("top_k_f32_all", "top_k", lambda a: lax.top_k(a, 16), [cast(x, "f32")], {"k": 16})
    case("top_k_f32_rank3", "top_k", lambda a: lax.top_k(a, 3),
         [rng.integers(-4, 5, (2, 3, 7)).astype(np.float32)], {"k": 3})
    case("top_k_s32_rank2", "top_k", lambda a: lax.top_k(a, 4),
         [rng.integers(-5, 5, (3, 9)).astype(np.int32)], {"k": 4})
    case("top_k_f64_k1", "top_k", lambda a: lax.top_k(a, 1), [rng.standard_normal((4, 5))], {"k": 1})


def broadcast_cases() -> None:
    rng = np.random.default_rng(2)
    a = rng.standard_normal((2, 1, 4)).astype(np.float32)
    b = rng.standard_normal((3, 1)).astype(np.float32)
    case("broadcast_add_numpy", "broadcast_add", jnp.add, [a, b])
    row = rng.standard_normal(2).astype(np.float32)
    mat = rng.standard_normal((2, 3)).astype(np.float32)
    case("broadcast_subtract_dims", "broadcast_subtract", lambda x, y: x[:, None] - y, [row, mat],
         {"broadcast_dimensions": [0]})
    case("broadcast_maximum_scalar", "broadcast_maximum", jnp.maximum, [np.float32(0.25), mat])
    ints = rng.integers(0, 9, (4,)).astype(np.int32)
    case("broadcast_shift_left", "broadcast_shift_left", jnp.left_shift, [ints, np.array([[1], [2]], np.int32)])
    case("broadcast_complex", "broadcast_complex", lax.complex, [row[:, None] * np.ones((2, 3), np.float32), mat])
    x = np.array([1.0, NAN, -0.0, 2.0], np.float32)
    y = np.array([[1.0], [0.0], [NAN]], np.float32)
    case("broadcast_compare_gt", "broadcast_compare", jnp.greater, [x, y], {"comparison_direction": "GT"})
    case("broadcast_compare_ne", "broadcast_compare", jnp.not_equal, [x, y],
         {"comparison_direction": "#chlo<comparison_direction NE>", "compare_type": "FLOAT"})
    p = np.array([True, False, True, False])
    case("broadcast_select", "broadcast_select", jnp.where, [p, x, y])
    s = np.array([2.0, 3.0, 1.5], np.float64)
    q = np.array([[1.0], [2.5]], np.float64)
    case("broadcast_zeta", "broadcast_zeta", lambda u, v: lax.zeta(*jnp.broadcast_arrays(u, v)), [s, q])
    case("broadcast_polygamma", "broadcast_polygamma",
         lambda u, v: lax.polygamma(*jnp.broadcast_arrays(u, v)), [np.float32(1.0), mat])
    case("broadcast_next_after", "broadcast_next_after", jnp.nextafter, [mat, np.float32(0.0)])


def spec(a: np.ndarray) -> list:
    return [NAME[a.dtype], list(a.shape)]


def main() -> None:
    unary_cases()
    complex_cases()
    binary_cases()
    top_k_cases()
    broadcast_cases()
    arrays: dict[str, np.ndarray] = {}
    meta = []
    for c in CASES:
        for kind, values in (("in", c["args"]), ("out", c["outs"])):
            for k, v in enumerate(values):
                arrays[f"{c['name']}.{kind}{k}"] = v.view(np.uint16) if v.dtype == ml_dtypes.bfloat16 else v
        meta.append(dict(name=c["name"], op=c["op"], operands=[spec(a) for a in c["args"]],
                         results=[spec(o) for o in c["outs"]], attrs=c["attrs"]))
    arrays["__cases__"] = np.array(json.dumps(meta, sort_keys=True))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT, **arrays)
    print(f"{OUT}: {len(meta)} cases, jax {jax.__version__}", file=sys.stderr)


if __name__ == "__main__":
    main()
