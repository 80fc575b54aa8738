"""Shape inference: properties against numpy's own result shapes, and tables of XLA's rules."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from xlac.hlo.attributes import Padding, decode
from xlac.hlo.dtypes import BF16, C64, F32, PRED, S16, S32
from xlac.hlo.opcodes import OPS
from xlac.hlo.parser import parse_module
from xlac.hlo.shape_inference import (
    ShapeError,
    broadcast_shape,
    has_rule,
    infer_shape,
    show,
)
from xlac.hlo.shapes import ArrayShape
from xlac.hlo.verifier import parse_program_shape

LIB = parse_module("""
HloModule lib
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
add2 {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  s = f32[] add(a, c)
  t = s32[] add(b, d)
  ROOT r = (f32[], s32[]) tuple(s, t)
}
ge {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = pred[] compare(x, y), direction=GE
}
lt2 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT s = pred[] compare(a, b), direction=LT
}
cond {
  c = (s32[], f32[4]) parameter(0)
  ROOT t = pred[] constant(true)
}
body {
  ROOT b = (s32[], f32[4]) parameter(0)
}
neg {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
}
sum4 {
  a = f32[4] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(a, z), dimensions={0}, to_apply=add
}
ENTRY e {
  ROOT p = f32[] parameter(0)
}
""")
C = {c.name: c for c in LIB.computations}
SETTINGS = settings(max_examples=60, deadline=None)


def S(text: str):
    """A shape from HLO text: S("f32[4,3]"), S("(f32[], s32[2])")."""
    return parse_program_shape(f"({text})->pred[]")[0][0]


def A(**values) -> dict:
    """Attributes: strings are decoded as HLO attribute text, other values kept."""
    return {k: decode(k, v) if isinstance(v, str) else v for k, v in values.items()}


def f32(dims) -> ArrayShape:
    return ArrayShape(F32, tuple(dims))


dims_st = st.lists(st.integers(0, 4), min_size=0, max_size=4).map(tuple)
nonempty_dims_st = st.lists(st.integers(1, 4), min_size=1, max_size=4).map(tuple)


# ---------------------------------------------------------------------------------------------
# Properties against numpy


@SETTINGS
@given(dims_st, st.sampled_from(["add", "multiply", "maximum", "divide", "atan2", "power"]))
def test_elementwise_binary_matches_numpy(dims, op):
    x = np.zeros(dims, np.float32)
    assert infer_shape(op, [f32(dims), f32(dims)], {}).dims == np.add(x, x).shape


@SETTINGS
@given(dims_st)
def test_unary_and_compare(dims):
    assert infer_shape("exponential", [f32(dims)], {}) == f32(dims)
    assert infer_shape("compare", [f32(dims)] * 2, A(direction="LT")) == ArrayShape(PRED, dims)
    assert infer_shape("is-finite", [f32(dims)], {}) == ArrayShape(PRED, dims)


@SETTINGS
@given(st.lists(st.integers(1, 4), min_size=0, max_size=4), st.data())
def test_broadcast_matches_numpy(out_dims, data):
    mapped = sorted(data.draw(st.sets(st.integers(0, max(len(out_dims) - 1, 0)), max_size=len(out_dims))))
    mapped = [d for d in mapped if d < len(out_dims)]
    operand = [out_dims[d] for d in mapped]
    keep = [out_dims[d] if d in mapped else 1 for d in range(len(out_dims))]
    x = np.zeros(operand, np.float32).reshape(keep)
    got = broadcast_shape(f32(operand), out_dims, mapped)
    assert got.dims == np.broadcast_to(x, out_dims).shape


@SETTINGS
@given(dims_st.flatmap(lambda d: st.tuples(st.just(d), st.permutations(range(len(d))))))
def test_transpose_matches_numpy_and_inverts(args):
    dims, perm = args
    x = np.zeros(dims, np.float32)
    t = infer_shape("transpose", [f32(dims)], {"dimensions": tuple(perm)})
    assert t.dims == np.transpose(x, perm).shape
    inverse = tuple(int(i) for i in np.argsort(perm))
    assert infer_shape("transpose", [t], {"dimensions": inverse}) == f32(dims)


@SETTINGS
@given(nonempty_dims_st, st.data())
def test_concatenate_matches_numpy(dims, data):
    axis = data.draw(st.integers(0, len(dims) - 1))
    sizes = data.draw(st.lists(st.integers(0, 4), min_size=1, max_size=4))
    parts = [dims[:axis] + (n,) + dims[axis + 1:] for n in sizes]
    want = np.concatenate([np.zeros(p) for p in parts], axis=axis).shape
    assert infer_shape("concatenate", [f32(p) for p in parts], {"dimensions": (axis,)}).dims == want


def _numpy_pad(x: np.ndarray, cfg) -> np.ndarray:
    """XLA pad on a numpy array: interior dilation, then edges (negative edges crop)."""
    for axis, (lo, hi, interior) in enumerate(cfg):
        n = x.shape[axis]
        if n and interior:
            shape = list(x.shape)
            shape[axis] = n + (n - 1) * interior
            y = np.zeros(shape, x.dtype)
            idx = [slice(None)] * x.ndim
            idx[axis] = slice(None, None, interior + 1)
            y[tuple(idx)] = x
            x = y
        for amount, front in ((lo, True), (hi, False)):
            idx = [slice(None)] * x.ndim
            if amount >= 0:
                widths = [(0, 0)] * x.ndim
                widths[axis] = (amount, 0) if front else (0, amount)
                x = np.pad(x, widths)
            else:
                assume(x.shape[axis] + amount >= 0)
                idx[axis] = slice(-amount, None) if front else slice(None, x.shape[axis] + amount)
                x = x[tuple(idx)]
    return x


pad_cfg_st = st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.integers(0, 2))


@SETTINGS
@given(dims_st, st.data())
def test_pad_matches_numpy(dims, data):
    cfg = [data.draw(pad_cfg_st) for _ in dims]
    want = _numpy_pad(np.zeros(dims, np.float32), cfg).shape
    got = infer_shape("pad", [f32(dims), f32(())], {"padding": decode("padding", _pad_text(cfg))})
    assert got.dims == want


def _pad_text(cfg) -> str:
    return "x".join(f"{lo}_{hi}_{it}" for lo, hi, it in cfg) or "{}"


@SETTINGS
@given(dims_st, st.data())
def test_pad_then_slice_recovers_the_shape(dims, data):
    cfg = [data.draw(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 2))) for _ in dims]
    padded = infer_shape("pad", [f32(dims), f32(())], {"padding": decode("padding", _pad_text(cfg))})
    ranges = [f"[{lo}:{lo + max(n + (n - 1) * it, 0)}:{it + 1}]" for n, (lo, _, it) in zip(dims, cfg)]
    sliced = infer_shape("slice", [padded], {"slice": decode("slice", "{" + ", ".join(ranges) + "}")})
    assert sliced == f32(dims)


@SETTINGS
@given(st.integers(0, 4), st.integers(0, 4), st.integers(1, 3))
def test_pad_to_negative_size_is_an_error(n, interior, excess):
    lo = -(n + max(n - 1, 0) * interior) - excess
    with pytest.raises(ShapeError, match="negative"):
        infer_shape("pad", [f32((n,)), f32(())], {"padding": decode("padding", f"{lo}_0_{interior}")})


@SETTINGS
@given(dims_st, st.data())
def test_slice_matches_numpy(dims, data):
    ranges = []
    for n in dims:
        start = data.draw(st.integers(0, n))
        ranges.append((start, data.draw(st.integers(start, n)), data.draw(st.integers(1, 3))))
    x = np.zeros(dims)
    want = x[tuple(slice(*r) for r in ranges)].shape
    text = "{" + ", ".join(f"[{a}:{b}:{c}]" for a, b, c in ranges) + "}"
    assert infer_shape("slice", [f32(dims)], {"slice": decode("slice", text)}).dims == want


@SETTINGS
@given(st.data())
def test_dot_matches_einsum(data):
    sizes = st.lists(st.integers(1, 3), max_size=2)
    batch, lfree, rfree, contract = (data.draw(sizes) for _ in range(4))
    letters = iter("abcdefghijklmnop")
    b_l, lf_l, rf_l, c_l = ([next(letters) for _ in g] for g in (batch, lfree, rfree, contract))
    size = dict(zip(b_l + lf_l + rf_l + c_l, batch + lfree + rfree + contract))
    lhs = data.draw(st.permutations(b_l + lf_l + c_l))
    rhs = data.draw(st.permutations(b_l + rf_l + c_l))
    attrs = {"lhs_batch_dims": tuple(lhs.index(c) for c in b_l), "rhs_batch_dims": tuple(rhs.index(c) for c in b_l),
             "lhs_contracting_dims": tuple(lhs.index(c) for c in c_l),
             "rhs_contracting_dims": tuple(rhs.index(c) for c in c_l)}
    out = b_l + [c for c in lhs if c in lf_l] + [c for c in rhs if c in rf_l]
    x, y = (np.ones([size[c] for c in s]) for s in (lhs, rhs))
    want = np.einsum(f"{''.join(lhs)},{''.join(rhs)}->{''.join(out)}", x, y).shape
    got = infer_shape("dot", [f32([size[c] for c in lhs]), f32([size[c] for c in rhs])], attrs)
    assert got.dims == want


@SETTINGS
@given(dims_st, st.data())
def test_reduce_matches_numpy(dims, data):
    axes = tuple(sorted(data.draw(st.sets(st.integers(0, max(len(dims) - 1, 0)), max_size=len(dims)))))
    axes = tuple(a for a in axes if a < len(dims))
    want = np.sum(np.zeros(dims), axis=axes).shape
    got = infer_shape("reduce", [f32(dims), f32(())], {"dimensions": axes, "to_apply": C["add"]})
    assert got.dims == want


@SETTINGS
@given(nonempty_dims_st, st.data())
def test_reduce_window_matches_sliding_window_view(dims, data):
    win = [data.draw(st.integers(1, 3)) for _ in dims]
    stride = [data.draw(st.integers(1, 3)) for _ in dims]
    pads = [data.draw(st.tuples(st.integers(0, 2), st.integers(0, 2))) for _ in dims]
    x = np.pad(np.zeros(dims), pads)
    assume(all(w <= n for w, n in zip(win, x.shape)))
    view = np.lib.stride_tricks.sliding_window_view(x, win)[tuple(slice(None, None, s) for s in stride)]
    window = "size=" + "x".join(map(str, win)) + " stride=" + "x".join(map(str, stride))
    window += " pad=" + "x".join(f"{lo}_{hi}" for lo, hi in pads)
    got = infer_shape("reduce-window", [f32(dims), f32(())], A(window="{" + window + "}", to_apply=C["add"]))
    assert got.dims == view.shape[: len(dims)]


@SETTINGS
@given(st.integers(1, 9), st.integers(1, 9))
def test_convolution_1d_matches_numpy_convolve(n, w):
    assume(w <= n)
    got = infer_shape("convolution", [f32((1, n, 1)), f32((w, 1, 1))],
                      A(window=f"{{size={w}}}", dim_labels="b0f_0io->b0f"))
    assert got.dims == (1,) + np.convolve(np.ones(n), np.ones(w), "valid").shape + (1,)


@SETTINGS
@given(st.integers(1, 5), st.integers(1, 4), st.lists(st.integers(0, 4), max_size=3))
def test_gather_rows_matches_numpy_take(n, m, idx):
    attrs = A(offset_dims="{1}", collapsed_slice_dims="{0}", start_index_map="{0}", index_vector_dim="1",
              slice_sizes=f"{{1,{m}}}")
    got = infer_shape("gather", [f32((n, m)), ArrayShape(S32, (len(idx),))], attrs)
    assert got.dims == np.zeros((n, m))[np.minimum(idx, n - 1).astype(int)].shape


# ---------------------------------------------------------------------------------------------
# Tables


CONV = dict(dim_labels="b01f_01io->b01f")
TABLE = [
    # (opcode, operand shapes, attributes, expected result)
    ("abs", ["c64[3]"], {}, "f32[3]"),
    ("real", ["c128[3]"], {}, "f64[3]"),
    ("imag", ["f32[3]"], {}, "f32[3]"),
    ("complex", ["f64[2]", "f64[2]"], {}, "c128[2]"),
    ("sign", ["s32[2]"], {}, "s32[2]"),
    ("not", ["pred[2]"], {}, "pred[2]"),
    ("copy", ["(f32[], s32[2])"], {}, "(f32[], s32[2])"),
    ("select", ["pred[]", "f32[2,3]", "f32[2,3]"], {}, "f32[2,3]"),
    ("select", ["pred[2,3]", "s8[2,3]", "s8[2,3]"], {}, "s8[2,3]"),
    ("clamp", ["f32[]", "f32[5]", "f32[]"], {}, "f32[5]"),
    ("broadcast", ["f32[]"], {}, "f32[]"),
    ("reverse", ["f32[2,3]"], A(dimensions="{0,1}"), "f32[2,3]"),
    ("pad", ["f32[4,3]", "f32[]"], A(padding="1_2_1x-1_-1"), "f32[10,1]"),
    ("dynamic-slice", ["f32[8,6]", "s32[]", "s32[]"], A(dynamic_slice_sizes="{2,6}"), "f32[2,6]"),
    ("dynamic-update-slice", ["f32[8,6]", "f32[2,6]", "s32[]", "s32[]"], {}, "f32[8,6]"),
    ("tuple", ["f32[]", "(s32[2])"], {}, "(f32[], (s32[2]))"),
    ("get-tuple-element", ["(f32[], (s32[2]))"], A(index="1"), "(s32[2])"),
    ("get-dimension-size", ["f32[3,4]"], A(dimensions="{1}"), "s32[]"),
    ("after-all", ["token[]", "token[]"], {}, "token[]"),
    ("after-all", [], {}, "token[]"),
    ("add-dependency", ["f32[3]", "token[]"], {}, "f32[3]"),
    ("opt-barrier", ["(f32[3], s32[])"], {}, "(f32[3], s32[])"),
    ("reduce-precision", ["f32[3]"], A(exponent_bits="5", mantissa_bits="10"), "f32[3]"),
    ("dot", ["f32[2,3,4]", "f32[2,4,5]"], A(lhs_batch_dims="{0}", rhs_batch_dims="{0}",
                                           lhs_contracting_dims="{2}", rhs_contracting_dims="{1}"), "f32[2,3,5]"),
    ("dot", ["f32[3]", "f32[4]"], {}, "f32[3,4]"),
    ("dot", ["bf16[3]", "bf16[3]"], A(lhs_contracting_dims="{0}", rhs_contracting_dims="{0}"), "bf16[]"),
    ("ragged-dot", ["f32[11,5]", "f32[3,5,7]", "s32[3]"],
     A(lhs_contracting_dims="{1}", rhs_contracting_dims="{1}", lhs_ragged_dims="{0}", rhs_group_dims="{0}"), "f32[11,7]"),
    ("ragged-dot", ["f32[11,5]", "f32[5,7]", "s32[3]"],
     A(lhs_contracting_dims="{1}", rhs_contracting_dims="{0}", lhs_ragged_dims="{1}"), "f32[3,11,7]"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,3,16]"], A(window="{size=3x3 pad=1_1x1_1}", **CONV), "f32[1,8,8,16]"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,3,16]"], A(window="{size=3x3 stride=2x2}", **CONV), "f32[1,3,3,16]"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,3,16]"], A(window="{size=3x3 rhs_dilate=2x2}", **CONV), "f32[1,4,4,16]"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,3,16]"], A(window="{size=3x3 lhs_dilate=2x2}", **CONV), "f32[1,13,13,16]"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,1,6]"], A(window="{size=3x3}", feature_group_count="3", **CONV),
     "f32[1,6,6,6]"),
    ("convolution", ["f32[4,8,8,3]", "f32[3,3,3,6]"], A(window="{size=3x3}", batch_group_count="2", **CONV),
     "f32[2,6,6,6]"),
    ("convolution", ["f32[2,3,10]", "f32[4,3,3]"], A(window="{size=3}", dim_labels="bf0_oi0->bf0"), "f32[2,4,8]"),
    ("convolution", ["f32[2,3]", "f32[3,4]"], A(dim_labels="bf_io->bf"), "f32[2,4]"),
    ("fft", ["c64[4,8]"], A(fft_type="IFFT", fft_length="{8}"), "c64[4,8]"),
    ("fft", ["f32[4,8]"], A(fft_type="RFFT", fft_length="{8}"), "c64[4,5]"),
    ("fft", ["c128[3,4,5]"], A(fft_type="IRFFT", fft_length="{4,8}"), "f64[3,4,8]"),
    ("topk", ["f32[3,10]"], A(k="4"), "(f32[3,4], s32[3,4])"),
    ("cholesky", ["f32[2,5,5]"], {}, "f32[2,5,5]"),
    ("triangular-solve", ["f32[5,5]", "f32[5,3]"], A(left_side="true"), "f32[5,3]"),
    ("triangular-solve", ["f32[5,5]", "f32[3,5]"], {}, "f32[3,5]"),
    ("batch-norm-training", ["f32[2,3,4]", "f32[3]", "f32[3]"], A(epsilon="0.001", feature_index="1"),
     "(f32[2,3,4], f32[3], f32[3])"),
    ("batch-norm-inference", ["f32[2,3]"] + ["f32[3]"] * 4, A(epsilon="0.001", feature_index="1"), "f32[2,3]"),
    ("batch-norm-grad", ["f32[2,3]", "f32[3]", "f32[3]", "f32[3]", "f32[2,3]"],
     A(epsilon="0.001", feature_index="1"), "(f32[2,3], f32[3], f32[3])"),
    ("gather", ["f32[3,4,5]", "s32[2,3,2]"],
     A(offset_dims="{2,3}", collapsed_slice_dims="{0}", start_index_map="{0,1}", index_vector_dim="2",
       slice_sizes="{1,2,5}"), "f32[2,3,2,5]"),
    ("gather", ["f32[2,5,4]", "s32[2,3,1]"],
     A(offset_dims="{2}", collapsed_slice_dims="{1}", start_index_map="{1}", index_vector_dim="2",
       operand_batching_dims="{0}", start_indices_batching_dims="{0}", slice_sizes="{1,1,4}"), "f32[2,3,4]"),
    ("scatter", ["f32[5,3]", "s32[2]", "f32[2,3]"],
     A(update_window_dims="{1}", inserted_window_dims="{0}", scatter_dims_to_operand_dims="{0}",
       index_vector_dim="1", to_apply=C["add"]), "f32[5,3]"),
    ("reduce", ["f32[4,3]", "s32[4,3]", "f32[]", "s32[]"], A(dimensions="{1}", to_apply=C["add2"]), "(f32[4], s32[4])"),
    ("reduce-window", ["f32[4,6]", "f32[]"], A(window="{size=2x3 stride=2x3}", to_apply=C["add"]), "f32[2,2]"),
    ("reduce-window", ["f32[4]", "f32[]"], A(window="{size=2 lhs_dilate=2 pad=1_1}", to_apply=C["add"]), "f32[8]"),
    ("select-and-scatter", ["f32[4,6]", "f32[2,2]", "f32[]"],
     A(window="{size=2x3 stride=2x3}", select=C["ge"], scatter=C["add"]), "f32[4,6]"),
    ("sort", ["f32[4]"], A(dimensions="{0}", to_apply=C["ge"]), "f32[4]"),
    ("sort", ["f32[4]", "s32[4]"], A(dimensions="{0}", to_apply=C["lt2"]), "(f32[4], s32[4])"),
    ("while", ["(s32[], f32[4])"], A(condition=C["cond"], body=C["body"]), "(s32[], f32[4])"),
    ("call", ["f32[4]"], A(to_apply=C["neg"]), "f32[4]"),
    ("conditional", ["pred[]", "f32[4]", "f32[4]"], A(true_computation=C["neg"], false_computation=C["neg"]), "f32[4]"),
    ("conditional", ["s32[]", "f32[4]"], {"branch_computations": [C["sum4"]]}, "f32[]"),
    ("map", ["f32[2,3]", "f32[2,3]"], A(dimensions="{0,1}", to_apply=C["add"]), "f32[2,3]"),
    ("convert", ["f32[2,3]"], {"result_dtype": BF16}, "bf16[2,3]"),
    ("bitcast-convert", ["f32[3]"], {"result_dtype": BF16}, "bf16[3,2]"),
    ("bitcast-convert", ["s8[3,4]"], {"result_dtype": F32}, "f32[3]"),
]


@pytest.mark.parametrize("opcode,operands,attrs,expected", TABLE,
                         ids=[f"{i}-{row[0]}" for i, row in enumerate(TABLE)])
def test_table(opcode, operands, attrs, expected):
    attrs = dict(attrs)
    result_dtype = attrs.pop("result_dtype", None)
    got = infer_shape(opcode, [S(s) for s in operands], attrs, result_dtype)
    assert show(got) == expected


ERRORS = [
    ("dot", ["f32[4,8]", "f32[7,3]"], A(lhs_contracting_dims="{1}", rhs_contracting_dims="{0}"),
     "dot: lhs contracting dimension 1 has size 8 but rhs contracting dimension 0 has size 7"),
    ("dot", ["f32[2,4]", "f32[3,4]"], A(lhs_batch_dims="{0}", rhs_batch_dims="{0}"),
     "lhs batch dimension 0 has size 2 but rhs batch dimension 0 has size 3"),
    ("dot", ["f32[4]", "f32[4]"], A(lhs_contracting_dims="{0}"), "lhs has 1 contracting dimension but rhs has 0"),
    ("dot", ["s32[4]", "s32[4]"], {"result_dtype": S16},
     "narrower than the operand type s32"),
    ("add", ["f32[4]"], {}, "add: takes 2 operands, got 1"),
    ("complex", ["f16[2]", "f16[2]"], {}, "complex needs f32 or f64"),
    ("broadcast", ["f32[3]"], A(dimensions="{1}"), "cannot be inferred"),
    ("convert", ["f32[3]"], {}, "convert: the result type cannot be inferred"),
    ("concatenate", ["f32[2]", "s32[2]"], A(dimensions="{0}"), "operands 0 and 1 have types f32 and s32"),
    ("concatenate", ["f32[2]"], A(dimensions="{0,1}"), "must name exactly one dimension"),
    ("transpose", ["f32[2,3]"], A(dimensions="{0}"), "not a permutation"),
    ("pad", ["f32[2]", "f32[]"], {"padding": Padding(((0, 0, -1),))}, "interior padding -1"),
    ("convolution", ["f32[1,8,8,3]", "f32[3,3,3,16]"], A(window="{size=2x2}", **CONV),
     "window sizes 2x2 must equal the kernel's spatial sizes 3x3"),
    ("convolution", ["f32[1,8,3]", "f32[3,3,3,16]"], A(window="{size=3x3}", **CONV),
     "dim_labels gives the input 4 dimensions ('b01f') but the input f32[1,8,3] has rank 3"),
    ("fft", ["f32[8]"], A(fft_type="FFT", fft_length="{8}"), "FFT needs a complex operand"),
    ("fft", ["f32[6]"], A(fft_type="RFFT", fft_length="{8}"), "RFFT needs the innermost dimensions"),
    ("gather", ["f32[3,4]", "f32[2,1]"], A(offset_dims="{1}", collapsed_slice_dims="{0}", start_index_map="{0}",
                                          index_vector_dim="1", slice_sizes="{1,4}"), "they must be integers"),
    ("gather", ["f32[3,4]", "s32[2,1]"], A(offset_dims="{1}", collapsed_slice_dims="{0}", start_index_map="{0}",
                                          index_vector_dim="1", slice_sizes="{2,4}"), "slice size must be 0 or 1, got 2"),
    ("scatter", ["f32[5,3]", "s32[2]", "f32[2,4]"],
     A(update_window_dims="{1}", inserted_window_dims="{0}", scatter_dims_to_operand_dims="{0}",
       index_vector_dim="1", to_apply=C["add"]), "update window dimension 1 has size 4, more than the operand's 3"),
    ("select-and-scatter", ["f32[4,6]", "f32[2,3]", "f32[]"],
     A(window="{size=2x3 stride=2x3}", select=C["ge"], scatter=C["add"]), "must have the windowed operand's dimensions [2,2]"),
    ("select-and-scatter", ["f32[4,6]", "f32[2,2]", "f32[]"],
     A(window="{size=2x3 stride=2x3}", select=C["add"], scatter=C["add"]), "select computation 'add' must return pred[]"),
    ("reduce", ["f32[4,3]", "f32[]"], A(dimensions="{1}", to_apply=C["add2"]), "takes 4 parameters; reducing 1 input needs 2"),
    ("while", ["(s32[], f32[5])"], A(condition=C["cond"], body=C["body"]), "parameter 0 has shape (s32[], f32[4])"),
    ("conditional", ["s32[2]", "f32[4]"], A(true_computation=C["neg"]), "the branch index must be a scalar"),
    ("conditional", ["pred[]", "f32[4]"], A(true_computation=C["neg"]), "give either branch_computations or both"),
    ("conditional", ["s32[]", "f32[4]", "f32[4]"], A(true_computation=C["neg"], false_computation=C["neg"],
                                                    branch_computations="{}"), "give either"),
    ("triangular-solve", ["f32[5,4]", "f32[5,3]"], {}, "square minor dimensions"),
    ("batch-norm-training", ["f32[2,3]", "f32[2]", "f32[3]"], A(epsilon="0.1", feature_index="1"),
     "scale f32[2] must be f32[3]"),
    ("topk", ["f32[]"], A(k="1"), "rank >= 1"),
    ("get-tuple-element", ["(f32[])"], A(index="-1"), "index=-1 is out of range"),
    ("set-dimension-size", ["f32[4]", "s64[]"], A(dimensions="{0}"), "the size must be s32[]"),
    ("scan", ["f32[4]"], A(dimensions="{0}", num_carries="0", to_apply=C["add"]), "cannot be inferred"),
]


@pytest.mark.parametrize("opcode,operands,attrs,fragment", ERRORS, ids=[f"{i}-{row[0]}" for i, row in enumerate(ERRORS)])
def test_errors(opcode, operands, attrs, fragment):
    attrs = dict(attrs)
    result_dtype = attrs.pop("result_dtype", None)
    with pytest.raises(ShapeError) as info:
        infer_shape(opcode, [S(s) for s in operands], attrs, result_dtype)
    assert fragment in str(info.value)


def test_every_inferable_opcode_has_a_rule():
    """The op table drives inference: each op whose shape may be omitted has a rule."""
    missing = [name for name, info in OPS.items() if info.shape_inferable and not has_rule(name)]
    assert missing == []


def test_parser_infers_omitted_shapes():
    m = parse_module("ENTRY e {\n  a = f32[2,3] parameter(0)\n  b = f32[3,4] parameter(1)\n"
                     "  d = dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
                     "  c = compare(d, d), direction=LT\n  ROOT t = tuple(d, c)\n}")
    assert show(m.entry.root.shape) == "(f32[2,4], pred[2,4])"


def test_show_prints_dynamic_dims_without_layout():
    shape = ArrayShape(C64, (4, 3, -1), dynamic=(False, True, False))
    assert show(shape) == "c64[4,<=3,?]"
