"""Mutations of HLO text, and adversarial modules written from scratch.

``mutate(text, rng, corpus)`` applies 1-3 edits chosen from token-level edits (numbers to
boundary values, element types, opcodes, names, attribute values), line-level edits (delete,
duplicate, swap, splice from another module) and byte-level edits (insert, delete, truncate).
Deterministic for a given ``random.Random`` state, so every input is reproducible from its seed.
"""

from __future__ import annotations

import random
import re

from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.opcodes import OPS

DTYPES = sorted(BY_NAME)
OPCODES = sorted(OPS)
BOUNDARY_INTS = ["0", "1", "-1", "2", "3", "7", "255", "256", "65535", "2147483647", "2147483648",
                 "-2147483648", "4294967296", "9223372036854775807", "9223372036854775808",
                 "18446744073709551616", "99999999999999999999", "1000000", "100000000"]
FLOATS = ["0", "-0", "nan", "-nan", "inf", "-inf", "1e308", "1e-320", "3.4e38", "1.5", "nan(0x1)"]
PUNCT = list("{}()[],=%:.-<>?*#/\"' \n") + ["->", "...", "/*", "//", "ROOT ", "ENTRY ", "\t"]
ATTRS = ["dimensions={}", "dimensions={0}", "dimensions={1,0}", "dimensions={5}", "dimensions={-1}",
         "index=0", "index=7", "index=-1", "slice={[0:1]}", "slice={[0:100000]}", "slice={[3:1:-1]}",
         "padding=0_0", "padding=-5_5", "padding=1_1_1", "window={size=3}", "window={size=0 stride=0}",
         "dim_labels=b01f_01io->b01f", "lhs_contracting_dims={1}", "rhs_contracting_dims={0}",
         "lhs_batch_dims={0}", "iota_dimension=3", "to_apply=%nowhere", "direction=LT", "k=0",
         "fft_type=FFT", "fft_length={}", "distribution=rng_normal", "feature_index=9",
         "sharding={replicated}", "backend_config=\"{}\"", "is_stable=true", "num_carries=5",
         "source_target_pairs={{0,1}}", "dynamic_slice_sizes={0}", "exponent_bits=0", "mantissa_bits=99"]

_TOKEN = re.compile(r"-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|[A-Za-z_][\w.-]*|%[\w.-]+|\S")


def _tokens(text: str) -> list[re.Match]:
    return list(_TOKEN.finditer(text))


def _replace_span(text: str, m: re.Match, new: str) -> str:
    return text[:m.start()] + new + text[m.end():]


def _pick(rng: random.Random, matches: list[re.Match], pred) -> re.Match | None:
    cands = [m for m in matches if pred(m.group())]
    return rng.choice(cands) if cands else None


def _edit_number(text: str, rng: random.Random) -> str:
    m = _pick(rng, _tokens(text), lambda t: t[0].isdigit() or (t[0] == "-" and t[1:2].isdigit()))
    if m is None:
        return text
    new = rng.choice(BOUNDARY_INTS + FLOATS) if rng.random() < 0.7 else str(int(float(m.group()) * rng.choice([2, 10, 0, -1])) if "e" not in m.group() else 0)
    return _replace_span(text, m, new)


def _edit_dtype(text: str, rng: random.Random) -> str:
    cands = list(re.finditer(r"\b(" + "|".join(sorted(BY_NAME, key=len, reverse=True)) + r")(?=\[)", text))
    if not cands:
        return text
    m = rng.choice(cands)
    return _replace_span(text, m, rng.choice(DTYPES))


def _edit_opcode(text: str, rng: random.Random) -> str:
    cands = list(re.finditer(r"(?<=\s)([a-z][a-z-]*)(?=\()", text))
    cands = [m for m in cands if m.group(1) in OPS]
    if not cands:
        return text
    m = rng.choice(cands)
    return _replace_span(text, m, rng.choice(OPCODES))


def _edit_name(text: str, rng: random.Random) -> str:
    names = [m for m in re.finditer(r"(?<=[(,\s])%?[A-Za-z_][\w.-]*(?=[,)])", text)]
    if len(names) < 2:
        return text
    a, b = rng.sample(names, 2)
    return _replace_span(text, a, b.group())


def _edit_attribute(text: str, rng: random.Random) -> str:
    attrs = list(re.finditer(r",\s*[a-z_]+=(\{[^{}\n]*\}|[^,\n]*)", text))
    if attrs and rng.random() < 0.6:
        m = rng.choice(attrs)
        return _replace_span(text, m, ", " + rng.choice(ATTRS) if rng.random() < 0.8 else "")
    lines = text.split("\n")
    k = rng.randrange(len(lines))
    lines[k] = lines[k] + ", " + rng.choice(ATTRS)
    return "\n".join(lines)


def _edit_line(text: str, rng: random.Random, corpus: list[str]) -> str:
    lines = text.split("\n")
    k = rng.randrange(len(lines))
    op = rng.randrange(4)
    if op == 0 and len(lines) > 1:
        del lines[k]
    elif op == 1:
        lines.insert(rng.randrange(len(lines) + 1), lines[k])
    elif op == 2 and len(lines) > 1:
        j = rng.randrange(len(lines))
        lines[k], lines[j] = lines[j], lines[k]
    else:
        other = rng.choice(corpus).split("\n")
        lines.insert(k, rng.choice(other))
    return "\n".join(lines)


def _edit_bytes(text: str, rng: random.Random) -> str:
    if not text:
        return rng.choice(PUNCT)
    at = rng.randrange(len(text))
    op = rng.randrange(4)
    if op == 0:
        return text[:at] + rng.choice(PUNCT) + text[at:]
    if op == 1:
        return text[:at] + text[at + rng.randint(1, 8):]
    if op == 2:
        return text[:at]  # truncated
    m = _pick(rng, _tokens(text), lambda t: True)
    return _replace_span(text, m, m.group() * rng.randint(2, 4)) if m else text


_EDITS = [(_edit_number, 5), (_edit_dtype, 3), (_edit_opcode, 3), (_edit_name, 2), (_edit_attribute, 3),
          (_edit_line, 2), (_edit_bytes, 2)]


def mutate(text: str, rng: random.Random, corpus: list[str]) -> str:
    """One to three random edits of ``text``."""
    funcs = [f for f, _ in _EDITS]
    weights = [w for _, w in _EDITS]
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        f = rng.choices(funcs, weights)[0]
        text = f(text, rng, corpus) if f is _edit_line else f(text, rng)
    return text


# ---------------------------------------------------------------------------------------------
# Adversarial modules, written from scratch

def adversarial(rng: random.Random) -> str:
    """One module from the families that broke xlac before: deep nesting, huge sizes, long
    names, big literals, odd element types, operand counts, while loops and odd bytes."""
    kind = rng.randrange(14)
    n = rng.choice([10, 1000, 5000])  # 100k-instruction modules compile in ~95 s: a speed matter
    if kind == 0:  # deeply nested tuple shapes
        depth = rng.choice([50, 500, 5000])
        shape = "(" * depth + "f32[]" + ")" * depth
        return f"ENTRY e {{\n  ROOT p = {shape} parameter(0)\n}}\n"
    if kind == 1:  # huge dimensions, elided or written
        dims = ",".join(rng.choice(BOUNDARY_INTS[4:]) for _ in range(rng.randint(1, 4)))
        body = rng.choice(["constant({...})", "parameter(0)", "iota(), iota_dimension=0"])
        return f"ENTRY e {{\n  ROOT c = {rng.choice(DTYPES)}[{dims}] {body}\n}}\n"
    if kind == 2:  # long identifiers followed by a syntax error
        word = "a" * rng.choice([1000, 40_000, 300_000])
        tail = rng.choice(["[", " [", "(", " $", " =", ""])
        return f"ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] negate(p), {word}{tail}\n}}\n"
    if kind == 3:  # a literal that does not match its shape
        vals = ", ".join(str(rng.randint(-5, 5)) for _ in range(rng.randint(0, 50)))
        return f"ENTRY e {{\n  ROOT c = {rng.choice(DTYPES)}[{rng.randint(0, 60)}] constant({{{vals}}})\n}}\n"
    if kind == 4:  # every op with too few or too many operands
        op = rng.choice(OPCODES)
        k = rng.randint(0, 7)
        operands = ", ".join(["p"] * k)
        return ("add {\n a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT s = f32[] add(a, b)\n}\n"
                f"ENTRY e {{\n p = f32[4] parameter(0)\n ROOT r = f32[4] {op}({operands}), to_apply=add\n}}\n")
    if kind == 5:  # many instructions
        lines = [f"  v{i} = f32[2] add(v{i - 1}, v{i - 1})" for i in range(1, n)]
        return "ENTRY e {\n  v0 = f32[2] parameter(0)\n" + "\n".join(lines) + f"\n  ROOT r = f32[2] negate(v{n - 1})\n}}\n"
    if kind == 6:  # deep call chains
        depth = rng.choice([10, 200, 1000])
        comps = ["c0 {\n  p = f32[] parameter(0)\n  ROOT r = f32[] negate(p)\n}"]
        for i in range(1, depth):
            comps.append(f"c{i} {{\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), to_apply=c{i - 1}\n}}")
        comps.append(f"ENTRY e {{\n  p = f32[] parameter(0)\n  ROOT r = f32[] call(p), to_apply=c{depth - 1}\n}}")
        return "\n".join(comps) + "\n"
    if kind == 7:  # odd bytes
        return rng.choice(["", " ", "\0", "\ufeffENTRY e {}", "ENTRY e {\n}\n", "HloModule", "\x7f" * 10,
                           "ENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n" * 3, "}" * 1000, "{" * 100_000])
    if kind == 8:  # odd element types in every position
        t = rng.choice(DTYPES)
        return (f"ENTRY e {{\n  p = {t}[3] parameter(0)\n  c = {t}[] constant({rng.choice(FLOATS + BOUNDARY_INTS)})\n"
                f"  b = {t}[3] broadcast(c), dimensions={{}}\n  ROOT r = {t}[3] {rng.choice(['add', 'multiply', 'maximum', 'compare'])}(p, b)\n}}\n")
    if kind == 9:  # a loop that counts to a bound
        bound = rng.choice(["0", "1", "10", "-1", "2147483647"])
        return ("cond {\n  s = s32[] parameter(0)\n  b = s32[] constant(" + bound + ")\n"
                "  ROOT lt = pred[] compare(s, b), direction=LT\n}\n"
                "body {\n  s = s32[] parameter(0)\n  one = s32[] constant(1)\n  ROOT n = s32[] add(s, one)\n}\n"
                "ENTRY e {\n  z = s32[] constant(0)\n  ROOT w = s32[] while(z), condition=cond, body=body\n}\n")
    if kind == 10:  # reshape / broadcast / slice with mismatched sizes
        a, b = rng.randint(0, 9), rng.randint(0, 9)
        op = rng.choice(["reshape(p)", f"broadcast(p), dimensions={{{rng.randint(-1, 3)}}}",
                         f"slice(p), slice={{[{rng.randint(-2, 9)}:{rng.randint(-2, 9)}]}}",
                         f"transpose(p), dimensions={{{rng.randint(-1, 2)},{rng.randint(-1, 2)}}}",
                         f"pad(p, p), padding={rng.randint(-9, 9)}_{rng.randint(-9, 9)}",
                         f"dynamic-slice(p, p), dynamic_slice_sizes={{{rng.randint(-1, 9)}}}"])
        return f"ENTRY e {{\n  p = f32[{a}] parameter(0)\n  ROOT r = f32[{b}] {op}\n}}\n"
    if kind == 11:  # layouts that do not fit
        lay = ",".join(str(rng.randint(-1, 4)) for _ in range(rng.randint(0, 4)))
        return f"ENTRY e {{\n  ROOT p = f32[2,3]{{{lay}}} parameter(0)\n}}\n"
    if kind == 12:  # big literal text
        count = rng.choice([1000, 100_000])
        vals = ", ".join("1.5" for _ in range(count))
        return f"ENTRY e {{\n  ROOT c = f32[{count}] constant({{{vals}}})\n}}\n"
    # deeply nested nested-instruction operands
    depth = rng.choice([10, 300, 3000])
    expr = "p"
    for _ in range(depth):
        expr = f"negate({expr})"
    return f"ENTRY e {{\n  p = f32[] parameter(0)\n  ROOT r = f32[] {expr}\n}}\n"


# ---------------------------------------------------------------------------------------------
# Structured: one op with random operands and attributes, its result shape left to inference

_STRUCT_DTYPES = ["f32", "f16", "bf16", "f64", "s32", "s8", "u8", "s64", "u32", "pred", "c64", "s4"]


def _dims_attr(rng: random.Random, rank: int) -> str:
    k = rng.randint(0, rank + 1)
    vals = rng.sample(range(-1, rank + 1), min(k, rank + 2)) if rng.random() < 0.2 else \
        sorted(rng.sample(range(rank), min(k, rank))) if rank else []
    return "{" + ",".join(map(str, vals)) + "}"


def _attr_value(name: str, rng: random.Random, rank: int, dims: tuple[int, ...]) -> str | None:
    r = rng.randint
    if name in ("dimensions", "lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims",
                "rhs_contracting_dims", "offset_dims", "collapsed_slice_dims", "start_index_map",
                "update_window_dims", "inserted_window_dims", "scatter_dims_to_operand_dims"):
        return _dims_attr(rng, rank)
    if name in ("index", "iota_dimension", "index_vector_dim", "feature_index", "k", "inferred_dimension",
                "num_carries"):
        return str(r(-1, rank + 1))
    if name in ("slice_sizes", "dynamic_slice_sizes", "fft_length"):
        return "{" + ",".join(str(r(0, d + 1)) for d in dims) + "}"
    if name == "slice":
        return "{" + ", ".join(f"[{r(0, d)}:{r(0, d + 1)}{':' + str(r(1, 2)) if rng.random() < 0.3 else ''}]"
                               for d in dims) + "}"
    if name == "padding":
        return "x".join(f"{r(-2, 2)}_{r(-2, 2)}_{r(0, 2)}" for _ in dims) or "0_0"
    if name == "window":
        fields = [f"size={'x'.join(str(r(1, 3)) for _ in dims)}"]
        if rng.random() < 0.5:
            fields.append(f"stride={'x'.join(str(r(1, 2)) for _ in dims)}")
        if rng.random() < 0.5:
            fields.append(f"pad={'x'.join(f'{r(0, 1)}_{r(0, 1)}' for _ in dims)}")
        if rng.random() < 0.3:
            fields.append(f"lhs_dilate={'x'.join(str(r(1, 2)) for _ in dims)}")
        return "{" + " ".join(fields) + "}" if dims else "{}"
    if name == "dim_labels":
        return {3: "b0f_0io->b0f", 4: "b01f_01io->b01f", 2: "bf_io->bf"}.get(rank)
    if name == "direction":
        return rng.choice(["EQ", "NE", "LT", "LE", "GT", "GE"])
    if name == "fft_type":
        return rng.choice(["FFT", "IFFT", "RFFT", "IRFFT"])
    if name == "distribution":
        return rng.choice(["rng_uniform", "rng_normal"])
    if name in ("epsilon",):
        return "0.001"
    if name in ("exponent_bits", "mantissa_bits"):
        return str(r(0, 12))
    if name in ("is_stable", "indices_are_sorted", "unique_indices", "largest", "lower", "left_side",
                "unit_diagonal"):
        return rng.choice(["true", "false"])
    if name == "transpose_a":
        return rng.choice(["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
    if name in ("to_apply", "select", "scatter", "comparator"):
        return None  # filled in by the caller
    return None


def structured(rng: random.Random) -> str:
    """One random op over random parameters, result shape inferred by the parser."""
    from xlac.hlo.opcodes import COLLECTIVE, CONTROL, CUSTOM

    ops = [o for o in OPS.values() if o.shape_inferable and o.category not in (CONTROL, COLLECTIVE, CUSTOM)]
    info = rng.choice(ops)
    t = rng.choice(_STRUCT_DTYPES)
    rank = rng.choice([0, 1, 1, 2, 2, 3, 4])
    dims = tuple(rng.choice([0, 1, 2, 3, 4]) if rng.random() < 0.15 else rng.randint(1, 4) for _ in range(rank))
    arity = info.arity if info.arity is not None else rng.randint(1, 4)
    params = []
    for k in range(arity):
        u = rng.random()
        if u < 0.65:
            shape = f"{t}[{','.join(map(str, dims))}]"
        elif u < 0.85:
            shape = f"{rng.choice([t, 's32'])}[]"
        else:
            other = tuple(rng.randint(1, 4) for _ in range(rng.randint(0, 3)))
            shape = f"{rng.choice(_STRUCT_DTYPES)}[{','.join(map(str, other))}]"
        params.append(f"  p{k} = {shape} parameter({k})")
    attrs = []
    for name in info.required + tuple(a for a in info.optional if rng.random() < 0.3):
        if name in ("to_apply", "select", "scatter"):
            attrs.append(f"{name}={'cmp' if name == 'select' or info.name in ('sort',) else 'red'}")
            continue
        v = _attr_value(name, rng, rank, dims)
        if v is not None:
            attrs.append(f"{name}={v}")
    head = (f"red {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n  ROOT r = {t}[] "
            f"{'add' if t != 'pred' else 'or'}(a, b)\n}}\n"
            f"cmp {{\n  a = {t}[] parameter(0)\n  b = {t}[] parameter(1)\n  ROOT r = pred[] compare(a, b), direction=GT\n}}\n")
    operands = ", ".join(f"p{k}" for k in range(arity))
    tail = "".join(", " + a for a in attrs)
    return head + "ENTRY e {\n" + "\n".join(params) + f"\n  ROOT r = {info.name}({operands}){tail}\n}}\n"
