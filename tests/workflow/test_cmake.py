"""C and CMake: xlac's CMake module (`xlac cmake-dir`, xlac_add_model) building samples/cmake natively
and for aarch64 (run under qemu-user), and several models in one static library."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO, xlac

from xlac.driver import compile_module, load_module

SAMPLES = REPO / "samples"
XLAC = Path(sys.executable).parent / "xlac"
needs_cmake = pytest.mark.skipif(shutil.which("cmake") is None or shutil.which("cc") is None,
                                 reason="cmake and a C compiler (Debian: cmake, gcc) not installed")
needs_aarch64 = pytest.mark.skipif(shutil.which("aarch64-linux-gnu-gcc") is None or shutil.which("qemu-aarch64") is None,
                                   reason="gcc-aarch64-linux-gnu and qemu-user not installed")


def _pattern_inputs(module) -> list[np.ndarray]:
    """What samples/cmake/main.c feeds parameter p: ((7i + 13p) mod 23 - 11) / 16."""
    out = []
    for p, param in enumerate(module.entry.parameters):
        n = int(np.prod(param.shape.dims))
        i = np.arange(n)
        out.append((((i * 7 + p * 13) % 23 - 11) / 16).astype(np.float32).reshape(param.shape.dims))
    return out


def _expected(name: str) -> dict[str, np.ndarray]:
    module = load_module(SAMPLES / f"{name}.hlo")
    outs = compile_module(module, "interpreter").run(None, *_pattern_inputs(module))
    return {f"{name} out{j}": np.asarray(o).reshape(-1) for j, o in enumerate(outs)}


def _parse(stdout: str) -> dict[str, np.ndarray]:
    values: dict[str, dict[int, float]] = {}
    for line in stdout.splitlines():
        m = re.fullmatch(r"(\w+ out\d+)\[(\d+)\] = (\S+)", line)
        assert m, line
        values.setdefault(m.group(1), {})[int(m.group(2))] = float(m.group(3))
    return {k: np.array([v[i] for i in range(len(v))], np.float32) for k, v in values.items()}


def _check(stdout: str) -> None:
    got, want = _parse(stdout), {**_expected("mlp"), **_expected("cnn")}
    assert sorted(got) == sorted(want)
    for key in want:
        np.testing.assert_allclose(got[key], want[key], rtol=1e-5, atol=1e-5, err_msg=key)


def test_cmake_dir_holds_the_module() -> None:
    proc = xlac("cmake-dir")
    assert proc.returncode == 0, proc.stderr
    folder = Path(proc.stdout.strip())
    assert (folder / "Xlac.cmake").is_file() and (folder / "XlacConfig.cmake").is_file()
    assert "function(xlac_add_model NAME MODEL)" in (folder / "Xlac.cmake").read_text()


def _build(tmp_path: Path, *extra: str) -> Path:
    build = tmp_path / "build"
    cmake_dir = xlac("cmake-dir").stdout.strip()
    for cmd in (["cmake", "-S", str(SAMPLES / "cmake"), "-B", str(build), f"-DXlac_DIR={cmake_dir}",
                 f"-DXLAC_EXECUTABLE={XLAC}", *extra],
                ["cmake", "--build", str(build)]):
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return build / "classify"


@pytest.mark.slow
@needs_cmake
def test_cmake_sample_native(tmp_path: Path) -> None:
    exe = _build(tmp_path)
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    _check(proc.stdout)


@pytest.mark.slow
@needs_cmake
@needs_aarch64
def test_cmake_sample_aarch64_under_qemu(tmp_path: Path) -> None:
    exe = _build(tmp_path, f"-DCMAKE_TOOLCHAIN_FILE={SAMPLES / 'cmake' / 'aarch64-linux-gnu.cmake'}")
    assert b"\xb7\x00" == exe.read_bytes()[18:20]  # ELF e_machine: EM_AARCH64 (183)
    proc = subprocess.run(["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", str(exe)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    _check(proc.stdout)


_LIB_MAIN = r"""
#include <stdio.h>
#include <stdlib.h>
#include "libmodels.h"
int main(void) {
  const xlac_model_info *models[] = {&mlp_info, &conv_info};
  int k, p, j; size_t i;
  for (k = 0; k < 2; ++k) {
    const xlac_model_info *m = models[k];
    void *params[8], *results[8], *temp = NULL;
    for (p = 0; p < m->num_params; ++p) {
      float *b = malloc(m->params[p].bytes);
      for (i = 0; i < m->params[p].bytes / 4; ++i) b[i] = (float)((long)((i * 7u + (size_t)p * 13u) % 23u) - 11) / 16.0f;
      params[p] = b;
    }
    for (j = 0; j < m->num_results; ++j) results[j] = malloc(m->results[j].bytes);
    if (m->temp_bytes && posix_memalign(&temp, m->temp_align, m->temp_bytes)) return 2;
    if (m->entry(params, results, temp)) return 1;
    for (j = 0; j < m->num_results; ++j)
      for (i = 0; i < m->results[j].bytes / 4; ++i)
        printf("%s out%d[%lu] = %.9g\n", k ? "cnn" : "mlp", j, (unsigned long)i, (double)((float *)results[j])[i]);
  }
  return 0;
}
"""


@needs_cmake
def test_several_models_in_one_static_library(tmp_path: Path) -> None:
    lib = tmp_path / "libmodels.a"
    proc = xlac("compile", str(SAMPLES / "mlp.hlo"), f"conv={SAMPLES / 'cnn.hlo'}", "-o", str(lib))
    assert proc.returncode == 0, proc.stderr
    header = (tmp_path / "libmodels.h").read_text()
    assert "int32_t mlp(void *const *params" in header and "int32_t conv(void *const *params" in header
    (tmp_path / "main.c").write_text(_LIB_MAIN)
    exe = tmp_path / "main"
    cc = subprocess.run(["cc", "-std=c99", "-Wall", "-Werror", "-D_POSIX_C_SOURCE=200112L", f"-I{tmp_path}",
                         str(tmp_path / "main.c"), str(lib), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert cc.returncode == 0, cc.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    _check(run.stdout)


def test_library_name_clashes_and_usage_errors(tmp_path: Path) -> None:
    mlp = str(SAMPLES / "mlp.hlo")
    proc = xlac("compile", mlp, mlp, "-o", str(tmp_path / "libx.a"))
    assert proc.returncode == 1 and "would both be named 'mlp'" in proc.stderr
    proc = xlac("compile", mlp, str(SAMPLES / "cnn.hlo"))
    assert proc.returncode == 1 and "-o lib<name>.a" in proc.stderr
    proc = xlac("compile", mlp, str(SAMPLES / "cnn.hlo"), "-o", str(tmp_path / "models.o"))
    assert proc.returncode == 1 and "static library" in proc.stderr
    assert not list(tmp_path.iterdir())


@pytest.mark.slow
@needs_cmake
@pytest.mark.skipif(shutil.which("c++") is None, reason="no C++ compiler")
def test_a_cxx_only_project_builds(tmp_path: Path) -> None:
    """project(app CXX): the module enables C for the model's library (generation failed with
    'Missing variable CMAKE_C_CREATE_STATIC_LIBRARY')."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(app CXX)\nfind_package(Xlac REQUIRED)\n"
        f"xlac_add_model(mlp {SAMPLES / 'mlp.hlo'})\nadd_executable(app main.cpp)\n"
        "target_link_libraries(app PRIVATE mlp)\n")
    (src / "main.cpp").write_text(
        '#include <cstdio>\n#include <vector>\n#include "mlp.h"\nint main() {\n'
        "  std::vector<float> in[MLP_NUM_PARAMS];\n  std::vector<void *> p, r;\n"
        "  for (int i = 0; i < MLP_NUM_PARAMS; i++) { in[i].assign(mlp_params[i].bytes / 4, 0.5f); p.push_back(in[i].data()); }\n"
        "  std::vector<float> out[MLP_NUM_RESULTS];\n"
        "  for (int j = 0; j < MLP_NUM_RESULTS; j++) { out[j].resize(mlp_results[j].bytes / 4); r.push_back(out[j].data()); }\n"
        "  std::vector<char> temp(MLP_TEMP_BYTES + 64);\n"
        "  void *t = (void *)(((unsigned long)temp.data() + 63) & ~63UL);\n"
        '  std::printf("%d\\n", mlp(p.data(), r.data(), t));\n}\n')
    build = tmp_path / "build"
    cmake_dir = xlac("cmake-dir").stdout.strip()
    for cmd in (["cmake", "-S", str(src), "-B", str(build), f"-DXlac_DIR={cmake_dir}", f"-DXLAC_EXECUTABLE={XLAC}"],
                ["cmake", "--build", str(build)]):
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    # the build log named no target for a native build (`compiling .../mlp.hlo for `)
    assert f"xlac: compiling {SAMPLES / 'mlp.hlo'} for this machine" in proc.stdout, proc.stdout
    run = subprocess.run([str(build / "app")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == "0", run.stdout + run.stderr
