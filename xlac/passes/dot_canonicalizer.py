"""Dot and convolution canonicalization: the code generator sees one form of each.

Every dot becomes ``[m, k] x [k, n] -> [m, n]`` or, with batch dimensions,
``[b, m, k] x [b, k, n] -> [b, m, n]`` (batch first, one contracting dimension), through
transposes and reshapes of the operands and a reshape of the result:

    d = f32[2,5] dot(f32[3,2] a, f32[5,3] b), lhs_contracting_dims={0}, rhs_contracting_dims={1}
  becomes
    at = f32[2,3] transpose(a), dimensions={1,0}
    bt = f32[3,5] transpose(b), dimensions={1,0}
    d  = f32[2,5] dot(at, bt), lhs_contracting_dims={1}, rhs_contracting_dims={0}

A vector operand gets a size-1 dimension (``m`` or ``n`` is then 1). Every convolution gets
the dimension labels ``b01f_01io->b01f`` (batch, spatial..., feature), through transposes of
input, kernel and result; windows, groups and dilations keep their meaning because spatial
dimensions keep their numbers. Fusion later folds these transposes into the operand reads.
"""

from __future__ import annotations

from math import prod

from xlac.hlo import attributes
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape, Layout
from xlac.passes.rewrite import Namer, add_instruction, finish, replace_uses

_DOT_ATTRS = ("lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims")


class DotCanonicalizer:
    name = "dot-canonicalizer"

    def run(self, module: Module) -> bool:
        namer = Namer(module)
        changed = []
        for comp in module.computations:
            replaced: set[Instruction] = set()
            for instr in list(comp.instructions):
                if instr.opcode == "dot" and not _dot_is_canonical(instr):
                    replace_uses(comp, namer, instr, _canonical_dot(instr, comp, namer))
                    replaced.add(instr)
                elif instr.opcode == "convolution" and not _conv_is_canonical(instr):
                    replace_uses(comp, namer, instr, _canonical_conv(instr, comp, namer))
                    replaced.add(instr)
            if replaced:
                comp.instructions = [i for i in comp.instructions if i not in replaced]
                changed.append(comp)
        if changed:
            finish(module, changed)
        return bool(changed)


def _dims(instr: Instruction) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(instr.attrs.get(k, ())) for k in _DOT_ATTRS)


def _dot_is_canonical(dot: Instruction) -> bool:
    lhs, rhs = dot.operands[0].shape, dot.operands[1].shape
    lb, rb, lc, rc = _dims(dot)
    if lb:
        return lhs.rank == 3 and rhs.rank == 3 and (lb, rb, lc, rc) == ((0,), (0,), (2,), (1,))
    return lhs.rank == 2 and rhs.rank == 2 and (lc, rc) == ((1,), (0,))


def _shape(dtype, dims) -> ArrayShape:
    return ArrayShape(dtype, tuple(dims), Layout.row_major(len(dims)))


def _permute_reshape(comp: Computation, namer: Namer, x: Instruction, perm: list[int],
                     dims: list[int]) -> Instruction:
    """transpose(x, perm) then reshape to ``dims``, skipping the steps that do nothing."""
    if perm != list(range(len(perm))):
        x = add_instruction(comp, namer, "transpose", _shape(x.shape.dtype, [x.shape.dims[p] for p in perm]),
                            [x], {"dimensions": tuple(perm)}, name=x.name + ".transpose")
    if list(x.shape.dims) != list(dims):
        x = add_instruction(comp, namer, "reshape", _shape(x.shape.dtype, dims), [x], name=x.name + ".reshape")
    return x


def _canonical_dot(dot: Instruction, comp: Computation, namer: Namer) -> Instruction:
    lhs, rhs = dot.operands[0], dot.operands[1]
    lb, rb, lc, rc = _dims(dot)
    lfree = [d for d in range(lhs.shape.rank) if d not in lb and d not in lc]
    rfree = [d for d in range(rhs.shape.rank) if d not in rb and d not in rc]
    size = lambda x, ds: prod(x.shape.dims[d] for d in ds)
    b, m, k, n = size(lhs, lb), size(lhs, lfree), size(lhs, lc), size(rhs, rfree)
    batch = [b] if lb else []
    new_lhs = _permute_reshape(comp, namer, lhs, list(lb) + lfree + list(lc), batch + [m, k])
    new_rhs = _permute_reshape(comp, namer, rhs, list(rb) + list(rc) + rfree, batch + [k, n])
    attrs = {key: value for key, value in dot.attrs.items() if key not in _DOT_ATTRS}
    if lb:
        attrs.update(lhs_batch_dims=(0,), rhs_batch_dims=(0,), lhs_contracting_dims=(2,), rhs_contracting_dims=(1,))
    else:
        attrs.update(lhs_contracting_dims=(1,), rhs_contracting_dims=(0,))
    out_dims = batch + [m, n]
    if tuple(out_dims) == dot.shape.dims:
        return add_instruction(comp, namer, "dot", dot.shape, [new_lhs, new_rhs], attrs, name=dot.name)
    new = add_instruction(comp, namer, "dot", _shape(dot.shape.dtype, out_dims), [new_lhs, new_rhs], attrs,
                          name=dot.name)
    return add_instruction(comp, namer, "reshape", dot.shape, [new], name=dot.name + ".reshape")


_CANONICAL_CONV = "b{s}f_{s}io->b{s}f"


def _conv_is_canonical(conv: Instruction) -> bool:
    dn = conv.attrs["dim_labels"]
    spatial = "".join(str(i) for i in range(len(dn.input_spatial)))
    return dn.text == _CANONICAL_CONV.format(s=spatial)


def _canonical_conv(conv: Instruction, comp: Computation, namer: Namer) -> Instruction:
    dn = conv.attrs["dim_labels"]
    x, w = conv.operands
    in_perm = [dn.input_batch, *dn.input_spatial, dn.input_feature]
    k_perm = [*dn.kernel_spatial, dn.kernel_input_feature, dn.kernel_output_feature]
    out_order = [dn.output_batch, *dn.output_spatial, dn.output_feature]
    new_x = _permute_reshape(comp, namer, x, in_perm, [x.shape.dims[p] for p in in_perm])
    new_w = _permute_reshape(comp, namer, w, k_perm, [w.shape.dims[p] for p in k_perm])
    spatial = "".join(str(i) for i in range(len(dn.input_spatial)))
    attrs = dict(conv.attrs)
    attrs["dim_labels"] = attributes.decode("dim_labels", _CANONICAL_CONV.format(s=spatial))
    out_shape = _shape(conv.shape.dtype, [conv.shape.dims[p] for p in out_order])
    new = add_instruction(comp, namer, "convolution", out_shape, [new_x, new_w], attrs, name=conv.name)
    back = [out_order.index(p) for p in range(len(out_order))]
    if back == list(range(len(back))):
        return new
    return add_instruction(comp, namer, "transpose", conv.shape, [new], {"dimensions": tuple(back)},
                           name=conv.name + ".transpose")
