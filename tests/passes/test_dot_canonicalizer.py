"""dot-canonicalizer: every dot is [b,m,k] x [b,k,n]; every convolution is b01f_01io->b01f."""

from pass_testing import check, parse, run_passes

DOTS = """
HloModule m
ENTRY e {
  a = f32[3,2] parameter(0)
  b = f32[5,3] parameter(1)
  d1 = f32[2,5] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={1}
  x = f32[4,3,2,6] parameter(2)
  y = f32[6,2,4,7] parameter(3)
  d2 = f32[4,3,7] dot(x, y), lhs_batch_dims={0}, rhs_batch_dims={2}, lhs_contracting_dims={3,2}, rhs_contracting_dims={0,1}
  v = f32[3] parameter(4)
  d3 = f32[] dot(v, v), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT t = (f32[2,5], f32[4,3,7], f32[]) tuple(d1, d2, d3)
}
"""

CONV = """
HloModule m
ENTRY e {
  x = f32[2,3,9,9] parameter(0)
  w = f32[4,3,3,3] parameter(1)
  ROOT c = f32[2,4,4,4] convolution(x, w), window={size=3x3 stride=2x2 pad=0_1x1_0}, dim_labels=bf01_oi01->bf01
}
"""


def _dot_lines(plain: str) -> list[str]:
    return [line for line in plain.splitlines() if " dot(" in line]


def test_dots_become_canonical() -> None:
    plain = check(DOTS, ["dot-canonicalizer"])
    dots = _dot_lines(plain)
    assert len(dots) == 3
    for line in dots:
        batched = "lhs_batch_dims" in line
        want = ("lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}"
                if batched else "lhs_contracting_dims={1}, rhs_contracting_dims={0}")
        assert want in line, line
    assert "f32[4,3,7]{2,1,0} dot(" in plain  # batch 4, m 3, n 7 after the rewrite


def test_canonical_dot_is_left_alone() -> None:
    text = """
HloModule m
ENTRY e {
  a = f32[2,3] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT d = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
"""
    from xlac.passes.dot_canonicalizer import DotCanonicalizer

    assert DotCanonicalizer().run(parse(text)) is False


def test_convolution_gets_canonical_labels() -> None:
    module, printed = run_passes(CONV, ["dot-canonicalizer"])
    assert "dim_labels=b01f_01io->b01f" in printed
    assert module.entry.root.opcode == "transpose"
