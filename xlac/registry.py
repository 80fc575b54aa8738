"""The targets: xlac's own (a dict of lazy imports, so a command pays only for the target it
uses) and those installed packages add through the ``xlac.targets`` entry-point group, found by
one lookup. Every command and the conformance suite go through here, so an out-of-tree target is
used and tested exactly like an in-tree one.

A package adds a target with, in its pyproject.toml::

    [project.entry-points."xlac.targets"]
    mychip = "mychip_xlac.target:MyChipTarget"
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

from xlac.errors import XlacError
from xlac.targets.base import Target

ENTRY_POINT_GROUP = "xlac.targets"


def _builtin(module: str, cls: str) -> Callable[[], type[Target]]:
    return lambda: getattr(importlib.import_module(module), cls)


BUILTIN: dict[str, Callable[[], type[Target]]] = {
    "interpreter": _builtin("xlac.targets.interpreter.target", "InterpreterTarget"),
    "cpu": _builtin("xlac.targets.cpu.target", "CpuTarget"),
    "nvptx": _builtin("xlac.targets.nvptx.target", "NvptxTarget"),
    "xacc": _builtin("xlac.targets.xacc.target", "XaccTarget"),
}


@lru_cache(maxsize=1)
def _installed() -> dict[str, Callable[[], type[Target]]]:
    from importlib.metadata import entry_points  # ~20 ms: only when a name is not in-tree

    return {ep.name: ep.load for ep in entry_points(group=ENTRY_POINT_GROUP)}


def target_names() -> list[str]:
    """In-tree targets first, then installed ones, each once."""
    return list(BUILTIN) + [n for n in _installed() if n not in BUILTIN]


@cache
def get_target(name: str) -> Target:
    loader = BUILTIN.get(name) or _installed().get(name)
    if loader is None:
        raise XlacError(f"unknown target '{name}'; registered targets: {', '.join(target_names())}")
    try:
        cls = loader()
    except ImportError as e:
        raise XlacError(f"the target '{name}' cannot be loaded: {e}") from None
    if not (isinstance(cls, type) and issubclass(cls, Target)):
        raise XlacError(f"the target '{name}' is not an xlac Target ({cls!r})")
    return cls()


def target_for_triple(triple: str) -> str:
    """The target whose code generator handles ``--triple`` when no ``--target`` is given."""
    for name in target_names():
        if name != "interpreter" and get_target(name).accepts(triple):
            return name
    raise XlacError(f"no registered target compiles for the triple '{triple}'")


def target_for_artifact(path: str | Path) -> str | None:
    """The target that wrote ``path`` (for `xlac run FILE`), or None for anything else."""
    for name in target_names():
        if get_target(name).owns_artifact(Path(path)):
            return name
    return None
