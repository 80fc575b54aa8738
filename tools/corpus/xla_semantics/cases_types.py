"""Less common element types: complex arithmetic, s4/u4, f8 arithmetic, mixed f16/bf16 graphs."""

from __future__ import annotations

import numpy as np
from mk import binary, unary
from model import Case, ints

CASES: list[Case] = []
C_TOL = {"c64": (2e-5, 1e-5), "c128": (1e-12, 1e-12)}

for dt in ("c64", "c128"):
    rt, at = C_TOL[dt]
    for op in ("add", "subtract", "multiply", "divide"):
        CASES.append(Case(f"{op}_{dt}", "complex", f"{op} on {dt}", binary(op, dt, (16,)), rtol=rt, atol=at))
    for op in ("exponential", "log", "sqrt", "tanh", "negate", "sign", "rsqrt", "log-plus-one", "exponential-minus-one",
               "sine", "cosine"):
        CASES.append(Case(f"{op.replace('-', '_')}_{dt}", "complex", f"{op} on {dt}", unary(op, dt, (16,)),
                          rtol=rt * 4, atol=at * 4))
    part = "f32" if dt == "c64" else "f64"
    CASES.append(Case(f"abs_{dt}", "complex", f"abs of {dt} is the modulus, a {part}", unary("abs", dt, (16,), out=part),
                      rtol=rt, atol=at))
    CASES.append(Case(f"real_imag_{dt}", "complex", f"real and imag of {dt}", f"""HloModule parts

ENTRY main {{
  z = {dt}[8] parameter(0)
  r = {part}[8] real(z)
  i = {part}[8] imag(z)
  ROOT t = ({part}[8], {part}[8]) tuple(r, i)
}}
"""))
    CASES.append(Case(f"complex_from_parts_{dt}", "complex", f"complex(re, im) builds {dt}; NaN and -0 parts kept",
                      binary("complex", part, (20,), out=dt), special=True))
    CASES.append(Case(f"power_{dt}", "complex", f"complex power on {dt}", binary("power", dt, (12,)), rtol=rt * 20, atol=at * 20))
    CASES.append(Case(f"compare_eq_{dt}", "complex", f"EQ/NE on {dt} compare both parts", f"""HloModule ceq

ENTRY main {{
  a = {dt}[6] parameter(0)
  b = {dt}[6] parameter(1)
  e = pred[6] compare(a, b), direction=EQ
  n = pred[6] compare(a, b), direction=NE
  ROOT t = (pred[6], pred[6]) tuple(e, n)
}}
""", [np.array([1 + 2j, 0, -0.0, np.nan, 3j, 1]), np.array([1 + 2j, -0.0, 0, np.nan, -3j, 1 + 1e-7j])]))
CASES.append(Case("divide_c64_scaling", "complex", "complex division with tiny and huge parts (scaling avoids overflow)",
                  binary("divide", "c64", (6,)),
                  [np.array([1e30 + 1e30j, 1 + 1j, 1e-30 + 1e-30j, 3 - 4j, 1e20j, 2 + 0j]),
                   np.array([1e30 + 1e30j, 1e-20 + 1e-20j, 1e-30 - 1e-30j, 0.5 + 0.25j, 1e20 + 0j, 0 + 1e-19j])],
                  rtol=1e-5, atol=1e-6))

# s4/u4: values wrap within 4 bits
for dt in ("s4", "u4"):
    lo, hi = (-8, 7) if dt == "s4" else (0, 15)
    vals = np.arange(lo, hi + 1)
    a, b = np.meshgrid(vals, vals, indexing="ij")
    for op in ("add", "multiply", "subtract", "maximum"):
        CASES.append(Case(f"{op}_{dt}", "dtypes", f"{op} on {dt} over every pair: wraps within 4 bits",
                          binary(op, dt, (a.size,)), [a.ravel(), b.ravel()]))
    for other in ("s8", "s32", "f32", "bf16"):
        CASES.append(Case(f"convert_{dt}_to_{other}", "dtypes", f"{dt} -> {other}: sign- or zero-extension",
                          unary("convert", dt, (16,), out=other), [vals]))
    CASES.append(Case(f"convert_s32_to_{dt}", "dtypes", f"s32 -> {dt} keeps the low 4 bits",
                      unary("convert", "s32", (12,), out=dt), [np.array([-9, -8, -1, 0, 1, 7, 8, 15, 16, 17, 100, -100])]))
    CASES.append(Case(f"convert_f32_to_{dt}", "dtypes", f"f32 -> {dt} saturates",
                      unary("convert", "f32", (10,), out=dt), [np.array([-100.0, -8.5, -7.9, -0.5, 0.0, 2.7, 7.5, 15.9, 16.0, 1e9])]))
    CASES.append(Case(f"dot_{dt}_to_s32", "dtypes", f"{dt} matmul accumulated into s32 (int4-quantized weights)", f"""HloModule dot4

ENTRY main {{
  w = {dt}[8,4] parameter(0)
  x = s8[3,8] parameter(1)
  wc = s8[8,4] convert(w)
  ROOT d = s32[3,4] dot(x, wc), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
""", [ints(lo, hi), ints(-128, 127)]))
    CASES.append(Case(f"reshape_transpose_{dt}", "dtypes", f"data movement on {dt} (packed storage must not leak)", f"""HloModule move4

ENTRY main {{
  x = {dt}[3,5] parameter(0)
  t = {dt}[5,3] transpose(x), dimensions={{1,0}}
  r = {dt}[15] reshape(t)
  ROOT s = {dt}[7] slice(r), slice={{[3:10]}}
}}
""", [ints(lo, hi)]))
CASES.append(Case("dequantize_s4_weights", "dtypes", "int4 weights dequantized with a per-column scale, then a dot", """HloModule deq

ENTRY main {
  w = s4[16,8] parameter(0)
  scale = f32[8] parameter(1)
  x = f32[4,16] parameter(2)
  wf = f32[16,8] convert(w)
  sb = f32[16,8] broadcast(scale), dimensions={1}
  wd = f32[16,8] multiply(wf, sb)
  ROOT y = f32[4,8] dot(x, wd), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""", [ints(-8, 7), lambda r, d, s: r.uniform(0.01, 0.1, s)], rtol=1e-5, atol=1e-5))

# f8 arithmetic: XLA computes through a wider type and rounds back
for dt in ("f8e4m3fn", "f8e5m2"):
    for op in ("add", "multiply", "divide"):
        CASES.append(Case(f"{op}_{dt}", "dtypes", f"{op} on {dt}: computed wider, rounded once to {dt}",
                          binary(op, dt, (32,)), [lambda r, d, s: r.uniform(-8, 8, s), lambda r, d, s: r.uniform(0.5, 4, s)]))
    CASES.append(Case(f"abs_negate_{dt}", "dtypes", f"abs/negate on {dt} flip the sign bit only", f"""HloModule f8sign

ENTRY main {{
  x = {dt}[32] parameter(0)
  a = {dt}[32] abs(x)
  n = {dt}[32] negate(x)
  ROOT t = ({dt}[32], {dt}[32]) tuple(a, n)
}}
"""))
CASES.append(Case("f8_scaled_matmul", "dtypes", "f8e4m3fn operands, f32 accumulation and result", """HloModule f8dot

ENTRY main {
  a = f8e4m3fn[4,16] parameter(0)
  b = f8e4m3fn[16,3] parameter(1)
  ROOT d = f32[4,3] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
""", rtol=1e-5, atol=1e-5))
CASES.append(Case("bf16_f16_mixed_graph", "dtypes", "a graph mixing bf16 and f16 through explicit converts", """HloModule mixed

ENTRY main {
  a = bf16[16] parameter(0)
  b = f16[16] parameter(1)
  af = f32[16] convert(a)
  bf = f32[16] convert(b)
  m = f32[16] multiply(af, bf)
  mh = f16[16] convert(m)
  mb = bf16[16] convert(m)
  e = f16[16] exponential(mh)
  ROOT t = (f16[16], bf16[16]) tuple(e, mb)
}
""", rtol=4e-3, atol=4e-3))
CASES.append(Case("f16_overflow_to_inf", "dtypes", "f16 arithmetic overflowing to inf", """HloModule f16ovf

ENTRY main {
  x = f16[8] parameter(0)
  m = f16[8] multiply(x, x)
  ROOT a = f16[8] add(m, x)
}
""", [np.array([255.0, 256.0, 300.0, -300.0, 65504.0, 1.0, 0.001, -255.9])], rtol=1e-3, atol=1e-3))
CASES.append(Case("u64_large_arith", "dtypes", "u64 arithmetic above 2^63", binary("add", "u64", (6,)),
                  [np.array([2**63, 2**64 - 1, 2**63 + 5, 1, 0, 12345678901234567890], dtype=np.uint64),
                   np.array([2**63, 1, 2**62, 2**64 - 1, 0, 9876543210987654321], dtype=np.uint64)]))
