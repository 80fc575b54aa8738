"""Integer dots and convolutions through the GEMM kernels (s8 x s8 -> s32 and the rest): exactly
the interpreter's wrapping arithmetic, over random shapes that hit full and edge tiles, values at
the ends of each type's range, transposed layouts, batches and a fused producer."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xlac.driver import compile_module, load_text

NP = {"s8": np.int8, "u8": np.uint8, "s16": np.int16, "u16": np.uint16, "s32": np.int32, "u32": np.uint32,
      "s64": np.int64, "u64": np.uint64}
PAIRS = [("s8", "s8", "s32"), ("u8", "s8", "s32"), ("s16", "s16", "s32"), ("s32", "s32", "s32"),
         ("u32", "u32", "u32"), ("s64", "s64", "s64"), ("u8", "u8", "u64")]


def _random(rng: np.random.Generator, dt: str, shape: tuple[int, ...], extremes: bool) -> np.ndarray:
    info = np.iinfo(NP[dt])
    if extremes:  # only the type's ends: products and sums wrap the accumulator
        return rng.choice(np.array([info.min, info.max], dtype=NP[dt]), size=shape)
    return rng.integers(info.min, info.max, shape, dtype=NP[dt], endpoint=True)


def _check(text: str, inputs: list[np.ndarray]) -> None:
    module = load_text(text)
    got = compile_module(module, "cpu").run(None, *inputs)
    want = compile_module(module, "interpreter").run(None, *inputs)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and np.array_equal(g, w)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pair=st.sampled_from(PAIRS), m=st.integers(1, 40), k=st.integers(1, 70), n=st.integers(1, 40),
       extremes=st.booleans(), transposed=st.booleans(), seed=st.integers(0, 2**16))
def test_dot_matches_interpreter(pair: tuple[str, str, str], m: int, k: int, n: int, extremes: bool,
                                 transposed: bool, seed: int) -> None:
    a, b, out = pair
    k = max(k, 4096 // max(1, m * n) + 1)  # big enough for the GEMM path (m*n*k >= 16^3)
    lhs_layout = "{0,1}" if transposed else "{1,0}"
    text = (f"HloModule m\nENTRY e {{\n  a = {a}[{m},{k}]{lhs_layout} parameter(0)\n  b = {b}[{k},{n}] parameter(1)\n"
            f"  ROOT d = {out}[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    rng = np.random.default_rng(seed)
    _check(text, [_random(rng, a, (m, k), extremes), _random(rng, b, (k, n), extremes)])


def test_batched_dot_with_a_fused_producer() -> None:
    text = """HloModule m
ENTRY e {
  a = s8[3,33,80] parameter(0)
  b = s8[3,80,21] parameter(1)
  n = s8[3,33,80] negate(a)
  ca = s32[3,33,80] convert(n)
  cb = s32[3,80,21] convert(b)
  ROOT d = s32[3,33,21] dot(ca, cb), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}
"""
    rng = np.random.default_rng(7)
    _check(text, [_random(rng, "s8", (3, 33, 80), True), _random(rng, "s8", (3, 80, 21), False)])


@pytest.mark.parametrize("dtype", ["s8", "s32"])
def test_convolution(dtype: str) -> None:
    out = "s32"
    text = f"""HloModule m
ENTRY e {{
  x = {dtype}[2,9,9,16] parameter(0)
  w = {dtype}[3,3,16,24] parameter(1)
  ROOT c = {out}[2,9,9,24] convolution(x, w), window={{size=3x3 pad=1_1x1_1}}, dim_labels=b01f_01io->b01f
}}
"""
    rng = np.random.default_rng(3)
    _check(text, [_random(rng, dtype, (2, 9, 9, 16), False), _random(rng, dtype, (3, 3, 16, 24), False)])


@pytest.mark.parametrize("pair", PAIRS)
def test_integer_dots_take_the_gemm_kernels(pair: tuple[str, str, str]) -> None:
    """Not the scalar loop, which was 70x slower than XLA on an s8 1024^2 dot."""
    from xlac.driver import dump_ir

    a, b, out = pair
    text = (f"HloModule m\nENTRY e {{\n  a = {a}[64,64] parameter(0)\n  b = {b}[64,64] parameter(1)\n"
            f"  ROOT d = {out}[64,64] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    ir_text = dump_ir(load_text(text), "llvm")
    assert f"xlac.gemm.{out}." in ir_text


# ---- 16-bit pairs (x86: pmaddwd) -----------------------------------------------------------------

@pytest.mark.parametrize("a,b,k", [("s8", "s8", 301), ("u8", "s8", 64), ("s16", "s16", 257), ("s8", "u8", 1)])
@pytest.mark.parametrize("threads", [1, 2])
def test_pairs_odd_k_slices_and_extremes(a: str, b: str, k: int, threads: int) -> None:
    """K odd (the last pair half padding), past one KC slice (256), and every value an extreme
    of its type: s16 (-2^15)^2 twice is 2^31, which must wrap exactly as XLA's 32-bit sum."""
    from xlac.targets.cpu.options import CpuOptions

    m, n = 37, 29
    k_big = max(k, 4096 // (m * n) + 1)
    text = (f"HloModule m\nENTRY e {{\n  a = {a}[{m},{k_big}] parameter(0)\n  b = {b}[{k_big},{n}] parameter(1)\n"
            f"  ROOT d = s32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    rng = np.random.default_rng(k)
    inputs = [_random(rng, a, (m, k_big), True), _random(rng, b, (k_big, n), True)]
    module = load_text(text)
    got = compile_module(module, "cpu", CpuOptions(threads=threads)).run(None, *inputs)[0]
    want = compile_module(module, "interpreter").run(None, *inputs)[0]
    assert np.array_equal(got, want)
    if a == b == "s16":
        ones = [np.full((m, k_big), -32768, np.int16), np.full((k_big, n), -32768, np.int16)]
        got = compile_module(module, "cpu").run(None, *ones)[0]
        wrapped = (k_big * 2**30 + 2**31) % 2**32 - 2**31  # k products of 2^30, summed mod 2^32
        assert np.all(got == wrapped)


@pytest.mark.parametrize("a,b,out,pairs", [("s8", "s8", "s32", True), ("u8", "u8", "u32", True),
                                           ("s16", "s8", "s32", True), ("u16", "u16", "u32", False),
                                           ("s32", "s32", "s32", False), ("s8", "s8", "s64", False)])
def test_which_products_go_in_pairs(a: str, b: str, out: str, pairs: bool) -> None:
    """8/16-bit values that are exact as signed 16-bit, summed in 32 bits, on x86; not u16
    (65535 is no i16), not 32-bit inputs, not 64-bit sums, and not on other CPUs."""
    from xlac.driver import dump_ir
    from xlac.targets.cpu.options import CpuOptions

    text = (f"HloModule m\nENTRY e {{\n  a = {a}[64,64] parameter(0)\n  b = {b}[64,64] parameter(1)\n"
            f"  ROOT d = {out}[64,64] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    x86 = dump_ir(load_text(text), "llvm", CpuOptions(triple="x86_64-unknown-linux-gnu", cpu="haswell"))
    assert (".packed.pairs" in x86) == pairs
    arm = dump_ir(load_text(text), "llvm", CpuOptions(triple="aarch64-unknown-linux-gnu"))
    assert ".pairs" not in arm
    if pairs:
        asm = dump_ir(load_text(text), "asm", CpuOptions(triple="x86_64-unknown-linux-gnu", cpu="haswell"))
        assert "vpmaddwd" in asm


# ---- 8-bit quads (x86 VNNI: vpdpbusd) -------------------------------------------------------------

VNNI_512 = "+avx512f,+avx512bw,+avx512vl,+avx512vnni,+avx2,+avx,+fma"
VNNI_256 = "+avx2,+avx,+fma,+avxvnni"


def _host_has(flag: str) -> bool:
    from xlac.targets.cpu.machine import effective_features, host_triple
    from xlac.targets.cpu.options import CpuOptions

    return flag in effective_features(host_triple(), CpuOptions(cpu="native")).split(",")


@pytest.mark.parametrize("a,b,group", [("s8", "s8", ".quads.shifted"), ("u8", "s8", ".quads"),
                                       ("s8", "u8", ".pairs"), ("u8", "u8", ".pairs"), ("s16", "s8", ".pairs")])
@pytest.mark.parametrize("features,register", [(VNNI_512, "%zmm"), (VNNI_256, "%ymm")])
def test_which_products_go_in_quads(a: str, b: str, group: str, features: str, register: str) -> None:
    """With VNNI, bytes times signed bytes go four at a time through vpdpbusd (whose first
    operand is unsigned): u8 x s8 as they are, s8 x s8 with A shifted by 128 and C's columns
    corrected; other 8/16-bit products stay in pairs."""
    from xlac.driver import dump_ir
    from xlac.targets.cpu.options import CpuOptions

    text = (f"HloModule m\nENTRY e {{\n  a = {a}[64,64] parameter(0)\n  b = {b}[64,64] parameter(1)\n"
            f"  ROOT d = s32[64,64] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    options = CpuOptions(triple="x86_64-unknown-linux-gnu", features=features)
    llvm = dump_ir(load_text(text), "llvm", options)
    assert f".packed{group}(" in llvm or f".packed{group}\"" in llvm
    if "quads" in group:
        asm = dump_ir(load_text(text), "asm", options)
        lines = [line for line in asm.splitlines() if "vpdpbusd" in line]
        assert lines and all(register in line for line in lines)


@pytest.mark.parametrize("features", [None, VNNI_256])
@pytest.mark.parametrize("a,k,extremes", [("s8", 1, True), ("s8", 3, False), ("u8", 6, True), ("s8", 257, True),
                                          ("s8", 1023, False), ("u8", 518, False)])
@pytest.mark.parametrize("threads", [1, 2])
def test_quads_k_tails_slices_and_extremes(features: str | None, a: str, k: int, extremes: bool, threads: int) -> None:
    """K not a multiple of 4 (the last quad's missing bytes 0), past one and several KC slices
    (the column correction added once, by the first), edge tiles (37 x 70), and every value an
    extreme: (-128) * (-128) * K sums that wrap, exactly as XLA's 32-bit sum."""
    from xlac.targets.cpu.options import CpuOptions

    if not _host_has("+avx512vnni" if features is None else "+avxvnni"):
        pytest.skip("this CPU has no VNNI")
    m, n = 37, 70
    k_big = max(k, 4096 // (m * n) + 1)
    text = (f"HloModule m\nENTRY e {{\n  a = {a}[{m},{k_big}] parameter(0)\n  b = s8[{k_big},{n}] parameter(1)\n"
            f"  ROOT d = s32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    rng = np.random.default_rng(k)
    inputs = [_random(rng, a, (m, k_big), extremes), _random(rng, "s8", (k_big, n), extremes)]
    module = load_text(text)
    options = CpuOptions(threads=threads) if features is None else CpuOptions(threads=threads, features=features)
    got = compile_module(module, "cpu", options).run(None, *inputs)[0]
    want = compile_module(module, "interpreter").run(None, *inputs)[0]
    assert np.array_equal(got, want)
    if a == "s8":  # the largest sum: every product (-128)^2, K of them (2^14 K wraps past 2^31 at K >= 2^17)
        lows = [np.full((m, k_big), -128, np.int8), np.full((k_big, n), -128, np.int8)]
        assert np.all(compile_module(module, "cpu", options).run(None, *lows)[0] == k_big * 2**14)


def test_quads_in_a_convolution_and_a_batched_product() -> None:
    """A convolution's window (its K over taps and features, packed through the generator) and
    a batch of products with a fused producer, both s8 x s8 in quads."""
    if not _host_has("+avx512vnni"):
        pytest.skip("this CPU has no AVX512-VNNI")
    conv = """HloModule m
ENTRY e {
  x = s8[2,9,9,7] parameter(0)
  w = s8[3,3,7,24] parameter(1)
  ROOT c = s32[2,9,9,24] convolution(x, w), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
"""
    rng = np.random.default_rng(5)
    _check(conv, [_random(rng, "s8", (2, 9, 9, 7), True), _random(rng, "s8", (3, 3, 7, 24), False)])
    batched = """HloModule m
ENTRY e {
  a = s8[3,33,81] parameter(0)
  b = s8[3,81,21] parameter(1)
  n = s8[3,33,81] negate(a)
  ROOT d = s32[3,33,21] dot(n, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}, operand_precision={default,default}
}
"""
    module = load_text(batched)
    from xlac.driver import dump_ir

    assert ".quads" in dump_ir(module, "llvm")
    _check(batched, [_random(rng, "s8", (3, 33, 81), True), _random(rng, "s8", (3, 81, 21), True)])


@pytest.mark.parametrize("a,b,kernel", [("u8", "s8", ".packed.quads"), ("s8", "s8", ".packed.quads.shifted"),
                                        ("s16", "s8", ".packed.pairs"), ("u16", "s8", ".packed"), ("s32", "s8", ".rows")])
def test_widening_converts_keep_the_narrow_kernels(a: str, b: str, kernel: str) -> None:
    """JAX converts the operands of a mixed u8 x s8 product to s32 before the dot: their values
    still fit bytes, so the product still goes in quads (it took the 32-bit kernel, 2-4x
    slower). A convert that narrows, or from a type too wide, does not count."""
    from xlac.driver import dump_ir
    from xlac.targets.cpu.options import CpuOptions

    text = (f"HloModule m\nENTRY e {{\n  a = {a}[37,130] parameter(0)\n  b = {b}[130,70] parameter(1)\n"
            f"  ca = s32[37,130] convert(a)\n  cb = s32[130,70] convert(b)\n"
            f"  ROOT d = s32[37,70] dot(ca, cb), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}\n")
    module = load_text(text)
    llvm = dump_ir(module, "llvm", CpuOptions(triple="x86_64-unknown-linux-gnu", features=VNNI_512))
    kernels = {line.split('"')[1] for line in llvm.splitlines() if line.startswith("define") and "xlac.gemm.s32." in line}
    assert len(kernels) == 1 and next(iter(kernels)).endswith(kernel), kernels
    rng = np.random.default_rng(2)
    _check(text, [_random(rng, a, (37, 130), True), _random(rng, b, (130, 70), False)])
