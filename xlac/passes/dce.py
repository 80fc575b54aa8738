"""Dead code elimination: instructions nothing needs, and computations nothing calls.

    ENTRY e { p = f32[4] parameter(0)  n = f32[4] negate(p)  ROOT a = f32[4] abs(p) }
  becomes
    ENTRY e { p = f32[4] parameter(0)  ROOT a = f32[4] abs(p) }

An instruction stays when it is the root, a parameter, or has a side effect (rng, infeed,
outfeed, send/recv, side-effecting custom calls, or a loop/branch/call whose body has one):
removing a dead ``rng`` would change the numbers every later ``rng`` draws.
"""

from __future__ import annotations

from xlac.hlo.ir import Module
from xlac.passes.rewrite import reachable_computations, remove_dead, sort_computations


class DeadCodeElimination:
    name = "dce"

    def run(self, module: Module) -> bool:
        changed = False
        for comp in module.computations:
            changed |= remove_dead(comp)
        before = len(module.computations)
        if len(reachable_computations(module)) != before:
            sort_computations(module)
            changed = True
        return changed
