"""A token in the entry's result tuple keeps its slot in ``results`` (the header says: no buffer,
pass NULL) and every array result goes to its own slot. Counting only the arrays, results after
a token went to their neighbour's buffer: through NULL (a crash), or 16 bytes into a 4-byte one."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from cli_runner import xlac

from xlac.runtime.toolchain import c_compiler

MODULE = """HloModule tokens
ENTRY main {
  i = s32[] parameter(0)
  q = f32[2,2] parameter(1)
  t = f32[2,2]{0,1} copy(q)
  tk = token[] after-all()
  n = s32[] negate(i)
  ROOT r = (token[], s32[], f32[2,2]{0,1}, token[], s32[]) tuple(tk, n, t, tk, i)
}
"""

CALLER = r"""#include <stdio.h>
#include <stdlib.h>
#include "tokens.h"
int main(void) {
  int32_t i = 7; float q[4] = {10, 20, 30, 40};
  int32_t *neg = malloc(4), *same = malloc(4); float *t = malloc(16);
  void *p[2] = {&i, q};
  void *r[5] = {NULL, neg, t, NULL, same};
  void *temp = aligned_alloc(64, TOKENS_TEMP_BYTES ? TOKENS_TEMP_BYTES : 64);
  int st = tokens(p, r, temp);
  printf("%d %d %g %g %g %g %d\n", st, *neg, t[0], t[1], t[2], t[3], *same);
  return 0;
}
"""


def test_results_after_a_token_go_to_their_own_slot(tmp_path: Path) -> None:
    path = tmp_path / "tokens.hlo"
    path.write_text(MODULE)
    proc = xlac("run", str(path), "--input", "s32=7", "--input", "f32[2,2]=10,20,30,40", "-o", str(tmp_path / "o.npz"))
    assert proc.returncode == 0, proc.stderr
    out = np.load(tmp_path / "o.npz")
    assert int(out["out0"]) == -7 and int(out["out2"]) == 7  # (xlac run's outputs skip tokens)
    np.testing.assert_array_equal(out["out1"], [[10, 20], [30, 40]])


@pytest.mark.skipif(c_compiler() is None, reason="no C compiler")
def test_a_c_caller_gets_each_result_in_its_buffer(tmp_path: Path) -> None:
    path = tmp_path / "tokens.hlo"
    path.write_text(MODULE)
    assert xlac("compile", str(path), "-o", str(tmp_path / "tokens.o")).returncode == 0
    (tmp_path / "main.c").write_text(CALLER)
    exe = tmp_path / "main"
    subprocess.run([str(c_compiler()), "-I", str(tmp_path), str(tmp_path / "main.c"), str(tmp_path / "tokens.o"),
                    "-lm", "-o", str(exe)], check=True)
    done = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "-7", "10", "30", "20", "40", "7"]  # t is column-major
