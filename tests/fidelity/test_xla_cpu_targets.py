"""Forms XLA:CPU (jaxlib 0.10.2) runs that xlac refused: `rng` with StableHLO's third (shape)
operand, which XLA ignores; the custom calls XLA's own passes write, GetRngSeed (RngExpander's
seed: a u64 per call) and ProductOfElementaryHouseholderReflectors (QrExpander's target, jnp's
householder_product: the first n columns of H(0)...H(p-1), as LAPACK's ?orgqr). On the
interpreter and on cpu, which give the same values."""

from __future__ import annotations

import numpy as np
import pytest

from xlac.driver import load_text
from xlac.errors import XlacError
from xlac.registry import get_target

TARGETS = ["interpreter", "cpu"]


def run(text: str, target: str, *args: np.ndarray) -> list[np.ndarray]:
    return get_target(target).compile(load_text(text, "m.hlo")).run(None, *args)


RNG3 = """HloModule m
ENTRY e {
  a = f32[] constant(2)
  b = f32[] constant(3)
  s = s64[2] constant({40, 50})
  ROOT r = f32[40,50] rng(a, b, s), distribution=rng_uniform
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_rng_with_a_shape_operand(target: str) -> None:
    (got,) = run(RNG3, target)
    assert got.shape == (40, 50) and got.min() >= 2 and got.max() < 3 and len(np.unique(got)) > 1900


def test_rng_with_four_operands_is_refused() -> None:
    text = RNG3.replace("rng(a, b, s)", "rng(a, b, s, s)")
    with pytest.raises(XlacError, match=r"rng takes 2 operands \(a, b\) or 3 \(a, b, shape\), got 4"):
        run(text, "interpreter")


SEEDS = """HloModule m
cond {
  s = (s32[], u64[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], u64[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  v = u64[4] get-tuple-element(s), index=1
  g = u64[] custom-call(), custom_call_target="GetRngSeed"
  g1 = u64[1] reshape(g)
  w = u64[4] dynamic-update-slice(v, g1, i)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], u64[4]) tuple(j, w)
}
ENTRY e {
  a = u64[] custom-call(), custom_call_target="GetRngSeed"
  b = u64[] custom-call(), custom_call_target="GetRngSeed"
  z = s32[] constant(0)
  v = u64[4] constant({0, 0, 0, 0})
  s = (s32[], u64[4]) tuple(z, v)
  w = (s32[], u64[4]) while(s), condition=cond, body=body
  l = u64[4] get-tuple-element(w), index=1
  ROOT t = (u64[], u64[], u64[4]) tuple(a, b, l)
}
"""


def test_get_rng_seed_gives_a_seed_per_call_the_same_on_both_targets() -> None:
    """Every call its own u64 (XLA:CPU's are random; these repeat from run to run), in program
    order on both targets."""
    got = {t: run(SEEDS, t) for t in TARGETS}
    a, b, loop = got["interpreter"]
    seeds = [int(a), int(b), *map(int, loop)]
    assert loop.dtype == np.uint64 and len(set(seeds)) == 6
    for x, y in zip(got["interpreter"], got["cpu"]):
        assert np.array_equal(x, y)
    assert all(np.array_equal(x, y) for x, y in zip(run(SEEDS, "interpreter"), got["interpreter"]))


HOUSE = """HloModule m
ENTRY e {
  a = T[SHAPE] parameter(0)
  t = T[TAUS] parameter(1)
  ROOT q = T[SHAPE] custom-call(a, t), custom_call_target="ProductOfElementaryHouseholderReflectors"
}
"""


def householder_product(a: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """H(0) H(1) ... H(p-1) applied to the m x n identity, in complex128."""
    m, n = a.shape[-2:]
    q = np.broadcast_to(np.eye(m, n, dtype=complex), a.shape).copy()
    for i in reversed(range(taus.shape[-1])):
        v = np.zeros(a.shape[:-1], complex)
        v[..., i] = 1
        v[..., i + 1:] = a[..., i + 1:, i]
        w = np.einsum("...m,...mn->...n", v.conj(), q)
        q -= taus[..., i, None, None] * v[..., :, None] * w[..., None, :]
    return q


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dtype,shape,p", [("f32", (2, 5, 3), 2), ("f64", (4, 4), 4), ("c64", (4, 3), 3),
                                           ("c128", (3, 6, 2), 1), ("f32", (3, 2), 0)])
def test_householder_product(target: str, dtype: str, shape: tuple, p: int) -> None:
    """Against the definition (XLA:CPU's own values for the f32 [2,5,3] and c64 [4,3] cases
    agree with it to 1e-6)."""
    rng = np.random.default_rng(len(shape) + p)
    np_type = {"f32": np.float32, "f64": np.float64, "c64": np.complex64, "c128": np.complex128}[dtype]
    a = rng.standard_normal(shape)
    taus = rng.uniform(0.5, 1.5, shape[:-2] + (p,))
    if dtype.startswith("c"):
        a = a + 1j * rng.standard_normal(shape)
        taus = taus + 0.3j * rng.standard_normal(taus.shape)
    a, taus = a.astype(np_type), taus.astype(np_type)
    text = HOUSE.replace("T[", f"{dtype}[").replace("SHAPE", ",".join(map(str, shape))).replace(
        "TAUS", ",".join(map(str, shape[:-2] + (p,))))
    (got,) = run(text, target, a, taus)
    want = householder_product(a.astype(complex), taus.astype(complex))
    tol = 1e-5 if dtype in ("f32", "c64") else 1e-12
    assert got.dtype == np_type and got.shape == shape
    np.testing.assert_allclose(got, want if dtype.startswith("c") else want.real, atol=tol * 10)


@pytest.mark.parametrize("shape,taus,message", [((3, 5), (2,), "needs m >= n >= p"), ((5, 3), (4,), "needs m >= n >= p"),
                                               ((5, 3), (2, 2), "takes a [..., m, n] and taus [..., p]")])
def test_householder_product_refuses_what_xla_refuses(shape: tuple, taus: tuple, message: str) -> None:
    text = HOUSE.replace("T[", "f32[").replace("SHAPE", ",".join(map(str, shape))).replace(
        "TAUS", ",".join(map(str, taus)))
    for target in TARGETS:
        with pytest.raises(XlacError, match=message.replace("[", r"\[").replace("]", r"\]")):
            run(text, target, np.zeros(shape, np.float32), np.zeros(taus, np.float32))
