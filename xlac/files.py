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


def is_special(path: Path) -> bool:
    """An existing destination that is not a regular file (``/dev/null``, a FIFO, a terminal), or
    any path under /dev or /proc (``/dev/stdout`` may lead to the file the shell redirected it to):
    it is written into, never replaced (renaming over ``/dev/null`` would replace the device, and
    over a redirected ``/dev/stdout`` the link itself)."""
    if path.is_absolute() and path.parts[1:2] in (("dev",), ("proc",)):
        return True
    try:
        return not stat.S_ISREG(os.stat(path).st_mode) and not stat.S_ISDIR(os.stat(path).st_mode)
    except OSError:
        return False


def _destination(path: Path) -> Path:
    """Where ``path``'s bytes go: through symbolic links to the file they name (a link's target is
    updated and the link kept, as ``cc -o link`` does)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _require_folders(paths: list[Path]) -> None:
    """Every destination's folder exists; else an error naming the folder (first), and the
    files that would go there (`--emit all` into a missing folder named only the .ll file)."""
    missing: dict[Path, list[Path]] = {}
    for path in paths:
        dest = _destination(path)
        folder = dest.parent if str(dest.parent) else Path(".")
        if not folder.is_dir():
            missing.setdefault(folder, []).append(path)
    for folder, files in missing.items():
        if len(files) == 1:
            raise XlacError(f"cannot write {files[0]}: the folder {folder} does not exist")
        names = ", ".join(p.name for p in files)
        raise XlacError(f"the folder {folder} does not exist: xlac would write {len(files)} files there ({names})")


def write_atomically(contents: dict[Path, bytes]) -> list[Path]:
    """Write every file or none (their folders must exist); returns the paths written.
    Destinations that are devices or pipes are written directly, after the regular files."""
    temps: list[tuple[str, Path, Path]] = []  # (temporary, destination, the path as given)
    special = {p: d for p, d in contents.items() if is_special(p)}
    _require_folders([p for p in contents if p not in special])
    try:
        for path, data in contents.items():
            if path in special:
                continue
            dest = _destination(path)
            folder = dest.parent if str(dest.parent) else Path(".")
            if not folder.is_dir():
                raise XlacError(f"cannot write {path}: the folder {folder} does not exist")
            if dest.is_dir():  # found before any file is replaced, so none is
                raise XlacError(f"cannot write {path}: it is a folder")
            try:
                fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=folder)
            except OSError as e:
                raise XlacError(f"cannot write {path}: {e.strerror}") from None
            temps.append((tmp, dest, path))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o666 & ~_umask())
        for tmp, dest, path in temps:
            try:
                os.replace(tmp, dest)
            except OSError as e:
                raise XlacError(f"cannot write {path}: {e.strerror}") from None
        for path, data in special.items():
            try:
                with open(path, "wb") as f:
                    f.write(data)
            except OSError as e:
                raise XlacError(f"cannot write {path}: {e.strerror}") from None
    except OSError as e:
        raise XlacError(f"cannot write {e.filename or 'output'}: {e.strerror}") from None
    finally:
        for tmp, _, _ in temps:
            Path(tmp).unlink(missing_ok=True)
    return list(contents)
