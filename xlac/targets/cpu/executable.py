"""A module the cpu target compiled in this process: run on the host (JIT-loaded in memory), under
qemu-user when it is for another CPU, or saved as an object file with its C header.

Arrays cross the ABI in each shape's physical layout (the transfer manager's job); temp is
reused from call to call, and result arrays too once the caller has let go of them (fresh
large arrays cost page faults on every call).
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.targets.base import Device, Executable, HostDevice
from xlac.targets.cpu.compiler import LoweredModule, is_host

_ENTRY_TYPE = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
TEMP_ALIGN = 64  # bytes; what the runners give `temp` and what the header asks callers for
_PAGE = 4096     # host JIT runs give temp a page boundary (no 4K aliasing with the inputs)


def _address(array: Any) -> int | None:
    """Where a host buffer's data starts (None for a token's). Through the buffer protocol
    (~0.3 us) rather than ``array.ctypes.data`` (~1.4 us): a small model's call took 12 us of its
    26 us getting pointers. Read-only or empty arrays, which ctypes cannot view, take the slow path."""
    if array is None:
        return None
    try:
        return ctypes.addressof(ctypes.c_char.from_buffer(array))
    except (TypeError, ValueError, BufferError):
        return int(array.ctypes.data)


def call_entry(entry: Any, params: Sequence[Any], results: Sequence[Any], temp: np.ndarray,
               align: int = TEMP_ALIGN) -> None:
    """One call through the ABI on host buffers (numpy arrays; None for tokens); ``temp`` (with
    ``align`` bytes to spare) is aligned here. A failing status becomes the module's error."""
    p = (ctypes.c_void_p * max(len(params), 1))(*[_address(a) for a in params])
    r = (ctypes.c_void_p * max(len(results), 1))(*[_address(o) for o in results])
    temp_ptr = ((_address(temp) or 0) + align - 1) // align * align
    status = entry(ctypes.addressof(p), ctypes.addressof(r), temp_ptr)
    if status != 0:
        from xlac.customcall.status import last_error_message

        raise XlacError(f"the compiled module returned status {status}: {last_error_message(status, temp_ptr)}")


def cross_device(triple: str) -> Device:
    """Where code for another CPU runs: Node.js for wasm32, qemu-system-arm for Cortex-M
    (bare-metal thumb triples), qemu-user for Linux triples."""
    from xlac.targets.cpu.cortexm import is_cortex_m
    from xlac.targets.cpu.wasm import is_wasm

    if is_wasm(triple):
        from xlac.targets.cpu.wasm import NodeDevice

        return NodeDevice(triple)
    if is_cortex_m(triple):
        from xlac.targets.cpu.cortexm import CortexMDevice

        return CortexMDevice(triple)
    from xlac.targets.cpu.cross import QemuDevice

    return QemuDevice(triple)


class CpuExecutable(Executable):
    target_name = "cpu"

    def __init__(self, module: Module, lowered: LoweredModule):
        super().__init__(*Executable.describing(module))
        self.module = module
        self.lowered = lowered
        self._engine: Any = None
        self._entry: Any = None
        self._lock = threading.Lock()
        self._spare_outputs: list[Any] | None = None
        self._spare_temp: np.ndarray | None = None
        self._device: Device | None = None

    @property
    def temp_bytes(self) -> int:
        return self.lowered.temp_bytes

    @property
    def info(self) -> Any:
        """The entry's description (ModelInfo): what the header, the sidecar and qemu runs use."""
        from xlac.targets.cpu.artifact import ModelInfo

        return ModelInfo.from_lowered(self.module, self.lowered)

    def object_code(self) -> bytes:
        return self.lowered.object_code()

    def default_device(self) -> Device:
        if self._device is None:
            if is_host(self.lowered.triple):
                self._device = HostDevice()
            else:
                self._device = cross_device(self.lowered.triple)
        return self._device

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        from xlac.targets.cpu.artifact import save_outputs

        return save_outputs(self, path, emit or "obj")

    # ---- host runs --------------------------------------------------------------------------
    _LOAD_LOCK = threading.Lock()  # LLVM's JIT is built by one thread at a time (devices run in threads)

    def _load(self) -> None:
        if self._entry is not None:
            return
        with CpuExecutable._LOAD_LOCK:
            if self._entry is None:
                self._load_locked()

    def _load_locked(self) -> None:
        if not is_host(self.lowered.triple):
            raise XlacError(f"cannot run code for {self.lowered.triple} in this process; "
                            f"`xlac run --triple {self.lowered.triple}` runs it under qemu")
        from xlac.targets.cpu.jit import create_engine

        self._engine = create_engine(self.lowered)
        self._entry = _ENTRY_TYPE(self._engine.get_function_address(self.lowered.entry_name))

    def result_buffers(self, device: Device) -> list[Any]:
        if not isinstance(device, HostDevice):
            return super().result_buffers(device)
        with self._lock:
            outs, self._spare_outputs = self._spare_outputs, None
        # the list and the loop variable hold each array; a third reference is the caller's
        if outs is None or any(o is not None and sys.getrefcount(o) > 3 for o in outs):
            outs = super().result_buffers(device)
        return outs

    def execute(self, device: Device, params: Sequence[Any], results: Sequence[Any]) -> None:
        self._load()
        with self._lock:
            temp, self._spare_temp = self._spare_temp, None
        if temp is None:
            temp = np.empty(self.temp_bytes + _PAGE, dtype=np.uint8)
        try:
            call_entry(self._entry, params, results, temp, _PAGE)
        finally:
            with self._lock:
                self._spare_temp = temp
        with self._lock:
            self._spare_outputs = list(results)
