"""The CUDA driver binding and the host program, without a GPU (the gpu-marked tests use one)."""

from __future__ import annotations

import pytest

from xlac.codegen.gpu.program import Cond, Copy, Launch, Loc, Program, While
from xlac.targets.nvptx.cuda import _SIGNATURES, Driver, NoGpu


def test_missing_driver_is_one_clean_line():
    with pytest.raises(NoGpu) as info:
        Driver.load("libcuda-that-does-not-exist.so.1")
    message = info.value.message
    assert "\n" not in message and message.startswith("no GPU:") and "libcuda-that-does-not-exist" in message


def test_bound_entry_points_are_the_abi_names():
    """cuda.h's macros map cuMemAlloc to cuMemAlloc_v2 etc.: bind the versioned symbols."""
    for name in ("cuMemAlloc_v2", "cuMemFree_v2", "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuLaunchKernel",
                 "cuModuleLoadDataEx", "cuModuleGetFunction", "cuStreamSynchronize", "cuGetErrorString"):
        assert name in _SIGNATURES
    assert "cuMemAlloc" not in _SIGNATURES and "cuCtxCreate" not in _SIGNATURES


def test_program_round_trips_through_json():
    prog = Program([
        Launch("k0", (4, 1, 1), (256, 1, 1)),
        While([Launch("k1", (1, 1, 1), (1, 1, 1))], Loc("temp", 0, 64),
              [Launch("k2", (2, 1, 1), (128, 1, 1)), Copy(Loc("temp", 0, 0), Loc("temp", 0, 128), 16)]),
        Cond(Loc("param", 1, 0), "i4", False, [[Launch("k3", (1, 1, 1), (32, 1, 1))], []]),
    ])
    again = Program.from_json(prog.to_json())
    assert again == prog
    assert [k.kernel for k in again.kernels()] == ["k0", "k1", "k2", "k3"]


def test_long_reductions_use_a_block_per_output_and_match_numpy():
    """A reduction of >= TREE_MIN elements per output runs as a shared-memory tree (one block
    per output; init applied once), checked here through the simulator against numpy, and its
    PTX (bar.sync, shared memory) through ptxas."""
    import numpy as np

    from xlac.driver import load_text
    from xlac.targets.nvptx.lowering import lower
    from xlac.targets.nvptx.ptx import check
    from xlac.targets.nvptx.simulator import SimulatedGpuModule

    text = """HloModule rows
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
mx { a = s32[] parameter(0)  b = s32[] parameter(1)  ROOT m = s32[] maximum(a, b) }
ENTRY e {
  x = f32[7,300]{1,0} parameter(0)
  i = s32[300,5]{1,0} parameter(1)
  one = f32[] constant(1)
  lo = s32[] constant(-100)
  rows = f32[7]{0} reduce(x, one), dimensions={1}, to_apply=add
  cols = s32[5]{0} reduce(i, lo), dimensions={0}, to_apply=mx
  ROOT t = (f32[7]{0}, s32[5]{0}) tuple(rows, cols)
}"""
    module = load_text(text)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((7, 300)).astype(np.float32)
    i = rng.integers(-50, 50, (300, 5)).astype(np.int32)
    rows, cols = SimulatedGpuModule(module).run(x, i)
    np.testing.assert_allclose(rows, x.astype(np.float64).sum(axis=1) + 1, rtol=1e-5, atol=1e-4)
    np.testing.assert_array_equal(cols, i.max(axis=0))
    lowered = lower(module)
    assert lowered.tree_kernels == 2
    assert "bar.sync" in lowered.ptx and ".shared" in lowered.ptx
    check(lowered.ptx)
