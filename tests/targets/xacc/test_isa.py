"""The ISA table, the 64-bit encoding, the assembler and disassembler, the container."""

from __future__ import annotations

import pytest

from xlac.errors import XlacError
from xlac.targets.xacc import isa
from xlac.targets.xacc.assembler import assemble, disassemble, format_instr
from xlac.targets.xacc.container import Container


def _sample_operands(info: isa.OpInfo) -> str:
    ops = []
    for k, kind in enumerate(info.form):
        ops.append({"s": f"s{k + 3}", "v": f"v{k + 5}", "a": "a2", "m": "[s7-12]", "i": "-123456",
                    "l": "here", "w": "v31", "t": "u16"}[kind])
    return ", ".join(ops)


@pytest.mark.parametrize("op", [o.name for o in isa.OPCODES])
def test_every_instruction_round_trips(op: str) -> None:
    info = isa.OPCODES[isa.BY_NAME[op]]
    mnemonic = op + (".bf16" if info.typed else "") + (".le" if info.cond else "")
    text = f".entry here\nhere:\n    {mnemonic} {_sample_operands(info)}\n"
    c = assemble(text)
    word = c.code[0].encode()
    assert isa.decode(word) == c.code[0]
    again = assemble(disassemble(c))
    assert again.to_bytes() == c.to_bytes()


def test_encoding_fields() -> None:
    ins = assemble("vadd.s32 v1, v2, v3\n").code[0]
    word = ins.encode()
    assert word & 0x3FF == isa.BY_NAME["vadd"]
    assert (word >> 10) & 0xF == isa.TYPE_INDEX["s32"]
    assert [(word >> s) & 0x3F for s in (14, 20, 26)] == [1, 2, 3]
    assert assemble("li s1, -1\n").code[0].encode() >> 32 == 0xFFFFFFFF


def test_float_immediates_and_hex() -> None:
    c = assemble("li s1, 1.5f\nli s2, 0x10\n")
    assert c.code[0].imm == 0x3FC00000 and c.code[1].imm == 16
    assert format_instr(c.code[1]) == "li s2, 16"


def test_container_sections_round_trip() -> None:
    text = ('.meta {"module": "m"}\n.buffer param 0 64\n.buffer const 0 4 0\n.const 0000803f\n'
            ".entry start\nnop\nstart:\n    halt\n")
    c = assemble(text)
    back = Container.from_bytes(c.to_bytes())
    assert back.entry == 1 and back.constants == bytes.fromhex("0000803f")
    assert [b.kind for b in back.buffers] == ["param", "const"]
    assert assemble(disassemble(back)).to_bytes() == c.to_bytes()


@pytest.mark.parametrize("line, message, column", [
    ("bogus s1", "unknown instruction 'bogus'", 5),
    ("vadd v1, v2, v3", "needs a type suffix", 5),
    ("vadd.f32 v1, v2", "takes 3 operands", 5),
    ("vadd.f32 v1, s2, v3", "expected a vector register", 18),
    ("li s40, 3", "expected a scalar register", 8),
    ("jmp nowhere", "unknown label 'nowhere'", 9),
    ("vld.f32 v1, s2", "expected a memory operand", 17),
    ("li s1, 99999999999", "does not fit in 32 bits", 12),
    ("vcmp.f32.xx v1, v2, v3", "condition suffix", 5),
])
def test_assembler_errors_point_at_the_token(line: str, message: str, column: int) -> None:
    with pytest.raises(XlacError) as e:
        assemble(f"nop\n    {line}\n", "k.s")
    assert message in e.value.message
    assert (e.value.loc.file, e.value.loc.line, e.value.loc.column) == ("k.s", 2, column)
    rendered = e.value.render()
    src, caret = rendered.splitlines()[-2:]
    assert caret.index("^") == src.index(line) + column - 5  # the caret sits under the token


def test_duplicate_label() -> None:
    with pytest.raises(XlacError, match="defined twice"):
        assemble("a:\nnop\na:\nnop\n")


def test_bad_binaries_are_clean_errors() -> None:
    good = assemble("halt\n").to_bytes()
    with pytest.raises(XlacError, match="bad magic"):
        Container.from_bytes(b"ELF" + good[3:])
    with pytest.raises(XlacError, match="truncated"):
        Container.from_bytes(good[:-3])
    bad = bytearray(good)
    bad[32:34] = (1000).to_bytes(2, "little")  # first instruction word: opcode 1000
    with pytest.raises(XlacError, match="bad opcode"):
        Container.from_bytes(bytes(bad))


def test_an_unknown_mnemonic_gets_the_nearest_ones() -> None:
    with pytest.raises(XlacError) as e:
        assemble("nop\n    hlat\n", "k.s")
    assert e.value.notes == ["did you mean 'halt'?"]
    with pytest.raises(XlacError) as e:
        assemble("vadx.f32 v1, v2, v3\n", "k.s")
    assert "'vadd'" in e.value.notes[0]
