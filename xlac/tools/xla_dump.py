"""XLA's dump directories (``XLA_FLAGS=--xla_dump_to=DIR``) as input.

XLA writes one ``module_NNNN.<name>.<stage>.txt`` per module and stage: ``before_optimizations``
(the HLO as the framework gave it) and ``after_optimizations`` (``cpu_``/``gpu_`` prefixed on those
backends; XLA's own optimized, scheduled HLO), beside buffer assignments, LLVM IR and objects that
are not HLO modules. A directory lists as its modules and stages; each file reads as HLO text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from xlac.errors import XlacError

# module_0000.jit_mlp.before_optimizations.txt, module_0002.jit_f.cpu_after_optimizations.txt,
# module_0001.jit_g.sm_8.0_gpu_after_optimizations.txt
_HLO_FILE = re.compile(r"^module_(\d+)\.(.+?)\.([\w.]*?(?:before|after)_optimizations)\.txt$")


@dataclass
class DumpedModule:
    """One module of a dump: its number, name and the HLO text file of each stage."""

    number: int
    name: str
    stages: dict[str, Path] = field(default_factory=dict)

    def preferred(self) -> Path:
        """The file to read when none is named: the HLO before XLA's optimizations."""
        return self.stages.get("before_optimizations") or next(iter(self.stages.values()))


def is_dump_dir(path: Path) -> bool:
    return path.is_dir() and any(_HLO_FILE.match(p.name) for p in path.iterdir())


def modules(directory: str | Path) -> list[DumpedModule]:
    """The HLO modules of a dump directory, by module number."""
    root = Path(directory)
    if not root.is_dir():
        raise XlacError(f"{root} is not a directory")
    found: dict[tuple[int, str], DumpedModule] = {}
    for path in sorted(root.iterdir()):
        m = _HLO_FILE.match(path.name)
        if m and path.is_file():
            number, name, stage = int(m.group(1)), m.group(2), m.group(3)
            found.setdefault((number, name), DumpedModule(number, name)).stages[stage] = path
    return [found[k] for k in sorted(found)]


def listing(directory: str | Path) -> str:
    """What ``xlac modules DIR`` prints: each module, its stages and their files."""
    mods = modules(directory)
    if not mods:
        raise XlacError(f"{directory} holds no XLA dump (no module_NNNN.<name>.*_optimizations.txt files; "
                        "XLA writes them with XLA_FLAGS=--xla_dump_to=DIR)")
    lines = []
    for m in mods:
        sig = signature(m.preferred())
        lines.append(f"module {m.number:04d} {m.name}" + (f" {sig}" if sig else ""))
        for stage in sorted(m.stages, key=lambda s: ("after" in s, s)):
            lines.append(f"  {stage:<28} {m.stages[stage]}")
    return "\n".join(lines) + "\n"


_ENTRY_LINE = re.compile(r"^ENTRY\s+%?[\w.\-]+\s*(\(.*\)\s*->\s*.+?)\s*\{\s*$", re.M)
_LAYOUT = re.compile(r"\{[0-9,]*(?::[^{}]*)?\}")


def signature(path: Path) -> str:
    """The entry's ``(x.1: f32[2,3], ...) -> f32[2,4]`` as XLA prints it on the ENTRY line, without
    parsing the module (dumps can be large); "" when the file does not say."""
    try:
        with path.open(errors="replace") as f:
            for line in f:
                m = _ENTRY_LINE.match(line)
                if m:
                    return _LAYOUT.sub("", m.group(1))
    except OSError:
        return ""
    return ""


def directory_error(directory: str | Path) -> XlacError:
    """A model path that is a directory: name its modules, so the user can pick a file."""
    path = Path(directory)
    if not is_dump_dir(path):
        return XlacError(f"{path} is a directory, not an HLO file")
    mods = modules(path)
    return XlacError(f"{path} is an XLA dump directory with {len(mods)} module(s); name one of its files",
                     notes=[f"{m.name}: {m.preferred()}" for m in mods]
                     + ["`xlac modules DIR` lists every stage"])
