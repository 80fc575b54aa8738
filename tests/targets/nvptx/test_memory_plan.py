"""The GPU code generator's memory is the buffer assignment's plan (the planner the cpu target
uses): device scratch as small as the plan, values where the plan puts them, and what the plan
does (reuse, in-place updates, results written in place, temporaries in a result's memory,
donated parameters) right in the simulator."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from llvmlite import ir

import xlac.codegen.gpu.memory as gpu_memory
from xlac.codegen.gpu.module import GpuModuleEmitter
from xlac.codegen.gpu.program import Copy, Launch, While
from xlac.driver import load_module, load_text
from xlac.passes.buffer_assignment import BufferAssignment
from xlac.targets.nvptx.device import Runner
from xlac.targets.nvptx.intrinsics import NvptxHooks
from xlac.targets.nvptx.lowering import lower, optimized_hlo
from xlac.targets.nvptx.ptx import check
from xlac.targets.nvptx.simulator import HostContext, SimulatedGpuModule

REPO = Path(__file__).resolve().parents[3]


def emitted(module, opt_level: int = 2) -> GpuModuleEmitter:
    """The nvptx target's emitter after emitting ``module`` (no PTX)."""
    hlo = optimized_hlo(module, opt_level)
    llmod = ir.Module(name=hlo.name)
    hooks = NvptxHooks()
    gm = GpuModuleEmitter(hlo, llmod, hooks.elemental(llmod), hooks)
    gm.program, gm.temp_bytes, _ = gm.emit()  # type: ignore[attr-defined]
    return gm


@pytest.mark.parametrize("path, temp", [
    ("bench/softmax.hlo", 16384),  # 4096x1024: was 16793600 (the exponentials in temp, not in the result)
    ("bench/layernorm.hlo", 32768),  # was 16809984
    ("bench/transformer_block.hlo", 3670016),  # was 6817792
    ("tests/passes/data/transformer_block.hlo", 2048),  # was 2688
])
def test_pinned_device_scratch(path: str, temp: int) -> None:
    """nvptx's *_TEMP_BYTES after -O2: the plan's temp size (nothing outside it, no kernel
    working memory here). A change that makes one larger fails; one that makes it smaller
    updates the figure."""
    gm = emitted(load_module(REPO / path))
    assert gm.temp_bytes == temp  # type: ignore[attr-defined]
    assert gm.memory.plan.temp_size == temp


def test_the_plan_is_the_buffer_assignment() -> None:
    """One planner: no allocator of the GPU's own, and every kernel's output is where the
    buffer assignment put it."""
    assert not hasattr(gpu_memory, "TempArena")
    text = """HloModule chain
ENTRY e {
  x = f32[1024]{0} parameter(0)
  a = f32[1024]{0} exponential(x)
  b = f32[1024]{0} negate(a)
  c = f32[1024]{0} add(a, b)
  d = f32[1024]{0} sqrt(c)
  ROOT e = f32[1024]{0} sine(d)
}"""
    gm = emitted(load_text(text), opt_level=0)
    plan = gm.memory.plan
    assert isinstance(plan, BufferAssignment)
    entry = gm.module.entry
    written = {str(plan.allocation(i)) for i in entry.instructions if i.opcode != "parameter"}
    assert written == {"result 0", "temp[0:4096]"}  # the buffer assignment's docstring example
    assert gm.temp_bytes == plan.temp_size == 4096  # type: ignore[attr-defined]
    assert all(isinstance(s, Launch) for s in gm.program.steps)  # type: ignore[attr-defined]
    x = np.linspace(0.1, 1.0, 1024, dtype=np.float32)
    (got,) = SimulatedGpuModule(load_text(text), hlo_opt_level=0).run(x)
    np.testing.assert_allclose(got, np.sin(np.sqrt(np.exp(x) - np.exp(x))), atol=1e-6)


KV_CACHE = """HloModule kv
cond {
  s = (s32[], f32[64,256]{1,0}, f32[256]{0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(64)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[64,256]{1,0}, f32[256]{0}) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  cache = f32[64,256]{1,0} get-tuple-element(s), index=1
  v = f32[256]{0} get-tuple-element(s), index=2
  fi = f32[] convert(i)
  fb = f32[256]{0} broadcast(fi), dimensions={}
  row = f32[256]{0} add(v, fb)
  r2 = f32[1,256]{1,0} reshape(row)
  z = s32[] constant(0)
  upd = f32[64,256]{1,0} dynamic-update-slice(cache, r2, i, z)
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  ROOT t = (s32[], f32[64,256]{1,0}, f32[256]{0}) tuple(i1, upd, v)
}
ENTRY e {
  v = f32[256]{0} parameter(0)
  c0 = f32[] constant(0)
  cache0 = f32[64,256]{1,0} broadcast(c0), dimensions={}
  z = s32[] constant(0)
  init = (s32[], f32[64,256]{1,0}, f32[256]{0}) tuple(z, cache0, v)
  w = (s32[], f32[64,256]{1,0}, f32[256]{0}) while(init), condition=cond, body=body
  ROOT out = f32[64,256]{1,0} get-tuple-element(w), index=1
}"""


def test_loop_state_is_updated_in_place() -> None:
    """A cache filled row by row in a loop: the dynamic-update-slice writes into the loop
    state, the state is the init's buffer, no copy of the cache runs in the body, and the
    update's kernel has a thread per element of the row, not of the cache."""
    module = load_text(KV_CACHE)
    gm = emitted(module)
    plan = gm.memory.plan
    body = next(c for c in gm.module.computations if c.name.startswith("body"))
    assert any(plan.in_place(i) for i in body.instructions)
    loop = next(s for s in gm.program.steps if isinstance(s, While))  # type: ignore[attr-defined]
    assert not [s for s in loop.body if isinstance(s, Copy) and s.nbytes >= 64 * 256 * 4]
    assert all(s.grid[0] * s.block[0] <= 256 for s in loop.body if isinstance(s, Launch))
    assert gm.temp_bytes < 2 * 64 * 256 * 4  # type: ignore[attr-defined]
    v = np.arange(256, dtype=np.float32)
    (got,) = SimulatedGpuModule(module).run(v)
    np.testing.assert_array_equal(got, v[None, :] + np.arange(64, dtype=np.float32)[:, None])
    check(lower(module).ptx)
    (unfused,) = SimulatedGpuModule(module, hlo_opt_level=0).run(v)  # the dynamic-update-slice alone
    np.testing.assert_array_equal(unfused, got)


def test_temporaries_in_a_result_and_results_written_in_place() -> None:
    """A temporary that dies before result 0 is first written lives in result 0's memory
    (the plan's 'in-result'), the results are computed straight into their buffers."""
    text = """HloModule lend
ENTRY e {
  x = f32[4096]{0} parameter(0)
  y = f32[4096]{0} parameter(1)
  r = f32[4096]{0} reverse(x), dimensions={0}
  s = f32[4096]{0} reverse(y), dimensions={0}
  m = f32[4096]{0} multiply(r, s)
  sm = f32[4096]{0} reverse(m), dimensions={0}
  ROOT o = f32[4096]{0} add(sm, x)
}"""
    gm = emitted(load_text(text), opt_level=0)
    kinds = {gm.memory.plan.allocation(i).kind for i in gm.module.entry.instructions if i.opcode != "parameter"}
    assert "in-result" in kinds
    assert not [s for s in gm.program.steps if isinstance(s, Copy)]  # type: ignore[attr-defined]
    x = np.linspace(-1, 1, 4096, dtype=np.float32)
    y = np.linspace(2, 3, 4096, dtype=np.float32)
    (got,) = SimulatedGpuModule(load_text(text), hlo_opt_level=0).run(x, y)
    np.testing.assert_allclose(got, x * y + x, rtol=1e-6)


@pytest.mark.parametrize("name", ["xs_alias_swap_outputs", "xs_alias_donated_read_after_write",
                                  "xs_alias_param_updated_and_returned"])
def test_donated_parameters_passed_as_the_result_buffers(name: str) -> None:
    """input_output_alias: with each donated parameter's buffer passed as its result's (what a
    caller of the header may do), the results are still right: the plan writes a result only
    after the donated parameter's last read, and result copies that would clobber a parameter
    another copy reads go last (or through staging)."""
    path = REPO / "tests/corpus/xla-semantics" / f"{name}.hlo"
    module = load_module(path)
    data = np.load(path.with_suffix(".npz"))
    inputs = [data[f"in{k}"] for k in range(len(module.parameter_shapes))]
    want = [data[f"out{k}"] for k in range(len([k for k in data.files if k.startswith("out")]))]
    sim = SimulatedGpuModule(module)
    donated = {0: 1, 1: 0} if name == "xs_alias_swap_outputs" else {0: 0}
    ctx = HostContext()
    params = [ctx.alloc(a.nbytes) for a in inputs]
    for p, a in zip(params, inputs):
        ctx.htod(p, a)
    results = [params[donated[j]] if j in donated else ctx.alloc(w.nbytes) for j, w in enumerate(want)]
    Runner(ctx, sim.host_module, params, results, ctx.alloc(sim.temp_size), sim.custom_call_sites).run(
        sim.program.steps)
    for r, w in zip(results, want):
        out = np.zeros_like(w)
        ctx.dtoh(out, r)
        np.testing.assert_array_equal(out, w)


def test_donated_parameters_that_swap_places_are_staged() -> None:
    """Each parameter donated to the other's result slot, each result the other parameter:
    a cycle of copies, staged outside the plan so neither is read after it was overwritten."""
    text = """HloModule swap, input_output_alias={ {0}: (1, {}, may-alias), {1}: (0, {}, may-alias) }
ENTRY e {
  a = s32[8]{0} parameter(0)
  b = s32[8]{0} parameter(1)
  ROOT t = (s32[8]{0}, s32[8]{0}) tuple(a, b)
}"""
    sim = SimulatedGpuModule(load_text(text))
    a, b = np.arange(8, dtype=np.int32), np.arange(100, 108, dtype=np.int32)
    ctx = HostContext()
    params = [ctx.alloc(32), ctx.alloc(32)]
    ctx.htod(params[0], a)
    ctx.htod(params[1], b)
    results = [params[1], params[0]]
    Runner(ctx, sim.host_module, params, results, ctx.alloc(sim.temp_size)).run(sim.program.steps)
    got = [np.zeros(8, np.int32), np.zeros(8, np.int32)]
    for out, r in zip(got, results):
        ctx.dtoh(out, r)
    np.testing.assert_array_equal(got[0], a)
    np.testing.assert_array_equal(got[1], b)
    assert sim.temp_size >= 32  # the staged parameter
