"""The op table: one row per HLO opcode. It drives the parser's checks (known opcode, required
attributes), the verifier (arity, shape rule), the interpreter (which evaluator) and the code
generators (elementwise ops go through the shared elemental emitter).

A row:  OpInfo("add", 2, BINARY)  -- text name, operand count (None = variadic), category,
required attributes, optional attributes, and whether the result shape may be omitted in text.
"""

from __future__ import annotations

from dataclasses import dataclass

# Categories (they name the shape rule and the evaluator family).
UNARY = "elementwise-unary"
BINARY = "elementwise-binary"
TERNARY = "elementwise-ternary"
DATA = "shape/data-movement"
REDUCTION = "reduction"
CONTROL = "control-flow"
COLLECTIVE = "collective"
RNG = "rng"
CUSTOM = "custom"
OTHER = "other"

# Attributes every instruction may carry (none of them changes single-device results).
COMMON_ATTRS = frozenset({
    "sharding", "metadata", "backend_config", "frontend_attributes", "statistics",
    "parameter_replication", "control-predecessors", "origin", "result_accuracy",
    "original_value",
})


@dataclass(frozen=True)
class OpInfo:
    name: str
    arity: int | None  # None: variadic
    category: str
    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    shape_inferable: bool = True  # may the result shape be omitted in HLO text?

    @property
    def is_elementwise(self) -> bool:
        return self.category in (UNARY, BINARY, TERNARY)

    @property
    def allowed_attrs(self) -> frozenset[str]:
        return COMMON_ATTRS | set(self.required) | set(self.optional)


_COLLECTIVE_OPT = ("replica_groups", "channel_id", "constrain_layout", "use_global_device_ids", "mode")
_DOT_DIMS = ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims",
             "operand_precision", "algorithm")
_ASYNC = ("calls", "async_execution_thread", "output_to_operand_aliasing", "async_group_id",
          "async_wrapped_opcode")


def _rows() -> list[OpInfo]:
    unary = ["abs", "acos", "acosh", "asin", "asinh", "atanh", "cbrt", "ceil", "copy", "cosine", "cosh",
             "count-leading-zeros", "erf", "exponential", "exponential-minus-one", "floor", "imag",
             "is-finite", "log", "log-plus-one", "logistic", "negate", "not", "popcnt", "real",
             "round-nearest-afz", "round-nearest-even", "rsqrt", "sign", "sine", "sinh", "sqrt",
             "tan", "tanh"]
    binary = ["add", "and", "atan2", "complex", "divide", "maximum", "minimum", "mulhi", "multiply",
              "or", "power", "remainder", "shift-left", "shift-right-arithmetic",
              "shift-right-logical", "subtract", "xor"]
    rows = [OpInfo(n, 1, UNARY) for n in unary]
    rows += [OpInfo(n, 2, BINARY) for n in binary]
    rows += [
        OpInfo("convert", 1, UNARY, shape_inferable=False),
        OpInfo("bitcast-convert", 1, UNARY, shape_inferable=False),
        OpInfo("reduce-precision", 1, UNARY, ("exponent_bits", "mantissa_bits"), shape_inferable=False),
        OpInfo("compare", 2, BINARY, ("direction",), ("type",)),
        OpInfo("stochastic-convert", 2, BINARY, shape_inferable=False),
        OpInfo("select", 3, TERNARY),
        OpInfo("clamp", 3, TERNARY),
        # data movement
        OpInfo("parameter", 0, DATA, shape_inferable=False),
        OpInfo("constant", 0, DATA, shape_inferable=False),
        OpInfo("iota", 0, DATA, ("iota_dimension",), shape_inferable=False),
        OpInfo("broadcast", 1, DATA, (), ("dimensions",)),
        OpInfo("reshape", 1, DATA, (), ("inferred_dimension",), shape_inferable=False),
        OpInfo("dynamic-reshape", None, DATA, shape_inferable=False),
        OpInfo("bitcast", 1, DATA, shape_inferable=False),
        OpInfo("transpose", 1, DATA, ("dimensions",)),
        OpInfo("reverse", 1, DATA, ("dimensions",)),
        OpInfo("concatenate", None, DATA, ("dimensions",)),
        OpInfo("slice", 1, DATA, ("slice",), shape_inferable=False),
        OpInfo("dynamic-slice", None, DATA, ("dynamic_slice_sizes",), shape_inferable=False),
        OpInfo("dynamic-update-slice", None, DATA, shape_inferable=False),
        OpInfo("pad", 2, DATA, ("padding",)),
        OpInfo("gather", 2, DATA, ("offset_dims", "collapsed_slice_dims", "start_index_map",
                                   "index_vector_dim", "slice_sizes"),
               ("indices_are_sorted", "operand_batching_dims", "start_indices_batching_dims")),
        OpInfo("scatter", None, DATA, ("update_window_dims", "inserted_window_dims",
                                       "scatter_dims_to_operand_dims", "index_vector_dim", "to_apply"),
               ("indices_are_sorted", "unique_indices", "input_batching_dims",
                "scatter_indices_batching_dims")),
        OpInfo("tuple", None, DATA),
        OpInfo("get-tuple-element", 1, DATA, ("index",)),
        OpInfo("get-dimension-size", 1, DATA, ("dimensions",)),
        OpInfo("set-dimension-size", 2, DATA, ("dimensions",)),
        # reductions
        OpInfo("reduce", None, REDUCTION, ("dimensions", "to_apply")),
        OpInfo("reduce-window", None, REDUCTION, ("to_apply",), ("window",)),
        OpInfo("select-and-scatter", 3, REDUCTION, ("select", "scatter"), ("window",)),
        # other compute
        OpInfo("dot", 2, OTHER, (), _DOT_DIMS),
        OpInfo("ragged-dot", 3, OTHER, (), _DOT_DIMS + ("lhs_ragged_dims", "rhs_group_dims")),
        OpInfo("scaled-dot", 4, OTHER, (), _DOT_DIMS),
        OpInfo("convolution", 2, OTHER, ("dim_labels",),
               ("window", "feature_group_count", "batch_group_count", "operand_precision",
                "algorithm", "convolution_kind", "conv_kind", "sparsity_config")),
        OpInfo("fft", 1, OTHER, ("fft_type", "fft_length")),
        OpInfo("sort", None, OTHER, ("dimensions", "to_apply"), ("is_stable",)),
        OpInfo("topk", 1, OTHER, ("k",), ("largest", "is_stable")),
        OpInfo("cholesky", 1, OTHER, (), ("lower",)),
        OpInfo("triangular-solve", 2, OTHER, (), ("left_side", "lower", "unit_diagonal", "transpose_a")),
        OpInfo("batch-norm-training", 3, OTHER, ("epsilon", "feature_index")),
        OpInfo("batch-norm-inference", 5, OTHER, ("epsilon", "feature_index")),
        OpInfo("batch-norm-grad", 5, OTHER, ("epsilon", "feature_index")),
        # control flow
        OpInfo("call", None, CONTROL, ("to_apply",), ("is_composite",)),
        OpInfo("while", 1, CONTROL, ("condition", "body")),
        OpInfo("conditional", None, CONTROL, (),
               ("true_computation", "false_computation", "branch_computations")),
        OpInfo("map", None, CONTROL, ("to_apply",), ("dimensions",)),
        OpInfo("fusion", None, CONTROL, ("kind", "calls"), ("output_to_operand_aliasing",),
               shape_inferable=False),
        OpInfo("scan", None, CONTROL, ("to_apply", "dimensions", "num_carries"),
               ("is_reverse", "is_associative")),
        OpInfo("opt-barrier", 1, CONTROL),
        OpInfo("domain", 1, CONTROL, ("domain",)),
        OpInfo("after-all", None, CONTROL),
        OpInfo("add-dependency", 2, CONTROL),
        OpInfo("async-start", None, CONTROL, ("calls",), _ASYNC, shape_inferable=False),
        OpInfo("async-update", None, CONTROL, (), _ASYNC, shape_inferable=False),
        OpInfo("async-done", 1, CONTROL, (), _ASYNC, shape_inferable=False),
        OpInfo("copy-start", 1, CONTROL, (), ("cross_program_prefetch_index",), shape_inferable=False),
        OpInfo("copy-done", 1, CONTROL, shape_inferable=False),
        # custom call
        OpInfo("custom-call", None, CUSTOM, ("custom_call_target",),
               ("api_version", "custom_call_has_side_effect", "operand_layout_constraints",
                "output_to_operand_aliasing", "schedule", "to_apply", "called_computations",
                "window", "dim_labels", "feature_group_count", "batch_group_count",
                "padding_type", "literal", "operand_precision", "custom_call_schedule"),
               shape_inferable=False),
        # rng
        OpInfo("rng", 2, RNG, ("distribution",), shape_inferable=False),
        OpInfo("rng-bit-generator", 1, RNG, ("algorithm",), shape_inferable=False),
        OpInfo("rng-get-and-update-state", 0, RNG, ("delta",), shape_inferable=False),
        # collectives (one replica, one partition)
        OpInfo("all-reduce", None, COLLECTIVE, ("to_apply",), _COLLECTIVE_OPT, shape_inferable=False),
        OpInfo("all-reduce-start", None, COLLECTIVE, ("to_apply",), _COLLECTIVE_OPT, shape_inferable=False),
        OpInfo("all-reduce-done", 1, COLLECTIVE, shape_inferable=False),
        OpInfo("reduce-scatter", None, COLLECTIVE, ("to_apply", "dimensions"), _COLLECTIVE_OPT,
               shape_inferable=False),
        OpInfo("all-gather", None, COLLECTIVE, ("dimensions",), _COLLECTIVE_OPT, shape_inferable=False),
        OpInfo("all-gather-start", None, COLLECTIVE, ("dimensions",), _COLLECTIVE_OPT, shape_inferable=False),
        OpInfo("all-gather-done", 1, COLLECTIVE, shape_inferable=False),
        OpInfo("all-to-all", None, COLLECTIVE, (), _COLLECTIVE_OPT + ("dimensions",), shape_inferable=False),
        OpInfo("ragged-all-to-all", 6, COLLECTIVE, (), _COLLECTIVE_OPT, shape_inferable=False),
        OpInfo("collective-permute", None, COLLECTIVE, ("source_target_pairs",),
               ("channel_id", "slice_sizes"), shape_inferable=False),
        OpInfo("collective-permute-start", None, COLLECTIVE, ("source_target_pairs",),
               ("channel_id", "slice_sizes"), shape_inferable=False),
        OpInfo("collective-permute-done", 1, COLLECTIVE, shape_inferable=False),
        OpInfo("collective-broadcast", None, COLLECTIVE, (), _COLLECTIVE_OPT + ("has_dynamic_root",),
               shape_inferable=False),
        OpInfo("replica-id", 0, COLLECTIVE, shape_inferable=False),
        OpInfo("partition-id", 0, COLLECTIVE, shape_inferable=False),
        OpInfo("infeed", 1, COLLECTIVE, (), ("infeed_config",), shape_inferable=False),
        OpInfo("outfeed", 2, COLLECTIVE, (), ("outfeed_config", "outfeed_shape"), shape_inferable=False),
        OpInfo("send", 2, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False),
        OpInfo("send-done", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False),
        OpInfo("recv", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False),
        OpInfo("recv-done", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False),
    ]
    return rows


OPS: dict[str, OpInfo] = {row.name: row for row in _rows()}

# `<op>-start/-update/-done` sugar is allowed for every op without its own async opcodes.
_NO_ASYNC_SUGAR = {"all-gather", "all-reduce", "collective-permute", "copy", "recv", "send"}


def lookup(opcode: str) -> OpInfo | None:
    """The row for ``opcode``; async sugar (`negate-start`) maps to async-start/update/done."""
    info = OPS.get(opcode)
    if info is not None:
        return info
    for suffix, generic in (("-start", "async-start"), ("-update", "async-update"), ("-done", "async-done")):
        base = opcode[: -len(suffix)] if opcode.endswith(suffix) else None
        if base and base in OPS and base not in _NO_ASYNC_SUGAR:
            return OPS[generic]
    return None
