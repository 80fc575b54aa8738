"""Row groups (codegen/llvm/row_groups.py, ir_emitter._emit_row_group): a softmax's members run
row by row, and a member that only later members read keeps just the current row, on its
thread's stack; a member read elsewhere keeps its whole buffer. Results against the interpreter."""

from __future__ import annotations

import re

import numpy as np
import pytest

from xlac.driver import compile_module, dump_ir
from xlac.hlo.parser import parse_module
from xlac.targets.cpu.options import CpuOptions

SOFTMAX = """HloModule softmax
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  x = f32[96,200]{1,0} parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[96]{0} reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[96,200]{1,0} broadcast(m), dimensions={0}
  d = f32[96,200]{1,0} subtract(x, mb)
  e = f32[96,200]{1,0} exponential(d)
  zero = f32[] constant(0)
  s = f32[96]{0} reduce(e, zero), dimensions={1}, to_apply=add
  sb = f32[96,200]{1,0} broadcast(s), dimensions={0}
  ROOT y = f32[96,200]{1,0} divide(e, sb)
}
"""

# the same, but the exponentials are also a result: they need their whole buffer
SOFTMAX_AND_EXP = SOFTMAX.replace("  ROOT y = f32[96,200]{1,0} divide(e, sb)\n",
                                  "  y = f32[96,200]{1,0} divide(e, sb)\n"
                                  "  ROOT t = (f32[96,200]{1,0}, f32[96,200]{1,0}) tuple(y, e)\n")


def _row_buffers(text: str) -> list[str]:
    emitted = dump_ir(parse_module(text), "llvm", CpuOptions(opt_level=2))
    return re.findall(r'%"row(?:\.\d+)?" = alloca \[(\d+) x float\]', emitted)


def test_members_read_only_in_the_group_keep_one_row() -> None:
    rows = _row_buffers(SOFTMAX)
    assert "200" in rows  # the exponentials: one row of 200, not 96 x 200 in temp
    assert all(int(n) <= 200 for n in rows)


def test_a_member_read_outside_the_group_keeps_its_buffer() -> None:
    assert "200" not in _row_buffers(SOFTMAX_AND_EXP)


@pytest.mark.parametrize("text", [SOFTMAX, SOFTMAX_AND_EXP], ids=["softmax", "softmax+exp"])
@pytest.mark.parametrize("threads", [1, 2])
def test_row_groups_match_the_interpreter(text: str, threads: int) -> None:
    x = np.random.default_rng(5).standard_normal((96, 200)).astype(np.float32) * 4
    got = compile_module(parse_module(text), "cpu", CpuOptions(opt_level=2, threads=threads)).run(None, x)
    want = compile_module(parse_module(text), "interpreter").run(None, x)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=2e-6, atol=1e-7)


# the softmax of a dot: the dot's result is read by the group only by rows, so the quotient
# takes its buffer row by row (the buffer assignment's row-wise reuse); the dot then writes
# straight into the output
DOT_SOFTMAX = SOFTMAX.replace("  x = f32[96,200]{1,0} parameter(0)\n",
                              "  a = f32[96,64]{1,0} parameter(0)\n  w = f32[64,200]{1,0} parameter(1)\n"
                              "  x = f32[96,200]{1,0} dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n")


@pytest.mark.parametrize("threads", [1, 2])
def test_softmax_of_a_dot_computed_in_the_dots_buffer(threads: int) -> None:
    from xlac.codegen.llvm.row_groups import for_buffer_assignment
    from xlac.passes.buffer_assignment import assign_buffers

    rng = np.random.default_rng(7)
    a, w = rng.standard_normal((96, 64)).astype(np.float32), rng.standard_normal((64, 200)).astype(np.float32)
    exe = compile_module(parse_module(DOT_SOFTMAX), "cpu", CpuOptions(opt_level=2, threads=threads))
    got = exe.run(None, a, w)
    want = compile_module(parse_module(DOT_SOFTMAX), "interpreter").run(None, a, w)
    np.testing.assert_allclose(got[0], want[0], rtol=2e-5, atol=1e-6)
    memory = exe.lowered.memory
    assert memory.buffers < 96 * 200 * 4  # the dot's result is not a temporary
    without = assign_buffers(memory.assignment.module, row_groups=for_buffer_assignment, reuse_operands=False)
    assert without.temp_size >= 96 * 200 * 4


# ... and a transpose of it: the softmax is then a temporary, computed in the dot's temp buffer
DOT_SOFTMAX_T = DOT_SOFTMAX.replace("  ROOT y = f32[96,200]{1,0} divide(e, sb)\n",
                                    "  y = f32[96,200]{1,0} divide(e, sb)\n"
                                    "  ROOT t = f32[200,96]{1,0} transpose(y), dimensions={1,0}\n")


def test_a_buffer_read_and_written_in_place_is_one_noalias_parameter() -> None:
    """The row kernel reads the dot's buffer and writes the quotient into it: one pointer
    parameter for both, so every pointer parameter stays noalias (two for one buffer made none
    noalias, and a transformer block's attention softmax ran 16% slower)."""
    emitted = dump_ir(parse_module(DOT_SOFTMAX_T), "llvm", CpuOptions(opt_level=2, threads=2))
    rows = [line for line in emitted.splitlines() if line.startswith("define") and '@"rows.' in line]
    assert rows
    for line in rows:
        params = re.findall(r"ptr( noalias)? %", line)
        assert params and all(params), line
    rng = np.random.default_rng(3)
    a, w = rng.standard_normal((96, 64)).astype(np.float32), rng.standard_normal((64, 200)).astype(np.float32)
    got = compile_module(parse_module(DOT_SOFTMAX_T), "cpu", CpuOptions(opt_level=2, threads=2)).run(None, a, w)
    want = compile_module(parse_module(DOT_SOFTMAX_T), "interpreter").run(None, a, w)
    np.testing.assert_allclose(got[0], want[0], rtol=2e-5, atol=1e-6)


def test_the_row_kernel_does_not_depend_on_instruction_names() -> None:
    """A model's repeated layers differ only in their instructions' names; their row kernels
    must come out identical so the module merges them (outline.deduplicate): the row buffers
    carry no names and are made in member order (a set's order broke that: 161 -> 197
    functions and +0.8 s for the 4-layer training step)."""
    renamed = SOFTMAX
    for name in ("mb", "sb", "ninf", "zero", "m", "d", "e", "s", "y"):
        renamed = re.sub(rf"\b{name}\b(?= =|\)|,)", f"{name}_layer7", renamed)

    def kernels(text: str) -> list[str]:
        emitted = dump_ir(parse_module(text), "llvm", CpuOptions(opt_level=2, threads=2))
        bodies = [d for d in re.split(r"(?m)^(?=define )", emitted) if "alloca [200 x float]" in d]
        return [re.sub(r'@"[^"]+"', "@F", d.split("\n}\n")[0]) for d in bodies]

    assert renamed != SOFTMAX
    assert kernels(SOFTMAX) == kernels(renamed) and len(kernels(SOFTMAX)) == 1
