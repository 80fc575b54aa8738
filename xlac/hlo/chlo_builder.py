"""The builder the CHLO decompositions (xlac.hlo.chlo, xlac.hlo.chlo_trig) write plain HLO with:
one computation's lines over arrays of the result's dimensions, constants made once each.

    b = Builder((2,))
    x = b.param(0, ArrayShape(F32, (2,)))
    y = b.add(b.mul(x, x), 1.0)      # numbers become constants of the first value's type
    b.lines                          # ["  p0 = f32[2] parameter(0)", ...]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from xlac.hlo import opcodes
from xlac.hlo.dtypes import PRED, DType, complex_component
from xlac.hlo.shapes import ArrayShape


class Val(NamedTuple):
    """A value of the module being built: its name and element type (every value in a module
    has the result's dimensions, except parameters before they are broadcast)."""

    name: str
    dtype: DType


Arg = Val | float | int


class Builder:
    """Lines of one HLO computation over arrays of ``dims``; constants are made once each."""

    def __init__(self, dims: Sequence[int]) -> None:
        self.dims = tuple(dims)
        self.lines: list[str] = []
        self._consts: dict[tuple[str, str], Val] = {}

    def shape(self, dtype: DType, dims: Sequence[int] | None = None) -> str:
        return f"{dtype.name}[{','.join(map(str, self.dims if dims is None else dims))}]"

    def emit(self, dtype: DType, text: str, dims: Sequence[int] | None = None, name: str | None = None) -> Val:
        name = name or f"v{len(self.lines)}"
        self.lines.append(f"  {name} = {self.shape(dtype, dims)} {text}")
        return Val(name, dtype)

    def param(self, k: int, shape: ArrayShape) -> Val:
        return self.emit(shape.dtype, f"parameter({k})", shape.dims, name=f"p{k}")

    def const(self, value: Any, dtype: DType) -> Val:
        text = literal(value, dtype)
        key = (dtype.name, text)
        if key not in self._consts:
            c = self.emit(dtype, f"constant({text})", (), name=f"c{len(self._consts)}")
            self._consts[key] = self.emit(dtype, f"broadcast({c.name}), dimensions={{}}") if self.dims else c
        return self._consts[key]

    # ---- ops (numbers among the operands become constants of the first value's type) ----

    def op(self, opcode: str, *args: Arg, dtype: DType | None = None, attrs: str = "") -> Val:
        like = next(a.dtype for a in args if isinstance(a, Val))
        vals = [a if isinstance(a, Val) else self.const(a, like) for a in args]
        text = f"{opcode}({', '.join(v.name for v in vals)})" + (f", {attrs}" if attrs else "")
        return self.emit(dtype or like, text)

    def add(self, a: Arg, b: Arg) -> Val:
        return self.op("add", a, b)

    def sub(self, a: Arg, b: Arg) -> Val:
        return self.op("subtract", a, b)

    def mul(self, a: Arg, b: Arg) -> Val:
        return self.op("multiply", a, b)

    def div(self, a: Arg, b: Arg) -> Val:
        return self.op("divide", a, b)

    def cmp(self, a: Arg, b: Arg, direction: str, type_: str | None = None) -> Val:
        attrs = f"direction={direction}" + (f", type={type_}" if type_ else "")
        return self.op("compare", a, b, dtype=PRED, attrs=attrs)

    def select(self, p: Val, a: Arg, b: Arg, dtype: DType | None = None) -> Val:
        """p ? a : b; ``dtype`` is the type of numbers among a and b when neither is a value."""
        like = a.dtype if isinstance(a, Val) else b.dtype if isinstance(b, Val) else dtype
        assert like is not None, "select of two numbers needs their dtype"
        return self.op("select", p, *(x if isinstance(x, Val) else self.const(x, like) for x in (a, b)), dtype=like)

    def unary(self, opcode: str, a: Val) -> Val:
        return self.op(opcode, a, dtype=PRED if opcodes.OPS[opcode].result == opcodes.PRED else None)

    def convert(self, a: Val, dtype: DType) -> Val:
        return a if a.dtype == dtype else self.emit(dtype, f"convert({a.name})")

    def bitcast(self, a: Val, dtype: DType) -> Val:
        return self.emit(dtype, f"bitcast-convert({a.name})")

    def poly(self, x: Val, coeffs: Sequence[float]) -> Val:
        """Horner's rule, highest power first: ((c0 x + c1) x + c2)..."""
        p: Val = self.const(coeffs[0], x.dtype)
        for c in coeffs[1:]:
            p = self.add(self.mul(p, x), c)
        return p

    def is_inf(self, x: Val) -> Val:
        return self.cmp(self.unary("abs", x), math.inf, "EQ")


def literal(value: Any, dtype: DType) -> str:
    """``value`` as the HLO literal of a ``dtype`` scalar (rounded to the type first)."""
    if dtype.is_pred:
        return "true" if value else "false"
    if dtype.is_integer:
        return str(int(value))
    if dtype.is_complex:
        part = complex_component(dtype)
        return f"({literal(complex(value).real, part)}, {literal(complex(value).imag, part)})"
    import numpy as np

    with np.errstate(over="ignore"):
        v = float(np.array(value, dtype=np.float64).astype(dtype.np))
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return repr(v)
