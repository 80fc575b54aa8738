"""``jax.lax.top_k``: values and indices of the k largest along the last axis, as beam search and
mixture-of-experts routing use it (ties keep the lower index)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def cases() -> list[dict]:
    rng = np.random.default_rng(19)
    x = rng.standard_normal((6, 40)).astype(np.float32)
    ties = np.array([[3, 1, 3, 2, 3, 0, 1, 2], [0, 0, 0, 0, 5, 5, 1, 1]], np.float32)
    special = np.array([1.0, np.nan, -np.inf, np.inf, -0.0, 0.0, 2.0, -1.0], np.float32)
    ints = rng.integers(-50, 50, size=(3, 17)).astype(np.int32)
    logits = rng.standard_normal((8, 16)).astype(np.float32)
    return [
        dict(name="top_k_rows_f32", category="sort", description="lax.top_k k=5 over f32[6,40]",
             fn=lambda a: jax.lax.top_k(a, 5), args=[x], rtol=0.0, atol=0.0),
        dict(name="top_k_ties", category="sort", description="lax.top_k k=4 with ties: lower index first",
             fn=lambda a: jax.lax.top_k(a, 4), args=[ties], rtol=0.0, atol=0.0),
        dict(name="top_k_nan_inf", category="sort",
             description="lax.top_k k=8 (all) over NaN, +-inf, +-0: NaN ranks above +inf",
             fn=lambda a: jax.lax.top_k(a, 8), args=[special], rtol=0.0, atol=0.0),
        dict(name="top_k_s32", category="sort", description="lax.top_k k=3 over s32[3,17]",
             fn=lambda a: jax.lax.top_k(a, 3), args=[ints], rtol=0.0, atol=0.0),
        dict(name="top_k_moe_routing", category="sort",
             description="mixture-of-experts routing: softmax, top-2 experts, renormalized gates",
             fn=_route, args=[logits], rtol=1e-5, atol=1e-6),
    ]


def _route(logits):
    probs = jax.nn.softmax(logits, axis=-1)
    gates, experts = jax.lax.top_k(probs, 2)
    return gates / jnp.sum(gates, axis=-1, keepdims=True), experts
