"""Random HLO programs for property tests (hypothesis): elementwise, broadcast, reduce, reshape,
transpose, select, convert, slice and bitcast over one shape, with random layouts, and inputs
with the awkward values mixed in. Used to compare optimization levels and targets."""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from xlac.hlo.ir import Module

FLOAT_CONSTANTS = ["0", "-0", "1", "-1", "0.5", "2", "4", "3", "inf", "-inf", "nan"]
INT_CONSTANTS = ["0", "1", "-1", "2", "7", "2147483647", "-2147483648"]
FLOAT_UNARY = ["negate", "abs", "exponential", "tanh", "floor", "sign", "cosine", "sqrt"]
INT_UNARY = ["negate", "abs", "not", "sign"]
FLOAT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum"]
INT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "and", "or", "xor"]
KINDS = ["unary", "binary", "constant", "reduce", "reshape", "transpose", "select", "convert", "slice",
         "bitcast"]


class _Program:
    """Builds HLO text for one random program over values of one shape."""

    def __init__(self, dtype: str, dims: tuple[int, ...], layout=None):
        self.dtype = dtype
        self.dims = dims
        self.layout = layout or (lambda rank: "")  # rank -> "{...}" or "" (the default)
        self.lines: list[str] = []
        self.values: list[str] = []
        self.n = 0

    def shape(self, dims: tuple[int, ...] | None = None, dtype: str | None = None, layout: str | None = None) -> str:
        dims = self.dims if dims is None else dims
        layout = self.layout(len(dims)) if layout is None else layout
        return f"{dtype or self.dtype}[{','.join(map(str, dims))}]{layout}"

    def emit(self, text: str, full: bool = True) -> str:
        self.n += 1
        name = f"v{self.n}"
        self.lines.append(f"  {name} = {text}")
        if full:
            self.values.append(name)
        return name

    def text(self, roots: list[str], params: int) -> str:
        head = [f"  p{k} = {self.shape()} parameter({k})" for k in range(params)]
        shapes = ", ".join(self.shape() for _ in roots)
        body = head + self.lines + [f"  ROOT out = ({shapes}) tuple({', '.join(roots)})"]
        t = self.dtype
        return (f"HloModule random\n\nsum {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                f"  ROOT s = {t}[] add(a, b)\n}}\n\nbig {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                f"  ROOT m = {t}[] maximum(a, b)\n}}\n\nENTRY main {{\n" + "\n".join(body) + "\n}\n")


@st.composite
def programs(draw) -> str:
    dtype = draw(st.sampled_from(["f32", "s32"]))
    is_float = dtype == "f32"
    dims = tuple(draw(st.lists(st.integers(1, 4), min_size=1, max_size=3)))
    random_layouts = draw(st.booleans())

    def layout(rank: int) -> str:
        if not random_layouts or rank < 2:
            return ""
        return "{" + ",".join(map(str, draw(st.permutations(range(rank))))) + "}"

    prog = _Program(dtype, dims, layout)
    params = draw(st.integers(1, 2))
    prog.values = [f"p{k}" for k in range(params)]
    pick = lambda: draw(st.sampled_from(prog.values))
    for _ in range(draw(st.integers(1, 10))):
        kind = draw(st.sampled_from(KINDS))
        full = prog.shape()
        if kind == "unary":
            op = draw(st.sampled_from(FLOAT_UNARY if is_float else INT_UNARY))
            prog.emit(f"{full} {op}({pick()})")
        elif kind == "binary":
            op = draw(st.sampled_from(FLOAT_BINARY if is_float else INT_BINARY))
            prog.emit(f"{full} {op}({pick()}, {pick()})")
        elif kind == "constant":
            value = draw(st.sampled_from(FLOAT_CONSTANTS if is_float else INT_CONSTANTS))
            c = prog.emit(f"{prog.shape(())} constant({value})", full=False)
            prog.emit(f"{full} broadcast({c}), dimensions={{}}")
        elif kind == "reduce":
            d = draw(st.integers(0, len(dims) - 1))
            kept = tuple(n for k, n in enumerate(dims) if k != d)
            init = prog.emit(f"{prog.shape(())} constant({'0' if draw(st.booleans()) else '-1'})", full=False)
            comp = draw(st.sampled_from(["sum", "big"]))
            r = prog.emit(f"{prog.shape(kept)} reduce({pick()}, {init}), dimensions={{{d}}}, to_apply={comp}",
                          full=False)
            back = ",".join(str(k) for k in range(len(dims)) if k != d)
            prog.emit(f"{full} broadcast({r}), dimensions={{{back}}}")
        elif kind == "reshape":
            flat = prog.emit(f"{prog.shape((_size(dims),))} reshape({pick()})", full=False)
            prog.emit(f"{full} reshape({flat})")
        elif kind == "transpose" and len(dims) > 1:
            perm = draw(st.permutations(range(len(dims))))
            inverse = [perm.index(k) for k in range(len(dims))]
            t = prog.emit(f"{prog.shape(tuple(dims[p] for p in perm))} transpose({pick()}), "
                          f"dimensions={{{','.join(map(str, perm))}}}", full=False)
            prog.emit(f"{full} transpose({t}), dimensions={{{','.join(map(str, inverse))}}}")
        elif kind == "select":
            a, b = pick(), pick()
            direction = draw(st.sampled_from(["LT", "GE", "EQ", "NE"]))
            pred = prog.emit(f"{prog.shape(dtype='pred')} compare({a}, {b}), direction={direction}", full=False)
            prog.emit(f"{full} select({pred}, {a}, {pick()})")
        elif kind == "convert":
            wide = "f64" if is_float else "s64"
            w = prog.emit(f"{prog.shape(dtype=wide)} convert({pick()})", full=False)
            prog.emit(f"{full} convert({w})")
        elif kind == "bitcast" and len(dims) == 2:
            # f32[a,b]{0,1} holds the same bytes as f32[b,a]{1,0}: a bitcast that transposes
            a, b = dims
            col = prog.emit(f"{prog.shape(layout='{0,1}')} copy({pick()})", full=False)
            bc = prog.emit(f"{prog.shape((b, a), layout='{1,0}')} bitcast({col})", full=False)
            prog.emit(f"{full} transpose({bc}), dimensions={{1,0}}")
        elif kind == "slice":
            ranges = ", ".join(f"[0:{n}]" for n in dims)
            prog.emit(f"{full} slice({pick()}), slice={{{ranges}}}")
    roots = sorted(set(draw(st.lists(st.sampled_from(prog.values), max_size=2))) | {prog.values[-1]})
    return prog.text(roots, params)


def _size(dims: tuple[int, ...]) -> int:
    out = 1
    for n in dims:
        out *= n
    return out


def random_inputs(module: Module, seed: int = 0) -> list[np.ndarray]:
    """Inputs with the awkward values mixed in: NaN, +-0, +-inf, integer extremes."""
    rng = np.random.default_rng(seed)
    return [_random_value(shape, rng) for shape in module.parameter_shapes]


def _random_value(shape, rng: np.random.Generator):
    if shape.is_tuple:
        return tuple(_random_value(s, rng) for s in shape.elements)
    dt = shape.dtype
    if dt.is_pred:
        return rng.integers(0, 2, shape.dims).astype(bool)
    if dt.is_integer:
        info = np.iinfo(dt.np)
        vals = rng.integers(-20, 20, shape.dims) if dt.is_signed else rng.integers(0, 40, shape.dims)
        extremes = rng.choice(np.array([info.min, info.max, 0, 1], dtype=dt.np), shape.dims)
        return np.where(rng.random(shape.dims) < 0.2, extremes, vals).astype(dt.np)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0])
    vals = rng.standard_normal(shape.dims) * 3
    vals = np.where(rng.random(shape.dims) < 0.2, rng.choice(specials, shape.dims), vals)
    if dt.is_complex:
        vals = vals + 1j * rng.standard_normal(shape.dims)
    return vals.astype(dt.np)
