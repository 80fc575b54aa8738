"""Assembly text <-> container, with an exact round trip: asm(disasm(binary)) == binary.

Syntax (one statement per line, ``;`` or ``#`` start a comment)::

    .meta {"module": "m", ...}         metadata JSON, verbatim
    .buffer param 0 64                  kind, index, size in bytes [, constant offset]
    .const 00ff...                      constant bytes in hex (lines concatenate)
    .entry main
    main:
        li s1, 16
        vld.f32 v0, [s2+64]
        vcmp.f32.lt v3, v0, v1
        blt s1, s2, main

Errors name file:line:col with a caret under the offending token.
"""

from __future__ import annotations

import re
import struct

from xlac.errors import XlacError
from xlac.hlo.ir import SourceLoc

from . import isa
from .container import KINDS, Buffer, Container

_REG = {"s": isa.N_SREG, "v": isa.N_VREG, "a": isa.N_ACC}
_MEM = re.compile(r"\[\s*s(\d+)\s*(?:([+-])\s*(0x[0-9a-fA-F]+|\d+))?\s*\]$")
_LABEL = re.compile(r"[A-Za-z_.$][\w.$]*$")


class _Line:
    def __init__(self, text: str, number: int, file: str, source: str):
        self.text, self.number, self.file, self.source = text, number, file, source

    def error(self, message: str, column: int) -> XlacError:
        return XlacError(message, SourceLoc(self.file, self.number, column + 1), source=self.source)


def _split_operands(text: str, start: int) -> list[tuple[str, int]]:
    """Comma-separated operands with their 0-based columns."""
    out, depth, begin = [], 0, start
    for i in range(start, len(text) + 1):
        ch = text[i] if i < len(text) else ","
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        elif ch == "," and depth == 0:
            token = text[begin:i]
            stripped = token.strip()
            col = begin + (len(token) - len(token.lstrip()))
            out.append((stripped, col))
            begin = i + 1
    if len(out) == 1 and out[0][0] == "":
        return []
    return out


def _int(token: str) -> int | None:
    try:
        if token.endswith("f") and not token.lower().startswith("0x"):
            return struct.unpack("<i", struct.pack("<f", float(token[:-1])))[0]
        return int(token, 0)
    except ValueError:
        return None


def assemble(text: str, file: str = "<asm>") -> Container:
    """Parse assembly text into a container."""
    instrs: list[tuple[_Line, str, int, list[tuple[str, int]], int]] = []
    labels: dict[str, int] = {}
    buffers: list[Buffer] = []
    const_hex: list[str] = []
    meta = "{}"
    entry_label: tuple[str, _Line, int] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = _Line(raw, number, file, text)
        body = re.split(r"[;#]", raw, maxsplit=1)[0] if not raw.lstrip().startswith(".meta") else raw
        stripped = body.strip()
        if not stripped:
            continue
        col = len(body) - len(body.lstrip())
        m = re.match(r"([A-Za-z_.$][\w.$]*):", stripped)
        if m and not stripped.startswith("."):
            name = m.group(1)
            if name in labels:
                raise line.error(f"label '{name}' defined twice", col)
            labels[name] = len(instrs)
            rest = stripped[m.end():]
            col += m.end() + (len(rest) - len(rest.lstrip()))
            stripped = rest.strip()
            if not stripped:
                continue
        if stripped.startswith("."):
            word, _, arg = stripped.partition(" ")
            arg_col = col + len(word) + 1
            if word == ".meta":
                meta = arg.strip()
            elif word == ".buffer":
                parts = arg.split()
                if len(parts) not in (3, 4) or parts[0] not in KINDS or not all(_int(p) is not None for p in parts[1:]):
                    raise line.error(".buffer wants: KIND INDEX SIZE [OFFSET] with KIND one of " + ", ".join(KINDS),
                                     arg_col)
                nums = [int(_int(p) or 0) for p in parts[1:]] + [0]
                buffers.append(Buffer(parts[0], nums[0], nums[1], nums[2]))
            elif word == ".const":
                h = arg.strip()
                if not re.fullmatch(r"([0-9a-fA-F]{2})*", h):
                    raise line.error(".const wants hex bytes", arg_col)
                const_hex.append(h)
            elif word == ".entry":
                entry_label = (arg.strip(), line, arg_col)
            else:
                raise line.error(f"unknown directive '{word}'", col)
            continue
        mnemonic = stripped.split()[0]
        instrs.append((line, mnemonic, col, _split_operands(body, col + len(mnemonic)), len(instrs)))
    code = [_encode(line, mnem, col, ops, labels) for line, mnem, col, ops, _ in instrs]
    entry = 0
    if entry_label is not None:
        name, line, col = entry_label
        if name not in labels:
            raise line.error(f"unknown label '{name}'", col)
        entry = labels[name]
    return Container(code, buffers, bytes.fromhex("".join(const_hex)), meta, entry)


def _encode(line: _Line, mnemonic: str, col: int, operands: list[tuple[str, int]], labels: dict[str, int]) -> isa.Instr:
    name, *suffix = mnemonic.split(".")
    if name not in isa.BY_NAME:
        from xlac.suggest import did_you_mean

        error = line.error(f"unknown instruction '{name}'", col)
        hint = did_you_mean(name, isa.BY_NAME)
        if hint:
            error.notes.append(hint)
        raise error
    info = isa.OPCODES[isa.BY_NAME[name]]
    t = 0
    imm = 0
    if info.typed:
        if not suffix or suffix[0] not in isa.TYPE_INDEX:
            raise line.error(f"'{name}' needs a type suffix (.{', .'.join(isa.TYPES)})", col)
        t = isa.TYPE_INDEX[suffix.pop(0)]
    if info.cond:
        if not suffix or suffix[0] not in isa.CONDS:
            raise line.error(f"'{name}' needs a condition suffix (.{', .'.join(isa.CONDS)})", col)
        imm = isa.CONDS.index(suffix.pop(0))
    if suffix:
        raise line.error(f"'{name}' takes no suffix '.{suffix[0]}'", col + len(name))
    if len(operands) != len(info.form):
        raise line.error(f"'{name}' takes {len(info.form)} operands, got {len(operands)}", col)
    fields: list[int] = []
    for kind, (tok, tcol) in zip(info.form, operands):
        if kind in "sva" or kind == "w":
            cls = "v" if kind == "w" else kind
            m = re.fullmatch(cls + r"(\d+)", tok)
            if not m or int(m.group(1)) >= _REG[cls]:
                raise line.error(f"expected a {_KIND_NAMES[cls]} register ({cls}0..{cls}{_REG[cls] - 1}), got '{tok}'",
                                 tcol)
            if kind == "w":
                imm = int(m.group(1))
            else:
                fields.append(int(m.group(1)))
        elif kind == "m":
            m = _MEM.match(tok)
            if not m or int(m.group(1)) >= isa.N_SREG:
                raise line.error(f"expected a memory operand [sN+offset], got '{tok}'", tcol)
            fields.append(int(m.group(1)))
            off = int(m.group(3), 0) if m.group(3) else 0
            imm = -off if m.group(2) == "-" else off
        elif kind == "i":
            value = _int(tok)
            if value is None:
                raise line.error(f"expected an immediate, got '{tok}'", tcol)
            if not -(1 << 31) <= value < (1 << 32):
                raise line.error(f"immediate {value} does not fit in 32 bits", tcol)
            imm = value - (1 << 32) if value >= 1 << 31 else value
        elif kind == "t":
            if tok not in isa.TYPE_INDEX:
                raise line.error(f"expected a type name, got '{tok}'", tcol)
            imm = isa.TYPE_INDEX[tok]
        elif kind == "l":
            if tok in labels:
                imm = labels[tok]
            elif _LABEL.match(tok):
                raise line.error(f"unknown label '{tok}'", tcol)
            else:
                raise line.error(f"expected a label, got '{tok}'", tcol)
    while len(fields) < 3:
        fields.append(0)
    return isa.Instr(isa.BY_NAME[name], t, fields[0], fields[1], fields[2], imm)


_KIND_NAMES = {"s": "scalar", "v": "vector", "a": "accumulator"}


def format_instr(ins: isa.Instr, label_of=lambda target: f"L{target}") -> str:
    """One instruction as assembly text."""
    info = ins.info
    text = info.name
    if info.typed:
        text += "." + isa.TYPES[ins.t]
    if info.cond:
        text += "." + isa.CONDS[ins.imm] if 0 <= ins.imm < len(isa.CONDS) else f".?{ins.imm}"
    fields = [ins.a, ins.b, ins.c]
    ops = []
    for kind in info.form:
        if kind in "sva":
            ops.append(f"{kind}{fields.pop(0)}")
        elif kind == "w":
            ops.append(f"v{ins.imm}")
        elif kind == "m":
            reg = fields.pop(0)
            ops.append(f"[s{reg}{'+' if ins.imm >= 0 else '-'}{abs(ins.imm)}]")
        elif kind == "i":
            ops.append(str(ins.imm))
        elif kind == "t":
            ops.append(isa.TYPES[ins.imm])
        elif kind == "l":
            ops.append(label_of(ins.imm))
    return text + (" " + ", ".join(ops) if ops else "")


def disassemble(c: Container) -> str:
    """The container as assembly text that assembles back to the same bytes."""
    targets = {ins.imm for ins in c.code if ins.info.name in isa.BRANCHES}
    targets.add(c.entry)
    names = {t: c.labels.get(t, f"L{t}") for t in targets}
    out = [f".meta {c.meta}"]
    for b in c.buffers:
        out.append(f".buffer {b.kind} {b.index} {b.size}" + (f" {b.offset}" if b.offset else ""))
    hexed = c.constants.hex()
    for i in range(0, len(hexed), 128):
        out.append(".const " + hexed[i:i + 128])
    out.append(f".entry {names[c.entry]}")
    for pc, ins in enumerate(c.code):
        if pc in names:
            out.append(f"{names[pc]}:")
        out.append("    " + format_instr(ins, lambda t: names.get(t, f"L{t}")))
    if len(c.code) in names:
        out.append(f"{names[len(c.code)]}:")
    return "\n".join(out) + "\n"
