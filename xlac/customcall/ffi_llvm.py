"""The pieces of a custom call that compiled code keeps in LLVM globals and helper functions:
typed-FFI attributes as private constants (the whole XLA_FFI_Attrs tree, sorted by name), the
call-site record for the host bridge, the external ``xlac_ffi_api`` table, and the two private
functions that turn a failure into the ``"<target>: <message>"`` text at the start of ``temp``.

Everything is laid out for the module's own target (pointer width and byte order from its data
layout), and no host address ever enters the module.
"""

from __future__ import annotations

from typing import Any

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir

from xlac.customcall import abi
from xlac.customcall.ffi_abi import (
    API_FIRST_FUNCTION_FIELD,
    LlvmFfiTypes,
    llvm_struct_size,
    llvm_types,
)

I8, I32, I64, PTR, VOID = ir.IntType(8), ir.IntType(32), ir.IntType(64), ir.PointerType(), ir.VoidType()
NULL = ir.Constant(PTR, None)


def indirect_call(b: ir.IRBuilder, fn_ptr: ir.Value, fnty: ir.FunctionType, args: list) -> ir.Value:
    """Call through a loaded function pointer: llvmlite finds the callee's function type through
    a typed pointer, so view the pointer as one (it prints as plain ``ptr``)."""
    fn_ptr.type = fnty.as_pointer()
    return b.call(fn_ptr, args)


def opaque_alloca(b: ir.IRBuilder, ty: ir.Type, name: str = "", align: int = 8) -> ir.Value:
    """An alloca whose value is an opaque ``ptr`` (llvmlite types allocas as typed pointers,
    which makes its GEPs with an explicit source type come out mistyped)."""
    slot = b.alloca(ty, name=name)
    slot.type = PTR
    slot.align = align
    return slot


def field_ptr(b: ir.IRBuilder, ptr: ir.Value, ty: ir.Type, *path: int) -> ir.Value:
    return b.gep(ptr, [I32(0)] + [I32(i) for i in path], inbounds=True, source_etype=ty)


def target_bytes(values: np.ndarray, big_endian: bool) -> bytes:
    """Raw bytes of ``values`` in the target's byte order."""
    a = np.ascontiguousarray(values)
    if big_endian and a.dtype.itemsize > 1:
        a = a.view(f"<u{a.dtype.itemsize}").byteswap()
    return a.tobytes()


class FfiModule:
    """Per-module state: the target's FFI types, constants already made, helper functions."""

    def __init__(self, llmodule: ir.Module, big_endian: bool) -> None:
        self.llmodule = llmodule
        self.big_endian = big_endian
        self.td = llvm.create_target_data(llmodule.data_layout or "e")
        self.T: LlvmFfiTypes = llvm_types(PTR.get_abi_size(self.td) * 8)
        self._counter = 0
        self._cache: dict[Any, ir.Value] = {}

    @classmethod
    def of(cls, ctx: Any) -> FfiModule:
        found = ctx.state.get("custom_call.ffi")
        if found is None:
            found = ctx.state["custom_call.ffi"] = cls(ctx.llmodule, ctx.big_endian)
        return found

    def size(self, name: str) -> ir.Constant:
        """struct_size of one of the FFI structs, for this target."""
        last = {"buffer": 5, "args": 4, "attrs": 5, "frame": 7, "get_message_args": 3, "destroy_args": 2}[name]
        return self.T.size_t(llvm_struct_size(getattr(self.T, name), last, self.td))

    # -- constants ---------------------------------------------------------------------------
    def _global(self, ty: ir.Type, init: ir.Constant, prefix: str, align: int = 8) -> ir.GlobalVariable:
        self._counter += 1
        gv = ir.GlobalVariable(self.llmodule, ty, f"xlac.cc.{prefix}.{self._counter}")
        gv.global_constant = True
        gv.linkage = "private"
        gv.align = align
        gv.initializer = init
        return gv

    def raw_bytes(self, data: bytes, prefix: str, align: int = 8) -> ir.GlobalVariable:
        ty = ir.ArrayType(I8, max(len(data), 1))
        return self._global(ty, ir.Constant(ty, bytearray(data or b"\0")), prefix, align)

    def cstring(self, text: str | bytes) -> ir.GlobalVariable:
        data = (text.encode() if isinstance(text, str) else text) + b"\0"
        key = ("str", data)
        if key not in self._cache:
            self._cache[key] = self.raw_bytes(data, "str", 1)
        return self._cache[key]

    def i64_array(self, values: list[int], prefix: str) -> ir.Value:
        if not values:
            return NULL
        key = ("i64", tuple(values))
        if key not in self._cache:
            ty = ir.ArrayType(I64, len(values))
            self._cache[key] = self._global(ty, ir.Constant(ty, [I64(v) for v in values]), prefix)
        return self._cache[key]

    def i32_array(self, values: list[int], prefix: str) -> ir.Value:
        if not values:
            return NULL
        key = ("i32", tuple(values))
        if key not in self._cache:
            ty = ir.ArrayType(I32, len(values))
            self._cache[key] = self._global(ty, ir.Constant(ty, [I32(v) for v in values]), prefix, 4)
        return self._cache[key]

    def api_global(self) -> ir.GlobalVariable:
        """``extern const XLA_FFI_Api xlac_ffi_api`` (runtime/xlac_ffi_runtime.c, or the host's)."""
        gv = self.llmodule.globals.get(abi.FFI_API_SYMBOL)
        if gv is None:
            gv = ir.GlobalVariable(self.llmodule, self.T.api, abi.FFI_API_SYMBOL)
            gv.global_constant = True
        return gv

    def site_record(self, site: abi.Site) -> ir.GlobalVariable:
        """{u64 SITE_MAGIC, const char *json}: what the host bridge reads (host_bridge.site_at)."""
        text = self.cstring(site.to_json())
        return self._global(self.T.site, ir.Constant(self.T.site, [I64(abi.SITE_MAGIC), text]), "site")

    # -- attributes --------------------------------------------------------------------------
    def attrs_value(self, attrs: list[abi.FfiAttr]) -> ir.Constant:
        """An XLA_FFI_Attrs constant for sorted ``attrs``; nested pieces become globals."""
        T = self.T
        n = len(attrs)
        if n == 0:
            return ir.Constant(T.attrs, [self.size("attrs"), NULL, I64(0), NULL, NULL, NULL])
        names = [self._bytespan(a.name.encode()) for a in attrs]
        values = [self._attr_global(a) for a in attrs]
        names_gv = self._global(ir.ArrayType(PTR, n), ir.Constant(ir.ArrayType(PTR, n), names), "attr.names")
        values_gv = self._global(ir.ArrayType(PTR, n), ir.Constant(ir.ArrayType(PTR, n), values), "attr.values")
        types_gv = self.i32_array([a.kind for a in attrs], "attr.types")
        return ir.Constant(T.attrs, [self.size("attrs"), NULL, I64(n), types_gv, names_gv, values_gv])

    def _bytespan(self, data: bytes) -> ir.GlobalVariable:
        init = ir.Constant(self.T.bytespan, [self.cstring(data), self.T.size_t(len(data))])
        return self._global(self.T.bytespan, init, "attr.span")

    def _attr_global(self, attr: abi.FfiAttr) -> ir.GlobalVariable:
        T = self.T
        if attr.kind == abi.ATTR_DICTIONARY:
            return self._global(T.attrs, self.attrs_value(attr.value), "attr.dict")
        if attr.kind == abi.ATTR_STRING:
            return self._bytespan(attr.value)
        data = np.asarray(attr.value)
        payload = self.raw_bytes(target_bytes(data.reshape(-1), self.big_endian), "attr.data",
                                 max(1, min(data.dtype.itemsize, 8)))
        if attr.kind == abi.ATTR_SCALAR:
            return self._global(T.scalar, ir.Constant(T.scalar, [I32(attr.dtype), payload]), "attr.scalar")
        data_ptr = payload if data.size else NULL
        init = ir.Constant(T.array, [I32(attr.dtype), T.size_t(int(data.size)), data_ptr])
        return self._global(T.array, init, "attr.array")

    # -- failure helpers -----------------------------------------------------------------------
    def append_fn(self) -> ir.Function:
        """``i64 xlac.cc.append(i8 *dst, i64 pos, const char *src)``: copy src's bytes to dst+pos
        until its NUL or the message area is full; returns the new position (src may be NULL)."""
        fn = self.llmodule.globals.get("xlac.cc.append")
        if fn is not None:
            return fn
        fn = ir.Function(self.llmodule, ir.FunctionType(I64, [PTR, I64, PTR]), "xlac.cc.append")
        fn.linkage = "private"
        dst, pos, src = fn.args
        entry, loop, check, body, done = (fn.append_basic_block(n) for n in ("entry", "loop", "check", "body", "done"))
        b = ir.IRBuilder(entry)
        b.cbranch(b.icmp_unsigned("==", src, NULL), done, loop)
        b.position_at_end(loop)
        p = b.phi(I64, "p")
        i = b.phi(I64, "i")
        p.add_incoming(pos, entry)
        i.add_incoming(I64(0), entry)
        b.cbranch(b.icmp_signed(">=", p, I64(abi.ERROR_MESSAGE_BYTES - 1)), done, check)
        b.position_at_end(check)
        c = b.load(b.gep(src, [i], source_etype=I8), typ=I8)
        b.cbranch(b.icmp_unsigned("==", c, I8(0)), done, body)
        b.position_at_end(body)
        b.store(c, b.gep(dst, [p], source_etype=I8))
        p.add_incoming(b.add(p, I64(1)), body)
        i.add_incoming(b.add(i, I64(1)), body)
        b.branch(loop)
        b.position_at_end(done)
        result = b.phi(I64, "end")
        result.add_incoming(pos, entry)
        result.add_incoming(p, loop)
        result.add_incoming(p, check)
        b.ret(result)
        return fn

    def _write_message(self, b: ir.IRBuilder, temp: ir.Value, target: ir.Value, message: ir.Value) -> None:
        """temp := "<target>: <message>\\0"."""
        append = self.append_fn()
        pos = b.call(append, [temp, I64(0), target])
        pos = b.call(append, [temp, pos, self.cstring(": ")])
        pos = b.call(append, [temp, pos, message])
        b.store(I8(0), b.gep(temp, [pos], source_etype=I8))

    def fail_ffi_fn(self) -> ir.Function:
        """``void xlac.cc.fail.ffi(temp, target, XLA_FFI_Error *err)``: write the error's message
        (through xlac_ffi_api's GetMessage) to temp, then destroy the error."""
        fn = self.llmodule.globals.get("xlac.cc.fail.ffi")
        if fn is not None:
            return fn
        T = self.T
        fn = ir.Function(self.llmodule, ir.FunctionType(VOID, [PTR, PTR, PTR]), "xlac.cc.fail.ffi")
        fn.linkage = "private"
        temp, target, err = fn.args
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        api = self.api_global()
        get = opaque_alloca(b, T.get_message_args)
        for k, v in enumerate([self.size("get_message_args"), NULL, err, NULL]):
            b.store(v, field_ptr(b, get, T.get_message_args, k))
        get_fn = b.load(field_ptr(b, api, T.api, API_FIRST_FUNCTION_FIELD + 1), typ=PTR)
        indirect_call(b, get_fn, ir.FunctionType(VOID, [PTR]), [get])
        self._write_message(b, temp, target, b.load(field_ptr(b, get, T.get_message_args, 3), typ=PTR))
        destroy = opaque_alloca(b, T.destroy_args)
        for k, v in enumerate([self.size("destroy_args"), NULL, err]):
            b.store(v, field_ptr(b, destroy, T.destroy_args, k))
        destroy_fn = b.load(field_ptr(b, api, T.api, API_FIRST_FUNCTION_FIELD + 2), typ=PTR)
        indirect_call(b, destroy_fn, ir.FunctionType(VOID, [PTR]), [destroy])
        b.ret_void()
        return fn

    def fail_status_fn(self) -> ir.Function:
        """``void xlac.cc.fail.status(temp, target, XlaCustomCallStatus *status)``."""
        fn = self.llmodule.globals.get("xlac.cc.fail.status")
        if fn is not None:
            return fn
        fn = ir.Function(self.llmodule, ir.FunctionType(VOID, [PTR, PTR, PTR]), "xlac.cc.fail.status")
        fn.linkage = "private"
        temp, target, status = fn.args
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        self._write_message(b, temp, target, b.gep(status, [I64(8)], source_etype=I8))
        b.ret_void()
        return fn
