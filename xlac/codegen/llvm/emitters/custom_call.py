"""custom-call: a call to the target's symbol with XLA's CPU ABI for the call's api_version.

- Typed FFI (4): ``XLA_FFI_Error *T(XLA_FFI_CallFrame *)``. The frame, its buffers and the
  pointer arrays live on the stack (entry-block allocas, reused by every execution); dims, types
  and the attribute tree are private constants; ``api`` is the external ``xlac_ffi_api``;
  ``ctx`` is the call-site record (host_bridge reads layouts from it). Tuples are flattened.
- Legacy (1-3): ``void T(void *out, const void **in[, const char *opaque, size_t len]
  [, XlaCustomCallStatus *status])``; a tuple is an array of pointers. ``in`` has one extra slot
  before ``in[0]`` holding the call-site record.

Operands are passed in ``operand_layout_constraints`` (copied when they differ) and aliased
results (``output_to_operand_aliasing``) start as a copy of their operand, which is then passed as
the same buffer, as XLA does. The call is to an undefined symbol: whoever loads the code binds
it (the cpu target's JIT binds it to the host bridge; a C program links the target). A failure (non-NULL error, or status->failed) writes
``"<target>: <message>"`` to the start of temp and returns STATUS_CUSTOM_CALL_FAILED from the
entry at once; modules with custom calls reserve at least ERROR_MESSAGE_BYTES of temp for it.
"""

from __future__ import annotations

from typing import Any

from llvmlite import ir

from xlac.codegen.llvm.context import EmitContext, emitter
from xlac.codegen.llvm.loops import IrArray, loop_nest
from xlac.codegen.llvm.types import I8, I32, I64, PTR
from xlac.customcall import abi
from xlac.customcall.ffi_llvm import NULL, FfiModule, field_ptr, opaque_alloca
from xlac.errors import XlacError
from xlac.hlo.attributes import string_value
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import ArrayShape, Shape

VOID = ir.VoidType()


@emitter("custom-call")
def emit_custom_call(ctx: EmitContext, instr: Instruction, operands: list, out: Any) -> None:
    name = instr.attrs["custom_call_target"]
    if name in abi.IDENTITY_TARGETS:
        copy_tree(ctx, operands[0], out)
        return
    if ctx.llmodule.triple.startswith(("nvptx", "amdgcn")):
        raise XlacError(f"custom call '{name}': device code cannot call host custom-call targets")
    if ctx.function.function_type.return_type != I32:
        raise XlacError(f"custom call '{name}': internal error: emitted outside the entry function, where a "
                        f"failure could not stop the module")
    site = abi.Site.of(instr)
    args = [_conform(ctx, op, shape) for op, shape in zip(operands, site.operands)]
    args = _alias(ctx, instr, args, out)
    ctx.temp_size = max(ctx.temp_size, abi.ERROR_MESSAGE_BYTES)
    ffi = FfiModule.of(ctx)
    if site.api_version == abi.API_TYPED_FFI:
        _emit_ffi(ctx, ffi, instr, site, args, out)
    else:
        _emit_legacy(ctx, ffi, instr, site, args, out)


# ---- buffers ---------------------------------------------------------------------------------

def _is_array(value: Any) -> bool:
    return isinstance(value, IrArray)


def _leaves(tree: Any) -> list:
    if isinstance(tree, tuple):
        return [leaf for t in tree for leaf in _leaves(t)]
    return [tree]


def _data(value: Any) -> ir.Value:
    """A leaf's data pointer (a token has none)."""
    return value.ptr if _is_array(value) else NULL


def copy_array(ctx: EmitContext, src: IrArray, dst: IrArray) -> None:
    """dst := src, converting layout when the two differ."""
    b = ctx.builder
    if src.shape.minor_to_major == dst.shape.minor_to_major and src.dtype == dst.dtype:
        nbytes = src.shape.byte_size
        if nbytes:
            fn = ctx.llmodule.globals.get("llvm.memcpy.p0.p0.i64") or ir.Function(
                ctx.llmodule, ir.FunctionType(VOID, [PTR, PTR, I64, ir.IntType(1)]), "llvm.memcpy.p0.p0.i64")
            b.call(fn, [dst.ptr, src.ptr, I64(nbytes), ir.IntType(1)(0)])
        return
    with loop_nest(b, dst.shape.dims, "cc", list(reversed(dst.shape.minor_to_major))) as idx:
        dst.store(b, src.load(b, idx), idx)


def copy_tree(ctx: EmitContext, src: Any, dst: Any) -> None:
    if isinstance(src, tuple):
        for s, d in zip(src, dst):
            copy_tree(ctx, s, d)
    elif _is_array(src) and _is_array(dst) and src is not dst:
        copy_array(ctx, src, dst)


def _conform(ctx: EmitContext, value: Any, shape: Shape) -> Any:
    """The operand in the layout the call passes it in (a temp copy when it differs)."""
    if not _is_array(value) or shape.is_tuple or value.shape.minor_to_major == shape.minor_to_major:
        return value
    copy = ctx.alloc(shape)
    copy_array(ctx, value, copy)
    return copy


def _alias(ctx: EmitContext, instr: Instruction, args: list, out: Any) -> list:
    """Aliased results start as their operand, and the operand is passed as that result buffer."""
    args = list(args)
    for path, operand in abi.aliased_operands(instr).items():
        leaf = out
        for i in path:
            leaf = leaf[i] if isinstance(leaf, tuple) and i < len(leaf) else None
        src = args[operand] if operand < len(args) else None
        if _is_array(leaf) and _is_array(src) and leaf.shape == src.shape and leaf.dtype == src.dtype:
            copy_array(ctx, src, leaf)
            args[operand] = IrArray(leaf.ptr, src.shape if src.shape.same_layout(leaf.shape) else leaf.shape)
    return args


def _entry_alloca(ctx: EmitContext, ty: ir.Type, name: str, align: int = 8) -> ir.Value:
    """Stack space allocated once per entry call (in the entry block), whatever loop we are in."""
    block = ctx.function.entry_basic_block
    if ctx.builder.block is block:  # a second builder in this block would upset its position
        return opaque_alloca(ctx.builder, ty, name, align)
    b = ir.IRBuilder(block)
    b.position_at_start(block)
    return opaque_alloca(b, ty, name, align)


def _declare(ctx: EmitContext, site: abi.Site, fnty: ir.FunctionType) -> ir.Function:
    sym = abi.symbol_name(site.target)
    fn = ctx.llmodule.globals.get(sym)
    if fn is None:
        return ir.Function(ctx.llmodule, fnty, sym)
    if fn is ctx.function:
        raise XlacError(f"custom-call target '{site.target}' has the name of the entry function; give the "
                        f"entry another name (--entry)")
    if not isinstance(fn, ir.Function) or fn.function_type != fnty:
        raise XlacError(f"custom-call target '{site.target}' (symbol {sym}) is called with two different "
                        f"signatures in one module, or its symbol clashes with another global")
    return fn


def _fail_and_return(ctx: EmitContext, failed: ir.Value, report: ir.Function, site: abi.Site,
                     ffi: FfiModule, detail: ir.Value) -> None:
    """if (failed) { write the message to temp; return STATUS_CUSTOM_CALL_FAILED; }"""
    b = ctx.builder
    fail = b.append_basic_block(ctx.unique("cc.fail"))
    cont = b.append_basic_block(ctx.unique("cc.ok"))
    b.cbranch(failed, fail, cont)
    b.position_at_end(fail)
    b.call(report, [ctx.temp, ffi.cstring(site.target), detail])
    b.ret(I32(abi.STATUS_CUSTOM_CALL_FAILED))
    b.position_at_end(cont)


# ---- typed FFI -------------------------------------------------------------------------------

def _fill_buffers(ctx: EmitContext, ffi: FfiModule, values: list, shapes: list[ArrayShape],
                  what: str) -> tuple[ir.Value, ir.Value]:
    """XLA_FFI_Buffers for the leaves on the stack; returns (types array, void* array)."""
    n = len(values)
    if n == 0:
        return NULL, NULL
    T, b = ffi.T, ctx.builder
    bufs = _entry_alloca(ctx, ir.ArrayType(T.buffer, n), f"cc.{what}.buffers")
    ptrs = _entry_alloca(ctx, ir.ArrayType(PTR, n), f"cc.{what}.ptrs")
    for i, (value, shape) in enumerate(zip(values, shapes)):
        buf = b.gep(bufs, [I32(0), I32(i)], inbounds=True, source_etype=bufs.allocated_type)
        fields = [ffi.size("buffer"), NULL, I32(abi.ffi_dtype(shape.dtype)), _data(value), I64(shape.rank),
                  ffi.i64_array(list(shape.dims), "dims")]
        for k, v in enumerate(fields):
            b.store(v, field_ptr(b, buf, T.buffer, k))
        b.store(buf, b.gep(ptrs, [I32(0), I32(i)], inbounds=True, source_etype=ptrs.allocated_type))
    return ffi.i32_array([1] * n, "types"), ptrs


def _emit_ffi(ctx: EmitContext, ffi: FfiModule, instr: Instruction, site: abi.Site, args: list,
              out: Any) -> None:
    from xlac.customcall.registry import backend_attributes

    T, b = ffi.T, ctx.builder
    attrs = abi.normalize_attrs(backend_attributes(instr), f"custom call '{instr.name}': ")
    arg_shapes = [leaf for s in site.operands for leaf in s.leaves()]
    ret_shapes = list(site.result.leaves())
    arg_types, arg_ptrs = _fill_buffers(ctx, ffi, [leaf for a in args for leaf in _leaves(a)], arg_shapes, "arg")
    ret_types, ret_ptrs = _fill_buffers(ctx, ffi, _leaves(out), ret_shapes, "ret")
    frame = _entry_alloca(ctx, T.frame, "cc.frame")
    head = [ffi.size("frame"), NULL, ffi.api_global(), ffi.site_record(site), I32(abi.STAGE_EXECUTE)]
    for k, v in enumerate(head):
        b.store(v, field_ptr(b, frame, T.frame, k))
    for k, (count, types, ptrs) in ((5, (len(arg_shapes), arg_types, arg_ptrs)),
                                    (6, (len(ret_shapes), ret_types, ret_ptrs))):
        for j, v in enumerate([ffi.size("args"), NULL, I64(count), types, ptrs]):
            b.store(v, field_ptr(b, frame, T.frame, k, j))
    b.store(ffi.attrs_value(attrs), field_ptr(b, frame, T.frame, 7))
    b.store(NULL, field_ptr(b, frame, T.frame, 8))
    err = b.call(_declare(ctx, site, ir.FunctionType(PTR, [PTR])), [frame])
    _fail_and_return(ctx, b.icmp_unsigned("!=", err, NULL), ffi.fail_ffi_fn(), site, ffi, err)


# ---- legacy ----------------------------------------------------------------------------------

def _pointer_tree(ctx: EmitContext, value: Any) -> ir.Value:
    """A leaf's data pointer; for a tuple, a stack array of its elements' pointer trees."""
    if not isinstance(value, tuple):
        return _data(value)
    b = ctx.builder
    arr = _entry_alloca(ctx, ir.ArrayType(PTR, max(len(value), 1)), "cc.tuple")
    for i, element in enumerate(value):
        b.store(_pointer_tree(ctx, element), b.gep(arr, [I32(0), I32(i)], source_etype=arr.allocated_type))
    return arr


def _emit_legacy(ctx: EmitContext, ffi: FfiModule, instr: Instruction, site: abi.Site, args: list,
                 out: Any) -> None:
    b = ctx.builder
    ins = _entry_alloca(ctx, ir.ArrayType(PTR, len(args) + 1), "cc.in")
    slot = lambda i: b.gep(ins, [I32(0), I32(i)], inbounds=True, source_etype=ins.allocated_type)  # noqa: E731
    b.store(ffi.site_record(site), slot(0))
    for i, value in enumerate(args):
        b.store(_pointer_tree(ctx, value), slot(i + 1))
    call_args = [_pointer_tree(ctx, out), slot(1)]
    if site.api_version == abi.API_ORIGINAL:
        b.call(_declare(ctx, site, ir.FunctionType(VOID, [PTR, PTR])), call_args)
        return
    status = _entry_alloca(ctx, ir.ArrayType(I8, abi.STATUS_STRUCT_BYTES), "cc.status")
    b.store(I32(0), status)
    b.store(I32(0), b.gep(status, [I64(4)], source_etype=I8))
    b.store(I8(0), b.gep(status, [I64(8)], source_etype=I8))
    if site.api_version == abi.API_STATUS_RETURNING_UNIFIED:
        opaque = _opaque(instr)
        call_args += [ffi.cstring(opaque), ffi.T.size_t(len(opaque))]
    fnty = ir.FunctionType(VOID, [PTR] * len(call_args) + [PTR] if site.api_version == abi.API_STATUS_RETURNING
                           else [PTR, PTR, PTR, ffi.T.size_t, PTR])
    b.call(_declare(ctx, site, fnty), call_args + [status])
    failed = b.icmp_unsigned("!=", b.load(status, typ=I32), I32(0))
    _fail_and_return(ctx, failed, ffi.fail_status_fn(), site, ffi, status)


def _opaque(instr: Instruction) -> bytes:
    raw = instr.attrs.get("backend_config")
    return b"" if raw is None else string_value(str(raw)).encode()

