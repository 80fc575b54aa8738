"""Test-session set-up: tests/ holds shared helpers (corpus.py, cli_runner.py), and
tests/plugins/ holds out-of-tree packages (the toy target) "installed" the way pip leaves them,
so xlac finds them only through their entry points, as it would a real plugin."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "plugins"))

# Data generators and plugin packages are not test modules (--doctest-modules would import them;
# the generators need jax, which the test environment does not have).
collect_ignore_glob = ["workflow/data/*.py", "plugins/*"]


def _gpu_absent_reason() -> str | None:
    """Why GPU tests cannot run here (None: a CUDA device is present)."""
    from xlac.targets.nvptx.cuda import Driver, NoGpu

    try:
        Driver.load()
    except NoGpu as e:
        return e.message
    return None


def _amx_absent_reason() -> str | None:
    """Why AMX tests cannot run here (None: the CPU has the tiles, as Linux reports them)."""
    try:
        info = Path("/proc/cpuinfo").read_text()
    except OSError:
        return "no /proc/cpuinfo (not Linux)"
    flags = set(next((line.split(":", 1)[1].split() for line in info.splitlines() if line.startswith("flags")), []))
    missing = [f for f in ("amx_tile", "amx_bf16", "amx_int8") if f not in flags]
    return f"this CPU has no AMX ({', '.join(missing)} not in /proc/cpuinfo's flags)" if missing else None


def _deselect(config, items, marker: str, reason_of) -> None:
    """Deselect the tests marked ``marker`` when ``reason_of()`` gives a reason, saying so in one line."""
    marked = [item for item in items if item.get_closest_marker(marker)]
    if not marked:
        return
    reason = reason_of()
    if reason is None:
        return
    config.hook.pytest_deselected(items=marked)
    items[:] = [item for item in items if not item.get_closest_marker(marker)]
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"tier left out: {marker} ({len(marked)} tests): {reason}")


def pytest_collection_modifyitems(config, items):
    """Tests that need a GPU, or AMX tiles, are deselected on machines without them, with one
    line saying so."""
    _deselect(config, items, "gpu", _gpu_absent_reason)
    _deselect(config, items, "amx", _amx_absent_reason)
