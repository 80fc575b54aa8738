"""Call inlining: every ``call`` is replaced by a copy of the computation it calls.

    relu { x = f32[4] parameter(0)  z = f32[4] broadcast(f32[] constant(0))
           ROOT r = f32[4] maximum(x, z) }
    ENTRY e { p = f32[4] parameter(0)  ROOT a = f32[4] call(p), to_apply=relu }
  becomes
    ENTRY e { p = f32[4] parameter(0)  z = ...broadcast(...)  ROOT r = f32[4] maximum(p, z) }

Later passes then see one flat computation (fusion can cross the old call boundary). Computations
used by reduce, sort, map, scatter... are not calls and stay; computations nothing calls any more
disappear.
"""

from __future__ import annotations

from xlac.hlo.ir import Module
from xlac.passes.rewrite import (
    Namer,
    finish,
    inline_computation,
    replace_uses,
    sort_instructions,
)

_MAX_ROUNDS = 64  # nested calls are inlined round by round; a (malformed) recursive call stops here


class CallInliner:
    name = "call-inliner"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in list(module.computations):
            for _ in range(_MAX_ROUNDS):
                calls = [i for i in comp.instructions if i.opcode == "call"]
                if not calls:
                    break
                for call in calls:
                    at, end = comp.instructions.index(call), len(comp.instructions)
                    root = inline_computation(call.attrs["to_apply"], comp, namer, list(call.operands))
                    body = comp.instructions[end:]  # moved to where the call was: side effects
                    del comp.instructions[end:]       # (rng state, outfeed) keep their order
                    comp.instructions[at:at] = body
                    replace_uses(comp, namer, call, root)
                    comp.instructions.remove(call)
                sort_instructions(comp)
                changed = True
        if changed:
            finish(module, [])
        return changed
