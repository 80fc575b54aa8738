"""HLO text -> :class:`Module`, with file:line:col on every node and every error.

Two steps: the text becomes small syntax records (xlac/hlo/syntax.py: a hand-written parser of
the grammar grammars/hlo.lark; xlac/hlo/lark_parser.py, Lark's LALR parser over that grammar, is
the reference and the error path), then :class:`_Builder` resolves names, decodes attributes and
literals, and infers omitted result shapes.

    >>> m = parse_module("ENTRY e { p = f32[4] parameter(0)\\n ROOT n = negate(p) }")
    >>> str(m.entry.root.shape)
    'f32[4]{0}'
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from xlac.errors import XlacError
from xlac.hlo import attributes as attrs_mod
from xlac.hlo import syntax
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr, SourceLoc
from xlac.hlo.literals import LiteralError, filled, parse_literal, parse_scalar
from xlac.hlo.opcodes import lookup
from xlac.hlo.shapes import ArrayShape, Layout, Shape, compatible
from xlac.hlo.syntax import (
    _Attr,
    _Comp,
    _Instr,
    _ModuleSyntax,
    _OpCall,
    _OperandRef,
    _ShapeSyntaxError,
    _SingleOp,
    _Span,
)

# ---------------------------------------------------------------------------------------------
# Syntax records -> IR


class _Builder:
    def __init__(self, text: str, filename: str, source: str | None = None):
        self.text = text  # comments blanked (see _blank_comments): what spans index
        self.source = text if source is None else source  # as written: what errors show
        self.filename = filename
        self.computations: dict[str, Computation] = {}

    def loc(self, line: int, column: int) -> SourceLoc:
        return SourceLoc(self.filename, line, column)

    def error(self, message: str, line: int, column: int, notes: list[str] | None = None) -> XlacError:
        return XlacError(message, self.loc(line, column), source=self.source, notes=notes)

    def offset_loc(self, offset: int) -> tuple[int, int]:
        line = self.text.count("\n", 0, offset) + 1
        col = offset - (self.text.rfind("\n", 0, offset) + 1) + 1
        return line, col

    def slice(self, span: _Span) -> str:
        return self.text[span.start:span.end]

    # ---- module ----
    def module(self, syn: _ModuleSyntax) -> Module:
        entries = [c for c in syn.comps if c.is_entry]
        if len(entries) > 1:
            second = entries[1]
            raise self.error("more than one ENTRY computation", second.line, second.column)
        entry_syn = entries[0] if entries else syn.comps[-1]
        name = syn.name or f"module_{entry_syn.name}"
        module = Module(name, source_file=self.filename, source_text=self.source)
        for a in syn.attrs:
            module.attrs[a.name] = RawAttr(self.slice(a.value))
        if syn.tables is not None:
            module.frame_tables = self.source[syn.tables.start:syn.tables.end]
        for comp_syn in syn.comps:
            comp = self.computation(comp_syn, is_entry=comp_syn is entry_syn, implicit_params=syn.single)
            module.computations.append(comp)
        module.entry = next(c for c in module.computations if c.is_entry)
        return module

    def computation(self, syn: _Comp, is_entry: bool, implicit_params: bool = False) -> Computation:
        if syn.name in self.computations:
            raise self.error(f"computation '{syn.name}' is defined twice", syn.line, syn.column)
        comp = Computation(syn.name, is_entry=is_entry, loc=self.loc(syn.line, syn.column))
        for a in syn.attrs:
            comp.extra_attrs[a.name] = self.decode_attr(a)
        self.fill_body(comp, syn.instrs, implicit_params)
        if syn.signature is not None:
            params, result = syn.signature
            if not compatible(result, comp.root.shape):
                raise self.error(
                    f"computation '{syn.name}' declares result {result}, but its root "
                    f"'{comp.root.name}' has shape {comp.root.shape}", syn.line, syn.column)
            if len(params) != len(comp.parameters):
                raise self.error(
                    f"computation '{syn.name}' declares {len(params)} parameters, its body has "
                    f"{len(comp.parameters)}", syn.line, syn.column)
        self.computations[syn.name] = comp
        return comp

    def fill_body(self, comp: Computation, instrs: list[_Instr], implicit_params: bool = False) -> None:
        """``implicit_params``: text of one instruction alone, whose undefined or unnamed
        operands are the computation's parameters (as XLA parses a single instruction)."""
        scope: dict[str, Instruction] = {}
        root: Instruction | None = None
        self.implicit_params = implicit_params
        for syn in instrs:
            instr = self.instruction(comp, scope, syn.call, syn.shape, syn.name, syn.attrs,
                                     syn.line, syn.column)
            if syn.is_root:
                if root is not None:
                    raise self.error(f"computation '{comp.name}' has more than one ROOT", syn.line, syn.column)
                root = instr
        comp.root = root if root is not None else comp.instructions[-1]
        numbers: dict[int, Instruction] = {}
        for p in comp.instructions:
            if p.opcode == "parameter":
                if p.parameter_number in numbers:
                    raise XlacError(f"parameter number {p.parameter_number} is used twice in "
                                    f"'{comp.name}'", p.loc, source=self.source)
                numbers[p.parameter_number] = p
        for k in range(len(numbers)):
            if k not in numbers:
                bad = max(numbers)
                raise XlacError(f"parameters of '{comp.name}' must be numbered 0..{len(numbers) - 1}; "
                                f"parameter({bad}) leaves a gap", numbers[bad].loc, source=self.source)

    def instruction(self, comp: Computation, scope: dict[str, Instruction], call: _OpCall,
                    shape: Shape | None, name: str | None, attrs: list[_Attr], line: int,
                    column: int) -> Instruction:
        info = lookup(call.opcode)
        if info is None:
            from xlac.hlo.opcodes import ALIASES, COMMON, OPS
            from xlac.suggest import opcode_hint

            close = opcode_hint(call.opcode, OPS, COMMON, ALIASES)
            hint = [close] if close else []
            raise self.error(f"unknown opcode '{call.opcode}'", call.line, call.opcode_column, hint)
        if name is not None and name in scope:
            raise self.error(f"instruction '{name}' is defined twice in '{comp.name}'", line, column)
        operands: list[Instruction] = []
        param_number = None
        for op in call.operands:
            if isinstance(op, int):
                if call.opcode != "parameter":
                    raise self.error(f"'{call.opcode}' takes instructions as operands, not the number {op}",
                                     call.line, call.column)
                param_number = op
            elif isinstance(op, _OperandRef):
                target = scope.get(op.name) if op.name is not None else None
                if target is None and self.implicit_params and op.shape is not None:
                    target = self.implicit_parameter(comp, scope, op)
                if target is None and op.name is None:
                    raise self.error("an operand needs a name (only the single-instruction form may "
                                     "give operands as bare shapes)", *((op.line, op.column) if op.line else
                                                                       (call.line, call.opcode_column)))
                if target is None:
                    raise self.error(f"use of undefined instruction '{op.name}' in '{comp.name}'",
                                     op.line, op.column)
                if op.shape is not None and not compatible(op.shape, target.shape):
                    raise self.error(f"operand '{op.name}' is written as {op.shape} but has shape "
                                     f"{target.shape}", op.line, op.column)
                operands.append(target)
            else:  # nested instruction without a name
                operands.append(self.instruction(comp, scope, op.call, op.shape, None, [],
                                                 op.call.line, op.call.column))
        if call.opcode == "parameter" and param_number is None:
            raise self.error("parameter needs its number: parameter(N)", call.line, call.column)
        decoded: dict[str, Any] = {}
        for a in attrs:
            if a.name in decoded:
                raise self.error(f"attribute '{a.name}' is given twice", a.line, a.column)
            decoded[a.name] = self.decode_attr(a)
        if info.name in ("async-start", "async-update", "async-done") and call.opcode != info.name:
            decoded.setdefault("async_wrapped_opcode", RawAttr(call.opcode))
        for req in info.required:
            if req not in decoded and not (req == "calls" and call.opcode != info.name):
                from xlac.suggest import close_names

                near = [a for a in attrs if a.name not in info.allowed_attrs and close_names(a.name, [req])]
                if near:  # dimension={1}: point at it
                    raise self.error(f"'{call.opcode}' requires attribute '{req}'; '{near[0].name}' is not one of "
                                     f"its attributes", near[0].line, near[0].column, [f"did you mean '{req}'?"])
                raise self.error(f"'{call.opcode}' requires attribute '{req}'", call.line, call.column)
        loc = self.loc(line, column)
        if shape is None:
            if not info.shape_inferable:
                raise self.error(f"'{call.opcode}' needs an explicit result shape", call.line, call.column)
            shape = self.infer(call.opcode, operands, decoded, loc)
        if shape.is_tuple is False and shape.layout is None and shape.dtype.is_array:
            shape = ArrayShape(shape.dtype, shape.dims, Layout.row_major(shape.rank), shape.dynamic)
        instr = Instruction(name or f"{call.opcode}.anon{len(comp.instructions)}", call.opcode, shape,
                            operands, decoded, loc=loc, parameter_number=param_number)
        if call.opcode == "constant":
            if any(d < 0 for leaf in shape.leaves() for d in leaf.dims):
                raise self.error(f"a constant's shape cannot have an unbounded dimension ('?'): {shape}",
                                 call.line, call.column)
            try:
                instr.literal = self.constant_literal(self.slice(call.literal), shape)
            except LiteralError as e:
                line_, col_ = self.offset_loc(call.literal.start + e.offset)
                raise self.error(f"bad literal for {shape}: {e}", line_, col_) from None
        comp.add(instr)
        scope[instr.name] = instr
        return instr

    implicit_params = False

    @staticmethod
    def constant_literal(text: str, shape: Shape) -> Any:
        """The literal; an array written as one scalar (`f32[9] constant(0)`) is that value
        everywhere, as XLA's parser reads it. A plain scalar stays a Python number (no numpy)."""
        if isinstance(shape, ArrayShape) and not shape.rank:
            scalar = parse_scalar(text, shape.dtype)
            if scalar is not None:
                return scalar
        if isinstance(shape, ArrayShape) and shape.rank and "{" not in text and text.strip():
            scalar = parse_literal(text, ArrayShape(shape.dtype, (), Layout(())))
            return filled(shape, scalar)  # lazy: f32[2147483648] constant(1) costs one element
        return parse_literal(text, shape)

    def implicit_parameter(self, comp: Computation, scope: dict[str, Instruction],
                           op: _OperandRef) -> Instruction:
        number = len(comp.parameters)
        name = op.name or f"p{number}"
        while name in scope:
            name += ".p"
        shape = op.shape
        if isinstance(shape, ArrayShape) and shape.layout is None and shape.dtype.is_array:
            shape = ArrayShape(shape.dtype, shape.dims, Layout.row_major(shape.rank), shape.dynamic)
        param = Instruction(name, "parameter", shape, [], {}, loc=self.loc(op.line, op.column),
                            parameter_number=number)
        comp.add(param)
        scope[name] = param
        return param

    def decode_attr(self, a: _Attr) -> Any:
        text = self.slice(a.value)
        try:
            value = attrs_mod.decode(a.name, text)
        except attrs_mod.AttrError as e:
            raise self.error(f"bad value for attribute '{a.name}': {e}", a.value.line, a.value.column) from None
        return self.resolve(value, a)

    def resolve(self, value: Any, a: _Attr) -> Any:
        if isinstance(value, attrs_mod.ComputationRef):
            return self.resolve_ref(value, a)
        if isinstance(value, list) and value and isinstance(value[0], attrs_mod.ComputationRef):
            return [self.resolve_ref(v, a) for v in value]
        return value

    def resolve_ref(self, ref: attrs_mod.ComputationRef, a: _Attr) -> Computation:
        if ref.name is not None:
            comp = self.computations.get(ref.name)
            if comp is None:
                known = ", ".join(self.computations) or "none"
                raise self.error(f"computation '{ref.name}' is not defined before this use "
                                 f"(defined so far: {known})", a.value.line, a.value.column)
            return comp
        # inline body: `to_apply={ a = f32[] parameter(0) ... }`
        if ref.offset:  # one body of a list: `branch_computations={ {...}, {...} }`
            body_start = a.value.start + ref.offset
            body_end = body_start + len(ref.inline_text or "")
        else:
            body_start = a.value.start + self.slice(a.value).index("{") + 1
            body_end = a.value.end - 1
        syn_instrs = _parse_fragment(self.text, body_start, body_end, self.filename)
        # Name it before filling the body: a body nested inside this one must not take the
        # same name, and (being appended first) it lands before its user.
        n = len(self.computations)
        while f"inline.{n}" in self.computations:
            n += 1
        name = f"inline.{n}"
        comp = Computation(name, loc=self.loc(a.value.line, a.value.column))
        self.computations[name] = comp
        outer = self.implicit_params
        self.fill_body(comp, syn_instrs)
        self.implicit_params = outer
        self.pending_inline.append(comp)
        return comp

    pending_inline: list

    def infer(self, opcode: str, operands: list[Instruction], attrs: dict, loc: SourceLoc) -> Shape:
        from xlac.hlo.shape_inference import ShapeError, infer_shape

        try:
            return infer_shape(opcode, [o.shape for o in operands], attrs)
        except ShapeError as e:
            detail = str(e).removeprefix(f"{opcode}: ")
            raise XlacError(f"cannot infer the shape of '{opcode}': {detail}", loc, source=self.source) from None


def _parse_fragment(text: str, start: int, end: int, filename: str) -> list[_Instr]:
    """Parse an inline body in place, so positions stay true."""
    return _parse_tree(text, filename, start, end)


def _parse_tree(text: str, filename: str, start: int = 0, end: int | None = None):
    """Syntax records for ``text[start:end]``: the fast parser (xlac/hlo/syntax.py), else lark.

    The fast parser accepts no more than the grammar does and gives the same records; where it
    gives up (any syntax error, and whatever it is too strict for) lark parses the text and maps
    its errors to XlacErrors, so every message is the grammar's."""
    try:
        return syntax.parse(text, start, end)
    except (syntax._Reject, _ShapeSyntaxError, RecursionError):
        pass
    from xlac.hlo import lark_parser  # imports lark: only for syntax errors and what syntax.py leaves

    return lark_parser.parse(text, filename, start, end)


_COMMENTS_AND_STRINGS = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|/\*.*?\*/|//[^\n\r]*', re.DOTALL)


def _blank_comments(text: str) -> str:
    """``text`` with every comment (outside strings) turned into spaces, line breaks kept, so
    every position stays where it was. XLA's lexer skips comments anywhere between tokens, and
    inside the values xlac reads as one token (shapes, layouts, attribute values) too:
    ``f32[2,/*rows*/3]``, ``dimensions={/*perm*/1,0}``."""
    if "/*" not in text and "//" not in text:
        return text

    def blank(m: re.Match) -> str:
        s = m.group(0)
        return s if s[0] in "\"'" else re.sub(r"[^\n\r]", " ", s)

    return _COMMENTS_AND_STRINGS.sub(blank, text)


def parse_module(text: str, filename: str = "<string>") -> Module:
    """Parse HLO text into a Module. Raises XlacError with a source location on bad input."""
    if "\0" in text:
        pos = text.index("\0")
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        raise XlacError("the file contains NUL bytes; is it HLO text?", SourceLoc(filename, line, col),
                        source=text)
    if not text.strip():
        raise XlacError("the file is empty; expected 'HloModule name' or a computation",
                        SourceLoc(filename, 1, 1), source=text)
    source, text = text, _blank_comments(text)
    try:
        syn = _parse_tree(text, filename)
    except XlacError as e:
        if e.source == text:
            e.source = source
        raise
    if isinstance(syn, _SingleOp):
        syn = [syn.instr]
    if isinstance(syn, list):  # a bare body: wrap it as the entry computation
        syn = _ModuleSyntax(None, comps=[_Comp(True, "main", None, syn, [], 1, 1)], single=len(syn) == 1)
    builder = _Builder(text, filename, source)
    builder.pending_inline = []
    module = builder.module(syn)
    # Inline bodies go first, each after the bodies it calls (the order they were finished in).
    module.computations[0:0] = builder.pending_inline
    return module


_BINARY_FORMATS = ((b"\x7fELF", "an ELF object"), (b"\0asm", "a WebAssembly module"),
                   (b"\xcf\xfa\xed\xfe", "a Mach-O object"), (b"!<arch>\n", "an archive"), (b"PK\x03\x04", "a zip archive"))


def read_source(path: str | Path) -> str:
    """A model file's text; unreadable or non-text files are XlacErrors."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise XlacError(f"cannot read {path}: {e.strerror}") from None
    for magic, what in _BINARY_FORMATS:
        if data.startswith(magic):
            raise XlacError(f"{path} is {what}, not HLO text; an object runs with the description "
                            f"`xlac compile` wrote beside it ({path.name}.xlac.json), which is not there")
    if data.startswith(b"ML\xefR"):
        raise XlacError(f"{path} is MLIR bytecode, not text: print it as text (jax's lowered.as_text(), "
                        f"or `stablehlo-translate --deserialize`)")
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (editors on Windows write one) is not text
    except UnicodeDecodeError as e:
        head = data[: e.start]
        line = head.count(b"\n") + 1
        col = e.start - (head.rfind(b"\n") + 1) + 1
        raise XlacError(f"the file is not UTF-8 text (byte 0x{data[e.start]:02x}); is it an HLO text file?",
                        SourceLoc(str(path), line, col)) from None


def parse_file(path: str | Path) -> Module:
    """Read and parse an HLO file; unreadable or non-text files are XlacErrors too."""
    return parse_module(read_source(path), str(path))
