"""Each of XLA's four custom-call API versions, with a small C library per version, registered
each of the three ways (--custom-call-lib, xlac.register_custom_call with a ctypes pointer, an
`xlac.custom_calls` entry point), run through `xlac run` (interpreter, cpu JIT, compiled object)
and through an object linked into a C program; failures reach the user with the target's message
and write no output file."""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import pytest
from cc_helpers import (
    C_DIR,
    CASES,
    FFI_FAIL_HLO,
    FFI_FAIL_MESSAGE,
    RUNTIME,
    build_lib,
    input_args,
    install_entry_point_plugin,
    link_program,
    load_outputs,
    needs_cc,
    printed_values,
    run_program,
)
from cc_helpers import xlac as xlac_cmd
from click.testing import CliRunner

import xlac
from xlac.cli import cli

pytestmark = needs_cc
VERSIONS = sorted(CASES)


def _setup(tmp_path: Path, version: int) -> tuple:
    case = CASES[version]
    lib = build_lib(tmp_path, f"cc_v{version}", [C_DIR / case.source], case.defines)
    hlo = tmp_path / f"v{version}.hlo"
    hlo.write_text(case.hlo)
    return case, lib, hlo


def _check(outputs: list[np.ndarray], expected: list[np.ndarray]) -> None:
    assert len(outputs) == len(expected)
    for got, want in zip(outputs, expected):
        np.testing.assert_allclose(got, want, rtol=1e-6)


# ---- 1. --custom-call-lib (symbol lookup), in fresh `xlac` processes ------------------------------

@pytest.mark.parametrize("version", VERSIONS)
def test_custom_call_lib_runs_everywhere(tmp_path: Path, version: int) -> None:
    case, lib, hlo = _setup(tmp_path, version)
    args = input_args(tmp_path, case.inputs)
    for target in ("interpreter", "cpu"):
        out = tmp_path / f"{target}.npz"
        r = xlac_cmd("run", str(hlo), "--target", target, "--custom-call-lib", str(lib), *args, "-o", str(out), "-q")
        assert r.returncode == 0, r.stderr
        _check(load_outputs(out), case.expected)
    obj = tmp_path / "model.o"
    r = xlac_cmd("compile", str(hlo), "-o", str(obj), "--custom-call-lib", str(lib))
    assert r.returncode == 0, r.stderr
    r = xlac_cmd("run", str(obj), "--custom-call-lib", str(lib), *args, "-o", str(tmp_path / "obj.npz"), "-q")
    assert r.returncode == 0, r.stderr
    _check(load_outputs(tmp_path / "obj.npz"), case.expected)


@pytest.mark.parametrize("version", [v for v in VERSIONS if CASES[v].fail_message])
def test_custom_call_lib_failure_message(tmp_path: Path, version: int) -> None:
    case, lib, hlo = _setup(tmp_path, version)
    args = input_args(tmp_path, case.fail_inputs)
    obj = tmp_path / "model.o"
    assert xlac_cmd("compile", str(hlo), "-o", str(obj)).returncode == 0
    for model, extra in ((hlo, ["--target", "interpreter"]), (hlo, ["--target", "cpu"]), (obj, [])):
        out = tmp_path / "never.npz"
        r = xlac_cmd("run", str(model), *extra, "--custom-call-lib", str(lib), *args, "-o", str(out))
        assert r.returncode == 1, r.stdout
        assert case.fail_message in r.stderr and case.target in r.stderr, r.stderr
        assert "Traceback" not in r.stderr
        assert not out.exists()


def test_ffi_error_message_through_xlac_run(tmp_path: Path) -> None:
    lib = build_lib(tmp_path, "cc_v4", [C_DIR / "cc_v4.c"])
    hlo = tmp_path / "fail.hlo"
    hlo.write_text(FFI_FAIL_HLO)
    obj = tmp_path / "fail.o"
    assert xlac_cmd("compile", str(hlo), "-o", str(obj)).returncode == 0
    for model, extra in ((hlo, ["--target", "interpreter"]), (hlo, ["--target", "cpu"]), (obj, [])):
        out = tmp_path / "never.npz"
        r = xlac_cmd("run", str(model), *extra, "--custom-call-lib", str(lib), "-o", str(out))
        assert r.returncode == 1 and FFI_FAIL_MESSAGE in r.stderr and "cc_axpy" in r.stderr, r.stderr
        assert not out.exists()


def test_registration_table(tmp_path: Path) -> None:
    """A library's xlac_custom_calls table registers a name that is not a C identifier; objects
    call its mangled symbol."""
    lib = build_lib(tmp_path, "cc_table", [C_DIR / "cc_v4.c"], ["-DCC_TABLE"])
    case = CASES[4]
    hlo = tmp_path / "t.hlo"
    hlo.write_text(case.hlo.replace('"cc_axpy"', '"table.axpy"'))
    args = input_args(tmp_path, case.inputs)
    for target in ("interpreter", "cpu"):
        r = xlac_cmd("run", str(hlo), "--target", target, "--custom-call-lib", str(lib), *args, "-o",
                     str(tmp_path / "o.npz"), "-q")
        assert r.returncode == 0, r.stderr
        _check(load_outputs(tmp_path / "o.npz"), case.expected)
    r = xlac_cmd("compile", str(hlo), "-o", str(tmp_path / "t.o"), "--emit", "llvm")
    assert r.returncode == 0 and "@xlac_cc_table_2eaxpy" in (tmp_path / "t.o").read_text()


# ---- 2. xlac.register_custom_call with a ctypes function pointer, in this process --------------

@pytest.fixture
def registered(tmp_path: Path):
    names: list[str] = []

    def register(version: int):
        case, lib, hlo = _setup(tmp_path, version)
        fn = getattr(ctypes.CDLL(str(lib)), case.target)
        xlac.register_custom_call(case.target, fn, api_version=version)
        names.append(case.target)
        return case, hlo

    yield register
    for name in names:
        xlac.unregister_custom_call(name)


def _cli(*args: str):
    return CliRunner().invoke(cli, list(args))


@pytest.mark.parametrize("version", VERSIONS)
def test_python_api_ctypes_pointer(tmp_path: Path, registered, version: int) -> None:
    case, hlo = registered(version)
    args = input_args(tmp_path, case.inputs)
    obj = tmp_path / "m.o"
    assert _cli("compile", str(hlo), "-o", str(obj)).exit_code == 0
    for model, extra in ((hlo, ["--target", "interpreter"]), (hlo, ["--target", "cpu"]), (obj, [])):
        out = tmp_path / "o.npz"
        res = _cli("run", str(model), *extra, *args, "-o", str(out), "-q")
        assert res.exit_code == 0, repr(res.exception)
        _check(load_outputs(out), case.expected)
        out.unlink()
    if case.fail_message:
        fail_args = input_args(tmp_path, case.fail_inputs, "bad")
        for model, extra in ((hlo, ["--target", "interpreter"]), (hlo, ["--target", "cpu"]), (obj, [])):
            res = _cli("run", str(model), *extra, *fail_args, "-o", str(tmp_path / "never.npz"))
            assert isinstance(res.exception, xlac.errors.XlacError), repr(res.exception)
            assert case.fail_message in res.exception.message
            assert not (tmp_path / "never.npz").exists()


def test_api_version_mismatch_is_an_error(tmp_path: Path, registered) -> None:
    case, hlo = registered(2)
    wrong = tmp_path / "wrong.hlo"
    wrong.write_text(case.hlo.replace("API_VERSION_STATUS_RETURNING", "API_VERSION_TYPED_FFI"))
    res = _cli("run", str(wrong), "--target", "cpu", "-i", "4xf32=1,2,3,4")
    assert isinstance(res.exception, xlac.errors.XlacError)
    assert "API version 2" in res.exception.message and "api_version=4" in res.exception.message


# ---- 3. an `xlac.custom_calls` entry point (a plugin installed into a site folder) --------------

_PLUGIN = '''
import ctypes, os

def register():
    lib = ctypes.CDLL(os.environ["CC_TEST_LIB"])
    fn = getattr(lib, os.environ["CC_TEST_SYMBOL"])
    return {os.environ["CC_TEST_SYMBOL"]: (fn, int(os.environ["CC_TEST_VERSION"]))}
'''


@pytest.mark.parametrize("version", VERSIONS)
def test_entry_point_plugin(tmp_path: Path, version: int) -> None:
    case, lib, hlo = _setup(tmp_path, version)
    site = tmp_path / "site"
    install_entry_point_plugin(site, "cc-test-plugin", "cc_test_plugin", _PLUGIN,
                               {"cctest": "cc_test_plugin:register"})
    env = {"CC_TEST_LIB": str(lib), "CC_TEST_SYMBOL": case.target, "CC_TEST_VERSION": str(version)}
    args = input_args(tmp_path, case.inputs)
    obj = tmp_path / "m.o"
    assert xlac_cmd("compile", str(hlo), "-o", str(obj), pythonpath=[site], env=env).returncode == 0
    for model, extra in ((hlo, ["--target", "interpreter"]), (hlo, ["--target", "cpu"]), (obj, [])):
        out = tmp_path / "o.npz"
        r = xlac_cmd("run", str(model), *extra, *args, "-o", str(out), "-q", pythonpath=[site], env=env)
        assert r.returncode == 0, r.stderr
        _check(load_outputs(out), case.expected)
    if case.fail_message:
        r = xlac_cmd("run", str(hlo), "--target", "cpu", *input_args(tmp_path, case.fail_inputs, "bad"),
                     pythonpath=[site], env=env)
        assert r.returncode == 1 and case.fail_message in r.stderr, r.stderr


# ---- an object linked into a C program -------------------------------------------------------

@pytest.mark.parametrize("version", VERSIONS)
def test_object_linked_into_c_program(tmp_path: Path, version: int) -> None:
    case, _, hlo = _setup(tmp_path, version)
    entry = f"ccv{version}"
    obj = tmp_path / f"{entry}.o"
    assert xlac_cmd("compile", str(hlo), "-o", str(obj), "--entry", entry).returncode == 0
    sources = [C_DIR / case.source] + ([RUNTIME] if version == 4 else [])
    results = [(e.dtype, e.size) for e in case.expected]
    exe = link_program(tmp_path, obj, entry, case.inputs, results, sources)
    rc, out = run_program([str(exe)])
    assert rc == 0, out
    want = np.concatenate([np.asarray(e, np.float64).reshape(-1) for e in case.expected])
    np.testing.assert_allclose(printed_values(out), want, rtol=1e-6)
    if case.fail_message:
        bad = link_program(tmp_path, obj, entry, case.fail_inputs, results, sources, name="bad")
        rc, out = run_program([str(bad)])
        assert rc == 3 and f"FAILED 1 {case.target}: {case.fail_message}" in out, out


def test_ffi_failure_in_c_program(tmp_path: Path) -> None:
    hlo = tmp_path / "fail.hlo"
    hlo.write_text(FFI_FAIL_HLO)
    obj = tmp_path / "ccfail.o"
    assert xlac_cmd("compile", str(hlo), "-o", str(obj), "--entry", "ccfail").returncode == 0
    x = np.zeros((2, 3), np.float32)
    exe = link_program(tmp_path, obj, "ccfail", [x, x], [(np.float32, 6)], [C_DIR / "cc_v4.c", RUNTIME])
    rc, out = run_program([str(exe)])
    assert rc == 3 and f"FAILED 1 cc_axpy: {FFI_FAIL_MESSAGE}" in out, out


def test_compile_with_a_library_checks_every_target(tmp_path: Path) -> None:
    lib = build_lib(tmp_path, "cc_v4", [C_DIR / "cc_v4.c"])
    hlo = tmp_path / "m.hlo"
    hlo.write_text(CASES[4].hlo.replace('"cc_axpy"', '"no_such_target"'))
    r = xlac_cmd("compile", str(hlo), "-o", str(tmp_path / "m.o"), "--custom-call-lib", str(lib))
    assert r.returncode == 1 and "unknown custom-call target 'no_such_target'" in r.stderr
    assert "registered targets:" in r.stderr and "libcc_v4.so" in r.stderr
    assert not (tmp_path / "m.o").exists()
    r = xlac_cmd("compile", str(hlo), "-o", str(tmp_path / "m.o"))  # without: an undefined symbol
    assert r.returncode == 0, r.stderr
