"""Does `xlac dump-ir --stage hlo` of every StableHLO twin (tests/corpus/jax/NAME.mlir) give HLO text
that XLA's parser reads and XLA:CPU runs to the outputs stored for NAME? (issue 34: the dump converts.)

    make corpus-check-converted       # or: JAX_PYTHON tools/corpus/check_converted.py [NAME ...]

Runs in the jax environment (tools/corpus/.venv); xlac converts in a subprocess of the test venv
(XLAC_PYTHON, default .venv/bin/python), so xlac never imports jax nor jax xlac.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = REPO / "tests" / "corpus" / "jax"
sys.path.insert(0, str(HERE))

import generate  # noqa: E402

_CONVERT = """
import sys
from pathlib import Path
from xlac import driver
from xlac.hlo.printer import print_module
out = Path(sys.argv[1])
for src in sys.argv[2:]:
    try:
        (out / (Path(src).stem + ".hlo")).write_text(print_module(driver.load_module(src)))
    except Exception as e:  # noqa: BLE001 - reported by the caller as a missing file
        print(Path(src).stem, str(e).splitlines()[0], file=sys.stderr)
"""


def _register_lapack() -> None:
    """jaxlib registers its LAPACK FFI targets when jax's linalg first runs; XLA:CPU crashes on
    a module that calls one before that."""
    import jax
    import jax.numpy as jnp

    eye = np.eye(3, dtype=np.float32)
    for fn in (jnp.linalg.svd, jnp.linalg.eig, jnp.linalg.qr, jnp.linalg.cholesky, jnp.linalg.eigh,
               jax.scipy.linalg.lu, jax.scipy.linalg.schur, jax.scipy.linalg.hessenberg):
        fn(eye)


def main(names: list[str]) -> int:
    manifest = {m["name"]: m for m in json.loads((CORPUS / "manifest.json").read_text())}
    sources = [CORPUS / f"{n}.mlir" for n in (names or sorted(manifest)) if (CORPUS / f"{n}.mlir").exists()]
    xla = generate.Xla()
    _register_lapack()
    import jax
    import ml_dtypes

    raw = {"bf16": ml_dtypes.bfloat16, "f8e4m3fn": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2}
    counts = {"match": 0, "differ": 0, "rejected": 0, "not converted": 0}
    with tempfile.TemporaryDirectory() as tmp:
        python = os.environ.get("XLAC_PYTHON", str(REPO / ".venv" / "bin" / "python"))
        subprocess.run([python, "-c", _CONVERT, tmp, *map(str, sources)], cwd=REPO, check=True)
        for src in sources:
            name, case = src.stem, manifest[src.stem]
            hlo = Path(tmp) / f"{name}.hlo"
            if not hlo.exists():
                counts["not converted"] += 1
                print(f"not converted: {name}")
                continue
            with np.load(CORPUS / f"{name}.npz") as data:
                def view(key: str, dtype: str, data=data) -> np.ndarray:
                    a = data[key]
                    return a.view(raw[dtype]) if dtype in raw else a.astype(ml_dtypes.int4) if dtype == "s4" else \
                        a.astype(ml_dtypes.uint4) if dtype == "u4" else a
                ins = [view(f"in{k}", s["dtype"]) for k, s in enumerate(case["inputs"])]
                outs = [view(f"out{k}", s["dtype"]) for k, s in enumerate(case["outputs"])]
            jax.config.update("jax_enable_x64", bool(case.get("jax_enable_x64")))
            try:
                got = xla.run(hlo.read_text(), ins)
            except Exception as e:  # noqa: BLE001 - XLA refused the text: report it
                counts["rejected"] += 1
                print(f"rejected by XLA: {name}: {str(e).splitlines()[0][:200]}")
                continue
            bad = [k for k, (g, w) in enumerate(zip(got, outs)) if not _same(np.asarray(g), w, case)]
            counts["differ" if bad else "match"] += 1
            if bad:
                print(f"differs from the stored outputs: {name}: out{', out'.join(map(str, bad))}")
    print(", ".join(f"{v} {k}" for k, v in counts.items()), f"(of {len(sources)})")
    return 0 if counts["match"] == len(sources) else 1


def _same(got: np.ndarray, want: np.ndarray, case: dict) -> bool:
    if got.dtype.kind in "biu" and want.dtype.kind in "biu":
        return bool(np.array_equal(got, want))
    wide = np.complex128 if got.dtype.kind == "c" else np.float64
    return bool(np.allclose(got.astype(wide), want.astype(wide), case["rtol"], case["atol"], equal_nan=True))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
