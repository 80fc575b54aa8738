"""Compiled code calling Python: ctypes callbacks that speak XLA's C ABIs on one side and run
numpy targets (registered callables, jaxlib's LAPACK models) on the other.

Compiled code calls a target by symbol. For code run in this process the symbol is bound to an
address before the code is loaded: the JIT gets it through ``llvm.add_symbol`` (bound when the
custom call is emitted for a host triple), an object `xlac run` links gets it through a
trampoline (support.py). The address is the registered C function itself when the target is
native, and otherwise a bridge callback for the target name. A bridge looks the target up when it
is called, so a later ``register_custom_call`` takes effect, and an unknown target fails with the
list of known ones through the call's own error channel.

The bridge learns the layouts of the buffers (XLA_FFI_Buffer has only dtype and dims; the legacy
ABI has not even those) from the call-site record compiled code leaves for it: typed FFI puts it
in ``call_frame->ctx`` (opaque to handlers), the legacy ABI one slot before ``in[0]``.
"""

from __future__ import annotations

import ctypes
import re
import sys
from ctypes import CFUNCTYPE, c_size_t, c_void_p
from pathlib import Path
from typing import Any

import numpy as np

from xlac.customcall import abi, registry
from xlac.customcall import ffi_abi as A
from xlac.customcall.registry import (
    CustomCallTarget,
    call_python,
    check_api_version,
    custom_call_sites,
    resolve,
    unknown_target_error,
)
from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, Layout, Shape
from xlac.runtime import cc_support
from xlac.runtime.host_api import create_error, python_api

_FFI_CB = CFUNCTYPE(c_void_p, c_void_p)
_LEGACY_CB = CFUNCTYPE(None, c_void_p, c_void_p, c_void_p, c_size_t, c_void_p)
_PTR = ctypes.sizeof(c_void_p)

_BRIDGES: dict[tuple[str, str], Any] = {}      # (target, "ffi"|"legacy") -> ctypes callback
_JIT_BOUND: dict[str, tuple[str, int]] = {}     # symbol -> (target, api_version)
_API_BOUND = False


def target_address(name: str, api_version: int) -> int:
    """What the symbol of target ``name``, called with ``api_version``, should resolve to."""
    target = resolve(name)
    if target is not None and target.kind == "native" and target.api_version in (None, api_version):
        return target.address
    family = "ffi" if api_version == abi.API_TYPED_FFI else "legacy"
    key = (name, family)
    if key not in _BRIDGES:
        _BRIDGES[key] = _FFI_CB(_ffi_bridge(name)) if family == "ffi" else _LEGACY_CB(_legacy_bridge(name))
    return ctypes.cast(_BRIDGES[key], c_void_p).value


# ---- JIT symbols -------------------------------------------------------------------------------

def bind_jit_symbol(name: str, api_version: int) -> None:
    """Bind the symbol of target ``name`` (and ``xlac_ffi_api``) for code JIT-loaded here."""
    import llvmlite.binding as llvm

    global _API_BOUND
    if not _API_BOUND:
        llvm.add_symbol(abi.FFI_API_SYMBOL, python_api().address)
        _API_BOUND = True
    sym = abi.symbol_name(name)
    llvm.add_symbol(sym, target_address(name, api_version))
    _JIT_BOUND[sym] = (name, api_version)


def rebind_jit_symbol(name: str) -> None:
    """After (un)registration: point already-bound symbols and trampolines at the new target."""
    sym = abi.symbol_name(name)
    if sym in _JIT_BOUND:
        bind_jit_symbol(*_JIT_BOUND[sym])
    slot = cc_support.trampoline_slot(sym)
    if slot is not None:
        version = _JIT_BOUND.get(sym, (name, abi.API_TYPED_FFI))[1]
        ctypes.c_void_p.from_address(slot).value = target_address(name, version)


def prepare_object_run(obj: str | Path, module: Module | None) -> None:
    """Make every custom-call symbol of a host object resolvable before it is loaded."""
    if module is not None:
        sites = custom_call_sites(module)
    else:
        ignore = re.compile(r"^(_?_?[a-z]+[fl]?|memcpy|memmove|memset|__.*|" + abi.FFI_API_SYMBOL + r")$")
        sites = {s: abi.API_TYPED_FFI for s in cc_support.undefined_symbols(obj) if not ignore.match(s)}
    if not sites:
        return
    cc_support.load_runtime()
    slots = cc_support.install_trampolines([abi.symbol_name(t) for t in sites])
    for target, version in sites.items():
        ctypes.c_void_p.from_address(slots[abi.symbol_name(target)]).value = target_address(target, version)


# ---- reading and writing buffers ------------------------------------------------------------

def site_at(address: int | None) -> abi.Site | None:
    """The call-site record at ``address``, or None when it is not one of xlac's."""
    if not address:
        return None
    if ctypes.c_uint64.from_address(address).value != abi.SITE_MAGIC:
        return None
    text = ctypes.c_char_p.from_address(address + 8).value
    return abi.Site.from_json(text.decode()) if text else None


def read_array(data: int | None, shape: ArrayShape) -> np.ndarray:
    """The logical array in a buffer laid out as ``shape``."""
    if not shape.dtype.is_array:
        return np.zeros((), np.uint8)
    nbytes = shape.num_elements * shape.dtype.itemsize
    if not data or nbytes == 0:
        return np.zeros(shape.dims, shape.dtype.np)
    raw = np.frombuffer((ctypes.c_char * nbytes).from_address(data), dtype=shape.dtype.np)
    return abi.to_logical(raw, shape)


def write_array(data: int | None, value: Any, shape: ArrayShape, what: str) -> None:
    if not shape.dtype.is_array:
        return
    arr = np.asarray(value)
    if arr.size != shape.num_elements:
        raise XlacError(f"{what} has shape {arr.shape}, the custom call's result is {shape}")
    nbytes = shape.num_elements * shape.dtype.itemsize
    if not data or nbytes == 0:
        return
    # one pass, straight into the buffer: no contiguous temporary (a 64 MiB result costs one copy)
    dst = np.frombuffer((ctypes.c_char * nbytes).from_address(data), dtype=shape.dtype.np)
    abi.copy_to_physical(dst, arr.reshape(shape.dims), shape)


def _buffer_shape(buf: A.Buffer) -> ArrayShape:
    """A row-major shape from an XLA_FFI_Buffer (when no site record says better)."""
    from xlac.hlo.dtypes import BY_NAME

    dims = tuple(buf.dims[i] for i in range(buf.rank))
    name = abi.DTYPE_OF_FFI.get(buf.dtype, "token")
    return ArrayShape(BY_NAME[name], dims, Layout.row_major(len(dims)))


def _group(leaves: list, shapes: list[Shape]) -> list:
    """Flat leaves back into the operands' tuple structure."""
    it = iter(leaves)

    def build(s: Shape) -> Any:
        return tuple(build(e) for e in s.elements) if s.is_tuple else next(it)

    return [build(s) for s in shapes]


def flatten_results(out: Any, result: Shape, name: str) -> list:
    """A numpy target's return value as result leaves, checked against the result's structure."""
    if not result.is_tuple:
        value = out[0] if isinstance(out, (list, tuple)) and len(out) == 1 else out
        return [value]
    items = list(out) if isinstance(out, (list, tuple)) else ([] if out is None else [out])
    if len(items) != len(result.elements):
        raise XlacError(f"target '{name}' returned {len(items)} results, the custom call has "
                        f"{len(result.elements)}")
    return [leaf for item, s in zip(items, result.elements) for leaf in flatten_results(item, s, name)]


# ---- typed FFI bridge --------------------------------------------------------------------------

def decode_attrs(attrs: A.Attrs) -> dict[str, Any]:
    """An XLA_FFI_Attrs as the values the interpreter decodes from backend_config."""
    out: dict[str, Any] = {}
    for i in range(attrs.size):
        span = attrs.names[i].contents
        name = ctypes.string_at(span.ptr, span.len).decode("utf-8", "replace")
        out[name] = _decode_attr(attrs.types[i], attrs.attrs[i])
    return out


def _decode_attr(kind: int, ptr: int) -> Any:
    if kind == abi.ATTR_DICTIONARY:
        return decode_attrs(A.Attrs.from_address(ptr))
    if kind == abi.ATTR_STRING:
        span = A.ByteSpan.from_address(ptr)
        return ctypes.string_at(span.ptr, span.len).decode("utf-8", "replace") if span.len else ""
    if kind == abi.ATTR_SCALAR:
        s = A.Scalar.from_address(ptr)
        dt = abi.numpy_dtype_of_ffi(s.dtype)
        return np.frombuffer(ctypes.string_at(s.value, dt.itemsize), dt)[0]
    if kind == abi.ATTR_ARRAY:
        a = A.Array.from_address(ptr)
        dt = abi.numpy_dtype_of_ffi(a.dtype)
        return np.frombuffer(ctypes.string_at(a.data, a.size * dt.itemsize), dt).copy() if a.size else \
            np.zeros(0, dt)
    raise ValueError(f"unknown FFI attribute type {kind}")


def _error_text(e: BaseException) -> str:
    if isinstance(e, XlacError):
        return "; ".join([e.message] + e.notes)
    return f"{type(e).__name__}: {e}" if not isinstance(e, (ValueError, RuntimeError)) else str(e)


def _ffi_bridge(name: str):
    def callback(frame_address: int) -> int:
        frame = A.CallFrame.from_address(frame_address)
        try:
            return _run_ffi(name, frame, frame_address)
        except BaseException as e:  # noqa: BLE001 - everything becomes the call's error
            return create_error(frame.api or 0, _error_text(e))

    return callback


def _target(name: str, version: int) -> CustomCallTarget:
    target = resolve(name)
    if target is None:
        raise unknown_target_error(name)
    check_api_version(target, version)
    return target


def _run_ffi(name: str, frame: A.CallFrame, frame_address: int) -> int:
    target = _target(name, abi.API_TYPED_FFI)
    if target.kind == "native":  # re-registered as native after the symbol was bound
        return CFUNCTYPE(c_void_p, c_void_p)(target.address)(frame_address) or 0
    site = site_at(frame.ctx)
    args = [A.Buffer.from_address(frame.args.args[i]) for i in range(frame.args.size)]
    rets = [A.Buffer.from_address(frame.rets.rets[i]) for i in range(frame.rets.size)]
    arg_shapes = [leaf for s in site.operands for leaf in s.leaves()] if site else [_buffer_shape(b) for b in args]
    ret_shapes = list(site.result.leaves()) if site else [_buffer_shape(b) for b in rets]
    leaves = [read_array(b.data, s) for b, s in zip(args, arg_shapes)]
    operands = _group(leaves, site.operands) if site else leaves
    specs = [(s.dtype.np, s.dims) for s in ret_shapes]
    out = call_python(target, operands, decode_attrs(frame.attrs), specs)
    result = site.result if site else _tuple_of(ret_shapes)
    for k, (value, buf, shape) in enumerate(zip(flatten_results(out, result, name), rets, ret_shapes)):
        write_array(buf.data, value, shape, f"result {k} of '{name}'")
    return 0


def _tuple_of(shapes: list[ArrayShape]) -> Shape:
    from xlac.hlo.shapes import TupleShape

    return shapes[0] if len(shapes) == 1 else TupleShape(tuple(shapes))


# ---- legacy bridge -----------------------------------------------------------------------------

def _legacy_bridge(name: str):
    def callback(out: int, ins: int, a2: int, a3: int, a4: int) -> None:
        site = site_at(ctypes.c_void_p.from_address(ins - _PTR).value) if ins else None
        if site is None:
            print(f"xlac: custom call '{name}' reached the host bridge without xlac's call-site record; "
                  f"it cannot run", file=sys.stderr)
            return
        status = {abi.API_STATUS_RETURNING: a2, abi.API_STATUS_RETURNING_UNIFIED: a4}.get(site.api_version)
        try:
            _run_legacy(name, site, out, ins, (out, ins, a2, a3, a4))
        except BaseException as e:  # noqa: BLE001
            _fail_status(name, status, _error_text(e))

    return callback


def _fail_status(name: str, status: int | None, message: str) -> None:
    if not status:
        print(f"xlac: custom call '{name}' failed, and API_VERSION_ORIGINAL cannot report it: {message}",
              file=sys.stderr)
        return
    st = A.StatusStruct.from_address(status)
    raw = message.encode("utf-8", "replace")[: abi.STATUS_MESSAGE_BYTES - 1]
    ctypes.memmove(ctypes.addressof(st) + A.StatusStruct.message.offset, raw + b"\0", len(raw) + 1)
    st.message_len = len(raw)
    st.failed = 1


def _pointer_leaves(address: int | None, shape: Shape) -> list:
    """Data pointers of a (possibly tuple) value passed the legacy way."""
    if not shape.is_tuple:
        return [address]
    out = []
    for i, element in enumerate(shape.elements):
        out += _pointer_leaves(ctypes.c_void_p.from_address(address + i * _PTR).value if address else None,
                               element)
    return out


def _run_legacy(name: str, site: abi.Site, out: int, ins: int, raw_args: tuple) -> None:
    target = _target(name, site.api_version)
    if target.kind == "native":
        _LEGACY_CB(target.address)(*raw_args)
        return
    leaves = []
    for i, shape in enumerate(site.operands):
        pointer = ctypes.c_void_p.from_address(ins + i * _PTR).value
        leaves += [read_array(p, s) for p, s in zip(_pointer_leaves(pointer, shape), shape.leaves())]
    operands = _group(leaves, site.operands)
    ret_shapes = list(site.result.leaves())
    result = call_python(target, operands, {}, [(s.dtype.np, s.dims) for s in ret_shapes])
    for k, (value, ptr, shape) in enumerate(zip(flatten_results(result, site.result, name),
                                                _pointer_leaves(out, site.result), ret_shapes)):
        write_array(ptr, value, shape, f"result {k} of '{name}'")


registry.add_change_listener(rebind_jit_symbol)  # (un)registration re-points bound symbols
