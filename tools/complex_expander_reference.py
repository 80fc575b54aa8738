"""What XLA's StableHLO -> HLO conversion expands, and what its expansions compute: the reference
data of tests/hlo/test_complex_expander.py (xlac.hlo.complex_expander).

Run in a jax environment (jax/jaxlib 0.10.2, as ``make corpus`` makes in tools/corpus/.venv;
xlac and its tests never import jax):

    tools/corpus/.venv/bin/python tools/complex_expander_reference.py

1. Converts a one-op StableHLO module to HLO with XLA's own converter for every element-wise
   unary/binary op and element type below, and calls the op *expanded* when the entry holds more
   than the parameters and that op. Those are listed in ``expanded`` of the .npz; each
   expansion's HLO text (c64 and c128, shape [4]) is written to
   ``tests/hlo/data/complex_expander/OP_TYPE.hlo``.
2. Runs every expanded op on XLA:CPU (``jax.jit(f)`` on a single-op function, whose StableHLO is
   that op alone: checked) on an edge-value grid (signed zeros, infinities, NaN parts, subnormal,
   tiny, huge and overflow-threshold magnitudes, points on the branch cuts, near |z| = 1, near
   z = -1 and -2, random values) and stores inputs and outputs in
   ``tests/hlo/data/complex_expander_reference.npz``: ``in_c64``, ``sqrt_c64``, ...
"""

from __future__ import annotations

import re
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax._src.lib import _jax

jax.config.update("jax_enable_x64", True)

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "hlo" / "data"

UNARY = ("abs cbrt ceil cosine exponential exponential_minus_one floor is_finite log log_plus_one "
         "logistic negate not round_nearest_afz round_nearest_even rsqrt sign sine sqrt tan tanh").split()
BINARY = "add atan2 divide maximum minimum multiply power remainder subtract".split()
TYPES = {"complex<f32>": "c64", "complex<f64>": "c128", "f32": "f32", "f64": "f64", "f16": "f16",
         "bf16": "bf16"}
# the jax functions whose StableHLO is exactly one op (checked below)
JAX_FN = {"sqrt": jnp.sqrt, "log": jnp.log, "log_plus_one": jnp.log1p, "exponential": jnp.exp}


def _result_type(op: str, ty: str) -> str:
    if op == "abs" and ty.startswith("complex"):
        return ty[len("complex<"):-1]
    return "i1" if op == "is_finite" else ty


def convert(op: str, ty: str) -> str | None:
    """XLA's HLO text for ``stablehlo.op`` on tensor<4xty>, or None where StableHLO refuses it."""
    args = "%arg0, %arg0" if op in BINARY else "%arg0"
    rt = _result_type(op, ty)
    sig = f"(tensor<4x{ty}>) -> tensor<4x{rt}>" if rt != ty else f"tensor<4x{ty}>"
    text = (f"module @m {{\n  func.func public @main(%arg0: tensor<4x{ty}>) -> tensor<4x{rt}> {{\n"
            f"    %0 = stablehlo.{op} {args} : {sig}\n    return %0 : tensor<4x{rt}>\n  }}\n}}\n")
    try:
        comp = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    except Exception:  # noqa: BLE001 - the op/type pair is not valid StableHLO
        return None
    return comp.as_hlo_text()


def measure() -> list[str]:
    expanded = []
    out = DATA / "complex_expander"
    out.mkdir(parents=True, exist_ok=True)
    for ty, tag in TYPES.items():
        for op in UNARY + BINARY:
            hlo = convert(op, ty)
            if hlo is None:
                continue
            entry = hlo.split("ENTRY", 1)[1]
            ops = re.findall(r"=\s*\S+\s+([a-z][a-z0-9-]*)\(", entry)
            if len(ops) > 2:
                name = op.replace("_", "-")
                expanded.append(f"{name} {tag}")
                print(f"expanded: {name} {tag} ({len(ops)} instructions)")
                (out / f"{name}_{tag}.hlo").write_text(hlo)
    return expanded


def cplx(re: np.ndarray, im: np.ndarray, ctype: type = np.complex128) -> np.ndarray:
    """re + i im without arithmetic (1j * inf is nan + inf j)."""
    z = np.empty(np.broadcast(re, im).shape, ctype)
    z.real, z.imag = re, im
    return z


def edge_grid(dt: type) -> np.ndarray:
    fi = np.finfo(dt)
    big = float(fi.max)
    exp_overflow = float(np.log(big))
    parts = [0.0, 1.0, 0.5, 2.0, 3.0, 1e-3, np.pi, 100.0, float(fi.eps), 1 + float(fi.eps),
             1 - float(fi.eps) / 2, float(fi.tiny), float(fi.smallest_subnormal), float(fi.tiny) / 3,
             big, np.sqrt(big), np.sqrt(big) * 0.015, np.sqrt(big) * 0.005, big / 4, 1e10,
             exp_overflow * 0.99, exp_overflow * 1.01, exp_overflow * 1.5, np.inf, np.nan]
    vals = np.array([s * p for p in parts for s in (1.0, -1.0)], dt)
    re, im = np.meshgrid(vals, vals)
    grid = [cplx(re.ravel(), im.ravel())]
    rng = np.random.default_rng(20240611)
    lo, hi = np.log2(float(fi.tiny)), np.log2(big)

    def signed(mag: np.ndarray) -> np.ndarray:
        return mag * rng.choice([-1.0, 1.0], mag.size)

    n = 600
    grid.append(cplx(signed(2.0 ** rng.uniform(lo, hi, n)), signed(2.0 ** rng.uniform(lo, hi, n))))
    grid.append(cplx(rng.uniform(-10, 10, 200), rng.uniform(-10, 10, 200)))
    # near the unit circle (log's Case A), near -1 and -2 (log1p's cases C, D), x ~ -y^2/2 (case A)
    r = 1 + signed(10.0 ** rng.uniform(-12, -1, 300))
    t = rng.uniform(-np.pi, np.pi, 300)
    grid.append(r * np.exp(1j * t))
    grid.append(cplx(-1 + signed(10.0 ** rng.uniform(-10, -0.5, 200)), signed(10.0 ** rng.uniform(-10, 0, 200))))
    grid.append(cplx(-2 + signed(10.0 ** rng.uniform(-10, -0.5, 100)), signed(10.0 ** rng.uniform(-10, 0, 100))))
    y = rng.uniform(-1, 1, 200)
    grid.append(cplx(-0.5 * y * y * (1 + signed(10.0 ** rng.uniform(-8, -1, 200))), y))
    # large real parts with every kind of imaginary part (exp's overflow path)
    x = rng.uniform(exp_overflow * 0.9, exp_overflow * 2.1, 100) * rng.choice([-1, 1], 100)
    grid.append(cplx(x, signed(10.0 ** rng.uniform(-30, 3, 100))))
    ctype = np.complex64 if dt == np.float32 else np.complex128
    return np.concatenate([np.asarray(g).astype(ctype) for g in grid])


def main() -> None:
    expanded = measure()
    arrays: dict[str, np.ndarray] = {"expanded": np.array(sorted(expanded))}
    for dt, tag in ((np.float32, "c64"), (np.float64, "c128")):
        z = edge_grid(dt)
        arrays[f"in_{tag}"] = z
        for op, fn in JAX_FN.items():
            lowered = jax.jit(fn).lower(z)
            ops = set(re.findall(r"(?:stablehlo|chlo)\.[a-z_]+", lowered.as_text().split("func.func public @main")[1]))
            assert ops == {f"stablehlo.{op}"}, (op, ops)
            arrays[f"{op.replace('_', '-')}_{tag}"] = np.asarray(jax.jit(fn)(z))
            assert arrays[f"{op.replace('_', '-')}_{tag}"].dtype == z.dtype
        print(f"{tag}: {z.size} points")
    np.savez_compressed(DATA / "complex_expander_reference.npz", **arrays)


if __name__ == "__main__":
    main()
