"""Make conformance-corpus cases from JAX programs: HLO text as JAX emits it, inputs, and the
outputs real XLA:CPU computes for exactly that text.

Run in a jax environment of its own (``make corpus``; jax is never a dependency of xlac or of
its tests, which read only what this writes):

    /work/jaxenv/bin/python tools/corpus/generate.py [--only NAME ...] [--module MOD ...]

Each program module ``tools/corpus/programs/<mod>.py`` exposes ``cases() -> list[dict]``, one dict
per case with the keys ``name, category, description, fn, args, rtol, atol`` and optionally
``x64`` (trace with ``jax_enable_x64``) and ``out_dir`` (a directory other than the corpus, e.g.
``bench/``: only its HLO text is written there, and it stays out of the manifest). ``fn`` is a plain jax
function, ``args`` numpy arrays. The case's files (``NAME.hlo``, ``NAME.npz``) are (re)written
and its manifest entry merged into ``manifest.json`` (format: tests/corpus/jax/README.md).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[2]
PROGRAMS = Path(__file__).resolve().parent / "programs"
DEFAULT_OUT = REPO / "tests" / "corpus" / "jax"

# numpy dtype name -> HLO dtype name (ml_dtypes names included)
_HLO_NAMES = {
    "bool": "pred", "int8": "s8", "int16": "s16", "int32": "s32", "int64": "s64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "float16": "f16", "bfloat16": "bf16", "float32": "f32", "float64": "f64",
    "complex64": "c64", "complex128": "c128", "float8_e4m3fn": "f8e4m3fn", "float8_e5m2": "f8e5m2",
    "int4": "s4", "uint4": "u4",
}
# stored as raw bits (the README's rule; s4/u4 one byte per element, as ml_dtypes holds them and
# as the xla-semantics corpus stores them)
_RAW_BITS = {"bfloat16": np.uint16, "float8_e4m3fn": np.uint8, "float8_e5m2": np.uint8,
             "int4": np.uint8, "uint4": np.uint8}

_OPCODE = re.compile(r"=\s*(?:\([^=]*?\)|\S+)\s+([a-z][a-z0-9-]*)\(")
_COMMENT = re.compile(r"/\*.*?\*/")
_CUSTOM_TARGET = re.compile(r'custom_call_target="([^"]+)"')


def hlo_name(dt: np.dtype) -> str:
    try:
        return _HLO_NAMES[np.dtype(dt).name]
    except KeyError:
        raise SystemExit(f"generate.py: no HLO name for numpy dtype {np.dtype(dt).name}") from None


def stored(arr: np.ndarray) -> np.ndarray:
    """The array as the npz holds it: raw bits for bf16/f8/s4/u4; rank 0 kept
    (``np.ascontiguousarray`` would make it shape [1])."""
    arr = np.array(arr, order="C", copy=True)
    if arr.dtype.name in _RAW_BITS:
        return arr.view(_RAW_BITS[arr.dtype.name])
    return arr


def opcodes(text: str) -> list[str]:
    """The distinct opcodes of an HLO text (what the manifest's ``ops`` lists)."""
    ops = set()
    for line in text.splitlines():
        line = _COMMENT.sub("", line.split("//", 1)[0])
        if "=" not in line or line.lstrip().startswith(("HloModule", "ENTRY")):
            continue
        m = _OPCODE.search(line)
        if m:
            ops.add(m.group(1))
    return sorted(ops)


def load_programs(only_modules: list[str] | None) -> list[dict]:
    """Every case of every program module (``programs/*.py``), in file then list order."""
    found: list[dict] = []
    for path in sorted(PROGRAMS.glob("*.py")):
        if path.name.startswith("_") or (only_modules and path.stem not in only_modules):
            continue
        spec = importlib.util.spec_from_file_location(f"corpus_programs.{path.stem}", path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for c in mod.cases():
            c.setdefault("module", path.stem)
            found.append(c)
    names = [c["name"] for c in found]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise SystemExit(f"generate.py: duplicate case names: {', '.join(dup)}")
    return found


class Xla:
    """XLA:CPU through jax's client: HLO text -> HloModule -> StableHLO -> compiled executable."""

    def __init__(self) -> None:
        import jax
        from jax._src import xla_bridge
        from jax._src.lib import hlo, xla_client

        self.jax, self.hlo, self.xc = jax, hlo, xla_client
        self.backend = xla_bridge.get_backend("cpu")
        self.device = self.backend.devices()[0]

    def lower(self, fn: Any, args: list[np.ndarray]) -> str:
        return self.jax.jit(fn).lower(*args).as_text(dialect="hlo")

    def run(self, text: str, args: list[np.ndarray]) -> list[np.ndarray]:
        """Compile exactly ``text`` and run it on ``args``; the result tuple flattened."""
        module = self.hlo.hlo_module_from_text(text)
        mlir = self.xc._xla.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
        exe = self.backend.compile_and_load(mlir, self.xc.DeviceList((self.device,)),
                                            self.xc.CompileOptions())
        bufs = [self.jax.device_put(a, self.device) for a in args]
        outs = exe.execute_sharded(bufs).disassemble_into_single_device_arrays()
        return [np.asarray(o[0]) for o in outs]


def make_case(xla: Xla, c: dict) -> tuple[str, dict[str, np.ndarray], dict]:
    """(HLO text, npz arrays, manifest entry) of one case."""
    import jax

    x64 = bool(c.get("x64", False))
    jax.config.update("jax_enable_x64", x64)
    try:
        args = [np.asarray(a) for a in c["args"]]
        text = xla.lower(c["fn"], args)
        outs = xla.run(text, args)
    finally:
        jax.config.update("jax_enable_x64", False)
    problems = tolerance_problems(c, args, outs)
    if problems:
        raise ValueError("tolerance too tight: " + "; ".join(problems))
    arrays = {f"in{i}": stored(a) for i, a in enumerate(args)}
    arrays.update({f"out{i}": stored(o) for i, o in enumerate(outs)})
    entry: dict[str, Any] = {
        "name": c["name"], "category": c["category"], "description": c["description"],
        "ops": opcodes(text),
        "inputs": [{"dtype": hlo_name(a.dtype), "shape": list(a.shape)} for a in args],
        "outputs": [{"dtype": hlo_name(o.dtype), "shape": list(o.shape)} for o in outs],
        "rtol": float(c["rtol"]), "atol": float(c["atol"]),
    }
    targets = sorted(set(_CUSTOM_TARGET.findall(text)))
    if targets:
        entry["custom_call_targets"] = targets
    if x64:
        entry["jax_enable_x64"] = True
    return text, arrays, entry


def tolerance_problems(c: dict, args: list[np.ndarray], outs: list[np.ndarray]) -> list[str]:
    """XLA's f32 (c64) results against a float64 (complex128) evaluation of the same function: XLA must stay within
    a fifth of the case's tolerances (the corpus README's rule), or the tolerance is too tight.
    Complex64 goes to complex128 likewise. Cases with 64-bit or half-width float inputs are not
    checked (there is nothing wider to compare, or the function is about the narrow type)."""
    import jax

    widen = {np.dtype(np.float32): np.float64, np.dtype(np.complex64): np.complex128}
    if c.get("x64") or any(a.dtype.kind in "fc" and a.dtype not in widen for a in args):
        return []
    wide = [a.astype(widen[a.dtype]) if a.dtype in widen else a for a in args]
    jax.config.update("jax_enable_x64", True)
    try:
        ref = [np.asarray(r) for r in jax.tree.leaves(jax.jit(c["fn"])(*wide))]
    finally:
        jax.config.update("jax_enable_x64", False)
    if len(ref) != len(outs):
        return [f"float64 evaluation gave {len(ref)} results, XLA {len(outs)}"]
    rtol, atol = float(c["rtol"]) / 5, float(c["atol"]) / 5
    problems = []
    for k, (got, want) in enumerate(zip(outs, ref)):
        if got.dtype not in widen or want.shape != got.shape:
            continue
        g, w = got.astype(widen[got.dtype]), want.astype(widen[got.dtype])
        bad = ~np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
        if bad.any():
            err = np.abs(g - w)[bad].max()
            problems.append(f"out{k}: XLA's f32 result is {err:.3g} from float64 at {int(bad.sum())} elements, "
                            f"beyond a fifth of rtol={c['rtol']}, atol={c['atol']}")
    return problems


def merge_manifest(path: Path, entries: list[dict]) -> None:
    """Replace entries of the same name in place; append new ones."""
    manifest = json.loads(path.read_text()) if path.exists() else []
    index = {m["name"]: i for i, m in enumerate(manifest)}
    for e in entries:
        if e["name"] in index:
            manifest[index[e["name"]]] = e
        else:
            index[e["name"]] = len(manifest)
            manifest.append(e)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(manifest, indent=1) + "\n")
    tmp.replace(path)


def _clashes(out: Path, programs: list[dict]) -> list[str]:
    """Names already in the manifest for a different case: regenerating must not clobber them."""
    path = out / "manifest.json"
    have = {m["name"]: m["description"] for m in json.loads(path.read_text())} if path.exists() else {}
    return [c["name"] for c in programs if c["name"] in have and have[c["name"]] != c["description"]]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="corpus directory (default tests/corpus/jax)")
    ap.add_argument("--only", nargs="*", default=None, help="case names to (re)generate")
    ap.add_argument("--module", nargs="*", default=None, help="program modules to read (default: all)")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    opts = ap.parse_args(argv)

    programs = load_programs(opts.module)
    if opts.only:
        missing = set(opts.only) - {c["name"] for c in programs}
        if missing:
            raise SystemExit(f"generate.py: no such case: {', '.join(sorted(missing))}")
        programs = [c for c in programs if c["name"] in opts.only]
    if opts.list:
        for c in programs:
            print(f"{c['module']:>16}  {c['category']:<18} {c['name']}")
        return 0

    clash = _clashes(opts.out, [c for c in programs if "out_dir" not in c])
    if clash:
        raise SystemExit("generate.py: these names belong to existing cases with another description "
                         f"(rename the new case): {', '.join(clash)}")
    xla = Xla()
    entries: list[dict] = []
    failed = 0
    tty = sys.stderr.isatty()
    for k, c in enumerate(programs):
        if tty:  # a progress line on a terminal only; logs get the "wrote" lines alone
            sys.stderr.write(f"\r\033[K[{k + 1}/{len(programs)}] {c['name']}")
            sys.stderr.flush()
        try:
            text, arrays, entry = make_case(xla, c)
        except Exception as e:  # noqa: BLE001 - report the case, go on with the rest
            print(f"FAILED {c['name']}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                  file=sys.stderr)
            failed += 1
            continue
        out = Path(c.get("out_dir", opts.out))
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{c['name']}.hlo").write_text(text)
        if "out_dir" not in c:  # bench cases draw their own inputs: only the HLO text is kept
            np.savez(out / f"{c['name']}.npz", **arrays)
            entries.append(entry)
        n_instr = sum(1 for line in text.splitlines() if " = " in line)
        if tty:
            sys.stderr.write("\r\033[K")
        print(f"wrote {out / c['name']}.hlo ({n_instr} instructions, {len(entry['outputs'])} outputs)")
    if tty:
        sys.stderr.write("\r\033[K")
    if entries:
        merge_manifest(opts.out / "manifest.json", entries)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
