"""Corpus cases compiled for aarch64, riscv64 and s390x, linked into the C harness with the cross
toolchain, run under qemu-user, and compared with the outputs real XLA computed.

Every selected case that the cpu target compiles runs; a case it cannot compile yet is skipped
with the compiler's reason (so `pytest -rs` lists them), unless it compiles for the host and not
for the cross triple, which is a cross-compilation bug and fails. Run this file as a script for a
pass / fail / unsupported table.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from corpus import case, case_names, known_failures

from xlac.driver import compare_outputs, load_module
from xlac.errors import XlacError
from xlac.registry import get_target
from xlac.targets.cpu.cross import (
    QemuDevice,
    cross_available,
    missing_tools,
    toolchain_for,
)
from xlac.targets.cpu.options import CpuOptions

# s390x is big-endian: it checks the byte order of constants, inputs and outputs.
TRIPLES = ["aarch64-linux-gnu", "riscv64-linux-gnu", "s390x-linux-gnu"]

# At least one case of each kind of op: elementwise, reduce, dot, convolution, gather/scatter,
# control flow, sort, plus dtypes, tuples, edge cases and whole models.
CASES = [
    # elementwise, compare, convert
    "unary_abs_f32", "unary_negate_f32", "unary_negate_s32", "unary_exp_f32", "unary_log_f32",
    "unary_sqrt_f32", "unary_tanh_f32", "unary_sine_f32", "unary_floor_f32", "unary_round_nearest_even_f32",
    "unary_sign_s32", "unary_popcnt_s32", "binary_add_f32_broadcast", "binary_add_s32_wrap",
    "binary_subtract_f32", "binary_multiply_f32", "binary_divide_f32", "binary_divide_s32",
    "binary_remainder_s32", "binary_power_f32", "binary_maximum_f32_nan", "binary_shift_right_arithmetic_s32",
    "binary_atan2_f32", "compare_f32_all_directions", "select_f32", "clamp_f32_arrays", "convert_f32_to_s32",
    "convert_f32_to_bf16", "convert_f16_to_f32", "bitcast_f32_to_s32",
    # shape
    "transpose_2d_f32", "slice_strided_f32", "dynamic_slice_oob_clamped", "concatenate_f32", "pad_interior_f32",
    "iota_plus_param",
    # reduce
    "reduce_sum_f32_axis1", "reduce_max_f32_axis0", "reduce_min_s32_dims02", "reduce_argmax_f32",
    "reduce_variadic_sum_max", "reduce_window_maxpool_2x2", "cumsum_f32",
    # dot, convolution
    "dot_matmul_f32", "dot_batched_f32", "dot_two_contracting_dims", "dot_s8_preferred_s32", "dot_bf16",
    "conv1d_nwc_same", "conv2d_nhwc_same", "conv2d_nchw_valid_stride2", "conv2d_grouped",
    # gather / scatter
    "gather_rows_negative_idx", "gather_oob_clamped", "gather_points_2d", "scatter_add_duplicates",
    "scatter_oob_dropped",
    # control flow
    "while_fori_loop", "while_data_dependent", "cond_pred", "switch_3_branches_clamped", "call_nested_jit",
    # sort
    "sort_f32_specials", "argsort_stable_ties", "sort_multi_operand", "top_k_f32",
    # dtypes, tuples, edges, models
    "f64_exp_log_x64", "s64_arith_x64", "u8_arith_wrap", "f16_arith", "complex_arith_c64",
    "tuple_pytree_flattened", "tuple_mixed_outputs", "zero_size_elementwise", "scalar_f32_ops",
    "denormals_ftz_f32", "xla-semantics/dot_subnormal_lhs_f64", "xla-semantics/conv2d_subnormal_input", "mlp_forward", "softmax_f32", "attention_1head", "cnn_2layer",
]

# Cross-only known failures live in tests/known_failures.toml under a table named
# "cpu:<triple>" (for example ["cpu:riscv64-linux-gnu"]); there are none today.


def cross_known(triple: str) -> dict[str, str]:
    return known_failures().get(f"cpu:{triple}", {})




class NotCompiled(Exception):
    """The cpu target cannot compile the case yet (the message says why)."""


def in_corpus(ident: str) -> bool:
    """Is ``ident`` (a JAX corpus name, or ``corpus/name``) a case of the corpus?"""
    corpus, _, name = ident.rpartition("/")
    return name in (case_names(corpus) if corpus else case_names())


def entry_name(name: str) -> str:
    """A distinct C symbol per case, whatever the module is called (a module named main would clash)."""
    return "xlac_case_" + "".join(ch if ch.isalnum() else "_" for ch in name)


def compile_case(name: str, triple: str):
    """The case compiled ahead of time for ``triple``; NotCompiled when the cpu target cannot
    compile it anywhere."""
    c = case(name)
    module = load_module(c.hlo)
    target = get_target("cpu")
    try:
        return target.compile(module, CpuOptions(triple=triple, entry_name=entry_name(name), ahead_of_time=True))
    except XlacError as e:
        try:
            target.compile(module, CpuOptions(entry_name=entry_name(name), ahead_of_time=True))
        except XlacError:
            raise NotCompiled(e.message) from None
        raise AssertionError(f"{name} compiles for the host but not for {triple}: {e.message}") from None


def run_case(name: str, triple: str, keep: Path | None = None) -> list[str]:
    """Problems found running ``name`` for ``triple`` on the qemu device (empty when it matches XLA)."""
    c = case(name)
    executable = compile_case(name, triple)
    ins, want = c.arrays()
    got = executable.run(QemuDevice(triple, keep=keep), *ins)
    return compare_outputs(got, want, c.rtol, c.atol)


@pytest.mark.parametrize("name", CASES)
@pytest.mark.parametrize("triple", TRIPLES)
def test_cross_matches_xla(triple: str, name: str, tmp_path: Path) -> None:
    if not cross_available(triple):
        tc = toolchain_for(triple)
        pytest.skip(f"no {triple} toolchain: " + "; ".join(missing_tools(tc)) + f" ({tc.install_hint})")
    if not in_corpus(name):
        pytest.fail(f"{name} is not in the corpus any more; update CASES")
    reason = known_failures().get("cpu", {}).get(name)
    try:
        problems = run_case(name, triple, keep=tmp_path)
    except NotCompiled as e:
        pytest.skip(f"the cpu target cannot compile {name} yet: {e}")
    except XlacError as e:
        problems = [str(e)]
    if problems and reason:
        pytest.xfail(f"listed for cpu in known_failures.toml: {reason}")
    cross_reason = cross_known(triple).get(name)
    if cross_reason:
        if problems:
            pytest.xfail(cross_reason)
        pytest.fail(f"{name} now passes on {triple}; remove it from tests/known_failures.toml")
    assert not problems, f"{name} on {triple}:\n" + "\n".join(problems)


def test_selection_spans_the_corpus() -> None:
    """The selection keeps covering every kind of op the issue names."""
    cats = {case(n).category for n in CASES if in_corpus(n)}
    for needed in ("elementwise-unary", "elementwise-binary", "reduce", "dot", "convolution", "gather-scatter",
                   "control-flow", "sort"):
        assert needed in cats
    assert len(CASES) >= 40


def main() -> int:
    """Print pass / FAIL / unsupported for every case and triple (what the report quotes)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(job: tuple[str, str]) -> tuple[str, str, str]:
        triple, name = job
        try:
            problems = run_case(name, triple)
            return triple, name, "pass" if not problems else "FAIL " + problems[0][:100]
        except NotCompiled as e:
            return triple, name, "unsupported: " + str(e).splitlines()[0][:100]
        except (XlacError, AssertionError) as e:
            return triple, name, "FAIL " + str(e).splitlines()[0][:100]

    jobs = [(t, n) for t in TRIPLES if cross_available(t) for n in CASES]
    with ThreadPoolExecutor(2) as pool:
        rows = list(pool.map(one, jobs))
    for triple, name, status in rows:
        print(f"{triple:20s} {name:36s} {status}")
    for triple in TRIPLES:
        passed = [n for t, n, s in rows if t == triple and s == "pass"]
        print(f"{triple}: {len(passed)} of {len(CASES)} pass")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())
