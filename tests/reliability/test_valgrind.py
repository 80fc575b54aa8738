"""The corpus's objects under valgrind (issue 13): each case compiled with `xlac compile --cpu
x86-64-v3` (valgrind does not know AVX-512), linked into a plain C caller (valgrind_main.c)
that hands the entry exactly-sized heap buffers, run under memcheck on the case's inputs. Any
memcheck error fails, and the results must still be XLA's, except where tests/known_failures.toml
lists the case for `cpu-isa-avx2` (then they must still differ, as in the conformance suite).

Cases valgrind cannot run here, and why:
  - custom calls (LAPACK and FFI targets): their objects call symbols that only xlac's host
    bridge defines at run time; a plain C program has nothing to link them against.
  No case is left out for its element types: the caller copies bytes.
The results are compared with XLA's on a native run of the same program (valgrind's emulation
of vcmpps NEQ_OQ is wrong for NaN, which changes is-finite under valgrind only). The fast tier
runs a few representative cases; the whole corpus (~10 min idle) is the tier `make fuzz` runs
(XLAC_VALGRIND_CORPUS=1; see conftest.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from corpus import case, case_names, check_case

HERE = Path(__file__).resolve().parent
CALLER = HERE / "valgrind_main.c"
FAST_CASES = ["attention_1head", "bf16_arith", "argsort_stable_ties", "binary_add_f32_broadcast"]
VALGRIND = shutil.which("valgrind")
CONFIG = "cpu-isa-avx2"  # the known-failures table for what `--cpu x86-64-v3` compiles


class MemcheckError(Exception):
    """Memcheck reported an error (or valgrind failed): never a known failure."""
CC = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")


def _unrunnable(name: str) -> str | None:
    meta = case(name).meta
    if meta.get("custom_call_targets"):
        return "custom calls: their targets are defined by xlac's host bridge, not in a plain C program"
    return None


def run_under_valgrind(name: str, tmp_path: Path, short_result: bool = False) -> None:
    """Memcheck must be clean; the results must be XLA's unless tests/known_failures.toml lists
    the case for CONFIG (then they must still differ, as the conformance suite expects)."""
    if VALGRIND is None:
        pytest.fail("valgrind is not installed (Debian package 'valgrind'; see README set-up)")
    problems = _memcheck_then_compare(case(name), tmp_path, short_result)  # a memcheck error fails here
    check_case(CONFIG, name, lambda _: problems)


def _memcheck_then_compare(c, tmp_path: Path, short_result: bool) -> list[str]:
    """Fails the test on a memcheck error; returns the outputs that differ from XLA's."""
    obj = tmp_path / "model.o"
    r = xlac("compile", str(c.hlo), "--cpu", "x86-64-v3", "--entry", "model", "-o", str(obj))
    assert r.returncode == 0, r.stderr
    exe = tmp_path / "prog"
    defines = ["-DSHORT_RESULT"] if short_result else []
    subprocess.run([CC, "-std=c99", "-O1", "-g", *defines, f"-I{tmp_path}", str(CALLER), str(obj), "-o", str(exe),
                    "-lm"], check=True, capture_output=True)
    from xlac.targets.base import from_physical, to_physical
    from xlac.targets.cpu.artifact import read_artifact

    _, info = read_artifact(obj)
    inputs, expected = c.arrays()
    for k, ((_, shape), arr) in enumerate(zip(info.params, inputs)):
        if shape.dtype.is_array:
            (tmp_path / f"in{k}.bin").write_bytes(to_physical(arr, shape).tobytes())
    log = tmp_path / "valgrind.log"
    # Smaller superblocks than VEX's default 50 instructions: with --track-origins, the long
    # straight runs of AVX2 code in the training-step models overflow VEX's fixed 5 MB scratch
    # pool ("VEX temporary storage exhausted": valgrind itself aborts; seen on 3 train_* cases).
    r = subprocess.run([VALGRIND, "--tool=memcheck", "--error-exitcode=99", "--track-origins=yes",
                        "--vex-guest-max-insns=25", f"--log-file={log}", str(exe), str(tmp_path)],
                       capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or "ERROR SUMMARY: 0 errors" not in log.read_text():
        raise MemcheckError(f"exit {r.returncode}\n{r.stderr}\n{log.read_text()[-6000:]}")
    # The values are checked on a native run of the same program: valgrind's CPU emulation is
    # not exact (VEX 3.19 evaluates vcmpps predicate NEQ_OQ as unordered, so is-finite(NaN)
    # reads true under valgrind only).
    r = subprocess.run([str(exe), str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    problems = []
    leaves = [s for s in info.results if s.dtype.is_array]
    for k, (shape, want) in enumerate(zip(leaves, expected)):
        dims = tuple(shape.dims[d] for d in reversed(shape.minor_to_major)) if shape.rank else ()
        buf = np.frombuffer((tmp_path / f"out{k}.bin").read_bytes(), dtype=shape.dtype.np).reshape(dims)
        got = from_physical(buf, shape)
        if got.dtype.kind in "fcV":
            g, w = got.astype(np.complex128 if got.dtype.kind == "c" else np.float64), \
                want.astype(np.complex128 if want.dtype.kind == "c" else np.float64)
            same = np.allclose(g, w, rtol=c.rtol, atol=c.atol, equal_nan=True)
        else:
            same = np.array_equal(got, want)
        if not same:
            problems.append(f"out{k} differs from XLA's")
    return problems


@pytest.mark.parametrize("name", FAST_CASES)
def test_valgrind_fast(name: str, tmp_path: Path) -> None:
    run_under_valgrind(name, tmp_path)


def test_valgrind_sees_a_write_past_a_buffer(tmp_path: Path) -> None:
    """The check can fail: with its first result buffer 4 bytes short, memcheck reports it."""
    with pytest.raises(MemcheckError, match="Invalid write"):
        run_under_valgrind("binary_add_f32_broadcast", tmp_path, short_result=True)


@pytest.mark.slow
@pytest.mark.valgrind_corpus
@pytest.mark.parametrize("name", case_names())
def test_valgrind_corpus(name: str, tmp_path: Path) -> None:
    reason = _unrunnable(name)
    if reason:
        pytest.skip(reason)
    run_under_valgrind(name, tmp_path)
