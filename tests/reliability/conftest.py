"""The valgrind sweep of the whole corpus (~225 programs under memcheck) is a long tier: `make
fuzz` runs it (XLAC_VALGRIND_CORPUS=1); elsewhere it is deselected, not skipped, and the run says
so in one line. The fast tier (a few cases and the check that memcheck is watching) always runs."""

from __future__ import annotations

import os


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "slow: long-running; deselect with -m 'not slow'")
    config.addinivalue_line("markers", "valgrind_corpus: the whole corpus under valgrind (make fuzz)")


def pytest_collection_modifyitems(config, items) -> None:
    if os.environ.get("XLAC_VALGRIND_CORPUS"):
        return
    left = [i for i in items if i.get_closest_marker("valgrind_corpus")]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [i for i in items if not i.get_closest_marker("valgrind_corpus")]
        _deselected.append(len(left))


_deselected: list[int] = []


def pytest_terminal_summary(terminalreporter) -> None:
    if _deselected:
        terminalreporter.write_line(f"tier left out: valgrind over the whole corpus ({_deselected[0]} cases; "
                                    "`make fuzz` runs it, or set XLAC_VALGRIND_CORPUS=1)")
