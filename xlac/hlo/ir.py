"""The HLO IR: modules own computations, computations own instructions in definition order.

Instructions refer to their operands directly (no names are looked up after parsing) and to the
computations they call through attribute values (``to_apply``, ``calls``, ``branch_computations``
...), which are :class:`Computation` objects, never strings.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from xlac.hlo.shapes import Shape


@dataclass(frozen=True)
class SourceLoc:
    """Where a node was written: file, 1-based line and column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True)
class RawAttr:
    """An attribute kept verbatim (metadata, sharding, backend_config...): printed as written."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(eq=False)
class Instruction:
    """One HLO instruction. ``attrs`` keeps source order so printing round-trips."""

    name: str
    opcode: str
    shape: Shape
    operands: list[Instruction] = field(default_factory=list)
    attrs: dict[str, Any] = field(default_factory=dict)
    literal: Any = None  # constant: numpy array (or tuple of them); parameter: None
    parameter_number: int | None = None
    loc: SourceLoc | None = None
    parent: Computation | None = field(default=None, repr=False)

    def called_computations(self) -> list[Computation]:
        """Computations this instruction calls, in attribute order."""
        out: list[Computation] = []
        for value in self.attrs.values():
            if isinstance(value, Computation):
                out.append(value)
            elif isinstance(value, (list, tuple)) and value and isinstance(value[0], Computation):
                out.extend(value)
        return out

    def attr(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    def __repr__(self) -> str:
        return f"<{self.opcode} {self.name}: {self.shape}>"


@dataclass(eq=False)
class Computation:
    """A list of instructions with one root; parameters are indexed by parameter number."""

    name: str
    instructions: list[Instruction] = field(default_factory=list)
    root: Instruction | None = None
    is_entry: bool = False
    loc: SourceLoc | None = None
    extra_attrs: dict[str, Any] = field(default_factory=dict)  # execution_thread=...

    @property
    def parameters(self) -> list[Instruction]:
        params = [i for i in self.instructions if i.opcode == "parameter"]
        return sorted(params, key=lambda i: i.parameter_number)

    @property
    def result_shape(self) -> Shape:
        assert self.root is not None
        return self.root.shape

    def add(self, instr: Instruction) -> Instruction:
        instr.parent = self
        self.instructions.append(instr)
        return instr

    def users(self) -> dict[Instruction, list[Instruction]]:
        """Each instruction's users, in instruction order."""
        result: dict[Instruction, list[Instruction]] = {i: [] for i in self.instructions}
        for instr in self.instructions:
            for op in instr.operands:
                if instr not in result[op]:
                    result[op].append(instr)
        return result

    def __repr__(self) -> str:
        return f"<computation {self.name}: {len(self.instructions)} instructions>"


@dataclass(eq=False)
class Module:
    """An HLO module: computations in definition order (callees before callers), one entry."""

    name: str
    computations: list[Computation] = field(default_factory=list)
    entry: Computation | None = None
    attrs: dict[str, Any] = field(default_factory=dict)  # header attributes, source order
    frame_tables: str = ""  # FileNames/.../StackFrames text, kept verbatim
    source_file: str = "<string>"
    source_text: str | None = field(default=None, repr=False)  # for diagnostics

    def computation(self, name: str) -> Computation:
        for c in self.computations:
            if c.name == name:
                return c
        raise KeyError(name)

    def all_instructions(self) -> Iterator[Instruction]:
        for c in self.computations:
            yield from c.instructions

    def clone(self) -> Module:
        """A copy whose computations and instructions can be changed without touching this
        module (what passes run on). Shapes, attribute values and literals are shared: passes
        replace them, never mutate them."""
        comps: dict[int, Computation] = {}
        instrs: dict[int, Instruction] = {}

        def attr(value: Any) -> Any:
            if isinstance(value, Computation):
                return comps[id(value)]
            if isinstance(value, list) and value and isinstance(value[0], Computation):
                return [comps[id(c)] for c in value]
            if isinstance(value, tuple) and value and isinstance(value[0], Computation):
                return tuple(comps[id(c)] for c in value)
            return value

        copy = Module(self.name, attrs=dict(self.attrs), frame_tables=self.frame_tables,
                      source_file=self.source_file, source_text=self.source_text)
        for comp in self.computations:  # callees come before callers
            new = Computation(comp.name, is_entry=comp.is_entry, loc=comp.loc, extra_attrs=dict(comp.extra_attrs))
            comps[id(comp)] = new
            for instr in comp.instructions:
                clone = Instruction(instr.name, instr.opcode, instr.shape, [instrs[id(o)] for o in instr.operands],
                                    {k: attr(v) for k, v in instr.attrs.items()}, instr.literal,
                                    instr.parameter_number, instr.loc)
                instrs[id(instr)] = new.add(clone)
            new.root = instrs[id(comp.root)] if comp.root is not None else None
            copy.computations.append(new)
        copy.entry = comps[id(self.entry)] if self.entry is not None else None
        return copy

    @property
    def parameter_shapes(self) -> list[Shape]:
        assert self.entry is not None
        return [p.shape for p in self.entry.parameters]

    @property
    def result_shape(self) -> Shape:
        assert self.entry is not None
        return self.entry.result_shape
