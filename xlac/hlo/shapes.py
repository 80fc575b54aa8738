"""Shapes: arrays with layouts, and tuples. Frozen values whose ``str`` is HLO's own spelling.

    >>> from xlac.hlo.dtypes import F32
    >>> str(ArrayShape(F32, (2, 3), layout=Layout((1, 0))))
    'f32[2,3]{1,0}'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from math import prod
from typing import Any

from xlac.hlo.dtypes import DType
from xlac.hlo.dtypes import dtype as dtype_named


@dataclass(frozen=True)
class Layout:
    """Minor-to-major order plus any physical suffix (tiles, memory space...) kept as text."""

    minor_to_major: tuple[int, ...]
    tail: str = ""  # the text after ':' in `{1,0:T(8,128)S(1)}`, kept verbatim

    def __str__(self) -> str:
        body = ",".join(map(str, self.minor_to_major))
        return "{" + body + (":" + self.tail if self.tail else "") + "}"

    @staticmethod
    def row_major(rank: int) -> Layout:
        return Layout(tuple(range(rank - 1, -1, -1)))


@dataclass(frozen=True)
class ArrayShape:
    """An array (or token) shape. ``dynamic[i]`` marks `<=N` bounded dims; -1 in dims is `?`."""

    dtype: DType
    dims: tuple[int, ...]
    layout: Layout | None = field(default=None, compare=False)
    dynamic: tuple[bool, ...] = field(default=(), compare=False)

    is_tuple = False

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def num_elements(self) -> int:
        return prod(self.dims)

    @property
    def byte_size(self) -> int:
        return self.num_elements * self.dtype.itemsize if self.dtype.is_array else 0

    @property
    def minor_to_major(self) -> tuple[int, ...]:
        return self.layout.minor_to_major if self.layout else tuple(range(self.rank - 1, -1, -1))

    @cached_property
    def has_default_layout(self) -> bool:
        return self.minor_to_major == tuple(range(self.rank - 1, -1, -1))

    @cached_property
    def physical_order(self) -> tuple[int, ...] | None:
        """The logical dims in memory order, major first (None: row-major, the identity)."""
        return None if not self.rank or self.has_default_layout else tuple(reversed(self.minor_to_major))

    def with_dtype(self, dtype: DType) -> ArrayShape:
        return ArrayShape(dtype, self.dims, self.layout, self.dynamic)

    def with_dims(self, dims: tuple[int, ...]) -> ArrayShape:
        return ArrayShape(self.dtype, tuple(dims))

    def leaves(self) -> Iterator[ArrayShape]:
        yield self

    def same_layout(self, other: Shape) -> bool:
        return (not other.is_tuple) and self == other and self.minor_to_major == other.minor_to_major

    def __str__(self) -> str:
        dims = []
        for i, d in enumerate(self.dims):
            bounded = self.dynamic[i] if i < len(self.dynamic) else False
            dims.append("?" if d < 0 else (f"<={d}" if bounded else str(d)))
        text = f"{self.dtype.name}[{','.join(dims)}]"
        if self.layout is not None and self.dtype.is_array and (self.dims or self.layout.tail):
            text += str(self.layout)
        return text


@dataclass(frozen=True)
class TupleShape:
    """A tuple of shapes, possibly nested or empty."""

    elements: tuple[Shape, ...]

    is_tuple = True

    def leaves(self) -> Iterator[ArrayShape]:
        """Array leaves in depth-first order (how XLA flattens a tuple result)."""
        for e in self.elements:
            yield from e.leaves()

    @property
    def byte_size(self) -> int:
        return sum(leaf.byte_size for leaf in self.leaves())

    def same_layout(self, other: Shape) -> bool:
        return (
            other.is_tuple
            and len(self.elements) == len(other.elements)
            and all(a.same_layout(b) for a, b in zip(self.elements, other.elements))
        )

    def __str__(self) -> str:
        return "(" + ", ".join(map(str, self.elements)) + ")"


Shape = ArrayShape | TupleShape


def array(dtype: DType, dims: tuple[int, ...] | list[int]) -> ArrayShape:
    return ArrayShape(dtype, tuple(int(d) for d in dims))


# ---- shapes in artifacts: one JSON form ---------------------------------------------------------

def shape_to_json(shape: Shape) -> dict[str, Any]:
    """The JSON form every xlac artifact stores a shape in (cpu sidecars, xacc binaries,
    custom-call site records): ``{"dtype": "f32", "dims": [2, 3], "minor_to_major": [1, 0]}``,
    or ``{"tuple": [...]}``."""
    if isinstance(shape, TupleShape):
        return {"tuple": [shape_to_json(s) for s in shape.elements]}
    return {"dtype": shape.dtype.name, "dims": list(shape.dims), "minor_to_major": list(shape.minor_to_major)}


def shape_from_json(doc: Any) -> Shape:
    """The shape :func:`shape_to_json` wrote (other keys beside it are ignored). Forms older
    artifacts stored are read too: ``"layout"`` for ``"minor_to_major"`` (custom-call site records)
    and the shape's text, ``"f32[2,3]{1,0}"`` (xacc binaries). KeyError, ValueError or TypeError
    when it is none of these."""
    if isinstance(doc, str):
        return parse_shape(doc)
    if "tuple" in doc:
        return TupleShape(tuple(shape_from_json(d) for d in doc["tuple"]))
    order = doc["minor_to_major"] if "minor_to_major" in doc else doc["layout"]
    return ArrayShape(dtype_named(doc["dtype"]), tuple(int(d) for d in doc["dims"]),
                      Layout(tuple(int(d) for d in order)))


_SHAPE_TEXT = re.compile(r"(\w+)\[([^\]]*)\](?:\{([^}]*)\})?")


def parse_shape(text: str) -> Shape:
    """A shape from its text as ``str(Shape)`` prints it, static dims only: ``f32[2,3]{1,0}``,
    ``(f32[2], s32[])``. ValueError when it is not one."""
    text = text.strip()
    if text.startswith("("):
        inner = text[1:-1].strip()
        parts, depth, start = [], 0, 0
        for i, ch in enumerate(inner):
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 0:
                parts.append(inner[start:i])
                start = i + 1
        if inner:
            parts.append(inner[start:])
        return TupleShape(tuple(parse_shape(p) for p in parts))
    m = _SHAPE_TEXT.fullmatch(text)
    if not m:
        raise ValueError(f"bad shape '{text}'")
    dims = tuple(int(d) for d in m.group(2).split(",") if d.strip())
    layout = Layout(tuple(int(d) for d in m.group(3).split(",") if d.strip())) if m.group(3) is not None else None
    try:
        element = dtype_named(m.group(1))
    except KeyError as e:
        raise ValueError(f"bad shape '{text}': {e.args[0]}") from None
    return ArrayShape(element, dims, layout)


def compatible(a: Shape, b: Shape) -> bool:
    """Same structure, dtypes and dims; layouts ignored (XLA's ShapeUtil::Compatible)."""
    if a.is_tuple or b.is_tuple:
        return (
            a.is_tuple
            and b.is_tuple
            and len(a.elements) == len(b.elements)
            and all(compatible(x, y) for x, y in zip(a.elements, b.elements))
        )
    return a.dtype == b.dtype and a.dims == b.dims


INT64_MAX = (1 << 63) - 1


class ShapeLimitError(ValueError):
    """A shape no buffer can have: a dimension, element count or byte size past int64 (XLA's
    own limit), an element type without an array form, or a token or opaque with dimensions.
    Raised before anything is allocated."""


MAX_RANK = 64  # numpy's (NPY_MAXDIMS), which every array xlac makes or reads has to fit


def check_limits(shape: Shape) -> None:
    """Raise ShapeLimitError unless every array in ``shape`` fits XLA's int64 limits and has at
    most MAX_RANK dimensions."""
    for leaf in shape.leaves():
        dt = leaf.dtype
        if len(leaf.dims) > MAX_RANK:
            raise ShapeLimitError(f"{dt.name}[...] has {len(leaf.dims)} dimensions; xlac supports at most "
                                  f"{MAX_RANK}")
        if not dt.has_values:
            raise ShapeLimitError(f"element type {dt.name} is not supported: xlac has no array form for it")
        if not dt.is_array and leaf.dims:  # XLA's ShapeUtil::ValidateShape: token[] and opaque[] only
            raise ShapeLimitError(f"{dt.name}[{','.join(map(str, leaf.dims))}]: {dt.name} shapes have no "
                                  f"dimensions; write {dt.name}[]")
        for d in leaf.dims:
            if d > INT64_MAX:
                raise ShapeLimitError(f"dimension {d} of {dt.name}[...] is larger than int64 allows")
        if not dt.is_array:
            continue
        count = prod(d for d in leaf.dims if d >= 0)
        if count > INT64_MAX:
            raise ShapeLimitError(f"{leaf} has {count} elements, more than int64 allows")
        if count * dt.itemsize > INT64_MAX:
            raise ShapeLimitError(f"{leaf} takes {count * dt.itemsize} bytes, more than int64 allows")


def tuple_index(shape: Shape, index: tuple[int, ...]) -> Shape:
    """The subshape at a ShapeIndex such as ``{1, 0}``."""
    for i in index:
        if not shape.is_tuple or not 0 <= i < len(shape.elements):
            raise IndexError(f"index {{{','.join(map(str, index))}}} is not in {shape}")
        shape = shape.elements[i]
    return shape


def reshape_layout(shape: ArrayShape, dims: tuple[int, ...]) -> tuple[int, ...] | None:
    """The layout (minor_to_major) under which ``shape``'s bytes, read with ``dims``, are its
    reshape, or None when the reshape moves data. Dims are matched in groups of equal size
    (a merge, a split, or a dim kept); each group's source dims must be adjacent in memory and
    in row-major order among themselves; size-1 dims go anywhere."""
    src = [d for d in range(shape.rank) if shape.dims[d] != 1]
    dst = [d for d in range(len(dims)) if dims[d] != 1]
    groups: list[tuple[list[int], list[int]]] = []
    i = j = 0
    while i < len(src) or j < len(dst):
        gi, gj, pi, pj = [], [], 1, 1
        while True:
            if pi <= pj and i < len(src):
                gi.append(src[i])
                pi *= shape.dims[src[i]]
                i += 1
            elif j < len(dst):
                gj.append(dst[j])
                pj *= dims[dst[j]]
                j += 1
            else:
                return None
            if pi == pj and gi and gj:
                break
        groups.append((gi, gj))
    physical = [d for d in shape.minor_to_major if shape.dims[d] != 1]  # minor first
    out: list[int] = []
    position = 0
    for gi, gj in sorted(groups, key=lambda g: physical.index(g[0][-1])):
        if physical[position:position + len(gi)] != gi[::-1]:
            return None
        position += len(gi)
        out.extend(reversed(gj))
    out.extend(d for d in range(len(dims)) if dims[d] == 1)
    return tuple(out)
