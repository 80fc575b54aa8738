"""XLA's dot algorithms (``algorithm=dot_bf16_bf16_f32_x3``...): what each one computes here.

XLA's contract for ``PrecisionConfig.algorithm``: the operands are rounded to the named types and
summed in the named accumulation type, and a backend that does not support an algorithm raises
an error. XLA:CPU rejects all but ``dot_f32_f32_f32``/``dot_f64_f64_f64``; xlac computes those
it can define exactly as XLA's GPU backend does (its dot-algorithm rewriter):

* ``dot_bf16_bf16_f32``, ``dot_f16_f16_f32``: the operands rounded to bf16/f16 (to nearest
  even), products summed in f32;
* ``dot_bf16_bf16_f32_x3`` / ``_x6`` (f32 operands): each operand split into 2 or 3 bf16 parts
  (the high part by truncating to bf16, the rest rounded), the cross products summed smallest
  first, a NaN partial sum replaced by 0 before the high x high product is added (so inf
  times 1.0 stays inf: its low part 0 times inf is NaN);
* ``dot_f32_f32_f32``, ``dot_f64_f64_f64``, ``dot_any_f8_any_f8_f32[_fast_accum]``: the plain
  dot, for operands of those types.

The others (TF32, whose rounding depends on the GPU's tensor-core path, ``_x9``, and f16/bf16
accumulation) are rejected with that reason. ``expansion_text`` writes an algorithm as plain HLO,
which the interpreter evaluates and the compiled targets compile.
"""

from __future__ import annotations

F8 = frozenset({"f8e5m2", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz", "f8e4m3", "f8e3m4"})
_UP_TO_F32 = frozenset({"f32", "bf16", "f16"}) | F8
_ROUNDED = {"dot_bf16_bf16_f32": "bf16", "dot_f16_f16_f32": "f16"}
_SPLIT = {"dot_bf16_bf16_f32_x3": 2, "dot_bf16_bf16_f32_x6": 3}
_PLAIN = {"dot_f32_f32_f32": _UP_TO_F32, "dot_f64_f64_f64": frozenset({"f64"}),
          "dot_any_f8_any_f8_f32": F8, "dot_any_f8_any_f8_f32_fast_accum": F8}
_UNSUPPORTED = {
    "dot_tf32_tf32_f32": "TF32 rounding differs between the GPU's tensor-core paths",
    "dot_tf32_tf32_f32_x3": "TF32 rounding differs between the GPU's tensor-core paths",
    "dot_bf16_bf16_f32_x9": "XLA defines no order for its nine partial products",
    "dot_f16_f16_f16": "its sums in f16 are the tensor core's own",
    "dot_bf16_bf16_bf16": "its sums in bf16 are the tensor core's own",
}


def check(algorithm: str, lhs: str, rhs: str, result: str) -> str | None:
    """Why a dot with these element types cannot run ``algorithm``, or None when it can."""
    if algorithm in ("", "dot_unset", "unset"):
        return None
    if algorithm in _UNSUPPORTED:
        return f"algorithm={algorithm} is not supported: {_UNSUPPORTED[algorithm]} " \
               f"(dot_f32_f32_f32, dot_bf16_bf16_f32 and dot_bf16_bf16_f32_x3/_x6 are)"
    if algorithm in _ROUNDED:
        ok = lhs in _UP_TO_F32 | {"f64"} and rhs in _UP_TO_F32 | {"f64"} and result == "f32"
        need = "float operands and an f32 result"
    elif algorithm in _SPLIT:
        ok, need = lhs == rhs == result == "f32", "f32 operands and result"
    elif algorithm in _PLAIN:
        ok = lhs in _PLAIN[algorithm] and rhs in _PLAIN[algorithm]
        need = "operands of " + ", ".join(sorted(_PLAIN[algorithm]))
    else:
        known = sorted(set(_ROUNDED) | set(_SPLIT) | set(_PLAIN) | set(_UNSUPPORTED))
        return f"unknown algorithm '{algorithm}'; XLA's: {', '.join(known)}"
    return None if ok else f"algorithm={algorithm} needs {need}, not {lhs} x {rhs} -> {result}"


def needs_expansion(algorithm: str) -> bool:
    """Does ``algorithm`` compute anything but the plain dot?"""
    return algorithm in _ROUNDED or algorithm in _SPLIT


def expansion_text(algorithm: str, lhs: str, rhs: str, result: str, dims: str) -> tuple[str, str]:
    """The body (after the two parameters ``p0``, ``p1`` and before ``ROOT``) and the root of
    the algorithm as plain HLO: ``lhs``/``rhs``/``result`` are the shapes as HLO text (such as
    ``f32[3,5]``), ``dims`` the dot's dimension attributes."""
    dims = ", " + dims if dims else ""
    if algorithm in _ROUNDED:
        t = _ROUNDED[algorithm]
        body = [f"  l = {_retype(lhs, t)} convert(p0)", f"  r = {_retype(rhs, t)} convert(p1)"]
        return "\n".join(body), f"d = {result} dot(l, r){dims}"
    parts = _SPLIT[algorithm]
    body = _split("l", lhs, parts) + _split("r", rhs, parts)
    # the cross products smallest first (XLA's order), then high x high: d{lhs part}{rhs part}
    cross = [("l", "h"), ("h", "l")] if parts == 2 else [("m", "m"), ("h", "l"), ("l", "h"), ("h", "m"), ("m", "h")]
    for a, b in cross + [("h", "h")]:
        body.append(f"  d{a}{b} = {result} dot(l{a}, r{b}){dims}")
    total = "d" + "".join(cross[0])
    for k, (a, b) in enumerate(cross[1:]):
        body.append(f"  s{k} = {result} add({total}, d{a}{b})")
        total = f"s{k}"
    body += ["  inf = f32[] constant(inf)", f"  infs = {result} broadcast(inf), dimensions={{}}",
             "  zero = f32[] constant(0)", f"  zeros = {result} broadcast(zero), dimensions={{}}",
             f"  mag = {result} abs({total})", f"  kept = {_retype(result, 'pred')} compare(infs, mag), direction=GE",
             f"  low = {result} select(kept, {total}, zeros)"]  # NaN -> 0
    return "\n".join(body), f"sum = {result} add(low, dhh)"


def _retype(shape: str, dtype: str) -> str:
    """``f32[3,5]`` with another element type."""
    return dtype + shape[shape.index("["):]


def _split(side: str, shape: str, parts: int) -> list[str]:
    """``{side}h``, ``{side}m``, ``{side}l``: an f32 operand as bf16 parts whose sum is (nearly) it."""
    u32, bf16 = _retype(shape, "u32"), _retype(shape, "bf16")
    p = "p0" if side == "l" else "p1"
    lines = [f"  {side}mask = u32[] constant(4294901760)", f"  {side}masks = {u32} broadcast({side}mask), dimensions={{}}"]

    def truncate(src: str, dst: str) -> None:  # to bf16's bits, toward zero
        lines.extend([f"  {dst}u = {u32} bitcast-convert({src})", f"  {dst}t = {u32} and({dst}u, {side}masks)",
                      f"  {dst} = {shape} bitcast-convert({dst}t)"])

    truncate(p, f"{side}hf")
    lines.append(f"  {side}rest = {shape} subtract({p}, {side}hf)")
    if parts == 3:
        truncate(f"{side}rest", f"{side}mf")
        lines.append(f"  {side}rest2 = {shape} subtract({side}rest, {side}mf)")
        lines.append(f"  {side}m = {bf16} convert({side}mf)")
    lines.append(f"  {side}h = {bf16} convert({side}hf)")
    lines.append(f"  {side}l = {bf16} convert({side}rest{'2' if parts == 3 else ''})")
    return lines
