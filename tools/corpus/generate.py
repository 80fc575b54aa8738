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

Each corpus case also gets its StableHLO twin ``NAME.mlir``: for a program case JAX's default text
of the same lowering (``jax.jit(fn).lower(*args).as_text()``), for a manifest case without a
program (made before this generator) XLA's own converter applied to the stored ``NAME.hlo``
(``hlo_to_stablehlo``, printed by the MLIR bindings). Either text is run on XLA:CPU and must give
the case's outputs within its tolerances, or it is not written. ``--mlir-only`` writes only the
twins of the chosen cases (nothing else is rewritten); ``--mlir-from-hlo`` takes the converter
path for every chosen manifest case.
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
    "int4": "s4", "uint4": "u4", "int2": "s2", "uint2": "u2",
}
# stored as raw bits (the README's rule; s4/u4 one byte per element, as ml_dtypes holds them and
# as the xla-semantics corpus stores them)
_RAW_BITS = {"bfloat16": np.uint16, "float8_e4m3fn": np.uint8, "float8_e5m2": np.uint8,
             "int4": np.uint8, "uint4": np.uint8, "int2": np.uint8, "uint2": np.uint8}

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


# an MLIR operation at the start of a statement: `%r = stablehlo.add ...`, `%r:2 = "stablehlo.sort"(...`,
# `stablehlo.return ...`, `func.func @f(...`; the func dialect's `return`/`call` are printed bare
_MLIR_OP = re.compile(r'^\s*(?:(?:%[\w.$-]+(?::\d+)?\s*,\s*)*%[\w.$-]+(?::\d+)?\s*=\s*)?"?([a-z_][\w$]*(?:\.[\w$]+)+|return|call)\b"?')
_MLIR_APPLIES = re.compile(r"\bapplies\s+([a-z_]+\.[\w.]+)")
_MLIR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def mlir_ops(text: str) -> list[str]:
    """The distinct operation names of an MLIR text (``stablehlo.add``, ``chlo.erf``, ``func.call``...),
    the generic form's quoted names and the compact reduce's ``applies OP`` included; bare
    ``return``/``call`` are ``func.return``/``func.call``. Comments and ``loc`` lines are skipped."""
    ops = set()
    for line in text.splitlines():
        code = line.split("//", 1)[0] if "//" in _MLIR_STRING.sub('""', line) else line
        if code.lstrip().startswith(("#", "module", "}", "^")):
            continue
        m = _MLIR_OP.match(code)
        if m:
            name = m.group(1)
            ops.add({"return": "func.return", "call": "func.call"}.get(name, name))
        ops.update(_MLIR_APPLIES.findall(_MLIR_STRING.sub('""', code)))
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

    def lower_both(self, fn: Any, args: list[np.ndarray]) -> tuple[str, str]:
        """(HLO text, StableHLO MLIR text) of one lowering: ``as_text(dialect="hlo")`` and JAX's
        default ``as_text()``."""
        lowered = self.jax.jit(fn).lower(*args)
        return lowered.as_text(dialect="hlo"), lowered.as_text()

    def run(self, text: str, args: list[np.ndarray]) -> list[np.ndarray]:
        """Compile exactly ``text`` and run it on ``args``; the result tuple flattened."""
        module = self.hlo.hlo_module_from_text(text)
        mlir = self.xc._xla.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
        return self._execute(mlir, args)

    def run_mlir(self, text: str, args: list[np.ndarray]) -> list[np.ndarray]:
        """Compile exactly the StableHLO MLIR ``text`` and run it on ``args``; results flattened.
        64-bit inputs stay 64-bit (``device_put`` under ``jax_enable_x64``)."""
        x64 = self.jax.config.jax_enable_x64
        self.jax.config.update("jax_enable_x64", True)
        try:
            return self._execute(text, args)
        finally:
            self.jax.config.update("jax_enable_x64", x64)

    def hlo_to_mlir(self, text: str) -> str:
        """XLA's own HLO -> StableHLO converter on ``text``, printed as MLIR text (the bindings'
        default form, as ``as_text()`` prints: pretty, no locations)."""
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib.mlir import ir

        module = self.hlo.hlo_module_from_text(text)
        bytecode = self.xc._xla.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
        with jax_mlir.make_ir_context():
            return str(ir.Module.parse(bytecode))

    def _execute(self, program: str | bytes, args: list[np.ndarray]) -> list[np.ndarray]:
        exe = self.backend.compile_and_load(program, self.xc.DeviceList((self.device,)),
                                            self.xc.CompileOptions())
        bufs = [self.jax.device_put(a, self.device) for a in args]
        outs = exe.execute_sharded(bufs).disassemble_into_single_device_arrays()
        return [np.asarray(o[0]) for o in outs]


def make_case(xla: Xla, c: dict) -> tuple[str, dict[str, np.ndarray], dict, str]:
    """(HLO text, npz arrays, manifest entry, MLIR text of the same lowering) of one case."""
    import jax

    x64 = bool(c.get("x64", False))
    jax.config.update("jax_enable_x64", x64)
    try:
        args = [np.asarray(a) for a in c["args"]]
        text, mlir = xla.lower_both(c["fn"], args)
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
    return text, arrays, entry, mlir


def true_dtype(name: str) -> np.dtype:
    """The numpy (ml_dtypes) dtype of an HLO dtype name."""
    import ml_dtypes

    for np_name, hlo in _HLO_NAMES.items():
        if hlo == name:
            return np.dtype(getattr(ml_dtypes, np_name, None) or np_name)
    raise ValueError(f"no numpy dtype for HLO dtype {name}")


def stored_arrays(out: Path, entry: dict) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """A case's inputs and outputs from ``NAME.npz``, raw bits viewed as their true dtypes."""
    def view(arr: np.ndarray, name: str) -> np.ndarray:
        dt = true_dtype(name)
        return arr.view(dt) if arr.dtype != dt and arr.dtype.itemsize == dt.itemsize else arr.astype(dt)

    with np.load(out / f"{entry['name']}.npz") as data:
        ins = [view(data[f"in{k}"], s["dtype"]) for k, s in enumerate(entry["inputs"])]
        outs = [view(data[f"out{k}"], s["dtype"]) for k, s in enumerate(entry["outputs"])]
    return ins, outs


def differences(got: list[np.ndarray], want: list[np.ndarray], rtol: float, atol: float) -> list[str]:
    """The corpus README's comparison rule: dtypes and shapes equal, integers and pred exact,
    floats and complex ``allclose(rtol, atol, equal_nan=True)`` with infinities matching exactly
    (complex part by part)."""
    if len(got) != len(want):
        return [f"{len(got)} results, the case has {len(want)}"]
    problems = []
    for k, (g, w) in enumerate(zip(got, want)):
        if g.dtype != w.dtype or g.shape != w.shape:
            problems.append(f"out{k}: {g.dtype}{list(g.shape)}, the case has {w.dtype}{list(w.shape)}")
            continue
        if w.dtype.kind in "fcV" and w.dtype.name not in ("int4", "uint4", "int2", "uint2"):
            wide = np.complex128 if w.dtype.kind == "c" else np.float64
            with np.errstate(invalid="ignore"):  # NaN of a narrow float type
                gw, ww = g.astype(wide), w.astype(wide)
            parts = ((gw.real, ww.real), (gw.imag, ww.imag)) if w.dtype.kind == "c" else ((gw, ww),)
            ok = np.ones(w.shape, bool)
            for gp, wp in parts:
                ok &= np.isclose(gp, wp, rtol=rtol, atol=atol, equal_nan=True)
                ok &= ~((np.isinf(gp) | np.isinf(wp)) & (gp != wp))
        else:
            ok = g == w
        if not np.all(ok):
            first = tuple(int(i) for i in np.argwhere(~np.asarray(ok))[0]) if w.ndim else ()
            problems.append(f"out{k}: {int((~np.asarray(ok)).sum())} of {w.size} elements differ; first at "
                            f"{first}: got {g[first] if w.ndim else g}, the case has {w[first] if w.ndim else w}")
    return problems


def same_bits(got: list[np.ndarray], want: list[np.ndarray]) -> bool:
    return len(got) == len(want) and all(
        g.dtype == w.dtype and g.shape == w.shape and g.tobytes() == w.tobytes() for g, w in zip(got, want))


def mlir_from_program(xla: Xla, c: dict, out: Path, entry: dict | None, check: bool) -> tuple[str, str]:
    """(MLIR text, how it compares) of a program case whose files stay as they are: the lowering
    must give the stored ``NAME.hlo`` and the stored inputs, and the text (checked) the stored outputs."""
    import jax

    if entry is None:
        raise ValueError("not in the manifest (generate the case first)")
    jax.config.update("jax_enable_x64", bool(c.get("x64", False)))
    try:
        args = [np.asarray(a) for a in c["args"]]
        text, mlir = xla.lower_both(c["fn"], args)
    finally:
        jax.config.update("jax_enable_x64", False)
    if text != (out / f"{c['name']}.hlo").read_text():
        raise ValueError(f"the program now lowers to other HLO text than {c['name']}.hlo (regenerate the case)")
    ins, outs = stored_arrays(out, entry)
    if len(ins) != len(args):
        raise ValueError(f"the program has {len(args)} inputs, {c['name']}.npz {len(ins)} (regenerate the case)")
    # the text depends on the inputs' types alone; the check runs on the stored inputs
    drift = [k for k, (a, b) in enumerate(zip(args, ins)) if stored(a).tobytes() != stored(b).tobytes()]
    if drift:
        print(f"note: {c['name']}: the program now draws other values for inputs {drift} than {c['name']}.npz "
              "holds (same types; the twin is checked on the stored ones)", file=sys.stderr)
    return mlir, check_mlir(xla, mlir, ins, outs, entry) if check else "not run"


def mlir_from_hlo(xla: Xla, out: Path, entry: dict, check: bool) -> tuple[str, str]:
    """(MLIR text, how it compares) of a manifest case by XLA's converter from its stored ``NAME.hlo``."""
    mlir = xla.hlo_to_mlir((out / f"{entry['name']}.hlo").read_text())
    if not check:
        return mlir, "not run"
    ins, outs = stored_arrays(out, entry)
    return mlir, check_mlir(xla, mlir, ins, outs, entry)


def check_mlir(xla: Xla, mlir: str, ins: list[np.ndarray], outs: list[np.ndarray], entry: dict) -> str:
    """Run ``mlir`` on XLA:CPU; raise unless it gives ``outs`` within the case's tolerances."""
    got = xla.run_mlir(mlir, ins)
    problems = differences(got, outs, entry["rtol"], entry["atol"])
    if problems:
        raise ValueError("XLA:CPU running the .mlir does not give the case's outputs: " + "; ".join(problems))
    return "same bits" if same_bits(got, outs) else "within tolerance"


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
    ap.add_argument("--only", nargs="*", default=None,
                    help="case names to (re)generate (a manifest case without a program: its .mlir only)")
    ap.add_argument("--module", nargs="*", default=None, help="program modules to read (default: all)")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("--mlir-only", action="store_true",
                    help="write only the chosen cases' NAME.mlir (.hlo, .npz and the manifest stay as they are)")
    ap.add_argument("--mlir-from-hlo", action="store_true",
                    help="write the chosen manifest cases' NAME.mlir by XLA's converter from NAME.hlo "
                         "(default choice: the cases without a program); nothing else is rewritten")
    ap.add_argument("--no-check", action="store_true",
                    help="with --mlir-only/--mlir-from-hlo: do not run the .mlir on XLA:CPU against the stored outputs")
    opts = ap.parse_args(argv)

    everything = load_programs(None)
    programs = [c for c in everything if not opts.module or c["module"] in opts.module]
    if opts.module and not programs:
        raise SystemExit(f"generate.py: no such program module: {', '.join(opts.module)}")
    path = opts.out / "manifest.json"
    manifest = {m["name"]: m for m in json.loads(path.read_text())} if path.exists() else {}
    programmed = {c["name"] for c in everything}
    if opts.only:
        missing = set(opts.only) - programmed - set(manifest)
        if missing:
            raise SystemExit(f"generate.py: no such case: {', '.join(sorted(missing))}")
        chosen = [c for c in programs if c["name"] in opts.only]
        converted = [manifest[n] for n in manifest if n in opts.only and (n not in programmed or opts.mlir_from_hlo)]
    else:
        chosen = programs
        converted = [] if opts.module else [m for n, m in manifest.items() if n not in programmed]
        if opts.mlir_from_hlo and opts.module:
            converted = [manifest[c["name"]] for c in chosen if c["name"] in manifest]
    if opts.mlir_from_hlo:
        chosen = []
    if opts.list:
        for c in chosen:
            print(f"{c['module']:>16}  {c['category']:<18} {c['name']}")
        for m in converted:
            print(f"{'(from .hlo)':>16}  {m['category']:<18} {m['name']}")
        return 0

    clash = _clashes(opts.out, [c for c in chosen if "out_dir" not in c])
    if clash:
        raise SystemExit("generate.py: these names belong to existing cases with another description "
                         f"(rename the new case): {', '.join(clash)}")
    xla = Xla()
    twins_only = opts.mlir_only or opts.mlir_from_hlo
    check = not (twins_only and opts.no_check)
    entries: list[dict] = []
    failed = 0
    tty = sys.stderr.isatty()
    work: list[tuple[str, Any]] = [("program", c) for c in chosen] + [("hlo", m) for m in converted]
    for k, (kind, c) in enumerate(work):
        if tty:  # a progress line on a terminal only; logs get the "wrote" lines alone
            sys.stderr.write(f"\r\033[K[{k + 1}/{len(work)}] {c['name']}")
            sys.stderr.flush()
        out = Path(c.get("out_dir", opts.out))
        mlir, how = None, ""
        try:
            if kind == "hlo":
                mlir, how = mlir_from_hlo(xla, out, c, check)
            elif twins_only:
                if "out_dir" in c:  # a bench module: HLO text only, no twin
                    continue
                mlir, how = mlir_from_program(xla, c, out, manifest.get(c["name"]), check)
            else:
                text, arrays, entry, mlir = make_case(xla, c)
        except Exception as e:  # noqa: BLE001 - report the case, go on with the rest
            what = f"{c['name']}.mlir" if kind == "hlo" or twins_only else c["name"]
            print(f"FAILED {what}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                  file=sys.stderr)
            failed += 1
            continue
        if tty:
            sys.stderr.write("\r\033[K")
        if kind == "program" and not twins_only:
            out.mkdir(parents=True, exist_ok=True)
            (out / f"{c['name']}.hlo").write_text(text)
            n_instr = sum(1 for line in text.splitlines() if " = " in line)
            print(f"wrote {out / c['name']}.hlo ({n_instr} instructions, {len(entry['outputs'])} outputs)")
            if "out_dir" in c:  # bench cases draw their own inputs: only the HLO text is kept
                continue
            np.savez(out / f"{c['name']}.npz", **arrays)
            entries.append(entry)
            try:  # the twin against what the case now stores
                how = check_mlir(xla, mlir, *stored_arrays(out, entry), entry)
            except Exception as e:  # noqa: BLE001
                print(f"FAILED {c['name']}.mlir: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                      file=sys.stderr)
                failed += 1
                continue
        (out / f"{c['name']}.mlir").write_text(mlir)
        source = "XLA's converter" if kind == "hlo" else "as_text()"
        print(f"wrote {out / c['name']}.mlir ({source}; on XLA:CPU: {how})")
    if tty:
        sys.stderr.write("\r\033[K")
    if entries:
        merge_manifest(opts.out / "manifest.json", entries)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
