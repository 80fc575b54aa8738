"""The nvptx target through the real `xlac` command."""

from __future__ import annotations

from pathlib import Path

from cli_runner import xlac
from corpus import case

from xlac.targets.nvptx.cuda import Driver, NoGpu


def _gpu_present() -> bool:
    try:
        Driver.load()
    except NoGpu:
        return False
    return True


def test_run_without_gpu_says_so_in_one_line(tmp_path: Path) -> None:
    done = xlac("run", "--target", "nvptx", str(case("softmax_f32").hlo), cwd=tmp_path)
    if _gpu_present():
        assert done.returncode == 0, done.stderr
        return
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no GPU" in lines[0] and "Traceback" not in done.stderr


def test_triple_chooses_nvptx_and_emit_ptx(tmp_path: Path) -> None:
    out = tmp_path / "m.ptx"
    done = xlac("compile", str(case("layernorm_f32").hlo), "--triple", "nvptx64-nvidia-cuda", "--emit", "ptx",
                "-o", str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = out.read_text()
    assert ".target sm_90" in text and ".entry " in text
    done = xlac("compile", str(case("layernorm_f32").hlo), "--target", "nvptx", "--cpu", "sm_80", "--emit", "ptx",
                cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert ".target sm_80" in (tmp_path / "layernorm_f32.ptx").read_text()


def test_unsupported_op_is_a_clean_error_and_writes_nothing(tmp_path: Path) -> None:
    """jaxlib's CPU LAPACK targets are typed-FFI handlers run on the host: fine for `xlac run`,
    not callable from a C host object."""
    done = xlac("compile", str(case("linalg_cholesky").hlo), "--target", "nvptx", "-o", str(tmp_path / "m.o"),
                cwd=tmp_path)
    assert done.returncode == 1
    assert "lapack_spotrf_ffi" in done.stderr and "typed-FFI" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []
    hlo = tmp_path.parent / (tmp_path.name + "_infeed.hlo")
    hlo.write_text("""HloModule feed
ENTRY e {
  t = token[] after-all()
  f = (f32[2]{0}, token[]) infeed(t)
  ROOT g = f32[2]{0} get-tuple-element(f), index=0
}""")
    done = xlac("compile", str(hlo), "--target", "nvptx", "--emit", "ptx", cwd=tmp_path)
    assert done.returncode == 1 and "cannot compile 'infeed'" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_bad_architecture_and_cpu_triple(tmp_path: Path) -> None:
    hlo = str(case("softmax_f32").hlo)
    done = xlac("compile", hlo, "--target", "nvptx", "--cpu", "znver4", "--emit", "ptx", cwd=tmp_path)
    assert done.returncode == 1 and "not a CUDA architecture" in done.stderr
    done = xlac("compile", hlo, "--target", "nvptx", "--triple", "x86_64-linux-gnu", cwd=tmp_path)
    assert done.returncode == 1 and "does not compile for the triple" in done.stderr


def test_dump_ir_ptx_stage(tmp_path: Path) -> None:
    done = xlac("dump-ir", str(case("softmax_f32").hlo), "--target", "nvptx", "--stage", "ptx", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert ".version" in done.stdout and ".entry" in done.stdout
