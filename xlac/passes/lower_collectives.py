"""Collectives as calls into a runtime, so one compiled object is every device's program.

A module built for N devices (``replica_count`` x ``num_partitions``) is compiled once; the
device an object runs as is known only when it runs (its MPI rank). Each collective becomes a
``call`` of plain HLO around two runtime custom calls (C symbols, xlac/runtime/collectives_mpi.c):

- ``xlac_device_id``: this device's global id (checks the world has N devices);
- ``xlac_all_gather``: the operand of every device of a group, stacked in group order; the group
  is the row of a constant table that the device id selects (computed here with the evaluator's
  own group rules, xlac/evaluator/devices.py, so compiled code meets as the interpreter does);
- ``xlac_collective_permute``: send to the targets, receive from the source (zeros if none).

What a collective makes of the stacked operands is HLO: an all-reduce folds the slices with its
``to_apply`` in group order (``map``), all-gather concatenates, reduce-scatter and all-to-all take
this device's chunk with ``dynamic-slice``. ``replica-id``/``partition-id`` come from the id.
Async ``-start``/``-done`` pairs run at the start. Because collectives become ordinary
instructions, they work inside loops, branches and calls too; every device executes them in the
same program order, which is what the runtime's point-to-point matching relies on.
"""

from __future__ import annotations

import re
from typing import Any

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.collectives import (
    REDUCE_KINDS,
    done_takes_element_one,
    module_devices,
    module_shape,
    parse_groups,
    reduction_kind,
)
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape
from xlac.passes.rewrite import Namer, finish, replace_with_call

COLLECTIVES = opcodes.names(lambda op: op.category == opcodes.COLLECTIVE)
DEVICE_ID, ALL_GATHER, PERMUTE = "xlac_device_id", "xlac_all_gather", "xlac_collective_permute"
# all-reduces a transport does itself (MPI_Allreduce, the threads' split reduction), by name
REDUCE_DTYPES = ("f32", "f64", "s32", "s64", "u32", "u64")
ALL_REDUCE = {(k, t): f"xlac_all_reduce_{k}_{t}" for k in REDUCE_KINDS for t in REDUCE_DTYPES}
RUNTIME_TARGETS = (DEVICE_ID, ALL_GATHER, PERMUTE, *ALL_REDUCE.values())
_CC = "api_version=API_VERSION_STATUS_RETURNING_UNIFIED, custom_call_has_side_effect=true"


def is_collective(instr: Instruction) -> bool:
    """A collective, its own `-start`/`-done`, or the async sugar of one (reduce-scatter-start)."""
    return instr.opcode in COLLECTIVES or _sugar(instr)


def _sugar(instr: Instruction) -> bool:
    """`reduce-scatter-start` / `-done` and the like: async-start/-done wrapping a collective."""
    op = instr.opcode
    base = op.removesuffix("-start").removesuffix("-done")
    return base != op and base in COLLECTIVES and op not in COLLECTIVES


def collective_sites(module: Module) -> list[Instruction]:
    """The module's collectives in the order the pass numbers them: runtime calls pass the
    number as their last operand, so a runtime can name the instruction in its errors."""
    return [i for c in module.computations for i in c.instructions if is_collective(i)]


class LowerCollectives:
    name = "lower-collectives"

    def run(self, module: Module) -> bool:
        n = module_devices(module)
        if n <= 1:
            return False
        replicas, partitions = module_shape(module)
        namer = Namer(module)
        changed = False
        from xlac.hlo.parser import parse_module

        site = 0
        for comp in list(module.computations):
            for instr in list(comp.instructions):
                if not is_collective(instr):
                    continue
                text = _Expansion(instr, replicas, partitions, site).text()
                replace_with_call(module, namer, comp, instr, parse_module(text, f"<collective {instr.name}>"))
                site += 1
                changed = True
        # the program is now every device's: it no longer needs N devices to compile or run
        module.attrs.pop("replica_count", None)
        module.attrs.pop("num_partitions", None)
        if changed:
            finish(module)
        return changed


def _plain(shape: Any) -> str:
    if shape.is_tuple:
        return "(" + ", ".join(_plain(e) for e in shape.elements) + ")"
    return f"{shape.dtype.name}[{','.join(map(str, shape.dims))}]"


def _row_major(dtype: str, dims: Any) -> str:
    """``dtype[dims]`` with its row-major layout; a scalar has none (XLA's text: ``f32[]``, never
    ``f32[]{}``)."""
    dims = tuple(dims)
    layout = "{" + ",".join(map(str, range(len(dims) - 1, -1, -1))) + "}" if dims else ""
    return f"{dtype}[{','.join(map(str, dims))}]{layout}"


def _const(values: Any) -> str:
    if isinstance(values, list):
        return "{" + ",".join(_const(v) for v in values) + "}"
    return str(int(values))


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class _Expansion:
    """The HLO text of one collective: ``ENTRY`` takes its operands, returns its value."""

    def __init__(self, instr: Instruction, replicas: int, partitions: int, site: int):
        self.instr, self.site = instr, site
        self.replicas, self.partitions = replicas, partitions
        self.n = replicas * partitions
        self.lines = [f"  p{k} = {_plain(o.shape)} parameter({k})" for k, o in enumerate(instr.operands)]
        self.shapes = {f"p{k}": _plain(o.shape) for k, o in enumerate(instr.operands)}
        self.count = 0
        self.extra: list[str] = []

    def add(self, shape: str, expr: str) -> str:
        self.count += 1
        name = f"v{self.count}"
        self.lines.append(f"  {name} = {shape} {expr}")
        self.shapes[name] = re.sub(r"\{[^{}]*\}$", "", shape)
        return name

    def text(self) -> str:
        instr = self.instr
        op = instr.opcode
        if op.endswith("-done"):
            start = instr.operands[0]
            root = self.add(_plain(instr.shape), "get-tuple-element(p0), index=1") \
                if done_takes_element_one(start) else "p0"
        elif op in ("replica-id", "partition-id"):
            dev = self.device()
            divisor = self.add("s32[]", f"constant({self.partitions})")
            fn = "divide" if op == "replica-id" else "remainder"
            root = self.add("u32[]", f"convert({self.add('s32[]', f'{fn}({dev}, {divisor})')})")
        else:
            root = self.start(self.collective(op.removesuffix("-start")))
        last = self._root(root)
        body = "\n".join(self.lines + [last])
        return f"HloModule collective\n\n{''.join(self.extra)}ENTRY e {{\n{body}\n}}\n"

    def _root(self, name: str) -> str:
        """The last line: the value under the name ``r`` (a copy keeps parameters out of ROOT)."""
        result: Any = self.instr.shape
        shape = _plain(result)
        if result.is_tuple:
            elements = [self.add(_plain(e), f"get-tuple-element({name}), index={k}")
                        for k, e in enumerate(result.elements)]
            return f"  ROOT r = {shape} tuple({', '.join(elements)})"
        return f"  ROOT r = {shape} copy({name})"

    # ---- the pieces ----------------------------------------------------------------------------

    def error(self, message: str) -> XlacError:
        return XlacError(f"'{self.instr.name}' ({self.instr.opcode}): {message}", self.instr.loc)

    def device(self) -> str:
        config = _c_string(f"{self.n} {self.instr.name}")
        return self.add("s32[]", f"custom-call({self.site_id()}), custom_call_target=\"{DEVICE_ID}\", {_CC}, "
                                 f"backend_config={config}")

    def site_id(self) -> str:
        """The last operand of every runtime call: the collective's number (collective_sites)."""
        return self.add("s32[]", f"constant({self.site})")

    def row(self, table: list[Any], dev: str, dtype: str = "s32") -> str:
        """Row ``dev`` of a per-device constant table (a scalar when the rows are scalars)."""
        if isinstance(table[0], list):
            width = len(table[0])
            const = self.add(f"{dtype}[{self.n},{width}]", f"constant({_const(table)})")
            zero = self.add("s32[]", "constant(0)")
            return self.add(f"{dtype}[1,{width}]", f"dynamic-slice({const}, {dev}, {zero}), "
                                                     f"dynamic_slice_sizes={{1,{width}}}")
        const = self.add(f"{dtype}[{self.n}]", f"constant({_const(table)})")
        one = self.add(f"{dtype}[1]", f"dynamic-slice({const}, {dev}), dynamic_slice_sizes={{1}}")
        return self.add(f"{dtype}[]", f"reshape({one})")

    def groups(self) -> tuple[list[list[int]], list[int]]:
        """For every device: its group (global ids, in group order) and its place in it."""
        from xlac.evaluator.devices import DeviceContext

        groups, places = [], []
        for d in range(self.n):
            ctx = DeviceContext(d // self.partitions, d % self.partitions, self.replicas, self.partitions, None)
            group = ctx.participants(self.instr)
            groups.append(group)
            places.append(group.index(d))
        if len({len(g) for g in groups}) != 1:
            raise self.error("replica groups of different sizes cannot be compiled for several devices "
                             "(use --target interpreter)")
        return groups, places

    def gather(self, operand: str, shape: ArrayShape, group: str, size: int, target: str = ALL_GATHER) -> str:
        """Every group member's ``operand`` stacked in group order (or, for an all-reduce
        target, reduced by the transport in its place)."""
        dims = ((size,) if target == ALL_GATHER else ()) + tuple(shape.dims)
        config = _c_string(f"{shape.byte_size} {size} {self.instr.name}")
        constraints = f"{{{_row_major(shape.dtype.name, shape.dims)}, s32[1,{size}]{{1,0}}, s32[]}}"
        return self.add(_row_major(shape.dtype.name, dims), f"custom-call({operand}, {group}, {self.site_id()}), custom_call_target="
                                          f"\"{target}\", {_CC}, backend_config={config}, "
                                          f"operand_layout_constraints={constraints}")

    def part(self, stacked: str, shape: ArrayShape, i: int) -> str:
        """Slice ``i`` of a stack, as the operand's shape."""
        window = ", ".join([f"[{i}:{i + 1}]"] + [f"[0:{d}]" for d in shape.dims])
        one = self.add(f"{shape.dtype.name}[{','.join(map(str, (1,) + tuple(shape.dims)))}]",
                       f"slice({stacked}), slice={{{window}}}")
        return self.add(_plain(shape), f"reshape({one})")

    def chunk(self, value: str, shape: ArrayShape, dim: int, parts: int, place: str) -> str:
        """Chunk ``place`` of ``parts`` equal chunks of ``value`` along ``dim``."""
        if shape.rank <= dim or shape.dims[dim] % parts:
            raise self.error(f"dimension {dim} of {shape} does not split into {parts} equal parts")
        size = shape.dims[dim] // parts
        width = self.add("s32[]", f"constant({size})")
        start = self.add("s32[]", f"multiply({place}, {width})")
        zero = self.add("s32[]", "constant(0)")
        starts = ", ".join(start if k == dim else zero for k in range(shape.rank))
        dims = [size if k == dim else d for k, d in enumerate(shape.dims)]
        return self.add(f"{shape.dtype.name}[{','.join(map(str, dims))}]",
                        f"dynamic-slice({value}, {starts}), dynamic_slice_sizes={{{','.join(map(str, dims))}}}")

    def fold(self, parts: list[str], shape: ArrayShape) -> str:
        """parts[0] op parts[1] op ... in group order, ``op`` being the all-reduce's to_apply."""
        reducer = self.instr.attrs.get("to_apply")
        if not isinstance(reducer, Computation):
            raise self.error("needs to_apply")
        if not self.extra:
            from xlac.hlo.printer import print_computation

            for comp in _with_callees(reducer):
                self.extra.append(print_computation(comp).replace("ENTRY ", "") + "\n\n")
        acc = parts[0]
        dims = ",".join(map(str, range(shape.rank)))
        for x in parts[1:]:
            acc = self.add(_plain(shape), f"map({acc}, {x}), dimensions={{{dims}}}, to_apply=%{reducer.name}")
        return acc

    # ---- the collectives -----------------------------------------------------------------------

    def collective(self, op: str) -> list[str]:
        """The values of ``op`` (one per operand, or the tuple form's), as names."""
        instr = self.instr
        shapes: list[Any] = [o.shape for o in instr.operands]
        if any(not isinstance(s, ArrayShape) or not s.dtype.is_array for s in shapes):
            raise self.error("only array operands can be compiled for several devices")
        if op == "collective-permute":
            return [self.permute(shapes)]
        groups, places = self.groups()
        size = len(groups[0])
        dev = self.device()
        group = self.row(groups, dev)
        place = self.row(places, dev)
        kind = reduction_kind(instr.attrs.get("to_apply")) if op == "all-reduce" else None
        if kind is not None and all(s.dtype.name in REDUCE_DTYPES for s in shapes):
            return [self.gather(f"p{k}", s, group, size, ALL_REDUCE[kind, s.dtype.name]) for k, s in enumerate(shapes)]
        stacks = [self.gather(f"p{k}", s, group, size) for k, s in enumerate(shapes)]
        parts = [[self.part(stack, s, i) for i in range(size)] for stack, s in zip(stacks, shapes)]
        dims = instr.attrs.get("dimensions")
        dim = int(dims[0]) if dims else None
        if op == "all-reduce":
            return [self.fold(p, s) for p, s in zip(parts, shapes)]
        if op == "collective-broadcast":
            return [p[0] for p in parts]
        if op == "all-gather":
            assert dim is not None
            out = []
            for p, s in zip(parts, shapes):
                dims_out = [d * size if k == dim else d for k, d in enumerate(s.dims)]
                out.append(self.add(f"{s.dtype.name}[{','.join(map(str, dims_out))}]",
                                    f"concatenate({', '.join(p)}), dimensions={{{dim}}}"))
            return out
        if op == "reduce-scatter":
            assert dim is not None
            return [self.chunk(self.fold(p, s), s, dim, size, place) for p, s in zip(parts, shapes)]
        if op == "all-to-all":
            if dim is not None:
                out = []
                for p, s in zip(parts, shapes):
                    chunks = [self.chunk(x, s, dim, size, place) for x in p]
                    out.append(self.add(_plain(s), f"concatenate({', '.join(chunks)}), dimensions={{{dim}}}"))
                return out
            if len(shapes) != size or len({_plain(s) for s in shapes}) != 1:
                raise self.error(f"the tuple form needs {size} operands of one shape (one per device)")
            # result j is device j's operand number `place`: stack the stacks, pick [place, j]
            s = shapes[0]
            lifted = [self.add(f"{s.dtype.name}[{','.join(map(str, (1, size) + tuple(s.dims)))}]",
                               f"reshape({stack})") for stack in stacks]
            every = self.add(f"{s.dtype.name}[{','.join(map(str, (size, size) + tuple(s.dims)))}]",
                             f"concatenate({', '.join(lifted)}), dimensions={{0}}")
            zero = self.add("s32[]", "constant(0)")
            out = []
            for j in range(size):
                jj = self.add("s32[]", f"constant({j})")
                starts = ", ".join([place, jj] + [zero] * s.rank)
                sizes = ",".join(map(str, (1, 1) + tuple(s.dims)))
                one = self.add(f"{s.dtype.name}[{sizes}]",
                               f"dynamic-slice({every}, {starts}), dynamic_slice_sizes={{{sizes}}}")
                out.append(self.add(_plain(s), f"reshape({one})"))
            return out
        raise self.error("is not a collective xlac can compile for several devices")

    def permute(self, shapes: list[Any]) -> str:
        """collective-permute: pairs of replica ids (or partition ids with a channel_id)."""
        instr = self.instr
        if len(shapes) != 1:
            raise self.error("only the one-operand form can be compiled for several devices")
        cross_partition = "channel_id" in instr.attrs
        space = self.partitions if cross_partition else self.replicas
        pairs = parse_groups(str(instr.attrs.get("source_target_pairs", "{}")), instr.loc) or []
        if any(len(pair) != 2 or max(pair) >= space for pair in pairs):
            raise self.error(f"source_target_pairs must be pairs of ids below {space}")
        sources, targets = [], []
        for d in range(self.n):
            r, p = divmod(d, self.partitions)
            mine = p if cross_partition else r
            ids = [r * self.partitions + q for q in range(space)] if cross_partition else \
                [q * self.partitions + p for q in range(space)]  # global ids of the ids pairs name
            found = [ids[s] for s, t in pairs if t == mine]
            sources.append(found[0] if found else -1)
            targets.append([ids[t] for s, t in pairs if s == mine])
        width = max(1, max(len(t) for t in targets))
        targets = [t + [-1] * (width - len(t)) for t in targets]
        dev = self.device()
        source = self.row(sources, dev)
        target = self.row(targets, dev)
        shape = shapes[0]
        config = _c_string(f"{shape.byte_size} {width} {instr.name}")
        own = _row_major(shape.dtype.name, shape.dims)
        constraints = f"{{{own}, s32[], s32[1,{width}]{{1,0}}, s32[]}}"
        return self.add(own,
                        f"custom-call(p0, {source}, {target}, {self.site_id()}), custom_call_target=\"{PERMUTE}\", "
                        f"{_CC}, "
                        f"backend_config={config}, operand_layout_constraints={constraints}")

    def start(self, values: list[str]) -> str:
        """The op's value from its results: a tuple for several, and a `-start`'s state tuple
        ((operands, results[, scratch])) as the evaluator builds it."""
        instr = self.instr
        ops = [f"p{k}" for k in range(len(instr.operands))]
        single = len(values) == 1 and not (instr.shape.is_tuple and not instr.opcode.endswith("-start"))
        if single:
            result = values[0]
        else:
            shape = "(" + ", ".join(self.shapes[v] for v in values) + ")"
            result = self.add(shape, f"tuple({', '.join(values)})")
        if not instr.opcode.endswith("-start") or not instr.shape.is_tuple:
            return result
        elements: list[Any] = list(instr.shape.elements)  # type: ignore[union-attr]
        if _sugar(instr):  # async-start's state: ((operands), result, context...)
            parts = [self.add("(" + ", ".join(_plain(o.shape) for o in instr.operands) + ")",
                              f"tuple({', '.join(ops)})"), result]
        elif instr.opcode == "collective-permute-start" and len(elements) >= 2 and not elements[0].is_tuple \
                and len(ops) == 1:
            parts = [ops[0], result]
        elif len(elements) == 2 and len(ops) > 1 and all(not e.is_tuple for e in elements):
            return result
        else:
            operands = ops[0] if len(ops) == 1 else self.add(
                "(" + ", ".join(_plain(o.shape) for o in instr.operands) + ")", f"tuple({', '.join(ops)})")
            parts = [operands, result]
        for e in elements[len(parts):]:
            if e.is_tuple or not e.dtype.is_array:
                raise self.error(f"a start state element {e} cannot be compiled for several devices")
            zero = self.add(f"{e.dtype.name}[]", "constant(0)")
            parts.append(self.add(_plain(e), f"broadcast({zero}), dimensions={{}}"))
        return self.add(_plain(instr.shape), f"tuple({', '.join(parts)})")


def _with_callees(comp: Computation) -> list[Computation]:
    """``comp`` and every computation it calls, callees first."""
    out: list[Computation] = []
    seen: set[int] = set()

    def visit(c: Computation) -> None:
        if id(c) in seen:
            return
        seen.add(id(c))
        for i in c.instructions:
            for callee in i.called_computations():
                visit(callee)
        out.append(c)

    visit(comp)
    return out
