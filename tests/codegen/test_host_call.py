"""Host runs through the C ABI: buffer addresses for every kind of numpy array the caller may
pass (executable._address takes a fast path for writable contiguous arrays), and run()'s direct
path for arrays already as the entry takes them."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from xlac import driver
from xlac.errors import XlacError
from xlac.targets.base import Executable
from xlac.targets.cpu.executable import _address, _ndarray_data

ADD = """HloModule add
ENTRY e {
  a = f32[3,4] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT s = f32[3,4] add(a, b)
}
"""


def test_address_matches_numpy_for_every_kind_of_array() -> None:
    base = np.arange(16, dtype=np.float32).reshape(4, 4)
    readonly = base.copy()
    readonly.setflags(write=False)
    for arr in (base, readonly, np.zeros(0, np.float32), base[:, :2], np.frombuffer(b"abcd", np.uint8)):
        assert _address(arr) == arr.ctypes.data
    assert _address(None) is None


def test_read_only_and_fresh_inputs_give_the_right_sums() -> None:
    exe = driver.compile_module(driver.load_text(ADD, "add.hlo"), "cpu")
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = np.full((3, 4), 0.5, dtype=np.float32)
    b.setflags(write=False)  # a read-only buffer takes the slow path; the result is the same
    for _ in range(3):
        (out,) = exe.run(None, a, b)
        np.testing.assert_array_equal(out, a + 0.5)
        a = a * 2


def test_data_pointer_read_from_the_object_matches_numpy() -> None:
    base = np.arange(16, dtype=np.float32).reshape(4, 4)
    readonly = base.copy()
    readonly.setflags(write=False)
    for arr in (base, readonly, base[1:], np.zeros((2, 0), np.float64), np.array(3, np.int8)):
        assert _ndarray_data(arr) == arr.ctypes.data


def test_direct_calls_skip_the_transfer_manager(monkeypatch: pytest.MonkeyPatch) -> None:
    """Row-major arrays of the parameters' dtypes go straight to the entry; anything else
    (a view, another dtype, a list) takes the transfer manager's path, with the same sums."""
    exe = driver.compile_module(driver.load_text(ADD, "add.hlo"), "cpu")
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = np.full((3, 4), 0.5, dtype=np.float32)
    calls = []
    generic = Executable.run_timed
    monkeypatch.setattr(Executable, "run_timed", lambda *args: calls.append(1) or generic(*args))
    (out,) = exe.run(None, a, b)
    np.testing.assert_array_equal(out, a + b)
    assert calls == []
    wide = np.arange(24, dtype=np.float32).reshape(3, 8)
    for x in (wide[:, ::2], a.astype(np.float64), a.tolist(), a.T.copy().T):
        (got,) = exe.run(None, x, b)
        np.testing.assert_array_equal(got, np.asarray(x, np.float32) + b)
    assert len(calls) == 4


def test_wrong_shapes_are_reported_not_read_past() -> None:
    """Before, the generic path ran a (4, 3) or a (2, 2) array as f32[3,4] (reading past it)."""
    exe = driver.compile_module(driver.load_text(ADD, "add.hlo"), "cpu")
    with pytest.raises(XlacError, match="takes 2 parameters"):
        exe.run(None, np.zeros((3, 4), np.float32))
    for wrong in (np.zeros((4, 3), np.float32), np.zeros((2, 2), np.float32), [1.0, 2.0]):
        with pytest.raises(XlacError, match=r"parameter 0 expects f32\[3,4\].*shape \((4, 3|2, 2|2,)\)"):
            exe.run(None, wrong, np.zeros((3, 4), np.float32))


def test_held_results_survive_and_threads_get_their_own() -> None:
    exe = driver.compile_module(driver.load_text(ADD, "add.hlo"), "cpu")
    b = np.ones((3, 4), np.float32)
    firsts = [exe.run(None, np.full((3, 4), float(i), np.float32), b)[0] for i in range(4)]
    for i, out in enumerate(firsts):  # each call gave a new array while the last was held
        np.testing.assert_array_equal(out, np.full((3, 4), i + 1.0))
    bad: list[float] = []

    def worker(seed: int) -> None:
        for k in range(300):
            x = np.full((3, 4), float(seed * 1000 + k), np.float32)
            (out,) = exe.run(None, x, b)
            if not np.array_equal(out, x + 1):
                bad.append(seed)

    threads = [threading.Thread(target=worker, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert bad == []


DONATED = {
    "also_returned": ("HloModule d, input_output_alias={ {0}: (0, {}, may-alias) }\nENTRY e {\n"
                      "  p = s32[4] parameter(0)\n  ROOT t = (s32[4], s32[4]) tuple(negate(p), p)\n}\n", {0: 0}),
    "swapped": ("HloModule d, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}, may-alias) }\n"
                "ENTRY e {\n  a = s32[4] parameter(0)\n  b = s32[4] parameter(1)\n"
                "  ROOT t = (s32[4], s32[4]) tuple(b, a)\n}\n", {0: 0, 1: 1}),
    "rotated": ("HloModule d, input_output_alias={ {0}: (0, {}), {1}: (1, {}), {2}: (2, {}) }\n"
                "ENTRY e {\n  a = s32[4] parameter(0)\n  b = s32[4] parameter(1)\n  c = s32[4] parameter(2)\n"
                "  ROOT t = (s32[4], s32[4], s32[4]) tuple(b, add(c, a), a)\n}\n", {0: 0, 1: 1, 2: 2}),
}


@pytest.mark.parametrize("name", DONATED)
@pytest.mark.parametrize("opt_level", [0, 2])
def test_donated_parameters_passed_as_their_results(name: str, opt_level: int) -> None:
    """A caller may pass a donated parameter's buffer as its result's (input_output_alias): the
    entry reads every parameter before writing a result that may be one. The results were
    copied out in index order, so tuple(negate(p), p) with p donated to result 0 returned
    -p twice, and swapped parameters came back as two copies of one."""
    from xlac.targets.cpu.executable import call_entry

    text, donated = DONATED[name]
    exe = driver.compile_module(driver.load_text(text, "d.hlo"), "cpu", driver.make_options("cpu", opt_level=opt_level))
    rng = np.random.default_rng(3)
    params = [rng.integers(-9, 9, 4).astype(np.int32) for _ in exe.parameter_shapes]
    want = [w.copy() for w in driver.compile_module(driver.load_text(text, "d.hlo"), "interpreter").run(
        None, *[p.copy() for p in params])]
    results = [np.zeros(4, np.int32) for _ in want]
    for j, k in donated.items():
        results[j] = params[k]
    exe._load()
    call_entry(exe._entry, params, results, np.zeros(exe.temp_bytes + 128, np.uint8), 64)
    for got, w in zip(results, want):
        assert got.tolist() == w.tolist()
