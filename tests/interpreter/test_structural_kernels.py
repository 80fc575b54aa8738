"""The structural numpy kernels against the conformance corpus and hand-checked edge cases.

Corpus cases are run by a deliberately tiny evaluator that lives only here: the handful of
elementwise ops JAX wraps around the interesting op (index normalisation, select...) are plain
numpy, every structural op goes to the kernel under test, and called computations (reducers,
comparators, select/scatter functions) are evaluated vectorized on whole arrays, the same
contract the real evaluator gives the kernels.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from corpus import (  # tests/corpus.py, on sys.path via tests/conftest.py
    CORPUS,
    Case,
    cases,
)

from xlac.evaluator.kernels import data_movement as dm
from xlac.evaluator.kernels import linalg_conv as lc
from xlac.evaluator.kernels import reductions as rd
from xlac.hlo.attributes import ConvDims, Window, WindowDim
from xlac.hlo.parser import parse_file

CATEGORIES = {"gather-scatter", "reduce", "reduce-window", "select-and-scatter", "convolution", "dot",
              "sort", "cumulative", "shape"}


# ---------------------------------------------------------------------------------------------
# A test-only evaluator: numpy for the glue, the kernels for everything structural


def _combiner(comp):
    def combine(lhs: list, rhs: list) -> list:
        out = _call(comp, list(lhs) + list(rhs))
        return list(out) if isinstance(out, tuple) else [out]
    return combine


def _comparator(comp):
    def less(lhs: list, rhs: list) -> np.ndarray:
        return np.asarray(_call(comp, [v for pair in zip(lhs, rhs) for v in pair]), dtype=bool)
    return less


def _compare(i, a, b):
    if str(i.attrs.get("type", "")) == "TOTALORDER":
        a, b = lc.total_order_key(a), lc.total_order_key(b)
    else:  # XLA:CPU compares floats with subnormals read as zero (DAZ)
        a, b = (np.where(np.abs(v) < np.finfo(v.dtype).tiny, v * 0, v) if np.asarray(v).dtype.kind == "f" else v
                for v in (np.asarray(a), np.asarray(b)))
    return {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
            "GT": np.greater, "GE": np.greater_equal}[str(i.attrs["direction"])](a, b)


def _half(ops):
    return ops[: len(ops) // 2], ops[len(ops) // 2:]


def _window(i) -> Window:
    return i.attrs.get("window") or Window(())


OPS = {
    "add": lambda i, o: o[0] + o[1],
    "subtract": lambda i, o: o[0] - o[1],
    "multiply": lambda i, o: o[0] * o[1],
    "divide": lambda i, o: o[0] / o[1],
    "maximum": lambda i, o: np.maximum(o[0], o[1]),
    "minimum": lambda i, o: np.minimum(o[0], o[1]),
    "and": lambda i, o: o[0] & o[1],
    "or": lambda i, o: o[0] | o[1],
    "negate": lambda i, o: -o[0],
    "abs": lambda i, o: np.abs(o[0]),
    "sqrt": lambda i, o: np.sqrt(o[0]),
    "remainder": lambda i, o: np.fmod(o[0], o[1]),
    "clamp": lambda i, o: np.minimum(np.maximum(o[1], o[0]), o[2]),
    "bitcast-convert": lambda i, o: o[0].view(i.shape.dtype.np),
    "tanh": lambda i, o: np.tanh(o[0]),
    "exponential": lambda i, o: np.exp(o[0]),
    "convert": lambda i, o: o[0].astype(i.shape.dtype.np),
    "compare": lambda i, o: _compare(i, o[0], o[1]),
    "select": lambda i, o: np.where(o[0], o[1], o[2]),
    "tuple": lambda i, o: tuple(o),
    "get-tuple-element": lambda i, o: o[0][i.attrs["index"]],
    "call": lambda i, o: _call(i.attrs["to_apply"], o),
    "broadcast": lambda i, o: dm.broadcast(o[0], i.shape.dims, tuple(i.attrs["dimensions"])),
    "reshape": lambda i, o: dm.reshape(o[0], i.shape.dims),
    "transpose": lambda i, o: dm.transpose(o[0], i.attrs["dimensions"]),
    "reverse": lambda i, o: dm.reverse(o[0], i.attrs["dimensions"]),
    "slice": lambda i, o: dm.slice_(o[0], i.attrs["slice"].ranges),
    "dynamic-slice": lambda i, o: dm.dynamic_slice(o[0], [int(v) for v in o[1:]], i.attrs["dynamic_slice_sizes"]),
    "dynamic-update-slice": lambda i, o: dm.dynamic_update_slice(o[0], o[1], [int(v) for v in o[2:]]),
    "pad": lambda i, o: dm.pad(o[0], o[1], i.attrs["padding"].dims),
    "concatenate": lambda i, o: dm.concatenate(o, i.attrs["dimensions"][0]),
    "iota": lambda i, o: dm.iota(i.shape.dtype.np, i.shape.dims, i.attrs["iota_dimension"]),
    "gather": lambda i, o: dm.gather(
        o[0], o[1], offset_dims=i.attrs["offset_dims"], collapsed_slice_dims=i.attrs["collapsed_slice_dims"],
        start_index_map=i.attrs["start_index_map"], index_vector_dim=i.attrs["index_vector_dim"],
        slice_sizes=i.attrs["slice_sizes"], operand_batching_dims=i.attrs.get("operand_batching_dims", ()),
        start_indices_batching_dims=i.attrs.get("start_indices_batching_dims", ()), out_dims=i.shape.dims),
    "scatter": lambda i, o: _scatter(i, o),
    "reduce": lambda i, o: _maybe_tuple(i, rd.reduce(*_half(o), i.attrs["dimensions"], _combiner(i.attrs["to_apply"]))),
    "reduce-window": lambda i, o: _maybe_tuple(
        i, rd.reduce_window(*_half(o), _window(i), _combiner(i.attrs["to_apply"]))),
    "select-and-scatter": lambda i, o: rd.select_and_scatter(
        o[0], o[1], o[2], _window(i), lambda a, b: np.asarray(_call(i.attrs["select"], a + b), dtype=bool),
        lambda a, b: _combiner(i.attrs["scatter"])(a, b)[0]),
    "dot": lambda i, o: lc.dot_general(
        o[0], o[1], lhs_batch=i.attrs.get("lhs_batch_dims", ()), rhs_batch=i.attrs.get("rhs_batch_dims", ()),
        lhs_contracting=i.attrs.get("lhs_contracting_dims", ()),
        rhs_contracting=i.attrs.get("rhs_contracting_dims", ()), out_np_dtype=i.shape.dtype.np),
    "convolution": lambda i, o: lc.convolution(
        o[0], o[1], window=i.attrs.get("window"), dims=i.attrs["dim_labels"],
        feature_group_count=i.attrs.get("feature_group_count", 1),
        batch_group_count=i.attrs.get("batch_group_count", 1), out_np_dtype=i.shape.dtype.np),
    "sort": lambda i, o: _maybe_tuple(i, lc.sort(o, i.attrs["dimensions"][0], bool(i.attrs.get("is_stable")),
                                                 _comparator(i.attrs["to_apply"]))),
    "topk": lambda i, o: lc.topk(o[0], i.attrs["k"], bool(i.attrs.get("largest", True))),
}


def _maybe_tuple(instr, outs: list):
    return tuple(outs) if instr.shape.is_tuple else outs[0]


def _scatter(i, o):
    n = (len(o) - 1) // 2
    a = i.attrs
    outs = dm.scatter(o[:n], o[n], o[n + 1:], update_window_dims=a["update_window_dims"],
                      inserted_window_dims=a["inserted_window_dims"],
                      scatter_dims_to_operand_dims=a["scatter_dims_to_operand_dims"],
                      index_vector_dim=a["index_vector_dim"], input_batching_dims=a.get("input_batching_dims", ()),
                      scatter_indices_batching_dims=a.get("scatter_indices_batching_dims", ()),
                      combiner=_combiner(a["to_apply"]))
    return _maybe_tuple(i, outs)


def _call(comp, args: list):
    env = {}
    with np.errstate(all="ignore"):
        for instr in comp.instructions:
            if instr.opcode == "parameter":
                env[instr] = np.asarray(args[instr.parameter_number])
            elif instr.opcode == "constant":
                env[instr] = instr.literal
            else:
                out = OPS[instr.opcode](instr, [env[x] for x in instr.operands])
                env[instr] = out if isinstance(out, tuple) else np.asarray(out)
    return env[comp.root]


# ---------------------------------------------------------------------------------------------
# Corpus cases


GLUE = {"add", "subtract", "multiply", "divide", "maximum", "minimum", "and", "or", "negate", "tanh",
        "exponential", "convert", "compare", "select", "tuple", "get-tuple-element", "call"}


def _runnable(case: Case) -> bool:
    """Every case of the structural categories, plus float-only cases elsewhere that use a
    structural kernel and otherwise only glue this file's numpy handles exactly."""
    ops = set(case.meta["ops"]) - {"parameter", "constant"}
    if case.category in CATEGORIES:  # unless its glue is beyond this file's numpy (complex parts...)
        return ops <= set(OPS)
    floats = all(s["dtype"] in ("f32", "f64") for s in case.meta["inputs"] + case.meta["outputs"])
    return floats and bool(ops - GLUE) and ops <= set(OPS) and "custom_call_targets" not in case.meta


CASES = [c for c in cases("jax") if _runnable(c)]


def _flatten(value) -> list[np.ndarray]:
    return [leaf for v in value for leaf in _flatten(v)] if isinstance(value, tuple) else [value]


@pytest.mark.skipif(not CASES, reason=f"no conformance corpus at {CORPUS}")
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_corpus_case(case: Case) -> None:
    args, wants = case.arrays()
    got = _flatten(_call(parse_file(case.hlo).entry, args))
    assert len(got) == len(wants)
    for k, (value, want) in enumerate(zip(got, wants)):
        assert value.shape == want.shape, f"out{k}: shape {value.shape} != {want.shape}"
        assert value.dtype == want.dtype, f"out{k}: dtype {value.dtype} != {want.dtype}"
        if want.dtype.kind in "biu":
            np.testing.assert_array_equal(value, want, err_msg=f"out{k}")
        else:
            wide = np.complex128 if want.dtype.kind == "c" else np.float64
            np.testing.assert_allclose(value.astype(wide), want.astype(wide), rtol=case.rtol, atol=case.atol,
                                       equal_nan=True, err_msg=f"out{k}")


def test_corpus_covers_every_structural_category() -> None:
    if not CASES:
        pytest.skip("no corpus")
    assert {c.category for c in CASES} >= CATEGORIES


# ---------------------------------------------------------------------------------------------
# Edge cases the corpus does not pin down, checked against brute-force definitions


ADD = lambda a, b: [a[0] + b[0]]  # noqa: E731


def test_pad_negative_and_interior() -> None:
    x = np.arange(1, 5, dtype=np.int32)
    assert dm.pad(x, np.int32(0), ((-1, 2, 1),)).tolist() == [0, 2, 0, 3, 0, 4, 0, 0]
    assert dm.pad(x, np.int32(0), ((-9, 0, 0),)).shape == (0,)


def test_dynamic_slice_clamps_both_ways() -> None:
    x = np.arange(10)
    assert dm.dynamic_slice(x, [-5], (3,)).tolist() == [0, 1, 2]
    assert dm.dynamic_slice(x, [99], (3,)).tolist() == [7, 8, 9]
    assert dm.dynamic_update_slice(x, np.array([-1, -1]), [9]).tolist()[-3:] == [7, -1, -1]


def test_broadcast_unsorted_dimensions() -> None:
    x = np.arange(6).reshape(2, 3)
    out = dm.broadcast(x, (3, 4, 2), (2, 0))
    assert out.shape == (3, 4, 2) and out[1, 3, 0] == x[0, 1]


def test_gather_batching_dims_and_clamp() -> None:
    operand = np.arange(24).reshape(2, 3, 4)
    indices = np.array([[0, 9], [3, -2]])  # per batch b (dim 0), positions along dim 2
    # Dim 0 is a batching dim (taken from indices dim 0); dims 1 and 2 are offset dims.
    out = dm.gather(operand, indices, offset_dims=(2, 3), collapsed_slice_dims=(), start_index_map=(2,),
                    index_vector_dim=2, slice_sizes=(1, 3, 2), operand_batching_dims=(0,),
                    start_indices_batching_dims=(0,), out_dims=(2, 2, 3, 2))
    for b in range(2):
        for j in range(2):
            s = min(max(indices[b, j], 0), 2)
            np.testing.assert_array_equal(out[b, j], operand[b, :, s:s + 2])


def test_scatter_drops_whole_out_of_bounds_window_and_combines_duplicates_in_order() -> None:
    operand = np.zeros(6, dtype=np.int32)
    updates = np.array([[1, 2], [10, 20], [100, 200], [5, 6]], dtype=np.int32)
    indices = np.array([[0], [5], [-1], [0]])  # start 5 needs 5+2 <= 6: dropped, as is -1
    out = dm.scatter([operand], indices, [updates], update_window_dims=(1,), inserted_window_dims=(),
                     scatter_dims_to_operand_dims=(0,), index_vector_dim=1, combiner=ADD)[0]
    assert out.tolist() == [6, 8, 0, 0, 0, 0]
    last = dm.scatter([operand], indices, [updates], update_window_dims=(1,), inserted_window_dims=(),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1, combiner=lambda a, b: [b[0]])[0]
    assert last.tolist() == [5, 6, 0, 0, 0, 0]  # the later duplicate wins


def test_reduce_argmax_first_nan_and_lowest_index_win() -> None:
    def argmax(acc, x):
        take_acc = (acc[0] > x[0]) | np.isnan(acc[0]) | ((acc[0] == x[0]) & (acc[1] < x[1]))
        return [np.where(take_acc, acc[0], x[0]), np.where(take_acc, acc[1], x[1])]
    v = np.array([[1, 5, 5, 2, 5], [np.nan, 1, np.nan, 9, 0], [0, 0, 0, 0, 0]], dtype=np.float32)
    idx = np.broadcast_to(np.arange(5, dtype=np.int32), v.shape)
    _, best = rd.reduce([v, idx], [np.float32(-np.inf), np.int32(0)], (1,), argmax)
    assert best.tolist() == [1, 0, 0]


def test_reduce_empty_gives_init() -> None:
    out = rd.reduce([np.zeros((3, 0), np.float32)], [np.float32(7)], (1,), ADD)[0]
    assert out.tolist() == [7, 7, 7] and out.dtype == np.float32


def test_reduce_window_skips_padding_and_dilation_holes() -> None:
    x = np.arange(1, 5, dtype=np.int32)
    w = Window((WindowDim(size=3, stride=1, pad_low=2, pad_high=0, lhs_dilate=2),))
    # init 100 is applied once per window, never for padding or holes: dilated [1 _ 2 _ 3 _ 4].
    out = rd.reduce_window([x], [np.int32(100)], w, ADD)[0]
    assert out.tolist() == [101, 101, 103, 102, 105, 103, 107]


def test_select_and_scatter_ties_pick_first_and_padding_never() -> None:
    operand = np.array([3, 3, 1, 3], dtype=np.float32)
    w = Window((WindowDim(size=2, stride=1, pad_low=1, pad_high=0),))
    ge = lambda a, b: a[0] >= b[0]  # noqa: E731
    out = rd.select_and_scatter(operand, np.array([1, 2, 4, 8], np.float32), np.float32(0), w, ge,
                                lambda a, b: a[0] + b[0])
    # Windows [pad,3] [3,3] [3,1] [1,3] pick elements 0, 0 (tie: first), 1 and 3.
    assert out.tolist() == [1 + 2, 4, 0, 8]


def test_dot_integer_wraps_and_bf16_rounds() -> None:
    a = np.full((1, 2), 2**30, dtype=np.int32)
    out = lc.dot_general(a, np.full((2, 1), 4, np.int32), lhs_batch=(), rhs_batch=(), lhs_contracting=(1,),
                         rhs_contracting=(0,), out_np_dtype=np.dtype(np.int32))
    assert out.tolist() == [[0]]
    b = np.array([[1, 2**-9]], dtype=ml_dtypes.bfloat16)
    out = lc.dot_general(b, np.ones((2, 1), ml_dtypes.bfloat16), lhs_batch=(), rhs_batch=(),
                         lhs_contracting=(1,), rhs_contracting=(0,), out_np_dtype=np.dtype(ml_dtypes.bfloat16))
    assert out.dtype == ml_dtypes.bfloat16 and float(out[0, 0]) == 1.0


def _conv_reference(lhs, rhs, stride, pad, lhs_dil, rhs_dil, groups):
    """Brute-force NCHW/OIHW convolution by the operation-semantics pseudo-code."""
    n, c, h, w = lhs.shape
    o, ci, kh, kw = rhs.shape
    dh, dw = (h - 1) * lhs_dil[0] + 1, (w - 1) * lhs_dil[1] + 1
    oh = (dh + pad[0][0] + pad[0][1] - ((kh - 1) * rhs_dil[0] + 1)) // stride[0] + 1
    ow = (dw + pad[1][0] + pad[1][1] - ((kw - 1) * rhs_dil[1] + 1)) // stride[1] + 1
    out = np.zeros((n, o, oh, ow))
    for b, oz, y, x in np.ndindex(n, o, oh, ow):
        g = oz // (o // groups)
        for iz, ky, kx in np.ndindex(ci, kh, kw):
            py = y * stride[0] + ky * rhs_dil[0] - pad[0][0]
            px = x * stride[1] + kx * rhs_dil[1] - pad[1][0]
            if py % lhs_dil[0] or px % lhs_dil[1]:
                continue
            iy, ix = py // lhs_dil[0], px // lhs_dil[1]
            if 0 <= iy < h and 0 <= ix < w:
                out[b, oz, y, x] += lhs[b, g * ci + iz, iy, ix] * rhs[oz, iz, ky, kx]
    return out


def test_convolution_matches_brute_force_with_everything_on() -> None:
    rng = np.random.default_rng(0)
    lhs = rng.standard_normal((2, 4, 5, 6))
    rhs = rng.standard_normal((6, 2, 3, 2))
    dims = ConvDims("bf01_oi01->bf01", 0, 1, (2, 3), 1, 0, (2, 3), 0, 1, (2, 3))
    window = Window((WindowDim(3, 2, 1, -1, 2, 1), WindowDim(2, 1, 2, 1, 1, 2)))
    got = lc.convolution(lhs, rhs, window=window, dims=dims, feature_group_count=2, batch_group_count=1,
                         out_np_dtype=np.dtype(np.float64))
    want = _conv_reference(lhs, rhs, (2, 1), ((1, -1), (2, 1)), (2, 1), (1, 2), 2)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


def test_cholesky_zeroes_other_triangle_and_nans_non_pd() -> None:
    a = np.array([[[4, 99], [2, 3]], [[1, 0], [0, -1]]], dtype=np.float32)
    lower = lc.cholesky(a, lower=True)
    np.testing.assert_allclose(lower[0], [[2, 0], [1, np.sqrt(2)]], rtol=1e-6)
    assert np.isnan(lower[1]).all()
    upper = lc.cholesky(np.swapaxes(a, -1, -2), lower=False)
    np.testing.assert_allclose(upper[0], [[2, 1], [0, np.sqrt(2)]], rtol=1e-6)


@pytest.mark.parametrize("left_side", [True, False])
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("transpose_a", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
def test_triangular_solve_all_forms(left_side: bool, lower: bool, transpose_a: str) -> None:
    rng = np.random.default_rng(1)
    a = rng.standard_normal((2, 4, 4)) + 1j * rng.standard_normal((2, 4, 4)) + 4 * np.eye(4)
    b = rng.standard_normal((2, 4, 3) if left_side else (2, 3, 4)).astype(np.complex128)
    x = lc.triangular_solve(a, b, left_side=left_side, lower=lower, unit_diagonal=True, transpose_a=transpose_a)
    t = np.tril(a) if lower else np.triu(a)
    t[..., range(4), range(4)] = 1
    op = {"NO_TRANSPOSE": t, "TRANSPOSE": np.swapaxes(t, -1, -2), "ADJOINT": np.conj(np.swapaxes(t, -1, -2))}
    np.testing.assert_allclose(op[transpose_a] @ x if left_side else x @ op[transpose_a], b, atol=1e-10)


def test_fft_round_trips() -> None:
    x = np.random.default_rng(2).standard_normal((3, 8)).astype(np.float32)
    spec = lc.fft(x, "RFFT", (8,))
    assert spec.shape == (3, 5) and spec.dtype == np.complex64
    np.testing.assert_allclose(lc.fft(spec, "IRFFT", (8,)), x, atol=1e-5)
    np.testing.assert_allclose(lc.fft(lc.fft(spec, "FFT", (5,)), "IFFT", (5,)), spec, atol=1e-5)


def test_batch_norm_training_then_grad() -> None:
    rng = np.random.default_rng(3)
    x = rng.standard_normal((4, 3, 5)).astype(np.float32)
    scale, offset = np.float32([1, 2, 3]), np.float32([0, 1, 0])
    y, mean, var = lc.batch_norm_training(x, scale, offset, epsilon=1e-3, feature_index=1)
    np.testing.assert_allclose(mean, x.mean(axis=(0, 2)), rtol=1e-5)
    np.testing.assert_allclose(var, x.var(axis=(0, 2)), rtol=1e-4)
    np.testing.assert_allclose(lc.batch_norm_inference(x, scale, offset, mean, var, epsilon=1e-3,
                                                       feature_index=1), y, rtol=1e-4, atol=1e-5)
    dy = rng.standard_normal(x.shape).astype(np.float32)
    dx, dscale, doffset = lc.batch_norm_grad(x, scale, mean, var, dy, epsilon=1e-3, feature_index=1)
    np.testing.assert_allclose(doffset, dy.sum(axis=(0, 2)), rtol=1e-5)
    # grad_operand has no component along the per-feature mean (the batch mean is subtracted).
    np.testing.assert_allclose(dx.sum(axis=(0, 2)), 0, atol=1e-4)
    assert dx.shape == x.shape and dscale.shape == (3,)


def test_topk_total_order_and_ties() -> None:
    x = np.array([1, np.nan, -0.0, 0.0, 1, -np.inf], dtype=np.float32)
    values, idx = lc.topk(x, 4, largest=True)
    assert idx.tolist() == [1, 0, 4, 3] and idx.dtype == np.int32
    _, idx = lc.topk(x, 3, largest=False)
    assert idx.tolist() == [5, 2, 3]


def test_sort_matches_stable_argsort_on_many_rows() -> None:
    rng = np.random.default_rng(4)
    keys = rng.integers(0, 5, size=(7, 37)).astype(np.int32)
    payload = np.broadcast_to(np.arange(37, dtype=np.int32), keys.shape).copy()
    less = lambda a, b: a[0] < b[0]  # noqa: E731
    sk, sp = lc.sort([keys, payload], 1, True, less)
    order = np.argsort(keys, axis=1, kind="stable")
    np.testing.assert_array_equal(sp, order)
    np.testing.assert_array_equal(sk, np.take_along_axis(keys, order, axis=1))


def test_sort_tolerates_inconsistent_comparator() -> None:
    x = np.array([3, np.nan, 1, np.nan, 2], dtype=np.float32)
    (out,) = lc.sort([x], 0, True, lambda a, b: a[0] < b[0])  # NaN is "equal" to everything
    assert sorted(out[~np.isnan(out)].tolist()) == [1, 2, 3] and np.isnan(out).sum() == 2


# ---------------------------------------------------------------------------------------------
# Values measured on XLA:CPU (jaxlib 0.10.2) for cases where implementations may differ


def test_xla_cholesky_zero_and_infinite_pivots() -> None:
    """XLA's unblocked Cholesky sets the diagonal to d/sqrt(d), so 0 and inf pivots give NaN."""
    got = lc.cholesky(np.array([[1, 0], [0, 0]], np.float32), lower=True)
    np.testing.assert_array_equal(got, [[1, 0], [0, np.nan]])
    got = lc.cholesky(np.array([[np.inf, 0], [0, 1]], np.float32), lower=True)
    np.testing.assert_array_equal(got, [[np.nan, 0], [0, 1]])
    assert lc.cholesky(np.array([[np.inf]], np.float32), lower=True).tolist() == [[np.inf]]


def test_xla_triangular_solve_singular_pattern() -> None:
    a = np.array([[2, 0, 0], [1, 0, 0], [1, 1, 1]], np.float32)
    x = lc.triangular_solve(a, np.ones((3, 2), np.float32), left_side=True, lower=True, unit_diagonal=False,
                            transpose_a="NO_TRANSPOSE")
    np.testing.assert_array_equal(x, [[0.5, 0.5], [np.nan, np.nan], [np.nan, np.nan]])


def test_xla_select_and_scatter_drops_all_padding_windows() -> None:
    operand = np.array([3, 3, 1, 3], np.float32)
    source = np.float32([1, 20, 300, 4000, 50000, 600000, 7000000])
    w = Window((WindowDim(size=2, stride=1, pad_low=3, pad_high=1),))
    out = rd.select_and_scatter(operand, source, np.float32(0), w, lambda a, b: a[0] >= b[0],
                                lambda a, b: a[0] + b[0])
    assert out.tolist() == [4300, 50000, 0, 7600000]


def test_convolution_batch_groups_are_consecutive() -> None:
    """Batch group g = input batches [g*Nb, (g+1)*Nb) pairs with output features
    [g*O/B, (g+1)*O/B); checked per group against a plain convolution."""
    rng = np.random.default_rng(6)
    lhs = rng.standard_normal((4, 3, 5, 5))
    rhs = rng.standard_normal((6, 3, 3, 3))
    dims = ConvDims("bf01_oi01->bf01", 0, 1, (2, 3), 1, 0, (2, 3), 0, 1, (2, 3))
    window = Window((WindowDim(3, 1, 1, 1, 1, 1, True), WindowDim(3, 1, 0, 1)))
    got = lc.convolution(lhs, rhs, window=window, dims=dims, feature_group_count=1, batch_group_count=2,
                         out_np_dtype=np.dtype(np.float64))
    for g in range(2):
        flipped = rhs[3 * g:3 * g + 3, :, ::-1, :]  # rhs_reversal on the first spatial dim
        want = _conv_reference(lhs[2 * g:2 * g + 2], flipped, (1, 1), ((1, 1), (0, 1)), (1, 1), (1, 1), 1)
        np.testing.assert_allclose(got[:, 3 * g:3 * g + 3], want, rtol=1e-12, atol=1e-12)
