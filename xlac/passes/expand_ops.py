"""Ops XLA:CPU implements itself (TopK, oneDNN matmul, scan, rng, scaled-dot...: see
xlac/hlo/expansions.py) become a ``call`` of their plain-HLO expansion, so the compiled targets
emit them from ordinary instructions that buffer assignment and fusion see (the call-inliner
flattens the call from -O1 on). The interpreter evaluates the same expansions."""

from __future__ import annotations

from xlac.hlo.expansions import expansion, has_expansion
from xlac.hlo.ir import Module
from xlac.passes.rewrite import Namer, finish, replace_with_call


class ExpandOps:
    name = "expand-ops"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in list(module.computations):
            for instr in list(comp.instructions):
                if not has_expansion(instr):
                    continue
                sub = expansion(instr)
                assert sub is not None
                replace_with_call(module, namer, comp, instr, sub)
                changed = True
        if changed:
            finish(module)
        return changed
