"""The evaluator updates an array in place (dynamic-update-slice, scatter) only when nothing else
holds it: a loop's state it owns, never a caller's parameter, a constant's literal, a value
another instruction still reads, a second tuple slot holding the same array, or a view. And a
loop that updates one element per iteration costs the same per iteration whatever the size of
the array (it copied the whole array each time: a 100k-iteration loop took minutes)."""

from __future__ import annotations

import time

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.registry import get_target


def run(text: str, *args: np.ndarray) -> list[np.ndarray]:
    return get_target("interpreter").compile(load_text(text, "m.hlo")).run(None, *args)


def counting_loop(n: int, size: int, init: str = "parameter(0)", extra_out: bool = False) -> str:
    """v[i % size] += i for i < n, state (i, v); with extra_out the body also keeps the old v."""
    state = f"(s32[], f32[{size}], f32[{size}])" if extra_out else f"(s32[], f32[{size}])"
    keep = ", v" if extra_out else ""
    return f"""HloModule loop
cond {{
  s = {state} parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant({n})
  ROOT lt = pred[] compare(i, n), direction=LT
}}
body {{
  s = {state} parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = f32[{size}] get-tuple-element(s), index=1
  m = s32[] constant({size})
  k = s32[] remainder(i, m)
  old = f32[1] dynamic-slice(v, k), dynamic_slice_sizes={{1}}
  f = f32[] convert(i)
  fb = f32[1] broadcast(f), dimensions={{}}
  new = f32[1] add(old, fb)
  w = f32[{size}] dynamic-update-slice(v, new, k)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = {state} tuple(j, w{keep})
}}
ENTRY e {{
  x = f32[{size}] {init}
  z = s32[] constant(0)
  s = {state} tuple(z, x{", x" if extra_out else ""})
  w = {state} while(s), condition=cond, body=body
  ROOT r = f32[{size}] get-tuple-element(w), index=1
}}
"""


def expected(n: int, size: int, start: np.ndarray) -> np.ndarray:
    want = start.astype(np.float32).copy()
    for i in range(n):
        want[i % size] = np.float32(want[i % size] + np.float32(i))
    return want


def test_the_callers_array_is_left_alone() -> None:
    x = np.arange(5, dtype=np.float32)
    keep = x.copy()
    (got,) = run(counting_loop(12, 5), x)
    assert np.array_equal(x, keep)
    assert np.array_equal(got, expected(12, 5, keep))


def test_a_constant_init_is_the_same_on_every_run() -> None:
    exe = get_target("interpreter").compile(load_text(counting_loop(7, 3, "constant({1, 2, 3})"), "m.hlo"))
    first, second = exe.run(None)[0], exe.run(None)[0]
    assert np.array_equal(first, second) and np.array_equal(first, expected(7, 3, np.array([1, 2, 3])))


def test_a_value_read_again_is_not_overwritten() -> None:
    """The body keeps the old v in a third slot: v has two readers, so it is copied."""
    text = counting_loop(4, 3, extra_out=True).replace("ROOT r = f32[3] get-tuple-element(w), index=1",
                        "a = f32[3] get-tuple-element(w), index=1\n  b = f32[3] get-tuple-element(w), index=2\n"
                        "  ROOT r = (f32[3], f32[3]) tuple(a, b)")
    got = run(text, np.zeros(3, np.float32))
    assert np.array_equal(got[0], expected(4, 3, np.zeros(3)))
    assert np.array_equal(got[1], expected(3, 3, np.zeros(3)))  # v as the last iteration read it


SHARED = """HloModule shared
body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = f32[4] get-tuple-element(s), index=1
  one = f32[1] constant({1})
  w = f32[4] dynamic-update-slice(v, one, i)
  c = s32[] constant(1)
  j = s32[] add(i, c)
  ROOT t = (s32[], f32[4], f32[4]) tuple(j, w, w)
}
cond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY e {
  x = f32[4] parameter(0)
  r = f32[4] reshape(x)
  z = s32[] constant(0)
  s = (s32[], f32[4], f32[4]) tuple(z, r, r)
  w = (s32[], f32[4], f32[4]) while(s), condition=cond, body=body
  a = f32[4] get-tuple-element(w), index=1
  b = f32[4] get-tuple-element(w), index=2
  ROOT o = (f32[4], f32[4], f32[4]) tuple(a, b, r)
}
"""


def test_one_array_in_two_slots_and_views() -> None:
    """w is both slots of the state (one array for two values) and the init is a view of the
    parameter: each slot, the view and the parameter keep their own values."""
    x = np.full(4, 5, np.float32)
    a, b, r = run(SHARED, x)
    assert a.tolist() == b.tolist() == [1, 1, 1, 5]
    assert r.tolist() == [5, 5, 5, 5] and x.tolist() == [5, 5, 5, 5]


JAX_STYLE = """HloModule jit_f
keep {
  a = f32[] parameter(0)
  ROOT b = f32[] parameter(1)
}
step {
  i = s32[] parameter(0)
  x = f32[SIZE] parameter(1)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  n = s32[] constant(SIZE)
  k = s32[] remainder(i, n)
  kv = s32[1] reshape(k)
  old = f32[1] dynamic-slice(x, k), dynamic_slice_sizes={1}
  o = f32[] reshape(old)
  f = f32[] convert(i)
  u = f32[] add(o, f)
  sc = f32[SIZE] scatter(x, kv, u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=0, indices_are_sorted=true, unique_indices=true, to_apply=keep
  ROOT t = (s32[], f32[SIZE]) tuple(j, sc)
}
body {
  s = (s32[], f32[SIZE]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[SIZE] get-tuple-element(s), index=1
  c = (s32[], f32[SIZE]) call(i, x), to_apply=step
  j = s32[] get-tuple-element(c), index=0
  y = f32[SIZE] get-tuple-element(c), index=1
  ROOT t = (s32[], f32[SIZE]) tuple(j, y)
}
cond {
  s = (s32[], f32[SIZE]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(COUNT)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY main {
  x = f32[SIZE] parameter(0)
  z = s32[] constant(0)
  s = (s32[], f32[SIZE]) tuple(z, x)
  w = (s32[], f32[SIZE]) while(s), condition=cond, body=body
  ROOT r = f32[SIZE] get-tuple-element(w), index=1
}
"""


def jax_style(count: int, size: int) -> str:
    """What jax writes for fori_loop(0, count, lambda i, x: x.at[i % size].add(i)): the update a
    scatter inside a call inside the body."""
    return JAX_STYLE.replace("SIZE", str(size)).replace("COUNT", str(count))


def test_a_scatter_in_a_call_in_a_loop() -> None:
    x = np.arange(6, dtype=np.float32)
    (got,) = run(jax_style(20, 6), x)
    assert np.array_equal(got, expected(20, 6, np.arange(6))) and np.array_equal(x, np.arange(6))


def _seconds(text: str, arg: np.ndarray) -> float:
    exe = get_target("interpreter").compile(load_text(text, "m.hlo"))
    start = time.process_time()
    exe.run(None, arg)
    return time.process_time() - start


@pytest.mark.parametrize("style", [counting_loop, jax_style])
def test_an_iteration_costs_the_same_whatever_the_array_size(style) -> None:
    """1,000 single-element updates of a 16 MB array against a 4 KB one: each iteration copied
    the array (minutes for 100k iterations of a large one). Both sizes in the same run, so the
    machine's speed cancels out."""
    n = 1000
    small = min(_seconds(style(n, 1000), np.zeros(1000, np.float32)) for _ in range(2))
    big = min(_seconds(style(n, 4_000_000), np.zeros(4_000_000, np.float32)) for _ in range(2))
    assert big < 1.5 * small + 0.05, (small, big)
    assert n / small > 1000, f"{n / small:.0f} iterations per second"


@pytest.mark.slow
def test_a_100k_iteration_loop_over_a_100k_element_array() -> None:
    """The issue's loop: 100,000 iterations updating one element of f32[100000] each (jax's
    fori_loop form). It took over 100 s; the bound is CPU time, so a busy machine passes."""
    text = jax_style(100_000, 100_000)
    x = np.zeros(100_000, np.float32)
    exe = get_target("interpreter").compile(load_text(text, "m.hlo"))
    start = time.process_time()
    (got,) = exe.run(None, x)
    rate = 100_000 / (time.process_time() - start)
    (want,) = get_target("cpu").compile(load_text(text, "m.hlo")).run(None, x)
    assert np.array_equal(got, want)
    assert rate > 5000, f"{rate:.0f} iterations per second"


@pytest.mark.parametrize("case", range(40))
def test_one_index_scatter_matches_the_general_path(case: int) -> None:
    """The one-window path against the general one (the same window plus a dropped one)."""
    from xlac.evaluator.kernels import data_movement as dm

    rng = np.random.default_rng(case)
    shape = (5, 4, 3)
    operand = rng.standard_normal(shape).astype(np.float32)
    inserted = (0,) if case % 2 else ()
    window = tuple(d for d in range(3) if d not in inserted)
    sizes = [int(rng.integers(0, shape[d] + 1)) for d in window]
    start = [int(rng.integers(-2, 6)) for _ in range(3)]
    dtype = np.uint32 if case % 5 == 0 else np.int32
    if dtype == np.uint32:
        start = [abs(s) for s in start]
    update = rng.standard_normal([1] + sizes).astype(np.float32)
    kw = dict(update_window_dims=tuple(range(1, 1 + len(window))), inserted_window_dims=inserted,
              scatter_dims_to_operand_dims=(0, 1, 2), index_vector_dim=1)
    combiner = (lambda a, b: [a[0] + b[0]]) if case % 3 else (lambda a, b: [b[0]])
    one = dm.scatter([operand], np.array([start], dtype), [update], combiner=combiner, **kw)[0]
    far = np.array([start, [10**6, 0, 0]], dtype)
    general = dm.scatter([operand], far, [np.concatenate([update, update])], combiner=combiner, **kw)[0]
    assert np.array_equal(one, general)


@pytest.mark.parametrize("dtype", ["s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"])
def test_integer_fast_paths_wrap_and_compare_as_xla(dtype: str) -> None:
    """add/subtract/multiply wrap modulo 2^bits; compares read the values as signed or unsigned
    (the type's own way, and the other way when type= says so)."""
    from xlac.evaluator.kernels import elementwise as ew
    from xlac.hlo.dtypes import dtype as named

    dt = named(dtype)
    info = np.iinfo(dt.np)
    values = np.array([info.min, info.min + 1, -1 if info.min else 1, 0, 1, 7, info.max - 1, info.max], dt.np)
    x, y = np.meshgrid(values, values)
    big_x, big_y = x.astype(object), y.astype(object)
    span = 1 << (8 * dt.np.itemsize)

    def wrap(v):
        flat = [t % span for t in np.asarray(v, object).ravel()]
        flat = [t - span if t > info.max else t for t in flat]
        return np.array(flat, dt.np).reshape(np.shape(v))

    for op, fn in [("add", lambda a, b: a + b), ("subtract", lambda a, b: a - b), ("multiply", lambda a, b: a * b)]:
        assert np.array_equal(ew.binary(op, x, y, dt), wrap(fn(big_x, big_y))), op
        for i in range(len(values)):  # rank 0 too
            assert ew.binary(op, x[0, i], y[i, 0], dt) == wrap(np.array([fn(big_x[0, i], big_y[i, 0])]))[0]
    assert np.array_equal(ew.compare(x, y, "LT", None, dt), big_x < big_y)
    other = "UNSIGNED" if dt.is_signed else "SIGNED"
    bits_x = np.array([v % span for v in big_x.ravel()], object).reshape(x.shape)
    bits_y = np.array([v % span for v in big_y.ravel()], object).reshape(y.shape)
    if other == "SIGNED":
        half = span // 2
        bits_x = np.where(bits_x >= half, bits_x - span, bits_x)
        bits_y = np.where(bits_y >= half, bits_y - span, bits_y)
    assert np.array_equal(ew.compare(x, y, "LT", other, dt), bits_x < bits_y)


def test_flushing_a_scalar_matches_flushing_an_array() -> None:
    from xlac.evaluator.kernels.elementwise import _native_flush

    for t in (np.float32, np.float64):
        tiny = np.finfo(t).tiny
        values = np.array([0.0, -0.0, tiny, -tiny, tiny / 2, -tiny / 4, np.nan, -np.inf, 1.5], t)
        whole = _native_flush(values)
        for v, w in zip(values, whole):
            got = _native_flush(np.array(v))
            assert got.dtype == t and (np.isnan(w) and np.isnan(got) or (got == w and np.signbit(got) == np.signbit(w)))
