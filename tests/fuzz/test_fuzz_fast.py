"""The fuzzer's fast tier (issue 13): a few hundred mutated and adversarial modules through
`xlac compile` / `xlac run` under the harness's limits, the saved findings, and proof that the
harness does see a crash or an internal error when there is one."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import harness
import pytest
from fuzz import check_text, fuzz_range

REGRESSIONS = sorted((Path(__file__).parent / "regressions").glob("*.hlo"))
FAST_INPUTS = int(os.environ.get("XLAC_FUZZ_FAST", "200"))


@pytest.fixture(scope="module", autouse=True)
def _preloaded() -> None:
    os.environ.setdefault("XLAC_NUM_THREADS", "2")
    harness.preload()


def test_mutated_and_adversarial_inputs() -> None:
    stats = fuzz_range(range(FAST_INPUTS), findings_dir=None)
    assert stats.inputs == FAST_INPUTS
    assert not stats.findings, "\n".join(f"seed {f['seed']} ({f['label']}) {f['command']}: {f['kind']}: "
                                         f"{f['message']}" for f in stats.findings)
    # not vacuous: some inputs compile and run, most are rejected with a clean error
    assert stats.kinds["compile:ok"] > 0 and stats.kinds["compile:rejected"] > 0
    assert any(k.startswith("run:") for k in stats.kinds)


@pytest.mark.parametrize("path", REGRESSIONS, ids=[p.stem for p in REGRESSIONS])
@pytest.mark.parametrize("opt", ["-O0", "-O1", "-O2"])
def test_saved_findings(tmp_path: Path, path: Path, opt: str) -> None:
    """Every input the fuzzer once broke xlac with: compile and run at each -O level."""
    model = tmp_path / "m.hlo"
    model.write_text(path.read_text())
    for args in (["compile", str(model), opt, "-o", str(tmp_path / "m.o")], ["run", str(model), opt, "-q"],
                 ["run", str(model), opt, "-q", "--target", "interpreter"]):
        o = harness.run_cli(args)
        assert not o.is_finding, f"{' '.join(args[:1])} {opt}: {o.kind}: {o.stderr[-2000:]}"


def test_regressions_exist() -> None:
    assert REGRESSIONS, "tests/fuzz/regressions holds the fuzzer's past findings"


def test_harness_sees_a_signal() -> None:
    status, _, _, _ = harness.run_forked(lambda: os.kill(os.getpid(), signal.SIGSEGV) or 0)
    assert os.WIFSIGNALED(status) and harness._classify(status, "", False) == "signal"


def test_harness_sees_an_internal_error(tmp_path: Path) -> None:
    model = tmp_path / "m.hlo"
    model.write_text("ENTRY e {\n  ROOT p = f32[2] parameter(0)\n}\n")

    def broken_cli() -> int:
        import xlac.driver

        def boom(*args, **kwargs):
            raise TypeError("planted bug")
        xlac.driver.load_module = boom
        return harness._cli_main(["compile", str(model), "-o", str(tmp_path / "m.o")])

    status, stderr, _, _ = harness.run_forked(broken_cli)
    assert harness._classify(status, stderr, False) == "internal", stderr


def test_harness_sees_a_wrapped_internal_error() -> None:
    text = "m.hlo:3:8: error: while processing 'n' (negate): TypeError: u1 has no array representation"
    assert harness._classify(1 << 8, text, False) == "wrapped"


def test_harness_sees_what_the_cli_writes_under_capture() -> None:
    """The child's sys.stderr reaches the pipe even where pytest captures it (an in-memory
    stream the fork inherits): an exit-1 wrapped error must not pass for a clean rejection."""
    def wrapped() -> int:
        sys.stderr.write("m.hlo:3:8: error: while processing 'n' (negate): IndexError: list index out of range\n")
        return 1

    status, stderr, _, _ = harness.run_forked(wrapped)
    assert harness._classify(status, stderr, False) == "wrapped", stderr


def test_huge_buffers_are_a_clean_error_not_oom(tmp_path: Path) -> None:
    """Buffers past the child's memory are refused before anything is allocated (seed 307992
    made a 1 PiB input; its opaque[N] is now a parse error, saved in regressions/)."""
    model = tmp_path / "m.hlo"
    model.write_text("ENTRY e {\n  ROOT c = f32[65535,2147483648] parameter(0)\n}\n")
    o = harness.run_cli(["run", str(model), "-q"])
    assert o.kind == "rejected", (o.kind, o.stderr)
    assert "takes 562941363486720 bytes (512.0 TiB), more than the address-space limit" in o.message, o.message


def test_harness_sees_a_timeout() -> None:
    def spin() -> int:
        while True:
            pass
    status, _, seconds, out_of_time = harness.run_forked(spin, time_limit=1)
    assert harness._classify(status, "", out_of_time) == "timeout", (status, seconds)


def test_check_text_runs_small_modules(tmp_path: Path) -> None:
    results = check_text("ENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n", tmp_path)
    assert [(c, o.kind) for c, o in results] == [("compile", "ok"), ("run", "ok")]
