"""Collectives on one device: defined results on the interpreter and cpu (async pairs,
permutations), and one clean user error naming the device count when groups span more."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.driver import load_text
from xlac.registry import get_target

ADD = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n"

ASYNC = "HloModule async_pairs\n" + ADD + """ENTRY e {
  p = f32[4] parameter(0)
  ars = f32[4] all-reduce-start(p), replica_groups={}, to_apply=add
  ard = f32[4] all-reduce-done(ars)
  ags = (f32[4], f32[4]) all-gather-start(ard), replica_groups={{0}}, dimensions={0}
  agd = f32[4] all-gather-done(ags)
  cps = (f32[4], f32[4], u32[], u32[]) collective-permute-start(agd), source_target_pairs={{0,0}}
  cpd = f32[4] collective-permute-done(cps)
  rss = ((f32[4]), f32[4]) reduce-scatter-start(cpd), replica_groups=[1,1]<=[1], dimensions={0}, to_apply=add
  rsd = f32[4] reduce-scatter-done(rss)
  ROOT out = f32[4] add(rsd, p)
}
"""

PERMUTE = """HloModule permute
ENTRY e {
  p = f32[3] parameter(0)
  kept = f32[3] collective-permute(p), source_target_pairs={{0,0}}
  lost = f32[3] collective-permute(p), channel_id=1, source_target_pairs={}
  ROOT t = (f32[3], f32[3]) tuple(kept, lost)
}
"""

TARGETS = ["interpreter", "cpu"]


@pytest.mark.parametrize("target", TARGETS)
def test_async_pairs_return_their_input(target: str) -> None:
    x = np.array([1, 2, 3, 4], np.float32)
    (out,) = get_target(target).compile(load_text(ASYNC, "a.hlo")).run(None, x)
    assert np.array_equal(out, 2 * x)


@pytest.mark.parametrize("target", TARGETS)
def test_permute_keeps_only_what_device_zero_sends_itself(target: str) -> None:
    x = np.array([1, 2, 3], np.float32)
    kept, lost = get_target(target).compile(load_text(PERMUTE, "p.hlo")).run(None, x)
    assert np.array_equal(kept, x) and np.array_equal(lost, np.zeros(3, np.float32))


MULTI = {
    "explicit": ("f32[8] all-gather(p), replica_groups={{0,1}}, dimensions={0}", 2),
    "iota": ("f32[4] all-reduce(p), replica_groups=[2,2]<=[4], to_apply=add", 4),
    "mesh": ("f32[4] all-reduce(p), channel_id=1, replica_groups=mesh['x'=2,'y'=4] {'y'}, "
             "use_global_device_ids=true, to_apply=add", 8),
    "pairs": ("f32[4] collective-permute(p), source_target_pairs={{0,1},{1,0}}", 2),
}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", list(MULTI))
def test_several_devices_is_a_clean_error(tmp_path: Path, target: str, case: str) -> None:
    op, count = MULTI[case]
    text = f"HloModule multi\n{ADD}ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT g = {op}\n}}\n"
    path = tmp_path / "multi.hlo"
    path.write_text(text)
    r = xlac("run", str(path), "--target", target)
    assert r.returncode == 1, r.stderr
    assert f"needs {count} devices" in r.stderr and "one device" in r.stderr
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert "multi.hlo:" in r.stderr


def test_module_replica_count_counts_for_empty_groups(tmp_path: Path) -> None:
    text = f"HloModule rc, replica_count=2\n{ADD}ENTRY e {{\n  p = f32[4] parameter(0)\n" \
           f"  ROOT r = f32[4] all-reduce(p), replica_groups={{}}, to_apply=add\n}}\n"
    path = tmp_path / "rc.hlo"
    path.write_text(text)
    r = xlac("run", str(path), "--target", "interpreter")
    assert r.returncode == 1 and "built for 2 devices" in r.stderr
    c = xlac("compile", str(path), "-o", str(tmp_path / "rc.o"))  # every device's program, for mpirun
    assert c.returncode == 0, c.stderr
    assert "Built for 2 devices" in (tmp_path / "rc.h").read_text()
    o = xlac("run", str(tmp_path / "rc.o"))
    assert o.returncode == 1 and "built for 2 devices" in o.stderr and "mpirun -np 2" in o.stderr


@pytest.mark.parametrize("header,count", [("replica_count=4", 4), ("num_partitions=4", 4),
                                          ("replica_count=2, num_partitions=3", 6)])
@pytest.mark.parametrize("target", ["interpreter", "cpu"])
def test_a_module_for_several_devices_never_runs_as_one(tmp_path: Path, header: str, count: int,
                                                        target: str) -> None:
    """Even with no collective in it: one device's share is not the program's answer (issue:
    "Beyond one device": the error names the count)."""
    path = tmp_path / "n.hlo"
    path.write_text(f"HloModule n, {header}\nENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT q = f32[4] negate(p)\n}}\n")
    r = xlac("run", str(path), "--target", target)
    assert r.returncode == 1, r.stdout
    assert f"built for {count} devices" in r.stderr and "internal error" not in r.stderr
    assert not r.stdout


def test_one_device_header_runs(tmp_path: Path) -> None:
    path = tmp_path / "one.hlo"
    path.write_text("HloModule one, replica_count=1, num_partitions=1\nENTRY e {\n  p = f32[2] parameter(0)\n"
                    "  r = u32[] replica-id()\n  ROOT q = f32[2] negate(p)\n}\n")
    r = xlac("run", str(path), "--input", "2xf32=1,2")
    assert r.returncode == 0 and "-1" in r.stdout, r.stderr


@pytest.mark.parametrize("op", ["replica-id", "partition-id"])
def test_device_ids_of_a_several_device_module_come_from_the_runtime(tmp_path: Path, op: str) -> None:
    """The object is every device's program: its id is asked of the collectives runtime when it
    runs (tests/conformance/test_devices_object.py runs such objects under mpirun)."""
    path = tmp_path / "ids.hlo"
    path.write_text(f"HloModule ids, num_partitions=2\nENTRY e {{\n  ROOT r = u32[] {op}()\n}}\n")
    r = xlac("compile", str(path), "--emit", "llvm", "-o", str(tmp_path / "ids.ll"))
    assert r.returncode == 0, r.stderr
    assert "@xlac_device_id" in (tmp_path / "ids.ll").read_text()
