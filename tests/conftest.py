"""Test-session set-up: tests/ holds shared helpers (corpus.py, cli_runner.py), and
tests/plugins/ holds out-of-tree packages (the toy target) "installed" the way pip leaves them,
so xlac finds them only through their entry points, as it would a real plugin."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "plugins"))
