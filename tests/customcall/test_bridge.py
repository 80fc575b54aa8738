"""Numpy targets in compiled code (the host bridge), the Python registration API, and the
built-in LAPACK targets in objects `xlac run` links: results match the interpreter and XLA."""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import pytest
from corpus import case, case_names

import xlac
from xlac.driver import (
    compare_outputs,
    compile_file,
    compile_module,
    load_module,
    load_text,
    run_artifact,
)
from xlac.errors import XlacError
from xlac.targets.cpu.options import CpuOptions


@pytest.fixture
def targets():
    names: list[str] = []

    def register(name, fn, api_version=4):
        xlac.register_custom_call(name, fn, api_version=api_version)
        names.append(name)

    yield register
    for name in names:
        xlac.unregister_custom_call(name)


def _both(text: str, *inputs) -> list[list[np.ndarray]]:
    module = load_text(text)
    return [compile_module(module, t).run(None, *inputs) for t in ("interpreter", "cpu")]


FFI_TUPLES = """HloModule bridge_ffi
ENTRY e {
  a = f32[2,3]{0,1} parameter(0)
  b = s32[3] parameter(1)
  t = (f32[2,3]{0,1}, s32[3]) tuple(a, b)
  ROOT r = (f32[3,2]{0,1}, (s32[3], f64[])) custom-call(t, b), custom_call_target="py_ffi", api_version=API_VERSION_TYPED_FFI, backend_config="{k = 3 : i32, name = \\"n\\", v = array<i64: 4, 5>, d = {x = 1.5 : f32}}"
}
"""


def test_numpy_ffi_target_with_tuples_layouts_and_attrs(targets) -> None:
    seen = []

    def py_ffi(t, b, k, name, v, d):
        a, b2 = t
        seen.append((int(k), name, list(v), float(d["x"]), type(k).__name__))
        return a.T * k, (b + b2, np.float64(v.sum()))

    targets("py_ffi", py_ffi)
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.array([1, 2, 3], np.int32)
    interp, cpu = _both(FFI_TUPLES, a, b)
    for got in (interp, cpu):
        np.testing.assert_array_equal(got[0], a.T * 3)
        np.testing.assert_array_equal(got[1], 2 * b)
        assert got[2] == 9.0
    assert seen[0] == seen[1] == (3, "n", [4, 5], 1.5, "int32")


LEGACY = """HloModule bridge_legacy
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[2,2]{0,1} parameter(1)
  t = (f32[4], f32[2,2]{0,1}) tuple(a, b)
  ROOT r = (f32[4], f32[2,2]{0,1}) custom-call(t), custom_call_target="py_legacy", api_version=API_VERSION_STATUS_RETURNING
}
"""


def test_numpy_legacy_target_and_its_failure(targets) -> None:
    def py_legacy(t):
        a, b = t
        if a[0] < 0:
            raise ValueError("py_legacy: a[0] < 0")
        return a * 2, b.T

    targets("py_legacy", py_legacy, api_version=2)
    a = np.arange(4, dtype=np.float32)
    b = np.array([[1, 2], [3, 4]], np.float32)
    for got in _both(LEGACY, a, b):
        np.testing.assert_array_equal(got[0], a * 2)
        np.testing.assert_array_equal(got[1], b.T)
    module = load_text(LEGACY)
    for target in ("interpreter", "cpu"):
        with pytest.raises(XlacError, match=r"py_legacy: a\[0\] < 0"):
            compile_module(module, target).run(None, a - 1, b)


def test_reregistration_takes_effect_in_compiled_code(targets) -> None:
    text = ("HloModule rr\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT r = f32[2] custom-call(x), "
            "custom_call_target=\"py_rr\", api_version=API_VERSION_TYPED_FFI\n}\n")
    targets("py_rr", lambda x: x + 1)
    exe = compile_module(load_text(text), "cpu")
    np.testing.assert_array_equal(exe.run(None, np.zeros(2, np.float32))[0], [1, 1])
    targets("py_rr", lambda x: x + 5)
    np.testing.assert_array_equal(exe.run(None, np.zeros(2, np.float32))[0], [5, 5])


def test_registration_accepts_addresses_and_capsules(targets) -> None:
    """fn as an integer address and as a PyCapsule (what jax.ffi.pycapsule makes)."""
    proto = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)

    def handler(frame_address):  # an FFI handler written in Python against the C ABI
        from xlac.customcall import ffi_abi as A

        frame = A.CallFrame.from_address(frame_address)
        x = A.Buffer.from_address(frame.args.args[0])
        r = A.Buffer.from_address(frame.rets.rets[0])
        ctypes.memmove(r.data, x.data, 8)
        return 0

    cb = proto(handler)
    address = ctypes.cast(cb, ctypes.c_void_p).value
    text = ("HloModule cap\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT r = f32[2] custom-call(x), "
            "custom_call_target=\"py_cap\", api_version=API_VERSION_TYPED_FFI\n}\n")
    new_capsule = ctypes.pythonapi.PyCapsule_New
    new_capsule.restype, new_capsule.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
    for fn in (address, new_capsule(address, None, None)):
        targets("py_cap", fn)
        for got in _both(text, np.array([3, 4], np.float32)):
            np.testing.assert_array_equal(got[0], [3, 4])
    with pytest.raises(TypeError):
        xlac.register_custom_call("bad", "not a function")


def test_identity_targets_compile() -> None:
    text = ("HloModule ident\nENTRY e {\n  x = f32[3] parameter(0)\n  ROOT r = f32[3] custom-call(x), "
            "custom_call_target=\"Sharding\", sharding={replicated}\n}\n")
    for got in _both(text, np.array([1, 2, 3], np.float32)):
        np.testing.assert_array_equal(got[0], [1, 2, 3])


def test_unsupported_attribute_is_a_clear_error(targets) -> None:
    targets("py_unit", lambda x, **kw: x)
    text = ("HloModule unit\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT r = f32[2] custom-call(x), "
            "custom_call_target=\"py_unit\", api_version=API_VERSION_TYPED_FFI, backend_config=\"{u = unit}\"\n}\n")
    with pytest.raises(XlacError, match="unit attribute"):
        compile_module(load_text(text), "cpu")


LINALG = [n for n in case_names() if n.startswith("linalg_")]


@pytest.mark.parametrize("name", LINALG)
def test_lapack_targets_in_objects_match_xla(tmp_path: Path, name: str) -> None:
    """The corpus's JAX linalg modules compiled to objects; `xlac run model.o` resolves the
    lapack_*_ffi symbols to the numpy models through trampolines."""
    c = case(name)
    obj = tmp_path / f"{name}.o"
    compile_file(load_module(c.hlo), "cpu", CpuOptions(), "obj", obj)
    ins, outs = c.arrays()
    result, module = run_artifact(obj, [str(c.hlo.with_suffix(".npz"))])
    assert module is not None
    assert compare_outputs(result.outputs, outs, c.rtol, c.atol) == []


def test_corpus_calls_every_jaxlib_linalg_target() -> None:
    """Each of the 61 built-in jaxlib CPU linear-algebra targets is called by a corpus case."""
    from xlac.customcall.lapack import LAPACK_TARGETS

    if not case_names():
        pytest.skip("no corpus")
    called: set[str] = set()
    for name in LINALG:
        module = load_module(case(name).hlo)
        called |= {i.attrs["custom_call_target"] for comp in module.computations for i in comp.instructions
                   if i.opcode == "custom-call"}
    assert called == set(LAPACK_TARGETS)
