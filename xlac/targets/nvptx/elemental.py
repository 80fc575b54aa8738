"""NVPTX hooks for the shared elemental emitter: math comes from libdevice.

The shared emitter calls math by its C names (``exp``, ``log1p``, ``atan2``...) through
``math_call``; a GPU has no libm, so here each becomes libdevice's ``__nv_expf`` / ``__nv_exp``
(CUDA's ``nvvm/libdevice/libdevice.10.bc``, linked into the module before PTX is written,
see ptx.py). Everything else (the LLVM intrinsics the shared emitter uses: fabs, copysign,
floor, sqrt, fptosi.sat...) NVPTX lowers itself.
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm.elemental import ElementalEmitter

# The C names the shared emitter may ask for; libdevice has each as __nv_<name>[f].
LIBDEVICE_FUNCTIONS = frozenset({
    "exp", "expm1", "log", "log1p", "sin", "cos", "tan", "tanh", "sinh", "cosh", "asin", "acos",
    "asinh", "acosh", "atanh", "erf", "cbrt", "atan2", "pow", "atan", "exp2", "log2", "log10", "fmod",
})

PREFIX = "__nv_"


class NvptxElementalEmitter(ElementalEmitter):
    """libdevice instead of libm; flushing stays explicit (XLA's results are FTZ/DAZ ones)."""

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        if name not in LIBDEVICE_FUNCTIONS:
            raise ValueError(f"'{name}' has no libdevice counterpart the nvptx target knows")
        ty = args[0].type
        fname = PREFIX + name + ("f" if ty == ir.FloatType() else "")
        fn = self._declare(fname, ir.FunctionType(ty, [a.type for a in args]))
        if not fn.attributes:
            fn.attributes.add("nounwind")
            fn.attributes.add("readnone")
        return b.call(fn, args)
