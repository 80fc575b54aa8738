"""rng-bit-generator, bit-exact with XLA's RngBitGeneratorExpander (the interpreter's
kernels/rng.py documents the stream layout this follows).

Each output element is computed independently from its row-major position, so the bits are one
element loop: Threefry-2x32 (20 rounds) over a 64-bit counter, or Philox-4x32 (10 rounds) over
a 128-bit counter. The new state is the old one with the counter advanced.
"""

from __future__ import annotations

from math import prod

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.emitters.common import copy_array, fill
from xlac.codegen.llvm.generators import bit_width, bits_value, linearize
from xlac.codegen.llvm.loops import Index, IrArray
from xlac.codegen.llvm.types import I32, I64
from xlac.errors import XlacError
from xlac.hlo.ir import Instruction

_THREEFRY_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)
_THREEFRY_PARITY = 0x1BD11BDA
_PHILOX_W = (0x9E3779B9, 0xBB67AE85)
_PHILOX_M = (0xD2511F53, 0xCD9E8D57)


def _split(b: ir.IRBuilder, v: ir.Value) -> tuple[ir.Value, ir.Value]:
    """u64 -> (low u32, high u32)."""
    return b.trunc(v, I32), b.trunc(b.lshr(v, I64(32)), I32)


def _join(b: ir.IRBuilder, lo: ir.Value, hi: ir.Value) -> ir.Value:
    return b.or_(b.zext(lo, I64), b.shl(b.zext(hi, I64), I64(32)))


def threefry2x32(b: ir.IRBuilder, x0: ir.Value, x1: ir.Value, k0: ir.Value, k1: ir.Value) -> tuple[ir.Value, ir.Value]:
    """Threefry-2x32, 20 rounds: 5 groups of 4 with a key injection after each group."""
    ks = (k0, k1, b.xor(b.xor(k0, k1), I32(_THREEFRY_PARITY)))
    x0, x1 = b.add(x0, ks[0]), b.add(x1, ks[1])
    for group in range(5):
        for r in _THREEFRY_ROTATIONS[:4] if group % 2 == 0 else _THREEFRY_ROTATIONS[4:]:
            x0 = b.add(x0, x1)
            x1 = b.or_(b.shl(x1, I32(r)), b.lshr(x1, I32(32 - r)))
            x1 = b.xor(x0, x1)
        i = group + 1
        x0 = b.add(x0, ks[i % 3])
        x1 = b.add(b.add(x1, ks[(i + 1) % 3]), I32(i))
    return x0, x1


def philox4x32(b: ir.IRBuilder, x: list[ir.Value], k0: ir.Value, k1: ir.Value) -> list[ir.Value]:
    """Philox-4x32, 10 rounds; round r uses key (k0 + r*W0, k1 + r*W1)."""
    x0, x1, x2, x3 = x
    for r in range(10):
        key0 = b.add(k0, I32((r * _PHILOX_W[0]) & 0xFFFFFFFF))
        key1 = b.add(k1, I32((r * _PHILOX_W[1]) & 0xFFFFFFFF))
        lo0, hi0 = _split(b, b.mul(b.zext(x0, I64), I64(_PHILOX_M[0])))
        lo1, hi1 = _split(b, b.mul(b.zext(x2, I64), I64(_PHILOX_M[1])))
        x0, x1, x2, x3 = b.xor(b.xor(hi1, x1), key0), lo1, b.xor(b.xor(hi0, x3), key1), lo0
    return [x0, x1, x2, x3]


def _pick(b: ir.IRBuilder, which: ir.Value, values: list[ir.Value]) -> ir.Value:
    """values[which] by a select chain."""
    result = values[0]
    for k, v in enumerate(values[1:], start=1):
        result = b.select(b.icmp_unsigned("==", which, I64(k)), v, result)
    return result


def _split_dim(dims: tuple[int, ...]) -> int:
    """XLA's SplitShapeIntoHalves: the first even dimension, else the largest (first on ties)."""
    for i, d in enumerate(dims):
        if d % 2 == 0:
            return i
    return max(range(len(dims)), key=lambda i: (dims[i], -i))


def _narrow(b: ir.IRBuilder, bits: ir.Value, out: IrArray) -> ir.Value:
    """The low bits of the stream word, as the output's compute type (a float output holds the
    bits themselves, as XLA's does: f32 outputs are the u32 stream's bits)."""
    width = ir.IntType(bit_width(out.dtype))
    return bits_value(b, bits if width == bits.type else b.trunc(bits, width), out.dtype)


def _threefry(b: ir.IRBuilder, key: tuple[ir.Value, ir.Value], counter: ir.Value, bits: IrArray):
    """(element generator, counters used). 64-bit outputs use one counter per element; narrower
    ones one counter per pair of elements along the split dim, interleaving the two words."""
    dims = bits.shape.dims
    if bits.dtype.bits == 64:
        def wide(b: ir.IRBuilder, idx: Index) -> ir.Value:
            o0, o1 = threefry2x32(b, *_split(b, b.add(counter, linearize(b, idx, dims))), *key)
            return _narrow(b, _join(b, o0, o1), bits)
        return wide, prod(dims)
    if not dims:
        return (lambda b, idx: _narrow(b, threefry2x32(b, *_split(b, counter), *key)[0], bits)), 1
    axis = _split_dim(dims)
    half = list(dims)
    half[axis] = -(-dims[axis] // 2)

    def narrow(b: ir.IRBuilder, idx: Index) -> ir.Value:
        hidx = list(idx)
        hidx[axis] = b.udiv(idx[axis], I64(2))
        o0, o1 = threefry2x32(b, *_split(b, b.add(counter, linearize(b, hidx, half))), *key)
        word = b.select(b.icmp_unsigned("==", b.urem(idx[axis], I64(2)), I64(0)), o0, o1)
        return _narrow(b, word, bits)

    return narrow, prod(half)


def _philox(b: ir.IRBuilder, key: tuple[ir.Value, ir.Value], low: ir.Value, high: ir.Value, bits: IrArray):
    """(element generator, blocks used). Block i encrypts counter + i; its four words are four
    consecutive 32-bit outputs, or two consecutive 64-bit ones."""
    dims = bits.shape.dims
    wide = bits.dtype.bits == 64
    per_block = 2 if wide else 4

    def gen(b: ir.IRBuilder, idx: Index) -> ir.Value:
        i = linearize(b, idx, dims)
        block, which = b.udiv(i, I64(per_block)), b.urem(i, I64(per_block))
        c_low = b.add(low, block)
        c_high = b.add(high, b.zext(b.icmp_unsigned("<", c_low, low), I64))
        w = philox4x32(b, [*_split(b, c_low), *_split(b, c_high)], *key)
        if wide:
            return _narrow(b, _pick(b, which, [_join(b, w[0], w[1]), _join(b, w[2], w[3])]), bits)
        return _narrow(b, _pick(b, which, w), bits)

    return gen, -(-prod(dims) * (2 if wide else 1) // 4)


@emitter("rng-bit-generator")
def rng_bit_generator(ctx: EmitContext, instr: Instruction, operands: list, out: tuple) -> None:
    """state[0] is the key; the counter is state[1] (Threefry) or (state[1], state[2]) for
    Philox, (state[1], state[0]) when the state has only two words. rng_default is Philox."""
    (state,) = operands
    new_state, bits = out
    if state.dtype.bits != 64:
        raise XlacError(f"rng-bit-generator state of {state.dtype.name}: expected 64-bit words")
    algorithm = str(instr.attrs["algorithm"])
    b = ctx.builder
    key = _split(b, state.load(b, [I64(0)]))
    words = state.shape.dims[0]
    copy_array(ctx, state, new_state)
    if algorithm == "rng_three_fry":
        counter = state.load(b, [I64(1)])
        gen, used = _threefry(b, key, counter, bits)
        fill(ctx, bits, gen)
        new_state.store(b, b.add(counter, I64(used)), [I64(1)])
    elif algorithm in ("rng_philox", "rng_default"):
        low = state.load(b, [I64(1)])
        high = state.load(b, [I64(2 if words >= 3 else 0)])
        gen, used = _philox(b, key, low, high, bits)
        fill(ctx, bits, gen)
        new_low = b.add(low, I64(used))
        new_state.store(b, new_low, [I64(1)])
        if words >= 3:
            new_state.store(b, b.add(high, b.zext(b.icmp_unsigned("<", new_low, low), I64)), [I64(2)])
    else:
        raise XlacError(f"rng-bit-generator algorithm '{algorithm}' is not supported")
