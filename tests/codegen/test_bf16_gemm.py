"""bf16 dots and convolutions on AVX512-BF16 (vdpbf16ps: K in pairs of bf16, summed in f32):
which products take it, and the results against the interpreter over shapes that hit odd K,
several KC slices, edge tiles, transposed and batched operands, fused producers and a
convolution's window, with XLA:CPU's flushing of subnormals and IEEE NaN/Inf.

The run tests need a CPU with AVX512-BF16 (Zen 4/5, Cooper Lake, Sapphire Rapids): elsewhere
they skip, and the IR and assembly checks still run."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from hlo_texts import BATCHED_BF16_DOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xlac.driver import compile_module, dump_ir, load_text
from xlac.targets.cpu.machine import effective_features, host_triple
from xlac.targets.cpu.options import CpuOptions

BF16 = ml_dtypes.bfloat16
AVX512_BF16 = "+avx512f,+avx512bw,+avx512vl,+avx512bf16,+avx2,+avx,+fma"
HOST_HAS_BF16 = "+avx512bf16" in effective_features(host_triple(), CpuOptions(cpu="native")).split(",")
needs_bf16 = pytest.mark.skipif(not HOST_HAS_BF16, reason="this CPU has no AVX512-BF16")


def _dot(m: int, k: int, n: int, lhs: str = "bf16", rhs: str = "bf16", out: str = "f32",
         lhs_layout: str = "{1,0}") -> str:
    return (f"HloModule m\nENTRY e {{\n  a = {lhs}[{m},{k}]{lhs_layout} parameter(0)\n  b = {rhs}[{k},{n}] parameter(1)\n"
            f"  ROOT d = {out}[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")


def _check(text: str, inputs: list[np.ndarray], threads: int = 1, exact: bool = False) -> None:
    module = load_text(text)
    got = compile_module(module, "cpu", CpuOptions(threads=threads)).run(None, *inputs)
    want = compile_module(module, "interpreter").run(None, *inputs)
    for g, w in zip(got, want):
        g64, w64 = g.astype(np.float64), w.astype(np.float64)
        if exact:
            np.testing.assert_array_equal(g64, w64)
        else:  # f32 sums in another order: relative to the sum of |products|, plus a bf16 result's rounding
            scale = 1.0 + np.abs(w64).max()
            np.testing.assert_allclose(g64, w64, rtol=1e-2 if g.dtype == BF16 else 1e-5, atol=1e-5 * scale)


def _bf16(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32).astype(BF16)


@pytest.mark.parametrize("lhs,rhs,out,pairs", [("bf16", "bf16", "f32", True), ("bf16", "bf16", "bf16", True),
                                               ("bf16", "f32", "f32", False), ("f16", "f16", "f32", False),
                                               ("f32", "f32", "f32", False)])
def test_which_products_take_vdpbf16ps(lhs: str, rhs: str, out: str, pairs: bool) -> None:
    """Both operands bf16 and an f32 sum (a bf16 result too: XLA sums it in f32), with the
    feature; not an f32 operand (rounding it to bf16 would change it), not without AVX512-BF16,
    not on other CPUs."""
    module = load_text(_dot(64, 64, 64, lhs, rhs, out))
    x86 = dump_ir(module, "llvm", CpuOptions(triple="x86_64-unknown-linux-gnu", features=AVX512_BF16))
    assert ("llvm.x86.avx512bf16.dpbf16ps.512" in x86) == pairs
    assert (".packed.pairs" in x86) == pairs
    plain = dump_ir(module, "llvm", CpuOptions(triple="x86_64-unknown-linux-gnu", features="+avx512f,+avx2,+fma"))
    assert "dpbf16ps" not in plain and ".pairs" not in plain
    arm = dump_ir(module, "llvm", CpuOptions(triple="aarch64-unknown-linux-gnu"))
    assert ".pairs" not in arm
    if pairs:
        asm = dump_ir(module, "asm", CpuOptions(triple="x86_64-unknown-linux-gnu", features=AVX512_BF16))
        assert "vdpbf16ps" in asm and "vfmadd" not in asm


@needs_bf16
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(m=st.integers(1, 40), k=st.integers(1, 600), n=st.integers(1, 80), transposed=st.booleans(),
       threads=st.sampled_from([1, 2]), seed=st.integers(0, 2**16))
def test_dot_matches_interpreter(m: int, k: int, n: int, transposed: bool, threads: int, seed: int) -> None:
    k = max(k, 4096 // max(1, m * n) + 1)  # big enough for the GEMM path (m*n*k >= 16^3)
    rng = np.random.default_rng(seed)
    text = _dot(m, k, n, lhs_layout="{0,1}" if transposed else "{1,0}")
    _check(text, [_bf16(rng, (m, k)), _bf16(rng, (k, n))], threads)


@needs_bf16
@pytest.mark.parametrize("k", [1, 2, 257, 513])
def test_odd_k_and_kc_slices_with_integers_exact(k: int) -> None:
    """Small integers: every product and partial sum exact in f32, so any summation order gives
    the interpreter's result bit for bit. K odd (the last pair's second half padding) and past
    one and two KC slices (256)."""
    m, n = 37, 70
    k_big = max(k, 4096 // (m * n) + 1)
    rng = np.random.default_rng(k)
    ints = [rng.integers(-8, 9, s).astype(np.float32).astype(BF16) for s in ((m, k_big), (k_big, n))]
    for threads in (1, 2):
        _check(_dot(m, k_big, n), ints, threads, exact=True)
    _check(_dot(m, k_big, n, out="bf16"), ints, exact=False)


@needs_bf16
def test_subnormals_nan_and_inf() -> None:
    """XLA:CPU reads subnormal inputs as zero and flushes subnormal sums: 1e-39 * 1e38 is 0, not
    0.1. Inf * 0 and NaN give NaN in their columns; Inf alone gives Inf."""
    m, k, n = 16, 32, 16
    a = np.ones((m, k), np.float32)
    b = np.zeros((k, n), np.float32)
    a[0, :] = 1e-39  # subnormal in bf16 as in f32
    b[:, 0] = 1e38
    b[0, 1] = np.inf  # row 0 of A is subnormal, read as 0: 0 * inf = NaN there, inf elsewhere
    b[3, 2] = np.nan
    b[5, 3] = 1e-20
    a[1, 5] = 1e-20  # a product of 1e-40: flushed to 0
    inputs = [a.astype(BF16), b.astype(BF16)]
    module = load_text(_dot(m, k, n))
    got = compile_module(module, "cpu").run(None, *inputs)[0]
    want = compile_module(module, "interpreter").run(None, *inputs)[0]
    np.testing.assert_array_equal(got, want)
    assert got[0, 0] == 0 and np.isnan(got[0, 1]) and np.isinf(got[1, 1]) and np.isnan(got[:, 2]).all()
    assert got[1, 3] == 0  # 1e-20 * 1e-20, the only product in its sum, is subnormal


@needs_bf16
def test_batched_dot_with_fused_producers() -> None:
    text = BATCHED_BF16_DOT
    rng = np.random.default_rng(7)
    _check(text, [_bf16(rng, (3, 33, 80)), rng.standard_normal((3, 80, 21)).astype(np.float32)], threads=2)


@needs_bf16
@pytest.mark.parametrize("out", ["f32", "bf16"])
def test_convolution(out: str) -> None:
    """An NHWC 3x3 convolution with padding: K is the window's taps x input features (odd here:
    9 x 7), packed through the window's generator."""
    text = f"""HloModule m
ENTRY e {{
  x = bf16[2,9,9,7] parameter(0)
  w = bf16[3,3,7,24] parameter(1)
  ROOT c = {out}[2,9,9,24] convolution(x, w), window={{size=3x3 pad=1_1x1_1}}, dim_labels=b01f_01io->b01f
}}
"""
    rng = np.random.default_rng(3)
    module = load_text(text)
    assert ".packed.pairs" in dump_ir(module, "llvm")
    _check(text, [_bf16(rng, (2, 9, 9, 7)), _bf16(rng, (3, 3, 7, 24))], threads=2)


def test_bf16_widened_to_f32_still_takes_vdpbf16ps() -> None:
    """dot(convert(bf16 -> f32), convert(bf16 -> f32)): the values are bf16's, so the product
    runs in bf16 pairs; one f32 operand keeps it f32."""
    def text(rhs: str) -> str:
        convert = "  cb = f32[64,64] convert(b)\n" if rhs == "bf16" else ""
        return (f"HloModule m\nENTRY e {{\n  a = bf16[64,64] parameter(0)\n  b = {rhs}[64,64] parameter(1)\n"
                f"  ca = f32[64,64] convert(a)\n{convert}"
                f"  ROOT d = f32[64,64] dot(ca, {'cb' if convert else 'b'}), lhs_contracting_dims={{1}}, "
                f"rhs_contracting_dims={{0}}\n}}\n")

    options = CpuOptions(triple="x86_64-unknown-linux-gnu", features=AVX512_BF16)
    assert "dpbf16ps" in dump_ir(load_text(text("bf16")), "llvm", options)
    assert "dpbf16ps" not in dump_ir(load_text(text("f32")), "llvm", options)
    if HOST_HAS_BF16:
        rng = np.random.default_rng(4)
        _check(text("bf16"), [_bf16(rng, (64, 64)), _bf16(rng, (64, 64))])
