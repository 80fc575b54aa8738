"""The entry function of the compiled-code ABI, around the module's code:

    int32_t ENTRY(void *const *params, void *const *results, void *temp);

``params[i]`` is parameter i's dense buffer in its shape's layout, ``results[j]`` the j-th leaf
of the result (tuples flattened depth-first), ``temp`` caller-provided scratch of at least the
size the compiler reports. Returns 0, or a non-zero status when a custom call fails.

This is the host ABI of the cpu target (and of C programs linking its objects); a target with
another calling convention (a GPU kernel launch) provides its own emitter over the same
instruction emission (ir_emitter.py).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from llvmlite import ir

from xlac.codegen.llvm import row_groups
from xlac.codegen.llvm.context import EmitContext
from xlac.codegen.llvm.ir_emitter import TOKEN, FunctionEmitter, Tree, _leaves
from xlac.codegen.llvm.loops import IrArray
from xlac.codegen.llvm.outline import register_pointer
from xlac.codegen.llvm.profile import Profiler
from xlac.codegen.llvm.scratch import finish as finish_scratch
from xlac.codegen.llvm.types import I32, I64, PTR
from xlac.hlo.ir import Instruction
from xlac.hlo.shapes import Shape
from xlac.passes.buffer_assignment import assign_buffers, donated_slots
from xlac.passes.memory_report import MemoryUse, planner_savings

#: What the cpu code's kernel scratch holds (codegen/llvm/scratch.py), for --memory-report.
KERNEL_SCRATCH = "one kernel's working memory at a time (GEMM packing, reduction partials)"


class EntryEmitter(FunctionEmitter):
    """Emits the module as the ABI's entry function."""

    memory: MemoryUse | None = None  # after emit(): the temp bytes by purpose

    def emit(self) -> tuple[ir.Function, int]:
        """Emit the entry function; returns it and the temp size in bytes.

        With ``target.fp_env`` (an object with ``enter(module, builder) -> saved`` and
        ``leave(module, builder, saved)``, e.g. setting FTZ/DAZ), the code runs in a ``noinline``
        function of its own and the entry symbol is a wrapper that sets the environment, calls
        it and restores the caller's (early returns included)."""
        fp_env = self.target.fp_env
        fnty = ir.FunctionType(I32, [PTR, PTR, PTR])
        fn = ir.Function(self.llmodule, fnty, self.entry_name + ".impl" if fp_env else self.entry_name)
        params_arg, results_arg, temp_arg = fn.args
        params_arg.name, results_arg.name, temp_arg.name = "params", "results", "temp"
        for a in (params_arg, results_arg, temp_arg):
            a.add_attribute("noalias")
        fn.attributes.add("nounwind")
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        status = b.alloca(I32, name="status")
        b.store(I32(0), status)
        self.ctx = EmitContext(self.llmodule, fn, b, temp_arg, self.elemental, self.big_endian,
                               scalar_computation=self.emit_scalar_computation, status=status,
                               target=self.target)
        self.elemental.bind(self.ctx)
        register_pointer(self.ctx, temp_arg, ("temp base",))
        entry = self.module.entry
        assert entry is not None
        if self.target.profile:
            self.profiler = Profiler(self.llmodule, self.entry_name + ".profile", entry, b)
        self.buffers = self._assign_buffers()
        if self.buffers is not None:
            self.ctx.temp_size = self.buffers.temp_size
        result_shapes = list(entry.root.shape.leaves())
        self.result_ptrs = [b.load(b.gep(results_arg, [I64(j)], inbounds=True, source_etype=PTR), typ=PTR,
                                   name=f"result.{j}") for j in range(len(result_shapes))]
        for j, ptr in enumerate(self.result_ptrs):
            register_pointer(self.ctx, ptr, ("result", j))
        slots = iter(range(sum(len(list(p.shape.leaves())) for p in entry.parameters)))
        params = [self._parameter(b, params_arg, slots, p, p.shape, p.name) for p in entry.parameters]
        root = self.emit_computation(entry, params)
        self._copy_results([(j, leaf, IrArray(self.result_ptrs[j], shape, ("result", j)))
                            for j, (leaf, shape) in enumerate(zip(_leaves(root), result_shapes)) if leaf is not TOKEN])
        b = self.ctx.builder
        b.ret(b.load(status, typ=I32))
        kernel_scratch = finish_scratch(self.ctx)
        self.memory = self._memory_use(kernel_scratch)
        if fp_env is not None:
            fn = _wrap_with_environment(self.llmodule, fn, self.entry_name, fp_env)
        return fn, self.ctx.temp_size

    def _copy_results(self, copies: list[tuple[int, Tree, IrArray]]) -> None:
        """The results into their buffers. A result leaf a parameter is donated to
        (input_output_alias) may be that parameter's memory, so it is written only after every
        copy that still reads the parameter; where donated parameters swap places, their values
        go through scratch first."""
        donated = donated_slots(self.module)

        def clobbers(j: int, src: Tree) -> bool:
            return j in donated and isinstance(src, IrArray) and src.key == ("param", donated[j])

        pending = [c for c in copies if isinstance(c[1], IrArray)]
        while pending:
            ready = next((c for c in pending if not any(clobbers(c[0], o[1]) for o in pending if o is not c)), None)
            if ready is None:  # a cycle: every read parameter to scratch, then any order
                staged = []
                for j, src, dst in pending:
                    if isinstance(src, IrArray) and any(clobbers(k, src) for k, _, _ in pending):
                        copy = self.ctx.alloc(src.shape)
                        self.copy(src, copy)
                        src = copy
                    staged.append((j, src, dst))
                pending = staged
                continue
            self.copy(ready[1], ready[2])
            pending.remove(ready)

    def _parameter(self, b: ir.IRBuilder, params_arg: ir.Value, slots: Any, p: Instruction,
                   shape: Shape, name: str) -> Tree:
        """A parameter's buffers: a tuple-typed one takes one slot per leaf, depth-first."""
        if shape.is_tuple:
            return tuple(self._parameter(b, params_arg, slots, p, e, f"{name}.{j}")
                         for j, e in enumerate(shape.elements))
        k = next(slots)
        slot = b.gep(params_arg, [I64(k)], inbounds=True, source_etype=PTR)
        ptr = b.load(slot, typ=PTR, name=f"param.{name}")
        register_pointer(self.ctx, ptr, ("param", k))
        return IrArray(ptr, shape, ("param", k))

    def _assign_buffers(self, **changes: Any) -> Any:
        """The buffer assignment as the target's memory model asks, or None when the target
        switched it off (fresh temp slices)."""
        if not self.target.buffer_assignment:
            return None
        model = self.target.memory_model
        kwargs: dict[str, Any] = dict(alignment=model.alignment, alias_parameters=model.alias_parameters,
                                      row_groups=row_groups.for_buffer_assignment if self.target.row_groups else None)
        return assign_buffers(self.module, **{**kwargs, **changes})

    def _memory_use(self, kernel_scratch: int) -> MemoryUse:
        """The temp split by purpose; what each planner optimization saved is worked out only
        when a report asks (by planning again without it)."""
        ba = self.buffers
        if ba is None:
            return MemoryUse(self.ctx.temp_size, self.ctx.temp_size - kernel_scratch, kernel_scratch,
                             kernel_scratch_label=KERNEL_SCRATCH)
        savings = partial(planner_savings, ba, self._assign_buffers, row_groups=self.target.row_groups)
        return MemoryUse(self.ctx.temp_size, ba.temp_size, kernel_scratch, ba, savings, KERNEL_SCRATCH)


def _wrap_with_environment(llmodule: ir.Module, impl: ir.Function, name: str, fp_env: Any) -> ir.Function:
    """``name(params, results, temp)``: enter the FP environment, call ``impl``, leave it."""
    impl.linkage = "internal"
    impl.attributes.add("noinline")  # FP operations must not move across the environment switch
    fn = ir.Function(llmodule, impl.function_type, name)
    fn.attributes.add("nounwind")
    for a, n in zip(fn.args, ("params", "results", "temp")):
        a.name = n
        a.add_attribute("noalias")
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    saved = fp_env.enter(llmodule, b)
    status = b.call(impl, list(fn.args))
    fp_env.leave(llmodule, b, saved)
    b.ret(status)
    return fn
