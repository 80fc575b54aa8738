"""CPU hooks for the shared elemental emitter: math routines come from the C library.

The shared emitter already calls libm by its C names (``expf``, ``log1p``, ``atan2f``...) through
``math_call``, declared ``nounwind readnone`` as if compiled with -fno-math-errno; every CPU
triple's C runtime provides them, so the object files need nothing beyond libm at link time,
and the host JIT resolves them from the process's libm. Targets without a libm (nvptx: libdevice's
``__nv_expf``...) override ``math_call``; everything else in the emitter is target-neutral.
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm.elemental import ElementalEmitter
from xlac.hlo import opcodes

# The C99 functions the shared emitter may call (f32 variants get an "f" suffix): those the op
# table's rows name (``libm``), nothing else.
LIBM_FUNCTIONS = frozenset(op.libm for op in opcodes.OPS.values() if op.libm is not None)


class CpuElementalEmitter(ElementalEmitter):
    """libm provides exp/log/sin...; nothing else differs from the shared emitter."""

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """A libm call; refuses names outside C99 so no CPU object needs a newer libm."""
        if name not in LIBM_FUNCTIONS:
            raise ValueError(f"'{name}' is not a C99 libm function the cpu target may call")
        return super().math_call(b, name, args)
