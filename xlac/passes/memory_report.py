"""What a compiled module asks of its caller's memory, and why: `xlac compile --memory-report`.

    scratch: 7,864,320 bytes (MODEL_TEMP_BYTES)                  (bench/transformer_block.hlo, cpu)
      planned buffers     3,670,016   the buffer assignment's temp (XLA's temp_size counterpart)
      kernel scratch      4,194,304   one kernel's working memory at a time (GEMM packing, reduction partials)
      staging                     0   copies the code generator adds (result shuffles)
    peak: 3,670,016 bytes of buffers live at step 15
          2,097,152  fusion.13 (f32[8,256,256]{2,1,0}), fusion.11, fusion.9
          1,572,864  dot_general.6 (f32[256,1536]{1,0})
    in result memory before the results are written: 1,572,864 bytes
    saved by: elementwise reuse 4,194,304; result space 524,288; row groups 0; liveness packing 2,621,440

A target that plans with ``passes/buffer_assignment.py`` builds a :class:`MemoryUse` after code
generation, saying what its kernel scratch is; :func:`planner_savings` recomputes the plan with
each optimization switched off to say what it saved, so it costs nothing unless asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xlac.passes.buffer_assignment import BufferAssignment, LogicalBuffer


@dataclass
class MemoryUse:
    """The scratch a compiled module needs, split by what it is for."""

    total: int  # bytes of temp the caller provides
    buffers: int  # planned buffers (values that outlive one instruction)
    kernel_scratch: int  # one kernel's working memory at a time
    assignment: BufferAssignment | None = None
    savings: Callable[[], dict[str, int]] | None = field(default=None, repr=False)  # planner_savings, bound
    kernel_scratch_label: str = "one kernel's working memory at a time"  # what it holds on this target

    @property
    def staging(self) -> int:
        return max(0, self.total - self.buffers - self.kernel_scratch)

    def describe(self, symbol: str = "") -> str:
        lines = [f"scratch: {self.total:,} bytes" + (f" ({symbol})" if symbol else "")]
        rows = [("planned buffers", self.buffers, "the buffer assignment's temp (XLA's temp_size counterpart)"),
                ("kernel scratch", self.kernel_scratch, self.kernel_scratch_label),
                ("staging", self.staging, "copies the code generator adds (result shuffles)")]
        lines += [f"  {name:16s}{n:>13,}   {why}" for name, n, why in rows]
        if self.assignment is not None:
            step, live = peak_buffers(self.assignment)
            lines.append(f"peak: {sum(b.size for b in live):,} bytes of buffers live at step {step}")
            for buf in sorted(live, key=lambda b: -b.size)[:12]:
                lines.append(f"  {buf.size:>13,}  {_names(buf)}")
            if len(live) > 12:
                lines.append(f"  ... and {len(live) - 12} smaller")
            lent = sum(b.size for b in self.assignment.buffers if b.allocation.kind == "in-result")
            if lent:
                lines.append(f"in result memory before the results are written: {lent:,} bytes")
        if self.savings is not None:
            saved = self.savings()
            lines.append("saved by: " + "; ".join(f"{k} {v:,}" for k, v in saved.items()))
        return "\n".join(lines) + "\n"


def planner_savings(plan: BufferAssignment, replan: Callable[..., BufferAssignment],
                    row_groups: bool = False) -> dict[str, int]:
    """Temp bytes each planner optimization saved: ``replan(**switch)`` (the caller's
    assign_buffers, with its target's memory model) makes the plan again without it; row groups
    only where the code generator runs them; liveness packing is every temp laid end to end
    against the block they share. One function, so every target reports the same measures."""
    switches: dict[str, dict[str, Any]] = {"elementwise reuse": {"reuse_operands": False},
                                           "result space": {"lend_results": False}}
    if row_groups:
        switches["row groups"] = {"row_groups": None}
    saved = {name: replan(**switch).temp_size - plan.temp_size for name, switch in switches.items()}
    end_to_end = sum(-(-b.size // plan.alignment) * plan.alignment for b in plan.buffers if b.allocation.kind == "temp")
    saved["liveness packing"] = end_to_end - plan.temp_size
    return saved


def peak_buffers(ba: BufferAssignment) -> tuple[int, list[LogicalBuffer]]:
    """The step where the most temp bytes are live, and the temp buffers live there."""
    temps = [b for b in ba.buffers if b.allocation.kind == "temp" and b.size]
    best, at = -1, 0
    for step in sorted({b.live[0] for b in temps}):
        live = sum(b.size for b in temps if b.live[0] <= step <= b.live[1])
        if live > best:
            best, at = live, step
    return at, [b for b in temps if b.live[0] <= at <= b.live[1]]


def _names(buf: LogicalBuffer) -> str:
    first, idx = buf.values[0]
    shape = first.shape
    for k in idx:
        shape = shape.elements[k]  # type: ignore[union-attr]
    others = [i.name for i, _ in buf.values[1:4]]
    more = f" (+{len(buf.values) - 4})" if len(buf.values) > 4 else ""
    return f"{first.name} ({shape})" + "".join(", " + n for n in others) + more
