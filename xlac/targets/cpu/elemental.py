"""CPU hooks for the shared elemental emitter: math routines come from libm."""

from __future__ import annotations

from ...codegen.llvm.elemental import ElementalEmitter


class CpuElementalEmitter(ElementalEmitter):
    """libm provides exp/log/sin...; nothing else differs from the shared emitter."""
