"""`xlac compile`, `xlac run model.o`, `dump-ir` stages, `targets`, and the generated C header
(golden text, C99 and C++ cleanliness), plus C programs built from samples/main.c."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "tests" / "golden" / "mlp.h"
SAMPLES = ["mlp", "cnn", "attention"]
HOST_TRIPLE_FOR_GOLDEN = "x86_64-unknown-linux-gnu"

ADD = """HloModule addc
ENTRY e {
  p = f32[2,3]{0,1} parameter(0)
  c = f32[2,3] constant({{1,2,3},{4,5,6}})
  ROOT a = f32[2,3]{0,1} add(p, c)
}
"""


def write(folder: Path, text: str, name: str = "addc.hlo") -> Path:
    path = folder / name
    path.write_text(text)
    return path


def cc(*args: str, compiler: str = "gcc") -> subprocess.CompletedProcess:
    return subprocess.run([compiler, *args], capture_output=True, text=True, timeout=120)


needs_gcc = pytest.mark.skipif(not shutil.which("gcc") or not shutil.which("g++"), reason="gcc/g++ not installed")


# ---- compile -------------------------------------------------------------------------------

@pytest.mark.parametrize("emit,files", [
    ("obj", ["addc.o", "addc.h", "addc.o.xlac.json"]),
    ("asm", ["addc.s"]),
    ("llvm", ["addc.ll"]),
    ("header", ["addc.h"]),
    ("all", ["addc.o", "addc.h", "addc.o.xlac.json", "addc.s", "addc.ll"]),
])
def test_compile_each_emit_kind(tmp_path: Path, emit: str, files: list[str]) -> None:
    model = write(tmp_path, ADD)
    r = xlac("compile", str(model), "--emit", emit, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "addc.hlo") == sorted(files)
    if "addc.o" in files:
        assert (tmp_path / "addc.o").read_bytes()[:4] == b"\x7fELF" or sys.platform != "linux"
    if emit == "llvm":
        assert "define" in (tmp_path / "addc.ll").read_text() and "@addc(" in (tmp_path / "addc.ll").read_text()
    if emit == "asm":
        assert "addc" in (tmp_path / "addc.s").read_text()


def test_compile_output_name_and_options(tmp_path: Path) -> None:
    model = write(tmp_path, ADD)
    out = tmp_path / "lib" / "model.o"
    out.parent.mkdir()
    r = xlac("compile", str(model), "-o", str(out), "--triple", "aarch64-linux-gnu", "--entry", "my_model",
             "-O3", "--reloc", "static")
    assert r.returncode == 0, r.stderr
    header = (tmp_path / "lib" / "model.h").read_text()
    assert "int32_t my_model(void *const *params, void *const *results, void *temp);" in header
    assert "compiled for aarch64-linux-gnu" in header
    assert (tmp_path / "lib" / "model.o").read_bytes()[18] == 0xB7  # e_machine EM_AARCH64


def test_compile_is_deterministic(tmp_path: Path) -> None:
    """Two compiles of the same input (separate processes and folders) give identical bytes."""
    outs = []
    for sub in ("a", "b"):
        folder = tmp_path / sub
        folder.mkdir()
        model = write(folder, (REPO / "samples" / "mlp.hlo").read_text(), "mlp.hlo")
        r = xlac("compile", str(model), "--emit", "all", "-o", str(folder / "mlp.o"),
                 "--triple", "aarch64-linux-gnu")
        assert r.returncode == 0, r.stderr
        outs.append({p.name: p.read_bytes() for p in folder.iterdir()})
    assert outs[0].keys() == outs[1].keys()
    for name in outs[0]:
        assert outs[0][name] == outs[1][name], f"{name} differs between two compiles"
    for name, data in outs[0].items():
        assert str(tmp_path).encode() not in data, f"{name} holds a path"


def test_failed_compile_keeps_existing_output_and_leaves_nothing(tmp_path: Path) -> None:
    good = tmp_path / "m.o"
    good.write_bytes(b"a good object from before")
    bad = write(tmp_path, "HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negat(p)\n}\n",
                "m.hlo")
    before = sorted(p.name for p in tmp_path.iterdir())
    r = xlac("compile", str(bad), "-o", str(good))
    assert r.returncode == 1 and "unknown opcode" in r.stderr
    r = xlac("compile", str(write(tmp_path, ADD)), "-o", str(good), "--triple", "nonsense-cpu-xyz")
    assert r.returncode == 1
    assert good.read_bytes() == b"a good object from before"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(before + ["addc.hlo"])


def test_bad_triple_is_a_clear_error(tmp_path: Path) -> None:
    r = xlac("compile", str(write(tmp_path, ADD)), "--triple", "nonsense-cpu-xyz", cwd=tmp_path)
    assert r.returncode == 1
    assert "nonsense-cpu-xyz" in r.stderr and "Traceback" not in r.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["addc.hlo"]


def test_missing_output_folder_is_a_clear_error(tmp_path: Path) -> None:
    r = xlac("compile", str(write(tmp_path, ADD)), "-o", str(tmp_path / "nowhere" / "x.o"))
    assert r.returncode == 1 and "does not exist" in r.stderr


# ---- the header ----------------------------------------------------------------------------

def _normalized_header(text: str) -> str:
    """The header with the temp size fixed: buffer assignment may change it, the rest must not."""
    text = re.sub(r"at least \d+ bytes of scratch", "at least 4096 bytes of scratch", text)
    return re.sub(r"_TEMP_BYTES \d+u", "_TEMP_BYTES 4096u", text)


def test_header_golden_for_mlp(tmp_path: Path) -> None:
    """samples/mlp.hlo's header, byte for byte (XLAC_UPDATE_GOLDEN=1 rewrites the golden file)."""
    out = tmp_path / "mlp.h"
    r = xlac("compile", str(REPO / "samples" / "mlp.hlo"), "--emit", "header", "-o", str(out),
             "--triple", HOST_TRIPLE_FOR_GOLDEN)
    assert r.returncode == 0, r.stderr
    got = _normalized_header(out.read_text())
    if os.environ.get("XLAC_UPDATE_GOLDEN"):
        GOLDEN.write_text(got)
    assert got == GOLDEN.read_text()


@needs_gcc
def test_header_compiles_as_c99_and_cxx(tmp_path: Path) -> None:
    """Two generated headers in one translation unit, C99 -pedantic and C++, no warnings."""
    for name, text in (("addc", ADD), ("neg", ADD.replace("addc", "neg").replace("add(p, c)", "subtract(p, c)"))):
        r = xlac("compile", str(write(tmp_path, text, f"{name}.hlo")), "--emit", "header", "-o",
                 str(tmp_path / f"{name}.h"))
        assert r.returncode == 0, r.stderr
    src = tmp_path / "use.c"
    src.write_text('#include "addc.h"\n#include "neg.h"\n#include "addc.h"\n'
                   "int use(void);\nint use(void) { return ADDC_NUM_PARAMS + NEG_NUM_RESULTS + "
                   "(int)addc_params[0].rank + (int)sizeof(neg_result_bytes); }\n")
    for flags in (["-std=c99", "-pedantic"], ["-std=c11"]):
        r = cc(*flags, "-Wall", "-Wextra", "-Werror", "-c", str(src), "-o", str(tmp_path / "use.o"))
        assert r.returncode == 0, r.stderr
    r = cc("-x", "c++", "-std=c++11", "-Wall", "-Wextra", "-Werror", "-c", str(src), "-o",
           str(tmp_path / "use.o"), compiler="g++")
    assert r.returncode == 0, r.stderr
    r = cc("-std=c99", "-pedantic", "-Wall", "-Werror", "-fsyntax-only", str(GOLDEN))
    assert r.returncode == 0, r.stderr


def test_header_describes_buffers(tmp_path: Path) -> None:
    r = xlac("compile", str(write(tmp_path, ADD)), "--emit", "header", "-o", str(tmp_path / "addc.h"))
    assert r.returncode == 0, r.stderr
    h = (tmp_path / "addc.h").read_text()
    for fragment in ("#ifndef XLAC_MODEL_ADDC_H_", "#include <stdint.h>", "#include <stddef.h>",
                     'extern "C" {', "#define ADDC_NUM_PARAMS 1", "#define ADDC_NUM_RESULTS 1",
                     "#define ADDC_PARAM0_BYTES 24u", "#define XLAC_STATUS_OK 0", "ADDC_TEMP_BYTES",
                     "static const int64_t addc_param0_minor_to_major[2] XLAC_UNUSED = {0, 1};",
                     "params[0]  p: f32[2,3]{0,1}, 24 bytes"):
        assert fragment in h, fragment


# ---- run model.o, run --triple, dump-ir, targets -------------------------------------------

def test_run_compiled_object_without_recompiling(tmp_path: Path) -> None:
    model = write(tmp_path, ADD)
    assert xlac("compile", str(model), cwd=tmp_path).returncode == 0
    r = xlac("run", str(tmp_path / "addc.o"), "-i", "2x3xf32=1,1,1,1,1,1", "--check")
    assert r.returncode == 0, r.stderr
    assert "[[2., 3., 4.],\n [5., 6., 7.]]" in r.stdout and "check: 1 result matches the interpreter" in r.stdout
    obj = tmp_path / "addc.o"
    obj.write_bytes(obj.read_bytes() + b"\0")
    r = xlac("run", str(obj))
    assert r.returncode == 1 and "changed after xlac compiled it" in r.stderr


def test_run_object_benchmark(tmp_path: Path) -> None:
    model = write(tmp_path, ADD)
    assert xlac("compile", str(model), cwd=tmp_path).returncode == 0
    r = xlac("run", str(tmp_path / "addc.o"), "--benchmark", "5", "-q")
    assert r.returncode == 0, r.stderr
    assert re.search(r"median [\d.]+ ms, min [\d.]+ ms over 5 runs", r.stdout)


def test_run_defaults_to_cpu_and_interpreter_stays_available(tmp_path: Path) -> None:
    model = write(tmp_path, ADD)
    a = xlac("run", str(model), "-i", "2x3xf32=1,1,1,1,1,1")
    b = xlac("run", str(model), "-i", "2x3xf32=1,1,1,1,1,1", "--target", "interpreter")
    c = xlac("run", str(model), "-i", "2x3xf32=1,1,1,1,1,1", "--target", "cpu")
    assert a.returncode == b.returncode == c.returncode == 0, a.stderr + b.stderr + c.stderr
    assert a.stdout == b.stdout == c.stdout
    assert "note:" not in a.stderr


def test_run_triple_under_qemu(tmp_path: Path) -> None:
    from xlac.targets.cpu.cross import cross_available

    if not cross_available("aarch64-linux-gnu"):
        pytest.skip("aarch64 cross toolchain or qemu-aarch64 not installed")
    model = write(tmp_path, ADD)
    r = xlac("run", str(model), "-i", "2x3xf32=1,1,1,1,1,1", "--triple", "aarch64-linux-gnu", "--check",
             "--benchmark", "2")
    assert r.returncode == 0, r.stderr
    assert "[[2., 3., 4.],\n [5., 6., 7.]]" in r.stdout and "over 2 runs" in r.stdout
    assert xlac("compile", str(model), "--triple", "riscv64-linux-gnu", "-o", str(tmp_path / "rv.o")).returncode == 0
    if cross_available("riscv64-linux-gnu"):
        r = xlac("run", str(tmp_path / "rv.o"), "-i", "2x3xf32=1,1,1,1,1,1", "--check")
        assert r.returncode == 0 and "1 result matches the interpreter" in r.stdout, r.stderr


def test_run_triple_without_toolchain_names_the_package(tmp_path: Path) -> None:
    from xlac.targets.cpu.cross import cross_available

    if cross_available("s390x-linux-gnu"):
        pytest.skip("the s390x toolchain is installed here")
    r = xlac("run", str(write(tmp_path, ADD)), "--triple", "s390x-linux-gnu")
    assert r.returncode == 1 and "gcc-s390x-linux-gnu" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("stage,fragment", [("llvm", "define i32 @"), ("llvm-opt", "define"), ("asm", "addc")])
def test_dump_ir_stages(tmp_path: Path, stage: str, fragment: str) -> None:
    r = xlac("dump-ir", str(write(tmp_path, ADD)), "--stage", stage, "--triple", "riscv64-linux-gnu")
    assert r.returncode == 0, r.stderr
    assert fragment in r.stdout
    if stage != "asm":
        assert "riscv64" in r.stdout


@pytest.mark.parametrize("cpu,register", [("haswell", "%ymm"), ("skylake-avx512", "%zmm")])
def test_compile_for_a_named_cpu_uses_its_vector_registers(tmp_path: Path, cpu: str, register: str) -> None:
    """`--cpu` alone: the dot's kernel fills that CPU's widest registers (it used xmm for all)."""
    model = write(tmp_path, (REPO / "bench" / "dot_256.hlo").read_text(), "dot.hlo")
    r = xlac("compile", str(model), "--triple", "x86_64-linux-gnu", "--cpu", cpu, "--emit", "asm", "-o", "dot.s",
             cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    asm = (tmp_path / "dot.s").read_text()
    assert asm.count(register) > 50 and (register == "%zmm" or "%zmm" not in asm)


def test_an_object_for_a_cpu_this_one_is_not_is_refused_not_run(tmp_path: Path) -> None:
    """`xlac run model.o` of an object compiled for vector extensions this CPU lacks stops with
    a message naming them, not SIGILL; the sidecar lists what the object was compiled to use."""
    import json

    import llvmlite.binding as llvm

    from xlac.targets.cpu.machine import VECTOR_ISA, enabled_features

    have = enabled_features(llvm.get_host_cpu_features().flatten())
    lacking = [f for f in VECTOR_ISA if f not in have]
    model = write(tmp_path, (REPO / "bench" / "dot_256.hlo").read_text(), "dot.hlo")
    r = xlac("compile", str(model), "-o", "host.o", "--cpu", "native", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    isa = json.loads((tmp_path / "host.o.xlac.json").read_text())["extra"].get("isa", [])
    assert set(isa) <= have and ("avx" in isa) == ("avx" in have)
    assert xlac("run", "host.o", "-q", cwd=tmp_path).returncode == 0
    # a default object needs nothing of the CPU (its levels are chosen at run time)
    assert xlac("compile", str(model), "-o", "any.o", cwd=tmp_path).returncode == 0
    assert "isa" not in json.loads((tmp_path / "any.o.xlac.json").read_text())["extra"]
    if not lacking:
        pytest.skip("this CPU has every extension xlac checks for")
    r = xlac("compile", str(model), "-o", "other.o", "--features", "+" + lacking[-1], cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    r = xlac("run", "other.o", "-q", cwd=tmp_path)
    assert r.returncode == 1 and lacking[-1] in r.stderr and "does not have" in r.stderr
    assert "Traceback" not in r.stderr


def test_targets_lists_cpu_triples() -> None:
    r = xlac("targets")
    assert r.returncode == 0
    for triple in ("aarch64-linux-gnu", "riscv64-linux-gnu", "s390x-linux-gnu", "host (native)"):
        assert triple in r.stdout
    # what dots run as on this CPU: which of its dot-product instructions the kernels use
    dots = next(line for line in r.stdout.splitlines() if "dots here" in line)
    assert "GEMM kernels on" in dots and ("vdpbf16ps" in dots or "bf16/f16 via f32" in dots)
    assert "vpdpbusd" in dots or "(pmaddwd)" in dots


# ---- C programs from samples/main.c ----------------------------------------------------------

ARCHS = {"host": (None, "gcc", []), "aarch64": ("aarch64-linux-gnu", "aarch64-linux-gnu-gcc", ["qemu-aarch64"]),
         "riscv64": ("riscv64-linux-gnu", "riscv64-linux-gnu-gcc", ["qemu-riscv64"])}


def main_c_inputs(shapes: list) -> list[np.ndarray]:
    """The arrays samples/main.c fills, built the same way (position in the physical buffer)."""
    from xlac.targets.base import from_physical, physical_empty

    arrays = []
    for k, shape in enumerate(shapes):
        buf = physical_empty(shape)
        i = np.arange(buf.size, dtype=np.int64)
        v = (i * 7 + k * 13) % 23 - 11
        name = shape.dtype.name
        if name in ("f32", "f64"):
            flat = v / 16.0
        elif name == "pred":
            flat = (i + k) % 2
        elif name.startswith("u"):
            flat = v + 11
        else:
            flat = v
        buf.reshape(-1)[:] = flat.astype(buf.dtype)
        arrays.append(from_physical(buf, shape))
    return arrays


def parse_main_output(text: str) -> dict[int, list[float]]:
    values: dict[int, list[float]] = {}
    for m in re.finditer(r"^out(\d+)\[(\d+)\] = (\S+)$", text, re.M):
        values.setdefault(int(m.group(1)), []).append(float(m.group(3)))
    return values


@pytest.mark.parametrize("arch", list(ARCHS))
@pytest.mark.parametrize("sample", SAMPLES)
def test_main_c_matches_xlac_run(tmp_path: Path, sample: str, arch: str) -> None:
    """samples/main.c linked with a compiled sample prints what `xlac run` prints for its inputs."""
    from xlac.driver import load_module, run_module
    from xlac.targets.base import to_physical
    from xlac.targets.cpu.cross import cross_available, toolchain_for

    triple, compiler, runner = ARCHS[arch]
    if not shutil.which(compiler):
        pytest.skip(f"{compiler} not installed")
    if triple and not cross_available(triple):
        pytest.skip(f"no {triple} toolchain or qemu")
    obj = tmp_path / f"{sample}.o"
    r = xlac("compile", str(REPO / "samples" / f"{sample}.hlo"), "-o", str(obj), "--entry", sample,
             *(["--triple", triple] if triple else []))
    if r.returncode != 0 and "cannot compile" in r.stderr:
        pytest.skip(f"the cpu target cannot compile samples/{sample}.hlo yet: {r.stderr.strip()[:300]}")
    assert r.returncode == 0, r.stderr
    exe = tmp_path / sample
    r = cc("-std=c99", "-O2", "-Wall", "-Werror", "-I", str(tmp_path), f"-DXLAC_MODEL={sample}",
           str(REPO / "samples" / "main.c"), str(obj), "-o", str(exe), "-lm", compiler=compiler)
    assert r.returncode == 0, r.stderr
    cmd = runner + (["-L", toolchain_for(triple).sysroot] if triple else []) + [str(exe)]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    printed = parse_main_output(run.stdout)

    module = load_module(REPO / "samples" / f"{sample}.hlo")
    inputs = main_c_inputs(module.parameter_shapes)
    for k, arr in enumerate(inputs):
        np.save(tmp_path / f"in{k}.npy", arr)
    # what `xlac run MODEL -i in0.npy -i in1.npy ...` computes (the library call behind it)
    want = run_module(module, "auto", [str(tmp_path / f"in{k}.npy") for k in range(len(inputs))]).outputs
    leaves = [s for s in module.result_shape.leaves() if s.dtype.is_array]
    assert len(printed) == len(leaves)
    for j, shape in enumerate(leaves):
        expected = to_physical(want[j], shape).reshape(-1).astype(np.float64)
        np.testing.assert_allclose(np.array(printed[j]), expected, rtol=1e-5, atol=1e-5)


DONATED_SWAP = """HloModule donswap, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}, may-alias) }
ENTRY e {
  a = s32[4] parameter(0)
  b = s32[4] parameter(1)
  ROOT t = (s32[4], s32[4]) tuple(add(b, a), a)
}
"""

DONATED_MAIN = r"""#include <stdio.h>
#include <string.h>
#include "donswap.h"
int main(void) {
  static int32_t a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};
  static unsigned char temp[DONSWAP_TEMP_BYTES + 64] __attribute__((aligned(64)));
  void *params[2] = {a, b}, *results[2] = {a, b};  /* each result in its donated parameter */
  if (donswap(params, results, temp) != 0) return 1;
  printf("%d %d %d %d | %d %d %d %d\n", a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
  return 0;
}
"""


@needs_gcc
def test_donated_parameters_updated_in_place_from_c(tmp_path: Path) -> None:
    """A C caller passing each donated parameter's buffer as its result's (what the header now
    says it may): a = a + b, b = old a, both in place."""
    model = write(tmp_path, DONATED_SWAP, "donswap.hlo")
    r = xlac("compile", str(model), "-o", str(tmp_path / "donswap.o"))
    assert r.returncode == 0, r.stderr
    header = (tmp_path / "donswap.h").read_text()
    assert "results[0] = params[0], results[1] = params[1]" in header and "(may be params[1])" in header
    (tmp_path / "main.c").write_text(DONATED_MAIN)
    exe = tmp_path / "main"
    built = cc("-O1", "-I", str(tmp_path), str(tmp_path / "main.c"), str(tmp_path / "donswap.o"), "-o", str(exe))
    assert built.returncode == 0, built.stderr
    out = subprocess.run([str(exe)], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "11 22 33 44 | 1 2 3 4", out.stdout


JIT = """HloModule jit__lambda
ENTRY main.3 {
  x = f32[4] parameter(0)
  c = f32[] constant(SCALE)
  b = f32[4] broadcast(c), dimensions={}
  ROOT m = f32[4] multiply(x, b)
}
"""


@needs_gcc
def test_entry_is_named_after_the_output_file(tmp_path: Path) -> None:
    """Every JAX module is jit__lambda or jit_f: the entry took the module's name, so two models
    clashed in one program and samples/main.c's recipe (-o build/mlp.o, -DXLAC_MODEL=mlp) failed
    with `jit__lambda.h: No such file`. The entry is the output's stem; --entry still names it."""
    build = tmp_path / "build"
    build.mkdir()
    for name, scale in (("double", "2"), ("triple-it", "3")):
        hlo = write(tmp_path, JIT.replace("SCALE", scale), f"{name}.hlo")
        r = xlac("compile", str(hlo), "-o", str(build / f"{name}.o"))
        assert r.returncode == 0, r.stderr
    header = (build / "double.h").read_text()
    assert "int32_t double_(" not in header and "int32_t xlac_double(" in header  # a C keyword: prefixed
    assert "comes from the output file's name" in header
    assert "int32_t triple_it(" in (build / "triple-it.h").read_text()
    r = xlac("compile", str(write(tmp_path, JIT.replace("SCALE", "4"), "four.hlo")), "-o", str(build / "four.o"))
    assert r.returncode == 0, r.stderr
    exe = tmp_path / "four"
    r = cc("-std=c99", "-Wall", "-Werror", "-I", str(build), "-DXLAC_MODEL=four", str(REPO / "samples" / "main.c"),
           str(build / "four.o"), "-o", str(exe), "-lm")
    assert r.returncode == 0, r.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "out0" in run.stdout, run.stderr
    both = tmp_path / "both.c"
    both.write_text('#include "double.h"\n#include "triple-it.h"\n#include <stdio.h>\n'
                    "int main(void) {\n  float x[4] = {1, 2, 3, 4}, a[4], b[4];\n"
                    "  void *p[1] = {x}, *ra[1] = {a}, *rb[1] = {b};\n  static char temp[4096];\n"
                    "  if (xlac_double(p, ra, temp) || triple_it(p, rb, temp)) return 1;\n"
                    '  printf("%g %g\\n", a[3], b[3]);\n  return 0;\n}\n')
    r = cc("-std=c99", "-Wall", "-Werror", "-I", str(build), str(both), str(build / "double.o"),
           str(build / "triple-it.o"), "-o", str(tmp_path / "both"), "-lm")
    assert r.returncode == 0, r.stderr
    run = subprocess.run([str(tmp_path / "both")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.split() == ["8", "12"], (run.stdout, run.stderr)
    named = xlac("compile", str(tmp_path / "four.hlo"), "-o", str(build / "x.o"), "--entry", "four_x")
    assert named.returncode == 0 and "int32_t four_x(" in (build / "x.h").read_text()
    assert "comes from --entry" in (build / "x.h").read_text()


@needs_gcc
def test_objects_carry_the_models_file_name(tmp_path: Path) -> None:
    """Objects and assembly said `<string>` (`<string>:(.text+0x11cd): undefined reference`): the
    source name is the model's file name, never its folder."""
    hlo = write(tmp_path, 'HloModule jit_f\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT r = f32[4] custom-call(x), '
                          'custom_call_target="my_kernel"\n}\n', "my model.hlo")
    r = xlac("compile", str(hlo), "-o", str(tmp_path / "m.o"), "--emit", "all")
    assert r.returncode == 0, r.stderr
    assert '.file\t"my model.hlo"' in (tmp_path / "m.s").read_text()
    assert 'source_filename = "my model.hlo"' in (tmp_path / "m.ll").read_text()
    assert b"<string>" not in (tmp_path / "m.o").read_bytes() and str(tmp_path).encode() not in \
        (tmp_path / "m.o").read_bytes()
    main = tmp_path / "main.c"
    main.write_text('#include "m.h"\nint main(void) { return m(0, 0, 0); }\n')
    linked = cc("-I", str(tmp_path), str(main), str(tmp_path / "m.o"), "-o", str(tmp_path / "prog"), "-lm")
    assert linked.returncode != 0 and "my_kernel" in linked.stderr
    assert "my model.hlo" in linked.stderr and "<string>" not in linked.stderr, linked.stderr
