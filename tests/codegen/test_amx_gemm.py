"""bf16 and 8-bit dots and convolutions on Intel AMX tiles (gemm_amx.py).

Three kinds of test:
  * the code: for Sapphire Rapids the assembly holds the tile configuration, the tile product
    that fits the operands' types and the tile release; other CPUs' code holds none;
  * ``emulate`` (CpuOptions.amx): the tile instructions replaced by plain IR that reads and
    writes the same memory, run on any CPU, so the packing into tiles, the K padding, the
    edges, the KC slices and the threads are checked against the interpreter everywhere;
  * ``amx``-marked: the real tiles, where the CPU has them (deselected elsewhere, see
    tests/conftest.py): the same comparisons through the host's own compile, Linux's grant of
    tile data, a C program linked with a ``--cpu sapphirerapids`` object, and the tiles being
    faster than the vector kernels. (All passed on an Emerald Rapids VM, 91 tests in 10 s on
    12 workers; the existing bf16 and integer GEMM tests, which take the tiles there too, as
    well.)
"""

from __future__ import annotations

import ctypes
import itertools
import shutil
import subprocess
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from cli_runner import xlac
from hlo_texts import BATCHED_BF16_DOT

from xlac.codegen.llvm.emitters.gemm_amx import MIN_MNK
from xlac.driver import compile_module, dump_ir, load_text
from xlac.targets.cpu.options import CpuOptions

BF16 = ml_dtypes.bfloat16
NP = {"s8": np.int8, "u8": np.uint8, "bf16": BF16}
SPR = CpuOptions(triple="x86_64-unknown-linux-gnu", cpu="sapphirerapids")
AMX_FEATURES = "+avx512f,+avx512bw,+avx512vl,+avx512bf16,+avx512vnni,+avx2,+avx,+fma,+amx-tile,+amx-bf16,+amx-int8"

# how the kernels run: "emulate" anywhere; "auto" (the host's own tiles) only on an AMX CPU
MODES = [pytest.param("emulate", id="emulated"), pytest.param("auto", id="tiles", marks=pytest.mark.amx)]


def _dot(m: int, k: int, n: int, a: str = "bf16", b: str = "bf16", out: str = "f32", out_layout: str = "{1,0}",
         name: str = "m") -> str:
    return (f"HloModule {name}\nENTRY e {{\n  a = {a}[{m},{k}] parameter(0)\n  b = {b}[{k},{n}] parameter(1)\n"
            f"  ROOT d = {out}[{m},{n}]{out_layout} dot(a, b), lhs_contracting_dims={{1}}, "
            f"rhs_contracting_dims={{0}}\n}}\n")


def _conv(x: tuple[int, ...], w: tuple[int, ...], dtype: str, out: str) -> str:
    shape = [x[0], x[1], x[2], w[3]]
    return (f"HloModule m\nENTRY e {{\n  x = {dtype}[{','.join(map(str, x))}] parameter(0)\n"
            f"  w = {dtype}[{','.join(map(str, w))}] parameter(1)\n"
            f"  ROOT c = {out}[{','.join(map(str, shape))}] convolution(x, w), window={{size=3x3 pad=1_1x1_1}}, "
            f"dim_labels=b01f_01io->b01f\n}}\n")


def _inputs(rng: np.random.Generator, dtypes: list[str], shapes: list[tuple[int, ...]], exact: bool) -> list[np.ndarray]:
    """bf16: small integers (every sum exact in f32, so any order gives the interpreter's bits)
    or normal values; bytes: the whole range, or only its ends (sums that wrap)."""
    out = []
    for dt, shape in zip(dtypes, shapes):
        if dt == "bf16":
            x = rng.integers(-8, 9, shape).astype(np.float32) if exact else rng.standard_normal(shape).astype(np.float32)
            out.append(x.astype(BF16))
        else:
            info = np.iinfo(NP[dt])
            values = np.array([info.min, info.max]) if exact else np.arange(info.min, info.max + 1)
            out.append(rng.choice(values, size=shape).astype(NP[dt]))
    return out


def _options(mode: str, threads: int = 1) -> CpuOptions:
    return CpuOptions(threads=threads, amx=mode)


def _check(text: str, inputs: list[np.ndarray], options: CpuOptions, exact: bool = True) -> None:
    module = load_text(text)
    got = compile_module(module, "cpu", options).run(None, *inputs)
    want = compile_module(module, "interpreter").run(None, *inputs)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        g64, w64 = g.astype(np.float64), w.astype(np.float64)
        if exact:
            np.testing.assert_array_equal(g64, w64)
        else:  # f32 sums in another order: relative to the largest result, plus a bf16 result's rounding
            scale = 1.0 + np.abs(w64).max()
            np.testing.assert_allclose(g64, w64, rtol=1e-2 if g.dtype == BF16 else 1e-5, atol=1e-5 * scale)


def _takes_tiles(text: str, options: CpuOptions) -> bool:
    ir_text = dump_ir(load_text(text), "llvm", options)
    return "xlac.gemm.amx." in ir_text


# ---- the code ------------------------------------------------------------------------------------

@pytest.mark.parametrize("a,b,out,op", [("bf16", "bf16", "f32", "tdpbf16ps"), ("bf16", "bf16", "bf16", "tdpbf16ps"),
                                        ("s8", "s8", "s32", "tdpbssd"), ("u8", "s8", "s32", "tdpbusd"),
                                        ("s8", "u8", "s32", "tdpbsud"), ("u8", "u8", "s32", "tdpbuud")])
def test_sapphire_rapids_code_uses_the_tiles(a: str, b: str, out: str, op: str) -> None:
    """The tile product for the operands' signedness (first letter A's, second B's), between the
    tile configuration and release; Linux's permission asked by a system call; the vector
    kernels kept beside it (the fallback when Linux refuses)."""
    text = _dot(64, 256, 64, a, b, out)
    asm = dump_ir(load_text(text), "asm", SPR)
    assert op in asm and "ldtilecfg" in asm and "tilerelease" in asm and "tileloadd" in asm
    assert "tilestored" in asm and "syscall" in asm
    others = {"tdpbf16ps", "tdpbssd", "tdpbsud", "tdpbusd", "tdpbuud"} - {op}
    assert not any(other in asm for other in others)
    assert ("vdpbf16ps" if a == "bf16" else "vpdpbusd" if b == "s8" else "vpmaddwd") in asm
    assert op in dump_ir(load_text(text), "asm", CpuOptions(triple="x86_64-unknown-linux-gnu", features=AMX_FEATURES))


def test_transposed_result_swaps_the_signedness_letters() -> None:
    """A column-major result is computed as C^T = B^T A^T: u8 x s8 becomes s8 x u8 (tdpbsud)."""
    asm = dump_ir(load_text(_dot(64, 256, 64, "u8", "s8", "s32", out_layout="{0,1}")), "asm", SPR)
    assert "tdpbsud" in asm and "tdpbusd" not in asm


@pytest.mark.parametrize("cpu", ["znver4", "skylake-avx512", "cooperlake", "cascadelake", "haswell"])
@pytest.mark.parametrize("dtype", ["bf16", "s8"])
def test_other_cpus_have_no_tiles(cpu: str, dtype: str) -> None:
    out = "f32" if dtype == "bf16" else "s32"
    text = _dot(64, 256, 64, dtype, dtype, out)
    options = CpuOptions(triple="x86_64-unknown-linux-gnu", cpu=cpu)
    asm = dump_ir(load_text(text), "asm", options)
    assert not any(word in asm for word in ("ldtilecfg", "tilerelease", "tdpb", "syscall"))
    assert "xlac.amx" not in dump_ir(load_text(text), "llvm", options)


@pytest.mark.parametrize("text", [
    _dot(64, 256, 64, "f32", "f32", "f32"),  # f32: no tile product for it
    _dot(64, 256, 64, "bf16", "f32", "f32"),  # one f32 operand keeps the sum f32
    _dot(64, 256, 64, "s16", "s16", "s32"),  # 16-bit integers: no tile product
    _dot(64, 256, 64, "s8", "s8", "s64"),  # a 64-bit sum
    _dot(16, 16, 16),  # too small to pay for the tile set-up
])
def test_what_stays_on_the_vector_kernels(text: str) -> None:
    assert not _takes_tiles(text, SPR)


def test_not_for_other_systems_or_when_off() -> None:
    """The permission is a Linux system call: no tiles for other systems; amx="off" none either."""
    text = _dot(64, 256, 64)
    assert _takes_tiles(text, SPR)
    assert not _takes_tiles(text, CpuOptions(triple="x86_64-apple-darwin", cpu="sapphirerapids"))
    assert not _takes_tiles(text, CpuOptions(triple="x86_64-unknown-linux-gnu", cpu="sapphirerapids", amx="off"))
    with pytest.raises(Exception, match="amx must be"):
        dump_ir(load_text(text), "llvm", CpuOptions(amx="yes"))


def test_sapphire_rapids_object_links_into_a_c_program(tmp_path: Path) -> None:
    """`xlac compile --cpu sapphirerapids` writes an object that links with plain C (the
    permission is asked without libc). Running it is test_c_program_on_the_tiles's."""
    if not shutil.which("gcc"):
        pytest.skip("gcc not installed")
    exe = _build_c_program(tmp_path, _dot(100, 257, 33, name="amxdot"), "amxdot")
    assert exe.exists()


# ---- against the interpreter (emulated everywhere; on the tiles where the CPU has them) ------------

SIZES = [1, 15, 16, 17, 31, 33, 64, 100, 257]
# every size in each role, in 27 of the 729 combinations (and the corners)
SHAPES = sorted({(m, k, n) for m, k, n in itertools.product(SIZES, SIZES, SIZES)
                 if (SIZES.index(m) + 2 * SIZES.index(k) + 4 * SIZES.index(n)) % 27 == 0} |
                {(16, 16, 16), (257, 257, 257), (1, 257, 257), (257, 257, 1), (33, 64, 31)})


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("m,k,n", SHAPES)
def test_bf16_dot(mode: str, m: int, k: int, n: int) -> None:
    rng = np.random.default_rng(m * 10000 + k * 100 + n)
    text = _dot(m, k, n)
    if mode == "emulate" and m * n * k >= MIN_MNK:  # (on the AMX host: test_host_compile_takes_the_tiles)
        assert _takes_tiles(text, _options(mode))
    _check(text, _inputs(rng, ["bf16", "bf16"], [(m, k), (k, n)], exact=True), _options(mode))
    _check(text, _inputs(rng, ["bf16", "bf16"], [(m, k), (k, n)], exact=False), _options(mode), exact=False)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("a,b", [("s8", "s8"), ("u8", "s8"), ("s8", "u8"), ("u8", "u8")])
@pytest.mark.parametrize("m,k,n", SHAPES[::3] + [(257, 257, 257), (33, 64, 31)])
def test_int8_dot(mode: str, a: str, b: str, m: int, k: int, n: int) -> None:
    """Exact and wrapping: with only the types' ends, (-128)^2 * K sums wrap past 2^31 here
    and there (K 257: no, but every partial sum is checked bit for bit)."""
    rng = np.random.default_rng(m * 10000 + k * 100 + n)
    text = _dot(m, k, n, a, b, "s32")
    for exact in (True, False):
        _check(text, _inputs(rng, [a, b], [(m, k), (k, n)], exact), _options(mode))


@pytest.mark.parametrize("mode", MODES)
def test_bf16_result_rounding(mode: str) -> None:
    """A bf16 result is the f32 sum rounded once to nearest even, as XLA does: exact sums
    (small integers) must round to the interpreter's bits; random ones within a rounding."""
    rng = np.random.default_rng(1)
    text = _dot(100, 257, 33, out="bf16")
    _check(text, _inputs(rng, ["bf16", "bf16"], [(100, 257), (257, 33)], exact=True), _options(mode))
    wide = [(x.astype(np.float32) * 37).astype(BF16) for x in _inputs(rng, ["bf16", "bf16"], [(100, 257), (257, 33)],
                                                                       exact=True)]
    _check(text, wide, _options(mode))
    _check(text, _inputs(rng, ["bf16", "bf16"], [(100, 257), (257, 33)], exact=False), _options(mode), exact=False)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype,k", [("bf16", 1100), ("bf16", 2600), ("s8", 2600), ("u8", 5200)])
def test_kc_slices_add_into_c(mode: str, dtype: str, k: int) -> None:
    """K past one slice (~1.25 KB a row): later slices load C's tiles and add to them, edge
    blocks (33 x 31) through the stack block."""
    rng = np.random.default_rng(k)
    b = "s8" if dtype != "bf16" else "bf16"
    text = _dot(33, k, 31, dtype, b, "f32" if dtype == "bf16" else "s32")
    _check(text, _inputs(rng, [dtype, b], [(33, k), (k, 31)], exact=True), _options(mode))


@pytest.mark.parametrize("mode", MODES)
def test_subnormals_nan_and_inf(mode: str) -> None:
    """tdpbf16ps reads subnormal inputs as zero and flushes subnormal results, as XLA:CPU does;
    Inf * 0 and NaN give NaN in their columns, Inf alone Inf."""
    m, k, n = 32, 64, 32
    a = np.ones((m, k), np.float32)
    b = np.zeros((k, n), np.float32)
    a[0, :] = 1e-39
    b[:, 0] = 1e38
    b[0, 1] = np.inf
    b[3, 2] = np.nan
    b[5, 3] = 1e-20
    a[1, 5] = 1e-20
    inputs = [a.astype(BF16), b.astype(BF16)]
    module = load_text(_dot(m, k, n))
    got = compile_module(module, "cpu", _options(mode)).run(None, *inputs)[0]
    want = compile_module(module, "interpreter").run(None, *inputs)[0]
    np.testing.assert_array_equal(got, want)
    assert got[0, 0] == 0 and np.isnan(got[0, 1]) and np.isinf(got[1, 1]) and np.isnan(got[:, 2]).all()
    assert got[1, 3] == 0


BATCHED_BF16 = BATCHED_BF16_DOT

BATCHED_S8 = """HloModule m
ENTRY e {
  a = s8[4,81,65] parameter(0)
  b = u8[4,81,40] parameter(1)
  ROOT d = s32[4,65,40] dot(a, b), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_contracting_dims={1}
}
"""

WIDENED_S8 = """HloModule m
ENTRY e {
  a = s8[4,65,81] parameter(0)
  b = u8[4,81,40] parameter(1)
  ca = s32[4,65,81] convert(a)
  cb = s32[4,81,40] convert(b)
  ROOT d = s32[4,65,40] dot(ca, cb), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}
"""


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("threads", [1, 2])
def test_batched_dot_generals(mode: str, threads: int) -> None:
    """Batches (one product per task with threads), a fused producer, an A with K major (its
    rows packed into tile rows one group at a time) and JAX's widening converts (still bytes,
    still tiles)."""
    rng = np.random.default_rng(7)
    bf = [rng.integers(-8, 9, (3, 33, 80)).astype(np.float32).astype(BF16),
          rng.integers(-8, 9, (3, 80, 21)).astype(np.float32)]
    _check(BATCHED_BF16, bf, _options(mode, threads))
    _check(BATCHED_S8, _inputs(rng, ["s8", "u8"], [(4, 81, 65), (4, 81, 40)], exact=False), _options(mode, threads))
    _check(WIDENED_S8, _inputs(rng, ["s8", "u8"], [(4, 65, 81), (4, 81, 40)], exact=False), _options(mode, threads))
    if mode == "emulate":
        for text in (BATCHED_BF16, BATCHED_S8, WIDENED_S8):
            assert _takes_tiles(text, _options(mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype,out", [("bf16", "f32"), ("bf16", "bf16"), ("s8", "s32"), ("u8", "s32")])
@pytest.mark.parametrize("x,w", [((2, 9, 9, 7), (3, 3, 7, 24)), ((1, 16, 16, 64), (3, 3, 64, 64))])
def test_convolution(mode: str, dtype: str, out: str, x: tuple[int, ...], w: tuple[int, ...]) -> None:
    """A 3x3 NHWC convolution with padding: A is the window (im2col through the input's
    generator) packed into tiles; K = 9 taps x features (63: padded to whole tiles; 576)."""
    rng = np.random.default_rng(3)
    kernel = "s8" if dtype == "u8" else dtype
    text = _conv(x, w, dtype, out).replace(f"w = {dtype}", f"w = {kernel}")
    _check(text, _inputs(rng, [dtype, kernel], [x, w], exact=True), _options(mode, threads=2))
    if mode == "emulate":
        assert _takes_tiles(text, _options(mode))


@pytest.mark.parametrize("mode", MODES)
def test_threads_share_the_tiles(mode: str) -> None:
    """Four threads, each configuring its own tiles, on tiles of one product (bf16 and s8)."""
    rng = np.random.default_rng(11)
    m, k, n = 256, 700, 192
    _check(_dot(m, k, n), _inputs(rng, ["bf16", "bf16"], [(m, k), (k, n)], exact=True), _options(mode, threads=4))
    _check(_dot(m, k, n, "s8", "s8", "s32"), _inputs(rng, ["s8", "s8"], [(m, k), (k, n)], exact=False),
           _options(mode, threads=4))


# ---- the real tiles ---------------------------------------------------------------------------------

@pytest.mark.amx
def test_linux_grants_tile_data() -> None:
    """The kernels ask arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) and fall back to the
    vector kernels when refused: on an AMX machine it must be granted, or nothing here used
    the tiles (an old kernel, a sandbox)."""
    libc = ctypes.CDLL(None, use_errno=True)
    result = libc.syscall(158, 0x1023, 18)
    assert result == 0, f"arch_prctl(ARCH_REQ_XCOMP_PERM) refused: errno {ctypes.get_errno()}"


@pytest.mark.amx
def test_host_compile_takes_the_tiles() -> None:
    """LLVM reports the host's AMX features, so a plain host compile uses the tiles."""
    assert _takes_tiles(_dot(64, 256, 64), CpuOptions())
    assert _takes_tiles(_dot(64, 256, 64, "s8", "s8", "s32"), CpuOptions())


@pytest.mark.amx
@pytest.mark.parametrize("dtype", ["bf16", "s8"])
def test_tiles_are_faster_than_the_vector_kernels(dtype: str) -> None:
    """Proof that the tiles ran (the fallback is the vector kernel): one thread, a 1024^2
    product, the two timed in turn (the best of 7 each), the tiles faster."""
    n = 1024
    out = "f32" if dtype == "bf16" else "s32"
    module = load_text(_dot(n, n, n, dtype, dtype, out))
    rng = np.random.default_rng(0)
    inputs = _inputs(rng, [dtype, dtype], [(n, n), (n, n)], exact=False)
    exes = {mode: compile_module(module, "cpu", CpuOptions(threads=1, amx=mode)) for mode in ("auto", "off")}
    times: dict[str, list[float]] = {mode: [] for mode in exes}
    for _ in range(8):
        for mode, exe in exes.items():
            start = time.perf_counter()
            exe.run(None, *inputs)
            times[mode].append(time.perf_counter() - start)
    best = {mode: min(t[1:]) for mode, t in times.items()}  # (the first: warm-up)
    print(f"{dtype} {n}^2 on one thread: tiles {best['auto'] * 1e3:.2f} ms, vectors {best['off'] * 1e3:.2f} ms")
    assert best["auto"] < best["off"], best


C_MAIN = r"""#include <stdio.h>
#include <stdlib.h>
#include "MODEL.h"
/* argv: in0.bin in1.bin out.bin; the buffers' sizes from the header's info */
static void *slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  void *p;
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  p = malloc(*size + 64);
  if (fread(p, 1, *size, f) != *size) return NULL;
  fclose(f);
  return p;
}
int main(int argc, char **argv) {
  size_t s0, s1;
  void *a = slurp(argv[1], &s0), *b = slurp(argv[2], &s1);
  static unsigned char out[OUT_BYTES] __attribute__((aligned(64)));
  static unsigned char temp[TEMP_BYTES + 64] __attribute__((aligned(64)));
  void *params[2] = {a, b}, *results[1] = {out};
  FILE *f;
  if (argc != 4 || !a || !b) return 2;
  if (ENTRY(params, results, temp) != 0) return 3;
  f = fopen(argv[3], "wb");
  fwrite(out, 1, sizeof out, f);
  fclose(f);
  return 0;
}
"""


def _build_c_program(tmp_path: Path, text: str, name: str) -> Path:
    """``text`` compiled with ``--cpu sapphirerapids`` and linked with C_MAIN."""
    model = tmp_path / f"{name}.hlo"
    model.write_text(text)
    r = xlac("compile", str(model), "--triple", "x86_64-linux-gnu", "--cpu", "sapphirerapids", "-o",
             str(tmp_path / f"{name}.o"))
    assert r.returncode == 0, r.stderr
    module = load_text(text)
    out = module.result_shape
    main = C_MAIN.replace("MODEL", name).replace("OUT_BYTES", str(out.num_elements * out.dtype.itemsize)) \
        .replace("TEMP_BYTES", f"{name.upper()}_TEMP_BYTES").replace("ENTRY", name)
    (tmp_path / "main.c").write_text(main)
    exe = tmp_path / name
    built = subprocess.run(["gcc", "-O1", "-I", str(tmp_path), str(tmp_path / "main.c"), str(tmp_path / f"{name}.o"),
                            "-o", str(exe)], capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stderr
    return exe


@pytest.mark.amx
@pytest.mark.parametrize("dtype", ["bf16", "s8"])
def test_c_program_on_the_tiles(tmp_path: Path, dtype: str) -> None:
    """A ``--cpu sapphirerapids`` object in a C program (its own process asks Linux for the
    tiles) gives the interpreter's results bit for bit."""
    if not shutil.which("gcc"):
        pytest.skip("gcc not installed")
    m, k, n = 100, 257, 33
    out = "f32" if dtype == "bf16" else "s32"
    text = _dot(m, k, n, dtype, dtype, out, name="amxdot")
    exe = _build_c_program(tmp_path, text, "amxdot")
    inputs = _inputs(np.random.default_rng(5), [dtype, dtype], [(m, k), (k, n)], exact=True)
    for i, x in enumerate(inputs):
        (tmp_path / f"in{i}.bin").write_bytes(np.ascontiguousarray(x).tobytes())
    run = subprocess.run([str(exe), str(tmp_path / "in0.bin"), str(tmp_path / "in1.bin"), str(tmp_path / "out.bin")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, (run.returncode, run.stderr)
    got = np.frombuffer((tmp_path / "out.bin").read_bytes(), dtype=np.float32 if out == "f32" else np.int32)
    want = compile_module(load_text(text), "interpreter").run(None, *inputs)[0]
    np.testing.assert_array_equal(got.reshape(m, n), want)
