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

- geev and gees follow LAPACK's own path in the operand's precision (lapack_hqr.py): ?gebal
  ('B' for geev, 'P' for gees), ?gehrd, ?orghr, ?hseqr (?lahqr), then for geev ?trevc's back
  substitution, ?gebak and ?geev's normalization (unit norm; a complex vector's largest
  component real). So eigenvalues come in LAPACK's order, a real matrix's complex pairs as
  (+imag, -imag) with eigenvectors (v, conj v) as jaxlib unpacks them, and real Schur forms
  have ?lanv2's standardized 2x2 blocks, with LAPACK's signs. Where LAPACK's own result is
  decided by rounding noise (a deflation test on an entry at the 1e-16 level deciding whether
  one more sweep runs, which flips the signs of a 2x2 block's Schur vectors; the phases of
  complex Schur vectors, set from such entries) results can differ from a given LAPACK build
  by those signs and phases; eigenvalues, eigenvectors of complex data and all invariants agree.
  A matrix with a non-finite entry: geev info = -4 (jaxlib skips LAPACK), gees info = n.
- gees: no ordering (``sort`` must be 'N', as jaxlib requires; sdim is 0).
- gehrd / sytrd / hetrd: LAPACK's unblocked reduction (?gehd2, ?sytd2 / ?hetd2) with ?larfg's
  reflectors stored where LAPACK stores them; the triangle ``uplo`` does not name is left as the
  input was. These outputs are unique, so they equal LAPACK's up to rounding.
"""

from __future__ import annotations

import numpy as np

from .lapack_hqr import gebak, gebal, hqr, orghr
from .lapack_util import (
    INFO,
    Scalar,
    Spec,
    apply_reflector,
    char_attr,
    check_square,
    finish,
    flat,
    larfg,
    matrix,
    real_dtype,
    take_operands,
)


def _complex_dtype(dtype: np.dtype) -> np.dtype:
    return np.result_type(dtype, np.complex64)


def _is_finite(a: np.ndarray) -> bool:
    return bool(np.isfinite(a).all())


# -- geev ----------------------------------------------------------------------------------------

def _blocks(t: np.ndarray) -> list[tuple[int, int]]:
    """(start, size) of the diagonal blocks of a (quasi-)triangular Schur form."""
    n, k, out = t.shape[0], 0, []
    while k < n:
        size = 2 if k + 1 < n and not np.iscomplexobj(t) and t[k + 1, k] != 0 else 1
        out.append((k, size))
        k += size
    return out


def _shifted_solve(m: np.ndarray, lam: complex, rhs: np.ndarray, blocks: list[tuple[int, int]], smin: float,
                   forward: bool) -> tuple[np.ndarray, float]:
    """Solve (m - lam I) x = c rhs for block upper (backward) or block lower (forward)
    triangular m; returns (x, c). Pivots smaller than smin become smin, as ?trevc's ?laln2 does
    (a defective matrix still gives a finite vector), and x is scaled down (c < 1) whenever it
    grows past sqrt(overflow), like ?trevc's rescaling, so it never overflows."""
    x = rhs.copy()
    limit = np.sqrt(np.finfo(real_dtype(m.dtype)).max)
    factor = 1.0
    for s, size in (blocks if forward else reversed(blocks)):
        j = slice(s, s + size)
        x[j] -= m[j, :s] @ x[:s] if forward else m[j, s + size:] @ x[s + size:]
        block = m[j, j] - lam * np.eye(size, dtype=m.dtype)
        if size == 1:
            pivot = block[0, 0] if abs(block[0, 0]) >= smin else m.dtype.type(smin)
            x[s] = x[s] / pivot
        else:
            if abs(np.linalg.det(block)) < smin * smin:
                block = block + smin * np.eye(2, dtype=m.dtype)
            x[j] = np.linalg.solve(block, x[j])
        big = float(np.max(np.abs(x))) if x.size else 0.0
        if big > limit:
            x /= big
            factor /= big
    return x, factor


def _normalize(v: np.ndarray, kind: str) -> np.ndarray:
    """?geev's final scaling: unit 2-norm; then for ``kind`` "complex" (?geev on complex data)
    the first largest-modulus component is made real positive, for "pair" (a real matrix's
    complex pair) ?lartg's rotation makes it real keeping the sign of its real part, and a
    "real" vector keeps its sign."""
    v = v / np.linalg.norm(v)
    if kind == "real":
        return v
    k = int(np.argmax(v.real ** 2 + v.imag ** 2))
    f, g = v[k].real, v[k].imag
    if g == 0 and (kind == "pair" or f >= 0):
        return v
    if kind == "pair" and f != 0:
        phase = (abs(f) - 1j * g * np.sign(f)) / np.hypot(f, g)
    else:
        phase = np.conj(v[k]) / abs(v[k])
    v = v * v.dtype.type(phase)
    v[k] = v[k].real
    return v


def _eigenvectors(t: np.ndarray, z: np.ndarray, w: np.ndarray, left: bool) -> np.ndarray:
    """?trevc (back-transformed) then ?geev's normalization: eigenvectors of A = Z T Z^H from
    the Schur form, in w's order. For a real T, a complex pair's vector is computed for its
    +imag eigenvalue as ?trevc initializes it, and its partner is the conjugate."""
    n = t.shape[0]
    cdt = _complex_dtype(t.dtype)
    tc = t.astype(cdt)
    blocks = _blocks(t)
    finfo = np.finfo(real_dtype(t.dtype))
    smlnum = finfo.tiny * (n / finfo.eps)
    out = np.zeros((n, n), cdt)
    for s, size in blocks:
        lam = complex(w[s])
        x = np.zeros(n, cdt)
        if size == 1:
            x[s] = 1
        else:
            b12, b21, wi = t[s, s + 1], t[s + 1, s], w[s].imag
            if abs(b12) >= abs(b21):
                x[s], x[s + 1] = (wi / b12, 1j) if left else (1, 1j * wi / b12)
            else:
                x[s], x[s + 1] = (1, -1j * wi / b21) if left else (-wi / b21, 1j)
        smin = max(finfo.eps * (abs(lam.real) + abs(lam.imag)), smlnum)
        e = s + size
        with np.errstate(all="ignore"):
            if left and e < n:
                sub = [(b - e, k) for b, k in blocks if b >= e]
                x[e:], factor = _shifted_solve(tc[e:, e:].conj().T, np.conj(lam), -(tc[s:e, e:].conj().T @ x[s:e]),
                                               sub, smin, forward=True)
                x[s:e] *= factor
            elif not left and s > 0:
                sub = [(b, k) for b, k in blocks if b < s]
                x[:s], factor = _shifted_solve(tc[:s, :s], lam, -(tc[:s, s:e] @ x[s:e]), sub, smin, forward=False)
                x[s:e] *= factor
        out[:, s] = z.astype(cdt) @ x
        if size == 2:
            out[:, s + 1] = np.conj(out[:, s])
    return out


def _finish_vectors(v: np.ndarray, w: np.ndarray, real: bool, ilo: int, ihi: int, scale: np.ndarray,
                    left: bool) -> np.ndarray:
    """?gebak ('B': rescale, then permute rows) and ?geev's normalization, pair by pair."""
    if left:
        v[ilo - 1:ihi] /= scale[ilo - 1:ihi, None].astype(v.dtype)
    gebak(v, ilo, ihi, scale, scaled=not left)
    n = v.shape[0]
    j = 0
    while j < n:
        pair = real and w[j].imag != 0 and j + 1 < n
        v[:, j] = _normalize(v[:, j], "pair" if pair else "real" if real else "complex")
        if pair:
            v[:, j + 1] = np.conj(v[:, j])
            j += 2
        else:
            if real:
                v[:, j] = v[:, j].real
            j += 1
    return v


def _geev_one(a: np.ndarray, left: bool, right: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """?geev on one matrix, LAPACK's path in the operand precision: ?gebal 'B', ?gehrd, ?orghr,
    ?hseqr, ?trevc, ?gebak, normalization."""
    n = a.shape[0]
    cdt = _complex_dtype(a.dtype)
    nan = np.full((n, n), np.nan, cdt)
    zeros = np.zeros((n, n), cdt)
    if not _is_finite(a):
        return np.full(n, np.nan, cdt), nan, nan.copy(), -4
    t = a.copy()
    ilo, ihi, scale = gebal(t, scale_too=True)
    taus = _gehd2(t, ilo, ihi)
    z = orghr(t, taus, ilo, ihi) if left or right else None
    w, info = hqr(t, z, ilo, ihi, wantt=left or right)
    w = w.astype(cdt)
    if info:
        return w, nan, nan.copy(), info
    if z is None:
        return w, zeros, zeros.copy(), 0
    real = not np.iscomplexobj(a)
    vl = _finish_vectors(_eigenvectors(t, z, w, True), w, real, ilo, ihi, scale, True) if left else zeros
    vr = _finish_vectors(_eigenvectors(t, z, w, False), w, real, ilo, ihi, scale, False) if right else zeros.copy()
    return w, vl, vr, 0


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


# -- gees: Schur decomposition -------------------------------------------------------------------

def _schur_one(a: np.ndarray, vectors: bool) -> tuple[np.ndarray, np.ndarray | None, np.ndarray, int]:
    """?gees without sorting: ?gebal 'P', ?gehrd, ?orghr, ?hseqr, ?gebak. Returns (T, Z or None,
    eigenvalues (complex), info); a non-finite A does not converge (info = n, as LAPACK)."""
    n = a.shape[0]
    cdt = _complex_dtype(a.dtype)
    if not _is_finite(a):
        nan = np.full_like(a, np.nan)
        return nan, nan.copy() if vectors else None, np.full(n, np.nan, cdt), n
    t = a.copy()
    ilo, ihi, scale = gebal(t, scale_too=False)
    taus = _gehd2(t, ilo, ihi)
    z = orghr(t, taus, ilo, ihi) if vectors else None
    w, info = hqr(t, z, ilo, ihi, wantt=True)
    if z is not None:
        gebak(z, ilo, ihi, scale, scaled=False)
    return t, z, w.astype(cdt), info


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
            t, zi, w[i], info[i] = _schur_one(mats[i], vectors)
            mats[i] = t
            if zi is not None:
                vs[i] = zi
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


def _rank2_update(w: np.ndarray, v: np.ndarray, tau: Scalar) -> None:
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
