"""Several devices (issue "Beyond one device"): SPMD programs JAX partitioned for 4 devices
(tests/corpus/devices, made by tools/corpus/devices/generate.py with XLA's per-device outputs)
run with `xlac run --devices 4`; XLA's group modes and replica-group forms; and the errors: a
wrong device count, groups that do not split the devices, a device that never arrives."""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.driver import load_text, run_module
from xlac.errors import XlacError
from xlac.hlo.collectives import parse_groups

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "devices"
CASES = sorted(p.stem for p in CORPUS.glob("*.hlo"))
TARGETS = ["interpreter", "cpu"]  # cpu: compiled code between host collectives (targets/multi_device.py)


def test_the_corpus_is_there() -> None:
    assert len(CASES) >= 8


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", CASES)
def test_matches_xla_per_device(tmp_path: Path, name: str, target: str) -> None:
    out = tmp_path / "out.npz"
    r = xlac("run", str(CORPUS / f"{name}.hlo"), "--devices", "4", "--target", target, "--input",
             str(CORPUS / f"{name}.npz"), "-o", str(out), "-q")
    assert r.returncode == 0, r.stderr
    got, want = np.load(out), np.load(CORPUS / f"{name}.npz")
    outs = [k for k in want if k.startswith("out")]
    assert outs and sorted(k for k in got) == sorted(outs)
    for k in outs:
        assert got[k].shape == want[k].shape
        np.testing.assert_allclose(got[k], want[k], rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("count", ["", "2"])
def test_the_wrong_device_count_names_the_right_one(tmp_path: Path, count: str) -> None:
    args = ["--devices", count] if count else []
    r = xlac("run", str(CORPUS / "row_parallel_matmul_psum.hlo"), *args)
    assert r.returncode == 1 and "built for 4 devices" in r.stderr and "internal error" not in r.stderr


ADD = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"


def _run(header: str, body: str, inputs: list[np.ndarray], devices: int, target: str = "interpreter") -> list[np.ndarray]:
    text = f"HloModule m, {header}\n{ADD}ENTRY e {{\n  p = f32[2] parameter(0)\n{body}\n}}\n"
    module = load_text(text)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "in.npz"
        np.savez(path, **{f"in{k}": a for k, a in enumerate(inputs)})
        return run_module(module, target, [str(path)], devices=devices).outputs


def _ids(n: int) -> np.ndarray:
    return np.stack([np.full(2, d + 1, np.float32) for d in range(n)])  # device d holds d+1


@pytest.mark.parametrize("target", TARGETS)
def test_cross_replica_groups_stay_within_a_partition(target: str) -> None:
    """No channel_id: groups are replica ids, applied in each partition (devices r*2+p)."""
    out = _run("replica_count=2, num_partitions=2",
               "  ROOT r = f32[2] all-reduce(p), replica_groups={{0,1}}, to_apply=add", [_ids(4)], 4, target)[0]
    # partition 0: devices 0, 2 -> 1+3; partition 1: devices 1, 3 -> 2+4
    assert out[:, 0].tolist() == [4, 6, 4, 6]


@pytest.mark.parametrize("target", TARGETS)
def test_cross_replica_and_partition_takes_every_partition(target: str) -> None:
    out = _run("replica_count=2, num_partitions=2",
               "  ROOT r = f32[2] all-reduce(p), channel_id=1, replica_groups={{0},{1}}, to_apply=add", [_ids(4)], 4, target)[0]
    # replica 0's group: devices 0, 1 -> 1+2; replica 1's: devices 2, 3 -> 3+4
    assert out[:, 0].tolist() == [3, 3, 7, 7]


@pytest.mark.parametrize("target", TARGETS)
def test_flattened_ids_and_iota_groups(target: str) -> None:
    out = _run("num_partitions=4", "  ROOT r = f32[2] all-reduce(p), channel_id=1, replica_groups=[2,2]<=[2,2]T(1,0), "
               "use_global_device_ids=true, to_apply=add", [_ids(4)], 4, target)[0]
    # groups {0,2} and {1,3}
    assert out[:, 0].tolist() == [4, 6, 4, 6]


@pytest.mark.parametrize("target", TARGETS)
def test_all_gather_order_and_partition_ids(target: str) -> None:
    body = ("  i = u32[] partition-id()\n  c = f32[] convert(i)\n  b = f32[1] broadcast(c), dimensions={}\n"
            "  ROOT g = f32[4] all-gather(b), channel_id=1, replica_groups={{3,2,1,0}}, dimensions={0}, "
            "use_global_device_ids=true")
    out = _run("num_partitions=4", body, [_ids(4)], 4, target)[0]
    assert out.tolist() == [[3, 2, 1, 0]] * 4


ASYNC_SUGAR = [
    # reduce-scatter-start/-done (XLA's async wrapping of reduce-scatter): device d has d+1
    ("  s = ((f32[2]), f32[1]) reduce-scatter-start(p), channel_id=1, replica_groups={{0,1}}, dimensions={0}, "
     "use_global_device_ids=true, to_apply=add\n  ROOT d = f32[1] reduce-scatter-done(s)", [[3], [3]]),
    ("  s = ((f32[2]), f32[2]) all-to-all-start(p), channel_id=1, replica_groups={{0,1}}, dimensions={0}\n"
     "  ROOT d = f32[2] all-to-all-done(s)", [[1, 2], [1, 2]]),
]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("body,want", ASYNC_SUGAR, ids=["reduce-scatter-start", "all-to-all-start"])
def test_async_sugar_of_collectives(target: str, body: str, want: list) -> None:
    """cpu refused them ("'s.wrapped' (reduce-scatter) needs 2 devices; xlac runs a module on
    one device"): they are host steps between compiled segments, and runtime calls in loops."""
    assert _run("num_partitions=2", body, [_ids(2)], 2, target)[0].tolist() == want
    looped = (f"HloModule m, num_partitions=2\n{ADD}"
              "cond {\n  s = (s32[], f32[2]) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
              "  n = s32[] constant(2)\n  ROOT c = pred[] compare(i, n), direction=LT\n}\n"
              "body {\n  t = (s32[], f32[2]) parameter(0)\n  i = s32[] get-tuple-element(t), index=0\n"
              "  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  p = f32[2] get-tuple-element(t), index=1\n"
              + body.replace("ROOT d = f32[1]", "d1 = f32[1]").replace("ROOT d = f32[2]", "d2 = f32[2]")
              + ("\n  d2 = f32[2] concatenate(d1, d1), dimensions={0}" if "f32[1]" in body else "")
              + "\n  ROOT r = (s32[], f32[2]) tuple(j, d2)\n}\n"
              "ENTRY e {\n  x = f32[2] parameter(0)\n  z = s32[] constant(0)\n  s = (s32[], f32[2]) tuple(z, x)\n"
              "  w = (s32[], f32[2]) while(s), condition=cond, body=body\n"
              "  ROOT v = f32[2] get-tuple-element(w), index=1\n}\n")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "in.npz"
        np.savez(path, in0=_ids(2))
        got = {t: run_module(load_text(looped), t, [str(path)], devices=2).outputs[0] for t in ("interpreter", target)}
    assert np.array_equal(got[target], got["interpreter"])


@pytest.mark.parametrize("target", TARGETS)
def test_permute_gives_zeros_to_who_receives_nothing(target: str) -> None:
    out = _run("num_partitions=3", "  ROOT c = f32[2] collective-permute(p), channel_id=1, "
               "source_target_pairs={{0,1},{1,2}}", [_ids(3)], 3, target)[0]
    assert out[:, 0].tolist() == [0, 1, 2]


@pytest.mark.parametrize("text,groups", [
    ("{{0,1},{2,3}}", [[0, 1], [2, 3]]), ("{}", None), ("[2,2]<=[4]", [[0, 1], [2, 3]]),
    ("[2,2]<=[2,2]T(1,0)", [[0, 2], [1, 3]]), ("mesh['x'=2,'y'=2] {'y'}", [[0, 1], [2, 3]]),
    ("mesh['x'=2,'y'=2] {'x'}", [[0, 2], [1, 3]]), ("mesh['x'=1,'y'=4] {'y'}", [[0, 1, 2, 3]]),
])
def test_replica_group_forms(text: str, groups: list[list[int]] | None) -> None:
    assert parse_groups(text) == groups


def test_groups_that_do_not_split_the_devices() -> None:
    with pytest.raises(XlacError, match="do not split the 4 devices"):
        _run("num_partitions=4", "  ROOT r = f32[2] all-reduce(p), channel_id=1, replica_groups={{0,1},{1,2}}, "
             "use_global_device_ids=true, to_apply=add", [_ids(4)], 4)


def test_a_device_that_never_arrives_is_a_bounded_error(tmp_path: Path) -> None:
    """Only device 0 reaches the all-reduce (it sits in a branch the others skip)."""
    text = (f"HloModule m, num_partitions=2\n{ADD}"
            "yes {\n  t = f32[2] parameter(0)\n  ROOT r = f32[2] all-reduce(t), channel_id=1, replica_groups={{0,1}}, "
            "use_global_device_ids=true, to_apply=add\n}\n"
            "no {\n  ROOT t = f32[2] parameter(0)\n}\n"
            "ENTRY e {\n  p = f32[2] parameter(0)\n  i = u32[] partition-id()\n  z = u32[] constant(0)\n"
            "  c = pred[] compare(i, z), direction=EQ\n  ROOT r = f32[2] conditional(c, p, p), true_computation=yes, "
            "false_computation=no\n}\n")
    path = tmp_path / "m.hlo"
    path.write_text(text)
    r = xlac("run", str(path), "--devices", "2", env={"XLAC_DEVICE_TIMEOUT": "2"}, timeout=60)
    assert r.returncode == 1, r.stdout
    assert "device 0" in r.stderr and "never arrived" in r.stderr and "internal error" not in r.stderr


def test_the_device_that_failed_is_the_one_reported(tmp_path: Path) -> None:
    """Device 1 fails (a custom call nobody defines) while device 0 waits at an all-reduce: the
    run reports device 1's error, exit 1; device 0's stop is no error of its own (it was
    reported as an internal error of the all-reduce, exit 2)."""
    text = (f"HloModule m, num_partitions=2\n{ADD}"
            "yes {\n  t = f32[2] parameter(0)\n  ROOT r = f32[2] all-reduce(t), channel_id=1, replica_groups={{0,1}}, "
            "use_global_device_ids=true, to_apply=add\n}\n"
            "no {\n  t = f32[2] parameter(0)\n  ROOT c = f32[2] custom-call(t), custom_call_target=\"nobody_defines_this\"\n}\n"
            "ENTRY e {\n  p = f32[2] parameter(0)\n  i = u32[] partition-id()\n  z = u32[] constant(0)\n"
            "  c = pred[] compare(i, z), direction=EQ\n  ROOT r = f32[2] conditional(c, p, p), true_computation=yes, "
            "false_computation=no\n}\n")
    path = tmp_path / "m.hlo"
    path.write_text(text)
    r = xlac("run", str(path), "--devices", "2", "--target", "interpreter", env={"XLAC_DEVICE_TIMEOUT": "30"},
             timeout=60)
    assert r.returncode == 1, r.stderr
    assert "device 1: " in r.stderr and "nobody_defines_this" in r.stderr, r.stderr
    assert "internal error" not in r.stderr and "_Stopped" not in r.stderr


def test_devices_on_a_single_device_target_says_so() -> None:
    r = xlac("run", str(CORPUS / "row_parallel_matmul_psum.hlo"), "--devices", "4", "--target", "xacc")
    assert r.returncode == 1 and "runs single-device modules only" in r.stderr and "internal error" not in r.stderr


LOOPED = (f"HloModule m, num_partitions=2\n{ADD}"
          "cond {\n  s = (s32[], f32[2]) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
          "  n = s32[] constant(3)\n  ROOT c = pred[] compare(i, n), direction=LT\n}\n"
          "body {\n  s = (s32[], f32[2]) parameter(0)\n  i = s32[] get-tuple-element(s), index=0\n"
          "  one = s32[] constant(1)\n  j = s32[] add(i, one)\n  v = f32[2] get-tuple-element(s), index=1\n"
          "  r = f32[2] all-reduce(v), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add\n"
          "  ROOT t = (s32[], f32[2]) tuple(j, r)\n}\n"
          "ENTRY e {\n  p = f32[2] parameter(0)\n  z = s32[] constant(0)\n  s = (s32[], f32[2]) tuple(z, p)\n"
          "  w = (s32[], f32[2]) while(s), condition=cond, body=body\n  ROOT v = f32[2] get-tuple-element(w), index=1\n}\n")


@pytest.mark.parametrize("target", TARGETS)
def test_a_collective_in_a_loop_runs_compiled(tmp_path: Path, target: str) -> None:
    """On cpu the collective is a runtime call inside the compiled loop (no interpreter fallback)."""
    path = tmp_path / "m.hlo"
    path.write_text(LOOPED)
    np.save(tmp_path / "x.npy", _ids(2))
    r = xlac("run", str(path), "--devices", "2", "--target", target, "-i", str(tmp_path / "x.npy"))
    assert r.returncode == 0, r.stderr
    assert "ran on the interpreter" not in r.stderr and "[[12., 12.]," in r.stdout  # 1+2, then 3+3, then 6+6


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("op", ["add", "maximum", "minimum", "multiply"])
def test_all_reduce_kinds_split_across_three_devices(op: str, target: str) -> None:
    """The transport's own reduction (threads: each device reduces a slice of the result for
    all) gives the sequential reduction's answer, sizes not divisible by the device count too."""
    comp = f"red {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] {op}(a, b)\n}}\n"
    text = (f"HloModule m, num_partitions=3\n{comp}ENTRY e {{\n  p = f32[7] parameter(0)\n"
            "  ROOT r = f32[7] all-reduce(p), channel_id=1, replica_groups={{0,1,2}}, use_global_device_ids=true, "
            "to_apply=red\n}\n")
    x = np.random.default_rng(3).standard_normal((3, 7)).astype(np.float32)
    x[1, 2] = np.nan
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "in.npz"
        np.savez(path, in0=x)
        out = run_module(load_text(text), target, [str(path)], devices=3).outputs[0]
    fn = {"add": np.add, "maximum": np.maximum, "minimum": np.minimum, "multiply": np.multiply}[op]
    want = fn(fn(x[0], x[1]), x[2])
    for d in range(3):
        np.testing.assert_array_equal(out[d], want)


@pytest.mark.parametrize("target", ["cpu", "interpreter"])
def test_check_and_benchmark_across_devices(target: str) -> None:
    """--check runs the interpreter on as many devices (it was given the stacked inputs as one
    device's and failed in a bitcast); --benchmark times the devices' runs (it printed nothing)."""
    r = xlac("run", str(CORPUS / "row_parallel_matmul_psum.hlo"), "--devices", "4", "--target", target,
             "--check", "--benchmark", "3", "-q")
    assert r.returncode == 0, r.stderr
    assert "1 result matches the interpreter" in r.stdout and "over 3 runs" in r.stdout, r.stdout
