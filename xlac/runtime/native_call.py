"""The interpreter calling a native (C) custom-call target the way XLA:CPU would: operands copied
into buffers in the layouts XLA gives them, results in the custom call's result layouts, and
either a typed-FFI call frame or the legacy ``(out, in[, opaque, len][, status])`` arguments.

Aliased results (``output_to_operand_aliasing``) start as a copy of their operand, and that one
buffer is passed as both argument and result, as XLA does.
"""

from __future__ import annotations

import ctypes
from ctypes import CFUNCTYPE, POINTER, c_char_p, c_int, c_int64, c_size_t, c_void_p
from typing import Any

import numpy as np

from xlac.customcall import abi
from xlac.customcall import ffi_abi as A
from xlac.errors import XlacError
from xlac.hlo.attributes import string_value
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape, Shape
from xlac.runtime.host_api import python_api, take_error_message

_FFI_HANDLER = CFUNCTYPE(c_void_p, POINTER(A.CallFrame))
_V1 = CFUNCTYPE(None, c_void_p, c_void_p)
_V2 = CFUNCTYPE(None, c_void_p, c_void_p, c_void_p)
_V3 = CFUNCTYPE(None, c_void_p, c_void_p, c_char_p, c_size_t, c_void_p)


class _Keep(list):
    """Everything the call's pointers point into; alive until the call returns."""

    def hold(self, obj: Any) -> Any:
        self.append(obj)
        return obj


def call_native(address: int, instr: Instruction, operands: list, attrs: dict[str, Any]) -> list[np.ndarray]:
    """Run the target at ``address`` on logical operands; returns the logical result leaves."""
    site = abi.Site.of(instr)
    in_trees = [_physical_tree(op, shape) for op, shape in zip(operands, site.operands)]
    out_leaves = [np.empty(abi.physical_dims(s), s.dtype.np) if s.dtype.is_array else None
                  for s in site.result.leaves()]
    _alias(instr, in_trees, out_leaves)
    if site.api_version == abi.API_TYPED_FFI:
        _call_ffi(address, site, instr, in_trees, out_leaves, attrs)
    else:
        _call_legacy(address, site, instr, in_trees, out_leaves)
    return [abi.to_logical(buf, s) if buf is not None else None
            for buf, s in zip(out_leaves, site.result.leaves())]


def _physical_tree(value: Any, shape: Shape) -> Any:
    if shape.is_tuple:
        return tuple(_physical_tree(v, s) for v, s in zip(value, shape.elements))
    return abi.to_physical(value, shape) if shape.dtype.is_array else None


def _alias(instr: Instruction, in_trees: list, out_leaves: list) -> None:
    """Aliased result leaf k := a copy of operand i, and operand i passes that same buffer."""
    flat_index = _leaf_index(instr.shape)
    for path, operand in abi.aliased_operands(instr).items():
        k = flat_index.get(path)
        src = in_trees[operand] if operand < len(in_trees) else None
        if k is None or not isinstance(src, np.ndarray) or out_leaves[k] is None:
            continue
        if out_leaves[k].shape == src.shape and out_leaves[k].dtype == src.dtype:
            out_leaves[k][...] = src
            in_trees[operand] = out_leaves[k]


def _leaf_index(shape: Shape, prefix: tuple[int, ...] = ()) -> dict[tuple[int, ...], int]:
    """{index path of each array leaf: its position among the leaves}."""
    out: dict[tuple[int, ...], int] = {}

    def walk(s: Shape, path: tuple[int, ...]) -> None:
        if s.is_tuple:
            for i, e in enumerate(s.elements):
                walk(e, path + (i,))
        else:
            out[path] = len(out)

    walk(shape, prefix)
    return out


def _flat(tree: Any) -> list:
    if isinstance(tree, tuple):
        return [leaf for t in tree for leaf in _flat(t)]
    return [tree]


def _address(buf: np.ndarray | None) -> int | None:
    return None if buf is None else buf.ctypes.data


# ---- typed FFI -----------------------------------------------------------------------------

def _buffers(keep: _Keep, arrays: list, shapes: list[ArrayShape]) -> tuple[Any, Any]:
    """(types array, void* array) of XLA_FFI_Buffers for these leaves."""
    n = len(arrays)
    bufs = []
    for arr, shape in zip(arrays, shapes):
        dims = keep.hold((c_int64 * max(shape.rank, 1))(*shape.dims))
        bufs.append(keep.hold(A.Buffer(A.STRUCT_SIZES["Buffer"], None, abi.ffi_dtype(shape.dtype), _address(arr),
                                       shape.rank, ctypes.cast(dims, POINTER(c_int64)))))
    types = keep.hold((c_int * max(n, 1))(*([1] * n)))
    ptrs = keep.hold((c_void_p * max(n, 1))(*[ctypes.addressof(b) for b in bufs]))
    return ctypes.cast(types, POINTER(c_int)), ctypes.cast(ptrs, POINTER(c_void_p))


def encode_attrs(keep: _Keep, attrs: list[abi.FfiAttr]) -> A.Attrs:
    """An XLA_FFI_Attrs (sorted already) whose pointers all point into ``keep``."""
    n = len(attrs)
    names = (POINTER(A.ByteSpan) * max(n, 1))()
    types = (c_int * max(n, 1))()
    values = (c_void_p * max(n, 1))()
    for i, attr in enumerate(attrs):
        raw = keep.hold(ctypes.create_string_buffer(attr.name.encode()))
        span = keep.hold(A.ByteSpan(ctypes.addressof(raw), len(attr.name.encode())))
        names[i] = ctypes.pointer(span)
        types[i] = attr.kind
        values[i] = ctypes.addressof(_encode_value(keep, attr))
    keep.extend([names, types, values])
    return A.Attrs(A.STRUCT_SIZES["Attrs"], None, n, ctypes.cast(types, POINTER(c_int)),
                   ctypes.cast(names, POINTER(POINTER(A.ByteSpan))), ctypes.cast(values, POINTER(c_void_p)))


def _encode_value(keep: _Keep, attr: abi.FfiAttr) -> Any:
    if attr.kind == abi.ATTR_DICTIONARY:
        return keep.hold(encode_attrs(keep, attr.value))
    if attr.kind == abi.ATTR_STRING:
        raw = keep.hold(ctypes.create_string_buffer(attr.value))
        return keep.hold(A.ByteSpan(ctypes.addressof(raw), len(attr.value)))
    data = keep.hold(np.ascontiguousarray(attr.value).copy())
    if attr.kind == abi.ATTR_SCALAR:
        return keep.hold(A.Scalar(attr.dtype, data.ctypes.data))
    return keep.hold(A.Array(attr.dtype, data.size, data.ctypes.data if data.size else None))


def _call_ffi(address: int, site: abi.Site, instr: Instruction, in_trees: list, out_leaves: list,
              attrs: dict[str, Any]) -> None:
    keep = _Keep()
    in_shapes = [leaf for s in site.operands for leaf in s.leaves()]
    arg_types, arg_ptrs = _buffers(keep, [leaf for t in in_trees for leaf in _flat(t)], in_shapes)
    ret_types, ret_ptrs = _buffers(keep, out_leaves, list(site.result.leaves()))
    api = python_api()
    frame = A.CallFrame(
        A.STRUCT_SIZES["CallFrame"], None, api.address, None, abi.STAGE_EXECUTE,
        A.Args(A.STRUCT_SIZES["Args"], None, len(in_shapes), arg_types, arg_ptrs),
        A.Rets(A.STRUCT_SIZES["Rets"], None, len(out_leaves), ret_types, ret_ptrs),
        encode_attrs(keep, abi.normalize_attrs(attrs, f"custom call '{instr.name}': ")), None)
    error = _FFI_HANDLER(address)(ctypes.byref(frame))
    if error:
        raise failure(site.target, take_error_message(api.address, error), instr)


# ---- legacy ----------------------------------------------------------------------------------

def _pointer_tree(keep: _Keep, tree: Any) -> int | None:
    """A leaf's data pointer, or for a tuple a void*[] of its elements' pointer trees."""
    if isinstance(tree, tuple):
        arr = keep.hold((c_void_p * max(len(tree), 1))(*[_pointer_tree(keep, t) for t in tree]))
        return ctypes.addressof(arr)
    return _address(tree)


def _regroup(leaves: list, shape: Shape) -> Any:
    """Leaves back into the result's tuple structure."""
    it = iter(leaves)

    def build(s: Shape) -> Any:
        return tuple(build(e) for e in s.elements) if s.is_tuple else next(it)

    return build(shape)


def _call_legacy(address: int, site: abi.Site, instr: Instruction, in_trees: list, out_leaves: list) -> None:
    keep = _Keep()
    ins = keep.hold((c_void_p * (len(in_trees) + 1))(None, *[_pointer_tree(keep, t) for t in in_trees]))
    in_ptr = ctypes.addressof(ins) + ctypes.sizeof(c_void_p)  # in[-1] is the (empty) site slot
    out_ptr = _pointer_tree(keep, _regroup(out_leaves, site.result))
    status = A.StatusStruct()
    if site.api_version == abi.API_ORIGINAL:
        _V1(address)(out_ptr, in_ptr)
        return
    if site.api_version == abi.API_STATUS_RETURNING:
        _V2(address)(out_ptr, in_ptr, ctypes.addressof(status))
    else:
        opaque = _opaque(instr)
        _V3(address)(out_ptr, in_ptr, opaque, len(opaque), ctypes.addressof(status))
    if status.failed:
        raise failure(site.target, status.message[: status.message_len].decode("utf-8", "replace"), instr)


def _opaque(instr: Instruction) -> bytes:
    """API_VERSION_STATUS_RETURNING_UNIFIED's opaque: the backend_config string, as written."""
    raw = instr.attrs.get("backend_config")
    return b"" if raw is None else string_value(str(raw)).encode()


def failure(target: str, message: str, instr: Instruction | None = None) -> XlacError:
    return XlacError(f"custom call '{target}' failed: {message or 'no message'}",
                     instr.loc if instr is not None else None)
