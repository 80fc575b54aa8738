"""The qemu device: code compiled for another CPU, linked into a small C harness with the triple's
cross toolchain and run under qemu-user.

The harness is generated per model from its header, so every cross run also checks that the
header compiles with that toolchain. It reads ``in<k>.bin`` (raw bytes in the target's byte
order and the parameter's layout), calls the entry, writes ``out<j>.bin``, and with a repeat
count prints one ``time_ms`` line per extra call, timed inside the emulated program.

An object compiled with threads (``xlac run --triple`` compiles as for the host) is linked with
xlac's thread pool (xlac/runtime/parallel.c, built with the same cross gcc, -pthread), as a
user's program links it; qemu-user runs its threads. Custom calls are refused by name: their
targets are bound only inside xlac's own process (LAPACK targets are numpy models).
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from xlac.customcall.abi import FFI_API_SYMBOL
from xlac.customcall.registry import custom_call_sites
from xlac.customcall.status import last_error_message
from xlac.errors import XlacError
from xlac.hlo.parser import parse_module
from xlac.runtime.parallel import SOURCE
from xlac.targets.base import (
    Executable,
)
from xlac.targets.cpu.abi import ModelInfo
from xlac.targets.cpu.header import render_header
from xlac.targets.cpu.machine import is_big_endian
from xlac.targets.cpu.staged import StagedDevice, from_target_bytes, to_target_bytes


@dataclass(frozen=True)
class CrossToolchain:
    """How to build and run programs for one architecture on a Debian/Ubuntu host."""

    arch: str
    gcc: str            # the cross C compiler
    qemu: str           # the qemu-user emulator
    sysroot: str        # -L for qemu: where the target's dynamic loader and libc live
    packages: tuple[str, ...]  # Debian packages that provide gcc and the sysroot
    cpu: str | None = None  # qemu's -cpu (the CPU it emulates: Nehalem, Haswell, cortex-a53, max...)

    @property
    def install_hint(self) -> str:
        return "apt-get install " + " ".join(self.packages + ("qemu-user",))


def _tc(arch: str, prefix: str, qemu: str, libc: str) -> CrossToolchain:
    return CrossToolchain(arch, f"{prefix}-gcc", qemu, f"/usr/{prefix}", (f"gcc-{prefix}", f"libc6-dev-{libc}-cross"))


# Keyed by the first component of the triple (LLVM spellings and Debian's both).
TOOLCHAINS: dict[str, CrossToolchain] = {
    "aarch64": _tc("aarch64", "aarch64-linux-gnu", "qemu-aarch64", "arm64"),
    "arm64": _tc("aarch64", "aarch64-linux-gnu", "qemu-aarch64", "arm64"),
    "riscv64": _tc("riscv64", "riscv64-linux-gnu", "qemu-riscv64", "riscv64"),
    "armv7": _tc("armv7", "arm-linux-gnueabihf", "qemu-arm", "armhf"),
    "armv7a": _tc("armv7", "arm-linux-gnueabihf", "qemu-arm", "armhf"),
    "arm": _tc("armv7", "arm-linux-gnueabihf", "qemu-arm", "armhf"),
    "powerpc64le": _tc("powerpc64le", "powerpc64le-linux-gnu", "qemu-ppc64le", "ppc64el"),
    "ppc64le": _tc("powerpc64le", "powerpc64le-linux-gnu", "qemu-ppc64le", "ppc64el"),
    "s390x": _tc("s390x", "s390x-linux-gnu", "qemu-s390x", "s390x"),
    "i686": _tc("i686", "i686-linux-gnu", "qemu-i386", "i386"),
    "i386": _tc("i686", "i686-linux-gnu", "qemu-i386", "i386"),
    # on an x86-64 Debian host the system's own gcc and C library (qemu-x86_64 -cpu: older CPUs)
    "x86_64": CrossToolchain("x86_64", "x86_64-linux-gnu-gcc", "qemu-x86_64", "/", ("gcc", "libc6-dev")),
}


def toolchain_for(triple: str) -> CrossToolchain:
    """The toolchain for ``triple``, or an error saying why it cannot be run here."""
    arch = triple.split("-")[0]
    if "linux" not in triple or arch not in TOOLCHAINS:
        raise XlacError(f"xlac cannot run code for {triple} on this machine (it runs Linux triples of "
                        f"{', '.join(sorted({t.arch for t in TOOLCHAINS.values()}))} under qemu); "
                        f"`xlac compile` it and run it on such a machine")
    return TOOLCHAINS[arch]


def missing_tools(tc: CrossToolchain) -> list[str]:
    """What is absent, each with the Debian package that provides it."""
    missing = []
    if not shutil.which(tc.gcc):
        missing.append(f"the cross compiler {tc.gcc} (Debian package {tc.packages[0]})")
    if not Path(tc.sysroot, "include", "stdio.h").exists() and not Path(tc.sysroot, "lib").is_dir():
        missing.append(f"the {tc.arch} C library in {tc.sysroot} (Debian package {tc.packages[1]})")
    if not shutil.which(tc.qemu):
        missing.append(f"the emulator {tc.qemu} (Debian package qemu-user)")
    return missing


def require_tools(triple: str) -> CrossToolchain:
    tc = toolchain_for(triple)
    missing = missing_tools(tc)
    if missing:
        raise XlacError(f"running {triple} code needs " + "; ".join(missing) + f": {tc.install_hint}")
    return tc


def cross_available(triple: str) -> bool:
    try:
        return not missing_tools(toolchain_for(triple))
    except XlacError:
        return False


# ---- the harness ----------------------------------------------------------------------------

HARNESS = r"""/* Generated by xlac: run one compiled model on inputs from files (see cross.py). */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "@HEADER@"

static void *alloc_aligned(size_t n) {
  void *p = NULL;
  if (posix_memalign(&p, 64, n ? n : 1) != 0) return NULL;
  memset(p, 0, n ? n : 1);
  return p;
}

static int read_file(const char *dir, const char *kind, int k, void *buf, size_t n) {
  char path[4096];
  FILE *f;
  size_t got;
  int extra;
  snprintf(path, sizeof path, "%s/%s%d.bin", dir, kind, k);
  f = fopen(path, "rb");
  if (!f) { fprintf(stderr, "cannot open %s\n", path); return 1; }
  got = fread(buf, 1, n, f);
  extra = fgetc(f);
  fclose(f);
  if (got != n || extra != EOF) { fprintf(stderr, "%s: expected %lu bytes\n", path, (unsigned long)n); return 1; }
  return 0;
}

static int write_file(const char *dir, const char *kind, int k, const void *buf, size_t n) {
  char path[4096];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s%d.bin", dir, kind, k);
  f = fopen(path, "wb");
  if (!f) { fprintf(stderr, "cannot create %s\n", path); return 1; }
  if (n && fwrite(buf, 1, n, f) != n) { fclose(f); return 1; }
  return fclose(f) != 0;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  const xlac_model_info *m = &@INFO@;
  void *params[@NP@ + 1];
  void *results[@NR@ + 1];
  void *temp;
  int k, repeat = argc > 2 ? atoi(argv[2]) : 0;
  int32_t status;
  if (argc < 2) { fprintf(stderr, "usage: %s DIR [REPEAT]\n", argv[0]); return 2; }
  for (k = 0; k < m->num_params; ++k) {
    params[k] = alloc_aligned(m->params[k].bytes);
    if (!params[k] || read_file(argv[1], "in", k, params[k], m->params[k].bytes)) return 2;
  }
  for (k = 0; k < m->num_results; ++k) {
    results[k] = m->results[k].bytes ? alloc_aligned(m->results[k].bytes) : NULL;
  }
  temp = alloc_aligned(m->temp_bytes);
  if (!temp) return 2;
  status = m->entry(params, results, temp);
  printf("status %d\n", (int)status);
  if (status != XLAC_STATUS_OK) return 3;
  for (k = 0; k < repeat; ++k) {
    double t0 = now_ms();
    m->entry(params, results, temp);
    printf("time_ms %.6f\n", now_ms() - t0);
  }
  for (k = 0; k < m->num_results; ++k) {
    if (write_file(argv[1], "out", k, results[k], m->results[k].bytes)) return 2;
  }
  return 0;
}
"""


def harness_source(info: ModelInfo, header_name: str) -> str:
    return (HARNESS.replace("@HEADER@", header_name).replace("@INFO@", f"{info.entry_name}_info")
            .replace("@NP@", str(len(info.params))).replace("@NR@", str(len(info.results))))


def _first_lines(text: str, n: int = 20) -> str:
    return "\n".join(text.strip().splitlines()[:n])


def thread_pool_object(folder: Path, tc: CrossToolchain, info: ModelInfo) -> Path:
    """xlac's thread pool (xlac/runtime/parallel.c) compiled with the triple's gcc: what a
    program that calls an object compiled with threads links, and what the host run loads."""
    out = folder / "xlac_parallel.o"
    cmd = [tc.gcc, "-std=gnu11", "-O2", "-pthread", "-c", str(SOURCE), "-o", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise XlacError(f"{tc.gcc} could not compile xlac's thread pool ({SOURCE.name}) for {info.triple}, "
                        f"which this module compiled with threads calls:\n{_first_lines(proc.stderr)}")
    return out


def refuse_custom_calls(targets: Sequence[str], triple: str) -> None:
    """Custom-call targets are bound only in xlac's own process (built-in LAPACK targets are numpy
    models, --custom-call-lib libraries host code): a qemu program has no definition of them, so
    say so by name before the link fails on them."""
    if targets:
        raise XlacError(f"the module calls the custom-call target{'s' if len(targets) > 1 else ''} "
                        f"{', '.join(sorted(targets))}, which nothing defines for {triple}: xlac binds them only "
                        f"when it runs code in its own process (run it on the host), or `xlac compile --triple "
                        f"{triple}` it and link C implementations of them into your program")


def build_harness(obj: bytes, info: ModelInfo, folder: Path, tc: CrossToolchain,
                  custom_calls: Sequence[str] = ()) -> Path:
    """Write the object, its header and the harness into ``folder``; link (with xlac's thread
    pool when the object was compiled with threads); return the program. ``custom_calls``: the
    module's custom-call targets, refused by name (nothing defines them under qemu)."""
    refuse_custom_calls(custom_calls, info.triple)
    (folder / "model.o").write_bytes(obj)
    (folder / f"{info.entry_name}.h").write_text(render_header(info))
    (folder / "harness.c").write_text(harness_source(info, f"{info.entry_name}.h"))
    exe = folder / "harness"
    threaded = info.extra.get("threads", 1) > 1
    runtime = [str(thread_pool_object(folder, tc, info)), "-pthread"] if threaded else []
    cmd = [tc.gcc, "-std=c99", "-O1", "-Wall", "-Werror", "-I", str(folder), str(folder / "harness.c"),
           str(folder / "model.o"), *runtime, "-o", str(exe), "-lm"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        undefined = sorted(set(re.findall(r"undefined reference to `([^']+)'", proc.stderr)))
        if len(undefined) > 1 and FFI_API_SYMBOL in undefined:  # the typed-FFI table its targets use
            undefined.remove(FFI_API_SYMBOL)
        if undefined:  # an object without its HLO (custom calls unknown), or what else it calls
            raise XlacError(f"the module calls {', '.join(undefined)}, which nothing defines for {info.triple} "
                            f"(custom-call targets need an implementation compiled for it)")
        raise XlacError(f"{tc.gcc} could not build the harness for {info.triple}:\n{_first_lines(proc.stderr)}")
    return exe


def qemu_command(tc: CrossToolchain, exe: Path, *args: str) -> list[str]:
    return [tc.qemu, *(["-cpu", tc.cpu] if tc.cpu else []), "-L", tc.sysroot, str(exe), *args]


@dataclass
class CrossRun:
    outputs: list[bytes]
    times_ms: list[float]


def run_program(exe: Path, info: ModelInfo, inputs: Sequence[bytes | None], tc: CrossToolchain, folder: Path,
                repeat: int = 0, timeout: float = 600) -> CrossRun:
    """Write the inputs (bytes in the target's order and layout), run the harness under qemu,
    and return each result's bytes (empty for tokens) and the in-program times."""
    data = folder / "data"
    data.mkdir(exist_ok=True)
    for k, raw in enumerate(inputs):
        (data / f"in{k}.bin").write_bytes(raw or b"")
    try:
        proc = subprocess.run(qemu_command(tc, exe, str(data), str(repeat)), capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        raise XlacError(f"the {info.triple} program ran longer than {timeout:.0f} s under {tc.qemu}") from None
    if proc.returncode == 3:
        status = int(proc.stdout.split()[1])
        raise XlacError(f"the compiled module returned status {status}: {last_error_message(status)}")
    if proc.returncode != 0:
        raise XlacError(f"the {info.triple} program failed under {tc.qemu} (exit {proc.returncode}):\n"
                        f"{(proc.stderr or proc.stdout).strip()[:2000]}")
    outputs = [(data / f"out{j}.bin").read_bytes() for j in range(len(info.results))]
    times = [float(line.split()[1]) for line in proc.stdout.splitlines() if line.startswith("time_ms ")]
    return CrossRun(outputs, times)


def custom_call_targets(executable: Executable, info: ModelInfo) -> list[str]:
    """The custom-call targets the executable's code calls: from its compile, else from the HLO
    an object's sidecar stores (an object stored without it: found when the link fails)."""
    lowered = getattr(executable, "lowered", None)
    if lowered is not None:
        return sorted(lowered.custom_calls or {})
    if info.hlo_text:
        try:
            return sorted(custom_call_sites(parse_module(info.hlo_text, "<stored HLO>")))
        except XlacError:
            return []
    return []


class QemuDevice(StagedDevice):
    """A CPU of another architecture, emulated by qemu-user. Each launch runs the executable's
    object in a generated C harness, built once per executable with the triple's cross compiler
    (which also checks that the C header compiles there). Timed launches are timed inside the
    emulated program."""

    folder_prefix = "xlac-cross-"
    timing_note = "emulated: qemu-user's time, not the CPU's"

    def __init__(self, triple: str, keep: str | Path | None = None, cpu: str | None = None):
        super().__init__(keep)
        self.triple = triple
        self.name = f"qemu ({triple}{', -cpu ' + cpu if cpu else ''})"
        self.big_endian = is_big_endian(triple)
        self.toolchain = dataclasses.replace(require_tools(triple), cpu=cpu)

    def accepts(self, info: ModelInfo) -> bool:
        return info.triple == self.triple

    def _prepare(self, executable: Executable, info: ModelInfo, folder: Path) -> Path:
        return build_harness(executable.object_code(), info, folder, self.toolchain,  # type: ignore[attr-defined]
                             custom_call_targets(executable, info))

    def _run(self, executable: Executable, params: Sequence[Any], results: Sequence[Any], repeat: int) -> list[float]:
        folder, info, exe = self.program(executable)
        run = run_program(exe, info, [bytes(p) if p is not None else None for p in params], self.toolchain,
                          folder, repeat)
        self.read_results(run.outputs, results, f"the {info.triple} program")
        return run.times_ms


__all__ = ["CrossToolchain", "TOOLCHAINS", "toolchain_for", "require_tools", "cross_available", "QemuDevice",
           "to_target_bytes", "from_target_bytes"]
