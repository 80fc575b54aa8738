"""GPU custom calls: XLA's GPU signature on device pointers, between xlac's kernels, through the
Python runtime (here the simulator's host memory stands in for the device) and through the C
host object (with the stand-in driver)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.codegen.gpu.program import CustomCall, Program
from xlac.customcall import abi
from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.runtime.libraries import load_library
from xlac.runtime.toolchain import find_cc
from xlac.targets.nvptx.simulator import SimulatedGpuModule

HERE = Path(__file__).parent / "c"

SCALE = """HloModule scaled
ENTRY e {
  x = f32[4]{0} parameter(0)
  e = f32[4]{0} exponential(x)
  s = f32[4]{0} custom-call(e), custom_call_target="gpu_scale", api_version=API_VERSION_STATUS_RETURNING, backend_config="2.5"
  ROOT r = f32[4]{0} add(s, x)
}"""

FAIL = SCALE.replace('"gpu_scale"', '"gpu_fail"')


@pytest.fixture(scope="module")
def library(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("cc") / "libgpucc.so"
    built = subprocess.run([find_cc(), "-shared", "-fPIC", "-O1", f"-I{abi.INCLUDE_DIR}", str(HERE / "gpu_custom_calls.c"),
                            "-o", str(out)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    load_library(out)
    return out


def test_custom_call_between_kernels(library: Path) -> None:
    module = load_text(SCALE)
    sim = SimulatedGpuModule(module)
    calls = [s for s in sim.program.steps if isinstance(s, CustomCall)]
    assert len(calls) == 1 and calls[0].opaque == "2.5" and calls[0].num_operands == 1
    assert Program.from_json(sim.program.to_json()) == sim.program
    x = np.array([0.0, 1.0, -1.0, 2.0], np.float32)
    (got,) = sim.run(x)
    np.testing.assert_allclose(got, np.exp(x) * 2.5 + x, rtol=1e-6)


def test_failing_custom_call_reports_its_message(library: Path) -> None:
    with pytest.raises(XlacError, match="custom call 'gpu_fail' failed: matrix is singular"):
        SimulatedGpuModule(load_text(FAIL)).run(np.zeros(4, np.float32))


def test_typed_ffi_handler_gets_device_buffers_and_the_stream(library: Path) -> None:
    text = SCALE.replace('"gpu_scale", api_version=API_VERSION_STATUS_RETURNING, backend_config="2.5"',
                         '"gpu_ffi_scale", api_version=API_VERSION_TYPED_FFI, backend_config={alpha = 3.0 : f32}')
    x = np.array([0.5, 1.0, -1.0, 2.0], np.float32)
    (got,) = SimulatedGpuModule(load_text(text)).run(x)
    np.testing.assert_allclose(got, np.exp(x) * 3.0 + x, rtol=1e-5)


def test_typed_ffi_gpu_handler_is_refused_in_host_objects(tmp_path: Path) -> None:
    hlo = tmp_path / "m.hlo"
    hlo.write_text(SCALE.replace("API_VERSION_STATUS_RETURNING", "API_VERSION_TYPED_FFI").replace(', backend_config="2.5"', ""))
    done = xlac("compile", str(hlo), "--target", "nvptx", "-o", str(tmp_path / "m.o"), cwd=tmp_path)
    assert done.returncode == 1 and "typed-FFI" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "m.o").exists()


def test_host_object_calls_the_linked_target(library: Path, tmp_path: Path) -> None:
    from test_host_object import STUB, _kernel_table

    hlo = tmp_path / "m.hlo"
    hlo.write_text(SCALE)
    done = xlac("compile", str(hlo), "--target", "nvptx", "--entry", "scaled", "-o", str(tmp_path / "m.o"),
                cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    sim = SimulatedGpuModule(load_text(SCALE))
    (tmp_path / "kernels.o").write_bytes(sim.object_code())
    (tmp_path / "table.c").write_text(_kernel_table(sim.kernels, 3))
    (tmp_path / "main.c").write_text("""#include <stdio.h>
#include <math.h>
#include "m.h"
int main(void) {
  static float x[4] = {0.f, 1.f, -1.f, 2.f}, out[4];
  static unsigned char temp[SCALED_TEMP_BYTES + 64];
  void *params[1] = {x}, *results[1] = {out};
  int rc = scaled(params, results, temp, NULL);
  if (rc != 0) return 10 + rc;
  for (int i = 0; i < 4; ++i) if (fabsf(out[i] - (expf(x[i]) * 2.5f + x[i])) > 1e-5f) return 2;
  return 0;
}
""")
    build = subprocess.run([find_cc(), "-std=c11", f"-I{abi.INCLUDE_DIR}", "main.c", "table.c", str(STUB), str(HERE / "gpu_custom_calls.c"),
                            "m.o", "kernels.o", "-lm", "-lpthread", "-o", "prog"], cwd=tmp_path, capture_output=True,
                           text=True)
    assert build.returncode == 0, build.stderr
    run = subprocess.run(["./prog"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode == 0, (run.returncode, run.stderr)
