"""`xlac run --triple` of modules that need more than libm: code compiled with threads calls xlac's
thread pool (xlac/runtime/parallel.c), which the qemu-user harness now cross-compiles and links
with -pthread (and runs with two threads), and wasm32 gets a one-thread pool; custom calls, which
only xlac's own process can bind, are refused by name in one line instead of the linker's output.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case

from xlac.codegen.llvm.fill import PARALLEL_MIN_WORK
from xlac.hlo.parser import parse_module
from xlac.registry import get_target
from xlac.targets.cpu import wasm
from xlac.targets.cpu.cross import QemuDevice, cross_available, missing_tools, toolchain_for
from xlac.targets.cpu.options import CpuOptions

# s390x is big-endian; riscv64 and aarch64 are what `make samples` runs.
TRIPLES = ["aarch64-linux-gnu", "riscv64-linux-gnu", "s390x-linux-gnu"]

# Just enough elements for the loop to go to the thread pool (fill.py's threshold).
SIDE = 256
EXP_HLO = f"""HloModule par_exp
ENTRY main {{
  x = f32[{SIDE},{SIDE}] parameter(0)
  ROOT e = f32[{SIDE},{SIDE}] exponential(x)
}}
"""
DOT_HLO = """HloModule par_dot
ENTRY main {
  a = f32[128,128] parameter(0)
  ROOT d = f32[128,128] dot(a, a), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
"""


def need(triple: str) -> None:
    if not cross_available(triple):
        tc = toolchain_for(triple)
        pytest.skip(f"no {triple} toolchain: " + "; ".join(missing_tools(tc)) + f" ({tc.install_hint})")


def one_line_error(proc) -> str:
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stderr.startswith("error: ") and proc.stderr.count("\n") == 1, proc.stderr
    assert "undefined reference" not in proc.stderr and "Traceback" not in proc.stderr
    return proc.stderr


def test_the_module_is_big_enough_for_threads() -> None:
    assert SIDE * SIDE >= PARALLEL_MIN_WORK


@pytest.mark.parametrize("triple", TRIPLES)
def test_threaded_module_links_the_pool_and_runs(triple: str, tmp_path: Path, monkeypatch) -> None:
    need(triple)
    monkeypatch.setenv("XLAC_NUM_THREADS", "2")  # the qemu program's pool: two threads
    exe = get_target("cpu").compile(parse_module(EXP_HLO), CpuOptions(triple=triple, threads=2))
    assert exe.info.extra.get("threads") == 2
    x = np.random.default_rng(0).uniform(-4, 4, (SIDE, SIDE)).astype(np.float32)
    got = exe.run(QemuDevice(triple, keep=tmp_path), x)
    assert (tmp_path / "xlac_parallel.o").is_file()
    np.testing.assert_allclose(got[0], np.exp(x), rtol=2e-6)


def test_cli_run_of_a_threaded_dot_matches_the_host(tmp_path: Path) -> None:
    """The tester's case: `xlac run big.hlo --triple riscv64-linux-gnu` (threads as on the host)."""
    triple = "riscv64-linux-gnu"
    need(triple)
    hlo = tmp_path / "dot.hlo"
    hlo.write_text(DOT_HLO)
    env = {"XLAC_NUM_THREADS": "2"}
    cross = xlac("run", str(hlo), "--triple", triple, "-q", "--output", str(tmp_path / "cross.npz"), env=env)
    assert cross.returncode == 0, cross.stderr
    host = xlac("run", str(hlo), "-q", "--output", str(tmp_path / "host.npz"), env=env)
    assert host.returncode == 0, host.stderr
    with np.load(tmp_path / "cross.npz") as c, np.load(tmp_path / "host.npz") as h:
        np.testing.assert_allclose(c["out0"], h["out0"], rtol=1e-5, atol=1e-4)


def test_object_compiled_with_threads_runs(tmp_path: Path) -> None:
    triple = "aarch64-linux-gnu"
    need(triple)
    hlo = tmp_path / "exp.hlo"
    hlo.write_text(EXP_HLO)
    obj = tmp_path / "exp.o"
    made = xlac("compile", str(hlo), "--triple", triple, "--threads", "2", "-o", str(obj))
    assert made.returncode == 0, made.stderr
    x = np.random.default_rng(2).uniform(-4, 4, (SIDE, SIDE)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    ran = xlac("run", str(obj), "--input", str(tmp_path / "x.npy"), "-q", "--output", str(tmp_path / "out.npz"),
               env={"XLAC_NUM_THREADS": "2"})
    assert ran.returncode == 0, ran.stderr
    with np.load(tmp_path / "out.npz") as out:
        np.testing.assert_allclose(out["out0"], np.exp(x), rtol=2e-6)


@pytest.mark.parametrize("triple", ["aarch64-linux-gnu", "s390x-linux-gnu"])
def test_custom_calls_are_refused_by_name(triple: str) -> None:
    need(triple)
    err = one_line_error(xlac("run", str(case("linalg_cholesky").hlo), "--triple", triple, "-q"))
    assert "lapack_spotrf_ffi" in err and triple in err


def test_object_without_its_hlo_names_the_custom_calls(tmp_path: Path) -> None:
    """An object whose sidecar stores no HLO (big constants): the link's undefined symbols, named
    in one line, without the FFI table the runtime C file defines."""
    triple = "aarch64-linux-gnu"
    need(triple)
    obj = tmp_path / "chol.o"
    made = xlac("compile", str(case("linalg_cholesky").hlo), "--triple", triple, "-o", str(obj))
    assert made.returncode == 0, made.stderr
    sidecar = tmp_path / "chol.o.xlac.json"
    doc = json.loads(sidecar.read_text())
    doc["hlo"] = None
    sidecar.write_text(json.dumps(doc))
    err = one_line_error(xlac("run", str(obj), "-q"))
    assert "lapack_spotrf_ffi" in err and "xlac_ffi_api" not in err


@pytest.mark.skipif(bool(wasm.missing_tools()), reason="; ".join(wasm.missing_tools()))
def test_threaded_module_runs_in_node(tmp_path: Path) -> None:
    """wasm32 has no threads: the module gets a pool that runs each loop on the caller."""
    exe = get_target("cpu").compile(parse_module(EXP_HLO), CpuOptions(triple=wasm.WASM_TRIPLE, threads=2))
    assert exe.info.extra.get("threads") == 2
    x = np.random.default_rng(1).uniform(-4, 4, (SIDE, SIDE)).astype(np.float32)
    got = exe.run(wasm.NodeDevice(keep=tmp_path), x)
    np.testing.assert_allclose(got[0], np.exp(x), rtol=2e-6)
