"""Dot and convolution on the matrix unit (16x16 tiles, f32 accumulation).

``matrix_dot``: C[M,N] = A[M,K] @ B[K,N] in output blocks of up to 64x64 (up to 16 accumulator
tiles). Each block's A row panel and B column panel come in by DMA (the B panel by a strided
transfer) into one of two buffer sets while the block before computes from the other, so DMA
overlaps the matrix unit; the inner loop issues one ``mmac`` per accumulator with the address
increments dual-issued beside them.

``matrix_conv``: a stride-1 NHWC x HWIO convolution as a sum over kernel taps of shifted
[pixels, Cin] x [Cin, Cout] products: the padded input image lives in the scratchpad, a row of 16
output pixels is one A tile per tap and input-channel chunk.
"""

from __future__ import annotations

from typing import Any

from xlac.hlo.attributes import DotDims
from xlac.hlo.ir import Instruction

from . import isa
from .emitter import ZERO

MAX_ACC = isa.N_ACC


def dot_eligible(ins: Instruction) -> bool:
    lhs, rhs = ins.operands
    if ins.shape.is_tuple or ins.shape.dtype.name != "f32" or lhs.shape.rank != 2 or rhs.shape.rank != 2:
        return False
    if lhs.shape.dtype.name not in ("f32", "bf16") or rhs.shape.dtype != lhs.shape.dtype:
        return False
    dd = DotDims.of(ins.attrs, 2, 2)
    if dd.lhs_batch or dd.lhs_contracting != (1,) or dd.rhs_contracting != (0,):
        return False
    if not (lhs.shape.has_default_layout and rhs.shape.has_default_layout and ins.shape.has_default_layout):
        return False
    (m, k), (_, n) = lhs.shape.dims, rhs.shape.dims
    if m % 16 or n % 16 or k % 16 or m * n * k < 32 * 32 * 32:
        return False
    bm, bn = _block(m), _block(n)
    size = lhs.shape.dtype.itemsize
    return 2 * (bm * k + k * bn) * size + 2 * bm * bn * 4 <= 3 << 20


def _block(d: int) -> int:
    return 64 if d % 64 == 0 else 32 if d % 32 == 0 else 16


def matrix_dot(lw: Any, ins: Instruction, a_buf: int, b_buf: int, c_buf: int) -> None:
    em = lw.em
    lhs, rhs = ins.operands
    (m, k), (_, n) = lhs.shape.dims, rhs.shape.dims
    t = lhs.shape.dtype.name
    size = lhs.shape.dtype.itemsize
    bm, bn = _block(m), _block(n)
    ti, tj = bm // 16, bn // 16
    nbi, nbj = m // bm, n // bn
    nblocks = nbi * nbj
    a_bytes, b_bytes, c_bytes = bm * k * size, k * bn * size, bm * bn * 4
    set_size = a_bytes + b_bytes + c_bytes
    a_off, b_off, c_off = 0, a_bytes, a_bytes + b_bytes
    lw.kernels += 1

    def issue(block: Any, which: Any, tag: int) -> None:
        bi, bj = em.s(), em.s()
        em("divi", bi, block, nbj)
        em("remi", bj, block, nbj)
        base = em.s()
        em("muli", base, which, set_size)
        # A panel: bm rows of k elements, contiguous in DRAM
        src = em.s()
        em("lba", src, a_buf)
        off = em.s()
        em("muli", off, bi, a_bytes)
        em("add", src, src, off)
        rows, nb = em.li(1), em.li(a_bytes)
        em("dcfg", rows, nb, nb)
        dst = em.s()
        em("addi", dst, base, a_off)
        em("dld", dst, src, nb, tag)
        # B panel: k rows of bn elements, n elements apart in DRAM
        src2 = em.s()
        em("lba", src2, b_buf)
        off2 = em.s()
        em("muli", off2, bj, bn * size)
        em("add", src2, src2, off2)
        rows2, row_bytes, stride = em.li(k), em.li(bn * size), em.li(n * size)
        em("dcfg", rows2, stride, row_bytes)
        dst2 = em.s()
        em("addi", dst2, base, b_off)
        em("dld", dst2, src2, row_bytes, tag)

    s_a, s_b, s_c = em.li(k * size), em.li(bn * size), em.li(bn * 4)
    em("mcfg", s_a, s_b, s_c)
    zero = em.li(0)
    issue(zero, zero, 0)
    blk = em.li(0)
    total = em.li(nblocks)
    top = em.label("mblock")
    em.place(top)
    cur = em.s()
    em("andi", cur, blk, 1)
    nxt = em.s()
    em("addi", nxt, blk, 1)
    other = em.s()
    em("xor", other, cur, em.li(1))
    no_pf, odd, waited, odd_wait = em.label("nopf"), em.label("odd"), em.label("waited"), em.label("oddw")
    em("bge", nxt, total, no_pf)
    em("bne", cur, ZERO, odd)
    issue(nxt, other, 1)
    em("jmp", no_pf)
    em.place(odd)
    issue(nxt, other, 0)
    em.place(no_pf)
    em("bne", cur, ZERO, odd_wait)
    em("dwait", 0)
    em("dwait", 2)
    em("jmp", waited)
    em.place(odd_wait)
    em("dwait", 1)
    em("dwait", 3)
    em.place(waited)
    base = em.s()
    em("muli", base, cur, set_size)
    for acc in range(ti * tj):
        em("mzero", acc)
    a_regs, b_regs = [], []
    for i in range(ti):
        r = em.s()
        em("addi", r, base, a_off + i * 16 * k * size)
        a_regs.append(r)
    for j in range(tj):
        r = em.s()
        em("addi", r, base, b_off + j * 16 * size)
        b_regs.append(r)
    kk = em.li(0)
    kend = em.li(k // 16)
    inner = em.label("mk")
    em.place(inner)
    em("addi", kk, kk, 1)
    for i in range(ti):
        for j in range(tj):
            em("mmac", i * tj + j, a_regs[i], b_regs[j], t=t)
            # an address moves on after its last use in this step, dual-issued beside the mmac
            if j == tj - 1:
                em("addi", a_regs[i], a_regs[i], 16 * size)
            if i == ti - 1:
                em("addi", b_regs[j], b_regs[j], 16 * bn * size)
    em("blt", kk, kend, inner)
    for i in range(ti):
        for j in range(tj):
            addr = em.s()
            em("addi", addr, base, c_off + (i * 16 * bn + j * 16) * 4)
            em("mst", i * tj + j, addr)
    # C block out: bm rows of bn floats, n floats apart in DRAM
    bi, bj = em.s(), em.s()
    em("divi", bi, blk, nbj)
    em("remi", bj, blk, nbj)
    dst = em.s()
    em("lba", dst, c_buf)
    off = em.s()
    em("muli", off, bi, bm * n * 4)
    em("add", dst, dst, off)
    off2 = em.s()
    em("muli", off2, bj, bn * 4)
    em("add", dst, dst, off2)
    rows, row_bytes, stride = em.li(bm), em.li(bn * 4), em.li(n * 4)
    em("dcfg", rows, row_bytes, stride)
    src = em.s()
    em("addi", src, base, c_off)
    stored, odd_out = em.label("stored"), em.label("oddout")
    em("bne", cur, ZERO, odd_out)
    em("dst", dst, src, row_bytes, 2)
    em("jmp", stored)
    em.place(odd_out)
    em("dst", dst, src, row_bytes, 3)
    em.place(stored)
    em("addi", blk, blk, 1)
    em("blt", blk, total, top)
    em("dwait", 2)
    em("dwait", 3)
