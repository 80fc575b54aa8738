"""The backend interfaces, after XLA's (Compiler, Executable, StreamExecutor, TransferManager).

A target turns a verified module into an :class:`Executable`; an executable runs on a
:class:`Device`. ``run`` takes and returns logical numpy arrays (row-major, whatever the HLO
layout says); a tuple result comes back flattened depth-first, as XLA flattens it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from ..hlo.ir import Module
from ..hlo.shapes import Shape


@dataclass
class CompileOptions:
    """Everything a user can say about how to compile."""

    triple: str | None = None
    cpu: str | None = None
    features: str = ""
    opt_level: int = 2
    reloc: str = "pic"
    entry_name: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class Device(ABC):
    """Memory and execution on one device (StreamExecutor's role)."""

    @abstractmethod
    def allocate(self, nbytes: int) -> Any: ...

    @abstractmethod
    def free(self, buffer: Any) -> None: ...

    @abstractmethod
    def copy_to_device(self, buffer: Any, data: np.ndarray) -> None: ...

    @abstractmethod
    def copy_from_device(self, buffer: Any, out: np.ndarray) -> None: ...

    def synchronize(self) -> None:
        """Wait for queued work; host devices run synchronously."""


class HostDevice(Device):
    """The host CPU: buffers are numpy byte arrays."""

    def allocate(self, nbytes: int) -> np.ndarray:
        return np.empty(max(nbytes, 1), dtype=np.uint8)

    def free(self, buffer: np.ndarray) -> None:
        del buffer

    def copy_to_device(self, buffer: np.ndarray, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        buffer[: raw.size] = raw

    def copy_from_device(self, buffer: np.ndarray, out: np.ndarray) -> None:
        raw = out.reshape(-1).view(np.uint8)
        raw[:] = buffer[: raw.size]


class Executable(ABC):
    """A compiled module plus what a caller needs to know to run it."""

    def __init__(self, module: Module):
        self.module_name = module.name
        self.parameter_shapes: list[Shape] = module.parameter_shapes
        self.result_shape: Shape = module.result_shape

    @abstractmethod
    def run(self, device: Device | None, *arrays: np.ndarray) -> list[np.ndarray]:
        """Execute on ``arrays`` (one per parameter); results flattened depth-first."""

    def save(self, path: str | Path) -> None:
        raise NotImplementedError(f"{type(self).__name__} has no on-disk form")


class Target(ABC):
    """A compiler for one kind of hardware."""

    name: ClassVar[str]
    description: ClassVar[str]

    def accepts(self, triple: str | None) -> bool:
        return triple is None

    def default_device(self) -> Device:
        return HostDevice()

    @abstractmethod
    def compile(self, module: Module, options: CompileOptions | None = None) -> Executable: ...
