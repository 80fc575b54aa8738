"""Writes the 'xla-semantics' conformance corpus: our own HLO modules, XLA:CPU's outputs.

    /work/jaxenv/bin/python tools/corpus/xla_semantics/generate.py [--only SUBSTR] [--dry-run]

Each case module (cases_*.py) lists Case objects; every case is parsed and run by real XLA:CPU
(jaxlib 0.10.2, see xla_cpu.py), and tests/corpus/xla-semantics/ gets NAME.hlo, NAME.npz and the
manifest.json entry, in the format of tests/corpus/jax/README.md. A case XLA rejects stops the run:
every stored module is one XLA accepts.
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import xla_cpu  # noqa: E402
from model import HLO_NAME, Case, to_stored  # noqa: E402

OUT = HERE.parents[2] / "tests" / "corpus" / "xla-semantics"
MODULES = sorted(p.stem for p in HERE.glob("cases_*.py"))


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for mod in MODULES:
        cases += importlib.import_module(mod).CASES
    names = [c.name for c in cases]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise SystemExit(f"duplicate case names: {sorted(dup)}")
    bad = [n for n in names if not re.fullmatch(r"[a-z0-9_]+", n)]
    if bad:
        raise SystemExit(f"case names must be [a-z0-9_]+: {bad}")
    return cases


def build(case: Case) -> tuple[dict, dict[str, np.ndarray]]:
    text = case.text.strip() + "\n"
    ins = case.make_inputs()
    outs = xla_cpu.run(text, ins)
    arrays = {f"in{k}": to_stored(a) for k, a in enumerate(ins)}
    arrays |= {f"out{k}": to_stored(np.asarray(a)) for k, a in enumerate(outs)}
    entry = {
        "name": case.name, "category": case.category, "description": case.description,
        "ops": xla_cpu.opcodes(text),
        "inputs": [{"dtype": HLO_NAME[a.dtype], "shape": list(a.shape)} for a in ins],
        "outputs": [{"dtype": HLO_NAME[np.asarray(a).dtype], "shape": list(np.shape(a))} for a in outs],
        "rtol": case.rtol, "atol": case.atol,
    }
    targets = sorted(set(re.findall(r'custom_call_target="([^"]+)"', text)))
    if targets:
        entry["custom_call_targets"] = targets
    return entry, arrays


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="only cases whose name contains this (manifest kept for the rest)")
    ap.add_argument("--dry-run", action="store_true", help="run on XLA, write nothing")
    ap.add_argument("--new-only", action="store_true", help="only cases the manifest does not list yet")
    args = ap.parse_args()
    cases = all_cases()
    OUT.mkdir(parents=True, exist_ok=True)
    manifest_path = OUT / "manifest.json"
    old = {m["name"]: m for m in json.loads(manifest_path.read_text())} if manifest_path.exists() else {}
    selected = [c for c in cases if (not args.only or args.only in c.name) and not (args.new_only and c.name in old)]
    entries: dict[str, dict] = {}
    failed = []
    for c in selected:
        try:
            entry, arrays = build(c)
        except Exception as e:  # noqa: BLE001 - report every case XLA rejects, then stop
            failed.append(f"{c.name}: {type(e).__name__}: {str(e).splitlines()[0][:300]}")
            continue
        entries[c.name] = entry
        if not args.dry_run:
            (OUT / f"{c.name}.hlo").write_text(c.text.strip() + "\n")
            np.savez_compressed(OUT / f"{c.name}.npz", **arrays)
    if failed:
        raise SystemExit("XLA rejected:\n  " + "\n  ".join(failed))
    if args.dry_run:
        print(f"{len(entries)} cases ran on XLA:CPU")
        return
    manifest = [entries.get(c.name) or old.get(c.name) for c in cases]
    manifest = [m for m in manifest if m is not None]
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    keep = {m["name"] for m in manifest}
    for f in OUT.glob("*.hlo"):
        if f.stem not in keep:
            f.unlink()
            f.with_suffix(".npz").unlink(missing_ok=True)
    print(f"{len(entries)} cases written; manifest has {len(manifest)}")


if __name__ == "__main__":
    main()
