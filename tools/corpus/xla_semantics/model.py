"""One corpus case as the generator writes it, and its deterministic inputs.

A case is HLO text of our own plus, per ENTRY parameter, either a fixed array or a recipe; a
recipe draws from a generator seeded by the case name, so regenerating gives the same bytes.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

NP = {
    "pred": np.dtype(bool), "s2": np.dtype(ml_dtypes.int2), "s4": np.dtype(ml_dtypes.int4),
    "s8": np.dtype(np.int8), "s16": np.dtype(np.int16), "s32": np.dtype(np.int32),
    "s64": np.dtype(np.int64), "u2": np.dtype(ml_dtypes.uint2), "u4": np.dtype(ml_dtypes.uint4),
    "u8": np.dtype(np.uint8), "u16": np.dtype(np.uint16), "u32": np.dtype(np.uint32),
    "u64": np.dtype(np.uint64), "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
    "f32": np.dtype(np.float32), "f64": np.dtype(np.float64), "c64": np.dtype(np.complex64),
    "c128": np.dtype(np.complex128), "f8e5m2": np.dtype(ml_dtypes.float8_e5m2),
    "f8e4m3fn": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8e4m3b11fnuz": np.dtype(ml_dtypes.float8_e4m3b11fnuz),
    "f8e5m2fnuz": np.dtype(ml_dtypes.float8_e5m2fnuz),
    "f8e4m3fnuz": np.dtype(ml_dtypes.float8_e4m3fnuz), "f8e4m3": np.dtype(ml_dtypes.float8_e4m3),
    "f8e3m4": np.dtype(ml_dtypes.float8_e3m4),
}
HLO_NAME = {v: k for k, v in NP.items()}
FLOATS = {"f16", "bf16", "f32", "f64"} | {k for k in NP if k.startswith("f8")}
# Stored as raw bits (the corpus format): numpy has no native type for these.
RAW_BITS = {k for k in NP if k.startswith("f8") or k in ("bf16", "s4", "u4", "s2", "u2")}

Recipe = Callable[[np.random.Generator, str, tuple[int, ...]], np.ndarray]


@dataclass
class Case:
    name: str
    category: str
    description: str
    text: str
    inputs: list = field(default_factory=list)  # per parameter: array, Recipe, or None (auto)
    rtol: float = 0.0
    atol: float = 0.0
    special: bool = False  # auto inputs start with the type's special values

    def make_inputs(self) -> list[np.ndarray]:
        params = entry_parameters(self.text)
        rng = np.random.default_rng(zlib.crc32(self.name.encode()))
        out = []
        for k, (dt, shape) in enumerate(params):
            given = self.inputs[k] if k < len(self.inputs) else None
            if given is None:
                arr = auto(rng, dt, shape, self.special)
            elif callable(given):
                arr = np.asarray(given(rng, dt, shape))
            else:
                arr = np.asarray(given)
            arr = arr.astype(NP[dt]).reshape(shape)
            out.append(arr)
        return out


def entry_parameters(text: str) -> list[tuple[str, tuple[int, ...]]]:
    """(dtype, dims) of each ENTRY parameter, by parameter number (array parameters only)."""
    start = text.index("ENTRY")
    body = text[start:]
    found = {}
    for m in re.finditer(r"=\s*([a-z][a-z0-9]*)\[([0-9,\s]*)\](?:\{[^}]*\})?\s+parameter\(\s*(\d+)\s*\)", body):
        dims = tuple(int(d) for d in m.group(2).replace(" ", "").split(",") if d)
        found.setdefault(int(m.group(3)), (m.group(1), dims))
    return [found[k] for k in sorted(found)]


def specials(dt: str) -> np.ndarray:
    """The values every elementwise case of a type should see."""
    if dt in FLOATS or dt in ("c64", "c128"):
        info = ml_dtypes.finfo(NP[dt]) if dt not in ("c64", "c128") else np.finfo(np.float32)
        vals = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.5, 3.5, float(info.max), float(-info.max),
                float(info.tiny), float(info.tiny) / 4, -float(info.tiny) / 4, float(info.eps), 1e3, -7.25]
        if not (dt.startswith("f8") and ("fn" in dt)) or dt == "f8e5m2":
            vals += [np.inf, -np.inf]
        vals += [np.nan]
        return np.array(vals, dtype=np.float64)
    if dt == "pred":
        return np.array([False, True])
    info = ml_dtypes.iinfo(NP[dt])
    vals = {int(info.min), int(info.max), 0, 1, int(info.max) - 1, int(info.min) + 1, 2, 3}
    if info.min < 0:
        vals |= {-1, -2, -3}
    return np.array(sorted(vals), dtype=object)


def auto(rng: np.random.Generator, dt: str, shape: tuple[int, ...], special: bool) -> np.ndarray:
    n = int(np.prod(shape)) if shape else 1
    if dt == "pred":
        flat = rng.random(n) < 0.5
    elif dt in FLOATS:
        flat = rng.standard_normal(n) * (2.0 if dt in ("f32", "f64") else 1.0)
    elif dt in ("c64", "c128"):
        flat = rng.standard_normal(n) + 1j * rng.standard_normal(n)
    else:
        info = ml_dtypes.iinfo(NP[dt])
        lo, hi = (max(int(info.min), -50), min(int(info.max), 50)) if not special else (int(info.min), int(info.max))
        flat = np.array([int(v) for v in rng.integers(lo, hi, size=n, endpoint=True,
                                                         dtype=np.uint64 if dt == "u64" else np.int64)], dtype=object)
    if special:
        sp = specials(dt)
        if dt in ("c64", "c128"):
            sp = np.array([complex(a, b) for a, b in zip(sp, np.roll(sp, 3))])
        flat = np.array(list(flat), dtype=object)
        k = min(n, len(sp))
        flat[:k] = sp[:k]
    if dt not in FLOATS and dt not in ("c64", "c128", "pred"):
        return np.array([int(v) for v in np.ravel(flat)], dtype=np.int64 if dt[0] == "s" else np.uint64).astype(NP[dt]).reshape(shape)
    return np.array(list(np.ravel(flat)), dtype=np.complex128 if dt.startswith("c") else
                    (bool if dt == "pred" else np.float64)).astype(NP[dt]).reshape(shape)


# Recipes --------------------------------------------------------------------------------

def uniform(lo: float, hi: float) -> Recipe:
    return lambda rng, dt, shape: rng.uniform(lo, hi, size=shape)


def ints(lo: int, hi: int) -> Recipe:
    """Integers in [lo, hi], both ends included."""
    return lambda rng, dt, shape: rng.integers(lo, hi, size=shape, endpoint=True)


def normal(scale: float = 1.0, shift: float = 0.0) -> Recipe:
    return lambda rng, dt, shape: rng.standard_normal(shape) * scale + shift


def perm(n: int) -> Recipe:
    return lambda rng, dt, shape: rng.permutation(n).reshape(shape)


def bits(rng: np.random.Generator, dt: str, shape: tuple[int, ...]) -> np.ndarray:
    """Every bit pattern equally likely (NaN payloads, subnormals and all)."""
    width = NP[dt].itemsize
    raw = rng.integers(0, 256, size=(int(np.prod(shape)) if shape else 1) * width, dtype=np.uint8)
    return raw.view(NP[dt]).reshape(shape)


def to_stored(arr: np.ndarray) -> np.ndarray:
    """The npz form: raw bits for bf16/f8, sub-byte integers as int8/uint8 values (as the JAX
    corpus stores them), otherwise the array itself."""
    name = HLO_NAME[arr.dtype]
    if name in ("s4", "s2"):
        return arr.astype(np.int8)
    if name in ("u4", "u2"):
        return arr.astype(np.uint8)
    if name in RAW_BITS:
        return arr.view(np.uint16 if arr.dtype.itemsize == 2 else np.uint8)
    return arr
