"""The progress line: on stderr when it is a terminal and the work is long, silent otherwise."""

from __future__ import annotations

import io
import os
import pty
import subprocess
import sys
import time
from pathlib import Path

from cli_runner import REPO, xlac

from xlac.tools.progress import Progress

CNN = REPO / "samples" / "cnn.hlo"


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_line_is_drawn_then_erased_on_a_terminal() -> None:
    out = _Tty()
    with Progress("xlac: work", stream=out, delay_s=0.0) as p:
        p.step(1, 3, "first")
        time.sleep(0.4)
    text = out.getvalue()
    assert "\r\x1b[Kxlac: work: 1/3 first (" in text and text.endswith("\r\x1b[K")


def test_short_work_and_pipes_show_nothing(monkeypatch) -> None:
    out = _Tty()
    with Progress("xlac: quick", stream=out, delay_s=5.0):
        pass
    assert out.getvalue() == ""
    pipe = io.StringIO()
    with Progress("xlac: piped", stream=pipe, delay_s=0.0):
        time.sleep(0.3)
    assert pipe.getvalue() == ""
    monkeypatch.setenv("XLAC_PROGRESS", "0")
    out = _Tty()
    with Progress("xlac: off", stream=out, delay_s=0.0):
        time.sleep(0.3)
    assert out.getvalue() == ""


def test_compile_shows_progress_only_on_a_terminal(tmp_path: Path) -> None:
    proc = xlac("compile", str(CNN), "-o", str(tmp_path / "a.o"), env={"XLAC_PROGRESS_DELAY": "0"})
    assert proc.returncode == 0 and proc.stderr == ""
    master, slave = pty.openpty()
    env = dict(os.environ, XLAC_PROGRESS_DELAY="0", PYTHONPATH=str(REPO))
    exe = Path(sys.executable).parent / "xlac"
    child = subprocess.Popen([str(exe), "compile", str(CNN), "-o", str(tmp_path / "b.o")], stderr=slave,
                             stdout=subprocess.DEVNULL, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    assert child.wait(timeout=300) == 0
    os.close(master)
    text = b"".join(chunks).decode(errors="replace")
    assert "xlac: cnn.hlo: compiling" in text and "instructions" in text
    assert text.endswith("\r\x1b[K")
