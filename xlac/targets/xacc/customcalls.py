"""Custom calls as device kernels: xacc assembly with a small manifest.

A kernel is an assembly template that runs in place of a ``custom-call`` whose target has its
name, with the operands already in device DRAM. Placeholders the code generator fills in:

    {in0} {in1} ... {out0} ...   buffer-table slots (for ``lba sN, {in0}``: the DRAM address)
    {in0.n} {in0.bytes}          element count, byte size
    {in0.d0} {in0.d1} ...        dimensions

The kernel may use every register and the whole scratchpad (nothing is live across a custom
call), must wait for its own DMA, and ends by falling through its last instruction (no halt);
its labels are its own. The manifest says which operand and result dtypes (and ranks) it takes,
checked at compile time.

Kernels come from three places: in-tree (``BUILTIN`` below), a file (``load_kernel_file``, or
the ``XLAC_XACC_KERNELS`` path list), or another package, whose ``xlac.custom_calls`` entry point
calls ``register_kernel``. Registering a kernel also makes the name known to the custom-call
registry, so other targets say it is an xacc-only kernel instead of "unknown target".
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction

from .assembler import assemble
from .emitter import Raw


@dataclass(frozen=True)
class ArgSpec:
    """One operand or result the kernel accepts: a dtype and a rank (None: any rank)."""

    dtype: str
    rank: int | None = None

    @staticmethod
    def parse(text: str) -> ArgSpec:
        m = re.fullmatch(r"\s*(\w+)(?:\[(\*|\d+)\])?\s*", text)
        if not m:
            raise XlacError(f"bad kernel manifest entry '{text}' (want e.g. f32 or f32[2] or f32[*])")
        rank = None if m.group(2) in (None, "*") else int(m.group(2))
        return ArgSpec(m.group(1), rank)

    def accepts(self, shape: Any) -> bool:
        return (not shape.is_tuple and shape.dtype.name == self.dtype
                and (self.rank is None or shape.rank == self.rank))

    def __str__(self) -> str:
        return f"{self.dtype}[{'*' if self.rank is None else self.rank}]"


@dataclass(frozen=True)
class DeviceKernel:
    name: str
    asm: str
    operands: tuple[ArgSpec, ...]
    results: tuple[ArgSpec, ...]
    source: str = "<kernel>"

    def emit(self, lowering: Any, ins: Instruction, ops: list, outs: list) -> None:
        shapes = [o.shape for o in ins.operands]
        result_shapes = list(ins.shape.leaves())
        self._check("operand", self.operands, shapes, ins)
        self._check("result", self.results, result_shapes, ins)
        values: dict[str, int] = {}
        for prefix, leaves in (("in", [o[0] for o in ops]), ("out", outs)):
            for k, leaf in enumerate(leaves):
                values[f"{prefix}{k}"] = leaf.buf
                values[f"{prefix}{k}.n"] = leaf.shape.num_elements
                values[f"{prefix}{k}.bytes"] = leaf.shape.byte_size
                for d, size in enumerate(leaf.shape.dims):
                    values[f"{prefix}{k}.d{d}"] = size

        def fill(m: re.Match) -> str:
            key = m.group(1)
            if key not in values:
                raise XlacError(f"{self.source}: kernel '{self.name}' uses {{{key}}}, which this call does not have",
                                ins.loc)
            return str(values[key])

        text = re.sub(r"\{(\w+(?:\.\w+)?)\}", fill, self.asm)
        code = assemble(text, self.source).code
        em = lowering.em
        base = em.label("kernel")
        em.place(base)
        for instr in code:
            if instr.info.name == "halt":
                raise XlacError(f"{self.source}: kernel '{self.name}' must not halt the device", ins.loc)
            em.items.append(Raw(instr, base))
        lowering.kernels += 1

    def _check(self, what: str, specs: tuple[ArgSpec, ...], shapes: list, ins: Instruction) -> None:
        if len(specs) != len(shapes) or not all(s.accepts(sh) for s, sh in zip(specs, shapes)):
            want = ", ".join(map(str, specs)) or "none"
            got = ", ".join(str(s) for s in shapes) or "none"
            raise XlacError(f"the xacc kernel '{self.name}' takes {what}s ({want}), the call has ({got})", ins.loc)


_KERNELS: dict[str, DeviceKernel] = {}

#: In-tree kernels: y = a * x + y on f32 vectors of any length (a is a scalar operand).
BUILTIN: dict[str, tuple[str, str, str]] = {
    "xacc_saxpy": ("f32[0], f32[1], f32[1]", "f32[1]", """
    ; out0 = in0 * in1 + in2, 16 lanes at a time, the tail masked by setvl
    lba s1, {in0}
    lba s2, {in1}
    lba s3, {in2}
    lba s4, {out0}
    li s5, 1
    li s6, 4
    li s7, 0            ; scratchpad: a at 0, x at 64, y at 64+bytes
    dcfg s5, s6, s6
    dld s7, s1, s6, 1
    li s8, {in1.bytes}
    dcfg s5, s8, s8
    li s9, 64
    dld s9, s2, s8, 1
    li s10, {in1.bytes}
    addi s10, s10, 64
    dld s10, s3, s8, 1
    dwait 1
    vlds.f32 v0, [s0+0]
    li s11, 0           ; element index
    li s12, {in1.n}
loop:
    sub s13, s12, s11
    setvl s13
    muli s14, s11, 4
    add s15, s14, s9
    add s16, s14, s10
    vld.f32 v1, [s15+0]
    vld.f32 v2, [s16+0]
    vfma.f32 v3, v0, v1, v2
    vst.f32 [s16+0], v3
    addi s11, s11, 16
    blt s11, s12, loop
    dst s4, s10, s8, 2
    dwait 2
"""),
}


def register_kernel(name: str, asm: str, operands: str | list[str], results: str | list[str],
                    source: str | None = None) -> DeviceKernel:
    """Make ``name`` a device kernel on xacc. ``operands``/``results``: dtype specs such as
    ``"f32[*], s32[0]"`` (or a list of them). The assembly is checked now."""
    ops = _specs(operands)
    res = _specs(results)
    kernel = DeviceKernel(name, asm, ops, res, source or f"<kernel {name}>")
    dummy = re.sub(r"\{\w+(?:\.\w+)?\}", "0", asm)
    assemble(dummy, kernel.source)  # report syntax errors at registration, with line:col
    _KERNELS[name] = kernel
    _announce(name)
    return kernel


def _specs(value: str | list[str]) -> tuple[ArgSpec, ...]:
    items = [v for v in (re.split(r",(?![^\[]*\])", value) if isinstance(value, str) else value) if v.strip()]
    return tuple(ArgSpec.parse(v) for v in items)


def _announce(name: str) -> None:
    """Other targets learn the name exists (and that only xacc runs it) unless a host
    implementation is registered too."""
    from xlac.customcall.registry import register_custom_call, resolve

    if resolve(name) is not None:
        return

    def only_on_xacc(*args: Any, **kwargs: Any) -> Any:
        raise XlacError(f"'{name}' is an xacc device kernel; it runs with --target xacc only")

    register_custom_call(name, only_on_xacc)


def load_kernel_file(path: str | Path) -> DeviceKernel:
    """A kernel from a ``.s`` file whose first lines carry the manifest::

        ; xacc-kernel: my_op
        ; operands: f32[*], f32[*]
        ; results: f32[*]
    """
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as e:
        raise XlacError(f"cannot read xacc kernel {path}: {e.strerror}") from None
    fields = dict(re.findall(r"^\s*;\s*(xacc-kernel|operands|results)\s*:\s*(.*?)\s*$", text, re.M))
    if "xacc-kernel" not in fields:
        raise XlacError(f"{path}: not an xacc kernel (no '; xacc-kernel: NAME' line)")
    return register_kernel(fields["xacc-kernel"], text, fields.get("operands", ""), fields.get("results", ""),
                           str(path))


_loaded = False


def _load_defaults() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name, (ops, res, asm) in BUILTIN.items():
        if name not in _KERNELS:
            register_kernel(name, asm, ops, res, f"<xacc builtin {name}>")
    for p in filter(None, os.environ.get("XLAC_XACC_KERNELS", "").split(os.pathsep)):
        load_kernel_file(p)


def find_kernel(name: str) -> DeviceKernel | None:
    _load_defaults()
    if name not in _KERNELS:
        from xlac.customcall.registry import load_entry_points

        load_entry_points()  # packages register their kernels from xlac.custom_calls entry points
    return _KERNELS.get(name)


def kernel_names() -> list[str]:
    _load_defaults()
    return sorted(_KERNELS)
