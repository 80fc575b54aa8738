"""Malformed HLO gives one XlacError with file:line:col and a message that says what is wrong."""

from __future__ import annotations

import pytest

from xlac.errors import XlacError
from xlac.hlo.parser import parse_module

P = "ENTRY e {\n  p = f32[4] parameter(0)\n"

# (name, text, "line:col", message fragment)
CASES = [
    ("truncated", P + "  ROOT n = f32[4] negate(p", "3:27", "unexpected end of file"),
    ("truncated_body", P, "2:26", "unexpected end of file"),
    ("unknown_opcode", P + "  ROOT n = f32[4] negat(p)\n}", "3:19", "unknown opcode 'negat'"),
    ("bad_dim", "ENTRY e {\n  p = f32[4,x] parameter(0)\n}", "2:13", "bad dimension 'x'"),
    ("bad_dtype", "ENTRY e {\n  p = f33[4] parameter(0)\n}", "2:7", "unknown element type 'f33'"),
    ("undefined_name", P + "  ROOT n = f32[4] add(p, q)\n}", "3:26", "undefined instruction 'q'"),
    ("bad_int_list", P + "  ROOT n = f32[4] reverse(p), dimensions={a}\n}", "3:42", "expected an integer"),
    ("bad_window_key", P + "  c = f32[] constant(0)\n  ROOT n = f32[2] reduce-window(p, c), window={size=2 strid=2}, to_apply=x\n}",
     "4:47", "unknown window item 'strid'"),
    ("bad_direction", P + "  ROOT n = pred[4] compare(p, p), direction=LTE\n}", "3:45", "'LTE' is not one of"),
    ("bad_padding", P + "  c = f32[] constant(0)\n  ROOT n = f32[6] pad(p, c), padding=1\n}", "4:38", "padding"),
    ("binary_garbage", "\x07\x01binary\xff", "1:1", "unexpected character"),
    ("empty_file", "", "1:1", "the file is empty"),
    ("whitespace_only", "  \n\n", "1:1", "the file is empty"),
    ("nul_bytes", "HloModule m\0\0", "1:12", "NUL bytes"),
    ("short_literal", "ENTRY e {\n  ROOT c = f32[3] constant({1, 2})\n}", "2:28", "2 elements in dimension 0"),
    ("constant_unbounded_dim", "ENTRY e {\n  ROOT c = f32[?] constant(0)\n}", "2:19", "cannot have an unbounded"),
    ("literal_range", "ENTRY e {\n  ROOT c = u8[] constant(300)\n}", "2:26", "out of range for u8"),
    ("literal_float_for_int", "ENTRY e {\n  ROOT c = s32[] constant(1.5)\n}", "2:27", "expected an integer"),
    ("undefined_computation", P + "  c = f32[] constant(0)\n  ROOT r = f32[] reduce(p, c), dimensions={0}, to_apply=add\n}",
     "4:57", "computation 'add' is not defined"),
    ("missing_attribute", P + "  ROOT n = f32[4] reverse(p)\n}", "3:19", "requires attribute 'dimensions'"),
    ("unterminated_comment", "ENTRY e { /* abc \n p = f32[4] parameter(0) }", "1:11", "unterminated /* comment"),
    ("layout_rank", "ENTRY e {\n  p = f32[4]{1,0} parameter(0)\n}", "2:7", "layout {1,0} lists 2 dimensions"),
    ("duplicate_name", P + "  p = f32[4] parameter(1)\n}", "3:3", "defined twice"),
    ("two_roots", P + "  ROOT a = f32[4] negate(p)\n  ROOT b = f32[4] negate(p)\n}", "4:8", "more than one ROOT"),
    ("two_entries", "ENTRY a {\n ROOT p = f32[] parameter(0)\n}\nENTRY b {\n ROOT p = f32[] parameter(0)\n}", "4:1",
     "more than one ENTRY"),
    ("parameter_gap", "ENTRY e {\n  p = f32[] parameter(0)\n  q = f32[] parameter(2)\n}", "3:3", "leaves a gap"),
    ("missing_shape", P + "  ROOT c = convert(p)\n}", "3:12", "needs an explicit result shape"),
    ("operand_shape_mismatch", P + "  ROOT n = f32[4] negate(f32[5] p)\n}", "3:33", "written as f32[5]"),
    ("duplicate_attribute", P + "  ROOT n = f32[4] reverse(p), dimensions={0}, dimensions={0}\n}", "3:47", "given twice"),
    ("bad_string", P + "  ROOT n = f32[4] custom-call(p), custom_call_target=foo\n}", "3:54", "expected a quoted string"),
]


@pytest.mark.parametrize("name,text,where,fragment", CASES, ids=[c[0] for c in CASES])
def test_parse_error(name: str, text: str, where: str, fragment: str) -> None:
    with pytest.raises(XlacError) as info:
        parse_module(text, "t.hlo")
    err = info.value
    rendered = err.render()
    assert fragment in err.message, rendered
    assert err.loc is not None and f"{err.loc.line}:{err.loc.column}" == where, rendered
    assert rendered.startswith(f"t.hlo:{where}: error: ")
    assert len(rendered.splitlines()) <= 12  # one screen
