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
``?geqp3``                  a, jpvt        a_out, jpvt_out, tau              (none)
``?ormqr`` / ``?unmqr``     a, tau, c      c_out                             left, transpose (PRED)
==========================  =============  ================================  =====================

The nonsymmetric eigen targets (?geev, ?gees, ?gehrd, ?sytrd / ?hetrd) are in lapack_eigen.py,
the tridiagonal solvers (?gtsv, tridiagonal_solve_perturbed_ffi) in lapack_tridiagonal.py;
``LAPACK_TARGETS`` maps all 61 names jaxlib 0.10.2 registers for CPU to their models.

The factorizations follow LAPACK's unblocked reference algorithms (potf2, getf2, geqr2, org2r,
laqp2, orm2r, larfg) in the operand's own precision, so the outputs LAPACK determines (pivots, Householder
vectors and tau signs, untouched triangles) match; results equal XLA's up to rounding.
Eigen- and singular vectors come from ``np.linalg`` (LAPACK syevd / gesdd as well).
"""

from __future__ import annotations

import numpy as np

from .lapack_eigen import gees, geev, gehrd, sytrd
from .lapack_tridiagonal import gtsv, tridiagonal_solve_perturbed
from .lapack_util import (
    INFO as _INFO,
)
from .lapack_util import (
    PREFIX_DTYPES as _PREFIX_DTYPES,
)
from .lapack_util import (
    Kernel,
    Spec,
)
from .lapack_util import (
    apply_reflector as _apply_reflector,
)
from .lapack_util import (
    char_attr as _char,
)
from .lapack_util import (
    check_square as _square,
)
from .lapack_util import (
    finish as _finish,
)
from .lapack_util import (
    flat as _flat,
)
from .lapack_util import (
    iamax as _iamax,
)
from .lapack_util import (
    larfg as _larfg,
)
from .lapack_util import (
    legacy_tail as _legacy_tail,
)
from .lapack_util import (
    matrix as _matrix,
)
from .lapack_util import (
    nrm2 as _nrm2,
)
from .lapack_util import (
    real_dtype as _real_dtype,
)
from .lapack_util import (
    take_operands as _operands,
)

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


# -- geqp3: QR with column pivoting -------------------------------------------------------------

def _laqp2(a: np.ndarray, offset: int, jpvt: np.ndarray, taus: np.ndarray) -> None:
    """?laqp2 in place on the free columns a[:, offset:] (rows offset.. still to reduce): pivot
    on the first largest partial column norm, downdate the norms, recompute them when the
    downdate loses too much (sqrt(eps) test), as LAPACK does."""
    m, n = a.shape
    rdt = _real_dtype(a.dtype)
    tol3z = np.sqrt(np.finfo(rdt).eps)
    vn1 = np.array([_nrm2(a[offset:, j]) for j in range(offset, n)], rdt)
    vn2 = vn1.copy()
    for i in range(min(m - offset, n - offset)):
        col, row = offset + i, offset + i
        pvt = i + int(np.argmax(vn1[i:])) if vn1[i:].size else i
        if pvt != i:
            a[:, [col, offset + pvt]] = a[:, [offset + pvt, col]]
            jpvt[[col, offset + pvt]] = jpvt[[offset + pvt, col]]
            vn1[pvt], vn2[pvt] = vn1[i], vn2[i]
        beta, tau, rest = _larfg(a[row, col], a[row + 1:, col])
        a[row + 1:, col] = rest
        taus[col] = tau
        if col + 1 < n:
            v = np.concatenate([[a.dtype.type(1)], rest])
            _apply_reflector(v, np.conj(tau), a[row:, col + 1:])
        a[row, col] = beta
        for j in range(i + 1, n - offset):
            if vn1[j] == 0:
                continue
            temp = max(rdt.type(1) - (np.abs(a[row, offset + j]) / vn1[j]) ** 2, rdt.type(0))
            if temp * (vn1[j] / vn2[j]) ** 2 <= tol3z:
                vn1[j] = _nrm2(a[row + 1:, offset + j]) if row + 1 < m else 0
                vn2[j] = vn1[j]
            else:
                vn1[j] = vn1[j] * np.sqrt(temp)


def _geqp3_one(a: np.ndarray, jpvt_in: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """?geqp3 in place: columns with jpvt != 0 move to the front and are factored first
    (unpivoted), the rest are pivoted by ?laqp2. Returns (jpvt (1-based), tau)."""
    m, n = a.shape
    jpvt = np.arange(1, n + 1, dtype=_INFO)
    fixed = 0
    for j in range(n):
        if jpvt_in[j] != 0:
            if j != fixed:
                a[:, [j, fixed]] = a[:, [fixed, j]]
                jpvt[j], jpvt[fixed] = jpvt[fixed], j + 1
            fixed += 1
    taus = np.zeros(min(m, n), a.dtype)
    na = min(m, fixed)
    if na:
        taus[:na] = _geqr2(a[:, :na])
        for i in range(na):  # apply Q^H of the fixed columns to the free ones (?ormqr 'L', 'C')
            v = np.concatenate([[a.dtype.type(1)], a[i + 1:, i]])
            _apply_reflector(v, np.conj(taus[i]), a[i:, na:])
    if fixed < min(m, n):
        _laqp2(a, fixed, jpvt, taus)
    return jpvt, taus


def geqp3(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?geqp3_ffi: operands (a, jpvt (s32, batch + (n,); nonzero = column fixed in
    front; JAX passes zeros)), no attrs; results [a_out (R above, reflectors below the
    diagonal, for A P), jpvt_out (1-based: column j of A P is column jpvt[j]-1 of A), tau]."""
    a, jpvt = _operands(operands, 2, "geqp3")
    x = _matrix(a, "geqp3 a")
    jpvt = np.asarray(jpvt)
    m, n = x.shape[-2:]
    if jpvt.shape != x.shape[:-2] + (n,) or jpvt.dtype.kind not in "iu":
        raise ValueError(f"geqp3 needs integer jpvt of shape {x.shape[:-2] + (n,)}, got {jpvt.dtype}{list(jpvt.shape)}")
    mats = _flat(x)
    k = min(m, n)
    pivots = np.zeros((mats.shape[0], n), _INFO)
    taus = np.zeros((mats.shape[0], k), x.dtype)
    jp = jpvt.reshape(-1, n)
    for i in range(mats.shape[0]):
        pivots[i], taus[i] = _geqp3_one(mats[i], jp[i])
    batch = x.shape[:-2]
    return _finish([x, pivots.reshape(batch + (n,)), taus.reshape(batch + (k,))], result_dtypes_and_dims, "geqp3")


# -- ormqr / unmqr: multiply by Q without forming it ---------------------------------------------

def _flag(attrs: dict, name: str) -> bool:
    """Decode a PRED attribute (jaxlib's Attr<bool>)."""
    if name not in attrs:
        raise ValueError(f"missing attribute '{name}'")
    value = attrs[name]
    if not isinstance(value, (bool, np.bool_)):
        raise ValueError(f"attribute '{name}' must be a boolean, got {value!r}")
    return bool(value)


def _orm2r(a: np.ndarray, tau: np.ndarray, c: np.ndarray, left: bool, transpose: bool) -> None:
    """?orm2r / ?unm2r in place: C := op(Q) C (left) or C op(Q) with Q = H(0)...H(k-1) from
    geqrf storage; op = Q^H when ``transpose``."""
    k = tau.shape[0]
    order = range(k - 1, -1, -1) if left != transpose else range(k)
    for i in order:
        t = np.conj(tau[i]) if transpose else tau[i]
        if t == 0:
            continue
        v = np.concatenate([[a.dtype.type(1)], a[i + 1:, i]])
        if left:
            _apply_reflector(v, t, c[i:, :])
        else:
            block = c[:, i:]
            block -= t * np.outer(block @ v, v.conj())


def ormqr(operands: list[np.ndarray], attrs: dict, result_dtypes_and_dims: list[Spec]) -> list[np.ndarray]:
    """lapack_?ormqr_ffi / lapack_?unmqr_ffi: operands (a (nq x n, geqrf / geqp3 output), tau
    (batch + (k,), k <= min(nq, n)), c), attrs left, transpose (PRED); results [c_out] =
    Q C, Q^H C, C Q or C Q^H, where nq = rows of C (left) or columns of C (right)."""
    a, tau, c = _operands(operands, 3, "ormqr")
    x = _matrix(a, "ormqr a")
    out = _matrix(c, "ormqr c")
    left, transpose = _flag(attrs, "left"), _flag(attrs, "transpose")
    tau = np.asarray(tau).astype(x.dtype, copy=False)
    nq = out.shape[-2] if left else out.shape[-1]
    k = tau.shape[-1] if tau.ndim else -1
    if (x.shape[-2] != nq or not 0 <= k <= min(nq, x.shape[-1]) or tau.shape[:-1] != x.shape[:-2]
            or out.shape[:-2] != x.shape[:-2]):
        raise ValueError(f"ormqr: a {x.shape}, tau {tau.shape} and c {out.shape} do not fit "
                         f"(a needs {nq} rows, k <= its columns)")
    mats, taus, cs = _flat(x), tau.reshape(-1, k), _flat(out)
    for i in range(cs.shape[0]):
        _orm2r(mats[i], taus[i], cs[i], left, transpose)
    return _finish([out], result_dtypes_and_dims, "ormqr")


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
        ("sdcz", "gesvd", gesdd), ("sdcz", "geqp3", geqp3), ("sd", "ormqr", ormqr), ("cz", "unmqr", ormqr),
        ("sdcz", "geev", geev), ("sdcz", "gees", gees), ("sdcz", "gehrd", gehrd), ("sd", "sytrd", sytrd),
        ("cz", "hetrd", sytrd), ("sdcz", "gtsv", gtsv),
    ]
    table: dict[str, Kernel] = {}
    for prefixes, family, kernel in families:
        for prefix in prefixes:
            name = f"lapack_{prefix}{family}_ffi"
            table[name] = _typed(kernel, prefix, name)
    table["tridiagonal_solve_perturbed_ffi"] = tridiagonal_solve_perturbed  # any of the four dtypes
    return table


LAPACK_TARGETS: dict[str, Kernel] = _table()
