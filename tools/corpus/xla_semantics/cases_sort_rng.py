"""sort (stable, several operands, total order, along any dim), topk, rng-bit-generator, compare,
select and clamp."""

from __future__ import annotations

import numpy as np
from mk import binary
from model import Case, ints, specials

CASES: list[Case] = []
NAN, INF = float("nan"), float("inf")


def cmp_comp(name, dt, direction, typ="", n_ops=1):
    params = "\n".join(f"  p{k} = {dt if k < 2 else 's32'}[] parameter({k})" for k in range(2 * n_ops))
    t = f", type={typ}" if typ else ""
    return f"""{name} {{
{params}
  ROOT c = pred[] compare(p0, p1), direction={direction}{t}
}}
"""


def sort(name, desc, dt, shape, dim, direction="LT", typ="", stable=False, inputs=None):
    CASES.append(Case(name, "sort", desc, f"""HloModule {name}

{cmp_comp("less", dt, direction, typ)}
ENTRY main {{
  x = {dt}[{shape}] parameter(0)
  ROOT s = {dt}[{shape}] sort(x), dimensions={{{dim}}}{", is_stable=true" if stable else ""}, to_apply=less
}}
""", inputs or []))


sort("sort_f32_ascending", "ascending sort of f32", "f32", "40", 0)
sort("sort_f32_descending", "descending sort via GT", "f32", "40", 0, "GT")
sort("sort_f32_totalorder_nan", "TOTALORDER: -NaN < -inf < -0 < +0 < inf < NaN", "f32", "24", 0, "LT", "TOTALORDER",
     inputs=[lambda r, d, s: np.array([NAN, -0.0, 0.0, INF, -INF, 1.0, -1.0, -NAN, 0.0, -0.0, 3.0, NAN, -2.0, 5.0, -0.0,
                                       0.5, -INF, 2.0, 1e-40, -1e-40, 7.0, -7.0, 0.0, 4.0])])
sort("sort_s32_rows", "sort each row of a matrix (dim 1)", "s32", "4,9", 1)
sort("sort_u8_columns", "sort along dim 0", "u8", "6,3", 0, inputs=[ints(0, 255)])
sort("sort_bf16", "bf16 sort", "bf16", "32", 0)
sort("sort_s64_extremes", "s64 with the extreme values", "s64", "12", 0, inputs=[lambda r, d, s: np.array(
    [2**63 - 1, -(2**63), 0, -1, 1, 5, -5, 2**40, -(2**40), 7, 2**63 - 2, -(2**63) + 1])])
sort("sort_rank3_middle", "sort along the middle dim of rank 3", "f32", "2,7,3", 1)
CASES.append(Case("sort_stable_key_value", "sort", "stable two-operand sort: equal keys keep their order, values follow keys",
                  f"""HloModule sort_kv

{cmp_comp("less", "s32", "LT", n_ops=2)}
ENTRY main {{
  k = s32[30] parameter(0)
  v = s32[30] iota(), iota_dimension=0
  ROOT s = (s32[30], s32[30]) sort(k, v), dimensions={{0}}, is_stable=true, to_apply=less
}}
""", [ints(0, 4)]))
CASES.append(Case("sort_lexicographic_two_keys", "sort", "comparator over two keys (first key, then second descending)",
                  """HloModule sort_lex

lex {
  a0 = s32[] parameter(0)
  b0 = s32[] parameter(1)
  a1 = f32[] parameter(2)
  b1 = f32[] parameter(3)
  lt0 = pred[] compare(a0, b0), direction=LT
  eq0 = pred[] compare(a0, b0), direction=EQ
  gt1 = pred[] compare(a1, b1), direction=GT
  tie = pred[] and(eq0, gt1)
  ROOT r = pred[] or(lt0, tie)
}

ENTRY main {
  k = s32[16] parameter(0)
  f = f32[16] parameter(1)
  ROOT s = (s32[16], f32[16]) sort(k, f), dimensions={0}, is_stable=true, to_apply=lex
}
""", [ints(0, 3), lambda r, d, s: r.integers(0, 5, s).astype(float)]))
CASES.append(Case("sort_three_operands_argsort", "sort", "argsort by keys carrying two payloads", f"""HloModule sort3

{cmp_comp("less", "f32", "LT", n_ops=3)}
ENTRY main {{
  k = f32[3,10] parameter(0)
  i = s32[3,10] iota(), iota_dimension=1
  p = s32[3,10] parameter(1)
  ROOT s = (f32[3,10], s32[3,10], s32[3,10]) sort(k, i, p), dimensions={{1}}, is_stable=true, to_apply=less
}}
""".replace("p2 = s32[] parameter(2)\n  p3 = s32[] parameter(3)\n", "p2 = s32[] parameter(2)\n  p3 = s32[] parameter(3)\n")))
for k, largest in [(3, True), (4, False)]:
    CASES.append(Case(f"topk_k{k}_{'largest' if largest else 'smallest'}", "sort",
                      f"topk op: the {k} {'largest' if largest else 'smallest'} per row with their indices (ties: lower index first)",
                      f"""HloModule topk

ENTRY main {{
  x = f32[3,12] parameter(0)
  ROOT t = (f32[3,{k}], s32[3,{k}]) topk(x), k={k}, largest={'true' if largest else 'false'}
}}
""", [lambda r, d, s: r.integers(0, 6, s).astype(float)]))

for alg, dt, shape in [("rng_three_fry", "u32", "16"), ("rng_three_fry", "u64", "4,4"), ("rng_philox", "u32", "3,5"),
                       ("rng_philox", "u64", "8"), ("rng_three_fry", "u8", "12"),
                       ("rng_philox", "u16", "2,3")]:
    state = "u64[2]" if alg == "rng_three_fry" else "u64[3]"
    CASES.append(Case(f"rng_bit_generator_{alg[4:]}_{dt}_{shape.replace(',', 'x')}", "rng",
                      f"rng-bit-generator {alg} producing {dt}[{shape}]: new state and bits are deterministic",
                      f"""HloModule rbg

ENTRY main {{
  state = {state} parameter(0)
  ROOT r = ({state}, {dt}[{shape}]) rng-bit-generator(state), algorithm={alg}
}}
""", [lambda r, d, s: np.array([0x1234567890ABCDEF, 42, 7][: s[0]], dtype=np.uint64)]))

for dt in ("f32", "s32", "u32", "f16", "bf16", "f64", "s8", "u64"):
    for direction in ("EQ", "NE", "LT", "LE", "GT", "GE"):
        if dt not in ("f32", "s32", "u32") and direction not in ("LT", "NE"):
            continue
        sp = specials(dt)
        a, b = np.meshgrid(np.arange(sp.size), np.arange(sp.size), indexing="ij")
        lhs, rhs = sp[a.ravel()], sp[b.ravel()]
        if dt[0] in "su":
            lhs, rhs = np.array([int(v) for v in lhs], dtype=object), np.array([int(v) for v in rhs], dtype=object)
            cast = (lambda v, dt=dt: np.array(list(v), dtype=np.int64 if dt[0] == "s" else np.uint64))
            lhs, rhs = cast(lhs), cast(rhs)
        CASES.append(Case(f"compare_{direction.lower()}_{dt}", "compare-select",
                          f"compare {direction} on {dt} over every pair of edge values" + (" (NaN compares unordered; -0 == +0)" if dt[0] in "fb" else ""),
                          binary("compare", dt, (lhs.size,), out="pred", attrs=f", direction={direction}"), [lhs, rhs]))
for direction in ("LT", "EQ", "GE"):
    a = np.array([NAN, -NAN, -0.0, 0.0, INF, -INF, 1.0, -1.0, 1e-40])
    x, y = np.meshgrid(a, a, indexing="ij")
    CASES.append(Case(f"compare_totalorder_{direction.lower()}_f32", "compare-select",
                      f"compare {direction} type=TOTALORDER: NaNs ordered by sign, -0 < +0",
                      binary("compare", "f32", (x.size,), out="pred", attrs=f", direction={direction}, type=TOTALORDER"),
                      [x.ravel(), y.ravel()]))
CASES.append(Case("compare_unsigned_type_on_s32", "compare-select", "comparison type UNSIGNED is implied by the element type; s32 uses SIGNED",
                  binary("compare", "s32", (16,), out="pred", attrs=", direction=LT, type=SIGNED"), special=True))
CASES.append(Case("select_array_pred", "compare-select", "select with an array predicate",
                  """HloModule select

ENTRY main {
  p = pred[4,5] parameter(0)
  a = f32[4,5] parameter(1)
  b = f32[4,5] parameter(2)
  ROOT s = f32[4,5] select(p, a, b)
}
"""))
CASES.append(Case("select_scalar_pred_tuple", "compare-select", "select on s32 with a broadcast scalar predicate",
                  """HloModule select_scalar

ENTRY main {
  p = pred[] parameter(0)
  pb = pred[6] broadcast(p), dimensions={}
  a = s32[6] parameter(1)
  b = s32[6] parameter(2)
  ROOT s = s32[6] select(pb, a, b)
}
""", [np.array(False)]))
for dt, lo, hi in [("f32", -1.0, 1.0), ("s32", -5, 5), ("u8", 10, 200), ("bf16", 0.0, 0.5)]:
    CASES.append(Case(f"clamp_scalar_bounds_{dt}", "compare-select", f"clamp of {dt} between scalar bounds (NaN stays NaN)",
                      f"""HloModule clamp

ENTRY main {{
  x = {dt}[24] parameter(0)
  lo = {dt}[] constant({lo})
  hi = {dt}[] constant({hi})
  ROOT c = {dt}[24] clamp(lo, x, hi)
}}
""", special=True))
CASES.append(Case("clamp_array_bounds_min_gt_max", "compare-select", "clamp with array bounds, some with min > max (result is max)",
                  """HloModule clamp_arr

ENTRY main {
  lo = f32[12] parameter(0)
  x = f32[12] parameter(1)
  hi = f32[12] parameter(2)
  ROOT c = f32[12] clamp(lo, x, hi)
}
"""))
