"""The corpus generator's bookkeeping (tools/corpus/generate.py) against what the repository holds:
every manifest entry's opcode list, input/output specs and npz arrays agree with its files. jax is
not needed: the generator imports it only to lower and run programs."""

from __future__ import annotations

import importlib.util
import json

import numpy as np
import pytest
from corpus import CORPORA_DIR, REPO

_spec = importlib.util.spec_from_file_location("corpus_generate", REPO / "tools" / "corpus" / "generate.py")
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

MANIFEST = json.loads((CORPORA_DIR / "jax" / "manifest.json").read_text())


def test_opcodes_skip_comments_and_tuple_shapes() -> None:
    text = ("HloModule m\n\nENTRY e {\n  p = f32[2] parameter(0)\n"
            "  t = (f32[2], /*index=1*/f32[2]) tuple(p, p)\n  ROOT w = f32[2] add(p, p) // mul(\n}\n")
    assert generate.opcodes(text) == ["add", "parameter", "tuple"]


def test_stored_keeps_rank0_and_raw_bits() -> None:
    import ml_dtypes

    assert generate.stored(np.float32(1.5)).shape == ()
    assert generate.stored(np.array([1.0], ml_dtypes.bfloat16)).dtype == np.uint16
    raw = generate.stored(np.array([-3, 7], ml_dtypes.int4))
    assert raw.dtype == np.uint8 and raw.view(ml_dtypes.int4).tolist() == [-3, 7]


@pytest.mark.parametrize("entry", MANIFEST, ids=[m["name"] for m in MANIFEST])
def test_manifest_entry_matches_files(entry: dict) -> None:
    base = CORPORA_DIR / "jax" / entry["name"]
    assert entry["ops"] == generate.opcodes(base.with_suffix(".hlo").read_text())
    with np.load(base.with_suffix(".npz")) as data:
        for kind, specs in (("in", entry["inputs"]), ("out", entry["outputs"])):
            assert sorted(k for k in data if k.startswith(kind)) == sorted(f"{kind}{i}" for i in range(len(specs)))
            for i, spec in enumerate(specs):
                assert list(data[f"{kind}{i}"].shape) == spec["shape"], f"{kind}{i}"


def test_every_program_case_is_in_the_manifest() -> None:
    """Case names written by the program modules (read as text: no jax here) are all in the manifest."""
    import re

    names = {m["name"] for m in MANIFEST}
    for path in (REPO / "tools" / "corpus" / "programs").glob("*.py"):
        text = path.read_text()
        for name in re.findall(r'name="([a-z0-9_]+)"', text):
            if 'out_dir=' in text and name.startswith("train_step_transformer"):
                assert (REPO / "bench" / f"{name}.hlo").exists()
                continue
            assert name in names, f"{path.name}: {name} not generated (make corpus)"
