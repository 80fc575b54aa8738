"""MLIR text (the StableHLO that JAX, jax.export and other frameworks print) -> syntax records.

A hand-written recursive-descent reader over MLIR's generic syntax (operations, regions, blocks,
attributes, types: grammars/stablehlo.lark) plus the custom "pretty" forms of the StableHLO,
CHLO and func ops, which all share one shape: operands, keyword attributes (``dims = [1, 0]``),
enum words (``LT``, ``FLOAT``), an attribute dictionary, then ``:`` and the types. Every record
keeps the offset it was written at, so later errors point at the text. xlac/hlo/stablehlo.py
turns the records into xlac's IR.

    >>> m = read_module("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\\n"
    ...                 "  %0 = stablehlo.negate %a : tensor<2xf32>\\n  return %0 : tensor<2xf32>\\n}")
    >>> [op.name for op in m.funcs[0].body.ops]
    ['stablehlo.negate', 'func.return']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from xlac.errors import XlacError
from xlac.hlo.dtypes import BY_NAME, TOKEN, DType
from xlac.hlo.ir import SourceLoc
from xlac.hlo.shapes import ArrayShape, Layout, Shape, TupleShape

# ---------------------------------------------------------------------------------------------
# Records


@dataclass(frozen=True)
class Value:
    """A use of an SSA value: ``%name`` or ``%name#k`` (result k of a multi-result op)."""

    name: str
    index: int | None
    pos: int


@dataclass(frozen=True)
class Word:
    """A bare identifier where a value stands: an enum (``LT``, ``DEFAULT``) or a label (``b``)."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Dense:
    """``dense<...>`` (or ``dense_resource``): the body's text, read with its type later."""

    body: str
    type: Shape | None
    pos: int


class DictAttr(dict):
    """An attribute dictionary that remembers the text it was written as (a typed FFI
    custom call's ``backend_config`` is passed on as that text)."""

    text: str = "{}"


@dataclass(frozen=True)
class ArrayAttr:
    """``array<i64: 1, 2>``."""

    element: str
    values: tuple


@dataclass(frozen=True)
class Opaque:
    """An attribute xlac reads only as text: ``#dialect.name<...>``, ``#dialect<...>``, ``<...>``."""

    dialect: str  # "stablehlo.gather", "stablehlo", "sdy.sharding", "" for a bare <...>
    body: str
    pos: int

    def fields(self) -> dict[str, Any]:
        """The body read as ``key = value, ...`` (what #stablehlo.gather<...> and friends hold)."""
        return _read_fields(self.body)


@dataclass(frozen=True)
class Typed:
    """A number or string with an explicit type: ``1 : i64``."""

    value: Any
    type: Any


@dataclass(frozen=True)
class FunctionType:
    """``(ins) -> outs`` as an attribute (a generic func.func's function_type)."""

    inputs: list
    results: list


@dataclass(frozen=True)
class Symbol:
    name: str


@dataclass(frozen=True)
class DimPairs:
    """``[0] x [0]`` (dot_general's batching/contracting dims)."""

    lhs: list
    rhs: list


@dataclass(frozen=True)
class ConvLabels:
    """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]``."""

    lhs: list
    rhs: list
    out: list


@dataclass
class Block:
    args: list[tuple[str, Shape, int]]  # (name, type, offset)
    ops: list[Op]
    pos: int


@dataclass
class Op:
    """One operation. ``results`` are (name, count) groups: ``%0:2, %1`` -> [("0", 2), ("1", 1)]."""

    name: str
    pos: int
    results: list[tuple[str, int]] = field(default_factory=list)
    operands: list[Value] = field(default_factory=list)
    attrs: dict[str, Any] = field(default_factory=dict)
    words: list[Word] = field(default_factory=list)
    regions: list[Block] = field(default_factory=list)
    in_types: list[Shape] | None = None
    out_types: list[Shape] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # custom-format pieces (slice ranges, bindings...)
    generic: bool = False

    @property
    def num_results(self) -> int:
        return sum(n for _, n in self.results)


@dataclass
class Func:
    name: str
    pos: int
    public: bool
    args: list[tuple[str, Shape, dict, int]]
    results: list[tuple[Shape, dict]]
    attrs: dict[str, Any]
    body: Block


@dataclass
class ModuleSyntax:
    name: str | None
    attrs: dict[str, Any]
    funcs: list[Func]
    others: list[Op]  # top-level ops that are not functions (sdy.mesh...)
    pos: int = 0


# ---------------------------------------------------------------------------------------------
# The reader

_WS = re.compile(r"(?:\s+|//[^\n]*)+")
_SPACE_OR_SLASH = frozenset(" \t\n\r\f\v/")
_SIMPLE_TENSOR = re.compile(r"tensor<[0-9x?]*[A-Za-z0-9]+>")  # no encoding, no complex<...>
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.\-]*")
_SUFFIX_ID = re.compile(r"[A-Za-z0-9_$.\-]+")
_NUMBER = re.compile(r"[-+]?(?:0x[0-9A-Fa-f]+|\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)")
_INT = re.compile(r"-?\d+")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_DIM = re.compile(r"(\?|\d+)x")

# element types: MLIR spelling -> xlac dtype name
_ELEMENT = {"i1": "pred", "index": "s64", "f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64",
            "tf32": "f32"}
for _w in (2, 4, 8, 16, 32, 64):
    _ELEMENT[f"i{_w}"] = f"s{_w}"
    _ELEMENT[f"si{_w}"] = f"s{_w}"
    _ELEMENT[f"ui{_w}"] = f"u{_w}"
for _f in ("f8E5M2", "f8E4M3FN", "f8E4M3B11FNUZ", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3", "f8E3M4",
           "f4E2M1FN", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN"):
    _ELEMENT[_f] = _f.lower()
_ELEMENT["ui1"] = "u1"
_ELEMENT["si1"] = "s1"


def element_dtype(name: str) -> DType | None:
    """The xlac dtype of an MLIR element type name (``f32``, ``ui8``, ``f8E4M3FN``); None if unknown."""
    hlo = _ELEMENT.get(name)
    return BY_NAME.get(hlo) if hlo else None


ELEMENT_NAMES = tuple(_ELEMENT)
_TYPE_CACHE: dict[str, ArrayShape] = {}  # "tensor<4x8xf32>" -> its shape (shapes are frozen values)


class _Reader:
    def __init__(self, text: str, filename: str, aliases: dict[str, tuple[str, int]] | None = None):
        self.text = text
        self.n = len(text)
        self.pos = 0
        self.filename = filename
        self.aliases = aliases if aliases is not None else {}  # #name / !name -> (text, offset)

    # ---- positions and errors ----
    def loc(self, pos: int) -> SourceLoc:
        line = self.text.count("\n", 0, pos) + 1
        col = pos - (self.text.rfind("\n", 0, pos) + 1) + 1
        return SourceLoc(self.filename, line, col)

    def error(self, message: str, pos: int | None = None, notes: list[str] | None = None) -> XlacError:
        return XlacError(message, self.loc(self.pos if pos is None else pos), source=self.text, notes=notes)

    def expected(self, what: str) -> XlacError:
        self.skip()
        if self.pos >= self.n:
            return self.error(f"expected {what}, but the file ends here")
        m = _BARE.match(self.text, self.pos) or _NUMBER.match(self.text, self.pos)
        got = m.group(0) if m else self.text[self.pos]
        return self.error(f"expected {what}, got '{got}'")

    # ---- tokens ----
    def skip(self) -> None:
        pos = self.pos
        if pos < self.n and self.text[pos] not in _SPACE_OR_SLASH:
            return  # the usual case, without a regex
        m = _WS.match(self.text, pos)
        if m:
            self.pos = m.end()

    def peek(self, s: str) -> bool:
        self.skip()
        return self.text.startswith(s, self.pos)

    def peek_word(self, word: str) -> bool:
        self.skip()
        if not self.text.startswith(word, self.pos):
            return False
        end = self.pos + len(word)
        return end >= self.n or not (self.text[end].isalnum() or self.text[end] in "_$.-")

    def accept(self, s: str) -> bool:
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def accept_word(self, word: str) -> bool:
        if self.peek_word(word):
            self.pos += len(word)
            return True
        return False

    def expect(self, s: str, what: str | None = None) -> None:
        if not self.accept(s):
            raise self.expected(what or f"'{s}'")

    def at_end(self) -> bool:
        self.skip()
        return self.pos >= self.n

    def char(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < self.n else ""

    def bare(self, what: str = "a name") -> str:
        self.skip()
        m = _BARE.match(self.text, self.pos)
        if not m:
            raise self.expected(what)
        self.pos = m.end()
        return m.group(0)

    def string(self) -> str:
        self.skip()
        m = _STRING.match(self.text, self.pos)
        if not m:
            raise self.expected("a string")
        self.pos = m.end()
        return _unescape(m.group(0)[1:-1])

    def integer(self, what: str = "an integer") -> int:
        self.skip()
        m = _INT.match(self.text, self.pos)
        if not m:
            raise self.expected(what)
        self.pos = m.end()
        return int(m.group(0))

    def value_name(self) -> str:
        """``%name`` (the % consumed); names may be numbers or identifiers."""
        self.skip()
        if not self.text.startswith("%", self.pos):
            raise self.expected("a value (%name)")
        m = _SUFFIX_ID.match(self.text, self.pos + 1)
        if not m:
            raise self.error("expected a value name after '%'", self.pos + 1)
        self.pos = m.end()
        return m.group(0)

    def value(self) -> Value:
        self.skip()
        pos = self.pos
        name = self.value_name()
        index = None
        if self.text.startswith("#", self.pos):
            self.pos += 1
            index = self.integer("a result number after '#'")
        return Value(name, index, pos)

    def symbol(self) -> str:
        self.skip()
        if not self.text.startswith("@", self.pos):
            raise self.expected("a symbol (@name)")
        self.pos += 1
        if self.text.startswith('"', self.pos):
            return self.string()
        m = _SUFFIX_ID.match(self.text, self.pos)
        if not m:
            raise self.error("expected a symbol name after '@'")
        self.pos = m.end()
        return m.group(0)

    def balanced(self, open_: str, close: str) -> tuple[str, int]:
        """The text between ``open_`` (at the current position) and its matching ``close``;
        strings are skipped whole. Returns (inner text, offset of the inner text)."""
        self.skip()
        start = self.pos
        if not self.text.startswith(open_, start):
            raise self.expected(f"'{open_}'")
        depth = 0
        i = start
        pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
        text = self.text
        while i < self.n:
            ch = text[i]
            if ch == '"':
                m = _STRING.match(text, i)
                if not m:
                    raise self.error("unterminated string", i)
                i = m.end()
                continue
            if ch == "-" and text.startswith("->", i):
                i += 2
                continue
            if ch == open_:
                depth += 1
            elif ch == close:
                depth -= 1
                if depth == 0:
                    self.pos = i + 1
                    return text[start + 1:i], start + 1
            elif open_ != "<" and ch in pairs and ch != "<":
                pass
            i += 1
        raise self.error(f"'{open_}' is not closed", start)

    # ---- types ----
    def type(self) -> Shape:
        self.skip()
        pos = self.pos
        if self.text.startswith("tensor<", pos):
            m = _SIMPLE_TENSOR.match(self.text, pos)
            if m is not None:  # the same few types recur on every line: read each once
                key = m.group(0)
                cached = _TYPE_CACHE.get(key)
                if cached is None:
                    cached = self.tensor_type()
                    if len(_TYPE_CACHE) < 4096:
                        _TYPE_CACHE[key] = cached
                    return cached
                self.pos = m.end()
                return cached
            return self.tensor_type()
        if self.text.startswith("tuple<", pos):
            self.pos += 6
            elems: list[Shape] = []
            if not self.accept(">"):
                while True:
                    elems.append(self.type())
                    if self.accept(">"):
                        break
                    self.expect(",", "',' or '>' in a tuple type")
            return TupleShape(tuple(elems))
        if self.text.startswith("!", pos):
            tail = _SUFFIX_ID.match(self.text, pos + 1)
            name = self.text[pos:tail.end()] if tail else "!"
            if name in ("!stablehlo.token", "!mhlo.token"):
                self.pos = pos + len(name)
                return ArrayShape(TOKEN, (), Layout(()))
            if name in self.aliases:
                self.pos = pos + len(name)
                text, offset = self.aliases[name]
                sub = _Reader(self.text, self.filename, self.aliases)
                sub.pos = offset
                return sub.type()
            raise self.error(f"unknown type '{name}' (xlac reads tensor<...>, tuple<...> and !stablehlo.token)", pos)
        if self.text.startswith("complex<", pos) or _BARE.match(self.text, pos):
            dt = self.element_type()
            return ArrayShape(dt, (), Layout(()))
        if self.text.startswith("tensor<*", pos):
            raise self.error("an unranked tensor (tensor<*x...>) has no static shape: xlac compiles ranked, static shapes", pos)
        raise self.expected("a type")

    def element_type(self) -> DType:
        self.skip()
        pos = self.pos
        if self.text.startswith("complex<", pos):
            self.pos += 8
            inner = self.element_type()
            self.expect(">", "'>' after the complex element type")
            if inner.name == "f32":
                return BY_NAME["c64"]
            if inner.name == "f64":
                return BY_NAME["c128"]
            raise self.error(f"complex<{_mlir_name(inner)}> is not an XLA element type (complex<f32> or complex<f64>)", pos)
        m = _BARE.match(self.text, pos)
        if not m:
            raise self.expected("an element type")
        name = m.group(0)
        dt = element_dtype(name)
        if dt is None:
            from difflib import get_close_matches

            close = get_close_matches(name, ELEMENT_NAMES, n=1)
            raise self.error(f"unknown element type '{name}'", pos,
                             [f"did you mean '{close[0]}'?"] if close else None)
        self.pos = m.end()
        return dt

    def tensor_type(self) -> ArrayShape:
        pos = self.pos
        self.pos += 7
        if self.text.startswith("*", self.pos):
            raise self.error("an unranked tensor (tensor<*x...>) has no static shape: xlac compiles ranked, "
                             "static shapes", pos)
        dims: list[int] = []
        while True:
            m = _DIM.match(self.text, self.pos)
            if not m:
                break
            dims.append(-1 if m.group(1) == "?" else int(m.group(1)))
            self.pos = m.end()
        dt = self.element_type()
        dynamic: tuple[bool, ...] = ()
        if self.accept(","):
            enc_pos = self.pos
            enc = self.attr_value()
            if isinstance(enc, Opaque) and enc.dialect in ("stablehlo.bounds", "mhlo.type_extensions"):
                bounds = _bounds(enc.body)
                if len(bounds) != len(dims):
                    raise self.error(f"the bounds give {len(bounds)} sizes for a tensor of rank {len(dims)}", enc_pos)
                flags = []
                for k, b in enumerate(bounds):
                    if b is not None and dims[k] < 0:
                        dims[k] = b
                        flags.append(True)
                    else:
                        flags.append(False)
                dynamic = tuple(flags)
        self.expect(">", "'>' closing the tensor type")
        return ArrayShape(dt, tuple(dims), Layout.row_major(len(dims)), dynamic if any(dynamic) else ())

    def type_list(self) -> list[Shape]:
        types = [self.type()]
        while self.accept(","):
            types.append(self.type())
        return types

    def signature(self) -> tuple[list[Shape] | None, list[Shape]]:
        """After ``:``: ``(ins) -> outs``, ``ins -> outs`` (CHLO), or a plain type list."""
        self.skip()
        if self.text.startswith("(", self.pos):
            self.pos += 1
            ins: list[Shape] = [] if self.accept(")") else self.type_list()
            if ins and not self.accept(")"):
                raise self.expected("')' closing the operand types")
            self.expect("->", "'->' and the result types")
            return ins, self.result_types()
        types = self.type_list()
        if self.accept("->"):
            return types, self.result_types()
        return None, types

    def result_types(self) -> list[Shape]:
        self.skip()
        if self.text.startswith("(", self.pos):
            self.pos += 1
            if self.accept(")"):
                return []
            out = []
            while True:
                out.append(self.type())
                if self.peek("{"):  # result attributes in a function type
                    self.attr_dict()
                if self.accept(")"):
                    return out
                self.expect(",", "',' or ')' in the result types")
        return [self.type()]

    # ---- attributes ----
    def attr_dict(self) -> DictAttr:
        self.skip()
        start = self.pos
        self.expect("{")
        out = DictAttr()
        if self.accept("}"):
            return out
        while True:
            self.skip()
            kpos = self.pos
            key = self.string() if self.text.startswith('"', self.pos) else self.bare("an attribute name")
            if key in out:
                raise self.error(f"attribute '{key}' is given twice", kpos)
            out[key] = self.attr_value() if self.accept("=") else True
            if self.accept("}"):
                out.text = self.text[start:self.pos]
                return out
            self.expect(",", "',' or '}' in the attribute dictionary")

    def attr_value(self, typed: bool = True) -> Any:
        """One attribute value; ``typed``: a number may be followed by ``: type`` (not in a
        custom format's ``key = value``, where ``:`` starts the operation's types)."""
        self.skip()
        pos = self.pos
        text = self.text
        if pos >= self.n:
            raise self.expected("an attribute value")
        ch = text[pos]
        if ch == "[":
            self.pos += 1
            items: list[Any] = []
            if not self.accept("]"):
                while True:
                    items.append(self.attr_value())
                    if self.accept("]"):
                        break
                    self.expect(",", "',' or ']' in the list")
            value: Any = items
        elif ch == "{":
            value = self.attr_dict()
        elif ch == '"':
            value = self.string()
        elif ch == "@":
            value = Symbol(self.symbol())
            while self.accept("::"):
                value = Symbol(value.name + "::" + self.symbol())
        elif ch == "#":
            value = self.hash_attr()
        elif ch == "<":
            body, _ = self.balanced("<", ">")
            value = Opaque("", body, pos)
        elif ch == "(":  # a function type: (tensor<...>, ...) -> ...
            ins, outs = self.signature()
            return FunctionType(ins or [], outs)
        elif ch in "-+0123456789.":
            m = _NUMBER.match(text, pos)
            if not m:
                raise self.expected("a number")
            self.pos = m.end()
            tok = m.group(0)
            value = int(tok, 0) if re.fullmatch(r"[-+]?(?:0x[0-9A-Fa-f]+|\d+)", tok) else float(tok)
            if tok.startswith(("0x", "-0x", "+0x")):
                value = int(tok.replace("+", ""), 16) if not tok.startswith("-") else -int(tok[3:], 16)
        elif text.startswith("dense<", pos) or text.startswith("dense_resource<", pos):
            if text.startswith("dense_resource<", pos):
                raise self.error("dense_resource<...> constants refer to blobs outside the text; print the "
                                 "module with its constants inline (dense<...>)", pos)
            self.pos += 5
            body, _ = self.balanced("<", ">")
            typ = None
            if self.accept(":"):
                typ = self.type()
            return Dense(body, typ, pos)
        elif text.startswith("array<", pos):
            self.pos += 6
            element = self.bare("an element type")
            vals: list[Any] = []
            if self.accept(":"):
                while True:
                    self.skip()
                    if self.accept_word("true"):
                        vals.append(True)
                    elif self.accept_word("false"):
                        vals.append(False)
                    else:
                        m = _NUMBER.match(text, self.pos)
                        if not m:
                            raise self.expected("a number in the array")
                        self.pos = m.end()
                        vals.append(float(m.group(0)) if re.search(r"[.eE]", m.group(0)) and "0x" not in m.group(0)
                                    else int(m.group(0), 0))
                    if not self.accept(","):
                        break
            self.expect(">", "'>' closing the array")
            return ArrayAttr(element, tuple(vals))
        elif text.startswith("loc(", pos):
            self.pos += 3
            self.balanced("(", ")")
            return Opaque("loc", "", pos)
        elif text.startswith(("tensor<", "tuple<", "complex<", "!"), pos):
            return self.type()
        else:
            m = _BARE.match(text, pos)
            if not m:
                raise self.expected("an attribute value")
            word = m.group(0)
            self.pos = m.end()
            if word in ("true", "false"):
                value = word == "true"
            elif word in ("unit",):
                value = True
            elif word in ("affine_map", "affine_set", "distinct", "strided", "opaque", "sparse") and self.peek("<"):
                body, _ = self.balanced("<", ">")
                value = Opaque(word, body, pos)
            elif self.text.startswith("<", self.pos) and word in _ELEMENT:
                value = Word(word)
            else:
                value = Word(word)
        # `: type` after a number, string or bool
        if typed and isinstance(value, (int, float, str, bool)) and self.peek(":") and not self.peek("::"):
            save = self.pos
            self.pos += 1
            self.skip()
            if self.text.startswith(("tensor<", "complex<"), self.pos) or _BARE.match(self.text, self.pos):
                m = _BARE.match(self.text, self.pos)
                if m and element_dtype(m.group(0)) is None and m.group(0) not in ("none",) \
                        and not self.text.startswith(("tensor<", "complex<"), self.pos):
                    self.pos = save
                    return value
                return Typed(value, self.type())
            self.pos = save
        return value

    def hash_attr(self) -> Any:
        pos = self.pos
        m = _SUFFIX_ID.match(self.text, pos + 1)
        if not m:
            raise self.error("expected an attribute name after '#'", pos)
        name = m.group(0)
        self.pos = m.end()
        if self.text.startswith("<", self.pos):
            body, _ = self.balanced("<", ">")
            if name == "stablehlo" or name == "mhlo" or name == "chlo":
                # #stablehlo<precision DEFAULT>, #stablehlo<comparison_direction LT>
                parts = body.split(None, 1)
                return Word(parts[1].strip() if len(parts) == 2 else body.strip())
            return Opaque(name, body, pos)
        alias = "#" + name
        if alias in self.aliases:
            text, offset = self.aliases[alias]
            sub = _Reader(self.text, self.filename, self.aliases)
            sub.pos = offset
            return sub.attr_value()
        raise self.error(f"attribute alias '{alias}' is not defined", pos)

    def trailing_loc(self) -> None:
        if self.peek("loc("):
            self.pos += 3
            self.balanced("(", ")")


def _unescape(s: str) -> str:
    if "\\" not in s:
        return s
    out = bytearray()
    i = 0
    raw = s.encode("utf-8")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            nxt = chr(raw[i + 1])
            if nxt in "nt\"\\":
                out += {"n": b"\n", "t": b"\t", '"': b'"', "\\": b"\\"}[nxt]
                i += 2
                continue
            if i + 2 < len(raw) and re.fullmatch(rb"[0-9A-Fa-f]{2}", raw[i + 1:i + 3]):
                out.append(int(raw[i + 1:i + 3], 16))
                i += 3
                continue
        out.append(c)
        i += 1
    return out.decode("utf-8", errors="surrogateescape")


def _mlir_name(dt: DType) -> str:
    for k, v in _ELEMENT.items():
        if v == dt.name:
            return k
    return dt.name


def _bounds(body: str) -> list[int | None]:
    m = re.search(r"\[([^\]]*)\]", body) or re.fullmatch(r"\s*(.*?)\s*", body)
    items = [t.strip() for t in (m.group(1) if m else body).split(",") if t.strip()]
    return [None if t == "?" else int(t) for t in items]


def _read_fields(body: str) -> dict[str, Any]:
    """``key = value, key = value`` (the body of #stablehlo.gather<...> and friends)."""
    r = _Reader(body, "<attribute>")
    out: dict[str, Any] = {}
    while not r.at_end():
        key = r.bare("a field name")
        out[key] = r.attr_value() if r.accept("=") else True
        if not r.accept(","):
            break
    return out


# ---------------------------------------------------------------------------------------------
# Operations


class _OpReader(_Reader):
    """Reads modules, functions, regions and operations."""

    def skip_alias_definitions(self) -> None:
        """``#loc1 = loc(...)``, ``!t = tensor<...>``: read where used (MLIR prints them before
        or after the module)."""
        pattern = re.compile(r"[#!][A-Za-z0-9_$.\-]+[ \t]*=")
        while True:
            self.skip()
            m = pattern.match(self.text, self.pos)
            if not m:
                return
            bang = self.text[self.pos] == "!"
            self.pos = m.end()
            self.type() if bang else self.attr_value()

    def module(self) -> ModuleSyntax:
        self.collect_aliases()
        self.skip_alias_definitions()
        if self.peek_word("module"):
            pos = self.pos
            self.pos += 6
            name = None
            if self.peek("@"):
                name = self.symbol()
            attrs: dict[str, Any] = {}
            if self.accept_word("attributes"):
                attrs = self.attr_dict()
            self.expect("{", "'{' opening the module body")
            funcs, others = self.top_level(until="}")
            self.expect("}", "'}' closing the module")
            self.trailing_loc()
            self.skip_alias_definitions()
            if not self.at_end():
                raise self.error("unexpected text after the module")
            return ModuleSyntax(name, attrs, funcs, others, pos)
        if self.peek('"builtin.module"'):
            return self.generic_module()
        funcs, others = self.top_level(until=None)
        return ModuleSyntax(None, {}, funcs, others)

    def generic_module(self) -> ModuleSyntax:
        """``"builtin.module"() <{sym_name = ...}> ({ "func.func"() <{...}> ({...}) : () -> () }) : () -> ()``."""
        self.skip()
        pos = self.pos
        op = self.generic_op(self.string(), pos)
        self.trailing_loc()
        self.skip_alias_definitions()
        if not self.at_end():
            raise self.error("unexpected text after the module")
        name = op.attrs.get("sym_name")
        funcs: list[Func] = []
        others: list[Op] = []
        for region in op.regions:
            for inner in region.ops:
                if inner.name == "func.func":
                    funcs.append(self.generic_func(inner))
                else:
                    others.append(inner)
        return ModuleSyntax(name if isinstance(name, str) else None, dict(op.attrs), funcs, others, pos)

    def generic_func(self, op: Op) -> Func:
        """A ``"func.func"() <{function_type = (...) -> ..., sym_name = "main"}> ({^bb0(...): ...})``."""
        name = op.attrs.get("sym_name")
        if not isinstance(name, str) or not op.regions:
            raise self.error("a generic func.func needs sym_name and a body region", op.pos)
        ftype = op.attrs.get("function_type")
        results: list[tuple[Shape, dict]] = []
        if isinstance(ftype, FunctionType):
            res_attrs = op.attrs.get("res_attrs")
            for k, t in enumerate(ftype.results):
                ra = res_attrs[k] if isinstance(res_attrs, list) and k < len(res_attrs) else {}
                results.append((t, ra if isinstance(ra, dict) else {}))
        arg_attrs = op.attrs.get("arg_attrs")
        body = op.regions[0]
        args = []
        for k, (arg, typ, apos) in enumerate(body.args):
            aa = arg_attrs[k] if isinstance(arg_attrs, list) and k < len(arg_attrs) else {}
            args.append((arg, typ, aa if isinstance(aa, dict) else {}, apos))
        body = Block([], body.ops, body.pos)
        body.args = [(a[0], a[1], a[3]) for a in args]
        public = op.attrs.get("sym_visibility") not in ("private", "nested")
        return Func(name, op.pos, public, args, results, {}, body)

    def collect_aliases(self) -> None:
        """``#name = <attr>`` and ``!name = <type>`` lines (jax.export's #loc aliases): their
        text is kept and read where they are used."""
        for m in re.finditer(r"^[ \t]*([#!][A-Za-z0-9_$.\-]+)[ \t]*=", self.text, re.M):
            self.aliases[m.group(1)] = ("", m.end())

    def top_level(self, until: str | None) -> tuple[list[Func], list[Op]]:
        funcs: list[Func] = []
        others: list[Op] = []
        while True:
            self.skip()
            if self.pos >= self.n or (until and self.text.startswith(until, self.pos)):
                return funcs, others
            if self.text[self.pos] in "#!":
                before = self.pos
                self.skip_alias_definitions()
                if self.pos != before:
                    continue
            if self.peek_word("func.func") or self.peek_word("func"):
                funcs.append(self.func())
            elif self.peek_word("module"):
                raise self.error("a module inside a module is not read: give xlac one module per file")
            else:
                others.append(self.operation())

    def func(self) -> Func:
        self.skip()
        pos = self.pos
        if not self.accept_word("func.func"):
            self.accept_word("func")
        public = True
        for vis in ("public", "private", "nested"):
            if self.accept_word(vis):
                public = vis == "public"
        name = self.symbol()
        self.expect("(", "'(' opening the argument list")
        args: list[tuple[str, Shape, dict, int]] = []
        if not self.accept(")"):
            while True:
                self.skip()
                apos = self.pos
                arg = self.value_name()
                self.expect(":", "':' and the argument's type")
                typ = self.type()
                attrs = self.attr_dict() if self.peek("{") else {}
                self.trailing_loc()
                args.append((arg, typ, attrs, apos))
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')' in the argument list")
        results: list[tuple[Shape, dict]] = []
        if self.accept("->"):
            if self.peek("("):
                self.pos += 1
                if not self.accept(")"):
                    while True:
                        typ = self.type()
                        attrs = self.attr_dict() if self.peek("{") else {}
                        results.append((typ, attrs))
                        if self.accept(")"):
                            break
                        self.expect(",", "',' or ')' in the result types")
            else:
                results.append((self.type(), {}))
        fattrs: dict[str, Any] = {}
        if self.accept_word("attributes"):
            fattrs = self.attr_dict()
        body = self.region(named_args=[(a[0], a[1], a[3]) for a in args])
        self.trailing_loc()
        return Func(name, pos, public, args, results, fattrs, body)

    def region(self, named_args: list[tuple[str, Shape, int]] | None = None) -> Block:
        """``{ [^bb0(%a: t, ...):] ops }``: one block (xlac's regions have one)."""
        self.skip()
        pos = self.pos
        self.expect("{", "'{' opening a region")
        args = list(named_args or [])
        if self.peek("^"):
            self.pos += 1
            self.bare("a block label")
            if self.accept("("):
                if not self.accept(")"):
                    while True:
                        self.skip()
                        apos = self.pos
                        name = self.value_name()
                        self.expect(":", "':' and the block argument's type")
                        args.append((name, self.type(), apos))
                        self.trailing_loc()
                        if self.accept(")"):
                            break
                        self.expect(",", "',' or ')' in the block arguments")
            self.expect(":", "':' after the block label")
        ops: list[Op] = []
        while True:
            self.skip()
            if self.pos >= self.n:
                raise self.error("the file ends inside this region: expected '}' and the rest of the module", pos)
            if self.text.startswith("}", self.pos):
                self.pos += 1
                return Block(args, ops, pos)
            if self.text.startswith("^", self.pos):
                raise self.error("a region with several blocks (branches between blocks) is not read: "
                                 "StableHLO's regions have one block")
            ops.append(self.operation())

    def operation(self) -> Op:
        self.skip()
        start = self.pos
        results: list[tuple[str, int]] = []
        if self.text.startswith("%", self.pos):
            while True:
                name = self.value_name()
                count = 1
                if self.text.startswith(":", self.pos) and self.text[self.pos + 1:self.pos + 2].isdigit():
                    self.pos += 1
                    count = self.integer()
                results.append((name, count))
                if not self.accept(","):
                    break
            self.expect("=", "'=' after the result names")
        self.skip()
        pos = self.pos
        if self.text.startswith('"', pos):
            op = self.generic_op(self.string(), pos)
        else:
            m = _BARE.match(self.text, pos)
            if not m:
                raise self.expected("an operation")
            self.pos = m.end()
            name = m.group(0)
            if name in ("return", "call"):
                name = "func." + name
            op = Op(name, pos)
            self.pretty_op(op)
        op.results = results
        self.trailing_loc()
        del start
        return op

    def generic_op(self, name: str, pos: int) -> Op:
        op = Op(name, pos, generic=True)
        self.expect("(", "'(' and the operands")
        if not self.accept(")"):
            while True:
                op.operands.append(self.value())
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')' in the operands")
        if self.peek("<{"):
            self.pos += 1
            op.attrs.update(self.attr_dict())
            self.expect(">", "'>' closing the properties")
        if self.peek("({"):
            self.pos += 1
            while True:
                op.regions.append(self.region())
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')' between regions")
        if self.peek("{"):
            op.attrs.update(self.attr_dict())
        self.expect(":", "':' and the operation's type")
        op.in_types, op.out_types = self.signature()
        return op

    # -- pretty forms --
    def pretty_op(self, op: Op) -> None:
        if op.name == "sdy.mesh":  # sdy.mesh @name = <["x"=2, ...]> {attrs}
            op.extra["symbol"] = self.symbol()
            self.expect("=", "'=' and the mesh")
            op.extra["mesh"] = self.attr_value()
            if self.peek("{"):
                op.attrs.update(self.attr_dict())
            return
        if op.name in ("stablehlo.while", "mhlo.while") and self.peek("("):
            self.while_op(op)
            return
        if op.name in ("stablehlo.reduce", "mhlo.reduce") and self.peek("("):
            self.reduce_op(op)
            return
        self.items(op, stop_at_paren_end=False)
        if self.peek("{") and "attr_dict" not in op.extra and not self.looks_like_region():
            op.attrs.update(self.attr_dict())
        if self.accept(":"):
            op.in_types, op.out_types = self.signature()
        if self.peek("({"):  # a pretty op with regions in parentheses
            self.pos += 1
            while True:
                op.regions.append(self.region())
                if self.accept(")"):
                    break
                self.expect(",")

    _STOP_WORDS = ("loc", "cond", "do", "reducer", "attributes")

    def items(self, op: Op, stop_at_paren_end: bool) -> None:
        """The custom format's pieces up to ``:``: operands, ``key = value``, enum words,
        ``dense<...>``, ``@symbol``, slice ranges, parenthesized operand groups."""
        text = self.text
        while True:
            self.skip()
            if self.pos >= self.n:
                return
            ch = text[self.pos]
            if ch == ":" or ch == "}" or (ch == ")" and stop_at_paren_end):
                return
            if ch == "%":
                v = self.value()
                if text.startswith("[", self.pos):  # %t[0]: get_tuple_element's index
                    body, bpos = self.balanced("[", "]")
                    op.extra["index"] = (body, bpos)
                self.skip()
                if self.text.startswith("init:", self.pos) or self.peek_word("init"):
                    self.accept_word("init")
                    self.expect(":")
                    op.extra.setdefault("inits", []).append(self.value())
                elif text.startswith("=", self.pos) and not text.startswith("==", self.pos):
                    if not stop_at_paren_end:  # `%x = ...` starts the next operation
                        self.pos = v.pos
                        return
                    self.pos += 1
                    op.extra.setdefault("bindings", []).append((v.name, self.value()))
                    self.skip()
                    op.operands.append(op.extra["bindings"][-1][1])
                    if not self.accept(","):
                        if stop_at_paren_end:
                            continue
                    continue
                op.operands.append(v)
            elif ch == "(":
                self.pos += 1
                self.items(op, stop_at_paren_end=True)
                self.expect(")", "')'")
            elif ch == "[":
                body, bpos = self.balanced("[", "]")
                op.extra["slice"] = (body, bpos)
            elif ch == "{":
                if "attr_dict" in op.extra or self.looks_like_region():
                    return
                op.extra["attr_dict"] = True
                op.attrs.update(self.attr_dict())
            elif ch == "@":
                op.extra["symbol"] = self.symbol()
            elif ch == '"':
                op.extra["string"] = self.string()
            elif ch == "<":
                body, bpos = self.balanced("<", ">")
                op.extra["angle"] = (body, bpos)
            elif text.startswith("dense<", self.pos) or text.startswith("dense_resource<", self.pos):
                dpos = self.pos
                if text.startswith("dense_resource<", dpos):
                    self.attr_value()  # says why it is refused
                self.pos += 5
                body, _ = self.balanced("<", ">")
                op.extra["dense"] = Dense(body, None, dpos)
            elif ch == "#":
                op.extra.setdefault("hash", []).append(self.attr_value())
            else:
                m = _BARE.match(text, self.pos) or _NUMBER.match(text, self.pos)
                if not m:
                    raise self.expected("an operand, attribute or ':'")
                word = m.group(0)
                if word in self._STOP_WORDS and (word != "loc" or text.startswith("loc(", self.pos)):
                    return
                wpos = self.pos
                self.pos = m.end()
                if self.peek("=") and not self.peek("=="):
                    self.pos += 1
                    op.attrs[word] = self.keyword_value()
                    op.extra.setdefault("kwpos", {})[word] = wpos
                else:
                    op.words.append(Word(word))
                    op.extra.setdefault("wordpos", []).append(wpos)
            self.accept(",")

    def looks_like_region(self) -> bool:
        """Is the ``{`` here a region (ops inside) rather than an attribute dictionary?"""
        m = re.compile(r"\{\s*(?:[%^\"]|stablehlo\.|chlo\.|func\.|\})").match(self.text, self.pos)
        if not m:
            return False
        if self.text[m.end() - 1] == '"':  # "op"(...) generic op, or a quoted attribute key
            after = re.compile(r'\{\s*"[^"]*"\s*\(').match(self.text, self.pos)
            return bool(after)
        return self.text[m.end() - 1] != "}"

    def keyword_value(self) -> Any:
        """A custom-format value: an attribute, ``[a] x [b]`` pairs, ``[..]x[..]->[..]`` conv labels."""
        value = self.attr_value(typed=False)
        if isinstance(value, list) and self.peek_word("x") or (isinstance(value, list) and self.peek("x[")):
            self.accept("x")
            rhs = self.attr_value()
            if self.accept("->"):
                out = self.attr_value()
                return ConvLabels(value, rhs, out)
            return DimPairs(value, rhs)
        return value

    def while_op(self, op: Op) -> None:
        self.expect("(")
        bindings: list[tuple[str, Value]] = []
        if not self.accept(")"):
            while True:
                name = self.value_name()
                self.expect("=", "'=' binding the loop variable")
                v = self.value()
                bindings.append((name, v))
                op.operands.append(v)
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')'")
        op.extra["bindings"] = bindings
        if self.peek("{"):
            op.attrs.update(self.attr_dict())
        self.expect(":", "':' and the loop's types")
        op.in_types, op.out_types = None, self.type_list()
        if self.accept_word("attributes"):
            op.attrs.update(self.attr_dict())
        if not self.accept_word("cond"):
            raise self.expected("'cond' and the loop condition's region")
        args = [(n, t, 0) for (n, _), t in zip(bindings, op.out_types)]
        if len(bindings) != len(op.out_types):
            raise self.error(f"the loop binds {len(bindings)} values but lists {len(op.out_types)} types", op.pos)
        op.regions.append(self.region(named_args=args))
        if not self.accept_word("do"):
            raise self.expected("'do' and the loop body's region")
        op.regions.append(self.region(named_args=args))

    def reduce_op(self, op: Op) -> None:
        self.expect("(")
        while True:
            op.operands.append(self.value())
            self.accept_word("init")
            self.expect(":", "'init:' and the initial value")
            op.extra.setdefault("inits", []).append(self.value())
            self.expect(")", "')'")
            if not self.accept(","):
                break
            self.expect("(", "'('")
        if self.accept_word("applies"):
            op.extra["applies"] = self.bare("the reducing operation")
        self.accept_word("across")
        self.items(op, stop_at_paren_end=False)
        if self.peek("{"):
            op.attrs.update(self.attr_dict())
        self.expect(":", "':' and the reduction's type")
        op.in_types, op.out_types = self.signature()
        if self.accept_word("reducer"):
            firsts: list[tuple[str, Shape, int]] = []
            seconds: list[tuple[str, Shape, int]] = []
            while self.peek("("):
                self.pos += 1
                pair = []
                for _ in range(2):
                    self.skip()
                    apos = self.pos
                    name = self.value_name()
                    self.expect(":", "':' and the argument's type")
                    pair.append((name, self.type(), apos))
                    self.trailing_loc()
                    self.accept(",")
                self.expect(")")
                firsts.append(pair[0])
                seconds.append(pair[1])
            op.regions.append(self.region(named_args=firsts + seconds))


def read_module(text: str, filename: str = "<string>") -> ModuleSyntax:
    """Parse StableHLO/MLIR text into syntax records; XlacError with file:line:col on bad input."""
    reader = _OpReader(text, filename)
    try:
        return reader.module()
    except RecursionError:
        raise reader.error("the text nests too deeply") from None


def looks_like_mlir(text: str) -> bool:
    """Is this MLIR text (a ``module``, ``func.func`` or an alias line first) rather than HLO?"""
    m = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.S).match(text)
    head = text[m.end() if m else 0:][:40]
    return bool(re.match(r"(module\b|func\.func\b|#[A-Za-z_][\w.$-]*\s*=|!\w[\w.$-]*\s*=|\"builtin\.module\")",
                         head))
