"""Host runs through the C ABI: buffer addresses for every kind of numpy array the caller may
pass (executable._address takes a fast path for writable contiguous arrays)."""

from __future__ import annotations

import numpy as np

from xlac import driver
from xlac.targets.cpu.executable import _address

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
