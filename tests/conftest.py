import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def _gpu_absent_reason() -> str | None:
    """Why GPU tests cannot run here (None: a CUDA device is present)."""
    from xlac.targets.nvptx.cuda import Driver, NoGpu

    try:
        Driver.load()
    except NoGpu as e:
        return e.message
    return None


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs a CUDA GPU; deselected (not skipped) where none is present")


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
