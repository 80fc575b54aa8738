"""The cpu target's executables: a module compiled in this process (CpuExecutable: run on the host,
JIT-loaded in memory, or on the device runners.py picks for another CPU, or saved as an object
file with its C header), and an object `xlac compile` wrote, read back (ObjectExecutable: linked
into a shared library with the system C compiler and called through ctypes, the same bytes a C
program would link, not a recompile).

Arrays cross the ABI in each shape's physical layout (the transfer manager's job); temp is
reused from call to call, and result arrays too once the caller has let go of them (fresh
large arrays cost page faults on every call).
"""

from __future__ import annotations

import ctypes
import sys
import tempfile
import threading
from collections.abc import Sequence
from functools import cache, cached_property
from pathlib import Path
from typing import Any

import numpy as np

from xlac.codegen.llvm.profile import report
from xlac.customcall.status import last_error_message
from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, TupleShape
from xlac.runtime.toolchain import find_cc
from xlac.targets.base import Device, Executable, HostDevice, physical_empty
from xlac.targets.cpu.abi import TEMP_ALIGN, ModelInfo
from xlac.targets.cpu.artifact import read_artifact, save_outputs
from xlac.targets.cpu.lowering import LoweredModule
from xlac.targets.cpu.machine import is_host, missing_host_isa
from xlac.targets.cpu.runners import device_for

_ENTRY_TYPE = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
_PAGE = 4096     # host JIT runs give temp a page boundary (no 4K aliasing with the inputs)
_KEEP_FRAMES = 2  # host-call frames an executable keeps between calls


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


@cache
def _data_field_offset() -> int | None:
    """Where an ndarray object keeps its data pointer, when it is numpy's C layout (the pointer
    right after the object header, what PyArray_DATA reads) and ``id`` is the object's address
    (CPython); checked once on a probe array, else None."""
    probe = np.empty(3, dtype=np.float32)
    offset = object.__basicsize__  # the object header: reference count and type
    try:
        return offset if ctypes.c_void_p.from_address(id(probe) + offset).value == probe.ctypes.data else None
    except (ValueError, OverflowError):
        return None


def _ndarray_data(array: np.ndarray) -> int | None:
    """An exact ndarray's data pointer: read from the object (~0.25 us) where its layout was
    checked, else through the buffer protocol (~0.5 us); a call passes one per parameter."""
    offset = _data_field_offset()
    if offset is None:
        return _address(array)
    return ctypes.c_void_p.from_address(id(array) + offset).value


def call_entry(entry: Any, params: Sequence[Any], results: Sequence[Any], temp: np.ndarray,
               align: int = TEMP_ALIGN) -> None:
    """One call through the ABI on host buffers (numpy arrays; None for tokens); ``temp`` (with
    ``align`` bytes to spare) is aligned here. A failing status becomes the module's error."""
    p = (ctypes.c_void_p * max(len(params), 1))(*[_address(a) for a in params])
    r = (ctypes.c_void_p * max(len(results), 1))(*[_address(o) for o in results])
    temp_ptr = ((_address(temp) or 0) + align - 1) // align * align
    _check_status(entry(ctypes.addressof(p), ctypes.addressof(r), temp_ptr), temp_ptr)


def _check_status(status: int, temp_ptr: int) -> None:
    """A failing status (a custom call's) as the module's error."""
    if status != 0:
        raise XlacError(f"the compiled module returned status {status}: {last_error_message(status, temp_ptr)}")


class CpuExecutable(Executable):
    target_name = "cpu"

    def __init__(self, module: Module, lowered: LoweredModule):
        super().__init__(*Executable.describing(module))
        self.module = module
        self.lowered = lowered
        self._engine: Any = None
        self._entry: Any = None
        self._frames: list[_Frame] = []  # what host calls leave for the next (one per concurrent caller)
        self._device: Device | None = None

    @property
    def temp_bytes(self) -> int:
        return self.lowered.temp_bytes

    def memory_report(self) -> str | None:
        memory = self.lowered.memory
        if memory is None:
            return None
        return memory.describe(f"{self.info.entry_name.upper()}_TEMP_BYTES")

    @property
    def info(self) -> ModelInfo:
        """The entry's description (ModelInfo): what the header, the sidecar and qemu runs use."""
        return ModelInfo.from_lowered(self.module, self.lowered)

    def stats_report(self) -> str | None:
        """The time of each top-level instruction over the calls so far (a ``profile`` build run
        in this process), else None."""
        layout = self.lowered.profile
        if layout is None or self._engine is None:
            return None
        address = self._engine.get_global_value_address(layout.symbol)
        return report(layout, list((ctypes.c_int64 * (1 + len(layout.labels))).from_address(address)))

    def object_code(self) -> bytes:
        return self.lowered.object_code()

    def default_device(self) -> Device:
        if self._device is None:
            self._device = device_for(self.lowered.triple)
        return self._device

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        return save_outputs(self.module, self.lowered, path, emit or "obj")

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
        from xlac.targets.cpu.jit import create_engine  # lazy: start-up (a compile loads nothing)

        self._engine = create_engine(self.lowered)
        self._entry = _ENTRY_TYPE(self._engine.get_function_address(self.lowered.entry_name))

    def run(self, device: Device | None, *arrays: Any) -> list[np.ndarray]:
        """As Executable.run. On the host, when every array already has its parameter's dtype and
        dims, row-major and contiguous, the call goes straight to the entry with the pointer
        arrays, temp and result arrays kept from the last call: a small model's round trip took
        20 us, 2 of them in the model. Anything else (a conversion, a layout, an error to
        report) takes the transfer manager's path."""
        plan = self._direct_plan
        if plan is not None and (device is None or type(device) is HostDevice) and len(arrays) == len(plan):
            outputs = self._run_direct(arrays, plan)
            if outputs is not None:
                return outputs
        return super().run(device, *arrays)

    @cached_property
    def _direct_plan(self) -> list[tuple[np.dtype, tuple[int, ...]]] | None:
        """(dtype, dims) per parameter when run() may skip the transfer manager: a host module
        whose parameters and results are all row-major arrays (no tuples, tokens or layouts)."""
        shapes = self.parameter_leaves + self.result_leaves
        if not is_host(self.lowered.triple) or not all(
                isinstance(s, ArrayShape) and s.dtype.is_array and s.physical_order is None for s in shapes) or \
                len(self.parameter_leaves) != len(self.parameter_shapes):
            return None
        return [(np.dtype(s.dtype.np), tuple(s.dims)) for s in self.parameter_leaves if isinstance(s, ArrayShape)]

    def _run_direct(self, arrays: Sequence[Any], plan: list[tuple[np.dtype, tuple[int, ...]]]) -> list[np.ndarray] | None:
        """The call, or None (nothing run) when an array is not as the entry takes it."""
        self._load()
        frame = self._take_frame()
        try:
            p = frame.params
            for i, (a, (dtype, dims)) in enumerate(zip(arrays, plan)):
                if type(a) is not np.ndarray or a.dtype is not dtype or a.shape != dims or not a.flags.c_contiguous:
                    return None
                p[i] = _ndarray_data(a)
            frame.bind_results(self)
            _check_status(self._entry(frame.params_at, frame.results_at, frame.temp_at), frame.temp_at)
            return list(frame.outputs or ())
        finally:
            self._give_frame(frame)

    def _take_frame(self) -> _Frame:
        """The last call's frame, or a new one when another thread holds it (list.pop and
        append are atomic: no lock on the way in and out)."""
        try:
            return self._frames.pop()
        except IndexError:
            return _Frame(self)

    def _give_frame(self, frame: _Frame) -> None:
        """Keep the frame for the next call; a few at most (each holds temp and results), however
        many threads called at once."""
        if len(self._frames) < _KEEP_FRAMES:
            self._frames.append(frame)

    def result_buffers(self, device: Device) -> list[Any]:
        if not isinstance(device, HostDevice):
            return super().result_buffers(device)
        frame = self._take_frame()
        outs = frame.take_outputs()
        self._give_frame(frame)
        if outs is None:
            outs = super().result_buffers(device)
        return outs

    def execute(self, device: Device, params: Sequence[Any], results: Sequence[Any]) -> None:
        self._load()
        frame = self._take_frame()
        try:
            call_entry(self._entry, params, results, frame.temp, _PAGE)
        finally:
            frame.keep_outputs(results)
            self._give_frame(frame)


class _Frame:
    """What one host call leaves for the next: temp (page-aligned, as fresh large arrays cost page
    faults on every call), the entry's pointer arrays, and the result arrays, reused once the
    caller has let go of them."""

    def __init__(self, exe: CpuExecutable):
        self.temp = np.empty(exe.temp_bytes + _PAGE, dtype=np.uint8)
        self.temp_at = ((_address(self.temp) or 0) + _PAGE - 1) // _PAGE * _PAGE
        self.params = (ctypes.c_void_p * max(len(exe.parameter_leaves), 1))()
        self.results = (ctypes.c_void_p * max(len(exe.result_leaves), 1))()
        self.params_at = ctypes.addressof(self.params)
        self.results_at = ctypes.addressof(self.results)
        self.outputs: list[Any] | None = None  # the last call's results, pointed to by ``results``

    def _free(self) -> bool:
        """Has every caller let go of the last results? (The list and the loop variable hold
        each array, getrefcount's argument a third; more is the caller's.)"""
        return self.outputs is not None and all(o is None or sys.getrefcount(o) <= 3 for o in self.outputs)

    def take_outputs(self) -> list[Any] | None:
        outs = self.outputs if self._free() else None
        self.outputs = None
        return outs

    def keep_outputs(self, results: Sequence[Any]) -> None:
        self.outputs = list(results)
        for k, o in enumerate(self.outputs):
            self.results[k] = _address(o)

    def bind_results(self, exe: CpuExecutable) -> None:
        """Result arrays for this call: the last ones if free, else new ones."""
        if not self._free():
            self.keep_outputs([physical_empty(s) if isinstance(s, ArrayShape) else None for s in exe.result_leaves])


class ObjectExecutable(Executable):
    """An object from disk: on the host, linked into a shared library and called through
    ctypes; for another CPU, run on the device runners.py picks for its triple."""

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
        return device_for(self.info.triple)

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
        from xlac.hlo.parser import parse_module  # lazy: start-up
        from xlac.runtime.host_bridge import prepare_object_run  # lazy: start-up (numpy, the bridge)

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

    from xlac.runtime.parallel import SOURCE as PARALLEL_RUNTIME  # lazy: start-up

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
