"""Small builders for the HLO texts the case modules write (one ENTRY, our own names)."""

from __future__ import annotations

import numpy as np
from model import specials


def dims(shape: tuple[int, ...] | list[int]) -> str:
    return ",".join(str(d) for d in shape)


def unary(op: str, dt: str, shape, out: str | None = None, attrs: str = "") -> str:
    s = dims(shape)
    return f"""HloModule {op.replace('-', '_')}_{dt}

ENTRY main {{
  x = {dt}[{s}] parameter(0)
  ROOT y = {out or dt}[{s}] {op}(x){attrs}
}}
"""


def binary(op: str, dt: str, shape, out: str | None = None, attrs: str = "", rhs_dt: str | None = None) -> str:
    s = dims(shape)
    return f"""HloModule {op.replace('-', '_')}_{dt}

ENTRY main {{
  lhs = {dt}[{s}] parameter(0)
  rhs = {rhs_dt or dt}[{s}] parameter(1)
  ROOT out = {out or dt}[{s}] {op}(lhs, rhs){attrs}
}}
"""


def scalar_comp(name: str, op: str, dt: str) -> str:
    """A two-parameter scalar computation applying ``op`` (for reduce, scatter, map...)."""
    return f"""{name} {{
  a = {dt}[] parameter(0)
  b = {dt}[] parameter(1)
  ROOT r = {dt}[] {op}(a, b)
}}
"""


def cross(dt: str, extra: list[float] | None = None, subnormals: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of the type's special values: (lhs, rhs), flattened.

    ``subnormals=False`` leaves them out where XLA's result on them is an artifact of its
    approximation under flush-to-zero (power, atan2) rather than a semantic to pin down.
    """
    sp = specials(dt)
    if not subnormals:
        sp = sp[(sp == 0) | ~np.isfinite(sp) | (np.abs(sp) >= _normal_min(dt))]
    if extra:
        sp = np.concatenate([sp, np.array(extra, dtype=sp.dtype)])
    a, b = np.meshgrid(sp, sp, indexing="ij")
    return a.ravel(), b.ravel()


def _normal_min(dt: str) -> float:
    import ml_dtypes
    from model import NP
    return float(ml_dtypes.finfo(NP[dt]).tiny)


def with_edges(lo: float, hi: float, edges: list[float]):
    """Uniform values in [lo, hi) with ``edges`` in front."""
    def recipe(rng, dt, shape):
        n = int(np.prod(shape))
        vals = rng.uniform(lo, hi, size=n)
        vals[: len(edges)] = edges[:n]
        return vals.reshape(shape)
    return recipe
