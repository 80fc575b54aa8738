"""Triples LLVM takes without a word although they name nothing it knows.

LLVM reads ``aarch64-linux-gun`` as aarch64 for an unknown OS and ``arm64`` as aarch64 with no OS
at all, and compiles for them: an object that then fails to link, or links for the wrong ABI,
far from the typo. :func:`triple_warning` names the part LLVM did not know and the nearest
triple xlac knows:

    >>> triple_warning("aarch64-linux-gun").split("; ")[1]
    "did you mean 'aarch64-linux-gnu'?"
    >>> nearest_triple("arm64")
    'aarch64-linux-gnu'
"""

from __future__ import annotations

import difflib
import re

# LLVM's Triple.cpp names (vendors, operating systems, environments and object formats)
_VENDORS = {"unknown", "apple", "pc", "scei", "sie", "fsl", "ibm", "img", "mti", "nvidia", "csr", "amd", "mesa",
            "suse", "oe", "intel", "none"}
_OSES = {"unknown", "none", "darwin", "dragonfly", "freebsd", "fuchsia", "ios", "kfreebsd", "linux", "lv2", "macos",
         "macosx", "netbsd", "openbsd", "solaris", "uefi", "win32", "windows", "zos", "haiku", "rtems", "nacl", "aix",
         "cuda", "nvcl", "amdhsa", "ps4", "ps5", "elfiamcu", "tvos", "watchos", "bridgeos", "driverkit", "xros",
         "visionos", "mesa3d", "amdpal", "hermit", "hurd", "wasi", "wasip1", "wasip2", "emscripten", "shadermodel",
         "liteos", "serenity", "vulkan", "managarm", "cygwin", "mingw32", "qurt"}
_ENVIRONMENTS = {"gnu", "gnut64", "gnuabin32", "gnuabi64", "gnueabihf", "gnueabihft64", "gnueabi", "gnueabit64",
                 "gnuf32", "gnuf64", "gnusf", "gnux32", "gnu_ilp32", "code16", "eabihf", "eabi", "android",
                 "androideabi", "musl", "muslabin32", "muslabi64", "musleabi", "musleabihf", "muslf32", "muslsf",
                 "muslx32", "msvc", "itanium", "cygnus", "coreclr", "simulator", "macabi", "ohos", "ohoseabi",
                 "pauthtest", "llvm", "mlibc", "opencl", "elf", "macho", "coff", "wasm", "xcoff", "goff", "spirv",
                 "dxcontainer", "amdhsa"}
_KNOWN_PARTS = _VENDORS | _OSES | _ENVIRONMENTS
_ALONE_OK = ("wasm32", "wasm64", "nvptx", "nvptx64")  # arches used without an OS
_ARCH_ALIASES = {"arm64": "aarch64", "amd64": "x86_64", "x86-64": "x86_64", "x64": "x86_64", "i386": "i686",
                 "ppc64le": "powerpc64le", "riscv": "riscv64"}


def known_triples() -> list[str]:
    """The triples `xlac targets` lists (the cpu target's, Cortex-M's, wasm32)."""
    from xlac.targets.cpu.compiler import KNOWN_TRIPLES
    from xlac.targets.cpu.cortexm import KNOWN_TRIPLES as CORTEX_M
    from xlac.targets.cpu.wasm import WASM_TRIPLE

    return [*KNOWN_TRIPLES, *CORTEX_M, WASM_TRIPLE]


def nearest_triple(triple: str) -> str | None:
    """The known triple closest to ``triple``: one for the same architecture (arm64 is
    aarch64's), nearest in its other parts; else the nearest by spelling."""
    arch, _, rest = triple.partition("-")
    arch = _ARCH_ALIASES.get(arch, arch)
    candidates = known_triples()
    same = [t for t in candidates if t.split("-")[0] == arch]
    if same:
        return max(same, key=lambda t: difflib.SequenceMatcher(None, rest, t.partition("-")[2]).ratio())
    close = difflib.get_close_matches(triple, candidates, n=1, cutoff=0.6)
    return close[0] if close else None


def _known(part: str, names: set[str] = _KNOWN_PARTS) -> bool:
    """A vendor, OS or environment LLVM knows (an OS or environment may carry a version:
    macosx10.15, android21)."""
    return part in names or re.sub(r"[\d._]+$", "", part) in names


def triple_warning(triple: str) -> str | None:
    """Why ``triple`` (one LLVM accepted) is likely a mistake, with the nearest known triple; None
    when every part of it is one LLVM knows."""
    parts = triple.split("-")
    arch = parts[0]
    if len(parts) == 1:
        if arch in _ALONE_OK:
            return None
        why = "names no operating system (LLVM then compiles for an unknown one)"
    else:
        # any vendor goes where an OS follows (x86_64-w64-mingw32, x86_64-redhat-linux)
        vendor_ok = len(parts) >= 3 and any(_known(p, _OSES) for p in parts[2:])
        unknown = [p for k, p in enumerate(parts[1:], 1) if not _known(p) and not (k == 1 and vendor_ok)]
        if not unknown:
            return None
        names = ", ".join(f"'{p}'" for p in unknown)
        why = f"LLVM knows no vendor, OS or environment {names} and compiles for an unknown one"
    near = nearest_triple(triple)
    return f"--triple '{triple}': {why}" + (f"; did you mean '{near}'?" if near and near != triple else "")
