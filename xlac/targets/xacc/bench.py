"""The xacc cycle-model benchmarks (`python -m xlac.targets.xacc.bench`, `make bench-xacc`).

Three kernels the issue sets targets for, each compiled by the real code generator and run on
the simulator, checked against the interpreter, with the statistics `xlac run --stats` prints:

- a fused elementwise chain over 1M f32 elements: vector-unit busy share, DMA overlap, and the
  simulator's speed in simulated instructions per second of host CPU time;
- a 512x512x512 f32 dot: matrix-unit multiply-accumulates per cycle against the peak of 256;
- a 3x3 convolution on a 56x56x64 image (64 output channels): the same, counting only useful
  multiply-accumulates.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from .simulator import Stats

CHAIN = """HloModule chain
ENTRY e {
  x = f32[{n}] parameter(0)
  y = f32[{n}] parameter(1)
  h = f32[] constant(0.5)
  hb = f32[{n}] broadcast(h), dimensions={}
  a = f32[{n}] multiply(x, hb)
  b = f32[{n}] add(a, y)
  c = f32[{n}] multiply(b, b)
  d = f32[{n}] subtract(c, x)
  m = f32[{n}] maximum(d, y)
  f = f32[{n}] multiply(m, hb)
  g = f32[{n}] add(f, a)
  ROOT r = f32[{n}] tanh(g)
}
""".replace("{n}", str(1 << 20))

DOT = """HloModule dot
ENTRY e {
  a = f32[512,512] parameter(0)
  b = f32[512,512] parameter(1)
  ROOT d = f32[512,512] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
"""

CONV = """HloModule conv
ENTRY e {
  x = f32[1,56,56,64] parameter(0)
  k = f32[3,3,64,64] parameter(1)
  ROOT c = f32[1,56,56,64] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
"""


def _run(text: str, name: str, check: bool) -> tuple[Stats, float]:
    from xlac.evaluator import Evaluator
    from xlac.hlo.parser import parse_module
    from xlac.hlo.verifier import verify

    from .device import XaccDevice
    from .elemental import arr
    from .target import XaccTarget

    module = parse_module(text, name)
    verify(module)
    exe = XaccTarget().compile(module)
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(arr(s).dims).astype(np.float32) for s in module.parameter_shapes]
    device = XaccDevice()
    start = time.process_time()
    got = exe.run(device, *args)
    cpu = time.process_time() - start
    if check:
        want = Evaluator(module).run(args)
        if not np.allclose(got[0], np.asarray(want), rtol=1e-4, atol=1e-4):
            raise SystemExit(f"{name}: results differ from the reference evaluator")
    assert device.last_stats is not None
    return device.last_stats, cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-check", action="store_true", help="skip the comparison with the interpreter")
    args = parser.parse_args(argv)
    check = not args.no_check
    st, cpu = _run(CHAIN, "chain", check)
    print(f"elementwise chain, 1M f32: {st.cycles} cycles, vector unit busy {100 * st.vector_busy / st.cycles:.1f}%"
          f" (target >= 80%), DMA {st.dma_bytes} bytes with {st.dma_stall_cycles} stall cycles"
          f" ({100 * st.dma_stall_cycles / st.cycles:.2f}% of cycles); simulator {st.instructions} instructions"
          f" in {cpu:.2f} s CPU = {st.instructions / max(cpu, 1e-9) / 1e6:.2f} M/s (target >= 1)")
    st, cpu = _run(DOT, "dot", check)
    macs = 512 ** 3
    print(f"dot 512x512x512 f32: {st.cycles} cycles, {macs / st.cycles:.1f} multiply-accumulates per cycle ="
          f" {100 * macs / st.cycles / 256:.1f}% of the matrix unit's peak (target >= 70%)")
    st, cpu = _run(CONV, "conv", check)
    macs = 56 * 56 * 64 * 64 * 9
    print(f"conv 3x3 56x56x64->64 f32: {st.cycles} cycles, {macs / st.cycles:.1f} useful multiply-accumulates per"
          f" cycle = {100 * macs / st.cycles / 256:.1f}% of peak (target >= 50%); matrix unit busy"
          f" {100 * st.matrix_busy / st.cycles:.1f}% (tiles padded to 16 pixels included)")


if __name__ == "__main__":
    main()
