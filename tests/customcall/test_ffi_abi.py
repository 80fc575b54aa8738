"""The FFI structures xlac builds (ctypes in this process, LLVM types in compiled code) have the
layout the C header gives them, on this machine and on other CPUs; the shipped header compiles
cleanly as C99 and C++; `xlac ffi-header` points at it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import llvmlite.binding as llvm
import pytest
from cc_helpers import CC, INCLUDE, RUNTIME, needs_cc, run_program, xlac

from xlac.customcall import ffi_abi as A

pytestmark = needs_cc

# (C struct, last field, ctypes class, LLVM type name, LLVM index of the last field)
STRUCTS = [
    ("XLA_FFI_Buffer", "dims", A.Buffer, "buffer", 5),
    ("XLA_FFI_Args", "args", A.Args, "args", 4),
    ("XLA_FFI_Rets", "rets", A.Rets, "args", 4),
    ("XLA_FFI_Attrs", "attrs", A.Attrs, "attrs", 5),
    ("XLA_FFI_CallFrame", "attrs", A.CallFrame, "frame", 7),
    ("XLA_FFI_Api", "XLA_FFI_DeviceOrdinal_Get", A.Api, "api", 21),
    ("XLA_FFI_Error_GetMessage_Args", "message", A.ErrorGetMessageArgs, "get_message_args", 3),
    ("XLA_FFI_Error_Destroy_Args", "error", A.ErrorDestroyArgs, "destroy_args", 2),
]
FIELDS = [("XLA_FFI_CallFrame", "args"), ("XLA_FFI_CallFrame", "rets"), ("XLA_FFI_CallFrame", "attrs"),
          ("XLA_FFI_CallFrame", "future"), ("XLA_FFI_Api", "XLA_FFI_Error_Create"),
          ("XLA_FFI_Api", "XLA_FFI_Error_GetMessage"), ("XLA_FFI_Api", "XLA_FFI_Error_Destroy"),
          ("XLA_FFI_Buffer", "dtype"), ("XLA_FFI_Buffer", "data"), ("XlaCustomCallStatus", "message")]


def _layout_program() -> str:
    lines = ['#include <stdio.h>', '#include "xlac_ffi.h"', "int main(void) {"]
    for name, _, _, _, _ in STRUCTS:
        lines.append(f'  printf("{name} %lu %lu\\n", (unsigned long){name}_STRUCT_SIZE, (unsigned long)sizeof({name}));')
    for struct, field in FIELDS:
        lines.append(f'  printf("{struct}.{field} %lu\\n", (unsigned long)offsetof({struct}, {field}));')
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def _c_layout(tmp_path: Path, cc: str, runner: list[str]) -> dict[str, list[int]]:
    src = tmp_path / "layout.c"
    src.write_text(_layout_program())
    exe = tmp_path / f"layout_{Path(cc).name}"
    proc = subprocess.run([cc, "-std=c99", "-Wall", "-Werror", f"-I{INCLUDE}", "-o", str(exe), str(src)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    rc, out = run_program(runner + [str(exe)])
    assert rc == 0
    return {line.split()[0]: [int(v) for v in line.split()[1:]] for line in out.splitlines()}


def _llvm_sizes(triple: str) -> dict[str, int]:
    from llvmlite import ir

    from xlac.targets.base import CompileOptions
    from xlac.targets.cpu.machine import target_machine

    tdata = llvm.create_target_data(str(target_machine(triple, CompileOptions(triple=triple)).target_data))
    T = A.llvm_types(ir.PointerType().get_abi_size(tdata) * 8)
    return {c: A.llvm_struct_size(getattr(T, t), i, tdata) for c, _, _, t, i in STRUCTS}


def test_host_layouts_match_the_header(tmp_path: Path) -> None:
    from xlac.targets.cpu.machine import host_triple

    c = _c_layout(tmp_path, CC, [])
    llvm_sizes = _llvm_sizes(host_triple())
    for name, last, cls, _, _ in STRUCTS:
        struct_size, size = c[name]
        assert A.struct_size(cls, last.removeprefix("XLA_FFI_") if cls is A.Api else last) == struct_size, name
        assert llvm_sizes[name] == struct_size, name
        assert ctypes_sizeof(cls) == size, name
    for struct, field in FIELDS:
        cls = {"XLA_FFI_CallFrame": A.CallFrame, "XLA_FFI_Api": A.Api, "XLA_FFI_Buffer": A.Buffer,
               "XlaCustomCallStatus": A.StatusStruct}[struct]
        py_field = field.removeprefix("XLA_FFI_") if struct == "XLA_FFI_Api" else field
        assert getattr(cls, py_field).offset == c[f"{struct}.{field}"][0], (struct, field)
    assert c["XlaCustomCallStatus.message"] == [8]


def ctypes_sizeof(cls) -> int:
    import ctypes

    return ctypes.sizeof(cls)


@pytest.mark.parametrize("triple", ["aarch64-linux-gnu", "s390x-linux-gnu"])
def test_cross_layouts_match_llvm(tmp_path: Path, triple: str) -> None:
    from xlac.targets.cpu.cross import missing_tools, qemu_command, toolchain_for

    tc = toolchain_for(triple)
    if missing_tools(tc):
        pytest.skip(f"no {triple} toolchain")
    c = _c_layout(tmp_path, tc.gcc, qemu_command(tc, Path("x"))[:-1])
    sizes = _llvm_sizes(triple)
    for name, *_ in STRUCTS:
        assert sizes[name] == c[name][0], (triple, name)


def test_32_bit_layout_from_the_data_layout() -> None:
    """i686: 4-byte pointers and size_t, 4-byte-aligned int64 (the System V i386 C layout)."""
    sizes = _llvm_sizes("i686-linux-gnu")
    assert sizes["XLA_FFI_Buffer"] == 4 + 4 + 4 + 4 + 8 + 4
    assert sizes["XLA_FFI_Args"] == 4 + 4 + 8 + 4 + 4


@pytest.mark.parametrize("std", [["-std=c99", "-pedantic"], ["-std=c11"]])
def test_header_is_clean_c(tmp_path: Path, std: list[str]) -> None:
    src = tmp_path / "h.c"
    src.write_text('#include "xlac_ffi.h"\n#include "xlac_ffi.h"\nint main(void) { return 0; }\n')
    proc = subprocess.run([CC, *std, "-Wall", "-Wextra", "-Werror", f"-I{INCLUDE}", "-c", "-o",
                           str(tmp_path / "h.o"), str(src)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_header_is_clean_cplusplus(tmp_path: Path) -> None:
    cxx = shutil.which("c++") or shutil.which("g++")
    if cxx is None:
        pytest.skip("no C++ compiler")
    src = tmp_path / "h.cc"
    src.write_text('#include "xlac_ffi.h"\nextern "C" XLA_FFI_Error *f(XLA_FFI_CallFrame *c) {\n'
                   '  return xlac_ffi_error(c->api, XLA_FFI_Error_Code_INTERNAL, "x");\n}\n')
    proc = subprocess.run([cxx, "-std=c++11", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{INCLUDE}", "-c",
                           "-o", str(tmp_path / "h.o"), str(src)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_runtime_is_clean_c_and_exports_its_symbols(tmp_path: Path) -> None:
    obj = tmp_path / "rt.o"
    proc = subprocess.run([CC, "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", f"-I{INCLUDE}", "-c", "-o",
                           str(obj), str(RUNTIME)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    if shutil.which("nm"):
        syms = subprocess.run(["nm", "-g", "--defined-only", str(obj)], capture_output=True, text=True).stdout
        for name in ("xlac_ffi_api", "XlaCustomCallStatusSetFailure", "XlaCustomCallStatusSetSuccess"):
            assert name in syms


def test_ffi_header_command() -> None:
    r = xlac("ffi-header")
    assert r.returncode == 0 and Path(r.stdout.strip()) == INCLUDE / "xlac_ffi.h"
    assert Path(r.stdout.strip()).is_file()
    r = xlac("ffi-header", "--cflags")
    assert r.returncode == 0 and r.stdout.strip() == f"-I{INCLUDE}"
    r = xlac("ffi-header", "--runtime")
    assert r.returncode == 0 and Path(r.stdout.strip()) == RUNTIME


def test_model_header_declares_failure_protocol(tmp_path: Path) -> None:
    """A module with a custom call: its header has the status, message size and helper, and
    compiles as C99 and C++; a module without one keeps the plain header."""
    hlo = tmp_path / "m.hlo"
    hlo.write_text("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT r = f32[4] custom-call(x), "
                   "custom_call_target=\"t\", api_version=API_VERSION_TYPED_FFI\n}\n")
    assert xlac("compile", str(hlo), "-o", str(tmp_path / "m.o")).returncode == 0
    text = (tmp_path / "m.h").read_text()
    for needle in ("XLAC_STATUS_CUSTOM_CALL_FAILED 1", "XLAC_ERROR_MESSAGE_BYTES 1024", "m_error_message("):
        assert needle in text
    temp = int(text.split("#define M_TEMP_BYTES ")[1].split("u")[0])
    assert temp >= 1024
    src = tmp_path / "use.c"
    src.write_text('#include "m.h"\nint main(void) { return m_error_message(0, 0) != 0; }\n')
    proc = subprocess.run([CC, "-std=c99", "-Wall", "-Wextra", "-Werror", f"-I{tmp_path}", "-c", "-o",
                           str(tmp_path / "use.o"), str(src)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("triple", ["i686-linux-gnu", "armv7-linux-gnueabihf", "riscv64-linux-gnu",
                                    "powerpc64le-linux-gnu"])
def test_objects_for_other_cpus_carry_no_host_addresses(tmp_path: Path, triple: str) -> None:
    """Every API version compiles for other CPUs; the frame uses that CPU's struct sizes, and the
    LLVM IR holds no integer-to-pointer constants (nothing of this process leaks in)."""
    from cc_helpers import CASES
    from test_ffi_attrs import ATTRS_HLO

    texts = [c.hlo for c in CASES.values()] + [ATTRS_HLO]
    for k, text in enumerate(texts):
        hlo = tmp_path / f"m{k}.hlo"
        hlo.write_text(text)
        r = xlac("compile", str(hlo), "-o", str(tmp_path / f"m{k}.o"), "--triple", triple, "--emit", "all")
        assert r.returncode == 0, r.stderr
        ir_text = (tmp_path / f"m{k}.ll").read_text()
        assert "inttoptr" not in ir_text
    buffer_size = _llvm_sizes(triple)["XLA_FFI_Buffer"]
    assert f"i32 {buffer_size}" in (tmp_path / "m3.ll").read_text() or \
        f"i64 {buffer_size}" in (tmp_path / "m3.ll").read_text()
