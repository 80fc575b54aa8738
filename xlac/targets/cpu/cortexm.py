"""The Cortex-M device: bare-metal thumb code linked into a small firmware image and run under
qemu-system-arm on an emulated MPS2 board.

The firmware is what a microcontroller project would build: a vector table and reset handler
(copy .data, clear .bss, enable the FPU), the model's object, newlib's libm and libc
(``libnewlib-arm-none-eabi``: memcpy, expf...), its inputs linked in as read-only data (flash),
its results and temp as static buffers (RAM). Results leave over ARM semihosting (SYS_OPEN/
SYS_WRITE into files in the run's folder), and the exit status too (SYS_EXIT_EXTENDED). The
firmware is relinked per launch (only the inputs' assembly file changes), the rest is compiled
once per executable. A benchmark's times leave in batches of fixed size, so any repeat count
fits the board's memory and every run's time reaches the host's median and min.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from xlac.customcall.status import last_error_message
from xlac.errors import XlacError
from xlac.targets.base import Executable, SupportRow
from xlac.targets.cpu import elf
from xlac.targets.cpu.abi import TEMP_ALIGN, ModelInfo
from xlac.targets.cpu.header import render_header
from xlac.targets.cpu.machine import CORTEX_M_TRIPLES, cortex_m_key, is_cortex_m
from xlac.targets.cpu.staged import StagedDevice

GCC = "arm-none-eabi-gcc"
QEMU = "qemu-system-arm"
PACKAGES = ("gcc-arm-none-eabi", "libnewlib-arm-none-eabi", "qemu-system-arm")
INSTALL_HINT = "apt-get install " + " ".join(PACKAGES)


@dataclass(frozen=True)
class Board:
    """An emulated board for one thumb architecture, and the gcc flags its code is built with."""

    arch: str
    machine: str            # qemu-system-arm -M
    core: str
    gcc_flags: tuple[str, ...]
    flash: tuple[int, int]  # (origin, bytes): where code, constants and inputs go
    ram: tuple[int, int]    # (origin, bytes): data, bss (results, temp) and the stack


_MPS2_FLASH = (0x00000000, 4 << 20)  # ZBT SSRAM1, where the MPS2 FPGA images boot from
_MPS2_RAM = (0x20000000, 4 << 20)    # ZBT SSRAM2/3

# Keyed by the first component of the triple, with the float ABI its name implies.
BOARDS: dict[str, Board] = {
    "thumbv7em-eabihf": Board("thumbv7em", "mps2-an386", "Cortex-M4F",
                              ("-mcpu=cortex-m4", "-mfloat-abi=softfp", "-mfpu=fpv4-sp-d16"), _MPS2_FLASH, _MPS2_RAM),
    "thumbv7em-eabi": Board("thumbv7em", "mps2-an386", "Cortex-M4",
                            ("-mcpu=cortex-m4", "-mfloat-abi=soft"), _MPS2_FLASH, _MPS2_RAM),
    "thumbv8m.main-eabihf": Board("thumbv8m.main", "mps2-an505", "Cortex-M33",
                                  ("-mcpu=cortex-m33", "-mfloat-abi=softfp", "-mfpu=fpv5-sp-d16"),
                                  (0x10000000, 4 << 20), (0x38000000, 4 << 20)),  # secure aliases
    "thumbv7m-eabi": Board("thumbv7m", "mps2-an385", "Cortex-M3",
                           ("-mcpu=cortex-m3", "-mfloat-abi=soft"), _MPS2_FLASH, _MPS2_RAM),
}
KNOWN_TRIPLES = CORTEX_M_TRIPLES  # the triples these boards run (machine.py says why no thumbv6m)


def board_for(triple: str) -> Board:
    board = BOARDS.get(cortex_m_key(triple))
    if board is None:
        raise XlacError(f"xlac cannot run code for {triple} here (it runs "
                        f"{', '.join(KNOWN_TRIPLES)} on emulated MPS2 boards); `xlac compile` it instead")
    return board


def missing_tools() -> list[str]:
    """What is absent, each with the Debian package that provides it."""
    missing = []
    if not shutil.which(GCC):
        missing.append(f"the cross compiler {GCC} (Debian package gcc-arm-none-eabi)")
    elif not any(Path(p).is_dir() for p in ("/usr/lib/arm-none-eabi/newlib", "/usr/lib/arm-none-eabi/lib")):
        missing.append("newlib's libc and libm (Debian package libnewlib-arm-none-eabi)")
    if not shutil.which(QEMU):
        missing.append(f"the emulator {QEMU} (Debian package qemu-system-arm)")
    return missing


def require_tools(triple: str) -> Board:
    board = board_for(triple)
    missing = missing_tools()
    if missing:
        raise XlacError(f"running {triple} code needs " + "; ".join(missing) + f": {INSTALL_HINT}")
    return board


def support_rows() -> list[SupportRow]:
    missing = missing_tools()
    return [SupportRow(t, f"{QEMU} ({board_for(t).machine}, {board_for(t).core})" if not missing else
                       f"compile only; to run: {INSTALL_HINT}") for t in KNOWN_TRIPLES]


# ---- sizes ----------------------------------------------------------------------------------

def memory_footprint(obj: bytes, info: ModelInfo) -> dict[str, int]:
    """Flash (code, constants, initialized data) and RAM (data, bss, temp) an ELF object needs,
    from its allocated sections; the caller's parameter and result buffers are counted apart."""
    flash = ram = 0
    for sec in elf.sections(obj):
        if not sec.flags & elf.SHF_ALLOC:
            continue
        if sec.kind == elf.SHT_NOBITS:  # .bss
            ram += sec.size
        else:
            flash += sec.size
            ram += sec.size if sec.flags & elf.SHF_WRITE else 0
    buffers = sum(s.byte_size for _, s in info.params) + sum(s.byte_size for s in info.results)
    return {"flash_bytes": flash, "ram_bytes": ram + info.temp_bytes, "temp_bytes": info.temp_bytes,
            "buffer_bytes": buffers}


def parse_size(text: str, flag: str) -> int:
    """Bytes from "65536", "64K", "64KiB", "1M"."""
    t = text.strip().upper().removesuffix("IB").removesuffix("B")
    scale = {"K": 1 << 10, "M": 1 << 20}.get(t[-1:], 1)
    try:
        size = float(t[:-1] if scale > 1 else t) * scale
    except ValueError:
        size = math.nan
    if not size >= 0 or math.isinf(size):  # NaN, negative, infinite
        raise XlacError(f"--max-{flag} '{text}' is not a size (such as 65536, 64K or 1M)")
    return int(size)


def budget_warnings(memory: dict[str, int], budget: dict[str, str]) -> list[str]:
    """Why a model cannot fit the RAM and flash budgets (``{"ram": "64K", "flash": "1M"}``).
    RAM counts the temp, the object's data and the parameter and result buffers (a firmware's
    stack comes on top); flash, the object's code and constants (libm's functions on top)."""
    out = []
    if "ram" in budget:
        need, have = memory["ram_bytes"] + memory["buffer_bytes"], parse_size(budget["ram"], "ram")
        if need > have:
            out.append(f"the model needs {need} bytes of RAM ({memory['temp_bytes']} temp, "
                       f"{memory['buffer_bytes']} parameters and results), more than --max-ram {budget['ram']}")
    if "flash" in budget:
        need, have = memory["flash_bytes"], parse_size(budget["flash"], "flash")
        if need > have:
            out.append(f"the model needs {need} bytes of flash (code and constants), more than "
                       f"--max-flash {budget['flash']}")
    return out


# ---- the firmware ---------------------------------------------------------------------------

LINKER_SCRIPT = """/* Generated by xlac: the MPS2 board's memory (see cortexm.py). */
ENTRY(xlac_reset)
MEMORY {
  FLASH (rx) : ORIGIN = @FLASH_AT@, LENGTH = @FLASH_BYTES@
  RAM (rwx) : ORIGIN = @RAM_AT@, LENGTH = @RAM_BYTES@
}
SECTIONS {
  .text : { KEEP(*(.xlac_vectors)) *(.text*) *(.rodata*) . = ALIGN(8); } > FLASH
  .ARM.exidx : { __exidx_start = .; *(.ARM.exidx*) __exidx_end = .; } > FLASH
  __xlac_data_load = LOADADDR(.data);
  .data : ALIGN(8) { __xlac_data_start = .; *(.data*) . = ALIGN(8); __xlac_data_end = .; } > RAM AT > FLASH
  .bss (NOLOAD) : ALIGN(64) { __xlac_bss_start = .; *(.bss*) *(COMMON) . = ALIGN(8); __xlac_bss_end = .; } > RAM
  .stack (NOLOAD) : ALIGN(8) { . += @STACK@; __xlac_stack_top = .; } > RAM
}
"""

HARNESS = r"""/* Generated by xlac: bare-metal firmware around one compiled model (see cortexm.py). */
#include <stdint.h>
#include <string.h>
#include "@HEADER@"

@INPUT_DECLS@
@RESULT_BUFFERS@
static uint8_t xlac_temp[@TEMP@ + 1] __attribute__((aligned(@ALIGN@)));
@PARALLEL_FOR@
/* ARM semihosting: the debugger (qemu) does the I/O. */
static int semihost(int op, void *arg) {
  register int r0 __asm__("r0") = op;
  register void *r1 __asm__("r1") = arg;
  __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
  return r0;
}

static void sh_exit(int code) {
  uint32_t args[2] = {0x20026u, (uint32_t)code}; /* ADP_Stopped_ApplicationExit */
  semihost(0x20, args);                          /* SYS_EXIT_EXTENDED */
  for (;;) {}
}

static int sh_open(const char *name) {
  uint32_t args[3] = {(uint32_t)name, 5u /* "wb" */, (uint32_t)strlen(name)};
  return semihost(0x01, args); /* SYS_OPEN */
}

static int sh_write(int fd, const void *data, uint32_t n) {
  uint32_t args[3] = {(uint32_t)fd, (uint32_t)data, n};
  return n && semihost(0x05, args) != 0; /* SYS_WRITE: the count of bytes not written */
}

static int sh_close(int fd) {
  uint32_t args[1] = {(uint32_t)fd};
  return semihost(0x02, args) != 0; /* SYS_CLOSE */
}

static int sh_write_file(const char *name, const void *data, uint32_t n) {
  int fd = sh_open(name);
  if (fd < 0) return 1;
  if (sh_write(fd, data, n)) { sh_close(fd); return 1; }
  return sh_close(fd);
}

static uint64_t sh_elapsed(void) {
  uint32_t ticks[2] = {0, 0};
  semihost(0x30, ticks); /* SYS_ELAPSED */
  return ((uint64_t)ticks[1] << 32) | ticks[0];
}

/* Times of the timed calls go out in batches of a fixed size, so any repeat count fits the
   board's RAM and stack (a buffer of all of them overflowed the stack from ~2000 calls on). */
static double xlac_times[@TIMES_BATCH@];

int main(void) {
  const xlac_model_info *m = &@INFO@;
  void *params[@NP@ + 1] = {@PARAMS@};
  void *results[@NR@ + 1] = {@RESULTS@};
  char name[16] = "out0.bin";
  int32_t status = m->entry(params, results, xlac_temp);
  long k;
  if (status != XLAC_STATUS_OK) {
    sh_write_file("status.bin", &status, sizeof status);
    return 3;
  }
  if (@REPEAT@ > 0) {
    double freq = (double)semihost(0x31, 0); /* SYS_TICKFREQ */
    int fd = sh_open("times.bin");
    int held = 0;
    if (fd < 0) return 2;
    for (k = 0; k < @REPEAT@; ++k) {
      uint64_t t0 = sh_elapsed();
      m->entry(params, results, xlac_temp);
      xlac_times[held++] = (double)(sh_elapsed() - t0) * 1e3 / freq;
      if (held == @TIMES_BATCH@ || k + 1 == @REPEAT@) { /* outside the timed calls */
        if (sh_write(fd, xlac_times, sizeof(double) * (uint32_t)held)) return 2;
        held = 0;
      }
    }
    if (sh_close(fd)) return 2;
  }
  for (k = 0; k < m->num_results; ++k) {
    name[3] = (char)('0' + k % 10);
    if (k >= 10) { name[3] = (char)('0' + k / 10); name[4] = (char)('0' + k % 10); memcpy(name + 5, ".bin", 5); }
    if (sh_write_file(name, results[k], (uint32_t)m->results[k].bytes)) return 2;
  }
  return 0;
}

/* Startup: what a microcontroller runs from reset. */
extern uint32_t __xlac_data_load[], __xlac_data_start[], __xlac_data_end[], __xlac_bss_start[],
    __xlac_bss_end[], __xlac_stack_top[];

void xlac_reset(void) {
  uint32_t *src = __xlac_data_load, *dst = __xlac_data_start;
  while (dst < __xlac_data_end) *dst++ = *src++;
  for (dst = __xlac_bss_start; dst < __xlac_bss_end;) *dst++ = 0;
#if defined(__ARM_FP)
  *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20; /* CPACR: CP10, CP11 full access */
  __asm__ volatile("dsb\n\tisb");
#endif
  sh_exit(main());
}

static void xlac_fault(void) { sh_exit(4); }

__attribute__((section(".xlac_vectors"), used))
static void (*const xlac_vectors[16])(void) = {
  (void (*)(void))__xlac_stack_top, xlac_reset, xlac_fault, xlac_fault, xlac_fault, xlac_fault, xlac_fault,
  0, 0, 0, 0, xlac_fault, xlac_fault, 0, xlac_fault, xlac_fault,
};
"""

STACK_BYTES = 16 << 10
# A module compiled with threads (`xlac run --triple` compiles as for the host) calls the thread
# pool; one core has none, so the firmware runs each loop whole on the caller, as parallel.c does
# with one thread.
SERIAL_PARALLEL_FOR = """
void xlac_parallel_for(void (*fn)(void *, int64_t, int64_t), void *ctx, int64_t n, int64_t grain);
void xlac_parallel_for(void (*fn)(void *, int64_t, int64_t), void *ctx, int64_t n, int64_t grain) {
  (void)grain;
  if (n > 0) fn(ctx, 0, n);
}
void xlac_parallel_for_capped(void (*fn)(void *, int64_t, int64_t), void *ctx, int64_t n, int64_t grain,
                              int64_t max_threads);
void xlac_parallel_for_capped(void (*fn)(void *, int64_t, int64_t), void *ctx, int64_t n, int64_t grain,
                              int64_t max_threads) {
  (void)grain;
  (void)max_threads;
  if (n > 0) fn(ctx, 0, n);
}
"""
MAX_REPEAT = (1 << 31) - 1  # the firmware counts calls in a 32-bit long
TIMES_BATCH = 128  # timed calls' times held in RAM before they go out over semihosting (1 KiB)


def harness_source(info: ModelInfo, header_name: str, repeat: int) -> str:
    decls, bufs = [], []
    for k, (_, s) in enumerate(info.params):
        if s.dtype.is_array:
            decls.append(f"extern const uint8_t xlac_in{k}[];")
    for j, s in enumerate(info.results):
        if s.dtype.is_array:
            bufs.append(f"static uint8_t xlac_out{j}[{s.byte_size} + 1] __attribute__((aligned({TEMP_ALIGN})));")
    params = ", ".join(f"(void *)xlac_in{k}" if s.dtype.is_array else "0" for k, (_, s) in enumerate(info.params))
    results = ", ".join(f"xlac_out{j}" if s.dtype.is_array else "0" for j, s in enumerate(info.results))
    return (HARNESS.replace("@HEADER@", header_name).replace("@INFO@", f"{info.entry_name}_info")
            .replace("@INPUT_DECLS@", "\n".join(decls)).replace("@RESULT_BUFFERS@", "\n".join(bufs))
            .replace("@TEMP@", str(info.temp_bytes)).replace("@ALIGN@", str(TEMP_ALIGN))
            .replace("@NP@", str(len(info.params))).replace("@NR@", str(len(info.results)))
            .replace("@PARAMS@", params or "0").replace("@RESULTS@", results or "0")
            .replace("@PARALLEL_FOR@", SERIAL_PARALLEL_FOR if info.extra.get("threads", 1) > 1 else "")
            .replace("@REPEAT@", f"{max(repeat, 0)}L").replace("@TIMES_BATCH@", str(TIMES_BATCH)))


def inputs_assembly(info: ModelInfo) -> str:
    """Each input as read-only data (flash), from the files the launch wrote."""
    out = []
    for k, (_, s) in enumerate(info.params):
        if s.dtype.is_array:
            out += ['  .section .rodata.xlac_inputs,"a"', f"  .balign {TEMP_ALIGN}", f"  .global xlac_in{k}",
                    f"xlac_in{k}:", f'  .incbin "data/in{k}.bin"', "  .byte 0"]
    return "\n".join(out) + "\n"


def linker_script(board: Board, ram_bytes: int | None = None) -> str:
    return (LINKER_SCRIPT.replace("@FLASH_AT@", hex(board.flash[0])).replace("@FLASH_BYTES@", str(board.flash[1]))
            .replace("@RAM_AT@", hex(board.ram[0])).replace("@RAM_BYTES@", str(ram_bytes or board.ram[1]))
            .replace("@STACK@", str(STACK_BYTES)))


class CortexMDevice(StagedDevice):
    """A Cortex-M microcontroller on an emulated MPS2 board. Each launch links the inputs into the
    firmware and runs it under qemu-system-arm. ``ram_bytes`` caps the board's RAM (to check that
    a model fits a smaller part: the link fails if not). Timed launches are timed inside the
    program (semihosting's SYS_ELAPSED: emulated time)."""

    folder_prefix = "xlac-cortexm-"
    timing_note = f"emulated: {QEMU}'s time, not a Cortex-M's"

    def __init__(self, triple: str = "thumbv7em-none-eabihf", keep: str | Path | None = None,
                 ram_bytes: int | None = None, timeout: float = 600):
        super().__init__(keep)
        self.triple = triple
        self.board = require_tools(triple)
        self.name = f"{QEMU} ({self.board.machine}, {triple})"
        self.ram_bytes = ram_bytes
        self.timeout = timeout

    def accepts(self, info: ModelInfo) -> bool:
        return cortex_m_key(info.triple) == cortex_m_key(self.triple)

    def _gcc(self, args: list[str], what: str, info: ModelInfo) -> None:
        proc = subprocess.run([GCC, "-mthumb", *self.board.gcc_flags, *args], capture_output=True, text=True)
        if proc.returncode != 0:
            err = proc.stderr.strip()
            if "overflowed by" in err:
                raise XlacError(f"the {info.module_name} model does not fit the {self.board.machine} board's "
                                f"memory ({what}): " + next(ln for ln in err.splitlines() if "overflowed" in ln))
            undefined = sorted(set(re.findall(r"undefined reference to `([^']+)'", err)))
            if undefined:
                raise XlacError(f"the module calls {', '.join(undefined)}, which nothing defines for {info.triple} "
                                f"(custom-call targets need an implementation compiled for it)")
            raise XlacError(f"{GCC} could not {what} for {info.triple}:\n{err[:3000]}")

    def _prepare(self, executable: Executable, info: ModelInfo, folder: Path) -> None:
        (folder / "model.o").write_bytes(executable.object_code())  # type: ignore[attr-defined]
        (folder / f"{info.entry_name}.h").write_text(render_header(info))
        (folder / "inputs.S").write_text(inputs_assembly(info))
        (folder / "link.ld").write_text(linker_script(self.board, self.ram_bytes))

    def _run(self, executable: Executable, params: Sequence[Any], results: Sequence[Any], repeat: int) -> list[float]:
        if repeat > MAX_REPEAT:
            raise XlacError(f"a {self.triple} firmware times at most {MAX_REPEAT} runs, not {repeat}")
        folder, info, _ = self.program(executable)
        data = folder / "data"
        self.write_inputs(data, params)
        (folder / "harness.c").write_text(harness_source(info, f"{info.entry_name}.h", repeat))
        elf = folder / "firmware.elf"
        self._gcc(["-std=c99", "-O1", "-Wall", "-Werror", "-ffunction-sections", "-fdata-sections", "-I",
                   str(folder), "-nostartfiles", "--specs=nosys.specs", "-T", str(folder / "link.ld"),
                   "-Wl,--gc-sections", "-o", str(elf), str(folder / "harness.c"), str(folder / "inputs.S"),
                   str(folder / "model.o"), "-lm", "-lc", "-lgcc"], "link the firmware", info)
        cmd = [QEMU, "-M", self.board.machine, "-nographic", "-monitor", "none", "-serial", "none",
               "-semihosting-config", "enable=on,target=native", "-kernel", str(elf)]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=self.timeout, cwd=data)
        except subprocess.TimeoutExpired:
            raise XlacError(f"the {info.triple} firmware ran longer than {self.timeout:.0f} s under {QEMU}") from None
        if proc.returncode == 3:
            status = int(np.frombuffer((data / "status.bin").read_bytes(), dtype="<i4")[0])
            raise XlacError(f"the compiled module returned status {status}: {last_error_message(status)}")
        if proc.returncode != 0:
            output = (proc.stderr or proc.stdout).strip()
            if "Lockup" in output:  # qemu aborts with a register dump: its first line says what happened
                raise XlacError(f"the {info.triple} firmware locked up under {QEMU} (a fault while handling a "
                                f"fault, most often a stack overflow): {output.splitlines()[0]}")
            why = {4: "a hard fault (bad memory access or instruction)", 2: "could not write its results"}.get(
                proc.returncode, f"exit {proc.returncode}")
            raise XlacError(f"the {info.triple} firmware failed under {QEMU} ({why})"
                            + (f":\n{output[:2000]}" if output else ""))
        outputs = [(data / f"out{j}.bin").read_bytes() if b is not None else b"" for j, b in enumerate(results)]
        self.read_results(outputs, results, f"the {info.triple} firmware")
        times = data / "times.bin"
        return np.frombuffer(times.read_bytes(), dtype="<f8").tolist() if repeat and times.exists() else []


__all__ = ["CortexMDevice", "Board", "BOARDS", "KNOWN_TRIPLES", "is_cortex_m", "board_for",
           "memory_footprint", "budget_warnings", "parse_size", "missing_tools", "require_tools", "support_rows"]
