"""fft as a naive multi-dimensional DFT over the innermost len(fft_length) dims, accumulated
in f64 with exactly reduced phases ((k*n) mod N per dim, so large transforms keep precision).

    FFT:   X[k] = sum_n x[n] e^{-2 pi i k.n/N}        IFFT: x[n] = 1/N sum_k X[k] e^{+...}
    RFFT:  FFT of a real input, innermost dim N/2+1
    IRFFT: real inverse from the half spectrum: every bin but DC (and Nyquist for even N)
           counts twice, and only the real part is kept (numpy's / XLA's c2r convention).
"""

from __future__ import annotations

import math

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator, generator
from xlac.codegen.llvm.emitters.common import F64_DT, Slots, arith
from xlac.codegen.llvm.loops import Index, loop_nest
from xlac.codegen.llvm.types import F64, I64, value_type
from xlac.hlo.ir import Instruction


def _parts_f64(ctx: EmitContext, b: ir.IRBuilder, v: ir.Value) -> tuple[ir.Value, ir.Value]:
    """(re, im) of a compute-form real or complex value, flushed (DAZ: XLA:CPU's transform reads
    a subnormal part as 0) and widened to f64."""
    def wide(x: ir.Value) -> ir.Value:
        x = ctx.elemental.ftz(b, x)
        return x if x.type == F64 else b.fpext(x, F64)

    if isinstance(v.type, ir.LiteralStructType):
        return wide(b.extract_value(v, 0)), wide(b.extract_value(v, 1))
    return wide(v), F64(0.0)


@generator("fft")
def fft(ctx: EmitContext, instr: Instruction, gens: list[Generator]) -> Generator:
    kind = str(instr.attrs["fft_type"])
    lengths = tuple(instr.attrs["fft_length"])
    d = len(lengths)
    in_dims = instr.operands[0].shape.dims[-d:] if d else ()
    out_dt = instr.shape.dtype
    inverse = kind in ("IFFT", "IRFFT")
    sign = 1.0 if inverse else -1.0
    scale = 1.0 / math.prod(lengths) if inverse and lengths else 1.0
    half_last = lengths[-1] if kind == "IRFFT" else 0

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        outer, k = list(idx[:len(idx) - d]), idx[len(idx) - d:]
        acc = Slots(ctx, [F64, F64], "dft")
        acc.store(b, [F64(0.0), F64(0.0)])
        with loop_nest(b, in_dims, "dft") as n:
            xr, xi = _parts_f64(ctx, b, gens[0](b, outer + list(n)))
            frac = F64(0.0)
            for kk, nn, size in zip(k, n, lengths):
                turn = b.urem(b.mul(kk, nn), I64(size))
                frac = b.fadd(frac, b.fdiv(b.uitofp(turn, F64), F64(float(size))))
            angle = b.fmul(frac, F64(sign * 2 * math.pi))
            c, s = arith(ctx, b, "cosine", F64_DT, angle), arith(ctx, b, "sine", F64_DT, angle)
            re = b.fsub(b.fmul(xr, c), b.fmul(xi, s))
            im = b.fadd(b.fmul(xr, s), b.fmul(xi, c))
            if half_last:
                m = n[-1]
                single = b.or_(b.icmp_unsigned("==", m, I64(0)), b.icmp_unsigned("==", b.mul(m, I64(2)), I64(half_last)))
                w = b.select(single, F64(1.0), F64(2.0))
                re, im = b.fmul(re, w), b.fmul(im, w)
            r0, i0 = acc.load(b)
            acc.store(b, [b.fadd(r0, re), b.fadd(i0, im)])
        re, im = (b.fmul(v, F64(scale)) for v in acc.load(b))
        ty = value_type(out_dt)
        ftz = ctx.elemental.ftz  # FTZ: a result in the subnormal range of its type is 0
        if not out_dt.is_complex:
            return ftz(b, re if ty == F64 else b.fptrunc(re, ty))
        part = ty.elements[0]
        re, im = (ftz(b, v if part == F64 else b.fptrunc(v, part)) for v in (re, im))
        return b.insert_value(b.insert_value(ir.Constant(ty, ir.Undefined), re, 0), im, 1)

    return gen
