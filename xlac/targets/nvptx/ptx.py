"""LLVM IR -> PTX through llvmlite's NVPTX backend, with libdevice linked in; and ``ptxas``.

    ptx = to_ptx(llvm_ir_text, "sm_90", opt_level=2)
    cubin = assemble(ptx, "sm_90")          # bytes, or None when ptxas is not installed
    check(ptx, "sm_90")                     # XlacError with ptxas's first message if it refuses

libdevice's functions call ``__nvvm_reflect`` to pick FTZ/precise paths; LLVM's NVVMReflect pass
(in the NVPTX pipeline) folds those calls, reading the ``nvvm-reflect-ftz`` module flag (0:
precise, our flushing is explicit). After linking, every non-kernel function is internal, so the
optimizer drops the libdevice functions nobody calls.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path

import llvmlite.binding as llvm

from xlac.errors import XlacError

TRIPLE = "nvptx64-nvidia-cuda"
DEFAULT_ARCH = "sm_90"
CUDA_HOME = Path(os.environ.get("CUDA_HOME", "/usr/local/cuda"))


@lru_cache(maxsize=1)
def _init() -> None:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


def nvptx_available() -> bool:
    """Does this llvmlite's LLVM have the NVPTX backend?"""
    _init()
    try:
        llvm.Target.from_triple(TRIPLE)
    except RuntimeError:
        return False
    return True


def target_machine(arch: str = DEFAULT_ARCH, opt_level: int = 2) -> llvm.TargetMachine:
    _init()
    try:
        target = llvm.Target.from_triple(TRIPLE)
    except RuntimeError:
        raise XlacError("this llvmlite's LLVM was built without the NVPTX backend") from None
    if not arch.startswith("sm_") or not arch[3:].rstrip("a").isdigit():
        raise XlacError(f"--cpu '{arch}' is not a CUDA architecture (sm_70, sm_80, sm_90...)")
    return target.create_target_machine(cpu=arch, opt=min(max(opt_level, 0), 3))


def data_layout(arch: str = DEFAULT_ARCH) -> str:
    return str(target_machine(arch).target_data)


def libdevice_path() -> Path:
    path = Path(os.environ.get("XLAC_LIBDEVICE", CUDA_HOME / "nvvm" / "libdevice" / "libdevice.10.bc"))
    if not path.is_file():
        raise XlacError(f"libdevice not found at {path} (set CUDA_HOME or XLAC_LIBDEVICE): "
                        "the nvptx target takes its math functions from it")
    return path


@lru_cache(maxsize=1)
def _libdevice_bytes() -> bytes:
    return libdevice_path().read_bytes()


def to_ptx(text: str, arch: str = DEFAULT_ARCH, opt_level: int = 2, kernels: set[str] | None = None) -> str:
    """PTX for the LLVM module ``text``; ``kernels`` are the entry points kept external."""
    tm = target_machine(arch, opt_level)
    try:
        ref = llvm.parse_assembly(text)
        ref.verify()
    except RuntimeError as e:
        raise XlacError(f"internal error: generated LLVM IR does not verify: {str(e).strip()[:2000]}") from None
    ref.triple = TRIPLE
    ref.data_layout = str(tm.target_data)
    if any(f.is_declaration and f.name.startswith("__nv_") for f in ref.functions):
        lib = llvm.parse_bitcode(_libdevice_bytes())
        lib.triple = TRIPLE
        lib.data_layout = str(tm.target_data)
        ref.link_in(lib)
    for f in ref.functions:
        if not f.is_declaration and (kernels is None or f.name not in kernels) and not f.name.startswith("llvm."):
            if kernels is not None:
                f.linkage = "internal"
    for g in ref.global_variables:
        if not g.is_declaration:
            g.linkage = "internal"
    pto = llvm.create_pipeline_tuning_options(speed_level=min(max(opt_level, 1), 3))
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(ref, pb)
    return tm.emit_assembly(ref)


def ptxas() -> str | None:
    found = shutil.which("ptxas")
    if found:
        return found
    candidate = CUDA_HOME / "bin" / "ptxas"
    return str(candidate) if candidate.is_file() else None


def _run_ptxas(ptx: str, arch: str, out: Path | None) -> subprocess.CompletedProcess:
    tool = ptxas()
    if tool is None:
        raise XlacError("ptxas not found (install the CUDA toolkit or put ptxas on PATH)")
    with tempfile.TemporaryDirectory(prefix="xlac-ptxas-") as tmp:
        src = Path(tmp) / "module.ptx"
        src.write_text(ptx)
        dst = out if out is not None else Path(tmp) / "module.cubin"
        return subprocess.run([tool, f"-arch={arch}", str(src), "-o", str(dst)], capture_output=True, text=True)


def check(ptx: str, arch: str = DEFAULT_ARCH) -> None:
    """Raise an XlacError carrying ptxas's first complaint when it does not accept ``ptx``."""
    done = _run_ptxas(ptx, arch, None)
    if done.returncode != 0:
        lines = [ln for ln in (done.stderr or done.stdout).splitlines() if ln.strip()]
        raise XlacError(f"internal error: ptxas -arch={arch} rejects the generated PTX: "
                        f"{lines[0] if lines else 'exit ' + str(done.returncode)}")


def assemble(ptx: str, arch: str = DEFAULT_ARCH) -> bytes | None:
    """The cubin ptxas makes of ``ptx``, or None where ptxas is not installed."""
    if ptxas() is None:
        return None
    with tempfile.TemporaryDirectory(prefix="xlac-cubin-") as tmp:
        out = Path(tmp) / "module.cubin"
        done = _run_ptxas(ptx, arch, out)
        if done.returncode != 0:
            lines = [ln for ln in (done.stderr or done.stdout).splitlines() if ln.strip()]
            raise XlacError(f"internal error: ptxas -arch={arch} rejects the generated PTX: "
                            f"{lines[0] if lines else 'exit ' + str(done.returncode)}")
        return out.read_bytes()
