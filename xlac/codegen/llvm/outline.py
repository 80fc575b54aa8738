"""Moving a stretch of emitted code into a function of its own, and running one in parallel.

Emitters write into ``ctx.builder`` and close over SSA values of the function being emitted
(buffer pointers, loaded scalars). ``outline`` runs such an emitter against a fresh draft
function, then finds every value the draft used from outside itself and makes each a
parameter of the final function: the emitters need no change to be outlined.

Two uses:
  * compile time: each HLO instruction becomes its own small ``noinline`` function, so LLVM's
    optimizer sees many small functions (linear time) instead of one huge one (superlinear);
  * threads: ``parallel_for`` outlines a chunk of a loop, packs the captured values into a
    struct and hands a thunk to the runtime's ``xlac_parallel_for`` (xlac/runtime/parallel.c),
    or ``xlac_parallel_for_capped`` with the module's thread cap.

    parallel_for(ctx, n, grain, lambda b, begin, end: emit_rows(b, begin, end))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from llvmlite import ir

from xlac.codegen.llvm import isa
from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.types import I32, I64, PTR, VOID

Body = Callable[[ir.IRBuilder, list[ir.Value]], None]

# Instruction attributes that mirror an operand (llvmlite prints from them, not from operands).
_MIRRORS = ("pointer", "aggregate", "value")


def outline(ctx: EmitContext, name: str, body: Body, params: Sequence[ir.Type] = (),
            order: Sequence[ir.Value] = ()) -> tuple[ir.Function, list[ir.Value]]:
    """Emit ``body(builder, param_values)`` as a new internal function returning void.

    Returns the function and the captured values: its parameters are ``params`` followed by
    one per captured value, in that order: first use, or ``order``'s for the values it holds
    (versions of one kernel then take the same arguments, isa.py). The caller emits the call."""
    saved = ctx.function, ctx.builder
    draft = ir.Function(ctx.llmodule, ir.FunctionType(VOID, list(params)), ctx.unique("draft"))
    ctx.function, ctx.builder = draft, ir.IRBuilder(draft.append_basic_block("entry"))
    try:
        body(ctx.builder, list(draft.args))
        if not ctx.builder.block.is_terminated:
            ctx.builder.ret_void()
    finally:
        ctx.function, ctx.builder = saved
    registry = ctx.state.setdefault(_REGISTRY, {})
    # pointers to the start of the same buffer (an in-place update reads and writes one buffer
    # through two GEPs) become one parameter: every parameter then points at a buffer no other
    # parameter does, and all may be noalias (two for one buffer made none noalias, and the
    # loops of a softmax computed in its input's buffer ran 16% slower)
    captures, same = [], {}
    first: dict[tuple, ir.Value] = {}
    for c in foreign_values(draft):
        entry = registry.get(id(c))
        key = (entry[1], str(c.type)) if entry is not None and entry[0] is c else None
        if key is not None and key in first:
            same[id(c)] = first[key]
            continue
        if key is not None:
            first[key] = c
        captures.append(c)
    if order:
        rank = {id(v): k for k, v in enumerate(order)}
        captures.sort(key=lambda c: rank.get(id(c), len(rank)))  # stable: the others keep first-use order
    fnty = ir.FunctionType(VOID, list(params) + [c.type for c in captures])
    fn = ir.Function(ctx.llmodule, fnty, ctx.unique(name))
    fn.linkage = "internal"
    fn.attributes.add("nounwind")
    _transplant(draft, fn, list(draft.args) + captures, same)
    del ctx.llmodule.globals[draft.name]
    for capture, arg in zip(captures, fn.args[len(params):]):
        if id(capture) in registry:  # code outlined from this function's body sees the same buffers
            register_pointer(ctx, arg, registry[id(capture)][1])
    if _distinct_buffers(ctx, captures):
        for arg in fn.args[len(params):]:
            if isinstance(arg.type, ir.PointerType):
                arg.add_attribute("noalias")
    return fn, captures


_BODIES = "outlined_bodies"


def deduplicate(ctx: EmitContext, fn: ir.Function) -> ir.Function:
    """``fn``, or an earlier function whose text is the same but for its name (then ``fn`` is
    dropped). Models repeat themselves: the layers of a transformer give the same fusions over
    other buffers, and buffers are parameters here, so each kernel is compiled once, not once
    per layer (a 4-layer training step: 178 functions, 49 distinct, a third of LLVM's work).
    Callers are emitted after their callees, so a caller of merged kernels merges too."""
    quoted, bare = f'@"{fn.name}"', f"@{fn.name}("
    # per ISA level (isa.py): the same text compiles to other code under another level's features
    key = (isa.current_level(ctx) or "") + "\0" + str(fn).replace(quoted, '@"\0"').replace(bare, '@"\0"(')
    bodies: dict[str, ir.Function] = ctx.state.setdefault(_BODIES, {})
    earlier = bodies.get(key)
    if earlier is None:
        bodies[key] = fn
        return fn
    del ctx.llmodule.globals[fn.name]
    return earlier


# ---- aliasing -----------------------------------------------------------------------------------

_REGISTRY = "pointer_keys"


def register_pointer(ctx: EmitContext, value: ir.Value, key: object) -> None:
    """Record that ``value`` points at the start of buffer ``key`` (buffers with different
    keys that are used by one instruction never overlap: the buffer assignment's guarantee)."""
    ctx.state.setdefault(_REGISTRY, {})[id(value)] = (value, key)


def _distinct_buffers(ctx: EmitContext, captures: Sequence[ir.Value]) -> bool:
    """May every captured pointer be ``noalias``? Only when each is a registered buffer and no
    two are the same buffer; any other pointer might point anywhere."""
    registry = ctx.state.get(_REGISTRY, {})
    keys = []
    for c in captures:
        if isinstance(c.type, ir.PointerType):
            entry = registry.get(id(c))
            if entry is None or entry[0] is not c:
                return False
            keys.append(entry[1])
    return len(set(keys)) == len(keys)


def foreign_values(fn: ir.Function) -> list[ir.Value]:
    """Instructions and arguments of other functions that ``fn``'s code uses, first use first."""
    seen: dict[int, ir.Value] = {}
    for block in fn.blocks:
        for instr in block.instructions:
            for v in _uses(instr):
                if id(v) not in seen and _owner(v) not in (None, fn):
                    seen[id(v)] = v
    return list(seen.values())


def _uses(instr: ir.Instruction) -> list[ir.Value]:
    if isinstance(instr, ir.PhiInstr):
        return [v for v, _ in instr.incomings]
    return list(instr.operands)


def _owner(v: ir.Value) -> ir.Function | None:
    """The function a value lives in (None for constants, globals and blocks)."""
    if isinstance(v, ir.Argument):
        return v.parent
    if isinstance(v, ir.Instruction):
        return v.parent.parent
    return None


def _transplant(draft: ir.Function, fn: ir.Function, olds: list[ir.Value],
                same: dict[int, ir.Value] | None = None) -> None:
    """Move ``draft``'s blocks into ``fn``, with ``olds[i]`` replaced by ``fn.args[i]`` and a
    value of ``same`` by the argument of the value it maps to."""
    fn.scope = draft.scope
    for i, arg in enumerate(fn.args):
        arg.name = f"arg{i}"
    mapping = {id(o): a for o, a in zip(olds, fn.args)}
    for dup, rep in (same or {}).items():
        mapping[dup] = mapping[id(rep)]
    fn.blocks = draft.blocks
    draft.blocks = []
    for block in fn.blocks:
        block.parent = fn
        for instr in block.instructions:
            _replace(instr, mapping)


def _replace(instr: ir.Instruction, mapping: dict[int, ir.Value]) -> None:
    def sub(v):
        return mapping.get(id(v), v)

    if isinstance(instr, ir.PhiInstr):
        instr.incomings = [(sub(v), blk) for v, blk in instr.incomings]
    elif any(id(v) in mapping for v in instr.operands):
        ops = [sub(v) for v in instr.operands]
        instr.operands = tuple(ops) if isinstance(instr.operands, tuple) else ops
        for attr in _MIRRORS:
            if attr in vars(instr):
                setattr(instr, attr, sub(vars(instr)[attr]))
        if isinstance(vars(instr).get("indices"), (list, tuple)):
            instr.indices = [sub(v) for v in instr.indices]
    instr._clear_string_cache()


def call_outlined(ctx: EmitContext, fn: ir.Function, captures: Sequence[ir.Value],
                  leading: Sequence[ir.Value] = ()) -> None:
    ctx.builder.call(fn, list(leading) + list(captures))


def emit_outlined(ctx: EmitContext, name: str, body: Callable[[], None], hot: bool = True) -> None:
    """Emit ``body()`` (which uses ``ctx.builder``) into a ``noinline`` function and call it;
    where the target lists ISA levels and the kernel is ``hot``, one such function per level and
    a call of the one this CPU runs (isa.py)."""
    def one(order: Sequence[ir.Value] = ()) -> tuple[ir.Function, list[ir.Value]]:
        fn, captures = outline(ctx, name, lambda b, args: body(), order=order)
        fn.attributes.add("noinline")
        return deduplicate(ctx, fn), captures

    if hot and isa.multiversioned(ctx):
        isa.emit_versions(ctx, one)
    else:
        call_outlined(ctx, *one())


# ---- threads -----------------------------------------------------------------------------------

PARALLEL_FOR = "xlac_parallel_for"
PARALLEL_FOR_CAPPED = "xlac_parallel_for_capped"  # one more argument: the most threads (int64_t)
_TASK_TYPE = ir.FunctionType(VOID, [PTR, I64, I64])


def threads_enabled(ctx: EmitContext) -> bool:
    return ctx.target.threads > 1


def parallel_for(ctx: EmitContext, n: int | ir.Value, grain: int,
                 body: Callable[[ir.IRBuilder, ir.Value, ir.Value], None]) -> None:
    """``body(b, begin, end)`` over chunks of [0, n): on the runtime's threads when this module
    is compiled with threads (and n is a constant > grain), else as one inline chunk."""
    static_n = n if isinstance(n, int) else None
    if not threads_enabled(ctx) or (static_n is not None and static_n <= grain):
        body(ctx.builder, I64(0), I64(n) if isinstance(n, int) else n)
        return
    fn, captures = outline(ctx, "par.body", lambda b, args: body(b, args[0], args[1]), [I64, I64])
    thunk = deduplicate(ctx, _thunk(ctx, deduplicate(ctx, fn), [c.type for c in captures]))
    b = ctx.builder
    env = _pack_env(ctx, captures)
    args = [thunk, env, I64(n) if isinstance(n, int) else n, I64(grain)]
    cap = ctx.target.thread_cap
    b.call(_declare_parallel_for(ctx, cap > 0), args + [I64(cap)] if cap > 0 else args)


def _env_type(types: Sequence[ir.Type]) -> ir.LiteralStructType:
    return ir.LiteralStructType(list(types) or [I64])


def _pack_env(ctx: EmitContext, captures: Sequence[ir.Value]) -> ir.Value:
    """The captured values stored in a stack struct (allocated once, in the entry block)."""
    from xlac.codegen.llvm.emitters.common import stack_slot

    ty = _env_type([c.type for c in captures])
    b = ctx.builder
    slot = stack_slot(ctx, ty, "par.env")
    slot.type = PTR  # llvmlite types allocas as typed pointers; GEPs of those come out mistyped
    for i, c in enumerate(captures):
        b.store(c, b.gep(slot, [I32(0), I32(i)], inbounds=True, source_etype=ty))
    return slot


def _thunk(ctx: EmitContext, fn: ir.Function, types: Sequence[ir.Type]) -> ir.Function:
    """``void thunk(void *env, i64 begin, i64 end)``: unpack the env struct and call ``fn``."""
    thunk = ir.Function(ctx.llmodule, _TASK_TYPE, ctx.unique("par.task"))
    thunk.linkage = "internal"
    thunk.attributes.add("nounwind")
    env, begin, end = thunk.args
    b = ir.IRBuilder(thunk.append_basic_block("entry"))
    ty = _env_type(types)
    values = [b.load(b.gep(env, [I32(0), I32(i)], inbounds=True, source_etype=ty), typ=t)
              for i, t in enumerate(types)]
    fp_env = ctx.target.fp_env  # worker threads run in the entry's FP environment too
    saved = fp_env.enter(ctx.llmodule, b) if fp_env is not None else None
    if fp_env is not None:
        fn.attributes.add("noinline")
    b.call(fn, [begin, end] + values)
    if fp_env is not None:
        fp_env.leave(ctx.llmodule, b, saved)
    b.ret_void()
    return thunk


def _declare_parallel_for(ctx: EmitContext, capped: bool) -> ir.Function:
    """The runtime's entry: capped objects pass their cap, so the running program's pool (one
    for every object in the process) gives each of their loops at most that many threads."""
    name = PARALLEL_FOR_CAPPED if capped else PARALLEL_FOR
    fn = ctx.llmodule.globals.get(name)
    if fn is None:
        fn = ir.Function(ctx.llmodule, ir.FunctionType(VOID, [PTR, PTR, I64, I64] + ([I64] if capped else [])), name)
        fn.attributes.add("nounwind")
    return fn
