"""Ops XLA:CPU implements itself, written as plain HLO: one definition that the interpreter
evaluates and the cpu target compiles (after a pass swaps the op for a `call`).

- Custom calls XLA:CPU's own passes emit and its runtime runs: ``TopK`` (sort descending by
  TOTALORDER, stable, then the first k), ``SliceToDynamic`` / ``PadToStatic`` (dynamic
  shapes: xlac keeps arrays at their bounds, so the data passes through and the sizes are the
  bounds), ``ShardBarrierFrom`` / ``ShardBarrierTo`` (sharding-propagation barriers: identity),
  and the oneDNN rewrites ``__onednn$matmul`` (a dot with XLA's OneDnnMatMulConfig post-ops:
  BIAS, BINARY_ADD, RELU, TANH, SIGMOID, GELU_ERF, GELU_TANH, LINEAR, ELU, SWISH).
- ``scan``, as XLA's ScanExpander lowers it: a while loop over the scanned dimension.

``expansion(instr)`` returns a module whose entry takes the op's operands and returns its
value, or None when the op has no expansion here.
"""

from __future__ import annotations

import json
import struct
from typing import Any

from xlac.errors import XlacError
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr
from xlac.hlo.shapes import ArrayShape, Shape

CUSTOM_CALL_TARGETS = frozenset({"TopK", "SliceToDynamic", "PadToStatic", "ShardBarrierFrom",
                                 "ShardBarrierTo", "__onednn$matmul", "GetRngSeed",
                                 "ProductOfElementaryHouseholderReflectors"})
# Opcodes expanded whatever their attributes (the expand-ops pass rewrites every one).
OPCODES = frozenset({"scan", "scaled-dot", "rng"})


def has_expansion(instr: Instruction) -> bool:
    if instr.opcode == "custom-call":
        return str(instr.attrs.get("custom_call_target", "")) in CUSTOM_CALL_TARGETS
    return instr.opcode in OPCODES


def expansion(instr: Instruction) -> Module | None:
    """The op as a module of plain HLO (parsed fresh each time: callers own it)."""
    if not has_expansion(instr):
        return None
    from xlac.hlo.parser import parse_module

    if instr.opcode == "scan":
        text = _scan(instr)
    elif instr.opcode == "scaled-dot":
        text = _scaled_dot(instr)
    elif instr.opcode == "rng":
        text = _rng(instr)
    else:
        target = str(instr.attrs["custom_call_target"])
        text = _BUILDERS[target](instr)
    return parse_module(text, f"<expansion of {instr.name}>")


# ---- text helpers ------------------------------------------------------------------------------

def _t(shape: Any) -> str:
    """A shape as HLO text, layout dropped (expansions compute in default layouts)."""
    if shape.is_tuple:
        return "(" + ", ".join(_t(e) for e in shape.elements) + ")"
    dims = ",".join(("<=" if shape.dynamic and shape.dynamic[i] else "") + str(d) for i, d in enumerate(shape.dims))
    return f"{shape.dtype.name}[{dims}]"


def _static(shape: ArrayShape) -> str:
    return f"{shape.dtype.name}[{','.join(map(str, shape.dims))}]"


def _params(instr: Instruction) -> list[str]:
    return [f"  p{k} = {_t(op.shape)} parameter({k})" for k, op in enumerate(instr.operands)]


def _module(name: str, body: list[str], root: str, extra: str = "") -> str:
    return f"HloModule {name}\n{extra}ENTRY e {{\n" + "\n".join(body + [f"  ROOT {root}"]) + "\n}\n"


def _dot_dims(instr: Instruction) -> str:
    """A dot's dimension attributes as HLO text (those it has)."""
    return ", ".join(f"{key}={{{','.join(map(str, instr.attrs[key]))}}}" for key in
                     ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims")
                     if key in instr.attrs)


def _array(instr: Instruction, k: int) -> ArrayShape:
    shape = instr.operands[k].shape if k >= 0 else instr.shape
    if not isinstance(shape, ArrayShape):
        raise XlacError(f"'{instr.name}': expected an array, got {shape}", instr.loc)
    return shape


# ---- custom calls -----------------------------------------------------------------------------

def _topk(instr: Instruction) -> str:
    x = _array(instr, 0)
    shape: Any = instr.shape
    if not shape.is_tuple or len(shape.elements) != 2 or x.rank not in (1, 2):
        raise XlacError(f"TopK '{instr.name}' takes one [batch,] n array and returns (values, indices)",
                        instr.loc)
    values, indices = shape.elements
    return topk_module("topk", x, values, indices)


def topk_module(name: str, x: ArrayShape, values: ArrayShape, indices: ArrayShape, largest: bool = True) -> str:
    """XLA's TopK (and chlo.top_k) on the last dim of ``x`` (any rank >= 1) as a module: a stable
    sort of (x, iota), descending (ascending if not ``largest``; floats by TOTALORDER, so NaN
    ranks above +inf and +0 above -0), then the first k of each; its entry takes x, returns
    (values, indices)."""
    last, k = x.rank - 1, values.dims[-1]
    t, it = x.dtype.name, indices.dtype.name
    full_i = f"{it}[{','.join(map(str, x.dims))}]"
    window = ", ".join(f"[0:{d}]" for d in x.dims[:-1]) + (", " if x.rank > 1 else "") + f"[0:{k}]"
    order = "type=TOTALORDER" if x.dtype.is_float else ""
    direction = "GT" if largest else "LT"
    cmp = (f"{name}_cmp {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n  c = {it}[] parameter(2)\n"
           f"  d = {it}[] parameter(3)\n  ROOT g = pred[] compare(a, b), direction={direction}"
           f"{', ' + order if order else ''}\n}}\n")
    body = [
        f"  p0 = {_t(x)} parameter(0)",
        f"  i = {full_i} iota(), iota_dimension={last}",
        f"  s = ({_static(x)}, {full_i}) sort(p0, i), dimensions={{{last}}}, is_stable=true, to_apply={name}_cmp",
        f"  v = {_static(x)} get-tuple-element(s), index=0",
        f"  j = {full_i} get-tuple-element(s), index=1",
        f"  vk = {_t(values)} slice(v), slice={{{window}}}",
        f"  jk = {_t(indices)} slice(j), slice={{{window}}}",
    ]
    return _module(name, body, f"t = ({_t(values)}, {_t(indices)}) tuple(vk, jk)", cmp)


def _slice_to_dynamic(instr: Instruction) -> str:
    return _module("slice_to_dynamic", _params(instr), f"r = {_t(instr.shape)} copy(p0)")


def _pad_to_static(instr: Instruction) -> str:
    x = _array(instr, 0)
    if not instr.shape.is_tuple:
        raise XlacError(f"PadToStatic '{instr.name}' returns (data, sizes...)", instr.loc)
    result: Any = instr.shape
    data, *sizes = result.elements
    body = _params(instr) + [f"  d = {_t(data)} copy(p0)"]
    names = ["d"]
    for k, s in enumerate(sizes):
        body.append(f"  n{k} = {_t(s)} constant({x.dims[k] if k < x.rank else 0})")
        names.append(f"n{k}")
    return _module("pad_to_static", body, f"t = {_t(instr.shape)} tuple({', '.join(names)})")


def _barrier(instr: Instruction) -> str:
    return _module("barrier", _params(instr)[:1], f"r = {_t(instr.shape)} copy(p0)") \
        if not instr.shape.is_tuple else \
        _module("barrier", [], f"p0 = {_t(instr.shape)} parameter(0)")


def backend_json(instr: Instruction) -> dict:
    """backend_config as JSON (XLA:CPU's own targets write protos as JSON)."""
    raw = instr.attrs.get("backend_config")
    if raw is None:
        return {}
    text = str(raw).strip()
    if text.startswith('"'):
        from xlac.hlo.attributes import string_value

        text = string_value(text)
    if not text:
        return {}
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise XlacError(f"'{instr.name}': backend_config is not JSON: {e}", instr.loc) from None
    return doc if isinstance(doc, dict) else {}


_GELU_TANH_C = 0.7978845608028654  # sqrt(2/pi)


def _onednn_matmul(instr: Instruction) -> str:
    cfg = backend_json(instr).get("onednn_matmul_config", {}) or {}
    fusions = cfg.get("fusions") or {}
    ops = list(fusions.get("ops", [])) if isinstance(fusions, dict) else []
    ops += list(cfg.get("fused_ops", []))
    alpha = fusions.get("alpha_typecast", 0) if isinstance(fusions, dict) else 0
    lhs, rhs, out = _array(instr, 0), _array(instr, 1), _array(instr, -1)
    ta, tb = bool(cfg.get("transpose_a", False)), bool(cfg.get("transpose_b", False))
    lc = lhs.rank - 2 if ta else lhs.rank - 1
    if rhs.rank == 1:
        rc, batch = 0, 0
    else:
        rc = rhs.rank - 1 if tb else rhs.rank - 2
        batch = rhs.rank - 2 if rhs.rank == lhs.rank else 0
    dims = [f"lhs_contracting_dims={{{lc}}}", f"rhs_contracting_dims={{{rc}}}"]
    if batch:
        b = ",".join(map(str, range(batch)))
        dims = [f"lhs_batch_dims={{{b}}}", f"rhs_batch_dims={{{b}}}"] + dims
    t = out.dtype.name
    shape = _static(out)
    body = _params(instr) + [f"  v0 = {shape} dot(p0, p1), {', '.join(dims)}"]
    extra = iter(range(2, len(instr.operands)))
    cur = "v0"

    def emit(line: str) -> str:
        name = f"v{len(body)}"
        body.append(f"  {name} = {line}")
        return name

    def scalar(value: float) -> str:
        c = emit(f"{t}[] constant({value!r})")
        return emit(f"{shape} broadcast({c}), dimensions={{}}")

    for op in ops:
        if op in ("BIAS", "BINARY_ADD"):
            k = next(extra, None)
            if k is None:
                raise XlacError(f"'{instr.name}': fused op {op} has no operand", instr.loc)
            cur = emit(f"{shape} add({cur}, {_broadcast_to(instr, k, out, emit)})")
        elif op == "RELU":
            cur = emit(f"{shape} maximum({cur}, {scalar(0.0)})")
        elif op == "TANH":
            cur = emit(f"{shape} tanh({cur})")
        elif op == "SIGMOID":
            cur = emit(f"{shape} logistic({cur})")
        elif op == "LINEAR":
            factor = struct.unpack("<f", struct.pack("<i", int(alpha)))[0]
            cur = emit(f"{shape} multiply({cur}, {scalar(factor)})")
        elif op == "SWISH":
            cur = emit(f"{shape} multiply({cur}, {emit(f'{shape} logistic({cur})')})")
        elif op == "ELU":
            e = emit(f"{shape} exponential-minus-one({cur})")
            pos = emit(f"pred[{','.join(map(str, out.dims))}] compare({cur}, {scalar(0.0)}), direction=GT")
            cur = emit(f"{shape} select({pos}, {cur}, {e})")
        elif op == "GELU_ERF":
            inner = emit(f"{shape} erf({emit(f'{shape} multiply({cur}, {scalar(0.7071067811865476)})')})")
            one = emit(f"{shape} add({inner}, {scalar(1.0)})")
            cur = emit(f"{shape} multiply({emit(f'{shape} multiply({cur}, {scalar(0.5)})')}, {one})")
        elif op == "GELU_TANH":
            cube = emit(f"{shape} multiply({cur}, {emit(f'{shape} multiply({cur}, {cur})')})")
            inner = emit(f"{shape} add({cur}, {emit(f'{shape} multiply({cube}, {scalar(0.044715)})')})")
            th = emit(f"{shape} tanh({emit(f'{shape} multiply({inner}, {scalar(_GELU_TANH_C)})')})")
            one = emit(f"{shape} add({th}, {scalar(1.0)})")
            cur = emit(f"{shape} multiply({emit(f'{shape} multiply({cur}, {scalar(0.5)})')}, {one})")
        else:
            raise XlacError(f"'{instr.name}': oneDNN fused op {op!r} is not supported", instr.loc)
    return _module("onednn_matmul", body, f"r = {_t(out)} copy({cur})")


def _broadcast_to(instr: Instruction, k: int, out: ArrayShape, emit) -> str:
    """Operand k broadcast numpy-style (right-aligned, size-1 dims stretched) to ``out``."""
    src = _array(instr, k)
    kept = [(i + out.rank - src.rank, d) for i, d in enumerate(src.dims) if d != 1]
    name = f"p{k}"
    if src.dtype != out.dtype:
        name = emit(f"{out.dtype.name}[{','.join(map(str, src.dims))}] convert({name})")
    if len(kept) != src.rank:
        name = emit(f"{out.dtype.name}[{','.join(str(d) for _, d in kept)}] reshape({name})")
    dims = ",".join(str(i) for i, _ in kept)
    return emit(f"{_static(out)} broadcast({name}), dimensions={{{dims}}}")


def _get_rng_seed(instr: Instruction) -> str:
    """GetRngSeed (XLA's RngExpander asks it for a u64[] seed; XLA:CPU gives a fresh random
    one per call): here the RNG state counter (rng-get-and-update-state, which advances per
    call on every target) mixed with the call site's name by SplitMix64, so each call differs
    and a run is repeatable."""
    import zlib

    out = _array(instr, -1)
    if out.dtype.name != "u64" or out.rank or instr.operands:
        raise XlacError(f"GetRngSeed '{instr.name}' takes no operands and returns u64[], not {out}", instr.loc)
    body = ["  st = u64[2] rng-get-and-update-state(), delta=1",
            "  s1 = u64[1] slice(st), slice={[0:1]}",
            "  s = u64[] reshape(s1)",
            f"  site = u64[] constant({zlib.crc32(instr.name.encode()) << 32})",
            "  golden = u64[] constant(11400714819323198485)",
            "  x0 = u64[] xor(s, site)",
            "  z0 = u64[] add(x0, golden)"]
    for k, (shift, mul) in enumerate([(30, 13787848793156543929), (27, 10723151780598845931)]):
        body += [f"  c{k} = u64[] constant({shift})", f"  h{k} = u64[] shift-right-logical(z{k}, c{k})",
                 f"  y{k} = u64[] xor(z{k}, h{k})", f"  m{k} = u64[] constant({mul})",
                 f"  z{k + 1} = u64[] multiply(y{k}, m{k})"]
    body += ["  c2 = u64[] constant(31)", "  h2 = u64[] shift-right-logical(z2, c2)"]
    return _module("get_rng_seed", body, "r = u64[] xor(z2, h2)")


def _householder_product(instr: Instruction) -> str:
    """ProductOfElementaryHouseholderReflectors(a, taus) (XLA's QrExpander target, as jnp's
    householder_product writes it): the first n columns of H(0) H(1) ... H(p-1), H(i) = I -
    taus[i] v v^H with v = e_i + a[i+1:, i] (a: [..., m, n], m >= n; taus: [..., p], p <= n),
    as LAPACK's ?orgqr defines it. A loop applies H(p-1) first, to every column of Q."""
    if len(instr.operands) != 2:
        raise XlacError(f"ProductOfElementaryHouseholderReflectors '{instr.name}' takes (a, taus)", instr.loc)
    a, taus, out = _array(instr, 0), _array(instr, 1), _array(instr, -1)
    b = a.rank - 2
    if b < 0 or taus.rank != b + 1 or taus.dims[:b] != a.dims[:b] or tuple(out.dims) != tuple(a.dims) \
            or len({a.dtype, taus.dtype, out.dtype}) != 1 or not (a.dtype.is_float or a.dtype.is_complex):
        raise XlacError(f"ProductOfElementaryHouseholderReflectors '{instr.name}' takes a [..., m, n] and "
                        f"taus [..., p] of one floating-point type and returns a's shape; got {a}, {taus} -> "
                        f"{out}", instr.loc)
    m, n, p = a.dims[-2], a.dims[-1], taus.dims[-1]
    if m < n or p > n:
        raise XlacError(f"ProductOfElementaryHouseholderReflectors '{instr.name}' needs m >= n >= p; got a "
                        f"{a} and taus {taus}", instr.loc)
    t, batch = a.dtype.name, list(a.dims[:b])
    bd = ",".join(map(str, range(b)))

    def shp(*d: int, dtype: str = t) -> str:
        return f"{dtype}[{','.join(map(str, batch + list(d)))}]"

    state = f"(s32[], {shp(m, n)}, {_t(a)}, {_t(taus)})"
    part = "f64" if t == "c128" else "f32"
    conj = [f"  vr = {shp(m, dtype=part)} real(v)", f"  vi = {shp(m, dtype=part)} imag(v)",
            f"  vin = {shp(m, dtype=part)} negate(vi)", f"  vc = {shp(m)} complex(vr, vin)"] \
        if a.dtype.is_complex else [f"  vc = {shp(m)} copy(v)"]
    body_lines = [
        f"  s = {state} parameter(0)",
        "  i = s32[] get-tuple-element(s), index=0",
        f"  q = {shp(m, n)} get-tuple-element(s), index=1",
        f"  a = {_t(a)} get-tuple-element(s), index=2",
        f"  t = {_t(taus)} get-tuple-element(s), index=3",
        "  z = s32[] constant(0)",
        f"  col = {shp(m, 1)} dynamic-slice(a, {', '.join(['z'] * (b + 1) + ['i'])}), "
        f"dynamic_slice_sizes={{{','.join(map(str, batch + [m, 1]))}}}",
        f"  x = {shp(m)} reshape(col)",
        f"  io = s32[{m}] iota(), iota_dimension=0",
        f"  ib = s32[{m}] broadcast(i), dimensions={{}}",
        f"  below = pred[{m}] compare(io, ib), direction=GT",
        f"  at = pred[{m}] compare(io, ib), direction=EQ",
        f"  belowb = {shp(m, dtype='pred')} broadcast(below), dimensions={{{b}}}",
        f"  atb = {shp(m, dtype='pred')} broadcast(at), dimensions={{{b}}}",
        f"  zero = {t}[] constant(0)",
        f"  one = {t}[] constant(1)",
        f"  zeros = {shp(m)} broadcast(zero), dimensions={{}}",
        f"  ones = {shp(m)} broadcast(one), dimensions={{}}",
        f"  tail = {shp(m)} select(belowb, x, zeros)",
        f"  v = {shp(m)} select(atb, ones, tail)",
        *conj,
        f"  w = {shp(n)} dot(vc, q), lhs_batch_dims={{{bd}}}, rhs_batch_dims={{{bd}}}, "
        f"lhs_contracting_dims={{{b}}}, rhs_contracting_dims={{{b}}}",
        f"  vb = {shp(m, n)} broadcast(v), dimensions={{{','.join(map(str, list(range(b)) + [b]))}}}",
        f"  wb = {shp(m, n)} broadcast(w), dimensions={{{','.join(map(str, list(range(b)) + [b + 1]))}}}",
        f"  ti = {shp(1)} dynamic-slice(t, {', '.join(['z'] * b + ['i'])}), "
        f"dynamic_slice_sizes={{{','.join(map(str, batch + [1]))}}}",
        f"  tr = {shp()} reshape(ti)",
        f"  tb = {shp(m, n)} broadcast(tr), dimensions={{{bd}}}",
        f"  vw = {shp(m, n)} multiply(vb, wb)",
        f"  u = {shp(m, n)} multiply(tb, vw)",
        f"  q2 = {shp(m, n)} subtract(q, u)",
        "  c1 = s32[] constant(1)",
        "  i2 = s32[] subtract(i, c1)",
        f"  ROOT r = {state} tuple(i2, q2, a, t)",
    ]
    extra = ("body {\n" + "\n".join(body_lines) + "\n}\n"
             f"cond {{\n  s = {state} parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
             "  z = s32[] constant(0)\n  ROOT c = pred[] compare(i, z), direction=GE\n}\n")
    body = _params(instr) + [
        f"  r = {shp(m, n, dtype='s32')} iota(), iota_dimension={b}",
        f"  c = {shp(m, n, dtype='s32')} iota(), iota_dimension={b + 1}",
        f"  d = {shp(m, n, dtype='pred')} compare(r, c), direction=EQ",
        f"  zero = {t}[] constant(0)", f"  one = {t}[] constant(1)",
        f"  zeros = {shp(m, n)} broadcast(zero), dimensions={{}}",
        f"  ones = {shp(m, n)} broadcast(one), dimensions={{}}",
        f"  eye = {shp(m, n)} select(d, ones, zeros)",
        f"  last = s32[] constant({p - 1})",
        f"  init = {state} tuple(last, eye, p0, p1)",
        f"  loop = {state} while(init), condition=cond, body=body",
    ]
    return _module("householder_product", body, f"q = {_t(out)} get-tuple-element(loop), index=1", extra)


_BUILDERS = {
    "GetRngSeed": _get_rng_seed,
    "ProductOfElementaryHouseholderReflectors": _householder_product,
    "TopK": _topk,
    "SliceToDynamic": _slice_to_dynamic,
    "PadToStatic": _pad_to_static,
    "ShardBarrierFrom": _barrier,
    "ShardBarrierTo": _barrier,
    "__onednn$matmul": _onednn_matmul,
}


# ---- rng -------------------------------------------------------------------------------------

def _rng(instr: Instruction) -> str:
    """rng(a, b) from Philox bits (rng-bit-generator) seeded per instruction: uniform floats
    a + (b - a) u with u in [0, 1) from the top mantissa bits, uniform integers a + bits mod
    (b - a), normal floats by Box-Muller (mean a, deviation b). XLA's rng is not reproducible
    across backends either; this one gives the same values on every run."""
    import zlib

    out = _array(instr, -1)
    dims = ",".join(map(str, out.dims))
    t = out.dtype.name
    normal = str(instr.attrs.get("distribution", "")) == "rng_normal"
    seed = zlib.crc32(instr.name.encode())
    body = _params(instr) + [f"  st = u64[2] constant({{{seed}, {len(out.dims) + 1}}})"]
    if out.dtype.is_integer:
        ut = "u64" if out.dtype.bits > 32 else "u32"
        body += [f"  g = (u64[2], {ut}[{dims}]) rng-bit-generator(st), algorithm=rng_philox",
                 f"  bits = {ut}[{dims}] get-tuple-element(g), index=1",
                 f"  span = {t}[] subtract(p1, p0)",
                 f"  uspan = {ut}[] convert(span)",
                 f"  ub = {ut}[{dims}] broadcast(uspan), dimensions={{}}",
                 f"  m = {ut}[{dims}] remainder(bits, ub)",
                 f"  mi = {t}[{dims}] convert(m)",
                 f"  lo = {t}[{dims}] broadcast(p0), dimensions={{}}"]
        return _module("rng", body, f"r = {t}[{dims}] add(lo, mi)")
    ct = "f64" if t == "f64" else "f32"
    count = 2 * out.num_elements if normal else out.num_elements
    if ct == "f64":
        body += [f"  g = (u64[2], u64[{count}]) rng-bit-generator(st), algorithm=rng_philox",
                 f"  bits = u64[{count}] get-tuple-element(g), index=1",
                 "  sh = u64[] constant(12)", f"  shb = u64[{count}] broadcast(sh), dimensions={{}}",
                 f"  m = u64[{count}] shift-right-logical(bits, shb)",
                 "  e = u64[] constant(4607182418800017408)"]
        ut = "u64"
    else:
        body += [f"  g = (u64[2], u32[{count}]) rng-bit-generator(st), algorithm=rng_philox",
                 f"  bits = u32[{count}] get-tuple-element(g), index=1",
                 "  sh = u32[] constant(9)", f"  shb = u32[{count}] broadcast(sh), dimensions={{}}",
                 f"  m = u32[{count}] shift-right-logical(bits, shb)",
                 "  e = u32[] constant(1065353216)"]
        ut = "u32"
    body += [f"  eb = {ut}[{count}] broadcast(e), dimensions={{}}",
             f"  o = {ut}[{count}] or(m, eb)",
             f"  f = {ct}[{count}] bitcast-convert(o)",
             f"  one = {ct}[] constant(1)", f"  oneb = {ct}[{count}] broadcast(one), dimensions={{}}",
             f"  u = {ct}[{count}] subtract(f, oneb)",
             f"  a = {ct}[] convert(p0)", f"  b = {ct}[] convert(p1)",
             f"  ab = {ct}[{dims}] broadcast(a), dimensions={{}}",
             f"  bb = {ct}[{dims}] broadcast(b), dimensions={{}}"]
    n = out.num_elements
    if not normal:
        body += [f"  uf = {ct}[{dims}] reshape(u)", f"  w = {ct}[{dims}] subtract(bb, ab)",
                 f"  sc = {ct}[{dims}] multiply(w, uf)", f"  v = {ct}[{dims}] add(ab, sc)"]
    else:  # Box-Muller on (1 - u1) in (0, 1] and u2
        body += [f"  u1 = {ct}[{n}] slice(u), slice={{[0:{n}]}}", f"  u2 = {ct}[{n}] slice(u), slice={{[{n}:{2 * n}]}}",
                 f"  onen = {ct}[{n}] broadcast(one), dimensions={{}}",
                 f"  q = {ct}[{n}] subtract(onen, u1)", f"  lg = {ct}[{n}] log(q)",
                 f"  m2 = {ct}[] constant(-2)", f"  m2b = {ct}[{n}] broadcast(m2), dimensions={{}}",
                 f"  r2 = {ct}[{n}] multiply(m2b, lg)", f"  rad = {ct}[{n}] sqrt(r2)",
                 f"  tp = {ct}[] constant(6.283185307179586)", f"  tpb = {ct}[{n}] broadcast(tp), dimensions={{}}",
                 f"  th = {ct}[{n}] multiply(tpb, u2)", f"  c = {ct}[{n}] cosine(th)",
                 f"  z = {ct}[{n}] multiply(rad, c)", f"  zf = {ct}[{dims}] reshape(z)",
                 f"  sd = {ct}[{dims}] multiply(bb, zf)", f"  v = {ct}[{dims}] add(ab, sd)"]
    return _module("rng", body, f"r = {t}[{dims}] convert(v)")


# ---- dot algorithms ---------------------------------------------------------------------------

def dot_algorithm_expansion(instr: Instruction) -> Module | None:
    """A dot whose ``algorithm`` rounds or splits its operands (dot_algorithms.py), as a module
    of plain HLO; None for any other instruction."""
    from xlac.hlo import dot_algorithms
    from xlac.hlo.parser import parse_module

    algorithm = str(instr.attrs.get("algorithm") or "")
    if instr.opcode != "dot" or not dot_algorithms.needs_expansion(algorithm):
        return None
    body, root = dot_algorithms.expansion_text(algorithm, _static(_array(instr, 0)), _static(_array(instr, 1)),
                                               _static(_array(instr, -1)), _dot_dims(instr))
    return parse_module(_module("dot_algorithm", _params(instr) + [body], root), f"<expansion of {instr.name}>")


# ---- scaled-dot ------------------------------------------------------------------------------

def _scaled_dot(instr: Instruction) -> str:
    """scaled-dot(lhs, rhs, lhs_scale, rhs_scale): each operand times its block scale (a scale
    element covers base/scale elements per dim), in f32 (f64 for f64 results), then the dot."""
    if len(instr.operands) != 4:
        raise XlacError(f"scaled-dot '{instr.name}' with {len(instr.operands)} operands (global scales) "
                        f"is not supported", instr.loc)
    out = _array(instr, -1)
    ct = "f64" if out.dtype.name == "f64" else "f32"
    body = _params(instr)
    names = []
    for side, (k, sk) in (("l", (0, 2)), ("r", (1, 3))):
        base, scale = _array(instr, k), _array(instr, sk)
        dims = ",".join(map(str, base.dims))
        body.append(f"  {side}c = {ct}[{dims}] convert(p{k})")
        body.append(f"  {side}sc = {ct}[{','.join(map(str, scale.dims))}] convert(p{sk})")
        if scale.rank == 0:
            body.append(f"  {side}s = {ct}[{dims}] broadcast({side}sc), dimensions={{}}")
        else:
            blocked = [x for s, b in zip(scale.dims, base.dims) for x in (s, b // s)]
            keep = ",".join(str(2 * d) for d in range(scale.rank))
            body.append(f"  {side}b = {ct}[{','.join(map(str, blocked))}] broadcast({side}sc), dimensions={{{keep}}}")
            body.append(f"  {side}s = {ct}[{dims}] reshape({side}b)")
        body.append(f"  {side}v = {ct}[{dims}] multiply({side}c, {side}s)")
        names.append(f"{side}v")
    attrs = _dot_dims(instr)
    body.append(f"  d = {ct}[{','.join(map(str, out.dims))}] dot({names[0]}, {names[1]}){', ' + attrs if attrs else ''}")
    return _module("scaled_dot", body, f"r = {_static(out)} convert(d)")


# ---- scan ------------------------------------------------------------------------------------

def _scan(instr: Instruction) -> str:
    """scan(inputs..., inits...) -> (stacked outputs..., final carries...) as a while loop:
    state (i, inputs..., outputs..., carries...); each step slices input row i (or n-1-i
    reversed), calls to_apply, writes the outputs' row, passes the carries on."""
    from xlac.hlo.printer import print_computation

    comp: Computation = instr.attrs["to_apply"]
    root: Any = comp.root
    dim = int(instr.attrs["dimensions"][0])
    n_carries = int(instr.attrs["num_carries"])
    ins: list[Any] = [op.shape for op in instr.operands[: len(instr.operands) - n_carries]]
    carries: list[Any] = [op.shape for op in instr.operands[len(instr.operands) - n_carries:]]
    result: Any = instr.shape
    leaves: list[Any] = list(result.elements) if result.is_tuple else [result]
    outs = leaves[: len(leaves) - n_carries]
    if not ins:
        raise XlacError(f"scan '{instr.name}' has no input to scan over", instr.loc)
    n = ins[0].dims[dim]
    state = ["s32[]"] + [_t(s) for s in ins] + [_t(s) for s in outs] + [_t(s) for s in carries]
    st = "(" + ", ".join(state) + ")"
    reverse = bool(instr.attrs.get("is_reverse", False))

    def gte(k: int, src: str = "s") -> str:
        return f"{state[k]} get-tuple-element({src}), index={k}"

    body = [f"  s = {st} parameter(0)", f"  i = {gte(0)}"]
    if reverse:
        body += [f"  last = s32[] constant({n - 1})", "  row = s32[] subtract(last, i)"]
    else:
        body += ["  row = s32[] copy(i)"]
    body += ["  zero = s32[] constant(0)"]
    args = []
    for k, s in enumerate(ins, 1):
        body.append(f"  in{k} = {gte(k)}")
        starts = ", ".join("row" if d == dim else "zero" for d in range(s.rank))
        sizes = ",".join("1" if d == dim else str(x) for d, x in enumerate(s.dims))
        piece = [x for d, x in enumerate(s.dims) if d != dim]
        body.append(f"  sl{k} = {s.dtype.name}[{sizes}] dynamic-slice(in{k}, {starts}), dynamic_slice_sizes={{{sizes}}}")
        body.append(f"  x{k} = {s.dtype.name}[{','.join(map(str, piece))}] reshape(sl{k})")
        args.append(f"x{k}")
    base = 1 + len(ins) + len(outs)
    for k in range(len(carries)):
        body.append(f"  c{k} = {gte(base + k)}")
        args.append(f"c{k}")
    res = _t(root.shape)
    body.append(f"  r = {res} call({', '.join(args)}), to_apply={comp.name}")
    parts = [f"r{k}" for k in range(len(leaves))]
    for k, leaf in enumerate(leaves):
        body.append(f"  r{k} = {_t(leaf if k >= len(outs) else _row_of(leaf, dim))} get-tuple-element(r), index={k}"
                    if root.shape.is_tuple else f"  r{k} = {res} copy(r)")
    new_state = ["next"]
    body += ["  one = s32[] constant(1)", "  next = s32[] add(i, one)"]
    new_state += [f"in{k}" for k in range(1, len(ins) + 1)]
    for k, s in enumerate(outs):
        o = 1 + len(ins) + k
        body.append(f"  o{k} = {gte(o)}")
        shaped = [1 if d == dim else x for d, x in enumerate(s.dims)]
        body.append(f"  u{k} = {s.dtype.name}[{','.join(map(str, shaped))}] reshape({parts[k]})")
        starts = ", ".join("row" if d == dim else "zero" for d in range(s.rank))
        body.append(f"  w{k} = {_t(s)} dynamic-update-slice(o{k}, u{k}, {starts})")
        new_state.append(f"w{k}")
    new_state += [parts[len(outs) + k] for k in range(len(carries))]
    body.append(f"  ROOT ns = {st} tuple({', '.join(new_state)})")
    loop_body = "scan_body {\n" + "\n".join(body) + "\n}\n"
    cond = (f"scan_cond {{\n  s = {st} parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
            f"  n = s32[] constant({n})\n  ROOT lt = pred[] compare(i, n), direction=LT\n}}\n")
    entry = _params(instr) + ["  z = s32[] constant(0)"]
    init = ["z"] + [f"p{k}" for k in range(len(ins))]
    for k, s in enumerate(outs):
        entry.append(f"  zc{k} = {s.dtype.name}[] constant(0)")
        entry.append(f"  zo{k} = {_t(s)} broadcast(zc{k}), dimensions={{}}")
        init.append(f"zo{k}")
    init += [f"p{len(ins) + k}" for k in range(len(carries))]
    entry.append(f"  init = {st} tuple({', '.join(init)})")
    entry.append(f"  w = {st} while(init), condition=scan_cond, body=scan_body")
    results = []
    for k in range(len(outs)):
        entry.append(f"  out{k} = {_t(outs[k])} get-tuple-element(w), index={1 + len(ins) + k}")
        results.append(f"out{k}")
    for k in range(len(carries)):
        entry.append(f"  car{k} = {_t(carries[k])} get-tuple-element(w), index={base + k}")
        results.append(f"car{k}")
    root = f"t = {_t(instr.shape)} tuple({', '.join(results)})" if instr.shape.is_tuple else f"t = {_t(instr.shape)} copy({results[0]})"
    callees = "".join(print_computation(c).replace("ENTRY ", "") + "\n" for c in _callees_post_order(comp))
    return _module("scan", entry, root, callees + cond + loop_body)


def _row_of(shape: Shape, dim: int) -> Shape:
    assert isinstance(shape, ArrayShape)
    return ArrayShape(shape.dtype, tuple(x for d, x in enumerate(shape.dims) if d != dim))


def _callees_post_order(comp: Computation) -> list[Computation]:
    out: list[Computation] = []
    seen: set[int] = set()

    def visit(c: Computation) -> None:
        if id(c) in seen:
            return
        seen.add(id(c))
        for instr in c.instructions:
            for v in instr.attrs.values():
                for callee in (v if isinstance(v, list) else [v]):
                    if isinstance(callee, Computation):
                        visit(callee)
        out.append(c)

    visit(comp)
    return out


__all__ = ["CUSTOM_CALL_TARGETS", "RawAttr", "backend_json", "expansion", "has_expansion", "topk_module"]
