"""Bare-metal thumb code linked into firmware (startup code, newlib's libm, inputs in flash,
outputs over semihosting) and run under qemu-system-arm on an emulated MPS2 board, compared with
the outputs real XLA computed; the header's memory figures; a 1,000-parameter MLP in 64 KiB."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case, known_failures
from edge_corpus import DEVICE_GROUPS, FAST, entry_name, group_cases, run_case

from xlac.errors import XlacError
from xlac.evaluator.core import Evaluator
from xlac.hlo.parser import parse_module
from xlac.registry import get_target
from xlac.targets.cpu import cortexm
from xlac.targets.cpu.options import CpuOptions

pytestmark = pytest.mark.skipif(bool(cortexm.missing_tools()), reason="; ".join(cortexm.missing_tools()))
TRIPLE = "thumbv7em-none-eabihf"


def _check(name: str, tmp_path: Path) -> None:
    reason = known_failures().get("cpu", {}).get(name)
    try:
        problems = run_case(case(name), "cortexm", keep=tmp_path)
    except XlacError as e:
        problems = [e.message]
    if reason and problems:
        pytest.xfail(f"fails on the host cpu too: {reason}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", FAST)
def test_fast_subset_matches_xla(name: str, tmp_path: Path) -> None:
    _check(name, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", [c.name for g in DEVICE_GROUPS["cortexm"] for c in group_cases(g)])
def test_group_case_matches_xla(name: str, tmp_path: Path) -> None:
    _check(name, tmp_path)


@pytest.mark.parametrize("triple", ["thumbv7m-none-eabi", "thumbv8m.main-none-eabihf"])
def test_other_cores(triple: str, tmp_path: Path) -> None:
    """Cortex-M3 (no FPU, mps2-an385: floats in software, newlib's soft-float libm) and
    Cortex-M33 (mps2-an505, booting in the secure state)."""
    c = case("unary_tanh_f32")
    exe = get_target("cpu").compile(parse_module(c.hlo.read_text()), CpuOptions(triple=triple, ahead_of_time=True))
    ins, want = c.arrays()
    got = exe.run(cortexm.CortexMDevice(triple, keep=tmp_path), *ins)
    np.testing.assert_allclose(got[0], want[0], rtol=c.rtol, atol=c.atol)


def mlp_hlo(sizes: tuple[int, ...], seed: int = 0) -> tuple[str, int]:
    """An MLP (tanh hidden layers) with its weights as constants (flash); one f32[1,n] input."""
    rng = np.random.default_rng(seed)

    def lit(a: np.ndarray) -> str:
        if a.ndim == 1:
            return "{" + ",".join(f"{v:.6g}" for v in a) + "}"
        return "{" + ",".join(lit(r) for r in a) + "}"

    lines, count, x = [f"  x = f32[1,{sizes[0]}] parameter(0)"], 0, "x"
    for k, (n, m) in enumerate(zip(sizes, sizes[1:])):
        w, b = rng.normal(0, 0.3, (n, m)).astype(np.float32), rng.normal(0, 0.1, (m,)).astype(np.float32)
        count += w.size + b.size
        lines += [f"  w{k} = f32[{n},{m}] constant({lit(w)})", f"  b{k} = f32[{m}] constant({lit(b)})",
                  f"  d{k} = f32[1,{m}] dot({x}, w{k}), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}",
                  f"  bb{k} = f32[1,{m}] broadcast(b{k}), dimensions={{1}}",
                  f"  s{k} = f32[1,{m}] add(d{k}, bb{k})"]
        x = f"s{k}"
        if k < len(sizes) - 2:
            lines.append(f"  t{k} = f32[1,{m}] tanh(s{k})")
            x = f"t{k}"
    lines[-1] = "  ROOT " + lines[-1].strip()
    return "HloModule mlp\n\nENTRY main {\n" + "\n".join(lines) + "\n}\n", count


def test_thousand_parameter_mlp_fits_64k_ram(tmp_path: Path) -> None:
    text, count = mlp_hlo((16, 48, 8))
    assert count >= 1000
    module = parse_module(text)
    exe = get_target("cpu").compile(module, CpuOptions(triple=TRIPLE, entry_name="mlp", ahead_of_time=True))
    x = np.random.default_rng(1).normal(size=(1, 16)).astype(np.float32)
    # the whole firmware's RAM (data, bss: results and temp, and its 16 KiB stack) capped at 64 KiB
    got = exe.run(cortexm.CortexMDevice(TRIPLE, keep=tmp_path, ram_bytes=64 << 10), x)
    want = np.asarray(Evaluator(module).run([x]))
    np.testing.assert_allclose(got[0], want, rtol=1e-5, atol=1e-5)
    mem = cortexm.memory_footprint(exe.object_code(), exe.info)
    assert mem["ram_bytes"] + mem["buffer_bytes"] <= 64 << 10
    assert mem["flash_bytes"] >= 4 * count  # the weights are read-only data


def test_too_small_ram_is_a_clean_error(tmp_path: Path) -> None:
    module = parse_module(mlp_hlo((16, 48, 8))[0])
    exe = get_target("cpu").compile(module, CpuOptions(triple=TRIPLE, entry_name="mlp", ahead_of_time=True))
    with pytest.raises(XlacError, match="does not fit"):
        exe.run(cortexm.CortexMDevice(TRIPLE, keep=tmp_path, ram_bytes=8 << 10), np.zeros((1, 16), np.float32))


def test_header_states_flash_and_ram(tmp_path: Path) -> None:
    (tmp_path / "mlp.hlo").write_text(mlp_hlo((16, 48, 8))[0])
    proc = xlac("compile", str(tmp_path / "mlp.hlo"), "--triple", TRIPLE, "-o",
                           str(tmp_path / "mlp.o"))
    assert proc.returncode == 0, proc.stderr
    header = (tmp_path / "mlp.h").read_text()
    assert "bytes of flash (code and constants" in header and "bytes of RAM" in header
    # and it compiles for the microcontroller
    subprocess.run(["arm-none-eabi-gcc", "-mthumb", "-mcpu=cortex-m4", "-std=c99", "-Wall", "-Werror", "-c",
                    "-x", "c", "-o", str(tmp_path / "h.o"), "-"], input=f'#include "{tmp_path}/mlp.h"\n',
                   text=True, check=True)


def test_budget_warnings(tmp_path: Path) -> None:
    (tmp_path / "mlp.hlo").write_text(mlp_hlo((16, 48, 8))[0])
    args = ["compile", str(tmp_path / "mlp.hlo"), "--triple", TRIPLE, "-o", str(tmp_path / "mlp.o")]
    fits = xlac(*args, "--max-ram", "64K", "--max-flash", "1M")
    assert fits.returncode == 0 and "warning" not in fits.stderr, fits.stderr
    tight = xlac(*args, "--max-ram", "64", "--max-flash", "1K")
    assert tight.returncode == 0, tight.stderr
    assert "more than --max-ram 64" in tight.stderr and "more than --max-flash 1K" in tight.stderr
    bad = xlac(*args, "--max-ram", "lots")
    assert bad.returncode == 1 and bad.stderr.strip().count("\n") == 0 and "not a size" in bad.stderr


def test_run_cli(tmp_path: Path) -> None:
    c = case("sort_f32_specials")
    proc = xlac("run", str(c.hlo), "--triple", TRIPLE, "-i", str(c.hlo.with_suffix(".npz")),
                           "--check", "-q")
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"check: \d+ results? match(es)? the interpreter", proc.stdout)


@pytest.mark.parametrize("tool,package", [("arm-none-eabi-gcc", "gcc-arm-none-eabi"),
                                          ("qemu-system-arm", "qemu-system-arm")])
def test_missing_tool_is_one_line_naming_the_package(monkeypatch, tool: str, package: str) -> None:
    real = shutil.which
    monkeypatch.setattr(cortexm.shutil, "which", lambda name: None if name == tool else real(name))
    with pytest.raises(XlacError) as e:
        cortexm.CortexMDevice(TRIPLE)
    assert f"Debian package {package}" in e.value.message and "\n" not in e.value.message


def test_entry_names_are_c_identifiers() -> None:
    assert entry_name("a-b.c") == "xlac_case_a_b_c"
