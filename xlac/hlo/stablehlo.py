"""StableHLO (MLIR text) -> :class:`Module`: the second front end, beside the HLO text parser.

JAX's default ``lowered.as_text()``, ``jax.export``'s ``mlir_module()``, PyTorch/XLA's and
TensorFlow's exports are StableHLO. xlac/hlo/mlir_syntax.py reads the text into records; this
module turns them into the same IR the HLO parser builds, so nothing after the front end knows
which text a module came from. Op names map through the op table (``stablehlo.log_plus_one`` is
``log-plus-one``); the ops whose HLO form differs have a function below; CHLO ops are HLO ops or
the decompositions of xlac/hlo/chlo.py (as XLA lowers them).

    >>> m = parse_stablehlo("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\\n"
    ...                     "  %0 = stablehlo.negate %a : tensor<2xf32>\\n  return %0 : tensor<2xf32>\\n}")
    >>> [i.opcode for i in m.entry.instructions]
    ['parameter', 'negate']

Regions become computations. ``while``, ``if`` and ``case`` regions may use values defined
outside them (MLIR allows it, HLO does not): those values are passed in, as XLA's converter does
(the loop carries them unchanged; a branch takes them as its operand).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo import attributes as attrs_mod
from xlac.hlo import complex_expander
from xlac.hlo import mlir_syntax as ms
from xlac.hlo.dtypes import S32, TOKEN, U32, DType
from xlac.hlo.ir import Computation, Instruction, Module, RawAttr, SourceLoc
from xlac.hlo.opcodes import OPS
from xlac.hlo.shapes import ArrayShape, Layout, Shape, TupleShape

# ---------------------------------------------------------------------------------------------
# Op names


def _normalize(name: str) -> str:
    """``mhlo.x`` reads as ``stablehlo.x`` (the ops share names); ``func.return`` as ``return``."""
    if name.startswith("mhlo."):
        return "stablehlo." + name[5:]
    return name


def hlo_opcode(name: str) -> str | None:
    """The HLO opcode a StableHLO op of the same meaning has, through the op table:
    ``stablehlo.exponential_minus_one`` -> ``exponential-minus-one``; None where the op has
    its own conversion."""
    if not name.startswith("stablehlo."):
        return None
    opcode = _RENAMED.get(name[10:], name[10:].replace("_", "-"))
    info = OPS.get(opcode)
    return opcode if info is not None and info.is_elementwise else None


_RENAMED = {"convert": "convert"}


# ---------------------------------------------------------------------------------------------
# Attribute values


def _ints(value: Any, what: str = "") -> tuple[int, ...]:
    """A list of integers from any of MLIR's spellings: [1, 2], array<i64: 1, 2>, dense<[1, 2]>."""
    if isinstance(value, ms.Typed):
        value = value.value
    if isinstance(value, ms.ArrayAttr):
        return tuple(int(v) for v in value.values)
    if isinstance(value, ms.Dense):
        arr = dense_array(value, None)
        return tuple(int(v) for v in arr.reshape(-1))
    if isinstance(value, (list, tuple)):
        return tuple(_int(v) for v in value)
    if isinstance(value, (int, bool)):
        return (int(value),)
    raise ValueError(f"expected a list of integers{' for ' + what if what else ''}")


def _int(value: Any) -> int:
    if isinstance(value, ms.Typed):
        value = value.value
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    raise ValueError(f"expected an integer, got {value!r}")


def _bool(value: Any) -> bool:
    if isinstance(value, ms.Typed):
        value = value.value
    return bool(value)


def _word(value: Any) -> str:
    if isinstance(value, ms.Word):
        return value.text
    if isinstance(value, ms.Typed):
        return str(value.value)
    if isinstance(value, str):
        return value
    raise ValueError(f"expected a name, got {value!r}")


def _braced(values: tuple[int, ...]) -> str:
    return "{" + ",".join(map(str, values)) + "}"


def _groups(value: Any) -> str:
    """replica_groups / source_target_pairs (a 2-D dense array) as HLO's ``{{0,1},{2,3}}``."""
    arr = dense_array(value, None) if isinstance(value, ms.Dense) else None
    if arr is None:
        raise ValueError("expected a dense<...> array of device ids")
    if arr.ndim == 1:
        arr = arr.reshape(1, -1)
    return "{" + ",".join("{" + ",".join(str(int(x)) for x in row if int(x) >= 0) + "}" for row in arr) + "}"


# ---------------------------------------------------------------------------------------------
# dense<...> literals

_DENSE_TOKEN = re.compile(r"\s*(?:(?P<p>[\[\](),])|(?P<b>true|false)|(?P<n>[-+]?(?:0x[0-9A-Fa-f]+|inf|nan|"
                          r"\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)))")


ATTRIBUTE_ELEMENTS = 1 << 20  # an attribute (padding, layouts, groups...) is a small array


def dense_array(d: ms.Dense, shape: ArrayShape | None, constant: bool = False) -> Any:
    """The numpy array a ``dense<...>`` holds, in ``shape`` (or its own type's shape). A
    constant's one value everywhere (a splat) stays lazy (literals.filled), whatever its size;
    an attribute's array is bounded."""
    from xlac.hlo.literals import filled
    from xlac.hlo.shapes import ShapeLimitError, check_limits

    if shape is None:
        if not isinstance(d.type, ArrayShape):
            raise ValueError("a dense<...> value needs a tensor type")
        shape = d.type
    try:
        check_limits(shape)
    except ShapeLimitError as e:
        raise ValueError(str(e)) from None
    dt = shape.dtype
    npdt = dt.np
    count = 1
    for n in shape.dims:
        count *= n
    if not constant and count > ATTRIBUTE_ELEMENTS:
        raise ValueError(f"an attribute of {count} elements ({_mlir(shape)}): far more than any attribute holds")

    def splat(value: Any) -> Any:
        return filled(shape, value) if constant and count > 1 else np.full(shape.dims, value, npdt)

    body = d.body.strip()
    if body.startswith('"'):
        raw = bytes.fromhex(body.strip('"')[2:]) if body.strip('"').lower().startswith("0x") else None
        if raw is None:
            raise ValueError("a string dense<...> must be hexadecimal bytes (\"0x...\")")
        if dt.is_pred:  # one byte per i1 (as XLA's MLIR reads it); one byte alone is a splat
            if len(raw) not in (1, count):
                raise ValueError(f"{len(raw)} bytes of data for {count} i1 values (one byte each)")
            flat = np.frombuffer(raw, np.uint8) != 0
        else:
            size = npdt.itemsize
            if len(raw) not in (size, size * count):
                raise ValueError(f"{len(raw)} bytes of data for {count} values of {size} bytes each")
            flat = np.frombuffer(raw, npdt.newbyteorder("<") if size > 1 and npdt.kind in "iufc" else npdt).astype(npdt)
        return splat(flat[0]) if flat.size == 1 and count != 1 else flat.reshape(shape.dims).copy()
    tokens: list[str] = []
    pos = 0
    while pos < len(body):
        m = _DENSE_TOKEN.match(body, pos)
        if not m:
            if not body[pos:].strip():
                break
            raise ValueError(f"unexpected '{body[pos:pos + 12].strip()}' in the literal")
        tokens.append(m.group(m.lastgroup or 0))
        pos = m.end()
    nested = bool(tokens) and tokens[0] == "["
    values: list[Any] = []
    i = 0
    complex_ = dt.is_complex
    while i < len(tokens):
        t = tokens[i]
        if t in "[],)":
            i += 1
            continue
        if t == "(":
            if not complex_:
                raise ValueError("a (re, im) pair is a complex value; the type is not complex")
            re_, im_ = tokens[i + 1], tokens[i + 3]
            values.append((_scalar(re_, dt), _scalar(im_, dt)))
            i += 5
            continue
        values.append(_scalar(t, dt))
        i += 1
    if not values:
        if count:
            raise ValueError(f"an empty literal for {count} values")
        return np.zeros(shape.dims, npdt)
    if len(values) == 1 and (not nested or count == 1):
        return splat(_cast(values, dt)[0])
    if len(values) != count:
        raise ValueError(f"{len(values)} values for a tensor of {count} elements")
    return _cast(values, dt).reshape(shape.dims)


def _scalar(tok: str, dt: DType) -> Any:
    if tok in ("true", "false"):
        return tok == "true"
    low = tok.lower()
    if "0x" in low:
        bits = int(low.replace("+", ""), 16) if not low.startswith("-") else -int(low[3:], 16)
        if dt.is_float or dt.is_complex:
            return _Bits(bits)
        return bits
    if dt.is_float or dt.is_complex:
        return float(tok)
    if re.fullmatch(r"[-+]?\d+", tok):
        return int(tok)
    return float(tok)


class _Bits(int):
    """A float written as its bit pattern (0x7FC00000)."""


def _cast(values: list[Any], dt: DType) -> Any:
    import numpy as np

    npdt = dt.np
    if dt.is_complex:
        part = np.float32 if dt.name == "c64" else np.float64
        bits_t = np.uint32 if dt.name == "c64" else np.uint64

        def real(v: Any) -> Any:
            return np.array(v, bits_t).view(part) if isinstance(v, _Bits) else part(v)

        out = np.empty(len(values), npdt)
        for k, v in enumerate(values):
            re_, im_ = v if isinstance(v, tuple) else (v, 0.0)
            out.real[k], out.imag[k] = real(re_), real(im_)
        return out
    if dt.is_float:
        if any(isinstance(v, _Bits) for v in values):
            width = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}.get(npdt.itemsize * 8)
            out = np.empty(len(values), npdt)
            for k, v in enumerate(values):
                out[k] = np.array(int(v) & ((1 << (npdt.itemsize * 8)) - 1), width).view(npdt) \
                    if isinstance(v, _Bits) else np.array(v, np.float64).astype(npdt)
            return out
        return np.array(values, np.float64).astype(npdt)
    if dt.is_pred:
        return np.array([bool(v) for v in values], np.bool_)
    bits = dt.bits
    mask = (1 << bits) - 1
    wrapped = []
    for v in values:
        if isinstance(v, float):
            if v != v or v in (float("inf"), float("-inf")) or v != int(v):
                raise ValueError(f"{v} is not an integer, as an element of {dt.name} must be")
        v = int(v) & mask
        if dt.is_signed and v >= 1 << (bits - 1):
            v -= 1 << bits
        wrapped.append(v)
    return np.array(wrapped, dtype=np.int64 if dt.is_signed else np.uint64).astype(npdt)


# ---------------------------------------------------------------------------------------------
# The builder


class _Scope:
    """The values visible in a region: its own, else the enclosing region's (a capture)."""

    def __init__(self, comp: Computation, parent: _Scope | None = None,
                 capture: Callable[[Instruction], Instruction] | None = None):
        self.comp = comp
        self.parent = parent
        self.capture = capture
        self.values: dict[str, Instruction | list[Instruction]] = {}
        self.captured: dict[int, Instruction] = {}

    def lookup(self, name: str) -> Instruction | list[Instruction] | None:
        if name in self.values:
            return self.values[name]
        if self.parent is None:
            return None
        outer = self.parent.lookup(name)
        if outer is None:
            return None
        if isinstance(outer, list):
            return [self.bring(o) for o in outer]
        return self.bring(outer)

    def bring(self, outer: Instruction) -> Instruction:
        key = id(outer)
        if key not in self.captured:
            if self.capture is None:
                raise _CaptureError(outer)
            self.captured[key] = self.capture(outer)
        return self.captured[key]


class _CaptureError(Exception):
    def __init__(self, outer: Instruction):
        super().__init__(outer.name)
        self.outer = outer


class _Builder:
    def __init__(self, syn: ms.ModuleSyntax, text: str, filename: str,
                 shapes: dict[str, tuple[int, ...]] | None = None):
        """``shapes``: sizes for the entry arguments' dimensions of unknown size (``--shape``);
        with them, every ``?`` in the module is refined from its operands (shape-polymorphic
        jax.export modules)."""
        self.syn = syn
        self.given = dict(shapes or {})
        self.refining = bool(shapes)
        self.known: dict[int, Any] = {}  # parameter id -> the value every caller passes (a size)
        self.text = text
        self.filename = filename
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.funcs = {f.name: f for f in syn.funcs}
        self.built: dict[str, Computation] = {}
        self.building: set[str] = set()
        self.order: list[Computation] = []
        self.names: set[str] = set()
        self.counter = 0

    # ---- diagnostics ----
    def loc(self, pos: int) -> SourceLoc:
        line = bisect.bisect_right(self.line_starts, pos)
        return SourceLoc(self.filename, line, pos - self.line_starts[line - 1] + 1)

    def error(self, message: str, pos: int, notes: list[str] | None = None) -> XlacError:
        return XlacError(message, self.loc(pos), source=self.text, notes=notes)

    # ---- naming and emitting ----
    def fresh(self, base: str) -> str:
        self.counter += 1
        return f"{base}.{self.counter}"

    def emit(self, comp: Computation, opcode: str, shape: Shape, operands: list[Instruction],
             attrs: dict[str, Any] | None = None, pos: int = 0, literal: Any = None,
             parameter_number: int | None = None) -> Instruction:
        if _unknown_dims(shape):
            shape = self.refine(opcode, shape, operands, attrs or {}, pos)
        shape = _with_layout(shape)
        instr = Instruction(self.fresh(opcode if opcode != "get-tuple-element" else "gte"), opcode, shape,
                            list(operands), attrs or {}, literal, parameter_number, self.loc(pos))
        return comp.add(instr)

    def refine(self, opcode: str, declared: Shape, operands: list[Instruction], attrs: dict[str, Any],
               pos: int) -> Shape:
        """A written type with ``?`` dimensions made static from the (static) operands."""
        from xlac.hlo.shape_inference import ShapeError, infer_shape

        if not isinstance(declared, ArrayShape) or not operands:
            raise self.error(f"cannot tell the size of the dimensions of unknown size of {_mlir(declared)} here",
                             pos)
        info = OPS.get(opcode)
        first = operands[0].shape
        if info is not None and info.is_elementwise and isinstance(first, ArrayShape):
            dims = operands[-1].shape.dims if opcode == "select" else first.dims  # type: ignore[union-attr]
            inferred: Shape = ArrayShape(declared.dtype, tuple(dims))
        else:
            try:
                inferred = infer_shape(opcode, [o.shape for o in operands], attrs, declared.dtype)
            except ShapeError as e:
                raise self.error(f"cannot tell the size of {_mlir(declared)}: {e}", pos) from None
        if not isinstance(inferred, ArrayShape) or len(inferred.dims) != len(declared.dims) or any(
                d >= 0 and d != i for d, i in zip(declared.dims, inferred.dims)):
            raise self.error(f"the operands make this {_mlir(inferred)}, but the text says {_mlir(declared)}", pos)
        return ArrayShape(declared.dtype, inferred.dims)

    def param_name(self, comp: Computation, arg: str) -> str:
        name = _hlo_name(arg)
        taken = {i.name for i in comp.instructions[:-1]}
        while name in taken or re.fullmatch(r"[a-z-]+\.\d+", name):
            name += "_"
        return name

    def gte(self, comp: Computation, tup: Instruction, index: int, pos: int) -> Instruction:
        assert isinstance(tup.shape, TupleShape)
        return self.emit(comp, "get-tuple-element", tup.shape.elements[index], [tup], {"index": index}, pos)

    def new_comp(self, base: str, pos: int) -> Computation:
        name = base
        while name in self.names:
            name = self.fresh(base)
        self.names.add(name)
        return Computation(name, loc=self.loc(pos))

    def finish(self, comp: Computation, root: Instruction) -> Computation:
        comp.root = root
        self.order.append(comp)
        return comp

    # ---- module ----
    def module(self) -> Module:
        syn = self.syn
        if not syn.funcs:
            raise self.error("the module has no function (func.func @main)", syn.pos)
        try:
            self.check_partitioning()
            counts = {hlo: _int(syn.attrs[f"mhlo.{key}"]) for key, hlo in
                      (("num_partitions", "num_partitions"), ("num_replicas", "replica_count"))
                      if f"mhlo.{key}" in syn.attrs}
        except ValueError as e:
            raise self.error(f"bad module attribute: {e}", syn.pos) from None
        if any(n < 1 for n in counts.values()):
            raise self.error(f"the module is for {counts} devices: each count must be at least 1", syn.pos)
        main = self.funcs.get("main")
        if main is None:
            public = [f for f in syn.funcs if f.public]
            if len(public) != 1:
                raise self.error("the module has no @main function, and not exactly one public function to run: "
                                 "name the entry @main", syn.pos)
            main = public[0]
        name = (syn.name or "main").replace("@", "")
        module = Module(_hlo_name(name), source_file=self.filename, source_text=self.text)
        for hlo, n in counts.items():
            module.attrs[hlo] = RawAttr(str(n))
        unused = set(self.given) - {name for name, *_ in main.args} - {str(k) for k in range(len(main.args))}
        if unused:
            raise XlacError(f"--shape names {', '.join(sorted(unused))}, which @{main.name} has no argument of "
                            f"(its arguments: {', '.join(n for n, *_ in main.args) or 'none'})")
        entry = self.function(main, is_entry=True)
        module.computations = self.order
        module.entry = entry
        entry.is_entry = True
        return module

    def check_partitioning(self) -> None:
        """A module that still has to be partitioned (shardings over several devices) is
        refused: xlac runs the per-device programs XLA's partitioner writes."""
        syn = self.syn
        partitions = syn.attrs.get("mhlo.num_partitions")
        devices = _int(partitions) if partitions is not None else 1
        for op in syn.others:
            if op.name == "sdy.mesh":
                mesh = op.extra.get("mesh")
                body = mesh.body if isinstance(mesh, ms.Opaque) else ""
                size = 1
                for n in re.findall(r'=\s*(\d+)', body):
                    size *= int(n)
                devices = max(devices, size)
        if devices <= 1:
            return
        for f in syn.funcs:
            for _, _, attrs, pos in f.args:
                for key in ("mhlo.sharding", "sdy.sharding"):
                    if key in attrs and not _replicated(attrs[key]):
                        raise self.error(
                            f"this module is sharded over {devices} devices but not partitioned ({key} on an "
                            "argument): xlac runs the per-device program XLA's SPMD partitioner writes; get it "
                            "from JAX with jax.jit(f).lower(...).compile().as_text() (or XLA_FLAGS=--xla_dump_to) "
                            "and run it with --devices N or under mpirun", pos)

    # ---- functions ----
    def function(self, f: ms.Func, is_entry: bool = False, operands: list[Instruction] | None = None) -> Computation:
        """The computation of ``f``; with --shape, one per call-site shapes (and sizes passed)."""
        from xlac.hlo.fold import fold

        arg_types = [t for _, t, _, _ in f.args]
        passed: list[Any] = []
        if is_entry:
            arg_types = [self.entry_type(f, k) for k in range(len(f.args))]
        elif operands is not None and (self.refining or any(_unknown_dims(t) for t in arg_types)):
            if len(operands) != len(arg_types):
                raise self.error(f"@{f.name} takes {len(arg_types)} arguments, the call passes {len(operands)}", f.pos)
            arg_types = [o.shape if _unknown_dims(t) else t for t, o in zip(arg_types, operands)]
            for o in operands:
                v = fold(o, self.known) if isinstance(o.shape, ArrayShape) and not o.shape.dims else None
                passed.append(None if v is None else v.item())
        key = f.name if not passed and all(not _unknown_dims(t) for t in arg_types) or not self.refining else \
            f"{f.name}{[str(t) for t in arg_types]}{passed}"
        if key in self.built:
            return self.built[key]
        if f.name in self.building:
            raise self.error(f"function @{f.name} calls itself: HLO has no recursion", f.pos)
        self.building.add(f.name)
        comp = self.new_comp(_hlo_name(f.name), f.pos)
        scope = _Scope(comp)
        for k, ((name, _t, _attrs, pos), typ) in enumerate(zip(f.args, arg_types)):
            self.check_static(typ, pos, f"argument %{name} of @{f.name}")
            param = self.emit(comp, "parameter", typ, [], {}, pos, parameter_number=k)
            param.name = self.param_name(comp, name)  # %arg0 -> arg0: what `xlac run` and headers call it
            scope.values[name] = param
            if k < len(passed) and passed[k] is not None:
                self.known[id(param)] = passed[k]
        results = self.block(f.body, scope, "func.return")
        declared = [t for t, _ in f.results]
        if len(results) != len(declared):
            raise self.error(f"@{f.name} declares {len(declared)} results but returns {len(results)}", f.body.pos)
        root = results[0] if len(results) == 1 else self.emit(
            comp, "tuple", TupleShape(tuple(r.shape for r in results)), results, {}, f.body.pos)
        self.building.discard(f.name)
        self.built[key] = comp
        return self.finish(comp, root)

    def entry_type(self, f: ms.Func, k: int) -> Shape:
        """Entry argument k's type, its ``?`` sizes from --shape (by name, ``arg0``, or number)."""
        name, typ, _attrs, pos = f.args[k]
        if not _unknown_dims(typ):
            return typ
        given = self.given.get(name, self.given.get(str(k)))
        if given is None:
            note = [f"give its size with --shape {name}=" + "x".join("N" if d < 0 else str(d)
                                                                     for d in typ.dims)]  # type: ignore[union-attr]
            d = next(i for i, n in enumerate(typ.dims) if n < 0)  # type: ignore[union-attr]
            raise self.error(f"argument %{name} of @{f.name} has a dimension of unknown size (dimension {d} of "
                             f"{_mlir(typ)}): xlac compiles static shapes", pos, note)
        assert isinstance(typ, ArrayShape)
        if len(given) != typ.rank or any(d >= 0 and d != g for d, g in zip(typ.dims, given)):
            raise self.error(f"--shape {name}={'x'.join(map(str, given))} does not fit {_mlir(typ)}", pos)
        return ArrayShape(typ.dtype, tuple(given))

    def check_static(self, shape: Shape, pos: int, what: str) -> None:
        if self.refining:
            return  # every ? is made static where it is computed (emit)
        for leaf in shape.leaves():
            for d, n in enumerate(leaf.dims):
                if n < 0:
                    raise self.error(f"{what} has a dimension of unknown size (dimension {d} of {_mlir(shape)}): "
                                     "xlac compiles static shapes; give the entry arguments' sizes with --shape "
                                     "(or export the function with concrete shapes)", pos)

    def block(self, block: ms.Block, scope: _Scope, terminator: str) -> list[Instruction]:
        """Emit a block's ops; returns the values its terminator returns."""
        for op in block.ops:
            name = _normalize(op.name)
            if name in ("func.return", "stablehlo.return", "sdy.return"):
                if op is not block.ops[-1]:
                    raise self.error(f"'{op.name}' must be the last operation of its region", op.pos)
                return [self.single(self.value(scope, v)) for v in op.operands]
            self.operation(op, name, scope)
        last = block.ops[-1].pos if block.ops else block.pos
        raise self.error(f"the region does not end with a return ('{terminator}')", last)

    def value(self, scope: _Scope, v: ms.Value) -> Instruction | list[Instruction]:
        try:
            found = scope.lookup(v.name)
        except _CaptureError as e:
            raise self.error(f"%{v.name} is defined outside this region; only while, if and case regions may "
                             f"use outer values (here it is '{e.outer.opcode}')", v.pos) from None
        if found is None:
            raise self.error(f"use of undefined value %{v.name}", v.pos)
        if v.index is not None:
            if not isinstance(found, list):
                if v.index == 0:
                    return found
                raise self.error(f"%{v.name} has one result; #{v.index} does not exist", v.pos)
            if not 0 <= v.index < len(found):
                raise self.error(f"%{v.name} has {len(found)} results; #{v.index} does not exist", v.pos)
            return found[v.index]
        return found

    def single(self, value: Instruction | list[Instruction], pos: int = 0) -> Instruction:
        if isinstance(value, list):
            if len(value) == 1:
                return value[0]
            raise self.error(f"a value with {len(value)} results is used as one (write %name#k)", pos)
        return value

    def operands(self, scope: _Scope, op: ms.Op) -> list[Instruction]:
        out = []
        for v in op.operands:
            val = self.value(scope, v)
            if isinstance(val, list):
                if v.index is None and len(val) != 1:
                    out.extend(val)  # %x where %x:2: both (MLIR's `%x#0, %x#1` shorthand in some printers)
                    continue
                val = val[0]
            out.append(val)
        return out

    def bind(self, scope: _Scope, op: ms.Op, values: list[Instruction]) -> None:
        if not op.results:
            return
        if op.num_results != len(values):
            raise self.error(f"'{op.name}' gives {len(values)} results, the text names {op.num_results}", op.pos)
        k = 0
        for name, count in op.results:
            scope.values[name] = values[k] if count == 1 else list(values[k:k + count])
            k += count

    # ---- operations ----
    def operation(self, op: ms.Op, name: str, scope: _Scope) -> None:
        for t in op.out_types:
            self.check_static(t, op.pos, f"the result of '{op.name}'")
        handler = _HANDLERS.get(name)
        try:
            if handler is not None:
                results = handler(self, op, scope)
            else:
                opcode = hlo_opcode(name)
                if opcode is not None:
                    results = self.elementwise(op, opcode, scope)
                elif name.startswith("chlo."):
                    results = self.chlo(op, scope)
                else:
                    raise self.unknown(op)
        except XlacError:
            raise
        except (ValueError, KeyError, IndexError, TypeError, OverflowError, attrs_mod.AttrError) as e:
            raise self.error(f"bad '{op.name}': {e}", op.pos) from None
        self.bind(scope, op, results)

    def elementwise(self, op: ms.Op, opcode: str, scope: _Scope) -> list[Instruction]:
        """One HLO op, or on complex operands the expansion XLA's StableHLO->HLO converter
        writes for it (StableHLO's complex math expander: sqrt, log, log1p, exp)."""
        operands = self.operands(scope, op)
        shape = self.result_type(op)
        if opcode in complex_expander.EXPANDED and isinstance(shape, ArrayShape) and shape.dtype.is_complex:
            text = complex_expander.expansion_text(opcode, shape)
            if text is not None:
                return self.call_module(scope, op, text, operands)
        return [self.emit(scope.comp, opcode, shape, operands, self.elementwise_attrs(op, opcode), op.pos)]

    def unknown(self, op: ms.Op) -> XlacError:
        from xlac.hlo.opcodes import COMMON
        from xlac.suggest import did_you_mean

        known = [f"stablehlo.{n}" for n in _known_stablehlo()] + [f"chlo.{n}" for n in _chlo_names()]
        common = [f"stablehlo.{o.replace('-', '_')}" for o in COMMON]
        close = did_you_mean(op.name, known, common)
        hint = [close] if close else None
        if op.name.startswith("stablehlo.dynamic_") or op.name.startswith("stablehlo.real_dynamic"):
            return self.error(f"'{op.name}' computes shapes at run time: xlac compiles static shapes "
                              "(export the function with concrete shapes)", op.pos)
        if op.name.startswith("stablehlo.uniform_"):
            return self.error(f"'{op.name}' (quantized types) is not supported: dequantize in the model, or "
                              "give the quantized arithmetic as integer ops", op.pos)
        return self.error(f"unknown operation '{op.name}'", op.pos, hint)

    def result_type(self, op: ms.Op, k: int = 0) -> Shape:
        """Result k's type from the signature: ``(ins) -> outs``, or a plain list whose last
        entries are the results (``select``'s ``tensor<i1>, tensor<f32>``)."""
        types = op.out_types
        if not types:
            raise self.error(f"'{op.name}' has no type: write ': <type>' after it", op.pos)
        n = max(op.num_results, 1)
        if op.in_types is None and len(types) > n:
            types = types[-n:]
        if k >= len(types):
            raise self.error(f"'{op.name}' lists {len(types)} result types; result {k} has none", op.pos)
        return types[k]

    def result_types(self, op: ms.Op) -> list[Shape]:
        n = max(op.num_results, 1)
        types = op.out_types if op.in_types is not None or len(op.out_types) <= n else op.out_types[-n:]
        if op.in_types is None and len(types) == 1 and n > 1:
            types = types * n
        return list(types)

    def elementwise_attrs(self, op: ms.Op, opcode: str) -> dict[str, Any]:
        if opcode == "compare":
            words = [w.text for w in op.words]
            direction = _word(op.attrs["comparison_direction"]) if "comparison_direction" in op.attrs else words[0]
            attrs: dict[str, Any] = {"direction": attrs_mod.decode("direction", direction)}
            ctype = op.attrs.get("compare_type") or (op.words[1] if len(words) > 1 else None)
            if ctype is not None and _word(ctype) != "NOTYPE":
                attrs["type"] = attrs_mod.decode("type", _word(ctype))
            return attrs
        if opcode == "reduce-precision":
            if "format" in op.attrs:
                m = re.fullmatch(r"e(\d+)m(\d+)", _word(op.attrs["format"]))
                if not m:
                    raise ValueError(f"format '{_word(op.attrs['format'])}' is not eNmM")
                e, mant = int(m.group(1)), int(m.group(2))
            else:
                e, mant = _int(op.attrs["exponent_bits"]), _int(op.attrs["mantissa_bits"])
            return {"exponent_bits": e, "mantissa_bits": mant}
        return {}

    def region(self, block: ms.Block, name: str, scope: _Scope, pos: int,
               capture: Callable[[Computation, Instruction], Instruction] | None = None,
               arg_values: Callable[[Computation], list[Instruction]] | None = None
               ) -> tuple[Computation, list[Instruction]]:
        """A region as a computation: its block arguments are parameters (or ``arg_values``),
        and outer values are ``capture``'d (constants are copied in)."""
        comp = self.new_comp(name, pos)

        def bring(outer: Instruction) -> Instruction:
            if outer.opcode == "constant":
                return self.emit(comp, "constant", outer.shape, [], {}, pos, literal=outer.literal)
            if capture is None:
                raise _CaptureError(outer)
            return capture(comp, outer)

        inner = _Scope(comp, scope, bring)
        if arg_values is not None:
            values = arg_values(comp)
            for (arg, _t, _p), v in zip(block.args, values):
                inner.values[arg] = v
        else:
            for k, (arg, typ, apos) in enumerate(block.args):
                inner.values[arg] = self.emit(comp, "parameter", typ, [], {}, apos or pos, parameter_number=k)
        results = self.block(block, inner, "stablehlo.return")
        return comp, results

    def simple_region(self, op: ms.Op, scope: _Scope, k: int, name: str) -> Computation:
        """A reducer/comparator region: block args are parameters, one result or a tuple."""
        if k >= len(op.regions):
            raise self.error(f"'{op.name}' needs a region", op.pos)
        comp, results = self.region(op.regions[k], name, scope, op.regions[k].pos)
        root = results[0] if len(results) == 1 else self.emit(
            comp, "tuple", TupleShape(tuple(r.shape for r in results)), results, {}, op.pos)
        return self.finish(comp, root)

    def multi(self, comp: Computation, instr: Instruction, pos: int) -> list[Instruction]:
        """The results of a tuple-shaped instruction, one get-tuple-element each."""
        assert isinstance(instr.shape, TupleShape)
        return [self.gte(comp, instr, k, pos) for k in range(len(instr.shape.elements))]

    def tuple_or_one(self, op: ms.Op) -> Shape:
        types = self.result_types(op)
        return types[0] if len(types) == 1 else TupleShape(tuple(types))

    def emit_maybe_multi(self, scope: _Scope, op: ms.Op, opcode: str, operands: list[Instruction],
                         attrs: dict[str, Any]) -> list[Instruction]:
        shape = self.tuple_or_one(op)
        instr = self.emit(scope.comp, opcode, shape, operands, attrs, op.pos)
        return self.multi(scope.comp, instr, op.pos) if isinstance(shape, TupleShape) and op.num_results > 1 else [instr]

    def applies_region(self, op: ms.Op, name: str, init_shapes: list[Shape]) -> Computation:
        """``applies stablehlo.add``: a reducer computation of that one op over scalars."""
        opcode = hlo_opcode(name)
        if opcode is None:
            raise self.error(f"'{name}' is not an elementwise operation to reduce with", op.pos)
        comp = self.new_comp("region", op.pos)
        n = len(init_shapes)
        scalars = [ArrayShape(s.dtype, (), Layout(())) for s in init_shapes]  # type: ignore[union-attr]
        params = [self.emit(comp, "parameter", scalars[k % n], [], {}, op.pos, parameter_number=k) for k in range(2 * n)]
        outs = [self.emit(comp, opcode, scalars[k], [params[k], params[n + k]], {}, op.pos) for k in range(n)]
        root = outs[0] if n == 1 else self.emit(comp, "tuple", TupleShape(tuple(scalars)), outs, {}, op.pos)
        return self.finish(comp, root)

    # ---- CHLO ----
    def chlo(self, op: ms.Op, scope: _Scope) -> list[Instruction]:
        from xlac.hlo import chlo

        short = op.name[5:]
        operands = self.operands(scope, op)
        results = self.result_types(op)
        direct = chlo.DIRECT.get(short)
        if direct is not None:
            return [self.emit(scope.comp, direct, results[0], operands, {}, op.pos)]
        attrs = {k: _plain(v) for k, v in op.attrs.items()}
        arrays = [o.shape for o in operands if isinstance(o.shape, ArrayShape)]
        outs = [r for r in results if isinstance(r, ArrayShape)]
        if len(arrays) != len(operands) or len(outs) != len(results):
            raise self.error(f"'{op.name}' takes and gives tensors, not tuples or tokens", op.pos)
        text = chlo.chlo_module(short, arrays, outs, attrs)
        if text is None:
            raise self.unknown(op)
        return self.call_module(scope, op, text, operands)

    def call_module(self, scope: _Scope, op: ms.Op, text: str, operands: list[Instruction]) -> list[Instruction]:
        """Calls a module of plain HLO (a decomposition) with ``operands``; its computations
        join this module under fresh names."""
        from xlac.hlo.parser import parse_module

        sub = parse_module(text, f"<{op.name}>")
        for c in sub.computations:
            c.name = self.new_comp(c.name, op.pos).name
            c.is_entry = False
            self.order.append(c)
        assert sub.entry is not None
        shape = sub.entry.root.shape if sub.entry.root is not None else TupleShape(())
        call = self.emit(scope.comp, "call", shape, operands, {"to_apply": sub.entry}, op.pos)
        return self.multi(scope.comp, call, op.pos) if isinstance(shape, TupleShape) else [call]


def _plain(v: Any) -> Any:
    if isinstance(v, ms.Typed):
        return _plain(v.value)
    if isinstance(v, ms.ArrayAttr):
        return list(v.values)
    if isinstance(v, ms.Word):
        return v.text
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


def _replicated(value: Any) -> bool:
    text = value if isinstance(value, str) else getattr(value, "body", "")
    return "replicated" in text or "maximal" in text or text.strip() in ("", "{}") or \
        bool(re.fullmatch(r"\s*@\w+\s*,\s*\[(\s*\{\s*\}\s*,?)*\]\s*", text))


def _unknown_dims(shape: Shape) -> bool:
    return any(d < 0 for leaf in shape.leaves() for d in leaf.dims)


def _with_layout(shape: Shape) -> Shape:
    if isinstance(shape, TupleShape):
        return TupleShape(tuple(_with_layout(e) for e in shape.elements))
    if shape.layout is None and shape.dtype.is_array:
        return ArrayShape(shape.dtype, shape.dims, Layout.row_major(shape.rank), shape.dynamic)
    return shape


def _hlo_name(name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_.\-]", "_", name)
    return name if re.match(r"[A-Za-z_]", name) else "_" + name


def _mlir(shape: Shape) -> str:
    if isinstance(shape, TupleShape):
        return "tuple<" + ", ".join(_mlir(e) for e in shape.elements) + ">"
    dims = "".join(("?" if d < 0 else str(d)) + "x" for d in shape.dims)
    return f"tensor<{dims}{ms._mlir_name(shape.dtype)}>"


# ---------------------------------------------------------------------------------------------
# Ops whose HLO form differs (one function each)

_Handler = Callable[[_Builder, ms.Op, _Scope], list[Instruction]]
_HANDLERS: dict[str, _Handler] = {}


def _handles(*names: str) -> Callable[[_Handler], _Handler]:
    def register(fn: _Handler) -> _Handler:
        for n in names:
            _HANDLERS[n] = fn
        return fn

    return register


def _known_stablehlo() -> list[str]:
    names = [n[10:] for n in _HANDLERS if n.startswith("stablehlo.")]
    names += [o.replace("-", "_") for o, info in OPS.items() if info.is_elementwise]
    return sorted(set(names))


def _chlo_names() -> list[str]:
    from xlac.hlo import chlo

    return sorted(chlo.CHLO_OPS)


def _attr(op: ms.Op, *names: str, default: Any = None) -> Any:
    for n in names:
        if n in op.attrs:
            return op.attrs[n]
    if default is not None:
        return default
    raise KeyError(f"it needs the attribute '{names[0]}'")


@_handles("stablehlo.constant")
def _constant(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    from xlac.hlo.literals import ScalarLiteral, float_scalar

    dense = op.extra.get("dense") or op.attrs.get("value")
    shape = b.result_type(op)
    if not isinstance(dense, ms.Dense) or not isinstance(shape, ArrayShape):
        raise b.error("a constant needs a dense<...> value and a tensor type", op.pos)
    try:
        arr = dense_array(dense, shape, constant=True)
    except (ValueError, OverflowError) as e:
        raise b.error(f"bad literal for {_mlir(shape)}: {e}", dense.pos) from None
    literal: Any = arr
    if not shape.dims and shape.dtype.name in ("pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64",
                                                "f16", "f32", "f64"):
        item = arr.item()
        scalar = float_scalar(item, shape.dtype) if shape.dtype.is_float else None
        literal = scalar if scalar is not None and (item == item) else (
            ScalarLiteral(shape.dtype, item) if not shape.dtype.is_float else arr)
    return [b.emit(scope.comp, "constant", shape, [], {}, op.pos, literal=literal)]


@_handles("stablehlo.convert", "stablehlo.bitcast_convert", "stablehlo.reduce_precision", "stablehlo.is_finite")
def _typed_unary(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    opcode = op.name.split(".")[-1].replace("_", "-")
    return [b.emit(scope.comp, opcode, b.result_type(op), b.operands(scope, op), b.elementwise_attrs(op, opcode),
                   op.pos)]


@_handles("stablehlo.broadcast_in_dim")
def _broadcast_in_dim(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    """StableHLO lets a size-1 operand dimension stretch; HLO's broadcast does not, so such
    dimensions are reshaped away first (as XLA's converter does)."""
    (x,) = b.operands(scope, op)
    return _broadcast_core(b, op, scope, x, b.result_type(op))


def _broadcast_core(b: _Builder, op: ms.Op, scope: _Scope, x: Instruction, out: Shape) -> list[Instruction]:
    dims = _ints(_attr(op, "dims", "broadcast_dimensions"))
    assert isinstance(x.shape, ArrayShape) and isinstance(out, ArrayShape)
    if len(dims) != x.shape.rank or any(not 0 <= d < out.rank for d in dims):
        raise b.error(f"dims {list(dims)} do not map the operand's {x.shape.rank} dimensions into the result's "
                      f"{out.rank}", op.pos)
    stretched = [k for k, d in enumerate(dims) if x.shape.dims[k] == 1 and out.dims[d] != 1]
    if stretched:
        keep = [k for k in range(x.shape.rank) if k not in stretched]
        x = b.emit(scope.comp, "reshape", ArrayShape(x.shape.dtype, tuple(x.shape.dims[k] for k in keep)), [x], {},
                   op.pos)
        dims = tuple(dims[k] for k in keep)
    return [b.emit(scope.comp, "broadcast", out, [x], {"dimensions": dims}, op.pos)]


@_handles("stablehlo.broadcast")
def _broadcast(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    (x,) = b.operands(scope, op)
    sizes = _ints(_attr(op, "sizes", "broadcast_sizes"))
    assert isinstance(x.shape, ArrayShape)
    dims = tuple(range(len(sizes), len(sizes) + x.shape.rank))
    return [b.emit(scope.comp, "broadcast", b.result_type(op), [x], {"dimensions": dims}, op.pos)]


@_handles("stablehlo.reshape")
def _reshape(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "reshape", b.result_type(op), b.operands(scope, op), {}, op.pos)]


@_handles("stablehlo.transpose", "stablehlo.reverse")
def _permute(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    dims = _ints(_attr(op, "dims", "permutation", "dimensions"))
    return [b.emit(scope.comp, op.name[10:], b.result_type(op), b.operands(scope, op), {"dimensions": dims}, op.pos)]


@_handles("stablehlo.iota")
def _iota(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    dim = _int(_attr(op, "dim", "iota_dimension"))
    return [b.emit(scope.comp, "iota", b.result_type(op), [], {"iota_dimension": dim}, op.pos)]


@_handles("stablehlo.concatenate")
def _concatenate(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    dim = _int(_attr(op, "dim", "dimension"))
    return [b.emit(scope.comp, "concatenate", b.result_type(op), b.operands(scope, op), {"dimensions": (dim,)},
                   op.pos)]


@_handles("stablehlo.slice")
def _slice(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    if "slice" in op.extra:
        body, bpos = op.extra["slice"]
        ranges = []
        for part in body.split(","):
            if not part.strip():
                continue
            nums = [int(x) for x in part.strip().split(":")]
            if len(nums) not in (2, 3):
                raise b.error(f"slice range '{part.strip()}' is not start:limit or start:limit:stride", bpos)
            ranges.append((nums[0], nums[1], nums[2] if len(nums) == 3 else 1))
    else:
        starts = _ints(_attr(op, "start_indices"))
        limits = _ints(_attr(op, "limit_indices"))
        strides = _ints(_attr(op, "strides", default=[1] * len(starts)))
        ranges = list(zip(starts, limits, strides))
    return [b.emit(scope.comp, "slice", b.result_type(op), b.operands(scope, op),
                   {"slice": attrs_mod.Slice(tuple(ranges))}, op.pos)]


@_handles("stablehlo.dynamic_slice")
def _dynamic_slice(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    sizes = _ints(_attr(op, "sizes", "slice_sizes"))
    return [b.emit(scope.comp, "dynamic-slice", b.result_type(op), b.operands(scope, op),
                   {"dynamic_slice_sizes": sizes}, op.pos)]


@_handles("stablehlo.dynamic_update_slice")
def _dynamic_update_slice(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "dynamic-update-slice", b.result_type(op), b.operands(scope, op), {}, op.pos)]


@_handles("stablehlo.pad")
def _pad(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    low = _ints(_attr(op, "low", "edge_padding_low"))
    high = _ints(_attr(op, "high", "edge_padding_high"))
    interior = _ints(_attr(op, "interior", "interior_padding"))
    return [b.emit(scope.comp, "pad", b.result_type(op), b.operands(scope, op),
                   {"padding": attrs_mod.Padding(tuple(zip(low, high, interior)))}, op.pos)]


@_handles("stablehlo.select", "stablehlo.clamp")
def _ternary(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, op.name[10:], b.result_type(op), b.operands(scope, op), {}, op.pos)]


@_handles("stablehlo.tuple")
def _tuple(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)
    return [b.emit(scope.comp, "tuple", TupleShape(tuple(o.shape for o in operands)), operands, {}, op.pos)]


@_handles("stablehlo.get_tuple_element")
def _get_tuple_element(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    (t,) = b.operands(scope, op)
    index = int(op.extra["index"][0]) if "index" in op.extra else _int(_attr(op, "index"))
    if not isinstance(t.shape, TupleShape) or not 0 <= index < len(t.shape.elements):
        raise b.error(f"get_tuple_element {index} of a value of type {_mlir(t.shape)}", op.pos)
    return [b.gte(scope.comp, t, index, op.pos)]


@_handles("stablehlo.after_all", "stablehlo.create_token")
def _after_all(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "after-all", ArrayShape(TOKEN, (), Layout(())), b.operands(scope, op), {}, op.pos)]


@_handles("stablehlo.optimization_barrier")
def _barrier(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)
    shape = TupleShape(tuple(o.shape for o in operands))
    tup = b.emit(scope.comp, "tuple", shape, operands, {}, op.pos)
    barrier = b.emit(scope.comp, "opt-barrier", shape, [tup], {}, op.pos)
    return b.multi(scope.comp, barrier, op.pos)


@_handles("stablehlo.dot_general", "stablehlo.dot")
def _dot(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    lhs, rhs = b.operands(scope, op)
    attrs: dict[str, Any] = {}
    if op.name.endswith(".dot"):
        assert isinstance(lhs.shape, ArrayShape)
        attrs["lhs_contracting_dims"] = (lhs.shape.rank - 1,)
        attrs["rhs_contracting_dims"] = (0,)
    elif "dot_dimension_numbers" in op.attrs:
        f = op.attrs["dot_dimension_numbers"].fields()
        for key, hlo in (("lhs_batching_dimensions", "lhs_batch_dims"), ("rhs_batching_dimensions", "rhs_batch_dims"),
                         ("lhs_contracting_dimensions", "lhs_contracting_dims"),
                         ("rhs_contracting_dimensions", "rhs_contracting_dims")):
            if key in f:
                attrs[hlo] = _ints(f[key])
    else:
        for key, side in (("batching_dims", "batch"), ("contracting_dims", "contracting")):
            pair = op.attrs.get(key)
            if pair is not None:
                if not isinstance(pair, ms.DimPairs):
                    raise ValueError(f"{key} must be written [lhs] x [rhs]")
                attrs[f"lhs_{side}_dims"] = _ints(pair.lhs)
                attrs[f"rhs_{side}_dims"] = _ints(pair.rhs)
    for key in ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims"):
        attrs.setdefault(key, ())
    precision = op.attrs.get("precision", op.attrs.get("precision_config"))
    if precision:
        words = [_word(p).lower() for p in precision]
        if any(w != "default" for w in words):
            attrs["operand_precision"] = RawAttr("{" + ",".join(words) + "}")
    algorithm = op.attrs.get("algorithm")
    if algorithm is not None:
        name = _dot_algorithm(algorithm.fields() if isinstance(algorithm, ms.Opaque) else {})
        if name:
            attrs["algorithm"] = attrs_mod.decode("algorithm", name)
    return [b.emit(scope.comp, "dot", b.result_type(op), [lhs, rhs], attrs, op.pos)]


def _dot_algorithm(f: dict[str, Any]) -> str:
    """StableHLO's algorithm fields as XLA's enum name (as XLA's converter maps them)."""
    def t(key: str) -> str:
        return _word(f.get(key, "")).lower()

    lhs, rhs, acc = t("lhs_precision_type"), t("rhs_precision_type"), t("accumulation_type")
    n = _int(f.get("num_primitive_operations", 1))
    f8 = lhs.startswith("f8") and rhs.startswith("f8")
    if f8:
        fast = _bool(f.get("allow_imprecise_accumulation", False))
        return "dot_any_f8_any_f8_f32" + ("_fast_accum" if fast else "")
    base = f"dot_{lhs}_{rhs}_{acc}"
    return base + (f"_x{n}" if n > 1 else "")


@_handles("stablehlo.convolution")
def _convolution(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    lhs, rhs = b.operands(scope, op)
    labels = op.attrs.get("dim_numbers") or op.attrs.get("dimension_numbers")
    if isinstance(labels, ms.Opaque):  # #stablehlo.conv<[b, 0, 1, f]x[...]->[...]> or <raw ...>
        labels = _conv_labels(labels.body)
    if not isinstance(labels, ms.ConvLabels):
        raise ValueError("dim_numbers must be written [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]")

    def join(items: list) -> str:
        return "".join(str(_word(x) if not isinstance(x, int) else x) for x in items)

    dim_labels = f"{join(labels.lhs)}_{join(labels.rhs)}->{join(labels.out)}"
    conv = attrs_mod.decode("dim_labels", dim_labels)
    assert isinstance(rhs.shape, ArrayShape)
    n = len(conv.kernel_spatial)
    sizes = [rhs.shape.dims[d] for d in conv.kernel_spatial]
    window = op.attrs.get("window") if isinstance(op.attrs.get("window"), dict) else {}
    assert isinstance(window, dict)

    def per_dim(pretty: str, generic: str, default: int) -> list[int]:
        value = window.get(pretty, op.attrs.get(generic))
        return list(_ints(value)) if value is not None else [default] * n

    strides = per_dim("stride", "window_strides", 1)
    lhs_d = per_dim("lhs_dilate", "lhs_dilation", 1)
    rhs_d = per_dim("rhs_dilate", "rhs_dilation", 1)
    rev_v = window.get("reverse", op.attrs.get("window_reversal"))
    reverse = [bool(x) for x in (_ints(rev_v) if rev_v is not None else [0] * n)]
    pad_v = window.get("pad", op.attrs.get("padding"))
    pads = [(0, 0)] * n
    if pad_v is not None:
        flat = _ints(pad_v) if not isinstance(pad_v, list) else tuple(x for p in pad_v for x in _ints(p))
        pads = [(flat[2 * i], flat[2 * i + 1]) for i in range(n)]
    win = attrs_mod.Window(tuple(attrs_mod.WindowDim(sizes[i], strides[i], pads[i][0], pads[i][1], lhs_d[i], rhs_d[i],
                                                     reverse[i]) for i in range(n)))
    attrs: dict[str, Any] = {"dim_labels": conv, "window": win}
    fgc = _int(op.attrs.get("feature_group_count", 1))
    bgc = _int(op.attrs.get("batch_group_count", 1))
    if fgc != 1:
        attrs["feature_group_count"] = fgc
    if bgc != 1:
        attrs["batch_group_count"] = bgc
    precision = op.attrs.get("precision_config")
    if precision and any(_word(p).lower() != "default" for p in precision):
        attrs["operand_precision"] = RawAttr("{" + ",".join(_word(p).lower() for p in precision) + "}")
    return [b.emit(scope.comp, "convolution", b.result_type(op), [lhs, rhs], attrs, op.pos)]


def _conv_labels(body: str) -> ms.ConvLabels:
    body = body.strip()
    if body.startswith("raw"):
        f = ms._read_fields(body[3:])
        def g(k: str) -> Any:
            return f[k]
        rank = 2 + len(_ints(g("input_spatial_dimensions")))
        lhs: list[Any] = ["?"] * rank
        lhs[_int(g("input_batch_dimension"))] = "b"
        lhs[_int(g("input_feature_dimension"))] = "f"
        for k, d in enumerate(_ints(g("input_spatial_dimensions"))):
            lhs[d] = k
        rhs: list[Any] = ["?"] * rank
        rhs[_int(g("kernel_input_feature_dimension"))] = "i"
        rhs[_int(g("kernel_output_feature_dimension"))] = "o"
        for k, d in enumerate(_ints(g("kernel_spatial_dimensions"))):
            rhs[d] = k
        out: list[Any] = ["?"] * rank
        out[_int(g("output_batch_dimension"))] = "b"
        out[_int(g("output_feature_dimension"))] = "f"
        for k, d in enumerate(_ints(g("output_spatial_dimensions"))):
            out[d] = k
        return ms.ConvLabels(lhs, rhs, out)
    parts = re.fullmatch(r"\s*\[([^\]]*)\]\s*x\s*\[([^\]]*)\]\s*->\s*\[([^\]]*)\]\s*", body)
    if not parts:
        raise ValueError(f"cannot read the convolution's dimension numbers '{body}'")

    def items(s: str) -> list[Any]:
        return [int(t) if t.strip().isdigit() else ms.Word(t.strip()) for t in s.split(",") if t.strip()]

    return ms.ConvLabels(items(parts.group(1)), items(parts.group(2)), items(parts.group(3)))


@_handles("stablehlo.reduce")
def _reduce(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    inputs = b.operands(scope, op)
    inits = [b.single(b.value(scope, v), v.pos) for v in op.extra.get("inits", [])]
    if not op.extra.get("inits"):  # generic form: inputs then inits
        half = len(inputs) // 2
        inputs, inits = inputs[:half], inputs[half:]
    dims = _ints(_attr(op, "dimensions"))
    if "applies" in op.extra:
        body = b.applies_region(op, _normalize(op.extra["applies"]), [i.shape for i in inits])
    else:
        body = b.simple_region(op, scope, 0, "region")
    return b.emit_maybe_multi(scope, op, "reduce", inputs + inits, {"dimensions": dims, "to_apply": body})




def _window_attr(op: ms.Op, rank: int, sizes_key: str = "window_dimensions") -> attrs_mod.Window:
    sizes = _ints(_attr(op, sizes_key))
    strides = _ints(op.attrs.get("window_strides", [1] * rank))
    base = _ints(op.attrs.get("base_dilations", [1] * rank))
    win_d = _ints(op.attrs.get("window_dilations", [1] * rank))
    pad_v = op.attrs.get("padding")
    flat = _ints(pad_v) if pad_v is not None else (0,) * (2 * rank)
    return attrs_mod.Window(tuple(attrs_mod.WindowDim(sizes[i], strides[i], flat[2 * i], flat[2 * i + 1], base[i],
                                                      win_d[i]) for i in range(rank)))


@_handles("stablehlo.reduce_window")
def _reduce_window(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)
    half = len(operands) // 2
    rank = operands[0].shape.rank  # type: ignore[union-attr]
    body = b.simple_region(op, scope, 0, "region")
    return b.emit_maybe_multi(scope, op, "reduce-window", operands,
                              {"window": _window_attr(op, rank), "to_apply": body}) if half else []


@_handles("stablehlo.select_and_scatter")
def _select_and_scatter(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)
    rank = operands[0].shape.rank  # type: ignore[union-attr]
    select = b.simple_region(op, scope, 0, "select")
    scatter = b.simple_region(op, scope, 1, "scatter")
    return [b.emit(scope.comp, "select-and-scatter", b.result_type(op), operands,
                   {"window": _window_attr(op, rank), "select": select, "scatter": scatter}, op.pos)]


@_handles("stablehlo.sort")
def _sort(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)
    dim = _int(op.attrs.get("dimension", -1))
    if dim < 0:
        dim += operands[0].shape.rank  # type: ignore[union-attr]
    comparator = b.simple_region(op, scope, 0, "compare")
    attrs: dict[str, Any] = {"dimensions": (dim,), "to_apply": comparator}
    if _bool(op.attrs.get("is_stable", False)):
        attrs["is_stable"] = True
    return b.emit_maybe_multi(scope, op, "sort", operands, attrs)


@_handles("stablehlo.gather")
def _gather(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    f = _attr(op, "dimension_numbers").fields()
    attrs: dict[str, Any] = {
        "offset_dims": _ints(f.get("offset_dims", [])),
        "collapsed_slice_dims": _ints(f.get("collapsed_slice_dims", [])),
        "start_index_map": _ints(f.get("start_index_map", [])),
        "index_vector_dim": _int(f.get("index_vector_dim", 0)),
        "slice_sizes": _ints(_attr(op, "slice_sizes")),
    }
    if f.get("operand_batching_dims"):
        attrs["operand_batching_dims"] = _ints(f["operand_batching_dims"])
        attrs["start_indices_batching_dims"] = _ints(f.get("start_indices_batching_dims", []))
    if _bool(op.attrs.get("indices_are_sorted", False)):
        attrs["indices_are_sorted"] = True
    return [b.emit(scope.comp, "gather", b.result_type(op), b.operands(scope, op), attrs, op.pos)]


@_handles("stablehlo.scatter")
def _scatter(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    f = _attr(op, "scatter_dimension_numbers").fields()
    body = b.simple_region(op, scope, 0, "region")
    attrs: dict[str, Any] = {
        "update_window_dims": _ints(f.get("update_window_dims", [])),
        "inserted_window_dims": _ints(f.get("inserted_window_dims", [])),
        "scatter_dims_to_operand_dims": _ints(f.get("scatter_dims_to_operand_dims", [])),
        "index_vector_dim": _int(f.get("index_vector_dim", 0)),
        "to_apply": body,
    }
    if f.get("input_batching_dims"):
        attrs["input_batching_dims"] = _ints(f["input_batching_dims"])
        attrs["scatter_indices_batching_dims"] = _ints(f.get("scatter_indices_batching_dims", []))
    if _bool(op.attrs.get("indices_are_sorted", False)):
        attrs["indices_are_sorted"] = True
    if _bool(op.attrs.get("unique_indices", False)):
        attrs["unique_indices"] = True
    return b.emit_maybe_multi(scope, op, "scatter", b.operands(scope, op), attrs)


@_handles("stablehlo.map")
def _map(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    body = b.simple_region(op, scope, 0, "region")
    return [b.emit(scope.comp, "map", b.result_type(op), b.operands(scope, op),
                   {"dimensions": _ints(_attr(op, "dimensions")), "to_apply": body}, op.pos)]


@_handles("stablehlo.while")
def _while(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    inits = b.operands(scope, op)
    n = len(inits)
    if len(op.regions) != 2:
        raise b.error("a while needs a cond and a body region", op.pos)
    captured: list[Instruction] = []
    index: dict[int, int] = {}
    params: list[Instruction] = []

    def arg_values(comp: Computation) -> list[Instruction]:
        param = b.emit(comp, "parameter", TupleShape(()), [], {}, op.pos, parameter_number=0)
        params.append(param)
        return [b.emit(comp, "get-tuple-element", inits[k].shape, [param], {"index": k}, op.pos) for k in range(n)]

    def capture(comp: Computation, outer: Instruction) -> Instruction:
        k = index.setdefault(id(outer), len(captured))
        if k == len(captured):
            captured.append(outer)
        param = next(p for p in params if p.parent is comp)
        return b.emit(comp, "get-tuple-element", outer.shape, [param], {"index": n + k}, op.pos)

    cond, cond_out = b.region(op.regions[0], "cond", scope, op.regions[0].pos, capture, arg_values)
    body, body_out = b.region(op.regions[1], "body", scope, op.regions[1].pos, capture, arg_values)
    if len(cond_out) != 1:
        raise b.error("the while condition must return one i1", op.regions[0].pos)
    if len(body_out) != n:
        raise b.error(f"the while body returns {len(body_out)} values for {n} loop variables", op.regions[1].pos)
    full = TupleShape(tuple(_with_layout(i.shape) for i in inits + captured))
    for p in params:
        p.shape = full
    passed = [b.emit(body, "get-tuple-element", c.shape, [params[1]], {"index": n + k}, op.pos)
              for k, c in enumerate(captured)]
    b.finish(cond, cond_out[0])
    b.finish(body, b.emit(body, "tuple", full, body_out + passed, {}, op.pos))
    init = b.emit(scope.comp, "tuple", full, inits + captured, {}, op.pos)
    loop = b.emit(scope.comp, "while", full, [init], {"condition": cond, "body": body}, op.pos)
    return [b.gte(scope.comp, loop, k, op.pos) for k in range(n)]


@_handles("stablehlo.if", "stablehlo.case")
def _conditional(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    (selector,) = b.operands(scope, op)
    branches: list[Computation] = []
    operands: list[Instruction] = []
    out_shape: Shape = b.tuple_or_one(op) if op.num_results != 1 else b.result_type(op)
    for k, block in enumerate(op.regions):
        captured: list[Instruction] = []
        holder: list[Instruction] = []

        def arg_values(comp: Computation, holder: list[Instruction] = holder, at: int = block.pos) -> list[Instruction]:
            holder.append(b.emit(comp, "parameter", TupleShape(()), [], {}, at, parameter_number=0))
            return []

        def capture(comp: Computation, outer: Instruction, captured: list[Instruction] = captured,
                    holder: list[Instruction] = holder, at: int = block.pos) -> Instruction:
            captured.append(outer)
            return b.emit(comp, "get-tuple-element", outer.shape, [holder[0]], {"index": len(captured) - 1}, at)

        comp, results = b.region(block, f"branch_{k}", scope, block.pos, capture, arg_values)
        shape = TupleShape(tuple(_with_layout(c.shape) for c in captured))
        holder[0].shape = shape
        root = results[0] if op.num_results == 1 and len(results) == 1 else b.emit(
            comp, "tuple", TupleShape(tuple(r.shape for r in results)), results, {}, block.pos)
        branches.append(b.finish(comp, root))
        operands.append(b.emit(scope.comp, "tuple", shape, captured, {}, block.pos))
    if op.name.endswith(".if"):
        if len(branches) != 2:
            raise b.error("an if needs two regions", op.pos)
        attrs: dict[str, Any] = {"true_computation": branches[0], "false_computation": branches[1]}
    else:
        attrs = {"branch_computations": branches}
    result: Shape = branches[0].root.shape if branches and branches[0].root is not None else out_shape
    cond = b.emit(scope.comp, "conditional", result, [selector] + operands, attrs, op.pos)
    if op.num_results == 1 and not isinstance(result, TupleShape):
        return [cond]
    return b.multi(scope.comp, cond, op.pos)


@_handles("func.call", "stablehlo.composite")
def _call(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    target = op.extra.get("symbol") or op.attrs.get("callee") or op.attrs.get("decomposition")
    if isinstance(target, ms.Symbol):
        target = target.name
    if op.name == "stablehlo.composite":
        target = op.attrs.get("decomposition")
        target = target.name if isinstance(target, ms.Symbol) else target
    if not isinstance(target, str) or target not in b.funcs:
        raise b.error(f"call of an undefined function @{target}", op.pos)
    operands = b.operands(scope, op)
    callee = b.function(b.funcs[target], operands=operands)
    assert callee.root is not None
    shape = callee.root.shape
    call = b.emit(scope.comp, "call", shape, operands, {"to_apply": callee}, op.pos)
    declared = len(b.funcs[target].results)
    return b.multi(scope.comp, call, op.pos) if declared != 1 else [call]


@_handles("stablehlo.custom_call")
def _custom_call(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    target = op.extra.get("symbol") or op.attrs.get("call_target_name")
    operands = b.operands(scope, op)
    if target == "shape_assertion":
        return _shape_assertion(b, op, operands)
    types = b.result_types(op) if op.out_types else []
    result_layouts = op.attrs.get("result_layouts")
    if result_layouts is not None:
        if len(types) == 1 and isinstance(types[0], TupleShape):  # one result of tuple type
            types = [TupleShape(tuple(_layout(t, lay) for t, lay in zip(types[0].elements, result_layouts)))]
        else:
            types = [_layout(t, lay) for t, lay in zip(types, result_layouts)]
    shape: Shape = types[0] if len(types) == 1 else TupleShape(tuple(types))
    attrs: dict[str, Any] = {"custom_call_target": str(target)}
    config = op.attrs.get("backend_config")
    mhlo_config = op.attrs.get("mhlo.backend_config")
    version = op.attrs.get("api_version")
    api = {1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING", 3: "API_VERSION_STATUS_RETURNING_UNIFIED",
           4: "API_VERSION_TYPED_FFI"}
    if version is not None:
        level = _int(version) if not isinstance(version, ms.Word) else {"API_VERSION_TYPED_FFI": 4}.get(version.text, 1)
    else:
        level = 4 if isinstance(mhlo_config, ms.DictAttr) or isinstance(config, ms.DictAttr) else 1
    if level != 1:
        attrs["api_version"] = attrs_mod.decode("api_version", api.get(level, "API_VERSION_ORIGINAL"))
    if isinstance(config, ms.DictAttr):
        attrs["backend_config"] = RawAttr(config.text)
    elif isinstance(mhlo_config, ms.DictAttr) and level == 4:
        attrs["backend_config"] = RawAttr(mhlo_config.text)
    elif isinstance(config, str) and config:
        attrs["backend_config"] = RawAttr(attrs_mod.encode("backend_config", config))
    if _bool(op.attrs.get("has_side_effect", False)):
        attrs["custom_call_has_side_effect"] = True
    operand_layouts = op.attrs.get("operand_layouts")
    if operand_layouts is not None:
        shapes = [str(_layout(o.shape, lay)) for o, lay in zip(operands, operand_layouts)]
        attrs["operand_layout_constraints"] = RawAttr("{" + ", ".join(shapes) + "}")
    aliases = op.attrs.get("output_operand_aliases")
    if aliases:
        pairs = []
        for a in aliases:
            f = a.fields()
            out_idx = _ints(f.get("output_tuple_indices", []))
            pairs.append(f"{_braced(out_idx)}: ({_int(f['operand_index'])}, "
                         f"{_braced(_ints(f.get('operand_tuple_indices', [])))})")
        attrs["output_to_operand_aliasing"] = RawAttr("{" + ", ".join(pairs) + "}")
    frontend = op.attrs.get("mhlo.frontend_attributes")
    if isinstance(frontend, dict) and frontend:  # jaxlib's LAPACK handlers read num_batch_dims from here
        attrs["frontend_attributes"] = RawAttr("{" + ",".join(
            f"{k}={attrs_mod.encode('', str(v) if not isinstance(v, str) else v)}" for k, v in frontend.items()) + "}")
    called = op.attrs.get("called_computations")
    if called:
        attrs["called_computations"] = [b.function(b.funcs[s.name]) for s in called]
    instr = b.emit(scope.comp, "custom-call", shape, operands, attrs, op.pos)
    return b.multi(scope.comp, instr, op.pos) if len(types) != 1 else [instr]


def _shape_assertion(b: _Builder, op: ms.Op, operands: list[Instruction]) -> list[Instruction]:
    """jax.export's check of the sizes it was given: decided here, where the sizes are known."""
    from xlac.hlo.fold import fold

    values = [fold(o, b.known) for o in operands]
    if values[0] is None:
        raise b.error("a shape assertion on values computed at run time: give the entry arguments' sizes "
                      "with --shape", op.pos)
    if not bool(np.all(values[0])):
        message = str(op.attrs.get("error_message", "shape assertion failed"))
        for k, v in enumerate(values[1:]):
            message = message.replace("{" + str(k) + "}", str(v.item() if v is not None else "?"))
        raise b.error(f"the module's shape assertion fails: {message}", op.pos)
    return []


def _layout(shape: Shape, lay: Any) -> Shape:
    """A shape with the layout (minor to major) a custom call's operand/result_layouts give."""
    if not isinstance(shape, ArrayShape) or not isinstance(lay, ms.Dense):
        return shape
    m2m = tuple(int(x) for x in dense_array(lay, None).reshape(-1))
    if sorted(m2m) != list(range(shape.rank)):
        shown = str(list(m2m)) if len(m2m) <= 8 else f"of {len(m2m)} entries"
        raise ValueError(f"layout {shown} is not an order of the {shape.rank} dimensions of {_mlir(shape)}")
    return ArrayShape(shape.dtype, shape.dims, Layout(m2m), shape.dynamic)


@_handles("stablehlo.fusion")
def _fusion(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    """mhlo.fusion (what XLA's converter prints for an optimized module's fusions): its region
    is called (xlac fuses by its own rules)."""
    body = b.simple_region(op, scope, 0, "fused_computation")
    operands = b.operands(scope, op)
    assert body.root is not None
    call = b.emit(scope.comp, "call", body.root.shape, operands, {"to_apply": body}, op.pos)
    return b.multi(scope.comp, call, op.pos) if op.num_results > 1 else [call]


@_handles("stablehlo.topk")
def _topk(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    """mhlo.topk (XLA's TopK op): the k largest (or smallest) along the last dimension."""
    attrs: dict[str, Any] = {"k": _int(_attr(op, "k"))}
    if "largest" in op.attrs:
        attrs["largest"] = _bool(op.attrs["largest"])
    return b.emit_maybe_multi(scope, op, "topk", b.operands(scope, op), attrs)


@_handles("stablehlo.rng")
def _rng(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    operands = b.operands(scope, op)[:2]
    dist = _word(_attr(op, "distribution", "rng_distribution")).upper()
    return [b.emit(scope.comp, "rng", b.result_type(op), operands,
                   {"distribution": attrs_mod.decode("distribution", "rng_" + dist.lower())}, op.pos)]


@_handles("stablehlo.rng_bit_generator")
def _rng_bit_generator(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    algo = _word(_attr(op, "algorithm", "rng_algorithm")).upper()
    name = {"DEFAULT": "rng_default", "THREE_FRY": "rng_three_fry", "PHILOX": "rng_philox"}[algo]
    return b.emit_maybe_multi(scope, op, "rng-bit-generator", b.operands(scope, op),
                              {"algorithm": attrs_mod.decode("algorithm", name)})


@_handles("stablehlo.fft")
def _fft(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    kind = _word(_attr(op, "type", "fft_type"))
    return [b.emit(scope.comp, "fft", b.result_type(op), b.operands(scope, op),
                   {"fft_type": attrs_mod.decode("fft_type", kind),
                    "fft_length": _ints(_attr(op, "length", "fft_length"))}, op.pos)]


@_handles("stablehlo.cholesky")
def _cholesky(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "cholesky", b.result_type(op), b.operands(scope, op),
                   {"lower": _bool(op.attrs.get("lower", False))}, op.pos)]


@_handles("stablehlo.triangular_solve")
def _triangular_solve(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = {k: _bool(op.attrs.get(k, False)) for k in ("left_side", "lower", "unit_diagonal")}
    attrs["transpose_a"] = attrs_mod.decode("transpose_a", _word(op.attrs.get("transpose_a", ms.Word("NO_TRANSPOSE"))))
    return [b.emit(scope.comp, "triangular-solve", b.result_type(op), b.operands(scope, op), attrs, op.pos)]


@_handles("stablehlo.batch_norm_training", "stablehlo.batch_norm_inference", "stablehlo.batch_norm_grad")
def _batch_norm(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = {"epsilon": float(_plain(_attr(op, "epsilon"))), "feature_index": _int(_attr(op, "feature_index"))}
    return b.emit_maybe_multi(scope, op, op.name[10:].replace("_", "-"), b.operands(scope, op), attrs)


@_handles("stablehlo.get_dimension_size")
def _get_dimension_size(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "get-dimension-size", ArrayShape(S32, (), Layout(())), b.operands(scope, op),
                   {"dimensions": (_int(_attr(op, "dim", "dimension")),)}, op.pos)]


def _sizes(b: _Builder, op: ms.Op, value: Instruction, what: str) -> tuple[int, ...]:
    """A shape operand's value, folded from constants and static sizes."""
    from xlac.hlo.fold import fold

    v = fold(value, b.known)
    if v is None:
        raise b.error(f"'{op.name}' takes its {what} from a value computed at run time: xlac compiles static "
                      "shapes; give the entry arguments' sizes with --shape", op.pos)
    return tuple(int(x) for x in np.asarray(v).reshape(-1))


@_handles("stablehlo.dynamic_broadcast_in_dim")
def _dynamic_broadcast_in_dim(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    x, shape_v = b.operands(scope, op)[:2]
    declared = b.result_type(op)
    assert isinstance(declared, ArrayShape)
    out = ArrayShape(declared.dtype, _sizes(b, op, shape_v, "result shape"))
    fake = ms.Op("stablehlo.broadcast_in_dim", op.pos, op.results, [], dict(op.attrs), op.words, [], None, [out])
    return _broadcast_core(b, fake, scope, x, out)


@_handles("stablehlo.dynamic_reshape")
def _dynamic_reshape(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    x, shape_v = b.operands(scope, op)[:2]
    declared = b.result_type(op)
    assert isinstance(declared, ArrayShape)
    out = ArrayShape(declared.dtype, _sizes(b, op, shape_v, "result shape"))
    return [b.emit(scope.comp, "reshape", out, [x], {}, op.pos)]


@_handles("stablehlo.dynamic_iota")
def _dynamic_iota(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    (shape_v,) = b.operands(scope, op)[:1]
    declared = b.result_type(op)
    assert isinstance(declared, ArrayShape)
    out = ArrayShape(declared.dtype, _sizes(b, op, shape_v, "result shape"))
    return [b.emit(scope.comp, "iota", out, [], {"iota_dimension": _int(_attr(op, "iota_dimension", "dim"))},
                   op.pos)]


@_handles("stablehlo.real_dynamic_slice")
def _real_dynamic_slice(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    x, start, limit, strides = b.operands(scope, op)
    ranges = tuple(zip(_sizes(b, op, start, "start indices"), _sizes(b, op, limit, "limit indices"),
                       _sizes(b, op, strides, "strides")))
    declared = b.result_type(op)
    assert isinstance(declared, ArrayShape)
    dims = tuple(max(0, -(-(hi - lo) // st)) for lo, hi, st in ranges)
    return [b.emit(scope.comp, "slice", ArrayShape(declared.dtype, dims), [x],
                   {"slice": attrs_mod.Slice(ranges)}, op.pos)]


def _collective_attrs(op: ms.Op) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    if "replica_groups" in op.attrs:
        attrs["replica_groups"] = RawAttr(_groups(op.attrs["replica_groups"]))
    handle = op.attrs.get("channel_handle")
    if isinstance(handle, ms.Opaque):
        h = _int(handle.fields().get("handle", 0))
        if h > 0:
            attrs["channel_id"] = h
    if _bool(op.attrs.get("use_global_device_ids", False)):
        attrs["use_global_device_ids"] = True
    return attrs


@_handles("stablehlo.all_reduce", "stablehlo.reduce_scatter")
def _all_reduce(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = _collective_attrs(op)
    attrs["to_apply"] = b.simple_region(op, scope, 0, "region")
    opcode = "all-reduce"
    if op.name.endswith("reduce_scatter"):
        opcode = "reduce-scatter"
        attrs["dimensions"] = (_int(_attr(op, "scatter_dimension")),)
    return b.emit_maybe_multi(scope, op, opcode, b.operands(scope, op), attrs)


@_handles("stablehlo.all_gather")
def _all_gather(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = _collective_attrs(op)
    attrs["dimensions"] = (_int(_attr(op, "all_gather_dim")),)
    return b.emit_maybe_multi(scope, op, "all-gather", b.operands(scope, op), attrs)


@_handles("stablehlo.all_to_all")
def _all_to_all(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = _collective_attrs(op)
    split, concat = _int(_attr(op, "split_dimension")), _int(_attr(op, "concat_dimension"))
    if split != concat:
        raise b.error("an all_to_all whose split and concat dimensions differ is not supported; XLA's own "
                      "HLO form splits and concatenates along one dimension", op.pos)
    attrs["dimensions"] = (split,)
    return b.emit_maybe_multi(scope, op, "all-to-all", b.operands(scope, op), attrs)


@_handles("stablehlo.collective_permute")
def _collective_permute(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    attrs = _collective_attrs(op)
    attrs.pop("replica_groups", None)
    attrs["source_target_pairs"] = RawAttr(_groups(_attr(op, "source_target_pairs")))
    return [b.emit(scope.comp, "collective-permute", b.result_type(op), b.operands(scope, op), attrs, op.pos)]


@_handles("stablehlo.collective_broadcast")
def _collective_broadcast(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, "collective-broadcast", b.result_type(op), b.operands(scope, op),
                   _collective_attrs(op), op.pos)]


@_handles("stablehlo.replica_id", "stablehlo.partition_id")
def _device_id(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    return [b.emit(scope.comp, op.name[10:].replace("_", "-"), ArrayShape(U32, (), Layout(())), [], {}, op.pos)]


@_handles("sdy.sharding_constraint", "stablehlo.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier")
def _forward(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    """Sharding annotations: the value itself on one device."""
    return b.operands(scope, op)


@_handles("sdy.manual_computation")
def _manual(b: _Builder, op: ms.Op, scope: _Scope) -> list[Instruction]:
    """shard_map's body on one device: the body, inlined, on the operands."""
    operands = b.operands(scope, op)
    if not op.regions:
        raise b.error("sdy.manual_computation needs its body region", op.pos)
    block = op.regions[0]
    inner = _Inline(scope.comp, scope)
    for (arg, _t, _p), v in zip(block.args, operands):
        inner.values[arg] = v
    return b.block(block, inner, "sdy.return")


class _Inline(_Scope):
    """A scope for a region inlined in place: outer values are used directly."""

    def bring(self, outer: Instruction) -> Instruction:
        return outer


# ---------------------------------------------------------------------------------------------


def parse_stablehlo(text: str, filename: str = "<string>", shapes: dict[str, tuple[int, ...]] | None = None) -> Module:
    """StableHLO MLIR text -> Module (unverified, as parse_module's). XlacError on bad input.
    ``shapes`` gives the entry arguments' dimensions of unknown size (``--shape arg0=8x16``)."""
    syn = ms.read_module(text, filename)
    builder = _Builder(syn, text, filename, shapes)
    try:
        return builder.module()
    except RecursionError:
        raise XlacError("the module nests too deeply", SourceLoc(filename, 1, 1), source=text) from None


__all__ = ["parse_stablehlo", "hlo_opcode", "dense_array"]
