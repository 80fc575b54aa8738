"""xlac's small C runtime for generated code: the thread pool behind ``xlac_parallel_for``.

Generated code stays free of malloc and threads unless it was compiled with threads enabled
(host JIT runs, or ``CpuOptions.threads``); then it calls

    void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
                           void *ctx, int64_t n, int64_t grain);

from ``parallel.c``. For host runs the source is compiled once with the system C compiler
into a cache folder ($XLAC_CACHE_DIR, else ~/.cache/xlac, else a temp folder), keyed by the
source's hash, and loaded into the process so the JIT resolves the symbol.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

from xlac.runtime.toolchain import c_compiler

SOURCE = Path(__file__).with_name("parallel.c")
PARALLEL_FOR = "xlac_parallel_for"


def source_text() -> str:
    return SOURCE.read_text()


def _cache_dirs() -> list[Path]:
    dirs = []
    if os.environ.get("XLAC_CACHE_DIR"):
        dirs.append(Path(os.environ["XLAC_CACHE_DIR"]))
    dirs.append(Path.home() / ".cache" / "xlac")
    dirs.append(Path(tempfile.gettempdir()) / f"xlac-{os.getuid() if hasattr(os, 'getuid') else 0}")
    return dirs


def _build(cc: str, target: Path) -> bool:
    """Compile the runtime to ``target`` atomically (a temp file renamed into place)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
        os.close(fd)
    except OSError:
        return False
    try:
        cmd = [cc, "-O2", "-fPIC", "-shared", "-pthread", str(SOURCE), "-o", tmp]
        if subprocess.run(cmd, capture_output=True).returncode != 0:
            return False
        os.replace(tmp, target)
        return True
    finally:
        Path(tmp).unlink(missing_ok=True)


@lru_cache(maxsize=1)
def shared_library() -> Path | None:
    """The built runtime (building it on first use), or None when there is no C compiler or
    no writable cache folder; callers then compile single-threaded code."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:16]
    name = f"libxlac_runtime-{digest}.so"
    cc = None
    for folder in _cache_dirs():
        lib = folder / name
        if lib.is_file():
            return lib
        cc = cc or c_compiler()
        if cc is None:
            return None
        if _build(cc, lib):
            return lib
    return None


@lru_cache(maxsize=1)
def load_for_jit() -> bool:
    """Make ``xlac_parallel_for`` resolvable by the in-process JIT; False when unavailable."""
    lib = shared_library()
    if lib is None:
        return False
    import llvmlite.binding as llvm

    try:
        llvm.load_library_permanently(str(lib))
    except RuntimeError:
        return False
    return True


def num_threads() -> int:
    """How many threads the runtime will use (XLAC_NUM_THREADS, else the usable CPUs)."""
    env = os.environ.get("XLAC_NUM_THREADS", "")
    if env.isdigit() and int(env) > 0:
        return int(env)
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
