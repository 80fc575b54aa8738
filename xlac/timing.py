"""`--time-passes` for a whole compile: where the CPU time goes, phase by phase.

Off unless a command turns it on, and then process-wide, as LLVM's -time-passes is: each layer
wraps its steps in ``with phase("name"):`` without a timer threaded through every signature.
Phases nest; the report indents them and gives CPU (user+sys of this process) and wall seconds.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

_records: list[tuple[tuple[str, ...], float, float]] | None = None  # (path of phase names, cpu, wall)
_stack: list[str] = []
_start_cpu = 0.0


def enable() -> None:
    """Start recording; the CPU time spent so far (interpreter start-up, imports) is the first row."""
    global _records, _start_cpu
    _records = []
    _start_cpu = time.process_time()


def enabled() -> bool:
    return _records is not None


@contextmanager
def phase(name: str) -> Iterator[None]:
    if _records is None:
        yield
        return
    _stack.append(name)
    path = tuple(_stack)
    index = len(_records)
    _records.append((path, 0.0, 0.0))
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        yield
    finally:
        _stack.pop()
        _records[index] = (path, time.process_time() - cpu, time.perf_counter() - wall)


def report(stream: TextIO) -> None:
    """The table, then the process's CPU time so far (what `time` would show as user+sys)."""
    if _records is None:
        return
    totals: dict[tuple[str, ...], list[float]] = {}  # a phase run many times (a pass) is one row
    for path, cpu, wall in _records:
        row = totals.setdefault(path, [0.0, 0.0, 0])
        row[0] += cpu
        row[1] += wall
        row[2] += 1
    rows: list[tuple[str, float, float | None]] = [("start-up and imports", _start_cpu, None)]
    for path, (cpu, wall, runs) in totals.items():
        rows.append(("  " * (len(path) - 1) + path[-1] + (f" (x{int(runs)})" if runs > 1 else ""), cpu, wall))
    rows.append(("total (process CPU time)", time.process_time(), None))
    width = max(len(label) for label, _, _ in rows)  # every number under its heading, however long a name
    stream.write(f"{'compile time (seconds)':{width + 2}s}{'cpu':>7s}  {'wall':>7s}\n")
    for label, cpu_s, wall_s in rows:
        stream.write(f"  {label:{width}s}{cpu_s:7.3f}" + (f"  {wall_s:7.3f}" if wall_s is not None else "") + "\n")
