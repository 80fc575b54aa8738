"""Kernel scratch: one region of the temp buffer shared by every kernel that needs working
memory for the duration of one instruction (GEMM packing buffers, reduction partials).

Kernels run one instruction at a time, so the region is as large as the largest request, not
the sum. Its offset is only known once the whole module is emitted (it goes after everything
else in ``temp``), so kernels read it from a constant global that ``finish`` fills in:

    ptr = scratch(ctx, nbytes)      # i8* to nbytes of 64-byte-aligned working memory
    ...
    finish(ctx)                     # once, after emission: places the region, grows temp_size
"""

from __future__ import annotations

from llvmlite import ir

from xlac.codegen.llvm.context import ALIGN, EmitContext
from xlac.codegen.llvm.types import I8, I64

_KEY = "scratch"


def scratch(ctx: EmitContext, nbytes: int) -> ir.Value:
    """A pointer to ``nbytes`` of scratch, valid until the current instruction is done."""
    state = ctx.state.get(_KEY)
    if state is None:
        gv = ir.GlobalVariable(ctx.llmodule, I64, ctx.unique("xlac.scratch.offset"))
        gv.global_constant = True
        gv.linkage = "private"
        state = ctx.state[_KEY] = {"global": gv, "size": 0}
    state["size"] = max(state["size"], int(nbytes))
    b = ctx.builder
    offset = b.load(state["global"], typ=I64)
    return b.gep(ctx.temp, [offset], inbounds=True, source_etype=I8)


def finish(ctx: EmitContext) -> int:
    """Place the scratch region after everything else in temp; returns its size."""
    state = ctx.state.pop(_KEY, None)
    if state is None:
        return 0
    offset = ctx.alloc_bytes(state["size"])
    state["global"].initializer = I64(offset)
    assert offset % ALIGN == 0
    return int(state["size"])
