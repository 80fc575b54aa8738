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
