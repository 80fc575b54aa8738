"""The little of an ELF relocatable object xlac reads back: its sections (what a program loads,
for sizes and microcontroller budgets) and its function symbols (machine code per ISA level).
ELF32 and ELF64, either byte order; anything else (wasm, Mach-O, COFF) reads as no sections.

    >>> sections(b"\\0asm")
    []
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import NamedTuple

SHF_WRITE, SHF_ALLOC = 0x1, 0x2
SHT_SYMTAB, SHT_NOBITS = 2, 8
STT_FUNC = 2

class _Layout(NamedTuple):
    """Where an ELF class keeps what we read: the section table's offset (a ``word``) and its
    entry size and count, and the struct formats of a section header's first eight fields and
    of a symbol."""

    word: str
    shoff_at: int
    shent_at: int
    section: str
    symbol: str
    symbol_size: int


_LAYOUT = {
    1: _Layout("I", 0x20, 0x2E, "IIIIIIII", "IIIBBH", 16),  # ELF32 symbol: name value size info other shndx
    2: _Layout("Q", 0x28, 0x3A, "IIQQQQII", "IBBHQQ", 24),  # ELF64 symbol: name info other shndx value size
}


class Section(NamedTuple):
    """A section header's fields xlac reads."""

    kind: int
    flags: int
    offset: int
    size: int
    link: int


def _layout(obj: bytes) -> tuple[str, _Layout] | None:
    """The byte order ("<" or ">") and layout of an ELF object; None for anything else."""
    if obj[:4] != b"\x7fELF" or len(obj) < 0x40 or obj[4] not in _LAYOUT:
        return None
    return ("<" if obj[5] == 1 else ">"), _LAYOUT[obj[4]]


def sections(obj: bytes) -> list[Section]:
    """The object's section headers; [] for anything not ELF."""
    found = _layout(obj)
    if found is None:
        return []
    end, lay = found
    shoff, = struct.unpack_from(end + lay.word, obj, lay.shoff_at)
    shentsize, shnum = struct.unpack_from(end + "HH", obj, lay.shent_at)
    out = []
    for k in range(shnum):
        _, kind, flags, _, offset, size, link, _ = struct.unpack_from(end + lay.section, obj, shoff + k * shentsize)
        out.append(Section(kind, flags, offset, size, link))
    return out


def function_sizes(obj: bytes) -> Iterator[tuple[str, int]]:
    """(name, bytes of code) of every function symbol in the object's symbol tables."""
    found = _layout(obj)
    if found is None:
        return
    end, lay = found
    table = sections(obj)
    for sec in table:
        if sec.kind != SHT_SYMTAB:
            continue
        strings = table[sec.link].offset
        for pos in range(sec.offset, sec.offset + sec.size, lay.symbol_size):
            fields = struct.unpack_from(end + lay.symbol, obj, pos)
            name_at, info, size = (fields[0], fields[1], fields[5]) if lay.symbol_size == 24 else \
                (fields[0], fields[3], fields[2])
            if info & 0xF != STT_FUNC:
                continue
            yield obj[strings + name_at:obj.index(b"\0", strings + name_at)].decode(errors="replace"), size
