"""A typed-FFI handler compiled only against xlac's shipped header (c/cc_attrs.c) decodes one
attribute of every kind XLA passes (scalars of several widths and types, bool, string, arrays,
a nested dictionary), on the interpreter, in JIT-run and object-run compiled code, in a C
program, and in objects for other CPUs (64-bit big-endian s390x, aarch64) run under qemu."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cc_helpers import (
    C_DIR,
    INCLUDE,
    RUNTIME,
    build_lib,
    link_program,
    load_outputs,
    needs_cc,
    printed_values,
    run_program,
    xlac,
)

pytestmark = needs_cc

# backend_config as a quoted string: the MLIR text has `<` `>` (array<...>), which xlac's HLO
# lexer only takes inside a string.
ATTRS_HLO = r'''HloModule ccattrs
ENTRY e {
  x = f32[2] parameter(0)
  ROOT r = f64[16] custom-call(x), custom_call_target="cc_attrs", api_version=API_VERSION_TYPED_FFI, backend_config="{h_bool = true, a_i8 = -5 : i8, b_i16 = 300 : i16, c_i32 = -70000 : i32, d_i64 = 5000000000 : i64, e_ui8 = 200 : ui8, f_f32 = 1.5 : f32, g_f64 = 2.25 : f64, name = \"hello\", flags = array<i64: 1, 2, 3>, weights = array<f32: 0.5, 0.25>, options = {mode = \"fast\", depth = 7 : i32}}"
}
'''
EXPECTED = np.array([-5, 300, -70000, 5e9, 200, 1.5, 2.25, 1, 5, ord("h"), 6, 3, 5.25, 7, 4, 12], np.float64)


@pytest.fixture
def attrs_case(tmp_path: Path) -> tuple[Path, Path]:
    lib = build_lib(tmp_path, "cc_attrs", [C_DIR / "cc_attrs.c"])
    hlo = tmp_path / "attrs.hlo"
    hlo.write_text(ATTRS_HLO)
    return lib, hlo


def test_header_only_handler_decodes_every_kind(tmp_path: Path, attrs_case) -> None:
    lib, hlo = attrs_case
    for target in ("interpreter", "cpu"):
        out = tmp_path / f"{target}.npz"
        r = xlac("run", str(hlo), "--target", target, "--custom-call-lib", str(lib), "-o", str(out), "-q")
        assert r.returncode == 0, r.stderr
        np.testing.assert_array_equal(load_outputs(out)[0], EXPECTED)
    obj = tmp_path / "ccattrs.o"
    assert xlac("compile", str(hlo), "-o", str(obj)).returncode == 0
    r = xlac("run", str(obj), "--custom-call-lib", str(lib), "-o", str(tmp_path / "obj.npz"), "-q")
    assert r.returncode == 0, r.stderr
    np.testing.assert_array_equal(load_outputs(tmp_path / "obj.npz")[0], EXPECTED)
    exe = link_program(tmp_path, obj, "ccattrs", [np.zeros(2, np.float32)], [(np.float64, 16)],
                       [C_DIR / "cc_attrs.c", RUNTIME])
    rc, out = run_program([str(exe)])
    assert rc == 0, out
    np.testing.assert_array_equal(printed_values(out), EXPECTED)


def test_handler_source_needs_only_the_c_standard_library() -> None:
    """cc_attrs.c includes xlac_ffi.h alone, and xlac_ffi.h includes only <stddef.h>/<stdint.h>."""
    assert [line for line in (C_DIR / "cc_attrs.c").read_text().splitlines() if line.startswith("#include")] \
        == ['#include "xlac_ffi.h"']
    includes = [line.split()[1] for line in (INCLUDE / "xlac_ffi.h").read_text().splitlines()
                if line.startswith("#include")]
    assert includes == ["<stddef.h>", "<stdint.h>"]


CROSS_TRIPLES = ["aarch64-linux-gnu", "s390x-linux-gnu"]


def _toolchain(triple: str):
    from xlac.targets.cpu.cross import missing_tools, toolchain_for

    tc = toolchain_for(triple)
    if missing_tools(tc):
        pytest.skip(f"no cross toolchain for {triple}: {'; '.join(missing_tools(tc))}")
    return tc


@pytest.mark.parametrize("triple", CROSS_TRIPLES)
def test_other_cpus_attrs_and_failures(tmp_path: Path, triple: str) -> None:
    """Objects for another CPU: FFI structs and attribute constants in that CPU's layout and byte
    order, the runtime and handler built with its compiler; run under qemu."""
    from xlac.targets.cpu.cross import qemu_command

    tc = _toolchain(triple)
    hlo = tmp_path / "attrs.hlo"
    hlo.write_text(ATTRS_HLO)
    obj = tmp_path / "ccattrs.o"
    r = xlac("compile", str(hlo), "-o", str(obj), "--triple", triple)
    assert r.returncode == 0, r.stderr
    exe = link_program(tmp_path, obj, "ccattrs", [np.zeros(2, np.float32)], [(np.float64, 16)],
                       [C_DIR / "cc_attrs.c", RUNTIME], cc=tc.gcc)
    rc, out = run_program(qemu_command(tc, exe))
    assert rc == 0, out
    np.testing.assert_array_equal(printed_values(out), EXPECTED)


@pytest.mark.parametrize("triple", CROSS_TRIPLES)
def test_other_cpus_legacy_and_ffi_failures(tmp_path: Path, triple: str) -> None:
    from cc_helpers import CASES, FFI_FAIL_HLO, FFI_FAIL_MESSAGE

    from xlac.targets.cpu.cross import qemu_command

    tc = _toolchain(triple)
    for version in (2, 3, 4):
        case = CASES[version]
        hlo = tmp_path / f"v{version}.hlo"
        hlo.write_text(case.hlo)
        entry = f"ccv{version}"
        obj = tmp_path / f"{entry}.o"
        assert xlac("compile", str(hlo), "-o", str(obj), "--triple", triple, "--entry", entry).returncode == 0
        sources = [C_DIR / case.source] + ([RUNTIME] if version == 4 else [])
        results = [(e.dtype, e.size) for e in case.expected]
        rc, out = run_program(qemu_command(tc, link_program(tmp_path, obj, entry, case.inputs, results, sources,
                                                            cc=tc.gcc, name=f"ok{version}")))
        assert rc == 0, out
        want = np.concatenate([np.asarray(e, np.float64).reshape(-1) for e in case.expected])
        np.testing.assert_allclose(printed_values(out), want, rtol=1e-6)
        if case.fail_inputs is not None:
            rc, out = run_program(qemu_command(tc, link_program(tmp_path, obj, entry, case.fail_inputs, results,
                                                                sources, cc=tc.gcc, name=f"bad{version}")))
            assert rc == 3 and f"{case.target}: {case.fail_message}" in out, out
    hlo = tmp_path / "fail.hlo"
    hlo.write_text(FFI_FAIL_HLO)
    obj = tmp_path / "ccfail.o"
    assert xlac("compile", str(hlo), "-o", str(obj), "--triple", triple, "--entry", "ccfail").returncode == 0
    x = np.zeros((2, 3), np.float32)
    exe = link_program(tmp_path, obj, "ccfail", [x, x], [(np.float32, 6)], [C_DIR / "cc_v4.c", RUNTIME], cc=tc.gcc,
                       name="ffifail")
    rc, out = run_program(qemu_command(tc, exe))
    assert rc == 3 and f"cc_axpy: {FFI_FAIL_MESSAGE}" in out, out
