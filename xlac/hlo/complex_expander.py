"""XLA's expansions of complex math, as plain HLO text.

When XLA converts StableHLO to HLO (``jax.jit(f).lower(x).as_text(dialect="hlo")``, and XLA:CPU
compiling StableHLO), StableHLO's complex math expander (generated from the functional_algorithms
project) rewrites a few ops on complex operands into real arithmetic on the parts: XLA never sees
those ops on complex values, and its results at branch cuts, overflow and signed zeros are the
expansion's. Measured with jax 0.10.2 (tools/complex_expander_reference.py), for c64 and c128:

- ``sqrt``: hypot-free ``u = sqrt((|z| + |x|)/2)`` with separate underflow/overflow formulas;
- ``log``: ``log(max) + log1p((min/max)^2)/2``, or near ``|z| = 1`` Dekker squares summed with
  Fast2Sum and ``log1p(s)/2``; imaginary part ``atan2(y, x)``;
- ``log-plus-one``: the same ideas around ``1 + z`` (2Sum instead of Fast2Sum);
- ``exponential``: ``exp(x)`` times cos/sin of y, through ``exp(x/2)^2`` where ``exp(x)``
  overflows, and an imaginary part of exactly 0 for ``y == 0``.

Every other op (rsqrt, expm1, tanh, tan, sine, cosine, power, atan2, divide, abs, sign...) and
every op on real types reaches HLO unchanged. (CHLO ops such as ``chlo.asin`` or ``chlo.sinh``,
which jax emits for arcsin, sinh... of any type, have no HLO opcode: XLA decomposes them
separately, xlac.hlo.chlo_trig; complex sinh and cosh use log and exp, expanded into that
decomposition by ``expand_into``.) ``expansion_text`` writes the expansion op for op,
in the order and with the constants XLA's converter prints (compare with its text in
tests/hlo/data/complex_expander/), so evaluating it gives XLA's results:

    >>> from xlac.hlo.dtypes import C64
    >>> from xlac.hlo.shapes import ArrayShape
    >>> print(expansion_text("exponential", ArrayShape(C64, (2,))))  # doctest: +ELLIPSIS
    HloModule complex_exponential
    <BLANKLINE>
    ENTRY e {
      z = c64[2] parameter(0)
      v1 = f32[2] real(z)
      v2 = f32[2] exponential(v1)
      c3 = f32[] constant(inf)
    ...
      ROOT v25 = c64[2] complex(v15, v24)
    }
    <BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from xlac.hlo.dtypes import BY_NAME, DType, complex_component
from xlac.hlo.opcodes import OP
from xlac.hlo.shapes import ArrayShape

EXPANDED = frozenset({"sqrt", "log", "log-plus-one", "exponential"})


def expansion_text(opcode: str, shape: ArrayShape) -> str | None:
    """An HLO module whose entry takes one ``shape`` parameter and returns ``opcode`` of it as
    XLA's expansion computes it; None when XLA keeps that op for that element type."""
    if opcode not in EXPANDED or shape.is_tuple or not shape.dtype.is_complex:
        return None
    b = _Builder(shape)
    root = _ALGORITHMS[opcode](b, b.param)
    return b.module(f"complex_{opcode.replace('-', '_')}", root)


class Named(Protocol):
    @property
    def name(self) -> str: ...


class Host(Protocol):
    """Where ``expand_into`` writes: a builder of one computation over arrays of one shape
    (xlac.hlo.chlo_builder.Builder), giving values and constants broadcast to that shape."""

    def emit(self, dtype: DType, text: str) -> Any: ...

    def const(self, value: Any, dtype: DType) -> Any: ...


def expand_into(host: Host, opcode: str, z: Named, dtype: DType) -> str:
    """Writes the expansion of ``opcode`` on the ``dtype`` (c64/c128) value ``z`` into ``host``
    (inside a larger decomposition, e.g. CHLO's complex sinh: exp(z + log(1/2)) - ...) and
    returns the name of its result."""
    b = _Embedded(host, dtype)
    return _ALGORITHMS[opcode](b, _Value(b, z.name)).name


# ---- a tiny builder: each operation emits one HLO line, operands first (post-order) ----------

class _Value:
    """An instruction of the entry; arithmetic on values emits instructions."""

    def __init__(self, b: _Builder, name: str) -> None:
        self.b, self.name = b, name

    def __add__(self, o: _Value | float) -> _Value:
        return self.b.op("add", self, o)

    def __sub__(self, o: _Value | float) -> _Value:
        return self.b.op("subtract", self, o)

    def __mul__(self, o: _Value | float) -> _Value:
        return self.b.op("multiply", self, o)

    def __truediv__(self, o: _Value | float) -> _Value:
        return self.b.op("divide", self, o)

    def __neg__(self) -> _Value:
        return self.b.op("negate", self)


class _Builder:
    def __init__(self, shape: ArrayShape) -> None:
        self.dims = ",".join(map(str, shape.dims))
        self.ctype = shape.dtype.name
        self.part = complex_component(shape.dtype)
        self.np = self.part.np.type
        self.lines = [f"  z = {self.ctype}[{self.dims}] parameter(0)"]
        self.param = _Value(self, "z")
        self.consts: dict[float, _Value] = {}

    def _emit(self, ty: str, text: str) -> _Value:
        name = f"v{len(self.lines)}"
        self.lines.append(f"  {name} = {ty}[{self.dims}] {text}")
        return _Value(self, name)

    def k(self, value: float) -> _Value:
        """The constant ``value`` (rounded to the part type) broadcast to the shape, made once."""
        v = self.np(value)
        key = float(v)
        if key not in self.consts:
            c = f"c{len(self.lines)}"
            self.lines.append(f"  {c} = {self.part.name}[] constant({_literal(v)})")
            self.consts[key] = self._emit(self.part.name, f"broadcast({c}), dimensions={{}}")
        return self.consts[key]

    def op(self, opcode: str, *args: _Value | float, ty: str | None = None, attrs: str = "") -> _Value:
        vals = [a if isinstance(a, _Value) else self.k(a) for a in args]
        return self._emit(ty or self.part.name, f"{opcode}({', '.join(v.name for v in vals)}){attrs}")

    def cmp(self, a: _Value, b: _Value | float, direction: str) -> _Value:
        return self.op("compare", a, b, ty="pred", attrs=f", direction={direction}")

    def select(self, p: _Value, a: _Value | float, b: _Value | float) -> _Value:
        return self.op("select", p, a, b)

    def unary(self, opcode: str, x: _Value) -> _Value:
        return self.op(opcode, x)

    def module(self, name: str, root: _Value) -> str:
        last = self.lines.pop()
        assert last.startswith(f"  {root.name} = ")
        return f"HloModule {name}\n\nENTRY e {{\n" + "\n".join(self.lines) + f"\n  ROOT{last[1:]}\n}}\n"


class _Embedded(_Builder):
    """The builder's operations, written into a host computation."""

    def __init__(self, host: Host, dtype: DType) -> None:
        self.host = host
        self.ctype = dtype.name
        self.part = complex_component(dtype)
        self.np = self.part.np.type
        self.consts = {}

    def _emit(self, ty: str, text: str) -> _Value:
        return _Value(self, self.host.emit(BY_NAME[ty], text).name)

    def k(self, value: float) -> _Value:
        return _Value(self, self.host.const(float(self.np(value)), self.part).name)


def _literal(v: np.floating) -> str:
    if np.isinf(v):
        return "inf" if v > 0 else "-inf"
    text = str(v)  # numpy's shortest text for the part type; exact double if that misreads
    return text if type(v)(float(text)) == v else repr(float(v))


# ---- the expansions, in the order XLA's converter emits their instructions --------------------

def _largest(b: _Builder) -> float:
    return float(np.finfo(b.np).max)


def _veltkamp(b: _Builder) -> float:
    """Dekker's splitter 2^s + 1 (s = half the significand, rounded up) for the part type."""
    largest = _largest(b)
    return 134217729.0 if largest > 1e308 else 4097.0 if largest > 1e38 else 65.0


def _square_dekker_low(b: _Builder, x: _Value, xx: _Value) -> _Value:
    """The rounding error of ``xx = x * x``, by Veltkamp splitting x into xh + xl."""
    negated = -xx
    xs = x * _veltkamp(b)
    xh = xs + (x - xs)
    t = negated + xh * xh
    xl = x - xh
    hl = xh * xl
    return t + hl + hl + xl * xl


def _two_sum_low(hi: _Value, a: _Value, b: _Value) -> _Value:
    """2Sum: the rounding error of ``hi = a + b``."""
    d = hi - a
    return (a - (hi - d)) + (b - d)


def _hypot_like(b: _Builder, mx: _Value, mn: _Value) -> _Value:
    """hypot(mx, mn) for mx >= mn >= 0 the functional_algorithms way (mx * sqrt(2) if equal;
    mx + mx * r / 2 when 1 + r rounds to 1, r = (mn/mx)^2)."""
    eq = b.cmp(mx, mn, "EQ")
    scaled_eq = mx * np.sqrt(2.0)
    ratio = mn / mx
    r = ratio * ratio
    sqa = b.unary("sqrt", r + 1.0)
    tiny = b.op("and", b.cmp(sqa, 1.0, "EQ"), b.cmp(r, 0.0, "GT"), ty="pred")
    general = b.select(tiny, mx + (mx * r) / 2.0, mx * sqa)
    return b.select(eq, scaled_eq, general)


def _sqrt(b: _Builder, z: _Value) -> _Value:
    x = b.unary("real", z)
    x_ge_0 = b.cmp(x, 0.0, "GE")
    ax = b.unary("abs", x)
    y = b.unary("imag", z)
    ay = b.unary("abs", y)
    eq_ax_ay = b.cmp(ax, ay, "EQ")
    sq_ax = b.unary("sqrt", ax)
    u_eq = (sq_ax * 1.5537739740300374) / np.sqrt(2.0)
    mx = b.op("maximum", ax, ay)
    mn = b.op("minimum", ax, ay)
    u_general = b.unary("sqrt", _hypot_like(b, mx, mn) / 2.0 + ax / 2.0)
    bad = b.op("or", b.cmp(u_general, 0.0, "EQ"), b.cmp(u_general, np.inf, "EQ"), ty="pred")
    gt_ax_ay = b.cmp(ax, ay, "GT")
    lt_ax_ay = b.cmp(ax, ay, "LT")
    r0 = b.select(eq_ax_ay, 1.0, b.select(lt_ax_ay, ax / ay, ay / ax))
    abs_r0 = b.unary("abs", r0)
    h = _hypot_like(b, b.op("maximum", abs_r0, 1.0), b.op("minimum", abs_r0, 1.0))
    sq_1h = b.unary("sqrt", h + 1.0)
    u_gt = sq_ax * (sq_1h / np.sqrt(2.0))
    sq_ay = b.unary("sqrt", ay)
    sq_rh = b.unary("sqrt", r0 + h)
    u_lt = sq_ay * (sq_rh / np.sqrt(2.0))
    u = b.select(eq_ax_ay, u_eq, b.select(bad, b.select(gt_ax_ay, u_gt, u_lt), u_general))
    ay_div_u_eq = sq_ay / 2.19736822693562
    sq_ratio = b.select(eq_ax_ay, 1.0, b.select(lt_ax_ay, sq_ax / sq_ay, sq_ay / sq_ax))
    ay_div_u_gt = (sq_ay * sq_ratio) / (sq_1h * np.sqrt(2.0))
    ay_div_u_lt = sq_ay / (sq_rh * np.sqrt(2.0))
    ay_div_u_bad = b.select(gt_ax_ay, ay_div_u_gt, ay_div_u_lt)
    ay_div_u_general = ay / (u_general * 2.0)
    ay_div_u = b.select(eq_ax_ay, ay_div_u_eq, b.select(bad, ay_div_u_bad, ay_div_u_general))
    re = b.select(x_ge_0, u, ay_div_u)
    x_lt_0 = b.cmp(x, 0.0, "LT")
    y_lt_0 = b.cmp(y, 0.0, "LT")
    im = b.select(x_lt_0, b.select(y_lt_0, -u, u), b.select(y_lt_0, -ay_div_u, ay_div_u))
    return b.op("complex", re, im, ty=b.ctype)


def _log(b: _Builder, z: _Value) -> _Value:
    y = b.unary("imag", z)
    yy = y * y
    x = b.unary("real", z)
    xx = x * x
    y_bigger = b.cmp(yy, xx, "GT")
    mxh = b.select(y_bigger, yy, xx)
    s1 = mxh + -1.0  # Fast2Sum of [-1, mxh, mnh, yy's low part, xx's low part]
    mnh = b.select(y_bigger, xx, yy)
    s2 = s1 + mnh
    yyl = _square_dekker_low(b, y, yy)
    s3 = s2 + yyl
    xxl = _square_dekker_low(b, x, xx)
    s4 = s3 + xxl
    low = (mxh - (s1 - -1.0)) + (mnh - (s2 - s1))
    low = low + (yyl - (s3 - s2))
    low = low + (xxl - (s4 - s3))
    s = s4 + low
    near_one = b.cmp(b.unary("abs", s), 0.5, "LT")
    re_near_one = b.unary("log-plus-one", s) * 0.5
    ax = b.unary("abs", x)
    ay = b.unary("abs", y)
    mx = b.op("maximum", ax, ay)
    log_mx = b.unary("log", mx)
    mn = b.op("minimum", ax, ay)
    ratio = b.select(b.cmp(mn, mx, "EQ"), 1.0, mn / mx)
    re_general = log_mx + b.unary("log-plus-one", ratio * ratio) * 0.5
    re = b.select(near_one, re_near_one, re_general)
    im = b.op(OP.atan2, y, x)
    return b.op("complex", re, im, ty=b.ctype)


def _log1p(b: _Builder, z: _Value) -> _Value:
    x = b.unary("real", z)
    ax = b.unary("abs", x)
    y = b.unary("imag", z)
    ay = b.unary("abs", y)
    mx = b.op("maximum", ax, ay)
    huge = b.cmp(mx, float(np.sqrt(b.np(_largest(b))) * b.np(0.01)), "GT")  # folded in the part type
    log_mx = b.unary("log", mx)
    mn = b.op("minimum", ax, ay)
    mn_eq_mx = b.cmp(mn, mx, "EQ")
    ratio = mn / mx
    re_huge = log_mx + b.unary("log-plus-one", b.select(mn_eq_mx, 1.0, ratio * ratio)) * 0.5
    xp1 = x + 1.0
    near_minus_one = b.cmp(b.unary("abs", xp1) + ay, 0.2, "LT")
    xp1_squared = xp1 * xp1
    yy = y * y
    re_near = b.unary("log", xp1_squared + yy) * 0.5
    x2 = x + x  # 2Sum of [x + x, yy, xx, yy's low part, xx's low part]
    s1 = x2 + yy
    xx = x * x
    s2 = s1 + xx
    yyl = _square_dekker_low(b, y, yy)
    s3 = s2 + yyl
    xxl = _square_dekker_low(b, x, xx)
    s4 = s3 + xxl
    low = _two_sum_low(s1, x2, yy) + _two_sum_low(s2, s1, xx)
    low = low + _two_sum_low(s3, s2, yyl)
    low = low + _two_sum_low(s4, s3, xxl)
    re_general = b.unary("log-plus-one", s4 + low) * 0.5
    re = b.select(huge, re_huge, b.select(near_minus_one, re_near, re_general))
    im = b.op(OP.atan2, y, xp1)
    return b.op("complex", re, im, ty=b.ctype)


def _exp(b: _Builder, z: _Value) -> _Value:
    x = b.unary("real", z)
    e = b.unary("exponential", x)
    overflows = b.cmp(e, np.inf, "EQ")
    e_half = b.unary("exponential", x * 0.5)
    y = b.unary("imag", z)
    cos = b.unary("cosine", y)
    re = b.select(overflows, (e_half * cos) * e_half, e * cos)
    y_is_0 = b.cmp(y, 0.0, "EQ")
    sin = b.unary("sine", y)
    im = b.select(y_is_0, 0.0, b.select(overflows, (e_half * sin) * e_half, e * sin))
    return b.op("complex", re, im, ty=b.ctype)


_ALGORITHMS: dict[str, Callable[[_Builder, _Value], _Value]] = {
    "sqrt": _sqrt,
    "log": _log,
    "log-plus-one": _log1p,
    "exponential": _exp,
}

__all__ = ["EXPANDED", "Host", "expand_into", "expansion_text"]
