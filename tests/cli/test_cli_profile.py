"""`xlac run --stats` on cpu: a profile of the entry's top-level instructions (profile.py), from
code built to count, giving the same results as code that does not."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac import driver
from xlac.codegen.llvm.profile import ProfileLayout, label, report
from xlac.hlo.parser import parse_module

# A large dot beside two cheaper ops: the dot must lead the table. A while loop counts as one
# (8 iterations over 8192 floats: well over the listing's 1 us floor, however fast its kernel gets).
MODEL = """HloModule prof
cond {
  s = (s32[], f32[8192]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(8)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[8192]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = f32[8192] get-tuple-element(s), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  w = f32[8192] exponential(v)
  ROOT t = (s32[], f32[8192]) tuple(j, w)
}
ENTRY e {
  a = f32[384,384] parameter(0)
  b = f32[384,384] parameter(1)
  big = f32[384,384] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  x = f32[8192] parameter(2)
  zero = s32[] constant(0)
  init = (s32[], f32[8192]) tuple(zero, x)
  loop = (s32[], f32[8192]) while(init), condition=cond, body=body
  y = f32[8192] get-tuple-element(loop), index=1
  small = f32[8192] negate(y)
  ROOT r = (f32[384,384], f32[8192]) tuple(big, small)
}
"""


def test_stats_prints_the_time_of_each_instruction(tmp_path: Path) -> None:
    model = tmp_path / "prof.hlo"
    model.write_text(MODEL)
    r = xlac("run", str(model), "--target", "cpu", "--stats", "--benchmark", "3", "-q")
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("profile:"))
    assert re.match(r"profile: [\d.]+ ms per call in \d+ top-level instructions \(mean of 4 calls", lines[head])
    rows = [re.match(r"\s*([\d.]+)\s+([\d.]+)\s+(\S+) = ", line) for line in lines[head + 2:]]
    rows = [m for m in rows if m]
    assert rows[0].group(3) == "big", r.stderr  # the dot: ~113 MFLOP against a few hundred ns
    assert "loop" in [m.group(3) for m in rows]  # the while, its body's time included
    assert abs(sum(float(m.group(2)) for m in rows) - 100) < 1.5


def test_counting_code_gives_the_same_results() -> None:
    module = parse_module(MODEL)
    rng = np.random.default_rng(1)
    inputs = [rng.standard_normal(s).astype(np.float32) for s in ((384, 384), (384, 384), (8192,))]
    plain = driver.compile_module(module, "cpu").run(None, *inputs)
    counting = driver.compile_module(module, "cpu", driver.make_options("cpu", profile=True))
    got = counting.run(None, *inputs)
    for p, g in zip(plain, got):
        np.testing.assert_array_equal(p, g)
    assert "big = f32[384,384]" in (counting.stats_report() or "")
    assert driver.compile_module(module, "cpu").stats_report() is None


def test_other_targets_keep_their_stats_and_cross_runs_build_no_counters(tmp_path: Path) -> None:
    model = tmp_path / "neg.hlo"
    model.write_text("HloModule n\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] negate(x)\n}\n")
    r = xlac("run", str(model), "--target", "interpreter", "--stats", "-q")
    assert r.returncode == 0 and "keeps no statistics" in r.stderr, r.stderr
    lowered = driver.compile_module(parse_module(MODEL), "cpu",
                                    driver.make_options("cpu", triple="aarch64-linux-gnu", profile=True)).lowered
    assert lowered.profile is None and "clock_gettime" not in lowered.llvm_ir


def test_report_orders_by_time_and_folds_the_rest() -> None:
    layout = ProfileLayout("e.profile", tuple(f"i{k} = f32[] add" for k in range(30)))
    counters = [2] + [2_000_000 * (k + 1) for k in range(30)]  # i29 takes 30 ms per call
    text = report(layout, counters, top=5)
    lines = text.splitlines()
    assert lines[0].startswith("profile: 465.000 ms per call in 30 top-level instructions (mean of 2 calls")
    assert lines[2].split()[:3] == ["30.000", "6.5", "i29"]
    assert lines[-1].endswith("(25 more)")
    assert report(layout, [0] * 31) == "profile: the entry has not run"


@pytest.mark.parametrize("text, want", [
    ("HloModule m\nf {\n  p = f32[8] parameter(0)\n  e = f32[8] exponential(p)\n  ROOT t = f32[8] tanh(e)\n}\n"
     "ENTRY e {\n  x = f32[8] parameter(0)\n  ROOT f = f32[8] fusion(x), kind=kLoop, calls=f\n}\n",
     "f = f32[8]{0} fusion kLoop (exponential, tanh)"),
])
def test_a_fusion_is_named_by_its_kind_and_work(text: str, want: str) -> None:
    module = parse_module(text)
    assert module.entry is not None
    assert label(module.entry.root) == want


def test_check_reports_error_sizes_and_takes_tolerances(tmp_path: Path) -> None:
    """A sum of 8,192 float32 values in another order than the interpreter's differs from it by
    rounding: --check names how large the error is, and --rtol/--atol decide."""
    model = tmp_path / "sum.hlo"
    model.write_text("HloModule s\nadd {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n"
                     "  ROOT s = f32[] add(x, y)\n}\nENTRY e {\n  p = f32[8192,16] parameter(0)\n"
                     "  z = f32[] constant(0)\n  ROOT r = f32[16] reduce(p, z), dimensions={0}, to_apply=add\n}\n")
    strict = xlac("run", str(model), "--target", "cpu", "--check", "-q", "--rtol", "0", "--atol", "0")
    assert strict.returncode != 0 and re.search(r"largest error [\d.e-]+, [\d.e-]+ of the largest value", strict.stderr), \
        strict.stderr
    loose = xlac("run", str(model), "--target", "cpu", "--check", "-q", "--rtol", "1e-4")
    assert loose.returncode == 0, loose.stderr
    bad = xlac("run", str(model), "--check", "--rtol", "-1")
    assert bad.returncode != 0 and "--rtol" in bad.stderr
