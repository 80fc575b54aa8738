"""The cpu target's options: what its flags add to every target's (CompileOptions).

    CpuOptions(triple="aarch64-linux-gnu", reloc="static", threads=4, max_ram="64K")
"""

from __future__ import annotations

from dataclasses import dataclass

from xlac.targets.base import CompileOptions


@dataclass(frozen=True)
class CpuOptions(CompileOptions):
    """The cpu target's options. ``reloc``: static, pic or pie. ``threads``: threads the code
    may use, an int or "auto" (the runtime's count); None: "auto" for code run in this process,
    1 (no runtime to link) for ``ahead_of_time`` objects. ``outline``, ``buffer_assignment``:
    code-generation switches for experiments and tests (see TargetDescription). ``max_ram``,
    ``max_flash``: budgets ("64K", "1M", bytes) `xlac compile` warns about for Cortex-M objects
    (``error_on_budget``: refuses to write an object over them).
    ``profile``: count the time of each top-level instruction (`xlac run --stats`; code for this
    machine only, where the counters can be read back). ``dispatch``: the ISA levels an x86-64
    object carries without ``--cpu``/``--features`` (dispatch.py: "none", "default" or a list
    such as "avx2,avx512"); ``cpu="native"``: this machine's CPU, one level; ``version_all``:
    every kernel in every level, however small (tests: small corpus cases through each level).
    ``amx``: the AMX GEMM kernels (x86-64
    Linux with AMX-TILE): "auto" where the features have them, "off" never, "emulate" on any
    CPU with the tile instructions replaced by plain LLVM IR that reads and writes the same
    memory (tests of the packing and blocking on machines without AMX)."""

    reloc: str = "pic"
    threads: int | str | None = None
    outline: bool = True
    buffer_assignment: bool = True
    max_ram: str | None = None
    max_flash: str | None = None
    error_on_budget: bool = False
    profile: bool = False
    dispatch: str | None = None
    version_all: bool = False
    amx: str = "auto"
