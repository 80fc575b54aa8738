"""What each vector instruction computes, on numpy lanes, with XLA's semantics where they differ
from C's (integer division by zero, shifts past the width, float->int saturation, NaN-propagating
min/max, round-half-away-from-zero).

Lanes hold 32 bits. f32, bf16 and f16 values live as f32 (bf16/f16 rounded after every op);
s8/s16/pred as sign- or zero-extended s32; u8/u16 zero-extended; u32 as u32.
"""

from __future__ import annotations

import math
from typing import Any

import ml_dtypes
import numpy as np

#: numpy dtype each type computes in, and the dtype it is stored as in memory.
COMPUTE = {"f32": np.float32, "bf16": np.float32, "f16": np.float32, "s32": np.int32, "u32": np.uint32,
           "s8": np.int8, "u8": np.uint8, "s16": np.int16, "u16": np.uint16, "pred": np.uint8, "x": np.uint32,
           "f8e4m3fn": np.float32, "f8e5m2": np.float32, "s4": np.int8, "u4": np.uint8}
MEMORY = {"f32": np.dtype(np.float32), "bf16": np.dtype(ml_dtypes.bfloat16), "f16": np.dtype(np.float16),
          "s32": np.dtype(np.int32), "u32": np.dtype(np.uint32), "s8": np.dtype(np.int8), "u8": np.dtype(np.uint8),
          "s16": np.dtype(np.int16), "u16": np.dtype(np.uint16), "pred": np.dtype(np.uint8),
          "x": np.dtype(np.uint32), "f8e4m3fn": np.dtype(ml_dtypes.float8_e4m3fn),
          "f8e5m2": np.dtype(ml_dtypes.float8_e5m2), "s4": np.dtype(np.int8), "u4": np.dtype(np.uint8)}
# s4/u4 live one per byte, sign- or zero-extended (xlac's canonical sub-byte form); lanes wrap to 4 bits
NIBBLE = ("s4", "u4")
FLOATS = ("f32", "bf16", "f16", "f8e4m3fn", "f8e5m2")
NARROW_FLOAT = {"bf16": ml_dtypes.bfloat16, "f16": np.float16, "f8e4m3fn": ml_dtypes.float8_e4m3fn,
                "f8e5m2": ml_dtypes.float8_e5m2}
WIDTH = {"s32": 32, "u32": 32, "s8": 8, "u8": 8, "s16": 16, "u16": 16, "pred": 8, "x": 32, "s4": 4, "u4": 4}
UNSIGNED_OF = {"s32": np.uint32, "u32": np.uint32, "s8": np.uint8, "u8": np.uint8, "s16": np.uint16,
               "u16": np.uint16, "pred": np.uint8, "x": np.uint32, "s4": np.uint8, "u4": np.uint8}
SIGNED_OF = {"s32": np.int32, "u32": np.int32, "s8": np.int8, "u8": np.int8, "s16": np.int16, "u16": np.int16,
             "pred": np.int8, "x": np.int32, "s4": np.int8, "u4": np.int8}


TINY = np.float32(np.finfo(np.float32).tiny)


def flush(x: np.ndarray) -> np.ndarray:
    """Subnormal f32 values to (signed) zero: the vector unit's arithmetic flushes its inputs and
    results, as XLA:CPU does with FTZ/DAZ."""
    small = np.abs(x) < TINY
    if small.any():
        return np.where(small, x * np.float32(0), x)
    return x


def _int_div(x, y):
    zero = y == 0
    safe = np.where(zero, 1, y)
    if np.issubdtype(x.dtype, np.signedinteger):
        info = np.iinfo(x.dtype)
        overflow = (x == info.min) & (y == -1)
        safe = np.where(overflow, 1, safe)
        q = np.abs(x.astype(np.int64)) // np.abs(safe.astype(np.int64))
        q = np.where((x < 0) != (safe < 0), -q, q).astype(x.dtype)
        q = np.where(overflow, x, q)
        return np.where(zero, np.array(-1).astype(x.dtype), q).astype(x.dtype)
    return np.where(zero, np.array(-1).astype(x.dtype), x // safe).astype(x.dtype)


def _int_rem(x, y):
    zero = y == 0
    safe = np.where(zero, 1, y)
    if np.issubdtype(x.dtype, np.signedinteger):
        info = np.iinfo(x.dtype)
        overflow = (x == info.min) & (y == -1)
        safe = np.where(overflow, 1, safe)
        r = np.fmod(x.astype(np.int64), safe.astype(np.int64)).astype(x.dtype)
        return np.where(zero, x, np.where(overflow, 0, r)).astype(x.dtype)
    return np.where(zero, x, x % safe).astype(x.dtype)


def _shift(kind: str):
    def run(x, y, t):
        bits = WIDTH[t]
        ut, st = UNSIGNED_OF[t], SIGNED_OF[t]
        amount = y.astype(ut)
        if bits < 8:
            x = (x.astype(ut) & ut((1 << bits) - 1)).astype(x.dtype)  # the 4 bits alone
            if t == "s4":
                x = ((x.astype(np.int8) ^ 8) - 8).astype(x.dtype)  # sign of bit 3 (for sra)
            amount = (amount & ut(0xFF)).astype(ut)
        big = amount >= bits
        a = np.where(big, 0, amount).astype(ut)
        if kind == "shl":
            r = (x.astype(ut) << a).astype(x.dtype)
            return np.where(big, 0, r).astype(x.dtype)
        if kind == "shr":
            r = (x.astype(ut) >> a).astype(x.dtype)
            return np.where(big, 0, r).astype(x.dtype)
        sx = x.astype(st)
        r = (sx >> a.astype(st)).astype(x.dtype)
        fill = np.where(sx < 0, -1, 0).astype(st).astype(x.dtype)
        return np.where(big, fill, r).astype(x.dtype)
    return run


def _fdiv(x, y):
    return x / y


def _frem(x, y):
    return np.fmod(x, y)


def _signed_zero_pick(x, y, picked, sign_of):
    """Equal lanes (only +-0 can be equal with other bits) take the sign bit ``sign_of`` gives:
    -0 < +0, as XLA's minimum and maximum order them (numpy returns one operand either way)."""
    if x.dtype.kind != "f":
        return picked
    u = np.dtype(f"u{x.dtype.itemsize}")
    return np.where(x == y, sign_of(x.view(u), y.view(u)).view(x.dtype), picked)


def _min(x, y):
    return _signed_zero_pick(x, y, np.minimum(x, y), np.bitwise_or)


def _max(x, y):
    return _signed_zero_pick(x, y, np.maximum(x, y), np.bitwise_and)


def _rounded(fn):
    """The special-function unit's results are correctly rounded: computed in f64 and rounded
    once. numpy's f32 kernels are not (its f32 tanh is 0.99999994 up to |x| = 10, where the
    true value rounds to 1, so 1 - tanh^2 never reached 0)."""
    def op(*xs):
        return fn(*(x.astype(np.float64) for x in xs)).astype(xs[0].dtype)
    return op


BINARY_FLOAT = {"vadd": np.add, "vsub": np.subtract, "vmul": np.multiply, "vdiv": _fdiv, "vrem": _frem,
                "vmin": _min, "vmax": _max, "vatan2": _rounded(np.arctan2), "vpow": _rounded(np.power)}
BINARY_INT = {"vadd": np.add, "vsub": np.subtract, "vmul": np.multiply, "vdiv": _int_div, "vrem": _int_rem,
              "vmin": np.minimum, "vmax": np.maximum, "vand": np.bitwise_and, "vor": np.bitwise_or,
              "vxor": np.bitwise_xor}
SHIFTS = {"vshl": _shift("shl"), "vshr": _shift("shr"), "vsra": _shift("sra")}


def _sign(x):
    if x.dtype.kind == "f":
        return np.where(x > 0, np.float32(1), np.where(x < 0, np.float32(-1), x)).astype(x.dtype)
    return np.sign(x).astype(x.dtype)


def _rafz(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t).astype(x.dtype)


def _popc(x, t):
    v = x.astype(UNSIGNED_OF[t]).astype(np.uint64)
    count = np.zeros(v.shape, np.uint64)
    for _ in range(WIDTH[t]):
        count += v & np.uint64(1)
        v >>= np.uint64(1)
    return count.astype(x.dtype)


def _clz(x, t):
    v = x.astype(UNSIGNED_OF[t]).astype(np.float64)
    exp = np.frexp(v)[1]
    return (WIDTH[t] - np.where(v > 0, exp, 0)).astype(x.dtype)


_erf = np.vectorize(math.erf, otypes=[np.float64])


def _rsqrt(x):
    return 1.0 / np.sqrt(x)


def _rcp(x):
    return np.float32(1) / x


UNARY_FLOAT = {"vneg": np.negative, "vabs": np.abs, "vsign": _sign, "vfloor": np.floor, "vceil": np.ceil,
               "vrne": np.rint, "vrafz": _rafz, "vexp": _rounded(np.exp), "vlog": _rounded(np.log),
               "vsqrt": np.sqrt, "vrsqrt": _rounded(_rsqrt), "vrcp": _rcp, "vtanh": _rounded(np.tanh),
               "vsin": _rounded(np.sin), "vcos": _rounded(np.cos), "verf": _rounded(_erf),
               "vcbrt": _rounded(np.cbrt)}
UNARY_INT = {"vneg": np.negative, "vabs": np.abs, "vsign": _sign, "vnot": np.invert}
UNARY_INT_T = {"vpopc": _popc, "vclz": _clz}
COMPARES = (np.equal, np.not_equal, np.less, np.less_equal, np.greater, np.greater_equal)


class _Range:
    def __init__(self, lo: int, hi: int):
        self.min, self.max = lo, hi


_NIBBLE_RANGE = {"s4": _Range(-8, 7), "u4": _Range(0, 15)}


def wrap_nibble(x: np.ndarray, t: str) -> np.ndarray:
    """Lanes of s4/u4 reduced to 4 bits (sign-extended for s4)."""
    v = np.asarray(x).astype(np.int32) & 15
    return (v ^ 8) - 8 if t == "s4" else v


def round_to(x: np.ndarray, t: str) -> np.ndarray:
    """f32 lanes rounded to bf16/f16 precision (still f32)."""
    nt = NARROW_FLOAT.get(t)
    return x if nt is None else x.astype(nt).astype(np.float32)


def convert(x: np.ndarray, src: str, dst: str) -> np.ndarray:
    """XLA's convert from ``src`` lanes (compute dtype) to ``dst`` lanes (compute dtype)."""
    if dst == "pred":
        return ((flush(x) if src == "f32" else x) != 0).astype(np.uint8)  # DAZ: an f32 subnormal is false
    if dst in FLOATS:
        if src in FLOATS:
            return round_to(x.astype(np.float32), dst)
        wide = x.astype(np.float64)
        return round_to(wide.astype(np.float32), dst) if dst == "f32" else \
            wide.astype(NARROW_FLOAT[dst]).astype(np.float32)
    target: Any = COMPUTE[dst]
    if src in FLOATS:
        info: Any = np.iinfo(target) if dst not in NIBBLE else _NIBBLE_RANGE[dst]
        f = x.astype(np.float64)
        f = np.where(np.isnan(f), 0, np.clip(np.trunc(f), info.min, info.max))
        return f.astype(np.int64).astype(target)
    return x.astype(np.int64).astype(target)
