"""Integer and predicate ops: wrap-around, division edge cases, shifts past the width, bit counts."""

from __future__ import annotations

import numpy as np
from mk import binary, unary
from model import NP, Case, specials

CASES: list[Case] = []
SIGNED = ["s8", "s16", "s32", "s64"]
UNSIGNED = ["u8", "u16", "u32", "u64"]


def icross(dt: str) -> tuple[np.ndarray, np.ndarray]:
    sp = specials(dt)
    a, b = np.meshgrid(np.arange(sp.size), np.arange(sp.size), indexing="ij")
    return (np.array([int(sp[i]) for i in a.ravel()], dtype=object),
            np.array([int(sp[i]) for i in b.ravel()], dtype=object))


def _arr(vals, dt):
    return np.array([int(v) for v in vals], dtype=np.int64 if dt[0] == "s" else np.uint64).astype(NP[dt])


for op in ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum"):
    for dt in SIGNED + UNSIGNED:
        if op in ("maximum", "minimum") and dt in ("s16", "u16"):
            continue
        a, b = icross(dt)
        what = {"divide": "x/0 = -1 (all ones), INT_MIN/-1 = INT_MIN, truncation toward zero",
                "remainder": "x%0 = x, INT_MIN%-1 = 0, sign of the dividend"}.get(op, "two's-complement wrap-around")
        CASES.append(Case(f"{op}_{dt}_edges", "integer", f"{op} on {dt} over every pair of edge values: {what}",
                          binary(op, dt, (a.size,)), [_arr(a, dt), _arr(b, dt)]))

for op in ("shift-left", "shift-right-arithmetic", "shift-right-logical"):
    for dt in ("s8", "s32", "s64", "u8", "u16", "u32", "u64"):
        width = NP[dt].itemsize * 8
        sp = [int(v) for v in specials(dt)]
        amounts = list(range(-2, width + 3, max(1, width // 8))) + [width - 1, width, width + 1]
        if dt[0] == "u":
            amounts = [a % (1 << width) for a in amounts]  # negative amounts as their unsigned bits
        a, b = np.meshgrid(np.arange(len(sp)), np.arange(len(amounts)), indexing="ij")
        lhs = _arr([sp[i] for i in a.ravel()], dt)
        rhs = _arr([amounts[i] for i in b.ravel()], dt)
        CASES.append(Case(f"{op.replace('-', '_')}_{dt}", "integer",
                          f"{op} on {dt}: amounts negative, zero, in range, equal to and past the width",
                          binary(op, dt, (lhs.size,)), [lhs, rhs]))

for op in ("and", "or", "xor"):
    for dt in ("pred", "s8", "u32", "s64"):
        CASES.append(Case(f"{op}_{dt}", "integer", f"bitwise {op} on {dt}",
                          binary(op, dt, (64,)), special=dt != "pred"))
for dt in ("pred", "s8", "s32", "u16", "u64"):
    CASES.append(Case(f"not_{dt}", "integer", f"not on {dt} (logical for pred, bitwise otherwise)",
                      unary("not", dt, (24,)), special=dt != "pred"))

for op in ("popcnt", "count-leading-zeros"):
    for dt in ("s8", "s16", "s32", "s64", "u8", "u32", "u64"):
        CASES.append(Case(f"{op.replace('-', '_')}_{dt}", "integer", f"{op} on {dt}: zero, all ones, extremes",
                          unary(op, dt, (40,)), special=True))

for op in ("abs", "negate", "sign"):
    for dt in ("s8", "s32", "s64"):
        CASES.append(Case(f"{op}_{dt}", "integer", f"{op} on {dt}; INT_MIN wraps to itself",
                          unary(op, dt, (24,)), special=True))

for dt in ("s32", "s64", "u32", "s8"):
    base = [-3, -2, -1, 0, 1, 2, 3, 7] if dt[0] == "s" else [0, 1, 2, 3, 5, 7, 10, 255]
    exps = [-2, -1, 0, 1, 2, 3, 5, 31] if dt[0] == "s" else [0, 1, 2, 3, 5, 8, 31, 40]
    a, b = np.meshgrid(base, exps, indexing="ij")
    CASES.append(Case(f"power_{dt}", "integer",
                      f"integer power on {dt}: negative exponents give 0 except for bases 1 and -1, overflow wraps",
                      binary("power", dt, (a.size,)), [_arr(a.ravel(), dt), _arr(b.ravel(), dt)]))
