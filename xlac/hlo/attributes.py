"""Attribute values: decoding from HLO text and printing back.

The grammar hands each attribute over as its source text; the attribute's name picks the kind
(``dimensions`` is always an int list, ``window`` always a window...). Unknown or
execution-irrelevant attributes (metadata, sharding, backend_config...) stay :class:`RawAttr`
and print exactly as written.

    >>> decode("window", "{size=3 stride=2 pad=1_1}").dims[0]
    WindowDim(size=3, stride=2, pad_low=1, pad_high=1, lhs_dilate=1, rhs_dilate=1, reversal=False)
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xlac.hlo.ir import Computation, RawAttr


class AttrError(ValueError):
    """A malformed attribute value; the parser adds the location."""


# ---------------------------------------------------------------------------------------------
# Structured values


@dataclass(frozen=True)
class WindowDim:
    size: int
    stride: int = 1
    pad_low: int = 0
    pad_high: int = 0
    lhs_dilate: int = 1
    rhs_dilate: int = 1
    reversal: bool = False


@dataclass(frozen=True)
class Window:
    dims: tuple[WindowDim, ...]

    def __str__(self) -> str:
        if not self.dims:
            return "{}"
        parts = ["size=" + "x".join(str(d.size) for d in self.dims)]
        if any(d.stride != 1 for d in self.dims):
            parts.append("stride=" + "x".join(str(d.stride) for d in self.dims))
        if any(d.pad_low or d.pad_high for d in self.dims):
            parts.append("pad=" + "x".join(f"{d.pad_low}_{d.pad_high}" for d in self.dims))
        if any(d.lhs_dilate != 1 for d in self.dims):
            parts.append("lhs_dilate=" + "x".join(str(d.lhs_dilate) for d in self.dims))
        if any(d.rhs_dilate != 1 for d in self.dims):
            parts.append("rhs_dilate=" + "x".join(str(d.rhs_dilate) for d in self.dims))
        if any(d.reversal for d in self.dims):
            parts.append("rhs_reversal=" + "x".join(str(int(d.reversal)) for d in self.dims))
        return "{" + " ".join(parts) + "}"


@dataclass(frozen=True)
class ConvDims:
    """Convolution dimension numbers from `dim_labels=b01f_01io->b01f`."""

    text: str
    input_batch: int
    input_feature: int
    input_spatial: tuple[int, ...]
    kernel_input_feature: int
    kernel_output_feature: int
    kernel_spatial: tuple[int, ...]
    output_batch: int
    output_feature: int
    output_spatial: tuple[int, ...]

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Slice:
    """`slice={[0:8:2], [2:4]}`: per dimension (start, limit, stride)."""

    ranges: tuple[tuple[int, int, int], ...]

    def __str__(self) -> str:
        parts = []
        for s, l, st in self.ranges:
            parts.append(f"[{s}:{l}:{st}]" if st != 1 else f"[{s}:{l}]")
        return "{" + ", ".join(parts) + "}"


@dataclass(frozen=True)
class Padding:
    """`padding=0_1_1x-1_0`: per dimension (low, high, interior)."""

    dims: tuple[tuple[int, int, int], ...]

    def __str__(self) -> str:
        if not self.dims:
            return "{}"
        return "x".join(f"{lo}_{hi}_{it}" if it else f"{lo}_{hi}" for lo, hi, it in self.dims)


@dataclass(frozen=True)
class Ident:
    """A bare enum word: `direction=LT`, `kind=kLoop`, `api_version=API_VERSION_TYPED_FFI`."""

    value: str

    def __str__(self) -> str:
        return self.value

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return self.value == other
        return isinstance(other, Ident) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value)


@dataclass(frozen=True)
class ComputationRef:
    """An unresolved reference: a name, or (inline body) the body's text and offset."""

    name: str | None
    inline_text: str | None = None
    offset: int = 0


# ---------------------------------------------------------------------------------------------
# Decoders


_INT_RE = re.compile(r"-?\d+")


def _int(text: str) -> int:
    text = text.strip()
    if not _INT_RE.fullmatch(text):
        raise AttrError(f"expected an integer, got '{text}'")
    return int(text)


def _int_list(text: str) -> tuple[int, ...]:
    text = text.strip()
    if not (text.startswith("{") and text.endswith("}")):
        raise AttrError(f"expected a braced integer list such as {{1,0}}, got '{text}'")
    body = text[1:-1].strip()
    if not body:
        return ()
    return tuple(_int(t) for t in body.split(","))


def _bool(text: str) -> bool:
    if text == "true":
        return True
    if text == "false":
        return False
    raise AttrError(f"expected true or false, got '{text}'")


def _float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise AttrError(f"expected a number, got '{text}'") from None


def _ident(allowed: tuple[str, ...] | None = None) -> Callable[[str], Ident]:
    def decode(text: str) -> Ident:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.\-]*", text):
            raise AttrError(f"expected a name, got '{text}'")
        if allowed is not None and text not in allowed:
            raise AttrError(f"'{text}' is not one of {', '.join(allowed)}")
        return Ident(text)

    return decode


def string_value(text: str) -> str:
    """Decode a quoted HLO string (C escapes); an unquoted blob is returned as is."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        try:
            return ast.literal_eval(text)
        except (ValueError, SyntaxError):
            return text[1:-1]
    return text


def _string(text: str) -> str:
    if not (len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'"):
        raise AttrError(f"expected a quoted string, got '{text}'")
    return string_value(text)


def _window(text: str) -> Window:
    text = text.strip()
    if not (text.startswith("{") and text.endswith("}")):
        raise AttrError(f"expected a window such as {{size=3x3 stride=1x1}}, got '{text}'")
    fields: dict[str, str] = {}
    for item in re.split(r"[\s,]+", text[1:-1].strip()):
        if not item:
            continue
        key, eq, value = item.partition("=")
        if not eq:
            raise AttrError(f"window item '{item}' is not key=value")
        if key in fields:
            raise AttrError(f"window has '{key}' twice")
        fields[key] = value
    known = {"size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal"}
    for key in fields:
        if key not in known:
            raise AttrError(f"unknown window item '{key}' (expected one of {', '.join(sorted(known))})")
    if not fields:
        return Window(())
    if "size" not in fields:
        raise AttrError("window has no size=")
    sizes = [_int(s) for s in fields["size"].split("x")]
    n = len(sizes)

    def per_dim(key: str, default: int) -> list[int]:
        if key not in fields:
            return [default] * n
        vals = [_int(s) for s in fields[key].split("x")]
        if len(vals) != n:
            raise AttrError(f"window {key}= has {len(vals)} dimensions, size= has {n}")
        return vals

    pads = [(0, 0)] * n
    if "pad" in fields:
        pieces = fields["pad"].split("x")
        if len(pieces) != n:
            raise AttrError(f"window pad= has {len(pieces)} dimensions, size= has {n}")
        pads = []
        for p in pieces:
            m = re.fullmatch(r"(-?\d+)_(-?\d+)", p)
            if not m:
                raise AttrError(f"window pad '{p}' is not low_high")
            pads.append((int(m.group(1)), int(m.group(2))))
    strides = per_dim("stride", 1)
    lhs = per_dim("lhs_dilate", 1)
    rhs = per_dim("rhs_dilate", 1)
    rev = per_dim("rhs_reversal", 0)
    return Window(tuple(
        WindowDim(sizes[i], strides[i], pads[i][0], pads[i][1], lhs[i], rhs[i], bool(rev[i]))
        for i in range(n)
    ))


def _dim_labels(text: str) -> ConvDims:
    m = re.fullmatch(r"([0-9bf?]+)_([0-9io?]+)->([0-9bf?]+)", text)
    if not m:
        raise AttrError(f"expected dim_labels such as b01f_01io->b01f, got '{text}'")
    lhs, rhs, out = m.groups()

    def split(labels: str, a: str, b: str, what: str) -> tuple[int, int, tuple[int, ...]]:
        if labels.count(a) != 1 or labels.count(b) != 1:
            raise AttrError(f"{what} labels '{labels}' need exactly one '{a}' and one '{b}'")
        digits = sorted((int(c), i) for i, c in enumerate(labels) if c.isdigit())
        if [d for d, _ in digits] != list(range(len(digits))):
            raise AttrError(f"{what} labels '{labels}' must number spatial dims 0..n-1")
        return labels.index(a), labels.index(b), tuple(i for _, i in digits)

    ib, if_, isp = split(lhs, "b", "f", "input")
    ki, ko, ksp = split(rhs, "i", "o", "kernel")
    ob, of, osp = split(out, "b", "f", "output")
    if not len(isp) == len(ksp) == len(osp):
        raise AttrError(f"dim_labels '{text}' give different spatial ranks")
    return ConvDims(text, ib, if_, isp, ki, ko, ksp, ob, of, osp)


def _slice(text: str) -> Slice:
    text = text.strip()
    if not (text.startswith("{") and text.endswith("}")):
        raise AttrError(f"expected slice={{[start:limit:stride], ...}}, got '{text}'")
    ranges = []
    for m in re.finditer(r"\[([^\]]*)\]", text):
        parts = m.group(1).split(":")
        if len(parts) not in (2, 3):
            raise AttrError(f"slice range '[{m.group(1)}]' is not [start:limit] or [start:limit:stride]")
        vals = [_int(p) for p in parts] + ([1] if len(parts) == 2 else [])
        ranges.append(tuple(vals))
    rest = re.sub(r"\[[^\]]*\]", "", text[1:-1]).replace(",", "").strip()
    if rest:
        raise AttrError(f"unexpected '{rest}' in slice")
    return Slice(tuple(ranges))


def _padding(text: str) -> Padding:
    text = text.strip()
    if text == "{}":
        return Padding(())
    dims = []
    for piece in text.split("x"):
        m = re.fullmatch(r"(-?\d+)_(-?\d+)(?:_(\d+))?", piece)
        if not m:
            raise AttrError(f"expected padding low_high[_interior] per dimension, got '{piece}'")
        dims.append((int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)))
    return Padding(tuple(dims))


def _computation(text: str) -> ComputationRef:
    text = text.strip()
    if text.startswith("{"):
        return ComputationRef(None, text[1:-1])
    if not re.fullmatch(r"%?[A-Za-z_][A-Za-z0-9_.\-]*", text):
        raise AttrError(f"expected a computation name, got '{text}'")
    return ComputationRef(text.lstrip("%"))


def _computation_list(text: str) -> list[ComputationRef]:
    """`{a, b}`, or inline bodies `{ {...}, {...} }` (each ref keeps its body's offset in ``text``)."""
    lead = len(text) - len(text.lstrip())
    text = text.strip()
    if not (text.startswith("{") and text.endswith("}")):
        raise AttrError(f"expected a braced list of computation names, got '{text}'")
    refs, depth, start = [], 0, 1
    for k, ch in enumerate(text[1:-1], 1):
        depth += ch == "{"
        depth -= ch == "}"
        if ch == "," and depth == 0:
            refs.append((start, k))
            start = k + 1
    refs.append((start, len(text) - 1))
    out = []
    for a, b in refs:
        piece = text[a:b]
        if not piece.strip():
            if len(refs) == 1:
                return []
            raise AttrError(f"empty computation name in '{text}'")
        ref = _computation(piece)
        if ref.name is None:
            inner = a + piece.index("{") + 1
            ref = ComputationRef(None, text[inner:a + piece.rindex("}")], lead + inner)
        out.append(ref)
    return out


_INT_LISTS = {
    "dimensions", "lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims",
    "rhs_contracting_dims", "offset_dims", "collapsed_slice_dims", "start_index_map",
    "slice_sizes", "update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims",
    "operand_batching_dims", "start_indices_batching_dims", "input_batching_dims",
    "scatter_indices_batching_dims", "dynamic_slice_sizes", "fft_length", "lhs_ragged_dims",
    "rhs_group_dims",
}
_INTS = {
    "index", "iota_dimension", "index_vector_dim", "feature_index", "exponent_bits",
    "mantissa_bits", "k", "feature_group_count", "batch_group_count", "channel_id", "delta",
    "num_carries", "inferred_dimension", "cross_program_prefetch_index",
}
_BOOLS = {
    "is_stable", "largest", "indices_are_sorted", "unique_indices", "lower", "left_side",
    "unit_diagonal", "custom_call_has_side_effect", "is_composite", "is_reverse",
    "is_associative", "constrain_layout", "use_global_device_ids", "is_host_transfer",
    "has_dynamic_root",
}
_IDENTS: dict[str, tuple[str, ...] | None] = {
    "direction": ("EQ", "NE", "GE", "GT", "LE", "LT"),
    "type": ("FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
    "kind": ("kLoop", "kInput", "kOutput", "kCustom"),
    "distribution": ("rng_uniform", "rng_normal"),
    "fft_type": ("FFT", "IFFT", "RFFT", "IRFFT"),
    "api_version": ("API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                    "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"),
    "transpose_a": ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
    "algorithm": None, "schedule": None, "custom_call_schedule": None, "padding_type": None,
    "convolution_kind": None, "mode": None,
}
_COMPUTATIONS = {"to_apply", "calls", "condition", "body", "true_computation",
                 "false_computation", "select", "scatter"}
_COMPUTATION_LISTS = {"branch_computations", "called_computations"}

DECODERS: dict[str, Callable[[str], Any]] = {}
DECODERS.update({k: _int_list for k in _INT_LISTS})
DECODERS.update({k: _int for k in _INTS})
DECODERS.update({k: _bool for k in _BOOLS})
DECODERS.update({k: _ident(v) for k, v in _IDENTS.items()})
DECODERS.update({k: _computation for k in _COMPUTATIONS})
DECODERS.update({k: _computation_list for k in _COMPUTATION_LISTS})
DECODERS.update({
    "epsilon": _float, "custom_call_target": _string, "async_execution_thread": _string,
    "execution_thread": _string, "window": _window, "dim_labels": _dim_labels,
    "slice": _slice, "padding": _padding,
})


def decode(name: str, text: str) -> Any:
    """The typed value of attribute ``name`` written as ``text``; RawAttr for opaque ones."""
    decoder = DECODERS.get(name)
    if decoder is None:
        return RawAttr(text)
    if name == "slice_sizes" and re.match(r"\s*\{\s*\{", text):
        return RawAttr(text)  # collective-permute's per-pair sizes: {{128,32},{64,32}}
    return decoder(text)


def encode(name: str, value: Any) -> str:
    """HLO text for an attribute value (the inverse of decode)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, RawAttr):
        return str(value)
    if isinstance(value, Computation):
        return "%" + value.name
    if isinstance(value, (list, tuple)) and value and isinstance(value[0], Computation):
        return "{" + ", ".join("%" + c.name for c in value) + "}"
    if name in _INT_LISTS:
        return "{" + ",".join(map(str, value)) + "}"
    if isinstance(value, (list, tuple)) and name in _COMPUTATION_LISTS:
        return "{}"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    if isinstance(value, float):
        return repr(value)
    return str(value)


@dataclass(frozen=True)
class DotDims:
    """A dot's dimension numbers plus the free (non-batch, non-contracting) dims of each side;
    the result's dims are batch, lhs free, rhs free (XLA's order)."""

    lhs_batch: tuple[int, ...]
    rhs_batch: tuple[int, ...]
    lhs_contracting: tuple[int, ...]
    rhs_contracting: tuple[int, ...]
    lhs_free: tuple[int, ...]
    rhs_free: tuple[int, ...]

    @staticmethod
    def of(attrs: dict, lhs_rank: int, rhs_rank: int) -> DotDims:
        lb, rb = tuple(attrs.get("lhs_batch_dims", ())), tuple(attrs.get("rhs_batch_dims", ()))
        lc, rc = tuple(attrs.get("lhs_contracting_dims", ())), tuple(attrs.get("rhs_contracting_dims", ()))
        lf = tuple(d for d in range(lhs_rank) if d not in lb and d not in lc)
        rf = tuple(d for d in range(rhs_rank) if d not in rb and d not in rc)
        return DotDims(lb, rb, lc, rc, lf, rf)


_ALIAS_RE = re.compile(r"\{([0-9,\s]*)\}\s*:\s*\(\s*(\d+)\s*,\s*\{([0-9,\s]*)\}")


def parse_aliasing(text: str) -> list[tuple[tuple[int, ...], int, tuple[int, ...]]]:
    """``output_to_operand_aliasing={{0}: (1, {}), ...}`` -> [(output index, operand number,
    index in that operand)]."""
    def index(s: str) -> tuple[int, ...]:
        return tuple(int(x) for x in s.replace(" ", "").split(",") if x)

    return [(index(a), int(k), index(b)) for a, k, b in _ALIAS_RE.findall(text)]
