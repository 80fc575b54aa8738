"""Instruction fusion: producers are computed inside their consumers instead of through memory.

    e = f32[8,32] exponential(x)
    b = f32[8,32] broadcast(f32[32] bias), dimensions={1}
    ROOT a = f32[8,32] add(e, b)
  becomes
    fused_computation (param_0: f32[8,32], param_1: f32[32]) -> f32[8,32] {
      param_0 = ... parameter(0)  e = exponential(param_0)  param_1 = ... parameter(1)
      b = broadcast(param_1), dimensions={1}  ROOT a = add(e, b) }
    ROOT fusion = f32[8,32] fusion(x, bias), kind=kLoop, calls=fused_computation

Kinds, as XLA prints them: ``kLoop`` (elementwise and data movement, one loop over the
output), ``kInput`` (a reduction with its input computation fused in), ``kOutput`` (a dot or
convolution with cheap operand producers such as transposes, and elementwise consumers such as
a bias add, fused in).

What fuses (XLA's InstructionFusion rules, simplified):
  * elementwise ops, broadcasts, reshapes, transposes, slices, pads, concatenates, iotas,
    dynamic-slices, gathers and scalar constants fuse into any fusible consumer;
  * a producer with several users fuses only when it is cheap (no exp/log/divide...) and every
    user can take it, so duplicating it replaces the buffer instead of adding work;
  * reductions never fuse into their consumers (that would redo the reduction per element),
    but their input computations fuse into them;
  * a dot fuses into a single elementwise consumer of its shape (each dot element is computed
    once); into a dot's own operands only transposes, reshapes, broadcasts, converts and copies
    fuse (each operand element is read many times, so it must be cheap to recompute).
Side-effecting ops, loops, calls, sorts, scatters and custom calls never fuse.
"""

from __future__ import annotations

from collections.abc import Iterable

from xlac.hlo import opcodes
from xlac.hlo.attributes import Ident
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.passes.rewrite import (
    Namer,
    add_instruction,
    clone_instruction,
    finish,
    has_side_effect,
    has_side_effect_no_recurse,
    reads,
    replace_uses,
    sequential_computations,
    sort_instructions,
)

MAX_FUSED_INSTRUCTIONS = 96
MAX_FUSION_OPERANDS = 24

# From the op table (xlac/hlo/opcodes.py): cheap to recompute (index arithmetic, conversions);
# data movement computed elementally from the operands.
CHEAP_MOVES = opcodes.names(lambda op: op.move == "cheap")
LOOP_MOVES = opcodes.names(lambda op: op.move is not None)
# A data move with several users is copied into at most this many of them.
MAX_DUPLICATION_USERS = 4
EXPENSIVE = opcodes.names(lambda op: op.cost == opcodes.EXPENSIVE)  # not duplicated into consumers
HEAVY = opcodes.names(lambda op: op.cost == opcodes.HEAVY)
_REUSING = opcodes.names(lambda op: op.reuses_operands)
REDUCTIONS = opcodes.names(lambda op: op.reduction)


class InstructionFusion:
    name = "fusion"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = False
        for comp in sequential_computations(module):
            changed |= _Fuser(module, comp, namer).run()
        if changed:
            finish(module)
        return changed


# ---------------------------------------------------------------------------------------------
# What an instruction is, as far as fusion cares


def _effectful(instr: Instruction) -> bool:
    """Side effects; fused computations never hold side-effecting ops, so fusions are only
    checked themselves (which keeps this cheap as fusions grow)."""
    if instr.opcode == "fusion":
        return has_side_effect_no_recurse(instr)
    return has_side_effect(instr)


def _fused_ops(instr: Instruction) -> list[Instruction]:
    """The instructions a fusion computes (or the instruction itself)."""
    if instr.opcode == "fusion":
        return [i for i in instr.attrs["calls"].instructions if i.opcode != "parameter"]
    return [instr]


def _is_elementwise(instr: Instruction) -> bool:
    info = opcodes.lookup(instr.opcode)
    return info is not None and info.is_elementwise and info.name == instr.opcode and instr.opcode not in (
        "bitcast-convert", "stochastic-convert")


def _simple(instr: Instruction) -> bool:
    """Elementwise or loop data movement, computable per output element, no side effects."""
    if instr.shape.is_tuple or _effectful(instr):
        return False
    return _is_elementwise(instr) or instr.opcode in LOOP_MOVES or instr.opcode == "bitcast-convert"


def is_heavy(instr: Instruction) -> bool:
    """Contains a dot or convolution (a kOutput fusion or the op itself)."""
    return any(i.opcode in HEAVY for i in _fused_ops(instr))


def has_reduction(instr: Instruction) -> bool:
    return any(i.opcode in REDUCTIONS for i in _fused_ops(instr))


def _is_expensive(instr: Instruction) -> bool:
    return any(i.opcode in EXPENSIVE or i.opcode in REDUCTIONS | HEAVY for i in _fused_ops(instr))


def _is_small_constant(instr: Instruction) -> bool:
    return instr.opcode == "constant" and not instr.shape.is_tuple and instr.shape.num_elements <= 1


def fusion_kind(comp: Computation) -> str:
    """kOutput with a dot/convolution, kInput with a reduction at the root, else kLoop."""
    if any(i.opcode in HEAVY for i in comp.instructions):
        return "kOutput"
    roots = comp.root.operands if comp.root.opcode == "tuple" else [comp.root]
    return "kInput" if any(r.opcode in REDUCTIONS for r in roots) else "kLoop"


def can_be_producer(instr: Instruction) -> bool:
    """May this instruction be computed inside another fusion?"""
    if instr.shape.is_tuple or _effectful(instr):
        return False
    if instr.opcode == "fusion":
        return str(instr.attrs.get("kind")) in ("kLoop", "kOutput") and not has_reduction(instr)
    return _simple(instr) or _is_small_constant(instr) or instr.opcode in HEAVY


def can_be_consumer(instr: Instruction) -> bool:
    """May producers be fused into this instruction?"""
    if instr.shape.is_tuple or _effectful(instr):
        return False
    if instr.opcode == "fusion":
        return str(instr.attrs.get("kind")) in ("kLoop", "kInput", "kOutput")
    if instr.opcode == "reduce":
        return len(instr.operands) == 2
    return _simple(instr) or instr.opcode in HEAVY


# ---------------------------------------------------------------------------------------------
# Building fusions


def wrap_in_fusion(module: Module, comp: Computation, namer: Namer, instr: Instruction,
                   users: Iterable[Instruction] | None = None) -> Instruction:
    """Replace ``instr`` by a fusion computing just it (operands become parameters); ``users``:
    its users, when the caller knows them (saves a scan of the computation)."""
    body = Computation(namer.fresh_computation("fused_computation"))
    distinct: list[Instruction] = []
    for o in instr.operands:
        if o not in distinct:
            distinct.append(o)
    params = [_new_param(body, namer, k, o) for k, o in enumerate(distinct)]
    mapping = dict(zip(distinct, params))
    body.root = clone_instruction(instr, body, namer, [mapping[o] for o in instr.operands])
    body.instructions.sort(key=lambda i: i.opcode != "parameter")
    fusion = add_instruction(comp, namer, "fusion", instr.shape, distinct,
                             {"kind": Ident(fusion_kind(body)), "calls": body}, name="fusion")
    if "metadata" in instr.attrs:
        fusion.attrs["metadata"] = instr.attrs["metadata"]
    module.computations.append(body)  # `finish` puts it before its caller
    replace_uses(comp, namer, instr, fusion, users)
    comp.instructions.remove(instr)
    return fusion


def _new_param(body: Computation, namer: Namer, number: int, operand: Instruction) -> Instruction:
    p = Instruction(namer.fresh(f"param_{number}"), "parameter", operand.shape, parameter_number=number)
    return body.add(p)


def fuse_producer(comp: Computation, namer: Namer, producer: Instruction, fusion: Instruction,
                  remove_producer: bool, sort: bool = True) -> None:
    """Compute ``producer`` inside ``fusion`` (which reads it as an operand). With ``sort``
    false the fused computation is left out of definition order (the caller sorts later)."""
    body: Computation = fusion.attrs["calls"]
    index = fusion.operands.index(producer)
    param = next(p for p in body.parameters if p.parameter_number == index)
    operand_param = {o: p for o, p in zip(fusion.operands, sorted(body.parameters,
                                                                   key=lambda p: p.parameter_number))}

    def param_for(operand: Instruction) -> Instruction:
        if operand not in operand_param:
            fusion.operands.append(operand)
            operand_param[operand] = _new_param(body, namer, len(fusion.operands) - 1, operand)
        return operand_param[operand]

    if producer.opcode == "fusion":
        inner: Computation = producer.attrs["calls"]
        mapping = {p: param_for(producer.operands[p.parameter_number]) for p in inner.parameters}
        for i in inner.instructions:
            if i.opcode != "parameter":
                mapping[i] = clone_instruction(i, body, namer, [mapping[o] for o in i.operands])
        value = mapping[inner.root]
    else:
        value = clone_instruction(producer, body, namer, [param_for(o) for o in producer.operands])
    for i in body.instructions:
        if param in i.operands:
            i.operands = [value if o is param else o for o in i.operands]
    if body.root is param:
        body.root = value
    _remove_param(body, fusion, param)
    fusion.attrs["kind"] = Ident(fusion_kind(body))
    if sort:
        sort_instructions(body)
    if remove_producer:
        comp.instructions.remove(producer)


def _remove_param(body: Computation, fusion: Instruction, param: Instruction) -> None:
    number = param.parameter_number
    body.instructions.remove(param)
    fusion.operands.pop(number)
    for p in body.instructions:
        if p.opcode == "parameter" and p.parameter_number > number:
            p.parameter_number -= 1


# ---------------------------------------------------------------------------------------------
# The driver


class _Fuser:
    """Fuses within one computation, visiting consumers from the root upwards."""

    def __init__(self, module: Module, comp: Computation, namer: Namer):
        self.module = module
        self.comp = comp
        self.namer = namer
        self.unsorted: set[Computation] = set()  # fused computations not in definition order
        self._users: dict[Instruction, set[Instruction]] = {i: set() for i in comp.instructions}
        for i in comp.instructions:
            for o in i.operands:
                self._users.setdefault(o, set()).add(i)

    def users(self, instr: Instruction) -> list[Instruction]:
        return list(self._users.get(instr, ()))

    def run(self) -> bool:
        changed = False
        for consumer in reversed(list(self.comp.instructions)):
            if consumer not in self._users:
                continue
            while True:
                producer = next((p for p in _distinct(consumer.operands) if self.should_fuse(p, consumer)), None)
                if producer is None:
                    break
                if consumer.opcode != "fusion":
                    consumer = self._wrap(consumer)
                self._fuse(producer, consumer)
                changed = True
        return changed

    def _wrap(self, instr: Instruction) -> Instruction:
        users = self._users.pop(instr)
        fusion = wrap_in_fusion(self.module, self.comp, self.namer, instr, users)
        for o in set(instr.operands):
            self._users[o].discard(instr)
            self._users[o].add(fusion)
        self._users[fusion] = users
        return fusion

    def _fuse(self, producer: Instruction, fusion: Instruction) -> None:
        remove = self._users[producer] == {fusion} and self.comp.root is not producer
        before = set(fusion.operands)
        if producer.opcode == "fusion" and producer.attrs["calls"] in self.unsorted:
            sort_instructions(producer.attrs["calls"])
            self.unsorted.discard(producer.attrs["calls"])
        fuse_producer(self.comp, self.namer, producer, fusion, remove_producer=remove, sort=False)
        self.unsorted.add(fusion.attrs["calls"])
        for o in before - set(fusion.operands):
            self._users[o].discard(fusion)
        for o in set(fusion.operands) - before:
            self._users.setdefault(o, set()).add(fusion)
        if remove:
            for o in set(producer.operands):
                self._users[o].discard(producer)
            del self._users[producer]

    # ---- the rules ------------------------------------------------------------------------
    def should_fuse(self, producer: Instruction, consumer: Instruction) -> bool:
        if producer.opcode in ("parameter", "get-tuple-element", "tuple") or not can_be_producer(producer):
            return False
        if not can_be_consumer(consumer) or not self._fits(producer, consumer):
            return False
        if consumer.opcode == "fusion" and consumer.operands.count(producer) != 1:
            return False  # an input fusion may read one operand through two parameters
        users = self.users(producer)
        if is_heavy(producer):
            return users == [consumer] and self.comp.root is not producer and not is_heavy(consumer) \
                and self._reads_elementwise(consumer, producer) and not self._reuses(consumer, producer)
        if is_heavy(consumer) and self._feeds_contraction(consumer, producer):
            if not (producer.opcode in CHEAP_MOVES or _is_small_constant(producer)):
                return False
            if producer.opcode == "fusion":
                return False
        if _is_expensive(producer) and self._reuses(consumer, producer):
            return False
        if len(users) > 1 or self.comp.root is producer:
            return self._duplicable(producer, users)
        return True

    def _reuses(self, consumer: Instruction, producer: Instruction) -> bool:
        """Would the consumer read some producer element more than once (a broadcast, a
        window, a contraction on the way)?"""
        if consumer.opcode != "fusion":
            return consumer.opcode in _REUSING
        body = consumer.attrs["calls"]
        param = next(p for p in body.parameters if p.parameter_number == consumer.operands.index(producer))
        readers: dict[Instruction, list[Instruction]] = {}
        for i in body.instructions:
            for o in i.operands:
                readers.setdefault(o, []).append(i)
        stack, seen = [param], set()
        while stack:
            for r in readers.get(stack.pop(), []):
                if r.opcode in _REUSING:
                    return True
                if r not in seen:
                    seen.add(r)
                    stack.append(r)
        return False

    def _duplicable(self, producer: Instruction, users: list[Instruction]) -> bool:
        """Several users: copy into each only what costs nothing to recompute (constants, iota,
        scalar broadcasts, a single data move). Copying arithmetic compounds along a DAG with
        fan-out: each copy is copied again into the next fusions downstream."""
        if _is_small_constant(producer) or producer.opcode == "iota" or (
                producer.opcode == "broadcast" and producer.operands[0].shape.rank == 0):
            return True
        if producer.opcode not in CHEAP_MOVES or self.comp.root is producer or len(users) > MAX_DUPLICATION_USERS:
            return False
        for u in users:
            if not can_be_consumer(u):
                return False
        return True

    def _fits(self, producer: Instruction, consumer: Instruction) -> bool:
        size = len(_fused_ops(producer)) + len(_fused_ops(consumer))
        operands = len(set(producer.operands) | set(consumer.operands))
        return size <= MAX_FUSED_INSTRUCTIONS and operands <= MAX_FUSION_OPERANDS

    def _reads_elementwise(self, consumer: Instruction, producer: Instruction) -> bool:
        """Does the consumer read each producer element once (elementwise, same dims)?"""
        if consumer.opcode != "fusion":
            return _is_elementwise(consumer) and consumer.shape.dims == producer.shape.dims
        body = consumer.attrs["calls"]
        param = next(p for p in body.parameters if p.parameter_number == consumer.operands.index(producer))
        readers = [i for i in body.instructions if param in i.operands]
        return bool(readers) and all(_is_elementwise(r) and r.shape.dims == producer.shape.dims for r in readers)

    def _feeds_contraction(self, consumer: Instruction, producer: Instruction) -> bool:
        """Is the producer (transitively) an operand of the consumer's dot/convolution?"""
        if consumer.opcode != "fusion":
            return consumer.opcode in HEAVY
        body = consumer.attrs["calls"]
        param = next(p for p in body.parameters if p.parameter_number == consumer.operands.index(producer))
        return reads([o for i in body.instructions if i.opcode in HEAVY for o in i.operands], param)


def _distinct(items: list[Instruction]) -> list[Instruction]:
    out: list[Instruction] = []
    for i in items:
        if i not in out:
            out.append(i)
    return out
