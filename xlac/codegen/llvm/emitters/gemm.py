"""dot and convolution (f32/f64, and 32/64-bit integer results) as a packed, register-blocked,
vectorized GEMM.

    C[b, m, n] = sum_k A[b, m, k] * B[b, k, n]

The classic structure (Goto/BLIS), written as LLVM IR with vector types sized from the
target's SIMD width (``ctx.state["vector_bits"]``, ``["vector_regs"]``), so the same code
serves AVX-512, AVX2, NEON and targets without SIMD (LLVM splits the vectors):

  * packing: A into panels of MR rows ``[m/MR][k][MR]``, B into panels of NR columns
    ``[n/NR][k][NR]``, zero-padded, converted to the accumulator type and flushed (XLA:CPU
    treats subnormal inputs as zero). The operands are read through element generators, so
    any layout, transposition, fused producer or convolution window (im2col on the fly) packs
    the same way;
  * the micro-kernel: an MR x NR tile of C in MR*NR/V vector registers, one FMA per vector
    per k step (the A value broadcast), unrolled by 4; full tiles store with vector ops,
    edge tiles through a stack tile;
  * the macro loops: C in MC x NC tiles (the parallel tasks), K in KC slices so a B
    micro-panel stays in L1 while A streams from L2;
  * on x86, 8/16-bit integer and (with AVX512-BF16) bf16 operands pack as 16-bit pairs of K,
    and with VNNI 8-bit integers as quads of K: each group multiplied and summed into a 32-bit
    lane by one instruction (``_group``);
  * with AMX (x86-64 Linux, bf16 or 8-bit operands, large enough products): the same panels
    in whole tiles, 32 x 32 blocks of C on the tile registers (gemm_amx.py), behind a run-time
    check that Linux grants the process tile data; the vector kernels are the other branch.

Packing and tiles run on the runtime's threads when enabled; a batch of products (enough of
them, or small ones) runs one product per task instead: one fork-join instead of two per
product, which matters most when the machine is busy and a descheduled worker stalls a join. Convolutions with one feature group map to one GEMM: M = batch x
output positions, K = window x input features, N = output features.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, Generator
from xlac.codegen.llvm.emitters import gemm_amx, gemm_kernel, gemm_pack
from xlac.codegen.llvm.emitters.common import F32_DT, F64_DT, convert, stack_slot
from xlac.codegen.llvm.fill import fill_many
from xlac.codegen.llvm.generators import (
    all_true,
    assemble_index,
    delinearize,
    window_tap,
)
from xlac.codegen.llvm.loops import (
    IrArray,
    Stride,
    StridedArray,
    dense_strides,
    flat_stride,
    for_range,
    loop_nest,
    stride_offset,
)
from xlac.codegen.llvm.outline import parallel_for, register_pointer, threads_enabled
from xlac.codegen.llvm.scratch import scratch
from xlac.codegen.llvm.types import I64, PTR, private_constant, storage_type, value_type
from xlac.hlo.attributes import DotDims, Window, WindowDim
from xlac.hlo.dtypes import DType
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape

Index = list[ir.Value]
Read = Callable[[ir.IRBuilder, Index, Index, Index], ir.Value]  # (b, batch, row, k) -> accumulator value

MIN_MNK = 16 * 16 * 16  # smaller products stay with the plain generator loop
PARALLEL_FLOPS = 1 << 21  # multiply-adds below which a product runs on one thread
BATCH_SCRATCH = 64 << 20  # packing bytes up to which a batch of products runs one product per task
A_BLOCK = 192 << 10  # bytes of packed A per MC x KC block (L2)


@dataclass(frozen=True)
class Config:
    """Register and cache blocking for one accumulator type on one target."""

    acc: DType
    lanes: int  # V: elements per vector register
    mr: int  # rows of the register tile
    nv: int  # vectors per row of the register tile
    kc: int
    mc: int
    nc: int
    # values of K per 32-bit lane of the packed panels: 1; 2, 16-bit pairs (pmaddwd, vpdpwssd,
    # vdpbf16ps); 4, 8-bit quads (vpdpbusd, whose A bytes are unsigned)
    group: int = 1
    shift_a: bool = False  # s8 A in quads: packed as a + 128; C's columns corrected by -128 * sum_k B
    amx: str = ""  # the AMX tile instruction (gemm_amx.py): MR = NR = 32, K in whole tiles of 16 groups

    @property
    def nr(self) -> int:
        return self.nv * self.lanes

    @property
    def scalar(self) -> ir.Type:
        return value_type(self.acc)

    @property
    def packed(self) -> ir.Type:
        """The element type of the packed panels."""
        return ir.IntType(32 // self.group) if self.group > 1 else self.scalar

    @property
    def packed_size(self) -> int:
        return 4 // self.group if self.group > 1 else self.acc.itemsize

    @property
    def k_align(self) -> int:
        """What the panels pad K to a multiple of, when more than the group: AMX's whole tiles."""
        return gemm_pack.TILE_WORDS * self.group if self.amx else 0

    def padded_k(self, k: int) -> int:
        """K as the panels hold it: a multiple of the group (the last group's missing values 0),
        or with AMX of a tile's 16 groups."""
        align = self.k_align or self.group
        return -(-k // align) * align

    @property
    def vector(self) -> ir.VectorType:
        return ir.VectorType(self.scalar, self.lanes)

    @property
    def itemsize(self) -> int:
        return self.acc.itemsize


@dataclass
class Direct:
    """An A side read in place by the "rows" micro-kernel: K is segments x ``seg_len``, and
    row m's values for one segment are ``seg_len`` contiguous accumulator-typed elements.
    ``pointer(b, batch, row, seg)`` gives their start, or None-equivalent padding (the caller
    substitutes a zero row when ``valid`` is false)."""

    seg_dims: list[int]
    seg_len: int
    pointer: Callable[[ir.IRBuilder, Index, Index, Index], tuple[ir.Value, ir.Value | None]]

    @property
    def segments(self) -> int:
        return math.prod(self.seg_dims)


@dataclass
class Strided:
    """A side read straight from its buffer, rows and K each one element stride apart:
    element (batch, row, k) at ``array.ptr[offset + sum(batch*batch_strides) + row*rs + k*ks]`` (``offset``:
    a StridedArray's own, else 0)."""

    array: IrArray
    batch_strides: list[Stride]
    rs: int
    ks: int


def _strided(arr: IrArray | None, batch: Sequence[int], rows: Sequence[int], ks: Sequence[int]) -> Strided | None:
    if arr is None:
        return None
    strides = _array_strides(arr)
    rs, kstride = _group_stride(arr.shape, rows, strides), _group_stride(arr.shape, ks, strides)
    if rs is None or kstride is None:
        return None
    return Strided(arr, [strides[d] for d in batch], rs, kstride)


@dataclass
class Side:
    """One GEMM input as a function of (batch, row, k); rows are M for A and N for B."""

    rows: list[int]  # sizes of the dims flattened (row-major) into the row index
    read: Read
    k_minor: bool  # is k the faster-moving index in memory? (chooses the packing loop order)
    direct: Direct | None = None  # how to read it in place, when it can be
    strided: Strided | None = None  # a plain array: packed by the shared function (gemm_pack.py)
    src: str = ""  # its element type's name

    @property
    def count(self) -> int:
        return math.prod(self.rows)


@dataclass
class Problem:
    batch: list[int]
    k_dims: list[int]
    a: Side
    b: Side
    c: IrArray  # where C lives: the output, or a row-major scratch copied out afterwards
    c_batch_strides: list[int]
    rs: int  # element stride of m in C
    cs: int  # element stride of n in C
    acc: DType

    @property
    def m(self) -> int:
        return self.a.count

    @property
    def n(self) -> int:
        return self.b.count

    @property
    def k(self) -> int:
        return math.prod(self.k_dims)

    def transposed(self) -> Problem:
        """C^T = B^T A^T: the same product with the roles of m and n exchanged."""
        return Problem(self.batch, self.k_dims, self.b, self.a, self.c, self.c_batch_strides, self.cs, self.rs,
                       self.acc)


# ---------------------------------------------------------------------------------------------
# Entry points


def applicable(ctx: EmitContext, instr: Instruction) -> bool:
    """Will ``emit`` take this instruction (whatever its operands' generators are)?"""
    return ctx.target.simd_kernels and _spec(instr) is not None


def emit(ctx: EmitContext, instr: Instruction, operands: Sequence, out) -> bool:
    """Emit ``instr`` (dot or convolution) into ``out`` as a GEMM; False when it does not
    apply. ``operands`` are IrArrays (which the kernel may read in place) or generators."""
    if not isinstance(out, IrArray) or not applicable(ctx, instr):
        return False
    arrays = [o if isinstance(o, IrArray) else None for o in operands]
    gens = [_generator(o) for o in operands]
    problem, copy_out = _problem(ctx, instr, gens, arrays, out)
    if problem.cs != 1 and problem.rs == 1:
        problem = problem.transposed()
    amx = gemm_amx.instruction(ctx, problem.a.src, problem.b.src, problem.acc.name, problem.m, problem.n,
                               problem.k, problem.a.direct is not None)
    if amx is None:
        _run(ctx, _config(ctx, problem), problem)
    else:
        # the tiles where Linux grants them to the process, else the vector kernels (same object)
        b = ctx.builder
        ready = gemm_amx.ready(ctx, b)
        if isinstance(ready, ir.Constant) and ready.constant:  # granted before this code runs
            _run(ctx, _amx_config(ctx, problem, amx), problem)
        else:
            with b.if_else(ready) as (tiles, vectors):
                with tiles:
                    _run(ctx, _amx_config(ctx, problem, amx), problem)
                with vectors:
                    _run(ctx, _config(ctx, problem), problem)
    if copy_out is not None:
        copy_out()
    return True


def _generator(operand) -> Generator:
    if isinstance(operand, IrArray):
        return lambda b, idx: operand.load(b, idx)
    return operand


def _spec(instr: Instruction) -> DType | None:
    """The accumulator type when ``instr`` is a dot/convolution worth a GEMM: a float one, or
    an integer one with a 32- or 64-bit result (s8 x s8 -> s32...), accumulated in the result
    type with wrapping adds, exactly XLA's arithmetic."""
    if instr.opcode not in ("dot", "convolution") or instr.shape.is_tuple:
        return None
    out = instr.shape.dtype
    if out.is_integer and out.bits in (32, 64) and all(o.shape.dtype.is_integer for o in instr.operands):
        acc = out
    elif not out.is_float or out.is_complex or any(not o.shape.dtype.is_float or o.shape.dtype.is_complex
                                                    for o in instr.operands):
        return None
    elif out.name not in ("f32", "f64", "bf16", "f16"):
        return None
    else:
        acc = F64_DT if out.name == "f64" else F32_DT
    if instr.shape.num_elements == 0:
        return None
    if instr.opcode == "convolution":
        a = instr.attrs
        if a.get("feature_group_count", 1) != 1 or a.get("batch_group_count", 1) != 1:
            return None
        k = instr.operands[1].shape.num_elements // instr.shape.dims[a["dim_labels"].output_feature]
    else:
        lhs = instr.operands[0].shape
        k = math.prod(lhs.dims[d] for d in instr.attrs.get("lhs_contracting_dims", ()))
    if k == 0 or instr.shape.num_elements * k < MIN_MNK:
        return None
    return acc


# ---------------------------------------------------------------------------------------------
# The problem: dot and convolution as (batch, A, B, C)


def _array_strides(arr: IrArray) -> list[Stride]:
    """Steps per logical dim: a strided view's own, else its layout's."""
    return list(arr.strides) if isinstance(arr, StridedArray) else list(dense_strides(arr.shape))


def _group_stride(shape: ArrayShape, dims: Sequence[int], strides: Sequence[Stride] | None = None) -> int | None:
    """The element stride of the row-major flattening of ``dims`` (in ``shape``'s layout, or
    at ``strides``), or None when the flattening is not a single stride."""
    if strides is not None:
        return flat_stride([(shape.dims[d], strides[d]) for d in dims])
    strides = dense_strides(shape)
    real = [d for d in dims if shape.dims[d] != 1]
    if not real:
        return 1
    for outer, inner in zip(real, real[1:]):
        if strides[outer] != strides[inner] * shape.dims[inner]:
            return None
    return strides[real[-1]]


def _problem(ctx: EmitContext, instr: Instruction, gens: list[Generator], arrays: list, out: IrArray):
    acc = _spec(instr)
    build = _dot_sides if instr.opcode == "dot" else _conv_sides
    for batch_dims, m_dims, n_dims, k_dims, a, b in build(ctx, instr, gens, arrays, acc):
        rs, cs = _group_stride(out.shape, m_dims), _group_stride(out.shape, n_dims)
        if rs is not None and cs is not None and out.dtype == acc:
            strides = dense_strides(out.shape)
            return Problem([out.shape.dims[d] for d in batch_dims], k_dims, a, b, out,
                           [strides[d] for d in batch_dims], rs, cs, acc), None
    # No layout fits one stride per group: compute into a row-major scratch, then copy.
    sizes = [math.prod(out.shape.dims[d] for d in g) for g in (batch_dims, m_dims, n_dims)]
    c = ctx.alloc(ArrayShape(acc, tuple(sizes)))
    problem = Problem([out.shape.dims[d] for d in batch_dims], k_dims, a, b, c,
                      [0] * len(batch_dims), sizes[2], 1, acc)
    if batch_dims:
        bstrides = dense_strides(ArrayShape(acc, tuple(out.shape.dims[d] for d in batch_dims)))
        problem.c_batch_strides = [s * sizes[1] * sizes[2] for s in bstrides]

    def copy_out() -> None:
        def value(bld: ir.IRBuilder, idx: Index) -> list[ir.Value]:
            lin = [_linear(bld, [idx[d] for d in g], [out.shape.dims[d] for d in g])
                   for g in (batch_dims, m_dims, n_dims)]
            return [convert(ctx, bld, c.load(bld, lin), acc, out.dtype)]

        fill_many(ctx, [out], value)

    return problem, copy_out


def _linear(b: ir.IRBuilder, idx: Index, dims: Sequence[int]) -> ir.Value:
    lin: ir.Value = I64(0)
    for i, d in zip(idx, dims):
        lin = b.add(b.mul(lin, I64(d)), i)
    return lin


def _k_minor(shape: ArrayShape, k_dims: Sequence[int], row_dims: Sequence[int]) -> bool:
    """Is a contracting dim more minor in memory than every row dim?"""
    for d in shape.minor_to_major:
        if d in k_dims:
            return True
        if d in row_dims:
            return False
    return True


def _side_k_minor(arr: IrArray | None, shape: ArrayShape, k_dims: Sequence[int], row_dims: Sequence[int]) -> bool:
    """_k_minor in the layout the operand is read in: a buffer's own (a transpose fused into
    the product is its operand's buffer in a permuted layout), or a strided view's strides
    (K steps the smaller one), else the instruction's."""
    if isinstance(arr, StridedArray):
        ks, rs = (_group_stride(arr.shape, dims, arr.strides) for dims in (k_dims, row_dims))
        return ks is None or rs is None or ks <= rs
    return _k_minor(arr.shape if arr is not None else shape, k_dims, row_dims)


def _reader(ctx: EmitContext, gen: Generator, rank: int, src: DType, acc: DType,
            batch_dims: Sequence[int], row_dims: Sequence[int], k_dims: Sequence[int]) -> Read:
    def read(b: ir.IRBuilder, batch: Index, row: Index, k: Index) -> ir.Value:
        idx = assemble_index(rank, (batch_dims, batch), (row_dims, row), (k_dims, k))
        return convert(ctx, b, gen(b, idx), src, acc)

    return read


def _contiguous_tail(shape: ArrayShape, dims: Sequence[int]) -> bool:
    """Are ``dims`` (logical order) the most minor dims in memory, in that order (so their
    row-major flattening is one contiguous run)?"""
    real = [d for d in dims if shape.dims[d] != 1]
    phys = [d for d in reversed(shape.minor_to_major) if shape.dims[d] != 1 or d in real]
    return phys[len(phys) - len(real):] == real if real else True


def _contiguous_k(arr: IrArray, dims: Sequence[int]) -> bool:
    """Is the row-major flattening of ``dims`` one contiguous run of ``arr``?"""
    if isinstance(arr, StridedArray):
        return _group_stride(arr.shape, dims, arr.strides) == 1
    return _contiguous_tail(arr.shape, dims)


def _offset(b: ir.IRBuilder, arr: IrArray, index: Index) -> ir.Value:
    return b.gep(arr.ptr, [arr.linear_index(b, index)], inbounds=True, source_etype=value_type(arr.dtype))


def _source_type(op: Instruction) -> str:
    """The narrowest element type holding every value of a GEMM operand: its own, or through
    converts that widen without loss, their source's. JAX converts the operands of a u8 x s8
    product to s32 before the dot; their values still fit the byte quads (_group)."""
    while op.opcode == "convert" and _widens(op.operands[0].shape.dtype, op.shape.dtype):
        op = op.operands[0]
    return op.shape.dtype.name


def _widens(src: DType, dst: DType) -> bool:
    """Does every value of ``src`` convert to ``dst`` exactly?"""
    if src.is_integer and dst.is_integer:
        return src.bits <= dst.bits if src.is_signed == dst.is_signed else not src.is_signed and src.bits < dst.bits
    return src.name in ("bf16", "f16", "f32") and dst.name in ("f32", "f64") and src.bits < dst.bits


def _dot_sides(ctx: EmitContext, instr: Instruction, gens: list[Generator], arrays: list, acc: DType):
    lhs, rhs = instr.operands[0].shape, instr.operands[1].shape
    dd = DotDims.of(instr.attrs, lhs.rank, rhs.rank)
    lb, rb, lc, rc, lf, rf = (list(x) for x in (dd.lhs_batch, dd.rhs_batch, dd.lhs_contracting,
                                                 dd.rhs_contracting, dd.lhs_free, dd.rhs_free))
    nb, nm = len(lb), len(lf)
    k_dims = [lhs.dims[d] for d in lc]
    side_a = Side([lhs.dims[d] for d in lf], _reader(ctx, gens[0], lhs.rank, lhs.dtype, acc, lb, lf, lc),
                  _side_k_minor(arrays[0], lhs, lc, lf), strided=_strided(arrays[0], lb, lf, lc),
                  src=_source_type(instr.operands[0]))
    arr = arrays[0]
    if arr is not None and arr.dtype == acc and _contiguous_k(arr, lc):
        def pointer(b: ir.IRBuilder, batch: Index, row: Index, seg: Index):
            zeros = [I64(0)] * len(lc)
            return _offset(b, arr, assemble_index(lhs.rank, (lb, batch), (lf, row), (lc, zeros))), None

        side_a.direct = Direct([], math.prod(k_dims), pointer)
    side_b = Side([rhs.dims[d] for d in rf], _reader(ctx, gens[1], rhs.rank, rhs.dtype, acc, rb, rf, rc),
                  _side_k_minor(arrays[1], rhs, rc, rf), strided=_strided(arrays[1], rb, rf, rc),
                  src=_source_type(instr.operands[1]))
    out_dims = list(range(instr.shape.rank))
    yield out_dims[:nb], out_dims[nb:nb + nm], out_dims[nb + nm:], k_dims, side_a, side_b


def _conv_sides(ctx: EmitContext, instr: Instruction, gens: list[Generator], arrays: list, acc: DType):
    """im2col without the copy: A(m, k) is the input under kernel tap k for output position m
    (zero outside the input), B(k, n) the kernel; K runs over window positions, then input
    features (the usual minor dim of the input)."""
    a = instr.attrs
    dn = a["dim_labels"]
    lhs, rhs = instr.operands[0].shape, instr.operands[1].shape
    arrays = [None if isinstance(arr, StridedArray) else arr for arr in arrays]  # (read through generators)
    window = a.get("window") or Window(())
    wdims = window.dims or tuple(WindowDim(rhs.dims[d]) for d in dn.kernel_spatial)
    in_spatial = [lhs.dims[d] for d in dn.input_spatial]
    k_dims = [w.size for w in wdims] + [rhs.dims[dn.kernel_input_feature]]
    nsp = len(wdims)

    def read_a(b: ir.IRBuilder, batch: Index, row: Index, k: Index) -> ir.Value:
        ob, pos = (batch[0], row) if batch else (row[0], row[1:])
        taps = [window_tap(b, o, kk, w, n) for o, kk, w, n in zip(pos, k[:nsp], wdims, in_spatial)]
        qs = [_clamp(b, q, n) for (q, _), n in zip(taps, in_spatial)]
        idx = assemble_index(lhs.rank, ((dn.input_batch, dn.input_feature), (ob, k[nsp])), (dn.input_spatial, qs))
        x = convert(ctx, b, gens[0](b, idx), lhs.dtype, acc)
        return b.select(all_true(b, [v for _, v in taps]), x, ir.Constant(x.type, 0.0 if acc.is_float else 0))

    def read_b(b: ir.IRBuilder, batch: Index, row: Index, k: Index) -> ir.Value:
        kpos = [b.sub(I64(w.size - 1), kk) if w.reversal else kk for kk, w in zip(k[:nsp], wdims)]
        idx = assemble_index(rhs.rank, ((dn.kernel_input_feature, dn.kernel_output_feature), (k[nsp], row[0])),
                             (dn.kernel_spatial, kpos))
        return convert(ctx, b, gens[1](b, idx), rhs.dtype, acc)

    kernel_k = tuple(dn.kernel_spatial) + (dn.kernel_input_feature,)  # K's order: window, then features
    side_b = Side([rhs.dims[dn.kernel_output_feature]], read_b,
                  _k_minor(rhs, kernel_k, (dn.kernel_output_feature,)),
                  strided=None if any(w.reversal for w in wdims) else
                  _strided(arrays[1], (), (dn.kernel_output_feature,), kernel_k),
                  src=_source_type(instr.operands[1]))
    a_minor = _k_minor(lhs, (dn.input_feature,), (dn.input_batch,) + tuple(dn.input_spatial))
    arr = arrays[0]
    direct = None
    if arr is not None and arr.dtype == acc and _contiguous_tail(arr.shape, (dn.input_feature,)):
        def pointer(b: ir.IRBuilder, batch: Index, row: Index, seg: Index):
            ob, pos = (batch[0], row) if batch else (row[0], row[1:])
            taps = [window_tap(b, o, kk, w, n) for o, kk, w, n in zip(pos, seg, wdims, in_spatial)]
            qs = [_clamp(b, q, n) for (q, _), n in zip(taps, in_spatial)]
            idx = assemble_index(lhs.rank, ((dn.input_batch, dn.input_feature), (ob, I64(0))), (dn.input_spatial, qs))
            return _offset(b, arr, idx), all_true(b, [v for _, v in taps])

        direct = Direct([w.size for w in wdims], k_dims[-1], pointer)
    spatial = [instr.shape.dims[d] for d in dn.output_spatial]
    # One GEMM over batch x positions; or, when the output layout cannot flatten those, a batch of them.
    yield [], [dn.output_batch, *dn.output_spatial], [dn.output_feature], k_dims, \
        Side([instr.shape.dims[dn.output_batch]] + spatial, read_a, a_minor, direct,
             src=_source_type(instr.operands[0])), side_b
    yield [dn.output_batch], list(dn.output_spatial), [dn.output_feature], k_dims, \
        Side(spatial, read_a, a_minor, direct, src=_source_type(instr.operands[0])), side_b


def _clamp(b: ir.IRBuilder, q: ir.Value, n: int) -> ir.Value:
    """q clamped into [0, n): a safe address for a tap whose value is then discarded."""
    q = b.select(b.icmp_signed("<", q, I64(0)), I64(0), q)
    return b.select(b.icmp_signed(">", q, I64(n - 1)), I64(n - 1), q)


# ---------------------------------------------------------------------------------------------
# Blocking


def _config(ctx: EmitContext, p: Problem) -> Config:
    """Tile sizes from the target's registers: MR x NV accumulators plus the NV B vectors and
    one broadcast fit the register file; NV shrinks for narrow products."""
    bits = ctx.target.vector_bits
    regs = ctx.target.vector_regs
    lanes = max(1, bits // (8 * p.acc.itemsize))
    nv = max(1, min(4 if regs >= 32 else 2, math.ceil(p.n / lanes)))
    mr = max(1, min(12 if regs >= 32 else 6, (regs - nv - 2) // nv))
    group = _group(ctx, p)
    kc = 256 if p.acc.itemsize == 4 else 128
    # an MC x KC block of packed A fills A_BLOCK of L2: 192 rows of f32 or f64 (KC 256 / 128),
    # 384 of 16-bit pairs (a 1024^2 bf16 dot on 2 Zen 5 cores: 2.70 ms with 192 rows, 2.47 with 384)
    mc = mr * max(1, A_BLOCK // (kc * (4 // group if group > 1 else p.acc.itemsize)) // mr)
    if regs < 32 and p.acc.itemsize == 4:
        # 16 registers (AVX2): a 6x16 tile; KC 1024 (a K up to 1024 in one pass: C is written
        # once, never read back and added to), MC 384 rows of A. On 2 Zen 3 cores 1024^2 f32:
        # 13.8 ms (KC 256) -> 11.9 (512) -> 2-4% less again at 1024, 2048^2: 109 -> 100 -> 2%
        # less (interleaved A/B runs; the B micro-panel outgrows L1 but the C passes cost more)
        kc, mc = 1024, mr * max(1, 384 // mr)
    nr = nv * lanes
    nc = nr * max(1, 512 // nr)
    threads = max(1, ctx.target.threads)
    tuned = ctx.target.gemm_config  # experiments: {"mr":.., "nv":.., "kc":.., "mc":.., "nc":..}
    mr, nv, kc = tuned.get("mr", mr), tuned.get("nv", nv), tuned.get("kc", kc)
    nr = nv * lanes
    mc, nc = _spread(p, mr, nr, tuned.get("mc", mc), tuned.get("nc", nc), threads)
    return Config(p.acc, lanes, mr, nv, -(-kc // group) * group, mc, nc, group, group == 4 and p.a.src == "s8")


def _spread(p: Problem, mr: int, nr: int, mc: int, nc: int, threads: int) -> tuple[int, int]:
    """MC x NC halved until there are 4 tiles per thread (or they reach 4 micro-tiles), then
    made equal."""
    while math.ceil(p.m / mc) * math.ceil(p.n / nc) < 4 * threads and (mc >= 4 * mr or nc >= 4 * nr):
        if mc >= 4 * mr and (mc >= nc or nc < 4 * nr):
            mc = mr * max(1, mc // (2 * mr))
        else:
            nc = nr * max(1, nc // (2 * nr))
    # equal tiles: the rows and columns spread evenly over the tile counts the sizes above give,
    # so no task is a small remainder (1024 rows in tiles of 192 left one of 64, and 2 threads
    # split the 12 tiles' work 6 : 4.7; in 6 tiles of 174 rows, 414 -> 452 GF/s on 2 Zen 5 cores)
    mc = mr * math.ceil(math.ceil(p.m / mr) / math.ceil(p.m / mc))
    nc = nr * math.ceil(math.ceil(p.n / nr) / math.ceil(p.n / nc))
    return mc, nc


# AMX blocking, measured on 2 cores of an Emerald Rapids VM (noisy, +-15%): KC slices of up to
# 2.5 KB (1024 bf16 / 2048 bytes; 1.25 KB took bf16 2048^2 from 12.8 to 15.7 ms), NC 512 (256 or
# 1024: no better). A blocks of 768 KB: against 384 KB faster in 12 of 14 (case, run) pairs of
# three sweeps of the 1024^2/2048^2 bf16/s8 dots and the bf16 convolution, by up to 16%; 1 MB and
# 1.5 MB no better. (Tried and dropped: A's tiles loaded from A itself, unpacked, where rows and
# K allow: bf16 1024^2 1.93/1.77 ms against packed 1.84/1.53, 2048^2 25.9 against 20.6; s8 mixed.)
AMX_A_BLOCK = 768 << 10  # bytes of packed A per MC x KC block with AMX (2 MB of L2 per core)
AMX_KC_BYTES = 2560  # bytes of K per row of A in one KC slice at most (equal slices)
AMX_NC = 512  # columns of C per task at most


def _amx_config(ctx: EmitContext, p: Problem, op: str) -> Config:
    """AMX blocking (gemm_amx.py): 32 x 32 blocks of C; equal KC slices of at most
    AMX_KC_BYTES per row of A and column of B (1024 bf16, 2048 bytes: the 32-column B panel,
    64 KB, mostly in L1 while A streams from L2, prefetched; a 3x3 convolution's K of 576 is
    one slice: no second pass over C); MC rows of A fill AMX_A_BLOCK."""
    group = gemm_amx.group_of(op)
    mr, nr = gemm_amx.ROWS, gemm_amx.COLS
    size = 4 // group  # bytes per value of K
    step = gemm_pack.TILE_WORDS * group  # values of K per tile
    slices = math.ceil(p.k * size / AMX_KC_BYTES)
    kc = -(-math.ceil(p.k / slices) // step) * step
    mc = mr * max(1, AMX_A_BLOCK // (kc * size) // mr)
    mc, nc = _spread(p, mr, nr, mc, nr * max(1, AMX_NC // nr), max(1, ctx.target.threads))
    lanes = 16  # f32/s32 columns per tile row: NR = 2 tiles
    return Config(p.acc, lanes, mr, nr // lanes, kc, mc, nc, group, False, op)


_SIXTEEN_BIT = ("s8", "u8", "s16")  # exact as signed 16-bit values


def _group(ctx: EmitContext, p: Problem) -> int:
    """How many values of K share a 32-bit lane of the packed panels: on x86, one instruction
    multiplies a group of narrow values of two vectors and adds the group's products into a
    32-bit lane, more products per instruction than a 32-bit multiply-add, in fewer bytes.

    * 4, 8-bit integers summed in 32 bits where the CPU has VNNI: vpdpbusd multiplies unsigned
      bytes of A by signed bytes of B (u8 x s8 as is; s8 A goes in as a + 128, and each
      column of C gets -128 * sum_k B added: every step wraps mod 2^32 as XLA's sum does). The
      four products and their sum are exact.
    * 2, other 8/16-bit integers summed in 32 bits: (v)pmaddwd, or vpdpwssd with VNNI. The sum
      of a pair is exact but for (-2^15)^2 * 2 = 2^31, which wraps to the same bits as XLA's
      wrapping 32-bit sum.
    * 2, bf16 operands summed in f32, where the CPU has AVX512-BF16: vdpbf16ps. A product of
      two bf16 values is exact in f32, and each is added with one f32 rounding (a fused
      multiply-add), as the f32 kernel does; inputs are read as zero when subnormal and
      subnormal sums flushed, what XLA:CPU's DAZ/FTZ do anyway.

    A read in place (rows mode) stays 32-bit."""
    target = ctx.target
    if p.a.direct is not None or target.gemm_config.get("no_pairs"):
        return 1
    if p.acc.is_integer:
        if p.acc.bits != 32 or not target.triple.startswith(("x86_64", "i686", "i386")):
            return 1
        vnni = ("avx512vnni" in target.features and target.vector_bits == 512) or \
            ("avxvnni" in target.features and target.vector_bits == 256)
        if vnni and p.a.src in ("s8", "u8") and p.b.src == "s8" and not target.gemm_config.get("no_quads"):
            return 4
        return 2 if p.a.src in _SIXTEEN_BIT and p.b.src in _SIXTEEN_BIT else 1
    bf16 = p.acc.name == "f32" and p.a.src == "bf16" == p.b.src
    return 2 if bf16 and "avx512bf16" in target.features and target.vector_bits == 512 else 1


# ---------------------------------------------------------------------------------------------
# Orchestration


def _run(ctx: EmitContext, cfg: Config, p: Problem) -> None:
    """Per batch: pack (A unless it is read in place, and B), then the tiles."""
    # A read in place reaches the FMAs unflushed: only where that needs no flush (x86's MXCSR
    # flushes; integers); elsewhere (AArch64...) packing flushes it, as DAZ would
    rows_mode = p.a.direct is not None and not ctx.target.gemm_config.get("packed") and \
        not (p.acc.is_float and ctx.elemental.operands_need_flush)
    m_panels, n_panels = (0 if rows_mode else math.ceil(p.m / cfg.mr)), math.ceil(p.n / cfg.nr)
    kp = cfg.padded_k(p.k)
    a_bytes = _round64(m_panels * cfg.mr * kp * cfg.packed_size)
    b_bytes = _round64(n_panels * cfg.nr * kp * cfg.packed_size)
    s_bytes = _round64(n_panels * cfg.nr * 4) if cfg.shift_a else 0  # B's column sums, as C's corrections
    slot_bytes = a_bytes + b_bytes + s_bytes
    count = math.prod(p.batch)
    per_batch = p.m * p.n * p.k
    by_batch = count > 1 and threads_enabled(ctx) and (
        per_batch < PARALLEL_FLOPS or (count >= 2 * ctx.target.threads and count * slot_bytes <= BATCH_SCRATCH))
    slots = count if by_batch else 1
    base = scratch(ctx, slots * slot_bytes)

    def one(b: ir.IRBuilder, bi: ir.Value, slot: ir.Value) -> None:
        batch = delinearize(b, bi, p.batch) if p.batch else []
        ap = b.gep(base, [b.mul(slot, I64(slot_bytes))], inbounds=True, source_etype=ir.IntType(8))
        bp = b.gep(ap, [I64(a_bytes)], inbounds=True, source_etype=ir.IntType(8))
        sums = b.gep(bp, [I64(b_bytes)], inbounds=True, source_etype=ir.IntType(8)) if cfg.shift_a else None
        # disjoint from each other and from every buffer (scratch follows them all in temp):
        # the packing and tile functions get noalias pointers, so LLVM vectorizes the packing
        # loops without runtime overlap checks and a scalar copy of each loop
        register_pointer(ctx, ap, ("gemm packed A", id(ap)))
        register_pointer(ctx, bp, ("gemm packed B", id(bp)))
        c_off = I64(0)
        for i, s in zip(batch, p.c_batch_strides):
            c_off = b.add(c_off, b.mul(i, I64(s)))
        c = b.gep(p.c.ptr, [c_off], inbounds=True, source_etype=cfg.scalar)
        small = per_batch < PARALLEL_FLOPS
        _pack_all(ctx, cfg, p, batch, ap, bp, sums, m_panels, n_panels, small)
        if rows_mode:
            _tiles_in_place(ctx, cfg, p, batch, bp, c, small)
        else:
            _tiles(ctx, cfg, p, ap, bp, sums, c, small)

    if by_batch:
        def chunk(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
            with for_range(b, end, "gb", start=begin) as bi:
                one(ctx.builder, bi, bi)

        parallel_for(ctx, count, 1, chunk)
    elif count == 1:
        one(ctx.builder, I64(0), I64(0))
    else:
        with for_range(ctx.builder, count, "gb") as bi:
            one(ctx.builder, bi, I64(0))


def _round64(n: int) -> int:
    return (n + 63) // 64 * 64


def _serial_or_parallel(ctx: EmitContext, n: int, grain: int, serial: bool,
                        body: Callable[[ir.IRBuilder, ir.Value, ir.Value], None]) -> None:
    if serial:
        body(ctx.builder, I64(0), I64(n))
    else:
        parallel_for(ctx, n, grain, body)


def _pack_all(ctx: EmitContext, cfg: Config, p: Problem, batch: Index, ap: ir.Value, bp: ir.Value,
              sums: ir.Value | None, m_panels: int, n_panels: int, serial: bool) -> None:
    """Both operands' panels, as one parallel loop over A's panels then B's (and with
    ``cfg.shift_a``, each B panel's column corrections into ``sums``)."""
    total = m_panels + n_panels
    grain = max(1, 8192 // max(1, cfg.nr * p.k))
    assert not (cfg.group > 1 and p.a.direct is not None)

    def body(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
        a_end = _min(b, end, I64(m_panels))
        _pack(ctx, cfg, p.a, cfg.mr, p.k_dims, ap, batch, begin, a_end, flip=cfg.shift_a, tiled=bool(cfg.amx))
        b = ctx.builder
        b_begin = b.sub(_max(b, begin, I64(m_panels)), I64(m_panels))
        b_end = b.sub(_max(b, end, I64(m_panels)), I64(m_panels))
        _pack(ctx, cfg, p.b, cfg.nr, p.k_dims, bp, batch, b_begin, b_end)
        if sums is not None:
            gemm_pack.column_corrections(ctx.builder, cfg.nr, cfg.padded_k(p.k) // 4, bp, sums, b_begin, b_end)

    _serial_or_parallel(ctx, total, grain, serial, body)


def _min(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed("<", x, y), x, y)


def _max(b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
    return b.select(b.icmp_signed(">", x, y), x, y)


def _pack(ctx: EmitContext, cfg: Config, side: Side, width: int, k_dims: list[int], dst: ir.Value,
          batch: Index, begin: ir.Value, end: ir.Value, flip: bool = False, tiled: bool = False) -> None:
    """Panels [begin, end) of ``side``: panel p holds rows p*width.. as [k][width], with rows
    past the end zero, values converted to the accumulator type and subnormals flushed (``flip``:
    8-bit values with their sign bit flipped, s8 as u8 + 128; cfg.shift_a; ``tiled``: AMX's
    A layout, gemm_pack.pack_panels; with AMX, K padded to whole tiles). A plain
    strided array goes through the module's shared packing function; anything else (a fused
    producer, a convolution window) gets code of its own, reading through its generator."""
    b = ctx.builder
    strided = side.strided
    if strided is not None:
        offset: ir.Value = I64(strided.array.offset if isinstance(strided.array, StridedArray) else 0)
        for i, stride in zip(batch, strided.batch_strides):
            offset = b.add(offset, stride_offset(b, i, stride))
        src = b.gep(strided.array.ptr, [offset], inbounds=True, source_etype=storage_type(strided.array.dtype))
        unit = (strided.ks if side.k_minor else strided.rs) == 1
        fn = gemm_pack.pack_function(ctx, strided.array.dtype, cfg.acc, width, side.k_minor, unit, cfg.group, flip,
                                     cfg.k_align, tiled)
        b.call(fn, [dst, src, I64(side.count), I64(math.prod(k_dims)), I64(strided.rs), I64(strided.ks),
                    begin, end])
        return
    ftz = ctx.elemental.arithmetic_operand

    def read(row: ir.Value, kidx: Index) -> ir.Value:
        row_idx = delinearize(b, row, side.rows) if len(side.rows) > 1 else [row]
        return ftz(b, side.read(b, batch, row_idx, kidx))

    gemm_pack.pack_panels(b, cfg.packed, width, I64(side.count), k_dims, dst, begin, end, side.k_minor, read,
                          cfg.group, flip, cfg.k_align, tiled)


def _tiles(ctx: EmitContext, cfg: Config, p: Problem, ap: ir.Value, bp: ir.Value, sums: ir.Value | None,
           c: ir.Value, serial: bool) -> None:
    """C in MC x NC tiles (the tasks); per tile: KC slices, NR panels, MR panels (with
    ``sums``, the first slice's kernel adds the columns' corrections as it stores C)."""
    tiles_m, tiles_n = math.ceil(p.m / cfg.mc), math.ceil(p.n / cfg.nc)
    kernel = gemm_amx.kernel(ctx, cfg) if cfg.amx else gemm_kernel.kernel(ctx, cfg, rows_mode=False)

    def body(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
        if cfg.amx:
            gemm_amx.configure(ctx, b)  # once per task (the kernel calls share the configuration)
        with for_range(b, end, "gt", start=begin) as t:
            m0 = b.mul(b.udiv(t, I64(tiles_n)), I64(cfg.mc))
            n0 = b.mul(b.urem(t, I64(tiles_n)), I64(cfg.nc))
            m1 = _min(b, b.add(m0, I64(cfg.mc)), I64(p.m))
            n1 = _min(b, b.add(n0, I64(cfg.nc)), I64(p.n))
            kp = cfg.padded_k(p.k)
            with for_range(b, I64(math.ceil(p.k / cfg.kc)), "gk") as kb:
                pc = b.mul(kb, I64(cfg.kc))  # KC is a multiple of the group: a slice starts on one
                kc = _min(b, I64(cfg.kc), b.sub(I64(p.k), pc))
                accumulate = b.icmp_signed(">", kb, I64(0))
                with for_range(b, n1, "gj", start=n0, step=cfg.nr) as j:
                    bpanel = b.gep(bp, [b.mul(b.add(b.mul(b.udiv(j, I64(cfg.nr)), I64(kp)), pc), I64(cfg.nr))],
                                   inbounds=True, source_etype=cfg.packed)
                    cols = _min(b, I64(cfg.nr), b.sub(I64(p.n), j))
                    with for_range(b, m1, "gi", start=m0, step=cfg.mr) as i:
                        apanel = b.gep(ap, [b.mul(b.add(b.mul(b.udiv(i, I64(cfg.mr)), I64(kp)), pc), I64(cfg.mr))],
                                       inbounds=True, source_etype=cfg.packed)
                        rows = _min(b, I64(cfg.mr), b.sub(I64(p.m), i))
                        cptr = b.gep(c, [b.add(b.mul(i, I64(p.rs)), b.mul(j, I64(p.cs)))], inbounds=True,
                                     source_etype=cfg.scalar)
                        args = [apanel, bpanel, kc, cptr, I64(p.rs), I64(p.cs), rows, cols, accumulate]
                        if sums is not None:
                            args.append(b.gep(sums, [j], inbounds=True, source_etype=cfg.scalar))
                        b.call(kernel, args)
        if cfg.amx:
            gemm_amx.release(ctx, b)

    _serial_or_parallel(ctx, tiles_m * tiles_n, 1, serial, body)


def _tiles_in_place(ctx: EmitContext, cfg: Config, p: Problem, batch: Index, bp: ir.Value, c: ir.Value,
                    serial: bool) -> None:
    """Tiles with A read in place: per tile, KC slices of each segment (so the tile's B slice,
    KC x NC, stays in L2), MR rows (their segment pointers gathered into a table), NR panels."""
    direct = p.a.direct
    assert direct is not None
    tiles_m, tiles_n = math.ceil(p.m / cfg.mc), math.ceil(p.n / cfg.nc)
    kernel = gemm_kernel.kernel(ctx, cfg, rows_mode=True)
    nseg, seg_len = direct.segments, direct.seg_len
    zeros = _zero_row(ctx, cfg, seg_len)

    def body(b: ir.IRBuilder, begin: ir.Value, end: ir.Value) -> None:
        table = stack_slot(ctx, ir.ArrayType(PTR, nseg * cfg.mr), "gemm.rows")
        table.type = PTR
        with for_range(b, end, "gt", start=begin) as t:
            m0 = b.mul(b.udiv(t, I64(tiles_n)), I64(cfg.mc))
            n0 = b.mul(b.urem(t, I64(tiles_n)), I64(cfg.nc))
            m1 = _min(b, b.add(m0, I64(cfg.mc)), I64(p.m))
            n1 = _min(b, b.add(n0, I64(cfg.nc)), I64(p.n))
            with for_range(b, I64(math.ceil(seg_len / cfg.kc)), "gk") as kb:
                a_off = b.mul(kb, I64(cfg.kc))
                kc = _min(b, I64(cfg.kc), b.sub(I64(seg_len), a_off))
                accumulate = b.icmp_signed(">", kb, I64(0))
                with for_range(b, m1, "gi", start=m0, step=cfg.mr) as i:
                    _fill_row_table(ctx, cfg, p, batch, table, i, zeros)
                    rows = _min(b, I64(cfg.mr), b.sub(I64(p.m), i))
                    with for_range(b, n1, "gj", start=n0, step=cfg.nr) as j:
                        panel = b.add(b.mul(b.mul(b.udiv(j, I64(cfg.nr)), I64(p.k)), I64(cfg.nr)), b.mul(a_off, I64(cfg.nr)))
                        bpanel = b.gep(bp, [panel], inbounds=True, source_etype=cfg.scalar)
                        cols = _min(b, I64(cfg.nr), b.sub(I64(p.n), j))
                        cptr = b.gep(c, [b.add(b.mul(i, I64(p.rs)), b.mul(j, I64(p.cs)))], inbounds=True,
                                     source_etype=cfg.scalar)
                        b.call(kernel, [table, I64(nseg), a_off, kc, bpanel, I64(seg_len * cfg.nr), cptr,
                                        I64(p.rs), I64(p.cs), rows, cols, accumulate])

    _serial_or_parallel(ctx, tiles_m * tiles_n, 1, serial, body)


def _fill_row_table(ctx: EmitContext, cfg: Config, p: Problem, batch: Index, table: ir.Value, i: ir.Value,
                    zeros: ir.Value) -> None:
    """table[s*MR + r] = start of row i+r's segment s (the zero row past M or in padding)."""
    b = ctx.builder
    direct = p.a.direct
    with for_range(b, I64(cfg.mr), "gr") as r:
        row = b.add(i, r)
        inside = b.icmp_signed("<", row, I64(p.m))
        safe = b.select(inside, row, I64(0))
        row_idx = delinearize(b, safe, p.a.rows) if len(p.a.rows) > 1 else [safe]
        with loop_nest(b, direct.seg_dims, "gs") as seg:
            ptr, valid = direct.pointer(b, batch, row_idx, seg)
            ok = inside if valid is None else b.and_(inside, valid)
            s = _linear(b, seg, direct.seg_dims)
            slot = b.gep(table, [b.add(b.mul(s, I64(cfg.mr)), r)], inbounds=True, source_etype=PTR)
            b.store(b.select(ok, ptr, zeros), slot)


def _zero_row(ctx: EmitContext, cfg: Config, n: int) -> ir.Value:
    """A constant run of ``n`` zeros (what padding taps and rows past the end read)."""
    return private_constant(ctx.llmodule, f"xlac.gemm.zeros.{cfg.acc.name}.{n}", ir.ArrayType(cfg.scalar, max(n, 1)),
                            align=64)
