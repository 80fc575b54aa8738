"""A time profile of the entry computation, one counter per top-level instruction (what XLA's
``--xla_hlo_profile`` gives): the code reads the monotonic clock around each instruction and adds
the nanoseconds to its slot of a global array, ``<entry>.profile``:

    int64_t profile[1 + instructions];   // [0]: calls of the entry; [1 + i]: time of instruction i

Instructions inside while bodies, branches and calls count toward the top-level instruction that
runs them; a row group (row_groups.py) counts toward its last member. The clock is
``clock_gettime(CLOCK_MONOTONIC)`` (Linux; a vDSO call of ~20 ns), so only code for the host is
built this way (`xlac run --stats`).
"""

from __future__ import annotations

from dataclasses import dataclass

from llvmlite import ir

from xlac.codegen.llvm.types import I32, I64, PTR
from xlac.hlo.ir import Computation, Instruction

CLOCK_MONOTONIC = 1  # Linux
_QUIET = frozenset({"parameter", "constant", "broadcast", "bitcast", "reshape", "tuple", "get-tuple-element",
                    "convert", "copy", "transpose", "slice"})


@dataclass(frozen=True)
class ProfileLayout:
    """Where the counters are and what each slot is: ``labels[i]`` describes slot ``1 + i``."""

    symbol: str
    labels: tuple[str, ...]


class Profiler:
    """Emits the clock reads and counter updates for one entry computation."""

    def __init__(self, llmodule: ir.Module, symbol: str, comp: Computation, entry: ir.IRBuilder):
        self.slots = {instr: 1 + i for i, instr in enumerate(comp.instructions)}
        self.symbol = symbol
        self.labels = [label(instr) for instr in comp.instructions]
        ty = ir.ArrayType(I64, 1 + len(self.slots))
        self.counters = ir.GlobalVariable(llmodule, ty, symbol)
        self.counters.initializer = ir.Constant(ty, None)
        self.counters.align = 64
        self.timespec = ir.LiteralStructType([I64, I64])
        self.slot = entry.alloca(self.timespec, name="profile.clock")  # in the entry block
        fnty = ir.FunctionType(I32, [I32, PTR])
        self.clock = llmodule.globals.get("clock_gettime") or ir.Function(llmodule, fnty, "clock_gettime")
        self._add(entry, 0, I64(1))  # one more call

    @property
    def layout(self) -> ProfileLayout:
        return ProfileLayout(self.symbol, tuple(self.labels))

    def group(self, members: list[Instruction]) -> None:
        """The last member's slot counts the whole row group: say so in its label."""
        last = members[-1]
        others = ", ".join(m.name for m in members[:-1][:4]) + (", ..." if len(members) > 5 else "")
        self.labels[self.slots[last] - 1] += f" [row group: {len(members)} ops with {others}]"

    def now(self, b: ir.IRBuilder) -> ir.Value:
        """Nanoseconds on the monotonic clock."""
        b.call(self.clock, [I32(CLOCK_MONOTONIC), self.slot])
        sec = b.load(b.gep(self.slot, [I32(0), I32(0)], inbounds=True, source_etype=self.timespec), typ=I64)
        nsec = b.load(b.gep(self.slot, [I32(0), I32(1)], inbounds=True, source_etype=self.timespec), typ=I64)
        return b.add(b.mul(sec, I64(1_000_000_000)), nsec)

    def charge(self, b: ir.IRBuilder, instr: Instruction, start: ir.Value) -> None:
        """Add the time since ``start`` (a ``now``) to ``instr``'s counter."""
        self._add(b, self.slots[instr], b.sub(self.now(b), start))

    def _add(self, b: ir.IRBuilder, index: int, value: ir.Value) -> None:
        ptr = b.gep(self.counters, [I32(0), I32(index)], inbounds=True)
        b.store(b.add(b.load(ptr), value), ptr)


def label(instr: Instruction) -> str:
    """``name = shape opcode``, and for a fusion its kind and the ops that do the work."""
    text = f"{instr.name} = {instr.shape} {instr.opcode}"
    called = instr.called_computations() if instr.opcode == "fusion" else []
    if called:
        ops: list[str] = []
        for comp in called:
            for i in comp.instructions:
                if i.opcode not in _QUIET and i.opcode not in ops:
                    ops.append(i.opcode)
        kind = instr.attr("kind")
        text += (f" {kind}" if kind else "") + (f" ({', '.join(ops[:4])}{', ...' if len(ops) > 4 else ''})"
                                                if ops else "")
    return text


def report(layout: ProfileLayout, counters: list[int], top: int = 25) -> str:
    """The table `xlac run --stats` prints: instructions by time, the largest first."""
    calls = counters[0]
    if calls <= 0:
        return "profile: the entry has not run"
    times = [(counters[1 + i] / calls / 1e6, text) for i, text in enumerate(layout.labels)]
    total = sum(t for t, _ in times)
    times.sort(key=lambda row: -row[0])
    shown = [(t, text) for t, text in times[:top] if t >= 0.0005]  # what prints as at least 0.001 ms
    rest = [t for t, _ in times[len(shown):]]
    if not rest:
        listed = "all listed"
    elif len(shown) == top:
        listed = f"listed: the {top} taking the most time"
    else:
        listed = f"listed: the {len(shown)} taking 0.001 ms or more"
    lines = [f"profile: {total:.3f} ms per call in {len(layout.labels)} top-level instructions "
             f"(mean of {calls} call{'s' if calls != 1 else ''}; clock read around each); {listed}",
             "      ms       %  instruction"]
    for t, text in shown:
        lines.append(f"{t:8.3f}  {100 * t / total if total else 0:5.1f}  {text}")
    if rest:
        lines.append(f"{sum(rest):8.3f}  {100 * sum(rest) / total if total else 0:5.1f}  ({len(rest)} more)")
    return "\n".join(lines)
