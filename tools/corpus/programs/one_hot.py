"""One-hot encodings (``jax.nn.one_hot``) alone and feeding a dot, as classifiers and embeddings
write them: iota, compare and convert, and the dot XLA sees after them."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def cases() -> list[dict]:
    rng = np.random.default_rng(15)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    labels[3] = -1  # out of range: an all-zero row
    labels[7] = 10  # out of range too
    tokens = rng.integers(0, 32, size=(4, 12)).astype(np.int32)
    table = rng.standard_normal((32, 24)).astype(np.float32)
    logits = rng.standard_normal((16, 10)).astype(np.float32)
    return [
        dict(name="one_hot_f32", category="one-hot",
             description="jax.nn.one_hot of s32 labels to f32[16,10], out-of-range labels give zero rows",
             fn=lambda y: jax.nn.one_hot(y, 10), args=[labels], rtol=0.0, atol=0.0),
        dict(name="one_hot_bf16_axis0", category="one-hot",
             description="jax.nn.one_hot to bf16 with the class axis first (axis=0) on s32[4,12]",
             fn=lambda t: jax.nn.one_hot(t, 32, dtype=jnp.bfloat16, axis=0), args=[tokens], rtol=0.0, atol=0.0),
        dict(name="one_hot_dot_embedding", category="one-hot",
             description="embedding lookup as one_hot(tokens) @ table (a dot over the one-hot axis)",
             fn=lambda t, w: jax.nn.one_hot(t, 32) @ w, args=[tokens, table], rtol=1e-5, atol=1e-5),
        dict(name="one_hot_cross_entropy", category="one-hot",
             description="mean cross-entropy: -sum(one_hot(labels) * log_softmax(logits)) / n",
             fn=lambda x, y: -jnp.mean(jnp.sum(jax.nn.one_hot(y, 10) * jax.nn.log_softmax(x), axis=-1)),
             args=[logits, np.clip(labels, 0, 9)], rtol=1e-5, atol=1e-5),
    ]
