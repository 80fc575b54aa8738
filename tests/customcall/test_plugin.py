"""samples/custom_call_plugin, installed as a package, adds `demo_affine` to xlac through the
`xlac.custom_calls` entry point; `xlac run` then runs it on the interpreter and the cpu target.

The package is installed with pip into a fresh virtual environment when pip can build it
offline (it needs setuptools and wheel); otherwise it is installed the way pip would leave it
(the package folder and a .dist-info with the entry points of its pyproject.toml) into a folder
on PYTHONPATH. Either way xlac finds the target only through importlib.metadata's entry points.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import numpy as np
import pytest
from cc_helpers import REPO, load_outputs

SAMPLE = REPO / "samples" / "custom_call_plugin"
DEMO = SAMPLE / "demo.hlo"


def _pip_install(tmp_path: Path) -> str | None:
    """The venv's python with the sample pip-installed, or None when pip cannot do it offline."""
    env_dir = tmp_path / "venv"
    try:
        venv.EnvBuilder(system_site_packages=True, with_pip=False).create(env_dir)
    except Exception:  # noqa: BLE001
        return None
    python = str(env_dir / "bin" / "python")
    cmd = [sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-build-isolation",
           "--no-deps", "--no-index", str(SAMPLE)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    return python if proc.returncode == 0 else None


def _manual_install(site: Path) -> None:
    """What pip leaves in site-packages: the package and its .dist-info with entry_points.txt."""
    meta = tomllib.loads((SAMPLE / "pyproject.toml").read_text())["project"]
    shutil.copytree(SAMPLE / "xlac_demo_plugin", site / "xlac_demo_plugin")
    info = site / f"{meta['name'].replace('-', '_')}-{meta['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {meta['version']}\n")
    lines = []
    for group, eps in meta["entry-points"].items():
        lines.append(f"[{group}]")
        lines += [f"{k} = {v}" for k, v in eps.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")


@pytest.fixture(scope="module")
def plugin_python(tmp_path_factory) -> tuple[str, list[str]]:
    """(python executable, extra PYTHONPATH entries) of an environment with the plugin installed."""
    tmp = tmp_path_factory.mktemp("plugin")
    python = _pip_install(tmp)
    if python is not None:
        return python, []
    site = tmp / "site"
    _manual_install(site)
    return sys.executable, [str(site)]


def _xlac(plugin_python, *args: str) -> subprocess.CompletedProcess:
    import os

    python, extra = plugin_python
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(extra + [str(REPO)]))
    return subprocess.run([python, "-m", "xlac.cli", *args], capture_output=True, text=True, env=env, timeout=300)


def test_sample_declares_the_entry_point() -> None:
    meta = tomllib.loads((SAMPLE / "pyproject.toml").read_text())
    assert meta["project"]["entry-points"]["xlac.custom_calls"] == {"demo": "xlac_demo_plugin:register"}


@pytest.mark.parametrize("target", ["interpreter", "cpu"])
def test_installed_plugin_target_runs(tmp_path: Path, plugin_python, target: str) -> None:
    out = tmp_path / "o.npz"
    r = _xlac(plugin_python, "run", str(DEMO), "--target", target, "-i", "4xf32=-2,0,1,3", "-o", str(out), "-q")
    assert r.returncode == 0, r.stderr
    np.testing.assert_allclose(load_outputs(out)[0], [-1.0, 0.5, 2.5, 6.0])


def test_installed_plugin_object_run_and_failure(tmp_path: Path, plugin_python) -> None:
    obj = tmp_path / "demo.o"
    assert _xlac(plugin_python, "compile", str(DEMO), "-o", str(obj)).returncode == 0
    r = _xlac(plugin_python, "run", str(obj), "-i", "4xf32=-2,0,1,3", "-o", str(tmp_path / "o.npz"), "-q")
    assert r.returncode == 0, r.stderr
    np.testing.assert_allclose(load_outputs(tmp_path / "o.npz")[0], [-1.0, 0.5, 2.5, 6.0])
    bad = tmp_path / "bad.hlo"
    bad.write_text(DEMO.read_text().replace("scale = 2.0 : f32", "scale = 0.0 : f32"))
    for target in ("interpreter", "cpu"):
        r = _xlac(plugin_python, "run", str(bad), "--target", target, "-o", str(tmp_path / "never.npz"))
        assert r.returncode == 1 and "demo_affine: scale must not be 0" in r.stderr, r.stderr
        assert not (tmp_path / "never.npz").exists()


def test_without_the_plugin_the_target_is_unknown(tmp_path: Path) -> None:
    from cc_helpers import xlac

    r = xlac("run", str(DEMO), "--target", "cpu")
    assert r.returncode == 1
    assert "unknown custom-call target 'demo_affine'" in r.stderr and "registered targets:" in r.stderr
