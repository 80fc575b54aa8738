"""HLO modules several test files use (tests/ is on sys.path, as for corpus.py)."""


def dense_softmax(rows: int, cols: int) -> str:
    """A layer and a row softmax: ``x[rows, cols] @ w[cols, cols]``, then softmax over each row
    (the memory planner's row groups and in-place reuse, on every target)."""
    return f"""HloModule softmax
mx {{ a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }}
sm {{ a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }}
ENTRY e {{
  x = f32[{rows},{cols}] parameter(0)
  w = f32[{cols},{cols}] parameter(1)
  h = f32[{rows},{cols}] dot(x, w), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
  ninf = f32[] constant(-inf)
  m = f32[{rows}] reduce(h, ninf), dimensions={{1}}, to_apply=mx
  mb = f32[{rows},{cols}] broadcast(m), dimensions={{0}}
  d = f32[{rows},{cols}] subtract(h, mb)
  ex = f32[{rows},{cols}] exponential(d)
  zero = f32[] constant(0)
  s = f32[{rows}] reduce(ex, zero), dimensions={{1}}, to_apply=sm
  sb = f32[{rows},{cols}] broadcast(s), dimensions={{0}}
  ROOT y = f32[{rows},{cols}] divide(ex, sb)
}}
"""


# a batched bf16 product whose operands are fused producers (a negate, a conversion from f32)
BATCHED_BF16_DOT = """HloModule m
ENTRY e {
  a = bf16[3,33,80] parameter(0)
  b = f32[3,80,21] parameter(1)
  n = bf16[3,33,80] negate(a)
  cb = bf16[3,80,21] convert(b)
  ROOT d = f32[3,33,21] dot(n, cb), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
}
"""
