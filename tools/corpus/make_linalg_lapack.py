"""Write the corpus cases of tools/corpus/programs/linalg_lapack.py into tests/corpus/jax/.

A helper for those cases only, until the general generator (tools/corpus/generate.py) takes them
over. Runs in a scratch environment with jax/jaxlib 0.10.2 (never a dependency of xlac):

    /work/jaxenv/bin/python tools/corpus/make_linalg_lapack.py [--only NAME ...] [--check]

For each case: NAME.hlo is the HLO text JAX emits (``jit(fn).lower(*args).as_text("hlo")``),
NAME.npz holds in0.. and the out0.. real XLA:CPU computes, and the manifest entry is replaced or
appended. Before writing, XLA's outputs are checked against a float64 / complex128 evaluation of
the same function: XLA must use at most a fifth of the case's tolerances. ``--check`` only
checks.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus" / "jax"
PROGRAMS = Path(__file__).resolve().parent / "programs" / "linalg_lapack.py"

HLO_DTYPES = {"bool": "pred", "int8": "s8", "int16": "s16", "int32": "s32", "int64": "s64", "uint8": "u8",
              "uint16": "u16", "uint32": "u32", "uint64": "u64", "float16": "f16", "float32": "f32",
              "float64": "f64", "complex64": "c64", "complex128": "c128"}
WIDE = {np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}
OPCODE = re.compile(r"^\s*(?:ROOT\s+)?[\w.\-]+\s*=\s*.*?\s([a-z][a-z0-9\-]*)\(")
TARGET = re.compile(r'custom_call_target="([^"]+)"')


def load_cases() -> list[dict]:
    spec = importlib.util.spec_from_file_location("linalg_lapack", PROGRAMS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.cases()


def opcodes(text: str) -> list[str]:
    found = set()
    for line in text.splitlines():
        m = OPCODE.match(line)
        if m and not line.lstrip().startswith(("HloModule", "ENTRY")):
            found.add(m.group(1))
    return sorted(found)


def spec(x: np.ndarray) -> dict:
    return {"dtype": HLO_DTYPES[x.dtype.name], "shape": list(x.shape)}


def run(case: dict, widen: bool) -> tuple[str, list[np.ndarray]]:
    import jax

    jax.config.update("jax_enable_x64", bool(case.get("x64")) or widen)
    args = [np.asarray(a) for a in case["args"]]
    if widen:
        args = [a.astype(WIDE.get(a.dtype, a.dtype)) for a in args]
    fn = jax.jit(case["fn"])
    text = fn.lower(*args).as_text(dialect="hlo")
    outs = [np.asarray(o) for o in jax.tree_util.tree_leaves(fn(*args))]
    return text, outs


def check(case: dict, outs: list[np.ndarray], ref: list[np.ndarray]) -> list[str]:
    problems = []
    for i, (got, want) in enumerate(zip(outs, ref)):
        if got.dtype.kind in "biu":
            if not np.array_equal(got, want):
                problems.append(f"out{i}: integers differ from the float64 evaluation")
            continue
        bound = (case["atol"] + case["rtol"] * np.abs(want)) / 5
        err = np.abs(got.astype(want.dtype) - want)
        if not (np.isfinite(want).all() and (err <= bound).all()):
            problems.append(f"out{i}: XLA differs from float64 by {float(np.max(err)):.3g}, more than a fifth of the tolerance")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="case names to (re)write")
    parser.add_argument("--check", action="store_true", help="check tolerances, write nothing")
    opts = parser.parse_args()
    manifest_path = CORPUS / "manifest.json"
    manifest = json.loads(manifest_path.read_text())
    failed = False
    for case in load_cases():
        if opts.only and case["name"] not in opts.only:
            continue
        text, outs = run(case, widen=False)
        _, ref = run(case, widen=True)
        problems = check(case, outs, ref)
        print(f"{case['name']}: {'OK' if not problems else '; '.join(problems)}")
        failed |= bool(problems)
        if problems or opts.check:
            continue
        args = [np.asarray(a) for a in case["args"]]
        (CORPUS / f"{case['name']}.hlo").write_text(text)
        arrays = {f"in{i}": a for i, a in enumerate(args)} | {f"out{i}": o for i, o in enumerate(outs)}
        np.savez(CORPUS / f"{case['name']}.npz", **arrays)
        entry = {"name": case["name"], "category": case["category"], "description": case["description"],
                 "ops": opcodes(text), "inputs": [spec(a) for a in args], "outputs": [spec(o) for o in outs],
                 "rtol": case["rtol"], "atol": case["atol"],
                 "custom_call_targets": sorted(set(TARGET.findall(text)))}
        if case.get("x64"):
            entry["jax_enable_x64"] = True
        manifest = [e for e in manifest if e["name"] != case["name"]] + [entry]
    if not opts.check:
        manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
