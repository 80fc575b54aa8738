"""wasm32 code as a standalone WebAssembly module, run in Node.js through its generated loader,
compared with the outputs real XLA computed; and what `xlac compile -o M.wasm` writes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case, known_failures
from edge_corpus import DEVICE_GROUPS, FAST, group_cases, run_case

from xlac.errors import XlacError
from xlac.targets.cpu import wasm

pytestmark = pytest.mark.skipif(bool(wasm.missing_tools()), reason="; ".join(wasm.missing_tools()))


def _check(name: str, tmp_path: Path) -> None:
    reason = known_failures().get("cpu", {}).get(name)
    try:
        problems = run_case(case(name), "wasm", keep=tmp_path)
    except XlacError as e:
        problems = [e.message]
    if reason and problems:
        pytest.xfail(f"fails on the host cpu too: {reason}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", FAST)
def test_fast_subset_matches_xla(name: str, tmp_path: Path) -> None:
    _check(name, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", [c.name for g in DEVICE_GROUPS["wasm"] for c in group_cases(g)])
def test_group_case_matches_xla(name: str, tmp_path: Path) -> None:
    _check(name, tmp_path)


def test_every_group_has_cases() -> None:
    for group in DEVICE_GROUPS["wasm"]:
        assert group_cases(group), f"no corpus case in the {group} group"


def _compile(tmp_path: Path, name: str) -> Path:
    out = tmp_path / "m.wasm"
    proc = xlac("compile", str(case(name).hlo), "--triple", "wasm32-unknown-unknown",
                           "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    return out


def test_compile_writes_module_and_loader(tmp_path: Path) -> None:
    out = _compile(tmp_path, "mlp_forward")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.h", "m.mjs", "m.wasm", "m.wasm.xlac.json"]
    assert out.read_bytes()[:4] == b"\0asm"
    probe = ("const m = new WebAssembly.Module(require('fs').readFileSync(process.argv[1]));"
             "console.log(JSON.stringify([WebAssembly.Module.imports(m).length, "
             "WebAssembly.Module.exports(m).map(e => e.name).sort()]))")
    got = json.loads(subprocess.run(["node", "-e", probe, str(out)], capture_output=True, text=True,
                                    check=True).stdout)
    assert got == [0, ["__heap_base", "m", "memory"]]  # standalone: libm is linked in; the entry is named after m.wasm
    loader = (tmp_path / "m.mjs").read_text()
    assert "params[0] x.1: f32[8,16]{1,0}, 512 bytes, Float32Array" in loader


def test_loader_takes_and_returns_typed_arrays(tmp_path: Path) -> None:
    c = case("softmax_f32")
    _compile(tmp_path, "softmax_f32")
    ins, want = c.arrays()
    (tmp_path / "in.json").write_text(json.dumps([a.astype(np.float64).ravel().tolist() for a in ins]))
    script = ("import { load, results } from './m.mjs';\n"
              "import { readFileSync } from 'node:fs';\n"
              "const ins = JSON.parse(readFileSync('in.json')).map(a => Float32Array.from(a));\n"
              "const model = await load();\n"
              "const outs = model.run(...ins); model.run(...ins);\n"
              "console.log(JSON.stringify({kind: outs[0].constructor.name, dims: results[0].dims,"
              " values: Array.from(outs[0])}));\n")
    (tmp_path / "main.mjs").write_text(script)
    proc = subprocess.run(["node", "main.mjs"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["kind"] == "Float32Array" and doc["dims"] == list(want[0].shape)
    np.testing.assert_allclose(np.array(doc["values"], np.float32).reshape(want[0].shape), want[0],
                               rtol=c.rtol, atol=c.atol)


def test_loader_rejects_wrong_input_size(tmp_path: Path) -> None:
    _compile(tmp_path, "unary_exp_f32")
    (tmp_path / "main.mjs").write_text("import { load } from './m.mjs';\n"
                                       "(await load()).run(new Float32Array(3));\n")
    proc = subprocess.run(["node", "main.mjs"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode != 0 and "must be a typed array of 520 bytes" in proc.stderr


def test_run_cli_and_saved_module(tmp_path: Path) -> None:
    c = case("while_fori_loop")
    npz = str(c.hlo.with_suffix(".npz"))
    for model in (str(c.hlo), str(_compile(tmp_path, "while_fori_loop"))):
        extra = ["--triple", "wasm32-unknown-unknown"] if model.endswith(".hlo") else []
        proc = xlac("run", model, *extra, "-i", npz, "--check", "-q")
        assert proc.returncode == 0, proc.stderr
        assert re.search(r"check: \d+ results? match(es)? the interpreter", proc.stdout)


def test_custom_call_without_implementation_is_one_line() -> None:
    """jaxlib's LAPACK custom calls have no wasm32 implementation: the link says which symbols."""
    proc = xlac("run", str(case("linalg_cholesky").hlo), "--triple", "wasm32-unknown-unknown", "-q")
    assert proc.returncode == 1 and proc.stderr.count("\n") == 1, proc.stderr
    assert "lapack_spotrf_ffi" in proc.stderr


@pytest.mark.parametrize("tool,package", [("node", "nodejs"), ("wasm-ld", "lld")])
def test_missing_tool_is_one_line_naming_the_package(monkeypatch, tool: str, package: str) -> None:
    real = shutil.which
    monkeypatch.setattr(wasm.shutil, "which", lambda name: None if name == tool else real(name))
    with pytest.raises(XlacError) as e:
        wasm.NodeDevice()
    assert f"Debian package {package}" in e.value.message and "\n" not in e.value.message
