"""IR -> HLO text in XLA's own syntax (the short operand form XLA prints today).

Printing then parsing gives back the same module: ``print(parse(print(m))) == print(m)``.
"""

from __future__ import annotations

from xlac.hlo.attributes import encode
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.literals import format_literal


def print_instruction(instr: Instruction) -> str:
    if instr.opcode == "parameter":
        args = str(instr.parameter_number)
    elif instr.opcode == "constant":
        args = format_literal(instr.literal, instr.shape)
    else:
        args = ", ".join("%" + op.name for op in instr.operands)
    text = f"%{instr.name} = {instr.shape} {instr.opcode}({args})"
    for key, value in instr.attrs.items():
        if key == "async_wrapped_opcode":
            continue
        text += f", {key}={encode(key, value)}"
    return text


def print_computation(comp: Computation) -> str:
    params = ", ".join(f"{p.name}: {_plain(p.shape)}" for p in comp.parameters)
    head = f"{'ENTRY ' if comp.is_entry else ''}%{comp.name} ({params}) -> {_plain(comp.result_shape)} {{"
    lines = [head]
    for instr in comp.instructions:
        prefix = "ROOT " if instr is comp.root else ""
        lines.append("  " + prefix + print_instruction(instr))
    tail = "}"
    for key, value in comp.extra_attrs.items():
        tail += f", {key}={encode(key, value)}"
    lines.append(tail)
    return "\n".join(lines)


def print_module(module: Module) -> str:
    header = f"HloModule {module.name}"
    for key, value in module.attrs.items():
        header += f", {key}={value}"
    parts = [header]
    if module.frame_tables:
        parts.append(module.frame_tables.strip())
    parts += [print_computation(c) for c in module.computations]
    return "\n\n".join(parts) + "\n"


def _plain(shape) -> str:
    """Signature shapes: XLA prints them without layouts."""
    if shape.is_tuple:
        return "(" + ", ".join(_plain(s) for s in shape.elements) + ")"
    dims = str(shape).split("{")[0]
    return dims
