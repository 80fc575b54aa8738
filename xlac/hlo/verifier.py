"""The HLO verifier: every rule a module must satisfy before passes and code generators see it.

``verify(module)`` raises :class:`XlacError` at the first broken instruction, with its source
location and name:

    model.hlo:7:3: error: 'add.3': operands have shapes f32[4] and f32[5]; add needs equal shapes

It checks, per instruction: the opcode and its operand count (the op table), attribute names
(unknown ones are listed against the allowed ones) and required attributes, operands defined
earlier in the same computation, called computations that belong to the module, async `-done`
ops whose operand is their `-start` (XLA's pairing rule), and the written result shape against
shape inference (which also checks operand types, dimension numbers and the signatures of called
computations). Ops whose shape cannot be inferred get their own rules
(reshape keeps the element count, iota's dimension is in range, ...). Per module: one ENTRY,
parameters numbered 0..n-1, and the entry parameters against ``entry_computation_layout``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.dtypes import BY_NAME, S32, TOKEN, U32, U64
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr
from xlac.hlo.opcodes import COMMON_ATTRS, OPS, OpInfo, lookup
from xlac.hlo.shape_inference import (
    ShapeError,
    broadcast_shape,
    has_rule,
    infer_shape,
    show,
)
from xlac.hlo.shapes import ArrayShape, Shape, ShapeLimitError, TupleShape, check_limits, compatible

# Ops whose inference takes the written result element type (a preferred or target type).
_TAKES_RESULT_TYPE = opcodes.names(lambda op: op.takes_result_type)


def verify(module: Module) -> None:
    """Check ``module``; raise XlacError (with location and instruction name) on the first problem."""
    try:
        _verify_module(module)
    except XlacError as e:
        if e.source is None:
            e.source = module.source_text  # so in-memory modules get the caret line too
        raise


def _verify_module(module: Module) -> None:
    if module.entry is None or not module.entry.is_entry:
        raise XlacError(f"module '{module.name}' has no ENTRY computation")
    entries = [c for c in module.computations if c.is_entry]
    if entries != [module.entry]:
        other = next((c for c in entries if c is not module.entry), module.entry)
        raise XlacError(f"module '{module.name}' must have exactly one ENTRY computation; "
                        f"found {', '.join(repr(c.name) for c in entries)}", other.loc)
    known = {id(c) for c in module.computations}
    for comp in module.computations:
        _verify_computation(comp, known)
    _verify_device_count(module)
    _verify_collective_sizes(module)
    _verify_entry_layout(module)


def _verify_device_count(module: Module) -> None:
    """A module for more devices than any machine has is refused here: a header of 2^63-1
    replicas had the compile build a program per device until memory ran out."""
    from xlac.hlo.collectives import MAX_DEVICES, module_shape

    replicas, partitions = module_shape(module)
    if replicas * partitions > MAX_DEVICES:
        raise XlacError(f"the module is for {replicas * partitions} devices (replica_count={replicas} x "
                        f"num_partitions={partitions}); xlac runs at most {MAX_DEVICES}")


def _verify_collective_sizes(module: Module) -> None:
    """all-gather makes its dimension the group size times longer, reduce-scatter that many times
    shorter, all-to-all keeps the shape, where the group size is known here: written groups, or
    a one-device module's; for each operand of the tuple forms, and for the results of the async
    forms (all-gather-start, reduce-scatter-start...). A result declared otherwise had the cpu
    target write a 16x32 gather into an 8x32 buffer (a crash)."""
    from xlac.hlo.collectives import module_devices, module_shape, parse_groups

    devices = module_devices(module)
    partitions = module_shape(module)[1]
    for comp in module.computations:
        for instr in comp.instructions:
            op = _gather_scatter_op(instr)
            if op is None:
                continue
            groups = parse_groups(str(instr.attrs["replica_groups"]), instr.loc) \
                if "replica_groups" in instr.attrs else None
            # a channel_id without global ids groups replicas, each with every partition (all-to-all,
            # which has no global ids, groups partitions then)
            per_replica = op != "all-to-all" and "channel_id" in instr.attrs and \
                str(instr.attrs.get("use_global_device_ids")).lower() != "true"
            size = len(groups[0]) * (partitions if per_replica else 1) if groups else (1 if devices == 1 else None)
            dims = tuple(instr.attrs.get("dimensions", ()))
            if size is None or len(dims) > 1 or (len(dims) == 0 and op != "all-to-all"):
                continue
            if op == "all-to-all" and not dims and len(instr.operands) != size:
                _fail(instr, f"an all-to-all without dimensions sends one operand to each device of its group: "
                             f"groups of {size} need {size} operands, not {len(instr.operands)}")
            for s, out in zip((o.shape for o in instr.operands), _gather_scatter_results(instr)):
                if s.is_tuple or out.is_tuple or s.rank != out.rank or (dims and not 0 <= dims[0] < s.rank):
                    continue
                want = list(s.dims)
                if op == "all-gather":
                    want[dims[0]] = s.dims[dims[0]] * size
                elif dims and s.dims[dims[0]] % size:  # reduce-scatter, all-to-all: split in equal parts
                    _fail(instr, f"{op} over {size} devices needs dimension {dims[0]} of {show(s)} to "
                                 f"divide by {size}")
                elif op == "reduce-scatter":
                    want[dims[0]] = s.dims[dims[0]] // size
                if tuple(want) != tuple(out.dims):
                    along = f" along dimension {dims[0]}" if dims else ""
                    _fail(instr, f"{op} of {show(s)}{along} over groups of {size} gives "
                                 f"{show(ArrayShape(s.dtype, tuple(want)))}, not {show(out)}")


_GATHER_SCATTER = ("all-gather", "reduce-scatter", "all-to-all")


def _gather_scatter_op(instr: Instruction) -> str | None:
    """all-gather, reduce-scatter or all-to-all for those ops and their async starts (all-gather-
    start, and the `-start` sugar of the others), else None."""
    op = instr.opcode.removesuffix("-start")
    return op if op in _GATHER_SCATTER and "calls" not in instr.attrs else None


def _gather_scatter_results(instr: Instruction) -> tuple[Shape, ...]:
    """The result arrays of a (verified) all-gather / reduce-scatter / all-to-all, one per
    operand: a start's results part (element 1 of its ((operands), results, ...) state)."""
    from xlac.hlo.collectives import done_takes_element_one

    shape = instr.shape
    if instr.opcode == "all-gather-start":
        if shape.is_tuple and done_takes_element_one(instr):
            shape = shape.elements[1]
    elif instr.opcode.endswith("-start"):
        shape = shape.elements[1]
    return shape.elements if shape.is_tuple else (shape,)


# ---------------------------------------------------------------------------------------------
# Computations


def _verify_computation(comp: Computation, known: set[int]) -> None:
    """Root, parameter numbering, then each instruction in order."""
    if not comp.instructions or comp.root is None or comp.root.parent is not comp:
        raise XlacError(f"computation '{comp.name}' has no root instruction", comp.loc)
    params = [p for p in comp.instructions if p.opcode == "parameter"]
    for p in params:
        if p.parameter_number is None or p.parameter_number < 0:
            raise _error(p, "parameter needs a non-negative number: parameter(N)")
    numbers = sorted(p.parameter_number for p in params)
    if numbers != list(range(len(numbers))):
        raise XlacError(f"parameters of computation '{comp.name}' are numbered "
                        f"{numbers}; they must be 0..{len(numbers) - 1}", comp.loc)
    position = {id(instr): i for i, instr in enumerate(comp.instructions)}
    for i, instr in enumerate(comp.instructions):
        try:
            _verify_instruction(instr, i, position, known)
        except ShapeError as e:
            raise _error(instr, _strip(instr.opcode, str(e))) from None


def _error(instr: Instruction, message: str) -> XlacError:
    """An XlacError at ``instr`` naming it."""
    return XlacError(f"'{instr.name}': {message}", instr.loc)


def _strip(opcode: str, message: str) -> str:
    """Drop the ``opcode: `` prefix of a ShapeError (the instruction name replaces it)."""
    prefix = f"{opcode}: "
    return message[len(prefix):] if message.startswith(prefix) else message


# ---------------------------------------------------------------------------------------------
# Instructions


def _verify_instruction(instr: Instruction, index: int, position: dict[int, int],
                        known: set[int]) -> None:
    """All the checks for one instruction; ShapeErrors are turned into XlacErrors by the caller."""
    info = lookup(instr.opcode)
    if info is None:
        raise _error(instr, f"unknown opcode '{instr.opcode}'")
    try:
        check_limits(instr.shape)
    except ShapeLimitError as e:
        raise _error(instr, str(e)) from None
    _check_arity(instr, info)
    _check_attributes(instr, info)
    _check_operands(instr, index, position)
    _check_called(instr, known)
    _check_async_operand(instr, info)
    special = _CHECKS.get(info.name)
    if special is not None:
        special(instr)
    elif has_rule(instr.opcode):
        _check_inferred(instr)


# The least operand count of each variadic op (the op table has None for them): checked before
# any rule reads an operand, so a short operand list is an error message, never an IndexError.
_MIN_OPERANDS: dict[str, int] = {
    "dynamic-reshape": 1, "concatenate": 1, "dynamic-slice": 1, "dynamic-update-slice": 2,
    "sort": 1, "conditional": 1, "map": 1,
    "scan": 1, "async-update": 1, "all-reduce": 1, "all-reduce-start": 1, "reduce-scatter": 1,
    "all-gather": 1, "all-gather-start": 1, "all-to-all": 1, "collective-permute": 1,
    "collective-permute-start": 1, "collective-broadcast": 1, "rng": 2,
}


def min_operands(opcode: str) -> int:
    """The least operand count ``opcode`` accepts (its fixed arity, else the variadic minimum)."""
    info = lookup(opcode)
    if info is None:
        return 0
    return info.arity if info.arity is not None else _MIN_OPERANDS.get(info.name, 0)


def _check_arity(instr: Instruction, info: OpInfo) -> None:
    """The operand count the op table gives (at least the minimum for variadic ops)."""
    n = len(instr.operands)
    if info.arity is not None and n != info.arity:
        word = "operand" if info.arity == 1 else "operands"
        raise _error(instr, f"{instr.opcode} takes {info.arity} {word}, got {n}")
    least = _MIN_OPERANDS.get(info.name, 0)
    if info.arity is None and n < least:
        word = "operand" if least == 1 else "operands"
        raise _error(instr, f"{instr.opcode} takes at least {least} {word}, got {n}")


# What operand 0 of each `-done` (and `-update`) op must be: the `-start` it completes, as
# XLA's verifier requires (VerifyAsynchronousInstructionPairs); every rule and code generator
# reads the start's state from it. send-done and recv-done may take it through a
# get-tuple-element too, as in XLA (a pipelined send/recv carried through a loop).
_ASYNC_OPERAND: dict[str, tuple[str, ...]] = {
    "async-update": ("async-start", "async-update"),
    "async-done": ("async-start", "async-update"),
    "all-reduce-done": ("all-reduce-start",),
    "all-gather-done": ("all-gather-start",),
    "collective-permute-done": ("collective-permute-start",),
    "copy-done": ("copy-start",),
    "send-done": ("send", "get-tuple-element"),
    "recv-done": ("recv", "get-tuple-element"),
}


def _check_async_operand(instr: Instruction, info: OpInfo) -> None:
    """A `-done` / `-update` takes its `-start` (or an `-update` of it): the op of the same
    kind, the same wrapped op for async sugar (`negate-done(negate-start)`), the same called
    computation when both name one."""
    allowed = _ASYNC_OPERAND.get(info.name)
    if allowed is None:
        return
    op = instr.operands[0]
    op_info = lookup(op.opcode)
    ok = op_info is not None and op_info.name in allowed
    if _sugar_base(instr, info) is not None:  # `negate-done`: `negate-start` / `-update`, or the generic ops
        wrapped = instr.opcode[: instr.opcode.rindex("-")]
        allowed = tuple(f"{wrapped}-{name.rsplit('-', 1)[1]}" for name in allowed)
        ok = ok and op_info is not None and (op.opcode == op_info.name or op.opcode in allowed)
    if not ok:
        want = " or ".join(f"{'an' if a[0] in 'aeiou' else 'a'} {a}" for a in allowed)
        _fail(instr, f"the operand of {instr.opcode} must be {want}, got '{op.name}' ({op.opcode})")
    mine, theirs = instr.attrs.get("calls"), op.attrs.get("calls")
    if isinstance(mine, Computation) and isinstance(theirs, Computation) and mine is not theirs:
        _fail(instr, f"{instr.opcode} calls '{mine.name}' but its operand '{op.name}' calls '{theirs.name}'")


def _sugar_base(instr: Instruction, info: OpInfo) -> OpInfo | None:
    """For `negate-start` style async sugar, the wrapped op's row."""
    if info.name == instr.opcode:
        return None
    return OPS.get(instr.opcode.rsplit("-", 1)[0])


def _check_attributes(instr: Instruction, info: OpInfo) -> None:
    """No unknown attribute names; every required one present."""
    base = _sugar_base(instr, info)
    allowed = info.allowed_attrs | (base.allowed_attrs if base else frozenset())
    for key in instr.attrs:
        if key not in allowed:
            specific = sorted(allowed - COMMON_ATTRS - {"async_wrapped_opcode"})
            common = ", ".join(sorted(COMMON_ATTRS))
            listing = (f"allowed: {', '.join(specific)} (and the common ones: {common})" if specific
                       else f"{instr.opcode} takes only the common attributes: {common}")
            error = _error(instr, f"unexpected attribute '{key}' for {instr.opcode}; {listing}")
            from xlac.suggest import did_you_mean

            hint = did_you_mean(key, allowed - {"async_wrapped_opcode"}, specific)
            if hint:
                error.notes.append(hint)
            raise error
    for key in info.required:
        if key not in instr.attrs and not (key == "calls" and base is not None):
            raise _error(instr, f"{instr.opcode} needs the attribute '{key}'")


def _check_operands(instr: Instruction, index: int, position: dict[int, int]) -> None:
    """Operands are instructions of the same computation defined before this one."""
    for op in instr.operands:
        at = position.get(id(op))
        if at is None:
            owner = op.parent.name if op.parent is not None else "no computation"
            raise _error(instr, f"operand '{op.name}' belongs to {owner}, not to "
                                f"'{instr.parent.name if instr.parent else '?'}'")
        if at >= index:
            raise _error(instr, f"operand '{op.name}' is used before it is defined")


def _check_called(instr: Instruction, known: set[int]) -> None:
    """Called computations belong to the module and are not the entry."""
    for comp in instr.called_computations():
        if id(comp) not in known:
            raise _error(instr, f"calls computation '{comp.name}', which is not part of the module")
        if comp.is_entry:
            raise _error(instr, f"calls the ENTRY computation '{comp.name}'")


def _check_inferred(instr: Instruction) -> None:
    """The written shape must be the one shape inference gives."""
    written = instr.shape
    rd = written.dtype if instr.opcode in _TAKES_RESULT_TYPE and not written.is_tuple else None
    expected = infer_shape(instr.opcode, [o.shape for o in instr.operands], instr.attrs, rd)
    _expect(instr, expected)


def _expect(instr: Instruction, expected: Shape) -> None:
    """Raise unless the written shape is compatible with ``expected``."""
    if not compatible(instr.shape, expected):
        raise _error(instr, f"the result is written as {show(instr.shape)} but {instr.opcode} "
                            f"of these operands gives {show(expected)}")


# ---------------------------------------------------------------------------------------------
# Ops with their own rules


def _fail(instr: Instruction, message: str) -> None:
    """Raise an error at ``instr``."""
    raise _error(instr, message)


def _array_result(instr: Instruction) -> ArrayShape:
    """The result shape, which must be an array."""
    if instr.shape.is_tuple or not instr.shape.dtype.is_array:
        _fail(instr, f"{instr.opcode} must produce an array, not {show(instr.shape)}")
    return instr.shape


def _array_operand(instr: Instruction, i: int) -> ArrayShape:
    """Operand ``i``'s shape, which must be an array."""
    s = instr.operands[i].shape
    if s.is_tuple or not s.dtype.is_array:
        _fail(instr, f"operand {i} of {instr.opcode} must be an array, got {show(s)}")
    return s


def _check_broadcast(instr: Instruction) -> None:
    """broadcast: operand dims map to equal-sized result dims; same element type."""
    out = _array_result(instr)
    operand = _array_operand(instr, 0)
    if operand.dtype != out.dtype:
        _fail(instr, f"broadcast cannot change the element type ({operand.dtype} -> {out.dtype})")
    broadcast_shape(operand, out.dims, tuple(instr.attrs.get("dimensions", ())))


def _check_reshape(instr: Instruction) -> None:
    """reshape keeps the element type and count."""
    out, operand = _array_result(instr), _array_operand(instr, 0)
    if operand.dtype != out.dtype:
        _fail(instr, f"reshape cannot change the element type ({operand.dtype} -> {out.dtype})")
    if out.num_elements != operand.num_elements:
        _fail(instr, f"reshape from {show(operand)} ({operand.num_elements} elements) to "
                     f"{show(out)} ({out.num_elements} elements) changes the element count")
    inferred = instr.attrs.get("inferred_dimension")
    if inferred is not None and not 0 <= inferred < out.rank:
        _fail(instr, f"inferred_dimension={inferred} is out of range for {show(out)}")


def _check_dynamic_reshape(instr: Instruction) -> None:
    """dynamic-reshape: one s32[] size per result dim; element type and count kept."""
    out, operand = _array_result(instr), _array_operand(instr, 0)
    if len(instr.operands) != out.rank + 1:
        _fail(instr, f"dynamic-reshape to rank {out.rank} needs the operand and {out.rank} sizes, "
                     f"got {len(instr.operands)} operands")
    for i, size in enumerate(instr.operands[1:], 1):
        if not compatible(size.shape, ArrayShape(S32, ())):
            _fail(instr, f"size operand {i} must be s32[], got {show(size.shape)}")
    if operand.dtype != out.dtype or operand.num_elements != out.num_elements:
        _fail(instr, f"dynamic-reshape from {show(operand)} to {show(out)} must keep the element "
                     "type and count")


def _check_bitcast(instr: Instruction) -> None:
    """bitcast keeps the size in bits."""
    out, operand = _array_result(instr), _array_operand(instr, 0)
    a, b = operand.num_elements * operand.dtype.bits, out.num_elements * out.dtype.bits
    if a != b:
        _fail(instr, f"bitcast from {show(operand)} ({a} bits) to {show(out)} ({b} bits) "
                     "changes the size")


def _check_iota(instr: Instruction) -> None:
    """iota: rank >= 1, iota_dimension in range, a numeric type."""
    out = _array_result(instr)
    d = instr.attrs.get("iota_dimension")
    if out.rank == 0:
        _fail(instr, "iota needs a result of rank >= 1")
    if not 0 <= d < out.rank:
        _fail(instr, f"iota_dimension={d} is out of range for {show(out)}")
    if out.dtype.is_pred:
        _fail(instr, "iota cannot produce pred; use an integer, floating-point or complex type")


def _check_constant(instr: Instruction) -> None:
    """constant has its literal."""
    if instr.literal is None:
        _fail(instr, "constant has no literal value")


def _check_nothing(instr: Instruction) -> None:
    """No shape rule: custom-call results are the target's business, and so on."""


_LAYOUT_SHAPE = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\](?:\{([^{}]*)\})?")


def _check_aliasing(instr: Instruction) -> None:
    """output_to_operand_aliasing (custom-call, fusion): each pair names a result index, an
    operand and an index in it that exist, with the same shape up to layout (XLA's rule)."""
    raw = instr.attrs.get("output_to_operand_aliasing")
    if raw is None:
        return
    from xlac.hlo.attributes import parse_aliasing
    from xlac.hlo.shapes import tuple_index

    for out, k, index in parse_aliasing(str(raw)):
        if not 0 <= k < len(instr.operands):
            _fail(instr, f"output_to_operand_aliasing names operand {k}; the instruction has "
                         f"{len(instr.operands)} operand{'s' if len(instr.operands) != 1 else ''}")
        try:
            result, operand = tuple_index(instr.shape, out), tuple_index(instr.operands[k].shape, index)
        except IndexError as e:
            _fail(instr, f"output_to_operand_aliasing: {e}")
        if not compatible(result, operand):
            _fail(instr, f"output_to_operand_aliasing pairs result {show(result)} with operand {k}'s "
                         f"{show(operand)}; they must have the same shape")


def _check_custom_call(instr: Instruction) -> None:
    """The result is the target's business; operand_layout_constraints, when given, has one
    shape per operand, equal to it up to layout, with layouts that are permutations (XLA's
    verifier rule; layout assignment and the custom-call ABI rely on it). A tuple operand's
    constraint is a tuple shape, checked leaf by leaf. ``Sharding`` (an annotation, the identity)
    keeps its one operand's shape."""
    _check_aliasing(instr)
    if instr.attrs.get("custom_call_target") == "Sharding" and (
            len(instr.operands) != 1 or show(instr.shape) != show(instr.operands[0].shape)):
        _fail(instr, f"a Sharding custom-call is the identity: its result must be its one operand's shape, "
                     f"got {show(instr.shape)} from {', '.join(show(o.shape) for o in instr.operands) or 'none'}")
    raw = instr.attrs.get("operand_layout_constraints")
    if raw is None:
        return
    items = _top_level_shapes(str(raw))
    if len(items) != len(instr.operands):
        _fail(instr, f"operand_layout_constraints lists {len(items)} shapes for {len(instr.operands)} operands")
    for k, (text, op) in enumerate(zip(items, instr.operands)):
        leaves = _LAYOUT_SHAPE.findall(text)
        shapes = list(op.shape.leaves())
        if text.lstrip().startswith("(") != op.shape.is_tuple or len(leaves) != len(shapes):
            _fail(instr, f"operand_layout_constraints gives {text.strip()} for operand {k}, which is {show(op.shape)}")
        for (name, dims_text, layout), s in zip(leaves, shapes):
            if name not in BY_NAME:
                _fail(instr, f"operand_layout_constraints: bad shape {name}[{dims_text}] for operand {k}")
            try:
                dims = tuple(int(d) for d in dims_text.split(",") if d.strip())
                order = [int(d) for d in layout.split(":")[0].split(",") if d.strip()] if layout else None
            except ValueError:
                _fail(instr, f"operand_layout_constraints: bad shape {name}[{dims_text}]")
            if BY_NAME[name] != s.dtype or dims != s.dims:
                _fail(instr, f"operand_layout_constraints gives {name}[{dims_text}] for operand {k}, which is {show(op.shape)}")
            if order is not None and sorted(order) != list(range(len(dims))):
                _fail(instr, f"operand_layout_constraints: layout {{{layout}}} of operand {k} is not a "
                             f"permutation of 0..{len(dims) - 1}")


def _top_level_shapes(text: str) -> list[str]:
    """``{f32[2]{0}, (s32[], f32[3]{0})}`` -> its top-level shapes, tuple shapes kept whole."""
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1]
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        items.append(text[start:])
    return [t for t in items if t.strip()]


def _check_fusion(instr: Instruction) -> None:
    """The fused computation's root is the result; its parameters match the operands."""
    _check_aliasing(instr)
    comp = instr.attrs["calls"]
    params = comp.parameters
    if len(params) > len(instr.operands):
        _fail(instr, f"fused computation '{comp.name}' has {len(params)} parameters but the "
                     f"fusion has {len(instr.operands)} operands")
    for p in params:
        if not compatible(p.shape, instr.operands[p.parameter_number].shape):
            _fail(instr, f"fused parameter {p.parameter_number} has shape {show(p.shape)} but "
                         f"operand {p.parameter_number} is {show(instr.operands[p.parameter_number].shape)}")
    _expect(instr, comp.root.shape)


def _check_rng(instr: Instruction) -> None:
    """rng(a, b): scalar bounds of the result type. A third operand is StableHLO's shape
    operand (MHLO's rng(a, b, shape) written as HLO): XLA:CPU runs such modules and ignores it
    (the result shape is the instruction's), and so does xlac."""
    out = _array_result(instr)
    if len(instr.operands) > 3:
        _fail(instr, f"rng takes 2 operands (a, b) or 3 (a, b, shape), got {len(instr.operands)}")
    if len(instr.operands) == 3:
        _array_operand(instr, 2)
    dist = str(instr.attrs.get("distribution"))
    for i in range(2):
        s = _array_operand(instr, i)
        if s.rank != 0 or s.dtype != out.dtype:
            _fail(instr, f"rng operand {i} must be a {out.dtype}[] scalar, got {show(s)}")
    if dist == "rng_normal" and not out.dtype.is_float:
        _fail(instr, f"rng_normal needs a floating-point result, got {show(out)}")
    if not (out.dtype.is_float or out.dtype.is_integer):
        _fail(instr, f"rng needs an integer or floating-point result, got {show(out)}")


def _check_rng_bit_generator(instr: Instruction) -> None:
    """rng-bit-generator(state): (new state, bits). XLA's expander takes a u64[2] state for
    Three-Fry (key, counter) and u64[2] or u64[3] for Philox (rng_default is Philox), and
    integer or floating-point bits; it refuses other states at compile time."""
    state = _array_operand(instr, 0)
    out = instr.shape
    if not out.is_tuple or len(out.elements) != 2 or not compatible(out.elements[0], state):
        _fail(instr, f"rng-bit-generator must produce ({show(state)}, bits), got {show(out)}")
    algorithm = str(instr.attrs.get("algorithm", "rng_default"))
    words = (2,) if algorithm == "rng_three_fry" else (2, 3)
    if state.dtype != U64 or state.rank != 1 or state.dims[0] not in words:
        want = " or ".join(f"u64[{n}]" for n in words)
        _fail(instr, f"rng-bit-generator with algorithm={algorithm} takes a {want} state, not {show(state)}")
    bits = out.elements[1]
    if bits.is_tuple or not (bits.dtype.is_integer or bits.dtype.is_float):
        _fail(instr, f"rng-bit-generator produces integer or floating-point bits, not {show(bits)}")


def _fixed(shape: Shape) -> Callable[[Instruction], None]:
    """A checker for ops with one possible result shape."""
    return lambda instr: _expect(instr, shape)


def _check_async_start(instr: Instruction) -> None:
    """((operand shapes), result, context...): operands, and the wrapped op's result if known."""
    out = instr.shape
    if not out.is_tuple or len(out.elements) < 2:
        _fail(instr, f"{instr.opcode} must produce ((operands), result, ...), got {show(out)}")
    args = TupleShape(tuple(o.shape for o in instr.operands))
    if not compatible(out.elements[0], args):
        _fail(instr, f"element 0 of the result, {show(out.elements[0])}, must be the operand "
                     f"shapes {show(args)}")
    comp = instr.attrs.get("calls")
    if isinstance(comp, Computation):
        if not compatible(out.elements[1], comp.root.shape):
            _fail(instr, f"element 1 of the result, {show(out.elements[1])}, must be the result "
                         f"{show(comp.root.shape)} of '{comp.name}'")
        return
    base = instr.opcode[: -len("-start")]
    if base in _GATHER_SCATTER:
        _check_gather_scatter_collective(instr, out.elements[1])
    elif has_rule(base) and lookup(base).shape_inferable:
        wrapped = infer_shape(base, list(args.elements), instr.attrs)
        if not compatible(out.elements[1], wrapped):
            _fail(instr, f"element 1 of the result, {show(out.elements[1])}, must be the {base} "
                         f"result {show(wrapped)}")


def _check_async_update(instr: Instruction) -> None:
    """The operand's shape passes through."""
    _expect(instr, instr.operands[0].shape)


def _check_async_done(instr: Instruction) -> None:
    """The result is element 1 of the async state."""
    state = instr.operands[0].shape
    if not state.is_tuple or len(state.elements) < 2:
        _fail(instr, f"{instr.opcode} needs an async state ((operands), result, ...), got {show(state)}")
    _expect(instr, state.elements[1])


def _check_copy_start(instr: Instruction) -> None:
    """copy-start: (destination, source, u32[] context)."""
    s = instr.operands[0].shape
    _expect(instr, TupleShape((s, s, ArrayShape(U32, ()))))


def _element(instr: Instruction, i: int) -> Shape:
    """Tuple element i of operand 0 (an async or send/recv state)."""
    s = instr.operands[0].shape
    if not s.is_tuple or len(s.elements) <= i:
        _fail(instr, f"{instr.opcode} needs a tuple operand with at least {i + 1} elements, got {show(s)}")
    return s.elements[i]


def _check_collective_done(instr: Instruction) -> None:
    """all-gather-done / collective-permute-done: the result its start carries, element 1 of
    the start's ((operands), result, ...) state (XLA's rule); a start written as just its
    result (an array, or the tuple of the arrays of several operands) passes it through."""
    start = instr.operands[0]
    s, n = start.shape, len(start.operands)
    results_only = not s.is_tuple or (n > 1 and len(s.elements) == n and not any(e.is_tuple for e in s.elements)
                                      and "slice_sizes" not in start.attrs)  # not the in-place permute
    _expect(instr, s if results_only else _element(instr, 1))


def _same_as_operands(instr: Instruction) -> None:
    """all-reduce style: the operand shape, or the tuple of them."""
    shapes = [o.shape for o in instr.operands]
    _expect(instr, shapes[0] if len(shapes) == 1 else TupleShape(tuple(shapes)))


def _check_gather_scatter_collective(instr: Instruction, result: Shape | None = None) -> None:
    """all-gather / reduce-scatter / all-to-all: one result per operand (a tuple of them for
    several operands), same types and ranks, dimension in range (one dimension for all-gather
    and reduce-scatter). ``result``: the results part of a `-start`."""
    shape = instr.shape if result is None else result
    outs = shape.elements if shape.is_tuple else (shape,)  # (f32[..]) all-to-all(x) too
    n = len(instr.operands)
    if len(outs) != n:
        _fail(instr, f"{instr.opcode} of {n} operand{'s' if n > 1 else ''} produces "
                     f"{f'a tuple of {n} results' if n > 1 else 'one result'}, not {show(shape)}")
    dims = tuple(instr.attrs.get("dimensions", ()))
    if instr.opcode.removesuffix("-start") in ("all-gather", "reduce-scatter") and len(dims) != 1:
        _fail(instr, f"{instr.opcode} gathers or scatters along one dimension, not dimensions="
                     f"{{{','.join(map(str, dims))}}}")
    first = instr.operands[0].shape
    if not dims and n > 1 and any(o.shape != first for o in instr.operands):
        _fail(instr, f"an all-to-all of several arrays needs them of one shape, not "
                     f"{', '.join(show(o.shape) for o in instr.operands)}")
    for op, out in zip(instr.operands, outs):
        s = op.shape
        if s.is_tuple or out.is_tuple or s.dtype != out.dtype or s.rank != out.rank:
            _fail(instr, f"operand {show(s)} and result {show(out)} must be arrays of one type and rank")
        for d in dims:
            if not 0 <= d < s.rank:
                _fail(instr, f"dimensions={{{d}}} is out of range for {show(s)}")


def _check_fft(instr: Instruction) -> None:
    """FFT/IFFT transform the innermost dimensions, which must be fft_length (XLA's shape rule;
    other lengths left the code generators dividing by a zero length), then shape inference."""
    s = instr.operands[0].shape
    kind = str(instr.attrs.get("fft_type"))
    length = tuple(instr.attrs.get("fft_length", ()))
    if any(not isinstance(n, int) or n < 1 for n in length):
        _fail(instr, f"fft_length={{{','.join(map(str, length))}}}: xlac transforms lengths >= 1 only")
    if kind in ("FFT", "IFFT") and not s.is_tuple and 0 < len(length) <= s.rank:
        inner = s.dims[s.rank - len(length):]
        if tuple(inner) != length:
            _fail(instr, f"{kind} needs the innermost dimensions of {show(s)} to equal fft_length "
                         f"{{{','.join(map(str, length))}}}")
    _check_inferred(instr)


def _check_gather_start(instr: Instruction) -> None:
    """all-gather-start: its results part (element 1 of an (operands, results) state, else the
    whole shape, as the `-done` reads it) follows all-gather's rule."""
    from xlac.hlo.collectives import done_takes_element_one

    shape = instr.shape
    if shape.is_tuple and done_takes_element_one(instr):
        if len(shape.elements) < 2:
            _fail(instr, f"an all-gather-start state {show(shape)} needs (operands, results)")
        shape = shape.elements[1]
    _check_gather_scatter_collective(instr, shape)


def _check_collectives_tuple(instr: Instruction) -> None:
    """all-gather / reduce-scatter / all-to-all of several operands make a tuple, one per operand."""
    n = len(instr.operands)
    if n > 1 and (not instr.shape.is_tuple or len(instr.shape.elements) != n):
        _fail(instr, f"{instr.opcode} of {n} operands produces a tuple of {n} results, not {show(instr.shape)}")
    _check_gather_scatter_collective(instr)


def _check_collective_permute(instr: Instruction) -> None:
    """collective-permute: the operand's shape; the in-place form (input, output buffer, input
    and output start indices, with slice_sizes) gives the output buffer's; several operands
    permuted together (a combined permute) give the tuple of their shapes."""
    ops = instr.operands
    if len(ops) == 4 and "slice_sizes" in instr.attrs:
        _expect(instr, ops[1].shape)
    elif len(ops) > 1 and instr.shape.is_tuple and len(instr.shape.elements) == len(ops):
        _expect(instr, TupleShape(tuple(o.shape for o in ops)))
    else:
        _expect(instr, ops[1 if len(ops) == 4 else 0].shape)


def _check_token_operand(instr: Instruction, i: int) -> None:
    """Operand ``i`` is token[]."""
    s = instr.operands[i].shape
    if s.is_tuple or s.dtype is not TOKEN:
        _fail(instr, f"operand {i} of {instr.opcode} must be a token, got {show(s)}")


def _check_infeed(instr: Instruction) -> None:
    """infeed(token): (data, token[])."""
    _check_token_operand(instr, 0)
    out = instr.shape
    if not out.is_tuple or len(out.elements) != 2 or not compatible(out.elements[1], ArrayShape(TOKEN, ())):
        _fail(instr, f"infeed must produce (data, token[]), got {show(out)}")


def _check_outfeed(instr: Instruction) -> None:
    """outfeed(data, token): token[]."""
    _check_token_operand(instr, 1)
    _expect(instr, ArrayShape(TOKEN, ()))


def _check_send(instr: Instruction) -> None:
    """send(data, token): (data, u32[], token[])."""
    _check_token_operand(instr, 1)
    _expect(instr, TupleShape((instr.operands[0].shape, ArrayShape(U32, ()), ArrayShape(TOKEN, ()))))


def _check_recv(instr: Instruction) -> None:
    """recv(token): (data, u32[], token[])."""
    _check_token_operand(instr, 0)
    out = instr.shape
    if not out.is_tuple or len(out.elements) != 3:
        _fail(instr, f"recv must produce (data, u32[], token[]), got {show(out)}")
    _expect(instr, TupleShape((out.elements[0], ArrayShape(U32, ()), ArrayShape(TOKEN, ()))))


def _check_scan(instr: Instruction) -> None:
    """scan: num_carries within the operands, one scan dimension."""
    carries = instr.attrs.get("num_carries", 0)
    if not 0 <= carries <= len(instr.operands):
        _fail(instr, f"num_carries={carries} must be in 0..{len(instr.operands)} (the operand count)")
    if len(tuple(instr.attrs.get("dimensions", ()))) != 1:
        _fail(instr, "scan needs dimensions={d} with exactly one dimension")


_CHECKS: dict[str, Callable[[Instruction], None]] = {
    "broadcast": _check_broadcast,
    "reshape": _check_reshape,
    "dynamic-reshape": _check_dynamic_reshape,
    "bitcast": _check_bitcast,
    "iota": _check_iota,
    "parameter": _check_nothing,  # numbering is checked per computation
    "constant": _check_constant,
    "custom-call": _check_custom_call,
    "fusion": _check_fusion,
    "rng": _check_rng,
    "rng-bit-generator": _check_rng_bit_generator,
    "rng-get-and-update-state": _fixed(ArrayShape(U64, (2,))),
    "replica-id": _fixed(ArrayShape(U32, ())),
    "partition-id": _fixed(ArrayShape(U32, ())),
    "async-start": _check_async_start,
    "async-update": _check_async_update,
    "async-done": _check_async_done,
    "copy-start": _check_copy_start,
    "copy-done": lambda i: _expect(i, _element(i, 0)),
    "all-reduce": _same_as_operands,
    "all-reduce-start": _same_as_operands,
    "all-reduce-done": _check_async_update,
    "collective-broadcast": _same_as_operands,
    "all-gather": _check_collectives_tuple,
    "reduce-scatter": _check_collectives_tuple,
    "all-to-all": _check_collectives_tuple,
    "fft": _check_fft,
    "all-gather-start": _check_gather_start,
    "all-gather-done": _check_collective_done,
    "collective-permute": _check_collective_permute,
    "collective-permute-start": _check_nothing,
    "collective-permute-done": _check_collective_done,
    "ragged-all-to-all": lambda i: _expect(i, i.operands[1].shape),
    "infeed": _check_infeed,
    "outfeed": _check_outfeed,
    "send": _check_send,
    "send-done": _fixed(ArrayShape(TOKEN, ())),
    "recv": _check_recv,
    "recv-done": lambda i: _expect(i, TupleShape((_element(i, 0), ArrayShape(TOKEN, ())))),
    "scan": _check_scan,
}


# ---------------------------------------------------------------------------------------------
# entry_computation_layout


def _verify_entry_layout(module: Module) -> None:
    """The entry parameters and result against the header's entry_computation_layout."""
    raw = module.attrs.get("entry_computation_layout")
    if not isinstance(raw, RawAttr):
        return
    parsed = parse_program_shape(raw.text)
    if parsed is None:
        return
    params, result = parsed
    entry = module.entry
    actual = entry.parameters
    if len(params) != len(actual):
        raise XlacError(f"entry_computation_layout lists {len(params)} parameters but ENTRY "
                        f"computation '{entry.name}' has {len(actual)}", entry.loc)
    for p, want in zip(actual, params):
        if not compatible(p.shape, want):
            raise _error(p, f"entry parameter {p.parameter_number} has shape {show(p.shape)} but "
                            f"entry_computation_layout says {show(want)}")
    if not compatible(entry.root.shape, result):
        raise _error(entry.root, f"the ENTRY result has shape {show(entry.root.shape)} but "
                                 f"entry_computation_layout says {show(result)}")


_TOKEN_RE = re.compile(r"\s*(?:(\()|(\))|(,)|(->)|([a-z][a-z0-9]*)\[([^\]]*)\](\{[^{}]*\})?)")


def parse_program_shape(text: str) -> tuple[list[Shape], Shape] | None:
    """``{(f32[4]{0}, (s32[], f32[2]))->f32[4]{0}}`` -> (parameter shapes, result); None if unreadable."""
    body = re.sub(r"/\*.*?\*/", " ", text, flags=re.S).strip()
    if body.startswith("{") and body.endswith("}"):
        body = body[1:-1]
    tokens = []
    pos = 0
    while pos < len(body.rstrip()):
        m = _TOKEN_RE.match(body, pos)
        if m is None:
            return None
        tokens.append(m)
        pos = m.end()
    try:
        params, i = _parse_shape(tokens, 0)
        if i >= len(tokens) or tokens[i].group(4) is None or not params.is_tuple:
            return None
        result, j = _parse_shape(tokens, i + 1)
    except (IndexError, KeyError, ValueError):
        return None
    return (list(params.elements), result) if j == len(tokens) else None


def _parse_shape(tokens: list, i: int) -> tuple[Shape, int]:
    """One shape starting at tokens[i]; returns it and the next index."""
    m = tokens[i]
    if m.group(5) is not None:
        dims = []
        for d in filter(None, (t.strip() for t in m.group(6).split(","))):
            dims.append(-1 if d == "?" else int(d.lstrip("<=")))
        return ArrayShape(BY_NAME[m.group(5)], tuple(dims)), i + 1
    if m.group(1) is None:
        raise ValueError("expected a shape")
    elements = []
    i += 1
    while tokens[i].group(2) is None:
        shape, i = _parse_shape(tokens, i)
        elements.append(shape)
        if tokens[i].group(3) is not None:
            i += 1
    return TupleShape(tuple(elements)), i + 1
