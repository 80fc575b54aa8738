"""The nvptx acceptance figures, on a machine with a GPU (not a test: run it there).

    python tests/nvptx/gpu_bench.py            # device name, dot 4096^2 f32 FLOP/s, 256M-element
                                               # fused chain bandwidth vs a device-to-device copy

FLOP/s are compared by the caller with the datasheet's dense FP32 peak of the model printed;
bandwidth with the copy measured in the same run.
"""

from __future__ import annotations

import time

import numpy as np

from xlac.driver import load_text
from xlac.targets.nvptx.device import CudaDevice
from xlac.targets.nvptx.target import NvptxTarget

DOT = """HloModule dot4096
ENTRY e {
  a = f32[4096,4096]{1,0} parameter(0)
  b = f32[4096,4096]{1,0} parameter(1)
  ROOT d = f32[4096,4096]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"""

CHAIN = """HloModule chain
ENTRY e {
  x = f32[268435456]{0} parameter(0)
  c1 = f32[] constant(1.5)
  c2 = f32[] constant(0.25)
  b1 = f32[268435456]{0} broadcast(c1), dimensions={}
  b2 = f32[268435456]{0} broadcast(c2), dimensions={}
  m = f32[268435456]{0} multiply(x, b1)
  a = f32[268435456]{0} add(m, b2)
  t = f32[268435456]{0} multiply(a, a)
  ROOT r = f32[268435456]{0} subtract(t, x)
}"""


def _time(device: CudaDevice, exe, params, results, repeat: int = 5) -> float:
    device.launch(exe, params, results)
    device.synchronize()
    return min(device.launch_timed(exe, params, results, repeat)) / 1e3


def main() -> None:
    device = CudaDevice.open()
    major, minor = device.ctx.compute_capability
    print("device:", device.name, f"sm_{major}{minor}")
    target = NvptxTarget()
    rng = np.random.default_rng(0)

    exe = target.compile(load_text(DOT))
    a = rng.standard_normal((4096, 4096), dtype=np.float32)
    params = [device.transfer.to_device(a, s) for s in exe.parameter_shapes]
    results = exe.result_buffers(device)
    seconds = _time(device, exe, params, results)
    print(f"dot 4096x4096 f32: {2 * 4096 ** 3 / seconds / 1e12:.2f} TFLOP/s ({seconds * 1e3:.2f} ms)")

    exe = target.compile(load_text(CHAIN))
    x = rng.standard_normal(268435456, dtype=np.float32)
    params = [device.transfer.to_device(x, exe.parameter_shapes[0])]
    results = exe.result_buffers(device)
    seconds = _time(device, exe, params, results)
    moved = 2 * x.nbytes
    print(f"fused chain 256M f32: {moved / seconds / 1e9:.1f} GB/s ({seconds * 1e3:.2f} ms)")
    dst = device.allocate(x.nbytes)
    device.ctx.dtod(dst, params[0], x.nbytes)
    device.synchronize()
    start = time.perf_counter()
    for _ in range(5):
        device.ctx.dtod(dst, params[0], x.nbytes)
    device.synchronize()
    copy = (time.perf_counter() - start) / 5
    print(f"device-to-device copy: {moved / copy / 1e9:.1f} GB/s")


if __name__ == "__main__":
    import sys

    from xlac.errors import XlacError

    try:
        main()
    except XlacError as e:
        sys.exit(e.message)
