"""HLO syntax XLA's parser accepts (classes taken from XLA's parser tests, modules our own):
each parses, prints, and parses back to the same text; some also run on the interpreter."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.evaluator import Evaluator
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module

ADD = "sum {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT z = f32[] add(x, y)\n}\n"

MODULES = {
    "keyword_names": """HloModule kw
ENTRY e {
  parameter = f32[3] parameter(0)
  constant = f32[3] constant({1, 2, 3})
  input = f32[3] add(parameter, constant)
  bitcast = f32[3] multiply(input, constant)
  replica-id = f32[3] negate(bitcast)
  true = pred[3] compare(replica-id, constant), direction=LT
  ROOT false = f32[3] select(true, constant, input)
}
""",
    "percent_keyword_operands": """HloModule kw2
ENTRY %e (constant: f32[2]) -> f32[2] {
  %constant = f32[2]{0} parameter(0)
  %parameter = f32[] constant(2.5)
  %broadcast = f32[2]{0} broadcast(f32[] %parameter), dimensions={}
  ROOT %add = f32[2]{0} add(f32[2]{0} %constant, f32[2]{0} %broadcast)
}
""",
    "scalar_literal_for_array": """HloModule fill
ENTRY e {
  z = s32[2,3] constant(7)
  h = f16[4]{0} constant(-1.5)
  p = pred[2] constant(true)
  ROOT t = (s32[2,3], f16[4], pred[2]) tuple(z, h, p)
}
""",
    "tiled_layouts": """HloModule tiles
ENTRY e {
  a = f32[8,128]{1,0:T(8,128)} parameter(0)
  c = f32[2,2]{1,0:T(8,128)} constant({ {1, 2}, {3, 4} })
  s = u32[]{:T(128)} replica-id()
  m = f32[8,128]{1,0:T(8,128)S(1)} copy(a)
  e = s4[16]{0:T(1024)E(4)} parameter(1)
  ROOT t = (f32[8,128]{1,0:T(8,128)S(1)}, f32[2,2]{1,0:T(8,128)}, u32[]{:T(128)}) tuple(m, c, s)
}
""",
    "iota_and_mesh_groups": "HloModule groups\n" + ADD + """ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] all-reduce(p), replica_groups=[1,1]<=[1], to_apply=sum
  b = f32[4] all-reduce(a), replica_groups=[1,1]<=[1,1]T(1,0), to_apply=sum
  c = f32[4] all-reduce(b), channel_id=1, replica_groups=mesh['data'=1,'model'=1] {'model'}, use_global_device_ids=true, to_apply=sum
  ROOT d = f32[4] all-reduce(c), channel_id=2, replica_groups=mesh['x'=1], device_ids=(0) {'x'}, use_global_device_ids=true, to_apply=sum
}
""",
    "single_literal_attr": """HloModule lit
ENTRY e {
  c = f32[2] constant({1, 2})
  ROOT k = f32[2] custom-call(c), custom_call_target="keep", literal=f32[] 0.25
}
""",
    "colon_after_module_name": """/* a leading comment */
HloModule named_with_colon:
ENTRY /* here too */ c {
  ROOT k = f32[1]{0} constant({5 /* inside */})
}
""",
    "named_shardings": """HloModule shard
ENTRY e {
  a = f32[4] parameter(0), sharding={mesh[x=2,y=2], [{x}, {y}]}
  b = f32[4] parameter(1), sharding={mesh[x=2,y=4], device_ids=([8]T(0)), [{y:(2)2}, {x, ?}], replicated={y}}
  c = f32[4] parameter(2), sharding={maximal_mesh[device_id=1]}
  d = (f32[4], f32[4]) parameter(3), sharding={{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}, {manual shard_as 2}}
  ROOT r = f32[4] add(a, b)
}
""",
    "inline_branch_list": """HloModule branches
ENTRY e {
  i = s32[] parameter(0)
  x = f32[3] parameter(1)
  ROOT c = f32[3] conditional(i, x, x), branch_computations={
  {
    u = f32[3] parameter(0)
    ROOT v = f32[3] negate(u)
  },
  {
    u = f32[3] parameter(0)
    ROOT v = f32[3] abs(u)
  }
  }
}
""",
    "permute_slice_sizes": """HloModule cp
ENTRY e {
  in = f32[4,2] parameter(0)
  out = f32[4,4] parameter(1)
  z = s32[] constant(0)
  t = (s32[], s32[]) tuple(z, z)
  ROOT r = f32[4,4] collective-permute(in, out, t, t), source_target_pairs={{0,0}}, slice_sizes={{4,2}}
}
""",
    "attributes_over_lines": """HloModule lines
ENTRY e {
  a = f32[] parameter(0), origin={{"a"}}
  b = f32[] exponential(a),
      result_accuracy={tolerance={rtol=0.5, atol=1.0, ulps=2}},
      frontend_attributes={
        k="v"
      }
  ROOT c = f32[] abs(b), origin={({"x"}, {})}, statistics={visualizing_index=1,stat-1=3}
}
""",
}


@pytest.mark.parametrize("name", list(MODULES))
def test_prints_and_parses_back(name: str) -> None:
    once = print_module(parse_module(MODULES[name], f"{name}.hlo"))
    twice = print_module(parse_module(once, "printed.hlo"))
    assert once == twice


def run(text: str, *args: np.ndarray):
    return Evaluator(load_text(text, "m.hlo")).run(list(args))


def test_keyword_names_evaluate() -> None:
    out = run(MODULES["keyword_names"], np.array([1, -5, 3], np.float32))
    # input = p + c = [2,-3,6]; bitcast = [2,-6,18]; replica-id = [-2,6,-18]; true = [T,F,T]
    assert np.array_equal(out, np.array([1, -3, 3], np.float32))


def test_scalar_literal_fills_the_array() -> None:
    z, h, p = run(MODULES["scalar_literal_for_array"])
    assert z.shape == (2, 3) and (z == 7).all()
    assert h.dtype == np.float16 and (h == -1.5).all()
    assert p.tolist() == [True, True]


def test_inline_branch_list_evaluates() -> None:
    x = np.array([1, -2, 3], np.float32)
    assert np.array_equal(run(MODULES["inline_branch_list"], np.int32(0), x), -x)
    assert np.array_equal(run(MODULES["inline_branch_list"], np.int32(1), x), np.abs(x))


def test_mesh_and_iota_groups_of_one_device_run() -> None:
    x = np.array([1, 2, 3, 4], np.float32)
    assert np.array_equal(run(MODULES["iota_and_mesh_groups"], x), x)


@pytest.mark.parametrize("text", [
    "f32[2,3] multiply(f32[2,3], f32[2,3])",
    "%m = f32[2,3]{1,0} multiply(f32[2,3]{1,0} %lhs, f32[2,3]{1,0} %rhs)",
])
def test_single_instruction_takes_its_operands_as_parameters(text: str) -> None:
    m = parse_module(text)
    assert [p.parameter_number for p in m.entry.parameters] == [0, 1]
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert np.array_equal(Evaluator(m).run([a, a]), a * a)


def test_bare_shape_operand_outside_single_instruction_is_an_error() -> None:
    text = "HloModule m\nENTRY e {\n  a = f32[2] parameter(0)\n  ROOT b = f32[2] add(a, f32[2])\n}\n"
    with pytest.raises(XlacError, match="needs a name"):
        parse_module(text)


def test_inline_body_inside_inline_body_gets_its_own_name() -> None:
    # A call inside an inline body with an inline body of its own: each body is a separate
    # computation, the inner one printed before the outer one that calls it.
    text = """HloModule nest
ENTRY e {
  x = f32[3] parameter(0)
  ROOT c = f32[3] call(x), to_apply={
    y = f32[3] parameter(0)
    ROOT d = f32[3] call(y), to_apply={
      z = f32[3] parameter(0)
      ROOT n = f32[3] negate(z)
    }
  }
}
"""
    m = parse_module(text, "nest.hlo")
    names = [c.name for c in m.computations]
    assert len(set(names)) == 3 and names[-1] == "e"
    once = print_module(m)
    assert once == print_module(parse_module(once, "printed.hlo"))
    x = np.array([1, -2, 3], np.float32)
    assert np.array_equal(Evaluator(parse_module(once, "printed.hlo")).run([x]), -x)


def test_verifier_accepts_a_tuple_operand_layout_constraint() -> None:
    """A tuple operand's layout constraint is a tuple shape (XLA verifies such modules)."""
    from xlac.driver import load_text

    load_text("""HloModule m
ENTRY e {
  a = (f32[2,3], s32[]) parameter(0)
  b = f32[4] parameter(1)
  ROOT c = f32[4] custom-call(a, b), custom_call_target="my_target",
      operand_layout_constraints={(f32[2,3]{0,1}, s32[]), f32[4]{0}}
}""")


def test_verifier_rejects_a_layout_constraint_of_the_wrong_kind() -> None:
    import pytest

    from xlac.driver import load_text
    from xlac.errors import XlacError

    with pytest.raises(XlacError, match="operand_layout_constraints gives"):
        load_text("""HloModule m
ENTRY e {
  a = (f32[2,3], s32[]) parameter(0)
  ROOT c = f32[4] custom-call(a), custom_call_target="my_target", operand_layout_constraints={f32[2,3]{0,1}}
}""")


def test_verifier_accepts_a_combined_collective_permute() -> None:
    """Several operands permuted together give the tuple of their shapes."""
    from xlac.driver import load_text

    load_text("""HloModule m
ENTRY e {
  x = f32[8] parameter(0)
  y = s32[3,2] parameter(1)
  ROOT p = (f32[8], s32[3,2]) collective-permute(x, y), source_target_pairs={{0,0}}
}""")
