"""Non-elementwise ops on the cpu target (host JIT): each small module runs as compiled LLVM
loops and is checked against the interpreter's numpy kernels (the semantic reference) or a
hand-written expectation for the XLA rules that matter (clamped starts, dropped scatter
windows, stable sorts, topk ties, little-endian bitcast-convert). Then every corpus case of the
structural categories runs on cpu against the outputs real XLA computed.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from corpus import case, cases, check_case

from xlac.codegen.llvm.elemental import ElementalEmitter
from xlac.driver import compare_outputs, load_module
from xlac.hlo import opcodes
from xlac.hlo.parser import parse_module
from xlac.registry import get_target

RNG = np.random.default_rng(0)

# ---------------------------------------------------------------------------------------------
# Harness


def missing_elemental(ops: list[str] | tuple[str, ...]) -> list[str]:
    """Elementwise opcodes among ``ops`` that the shared elemental emitter cannot emit yet."""
    return sorted(op for op in set(ops)
                  if (info := opcodes.lookup(op)) is not None and info.is_elementwise
                  and not ElementalEmitter.implements(op))


def needs(*ops: str) -> None:
    """Skip (with the reason) while the elemental emitter lacks scalar ops a test relies on."""
    lacking = missing_elemental(ops)
    if lacking:
        pytest.skip(f"the elemental emitter cannot emit {', '.join(lacking)} yet")


def run_cpu(text: str, *arrays: np.ndarray) -> list[np.ndarray]:
    return get_target("cpu").compile(parse_module(text)).run(None, *arrays)


def run_reference(text: str, *arrays: np.ndarray) -> list[np.ndarray]:
    out = get_target("interpreter").compile(parse_module(text)).run(None, *arrays)
    return [np.asarray(o) for o in (out if isinstance(out, (list, tuple)) else [out])]


def assert_same(got: list[np.ndarray], want: list[np.ndarray], rtol: float = 1e-5, atol: float = 1e-6) -> None:
    problems = compare_outputs(got, want, rtol, atol)
    for g, w in zip(got, want):
        if g.dtype != w.dtype:
            problems.append(f"dtype {g.dtype}, expected {w.dtype}")
    assert not problems, "\n".join(problems)


def f32(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def s32(lo: int, hi: int, *shape: int) -> np.ndarray:
    return RNG.integers(lo, hi, shape).astype(np.int32)


def module(body: str, *computations: str) -> str:
    return "HloModule m\n" + "\n".join(computations) + "\nENTRY e {\n" + body + "\n}\n"


ADD_F32 = "add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }"
PAIR_REDUCER = """pair { a = f32[] parameter(0)  b = s32[] parameter(1)  c = f32[] parameter(2)  d = s32[] parameter(3)
  s = f32[] add(a, c)  t = s32[] multiply(b, d)  ROOT u = (f32[], s32[]) tuple(s, t) }"""
GE_F32 = "ge { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = pred[] compare(a, b), direction=GE }"


# ---------------------------------------------------------------------------------------------
# Against the interpreter: (id, module text, inputs, tolerance, elementwise ops it needs)

CASES = [
    ("transpose-bitcast-layouts", module(
        "p = f32[3,4]{0,1} parameter(0)\n t = f32[4,3]{1,0} transpose(p), dimensions={1,0}\n"
        " ROOT b = f32[3,4]{0,1} bitcast(t)"), lambda: [f32(3, 4)], 0, ()),
    ("reshape-layouts", module(
        "p = f32[2,3,4]{0,1,2} parameter(0)\n ROOT s = f32[6,4]{0,1} reshape(p)"), lambda: [f32(2, 3, 4)], 0, ()),
    ("broadcast-unsorted-dims", module(
        "p = f32[3,4] parameter(0)\n ROOT o = f32[4,2,3]{0,2,1} broadcast(p), dimensions={2,0}"),
     lambda: [f32(3, 4)], 0, ()),
    ("pad-negative-interior", module(
        "p = f32[3,5] parameter(0)  v = f32[] parameter(1)\n ROOT b = f32[6,7] pad(p, v), padding=2_-1_1x-1_3"),
     lambda: [f32(3, 5), np.float32(7)], 0, ()),
    ("pad-empty-operand", module(
        "p = f32[0,4] parameter(0)  v = f32[] parameter(1)\n ROOT o = f32[3,6] pad(p, v), padding=1_2x1_1"),
     lambda: [f32(0, 4), np.float32(3)], 0, ()),
    ("concatenate-with-empty", module(
        "p = f32[2,3] parameter(0)  q = f32[2,0] parameter(1)  r = f32[2,4] parameter(2)\n"
        " ROOT c = f32[2,7] concatenate(p, q, r), dimensions={1}"), lambda: [f32(2, 3), f32(2, 0), f32(2, 4)], 0, ()),
    ("reverse-then-strided-slice", module(
        "p = f32[9,10] parameter(0)\n r = f32[9,10]{0,1} reverse(p), dimensions={0}\n"
        " ROOT o = f32[3,3] slice(r), slice={[1:9:3], [2:10:3]}"), lambda: [f32(9, 10)], 0, ()),
    ("iota-bf16", module("ROOT c = bf16[3,300] iota(), iota_dimension=1"), lambda: [], 0, ()),
    ("iota-c64-layout", module("ROOT c = c64[3,2]{0,1} iota(), iota_dimension=0"), lambda: [], 0, ()),
    ("bitcast-convert-u32-to-u8x4", module(
        "p = u32[3,5] parameter(0)\n ROOT b = u8[3,5,4] bitcast-convert(p)"),
     lambda: [RNG.integers(0, 2**32, (3, 5), dtype=np.uint32)], 0, ()),
    ("bitcast-convert-u8x4-to-f32", module(
        "p = u8[3,5,4] parameter(0)\n ROOT b = f32[3,5] bitcast-convert(p)"),
     lambda: [RNG.integers(0, 256, (3, 5, 4), dtype=np.uint8)], 0, ()),
    ("bitcast-convert-f64-to-s32x2", module(
        "p = f64[4] parameter(0)\n ROOT b = s32[4,2] bitcast-convert(p)"), lambda: [RNG.standard_normal(4)], 0, ()),
    ("dynamic-slice-unsigned-huge", module(
        "p = f32[6,5] parameter(0)  i = u32[] parameter(1)  j = u32[] parameter(2)\n"
        " ROOT c = f32[2,3] dynamic-slice(p, i, j), dynamic_slice_sizes={2,3}"),
     lambda: [f32(6, 5), np.uint32(4000000000), np.uint32(1)], 0, ()),
    ("dynamic-slice-index-vector", module(
        "p = f32[6,5] parameter(0)  i = s32[2] parameter(1)\n"
        " ROOT c = f32[2,3] dynamic-slice(p, i), dynamic_slice_sizes={2,3}"),
     lambda: [f32(6, 5), np.array([3, 9], np.int32)], 0, ()),
    ("gather-batching-dims", module(
        "p = f32[3,7,4] parameter(0)  i = s32[3,5,1] parameter(1)\n"
        " ROOT g = f32[3,5,2,4] gather(p, i), offset_dims={2,3}, collapsed_slice_dims={}, start_index_map={1},"
        " index_vector_dim=2, slice_sizes={1,2,4}, operand_batching_dims={0}, start_indices_batching_dims={0}"),
     lambda: [f32(3, 7, 4), s32(-3, 9, 3, 5, 1)], 0, ()),
    ("gather-index-vector-dim-0", module(
        "p = f32[6,7] parameter(0)  i = s32[2,5] parameter(1)\n"
        " ROOT g = f32[5,2] gather(p, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0,1},"
        " index_vector_dim=0, slice_sizes={1,2}"), lambda: [f32(6, 7), s32(-3, 9, 2, 5)], 0, ()),
    ("map", module(
        "p = f32[3,4]{0,1} parameter(0)  q = f32[3,4] parameter(1)\n"
        " ROOT o = f32[3,4]{0,1} map(p, q), dimensions={0,1}, to_apply=mx",
        "mx { a = f32[] parameter(0)  b = f32[] parameter(1)  c = f32[] multiply(a, b)  ROOT d = f32[] add(c, a) }"),
     lambda: [f32(3, 4), f32(3, 4)], 1e-6, ()),
    ("reduce-variadic-layout", module(
        "p = f32[3,4,5]{0,2,1} parameter(0)  q = s32[3,4,5] parameter(1)  z = f32[] constant(0)  y = s32[] constant(1)\n"
        " ROOT o = (f32[4], s32[4]) reduce(p, q, z, y), dimensions={0,2}, to_apply=pair", PAIR_REDUCER),
     lambda: [f32(3, 4, 5), s32(-2, 3, 3, 4, 5)], 1e-5, ()),
    ("reduce-empty", module(
        "p = f32[0,4] parameter(0)  v = f32[] parameter(1)\n ROOT o = f32[4] reduce(p, v), dimensions={0}, to_apply=add",
        ADD_F32), lambda: [f32(0, 4), np.float32(3)], 0, ()),
    ("reduce-window-variadic-dilated", module(
        "p = f32[7,6] parameter(0)  q = s32[7,6] parameter(1)  z = f32[] constant(0)  y = s32[] constant(1)\n"
        " ROOT o = (f32[4,6], s32[4,6]) reduce-window(p, q, z, y), window={size=3x2 stride=2x2 pad=1_2x1_1"
        " lhs_dilate=1x2}, to_apply=pair", PAIR_REDUCER), lambda: [f32(7, 6), s32(-2, 3, 7, 6)], 1e-5, ()),
    ("select-and-scatter-padded", module(
        "p = f32[5,6] parameter(0)  s = f32[3,3] parameter(1)  z = f32[] constant(0)\n"
        " ROOT o = f32[5,6] select-and-scatter(p, s, z), window={size=3x3 stride=2x2 pad=1_1x1_0}, select=ge,"
        " scatter=add", GE_F32, ADD_F32), lambda: [f32(5, 6), f32(3, 3)], 1e-6, ("compare",)),
    ("dot-mixed-int-batch", module(
        "a = s8[2,3,4] parameter(0)  b = u8[4,2,5] parameter(1)\n"
        " ROOT d = s32[2,3,5] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={1}, lhs_contracting_dims={2},"
        " rhs_contracting_dims={0}"),
     lambda: [RNG.integers(-100, 100, (2, 3, 4)).astype(np.int8), RNG.integers(0, 255, (4, 2, 5)).astype(np.uint8)],
     0, ("convert",)),
    ("dot-outer-product", module(
        "a = f32[3] parameter(0)  b = f32[2] parameter(1)\n ROOT d = f32[3,2] dot(a, b)"), lambda: [f32(3), f32(2)],
     1e-6, ()),
    ("dot-bf16", module(
        "a = bf16[3,8] parameter(0)  b = bf16[8,2] parameter(1)\n"
        " ROOT d = bf16[3,2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}"),
     lambda: [f32(3, 8).astype(ml_dtypes.bfloat16), f32(8, 2).astype(ml_dtypes.bfloat16)], 1e-2, ("convert",)),
    ("conv-batch-groups-reversal", module(
        "a = f32[4,5,5,6] parameter(0)  k = f32[3,3,6,4] parameter(1)\n"
        " ROOT c = f32[2,3,2,4] convolution(a, k), window={size=3x3 pad=0_0x1_-1 rhs_reversal=1x0 stride=1x2},"
        " dim_labels=b01f_01io->b01f, batch_group_count=2"), lambda: [f32(4, 5, 5, 6), f32(3, 3, 6, 4)], 1e-5, ()),
    ("conv-feature-groups-dilations", module(
        "a = f32[2,6,5,5] parameter(0)  k = f32[6,2,2,2] parameter(1)\n"
        " ROOT c = f32[10,6,6,2] convolution(a, k), window={size=2x2 pad=1_1x2_1 lhs_dilate=2x1 rhs_dilate=1x2},"
        " dim_labels=bf01_o01i->01fb, feature_group_count=3"), lambda: [f32(2, 6, 5, 5), f32(6, 2, 2, 2)], 1e-5, ()),
    ("sort-dim0-descending-stable", module(
        "p = s32[37,3]{0,1} parameter(0)  q = f32[37,3] parameter(1)\n"
        " ROOT s = (s32[37,3], f32[37,3]) sort(p, q), dimensions={0}, to_apply=gt, is_stable=true",
        "gt { a = s32[] parameter(0)  b = s32[] parameter(1)  c = f32[] parameter(2)  d = f32[] parameter(3)\n"
        "  ROOT l = pred[] compare(a, b), direction=GT }"), lambda: [s32(0, 5, 37, 3), f32(37, 3)], 0, ("compare",)),
    ("scatter-variadic-windows-oob", module(
        "p = f32[6,5] parameter(0)  q = s32[6,5] parameter(1)  i = s32[4,2] parameter(2)  u = f32[4,2,3] parameter(3)"
        "  v = s32[4,2,3] parameter(4)\n"
        " ROOT s = (f32[6,5], s32[6,5]) scatter(p, q, i, u, v), update_window_dims={1,2}, inserted_window_dims={},"
        " scatter_dims_to_operand_dims={0,1}, index_vector_dim=1, to_apply=pair", PAIR_REDUCER),
     lambda: [f32(6, 5), s32(0, 9, 6, 5), np.array([[0, 0], [4, 2], [5, 0], [-1, 1]], np.int32), f32(4, 2, 3),
              s32(0, 9, 4, 2, 3)], 1e-6, ()),
    ("scatter-batching-dims", module(
        "p = f32[3,7] parameter(0)  i = s32[3,4] parameter(1)  u = f32[3,4] parameter(2)\n"
        " ROOT s = f32[3,7] scatter(p, i, u), update_window_dims={}, inserted_window_dims={1},"
        " scatter_dims_to_operand_dims={1}, index_vector_dim=2, input_batching_dims={0},"
        " scatter_indices_batching_dims={0}, to_apply=add", ADD_F32),
     lambda: [f32(3, 7), s32(-1, 8, 3, 4), f32(3, 4)], 1e-6, ()),
    ("batch-norm-training", module(
        "x = f32[3,4,5] parameter(0)  s = f32[4] parameter(1)  o = f32[4] parameter(2)\n"
        " ROOT b = (f32[3,4,5], f32[4], f32[4]) batch-norm-training(x, s, o), epsilon=0.001, feature_index=1"),
     lambda: [f32(3, 4, 5), f32(4), f32(4)], 1e-4, ("divide", "rsqrt")),
    ("batch-norm-inference", module(
        "x = f32[3,4,5] parameter(0)  s = f32[5] parameter(1)  o = f32[5] parameter(2)  m = f32[5] parameter(3)"
        "  v = f32[5] parameter(4)\n"
        " ROOT b = f32[3,4,5] batch-norm-inference(x, s, o, m, v), epsilon=0.001, feature_index=2"),
     lambda: [f32(3, 4, 5), f32(5), f32(5), f32(5), np.abs(f32(5))], 1e-4, ("rsqrt",)),
    ("batch-norm-grad", module(
        "x = f32[3,4,5] parameter(0)  s = f32[3] parameter(1)  m = f32[3] parameter(2)  v = f32[3] parameter(3)"
        "  d = f32[3,4,5] parameter(4)\n"
        " ROOT b = (f32[3,4,5], f32[3], f32[3]) batch-norm-grad(x, s, m, v, d), epsilon=0.001, feature_index=0"),
     lambda: [f32(3, 4, 5), f32(3), f32(3), np.abs(f32(3)), f32(3, 4, 5)], 1e-4, ("divide", "rsqrt")),
    ("fft-2d", module("x = c64[2,6,5] parameter(0)\n ROOT y = c64[2,6,5] fft(x), fft_type=FFT, fft_length={6,5}"),
     lambda: [(f32(2, 6, 5) + 1j * f32(2, 6, 5)).astype(np.complex64)], 1e-4, ("sine", "cosine")),
    ("ifft-1d", module("x = c64[2,6,5] parameter(0)\n ROOT y = c64[2,6,5] fft(x), fft_type=IFFT, fft_length={5}"),
     lambda: [(f32(2, 6, 5) + 1j * f32(2, 6, 5)).astype(np.complex64)], 1e-4, ("sine", "cosine")),
    ("rfft-2d", module("x = f32[2,6,5] parameter(0)\n ROOT y = c64[2,6,3] fft(x), fft_type=RFFT, fft_length={6,5}"),
     lambda: [f32(2, 6, 5)], 1e-4, ("sine", "cosine")),
    ("irfft-2d", module("x = c64[2,6,4] parameter(0)\n ROOT y = f32[2,6,6] fft(x), fft_type=IRFFT, fft_length={6,6}"),
     lambda: [(f32(2, 6, 4) + 1j * f32(2, 6, 4)).astype(np.complex64)], 1e-4, ("sine", "cosine")),
]


@pytest.mark.parametrize("name,text,inputs,tol,elementwise", CASES, ids=[c[0] for c in CASES])
def test_matches_interpreter(name: str, text: str, inputs, tol: float, elementwise: tuple[str, ...]) -> None:
    needs(*elementwise)
    arrays = inputs()
    assert_same(run_cpu(text, *arrays), run_reference(text, *arrays), rtol=tol, atol=tol)


def _spd(n: int, batch: int) -> np.ndarray:
    a = RNG.standard_normal((batch, n, n))
    return (a @ np.swapaxes(a, -1, -2) + n * np.eye(n)).astype(np.float32)


@pytest.mark.parametrize("lower", ["true", "false"])
def test_cholesky(lower: str) -> None:
    """Both triangles; the second matrix is not positive definite and must come out all NaN."""
    needs("sqrt", "divide")
    a = _spd(4, 2)
    a[1, 0, 0] = -100
    text = module(f"p = f32[2,4,4] parameter(0)\n ROOT c = f32[2,4,4] cholesky(p), lower={lower}")
    got = run_cpu(text, a)
    assert_same(got, run_reference(text, a), rtol=1e-4, atol=1e-5)
    assert np.isnan(got[0][1]).all()


@pytest.mark.parametrize("left", ["true", "false"])
@pytest.mark.parametrize("lower", ["true", "false"])
@pytest.mark.parametrize("transpose", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
def test_triangular_solve(left: str, lower: str, transpose: str) -> None:
    needs("divide")
    a = f32(2, 4, 4) + 4 * np.eye(4, dtype=np.float32)
    b_shape = "2,4,3" if left == "true" else "2,3,4"
    b = f32(*map(int, b_shape.split(",")))
    for unit in ("true", "false"):
        text = module(f"a = f32[2,4,4] parameter(0)  b = f32[{b_shape}] parameter(1)\n"
                      f" ROOT c = f32[{b_shape}] triangular-solve(a, b), left_side={left}, lower={lower},"
                      f" unit_diagonal={unit}, transpose_a={transpose}")
        assert_same(run_cpu(text, a, b), run_reference(text, a, b), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("algorithm", ["rng_three_fry", "rng_philox", "rng_default"])
@pytest.mark.parametrize("state,bits", [("u64[2]", "u32[3,5]"), ("u64[3]", "u32[7]"), ("u64[2]", "u64[5]"),
                                        ("u64[3]", "u8[3,3]"), ("u64[2]", "u32[]"), ("u64[2]", "u16[5,3]")])
def test_rng_bit_generator(algorithm: str, state: str, bits: str) -> None:
    """Bit-exact with the interpreter's kernel (itself checked against XLA's streams)."""
    text = module(f"p = {state} parameter(0)\n ROOT r = ({state}, {bits}) rng-bit-generator(p), algorithm={algorithm}")
    words = int(state[4])
    for seed in (RNG.integers(0, 2**63, words, dtype=np.uint64),
                 np.array([5, 2**64 - 2, 7][:words], np.uint64)):  # the Philox counter carries
        assert_same(run_cpu(text, seed), run_reference(text, seed))


# ---------------------------------------------------------------------------------------------
# XLA rules by hand


def test_dynamic_slice_and_update_clamp_starts() -> None:
    x = np.arange(30, dtype=np.float32).reshape(6, 5)
    text = module("p = f32[6,5] parameter(0)  i = s32[] parameter(1)  j = s32[] parameter(2)\n"
                  " ROOT c = f32[2,3] dynamic-slice(p, i, j), dynamic_slice_sizes={2,3}")
    np.testing.assert_array_equal(run_cpu(text, x, np.int32(10), np.int32(-10))[0], x[4:6, 0:3])
    text = module("p = f32[6,5] parameter(0)  u = f32[2,3] parameter(1)  i = s32[] parameter(2)"
                  "  j = s32[] parameter(3)\n ROOT c = f32[6,5] dynamic-update-slice(p, u, i, j)")
    want = x.copy()
    want[4:6, 2:5] = -1
    np.testing.assert_array_equal(run_cpu(text, x, -np.ones((2, 3), np.float32), np.int32(5), np.int32(9))[0], want)


def test_gather_clamps_and_scatter_drops_out_of_bounds() -> None:
    x = np.arange(10, dtype=np.float32)
    idx = np.array([-3, 2, 9, 12], np.int32)
    gather = module("p = f32[10] parameter(0)  i = s32[4,1] parameter(1)\n"
                    " ROOT g = f32[4,2] gather(p, i), offset_dims={1}, collapsed_slice_dims={},"
                    " start_index_map={0}, index_vector_dim=1, slice_sizes={2}")
    np.testing.assert_array_equal(run_cpu(gather, x, idx[:, None])[0], [[0, 1], [2, 3], [8, 9], [8, 9]])
    scatter = module("p = f32[10] parameter(0)  i = s32[4,1] parameter(1)  u = f32[4,2] parameter(2)\n"
                     " ROOT s = f32[10] scatter(p, i, u), update_window_dims={1}, inserted_window_dims={},"
                     " scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add", ADD_F32)
    want = x.copy()
    want[2:4] += 100  # only the window at 2 fits; -3, 9 (needs 9..10) and 12 are dropped whole
    np.testing.assert_array_equal(run_cpu(scatter, x, idx[:, None], np.full((4, 2), 100, np.float32))[0], want)


def test_topk_ties_take_the_lower_index_and_nan_is_largest() -> None:
    x = np.array([[1, 3, 3, np.nan, 3, -0.0, 0.0]], np.float32)
    text = module("p = f32[1,7] parameter(0)\n ROOT t = (f32[1,4], s32[1,4]) topk(p), k=4, largest=true")
    values, indices = run_cpu(text, x)
    np.testing.assert_array_equal(indices, [[3, 1, 2, 4]])
    assert np.isnan(values[0, 0])
    text = module("p = f32[1,7] parameter(0)\n ROOT t = (f32[1,3], s32[1,3]) topk(p), k=3, largest=false")
    np.testing.assert_array_equal(run_cpu(text, x)[1], [[5, 6, 0]])  # -0 before +0 in total order


def test_sort_is_stable_under_ties() -> None:
    needs("compare")
    keys = np.array([2, 1, 2, 0, 1, 2, 0, 1], np.int32)
    payload = np.arange(8, dtype=np.int32)
    text = module("k = s32[8] parameter(0)  v = s32[8] parameter(1)\n"
                  " ROOT s = (s32[8], s32[8]) sort(k, v), dimensions={0}, to_apply=lt",
                  "lt { a = s32[] parameter(0)  b = s32[] parameter(1)  c = s32[] parameter(2)  d = s32[] parameter(3)\n"
                  "  ROOT l = pred[] compare(a, b), direction=LT }")
    got = run_cpu(text, keys, payload)
    np.testing.assert_array_equal(got[1], np.argsort(keys, kind="stable"))


def test_bitcast_convert_is_little_endian() -> None:
    text = module("p = u32[2] parameter(0)\n ROOT b = u8[2,4] bitcast-convert(p)")
    np.testing.assert_array_equal(run_cpu(text, np.array([0x04030201, 0xA0B0C0D0], np.uint32))[0],
                                  [[1, 2, 3, 4], [0xD0, 0xC0, 0xB0, 0xA0]])


def test_generated_code_is_self_contained_loops() -> None:
    """Sort, scatter, reduce and rng compile to loops: nothing is declared but LLVM intrinsics."""
    text = module("k = f32[16] parameter(0)  i = s32[3,1] parameter(1)  u = f32[3] parameter(2)  z = f32[] constant(0)"
                  "  st = u64[2] parameter(3)\n"
                  " s = f32[16] scatter(k, i, u), update_window_dims={}, inserted_window_dims={0},"
                  " scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add\n"
                  " t = (f32[16], s32[16]) topk(s), k=16\n"
                  " r = f32[] reduce(k, z), dimensions={0}, to_apply=add\n"
                  " g = (u64[2], u32[4]) rng-bit-generator(st), algorithm=rng_philox\n"
                  " ROOT o = ((f32[16], s32[16]), f32[], (u64[2], u32[4])) tuple(t, r, g)", ADD_F32)
    ir_text = get_target("cpu").compile(parse_module(text)).lowered.llvm_ir
    declared = [line for line in ir_text.splitlines() if line.startswith("declare")]
    assert all("@llvm." in line or '@"llvm.' in line for line in declared), declared


# ---------------------------------------------------------------------------------------------
# The corpus: structural categories on cpu against real XLA

CATEGORIES = {"shape", "reduce", "reduce-window", "select-and-scatter", "dot", "convolution", "gather-scatter",
              "sort", "cumulative", "control-flow", "tuple", "rng", "composite"}
CORPUS_CASES = [c.name for c in cases("jax") if c.category in CATEGORIES]


def _run_corpus_case(c) -> list[str]:
    ins, outs = c.arrays()
    got = get_target("cpu").compile(load_module(c.hlo)).run(None, *ins)
    return compare_outputs(got, outs, c.rtol, c.atol)


@pytest.mark.parametrize("name", CORPUS_CASES)
def test_corpus_on_cpu(name: str) -> None:
    needs(*case(name).meta["ops"])
    check_case("cpu", name, _run_corpus_case)
