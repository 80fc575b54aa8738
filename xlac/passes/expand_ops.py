"""Ops XLA:CPU implements itself (TopK, oneDNN matmul, scan, rng, scaled-dot...: see
xlac/hlo/expansions.py) become a ``call`` of their plain-HLO expansion, so the compiled targets
emit them from ordinary instructions that buffer assignment and fusion see (the call-inliner
flattens the call from -O1 on). The interpreter evaluates the same expansions."""

from __future__ import annotations

from xlac.hlo.expansions import expansion, has_expansion
from xlac.hlo.ir import Instruction, Module
from xlac.passes.rewrite import Namer, finish


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
                assert sub is not None and sub.entry is not None
                for c in sub.computations:
                    c.name = namer.fresh_computation(f"{instr.name}.{c.name}")
                    c.is_entry = False
                    for i in c.instructions:
                        i.name = namer.fresh(i.name)
                    module.computations.insert(module.computations.index(comp), c)
                call = Instruction(instr.name, "call", instr.shape, list(instr.operands),
                                   {"to_apply": sub.entry}, loc=instr.loc, parent=comp)
                for user in comp.instructions:
                    user.operands = [call if o is instr else o for o in user.operands]
                comp.instructions[comp.instructions.index(instr)] = call
                if comp.root is instr:
                    comp.root = call
                changed = True
        if changed:
            finish(module)
        return changed
