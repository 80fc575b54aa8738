"""`xlac compile --cache-dir` / $XLAC_CACHE_DIR and `xlac cache info|clear` (issue: compile speed).

A hit must give the same bytes as a fresh compile, cost no heavy import, replay the compile's
warnings, and anything that changes the bytes (model text, an option, the output's name) must
miss. Concurrent compiles share one folder safely; the folder stays within its size limit."""

from __future__ import annotations

import concurrent.futures
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_runner import REPO, xlac

from xlac.tools import cache

SOFTMAX = """HloModule softmax
max {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] maximum(x, y)
}
ENTRY e {
  p = f32[4,8] parameter(0)
  c = f32[] constant(-inf)
  m = f32[4] reduce(p, c), dimensions={1}, to_apply=max
  b = f32[4,8] broadcast(m), dimensions={0}
  s = f32[4,8] subtract(p, b)
  ROOT e = f32[4,8] exponential(s)
}
"""


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def _entries(cache_dir: Path) -> int:
    return cache.CompileCache(cache_dir).info().entries


@pytest.fixture
def model(tmp_path: Path) -> Path:
    path = tmp_path / "softmax.hlo"
    path.write_text(SOFTMAX)
    return path


def test_hit_is_byte_identical_to_a_fresh_compile(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    fresh, first, second = (tmp_path / n for n in ("fresh", "first", "second"))
    for folder in (fresh, first, second):
        folder.mkdir()
    assert xlac("compile", str(model), "-o", str(fresh / "m.o")).returncode == 0
    for folder in (first, second):
        r = xlac("compile", str(model), "-o", str(folder / "m.o"), "--cache-dir", str(store))
        assert r.returncode == 0, r.stderr
    assert _digest(fresh) == _digest(first) == _digest(second)
    assert sorted(_digest(second)) == ["m.h", "m.o", "m.o.xlac.json"]
    assert _entries(store) == 1


def test_a_hit_imports_nothing_heavy(tmp_path: Path, model: Path) -> None:
    """The hit path is a hash and a copy: no numpy, LLVM, parser or target (what keeps it far
    under 0.15 s; `make bench` reports the time itself)."""
    store = tmp_path / "cache"
    out = tmp_path / "m.o"
    assert xlac("compile", str(model), "-o", str(out), "--cache-dir", str(store)).returncode == 0
    out.unlink()
    probe = (
        "import sys\n"
        "from xlac.cli import cli\n"  # the command itself: main() ends a finished compile with os._exit
        f"cli.main(['compile', {str(model)!r}, '-o', {str(out)!r}, '--cache-dir', {str(store)!r}], "
        "standalone_mode=False)\n"
        "heavy = sorted(m for m in ('numpy', 'llvmlite.binding', 'lark', 'xlac.driver', 'xlac.hlo.parser') "
        "if m in sys.modules)\n"
        "print('HEAVY', heavy)\n")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path,
                       env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert r.returncode == 0, r.stderr
    assert "HEAVY []" in r.stdout
    assert out.is_file()


@pytest.mark.parametrize("change", ["text", "option", "output-name", "env"])
def test_anything_that_changes_the_bytes_misses(tmp_path: Path, model: Path, change: str) -> None:
    store = tmp_path / "cache"
    args = ["compile", str(model), "-o", str(tmp_path / "m.o"), "--cache-dir", str(store)]
    assert xlac(*args).returncode == 0
    env = None
    if change == "text":
        model.write_text(SOFTMAX.replace("f32[4,8]", "f32[4,9]").replace("f32[4]", "f32[4]"))
    elif change == "option":
        args += ["-O", "1"]
    elif change == "output-name":
        args[3] = str(tmp_path / "other.o")
    else:
        env = {"XLAC_NUM_THREADS": "3"}
    r = xlac(*args, env=env)
    assert r.returncode == 0, r.stderr
    assert _entries(store) == 2


def test_env_var_warnings_replayed_and_no_cache(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    args = ["compile", str(model), "-o", str(tmp_path / "m.o"), "--max-ram", "1K"]
    env = {"XLAC_CACHE_DIR": str(store)}
    first = xlac(*args, env=env)
    second = xlac(*args, env=env)
    assert first.returncode == second.returncode == 0
    assert "Cortex-M" in first.stderr and first.stderr == second.stderr  # the warning, again on the hit
    assert _entries(store) == 1
    assert xlac(*args, "-O", "3", "--no-cache", env=env).returncode == 0
    assert _entries(store) == 1


def test_damaged_entry_is_a_miss_not_a_wrong_answer(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    out = tmp_path / "m.o"
    args = ["compile", str(model), "-o", str(out), "--cache-dir", str(store)]
    assert xlac(*args).returncode == 0
    good = out.read_bytes()
    stored = next(store.rglob("files/m.o"))
    stored.write_bytes(b"\0" * len(good))
    out.unlink()
    assert xlac(*args).returncode == 0
    assert out.read_bytes() == good


def test_library_compiles_are_cached(tmp_path: Path, model: Path) -> None:
    other = tmp_path / "neg.hlo"
    other.write_text("HloModule neg\nENTRY e {\n  p = f32[3] parameter(0)\n  ROOT n = f32[3] negate(p)\n}\n")
    store = tmp_path / "cache"
    args = ["compile", str(model), f"neg={other}", "-o", str(tmp_path / "libm.a"), "--cache-dir", str(store)]
    assert xlac(*args).returncode == 0, xlac(*args).stderr
    before = _digest(tmp_path)
    (tmp_path / "libm.a").unlink()
    assert xlac(*args).returncode == 0
    assert _digest(tmp_path) == before
    assert _entries(store) == 1


def test_concurrent_compiles_share_one_folder(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    outs = [tmp_path / f"o{k}" for k in range(4)]

    def one(folder: Path) -> subprocess.CompletedProcess:
        folder.mkdir()
        return xlac("compile", str(model), "-o", str(folder / "m.o"), "--cache-dir", str(store))

    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = list(pool.map(one, outs))
    assert all(r.returncode == 0 for r in results), [r.stderr for r in results]
    digests = [_digest(o) for o in outs]
    assert all(d == digests[0] for d in digests)
    assert _entries(store) == 1
    assert not [p for p in store.rglob("*") if p.name.startswith(".")]  # no temp folder left


def test_size_limit_evicts_least_recently_used(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    env = {"XLAC_CACHE_MAX_SIZE": "12K"}  # one entry (object, header, sidecar: about 8K), not two
    for level in ("0", "1", "2"):
        r = xlac("compile", str(model), "-o", str(tmp_path / "m.o"), "-O", level, "--cache-dir", str(store), env=env)
        assert r.returncode == 0, r.stderr
    info = cache.CompileCache(store).info()
    assert info.entries == 1 and info.size <= 12 << 10
    kept = next(store.rglob("manifest.json")).parent
    r = xlac("compile", str(model), "-o", str(tmp_path / "m.o"), "-O", "2", "--cache-dir", str(store), env=env)
    assert r.returncode == 0
    assert next(store.rglob("manifest.json")).parent == kept  # -O2, the last one used, was the one kept


def test_cache_info_and_clear(tmp_path: Path, model: Path) -> None:
    store = tmp_path / "cache"
    assert xlac("compile", str(model), "-o", str(tmp_path / "m.o"), "--cache-dir", str(store)).returncode == 0
    info = xlac("cache", "info", "--cache-dir", str(store))
    assert info.returncode == 0 and "entries  1" in info.stdout
    cleared = xlac("cache", "clear", env={"XLAC_CACHE_DIR": str(store)})
    assert cleared.returncode == 0 and "removed 1 entry from" in cleared.stdout
    assert _entries(store) == 0
    bad = xlac("compile", str(model), "--cache-dir", str(store), env={"XLAC_CACHE_MAX_SIZE": "lots"})
    assert bad.returncode == 1 and "XLAC_CACHE_MAX_SIZE" in bad.stderr and "internal error" not in bad.stderr


def test_cache_commands_as_the_readme_writes_them(tmp_path: Path, model: Path) -> None:
    """`xlac cache info` and `xlac cache clear` without a folder failed (`no cache folder`): they
    use the XDG cache folder and say that the compile cache is off; `compile -v` says whether a
    compile was a hit."""
    xdg = tmp_path / "xdg"
    env = {"XLAC_CACHE_DIR": "", "XDG_CACHE_HOME": str(xdg)}
    info = xlac("cache", "info", env=env)
    assert info.returncode == 0, info.stderr
    assert f"folder   {xdg / 'xlac'} (the default; the cache is off)" in info.stdout and "entries  0" in info.stdout
    assert "the compile cache is off" in info.stderr and f"export XLAC_CACHE_DIR={xdg / 'xlac'}" in info.stderr
    cleared = xlac("cache", "clear", env=env)
    assert cleared.returncode == 0 and f"removed 0 entries from {xdg / 'xlac'}" in cleared.stdout
    home = xlac("cache", "info", env={"XLAC_CACHE_DIR": "", "XDG_CACHE_HOME": "", "HOME": str(tmp_path)})
    assert home.returncode == 0 and f"folder   {tmp_path / '.cache' / 'xlac'} " in home.stdout
    on = dict(env, XLAC_CACHE_DIR=str(xdg / "xlac"))
    steps = [xlac("compile", str(model), "-o", str(tmp_path / "m.o"), "-v", env=e) for e in (env, on, on)]
    assert [s.returncode for s in steps] == [0, 0, 0]
    assert steps[0].stderr == "xlac: compile cache: off (no --cache-dir or $XLAC_CACHE_DIR)\n"
    assert steps[1].stderr == f"xlac: compile cache: miss in {xdg / 'xlac'}: compiled; stored\n"
    assert steps[2].stderr == (f"xlac: compile cache: hit in {xdg / 'xlac'}: wrote m.o, m.h, m.o.xlac.json "
                               "without compiling\n")
    info = xlac("cache", "info", env=on)
    assert "(from $XLAC_CACHE_DIR)" in info.stdout and "entries  1" in info.stdout and info.stderr == ""
    quiet = xlac("compile", str(model), "-o", str(tmp_path / "m.o"), env=on)
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_sizes() -> None:
    assert cache.parse_size("512M") == 512 << 20
    assert cache.parse_size("2G") == 2 << 30
    assert cache.parse_size("1.5K") == 1536
    assert cache.parse_size("100") == 100
    for bad in ("", "x", "-1", "0"):
        with pytest.raises(ValueError):
            cache.parse_size(bad)


def test_key_follows_xlac_sources(tmp_path: Path) -> None:
    """An edited xlac source (an editable install) changes the key, as a new version does."""
    import hashlib as h

    (tmp_path / "a.py").write_text("x = 1\n")

    def stamp() -> str:
        d = h.sha256()
        cache._tree_fingerprint(tmp_path, d)
        return d.hexdigest()

    before = stamp()
    (tmp_path / "a.py").write_text("x = 22\n")
    assert stamp() != before
