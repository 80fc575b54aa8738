# TEMPORARY copy of /work/spec/base.py until the "Layers:" merge brings xlac/targets/base.py; then deleted.
"""The backend interfaces, after XLA's (Compiler, Executable, StreamExecutor, TransferManager).

A :class:`Target` turns a verified module into an :class:`Executable`; an executable runs on a
:class:`Device`, whose :class:`TransferManager` moves numpy arrays in and out. ``Executable.run``
takes and returns logical numpy arrays (row-major, whatever the HLO layout says); a tuple result
comes back flattened depth-first, as XLA flattens it. The driver uses only these classes, for
every target and every command, so a backend is one folder (or an out-of-tree package
registered through the ``xlac.targets`` entry point) and nothing else changes.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Sequence

import numpy as np

from ...errors import XlacError
from ...hlo.ir import Module
from ...hlo.shapes import ArrayShape, Shape


@dataclass(frozen=True)
class CompileOptions:
    """What every target understands. A target with options of its own subclasses this
    (``Target.options_class``); the driver builds that class, so options stay typed."""

    triple: str | None = None
    cpu: str | None = None
    features: str = ""
    opt_level: int = 2
    entry_name: str | None = None

    def replace(self, **changes: Any) -> "CompileOptions":
        return dataclasses.replace(self, **changes)


def build_options(options_class: type[CompileOptions], target_name: str, **values: Any) -> CompileOptions:
    """``options_class(**values)``, leaving out values that were not given (None), with an error
    that names the flag when a value does not apply to the target."""
    fields = {f.name for f in dataclasses.fields(options_class)}
    given = {k: v for k, v in values.items() if v is not None}
    unknown = sorted(k for k in given if k not in fields)
    if unknown:
        flags = ", ".join("--" + k.replace("_", "-") for k in unknown)
        raise XlacError(f"{flags} does not apply to the '{target_name}' target")
    return options_class(**given)


@dataclass(frozen=True)
class SupportRow:
    """One line of `xlac targets`: a triple, a device or a feature, and what works with it."""

    what: str
    status: str


class TransferManager:
    """numpy arrays <-> device buffers, in the shape's physical layout (``{0,1}`` is
    column-major). The host implementation keeps buffers as numpy arrays; a device with its
    own memory overrides ``allocate``/``write``/``read``."""

    def __init__(self, device: "Device"):
        self.device = device

    def to_device(self, array: np.ndarray, shape: ArrayShape) -> Any:
        physical = to_physical(array, shape)
        buffer = self.device.allocate(max(physical.nbytes, 1))
        self.device.copy_to_device(buffer, physical)
        return buffer

    def allocate(self, shape: ArrayShape) -> Any:
        return self.device.allocate(max(shape.byte_size, 1))

    def from_device(self, buffer: Any, shape: ArrayShape) -> np.ndarray:
        out = physical_empty(shape)
        if out.size:
            self.device.copy_from_device(buffer, out)
        return from_physical(out, shape)


class Device(ABC):
    """Memory and execution on one device (StreamExecutor's role)."""

    name: str = "device"

    @property
    def transfer(self) -> TransferManager:
        return TransferManager(self)

    @abstractmethod
    def allocate(self, nbytes: int) -> Any: ...

    @abstractmethod
    def free(self, buffer: Any) -> None: ...

    @abstractmethod
    def copy_to_device(self, buffer: Any, data: np.ndarray) -> None: ...

    @abstractmethod
    def copy_from_device(self, buffer: Any, out: np.ndarray) -> None: ...

    def launch(self, executable: "Executable", params: Sequence[Any], results: Sequence[Any]) -> None:
        """Run ``executable`` on buffers already on this device. Devices that execute code of
        their own (a simulator, a GPU) override this; on the host the executable runs itself."""
        executable.execute(self, params, results)

    def synchronize(self) -> None:
        """Wait for queued work; host devices run synchronously."""


class HostDevice(Device):
    """The host CPU: buffers are numpy byte arrays."""

    name = "host"

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
    """A compiled module plus what a caller needs to know to run it.

    ``run`` is the whole round trip through a device: copy in, launch, synchronize, copy out.
    A target implements ``execute`` (what ``Device.launch`` calls on the host) or a device of
    its own whose ``launch`` understands the executable, and ``save`` for its on-disk form.
    """

    target_name: ClassVar[str] = ""

    def __init__(self, module: Module):
        self.module_name = module.name
        self.parameter_shapes: list[Shape] = module.parameter_shapes
        self.result_shape: Shape = module.result_shape

    @property
    def result_leaves(self) -> list[ArrayShape]:
        return [s for s in self.result_shape.leaves() if s.dtype.is_array]

    def run(self, device: Device, *arrays: np.ndarray) -> list[np.ndarray]:
        """Execute on ``arrays`` (one per parameter); results flattened depth-first."""
        transfer = device.transfer
        params = [transfer.to_device(a, s) for a, s in zip(arrays, self.parameter_shapes)]
        results = [transfer.allocate(s) for s in self.result_leaves]
        try:
            device.launch(self, params, results)
            device.synchronize()
            return [transfer.from_device(b, s) for b, s in zip(results, self.result_leaves)]
        finally:
            for b in params + results:
                device.free(b)

    def execute(self, device: Device, params: Sequence[Any], results: Sequence[Any]) -> None:
        raise XlacError(f"{type(self).__name__} cannot run on the {device.name} device")

    def save(self, path: str | Path, emit: Sequence[str] = ()) -> list[Path]:
        """Write the artifact (and, for each kind in ``emit``, a companion file such as
        assembly or a header); returns the paths written. Writes are atomic: a failure leaves
        no partial file and never replaces a good one."""
        raise XlacError(f"the {self.target_name or 'this'} target has no on-disk artifact")


class Target(ABC):
    """A compiler for one kind of hardware."""

    name: ClassVar[str]
    description: ClassVar[str]
    options_class: ClassVar[type[CompileOptions]] = CompileOptions
    #: `--emit` kinds `compile` accepts, each with the file suffix it writes.
    emit_kinds: ClassVar[dict[str, str]] = {}
    #: `dump-ir --stage` names beyond the shared "hlo" and "hlo-opt".
    dump_stages: ClassVar[tuple[str, ...]] = ()

    def accepts(self, triple: str | None) -> bool:
        """Whether ``--triple`` names hardware this target compiles for (None: its default)."""
        return triple is None

    def default_options(self) -> CompileOptions:
        return self.options_class()

    def pipeline(self, options: CompileOptions) -> Any:
        """The HLO pass pipeline this target runs before codegen (a ``passes.Pipeline``)."""
        from ...passes.pipeline import pipeline_for

        return pipeline_for(options.opt_level)

    @abstractmethod
    def compile(self, module: Module, options: CompileOptions) -> Executable: ...

    def device(self, options: CompileOptions) -> Device:
        """Where executables compiled with ``options`` run (the host, qemu, a simulator, a GPU)."""
        return HostDevice()

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        raise XlacError(f"the '{self.name}' target has no stage '{stage}'")

    def owns_artifact(self, path: Path) -> bool:
        """Whether ``path`` is an artifact this target wrote (for `xlac run FILE`)."""
        return False

    def load(self, path: str | Path) -> Executable:
        raise XlacError(f"the '{self.name}' target cannot load artifacts")

    def support(self) -> list[SupportRow]:
        """What `xlac targets` shows under this target: triples, devices, unsupported ops."""
        return []


def to_physical(arr: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """A contiguous copy of a logical array in the shape's layout (major-to-minor)."""
    arr = np.asarray(arr, dtype=shape.dtype.np)
    if shape.rank and not shape.has_default_layout:
        arr = np.transpose(arr, tuple(reversed(shape.minor_to_major)))
    return np.ascontiguousarray(arr)


def from_physical(buf: np.ndarray, shape: ArrayShape) -> np.ndarray:
    if shape.rank and not shape.has_default_layout:
        return np.ascontiguousarray(np.transpose(buf, np.argsort(tuple(reversed(shape.minor_to_major)))))
    return buf


def physical_empty(shape: ArrayShape) -> np.ndarray:
    dims = tuple(shape.dims[d] for d in reversed(shape.minor_to_major)) if shape.rank else ()
    return np.empty(dims, dtype=shape.dtype.np)
