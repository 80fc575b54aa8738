"""The persistent compilation cache behind `xlac compile --cache-dir` and `XLAC_CACHE_DIR`.

An entry is every file one `xlac compile` wrote (object, header, sidecar...) plus what it printed
to stderr, stored under a key that hashes everything the bytes depend on: each model's text and
file name, every option as given, the output's name, the custom-call libraries' bytes, the
``XLAC_*`` environment, the host (CPU model and features: the defaults of --cpu and --features)
and xlac itself (its version and the size and time of each of its files, with those of numpy,
llvmlite, lark and ml_dtypes). A hit writes the stored bytes back, so they are byte-identical.

This module is imported before anything heavy: a hit must cost a process start, a hash and a
copy (well under 0.15 s), never numpy, LLVM or the parser. Writers build an entry in a private
folder and rename it into place, so concurrent compiles never see half an entry; readers check
each file's hash and treat anything odd as a miss. The cache is bounded: after each store the
least recently used entries go until the total fits (``XLAC_CACHE_MAX_SIZE``, default 1G).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from xlac.errors import XlacError
from xlac.files import write_atomically

FORMAT = "xlac-cache-1"
DEFAULT_MAX_BYTES = 1 << 30
MANIFEST = "manifest.json"
_OWN_ENV = ("XLAC_CACHE_DIR", "XLAC_CACHE_MAX_SIZE", "XLAC_PROGRESS", "XLAC_MEMORY_LIMIT")  # do not change the bytes


def parse_size(text: str) -> int:
    """``512M``, ``2G``, ``100000``: bytes."""
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    scale = units.get(t[-1:], 1)
    number = t[:-1] if t[-1:] in units else t
    try:
        value = int(float(number) * scale)
    except ValueError:
        raise ValueError(f"'{text}' is not a size (e.g. 512M, 2G)") from None
    if value <= 0:
        raise ValueError(f"'{text}' is not a positive size")
    return value


def max_bytes() -> int:
    text = os.environ.get("XLAC_CACHE_MAX_SIZE")
    try:
        return parse_size(text) if text else DEFAULT_MAX_BYTES
    except ValueError as e:
        raise XlacError(f"XLAC_CACHE_MAX_SIZE: {e}") from None


# ---- the key --------------------------------------------------------------------------------

def _tree_fingerprint(root: Path, h: Any) -> None:
    """Names, sizes and modification times of a package's files: a new version or an edited
    source (an editable install) gives a new key, at the cost of a stat per file."""
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith((".pyc", ".tmp")):
                continue
            st = os.stat(os.path.join(folder, name))
            h.update(f"{os.path.relpath(os.path.join(folder, name), root)}:{st.st_size}:{st.st_mtime_ns}\n".encode())


def _package_stamp(name: str) -> str:
    """The installed package's entry file (size and time): changes when the package does."""
    spec = find_spec(name)
    if spec is None or not spec.origin:
        return f"{name}:absent"
    st = os.stat(spec.origin)
    return f"{name}:{spec.origin}:{st.st_size}:{st.st_mtime_ns}"


def _host_fingerprint() -> str:
    """What LLVM's host defaults derive from: the machine, the CPU model and its feature flags."""
    import platform

    parts = [sys.platform, platform.machine()]
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            seen = set()
            for line in f:
                key = line.split(":", 1)[0].strip()
                if key in ("model name", "flags", "Features", "isa", "cpu model", "vendor_id", "CPU part") \
                        and key not in seen:
                    seen.add(key)
                    parts.append(line.strip())
    except OSError:
        parts.append(platform.processor())
    return "\n".join(parts)


def compile_key(models: list[tuple[str, Path]], options: dict[str, Any], output: str | None,
                libraries: list[Path]) -> str:
    """The key of one `xlac compile`: ``models`` as (how it was named on the command line, path)."""
    import xlac

    h = hashlib.sha256(FORMAT.encode())
    package = Path(xlac.__file__).parent
    _tree_fingerprint(package, h)
    for dep in ("numpy", "llvmlite", "lark", "ml_dtypes", "click"):
        h.update(_package_stamp(dep).encode())
    h.update(f"{sys.version_info[:3]}\n{_host_fingerprint()}\n".encode())
    env = {k: v for k, v in os.environ.items() if k.startswith("XLAC_") and k not in _OWN_ENV}
    h.update(json.dumps({"options": options, "output": Path(output).name if output else None, "env": env},
                        sort_keys=True, default=str).encode())
    for spec, path in models:
        prefix = spec[: -len(str(path))] if spec.endswith(str(path)) else ""  # NAME= of a library member
        h.update(f"\nmodel {prefix!r} {path.name!r}\n".encode())
        h.update(hashlib.sha256(path.read_bytes()).digest())
    for lib in libraries:
        h.update(f"\nlib {lib.name!r}\n".encode())
        h.update(hashlib.sha256(lib.read_bytes()).digest())
    return h.hexdigest()


# ---- the store --------------------------------------------------------------------------------

@dataclass
class CacheInfo:
    folder: Path
    entries: int
    size: int
    limit: int
    oldest: float | None
    newest: float | None


class CompileCache:
    """One cache folder: ``v1/<key[:2]>/<key>/`` holds an entry's files and its manifest."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        self.entries_root = self.folder / "v1"

    def _entry(self, key: str) -> Path:
        return self.entries_root / key[:2] / key

    def has(self, key: str) -> bool:
        """Is there an entry for ``key`` (stored, maybe by another compile)?"""
        return (self._entry(key) / MANIFEST).is_file()

    def lookup(self, key: str, out_folder: Path) -> tuple[list[Path], str] | None:
        """Write a hit's files into ``out_folder`` (all or none); (their paths, the stderr it
        printed), or None on a miss or an entry that cannot be used."""
        entry = self._entry(key)
        try:
            manifest = json.loads((entry / MANIFEST).read_text())
            if manifest.get("format") != FORMAT:
                return None
            contents: dict[Path, bytes] = {}
            for item in manifest["files"]:
                data = (entry / "files" / item["name"]).read_bytes()
                if hashlib.sha256(data).hexdigest() != item["sha256"]:
                    return None
                contents[out_folder / item["name"]] = data
            write_atomically(contents)
            os.utime(entry / MANIFEST)  # recently used: the last to be evicted
        except (OSError, ValueError, KeyError, TypeError, XlacError):
            return None
        return list(contents), manifest.get("stderr", "")

    def store(self, key: str, files: list[Path], out_folder: Path, stderr: str) -> str | None:
        """Keep what a compile wrote (when every file sits directly in ``out_folder``); None, or
        why the cache folder could not take it."""
        names = []
        for f in files:
            if Path(os.path.abspath(f)).parent != Path(os.path.abspath(out_folder)):
                return None  # not an entry this cache can restore; nothing is wrong
            names.append(Path(f).name)
        entry = self._entry(key)
        if entry.exists():
            return None
        tmp: Path | None = None
        try:
            entry.parent.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(prefix=f".{key[:16]}.", dir=entry.parent))
            (tmp / "files").mkdir()
            items = []
            for name, f in zip(names, files):
                data = Path(f).read_bytes()
                (tmp / "files" / name).write_bytes(data)
                items.append({"name": name, "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)})
            manifest = {"format": FORMAT, "files": items, "stderr": stderr, "created": time.time()}
            (tmp / MANIFEST).write_text(json.dumps(manifest))
            try:
                os.rename(tmp, entry)  # atomic
            except OSError:
                if not entry.exists():
                    raise
                shutil.rmtree(tmp, ignore_errors=True)  # another compile stored the same key first
        except OSError as e:
            if tmp is not None:
                shutil.rmtree(tmp, ignore_errors=True)
            return f"{e.filename or self.folder}: {e.strerror}"
        self.evict(max_bytes())
        return None

    def _entries(self) -> list[tuple[float, int, Path]]:
        """(last use, bytes, folder) of every complete entry."""
        found: list[tuple[float, int, Path]] = []
        if not self.entries_root.is_dir():
            return found
        for shard in os.scandir(self.entries_root):
            if not shard.is_dir():
                continue
            for e in os.scandir(shard.path):
                if e.name.startswith("."):
                    continue
                try:
                    used = os.stat(os.path.join(e.path, MANIFEST)).st_mtime
                    size = sum(f.stat().st_size for f in os.scandir(os.path.join(e.path, "files")))
                except OSError:
                    continue
                found.append((used, size, Path(e.path)))
        return found

    def evict(self, limit: int) -> int:
        """Remove the least recently used entries until the rest fit in ``limit`` bytes."""
        entries = sorted(self._entries())
        total = sum(size for _, size, _ in entries)
        removed = 0
        for _, size, path in entries:
            if total <= limit:
                break
            _remove_entry(path)
            total -= size
            removed += 1
        return removed

    def info(self) -> CacheInfo:
        entries = self._entries()
        return CacheInfo(self.folder, len(entries), sum(s for _, s, _ in entries), max_bytes(),
                         min((u for u, _, _ in entries), default=None), max((u for u, _, _ in entries), default=None))

    def clear(self) -> int:
        entries = self._entries()
        for _, _, path in entries:
            _remove_entry(path)
        return len(entries)


def _remove_entry(path: Path) -> None:
    """Rename first, so a reader never sees an entry with some files gone, then delete."""
    doomed = path.with_name(f".doomed.{path.name}.{os.getpid()}")
    try:
        os.rename(path, doomed)
    except OSError:
        return
    shutil.rmtree(doomed, ignore_errors=True)


def cache_folder(option: str | None) -> Path | None:
    """--cache-dir, else $XLAC_CACHE_DIR, else none (the cache is off)."""
    value = option if option is not None else os.environ.get("XLAC_CACHE_DIR")
    return Path(value) if value else None


def default_folder() -> Path:
    """Where `xlac cache` looks when no folder is set: the XDG cache folder's xlac
    ($XDG_CACHE_HOME/xlac, else ~/.cache/xlac)."""
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base and os.path.isabs(base) else Path.home() / ".cache") / "xlac"


def where_set(option: str | None) -> str | None:
    """What sets the compile cache's folder (--cache-dir, $XLAC_CACHE_DIR), or None: it is off."""
    if option is not None:
        return "--cache-dir" if option else None
    return "$XLAC_CACHE_DIR" if os.environ.get("XLAC_CACHE_DIR") else None


OFF_NOTE = ("the compile cache is off: xlac compile keeps its outputs only with --cache-dir DIR or "
            "$XLAC_CACHE_DIR (export XLAC_CACHE_DIR={folder} uses this folder)")
