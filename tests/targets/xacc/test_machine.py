"""A second chip of the xacc family is a subclass of the machine description: the code generator,
the register allocator, the matrix unit's kernels and the simulator read lanes, register files,
the scratchpad and the matrix tile from it."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.registry import get_target
from xlac.targets.xacc import isa
from xlac.targets.xacc.target import XaccTarget


class Xacc32(isa.MachineDescription):
    """32 lanes, 24 registers of each kind, 32x32 matrix tiles in 8 accumulators, 8 MiB."""

    name = "xacc32"
    lanes = 32
    scalar_registers = 24
    vector_registers = 24
    matrix_tile = 32
    accumulators = 8
    scratchpad_bytes = 8 << 20


class Xacc32Target(XaccTarget):
    name = "xacc32"
    machine = Xacc32()


MODULES = {
    "chain": """HloModule chain
ENTRY e {
  x = f32[1000] parameter(0)
  y = f32[1000] parameter(1)
  a = f32[1000] multiply(x, y)
  ROOT r = f32[1000] tanh(a)
}""",
    "reduce_transpose": """HloModule r
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[37,45] parameter(0)
  t = f32[45,37] transpose(x), dimensions={1,0}
  z = f32[] constant(0)
  ROOT r = f32[45] reduce(t, z), dimensions={1}, to_apply=add
}""",
    "matrix_dot": """HloModule d
ENTRY e {
  a = f32[64,96] parameter(0)
  b = f32[96,128] parameter(1)
  ROOT d = f32[64,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}""",
    "wide_s64": """HloModule w
ENTRY e {
  a = s64[5,7] parameter(0)
  b = s64[5,7] parameter(1)
  m = s64[5,7] multiply(a, b)
  ROOT d = s64[5,7] divide(m, a)
}""",
    "sort": """HloModule s
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[3,50] parameter(0)
  ROOT s = f32[3,50] sort(x), dimensions={1}, to_apply=lt
}""",
}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_32_lane_chip_computes_what_the_interpreter_does(name: str) -> None:
    module = load_text(MODULES[name])
    rng = np.random.default_rng(0)
    args = [rng.integers(-50, 50, s.dims).astype(s.dtype.np) if s.dtype.is_integer
            else rng.standard_normal(s.dims).astype(s.dtype.np) for s in module.parameter_shapes]
    exe = Xacc32Target().compile(module)
    if name == "matrix_dot":
        assert "mmac" in exe.assembly  # the matrix unit, with 32x32 tiles
    got = exe.run(None, *args)
    want = get_target("interpreter").compile(module).run(None, *args)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-4)


def test_the_chip_is_what_the_code_uses() -> None:
    """The register allocator hands out the chip's registers only, and vectors are its width."""
    module = load_text(MODULES["chain"])
    asm = Xacc32Target().compile(module).assembly
    regs = {int(tok[1:].rstrip(",")) for line in asm.splitlines() for tok in line.split()
            if tok[:1] in "sv" and tok[1:].rstrip(",").isdigit()}
    assert max(regs) < 24
    assert "addi" in asm and ", 32" in asm  # the vector loop steps 32 lanes
    default = XaccTarget().compile(module).assembly
    assert default != asm
