"""Running the real `xlac` command in a fresh process, for the CLI tests."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def xlac(*args: str, cwd: Path | None = None, pythonpath: list[Path] | tuple = (), env: dict | None = None,
         timeout: int = 300) -> subprocess.CompletedProcess:
    """The console script pip installed beside this Python (else `xlac` on PATH, else
    `python -m xlac.cli`), with this checkout first on PYTHONPATH."""
    installed = Path(sys.executable).parent / "xlac"
    exe = str(installed) if installed.exists() else shutil.which("xlac")
    cmd = [exe] if exe else [sys.executable, "-m", "xlac.cli"]
    # the caller's PYTHONPATH stays last: where dependencies were installed with pip --target
    # (the GPU machine), the child needs them too
    paths = [str(p) for p in pythonpath] + [str(REPO)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    full_env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths), **(env or {}))
    return subprocess.run(cmd + list(args), capture_output=True, text=True, cwd=cwd, env=full_env,
                          timeout=timeout)
