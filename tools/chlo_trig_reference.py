"""What XLA's StableHLO -> HLO conversion does with CHLO's elementwise math ops, and what its
decompositions of the trigonometric and hyperbolic ones compute: the reference data of
tests/hlo/test_chlo_trig.py (xlac.hlo.chlo_trig).

Run in a jax environment (jax/jaxlib 0.10.2, as ``make corpus`` makes in tools/corpus/.venv;
xlac and its tests never import jax):

    tools/corpus/.venv/bin/python tools/chlo_trig_reference.py

1. Converts a one-op module ``chlo.OP`` on tensor<4xTYPE> to HLO with XLA's own converter for
   every CHLO elementwise op jax emits and every float and complex type, and records in the .npz
   which stay one HLO op of that name (``kept``: "erf f32", ...) and which XLA rewrites
   (``decomposed``). The HLO text XLA prints for each op of xlac.hlo.chlo_trig is written to
   ``tests/hlo/data/chlo_trig/OP_TYPE.hlo``.
2. Runs those ops on XLA:CPU (``jax.jit`` of ``lax.asin`` etc., whose StableHLO is that one CHLO
   op: checked) on edge-value grids and stores inputs and outputs in
   ``tests/hlo/data/chlo_trig_reference.npz``: ``in_f32``, ``asin_f32``, ... (bf16 as raw
   uint16 bits). The real grid has signed zeros, infinities, NaN, subnormals, the type's
   extremes, the thresholds the decompositions switch at (+-1, sqrt(max), max/2, the exp
   overflow) and a sweep; the complex grid is tools/complex_expander_reference.py's, plus points
   near +-1 and +-i.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import jax
import ml_dtypes
import numpy as np
from jax import lax
from jax._src.lib import _jax

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "hlo" / "data"

# the elementwise CHLO ops jax emits (jnp/lax), unary
UNARY = ("acos acosh asin asinh atan atanh bessel_i1e conj cosh digamma erf erf_inv erfc is_inf "
         "is_neg_inf is_pos_inf lgamma sinh square tan").split()
TRIG = "asin acos atan asinh acosh atanh sinh cosh".split()
TYPES = {"f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "c64": "complex<f32>", "c128": "complex<f64>"}
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
      "c64": np.complex64, "c128": np.complex128}
LAX = {op: getattr(lax, op) for op in TRIG}


def convert(op: str, ty: str) -> str | None:
    """XLA's HLO text for ``chlo.op`` on tensor<4xty>, or None where CHLO refuses the type."""
    rt = "i1" if op.startswith("is_") else ty
    text = (f"module @m {{\n  func.func public @main(%arg0: tensor<4x{ty}>) -> tensor<4x{rt}> {{\n"
            f"    %0 = chlo.{op} %arg0 : tensor<4x{ty}> -> tensor<4x{rt}>\n    return %0 : tensor<4x{rt}>\n  }}\n}}\n")
    try:
        comp = _jax.mlir.mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    except Exception:  # noqa: BLE001 - the op is not defined for that type
        return None
    return comp.as_hlo_text()


def measure() -> tuple[list[str], list[str]]:
    kept, decomposed = [], []
    out = DATA / "chlo_trig"
    out.mkdir(parents=True, exist_ok=True)
    for op in UNARY:
        for tag, ty in TYPES.items():
            hlo = convert(op, ty)
            if hlo is None:
                continue
            entry = hlo.split("ENTRY", 1)[1]
            ops = [o for o in re.findall(r"=\s*\S+\s+([a-z][a-z0-9-]*)\(", entry) if o != "parameter"]
            if ops == [op.replace("_", "-")]:
                kept.append(f"{op} {tag}")
                continue
            decomposed.append(f"{op} {tag}")
            if op in TRIG:
                (out / f"{op}_{tag}.hlo").write_text(hlo)
    print("kept:", " ".join(kept))
    return kept, decomposed


def real_grid(tag: str) -> np.ndarray:
    info = ml_dtypes.finfo(NP[tag])
    big, tiny = float(info.max), float(info.tiny)
    sub = float(info.smallest_subnormal)
    eps = float(info.eps)
    exp_overflow = float(np.log(big))
    special = [0.0, 1.0, 0.5, 2.0, 3.0, 1e-3, 0.1, 0.9, 10.0, 100.0, eps, 1 - eps / 2, 1 + eps, 1 - eps,
               tiny, sub, tiny / 3, big, np.sqrt(big), np.sqrt(big) * 0.99, np.sqrt(big) * 1.01, big / 2,
               big / 2 * 0.99, big / 4, exp_overflow, exp_overflow * 0.99, exp_overflow * 1.01,
               exp_overflow + np.log(2) * 0.99, exp_overflow + np.log(2) * 1.01, 1e4, np.inf, np.nan]
    if info.bits >= 32:
        special += [1e-30, 1e10, 1e20, 1e30, 1 - 1e-7, 1 + 1e-7]
    rng = np.random.default_rng(20240612)
    lo, hi = np.log2(tiny), np.log2(big)
    sweep = [np.linspace(-12, 12, 241), np.linspace(-1, 1, 201), 1 + 10.0 ** rng.uniform(-9, 0, 100),
             1 - 10.0 ** rng.uniform(-9, 0, 100), 2.0 ** rng.uniform(lo, hi, 300)]
    vals = np.concatenate([np.array(special, np.float64), *sweep])
    with np.errstate(over="ignore"):
        return np.concatenate([vals, -vals]).astype(NP[tag])


def complex_grid(tag: str) -> np.ndarray:
    spec = importlib.util.spec_from_file_location("cer", Path(__file__).with_name("complex_expander_reference.py"))
    assert spec is not None and spec.loader is not None
    cer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cer)
    dt = np.float32 if tag == "c64" else np.float64
    rng = np.random.default_rng(20240613)

    def signed(mag: np.ndarray) -> np.ndarray:
        return mag * rng.choice([-1.0, 1.0], mag.size)

    near = [cer.cplx(c + signed(10.0 ** rng.uniform(-10, -0.5, 100)), signed(10.0 ** rng.uniform(-12, 0, 100)))
            for c in (1.0, -1.0)]
    near += [cer.cplx(signed(10.0 ** rng.uniform(-12, 0, 100)), c + signed(10.0 ** rng.uniform(-10, -0.5, 100)))
             for c in (1.0, -1.0)]
    return np.concatenate([cer.edge_grid(dt), *[n.astype(NP[tag]) for n in near]])


def main() -> None:
    kept, decomposed = measure()
    arrays: dict[str, np.ndarray] = {"kept": np.array(sorted(kept)), "decomposed": np.array(sorted(decomposed))}
    for tag in TYPES:
        x = complex_grid(tag) if tag.startswith("c") else real_grid(tag)
        arrays[f"in_{tag}"] = x.view(np.uint16) if tag == "bf16" else x
        for op, fn in LAX.items():
            lowered = jax.jit(fn).lower(x)
            ops = set(re.findall(r"(?:stablehlo|chlo)\.[a-z_]+", lowered.as_text().split("func.func public @main")[1]))
            assert ops == {f"chlo.{op}"}, (op, tag, ops)
            y = np.asarray(jax.jit(fn)(x))
            assert y.dtype == x.dtype, (op, tag, y.dtype)
            arrays[f"{op}_{tag}"] = y.view(np.uint16) if tag == "bf16" else y
        print(f"{tag}: {x.size} points")
    np.savez_compressed(DATA / "chlo_trig_reference.npz", **arrays)


if __name__ == "__main__":
    main()
