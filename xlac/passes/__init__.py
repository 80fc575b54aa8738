"""HLO-to-HLO passes and the pipeline that orders them (``pipeline.py``).

Every pass is one file holding one class with a ``name`` and ``run(module) -> bool`` (whether
it changed the module). Passes keep XLA's semantics exactly (NaN, -0, integer wrap-around) and
leave the module printable, parseable and verifiable. ``buffer_assignment.py`` is an analysis,
not a pass: it plans where every value lives in memory for the code generators, as the
target's ``MemoryModel`` (``memory_model.py``: alignment, spaces, parameter aliasing) asks.

    from xlac.passes.pipeline import optimize
    optimize(module, opt_level=2)
"""

from __future__ import annotations

from typing import Protocol

from xlac.hlo.ir import Module


class Pass(Protocol):
    """What the pipeline runs: a name (used by ``--passes``) and a run method."""

    name: str

    def run(self, module: Module) -> bool: ...
