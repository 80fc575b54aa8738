"""convert, bitcast-convert and reduce-precision between every family of types."""

from __future__ import annotations

import numpy as np
from mk import unary
from model import Case, bits, specials

CASES: list[Case] = []
INF, NAN = float("inf"), float("nan")
F2I = [0.0, -0.0, 0.4, 0.5, 0.6, -0.5, -0.6, 1.5, 2.5, -2.5, 127.0, 128.0, -128.0, -129.0, 255.0, 256.0,
       32767.5, 65535.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967296.0, 1e19, -1e19, 3e38, -3e38,
       INF, -INF, NAN, 1e-40, -7.9]

for src in ("f32", "f64", "f16", "bf16"):
    for dst in ("s8", "s16", "s32", "s64", "u8", "u32", "u64"):
        if src in ("f16", "bf16") and dst in ("s16", "u64"):
            continue
        CASES.append(Case(f"convert_{src}_to_{dst}", "convert",
                          f"{src} -> {dst}: truncation toward zero, saturation at the range ends, NaN -> 0",
                          unary("convert", src, (len(F2I),), out=dst), [np.array(F2I)]))

INT_EDGES = {
    "s32": [0, 1, -1, 16777216, 16777217, 16777219, -16777217, 2147483647, -2147483648, 33554435, 1000000001],
    "s64": [0, -1, 2**53 + 1, 2**53 + 3, -(2**53) - 1, 2**63 - 1, -(2**63), 2**62 + 2**38 + 1, 123456789012345],
    "u32": [0, 1, 16777217, 4294967295, 2147483648, 4294967041, 33554433],
    "u64": [0, 2**64 - 1, 2**63, 2**53 + 1, 2**64 - 2**39 - 1, 18446744073709549568],
    "s8": [-128, -1, 0, 1, 127], "u8": [0, 1, 128, 255], "s16": [-32768, 32767, 2049, -2049, 0],
    "u16": [0, 65535, 2049, 2051, 65519],
}
for src, vals in INT_EDGES.items():
    for dst in ("f32", "f64", "f16", "bf16"):
        if src in ("s8", "u8") and dst == "f64":
            continue
        arr = np.array(vals, dtype=np.int64 if src[0] == "s" else np.uint64)
        CASES.append(Case(f"convert_{src}_to_{dst}", "convert",
                          f"{src} -> {dst}: round to nearest even where the integer does not fit the significand",
                          unary("convert", src, (len(vals),), out=dst), [arr]))

INT_PAIRS = [("s32", "s8"), ("s32", "u8"), ("s64", "s32"), ("u32", "s32"), ("s8", "u32"), ("s8", "s64"),
             ("u8", "s8"), ("s16", "u16"), ("u64", "s64"), ("s32", "u64"), ("u16", "s8"), ("s64", "u16")]
for src, dst in INT_PAIRS:
    CASES.append(Case(f"convert_{src}_to_{dst}", "convert",
                      f"{src} -> {dst}: integer narrowing wraps (keeps the low bits), widening sign- or zero-extends",
                      unary("convert", src, (32,), out=dst), special=True))

for src in ("f32", "s32", "u8", "f16", "bf16"):  # c64 -> pred crashes XLA:CPU 0.10.2
    CASES.append(Case(f"convert_{src}_to_pred", "convert", f"{src} -> pred: nonzero is true, NaN is true, -0 is false",
                      unary("convert", src, (24,), out="pred"), special=True))
for dst in ("f32", "s32", "u8", "bf16", "f64"):
    CASES.append(Case(f"convert_pred_to_{dst}", "convert", f"pred -> {dst}: 0 and 1",
                      unary("convert", "pred", (16,), out=dst)))

FLOAT_PAIRS = [("f32", "f16"), ("f32", "bf16"), ("f64", "f32"), ("f64", "bf16"), ("f16", "f32"), ("bf16", "f32"),
               ("f16", "bf16"), ("bf16", "f16"), ("f64", "f16"), ("f32", "f64")]
for src, dst in FLOAT_PAIRS:
    CASES.append(Case(f"convert_{src}_to_{dst}", "convert",
                      f"{src} -> {dst}: round to nearest even, overflow to inf, underflow to subnormals/zero, NaN kept",
                      unary("convert", src, (64,), out=dst),
                      [lambda r, d, s: np.concatenate([specials(d), r.standard_normal(64 - len(specials(d))) * 1e3])]))
CASES.append(Case("convert_f32_to_bf16_ties", "convert", "f32 -> bf16 halfway cases round to even",
                  unary("convert", "f32", (8,), out="bf16"),
                  [np.array([1.00390625, 1.01171875, -1.00390625, 3.0078125, 65408.0, 3.3961e38, 1.0000001, 255.5],
                            dtype=np.float32)]))

F8 = ["f8e5m2", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz", "f8e4m3", "f8e3m4"]
for f8 in F8:
    CASES.append(Case(f"convert_f32_to_{f8}", "convert",
                      f"f32 -> {f8}: rounding, saturation or inf/NaN on overflow, the type's NaN encoding",
                      unary("convert", "f32", (48,), out=f8),
                      [lambda r, d, s: np.concatenate([[0.0, -0.0, 1.0, 448.0, 449.0, 464.0, 57344.0, 61440.0, 1e6, -1e6,
                                                        INF, -INF, NAN, 1e-3, 0.0009765625, 240.0, 15.5, 30.0],
                                                       r.standard_normal(30) * 8])]))
    CASES.append(Case(f"convert_{f8}_to_f32", "convert", f"{f8} -> f32: every bit pattern exactly",
                      unary("convert", f8, (256,), out="f32"), [np.arange(256, dtype=np.uint8)]))
CASES.append(Case("convert_f8e4m3fn_to_bf16", "convert", "f8 -> bf16 directly", unary("convert", "f8e4m3fn", (256,), out="bf16"),
                  [np.arange(256, dtype=np.uint8)]))
CASES.append(Case("convert_f8e5m2_to_f8e4m3fn", "convert", "f8 -> f8 between encodings",
                  unary("convert", "f8e5m2", (256,), out="f8e4m3fn"), [np.arange(256, dtype=np.uint8)]))

# raw bit inputs: the byte array is viewed as the f8 type by the case (model converts with astype)
for case in CASES:
    if case.name.startswith("convert_f8") and case.inputs and isinstance(case.inputs[0], np.ndarray) and case.inputs[0].dtype == np.uint8:
        from model import NP
        src = case.name.split("_")[1]
        case.inputs = [case.inputs[0].view(NP[src])]

for src, dst in [("f32", "c64"), ("f64", "c128"), ("s32", "c64"), ("c64", "c128"), ("c128", "c64"), ("c64", "f32")]:
    CASES.append(Case(f"convert_{src}_to_{dst}", "convert",
                      f"{src} -> {dst}" + (": complex -> real keeps the real part" if dst == "f32" else ""),
                      unary("convert", src, (16,), out=dst), special=src[0] != "s"))

# bitcast-convert: same width, and width-changing (adds or removes a minor dimension)
BC = [("f32", (16,), "s32", (16,)), ("s32", (16,), "f32", (16,)), ("f64", (8,), "u64", (8,)),
      ("bf16", (16,), "s16", (16,)), ("f16", (16,), "u16", (16,)), ("u32", (12,), "f32", (12,)),
      ("f32", (6,), "u8", (6, 4)), ("u8", (5, 4), "f32", (5,)), ("f64", (3,), "s32", (3, 2)),
      ("s32", (4, 2), "f64", (4,)), ("u16", (6, 2), "f32", (6,)), ("f8e4m3fn", (16,), "s8", (16,)), ("s8", (16,), "f8e5m2", (16,)),
      ("u64", (2,), "u16", (2, 4)), ("bf16", (4, 2), "f32", (4,))]
for src, ss, dst, ds in BC:
    s_ = ",".join(map(str, ss))
    d_ = ",".join(map(str, ds))
    text = f"""HloModule bitcast_convert

ENTRY main {{
  x = {src}[{s_}] parameter(0)
  ROOT y = {dst}[{d_}] bitcast-convert(x)
}}
"""
    CASES.append(Case(f"bitcast_convert_{src}_to_{dst}", "bitcast-convert",
                      f"bitcast-convert {src}[{s_}] -> {dst}[{d_}]: the bits unchanged, little-endian element order",
                      text, [bits if src[0] in "fcb" else None], special=src[0] not in "fcb"))

# reduce-precision: exponent and mantissa bits of smaller types, and odd ones
for eb, mb, what in [(5, 10, "f16"), (8, 7, "bf16"), (4, 3, "f8e4m3-like"), (5, 2, "e5m2-like"), (3, 1, "tiny"),
                     (8, 23, "f32 itself (identity)"), (11, 52, "f64 in f64")]:
    dt = "f64" if mb == 52 else "f32"
    CASES.append(Case(f"reduce_precision_e{eb}m{mb}", "convert",
                      f"reduce-precision to {eb} exponent / {mb} mantissa bits ({what}): RNE, overflow to inf, NaN kept",
                      unary("reduce-precision", dt, (64,), attrs=f", exponent_bits={eb}, mantissa_bits={mb}"),
                      [lambda r, d, s: np.concatenate([specials(d), r.standard_normal(64 - len(specials(d))) * 100])]))
