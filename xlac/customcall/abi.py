"""Facts about the custom-call ABIs shared by the interpreter, the LLVM emitter and the host
bridge: API version numbers, FFI element-type codes, how a target name becomes a symbol, the
call-site descriptor compiled code leaves for the host bridge, the failure protocol of the entry
function, and the normal form of typed-FFI attributes (sorted, typed) that both the ctypes and
the LLVM encoders lay out.

Failure protocol (documented in the generated header): when a custom call fails, the entry
function stops and returns ``STATUS_CUSTOM_CALL_FAILED``; ``temp`` then starts with a
NUL-terminated ``"<target>: <message>"`` of at most ``ERROR_MESSAGE_BYTES`` bytes. Modules with
custom calls always ask for at least that much temp, so no allocation is needed anywhere.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.dtypes import BY_NAME, DType, from_numpy
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape, Layout, Shape, shape_from_json, shape_to_json

# The C side of the ABI: the header custom-call authors include (`xlac ffi-header`) and the
# runtime C file (``xlac_ffi_api``, the status setters) that objects with custom calls link.
INCLUDE_DIR = Path(__file__).resolve().parent / "include"
RUNTIME_SOURCE = Path(__file__).resolve().parent / "runtime" / "xlac_ffi_runtime.c"

# XLA's CustomCallApiVersion (hlo.proto).
API_ORIGINAL, API_STATUS_RETURNING, API_STATUS_RETURNING_UNIFIED, API_TYPED_FFI = 1, 2, 3, 4
API_VERSION_NAMES = {
    "API_VERSION_UNSPECIFIED": API_ORIGINAL, "API_VERSION_ORIGINAL": API_ORIGINAL,
    "API_VERSION_STATUS_RETURNING": API_STATUS_RETURNING,
    "API_VERSION_STATUS_RETURNING_UNIFIED": API_STATUS_RETURNING_UNIFIED,
    "API_VERSION_TYPED_FFI": API_TYPED_FFI,
}

STATUS_CUSTOM_CALL_FAILED = 1
ERROR_MESSAGE_BYTES = 1024          # "<target>: <message>\0" at the start of temp on failure
STATUS_MESSAGE_BYTES = 1016         # XlaCustomCallStatus.message capacity (xlac_ffi.h)
STATUS_STRUCT_BYTES = 8 + STATUS_MESSAGE_BYTES
SITE_MAGIC = 0x4554495343414C58     # b"XLACSITE" little-endian: marks a call-site descriptor
FFI_API_SYMBOL = "xlac_ffi_api"
TABLE_SYMBOL = "xlac_custom_calls"
STAGE_EXECUTE = 3
ATTR_ARRAY, ATTR_DICTIONARY, ATTR_SCALAR, ATTR_STRING = 1, 2, 3, 4

# XLA_FFI_DataType codes (xla/ffi/api/c_api.h) by xlac dtype name; absent ones are INVALID (0).
FFI_DTYPE: dict[str, int] = {
    "pred": 1, "s8": 2, "s16": 3, "s32": 4, "s64": 5, "u8": 6, "u16": 7, "u32": 8, "u64": 9,
    "f16": 10, "f32": 11, "f64": 12, "c64": 15, "bf16": 16, "token": 17, "c128": 18,
    "f8e5m2": 19, "f8e4m3fn": 20, "s4": 21, "u4": 22, "f8e4m3b11fnuz": 23, "f8e5m2fnuz": 24,
    "f8e4m3fnuz": 25, "s2": 26, "u2": 27, "f8e4m3": 28, "f8e3m4": 29, "f4e2m1fn": 32,
    "f8e8m0fnu": 33,
}
DTYPE_OF_FFI: dict[int, str] = {code: name for name, code in FFI_DTYPE.items()}

_C_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

# Targets that only carry sharding / placement information: identities on one device.
IDENTITY_TARGETS = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "MoveToHost",
                              "MoveToDevice", "annotate_device_placement", "LayoutConstraint"})


def parse_api_version(value: Any) -> int:
    """1..4 from an HLO ``api_version`` word, an int, or None (XLA's default: ORIGINAL)."""
    if value is None:
        return API_ORIGINAL
    if isinstance(value, (int, np.integer)) and 1 <= int(value) <= 4:
        return int(value)
    name = str(value)
    if name in API_VERSION_NAMES:
        return API_VERSION_NAMES[name]
    if name.isdigit() and 1 <= int(name) <= 4:
        return int(name)
    raise XlacError(f"unknown custom-call api_version '{value}' (one of {', '.join(API_VERSION_NAMES)} "
                    f"or 1..4)")


def api_version_of(instr: Instruction) -> int:
    return parse_api_version(instr.attrs.get("api_version"))


def symbol_name(target: str) -> str:
    """The linker symbol of a target: its name when that is a C identifier, else
    ``xlac_cc_`` + the name with every byte outside [A-Za-z0-9] written ``_xx`` (hex)."""
    if _C_IDENT.fullmatch(target):
        return target
    return "xlac_cc_" + "".join(chr(b) if chr(b).isalnum() and b < 128 else f"_{b:02x}"
                                for b in target.encode())


def ffi_dtype(dt: DType) -> int:
    return FFI_DTYPE.get(dt.name, 0)


# ---- operand layouts ------------------------------------------------------------------------

_SHAPE_TOKEN = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\](?:\{([^{}]*)\})?")


def operand_layouts(instr: Instruction) -> list[Shape]:
    """The shape each operand is passed in: ``operand_layout_constraints`` when present (XLA
    lays the operand out so), else the operand's own shape."""
    shapes = [o.shape for o in instr.operands]
    raw = instr.attrs.get("operand_layout_constraints")
    if raw is None:
        return shapes
    found = _SHAPE_TOKEN.findall(str(raw))
    if len(found) != len(shapes) or any(s.is_tuple for s in shapes):
        return shapes
    out: list[Shape] = []
    for shape, (_, _, layout) in zip(shapes, found):
        m2m = tuple(int(d) for d in layout.split(":")[0].split(",") if d.strip()) if layout else None
        ok = m2m is not None and sorted(m2m) == list(range(shape.rank))
        out.append(ArrayShape(shape.dtype, shape.dims, Layout(m2m)) if ok else shape)
    return out


def aliased_operands(instr: Instruction) -> dict[tuple[int, ...], int]:
    """``output_to_operand_aliasing={{0}: (0, {})}`` as {result index path: operand number}
    (only whole-operand aliases; XLA's CPU targets use no others)."""
    raw = instr.attrs.get("output_to_operand_aliasing")
    if raw is None:
        return {}
    pairs = re.findall(r"\{([\d,\s]*)\}\s*:\s*\(\s*(\d+)\s*,\s*\{\s*\}\s*\)", str(raw))
    return {tuple(int(x) for x in path.split(",") if x.strip()): int(op) for path, op in pairs}


# ---- call-site descriptor -------------------------------------------------------------------

@dataclass
class Site:
    """What the host bridge needs to know about one call: the operand shapes as passed (with
    layouts), the result shape and the ABI. Compiled code carries it as JSON text behind a
    ``{u64 SITE_MAGIC; const char *json}`` record (FFI: in call_frame->ctx; legacy: in[-1])."""

    target: str
    api_version: int
    operands: list[Shape]
    result: Shape

    def to_json(self) -> str:
        return json.dumps({"target": self.target, "api_version": self.api_version,
                           "operands": [shape_to_json(s) for s in self.operands],
                           "result": shape_to_json(self.result)}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Site:
        doc = json.loads(text)
        return cls(doc["target"], int(doc["api_version"]), [shape_from_json(s) for s in doc["operands"]],
                   shape_from_json(doc["result"]))

    @classmethod
    def of(cls, instr: Instruction) -> Site:
        return cls(instr.attrs["custom_call_target"], api_version_of(instr), operand_layouts(instr), instr.shape)


# ---- typed-FFI attributes -------------------------------------------------------------------

@dataclass
class FfiAttr:
    """One attribute as XLA passes it: ``kind`` is ATTR_*; ``value`` is a numpy scalar
    (SCALAR), a 1-D numpy array (ARRAY), bytes (STRING) or a list of FfiAttr (DICTIONARY)."""

    name: str
    kind: int
    dtype: int
    value: Any


def normalize_attrs(attrs: dict[str, Any], where: str = "") -> list[FfiAttr]:
    """Decoded backend_config values -> FfiAttrs sorted by name (bytewise, as XLA sorts)."""
    out = [_normalize(name, value, where) for name, value in attrs.items()]
    return sorted(out, key=lambda a: a.name.encode())


def _normalize(name: str, value: Any, where: str) -> FfiAttr:
    if isinstance(value, dict):
        return FfiAttr(name, ATTR_DICTIONARY, 0, normalize_attrs(value, where))
    if isinstance(value, str):
        return FfiAttr(name, ATTR_STRING, 0, value.encode())
    if isinstance(value, (bool, np.bool_)):
        return FfiAttr(name, ATTR_SCALAR, FFI_DTYPE["pred"], np.uint8(bool(value)))
    if isinstance(value, np.ndarray):
        flat = np.ascontiguousarray(value).reshape(-1)
        code = _code_of(flat.dtype, name, where)
        if flat.dtype == np.bool_:
            flat = flat.astype(np.uint8)
        return FfiAttr(name, ATTR_ARRAY, code, flat)
    if isinstance(value, (np.generic, int, float)):
        scalar = value if isinstance(value, np.generic) else (np.int64(value) if isinstance(value, int)
                                                               else np.float64(value))
        return FfiAttr(name, ATTR_SCALAR, _code_of(scalar.dtype, name, where), scalar)
    what = "a unit attribute" if value is None else type(value).__name__
    raise XlacError(f"{where}attribute '{name}' is {what}, which XLA's FFI cannot pass to a handler "
                    f"(scalars, strings, array<...>, dense<...> and dictionaries can be passed)")


def _code_of(dt: np.dtype, name: str, where: str) -> int:
    try:
        code = FFI_DTYPE.get(from_numpy(dt).name, 0)
    except KeyError:
        code = 0
    if code == 0 or dt.kind == "c":
        raise XlacError(f"{where}attribute '{name}' has element type {dt}, which XLA's FFI does not pass")
    return code


def numpy_dtype_of_ffi(code: int) -> np.dtype:
    """numpy dtype of an XLA_FFI_DataType code (PRED reads as bool)."""
    name = DTYPE_OF_FFI.get(code)
    if name is None or name == "token":
        raise ValueError(f"unsupported FFI data type code {code}")
    return BY_NAME[name].np


# ---- buffers in a layout ----------------------------------------------------------------------

def physical_dims(shape: ArrayShape) -> tuple[int, ...]:
    """Dims in memory order (most major first)."""
    return tuple(shape.dims[d] for d in reversed(shape.minor_to_major))


def to_physical(arr: Any, shape: ArrayShape) -> np.ndarray:
    """A contiguous copy of a logical array laid out as ``shape`` says."""
    a = np.asarray(arr, dtype=shape.dtype.np).reshape(shape.dims)
    if shape.rank:
        a = np.transpose(a, tuple(reversed(shape.minor_to_major)))
    return np.array(a, order="C", copy=True)


def copy_to_physical(dst: np.ndarray, arr: Any, shape: ArrayShape) -> None:
    """Write logical ``arr`` into the flat buffer ``dst`` laid out as ``shape`` says (casting)."""
    view = dst.reshape(physical_dims(shape))
    a = np.asarray(arr).reshape(shape.dims)
    if shape.rank:
        a = np.transpose(a, tuple(reversed(shape.minor_to_major)))
    np.copyto(view, a, casting="unsafe")


def to_logical(buf: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """The logical array of a buffer in memory order (a copy: the buffer may be reused)."""
    b = np.asarray(buf).reshape(physical_dims(shape))
    if shape.rank:
        b = np.transpose(b, np.argsort(tuple(reversed(shape.minor_to_major))))
    return np.array(b, copy=True)


def leaves(shape: Shape) -> list[ArrayShape]:
    return list(shape.leaves())
