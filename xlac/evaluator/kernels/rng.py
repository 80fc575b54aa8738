"""rng-bit-generator, bit-exact with XLA's RngBitGeneratorExpander (and hence XLA:CPU).

The layout, from XLA's ``rng_bit_generator_expander.cc`` and ``prng.cc``:

- ``state[0]`` is the key (u64, split into two u32 words, low word first).
- Three-Fry (Threefry-2x32, 20 rounds): the counter is ``state[1]``. Element ``i`` (row-major)
  encrypts ``counter + i`` split into (low, high) u32 words. 64-bit outputs are
  ``out0 | out1 << 32`` and advance the counter by the element count; 32-bit and narrower outputs
  encrypt only half as many counters over a "half shape" (the first even dimension, or else the
  largest one, halved and rounded up) and interleave the two output words along that dimension.
- Philox (Philox-4x32, 10 rounds): the 128-bit counter is ``(state[1], state[2])`` for states of
  3+ words, or ``(state[1], state[0])`` for 2-word states (XLA reverses it), low u64 first.
  Block ``i`` encrypts ``counter + i``; its four u32 words are consecutive outputs (two u64
  words for 64-bit outputs). A 2-word state keeps only the low counter word on the way out.
- ``rng_default`` is Philox, as on XLA:CPU. Types narrower than 32 bits take the low bits of
  the 32-bit stream.
"""

from __future__ import annotations

import numpy as np

from xlac.hlo.dtypes import DType

Array = np.ndarray
_U32, _U64 = np.uint32, np.uint64
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}

_THREEFRY_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)
_PHILOX_W = (0x9E3779B9, 0xBB67AE85)  # key increments per round
_PHILOX_M = (0xD2511F53, 0xCD9E8D57)  # round multipliers


def rng_bit_generator(state: Array, algorithm: str, out_dtype: DType,
                      out_dims: tuple[int, ...]) -> tuple[Array, Array]:
    """Return ``(new_state, bits)`` for HLO ``rng-bit-generator``."""
    state = np.ascontiguousarray(np.asarray(state))
    if state.dtype.itemsize != 8:
        raise NotImplementedError(f"rng-bit-generator state of {state.dtype}: expected u64/s64")
    words = state.view(_U64).reshape(-1).copy()
    n = int(np.prod(out_dims, dtype=np.int64))
    with np.errstate(all="ignore"):
        if algorithm == "rng_three_fry":
            new_words, flat = _threefry_bits(words, out_dtype, tuple(out_dims), n)
        elif algorithm in ("rng_philox", "rng_default"):
            new_words, flat = _philox_bits(words, out_dtype, n)
        else:
            raise NotImplementedError(f"rng-bit-generator algorithm {algorithm}")
    width = out_dtype.np.itemsize * 8
    bits = flat.astype(_UINT[width]).view(out_dtype.np).reshape(tuple(out_dims))
    return new_words.view(state.dtype).reshape(state.shape), bits


def _split(v: Array) -> tuple[Array, Array]:
    """u64 -> (low u32, high u32)."""
    v = np.asarray(v, dtype=_U64)
    return (v & _U64(0xFFFFFFFF)).astype(_U32), (v >> _U64(32)).astype(_U32)


def _join(lo: Array, hi: Array) -> Array:
    return lo.astype(_U64) | (hi.astype(_U64) << _U64(32))


# ---------------------------------------------------------------------------------------------
# Three-Fry


def threefry2x32(x0: Array, x1: Array, k0: int, k1: int) -> tuple[Array, Array]:
    """Threefry-2x32 with 20 rounds (5 groups of 4, key injection after each group)."""
    ks = (k0, k1, 0x1BD11BDA ^ k0 ^ k1)
    x0, x1 = np.asarray(x0).astype(_U32), np.asarray(x1).astype(_U32)
    x0, x1 = x0 + _U32(ks[0]), x1 + _U32(ks[1])
    for group in range(5):
        rotations = _THREEFRY_ROTATIONS[:4] if group % 2 == 0 else _THREEFRY_ROTATIONS[4:]
        for r in rotations:
            x0 = x0 + x1
            x1 = (x1 << _U32(r)) | (x1 >> _U32(32 - r))
            x1 = x0 ^ x1
        i = group + 1
        x0 = x0 + _U32(ks[i % 3])
        x1 = x1 + _U32((ks[(i + 1) % 3] + i) & 0xFFFFFFFF)
    return x0, x1


def _split_dim(dims: tuple[int, ...]) -> int:
    """XLA's SplitShapeIntoHalves: the first even dimension, else the largest (first on ties)."""
    for i, d in enumerate(dims):
        if d % 2 == 0:
            return i
    return max(range(len(dims)), key=lambda i: (dims[i], -i))


def _threefry_bits(words: Array, out_dtype: DType, dims: tuple[int, ...],
                   n: int) -> tuple[Array, Array]:
    k0, k1 = (int(w) for w in _split(words[0]))
    counter = words[1]
    if out_dtype.np.itemsize == 8:
        lo, hi = _split(counter + np.arange(n, dtype=_U64))
        o0, o1 = threefry2x32(lo, hi, k0, k1)
        return _with_counter(words, counter + _U64(n)), _join(o0, o1)
    flat, used = _threefry_32(counter, k0, k1, dims)
    return _with_counter(words, counter + _U64(used)), _narrow(flat, out_dtype)


def _threefry_32(counter: np.uint64, k0: int, k1: int, dims: tuple[int, ...]) -> tuple[Array, int]:
    """32-bit Three-Fry output (row-major flat) and the number of counters consumed."""
    if not dims:
        o0, _ = threefry2x32(*_split(counter + np.arange(1, dtype=_U64)), k0, k1)
        return o0, 1
    axis = _split_dim(dims)
    half = list(dims)
    half[axis] = -(-dims[axis] // 2)
    used = int(np.prod(half, dtype=np.int64))
    lo, hi = _split(counter + np.arange(used, dtype=_U64))
    o0, o1 = (o.reshape(half) for o in threefry2x32(lo, hi, k0, k1))
    both = np.stack([o0, o1], axis=axis + 1)  # [..., half, 2, ...]
    merged = both.reshape(half[:axis] + [2 * half[axis]] + half[axis + 1:])
    return np.take(merged, np.arange(dims[axis]), axis=axis).reshape(-1), used


def _with_counter(words: Array, counter: np.uint64) -> Array:
    out = words.copy()
    out[1] = counter
    return out


def _narrow(bits32: Array, out_dtype: DType) -> Array:
    """Types under 32 bits keep the low bits of the 32-bit stream."""
    width = out_dtype.np.itemsize * 8
    return bits32.astype(_UINT[width]) if width < 32 else bits32


# ---------------------------------------------------------------------------------------------
# Philox


def philox4x32(ctr: tuple[Array, Array, Array, Array], k0: int, k1: int) -> tuple[Array, ...]:
    """Philox-4x32 with 10 rounds."""
    x0, x1, x2, x3 = (np.asarray(c).astype(_U32) for c in ctr)
    for r in range(10):
        key0 = _U32((k0 + r * _PHILOX_W[0]) & 0xFFFFFFFF)
        key1 = _U32((k1 + r * _PHILOX_W[1]) & 0xFFFFFFFF)
        p0 = x0.astype(_U64) * _U64(_PHILOX_M[0])
        p1 = x2.astype(_U64) * _U64(_PHILOX_M[1])
        lo0, hi0 = _split(p0)
        lo1, hi1 = _split(p1)
        x0, x1, x2, x3 = hi1 ^ x1 ^ key0, lo1, hi0 ^ x3 ^ key1, lo0
    return x0, x1, x2, x3


def _philox_bits(words: Array, out_dtype: DType, n: int) -> tuple[Array, Array]:
    k0, k1 = (int(w) for w in _split(words[0]))
    long_state = words.size >= 3
    low, high = (words[1], words[2]) if long_state else (words[1], words[0])
    wide = out_dtype.np.itemsize == 8
    blocks = -(-(2 * n if wide else n) // 4)
    i = np.arange(blocks, dtype=_U64)
    c_low = low + i
    c_high = np.where(c_low < low, high + _U64(1), high).astype(_U64)
    w = philox4x32((*_split(c_low), *_split(c_high)), k0, k1)
    if wide:
        flat = np.stack([_join(w[0], w[1]), _join(w[2], w[3])], axis=1).reshape(-1)[:n]
    else:
        flat = _narrow(np.stack(w, axis=1).reshape(-1)[:n], out_dtype)
    new_low = low + _U64(blocks)
    new_high = high + _U64(1) if new_low < low else high
    out = words.copy()
    out[1] = new_low
    if long_state:
        out[2] = new_high
    return out, flat
