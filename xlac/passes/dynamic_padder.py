"""Bounded dynamic dimensions, as XLA's DynamicPadder runs them: every array keeps its bound's
buffer, the run-time size of each dynamic dimension is tracked as an s32[] value, and only the
ops whose valid elements would read the padding are rewritten. After it the module has static
semantics, so every target runs it unchanged.

    d = f32[<=8] set-dimension-size(x, n), dimensions={0}
    r = f32[] reduce(d, zero), dimensions={0}, to_apply=add
    g = s32[] get-dimension-size(d), dimensions={0}
  becomes
    m = pred[8] compare(iota, broadcast(n)), direction=LT
    r = f32[] reduce(select(m, d, broadcast(zero)), zero), dimensions={0}, to_apply=add
    (uses of g read n)

Sizes flow through elementwise ops, broadcast, transpose, reshapes that keep the dimension,
full slices, tuples and get-tuple-element; reduce masks the reduced dynamic dimensions with its
init value, dot its contracting ones with zeros. As in XLA, a size is used as given:
get-dimension-size returns it even past the bound, and a mask compares indices with it (so a
size past the bound keeps every element, a negative one none). Elements past the size in a
result are unspecified (XLA:CPU leaves what its loops left there). Any other op reading a
dimension of run-time size is refused, naming it: it would silently read the padding.
"""

from __future__ import annotations

from typing import Any

from xlac.errors import XlacError
from xlac.hlo import opcodes
from xlac.hlo.attributes import Ident
from xlac.hlo.dtypes import PRED, S32
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, TupleShape
from xlac.passes.rewrite import Namer, add_instruction, finish, replace_uses

Sizes = Any  # dict[int, Instruction] for an array value (dimension -> its s32[] size); tuple for a tuple

_PASS_THROUGH = frozenset({"copy", "opt-barrier", "domain"})


def has_dynamic_sizes(module: Module) -> bool:
    """Does ``module`` set a dimension to a size that may differ from its bound?"""
    return any(i.opcode == "set-dimension-size" and _static_size(i) is None
               for c in module.computations for i in c.instructions)


class DynamicPadder:
    name = "dynamic-padder"

    def run(self, module: Module) -> bool:
        if not has_dynamic_sizes(module):
            return False
        namer = Namer(module)
        changed = [c for c in module.computations if _Padder(c, namer).run()]
        finish(module, changed)
        return bool(changed)


def _static_size(instr: Instruction) -> int | None:
    """A set-dimension-size whose size is a constant equal to the bound: no run-time size."""
    size, dims = instr.operands[1], tuple(instr.attrs.get("dimensions", ()))
    if size.opcode != "constant" or size.shape.is_tuple or _arr(size).rank or len(dims) != 1:
        return None
    bound = _arr(instr.operands[0]).dims[dims[0]]
    return bound if int(size.literal) == bound else None


class _Padder:
    def __init__(self, comp: Computation, namer: Namer):
        self.comp, self.namer = comp, namer
        self.sizes: dict[Instruction, Sizes] = {}
        self.changed = False

    def run(self) -> bool:
        for instr in list(self.comp.instructions):
            if instr.opcode == "parameter":
                continue
            sizes = self.visit(instr)
            if _any(sizes):
                self.sizes[instr] = sizes
        return self.changed

    # ---- helpers ------------------------------------------------------------------------------

    def of(self, instr: Instruction) -> Sizes:
        return self.sizes.get(instr, {} if not instr.shape.is_tuple else tuple({} for _ in range(_count(instr))))

    def add(self, opcode: str, shape: Any, operands: list[Instruction], attrs: dict | None = None,
            name: str = "dyn") -> Instruction:
        self.changed = True
        return add_instruction(self.comp, self.namer, opcode, shape, operands, attrs, name=name)

    def refuse(self, instr: Instruction, operand: Instruction) -> XlacError:
        sizes = self.of(operand)
        dims = sorted(sizes) if isinstance(sizes, dict) else []
        which = f"dimension {dims[0]}" if len(dims) == 1 else f"dimensions {dims}" if dims else "a dimension"
        return XlacError(f"'{instr.name}' ({instr.opcode}) reads '{operand.name}', whose {which} has a run-time "
                         f"size (set-dimension-size): xlac runs dynamic dimensions through elementwise ops, "
                         f"broadcast, transpose, reshape, slice, reduce, dot, tuples and get-dimension-size, "
                         f"not {instr.opcode}", instr.loc)

    def zero(self, shape: ArrayShape) -> Instruction:
        import numpy as np

        zero = self.add("constant", ArrayShape(shape.dtype, ()), [], name="dyn.zero")
        zero.literal = np.zeros((), shape.dtype.np)
        return zero

    def mask(self, x: Instruction, dims: dict[int, Instruction], fill: Instruction) -> Instruction:
        """``x`` with the elements past each size in ``dims`` replaced by the scalar ``fill``."""
        shape = x.shape
        assert isinstance(shape, ArrayShape)
        plain = ArrayShape(shape.dtype, shape.dims)
        where = None
        for d, size in sorted(dims.items()):
            index = self.add("iota", ArrayShape(S32, shape.dims), [], {"iota_dimension": d}, "dyn.index")
            bound = self.add("broadcast", ArrayShape(S32, shape.dims), [size], {"dimensions": ()}, "dyn.size")
            inside = self.add("compare", ArrayShape(PRED, shape.dims), [index, bound], {"direction": Ident("LT")},
                              "dyn.valid")
            where = inside if where is None else self.add("and", ArrayShape(PRED, shape.dims), [where, inside],
                                                          name="dyn.valid")
        assert where is not None
        filler = self.add("broadcast", plain, [fill], {"dimensions": ()}, "dyn.fill")
        return self.add("select", plain, [where, x, filler], name="dyn.masked")

    # ---- ops ----------------------------------------------------------------------------------

    def visit(self, instr: Instruction) -> Sizes:
        op, ops = instr.opcode, instr.operands
        if op == "set-dimension-size":
            sizes = dict(self.of(ops[0]))
            d = tuple(instr.attrs["dimensions"])[0]
            if _static_size(instr) is None:
                sizes[d] = ops[1]
            else:
                sizes.pop(d, None)
            return sizes
        if not any(_any(self.of(o)) for o in ops):
            return {} if not instr.shape.is_tuple else self.of(instr)
        if op == "get-dimension-size":
            size = self.of(ops[0]).get(tuple(instr.attrs["dimensions"])[0])
            if size is not None:
                replace_uses(self.comp, self.namer, instr, size)
                self.changed = True
            return {}
        if op == "tuple":
            return tuple(self.of(o) for o in ops)
        if op == "get-tuple-element":
            return self.of(ops[0])[instr.attrs["index"]]
        info = opcodes.lookup(op)
        if op in _PASS_THROUGH or (info is not None and info.is_elementwise):
            return self.elementwise(instr)
        handler = getattr(self, "op_" + op.replace("-", "_"), None)
        if handler is None:
            raise self.refuse(instr, next(o for o in ops if _any(self.of(o))))
        return handler(instr)

    def elementwise(self, instr: Instruction) -> Sizes:
        if instr.shape.is_tuple:  # opt-barrier of a tuple
            return self.of(instr.operands[0])
        out: dict[int, Instruction] = {}
        for o in instr.operands:
            if not o.shape.is_tuple and _arr(o).rank == _arr(instr).rank:
                for d, size in self.of(o).items():
                    out.setdefault(d, size)
            elif _any(self.of(o)):
                raise self.refuse(instr, o)
        return out

    def op_broadcast(self, instr: Instruction) -> Sizes:
        dims = tuple(instr.attrs.get("dimensions", ()))
        return {dims[d]: size for d, size in self.of(instr.operands[0]).items()}

    def op_transpose(self, instr: Instruction) -> Sizes:
        perm = tuple(instr.attrs["dimensions"])
        sizes = self.of(instr.operands[0])
        return {j: sizes[d] for j, d in enumerate(perm) if d in sizes}

    def op_reshape(self, instr: Instruction) -> Sizes:
        """Only reshapes that add or drop dimensions of size 1 keep a dynamic dimension where
        it can be followed; merging or splitting one is refused."""
        x = instr.operands[0]
        src = [(d, n) for d, n in enumerate(_arr(x).dims) if n != 1]
        dst = [(d, n) for d, n in enumerate(_arr(instr).dims) if n != 1]
        sizes = self.of(x)
        if [n for _, n in src] != [n for _, n in dst] or any(_arr(x).dims[d] == 1 for d in sizes):
            raise self.refuse(instr, x)
        where = {s: t for (s, _), (t, _) in zip(src, dst)}
        return {where[d]: size for d, size in sizes.items()}

    def op_slice(self, instr: Instruction) -> Sizes:
        x = instr.operands[0]
        sizes = self.of(x)
        for d in sizes:
            start, limit, stride = instr.attrs["slice"].ranges[d]
            if (start, limit, stride) != (0, _arr(x).dims[d], 1):
                raise self.refuse(instr, x)
        return dict(sizes)

    def op_reduce(self, instr: Instruction) -> Sizes:
        n = len(instr.operands) // 2
        reduced = tuple(instr.attrs["dimensions"])
        inputs, inits = instr.operands[:n], instr.operands[n:]
        kept: dict[int, Instruction] = {}
        for k, x in enumerate(inputs):
            sizes = self.of(x)
            if _any(self.of(inits[k])):
                raise self.refuse(instr, inits[k])
            masked = {d: s for d, s in sizes.items() if d in reduced}
            if masked:
                instr.operands[k] = self.mask(x, masked, inits[k])
            survivors = [d for d in range(_arr(x).rank) if d not in reduced]
            for d, s in sizes.items():
                if d not in reduced:
                    kept.setdefault(survivors.index(d), s)
        if instr.shape.is_tuple:
            return tuple(dict(kept) for _ in range(_count(instr)))
        return kept

    def op_dot(self, instr: Instruction) -> Sizes:
        a = instr.attrs
        lhs, rhs = instr.operands
        lb, rb = tuple(a.get("lhs_batch_dims", ())), tuple(a.get("rhs_batch_dims", ()))
        lc, rc = tuple(a.get("lhs_contracting_dims", ())), tuple(a.get("rhs_contracting_dims", ()))
        ls, rs = self.of(lhs), self.of(rhs)
        contracting = {}
        for x, y in zip(lc, rc):  # one side's size is the pair's (XLA requires them equal)
            size = ls.get(x) or rs.get(y)
            if size is not None:
                contracting[(x, y)] = size
        if contracting:
            zero = self.zero(_arr(lhs))
            rzero = zero if _arr(rhs).dtype == _arr(lhs).dtype else self.zero(_arr(rhs))
            instr.operands[0] = self.mask(lhs, {x: s for (x, _), s in contracting.items()}, zero)
            instr.operands[1] = self.mask(rhs, {y: s for (_, y), s in contracting.items()}, rzero)
        out: dict[int, Instruction] = {}
        for k, (x, y) in enumerate(zip(lb, rb)):
            size = ls.get(x) or rs.get(y)
            if size is not None:
                out[k] = size
        lfree = [d for d in range(_arr(lhs).rank) if d not in lb and d not in lc]
        rfree = [d for d in range(_arr(rhs).rank) if d not in rb and d not in rc]
        for k, d in enumerate(lfree):
            if d in ls:
                out[len(lb) + k] = ls[d]
        for k, d in enumerate(rfree):
            if d in rs:
                out[len(lb) + len(lfree) + k] = rs[d]
        return out


def _arr(instr: Instruction) -> ArrayShape:
    """``instr``'s array shape (the ops this pass follows have array operands)."""
    shape = instr.shape
    assert isinstance(shape, ArrayShape), instr
    return shape


def _count(instr: Instruction) -> int:
    shape = instr.shape
    return len(shape.elements) if isinstance(shape, TupleShape) else 0


def _any(sizes: Sizes) -> bool:
    if isinstance(sizes, tuple):
        return any(_any(s) for s in sizes)
    return bool(sizes)
