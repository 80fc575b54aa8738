"""One error type for everything a user can get wrong, printed the way compilers print.

    model.hlo:3:11: error: unknown opcode 'ad'
      %a = f32[4] ad(%p, %p)
                  ^
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class XlacError(Exception):
    """A diagnosable user error. ``loc`` is a SourceLoc (or None for errors with no position)."""

    def __init__(self, message: str, loc=None, *, source: str | None = None, notes: list[str] | None = None):
        super().__init__(message)
        self.message = message
        self.loc = loc
        self.source = source  # full text of loc.file, when the caller has it
        self.notes = list(notes or [])
        # a bug in xlac rather than in the input (the CLI exits 2 and asks for a report): an
        # unexpected exception while handling an instruction, or a check of xlac's own output
        self.internal = message.startswith("internal error")

    def render(self) -> str:
        """The diagnostic: `file:line:col: error: msg`, the source line and a caret."""
        if self.loc is None:
            head = f"error: {self.message}"
            return "\n".join([head] + [f"note: {n}" for n in self.notes])
        head = f"{self.loc}: error: {self.message}"
        lines = [head]
        text = self.source
        if text is None:
            try:
                text = Path(self.loc.file).read_text(errors="replace")
            except OSError:
                text = None
        if text is not None:
            src_lines = text.splitlines()
            if 1 <= self.loc.line <= len(src_lines):
                line = src_lines[self.loc.line - 1].rstrip("\r\n")
                shown, col = _clip(line.expandtabs(1), self.loc.column)
                lines.append("  " + shown)
                lines.append("  " + " " * (col - 1) + "^")
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.render()


def _clip(line: str, col: int, width: int = 160) -> tuple[str, int]:
    """Keep a long line to one screen width around the column; returns (text, new column)."""
    line = "".join(ch if ch.isprintable() else "?" for ch in line)
    if len(line) <= width:
        return line, col
    start = max(0, min(col - width // 2, len(line) - width))
    shown = line[start : start + width]
    prefix = "..." if start > 0 else ""
    suffix = "..." if start + width < len(line) else ""
    return prefix + shown + suffix, col - start + len(prefix)


class Interrupted(Exception):
    """Work stopped for a reason outside this computation (another device of a run failed):
    passes through error_context unchanged, never reported as this instruction's error."""


@contextmanager
def error_context(instr) -> Iterator[None]:
    """Attach an instruction's location and name to any plain exception raised inside."""
    try:
        yield
    except Interrupted:
        raise
    except XlacError as e:
        if e.loc is None and getattr(instr, "loc", None) is not None:
            e.loc = instr.loc
        raise
    except Exception as e:  # an internal failure while handling this instruction
        raise failure_at(instr, e) from e


def failure_at(instr, e: Exception) -> XlacError:
    """The error for an unexpected exception ``e`` raised while handling ``instr``: internal (a
    bug), except running out of memory or recursion depth."""
    error = XlacError(f"while processing '{instr.name}' ({instr.opcode}): {type(e).__name__}: {e}",
                      getattr(instr, "loc", None))
    error.internal = not isinstance(e, (MemoryError, RecursionError))
    return error
