"""An error the cpu lowering raises names the file the user passed (as given: relative or
absolute), with the line and column of the instruction, and exits 1."""

from __future__ import annotations

from pathlib import Path

from cli_runner import xlac

TEXT = """HloModule renamed_module
ENTRY e {
  a = f32[4,2] parameter(0)
  b = f32[4,4] parameter(1)
  z = s32[] constant(0)
  t = (s32[], s32[]) tuple(z, z)
  ROOT r = f32[4,4] collective-permute(a, b, t, t), source_target_pairs={{0,0}}, slice_sizes={{4,2}}
}
"""


def test_cpu_lowering_error_names_the_users_file(tmp_path: Path) -> None:
    sub = tmp_path / "models"
    sub.mkdir()
    (sub / "my model.hlo").write_text(TEXT)
    for arg in ("models/my model.hlo", str(sub / "my model.hlo")):
        r = xlac("run", arg, "--target", "cpu", cwd=tmp_path)
        assert r.returncode == 1, r.stderr
        first = r.stderr.splitlines()[0]
        assert first.startswith(f"{arg}:7:"), first
        assert "renamed_module.hlo" not in r.stderr and "in-place slices" in r.stderr
