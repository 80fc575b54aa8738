"""The reference parser: Lark's LALR parser over grammars/hlo.lark, building the same syntax
records as xlac/hlo/syntax.py (this file's ``_Syntax`` transformer). parser.py runs it where the
hand-written parser gives up, which includes every syntax error: the messages are this file's.
Imported only then (lark's import and tables cost ~55 ms of CPU)."""

from __future__ import annotations

import os
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from xlac.errors import XlacError
from xlac.hlo.dtypes import BY_NAME
from xlac.hlo.ir import SourceLoc
from xlac.hlo.shapes import Shape, TupleShape
from xlac.hlo.syntax import (
    _Attr,
    _Comp,
    _decode_shape,
    _Instr,
    _ModuleSyntax,
    _Nested,
    _OpCall,
    _OperandRef,
    _ShapeSyntaxError,
    _SingleOp,
    _Span,
)

GRAMMAR_PATH = Path(__file__).resolve().parents[1] / "grammars" / "hlo.lark"  # xlac/grammars -> ../grammars


@lru_cache(maxsize=1)
def lark() -> Lark:
    """The LALR parser. Building its tables takes ~0.25 s, most of a small compile, so lark keeps
    them in the user's cache folder, checked against a hash of the grammar, the options and lark's
    and Python's versions; an unwritable or damaged cache file only means building them again."""
    cache: str | bool = False
    try:
        folder = _user_cache_dir()
        folder.mkdir(parents=True, exist_ok=True)
        if os.access(folder, os.W_OK):
            cache = str(folder / f"hlo-parser-py{sys.version_info[0]}{sys.version_info[1]}.lark")
    except OSError:
        pass
    return Lark(
        GRAMMAR_PATH.read_text(),
        parser="lalr",
        lexer="contextual",
        maybe_placeholders=False,
        transformer=_Syntax(),
        start=["start"],
        cache=cache,
    )


def _user_cache_dir() -> Path:
    """$XLAC_PARSER_CACHE, else $XDG_CACHE_HOME/xlac, else ~/.cache/xlac."""
    if os.environ.get("XLAC_PARSER_CACHE"):
        return Path(os.environ["XLAC_PARSER_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "xlac"


# lark types a token's positions as optional; a parsed token always has them (hence Any below)


def _tok_span(tok: Any) -> _Span:
    return _Span(tok.start_pos, tok.end_pos, tok.line, tok.column)


def _group_span(children: list) -> _Span:
    """A group's span from its delimiter tokens (first and last children)."""
    first: Any = children[0]
    last: Any = children[-1]
    end = last.end_pos if _is_token(last) else last.end
    return _Span(first.start_pos, end, first.line, first.column)


def _is_token(x: Any) -> bool:
    return isinstance(x, Token)


def _shape(x: Any) -> Shape:
    return _decode_shape(str(x), x.line, x.column) if _is_token(x) else x


def _is_shape(x: Any) -> bool:
    return (_is_token(x) and x.type == "ARRAY_SHAPE") or isinstance(x, TupleShape)


class _Syntax(Transformer):
    """Parse callbacks (applied inline by the LALR parser): build small syntax records.
    Groups of tokens become spans of the source text; positions come from tokens."""

    def start(self, children):
        return children[0]

    def module(self, children):
        mod = _ModuleSyntax(None)
        tables = [c for c in children if isinstance(c, _Span)]
        for c in children:
            if isinstance(c, tuple) and c[0] == "header":
                mod.name, mod.attrs = c[1], c[2]
            elif isinstance(c, _Comp):
                mod.comps.append(c)
        if tables:
            mod.tables = _Span(tables[0].start, tables[-1].end, tables[0].line, tables[0].column)
        return mod

    def header(self, children):
        return ("header", children[0][0], [c for c in children[1:] if isinstance(c, _Attr)])

    def frame_table(self, children):
        kw = children[0]
        ends = [c.end for c in children[1:] if isinstance(c, _Span)]
        return _Span(kw.start_pos, max(ends) if ends else kw.end_pos, kw.line, kw.column)

    def frame_row(self, children):
        last = children[-1]
        return _Span(children[0].start_pos, last.end_pos if isinstance(last, Token) else last.end,
                     children[0].line, children[0].column)

    def computation(self, children):
        is_entry = isinstance(children[0], Token) and children[0].type == "ENTRY"
        name = next(c for c in children if isinstance(c, tuple) and len(c) == 3)
        sig = next((c for c in children if isinstance(c, dict)), None)
        instrs = [c for c in children if isinstance(c, _Instr)]
        attrs = [c for c in children if isinstance(c, _Attr)]
        signature = (sig["params"], sig["result"]) if sig else None
        line, col = (children[0].line, children[0].column) if is_entry else (name[1], name[2])
        return _Comp(is_entry, name[0], signature, instrs, attrs, line, col)

    def signature(self, children):
        params = [c for c in children if isinstance(c, tuple) and len(c) == 2]
        return {"params": params, "result": _shape(children[-1])}

    def param_decl(self, children):
        return (str(children[0]), _shape(children[-1]))

    def body_only(self, children):
        return [c for c in children if isinstance(c, _Instr)]

    def single_op(self, children):
        """`f32[4] negate(f32[4])`: one unnamed instruction (XLA's canonical single-op text)."""
        call = next(c for c in children if isinstance(c, _OpCall))
        attrs = [c for c in children if isinstance(c, _Attr)]
        return _SingleOp(_Instr(True, None, _shape(children[0]), call, attrs, call.line, call.column))

    def instruction(self, children):
        is_root = isinstance(children[0], Token) and children[0].type == "ROOT"
        rest = children[1:] if is_root else children
        name = rest[0]
        shape = next((_shape(c) for c in rest if _is_shape(c)), None)
        call = next(c for c in rest if isinstance(c, _OpCall))
        attrs = [c for c in rest if isinstance(c, _Attr)]
        return _Instr(is_root, name[0], shape, call, attrs, name[1], name[2])

    def op_call(self, children):
        opcode_tok = children[0]
        operands = [c for c in children[1:] if isinstance(c, (_OperandRef, _Nested, int))]
        return _OpCall(str(opcode_tok), operands, None, opcode_tok.line, opcode_tok.column, opcode_tok.column)

    def constant_call(self, children):
        kw, lit = children[0], children[1]
        return _OpCall("constant", [], _Span(lit.start + 1, lit.end - 1, lit.line, lit.column + 1),
                       kw.line, kw.column, kw.column)

    def opcode(self, children):
        return children[0]

    def operand_ref(self, children):
        shape = _shape(children[0]) if len(children) == 2 else None
        name = children[-1]
        return _OperandRef(shape, name[0], name[1], name[2])

    def operand_nested(self, children):
        shape = _shape(children[0]) if len(children) == 2 else None
        return _Nested(shape, children[-1])

    def operand_anon(self, children):
        tok = children[0]
        shape = _shape(tok)
        line, column = (tok.line, tok.column) if isinstance(tok, Token) else (0, 0)
        return _OperandRef(shape, None, line, column)

    def operand_int(self, children):
        return int(children[0])

    def attribute_kv(self, children):
        name_tok, value = children[0], children[2]
        if isinstance(value, Token):
            value = _tok_span(value)
        return _Attr(str(name_tok), value, name_tok.line, name_tok.column)

    def atom(self, children):
        return children[0]

    def shape_value(self, children):
        return _group_span(children) if len(children) > 1 else _tok_span(children[0])

    def scalar_token(self, children):
        return children[0]

    shape_literal_value = shape_value

    def iota_groups(self, children):
        return _Span(children[0].start, children[-1].end, children[0].line, children[0].column)

    def mesh_groups(self, children):
        first, last = children[0], children[-1]
        return _Span(first.start_pos, last.end, first.line, first.column)

    def iota_transpose(self, children):
        return _group_span(children)

    def brace_group(self, children):
        return _tok_span(children[0]) if len(children) == 1 else _group_span(children)

    def paren_group(self, children):
        return _group_span(children)

    bracket_group = paren_group

    def soup_token(self, children):
        return None

    def name(self, children):
        tok = children[0]
        return (str(tok).lstrip("%"), tok.line, tok.column)

    def tuple_shape(self, children):
        return TupleShape(tuple(_shape(c) for c in children if _is_shape(c)))


def parse(text: str, filename: str, start: int = 0, end: int | None = None) -> Any:
    """Run the LALR parser (callbacks applied inline) and map its errors to XlacErrors. A part of
    the text is parsed with everything else blanked out (newlines kept)."""
    masked = text
    if start or end is not None:
        masked = re.sub(r"[^\n]", " ", text[:start]) + text[start:end]
    try:
        return lark().parse(masked)
    except UnexpectedInput as e:
        raise _syntax_error(e, text, filename) from None
    except _ShapeSyntaxError as e:
        raise XlacError(str(e), SourceLoc(filename, e.line, e.column), source=text) from None


_FRIENDLY = {
    "LBRACE": "'{'", "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "EQUAL": "'='", "COLON": "':'", "COMMA": "','", "ARROW": "'->'", "LE": "'<='",
    "NAME": "a name", "PNAME": "a %name", "INT": "an integer", "FLOAT": "a number",
    "STRING": "a string", "DTYPE": "a shape", "LAYOUT_OPEN": "a layout", "ROOT": "ROOT",
    "ENTRY": "ENTRY", "NAME_COLON": "a parameter name", "CONSTANT": "'constant'",
    "PARAMETER": "'parameter'", "$END": "end of file", "QMARK": "'?'", "STAR": "'*'",
    "HASH": "'#'", "PLUS": "'+'", "TILDE": "'~'", "ELLIPSIS": "'...'", "MINUS": "'-'",
    "SPECIAL_FLOAT": "inf/nan", "DIM_LABELS": "dim labels", "DXD": "a size like 3x3",
    "PADDING": "a padding like 0_1", "TRUE": "true", "FALSE": "false",
    "FRAME_TABLE_KW": "a stack-frame table",
}


def _describe_expected(expected: set[str]) -> str:
    names = sorted({_FRIENDLY.get(t, t.lower()) for t in expected if not t.startswith("__")})
    if len(names) > 6:
        names = names[:6] + ["..."]
    return ", ".join(names)


def _syntax_error(error: UnexpectedInput, text: str, filename: str) -> XlacError:
    """A lark UnexpectedInput as an XlacError."""
    e: Any = error
    kind = type(error)
    line, col = getattr(e, "line", 1) or 1, getattr(e, "column", 1) or 1
    if issubclass(kind, UnexpectedEOF) or (issubclass(kind, UnexpectedToken) and e.token.type == "$END"):
        lines = text.splitlines() or [""]
        line = len(lines)
        col = len(lines[-1]) + 1
        if line < 1 or col < 1:
            line, col = 1, 1
        msg = "unexpected end of file"
        expected = getattr(e, "expected", None)
        if expected:
            msg += f"; expected {_describe_expected(set(expected))}"
        return XlacError(msg, SourceLoc(filename, max(line, 1), col), source=text)
    if issubclass(kind, UnexpectedCharacters):
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else "?"
        shown = repr(ch)[1:-1]
        msg = f"unexpected character '{shown}'"
        if text[e.pos_in_stream:e.pos_in_stream + 2] == "/*":
            msg = "unterminated /* comment"
        return XlacError(msg, SourceLoc(filename, line, col), source=text)
    if issubclass(kind, UnexpectedToken):
        tok = e.token
        start = _word_before(text, tok.start_pos) if tok.type == "LSQB" else None
        if start is not None:  # a word right before '[': a shape's element type
            word = text[start:tok.start_pos]
            line, col = _line_col(text, start)
            if word in BY_NAME:
                return XlacError(f"malformed shape after '{word}' (dimensions must be integers, "
                                 f"<=N or ?, on one line)", SourceLoc(filename, line, col), source=text)
            return XlacError(f"unknown element type '{word}'", SourceLoc(filename, line, col),
                             source=text, notes=[f"element types: {', '.join(BY_NAME)}"])
        msg = f"unexpected '{tok}'"
        if e.expected:
            msg += f"; expected {_describe_expected(set(e.expected))}"
        return XlacError(msg, SourceLoc(filename, line, col), source=text)
    return XlacError(str(e).splitlines()[0], SourceLoc(filename, line, col), source=text)


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _word_before(text: str, end: int) -> int | None:
    """Start of the identifier ([A-Za-z_][A-Za-z0-9_]*) that ends right at ``end``, or None.
    One backward scan: a regex search anchored at the end is quadratic in the word's length."""
    start = end
    while start > 0 and text[start - 1] in _WORD_CHARS:
        start -= 1
    while start < end and text[start].isdigit():
        start += 1
    return start if start < end else None


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1
