"""Arrays in and out of the command line: `--input` specs, random inputs, result printing, .npz.

Input specs, one per `--input`:
  x.npy                one array for the next parameter
  case.npz             arrays in0, in1, ... (or arr_0, ...) for the next parameters
  2x3xf32=1,2,3,4,5,6  an inline array; `f32=1.5` a scalar; `4xs32=7` fills with one value

bf16 and f8 arrays may be given as raw bits (uint16 / uint8 of the same width), as the corpus
stores them; results of those types are written to .npz as raw bits too.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.dtypes import BY_NAME, DType, Kind, from_numpy
from xlac.hlo.shapes import ArrayShape, Shape


def describe(arr: np.ndarray) -> str:
    try:
        name = from_numpy(arr.dtype).name
    except KeyError:
        name = str(arr.dtype)
    return f"{name}[{','.join(map(str, arr.shape))}]"


def _parse_inline(spec: str) -> np.ndarray:
    m = re.fullmatch(r"\s*(?:((?:\d+x)*)([a-z0-9]+))\s*=(.*)", spec, re.S)
    if not m or m.group(2) not in BY_NAME:
        raise XlacError(f"cannot read input '{spec}': not a file, and not an inline array like "
                        f"'2x3xf32=1,2,3,4,5,6' or 'f32=1.5'")
    dims = tuple(int(d) for d in m.group(1).split("x") if d)
    dt = BY_NAME[m.group(2)]
    raw = [v for v in re.split(r"[\s,]+", m.group(3).strip()) if v]
    count = int(np.prod(dims)) if dims else 1
    if len(raw) == 1 and count != 1:
        raw = raw * count
    if len(raw) != count:
        raise XlacError(f"inline input '{spec}' has {len(raw)} values; {m.group(1)}{m.group(2)} needs {count}")
    try:
        if dt.kind is Kind.PRED:
            vals = [v.lower() in ("1", "true") for v in raw]
        elif dt.is_integer:
            vals = [int(v) for v in raw]
        elif dt.is_complex:
            vals = [complex(v.replace("i", "j")) for v in raw]
        else:
            vals = [float(v) for v in raw]
        return np.array(vals, dtype=np.float64 if dt.is_float else None).astype(dt.np).reshape(dims)
    except (ValueError, OverflowError) as e:
        raise XlacError(f"inline input '{spec}': {e}") from None


def read_input_specs(specs: list[str]) -> list[tuple[np.ndarray, str]]:
    """Each spec as arrays with a label saying where each came from."""
    arrays: list[tuple[np.ndarray, str]] = []
    for spec in specs:
        path = Path(spec)
        if path.suffix == ".npz" and path.exists():
            with np.load(path, allow_pickle=False) as data:
                keys = _npz_input_keys(list(data.keys()), spec)
                arrays += [(data[k], f"{spec}:{k}") for k in keys]
        elif path.suffix == ".npy" and path.exists():
            try:
                arrays.append((np.load(path, allow_pickle=False), spec))
            except ValueError as e:
                raise XlacError(f"cannot read {spec}: {e}") from None
        elif path.suffix in (".npy", ".npz"):
            raise XlacError(f"input file {spec} does not exist")
        else:
            arrays.append((_parse_inline(spec), f"'{spec}'"))
    return arrays


def _npz_input_keys(keys: list[str], spec: str) -> list[str]:
    for prefix in ("in", "arr_"):
        numbered = sorted((int(k[len(prefix):]), k) for k in keys
                          if k.startswith(prefix) and k[len(prefix):].isdigit())
        if numbered:
            return [k for _, k in numbered]
    raise XlacError(f"{spec} has no arrays named in0, in1, ... or arr_0, arr_1, ... (it has: {', '.join(keys)})")


def random_input(shape: ArrayShape, rng: np.random.Generator) -> np.ndarray:
    dt = shape.dtype
    if dt.kind is Kind.PRED:
        return rng.integers(0, 2, size=shape.dims).astype(bool)
    if dt.is_integer:
        lo, hi = (-8, 8) if dt.is_signed else (0, 16)
        return rng.integers(lo, hi, size=shape.dims).astype(dt.np)
    if dt.is_complex:
        return (rng.standard_normal(shape.dims) + 1j * rng.standard_normal(shape.dims)).astype(dt.np)
    return rng.standard_normal(shape.dims).astype(dt.np)


def _coerce(arr: np.ndarray, dt: DType) -> np.ndarray | None:
    """``arr`` as dtype ``dt`` if it already is, or holds its raw bits (bf16 as uint16)."""
    if arr.dtype == dt.np:
        return arr
    raw_bits_type = dt.is_float and dt.name not in ("f16", "f32", "f64")
    if raw_bits_type and arr.dtype.kind == "u" and arr.dtype.itemsize == dt.np.itemsize:
        return arr.view(dt.np)
    return None


def bind_inputs(specs: list[str], params: list[tuple[str, Shape]], seed: int = 0) -> list[np.ndarray]:
    """Arrays for every entry parameter: from specs in order, then random (seeded) for the rest."""
    given = read_input_specs(specs)
    if len(given) > len(params):
        raise XlacError(f"{len(given)} input arrays given, but the module takes {len(params)} parameters")
    rng = np.random.default_rng(seed)
    out = []
    for k, (name, shape) in enumerate(params):
        if shape.is_tuple:
            raise XlacError(f"parameter {k} ('{name}') is a tuple {shape}; pass its leaves as separate parameters")
        if k >= len(given):
            out.append(random_input(shape, rng))
            continue
        arr, origin = given[k]
        coerced = _coerce(np.asarray(arr), shape.dtype)
        if coerced is None or coerced.shape != shape.dims:
            raise XlacError(f"parameter {k} ('{name}') expects {_plain(shape)}, but {origin} is {describe(arr)}")
        out.append(np.ascontiguousarray(coerced))
    return out


def _plain(shape: ArrayShape) -> str:
    return f"{shape.dtype.name}[{','.join(map(str, shape.dims))}]"


def format_result(index: int, arr: np.ndarray) -> str:
    """`out0: f32[2,3] = [[...]]`, elided when large."""
    with np.printoptions(threshold=200, edgeitems=4, linewidth=100, precision=6):
        body = np.array2string(np.asarray(arr, dtype=np.float32) if arr.dtype.kind == "V" or
                               _is_ml_float(arr.dtype) else arr, separator=", ")
    head = f"out{index}: {describe(arr)} ="
    return head + ("\n" + body if "\n" in body else " " + body)


def _is_ml_float(dt: np.dtype) -> bool:
    return dt.kind == "V" or dt.name in ("bfloat16",) or dt.name.startswith("float8") or dt.name.startswith("float4") \
        or dt.name.startswith("float6_")


def to_storable(arr: np.ndarray) -> np.ndarray:
    """bf16/f8 arrays as raw uint bits (what the corpus stores); others unchanged."""
    if _is_ml_float(arr.dtype) or arr.dtype.name in ("int4", "uint4", "int2", "uint2"):
        uint = {1: np.uint8, 2: np.uint16}[arr.dtype.itemsize]
        return arr.view(uint)
    return arr


def write_npz(path: str, results: list[np.ndarray]) -> None:
    """Write out0, out1, ... atomically: a failure never leaves a half-written file."""
    import os
    import tempfile

    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".xlac-", suffix=".npz", dir=target.parent if str(target.parent) else ".")
    os.close(fd)
    try:
        np.savez(tmp, **{f"out{k}": to_storable(r) for k, r in enumerate(results)})
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
