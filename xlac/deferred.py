"""Deferred imports for the command line: a module that loads on its first use.

numpy's import is ~70 ms of CPU, a fifth of a small `xlac compile`, yet a module whose
constants are all scalars (literals.ScalarLiteral) is compiled without computing with an array. Every xlac module still says
``import numpy as np`` at its top (readable, and what a library user of xlac gets); the CLI
alone puts a stand-in in ``sys.modules`` first, which imports the real module the first time
any attribute is read and takes over its namespace, as Mercurial's demandimport does for
``hg``. Code that runs when a module is imported must not touch ``np`` (define such things on
first use instead: see literals._elided_array).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import types
from typing import Any


class _Deferred(types.ModuleType):
    """Stands in for a module until an attribute is read. It carries the module's spec (as
    find_spec would return it), so the import system and ``importlib.util.find_spec`` treat it
    as the loaded module."""

    _lock = threading.RLock()

    def __getattr__(self, attr: str) -> Any:  # only for names not (yet) in the namespace
        with _Deferred._lock:
            name = self.__name__
            if sys.modules.get(name) is self:
                del sys.modules[name]  # the real import must not find the stand-in
                try:
                    real = importlib.import_module(name)
                except BaseException:
                    sys.modules[name] = self
                    raise
                self.__dict__.update(real.__dict__)  # later reads are plain lookups
            real = sys.modules[name]
        return getattr(real, attr)


def defer(name: str) -> None:
    """Make ``import name`` cheap until the module is used; a no-op once it is imported."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None:
        return  # not installed: the first import says so as usual
    stand_in = _Deferred(name)
    stand_in.__spec__ = spec
    sys.modules[name] = stand_in
