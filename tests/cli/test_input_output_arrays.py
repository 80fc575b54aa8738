"""`xlac run`'s arrays in and out, through the real command: a bad .npy/.npz, an .npz whose keys
do not name the parameters, an inline value the type cannot hold, a loose inline shape, and -o
to a file that is not .npz/.npy are each one clean error (exit 1), never a traceback, an abort,
or silently wrong (wrapped, shifted, random) inputs."""

from __future__ import annotations

import zipfile
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

TWO = """HloModule two
ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[2,3] parameter(1)
  ROOT r = f32[2,3] subtract(a, b)
}
"""

TUPLE = """HloModule tparam
ENTRY main {
  t = (f32[2], (s32[], f32[2])) parameter(0)
  y = f32[3] parameter(1)
  a = f32[2] get-tuple-element(t), index=0
  n = (s32[], f32[2]) get-tuple-element(t), index=1
  b = f32[2] get-tuple-element(n), index=1
  s = s32[] get-tuple-element(n), index=0
  ab = f32[2] add(a, b)
  ROOT r = (f32[2], s32[], f32[3]) tuple(ab, s, y)
}
"""

NAMED_F32 = """HloModule named
ENTRY main {
  f32 = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] subtract(f32, y)
}
"""


def identity(tmp_path: Path, shape: str) -> str:
    path = tmp_path / "id.hlo"
    path.write_text(f"HloModule id\nENTRY main {{\n  ROOT p = {shape} parameter(0)\n}}\n")
    return str(path)


def model(tmp_path: Path, text: str = TWO) -> str:
    path = tmp_path / "m.hlo"
    path.write_text(text)
    return str(path)


def fails(*args: str, cwd: Path | None = None) -> str:
    """Run `xlac run ARGS`: it must fail cleanly, exit 1; returns stderr."""
    r = xlac("run", "--target", "interpreter", *args, cwd=cwd)
    assert r.returncode == 1, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr and "Warning" not in r.stderr, r.stderr
    return r.stderr


def runs(*args: str) -> str:
    r = xlac("run", "--target", "interpreter", *args)
    assert r.returncode == 0, r.stderr
    assert not r.stderr.strip(), r.stderr
    return r.stdout


# --- bad files: empty, not numpy's, pickled, a directory, a zip named .npy -----------------------

def _bad_files(tmp_path: Path) -> dict[str, str]:
    """name -> what the error must say."""
    (tmp_path / "empty.npy").write_bytes(b"")
    (tmp_path / "empty.npz").write_bytes(b"")
    (tmp_path / "text.npz").write_text("not an archive\n")
    (tmp_path / "text.npy").write_text("not an array\n")
    np.savez(tmp_path / "objects.npz", in0=np.array([{"a": 1}, None], dtype=object))
    (tmp_path / "dir.npy").mkdir()
    (tmp_path / "dir.npz").mkdir()
    with open(tmp_path / "zip.npy", "wb") as f:  # what -o zip.npy wrote
        np.savez(f, in0=np.zeros((2, 3), np.float32))
    with open(tmp_path / "array.npz", "wb") as f:
        np.save(f, np.zeros((2, 3), np.float32))
    return {"empty.npy": "the file is empty", "empty.npz": "the file is empty", "text.npz": "not an .npz file",
            "text.npy": "not an .npy file", "objects.npz": "Object arrays", "dir.npy": "it is a directory",
            "dir.npz": "it is a directory", "zip.npy": "it is an .npz (zip) archive",
            "array.npz": "it is an .npy array"}


def test_unreadable_input_files_are_clean_errors(tmp_path: Path) -> None:
    """An empty file was 'aborted' (exit 130, numpy's EOFError); pickled data, an object array and a
    directory were internal errors (exit 2); a zip named .npy was read as its list of keys."""
    m = model(tmp_path)
    for name, why in _bad_files(tmp_path).items():
        err = fails(m, "-i", name, cwd=tmp_path)
        assert f"cannot read {name}: {why}" in err, (name, err)


def test_input_file_types_by_extension_any_case(tmp_path: Path) -> None:
    """`A.NPY` is an .npy; an existing file of another type says so, instead of 'not a file'."""
    m = model(tmp_path)
    np.save(tmp_path / "a.npy", np.ones((2, 3), np.float32))
    (tmp_path / "a.npy").rename(tmp_path / "A.NPY")
    assert "out0: f32[2,3]" in runs(m, "-i", str(tmp_path / "A.NPY"), "-i", "2x3xf32=1")
    (tmp_path / "a.bin").write_bytes(b"\0" * 24)
    err = fails(m, "-i", str(tmp_path / "a.bin"))
    assert "unknown file type '.bin': expected .npy or .npz" in err


# --- .npz keys ---------------------------------------------------------------------------------

Z23 = np.zeros((2, 3), np.float32)


@pytest.mark.parametrize("keys, message", [
    (["in0", "in2"], "has no in1 (it has: in0, in2)"),  # in2 became parameter 1
    (["in1", "in2", "in10"], "has no in0"),
    (["in0", "in01"], "unexpected array name in01"),  # read as in0, in1
    (["in0", "arr_1"], "mixes in0, in1, ... and arr_0, arr_1, ... names"),  # arr_1 ignored, parameter 1 random
    (["in0", "foo"], "unexpected array name foo"),
    (["out0", "out1"], "holds only results (out0, out1): it looks like the output of `xlac run -o`"),
])
def test_npz_keys_are_checked(tmp_path: Path, keys: list[str], message: str) -> None:
    np.savez(tmp_path / "k.npz", **{k: Z23 for k in keys})
    assert message in fails(model(tmp_path), "-i", str(tmp_path / "k.npz"))


def test_npz_results_beside_inputs_and_arr_names_still_bind(tmp_path: Path) -> None:
    """A corpus case holds in0.. and out0..; np.savez(a, b) writes arr_0, arr_1; one input in an
    .npz leaves the next parameter random, as a missing --input does."""
    m = model(tmp_path)
    a, b = np.full((2, 3), 5, np.float32), np.ones((2, 3), np.float32)
    np.savez(tmp_path / "case.npz", in0=a, in1=b, out0=a - b)
    np.savez(tmp_path / "arr.npz", a, b)
    for name in ("case.npz", "arr.npz"):
        assert "[[4., 4., 4.]," in runs(m, "-i", str(tmp_path / name))
    np.savez(tmp_path / "one.npz", in0=a)
    assert "out0: f32[2,3]" in runs(m, "-i", str(tmp_path / "one.npz"), "--random-inputs")


def test_npz_of_results_for_a_module_without_parameters(tmp_path: Path) -> None:
    path = tmp_path / "c.hlo"
    path.write_text("HloModule c\nENTRY main {\n  ROOT c = f32[] constant(2)\n}\n")
    np.savez(tmp_path / "case.npz", out0=np.float32(2))
    assert "out0: f32[] = 2." in runs(str(path), "-i", str(tmp_path / "case.npz"))


def test_npz_leaf_keys_must_be_the_tuple_parameters_leaves(tmp_path: Path) -> None:
    """Flat in0.0, in0.1, in0.2 for (f32[2], (s32[], f32[2])) were bound as its three leaves; a
    missing leaf key shifted the next array into its place."""
    m = model(tmp_path, TUPLE)
    leaves = {"in0.0": np.array([1, 2], np.float32), "in0.1.0": np.int32(7),
              "in0.1.1": np.array([10, 20], np.float32), "in1": np.array([1, 2, 3], np.float32)}
    np.savez(tmp_path / "good.npz", **leaves)
    out = runs(m, "-i", str(tmp_path / "good.npz"))
    assert "out0: f32[2] = [11., 22.]" in out and "out1: s32[] = 7" in out
    np.savez(tmp_path / "flat.npz", **{"in0.0": leaves["in0.0"], "in0.1": leaves["in0.1.0"],
                                       "in0.2": leaves["in0.1.1"], "in1": leaves["in1"]})
    err = fails(m, "-i", str(tmp_path / "flat.npz"))
    assert "its array in0.1 comes where parameter 0 ('t') leaf 1.0 is expected, whose key is in0.1.0" in err
    assert "in0.0, in0.1.0, in0.1.1" in err
    np.savez(tmp_path / "gap.npz", **{k: v for k, v in leaves.items() if k != "in0.1.0"})
    assert "whose key is in0.1.0" in fails(m, "-i", str(tmp_path / "gap.npz"))


# --- inline values -----------------------------------------------------------------------------

@pytest.mark.parametrize("shape, spec, message", [
    ("s32[]", "s32=2147483648", "2147483648 is out of range for s32 [-2147483648, 2147483647]"),
    ("u8[3]", "u8[3]=-1,256,300", "-1 is out of range for u8 [0, 255]"),
    ("u8[3]", "u8[3]=1,256,300", "256 is out of range for u8 [0, 255]"),
    ("s4[4]", "s4[4]=-8,7,8,-9", "8 is out of range for s4 [-8, 7]"),
    ("u4[4]", "u4[4]=0,15,16,-1", "16 is out of range for u4 [0, 15]"),
    ("s64[]", "s64=9223372036854775808", "9223372036854775808 is out of range for s64"),
    ("pred[3]", "pred[3]=yes,no,x", "'yes' is not a pred value (true, false, 1 or 0)"),
    ("pred[3]", "pred[3]=1,0,2", "'2' is not a pred value"),
    ("pred[]", "pred=1.5", "'1.5' is not a pred value"),
    ("f32[]", "f32=1e40", "1e40 is out of range for f32"),
    ("f32[]", "f32=1e400", "1e400 is out of range for f32"),
    ("f8e4m3fn[]", "f8e4m3fn=inf", "inf is out of range for f8e4m3fn"),
    ("s32[]", "s32=1e3", "'1e3' is not an integer (s32)"),
    ("f32[]", "f32=one", "'one' is not a number (f32)"),
])
def test_inline_value_out_of_range_is_an_error(tmp_path: Path, shape: str, spec: str, message: str) -> None:
    """These wrapped (2147483648 was -2147483648, u8 256 was 0), read as False, or gave inf with
    numpy's RuntimeWarning and its source line on stderr."""
    assert f"inline input '{spec}': {message}" in fails(identity(tmp_path, shape), "-i", spec)


@pytest.mark.parametrize("shape, spec, want", [
    ("c64[2,3]", "c64[2,3]=inf", "[[inf+0.j, inf+0.j, inf+0.j],"),  # was: complex() arg is a malformed string
    ("c64[3]", "c64[3]=1+2i,(3, -4),-infi", "[1. +2.j, 3. -4.j, 0.-infj]"),
    ("c128[]", "c128=nan-infj", "nan-infj"),
    ("pred[4]", "pred[4]=true,FALSE,1,0", "[ True, False,  True, False]"),
    ("f32[2]", "f32[2]=-inf,nan", "[-inf,  nan]"),
    ("f16[]", "f16=65504", "6.55e+04"),
    ("u64[]", "u64=18446744073709551615", "18446744073709551615"),
    ("s4[2]", "s4[2]=-8,7", "[-8,  7]"),
])
def test_inline_values_at_the_edges(tmp_path: Path, shape: str, spec: str, want: str) -> None:
    assert want in runs(identity(tmp_path, shape), "-i", spec)


# --- inline shapes -----------------------------------------------------------------------------

@pytest.mark.parametrize("spec, message", [
    ("3037000500x3037000500xf32=1", "f32[3037000500,3037000500] is 9223372037000250000 elements"),  # was negative
    ("f32[2,,3]=1", "the dimensions [2,,3] are not a list of sizes"),  # was f32[2,3]
    ("f32[2,3]={{1,2},{3,4,5,6}}", "the braces do not nest as f32[2,3]"),  # was accepted
    ("f32[2,3]={1,2,3,4,5,6}", "the braces do not nest as f32[2,3]"),
    ("f32[2,3]{0,0}=1", "the layout {0,0} is not a permutation of the 2 dimensions"),
])
def test_loose_inline_shapes_are_errors(tmp_path: Path, spec: str, message: str) -> None:
    assert f"inline input '{spec}': {message}" in fails(identity(tmp_path, "f32[2,3]"), "-i", spec)


def test_huge_inline_fill_is_refused_without_building_it(tmp_path: Path) -> None:
    """100000x100000xf32=1 built a 10^10-element Python list first (out of memory under ulimit)."""
    err = fails(identity(tmp_path, "f32[2,3]"), "-i", "100000x100000xf32=1")
    assert "expects f32[2,3], but '100000x100000xf32=1' is f32[100000,100000]" in err


@pytest.mark.parametrize("spec", ["f32[2,3]{1,0}=1,2,3,4,5,6", "f32[2,3]{0,1}=1,2,3,4,5,6",
                                  "f32[2,3] {{1,2,3},{4,5,6}}", "f32[2,3]{1,0} {{1,2,3},{4,5,6}}"])
def test_inline_with_a_layout_or_as_hlo_prints_it(tmp_path: Path, spec: str) -> None:
    """A layout was read as values ('has 3 values'); it is checked and the values stay row-major."""
    assert "[[1., 2., 3.],\n [4., 5., 6.]]" in runs(identity(tmp_path, "f32[2,3]"), "-i", spec)


def test_a_parameter_named_like_a_type(tmp_path: Path) -> None:
    """With a parameter called f32, `f32=1` was read as NAME=VALUE ("cannot read input '1'"): a
    spec that reads as an inline array is one; `f32=f32=1` names the parameter."""
    m = model(tmp_path, NAMED_F32)
    assert "out0: f32[] = -2." in runs(m, "-i", "f32=1", "-i", "f32=3")
    assert "out0: f32[] = 3." in runs(m, "-i", "y=f32=1", "-i", "f32=f32=4")


# --- options -----------------------------------------------------------------------------------

@pytest.mark.parametrize("option, value", [("--seed", "-1"), ("--benchmark", "-3"), ("--rtol", "nan"),
                                           ("--rtol", "inf"), ("--atol", "nan")])
def test_bad_numeric_options(tmp_path: Path, option: str, value: str) -> None:
    """--seed -1 was an internal error; --benchmark -3 ran without timing; a NaN or infinite
    tolerance passed FloatRange and leaked numpy's warnings."""
    err = fails(model(tmp_path), "--check", option, value)
    assert f"Invalid value for '{option}'" in err


# --- -o ----------------------------------------------------------------------------------------

def test_output_npy_holds_the_one_result_and_reads_back(tmp_path: Path) -> None:
    """-o X.npy wrote a zip that `--input X.npy` then read as its list of keys."""
    m = model(tmp_path)
    out = tmp_path / "R.NPY"
    runs(m, "-i", "2x3xf32=5", "-i", "2x3xf32=1", "-q", "-o", str(out))
    assert not zipfile.is_zipfile(out)
    assert np.array_equal(np.load(out), np.full((2, 3), 4, np.float32))
    assert "[[3., 3., 3.]," in runs(m, "-i", str(out), "-i", "2x3xf32=1")


def test_output_other_than_npz_or_npy_is_an_error(tmp_path: Path) -> None:
    m = model(tmp_path, TUPLE)
    err = fails(m, "-q", "-o", str(tmp_path / "r.npy"))
    assert "cannot write 3 results to the .npy" in err and not (tmp_path / "r.npy").exists()
    err = fails(m, "-q", "-o", str(tmp_path / "t.txt"))
    assert "name it .npz (out0, out1, ...) or .npy (one result)" in err and not (tmp_path / "t.txt").exists()
    runs(m, "-q", "--random-inputs", "-o", str(tmp_path / "r.npz"))
    with np.load(tmp_path / "r.npz") as data:
        assert sorted(data.keys()) == ["out0", "out1", "out2"]
