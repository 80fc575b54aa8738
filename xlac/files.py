"""Writing outputs all-or-nothing: every target's artifacts and the compilation cache's hits.

A compile that fails, or is killed, part way must leave no half-written file and must not clobber
the previous output: each file goes to a temporary name beside its destination first (same file
system), and only when every one is complete is each renamed over its destination.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from xlac.errors import XlacError


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _special(path: Path) -> bool:
    """An existing destination that is not a regular file (``/dev/null``, a FIFO, a terminal):
    it is written into, never replaced (renaming over ``/dev/null`` would replace the device)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode) and not stat.S_ISDIR(os.stat(path).st_mode)
    except OSError:
        return False


def write_atomically(contents: dict[Path, bytes]) -> list[Path]:
    """Write every file or none (their folders must exist); returns the paths written.
    Destinations that are devices or pipes are written directly, after the regular files."""
    temps: list[tuple[str, Path]] = []
    special = {p: d for p, d in contents.items() if _special(p)}
    try:
        for path, data in contents.items():
            if path in special:
                continue
            folder = path.parent if str(path.parent) else Path(".")
            if not folder.is_dir():
                raise XlacError(f"cannot write {path}: the folder {folder} does not exist")
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
            temps.append((tmp, path))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o666 & ~_umask())
        for tmp, path in temps:
            os.replace(tmp, path)
        for path, data in special.items():
            with open(path, "wb") as f:
                f.write(data)
    except OSError as e:
        raise XlacError(f"cannot write {e.filename or 'output'}: {e.strerror}") from None
    finally:
        for tmp, _ in temps:
            Path(tmp).unlink(missing_ok=True)
    return list(contents)
