"""reshape-to-bitcast: reshapes that move no byte become bitcasts outside fusions, so the
buffer assignment gives them their operand's memory; others stay reshapes."""

from __future__ import annotations

from pass_testing import evaluate, parse, random_inputs, same_bits

from xlac.hlo.dtypes import F32, S32
from xlac.hlo.printer import print_module
from xlac.hlo.shapes import ArrayShape, Layout
from xlac.passes.buffer_assignment import assign_buffers
from xlac.passes.reshape_to_bitcast import ReshapeToBitcast, moves_no_byte

MODULE = """
HloModule m
fused {
  q = f32[4,6] parameter(0)
  r = f32[24] reshape(q)
  ROOT n = f32[24] negate(r)
}
ENTRY e {
  p = f32[4,6]{1,0} parameter(0)
  x = f32[4,6]{1,0} exponential(p)
  a = f32[2,2,6]{2,1,0} reshape(x)
  t = f32[4,6]{0,1} copy(x)
  b = f32[24]{0} reshape(t)
  f = f32[24] fusion(x), kind=kLoop, calls=fused
  ROOT out = (f32[2,2,6], f32[24], f32[24]) tuple(a, b, f)
}
"""


def _shape(dims: tuple[int, ...], m2m: tuple[int, ...], dtype=F32) -> ArrayShape:
    return ArrayShape(dtype, dims, Layout(m2m))


def test_only_byte_preserving_reshapes_outside_fusions_become_bitcasts() -> None:
    module = parse(MODULE)
    inputs = random_inputs(module, 0)
    want = evaluate(module, inputs)
    assert ReshapeToBitcast().run(module)
    ops = {i.name: i.opcode for c in module.computations for i in c.instructions}
    assert ops["a"] == "bitcast"  # row-major on both sides
    assert ops["b"] == "reshape"  # t is column-major: its bytes are not b's order
    assert ops["r"] == "reshape"  # inside a fusion nothing is a buffer
    assert not ReshapeToBitcast().run(module)
    got = evaluate(parse(print_module(module)), inputs)
    assert all(same_bits(w, g) for w, g in zip(want, got))
    x = next(i for i in module.entry.instructions if i.name == "x")
    a = next(i for i in module.entry.instructions if i.name == "a")
    assert assign_buffers(module).same_buffer(x, a)


def test_moves_no_byte() -> None:
    assert moves_no_byte(_shape((4, 6), (1, 0)), _shape((24,), (0,)))
    assert not moves_no_byte(_shape((4, 6), (0, 1)), _shape((24,), (0,)))
    # dimensions of size 1 may sit anywhere in the layout
    assert moves_no_byte(_shape((4, 1, 6), (2, 0, 1)), _shape((24,), (0,)))
    assert moves_no_byte(_shape((1, 8), (0, 1)), _shape((2, 4), (1, 0)))
    assert not moves_no_byte(_shape((4, 6), (1, 0)), _shape((24,), (0,), S32))  # another type
