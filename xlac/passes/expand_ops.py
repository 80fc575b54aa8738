"""Ops XLA:CPU implements itself (TopK, oneDNN matmul, scan, rng, scaled-dot...: see
xlac/hlo/expansions.py) become a ``call`` of their plain-HLO expansion, so the compiled targets
emit them from ordinary instructions that buffer assignment and fusion see (the call-inliner
flattens the call from -O1 on). The interpreter evaluates the same expansions."""

from __future__ import annotations

from xlac.hlo.expansions import expansion
from xlac.hlo.ir import Module
from xlac.passes.rewrite import expand_into_calls


class ExpandOps:
    name = "expand-ops"

    def run(self, module: Module) -> bool:
        return expand_into_calls(module, expansion)
