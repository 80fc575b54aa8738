"""What every emitter gets: the builder, the LLVM module, temp-buffer allocation, the elemental
(scalar) emitter and the way to inline a scalar computation (reducers, comparators).

Registries, filled by the modules that implement them (imported by ir_emitter):
  GENERATORS[opcode](ctx, instr, operand_generators) -> Generator
      an element generator: (builder, logical output index) -> compute-form value.
  EMITTERS[opcode](ctx, instr, operands, out) -> None
      writes a whole result into ``out`` (IrArray, or tuple of them) from materialized
      ``operands`` (IrArray / tuples), for ops that are not a function of one output index.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.description import TargetDescription
from xlac.codegen.llvm.loops import Index, IrArray
from xlac.codegen.llvm.types import I8, I64, PTR
from xlac.hlo.ir import Computation, Instruction
from xlac.hlo.shapes import ArrayShape, Shape

Generator = Callable[[ir.IRBuilder, Index], ir.Value]
GeneratorFactory = Callable[["EmitContext", Instruction, list[Generator]], Generator]
Emitter = Callable[["EmitContext", Instruction, list[Any], Any], None]

GENERATORS: dict[str, GeneratorFactory] = {}
EMITTERS: dict[str, Emitter] = {}


def generator(*opcodes: str) -> Callable[[GeneratorFactory], GeneratorFactory]:
    def register(fn: GeneratorFactory) -> GeneratorFactory:
        for op in opcodes:
            GENERATORS[op] = fn
        return fn

    return register


def emitter(*opcodes: str) -> Callable[[Emitter], Emitter]:
    def register(fn: Emitter) -> Emitter:
        for op in opcodes:
            EMITTERS[op] = fn
        return fn

    return register


ALIGN = 64


@dataclass
class EmitContext:
    """State shared while emitting one entry function."""

    llmodule: ir.Module
    function: ir.Function
    builder: ir.IRBuilder
    temp: ir.Value  # i8* to the caller's temp buffer
    elemental: Any  # ElementalEmitter (elemental.py), target-specific subclass
    big_endian: bool = False
    temp_size: int = 0
    scalar_computation: Callable[[Computation, list[ir.Value]], list[ir.Value]] | None = None
    status: ir.Value | None = None  # i32* slot holding the return status
    target: TargetDescription = field(default_factory=TargetDescription)
    state: dict[str, Any] = field(default_factory=dict)  # emitters' scratch (outlining, scratch memory)
    _counter: int = 0

    @property
    def b(self) -> ir.IRBuilder:
        return self.builder

    def alloc(self, shape: ArrayShape) -> IrArray:
        """A fresh buffer for ``shape`` in the temp area (no reuse at this level)."""
        offset = self.alloc_bytes(shape.byte_size)
        ptr = self.builder.gep(self.temp, [I64(offset)], inbounds=True, source_etype=I8)
        return IrArray(ptr, shape)

    def alloc_bytes(self, nbytes: int) -> int:
        offset = (self.temp_size + ALIGN - 1) // ALIGN * ALIGN
        self.temp_size = offset + max(int(nbytes), 1)
        return offset

    def alloc_tree(self, shape: Shape) -> Any:
        if shape.is_tuple:
            return tuple(self.alloc_tree(s) for s in shape.elements)
        return self.alloc(shape)

    def unique(self, prefix: str) -> str:
        self._counter += 1
        return f"{prefix}.{self._counter}"

    def call_scalar(self, comp: Computation, args: list[ir.Value]) -> list[ir.Value]:
        """Inline a scalar computation (a reducer, comparator...) on compute-form values."""
        assert self.scalar_computation is not None
        return self.scalar_computation(comp, args)


def const_index(values: list[int]) -> list[ir.Value]:
    return [I64(v) for v in values]


__all__ = ["EmitContext", "Generator", "GENERATORS", "EMITTERS", "generator", "emitter", "IrArray",
           "PTR", "const_index"]
