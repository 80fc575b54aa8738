"""Runs one `xlac` command line on one input in a forked child with resource limits, and says
what happened. The parent imports xlac once; each child starts from that image (a new Python
process per input would be ~50x slower), sets RLIMIT_CPU and RLIMIT_AS, and runs the CLI's own
entry point (`xlac.cli.main`), so parse, verify, compile and run go exactly the CLI's way and
the child's exit status is the CLI's.

Outcome kinds; the last five are findings (bugs), which the fuzz tests fail on:
  ok        exit 0
  rejected  exit 1 with one clean `error:` diagnostic (a user error)
  internal  exit 2 ("internal error": an exception that is not an XlacError)
  wrapped   exit 1 whose message is a non-xlac exception re-raised as an XlacError by
            errors.error_context ("while processing 'x' (op): TypeError: ..."): a bug too
  signal    killed by a signal (SIGSEGV, SIGABRT...)
  timeout   over the CPU-time limit, or the wall-clock limit
  oom       "out of memory" under the memory limit
"""

from __future__ import annotations

import faulthandler
import os
import re
import resource
import select
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

TIME_LIMIT_S = 10
MEMORY_LIMIT = 2 << 30
FINDINGS = ("internal", "wrapped", "signal", "timeout", "oom")

_WRAPPED = re.compile(r"while processing '[^\n]*?' \([\w.-]+\): (\w+): ")


@dataclass
class Outcome:
    kind: str
    code: int | None          # exit status, or None when killed
    stderr: str
    seconds: float            # CPU seconds of the child

    @property
    def is_finding(self) -> bool:
        return self.kind in FINDINGS

    @property
    def message(self) -> str:
        """The diagnostic's first line, without its file:line:col prefix."""
        for line in self.stderr.splitlines():
            at = line.find("error: ")
            if at >= 0:
                internal = line[:at].endswith("internal ")
                return ("internal error: " if internal else "") + line[at + len("error: "):].strip()
        return self.stderr.strip().splitlines()[0] if self.stderr.strip() else ""


def preload() -> None:
    """Import everything the commands use, once, before forking."""
    import xlac.cli  # noqa: F401
    import xlac.driver  # noqa: F401
    import xlac.targets.cpu.artifact  # noqa: F401
    import xlac.targets.cpu.jit  # noqa: F401
    import xlac.targets.interpreter  # noqa: F401
    from xlac.registry import get_target, target_names

    for name in target_names():  # every target: `xlac run` asks each whether a file is its artifact
        get_target(name)


def _limits(time_limit: int, memory: int) -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (time_limit, time_limit + 1))
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _cli_main(argv: list[str]) -> int:
    """The CLI's entry point as `xlac ARGV...` would run it; returns its exit status."""
    sys.argv = ["xlac", *argv]
    from xlac.cli import main

    try:
        main()
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    return 0


def run_forked(fn: Callable[[], int], time_limit: int = TIME_LIMIT_S, memory: int = MEMORY_LIMIT,
               wall_limit: float | None = None) -> tuple[int, str, float, bool]:
    """Call ``fn`` in a forked child under the limits (stdout discarded, stderr captured);
    returns (wait status, stderr, CPU seconds, whether it ran out of time)."""
    wall_limit = wall_limit or max(60.0, 6.0 * time_limit)
    sys.stdout.flush()
    sys.stderr.flush()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child never returns from this block
        code = 70
        try:
            os.close(r)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(w, 2)
            # and Python's streams onto those descriptors: under pytest's capture sys.stderr is an
            # in-memory buffer the fork inherits, where the CLI's diagnostic would never reach the
            # pipe (an exit-1 "internal error" or wrapped error then looked like a clean rejection)
            sys.stdout = open(1, "w", closefd=False)
            sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)
            faulthandler.disable()  # pytest's handler would write crash dumps to its own stderr
            _limits(time_limit, memory)
            code = fn()
        except BaseException as e:  # the harness itself failed in the child
            try:
                os.write(2, f"fuzz harness: {type(e).__name__}: {e}\n".encode())
            except OSError:
                pass
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except Exception:
            pass
        os._exit(code)
    os.close(w)
    chunks: list[bytes] = []
    size = 0
    deadline = time.monotonic() + wall_limit
    out_of_wall = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, signal.SIGKILL)
            out_of_wall = True
            break
        ready, _, _ = select.select([r], [], [], min(left, 1.0))
        if ready:
            data = os.read(r, 65536)
            if not data:
                break
            if size < 1 << 16:
                chunks.append(data)
                size += len(data)
    os.close(r)
    _, status, usage = os.wait4(pid, 0)
    seconds = usage.ru_utime + usage.ru_stime
    return status, b"".join(chunks).decode("utf-8", "replace"), seconds, out_of_wall or seconds >= time_limit


def run_cli(argv: list[str], time_limit: int = TIME_LIMIT_S, memory: int = MEMORY_LIMIT,
            wall_limit: float | None = None) -> Outcome:
    """Run `xlac ARGV...` in a forked child under the limits; classify the result."""
    status, stderr, seconds, out_of_time = run_forked(lambda: _cli_main(argv), time_limit, memory, wall_limit)
    kind = _classify(status, stderr, out_of_time)
    return Outcome(kind, os.WEXITSTATUS(status) if os.WIFEXITED(status) else None, stderr, seconds)


def _classify(status: int, stderr: str, out_of_time: bool) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        return "timeout" if sig == signal.SIGXCPU or (sig == signal.SIGKILL and out_of_time) else "signal"
    if out_of_time:
        return "timeout"
    code = os.WEXITSTATUS(status)
    if code == 0:
        return "ok"
    if "out of memory" in stderr or "MemoryError" in stderr:
        return "oom"
    if code == 2 or code == 70 or "internal error" in stderr or "Traceback" in stderr:
        return "internal"
    if code == 1:
        m = _WRAPPED.search(stderr)
        return "wrapped" if m and m.group(1) not in ("XlacError",) else "rejected"
    return "internal"


def rejection_class(outcome: Outcome) -> str:
    """A rejection's message with names, numbers and shapes blanked, to count its classes."""
    msg = outcome.message
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r"\b[a-z][a-z0-9]*\[[^\]]*\](\{[^}]*\})?", "SHAPE", msg)
    msg = re.sub(r"-?\d+", "N", msg)
    return msg[:90]
