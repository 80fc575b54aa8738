"""Cortex-M benchmarks of any length: the firmware held every timed call's time on its 16 KiB
stack, so ~2000 runs and more locked the core up under qemu-system-arm. Times now leave over
semihosting in fixed batches, every one of them, so the median and min are the host's (all runs).
Also: a module compiled with threads (what `xlac run --triple` compiles) links and runs there."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.hlo.parser import parse_module
from xlac.registry import get_target
from xlac.targets.cpu import cortexm
from xlac.targets.cpu.options import CpuOptions

pytestmark = pytest.mark.skipif(bool(cortexm.missing_tools()), reason="; ".join(cortexm.missing_tools()))

TINY_HLO = """HloModule tiny
ENTRY main {
  x = f32[4] parameter(0)
  ROOT y = f32[4] add(x, x)
}
"""
# More timed calls than the old stack buffer held (16 KiB of doubles: 2048).
RUNS = 4000


def _tiny(triple: str):
    return get_target("cpu").compile(parse_module(TINY_HLO), CpuOptions(triple=triple, ahead_of_time=True))


@pytest.mark.parametrize("triple", cortexm.KNOWN_TRIPLES)
def test_long_benchmark_returns_every_time(triple: str, tmp_path: Path) -> None:
    x = np.arange(4, dtype=np.float32)
    outputs, times = _tiny(triple).run_timed(cortexm.CortexMDevice(triple, keep=tmp_path), [x], RUNS)
    np.testing.assert_array_equal(outputs[0], x + x)
    assert len(times) == RUNS and all(t >= 0 for t in times)


@pytest.mark.parametrize("runs", [1, cortexm.TIMES_BATCH, cortexm.TIMES_BATCH + 1])
def test_batch_edges(runs: int, tmp_path: Path) -> None:
    triple = "thumbv7em-none-eabihf"
    _, times = _tiny(triple).run_timed(cortexm.CortexMDevice(triple, keep=tmp_path), [np.ones(4, np.float32)], runs)
    assert len(times) == runs


def test_cli_benchmark_4000(tmp_path: Path) -> None:
    hlo = tmp_path / "tiny.hlo"
    hlo.write_text(TINY_HLO)
    proc = xlac("run", str(hlo), "--triple", "thumbv7em-none-eabihf", "--benchmark", str(RUNS), "-q")
    assert proc.returncode == 0, proc.stderr
    assert f"over {RUNS} runs (emulated: qemu-system-arm's time, not a Cortex-M's)" in proc.stdout


def test_threaded_module_runs_on_one_core(tmp_path: Path) -> None:
    """The loops that would go to the thread pool run whole on the one core."""
    triple = "thumbv7em-none-eabihf"
    hlo = """HloModule par_add
ENTRY main {
  x = f32[256,256] parameter(0)
  ROOT y = f32[256,256] add(x, x)
}
"""
    exe = get_target("cpu").compile(parse_module(hlo), CpuOptions(triple=triple, threads=2))
    assert exe.info.extra.get("threads") == 2
    x = np.random.default_rng(0).standard_normal((256, 256)).astype(np.float32)
    got = exe.run(cortexm.CortexMDevice(triple, keep=tmp_path), x)
    np.testing.assert_array_equal(got[0], x + x)
