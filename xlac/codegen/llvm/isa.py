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

Most kernels (fused loops, reductions, row groups) are written the same whatever the level: only
the GEMM emitters size themselves by the registers and features. A kernel whose first emission
read none of the level's fields is therefore emitted once; the other levels get renamed copies of
its text (:func:`with_clones`, applied to the module's text), which LLVM then compiles under each
level's attributes. Emitting every kernel six times had made a large fused kernel's compile 16x
slower than a one-level compile (36 s against 2.3 s; the fuzzer's 10 s limit caught it).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.description import TargetDescription
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
    # IR types whose code LLVM compiles otherwise under the features this level adds to its
    # base's (bfloat: AVX512-BF16's conversions): a kernel written alike for every level gets
    # a copy of its own here only if its text has one
    affects: tuple[str, ...] = ()


_LEVEL_FUNCTIONS = "isa_level_functions"


def functions_by_level(ctx: EmitContext) -> dict[str, str]:
    """{function name: level name} for every function a level's emission defined."""
    return ctx.state.get(_LEVEL_FUNCTIONS, {})


def multiversioned(ctx: EmitContext) -> bool:
    """Kernels are emitted per level here: levels are listed and no level is being emitted."""
    return len(ctx.target.isa_levels) > 1 and not current_level(ctx)


def level_name(ctx: EmitContext, name: str) -> str:
    """``name`` made distinct per level, for functions emitters cache by name (a GEMM
    micro-kernel of one level must never be called from another's kernels)."""
    return f"{name}.{ctx.target.isa}" if ctx.target.isa else name


_LEVEL_FIELDS = frozenset({"isa", "vector_bits", "vector_regs", "features", "tiles_granted"})


class _Watched:
    """A target description that notes which of the level's fields an emitter reads."""

    def __init__(self, target: TargetDescription, reads: set[str]) -> None:
        self.unwatched = target
        self._reads = reads

    def __getattr__(self, name: str) -> Any:
        if name in _LEVEL_FIELDS:
            self._reads.add(name)
        return getattr(self.unwatched, name)


def current_level(ctx: EmitContext) -> str:
    """The level being emitted ("" outside one), read without making the kernel level-dependent
    (outline.deduplicate keys its table by it)."""
    t = ctx.target
    return t.unwatched.isa if isinstance(t, _Watched) else t.isa


@contextmanager
def emitting_level(ctx: EmitContext, level: IsaLevel, reads: set[str] | None = None) -> Iterator[list[str]]:
    """Emit for ``level``: its registers and features in ``ctx.target``. Yields a list that
    is filled, on leaving, with the functions defined meanwhile (in order), which are recorded
    as the level's. ``reads``, when given, collects the level's fields the emitters read."""
    saved = ctx.target
    before = {name for name, g in ctx.llmodule.globals.items() if isinstance(g, ir.Function)}
    described = dataclasses.replace(saved, isa=level.name, vector_bits=level.vector_bits,
                                    vector_regs=level.vector_regs, features=level.features,
                                    tiles_granted=level.tiles_granted)
    ctx.target = described if reads is None else _Watched(described, reads)  # type: ignore[assignment]
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
    levels = ctx.target.isa_levels
    reads: set[str] = set()
    with emitting_level(ctx, levels[0], reads) as defined:
        fn, captures = outline_one(())
    first = _Version(fn, captures, levels[0].name, defined)
    if not reads:  # written the same for every level: copies of the text, compiled per level
        _call_selected(ctx, [(f, captures) for f in _clones(ctx, first, levels)])
        return
    end = ctx.temp_size
    versions: list[_Version] = [first]
    by_name: dict[str, _Version] = {first.level: first}
    for level in levels[1:]:
        ctx.temp_size = start
        with emitting_level(ctx, level) as defined:
            fn, captures = outline_one(versions[0].captures)
        end = max(end, ctx.temp_size)
        version = _Version(fn, captures, level.name, defined)
        base = by_name.get(level.extends) if level.extends else None
        if base is not None and _canonical(ctx, base) == _canonical(ctx, version):
            version = base
        versions.append(version)
        by_name[level.name] = version
    ctx.temp_size = end
    _call_selected(ctx, [(v.fn, v.captures) for v in versions])


_CLONES = "isa_clones"  # (function, level) -> its copy's name
_CLONE_GROUPS = "isa_clone_groups"  # [{function: copy}] one per kernel and level, for with_clones


def _clones(ctx: EmitContext, first: _Version, levels: Sequence[IsaLevel]) -> list[ir.Function]:
    """The kernel of every level: ``first`` for its level, the base's for a level that extends
    one (the text is the same), else a copy of ``first`` and the helpers its emission defined,
    renamed (a declaration now, the body in :func:`with_clones`). A kernel that deduplicated
    to an earlier one shares that one's copies."""
    copies: dict[tuple[str, str], str] = ctx.state.setdefault(_CLONES, {})
    groups: list[dict[str, str]] = ctx.state.setdefault(_CLONE_GROUPS, [])
    owners = ctx.state.setdefault(_LEVEL_FUNCTIONS, {})
    module = ctx.llmodule
    group = [first.fn.name] + [n for n in first.defined if n != first.fn.name]
    text = "\n".join(str(module.globals[n]) for n in group) if any(lv.affects for lv in levels) else ""
    chosen: dict[str, ir.Function] = {}
    out = []
    for level in levels:
        if level.name == first.level:
            fn = first.fn
        elif level.extends in chosen and not any(t in text for t in level.affects):
            fn = chosen[level.extends]
        else:
            if (first.fn.name, level.name) not in copies:
                renames = {n: ctx.unique(f"{n}.{level.name}") for n in group}
                for name, copy in renames.items():
                    source = module.globals[name]
                    ir.Function(module, source.function_type, copy)
                    copies[(name, level.name)] = copy
                    owners[copy] = level.name
                groups.append(renames)
            fn = module.globals[copies[(first.fn.name, level.name)]]
        chosen[level.name] = fn
        out.append(fn)
    return out


_DEFINE = re.compile(r'^define [^\n]*?@"?([^"(]*)"?\(', re.M)
_DECLARE = re.compile(r'^declare [^\n]*?@"?([^"(]*)"?\([^\n]*\n', re.M)


def function_spans(text: str) -> Iterator[tuple[str, int, int]]:
    """(name, start, end) of each function defined in the IR ``text``: its ``define`` line to
    the line after its closing brace."""
    for m in _DEFINE.finditer(text):
        end = text.find("\n}\n", m.start())
        if end >= 0:
            yield m.group(1), m.start(), end + 3


def _references(names: Iterable[str]) -> re.Pattern:
    """References to any of ``names`` (``@"name"`` or ``@name``; group 1 or 2 the name)."""
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf'@(?:"({alternatives})"|({alternatives})(?![\w.]))')


def with_clones(ctx: EmitContext, text: str) -> str:
    """The module's text with each copy's declaration replaced by the copied function's body,
    the names it defined renamed (one pass over the text, however many copies)."""
    groups: list[dict[str, str]] = ctx.state.get(_CLONE_GROUPS, [])
    if not groups:
        return text
    sources = {n for g in groups for n in g}
    bodies = {name: text[start:end] for name, start, end in function_spans(text) if name in sources}
    copied: dict[str, str] = {}
    for renames in groups:
        pattern = _references(renames)

        def renamed(m: re.Match, r: dict[str, str] = renames) -> str:
            return '@"' + r[m.group(1) or m.group(2)] + '"'

        for name, copy in renames.items():
            copied[copy] = pattern.sub(renamed, bodies[name])
    pieces, at, placed = [], 0, 0
    for m in _DECLARE.finditer(text):
        if m.group(1) in copied:
            pieces += [text[at:m.start()], copied[m.group(1)]]
            at = m.end()
            placed += 1
    # a copy left a bare declaration would be an undefined symbol in the object
    assert placed == len(copied), f"{len(copied) - placed} kernel copies have no declaration to replace"
    pieces.append(text[at:])
    return "".join(pieces)


def _canonical(ctx: EmitContext, v: _Version) -> str:
    """A version's code with the names it chose replaced: the kernel and the helpers it defined
    by placeholders, its level's name (in the names of cached helpers) by another."""
    order = [v.fn.name] + [n for n in v.defined if n != v.fn.name]
    names = {name: f"F{k}" for k, name in enumerate(order)}
    texts = [str(g) for g in (ctx.llmodule.globals.get(n) for n in order) if g is not None]
    text = _references(names).sub(lambda m: "@" + names[m.group(1) or m.group(2)], "\n".join(texts))
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
