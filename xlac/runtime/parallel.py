"""xlac's small C runtime for generated code: the thread pool behind ``xlac_parallel_for``.

Generated code stays free of malloc and threads unless it was compiled with threads enabled
(host JIT runs, or ``CpuOptions.threads``); then it calls

    void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
                           void *ctx, int64_t n, int64_t grain);

from ``parallel.c``. For host runs the source is compiled once with the system C compiler
into a cache folder ($XLAC_CACHE_DIR, else ~/.cache/xlac, else a temp folder), keyed by the
source's hash and build flags, and loaded into the process so the JIT resolves the symbol.

Lifecycle: the pool's workers live inside that library. LLVM unloads the libraries it loaded
from its static destructors at process exit, after Python is gone; a worker still spinning in
unmapped code then crashes the exiting process (SIGSEGV after a correct run). So the library is
linked with ``-z nodelete`` (never unmapped), its own destructor joins the workers, and
:func:`load_for_jit` registers ``xlac_pool_shutdown`` with :mod:`atexit` so the workers are
stopped and joined while the interpreter still runs.
"""

from __future__ import annotations

import atexit
import ctypes
import hashlib
import os
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

from xlac.runtime.toolchain import c_compiler

SOURCE = Path(__file__).with_name("parallel.c")
PARALLEL_FOR = "xlac_parallel_for"
SHUTDOWN = "xlac_pool_shutdown"
# -z nodelete: dlclose() never unmaps the pool's code (an ELF flag; other linkers ignore it).
_FLAGS = ("-O2", "-fPIC", "-shared", "-pthread")
_NODELETE = "-Wl,-z,nodelete"


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
        cmd = [cc, *_FLAGS, _NODELETE, str(SOURCE), "-o", tmp]
        if subprocess.run(cmd, capture_output=True).returncode != 0:
            cmd.remove(_NODELETE)  # a linker without -z: the destructor and atexit still join
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
    digest = hashlib.sha256(SOURCE.read_bytes() + " ".join((*_FLAGS, _NODELETE)).encode()).hexdigest()[:16]
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
        handle = ctypes.CDLL(str(lib))  # the same loaded copy; ctypes never unloads it
    except (RuntimeError, OSError):
        return False
    shutdown = getattr(handle, SHUTDOWN)
    shutdown.argtypes, shutdown.restype = [], None
    _loaded_shutdown.append(shutdown)
    atexit.register(shutdown)
    return True


_loaded_shutdown: list = []  # xlac_pool_shutdown of the library load_for_jit loaded


def shutdown_pool() -> None:
    """Stop and join the pool's workers now (no-op when the runtime was never loaded); loops
    run afterwards run serially. Registered with atexit by :func:`load_for_jit`."""
    for shutdown in _loaded_shutdown:
        shutdown()


def num_threads() -> int:
    """How many threads the runtime will use (XLAC_NUM_THREADS, else the usable CPUs)."""
    env = os.environ.get("XLAC_NUM_THREADS", "")
    if env.isdigit() and int(env) > 0:
        return int(env)
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
