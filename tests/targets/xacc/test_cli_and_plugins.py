"""The commands on xacc, the corpus binaries' asm/disasm round trip, and the two test packages
that reach xlac only through entry points (a custom-call kernel; a copy of the target)."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case as load_case
from corpus import case_names

from xlac.driver import load_module
from xlac.errors import XlacError
from xlac.registry import get_target
from xlac.targets.xacc.assembler import assemble, disassemble

HERE = Path(__file__).resolve().parent
PLUGINS = HERE / "plugins"
SAXPY = """HloModule saxpy
ENTRY main {
  a = f32[] parameter(0)
  x = f32[37] parameter(1)
  y = f32[37] parameter(2)
  s = f32[37] custom-call(a, x, y), custom_call_target="xacc_saxpy"
  ROOT r = f32[37] multiply(s, s)
}
"""


def test_compile_run_emit_asm_disasm(tmp_path: Path) -> None:
    model = tmp_path / "m.hlo"
    model.write_text("""HloModule m
ENTRY e {
  x = f32[100] parameter(0)
  ROOT y = f32[100] exponential(x)
}
""")
    r = xlac("compile", str(model), "--target", "xacc", "-o", str(tmp_path / "m.xbin"))
    assert r.returncode == 0, r.stderr
    r = xlac("compile", str(model), "--target", "xacc", "--emit", "asm", cwd=tmp_path)
    assert r.returncode == 0 and (tmp_path / "m.s").read_text().startswith(".meta"), r.stderr
    r = xlac("run", str(tmp_path / "m.xbin"), "-i", "100xf32=" + ",".join(["1"] * 100), "--stats")
    assert r.returncode == 0, r.stderr
    assert "2.718282" in r.stdout and "cycles:" in r.stderr and "vector unit utilization" in r.stderr
    r = xlac("disasm", str(tmp_path / "m.xbin"), "-o", str(tmp_path / "d.s"))
    assert r.returncode == 0, r.stderr
    r = xlac("asm", str(tmp_path / "d.s"), "-o", str(tmp_path / "again.xbin"))
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "again.xbin").read_bytes() == (tmp_path / "m.xbin").read_bytes()
    r = xlac("dump-ir", str(model), "--target", "xacc", "--stage", "isa")
    assert r.returncode == 0 and "vexp.f32" in r.stdout


def test_unsupported_case_is_one_line_exit_1(tmp_path: Path) -> None:
    model = tmp_path / "m.hlo"
    model.write_text("HloModule m\nENTRY e {\n  x = f64[4] parameter(0)\n  ROOT y = f64[4] negate(x)\n}\n")
    r = xlac("run", str(model), "--target", "xacc")
    assert r.returncode == 1
    assert r.stderr.count("\n") <= 3 and "unsupported on xacc: dtype f64" in r.stderr
    assert "Traceback" not in r.stderr


def test_assembly_error_exit_1(tmp_path: Path) -> None:
    (tmp_path / "bad.s").write_text("nop\n  vadd.f32 v1, v2\n")
    r = xlac("asm", str(tmp_path / "bad.s"))
    assert r.returncode == 1 and "bad.s:2:3: error: 'vadd' takes 3 operands" in r.stderr
    assert not (tmp_path / "bad.xbin").exists()


def test_every_corpus_binary_round_trips_through_disasm() -> None:
    target = get_target("xacc")
    compiled = 0
    for name in case_names():
        module = load_module(load_case(name).hlo)
        try:
            exe = target.compile(module)
        except XlacError:
            continue
        binary = exe.container.to_bytes()
        assert assemble(disassemble(exe.container)).to_bytes() == binary, name
        compiled += 1
    assert compiled >= 200


def test_in_tree_kernel_runs_on_the_device() -> None:
    module = load_module_text(SAXPY)
    a, x, y = np.float32(2), np.arange(37, dtype=np.float32), np.ones(37, np.float32)
    got = get_target("xacc").compile(module).run(None, a, x, y)[0]
    np.testing.assert_array_equal(got, (a * x + y) ** 2)
    assert "hcall" not in get_target("xacc").dump(module, "isa", get_target("xacc").options())


def test_kernel_manifest_is_checked() -> None:
    module = load_module_text(SAXPY.replace("f32[37]", "s32[37]").replace("f32[] parameter", "s32[] parameter"))
    with pytest.raises(XlacError, match="kernel 'xacc_saxpy' takes operands"):
        get_target("xacc").compile(module)


def test_host_custom_calls_say_so_in_stats(tmp_path: Path) -> None:
    case = load_case("linalg_triangular_solve")
    r = xlac("run", str(case.hlo), "--target", "xacc", "--stats", "-q")
    assert r.returncode == 0, r.stderr
    assert "host calls: 1" in r.stderr


def load_module_text(text: str):
    from xlac.driver import load_text

    return load_text(text)


def _install(site: Path, pkg: Path) -> None:
    """What pip leaves in site-packages: the package and a .dist-info with its entry points."""
    meta = tomllib.loads((pkg / "pyproject.toml").read_text())["project"]
    for child in pkg.iterdir():
        if child.is_dir() and (child / "__init__.py").exists():
            shutil.copytree(child, site / child.name)
    info = site / f"{meta['name'].replace('-', '_')}-{meta['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {meta['version']}\n")
    lines = []
    for group, eps in meta["entry-points"].items():
        lines.append(f"[{group}]")
        lines += [f"{k} = {v}" for k, v in eps.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")


def test_kernel_package_through_the_entry_point(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _install(site, PLUGINS / "xacc_kernel_pkg")
    model = tmp_path / "m.hlo"
    model.write_text("""HloModule m
ENTRY e {
  x = f32[20] parameter(0)
  s = f32[] parameter(1)
  ROOT r = f32[20] custom-call(x, s), custom_call_target="demo_relu_scale"
}
""")
    x = "20xf32=" + ",".join(str(v) for v in range(-10, 10))
    r = xlac("run", str(model), "--target", "xacc", "-i", x, "-i", "f32=0.5", "--stats", pythonpath=[site])
    assert r.returncode == 0, r.stderr
    assert "host calls" not in r.stderr  # the device kernel ran, not the host implementation
    assert "4.5" in r.stdout and "-5" not in r.stdout
    r = xlac("run", str(model), "--target", "interpreter", "-i", x, "-i", "f32=0.5", pythonpath=[site])
    assert r.returncode == 0 and "4.5" in r.stdout, r.stderr


def test_target_copy_through_the_entry_point(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _install(site, PLUGINS / "xacc_copy_pkg")
    r = xlac("targets", pythonpath=[site])
    assert "xacc2" in r.stdout, r.stderr
    case = load_case("softmax_f32")
    out = tmp_path / "out.npz"
    npz = case.hlo.with_suffix(".npz")
    r = xlac("run", str(case.hlo), "--target", "xacc2", "-i", str(npz), "-o", str(out), pythonpath=[site])
    assert r.returncode == 0, r.stderr
    got = np.load(out)["out0"]
    want = case.arrays()[1][0]
    np.testing.assert_allclose(got, want, rtol=case.rtol, atol=case.atol)
