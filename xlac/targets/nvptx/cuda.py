"""The CUDA driver API through ctypes: ``dlopen("libcuda.so.1")``, no CUDA Python dependency.

Only the calls the nvptx runtime needs: initialization, the device's primary context, module
loading (PTX or cubin), kernel lookup and launch, device memory and copies, stream
synchronization. Every failing call raises :class:`CudaError` with the driver's own message
(``cuGetErrorString``); a machine without the driver or without a device raises
:class:`NoGpu`, whose one-line message the CLI prints as is.

    drv = Driver.load()                # NoGpu when libcuda.so.1 or a device is missing
    ctx = drv.context(0)
    mod = ctx.load_module(ptx_bytes)
    fn = mod.function("k0")
    ptr = ctx.alloc(1024); ctx.htod(ptr, array); ctx.launch(fn, (4, 1, 1), (256, 1, 1), [ptr]); ctx.sync()
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from ctypes import POINTER, byref, c_char_p, c_int, c_size_t, c_uint, c_uint64, c_void_p

import numpy as np

from xlac.errors import XlacError

CUresult = c_int
CUdeviceptr = c_uint64

CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
CU_JIT_INFO_LOG_BUFFER = 3
CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4
CU_JIT_ERROR_LOG_BUFFER = 5
CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
CUDA_ERROR_NO_DEVICE = 100

LIBRARY = "libcuda.so.1"

# name -> argument types (every entry point returns CUresult). The _v2 names are what cuda.h's
# macros resolve to; the unversioned ones are ABI-stable since CUDA 4.
_SIGNATURES: dict[str, list] = {
    "cuInit": [c_uint],
    "cuDeviceGetCount": [POINTER(c_int)],
    "cuDeviceGet": [POINTER(c_int), c_int],
    "cuDeviceGetName": [c_char_p, c_int, c_int],
    "cuDeviceGetAttribute": [POINTER(c_int), c_int, c_int],
    "cuDeviceTotalMem_v2": [POINTER(c_size_t), c_int],
    "cuDevicePrimaryCtxRetain": [POINTER(c_void_p), c_int],
    "cuDevicePrimaryCtxRelease_v2": [c_int],
    "cuCtxSetCurrent": [c_void_p],
    "cuCtxSynchronize": [],
    "cuModuleLoadDataEx": [POINTER(c_void_p), c_void_p, c_uint, POINTER(c_int), POINTER(c_void_p)],
    "cuModuleUnload": [c_void_p],
    "cuModuleGetFunction": [POINTER(c_void_p), c_void_p, c_char_p],
    "cuMemAlloc_v2": [POINTER(CUdeviceptr), c_size_t],
    "cuMemFree_v2": [CUdeviceptr],
    "cuMemcpyHtoD_v2": [CUdeviceptr, c_void_p, c_size_t],
    "cuMemcpyDtoH_v2": [c_void_p, CUdeviceptr, c_size_t],
    "cuMemcpyDtoD_v2": [CUdeviceptr, CUdeviceptr, c_size_t],
    "cuMemsetD8_v2": [CUdeviceptr, ctypes.c_ubyte, c_size_t],
    "cuLaunchKernel": [c_void_p, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_void_p,
                       POINTER(c_void_p), POINTER(c_void_p)],
    "cuStreamSynchronize": [c_void_p],
    "cuGetErrorString": [CUresult, POINTER(c_char_p)],
    "cuEventCreate": [POINTER(c_void_p), c_uint],
    "cuEventRecord": [c_void_p, c_void_p],
    "cuEventSynchronize": [c_void_p],
    "cuEventElapsedTime": [POINTER(ctypes.c_float), c_void_p, c_void_p],
    "cuEventDestroy_v2": [c_void_p],
}


class CudaError(XlacError):
    """A CUDA driver call failed; the message is the driver's."""


class NoGpu(XlacError):
    """No CUDA driver library, or no device: the one line `xlac run --target nvptx` prints."""


class Driver:
    """The loaded driver library with its entry points bound (one per process)."""

    _instance: Driver | None = None

    def __init__(self, lib: ctypes.CDLL):
        self.lib = lib
        self.fns = {}
        for name, argtypes in _SIGNATURES.items():
            fn = getattr(lib, name)
            fn.argtypes = argtypes
            fn.restype = CUresult
            self.fns[name] = fn

    @classmethod
    def load(cls, library: str = LIBRARY) -> Driver:
        """The driver, initialized; :class:`NoGpu` when the library or a device is missing."""
        if cls._instance is not None and library == LIBRARY:
            return cls._instance
        try:
            lib = ctypes.CDLL(library)
        except OSError:
            raise NoGpu(f"no GPU: the CUDA driver ({library}) is not installed on this machine") from None
        try:
            drv = cls(lib)
        except AttributeError as e:
            raise NoGpu(f"no GPU: {library} lacks a CUDA driver entry point ({e})") from None
        status = drv.fns["cuInit"](0)
        if status == CUDA_ERROR_NO_DEVICE:
            raise NoGpu("no GPU: the CUDA driver found no device")
        drv.check(status, "cuInit")
        count = c_int(0)
        drv.call("cuDeviceGetCount", byref(count))
        if count.value == 0:
            raise NoGpu("no GPU: the CUDA driver found no device")
        if library == LIBRARY:
            cls._instance = drv
        return drv

    def error_string(self, status: int) -> str:
        msg = c_char_p()
        if self.fns["cuGetErrorString"](status, byref(msg)) != 0 or not msg.value:
            return f"CUDA error {status}"
        return msg.value.decode(errors="replace")

    def check(self, status: int, what: str) -> None:
        if status != 0:
            raise CudaError(f"{what} failed: {self.error_string(status)} (CUresult {status})")

    def call(self, name: str, *args) -> None:
        self.check(self.fns[name](*args), name)

    def device_count(self) -> int:
        count = c_int(0)
        self.call("cuDeviceGetCount", byref(count))
        return count.value

    def context(self, ordinal: int = 0) -> Context:
        return Context(self, ordinal)


class Module:
    """A loaded PTX or cubin image."""

    def __init__(self, ctx: Context, handle: c_void_p):
        self.ctx, self.handle = ctx, handle
        self._functions: dict[str, c_void_p] = {}

    def function(self, name: str) -> c_void_p:
        fn = self._functions.get(name)
        if fn is None:
            fn = c_void_p()
            self.ctx.drv.call("cuModuleGetFunction", byref(fn), self.handle, name.encode())
            self._functions[name] = fn
        return fn


class Context:
    """The primary context of one device, made current on the calling thread."""

    def __init__(self, drv: Driver, ordinal: int = 0):
        self.drv = drv
        self.device = c_int(0)
        drv.call("cuDeviceGet", byref(self.device), ordinal)
        self.handle = c_void_p()
        drv.call("cuDevicePrimaryCtxRetain", byref(self.handle), self.device)
        self.make_current()

    def make_current(self) -> None:
        self.drv.call("cuCtxSetCurrent", self.handle)

    @property
    def name(self) -> str:
        buf = ctypes.create_string_buffer(256)
        self.drv.call("cuDeviceGetName", buf, 256, self.device)
        return buf.value.decode(errors="replace")

    @property
    def compute_capability(self) -> tuple[int, int]:
        major, minor = c_int(0), c_int(0)
        self.drv.call("cuDeviceGetAttribute", byref(major), CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, self.device)
        self.drv.call("cuDeviceGetAttribute", byref(minor), CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, self.device)
        return major.value, minor.value

    def load_module(self, image: bytes) -> Module:
        """Load PTX text (NUL-terminated here) or a cubin; a JIT failure carries its log."""
        data = image if image[:4] == b"\x7fELF" else image.rstrip(b"\0") + b"\0"  # cubin, or PTX text
        log = ctypes.create_string_buffer(16384)
        opts = (c_int * 2)(CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
        vals = (c_void_p * 2)(ctypes.cast(log, c_void_p), c_void_p(len(log)))
        handle = c_void_p()
        status = self.drv.fns["cuModuleLoadDataEx"](byref(handle), ctypes.c_char_p(data), 2, opts, vals)
        if status != 0:
            detail = log.value.decode(errors="replace").strip().splitlines()
            extra = f": {detail[0]}" if detail else ""
            raise CudaError(f"cuModuleLoadDataEx failed: {self.drv.error_string(status)}{extra}")
        return Module(self, handle)

    def unload(self, module: Module) -> None:
        self.drv.call("cuModuleUnload", module.handle)

    def alloc(self, nbytes: int) -> int:
        ptr = CUdeviceptr(0)
        self.drv.call("cuMemAlloc_v2", byref(ptr), max(int(nbytes), 1))
        return ptr.value

    def free(self, ptr: int) -> None:
        self.drv.call("cuMemFree_v2", CUdeviceptr(ptr))

    def htod(self, ptr: int, data: np.ndarray) -> None:
        data = np.ascontiguousarray(data)
        if data.nbytes:
            self.drv.call("cuMemcpyHtoD_v2", CUdeviceptr(ptr), data.ctypes.data_as(c_void_p), data.nbytes)

    def dtoh(self, out: np.ndarray, ptr: int) -> None:
        if not out.flags.c_contiguous:
            raise ValueError("dtoh needs a contiguous destination")
        if out.nbytes:
            self.drv.call("cuMemcpyDtoH_v2", out.ctypes.data_as(c_void_p), CUdeviceptr(ptr), out.nbytes)

    def dtod(self, dst: int, src: int, nbytes: int) -> None:
        if nbytes:
            self.drv.call("cuMemcpyDtoD_v2", CUdeviceptr(dst), CUdeviceptr(src), nbytes)

    def memset(self, ptr: int, value: int, nbytes: int) -> None:
        if nbytes:
            self.drv.call("cuMemsetD8_v2", CUdeviceptr(ptr), value, nbytes)

    def launch(self, fn: c_void_p, grid: Sequence[int], block: Sequence[int], pointer_args: Sequence[int],
               shared_bytes: int = 0, stream: int | None = None) -> None:
        """``fn<<<grid, block, shared_bytes, stream>>>(pointer_args...)``: every argument a
        64-bit device pointer, as xlac's kernels take them."""
        values = [CUdeviceptr(p) for p in pointer_args]
        params = (c_void_p * max(len(values), 1))(*[ctypes.cast(byref(v), c_void_p) for v in values])
        gx, gy, gz = (list(grid) + [1, 1])[:3]
        bx, by, bz = (list(block) + [1, 1])[:3]
        self.drv.call("cuLaunchKernel", fn, gx, gy, gz, bx, by, bz, shared_bytes, c_void_p(stream or 0),
                      params, None)

    def event(self) -> c_void_p:
        """A new CUDA event (timing enabled); ``record`` it, ``elapsed_ms`` between two."""
        ev = c_void_p()
        self.drv.call("cuEventCreate", byref(ev), 0)
        return ev

    def record(self, event: c_void_p, stream: int | None = None) -> None:
        self.drv.call("cuEventRecord", event, c_void_p(stream or 0))

    def elapsed_ms(self, start: c_void_p, end: c_void_p) -> float:
        """Milliseconds between two recorded events, on the GPU's clock (waits for ``end``)."""
        self.drv.call("cuEventSynchronize", end)
        ms = ctypes.c_float()
        self.drv.call("cuEventElapsedTime", byref(ms), start, end)
        return float(ms.value)

    def destroy_event(self, event: c_void_p) -> None:
        self.drv.call("cuEventDestroy_v2", event)

    def sync(self, stream: int | None = None) -> None:
        self.drv.call("cuStreamSynchronize", c_void_p(stream or 0))
