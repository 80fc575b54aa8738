"""The fixed benchmark suite: each case's HLO file, inputs, numpy version and (for the files
generated from JAX) the JAX function that ``make_cases.py`` lowers to HLO text.

Sizes are fixed so results compare across commits. FLOPs are counted as 2 per multiply-add.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

BENCH = Path(__file__).resolve().parent
SAMPLES = BENCH.parent / "samples"

Arrays = list[np.ndarray]


@dataclass
class Case:
    name: str
    hlo: Path
    shapes: list[tuple[int, ...]]
    numpy_fn: Callable[..., np.ndarray] | None  # None: no numpy version (the training step)
    jax_fn: Callable[..., Any] | None = None  # (jax.numpy, jax.lax, jax.nn, *args) -> value; generates the HLO
    flops: float = 0.0
    runs: int = 10
    note: str = ""
    extra: dict = field(default_factory=dict)
    dtypes: list[str] | None = None  # per input (default f32): "bf16", "s8", "s32 < N" (ids below N)

    def dtype_names(self) -> list[str]:
        return self.dtypes or ["f32"] * len(self.shapes)

    def inputs(self, rng: np.random.Generator) -> Arrays:
        import ml_dtypes

        out = []
        for shape, dt in zip(self.shapes, self.dtype_names()):
            if dt == "s8":
                out.append(rng.integers(-128, 128, shape, dtype=np.int8))
            elif dt.startswith("s32"):
                out.append(rng.integers(0, int(dt.split("<")[1]), shape, dtype=np.int32))
            else:
                x = rng.standard_normal(shape, dtype=np.float32)
                out.append(x.astype(ml_dtypes.bfloat16) if dt == "bf16" else x)
        return out


def _train_step_inputs() -> tuple[list[tuple[int, ...]], list[str]]:
    """Parameter shapes and types of train_step_transformer.hlo (its ENTRY's parameters)."""
    import re

    text = (BENCH / "train_step_transformer.hlo").read_text()
    entry = text[text.index("\nENTRY "):]
    params: dict[int, tuple[tuple[int, ...], str]] = {}
    for m in re.finditer(r"= (f32|s32)\[([0-9,]*)\]\{[^}]*\} parameter\((\d+)\)", entry):
        dims = tuple(int(d) for d in m.group(2).split(",") if d)
        params[int(m.group(3))] = (dims, "f32" if m.group(1) == "f32" else "s32<64")
    ordered = [params[k] for k in sorted(params)]
    return [s for s, _ in ordered], [d for _, d in ordered]


# ---- numpy references -----------------------------------------------------------------------

def _conv_nhwc(x: np.ndarray, w: np.ndarray, groups: int = 1) -> np.ndarray:
    """SAME, stride 1, NHWC x HWIO, feature groups, as an im2col matmul."""
    kh, kw, cin_g, cout = w.shape
    n, h, wd, cin = x.shape
    xp = np.pad(x, ((0, 0), (kh // 2, (kh - 1) // 2), (kw // 2, (kw - 1) // 2), (0, 0)))
    cols = np.stack([xp[:, i:i + h, j:j + wd, :] for i in range(kh) for j in range(kw)], axis=3)  # n,h,w,taps,cin
    if groups == 1:
        return np.einsum("nhwtc,tco->nhwo", cols, w.reshape(kh * kw, cin_g, cout), optimize=True)
    return np.einsum("nhwtc,tc->nhwc", cols, w.reshape(kh * kw, cout), optimize=True)


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _layernorm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + np.float32(1e-5)) * g + b


def _gelu(x: np.ndarray) -> np.ndarray:
    c = np.float32(np.sqrt(2 / np.pi))
    return np.float32(0.5) * x * (1 + np.tanh(c * (x + np.float32(0.044715) * x ** 3)))


def _block_numpy(x, wqkv, wo, w1, w2, g1, b1, g2, b2, heads: int = 8):
    """Pre-LN transformer block: x + attn(ln(x)); then + mlp(ln(.))."""
    s, d = x.shape
    hd = d // heads
    q, k, v = np.split(_layernorm(x, g1, b1) @ wqkv, 3, axis=-1)
    q, k, v = (t.reshape(s, heads, hd).transpose(1, 0, 2) for t in (q, k, v))
    att = _softmax(q @ k.transpose(0, 2, 1) / np.float32(np.sqrt(hd)))
    y = x + (att @ v).transpose(1, 0, 2).reshape(s, d) @ wo
    return y + _gelu(_layernorm(y, g2, b2) @ w1) @ w2


def _block_jax(jnp, lax, nn, x, wqkv, wo, w1, w2, g1, b1, g2, b2, heads: int = 8):
    s, d = x.shape
    hd = d // heads

    def ln(t, g, b):
        mean = t.mean(axis=-1, keepdims=True)
        var = ((t - mean) ** 2).mean(axis=-1, keepdims=True)
        return (t - mean) / jnp.sqrt(var + 1e-5) * g + b

    q, k, v = jnp.split(ln(x, g1, b1) @ wqkv, 3, axis=-1)
    q, k, v = (t.reshape(s, heads, hd).transpose(1, 0, 2) for t in (q, k, v))
    att = nn.softmax(q @ k.transpose(0, 2, 1) / jnp.sqrt(float(hd)), axis=-1)
    y = x + (att @ v).transpose(1, 0, 2).reshape(s, d) @ wo
    return y + nn.gelu(ln(y, g2, b2) @ w1, approximate=True) @ w2


def _conv_jax(groups: int = 1):
    def fn(jnp, lax, nn, x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                        feature_group_count=groups)
    return fn


# ---- the suite ------------------------------------------------------------------------------

def cases() -> list[Case]:
    n16m = 16 * 1024 * 1024
    step_shapes, step_dtypes = _train_step_inputs()
    rows = [Case(f"dot_{n}", BENCH / f"dot_{n}.hlo", [(n, n), (n, n)], lambda a, b: a @ b,
                 lambda jnp, lax, nn, a, b: jnp.dot(a, b), 2.0 * n ** 3, runs=10 if n <= 1024 else 5)
            for n in (256, 512, 1024, 2048)]
    rows += [
        Case("dot_bf16_1024", BENCH / "dot_bf16_1024.hlo", [(1024, 1024), (1024, 1024)],
             lambda a, b: a.astype(np.float32) @ b.astype(np.float32),
             lambda jnp, lax, nn, a, b: jnp.dot(a, b, preferred_element_type=jnp.float32), 2.0 * 1024 ** 3,
             dtypes=["bf16", "bf16"], note="bf16 x bf16 -> f32"),
        Case("dot_s8_1024", BENCH / "dot_s8_1024.hlo", [(1024, 1024), (1024, 1024)],
             lambda a, b: a.astype(np.int32) @ b.astype(np.int32),
             lambda jnp, lax, nn, a, b: jnp.dot(a, b, preferred_element_type=jnp.int32), 2.0 * 1024 ** 3,
             dtypes=["s8", "s8"], note="s8 x s8 -> s32"),
        # the AMX sizes (issue 37): XLA:CPU's oneDNN runs these on the tiles of a Sapphire Rapids
        Case("dot_bf16_2048", BENCH / "dot_bf16_2048.hlo", [(2048, 2048), (2048, 2048)],
             lambda a, b: a.astype(np.float32) @ b.astype(np.float32),
             lambda jnp, lax, nn, a, b: jnp.dot(a, b, preferred_element_type=jnp.float32), 2.0 * 2048 ** 3,
             runs=5, dtypes=["bf16", "bf16"], note="bf16 x bf16 -> f32"),
        # numpy's integer matmul has no BLAS (75 s here): f64 sums are exact (|sum| < 2^25)
        Case("dot_s8_2048", BENCH / "dot_s8_2048.hlo", [(2048, 2048), (2048, 2048)],
             lambda a, b: (a.astype(np.float64) @ b.astype(np.float64)).astype(np.int32),
             lambda jnp, lax, nn, a, b: jnp.dot(a, b, preferred_element_type=jnp.int32), 2.0 * 2048 ** 3,
             runs=5, dtypes=["s8", "s8"], note="s8 x s8 -> s32"),
        Case("dot_batched", BENCH / "dot_batched.hlo", [(32, 128, 256), (32, 256, 128)], np.matmul,
             lambda jnp, lax, nn, a, b: jnp.matmul(a, b), 2.0 * 32 * 128 * 256 * 128),
        Case("conv3x3", BENCH / "conv3x3.hlo", [(8, 56, 56, 64), (3, 3, 64, 64)], _conv_nhwc, _conv_jax(),
             2.0 * 8 * 56 * 56 * 64 * 64 * 9, runs=5),
        Case("conv3x3_bf16", BENCH / "conv3x3_bf16.hlo", [(8, 56, 56, 64), (3, 3, 64, 64)],
             lambda x, w: _conv_nhwc(x.astype(np.float32), w.astype(np.float32)), _conv_jax(),
             2.0 * 8 * 56 * 56 * 64 * 64 * 9, runs=5, dtypes=["bf16", "bf16"], note="bf16 -> bf16 (f32 sums)"),
        Case("conv1x1", BENCH / "conv1x1.hlo", [(8, 56, 56, 64), (1, 1, 64, 256)], _conv_nhwc, _conv_jax(),
             2.0 * 8 * 56 * 56 * 64 * 256, runs=5),
        Case("conv_depthwise", BENCH / "conv_depthwise.hlo", [(8, 56, 56, 128), (3, 3, 1, 128)],
             lambda x, w: _conv_nhwc(x, w, 128), _conv_jax(128), 2.0 * 8 * 56 * 56 * 128 * 9, runs=5),
        Case("elementwise_16m", BENCH / "elementwise_16m.hlo", [(n16m,), (n16m,)],
             lambda x, y: np.maximum((x * y + x) * np.float32(0.5) - y, np.float32(0)),
             lambda jnp, lax, nn, x, y: jnp.maximum((x * y + x) * 0.5 - y, 0.0), runs=10),
        Case("softmax", BENCH / "softmax.hlo", [(4096, 1024)], _softmax,
             lambda jnp, lax, nn, x: nn.softmax(x, axis=-1)),
        Case("layernorm", BENCH / "layernorm.hlo", [(4096, 1024), (1024,), (1024,)], _layernorm,
             lambda jnp, lax, nn, x, g, b: (x - x.mean(-1, keepdims=True))
             / jnp.sqrt(((x - x.mean(-1, keepdims=True)) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b),
        Case("mlp", SAMPLES / "mlp.hlo", [(8, 16), (16, 32), (32,), (32, 10), (10,)],
             lambda x, w1, b1, w2, b2: np.maximum(x @ w1 + b1, 0) @ w2 + b2, runs=200),
        Case("cnn", SAMPLES / "cnn.hlo", [(1, 12, 12, 3), (3, 3, 3, 8), (8,), (288, 10), (10,)], _cnn_numpy,
             runs=200),
        Case("transformer_block", BENCH / "transformer_block.hlo",
             [(256, 512), (512, 1536), (512, 512), (512, 2048), (2048, 512), (512,), (512,), (512,), (512,)],
             _block_numpy, _block_jax, 2.0 * 256 * 512 * (1536 + 512 + 2048 * 2) + 4.0 * 256 * 256 * 512),
        Case("reduce_16m", BENCH / "reduce_16m.hlo", [(n16m,)], lambda x: np.sum(x),
             lambda jnp, lax, nn, x: jnp.sum(x), runs=10),
        Case("train_step", BENCH / "train_step_transformer.hlo", step_shapes, None, dtypes=step_dtypes, runs=10,
             note="4-layer transformer, forward and backward (make corpus)"),
        Case("scatter_loop", BENCH / "scatter_loop.hlo", [(100_000,), (100_000,)], _scatter_loop, runs=5,
             note="while loop, 50 scatter-adds over 100k elements", extra={"interpreter": True}),
    ]
    return rows


def _scatter_loop(acc, x):
    """scatter_loop.hlo: 50 rounds of acc[(7919 i + 13 r) mod n] += x[i] / 2 (distinct targets)."""
    acc = acc.copy()
    io = np.arange(acc.size, dtype=np.int64)
    for r in range(50):
        np.add.at(acc, (io * 7919 + r * 13) % acc.size, x * np.float32(0.5))
    return acc


def _cnn_numpy(x, k, b, w, bias):
    y = np.maximum(_conv_nhwc(x, k) + b, 0)
    pooled = y.reshape(1, 6, 2, 6, 2, 8).max(axis=(2, 4))
    return pooled.reshape(1, 288) @ w + bias
