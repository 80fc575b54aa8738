"""Arrays in and out of the command line: `--input` specs, random inputs, result printing, .npz.

Input specs, one per `--input`:
  x.npy                one array for the next parameter
  case.npz             arrays in0, in1, ... (or arr_0, ...) for the next parameters; a tuple
                       parameter's leaves as in0.0, in0.1, in0.1.0 ... (or as plain in0, in1...)
  2x3xf32=1,2,3,4,5,6  an inline array; `f32=1.5` a scalar; `4xs32=7` fills with one value;
                       HLO's spelling too: `f32[2,3]=1,2,3,4,5,6`, `f32[]=1.5`

A tuple-typed parameter takes its leaves, depth-first, from the next arrays. A rank-0 array stays
rank 0. bf16 and f8 arrays may be given as raw bits (uint16 / uint8 of the same width), as the
corpus stores them; results of those types are written to .npz as raw bits too. s4/u4 (and s2/u2)
arrays may be given as integer values in range (int8 for s4) or as the raw uint8 nibbles xlac
writes for such results.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

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


_HLO_SHAPE = re.compile(r"\s*([a-z0-9]+)\[([\d,\s]*)\]\s*(?:=|(?=\{))(.*)", re.S)


def _parse_inline(spec: str) -> np.ndarray:
    given = spec  # for messages
    hlo = _HLO_SHAPE.fullmatch(spec)
    if hlo:  # f32[2,3]=... as HLO writes the shape: the same array as 2x3xf32=...; the values
        # may be braced as in an HLO literal: f32[2,2]={{1,2},{3,4}} or f32[2,2] {{1,2},{3,4}}
        dims_text = "".join(f"{d.strip()}x" for d in hlo.group(2).split(",") if d.strip())
        values = hlo.group(3).replace("{", " ").replace("}", " ")
        spec = f"{dims_text}{hlo.group(1)}={values}"
    m = re.fullmatch(r"\s*(?:((?:\d+x)*)([a-z0-9]+))\s*=(.*)", spec, re.S)
    if not m or m.group(2) not in BY_NAME:
        raise XlacError(f"cannot read input '{given}': not a file, and not an inline array like "
                        f"'2x3xf32=1,2,3,4,5,6', 'f32[2,3]=1,2,3,4,5,6' or 'f32=1.5'")
    dims = tuple(int(d) for d in m.group(1).split("x") if d)
    dt = BY_NAME[m.group(2)]
    raw = [v for v in re.split(r"[\s,]+", m.group(3).strip()) if v]
    count = int(np.prod(dims)) if dims else 1
    if len(raw) == 1 and count != 1:
        raw = raw * count
    if len(raw) != count:
        shape = f"{m.group(2)}[{','.join(map(str, dims))}]"
        raise XlacError(f"inline input '{given}' has {len(raw)} values; {shape} needs {count}")
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
        raise XlacError(f"inline input '{given}': {e}") from None


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
    """in0, in1, ... in numeric order; a tuple's leaves as in0.0, in0.1, ... in depth-first order."""
    for prefix in ("in", "arr_"):
        numbered = sorted((tuple(int(p) for p in k[len(prefix):].split(".")), k) for k in keys
                          if k.startswith(prefix) and re.fullmatch(r"\d+(\.\d+)*", k[len(prefix):]))
        if numbered:
            return [k for _, k in numbered]
    if keys and all(re.fullmatch(r"out\d+", k) for k in keys):
        return []  # a corpus case of a module without parameters: outputs only
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
    """``arr`` as dtype ``dt`` if it already is, or holds its raw bits (bf16 as uint16, or as the
    2-byte void that np.save writes for an ml_dtypes/JAX bf16 array), or, for the sub-byte
    integers, their values (int8 for s4) or the uint8 nibbles xlac writes."""
    if arr.dtype == dt.np:
        return arr
    raw_bits_type = dt.is_float and dt.name not in ("f16", "f32", "f64")
    if raw_bits_type and arr.dtype.kind in "uV" and arr.dtype.itemsize == dt.np.itemsize \
            and arr.dtype.fields is None:
        return arr.view(dt.np)
    if dt.is_integer and dt.bits < 8 and arr.dtype.kind in "iu":
        lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1) if dt.is_signed else (0, (1 << dt.bits) - 1)
        wide = arr.astype(np.int64)
        if arr.dtype == np.uint8 and dt.is_signed and wide.size and wide.max() <= (1 << dt.bits) - 1 \
                and wide.min() >= 0:
            return arr.view(dt.np)  # raw bits, as write_npz stores such results
        if wide.size and (wide.min() < lo or wide.max() > hi):
            return None
        return wide.astype(dt.np)
    return None


def _contiguous(arr: np.ndarray) -> np.ndarray:
    """A C-contiguous copy only when needed; rank 0 stays rank 0 (np.ascontiguousarray makes it [1])."""
    return arr if arr.flags.c_contiguous else np.array(arr, order="C")


def bind_inputs(specs: list[str], params: list[tuple[str, Shape]], seed: int = 0) -> list[Any]:
    """Values for every entry parameter: from specs in order, then random (seeded) for the rest.

    A tuple-typed parameter takes its leaves from the next arrays and becomes a (nested) tuple."""
    given = read_input_specs(specs)
    wanted = sum(len(list(shape.leaves())) for _, shape in params)
    if len(given) > wanted:
        where = f"{len(params)} parameters" if wanted == len(params) else \
            f"{len(params)} parameters with {wanted} arrays in all"
        raise XlacError(f"{len(given)} input arrays given, but the module takes {where}")
    rng = np.random.default_rng(seed)
    pending = iter(given)
    out = []
    for k, (name, shape) in enumerate(params):
        def bind(s: Shape, path: str, k: int = k, name: str = name) -> Any:
            if s.is_tuple:
                return tuple(bind(e, f"{path}.{j}", k, name) for j, e in enumerate(s.elements))
            if not s.dtype.is_array:
                what = f"parameter {k} ('{name}')" + (f" leaf {path[1:]}" if path else "")
                raise XlacError(f"{what} is {s.dtype.name}[]: `xlac run` has no {s.dtype.name} values to pass in")
            item = next(pending, None)
            if item is None:
                return random_input(s, rng)
            arr, origin = item
            coerced = _coerce(np.asarray(arr), s.dtype)
            if coerced is None or coerced.shape != s.dims:
                what = f"parameter {k} ('{name}')" + (f" leaf {path[1:]}" if path else "")
                raise XlacError(f"{what} expects {_plain(s)}, but {origin} is {describe(np.asarray(arr))}")
            return _contiguous(coerced)
        out.append(bind(shape, ""))
    return out


def _plain(shape: ArrayShape) -> str:
    return f"{shape.dtype.name}[{','.join(map(str, shape.dims))}]"


def format_result(index: int, arr: np.ndarray) -> str:
    """`out0: f32[2,3] = [[...]]`, elided when large."""
    if arr.dtype.name in ("int4", "int2", "uint4", "uint2"):
        shown = arr.astype(np.int8)  # values, printed as integers
    elif arr.dtype.kind == "V" or _is_ml_float(arr.dtype):
        shown = np.asarray(arr, dtype=np.float32)
    else:
        shown = arr
    with np.printoptions(threshold=200, edgeitems=4, linewidth=100, precision=6):
        body = np.array2string(shown, separator=", ")
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
    """Write out0, out1, ... atomically: a failure never leaves a half-written file (and
    `-o /dev/null` writes into the device rather than replacing it)."""
    import io

    from xlac.files import write_atomically

    buffer = io.BytesIO()
    np.savez(buffer, **{f"out{k}": to_storable(r) for k, r in enumerate(results)})
    write_atomically({Path(path): buffer.getvalue()})


_NAMED = re.compile(r"^%?([A-Za-z_][\w.\-]*)=(.+)$", re.S)


def _param_index(token: str, params: list[tuple[str, Shape]]) -> int | None:
    """The parameter ``token`` names: exactly, or without JAX's ``.N`` suffix when that is unique."""
    names = [n.lstrip("%") for n, _ in params]
    if token in names:
        return names.index(token)
    base = [k for k, n in enumerate(names) if re.sub(r"\.\d+$", "", n) == token]
    return base[0] if len(base) == 1 else None


def bind_named_inputs(specs: list[str], params: list[tuple[str, Shape]], seed: int = 0) -> list:
    """Like :func:`bind_inputs`, and a spec ``NAME=SPEC`` binds the parameter called NAME.

    Positional specs bind parameters 0, 1, ... as before; named ones bind their parameter; the
    rest are random. ``f32=1.5`` stays an inline array unless a parameter is called ``f32``."""
    named: dict[int, str] = {}
    positional: list[str] = []
    for spec in specs:
        m = _NAMED.match(spec)
        index = _param_index(m.group(1), params) if m else None
        if index is None:
            if m and m.group(1) not in BY_NAME and not re.fullmatch(r"(?:\d+x)+[a-z0-9]+", m.group(1)):
                known = ", ".join(n for n, _ in params) or "none"
                raise XlacError(f"input '{spec}': the module has no parameter '{m.group(1)}' (parameters: {known})")
            positional.append(spec)
            continue
        if index in named:
            raise XlacError(f"parameter '{params[index][0]}' is given twice (--input {named[index]}, --input {spec})")
        named[index] = m.group(2)
    out = bind_inputs(positional, params, seed)
    if named:
        covered = len(read_input_specs(positional))
        for index, spec in sorted(named.items()):
            leaves_before = sum(len(list(s.leaves())) for _, s in params[:index])
            if leaves_before < covered:
                raise XlacError(f"parameter '{params[index][0]}' is given twice (by position and as {spec!r})")
            try:
                out[index] = bind_inputs([spec], [params[index]], seed)[0]
            except XlacError as e:  # bound alone, it was "parameter 0": say which one it is
                raise XlacError(e.message.replace("parameter 0 ", f"parameter {index} ", 1)) from None
    return out
