"""The CUDA driver binding and the host program, without a GPU (the gpu-marked tests use one)."""

from __future__ import annotations

import pytest

from xlac.targets.nvptx.cuda import _SIGNATURES, Driver, NoGpu
from xlac.targets.nvptx.program import Cond, Copy, Launch, Loc, Program, While


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
