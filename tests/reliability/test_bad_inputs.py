"""Inputs that used to end in an internal error, a runaway allocation or a quadratic wait
(issue 13): each now gives one clean error line and exit 1, or works without allocating."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from cli_runner import REPO

from xlac.errors import XlacError
from xlac.hlo.literals import is_elided
from xlac.hlo.opcodes import OPS
from xlac.hlo.parser import parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import min_operands, verify

GIB = 1 << 30


def _limit_memory(nbytes: int):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (nbytes, nbytes))
    return apply


def _cli(tmp_path: Path, text: str, *args: str, memory: int | None = None, env: dict | None = None):
    model = tmp_path / "m.hlo"
    model.write_text(text)
    exe = Path(sys.executable).parent / "xlac"
    env = dict(os.environ, PYTHONPATH=str(REPO), **(env or {}))
    return subprocess.run([str(exe), args[0], str(model), *args[1:]], capture_output=True, text=True,
                          env=env, timeout=120, cwd=tmp_path,
                          preexec_fn=_limit_memory(memory) if memory else None)


def _clean_user_error(r, fragment: str) -> None:
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert fragment in r.stderr, r.stderr


# ---- element types without an array form --------------------------------------------------------

NO_ARRAY_FORM = {
    "u1_parameter": "ENTRY e {\n  p = u1[4] parameter(0)\n  ROOT n = u1[4] negate(p)\n}\n",
    "s1_constant": "ENTRY e {\n  ROOT c = s1[2] constant({0, -1})\n}\n",
    "u1_in_tuple": "ENTRY e {\n  p = (f32[2], u1[3]) parameter(0)\n  ROOT g = f32[2] get-tuple-element(p), index=0\n}\n",
    "s1_convert": "ENTRY e {\n  p = f32[4] parameter(0)\n  ROOT c = s1[4] convert(p)\n}\n",
}


@pytest.mark.parametrize("command", ["compile", "run", "dump-ir"])
@pytest.mark.parametrize("case", sorted(NO_ARRAY_FORM))
def test_types_without_array_form_are_user_errors(tmp_path: Path, case: str, command: str) -> None:
    args = (command, "-o", str(tmp_path / "m.o")) if command == "compile" else (command,)
    r = _cli(tmp_path, NO_ARRAY_FORM[case], *args)
    _clean_user_error(r, "is not supported")
    assert not (tmp_path / "m.o").exists()


# ---- shapes past the limits, elided constants ------------------------------------------------------

OVER_LIMITS = {
    "dim_past_int64": ("ENTRY e {\n  ROOT c = f32[99999999999999999999] constant({...})\n}\n", "larger than int64"),
    "param_dim_past_int64": ("ENTRY e {\n  ROOT p = f32[9223372036854775808] parameter(0)\n}\n", "larger than int64"),
    "elements_past_int64": ("ENTRY e {\n  ROOT c = f32[4294967296,4294967296] constant({...})\n}\n",
                            "more than int64"),
    "bytes_past_int64": ("ENTRY e {\n  ROOT p = f64[4611686018427387904,2] parameter(0)\n}\n", "more than int64"),
    "literal_of_huge_shape": ("ENTRY e {\n  ROOT c = f32[4294967296,4294967296] constant({1})\n}\n",
                              "more than int64"),
}


@pytest.mark.parametrize("case", sorted(OVER_LIMITS))
def test_shapes_past_int64_are_user_errors(tmp_path: Path, case: str) -> None:
    text, fragment = OVER_LIMITS[case]
    _clean_user_error(_cli(tmp_path, text, "compile", "-o", str(tmp_path / "m.o"), memory=3 * GIB), fragment)


HUGE_ELIDED = "ENTRY e {\n  ROOT c = f32[100000,100000,100] constant({...})\n}\n"  # 3.6 TiB


def test_elided_constant_stays_lazy() -> None:
    m = parse_module(HUGE_ELIDED)
    verify(m)
    lit = m.entry.root.literal
    assert is_elided(lit) and lit.shape == (100000, 100000, 100)
    assert "constant({...})" in print_module(m)  # printing never materialises it either
    small = parse_module("ENTRY e {\n  ROOT c = s32[2,3] constant({...})\n}\n").entry.root.literal
    assert np.array_equal(small, np.zeros((2, 3), np.int32))  # deterministic filler: zeros
    assert not is_elided(small + 1) and not is_elided(small.copy())


def test_compile_never_materialises_an_elided_constant(tmp_path: Path) -> None:
    """3.6 TiB of constant, compiled within 3 GiB of address space: it goes to .bss. Past the
    memory limit (here the address space) the compile refuses it, unless $XLAC_MEMORY_LIMIT allows."""
    r = _cli(tmp_path, HUGE_ELIDED, "compile", "-o", str(tmp_path / "m.o"), memory=3 * GIB,
             env={"XLAC_MEMORY_LIMIT": "4T"})
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "m.o").stat().st_size < 1 << 20
    assert "1 constant has elided values" in r.stderr
    _clean_user_error(_cli(tmp_path, HUGE_ELIDED, "compile", "-o", str(tmp_path / "n.o"), memory=3 * GIB),
                      "'c' is an elided constant (constant({...})) of f32[100000,100000,100]")


SPLAT = "ENTRY e {\n  c = f32[2147483648] constant(VALUE)\n  ROOT r = f32[] constant(0)\n}\n"  # 8 GiB


def test_a_scalar_filling_a_huge_array_stays_lazy(tmp_path: Path) -> None:
    """`f32[2147483648] constant(1)` (one scalar for the whole array) made dump-ir allocate 8 GiB
    (`error: out of memory`): it is kept as one element, as an elided constant is."""
    r = _cli(tmp_path, SPLAT.replace("VALUE", "1"), "dump-ir", memory=3 * GIB)
    assert r.returncode == 0, r.stderr
    assert "c = f32[2147483648]{0} constant(1)" in r.stdout
    r = _cli(tmp_path, SPLAT.replace("VALUE", "1"), "dump-ir", "--stage", "hlo-opt", memory=3 * GIB)
    assert r.returncode == 0, r.stderr
    r = _cli(tmp_path, SPLAT.replace("VALUE", "0").replace("ROOT r = f32[] constant(0)", "ROOT r = f32[2] slice(c), "
                                                           "slice={[0:2]}"), "compile", "-O0", "-o",
             str(tmp_path / "z.o"), memory=3 * GIB)
    assert r.returncode == 0, r.stderr  # zeros: zero-initialized memory, never built
    assert (tmp_path / "z.o").stat().st_size < 1 << 20


def test_running_what_does_not_fit_is_a_user_error(tmp_path: Path) -> None:
    """The 3.6 TiB result is refused before anything is allocated, naming the limit it is over."""
    r = _cli(tmp_path, HUGE_ELIDED, "run", "-q", "--target", "cpu", memory=3 * GIB)
    _clean_user_error(r, "'c': the result f32[100000,100000,100] takes 4000000000000 bytes (3.6 TiB), "
                         "more than the address-space limit (ulimit -v), 3221225472 bytes (3.0 GiB)")


def test_parameter_past_memory_is_refused_before_allocating(tmp_path: Path) -> None:
    """512 TiB of parameter (a fuzz finding): a clean error naming it, its size and the limit,
    not numpy's MemoryError after the attempt; the same under a small $XLAC_MEMORY_LIMIT."""
    text = "ENTRY e {\n  ROOT c = f32[65535,2147483648] parameter(0)\n}\n"
    r = _cli(tmp_path, text, "run", "-q", memory=3 * GIB)
    _clean_user_error(r, "m.hlo:2:8: error: 'c': parameter 0 f32[65535,2147483648] takes 562941363486720 "
                         "bytes (512.0 TiB), more than the address-space limit (ulimit -v), 3221225472 bytes")
    assert "out of memory" not in r.stderr and "XLAC_MEMORY_LIMIT" in r.stderr


SMALL_RUN = "ENTRY e {\n  p = f32[1024] parameter(0)\n  q = f32[1024] parameter(1)\n  ROOT a = f32[1024] add(p, q)\n}\n"


@pytest.mark.parametrize("limit,fragment", [
    ("3K", "'p': parameter 0 f32[1024] takes 4096 bytes (4.0 KiB), more than $XLAC_MEMORY_LIMIT, 3072 bytes"),
    ("10K", "the parameters and the result take 12288 bytes (12.0 KiB) together, more than $XLAC_MEMORY_LIMIT"),
    ("lots", "XLAC_MEMORY_LIMIT: 'lots' is not a size"),
])
def test_memory_limit_setting(monkeypatch, limit: str, fragment: str) -> None:
    from xlac.driver import load_text, run_module

    monkeypatch.setenv("XLAC_MEMORY_LIMIT", limit)
    with pytest.raises(XlacError) as info:
        run_module(load_text(SMALL_RUN), "interpreter")
    assert fragment in info.value.message, info.value.message


def test_memory_limit_allows_what_fits(monkeypatch) -> None:
    from xlac.driver import load_text, run_module

    monkeypatch.setenv("XLAC_MEMORY_LIMIT", "12K")
    assert run_module(load_text(SMALL_RUN), "interpreter").outputs[0].shape == (1024,)


@pytest.mark.parametrize("shape", ["token[2]", "opaque[65535,2147483648]"])
def test_token_and_opaque_take_no_dimensions(tmp_path: Path, shape: str) -> None:
    """As XLA's ValidateShape: an opaque[N] parameter was 0 bytes by its type, and `xlac run`
    then made a float64 input of its dimensions (1 PiB for this one)."""
    r = _cli(tmp_path, f"ENTRY e {{\n  ROOT p = {shape} parameter(0)\n}}\n", "run", "-q", memory=3 * GIB)
    _clean_user_error(r, f"{shape}: {shape[:shape.index('[')]} shapes have no dimensions")


@pytest.mark.parametrize("dtype", ["token", "opaque"])
def test_token_and_opaque_parameters_are_not_inputs(tmp_path: Path, dtype: str) -> None:
    r = _cli(tmp_path, f"ENTRY e {{\n  ROOT p = {dtype}[] parameter(0)\n}}\n", "run", "-q")
    _clean_user_error(r, f"parameter 0 ('p') is {dtype}[]: `xlac run` has no {dtype} values to pass in")


def test_elided_constant_computes_as_zeros(tmp_path: Path) -> None:
    text = ("ENTRY e {\n  c = f32[2,3] constant({...})\n  one = f32[] constant(1)\n"
            "  b = f32[2,3] broadcast(one), dimensions={}\n  ROOT a = f32[2,3] add(c, b)\n}\n")
    r = _cli(tmp_path, text, "run", "--check", "--target", "cpu")
    assert r.returncode == 0 and "1 result matches the interpreter" in r.stdout, r.stderr


# ---- operand counts ------------------------------------------------------------------------------

ADD = "add {\n a = f32[] parameter(0)\n b = f32[] parameter(1)\n ROOT s = f32[] add(a, b)\n}\n"


def _module_with(opcode: str, n: int) -> str:
    info = OPS[opcode]
    extra = "".join(f", {a}={{}}" for a in info.required if a not in ("to_apply", "calls", "condition", "body"))
    extra += "".join(f", {a}=add" for a in info.required if a in ("to_apply", "calls", "condition", "body"))
    operands = ", ".join(["p"] * n)
    return ADD + f"ENTRY e {{\n p = f32[4] parameter(0)\n ROOT r = f32[4] {opcode}({operands}){extra}\n}}\n"


@pytest.mark.parametrize("opcode", sorted(OPS))
def test_every_op_checks_its_operand_count_first(opcode: str) -> None:
    """Too few operands (and, for fixed arities, too many) is an XlacError, never an IndexError."""
    counts = range(0, min_operands(opcode))
    if OPS[opcode].arity is not None:
        counts = [*counts, OPS[opcode].arity + 1]
    for n in counts:
        with pytest.raises(XlacError):
            verify(parse_module(_module_with(opcode, n)))


@pytest.mark.parametrize("opcode", ["collective-permute", "dynamic-reshape", "async-update"])
def test_no_operands_cli(tmp_path: Path, opcode: str) -> None:
    text = (f"ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT c = f32[4] {opcode}()"
            + (", source_target_pairs={{0,0}}" if opcode == "collective-permute" else "") + "\n}\n")
    _clean_user_error(_cli(tmp_path, text, "compile", "-o", str(tmp_path / "m.o")), "takes at least 1 operand")


# ---- syntax errors after long identifiers: linear time ------------------------------------------------

@pytest.mark.parametrize("length", [40_000, 1_000_000])
@pytest.mark.parametrize("where", ["attribute", "name", "dtype"])
def test_syntax_error_after_long_identifier_is_fast(length: int, where: str) -> None:
    word = "a" * length
    text = {
        "attribute": f"ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] negate(p), {word} [\n}}\n",
        "name": f"ENTRY e {{\n  p = f32[4] parameter(0)\n  ROOT {word} [ = f32[4] negate(p)\n}}\n",
        "dtype": f"ENTRY e {{\n  p = {word} [4] parameter(0)\n}}\n",
    }[where]
    start = time.perf_counter()
    with pytest.raises(XlacError) as info:
        parse_module(text)
    took = time.perf_counter() - start
    assert took < 5.0, f"{took:.1f} s for a {length}-character identifier"
    assert len(info.value.render().splitlines()[1]) < 200  # the caret line is clipped


# ---- literals out of range for their type -------------------------------------------------------

@pytest.mark.parametrize("literal", ["f16[2] constant({1, 1e308})", "bf16[] constant(1e39)",
                                     "f8e4m3fn[1] constant({1000})", "s8[] constant(128)"])
def test_literal_out_of_range_is_an_error(literal: str) -> None:
    """XLA's parser rejects a finite value its type cannot hold (it would become inf or NaN)."""
    with pytest.raises(XlacError, match="out of range"):
        parse_module(f"ENTRY e {{\n  ROOT c = {literal}\n}}\n")
