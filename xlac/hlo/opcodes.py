"""The op table: one row per HLO opcode, carrying every property the compiler asks of an op.

It drives the parser's checks (known opcode, required attributes), the verifier (arity, shape
rule, whether the written element type is the result's), the evaluator (its category handler),
the passes (side effects, folding, fusion cost, aliasing, layouts) and the code generators
(elementwise ops go through the shared elemental emitter). Everything else derives its sets
from here (``names(lambda op: ...)``); nothing restates them.

A row:  OpInfo("exponential", 1, UNARY, cost=EXPENSIVE)  -- text name, operand count (None =
variadic), category, required and optional attributes, and the properties below. Elementwise
rows also say which element types they accept (``types``: shape inference checks it), what type
they give (``result``), the C math function computing them on floats (``libm``: the LLVM
emitters call it, the math-library allow-lists of the targets are made of these names), whether
they commute, and which decomposition passes (xlac/passes/decompose_*.py) can rewrite them.

Adding a libm-backed unary op: its row here (``unary("name", FLOAT_OR_COMPLEX, libm="fn")``) and
its kernel in the evaluator (xlac/evaluator/kernels/elementwise.py). The LLVM targets call
``fn``/``fnf`` from the row; another code generator adds its own entry if it has one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from xlac.hlo.dtypes import DType

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


# Cost classes, for fusion: cheap ops are recomputed freely; expensive ones (transcendentals,
# division) are not duplicated into several consumers; heavy ones (dot, convolution) are fusion
# roots of their own kind.
CHEAP = "cheap"
EXPENSIVE = "expensive"
HEAVY = "heavy"


@dataclass(frozen=True)
class Types:
    """The element types an op accepts: ``accepts(dtype)``, and how an error message says it."""

    needs: str
    accepts: Callable[[DType], bool] = field(compare=False)


ANY_TYPE = Types("an array type", lambda d: d.is_array)
FLOAT = Types("a floating-point type", lambda d: d.is_float)
FLOAT_OR_COMPLEX = Types("a floating-point or complex type", lambda d: d.is_float or d.is_complex)
INTEGER = Types("an integer type", lambda d: d.is_integer)
INTEGER_OR_PRED = Types("an integer or pred type", lambda d: d.is_integer or d.is_pred)
NUMERIC = Types("a numeric (not pred) type", lambda d: d.is_integer or d.is_float or d.is_complex)
SIGNED = Types("a signed integer, floating-point or complex type",
               lambda d: d.is_signed or d.is_float or d.is_complex)
F32_OR_F64 = Types("f32 or f64", lambda d: d.name in ("f32", "f64"))

# Result element types of elementwise ops (``OpInfo.result``).
SAME = "same"        # the operands' type
PRED = "pred"        # pred (is-finite, compare)
PART = "part"        # a complex operand gives its part type (real, imag, abs); others keep theirs
COMPLEX = "complex"  # f32 -> c64, f64 -> c128 (complex)


@dataclass(frozen=True)
class OpInfo:
    """One opcode. ``arity`` None: variadic.

    - ``shape_inferable``: the result shape may be omitted in HLO text;
    - ``takes_result_type``: shape inference takes the element type written in the text (a
      conversion's target, a dot's preferred type);
    - ``side_effect``: the op's effect is more than its result, or its result is not a function
      of its operands (never removed, moved, merged or folded);
    - ``foldable``: constant folding may evaluate it when its operands are constants;
    - ``cost``: CHEAP / EXPENSIVE / HEAVY (fusion);
    - ``move``: data movement computed elementally from its operands: "cheap" (index
      arithmetic, conversions: recomputed in every consumer) or "loop" (fusible as a loop);
    - ``reuses_operands``: may read one operand element for many output elements;
    - ``reduction``: combines many operand elements into each output element (reduce, windows);
    - ``aliases``: the result is (part of) an operand's memory: no code writes it;
    - ``computed``: False for values no code computes (parameters, constants, tokens);
    - ``forwards``: the result is the operand, value and layout (layout assignment);
    - ``physical_layout``: operands and results are seen as bytes in their layout (bitcast, custom
      calls, I/O): layout assignment must not change them;
    - ``real_only``: defined on real numbers only (complex has no order or bits);
    - ``exact_in_type``: the result is exactly representable in a narrow float operand type, so
      no rounding back to it is needed;
    - ``types``: the operand element types an elementwise op accepts (shape inference checks);
    - ``result``: its result element type: SAME, PRED, PART (of a complex operand) or COMPLEX;
    - ``libm``: the C99 function computing it on real floats (``tan``: ``tanf`` for f32 and
      narrower, ``tan`` for f64), which the LLVM emitters call and the targets allow;
    - ``keeps_subnormal``: the element types (f32, f64) for which XLA:CPU gives a subnormal
      operand back unchanged although it computes under DAZ/FTZ (its code returns x for tiny
      |x| before any arithmetic DAZ would flush); for atan2, a subnormal first operand when
      the second is 1 (atan2(y, 1) = atan(y)). Every other float result is flushed. Measured
      with XLA (tests/corpus/jax/dw_f32_subnormal_unary_passthrough, dw_f64_...): f64 tanh,
      log1p, erf and atan2(y, 2) flush. bf16 is left as it was (flushed): its result is
      rounded from f32, and AVX512-BF16's conversion flushes by itself;
    - ``commutative``: op(a, b) == op(b, a);
    - ``decompositions``: the passes (xlac/passes/decompose_*.py) that rewrite it into other ops,
      for a target to select (``Target.decompositions``) instead of lowering it itself;
    - ``use_rank``: how often it appears in the JAX and XLA modules of the corpus (tests/corpus,
      bench), 0 the most used, None the rarer ops: a "did you mean" tie in spelling goes to the
      op a user more likely meant;
    - ``known_as``: what users write for it from numpy, JAX, StableHLO and other IRs (``mul``,
      ``sigmoid``, ``dot_general``): "did you mean" names the op for these.
    """

    name: str
    arity: int | None
    category: str
    required: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    shape_inferable: bool = True
    takes_result_type: bool = False
    side_effect: bool = False
    foldable: bool = True
    cost: str = CHEAP
    move: str | None = None
    reuses_operands: bool = False
    reduction: bool = False
    aliases: bool = False
    computed: bool = True
    forwards: bool = False
    physical_layout: bool = False
    real_only: bool = False
    exact_in_type: bool = False
    types: Types = ANY_TYPE
    result: str = SAME
    libm: str | None = None
    keeps_subnormal: tuple[str, ...] = ()
    commutative: bool = False
    decompositions: tuple[str, ...] = ()
    use_rank: int | None = None
    known_as: tuple[str, ...] = ()

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
    fc = FLOAT_OR_COMPLEX
    real: dict[str, Any] = dict(real_only=True)
    exact: dict[str, Any] = dict(exact_in_type=True)
    costly: dict[str, Any] = dict(cost=EXPENSIVE)
    passes_subnormal: dict[str, Any] = dict(keeps_subnormal=("f32", "f64"))

    def unary(name: str, types: Types, required: tuple[str, ...] = (), **kw: Any) -> OpInfo:
        return OpInfo(name, 1, UNARY, required, types=types, **kw)

    def binary(name: str, types: Types, required: tuple[str, ...] = (), optional: tuple[str, ...] = (),
               **kw: Any) -> OpInfo:
        return OpInfo(name, 2, BINARY, required, optional, types=types, **kw)

    def libm(name: str, function: str, types: Types = fc, arity: int = 1, **kw: Any) -> OpInfo:
        """A transcendental computed by the C function ``function`` on real floats."""
        return OpInfo(name, arity, UNARY if arity == 1 else BINARY, types=types, libm=function, cost=EXPENSIVE,
                      **kw)

    effect: dict[str, Any] = dict(side_effect=True, foldable=False)
    io: dict[str, Any] = dict(side_effect=True, foldable=False, physical_layout=True, shape_inferable=False)
    rows = [
        # elementwise unary
        unary("abs", SIGNED, result=PART, **exact),
        libm("acos", "acos"),
        libm("acosh", "acosh"),
        libm("asin", "asin"),
        libm("asinh", "asinh"),
        libm("atanh", "atanh"),
        libm("cbrt", "cbrt"),
        unary("ceil", FLOAT, **real, **exact),
        libm("cosine", "cos"),
        libm("cosh", "cosh"),
        unary("count-leading-zeros", INTEGER, **real),
        libm("erf", "erf", FLOAT, **real),
        libm("exponential", "exp"),
        libm("exponential-minus-one", "expm1", decompositions=("decompose-exponential-minus-one",), **passes_subnormal),
        unary("floor", FLOAT, **real, **exact),
        unary("imag", fc, result=PART, **exact),
        unary("is-finite", FLOAT, result=PRED),
        libm("log", "log"),
        libm("log-plus-one", "log1p", decompositions=("decompose-log-plus-one",)),
        unary("logistic", fc, decompositions=("decompose-logistic",), **costly),
        unary("negate", NUMERIC, **exact),
        unary("not", INTEGER_OR_PRED, **real),
        unary("popcnt", INTEGER, **real),
        unary("real", fc, result=PART, **exact),
        unary("round-nearest-afz", FLOAT, **real, **exact),
        unary("round-nearest-even", FLOAT, **real, **exact),
        unary("rsqrt", fc, **costly),
        unary("sign", SIGNED, **exact),
        libm("sine", "sin", **passes_subnormal),
        libm("sinh", "sinh"),
        libm("sqrt", "sqrt"),
        libm("tan", "tan", decompositions=("decompose-tan",), **passes_subnormal),
        libm("tanh", "tanh", keeps_subnormal=("f32",)),
        unary("copy", ANY_TYPE, move="cheap", **exact),
        unary("convert", ANY_TYPE, shape_inferable=False, takes_result_type=True, move="cheap"),
        unary("bitcast-convert", ANY_TYPE, shape_inferable=False, takes_result_type=True, move="cheap", **exact),
        unary("reduce-precision", FLOAT, ("exponent_bits", "mantissa_bits"), shape_inferable=False, move="loop",
              **exact),
        # elementwise binary
        binary("add", ANY_TYPE, commutative=True),
        binary("and", INTEGER_OR_PRED, commutative=True, **real),
        libm("atan2", "atan2", arity=2, **passes_subnormal),
        binary("complex", F32_OR_F64, result=COMPLEX),
        binary("divide", NUMERIC, decompositions=("decompose-complex-divide",), **costly),
        binary("maximum", ANY_TYPE, commutative=True, **real, **exact),
        binary("minimum", ANY_TYPE, commutative=True, **real, **exact),
        binary("mulhi", INTEGER, commutative=True, **real),
        binary("multiply", ANY_TYPE, commutative=True),
        binary("or", INTEGER_OR_PRED, commutative=True, **real),
        binary("power", NUMERIC, libm="pow", **costly),
        binary("remainder", NUMERIC, libm="fmod", **real, **costly),
        binary("shift-left", INTEGER, **real),
        binary("shift-right-arithmetic", INTEGER, **real),
        binary("shift-right-logical", INTEGER, **real),
        binary("subtract", NUMERIC),
        binary("xor", INTEGER_OR_PRED, commutative=True, **real),
        binary("compare", ANY_TYPE, ("direction",), ("type",), result=PRED,
               decompositions=("decompose-total-order-compare",)),
        binary("stochastic-convert", FLOAT, shape_inferable=False, takes_result_type=True),
        # elementwise ternary
        OpInfo("select", 3, TERNARY, **exact),
        OpInfo("clamp", 3, TERNARY, **real, **exact),
        # data movement
        OpInfo("parameter", 0, DATA, shape_inferable=False, foldable=False, computed=False),
        OpInfo("constant", 0, DATA, shape_inferable=False, foldable=False, computed=False),
        OpInfo("iota", 0, DATA, ("iota_dimension",), shape_inferable=False, foldable=False, move="cheap"),
        OpInfo("broadcast", 1, DATA, (), ("dimensions",), foldable=False, move="cheap", reuses_operands=True),
        OpInfo("reshape", 1, DATA, (), ("inferred_dimension",), shape_inferable=False, move="cheap"),
        OpInfo("dynamic-reshape", None, DATA, shape_inferable=False, foldable=False),
        OpInfo("bitcast", 1, DATA, shape_inferable=False, aliases=True, physical_layout=True),
        OpInfo("transpose", 1, DATA, ("dimensions",), move="cheap"),
        OpInfo("reverse", 1, DATA, ("dimensions",), move="cheap"),
        OpInfo("concatenate", None, DATA, ("dimensions",), move="loop"),
        OpInfo("slice", 1, DATA, ("slice",), shape_inferable=False, move="cheap"),
        OpInfo("dynamic-slice", None, DATA, ("dynamic_slice_sizes",), shape_inferable=False, move="loop"),
        OpInfo("dynamic-update-slice", None, DATA, shape_inferable=False),
        OpInfo("pad", 2, DATA, ("padding",), move="loop", reuses_operands=True),
        OpInfo("gather", 2, DATA, ("offset_dims", "collapsed_slice_dims", "start_index_map",
                                   "index_vector_dim", "slice_sizes"),
               ("indices_are_sorted", "operand_batching_dims", "start_indices_batching_dims"),
               move="loop", reuses_operands=True),
        OpInfo("scatter", None, DATA, ("update_window_dims", "inserted_window_dims",
                                       "scatter_dims_to_operand_dims", "index_vector_dim", "to_apply"),
               ("indices_are_sorted", "unique_indices", "input_batching_dims",
                "scatter_indices_batching_dims")),
        OpInfo("tuple", None, DATA, foldable=False, aliases=True),
        OpInfo("get-tuple-element", 1, DATA, ("index",), aliases=True),
        OpInfo("get-dimension-size", 1, DATA, ("dimensions",), foldable=False),
        OpInfo("set-dimension-size", 2, DATA, ("dimensions",), foldable=False),
        # reductions
        OpInfo("reduce", None, REDUCTION, ("dimensions", "to_apply"), reduction=True),
        OpInfo("reduce-window", None, REDUCTION, ("to_apply",), ("window",), reduction=True, reuses_operands=True),
        OpInfo("select-and-scatter", 3, REDUCTION, ("select", "scatter"), ("window",)),
        # other compute
        OpInfo("dot", 2, OTHER, (), _DOT_DIMS, takes_result_type=True, cost=HEAVY, reuses_operands=True),
        OpInfo("ragged-dot", 3, OTHER, (), _DOT_DIMS + ("lhs_ragged_dims", "rhs_group_dims"),
               takes_result_type=True),
        OpInfo("scaled-dot", 4, OTHER, (), _DOT_DIMS, takes_result_type=True),
        OpInfo("convolution", 2, OTHER, ("dim_labels",),
               ("window", "feature_group_count", "batch_group_count", "operand_precision",
                "algorithm", "convolution_kind", "conv_kind", "sparsity_config"),
               takes_result_type=True, cost=HEAVY, reuses_operands=True),
        OpInfo("fft", 1, OTHER, ("fft_type", "fft_length")),
        OpInfo("sort", None, OTHER, ("dimensions", "to_apply"), ("is_stable",)),
        OpInfo("topk", 1, OTHER, ("k",), ("largest", "is_stable")),
        OpInfo("cholesky", 1, OTHER, (), ("lower",)),
        OpInfo("triangular-solve", 2, OTHER, (), ("left_side", "lower", "unit_diagonal", "transpose_a")),
        OpInfo("batch-norm-training", 3, OTHER, ("epsilon", "feature_index")),
        OpInfo("batch-norm-inference", 5, OTHER, ("epsilon", "feature_index")),
        OpInfo("batch-norm-grad", 5, OTHER, ("epsilon", "feature_index")),
        # control flow
        OpInfo("call", None, CONTROL, ("to_apply",), ("is_composite",), foldable=False),
        OpInfo("while", 1, CONTROL, ("condition", "body"), foldable=False),
        OpInfo("conditional", None, CONTROL, (),
               ("true_computation", "false_computation", "branch_computations"), foldable=False),
        OpInfo("map", None, CONTROL, ("to_apply",), ("dimensions",)),
        OpInfo("fusion", None, CONTROL, ("kind", "calls"), ("output_to_operand_aliasing",),
               shape_inferable=False),
        OpInfo("scan", None, CONTROL, ("to_apply", "dimensions", "num_carries"),
               ("is_reverse", "is_associative")),
        OpInfo("opt-barrier", 1, CONTROL, **effect, aliases=True, forwards=True),
        OpInfo("domain", 1, CONTROL, ("domain",), **effect, aliases=True, forwards=True),
        OpInfo("after-all", None, CONTROL, **effect, computed=False),
        OpInfo("add-dependency", 2, CONTROL, **effect, aliases=True),
        OpInfo("async-start", None, CONTROL, ("calls",), _ASYNC, shape_inferable=False, **effect),
        OpInfo("async-update", None, CONTROL, (), _ASYNC, shape_inferable=False, **effect),
        OpInfo("async-done", 1, CONTROL, (), _ASYNC, shape_inferable=False, **effect),
        OpInfo("copy-start", 1, CONTROL, (), ("cross_program_prefetch_index",), shape_inferable=False, **effect),
        OpInfo("copy-done", 1, CONTROL, shape_inferable=False, **effect),
        # custom call
        OpInfo("custom-call", None, CUSTOM, ("custom_call_target",),
               ("api_version", "custom_call_has_side_effect", "operand_layout_constraints",
                "output_to_operand_aliasing", "schedule", "to_apply", "called_computations",
                "window", "dim_labels", "feature_group_count", "batch_group_count",
                "padding_type", "literal", "operand_precision", "custom_call_schedule"),
               shape_inferable=False, foldable=False, physical_layout=True),
        # rng
        OpInfo("rng", None, RNG, ("distribution",), shape_inferable=False, **effect),  # (a, b[, shape])
        OpInfo("rng-bit-generator", 1, RNG, ("algorithm",), shape_inferable=False, foldable=False,
               physical_layout=True),
        OpInfo("rng-get-and-update-state", 0, RNG, ("delta",), shape_inferable=False, **effect),
        # collectives (one replica, one partition)
        OpInfo("all-reduce", None, COLLECTIVE, ("to_apply",), _COLLECTIVE_OPT, shape_inferable=False, **effect),
        OpInfo("all-reduce-start", None, COLLECTIVE, ("to_apply",), _COLLECTIVE_OPT, shape_inferable=False,
               **effect),
        OpInfo("all-reduce-done", 1, COLLECTIVE, shape_inferable=False, **effect),
        OpInfo("reduce-scatter", None, COLLECTIVE, ("to_apply", "dimensions"), _COLLECTIVE_OPT,
               shape_inferable=False, **effect),
        OpInfo("all-gather", None, COLLECTIVE, ("dimensions",), _COLLECTIVE_OPT, shape_inferable=False, **effect),
        OpInfo("all-gather-start", None, COLLECTIVE, ("dimensions",), _COLLECTIVE_OPT, shape_inferable=False,
               **effect),
        OpInfo("all-gather-done", 1, COLLECTIVE, shape_inferable=False, **effect),
        OpInfo("all-to-all", None, COLLECTIVE, (), _COLLECTIVE_OPT + ("dimensions",), shape_inferable=False,
               **effect),
        OpInfo("ragged-all-to-all", 6, COLLECTIVE, (), _COLLECTIVE_OPT, shape_inferable=False, **effect),
        OpInfo("collective-permute", None, COLLECTIVE, ("source_target_pairs",),
               ("channel_id", "slice_sizes"), shape_inferable=False, **effect),
        OpInfo("collective-permute-start", None, COLLECTIVE, ("source_target_pairs",),
               ("channel_id", "slice_sizes"), shape_inferable=False, **effect),
        OpInfo("collective-permute-done", 1, COLLECTIVE, shape_inferable=False, **effect),
        OpInfo("collective-broadcast", None, COLLECTIVE, (), _COLLECTIVE_OPT + ("has_dynamic_root",),
               shape_inferable=False, **effect),
        OpInfo("replica-id", 0, COLLECTIVE, shape_inferable=False, **effect),
        OpInfo("partition-id", 0, COLLECTIVE, shape_inferable=False, **effect),
        OpInfo("infeed", 1, COLLECTIVE, (), ("infeed_config",), **io),
        OpInfo("outfeed", 2, COLLECTIVE, (), ("outfeed_config", "outfeed_shape"), **io),
        OpInfo("send", 2, COLLECTIVE, (), ("channel_id", "is_host_transfer"), **io),
        OpInfo("send-done", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False,
               **effect),
        OpInfo("recv", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), **io),
        OpInfo("recv-done", 1, COLLECTIVE, (), ("channel_id", "is_host_transfer"), shape_inferable=False,
               **effect),
    ]
    return rows


# Opcodes by how often they appear in the corpus's JAX and XLA modules, the most used first
# (``OpInfo.use_rank``).
_BY_USE = (
    "parameter", "constant", "get-tuple-element", "add", "compare", "select", "reshape", "convert", "subtract",
    "maximum", "multiply", "reduce", "broadcast", "tuple", "and", "call", "or", "divide", "negate", "dot", "xor",
    "fusion", "while", "minimum", "remainder", "dynamic-update-slice", "clamp", "bitcast-convert", "transpose",
    "iota", "exponential", "convolution", "power", "abs", "sign", "dynamic-slice", "sqrt", "scatter", "slice",
    "concatenate", "reduce-window", "gather", "pad", "sort", "reverse", "floor", "ceil", "conditional", "tanh",
    "log", "rsqrt", "custom-call", "copy", "bitcast", "all-reduce", "real", "imag", "not", "sine", "cosine",
    "log-plus-one", "logistic", "exponential-minus-one", "is-finite", "erf", "map", "fft", "select-and-scatter",
)
# Other names users write for an op (``OpInfo.known_as``).
_KNOWN_AS = {
    "multiply": ("mul",), "subtract": ("sub",), "divide": ("div", "floor_divide"), "exponential": ("exp",),
    "negate": ("neg",), "maximum": ("max",), "minimum": ("min",), "log-plus-one": ("log1p",),
    "exponential-minus-one": ("expm1",), "logistic": ("sigmoid",), "dot": ("matmul", "dot_general"),
    "cosine": ("cos",), "sine": ("sin",), "remainder": ("rem", "mod"), "power": ("pow",), "convert": ("cast",),
    "concatenate": ("concat",), "select": ("where",), "reduce": ("sum",),
    "compare": ("gt", "lt", "eq", "ne", "ge", "le"), "bitcast-convert": ("bitcast_convert",),
}


def _with_usage(rows: list[OpInfo]) -> list[OpInfo]:
    rank = {name: k for k, name in enumerate(_BY_USE)}
    return [replace(row, use_rank=rank.get(row.name), known_as=_KNOWN_AS.get(row.name, ())) for row in rows]


OPS: dict[str, OpInfo] = {row.name: row for row in _with_usage(_rows())}
assert set(_BY_USE) <= set(OPS) and set(_KNOWN_AS) <= set(OPS)
#: The ranked opcodes, the most used first (for "did you mean").
COMMON: tuple[str, ...] = tuple(sorted((n for n in OPS if OPS[n].use_rank is not None),
                                       key=lambda n: OPS[n].use_rank or 0))
#: What users write for an op -> the op (``known_as``).
ALIASES: dict[str, str] = {alias: name for name, row in OPS.items() for alias in row.known_as}

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


def libm_symbol(function: str, width: int) -> str:
    """The C symbol of libm ``function`` (a row's ``libm``) for floats of ``width`` bits: ``tanf``
    for f32 (and the narrow floats computed in it), ``tan`` for f64."""
    return function + ("f" if width <= 32 else "")


def names(predicate: Callable[[OpInfo], bool]) -> frozenset[str]:
    """The opcodes whose row satisfies ``predicate``: how every op set in xlac is made."""
    return frozenset(name for name, info in OPS.items() if predicate(info))


class _OpNames:
    """The op table's names as attributes, as XLA writes ``HloOpcode::kAtan2``: ``OP.atan2`` is
    ``"atan2"``, ``OP.is_finite`` is ``"is-finite"``. Code that builds instructions (front-end
    decompositions, expanders) names ops through it, so an op's name is spelt once, in its row,
    and a misspelt one fails where it is written."""

    def __getattr__(self, attr: str) -> str:
        name = attr.replace("_", "-")
        if name not in OPS:
            raise AttributeError(f"the op table has no op '{name}'")
        return name


OP = _OpNames()


def info_of(opcode: str) -> OpInfo:
    """The row of a verified instruction's opcode (async sugar included)."""
    info = lookup(opcode)
    if info is None:
        raise KeyError(opcode)
    return info
