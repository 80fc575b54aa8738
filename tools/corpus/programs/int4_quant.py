"""Int4-quantized weights as weight-only quantization writes them: s4/u4 values (passed as
s4 parameters or as s8 and narrowed in the program), per-channel scales, dequantize, then a
dot; plus packing two nibbles per byte with shifts."""

from __future__ import annotations

import jax.numpy as jnp
import ml_dtypes
import numpy as np


def cases() -> list[dict]:
    rng = np.random.default_rng(4)
    x = rng.standard_normal((4, 32)).astype(np.float32)
    q8 = rng.integers(-8, 8, size=(32, 16)).astype(np.int8)
    q4 = q8.astype(ml_dtypes.int4)
    u4 = rng.integers(0, 16, size=(32, 16)).astype(np.uint8)
    scale = (rng.random(16) * 0.1 + 0.01).astype(np.float32)
    zero = rng.integers(0, 16, size=(16,)).astype(np.uint8)
    packed = rng.integers(0, 256, size=(32, 8)).astype(np.uint8)

    def deq_s8(x, q, s):
        w = q.astype(jnp.int4).astype(jnp.float32) * s
        return x @ w

    def deq_s4(x, q, s):
        return x @ (q.astype(jnp.float32) * s)

    def deq_u4_zero(x, q, s, z):
        qu = q.astype(jnp.uint4)
        zu = z.astype(jnp.uint4)
        w = (qu.astype(jnp.float32) - zu.astype(jnp.float32)) * s
        return x @ w

    def unpack(x, p, s):
        lo = (p & 0xF).astype(jnp.int8)
        hi = (p >> 4).astype(jnp.int8)
        nib = jnp.stack([lo, hi], axis=-1).reshape(32, 16)
        w = jnp.where(nib >= 8, nib - 16, nib).astype(jnp.int4)
        return x @ (w.astype(jnp.float32) * s), w

    def int4_arith(q):
        a = q.astype(jnp.int4)
        return a + a, a * jnp.int4(3), -a, (a >> jnp.int4(1))

    return [
        dict(name="int4_weights_from_s8", category="dtypes",
             description="s8 weights narrowed to s4 in the program, dequantized with per-channel scales, dot",
             fn=deq_s8, args=[x, q8, scale], rtol=1e-5, atol=1e-5),
        dict(name="int4_weights_s4_param", category="dtypes",
             description="s4 weight parameter (stored as s8 in the npz), dequantized, dot",
             fn=deq_s4, args=[x, q4, scale], rtol=1e-5, atol=1e-5),
        dict(name="uint4_weights_zero_point", category="dtypes",
             description="u4 weights with u4 zero points (asymmetric quantization), dequantized, dot",
             fn=deq_u4_zero, args=[x, u4, scale, zero], rtol=1e-5, atol=1e-5),
        dict(name="int4_packed_nibbles", category="dtypes",
             description="two s4 weights per u8 unpacked with and/shift/select, converted to s4, dequantized, dot",
             fn=unpack, args=[x, packed, scale], rtol=1e-5, atol=1e-5),
        dict(name="int4_wrapping_arith", category="dtypes",
             description="s4 add, multiply, negate, shift-right with 4-bit wraparound",
             fn=int4_arith, args=[q8], rtol=0.0, atol=0.0),
    ]
