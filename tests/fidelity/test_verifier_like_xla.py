"""What XLA's HloVerifier accepts (its own parser tests verify these modules), xlac accepts too."""

from __future__ import annotations

import pytest

from xlac.driver import load_text

ACCEPTED = {
    "after_all_orders_after_values": """HloModule aa
ENTRY e {
  p = f32[] parameter(0)
  n = f32[] negate(p)
  t0 = token[] after-all()
  t1 = token[] after-all(n, p, t0)
  q = f32[] add-dependency(p, t1)
  ROOT r = f32[] exponential(q)
}
""",
    "single_operand_all_to_all_with_tuple_result": """HloModule a2a
ENTRY e {
  x = f32[16,4] parameter(0)
  ROOT r = (f32[16,4]) all-to-all(x), replica_groups={}
}
""",
    "conv_kind_attribute": """HloModule conv
ENTRY e {
  x = f32[1,2,1] parameter(0)
  w = f32[1,1,1] parameter(1)
  ROOT c = f32[1,2,1] convolution(x, w), window={size=1}, dim_labels=b0f_0io->b0f, conv_kind=fprop
}
""",
}


@pytest.mark.parametrize("name", list(ACCEPTED))
def test_xla_verifier_accepts_so_does_xlac(name: str) -> None:
    load_text(ACCEPTED[name], f"{name}.hlo")
