"""The xacc instruction set as one table: mnemonics, operand forms, units and the 64-bit encoding.

The assembler, the disassembler, the simulator and the code generator all read this table, so an
instruction is added in one place. ISA.md in this folder is the prose version.

Encoding (little-endian 64-bit word)::

    bits  0..9   opcode (index into OPCODES)
    bits 10..13  type   (index into TYPES)
    bits 14..19  field a
    bits 20..25  field b
    bits 26..31  field c
    bits 32..63  imm    (32 bits: an immediate, a memory offset, a label, a condition or a 4th register)
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cached_property

#: Element types an instruction can name with a ``.T`` suffix (4-bit field).
TYPES = ("f32", "s32", "u32", "bf16", "f16", "s8", "u8", "s16", "u16", "pred", "x", "f8e4m3fn", "f8e5m2", "s4", "u4")
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
#: Bytes one element of each type takes in the scratchpad.
TYPE_BYTES = {"f32": 4, "s32": 4, "u32": 4, "bf16": 2, "f16": 2, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "pred": 1,
              "x": 4, "f8e4m3fn": 1, "f8e5m2": 1, "s4": 1, "u4": 1}
CONDS = ("eq", "ne", "lt", "le", "gt", "ge")

# Units, each with the cycles one instruction occupies it (see ISA.md, "Cycle model").
SCALAR, VECTOR, SFU, MATRIX, DMA = "scalar", "vector", "sfu", "matrix", "dma"
UNITS = (SCALAR, VECTOR, SFU, MATRIX, DMA)
OCCUPANCY = {SCALAR: 1, VECTOR: 1, SFU: 4, MATRIX: 16, DMA: 1}
#: Instructions whose occupancy differs from their unit's.
OCCUPANCY_OP = {"mzero": 1}


def occupancy(name: str, unit: str) -> int:
    return OCCUPANCY_OP.get(name, OCCUPANCY[unit])



@dataclass(frozen=True)
class OpInfo:
    """One opcode. ``form`` is a string of operand kinds, in assembly order:

    ``s`` scalar register, ``v`` vector register, ``a`` accumulator tile, ``m`` memory operand
    ``[sN+off]`` (register in the next field, offset in imm), ``i`` immediate, ``l`` label,
    ``w`` a vector register kept in imm (the 4th register of vsel/vfma), ``t`` a type name kept in
    imm (the source type of vcvt)."""

    name: str
    form: str
    unit: str
    typed: bool = False  # takes a .T suffix
    cond: bool = False  # takes a .cc suffix after the type (kept in imm)


def _ops() -> list[OpInfo]:
    ops = [
        OpInfo("nop", "", SCALAR), OpInfo("halt", "", SCALAR),
        OpInfo("li", "si", SCALAR), OpInfo("mov", "ss", SCALAR),
    ]
    for n in ("add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr", "sra", "min", "max", "slt", "seq"):
        ops.append(OpInfo(n, "sss", SCALAR))
    for n in ("addi", "muli", "divi", "remi", "andi", "shli", "shri", "mini", "maxi"):
        ops.append(OpInfo(n, "ssi", SCALAR))
    for n in ("beq", "bne", "blt", "bge"):
        ops.append(OpInfo(n, "ssl", SCALAR))
    ops += [
        OpInfo("jmp", "l", SCALAR),
        OpInfo("lds", "sm", SCALAR, typed=True), OpInfo("sts", "ms", SCALAR, typed=True),
        OpInfo("lba", "si", SCALAR), OpInfo("setvl", "s", SCALAR), OpInfo("vext", "svi", SCALAR),
        OpInfo("mcfg", "sss", SCALAR), OpInfo("dcfg", "sss", SCALAR),
        OpInfo("hcall", "i", SCALAR),
        # DMA: dld spm, dram, rowbytes, tag / dst dram, spm, rowbytes, tag (rows and strides from dcfg)
        OpInfo("dld", "sssi", DMA), OpInfo("dst", "sssi", DMA), OpInfo("dwait", "i", DMA),
        # vector unit
        OpInfo("vld", "vm", VECTOR, typed=True), OpInfo("vst", "mv", VECTOR, typed=True),
        OpInfo("vlds", "vm", VECTOR, typed=True),
        OpInfo("vgth", "vsv", VECTOR, typed=True), OpInfo("vsct", "svv", VECTOR, typed=True),
        OpInfo("vbc", "vs", VECTOR), OpInfo("vlane", "v", VECTOR), OpInfo("vmov", "vv", VECTOR),
    ]
    for n in ("vadd", "vsub", "vmul", "vdiv", "vrem", "vmin", "vmax", "vand", "vor", "vxor", "vshl", "vshr", "vsra"):
        ops.append(OpInfo(n, "vvv", VECTOR, typed=True))
    for n in ("vaddi", "vmuli", "vdivi", "vremi", "vmini", "vmaxi"):
        ops.append(OpInfo(n, "vvi", VECTOR))
    for n in ("vneg", "vabs", "vsign", "vnot", "vfloor", "vceil", "vrne", "vrafz", "vclz", "vpopc", "visfin"):
        ops.append(OpInfo(n, "vv", VECTOR, typed=True))
    ops += [
        OpInfo("vfma", "vvvw", VECTOR, typed=True),
        OpInfo("vsel", "vvvw", VECTOR),
        OpInfo("vcmp", "vvv", VECTOR, typed=True, cond=True),
        OpInfo("vcvt", "vvt", VECTOR, typed=True),
        OpInfo("vredsum", "vv", VECTOR, typed=True), OpInfo("vredmax", "vv", VECTOR, typed=True),
        OpInfo("vredmin", "vv", VECTOR, typed=True),
    ]
    for n in ("vexp", "vlog", "vsqrt", "vrsqrt", "vrcp", "vtanh", "vsin", "vcos", "verf", "vcbrt"):
        ops.append(OpInfo(n, "vv", SFU, typed=True))
    for n in ("vatan2", "vpow"):
        ops.append(OpInfo(n, "vvv", SFU, typed=True))
    ops += [OpInfo("mzero", "a", MATRIX), OpInfo("mmac", "ass", MATRIX, typed=True), OpInfo("mst", "as", MATRIX)]
    return ops


OPCODES: tuple[OpInfo, ...] = tuple(_ops())
BY_NAME: dict[str, int] = {op.name: i for i, op in enumerate(OPCODES)}
BRANCHES = frozenset(("beq", "bne", "blt", "bge", "jmp"))


class MachineDescription:
    """One chip of the xacc family as the code generator (and the simulator standing in for it)
    sees it: lanes, register files, the scratchpad and how it is split, the matrix unit's tile,
    the instruction table. Everything that differs between two chips of the family is a class
    attribute here; a second chip subclasses this, fills in its values and names the result in
    its target (``XaccTarget.machine``)::

        class Xacc32(MachineDescription):
            name = "xacc32"
            lanes = 32                  # 32-lane vector unit
            scratchpad_bytes = 8 << 20  # 8 MiB scratchpad

        class Xacc32Target(XaccTarget):
            name = "xacc32"
            machine = Xacc32()

    The encoding (64-bit words, 6-bit register fields) is the family's: at most 64 registers of
    each kind."""

    name = "xacc"
    #: vector lanes (``setvl`` clamps to this); a vector register holds ``lanes`` 32-bit values
    lanes = 16
    #: scalar registers (s0 reads as zero), vector registers, matrix accumulator tiles
    scalar_registers = 32
    vector_registers = 32
    accumulators = 16
    #: the matrix unit multiplies ``matrix_tile`` x ``matrix_tile`` tiles (accumulators are f32 tiles of that size)
    matrix_tile = 16
    #: scratchpad bytes, of which the top ``spill_bytes`` hold register spill slots (scalar slots
    #: first, ``scalar_spill_bytes`` of them, then vector slots)
    scratchpad_bytes = 4 << 20
    spill_bytes = 64 << 10
    scalar_spill_bytes = 4096
    #: the last registers of each file, kept free to reload spilled values
    reload_registers = 4
    #: DMA tags the code generator cycles through for its transfers (the ISA has 256)
    dma_tags = 8
    #: scratchpad bytes a matrix-unit dot or convolution may use for its double-buffered panels
    matrix_panel_bytes = 3 << 20
    #: elementwise kernels with at least ``stream_min`` outputs stream through double-buffered
    #: tiles of ``stream_tile`` elements
    stream_tile = 8192
    stream_min = 1 << 16
    #: DRAM -> DRAM copies go through the scratchpad this many bytes at a time
    copy_chunk = 1 << 20
    #: DRAM buffers the code generator plans start at multiples of this (the DMA engine's 64-byte beat)
    dram_alignment = 64
    #: the instruction table: mnemonics, operand forms, units (encoded by index)
    opcodes: tuple[OpInfo, ...] = OPCODES

    @property
    def spill_base(self) -> int:
        """The scratchpad address of the first spill slot."""
        return self.scratchpad_bytes - self.spill_bytes

    @property
    def vector_bytes(self) -> int:
        """Bytes of one vector register (a spill slot, an ``x``-typed load or store)."""
        return self.lanes * 4

    @property
    def allocatable_scalar(self) -> tuple[int, ...]:
        """Scalar registers the allocator hands out (s0 is zero; the last ones reload spills)."""
        return tuple(range(1, self.scalar_registers - self.reload_registers))

    @property
    def allocatable_vector(self) -> tuple[int, ...]:
        return tuple(range(0, self.vector_registers - self.reload_registers))

    @property
    def reload_scalar(self) -> tuple[int, ...]:
        return tuple(range(self.scalar_registers - self.reload_registers, self.scalar_registers))

    @property
    def reload_vector(self) -> tuple[int, ...]:
        return tuple(range(self.vector_registers - self.reload_registers, self.vector_registers))

    @cached_property
    def by_name(self) -> dict[str, int]:
        """Mnemonic -> opcode index."""
        return {op.name: i for i, op in enumerate(self.opcodes)}

    def info(self, name: str) -> OpInfo:
        return self.opcodes[self.by_name[name]]


#: the xacc chip; the assembler, the container and the simulator's defaults are its
XACC = MachineDescription()
LANES = XACC.lanes
N_SREG = XACC.scalar_registers
N_VREG = XACC.vector_registers
N_ACC = XACC.accumulators
SPM_BYTES = XACC.scratchpad_bytes


@dataclass(frozen=True)
class Instr:
    """One decoded instruction: opcode index, type index, fields a/b/c and the 32-bit imm."""

    op: int
    t: int = 0
    a: int = 0
    b: int = 0
    c: int = 0
    imm: int = 0

    @property
    def info(self) -> OpInfo:
        return OPCODES[self.op]

    def encode(self) -> int:
        return (self.op | self.t << 10 | self.a << 14 | self.b << 20 | self.c << 26
                | (self.imm & 0xFFFFFFFF) << 32)


class DecodeError(ValueError):
    """A word that is not an instruction (bad opcode or type)."""


def decode(word: int) -> Instr:
    op = word & 0x3FF
    if op >= len(OPCODES):
        raise DecodeError(f"bad opcode {op}")
    t = (word >> 10) & 0xF
    if t >= len(TYPES):
        raise DecodeError(f"bad type {t}")
    imm = (word >> 32) & 0xFFFFFFFF
    if imm >= 1 << 31:
        imm -= 1 << 32
    return Instr(op, t, (word >> 14) & 0x3F, (word >> 20) & 0x3F, (word >> 26) & 0x3F, imm)


def pack(instrs: list[Instr]) -> bytes:
    return struct.pack(f"<{len(instrs)}Q", *(i.encode() for i in instrs))


def unpack(code: bytes) -> list[Instr]:
    if len(code) % 8:
        raise DecodeError("code section is not a whole number of 64-bit words")
    return [decode(w) for w in struct.unpack(f"<{len(code) // 8}Q", code)]
