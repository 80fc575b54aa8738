"""xlac/targets/cpu/elf.py, the one ELF reader (object sizes by ISA level, Cortex-M budgets),
on objects of each class and byte order: its figures must be the ones binutils' `size` and
`nm -S` give."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from xlac.hlo.parser import parse_module
from xlac.targets.cpu import elf
from xlac.targets.cpu.lowering import lower
from xlac.targets.cpu.options import CpuOptions

MODULE = """HloModule m
ENTRY e {
  x = f32[64] parameter(0)
  c = f32[64] constant({...})
  t = f32[64] tanh(x)
  ROOT s = f32[64] add(t, c)
}
""".replace("{...}", "{" + ", ".join(str(k) for k in range(64)) + "}")

TRIPLES = {  # triple: (ELF class, byte order)
    "x86_64-linux-gnu": (2, "<"),
    "s390x-linux-gnu": (2, ">"),
    "thumbv7em-none-eabihf": (1, "<"),
    "armebv7-linux-gnueabihf": (1, ">"),
}


def _object(triple: str) -> bytes:
    return lower(parse_module(MODULE), CpuOptions(triple=triple)).object_code()


@pytest.mark.parametrize("triple", TRIPLES)
def test_sections_and_functions_match_binutils(triple: str, tmp_path: Path) -> None:
    obj = _object(triple)
    assert (obj[4], "<" if obj[5] == 1 else ">") == TRIPLES[triple]
    functions = dict(elf.function_sizes(obj))
    assert functions and all(size > 0 for size in functions.values()), functions
    loaded = sum(s.size for s in elf.sections(obj) if s.flags & elf.SHF_ALLOC)
    assert loaded >= sum(functions.values()) + 64 * 4  # the code and the constant
    nm, readelf = shutil.which("nm"), shutil.which("readelf")
    if nm is None or readelf is None:
        pytest.skip("binutils (nm, readelf) not installed")
    path = tmp_path / "m.o"
    path.write_bytes(obj)
    listed = subprocess.run([nm, "-S", "--defined-only", str(path)], capture_output=True, text=True, check=True)
    sized = {m[3]: int(m[1], 16) for m in re.findall(r"^(\S+) (\S+) ([tT]) (\S+)$", listed.stdout, re.M)}
    assert sized and {k: v for k, v in functions.items() if k in sized} == sized
    table = subprocess.run([readelf, "-SW", str(path)], capture_output=True, text=True, check=True).stdout
    rows = re.findall(r"^\s*\[\s*\d+\]\s+\S+\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+[0-9a-f]+\s+(\S*)\s+\d+",
                      table, re.M)
    assert rows and loaded == sum(int(n, 16) for n, flags in rows if "A" in flags)


def test_other_formats_have_no_sections() -> None:
    assert elf.sections(b"\0asm\1\0\0\0") == [] and list(elf.function_sizes(b"\0asm\1\0\0\0")) == []
    assert elf.sections(b"\x7fELF") == []  # truncated: not read past its end
