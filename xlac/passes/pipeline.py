"""The pass registry and the pipelines each optimization level runs.

    from xlac.passes.pipeline import optimize
    optimize(module, opt_level=2)                       # the -O2 pipeline
    optimize(module, passes=["cse", "dce"])             # exactly these passes, in order
    times = {}
    optimize(module, 3, time_passes=times, print_after_all=lambda name, m: ...)

Levels:
  * ``-O0`` runs only what a target says it needs for correctness (``required_passes``).
  * ``-O1`` cleans up: inlines calls, simplifies tuples and algebra, folds constants, CSE, DCE.
  * ``-O2`` adds while-loop invariant code motion and simplification, dot/convolution
    canonicalization, layout
    assignment, fusion and multi-output fusion, then reshapes that move no byte become bitcasts.
  * ``-O3`` is -O2 with longer fixed-point iteration and a second fusion round.

A target shapes its pipeline with the members of :class:`PipelineShape` (which every Target
has): ``required_passes`` (run at every level, -O0 included), ``decompositions``
(decomposition passes, run at every level after the required ones), ``skip_passes`` (names to
leave out) and ``hlo_passes(opt_level, default) -> list`` (its own list). The registry is an
explicit dict of lazy imports, plus the ``xlac.passes`` entry-point group for out-of-tree
passes.
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from xlac import timing
from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.passes import Pass


def _lazy(module: str, cls: str) -> Callable[[], Pass]:
    return lambda: getattr(importlib.import_module(f"xlac.passes.{module}"), cls)()


PASSES: dict[str, Callable[[], Pass]] = {
    "call-inliner": _lazy("call_inliner", "CallInliner"),
    "tuple-simplifier": _lazy("tuple_simplifier", "TupleSimplifier"),
    "dce": _lazy("dce", "DeadCodeElimination"),
    "cse": _lazy("cse", "CommonSubexpressionElimination"),
    "algebraic-simplifier": _lazy("algebraic_simplifier", "AlgebraicSimplifier"),
    "constant-folding": _lazy("constant_folding", "ConstantFolding"),
    "while-loop-simplifier": _lazy("while_loop_simplifier", "WhileLoopSimplifier"),
    "while-loop-invariant-code-motion": _lazy("while_loop_invariant_code_motion", "WhileLoopInvariantCodeMotion"),
    "dot-canonicalizer": _lazy("dot_canonicalizer", "DotCanonicalizer"),
    "layout-assignment": _lazy("layout_assignment", "LayoutAssignment"),
    "fusion": _lazy("fusion", "InstructionFusion"),
    "multi-output-fusion": _lazy("multi_output_fusion", "MultiOutputFusion"),
    "expand-ops": _lazy("expand_ops", "ExpandOps"),
    "dot-algorithm": _lazy("dot_algorithm", "DotAlgorithmExpander"),
    "dynamic-padder": _lazy("dynamic_padder", "DynamicPadder"),
    "reshape-to-bitcast": _lazy("reshape_to_bitcast", "ReshapeToBitcast"),
    "decompose-tan": _lazy("decompose_tan", "DecomposeTan"),
    "decompose-log-plus-one": _lazy("decompose_log_plus_one", "DecomposeLogPlusOne"),
    "decompose-exponential-minus-one": _lazy("decompose_exponential_minus_one", "DecomposeExponentialMinusOne"),
    "decompose-logistic": _lazy("decompose_logistic", "DecomposeLogistic"),
    "decompose-total-order-compare": _lazy("decompose_total_order_compare", "DecomposeTotalOrderCompare"),
    "decompose-complex-divide": _lazy("decompose_complex_divide", "DecomposeComplexDivide"),
}

# The decomposition passes (the op table's rows name theirs), in the order a target's selection
# (``decompositions``) runs them.
DECOMPOSITIONS: tuple[str, ...] = tuple(name for name in PASSES if name.startswith("decompose-"))


@lru_cache(maxsize=1)
def _plugins() -> dict[str, Callable[[], Pass]]:
    """Out-of-tree passes from the `xlac.passes` entry-point group (looked up once)."""
    from importlib.metadata import entry_points

    found: dict[str, Callable[[], Pass]] = {}
    for ep in entry_points(group="xlac.passes"):
        found[ep.name] = (lambda ep=ep: ep.load()())
    return found


def pass_names() -> list[str]:
    return list(PASSES) + [n for n in _plugins() if n not in PASSES]


def get_pass(name: str) -> Pass:
    """A built-in pass wins over a plugin of the same name, so plugins are looked up (importing
    importlib.metadata and reading every installed distribution, ~25 ms) only for other names."""
    loader = PASSES.get(name) or _plugins().get(name)
    if loader is None:
        raise XlacError(f"unknown pass '{name}'; known passes: {', '.join(pass_names())}")
    return loader()


# ---------------------------------------------------------------------------------------------
# Pipelines


@dataclass(frozen=True)
class FixedPoint:
    """Run ``passes`` in order, again and again, until none changes the module."""

    passes: tuple[str, ...]
    max_iterations: int = 8

    def __str__(self) -> str:
        return "fixed-point(" + ",".join(self.passes) + ")"


Step = str | FixedPoint

_CLEANUP = ("tuple-simplifier", "algebraic-simplifier", "constant-folding", "cse", "dce")

PIPELINES: dict[int, list[Step]] = {
    0: [],
    1: ["call-inliner", FixedPoint(_CLEANUP, 4)],
    2: ["call-inliner", FixedPoint(_CLEANUP), "while-loop-invariant-code-motion", "while-loop-simplifier",
        FixedPoint(_CLEANUP),
        "dot-canonicalizer", "layout-assignment", FixedPoint(_CLEANUP), "fusion", "multi-output-fusion", "dce",
        "reshape-to-bitcast"],
    3: ["call-inliner", FixedPoint(_CLEANUP, 16), "while-loop-invariant-code-motion", "while-loop-simplifier",
        FixedPoint(_CLEANUP, 16),
        "dot-canonicalizer", "layout-assignment", FixedPoint(_CLEANUP, 16), "fusion", "multi-output-fusion",
        "fusion", "dce", "reshape-to-bitcast"],
}


class PipelineShape:
    """What a target says about its HLO pipeline (``xlac.targets.base.Target`` is one). The
    defaults run each level's pipeline as it is."""

    #: Passes run at every level, -O0 included, first where the level's pipeline lacks them:
    #: what the target's code generator needs for correctness (run-time sizes of dynamic
    #: dimensions, ops it has no kernel for expanded to others...).
    required_passes: tuple[str, ...] = ()
    #: Decomposition passes (xlac/passes/decompose_*.py; each op's row in the op table lists its
    #: own, ``OpInfo.decompositions``) run at every level after ``required_passes``: the ops they
    #: rewrite (logistic, tan, complex division, total-order compares...) need no lowering of the
    #: target's own. A target whose hardware has the op leaves its decomposition out.
    decompositions: frozenset[str] = frozenset()
    #: Pass names left out of every level's pipeline (the target cannot use what they make).
    skip_passes: tuple[str, ...] = ()

    def hlo_passes(self, opt_level: int, default: list[Step]) -> list[Step]:
        """The steps ``opt_level`` (0..3) runs: ``default``, the level's pipeline, unless the
        target has its own (before ``skip_passes``, ``required_passes`` and ``decompositions``
        apply)."""
        return default


def pipeline_for(opt_level: int, target: PipelineShape | None = None) -> list[Step]:
    """The steps ``opt_level`` runs for ``target`` (usually a Target; None for the plain
    pipeline). Passes never look a target up."""
    level = min(max(int(opt_level), 0), 3)
    steps: list[Step] = list(PIPELINES[level])
    if target is None:
        return steps
    steps = list(target.hlo_passes(level, steps))
    skip = set(target.skip_passes)
    if skip:
        steps = [_without(s, skip) for s in steps if not (isinstance(s, str) and s in skip)]
    required = [p for p in target.required_passes if p not in _names(steps)]
    chosen = set(target.decompositions)
    unknown = sorted(chosen - set(DECOMPOSITIONS))
    if unknown:
        raise XlacError(f"unknown decomposition {', '.join(unknown)}; known: {', '.join(DECOMPOSITIONS)}")
    decompose = [p for p in DECOMPOSITIONS if p in chosen and p not in _names(steps)]
    return required + decompose + steps


def _without(step: Step, skip: set[str]) -> Step:
    if isinstance(step, FixedPoint):
        return FixedPoint(tuple(p for p in step.passes if p not in skip), step.max_iterations)
    return step


def _names(steps: Iterable[Step]) -> list[str]:
    """Every pass name the steps run, once each, in order."""
    out: dict[str, None] = {}
    for s in steps:
        out.update(dict.fromkeys(s.passes if isinstance(s, FixedPoint) else [s]))
    return list(out)


# ---------------------------------------------------------------------------------------------
# Running


PrintHook = Callable[[str, Module], None]


def optimize(module: Module, opt_level: int = 2, *, target: PipelineShape | None = None, passes: Iterable[str] | None = None,
             print_after_all: PrintHook | None = None, time_passes: dict[str, float] | None = None,
             verify_each: bool = False) -> bool:
    """Optimize ``module`` in place; returns whether anything changed.

    ``passes`` (names) replaces the level's pipeline. ``print_after_all(name, module)`` is called
    after every pass that changed the module; ``time_passes`` accumulates seconds per pass name;
    ``verify_each`` verifies after every pass (and names the pass that broke the module).
    """
    steps: list[Step] = list(passes) if passes is not None else pipeline_for(opt_level, target)
    for name in _names(steps):
        if name not in PASSES and name not in _plugins():
            raise XlacError(f"unknown pass '{name}'; known passes: {', '.join(pass_names())}")
    runner = _Runner(print_after_all, time_passes, verify_each)
    changed = False
    with timing.phase("hlo passes"):
        changed = _run_steps(steps, runner, module)
    return changed


def _run_steps(steps: list[Step], runner: _Runner, module: Module) -> bool:
    changed = False
    for step in steps:
        if isinstance(step, FixedPoint):
            for _ in range(step.max_iterations):
                round_changed = False
                for name in step.passes:
                    round_changed |= runner.run(name, module)
                changed |= round_changed
                if not round_changed:
                    break
        else:
            changed |= runner.run(step, module)
    return changed


class _Runner:
    def __init__(self, print_after_all: PrintHook | None, times: dict[str, float] | None, verify_each: bool):
        self.print_after_all = print_after_all
        self.times = times
        self.verify_each = verify_each
        self.instances: dict[str, Pass] = {}

    def run(self, name: str, module: Module) -> bool:
        p = self.instances.get(name) or self.instances.setdefault(name, get_pass(name))
        start = time.perf_counter()
        with timing.phase(name):
            changed = bool(p.run(module))
        if self.times is not None:
            self.times[name] = self.times.get(name, 0.0) + time.perf_counter() - start
        if self.verify_each:
            _verify_after(name, module)
        if changed and self.print_after_all is not None:
            self.print_after_all(name, module)
        return changed


def _verify_after(name: str, module: Module) -> None:
    from xlac.hlo.verifier import verify

    try:
        verify(module)
    except XlacError as e:
        raise XlacError(f"the module does not verify after pass '{name}': {e.message}", e.loc,
                        source=e.source) from None


# ---------------------------------------------------------------------------------------------
# For the command line


def describe_passes() -> str:
    """`--list-passes`: every pass with its one-line summary, then each level's pipeline."""
    lines = ["passes:"]
    for name in pass_names():
        doc = (sys.modules[type(get_pass(name)).__module__].__doc__ or "").strip().split("\n\n")[0]
        summary = " ".join(doc.split())
        lines.append(f"  {name:22s} {summary[:97] + '...' if len(summary) > 100 else summary}")
    lines.append("")
    for level, steps in PIPELINES.items():
        lines.append(f"-O{level}: " + (" ".join(map(str, steps)) or "(nothing)"))
    return "\n".join(lines) + "\n"


def format_timings(times: dict[str, float]) -> str:
    """`--time-passes`: seconds per pass, slowest first, and the total."""
    total = sum(times.values())
    lines = ["pass timings (seconds):"]
    for name, seconds in sorted(times.items(), key=lambda kv: -kv[1]):
        share = 100.0 * seconds / total if total else 0.0
        lines.append(f"  {seconds:9.4f}  {share:5.1f}%  {name}")
    lines.append(f"  {total:9.4f}  100.0%  total")
    return "\n".join(lines) + "\n"


def optimized_text(module: Module, opt_level: int = 2, *, target: PipelineShape | None = None,
                   passes: Iterable[str] | None = None, print_after_all: Callable[[str], None] | None = None,
                   timings: Callable[[str], None] | None = None) -> str:
    """What `xlac dump-ir --stage hlo-opt` prints: the optimized module as HLO text.

    ``print_after_all`` and ``timings`` receive text (the CLI sends it to stderr)."""
    from xlac.hlo.printer import print_module

    hook = None
    if print_after_all is not None:
        def hook(name: str, m: Module) -> None:
            print_after_all(f"// -----// IR Dump After {name} //----- //\n{print_module(m)}")
    times: dict[str, float] | None = {} if timings is not None else None
    before = _buffer_stats(module) if timings is not None else None
    optimize(module, opt_level, target=target, passes=passes, print_after_all=hook, time_passes=times)
    if timings is not None and times is not None:
        timings(format_timings(times))
        after = _buffer_stats(module)
        timings(f"buffers written to memory: {before.buffers_written} unoptimized -> {after.buffers_written}\n"
                f"peak temp memory: {before.peak_temp_bytes} B unoptimized -> {after.peak_temp_bytes} B\n")
    return print_module(module)


def _buffer_stats(module: Module):
    """Buffer-assignment statistics of ``module`` as it stands (a copy is analysed for 'before')."""
    from xlac.passes.buffer_assignment import assign_buffers

    return assign_buffers(module.clone()).stats
