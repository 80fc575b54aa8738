"""Helpers shared by the numpy models of jaxlib's LAPACK targets (lapack*.py): attribute
decoding, batch views, result checking, and the BLAS/LAPACK building blocks (?nrm2, i?amax, ?larfg,
?larf) with LAPACK's exact conventions, so every model reproduces LAPACK's Householder storage."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

Spec = tuple[np.dtype, tuple[int, ...]]
Kernel = Callable[[list[np.ndarray], dict, list[Spec]], list[np.ndarray]]

# A numpy scalar of an operand's dtype (np.float32(...), np.complex128(...)): typed Any because
# numpy's stubs give generic scalars no arithmetic.
Scalar = Any

INFO = np.dtype(np.int32)
PREFIX_DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}


def char_attr(attrs: dict, name: str, allowed: str) -> str:
    """Decode a ui8 character-enum attribute (jaxlib rejects other scalar types, so do we)."""
    if name not in attrs:
        raise ValueError(f"missing attribute '{name}'")
    value = attrs[name]
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"attribute '{name}' must be a ui8 character code, got {value!r}")
    char = chr(int(value))
    if char not in allowed:
        raise ValueError(f"attribute '{name}' = {int(value)} ('{char}') is not one of {list(allowed)}")
    return char


def matrix(x: np.ndarray, what: str) -> np.ndarray:
    """Validate a batch of matrices and return a writable copy (the result aliases the operand)."""
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"{what} must have at least 2 dimensions, got shape {x.shape}")
    if x.dtype.type not in PREFIX_DTYPES.values():
        raise ValueError(f"{what} has dtype {x.dtype}; LAPACK targets take f32/f64/c64/c128")
    return np.array(x, copy=True, order="C")


def flat(x: np.ndarray) -> np.ndarray:
    """View the batch dimensions as one (reshape of a contiguous copy, so writes land in x)."""
    return x.reshape((-1,) + x.shape[-2:])


def real_dtype(dtype: np.dtype) -> np.dtype:
    return np.empty(0, dtype).real.dtype


def abs1(x: np.ndarray) -> np.ndarray:
    """|re| + |im|: the magnitude i?amax uses to choose pivots (plain |x| for real data)."""
    return np.abs(x.real) + np.abs(x.imag) if np.iscomplexobj(x) else np.abs(x)


def iamax(x: np.ndarray) -> int:
    """Index of the first strictly largest magnitude, scanning like reference i?amax (NaN never
    overtakes, but a leading NaN stays chosen)."""
    mag = abs1(x)
    best = 0
    for i in range(1, mag.size):
        if mag[i] > mag[best]:
            best = i
    return best


def nrm2(x: np.ndarray) -> Scalar:
    """Euclidean norm scaled against overflow, in the real type of ``x`` (like ?nrm2)."""
    rdt = real_dtype(x.dtype)
    mag = np.abs(x)
    scale = mag.max() if mag.size else rdt.type(0)
    if scale == 0 or not np.isfinite(scale):
        return rdt.type(scale)
    return rdt.type(scale * np.sqrt(np.sum(np.square(mag / scale))))


def finish(results: list[np.ndarray], specs: list[Spec] | None, family: str) -> list[np.ndarray]:
    """Check the computed results against the custom call's result shapes and cast them."""
    if specs is None:
        return results
    if len(specs) != len(results):
        raise ValueError(f"{family}: computed {len(results)} results but the custom call has {len(specs)}")
    out = []
    for i, (value, (dtype, dims)) in enumerate(zip(results, specs)):
        value = np.asarray(value)
        if value.shape != tuple(dims):
            raise ValueError(f"{family}: result {i} has shape {value.shape}, expected {tuple(dims)}")
        out.append(value.astype(dtype, copy=False))
    return out


def legacy_tail(results: list[np.ndarray], specs: list[Spec] | None, batch: tuple[int, ...]) -> list[np.ndarray]:
    """Older jaxlib FFI kernels also returned ``info`` and a workspace; fill them (info = 0)."""
    if specs is None or len(specs) <= len(results):
        return results
    extra = [np.zeros(dims, dtype) for dtype, dims in specs[len(results):]]
    if extra and tuple(specs[len(results)][1]) == batch:
        extra[0] = np.zeros(batch, INFO)
    return results + extra


def larfg(alpha: Scalar, x: np.ndarray) -> tuple[Scalar, Scalar, np.ndarray]:
    """?larfg: H = I - tau v v^H with v = [1, x'] maps [alpha, x] to [beta, 0], beta real and
    beta = -sign(Re alpha) * ||[alpha, x]||. Returns (beta, tau, x'); tau = 0 means H = I."""
    dtype = x.dtype
    rdt = real_dtype(dtype)
    complex_ = np.iscomplexobj(x)
    alpha = dtype.type(alpha)
    if x.size == 0 and not complex_:  # dlarfg: N <= 1 (zlarfg still fixes a complex alpha)
        return alpha, dtype.type(0), x
    xnorm = nrm2(x)
    if xnorm == 0 and alpha.imag == 0:
        return alpha, dtype.type(0), x
    safmin = rdt.type(np.finfo(rdt).tiny / (np.finfo(rdt).eps / 2))
    norm = nrm2(np.array([alpha.real, alpha.imag, xnorm], rdt))
    beta = rdt.type(-np.copysign(norm, alpha.real))
    knt = 0
    while abs(beta) < safmin and knt < 20:  # rescale tiny columns as LAPACK does
        knt += 1
        x = x * (1 / safmin)
        beta, alpha = rdt.type(beta / safmin), dtype.type(alpha / safmin)
    if knt:
        xnorm = nrm2(x)
        norm = nrm2(np.array([alpha.real, alpha.imag, xnorm], rdt))
        beta = rdt.type(-np.copysign(norm, alpha.real))
    if complex_:
        tau = dtype.type(complex((beta - alpha.real) / beta, -alpha.imag / beta))
    else:
        tau = dtype.type((beta - alpha) / beta)
    x = x * (dtype.type(1) / (alpha - beta))
    for _ in range(knt):
        beta = rdt.type(beta * safmin)
    return dtype.type(beta), tau, x


def apply_reflector(v: np.ndarray, tau: Scalar, c: np.ndarray) -> None:
    """?larf 'Left': C := (I - tau v v^H) C, in place."""
    if tau != 0:
        c -= tau * np.outer(v, v.conj() @ c)


def take_operands(operands: list[np.ndarray], count: int, family: str) -> list[np.ndarray]:
    if len(operands) != count:
        raise ValueError(f"{family} takes {count} operand(s), got {len(operands)}")
    return list(operands)


def check_square(x: np.ndarray, family: str) -> None:
    if x.shape[-1] != x.shape[-2]:
        raise ValueError(f"{family} needs square matrices, got shape {x.shape}")
