"""The MLIR attribute-dictionary grammar JAX prints in typed-FFI backend_config."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from xlac.customcall.mlir_attrs import mlir_dtype, parse_mlir_dict


def _one(text: str) -> object:
    """Parse `{v = TEXT}` and return the value."""
    return parse_mlir_dict("{v = " + text + "}")["v"]


def test_example_from_the_brief():
    d = parse_mlir_dict('{uplo = 76 : ui8, eps = 1.0e-5 : f32, name = "x", '
                        "flags = array<i64: 1, 2>, b = true, d = {inner = 1 : i32}, u = unit}")
    assert list(d) == ["uplo", "eps", "name", "flags", "b", "d", "u"]
    assert type(d["uplo"]) is np.uint8 and d["uplo"] == 76
    assert type(d["eps"]) is np.float32 and d["eps"] == np.float32(1.0e-5)
    assert d["name"] == "x"
    assert d["flags"].dtype == np.int64 and d["flags"].tolist() == [1, 2]
    assert d["b"] is True
    assert d["d"] == {"inner": 1} and type(d["d"]["inner"]) is np.int32
    assert d["u"] is None


@pytest.mark.parametrize("text", ["", "   ", "{}", "{ }", '"{}"'])
def test_empty(text):
    assert parse_mlir_dict(text) == {}


def test_corpus_forms():
    assert parse_mlir_dict("{uplo = 76 : ui8}") == {"uplo": 76}
    d = parse_mlir_dict("{diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}")
    assert [chr(v) for v in d.values()] == ["U", "L", "N", "L"]
    assert all(type(v) is np.uint8 for v in d.values())


@pytest.mark.parametrize("text,dtype,value", [
    ("5 : i8", np.int8, 5), ("-5 : i16", np.int16, -5), ("7 : i32", np.int32, 7),
    ("-7 : i64", np.int64, -7), ("9 : si32", np.int32, 9), ("200 : ui8", np.uint8, 200),
    ("65535 : ui16", np.uint16, 65535), ("4000000000 : ui32", np.uint32, 4000000000),
    ("3 : ui64", np.uint64, 3), ("12 : index", np.int64, 12), ("0x10 : i32", np.int32, 16),
    ("255 : i8", np.int8, -1),  # signless types take their unsigned spelling, wrapped
    ("42", np.int64, 42), ("-42", np.int64, -42),
    ("1.5 : f16", np.float16, 1.5), ("2.5 : f64", np.float64, 2.5), ("-3.0e+2 : f32", np.float32, -300.0),
    ("1.5", np.float64, 1.5), ("1e3", np.float64, 1000.0),
])
def test_typed_scalars(text, dtype, value):
    v = _one(text)
    assert type(v) is dtype
    assert v == value


def test_bool_and_i1():
    assert _one("true") is True and _one("false") is False
    assert _one("true : i1") is True
    v = _one("1 : i1")
    assert type(v) is np.bool_ and bool(v)


def test_bf16_and_hex_floats():
    v = _one("1.5 : bf16")
    assert v.dtype == np.dtype(ml_dtypes.bfloat16) and float(v) == 1.5
    assert math.isnan(_one("0x7FC00000 : f32")) and type(_one("0x7FC00000 : f32")) is np.float32
    assert _one("0xFF800000 : f32") == -np.inf
    assert _one("0x7FF0000000000000 : f64") == np.inf
    assert float(_one("0x7F80 : bf16")) == np.inf


def test_strings_and_escapes():
    assert _one('"plain"') == "plain"
    assert _one(r'"q\"b\\s\n\t\41"') == 'q"b\\s\n\tA'
    assert _one('"{not = a dict}"') == "{not = a dict}"
    assert _one('"caf\\C3\\A9"') == "café"
    assert parse_mlir_dict('{"quoted key" = 1}') == {"quoted key": 1}


def test_dense_arrays():
    v = _one("array<i32: 1, -2, 3>")
    assert v.dtype == np.int32 and v.tolist() == [1, -2, 3]
    v = _one("array<f32: 1.0, 0x7F800000>")
    assert v.dtype == np.float32 and v[0] == 1 and v[1] == np.inf
    v = _one("array<i64>")
    assert v.dtype == np.int64 and v.shape == (0,)
    v = _one("array<i1: true, false>")
    assert v.dtype == np.bool_ and v.tolist() == [True, False]
    v = _one("array<ui8: 76, 85>")
    assert v.dtype == np.uint8


def test_dense_elements():
    v = _one("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
    assert v.dtype == np.int32 and v.tolist() == [[1, 2], [3, 4]]
    v = _one("dense<0.5> : tensor<2x3xf32>")
    assert v.dtype == np.float32 and v.shape == (2, 3) and (v == 0.5).all()
    v = _one("dense<0x7FC00000> : tensor<2xf32>")
    assert v.shape == (2,) and np.isnan(v).all()
    v = _one('dense<"0x0100000002000000"> : tensor<2xi32>')
    assert v.tolist() == [1, 2]
    v = _one("dense<(1.0, -2.0)> : tensor<complex<f32>>")
    assert v.dtype == np.complex64 and v.shape == () and v == 1 - 2j
    v = _one("dense<[true, false]> : vector<2xi1>")
    assert v.dtype == np.bool_
    v = _one("dense<[1, 2]>")
    assert v.dtype == np.int64 and v.tolist() == [1, 2]
    assert _one("dense<> : tensor<0xi64>").shape == (0,)


def test_nesting_lists_unit_and_types():
    d = parse_mlir_dict("{a = {b = {c = [1, \"x\", [true]]}}, flag, t = f32, u = unit}")
    assert d["a"]["b"]["c"] == [1, "x", [True]]
    assert d["flag"] is None and d["u"] is None
    assert d["t"] == "f32"
    assert parse_mlir_dict("{a = []}") == {"a": []}


def test_whitespace_is_free():
    d = parse_mlir_dict("\n{ a=1:i32 ,b = array< i64 : 1 ,2 > ,\n c=\"s\" }\n")
    assert d["a"] == 1 and type(d["a"]) is np.int32
    assert d["b"].tolist() == [1, 2] and d["c"] == "s"


def test_quoted_backend_config():
    assert parse_mlir_dict(r'"{attr0 = 5 : i32, s = \"hi\"}"') == {"attr0": 5, "s": "hi"}


@pytest.mark.parametrize("text,needle", [
    ("{a = }", "expected an attribute value"),
    ("{a = 1", "expected ','"),
    ("{a = 300 : ui8}", "does not fit uint8"),
    ("{a = -1 : ui8}", "does not fit uint8"),
    ("{a = 128 : si8}", "does not fit int8"),
    ("{a = 1.5 : i32}", "not an integer"),
    ("{a = 1 : foo}", "unsupported scalar type"),
    ('{a = "x}', "unterminated string"),
    ('{a = "\\q"}', "invalid escape"),
    ("{a = 1} trailing", "trailing text"),
    ("{1 = 2}", "expected an attribute name"),
    ("{a = 1, a = 2}", "duplicate key 'a'"),
    ("{a = #foo.bar<1>}", "not supported"),
    ("{a = array<i64: 1, >}", "expected a number"),
    ("{a = array<foo: 1>}", "unsupported array element type"),
    ("{a = dense<[1, 2, 3]> : tensor<2xi32>}", "3 elements"),
    ("{a = dense<1> : memref<2xi32>}", "tensor type"),
    ("{a = bogus}", "unsupported attribute 'bogus'"),
    ("{a = 0x1FFFFFFFF : f32}", "too wide"),
    ("[1]", "expected '{'"),
])
def test_errors_name_the_position(text, needle):
    with pytest.raises(ValueError, match="position") as err:
        parse_mlir_dict(text)
    assert needle in str(err.value)


def test_error_position_is_right():
    text = "{ok = 1, x = 999 : ui8}"
    with pytest.raises(ValueError, match=f"at position {text.index('999')} "):
        parse_mlir_dict(text)


def test_mlir_dtype_table():
    assert mlir_dtype("ui8") == np.uint8 and mlir_dtype("i1") == np.bool_
    assert mlir_dtype("f64") == np.float64 and mlir_dtype("index") == np.int64
    with pytest.raises(KeyError):
        mlir_dtype("i7")
