"""The reference evaluator: walks a module and computes every instruction with numpy.

It favours clarity: one handler per opcode (or per op-table category), each a few lines that
call a pure kernel in ``kernels/``. Called computations used as reducers, comparators and map
functions are evaluated *vectorized*: the same scalar computation run once on whole arrays.

    >>> from xlac.hlo.parser import parse_module
    >>> m = parse_module("ENTRY e { p = f32[2] parameter(0)\\n ROOT n = negate(p) }")
    >>> Evaluator(m).run([np.array([1, -2], np.float32)]).tolist()
    [-1.0, 2.0]
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from xlac.errors import Interrupted, XlacError, failure_at
from xlac.hlo import opcodes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Shape

Value = Any  # np.ndarray | tuple[Value, ...] | Token


class Token:
    """The value of a token-typed instruction (after-all, infeed's token...)."""

    def __repr__(self) -> str:
        return "token"


TOKEN = Token()

Handler = Callable[["Evaluator", Instruction, list], Value]
HANDLERS: dict[str, Handler] = {}


def handles(*names: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for n in names:
            HANDLERS[n] = fn
        return fn

    return register


class Evaluator:
    """Evaluates a module; ``run`` takes logical numpy arrays in parameter order."""

    def __init__(self, module: Module, *, check_shapes: bool = True, seed: int = 0,
                 custom_calls: Callable[[Instruction, list], Value] | None = None, device: Any = None):
        """``custom_calls(instr, operands)`` evaluates custom calls: the evaluator knows no
        custom-call registry (the interpreter target passes one; constant folding none).
        ``device``: this evaluator's place in a multi-device run (devices.DeviceContext)."""
        self.module = module
        self.device = device
        self.check_shapes = check_shapes
        self.rng = np.random.default_rng(seed)
        self.custom_calls = custom_calls
        self.outfeed: list[Value] = []

    def run(self, args: list[np.ndarray]) -> Value:
        assert self.module.entry is not None
        return self.call(self.module.entry, list(args))

    _EFFECTS = frozenset({"outfeed", "infeed", "send", "send-done", "recv", "recv-done"})

    def _plan(self, comp: Computation) -> _Plan:
        """How ``comp`` runs (cached per computation; rebuilt if a pass changed it)."""
        cache = self.__dict__.setdefault("_plan_cache", {})
        found = cache.get(id(comp))
        if found is None or found.comp is not comp or found.size != len(comp.instructions):
            found = cache[id(comp)] = _Plan(comp, self._EFFECTS)
        return found

    def call(self, comp: Computation, args: list[Value], vectorized: bool = False, donate: bool = False) -> Value:
        """Evaluate ``comp`` on ``args``. Vectorized: scalars are arrays, shapes not checked.
        ``donate``: the caller gives the values up (``args`` is emptied), so an array only this
        call holds may be updated in place (a loop body's dynamic-update-slice)."""
        plan = self._plan(comp)
        env: dict[Instruction, Value] = {p: args[n] for p, n in plan.params}
        if donate:
            args.clear()
        check = self.check_shapes and not vectorized
        in_place = not vectorized and _REFCOUNTS
        for step in plan.steps:
            instr = step.instr
            ops = [env[o] for o in step.operands]
            for o in step.frees:  # values no later instruction reads
                del env[o]
            handler = step.handler
            if step.donors and in_place and all(_sole(ops, k) for k in step.donors):
                handler = IN_PLACE[instr.opcode]
            try:
                if handler is None:
                    handler = _category_handler(instr.opcode)
                value = handler(self, instr, ops)
            except Interrupted:
                raise
            except XlacError as e:
                if e.loc is None:
                    e.loc = instr.loc
                raise
            except Exception as e:  # an internal failure while handling this instruction
                raise failure_at(instr, e) from e
            if check and not _matches(value, step.expect):
                _check_value(instr, value)  # says what is wrong
            env[instr] = value
            value = None  # env's reference is the only one this frame keeps (see _sole)
        return env[plan.root]

    def combiner(self, comp: Computation) -> Callable[[list, list], list]:
        """A vectorized version of a scalar binary computation (reducer / scatter combiner)."""

        root = comp.root
        # a combiner that keeps one side (scatter's x.at[i].set): that side, not an evaluation
        pick = root.parameter_number if root is not None and root.opcode == "parameter" and \
            len(comp.parameters) == 2 else None

        def combine(lhs: list, rhs: list) -> list:
            args = list(lhs) + list(rhs)
            if pick is not None and np.shape(args[0]) == np.shape(args[1]):
                return [np.asarray(args[pick])]
            out = self.call_vectorized(comp, args)
            return list(out) if isinstance(out, tuple) else [out]

        return combine

    def predicate(self, comp: Computation) -> Callable[[list, list], np.ndarray]:
        """A vectorized comparator / select function returning a bool array."""

        def compare(lhs: list, rhs: list) -> np.ndarray:
            args = [v for pair in zip(lhs, rhs) for v in pair] if len(lhs) > 1 else list(lhs) + list(rhs)
            return np.asarray(self.call_vectorized(comp, args), dtype=bool)

        return compare

    def pairwise_predicate(self, comp: Computation) -> Callable[[list, list], np.ndarray]:
        """Like predicate, but the computation takes (a, b) in order (select-and-scatter)."""

        def compare(lhs: list, rhs: list) -> np.ndarray:
            return np.asarray(self.call_vectorized(comp, list(lhs) + list(rhs)), dtype=bool)

        return compare

    def call_vectorized(self, comp: Computation, args: list[np.ndarray]) -> Value:
        """Run a scalar computation on arrays at once; falls back to element by element."""
        arrays = [np.asarray(a) for a in args]
        shape = np.broadcast_shapes(*[a.shape for a in arrays]) if arrays else ()
        try:
            out = self.call(comp, arrays, vectorized=True)
            leaves = out if isinstance(out, tuple) else (out,)
            if all(isinstance(x, np.ndarray) and x.shape == shape for x in leaves):
                return out
            if all(isinstance(x, np.ndarray) and x.ndim == 0 for x in leaves):
                return tuple(np.broadcast_to(x, shape).copy() for x in leaves) if isinstance(out, tuple) \
                    else np.broadcast_to(out, shape).copy()
        except XlacError:
            pass
        return self._call_elementwise(comp, arrays, shape)

    def _call_elementwise(self, comp: Computation, arrays: list[np.ndarray], shape: tuple) -> Value:
        arrays = [np.broadcast_to(a, shape) for a in arrays]
        results: list[list[np.ndarray]] | None = None
        for idx in np.ndindex(*shape):
            out = self.call(comp, [a[idx][()] if a.ndim else a for a in [np.asarray(x[idx]) for x in arrays]])
            leaves = list(out) if isinstance(out, tuple) else [out]
            if results is None:
                results = [np.empty(shape, dtype=np.asarray(v).dtype) for v in leaves]
            for r, v in zip(results, leaves):
                r[idx] = v
        if results is None:  # empty arrays
            leaves = comp.root.shape.elements if comp.root.shape.is_tuple else (comp.root.shape,)
            results = [np.empty(shape, dtype=s.dtype.np) for s in leaves]
        return tuple(results) if comp.root.shape.is_tuple else results[0]


# In-place variants of handlers (dynamic-update-slice, scatter): they write into the operands
# DONORS names, which call() gives them only when nothing else holds those arrays.
IN_PLACE: dict[str, Handler] = {}
DONORS: dict[str, Callable[[Instruction], tuple[int, ...]]] = {}


def handles_in_place(name: str, donors: Callable[[Instruction], tuple[int, ...]]) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        IN_PLACE[name] = fn
        DONORS[name] = donors
        return fn

    return register


def _sole(ops: list, k: int) -> bool:
    """Is ``ops[k]`` an array that owns its memory, held by the list ``ops`` and nothing else?
    Then no one else can see it change (CPython's reference count says so, as numpy's own
    elision of temporaries relies on); a view, a constant's literal, a parameter the caller
    keeps, a value another instruction or a tuple still holds all count."""
    a = ops[k]
    return type(a) is np.ndarray and a.flags.owndata and a.flags.writeable and a.flags.c_contiguous \
        and sys.getrefcount(a) == _SOLE


def _references(ops: list, k: int) -> int:
    a = ops[k]
    return sys.getrefcount(a)


_SOLE = _references([np.empty(1)], 0)  # the list's, the local's and the call's own
# free-threaded CPython counts references differently: never update in place there
_REFCOUNTS = sys.implementation.name == "cpython" and getattr(sys, "_is_gil_enabled", lambda: True)()


class _Step:
    """One live instruction of a plan: its handler, the operands it reads, the values no later
    instruction reads (dropped before it runs), the operands it may update in place, and the
    (dims, dtype) its array value must have."""

    __slots__ = ("instr", "operands", "handler", "frees", "donors", "expect")

    def __init__(self, instr: Instruction):
        self.instr = instr
        self.operands = tuple(instr.operands)
        self.handler: Handler | None = HANDLERS.get(instr.opcode)
        if self.handler is None:
            info = opcodes.lookup(instr.opcode)
            self.handler = HANDLERS.get(info.name) if info is not None else None
        elif instr.opcode == "constant" and not instr.shape.is_tuple and not instr.shape.dims:
            self.handler = _made_once(self.handler, instr)  # a scalar (loop bounds, steps)
        self.frees: tuple[Instruction, ...] = ()
        donors = DONORS.get(instr.opcode)
        self.donors = donors(instr) if donors is not None else ()
        self.expect = _expected(instr.shape)


def _made_once(handler: Handler, instr: Instruction) -> Handler:
    """``handler`` (of an instruction that reads nothing) run once, its value given each time;
    if it fails, it runs (and fails) where the instruction runs."""
    try:
        value = handler(None, instr, [])  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - reported when the instruction runs
        return handler
    return lambda ev, instr, ops: value


def _expected(shape: Shape) -> Any:
    """What _matches checks a value against: (dims, numpy dtype) for an array, a list of those
    for a tuple, None for tokens."""
    if shape.is_tuple:
        return [_expected(s) for s in shape.elements]
    assert isinstance(shape, ArrayShape)
    return (shape.dims, shape.dtype.np) if shape.dtype.is_array else None


def _matches(value: Value, expect: Any) -> bool:
    """Does ``value`` have the shape _expected describes (the fast check of every value)?"""
    if type(expect) is tuple:
        return type(value) is np.ndarray and value.shape == expect[0] and value.dtype == expect[1]
    if expect is None:
        return True
    return type(value) is tuple and len(value) == len(expect) and all(map(_matches, value, expect))


class _Plan:
    """A computation ready to run: its parameters, its live instructions in order (what the
    root needs, plus side effects and what they need: dead code never runs, so an unknown dead
    custom call is no error), each value dropped after its last reader."""

    def __init__(self, comp: Computation, effects: frozenset[str]):
        assert comp.root is not None
        self.comp, self.size, self.root = comp, len(comp.instructions), comp.root
        stack = [comp.root] + [i for i in comp.instructions if i.opcode in effects or (
            i.opcode == "custom-call" and i.attrs.get("custom_call_has_side_effect") in (True, "true"))]
        live: set[Instruction] = set()
        while stack:
            instr = stack.pop()
            if instr not in live:
                live.add(instr)
                stack.extend(instr.operands)
        self.params = [(i, i.parameter_number) for i in comp.instructions if i.opcode == "parameter"]
        self.steps = [_Step(i) for i in comp.instructions if i in live and i.opcode != "parameter"]
        last: dict[Instruction, _Step] = {}
        for step in self.steps:
            for o in step.operands:
                last[o] = step
        frees: dict[int, list[Instruction]] = {}
        for o, step in last.items():
            if o is not comp.root:
                frees.setdefault(id(step), []).append(o)
        for step in self.steps:
            step.frees = tuple(frees.get(id(step), ()))


def _category_handler(opcode: str) -> Handler:
    info = opcodes.lookup(opcode)
    if info is not None and info.name in HANDLERS:
        return HANDLERS[info.name]
    raise XlacError(f"the interpreter has no evaluator for '{opcode}'")


def _check_value(instr: Instruction, value: Value) -> None:
    """Catch kernel bugs at the instruction that produced them."""
    _check_against(instr, instr.shape, value)


def _check_against(instr: Instruction, shape: Shape, value: Value) -> None:
    if shape.is_tuple:
        if not isinstance(value, tuple) or len(value) != len(shape.elements):
            raise XlacError(f"internal error: '{instr.name}' produced {type(value).__name__}, expected {shape}",
                            instr.loc)
        for s, v in zip(shape.elements, value):
            _check_against(instr, s, v)
        return
    assert isinstance(shape, ArrayShape)
    if not shape.dtype.is_array:
        return
    if not isinstance(value, np.ndarray) or value.shape != shape.dims or value.dtype != shape.dtype.np:
        got = f"{value.dtype}{list(value.shape)}" if isinstance(value, np.ndarray) else type(value).__name__
        raise XlacError(f"internal error: '{instr.name}' produced {got}, expected {shape}", instr.loc)

