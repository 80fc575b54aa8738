"""The edge issue's corpus groups, run through the Node.js (wasm32) and Cortex-M devices.

Groups are manifest categories (tests/corpus/jax/manifest.json), as /work/shared/ISSUE-NOTES.md
settles them. Run as a script for the pass rate of each group on each device, with every
failure's reason:

    .venv/bin/python tests/edge/edge_corpus.py [wasm|cortexm ...] [--all]

``--all`` also runs every other case of the corpus (the rate over all of it, by category).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: corpus.py, when run as a script
from corpus import Case, cases  # noqa: E402

from xlac.driver import compare_outputs, load_module
from xlac.errors import XlacError
from xlac.registry import get_target
from xlac.targets.cpu.options import CpuOptions

GROUPS: dict[str, tuple[str, ...]] = {
    "elementwise": ("elementwise-unary", "elementwise-binary", "compare-select", "convert"),
    "control-flow": ("control-flow",),
    "sort": ("sort",),
    "scatter": ("gather-scatter",),
    "einsum": ("dot",),
    "one-hot": ("one-hot",),
    "model": ("composite",),
}

# Which groups each device's acceptance line names.
DEVICE_GROUPS = {
    "wasm": ("elementwise", "control-flow", "sort", "scatter", "einsum", "one-hot", "model"),
    "cortexm": ("elementwise", "control-flow", "einsum", "one-hot", "sort"),
}
TRIPLES = {"wasm": "wasm32-unknown-unknown", "cortexm": "thumbv7em-none-eabihf"}

# A handful per device that every `make test` runs: each kind of code path (libm, f16 helpers,
# 64-bit integers, loops, sort, dot, a model).
FAST = ["unary_exp_f32", "convert_f32_to_bf16", "binary_power_f32", "while_fori_loop", "sort_f32_specials",
        "dot_matmul_f32", "one_hot_dot_embedding", "mlp_forward"]


def group_cases(group: str) -> list[Case]:
    cats = GROUPS[group]
    return [c for c in cases("jax") if c.category in cats]


def entry_name(name: str) -> str:
    """A distinct C symbol per case, whatever the module is called (a module named main would clash)."""
    return "xlac_case_" + "".join(ch if ch.isalnum() else "_" for ch in name)


def make_device(kind: str, keep: Path | None = None):
    if kind == "wasm":
        from xlac.targets.cpu.wasm import NodeDevice

        return NodeDevice(keep=keep)
    from xlac.targets.cpu.cortexm import CortexMDevice

    return CortexMDevice(TRIPLES["cortexm"], keep=keep)


def run_case(c: Case, kind: str, keep: Path | None = None) -> list[str]:
    """Problems found running ``c`` on the device (empty when it matches XLA's outputs)."""
    module = load_module(c.hlo)
    exe = get_target("cpu").compile(module, CpuOptions(triple=TRIPLES[kind], entry_name=entry_name(c.name),
                                                       ahead_of_time=True))
    ins, want = c.arrays()
    got = exe.run(make_device(kind, keep), *ins)
    return compare_outputs(got, want, c.rtol, c.atol)


def other_groups(kind: str) -> dict[str, list[Case]]:
    """The corpus's other cases, by category: groups the device's acceptance line does not name."""
    named = {cat for g in DEVICE_GROUPS[kind] for cat in GROUPS[g]}
    out: dict[str, list[Case]] = {}
    for c in cases("jax"):
        if c.category not in named:
            out.setdefault(c.category, []).append(c)
    return out


def report(kinds: list[str], everything: bool = False) -> int:
    """Print each group's pass rate per device and every failure; 1 when a named group's rate
    is below 90%."""
    worst = 1.0
    for kind in kinds:
        print(f"== {kind} ({TRIPLES[kind]})")
        total = passed = 0
        groups = {g: group_cases(g) for g in DEVICE_GROUPS[kind]}
        if everything:
            groups.update(other_groups(kind))
        for group, members in groups.items():
            ok, failures = 0, []
            start = time.perf_counter()
            for c in members:
                try:
                    problems = run_case(c, kind)
                except XlacError as e:
                    problems = [e.message]
                if problems:
                    failures.append((c.name, problems[0].splitlines()[0][:200]))
                else:
                    ok += 1
            rate = ok / len(members) if members else 0.0
            if group in DEVICE_GROUPS[kind]:
                worst = min(worst, rate)
            total += len(members)
            passed += ok
            print(f"{group:13s} {ok:3d}/{len(members):3d} {100 * rate:5.1f}%  ({time.perf_counter() - start:.0f} s)")
            for name, why in failures:
                print(f"    FAIL {name}: {why}")
        print(f"{'all' if everything else 'all groups':13s} {passed:3d}/{total:3d} {100 * passed / max(total, 1):5.1f}%")
    return 0 if worst >= 0.9 else 1


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--all"]
    sys.exit(report(args or ["wasm", "cortexm"], "--all" in sys.argv[1:]))
