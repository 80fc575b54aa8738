"""Dots with an ``algorithm`` that rounds or splits their operands (``dot_bf16_bf16_f32``,
``dot_bf16_bf16_f32_x3``...: xlac/hlo/dot_algorithms.py) become a ``call`` of their plain-HLO
expansion (converts, bit masks, several dots and their sum), which every compiled target
emits from ordinary instructions and the interpreter evaluates. Required at every -O level:
without it a target would compute the plain f32 dot, not the algorithm."""

from __future__ import annotations

from xlac.hlo.expansions import dot_algorithm_expansion
from xlac.hlo.ir import Module
from xlac.passes.rewrite import expand_into_calls


class DotAlgorithmExpander:
    name = "dot-algorithm"

    def run(self, module: Module) -> bool:
        return expand_into_calls(module, dot_algorithm_expansion)
