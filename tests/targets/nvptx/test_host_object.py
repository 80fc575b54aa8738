"""`xlac compile --target nvptx -o M.o`: the host object and its header compile and link with a
C program, and, run against a stand-in driver whose launches call the host-compiled twins of the
kernels (tests/targets/nvptx/c/stub_cuda.c), compute XLA's outputs: the generated host code (module
loaded once, launches in order, device copies, loops and branches decided on the host) is right.
On a GPU the same object links with -lcuda (the gpu-marked test)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case

from xlac.driver import compare_outputs, load_module
from xlac.runtime.toolchain import find_cc
from xlac.targets.base import from_physical, physical_empty, to_physical
from xlac.targets.nvptx.simulator import SimulatedGpuModule

STUB = Path(__file__).parent / "c" / "stub_cuda.c"


def _kernel_table(kernels: list[str], nargs: int) -> str:
    args = ", ".join(f"*(void **)p[{k}]" for k in range(nargs))
    lines = ["#include <stddef.h>", "typedef struct { const char *name; void (*call)(void **); } xlac_sim_kernel;"]
    for name in kernels:
        lines.append(f"extern void {name}({', '.join(['void *'] * nargs)});")
        lines.append(f"static void call_{name}(void **p) {{ {name}({args}); }}")
    rows = ", ".join(f'{{"{n}", call_{n}}}' for n in kernels) or '{"", NULL}'
    lines.append(f"const xlac_sim_kernel xlac_sim_kernels[] = {{{rows}}};")
    lines.append(f"const int xlac_sim_num_kernels = {len(kernels)};")
    return "\n".join(lines) + "\n"


def _main(entry: str, header: str, n_params: int, result_bytes: list[int]) -> str:
    up = entry.upper()
    return f"""#include <stdio.h>
#include <stdlib.h>
#include "{header}"
extern int xlac_sim_module_loads;
static void *slurp(const char *path) {{
  FILE *f = fopen(path, "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  void *p = aligned_alloc(64, (size_t)(n + 64) / 64 * 64); if (n) fread(p, 1, (size_t)n, f); fclose(f); return p;
}}
int main(int argc, char **argv) {{
  (void)argc;
  void *params[{max(n_params, 1)}];
  for (int k = 0; k < {n_params}; ++k) params[k] = slurp(argv[1 + k]);
  static const size_t sizes[{max(len(result_bytes), 1)}] = {{{', '.join(map(str, result_bytes)) or '0'}}};
  void *results[{max(len(result_bytes), 1)}];
  for (int k = 0; k < {len(result_bytes)}; ++k) results[k] = aligned_alloc(64, (sizes[k] + 64) / 64 * 64);
  void *temp = aligned_alloc(64, ({up}_TEMP_BYTES + 64) / 64 * 64);
  for (int run = 0; run < 2; ++run) {{
    int rc = {entry}(params, results, temp, NULL);
    if (rc != 0) {{ fprintf(stderr, "status %d\\n", rc); return 3; }}
  }}
  if (xlac_sim_module_loads != 1) {{ fprintf(stderr, "module loaded %d times\\n", xlac_sim_module_loads); return 4; }}
  for (int k = 0; k < {len(result_bytes)}; ++k) {{
    char name[32]; snprintf(name, sizeof name, "out%d.bin", k);
    FILE *f = fopen(name, "wb"); fwrite(results[k], 1, sizes[k], f); fclose(f);
  }}
  return 0;
}}
"""


@pytest.mark.parametrize("name", ["opt_while_loop", "opt_cond", "softmax_f32", "mlp_forward", "rnn_scan",
                                  "argsort_stable_ties", "scatter_add_duplicates"])
def test_host_object_runs_against_stand_in_driver(name: str, tmp_path: Path) -> None:
    c = case(name)
    module = load_module(c.hlo)
    done = xlac("compile", str(c.hlo), "--target", "nvptx", "-o", str(tmp_path / "m.o"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    header = (tmp_path / "m.h").read_text()
    entry = next(line.split("(")[0].split()[-1] for line in header.splitlines() if line.startswith("int "))
    sim = SimulatedGpuModule(module)
    (tmp_path / "kernels.o").write_bytes(sim.object_code())
    nargs = len(sim.parameter_shapes) + len(sim.result_leaves) + 1
    (tmp_path / "table.c").write_text(_kernel_table(sim.kernels, nargs))
    (tmp_path / "main.c").write_text(_main(entry, "m.h", len(sim.parameter_shapes),
                                           [s.byte_size for s in sim.result_leaves]))
    cc = find_cc()
    build = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-Wno-unused-result", "main.c", "table.c",
                            str(STUB), "m.o", "kernels.o", "-lm", "-lpthread", "-o", "prog"],
                           cwd=tmp_path, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    ins, outs = c.arrays()
    paths = []
    for k, (a, s) in enumerate(zip(ins, sim.parameter_shapes)):
        p = tmp_path / f"in{k}.bin"
        p.write_bytes(to_physical(a, s).tobytes())
        paths.append(str(p))
    run = subprocess.run(["./prog", *paths], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    got = []
    for k, s in enumerate(sim.result_leaves):
        buf = physical_empty(s)
        raw = (tmp_path / f"out{k}.bin").read_bytes()
        buf.reshape(-1).view(np.uint8)[:] = np.frombuffer(raw, dtype=np.uint8)[: buf.nbytes]
        got.append(from_physical(buf, s))
    problems = compare_outputs(got, outs, c.rtol, c.atol)
    assert not problems, "\n".join(problems)


def test_header_is_clean_c_and_cxx(tmp_path: Path) -> None:
    """The header compiles as C99 and C++ with -Wall -Werror, also after cuda.h's CUstream."""
    done = xlac("compile", str(case("softmax_f32").hlo), "--target", "nvptx", "--emit", "header",
                "-o", str(tmp_path / "m.h"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (tmp_path / "use.c").write_text('#include "m.h"\nint main(void) { return 0; }\n')
    cc = find_cc()
    for flags in (["-x", "c", "-std=c99"], ["-x", "c++"]):
        built = subprocess.run([cc, *flags, "-Wall", "-Werror", "-fsyntax-only", "use.c"], cwd=tmp_path,
                               capture_output=True, text=True)
        assert built.returncode == 0, built.stderr
    with_cuda = tmp_path / "with_cuda.c"
    with_cuda.write_text('#include <cuda.h>\n#include "m.h"\nint main(void) { CUstream s = 0; (void)s; return 0; }\n')
    if Path("/usr/local/cuda/include/cuda.h").is_file():
        built = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-I/usr/local/cuda/include",
                                "with_cuda.c"], cwd=tmp_path, capture_output=True, text=True)
        assert built.returncode == 0, built.stderr


_GPU_MAIN = r"""#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include "m.h"
#define CHECK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { fprintf(stderr, "%s: %d\n", #x, (int)r_); return 2; } } while (0)
static void *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb"); fseek(f, 0, SEEK_END); *n = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
  void *p = malloc(*n + 1); if (*n) fread(p, 1, *n, f); fclose(f); return p;
}
int main(int argc, char **argv) {
  (void)argc;
  CUdevice dev; CUcontext ctx;
  CHECK(cuInit(0)); CHECK(cuDeviceGet(&dev, 0)); CHECK(cuDevicePrimaryCtxRetain(&ctx, dev)); CHECK(cuCtxSetCurrent(ctx));
  void *params[@NP@ + 1], *results[@NR@ + 1];
  for (int k = 0; k < @NP@; ++k) {
    size_t n; void *host = slurp(argv[1 + k], &n); CUdeviceptr d; CHECK(cuMemAlloc(&d, n + 1));
    if (n) CHECK(cuMemcpyHtoD(d, host, n)); params[k] = (void *)(size_t)d;
  }
  static const size_t sizes[@NR@ + 1] = {@SIZES@};
  for (int k = 0; k < @NR@; ++k) { CUdeviceptr d; CHECK(cuMemAlloc(&d, sizes[k] + 1)); results[k] = (void *)(size_t)d; }
  CUdeviceptr temp; CHECK(cuMemAlloc(&temp, @TEMP@ + 1));
  CUstream stream; CHECK(cuStreamCreate(&stream, 0));
  CHECK((CUresult)@ENTRY@(params, results, (void *)(size_t)temp, stream));
  CHECK(cuStreamSynchronize(stream));
  for (int k = 0; k < @NR@; ++k) {
    void *host = malloc(sizes[k] + 1); if (sizes[k]) CHECK(cuMemcpyDtoH(host, (CUdeviceptr)(size_t)results[k], sizes[k]));
    char name[32]; snprintf(name, sizeof name, "out%d.bin", k);
    FILE *f = fopen(name, "wb"); fwrite(host, 1, sizes[k], f); fclose(f);
  }
  return 0;
}
"""


@pytest.mark.gpu
@pytest.mark.parametrize("name", ["opt_while_loop", "softmax_f32", "mlp_forward"])
def test_host_object_runs_on_the_gpu(name: str, tmp_path: Path) -> None:
    """The object linked into a C program with -lcuda, run on the GPU, gives XLA's outputs."""
    c = case(name)
    done = xlac("compile", str(c.hlo), "--target", "nvptx", "-o", str(tmp_path / "m.o"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    header = (tmp_path / "m.h").read_text()
    entry = next(line.split("(")[0].split()[-1] for line in header.splitlines() if line.startswith("int "))
    exe = load_module(c.hlo)
    results = [s for s in exe.result_shape.leaves() if s.dtype.is_array]
    main = (_GPU_MAIN.replace("@ENTRY@", entry).replace("@TEMP@", f"{entry.upper()}_TEMP_BYTES")
            .replace("@NP@", str(len(exe.parameter_shapes))).replace("@NR@", str(len(results)))
            .replace("@SIZES@", ", ".join(str(s.byte_size) for s in results) or "0"))
    (tmp_path / "main.c").write_text(main)
    # the driver is often only libcuda.so.1 (no development symlink): link that file by name
    build = subprocess.run([find_cc(), "-std=c11", "-I/usr/local/cuda/include", "main.c", "m.o",
                            "-l:libcuda.so.1", "-lpthread", "-o", "prog"], cwd=tmp_path, capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    ins, outs = c.arrays()
    paths = []
    for k, (a, s) in enumerate(zip(ins, exe.parameter_shapes)):
        p = tmp_path / f"in{k}.bin"
        p.write_bytes(to_physical(a, s).tobytes())
        paths.append(str(p))
    run = subprocess.run(["./prog", *paths], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    got = []
    for k, s in enumerate(results):
        buf = physical_empty(s)
        buf.reshape(-1).view(np.uint8)[:] = np.frombuffer((tmp_path / f"out{k}.bin").read_bytes(), np.uint8)[: buf.nbytes]
        got.append(from_physical(buf, s))
    problems = compare_outputs(got, outs, c.rtol, c.atol)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", ["opt_while_loop", "opt_cond", "layernorm_f32", "scatter_add_duplicates"])
def test_python_runtime_against_stand_in_driver_library(name: str, tmp_path: Path) -> None:
    """cuda.py's ctypes bindings, CudaDevice, its transfer manager and the host-program runner,
    end to end: the stand-in driver built as a shared library (with the kernels' host twins)
    and loaded the way libcuda.so.1 is."""
    from xlac.targets.nvptx.cuda import Driver
    from xlac.targets.nvptx.device import CudaDevice
    from xlac.targets.nvptx.target import NvptxTarget

    c = case(name)
    module = load_module(c.hlo)
    sim = SimulatedGpuModule(module)
    (tmp_path / "kernels.o").write_bytes(sim.object_code())
    nargs = len(sim.parameter_shapes) + len(sim.result_leaves) + 1
    (tmp_path / "table.c").write_text(_kernel_table(sim.kernels, nargs))
    built = subprocess.run([find_cc(), "-std=c11", "-shared", "-fPIC", "table.c", str(STUB), "kernels.o", "-lm",
                            "-o", "libcuda-standin.so"], cwd=tmp_path, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    device = CudaDevice(Driver.load(str(tmp_path / "libcuda-standin.so")).context(0))
    assert device.name == "cuda:xlac stand-in device" and device.ctx.compute_capability == (9, 0)
    executable = NvptxTarget().compile(module)
    assert executable.lowered.kernels == sim.kernels  # same plan: the twins stand for these kernels
    ins, outs = c.arrays()
    got, times = executable.run_timed(device, list(ins), 3)  # timed between (stand-in) CUDA events
    problems = compare_outputs(got, outs, c.rtol, c.atol)
    assert not problems, "\n".join(problems)
    assert len(times) == 3 and all(t >= 0 for t in times)
    with pytest.raises(Exception, match="named symbol not found"):
        device.module_for(executable).function("no_such_kernel")
