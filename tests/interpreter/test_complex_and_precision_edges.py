"""The interpreter's complex ops and reduce-precision on special values, pinned to XLA:CPU.

Complex functions: XLA computes them with its own formulas in the part precision, and the
special values those give (``sign(inf+0j) = nan+0j``, ``rsqrt(1+inf j) = 0-0j``, ``a/0 =
inf+inf j``...) are neither C99's nor numpy's. The cpu target emits the same formulas and matched
XLA on every case below, so the grid tests run every complex op on every pair of special parts
(0, -0, +-inf, NaN, +-huge, +-smallest normal, a subnormal, 1) through both the cpu target and
the interpreter and require the same class of result part by part: NaN where NaN, the same
infinity, the same signed zero. Finite nonzero results only have to agree to a few ulp (the
two sides call different libms), except for power, where a base's argument near pi/2 makes a
one-ulp atan2 difference into a different number (see the power case's exclusion).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from xlac.driver import load_text
from xlac.registry import get_target

pytestmark = pytest.mark.filterwarnings("error")

UNARY = ["abs", "sign", "sqrt", "rsqrt", "cbrt", "exponential", "exponential-minus-one", "log",
         "log-plus-one", "sine", "cosine", "tan", "tanh", "sinh", "cosh", "asin", "acos", "asinh",
         "acosh", "atanh", "logistic", "negate", "real", "imag"]
BINARY = ["add", "subtract", "multiply", "divide", "power", "atan2"]
PART = {"c64": np.float32, "c128": np.float64}
CPLX = {"c64": np.complex64, "c128": np.complex128}


def _run(target: str, hlo: str, *args: np.ndarray) -> np.ndarray:
    t = get_target(target)
    with np.errstate(all="ignore"):
        return np.asarray(t.compile(load_text(hlo), t.options()).run(None, *args)[0])


def _grid(ct: str) -> np.ndarray:
    ft = PART[ct]
    fi = np.finfo(ft)
    huge = 3e38 if ct == "c64" else 1e308
    vals = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, huge, -huge, fi.tiny, -fi.tiny,
                     fi.smallest_subnormal, 1.0], ft)
    re, im = np.meshgrid(vals, vals, indexing="ij")
    z = np.empty(re.size, CPLX[ct])
    z.real, z.imag = re.ravel(), im.ravel()
    return z


def _parts(a: np.ndarray) -> list[np.ndarray]:
    return [a.real, a.imag] if a.dtype.kind == "c" else [a]


def _check(op: str, cpu: np.ndarray, itp: np.ndarray, *ins: np.ndarray, close: bool = True) -> None:
    assert cpu.dtype == itp.dtype and cpu.shape == itp.shape
    for which, (a, b) in enumerate(zip(_parts(cpu), _parts(itp))):
        special_a = np.isnan(a) | np.isinf(a) | (a == 0)
        special_b = np.isnan(b) | np.isinf(b) | (b == 0)
        same = ((a == b) & (np.signbit(a) == np.signbit(b))) | (np.isnan(a) & np.isnan(b))
        bad = (special_a | special_b) & ~same
        if close:
            with np.errstate(all="ignore"):
                ulps = np.abs(a.astype(np.float64) - b) / np.spacing(np.abs(a))
            bad |= ~special_a & ~special_b & ~(ulps <= 8)
        if bad.any():
            idx = np.nonzero(bad)[0][:8]
            rows = [f"  {[x[i] for x in ins]}: cpu {a[i]!r}, interpreter {b[i]!r}" for i in idx]
            pytest.fail(f"{op} ({'real' if which == 0 else 'imag'} part): {int(bad.sum())} "
                        "mismatches, first:\n" + "\n".join(rows))


@pytest.mark.parametrize("ct", ["c64", "c128"])
@pytest.mark.parametrize("op", UNARY)
def test_complex_unary_special_values_match_cpu(op: str, ct: str) -> None:
    z = _grid(ct)
    n = z.size
    out = {"c64": "f32", "c128": "f64"}[ct] if op in ("abs", "real", "imag") else ct
    hlo = f"HloModule m\nENTRY e {{\n  a = {ct}[{n}] parameter(0)\n  ROOT r = {out}[{n}] {op}(a)\n}}\n"
    _check(op, _run("cpu", hlo, z), _run("interpreter", hlo, z), z)


@pytest.mark.parametrize("ct", ["c64", "c128"])
@pytest.mark.parametrize("op", BINARY)
def test_complex_binary_special_values_match_cpu(op: str, ct: str) -> None:
    z = _grid(ct)
    x, y = np.repeat(z, z.size), np.tile(z, z.size)
    n = x.size
    hlo = (f"HloModule m\nENTRY e {{\n  a = {ct}[{n}] parameter(0)\n  b = {ct}[{n}] parameter(1)\n"
           f"  ROOT r = {ct}[{n}] {op}(a, b)\n}}\n")
    cpu, itp = _run("cpu", hlo, x, y), _run("interpreter", hlo, x, y)
    if op == "power":
        # glibc's atan2f(y, -1.18e-38) is one ulp below pi/2 where the interpreter's (f64,
        # rounded once) is above it: cos(c arg x) then changes sign, and so does a zero or
        # infinite result. A libm ulp, not a formula difference: those bases are left out.
        keep = ~((x.real == -np.finfo(PART[ct]).tiny) & np.isfinite(x.imag) & (x.imag != 0))
        x, y, cpu, itp = x[keep], y[keep], cpu[keep], itp[keep]
    _check(op, cpu, itp, x, y, close=op != "power")


def _interp(hlo: str, *args: np.ndarray) -> list[np.ndarray]:
    t = get_target("interpreter")
    with np.errstate(all="ignore"):
        return [np.asarray(o) for o in t.compile(load_text(hlo), t.options()).run(None, *args)]


def _bits(a: np.ndarray) -> list[tuple[bool, bool, float]]:
    """(is NaN, sign bit, value) per part: the exact result, any NaN alike."""
    return [(bool(np.isnan(v)), bool(np.signbit(v)) and not np.isnan(v), 0.0 if np.isnan(v) else float(v))
            for p in _parts(a) for v in p]


def test_complex_infinite_inputs_as_xla() -> None:
    """XLA:CPU's results (jax 0.10.2) for sign, rsqrt, expm1 and tan of inf+0j, 1+inf j and
    -inf+1j; the interpreter gave NaN+NaN j for sign, 0+0j / NaN+NaN j for rsqrt, inf+NaN j for
    expm1(inf) and NaN+0j for tan(inf)."""
    hlo = """HloModule m
ENTRY e {
  a = c64[3] parameter(0)
  s = c64[3] sign(a)
  r = c64[3] rsqrt(a)
  x = c64[3] exponential-minus-one(a)
  t = c64[3] tan(a)
  ROOT o = (c64[3], c64[3], c64[3], c64[3]) tuple(s, r, x, t)
}
"""
    z = np.empty(3, np.complex64)
    z.real, z.imag = [np.inf, 1.0, -np.inf], [0.0, np.inf, 1.0]
    sign, rsqrt, expm1, tan = _interp(hlo, z)

    def c(re: list[float], im: list[float]) -> np.ndarray:
        out = np.empty(len(re), np.complex64)
        out.real, out.imag = re, im
        return out

    nan, inf = np.nan, np.inf
    assert _bits(sign) == _bits(c([nan, 0.0, nan], [0.0, nan, 0.0]))
    assert _bits(rsqrt) == _bits(c([0.0, 0.0, -0.0], [-0.0, -0.0, -0.0]))
    assert _bits(expm1[:1]) == _bits(c([inf], [0.0]))
    assert _bits(tan[:1]) == _bits(c([nan], [nan]))


def test_complex_power_special_bases_as_xla() -> None:
    """XLA: (inf+0j)^(1/3) = inf+0j (the interpreter gave NaN+NaN j), and a base whose |x|
    overflows f32 gives NaN (the interpreter, in c128, gave -0-0j)."""
    hlo = """HloModule m
ENTRY e {
  a = c64[2] parameter(0)
  b = c64[2] parameter(1)
  ROOT p = c64[2] power(a, b)
}
"""
    a = np.empty(2, np.complex64)
    a.real, a.imag = [np.inf, 3e38], [0.0, 3e38]
    b = np.empty(2, np.complex64)
    b.real, b.imag = [np.float32(1 / 3), 2.5], [0.0, 1.5]
    (p,) = _interp(hlo, a, b)
    assert _bits(p[:1]) == [(False, False, np.inf), (False, False, 0.0)]
    assert np.isnan(p[1].real) and np.isnan(p[1].imag)


def test_complex_divide_by_zero_as_xla() -> None:
    """XLA: a/0 = inf+inf j (each part's sign by the numerator's), 1/+-0 = +-inf+nan j."""
    hlo = """HloModule m
ENTRY e {
  a = c64[3] parameter(0)
  b = c64[3] parameter(1)
  ROOT d = c64[3] divide(a, b)
}
"""
    a = np.empty(3, np.complex64)
    a.real, a.imag = [1.0, 1.0, 1.0], [-1.0, 0.0, 0.0]
    b = np.empty(3, np.complex64)
    b.real, b.imag = [0.0, 0.0, -0.0], [0.0, 0.0, 0.0]
    (d,) = _interp(hlo, a, b)
    assert [(bool(np.isnan(v)), float(v) if not np.isnan(v) else None) for v in d.real] == \
        [(False, np.inf), (False, np.inf), (False, -np.inf)]
    assert np.isinf(d.imag[0]) and d.imag[0] < 0 and np.isnan(d.imag[1:]).all()


@pytest.mark.parametrize(("ty", "np_t", "exp_bits"), [("f32", np.float32, 8),
                                                        ("bf16", ml_dtypes.bfloat16, 5)])
def test_reduce_precision_zero_mantissa_keeps_nan(ty: str, np_t: type, exp_bits: int) -> None:
    """XLA selects a NaN input back after rounding, also with mantissa_bits=0, where the
    rounding makes infinity of it (XLA:CPU: [nan, 2, -inf]; the interpreter gave inf)."""
    hlo = f"""HloModule m
ENTRY e {{
  p = {ty}[4] parameter(0)
  ROOT r = {ty}[4] reduce-precision(p), exponent_bits={exp_bits}, mantissa_bits=0
}}
"""
    x = np.array([np.nan, 1.5, -np.inf, -np.nan], np_t)
    (r,) = _interp(hlo, x)
    assert r.dtype == np.dtype(np_t)
    got = r.astype(np.float32)
    assert np.isnan(got[0]) and np.isnan(got[3])
    assert got[1:3].tolist() == [2.0, -np.inf]
