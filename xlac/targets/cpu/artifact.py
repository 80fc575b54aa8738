"""What `xlac compile` writes, and how `xlac run model.o` finds it again (executable.py's
ObjectExecutable runs it).

An artifact is the object file plus a sidecar ``model.o.xlac.json`` (abi.ModelInfo: entry
symbol, triple, temp bytes, parameter and result shapes, the HLO text) and a C header beside it.
Every file is written atomically (a temp file in the same folder, then ``os.replace``), and all
contents are computed before the first file is touched, so a failed compile leaves nothing
behind and never clobbers a good file from an earlier run.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from xlac.errors import XlacError
from xlac.files import is_special, write_atomically
from xlac.hlo.ir import Module
from xlac.targets.cpu.abi import ModelInfo
from xlac.targets.cpu.header import render_header
from xlac.targets.cpu.lowering import LoweredModule

EMIT_KINDS = ("obj", "asm", "llvm", "header", "all")
SIDECAR_SUFFIX = ".xlac.json"
MAX_STORED_HLO = 8 << 20  # bigger HLO text (big constants) is not stored: only `run --check` needs it


# ---- writing --------------------------------------------------------------------------------

def output_paths(emit: str, out: str | Path | None, model_path: str | Path) -> dict[str, Path]:
    """Which files a compile writes, by kind: the object's header and sidecar sit beside it."""
    if emit not in EMIT_KINDS:
        raise XlacError(f"unknown --emit '{emit}' (one of {', '.join(EMIT_KINDS)})")
    stem = Path(model_path).name
    stem = stem[: -len(".hlo")] if stem.endswith(".hlo") else Path(stem).stem or stem
    default_suffix = {"obj": ".o", "all": ".o", "asm": ".s", "llvm": ".ll", "header": ".h"}[emit]
    main = Path(out) if out else Path(stem + default_suffix)
    kind = "obj" if emit == "all" else emit
    paths = {kind: main}
    if is_special(main):  # -o /dev/null: no header and sidecar beside it, in /dev
        return paths
    if emit in ("obj", "all"):
        paths["header"] = main.with_suffix(".h")
        paths["meta"] = Path(str(main) + SIDECAR_SUFFIX)
    if emit == "all":
        paths["asm"] = main.with_suffix(".s")
        paths["llvm"] = main.with_suffix(".ll")
    resolved = [p.resolve() for p in paths.values()]
    if len(set(resolved)) != len(resolved):
        raise XlacError(f"-o {main}: the object, header and other outputs would overwrite each other; "
                        f"give the object a suffix such as .o")
    return paths


def render_outputs(module: Module, lowered: LoweredModule, paths: dict[str, Path]) -> dict[Path, bytes]:
    """Every output's bytes, computed before anything is written. The sidecar stores the HLO
    text the module was parsed from (for `xlac run model.o --check`) and the file's base name."""
    text = module.source_text if module.source_text and len(module.source_text) <= MAX_STORED_HLO else None
    source_name = Path(module.source_file).name if module.source_file and not module.source_file.startswith("<") else ""
    info = ModelInfo.from_lowered(module, lowered, source_name, text)
    contents: dict[Path, bytes] = {}
    # the IR text first and the object last: emitting machine code changes the module
    if "llvm" in paths:
        contents[paths["llvm"]] = lowered.optimized_ir.encode()
    if "asm" in paths:
        contents[paths["asm"]] = lowered.assembly(keep="obj" in paths).encode()
    if "obj" in paths:
        obj = lowered.object_code()
        if paths["obj"].suffix == ".wasm" and lowered.triple.startswith("wasm32"):
            from xlac.targets.cpu.wasm import link_module, render_loader  # lazy: start-up (subprocess)

            obj = link_module(obj, info)  # -o M.wasm: a linked module and its loader M.mjs
            info.extra["wasm_module"] = True
            contents[paths["obj"].with_suffix(".mjs")] = render_loader(info, paths["obj"].name).encode()
        if "header" in paths and lowered.triple.startswith("thumb"):
            from xlac.targets.cpu.cortexm import budget_warnings, memory_footprint  # lazy: start-up (subprocess)

            info.extra["memory"] = memory_footprint(obj, info)
            over = budget_warnings(info.extra["memory"], lowered.budget or {})
            if over and (lowered.budget or {}).get("strict"):  # --error-on-budget: nothing is written
                raise XlacError(f"{'; '.join(over)} (--error-on-budget)")
            for warning in over:
                print(f"xlac: warning: {warning}", file=sys.stderr)
        elif lowered.budget:
            print("xlac: warning: --max-ram and --max-flash apply to Cortex-M (thumb) objects only", file=sys.stderr)
        if info.extra.get("isa_levels") and lowered.isa_functions:
            from xlac.targets.cpu.dispatch import code_by_level

            sizes = code_by_level(obj, lowered.isa_functions)
            if sizes:
                info.extra["isa_code_bytes"] = sizes  # the header and `xlac compile -v` report the growth
        info.object_sha256 = hashlib.sha256(obj).hexdigest()
        contents[paths["obj"]] = obj
    if "header" in paths:
        contents[paths["header"]] = render_header(info).encode()
    if "meta" in paths:
        contents[paths["meta"]] = info.to_json().encode()
    return contents


def save_outputs(module: Module, lowered: LoweredModule, path: str | Path, emit: str = "obj") -> list[Path]:
    """`xlac compile`: write the outputs ``emit`` asks for (object, header and sidecar; assembly;
    LLVM IR...) of ``module`` compiled as ``lowered``, all or none; returns their paths."""
    paths = output_paths(emit, path, path)
    contents = render_outputs(module, lowered, paths)
    write_atomically(contents)
    return list(contents)


# ---- loading --------------------------------------------------------------------------------

def sidecar_path(obj: str | Path) -> Path:
    return Path(str(obj) + SIDECAR_SUFFIX)


def is_artifact(path: str | Path) -> bool:
    """An object `xlac compile` wrote (it has a sidecar), rather than HLO text."""
    return sidecar_path(path).is_file()


def read_artifact(obj: str | Path) -> tuple[bytes, ModelInfo]:
    """The object's bytes and its description, refusing a pair that no longer belongs together."""
    meta = sidecar_path(obj)
    if not meta.is_file():
        raise XlacError(f"{obj} has no description beside it ({meta.name}); compile it with `xlac compile`")
    try:
        data = Path(obj).read_bytes()
        info = ModelInfo.from_json(meta.read_text(), str(meta))
    except OSError as e:
        raise XlacError(f"cannot read {e.filename}: {e.strerror}") from None
    if info.object_sha256 and hashlib.sha256(data).hexdigest() != info.object_sha256:
        raise XlacError(f"{obj} changed after xlac compiled it ({meta.name} describes other bytes); "
                        f"compile it again")
    return data, info
