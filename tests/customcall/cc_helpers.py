"""Shared pieces of the custom-call tests: the C targets (tests/customcall/c), one HLO module per
API version with inputs and expected outputs, building with the system C compiler, the `xlac`
command, C programs that link a compiled object, and installing an entry-point plugin."""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac  # noqa: F401 - re-exported for the custom-call tests

REPO = Path(__file__).resolve().parents[2]
C_DIR = Path(__file__).resolve().parent / "c"
INCLUDE = REPO / "xlac" / "customcall" / "include"
RUNTIME = REPO / "xlac" / "customcall" / "runtime" / "xlac_ffi_runtime.c"
CC = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")

needs_cc = pytest.mark.skipif(CC is None, reason="needs a C compiler (cc)")


@dataclass
class VersionCase:
    """One API version: a C target, an HLO module calling it, and a run that fails."""

    version: int
    target: str
    source: str
    hlo: str
    inputs: list[np.ndarray]
    expected: list[np.ndarray]
    fail_inputs: list[np.ndarray] | None = None
    fail_message: str | None = None
    defines: list[str] = field(default_factory=list)


_X4 = np.array([1, 2, 3, 4], np.float32)

CASES: dict[int, VersionCase] = {
    1: VersionCase(1, "cc_add_one", "cc_v1.c", """HloModule cc_v1
ENTRY e {
  x = f32[4] parameter(0)
  ROOT r = f32[4] custom-call(x), custom_call_target="cc_add_one", api_version=API_VERSION_ORIGINAL
}
""", [_X4], [_X4 + 1]),
    2: VersionCase(2, "cc_scale2", "cc_v2.c", """HloModule cc_v2
ENTRY e {
  x = f32[4] parameter(0)
  ROOT r = f32[4] custom-call(x), custom_call_target="cc_scale2", api_version=API_VERSION_STATUS_RETURNING
}
""", [_X4], [_X4 * 2], [np.array([1, -2, 3, 4], np.float32)], "cc_scale2: negative input"),
    3: VersionCase(3, "cc_pair", "cc_v3.c", """HloModule cc_v3
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  k = s32[] parameter(2)
  t = (f32[4], f32[4]) tuple(a, b)
  ROOT r = (f32[4], f32[4]) custom-call(t, k), custom_call_target="cc_pair", api_version=API_VERSION_STATUS_RETURNING_UNIFIED, backend_config="3"
}
""", [_X4, np.full(4, 2, np.float32), np.array(10, np.int32)], [_X4 + 6 + 10, _X4 - 2],
        [_X4, _X4, np.array(-1, np.int32)], "cc_pair: negative k"),
    4: VersionCase(4, "cc_axpy", "cc_v4.c", """HloModule cc_v4
ENTRY e {
  x = f32[2,3] parameter(0)
  y = f32[2,3]{0,1} parameter(1)
  ROOT r = f32[2,3] custom-call(x, y), custom_call_target="cc_axpy", api_version=API_VERSION_TYPED_FFI, operand_layout_constraints={f32[2,3]{1,0}, f32[2,3]{1,0}}, backend_config={alpha = 2.5 : f32}
}
""", [np.arange(6, dtype=np.float32).reshape(2, 3), np.ones((2, 3), np.float32)],
        [2.5 * np.arange(6, dtype=np.float32).reshape(2, 3) + 1]),
}

FFI_FAIL_HLO = """HloModule cc_v4_fail
ENTRY e {
  x = f32[2,3] parameter(0)
  y = f32[2,3] parameter(1)
  ROOT r = f32[2,3] custom-call(x, y), custom_call_target="cc_axpy", api_version=API_VERSION_TYPED_FFI, backend_config={alpha = 2.5 : f32, fail = "cc_axpy refused: bad day"}
}
"""
FFI_FAIL_MESSAGE = "cc_axpy refused: bad day"


def build_lib(folder: Path, name: str, sources: list[Path | str], defines: list[str] = (), cc: str | None = None,
              shared: bool = True) -> Path:
    """Compile C sources (against xlac's header only) into lib<name>.so or <name>.o."""
    out = folder / (f"lib{name}.so" if shared else f"{name}.o")
    cmd = [cc or CC, "-std=c99", "-Wall", "-Wextra", "-Werror", "-O1", f"-I{INCLUDE}", *defines,
           *(["-shared", "-fPIC"] if shared else ["-c"]), "-o", str(out), *map(str, sources)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return out


def input_args(folder: Path, arrays: list[np.ndarray], tag: str = "in") -> list[str]:
    args = []
    for k, a in enumerate(arrays):
        path = folder / f"{tag}{k}.npy"
        np.save(path, a)
        args += ["-i", str(path)]
    return args


def load_outputs(path: Path) -> list[np.ndarray]:
    with np.load(path) as data:
        return [data[f"out{k}"] for k in range(len(data.files))]


_C_TYPES = {"float32": "float", "float64": "double", "int32": "int32_t"}


def c_main(entry: str, inputs: list[np.ndarray], results: list[tuple[np.dtype, int]]) -> str:
    """A C program that calls ``entry`` on fixed inputs and prints every result element (one per
    line), or "FAILED <status> <message>" with exit code 3."""
    up = entry.upper()
    lines = ["#include <stdio.h>", "#include <stdint.h>", f'#include "{entry}.h"']
    for k, a in enumerate(inputs):
        flat = np.asarray(a).reshape(-1)
        values = ", ".join(repr(float(v)) if a.dtype.kind == "f" else str(int(v)) for v in flat)
        lines.append(f"static {_C_TYPES[a.dtype.name]} in{k}[{max(flat.size, 1)}] = {{{values}}};")
    for j, (dt, n) in enumerate(results):
        lines.append(f"static {_C_TYPES[np.dtype(dt).name]} out{j}[{max(n, 1)}];")
    lines.append(f"static unsigned char temp[{up}_TEMP_BYTES + 64] __attribute__((aligned(64)));")
    params = ", ".join(f"in{k}" for k in range(len(inputs))) or "0"
    outs = ", ".join(f"out{j}" for j in range(len(results))) or "0"
    lines += ["int main(void) {", f"  void *params[] = {{{params}}};", f"  void *results[] = {{{outs}}};",
              f"  int32_t status = {entry}(params, results, temp);",
              "  if (status != XLAC_STATUS_OK) {",
              f'    printf("FAILED %d %s\\n", (int)status, {entry}_error_message(status, temp));',
              "    return 3;", "  }"]
    for j, (_, n) in enumerate(results):
        lines.append(f'  for (int i = 0; i < {n}; i++) printf("%.9g\\n", (double)out{j}[i]);')
    lines += ["  return 0;", "}", ""]
    return "\n".join(lines)


def link_program(folder: Path, obj: Path, entry: str, inputs: list[np.ndarray], results: list[tuple[np.dtype, int]],
                 extra_sources: list[Path], cc: str | None = None, name: str = "prog") -> Path:
    """main.c + the object `xlac compile` wrote + the user's target sources -> an executable."""
    main = folder / f"{name}_main.c"
    main.write_text(c_main(entry, inputs, results))
    exe = folder / name
    cmd = [cc or CC, "-std=c99", "-Wall", "-Werror", f"-I{INCLUDE}", f"-I{obj.parent}", "-o", str(exe), str(main),
           str(obj), *map(str, extra_sources), "-lm"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return exe


def run_program(cmd: list[str]) -> tuple[int, str]:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout


def printed_values(stdout: str) -> np.ndarray:
    return np.array([float(line) for line in stdout.split()], np.float64)


def install_entry_point_plugin(site: Path, dist: str, module_name: str, module_source: str,
                               entry_points: dict[str, str]) -> None:
    """Install a plugin by hand into ``site`` (a folder put on sys.path): its module and a
    .dist-info whose entry_points.txt importlib.metadata reads, exactly as pip would leave it."""
    site.mkdir(parents=True, exist_ok=True)
    (site / f"{module_name}.py").write_text(module_source)
    info = site / f"{dist.replace('-', '_')}-0.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.0\n")
    body = "".join(f"{name} = {value}\n" for name, value in entry_points.items())
    (info / "entry_points.txt").write_text(f"[xlac.custom_calls]\n{body}")
