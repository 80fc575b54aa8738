"""Shrink a failing HLO module line by line while a predicate still holds (delta debugging),
for turning a fuzz finding into a small regression test.

    python tests/fuzz/minimize.py finding.hlo compile   # keeps lines while the finding persists
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]


def minimize(text: str, still_fails: Callable[[str], bool]) -> str:
    """Remove chunks of lines (halving the chunk size) as long as ``still_fails`` holds."""
    lines = text.split("\n")
    chunk = max(1, len(lines) // 2)
    while chunk >= 1:
        i = 0
        changed = False
        while i < len(lines):
            trial = lines[:i] + lines[i + chunk:]
            if trial and still_fails("\n".join(trial)):
                lines = trial
                changed = True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return "\n".join(lines)


def main() -> int:
    import tempfile

    import harness

    path, command = Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "compile"
    harness.preload()
    first = None

    def fails(candidate: str) -> bool:
        nonlocal first
        with tempfile.TemporaryDirectory() as tmp:
            model = Path(tmp) / "m.hlo"
            model.write_text(candidate)
            args = ["compile", str(model), "-o", str(Path(tmp) / "m.o")] if command == "compile" \
                else ["run", str(model), "-q", *sys.argv[3:]]
            o = harness.run_cli(args)
            key = (o.kind, o.message.split(":")[0])
            if first is None:
                first = key
            return o.is_finding and key == first

    text = path.read_text()
    if not fails(text):
        print("the input does not fail", file=sys.stderr)
        return 1
    print(minimize(text, fails))
    return 0


if __name__ == "__main__":
    sys.exit(main())
