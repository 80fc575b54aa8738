"""XLA's typed-FFI C structures twice over: as ctypes structures (this process: the interpreter
calling native handlers, the host bridge decoding frames compiled code built) and as LLVM types
(compiled code, for any target: sizes and offsets come from the target's data layout, so a 32-bit
or big-endian triple gets its own C layout). Field order and ``struct_size`` values follow
xla/ffi/api/c_api.h (API 0.1): ``struct_size`` is offsetof(last field) + sizeof(last field).
"""

from __future__ import annotations

import ctypes
from ctypes import (
    POINTER,
    Structure,
    c_char_p,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_void_p,
)
from dataclasses import dataclass

from llvmlite import ir

I32, I64, PTR = ir.IntType(32), ir.IntType(64), ir.PointerType()

# XLA_FFI_Api function-pointer fields, in order (after struct_size, extension_start,
# api_version and internal_api).
API_FUNCTIONS = (
    "Error_Create", "Error_GetMessage", "Error_Destroy", "Handler_Register", "Stream_Get",
    "TypeId_Register", "ExecutionContext_Get", "State_Set", "State_Get", "DeviceMemory_Allocate",
    "DeviceMemory_Free", "ThreadPool_Schedule", "ThreadPool_NumThreads", "Future_Create",
    "Future_SetAvailable", "Future_SetError", "RunId_Get", "DeviceOrdinal_Get",
)
API_FIRST_FUNCTION_FIELD = 4  # index of Error_Create in the Api struct
API_MAJOR, API_MINOR = 0, 1


# ---- ctypes (host) ----------------------------------------------------------------------------

class ByteSpan(Structure):
    _fields_ = [("ptr", c_void_p), ("len", c_size_t)]


class Scalar(Structure):
    _fields_ = [("dtype", c_int), ("value", c_void_p)]


class Array(Structure):
    _fields_ = [("dtype", c_int), ("size", c_size_t), ("data", c_void_p)]


class Buffer(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("dtype", c_int),
                ("data", c_void_p), ("rank", c_int64), ("dims", POINTER(c_int64))]


class Args(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("size", c_int64),
                ("types", POINTER(c_int)), ("args", POINTER(c_void_p))]


class Rets(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("size", c_int64),
                ("types", POINTER(c_int)), ("rets", POINTER(c_void_p))]


class Attrs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("size", c_int64),
                ("types", POINTER(c_int)), ("names", POINTER(POINTER(ByteSpan))),
                ("attrs", POINTER(c_void_p))]


class CallFrame(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("api", c_void_p),
                ("ctx", c_void_p), ("stage", c_int), ("args", Args), ("rets", Rets), ("attrs", Attrs),
                ("future", c_void_p)]


class ApiVersion(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("major_version", c_int),
                ("minor_version", c_int)]


class Api(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("api_version", ApiVersion),
                ("internal_api", c_void_p)] + [(name, c_void_p) for name in API_FUNCTIONS]


class ErrorCreateArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("message", c_char_p),
                ("errc", c_int)]


class ErrorGetMessageArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("error", c_void_p),
                ("message", c_void_p)]


class ErrorDestroyArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("error", c_void_p)]


class ThreadPoolScheduleArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("ctx", c_void_p),
                ("task", c_void_p), ("data", c_void_p)]


class NumThreadsArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("ctx", c_void_p),
                ("num_threads", POINTER(c_int64))]


class RunIdArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("ctx", c_void_p),
                ("run_id", c_int64)]


class DeviceOrdinalArgs(Structure):
    _fields_ = [("struct_size", c_size_t), ("extension_start", c_void_p), ("ctx", c_void_p),
                ("device_ordinal", c_int32)]


class SiteRecord(Structure):
    """The call-site descriptor compiled code points at: {u64 magic; const char *json}."""

    _fields_ = [("magic", ctypes.c_uint64), ("json", c_char_p)]


class StatusStruct(Structure):
    """xlac's XlaCustomCallStatus (xlac_ffi.h)."""

    _fields_ = [("failed", c_int32), ("message_len", ctypes.c_uint32), ("message", ctypes.c_char * 1016)]


def struct_size(cls: type[Structure], last_field: str) -> int:
    """XLA_FFI_STRUCT_SIZE: offsetof(last) + sizeof(last)."""
    field = getattr(cls, last_field)
    return field.offset + field.size


STRUCT_SIZES = {
    "Buffer": struct_size(Buffer, "dims"), "Args": struct_size(Args, "args"),
    "Rets": struct_size(Rets, "rets"), "Attrs": struct_size(Attrs, "attrs"),
    "CallFrame": struct_size(CallFrame, "attrs"), "Api": struct_size(Api, "DeviceOrdinal_Get"),
    "ApiVersion": struct_size(ApiVersion, "minor_version"),
    "ErrorCreateArgs": struct_size(ErrorCreateArgs, "errc"),
    "ErrorGetMessageArgs": struct_size(ErrorGetMessageArgs, "message"),
    "ErrorDestroyArgs": struct_size(ErrorDestroyArgs, "error"),
}


# ---- LLVM (any target) -------------------------------------------------------------------------

@dataclass
class LlvmFfiTypes:
    """The FFI structs as LLVM types for one target; ``size_t`` is the pointer-sized int."""

    size_t: ir.IntType
    bytespan: ir.LiteralStructType
    scalar: ir.LiteralStructType
    array: ir.LiteralStructType
    buffer: ir.LiteralStructType
    args: ir.LiteralStructType
    attrs: ir.LiteralStructType
    frame: ir.LiteralStructType
    api: ir.LiteralStructType
    get_message_args: ir.LiteralStructType
    destroy_args: ir.LiteralStructType
    site: ir.LiteralStructType


def llvm_types(pointer_bits: int) -> LlvmFfiTypes:
    """LLVM struct types matching the C structs on a target with ``pointer_bits`` pointers."""
    sz = ir.IntType(pointer_bits)
    args = ir.LiteralStructType([sz, PTR, I64, PTR, PTR])
    attrs = ir.LiteralStructType([sz, PTR, I64, PTR, PTR, PTR])
    version = ir.LiteralStructType([sz, PTR, I32, I32])
    return LlvmFfiTypes(
        size_t=sz,
        bytespan=ir.LiteralStructType([PTR, sz]),
        scalar=ir.LiteralStructType([I32, PTR]),
        array=ir.LiteralStructType([I32, sz, PTR]),
        buffer=ir.LiteralStructType([sz, PTR, I32, PTR, I64, PTR]),
        args=args,
        attrs=attrs,
        frame=ir.LiteralStructType([sz, PTR, PTR, PTR, I32, args, args, attrs, PTR]),
        api=ir.LiteralStructType([sz, PTR, version, PTR] + [PTR] * len(API_FUNCTIONS)),
        get_message_args=ir.LiteralStructType([sz, PTR, PTR, PTR]),
        destroy_args=ir.LiteralStructType([sz, PTR, PTR]),
        site=ir.LiteralStructType([I64, PTR]),
    )


def llvm_struct_size(ty: ir.LiteralStructType, last: int, target_data) -> int:
    """XLA_FFI_STRUCT_SIZE for an LLVM struct on the target ``target_data`` describes."""
    return ty.get_element_offset(target_data, last) + ty.elements[last].get_abi_size(target_data)
