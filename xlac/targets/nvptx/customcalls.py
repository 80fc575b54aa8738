"""Custom calls between the kernels, as XLA's GPU backend makes them.

A C target (a ``--custom-call-lib`` symbol, or a registered ctypes function) has XLA's GPU
signature for api_version 1-3 and gets device pointers::

    void f(CUstream stream, void **buffers, const char *opaque, size_t opaque_len);          // 1
    void f(CUstream stream, void **buffers, const char *opaque, size_t opaque_len,
           XlaCustomCallStatus *status);                                                     // 2, 3

``buffers`` holds the operand leaves, then the result leaves. Typed-FFI (4) C handlers get a
call frame whose buffers hold device pointers and whose ``XLA_FFI_Stream_Get`` answers the
stream the kernels run on (the Python runtime; the C host object takes legacy targets only).
Python targets (numpy callables, the built-in LAPACK models) run on
the host: their operands are copied back, their results copied to the device.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import Any, cast

import numpy as np

from xlac.codegen.gpu.program import CustomCall
from xlac.customcall import abi
from xlac.customcall.registry import check_api_version, resolve, run_custom_call, unknown_target_error
from xlac.errors import XlacError
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import Shape, TupleShape
from xlac.targets.base import from_physical, physical_empty, to_physical

_LEGACY = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_size_t)
_STATUS = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_size_t,
                           ctypes.c_void_p)


def run(step: CustomCall, site: Instruction | None, address: Callable[[Any], int], ctx: Any,
        stream: int | None = None) -> None:
    """Perform ``step``; ``address(loc)`` is a buffer's device address, ``ctx`` the memory
    (``sync``/``dtoh``/``htod``)."""
    target = resolve(step.target)
    if target is None:
        raise unknown_target_error(step.target, site.loc if site is not None else None)
    loc = site.loc if site is not None else None
    if target.kind == "native":
        check_api_version(target, step.api_version, loc)
        if step.api_version == abi.API_TYPED_FFI:
            if site is None:
                raise XlacError(f"custom call '{step.target}': a typed-FFI handler needs the module's "
                                "shapes and attributes, which a loaded program does not keep", loc)
            assert target.address is not None
            _call_ffi(step, site, target.address, address, stream)
        else:
            assert target.address is not None
            _call_native(step, target.address, address, ctx, stream, loc)
        return
    if site is None:
        raise XlacError(f"custom call '{step.target}' is a Python target: it runs only in the process that "
                        "compiled the module", loc)
    _call_on_host(step, site, address, ctx)


def _call_native(step: CustomCall, fn_address: int, address: Callable[[Any], int], ctx: Any,
                 stream: int | None, loc: Any) -> None:
    buffers = (ctypes.c_void_p * max(len(step.buffers), 1))(*[address(b) for b in step.buffers])
    opaque = step.opaque.encode()
    if step.api_version == abi.API_ORIGINAL:
        _LEGACY(fn_address)(stream, buffers, opaque, len(opaque))
        return
    status = ctypes.create_string_buffer(abi.STATUS_STRUCT_BYTES)
    _STATUS(fn_address)(stream, buffers, opaque, len(opaque), ctypes.cast(status, ctypes.c_void_p))
    failed = int.from_bytes(status.raw[:4], "little", signed=True)
    if failed:
        n = int.from_bytes(status.raw[4:8], "little")
        message = status.raw[8:8 + min(n, abi.STATUS_MESSAGE_BYTES - 1)].decode("utf-8", "replace")
        raise XlacError(f"custom call '{step.target}' failed: {message}", loc)


class _StreamGetArgs(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("extension_start", ctypes.c_void_p), ("ctx", ctypes.c_void_p),
                ("stream", ctypes.c_void_p)]


_GENERIC = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)
_HANDLER = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)


class _Keep(list):
    """Objects the call frame points into, alive until the call returns."""

    def hold(self, obj: Any) -> Any:
        self.append(obj)
        return obj


class GpuFfiApi:
    """This process's XLA_FFI_Api (errors, thread pool...) with ``Stream_Get`` answering the
    stream a call frame's execution context names (``ctx`` points at a ``void *`` holding it)."""

    _instance: GpuFfiApi | None = None

    def __init__(self) -> None:
        from xlac.customcall import ffi_abi as A
        from xlac.runtime.host_api import python_api

        base = python_api().table
        self._stream_get = _GENERIC(self._get_stream)
        pointers = {name: getattr(base, name) for name in A.API_FUNCTIONS}
        pointers["Stream_Get"] = ctypes.cast(self._stream_get, ctypes.c_void_p).value
        self.table = A.Api(A.STRUCT_SIZES["Api"], None, base.api_version, None,
                           *[pointers[name] for name in A.API_FUNCTIONS])

    @classmethod
    def get(cls) -> GpuFfiApi:
        if cls._instance is None:
            cls._instance = GpuFfiApi()
        return cls._instance

    @property
    def address(self) -> int:
        return ctypes.addressof(self.table)

    @staticmethod
    def _get_stream(args: int) -> int:
        a = _StreamGetArgs.from_address(args)
        a.stream = ctypes.c_void_p.from_address(a.ctx).value if a.ctx else None
        return 0


def _call_ffi(step: CustomCall, site: Instruction, fn_address: int, address: Callable[[Any], int],
              stream: int | None) -> None:
    """A typed-FFI handler on device buffers, its stream reachable through the api."""
    from xlac.customcall import ffi_abi as A
    from xlac.customcall.registry import backend_attributes
    from xlac.runtime.host_api import take_error_message
    from xlac.runtime.native_call import encode_attrs

    keep = _Keep()
    shapes = [leaf for o in site.operands for leaf in o.shape.leaves() if leaf.dtype.is_array] + \
        [leaf for leaf in site.shape.leaves() if leaf.dtype.is_array]

    def buffers(locs: list, leaf_shapes: list) -> tuple[Any, Any]:
        n = len(locs)
        ptrs = []
        for loc, shape in zip(locs, leaf_shapes):
            dims = keep.hold((ctypes.c_int64 * max(shape.rank, 1))(*shape.dims))
            buf = keep.hold(A.Buffer(A.STRUCT_SIZES["Buffer"], None, abi.ffi_dtype(shape.dtype), address(loc),
                                     shape.rank, ctypes.cast(dims, ctypes.POINTER(ctypes.c_int64))))
            ptrs.append(ctypes.addressof(buf))
        types = keep.hold((ctypes.c_int * max(n, 1))(*([1] * n)))
        table = keep.hold((ctypes.c_void_p * max(n, 1))(*ptrs))
        return ctypes.cast(types, ctypes.POINTER(ctypes.c_int)), ctypes.cast(table, ctypes.POINTER(ctypes.c_void_p))

    k = step.num_operands
    arg_types, arg_ptrs = buffers(step.buffers[:k], shapes[:k])
    ret_types, ret_ptrs = buffers(step.buffers[k:], shapes[k:])
    api = GpuFfiApi.get()
    stream_slot = keep.hold(ctypes.c_void_p(stream or None))
    frame = A.CallFrame(
        A.STRUCT_SIZES["CallFrame"], None, api.address, ctypes.addressof(stream_slot), abi.STAGE_EXECUTE,
        A.Args(A.STRUCT_SIZES["Args"], None, k, arg_types, arg_ptrs),
        A.Rets(A.STRUCT_SIZES["Rets"], None, len(step.buffers) - k, ret_types, ret_ptrs),
        encode_attrs(cast(Any, keep), abi.normalize_attrs(backend_attributes(site), f"custom call '{site.name}': ")), None)
    error = _HANDLER(fn_address)(ctypes.addressof(frame))
    if error:
        raise XlacError(f"custom call '{step.target}' failed: {take_error_message(api.address, error)}", site.loc)


def _call_on_host(step: CustomCall, site: Instruction, address: Callable[[Any], int], ctx: Any) -> None:
    ctx.sync()
    locs = iter(step.buffers[: step.num_operands])

    def fetch(shape: Shape) -> Any:
        if isinstance(shape, TupleShape):
            return tuple(fetch(s) for s in shape.elements)
        if not shape.dtype.is_array:
            return None
        out = physical_empty(shape)
        if out.size:
            ctx.dtoh(out.reshape(-1).view(np.uint8), address(next(locs)))
        else:
            next(locs)
        return from_physical(out, shape)

    operands = [fetch(o.shape) for o in site.operands]
    results = run_custom_call(site, operands)
    leaves = [r for r in _flatten(results)]
    shapes = [s for s in site.shape.leaves() if s.dtype.is_array]
    for loc, arr, shape in zip(step.buffers[step.num_operands:], leaves, shapes):
        phys = to_physical(arr, shape)
        if phys.size:
            ctx.htod(address(loc), phys.reshape(-1).view(np.uint8))


def _flatten(value: Any):
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from _flatten(v)
    elif value is not None:
        yield value
