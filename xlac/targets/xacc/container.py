"""The .xbin container: header, code, buffer table, constants, metadata.

Layout (little-endian)::

    8 bytes   magic b"XACC" + version (u16) + 2 reserved bytes
    6 x u32   entry (instruction index), instructions, buffers, constant bytes, metadata bytes, 0
    code      8 bytes per instruction (isa.Instr.encode)
    buffers   16 bytes each: kind, index, size in bytes, offset (u32 each)
    constants the bytes of every constant buffer, back to back
    metadata  UTF-8 JSON: module name, parameter and result shapes (for `xlac run M.xbin`)

Buffer kinds: ``param`` (entry parameter ``index``), ``result`` (leaf ``index`` of the flattened
result: bytes ``[offset, offset + size)`` of its memory, a temporary lent the result's memory
before the result is written when ``offset`` or ``size`` say so), ``temp`` (bytes ``[offset,
offset + size)`` of the one temp block the runtime allocates per launch, ``temp_bytes`` long:
the buffer assignment's plan, so temps whose lifetimes do not meet share bytes) and ``const``
(``size`` bytes at ``offset`` of the constants section). At launch the runtime places every
buffer in device DRAM; ``lba sD, k`` gives the program the DRAM address of buffer ``k``.

Version 1 binaries gave every temp a block of its own (offset 0); they are read with their temps
laid end to end.
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass, field
from pathlib import Path

from xlac.errors import XlacError
from xlac.files import write_atomically

from . import isa

MAGIC = b"XACC"
VERSION = 2
READS = (1, 2)  # versions from_bytes accepts
ALIGN = 64  # temp offsets of version 1 binaries, laid end to end
KINDS = ("param", "result", "temp", "const")
_HEADER = struct.Struct("<4sHH6I")
_BUFFER = struct.Struct("<4I")


@dataclass
class Buffer:
    kind: str
    index: int
    size: int
    offset: int = 0  # into the constants section (const), the temp block (temp), the result's memory (result)


@dataclass
class Container:
    """Everything a launch needs, in memory."""

    code: list[isa.Instr]
    buffers: list[Buffer]
    constants: bytes = b""
    meta: str = "{}"  # JSON text, kept verbatim so bytes round-trip
    entry: int = 0
    labels: dict[int, str] = field(default_factory=dict)  # for the disassembler only; not stored

    @property
    def temp_bytes(self) -> int:
        """Bytes of the temp block a launch allocates (every temp buffer lies inside it)."""
        return max((b.offset + b.size for b in self.buffers if b.kind == "temp"), default=0)

    @property
    def metadata(self) -> dict:
        return json.loads(self.meta)

    def to_bytes(self) -> bytes:
        meta = self.meta.encode()
        head = _HEADER.pack(MAGIC, VERSION, 0, self.entry, len(self.code), len(self.buffers), len(self.constants),
                            len(meta), 0)
        table = b"".join(_BUFFER.pack(KINDS.index(b.kind), b.index, b.size, b.offset) for b in self.buffers)
        return head + isa.pack(self.code) + table + self.constants + meta

    @staticmethod
    def from_bytes(data: bytes, name: str = "<bytes>") -> Container:
        if len(data) < _HEADER.size or data[:4] != MAGIC:
            raise XlacError(f"{name}: not an xacc binary (bad magic)")
        magic, version, _, entry, n_code, n_buf, n_const, n_meta, _ = _HEADER.unpack_from(data)
        if version not in READS:
            raise XlacError(f"{name}: xacc binary version {version}, this xlac reads versions "
                            f"{', '.join(map(str, READS))}")
        pos = _HEADER.size
        end = pos + 8 * n_code + _BUFFER.size * n_buf + n_const + n_meta
        if end != len(data):
            raise XlacError(f"{name}: truncated or corrupt xacc binary ({len(data)} bytes, header says {end})")
        try:
            code = isa.unpack(data[pos:pos + 8 * n_code])
        except isa.DecodeError as e:
            raise XlacError(f"{name}: {e}") from None
        pos += 8 * n_code
        buffers = []
        for _ in range(n_buf):
            kind, index, size, offset = _BUFFER.unpack_from(data, pos)
            if kind >= len(KINDS):
                raise XlacError(f"{name}: bad buffer kind {kind}")
            buffers.append(Buffer(KINDS[kind], index, size, offset))
            pos += _BUFFER.size
        constants = data[pos:pos + n_const]
        meta = data[pos + n_const:end].decode()
        if entry > n_code:
            raise XlacError(f"{name}: entry {entry} is past the code")
        if version == 1:  # a block per temp: end to end in the temp block
            end = 0
            for b in buffers:
                if b.kind == "temp":
                    b.offset, end = end, end + (b.size + ALIGN - 1) // ALIGN * ALIGN
        return Container(code, buffers, constants, meta, entry)


def write_atomic(path: str | Path, data: bytes | str) -> Path:
    """Write via a temporary file and rename: never a half-written artifact."""
    path = Path(path)
    write_atomically({path: data.encode() if isinstance(data, str) else data})
    return path


def is_xbin(path: str | Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == MAGIC
    except OSError:
        return False


def read(path: str | Path) -> Container:
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise XlacError(f"cannot read {path}: {e.strerror}") from None
    return Container.from_bytes(data, str(path))
