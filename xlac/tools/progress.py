"""A progress line on stderr for long work (compiling thousands of instructions, many models),
shown only when stderr is a terminal and the work has taken longer than a moment; silent
otherwise (pipes, files, CI logs, tests). ``XLAC_PROGRESS=0`` turns it off everywhere.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from types import TracebackType
from typing import TextIO

DELAY_S = 0.5     # work shorter than this shows nothing
INTERVAL_S = 0.25


def enabled(stream: TextIO | None = None) -> bool:
    stream = stream if stream is not None else sys.stderr
    if os.environ.get("XLAC_PROGRESS", "") == "0":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class Progress:
    """``with Progress("compiling m.hlo") as p: ... p.step(k, n, "what")``: one line, rewritten
    in place with the current step and the elapsed time, erased when the work ends."""

    def __init__(self, label: str, stream: TextIO | None = None, delay_s: float | None = None):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.delay_s = float(os.environ.get("XLAC_PROGRESS_DELAY", DELAY_S)) if delay_s is None else delay_s
        self.detail = ""
        self.active = enabled(self.stream)
        self._start = 0.0
        self._shown = False
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def __enter__(self) -> Progress:
        self._start = time.monotonic()
        if self.active:
            self._thread = threading.Thread(target=self._tick, name="xlac-progress", daemon=True)
            self._thread.start()
        return self

    def step(self, done: int, total: int, what: str = "") -> None:
        self.set(f"{done}/{total}" + (f" {what}" if what else ""))

    def set(self, detail: str) -> None:
        with self._lock:
            self.detail = detail
        if self.active and self._shown:
            self._draw()

    def _tick(self) -> None:
        if self._stop.wait(self.delay_s):
            return
        while not self._stop.is_set():
            self._shown = True
            self._draw()
            self._stop.wait(INTERVAL_S)

    def _draw(self) -> None:
        with self._lock:
            text = f"{self.label}{': ' + self.detail if self.detail else ''} ({time.monotonic() - self._start:.1f} s)"
            try:
                self.stream.write("\r\033[K" + text[:200])
                self.stream.flush()
            except (OSError, ValueError):
                self.active = False

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        if self._shown:
            with self._lock:
                try:
                    self.stream.write("\r\033[K")
                    self.stream.flush()
                except (OSError, ValueError):
                    pass
