"""gather, scatter, dynamic-slice and dynamic-update-slice: index clamping, dropped updates,
index vector placement, batching dims, combiners."""

from __future__ import annotations

import numpy as np
from mk import scalar_comp
from model import Case, ints

CASES: list[Case] = []


def gather(name, desc, operand, indices, out, attrs, idx_recipe):
    CASES.append(Case(name, "gather-scatter", desc, f"""HloModule {name}

ENTRY main {{
  operand = {operand} parameter(0)
  indices = {indices} parameter(1)
  ROOT g = {out} gather(operand, indices), {attrs}
}}
""", [None, idx_recipe]))


gather("gather_rows", "take rows of a matrix (embedding lookup)", "f32[6,4]", "s32[5]", "f32[5,4]",
       "offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}", ints(0, 5))
gather("gather_rows_clamped", "out-of-range and negative start indices clamp into range", "f32[6,4]", "s32[6]", "f32[6,4]",
       "offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}",
       lambda r, d, s: np.array([-3, 0, 5, 6, 100, -2147483648]))
gather("gather_columns", "take columns: start_index_map names dim 1", "s32[3,7]", "s64[4]", "s32[3,4]",
       "offset_dims={0}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=1, slice_sizes={3,1}", ints(0, 6))
gather("gather_points_2d", "pick single elements by (row, col) pairs", "f32[5,6]", "s32[7,2]", "f32[7]",
       "offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={1,1}", ints(0, 5))
gather("gather_windows", "2x3 windows at (row, col) starts; windows that overhang clamp", "f32[6,8]", "s32[4,2]", "f32[4,2,3]",
       "offset_dims={1,2}, collapsed_slice_dims={}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={2,3}",
       lambda r, d, s: np.array([[0, 0], [5, 7], [2, 6], [-1, 3]]))
gather("gather_index_vector_dim0", "index vector in dim 0 of the indices", "f32[5,6]", "s32[2,3]", "f32[3]",
       "offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={1,0}, index_vector_dim=0, slice_sizes={1,1}", ints(0, 4))
gather("gather_implicit_index_vector", "index_vector_dim equal to the indices' rank: scalar indices", "u8[9,2]", "s32[3,2]", "u8[3,2,2]",
       "offset_dims={2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,2}", ints(0, 8))
gather("gather_batching_dims", "operand_batching_dims: each batch row gathers from its own operand row", "f32[3,5,2]", "s32[3,4]",
       "f32[3,4,2]", "offset_dims={2}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
       "start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1,2}", ints(0, 4))
gather("gather_u32_indices", "unsigned indices (large values clamp)", "f32[4,3]", "u32[3]", "f32[3,3]",
       "offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,3}",
       lambda r, d, s: np.array([0, 3, 4000000000], dtype=np.uint64))
gather("gather_offset_dims_permuted", "offset dims placed before the batch dim of the result", "f32[4,5,6]", "s32[3]", "f32[2,3,3]",
       "offset_dims={0,2}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=1, slice_sizes={2,1,3}", ints(0, 4))
gather("gather_sorted_hint", "indices_are_sorted is a hint only", "f32[8]", "s32[4,1]", "f32[4,2]",
       "offset_dims={1}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={2}, indices_are_sorted=true",
       lambda r, d, s: np.array([[0], [2], [2], [7]]))


def scatter(name, desc, operand, indices, updates, attrs, idx_recipe, comb="add", dt="f32", upd=None):
    CASES.append(Case(name, "gather-scatter", desc, f"""HloModule {name}

{scalar_comp("combine", comb, dt) if comb != "assign" else f'''combine {{
  old = {dt}[] parameter(0)
  ROOT new = {dt}[] parameter(1)
}}
'''}
ENTRY main {{
  operand = {operand} parameter(0)
  indices = {indices} parameter(1)
  updates = {updates} parameter(2)
  ROOT s = {operand} scatter(operand, indices, updates), {attrs}, to_apply=combine
}}
""", [None, idx_recipe, upd]))


ROWS = "update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1"
scatter("scatter_add_rows_duplicates", "scatter-add of rows with repeated indices: all contributions add",
        "f32[5,3]", "s32[6]", "f32[6,3]", ROWS, lambda r, d, s: np.array([0, 2, 2, 4, 0, 2]))
scatter("scatter_assign_unique", "overwrite with unique indices", "s32[6,2]", "s32[3]", "s32[3,2]", ROWS + ", unique_indices=true",
        lambda r, d, s: np.array([5, 1, 3]), comb="assign", dt="s32")
scatter("scatter_out_of_bounds_dropped", "updates whose window leaves the operand are dropped (not clamped)",
        "f32[4,3]", "s32[5]", "f32[5,3]", ROWS, lambda r, d, s: np.array([-1, 0, 4, 3, 1000]))
scatter("scatter_max", "scatter with maximum as combiner", "f32[6]", "s32[8,1]", "f32[8]",
        "update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1",
        ints(0, 5), comb="maximum")
scatter("scatter_mul_s32", "scatter with multiply on s32", "s32[4]", "s32[6]", "s32[6]",
        "update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1",
        ints(0, 3), comb="multiply", dt="s32")
scatter("scatter_2d_points", "scatter-add at (row, col) points", "f32[4,5]", "s32[6,2]", "f32[6]",
        "update_window_dims={}, inserted_window_dims={0,1}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1", ints(0, 3))
scatter("scatter_windows_partial_oob", "2x2 window updates; a window partly outside is dropped whole", "f32[5,5]", "s32[3,2]",
        "f32[3,2,2]", "update_window_dims={1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1",
        lambda r, d, s: np.array([[0, 0], [3, 3], [4, 1]]))
scatter("scatter_batching_dims", "input_batching_dims: each batch row scatters into its own operand row", "f32[3,6]", "s32[3,2]",
        "f32[3,2]", "update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, input_batching_dims={0}, "
        "scatter_indices_batching_dims={0}, index_vector_dim=2", ints(0, 5))
scatter("scatter_negative_index_dropped", "a negative start index drops the update", "u8[5]", "s32[3,1]", "u8[3]",
        "update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1",
        lambda r, d, s: np.array([[-1], [2], [5]]), comb="add", dt="u8")
CASES.append(Case("scatter_variadic", "gather-scatter", "scatter of two arrays at once with a combiner over both", """HloModule scatter2

combine {
  v0 = f32[] parameter(0)
  i0 = s32[] parameter(1)
  v1 = f32[] parameter(2)
  i1 = s32[] parameter(3)
  v = f32[] add(v0, v1)
  i = s32[] maximum(i0, i1)
  ROOT t = (f32[], s32[]) tuple(v, i)
}

ENTRY main {
  a = f32[5] parameter(0)
  b = s32[5] parameter(1)
  idx = s32[4,1] parameter(2)
  ua = f32[4] parameter(3)
  ub = s32[4] parameter(4)
  ROOT s = (f32[5], s32[5]) scatter(a, b, idx, ua, ub), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=combine
}
""", [None, None, lambda r, d, s: np.array([[1], [3], [1], [4]])]))


def ds(name, desc, operand, out, starts, sizes, idx_dt="s32"):
    params = "\n".join(f"  i{k} = {idx_dt}[] parameter({k + 1})" for k in range(len(starts)))
    CASES.append(Case(name, "gather-scatter", desc, f"""HloModule {name}

ENTRY main {{
  x = {operand} parameter(0)
{params}
  ROOT d = {out} dynamic-slice(x, {", ".join(f"i{k}" for k in range(len(starts)))}), dynamic_slice_sizes={{{sizes}}}
}}
""", [None] + [np.array(s) for s in starts]))


ds("dynamic_slice_in_range", "dynamic-slice with in-range starts", "f32[6,7]", "f32[2,3]", [3, 1], "2,3")
ds("dynamic_slice_clamped_high", "starts past the end clamp so the slice fits", "f32[6,7]", "f32[2,3]", [10, 5], "2,3")
ds("dynamic_slice_negative", "negative starts clamp to 0", "s32[8]", "s32[3]", [-4], "3")
ds("dynamic_slice_u32_index", "unsigned start index", "f32[5,4]", "f32[2,2]", [4000000000, 1], "2,2", idx_dt="u32")
ds("dynamic_slice_s64_index", "s64 start indices", "u8[9,3]", "u8[4,3]", [7, 0], "4,3", idx_dt="s64")
ds("dynamic_slice_full", "slice size equal to the dim: start always clamps to 0", "f32[4]", "f32[4]", [2], "4")
ds("dynamic_slice_s8_index", "s8 start index", "f32[10]", "f32[3]", [-128], "3", idx_dt="s8")


def dus(name, desc, operand, upd, starts, idx_dt="s32"):
    params = "\n".join(f"  i{k} = {idx_dt}[] parameter({k + 2})" for k in range(len(starts)))
    CASES.append(Case(name, "gather-scatter", desc, f"""HloModule {name}

ENTRY main {{
  x = {operand} parameter(0)
  u = {upd} parameter(1)
{params}
  ROOT d = {operand} dynamic-update-slice(x, u, {", ".join(f"i{k}" for k in range(len(starts)))})
}}
""", [None, None] + [np.array(s) for s in starts]))


dus("dynamic_update_slice_in_range", "update a block in range", "f32[5,6]", "f32[2,3]", [1, 2])
dus("dynamic_update_slice_clamped", "starts clamp so the update fits (not dropped)", "f32[5,6]", "f32[2,3]", [4, -3])
dus("dynamic_update_slice_s64", "s64 starts, rank 3", "s32[3,4,5]", "s32[1,2,5]", [2, 3, 9], idx_dt="s64")
dus("dynamic_update_slice_full", "an update as large as the operand replaces it", "bf16[4,4]", "bf16[4,4]", [3, 3])
dus("dynamic_update_slice_u8_index", "u8 start index past the end clamps (unsigned, not -1)", "f32[200]", "f32[10]", [250], idx_dt="u8")
