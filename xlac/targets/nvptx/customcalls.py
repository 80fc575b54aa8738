"""Custom calls between the kernels, as XLA's GPU backend makes them.

A C target (a ``--custom-call-lib`` symbol, or a registered ctypes function) has XLA's GPU
signature for api_version 1-3 and gets device pointers::

    void f(CUstream stream, void **buffers, const char *opaque, size_t opaque_len);          // 1
    void f(CUstream stream, void **buffers, const char *opaque, size_t opaque_len,
           XlaCustomCallStatus *status);                                                     // 2, 3

``buffers`` holds the operand leaves, then the result leaves. Typed-FFI (4) C handlers would
take an execution context carrying the stream, which this runtime does not build yet: they are
refused with that reason. Python targets (numpy callables, the built-in LAPACK models) run on
the host: their operands are copied back, their results copied to the device.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable

import numpy as np

from xlac.customcall import abi
from xlac.customcall.registry import check_api_version, resolve, run_custom_call, unknown_target_error
from xlac.errors import XlacError
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import Shape
from xlac.targets.base import from_physical, physical_empty, to_physical
from xlac.targets.nvptx.program import CustomCall

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
            raise XlacError(f"custom call '{step.target}': typed-FFI C handlers need an execution context "
                            "with a CUstream, which the nvptx runtime does not provide yet; use api_version 2 "
                            "(XLA's GPU signature with a status)", loc)
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


def _call_on_host(step: CustomCall, site: Instruction, address: Callable[[Any], int], ctx: Any) -> None:
    ctx.sync()
    locs = iter(step.buffers[: step.num_operands])

    def fetch(shape: Shape) -> Any:
        if shape.is_tuple:
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
