"""Kernels in several ISA versions, chosen at run time (function multi-versioning, as glibc's
IFUNCs and oneDNN's dispatch do, but per kernel of one compiled model).

A target that lists ISA levels in ``TargetDescription.isa_levels`` gets every outlined kernel
(outline.emit_outlined: one per top-level instruction or row group, with the GEMM micro-kernels,
packers and thread-pool bodies it calls) emitted once per level, each emission seeing that
level's vector registers and features; the code around the kernels (the entry, loop control,
small ops) is emitted once, for the first (baseline) level. A kernel call becomes

    switch (isa_select()) { case i: kernel.i(captures_i); ... }

where ``isa_select`` is the target's function returning the index of the level this CPU runs
(computed once per process). A level that only adds features a kernel's code does not use
(``IsaLevel.extends``: AVX512-BF16 over AVX-512 for an f32 kernel) gives text identical to its
base level's: that version is dropped and the base's called, so an object carries a level's
copy only of the kernels the level changes. The functions each level emitted are recorded
(:func:`functions_by_level`) so the target can give them its per-function CPU attributes.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.types import I32, PTR, private_constant


@dataclass(frozen=True)
class IsaLevel:
    """One version of the kernels: ``name`` (what XLAC_ISA and ``ENTRY_isa()`` say), the vector
    registers and LLVM features the emitters size and choose kernels for, and ``extends``: the
    level whose code this one's equals unless a kernel uses the extra features."""

    name: str
    vector_bits: int
    vector_regs: int
    features: frozenset[str]
    extends: str | None = None
    tiles_granted: bool = False  # the selector picks this level only once Linux granted AMX tile data


_LEVEL_FUNCTIONS = "isa_level_functions"


def functions_by_level(ctx: EmitContext) -> dict[str, str]:
    """{function name: level name} for every function a level's emission defined."""
    return ctx.state.get(_LEVEL_FUNCTIONS, {})


def multiversioned(ctx: EmitContext) -> bool:
    """Kernels are emitted per level here: levels are listed and no level is being emitted."""
    return len(ctx.target.isa_levels) > 1 and not ctx.target.isa


def level_name(ctx: EmitContext, name: str) -> str:
    """``name`` made distinct per level, for functions emitters cache by name (a GEMM
    micro-kernel of one level must never be called from another's kernels)."""
    return f"{name}.{ctx.target.isa}" if ctx.target.isa else name


@contextmanager
def emitting_level(ctx: EmitContext, level: IsaLevel) -> Iterator[list[str]]:
    """Emit for ``level``: its registers and features in ``ctx.target``. Yields a list that
    is filled, on leaving, with the functions defined meanwhile (in order), which are recorded
    as the level's."""
    saved = ctx.target
    before = {name for name, g in ctx.llmodule.globals.items() if isinstance(g, ir.Function)}
    ctx.target = dataclasses.replace(saved, isa=level.name, vector_bits=level.vector_bits,
                                     vector_regs=level.vector_regs, features=level.features,
                                     tiles_granted=level.tiles_granted)
    defined: list[str] = []
    try:
        yield defined
    finally:
        ctx.target = saved
    owners = ctx.state.setdefault(_LEVEL_FUNCTIONS, {})
    for name, g in ctx.llmodule.globals.items():
        if isinstance(g, ir.Function) and name not in before and g.blocks:
            owners[name] = level.name
            defined.append(name)


Outline = Callable[[Sequence[ir.Value]], tuple[ir.Function, list[ir.Value]]]


@dataclass
class _Version:
    fn: ir.Function
    captures: list[ir.Value]
    level: str
    defined: list[str]  # every function its emission defined (fn and its helpers)


def emit_versions(ctx: EmitContext, outline_one: Outline) -> None:
    """Emit ``outline_one(order)`` (which outlines a kernel and returns it with its captured
    values, in ``order`` where it captures the same ones) once per level and the call that picks
    a version at run time. A version equal to its base
    level's is not called (LLVM's dead-function pass drops it). Temp memory a version takes
    (ctx.alloc) is shared: one version runs, so the temp grows by the largest."""
    start = ctx.temp_size
    end = start
    versions: list[_Version] = []
    by_name: dict[str, _Version] = {}
    for level in ctx.target.isa_levels:
        ctx.temp_size = start
        with emitting_level(ctx, level) as defined:
            fn, captures = outline_one(versions[0].captures if versions else ())
        end = max(end, ctx.temp_size)
        version = _Version(fn, captures, level.name, defined)
        base = by_name.get(level.extends) if level.extends else None
        if base is not None and _canonical(ctx, base) == _canonical(ctx, version):
            version = base
        versions.append(version)
        by_name[level.name] = version
    ctx.temp_size = end
    _call_selected(ctx, [(v.fn, v.captures) for v in versions])


def _canonical(ctx: EmitContext, v: _Version) -> str:
    """A version's code with the names it chose replaced: the kernel and the helpers it defined
    by placeholders, its level's name (in the names of cached helpers) by another."""
    order = [v.fn.name] + [n for n in v.defined if n != v.fn.name]
    names = {name: f"F{k}" for k, name in enumerate(order)}
    texts = [str(g) for g in (ctx.llmodule.globals.get(n) for n in order) if g is not None]
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    pattern = re.compile(rf'@(?:"({alternatives})"|({alternatives})(?![\w.]))')
    text = pattern.sub(lambda m: "@" + names[m.group(1) or m.group(2)], "\n".join(texts))
    return text.replace(f".{v.level}", ".LEVEL")


def _level_index(ctx: EmitContext, selector: Callable[[ir.Module], ir.Function]) -> ir.Value:
    """The level index, found once per function at its start (a call per kernel kept values
    alive across it: 145 bytes more code around each kernel call of a training step)."""
    known: dict[int, tuple[ir.Function, ir.Value]] = ctx.state.setdefault("isa_index", {})
    b = ctx.builder  # emission always appends, so the builder sits at the end of its block
    fn = b.function
    if id(fn) not in known or known[id(fn)][0] is not fn:  # ids of dropped drafts come back
        here = b.block
        b.position_at_start(fn.entry_basic_block)
        known[id(fn)] = (fn, b.call(selector(ctx.llmodule), [], name="isa.level"))
        b.position_at_end(here)
    return known[id(fn)][1]


def _call_selected(ctx: EmitContext, versions: list[tuple[ir.Function, list[ir.Value]]]) -> None:
    """The call of the version this CPU runs: through a constant table of the versions indexed
    by the selector's level, where they take the same arguments (a load and one call: the code
    around kernels stays as small as with one level); else a switch, each version called once."""
    b = ctx.builder
    selector = ctx.target.isa_selector
    assert selector is not None, "isa_levels need an isa_selector"
    distinct: list[tuple[ir.Function, list[ir.Value]]] = []
    for v in versions:
        if all(v[0] is not d[0] for d in distinct):
            distinct.append(v)
    if len(distinct) == 1:
        b.call(distinct[0][0], distinct[0][1])
        return
    index = _level_index(ctx, selector)
    args = distinct[0][1]
    if all([id(c) for c in d[1]] == [id(c) for c in args] and d[0].function_type == distinct[0][0].function_type
           for d in distinct):
        table_ty = ir.ArrayType(PTR, len(versions))
        table = private_constant(ctx.llmodule, ctx.unique("xlac.isa.table"), table_ty, [fn for fn, _ in versions])
        fnty = distinct[0][0].function_type
        slot = b.gep(table, [I32(0), index], inbounds=True, source_etype=table_ty)
        b.call(b.load(slot, typ=fnty.as_pointer()), args)
        return
    done = b.append_basic_block("isa.done")
    blocks = {id(fn): b.append_basic_block(f"isa.{k}") for k, (fn, _) in enumerate(distinct)}
    switch = b.switch(index, blocks[id(distinct[0][0])])
    for i, (fn, _) in enumerate(versions):
        if fn is not distinct[0][0]:
            switch.add_case(ir.Constant(index.type, i), blocks[id(fn)])
    for fn, captures in distinct:
        b.position_at_end(blocks[id(fn)])
        b.call(fn, captures)
        b.branch(done)
    b.position_at_end(done)
