"""A compiled cpu module: run it on the host (JIT-loaded in memory), or hand out its object code.

Arrays cross the ABI in each shape's physical layout: a logical numpy array is transposed to
major-to-minor order on the way in, and results are transposed back.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from typing import Any

import numpy as np

from ...errors import XlacError
from ...hlo.ir import Module
from ...hlo.shapes import ArrayShape
from ..base import CompileOptions, Device, Executable
from .compiler import LoweredModule, is_host

_ENTRY_TYPE = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)


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


class CpuExecutable(Executable):
    def __init__(self, module: Module, lowered: LoweredModule, options: CompileOptions):
        super().__init__(module)
        self.lowered = lowered
        self.options = options
        self._engine: Any = None
        self._entry: Any = None
        self._leaves = list(self.result_shape.leaves())
        self._lock = threading.Lock()
        self._spare_outputs: list[np.ndarray] | None = None
        self._spare_temp: np.ndarray | None = None

    @property
    def temp_bytes(self) -> int:
        return self.lowered.temp_bytes

    def _load(self) -> None:
        if self._entry is not None:
            return
        if not is_host(self.lowered.triple):
            raise XlacError(f"cannot run code for {self.lowered.triple} in this process; "
                            f"use `xlac run --triple {self.lowered.triple}` (qemu) instead")
        from .jit import create_engine

        self._engine = create_engine(self.lowered)
        address = self._engine.get_function_address(self.lowered.entry_name)
        self._entry = _ENTRY_TYPE(address)

    def run(self, device: Device | None, *arrays: np.ndarray) -> list[np.ndarray]:
        self._load()
        ins = [to_physical(a, s) for a, s in zip(arrays, self.parameter_shapes)]
        outs, temp = self._take_buffers()
        params = (ctypes.c_void_p * max(len(ins), 1))(*[a.ctypes.data for a in ins])
        results = (ctypes.c_void_p * max(len(outs), 1))(*[o.ctypes.data for o in outs])
        temp_ptr = (temp.ctypes.data + 4095) // 4096 * 4096
        status = self._entry(ctypes.addressof(params), ctypes.addressof(results), temp_ptr)
        if status != 0:
            from ...customcall.status import last_error_message

            message = last_error_message(status, temp_ptr)
            self._give_back(None, temp)
            raise XlacError(f"the compiled module returned status {status}: {message}")
        self._give_back(outs, temp)
        return [from_physical(o, s) for o, s in zip(outs, self._leaves) if s.dtype.is_array]

    def _take_buffers(self) -> tuple[list[np.ndarray], np.ndarray]:
        """Result arrays and temp for one call. Both are reused from the last call when they
        are free: temp always, results when the caller has let go of them (only this
        executable refers to them). Fresh large arrays cost page faults on every call."""
        with self._lock:
            outs, temp = self._spare_outputs, self._spare_temp
            self._spare_outputs = self._spare_temp = None
        if outs is None or any(sys.getrefcount(o) > 3 for o in outs):  # the list, o, the argument
            outs = [physical_empty(s) for s in self._leaves]
        if temp is None:
            temp = np.empty(self.temp_bytes + 4096, dtype=np.uint8)
        return outs, temp

    def _give_back(self, outs: list[np.ndarray] | None, temp: np.ndarray) -> None:
        with self._lock:
            self._spare_outputs, self._spare_temp = outs, temp
