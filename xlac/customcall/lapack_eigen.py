"""Numpy models of jaxlib's nonsymmetric eigen targets and the reductions behind them.

==========================  ========  ==========================================  =====================
target family               operands  results                                     attributes
==========================  ========  ==========================================  =====================
``?geev`` (s, d)            a         wr, wi, vl (complex), vr (complex), info    compute_left,
``?geev`` (c, z)            a         w, vl, vr, info                             compute_right
``?gees`` (s, d)            a         t (aliases a), vs, wr, wi, sdim, info       mode, sort
``?gees`` (c, z)            a         t (aliases a), vs, w, sdim, info            mode, sort
``?gehrd``                  a         a_out, tau (n-1), info                      low, high (i32)
``?sytrd`` / ``?hetrd``     a         a_out, d (real), e (real, n-1), tau, info   uplo
==========================  ========  ==========================================  =====================

Conventions are LAPACK's, as jaxlib's ``lapack_kernels.cc`` passes them through:

- geev: eigenvalues in LAPACK's order (numpy's ``eig`` is ?geev itself); a real matrix's complex
  pairs come as (+imag, -imag) and jaxlib unpacks LAPACK's packed real eigenvectors to complex
  columns (v, conj v). Right eigenvectors come from ?geev (unit norm, largest component real);
  left ones (u^H A = lambda u^H) are the rows of VR^-1, normalized the same way. A matrix with
  a non-finite entry is not passed to LAPACK: info = -4, outputs NaN (JAX masks them).
- gees: no ordering (``sort`` must be 'N', as jaxlib requires; sdim is 0). The Schur form is
  built by deflation, one eigenvector (or, for a real matrix, one real 2-D invariant subspace)
  at a time, with the diagonal in ?geev's eigenvalue order, which is the order ?hseqr's
  deflation gives; real 2x2 blocks are standardized like ?lanv2 (equal diagonal, b*c < 0).
  The Schur form is unique only up to that order and unitary diagonal scaling, so T and VS
  match LAPACK's as invariants (VS T VS^H = A, VS unitary, T's diagonal / eigenvalues).
- gehrd / sytrd / hetrd: LAPACK's unblocked reduction (?gehd2, ?sytd2 / ?hetd2) with ?larfg's
  reflectors stored where LAPACK stores them; the triangle ``uplo`` does not name is left as the
  input was. These outputs are unique, so they equal LAPACK's up to rounding.
"""

from __future__ import annotations

import numpy as np

from .lapack_util import (
    INFO, Spec, apply_reflector, char_attr, check_square, finish, flat, larfg, matrix, real_dtype,
    take_operands,
)


def _complex_dtype(dtype: np.dtype) -> np.dtype:
    return np.result_type(dtype, np.complex64)


def _is_finite(a: np.ndarray) -> bool:
    return bool(np.isfinite(a).all())


# -- geev ----------------------------------------------------------------------------------------

def _real_largest(v: np.ndarray) -> np.ndarray:
    """Scale a column to unit norm with its first largest-modulus entry real and positive (what
    ?geev does for complex eigenvectors)."""
    v = v / np.linalg.norm(v)
    k = int(np.argmax(v.real ** 2 + v.imag ** 2))
    if v[k] != 0:
        v = v * (np.conj(v[k]) / abs(v[k]))
        v[k] = v[k].real
    return v


def _left_vectors(a: np.ndarray, w: np.ndarray, vr: np.ndarray, real: bool) -> np.ndarray:
    """Left eigenvectors from the right ones: rows of VR^-1 are u^H (falls back to the null
    vector of (A - lambda I)^H when VR is singular, i.e. A defective)."""
    n = a.shape[0]
    cdt = vr.dtype
    with np.errstate(all="ignore"):
        try:
            vl = np.linalg.inv(vr).conj().T
            ok = _is_finite(vl)
        except np.linalg.LinAlgError:
            ok = False
        if not ok:
            vl = np.empty((n, n), cdt)
            for j in range(n):
                _, _, vh = np.linalg.svd((a - w[j] * np.eye(n, dtype=cdt)).conj().T)
                vl[:, j] = vh[-1].conj()
    out = np.empty((n, n), cdt)
    j = 0
    while j < n:
        if real and w[j].imag == 0:
            col = vl[:, j].real
            out[:, j] = col / np.linalg.norm(col)
            j += 1
        elif real and j + 1 < n and w[j].imag > 0:
            out[:, j] = _real_largest(vl[:, j])
            out[:, j + 1] = np.conj(out[:, j])
            j += 2
        else:
            out[:, j] = _real_largest(vl[:, j])
            j += 1
    return out


def _geev_one(a: np.ndarray, left: bool, right: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    n = a.shape[0]
    cdt = _complex_dtype(a.dtype)
    nan = np.full((n, n), np.nan, cdt)
    if not _is_finite(a):
        return np.full(n, np.nan, cdt), nan, nan.copy(), -4
    try:
        if left or right:
            w, vr = np.linalg.eig(a)
        else:
            w, vr = np.linalg.eigvals(a), None
    except np.linalg.LinAlgError:
        return np.full(n, np.nan, cdt), nan, nan.copy(), 1
    w = np.asarray(w).astype(cdt)
    zeros = np.zeros((n, n), cdt)
    vr_out = np.asarray(vr).astype(cdt) if right else zeros
    vl_out = _left_vectors(a, w, np.asarray(vr).astype(cdt), not np.iscomplexobj(a)) if left else zeros.copy()
    return w, vl_out, vr_out, 0


def geev(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?geev_ffi: operands (a,), attrs compute_left / compute_right ('V' / 'N'); results
    [wr, wi (real a) | w (complex a), vl, vr (complex, eigenvectors in columns; zeros where not
    computed), info (s32, batch; -4 for a non-finite matrix)]."""
    (a,) = take_operands(operands, 1, "geev")
    x = matrix(a, "geev operand")
    check_square(x, "geev")
    left = char_attr(attrs, "compute_left", "VN") == "V"
    right = char_attr(attrs, "compute_right", "VN") == "V"
    cdt = _complex_dtype(x.dtype)
    mats = flat(x)
    count, n = mats.shape[0], x.shape[-1]
    w = np.zeros((count, n), cdt)
    vl = np.zeros((count, n, n), cdt)
    vr = np.zeros((count, n, n), cdt)
    info = np.zeros(count, INFO)
    for i in range(count):
        w[i], vl[i], vr[i], info[i] = _geev_one(mats[i], left, right)
    batch = x.shape[:-2]
    vectors = [vl.reshape(x.shape), vr.reshape(x.shape), info.reshape(batch)]
    if np.iscomplexobj(x):
        results = [w.reshape(batch + (n,))] + vectors
    else:
        results = [w.real.reshape(batch + (n,)).astype(x.dtype), w.imag.reshape(batch + (n,)).astype(x.dtype)]
        results += vectors
    return finish(results, result_dtypes_and_dims, "geev")


# -- gees: Schur decomposition by deflation -----------------------------------------------------

def _similarity(t: np.ndarray, z: np.ndarray, start: int, v: np.ndarray, tau: np.generic) -> None:
    """T := H^H T H and Z := Z H for H = I - tau v v^H acting on indices start.. (in place)."""
    if tau == 0:
        return
    end = start + v.shape[0]
    apply_reflector(v, np.conj(tau), t[start:end, :])
    cols = t[:, start:end]
    cols -= tau * np.outer(cols @ v, v.conj())
    zc = z[:, start:end]
    zc -= tau * np.outer(zc @ v, v.conj())


def _reflect_onto(t: np.ndarray, z: np.ndarray, start: int, x: np.ndarray) -> None:
    """Apply the ?larfg reflector H whose first column is parallel to x (H^H x = beta e1)."""
    if x.shape[0] < 2 and not np.iscomplexobj(x):
        return
    _, tau, rest = larfg(x[0], x[1:])
    _similarity(t, z, start, np.concatenate([[x.dtype.type(1)], rest]), tau)


def _sign(x: float) -> float:
    return float(np.copysign(1.0, x))


def _lanv2(a: float, b: float, c: float, d: float, eps: float) -> tuple[float, float, float, float, float, float]:
    """?lanv2: the rotation [[cs, -sn], [sn, cs]] that puts a real 2x2 block in standard form
    (upper triangular if its eigenvalues are real, else equal diagonal and b*c < 0)."""
    if c == 0:
        return a, b, c, d, 1.0, 0.0
    if b == 0:
        return d, -c, 0.0, a, 0.0, 1.0
    if a - d == 0 and _sign(b) != _sign(c):
        return a, b, c, d, 1.0, 0.0
    temp = a - d
    p = 0.5 * temp
    bcmax = max(abs(b), abs(c))
    bcmis = min(abs(b), abs(c)) * _sign(b) * _sign(c)
    scale = max(abs(p), bcmax)
    zz = p / scale * p + bcmax / scale * bcmis
    if zz >= 4 * eps:  # real eigenvalues
        zz = p + np.copysign(np.sqrt(scale) * np.sqrt(zz), p)
        a, d = d + zz, d - bcmax / zz * bcmis
        tau = np.hypot(c, zz)
        return a, b - c, 0.0, d, zz / tau, c / tau
    sigma = b + c
    tau = np.hypot(sigma, temp)
    cs = np.sqrt(0.5 * (1 + abs(sigma) / tau))
    sn = -(p / (tau * cs)) * _sign(sigma)
    aa, bb = a * cs + b * sn, -a * sn + b * cs
    cc, dd = c * cs + d * sn, -c * sn + d * cs
    a, b = aa * cs + cc * sn, bb * cs + dd * sn
    c, d = -aa * sn + cc * cs, -bb * sn + dd * cs
    temp = 0.5 * (a + d)
    a = d = temp
    if c != 0:
        if b != 0:
            if _sign(b) == _sign(c):  # real eigenvalues after all: make the block triangular
                sab, sac = np.sqrt(abs(b)), np.sqrt(abs(c))
                p = np.copysign(sab * sac, c)
                tau = 1 / np.sqrt(abs(b + c))
                a, d = temp + p, temp - p
                b, c = b - c, 0.0
                cs1, sn1 = sab * tau, sac * tau
                cs, sn = cs * cs1 - sn * sn1, cs * sn1 + sn * cs1
        else:
            b, c = -c, 0.0
            cs, sn = -sn, cs
    return a, b, c, d, cs, sn


def _standardize_block(t: np.ndarray, z: np.ndarray, k: int) -> None:
    """Rotate T[k:k+2, k:k+2] into ?lanv2's standard form (rows/columns of T, columns of Z)."""
    eps = float(np.finfo(t.dtype).eps)
    a, b, c, d, cs, sn = _lanv2(*(float(v) for v in (t[k, k], t[k, k + 1], t[k + 1, k], t[k + 1, k + 1])), eps)
    rot = np.array([[cs, -sn], [sn, cs]], t.dtype)
    t[k:k + 2, k + 2:] = rot.T @ t[k:k + 2, k + 2:]
    t[:k, k:k + 2] = t[:k, k:k + 2] @ rot
    z[:, k:k + 2] = z[:, k:k + 2] @ rot
    t[k:k + 2, k:k + 2] = [[a, b], [c, d]]


def _nearest(w: np.ndarray, target: complex, mask: np.ndarray) -> int | None:
    if not mask.any():
        return None
    dist = np.where(mask, np.abs(w - target), np.inf)
    return int(np.argmin(dist))


def _schur_one(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """(T, Z, info) with A = Z T Z^H: complex upper triangular T for a complex A, real
    quasi-triangular T (standardized 2x2 blocks for complex pairs) for a real A."""
    n = a.shape[0]
    real = not np.iscomplexobj(a)
    t = a.copy()
    z = np.eye(n, dtype=a.dtype)
    if not _is_finite(a):
        return np.full_like(a, np.nan), np.full_like(a, np.nan), n
    try:
        order = np.linalg.eigvals(a)
    except np.linalg.LinAlgError:
        return np.full_like(a, np.nan), np.full_like(a, np.nan), n
    k = 0
    while k < n - 1:
        w, v = np.linalg.eig(t[k:, k:])
        target = complex(order[k])
        if not real:
            j = _nearest(w, target, np.ones(w.shape, bool))
            _reflect_onto(t, z, k, v[:, j].astype(a.dtype))
            t[k + 1:, k] = 0
            k += 1
            continue
        w = np.asarray(w, np.complex128)
        pair = target.imag != 0
        j = _nearest(w, target, w.imag > 0) if pair else _nearest(w, target, w.imag == 0)
        if j is None:  # rounding moved the eigenvalue across the real axis: take what is there
            pair = not pair
            j = _nearest(w, target, w.imag > 0) if pair else _nearest(w, target, w.imag == 0)
        vec = np.asarray(v[:, j])
        if not pair:
            _reflect_onto(t, z, k, np.real(vec).astype(a.dtype))
            t[k + 1:, k] = 0
            k += 1
            continue
        basis = np.stack([vec.real, vec.imag], axis=1).astype(a.dtype)
        _, tau0, rest0 = larfg(basis[0, 0], basis[1:, 0])
        v0 = np.concatenate([[a.dtype.type(1)], rest0])
        apply_reflector(v0, tau0, basis)
        _similarity(t, z, k, v0, tau0)
        _reflect_onto(t, z, k + 1, basis[1:, 1])
        t[k + 2:, k:k + 2] = 0
        _standardize_block(t, z, k)
        k += 2
    return t, z, 0


def _schur_eigenvalues(t: np.ndarray) -> np.ndarray:
    """Eigenvalues read off a (quasi-)triangular Schur form, as ?gees returns them."""
    n = t.shape[0]
    w = np.diag(t).astype(_complex_dtype(t.dtype))
    if np.iscomplexobj(t):
        return w
    k = 0
    while k < n:
        if k + 1 < n and t[k + 1, k] != 0:
            im = np.sqrt(abs(t[k, k + 1])) * np.sqrt(abs(t[k + 1, k]))
            w[k], w[k + 1] = complex(t[k, k], im), complex(t[k + 1, k + 1], -im)
            k += 2
        else:
            k += 1
    return w


def gees(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?gees_ffi: operands (a,), attrs mode ('V' Schur vectors, 'N' none), sort ('N';
    jaxlib implements no other); results [t, vs (zeros for mode 'N'), wr, wi (real a) | w
    (complex a), sdim (s32, batch, 0), info (s32, batch; > 0 when A has a non-finite entry)]."""
    (a,) = take_operands(operands, 1, "gees")
    x = matrix(a, "gees operand")
    check_square(x, "gees")
    vectors = char_attr(attrs, "mode", "VN") == "V"
    if char_attr(attrs, "sort", "NS") != "N":
        raise ValueError("Ordering eigenvalues on the diagonal is not implemented (sort must be 'N', as in jaxlib)")
    mats = flat(x)
    count, n = mats.shape[0], x.shape[-1]
    vs = np.zeros_like(mats)
    w = np.zeros((count, n), _complex_dtype(x.dtype))
    info = np.zeros(count, INFO)
    with np.errstate(all="ignore"):
        for i in range(count):
            t, zi, info[i] = _schur_one(mats[i])
            mats[i] = t
            if vectors:
                vs[i] = zi
            w[i] = _schur_eigenvalues(t) if info[i] == 0 else np.nan
    batch = x.shape[:-2]
    wv = w.reshape(batch + (n,))
    values = [wv] if np.iscomplexobj(x) else [wv.real.astype(x.dtype), wv.imag.astype(x.dtype)]
    results = [x, vs.reshape(x.shape)] + values + [np.zeros(batch, INFO), info.reshape(batch)]
    return finish(results, result_dtypes_and_dims, "gees")


# -- gehrd: Hessenberg reduction -----------------------------------------------------------------

def _gehd2(a: np.ndarray, ilo: int, ihi: int) -> np.ndarray:
    """?gehd2 in place (1-based ilo..ihi): Q^H A Q upper Hessenberg, reflector i's vector below
    the first subdiagonal of column i; returns tau (n-1, zero outside ilo..ihi-1)."""
    n = a.shape[0]
    taus = np.zeros(max(n - 1, 0), a.dtype)
    for i in range(ilo - 1, ihi - 1):
        beta, tau, rest = larfg(a[i + 1, i], a[i + 2:ihi, i])
        a[i + 2:ihi, i] = rest
        v = np.concatenate([[a.dtype.type(1)], rest])
        if tau != 0:
            cols = a[:ihi, i + 1:ihi]
            cols -= tau * np.outer(cols @ v, v.conj())
            apply_reflector(v, np.conj(tau), a[i + 1:ihi, i + 1:])
        a[i + 1, i] = beta
        taus[i] = tau
    return taus


def _int_attr(attrs: dict, name: str) -> int:
    if name not in attrs:
        raise ValueError(f"missing attribute '{name}'")
    value = attrs[name]
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"attribute '{name}' must be an i32 integer, got {value!r}")
    return int(value)


def gehrd(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?gehrd_ffi: operands (a,), attrs low, high (i32, 1-based ilo/ihi; JAX passes 1 and
    n); results [a_out (H on and above the first subdiagonal, reflectors below), tau (batch +
    (n-1,)), info (s32, batch, 0)]."""
    (a,) = take_operands(operands, 1, "gehrd")
    x = matrix(a, "gehrd operand")
    check_square(x, "gehrd")
    n = x.shape[-1]
    low, high = _int_attr(attrs, "low"), _int_attr(attrs, "high")
    if not (1 <= low <= max(1, n) and min(low, n) <= high <= n) and n > 0:
        raise ValueError(f"gehrd needs 1 <= low <= high <= n = {n}, got low = {low}, high = {high}")
    mats = flat(x)
    taus = np.zeros((mats.shape[0], max(n - 1, 0)), x.dtype)
    for i in range(mats.shape[0]):
        taus[i] = _gehd2(mats[i], low, high)
    batch = x.shape[:-2]
    results = [x, taus.reshape(batch + (max(n - 1, 0),)), np.zeros(batch, INFO)]
    return finish(results, result_dtypes_and_dims, "gehrd")


# -- sytrd / hetrd: tridiagonal reduction --------------------------------------------------------

def _hermitian_from(a: np.ndarray, lower: bool) -> np.ndarray:
    """The full Hermitian matrix the ``uplo`` triangle of a describes (real diagonal)."""
    tri = np.tril(a, -1) if lower else np.triu(a, 1)
    return tri + tri.conj().T + np.diag(np.diag(a).real).astype(a.dtype)


def _rank2_update(w: np.ndarray, v: np.ndarray, tau: np.generic) -> None:
    """?sytd2's step: x = tau W v, w = x - tau/2 (x^H v) v, W -= v w^H + w v^H (in place)."""
    x = tau * (w @ v)
    x = x + (-0.5 * tau * np.vdot(x, v)) * v
    w -= np.outer(v, x.conj()) + np.outer(x, v.conj())


def _sytd2(a: np.ndarray, lower: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """?sytd2 / ?hetd2 in place: the ``uplo`` triangle gets T's diagonal and off-diagonal plus the
    reflectors (below the subdiagonal for 'L', above the superdiagonal for 'U'); the other
    triangle keeps the input. Returns (d, e, tau)."""
    n = a.shape[0]
    rdt = real_dtype(a.dtype)
    one = a.dtype.type(1)
    w = _hermitian_from(a, lower)
    d = np.zeros(n, rdt)
    e = np.zeros(max(n - 1, 0), rdt)
    taus = np.zeros(max(n - 1, 0), a.dtype)
    steps = range(n - 1) if lower else range(n - 2, -1, -1)
    for i in steps:
        if lower:
            beta, tau, rest = larfg(w[i + 1, i], w[i + 2:, i])
            v, block, diag = np.concatenate([[one], rest]), w[i + 1:, i + 1:], i + 1
        else:
            beta, tau, rest = larfg(w[i, i + 1], w[:i, i + 1])
            v, block, diag = np.concatenate([rest, [one]]), w[:i + 1, :i + 1], i
        e[i] = beta.real
        if tau != 0:
            _rank2_update(block, v, tau)
        else:
            w[diag, diag] = w[diag, diag].real
        if lower:
            a[i + 2:, i], a[i + 1, i] = rest, e[i]
        else:
            a[:i, i + 1], a[i, i + 1] = rest, e[i]
        taus[i] = tau
    d[:] = np.diag(w).real
    a[np.diag_indices(n)] = d
    return d, e, taus


def sytrd(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?sytrd_ffi / lapack_?hetrd_ffi: operands (a,), attrs uplo; results [a_out, d (real,
    batch + (n,)), e (real, batch + (n-1,)), tau (batch + (n-1,)), info (s32, batch, 0)] with
    Q^H A Q = tridiag(e, d, e), Q = H(n-1)...H(1) ('U') or H(1)...H(n-1) ('L')."""
    (a,) = take_operands(operands, 1, "sytrd")
    x = matrix(a, "sytrd operand")
    check_square(x, "sytrd")
    lower = char_attr(attrs, "uplo", "LU") == "L"
    n = x.shape[-1]
    m = max(n - 1, 0)
    mats = flat(x)
    count = mats.shape[0]
    rdt = real_dtype(x.dtype)
    d, e, taus = np.zeros((count, n), rdt), np.zeros((count, m), rdt), np.zeros((count, m), x.dtype)
    for i in range(count):
        d[i], e[i], taus[i] = _sytd2(mats[i], lower)
    batch = x.shape[:-2]
    results = [x, d.reshape(batch + (n,)), e.reshape(batch + (m,)), taus.reshape(batch + (m,)), np.zeros(batch, INFO)]
    return finish(results, result_dtypes_and_dims, "sytrd")
