"""The XLA_FFI_Api this process hands to typed-FFI handlers (interpreter calls, and code JIT-loaded
for host runs), built from ctypes callbacks so that no C compiler is needed.

Errors are what matter: a handler reports failure by calling ``api->XLA_FFI_Error_Create``, and
the caller reads the message back with ``XLA_FFI_Error_GetMessage`` and frees it with
``XLA_FFI_Error_Destroy``. An error here is a NUL-terminated buffer owned by this module, so its
address is also its message. The thread pool runs tasks inline; everything that needs XLA's
runtime (streams, state, device memory, futures) answers UNIMPLEMENTED, as xlac's C runtime does.
"""

from __future__ import annotations

import ctypes
from ctypes import CFUNCTYPE, POINTER, c_void_p
from functools import lru_cache

from xlac.customcall import ffi_abi as A

ERRC_UNKNOWN, ERRC_INVALID_ARGUMENT, ERRC_NOT_FOUND, ERRC_UNIMPLEMENTED, ERRC_INTERNAL = 2, 3, 5, 12, 13

_CREATE = CFUNCTYPE(c_void_p, POINTER(A.ErrorCreateArgs))
_GET_MESSAGE = CFUNCTYPE(None, POINTER(A.ErrorGetMessageArgs))
_DESTROY = CFUNCTYPE(None, POINTER(A.ErrorDestroyArgs))
_GENERIC = CFUNCTYPE(c_void_p, c_void_p)
_TASK = CFUNCTYPE(None, c_void_p)


class PythonFfiApi:
    """One process-wide XLA_FFI_Api (see :func:`python_api`)."""

    def __init__(self) -> None:
        self._errors: dict[int, ctypes.Array] = {}
        self._callbacks = {
            "Error_Create": _CREATE(self._create),
            "Error_GetMessage": _GET_MESSAGE(self._get_message),
            "Error_Destroy": _DESTROY(self._destroy),
            "ThreadPool_Schedule": _GENERIC(self._schedule),
            "ThreadPool_NumThreads": _GENERIC(self._num_threads),
            "RunId_Get": _GENERIC(self._run_id),
            "DeviceOrdinal_Get": _GENERIC(self._device_ordinal),
        }
        for name in A.API_FUNCTIONS:
            self._callbacks.setdefault(name, _GENERIC(self._unimplemented(name)))
        version = A.ApiVersion(A.STRUCT_SIZES["ApiVersion"], None, A.API_MAJOR, A.API_MINOR)
        pointers = {name: ctypes.cast(cb, c_void_p).value for name, cb in self._callbacks.items()}
        self.table = A.Api(A.STRUCT_SIZES["Api"], None, version, None,
                           *[pointers[name] for name in A.API_FUNCTIONS])

    @property
    def address(self) -> int:
        return ctypes.addressof(self.table)

    # -- errors ------------------------------------------------------------------------------
    def new_error(self, message: str) -> int:
        buf = ctypes.create_string_buffer(message.encode("utf-8", "replace"))
        address = ctypes.addressof(buf)
        self._errors[address] = buf
        return address

    def message_of(self, error: int) -> str:
        buf = self._errors.get(error)
        return buf.value.decode("utf-8", "replace") if buf is not None else ""

    def destroy(self, error: int) -> None:
        self._errors.pop(error, None)

    def _create(self, args) -> int:
        raw = args.contents.message if args else None
        return self.new_error(raw.decode("utf-8", "replace") if raw else "")

    def _get_message(self, args) -> None:
        error = args.contents.error
        buf = self._errors.get(error or 0)
        args.contents.message = ctypes.addressof(buf) if buf is not None else None

    def _destroy(self, args) -> None:
        self.destroy(args.contents.error or 0)

    # -- the rest ----------------------------------------------------------------------------
    def _unimplemented(self, name: str):
        def fn(_args: int) -> int:
            return self.new_error(f"XLA_FFI_{name} is not available in xlac")

        return fn

    def _schedule(self, args: int) -> int:
        a = A.ThreadPoolScheduleArgs.from_address(args)
        if a.task:
            _TASK(a.task)(a.data)
        return 0

    def _num_threads(self, args: int) -> int:
        a = A.NumThreadsArgs.from_address(args)
        if a.num_threads:
            a.num_threads[0] = 1
        return 0

    def _run_id(self, args: int) -> int:
        A.RunIdArgs.from_address(args).run_id = 0
        return 0

    def _device_ordinal(self, args: int) -> int:
        A.DeviceOrdinalArgs.from_address(args).device_ordinal = 0
        return 0


@lru_cache(maxsize=1)
def python_api() -> PythonFfiApi:
    return PythonFfiApi()


def create_error(api_address: int, message: str, code: int = ERRC_INTERNAL) -> int:
    """An error made by whichever XLA_FFI_Api a call frame carries (ours or a C runtime's)."""
    if not api_address:
        return python_api().new_error(message)
    api = A.Api.from_address(api_address)
    args = A.ErrorCreateArgs(A.STRUCT_SIZES["ErrorCreateArgs"], None, message.encode("utf-8", "replace"), code)
    return _CREATE(api.Error_Create)(ctypes.byref(args)) or 0


def take_error_message(api_address: int, error: int) -> str:
    """The message of ``error`` (made by the api at ``api_address``), destroying the error."""
    api = A.Api.from_address(api_address)
    get = A.ErrorGetMessageArgs(A.STRUCT_SIZES["ErrorGetMessageArgs"], None, error, None)
    _GET_MESSAGE(api.Error_GetMessage)(ctypes.byref(get))
    message = ctypes.string_at(get.message).decode("utf-8", "replace") if get.message else ""
    destroy = A.ErrorDestroyArgs(A.STRUCT_SIZES["ErrorDestroyArgs"], None, error)
    _DESTROY(api.Error_Destroy)(ctypes.byref(destroy))
    return message
