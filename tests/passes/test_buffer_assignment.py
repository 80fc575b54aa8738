"""buffer_assignment: reuse, in-place updates, input/output aliasing, and an end-to-end check
that runs every corpus case out of the assigned memory (see buffer_simulator.py)."""

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from buffer_simulator import BufferSimulator
from corpus import cases, known_failures
from pass_testing import evaluate, parse, random_inputs, same_bits

from xlac.driver import compare_outputs, compile_module, load_module
from xlac.hlo.ir import Module
from xlac.passes.buffer_assignment import _leaves, assign_buffers
from xlac.passes.pipeline import optimize
from xlac.passes.rewrite import sequential_computations
from xlac.targets.cpu.options import CpuOptions

REPO = Path(__file__).resolve().parents[2]

CHAIN = """
HloModule m
ENTRY e {
  p = f32[256] parameter(0)
  a = f32[256] exponential(p)
  b = f32[256] negate(a)
  c = f32[256] add(a, b)
  d = f32[256] sqrt(c)
  e = f32[256] sine(d)
  ROOT f = f32[256] cosine(e)
}
"""

SCAN = """
HloModule m
cond {
  s = (s32[], f32[8,4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(8)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[8,4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  h = f32[4] get-tuple-element(s), index=2
  h1 = f32[4] tanh(h)
  ys = f32[8,4] get-tuple-element(s), index=1
  row = f32[1,4] reshape(h1)
  zero = s32[] constant(0)
  ys1 = f32[8,4] dynamic-update-slice(ys, row, i, zero)
  ROOT t = (s32[], f32[8,4], f32[4]) tuple(i1, ys1, h1)
}
ENTRY e {
  h0 = f32[4] parameter(0)
  zero = s32[] constant(0)
  z = f32[] constant(0)
  ys = f32[8,4] broadcast(z), dimensions={}
  init = (s32[], f32[8,4], f32[4]) tuple(zero, ys, h0)
  w = (s32[], f32[8,4], f32[4]) while(init), condition=cond, body=body
  ROOT r = f32[8,4] get-tuple-element(w), index=1
}
"""

DONATED = """
HloModule m, input_output_alias={ {}: (0, {}, may-alias) }
ENTRY e {
  p = f32[16] parameter(0)
  a = f32[16] exponential(p)
  b = f32[16] add(a, p)
  ROOT c = f32[16] negate(b)
}
"""

DONATED_EARLY = """
HloModule m, input_output_alias={ {0}: (0, {}, may-alias) }
ENTRY e {
  p = f32[16] parameter(0)
  a = f32[16] exponential(p)
  b = f32[16] add(a, p)
  ROOT t = (f32[16], f32[16]) tuple(a, b)
}
"""


def _simulate(module: Module, seed: int = 0, **planner: Any) -> None:
    ba = assign_buffers(module, **planner)
    _check_invariants(module, ba)
    inputs = random_inputs(module, seed)
    want = evaluate(module, inputs)
    got = BufferSimulator(module, ba).run(inputs)
    for k, (w, g) in enumerate(zip(want, got)):
        assert same_bits(w, g), f"result {k}: want {w}, got {g}"


def _check_invariants(module: Module, ba) -> None:
    """Temps that overlap in memory are never live at once; a value shares its operand's
    buffer only through the in-place rules."""
    temps = [b for b in ba.buffers if b.allocation.kind in ("temp", "in-result") and b.size]
    for i, a in enumerate(temps):
        for b in temps[i + 1:]:
            if (a.allocation.kind, a.allocation.index) != (b.allocation.kind, b.allocation.index):
                continue  # different memory
            ao, bo = a.allocation.offset, b.allocation.offset
            if ao < bo + b.size and bo < ao + a.size:
                assert a.live[1] < b.live[0] or b.live[1] < a.live[0], (a, b)
    assert ba.temp_size >= ba.stats.peak_temp_bytes
    for buf in temps:
        assert buf.allocation.offset % ba.alignment == 0
    # a temporary lent a result's memory dies before anything is written there, and fits
    results = {b.allocation.index: b for b in ba.buffers if b.allocation.kind == "result"}
    sizes = [leaf.byte_size for leaf in module.entry.root.shape.leaves()]
    for buf in temps:
        if buf.allocation.kind == "in-result":
            j = buf.allocation.index
            assert buf.allocation.offset + buf.size <= sizes[j]
            assert j not in results or buf.live[1] < results[j].live[0], (buf, results[j])


def test_chain_reuses_dead_buffers() -> None:
    module = parse(CHAIN)
    ba = assign_buffers(module)
    assert ba.allocation(module.entry.root).kind == "result"
    assert ba.stats.buffers_written == 2
    # c is written where a dies (read there for the last time), d where c dies, and the root e
    # where d dies, f where e dies: a, c, d, e and f are the result's memory; b alone needs a temp
    root = module.entry.root
    assert [i.name for i, _ in ba.buffer(root).values] == ["a", "c", "d", "e", "f"]
    assert ba.temp_size == ba.stats.peak_temp_bytes == 1024
    without = assign_buffers(parse(CHAIN), reuse_operands=False, lend_results=False)
    assert without.stats.buffers_written == 6 and without.temp_size == 3 * 1024
    _simulate(module)


def test_scan_updates_its_state_in_place() -> None:
    module = parse(SCAN)
    optimize(module, 2)
    ba = assign_buffers(module)
    w = next(i for i in module.entry.instructions if i.opcode == "while")
    body = w.attrs["body"]
    dus = [i for c in sequential_computations(module) for i in c.instructions
           if i.opcode == "dynamic-update-slice" or (i.opcode == "fusion" and i.attrs["calls"].root.opcode ==
                                                     "dynamic-update-slice")]
    assert dus and all(ba.in_place(i) for i in dus)
    assert all(ba.same_buffer(w, body.root, idx, idx) for idx, _ in _leaves(w.shape))
    assert ba.allocation(w, (1,)).kind == "result"  # the loop accumulates straight into the output
    assert not ba.result_copies
    _simulate(module)


def test_donated_parameter_is_written_after_its_last_read() -> None:
    module = parse(DONATED)
    ba = assign_buffers(module)
    assert ba.allocation(module.entry.root).kind == "result" and not ba.result_copies
    _simulate(module)


def test_donated_parameter_still_needed_forces_a_copy() -> None:
    module = parse(DONATED_EARLY)
    ba = assign_buffers(module)
    a = next(i for i in module.entry.instructions if i.name == "a")
    assert ba.allocation(a).kind == "temp"
    assert [j for j, _ in ba.result_copies] == [0]
    _simulate(module)


@pytest.mark.parametrize("sample", ["samples/mlp.hlo", "tests/passes/data/transformer_block.hlo"])
def test_fusion_halves_the_buffers_written(sample: str) -> None:
    stats = {}
    for level in (0, 2):
        module = load_module(REPO / sample)
        optimize(module, level)
        stats[level] = assign_buffers(module).stats
        _simulate(module)
    assert stats[2].buffers_written * 2 <= stats[0].buffers_written
    assert stats[2].peak_temp_bytes <= stats[0].peak_temp_bytes


@pytest.mark.parametrize("sample", ["samples/attention.hlo", "samples/cnn.hlo",
                                    "tests/passes/data/transformer_block.hlo"])
def test_samples_run_from_assigned_memory(sample: str) -> None:
    for level in (0, 2):
        module = load_module(REPO / sample)
        optimize(module, level)
        _simulate(module)


def test_describe_lists_every_buffer() -> None:
    module = parse(CHAIN)
    ba = assign_buffers(module)
    text = ba.describe()
    assert "buffers written: 2" in text and text.count("\n") == len(ba.buffers)


@pytest.mark.parametrize("level", [0, 2])
def test_corpus_runs_from_assigned_memory(level: int) -> None:
    problems = []
    skip = known_failures().get("interpreter", {})
    for c in cases("jax"):
        if c.name in skip:
            continue
        module = load_module(c.hlo)
        optimize(module, level)
        ba = assign_buffers(module)
        _check_invariants(module, ba)
        ins, outs = c.arrays()
        got = BufferSimulator(module, ba).run(ins)
        problems += [f"{c.name}: {p}" for p in compare_outputs(got, outs, c.rtol, c.atol)]
    assert not problems, "\n".join(problems)


SCATTER_LOOP = """
HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
cond {
  s = (s32[], f32[64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[64], f32[64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  acc = f32[64] get-tuple-element(s), index=1
  x = f32[64] get-tuple-element(s), index=2
  io = s32[64] iota(), iota_dimension=0
  k = s32[64] broadcast(i), dimensions={}
  m = s32[64] multiply(io, k)
  idx = s32[64,1] reshape(m)
  sc = f32[64] scatter(acc, idx, x), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  ROOT t = (s32[], f32[64], f32[64]) tuple(i1, sc, x)
}
ENTRY e {
  acc0 = f32[64] parameter(0)
  x = f32[64] parameter(1)
  z = s32[] constant(0)
  init = (s32[], f32[64], f32[64]) tuple(z, acc0, x)
  w = (s32[], f32[64], f32[64]) while(init), condition=cond, body=body
  ROOT out = f32[64] get-tuple-element(w), index=1
}
"""

SELF_SCATTER = """
HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[64] parameter(0)
  x = f32[64] exponential(p)
  io = s32[64] iota(), iota_dimension=0
  c = s32[64] constant({63,62,61,60,59,58,57,56,55,54,53,52,51,50,49,48,47,46,45,44,43,42,41,40,39,38,37,36,35,34,33,32,31,30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0})
  idx = s32[64,1] reshape(c)
  ROOT sc = f32[64] scatter(x, idx, x), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
"""


def test_scatter_in_a_loop_updates_the_state_in_place() -> None:
    """The loop's accumulator is scattered into where it lives: no copy in, none back."""
    module = parse(SCATTER_LOOP)
    optimize(module, 2)
    ba = assign_buffers(module)
    scatters = [i for c in sequential_computations(module) for i in c.instructions if i.opcode == "scatter"]
    assert scatters and all(ba.in_place(s) for s in scatters)
    _simulate(module)


def test_scatter_whose_updates_are_its_target_is_not_in_place() -> None:
    """scatter(x, idx, x) reads x's elements while it writes them: x keeps its own buffer, and
    the compiled result matches the interpreter's."""
    import numpy as np

    from xlac.driver import compile_module, load_text

    module = parse(SELF_SCATTER)
    optimize(module, 2)
    ba = assign_buffers(module)
    sc = next(i for i in module.entry.instructions if i.opcode == "scatter")
    assert not ba.in_place(sc)
    inputs = [np.linspace(-1, 1, 64, dtype=np.float32)]
    got = compile_module(load_text(SELF_SCATTER), "cpu").run(None, *inputs)[0]
    want = compile_module(load_text(SELF_SCATTER), "interpreter").run(None, *inputs)[0]
    np.testing.assert_allclose(got, want, rtol=1e-6)


def _vector_pair_loop(body: str, trips: int) -> str:
    """A while loop over (f32[4], f32[4], s32[] counter) from parameters a, b, run ``trips``
    times; ``body`` gives the body's lines after its parameter p."""
    state = "(f32[4], f32[4], s32[])"
    return f"""
HloModule m
body {{
  p = {state} parameter(0)
{body}
}}
cond {{
  p = {state} parameter(0)
  k = s32[] get-tuple-element(p), index=2
  ROOT lt = pred[] compare(k, s32[] constant({trips})), direction=LT
}}
ENTRY e {{
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  init = {state} tuple(a, b, s32[] constant(0))
  ROOT w = {state} while(init), condition=cond, body=body
}}
"""


def _loop_assigned_and_run(text: str, level: int, *inputs: np.ndarray):
    """``text`` optimized at ``level``: its buffer assignment, its (first) while loop, and the
    cpu target's results."""
    module = parse(text)
    optimize(module, level)
    ba = assign_buffers(module)
    w = next(i for i in module.entry.instructions if i.opcode == "while")
    got = compile_module(parse(text), "cpu", CpuOptions(opt_level=level)).run(None, *inputs)
    return module, ba, w, got


FIBONACCI = _vector_pair_loop("""  a = f32[4] get-tuple-element(p), index=0
  b = f32[4] get-tuple-element(p), index=1
  s = f32[4] add(a, b)
  k = s32[] get-tuple-element(p), index=2
  one = s32[] constant(1)
  ROOT t = (f32[4], f32[4], s32[]) tuple(b, s, add(k, one))""", 10)


@pytest.mark.parametrize("level", [0, 2])
def test_loop_state_handed_on_to_another_element_is_not_overwritten(level: int) -> None:
    """tuple(b, a + b): the body's new element 1 must not be computed into element 1's state
    buffer, which the end of the iteration still copies into element 0 (it was, and a
    Fibonacci loop gave 512, 512 where XLA gives 55, 89; found by the dx_fori_shifted_carry
    corpus case)."""
    module, ba, w, got = _loop_assigned_and_run(FIBONACCI, level, np.zeros(4, np.float32), np.ones(4, np.float32))
    assert not ba.same_buffer(w, w.attrs["body"].root, (1,), (1,))
    _simulate(module)
    assert got[0].tolist() == [55.0] * 4 and got[1].tolist() == [89.0] * 4


UPDATE_AND_HAND_ON = _vector_pair_loop("""  x = f32[4] get-tuple-element(p), index=0
  k = s32[] get-tuple-element(p), index=2
  u = f32[1] broadcast(f32[] convert(k)), dimensions={}
  y = f32[4] dynamic-update-slice(x, u, k)
  one = s32[] constant(1)
  ROOT t = (f32[4], f32[4], s32[]) tuple(y, x, add(k, one))""", 3)


@pytest.mark.parametrize("level", [0, 2])
def test_loop_state_handed_on_is_not_updated_in_place(level: int) -> None:
    """tuple(dynamic-update-slice(x, ...), x): the update must not write x's state buffer in
    place, since the end of the iteration copies the old x into element 1 (element 1 came out
    as the updated row: [0, 1, 2, 9] where XLA gives [0, 1, 9, 9])."""
    module, _, _, got = _loop_assigned_and_run(UPDATE_AND_HAND_ON, level, np.full(4, 9, np.float32),
                                               np.full(4, 5, np.float32))
    _simulate(module)
    assert got[0].tolist() == [0, 1, 2, 9] and got[1].tolist() == [0, 1, 9, 9]


TRANSPOSING_VIEW = """
HloModule m
body {
  p = (s32[], s32[], f32[3,3]{1,0}) parameter(0)
  k = s32[] get-tuple-element(p), index=0
  n = s32[] get-tuple-element(p), index=1
  s = f32[3,3]{1,0} get-tuple-element(p), index=2
  t = f32[3,3]{0,1} bitcast(s)
  v = f32[3,3]{1,0} add(t, t)
  ROOT r = (s32[], s32[], f32[3,3]{1,0}) tuple(add(k, s32[] constant(1)), n, v)
}
cond {
  p = (s32[], s32[], f32[3,3]{1,0}) parameter(0)
  k = s32[] get-tuple-element(p), index=0
  n = s32[] get-tuple-element(p), index=1
  ROOT lt = pred[] compare(k, n), direction=LT
}
ENTRY e {
  x = f32[3,3]{1,0} parameter(0)
  n = s32[] parameter(1)
  init = (s32[], s32[], f32[3,3]{1,0}) tuple(s32[] constant(0), n, x)
  ROOT w = (s32[], s32[], f32[3,3]{1,0}) while(init), condition=cond, body=body
}
"""


@pytest.mark.parametrize("level", [0, 2])
def test_loop_state_read_through_a_transposing_bitcast_is_not_overwritten(level: int) -> None:
    """v = add(t, t) with t a transposed view (bitcast to {0,1}) of the state s: v reads s at
    (j, i) while writing (i, j), so it must not be computed into s's buffer (it was: the check
    compared dimensions, not the layout of the bytes read)."""
    x = np.arange(1, 10, dtype=np.float32).reshape(3, 3)
    _, ba, w, got = _loop_assigned_and_run(TRANSPOSING_VIEW, level, x, np.int32(2))
    assert not ba.same_buffer(w, w.attrs["body"].root, (2,), (2,))
    assert got[2].tolist() == (4 * x).tolist()  # twice transposed and doubled


# ---- elementwise reuse, result space, row groups, pinned sizes ----------------------------

SOFTMAX = """
HloModule m
mx { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT m = f32[] maximum(a, b) }
sm { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
ENTRY e {
  x = f32[64,32] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[64] reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[64,32] broadcast(m), dimensions={0}
  d = f32[64,32] subtract(x, mb)
  ex = f32[64,32] exponential(d)
  zero = f32[] constant(0)
  s = f32[64] reduce(ex, zero), dimensions={1}, to_apply=sm
  sb = f32[64,32] broadcast(s), dimensions={0}
  ROOT y = f32[64,32] divide(ex, sb)
}
"""

# t dies before the result is first written, so it may live in the result's memory
LEND = """
HloModule m
ENTRY e {
  p = f32[64] parameter(0)
  t = f32[64] exponential(p)
  s = f32[16] slice(t), slice={[0:16]}
  u = f32[16] negate(s)
  ROOT r = f32[64] pad(u, f32[] constant(0)), padding=0_48
}
"""


def _names(ba, instr) -> list[str]:
    return [i.name for i, _ in ba.buffer(instr).values]


def test_softmax_computes_in_the_result_memory() -> None:
    module = parse(SOFTMAX)
    optimize(module, 2)
    ba = assign_buffers(module)
    # the exponentials are written where the quotient goes: no 64x32 temp at all
    assert ba.allocation(module.entry.root).kind == "result"
    assert ba.temp_size < 64 * 32 * 4
    assert assign_buffers(module, reuse_operands=False).temp_size >= 64 * 32 * 4
    _simulate(module)


def test_temporary_lives_in_the_result_before_it_is_written() -> None:
    module = parse(LEND)
    ba = assign_buffers(module)
    t = next(i for i in module.entry.instructions if i.name == "t")
    assert ba.allocation(t).kind == "in-result" and ba.allocation(t).index == 0
    plain = parse(LEND)
    assert assign_buffers(plain, lend_results=False).allocation(plain.entry.instructions[1]).kind == "temp"
    _simulate(module)


def test_no_result_space_is_lent_where_a_parameter_is_donated() -> None:
    module = parse(LEND.replace("HloModule m", "HloModule m, input_output_alias={ {}: (0, {}, may-alias) }"))
    ba = assign_buffers(module)
    assert not any(b.allocation.kind == "in-result" for b in ba.buffers)
    _simulate(module)


def test_a_target_that_never_aliases_parameters_plans_as_if_nothing_were_donated() -> None:
    """MemoryModel.alias_parameters=False: results always have memory of their own, so a
    donated result is computed in place while the parameter is still read, and lends its
    memory to temporaries, as any result does."""
    module = parse(DONATED_EARLY)
    ba = assign_buffers(module, alias_parameters=False)
    a = next(i for i in module.entry.instructions if i.name == "a")
    assert not ba.alias_parameters
    assert ba.allocation(a).kind == "result" and not ba.result_copies
    _simulate(module, alias_parameters=False)
    lend = parse(LEND.replace("HloModule m", "HloModule m, input_output_alias={ {}: (0, {}, may-alias) }"))
    assert any(b.allocation.kind == "in-result" for b in assign_buffers(lend, alias_parameters=False).buffers)
    _simulate(lend, alias_parameters=False)


@pytest.mark.parametrize("alignment", [16, 256])
def test_offsets_are_multiples_of_the_alignment(alignment: int) -> None:
    module = load_module(REPO / "tests/passes/data/transformer_block.hlo")
    optimize(module, 2)
    ba = assign_buffers(module, alignment=alignment)
    placed = [b for b in ba.buffers if b.allocation.kind in ("temp", "in-result") and b.size]
    assert len({b.allocation.offset for b in placed}) > 1
    assert all(b.allocation.offset % alignment == 0 for b in placed) and ba.temp_size % alignment == 0
    _check_invariants(module, ba)


def test_row_group_members_run_at_their_last_members_step() -> None:
    """Interleaved row by row, every member reads when the last one runs: a buffer a member
    reads is not free for the group's writes (lent result space included)."""
    from xlac.codegen.llvm.row_groups import for_buffer_assignment

    module = parse(SOFTMAX)
    optimize(module, 2)
    groups = for_buffer_assignment(module.entry)
    assert groups, "softmax forms a row group"
    ba = assign_buffers(module, row_groups=for_buffer_assignment)
    members, local, _ = groups[0]
    steps = {ba.buffer(m).live[0] for m in members if m not in local and ba.buffer(m) is not None
             and ba.buffer(m).values[0][0] is m}
    assert len(steps) <= 1
    assert all(ba.allocation(m).kind == "row" for m in local)
    _check_invariants(module, ba)


@pytest.mark.parametrize("path, temp", [
    ("tests/passes/data/transformer_block.hlo", 2048),
    ("bench/softmax.hlo", 0),  # 4096x1024: the row maxima and sums are rows on the stack
    ("bench/layernorm.hlo", 0),
    ("bench/train_step_transformer.hlo", 36175872),
])
def test_pinned_temp_sizes(path: str, temp: int) -> None:
    """Temp bytes after -O2 as the cpu target plans them (row groups on): a change that makes
    one larger fails here; one that makes it smaller updates the figure."""
    import xlac.codegen.llvm.ir_emitter  # noqa: F401 - registers the generators row groups ask about
    from xlac.codegen.llvm.row_groups import for_buffer_assignment

    module = load_module(REPO / path)
    optimize(module, 2)
    assert assign_buffers(module, row_groups=for_buffer_assignment).temp_size == temp
