"""The hand-written parser (xlac/hlo/syntax.py) against the reference grammar (lark, hlo.lark).

The fast parser must never accept text lark rejects, nor give records that differ from lark's
(positions included): wherever it is unsure it gives up and lark decides. These tests run both on
every HLO file and inline body in the repository, on the HLO texts in the tests, and on random
mutations of them; and compare, token by token, the lexer context the fast parser uses with the
accepted terminals of the LALR state lark lexes that token in.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark.exceptions import UnexpectedInput

from xlac.errors import XlacError
from xlac.hlo import lark_parser, parser, syntax
from xlac.hlo.syntax import _ShapeSyntaxError

REPO = Path(__file__).resolve().parents[2]


def _masked(text: str, start: int, end: int | None) -> str:
    return text if start == 0 and end is None else re.sub(r"[^\n]", " ", text[:start]) + text[start:end]


def lark_records(text: str, start: int = 0, end: int | None = None) -> Any:
    return lark_parser.lark().parse(_masked(text, start, end))


REJECTED = "rejected"


def fast_outcome(text: str, start: int = 0, end: int | None = None) -> Any:
    """The fast parser's records, or REJECTED; a shape error counts as giving up (lark decides)."""
    try:
        return syntax.parse(text, start, end)
    except (syntax._Reject, _ShapeSyntaxError):
        return REJECTED


def check_same(text: str, start: int = 0, end: int | None = None, must_accept: bool = False) -> bool:
    """Where the fast parser accepts, lark accepts with equal records. Returns whether lark accepts."""
    fast = fast_outcome(text, start, end)
    try:
        slow = lark_records(text, start, end)
    except (UnexpectedInput, _ShapeSyntaxError):
        assert fast is REJECTED, f"fast parser accepts what lark rejects:\n{text[start:end]}"
        return False
    if fast is REJECTED:
        assert not must_accept, f"fast parser gives up on text lark accepts:\n{text[start:end][:2000]}"
    else:
        assert fast == slow, f"records differ:\n{text[start:end][:2000]}"
    return True


# ---- token-level check: the lexer contexts ---------------------------------------------------

class _Traced(syntax._Parser):
    """Records (start, terminal, accepted set) of every token the parser lexes with adv()."""

    __slots__ = ("trace",)

    def adv(self, accepts: frozenset[str]) -> None:
        super().adv(accepts)
        self.trace.append((self.ts, self.typ, accepts))


def fast_trace(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str, frozenset[str]]]:
    p = _Traced(text, start, len(text) if end is None else end)
    p.trace = []
    try:
        p.parse()
    except (syntax._Reject, _ShapeSyntaxError):
        pass
    return [t for t in p.trace if t[1] != "$END"]


def lark_trace(text: str) -> dict[int, tuple[str, frozenset[str]]]:
    """start -> (terminal, the accepted terminals of the state lark lexed it in)."""
    lk = lark_parser.lark()
    terminals = {t.name for t in lk.terminals}
    ip = lk.parse_interactive(text)
    states = ip.parser_state.parse_conf.parse_table.states
    out = {}
    try:
        for tok in ip.iter_parse():
            accepted = frozenset(k for k in states[ip.parser_state.position] if k in terminals)
            out[tok.start_pos] = (tok.type, accepted)
    except (UnexpectedInput, _ShapeSyntaxError):
        pass
    return out


def check_contexts(text: str, start: int = 0, end: int | None = None) -> None:
    slow = lark_trace(_masked(text, start, end))
    last = max(slow, default=-1)
    for pos, typ, accepts in fast_trace(text, start, end):
        if pos > last:
            break  # lark stopped before this token
        assert pos in slow, f"no lark token at {pos}: {text[pos:pos + 30]!r}"
        assert (typ, accepts) == slow[pos], (text[pos:pos + 30], typ, sorted(accepts ^ slow[pos][1]))


# ---- inputs ----------------------------------------------------------------------------------

def _hlo_files() -> list[str]:
    out = subprocess.run(["git", "ls-files", "*.hlo"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    return sorted(p for p in out.split() if p.split("/")[0] in ("tests", "bench", "samples"))


HLO_FILES = _hlo_files()


def _strings_in(path: Path) -> list[str]:
    """String constants of a Python file, with `NAME + "..."` sums of module-level strings."""
    tree = ast.parse(path.read_text())
    env: dict[str, str] = {}

    def value(node: ast.AST) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return env.get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            a, b = value(node.left), value(node.right)
            return a + b if a is not None and b is not None else None
        return None

    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            v = value(node.value)
            if v is not None:
                env[node.targets[0].id] = v
    found = []
    for node in ast.walk(tree):
        v = value(node) if isinstance(node, (ast.Constant, ast.BinOp)) else None
        if v is not None:
            found.append(v)
    return found


@lru_cache(maxsize=1)
def _texts_in_tests() -> list[str]:
    """HLO-looking strings from the tests and xlac's sources (error cases included)."""
    texts = set()
    for path in sorted([*REPO.glob("tests/**/*.py"), *REPO.glob("xlac/**/*.py")]):
        if ".venv" in path.parts:
            continue
        for s in _strings_in(path):
            if len(s) < 20000 and "(" in s and ("=" in s or "{" in s) and re.search(r"[a-z]\d*\[", s):
                texts.add(s)
    return sorted(texts)


EXTRA = [
    # lexer corners: a keyword, frame-table word or special float where a name may stand
    "ENTRY e {\n  ROOT c = f32[] constant(0)\n  nan = f32[] negate(c)\n}",
    "ENTRY e {\n  c = f32[] constant(0), sharding={replicated}\n  inf = f32[] negate(c)\n}",
    "ENTRY e {\n  c = f32[] constant(0), metadata={op_name=\"a\" x={1}}\n  FileNames = f32[] negate(c)\n}",
    "ENTRY e {\n  p = f32[4] parameter(0), sharding={devices=[2,2]<=[4] T(1,0)}\n  true = f32[4] negate(p)\n}",
    "ENTRY e {\n  p = f32[] parameter(0), literal=f32[] true\n  ROOT q = f32[] negate(p)\n}",
    "ENTRY e {\n  p = f32[] parameter(0), literal=f32[] {1}\n  ROOT q = f32[] negate(p), x=T\n}",
    "ENTRY e {\n  p = f32[] parameter(0), s=mesh['x'=2], device_ids=(0,1) {'x'}, t=mesh['x'=2]{'x'}\n"
    "  ROOT constant = f32[] negate(p), window={size=3x3 pad=0_1x1_0}, dim_labels=b01f_01io->b01f\n}",
    "HloModule m: , a=1, b=-inf, c=1.5e3, d=%x, e=\"s\", f='t', g=constant, h=parameter, i=true\n"
    "FileNames\n 1 \"a.py\"\nStackFrames\n 1 {file_location_id=1 parent_frame_id=0}\n 2 {x={1}}\n"
    "ENTRY e {\n  ROOT p = f32[] parameter(0)\n}, execution_thread=\"main\"",
    "HloModule m\nadd (x: f32[], y: (f32[], s32[2]{0})) -> f32[] {\n  x = f32[] parameter(0)\n"
    "  y = (f32[], s32[2]{0}) parameter(1)\n  ROOT t = f32[] get-tuple-element((f32[], s32[2]{0}) y), index=0\n}\n"
    "ENTRY e {\n  a = f32[] parameter(0)\n  b = (f32[], s32[2]) parameter(1)\n"
    "  ROOT c = f32[] call(a, b), to_apply=add\n}",
    "f32[4] add(f32[4], f32[4] %x), metadata={}",
    "(f32[], s32[]) tuple(f32[], (s32[]) y)",
    "ROOT x = f32[] add(true, false)",
    "x = f32[] parameter(0)\nROOT y = negate(negate(x))",
    "ENTRY e {\n  p = f32[2] parameter(0)\n  ROOT c = f32[2] add(p, f32[2] constant({1, 2}))\n}",
    "ENTRY e {\n  ROOT t = () tuple()\n}",
    "ENTRY e { /* c */ p = f32[2]{0:T(2)} parameter(0) // x\n ROOT r = f32[2] reverse(p), dimensions={0}}",
    "ENTRY e {\n  p = f32[2] parameter(0), frontend_attributes={a=\"{\", b='}'}\n  ROOT n = f32[2] negate(p)\n}",
]


# ---- tests -----------------------------------------------------------------------------------

def _fragments(text: str, filename: str) -> list[tuple[str, int, int]]:
    """The inline bodies (`to_apply={...}`) parse_module parses in the text."""
    found: list[tuple[str, int, int]] = []
    original = parser._parse_fragment

    def spy(text: str, start: int, end: int, filename: str) -> list:
        found.append((text, start, end))
        return original(text, start, end, filename)

    parser._parse_fragment = spy
    try:
        parser.parse_module(text, filename)
    except XlacError:
        pass
    finally:
        parser._parse_fragment = original
    return found


@pytest.mark.parametrize("name", HLO_FILES)
def test_files_same_records(name: str) -> None:
    text = (REPO / name).read_text()
    check_same(text, must_accept=True)
    check_contexts(text)
    for frag in _fragments(text, name):
        check_same(*frag, must_accept=True)
        check_contexts(*frag)


def test_inline_bodies_same_records() -> None:
    text = "ENTRY e {\n  p = f32[4] parameter(0)\n  z = f32[] constant(0)\n  ROOT r = f32[] reduce(p, z), " \
           "dimensions={0}, to_apply={ a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT s = f32[] add(a, b) }\n}"
    found = _fragments(text, "t.hlo")
    assert len(found) == 1
    check_same(*found[0], must_accept=True)
    check_contexts(*found[0])


def test_texts_in_tests_same_records() -> None:
    texts = _texts_in_tests() + EXTRA
    assert len(texts) > 100
    accepted = 0
    fragments = 0
    for text in texts:
        check_contexts(text)
        if check_same(text, must_accept=True):
            accepted += 1
            for frag in _fragments(text, "t.hlo"):
                check_same(*frag, must_accept=True)
                check_contexts(*frag)
                fragments += 1
    assert accepted > 50 and fragments > 5


# ---- random mutations ------------------------------------------------------------------------

_TOKEN_RE = re.compile(r"\s+|//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\])*\"|[%A-Za-z_][\w.\-]*|-?\d[\w.]*|->|<=|\.\.\.|.", re.S)
_VOCAB = [
    "(", ")", "{", "}", "[", "]", ",", "=", ":", "->", "<=", "<", ">", "*", "?", "#", "+", "~", "-", "...",
    "ROOT", "ENTRY", "HloModule", "constant", "parameter", "true", "false", "T", "T(", "nan", "-inf", "inf(0x1)",
    "FileNames", "StackFrames", "0", "1", "-1", "1.5", "2e3", "3x3", "0_1", "1_2x-1_0", "b01f_01io->b01f",
    "f32[]", "f32[2]", "f32[2]{0}", "s32[<=3,?]", "(f32[], s32[])", "pred[]{:T(2)}", "token[]", "x", "%y", "add",
    "a:", "'q'", "\"s\"", "{1,0}", "{a={b}}", "mesh", "/* c */", "// c\n", "\n", " ", "\t", "\r\n", "\x0b", "\\",
    "\u0663", "-\u0661\u0662", "\u0663x\u0663", "\u00e9", "/",
]
_SEEDS = EXTRA + [
    "HloModule m, a={1}\nENTRY e {\n  p = f32[4]{0} parameter(0)\n  q = f32[4] parameter(1)\n"
    "  ROOT r = f32[4] add(f32[4] p, negate(q)), metadata={op_name=\"r\"}\n}\n",
    "ENTRY e {\n  p = f32[2,2] parameter(0)\n  c = f32[] constant(1.5)\n"
    "  ROOT r = f32[2,2] reduce-window(p, c), window={size=2x2 pad=0_1x0_1}, to_apply={ a = f32[] parameter(0)\n"
    "  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b) }\n}\n",
]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    tokens = _TOKEN_RE.findall(draw(st.sampled_from(_SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, max(len(tokens) - 1, 0)))
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "insert", "insert", "replace"]))
        if op == "delete" and tokens:
            del tokens[i]
        elif op == "duplicate" and tokens:
            tokens.insert(i, tokens[i])
        elif op == "swap" and i + 1 < len(tokens):
            tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
        else:
            word = draw(st.sampled_from(_VOCAB))
            if draw(st.booleans()):
                word = draw(st.sampled_from(["", " ", "\n"])) + word + draw(st.sampled_from(["", " ", "\n"]))
            if op == "replace" and tokens:
                tokens[i] = word
            else:
                tokens.insert(i, word)
    return "".join(tokens)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutations_never_accept_more(text: str) -> None:
    check_same(text)
    check_contexts(text)


def test_lexer_is_one_regex_of_all_terminals() -> None:
    """The lexer's regexes by first character give the token (type and end) that one regex of all
    terminals in lark's order gives, at every position of many texts."""
    master = re.compile(syntax._master_pattern())
    texts = [*_texts_in_tests(), *EXTRA, "".join(_VOCAB), " ".join(_VOCAB), "".join(reversed(_VOCAB))]
    texts += [(REPO / name).read_text() for name in HLO_FILES if "devices/" in name or "samples/" in name]
    for text in texts:
        for pos, c in enumerate(text):
            if c in " \t\n\r\f/":
                continue  # ignored text (or a stray '/') starts no token
            whole = master.match(text, pos)
            m = (syntax._BY_CHAR.get(c) or syntax._lexer_for(c)).match(text, pos)
            if whole is None or m is None:
                assert whole is None and m is None, (text[pos:pos + 30], whole, m)
                continue
            assert (whole.lastgroup, whole.end(whole.lastgroup)) == (m.lastgroup, m.end(m.lastgroup)), text[pos:pos + 30]
            assert m.end() == syntax._SKIP.match(text, m.end(m.lastgroup)).end()


# ---- the fast path in use --------------------------------------------------------------------

def test_a_parse_does_not_import_lark(tmp_path: Path) -> None:
    probe = ("import sys\nimport xlac.hlo.parser as p\n"
             f"m = p.parse_module(open({str(REPO / 'samples/mlp.hlo')!r}).read())\n"
             "assert m.entry is not None\nassert 'lark' not in sys.modules, 'lark imported'\n")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path,
                       env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr


def test_errors_still_come_from_the_grammar() -> None:
    text = "ENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p"
    with pytest.raises(syntax._Reject):
        syntax.parse(text)
    with pytest.raises(XlacError) as info:
        parser.parse_module(text, "t.hlo")
    assert info.value.render().startswith("t.hlo:3:27: error: unexpected end of file")
    with pytest.raises(XlacError) as info:
        parser.parse_module("ENTRY e {\n  p = f32[4,x] parameter(0)\n}", "t.hlo")
    assert info.value.render().startswith("t.hlo:2:13: error: bad dimension 'x' in shape f32[4,x]")


def test_terminals_are_the_grammars() -> None:
    """The fast lexer's terminals, order and regexes are lark's (a grammar edit must update both)."""
    lk = lark_parser.lark()
    conf = lk.lexer_conf
    ordered = sorted(conf.terminals, key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name))
    theirs = [(t.name, t.pattern.to_regexp().replace("\n", r"\n")) for t in ordered
              if t.name not in syntax.KEYWORDS and t.name not in ("WS", "COMMENT")]
    assert list(syntax.TERMINALS) == theirs
    words = {t.name: t.pattern.value for t in conf.terminals if t.name in syntax.KEYWORDS}
    assert words == syntax.KEYWORDS
    assert set(conf.ignore) == {"WS", "COMMENT"}
