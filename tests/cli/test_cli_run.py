"""The real `xlac` command: run, dump-ir, targets, and how errors look."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case

REPO = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, text: str, name: str = "m.hlo") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


NEG = "HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n"


def test_run_inline_input_prints_result(tmp_path: Path) -> None:
    r = xlac("run", str(write(tmp_path, NEG)), "--target", "interpreter", "--input", "4xf32=1,2,3,4")
    assert r.returncode == 0, r.stderr
    assert "out0: f32[4] = [-1., -2., -3., -4.]" in r.stdout


def test_run_npy_and_output_npz(tmp_path: Path) -> None:
    np.save(tmp_path / "x.npy", np.arange(4, dtype=np.float32))
    out = tmp_path / "out.npz"
    r = xlac("run", str(write(tmp_path, NEG)), "--target", "interpreter", "-i", str(tmp_path / "x.npy"),
             "-o", str(out), "-q")
    assert r.returncode == 0, r.stderr
    assert np.array_equal(np.load(out)["out0"], -np.arange(4, dtype=np.float32))


def test_missing_inputs_are_random_and_seeded(tmp_path: Path) -> None:
    m = write(tmp_path, NEG)
    a = xlac("run", str(m), "--target", "interpreter", "--seed", "3")
    b = xlac("run", str(m), "--target", "interpreter", "--seed", "3", "--random-inputs")
    assert a.returncode == 0 and a.stdout == b.stdout
    assert a.stderr.splitlines() == ["xlac: note: random values (--seed 3) for the parameter, as no --input gives "
                                     "it: p; --random-inputs asks for them without this note"]
    assert b.stderr == ""


FIVE = ("HloModule m\nENTRY e {\n" + "".join(f"  {n} = f32[2] parameter({k})\n" for k, n in enumerate("abcde"))
        + "  s = f32[2] add(a, b)\n  t = f32[2] add(s, c)\n  u = f32[2] add(t, d)\n  ROOT r = f32[2] add(u, e)\n}\n")


def test_forgotten_inputs_are_named_on_stderr(tmp_path: Path) -> None:
    """4 of 5 inputs forgotten ran with random values and exit 0, saying nothing."""
    m = write(tmp_path, FIVE)
    r = xlac("run", str(m), "--target", "interpreter", "-i", "2xf32=1,2", "-q")
    assert r.returncode == 0 and r.stderr.count("\n") == 1, r.stderr
    assert "random values (--seed 0) for 4 of 5 parameters" in r.stderr and ": b, c, d, e;" in r.stderr
    named = xlac("run", str(m), "--target", "interpreter", "-i", "c=2xf32=1,2", "-i", "2xf32=1,2", "-q")
    assert named.returncode == 0 and "3 of 5 parameters, as no --input gives them: b, d, e;" in named.stderr
    every = xlac("run", str(m), "--target", "interpreter", *[a for k in range(5) for a in ("-i", f"2xf32={k},1")])
    assert every.returncode == 0 and every.stderr == ""
    quiet = xlac("run", str(m), "--target", "interpreter", "-i", "2xf32=1,2", "-q", "--random-inputs")
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_wrong_input_shape_names_parameter(tmp_path: Path) -> None:
    r = xlac("run", str(write(tmp_path, NEG)), "--target", "interpreter", "--input", "3xf32=1,2,3")
    assert r.returncode == 1
    assert "parameter 0 ('p') expects f32[4]" in r.stderr and "f32[3]" in r.stderr
    assert "Traceback" not in r.stderr


def test_wrong_input_dtype_names_parameter(tmp_path: Path) -> None:
    np.save(tmp_path / "x.npy", np.arange(4, dtype=np.float64))
    r = xlac("run", str(write(tmp_path, NEG)), "--target", "interpreter", "-i", str(tmp_path / "x.npy"))
    assert r.returncode == 1 and "expects f32[4], but" in r.stderr and "f64[4]" in r.stderr


def test_too_many_inputs(tmp_path: Path) -> None:
    r = xlac("run", str(write(tmp_path, NEG)), "--target", "interpreter", "-i", "4xf32=1", "-i", "f32=2")
    assert r.returncode == 1 and "2 input arrays given" in r.stderr


@pytest.mark.parametrize("text,fragment", [
    ("", "the file is empty"),
    ("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negat(p)\n}\n", "unknown opcode"),
    ("HloModule m\nENTRY e {\n  p = f32[4] parameter(0\n", "unexpected"),
])
def test_bad_hlo_is_one_screen_without_traceback(tmp_path: Path, text: str, fragment: str) -> None:
    r = xlac("run", str(write(tmp_path, text)), "--target", "interpreter")
    assert r.returncode == 1
    assert fragment in r.stderr and "m.hlo:" in r.stderr and "error:" in r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.splitlines()) < 25


def test_binary_garbage_file(tmp_path: Path) -> None:
    path = tmp_path / "junk.hlo"
    path.write_bytes(bytes(range(256)))
    r = xlac("run", str(path))
    assert r.returncode == 1 and "junk.hlo:2:" in r.stderr and "not UTF-8" in r.stderr
    assert "Traceback" not in r.stderr


def test_missing_file() -> None:
    r = xlac("run", "/nonexistent/model.hlo")
    assert r.returncode != 0 and "Traceback" not in r.stderr


def test_dump_ir_hlo_round_trips(tmp_path: Path) -> None:
    r = xlac("dump-ir", str(REPO / "samples" / "mlp.hlo"), "--stage", "hlo")
    assert r.returncode == 0, r.stderr
    again = xlac("dump-ir", str(write(tmp_path, r.stdout, "again.hlo")), "--stage", "hlo")
    assert again.stdout == r.stdout


def test_targets_lists_interpreter() -> None:
    r = xlac("targets")
    assert r.returncode == 0 and "interpreter" in r.stdout


@pytest.mark.parametrize("name", ["mlp_forward", "sort_s32_descending", "convert_f32_to_bf16"])
def test_run_corpus_case_writes_stored_outputs(tmp_path: Path, name: str) -> None:
    c = case(name)
    out = tmp_path / "out.npz"
    r = xlac("run", str(c.hlo), "--target", "interpreter", "--input", str(c.hlo.with_suffix(".npz")),
             "--output", str(out), "-q")
    assert r.returncode == 0, r.stderr
    got, want = np.load(out), np.load(c.hlo.with_suffix(".npz"))
    for k in range(len(c.meta["outputs"])):
        np.testing.assert_allclose(got[f"out{k}"].astype(np.float64) if got[f"out{k}"].dtype.kind != "u" else got[f"out{k}"],
                                   want[f"out{k}"].astype(np.float64) if want[f"out{k}"].dtype.kind != "u" else want[f"out{k}"],
                                   rtol=c.rtol, atol=c.atol)


def test_output_to_a_device_writes_into_it_never_replaces_it(tmp_path: Path) -> None:
    """`-o /dev/null` once renamed a temp file over /dev/null (as root: the device was gone)."""
    import stat

    fifo = tmp_path / "results.fifo"
    os.mkfifo(fifo)
    import threading

    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    r = xlac("run", str(REPO / "samples" / "mlp.hlo"), "-q", "-o", str(fifo))
    reader.join(timeout=60)
    assert r.returncode == 0, r.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still the pipe, not a regular file
    assert received and received[0][:2] == b"PK"  # the .npz came through the pipe
    r = xlac("run", str(REPO / "samples" / "mlp.hlo"), "-q", "-o", os.devnull)
    assert r.returncode == 0 and stat.S_ISCHR(os.stat(os.devnull).st_mode)
