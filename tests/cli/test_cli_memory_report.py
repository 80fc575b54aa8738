"""`xlac compile --memory-report`: the scratch by purpose, the buffers live at the peak with
their HLO names, and what each buffer-assignment optimization saved; the header's figure is the
report's total."""

from __future__ import annotations

import re
from pathlib import Path

from cli_runner import xlac
from hlo_texts import dense_softmax

SOFTMAX = dense_softmax(512, 256)


def test_memory_report(tmp_path: Path) -> None:
    model = tmp_path / "softmax.hlo"
    model.write_text(SOFTMAX)
    r = xlac("compile", str(model), "-o", str(tmp_path / "sm.o"), "--memory-report")
    assert r.returncode == 0, r.stderr
    total = int(re.search(r"scratch: ([\d,]+) bytes \(SM_TEMP_BYTES\)", r.stderr).group(1).replace(",", ""))
    header = (tmp_path / "sm.h").read_text()
    assert f"#define SM_TEMP_BYTES {total}u" in header
    parts = {name: int(n.replace(",", "")) for name, n in
             re.findall(r"^  (planned buffers|kernel scratch|staging) +([\d,]+)", r.stderr, re.M)}
    assert sum(parts.values()) == total and parts["kernel scratch"] > 0  # the dot packs its operands
    # the dot's 512x256 result is a temporary; exp and the quotient are computed in the output
    assert parts["planned buffers"] < 2 * 512 * 256 * 4
    assert re.search(r"saved by: elementwise reuse [\d,]+; result space [\d,]+; row groups -?[\d,]+", r.stderr)
    assert re.search(r"peak: [\d,]+ bytes of buffers live at step \d+", r.stderr)



def test_nvptx_reports_its_device_scratch_the_same_way(tmp_path: Path) -> None:
    model = tmp_path / "softmax.hlo"
    model.write_text(SOFTMAX)
    r = xlac("compile", str(model), "--target", "nvptx", "--emit", "header", "-o", str(tmp_path / "sm.h"),
             "--memory-report")
    assert r.returncode == 0, r.stderr
    total = int(re.search(r"scratch: ([\d,]+) bytes \(SM_TEMP_BYTES\)", r.stderr).group(1).replace(",", ""))
    assert f"#define SM_TEMP_BYTES {total}u" in (tmp_path / "sm.h").read_text()
    planned = int(re.search(r"^  planned buffers +([\d,]+)", r.stderr, re.M).group(1).replace(",", ""))
    assert planned <= 512 * 256 * 4  # the dot's result; the softmax is computed in the output
    assert re.search(r"saved by: elementwise reuse [\d,]+; result space [\d,]+", r.stderr)
