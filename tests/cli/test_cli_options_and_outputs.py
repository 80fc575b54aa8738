"""What `xlac compile` / `xlac run` do with options and output paths a user gets wrong or
chooses unusually: each is one clean message and exit 1 (never LLVM's abort or its warnings
followed by a compile for another CPU), and outputs go where the user meant without replacing
anything else."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from cli_runner import xlac

REPO = Path(__file__).resolve().parents[2]
MLP = str(REPO / "samples" / "mlp.hlo")


@pytest.mark.parametrize("args,message", [
    (["--features", "avx2"], "--features: 'avx2' is not +NAME or -NAME"),
    (["--features", "+bogus"], "--features: LLVM does not know +bogus"),
    (["--cpu", "bogus"], "--cpu: LLVM does not know the CPU 'bogus'"),
    (["--triple", "aarch64-linux-gnu", "--cpu", "znver4"], "--cpu: LLVM does not know the CPU 'znver4' for aarch64"),
    (["--entry", "int"], "--entry 'int' is a C keyword"),
    (["--entry", "memcpy"], "--entry 'memcpy' is a C keyword or a name the C library"),
    (["--entry", "sinf"], "--entry 'sinf' is a C keyword or a name the C library"),
])
def test_bad_cpu_features_and_entry_names_are_clean_errors(tmp_path: Path, args: list[str], message: str) -> None:
    proc = xlac("compile", MLP, *args, "-o", str(tmp_path / "m.o"))
    assert proc.returncode == 1 and message in proc.stderr, (proc.returncode, proc.stderr)
    assert "recognized" not in proc.stderr and "Assertion" not in proc.stderr  # LLVM's own words
    assert not list(tmp_path.iterdir())


def test_features_with_spaces_are_read(tmp_path: Path) -> None:
    proc = xlac("compile", MLP, "--triple", "aarch64-linux-gnu", "--features", "+neon, +fp-armv8",
                "-o", str(tmp_path / "m.o"))
    assert proc.returncode == 0, proc.stderr


def test_an_output_through_a_link_updates_the_linked_file(tmp_path: Path) -> None:
    real = tmp_path / "build"
    real.mkdir()
    (real / "m.o").write_bytes(b"old")
    link = tmp_path / "m.o"
    link.symlink_to(real / "m.o")
    proc = xlac("compile", MLP, "-o", str(link))
    assert proc.returncode == 0, proc.stderr
    assert link.is_symlink() and (real / "m.o").read_bytes()[:4] == b"\x7fELF"


def test_dev_null_gets_no_header_or_description_beside_it() -> None:
    before = set(os.listdir("/dev"))
    proc = xlac("compile", MLP, "-o", "/dev/null")
    assert proc.returncode == 0, proc.stderr
    assert set(os.listdir("/dev")) - before == set()


def test_a_failed_write_replaces_none_of_the_outputs(tmp_path: Path) -> None:
    out = tmp_path / "m.o"
    assert xlac("compile", str(REPO / "samples" / "cnn.hlo"), "-o", str(out)).returncode == 0
    before = {p.name: p.read_bytes() for p in (out, tmp_path / "m.h")}
    (tmp_path / "m.o.xlac.json").unlink()
    (tmp_path / "m.o.xlac.json").mkdir()  # the description cannot be written
    proc = xlac("compile", MLP, "-o", str(out))
    assert proc.returncode == 1 and "cannot write" in proc.stderr and ".tmp" not in proc.stderr, proc.stderr
    assert {p.name: p.read_bytes() for p in (out, tmp_path / "m.h")} == before


def test_objects_without_or_with_a_broken_description(tmp_path: Path) -> None:
    out = tmp_path / "m.o"
    assert xlac("compile", MLP, "-o", str(out)).returncode == 0
    (tmp_path / "m.o.xlac.json").write_text("[1, 2]")
    proc = xlac("run", str(out))
    assert proc.returncode == 1 and "not an xlac object description" in proc.stderr, proc.stderr
    (tmp_path / "m.o.xlac.json").unlink()
    proc = xlac("run", str(out))
    assert proc.returncode == 1 and "is an ELF object, not HLO text" in proc.stderr, proc.stderr
    assert "\\x7f" not in proc.stderr and "^" not in proc.stderr


def test_a_byte_order_mark_is_not_text(tmp_path: Path) -> None:
    path = tmp_path / "bom.hlo"
    path.write_bytes(b"\xef\xbb\xbf" + Path(MLP).read_bytes())
    proc = xlac("run", str(path), "-q")
    assert proc.returncode == 0, proc.stderr


def test_internal_failures_are_marked_as_bugs() -> None:
    """The CLI exits 2 and asks for a report for these (1 is the user's input); the run
    command's fallback to the interpreter does not hide them."""
    from types import SimpleNamespace

    from xlac.errors import XlacError, error_context

    instr = SimpleNamespace(name="x", opcode="add", loc=None)
    with pytest.raises(XlacError) as caught, error_context(instr):
        raise ValueError("Operands must be the same type")
    assert caught.value.internal
    with pytest.raises(XlacError) as caught, error_context(instr):
        raise XlacError("unknown opcode")
    assert not caught.value.internal
    assert XlacError("internal error: generated LLVM IR does not verify").internal


@pytest.mark.parametrize("module_name,entry", [("log", "xlac_log"), ("logf", "xlac_logf"), ("class", "xlac_class"),
                                              ("int32_t", "xlac_int32_t"), ("mlp2", "mlp2")])
def test_a_module_named_like_a_library_function_gets_a_prefixed_entry(tmp_path: Path, module_name: str,
                                                                     entry: str) -> None:
    """A module named log failed to compile (its entry clashed with the log the code calls); one
    named logf linked into a program replaced libm's logf (the program crashed). The entry of
    `xlac compile` is named after the output file, by the same rules."""
    path = tmp_path / "m.hlo"
    path.write_text(f"HloModule {module_name}\nENTRY e {{\n  p = f32[4] parameter(0)\n"
                    "  ROOT l = f32[4] log(p)\n}\n")
    proc = xlac("compile", str(path), "-o", str(tmp_path / f"{module_name}.o"))
    assert proc.returncode == 0, proc.stderr
    assert f"int32_t {entry}(" in (tmp_path / f"{module_name}.h").read_text()
    assert xlac("run", str(path), "-q", "--random-inputs").returncode == 0  # the module's name, in this process


def test_negative_sizes_timeouts_and_empty_pass_lists(tmp_path: Path) -> None:
    """--max-ram -5 was taken (and warned about), XLAC_DEVICE_TIMEOUT=-1 waited "-1 s", and
    --passes '' ran -O's pipeline instead of none."""
    proc = xlac("compile", MLP, "--triple", "thumbv7em-none-eabihf", "--max-ram", "-5", "-o", str(tmp_path / "m.o"))
    assert proc.returncode == 1 and "--max-ram '-5' is not a size" in proc.stderr, proc.stderr
    devices = REPO / "tests" / "corpus" / "devices" / "all_gather.hlo"
    proc = xlac("run", str(devices), "--devices", "4", "-q", env={"XLAC_DEVICE_TIMEOUT": "-1"})
    assert proc.returncode == 1 and "not a positive number of seconds" in proc.stderr, proc.stderr
    none = xlac("dump-ir", MLP, "--stage", "hlo-opt", "--passes", "")
    assert none.returncode == 0 and "fusion" not in none.stdout, none.stderr
    assert "fusion" in xlac("dump-ir", MLP, "--stage", "hlo-opt").stdout
