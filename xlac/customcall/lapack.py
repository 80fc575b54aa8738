"""Numpy models of the CPU LAPACK targets jaxlib registers (``lapack_?potrf_ffi`` ...).

Every target is called as ``fn(operands, attrs, result_dtypes_and_dims)`` on LOGICAL arrays (the
row-major numpy view of each buffer; the column-major layout JAX asks for is the caller's
business) and returns every result of the custom call, in order. The trailing two dimensions are
the matrix, leading dimensions are a batch; per-matrix side results (``info``, ``ipiv``, ``tau``,
eigenvalues) carry the batch dimensions. ``info`` and ``ipiv`` are s32 like LapackIntDtype.

Contracts (jaxlib ``lapack_kernels.cc`` FFI bindings; character enums are ui8 attributes):

==========================  =============  ================================  =====================
target family               operands       results                           attributes
==========================  =============  ================================  =====================
``?potrf``                  a              a_out, info                       uplo
``?trsm``                   a, b [, alpha]  b_out                            side, uplo, trans_x,
                                                                             diag
``?getrf``                  a              a_out, ipiv, info                 (none)
``?geqrf``                  a              a_out, tau                        (none)
``?orgqr`` / ``?ungqr``     a, tau         a_out                             (none)
``?syevd`` / ``?heevd``     a              a_out (vectors), w (real), info   uplo, mode
``?gesdd`` / ``?gesvd``     a              a_out, s (real), u, vt, info      mode
==========================  =============  ================================  =====================

The factorizations follow LAPACK's unblocked reference algorithms (potf2, getf2, geqr2, org2r,
larfg) in the operand's own precision, so the outputs LAPACK determines (pivots, Householder
vectors and tau signs, untouched triangles) match; results equal XLA's up to rounding.
Eigen- and singular vectors come from ``np.linalg`` (LAPACK syevd / gesdd as well).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

Spec = tuple[np.dtype, tuple[int, ...]]
Kernel = Callable[[list[np.ndarray], dict, list[Spec]], list[np.ndarray]]

_INFO = np.dtype(np.int32)
_PREFIX_DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}


# -- shared helpers ------------------------------------------------------------------------------

def _char(attrs: dict, name: str, allowed: str) -> str:
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


def _matrix(x: np.ndarray, what: str) -> np.ndarray:
    """Validate a batch of matrices and return a writable copy (the result aliases the operand)."""
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"{what} must have at least 2 dimensions, got shape {x.shape}")
    if x.dtype.type not in _PREFIX_DTYPES.values():
        raise ValueError(f"{what} has dtype {x.dtype}; LAPACK targets take f32/f64/c64/c128")
    return np.array(x, copy=True, order="C")


def _flat(x: np.ndarray) -> np.ndarray:
    """View the batch dimensions as one (reshape of a contiguous copy, so writes land in x)."""
    return x.reshape((-1,) + x.shape[-2:])


def _real_dtype(dtype: np.dtype) -> np.dtype:
    return np.empty(0, dtype).real.dtype


def _abs1(x: np.ndarray) -> np.ndarray:
    """|re| + |im|: the magnitude i?amax uses to choose pivots (plain |x| for real data)."""
    return np.abs(x.real) + np.abs(x.imag) if np.iscomplexobj(x) else np.abs(x)


def _iamax(x: np.ndarray) -> int:
    """Index of the first strictly largest magnitude, scanning like reference i?amax (NaN never
    overtakes, but a leading NaN stays chosen)."""
    mag = _abs1(x)
    best = 0
    for i in range(1, mag.size):
        if mag[i] > mag[best]:
            best = i
    return best


def _nrm2(x: np.ndarray) -> np.generic:
    """Euclidean norm scaled against overflow, in the real type of ``x`` (like ?nrm2)."""
    rdt = _real_dtype(x.dtype)
    mag = np.abs(x)
    scale = mag.max() if mag.size else rdt.type(0)
    if scale == 0 or not np.isfinite(scale):
        return rdt.type(scale)
    return rdt.type(scale * np.sqrt(np.sum(np.square(mag / scale))))


def _finish(results: list[np.ndarray], specs: list[Spec] | None, family: str) -> list[np.ndarray]:
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


def _legacy_tail(results: list[np.ndarray], specs: list[Spec] | None, batch: tuple[int, ...]) -> list[np.ndarray]:
    """Older jaxlib FFI kernels also returned ``info`` and a workspace; fill them (info = 0)."""
    if specs is None or len(specs) <= len(results):
        return results
    extra = [np.zeros(dims, dtype) for dtype, dims in specs[len(results):]]
    if extra and tuple(specs[len(results)][1]) == batch:
        extra[0] = np.zeros(batch, _INFO)
    return results + extra


# -- potrf: Cholesky -----------------------------------------------------------------------------

def _potf2_lower(a: np.ndarray) -> int:
    """Left-looking unblocked Cholesky (?potf2, 'L') in place; returns info. Only the lower
    triangle is read or written; on failure the failing diagonal holds the non-positive pivot."""
    n = a.shape[0]
    for j in range(n):
        row = a[j, :j]
        ajj = a[j, j].real - np.vdot(row, row).real
        if not ajj > 0:  # also catches NaN
            a[j, j] = ajj
            return j + 1
        ajj = np.sqrt(ajj)
        a[j, j] = ajj
        if j + 1 < n:
            col = a[j + 1:, j] - a[j + 1:, :j] @ row.conj()
            a[j + 1:, j] = col * (ajj.dtype.type(1) / ajj)
    return 0


def _potrf_one(a: np.ndarray, lower: bool) -> tuple[np.ndarray, int]:
    """A = L L^H ('L') or U^H U ('U'); the other triangle keeps the input (JAX masks it)."""
    if lower:
        out = a.copy()
        return out, _potf2_lower(out)
    work = a.conj().T.copy()  # the upper triangle of A, conjugated, as a lower triangle
    info = _potf2_lower(work)
    return work.conj().T.copy(), info


def potrf(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?potrf_ffi: operands (a,), attrs uplo; results [a_out, info(s32, batch)]."""
    (a,) = _operands(operands, 1, "potrf")
    x = _matrix(a, "potrf operand")
    _square(x, "potrf")
    lower = _char(attrs, "uplo", "LU") == "L"
    flat = _flat(x)
    info = np.zeros(flat.shape[0], _INFO)
    for i in range(flat.shape[0]):
        flat[i], info[i] = _potrf_one(flat[i], lower)
    return _finish([x, info.reshape(x.shape[:-2])], result_dtypes_and_dims, "potrf")


# -- trsm: triangular solve ----------------------------------------------------------------------

def _op_triangle(a: np.ndarray, lower: bool, trans: str, unit: bool) -> tuple[np.ndarray, bool]:
    """op(A) restricted to A's ``uplo`` triangle (unit diagonal if asked); returns (T, T lower?)."""
    t = np.tril(a) if lower else np.triu(a)
    if unit:
        np.fill_diagonal(t, 1)
    if trans == "N":
        return t, lower
    return (t.T if trans == "T" else t.conj().T), not lower


def _solve_left(t: np.ndarray, b: np.ndarray, lower: bool, unit: bool) -> np.ndarray:
    """Substitution for T X = B, row by row in the operand precision (no singularity check,
    like BLAS: a zero pivot gives inf / NaN)."""
    x = b.copy()
    order = range(t.shape[0]) if lower else range(t.shape[0] - 1, -1, -1)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        for i in order:
            known = slice(0, i) if lower else slice(i + 1, None)
            x[i] = x[i] - t[i, known] @ x[known]
            if not unit:
                x[i] = x[i] / t[i, i]
    return x


def _trsm_one(a: np.ndarray, b: np.ndarray, side: str, lower: bool, trans: str, unit: bool) -> np.ndarray:
    t, t_lower = _op_triangle(a, lower, trans, unit)
    if side == "L":  # op(A) X = B
        return _solve_left(t, b, t_lower, unit)
    return _solve_left(t.T, b.T, not t_lower, unit).T  # X op(A) = B  <=>  op(A)^T X^T = B^T


def trsm(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?trsm_ffi: operands (a, b) — or (a, b, alpha) from jaxlib <= 0.5.1, solving for
    alpha*B — attrs side, uplo, trans_x, diag; results [b_out] with op(A) X = B (side 'L') or
    X op(A) = B (side 'R'), op = N / T / C."""
    if len(operands) not in (2, 3):
        raise ValueError(f"trsm takes (a, b) or (a, b, alpha), got {len(operands)} operands")
    a, b = _matrix(operands[0], "trsm a"), _matrix(operands[1], "trsm b")
    side = _char(attrs, "side", "LR")
    lower = _char(attrs, "uplo", "LU") == "L"
    trans = _char(attrs, "trans_x", "NTC")
    unit = _char(attrs, "diag", "NU") == "U"
    _square(a, "trsm a")
    k = b.shape[-2] if side == "L" else b.shape[-1]
    if a.shape[-1] != k:
        raise ValueError(f"trsm: a {a.shape} does not match b {b.shape} for side '{side}'")
    if len(operands) == 3:
        alpha = np.asarray(operands[2])
        if alpha.size != 1:
            raise ValueError(f"trsm alpha must be a scalar, got shape {alpha.shape}")
        b = b * alpha.reshape(()).astype(b.dtype)
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a_flat = _flat(np.broadcast_to(a, batch + a.shape[-2:]))
    out = np.array(np.broadcast_to(b, batch + b.shape[-2:]), dtype=b.dtype, order="C")
    out_flat = _flat(out)
    for i in range(out_flat.shape[0]):
        out_flat[i] = _trsm_one(a_flat[i], out_flat[i], side, lower, trans, unit)
    return _finish([out], result_dtypes_and_dims, "trsm")


# -- getrf: LU with partial pivoting -------------------------------------------------------------

def _getf2(a: np.ndarray) -> tuple[np.ndarray, int]:
    """Right-looking unblocked LU (?getf2) in place: pivot = first largest |.| (|re|+|im| for
    complex), rows swapped across the whole matrix, multipliers scaled by 1/pivot when that is
    safe; info = 1-based index of the first exactly-zero pivot (the update still runs)."""
    m, n = a.shape
    k = min(m, n)
    ipiv = np.zeros(k, _INFO)
    info = 0
    sfmin = np.finfo(_real_dtype(a.dtype)).tiny
    for j in range(k):
        p = j + _iamax(a[j:, j])
        ipiv[j] = p + 1
        if a[p, j] != 0:
            if p != j:
                a[[j, p]] = a[[p, j]]
            pivot = a[j, j]
            if np.abs(pivot) >= sfmin:
                a[j + 1:, j] *= a.dtype.type(1) / pivot
            else:
                a[j + 1:, j] /= pivot
        elif info == 0:
            info = j + 1
        a[j + 1:, j + 1:] -= np.outer(a[j + 1:, j], a[j, j + 1:])
    return ipiv, info


def getrf(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?getrf_ffi: operands (a,), no attrs; results [lu, ipiv (s32, batch + (min(m,n),),
    1-based: row i was swapped with row ipiv[i]-1), info (s32, batch)]."""
    (a,) = _operands(operands, 1, "getrf")
    x = _matrix(a, "getrf operand")
    flat = _flat(x)
    k = min(x.shape[-2:])
    ipiv = np.zeros((flat.shape[0], k), _INFO)
    info = np.zeros(flat.shape[0], _INFO)
    with np.errstate(all="ignore"):
        for i in range(flat.shape[0]):
            ipiv[i], info[i] = _getf2(flat[i])
    batch = x.shape[:-2]
    return _finish([x, ipiv.reshape(batch + (k,)), info.reshape(batch)], result_dtypes_and_dims, "getrf")


# -- geqrf / orgqr: Householder QR ---------------------------------------------------------------

def _larfg(alpha: np.generic, x: np.ndarray) -> tuple[np.generic, np.generic, np.ndarray]:
    """?larfg: H = I - tau v v^H with v = [1, x'] maps [alpha, x] to [beta, 0], beta real and
    beta = -sign(Re alpha) * ||[alpha, x]||. Returns (beta, tau, x'); tau = 0 means H = I."""
    dtype = x.dtype
    rdt = _real_dtype(dtype)
    complex_ = np.iscomplexobj(x)
    alpha = dtype.type(alpha)
    if x.size == 0 and not complex_:  # dlarfg: N <= 1 (zlarfg still fixes a complex alpha)
        return alpha, dtype.type(0), x
    xnorm = _nrm2(x)
    if xnorm == 0 and alpha.imag == 0:
        return alpha, dtype.type(0), x
    safmin = rdt.type(np.finfo(rdt).tiny / (np.finfo(rdt).eps / 2))
    norm = _nrm2(np.array([alpha.real, alpha.imag, xnorm], rdt))
    beta = rdt.type(-np.copysign(norm, alpha.real))
    knt = 0
    while abs(beta) < safmin and knt < 20:  # rescale tiny columns as LAPACK does
        knt += 1
        x = x * (1 / safmin)
        beta, alpha = rdt.type(beta / safmin), dtype.type(alpha / safmin)
    if knt:
        xnorm = _nrm2(x)
        norm = _nrm2(np.array([alpha.real, alpha.imag, xnorm], rdt))
        beta = rdt.type(-np.copysign(norm, alpha.real))
    if complex_:
        tau = dtype.type(complex((beta - alpha.real) / beta, -alpha.imag / beta))
    else:
        tau = dtype.type((beta - alpha) / beta)
    x = x * (dtype.type(1) / (alpha - beta))
    for _ in range(knt):
        beta = rdt.type(beta * safmin)
    return dtype.type(beta), tau, x


def _apply_reflector(v: np.ndarray, tau: np.generic, c: np.ndarray) -> None:
    """?larf 'Left': C := (I - tau v v^H) C, in place."""
    if tau != 0:
        c -= tau * np.outer(v, v.conj() @ c)


def _geqr2(a: np.ndarray) -> np.ndarray:
    """Unblocked Householder QR (?geqr2) in place: R on and above the diagonal, reflector i's
    vector below it (its leading 1 implicit); returns tau. Applies H(i)^H to the trailing block."""
    m, n = a.shape
    taus = np.zeros(min(m, n), a.dtype)
    for i in range(min(m, n)):
        beta, tau, v = _larfg(a[i, i], a[i + 1:, i])
        a[i + 1:, i] = v
        taus[i] = tau
        if i + 1 < n:
            a[i, i] = 1
            _apply_reflector(a[i:, i], np.conj(tau), a[i:, i + 1:])
        a[i, i] = beta
    return taus


def _org2r(a: np.ndarray, tau: np.ndarray) -> None:
    """?org2r / ?ung2r in place: the first n columns of H(0) H(1) ... H(k-1) from geqrf output."""
    m, n = a.shape
    k = tau.shape[0]
    for j in range(k, n):
        a[:, j] = 0
        if j < m:
            a[j, j] = 1
    for i in range(k - 1, -1, -1):
        if i + 1 < n:
            a[i, i] = 1
            _apply_reflector(a[i:, i], tau[i], a[i:, i + 1:])
        a[i + 1:, i] *= -tau[i]
        a[i, i] = 1 - tau[i]
        a[:i, i] = 0


def geqrf(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?geqrf_ffi: operands (a,), no attrs; results [qr (R above, reflectors below the
    diagonal), tau (batch + (min(m,n),))] (+ info, work for pre-2025 jaxlib result lists)."""
    (a,) = _operands(operands, 1, "geqrf")
    x = _matrix(a, "geqrf operand")
    flat = _flat(x)
    k = min(x.shape[-2:])
    taus = np.zeros((flat.shape[0], k), x.dtype)
    for i in range(flat.shape[0]):
        taus[i] = _geqr2(flat[i])
    results = [x, taus.reshape(x.shape[:-2] + (k,))]
    return _finish(_legacy_tail(results, result_dtypes_and_dims, x.shape[:-2]), result_dtypes_and_dims, "geqrf")


def orgqr(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?orgqr_ffi / lapack_?ungqr_ffi: operands (a (m x n, geqrf output), tau (batch +
    (k,), k <= n <= m)), no attrs; results [q (m x n)] (+ info, work for pre-2025 jaxlib)."""
    a, tau = _operands(operands, 2, "orgqr")
    x = _matrix(a, "orgqr a")
    tau = np.asarray(tau).astype(x.dtype, copy=False)
    m, n = x.shape[-2:]
    k = tau.shape[-1] if tau.ndim else -1
    if not 0 <= k <= n <= m or tau.shape[:-1] != x.shape[:-2]:
        raise ValueError(f"orgqr needs tau of shape batch+(k,), k <= n <= m; got a {x.shape}, tau {tau.shape}")
    flat = _flat(x)
    tau_flat = tau.reshape(-1, k)
    for i in range(flat.shape[0]):
        _org2r(flat[i], tau_flat[i])
    return _finish(_legacy_tail([x], result_dtypes_and_dims, x.shape[:-2]), result_dtypes_and_dims, "orgqr")


# -- syevd / heevd: symmetric / Hermitian eigendecomposition -------------------------------------

def syevd(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?syevd_ffi / lapack_?heevd_ffi: operands (a,), attrs uplo (triangle read), mode
    ('V' vectors, 'N' values only); results [vectors in columns (mode 'N': the input, whose
    content LAPACK leaves unspecified), w ascending (real, batch + (n,)), info]. Failure to
    converge gives info > 0 and NaN outputs."""
    (a,) = _operands(operands, 1, "syevd")
    x = _matrix(a, "syevd operand")
    _square(x, "syevd")
    uplo = _char(attrs, "uplo", "LU")
    vectors = _char(attrs, "mode", "VN") == "V"
    flat = _flat(x)
    n = x.shape[-1]
    w = np.zeros((flat.shape[0], n), _real_dtype(x.dtype))
    info = np.zeros(flat.shape[0], _INFO)
    for i in range(flat.shape[0]):
        try:
            if vectors:
                w[i], flat[i] = np.linalg.eigh(flat[i], UPLO=uplo)
            else:
                w[i] = np.linalg.eigvalsh(flat[i], UPLO=uplo)
        except np.linalg.LinAlgError:
            w[i], flat[i], info[i] = np.nan, np.nan, 1
    batch = x.shape[:-2]
    return _finish([x, w.reshape(batch + (n,)), info.reshape(batch)], result_dtypes_and_dims, "syevd")


# -- gesdd / gesvd: singular value decomposition -------------------------------------------------

def _svd_one(a: np.ndarray, mode: str, u_out: np.ndarray, vt_out: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """One SVD into preallocated u / vt; returns (s, a_out, info). Mode 'O' overwrites A with
    U's first n columns (m >= n) or V^T's first m rows (m < n), like LAPACK."""
    m, n = a.shape
    k = min(m, n)
    try:
        if mode == "N":
            return np.linalg.svd(a, compute_uv=False), a, 0
        u, s, vt = np.linalg.svd(a, full_matrices=(mode == "A"))
    except np.linalg.LinAlgError:
        u_out[...] = np.nan
        vt_out[...] = np.nan
        return np.full(k, np.nan), a, 1
    if mode == "O":
        a_out = a.copy()
        if m >= n:
            a_out[:, :k] = u[:, :k]
            _fill(vt_out, vt)
        else:
            a_out[:k, :] = vt[:k, :]
            _fill(u_out, u)
        return s, a_out, 0
    _fill(u_out, u)
    _fill(vt_out, vt)
    return s, a, 0


def _fill(dst: np.ndarray, src: np.ndarray) -> None:
    """Copy ``src`` into the top-left corner of ``dst`` (result buffers can be larger)."""
    rows, cols = min(dst.shape[0], src.shape[0]), min(dst.shape[1], src.shape[1])
    dst[:rows, :cols] = src[:rows, :cols]


def _svd_shapes(mode: str, m: int, n: int, specs: list[Spec] | None) -> tuple[tuple[int, int], tuple[int, int]]:
    """u / vt matrix shapes: the custom call's when given (JAX allocates them even for 'N')."""
    if specs is not None and len(specs) >= 4:
        return tuple(specs[2][1][-2:]), tuple(specs[3][1][-2:])
    k = min(m, n)
    full = mode in "AN"
    return (m, m if full else k), (n if full else k, n)


def gesdd(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?gesdd_ffi (and ?gesvd_ffi): operands (a,), attrs mode ('A' full U / V^T, 'S'
    thin, 'N' values only, 'O' overwrite A — which jaxlib itself rejects); results [a_out
    (content unspecified by LAPACK; here the input), s (real, batch + (min(m,n),), descending),
    u, vt (= V^H; zeros where not computed), info (s32, batch)]."""
    (a,) = _operands(operands, 1, "gesdd")
    x = _matrix(a, "gesdd operand")
    mode = _char(attrs, "mode", "ASON")
    m, n = x.shape[-2:]
    k = min(m, n)
    u_shape, vt_shape = _svd_shapes(mode, m, n, result_dtypes_and_dims)
    batch = x.shape[:-2]
    flat = _flat(x)
    s = np.zeros((flat.shape[0], k), _real_dtype(x.dtype))
    u = np.zeros((flat.shape[0],) + u_shape, x.dtype)
    vt = np.zeros((flat.shape[0],) + vt_shape, x.dtype)
    info = np.zeros(flat.shape[0], _INFO)
    for i in range(flat.shape[0]):
        s[i], flat[i], info[i] = _svd_one(flat[i], mode, u[i], vt[i])
    results = [x, s.reshape(batch + (k,)), u.reshape(batch + u_shape), vt.reshape(batch + vt_shape),
               info.reshape(batch)]
    return _finish(results, result_dtypes_and_dims, "gesdd")


# -- plumbing ------------------------------------------------------------------------------------

def _operands(operands: list[np.ndarray], count: int, family: str) -> list[np.ndarray]:
    if len(operands) != count:
        raise ValueError(f"{family} takes {count} operand(s), got {len(operands)}")
    return list(operands)


def _square(x: np.ndarray, family: str) -> None:
    if x.shape[-1] != x.shape[-2]:
        raise ValueError(f"{family} needs square matrices, got shape {x.shape}")


def _typed(kernel: Kernel, prefix: str, name: str) -> Kernel:
    """Bind a family kernel to one target name, checking the operand dtype its prefix implies."""
    expected = np.dtype(_PREFIX_DTYPES[prefix])

    def run(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
        if operands and np.asarray(operands[0]).dtype != expected:
            raise ValueError(f"{name} expects {expected} operands, got {np.asarray(operands[0]).dtype}")
        return kernel(operands, attrs, result_dtypes_and_dims)

    run.__name__ = name
    run.__doc__ = kernel.__doc__
    return run


def _table() -> dict[str, Kernel]:
    families: list[tuple[str, str, Kernel]] = [
        ("sdcz", "potrf", potrf), ("sdcz", "trsm", trsm), ("sdcz", "getrf", getrf),
        ("sdcz", "geqrf", geqrf), ("sd", "orgqr", orgqr), ("cz", "ungqr", orgqr),
        ("sd", "syevd", syevd), ("cz", "heevd", syevd), ("sdcz", "gesdd", gesdd),
        ("sdcz", "gesvd", gesdd),
    ]
    table: dict[str, Kernel] = {}
    for prefixes, family, kernel in families:
        for prefix in prefixes:
            name = f"lapack_{prefix}{family}_ffi"
            table[name] = _typed(kernel, prefix, name)
    return table


LAPACK_TARGETS: dict[str, Kernel] = _table()
