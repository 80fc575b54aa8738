"""How many threads xlac's pool starts, decided where the program runs (issue 37):
XLAC_NUM_THREADS, else the CPUs the process may use, fewer when its cgroup's CPU quota allows
fewer; and a cap (objects compiled with --threads N) limits one loop's threads.

The cgroup files are read from a fake hierarchy: parallel.c's reader is called directly
(threads_driver.c includes the C file) and end to end through XLAC_CGROUP_ROOT; xlac's Python
mirror (runtime.parallel.cgroup_cpu_limit, what host runs size their loops for) must agree.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from cli_runner import REPO

from xlac.runtime import parallel

DRIVER = Path(__file__).with_name("threads_driver.c")


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cc = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if cc is None:
        pytest.fail("no C compiler: the runtime and these tests need one")
    exe = tmp_path_factory.mktemp("driver") / "threads_driver"
    subprocess.run([cc, "-std=gnu11", "-O2", "-Wall", "-Wextra", "-Werror", "-pthread", "-I",
                    str(REPO / "xlac" / "runtime"), str(DRIVER), "-o", str(exe)], check=True)
    return exe


def _run(exe: Path, *args: str, env: dict[str, str] | None = None) -> str:
    full = {k: v for k, v in os.environ.items() if k not in ("XLAC_NUM_THREADS", "XLAC_CGROUP_ROOT")}
    r = subprocess.run([str(exe), *args], env={**full, **(env or {})}, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout


# (the process's /proc/self/cgroup, files under the mount root, the CPUs the quota allows)
CASES = {
    "v2 quota rounded up": ("0::/app/job\n", {"app/job/cpu.max": "250000 100000\n"}, 3),
    "v2 tighter above": ("0::/app/job\n", {"app/cpu.max": "100000 50000\n", "app/job/cpu.max": "max 100000\n"}, 2),
    "v2 tighter below": ("0::/app/job\n", {"cpu.max": "800000 100000\n", "app/job/cpu.max": "300000 100000\n"}, 3),
    "v2 max is no limit": ("0::/\n", {"cpu.max": "max 100000\n"}, 0),
    "v2 fraction of a cpu": ("0::/\n", {"cpu.max": "10000 100000\n"}, 1),
    # a container: its own cgroup is the mount's root, the path names folders it cannot see
    "v2 container": ("0::/kubepods/pod1/c1\n", {"cpu.max": "150000 100000\n"}, 2),
    "v2 malformed": ("0::/\n", {"cpu.max": "lots\n"}, 0),
    "v1 cpu,cpuacct": ("4:memory:/x\n3:cpu,cpuacct:/docker/abc\n",
                       {"cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "50000\n",
                        "cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n"}, 1),
    "v1 -1 is no limit": ("1:cpu:/\n", {"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, 0),
    "v1 cpu": ("2:cpuacct:/\n1:cpu:/a\n", {"cpu/a/cpu.cfs_quota_us": "400000\n",
                                            "cpu/a/cpu.cfs_period_us": "100000\n"}, 4),
    "v1 controller list is exact": ("1:cpuset:/a\n", {"cpu/a/cpu.cfs_quota_us": "100000\n",
                                                     "cpu/a/cpu.cfs_period_us": "100000\n"}, 0),
    "hybrid: the tighter of v1 and v2": ("1:cpu:/a\n0::/\n", {"cpu/a/cpu.cfs_quota_us": "300000\n",
                                                              "cpu/a/cpu.cfs_period_us": "100000\n",
                                                              "cpu.max": "200000 100000\n"}, 2),
    "no cgroup files": ("0::/a\n", {}, 0),
}


@pytest.mark.parametrize("name", list(CASES))
def test_cgroup_quota(driver: Path, tmp_path: Path, name: str) -> None:
    membership, files, cpus = CASES[name]
    root = tmp_path / "cgroup"
    root.mkdir()
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    (tmp_path / "self").write_text(membership)
    assert int(_run(driver, "limit", str(root), str(tmp_path / "self"))) == cpus
    assert parallel.cgroup_cpu_limit(root, tmp_path / "self") == cpus


def _usable_cpus() -> int:
    return len(os.sched_getaffinity(0))


def test_pool_size_folds_in_the_quota(driver: Path, tmp_path: Path) -> None:
    """A quota of one CPU (at the mount's root: whatever this process's cgroup path, the folders
    above it are read) gives a pool of 1; XLAC_NUM_THREADS still wins."""
    if _usable_cpus() < 2:
        pytest.skip("one usable CPU: a quota of one would not show")
    root = tmp_path / "cgroup"
    (root / "cpu").mkdir(parents=True)
    (root / "cpu.max").write_text("100000 100000\n")
    assert int(_run(driver, "count", env={"XLAC_CGROUP_ROOT": str(root)})) == 1
    assert int(_run(driver, "count", env={"XLAC_CGROUP_ROOT": str(root), "XLAC_NUM_THREADS": "3"})) == 3
    (root / "cpu.max").write_text("max 100000\n")
    assert int(_run(driver, "count", env={"XLAC_CGROUP_ROOT": str(root)})) == _usable_cpus()


def test_pool_size_matches_the_python_mirror(driver: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On this machine's real cgroups: what host runs size their loops for is the pool's size."""
    monkeypatch.delenv("XLAC_NUM_THREADS", raising=False)
    monkeypatch.delenv("XLAC_CGROUP_ROOT", raising=False)
    assert int(_run(driver, "count")) == parallel.num_threads()


def test_cap_limits_a_loops_threads(driver: Path) -> None:
    """A pool of 8: capped loops run on at most their cap, uncapped ones on more than 4."""
    seen = {}
    for line in _run(driver, "cap", env={"XLAC_NUM_THREADS": "8"}).splitlines():
        _, cap, _, threads = line.split()
        seen[int(cap)] = int(threads)
    assert seen[0] > 4, seen
    for cap in (1, 2, 3, 4):
        assert 1 <= seen[cap] <= cap, seen
