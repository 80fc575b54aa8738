"""Recurrent networks written with ``jax.lax.scan``: Elman, GRU and LSTM cells over a sequence,
reversed and unrolled scans, and a scan with a gradient through it (while loops with dynamic
slices and dynamic-update-slices, as XLA sees them)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def _gru(params, h, x):
    wz, uz, wr, ur, wh, uh = params
    z = jax.nn.sigmoid(x @ wz + h @ uz)
    r = jax.nn.sigmoid(x @ wr + h @ ur)
    hh = jnp.tanh(x @ wh + (r * h) @ uh)
    return (1 - z) * h + z * hh


def _lstm(params, carry, x):
    w, u, b = params
    h, c = carry
    i, f, g, o = jnp.split(x @ w + h @ u + b, 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return h, c


def cases() -> list[dict]:
    rng = np.random.default_rng(11)
    T, B, I, H = 7, 3, 5, 6
    xs = rng.standard_normal((T, B, I)).astype(np.float32)
    h0 = np.zeros((B, H), np.float32)
    g = [(rng.standard_normal(s) * 0.4).astype(np.float32) for s in [(I, H), (H, H)] * 3]
    lw = (rng.standard_normal((I, 4 * H)) * 0.4).astype(np.float32)
    lu = (rng.standard_normal((H, 4 * H)) * 0.4).astype(np.float32)
    lb = (rng.standard_normal((4 * H,)) * 0.1).astype(np.float32)
    ys_target = rng.standard_normal((T, B, H)).astype(np.float32)

    def gru_seq(xs, h0, *p):
        def step(h, x):
            h = _gru(p, h, x)
            return h, h
        return jax.lax.scan(step, h0, xs)

    def gru_reverse_unrolled(xs, h0, *p):
        def step(h, x):
            h = _gru(p, h, x)
            return h, jnp.sum(h, axis=-1)
        return jax.lax.scan(step, h0, xs, reverse=True, unroll=2)

    def lstm_seq(xs, w, u, b):
        def step(carry, x):
            carry = _lstm((w, u, b), carry, x)
            return carry, carry[0]
        (h, c), ys = jax.lax.scan(step, (jnp.zeros((B, H)), jnp.zeros((B, H))), xs)
        return ys, c

    def lstm_loss_grad(xs, w, u, b, target):
        def loss(w, u, b):
            ys, _ = lstm_seq(xs, w, u, b)
            return jnp.mean((ys - target) ** 2)
        return jax.value_and_grad(loss, argnums=(0, 1, 2))(w, u, b)

    def cumulative_scan(xs):
        return jax.lax.scan(lambda c, x: (c * 0.9 + x, c), jnp.zeros(xs.shape[1:]), xs)

    return [
        dict(name="scan_gru", category="control-flow", description="GRU over 7 steps with lax.scan, all hidden states",
             fn=gru_seq, args=[xs, h0, *g], rtol=1e-5, atol=1e-5),
        dict(name="scan_gru_reverse_unroll2", category="control-flow",
             description="GRU scan reversed and unrolled by 2 (odd length: a remainder step)",
             fn=gru_reverse_unrolled, args=[xs, h0, *g], rtol=1e-5, atol=1e-5),
        dict(name="scan_lstm", category="control-flow", description="LSTM over 7 steps with a (h, c) carry",
             fn=lstm_seq, args=[xs, lw, lu, lb], rtol=1e-5, atol=1e-5),
        dict(name="scan_lstm_grad", category="control-flow",
             description="value_and_grad of an LSTM's mean squared error: a forward and a reverse scan",
             fn=lstm_loss_grad, args=[xs, lw, lu, lb, ys_target], rtol=1e-4, atol=1e-5),
        dict(name="scan_decay_accumulate", category="control-flow",
             description="exponential-decay accumulator scan emitting the carry before each step",
             fn=cumulative_scan, args=[xs], rtol=1e-5, atol=1e-5),
    ]
