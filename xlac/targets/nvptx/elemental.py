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
from xlac.hlo import opcodes

# The C names the shared emitter may ask for (the op table's ``libm`` functions); libdevice has
# each as __nv_<name>[f].
LIBDEVICE_FUNCTIONS = frozenset(op.libm for op in opcodes.OPS.values() if op.libm is not None)

PREFIX = "__nv_"


class NvptxElementalEmitter(ElementalEmitter):
    """libdevice instead of libm; flushing stays explicit (XLA's results are FTZ/DAZ ones)."""

    def math_call(self, b: ir.IRBuilder, name: str, args: list[ir.Value]) -> ir.Value:
        """libdevice's function, but XLA's own code where it has some (``xla_math``: f32 erf, tanh, expm1;
        PTX's fma.rn and div.rn round as x86's instructions do)."""
        own = self.xla_math(b, name, args)
        if own is not None:
            return own
        if name not in LIBDEVICE_FUNCTIONS:
            raise ValueError(f"'{name}' has no libdevice counterpart the nvptx target knows")
        ty = args[0].type
        fname = PREFIX + opcodes.libm_symbol(name, 32 if ty == ir.FloatType() else 64)
        fn = self._declare(fname, ir.FunctionType(ty, [a.type for a in args]))
        if not fn.attributes:
            fn.attributes.add("nounwind")
            fn.attributes.add("readnone")
        return b.call(fn, args)

    def _fp_binary(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, fn) -> ir.Value:  # type: ignore[no-untyped-def]
        """f32 add/subtract/multiply/divide as PTX's ``.rn.ftz`` instructions: they flush
        subnormal operands and results themselves, where the shared path spends four more
        instructions per flushed value (a memory-bound chain ran at half the copy bandwidth)."""
        if not self.flush_denormals or x.type != ir.FloatType():
            return super()._fp_binary(b, x, y, fn)
        name = {b.fadd.__func__: "add", b.fsub.__func__: "add", b.fmul.__func__: "mul",
                b.fdiv.__func__: "div"}.get(getattr(fn, "__func__", None))
        if name is None:
            return super()._fp_binary(b, x, y, fn)
        if fn.__func__ is b.fsub.__func__:
            y = b.fneg(y)  # x - y = x + (-y); a sign flip commutes with flushing
        f = self._declare(f"llvm.nvvm.{name}.rn.ftz.f", ir.FunctionType(x.type, [x.type, x.type]))
        return b.call(f, [x, y])

    def flip_sign(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """An xor of the sign bit in inline PTX: NVPTX lowers fneg to PTX's neg, which returns
        its canonical NaN for every NaN (an H200 gave +NaN for -(+NaN), where XLA flips the
        sign; a bitcast-convert shows it), and LLVM folds a plain integer xor back into fneg."""
        out = self._sign_bit(b, x, "xor", clear=False)
        return out if out is not None else super().flip_sign(b, x)

    def clear_sign(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """An and of the sign bit away in inline PTX, for the same reason: NVPTX lowers fabs to
        PTX's abs, which returned the canonical NaN's payload for a NaN on an H200."""
        out = self._sign_bit(b, x, "and", clear=True)
        return out if out is not None else super().clear_sign(b, x)

    @staticmethod
    def _sign_bit(b: ir.IRBuilder, x: ir.Value, op: str, clear: bool) -> ir.Value | None:
        """``op`` of f32/f64 ``x``'s bits with the sign bit (``clear``: with every bit but it),
        as one PTX instruction LLVM cannot fold back into a float op; None for other types."""
        widths = {ir.FloatType(): (32, "r"), ir.DoubleType(): (64, "l")}
        if x.type not in widths:
            return None
        width, reg = widths[x.type]
        mask = (1 << (width - 1)) ^ (((1 << width) - 1) if clear else 0)
        ity = ir.IntType(width)
        out = b.asm(ir.FunctionType(ity, [ity]), f"{op}.b{width} $0, $1, {mask:#x};", f"={reg},{reg}",
                    [b.bitcast(x, ity)], side_effect=False)
        return b.bitcast(out, x.type)

    def op_remainder(self, b, ins, out, args, attrs):  # type: ignore[no-untyped-def]
        """Floats through libdevice's exact fmod: NVPTX lowers LLVM's frem to x - trunc(x/y)*y,
        wrong for an infinite or huge dividend (the GPU gave -inf where XLA gives 0)."""
        if not out.is_float or out.is_complex:
            return super().op_remainder(b, ins, out, args, attrs)
        x, y = args
        y = self.ftz(b, y)
        wide = x.type if x.type in (ir.FloatType(), ir.DoubleType()) else ir.FloatType()
        if wide != x.type:  # f16/bf16: fmod is exact in f32 and its result fits the narrow type
            r = self.math_call(b, "fmod", [b.fpext(x, wide), b.fpext(y, wide)])
            return b.fptrunc(r, x.type)
        return self.math_call(b, "fmod", [x, y])

    def op_shift_left(self, b, ins, out, args, attrs):  # type: ignore[no-untyped-def]
        return super().op_shift_left(b, ins, out, self._short_amount(b, args), attrs)

    def op_shift_right_logical(self, b, ins, out, args, attrs):  # type: ignore[no-untyped-def]
        return super().op_shift_right_logical(b, ins, out, self._short_amount(b, args), attrs)

    @staticmethod
    def _short_amount(b: ir.IRBuilder, args: list) -> list:
        """A 64-bit shift amount clamped to 64 first: NVPTX folds "amount < 64 ? x << amount : 0"
        into PTX's clamping shl but passes only the amount's low 32 bits, so 2**63 shifted by
        nothing (u64_shift_mul_x64 on an H100). A clamped amount survives the truncation."""
        x, n = args
        if not isinstance(n.type, ir.IntType) or n.type.width <= 32:
            return list(args)
        width = n.type(n.type.width)
        return [x, b.select(b.icmp_unsigned("<", n, width), n, width)]
