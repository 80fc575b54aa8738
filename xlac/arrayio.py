"""Arrays in and out of the command line: `--input` specs, random inputs, result printing, .npz.

Input specs, one per `--input`:
  x.npy                one array for the next parameter
  case.npz             arrays in0, in1, ... (or arr_0, ...) for the next parameters; a tuple
                       parameter's leaves as in0.0, in0.1, in0.1.0 ... (or as plain in0, in1...).
                       Keys are checked: a gap, a stray name or a leaf key that is not the
                       parameter's is an error, never a silently random or shifted input
  2x3xf32=1,2,3,4,5,6  an inline array; `f32=1.5` a scalar; `4xs32=7` fills with one value;
                       HLO's spelling too: `f32[2,3]=1,2,3,4,5,6`, `f32[]=1.5`, `f32[2,3]{1,0}=...`
                       (the layout is checked and ignored: values are in row-major order)

Inline values are checked against the type: an integer out of range, a pred other than
true/false/1/0, or a float that overflows the type (1e40 for f32) is an error, as in XLA's parser.

A tuple-typed parameter takes its leaves, depth-first, from the next arrays. A rank-0 array stays
rank 0. bf16 and f8 arrays may be given as raw bits (uint16 / uint8 of the same width), as the
corpus stores them; results of those types are written to .npz as raw bits too. s4/u4 (and s2/u2)
arrays may be given as integer values in range (int8 for s4) or as the raw uint8 nibbles xlac
writes for such results.
"""

from __future__ import annotations

import math
import re
import zipfile
from pathlib import Path
from typing import Any, NamedTuple

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


# f32[2,3]=..., f32[2,3]{1,0}=... (a layout), f32[2,2] {{1,2},{3,4}} (HLO's literal, no '=')
_HLO_SHAPE = re.compile(r"\s*([a-z][a-z0-9]*)\[([^\]]*)\]\s*(\{[^{}]*\})?\s*(=?)(.*)", re.S)
_DIMS_SHAPE = re.compile(r"\s*((?:\d+x)*)([a-z][a-z0-9]*)\s*=(.*)", re.S)
# a value: HLO's complex (re, im), a brace, or a run of anything but separators
_TOKEN = re.compile(r"\(\s*[^(){},\s]+\s*,\s*[^(){},\s]+\s*\)|[{}]|[^\s,{}]+")
_MAX_BYTES = 1 << 48  # no machine holds more: the count is not a mistyped shape only below this


class _InlineError(XlacError):
    """Not an inline array at all (as opposed to one with a bad value)."""


def _inline_error(spec: str, why: str) -> XlacError:
    return XlacError(f"inline input '{spec}': {why}")


def _parse_inline(spec: str) -> np.ndarray:
    """An inline array; a single value for many elements is a read-only broadcast, so that a huge
    shape costs nothing before it is checked against the parameter (and its memory)."""
    dt, dims, text = _inline_parts(spec)
    count = math.prod(dims)  # Python ints: 3037000500x3037000500 does not wrap
    shape = f"{dt.name}[{','.join(map(str, dims))}]"
    if count * dt.np.itemsize > _MAX_BYTES:
        raise _inline_error(spec, f"{shape} is {count} elements, more than any machine holds")
    tokens = _TOKEN.findall(text)
    if "{" in tokens or "}" in tokens:
        tokens = _unbrace(tokens, dims, spec, shape)
    if len(tokens) == 1 and count != 1:
        return np.broadcast_to(_values(tokens, dt, spec), dims)
    if len(tokens) != count:
        raise XlacError(f"inline input '{spec}' has {len(tokens)} values; {shape} needs {count}")
    return _values(tokens, dt, spec).reshape(dims)


def _inline_parts(spec: str) -> tuple[DType, tuple[int, ...], str]:
    """(type, dims, values text) of an inline spec in either spelling."""
    hlo = _HLO_SHAPE.fullmatch(spec)
    if hlo:
        name, dims_text, layout, equals, values = hlo.groups()
        if not equals:  # HLO's literal: f32[2] {1,2} (the braces are the values), f32[2]{0} {1,2}
            if layout is not None and not values.strip():
                layout, values = None, layout
            elif not values.lstrip().startswith("{"):
                raise _not_inline(spec)
        dims = _hlo_dims(dims_text, spec)
        if layout is not None:
            _check_layout(layout, len(dims), spec)
    else:
        m = _DIMS_SHAPE.fullmatch(spec)
        if not m:
            raise _not_inline(spec)
        dims_x, name, values = m.groups()
        dims = tuple(int(d) for d in dims_x.split("x") if d)
    dt = BY_NAME.get(name)
    if dt is None:
        raise _not_inline(spec)
    if dt.np_name is None:
        raise _inline_error(spec, f"{dt.name} has no values to give")
    return dt, dims, values


def _not_inline(spec: str) -> XlacError:
    return _InlineError(f"cannot read input '{spec}': not a file, and not an inline array like "
                        f"'2x3xf32=1,2,3,4,5,6', 'f32[2,3]=1,2,3,4,5,6' or 'f32=1.5'")


def _hlo_dims(text: str, spec: str) -> tuple[int, ...]:
    if not text.strip():
        return ()
    parts = [p.strip() for p in text.split(",")]
    if not all(re.fullmatch(r"\d+", p) for p in parts):
        raise _inline_error(spec, f"the dimensions [{text}] are not a list of sizes like [2,3]")
    return tuple(int(p) for p in parts)


def _check_layout(layout: str, rank: int, spec: str) -> None:
    """A layout ({1,0}) must be a permutation of the dimensions; it does not change the values'
    order (an HLO literal's values are row-major whatever its layout)."""
    minor_to_major = layout[1:-1].split(":")[0]
    parts = [p.strip() for p in minor_to_major.split(",") if p.strip()]
    if not all(p.isdigit() for p in parts) or sorted(int(p) for p in parts) != list(range(rank)):
        raise _inline_error(spec, f"the layout {layout} is not a permutation of the {rank} dimensions")


def _unbrace(tokens: list[str], dims: tuple[int, ...], spec: str, shape: str) -> list[str]:
    """The values of a braced HLO literal ({{1,2},{3,4}}), its nesting checked against the shape."""
    out: list[str] = []
    pos = 0

    def level(depth: int) -> None:
        nonlocal pos
        if depth == len(dims):
            if pos >= len(tokens) or tokens[pos] in "{}":
                raise _brace_error(spec, shape)
            out.append(tokens[pos])
            pos += 1
            return
        if pos >= len(tokens) or tokens[pos] != "{":
            raise _brace_error(spec, shape)
        pos += 1
        for _ in range(dims[depth]):
            level(depth + 1)
        if pos >= len(tokens) or tokens[pos] != "}":
            raise _brace_error(spec, shape)
        pos += 1

    if not dims:
        raise _inline_error(spec, f"{shape} is a scalar: its value takes no braces")
    level(0)
    if pos != len(tokens):
        raise _brace_error(spec, shape)
    return out


def _brace_error(spec: str, shape: str) -> XlacError:
    return _inline_error(spec, f"the braces do not nest as {shape} (one level per dimension, "
                               f"each holding that many entries)")


def _values(tokens: list[str], dt: DType, spec: str) -> np.ndarray:
    """The tokens as an array of ``dt``, every value checked to fit the type."""
    if dt.kind is Kind.PRED:
        words = {"true": True, "1": True, "false": False, "0": False}
        bad = [t for t in tokens if t.lower() not in words]
        if bad:
            raise _inline_error(spec, f"'{bad[0]}' is not a pred value (true, false, 1 or 0)")
        return np.array([words[t.lower()] for t in tokens], dtype=bool)
    if dt.is_integer:
        return _integers(tokens, dt, spec)
    if dt.is_complex:
        pairs = [_complex(t, spec) for t in tokens]
        parts = np.array(pairs, dtype=np.float64).reshape(-1, 2)
        part_type = np.dtype(np.float32 if dt.np.itemsize == 8 else np.float64)
        _check_floats(parts, part_type, dt.name, [t for t in tokens for _ in (0, 1)], spec)
        z = np.empty(len(pairs), dtype=np.complex128)  # not re + 1j * im: 1j * inf has a NaN real part
        z.real, z.imag = parts[:, 0], parts[:, 1]
        return z.astype(dt.np)
    wide = np.array([_float(t, dt, spec) for t in tokens], dtype=np.float64)
    return _check_floats(wide, dt.np, dt.name, tokens, spec)


def _integers(tokens: list[str], dt: DType, spec: str) -> np.ndarray:
    lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1) if dt.is_signed else (0, (1 << dt.bits) - 1)
    values = []
    for t in tokens:
        if not re.fullmatch(r"[+-]?\d+", t):
            raise _inline_error(spec, f"'{t}' is not an integer ({dt.name})")
        v = int(t)
        if not lo <= v <= hi:
            raise _inline_error(spec, f"{t} is out of range for {dt.name} [{lo}, {hi}]")
        values.append(v)
    wide = np.array(values, dtype=np.uint64 if dt.name == "u64" else np.int64)
    return wide.astype(dt.np)


def _float(token: str, dt: DType, spec: str) -> float:
    try:
        v = float(token)
    except ValueError:
        raise _inline_error(spec, f"'{token}' is not a number ({dt.name})") from None
    if math.isinf(v) and "inf" not in token.lower():  # 1e400: no double holds it
        raise _inline_error(spec, f"{token} is out of range for {dt.name}")
    return v


def _complex(token: str, spec: str) -> tuple[float, float]:
    """1+2j, 1+2i, 3, inf, nan-2j, or HLO's (1, 2)."""
    if token.startswith("("):
        re_, im = token[1:-1].split(",")
        return _float(re_.strip(), BY_NAME["c128"], spec), _float(im.strip(), BY_NAME["c128"], spec)
    text = token[:-1] + "j" if token.endswith("i") and not token.lower().endswith("inf") else token
    try:
        z = complex(text)
    except ValueError:
        raise _inline_error(spec, f"'{token}' is not a complex number (like 1+2j)") from None
    if any(math.isinf(p) for p in (z.real, z.imag)) and "inf" not in token.lower():
        raise _inline_error(spec, f"{token} is out of range")
    return z.real, z.imag


def _check_floats(wide: np.ndarray, np_type: np.dtype, name: str, tokens: list[str], spec: str) -> np.ndarray:
    """``wide`` as ``np_type``; a value that becomes inf or NaN there (1e40 as f32, inf as an f8
    without infinities) is an error, as XLA's parser makes it."""
    with np.errstate(all="ignore"):
        arr = wide.astype(np_type)
        back = arr.astype(np.float64)
    changed = (np.isfinite(wide) & ~np.isfinite(back)) | (np.isinf(wide) & ~np.isinf(back)) \
        | (np.isnan(wide) & ~np.isnan(back))
    if changed.any():
        k = int(np.argmax(changed.reshape(-1)))
        raise _inline_error(spec, f"{tokens[k]} is out of range for {name}")
    return arr


class InputArray(NamedTuple):
    """One array an `--input` gave, where it came from, and its key when from an .npz."""

    array: np.ndarray
    origin: str  # for messages: the file, file:key, or the inline spec quoted
    npz: str | None = None
    key: str = ""
    by_leaf: bool = False  # the .npz names a tuple parameter's leaves (in0.1.0): keys are checked at binding
    spec_index: int = 0  # which --input it came from


_NPY_MAGIC = b"\x93NUMPY"
_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")


def read_input_specs(specs: list[str], results_ok: bool = False) -> list[InputArray]:
    """Each spec as arrays, with where each came from. ``results_ok``: an .npz holding only
    results (out0, ...) gives no arrays instead of being an error (a module with no parameters)."""
    arrays: list[InputArray] = []
    for index, spec in enumerate(specs):
        suffix = Path(spec).suffix.lower()
        if suffix in (".npy", ".npz"):
            head = _read_head(spec)
            if suffix == ".npy":
                arrays.append(InputArray(_load_npy(spec, head), spec, spec_index=index))
            else:
                arrays += [a._replace(spec_index=index) for a in _load_npz(spec, head, results_ok)]
            continue
        try:
            arrays.append(InputArray(_parse_inline(spec), f"'{spec}'", spec_index=index))
        except _InlineError:
            if Path(spec).exists():
                raise XlacError(f"cannot read input '{spec}': unknown file type '{Path(spec).suffix}': "
                                f"expected .npy or .npz") from None
            raise
    return arrays


def _read_head(spec: str) -> bytes:
    """The first bytes of an input file: a missing, unreadable or empty file is an error here."""
    try:
        with open(spec, "rb") as f:
            head = f.read(8)
    except FileNotFoundError:
        raise XlacError(f"input file {spec} does not exist") from None
    except IsADirectoryError:
        raise XlacError(f"cannot read {spec}: it is a directory") from None
    except OSError as e:
        raise XlacError(f"cannot read {spec}: {e.strerror or e}") from None
    if not head:
        raise XlacError(f"cannot read {spec}: the file is empty")
    return head


def _load_npy(spec: str, head: bytes) -> np.ndarray:
    if head.startswith(_ZIP_MAGIC):
        raise XlacError(f"cannot read {spec}: it is an .npz (zip) archive, not an .npy; name it .npz")
    if not head.startswith(_NPY_MAGIC):
        raise XlacError(f"cannot read {spec}: not an .npy file (np.save writes them)")
    try:
        arr = np.load(spec, allow_pickle=False)
    except (ValueError, OSError, EOFError, MemoryError) as e:
        raise XlacError(f"cannot read {spec}: {e or 'the file is damaged'}") from None
    return arr


def _load_npz(spec: str, head: bytes, results_ok: bool) -> list[InputArray]:
    if head.startswith(_NPY_MAGIC):
        raise XlacError(f"cannot read {spec}: it is an .npy array, not an .npz archive; name it .npy")
    if not head.startswith(_ZIP_MAGIC):
        raise XlacError(f"cannot read {spec}: not an .npz file (a zip archive of arrays, as np.savez writes)")
    try:
        with np.load(spec, allow_pickle=False) as data:
            keys, by_leaf = _npz_input_keys(list(data.keys()), spec, results_ok)
            return [InputArray(data[k], f"{spec}:{k}", spec, k, by_leaf) for k in keys]
    except (ValueError, OSError, EOFError, MemoryError, zipfile.BadZipFile, KeyError) as e:
        raise XlacError(f"cannot read {spec}: {e or 'the file is damaged'}") from None


_INDEX = r"(?:0|[1-9]\d*)"
_IN_KEY = re.compile(rf"in({_INDEX}(?:\.{_INDEX})*)")
_ARR_KEY = re.compile(rf"arr_({_INDEX})")
_OUT_KEY = re.compile(rf"out{_INDEX}(?:\.{_INDEX})*")


def _npz_input_keys(keys: list[str], spec: str, results_ok: bool = False) -> tuple[list[str], bool]:
    """The input keys in binding order (in0, in1, ... numerically; a tuple's leaves in0.0, in0.1,
    ... depth-first), and whether they name leaves. Results (out0...) beside inputs are ignored
    (corpus cases hold both); any other name, a gap, or a mix of in and arr_ names is an error."""
    ins = {k: tuple(int(p) for p in m.group(1).split(".")) for k in keys if (m := _IN_KEY.fullmatch(k))}
    arrs = {k: (int(m.group(1)),) for k in keys if (m := _ARR_KEY.fullmatch(k))}
    outs = [k for k in keys if _OUT_KEY.fullmatch(k)]
    stray = [k for k in keys if k not in ins and k not in arrs and k not in outs]
    if stray:
        raise XlacError(f"{spec}: unexpected array name{'s' if len(stray) > 1 else ''} {', '.join(stray)}: inputs "
                        f"are named in0, in1, ... (in0.0, in0.1, ... for a tuple parameter's leaves) or arr_0, "
                        f"arr_1, ...")
    if ins and arrs:
        raise XlacError(f"{spec} mixes in0, in1, ... and arr_0, arr_1, ... names ({', '.join(sorted(ins))} and "
                        f"{', '.join(sorted(arrs))}): use one")
    numbered = ins or arrs
    if not numbered:
        if outs and results_ok:
            return [], False  # a corpus case of a module without parameters: results only
        if outs:
            raise XlacError(f"{spec} holds only results ({', '.join(outs[:3])}{', ...' if len(outs) > 3 else ''}): "
                            f"it looks like the output of `xlac run -o`; inputs are named in0, in1, ...")
        raise XlacError(f"{spec} has no arrays named in0, in1, ... or arr_0, arr_1, ... (it has none)")
    prefix = "in" if ins else "arr_"
    tops = {index[0] for index in numbered.values()}
    missing = [n for n in range(max(tops) + 1) if n not in tops]
    if missing:
        raise XlacError(f"{spec} has no {prefix}{missing[0]} (it has: {', '.join(sorted(numbered, key=numbered.get))}): "
                        f"arrays are numbered from {prefix}0 without gaps")
    by_leaf = any(len(index) > 1 for index in numbered.values())
    return sorted(numbered, key=numbered.get), by_leaf


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
    """A C-contiguous, writable copy only when needed (an inline fill is a read-only broadcast);
    rank 0 stays rank 0 (np.ascontiguousarray makes it [1])."""
    return arr if arr.flags.c_contiguous and arr.flags.writeable else np.array(arr, order="C")


class _Slot(NamedTuple):
    """One array an entry parameter takes: the parameter, and the leaf's path in its tuple."""

    index: int
    name: str
    path: str  # "" for an array parameter, ".1.0" for a tuple's leaf
    shape: Shape

    def what(self) -> str:
        return f"parameter {self.index} ('{self.name}')" + (f" leaf {self.path[1:]}" if self.path else "")


def _slots(params: list[tuple[str, Shape]]) -> list[_Slot]:
    out: list[_Slot] = []

    def walk(k: int, name: str, s: Shape, path: str) -> None:
        if s.is_tuple:
            for j, e in enumerate(s.elements):
                walk(k, name, e, f"{path}.{j}")
        else:
            out.append(_Slot(k, name, path, s))

    for k, (name, shape) in enumerate(params):
        walk(k, name, shape, "")
    return out


def _check_leaf_keys(given: list[InputArray], slots: list[_Slot]) -> None:
    """An .npz that names leaves (in0.1.0) must name exactly the leaves its arrays bind, counted
    from the parameter it starts at: flat in0.0, in0.1, in0.2 for a nested tuple is an error."""
    start = 0
    for i, item in enumerate(given):
        if i == 0 or item.spec_index != given[i - 1].spec_index:
            start = i
        if not item.by_leaf:
            continue
        first = slots[start]
        if i == start and not re.fullmatch(r"(\.0)*", first.path):
            raise XlacError(f"{item.npz} names its arrays by parameter and leaf (in0.0, ...), but the inputs before "
                            f"it end inside {first.what()}'s tuple")
        slot = slots[i]
        expected = f"in{slot.index - first.index}{slot.path}"
        if item.key != expected:
            keys = [f"in{s.index - first.index}{s.path}" for s in slots if s.index == slot.index]
            raise XlacError(f"{item.npz}: its array {item.key} comes where {slot.what()} is expected, whose key is "
                            f"{expected} (that parameter's keys: {', '.join(keys)})")


def bind_inputs(specs: list[str], params: list[tuple[str, Shape]], seed: int = 0,
                filled: list[int] | None = None) -> list[Any]:
    """Values for every entry parameter: from specs in order, then random (seeded) for the rest.

    A tuple-typed parameter takes its leaves from the next arrays and becomes a (nested) tuple.
    ``filled``: gets the number of each parameter given random values (wholly or in part)."""
    given = read_input_specs(specs, results_ok=not params)
    slots = _slots(params)
    if len(given) > len(slots):
        where = f"{len(params)} parameters" if len(slots) == len(params) else \
            f"{len(params)} parameters with {len(slots)} arrays in all"
        raise XlacError(f"{len(given)} input arrays given, but the module takes {where}")
    _check_leaf_keys(given, slots)
    rng = np.random.default_rng(seed)
    pending = iter(zip(given, slots))
    made = [0]  # random leaves so far

    def bind(s: Shape) -> Any:
        if s.is_tuple:
            return tuple(bind(e) for e in s.elements)
        item = next(pending, None)
        if item is None:
            made[0] += 1
            return random_input(s, rng)
        (arr, origin, *_), slot = item
        arr = np.asarray(arr)
        # the shape first: a mismatched inline fill is a broadcast, never expanded to be refused
        coerced = _coerce(arr, s.dtype) if arr.shape == s.dims else None
        if coerced is None and any(d < 0 for d in s.dims):
            raise XlacError(f"{slot.what()} is {_plain(s)}, a dimension of unknown size: xlac runs static "
                            "shapes (give the module the sizes it runs with)")
        if coerced is None:
            raise XlacError(f"{slot.what()} expects {_plain(s)}, but {origin} is {describe(arr)}")
        return _contiguous(coerced)

    for slot in slots:
        if not slot.shape.dtype.is_array:
            raise XlacError(f"{slot.what()} is {slot.shape.dtype.name}[]: `xlac run` has no "
                            f"{slot.shape.dtype.name} values to pass in")
    out = []
    for k, (_, shape) in enumerate(params):
        before = made[0]
        out.append(bind(shape))
        if filled is not None and made[0] > before:
            filled.append(k)
    return out


def _plain(shape: ArrayShape) -> str:
    """The shape without its layout (``?`` for an unbounded dim, as HLO writes it)."""
    return f"{shape.dtype.name}[{','.join('?' if d < 0 else str(d) for d in shape.dims)}]"


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


def check_output_path(path: str) -> None:
    """`-o` takes .npz (any number of results) or .npy (exactly one), or a device or pipe (an .npz
    is written into it); checked before the run, so that a long run is not lost to a typo."""
    from xlac.files import is_special

    if Path(path).suffix.lower() not in (".npz", ".npy") and not is_special(Path(path)):
        raise XlacError(f"cannot write results to '{path}': name it .npz (out0, out1, ...) or .npy (one result)")


def write_results(path: str, results: list[np.ndarray]) -> None:
    """Write the results to ``path``: .npy holds the one result, otherwise an .npz of out0, out1, ..."""
    import io

    from xlac.files import write_atomically

    if Path(path).suffix.lower() != ".npy":
        write_npz(path, results)
        return
    if len(results) != 1:
        raise XlacError(f"cannot write {len(results)} results to the .npy '{path}': an .npy holds one array; "
                        f"name it .npz (out0, out1, ...)")
    buffer = io.BytesIO()
    np.save(buffer, to_storable(results[0]))
    write_atomically({Path(path): buffer.getvalue()})


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


def _is_inline(spec: str) -> bool:
    try:
        _parse_inline(spec)
    except XlacError:
        return False
    return True


def bind_named_inputs(specs: list[str], params: list[tuple[str, Shape]], seed: int = 0,
                      filled: list[int] | None = None) -> list:
    """Like :func:`bind_inputs`, and a spec ``NAME=SPEC`` binds the parameter called NAME.

    Positional specs bind parameters 0, 1, ... as before; named ones bind their parameter; the
    rest are random (``filled`` gets their numbers). A spec that reads as an inline array is one,
    even where a parameter is called ``f32``: ``f32=1.5`` is the scalar, ``f32=f32=1.5`` (or
    ``f32=x.npy``) the parameter."""
    named: dict[int, str] = {}
    positional: list[str] = []
    for spec in specs:
        m = _NAMED.match(spec)
        index = _param_index(m.group(1), params) if m else None
        if index is not None and _is_inline(spec):
            index = None
        if index is None:
            if m and m.group(1) not in BY_NAME and not re.fullmatch(r"(?:\d+x)+[a-z0-9]+", m.group(1)):
                known = ", ".join(n for n, _ in params) or "none"
                raise XlacError(f"input '{spec}': the module has no parameter '{m.group(1)}' (parameters: {known})")
            positional.append(spec)
            continue
        if index in named:
            raise XlacError(f"parameter '{params[index][0]}' is given twice (--input {named[index]}, --input {spec})")
        named[index] = m.group(2)
    random: list[int] = []
    out = bind_inputs(positional, params, seed, random)
    if filled is not None:
        filled.extend(k for k in random if k not in named)
    if named:
        covered = len(read_input_specs(positional, results_ok=True))
        for index, spec in sorted(named.items()):
            leaves_before = sum(len(list(s.leaves())) for _, s in params[:index])
            if leaves_before < covered:
                raise XlacError(f"parameter '{params[index][0]}' is given twice (by position and as {spec!r})")
            try:
                out[index] = bind_inputs([spec], [params[index]], seed)[0]
            except XlacError as e:  # bound alone, it was "parameter 0": say which one it is
                raise XlacError(e.message.replace("parameter 0 ", f"parameter {index} ", 1)) from None
    return out


def random_inputs_note(names: list[str], total: int, seed: int) -> str:
    """The one line `xlac run` prints when parameters got random values (``names``, of ``total``)."""
    shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
    if total == 1:
        which = "the parameter"
    elif len(names) == total:
        which = "both parameters" if total == 2 else f"all {total} parameters"
    else:
        which = f"{len(names)} of {total} parameters"
    return (f"xlac: note: random values (--seed {seed}) for {which}, as no --input gives "
            f"{'it' if len(names) == 1 else 'them'}: {shown}; --random-inputs asks for them without this note")
