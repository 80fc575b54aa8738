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


def pytest_collection_modifyitems(config, items):
    """Tests that need a GPU are deselected on machines without one, with one line saying so."""
    gpu = [item for item in items if item.get_closest_marker("gpu")]
    if not gpu:
        return
    reason = _gpu_absent_reason()
    if reason is None:
        return
    config.hook.pytest_deselected(items=gpu)
    items[:] = [item for item in items if not item.get_closest_marker("gpu")]
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"tier left out: gpu ({len(gpu)} tests): {reason}")
