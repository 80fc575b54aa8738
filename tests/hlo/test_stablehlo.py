"""The StableHLO front end (xlac/hlo/mlir_syntax.py, xlac/hlo/stablehlo.py): MLIR text as JAX,
jax.export and other frameworks print it, read into the IR the HLO parser builds.

Each module here is written for these tests (forms from StableHLO's specification and MLIR's
LangRef); results are checked on the interpreter against numpy, and the same function written
as HLO text where that says more."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from xlac import driver
from xlac.errors import XlacError
from xlac.hlo.frontend import detect_format
from xlac.hlo.printer import print_module


def run(text: str, *args: np.ndarray, target: str = "interpreter") -> list[np.ndarray]:
    module = driver.load_text(text, "t.mlir")
    return driver.compile_module(module, target).run(None, *args)


def fn(body: str, args: str, results: str) -> str:
    return f"module @t {{\n  func.func public @main({args}) -> {results} {{\n{body}\n  }}\n}}\n"


X = np.array([1.5, -2.0, 3.25, 0.0], np.float32)


# ---- forms ------------------------------------------------------------------------------------

def test_pretty_and_generic_forms_give_the_same_module() -> None:
    pretty = fn("    %0 = stablehlo.add %a, %b : tensor<4xf32>\n"
                "    %1 = stablehlo.compare GT, %0, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
                "    %2 = stablehlo.select %1, %0, %b : tensor<4xi1>, tensor<4xf32>\n"
                "    return %2 : tensor<4xf32>",
                "%a: tensor<4xf32>, %b: tensor<4xf32>", "tensor<4xf32>")
    generic = fn('    %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n'
                 '    %1 = "stablehlo.compare"(%0, %a) <{comparison_direction = #stablehlo<comparison_direction GT>,'
                 ' compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n'
                 '    %2 = "stablehlo.select"(%1, %0, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n'
                 '    "func.return"(%2) : (tensor<4xf32>) -> ()',
                 "%a: tensor<4xf32>, %b: tensor<4xf32>", "tensor<4xf32>")
    b = np.array([1.0, 3.0, -1.0, 0.0], np.float32)
    want = np.where(X + b > X, X + b, b)
    for text in (pretty, generic):
        (got,) = run(text, X, b)
        np.testing.assert_array_equal(got, want)
    m1, m2 = driver.load_text(pretty, "p.mlir"), driver.load_text(generic, "g.mlir")
    assert [i.opcode for i in m1.entry.instructions] == [i.opcode for i in m2.entry.instructions]


def test_content_decides_the_format() -> None:
    assert detect_format("// a comment\nmodule @m {}") == "stablehlo"
    assert detect_format("#loc1 = loc(\"x.py\":1:2)\nmodule {}") == "stablehlo"
    assert detect_format("func.func @main() { return }") == "stablehlo"
    assert detect_format("HloModule m\nENTRY e { ROOT c = f32[] constant(1) }") == "hlo"


def test_jax_export_text_with_locations_and_aliases() -> None:
    text = ('#loc1 = loc("model.py":3:8)\n#loc2 = loc("x")\n'
            'module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, '
            'mhlo.num_replicas = 1 : i32} {\n'
            '  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default"} loc("x")) -> '
            '(tensor<4xf32> {jax.result_info = "result", mhlo.layout_mode = "default"}) {\n'
            '    // a comment\n'
            '    %0 = stablehlo.exponential %arg0 : tensor<4xf32> loc(#loc1)\n'
            '    %1 = stablehlo.log_plus_one %0 : tensor<4xf32> loc(fused[#loc1, #loc2])\n'
            '    return %1 : tensor<4xf32> loc(#loc2)\n'
            '  } loc(#loc2)\n'
            '} loc(#loc2)\n')
    (got,) = run(text, X)
    np.testing.assert_allclose(got, np.log1p(np.exp(X)), rtol=1e-6)


# ---- literals ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("literal", "mlir_type", "want"), [
    ("dense<[1.5, -2.0]>", "tensor<2xf32>", np.array([1.5, -2.0], np.float32)),
    ("dense<2.5>", "tensor<2x2xf32>", np.full((2, 2), 2.5, np.float32)),
    ("dense<0xFF800000>", "tensor<2xf32>", np.array([-np.inf, -np.inf], np.float32)),
    ('dense<"0x0000C03F000080BF">', "tensor<2xf32>", np.array([1.5, -1.0], np.float32)),
    ('dense<"0x803F">', "tensor<3xbf16>", np.full(3, 1.0, ml_dtypes.bfloat16)),
    ("dense<[[1, 2], [3, 4]]>", "tensor<2x2xi32>", np.array([[1, 2], [3, 4]], np.int32)),
    ("dense<[true, false, true]>", "tensor<3xi1>", np.array([True, False, True])),
    ('dense<"0x010001">', "tensor<3xi1>", np.array([True, False, True])),
    ('dense<"0x01">', "tensor<3xi1>", np.array([True, True, True])),
    ('dense<"0x0F0E">', "tensor<2xi4>", np.array([-1, -2], ml_dtypes.int4)),
    ("dense<-1>", "tensor<2xui8>", np.array([255, 255], np.uint8)),
    ("dense<18446744073709551615>", "tensor<ui64>", np.array(2**64 - 1, np.uint64)),
    ("dense<[-8, 7]>", "tensor<2xi4>", np.array([-8, 7], ml_dtypes.int4)),
    ("dense<[(1.0, -2.0), (0.0, 0x7F800000)]>", "tensor<2xcomplex<f32>>",
     np.array([1 - 2j, complex(0, np.inf)], np.complex64)),
    ("dense<(3.0, 4.0)>", "tensor<complex<f64>>", np.array(3 + 4j, np.complex128)),
    ("dense<> ", "tensor<0xf32>", np.zeros(0, np.float32)),
    ("dense<1.000000e-01>", "tensor<f16>", np.array(0.1, np.float16)),
])
def test_dense_literals(literal: str, mlir_type: str, want: np.ndarray) -> None:
    text = fn(f"    %c = stablehlo.constant {literal} : {mlir_type}\n    return %c : {mlir_type}", "", mlir_type)
    (got,) = run(text)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_array_equal(np.ascontiguousarray(got).reshape(-1).view(np.uint8), want.reshape(-1).view(np.uint8))


# ---- structure --------------------------------------------------------------------------------

def test_private_functions_calls_and_several_results() -> None:
    text = ("module @m {\n"
            "  func.func public @main(%a: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {\n"
            "    %0:2 = call @two(%a) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)\n"
            "    %1 = func.call @neg(%0#1) : (tensor<3xf32>) -> tensor<3xf32>\n"
            "    return %0#0, %1 : tensor<3xf32>, tensor<3xf32>\n  }\n"
            "  func.func private @two(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {\n"
            "    %0 = stablehlo.multiply %x, %x : tensor<3xf32>\n"
            "    %1 = stablehlo.add %x, %x : tensor<3xf32>\n"
            "    return %0, %1 : tensor<3xf32>, tensor<3xf32>\n  }\n"
            "  func.func private @neg(%x: tensor<3xf32>) -> tensor<3xf32> {\n"
            "    %0 = stablehlo.negate %x : tensor<3xf32>\n    return %0 : tensor<3xf32>\n  }\n}\n")
    a = np.array([1, 2, 3], np.float32)
    sq, neg2 = run(text, a)
    np.testing.assert_array_equal(sq, a * a)
    np.testing.assert_array_equal(neg2, -2 * a)


def test_while_and_case_regions_use_outer_values() -> None:
    """MLIR regions may use values defined outside them; HLO's computations take them as operands."""
    text = fn("    %step = stablehlo.constant dense<2.0> : tensor<f32>\n"
              "    %scale = stablehlo.multiply %s, %s : tensor<f32>\n"
              "    %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %0:2 = stablehlo.while(%i = %c0, %acc = %s) : tensor<i32>, tensor<f32>\n"
              "    cond {\n      %n = stablehlo.constant dense<3> : tensor<i32>\n"
              "      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
              "      stablehlo.return %p : tensor<i1>\n    } do {\n"
              "      %one = stablehlo.constant dense<1> : tensor<i32>\n"
              "      %j = stablehlo.add %i, %one : tensor<i32>\n"
              "      %t = stablehlo.multiply %acc, %scale : tensor<f32>\n"
              "      %u = stablehlo.add %t, %step : tensor<f32>\n"
              "      stablehlo.return %j, %u : tensor<i32>, tensor<f32>\n    }\n"
              '    %r = "stablehlo.case"(%k) ({\n      stablehlo.return %scale : tensor<f32>\n    }, {\n'
              "      %v = stablehlo.subtract %0#1, %scale : tensor<f32>\n      stablehlo.return %v : tensor<f32>\n"
              "    }) : (tensor<i32>) -> tensor<f32>\n"
              "    return %0#1, %r : tensor<f32>, tensor<f32>",
              "%s: tensor<f32>, %k: tensor<i32>", "(tensor<f32>, tensor<f32>)")
    s = np.float32(1.5)
    acc = s
    for _ in range(3):
        acc = acc * s * s + 2
    for k, want_r in ((0, s * s), (1, acc - s * s), (7, acc - s * s)):
        got_acc, got_r = run(text, np.array(s), np.array(k, np.int32))
        np.testing.assert_allclose(got_acc, acc, rtol=1e-6)
        np.testing.assert_allclose(got_r, want_r, rtol=1e-6)


def test_reduce_forms_and_argmax() -> None:
    """``applies`` (one op), the ``reducer`` block and the generic form; a variadic reduce."""
    x = np.array([[3, 9, 1, 9], [4, 2, 8, 0]], np.float32)
    applies = fn("    %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
                 "    %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : "
                 "(tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>",
                 "%a: tensor<2x4xf32>", "tensor<2xf32>")
    np.testing.assert_array_equal(run(applies, x)[0], x.sum(1))
    argmax = fn("    %i = stablehlo.iota dim = 1 : tensor<2x4xi32>\n"
                "    %m = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
                "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
                "    %0:2 = stablehlo.reduce(%a init: %m), (%i init: %z) across dimensions = [1] : "
                "(tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)\n"
                "     reducer(%x: tensor<f32>, %y: tensor<f32>) (%xi: tensor<i32>, %yi: tensor<i32>)  {\n"
                "      %gt = stablehlo.compare GT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "      %eq = stablehlo.compare EQ, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "      %lt = stablehlo.compare LT, %xi, %yi, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                "      %tie = stablehlo.and %eq, %lt : tensor<i1>\n      %take = stablehlo.or %gt, %tie : tensor<i1>\n"
                "      %v = stablehlo.select %take, %x, %y : tensor<i1>, tensor<f32>\n"
                "      %w = stablehlo.select %take, %xi, %yi : tensor<i1>, tensor<i32>\n"
                "      stablehlo.return %v, %w : tensor<f32>, tensor<i32>\n    }\n"
                "    return %0#1 : tensor<2xi32>", "%a: tensor<2x4xf32>", "tensor<2xi32>")
    np.testing.assert_array_equal(run(argmax, x)[0], [1, 2])
    generic = fn('    %z = stablehlo.constant dense<0.0> : tensor<f32>\n'
                 '    %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({\n'
                 '    ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n'
                 '      %s = stablehlo.maximum %p, %q : tensor<f32>\n      stablehlo.return %s : tensor<f32>\n'
                 '    }) : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>',
                 "%a: tensor<2x4xf32>", "tensor<4xf32>")
    np.testing.assert_array_equal(run(generic, x)[0], np.maximum(x.max(0), 0))


def test_dot_convolution_and_broadcast_of_size_one_dims() -> None:
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    w = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
    text = fn("    %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : "
              "(tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n"
              "    %r = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<1x2x3x1xf32>\n"
              "    %k = stablehlo.constant dense<1.0> : tensor<2x2x1x1xf32>\n"
              "    %c = stablehlo.convolution(%r, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
              "window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], "
              "reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
              "(tensor<1x2x3x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x3x1xf32>\n"
              "    %col = stablehlo.slice %a [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>\n"
              "    %b = stablehlo.broadcast_in_dim %col, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>\n"
              "    return %0, %c, %b : tensor<2x4xf32>, tensor<1x2x3x1xf32>, tensor<2x4xf32>",
              "%a: tensor<2x3xf32>, %w: tensor<3x4xf32>", "(tensor<2x4xf32>, tensor<1x2x3x1xf32>, tensor<2x4xf32>)")
    dot, conv, bcast = run(text, a, w)
    np.testing.assert_allclose(dot, a @ w, rtol=1e-6)
    p = np.pad(a, ((0, 1), (0, 1)))
    np.testing.assert_array_equal(conv[0, :, :, 0], p[:-1, :-1] + p[1:, :-1] + p[:-1, 1:] + p[1:, 1:])
    np.testing.assert_array_equal(bcast, np.repeat(a[:, 1:2], 4, axis=1))


def test_typed_ffi_custom_call_keeps_its_config_and_layouts() -> None:
    text = fn('    %0 = stablehlo.custom_call @my_target(%a) {backend_config = "", mhlo.backend_config = '
              '{alpha = 2.5 : f32, mode = 3 : i32}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], '
              'result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n'
              '    return %0 : tensor<2x3xf32>', "%a: tensor<2x3xf32>", "tensor<2x3xf32>")
    m = driver.load_text(text, "c.mlir")
    cc = next(i for i in m.entry.instructions if i.opcode == "custom-call")
    assert str(cc.attrs["api_version"]) == "API_VERSION_TYPED_FFI"
    assert str(cc.attrs["backend_config"]) == "{alpha = 2.5 : f32, mode = 3 : i32}"
    assert str(cc.attrs["operand_layout_constraints"]) == "{f32[2,3]{0,1}}"
    assert str(cc.shape) == "f32[2,3]{0,1}"


def test_dump_ir_hlo_of_stablehlo_is_hlo_text_xlac_reads_back() -> None:
    """`xlac dump-ir --stage hlo` converts: its output is HLO text with the same results."""
    from xlac.hlo.parser import parse_module

    text = fn("    %0 = stablehlo.sine %a : tensor<4xf32>\n"
              "    %1 = stablehlo.reverse %0, dims = [0] : tensor<4xf32>\n"
              "    %2 = stablehlo.pad %1, %z, low = [1], high = [0], interior = [1] : "
              "(tensor<4xf32>, tensor<f32>) -> tensor<8xf32>\n    return %2 : tensor<8xf32>",
              "%a: tensor<4xf32>, %z: tensor<f32>", "tensor<8xf32>")
    module = driver.load_text(text, "t.mlir")
    hlo = print_module(module)
    again = parse_module(hlo, "t.hlo")
    z = np.array(9.0, np.float32)
    np.testing.assert_array_equal(driver.compile_module(again, "interpreter").run(None, X, z)[0], run(text, X, z)[0])


def test_cpu_compiles_stablehlo() -> None:
    text = fn("    %0 = stablehlo.tanh %a : tensor<4xf32>\n    %1 = stablehlo.sqrt %0 : tensor<4xf32>\n"
              "    return %1 : tensor<4xf32>", "%a: tensor<4xf32>", "tensor<4xf32>")
    x = np.abs(X)
    np.testing.assert_allclose(run(text, x, target="cpu")[0], np.sqrt(np.tanh(x)), rtol=1e-6)


# ---- errors -----------------------------------------------------------------------------------

GOOD = fn("    %0 = stablehlo.add %a, %a : tensor<4xf32>\n    return %0 : tensor<4xf32>",
          "%a: tensor<4xf32>", "tensor<4xf32>")


@pytest.mark.parametrize(("text", "message", "line"), [
    (GOOD.replace("stablehlo.add", "stablehlo.ad"), "unknown operation 'stablehlo.ad'", 3),
    (GOOD[:GOOD.index("return")], "the file ends inside this region", 2),
    (GOOD.replace("tensor<4xf32>\n    return", "tensor<4xf33>\n    return"), "unknown element type 'f33'", 3),
    (GOOD.replace("%a, %a", "%a, %b"), "use of undefined value %b", 3),
    (GOOD.replace("return %0", "return %0, %0"), "declares 1 results but returns 2", 2),
    (fn("    %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<3xf32>\n    return %c : tensor<3xf32>", "",
        "tensor<3xf32>"), "2 values for a tensor of 3 elements", 3),
    (fn("    %c = stablehlo.constant dense<[1.0, x]> : tensor<2xf32>\n    return %c : tensor<2xf32>", "",
        "tensor<2xf32>"), "bad literal", 3),
    (fn("    %0 = stablehlo.abs %a : tensor<?x4xf32>\n    return %0 : tensor<?x4xf32>", "%a: tensor<?x4xf32>",
        "tensor<?x4xf32>"), "dimension of unknown size (dimension 0 of tensor<?x4xf32>)", 2),
    (fn('    %z = stablehlo.constant dense<0.0> : tensor<f32>\n'
        '    %0 = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({\n'
        '    ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n      %s = stablehlo.add %p, %q : tensor<f32>\n'
        '    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n    return %0 : tensor<f32>',
        "%a: tensor<4xf32>", "tensor<f32>"), "does not end with a return", 6),
    (fn("    %0 = stablehlo.add %a, %b : tensor<4xf32>\n    return %0 : tensor<4xf32>",
        "%a: tensor<4xf32>, %b: tensor<4xi32>", "tensor<4xf32>"), "add", 3),
    ("module @m {\n  func.func public @main(%a: tensor<4xf32> {mhlo.sharding = \"{devices=[2]<=[2]}\"}) -> "
     "tensor<4xf32> {\n    return %a : tensor<4xf32>\n  }\n}\n".replace("module @m {", "module @m attributes "
                                                                          "{mhlo.num_partitions = 2 : i32} {"),
     "not partitioned", 2),
])
def test_errors_point_at_the_text(text: str, message: str, line: int | None) -> None:
    with pytest.raises(XlacError) as err:
        driver.load_text(text, "bad.mlir")
    assert message in err.value.message
    assert err.value.loc is not None and err.value.loc.file == "bad.mlir"
    if line is not None:
        assert err.value.loc.line == line
    rendered = err.value.render()
    assert rendered.startswith(f"bad.mlir:{err.value.loc.line}:{err.value.loc.column}: error:") and "^" in rendered


# ---- the command line -------------------------------------------------------------------------

def xlac(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xlac.cli", *args], capture_output=True, text=True, cwd=cwd)


def test_cli_runs_compiles_and_converts_stablehlo(tmp_path: Path) -> None:
    model = tmp_path / "model.txt"  # the content says what it is
    model.write_text(GOOD)
    np.save(tmp_path / "x.npy", X)
    r = xlac("run", str(model), "--input", str(tmp_path / "x.npy"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "3." in r.stdout and "-4." in r.stdout
    r = xlac("compile", str(model), "-o", str(tmp_path / "m.o"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "m.h").exists()
    r = xlac("dump-ir", str(model), "--stage", "hlo", cwd=tmp_path)
    assert r.returncode == 0 and "ENTRY" in r.stdout and "add(" in r.stdout
    r = xlac("run", str(model), "--input-format", "hlo", cwd=tmp_path)
    assert r.returncode == 1 and "Traceback" not in r.stderr


def test_cli_error_is_one_clean_message(tmp_path: Path) -> None:
    model = tmp_path / "bad.mlir"
    model.write_text(GOOD.replace("stablehlo.add", "stablehlo.ad"))
    out = tmp_path / "bad.o"
    out.write_bytes(b"keep")
    r = xlac("compile", str(model), "-o", str(out), cwd=tmp_path)
    assert r.returncode == 1
    assert r.stderr.startswith(f"{model}:3:10: error: unknown operation 'stablehlo.ad'")
    assert "Traceback" not in r.stderr and out.read_bytes() == b"keep"


# ---- dimensions of unknown size: --shape ------------------------------------------------------

POLY = """module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x3xf32>) -> (tensor<?xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "b = {0} is below 1", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %2 = call @inner(%0, %arg0) : (tensor<i32>, tensor<?x3xf32>) -> tensor<?xf32>
    return %2 : tensor<?xf32>
  }
  func.func private @inner(%b: tensor<i32> {jax.global_constant = "b"}, %x: tensor<?x3xf32>) -> tensor<?xf32> {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %e = stablehlo.exponential %x : tensor<?x3xf32>
    %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %bf = stablehlo.convert %b : (tensor<i32>) -> tensor<f32>
    %shape = stablehlo.reshape %b : (tensor<i32>) -> tensor<1xi32>
    %bb = stablehlo.dynamic_broadcast_in_dim %bf, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %r = stablehlo.add %s, %bb : tensor<?xf32>
    return %r : tensor<?xf32>
  }
}
"""


def test_shape_gives_the_sizes_of_a_shape_polymorphic_export() -> None:
    """jax.export's symbolic dimensions: get_dimension_size, the shape assertion, a function
    taking the size as an argument and dynamic_broadcast_in_dim, all static once sized."""
    from xlac.hlo.frontend import parse_text
    from xlac.hlo.verifier import verify

    for rows in (1, 5):
        module = parse_text(POLY, "poly.mlir", shapes={"arg0": (rows, 3)})
        verify(module)
        x = np.linspace(-1, 1, rows * 3, dtype=np.float32).reshape(rows, 3)
        (got,) = driver.compile_module(module, "interpreter").run(None, x)
        np.testing.assert_allclose(got, np.exp(x).sum(1) + rows, rtol=1e-6)
    by_number = parse_text(POLY, "poly.mlir", shapes={"0": (2, 3)})
    assert str(by_number.entry.root.shape).startswith("f32[2]")


@pytest.mark.parametrize(("shapes", "message"), [
    (None, "has a dimension of unknown size (dimension 0 of tensor<?x3xf32>)"),
    ({"arg0": (0, 3)}, "shape assertion fails: b = 0 is below 1"),
    ({"arg0": (4, 2)}, "--shape arg0=4x2 does not fit tensor<?x3xf32>"),
    ({"x": (4, 3)}, "--shape names x, which @main has no argument of"),
])
def test_shape_errors(shapes: dict | None, message: str) -> None:
    from xlac.hlo.frontend import parse_text

    with pytest.raises(XlacError) as err:
        parse_text(POLY, "poly.mlir", shapes=shapes)
    assert message in err.value.message


def test_cli_shape_option(tmp_path: Path) -> None:
    model = tmp_path / "poly.mlir"
    model.write_text(POLY)
    r = xlac("run", str(model), "--shape", "arg0=2x3", "--input", "2x3xf32=0", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "out0: f32[2] = [5., 5.]"
    r = xlac("run", str(model), cwd=tmp_path)
    assert r.returncode == 1 and "--shape arg0=Nx3" in r.stderr
    r = xlac("run", str(model), "--shape", "arg0=two", cwd=tmp_path)
    assert r.returncode == 1 and "NAME=DIMS" in r.stderr
