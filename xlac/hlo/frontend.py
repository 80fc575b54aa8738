"""The two front ends behind one call: HLO text (xlac/hlo/parser.py) and StableHLO MLIR text
(xlac/hlo/stablehlo.py), told apart by content, so a `.txt` of either kind works.

    >>> detect_format("module @jit_f { func.func public @main() { return } }")
    'stablehlo'
    >>> detect_format("HloModule m\\nENTRY e { ROOT c = f32[] constant(1) }")
    'hlo'
"""

from __future__ import annotations

from pathlib import Path

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.mlir_syntax import looks_like_mlir
from xlac.hlo.parser import parse_module, read_source

FORMATS = ("hlo", "stablehlo")


def detect_format(text: str) -> str:
    """``stablehlo`` when the text opens as MLIR does (``module``, ``func.func``, an alias
    definition), else ``hlo``."""
    return "stablehlo" if looks_like_mlir(text) else "hlo"


def parse_text(text: str, filename: str = "<string>", fmt: str | None = None,
               shapes: dict[str, tuple[int, ...]] | None = None) -> Module:
    """Parse ``text`` as ``fmt`` (hlo or stablehlo), or as what its content says it is.
    ``shapes``: sizes of a StableHLO entry's dimensions of unknown size (``--shape``)."""
    if fmt is not None and fmt not in FORMATS:
        raise XlacError(f"unknown input format '{fmt}' (expected {' or '.join(FORMATS)})")
    if (fmt or detect_format(text)) == "stablehlo":
        from xlac.hlo.stablehlo import parse_stablehlo

        return parse_stablehlo(text, filename, shapes)
    if shapes:
        raise XlacError("--shape sizes the dimensions of unknown size of a StableHLO module; this is HLO text, "
                        "whose shapes are static")
    return parse_module(text, filename)


def parse_path(path: str | Path, fmt: str | None = None, shapes: dict[str, tuple[int, ...]] | None = None) -> Module:
    return parse_text(read_source(path), str(path), fmt, shapes)
