"""Target registry: an explicit dict of lazy-import thunks, plus the `xlac.targets` entry-point
group so a pip-installed package can add a target with no change to xlac."""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points
from typing import Callable

from ..errors import XlacError
from .base import Target

_BUILTIN: dict[str, Callable[[], type[Target]]] = {
    "interpreter": lambda: importlib.import_module("xlac.targets.interpreter.target").InterpreterTarget,
    "cpu": lambda: importlib.import_module("xlac.targets.cpu.compiler").CpuTarget,
}


def _plugins() -> dict[str, Callable[[], type[Target]]]:
    found = {}
    for ep in entry_points(group="xlac.targets"):
        found[ep.name] = ep.load
    return found


def register_builtin(name: str, loader: Callable[[], type[Target]]) -> None:
    _BUILTIN[name] = loader


def target_names() -> list[str]:
    return list(_BUILTIN) + [n for n in _plugins() if n not in _BUILTIN]


def get_target(name: str) -> Target:
    loaders = {**_plugins(), **_BUILTIN}
    if name not in loaders:
        raise XlacError(f"unknown target '{name}'; registered targets: {', '.join(target_names())}")
    return loaders[name]()()
