"""Writes the 'stablehlo' conformance corpus: StableHLO MLIR modules of our own, XLA:CPU's outputs.

    make corpus-stablehlo [CORPUS_ARGS="--only NAME ... | --list | --dry-run"]
    /path/to/jax-python tools/corpus/stablehlo_cases.py [--only NAME ...] [--list] [--dry-run]

The cases cover what JAX's HLO text hides and what a StableHLO reader must take: MLIR's generic
op form (``"stablehlo.add"(%a, %b) : (...) -> ...``, ``<{...}>`` properties, regions), dense
literals (hex strings, splats, nested lists, complex), ``chlo`` ops, ``stablehlo.composite``,
private functions and ``func.call``, sub-byte and complex element types, control flow in both
forms, locations (``#loc`` aliases, ``loc(...)``), comments, ``mhlo.*``/``jax.*`` attributes,
tuples and tokens. The module texts (``CASES``, below) are written by hand; nothing is copied
from another project's tests.

Each text is compiled by XLA:CPU (jaxlib 0.10.2) exactly as written, run on deterministic inputs
(a numpy generator seeded by the case name), and must return what its ``main`` declares.
Where a case has a float64 reference (``ref``), XLA's results must lie within a fifth of the
case's tolerances of it (the JAX corpus's rule). ``tests/corpus/stablehlo/`` gets ``NAME.mlir``
(the text, untouched), ``NAME.npz`` and the manifest entry, in the format of
tests/corpus/jax/README.md. A case XLA rejects stops the run: every stored module is one XLA runs.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from generate import Xla, differences, hlo_name, mlir_ops, stored  # noqa: E402 - the sibling generator

OUT = HERE.parents[1] / "tests" / "corpus" / "stablehlo"

Input = Callable[[np.random.Generator], np.ndarray] | np.ndarray


@dataclass
class Case:
    name: str
    category: str
    description: str
    text: str
    inputs: list[Input] = field(default_factory=list)  # one per parameter of @main, in order
    rtol: float = 0.0
    atol: float = 0.0
    # float64/complex128 reference of the outputs (None: an output it does not check)
    ref: Callable[..., list[np.ndarray | None]] | None = None

    def make_inputs(self) -> list[np.ndarray]:
        rng = np.random.default_rng(zlib.crc32(self.name.encode()))
        return [np.asarray(i(rng) if callable(i) else i) for i in self.inputs]


CASES: list[Case] = []


def case(name: str, category: str, description: str, text: str, inputs: list[Input] | None = None,
         rtol: float = 0.0, atol: float = 0.0, ref: Callable[..., list[np.ndarray | None]] | None = None,
         **subst: str) -> None:
    """Add a case; ``$KEY`` (upper case) in the text is replaced by ``subst[KEY]`` (the hex literals)."""
    for key in sorted(subst, key=len, reverse=True):
        text = text.replace(f"${key}", subst[key])
    left = re.findall(r"\$[A-Z][A-Z0-9_]*", re.sub(r'"[^"]*"', "", text))
    if left:
        raise SystemExit(f"stablehlo_cases.py: {name}: {', '.join(left)} not replaced")
    CASES.append(Case(name, category, description, text.strip("\n") + "\n", inputs or [], rtol, atol, ref))


# Inputs ---------------------------------------------------------------------------------------

def normal(shape: tuple[int, ...], dtype: Any = np.float32, scale: float = 1.0, shift: float = 0.0) -> Input:
    return lambda rng: (rng.standard_normal(shape) * scale + shift).astype(dtype)


def uniform(lo: float, hi: float, shape: tuple[int, ...], dtype: Any = np.float32) -> Input:
    return lambda rng: rng.uniform(lo, hi, shape).astype(dtype)


def ints(lo: int, hi: int, shape: tuple[int, ...], dtype: Any = np.int32) -> Input:
    """Integers in [lo, hi], both ends included."""
    return lambda rng: rng.integers(lo, hi, shape, endpoint=True).astype(dtype)


def cnormal(shape: tuple[int, ...], dtype: Any = np.complex64, scale: float = 1.0) -> Input:
    return lambda rng: ((rng.standard_normal(shape) + 1j * rng.standard_normal(shape)) * scale).astype(dtype)


def fixed(values: Any, dtype: Any) -> np.ndarray:
    return np.array(values, dtype=dtype)


def hexdata(arr: np.ndarray) -> str:
    """MLIR's hex form of a dense literal's data: the elements' bytes, little-endian, in C order
    (i1 and sub-byte integers one byte each, the value in the low bits)."""
    arr = np.ascontiguousarray(arr)
    if arr.dtype.name in ("int4", "uint4", "int2", "uint2"):
        bits = 4 if arr.dtype.name.endswith("4") else 2
        raw = np.array([int(v) & ((1 << bits) - 1) for v in arr.ravel()], np.uint8)
        return '"0x' + raw.tobytes().hex().upper() + '"'
    return '"0x' + arr.astype(arr.dtype.newbyteorder("<")).tobytes().hex().upper() + '"'


F32_SPECIALS = fixed([0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -7.25, 1e3, np.inf, -np.inf, np.nan, 1e-30], np.float32)


# Running ----------------------------------------------------------------------------------------

_ELEMENT = {
    "i1": "pred", "i2": "s2", "i4": "s4", "i8": "s8", "i16": "s16", "i32": "s32", "i64": "s64",
    "ui2": "u2", "ui4": "u4", "ui8": "u8", "ui16": "u16", "ui32": "u32", "ui64": "u64",
    "f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "complex<f32>": "c64", "complex<f64>": "c128",
    "f8E4M3FN": "f8e4m3fn", "f8E5M2": "f8e5m2",
}


def declared_results(text: str) -> list[tuple[str, tuple[int, ...]]]:
    """(HLO dtype, dims) of each result of the module's public ``@main``, as MLIR parses the text."""
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir

    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        for op in module.body.operations:
            op = op.operation
            if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
                ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
                found = []
                for t in ftype.results:
                    m = re.fullmatch(r"tensor<((?:\d+x)*)(.+)>", str(t))
                    if not m or m.group(2) not in _ELEMENT:
                        raise ValueError(f"@main returns {t}: not an array type the corpus stores")
                    found.append((_ELEMENT[m.group(2)], tuple(int(d) for d in m.group(1).split("x") if d)))
                return found
    raise ValueError("no func.func @main in the module")


def tolerance_problems(c: Case, ins: list[np.ndarray], outs: list[np.ndarray]) -> list[str]:
    """XLA's results against the case's float64 reference: within a fifth of rtol/atol."""
    if c.ref is None:
        return []
    with np.errstate(all="ignore"):
        want = c.ref(*[a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
                       if a.dtype.kind in "fc" or a.dtype.name == "bfloat16" else a for a in ins])
    if len(want) != len(outs):
        return [f"the reference gives {len(want)} results, XLA {len(outs)}"]
    problems = []
    for k, (got, w) in enumerate(zip(outs, want)):
        if w is None:
            continue
        w = np.asarray(w)
        if got.dtype.kind in "biu":
            if not np.array_equal(got, w):
                problems.append(f"out{k}: XLA's integers differ from the reference")
            continue
        wide = np.complex128 if got.dtype.kind == "c" else np.float64
        g, w = got.astype(wide), w.astype(wide)
        bad = ~np.isclose(g, w, rtol=c.rtol / 5, atol=c.atol / 5, equal_nan=True)
        bad |= (np.isinf(g) | np.isinf(w)) & (g != w)
        if bad.any():
            err = np.abs(g - w)[bad]
            problems.append(f"out{k}: XLA is {np.nanmax(err):.3g} from float64 at {int(bad.sum())} elements "
                            f"(first {tuple(int(i) for i in np.argwhere(bad)[0])}: {got[bad][0]} vs {w[bad][0]}), "
                            f"beyond a fifth of rtol={c.rtol}, atol={c.atol}")
    return problems


def build(xla: Xla, c: Case) -> tuple[dict, dict[str, np.ndarray]]:
    ins = c.make_inputs()
    outs = xla.run_mlir(c.text, ins)
    declared = declared_results(c.text)
    got = [(hlo_name(o.dtype), tuple(o.shape)) for o in outs]
    if got != declared:
        raise ValueError(f"XLA returned {got}, @main declares {declared}")
    again = xla.run_mlir(c.text, ins)  # deterministic: a second run gives the same bits
    if differences(again, outs, 0.0, 0.0):
        raise ValueError("a second run gives other outputs")
    problems = tolerance_problems(c, ins, outs)
    if problems:
        raise ValueError("; ".join(problems))
    arrays = {f"in{k}": stored(a) for k, a in enumerate(ins)}
    arrays |= {f"out{k}": stored(o) for k, o in enumerate(outs)}
    entry = {
        "name": c.name, "category": c.category, "description": c.description,
        "ops": mlir_ops(c.text),
        "inputs": [{"dtype": hlo_name(a.dtype), "shape": list(a.shape)} for a in ins],
        "outputs": [{"dtype": hlo_name(o.dtype), "shape": list(o.shape)} for o in outs],
        "rtol": float(c.rtol), "atol": float(c.atol),
    }
    return entry, arrays


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", default=None, help="case names to (re)generate (the manifest keeps the rest)")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("--dry-run", action="store_true", help="run on XLA:CPU, write nothing")
    ap.add_argument("--out", type=Path, default=OUT, help="corpus directory (default tests/corpus/stablehlo)")
    opts = ap.parse_args(argv)
    names = [c.name for c in CASES]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise SystemExit(f"stablehlo_cases.py: duplicate case names: {', '.join(dup)}")
    if opts.only:
        missing = set(opts.only) - set(names)
        if missing:
            raise SystemExit(f"stablehlo_cases.py: no such case: {', '.join(sorted(missing))}")
    selected = [c for c in CASES if not opts.only or c.name in opts.only]
    if opts.list:
        for c in selected:
            print(f"{c.category:<22} {c.name}")
        return 0

    xla = Xla()
    entries: dict[str, dict] = {}
    files: dict[str, dict[str, np.ndarray]] = {}
    failed = []
    for c in selected:
        try:
            entries[c.name], files[c.name] = build(xla, c)
        except Exception as e:  # noqa: BLE001 - report every case XLA rejects, then stop
            failed.append(f"{c.name}: {type(e).__name__}: {str(e).strip().splitlines()[0][:400] if str(e) else ''}")
    if failed:
        print("XLA:CPU rejected or the checks failed:\n  " + "\n  ".join(failed), file=sys.stderr)
        return 1
    if opts.dry_run:
        print(f"{len(entries)} cases ran on XLA:CPU")
        return 0
    out: Path = opts.out
    out.mkdir(parents=True, exist_ok=True)
    for c in selected:
        (out / f"{c.name}.mlir").write_text(c.text)
        np.savez(out / f"{c.name}.npz", **files[c.name])
    path = out / "manifest.json"
    old = {m["name"]: m for m in json.loads(path.read_text())} if path.exists() else {}
    manifest = [m for m in (entries.get(n) or old.get(n) for n in names) if m is not None]
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(manifest, indent=1) + "\n")
    tmp.replace(path)
    keep = {m["name"] for m in manifest}
    for f in [*out.glob("*.mlir"), *out.glob("*.npz")]:
        if f.stem not in keep:
            f.unlink()
    print(f"{len(entries)} cases written to {out}; the manifest has {len(manifest)}")
    return 0


# The cases ------------------------------------------------------------------------------------
#
# Categories: stablehlo-generic (MLIR's generic op form), stablehlo-literal (dense literals),
# chlo, composite, stablehlo-call, stablehlo-types, stablehlo-control-flow, stablehlo-syntax
# (locations, comments, attributes, names), stablehlo-ops (ops and forms JAX's HLO text hides),
# stablehlo-tuple-token, stablehlo-linalg, stablehlo-fft, stablehlo-rng.

# -- the generic op form ---------------------------------------------------------------------------

case("generic_module", "stablehlo-generic",
     "the whole module in MLIR's generic form: builtin.module, func.func with its function_type and "
     "sym_name properties, a block with typed arguments, stablehlo ops and func.return",
     '''
"builtin.module"() <{sym_name = "generic_everything"}> ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, 5.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.maximum"(%2, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.negate"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.compare"(%4, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"(%4, %5) : (tensor<4xf32>, tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()
''', [normal((4,)), normal((4,))])

case("generic_inherent_attr_dict", "stablehlo-generic",
     "generic ops whose inherent attributes are given in the attribute dictionary {...} (the form "
     "before properties) beside others in <{...}>: transpose, broadcast_in_dim, reshape, slice, "
     "concatenate, iota, convert, select, pretty ops mixed in",
     '''
module @attr_dict {
  func.func @main(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
    %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%y) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.subtract"(%x, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3xf32>) -> tensor<6xf32>
    %4 = "stablehlo.slice"(%x) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.concatenate"(%x, %2) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
    %7 = "stablehlo.convert"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %8 = stablehlo.add %6, %7 : tensor<2x3xi32>
    %9 = "stablehlo.compare"(%x, %1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %10 = "stablehlo.select"(%9, %x, %1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0, %3, %4, %5, %8, %10 : tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
  }
}
''', [normal((2, 3), scale=3.0), normal((3,))])

case("generic_sort_pairs_totalorder", "stablehlo-generic",
     "generic stablehlo.sort of keys and values (dimension and is_stable properties, a ^bb0 block "
     "with four scalar arguments, generic compare GT with compare_type TOTALORDER, generic "
     "stablehlo.return): a stable descending sort with ties, signed zeros and NaNs",
     '''
func.func @main(%keys: tensor<2x8xf32>, %vals: tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>) {
  %0:2 = "stablehlo.sort"(%keys, %vals) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %gt = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%gt) : (tensor<i1>) -> ()
  }) : (tensor<2x8xf32>, tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>)
  return %0#0, %0#1 : tensor<2x8xf32>, tensor<2x8xi32>
}
''', [fixed([[1.0, -0.0, 0.0, np.nan, 1.0, -np.inf, 0.0, -0.0],
             [2.0, 2.0, -np.nan, np.inf, -1.0, 2.0, np.nan, -3.0]], np.float32),
      fixed([[0, 1, 2, 3, 4, 5, 6, 7], [10, 11, 12, 13, 14, 15, 16, 17]], np.int32)])

case("generic_reduce_argmin", "stablehlo-generic",
     "generic two-operand stablehlo.reduce (dimensions property, a block of (acc, acc, x, x) "
     "arguments): argmin over rows, ties to the lower index, NaN wins; and a generic one-operand "
     "reduce over both dimensions",
     '''
func.func @main(%x: tensor<3x6xf32>) -> (tensor<3xf32>, tensor<3xi32>, tensor<f32>) {
  %iota = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xi32>
  %inf = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.reduce"(%x, %iota, %inf, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %lt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nan = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %take_a = "stablehlo.or"(%lt, %nan) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %eq = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lower = "stablehlo.compare"(%ai, %bi) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = "stablehlo.and"(%eq, %lower) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %idx_a = "stablehlo.or"(%take_a, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %v = "stablehlo.select"(%take_a, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %i = "stablehlo.select"(%idx_a, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()
  }) : (tensor<3x6xf32>, tensor<3x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %m = "stablehlo.reduce"(%x, %ninf) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %mx = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%mx) : (tensor<f32>) -> ()
  }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<f32>
  return %r#0, %r#1, %m : tensor<3xf32>, tensor<3xi32>, tensor<f32>
}
''', [fixed([[3.0, 1.0, 2.0, 1.0, 5.0, 1.0], [0.5, np.nan, -2.0, -2.0, np.nan, 4.0],
             [-0.0, 0.0, 7.0, -1.5, -1.5, 8.0]], np.float32)])

case("generic_gather_scatter", "stablehlo-generic",
     "generic gather and scatter with #stablehlo.gather<...> / #stablehlo.scatter<...> dimension "
     "numbers (batching dimensions too), slice_sizes as array<i64>, a scatter update region "
     "(multiply) with duplicate and out-of-range indices",
     '''
func.func @main(%table: tensor<5x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>, %bt: tensor<2x5x3xf32>, %bidx: tensor<2x2x1xi32>) -> (tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x2x3xf32>) {
  %g = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %s = "stablehlo.scatter"(%table, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %p = "stablehlo.multiply"(%old, %new) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%p) : (tensor<f32>) -> ()
  }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %bg = "stablehlo.gather"(%bt, %bidx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>
  return %g, %s, %bg : tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x2x3xf32>
}
''', [normal((5, 4)), fixed([[4], [1], [4]], np.int32), uniform(0.5, 2.0, (3, 4)), normal((2, 5, 3)),
      fixed([[[0], [4]], [[9], [2]]], np.int32)])

case("generic_dot_conv_window", "stablehlo-generic",
     "generic dot_general (#stablehlo.dot<...>, precision_config), convolution (#stablehlo.conv<...> "
     "dimension numbers, window_strides, padding as dense<...> : tensor<2x2xi64>, rhs_dilation, "
     "feature_group_count), reduce_window and select_and_scatter with their regions",
     '''
func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %img: tensor<1x6x6x2xf32>, %k: tensor<3x3x1x4xf32>, %src: tensor<1x3x3x4xf32>) -> (tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x6x6x4xf32>) {
  %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %c = "stablehlo.convolution"(%img, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 1>, window_strides = array<i64: 2, 2>}> : (tensor<1x6x6x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x3x3x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p = "stablehlo.reduce_window"(%c, %init) <{padding = dense<[[0, 0], [0, 1], [1, 0], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x3x3x4xf32>, tensor<f32>) -> tensor<1x3x3x4xf32>
  %conv_full = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x6x6x4xf32>
  %sas = "stablehlo.select_and_scatter"(%conv_full, %src, %zero) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<f32>) -> tensor<1x6x6x4xf32>
  return %d, %c, %p, %sas : tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x6x6x4xf32>
}
''', [ints(-4, 4, (2, 3, 4), np.float32), ints(-4, 4, (2, 4, 5), np.float32), ints(-3, 3, (1, 6, 6, 2), np.float32),
      ints(-2, 2, (3, 3, 1, 4), np.float32), ints(-5, 5, (1, 3, 3, 4), np.float32)])


# -- pretty forms JAX prints, and ops its HLO text hides ----------------------------------------------

case("pretty_reduce_forms", "stablehlo-ops",
     "stablehlo.reduce in both pretty forms: the compact 'applies OP across dimensions' (add, "
     "multiply, minimum, and over i1, or over i32) and the two-operand form with a 'reducer(...) (...)' "
     "region (max with its index); an empty reduced dimension list",
     """
func.func @main(%x: tensor<4x5xf32>, %b: tensor<4x5xi1>, %n: tensor<4x5xi32>) -> (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<4xi1>, tensor<5xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  %2 = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.reduce(%b init: %true) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
  %4 = stablehlo.reduce(%n init: %izero) applies stablehlo.or across dimensions = [0] : (tensor<4x5xi32>, tensor<i32>) -> tensor<5xi32>
  %iota = stablehlo.iota dim = 1 : tensor<4x5xi32>
  %5:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %izero) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%ai: tensor<i32>, %ci: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %ci, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %pick = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %pick, %a, %c : tensor<i1>, tensor<f32>
    %i = stablehlo.select %pick, %ai, %ci : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  %6 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0, %1, %2, %3, %4, %5#0, %5#1, %6 : tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<4xi1>, tensor<5xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>
}
""", [ints(-3, 3, (4, 5), np.float32), lambda rng: rng.random((4, 5)) < 0.8, ints(0, 64, (4, 5))])

case("pretty_shape_ops", "stablehlo-ops",
     "pretty forms of the data-movement ops: dynamic_slice with clamped starts, dynamic_update_slice, "
     "pad with negative and interior padding, reverse, iota, transpose, broadcast_in_dim, concatenate, "
     "slice with strides",
     """
func.func @main(%x: tensor<4x5xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<2x3xf32>, tensor<4x5xf32>, tensor<8x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<5x2x4xf32>, tensor<9x5xf32>, tensor<3x4xi32>) {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x5xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
  %pv = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
  %2 = stablehlo.pad %x, %pv, low = [1, -1], high = [0, 2], interior = [1, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<8x10xf32>
  %3 = stablehlo.slice %2 [0:8, 1:10:3] : (tensor<8x10xf32>) -> tensor<8x3xf32>
  %4 = stablehlo.slice %2 [0:8, 0:4] : (tensor<8x10xf32>) -> tensor<8x4xf32>
  %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<8x7xf32>
  %6 = stablehlo.reverse %x, dims = [0, 1] : tensor<4x5xf32>
  %7 = stablehlo.slice %x [1:4:2, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  %8 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<4x5xf32>) -> tensor<5x2x4xf32>
  %9 = stablehlo.transpose %8, dims = [0, 1, 2] : (tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  %10 = stablehlo.concatenate %x, %x, %6, dim = 0 : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<12x5xf32>
  %11 = stablehlo.slice %10 [3:12, 0:5] : (tensor<12x5xf32>) -> tensor<9x5xf32>
  %12 = stablehlo.iota dim = 0 : tensor<3x4xi32>
  return %0, %1, %5, %6, %7, %9, %11, %12 : tensor<2x3xf32>, tensor<4x5xf32>, tensor<8x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<5x2x4xf32>, tensor<9x5xf32>, tensor<3x4xi32>
}
""", [normal((4, 5)), normal((2, 2)), fixed(3, np.int32), fixed(-2, np.int32)])

case("stablehlo_only_shape_rules", "stablehlo-ops",
     "what StableHLO allows and HLO spells otherwise: clamp with scalar bounds, select with a scalar "
     "predicate, the legacy stablehlo.dot and stablehlo.broadcast (prepended dimensions), compare "
     "without a compare_type, stablehlo.map with its region, convert i1 -> f32",
     """
func.func @main(%x: tensor<3x4xf32>, %y: tensor<4x2xf32>, %p: tensor<i1>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %lo = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
  %hi = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %neg = stablehlo.negate %x : tensor<3x4xf32>
  %1 = stablehlo.select %p, %x, %neg : tensor<i1>, tensor<3x4xf32>
  %2 = stablehlo.dot %x, %y, precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %3 = "stablehlo.broadcast"(%x) <{broadcast_sizes = array<i64: 2>}> : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %4 = "stablehlo.map"(%x, %0) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.subtract %m, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %gt = stablehlo.compare GT, %x, %0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %5 = stablehlo.convert %gt : (tensor<3x4xi1>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
""", [lambda rng: (rng.integers(-8, 8, (3, 4), endpoint=True) / 4).astype(np.float32),
      ints(-4, 4, (4, 2), np.float32), fixed(False, bool)])


# -- control flow ------------------------------------------------------------------------------------

case("while_generic_form", "stablehlo-control-flow",
     "stablehlo.while in the generic form: two regions, each a ^bb0 block of the loop-carried values, "
     "generic stablehlo.return; the trip count is a parameter (a Collatz step count per element, "
     "and a halving accumulator)",
     """
func.func @main(%n: tensor<i32>, %x: tensor<4xf32>, %c: tensor<6xi32>) -> (tensor<i32>, tensor<4xf32>, tensor<6xi32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %half = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<4xf32>}> : () -> tensor<4xf32>
    %h = "stablehlo.multiply"(%v, %half) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %fi = "stablehlo.convert"(%i) : (tensor<i32>) -> tensor<f32>
    %b = "stablehlo.broadcast_in_dim"(%fi) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %w = "stablehlo.add"(%h, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%j, %w) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %zeros = stablehlo.constant dense<0> : tensor<6xi32>
  %s:2 = "stablehlo.while"(%c, %zeros) ({
  ^bb0(%v: tensor<6xi32>, %k: tensor<6xi32>):
    %ones = stablehlo.constant dense<1> : tensor<6xi32>
    %ne = stablehlo.compare NE, %v, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %any = stablehlo.reduce(%ne init: %f) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%any) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<6xi32>, %k: tensor<6xi32>):
    %ones = stablehlo.constant dense<1> : tensor<6xi32>
    %twos = stablehlo.constant dense<2> : tensor<6xi32>
    %threes = stablehlo.constant dense<3> : tensor<6xi32>
    %done = stablehlo.compare EQ, %v, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %rem = stablehlo.remainder %v, %twos : tensor<6xi32>
    %odd = stablehlo.compare EQ, %rem, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %t = stablehlo.multiply %v, %threes : tensor<6xi32>
    %t1 = stablehlo.add %t, %ones : tensor<6xi32>
    %h = stablehlo.divide %v, %twos : tensor<6xi32>
    %next = stablehlo.select %odd, %t1, %h : tensor<6xi1>, tensor<6xi32>
    %v2 = stablehlo.select %done, %v, %next : tensor<6xi1>, tensor<6xi32>
    %k1 = stablehlo.add %k, %ones : tensor<6xi32>
    %k2 = stablehlo.select %done, %k, %k1 : tensor<6xi1>, tensor<6xi32>
    "stablehlo.return"(%v2, %k2) : (tensor<6xi32>, tensor<6xi32>) -> ()
  }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  return %r#0, %r#1, %s#1 : tensor<i32>, tensor<4xf32>, tensor<6xi32>
}
""", [fixed(5, np.int32), normal((4,), scale=8.0), fixed([1, 6, 7, 27, 97, 2], np.int32)], rtol=1e-6, atol=1e-6,
     ref=lambda n, x, c: [None, _halving(int(n), x), None])


def _halving(n: int, x: np.ndarray) -> np.ndarray:
    for i in range(n):
        x = x * 0.5 + i
    return x


case("while_pretty_captures", "stablehlo-control-flow",
     "stablehlo.while in the pretty form (%iterArg = init, cond { } do { }) whose regions use values "
     "defined outside the loop (implicit captures, which JAX never prints), a nested while, and a "
     "loop that runs zero times",
     """
func.func @main(%x: tensor<3xf32>, %step: tensor<3xf32>, %limit: tensor<i32>) -> (tensor<i32>, tensor<3xf32>, tensor<3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %lt = stablehlo.compare LT, %iterArg, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %inner:2 = stablehlo.while(%k = %c0, %acc = %iterArg_0) : tensor<i32>, tensor<3xf32>
    cond {
      %lt = stablehlo.compare LT, %k, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %a = stablehlo.add %acc, %step : tensor<3xf32>
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<3xf32>
    }
    %next = stablehlo.add %iterArg, %c1 : tensor<i32>
    stablehlo.return %next, %inner#1 : tensor<i32>, tensor<3xf32>
  }
  %never:2 = stablehlo.while(%iterArg = %limit, %iterArg_0 = %step) : tensor<i32>, tensor<3xf32>
  cond {
    %lt = stablehlo.compare LT, %iterArg, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %neg = stablehlo.negate %iterArg_0 : tensor<3xf32>
    stablehlo.return %iterArg, %neg : tensor<i32>, tensor<3xf32>
  }
  return %0#0, %0#1, %never#1 : tensor<i32>, tensor<3xf32>, tensor<3xf32>
}
""", [ints(-10, 10, (3,), np.float32), fixed([0.5, -1.0, 2.0], np.float32), fixed(4, np.int32)])

case("if_case_branches", "stablehlo-control-flow",
     "stablehlo.if (generic: two regions, results) and stablehlo.case with three branches whose index "
     "is out of range (7 and -1 run the last branch), branches using outer values, a case inside "
     "an if, branches with pretty and generic returns",
     """
func.func @main(%p: tensor<i1>, %idx: tensor<i32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.if"(%p) ({
    %neg = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %neg : tensor<4xf32>
  }, {
    "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  %1:2 = "stablehlo.case"(%idx) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %x, %c : tensor<4xf32>, tensor<i32>
  }, {
    %a = stablehlo.abs %x : tensor<4xf32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    stablehlo.return %a, %c : tensor<4xf32>, tensor<i32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<4xf32>
    %c = stablehlo.constant dense<12> : tensor<i32>
    stablehlo.return %m, %c : tensor<4xf32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  %minus_one = stablehlo.constant dense<-1> : tensor<i32>
  %2 = "stablehlo.case"(%minus_one) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %f = stablehlo.floor %x : tensor<4xf32>
    stablehlo.return %f : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %not_p = stablehlo.not %p : tensor<i1>
  %3 = "stablehlo.if"(%not_p) ({
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %inner = "stablehlo.case"(%c1) ({
      stablehlo.return %x : tensor<4xf32>
    }, {
      %s = stablehlo.sign %x : tensor<4xf32>
      stablehlo.return %s : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    stablehlo.return %inner : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0, %1#0, %1#1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>
}
""", [fixed(False, bool), fixed(7, np.int32), fixed([-1.5, 0.25, 3.0, -0.0], np.float32)])

# -- functions -------------------------------------------------------------------------------------

case("func_call_private", "stablehlo-call",
     "private functions called with func.call (pretty 'call' and 'func.call', and generic "
     "\"func.call\"), a function with two results (%r:2 and %a, %b result names), a call chain three "
     "deep, a function called twice, functions defined after their callers, a quoted symbol name",
     """
module @calls {
  func.func public @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %r:2 = call @sum_diff(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %a, %b = func.call @sum_diff(%r#0, %r#1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %c = "func.call"(%a) <{callee = @outer}> : (tensor<4xf32>) -> tensor<4xf32>
    %d = call @"weird.name-v2$"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    return %a, %b, %c, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @sum_diff(%p: tensor<4xf32>, %q: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = stablehlo.add %p, %q : tensor<4xf32>
    %d = stablehlo.subtract %p, %q : tensor<4xf32>
    return %s, %d : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @outer(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @middle(%p) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @middle(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @middle(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @inner(%p) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.add %0, %p : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @inner(%p: tensor<4xf32>) -> tensor<4xf32> {
    %two = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
    %0 = stablehlo.multiply %p, %two : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @"weird.name-v2$"(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %p : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
""", [ints(-8, 8, (4,), np.float32), ints(-8, 8, (4,), np.float32)])


# -- dense literals ------------------------------------------------------------------------------------

case("literal_hex_f32", "stablehlo-literal",
     "f32 constants as dense<\"0x...\"> hex strings (little-endian element bytes): signed zeros, "
     "infinities, a quiet NaN, the smallest subnormal, the largest finite value; a hex string of one "
     "element's bytes for a 2x2 tensor (a splat); bare hex scalars (dense<0x7F800000>) as JAX prints them",
     """
func.func @main(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<2x2xf32>, tensor<f32>, tensor<2xf32>) {
  %c = stablehlo.constant dense<$SPECIALS> : tensor<8xf32>
  %d = stablehlo.constant dense<$ADDEND> : tensor<8xf32>
  %sum = stablehlo.add %x, %d : tensor<8xf32>
  %splat = stablehlo.constant dense<$SPLAT> : tensor<2x2xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %pair = stablehlo.constant dense<[0xFF800000, 0x3FC00000]> : tensor<2xf32>
  return %c, %sum, %splat, %inf, %pair : tensor<8xf32>, tensor<8xf32>, tensor<2x2xf32>, tensor<f32>, tensor<2xf32>
}
""", [normal((8,))],
     SPECIALS=hexdata(np.array([1.5, -0.0, np.inf, -np.inf, np.nan, np.float32(1e-45), np.finfo(np.float32).max, -2.5],
                               np.float32)),
     ADDEND=hexdata(np.array([0.25, -1.0, 3.0, 1e-3, -7.5, 100.0, 0.0, -0.0], np.float32)),
     SPLAT=hexdata(np.array([1.5], np.float32)))

case("literal_hex_half_types", "stablehlo-literal",
     "bf16 and f16 constants as hex strings (two bytes an element: signed zero, infinity, NaN, "
     "subnormals, max) and as decimal lists; bf16 and f16 arithmetic on them, converted to f32",
     """
func.func @main(%a: tensor<6xbf16>, %h: tensor<6xf16>) -> (tensor<6xbf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xf16>, tensor<6xf32>, tensor<6xf32>) {
  %cb = stablehlo.constant dense<$BF16> : tensor<6xbf16>
  %ch = stablehlo.constant dense<$F16> : tensor<6xf16>
  %db = stablehlo.constant dense<[1.000000e+00, -2.500000e-01, 3.200000e+01, 1.0e-02, 0.000000e+00, -3.0]> : tensor<6xbf16>
  %dh = stablehlo.constant dense<[1.000000e+00, -2.500000e-01, 3.200000e+01, 1.0e-02, 6.550400e+04, -3.0]> : tensor<6xf16>
  %sb = stablehlo.add %a, %db : tensor<6xbf16>
  %sh = stablehlo.multiply %h, %dh : tensor<6xf16>
  %fb = stablehlo.convert %cb : (tensor<6xbf16>) -> tensor<6xf32>
  %fh = stablehlo.convert %ch : (tensor<6xf16>) -> tensor<6xf32>
  return %cb, %ch, %sb, %sh, %fb, %fh : tensor<6xbf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xf16>, tensor<6xf32>, tensor<6xf32>
}
""", [normal((6,), ml_dtypes.bfloat16), normal((6,), np.float16)],
     BF16=hexdata(np.array([-0.0, np.inf, np.nan, 1.5, float(ml_dtypes.finfo(ml_dtypes.bfloat16).max), -2.0],
                           ml_dtypes.bfloat16)),
     F16=hexdata(np.array([-0.0, -np.inf, np.nan, 6e-8, 65504.0, 0.333], np.float16)))

case("literal_hex_ints_bools", "stablehlo-literal",
     "integer and i1 constants as hex strings: i1 one byte an element, i8 and i16 negatives, ui32, "
     "i64 and ui64 extremes, i4/ui4 and i2/ui2 one byte an element (the value in the low bits), a "
     "one-element hex string filling a tensor (a splat); converted or added so each is used",
     """
func.func @main(%x: tensor<5xi32>) -> (tensor<5xi1>, tensor<5xi8>, tensor<4xi16>, tensor<3xui32>, tensor<3xi64>, tensor<2xui64>, tensor<4xi4>, tensor<4xui4>, tensor<4xi2>, tensor<4xui2>, tensor<3x2xi1>, tensor<5xi32>) {
  %b = stablehlo.constant dense<$I1> : tensor<5xi1>
  %i8 = stablehlo.constant dense<$I8> : tensor<5xi8>
  %i16 = stablehlo.constant dense<$I16> : tensor<4xi16>
  %u32 = stablehlo.constant dense<$U32> : tensor<3xui32>
  %i64 = stablehlo.constant dense<$I64> : tensor<3xi64>
  %u64 = stablehlo.constant dense<$U64> : tensor<2xui64>
  %i4 = stablehlo.constant dense<$S4> : tensor<4xi4>
  %u4 = stablehlo.constant dense<$U4> : tensor<4xui4>
  %i2 = stablehlo.constant dense<$S2> : tensor<4xi2>
  %u2 = stablehlo.constant dense<$U2> : tensor<4xui2>
  %splat = stablehlo.constant dense<"0x01"> : tensor<3x2xi1>
  %wide = stablehlo.convert %i8 : (tensor<5xi8>) -> tensor<5xi32>
  %sum = stablehlo.add %x, %wide : tensor<5xi32>
  %zero = stablehlo.constant dense<0> : tensor<5xi32>
  %sel = stablehlo.select %b, %sum, %zero : tensor<5xi1>, tensor<5xi32>
  return %b, %i8, %i16, %u32, %i64, %u64, %i4, %u4, %i2, %u2, %splat, %sel : tensor<5xi1>, tensor<5xi8>, tensor<4xi16>, tensor<3xui32>, tensor<3xi64>, tensor<2xui64>, tensor<4xi4>, tensor<4xui4>, tensor<4xi2>, tensor<4xui2>, tensor<3x2xi1>, tensor<5xi32>
}
""", [ints(-100, 100, (5,))],
     I1=hexdata(np.array([True, False, True, True, False])),
     I8=hexdata(np.array([-128, -1, 0, 1, 127], np.int8)),
     I16=hexdata(np.array([-32768, -2, 300, 32767], np.int16)),
     U32=hexdata(np.array([0, 4294967295, 2147483648], np.uint32)),
     I64=hexdata(np.array([-9223372036854775808, -1, 9223372036854775807], np.int64)),
     U64=hexdata(np.array([18446744073709551615, 1 << 40], np.uint64)),
     S4=hexdata(np.array([-8, -1, 0, 7], ml_dtypes.int4)),
     U4=hexdata(np.array([0, 1, 9, 15], ml_dtypes.uint4)),
     S2=hexdata(np.array([-2, -1, 0, 1], ml_dtypes.int2)),
     U2=hexdata(np.array([0, 1, 2, 3], ml_dtypes.uint2)))

case("literal_hex_complex", "stablehlo-literal",
     "complex<f32> and complex<f64> constants as hex strings (real then imaginary part, each "
     "little-endian) and as (re, im) lists and splats; complex arithmetic on them",
     """
func.func @main(%z: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f32>>) {
  %c = stablehlo.constant dense<$C64> : tensor<3xcomplex<f32>>
  %w = stablehlo.constant dense<$C128> : tensor<2xcomplex<f64>>
  %l = stablehlo.constant dense<[(1.000000e+00,-2.000000e+00), (0.000000e+00,5.000000e-01), (-3.0, 0.0)]> : tensor<3xcomplex<f32>>
  %p = stablehlo.multiply %z, %l : tensor<3xcomplex<f32>>
  %q = stablehlo.add %p, %c : tensor<3xcomplex<f32>>
  %s = stablehlo.constant dense<(2.500000e-01,-1.000000e+00)> : tensor<2x2xcomplex<f32>>
  return %c, %w, %p, %q, %s : tensor<3xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f32>>
}
""", [lambda rng: (rng.integers(-4, 5, 3) + 1j * rng.integers(-4, 5, 3)).astype(np.complex64)],
     C64=hexdata(np.array([1 + 2j, complex(-0.0, np.inf), -1.5 - 0.25j], np.complex64)),
     C128=hexdata(np.array([complex(1e300, -1e-300), 0.1 + 0.2j], np.complex128)))

case("literal_forms", "stablehlo-literal",
     "decimal dense literals: splats of a shaped tensor, nested lists of rank 3, scalars, booleans "
     "(list and splat), float spellings (exponent forms, -0.0, hex bit patterns among decimals), "
     "the integer extremes of i64/ui64/i8, zero-element tensors dense<> : tensor<0xf32> and 2x0",
     """
func.func @main() -> (tensor<2x3xf32>, tensor<2x1x2xi32>, tensor<i32>, tensor<3xi1>, tensor<2x2xi1>, tensor<5xf32>, tensor<i64>, tensor<ui64>, tensor<2xi8>, tensor<0xf32>, tensor<2x0xi32>, tensor<2xf64>) {
  %0 = stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
  %1 = stablehlo.constant dense<[[[1, -2]], [[3, 4]]]> : tensor<2x1x2xi32>
  %2 = stablehlo.constant dense<7> : tensor<i32>
  %3 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %4 = stablehlo.constant dense<true> : tensor<2x2xi1>
  %5 = stablehlo.constant dense<[0xFF800000, 1.0, 2.5E+2, -0.0, 1.0e-03]> : tensor<5xf32>
  %6 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %7 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %8 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  %9 = stablehlo.constant dense<> : tensor<0xf32>
  %10 = stablehlo.constant dense<> : tensor<2x0xi32>
  %11 = stablehlo.constant dense<[0.10000000000000001, -1.7976931348623157E+308]> : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<2x3xf32>, tensor<2x1x2xi32>, tensor<i32>, tensor<3xi1>, tensor<2x2xi1>, tensor<5xf32>, tensor<i64>, tensor<ui64>, tensor<2xi8>, tensor<0xf32>, tensor<2x0xi32>, tensor<2xf64>
}
""")


# -- chlo ------------------------------------------------------------------------------------------------

def _sp() -> Any:
    import scipy.special

    return scipy.special


case("chlo_erf_family", "chlo",
     "chlo.erf, chlo.erfc and chlo.erf_inv on f32 (erfc into its small tail, erf_inv at +-1 and 0)",
     """
func.func @main(%x: tensor<24xf32>, %p: tensor<12xf32>) -> (tensor<24xf32>, tensor<24xf32>, tensor<12xf32>) {
  %0 = chlo.erf %x : tensor<24xf32> -> tensor<24xf32>
  %1 = chlo.erfc %x : tensor<24xf32> -> tensor<24xf32>
  %2 = chlo.erf_inv %p : tensor<12xf32> -> tensor<12xf32>
  return %0, %1, %2 : tensor<24xf32>, tensor<24xf32>, tensor<12xf32>
}
""", [lambda rng: np.concatenate([rng.uniform(-3, 3, 18), [0.0, -0.0, 5.0, 9.0, -6.0, 1e-4]]).astype(np.float32),
      lambda rng: np.concatenate([rng.uniform(-0.999, 0.999, 7), [0.0, 1.0, -1.0, 0.9999, -1e-3]]).astype(np.float32)],
     rtol=2e-5, atol=1e-6, ref=lambda x, p: [_sp().erf(x), _sp().erfc(x), _sp().erfinv(p)])

case("chlo_gamma_family", "chlo",
     "chlo.lgamma (negative non-integers, poles), chlo.digamma, chlo.polygamma (orders 0-3) and "
     "chlo.zeta (Hurwitz) on f32",
     """
func.func @main(%x: tensor<16xf32>, %n: tensor<8xf32>, %y: tensor<8xf32>, %s: tensor<8xf32>, %q: tensor<8xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = chlo.lgamma %x : tensor<16xf32> -> tensor<16xf32>
  %1 = chlo.digamma %x : tensor<16xf32> -> tensor<16xf32>
  %2 = chlo.polygamma %n, %y : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  %3 = chlo.zeta %s, %q : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return %0, %1, %2, %3 : tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>
}
""", [lambda rng: np.concatenate([rng.uniform(0.1, 12, 10), [-2.5, -0.5, 1.0, 2.0, 0.0, -3.0]]).astype(np.float32),
      fixed([0, 1, 2, 3, 1, 2, 0, 1], np.float32), lambda rng: rng.uniform(0.3, 6, 8).astype(np.float32),
      lambda rng: rng.uniform(1.5, 6, 8).astype(np.float32), lambda rng: rng.uniform(0.5, 4, 8).astype(np.float32)],
     rtol=1e-4, atol=1e-5,
     ref=lambda x, n, y, s, q: [_lgamma_ref(x), _digamma_ref(x), _sp().polygamma(n.astype(int), y), _sp().zeta(s, q)])


def _lgamma_ref(x: np.ndarray) -> np.ndarray:
    """log|gamma(x)|, +inf at the poles (as XLA gives)."""
    out = _sp().gammaln(x)
    return np.where((x <= 0) & (x == np.round(x)), np.inf, out)


def _digamma_ref(x: np.ndarray) -> np.ndarray:
    """digamma, NaN at the poles (as XLA gives; scipy says -inf at 0)."""
    out = _sp().digamma(x)
    return np.where((x <= 0) & (x == np.round(x)), np.nan, out)


case("chlo_trig_hyperbolic", "chlo",
     "chlo.tan, sinh, cosh, asin, acos, atan, asinh, acosh, atanh on f32 (domain edges +-1, out of "
     "domain NaN, large arguments)",
     """
func.func @main(%x: tensor<12xf32>, %u: tensor<12xf32>, %g: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) {
  %0 = chlo.tan %x : tensor<12xf32> -> tensor<12xf32>
  %1 = chlo.sinh %x : tensor<12xf32> -> tensor<12xf32>
  %2 = chlo.cosh %x : tensor<12xf32> -> tensor<12xf32>
  %3 = chlo.asin %u : tensor<12xf32> -> tensor<12xf32>
  %4 = chlo.acos %u : tensor<12xf32> -> tensor<12xf32>
  %5 = chlo.atan %x : tensor<12xf32> -> tensor<12xf32>
  %6 = chlo.asinh %x : tensor<12xf32> -> tensor<12xf32>
  %7 = chlo.acosh %g : tensor<12xf32> -> tensor<12xf32>
  %8 = chlo.atanh %u : tensor<12xf32> -> tensor<12xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
}
""", [lambda rng: np.concatenate([rng.uniform(-4, 4, 9), [0.0, -0.0, 20.0]]).astype(np.float32),
      lambda rng: np.concatenate([rng.uniform(-0.99, 0.99, 7), [1.0, -1.0, 0.0, 1.5, -0.0]]).astype(np.float32),
      lambda rng: np.concatenate([rng.uniform(1.0, 50.0, 9), [1.0, 0.5, 1e4]]).astype(np.float32)],
     rtol=2e-5, atol=2e-6,
     ref=lambda x, u, g: [np.tan(x), np.sinh(x), np.cosh(x), np.arcsin(u), np.arccos(u), np.arctan(x),
                          np.arcsinh(x), np.arccosh(g), np.arctanh(u)])

case("chlo_complex_functions", "chlo",
     "chlo ops on complex<f32>: conj, tan, sinh, cosh, asin, acos, atan, asinh, acosh, atanh",
     """
func.func @main(%z: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) {
  %0 = chlo.conj %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %1 = chlo.tan %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %2 = chlo.sinh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %3 = chlo.cosh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %4 = chlo.asin %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %5 = chlo.acos %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %6 = chlo.atan %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %7 = chlo.asinh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %8 = chlo.acosh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %9 = chlo.atanh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
}
""", [cnormal((8,))], rtol=2e-5, atol=2e-6,
     ref=lambda z: [np.conj(z), np.tan(z), np.sinh(z), np.cosh(z), np.arcsin(z), np.arccos(z), np.arctan(z),
                    np.arcsinh(z), np.arccosh(z), np.arctanh(z)])

case("chlo_predicates_next_after_square", "chlo",
     "chlo.is_inf, is_neg_inf, is_pos_inf (i1 results), chlo.next_after toward the other operand "
     "(zero to the smallest subnormal, infinities, NaN, equal operands), chlo.square on f32 and "
     "complex<f32>",
     """
func.func @main(%x: tensor<12xf32>, %y: tensor<12xf32>, %z: tensor<3xcomplex<f32>>) -> (tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<3xcomplex<f32>>) {
  %0 = chlo.is_inf %x : tensor<12xf32> -> tensor<12xi1>
  %1 = chlo.is_neg_inf %x : tensor<12xf32> -> tensor<12xi1>
  %2 = chlo.is_pos_inf %x : tensor<12xf32> -> tensor<12xi1>
  %3 = chlo.next_after %x, %y : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
  %4 = chlo.square %x : tensor<12xf32> -> tensor<12xf32>
  %5 = chlo.square %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<3xcomplex<f32>>
}
""", [F32_SPECIALS, fixed([1.0, -1.0, 0.0, 0.0, 1.0, 3.0, -8.0, np.inf, 0.0, np.inf, 1.0, 1e-30], np.float32),
      fixed([1 + 2j, -0.5j, 3 - 1j], np.complex64)])

case("chlo_top_k_bessel", "chlo",
     "chlo.top_k (k = 3 over the last dimension: ties keep the lower index first, NaN ranks highest, "
     "0.0 above -0.0 as in a total order) with its two named results, and chlo.bessel_i1e on f32",
     """
func.func @main(%x: tensor<3x7xf32>, %b: tensor<10xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>, tensor<10xf32>) {
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<3x7xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
  %i1e = chlo.bessel_i1e %b : tensor<10xf32> -> tensor<10xf32>
  return %values, %indices, %i1e : tensor<3x3xf32>, tensor<3x3xi32>, tensor<10xf32>
}
""", [fixed([[1.0, 5.0, 5.0, -2.0, 5.0, 0.0, 3.0], [np.nan, 1.0, 2.0, np.nan, -np.inf, 2.0, 0.5],
             [-0.0, 0.0, -1.0, -0.0, -3.0, -1.0, -2.0]], np.float32),
      lambda rng: np.concatenate([rng.uniform(-10, 10, 7), [0.0, 50.0, -0.5]]).astype(np.float32)],
     rtol=2e-5, atol=1e-6, ref=lambda x, b: [None, None, _sp().i1e(b)])


# -- composites --------------------------------------------------------------------------------------------

case("composite_pretty_attributes", "composite",
     "stablehlo.composite in the pretty form: a name, composite_attributes of several kinds (f32, "
     "i64, string, bool, array, dense), decomposition = @fn (a private function, here a tanh-GELU), "
     "version; the same composite used twice",
     """
module @composites {
  func.func public @main(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.composite "xlac.gelu" %x {composite_attributes = {approximate = true, coeff = 4.471500e-02 : f32, mode = "tanh", axes = array<i64: 0, 1>, k = 3 : i64, table = dense<[1, 2]> : tensor<2xi32>}, decomposition = @xlac.gelu.impl, version = 2 : i32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.composite "xlac.gelu" %0 {decomposition = @xlac.gelu.impl} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func private @xlac.gelu.impl(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %half = stablehlo.constant dense<5.000000e-01> : tensor<2x4xf32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %c = stablehlo.constant dense<4.471500e-02> : tensor<2x4xf32>
    %s = stablehlo.constant dense<0.797884583> : tensor<2x4xf32>
    %x2 = stablehlo.multiply %x, %x : tensor<2x4xf32>
    %x3 = stablehlo.multiply %x2, %x : tensor<2x4xf32>
    %cx3 = stablehlo.multiply %c, %x3 : tensor<2x4xf32>
    %in = stablehlo.add %x, %cx3 : tensor<2x4xf32>
    %arg = stablehlo.multiply %s, %in : tensor<2x4xf32>
    %t = stablehlo.tanh %arg : tensor<2x4xf32>
    %t1 = stablehlo.add %one, %t : tensor<2x4xf32>
    %hx = stablehlo.multiply %half, %x : tensor<2x4xf32>
    %y = stablehlo.multiply %hx, %t1 : tensor<2x4xf32>
    return %y : tensor<2x4xf32>
  }
}
""", [normal((2, 4), scale=2.0)], rtol=2e-5, atol=2e-6, ref=lambda x: [_gelu(x), _gelu(_gelu(x))])


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1 + np.tanh(np.float64(np.float32(0.797884583)) * (x + np.float64(np.float32(0.044715)) * x ** 3)))


case("composite_generic_nested", "composite",
     "stablehlo.composite in the generic form (<{composite_attributes, decomposition, name, "
     "version}>) with two operands and two results; its decomposition calls another composite and a "
     "private function",
     """
func.func @main(%a: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = "stablehlo.composite"(%a, %b) <{composite_attributes = {eps = 1.000000e-03 : f32}, decomposition = @minmax_scaled, name = "xlac.minmax_scaled", version = 1 : i32}> : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
func.func private @minmax_scaled(%a: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %lo = stablehlo.minimum %a, %b : tensor<5xf32>
  %hi = stablehlo.maximum %a, %b : tensor<5xf32>
  %s = "stablehlo.composite"(%hi) <{decomposition = @double, name = "xlac.double"}> : (tensor<5xf32>) -> tensor<5xf32>
  %t = call @halve(%lo) : (tensor<5xf32>) -> tensor<5xf32>
  return %t, %s : tensor<5xf32>, tensor<5xf32>
}
func.func private @double(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.add %x, %x : tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func private @halve(%x: tensor<5xf32>) -> tensor<5xf32> {
  %h = stablehlo.constant dense<5.000000e-01> : tensor<5xf32>
  %0 = stablehlo.multiply %x, %h : tensor<5xf32>
  return %0 : tensor<5xf32>
}
""", [normal((5,)), fixed([0.0, -0.0, np.nan, 1.0, -2.0], np.float32)])

# -- element types -------------------------------------------------------------------------------------------

case("types_sub_byte_ints", "stablehlo-types",
     "i2, ui2, i4 and ui4 parameters and results: wrapping add and multiply, negate, shifts past "
     "the width, compare, convert to and from i32 (wrapping) and f32",
     """
func.func @main(%a: tensor<8xi4>, %b: tensor<8xi4>, %u: tensor<8xui4>, %s: tensor<4xi2>, %t: tensor<4xui2>, %w: tensor<6xi32>) -> (tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<4xi2>, tensor<4xui2>, tensor<4xi32>, tensor<6xi4>, tensor<6xui2>) {
  %0 = stablehlo.add %a, %b : tensor<8xi4>
  %1 = stablehlo.multiply %a, %b : tensor<8xi4>
  %2 = stablehlo.negate %a : tensor<8xi4>
  %three = stablehlo.constant dense<3> : tensor<8xui4>
  %3 = stablehlo.shift_left %u, %three : tensor<8xui4>
  %4 = stablehlo.shift_right_logical %u, %u : tensor<8xui4>
  %5 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %6 = stablehlo.convert %u : (tensor<8xui4>) -> tensor<8xi32>
  %7 = stablehlo.convert %a : (tensor<8xi4>) -> tensor<8xf32>
  %8 = stablehlo.subtract %s, %s : tensor<4xi2>
  %one = stablehlo.constant dense<1> : tensor<4xi2>
  %9 = stablehlo.add %s, %one : tensor<4xi2>
  %10 = stablehlo.multiply %t, %t : tensor<4xui2>
  %11 = stablehlo.convert %9 : (tensor<4xi2>) -> tensor<4xi32>
  %12 = stablehlo.convert %w : (tensor<6xi32>) -> tensor<6xi4>
  %13 = stablehlo.convert %w : (tensor<6xi32>) -> tensor<6xui2>
  return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13 : tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<4xi2>, tensor<4xui2>, tensor<4xi32>, tensor<6xi4>, tensor<6xui2>
}
""", [fixed([-8, -1, 0, 7, 3, -5, 6, -8], ml_dtypes.int4), fixed([-8, 1, 5, 7, -4, 2, 6, 1], ml_dtypes.int4),
      fixed([0, 1, 5, 15, 8, 3, 12, 7], ml_dtypes.uint4), fixed([-2, -1, 0, 1], ml_dtypes.int2),
      fixed([0, 1, 2, 3], ml_dtypes.uint2), fixed([-9, 8, 15, -1, 100, 7], np.int32)])

case("types_complex_arith", "stablehlo-types",
     "complex<f32> and complex<f64> values: stablehlo.complex from parts, real, imag, add, multiply, "
     "divide, abs, negate, exponential, sqrt, compare EQ/NE, convert f32 -> complex",
     """
func.func @main(%re: tensor<6xf32>, %im: tensor<6xf32>, %w: tensor<6xcomplex<f32>>, %d: tensor<3xcomplex<f64>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3xf64>) {
  %z = stablehlo.complex %re, %im : tensor<6xcomplex<f32>>
  %0 = stablehlo.multiply %z, %w : tensor<6xcomplex<f32>>
  %1 = stablehlo.divide %z, %w : tensor<6xcomplex<f32>>
  %n = stablehlo.negate %z : tensor<6xcomplex<f32>>
  %2 = stablehlo.add %0, %n : tensor<6xcomplex<f32>>
  %3 = stablehlo.abs %z : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %4 = stablehlo.exponential %z : tensor<6xcomplex<f32>>
  %5 = stablehlo.sqrt %w : tensor<6xcomplex<f32>>
  %r = stablehlo.real %1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %i = stablehlo.imag %1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %6 = stablehlo.add %r, %i : tensor<6xf32>
  %7 = stablehlo.compare NE, %z, %w : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xi1>
  %8 = stablehlo.convert %re : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
  %9 = stablehlo.multiply %d, %d : tensor<3xcomplex<f64>>
  %10 = stablehlo.abs %d : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3xf64>
}
""", [normal((6,)), normal((6,)), cnormal((6,)), cnormal((3,), np.complex128, scale=1e3)], rtol=2e-5, atol=2e-6,
     ref=lambda re, im, w, d: [(re + 1j * im) * w, (re + 1j * im) / w, (re + 1j * im) * w - (re + 1j * im),
                              np.abs(re + 1j * im), np.exp(re + 1j * im), np.sqrt(w),
                              ((re + 1j * im) / w).real + ((re + 1j * im) / w).imag, None, re + 0j, d * d, np.abs(d)])

case("types_f8_f64_wide_ints", "stablehlo-types",
     "f8E4M3FN and f8E5M2 parameters and results (converts with rounding and saturation to NaN/inf), "
     "f64 arithmetic, i64/ui64 wrap-around, ui8 and i16 conversions",
     """
func.func @main(%x: tensor<8xf32>, %e4: tensor<6xf8E4M3FN>, %e5: tensor<6xf8E5M2>, %d: tensor<4xf64>, %l: tensor<3xi64>, %u: tensor<3xui64>) -> (tensor<8xf8E4M3FN>, tensor<8xf8E5M2>, tensor<6xf32>, tensor<6xf32>, tensor<4xf64>, tensor<3xi64>, tensor<3xui64>, tensor<8xui8>, tensor<3xi16>) {
  %0 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xf8E4M3FN>
  %1 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xf8E5M2>
  %2 = stablehlo.convert %e4 : (tensor<6xf8E4M3FN>) -> tensor<6xf32>
  %3 = stablehlo.convert %e5 : (tensor<6xf8E5M2>) -> tensor<6xf32>
  %third = stablehlo.constant dense<0.33333333333333331> : tensor<4xf64>
  %dd = stablehlo.multiply %d, %third : tensor<4xf64>
  %4 = stablehlo.add %dd, %d : tensor<4xf64>
  %big = stablehlo.constant dense<9223372036854775807> : tensor<3xi64>
  %5 = stablehlo.add %l, %big : tensor<3xi64>
  %6 = stablehlo.subtract %u, %u : tensor<3xui64>
  %one = stablehlo.constant dense<1> : tensor<3xui64>
  %7 = stablehlo.subtract %6, %one : tensor<3xui64>
  %8 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xui8>
  %9 = stablehlo.convert %l : (tensor<3xi64>) -> tensor<3xi16>
  return %0, %1, %2, %3, %4, %5, %7, %8, %9 : tensor<8xf8E4M3FN>, tensor<8xf8E5M2>, tensor<6xf32>, tensor<6xf32>, tensor<4xf64>, tensor<3xi64>, tensor<3xui64>, tensor<8xui8>, tensor<3xi16>
}
""", [fixed([0.3, -1.7, 500.0, 1e5, np.nan, -np.inf, 0.0009765625, 17.0], np.float32),
      fixed([0.5, -448.0, 3.25, np.nan, -0.0, 0.015625], ml_dtypes.float8_e4m3fn),
      fixed([57344.0, -np.inf, 1.25, np.nan, 6.1e-5, -3.0], ml_dtypes.float8_e5m2),
      fixed([1.0, -2.5, 1e300, 3.0], np.float64), fixed([1, -2, 70000], np.int64),
      fixed([0, 1, 18446744073709551615], np.uint64)],
     rtol=1e-15)  # XLA:CPU contracts d * third + d into one fma (one rounding): 1 ulp from two roundings


case("chlo_broadcasting_ops", "chlo",
     "chlo's broadcasting binary ops (what TensorFlow emits): broadcast_add with numpy-style implicit "
     "broadcasting (3x1 with 1x4), broadcast_multiply and broadcast_maximum with broadcast_dimensions, "
     "broadcast_compare with #chlo<comparison_direction>, broadcast_select, broadcast_and on i1",
     """
func.func @main(%a: tensor<3x1xf32>, %b: tensor<1x4xf32>, %v: tensor<4xf32>, %m: tensor<3x4xf32>, %p: tensor<3x4xi1>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xi1>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<3x1xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_multiply %v, %m {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = chlo.broadcast_maximum %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  %3 = chlo.broadcast_compare %0, %m {comparison_direction = #chlo<comparison_direction GT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %4 = chlo.broadcast_select %3, %1, %2 : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = chlo.broadcast_and %3, %p : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xi1>
}
""", [ints(-4, 4, (3, 1), np.float32), ints(-4, 4, (1, 4), np.float32), ints(-4, 4, (4,), np.float32),
      ints(-4, 4, (3, 4), np.float32), lambda rng: rng.random((3, 4)) < 0.5])

# -- misc ops --------------------------------------------------------------------------------------------------

case("barrier_precision_bitcast", "stablehlo-ops",
     "stablehlo.optimization_barrier over two values, reduce_precision to e5m10, e8m7 and e4m3 "
     "(rounding, overflow to inf, NaN kept), bitcast_convert f32 <-> i32/ui32 and across widths "
     "(f32 -> 2 x f16 adds a minor dimension; 2 x bf16 -> f32 removes it)",
     """
func.func @main(%x: tensor<6xf32>, %n: tensor<3xi32>, %h: tensor<3x2xbf16>) -> (tensor<6xf32>, tensor<3xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<3xf32>, tensor<6x2xf16>, tensor<3xf32>, tensor<6xui32>) {
  %0:2 = stablehlo.optimization_barrier %x, %n : tensor<6xf32>, tensor<3xi32>
  %1 = stablehlo.reduce_precision %0#0, format = e5m10 : tensor<6xf32>
  %2 = stablehlo.reduce_precision %0#0, format = e8m7 : tensor<6xf32>
  %3 = stablehlo.reduce_precision %0#0, format = e4m3 : tensor<6xf32>
  %4 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6xi32>
  %5 = stablehlo.bitcast_convert %n : (tensor<3xi32>) -> tensor<3xf32>
  %6 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6x2xf16>
  %7 = stablehlo.bitcast_convert %h : (tensor<3x2xbf16>) -> tensor<3xf32>
  %8 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6xui32>
  return %0#0, %0#1, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<6xf32>, tensor<3xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<3xf32>, tensor<6x2xf16>, tensor<3xf32>, tensor<6xui32>
}
""", [fixed([1.0009765625, 70000.0, -0.1, np.nan, 1.0e-8, 3.14159], np.float32),
      fixed([0x3FC00000, -1, 0x7F800001], np.int32),
      fixed([[0.0, 1.875], [1.0, -2.0], [-0.0, 3.0]], ml_dtypes.bfloat16)])

case("rng_bit_generator_algorithms", "stablehlo-rng",
     "stablehlo.rng_bit_generator with the THREE_FRY, PHILOX (2- and 3-word states) and DEFAULT "
     "algorithms: the new state and ui32, ui64 and ui8 outputs (the two named results)",
     """
func.func @main(%s2: tensor<2xui64>, %s3: tensor<3xui64>) -> (tensor<2xui64>, tensor<3x4xui32>, tensor<2xui64>, tensor<5xui64>, tensor<3xui64>, tensor<2x3xui32>, tensor<2xui64>, tensor<7xui8>) {
  %output_state, %output = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %0:2 = stablehlo.rng_bit_generator %s2, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
  %1:2 = stablehlo.rng_bit_generator %s3, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui32>)
  %2:2 = "stablehlo.rng_bit_generator"(%output_state) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui8>)
  return %output_state, %output, %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : tensor<2xui64>, tensor<3x4xui32>, tensor<2xui64>, tensor<5xui64>, tensor<3xui64>, tensor<2x3xui32>, tensor<2xui64>, tensor<7xui8>
}
""", [fixed([42, 0xDEADBEEFCAFEF00D], np.uint64), fixed([1, 2, 3], np.uint64)])

case("fft_all_types", "stablehlo-fft",
     "stablehlo.fft of each type: FFT and IFFT over the last dimension and the last two, RFFT "
     "(f32 -> n/2+1 complex) and IRFFT back to 8 reals",
     """
func.func @main(%z: tensor<3x8xcomplex<f32>>, %r: tensor<2x8xf32>) -> (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x8xf32>) {
  %0 = stablehlo.fft %z, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %1 = stablehlo.fft %z, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %2 = "stablehlo.fft"(%z) <{fft_length = array<i64: 3, 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %3 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  %4 = stablehlo.fft %3, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
  return %0, %1, %2, %3, %4 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x8xf32>
}
""", [lambda rng: (rng.integers(-4, 5, (3, 8)) + 1j * rng.integers(-4, 5, (3, 8))).astype(np.complex64),
      ints(-4, 4, (2, 8), np.float32)], rtol=1e-5, atol=1e-5,
     ref=lambda z, r: [np.fft.fft(z), np.fft.ifft(z), np.fft.fft2(z), np.fft.rfft(r), np.fft.irfft(np.fft.rfft(r), 8)])

case("linalg_triangular_solve", "stablehlo-linalg",
     "stablehlo.triangular_solve (generic form: left_side, lower, unit_diagonal, "
     "transpose_a = #stablehlo<transpose ...>): left lower, right upper transposed, unit diagonal, "
     "batched, and ADJOINT on complex<f32>",
     """
func.func @main(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>, %c: tensor<3x4xf32>, %ab: tensor<2x3x3xf32>, %bb: tensor<2x3x2xf32>, %za: tensor<3x3xcomplex<f32>>, %zb: tensor<3x2xcomplex<f32>>) -> (tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<2x3x2xf32>, tensor<3x2xcomplex<f32>>) {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = "stablehlo.triangular_solve"(%a, %c) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %3 = "stablehlo.triangular_solve"(%ab, %bb) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %4 = "stablehlo.triangular_solve"(%za, %zb) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<2x3x2xf32>, tensor<3x2xcomplex<f32>>
}
""", [lambda rng: (rng.standard_normal((4, 4)) + 4 * np.eye(4)).astype(np.float32), normal((4, 3)), normal((3, 4)),
      lambda rng: (rng.standard_normal((2, 3, 3)) + 3 * np.eye(3)).astype(np.float32), normal((2, 3, 2)),
      lambda rng: (rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3)) + 3 * np.eye(3)).astype(np.complex64),
      cnormal((3, 2))], rtol=1e-5, atol=1e-5,
     ref=lambda a, b, c, ab, bb, za, zb: _trsm_refs(a, b, c, ab, bb, za, zb))


def _trsm_refs(a, b, c, ab, bb, za, zb) -> list[np.ndarray]:
    lo, up = np.tril(a), np.triu(a)
    unit = np.triu(a, 1) + np.eye(4)
    return [np.linalg.solve(lo, b), np.linalg.solve(up, c.T).T, np.linalg.solve(unit, b),
            np.linalg.solve(np.swapaxes(np.tril(ab), -1, -2), bb), np.linalg.solve(np.tril(za).conj().T, zb)]


case("linalg_cholesky", "stablehlo-linalg",
     "stablehlo.cholesky, pretty (lower = true) and generic (<{lower = false}>), batched and on "
     "complex<f32>; the triangle the op leaves unspecified is masked with iota/compare/select",
     """
func.func @main(%a: tensor<4x4xf32>, %b: tensor<2x3x3xf32>, %z: tensor<3x3xcomplex<f32>>) -> (tensor<4x4xf32>, tensor<2x3x3xf32>, tensor<3x3xcomplex<f32>>) {
  %l = stablehlo.cholesky %a, lower = true : tensor<4x4xf32>
  %r4 = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %c4 = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %keep4 = stablehlo.compare GE, %r4, %c4, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %z4 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
  %0 = stablehlo.select %keep4, %l, %z4 : tensor<4x4xi1>, tensor<4x4xf32>
  %u = "stablehlo.cholesky"(%b) <{lower = false}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %r3 = stablehlo.iota dim = 1 : tensor<2x3x3xi32>
  %c3 = stablehlo.iota dim = 2 : tensor<2x3x3xi32>
  %keep3 = stablehlo.compare LE, %r3, %c3, SIGNED : (tensor<2x3x3xi32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi1>
  %z3 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x3xf32>
  %1 = stablehlo.select %keep3, %u, %z3 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
  %lz = stablehlo.cholesky %z, lower = true : tensor<3x3xcomplex<f32>>
  %rz = stablehlo.iota dim = 0 : tensor<3x3xi32>
  %cz = stablehlo.iota dim = 1 : tensor<3x3xi32>
  %keepz = stablehlo.compare GE, %rz, %cz, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %zz = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x3xcomplex<f32>>
  %2 = stablehlo.select %keepz, %lz, %zz : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<2x3x3xf32>, tensor<3x3xcomplex<f32>>
}
""", [lambda rng: _spd(rng, (4, 4), np.float32), lambda rng: _spd(rng, (2, 3, 3), np.float32),
      lambda rng: _spd(rng, (3, 3), np.complex64)], rtol=1e-5, atol=1e-5,
     ref=lambda a, b, z: [np.linalg.cholesky(a), np.swapaxes(np.linalg.cholesky(b), -1, -2), np.linalg.cholesky(z)])


def _spd(rng: np.random.Generator, shape: tuple[int, ...], dtype: Any) -> np.ndarray:
    """A well-conditioned Hermitian positive definite matrix (batch) of ``dtype``, exact in it."""
    m = rng.integers(-3, 4, shape).astype(np.float64)
    if np.dtype(dtype).kind == "c":
        m = m + 1j * rng.integers(-3, 4, shape)
    n = shape[-1]
    a = m @ np.swapaxes(m.conj(), -1, -2) + n * np.eye(n)
    return a.astype(dtype)


# -- syntax: locations, comments, attributes, names ---------------------------------------------------------

case("syntax_locations", "stablehlo-syntax",
     "locations as MLIR prints them with debug info: #loc aliases defined before the module (those "
     "other locations refer to) and after it (used as loc(#locN) before their definition), loc(...) on ops, function arguments, block arguments, "
     "functions and the module; file:line:col, named, fused (with and without metadata), callsite, "
     "nested callsite and unknown locations",
     """
#loc1 = loc("model.py":3:1)
#loc2 = loc("model.py":4:10)
#loc3 = loc("f.py":10:5)
#loc4 = loc("g.py":20:1)
module @located attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> loc("x"), %arg1: tensor<4xf32> loc("y")) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32> loc(#loc1)
    %1 = stablehlo.multiply %0, %arg1 : tensor<4xf32> loc(#loc5)
    %2 = "stablehlo.subtract"(%1, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc6)
    %3 = stablehlo.floor %2 : tensor<4xf32> loc(fused[#loc1, "pjit"(#loc2)])
    %4 = stablehlo.abs %3 : tensor<4xf32> loc(callsite(#loc3 at #loc4))
    %5 = stablehlo.negate %4 : tensor<4xf32> loc(unknown)
    %6 = stablehlo.maximum %5, %arg0 : tensor<4xf32> loc(fused<"xlac.pass">["a.py":1:2, #loc2])
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %8 = stablehlo.reduce(%6 init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32> loc("lhs"), %b: tensor<f32> loc(#loc4))  {
      %s = stablehlo.add %a, %b : tensor<f32> loc("jit(f)/jit(main)/reduce_sum"("model.py":9:7))
      stablehlo.return %s : tensor<f32> loc(#loc)
    } loc(#loc7)
    return %5, %6, %8 : tensor<4xf32>, tensor<4xf32>, tensor<f32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc5 = loc("named"(#loc2))
#loc6 = loc(callsite("inner"("f.py":1:1) at callsite("outer"("f.py":2:2) at "main.py":3:3)))
#loc7 = loc("reduce"(#loc3))
""", [ints(-8, 8, (4,), np.float32), ints(-8, 8, (4,), np.float32)])


case("syntax_comments_attributes_names", "stablehlo-syntax",
     "// comments on their own lines, after code and inside an op split over several lines; a "
     "quoted module name; argument and result attributes JAX and XLA print (jax.result_info, "
     "jax.buffer_donor, mhlo.sharding, mhlo.layout_mode, mhlo.frontend_attributes), module "
     "attributes, discardable attributes on ops; SSA names with . $ - _ and digits, %name#N uses of "
     "multi-result ops, ops with extra whitespace",
     """
// A module written by hand.
// The comments hold things that look like code: %0 = stablehlo.add %a, %b : tensor<4xf32>
module @"jit_my-fn.v2" attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xlac.origin = "hand"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  // main takes a matrix and a vector
  func.func public @main(%arg0: tensor<2x3xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %x.y_z-1$: tensor<3xi32> {jax.buffer_donor = true, mhlo.layout_mode = "default"}) -> (tensor<2x3xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}, tensor<3xi32> {jax.result_info = "result['key']"}, tensor<3xi32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x3xf32>  // a trailing comment with "quotes", // and */
    %0 = stablehlo.multiply %arg0, %cst {mhlo.frontend_attributes = {xlac.note = "kept"}, xlac.unknown_attr = [1, "two", 3.0 : f32]} : tensor<2x3xf32>
    %1:2 = "stablehlo.sort"(%x.y_z-1$, %x.y_z-1$) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%lhs.0: tensor<i32>, %rhs.0: tensor<i32>, %lhs.1: tensor<i32>, %rhs.1: tensor<i32>):
      // descending
      %gt = stablehlo.compare  GT,   %lhs.0,%rhs.0,  SIGNED :(tensor<i32>, tensor<i32>)->tensor<i1>
      stablehlo.return %gt : tensor<i1>
    }) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
    %2 = stablehlo.add
      %1#0,  // the sorted keys
      %1#1
      : tensor<3xi32>
    %_under_score = stablehlo.negate %0 : tensor<2x3xf32>
    %42 = stablehlo.abs %_under_score : tensor<2x3xf32>
    return %42, %2, %1#1 : tensor<2x3xf32>, tensor<3xi32>, tensor<3xi32>
  }
}
// the end
""", [normal((2, 3)), fixed([3, -7, 5], np.int32)])

# -- tuples and tokens ----------------------------------------------------------------------------------------

case("tuple_inside", "stablehlo-tuple-token",
     "stablehlo.tuple and get_tuple_element (pretty %t[N] and generic <{index}>) on nested tuples "
     "inside a function and a private function taking and returning a tuple (StableHLO's while takes "
     "no tuples; XLA:CPU takes no tuple-typed parameters or results of @main from this client)",
     """
func.func private @swap(%t: tuple<tensor<4xf32>, tensor<2xi32>>) -> tuple<tensor<2xi32>, tensor<4xf32>> {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32>
  %b = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<2xi32>
  %r = stablehlo.tuple %b, %a : tuple<tensor<2xi32>, tensor<4xf32>>
  return %r : tuple<tensor<2xi32>, tensor<4xf32>>
}
func.func @main(%a: tensor<4xf32>, %b: tensor<2xi32>) -> (tensor<4xf32>, tensor<2xi32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<2xi32>>
  %nested = "stablehlo.tuple"(%t, %a) : (tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>) -> tuple<tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>>
  %inner = stablehlo.get_tuple_element %nested[0] : (tuple<tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>>) -> tuple<tensor<4xf32>, tensor<2xi32>>
  %s = call @swap(%inner) : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tuple<tensor<2xi32>, tensor<4xf32>>
  %x = stablehlo.get_tuple_element %s[1] : (tuple<tensor<2xi32>, tensor<4xf32>>) -> tensor<4xf32>
  %y = stablehlo.get_tuple_element %s[0] : (tuple<tensor<2xi32>, tensor<4xf32>>) -> tensor<2xi32>
  return %x, %y : tensor<4xf32>, tensor<2xi32>
}
""", [normal((4,)), fixed([3, -2], np.int32)])

case("tokens_inside", "stablehlo-tuple-token",
     "!stablehlo.token values: create_token, after_all with zero, one and several operands (pretty "
     "and generic), a token parameter and result of a private function called twice, a token carried "
     "through a while loop (XLA:CPU does not take token parameters or results of @main from this "
     "client)",
     """
func.func private @step(%t: !stablehlo.token, %x: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
  %t1 = stablehlo.after_all %t : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<4xf32>
  return %t1, %y : !stablehlo.token, tensor<4xf32>
}
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t0 = stablehlo.create_token : !stablehlo.token
  %e = "stablehlo.after_all"() : () -> !stablehlo.token
  %j = stablehlo.after_all %t0, %e, %t0 : !stablehlo.token
  %t1, %y = call @step(%j, %a) : (!stablehlo.token, tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>)
  %t2:2 = func.call @step(%t1, %y) : (!stablehlo.token, tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>)
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %tok = %t2#0, %v = %t2#1) : tensor<i32>, !stablehlo.token, tensor<4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    %tok1 = "stablehlo.after_all"(%tok, %tok) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %half = stablehlo.constant dense<-5.000000e-01> : tensor<4xf32>
    %v1 = stablehlo.multiply %v, %half : tensor<4xf32>
    stablehlo.return %i1, %tok1, %v1 : tensor<i32>, !stablehlo.token, tensor<4xf32>
  }
  return %t2#1, %w#2 : tensor<4xf32>, tensor<4xf32>
}
""", [ints(-8, 8, (4,), np.float32)])


if __name__ == "__main__":
    sys.exit(main())
