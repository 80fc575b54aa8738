"""Random HLO programs for property tests and the fuzzer: elementwise, broadcast, reduce,
reshape, transpose, select, convert, slice and bitcast over one shape, with random layouts, and
inputs with the awkward values mixed in. Used to compare optimization levels and targets.

Two ways to draw one: ``programs()`` is a hypothesis strategy (shrinking, the property tests);
``random_program(seed)`` draws from ``random.Random(seed)`` (the fuzzer's 10,000 programs,
each reproducible from its seed). ``wide=True`` (and every ``random_program``) adds more element
types (f64, f16, bf16, s8, s64, u8, u32) and more ops: transcendental and rounding unary ops,
power/remainder/atan2/shifts/clamp, popcnt and clz, dot, concatenate, pad, reverse, iota,
dynamic-slice and dynamic-update-slice with clamped indices, sort, bitcast-convert, and
float <-> int conversions. ``loops=True`` ends a program in while loops and an index conditional
over its values; ``windows=True`` adds reduce-window, convolution (any dim_labels order,
dilations), gather, scatter and select-and-scatter with random windows and out-of-range indices.
"""

from __future__ import annotations

import random

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

WIDE_FLOATS = ["f32", "f64", "f16", "bf16"]
WIDE_INTS = ["s32", "s64", "s8", "u8", "u32"]
WIDE_FLOAT_UNARY = FLOAT_UNARY + ["ceil", "sine", "rsqrt", "log", "log-plus-one", "exponential-minus-one",
                                  "round-nearest-even", "round-nearest-afz", "logistic", "cbrt"]
WIDE_INT_UNARY = INT_UNARY + ["popcnt", "count-leading-zeros"]
WIDE_FLOAT_BINARY = FLOAT_BINARY + ["power", "remainder", "atan2"]
WIDE_INT_BINARY = INT_BINARY + ["remainder", "shift-left", "shift-right-arithmetic", "shift-right-logical"]
WIDE_KINDS = KINDS + ["clamp", "dot", "concatenate", "pad", "reverse", "iota", "dynamic-slice", "sort",
                      "bitcast-convert", "float-int", "compare-convert"]
_INT_LIMITS = {"s8": (-128, 127), "u8": (0, 255), "s32": (-2**31, 2**31 - 1), "u32": (0, 2**32 - 1),
               "s64": (-2**63, 2**63 - 1)}
_SAME_WIDTH_INT = {"f32": "s32", "f64": "s64", "f16": "s16", "bf16": "u16", "s32": "f32", "u32": "f32",
                   "s64": "f64", "s8": "u8", "u8": "s8"}


class _Draw:
    """The choices a program builder makes, from hypothesis's ``draw`` or a random.Random."""

    def __init__(self, draw=None, rng: random.Random | None = None):
        self.draw, self.rng = draw, rng

    def choice(self, items):
        items = list(items)
        return self.draw(st.sampled_from(items)) if self.draw else self.rng.choice(items)

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi)) if self.draw else self.rng.randint(lo, hi)

    def boolean(self) -> bool:
        return self.draw(st.booleans()) if self.draw else self.rng.random() < 0.5

    def permutation(self, n: int) -> list[int]:
        if self.draw:
            return list(self.draw(st.permutations(range(n))))
        perm = list(range(n))
        self.rng.shuffle(perm)
        return perm


class _Program:
    """Builds HLO text for one random program over values of one shape."""

    def __init__(self, dtype: str, dims: tuple[int, ...], layout=None):
        self.dtype = dtype
        self.dims = dims
        self.layout = layout or (lambda rank: "")  # rank -> "{...}" or "" (the default)
        self.lines: list[str] = []
        self.values: list[str] = []
        self.computations: list[str] = []  # loop bodies and conditions
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
        cmp = "type=TOTALORDER" if t in WIDE_FLOATS else ""
        return (f"HloModule random\n\nsum {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                f"  ROOT s = {t}[] add(a, b)\n}}\n\nbig {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                f"  ROOT m = {t}[] maximum(a, b)\n}}\n\nless {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                f"  ROOT l = pred[] compare(a, b), direction=LT{', ' + cmp if cmp else ''}\n}}\n\n"
                + "".join(c + "\n" for c in self.computations)
                + "ENTRY main {\n" + "\n".join(body) + "\n}\n")


def _build(d: _Draw, wide: bool, loops: bool = False, windows: bool = False) -> str:
    dtype = d.choice((WIDE_FLOATS + WIDE_INTS) if wide else ["f32", "s32"])
    is_float = dtype in WIDE_FLOATS
    dims = tuple(d.integer(1, 4) for _ in range(d.integer(1, 3)))
    random_layouts = d.boolean()

    def layout(rank: int) -> str:
        if not random_layouts or rank < 2:
            return ""
        return "{" + ",".join(map(str, d.permutation(rank))) + "}"

    prog = _Program(dtype, dims, layout)
    params = d.integer(1, 2)
    prog.values = [f"p{k}" for k in range(params)]
    pick = lambda: d.choice(prog.values)
    unary = (WIDE_FLOAT_UNARY if wide else FLOAT_UNARY) if is_float else (WIDE_INT_UNARY if wide else INT_UNARY)
    if dtype[0] == "u":
        unary = [u for u in unary if u not in ("sign", "abs")]
    binary = (WIDE_FLOAT_BINARY if wide else FLOAT_BINARY) if is_float else (WIDE_INT_BINARY if wide else INT_BINARY)
    if dtype in ("f16", "bf16"):  # a 16-bit exponent from a reduce (any order) amplifies an ulp
        binary = [o for o in binary if o != "power"]
    consts = FLOAT_CONSTANTS if is_float else [c for c in INT_CONSTANTS if _fits(int(c), dtype)]
    for _ in range(d.integer(1, 10)):
        kind = d.choice(WIDE_KINDS if wide else KINDS)
        full = prog.shape()
        rank = len(dims)
        if kind == "unary":
            prog.emit(f"{full} {d.choice(unary)}({pick()})")
        elif kind == "binary":
            prog.emit(f"{full} {d.choice(binary)}({pick()}, {pick()})")
        elif kind == "constant":
            c = prog.emit(f"{prog.shape(())} constant({d.choice(consts)})", full=False)
            prog.emit(f"{full} broadcast({c}), dimensions={{}}")
        elif kind == "reduce":
            k = d.integer(0, rank - 1)
            kept = tuple(n for j, n in enumerate(dims) if j != k)
            init = prog.emit(f"{prog.shape(())} constant({'0' if d.boolean() or dtype[0] == 'u' else '-1'})",
                             full=False)
            comp = d.choice(["sum", "big"])
            r = prog.emit(f"{prog.shape(kept)} reduce({pick()}, {init}), dimensions={{{k}}}, to_apply={comp}",
                          full=False)
            back = ",".join(str(j) for j in range(rank) if j != k)
            prog.emit(f"{full} broadcast({r}), dimensions={{{back}}}")
        elif kind == "reshape":
            flat = prog.emit(f"{prog.shape((_size(dims),))} reshape({pick()})", full=False)
            prog.emit(f"{full} reshape({flat})")
        elif kind == "transpose" and rank > 1:
            perm = d.permutation(rank)
            inverse = [perm.index(j) for j in range(rank)]
            t = prog.emit(f"{prog.shape(tuple(dims[p] for p in perm))} transpose({pick()}), "
                          f"dimensions={{{','.join(map(str, perm))}}}", full=False)
            prog.emit(f"{full} transpose({t}), dimensions={{{','.join(map(str, inverse))}}}")
        elif kind == "select":
            a, b = pick(), pick()
            direction = d.choice(["LT", "GE", "EQ", "NE"] + (["GT", "LE"] if wide else []))
            pred = prog.emit(f"{prog.shape(dtype='pred')} compare({a}, {b}), direction={direction}", full=False)
            prog.emit(f"{full} select({pred}, {a}, {pick()})")
        elif kind == "convert":
            wide_t = ("f64" if is_float else "s64") if not wide else d.choice(
                ["f64", "f32"] if is_float else (["s64", "f64"] if dtype != "u32" else ["u64", "s64"]))
            w = prog.emit(f"{prog.shape(dtype=wide_t)} convert({pick()})", full=False)
            prog.emit(f"{full} convert({w})")
        elif kind == "bitcast" and rank == 2:
            # f32[a,b]{0,1} holds the same bytes as f32[b,a]{1,0}: a bitcast that transposes
            a, b = dims
            col = prog.emit(f"{prog.shape(layout='{0,1}')} copy({pick()})", full=False)
            bc = prog.emit(f"{prog.shape((b, a), layout='{1,0}')} bitcast({col})", full=False)
            prog.emit(f"{full} transpose({bc}), dimensions={{1,0}}")
        elif kind == "slice":
            ranges = ", ".join(f"[0:{n}]" for n in dims)
            prog.emit(f"{full} slice({pick()}), slice={{{ranges}}}")
        elif kind == "clamp":
            lo = prog.emit(f"{prog.shape(())} constant({d.choice(consts)})", full=False)
            prog.emit(f"{full} clamp({lo}, {pick()}, {pick()})")
        elif kind == "dot" and rank == 2 and dtype not in ("s8", "u8"):
            a, b = dims
            t = prog.emit(f"{prog.shape((b, a))} transpose({pick()}), dimensions={{1,0}}", full=False)
            sq = prog.emit(f"{prog.shape((a, a))} dot({pick()}, {t}), lhs_contracting_dims={{1}}, "
                           f"rhs_contracting_dims={{0}}", full=False)
            prog.emit(f"{full} dot({sq}, {pick()}), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}")
        elif kind == "concatenate":
            k = d.integer(0, rank - 1)
            both = tuple(n * 2 if j == k else n for j, n in enumerate(dims))
            c = prog.emit(f"{prog.shape(both)} concatenate({pick()}, {pick()}), dimensions={{{k}}}", full=False)
            start = d.choice([0, dims[k]])
            ranges = ", ".join(f"[{start}:{start + n}]" if j == k else f"[0:{n}]" for j, n in enumerate(dims))
            prog.emit(f"{full} slice({c}), slice={{{ranges}}}")
        elif kind == "pad":
            lo, hi, inner = d.integer(-1, 2), d.integer(-1, 2), d.integer(0, 1)
            padded = tuple(max(0, n + lo + hi + (n - 1) * inner) for n in dims)
            if all(p >= n for p, n in zip(padded, dims)):
                v = prog.emit(f"{prog.shape(())} constant({d.choice(consts)})", full=False)
                cfg = "x".join(f"{lo}_{hi}_{inner}" for _ in dims)
                pd = prog.emit(f"{prog.shape(padded)} pad({pick()}, {v}), padding={cfg}", full=False)
                ranges = ", ".join(f"[0:{n}]" for n in dims)
                prog.emit(f"{full} slice({pd}), slice={{{ranges}}}")
        elif kind == "reverse":
            ks = sorted({d.integer(0, rank - 1) for _ in range(d.integer(1, rank))})
            prog.emit(f"{full} reverse({pick()}), dimensions={{{','.join(map(str, ks))}}}")
        elif kind == "iota":
            k = d.integer(0, rank - 1)
            prog.emit(f"{full} iota(), iota_dimension={k}")
        elif kind == "dynamic-slice":
            idx = [prog.emit(f"s32[] constant({d.integer(-3, 5)})", full=False) for _ in dims]
            sizes = tuple(d.integer(1, n) for n in dims)
            ds = prog.emit(f"{prog.shape(sizes)} dynamic-slice({pick()}, {', '.join(idx)}), "
                           f"dynamic_slice_sizes={{{','.join(map(str, sizes))}}}", full=False)
            idx2 = [prog.emit(f"s32[] constant({d.integer(-3, 5)})", full=False) for _ in dims]
            prog.emit(f"{full} dynamic-update-slice({pick()}, {ds}, {', '.join(idx2)})")
        elif kind == "sort":
            k = d.integer(0, rank - 1)
            prog.emit(f"{full} sort({pick()}), dimensions={{{k}}}, is_stable=true, to_apply=less")
        elif kind == "bitcast-convert" and dtype in _SAME_WIDTH_INT:
            other = _SAME_WIDTH_INT[dtype]
            b = prog.emit(f"{prog.shape(dtype=other)} bitcast-convert({pick()})", full=False)
            prog.emit(f"{full} bitcast-convert({b})")
        elif kind == "float-int":
            other = d.choice(["s32", "s8", "u8", "s64"] if is_float else ["f32", "f64", "f16", "bf16"])
            c = prog.emit(f"{prog.shape(dtype=other)} convert({pick()})", full=False)
            prog.emit(f"{full} convert({c})")
        elif kind == "compare-convert":
            a, b = pick(), pick()
            direction = d.choice(["LT", "GT", "LE", "GE", "EQ", "NE"])
            c = prog.emit(f"{prog.shape(dtype='pred')} compare({a}, {b}), direction={direction}", full=False)
            prog.emit(f"{full} convert({c})")
    for _ in range(d.integer(1, 3) if windows else 0):
        _window_op(d, prog, pick)
    for _ in range(d.integer(1, 2) if loops else 0):
        _loop(d, prog, binary, pick)
    if loops and d.boolean():
        _conditional(d, prog, binary, pick)
    roots = sorted({d.choice(prog.values) for _ in range(d.integer(0, 2))} | {prog.values[-1]})
    return prog.text(roots, params)


def _loop(d: _Draw, prog: _Program, binary: list[str], pick) -> None:
    """A while loop over 2-4 values run 0-3 times, whose body hands each element on as an old
    element (maybe another one), a binary op of two, or one updated in place by a dynamic-update-
    slice of another: the state shuffles buffer assignment has to keep apart."""
    k = len(prog.computations) // 2
    n, trips = d.integer(2, 4), d.integer(0, 3)
    full = prog.shape()
    state = "(s32[], " + ", ".join([full] * n) + ")"
    lines = [f"  s = {state} parameter(0)", "  i = s32[] get-tuple-element(s), index=0",
             "  one = s32[] constant(1)", "  i1 = s32[] add(i, one)"]
    lines += [f"  e{j} = {full} get-tuple-element(s), index={j + 1}" for j in range(n)]
    new = [_element(d, prog, binary, n, j, lines, ["old", "old", "binary", "update"]) for j in range(n)]
    lines.append(f"  ROOT t = {state} tuple(i1, {', '.join(new)})")
    prog.computations.append(f"loop{k}_body {{\n" + "\n".join(lines) + "\n}\n")
    prog.computations.append(f"loop{k}_cond {{\n  s = {state} parameter(0)\n  i = s32[] get-tuple-element(s), "
                             f"index=0\n  ROOT lt = pred[] compare(i, s32[] constant({trips})), direction=LT\n}}\n")
    zero = prog.emit("s32[] constant(0)", full=False)
    init = prog.emit(f"{state} tuple({zero}, {', '.join(pick() for _ in range(n))})", full=False)
    w = prog.emit(f"{state} while({init}), condition=loop{k}_cond, body=loop{k}_body", full=False)
    for j in range(n):
        prog.emit(f"{full} get-tuple-element({w}), index={j + 1}")


def _element(d: _Draw, prog: _Program, binary: list[str], n: int, j: int, lines: list[str], kinds: list[str]) -> str:
    """New element j of a loop body or branch over elements e0..e{n-1}: an old element (maybe
    another one), a binary op of two, or one updated by a dynamic-update-slice of another."""
    how = d.choice(kinds)
    a, b = f"e{d.integer(0, n - 1)}", f"e{d.integer(0, n - 1)}"
    if how == "old":
        return a
    full = prog.shape()
    if how == "binary":
        lines.append(f"  n{j} = {full} {d.choice(binary)}({a}, {b})")
        return f"n{j}"
    sizes = tuple(d.integer(1, m) for m in prog.dims)
    at = ", ".join(f"s32[] constant({d.integer(0, m - z)})" for m, z in zip(prog.dims, sizes))
    zeros = ", ".join("s32[] constant(0)" for _ in sizes)
    lines.append(f"  u{j} = {prog.shape(sizes)} dynamic-slice({b}, {zeros}), "
                 f"dynamic_slice_sizes={{{','.join(map(str, sizes))}}}")
    lines.append(f"  n{j} = {full} dynamic-update-slice({a}, u{j}, {at})")
    return f"n{j}"


def _conditional(d: _Draw, prog: _Program, binary: list[str], pick) -> None:
    """An index conditional over a tuple of 2-3 values with 2-3 branches (the index may be out
    of range: the last branch runs), each handing the elements on in another order, combined,
    or updated in place by a dynamic-update-slice."""
    k = len(prog.computations)
    n, branches = d.integer(2, 3), d.integer(2, 3)
    full = prog.shape()
    state = "(" + ", ".join([full] * n) + ")"
    names = []
    for br in range(branches):
        lines = [f"  s = {state} parameter(0)"] + [f"  e{j} = {full} get-tuple-element(s), index={j}" for j in range(n)]
        new = [_element(d, prog, binary, n, j, lines, ["old", "binary", "update"]) for j in range(n)]
        lines.append(f"  ROOT t = {state} tuple({', '.join(new)})")
        names.append(f"branch{k}_{br}")
        prog.computations.append(f"{names[-1]} {{\n" + "\n".join(lines) + "\n}\n")
    arg = prog.emit(f"{state} tuple({', '.join(pick() for _ in range(n))})", full=False)
    index = prog.emit(f"s32[] constant({d.integer(-1, branches)})", full=False)
    c = prog.emit(f"{state} conditional({index}, {', '.join([arg] * branches)}), "
                  f"branch_computations={{{', '.join(names)}}}", full=False)
    for j in range(n):
        prog.emit(f"{full} get-tuple-element({c}), index={j}")


def _reshaped(prog: _Program, v: str, src: tuple[int, ...], dst: tuple[int, ...], full: bool = False) -> str:
    """``v`` (of dims ``src``) as a value of dims ``dst``: flattened, cut or padded with zeros to
    the element count, reshaped (``full``: a value of the program's shape, for later ops)."""
    n, size = _size(dst), _size(src)
    flat = prog.emit(f"{prog.shape((size,))} reshape({v})", full=False)
    if size != n:
        zero = prog.emit(f"{prog.shape(())} constant(0)", full=False)
        flat = prog.emit(f"{prog.shape((n,))} pad({flat}, {zero}), padding=0_{n - size}", full=False)
    return prog.emit(f"{prog.shape(dst)} reshape({flat})", full=full)


def _fit(prog: _Program, v: str, dims: tuple[int, ...]) -> str:
    """``v`` (of ``dims``) as a value of the program's shape."""
    return _reshaped(prog, v, dims, prog.dims, full=True)


def _window(d: _Draw, dims: tuple[int, ...], dilations: bool) -> tuple[str, tuple[int, ...], list[int]]:
    """A random window over ``dims``: (its attribute text, the output dims, the window sizes)."""
    size, stride, pad, lhs, rhs, out = [], [], [], [], [], []
    for n in dims:
        bd, wd = (d.choice([1, 1, 2]), d.choice([1, 1, 2])) if dilations else (1, 1)
        lo, hi, s = d.integer(0, 1), d.integer(0, 1), d.integer(1, 3)
        padded = (n - 1) * bd + 1 + lo + hi
        w = d.integer(1, n)
        if (w - 1) * wd + 1 > padded:
            w = 1
        size.append(w), stride.append(s), pad.append(f"{lo}_{hi}"), lhs.append(bd), rhs.append(wd)
        out.append((padded - ((w - 1) * wd + 1)) // s + 1)
    x = lambda v: "x".join(map(str, v))  # noqa: E731
    text = f"size={x(size)} stride={x(stride)} pad={x(pad)}"
    if dilations:
        text += f" lhs_dilate={x(lhs)} rhs_dilate={x(rhs)}"
    return "{" + text + "}", tuple(out), size


def _indices(d: _Draw, m: int, n: int) -> str:
    """An s32[m,1] constant of start indices along a dim of size ``n``, some out of range."""
    return f"s32[{m},1] constant({{{', '.join('{' + str(d.integer(-2, n + 1)) + '}' for _ in range(m))}}})"


def _window_op(d: _Draw, prog: _Program, pick) -> None:
    """One of reduce-window, convolution, gather, scatter, select-and-scatter on the program's
    values, with random windows (strides, padding, dilations), dimension orders and indices
    (out-of-range ones too); its result is fitted back to the program's shape."""
    dims, rank, t = prog.dims, len(prog.dims), prog.dtype
    is_float = t in WIDE_FLOATS
    kind = d.choice(["reduce-window", "convolution", "gather", "scatter", "select-and-scatter"])
    if kind == "convolution" and not (is_float or t == "s32"):
        kind = "reduce-window"
    if kind == "reduce-window":
        comp = d.choice(["sum", "big"])
        low = "-inf" if is_float else str(_INT_LIMITS[t][0])
        init = prog.emit(f"{prog.shape(())} constant({'0' if comp == 'sum' else low})", full=False)
        window, out, _ = _window(d, dims, dilations=True)
        r = prog.emit(f"{prog.shape(out)} reduce-window({pick()}, {init}), window={window}, to_apply={comp}",
                      full=False)
        _fit(prog, r, out)
    elif kind == "convolution":
        window, out, size = _window(d, dims, dilations=True)
        spatial = "".join(map(str, range(rank)))
        lhs_l, ker_l, out_l = (d.permutation(rank + 2) for _ in range(3))
        labels = lambda perm, a, b: "".join((a + b + spatial)[k] for k in perm)  # noqa: E731
        shaped = lambda perm, sp: tuple(1 if k < 2 else sp[k - 2] for k in perm)  # noqa: E731
        kernel = prog.emit(f"{prog.shape(tuple(size))} slice({pick()}), "
                           f"slice={{{', '.join(f'[0:{w}]' for w in size)}}}", full=False)
        lhs = prog.emit(f"{prog.shape(shaped(lhs_l, dims))} reshape({pick()})", full=False)
        ker = prog.emit(f"{prog.shape(shaped(ker_l, size))} reshape({kernel})", full=False)
        c = prog.emit(f"{prog.shape(shaped(out_l, out))} convolution({lhs}, {ker}), window={window}, "
                      f"dim_labels={labels(lhs_l, 'b', 'f')}_{labels(ker_l, 'o', 'i')}->{labels(out_l, 'b', 'f')}",
                      full=False)
        _fit(prog, c, shaped(out_l, out))
    elif kind in ("gather", "scatter"):
        k, m = d.integer(0, rank - 1), d.integer(1, 4)
        collapsed = d.boolean()
        w = 1 if collapsed else d.integer(1, dims[k])
        rest = tuple(w if j == k else n for j, n in enumerate(dims) if not (collapsed and j == k))
        idx = prog.emit(_indices(d, m, dims[k]), full=False)
        window_dims = ",".join(str(j + 1) for j in range(len(rest)))
        if kind == "gather":
            sizes = ",".join(str(w if j == k else n) for j, n in enumerate(dims))
            g = prog.emit(f"{prog.shape((m,) + rest)} gather({pick()}, {idx}), offset_dims={{{window_dims}}}, "
                          f"collapsed_slice_dims={{{k if collapsed else ''}}}, start_index_map={{{k}}}, "
                          f"index_vector_dim=1, slice_sizes={{{sizes}}}", full=False)
            _fit(prog, g, (m,) + rest)
        else:
            src = prog.emit(f"{prog.shape()} add({pick()}, {pick()})", full=False)
            upd = _reshaped(prog, src, dims, (m,) + rest)
            prog.emit(f"{prog.shape()} scatter({pick()}, {idx}, {upd}), update_window_dims={{{window_dims}}}, "
                      f"inserted_window_dims={{{k if collapsed else ''}}}, scatter_dims_to_operand_dims={{{k}}}, "
                      f"index_vector_dim=1, to_apply={d.choice(['sum', 'big'])}")
    else:
        if "ge {" not in "".join(prog.computations):
            prog.computations.append(f"ge {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n"
                                     f"  ROOT c = pred[] compare(a, b), direction=GE\n}}\n")
        window, out, _ = _window(d, dims, dilations=False)
        src = prog.emit(f"{prog.shape()} subtract({pick()}, {pick()})", full=False)
        source = _reshaped(prog, src, dims, out)
        zero = prog.emit(f"{prog.shape(())} constant(0)", full=False)
        prog.emit(f"{prog.shape()} select-and-scatter({pick()}, {source}, {zero}), window={window}, "
                  f"select=ge, scatter=sum")


@st.composite
def programs(draw, wide: bool = False, loops: bool = False, windows: bool = False) -> str:
    return _build(_Draw(draw=draw), wide, loops, windows)


def random_program(seed: int, loops: bool = False, windows: bool = False) -> str:
    """The wide random program for ``seed`` (no hypothesis: fast, reproducible by seed); with
    ``loops``, ending in while loops over its values; with ``windows``, also with window and
    index ops (reduce-window, convolution, gather, scatter, select-and-scatter). The same seed
    without either is unchanged."""
    return _build(_Draw(rng=random.Random(seed)), wide=True, loops=loops, windows=windows)


# ops that sum in an order of the implementation's choosing
_SUMMING = {"dot", "convolution", "reduce-window", "scatter", "select-and-scatter"}


def tolerances(module: Module) -> dict[str, float]:
    """rtol/atol for comparing cpu with the interpreter on ``module``: 16-bit floats round at
    every op (one ulp is 0.1-0.8%), dots sum in another order, and transcendental functions
    differ in the last bits between numpy and the generated code."""
    names = {i.shape.dtype.name for c in module.computations for i in c.instructions if not i.shape.is_tuple}
    ops = {i.opcode for c in module.computations for i in c.instructions}
    if names & {"f16", "bf16"}:
        # a 16-bit reduction summed in another order can differ by an ulp, and a chain of dots
        # after it multiplies that (seed 407281: four bf16 dots, 2.2% apart)
        return {"rtol": 5e-2, "atol": 5e-2} if ops & _SUMMING else {"rtol": 2e-2, "atol": 2e-2}
    if ops & _SUMMING:
        return {"rtol": 1e-4, "atol": 1e-4}
    return {"rtol": 1e-5, "atol": 1e-6}


def differences(text: str, target: str, opt_level: int, seed: int, name: str = "random.hlo") -> list[str]:
    """How ``target`` at ``opt_level`` differs from the interpreter on the program ``text`` with
    ``random_inputs(module, seed)``, as compare_outputs words it (empty: they agree).
    "nvptx-simulated" runs nvptx's kernels on the host (no GPU needed)."""
    from xlac.driver import compare_outputs, compile_module, load_text
    from xlac.registry import get_target

    module = load_text(text, name)
    inputs = random_inputs(module, seed)
    with np.errstate(all="ignore"):
        want = compile_module(module, "interpreter").run(None, *inputs)
    if target == "nvptx-simulated":
        from xlac.targets.nvptx.simulator import SimulatedGpuModule

        got = SimulatedGpuModule(module, hlo_opt_level=opt_level).run(*inputs)
    else:
        got = compile_module(module, target, get_target(target).options(opt_level=opt_level)).run(None, *inputs)
    return compare_outputs(got, want, **tolerances(module))


def _fits(v: int, dtype: str) -> bool:
    lo, hi = _INT_LIMITS.get(dtype, (-2**63, 2**63 - 1))
    return lo <= v <= hi


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
