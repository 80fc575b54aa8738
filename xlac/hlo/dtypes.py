"""HLO element types and their numpy counterparts.

Every HLO dtype name (``f32``, ``bf16``, ``f8e4m3fn``, ``s4``, ``pred``, ``token``...) maps to one
frozen :class:`DType`. bf16, the f8 family and the sub-byte integers come from ml_dtypes, which
implements XLA's own rounding rules for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np


class Kind(Enum):
    PRED = "pred"
    SIGNED = "signed"
    UNSIGNED = "unsigned"
    FLOAT = "float"
    COMPLEX = "complex"
    TOKEN = "token"
    OPAQUE = "opaque"


@dataclass(frozen=True)
class DType:
    """One HLO element type. ``bits`` is the logical width (s4 is 4 even though numpy stores a byte)."""

    name: str
    kind: Kind
    bits: int
    np_name: str | None  # attribute of numpy / ml_dtypes, None for token/opaque
    primitive_type: int  # xla_data.proto PrimitiveType number (also the FFI DataType code)

    @cached_property
    def np(self) -> np.dtype:
        import numpy as np  # here, not at the top: a compile with no constants never needs numpy

        if self.np_name is None:
            raise TypeError(f"{self.name} has no array representation")
        if self.np_name in _ML_NAMES:
            import ml_dtypes

            return np.dtype(getattr(ml_dtypes, self.np_name))
        return np.dtype(getattr(np, self.np_name))

    @property
    def is_float(self) -> bool:
        return self.kind is Kind.FLOAT

    @property
    def is_complex(self) -> bool:
        return self.kind is Kind.COMPLEX

    @property
    def is_integer(self) -> bool:
        return self.kind in (Kind.SIGNED, Kind.UNSIGNED)

    @property
    def is_signed(self) -> bool:
        return self.kind is Kind.SIGNED

    @property
    def is_unsigned(self) -> bool:
        return self.kind is Kind.UNSIGNED

    @property
    def is_pred(self) -> bool:
        return self.kind is Kind.PRED

    @property
    def is_array(self) -> bool:
        return self.kind not in (Kind.TOKEN, Kind.OPAQUE)

    @property
    def has_values(self) -> bool:
        """False for element types xlac knows by name but cannot hold in memory (u1, s1: no
        numpy/ml_dtypes form); every command rejects them with a clean error."""
        return self.np_name is not None or not self.is_array

    @property
    def itemsize(self) -> int:
        """Bytes one element takes in memory (sub-byte types take a whole byte unpacked), as
        numpy's ``self.np.itemsize``: s4, f4e2m1fn, f6e3m2fn... one byte, c64 eight."""
        if self.np_name is None:
            raise TypeError(f"{self.name} has no array representation")
        return max(1, self.bits // 8)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return self.name.upper()


_ML_NAMES = {
    "bfloat16", "float8_e5m2", "float8_e4m3", "float8_e4m3fn", "float8_e4m3b11fnuz",
    "float8_e3m4", "float8_e5m2fnuz", "float8_e4m3fnuz", "float8_e8m0fnu", "float4_e2m1fn",
    "float6_e3m2fn", "float6_e2m3fn", "int2", "int4", "uint2", "uint4",
}

_TABLE = [
    DType("pred", Kind.PRED, 8, "bool_", 1),
    DType("s2", Kind.SIGNED, 2, "int2", 26),
    DType("s4", Kind.SIGNED, 4, "int4", 21),
    DType("s8", Kind.SIGNED, 8, "int8", 2),
    DType("s16", Kind.SIGNED, 16, "int16", 3),
    DType("s32", Kind.SIGNED, 32, "int32", 4),
    DType("s64", Kind.SIGNED, 64, "int64", 5),
    DType("u2", Kind.UNSIGNED, 2, "uint2", 27),
    DType("u4", Kind.UNSIGNED, 4, "uint4", 22),
    DType("u8", Kind.UNSIGNED, 8, "uint8", 6),
    DType("u16", Kind.UNSIGNED, 16, "uint16", 7),
    DType("u32", Kind.UNSIGNED, 32, "uint32", 8),
    DType("u64", Kind.UNSIGNED, 64, "uint64", 9),
    DType("f16", Kind.FLOAT, 16, "float16", 10),
    DType("bf16", Kind.FLOAT, 16, "bfloat16", 16),
    DType("f32", Kind.FLOAT, 32, "float32", 11),
    DType("f64", Kind.FLOAT, 64, "float64", 12),
    DType("c64", Kind.COMPLEX, 64, "complex64", 15),
    DType("c128", Kind.COMPLEX, 128, "complex128", 18),
    DType("f8e5m2", Kind.FLOAT, 8, "float8_e5m2", 19),
    DType("f8e4m3fn", Kind.FLOAT, 8, "float8_e4m3fn", 20),
    DType("f8e4m3b11fnuz", Kind.FLOAT, 8, "float8_e4m3b11fnuz", 23),
    DType("f8e5m2fnuz", Kind.FLOAT, 8, "float8_e5m2fnuz", 24),
    DType("f8e4m3fnuz", Kind.FLOAT, 8, "float8_e4m3fnuz", 25),
    DType("f8e4m3", Kind.FLOAT, 8, "float8_e4m3", 28),
    DType("f8e3m4", Kind.FLOAT, 8, "float8_e3m4", 29),
    DType("f4e2m1fn", Kind.FLOAT, 4, "float4_e2m1fn", 30),
    DType("f8e8m0fnu", Kind.FLOAT, 8, "float8_e8m0fnu", 31),
    DType("f6e2m3fn", Kind.FLOAT, 6, "float6_e2m3fn", 32),
    DType("f6e3m2fn", Kind.FLOAT, 6, "float6_e3m2fn", 33),
    DType("s1", Kind.SIGNED, 1, None, 30001),
    DType("u1", Kind.UNSIGNED, 1, None, 30002),
    DType("token", Kind.TOKEN, 0, None, 17),
    DType("opaque", Kind.OPAQUE, 0, None, 14),
]

BY_NAME: dict[str, DType] = {d.name: d for d in _TABLE}

PRED = BY_NAME["pred"]
S8, S16, S32, S64 = (BY_NAME[n] for n in ("s8", "s16", "s32", "s64"))
U8, U16, U32, U64 = (BY_NAME[n] for n in ("u8", "u16", "u32", "u64"))
F16, BF16, F32, F64 = (BY_NAME[n] for n in ("f16", "bf16", "f32", "f64"))
C64, C128 = BY_NAME["c64"], BY_NAME["c128"]
TOKEN = BY_NAME["token"]


def dtype(name: str) -> DType:
    """The DType called ``name``; KeyError names the valid spellings."""
    try:
        return BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown element type '{name}'") from None


def from_numpy(dt: np.dtype) -> DType:
    """The HLO dtype of a numpy dtype (ml_dtypes types included)."""
    import numpy as np

    dt = np.dtype(dt)
    for d in _TABLE:
        if d.np_name is not None and d.np == dt:
            return d
    raise KeyError(f"numpy dtype {dt} has no HLO counterpart")


def complex_component(d: DType) -> DType:
    """The real type of a complex type's parts (c64 -> f32)."""
    return F32 if d is C64 else F64
