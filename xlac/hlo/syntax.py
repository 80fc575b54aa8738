"""HLO text -> syntax records: the fast path of xlac/hlo/parser.py.

A hand-written lexer and recursive-descent parser for exactly the language of
xlac/grammars/hlo.lark, producing the same records (equal, positions included) as the grammar's
lark transformer (lark_parser.py). Importing and loading lark costs ~55 ms of CPU per process
and its LALR parse is slow on big modules; this path needs neither. It is deliberately no more lenient than lark:
on anything it is not sure of it raises :class:`_Reject` and the caller runs lark, which then
either succeeds (this parser was merely too strict) or reports the error, so messages are lark's.

Lark lexes *contextually*: in each LALR state only the terminals that state accepts compete,
first by priority (then by lark's tie-break order), and a keyword is a NAME whose text is that
keyword when both are accepted. To give the same tokens this parser lexes with the accepted set
of the LALR state lark would be in: the ``_S_*`` sets below are the parse table's sets (without
``$END``), and tests/hlo/test_fast_syntax.py checks them token by token against lark's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.shapes import ArrayShape, Layout, Shape, ShapeLimitError, TupleShape, check_limits

# ---------------------------------------------------------------------------------------------
# Syntax records (shared with the lark transformer in lark_parser.py)


@dataclass
class _Span:
    start: int
    end: int
    line: int
    column: int


@dataclass
class _OpCall:
    opcode: str
    operands: list  # _OperandRef | _Nested | int
    literal: _Span | None
    line: int
    column: int
    opcode_column: int


@dataclass
class _OperandRef:
    shape: Shape | None
    name: str | None  # None: an operand written as a bare shape (single-instruction text)
    line: int
    column: int


@dataclass
class _Nested:
    shape: Shape | None
    call: _OpCall


@dataclass
class _Attr:
    name: str
    value: _Span
    line: int
    column: int


@dataclass
class _Instr:
    is_root: bool
    name: str | None
    shape: Shape | None
    call: _OpCall
    attrs: list[_Attr]
    line: int
    column: int


@dataclass
class _SingleOp:
    instr: _Instr


@dataclass
class _Comp:
    is_entry: bool
    name: str
    signature: tuple[list[tuple[str, Shape]], Shape] | None
    instrs: list[_Instr]
    attrs: list[_Attr]
    line: int
    column: int


@dataclass
class _ModuleSyntax:
    name: str | None
    attrs: list[_Attr] = field(default_factory=list)
    tables: _Span | None = None
    comps: list[_Comp] = field(default_factory=list)
    single: bool = False  # one instruction alone: undefined operands are parameters


class _ShapeSyntaxError(Exception):
    """A malformed array shape token (dims, layout, limits), located at line:column."""

    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.line, self.column = line, column


_SHAPE_RE = re.compile(r"([a-z0-9]+)\[([^\]]*)\](?:\s*\{([^}]*)\})?")
_DIM_RE = re.compile(r"\s*(<=)?\s*(\d+|\?)\s*")


def _decode_shape(tok: str, line: int, column: int) -> ArrayShape:
    """`f32[<=4,3]{0,1:T(8,128)}` (an ARRAY_SHAPE token at line:column) -> ArrayShape, with a
    located error for malformed dims."""
    m = _SHAPE_RE.fullmatch(tok)
    assert m is not None  # the ARRAY_SHAPE terminal has this form
    dtype = BY_NAME[m.group(1)]
    dims, dynamic = [], []
    body = m.group(2)
    if body.strip():
        offset = len(m.group(1)) + 1
        for piece in body.split(","):
            d = _DIM_RE.fullmatch(piece)
            if d is None:
                raise _ShapeSyntaxError(f"bad dimension '{piece.strip()}' in shape {tok}", line, column + offset)
            dims.append(-1 if d.group(2) == "?" else int(d.group(2)))
            dynamic.append(bool(d.group(1)))
            offset += len(piece) + 1
    layout = None
    if m.group(3) is not None:
        order, _, tail = m.group(3).partition(":")
        try:
            minor_to_major = tuple(int(v) for v in order.split(",")) if order.strip() else ()
        except ValueError:
            raise _ShapeSyntaxError(f"bad layout in shape {tok}", line, column + m.start(3)) from None
        layout = Layout(minor_to_major, tail.strip())
        if dtype.is_array and sorted(minor_to_major) != list(range(len(dims))):
            what = f"lists {len(minor_to_major)} dimensions, the shape has {len(dims)}" \
                if len(minor_to_major) != len(dims) else f"is not a permutation of 0..{len(dims) - 1}"
            raise _ShapeSyntaxError(f"layout {{{m.group(3)}}} {what}", line, column)
    shape = ArrayShape(dtype, tuple(dims), layout, tuple(dynamic) if any(dynamic) else ())
    try:
        check_limits(shape)  # before anything can be sized or allocated from it
    except ShapeLimitError as e:
        raise _ShapeSyntaxError(str(e), line, column) from None
    return shape


# ---------------------------------------------------------------------------------------------
# Terminals: hlo.lark's, in the order lark's lexer tries them (priority, then width, length, name).

_DTYPES = ("pred|s1|s2|s4|s8|s16|s32|s64|u1|u2|u4|u8|u16|u32|u64|f16|bf16|f32|f64|c64|c128|f8e5m2fnuz|"
           "f8e4m3b11fnuz|f8e4m3fnuz|f8e4m3fn|f8e4m3|f8e5m2|f8e3m4|f8e8m0fnu|f4e2m1fn|f6e3m2fn|f6e2m3fn|token|opaque")

_SHAPE_TAIL = r"\[[^\]\n]*\](\s*\{(?=\s*(-?\d|:))[^{}\n]*\})?"

TERMINALS: tuple[tuple[str, str], ...] = (  # (name, regex exactly as lark compiles it)
    ("DIM_LABELS", r"[0-9bf?]{2,}_[0-9io?]{2,}->[0-9bf?]{2,}"),
    ("PADDING", r"-?\d+_-?\d+(_\d+)?(x-?\d+_-?\d+(_\d+)?)*(?![\w.])"),
    ("IOTA_T", r"T(?=\()"),
    ("ARRAY_SHAPE", f"({_DTYPES}){_SHAPE_TAIL}"),
    ("DXD", r"\d+(x\d+)+(?![\w.])"),
    ("FRAME_TABLE_KW", r"(FileNames|FunctionNames|FileLocations|StackFrames)(?![\w.\-])"),
    ("FLOAT", r"-?(\d+\.\d*|\d*\.\d+)([eE][+-]?\d+)?|-?\d+[eE][+-]?\d+"),
    ("SPECIAL_FLOAT", r"-?(inf|nan)(\(0x[0-9a-fA-F]+\))?(?![\w.\-])"),
    ("NAME_COLON", r"[A-Za-z_][A-Za-z0-9_.\-]*(?=:)"),
    ("BRACE_FLAT", r"""\{(?:[^{}"']|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')*\}"""),
    ("INT", r"-?\d+"),
    ("STRING", r""""(\\.|[^"\\])*"|'(\\.|[^'\\])*'"""),
    ("PNAME", r"%[A-Za-z_][A-Za-z0-9_.\-]*"),
    ("NAME", r"[A-Za-z_][A-Za-z0-9_.\-]*"),
    ("ELLIPSIS", r"\.\.\."),
    ("ARROW", r"\->"),
    ("LE", r"<="),
    ("COLON", r":"),
    ("COMMA", r","),
    ("EQUAL", r"="),
    ("HASH", r"\#"),
    ("LANGLE", r"<"),
    ("LBRACE", r"\{"),
    ("LPAR", r"\("),
    ("LSQB", r"\["),
    ("MINUS", r"\-"),
    ("PLUS", r"\+"),
    ("QMARK", r"\?"),
    ("RANGLE", r">"),
    ("RBRACE", r"\}"),
    ("RPAR", r"\)"),
    ("RSQB", r"\]"),
    ("STAR", r"\*"),
    ("TILDE", r"\~"),
)
# Keywords: string terminals that NAME also matches. Lark lexes them as NAME and retypes a NAME
# whose whole text is the keyword, when the state accepts it (its "unless" callback); here each is
# an alternative just before NAME, which matches exactly those texts.
KEYWORDS: dict[str, str] = {"HLOMODULE": "HloModule", "PARAMETER": "parameter", "CONSTANT": "constant",
                            "ENTRY": "ENTRY", "FALSE": "false", "ROOT": "ROOT", "TRUE": "true"}
IGNORED = r"(?>(?:[ \t\f\r\n]+|/\*(?:.|\n|\r)*?\*/|//[^\n\r]*)*)"  # WS and COMMENT, never backtracked into

_ORDER = tuple(name for name, _ in TERMINALS)
_PATTERNS = dict(TERMINALS)
_NAME_TAIL = r"(?![A-Za-z0-9_.\-])"


def _master_pattern() -> str:
    """All terminals in one regex (the tests check the per-character ones below against it)."""
    alts = []
    for name, pattern in TERMINALS:
        if name == "NAME":
            alts += [f"(?P<{kw}>{re.escape(word)}{_NAME_TAIL})" for kw, word in KEYWORDS.items()]
        alts.append(f"(?P<{name}>{pattern})")
    return IGNORED + "(?:" + "|".join(alts) + ")"


# A regex of all terminals tries every alternative in turn (~2 us a token); the lexer instead
# picks, by the token's first character, one with only the terminals that can start with it (in
# the same order, so the first that matches is the same), followed by the ignored text after the
# token (so the next token starts where the match ends). Characters each terminal can start with:
_DIGITS = "0123456789"
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
_FIRST = {
    "DIM_LABELS": _DIGITS + "bf?", "PADDING": "-" + _DIGITS, "IOTA_T": "T",
    "ARRAY_SHAPE": "".join(sorted({d[0] for d in _DTYPES.split("|")})), "DXD": _DIGITS,
    "FRAME_TABLE_KW": "FS", "FLOAT": "-." + _DIGITS, "SPECIAL_FLOAT": "-in", "NAME_COLON": _LETTERS,
    "BRACE_FLAT": "{", "INT": "-" + _DIGITS, "STRING": "\"'", "PNAME": "%", "NAME": _LETTERS, "ELLIPSIS": ".",
    "ARROW": "-", "LE": "<", "COLON": ":", "COMMA": ",", "EQUAL": "=", "HASH": "#", "LANGLE": "<", "LBRACE": "{",
    "LPAR": "(", "LSQB": "[", "MINUS": "-", "PLUS": "+", "QMARK": "?", "RANGLE": ">", "RBRACE": "}", "RPAR": ")",
    "RSQB": "]", "STAR": "*", "TILDE": "~",
}
_NON_ASCII_FIRST = frozenset({"PADDING", "DXD", "FLOAT", "INT"})  # \d also matches other scripts' digits
_PUNCTUATION = ",=()[]}:>*#+~"  # each starts one terminal, of one character: they share a regex
_WORDS = "".join(sorted(set(_LETTERS) - set("psufbctoTFSin")))  # only names and keywords start with them
_CLASS_OF = {ch: chars for chars in (_PUNCTUATION, _WORDS) for ch in chars}
_SKIP = re.compile(IGNORED)
_BY_CHAR: dict[str, re.Pattern[str]] = {}
_BY_NAMES: dict[tuple[str, ...], re.Pattern[str]] = {}
_SINGLE: dict[str, re.Pattern[str]] = {}
_KEYWORD_OF_TEXT = {word: kw for kw, word in KEYWORDS.items()}


def _lexer_for(c: str) -> re.Pattern[str]:
    """The regex for tokens that start with ``c``, compiled on first use (one for all punctuation
    and one for most letters: a regex costs more to compile than a few more alternatives cost)."""
    chars = _CLASS_OF.get(c, c) if c < "\x80" else ""
    names: list[str] = []
    for name in _ORDER:
        if name == "NAME":
            names += [kw for kw, word in KEYWORDS.items() if word[0] in chars]
        if any(ch in _FIRST[name] for ch in chars) if chars else name in _NON_ASCII_FIRST:
            names.append(name)
    dtypes = "|".join(d for d in _DTYPES.split("|") if d[0] in chars)  # those that can start here
    key = (*names, dtypes)
    rx = _BY_NAMES.get(key)
    if rx is None:
        alts = []
        for name in names:
            if name in KEYWORDS:
                alts.append(f"(?P<{name}>{re.escape(KEYWORDS[name])}{_NAME_TAIL})")
            elif name == "ARRAY_SHAPE":
                alts.append(f"(?P<{name}>({dtypes}){_SHAPE_TAIL})")
            else:
                alts.append(f"(?P<{name}>{_PATTERNS[name]})")
        rx = _BY_NAMES[key] = re.compile("(?:" + "|".join(alts) + ")" + IGNORED if alts else "(?!)")
    _BY_CHAR[c] = rx
    return rx


# ---------------------------------------------------------------------------------------------
# Lexer contexts: the accepted terminals of the LALR state lark is in when it lexes the next token.


def _set(names: str) -> frozenset[str]:
    return frozenset(names.split())


_NAMES_ = "CONSTANT FALSE NAME PARAMETER PNAME TRUE"
_S_START = _set("ARRAY_SHAPE ENTRY FRAME_TABLE_KW HLOMODULE LPAR ROOT " + _NAMES_)
_S_NAME = _set(_NAMES_)  # after HloModule, ENTRY, ROOT
_S_AFTER_NAME = _set("COLON COMMA ENTRY EQUAL FRAME_TABLE_KW LBRACE LPAR " + _NAMES_)  # NAME/CONSTANT/PARAMETER
_S_AFTER_NAME_R = _S_AFTER_NAME | {"RPAR"}  # after a name that is a PNAME, true or false
_S_HEADER_COLON = _set("COMMA ENTRY FRAME_TABLE_KW " + _NAMES_)
_S_ONLY_NAME = _set("NAME")
_S_EQUAL = _set("EQUAL")
_S_ATTR_VALUE = _set("ARRAY_SHAPE BRACE_FLAT DIM_LABELS DXD FLOAT INT LBRACE LPAR LSQB PADDING SPECIAL_FLOAT STRING "
                     + _NAMES_)
_S_AFTER_ATTR = _set("COMMA ENTRY FRAME_TABLE_KW RBRACE ROOT " + _NAMES_)
_S_AFTER_ATTR_NAME = _S_AFTER_ATTR | {"LSQB"}  # mesh['x'=2]{'x'}
_S_AFTER_ATTR_SHAPE = _S_AFTER_ATTR | {"BRACE_FLAT", "LBRACE", "INT", "FLOAT", "SPECIAL_FLOAT"}  # literal=f32[] 1
_S_SOUP = _set("ARRAY_SHAPE ARROW BRACE_FLAT COLON COMMA DIM_LABELS DXD ELLIPSIS ENTRY EQUAL FLOAT FRAME_TABLE_KW "
               "HASH INT IOTA_T LANGLE LBRACE LE LPAR LSQB MINUS NAME_COLON PADDING PLUS QMARK RANGLE RBRACE "
               "ROOT RPAR RSQB SPECIAL_FLOAT STAR STRING TILDE " + _NAMES_)  # also after any group closes
_S_LPAR = _set("LPAR")
_S_LSQB = _set("LSQB")
_S_INSTR_RHS = _set("ARRAY_SHAPE CONSTANT LPAR NAME PARAMETER")  # after `name =`
_S_SHAPE = _set("ARRAY_SHAPE LPAR")
_S_TUPLE_OPEN = _set("ARRAY_SHAPE LPAR RPAR")
_S_AFTER_SHAPE = _set("COMMA LBRACE RPAR " + _NAMES_)
_S_OPERAND = _set("ARRAY_SHAPE INT LPAR " + _NAMES_)
_S_OPERAND_FIRST = _S_OPERAND | {"RPAR"}
_S_AFTER_INT = _set("COMMA RPAR")
_S_AFTER_OPERAND_NAME = _set("COMMA LPAR RPAR")  # a NAME/CONSTANT/PARAMETER operand may be a call
_S_AFTER_CALL = _set("COMMA RBRACE ROOT RPAR " + _NAMES_)
_S_SIG_OPEN = _set("NAME_COLON RPAR")
_S_SIG_PARAM = _set("NAME_COLON")
_S_COLON = _set("COLON")
_S_ARROW = _set("ARROW")
_S_BODY = _set("ROOT " + _NAMES_)
_S_AFTER_COMP = _set("COMMA ENTRY " + _NAMES_)
_S_FRAMES = _set("ENTRY FRAME_TABLE_KW INT " + _NAMES_)
_S_FRAME_ROW = _set("BRACE_FLAT LBRACE STRING")

_NAME_TYPES = _S_NAME
_NAME_R_TYPES = frozenset({"PNAME", "TRUE", "FALSE"})
_ATOM_TYPES = _set("CONSTANT DIM_LABELS DXD FALSE FLOAT INT PADDING PARAMETER PNAME SPECIAL_FLOAT STRING TRUE")
_SCALAR_TYPES = _set("INT FLOAT SPECIAL_FLOAT TRUE FALSE")
_CLOSER = {"LBRACE": "RBRACE", "LPAR": "RPAR", "LSQB": "RSQB"}
_CLOSERS = frozenset(_CLOSER.values())
_END = "$END"

# ---------------------------------------------------------------------------------------------
# Parser


class _Reject(Exception):
    """The fast parser gives up (a syntax error, or text it is not sure of): run lark."""


class _Parser:
    """One parse of ``text[start:end]`` (positions stay those of the whole text). ``typ``, ``ts``
    and ``te`` are the current token's terminal name, start and end; ``adv(S)`` consumes it and
    lexes the next with accepted set S."""

    __slots__ = ("text", "end", "pos", "typ", "ts", "te", "line", "line_start", "line_pos", "shapes")

    def __init__(self, text: str, start: int, end: int):
        self.text = text
        self.end = end
        self.pos = start = _SKIP.match(text, start, end).end()  # type: ignore[union-attr]  # can match empty
        self.typ = ""
        self.ts = self.te = start
        self.line, self.line_start, self.line_pos = 1, 0, 0
        self.shapes: dict[str, ArrayShape] = {}

    # ---- lexer ----
    def adv(self, accepts: frozenset[str]) -> None:
        text, pos = self.text, self.pos
        if pos < self.end:
            m = (_BY_CHAR.get(text[pos]) or _lexer_for(text[pos])).match(text, pos, self.end)
            if m is None:
                raise _Reject  # no terminal matches: a lexer error
            typ: str = m.lastgroup  # type: ignore[assignment]  # every alternative is a named group
            if typ in accepts:
                self.typ, self.ts, self.te = typ, pos, m.end(typ)
                self.pos = m.end()
            else:
                self.demote(typ, pos, accepts)
        else:
            self.typ, self.ts, self.te = _END, pos, pos

    def demote(self, first: str, start: int, accepts: frozenset[str]) -> None:
        """The first terminal that matches is not accepted here: try the later ones that are."""
        text = self.text
        if first in KEYWORDS:
            if "NAME" not in accepts:
                raise _Reject  # lark would try the keyword's own string later (no state accepts it without NAME)
            index = _ORDER.index("NAME")
        else:
            index = _ORDER.index(first) + 1
        for name in _ORDER[index:]:
            if name not in accepts:
                continue
            single = _SINGLE.get(name)
            if single is None:
                single = _SINGLE[name] = re.compile(_PATTERNS[name])
            m = single.match(text, start, self.end)
            if m is not None:
                end = m.end()
                if name == "NAME":
                    kw = _KEYWORD_OF_TEXT.get(text[start:end])
                    if kw is not None and kw in accepts:
                        name = kw
                self.typ, self.ts, self.te = name, start, end
                self.pos = _SKIP.match(text, end, self.end).end()  # type: ignore[union-attr]  # can match empty
                return
        raise _Reject

    def lc(self, pos: int) -> tuple[int, int]:
        """1-based line and column of an offset (asked in increasing order; counted as we go)."""
        if pos < self.line_pos:
            self.line, self.line_start, self.line_pos = 1, 0, 0
        text = self.text
        n = text.count("\n", self.line_pos, pos)
        if n:
            self.line += n
            self.line_start = text.rfind("\n", self.line_pos, pos) + 1
        self.line_pos = pos
        return self.line, pos - self.line_start + 1

    def expect(self, typ: str, accepts: frozenset[str]) -> None:
        if self.typ != typ:
            raise _Reject
        self.adv(accepts)

    # ---- start: module | body_only | single_op ----
    def parse(self) -> _ModuleSyntax | list[_Instr] | _SingleOp:
        self.adv(_S_START)
        typ = self.typ
        if typ == "HLOMODULE" or typ == "FRAME_TABLE_KW" or typ == "ENTRY":
            return self.module(None)
        if typ == "ROOT":
            return self.body(None)
        if typ == "ARRAY_SHAPE" or typ == "LPAR":
            return self.single_op()
        name = self.name()
        if self.typ == "EQUAL":
            return self.body(name)
        return self.module(name)

    def module(self, first: tuple[str, int, int] | None) -> _ModuleSyntax:
        mod = _ModuleSyntax(None)
        if first is None:
            if self.typ == "HLOMODULE":
                self.adv(_S_NAME)
                mod.name = self.name()[0]
                if self.typ == "COLON":
                    self.adv(_S_HEADER_COLON)
                mod.attrs = self.attrs()
            tables = []
            while self.typ == "FRAME_TABLE_KW":
                tables.append(self.frame_table())
            if tables:
                mod.tables = _Span(tables[0].start, tables[-1].end, tables[0].line, tables[0].column)
        mod.comps.append(self.computation(first))
        while self.typ != _END:
            mod.comps.append(self.computation(None))
        return mod

    def frame_table(self) -> _Span:
        """`FileNames 1 "a.py" 2 "b.py"`: kept as one span."""
        start, end = self.ts, self.te
        line, col = self.lc(start)
        self.adv(_S_FRAMES)
        while self.typ == "INT":
            self.adv(_S_FRAME_ROW)
            if self.typ == "STRING":
                end = self.te
                self.adv(_S_FRAMES)
            elif self.typ == "BRACE_FLAT" or self.typ == "LBRACE":
                end = self.group().end
            else:
                raise _Reject
        return _Span(start, end, line, col)

    def computation(self, name: tuple[str, int, int] | None) -> _Comp:
        is_entry = False
        if name is None:
            if self.typ == "ENTRY":
                is_entry = True
                line, col = self.lc(self.ts)
                self.adv(_S_NAME)
                name = self.name()
            else:
                name = self.name()
                line, col = name[1], name[2]
        else:
            line, col = name[1], name[2]
        signature = self.signature() if self.typ == "LPAR" else None
        self.expect("LBRACE", _S_BODY)
        instrs = [self.instruction()]
        while self.typ != "RBRACE":
            instrs.append(self.instruction())
        self.adv(_S_AFTER_COMP)
        return _Comp(is_entry, name[0], signature, instrs, self.attrs(), line, col)

    def signature(self) -> tuple[list[tuple[str, Shape]], Shape]:
        """`(a: f32[], b: s32[4]) -> f32[]`"""
        self.adv(_S_SIG_OPEN)
        params: list[tuple[str, Shape]] = []
        if self.typ != "RPAR":
            while True:
                if self.typ != "NAME_COLON":
                    raise _Reject
                pname = self.text[self.ts:self.te]
                self.adv(_S_COLON)
                self.expect("COLON", _S_SHAPE)
                params.append((pname, self.shape()))
                if self.typ != "COMMA":
                    break
                self.adv(_S_SIG_PARAM)
        self.expect("RPAR", _S_ARROW)
        self.expect("ARROW", _S_SHAPE)
        return params, self.shape()

    def body(self, first: tuple[str, int, int] | None) -> list[_Instr]:
        instrs = [] if first is None else [self.instruction_rest(False, first)]
        while self.typ != _END:
            instrs.append(self.instruction())
        if not instrs:
            raise _Reject
        return instrs

    def single_op(self) -> _SingleOp:
        """`f32[4] negate(f32[4])`"""
        shape = self.shape()
        call = self.op_call()
        attrs = self.attrs()
        if self.typ != _END:
            raise _Reject
        return _SingleOp(_Instr(True, None, shape, call, attrs, call.line, call.column))

    # ---- instructions ----
    def name(self) -> tuple[str, int, int]:
        """A name outside operand lists: (text without %, line, column)."""
        typ = self.typ
        if typ not in _NAME_TYPES:
            raise _Reject
        start = self.ts
        value = self.text[start:self.te]
        line, col = self.lc(start)
        self.adv(_S_AFTER_NAME_R if typ in _NAME_R_TYPES else _S_AFTER_NAME)
        return (value[1:] if typ == "PNAME" else value), line, col

    def instruction(self) -> _Instr:
        if self.typ == "ROOT":
            self.adv(_S_NAME)
            return self.instruction_rest(True, self.name())
        return self.instruction_rest(False, self.name())

    def instruction_rest(self, is_root: bool, name: tuple[str, int, int]) -> _Instr:
        self.expect("EQUAL", _S_INSTR_RHS)
        typ = self.typ
        shape = self.shape() if typ == "ARRAY_SHAPE" or typ == "LPAR" else None
        call = self.op_call()
        attrs = self.attrs() if self.typ == "COMMA" else []
        return _Instr(is_root, name[0], shape, call, attrs, name[1], name[2])

    def shape(self) -> Shape:
        typ = self.typ
        if typ == "ARRAY_SHAPE":
            text = self.text[self.ts:self.te]
            shape = self.shapes.get(text)
            if shape is None:
                shape = self.shapes[text] = _decode_shape(text, *self.lc(self.ts))
            self.adv(_S_AFTER_SHAPE)
            return shape
        if typ != "LPAR":
            raise _Reject
        self.adv(_S_TUPLE_OPEN)
        elements = []
        if self.typ != "RPAR":
            elements.append(self.shape())
            while self.typ == "COMMA":
                self.adv(_S_SHAPE)
                elements.append(self.shape())
        self.expect("RPAR", _S_AFTER_SHAPE)
        return TupleShape(tuple(elements))

    def op_call(self) -> _OpCall:
        """`opcode(operands)` or `constant(literal)`, after an instruction's `=` or shape."""
        typ = self.typ
        start = self.ts
        if typ == "NAME" or typ == "PARAMETER":
            opcode = self.text[start:self.te]
            line, col = self.lc(start)
            self.adv(_S_LPAR)
            if self.typ != "LPAR":
                raise _Reject
            return self.call_args(opcode, line, col)
        if typ == "CONSTANT":
            line, col = self.lc(start)
            self.adv(_S_LPAR)
            if self.typ != "LPAR":
                raise _Reject
            return self.constant(line, col)
        raise _Reject

    def call_args(self, opcode: str, line: int, col: int) -> _OpCall:
        self.adv(_S_OPERAND_FIRST)
        operands: list[_OperandRef | _Nested | int] = []
        if self.typ != "RPAR":
            operands.append(self.operand())
            while self.typ == "COMMA":
                self.adv(_S_OPERAND)
                operands.append(self.operand())
        self.expect("RPAR", _S_AFTER_CALL)
        return _OpCall(opcode, operands, None, line, col, col)

    def constant(self, line: int, col: int) -> _OpCall:
        lit = self.group()
        return _OpCall("constant", [], _Span(lit.start + 1, lit.end - 1, lit.line, lit.column + 1), line, col, col)

    def operand(self) -> _OperandRef | _Nested | int:
        typ = self.typ
        if typ == "INT":
            number = int(self.text[self.ts:self.te])
            self.adv(_S_AFTER_INT)
            return number
        shape: Shape | None = None
        anon = (0, 0)
        if typ == "ARRAY_SHAPE" or typ == "LPAR":
            if typ == "ARRAY_SHAPE":
                anon = self.lc(self.ts)
            shape = self.shape()
            typ = self.typ
        start = self.ts
        if typ == "NAME" or typ == "PARAMETER" or typ == "CONSTANT":
            value = self.text[start:self.te]
            line, col = self.lc(start)
            self.adv(_S_AFTER_OPERAND_NAME)
            if self.typ != "LPAR":
                return _OperandRef(shape, value, line, col)
            call = self.constant(line, col) if typ == "CONSTANT" else self.call_args(value, line, col)
            return _Nested(shape, call)
        if typ in _NAME_R_TYPES:
            value = self.text[start:self.te]
            line, col = self.lc(start)
            self.adv(_S_AFTER_NAME_R)
            return _OperandRef(shape, value[1:] if typ == "PNAME" else value, line, col)
        if shape is None:
            raise _Reject
        return _OperandRef(shape, None, *anon)  # a bare shape: the caller checks what follows

    # ---- attributes ----
    def attrs(self) -> list[_Attr]:
        attrs = []
        while self.typ == "COMMA":
            self.adv(_S_ONLY_NAME)
            if self.typ != "NAME":
                raise _Reject
            start = self.ts
            name = self.text[start:self.te]
            line, col = self.lc(start)
            self.adv(_S_EQUAL)
            self.expect("EQUAL", _S_ATTR_VALUE)
            attrs.append(_Attr(name, self.attr_value(), line, col))
        return attrs

    def attr_value(self) -> _Span:
        typ, start, end = self.typ, self.ts, self.te
        if typ in _ATOM_TYPES:
            line, col = self.lc(start)
            self.adv(_S_AFTER_ATTR)
            return _Span(start, end, line, col)
        if typ == "BRACE_FLAT" or typ == "LBRACE" or typ == "LPAR":
            return self.group()
        if typ == "NAME":
            line, col = self.lc(start)
            self.adv(_S_AFTER_ATTR_NAME)
            if self.typ != "LSQB":
                return _Span(start, end, line, col)
            self.group()  # mesh['x'=2] {'x'} or mesh['x'=2], device_ids=(...) {'x'}
            if self.typ == "COMMA":
                self.adv(_S_ONLY_NAME)
                self.expect("NAME", _S_EQUAL)
                self.expect("EQUAL", _S_LPAR)
                if self.typ != "LPAR":
                    raise _Reject
                self.group()
            if self.typ != "BRACE_FLAT" and self.typ != "LBRACE":
                raise _Reject
            return _Span(start, self.group().end, line, col)
        if typ == "LSQB":
            first = self.group()
            if self.typ != "LE":
                return first
            self.adv(_S_LSQB)  # iota groups: [2,4]<=[8] T(1,0)
            if self.typ != "LSQB":
                raise _Reject
            end = self.group().end
            if self.typ == "IOTA_T":
                self.adv(_S_LPAR)
                if self.typ != "LPAR":
                    raise _Reject
                end = self.group().end
            return _Span(first.start, end, first.line, first.column)
        if typ == "ARRAY_SHAPE":
            line, col = self.lc(start)
            self.adv(_S_AFTER_ATTR_SHAPE)
            typ = self.typ
            if typ == "BRACE_FLAT" or typ == "LBRACE":
                return _Span(start, self.group().end, line, col)
            if typ in _SCALAR_TYPES:  # literal=f32[] 0.5
                end = self.te
                self.adv(_S_AFTER_ATTR)
            return _Span(start, end, line, col)
        raise _Reject

    def group(self) -> _Span:
        """A balanced (), [] or {} group (or one BRACE_FLAT token): only its extent matters."""
        start = self.ts
        line, col = self.lc(start)
        if self.typ == "BRACE_FLAT":
            end = self.te
        else:
            stack = [_CLOSER[self.typ]]
            text, limit, pos = self.text, self.end, self.pos
            while True:
                if pos >= limit:
                    raise _Reject  # the text ends inside the group
                c = text[pos]
                m = (_BY_CHAR.get(c) or _lexer_for(c)).match(text, pos, limit)
                if m is None:
                    raise _Reject  # a stray character
                typ = m.lastgroup
                pos = m.end()
                if typ in _CLOSER:
                    stack.append(_CLOSER[typ])  # type: ignore[index]
                elif typ in _CLOSERS:
                    if typ != stack.pop():
                        raise _Reject
                    if not stack:
                        end = m.end(typ)  # type: ignore[arg-type]
                        break
            self.pos = pos
        self.adv(_S_SOUP)
        return _Span(start, end, line, col)


def parse(text: str, start: int = 0, end: int | None = None) -> _ModuleSyntax | list[_Instr] | _SingleOp:
    """Parse ``text[start:end]`` as hlo.lark's ``start`` (module | body_only | single_op), with
    positions in ``text``. Raises :class:`_Reject` where lark might not accept the text (lark then
    decides) and :class:`_ShapeSyntaxError` for a malformed shape."""
    return _Parser(text, start, len(text) if end is None else end).parse()
