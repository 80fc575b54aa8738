"""Algebraic simplification: local rewrites that keep every result bit for bit.

    z = f32[4] broadcast(f32[] constant(-0)), dimensions={}
    a = f32[4] add(x, z)                        ->  x        (x + -0 is x, even for x = -0)
    t = f32[3,2] transpose(transpose(y)), ...   ->  one transpose (or y when they cancel)
    s = f32[2] slice(slice(y)), ...             ->  one slice
    m = s32[4] multiply(i, zeros)               ->  zeros    (integers only)

Only identities that hold for every input under XLA's semantics are used: ``x + 0`` is not
``x`` for floats (``-0 + 0 = +0``) but ``x + -0`` is; ``x * 0`` is ``0`` only for integers
(``inf * 0`` is NaN); ``x - x`` is never folded (NaN); ``x / c`` becomes ``x * (1/c)`` only when
``c`` is a power of two whose reciprocal is exact. The full list is ``_RULES`` at the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from xlac.hlo import opcodes
from xlac.hlo.attributes import Slice
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import ScalarLiteral, float_scalar
from xlac.hlo.shapes import ArrayShape
from xlac.passes.rewrite import (
    Namer,
    add_constant,
    add_instruction,
    apply_forwarding,
    coerce_layout,
    finish,
    has_side_effect,
    resolve,
    same_layout,
    uniform_value,
)

_MAX_CHAIN = 16  # rewrites applied to one instruction in a row


class AlgebraicSimplifier:
    name = "algebraic-simplifier"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = [c for c in module.computations if self._run_on(c, namer)]
        if changed:
            finish(module, changed)
        return bool(changed)

    def _run_on(self, comp: Computation, namer: Namer) -> bool:
        forward: dict[Instruction, Instruction] = {}
        builder = _Builder(comp, namer)
        for instr in list(comp.instructions):
            instr.operands = [resolve(forward, o) for o in instr.operands]
            current = instr
            for _ in range(_MAX_CHAIN):
                rule = _RULES.get(current.opcode)
                new = rule(current, builder) if rule is not None and not has_side_effect(current) else None
                if new is None or new is current:
                    break
                current = new
            if current is not instr:
                forward[instr] = coerce_layout(comp, namer, current, instr.shape)
        apply_forwarding(comp, forward)
        return bool(forward)


class _Builder:
    """Makes the instructions a rule needs, in the computation being simplified."""

    def __init__(self, comp: Computation, namer: Namer):
        self.comp = comp
        self.namer = namer

    def make(self, opcode: str, shape, operands: list[Instruction], attrs: dict | None = None,
             like: Instruction | None = None) -> Instruction:
        name = like.name if like is not None else opcode
        new = add_instruction(self.comp, self.namer, opcode, shape, operands, attrs, name=name)
        if like is not None and "metadata" in like.attrs:
            new.attrs["metadata"] = like.attrs["metadata"]
        return new

    def scalar(self, value: np.ndarray | ScalarLiteral, dtype) -> Instruction:
        literal = value if isinstance(value, ScalarLiteral) and value.dtype == dtype else \
            np.asarray(value, dtype=dtype.np)
        return add_constant(self.comp, self.namer, literal, ArrayShape(dtype, ()))

    def broadcast_scalar(self, scalar: Instruction, like: Instruction) -> Instruction:
        return self.make("broadcast", like.shape, [scalar], {"dimensions": ()}, like)


# ---------------------------------------------------------------------------------------------
# Constant predicates (on uniform constants and broadcasts of them)


def _value(instr: Instruction):
    return uniform_value(instr)


def _is_int_like(instr: Instruction) -> bool:
    dt = instr.shape.dtype
    return dt.is_integer or dt.is_pred


def _equals(instr: Instruction, number: int) -> bool:
    """Uniform constant equal to ``number`` (for floats: numerically, either zero sign)."""
    v = _value(instr)
    if v is None:
        return False
    if isinstance(v, ScalarLiteral):
        return bool(v.value == number)
    try:
        return bool(np.asarray(v).astype(np.complex128 if np.iscomplexobj(v) else np.float64) == number)
    except (TypeError, ValueError):
        return False


def _is_zero(instr: Instruction, negative: bool) -> bool:
    """A float zero of the given sign (complex: both parts); integers/pred: just zero."""
    v = _value(instr)
    if v is None:
        return False
    dt = instr.shape.dtype
    if dt.is_integer or dt.is_pred:
        return int(v) == 0
    if dt.is_complex:
        as_f64 = [float(np.asarray(p).astype(np.float64)) for p in (np.real(v), np.imag(v))]
    elif dt.is_float:
        as_f64 = [float(v)]  # ScalarLiteral or a 0-d array of any float type
    else:
        return False
    return all(p == 0.0 and (math.copysign(1.0, p) < 0) == negative for p in as_f64)


def _all_ones(instr: Instruction) -> bool:
    """Every bit set (pred true, integer -1 / max unsigned)."""
    v = _value(instr)
    if v is None or not _is_int_like(instr):
        return False
    if instr.shape.dtype.is_pred:
        return bool(v)
    bits = instr.shape.dtype.bits
    return int(v) & ((1 << bits) - 1) == (1 << bits) - 1


# ---------------------------------------------------------------------------------------------
# Elementwise rules


def _add(i: Instruction, b: _Builder) -> Instruction | None:
    """x + 0 -> x for integers; x + (-0) -> x for floats (x + +0 turns -0 into +0)."""
    x, y = i.operands
    for a, z in ((x, y), (y, x)):
        if _is_int_like(i) and not i.shape.dtype.is_pred and _is_zero(z, False):
            return a
        if (i.shape.dtype.is_float or i.shape.dtype.is_complex) and _is_zero(z, True):
            return a
    return _sink_broadcast(i, b)


def _subtract(i: Instruction, b: _Builder) -> Instruction | None:
    """x - 0 -> x (floats: only +0, since x - -0 = x + 0)."""
    x, z = i.operands
    if _is_zero(z, False):
        return x
    return _sink_broadcast(i, b)


def _multiply(i: Instruction, b: _Builder) -> Instruction | None:
    """x * 1 -> x (not complex: (inf+0i)*(1+0i) has a NaN part); x * 0 -> 0 for integers."""
    x, y = i.operands
    dt = i.shape.dtype
    for a, c in ((x, y), (y, x)):
        if not dt.is_complex and not dt.is_pred and _equals(c, 1):
            return a
        if (dt.is_integer or dt.is_pred) and _is_zero(c, False):
            return c
    return _sink_broadcast(i, b)


def _divide(i: Instruction, b: _Builder) -> Instruction | None:
    """x / 1 -> x; x / 2^k -> x * 2^-k when 2^-k is exact (same rounding of the same value)."""
    x, c = i.operands
    dt = i.shape.dtype
    if not dt.is_complex and _equals(c, 1):
        return x
    if dt.name in ("f16", "bf16", "f32", "f64"):
        recip = _exact_reciprocal(c)
        if recip is not None:
            scalar = b.scalar(recip, dt)
            return b.make("multiply", i.shape, [x, b.broadcast_scalar(scalar, i) if i.shape.rank else scalar],
                          None, i)
    return _sink_broadcast(i, b)


def _exact_reciprocal(c: Instruction):
    """1/c when c is a uniform power of two whose reciprocal the type holds exactly."""
    v = _value(c)
    if v is None:
        return None
    f = float(v)
    if not math.isfinite(f) or f == 0.0 or math.frexp(f)[0] not in (0.5, -0.5):
        return None
    r = 1.0 / f
    dt = c.shape.dtype
    exact = float_scalar(r, dt)  # f16/f32/f64: rounded without numpy
    if exact is not None:
        return exact if float(exact) == r else None
    as_type = np.asarray(r).astype(dt.np)
    if float(as_type.astype(np.float64)) != r:
        return None
    return as_type


def _negate(i: Instruction, b: _Builder) -> Instruction | None:
    """-(-x) -> x (integers wrap both ways; a NaN's sign flips back)."""
    x = i.operands[0]
    if x.opcode == "negate":
        return x.operands[0]
    return _sink_broadcast(i, b)


def _not(i: Instruction, b: _Builder) -> Instruction | None:
    x = i.operands[0]
    if x.opcode == "not":
        return x.operands[0]
    return _sink_broadcast(i, b)


def _and(i: Instruction, b: _Builder) -> Instruction | None:
    """x & x -> x; x & ~0 -> x; x & 0 -> 0."""
    x, y = i.operands
    if x is y:
        return x
    for a, c in ((x, y), (y, x)):
        if _all_ones(c):
            return a
        if _is_int_like(c) and _is_zero(c, False):
            return c
    return _sink_broadcast(i, b)


def _or(i: Instruction, b: _Builder) -> Instruction | None:
    """x | x -> x; x | 0 -> x; x | ~0 -> ~0."""
    x, y = i.operands
    if x is y:
        return x
    for a, c in ((x, y), (y, x)):
        if _is_int_like(c) and _is_zero(c, False):
            return a
        if _all_ones(c):
            return c
    return _sink_broadcast(i, b)


def _xor(i: Instruction, b: _Builder) -> Instruction | None:
    x, y = i.operands
    for a, c in ((x, y), (y, x)):
        if _is_int_like(c) and _is_zero(c, False):
            return a
    return _sink_broadcast(i, b)


def _idempotent(i: Instruction, b: _Builder) -> Instruction | None:
    """max(x, x) -> x, min(x, x) -> x (NaN and -0 included)."""
    x, y = i.operands
    if x is y:
        return x
    return _sink_broadcast(i, b)


def _select(i: Instruction, b: _Builder) -> Instruction | None:
    """select(p, a, a) -> a; select(true, a, b) -> a; select(false, a, b) -> b."""
    p, on_true, on_false = i.operands
    if on_true is on_false:
        return on_true
    v = _value(p)
    if v is not None:
        return on_true if bool(v) else on_false
    return _sink_broadcast(i, b)


def _convert(i: Instruction, b: _Builder) -> Instruction | None:
    """A convert to the type it already has does nothing."""
    if i.operands[0].shape.dtype == i.shape.dtype:
        return i.operands[0]
    return _sink_broadcast(i, b)


def _copy(i: Instruction, b: _Builder) -> Instruction | None:
    """A copy that keeps the layout does nothing (one that changes it is a transpose in memory)."""
    x = i.operands[0]
    return x if same_layout(x.shape, i.shape) else None


def _sink_broadcast(i: Instruction, b: _Builder) -> Instruction | None:
    """op(broadcast(s1), broadcast(s2)) -> broadcast(op(s1, s2)) for scalars s: the op runs once
    (and constant folding can then finish it)."""
    if i.shape.is_tuple or i.shape.rank == 0 or i.opcode in ("bitcast-convert", "copy"):
        return None
    info = opcodes.lookup(i.opcode)
    if info is None or not info.is_elementwise or has_side_effect(i):
        return None
    scalars = []
    for o in i.operands:
        if o.opcode == "broadcast" and o.operands[0].shape.rank == 0:
            scalars.append(o.operands[0])
        elif o.shape.rank == 0:  # select's scalar predicate
            scalars.append(o)
        else:
            return None
    if all(o.shape.rank == 0 for o in i.operands):
        return None
    scalar = b.make(i.opcode, ArrayShape(i.shape.dtype, ()), scalars, _semantic_attrs(i), i)
    return b.broadcast_scalar(scalar, i)


def _semantic_attrs(i: Instruction) -> dict:
    return {k: v for k, v in i.attrs.items() if k != "metadata"}


# ---------------------------------------------------------------------------------------------
# Shape rules


def _reshape(i: Instruction, b: _Builder) -> Instruction | None:
    """reshape to the same dims -> x; reshape(reshape(y)) -> reshape(y);
    reshape(broadcast(scalar)) -> broadcast(scalar)."""
    x = i.operands[0]
    if x.shape.dims == i.shape.dims:
        return x
    if x.opcode == "reshape":
        return b.make("reshape", i.shape, [x.operands[0]], None, i)
    if x.opcode == "broadcast" and x.operands[0].shape.rank == 0:
        return b.broadcast_scalar(x.operands[0], i)
    return None


def _bitcast(i: Instruction, b: _Builder) -> Instruction | None:
    x = i.operands[0]
    return x if same_layout(x.shape, i.shape) else None


def _transpose(i: Instruction, b: _Builder) -> Instruction | None:
    """Identity transposes vanish; two transposes compose; transposed scalar broadcasts stay
    broadcasts."""
    x = i.operands[0]
    perm = tuple(i.attrs["dimensions"])
    if perm == tuple(range(len(perm))):
        return x
    if x.opcode == "transpose":
        inner = tuple(x.attrs["dimensions"])
        composed = tuple(inner[p] for p in perm)
        if composed == tuple(range(len(composed))):
            return x.operands[0]
        return b.make("transpose", i.shape, [x.operands[0]], {"dimensions": composed}, i)
    if x.opcode == "broadcast" and x.operands[0].shape.rank == 0:
        return b.broadcast_scalar(x.operands[0], i)
    return None


def _broadcast(i: Instruction, b: _Builder) -> Instruction | None:
    """Identity broadcasts vanish; broadcast(broadcast(y)) is one broadcast; a broadcast of a
    reshape that only added or removed size-1 dimensions broadcasts the reshape's operand."""
    x = i.operands[0]
    dims = tuple(i.attrs.get("dimensions", ()))
    if x.shape.dims == i.shape.dims and dims == tuple(range(len(dims))):
        return x
    if x.opcode == "broadcast":
        inner = tuple(x.attrs.get("dimensions", ()))
        return b.make("broadcast", i.shape, [x.operands[0]], {"dimensions": tuple(dims[d] for d in inner)}, i)
    if x.opcode == "reshape":
        mapped = _degenerate_reshape_map(x.operands[0].shape.dims, x.shape.dims)
        if mapped is not None:
            return b.make("broadcast", i.shape, [x.operands[0]],
                          {"dimensions": tuple(dims[m] for m in mapped)}, i)
    return None


def _degenerate_reshape_map(src: tuple[int, ...], dst: tuple[int, ...]) -> list[int] | None:
    """For a reshape that only inserts/deletes size-1 dims: where each src dim lands in dst
    (src must have no size-1 dims, so the mapping is unique)."""
    if 1 in src:
        return None
    out = []
    k = 0
    for d in src:
        while k < len(dst) and dst[k] == 1:
            k += 1
        if k >= len(dst) or dst[k] != d:
            return None
        out.append(k)
        k += 1
    if any(d != 1 for d in dst[k:]):
        return None
    return out


def _slice(i: Instruction, b: _Builder) -> Instruction | None:
    """A full-range slice is its operand; slice(slice(y)) is one slice; a slice of a scalar
    broadcast is a smaller broadcast."""
    x = i.operands[0]
    ranges = i.attrs["slice"].ranges
    if all(s == 0 and lim == d and st == 1 for (s, lim, st), d in zip(ranges, x.shape.dims)):
        return x
    if x.opcode == "slice":
        combined = []
        for (s2, _l2, st2), (s1, _l1, st1), n in zip(ranges, x.attrs["slice"].ranges, i.shape.dims):
            start = s1 + s2 * st1
            stride = st1 * st2
            limit = start + (n - 1) * stride + 1 if n > 0 else start
            combined.append((start, limit, stride))
        return b.make("slice", i.shape, [x.operands[0]], {"slice": Slice(tuple(combined))}, i)
    if x.opcode == "broadcast" and x.operands[0].shape.rank == 0:
        return b.broadcast_scalar(x.operands[0], i)
    return None


def _dynamic_slice(i: Instruction, b: _Builder) -> Instruction | None:
    """dynamic-slice with constant start indices is a slice (starts clamped as XLA clamps them)."""
    x = i.operands[0]
    starts = _constant_starts(i.operands[1:], x.shape.rank)
    if starts is None:
        return None
    sizes = i.shape.dims
    ranges = []
    for s, n, d in zip(starts, sizes, x.shape.dims):
        s = min(max(s, 0), d - n)
        ranges.append((s, s + n, 1))
    return b.make("slice", i.shape, [x], {"slice": Slice(tuple(ranges))}, i)


def _dynamic_update_slice(i: Instruction, b: _Builder) -> Instruction | None:
    """An update as large as the operand replaces all of it (its start is clamped to 0)."""
    x, update = i.operands[0], i.operands[1]
    if update.shape.dims == x.shape.dims:
        return update
    return None


def _constant_starts(indices: list[Instruction], rank: int) -> list[int] | None:
    values = []
    if len(indices) == 1 and indices[0].shape.rank == 1:
        v = indices[0]
        if v.opcode != "constant":
            return None
        return [int(x) for x in np.asarray(v.literal).reshape(-1)]
    if len(indices) != rank:
        return None
    for idx in indices:
        v = _value(idx) if idx.shape.rank == 0 else None
        if v is None:
            return None
        values.append(int(v))
    return values


def _concatenate(i: Instruction, b: _Builder) -> Instruction | None:
    return i.operands[0] if len(i.operands) == 1 else None


def _pad(i: Instruction, b: _Builder) -> Instruction | None:
    x = i.operands[0]
    if all(lo == 0 and hi == 0 and it == 0 for lo, hi, it in i.attrs["padding"].dims):
        return x
    return None


Rule = Callable[[Instruction, _Builder], "Instruction | None"]

_RULES: dict[str, Rule] = {
    "add": _add, "subtract": _subtract, "multiply": _multiply, "divide": _divide,
    "negate": _negate, "not": _not, "and": _and, "or": _or, "xor": _xor,
    "maximum": _idempotent, "minimum": _idempotent, "select": _select, "convert": _convert,
    "copy": _copy, "reshape": _reshape, "bitcast": _bitcast, "transpose": _transpose,
    "broadcast": _broadcast, "slice": _slice, "dynamic-slice": _dynamic_slice,
    "dynamic-update-slice": _dynamic_update_slice, "concatenate": _concatenate, "pad": _pad,
}
for _info in opcodes.OPS.values():
    if _info.is_elementwise and _info.name not in _RULES:
        _RULES[_info.name] = _sink_broadcast
