"""What `xlac compile` writes, and how `xlac run model.o` loads it again.

An artifact is the object file plus a sidecar ``model.o.xlac.json`` (:class:`ModelInfo`: entry
symbol, triple, temp bytes, parameter and result shapes, the HLO text) and a C header beside it.
Every file is written atomically (a temp file in the same folder, then ``os.replace``), and all
contents are computed before the first file is touched, so a failed compile leaves nothing
behind and never clobbers a good file from an earlier run.

A host object is loaded by linking it into a shared library with the system C compiler and
opening that with ctypes: the same bytes a C program would link, not a recompile. An object for
another CPU runs on the qemu device (cross.py).
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.files import is_special, write_atomically
from xlac.hlo.dtypes import dtype as dtype_named
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, Layout, TupleShape
from xlac.runtime.toolchain import find_cc
from xlac.targets.base import Device, Executable, HostDevice
from xlac.targets.cpu.compiler import LoweredModule, is_host, missing_host_isa
from xlac.targets.cpu.executable import TEMP_ALIGN, CpuExecutable, call_entry, cross_device

FORMAT_VERSION = 1
EMIT_KINDS = ("obj", "asm", "llvm", "header", "all")
SIDECAR_SUFFIX = ".xlac.json"
MAX_STORED_HLO = 8 << 20  # bigger HLO text (big constants) is not stored: only `run --check` needs it


@dataclass
class ModelInfo:
    """What a caller of the entry needs to know; JSON-serializable, and the header's source."""

    module_name: str
    entry_name: str
    triple: str
    temp_bytes: int
    params: list[tuple[str, ArrayShape]]
    results: list[ArrayShape]  # result leaves, depth-first; tokens keep their (unused) slot
    source_name: str = ""  # base name of the .hlo file, never a path
    hlo_text: str | None = None
    object_sha256: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_lowered(cls, module: Module, lowered: LoweredModule, source_name: str = "",
                     hlo_text: str | None = None) -> ModelInfo:
        """Describe a lowered module's entry from the HLO module it came from."""
        assert module.entry is not None
        params = [(f"{p.name}.{j}" if p.shape.is_tuple else p.name, leaf)  # tuples by their leaves
                  for p in module.entry.parameters for j, leaf in enumerate(p.shape.leaves())]
        extra: dict[str, Any] = {"threads": lowered.threads} if lowered.threads > 1 else {}
        if lowered.entry_from:
            extra["entry_from"] = lowered.entry_from  # the header says where the name comes from
        if lowered.isa:
            extra["isa"] = list(lowered.isa)  # checked against the CPU that runs it (ObjectExecutable)
        from xlac.hlo.collectives import module_devices

        if module_devices(module) > 1:
            extra["devices"] = module_devices(module)  # collectives call the MPI runtime
        from xlac.passes.buffer_assignment import donated_slots

        donated = donated_slots(module)
        if donated:
            extra["donated"] = sorted(donated.items())  # [[result leaf, parameter leaf], ...]
        return cls(module.name, lowered.entry_name, lowered.triple, lowered.temp_bytes, params,
                   list(module.result_shape.leaves()), source_name, hlo_text, extra=extra)

    @property
    def big_endian(self) -> bool:
        return is_big_endian(self.triple)

    def to_json(self) -> str:
        """Stable text (sorted keys, no paths or times) so identical compiles give identical files."""
        doc = {
            "format": "xlac-cpu-object", "version": FORMAT_VERSION,
            "module": self.module_name, "entry": self.entry_name, "triple": self.triple,
            "temp_bytes": self.temp_bytes, "temp_align": TEMP_ALIGN,
            "params": [dict(name=n, **_shape_json(s)) for n, s in self.params],
            "results": [_shape_json(s) for s in self.results],
            "source": self.source_name, "object_sha256": self.object_sha256,
            "hlo": self.hlo_text, **({"extra": self.extra} if self.extra else {}),
        }
        return json.dumps(doc, indent=1, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, origin: str = "metadata") -> ModelInfo:
        try:
            doc = json.loads(text)
            if not isinstance(doc, dict) or doc.get("format") != "xlac-cpu-object":
                raise ValueError("not an xlac object description")
            if doc.get("version") != FORMAT_VERSION:
                raise ValueError(f"format version {doc.get('version')}, this xlac reads {FORMAT_VERSION}")
            params = [(p["name"], _shape_from_json(p)) for p in doc["params"]]
            results = [_shape_from_json(r) for r in doc["results"]]
            return cls(doc["module"], doc["entry"], doc["triple"], int(doc["temp_bytes"]), params, results,
                       doc.get("source", ""), doc.get("hlo"), doc.get("object_sha256", ""), doc.get("extra", {}))
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            raise XlacError(f"cannot read {origin}: {e}") from None


def _shape_json(shape: ArrayShape) -> dict:
    return {"dtype": shape.dtype.name, "dims": list(shape.dims), "minor_to_major": list(shape.minor_to_major)}


def _shape_from_json(doc: dict) -> ArrayShape:
    dims = tuple(int(d) for d in doc["dims"])
    return ArrayShape(dtype_named(doc["dtype"]), dims, Layout(tuple(int(d) for d in doc["minor_to_major"])))


def is_big_endian(triple: str) -> bool:
    """Byte order of a triple's data (what the compiled code reads and writes)."""
    arch = triple.split("-")[0]
    return arch in ("s390x", "powerpc64", "ppc64", "powerpc", "ppc", "mips", "mips64", "sparc", "sparcv9") \
        or arch.endswith("_be") or arch.endswith("eb")


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
    from xlac.targets.cpu.header import render_header

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
            from xlac.targets.cpu.wasm import link_module, render_loader

            obj = link_module(obj, info)  # -o M.wasm: a linked module and its loader M.mjs
            info.extra["wasm_module"] = True
            contents[paths["obj"].with_suffix(".mjs")] = render_loader(info, paths["obj"].name).encode()
        if "header" in paths and lowered.triple.startswith("thumb"):
            from xlac.targets.cpu.cortexm import budget_warnings, memory_footprint

            info.extra["memory"] = memory_footprint(obj, info)
            over = budget_warnings(info.extra["memory"], lowered.budget or {})
            if over and (lowered.budget or {}).get("strict"):  # --error-on-budget: nothing is written
                raise XlacError(f"{'; '.join(over)} (--error-on-budget)")
            for warning in over:
                print(f"xlac: warning: {warning}", file=sys.stderr)
        elif lowered.budget:
            print("xlac: warning: --max-ram and --max-flash apply to Cortex-M (thumb) objects only", file=sys.stderr)
        info.object_sha256 = hashlib.sha256(obj).hexdigest()
        contents[paths["obj"]] = obj
    if "header" in paths:
        contents[paths["header"]] = render_header(info).encode()
    if "meta" in paths:
        contents[paths["meta"]] = info.to_json().encode()
    return contents


def save_outputs(exe: CpuExecutable, path: str | Path, emit: str = "obj") -> list[Path]:
    """`xlac compile`: write the outputs ``emit`` asks for (object, header and sidecar; assembly;
    LLVM IR...), all or none; returns their paths."""
    paths = output_paths(emit, path, path)
    contents = render_outputs(exe.module, exe.lowered, paths)
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


class ObjectExecutable(Executable):
    """An object from disk: on the host, linked into a shared library and called through
    ctypes; for another CPU, run on the qemu device."""

    target_name = "cpu"

    def __init__(self, data: bytes, info: ModelInfo, path: Path):
        super().__init__(info.module_name, [s for _, s in info.params], TupleShape(tuple(info.results)))
        self.data = data
        self.info = info
        self.path = path
        self._lib: ctypes.CDLL | None = None
        self._entry: Any = None

    @classmethod
    def read(cls, path: str | Path) -> ObjectExecutable:
        data, info = read_artifact(path)
        return cls(data, info, Path(path))

    def object_code(self) -> bytes:
        return self.data

    def default_device(self) -> Device:
        return HostDevice() if is_host(self.info.triple) else cross_device(self.info.triple)

    def _load(self) -> None:
        if self._entry is not None:
            return
        if not is_host(self.info.triple):
            raise XlacError(f"{self.path} is code for {self.info.triple}, not this machine")
        missing = missing_host_isa(self.info.extra.get("isa", ()))
        if missing:  # it would die of an illegal instruction
            raise XlacError(f"{self.path} was compiled for a CPU with {', '.join(missing)}, which this machine's "
                            f"CPU does not have; compile it again for this machine (without --cpu/--features) "
                            f"or run it where they are")
        from xlac.hlo.parser import parse_module
        from xlac.runtime.cc_support import prepare_object_run

        # custom-call symbols must resolve before the object loads
        stored = parse_module(self.info.hlo_text, "<stored HLO>") if self.info.hlo_text else None
        prepare_object_run(self.path, stored)
        self._dir = tempfile.TemporaryDirectory(prefix="xlac-run-")
        self._lib = _link_shared(self.path, Path(self._dir.name), threaded=self.info.extra.get("threads", 1) > 1)
        try:
            entry = getattr(self._lib, self.info.entry_name)
        except AttributeError:
            raise XlacError(f"{self.path} does not define the entry symbol '{self.info.entry_name}'") from None
        entry.restype = ctypes.c_int32
        entry.argtypes = [ctypes.c_void_p] * 3
        self._entry = entry

    def execute(self, device: Device, params: Any, results: Any) -> None:
        self._load()
        call_entry(self._entry, params, results, np.empty(self.info.temp_bytes + TEMP_ALIGN, dtype=np.uint8))


def _link_shared(obj: Path, folder: Path, threaded: bool = False) -> ctypes.CDLL:
    """cc -shared: a static-relocation object cannot go in a shared library, so say so.
    A threaded object (compiled with --threads) gets the runtime's thread pool linked in."""
    import subprocess  # here: a compile, which imports this module too, never links

    from xlac.runtime.parallel import SOURCE as PARALLEL_RUNTIME

    lib = folder / (obj.stem + ".so")
    runtime = [str(PARALLEL_RUNTIME), "-fPIC", "-pthread"] if threaded else []
    cmd = [find_cc(), "-shared", "-o", str(lib), str(obj), *runtime, "-lm"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        hint = " (was it compiled with --reloc static? compile with --reloc pic to run it)" \
            if "relocation" in proc.stderr else ""
        raise XlacError(f"cannot link {obj} into a loadable library{hint}:\n{proc.stderr.strip()[:2000]}")
    try:
        return ctypes.CDLL(str(lib), mode=ctypes.RTLD_LOCAL)
    except OSError as e:
        raise XlacError(f"cannot load {obj}: {e}") from None
