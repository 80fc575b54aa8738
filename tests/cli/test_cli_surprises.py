"""What a new user met silently or by surprise in the first hour (issue 38): each case runs the
real `xlac` and checks that it now says so, on one line of stderr, or refuses cleanly."""

from __future__ import annotations

import re
from pathlib import Path

from cli_runner import xlac


def write(tmp_path: Path, text: str, name: str = "m.hlo") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


ELIDED = """HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  w = f32[4] constant({...})
  big = f32[100000000000] constant({...})
  s = f32[4] slice(big), slice={[0:4]}
  a = f32[4] add(p, w)
  ROOT r = f32[4] add(a, s)
}
"""


def test_elided_constants_are_named_once_and_a_huge_one_is_refused(tmp_path: Path) -> None:
    """`constant({...})` (XLA's text without print_large_constants) ran as zeros without a word,
    and compiled even at f32[100000000000]."""
    m = write(tmp_path, ELIDED)
    r = xlac("run", str(m), "-i", "4xf32=1,2,3,4", "--target", "interpreter")
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("xlac: warning: m.hlo: 2 constants have elided values"), lines
    assert "'w' f32[4], 'big' f32[100000000000]" in lines[0] and "--xla_dump_large_constants" in lines[0]
    assert "out0: f32[4] = [1., 2., 3., 4.]" in r.stdout  # zeros, as XLA's parser reads them
    big = xlac("compile", str(m), "-o", str(tmp_path / "m.o"), env={"XLAC_MEMORY_LIMIT": "1G"})
    assert big.returncode == 1 and not (tmp_path / "m.o").exists(), big.stderr
    assert "m.hlo:5:3: error: 'big' is an elided constant" in big.stderr and "more than $XLAC_MEMORY_LIMIT" in big.stderr
    small = write(tmp_path, ELIDED.replace("100000000000", "4").replace("slice={[0:4]}", "slice={[0:4]}"), "s.hlo")
    ok = xlac("compile", str(small), "-o", str(tmp_path / "s.o"))
    assert ok.returncode == 0 and ok.stderr.count("warning: s.hlo: 2 constants have elided values") == 1, ok.stderr
    flash = xlac("compile", str(small), "-o", str(tmp_path / "f.o"), "--max-flash", "8")
    assert flash.returncode == 1 and "'w' is an elided constant" in flash.stderr and "--max-flash 8" in flash.stderr


def test_a_rank_past_64_is_refused_at_the_shape(tmp_path: Path) -> None:
    """A literal's type of rank 500 ended dump-ir in `internal error: ValueError: maximum supported
    dimension for an ndarray is currently 64` (exit 2)."""
    ones = ",".join(["1"] * 500)
    m = write(tmp_path, f"HloModule m\nENTRY e {{\n  c = f32[{ones}] constant({{...}})\n  ROOT r = f32[] constant(0)\n}}\n")
    r = xlac("dump-ir", str(m))
    assert r.returncode == 1, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == f"{m}:3:7: error: f32[...] has 500 dimensions; xlac supports at most 64", lines
    assert lines[2].strip() == "^" and "internal error" not in r.stderr
    ones = ",".join(["1"] * 65)
    p = write(tmp_path, f"HloModule m\nENTRY e {{\n  p = f32[{ones}] parameter(0)\n  ROOT n = f32[{ones}] negate(p)\n}}\n",
              "p.hlo")
    r = xlac("run", str(p), "--random-inputs")
    assert r.returncode == 1 and "65 dimensions; xlac supports at most 64" in r.stderr, r.stderr
    ones = ",".join(["1"] * 64)
    ok = write(tmp_path, f"HloModule m\nENTRY e {{\n  p = f32[{ones}] parameter(0)\n  ROOT n = f32[{ones}] negate(p)\n}}\n",
               "ok.hlo")
    r = xlac("run", str(ok), "--random-inputs", "--target", "interpreter", "-q")
    assert r.returncode == 0, r.stderr


NEG = "HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n"


def test_a_misspelt_or_bare_triple_is_warned_about_with_the_nearest_known_one(tmp_path: Path) -> None:
    """`--triple aarch64-linux-gun` and `--triple arm64` compiled silently, for an unknown OS."""
    m = write(tmp_path, NEG)
    for triple, near in (("aarch64-linux-gun", "aarch64-linux-gnu"), ("arm64", "aarch64-linux-gnu")):
        r = xlac("compile", str(m), "--triple", triple, "-o", str(tmp_path / "m.o"))
        assert r.returncode == 0, r.stderr
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"xlac: warning: --triple '{triple}': "), lines
        assert lines[0].endswith(f"did you mean '{near}'?")
    assert "'gun'" in xlac("dump-ir", str(m), "--stage", "llvm", "--triple", "aarch64-linux-gun").stderr
    for fine in ("aarch64-linux-gnu", "x86_64-w64-mingw32", "thumbv7em-none-eabihf", "wasm32-unknown-unknown"):
        r = xlac("compile", str(m), "--triple", fine, "--emit", "asm", "-o", str(tmp_path / "m.s"))
        assert r.returncode == 0 and r.stderr == "", (fine, r.stderr)


def test_traceback_is_taken_after_the_command_too(tmp_path: Path) -> None:
    """`xlac run m.hlo --traceback` answered `No such option: --traceback Did you mean --check?`."""
    m = write(tmp_path, NEG.replace("negate(p)", "negate(p, p)"))
    for args in (("--traceback", "run", str(m)), ("run", str(m), "--traceback"), ("run", "--traceback", str(m))):
        r = xlac(*args)
        assert r.returncode == 1 and "Traceback (most recent call last)" in r.stderr, (args, r.stderr)
        assert "No such option" not in r.stderr
    plain = xlac("run", str(m))
    assert plain.returncode == 1 and "Traceback" not in plain.stderr


def test_did_you_mean_ranks_common_ops_first_and_lists_ties(tmp_path: Path) -> None:
    """`ad` proposed `pad` (one of three equally near names, and the rarest); attribute names,
    --cpu names and other IRs' op names had no suggestion."""
    def note(op: str) -> str:
        r = xlac("run", str(write(tmp_path, NEG.replace("negate(p)", f"{op}(p, p)"))), "--random-inputs")
        assert r.returncode == 1 and "unknown opcode" in r.stderr, r.stderr
        return r.stderr.splitlines()[-1]

    assert note("ad") == "note: did you mean 'add', 'and' or 'pad'?"
    assert note("mul") == "note: did you mean 'multiply'?"
    assert note("dynamic_slice") == "note: did you mean 'dynamic-slice'?"
    assert note("brodcast") == "note: did you mean 'broadcast'?"
    reduce = ("HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"
              "ENTRY e {\n  p = f32[4,3] parameter(0)\n  z = f32[] constant(0)\n"
              "  ROOT r = f32[4] reduce(p, z), ATTRS\n}\n")
    r = xlac("run", str(write(tmp_path, reduce.replace("ATTRS", "dimension={1}, to_apply=add"))))
    assert r.returncode == 1 and r.stderr.splitlines()[-1] == "note: did you mean 'dimensions'?", r.stderr
    assert ":10:33: error: 'reduce' requires attribute 'dimensions'; 'dimension' is not one of" in r.stderr
    r = xlac("run", str(write(tmp_path, reduce.replace("ATTRS", "dimensions={1}, to_apply=add, metdata={}"))))
    assert r.returncode == 1 and r.stderr.splitlines()[-1] == "note: did you mean 'metadata'?", r.stderr
    r = xlac("compile", str(write(tmp_path, NEG)), "--cpu", "skylakx", "-o", str(tmp_path / "m.o"))
    assert r.returncode == 1 and r.stderr.splitlines()[-1] == "note: did you mean 'skylake'?", r.stderr


def test_error_on_budget_makes_the_budgets_hard(tmp_path: Path) -> None:
    """Going over --max-ram/--max-flash was only a warning (the object was written, exit 0)."""
    mlp = str(Path(__file__).resolve().parents[2] / "samples" / "mlp.hlo")
    args = ["compile", mlp, "--triple", "thumbv7em-none-eabihf", "--max-ram", "64", "--max-flash", "1K"]
    warned = xlac(*args, "-o", str(tmp_path / "w.o"))
    assert warned.returncode == 0 and warned.stderr.count("xlac: warning: the model needs") == 2, warned.stderr
    strict = xlac(*args, "--error-on-budget", "-o", str(tmp_path / "s.o"))
    assert strict.returncode == 1 and not (tmp_path / "s.o").exists() and not (tmp_path / "s.h").exists()
    assert strict.stderr.startswith("error: the model needs ") and "more than --max-ram 64" in strict.stderr
    assert "more than --max-flash 1K (--error-on-budget)" in strict.stderr and "warning" not in strict.stderr
    fits = xlac(*args[:4], "--max-ram", "64K", "--max-flash", "1M", "--error-on-budget", "-o", str(tmp_path / "f.o"))
    assert fits.returncode == 0 and fits.stderr == "", fits.stderr
    alone = xlac(*args[:4], "--error-on-budget", "-o", str(tmp_path / "a.o"))
    assert alone.returncode == 1 and "--error-on-budget needs a budget" in alone.stderr


def test_emulated_benchmark_times_say_so() -> None:
    """Cortex-M's --benchmark printed qemu's time as if it were the microcontroller's (the run
    itself is tests/edge/test_cortexm_benchmark.py, where qemu-system-arm is installed)."""
    from xlac.driver import RunResult
    from xlac.targets.base import HostDevice
    from xlac.targets.cpu.cortexm import CortexMDevice
    from xlac.targets.cpu.cross import QemuDevice

    assert CortexMDevice.timing_note == "emulated: qemu-system-arm's time, not a Cortex-M's"
    assert "qemu-user" in QemuDevice.timing_note and HostDevice.timing_note == ""
    board = RunResult([], [], [2.0, 1.0, 3.0], timing_note=CortexMDevice.timing_note)
    assert board.benchmark_summary() == ("median 2.000 ms, min 1.000 ms over 3 runs "
                                         "(emulated: qemu-system-arm's time, not a Cortex-M's)")
    assert RunResult([], [], [1.0]).benchmark_summary() == "median 1.000 ms, min 1.000 ms over 1 run"


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_help_texts_say_what_the_commands_do() -> None:
    """`run --help` said --devices runs on the interpreter (cpu runs them, on threads);
    `compile --help` listed only the cpu target's --emit kinds."""
    run = _flat(xlac("run", "--help").stdout)
    assert "Each device is a thread running the cpu target's code" in run and "(interpreter)" not in run
    compile_help = _flat(xlac("compile", "--help").stdout)
    emit = compile_help[compile_help.index("--emit"):compile_help.index("--entry")]
    from xlac.registry import get_target

    for name in ("cpu", "nvptx", "xacc"):
        listed = emit[emit.index(f"{name}: "):].split(";")[0]
        for kind in get_target(name).emit_kinds:
            assert kind in listed, (name, kind, listed)


def test_counts_are_worded_as_counted(tmp_path: Path) -> None:
    """`check: 1 results match the interpreter`; a profile 'in 7 top-level instructions' listing 2."""
    r = xlac("run", str(write(tmp_path, NEG)), "-i", "4xf32=1,2,3,4", "--check")
    assert r.returncode == 0 and "check: 1 result matches the interpreter" in r.stdout, r.stdout
    from xlac.codegen.llvm.profile import ProfileLayout, report

    layout = ProfileLayout("p", tuple(f"i{k} = f32[] add" for k in range(7)))
    text = report(layout, [1, 3_000_000, 2_000_000, 0, 0, 0, 100, 0])
    assert text.splitlines()[0].endswith("in 7 top-level instructions (mean of 1 call; clock read around each); "
                                         "listed: the 2 taking 0.001 ms or more")
    assert text.splitlines()[-1].endswith("(5 more)")
    full = report(ProfileLayout("p", ("a = f32[] add",)), [2, 4_000_000])
    assert "(mean of 2 calls; clock read around each); all listed" in full


def test_time_passes_columns_line_up(tmp_path: Path) -> None:
    """The cpu and wall figures sat left of their headings (a long pass name pushed its row)."""
    r = xlac("compile", str(write(tmp_path, NEG)), "-o", str(tmp_path / "m.o"), "--time-passes")
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    head = next(line for line in lines if line.startswith("compile time (seconds)"))
    cpu_end, wall_end = head.index("cpu") + 3, head.index("wall") + 4
    rows = [line for line in lines[lines.index(head) + 1:] if line.startswith("  ")]
    assert len(rows) > 5
    for row in rows:
        ends = [m.end() for m in re.finditer(r"\d+\.\d{3}\b", row)]
        assert ends and ends == [cpu_end, wall_end][:len(ends)], (head, row)


def test_emit_all_into_a_missing_folder_names_the_folder(tmp_path: Path) -> None:
    r = xlac("compile", str(write(tmp_path, NEG)), "--emit", "all", "-o", str(tmp_path / "nowhere" / "m.o"))
    assert r.returncode == 1
    assert r.stderr.startswith(f"error: the folder {tmp_path / 'nowhere'} does not exist: xlac would write 5 files "
                               "there (m.ll, m.s, m.o, m.h, m.o.xlac.json)"), r.stderr
