"""What a compiled module asks of its caller's memory, and why: `xlac compile --memory-report`.

    scratch: 3,801,088 bytes (MODEL_TEMP_BYTES)
      planned buffers   3,670,016   the buffer assignment's temp (XLA's temp_size counterpart)
      kernel scratch      131,072   working memory of one kernel at a time (GEMM packing...)
      staging                   0   copies the code generator adds (result shuffles)
    peak: 3,670,016 bytes of buffers live at step 15 of 27:
      2,097,152  fusion.13 (f32[8,256,256]), fusion.11, fusion.9
      1,572,864  dot_general.6 (f32[256,1536])
    saved by: elementwise reuse 1,572,864; result space 524,288; row groups 0

A target that plans with ``passes/buffer_assignment.py`` builds a :class:`MemoryUse` after code
generation; the report recomputes the plan with each optimization switched off to say what it
saved, so it costs nothing unless asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xlac.passes.buffer_assignment import BufferAssignment, LogicalBuffer


@dataclass
class MemoryUse:
    """The scratch a compiled module needs, split by what it is for."""

    total: int  # bytes of temp the caller provides
    buffers: int  # planned buffers (values that outlive one instruction)
    kernel_scratch: int  # one kernel's working memory at a time
    assignment: BufferAssignment | None = None
    savings: Callable[[], dict[str, int]] | None = field(default=None, repr=False)

    @property
    def staging(self) -> int:
        return max(0, self.total - self.buffers - self.kernel_scratch)

    def describe(self, symbol: str = "") -> str:
        lines = [f"scratch: {self.total:,} bytes" + (f" ({symbol})" if symbol else "")]
        rows = [("planned buffers", self.buffers, "the buffer assignment's temp (XLA's temp_size counterpart)"),
                ("kernel scratch", self.kernel_scratch, "working memory of one kernel at a time (GEMM packing...)"),
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
