"""The verifier rejects broken modules with the instruction's line:col, its name and what is wrong;
it accepts the whole corpus."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from corpus import case, case_names

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.parser import parse_file, parse_module
from xlac.hlo.verifier import parse_program_shape, verify

# Computations shared by the cases (each 5 lines, so ENTRY starts on line 6 after one of them).
ADD = "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n"
ADD3 = "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n  z = f32[] parameter(2)\n}\n"
ADDS = "add {\n  x = s32[] parameter(0)\n  y = s32[] parameter(1)\n  ROOT s = s32[] add(x, y)\n}\n"
LT = "lt {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = pred[] compare(x, y), direction=LT\n}\n"
BADCMP = "lt {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n"
COND = "cond {\n  c = (s32[], f32[4]) parameter(0)\n  ROOT i = s32[] get-tuple-element(c), index=0\n}\n"
COND_OK = "cond {\n  c = (s32[], f32[4]) parameter(0)\n  ROOT t = pred[] constant(true)\n}\n"
BODY = "body {\n  b = (s32[], f32[4]) parameter(0)\n  ROOT i = s32[] get-tuple-element(b), index=0\n}\n"
NEG = "neg {\n  a = f32[4] parameter(0)\n  ROOT n = f32[4] negate(a)\n}\n"
NEG2 = "neg2 {\n  a = f32[5] parameter(0)\n  ROOT n = f32[5] negate(a)\n}\n"

E = "ENTRY e {\n"
P = E + "  p = f32[4] parameter(0)\n"           # p on line 2, the next instruction on line 3
Q = P + "  q = f32[5] parameter(1)\n"           # the next instruction on line 4
I = P + "  i = s32[4] parameter(1)\n"
M = E + "  a = f32[4,8] parameter(0)\n  b = f32[7,3] parameter(1)\n"
Z = P + "  z = f32[] constant(0)\n"

# (name, module text, "line:col", message fragment)
CASES = [
    # operand counts
    ("unary_two_operands", P + "  ROOT r = f32[4] negate(p, p)\n}", "3:8", "'r': negate takes 1 operand, got 2"),
    ("binary_three_operands", P + "  ROOT r = f32[4] add(p, p, p)\n}", "3:8", "add takes 2 operands, got 3"),
    ("select_two_operands", P + "  ROOT r = f32[4] select(p, p)\n}", "3:8", "select takes 3 operands, got 2"),
    ("reduce_odd_operands", ADD + Z + "  ROOT r = f32[] reduce(p, z, z), dimensions={0}, to_apply=add\n}",
     "9:8", "needs N inputs followed by N init values"),
    ("scatter_even_operands", ADD + I + "  ROOT r = f32[4] scatter(p, i), update_window_dims={}, "
     "inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add\n}",
     "9:8", "an odd count >= 3"),
    # shapes
    ("binary_shape_mismatch", Q + "  ROOT r = f32[4] add(p, q)\n}", "4:8",
     "'r': operands have shapes f32[4] and f32[5]; add needs equal shapes"),
    ("written_shape_wrong", P + "  ROOT r = f32[5] add(p, p)\n}", "3:8",
     "the result is written as f32[5] but add of these operands gives f32[4]"),
    ("non_root_location", P + "  bad = f32[4] multiply(p, p, p)\n  ROOT r = f32[4] negate(p)\n}", "3:3",
     "'bad': multiply takes 2 operands"),
    ("compare_not_pred", P + "  ROOT r = f32[4] compare(p, p), direction=LT\n}", "3:8", "gives pred[4]"),
    ("broadcast_size", P + "  ROOT r = f32[3,5] broadcast(p), dimensions={1}\n}", "3:8",
     "operand dimension 0 has size 4 but result dimension 1 it maps to has size 5"),
    ("broadcast_rank", P + "  ROOT r = f32[3,4] broadcast(p), dimensions={}\n}", "3:8",
     "dimensions={} has 0 entries but the operand f32[4] has rank 1"),
    ("reshape_count", P + "  ROOT r = f32[5] reshape(p)\n}", "3:8", "changes the element count"),
    ("concat_mismatch", E + "  a = f32[4,2] parameter(0)\n  b = f32[3,3] parameter(1)\n"
     "  ROOT r = f32[7,2] concatenate(a, b), dimensions={0}\n}", "4:8",
     "operand 1 f32[3,3] does not match operand 0 f32[4,2] outside dimension 0"),
    ("dot_contracting_size", M + "  ROOT r = f32[4,3] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}",
     "4:8", "lhs contracting dimension 1 has size 8 but rhs contracting dimension 0 has size 7"),
    ("slice_out_of_range", P + "  ROOT r = f32[5] slice(p), slice={[0:5]}\n}", "3:8", "range [0:5] of dimension 0"),
    ("dynamic_slice_too_big", P + "  i = s32[] parameter(1)\n  ROOT r = f32[5] dynamic-slice(p, i), "
     "dynamic_slice_sizes={5}\n}", "4:8", "slice size 5 of dimension 0 is outside 0..4"),
    ("pad_vector_value", P + "  ROOT r = f32[6] pad(p, p), padding=1_1\n}", "3:8",
     "the padding value must be a scalar, got f32[4]"),
    ("gte_out_of_range", E + "  t = (f32[], s32[]) parameter(0)\n  ROOT r = f32[] get-tuple-element(t), index=2\n}",
     "3:8", "index=2 is out of range for (f32[], s32[]) (2 elements)"),
    ("gte_of_array", P + "  ROOT r = f32[] get-tuple-element(p), index=0\n}", "3:8", "must be a tuple, got f32[4]"),
    ("clamp_bound_shape", Q + "  ROOT r = f32[5] clamp(p, q, q)\n}", "4:8",
     "min f32[4] must be a scalar or have the operand's shape f32[5]"),
    ("topk_k_too_big", P + "  ROOT r = (f32[5], s32[5]) topk(p), k=5\n}", "3:8", "k=5 must be in 0..4"),
    # element types
    ("binary_type_mismatch", I + "  ROOT r = f32[4] add(p, i)\n}", "4:8", "operands have types f32 and s32"),
    ("shift_float", P + "  ROOT r = f32[4] shift-left(p, p)\n}", "3:8",
     "operand type f32 is not allowed; shift-left needs an integer type"),
    ("and_float", P + "  ROOT r = f32[4] and(p, p)\n}", "3:8", "and needs an integer or pred type"),
    ("popcnt_float", P + "  ROOT r = f32[4] popcnt(p)\n}", "3:8", "popcnt needs an integer type"),
    ("clz_pred", E + "  b = pred[4] parameter(0)\n  ROOT r = pred[4] count-leading-zeros(b)\n}", "3:8",
     "operand type pred is not allowed"),
    ("is_finite_int", I + "  ROOT r = pred[4] is-finite(i)\n}", "4:8", "is-finite needs a floating-point type"),
    ("sqrt_int", I + "  ROOT r = s32[4] sqrt(i)\n}", "4:8", "sqrt needs a floating-point or complex type"),
    ("select_pred_dims", P + "  c = pred[3] parameter(1)\n  ROOT r = f32[4] select(c, p, p)\n}", "4:8",
     "the predicate pred[3] must be a scalar or have the dimensions of the operands f32[4]"),
    ("select_int_pred", I + "  ROOT r = f32[4] select(i, p, p)\n}", "4:8", "the predicate has type s32; it must be pred"),
    ("compare_type_attr", P + "  ROOT r = pred[4] compare(p, p), direction=LT, type=SIGNED\n}", "3:8",
     "type=SIGNED needs signed integer operands, got f32"),
    ("bitcast_convert_widths", P + "  ROOT r = f64[4] bitcast-convert(p)\n}", "3:8", "needs a last dimension of size 2"),
    ("convert_changes_dims", P + "  ROOT r = s32[5] convert(p)\n}", "3:8", "written as s32[5] but convert"),
    ("iota_dimension", E + "  ROOT r = s32[4] iota(), iota_dimension=1\n}", "2:8", "iota_dimension=1 is out of range"),
    # dimension numbers
    ("transpose_repeat", E + "  a = f32[2,3] parameter(0)\n  ROOT r = f32[2,2] transpose(a), dimensions={0,0}\n}",
     "3:8", "dimensions={0,0} is not a permutation"),
    ("reverse_out_of_range", P + "  ROOT r = f32[4] reverse(p), dimensions={1}\n}", "3:8",
     "dimensions={1}: dimension 1 is out of range for f32[4] (rank 1)"),
    ("dot_dim_out_of_range", M + "  ROOT r = f32[4,3] dot(a, b), lhs_contracting_dims={2}, rhs_contracting_dims={0}\n}",
     "4:8", "dimension 2 is out of range for the lhs f32[4,8]"),
    ("dot_dim_repeated", E + "  a = f32[4,4] parameter(0)\n  ROOT r = f32[4] dot(a, a), lhs_batch_dims={0}, "
     "rhs_batch_dims={0}, lhs_contracting_dims={0}, rhs_contracting_dims={1}\n}", "3:8", "dimension 0 is repeated"),
    ("reduce_dim_out_of_range", ADD + Z + "  ROOT r = f32[] reduce(p, z), dimensions={3}, to_apply=add\n}",
     "9:8", "dimension 3 is out of range for f32[4]"),
    ("gather_index_vector_dim", E + "  a = f32[4,3] parameter(0)\n  i = s32[2] parameter(1)\n"
     "  ROOT r = f32[2,3] gather(a, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, "
     "index_vector_dim=3, slice_sizes={1,3}\n}", "4:8", "index_vector_dim=3 must be in 0..1"),
    ("conv_features", E + "  a = f32[1,8,8,3] parameter(0)\n  k = f32[3,3,4,16] parameter(1)\n"
     "  ROOT r = f32[1,6,6,16] convolution(a, k), window={size=3x3}, dim_labels=b01f_01io->b01f\n}", "4:8",
     "input features 3 / feature_group_count 1 must equal the kernel's input features 4"),
    ("reduce_window_rank", ADD + Z + "  ROOT r = f32[3] reduce-window(p, z), window={size=2x2}, to_apply=add\n}",
     "9:8", "the window has 2 dimensions but the input has rank 1"),
    # called computations
    ("reduce_three_params", ADD3 + Z + "  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=add\n}", "10:8",
     "computation 'add' takes 3 parameters; reducing 1 input needs 2"),
    ("reduce_wrong_type", ADDS + Z + "  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=add\n}", "9:8",
     "init value 0 has type f32 but computation 'add' accumulates s32"),
    ("while_cond_not_pred", COND + BODY + E + "  s = (s32[], f32[4]) parameter(0)\n"
     "  ROOT w = (s32[], f32[4]) while(s), condition=cond, body=body\n}", "11:8",
     "condition 'cond' must return pred[], returns s32[]"),
    ("while_body_shape", COND_OK + BODY + E + "  s = (s32[], f32[4]) parameter(0)\n"
     "  ROOT w = (s32[], f32[4]) while(s), condition=cond, body=body\n}", "11:8",
     "body 'body' returns s32[] but the loop carries (s32[], f32[4])"),
    ("conditional_pred_three_branches", NEG + E + "  c = pred[] parameter(0)\n  p = f32[4] parameter(1)\n"
     "  ROOT r = f32[4] conditional(c, p, p, p), branch_computations={neg, neg, neg}\n}", "8:8",
     "a pred index needs 2 branches (true, false), got 3"),
    ("conditional_operand_shape", NEG + NEG2 + E + "  c = s32[] parameter(0)\n  p = f32[4] parameter(1)\n"
     "  ROOT r = f32[4] conditional(c, p, p), branch_computations={neg, neg2}\n}", "12:8",
     "computation 'neg2' parameter 0 has shape f32[5] but branch operand 0 has shape f32[4]"),
    ("sort_comparator_not_pred", BADCMP + P + "  ROOT r = f32[4] sort(p), dimensions={0}, to_apply=lt\n}",
     "8:8", "comparator 'lt' must return pred[], returns f32[]"),
    ("sort_comparator_arity", LT + E + "  p = f32[4] parameter(0)\n  q = s32[4] parameter(1)\n"
     "  ROOT r = (f32[4], s32[4]) sort(p, q), dimensions={0}, to_apply=lt\n}", "9:8",
     "comparator 'lt' must take (f32[], f32[], s32[], s32[]), takes (f32[], f32[])"),
    ("call_arity", NEG + Q + "  ROOT r = f32[4] call(p, q), to_apply=neg\n}", "8:8",
     "computation 'neg' takes 1 parameter but is given 2 operands"),
    ("map_non_scalar", NEG + P + "  ROOT r = f32[4] map(p), dimensions={0}, to_apply=neg\n}", "7:8",
     "computation 'neg' parameter 0 has shape f32[4] but operand element 0 has shape f32[]"),
    # attributes
    ("unknown_attribute", P + "  ROOT r = f32[4] add(p, p), foo=1\n}", "3:8",
     "unexpected attribute 'foo' for add; add takes only the common attributes: backend_config"),
    ("attribute_of_other_op", P + "  ROOT r = f32[4] negate(p), dimensions={0}\n}", "3:8",
     "unexpected attribute 'dimensions' for negate"),
    ("unknown_attribute_lists_allowed", P + "  ROOT r = f32[4] reverse(p), dimensions={0}, dimension={0}\n}", "3:8",
     "unexpected attribute 'dimension' for reverse; allowed: dimensions (and the common ones"),
    # output_to_operand_aliasing (a fuzz finding: an operand number past the operands)
    ("alias_operand_out_of_range", P + '  ROOT r = f32[4] custom-call(p), custom_call_target="t", '
     'output_to_operand_aliasing={{}: (10, {})}\n}', "3:8",
     "output_to_operand_aliasing names operand 10; the instruction has 1 operand"),
    ("alias_result_index", P + '  ROOT r = f32[4] custom-call(p), custom_call_target="t", '
     'output_to_operand_aliasing={{1}: (0, {})}\n}', "3:8", "output_to_operand_aliasing: index {1} is not in"),
    ("alias_shape_mismatch", P + '  q = f32[2] parameter(1)\n  ROOT r = f32[4] custom-call(p, q), custom_call_target="t", '
     'output_to_operand_aliasing={{}: (1, {})}\n}', "4:8", "pairs result f32[4] with operand 1's f32[2]"),
    # async pairs: a `-done` takes its `-start` (a fuzz finding: all-gather-done of a reshape)
    ("all_gather_done_of_reshape", P + "  r2 = f32[2,2] reshape(p)\n  ROOT r = f32[4] all-gather-done(r2)\n}", "4:8",
     "'r': the operand of all-gather-done must be an all-gather-start, got 'r2' (reshape)"),
    ("all_reduce_done_of_parameter", P + "  ROOT r = f32[4] all-reduce-done(p)\n}", "3:8",
     "the operand of all-reduce-done must be an all-reduce-start, got 'p' (parameter)"),
    ("permute_done_of_tuple", P + "  u = u32[] constant(0)\n  s = (f32[4], f32[4], u32[], u32[]) tuple(p, p, u, u)\n"
     "  ROOT r = f32[4] collective-permute-done(s)\n}", "5:8",
     "the operand of collective-permute-done must be a collective-permute-start, got 's' (tuple)"),
    ("copy_done_of_negate", P + "  n = f32[4] negate(p)\n  ROOT r = f32[4] copy-done(n)\n}", "4:8",
     "the operand of copy-done must be a copy-start, got 'n' (negate)"),
    ("send_done_of_token", P + "  k = token[] after-all()\n  ROOT r = token[] send-done(k), channel_id=1\n}", "4:8",
     "the operand of send-done must be a send or a get-tuple-element, got 'k' (after-all)"),
    ("async_done_of_tuple", P + "  u = u32[] constant(0)\n  t = (f32[4]) tuple(p)\n  s = ((f32[4]), f32[4], u32[]) "
     "tuple(t, p, u)\n  ROOT r = f32[4] async-done(s)\n}", "6:8",
     "the operand of async-done must be an async-start or an async-update, got 's' (tuple)"),
    ("async_sugar_other_op", P + "  s = ((f32[4]), f32[4], u32[]) negate-start(p)\n  ROOT r = f32[4] abs-done(s)\n}",
     "4:8", "the operand of abs-done must be an abs-start or an abs-update, got 's' (negate-start)"),
    ("async_done_other_computation", NEG + "abs {\n  a = f32[4] parameter(0)\n  ROOT n = f32[4] abs(a)\n}\n" + P
     + "  s = ((f32[4]), f32[4], u32[]) async-start(p), calls=neg\n  ROOT r = f32[4] async-done(s), calls=abs\n}",
     "12:8", "async-done calls 'abs' but its operand 's' calls 'neg'"),
    ("all_gather_done_result", P + "  s = (f32[4], f32[4]) all-gather-start(p), replica_groups={{0}}, dimensions={0}\n"
     "  ROOT r = s32[2,3] all-gather-done(s)\n}", "4:8",
     "the result is written as s32[2,3] but all-gather-done of these operands gives f32[4]"),
    ("permute_done_result", P + "  s = (f32[4], f32[4], u32[], u32[]) collective-permute-start(p), "
     "source_target_pairs={{0,0}}\n  ROOT r = f32[7] collective-permute-done(s)\n}", "4:8",
     "the result is written as f32[7] but collective-permute-done of these operands gives f32[4]"),
    # module level
    ("entry_layout_parameter", "HloModule m, entry_computation_layout={(f32[5]{0})->f32[4]{0}}\n" + P
     + "  ROOT r = f32[4] negate(p)\n}", "3:3",
     "'p': entry parameter 0 has shape f32[4] but entry_computation_layout says f32[5]"),
    ("entry_layout_result", "HloModule m, entry_computation_layout={(f32[4]{0})->f32[5]{0}}\n" + P
     + "  ROOT r = f32[4] negate(p)\n}", "4:8", "the ENTRY result has shape f32[4] but entry_computation_layout says f32[5]"),
    ("entry_layout_count", "HloModule m, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[4]{0}}\n" + P
     + "  ROOT r = f32[4] negate(p)\n}", "2:1", "lists 2 parameters but ENTRY computation 'e' has 1"),
]


def _verify_text(text: str) -> XlacError:
    module = parse_module(text, "case.hlo")  # every case parses: the verifier must catch it
    with pytest.raises(XlacError) as info:
        verify(module)
    return info.value


@pytest.mark.parametrize("name,text,where,fragment", CASES, ids=[c[0] for c in CASES])
def test_broken_module(name: str, text: str, where: str, fragment: str) -> None:
    err = _verify_text(text)
    assert fragment in err.message, err.message
    assert err.loc is not None and f"{err.loc.line}:{err.loc.column}" == where, (str(err.loc), err.message)
    assert err.loc.file == "case.hlo"


def _drop(opcode: str, attr: str) -> Callable[[Module], None]:
    def mutate(module: Module) -> None:
        instr = next(i for i in module.all_instructions() if i.opcode == opcode)
        del instr.attrs[attr]
    return mutate


# Missing attributes cannot be written (the parser refuses them), but passes can produce them.
MUTATIONS = [
    ("missing_dimensions", P + "  ROOT r = f32[4] reverse(p), dimensions={0}\n}", _drop("reverse", "dimensions"),
     "3:8", "'r': reverse needs the attribute 'dimensions'"),
    ("missing_to_apply", ADD + Z + "  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=add\n}",
     _drop("reduce", "to_apply"), "9:8", "reduce needs the attribute 'to_apply'"),
    ("missing_direction", P + "  ROOT r = pred[4] compare(p, p), direction=LT\n}", _drop("compare", "direction"),
     "3:8", "compare needs the attribute 'direction'"),
    ("parameter_gap", Q + "  ROOT r = f32[5] negate(q)\n}", lambda m: setattr(m.entry.parameters[1], "parameter_number", 2),
     "1:1", "parameters of computation 'e' are numbered [0, 2]; they must be 0..1"),
    ("two_entries", NEG + P + "  ROOT r = f32[4] call(p), to_apply=neg\n}",
     lambda m: setattr(m.computation("neg"), "is_entry", True), "1:1", "exactly one ENTRY computation"),
    ("operand_after_use", P + "  a = f32[4] negate(p)\n  ROOT r = f32[4] negate(a)\n}",
     lambda m: m.entry.instructions.reverse(), "4:8", "'r': operand 'a' is used before it is defined"),
]


@pytest.mark.parametrize("name,text,mutate,where,fragment", MUTATIONS, ids=[c[0] for c in MUTATIONS])
def test_broken_ir(name: str, text: str, mutate, where: str, fragment: str) -> None:
    module = parse_module(text, "case.hlo")
    verify(module)
    mutate(module)
    with pytest.raises(XlacError) as info:
        verify(module)
    assert fragment in info.value.message, info.value.message
    assert f"{info.value.loc.line}:{info.value.loc.column}" == where


def test_rendered_diagnostic_names_file_line_and_instruction() -> None:
    err = _verify_text(Q + "  ROOT r = f32[4] add(p, q)\n}")
    assert err.render().startswith("case.hlo:4:8: error: 'r': operands have shapes f32[4] and f32[5]")


VALID = [
    ("select_scalar_pred", E + "  c = pred[] parameter(0)\n  p = f32[4] parameter(1)\n"
     "  ROOT r = f32[4] select(c, p, p)\n}"),
    ("clamp_scalar_bounds", P + "  z = f32[] constant(0)\n  ROOT r = f32[4] clamp(z, p, z)\n}"),
    ("dot_preferred_type", E + "  a = bf16[2,3] parameter(0)\n  b = bf16[3,4] parameter(1)\n"
     "  ROOT r = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}"),
    ("negative_and_interior_pad", P + "  z = f32[] constant(0)\n  ROOT r = f32[9] pad(p, z), padding=-1_3_1\n}"),
    ("async_sugar", P + "  s = ((f32[4]), f32[4], u32[]) negate-start(p)\n  ROOT r = f32[4] negate-done(s)\n}"),
    ("async_sugar_update", P + "  s = ((f32[4]), f32[4], u32[]) negate-start(p)\n"
     "  v = ((f32[4]), f32[4], u32[]) negate-update(s)\n  ROOT r = f32[4] negate-done(v)\n}"),
    ("async_generic", NEG + P + "  s = ((f32[4]), f32[4], u32[]) async-start(p), calls=neg\n"
     "  ROOT r = f32[4] async-done(s), calls=neg\n}"),
    ("collective_pairs", ADD + P + "  ars = f32[4] all-reduce-start(p), replica_groups={}, to_apply=add\n"
     "  ard = f32[4] all-reduce-done(ars)\n"
     "  ags = (f32[4], f32[4]) all-gather-start(ard), replica_groups={{0}}, dimensions={0}\n"
     "  agd = f32[4] all-gather-done(ags)\n"
     "  cps = (f32[4], f32[4], u32[], u32[]) collective-permute-start(agd), source_target_pairs={{0,0}}\n"
     "  cpd = f32[4] collective-permute-done(cps)\n"
     "  cs = (f32[4], f32[4], u32[]) copy-start(cpd)\n  ROOT cd = f32[4] copy-done(cs)\n}"),
    ("all_gather_two_operands", E + "  p = f32[4] parameter(0)\n  q = s32[2] parameter(1)\n"
     "  s = ((f32[4], s32[2]), (f32[4], s32[2])) all-gather-start(p, q), replica_groups={{0}}, dimensions={0}\n"
     "  ROOT r = (f32[4], s32[2]) all-gather-done(s)\n}"),
    ("send_recv_pairs", P + "  k = token[] after-all()\n  s = (f32[4], u32[], token[]) send(p, k), channel_id=1\n"
     "  sd = token[] send-done(s), channel_id=1\n  r = (f32[4], u32[], token[]) recv(sd), channel_id=2\n"
     "  ROOT rd = (f32[4], token[]) recv-done(r), channel_id=2\n}"),
    ("token_ops", P + "  t = token[] after-all()\n  ROOT r = f32[4] add-dependency(p, t)\n}"),
    ("custom_call_anything", P + "  ROOT r = (s8[3], f32[]) custom-call(p), custom_call_target=\"x\"\n}"),
]


@pytest.mark.parametrize("name,text", VALID, ids=[c[0] for c in VALID])
def test_valid_module(name: str, text: str) -> None:
    verify(parse_module(text))


def test_program_shape_reader() -> None:
    params, result = parse_program_shape("{(f32[8,16]{1,0}, /*index=1*/(s32[], bf16[<=4]{0:T(8)}))->pred[]}")
    assert [str(p) for p in params] == ["f32[8,16]", "(s32[], bf16[4])"]
    assert str(result) == "pred[]"
    assert parse_program_shape("{garbage}") is None


def test_whole_corpus_verifies() -> None:
    names = case_names()
    assert len(names) >= 200
    for name in names:
        verify(parse_file(case(name).hlo))


TWO_OPERAND_ALL_GATHER = """HloModule ag2
ENTRY e {
  p = f32[4] parameter(0)
  q = s32[2] parameter(1)
  s = ((f32[4], s32[2]), (f32[4], s32[2])) all-gather-start(p, q), dimensions={0}, replica_groups={}
  ROOT d = (f32[4], s32[2]) all-gather-done(s)
}"""


def test_a_two_operand_all_gather_runs_on_one_device() -> None:
    """Its state is ((operands), (results)): the done returns element 1 on both backends (a
    state of as many elements as operands is not the results-only form when they are tuples)."""
    import numpy as np

    from xlac.driver import load_text
    from xlac.registry import get_target

    module = load_text(TWO_OPERAND_ALL_GATHER)
    p, q = np.arange(4, dtype=np.float32), np.array([5, 6], np.int32)
    for target in ("interpreter", "cpu"):
        got = get_target(target).compile(module).run(None, p, q)
        assert np.array_equal(got[0], p) and np.array_equal(got[1], q), target


@pytest.mark.parametrize("op,attrs,result,message", [
    ("all-gather", "replica_groups={{0}}, dimensions={0}", "f32[8,32]", "over groups of 1 gives f32[16,32], not f32[8,32]"),
    ("all-gather", "replica_groups={{0,1}}, dimensions={1}", "f32[16,32]", "over groups of 2 gives f32[16,64]"),
    ("reduce-scatter", "replica_groups={{0,1}}, dimensions={0}, to_apply=add", "f32[16,32]", "gives f32[8,32]"),
])
def test_collective_result_sizes(op: str, attrs: str, result: str, message: str) -> None:
    """A result the groups cannot give (cpu once wrote a 16x32 gather into an 8x32 buffer)."""
    replicas = ", replica_count=2" if "0,1" in attrs else ""
    text = (f"HloModule m{replicas}\nadd {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
            f"  ROOT c = f32[] add(a, b)\n}}\nENTRY e {{\n  w = f32[16,32] parameter(0)\n"
            f"  ROOT g = {result} {op}(w), {attrs}\n}}\n")
    with pytest.raises(XlacError, match=re.escape(message)):
        verify(parse_module(text))


TWO_PARTITIONS = ("HloModule m, num_partitions=2\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
                  "  ROOT c = f32[] add(a, b)\n}\nENTRY e {\n  p = f32[4] parameter(0)\n  q = f32[2,3] parameter(1)\n")
GROUPS = "channel_id=1, replica_groups={{0,1}}"


@pytest.mark.parametrize("line,message", [
    (f"s = (f32[4], f32[4]) all-gather-start(p), {GROUPS}, dimensions={{0}}, use_global_device_ids=true\n"
     "  ROOT d = f32[4] all-gather-done(s)", "all-gather of f32[4] along dimension 0 over groups of 2 gives f32[8], "
                                             "not f32[4]"),
    (f"s = ((f32[4]), f32[4]) reduce-scatter-start(p), {GROUPS}, dimensions={{0}}, use_global_device_ids=true, "
     "to_apply=add\n  ROOT d = f32[4] reduce-scatter-done(s)", "reduce-scatter of f32[4] along dimension 0 over "
                                                               "groups of 2 gives f32[2], not f32[4]"),
    (f"s = ((f32[4]), f32[4,1]) reduce-scatter-start(p), {GROUPS}, dimensions={{0}}, use_global_device_ids=true, "
     "to_apply=add\n  ROOT d = f32[4,1] reduce-scatter-done(s)", "must be arrays of one type and rank"),
    (f"s = ((f32[4]), f32[2]) all-to-all-start(p), {GROUPS}, dimensions={{0}}\n  ROOT d = f32[2] all-to-all-done(s)",
     "all-to-all of f32[4] along dimension 0 over groups of 2 gives f32[4], not f32[2]"),
    (f"ROOT r = (f32[8], f32[2,3]) all-gather(p, q), {GROUPS}, dimensions={{0}}, use_global_device_ids=true",
     "all-gather of f32[2,3] along dimension 0 over groups of 2 gives f32[4,3], not f32[2,3]"),
    (f"ROOT r = (f32[2], f32[2,3]) reduce-scatter(p, q), {GROUPS}, dimensions={{0}}, use_global_device_ids=true, "
     "to_apply=add", "reduce-scatter of f32[2,3] along dimension 0 over groups of 2 gives f32[1,3], not f32[2,3]"),
    (f"ROOT r = f32[8] all-gather(p, q), {GROUPS}, dimensions={{0}}, use_global_device_ids=true",
     "all-gather of 2 operands produces a tuple of 2 results, not f32[8]"),
    (f"ROOT r = (f32[4], f32[2,3]) all-to-all(p, q), {GROUPS}",
     "an all-to-all of several arrays needs them of one shape, not f32[4], f32[2,3]"),
    (f"ROOT r = (f32[4], f32[4], f32[4]) all-to-all(p, p, p), {GROUPS}",
     "groups of 2 need 2 operands, not 3"),
    (f"ROOT r = f32[2,3] all-to-all(q), {GROUPS}, dimensions={{1}}",
     "all-to-all over 2 devices needs dimension 1 of f32[2,3] to divide by 2"),
])
def test_async_and_tuple_collective_results(line: str, message: str) -> None:
    """The async and tuple forms get the synchronous form's result checks (each ended the
    interpreter in an internal error, and the cpu target ran some with a wrong buffer)."""
    with pytest.raises(XlacError, match=re.escape(message)):
        verify(parse_module(TWO_PARTITIONS + f"  {line}\n}}\n"))


@pytest.mark.parametrize("state,bits,algorithm,message", [
    ("f32[2]", "u32[4]", "rng_three_fry", "takes a u64[2] state, not f32[2]"),
    ("s64[2]", "u32[4]", "rng_three_fry", "takes a u64[2] state, not s64[2]"),
    ("u32[4]", "u32[4]", "rng_philox", "takes a u64[2] or u64[3] state, not u32[4]"),
    ("u64[1]", "u32[4]", "rng_philox", "not u64[1]"),
    ("u64[5]", "u32[4]", "rng_three_fry", "not u64[5]"),
    ("u64[3]", "u32[4]", "rng_three_fry", "takes a u64[2] state, not u64[3]"),
    ("u64[2,2]", "u32[4]", "rng_default", "not u64[2,2]"),
    ("u64[]", "u32[4]", "rng_default", "not u64[]"),
    ("u64[2]", "pred[4]", "rng_philox", "integer or floating-point bits, not pred[4]"),
])
def test_rng_bit_generator_states_xla_refuses(state: str, bits: str, algorithm: str, message: str) -> None:
    """XLA:CPU (jaxlib 0.10.2) refuses each of these at compile time; the interpreter ended in
    an internal error (f32 state: NotImplementedError; u64[1]: IndexError)."""
    text = f"ENTRY e {{\n  s = {state} parameter(0)\n  ROOT r = ({state}, {bits}) rng-bit-generator(s), " \
           f"algorithm={algorithm}\n}}\n"
    with pytest.raises(XlacError, match=re.escape(message)):
        verify(parse_module(text))
