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

from collections.abc import Callable
from typing import Any

import numpy as np

from xlac.errors import XlacError, error_context
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

    def _live(self, comp: Computation) -> set[Instruction]:
        """What the root needs, plus side effects and what they need (cached per computation)."""
        cache = self.__dict__.setdefault("_live_cache", {})
        found = cache.get(id(comp))
        if found is not None and found[0] is comp and found[1] == len(comp.instructions):
            return found[2]
        stack = [comp.root] + [i for i in comp.instructions if i.opcode in self._EFFECTS or (
            i.opcode == "custom-call" and i.attrs.get("custom_call_has_side_effect") in (True, "true"))]
        live: set[Instruction] = set()
        while stack:
            instr = stack.pop()
            if instr not in live:
                live.add(instr)
                stack.extend(instr.operands)
        cache[id(comp)] = (comp, len(comp.instructions), live)
        return live

    def call(self, comp: Computation, args: list[Value], vectorized: bool = False) -> Value:
        """Evaluate ``comp`` on ``args``. Vectorized: scalars are arrays, shapes not checked."""
        env: dict[Instruction, Value] = {}
        live = self._live(comp)
        for instr in comp.instructions:
            if instr.opcode == "parameter":
                env[instr] = args[instr.parameter_number]
                continue
            if instr not in live:
                continue  # dead code never runs (an unknown dead custom call is no error)
            operands = [env[o] for o in instr.operands]
            handler = HANDLERS.get(instr.opcode) or _category_handler(instr.opcode)
            with error_context(instr):
                value = handler(self, instr, operands)
            if self.check_shapes and not vectorized:
                _check_value(instr, value)
            env[instr] = value
        return env[comp.root]

    def combiner(self, comp: Computation) -> Callable[[list, list], list]:
        """A vectorized version of a scalar binary computation (reducer / scatter combiner)."""

        def combine(lhs: list, rhs: list) -> list:
            out = self.call_vectorized(comp, list(lhs) + list(rhs))
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


# Handlers live in handlers.py; importing it fills HANDLERS.
from xlac.evaluator import handlers as _handlers  # noqa: E402,F401
