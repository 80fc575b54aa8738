"""xlac's small C runtime for generated code: the thread pool behind ``xlac_parallel_for``.

Generated code stays free of malloc and threads unless it was compiled with threads enabled
(host JIT runs, or ``CpuOptions.threads``); then it calls

    void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
                           void *ctx, int64_t n, int64_t grain);
    void xlac_parallel_for_capped(..., int64_t grain, int64_t max_threads);  /* --threads N */

from ``parallel.c``. The pool's size is the program's, decided when it starts:
XLAC_NUM_THREADS, else the usable CPUs within the cgroup's CPU quota (:func:`num_threads` says
the same number here, for host runs' code). For host runs the source is compiled once with the system C compiler
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
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from xlac.runtime.toolchain import c_compiler

SOURCE = Path(__file__).with_name("parallel.c")
PARALLEL_FOR = "xlac_parallel_for"
PARALLEL_FOR_CAPPED = "xlac_parallel_for_capped"  # objects compiled with a cap (--threads N)
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
    """How many threads the runtime will use: XLAC_NUM_THREADS, else the usable CPUs, fewer when
    the cgroup's CPU quota allows fewer (parallel.c's configured_threads, for host runs)."""
    env = os.environ.get("XLAC_NUM_THREADS", "")
    if env.isdigit() and int(env) > 0:
        return min(int(env), MAX_THREADS)
    try:
        n = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        n = os.cpu_count() or 1
    quota = cgroup_cpu_limit()
    return min(n, quota or n, MAX_THREADS)


MAX_THREADS = 256  # parallel.c's MAX_THREADS
_V1_MOUNTS = ("cpu", "cpu,cpuacct", "cpuacct,cpu")


def _quota_cpus(quota: str, period: str) -> int:
    """CPUs a quota per period lets run at once, rounded up; 0: no limit ("max", -1)."""
    try:
        q, p = int(quota), int(period)
    except ValueError:
        return 0
    return min(-(-q // p), MAX_THREADS) if q > 0 and p > 0 else 0


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


def _v2_limit(folder: Path) -> int:
    fields = _read(folder / "cpu.max").split()
    return _quota_cpus(fields[0], fields[1]) if len(fields) >= 2 else 0


def _v1_limit(folder: Path) -> int:
    quota, period = _read(folder / "cpu.cfs_quota_us").strip(), _read(folder / "cpu.cfs_period_us").strip()
    return _quota_cpus(quota, period) if quota and period else 0


def _walk_up(mount: Path, rel: str, limit: Callable[[Path], int]) -> int:
    """The tightest limit of mount/rel and each folder above it up to mount (0: none)."""
    parts = [p for p in rel.split("/") if p]
    limits = [limit(mount.joinpath(*parts[:k])) for k in range(len(parts), -1, -1)]
    return min((x for x in limits if x > 0), default=0)


def cgroup_cpu_limit(root: Path | None = None, membership: Path = Path("/proc/self/cgroup")) -> int:
    """The CPUs the cgroup CPU quota allows (v2 cpu.max, v1 cfs quota/period; the tightest of the
    process's cgroup and those above), 0 when none. ``membership``: the process's
    /proc/self/cgroup; ``root``: where the hierarchies are mounted (XLAC_CGROUP_ROOT, else
    /sys/fs/cgroup), as parallel.c reads them."""
    if root is None:
        root = Path(os.environ.get("XLAC_CGROUP_ROOT") or "/sys/fs/cgroup")
    v2 = v1 = ""
    for line in _read(membership).splitlines():
        fields = line.split(":", 2)
        if len(fields) != 3:
            continue
        if fields[0] == "0" and not fields[1]:
            v2 = fields[2]
        elif "cpu" in fields[1].split(","):
            v1 = fields[2]
    limits = [_walk_up(root, v2, _v2_limit), *(_walk_up(root / m, v1, _v1_limit) for m in _V1_MOUNTS)]
    return min((x for x in limits if x > 0), default=0)
