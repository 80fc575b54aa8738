"""Makes xla_dump/: what XLA_FLAGS=--xla_dump_to writes for two small jitted functions (run with a
jax environment: XLA_FLAGS=--xla_dump_to=/tmp/d python make_xla_dump.py; then copy the text files
but the object files here). expected.npz holds jax's results for the inputs below."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def mlp(x, w, b):
    return jax.nn.relu(x @ w + b)


@jax.jit
def affine(x, scale):
    return x * scale, jnp.sum(x, axis=0)


x = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
w = np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)
b = np.array([1, -1, 0.5, -2], np.float32)
scale = np.array([2, -1, 0.5], np.float32)
y = np.asarray(mlp(x, w, b))
s, t = affine(x, scale)
np.savez("expected.npz", x=x, w=w, b=b, scale=scale, mlp=y, affine0=np.asarray(s), affine1=np.asarray(t))
