"""One handler per opcode: unpack the instruction's attributes, call a pure kernel.

Elementwise opcodes are handled per op-table category, so a new elementwise op needs only its
kernel entry.
"""

from __future__ import annotations

import re

import numpy as np

from xlac.errors import XlacError
from xlac.evaluator.core import HANDLERS, TOKEN, Evaluator, handles, handles_in_place
from xlac.evaluator.kernels import convert as cv
from xlac.evaluator.kernels import data_movement as dm
from xlac.evaluator.kernels import elementwise as ew
from xlac.evaluator.kernels import linalg_conv as lc
from xlac.evaluator.kernels import reductions as rd
from xlac.evaluator.kernels import rng as rng_kernels
from xlac.hlo import opcodes
from xlac.hlo.dtypes import S32, U32
from xlac.hlo.ir import Instruction
from xlac.hlo.literals import as_array
from xlac.hlo.shapes import ArrayShape, Shape


def _dtype(instr: Instruction, k: int = 0):
    return instr.operands[k].shape.dtype


def _dims(instr: Instruction) -> tuple[int, ...]:
    return instr.shape.dims


def _ident(value) -> str:
    return str(value) if value is not None else None


# ---- elementwise ---------------------------------------------------------------------------


def _unary(ev: Evaluator, instr: Instruction, ops: list) -> np.ndarray:
    return ew.unary(instr.opcode, ops[0], _dtype(instr))


def _binary(ev: Evaluator, instr: Instruction, ops: list) -> np.ndarray:
    return ew.binary(instr.opcode, ops[0], ops[1], _dtype(instr))


for _info in opcodes.OPS.values():
    if _info.category == opcodes.UNARY and _info.name in ew.UNARY_OPS:
        HANDLERS[_info.name] = _unary
    elif _info.category == opcodes.BINARY and _info.name in ew.BINARY_OPS:
        HANDLERS[_info.name] = _binary


@handles("compare")
def _compare(ev, instr, ops):
    return ew.compare(ops[0], ops[1], str(instr.attrs["direction"]), _ident(instr.attrs.get("type")),
                      _dtype(instr))


@handles("select")
def _select(ev, instr, ops):
    return ew.select(ops[0], ops[1], ops[2])


@handles("clamp")
def _clamp(ev, instr, ops):
    return ew.clamp(ops[0], ops[1], ops[2], _dtype(instr, 1))


@handles("convert")
def _convert(ev, instr, ops):
    return cv.convert(ops[0], _dtype(instr), instr.shape.dtype)


@handles("bitcast-convert")
def _bitcast_convert(ev, instr, ops):
    return cv.bitcast_convert(ops[0], _dtype(instr), instr.shape.dtype, _dims(instr))


@handles("reduce-precision")
def _reduce_precision(ev, instr, ops):
    return cv.reduce_precision(ops[0], _dtype(instr), instr.attrs["exponent_bits"], instr.attrs["mantissa_bits"])


@handles("stochastic-convert")
def _stochastic_convert(ev, instr, ops):
    return cv.stochastic_convert(ops[0], ops[1], _dtype(instr), instr.shape.dtype)


# ---- data movement -------------------------------------------------------------------------


@handles("constant")
def _constant(ev, instr, ops):
    return as_array(instr.literal)


@handles("iota")
def _iota(ev, instr, ops):
    return dm.iota(instr.shape.dtype.np, _dims(instr), instr.attrs["iota_dimension"])


@handles("broadcast")
def _broadcast(ev, instr, ops):
    return dm.broadcast(ops[0], _dims(instr), tuple(instr.attrs.get("dimensions", ())))


@handles("reshape", "dynamic-reshape")
def _reshape(ev, instr, ops):
    return dm.reshape(ops[0], _dims(instr))


@handles("transpose")
def _transpose(ev, instr, ops):
    return dm.transpose(ops[0], tuple(instr.attrs["dimensions"]))


@handles("reverse")
def _reverse(ev, instr, ops):
    return dm.reverse(ops[0], tuple(instr.attrs["dimensions"]))


@handles("slice")
def _slice(ev, instr, ops):
    return dm.slice_(ops[0], instr.attrs["slice"].ranges)


def _start_indices(values: list) -> list[int]:
    """dynamic-slice indices: one scalar per dim, or (old form) one index vector."""
    if len(values) == 1 and np.ndim(values[0]) == 1:
        return [int(v) for v in values[0]]
    return [int(v) for v in values]


@handles("dynamic-slice")
def _dynamic_slice(ev, instr, ops):
    return dm.dynamic_slice(ops[0], _start_indices(ops[1:]), tuple(instr.attrs["dynamic_slice_sizes"]))


@handles("dynamic-update-slice")
def _dynamic_update_slice(ev, instr, ops):
    return dm.dynamic_update_slice(ops[0], ops[1], _start_indices(ops[2:]))


@handles_in_place("dynamic-update-slice", lambda instr: (0,))
def _dynamic_update_slice_in_place(ev, instr, ops):
    """Operand 0 is this instruction's alone (core._sole): written in place, as XLA does."""
    return dm.dynamic_update_slice(ops[0], ops[1], _start_indices(ops[2:]), in_place=True)


@handles("pad")
def _pad(ev, instr, ops):
    return dm.pad(ops[0], ops[1], instr.attrs["padding"].dims)


@handles("concatenate")
def _concatenate(ev, instr, ops):
    return dm.concatenate(ops, instr.attrs["dimensions"][0])


@handles("gather")
def _gather(ev, instr, ops):
    a = instr.attrs
    return dm.gather(
        ops[0], ops[1], offset_dims=tuple(a["offset_dims"]),
        collapsed_slice_dims=tuple(a["collapsed_slice_dims"]), start_index_map=tuple(a["start_index_map"]),
        index_vector_dim=a["index_vector_dim"], slice_sizes=tuple(a["slice_sizes"]),
        operand_batching_dims=tuple(a.get("operand_batching_dims", ())),
        start_indices_batching_dims=tuple(a.get("start_indices_batching_dims", ())), out_dims=_dims(instr))


@handles("scatter")
def _scatter(ev, instr, ops, in_place: bool = False):
    a = instr.attrs
    n = (len(ops) - 1) // 2
    out = dm.scatter(
        ops[:n], ops[n], ops[n + 1:], update_window_dims=tuple(a["update_window_dims"]),
        inserted_window_dims=tuple(a["inserted_window_dims"]),
        scatter_dims_to_operand_dims=tuple(a["scatter_dims_to_operand_dims"]),
        index_vector_dim=a["index_vector_dim"], input_batching_dims=tuple(a.get("input_batching_dims", ())),
        scatter_indices_batching_dims=tuple(a.get("scatter_indices_batching_dims", ())),
        combiner=ev.combiner(a["to_apply"]), in_place=in_place)
    return tuple(out) if instr.shape.is_tuple else out[0]


@handles_in_place("scatter", lambda instr: tuple(range((len(instr.operands) - 1) // 2)))
def _scatter_in_place(ev, instr, ops):
    """The operands scattered into are this instruction's alone (core._sole): updated in place."""
    return _scatter(ev, instr, ops, in_place=True)


@handles("tuple")
def _tuple(ev, instr, ops):
    return tuple(ops)


@handles("get-tuple-element")
def _gte(ev, instr, ops):
    return ops[0][instr.attrs["index"]]


@handles("get-dimension-size")
def _get_dimension_size(ev, instr, ops):
    return np.array(np.shape(ops[0])[instr.attrs["dimensions"][0]], dtype=S32.np)


@handles("set-dimension-size")
def _set_dimension_size(ev, instr, ops):
    return ops[0]


@handles("bitcast")
def _bitcast(ev, instr, ops):
    return _bitcast_layout(ops[0], instr.operands[0].shape, instr.shape)


def _bitcast_layout(x: np.ndarray, src: ArrayShape, dst: ArrayShape) -> np.ndarray:
    """Reinterpret the physical bytes of ``x`` (laid out per src's layout) as dst."""
    physical = np.transpose(x, tuple(reversed(src.minor_to_major))).reshape(-1)
    if src.dtype != dst.dtype:
        physical = physical.view(dst.dtype.np)
    major_to_minor = tuple(reversed(dst.minor_to_major))
    shaped = physical.reshape(tuple(dst.dims[d] for d in major_to_minor))
    # (np.ascontiguousarray would make a rank-0 result rank 1)
    return np.transpose(shaped, np.argsort(major_to_minor).astype(int)).copy(order="C")


# ---- reductions ----------------------------------------------------------------------------


def _split_inputs(ops: list) -> tuple[list, list]:
    n = len(ops) // 2
    return ops[:n], ops[n:]


@handles("reduce")
def _reduce(ev, instr, ops):
    inputs, inits = _split_inputs(ops)
    out = rd.reduce(inputs, inits, tuple(instr.attrs["dimensions"]), ev.combiner(instr.attrs["to_apply"]))
    return tuple(out) if instr.shape.is_tuple else out[0]


@handles("reduce-window")
def _reduce_window(ev, instr, ops):
    from xlac.hlo.attributes import Window

    inputs, inits = _split_inputs(ops)
    window = instr.attrs.get("window") or Window(())
    out = rd.reduce_window(inputs, inits, window, ev.combiner(instr.attrs["to_apply"]))
    return tuple(out) if instr.shape.is_tuple else out[0]


@handles("select-and-scatter")
def _select_and_scatter(ev, instr, ops):
    from xlac.hlo.attributes import Window

    window = instr.attrs.get("window") or Window(())
    select = ev.pairwise_predicate(instr.attrs["select"])
    scatter = ev.combiner(instr.attrs["scatter"])
    return rd.select_and_scatter(ops[0], ops[1], ops[2], window, select, lambda a, b: scatter(a, b)[0])


# ---- other compute -------------------------------------------------------------------------


@handles("dot")
def _dot(ev, instr, ops):
    from xlac.hlo.expansions import dot_algorithm_expansion

    sub = dot_algorithm_expansion(instr)  # an algorithm that rounds or splits the operands
    if sub is not None:
        return Evaluator(sub, check_shapes=ev.check_shapes, custom_calls=ev.custom_calls).run(list(ops))
    a = instr.attrs
    return lc.dot_general(ops[0], ops[1], lhs_batch=tuple(a.get("lhs_batch_dims", ())),
                          rhs_batch=tuple(a.get("rhs_batch_dims", ())),
                          lhs_contracting=tuple(a.get("lhs_contracting_dims", ())),
                          rhs_contracting=tuple(a.get("rhs_contracting_dims", ())),
                          out_np_dtype=instr.shape.dtype.np)


@handles("convolution")
def _convolution(ev, instr, ops):
    a = instr.attrs
    return lc.convolution(ops[0], ops[1], window=a.get("window"), dims=a["dim_labels"],
                          feature_group_count=a.get("feature_group_count", 1),
                          batch_group_count=a.get("batch_group_count", 1), out_np_dtype=instr.shape.dtype.np)


@handles("fft")
def _fft(ev, instr, ops):
    return lc.fft(ops[0], str(instr.attrs["fft_type"]), tuple(instr.attrs["fft_length"])).astype(instr.shape.dtype.np)


@handles("sort")
def _sort(ev, instr, ops):
    out = lc.sort(ops, instr.attrs["dimensions"][0], bool(instr.attrs.get("is_stable", False)),
                  ev.predicate(instr.attrs["to_apply"]))
    return tuple(out) if instr.shape.is_tuple else out[0]


@handles("topk")
def _topk(ev, instr, ops):
    values, indices = lc.topk(ops[0], instr.attrs["k"], bool(instr.attrs.get("largest", True)))
    return (values, indices.astype(instr.shape.elements[1].dtype.np))


@handles("cholesky")
def _cholesky(ev, instr, ops):
    return lc.cholesky(ops[0], bool(instr.attrs.get("lower", False)))


@handles("triangular-solve")
def _triangular_solve(ev, instr, ops):
    a = instr.attrs
    return lc.triangular_solve(ops[0], ops[1], left_side=bool(a.get("left_side", False)),
                               lower=bool(a.get("lower", False)), unit_diagonal=bool(a.get("unit_diagonal", False)),
                               transpose_a=str(a.get("transpose_a", "NO_TRANSPOSE")))


@handles("batch-norm-training")
def _bn_training(ev, instr, ops):
    return tuple(lc.batch_norm_training(*ops, epsilon=instr.attrs["epsilon"], feature_index=instr.attrs["feature_index"]))


@handles("batch-norm-inference")
def _bn_inference(ev, instr, ops):
    return lc.batch_norm_inference(*ops, epsilon=instr.attrs["epsilon"], feature_index=instr.attrs["feature_index"])


@handles("batch-norm-grad")
def _bn_grad(ev, instr, ops):
    return tuple(lc.batch_norm_grad(*ops, epsilon=instr.attrs["epsilon"], feature_index=instr.attrs["feature_index"]))


# ---- control flow --------------------------------------------------------------------------


# Control flow hands its operands to the computations it runs (donate=True empties ``ops``, the
# handler's own list): a value only the callee holds may then be updated in place there.


@handles("call", "fusion")
def _call(ev, instr, ops):
    comp = instr.attrs.get("to_apply") or instr.attrs["calls"]
    return ev.call(comp, ops, donate=True)


@handles("while")
def _while(ev, instr, ops):
    cond, body = instr.attrs["condition"], instr.attrs["body"]
    state = ops.pop()
    while bool(ev.call(cond, [state])):
        args, state = [state], None
        state = ev.call(body, args, donate=True)
    return state


@handles("conditional")
def _conditional(ev, instr, ops):
    selector = ops[0]
    if "branch_computations" in instr.attrs:
        branches = instr.attrs["branch_computations"]
        index = int(selector)
        if not 0 <= index < len(branches):
            index = len(branches) - 1  # XLA: an out-of-range index runs the last branch
        args = [ops[1 + index]]
        ops.clear()
        return ev.call(branches[index], args, donate=True)
    comp, args = (instr.attrs["true_computation"], [ops[1]]) if bool(selector) else \
        (instr.attrs["false_computation"], [ops[2]])
    ops.clear()
    return ev.call(comp, args, donate=True)


@handles("map")
def _map(ev, instr, ops):
    out = ev.call_vectorized(instr.attrs["to_apply"], ops)
    return np.asarray(out, dtype=instr.shape.dtype.np).reshape(_dims(instr))


@handles("opt-barrier", "domain", "add-dependency", "copy")
def _identity(ev, instr, ops):
    return ops[0]


@handles("after-all")
def _after_all(ev, instr, ops):
    return TOKEN


@handles("async-start")
def _async_start(ev, instr, ops):
    comp = instr.attrs.get("calls")
    if comp is None:  # `negate-start(p)` sugar: run the wrapped op directly
        wrapped = str(instr.attrs["async_wrapped_opcode"])[: -len("-start")]
        result = _run_wrapped(ev, instr, wrapped, ops)
    else:
        result = ev.call(comp, ops)
    context = [_zeros(s) for s in instr.shape.elements[2:]]
    return (tuple(ops), result, *context)


def _run_wrapped(ev: Evaluator, instr: Instruction, opcode: str, ops: list):
    shape = instr.shape.elements[1]
    fake = Instruction(instr.name, opcode, shape, instr.operands, instr.attrs, loc=instr.loc)
    handler = HANDLERS.get(opcode)
    if handler is None:
        raise XlacError(f"the interpreter has no evaluator for '{opcode}'")
    return handler(ev, fake, ops)


@handles("async-update")
def _async_update(ev, instr, ops):
    return ops[0]


@handles("async-done")
def _async_done(ev, instr, ops):
    return ops[0][1]


@handles("copy-start")
def _copy_start(ev, instr, ops):
    return (ops[0], ops[0], np.zeros((), U32.np))


@handles("copy-done")
def _copy_done(ev, instr, ops):
    return ops[0][0]


def _zeros(shape: Shape):
    if shape.is_tuple:
        return tuple(_zeros(s) for s in shape.elements)
    if not shape.dtype.is_array:
        return TOKEN
    return np.zeros(shape.dims, dtype=shape.dtype.np)


# ---- rng -----------------------------------------------------------------------------------


@handles("rng-bit-generator")
def _rng_bit_generator(ev, instr, ops):
    bits_shape = instr.shape.elements[1]
    return rng_kernels.rng_bit_generator(ops[0], str(instr.attrs["algorithm"]), bits_shape.dtype, bits_shape.dims)


@handles("rng")
def _rng(ev, instr, ops):
    """`rng` is not deterministic in XLA either; a seeded numpy generator stands in."""
    dt = instr.shape.dtype
    a, b = np.asarray(ops[0]), np.asarray(ops[1])
    if str(instr.attrs["distribution"]) == "rng_normal":
        out = ev.rng.normal(a.astype(np.float64), b.astype(np.float64), size=_dims(instr))
    elif dt.is_integer:
        out = ev.rng.integers(int(a), int(b), size=_dims(instr), endpoint=False)
    else:
        out = ev.rng.uniform(float(a), float(b), size=_dims(instr))
    return np.asarray(out).astype(dt.np)


@handles("rng-get-and-update-state")
def _rng_state(ev, instr, ops):
    """XLA:CPU's RNG state: a counter that each call returns and then advances by ``delta``
    (the cpu target keeps the same counter)."""
    state = ev.__dict__.setdefault("rng_state", 0x5DEECE66D)
    ev.rng_state = state + int(instr.attrs.get("delta", 0))
    out = np.zeros(_dims(instr), dtype=instr.shape.dtype.np)
    out.reshape(-1)[:1] = state
    return out


# ---- one replica, one partition ------------------------------------------------------------


@handles("all-reduce", "all-reduce-start", "all-gather", "all-gather-start", "reduce-scatter",
         "all-to-all", "collective-broadcast", "collective-permute", "collective-permute-start")
def _collective(ev, instr, ops):
    """On several devices (``ev.device``), the devices meet and combine their operands; with
    one participant a collective returns its input (a permutation only what device 0 sends
    itself, zeros otherwise). A `-start` whose shape is a tuple carries (operands, result,
    context...) as XLA lays it out, and its `-done` takes the result back out."""
    if ev.device is not None:
        result = _across_devices(ev, instr, ops)
    else:
        from xlac.hlo.collectives import require_one_device

        require_one_device(instr, ev.module)
        if instr.opcode.startswith("collective-permute"):
            result = _permute_on_one_device(instr, ops)
        else:
            result = ops[0] if len(ops) == 1 and not (instr.shape.is_tuple and not instr.opcode.endswith("-start")) \
                else tuple(ops)
    if not instr.opcode.endswith("-start") or not instr.shape.is_tuple:
        return result
    elements = instr.shape.elements
    if instr.opcode == "collective-permute-start" and len(elements) >= 2 and not elements[0].is_tuple \
            and len(ops) == 1:  # (input, output, u32[], u32[])
        parts = [ops[0], result]
    elif len(elements) == 2 and len(ops) > 1 and all(not e.is_tuple for e in elements):
        return result  # a combined start whose shape is just its results
    else:
        parts = [ops[0] if len(ops) == 1 else tuple(ops), result]
    parts += [_zeros_like_shape(e) for e in elements[len(parts):]]
    return tuple(parts)


_NATIVE_REDUCE = frozenset(np.dtype(t) for t in ("float32", "float64", "int32", "int64", "uint32", "uint64"))


def _across_devices(ev, instr, ops):
    """One collective on the devices of a multi-device run (xlac/evaluator/devices.py)."""
    ctx = ev.device
    op = instr.opcode.removesuffix("-start")
    if op == "collective-permute":
        return _permute_across(ev, instr, ops)
    group = ctx.participants(instr)
    me = group.index(ctx.device)
    if op == "all-reduce" and hasattr(ctx.rendezvous, "all_reduce"):
        from xlac.hlo.collectives import reduction_kind

        kind = reduction_kind(instr.attrs["to_apply"])
        arrays = [np.asarray(o) for o in ops]
        if kind is not None and all(a.dtype in _NATIVE_REDUCE and ctx.rendezvous.reduces(kind, a.dtype)
                                    for a in arrays):
            # the transport reduces (MPI_Allreduce): no all-gather of every device's operand
            out = [ctx.reduce(instr, group, a, kind) for a in arrays]
            return out[0] if len(ops) == 1 and not instr.shape.is_tuple else tuple(out)
    everyone = ctx.meet(instr, group, [np.asarray(o) for o in ops])
    single = len(ops) == 1 and not (instr.shape.is_tuple and not instr.opcode.endswith("-start"))

    def per_operand(fn):
        out = [fn([values[k] for values in everyone], k) for k in range(len(ops))]
        return out[0] if single else tuple(out)

    def reduce_all(parts):
        acc = parts[0]
        for x in parts[1:]:
            acc = np.asarray(ev.call_vectorized(instr.attrs["to_apply"], [acc, x])).astype(acc.dtype)
        return acc

    dims = instr.attrs.get("dimensions")
    dim = int(dims[0]) if dims else None
    if op == "all-reduce":
        return per_operand(lambda parts, k: reduce_all(parts))
    if op == "all-gather":
        return per_operand(lambda parts, k: np.concatenate(parts, axis=dim))
    if op == "reduce-scatter":
        return per_operand(lambda parts, k: np.split(reduce_all(parts), len(group), axis=dim)[me])
    if op == "collective-broadcast":
        return per_operand(lambda parts, k: parts[0].copy())
    if op == "all-to-all":
        if dim is not None:  # array form: chunk j of every device's operand goes to device j
            return per_operand(lambda parts, k: np.concatenate(
                [np.split(part, len(group), axis=dim)[me] for part in parts], axis=dim))
        if len(ops) != len(group):
            raise XlacError(f"'{instr.name}' (all-to-all): {len(ops)} operands for {len(group)} devices", instr.loc)
        return tuple(everyone[j][me].copy() for j in range(len(group)))
    raise XlacError(f"'{instr.name}' ({instr.opcode}) is not a collective the evaluator knows", instr.loc)


def _permute_across(ev, instr, ops):
    """collective-permute: (source, target) pairs of replica or partition ids; a device no pair
    targets receives zeros."""
    from xlac.hlo.collectives import parse_groups

    ctx = ev.device
    if len(ops) == 4:
        raise XlacError("collective-permute with in-place slices (4 operands) is not supported", instr.loc)
    cross_partition = "channel_id" in instr.attrs
    mine = ctx.partition if cross_partition else ctx.replica
    space = ctx.partitions if cross_partition else ctx.replicas
    pairs = parse_groups(str(instr.attrs.get("source_target_pairs", "{}")), instr.loc) or []
    if any(len(pair) != 2 or max(pair) >= space for pair in pairs):
        raise XlacError(f"'{instr.name}' (collective-permute): source_target_pairs must be pairs of ids "
                        f"below {space}", instr.loc)
    group = [ctx.replica * ctx.partitions + q for q in range(space)] if cross_partition else \
        [q * ctx.partitions + ctx.partition for q in range(space)]
    everyone = ctx.meet(instr, group, [np.asarray(o) for o in ops])
    sources = [src for src, tgt in pairs if tgt == mine]
    values = [everyone[sources[0]][k].copy() if sources else np.zeros_like(np.asarray(o)) for k, o in enumerate(ops)]
    return values[0] if len(values) == 1 else tuple(values)


def _permute_on_one_device(instr, ops):
    pairs = str(instr.attrs.get("source_target_pairs", ""))
    if len(ops) == 4:
        raise XlacError("collective-permute with in-place slices (4 operands) is not supported on one device",
                        instr.loc)
    self_pair = re.search(r"\{\s*0\s*,\s*0\s*\}", pairs) is not None
    values = [op if self_pair else np.zeros_like(op) for op in ops]
    return values[0] if len(values) == 1 else tuple(values)


def _zeros_like_shape(shape):
    if shape.is_tuple:
        return tuple(_zeros_like_shape(e) for e in shape.elements)
    return np.zeros(shape.dims, shape.dtype.np) if shape.dtype.is_array else TOKEN


@handles("all-reduce-done", "all-gather-done", "collective-permute-done")
def _collective_done(ev, instr, ops):
    """The result a `-start` carried: its element 1 when the start's shape is a tuple."""
    from xlac.hlo.collectives import done_takes_element_one

    return ops[0][1] if done_takes_element_one(instr.operands[0]) else ops[0]


@handles("replica-id", "partition-id")
def _replica_id(ev, instr, ops):
    if ev.device is not None:
        value = ev.device.replica if instr.opcode == "replica-id" else ev.device.partition
        return np.array(value, dtype=U32.np)
    from xlac.hlo.collectives import require_device_ids_known

    require_device_ids_known(instr, ev.module)
    return np.zeros((), dtype=U32.np)


@handles("outfeed")
def _outfeed(ev, instr, ops):
    ev.outfeed.append(ops[0])
    return TOKEN


@handles("infeed", "recv", "recv-done", "send", "send-done")
def _no_host_channel(ev, instr, ops):
    raise XlacError(f"'{instr.opcode}' needs a host transfer channel, which single-device runs do not have")


# ---- custom calls --------------------------------------------------------------------------


@handles("custom-call")
def _custom_call(ev, instr, ops):
    from xlac.hlo.expansions import expansion, has_expansion

    if has_expansion(instr):  # TopK, oneDNN matmul...: XLA:CPU's own targets, as plain HLO
        sub = Evaluator(expansion(instr), check_shapes=ev.check_shapes, custom_calls=ev.custom_calls)
        sub.rng = ev.rng
        if "rng_state" in ev.__dict__:  # one RNG state counter for the run (GetRngSeed reads it)
            sub.rng_state = ev.rng_state
        out = sub.run(list(ops))
        if "rng_state" in sub.__dict__:
            ev.rng_state = sub.rng_state
        return out
    if ev.custom_calls is None:
        raise XlacError(f"custom call '{instr.attrs['custom_call_target']}' cannot be evaluated here "
                        f"(this evaluator was given no custom-call handler)", instr.loc)
    return ev.custom_calls(instr, ops)


# ---- newer compute ops -------------------------------------------------------------------


def _dot_dims(instr: Instruction) -> dict:
    a = instr.attrs
    return dict(lhs_batch=tuple(a.get("lhs_batch_dims", ())), rhs_batch=tuple(a.get("rhs_batch_dims", ())),
                lhs_contracting=tuple(a.get("lhs_contracting_dims", ())),
                rhs_contracting=tuple(a.get("rhs_contracting_dims", ())), out_np_dtype=instr.shape.dtype.np)


@handles("ragged-dot")
def _ragged_dot(ev, instr, ops):
    from xlac.evaluator.kernels.ragged import ragged_dot

    ragged = tuple(instr.attrs.get("lhs_ragged_dims", ()))
    if len(ragged) != 1:
        raise XlacError("ragged-dot needs exactly one lhs_ragged_dims entry")
    return ragged_dot(ops[0], ops[1], ops[2], lhs_ragged=ragged[0],
                      rhs_group=tuple(instr.attrs.get("rhs_group_dims", ())), **_dot_dims(instr))


@handles("scaled-dot")
def _scaled_dot(ev, instr, ops):
    from xlac.evaluator.kernels.ragged import scaled_dot

    lhs, rhs, lhs_scale, rhs_scale = ops[:4]  # XLA's order: operands, then their block scales
    return scaled_dot(lhs, lhs_scale, rhs, rhs_scale, **_dot_dims(instr))


@handles("scan")
def _scan(ev, instr, ops):
    """XLA's ScanExpander semantics: to_apply(input slices..., carries...) -> (outputs..., carries...);
    the result is (stacked outputs..., final carries...)."""
    comp = instr.attrs["to_apply"]
    dim = instr.attrs["dimensions"][0]
    n_carries = instr.attrs["num_carries"]
    inputs, carries = ops[: len(ops) - n_carries], list(ops[len(ops) - n_carries:])
    leaves = list(instr.shape.elements) if instr.shape.is_tuple else [instr.shape]
    n_out = len(leaves) - n_carries
    outputs = [np.zeros(s.dims, s.dtype.np) for s in leaves[:n_out]]
    length = inputs[0].shape[dim] if inputs else 0
    steps = range(length - 1, -1, -1) if instr.attrs.get("is_reverse") else range(length)
    for i in steps:
        result = ev.call(comp, [np.take(x, i, axis=dim) for x in inputs] + carries)
        parts = list(result) if isinstance(result, tuple) else [result]
        for out, value in zip(outputs, parts[:n_out]):
            index = [slice(None)] * out.ndim
            index[dim] = i
            out[tuple(index)] = value
        carries = parts[n_out:]
    values = outputs + carries
    return tuple(values) if instr.shape.is_tuple else values[0]


@handles("ragged-all-to-all")
def _ragged_all_to_all(ev, instr, ops):
    """One participant sends its one chunk to itself."""
    operand, output, in_off, send, out_off, recv = ops
    out = output.copy()
    n, start, dest = int(np.ravel(send)[0]), int(np.ravel(in_off)[0]), int(np.ravel(out_off)[0])
    out[dest:dest + n] = operand[start:start + n]
    return out
