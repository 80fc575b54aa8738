"""The lower-collectives pass: a module for N devices becomes every device's program calling the
collectives runtime; the group tables are the evaluator's groups (tests/conformance/
test_devices_object.py runs the objects under mpirun)."""

from __future__ import annotations

import pytest

from xlac.errors import XlacError
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import verify
from xlac.passes.lower_collectives import COLLECTIVES, LowerCollectives

ADD = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n" \
      "sub {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] subtract(a, b)\n}\n"


def lowered(header: str, op: str) -> str:
    module = parse_module(f"HloModule m{header}\n{ADD}ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT g = {op}\n}}\n")
    assert LowerCollectives().run(module)
    verify(module)
    assert not any(i.opcode in COLLECTIVES for i in module.all_instructions())
    return print_module(module)


def test_groups_become_a_table_the_device_id_selects() -> None:
    text = lowered(", num_partitions=4", "f32[4] all-reduce(p), channel_id=1, replica_groups={{0,2},{1,3}}, "
                                         "use_global_device_ids=true, to_apply=add")
    assert "num_partitions" not in text.splitlines()[0]
    assert 'custom_call_target="xlac_device_id"' in text and 'backend_config="4 g"' in text
    assert "s32[4,2]{1,0} constant({ {0, 2}, {1, 3}, {0, 2}, {1, 3} })" in text  # device d's group
    assert "s32[4]{0} constant({0, 0, 1, 1})" in text  # d's place in it
    assert 'custom_call_target="xlac_all_reduce_add_f32"' in text and 'backend_config="16 2 g"' in text
    assert " map(" not in text  # a sum the transport does itself


def test_other_reductions_fold_gathered_operands_with_to_apply() -> None:
    text = lowered(", replica_count=2", "f32[4] all-reduce(p), replica_groups={}, to_apply=sub")
    assert 'custom_call_target="xlac_all_gather"' in text and "f32[2,4]{1,0} custom-call(" in text
    assert text.count(" map(") == 1  # two members: one application of to_apply, in group order


def test_permute_tables_name_sources_and_targets() -> None:
    text = lowered(", replica_count=3", "f32[4] collective-permute(p), source_target_pairs={{0,1},{1,2}}")
    assert "s32[3]{0} constant({-1, 0, 1})" in text  # device 0 receives nothing: zeros
    assert "s32[3,1]{1,0} constant({ {1}, {2}, {-1} })" in text


def test_a_one_device_module_is_left_alone() -> None:
    module = parse_module(f"HloModule m\n{ADD}ENTRY e {{\n  p = f32[4] parameter(0)\n"
                          f"  ROOT g = f32[4] all-reduce(p), replica_groups={{}}, to_apply=add\n}}\n")
    assert not LowerCollectives().run(module)


@pytest.mark.parametrize("groups,message", [("{{0,1},{1,2,3}}", "do not split"),
                                            ("{{0},{1,2,3}}", "different sizes")])
def test_bad_groups_name_the_op(groups: str, message: str) -> None:
    with pytest.raises(XlacError, match=message) as e:
        lowered(", replica_count=4", f"f32[4] all-reduce(p), replica_groups={groups}, to_apply=add")
    assert "'g' (all-reduce)" in str(e.value)
