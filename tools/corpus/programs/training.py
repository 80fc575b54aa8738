"""Training steps as users write them with optax: a loss, ``jax.grad``/``value_and_grad``, and an
optimizer update (SGD with momentum, Adam with bias correction, AdamW with global-norm clipping:
the optax update rules, written out here since optax is not a dependency), with scalar hyper-
parameters and step counters as parameters. Also the bench's 4-layer transformer training step."""

from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

BENCH = Path(__file__).resolve().parents[3] / "bench"


# ---- optimizers (optax's update rules) -------------------------------------------------------

def sgd_momentum(params, grads, mom, lr, beta=0.9):
    mom = jax.tree.map(lambda m, g: beta * m + g, mom, grads)
    return jax.tree.map(lambda p, m: p - lr * m, params, mom), mom


def adam(params, grads, mu, nu, step, lr, b1=0.9, b2=0.999, eps=1e-8, weight_decay=0.0):
    step = step + 1
    mu = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, mu, grads)
    nu = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, nu, grads)
    c1 = 1 - b1 ** step.astype(jnp.float32)
    c2 = 1 - b2 ** step.astype(jnp.float32)
    new = jax.tree.map(lambda p, m, v: p - lr * ((m / c1) / (jnp.sqrt(v / c2) + eps) + weight_decay * p),
                       params, mu, nu)
    return new, mu, nu, step


def clip_by_global_norm(grads, max_norm):
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda g: g * scale, grads), norm


# ---- models ------------------------------------------------------------------------------------

def mlp_logits(params, x):
    (w1, b1), (w2, b2) = params
    return jax.nn.gelu(x @ w1 + b1) @ w2 + b2


def cross_entropy(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, logits.shape[-1]) * jax.nn.log_softmax(logits), axis=-1))


def _layernorm(x, g, b, eps=1e-5):
    m = jnp.mean(x, axis=-1, keepdims=True)
    v = jnp.mean((x - m) ** 2, axis=-1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + eps) * g + b


def _affine(x, layer, w, b):
    """x @ w (+ b where the layer has biases)."""
    y = x @ layer[w]
    return y + layer[b] if b in layer else y


def transformer_logits(params, tokens, heads):
    """Pre-LN decoder-only transformer: embedding, causal attention + MLP blocks, final LN, tied head."""
    emb, pos = params["embed"], params["pos"]
    b, s = tokens.shape
    d = emb.shape[1]
    hd = d // heads
    x = emb[tokens] + pos[None, :s]
    mask = jnp.tril(jnp.ones((s, s), bool))
    for layer in params["layers"]:
        h = _layernorm(x, layer["ln1_g"], layer["ln1_b"])
        q, k, v = jnp.split(_affine(h, layer, "wqkv", "bqkv"), 3, axis=-1)
        q, k, v = (t.reshape(b, s, heads, hd).transpose(0, 2, 1, 3) for t in (q, k, v))
        att = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(hd).astype(np.float32)
        att = jax.nn.softmax(jnp.where(mask, att, -1e9), axis=-1)
        y = (att @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
        x = x + _affine(y, layer, "wo", "bo")
        h = _layernorm(x, layer["ln2_g"], layer["ln2_b"])
        x = x + _affine(jax.nn.gelu(_affine(h, layer, "w1", "b1")), layer, "w2", "b2")
    x = _layernorm(x, params["lnf_g"], params["lnf_b"])
    return x @ emb.T


def transformer_params(rng, vocab, seq, d, layers, biases=True):
    n = lambda *s: (rng.standard_normal(s) * 0.02).astype(np.float32)  # noqa: E731
    z = lambda *s: np.zeros(s, np.float32)  # noqa: E731
    o = lambda *s: np.ones(s, np.float32)  # noqa: E731
    return {
        "embed": n(vocab, d), "pos": n(seq, d), "lnf_g": o(d), "lnf_b": z(d),
        "layers": [{"ln1_g": o(d), "ln1_b": z(d), "wqkv": n(d, 3 * d), "bqkv": z(3 * d), "wo": n(d, d),
                    "bo": z(d), "ln2_g": o(d), "ln2_b": z(d), "w1": n(d, 4 * d), "b1": z(4 * d),
                    "w2": n(4 * d, d), "b2": z(d)} for _ in range(layers)],
    } | ({} if biases else {"layers": [{"ln1_g": o(d), "ln1_b": z(d), "wqkv": n(d, 3 * d), "wo": n(d, d),
                                        "ln2_g": o(d), "ln2_b": z(d), "w1": n(d, 4 * d), "w2": n(4 * d, d)}
                                       for _ in range(layers)]})


def flat_case(step, params, *rest):
    """(fn over flat arrays, flat args): the corpus format takes a flat list of arrays."""
    leaves, tree = jax.tree.flatten(params)
    n = len(leaves)

    def fn(*flat):
        out = step(jax.tree.unflatten(tree, list(flat[:n])), *flat[n:])
        return tuple(jax.tree.leaves(out))
    return fn, [*leaves, *rest]


def cases() -> list[dict]:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((16, 12)).astype(np.float32)
    y = rng.integers(0, 5, size=(16,)).astype(np.int32)
    params = [(rng.standard_normal((12, 20)).astype(np.float32) * 0.3, np.zeros(20, np.float32)),
              (rng.standard_normal((20, 5)).astype(np.float32) * 0.3, np.zeros(5, np.float32))]
    zeros = jax.tree.map(lambda p: np.zeros_like(p), params)
    nu0 = jax.tree.map(lambda p: np.full_like(p, 1e-3), params)
    loss = lambda p, x, y: cross_entropy(mlp_logits(p, x), y)  # noqa: E731

    def sgd_step(p, mom, x, y, lr):
        value, g = jax.value_and_grad(loss)(p, x, y)
        p, mom = sgd_momentum(p, g, mom, lr)
        return value, p, mom

    def adam_step(p, mu, nu, step, x, y, lr):
        value, g = jax.value_and_grad(loss)(p, x, y)
        p, mu, nu, step = adam(p, g, mu, nu, step, lr)
        return value, p, mu, nu, step

    def adamw_clip_step(p, mu, nu, step, x, y, lr):
        value, g = jax.value_and_grad(loss)(p, x, y)
        g, norm = clip_by_global_norm(g, 0.5)
        p, mu, nu, step = adam(p, g, mu, nu, step, lr, weight_decay=0.01)
        return value, norm, p, mu, nu, step

    lr = np.float32(0.05)
    step0 = np.int32(3)
    sgd_fn, sgd_args = flat_case(lambda pm, x, y, lr: sgd_step(pm[0], pm[1], x, y, lr),
                                 (params, zeros), x, y, lr)
    adam_fn, adam_args = flat_case(lambda s, x, y, lr: adam_step(*s, x, y, lr),
                                   (params, zeros, nu0, step0), x, y, lr)
    adamw_fn, adamw_args = flat_case(lambda s, x, y, lr: adamw_clip_step(*s, x, y, lr),
                                     (params, zeros, nu0, step0), x, y, lr)

    trng = np.random.default_rng(0)
    tparams = transformer_params(trng, vocab=128, seq=16, d=32, layers=1)
    tokens = trng.integers(0, 128, size=(2, 16)).astype(np.int32)
    targets = np.roll(tokens, -1, axis=1)
    tmu = jax.tree.map(np.zeros_like, tparams)
    tnu = jax.tree.map(lambda p: np.full_like(p, 1e-4), tparams)

    def tstep(s, tok, tgt, lr):
        p, mu, nu, step = s
        value, g = jax.value_and_grad(lambda p: cross_entropy(transformer_logits(p, tok, 2), tgt))(p)
        return value, adam(p, g, mu, nu, step, lr)

    t_fn, t_args = flat_case(tstep, (tparams, tmu, tnu, step0), tokens, targets, np.float32(1e-3))

    return [
        dict(name="train_sgd_momentum_mlp", category="composite",
             description="MLP cross-entropy value_and_grad + SGD with momentum (optax.sgd rule); f32[] learning rate",
             fn=sgd_fn, args=sgd_args, rtol=1e-4, atol=1e-5),
        dict(name="train_adam_mlp", category="composite",
             description="MLP cross-entropy value_and_grad + Adam with bias correction (optax.adam rule), s32[] step",
             fn=adam_fn, args=adam_args, rtol=1e-4, atol=1e-5),
        dict(name="train_adamw_clip_mlp", category="composite",
             description="AdamW with global-norm gradient clipping (optax.chain(clip_by_global_norm, adamw))",
             fn=adamw_fn, args=adamw_args, rtol=1e-4, atol=1e-5),
        dict(name="train_adam_transformer_1layer", category="composite",
             description="1-layer pre-LN causal transformer (d 32, 2 heads, seq 16), cross-entropy, Adam step",
             fn=t_fn, args=t_args, rtol=1e-4, atol=1e-5),
    ] + bench_cases()


def bench_cases() -> list[dict]:
    """The bench's training step: 4-layer pre-LN transformer, d_model 128, 4 heads, seq 64, batch 8,
    bias-free projections, jax.grad of the cross-entropy loss (the gradients are the result).
    Written to bench/, not to the corpus."""
    rng = np.random.default_rng(1400)
    params = transformer_params(rng, vocab=256, seq=64, d=128, layers=4, biases=False)
    tokens = rng.integers(0, 256, size=(8, 64)).astype(np.int32)
    targets = np.roll(tokens, -1, axis=1)

    def step(p, tok, tgt):
        return jax.grad(lambda p: cross_entropy(transformer_logits(p, tok, 4), tgt))(p)

    fn, args = flat_case(step, params, tokens, targets)
    return [dict(name="train_step_transformer", category="composite",
                 description="4-layer pre-LN transformer (d_model 128, 4 heads, seq 64, batch 8), jax.grad of "
                             "cross-entropy (bias-free projections)",
                 fn=fn, args=args, rtol=1e-3, atol=1e-4, out_dir=str(BENCH))]
