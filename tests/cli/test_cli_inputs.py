"""Binding entry parameters from `--input` (npy, npz, inline) and from the Python API: rank-0
arrays stay rank 0, s4/u4 take values or the raw nibbles xlac writes, tuple-typed parameters
take their leaves in order. Through the real `xlac` command, on the interpreter and cpu."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.driver import load_text, run_module
from xlac.registry import get_target

SCALAR = """HloModule scalar_step
ENTRY e {
  lr = f32[] parameter(0)
  w = f32[3] parameter(1)
  b = f32[3] broadcast(lr), dimensions={}
  m = f32[3] multiply(b, w)
  ROOT r = f32[3] subtract(w, m)
}
"""

INT4 = """HloModule int4
ENTRY e {
  x = s4[4] parameter(0)
  u = u4[2] parameter(1)
  a = s32[4] convert(x)
  b = s32[2] convert(u)
  n = s4[4] negate(x)
  ROOT t = (s32[4], s32[2], s4[4]) tuple(a, b, n)
}
"""

TUPLE = """HloModule tuple_param
ENTRY e {
  p = (f32[2], (s32[], f32[2])) parameter(0)
  s = f32[] parameter(1)
  a = f32[2] get-tuple-element(p), index=0
  q = (s32[], f32[2]) get-tuple-element(p), index=1
  i = s32[] get-tuple-element(q), index=0
  c = f32[2] get-tuple-element(q), index=1
  f = f32[] convert(i)
  fs = f32[] add(f, s)
  b = f32[2] broadcast(fs), dimensions={}
  ab = f32[2] multiply(a, b)
  ROOT r = f32[2] add(ab, c)
}
"""

TARGETS = ["interpreter", "cpu"]


def write(tmp_path: Path, text: str, name: str = "m.hlo") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def run_ok(*args: str) -> str:
    r = xlac("run", *args)
    assert r.returncode == 0, r.stderr
    assert not r.stderr.strip(), r.stderr
    return r.stdout


@pytest.mark.parametrize("target", TARGETS)
def test_rank0_from_inline_npy_and_npz(tmp_path: Path, target: str) -> None:
    m = str(write(tmp_path, SCALAR))
    want = "out0: f32[3] = [0.5, 1. , 1.5]"
    assert want in run_ok(m, "--target", target, "-i", "f32=0.5", "-i", "3xf32=1,2,3")
    np.save(tmp_path / "lr.npy", np.float32(0.5))
    np.save(tmp_path / "w.npy", np.array([1, 2, 3], np.float32))
    assert want in run_ok(m, "--target", target, "-i", str(tmp_path / "lr.npy"), "-i", str(tmp_path / "w.npy"))
    np.savez(tmp_path / "in.npz", in0=np.float32(0.5), in1=np.array([1, 2, 3], np.float32))
    out = tmp_path / "out.npz"
    run_ok(m, "--target", target, "-i", str(tmp_path / "in.npz"), "-o", str(out), "-q")
    assert np.array_equal(np.load(out)["out0"], np.array([0.5, 1, 1.5], np.float32))


@pytest.mark.parametrize("target", TARGETS)
def test_inline_in_hlo_spelling(tmp_path: Path, target: str) -> None:
    """`f32[]=0.5` and `f32[3]=1,2,3`, as HLO writes shapes, are the same arrays as `f32=0.5`, `3xf32=...`."""
    m = str(write(tmp_path, SCALAR))
    assert "out0: f32[3] = [0.5, 1. , 1.5]" in run_ok(m, "--target", target, "-i", "f32[]=0.5", "-i", "f32[ 3 ]=1,2,3")
    # and braced as an HLO literal prints them
    assert "out0: f32[3] = [0.5, 1. , 1.5]" in run_ok(m, "--target", target, "-i", "f32[]=0.5", "-i", "f32[3]={1, 2, 3}")
    r = xlac("run", m, "--target", target, "-i", "f32[]=0.5", "-i", "f32[3]=1,2")
    assert r.returncode == 1 and "inline input 'f32[3]=1,2' has 2 values; f32[3] needs 3" in r.stderr


def test_rank0_mismatch_is_a_clean_error(tmp_path: Path) -> None:
    r = xlac("run", str(write(tmp_path, SCALAR)), "--target", "interpreter", "-i", "1xf32=0.5")
    assert r.returncode == 1
    assert "parameter 0 ('lr') expects f32[], but '1xf32=0.5' is f32[1]" in r.stderr


@pytest.mark.parametrize("target", TARGETS)
def test_s4_u4_from_values_and_raw_nibbles(tmp_path: Path, target: str) -> None:
    m = str(write(tmp_path, INT4))
    out = tmp_path / "out.npz"
    text = run_ok(m, "--target", target, "-i", "4xs4=-8,-1,3,7", "-i", "2xu4=0,15", "-o", str(out))
    assert "out0: s32[4] = [-8, -1,  3,  7]" in text
    assert "out2: s4[4] = [-8,  1, -3, -7]" in text  # -(-8) wraps in 4 bits
    with np.load(out) as data:
        assert data["out2"].dtype == np.uint8
        nibbles = data["out2"]
    # int8 values from a file, and the raw uint8 nibbles xlac itself wrote, bind alike
    np.save(tmp_path / "vals.npy", np.array([-8, -1, 3, 7], np.int8))
    np.save(tmp_path / "raw.npy", nibbles)
    np.save(tmp_path / "u.npy", np.array([0, 15], np.uint8))
    assert "out0: s32[4] = [-8, -1,  3,  7]" in run_ok(m, "--target", target, "-i", str(tmp_path / "vals.npy"),
                                                       "-i", str(tmp_path / "u.npy"))
    assert "out0: s32[4] = [-8,  1, -3, -7]" in run_ok(m, "--target", target, "-i", str(tmp_path / "raw.npy"),
                                                       "-i", str(tmp_path / "u.npy"))


BF16 = """HloModule bf
ENTRY e {
  x = bf16[4] parameter(0)
  ROOT n = bf16[4] negate(x)
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_bf16_from_a_jax_style_npy_and_raw_uint16(tmp_path: Path, target: str) -> None:
    """np.save of an ml_dtypes (JAX) bf16 array writes a 2-byte void dtype ('<V2'); it binds as
    bf16, as raw uint16 bits do. A void of another width is still a clean error."""
    import ml_dtypes

    m = str(write(tmp_path, BF16))
    values = np.array([1.0, -2.5, 3.0, 0.5], ml_dtypes.bfloat16)
    np.save(tmp_path / "bf.npy", values)
    assert np.load(tmp_path / "bf.npy").dtype.kind == "V"
    np.save(tmp_path / "raw.npy", values.view(np.uint16))
    for name in ("bf.npy", "raw.npy"):
        assert "out0: bf16[4] = [-1. ,  2.5, -3. , -0.5]" in run_ok(m, "--target", target, "-i", str(tmp_path / name))
    np.save(tmp_path / "wide.npy", np.zeros(4, "V4"))
    r = xlac("run", m, "--target", target, "-i", str(tmp_path / "wide.npy"))
    assert r.returncode == 1 and "expects bf16[4]" in r.stderr


def test_s4_out_of_range_is_a_clean_error(tmp_path: Path) -> None:
    np.save(tmp_path / "big.npy", np.array([1, 2, 3, 9], np.int8))
    r = xlac("run", str(write(tmp_path, INT4)), "--target", "interpreter", "-i", str(tmp_path / "big.npy"))
    assert r.returncode == 1
    assert "parameter 0 ('x') expects s4[4]" in r.stderr


@pytest.mark.parametrize("target", TARGETS)
def test_tuple_parameter_from_leaves_and_npz(tmp_path: Path, target: str) -> None:
    m = str(write(tmp_path, TUPLE))
    want = "out0: f32[2] = [13., 26.]"  # (1,2) * (2+0.5) ... with c = (10.5, 21)
    leaves = ["-i", "2xf32=2,4", "-i", "s32=3", "-i", "2xf32=3,6", "-i", "f32=2"]
    assert want in run_ok(m, "--target", target, *leaves)
    np.savez(tmp_path / "t.npz", **{"in0.0": np.array([2, 4], np.float32), "in0.1.0": np.int32(3),
                                    "in0.1.1": np.array([3, 6], np.float32), "in1": np.float32(2)})
    assert want in run_ok(m, "--target", target, "-i", str(tmp_path / "t.npz"))


def test_tuple_parameter_leaf_mismatch_names_the_leaf(tmp_path: Path) -> None:
    r = xlac("run", str(write(tmp_path, TUPLE)), "--target", "interpreter", "-i", "2xf32=2,4", "-i", "f32=3")
    assert r.returncode == 1
    assert "parameter 0 ('p') leaf 1.0 expects s32[]" in r.stderr


def test_tuple_parameter_compiled_object(tmp_path: Path) -> None:
    m = write(tmp_path, TUPLE)
    r = xlac("compile", str(m), "-o", str(tmp_path / "t.o"))
    assert r.returncode == 0, r.stderr
    text = run_ok(str(tmp_path / "t.o"), "-i", "2xf32=2,4", "-i", "s32=3", "-i", "2xf32=3,6", "-i", "f32=2")
    assert "out0: f32[2] = [13., 26.]" in text


@pytest.mark.parametrize("target", TARGETS)
def test_python_api(target: str) -> None:
    ex = get_target(target).compile(load_text(TUPLE, "t.hlo"))
    got = ex.run(None, (np.array([2, 4], np.float32), (np.int32(3), np.array([3, 6], np.float32))),
                 np.float32(2))
    assert np.array_equal(got[0], np.array([13, 26], np.float32))
    scalar = get_target(target).compile(load_text(SCALAR, "s.hlo"))
    got = scalar.run(None, np.float32(0.5), np.array([1, 2, 3], np.float32))
    assert np.array_equal(got[0], np.array([0.5, 1, 1.5], np.float32))
    res = run_module(load_text(INT4, "i.hlo"), target, ["4xs4=-8,-1,3,7", "2xu4=0,15"])
    assert res.outputs[0].tolist() == [-8, -1, 3, 7] and res.outputs[1].tolist() == [0, 15]
    assert res.inputs[0].shape == (4,)


@pytest.mark.parametrize("target", TARGETS)
def test_python_api_converts_like_the_transfer(target: str) -> None:
    """int8 values for an s4 parameter, float64 for f32: both targets convert the same way."""
    ex = get_target(target).compile(load_text(INT4, "i.hlo"))
    out = ex.run(None, np.array([-8, -1, 3, 7], np.int8), np.array([0, 15], np.int64))
    assert out[0].tolist() == [-8, -1, 3, 7] and out[1].tolist() == [0, 15]
    scalar = get_target(target).compile(load_text(SCALAR, "s.hlo"))
    got = scalar.run(None, 0.5, np.array([1, 2, 3], np.float64))
    assert np.array_equal(got[0], np.array([0.5, 1, 1.5], np.float32))


@pytest.mark.parametrize("target", TARGETS + ["toy"])
def test_tuple_parameter_leaves_through_the_python_api(target: str) -> None:
    """Executable.run takes a tuple parameter as its leaves on every target (the ABI's form);
    the interpreter (and the toy target built on it) handed the leaves to the evaluator as
    parameters of their own."""
    from xlac.driver import compile_module, load_text

    exe = compile_module(load_text(TUPLE, "t.hlo"), target)
    leaves = [np.array([2, 4], np.float32), np.int32(3), np.array([3, 6], np.float32), np.float32(2)]
    assert exe.run(None, *leaves)[0].tolist() == [13.0, 26.0]
    nested = [(leaves[0], (leaves[1], leaves[2])), leaves[3]]
    assert exe.run(None, *nested)[0].tolist() == [13.0, 26.0]
