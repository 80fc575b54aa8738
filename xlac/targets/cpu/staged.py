"""What the cpu target's out-of-process devices share (qemu-user, Node.js, an emulated Cortex-M):
memory staged on the host as bytes in the target's byte order and each shape's layout, and a
program built once per executable in a work folder, which each launch runs on input files and
whose output files it reads back. A subclass says how to build the program (``_prepare``) and how
to run it (``_run``)."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.shapes import ArrayShape
from xlac.targets.base import Device, Executable, TransferManager, from_physical, physical_empty, to_physical
from xlac.targets.cpu.abi import ModelInfo


def _component_bytes(shape: ArrayShape) -> int:
    """Width of the unit whose bytes the target orders: a complex number's halves are separate."""
    size = shape.dtype.itemsize
    return size // 2 if shape.dtype.is_complex else size


def to_target_bytes(arr: np.ndarray, shape: ArrayShape, big_endian: bool) -> bytes:
    """A logical array as the target reads it: physical layout, target byte order."""
    phys = to_physical(arr, shape)
    width = _component_bytes(shape)
    if big_endian and width > 1:
        return phys.reshape(-1).view(f"<u{width}").astype(f">u{width}").tobytes()
    return phys.tobytes()


def from_target_bytes(data: bytes, shape: ArrayShape, big_endian: bool) -> np.ndarray:
    """The inverse of :func:`to_target_bytes`."""
    buf = physical_empty(shape)
    if len(data) != buf.nbytes:
        raise XlacError(f"the program wrote {len(data)} bytes for a {shape} result, expected {buf.nbytes}")
    width = _component_bytes(shape)
    raw = np.frombuffer(data, dtype=np.uint8)
    if big_endian and width > 1:
        raw = np.frombuffer(data, dtype=f">u{width}").astype(f"<u{width}").view(np.uint8)
    buf.reshape(-1).view(np.uint8)[:] = raw
    return from_physical(buf, shape)


class _TargetOrderTransfer(TransferManager):
    """Buffers are bytes in the target's byte order and the shape's layout."""

    device: StagedDevice

    def to_device(self, array: np.ndarray, shape: ArrayShape) -> bytearray:
        return bytearray(to_target_bytes(array, shape, self.device.big_endian))

    def allocate(self, shape: ArrayShape) -> bytearray:
        return bytearray(shape.byte_size)

    def from_device(self, buffer: bytearray, shape: ArrayShape) -> np.ndarray:
        return from_target_bytes(bytes(buffer), shape, self.device.big_endian)


class StagedDevice(Device):
    """Host-staged memory and a per-executable program in a work folder (``keep``: that folder,
    kept; else a temporary one)."""

    big_endian = False
    folder_prefix = "xlac-run-"

    def __init__(self, keep: str | Path | None = None):
        self.keep = Path(keep) if keep is not None else None
        self._programs: dict[int, tuple[Any, Path, ModelInfo, Any]] = {}

    @property
    def transfer(self) -> TransferManager:
        return _TargetOrderTransfer(self)

    def allocate(self, nbytes: int) -> bytearray:
        return bytearray(nbytes)

    def free(self, buffer: bytearray) -> None:
        """Staged host memory: Python frees it."""

    def copy_to_device(self, buffer: bytearray, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).tobytes()
        buffer[: len(raw)] = raw

    def copy_from_device(self, buffer: bytearray, out: np.ndarray) -> None:
        out.reshape(-1).view(np.uint8)[:] = np.frombuffer(bytes(buffer[: out.nbytes]), dtype=np.uint8)

    def accepts(self, info: ModelInfo) -> bool:
        """Whether code described by ``info`` runs on this device."""
        raise NotImplementedError

    def _prepare(self, executable: Executable, info: ModelInfo, folder: Path) -> Any:
        """Build what runs ``executable`` into ``folder`` (once); returns what ``_run`` needs."""
        raise NotImplementedError

    def _run(self, executable: Executable, params: Sequence[Any], results: Sequence[Any], repeat: int) -> list[float]:
        """Run once (and ``repeat`` timed times); fill ``results``; return the times (ms)."""
        raise NotImplementedError

    def program(self, executable: Executable) -> tuple[Path, ModelInfo, Any]:
        """(work folder, description, what ``_prepare`` returned) of ``executable``, built once."""
        info: ModelInfo = executable.info  # type: ignore[attr-defined]
        if not self.accepts(info):
            raise XlacError(f"code for {info.triple} cannot run on the {self.name} device")
        key = id(executable)
        if key not in self._programs:
            holder: Any = None
            if self.keep is not None:
                folder = self.keep
                folder.mkdir(parents=True, exist_ok=True)
            else:
                holder = tempfile.TemporaryDirectory(prefix=self.folder_prefix)
                folder = Path(holder.name)
            self._programs[key] = (holder, folder, info, self._prepare(executable, info, folder))
        _, folder, info, built = self._programs[key]
        return folder, info, built

    @staticmethod
    def write_inputs(data: Path, params: Sequence[Any]) -> None:
        data.mkdir(exist_ok=True)
        for old in data.glob("*.bin"):
            old.unlink()
        for k, raw in enumerate(params):
            (data / f"in{k}.bin").write_bytes(bytes(raw) if raw is not None else b"")

    @staticmethod
    def read_results(outputs: Sequence[bytes], results: Sequence[Any], what: str) -> None:
        """Copy each result's bytes into its buffer, checking sizes (``what`` names the program)."""
        for buffer, raw in zip(results, outputs):
            if buffer is not None:
                if len(raw) != len(buffer):
                    raise XlacError(f"{what} wrote {len(raw)} bytes for a result of {len(buffer)} bytes")
                buffer[:] = raw

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        self._run(executable, params, results, 0)

    def launch_timed(self, executable: Executable, params: Sequence[Any], results: Sequence[Any],
                     repeat: int) -> list[float]:
        return self._run(executable, params, results, repeat)
