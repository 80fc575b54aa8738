"""The cpu target's fast kernels against the interpreter, on the sizes and layouts where they
are most likely to go wrong: 1, 3, 17, 129 and other non-multiples of the vector width and
register tile, transposed layouts, batch dims, f64, fused operands and consumers, padding
taps, NaN and signed zeros in max/min, and the threaded paths. Correctness only: no timings.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from xlac.driver import compile_module
from xlac.hlo.parser import parse_module
from xlac.targets.base import CompileOptions
from xlac.targets.cpu.options import CpuOptions

RNG = np.random.default_rng(7)


def layout(rank: int, column_major: bool) -> str:
    order = range(rank) if column_major else range(rank - 1, -1, -1)
    return "{" + ",".join(map(str, order)) + "}"


def run_both(text: str, inputs: list[np.ndarray], **extra) -> tuple[list[np.ndarray], list[np.ndarray]]:
    module = parse_module(text)
    got = compile_module(module, "cpu", CpuOptions(opt_level=2, **extra)).run(None, *inputs)
    want = compile_module(parse_module(text), "interpreter").run(None, *inputs)
    return got, want


def check(text: str, inputs: list[np.ndarray], rtol: float = 2e-5, **extra) -> None:
    got, want = run_both(text, inputs, **extra)
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype
        scale = max(1.0, float(np.max(np.abs(w.astype(np.float64))))) if w.size else 1.0
        np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=rtol, atol=rtol * scale)


def normal(shape: tuple[int, ...], dt: str = "f32") -> np.ndarray:
    return RNG.standard_normal(shape).astype({"f32": np.float32, "f64": np.float64}[dt])


# ---- dots -------------------------------------------------------------------------------------

def dot_module(m: int, k: int, n: int, dt: str = "f32", lhs_cm: bool = False, rhs_cm: bool = False,
               out_cm: bool = False) -> str:
    return f"""HloModule d
ENTRY e {{
  a = {dt}[{m},{k}]{layout(2, lhs_cm)} parameter(0)
  b = {dt}[{k},{n}]{layout(2, rhs_cm)} parameter(1)
  ROOT d = {dt}[{m},{n}]{layout(2, out_cm)} dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}"""


@pytest.mark.parametrize("m,k,n", [(1, 4096, 1), (3, 17, 129), (129, 3, 17), (17, 129, 33), (65, 257, 31),
                                   (6, 64, 64), (13, 300, 67), (200, 300, 150)])
def test_dot_sizes(m: int, k: int, n: int) -> None:
    check(dot_module(m, k, n), [normal((m, k)), normal((k, n))])


@pytest.mark.parametrize("lhs_cm,rhs_cm,out_cm", [(True, False, False), (False, True, False), (False, False, True),
                                                  (True, True, True)])
def test_dot_layouts(lhs_cm: bool, rhs_cm: bool, out_cm: bool) -> None:
    check(dot_module(37, 70, 53, lhs_cm=lhs_cm, rhs_cm=rhs_cm, out_cm=out_cm), [normal((37, 70)), normal((70, 53))])


def test_dot_f64() -> None:
    check(dot_module(33, 129, 19, "f64"), [normal((33, 129), "f64"), normal((129, 19), "f64")], rtol=1e-12)


@pytest.mark.parametrize("threads", [1, 2])
def test_dot_batched(threads: int) -> None:
    text = """HloModule b
ENTRY e {
  a = f32[5,17,33]{2,1,0} parameter(0)
  b = f32[5,33,19]{2,1,0} parameter(1)
  ROOT d = f32[5,17,19]{2,1,0} dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}"""
    check(text, [normal((5, 17, 33)), normal((5, 33, 19))], threads=threads)


def test_dot_batch_not_leading_two_contracting() -> None:
    text = """HloModule b
ENTRY e {
  a = f32[9,3,11,7]{3,2,1,0} parameter(0)
  b = f32[3,11,7,20]{3,2,1,0} parameter(1)
  ROOT d = f32[3,9,20]{2,1,0} dot(a, b), lhs_batch_dims={1}, rhs_batch_dims={0}, lhs_contracting_dims={2,3}, rhs_contracting_dims={1,2}
}"""
    check(text, [normal((9, 3, 11, 7)), normal((3, 11, 7, 20))])


def test_dot_bf16_to_bf16() -> None:
    import ml_dtypes

    text = """HloModule b
ENTRY e {
  a = bf16[20,40]{1,0} parameter(0)
  b = bf16[40,30]{1,0} parameter(1)
  ROOT d = bf16[20,30]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""
    ins = [normal((20, 40)).astype(ml_dtypes.bfloat16), normal((40, 30)).astype(ml_dtypes.bfloat16)]
    check(text, ins, rtol=1e-2)


def test_dot_large_threaded() -> None:
    """Big enough for the parallel packing and tile loops."""
    check(dot_module(260, 200, 130), [normal((260, 200)), normal((200, 130))], threads=2)


def test_dot_fused_bias_relu() -> None:
    """A kOutput fusion: a transposed operand read while packing, bias and relu after."""
    text = """HloModule f
ENTRY e {
  x = f32[70,33]{1,0} parameter(0)
  w = f32[70,45]{0,1} parameter(1)
  bias = f32[45]{0} parameter(2)
  t = f32[33,70]{1,0} transpose(x), dimensions={1,0}
  d = f32[33,45]{1,0} dot(t, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[33,45]{1,0} broadcast(bias), dimensions={1}
  s = f32[33,45]{1,0} add(d, bb)
  z = f32[] constant(0)
  zb = f32[33,45]{1,0} broadcast(z), dimensions={}
  ROOT r = f32[33,45]{1,0} maximum(s, zb)
}"""
    check(text, [normal((70, 33)), normal((70, 45)), normal((45,))])


# ---- convolutions -----------------------------------------------------------------------------

def conv_module(n: int, h: int, w: int, c: int, o: int, kh: int, kw: int, window: str,
                labels: str = "b01f_01io->b01f") -> str:
    return f"""HloModule c
ENTRY e {{
  x = f32[{n},{h},{w},{c}]{{3,2,1,0}} parameter(0)
  k = f32[{kh},{kw},{c},{o}]{{3,2,1,0}} parameter(1)
  ROOT y = f32[{n},{{oh}},{{ow}},{o}]{{3,2,1,0}} convolution(x, k), window={{{window}}}, dim_labels={labels}
}}"""


@pytest.mark.parametrize("n,h,w,c,o,kh,kw,window,oh,ow", [
    (2, 9, 7, 3, 17, 3, 3, "size=3x3 pad=1_1x1_1", 9, 7),
    (1, 13, 11, 17, 33, 3, 3, "size=3x3 stride=2x2 pad=1_1x1_1", 7, 6),
    (3, 8, 8, 16, 8, 1, 1, "size=1x1", 8, 8),
    (1, 10, 10, 5, 7, 3, 2, "size=3x2 pad=0_2x1_0 rhs_dilate=2x1", 8, 10),
    (2, 6, 5, 4, 65, 2, 2, "size=2x2 pad=1_1x1_1 lhs_dilate=2x2", 12, 10),
])
def test_conv(n, h, w, c, o, kh, kw, window, oh, ow) -> None:
    text = conv_module(n, h, w, c, o, kh, kw, window).replace("{oh}", str(oh)).replace("{ow}", str(ow))
    check(text, [normal((n, h, w, c)), normal((kh, kw, c, o))])


def test_conv_nchw_layout() -> None:
    text = """HloModule c
ENTRY e {
  x = f32[2,5,9,9]{3,2,1,0} parameter(0)
  k = f32[7,5,3,3]{3,2,1,0} parameter(1)
  ROOT y = f32[2,7,9,9]{3,2,1,0} convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01
}"""
    check(text, [normal((2, 5, 9, 9)), normal((7, 5, 3, 3))])


# ---- reductions -------------------------------------------------------------------------------

REDUCERS = {"add": "add", "max": "maximum", "min": "minimum", "mul": "multiply"}


def reduce_module(dt: str, dims: tuple[int, ...], reduced: tuple[int, ...], op: str, init: str,
                  column_major: bool = False) -> str:
    out = tuple(d for i, d in enumerate(dims) if i not in reduced)
    shape = ",".join(map(str, dims))
    oshape = ",".join(map(str, out))
    return f"""HloModule r
red {{
  p = {dt}[] parameter(0)
  q = {dt}[] parameter(1)
  ROOT o = {dt}[] {op}(p, q)
}}
ENTRY e {{
  x = {dt}[{shape}]{layout(len(dims), column_major)} parameter(0)
  i = {dt}[] constant({init})
  ROOT r = {dt}[{oshape}] reduce(x, i), dimensions={{{",".join(map(str, reduced))}}}, to_apply=red
}}"""


@pytest.mark.parametrize("dims,reduced", [((17,), (0,)), ((1,), (0,)), ((3, 129), (1,)), ((129, 3), (0,)),
                                          ((5, 7, 9), (0, 2)), ((4, 6, 8), (1,)), ((70001,), (0,)),
                                          ((300, 257), (0,)), ((257, 300), (1,))])
@pytest.mark.parametrize("op", ["add", "max", "min"])
def test_reduce_f32(dims, reduced, op) -> None:
    init = {"add": "0", "max": "-inf", "min": "inf"}[op]
    x = normal(dims)
    check(reduce_module("f32", dims, reduced, REDUCERS[op], init), [x], rtol=1e-4)


@pytest.mark.parametrize("column_major", [False, True])
def test_reduce_layouts_f64(column_major: bool) -> None:
    dims = (33, 65)
    check(reduce_module("f64", dims, (1,), "add", "0", column_major), [normal(dims, "f64")], rtol=1e-12)


@pytest.mark.parametrize("op", ["max", "min"])
def test_reduce_max_min_nan_and_zeros(op: str) -> None:
    """A NaN anywhere wins; -0 and +0 compare as XLA's maximum/minimum order them."""
    x = normal((6, 300))
    x[1, 17] = np.nan
    x[2, :] = -0.0
    x[2, 200] = 0.0
    x[3, :] = 0.0
    x[3, 5] = -0.0
    x[4, :] = 1e-40  # subnormals flush to zero
    init = "-inf" if op == "max" else "inf"
    got, want = run_both(reduce_module("f32", (6, 300), (1,), REDUCERS[op], init), [x])
    np.testing.assert_array_equal(np.isnan(got[0]), np.isnan(want[0]))
    np.testing.assert_array_equal(np.signbit(got[0]), np.signbit(want[0]))
    np.testing.assert_array_equal(np.nan_to_num(got[0]), np.nan_to_num(want[0]))


@pytest.mark.parametrize("dt,op,init", [("s32", "add", "0"), ("s32", "maximum", "-2147483648"),
                                        ("pred", "and", "true"), ("pred", "or", "false"), ("u8", "minimum", "255")])
def test_reduce_exact_types(dt: str, op: str, init: str) -> None:
    dims = (19, 131)
    if dt == "pred":
        x = RNG.random(dims) < 0.9
    else:
        info = np.iinfo({"s32": np.int32, "u8": np.uint8}[dt])
        x = RNG.integers(info.min, info.max, dims, endpoint=True).astype(info.dtype)
    got, want = run_both(reduce_module(dt, dims, (1,), op, init), [x])
    np.testing.assert_array_equal(got[0], want[0])


def test_fused_softmax_rows() -> None:
    """kInput fusions: max and sum reductions with their inputs computed on the fly."""
    text = """HloModule s
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
sm {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[37,129]{1,0} parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[37]{0} reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[37,129]{1,0} broadcast(m), dimensions={0}
  d = f32[37,129]{1,0} subtract(x, mb)
  ex = f32[37,129]{1,0} exponential(d)
  z = f32[] constant(0)
  s = f32[37]{0} reduce(ex, z), dimensions={1}, to_apply=sm
  sb = f32[37,129]{1,0} broadcast(s), dimensions={0}
  ROOT r = f32[37,129]{1,0} divide(ex, sb)
}"""
    check(text, [normal((37, 129)) * 10])


# ---- elementwise ------------------------------------------------------------------------------

@pytest.mark.parametrize("op", ["exponential", "tanh", "logistic"])
def test_vector_math_accuracy(op: str) -> None:
    """The inline exp/tanh over their whole range (and the special values), within a few ulp."""
    x = np.concatenate([np.linspace(-110, 100, 40001, dtype=np.float32), RNG.standard_normal(4000).astype(np.float32),
                        np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-40, -1e-40, 88.72, -87.34], np.float32)])
    n = x.size
    text = f"HloModule v\nENTRY e {{\n  x = f32[{n}]{{0}} parameter(0)\n  ROOT y = f32[{n}]{{0}} {op}(x)\n}}"
    got, want = run_both(text, [x])
    g, w = got[0].astype(np.float64), want[0].astype(np.float64)
    assert np.array_equal(np.isnan(g), np.isnan(w))
    ok = np.isclose(g, w, rtol=3e-6, atol=1e-37) | (np.isnan(g) & np.isnan(w))
    assert ok.all(), (x[~ok][:5], g[~ok][:5], w[~ok][:5])


@pytest.mark.parametrize("op", ["tanh", "logistic"])
def test_vector_math_saturates_exactly(op: str) -> None:
    """Where the true value rounds to +-1 (|x| above about 9.01 for tanh, 17.3 for logistic),
    the result is exactly +-1, so a saturated unit's gradient 1 - t^2 is 0 as in XLA; tanh
    was 0.99999994 for every |x| > 9 and a GELU training step passed gradient through it.
    Elsewhere within 2 ulp of the correctly rounded value; tanh within 4, as XLA's own
    approximation (which it computes) is: that reaches +-1 from |x| = 7.9988, where the true
    value is 4 ulp below it."""
    x = np.linspace(-40, 40, 200001, dtype=np.float32)
    text = f"HloModule v\nENTRY e {{\n  x = f32[{x.size}]{{0}} parameter(0)\n  ROOT y = f32[{x.size}]{{0}} {op}(x)\n}}"
    got = compile_module(parse_module(text), "cpu").run(None, x)[0]
    x64 = x.astype(np.float64)
    want = (np.tanh(x64) if op == "tanh" else 1 / (1 + np.exp(-x64))).astype(np.float32)
    saturated = np.abs(want) == 1
    assert saturated.sum() > 50000
    np.testing.assert_array_equal(got[saturated], want[saturated])
    ulps = np.abs(got.view(np.int32).astype(np.int64) - want.view(np.int32).astype(np.int64))
    assert ulps.max() <= (4 if op == "tanh" else 2), x[np.argmax(ulps)]


def test_exp_at_the_ends_of_its_range() -> None:
    """exp scales by adding n to the exponent bits, exact only for normal results: at the last
    floats below overflow and above underflow it must still be right, at and past them inf and
    0, never NaN or a subnormal (an exponent field of 255 or 0 reached by the add)."""
    top, bottom = np.float32(88.72283935546875), np.float32(-87.3365478515625)
    steps = np.arange(-64, 65, dtype=np.int32)
    x = np.concatenate([(top.view(np.int32) + steps).view(np.float32), (bottom.view(np.int32) + steps).view(np.float32)])
    text = f"HloModule v\nENTRY e {{\n  x = f32[{x.size}]{{0}} parameter(0)\n  ROOT y = f32[{x.size}]{{0}} exponential(x)\n}}"
    got = compile_module(parse_module(text), "cpu").run(None, x)[0]
    with np.errstate(over="ignore"):
        want = np.exp(x.astype(np.float64)).astype(np.float32)
    want[np.abs(want) < np.finfo(np.float32).tiny] = 0  # flushed, as XLA's results are
    assert not np.isnan(got).any()
    ulps = np.abs(got.view(np.int32).astype(np.int64) - want.view(np.int32).astype(np.int64))
    assert ulps.max() <= 1, (x[ulps > 1], got[ulps > 1], want[ulps > 1])
    assert got[x >= top].tolist() == [np.inf] * int((x >= top).sum())
    assert (got[x <= bottom] == 0).all() and (got[(x > bottom) & (x < 0)] >= np.finfo(np.float32).tiny).all()


def test_elementwise_broadcast_chain_odd_size() -> None:
    text = """HloModule c
ENTRY e {
  x = f32[17,129]{1,0} parameter(0)
  y = f32[129]{0} parameter(1)
  yb = f32[17,129]{1,0} broadcast(y), dimensions={1}
  a = f32[17,129]{1,0} multiply(x, yb)
  b = f32[17,129]{1,0} add(a, x)
  c = f32[17,129]{0,1} copy(b)
  ROOT r = f32[17,129]{0,1} maximum(c, c)
}"""
    check(text, [normal((17, 129)), normal((129,))])


# ---- runtime and executable -------------------------------------------------------------------

def test_results_are_not_reused_while_held() -> None:
    exe = compile_module(parse_module(dot_module(20, 30, 40)), "cpu")
    a, b = normal((20, 30)), normal((30, 40))
    first = exe.run(None, a, b)[0]
    kept = first.copy()
    exe.run(None, a * 2, b)
    np.testing.assert_array_equal(first, kept)


def test_parallel_for_covers_every_index_once() -> None:
    from xlac.runtime import parallel as runtime

    lib_path = runtime.shared_library()
    if lib_path is None:
        pytest.skip("no C compiler to build the runtime")
    lib = ctypes.CDLL(str(lib_path))
    task = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
    hits = np.zeros(1000, np.int64)
    nested = []

    def fn(ctx, begin, end):
        hits[begin:end] += 1
        if begin == 0:  # a nested call runs serially on this thread, and completely
            inner = []
            lib.xlac_parallel_for(task(lambda c, b, e: inner.append((b, e))), None, ctypes.c_int64(10),
                                  ctypes.c_int64(1))
            nested.append(inner)

    keep = task(fn)
    lib.xlac_parallel_for(keep, None, ctypes.c_int64(1000), ctypes.c_int64(7))
    assert (hits == 1).all()
    assert nested == [[(0, 10)]]


@pytest.mark.parametrize("n,grain", [(44, 1), (12, 1), (1000, 7), (100, 30), (3, 1)])
def test_parallel_for_chunks_are_near_equal(n: int, grain: int) -> None:
    """Chunks cover [0, n) once, each at least ``grain`` long, their lengths within one of each
    other: a fixed length left a short remainder, and 44 GEMM tiles on 2 threads split 24 : 20."""
    from xlac.runtime import parallel as runtime

    lib_path = runtime.shared_library()
    if lib_path is None or runtime.num_threads() < 2:
        pytest.skip("needs the runtime and 2 threads")
    lib = ctypes.CDLL(str(lib_path))
    task = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)
    chunks: list[tuple[int, int]] = []
    keep = task(lambda c, b, e: chunks.append((b, e)))
    lib.xlac_parallel_for(keep, None, ctypes.c_int64(n), ctypes.c_int64(grain))
    chunks.sort()
    assert chunks[0][0] == 0 and chunks[-1][1] == n and all(a[1] == b[0] for a, b in zip(chunks, chunks[1:]))
    lengths = [e - b for b, e in chunks]
    assert max(lengths) - min(lengths) <= 1 and (min(lengths) >= grain or len(chunks) == 1)


# ---- vector code for the target's width ---------------------------------------------------------

CHAIN = """HloModule c
ENTRY e {
  x = f32[4099]{0} parameter(0)
  y = f32[4099]{0} parameter(1)
  m = f32[4099]{0} multiply(x, y)
  a = f32[4099]{0} add(m, x)
  e = f32[4099]{0} exponential(a)
  ROOT r = f32[4099]{0} maximum(e, y)
}"""


@pytest.mark.parametrize("triple,cpu,lanes", [("aarch64-linux-gnu", None, 4), ("x86_64-linux-gnu", "x86-64", 4),
                                              ("x86_64-linux-gnu", "x86-64-v3", 8)])
def test_fused_loops_vectorize_for_the_target(triple: str, cpu: str | None, lanes: int) -> None:
    """A fused elementwise chain (exp included) becomes vector code of the target's width."""
    from xlac.targets.cpu.lowering import lower

    ir_text = lower(parse_module(CHAIN), CompileOptions(triple=triple, cpu=cpu, opt_level=2)).optimized_ir
    assert f"<{lanes} x float>" in ir_text


@pytest.mark.parametrize("cpu,lanes,bf16", [("x86-64", 4, False), ("haswell", 8, False), ("skylake-avx512", 16, False),
                                           ("znver4", 16, True), ("sapphirerapids", 16, True)])
def test_a_named_cpu_sizes_the_gemm_for_its_registers(cpu: str, lanes: int, bf16: bool) -> None:
    """``--cpu NAME`` without --features: the GEMM kernels have that CPU's vector width and use
    its bf16 dot instruction. They had 4 lanes for every named CPU (its features unknown)."""
    import re

    from xlac.targets.cpu.lowering import lower

    for dt in ("f32", "bf16"):
        text = dot_module(64, 64, 64, dt).replace(f"ROOT d = {dt}[", "ROOT d = f32[")
        ir_text = lower(parse_module(text), CompileOptions(triple="x86_64-linux-gnu", cpu=cpu, opt_level=2)).optimized_ir
        assert re.search(rf"xlac\.gemm\.f32\.\d+x\d+x{lanes}\.", ir_text), cpu
        assert ("dpbf16ps" in ir_text) == (bf16 and dt == "bf16")


def test_host_vector_width_in_kernels() -> None:
    from xlac.targets.cpu.lowering import lower
    from xlac.targets.cpu.machine import effective_features, normalize_triple, vector_registers

    triple = normalize_triple(None)
    bits, _ = vector_registers(triple, effective_features(triple, CompileOptions()))
    lanes = max(1, bits // 32)
    lowered = lower(parse_module(dot_module(64, 64, 64)), CompileOptions(opt_level=2))
    assert f"<{lanes} x float>" in lowered.optimized_ir
