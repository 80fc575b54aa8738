"""Loop emission (xlac/codegen/llvm/loops.py): which loops xlac asks LLVM to unroll fully or not
to vectorize, that the loop metadata it writes is what LLVM honours, and what that does to a
3x3 depthwise convolution (the case that needed LLVM's unroller before xlac turned it off)."""

from __future__ import annotations

import re

import llvmlite.binding as llvm
from llvmlite import ir

from xlac.codegen.llvm.loops import UNROLL_NEST, for_range, loop_nest
from xlac.driver import dump_ir
from xlac.hlo.parser import parse_module
from xlac.targets.cpu.options import CpuOptions

I64 = ir.IntType(64)


def _function() -> tuple[ir.Module, ir.IRBuilder]:
    module = ir.Module(name="loops")
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [ir.PointerType()]), "f")
    return module, ir.IRBuilder(fn.append_basic_block("entry"))


def _store(b: ir.IRBuilder, *idx: ir.Value) -> None:
    ptr = b.function.args[0]
    offset = idx[0]
    for i in idx[1:]:
        offset = b.add(b.mul(offset, I64(64)), i)
    b.store(I64(1), b.gep(ptr, [offset], inbounds=True, source_etype=I64))


def _loop_properties(module: ir.Module) -> dict[str, set[str]]:
    """Latch block of each loop (by the loop's name) -> the properties its loop ID lists,
    read back from the text LLVM parses (so a node LLVM would ignore fails here)."""
    text = str(module)
    llvm.parse_assembly(text).verify()
    nodes = dict(re.findall(r"^(!\d+) = (.*)$", text, re.M))
    out: dict[str, set[str]] = {}
    for name, node in re.findall(r'br label %"(\w+)\.header", !llvm\.loop (!\d+)', text):
        body = nodes[node]
        assert body.startswith(f"distinct !{{ {node},"), body  # self-referential, or LLVM ignores it
        props = set()
        for ref in re.findall(r"!\d+", body.split(",", 1)[1]):
            props.add(re.search(r'"([^"]+)"(?:, i1 (\w+))?', nodes[ref]).group(0))
        out[name] = props
    return out


def test_small_constant_nest_is_unrolled_fully():
    module, b = _function()
    with loop_nest(b, (3, 3), "w") as (i, j):
        _store(b, i, j)
    b.ret_void()
    props = _loop_properties(module)
    assert props == {"w0": {'"llvm.loop.unroll.full"'}, "w1": {'"llvm.loop.unroll.full"'}}


def test_nest_too_large_unrolls_only_its_small_inner_loop():
    module, b = _function()
    with loop_nest(b, (64, 4), "n") as (i, j):
        _store(b, i, j)
    b.ret_void()
    assert _loop_properties(module) == {"n1": {'"llvm.loop.unroll.full"'}}
    assert 64 * 4 > UNROLL_NEST


def test_outer_loop_around_a_dynamic_loop_is_left_alone():
    module, b = _function()
    count = b.load(b.function.args[0], typ=I64)
    with for_range(b, 4, "o") as i:
        with for_range(b, count, "d") as j:
            _store(b, i, j)
    b.ret_void()
    assert _loop_properties(module) == {}


def test_vectorize_off_and_unroll_off():
    module, b = _function()
    count = b.load(b.function.args[0], typ=I64)
    with for_range(b, count, "s", vectorize=False) as i:
        _store(b, i)
    with for_range(b, 8, "k", unroll=False) as i:
        _store(b, i)
    b.ret_void()
    assert _loop_properties(module) == {
        "s": {'"llvm.loop.vectorize.enable", i1 false', '"llvm.loop.unroll.disable"'}}


def test_depthwise_window_is_unrolled_and_channels_vectorized():
    """Without LLVM's heuristic unroller the 3x3 window loops must still go (unroll.full), so
    the loop over channels is innermost and gets vectorized: 2.2 ms, not 6-9 ms, in make bench."""
    text = """HloModule dw
ENTRY main {
  x = f32[1,8,8,32]{3,2,1,0} parameter(0)
  k = f32[3,3,1,32]{3,2,1,0} parameter(1)
  ROOT c = f32[1,8,8,32]{3,2,1,0} convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=32
}
"""
    options = CpuOptions(opt_level=2, triple="x86_64-unknown-linux-gnu", cpu="haswell")
    optimized = dump_ir(parse_module(text), "llvm-opt", options)
    assert not re.search(r"^kw[01]\.", optimized, re.M)  # no window loop left
    assert re.search(r"fmul(?: \w+)* <8 x float>", optimized) or "llvm.fmuladd.v8f32" in optimized


def test_delinearizing_an_in_range_index_needs_no_remainder_for_the_major_dim():
    """A reshaped iota (the index fusion of a scatter loop): the flat index is below the element
    count, so the most major dim and dims of size 1 take no urem (with one per element LLVM
    did not vectorize the loop; make bench's scatter_loop went from 11.3 to 7 ms)."""
    text = """HloModule r
ENTRY main {
  p = s32[] parameter(0)
  io = s32[4096] iota(), iota_dimension=0
  b = s32[4096] broadcast(p), dimensions={}
  m = s32[4096] multiply(io, b)
  ROOT r = s32[4096,1] reshape(m)
}
"""
    emitted = dump_ir(parse_module(text), "llvm", CpuOptions(opt_level=2))
    assert "urem" not in emitted and "udiv" not in emitted
    split = dump_ir(parse_module(text.replace("s32[4096,1] reshape", "s32[64,64] reshape")), "llvm",
                    CpuOptions(opt_level=2))
    assert split.count("urem") <= 1  # one split dim at most
