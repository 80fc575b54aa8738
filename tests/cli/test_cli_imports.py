"""What a small `xlac compile` imports (issue 14: a small compile pays only for what it uses).

The CLI defers numpy (xlac/deferred.py): a module whose constants are all plain scalars is
compiled without it;
the hand-written parser (xlac/hlo/syntax.py) leaves lark to syntax errors. Checked through
`python -X importtime`, on the real command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cli_runner import REPO

DOT = """HloModule dot
ENTRY e {
  a = f32[8,16] parameter(0)
  b = f32[16,4] parameter(1)
  ROOT d = f32[8,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
"""
RELU = """HloModule relu
ENTRY e {
  x = f32[8] parameter(0)
  z = f32[] constant(0)
  zb = f32[8] broadcast(z), dimensions={}
  ROOT r = f32[8] maximum(x, zb)
}
"""


def _imported(tmp_path: Path, text: str, *extra: str) -> set[str]:
    """The modules one `xlac compile` process imported (it must succeed)."""
    model = tmp_path / "m.hlo"
    model.write_text(text)
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "xlac.cli", "compile", str(model),
                        "-o", str(tmp_path / "m.o"), *extra], capture_output=True, text=True, cwd=tmp_path,
                       env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "m.o").is_file()
    return {line.rsplit("|", 1)[1].strip() for line in r.stderr.splitlines() if line.startswith("import time:")}


def test_a_module_without_constants_compiles_without_numpy(tmp_path: Path) -> None:
    mods = _imported(tmp_path, DOT)
    assert "llvmlite.binding" in mods  # the probe sees real imports
    assert not {"numpy._core", "ml_dtypes", "lark"} & mods  # lark: only for syntax errors (hlo/syntax.py)


def test_scalar_constants_need_no_numpy_an_array_constant_loads_it(tmp_path: Path) -> None:
    """Plain scalar constants are Python numbers (literals.ScalarLiteral); an array literal is
    numpy's, loaded on first use."""
    assert not {"numpy._core", "ml_dtypes"} & _imported(tmp_path, RELU)
    table = RELU.replace("z = f32[] constant(0)\n  zb = f32[8] broadcast(z), dimensions={}",
                         "zb = f32[8] constant({0, 0, 0, 0, 1, 1, 1, 1})")
    assert table != RELU
    assert "numpy._core" in _imported(tmp_path, table)


def test_deferred_module_loads_on_first_attribute() -> None:
    """The stand-in: `import` hands it out, find_spec works, the first attribute read imports
    the real module (and later reads are the real module's objects)."""
    probe = (
        "import importlib.util, sys\n"
        "from xlac.deferred import defer\n"
        "defer('fractions')\n"
        "import fractions as f\n"
        "assert type(f).__name__ == '_Deferred' and importlib.util.find_spec('fractions') is not None\n"
        "assert 'fractions' in sys.modules and 'Fraction' not in vars(f)\n"
        "assert f.Fraction(1, 2) + f.Fraction(1, 2) == 1\n"
        "real = sys.modules['fractions']\n"
        "assert real is not f and type(real).__name__ == 'module' and f.Fraction is real.Fraction\n"
        "import fractions as again\n"
        "assert again is real\n"
        "defer('fractions')\n"  # a no-op once imported
        "assert sys.modules['fractions'] is real\n"
        "print('OK')\n")
    r = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "OK"


COUNTED_LOOP = """HloModule loop
cond {
  s = (s32[], f32[64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  v = f32[64] get-tuple-element(s), index=1
  w = f32[64] sine(v)
  ROOT t = (s32[], f32[64]) tuple(j, w)
}
ENTRY e {
  x = f32[64] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[64]) tuple(zero, x)
  loop = (s32[], f32[64]) while(init), condition=cond, body=body
  ROOT y = f32[64] get-tuple-element(loop), index=1
}
"""


def test_a_counted_loop_compiles_without_numpy(tmp_path: Path) -> None:
    """The while-loop simplifier's trip count of a counter against a bound is plain integer
    arithmetic (it had imported numpy and the evaluator: ~90 ms of a 0.3 s compile)."""
    assert not {"numpy._core", "xlac.evaluator"} & _imported(tmp_path, COUNTED_LOOP)
