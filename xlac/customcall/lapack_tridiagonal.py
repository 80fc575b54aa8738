"""Numpy models of jaxlib's CPU tridiagonal solvers.

- ``lapack_?gtsv_ffi`` (``jax.lax.linalg.tridiagonal_solve``): operands (dl, d, du, b), results
  (dl_out, d_out, du_out, b_out, info), all four aliased to their operands. jaxlib passes
  ``dl + 1`` to LAPACK, so dl[0] and du[n-1] are never read; ?gtsv is Gaussian elimination with
  partial pivoting (|.| for real, |re| + |im| for complex), overwriting dl[1:n-1] with U's second
  superdiagonal, d with U's diagonal, du[0:n-1] with U's first superdiagonal and b with X.
  info = i > 0 when U(i, i) is exactly zero; LAPACK then stops, leaving b part-way (JAX masks it).
- ``tridiagonal_solve_perturbed_ffi`` (``perturb_singular=True``): operands (dl, d, du, b),
  result x. jaxlib's ?lagtf/?lagts-style solve: the same pivoting with scaled row magnitudes,
  then back substitution in which a pivot too small for the right-hand side is perturbed by
  eps * max|U| (doubling) so a singular system still gives a finite answer.
"""

from __future__ import annotations

import numpy as np

from .lapack_util import INFO, PREFIX_DTYPES, Scalar, Spec, abs1, finish, real_dtype, take_operands


def _operands(operands: list[np.ndarray], family: str) -> tuple[np.ndarray, ...]:
    dl, d, du, b = (np.array(x, copy=True) for x in take_operands(operands, 4, family))
    if b.ndim < 2:
        raise ValueError(f"{family}: b must have at least 2 dimensions, got shape {b.shape}")
    for name, v in (("dl", dl), ("d", d), ("du", du)):
        if v.shape != b.shape[:-1]:
            raise ValueError(f"{family}: {name} has shape {v.shape}, expected b's leading dimensions {b.shape[:-1]}")
        if v.dtype != b.dtype:
            raise ValueError(f"{family}: {name} has dtype {v.dtype}, b has {b.dtype}")
    if b.dtype.type not in PREFIX_DTYPES.values():
        raise ValueError(f"{family}: dtype {b.dtype}; the tridiagonal solvers take f32/f64/c64/c128")
    return dl, d, du, b


def _gtsv_one(dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> int:
    """?gtsv in place on one system (dl[i] is the subdiagonal entry of row i, dl[0] unused);
    returns info."""
    n = d.shape[0]
    for k in range(n - 1):
        sub = dl[k + 1]
        if sub == 0:
            if d[k] == 0:
                return k + 1
        elif abs1(d[k]) >= abs1(sub):  # no interchange
            mult = sub / d[k]
            d[k + 1] = d[k + 1] - mult * du[k]
            b[k + 1] = b[k + 1] - mult * b[k]
            if k < n - 2:
                dl[k + 1] = 0
        else:  # interchange rows k and k+1
            mult = d[k] / sub
            d[k] = sub
            temp = d[k + 1]
            d[k + 1] = du[k] - mult * temp
            if k < n - 2:
                dl[k + 1] = du[k + 1]
                du[k + 1] = -mult * dl[k + 1]
            du[k] = temp
            row = b[k].copy()
            b[k] = b[k + 1]
            b[k + 1] = row - mult * b[k + 1]
    if n and d[n - 1] == 0:
        return n
    if n:
        b[n - 1] = b[n - 1] / d[n - 1]
    if n > 1:
        b[n - 2] = (b[n - 2] - du[n - 2] * b[n - 1]) / d[n - 2]
    for k in range(n - 3, -1, -1):
        b[k] = (b[k] - du[k] * b[k + 1] - dl[k + 1] * b[k + 2]) / d[k]
    return 0


def gtsv(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?gtsv_ffi: operands (dl, d, du (batch + (n,)), b (batch + (n, nrhs))), no attrs;
    results [dl_out, d_out, du_out, b_out = X, info (s32, batch)]."""
    dl, d, du, b = _operands(operands, "gtsv")
    n = b.shape[-2]
    fl, fd, fu = (v.reshape(-1, n) for v in (dl, d, du))
    fb = b.reshape((-1,) + b.shape[-2:])
    info = np.zeros(fb.shape[0], INFO)
    with np.errstate(all="ignore"):
        for i in range(fb.shape[0]):
            info[i] = _gtsv_one(fl[i], fd[i], fu[i], fb[i])
    return finish([dl, d, du, b, info.reshape(b.shape[:-2])], result_dtypes_and_dims, "gtsv")


# -- the perturbed solve -------------------------------------------------------------------------

def _perturb_pivot(perturb: float, pivot: Scalar, row: np.ndarray) -> tuple[Scalar, np.ndarray]:
    """Grow a pivot too small for ``row / pivot`` (or 1 / pivot) by doubling perturbations, or
    scale both up when it is merely tiny (?lagts' rule, as jaxlib's MaybePerturbPivot)."""
    rdt = real_dtype(row.dtype)
    one = rdt.type(1)
    info = np.finfo(rdt)
    small = one / info.max
    safemin = info.tiny if small < info.tiny else small * (one + info.eps)
    bignum = one / safemin
    abs_pivot = abs(pivot)
    if abs_pivot >= one:
        return pivot, row
    perturb = rdt.type(np.copysign(max(abs(perturb), safemin), np.real(pivot)))
    max_factor = np.abs(row).max() if row.size else rdt.type(0)
    while abs_pivot < one:
        if abs_pivot < safemin:
            if abs_pivot == 0 or max_factor * safemin > abs_pivot:
                pivot = pivot + perturb
                perturb = perturb * 2
            else:
                return pivot * bignum, row * bignum
        elif max_factor > abs_pivot * bignum:
            pivot = pivot + perturb
            perturb = perturb * 2
        else:
            break
        abs_pivot = abs(pivot)
    return pivot, row


def _perturbed_one(dl: np.ndarray, d: np.ndarray, du: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    n = d.shape[0]
    rdt = real_dtype(rhs.dtype)
    eps = np.finfo(rdt).eps
    x = np.zeros_like(rhs)
    if n == 0:
        return x
    if n == 1:
        p, row = _perturb_pivot(eps * abs(d[0]), d[0], rhs[0].copy())
        return (row / p)[None]
    u = np.zeros((n, 3), rhs.dtype)
    u[0, 0], u[0, 1] = d[0], du[0]
    max_u = max(abs(u[0, 0]), abs(u[0, 1]))
    scale1 = abs(u[0, 0]) + abs(u[0, 1])
    x[0] = rhs[0]
    for k in range(n - 1):
        u[k + 1, 0] = d[k + 1]
        scale2 = abs(dl[k + 1]) + abs(u[k + 1, 0])
        if k < n - 2:
            scale2 += abs(du[k + 1])
        if dl[k + 1] == 0:
            scale1 = scale2
            u[k + 1, 1] = du[k + 1]
            u[k, 2] = 0
            x[k + 1] = rhs[k + 1]
        else:
            piv1 = rdt.type(0) if u[k, 0] == 0 else abs(u[k, 0]) / scale1
            piv2 = abs(dl[k + 1]) / scale2
            if piv2 <= piv1:
                scale1 = scale2
                factor = dl[k + 1] / u[k, 0]
                u[k + 1, 0] -= factor * u[k, 1]
                u[k + 1, 1] = du[k + 1]
                u[k, 2] = 0
                x[k + 1] = rhs[k + 1] - factor * x[k]
            else:
                factor = u[k, 0] / dl[k + 1]
                utmp = u[k, 1]
                u[k, 0] = dl[k + 1]
                u[k + 1, 0] = utmp - factor * d[k + 1]
                u[k, 1] = d[k + 1]
                if k < n - 2:
                    u[k, 2] = du[k + 1]
                    u[k + 1, 1] = -factor * du[k + 1]
                x[k + 1] = x[k] - factor * rhs[k + 1]
                x[k] = rhs[k + 1]
                scale1 = abs(u[k + 1, 0]) + abs(u[k + 1, 1])
        if k < n - 2:
            max_u = max(max_u, *(abs(u[k, i]) for i in range(3)))
    max_u = max(max_u, abs(u[n - 1, 0]))
    perturb = eps * max_u
    one = rhs.dtype.type(1)
    p, row = _perturb_pivot(perturb, u[n - 1, 0], x[n - 1].copy())
    x[n - 1] = row * (one / p)
    p, row = _perturb_pivot(perturb, u[n - 2, 0], x[n - 2] - u[n - 2, 1] * x[n - 1])
    x[n - 2] = row * (one / p)
    for k in range(n - 3, -1, -1):
        p, row = _perturb_pivot(perturb, u[k, 0], x[k] - u[k, 1] * x[k + 1] - u[k, 2] * x[k + 2])
        x[k] = row * (one / p)
    return x


def tridiagonal_solve_perturbed(operands: list[np.ndarray], attrs: dict,
                                result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """tridiagonal_solve_perturbed_ffi: operands (dl, d, du, b) as for gtsv, no attrs; results
    [x] (the operands are not modified)."""
    dl, d, du, b = _operands(operands, "tridiagonal_solve_perturbed")
    n = b.shape[-2]
    fl, fd, fu = (v.reshape(-1, n) for v in (dl, d, du))
    fb = b.reshape((-1,) + b.shape[-2:])
    out = np.empty_like(fb)
    with np.errstate(all="ignore"):
        for i in range(fb.shape[0]):
            out[i] = _perturbed_one(fl[i], fd[i], fu[i], fb[i])
    return finish([out.reshape(b.shape)], result_dtypes_and_dims, "tridiagonal_solve_perturbed")
