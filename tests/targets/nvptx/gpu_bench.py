"""The nvptx acceptance figures, on a machine with a GPU (not a test: run it there).

    python tests/targets/nvptx/gpu_bench.py            # device name, dot 4096^2 f32 FLOP/s, 256M-element
                                               # fused chain bandwidth vs a device-to-device copy

FLOP/s are compared by the caller with the datasheet's dense FP32 peak of the model printed;
bandwidth with the copy measured in the same run.
"""

from __future__ import annotations

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


# Datasheet dense FP32 peaks (TFLOP/s, boost clock) by the name the driver reports.
FP32_PEAK = {"H100 80GB HBM3": 66.9, "H100 SXM": 66.9, "H100 NVL": 60.0, "H100 PCIe": 51.2, "H200": 66.9,
             "A100": 19.5, "L40S": 91.6, "L4": 30.3}


def _time(device: CudaDevice, exe, params, results, repeat: int = 10) -> float:
    """Median seconds of ``repeat`` launches after a warm-up, on CUDA events."""
    device.launch(exe, params, results)
    return float(np.median(device.launch_timed(exe, params, results, repeat))) / 1e3


def _peak(name: str) -> float | None:
    return next((v for k, v in FP32_PEAK.items() if k in name), None)


def main() -> None:
    device = CudaDevice.open()
    major, minor = device.ctx.compute_capability
    peak = _peak(device.name)
    print("device:", device.name, f"sm_{major}{minor}", f"FP32 peak {peak} TFLOP/s" if peak else "")
    target = NvptxTarget()
    rng = np.random.default_rng(0)

    exe = target.compile(load_text(DOT))
    a = rng.standard_normal((4096, 4096), dtype=np.float32)
    b = rng.standard_normal((4096, 4096), dtype=np.float32)
    params = [device.transfer.to_device(x, s) for x, s in zip((a, b), exe.parameter_shapes)]
    results = exe.result_buffers(device)
    seconds = _time(device, exe, params, results)
    flops = 2 * 4096 ** 3 / seconds / 1e12
    share = f", {100 * flops / peak:.1f}% of peak" if peak else ""
    print(f"dot 4096x4096 f32: {flops:.2f} TFLOP/s ({seconds * 1e3:.3f} ms{share})")
    got = device.transfer.from_device(results[0], exe.result_leaves[0])
    rows = rng.choice(4096, 16, replace=False)
    want = a[rows].astype(np.float64) @ b.astype(np.float64)
    print("dot check: max |error| on 16 rows", float(np.max(np.abs(got[rows] - want))))

    exe = target.compile(load_text(CHAIN))
    x = rng.standard_normal(268435456, dtype=np.float32)
    params = [device.transfer.to_device(x, exe.parameter_shapes[0])]
    results = exe.result_buffers(device)
    seconds = _time(device, exe, params, results)
    moved = 2 * x.nbytes
    chain = moved / seconds / 1e9
    got = device.transfer.from_device(results[0], exe.result_leaves[0])
    a1 = x * np.float32(1.5) + np.float32(0.25)
    print("chain check: max |error|", float(np.max(np.abs(got - (a1 * a1 - x)))))
    dst = device.allocate(x.nbytes)
    start, end = device.ctx.event(), device.ctx.event()
    copies = []
    for _ in range(10):
        device.ctx.record(start)
        device.ctx.dtod(dst, params[0], x.nbytes)
        device.ctx.record(end)
        copies.append(device.ctx.elapsed_ms(start, end) / 1e3)
    copy = moved / float(np.median(copies)) / 1e9
    print(f"fused chain 256M f32: {chain:.1f} GB/s ({seconds * 1e3:.3f} ms), "
          f"device-to-device copy {copy:.1f} GB/s: {100 * chain / copy:.1f}% of the copy")


if __name__ == "__main__":
    import sys

    from xlac.errors import XlacError

    try:
        main()
    except XlacError as e:
        sys.exit(e.message)
