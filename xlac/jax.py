"""Models straight from JAX (the optional extra ``xlac[jax]``): lower a function to HLO text with
jax, then compile it with xlac.

    import xlac.jax
    run = xlac.jax.compile(apply, params, x)          # an executable taking the same pytrees
    logits = run(params, x)
    xlac.jax.export_object(apply, params, x, path="model.o")   # model.o + model.h for C

Parameter names in the header come from the function's signature and the pytree path of each
leaf (``params_dense1_w``), result names from the output's pytree (``logits``, ``out0``...), so C
code can find buffers by name (``MODEL_PARAM_PARAMS_DENSE1_W`` is its index). jax is imported
only here: xlac itself never needs it.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from xlac import driver
from xlac.errors import XlacError
from xlac.hlo.ir import Module


def _jax() -> Any:
    try:
        import jax
    except ImportError:
        raise XlacError("xlac.jax needs jax: pip install 'xlac[jax]'") from None
    return jax


def _c_name(text: str) -> str:
    """A C identifier from a pytree path or argument name."""
    name = re.sub(r"[^A-Za-z0-9_]+", "_", text).strip("_") or "arg"
    return "_" + name if name[0].isdigit() else name


def _path_text(path: tuple) -> str:
    parts = []
    for key in path:
        for attr in ("key", "idx", "name"):
            if hasattr(key, attr):
                parts.append(str(getattr(key, attr)))
                break
        else:
            parts.append(str(key))
    return "_".join(parts)


def _unique(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        if n in seen:
            seen[n] += 1
            n = f"{n}_{seen[n]}"
        else:
            seen[n] = 0
        out.append(n)
    return out


def parameter_names(fn: Callable, args: tuple, kwargs: dict) -> list[str]:
    """One name per flattened input leaf, in jax's order: the argument's name, then its path."""
    jax = _jax()
    try:
        sig = inspect.signature(fn)
        positional = [p.name for p in sig.parameters.values()
                      if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        varargs = next((p.name for p in sig.parameters.values() if p.kind is p.VAR_POSITIONAL), "arg")
    except (TypeError, ValueError):
        positional, varargs = [], "arg"
    names = []
    for path, _ in jax.tree_util.tree_flatten_with_path((args, kwargs))[0]:
        group, head, rest = path[0].idx, path[1], path[2:]
        if group == 0:
            i = head.idx
            base = positional[i] if i < len(positional) else f"{varargs}{i - len(positional)}"
        else:
            base = str(head.key)
        names.append(_c_name(base + ("_" + _path_text(rest) if rest else "")))
    return _unique(names)


def result_names(out_tree: Any) -> list[str]:
    """One name per flattened output leaf: its pytree path, ``out`` for a single array."""
    jax = _jax()
    dummy = jax.tree_util.tree_unflatten(out_tree, list(range(out_tree.num_leaves)))
    paths = [p for p, _ in jax.tree_util.tree_flatten_with_path(dummy)[0]]
    if len(paths) == 1 and not paths[0]:
        return ["out"]
    prefix = "out" if isinstance(dummy, (tuple, list)) else ""  # out0, out1_0; a dict's keys as they are
    return _unique([_c_name(prefix + _path_text(p)) for p in paths])


@dataclass
class Lowered:
    """A function lowered by jax: its text (HLO or StableHLO, ``dialect``), the names of its
    flattened inputs and outputs, trees."""

    hlo_text: str
    param_names: list[str]
    result_names: list[str]
    in_tree: Any
    out_tree: Any
    dialect: str = "hlo"


DIALECTS = ("hlo", "stablehlo")


def lower(fn: Callable, *args: Any, dialect: str = "hlo", **kwargs: Any) -> Lowered:
    """``jax.jit(fn).lower(*args, **kwargs)`` as text, every argument kept (even unused):
    HLO (``dialect="hlo"``) or StableHLO (``"stablehlo"``, jax's default ``as_text()``);
    xlac reads both into the same module."""
    if dialect not in DIALECTS:
        raise XlacError(f"dialect must be one of {', '.join(DIALECTS)}, not {dialect!r}")
    jax = _jax()
    try:
        lowered = jax.jit(fn, keep_unused=True).lower(*args, **kwargs)
        text = lowered.as_text(dialect=dialect) if dialect == "hlo" else lowered.as_text()
    except Exception as e:  # noqa: BLE001 - jax's tracing errors are the user's
        raise XlacError(f"jax could not lower {getattr(fn, '__name__', fn)}: {str(e).splitlines()[0]}") from None
    target = getattr(fn, "__wrapped__", fn)
    return Lowered(text, parameter_names(target, args, kwargs), result_names(lowered.out_tree),
                   lowered.in_tree, lowered.out_tree, dialect)


def to_module(lowered: Lowered) -> Module:
    """The HLO module with its entry parameters renamed after the function's arguments."""
    module = driver.load_text(lowered.hlo_text, "<jax>", lowered.dialect)
    assert module.entry is not None
    params = module.entry.parameters
    if len(params) != len(lowered.param_names):
        raise XlacError(f"jax lowered {len(params)} parameters for {len(lowered.param_names)} argument leaves")
    taken = {i.name for i in module.all_instructions()} - {p.name for p in params}
    for p, name in zip(params, lowered.param_names):
        while name in taken:
            name += "_"
        taken.add(name)
        p.name = name
    from xlac.hlo.printer import print_module

    return driver.load_text(print_module(module), "<jax>")


class Compiled:
    """An xlac executable called like the jax function: same pytrees in, same pytree out."""

    def __init__(self, executable: Any, lowered: Lowered):
        self.executable = executable
        self.lowered = lowered

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        jax = _jax()
        leaves, tree = jax.tree_util.tree_flatten((args, kwargs))
        if tree != self.lowered.in_tree:
            raise XlacError(f"arguments of another structure than the compiled ones: {tree} vs "
                            f"{self.lowered.in_tree}")
        outs = self.executable.run(None, *[np.asarray(x) for x in leaves])
        return jax.tree_util.tree_unflatten(self.lowered.out_tree, list(outs))


def compile(fn: Callable, *args: Any, target: str = "cpu", opt_level: int | None = None, dialect: str = "hlo",
            **kwargs: Any) -> Compiled:
    """Lower ``fn`` for these example arguments (as ``dialect``'s text) and compile it with xlac
    for ``target``."""
    lowered = lower(fn, *args, dialect=dialect, **kwargs)
    module = to_module(lowered)
    options = driver.make_options(target, opt_level=opt_level)
    return Compiled(driver.compile_module(module, target, options), lowered)


def export_object(fn: Callable, *args: Any, path: str | Path, triple: str | None = None, entry: str | None = None,
                  opt_level: int | None = None, dialect: str = "hlo", **kwargs: Any) -> list[Path]:
    """Write ``path`` (an object), ``path`` minus suffix + ``.h`` (its C header) and the sidecar
    ``xlac run`` reads; the header names every parameter and result. Returns the files."""
    lowered = lower(fn, *args, dialect=dialect, **kwargs)
    module = to_module(lowered)
    path = Path(path)
    entry = entry or _c_name(getattr(getattr(fn, "__wrapped__", fn), "__name__", path.stem))
    options = driver.make_options("cpu", triple=triple, opt_level=opt_level, entry_name=entry)
    files = driver.compile_file(module, "cpu", options, "obj", path)
    from xlac.files import write_atomically
    from xlac.targets.cpu.artifact import read_artifact, sidecar_path
    from xlac.targets.cpu.header import render_header

    _, info = read_artifact(path)
    info.extra["result_names"] = lowered.result_names
    header = next(f for f in files if f.suffix == ".h")
    write_atomically({header: render_header(info).encode(), sidecar_path(path): info.to_json().encode()})
    return files
