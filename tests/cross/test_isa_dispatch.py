"""Default objects run on every CPU of their triple (issue 37): an x86-64 object carries its
kernels for several ISA levels and picks one on its first call (targets/cpu/dispatch.py).

Checked through the paths users take: the object linked into a C program and run natively,
under qemu-x86_64 as CPUs without AVX (Nehalem) and without AVX-512 (Haswell), with XLAC_ISA
forcing a level, and an aarch64 object under qemu-aarch64 as a Cortex-A53 and as qemu's
"max". Every result is compared with what real XLA computed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from corpus import case
from hlo_texts import BATCHED_BF16_DOT, dense_softmax

from xlac.driver import compare_outputs, load_module, load_text
from xlac.errors import XlacError
from xlac.registry import get_target
from xlac.targets.cpu import dispatch
from xlac.targets.cpu.cross import QemuDevice, cross_available, missing_tools, toolchain_for
from xlac.targets.cpu.options import CpuOptions

X86 = "x86_64-linux-gnu"
# one of each kind of kernel: GEMMs of f32, bf16 and s8, convolution, reductions, row groups
# (softmax), fused elementwise, whole models, control flow and the FTZ environment
CASES = ["dot_matmul_f32", "dot_bf16", "dot_s8_preferred_s32", "dot_batched_f32", "conv2d_nhwc_same",
         "reduce_sum_f32_axis1", "softmax_f32", "unary_exp_f32", "unary_tanh_f32", "mlp_forward",
         "cnn_2layer", "attention_1head", "while_fori_loop", "denormals_ftz_f32", "convert_f32_to_bf16"]


def _needs(triple: str) -> None:
    if not cross_available(triple):
        tc = toolchain_for(triple)
        pytest.skip(f"no {triple} toolchain: " + "; ".join(missing_tools(tc)) + f" ({tc.install_hint})")


def _compile(name: str, triple: str | None, **options):
    module = load_module(case(name).hlo)
    entry = "isa_" + "".join(ch if ch.isalnum() else "_" for ch in name)
    return get_target("cpu").compile(module, CpuOptions(triple=triple, entry_name=entry, ahead_of_time=True,
                                                        **options))


@pytest.mark.parametrize("cpu", ["Nehalem", "Haswell"])
@pytest.mark.parametrize("name", CASES)
def test_default_x86_object_runs_on_older_cpus(name: str, cpu: str, tmp_path: Path) -> None:
    """The same object the host runs (AVX-512 kernels here) runs under an emulated CPU without
    them and gives XLA's results: it picked the baseline or AVX2 kernels."""
    _needs(X86)
    c = case(name)
    exe = _compile(name, X86, version_all=True)  # corpus cases are small: every kernel per level
    assert exe.lowered.isa_levels == dispatch.LEVEL_NAMES
    ins, want = c.arrays()
    got = exe.run(QemuDevice(X86, keep=tmp_path, cpu=cpu), *ins)
    assert compare_outputs(got, want, c.rtol, c.atol) == []


# big enough that its kernels are carried per level (HOT_ELEMENTS): a layer and a softmax
_MODEL = """HloModule layer
ENTRY e {
  x = f32[64,64]{1,0} parameter(0)
  w = f32[64,64]{1,0} parameter(1)
  d = f32[64,64]{1,0} dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  t = f32[64,64]{1,0} tanh(d)
  ROOT r = f32[64,64]{1,0} exponential(t)
}
"""

_ISA_MAIN = r"""
#include <stdio.h>
#include <stdlib.h>
#include "model.h"
int main(void) {
    void *temp = aligned_alloc(64, MODEL_TEMP_BYTES + 64);
    static float x[64 * 64], w[64 * 64], out[64 * 64];
    for (int i = 0; i < 64 * 64; i++) { x[i] = (float)(i % 7) * 0.125f - 0.375f; w[i] = (float)(i % 5) * 0.0625f; }
    void *params[] = {x, w};
    void *results[] = {out};
    if (model(params, results, temp) != 0) return 1;
    double sum = 0;
    for (int i = 0; i < 64 * 64; i++) sum += out[i];
    printf("%s %.9g\n", model_isa(), sum);
    return 0;
}
"""


def _isa_program(tmp_path: Path) -> Path:
    """A default object of _MODEL linked into a program printing model_isa() and a checksum."""
    if shutil.which("cc") is None:
        pytest.skip("no C compiler")
    module = load_text(_MODEL, "layer.hlo")
    exe = get_target("cpu").compile(module, CpuOptions(entry_name="model", ahead_of_time=True))
    assert len(exe.lowered.isa_levels) > 1
    exe.save(tmp_path / "model.o")
    (tmp_path / "main.c").write_text(_ISA_MAIN)
    program = tmp_path / "program"
    subprocess.run(["cc", "-std=c11", "-O1", f"-I{tmp_path}", str(tmp_path / "main.c"), str(tmp_path / "model.o"),
                    "-lm", "-o", str(program)], check=True)
    return program


def _run(program: Path, *prefix: str, isa: str | None = None) -> tuple[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "XLAC_ISA"}
    if isa:
        env["XLAC_ISA"] = isa
    out = subprocess.run([*prefix, str(program)], capture_output=True, text=True, env=env, check=True).stdout
    level, checksum = out.split()
    return level, checksum


def test_the_object_says_which_level_runs_and_xlac_isa_picks_a_lower_one(tmp_path: Path) -> None:
    program = _isa_program(tmp_path)
    here, checksum = _run(program)
    assert here == dispatch.host_level(dispatch.X86_LEVELS).name
    for level in dispatch.LEVEL_NAMES[:dispatch.LEVEL_NAMES.index(here) + 1]:
        assert _run(program, isa=level) == (level, checksum)
    assert _run(program, isa="no-such-level") == (here, checksum)  # a name it does not know: the best


@pytest.mark.parametrize(("cpu", "level"), [("Nehalem", "baseline"), ("Haswell", "avx2")])
def test_under_qemu_the_object_picks_what_the_emulated_cpu_has(cpu: str, level: str, tmp_path: Path) -> None:
    if shutil.which("qemu-x86_64") is None:
        pytest.skip("no qemu-x86_64 (Debian package qemu-user)")
    program = _isa_program(tmp_path)
    _, checksum = _run(program)
    assert _run(program, "qemu-x86_64", "-cpu", cpu) == (level, checksum)
    if level != "baseline":  # a level the CPU lacks is never taken, even when asked for
        assert _run(program, "qemu-x86_64", "-cpu", "Nehalem", isa=level) == ("baseline", checksum)


@pytest.mark.parametrize("cpu", ["cortex-a53", "max"])
@pytest.mark.parametrize("name", ["dot_matmul_f32", "dot_bf16", "conv2d_nhwc_same", "softmax_f32", "mlp_forward"])
def test_default_aarch64_object_runs_on_armv8a_cpus(name: str, cpu: str, tmp_path: Path) -> None:
    """aarch64 objects target armv8-a by default: a Cortex-A53 (the first armv8-a core) runs
    them as qemu's newest CPU does."""
    triple = "aarch64-linux-gnu"
    _needs(triple)
    c = case(name)
    ins, want = c.arrays()
    got = _compile(name, triple).run(QemuDevice(triple, keep=tmp_path, cpu=cpu), *ins)
    assert compare_outputs(got, want, c.rtol, c.atol) == []


def test_levels_differ_where_they_should() -> None:
    """The baseline kernels use no AVX, AVX2's no AVX-512 and AVX-512's the zmm registers; an f32
    product's kernel is the same at AVX512-VNNI/BF16/AMX (not carried again), a bf16 one's not."""
    exe = _compile("dot_matmul_f32", X86, version_all=True)
    asm = exe.lowered.assembly(keep=True)
    assert "zmm" in asm and "ymm" in asm
    by_level = exe.lowered.isa_functions
    assert set(by_level.values()) >= {"baseline", "avx2", "avx512"}
    kernels = {lv: [f for f, owner in by_level.items() if owner == lv and f.startswith("op.")] for lv in
               dispatch.LEVEL_NAMES}
    assert kernels["baseline"] and kernels["avx2"] and kernels["avx512"]
    called = {lv for lv, fns in kernels.items() if any(f"@{f}(" in exe.lowered.optimized_ir or
                                                      f'@"{f}"(' in exe.lowered.optimized_ir for f in fns)}
    assert called == {"baseline", "avx2", "avx512"}
    bf16 = get_target("cpu").compile(load_text(BATCHED_BF16_DOT), CpuOptions(triple=X86, ahead_of_time=True)).lowered
    owners = set(bf16.isa_functions.values())
    assert "avx512-bf16" in owners  # its GEMM uses vdpbf16ps there
    single = _compile("dot_matmul_f32", X86, dispatch="none").lowered
    assert single.isa_levels == ("baseline",) and "ymm" not in single.assembly()


def test_cpu_native_and_named_cpus_give_one_level() -> None:
    native = _compile("dot_matmul_f32", None, cpu="native").lowered
    assert native.isa_levels == () and "_isa" not in native.optimized_ir
    haswell = _compile("dot_matmul_f32", X86, cpu="haswell").lowered
    assert haswell.isa_levels == () and "zmm" not in haswell.assembly()


def test_bad_dispatch_lists_and_isa_names_are_clear_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(XlacError, match="(?s)no ISA level 'avx3'.*did you mean 'avx2'"):
        _compile("dot_matmul_f32", X86, dispatch="avx3")
    monkeypatch.setenv("XLAC_ISA", "avx-512")
    with pytest.raises(XlacError, match="XLAC_ISA=avx-512: no such ISA level"):
        get_target("cpu").compile(load_module(case("dot_matmul_f32").hlo), CpuOptions())


def test_dispatch_lists_keep_the_baseline() -> None:
    assert [lv.name for lv in dispatch.parse_dispatch("avx512", X86)] == ["baseline", "avx512"]
    assert [lv.name for lv in dispatch.parse_dispatch("none", X86)] == ["baseline"]
    assert "amx" not in [lv.name for lv in dispatch.parse_dispatch(None, "x86_64-apple-darwin")]
    assert dispatch.parse_dispatch(None, "aarch64-linux-gnu") == ()


def test_small_models_are_one_level_objects() -> None:
    """Kernels that touch few elements run in well under a microsecond at any width: a module
    of them carries no versions, no dispatch code and no ENTRY_isa."""
    text = """HloModule small
ENTRY e {
  x = f32[8,8]{1,0} parameter(0)
  y = f32[8,8]{1,0} parameter(1)
  ROOT s = f32[8,8]{1,0} add(x, y)
}
"""
    lowered = get_target("cpu").compile(load_text(text, "small.hlo"),
                                        CpuOptions(entry_name="m", ahead_of_time=True)).lowered
    assert lowered.isa_levels == ("baseline",) and "m_isa" not in lowered.optimized_ir
    assert "zmm" not in lowered.assembly() and "ymm" not in lowered.assembly()


def test_kernels_written_alike_for_every_level_are_emitted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fused loop or row group is written the same for every level: it is emitted once and its
    text copied per level (each copy compiled with its level's attributes, none left a bare
    declaration); a GEMM, sized by the level's registers, is emitted per level. Emitting every
    kernel six times made a fuzzed module with large fused kernels compile in 36 s, not 2.3."""
    from xlac.codegen.llvm import outline

    emitted: list[str] = []
    real = outline.outline

    def counting(ctx, name, *args, **kwargs):
        emitted.append(name)
        return real(ctx, name, *args, **kwargs)

    monkeypatch.setattr(outline, "outline", counting)
    lowered = get_target("cpu").compile(load_text(dense_softmax(64, 256)),
                                        CpuOptions(triple=X86, ahead_of_time=True)).lowered
    assert emitted.count("rows.fusion") == 1  # the softmax's row group: once
    assert emitted.count("op.h") > 1  # the product h = x @ w: once per level
    owners = lowered.isa_functions or {}
    assert {"baseline", "avx2", "avx512"} <= set(owners.values())
    for fn in owners:
        assert f'define internal void @"{fn}"(' in lowered.llvm_ir or f"@{fn}(" in lowered.llvm_ir
        assert f'declare void @"{fn}"(' not in lowered.llvm_ir, fn
    asm = lowered.assembly(keep=True)
    rows = {lv: [f for f, owner in owners.items() if owner == lv and f.startswith("rows.")] for lv in owners.values()}
    assert all(rows[lv] for lv in ("baseline", "avx2", "avx512"))
    assert "zmm" in asm and "ymm" in asm  # the copies are compiled for their levels


def test_copies_of_a_deduplicated_kernel_are_shared() -> None:
    """Two fusions with the same text (a transformer's layers) share one kernel, and so one copy
    per level: the object holds three versions, not six."""
    text = """HloModule twice
ENTRY e {
  x = f32[4096]{0} parameter(0)
  y = f32[4096]{0} parameter(1)
  a = f32[4096]{0} exponential(x)
  b = f32[4096]{0} exponential(y)
  ROOT t = (f32[4096]{0}, f32[4096]{0}) tuple(a, b)
}
"""
    exe = get_target("cpu").compile(load_text(text), CpuOptions(triple=X86, ahead_of_time=True, opt_level=0))
    kernels = [f for f in (exe.lowered.isa_functions or {})]
    assert len(kernels) == 3, kernels


def test_baseline_versions_are_compiled_for_size_unless_large() -> None:
    """The baseline kernels (run only where AVX2 is missing) carry optsize, but not a kernel of
    thousands of IR lines: LLVM's size pipeline left 64k instructions of a 56k-line fused kernel
    (the speed pipeline 5k) and took 10 s (a fuzzed module, saved in tests/fuzz/regressions)."""
    from xlac.targets.cpu import lowering

    path = Path(__file__).parents[1] / "fuzz" / "regressions" / "large_fused_kernels_per_isa_level.hlo"
    lowered = get_target("cpu").compile(load_text(path.read_text()), CpuOptions(triple=X86, ahead_of_time=True)).lowered
    owners = lowered.isa_functions or {}
    text = lowered.llvm_ir
    small = lowering._small_functions(text)
    baseline = [f for f, lv in owners.items() if lv == "baseline"]
    assert any(f not in small for f in baseline) and any(f in small for f in baseline)
    for m in lowering._DEFINE.finditer(text):
        if owners.get(m.group(1)) == "baseline":
            line = text[m.start():text.index("\n", m.start())]
            assert ("optsize" in line) == (m.group(1) in small), line[:200]


def test_avx512_levels_are_tuned_as_measured() -> None:
    """The AVX-512 levels carry Zen 4's tuning (dispatch.AVX512_TUNING: as fast or faster than
    x86-64-v4's generic one on both makers' CPUs), the older levels LLVM's defaults."""
    for level in dispatch.X86_LEVELS:
        attrs = level.attributes()
        assert ('"tune-cpu"="znver4"' in attrs) == ("avx512f" in level.features), (level.name, attrs)
    lowered = _compile("softmax_f32", X86, version_all=True).lowered
    assert '"tune-cpu"="znver4"' in lowered.llvm_ir
