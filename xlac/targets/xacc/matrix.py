"""Dot and convolution on the matrix unit (tiles of ``machine.matrix_tile`` squared, 16x16 on
xacc; f32 accumulation).

``matrix_dot``: C[M,N] = A[M,K] @ B[K,N] in output blocks of up to 4x4 tiles (64x64 on xacc; up
to ``machine.accumulators`` accumulator tiles). Each block's A row panel and B column panel come in by DMA (the B panel by a strided
transfer) into one of two buffer sets while the block before computes from the other, so DMA
overlaps the matrix unit; the inner loop issues one ``mmac`` per accumulator with the address
increments dual-issued beside them.

``matrix_conv``: a stride-1 NHWC x HWIO convolution as a sum over kernel taps of shifted
[pixels, Cin] x [Cin, Cout] products: the padded input image lives in the scratchpad, a row of
one tile's output pixels is one A tile per tap and input-channel chunk.
"""

from __future__ import annotations

from typing import Any

from xlac.hlo.attributes import DotDims
from xlac.hlo.ir import Instruction

from . import isa
from .elemental import arr
from .emitter import ZERO, Mem


def dot_eligible(ins: Instruction, machine: isa.MachineDescription = isa.XACC) -> bool:
    lhs, rhs = ins.operands
    T = machine.matrix_tile
    if ins.shape.is_tuple or arr(ins.shape).dtype.name != "f32" or arr(lhs.shape).rank != 2 or arr(rhs.shape).rank != 2:
        return False
    if arr(lhs.shape).dtype.name not in ("f32", "bf16") or arr(rhs.shape).dtype != arr(lhs.shape).dtype:
        return False
    dd = DotDims.of(ins.attrs, 2, 2)
    if dd.lhs_batch or dd.lhs_contracting != (1,) or dd.rhs_contracting != (0,):
        return False
    if not (arr(lhs.shape).has_default_layout and arr(rhs.shape).has_default_layout and arr(ins.shape).has_default_layout):
        return False
    (m, k), (_, n) = arr(lhs.shape).dims, arr(rhs.shape).dims
    if m % T or n % T or k % T or m * n * k < 32 * 32 * 32:
        return False
    bm, bn = _block(m, machine), _block(n, machine)
    size = arr(lhs.shape).dtype.itemsize
    return 2 * (bm * k + k * bn) * size + 2 * bm * bn * 4 <= machine.matrix_panel_bytes


def _block(d: int, machine: isa.MachineDescription) -> int:
    """Rows (columns) of an output block: as many tiles as divide ``d``, up to the most a square
    block of accumulators holds (4 of 16 accumulators: 64 on xacc), in powers of two."""
    side = 1
    while (2 * side) ** 2 <= machine.accumulators:
        side *= 2
    while side > 1 and d % (side * machine.matrix_tile):
        side //= 2
    return side * machine.matrix_tile


def matrix_dot(lw: Any, ins: Instruction, a_buf: int, b_buf: int, c_buf: int) -> None:
    em = lw.em
    T = lw.machine.matrix_tile
    lhs, rhs = ins.operands
    (m, k), (_, n) = arr(lhs.shape).dims, arr(rhs.shape).dims
    t = arr(lhs.shape).dtype.name
    size = arr(lhs.shape).dtype.itemsize
    bm, bn = _block(m, lw.machine), _block(n, lw.machine)
    ti, tj = bm // T, bn // T
    nbi, nbj = m // bm, n // bn
    nblocks = nbi * nbj
    a_bytes, b_bytes, c_bytes = bm * k * size, k * bn * size, bm * bn * 4
    set_size = a_bytes + b_bytes + c_bytes
    a_off, b_off, c_off = 0, a_bytes, a_bytes + b_bytes
    lw.kernels += 1
    lw.spm_peak = max(lw.spm_peak, 2 * set_size)

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
        em("addi", r, base, a_off + i * T * k * size)
        a_regs.append(r)
    for j in range(tj):
        r = em.s()
        em("addi", r, base, b_off + j * T * size)
        b_regs.append(r)
    kk = em.li(0)
    kend = em.li(k // T)
    inner = em.label("mk")
    em.place(inner)
    em("addi", kk, kk, 1)
    for i in range(ti):
        for j in range(tj):
            em("mmac", i * tj + j, a_regs[i], b_regs[j], t=t)
            # an address moves on after its last use in this step, dual-issued beside the mmac
            if j == tj - 1:
                em("addi", a_regs[i], a_regs[i], T * size)
            if i == ti - 1:
                em("addi", b_regs[j], b_regs[j], T * bn * size)
    em("blt", kk, kend, inner)
    for i in range(ti):
        for j in range(tj):
            addr = em.s()
            em("addi", addr, base, c_off + (i * T * bn + j * T) * 4)
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


def conv_eligible(ins: Instruction, machine: isa.MachineDescription = isa.XACC) -> bool:
    lhs, rhs = ins.operands
    T = machine.matrix_tile
    a = ins.attrs
    dn = a.get("dim_labels")
    window = a.get("window")
    if dn is None or window is None or ins.shape.is_tuple or arr(ins.shape).dtype.name != "f32":
        return False
    if arr(lhs.shape).dtype.name not in ("f32", "bf16") or arr(rhs.shape).dtype != arr(lhs.shape).dtype:
        return False
    if str(dn) != "b01f_01io->b01f" or a.get("feature_group_count", 1) != 1 or a.get("batch_group_count", 1) != 1:
        return False
    if not all(arr(s).has_default_layout for s in (lhs.shape, rhs.shape, ins.shape)):
        return False
    if len(window.dims) != 2 or any(w.stride != 1 or w.lhs_dilate != 1 or w.rhs_dilate != 1 or w.reversal
                                    or w.pad_low < 0 or w.pad_high < 0 for w in window.dims):
        return False
    _, h, w, cin = arr(lhs.shape).dims
    kh, kw, _, cout = arr(rhs.shape).dims
    _, oh, ow, _ = arr(ins.shape).dims
    if cin % T or cout % T or cout > machine.accumulators * T or oh <= 0 or ow <= 0 or cin * cout * kh * kw * oh * ow < 1 << 20:
        return False
    size = arr(lhs.shape).dtype.itemsize
    hp, wp = h + window.dims[0].pad_low + window.dims[0].pad_high, w + window.dims[1].pad_low + window.dims[1].pad_high
    image = (hp * wp + 2 * T) * cin * size
    weights = kh * kw * cin * cout * size
    out_rows = 2 * (-(-ow // T) * T) * cout * 4
    return image + weights + out_rows <= machine.matrix_panel_bytes


def matrix_conv(lw: Any, ins: Instruction, x_buf: int, w_buf: int, y_buf: int) -> None:
    """Stride-1 NHWC convolution: per output row, (x tiles of T pixels) x (Cout tiles of T) in
    accumulators, summed over kernel taps and input-channel chunks (T: the matrix tile)."""
    em = lw.em
    machine = lw.machine
    T = machine.matrix_tile
    lhs, rhs = ins.operands
    wd = ins.attrs["window"].dims
    nb, h, w, cin = arr(lhs.shape).dims
    kh, kw, _, cout = arr(rhs.shape).dims
    _, oh, ow, _ = arr(ins.shape).dims
    t = arr(lhs.shape).dtype.name
    size = arr(lhs.shape).dtype.itemsize
    pt, pl = wd[0].pad_low, wd[1].pad_low
    hp, wp = h + pt + wd[0].pad_high, w + pl + wd[1].pad_high
    ct = cout // T
    nx = -(-ow // T)
    group = max(1, machine.accumulators // ct)
    img_bytes = (hp * wp + 2 * T) * cin * size
    wts_off = (img_bytes + 63) // 64 * 64
    out_off = wts_off + (kh * kw * cin * cout * size + 63) // 64 * 64
    row_bytes = nx * T * cout * 4
    lw.kernels += 1
    lw.spm_peak = max(lw.spm_peak, out_off + 2 * row_bytes)
    # zero the padded image once (borders stay zero; each image overwrites the interior)
    zero_v = em.v()
    em("vbc", zero_v, em.li(0))
    full = em.li(machine.lanes)
    em("setvl", full)
    p = em.li(0)
    vbytes = machine.vector_bytes
    end = em.li(img_bytes // vbytes * vbytes)
    ztop = em.label("zero")
    em.place(ztop)
    em("vst", Mem(p, 0), zero_v, t="x")
    em("addi", p, p, vbytes)
    em("blt", p, end, ztop)
    # the weights, once
    src = em.s()
    em("lba", src, w_buf)
    nbytes = em.li(kh * kw * cin * cout * size)
    one = em.li(1)
    em("dcfg", one, nbytes, nbytes)
    em("dld", em.li(wts_off), src, nbytes, 4)
    em("dwait", 4)
    s_a, s_b, s_c = em.li(cin * size), em.li(cout * size), em.li(cout * 4)
    em("mcfg", s_a, s_b, s_c)
    b = em.li(0)
    batches = em.li(nb)
    btop = em.label("image")
    em.place(btop)
    # the image into the interior of the padded one: h rows of w*cin elements
    src = em.s()
    em("lba", src, x_buf)
    off = em.s()
    em("muli", off, b, h * w * cin * size)
    em("add", src, src, off)
    rows, rb, sstride, dstride = em.li(h), em.li(w * cin * size), em.li(w * cin * size), em.li(wp * cin * size)
    em("dcfg", rows, sstride, dstride)
    em("dld", em.li((pt * wp + pl) * cin * size), src, rb, 4)
    em("dwait", 4)
    y = em.li(0)
    yend = em.li(oh)
    ytop = em.label("orow")
    em.place(ytop)
    par = em.s()
    em("andi", par, y, 1)
    obase = em.s()
    em("muli", obase, par, row_bytes)
    em("addi", obase, obase, out_off)
    odd, waited = em.label("oddw"), em.label("waited")
    em("bne", par, ZERO, odd)
    em("dwait", 2)
    em("jmp", waited)
    em.place(odd)
    em("dwait", 3)
    em.place(waited)
    for g0 in range(0, nx, group):
        tiles = list(range(g0, min(nx, g0 + group)))
        for acc in range(len(tiles) * ct):
            em("mzero", acc)
        a_regs, b_regs = [], []
        for i in tiles:
            r = em.s()
            em("muli", r, y, wp * cin * size)
            em("addi", r, r, i * T * cin * size)
            a_regs.append(r)
        for j in range(ct):
            r = em.s()
            em("li", r, wts_off + j * T * size)
            b_regs.append(r)
        dy = em.li(0)
        dyend = em.li(kh)
        dytop = em.label("dy")
        em.place(dytop)
        step = em.li(0)
        steps = em.li(kw * cin // T)
        stop = em.label("tap")
        em.place(stop)
        em("addi", step, step, 1)
        for ii in range(len(tiles)):
            for j in range(ct):
                em("mmac", ii * ct + j, a_regs[ii], b_regs[j], t=t)
                if j == ct - 1:
                    em("addi", a_regs[ii], a_regs[ii], T * size)
                if ii == len(tiles) - 1:
                    em("addi", b_regs[j], b_regs[j], T * cout * size)
        em("blt", step, steps, stop)
        for r in a_regs:
            em("addi", r, r, (wp - kw) * cin * size)
        em("addi", dy, dy, 1)
        em("blt", dy, dyend, dytop)
        for ii, i in enumerate(tiles):
            for j in range(ct):
                addr = em.s()
                em("addi", addr, obase, (i * T * cout + j * T) * 4)
                em("mst", ii * ct + j, addr)
    # the row out: ow pixels of cout floats
    dst = em.s()
    em("lba", dst, y_buf)
    off = em.s()
    em("muli", off, b, oh * ow * cout * 4)
    em("add", dst, dst, off)
    off2 = em.s()
    em("muli", off2, y, ow * cout * 4)
    em("add", dst, dst, off2)
    nbytes = em.li(ow * cout * 4)
    em("dcfg", one, nbytes, nbytes)
    stored, odd_out = em.label("stored"), em.label("oddout")
    em("bne", par, ZERO, odd_out)
    em("dst", dst, obase, nbytes, 2)
    em("jmp", stored)
    em.place(odd_out)
    em("dst", dst, obase, nbytes, 3)
    em.place(stored)
    em("addi", y, y, 1)
    em("blt", y, yend, ytop)
    em("dwait", 2)
    em("dwait", 3)
    em("addi", b, b, 1)
    em("blt", b, batches, btop)
