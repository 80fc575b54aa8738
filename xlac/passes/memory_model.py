"""How a target's memory looks to the buffer planner (passes/buffer_assignment.py): one small
record per target, so that one planner serves cpu, GPU and accelerator targets alike.

    CpuTarget.memory_model     MemoryModel(alignment=64, spaces=("host",), alias_parameters=True)
    assign_buffers(module, alignment=model.alignment, alias_parameters=model.alias_parameters)

A module of its own, with nothing to import, because the backend interface (targets/base.py),
which every command loads at start-up, names it.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The planner's alignment when none is given (a cache line; AVX-512's widest load).
DEFAULT_ALIGNMENT = 64


@dataclass(frozen=True)
class MemoryModel:
    """What a target states about its memory, so that one planner serves every target (the
    backend contract, targets/base.py, makes it ``Target.memory_model``; it lives here, below
    ``targets``, because the code generators hand it to the planner).

    ``alignment``: every planned offset is a multiple of it (the target's loads, DMA beats or
    cache lines want it; the caller's temp base is aligned at least as much). ``spaces``: the
    named memory spaces the target's planned buffers live in, the first the one the planner lays
    out (cpu's host memory, a GPU's global memory, xacc's DRAM; xacc's scratchpad is each
    kernel's own and planned by no one). ``alias_parameters``: whether a caller may pass a donated
    parameter's buffer (``input_output_alias``) as its result's, so that the result lives in the
    parameter's memory; the plan must then not write it before the parameter's last read. False:
    every result has memory of its own and the planner ignores donations."""

    alignment: int = DEFAULT_ALIGNMENT
    spaces: tuple[str, ...] = ("host",)
    alias_parameters: bool = True

    def __post_init__(self) -> None:
        if self.alignment < 1 or self.alignment & (self.alignment - 1):
            raise ValueError(f"a memory model's alignment must be a power of two, not {self.alignment}")
        if not self.spaces:
            raise ValueError("a memory model names at least the space the planner lays out")
