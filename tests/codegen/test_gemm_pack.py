"""GEMM operands read as views of their buffers (fused transposes, reshapes, bitcasts, copies)
and packed by the module's shared packing functions (emitters/gemm_pack.py): the results
against the interpreter, which products take the shared path, and the reshape-as-layout rule
against a brute-force model of memory."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from llvmlite import ir

from xlac.codegen.llvm.fused import FusedGenerators
from xlac.codegen.llvm.loops import IrArray, dense_strides, reshape_strides
from xlac.driver import compile_module, dump_ir
from xlac.hlo.dtypes import dtype
from xlac.hlo.parser import parse_module
from xlac.hlo.shapes import ArrayShape, Layout, reshape_layout
from xlac.targets.cpu.options import CpuOptions

RNG = np.random.default_rng(11)


def _run(text: str, inputs: list[np.ndarray], threads: int = 1) -> None:
    got = compile_module(parse_module(text), "cpu", CpuOptions(opt_level=2, threads=threads)).run(None, *inputs)
    want = compile_module(parse_module(text), "interpreter").run(None, *inputs)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=2e-5, atol=2e-4)


# Attention-style operands: a transposed weight, a reshape of a transpose that stays a view,
# a column-major parameter, and bf16 converted while packing.
FUSED = """HloModule views
fused {
  p0 = f32[8,4,16]{2,1,0} parameter(0)
  p1 = f32[48,32]{0,1} parameter(1)
  r = f32[32,16]{1,0} reshape(p0)
  t = f32[16,32]{0,1} transpose(r), dimensions={1,0}
  w = f32[32,48]{1,0} transpose(p1), dimensions={1,0}
  ROOT d = f32[16,48]{1,0} dot(t, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
ENTRY main {
  a = f32[8,4,16]{2,1,0} parameter(0)
  b = f32[48,32]{0,1} parameter(1)
  ROOT f = f32[16,48]{1,0} fusion(a, b), kind=kOutput, calls=fused
}
"""

BATCHED = """HloModule batched
fused {
  p0 = f32[6,2,20,24]{3,2,1,0} parameter(0)
  p1 = bf16[12,24,40]{2,1,0} parameter(1)
  r = f32[12,20,24]{2,1,0} reshape(p0)
  c = f32[12,24,40]{2,1,0} convert(p1)
  ROOT d = f32[12,20,40]{2,1,0} dot(r, c), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}
ENTRY main {
  a = f32[6,2,20,24]{3,2,1,0} parameter(0)
  b = bf16[12,24,40]{2,1,0} parameter(1)
  ROOT f = f32[12,20,40]{2,1,0} fusion(a, b), kind=kOutput, calls=fused
}
"""


@pytest.mark.parametrize("threads", [1, 2])
def test_views_of_fused_parameters(threads: int) -> None:
    a = RNG.standard_normal((8, 4, 16)).astype(np.float32)
    b = np.asfortranarray(RNG.standard_normal((48, 32)).astype(np.float32))
    _run(FUSED, [a, b], threads)


def test_batched_views_and_a_convert_that_is_not_one() -> None:
    import ml_dtypes

    a = RNG.standard_normal((6, 2, 20, 24)).astype(np.float32)
    b = RNG.standard_normal((12, 24, 40)).astype(ml_dtypes.bfloat16)
    _run(BATCHED, [a, b])


def test_views_take_the_shared_packing_functions() -> None:
    text = dump_ir(parse_module(FUSED), "llvm", CpuOptions(opt_level=2))
    shared = [line for line in text.splitlines() if line.startswith("define") and "xlac.gemm.pack." in line]
    assert len(shared) == 2  # one per side, no packing code of the product's own
    assert text.count("\npk.p.header:") == 2  # the panel loops are theirs alone


# Weight gradients, dW = X^T dY: a transpose in the default layout whose memory is its operand's,
# K major. The packing loop order must follow memory (rows inner, unit stride: "r1"), not the
# transpose's declared layout (K inner at a stride of a row: every value a cache line of its
# own; this 512x512 product took 0.72 ms instead of 0.50 on 2 cores).
WEIGHT_GRADIENTS = [
    """HloModule dw
ENTRY e {
  x = f32[8,6,40]{2,1,0} parameter(0)
  dy = f32[8,6,24]{2,1,0} parameter(1)
  t = f32[40,8,6]{2,1,0} transpose(x), dimensions={2,0,1}
  a = f32[40,48]{1,0} reshape(t)
  b = f32[48,24]{1,0} reshape(dy)
  ROOT d = f32[40,24]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""",
    """HloModule dw
ENTRY e {
  x = f32[48,40]{1,0} parameter(0)
  dy = f32[48,24]{1,0} parameter(1)
  ROOT d = f32[40,24]{1,0} dot(x, dy), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}
"""]


@pytest.mark.parametrize("text", WEIGHT_GRADIENTS)
def test_packing_order_follows_memory_not_the_declared_layout(text: str) -> None:
    module = parse_module(text)
    # AVX2's registers (the panel widths follow the host's otherwise: 12 and 32 with AVX-512)
    llvm = dump_ir(module, "llvm", CpuOptions(opt_level=2, features="+avx,+avx2,+fma"))
    packs = sorted({line.split('"')[1] for line in llvm.splitlines() if line.startswith("define") and ".pack." in line})
    assert packs == ["xlac.gemm.pack.f32.f32.16.r1", "xlac.gemm.pack.f32.f32.6.r1"], packs
    inputs = [RNG.standard_normal(p.shape.dims).astype(np.float32) for p in module.entry.parameters]
    for threads in (1, 2):
        _run(text, inputs, threads)


# ---- reshape_layout against memory itself -----------------------------------------------------

@st.composite
def _reshapes(draw):
    rank = draw(st.integers(1, 4))
    dims = tuple(draw(st.sampled_from([1, 2, 3, 4, 6])) for _ in range(rank))
    m2m = tuple(draw(st.permutations(range(rank))))
    n = int(np.prod(dims))
    out: list[int] = []
    rest = n
    for _ in range(draw(st.integers(0, 3))):
        d = draw(st.sampled_from([d for d in range(1, rest + 1) if rest % d == 0]))
        out.append(d)
        rest //= d
    out.append(rest)
    return dims, m2m, tuple(draw(st.permutations(out)))


@settings(max_examples=300, deadline=None)
@given(_reshapes())
def test_reshape_layout_reads_the_reshaped_values(case) -> None:
    dims, m2m, out = case
    layout = reshape_layout(ArrayShape(dtype("f32"), dims, Layout(m2m)), out)
    values = np.arange(int(np.prod(dims))).reshape(dims)  # each element: its row-major position
    memory = np.transpose(values, list(reversed(m2m))).reshape(-1)  # the buffer, in address order
    if layout is None:
        # refused: then no layout reads the reshape (checked where that is cheap to enumerate)
        if len(out) <= 3:
            import itertools

            for perm in itertools.permutations(range(len(out))):
                read = np.transpose(memory.reshape([out[d] for d in reversed(perm)]), np.argsort(list(reversed(perm))))
                assert not np.array_equal(read, values.reshape(out)) or any(d == 1 for d in out + dims)
        return
    read = np.transpose(memory.reshape([out[d] for d in reversed(layout)]), np.argsort(list(reversed(layout))))
    assert np.array_equal(read, values.reshape(out))


# ---- strided views: slices of a fused operand, and reshapes and transposes of one ------------

# Attention on a fused QKV projection: Q, K and V are column slices of one [S, 3*D] buffer,
# split into heads. Each side is packed by the shared functions, read through strides.
ATTENTION = """HloModule attention
ENTRY e {
  p = f32[24,96]{1,0} parameter(0)
  q = f32[24,32]{1,0} slice(p), slice={[0:24], [0:32]}
  q3 = f32[24,4,8]{2,1,0} reshape(q)
  qt = f32[4,24,8]{2,1,0} transpose(q3), dimensions={1,0,2}
  k = f32[24,32]{1,0} slice(p), slice={[0:24], [32:64]}
  k3 = f32[24,4,8]{2,1,0} reshape(k)
  kt = f32[4,8,24]{2,1,0} transpose(k3), dimensions={1,2,0}
  s = f32[4,24,24]{2,1,0} dot(qt, kt), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  v = f32[24,32]{1,0} slice(p), slice={[0:24], [64:96]}
  v3 = f32[24,4,8]{2,1,0} reshape(v)
  vt = f32[4,24,8]{2,1,0} transpose(v3), dimensions={1,0,2}
  ROOT o = f32[4,24,8]{2,1,0} dot(s, vt), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
}
"""

# The training step's form: batch x heads merged into one batch dim that is not one stride
# (heads 8 apart inside a row, batch a row of 3*D apart): the batch dim steps in two parts.
HEADS_MERGED = """HloModule heads
ENTRY e {
  p = f32[2,12,96]{2,1,0} parameter(0)
  a = f32[8,12,12]{2,1,0} parameter(1)
  v = f32[2,12,32]{2,1,0} slice(p), slice={[0:2], [0:12], [64:96]}
  v4 = f32[2,12,4,8]{3,2,1,0} reshape(v)
  vt = f32[2,4,12,8]{3,2,1,0} transpose(v4), dimensions={0,2,1,3}
  vb = f32[8,12,8]{2,1,0} reshape(vt)
  ROOT o = f32[8,12,8]{2,1,0} dot(a, vb), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
}
"""

# A strided slice (every other row, from row 1) as A, K contiguous: read in place
STEPPED = """HloModule stepped
ENTRY e {
  p = f32[41,40]{1,0} parameter(0)
  a = f32[20,40]{1,0} slice(p), slice={[1:41:2], [0:40]}
  w = f32[40,30]{1,0} parameter(1)
  ROOT d = f32[20,30]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
"""


@pytest.mark.parametrize("text", [ATTENTION, HEADS_MERGED, STEPPED])
def test_sliced_operands_are_read_through_strides(text: str) -> None:
    module = parse_module(text)
    llvm = dump_ir(module, "llvm", CpuOptions(opt_level=2))
    shared = [line for line in llvm.splitlines() if line.startswith("define") and "xlac.gemm.pack." in line]
    assert llvm.count("\npk.p.header:") == len(shared)  # the panel loops are theirs alone: no product's own
    inputs = [RNG.standard_normal(p.shape.dims).astype(np.float32) for p in module.entry.parameters]
    for threads in (1, 2):
        _run(text, inputs, threads)


def test_a_sliced_convolution_input_is_read_through_its_generator() -> None:
    text = """HloModule conv
ENTRY e {
  p = f32[1,10,10,6]{3,2,1,0} parameter(0)
  x = f32[1,8,8,4]{3,2,1,0} slice(p), slice={[0:1], [1:9], [2:10], [1:5]}
  k = f32[3,3,4,8]{3,2,1,0} parameter(1)
  ROOT c = f32[1,8,8,8]{3,2,1,0} convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
"""
    module = parse_module(text)
    _run(text, [RNG.standard_normal(p.shape.dims).astype(np.float32) for p in module.entry.parameters])


@st.composite
def _strided_reshapes(draw):
    """A slice of a random row-major array, and a reshape of it."""
    rank = draw(st.integers(1, 3))
    base = tuple(draw(st.integers(1, 6)) for _ in range(rank))
    starts = tuple(draw(st.integers(0, d - 1)) for d in base)
    steps = tuple(draw(st.integers(1, 3)) for _ in range(rank))
    dims = tuple(len(range(s, d, k)) for s, d, k in zip(starts, base, steps))
    n = int(np.prod(dims))
    out: list[int] = []
    rest = n
    for _ in range(draw(st.integers(0, 3))):
        d = draw(st.sampled_from([d for d in range(1, rest + 1) if rest % d == 0]))
        out.append(d)
        rest //= d
    out.append(rest)
    return base, starts, steps, tuple(draw(st.permutations(out)))


@settings(max_examples=400, deadline=None)
@given(_strided_reshapes())
def test_reshape_strides_read_the_reshaped_values(case) -> None:
    base, starts, steps, out_dims = case
    memory = np.arange(int(np.prod(base)))
    view = memory.reshape(base)[tuple(slice(s, None, k) for s, k in zip(starts, steps))]
    strides = [st // memory.itemsize for st in view.strides]
    offset = int(sum(s * k for s, k in zip(starts, dense_strides(ArrayShape(dtype("s64"), base)))))
    got = reshape_strides(view.shape, strides, out_dims)
    want = view.reshape(out_dims)  # row-major element order
    if got is None:  # only when numpy cannot view it either (merged steps go further than numpy)
        assert not np.shares_memory(view.reshape(out_dims), memory)
        return
    for idx in np.ndindex(*out_dims):
        assert memory[offset + sum(_step(i, s) for i, s in zip(idx, got))] == want[idx]


def _step(i: int, stride) -> int:
    """What loops.stride_offset computes, in Python."""
    if isinstance(stride, int):
        return i * stride
    total = 0
    for size, step in reversed(stride):
        total += (i % size) * step
        i //= size
    return total


def test_views_read_in_other_orders_are_not_their_buffer() -> None:
    """A transposed or sliced view of a fused operand has a memory key of its own: with its
    buffer's key, ``same_memory`` called f32[4,4] transpose(p) "the same bytes" as p, and a
    copy between them would have been skipped. An order-keeping reshape is the same bytes."""
    module = parse_module("""HloModule v
ENTRY e {
  p = f32[4,4] parameter(0)
  t = f32[4,4] transpose(p), dimensions={1,0}
  s = f32[2,4] slice(p), slice={[0:4:2], [0:4]}
  r = f32[16] reshape(p)
  ROOT o = (f32[4,4], f32[2,4], f32[16]) tuple(t, s, r)
}""")
    comp = module.entry
    base = IrArray(ir.Constant(ir.PointerType(), None), comp.parameters[0].shape, ("buffer", 0))
    views = FusedGenerators(None, comp, [base])  # type: ignore[arg-type]
    by = {i.name: i for i in comp.instructions}
    t, s, r = views.view(by["t"]), views.view(by["s"]), views.view(by["r"])
    assert t is not None and s is not None and r is not None
    assert not t.same_memory(base) and not s.same_memory(base) and not t.same_memory(s)
    assert r.same_memory(base) and views.view(by["t"]).same_memory(t)


# ---- blocking: equal tiles ----------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(m=st.integers(1, 5000), n=st.integers(1, 5000), threads=st.sampled_from([1, 2, 4, 16]),
       bits=st.sampled_from([(512, 32), (256, 16), (128, 32)]), acc=st.sampled_from(["f32", "f64", "s32"]))
def test_tiles_are_equal_so_no_task_is_a_remainder(m: int, n: int, threads: int, bits: tuple[int, int],
                                                   acc: str) -> None:
    """C's tiles (the parallel tasks) cover M and N in near-equal parts: every tile but the last
    in each direction is the same size, and the last falls short by less than one register tile
    (MR rows / NR columns). 1024 rows in tiles of 192 left a last one of 64, and 2 threads then
    split the work 6 : 4.7."""
    from types import SimpleNamespace

    from xlac.codegen.llvm.description import TargetDescription
    from xlac.codegen.llvm.emitters.gemm import Problem, Side, _config

    target = TargetDescription(triple="x86_64-unknown-linux-gnu", threads=threads, vector_bits=bits[0],
                               vector_regs=bits[1])
    side_a, side_b = Side([m], None, True, src=acc), Side([n], None, False, src=acc)
    cfg = _config(SimpleNamespace(target=target), Problem([], [64], side_a, side_b, None, [], n, 1, dtype(acc)))
    for size, tile, reg in ((m, cfg.mc, cfg.mr), (n, cfg.nc, cfg.nr)):
        assert tile % reg == 0
        tiles = -(-size // tile)
        last = size - (tiles - 1) * tile
        assert 0 < last and (tiles == 1 or tile - last < reg * tiles), (size, tile, reg)
