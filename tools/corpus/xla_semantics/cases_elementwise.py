"""Float elementwise ops: every unary and binary opcode, special values, the four float widths."""

from __future__ import annotations

import numpy as np
from mk import binary, cross, unary, with_edges
from model import Case, specials

CASES: list[Case] = []
INF, NAN = float("inf"), float("nan")
EDGES = [0.0, -0.0, INF, -INF, NAN]
TOL = {"f32": (2e-6, 1e-6), "f64": (1e-12, 1e-13), "f16": (2e-3, 2e-3), "bf16": (1.6e-2, 1e-2)}
# Ops whose results are exact (bit-level or correctly rounded) on every type.
EXACT_UNARY = ["abs", "negate", "sign", "floor", "ceil", "round-nearest-afz", "round-nearest-even"]

for op in EXACT_UNARY:
    for dt in ("f32", "f64", "f16", "bf16"):
        n = len(specials(dt)) + 7
        CASES.append(Case(f"{op.replace('-', '_')}_{dt}", "elementwise-unary",
                          f"{op} on {dt}: signed zeros, infinities, NaN, halves, max, subnormals",
                          unary(op, dt, (n,)), special=True))

for dt in ("f32", "f64", "bf16", "f16"):
    n = len(specials(dt))
    CASES.append(Case(f"is_finite_{dt}", "elementwise-unary", f"is-finite on {dt} specials",
                      unary("is-finite", dt, (n,), out="pred"), special=True))

# op -> (input recipe, f32 tolerance scale, types)
TRANSCENDENTAL = {
    "sqrt": (with_edges(0, 100, EDGES + [1e-42, 4.0, -1.0]), 1, ("f32", "f64", "f16", "bf16")),
    "rsqrt": (with_edges(0.01, 100, EDGES + [4.0, -1.0, 1e30]), 2, ("f32", "f64", "bf16")),
    "cbrt": (with_edges(-50, 50, EDGES + [-8.0, 27.0, 1e-30]), 2, ("f32", "f64")),
    "exponential": (with_edges(-20, 20, EDGES + [88.0, 89.0, -104.0, 709.0, 1e-8]), 2, ("f32", "f64", "f16", "bf16")),
    "exponential-minus-one": (with_edges(-5, 5, EDGES + [1e-7, -1e-7, 88.5, -30.0]), 2, ("f32", "f64", "f16")),
    "log": (with_edges(0.001, 1000, EDGES + [1.0, -1.0, 1e-30, 3e38]), 2, ("f32", "f64", "f16", "bf16")),
    "log-plus-one": (with_edges(-0.99, 10, EDGES + [-1.0, -2.0, 1e-8, -1e-8]), 2, ("f32", "f64", "bf16")),
    "logistic": (with_edges(-12, 12, EDGES + [100.0, -100.0, 1e-7]), 2, ("f32", "f64", "f16", "bf16")),
    "tanh": (with_edges(-6, 6, EDGES + [20.0, -20.0, 1e-6, 0.25]), 2, ("f32", "f64", "f16", "bf16")),
    "sine": (with_edges(-10, 10, EDGES + [np.pi, -np.pi / 2, 100.0]), 2, ("f32", "f64", "f16", "bf16")),
    "cosine": (with_edges(-10, 10, EDGES + [np.pi, np.pi / 2, -100.0]), 2, ("f32", "f64", "bf16")),
    "tan": (with_edges(-1.4, 1.4, EDGES + [0.7853981, -1.0, 1e-6]), 4, ("f32", "f64")),
    "erf": (with_edges(-4, 4, EDGES + [1e-6, 5.0, -6.0]), 2, ("f32", "f64", "f16")),
}
for op, (recipe, scale, types) in TRANSCENDENTAL.items():
    for dt in types:
        rt, at = TOL[dt]
        CASES.append(Case(f"{op.replace('-', '_')}_{dt}", "elementwise-unary",
                          f"{op} on {dt} over its useful range plus zeros, infinities and NaN",
                          unary(op, dt, (48,)), [recipe], rtol=rt * scale * 4, atol=at * scale * 4))

EXACT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "remainder"]
for op in EXACT_BINARY:
    for dt in ("f32", "f64", "f16", "bf16"):
        a, b = cross(dt)
        CASES.append(Case(f"{op}_{dt}_specials", "elementwise-binary",
                          f"{op} on {dt}: every pair of special values (zeros, inf, NaN, max, subnormals)",
                          binary(op, dt, (a.size,)), [a, b]))

for dt in ("f32", "f64", "bf16"):
    a, b = cross(dt, [2.0, -3.0, 0.25], subnormals=False)
    rt, at = TOL[dt]
    CASES.append(Case(f"power_{dt}_specials", "elementwise-binary",
                      f"power on {dt}: every pair of special values (pow(x,0)=1, pow(1,nan)=1, negative bases)",
                      binary("power", dt, (a.size,)), [a, b], rtol=rt * 8, atol=at * 8))
    CASES.append(Case(f"atan2_{dt}_specials", "elementwise-binary",
                      f"atan2 on {dt}: signed zeros and infinities in both operands",
                      binary("atan2", dt, (a.size,)), [a, b], rtol=rt * 4, atol=at * 4))

CASES.append(Case("power_f32_ranges", "elementwise-binary", "power with positive bases and mixed exponents",
                  binary("power", "f32", (8, 8)), [lambda r, d, s: r.uniform(0.01, 5, s), lambda r, d, s: r.uniform(-4, 4, s)],
                  rtol=2e-5, atol=1e-6))
CASES.append(Case("remainder_f32_signs", "elementwise-binary", "fmod semantics: result takes the dividend's sign",
                  binary("remainder", "f32", (6, 4)),
                  [lambda r, d, s: r.uniform(-20, 20, s), lambda r, d, s: np.where(r.random(s) < .5, -1, 1) * r.uniform(0.5, 4, s)],
                  rtol=1e-6, atol=1e-6))

# broadcast of scalar operands in elementwise expressions
CASES.append(Case("logistic_vs_formula_f32", "elementwise-unary",
                  "logistic beside 1/(1+exp(-x)) for large |x| (no overflow to NaN)",
                  """HloModule logistic_formula

ENTRY main {
  x = f32[32] parameter(0)
  l = f32[32] logistic(x)
  one = f32[] constant(1)
  ones = f32[32] broadcast(one), dimensions={}
  nx = f32[32] negate(x)
  e = f32[32] exponential(nx)
  d = f32[32] add(ones, e)
  f = f32[32] divide(ones, d)
  ROOT t = (f32[32], f32[32]) tuple(l, f)
}
""", [with_edges(-100, 100, [0.0, 88.0, -88.0, 90.0, -90.0, INF, -INF, NAN])], rtol=1e-5, atol=1e-7))
