"""xacc's DRAM plan is the buffer assignment's (memory.py): temps packed into one temp block by
liveness, elementwise kernels over dying operands, dynamic-update-slice in place, temporaries in
a result's memory, loop state worked in place; copies only where the plan keeps values apart.
Pinned sizes, the memory report, and the control-flow cases the plan's rules cover, each run
against the interpreter."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac
from conftest import assert_same, run_both
from hlo_texts import dense_softmax

from xlac.driver import load_text
from xlac.registry import get_target
from xlac.targets.xacc import container as ct

HERE = Path(__file__).parent

SOFTMAX = dense_softmax(64, 128)


def _compile(text: str):
    return get_target("xacc").compile(load_text(text))


def test_softmax_temp_is_two_row_vectors() -> None:
    """Before the plan every value had a buffer of its own: the dot's and exp's 32 KiB and the
    two row reductions, 66,048 bytes. Now the dot is computed in the result's memory, exp and
    the quotient over it (elementwise reuse), and the two 256-byte row vectors share one slot."""
    exe = _compile(SOFTMAX)
    assert exe.container.temp_bytes == 256
    assert [b.size for b in exe.container.buffers if b.kind == "temp"] == [256, 256]
    assert_same(SOFTMAX, rtol=1e-5, atol=1e-6)


def test_transformer_block_temp_pinned() -> None:
    """bench/transformer_block.hlo at a quarter of its sizes (64 tokens, width 128, 8 heads of
    16): 824,832 bytes of temps with a buffer per value, 229,376 planned (and 102,400 bytes of
    temporaries in the result's memory before it is written)."""
    text = (HERE / "transformer_block_small.hlo").read_text()
    exe = _compile(text)
    assert exe.container.temp_bytes == 229_376
    assert exe.memory.buffers == 229_376 and exe.memory.staging == 0
    lent = [b for b in exe.container.buffers if b.kind == "result" and b.size != 64 * 128 * 4]
    assert lent and all(b.offset + b.size <= 64 * 128 * 4 for b in lent)


@pytest.mark.slow
def test_transformer_block_runs() -> None:
    """The planned transformer block against the interpreter (25 s of simulation)."""
    got, want = run_both((HERE / "transformer_block_small.hlo").read_text())
    scale = float(np.max(np.abs(want[0])))  # activations reach 1e4: compare at f32 resolution of the largest
    np.testing.assert_allclose(got[0], want[0], rtol=0, atol=1e-5 * scale)


def test_memory_report(tmp_path: Path) -> None:
    model = tmp_path / "softmax.hlo"
    model.write_text(SOFTMAX)
    r = xlac("compile", str(model), "--target", "xacc", "-o", str(tmp_path / "sm.xbin"), "--memory-report")
    assert r.returncode == 0, r.stderr
    assert "scratch: 256 bytes (device DRAM, per launch)" in r.stderr
    parts = {name: int(n.replace(",", "")) for name, n in
             re.findall(r"^  (planned buffers|kernel scratch|staging) +([\d,]+)", r.stderr, re.M)}
    assert parts == {"planned buffers": 256, "kernel scratch": 0, "staging": 0}
    assert re.search(r"peak: 256 bytes of buffers live at step \d+", r.stderr)
    saved = dict((k, int(v.replace(",", ""))) for k, v in
                 re.findall(r"(elementwise reuse|result space|liveness packing) (-?[\d,]+)", r.stderr))
    assert saved["elementwise reuse"] == 32768 and saved["liveness packing"] == 256
    assert re.search(r"scratchpad \(on chip.*the largest kernel stages [\d,]+ of 4,128,704 bytes", r.stderr)
    # a binary read back has its buffer table only
    exe, _ = get_target("xacc").load(tmp_path / "sm.xbin")
    assert "scratch: 256 bytes" in exe.memory_report()


def test_version_1_binary_temps_end_to_end() -> None:
    """A version 1 binary gave every temp a block of its own (offset 0): read, they are laid
    end to end in the temp block."""
    c = ct.Container([], [ct.Buffer("temp", 0, 100), ct.Buffer("param", 0, 8), ct.Buffer("temp", 0, 64)])
    data = bytearray(c.to_bytes())
    data[4:6] = (1).to_bytes(2, "little")
    back = ct.Container.from_bytes(bytes(data))
    assert [(b.kind, b.offset) for b in back.buffers] == [("temp", 0), ("param", 0), ("temp", 128)]
    assert back.temp_bytes == 192


LOOP_SWAP = """HloModule swap
cond { s = (s32[], f32[300], f32[300]) parameter(0)  i = s32[] get-tuple-element(s), index=0
       n = s32[] constant(5)  ROOT lt = pred[] compare(i, n), direction=LT }
body { s = (s32[], f32[300], f32[300]) parameter(0)
       i = s32[] get-tuple-element(s), index=0  a = f32[300] get-tuple-element(s), index=1
       b = f32[300] get-tuple-element(s), index=2  one = s32[] constant(1)  j = s32[] add(i, one)
       h = f32[] constant(0.5)  hb = f32[300] broadcast(h), dimensions={}  c = f32[300] multiply(a, hb)
       ROOT t = (s32[], f32[300], f32[300]) tuple(j, b, c) }
ENTRY e { x = f32[300] parameter(0)  y = f32[300] parameter(1)  z = s32[] constant(0)
          init = (s32[], f32[300], f32[300]) tuple(z, x, y)
          w = (s32[], f32[300], f32[300]) while(init), condition=cond, body=body
          r = f32[300] get-tuple-element(w), index=1  q = f32[300] get-tuple-element(w), index=2
          s = f32[300] add(x, r)
          ROOT out = (f32[300], f32[300], f32[300]) tuple(s, q, x) }
"""

DUS_LOOP = """HloModule fill
cond { s = (s32[], f32[40,6,24]) parameter(0)  i = s32[] get-tuple-element(s), index=0
       n = s32[] constant(12)  ROOT lt = pred[] compare(i, n), direction=LT }
body { s = (s32[], f32[40,6,24]) parameter(0)
       i = s32[] get-tuple-element(s), index=0  a = f32[40,6,24] get-tuple-element(s), index=1
       f = f32[] convert(i)  u = f32[3,2,5] broadcast(f), dimensions={}
       three = s32[] constant(3)  k = s32[] multiply(i, three)  m = s32[] constant(-2)
       big = s32[] constant(99)  one = s32[] constant(1)  j = s32[] add(i, one)
       d = f32[40,6,24] dynamic-update-slice(a, u, k, m, big)
       ROOT t = (s32[], f32[40,6,24]) tuple(j, d) }
ENTRY e { x = f32[40,6,24] parameter(0)  z = s32[] constant(0)
          init = (s32[], f32[40,6,24]) tuple(z, x)
          w = (s32[], f32[40,6,24]) while(init), condition=cond, body=body
          ROOT r = f32[40,6,24] get-tuple-element(w), index=1 }
"""


def test_loop_state_swap_and_live_init() -> None:
    """The body hands its state on swapped (staged through scratch) and the entry still reads
    the loop's initial x after it: copied into the state, not worked on in place."""
    assert_same(LOOP_SWAP)


def test_dynamic_update_slice_in_place_moves_the_window_only() -> None:
    """The update writes its 3x2x5 window (starts clamped: -2 to 0, 99 to 19) into the loop
    state in place: each iteration moves the update's bytes, not the 23 KiB array."""
    assert_same(DUS_LOOP)
    from xlac.targets.xacc.device import XaccDevice

    exe = _compile(DUS_LOOP)
    device = XaccDevice()
    exe.run(device, np.zeros((40, 6, 24), np.float32))
    array = 40 * 6 * 24 * 4
    assert device.last_stats is not None and device.last_stats.dma_bytes < 4 * array


SHARED_CALLS = """HloModule shared
sq { p = f32[50] parameter(0)  ROOT m = f32[50] multiply(p, p) }
br0 { p = f32[50] parameter(0)  ROOT n = f32[50] negate(p) }
br1 { p = f32[50] parameter(0)  ROOT e = f32[50] call(p), to_apply=sq }
ENTRY e { x = f32[50] parameter(0)  y = f32[50] parameter(1)  k = s32[] parameter(2)
          a = f32[50] call(x), to_apply=sq  b = f32[50] call(y), to_apply=sq
          c = f32[50] conditional(k, a, b), branch_computations={br0, br1}
          d = f32[50] add(a, c)
          ROOT t = (f32[50], f32[50], f32[50], f32[50]) tuple(d, d, b, x) }
"""


@pytest.mark.parametrize("k", [0, 1, 7])
def test_shared_callee_branches_and_repeated_results(k: int) -> None:
    """A computation called from several sites has buffers of its own (parameters copied in,
    results copied out); a result listed twice and a parameter returned are copied at the end."""
    x, y = (np.linspace(-2, 2, 50, dtype=np.float32) + s for s in (0, 1))
    assert_same(SHARED_CALLS, [x, y, np.int32(k)])


LENT = """HloModule lent
add { p = f32[] parameter(0)  q = f32[] parameter(1)  ROOT s = f32[] add(p, q) }
ENTRY e { x = f32[256] parameter(0)  y = f32[256] parameter(1)
          a = f32[256] exponential(x)  b = f32[256] sine(y)  c = f32[256] multiply(a, b)
          r = f32[] constant(0)  s = f32[] reduce(c, r), dimensions={0}, to_apply=add
          sb = f32[256] broadcast(s), dimensions={}
          ROOT o = (f32[256], f32[256]) tuple(sb, x) }
"""


def test_temporaries_in_result_memory() -> None:
    """At -O0 (no fusion) every temporary dies before the results are written: a and c live in
    result 0's memory, b and the sum in result 1's (x, a parameter, is copied there at the
    end), so the launch allocates no temp block at all."""
    target = get_target("xacc")
    module = load_text(LENT)
    exe = target.compile(module, target.options(opt_level=0))
    assert exe.container.temp_bytes == 0
    assert exe.memory is not None and exe.memory.total == 0
    kinds = sorted(b.allocation.kind for b in exe.memory.assignment.buffers)
    assert kinds.count("in-result") == 3
    assert sum(b.kind == "result" for b in exe.container.buffers) == 5  # 2 results, 3 temporaries in them
    x, y = np.linspace(-1, 1, 256, dtype=np.float32), np.linspace(0, 3, 256, dtype=np.float32)
    got = exe.run(None, x, y)
    want = get_target("interpreter").compile(module).run(None, x, y)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)


def _dus(layout: str, dims: tuple[int, ...], upd: tuple[int, ...], index_type: str = "s32") -> str:
    shape = f"f32[{','.join(map(str, dims))}]{{{layout}}}"
    ushape = f"f32[{','.join(map(str, upd))}]{{{layout}}}"
    starts = "".join(f"  i{d} = {index_type}[] parameter({d + 2})\n" for d in range(len(dims)))
    names = ", ".join(f"i{d}" for d in range(len(dims)))
    return f"""HloModule dus
ENTRY e {{
  x = {shape} parameter(0)
  u = {ushape} parameter(1)
{starts}  a = {shape} negate(x)
  ROOT d = {shape} dynamic-update-slice(a, u, {names})
}}"""


@pytest.mark.parametrize(("layout", "dims", "upd", "index_type"), [
    ("0", (50,), (7,), "s32"),
    ("1,0", (9, 13), (4, 5), "s32"),
    ("1,0", (9, 13), (4, 13), "u16"),  # whole rows: one contiguous run
    ("2,1,0", (5, 6, 7), (2, 6, 7), "s16"),
    ("2,1,0", (5, 6, 7), (3, 2, 4), "s8"),  # rows of runs, a loop over the outermost dim
    ("3,2,1,0", (4, 3, 5, 6), (2, 2, 3, 4), "s32"),  # a loop over two dims
    # no window path (the elemental kernel rewrites the array, in place): the update's layout
    # differs from the operand's after layout assignment; a u32 start
    ("0,1", (9, 13), (4, 5), "s8"),
    ("1,0", (9, 13), (4, 5), "u32"),
])
@pytest.mark.parametrize("shift", [-3, 0, 2, 40])
def test_dynamic_update_slice_in_place(layout: str, dims: tuple, upd: tuple, index_type: str, shift: int) -> None:
    """a dies at the update, so the update writes its window into a (the result's memory, for
    the default layouts; other layouts end in layout assignment's copy to the result's):
    start indices clamped into range as XLA does, for each layout and index type."""
    text = _dus(layout, dims, upd, index_type)
    exe = _compile(text)
    assert exe.memory is not None
    plan = exe.memory.assignment
    assert [plan.in_place(i) for i in plan.module.entry.instructions if i.opcode == "dynamic-update-slice"] == [True]
    if layout == ",".join(map(str, reversed(range(len(dims))))):
        assert exe.container.temp_bytes == 0  # a is computed in the result, the update goes there
    rng = np.random.default_rng(len(dims))
    np_type = {"s32": np.int32, "s8": np.int8, "u16": np.uint16, "s16": np.int16, "u32": np.uint32}[index_type]
    starts = [np_type(max(shift + d, 0) if index_type[0] == "u" else shift + d) for d in range(len(dims))]
    assert_same(text, [rng.standard_normal(dims).astype(np.float32), rng.standard_normal(upd).astype(np.float32),
                       *starts])
