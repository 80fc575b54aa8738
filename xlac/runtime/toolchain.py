"""The system C toolchain, for what xlac builds and links on this machine (the thread-pool
runtime, custom-call support, linking host objects into loadable libraries)."""

from __future__ import annotations

import os
import shutil

from xlac.errors import XlacError


def c_compiler() -> str | None:
    """``$CC``, else cc, gcc or clang: the first that is on PATH; None when there is none."""
    for name in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if name and shutil.which(name):
            return name
    return None


def find_cc() -> str:
    """The system C compiler, or an error saying how to install one."""
    cc = c_compiler()
    if cc is None:
        raise XlacError("this needs a C compiler (cc) to build or link native code; install gcc "
                        "(Debian package gcc)")
    return cc
