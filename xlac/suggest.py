""""Did you mean" for every name a user types: opcodes, attributes, --cpu names, mnemonics.

The nearest names by spelling, all those equally near listed together, the most used first: for
``ad``, ``add`` and ``pad`` are equally near, and ``add`` is far more common.

    >>> did_you_mean("ad", ["pad", "abs", "add"], common=["add", "abs"])
    "did you mean 'add' or 'pad'?"
    >>> did_you_mean("dimension", ["dimensions", "to_apply"])
    "did you mean 'dimensions'?"
    >>> did_you_mean("zzz", ["add"]) is None
    True
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import SequenceMatcher

# Opcodes by how often they appear in the JAX and XLA modules of the corpus (tests/corpus, bench),
# the most used first: a tie in spelling goes to the op a user more likely meant.
COMMON_OPCODES = (
    "parameter", "constant", "get-tuple-element", "add", "compare", "select", "reshape", "convert", "subtract",
    "maximum", "multiply", "reduce", "broadcast", "tuple", "and", "call", "or", "divide", "negate", "dot", "xor",
    "fusion", "while", "minimum", "remainder", "dynamic-update-slice", "clamp", "bitcast-convert", "transpose",
    "iota", "exponential", "convolution", "power", "abs", "sign", "dynamic-slice", "sqrt", "scatter", "slice",
    "concatenate", "reduce-window", "gather", "pad", "sort", "reverse", "floor", "ceil", "conditional", "tanh",
    "log", "rsqrt", "custom-call", "copy", "bitcast", "all-reduce", "real", "imag", "not", "sine", "cosine",
    "log-plus-one", "logistic", "exponential-minus-one", "is-finite", "erf", "map", "fft", "select-and-scatter",
)


# What users write for an HLO op, from numpy, JAX, StableHLO (dynamic_slice) and other IRs
OPCODE_ALIASES = {
    "mul": "multiply", "sub": "subtract", "div": "divide", "exp": "exponential", "neg": "negate",
    "max": "maximum", "min": "minimum", "log1p": "log-plus-one", "expm1": "exponential-minus-one",
    "sigmoid": "logistic", "matmul": "dot", "dot_general": "dot", "cos": "cosine", "sin": "sine",
    "rem": "remainder", "mod": "remainder", "pow": "power", "cast": "convert", "concat": "concatenate",
    "where": "select", "sum": "reduce", "gt": "compare", "lt": "compare", "eq": "compare", "ne": "compare",
    "ge": "compare", "le": "compare", "floor_divide": "divide", "bitcast_convert": "bitcast-convert",
}


def opcode_hint(word: str, opcodes: Iterable[str]) -> str | None:
    """"Did you mean" for an unknown opcode: another IR's name for it (``mul``, ``dynamic_slice``),
    else the nearest by spelling, the most used first."""
    known = set(opcodes)
    meant = OPCODE_ALIASES.get(word.lower()) or word.lower().replace("_", "-")
    if meant in known and meant != word:
        return f"did you mean '{meant}'?"
    return did_you_mean(word, known, COMMON_OPCODES)


def close_names(word: str, names: Iterable[str], common: Iterable[str] = (), cutoff: float = 0.6,
                most: int = 4) -> list[str]:
    """The names nearest ``word`` (difflib's ratio at least ``cutoff``), those tied for nearest,
    ordered by ``common`` (most used first) and then by name; at most ``most``."""
    rank = {name: k for k, name in enumerate(common)}
    scored = [(SequenceMatcher(None, word, name).ratio(), name) for name in set(names) if name != word]
    best = max((score for score, _ in scored), default=0.0)
    if best < cutoff:
        return []
    tied = [name for score, name in scored if best - score < 1e-9]
    return sorted(tied, key=lambda name: (rank.get(name, len(rank)), name))[:most]


def did_you_mean(word: str, names: Iterable[str], common: Iterable[str] = ()) -> str | None:
    """``did you mean 'add' or 'pad'?``, or None when nothing is near."""
    found = close_names(word, names, common)
    if not found:
        return None
    quoted = [f"'{name}'" for name in found]
    listed = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f"did you mean {listed}?"
