"""A toy xlac target outside xlac: what an out-of-tree backend package looks like.

It is found only through the ``xlac.targets`` entry point (the .dist-info beside this folder), and
implements the whole interface of xlac/targets/base.py with no xlac edit: a device with memory
of its own (byte buffers behind integer handles, so every transfer goes through allocate and the
copies), an executable that the device launches, an on-disk artifact (``.toy``) that ``xlac run``
recognises, and a dump stage. Its "hardware" computes with xlac's reference evaluator, so the
whole conformance corpus must pass on it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xlac.customcall.registry import run_custom_call
from xlac.errors import XlacError
from xlac.evaluator import Evaluator
from xlac.hlo.ir import Module
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.shapes import ArrayShape
from xlac.targets.base import (
    CompileOptions,
    Device,
    Executable,
    SupportRow,
    Target,
    from_physical,
    physical_empty,
    regroup,
    to_physical,
)

MAGIC = "xlac-toy-v1"


class ToyDevice(Device):
    """Memory is a table of byte arrays; a pointer is an integer handle."""

    name = "toy"

    def __init__(self) -> None:
        self.memory: dict[int, bytearray] = {}
        self.launches = 0
        self._next = 1

    def allocate(self, nbytes: int) -> int:
        handle, self._next = self._next, self._next + 1
        self.memory[handle] = bytearray(nbytes)
        return handle

    def free(self, buffer: int) -> None:
        del self.memory[buffer]

    def copy_to_device(self, buffer: int, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).tobytes()
        self.memory[buffer][: len(raw)] = raw

    def copy_from_device(self, buffer: int, out: np.ndarray) -> None:
        out.reshape(-1).view(np.uint8)[:] = np.frombuffer(bytes(self.memory[buffer][: out.nbytes]), np.uint8)

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        if not isinstance(executable, ToyExecutable):
            raise XlacError("the toy device runs toy executables only")
        self.launches += 1
        leaves = []
        for handle, shape in zip(params, executable.parameter_leaves):  # tuples cross as their leaves
            assert isinstance(shape, ArrayShape)
            buf = physical_empty(shape)
            if handle is not None:
                self.copy_from_device(handle, buf)
            leaves.append(from_physical(buf, shape))
        args = regroup(leaves, executable.parameter_shapes)
        value = Evaluator(executable.module, custom_calls=run_custom_call).run(args)
        leaves = list(_flatten(value))
        for handle, leaf, shape in zip(results, leaves, executable.result_leaves):
            if handle is not None:
                self.copy_to_device(handle, to_physical(leaf, shape))


def _flatten(value: Any):
    if isinstance(value, tuple):
        for v in value:
            yield from _flatten(v)
    else:
        yield value


class ToyExecutable(Executable):
    target_name = "toy"

    def __init__(self, module: Module):
        super().__init__(*Executable.describing(module))
        self.module = module

    def default_device(self) -> Device:
        return ToyDevice()

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        path = Path(path)
        doc = {"format": MAGIC, "hlo": print_module(self.module)}
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(json.dumps(doc))
        tmp.replace(path)
        return [path]


class ToyTarget(Target):
    name = "toy"
    description = "a toy backend from a test package (xlac.targets entry point)"
    emit_kinds = {"toy": ".toy"}
    dump_stages = ("toy-asm",)

    def compile(self, module: Module, options: CompileOptions | None = None) -> ToyExecutable:
        return ToyExecutable(module.clone())

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        return "".join(f"toy.{i.opcode} {i.name}\n" for i in module.entry.instructions)

    def owns_artifact(self, path: Path) -> bool:
        try:
            with open(path, "rb") as f:
                return MAGIC.encode() in f.read(64)
        except OSError:
            return False

    def load(self, path: str | Path) -> tuple[ToyExecutable, str]:
        doc = json.loads(Path(path).read_text())
        return ToyExecutable(parse_module(doc["hlo"], str(path))), doc["hlo"]

    def support(self) -> list[SupportRow]:
        return [SupportRow("toy device", "every op the reference evaluator runs")]
