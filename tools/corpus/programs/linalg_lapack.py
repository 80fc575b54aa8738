"""JAX programs for jaxlib's CPU linear-algebra custom calls that the first corpus lacked:
lapack_?geev_ffi (eig / eigvals), ?gees (Schur), ?gehrd (Hessenberg), ?sytrd / ?hetrd
(tridiagonal reduction), ?gtsv and tridiagonal_solve_perturbed_ffi (tridiagonal solve), ?geqp3
(QR with column pivoting) and ?ormqr / ?unmqr (multiply by Q).

Eigenvectors and Schur forms are unique only up to order, phase and (for Schur) unitary
similarity, so those programs return invariants XLA and any correct LAPACK agree on: sorted
eigenvalues, eigenvectors in that order with their first component made real and positive, the
reconstruction Z T Z^H, Z^H Z and the sorted diagonal. Hessenberg, tridiagonal and QR factors
with LAPACK's Householder conventions are unique, so those programs return them raw.

``cases()`` is read by tools/corpus/generate.py (which writes the cases) and
tools/corpus/check_tolerances.py; jax is imported only inside it.
"""

from __future__ import annotations

import numpy as np


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _normal(shape: tuple[int, ...], dtype, seed: int) -> np.ndarray:
    rng = _rng(seed)
    x = rng.standard_normal(shape)
    if np.issubdtype(np.dtype(dtype), np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def cases() -> list[dict]:
    import jax
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl
    from jax import lax

    def canon(w, v):
        """Eigenpairs sorted by (real, imag); each vector's first component real positive."""
        idx = jnp.argsort(w)
        v = v[..., :, idx]
        first = v[..., 0:1, :]
        return w[idx], v / (first / jnp.abs(first))

    def eig_f32(a):
        w, v = jnp.linalg.eig(a)
        return canon(w, v)

    def eigvals_c128(a):
        return jnp.sort(jnp.linalg.eigvals(a))

    def eig_left_right_f64(a):
        w, vl, vr = lax.linalg.eig(a, compute_left_eigenvectors=True, compute_right_eigenvectors=True)
        ws, vls = canon(w, vl)
        _, vrs = canon(w, vr)
        return ws, vls, vrs

    def eig_batched_c64(a):
        w, v = jnp.linalg.eig(a)
        return jax.vmap(canon)(w, v)

    def schur_parts(t, z):
        zh = jnp.conj(z.T)
        return jnp.sort(jnp.diagonal(t)), z @ t @ zh, zh @ z

    def schur_f64(a):
        t, z = jsl.schur(a)
        return schur_parts(t, z) + (jnp.tril(t, -2),)

    def schur_c64(a):
        t, z = jsl.schur(a, output="complex")
        return schur_parts(t, z) + (jnp.tril(t, -1),)

    def schur_values_c128(a):
        (t,) = lax.linalg.schur(a, compute_schur_vectors=False)
        return jnp.sort(jnp.diagonal(t)), jnp.tril(t, -1)

    def hessenberg_f32(a):
        return jsl.hessenberg(a, calc_q=True)

    def hessenberg_c128(a):
        return lax.linalg.hessenberg(a)

    def tridiagonal_f32(a):
        return lax.linalg.tridiagonal((a + a.T) / 2, lower=True)

    def tridiagonal_c64_upper(a):
        return lax.linalg.tridiagonal((a + jnp.conj(a.T)) / 2, lower=False)

    def tridiagonal_f64_batched(a):
        return lax.linalg.tridiagonal(a + jnp.swapaxes(a, -1, -2), lower=True)

    def gtsv(dl, d, du, b):
        return lax.linalg.tridiagonal_solve(dl, d, du, b)

    def gtsv_perturbed(dl, d, du, b):
        return lax.linalg.tridiagonal_solve(dl, d, du, b, perturb_singular=True)

    def qr_pivoting_f64(a):
        return jsl.qr(a, pivoting=True, mode="economic")

    def qr_pivoting_c64(a):
        return jsl.qr(a, pivoting=True)

    def ormqr_f32(a, c):
        h, taus = jnp.linalg.qr(a, mode="raw")
        return (lax.linalg.ormqr(h.mT, taus, c, left=True, transpose=True),
                lax.linalg.ormqr(h.mT, taus, c.T, left=False, transpose=False))

    def unmqr_c128(a, c):
        h, taus = jnp.linalg.qr(a, mode="raw")
        return lax.linalg.ormqr(h.mT, taus, c, left=True, transpose=False)

    def svd_gesvd_f64(a):
        u, s, vh = lax.linalg.svd(a, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)
        sign = jnp.sign(u[0:1, :])
        return u * sign, s, vh * sign.T

    def svd_c64(a):
        u, s, vh = jnp.linalg.svd(a, full_matrices=True)
        first = u[0:1, :]
        phase = first / jnp.abs(first)
        return u / phase, s, vh[:3] * phase.T[:3]

    def cholesky_c64(a):
        return jnp.linalg.cholesky(a @ jnp.conj(a.T) + 4 * jnp.eye(a.shape[0], dtype=a.dtype))

    def eigh_c128(a):
        w, v = jnp.linalg.eigh(a + jnp.conj(a.T), UPLO="U")
        first = v[0:1, :]
        return w, v / (first / jnp.abs(first))

    def solve_c128(a, b):
        return jnp.linalg.solve(a, b)

    def qr_c64(a):
        q, r = jnp.linalg.qr(a)
        d = jnp.diagonal(r)
        phase = d / jnp.abs(d)
        return q * phase, r / phase[:, None]

    def triangular_solve_z(a, b):
        return lax.linalg.triangular_solve(a, b, left_side=False, lower=False, transpose_a=True,
                                           conjugate_a=True, unit_diagonal=False)

    def unit_phase(x, axis):
        """Divide out the phase (sign) of the first entry along ``axis``."""
        first = jnp.take(x, jnp.array([0]), axis=axis)
        return x / (first / jnp.abs(first))

    def svd_parts(u, s, vh):
        """U's columns with their first entry real positive; V^H's rows take the inverse phase."""
        k = s.shape[0]
        phase = u[0, :k] / jnp.abs(u[0, :k])
        return u[:, :k] / phase, s, vh[:k] * phase[:, None]

    def sweep_f64(a, b):
        """d-prefixed targets: potrf, getrf + trsm, geqrf + orgqr, syevd, gesdd, gehrd, ormqr."""
        spd = a @ a.T + 4 * jnp.eye(4)
        q, r = jnp.linalg.qr(a)
        d = jnp.sign(jnp.diagonal(r))
        w, v = jnp.linalg.eigh(a + a.T)
        h, taus = lax.linalg.hessenberg(a)
        raw, qtaus = jnp.linalg.qr(a, mode="raw")
        return (jnp.linalg.cholesky(spd), jnp.linalg.solve(a, b), q * d, r * d[:, None], w, unit_phase(v, 0),
                *svd_parts(*jnp.linalg.svd(a, full_matrices=False)), h, taus,
                lax.linalg.ormqr(raw.mT, qtaus, b, left=True, transpose=True))

    def sweep_c64(a, b, dl, d, du):
        """c-prefixed targets: gehrd, gesvd, getrf + trsm, gtsv, heevd, unmqr."""
        h, taus = lax.linalg.hessenberg(a)
        u, s, vh = lax.linalg.svd(a, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)
        w, v = jnp.linalg.eigh(a + jnp.conj(a.T))
        raw, qtaus = jnp.linalg.qr(a, mode="raw")
        return (h, taus, *svd_parts(u, s, vh), jnp.linalg.solve(a, b),
                lax.linalg.tridiagonal_solve(dl, d, du, b), w, unit_phase(v, 0),
                lax.linalg.ormqr(raw.mT, qtaus, b, left=True, transpose=False))

    def sweep_f32(a):
        """s-prefixed targets: gees (real Schur, invariants), geqp3, gesvd."""
        t, z = jsl.schur(a)
        q, r, piv = jsl.qr(a, pivoting=True)
        u, s, vh = lax.linalg.svd(a, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)
        return (jnp.sort(jnp.diagonal(t)), z @ t @ z.T, z.T @ z, q @ r, piv, jnp.abs(jnp.diagonal(r)),
                *svd_parts(u, s, vh))

    def sweep_c128(a):
        """z-prefixed targets: geqp3, gesdd, gesvd, hetrd, potrf, ungqr."""
        q, r, piv = jsl.qr(a, pivoting=True)
        u, s, vh = lax.linalg.svd(a, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)
        herm = a + jnp.conj(a.T)
        return (q @ r, piv, jnp.abs(jnp.diagonal(r)), jnp.linalg.svd(a, compute_uv=False),
                *svd_parts(u, s, vh), *lax.linalg.tridiagonal(herm, lower=False),
                jnp.linalg.cholesky(a @ jnp.conj(a.T) + 4 * jnp.eye(4)), unit_phase(q, 0))

    # diagonally dominant tridiagonal systems (dl[0] and du[-1] are ignored by LAPACK)
    def tri(n: int, dtype, seed: int, nrhs: int, batch: tuple[int, ...] = ()):
        dl, du = _normal(batch + (n,), dtype, seed), _normal(batch + (n,), dtype, seed + 1)
        d = (_normal(batch + (n,), dtype, seed + 2) + 4).astype(dtype)
        return [dl, d, du, _normal(batch + (n, nrhs), dtype, seed + 3)]

    def pivoting_tri(n: int, dtype, seed: int):
        """Subdiagonal larger than the diagonal, so ?gtsv swaps rows."""
        dl, d, du, b = tri(n, dtype, seed, 2)
        return [(dl * 5).astype(dtype), (d / 8).astype(dtype), du, b]

    def case(name, description, fn, args, rtol, atol, x64=False):
        entry = {"name": name, "category": "linalg", "description": description, "fn": fn, "args": args,
                 "rtol": rtol, "atol": atol}
        if x64:
            entry["x64"] = True
        return entry

    f32, f64, c64, c128 = np.float32, np.float64, np.complex64, np.complex128
    return [
        case("linalg_eig", "jnp.linalg.eig (f32) -> lapack_sgeev_ffi; eigenpairs sorted, vectors phase-normalized",
             eig_f32, [_normal((4, 4), f32, 101)], 1e-4, 1e-4),
        case("linalg_eigvals_c128", "jnp.linalg.eigvals (c128) -> lapack_zgeev_ffi without vectors; sorted",
             eigvals_c128, [_normal((5, 5), c128, 102)], 1e-10, 1e-10, x64=True),
        case("linalg_eig_left_right_f64", "lax.linalg.eig left and right vectors (f64) -> lapack_dgeev_ffi; canonical",
             eig_left_right_f64, [_normal((5, 5), f64, 103)], 1e-9, 1e-9, x64=True),
        case("linalg_eig_batched_c64", "jnp.linalg.eig on a batch (c64) -> lapack_cgeev_ffi; canonical",
             eig_batched_c64, [_normal((2, 3, 3), c64, 104)], 1e-4, 1e-4),
        case("linalg_schur_f64", "jax.scipy.linalg.schur real (f64) -> lapack_dgees_ffi; Z T Z^T, Z^T Z, sorted diag",
             schur_f64, [_normal((5, 5), f64, 105)], 1e-10, 1e-10, x64=True),
        case("linalg_schur_c64", "jax.scipy.linalg.schur complex (c64) -> lapack_cgees_ffi; invariants",
             schur_c64, [_normal((4, 4), c64, 106)], 1e-4, 1e-4),
        case("linalg_schur_values_c128", "lax.linalg.schur without vectors (c128) -> lapack_zgees_ffi mode N",
             schur_values_c128, [_normal((4, 4), c128, 107)], 1e-10, 1e-10, x64=True),
        case("linalg_hessenberg", "jax.scipy.linalg.hessenberg calc_q (f32) -> lapack_sgehrd_ffi + lapack_sorgqr_ffi",
             hessenberg_f32, [_normal((5, 5), f32, 108)], 1e-4, 1e-4),
        case("linalg_hessenberg_c128", "lax.linalg.hessenberg (c128) -> lapack_zgehrd_ffi; reflectors and taus",
             hessenberg_c128, [_normal((4, 4), c128, 109)], 1e-10, 1e-10, x64=True),
        case("linalg_tridiagonal", "lax.linalg.tridiagonal lower (f32) -> lapack_ssytrd_ffi",
             tridiagonal_f32, [_normal((5, 5), f32, 110)], 1e-4, 1e-4),
        case("linalg_tridiagonal_c64_upper", "lax.linalg.tridiagonal upper (c64) -> lapack_chetrd_ffi",
             tridiagonal_c64_upper, [_normal((4, 4), c64, 111)], 1e-4, 1e-4),
        case("linalg_tridiagonal_batched_f64", "lax.linalg.tridiagonal on a batch (f64) -> lapack_dsytrd_ffi",
             tridiagonal_f64_batched, [_normal((2, 4, 4), f64, 112)], 1e-10, 1e-10, x64=True),
        case("linalg_tridiagonal_solve", "lax.linalg.tridiagonal_solve (f32) -> lapack_sgtsv_ffi",
             gtsv, tri(6, f32, 113, 3), 1e-4, 1e-5),
        case("linalg_tridiagonal_solve_pivoting_c128",
             "lax.linalg.tridiagonal_solve with row interchanges (c128) -> lapack_zgtsv_ffi",
             gtsv, pivoting_tri(5, c128, 114), 1e-10, 1e-10, x64=True),
        case("linalg_tridiagonal_solve_batched_f64", "lax.linalg.tridiagonal_solve on a batch (f64) -> lapack_dgtsv_ffi",
             gtsv, tri(4, f64, 115, 2, (3,)), 1e-10, 1e-10, x64=True),
        case("linalg_tridiagonal_solve_perturbed",
             "lax.linalg.tridiagonal_solve perturb_singular (f32) -> tridiagonal_solve_perturbed_ffi",
             gtsv_perturbed, pivoting_tri(6, f32, 116), 1e-4, 1e-5),
        case("linalg_qr_pivoting_f64", "jax.scipy.linalg.qr pivoting economic (f64) -> lapack_dgeqp3_ffi + dorgqr",
             qr_pivoting_f64, [_normal((6, 4), f64, 117)], 1e-10, 1e-10, x64=True),
        case("linalg_qr_pivoting_c64", "jax.scipy.linalg.qr pivoting full (c64) -> lapack_cgeqp3_ffi + cungqr",
             qr_pivoting_c64, [_normal((4, 3), c64, 118)], 1e-4, 1e-4),
        case("linalg_ormqr", "lax.linalg.ormqr Q^T C and C Q (f32) -> lapack_sormqr_ffi",
             ormqr_f32, [_normal((5, 3), f32, 119), _normal((5, 2), f32, 120)], 1e-4, 1e-5),
        case("linalg_unmqr_c128", "lax.linalg.ormqr Q C (c128) -> lapack_zunmqr_ffi",
             unmqr_c128, [_normal((4, 4), c128, 121), _normal((4, 2), c128, 122)], 1e-10, 1e-10, x64=True),
        case("linalg_svd_gesvd_f64", "lax.linalg.svd algorithm=QR (f64) -> lapack_dgesvd_ffi; signs by U's row 0",
             svd_gesvd_f64, [_normal((5, 3), f64, 123)], 1e-10, 1e-10, x64=True),
        case("linalg_svd_c64", "jnp.linalg.svd full (c64, wide) -> lapack_cgesdd_ffi; phases by U's row 0",
             svd_c64, [_normal((3, 4), c64, 124)], 1e-4, 1e-4),
        case("linalg_cholesky_c64", "jnp.linalg.cholesky (c64) -> lapack_cpotrf_ffi",
             cholesky_c64, [_normal((4, 4), c64, 125)], 1e-4, 1e-4),
        case("linalg_eigh_c128", "jnp.linalg.eigh UPLO=U (c128) -> lapack_zheevd_ffi; phases by row 0",
             eigh_c128, [_normal((4, 4), c128, 126)], 1e-10, 1e-10, x64=True),
        case("linalg_solve_c128", "jnp.linalg.solve (c128) -> lapack_zgetrf_ffi + lapack_ztrsm_ffi",
             solve_c128, [_normal((4, 4), c128, 127), _normal((4, 2), c128, 128)], 1e-10, 1e-10, x64=True),
        case("linalg_qr_c64", "jnp.linalg.qr (c64) -> lapack_cgeqrf_ffi + lapack_cungqr_ffi; diag(R) real positive",
             qr_c64, [_normal((5, 3), c64, 129)], 1e-4, 1e-4),
        case("linalg_triangular_solve_c128", "lax.linalg.triangular_solve right, upper, adjoint (c128) -> lapack_ztrsm_ffi",
             triangular_solve_z, [(_normal((4, 4), c128, 130) + 4 * np.eye(4)).astype(c128), _normal((3, 4), c128, 131)],
             1e-10, 1e-10, x64=True),
        case("linalg_sweep_f64", "f64 LAPACK targets: dpotrf, dgetrf + dtrsm, dgeqrf + dorgqr, dsyevd, dgesdd, "
             "dgehrd, dormqr; factors canonicalized", sweep_f64, [_normal((4, 4), f64, 132), _normal((4, 2), f64, 133)],
             1e-10, 1e-10, x64=True),
        case("linalg_sweep_c64", "c64 LAPACK targets: cgehrd, cgesvd, cgetrf + ctrsm, cgtsv, cheevd, cunmqr",
             sweep_c64, [_normal((4, 4), c64, 134), _normal((4, 2), c64, 135)] + tri(4, c64, 136, 2)[:3],
             1e-4, 1e-4),
        case("linalg_sweep_f32", "f32 LAPACK targets: sgees (invariants), sgeqp3, sgesvd",
             sweep_f32, [_normal((4, 4), f32, 137)], 1e-4, 1e-4),
        case("linalg_sweep_c128", "c128 LAPACK targets: zgeqp3, zgesdd, zgesvd, zhetrd, zpotrf, zungqr",
             sweep_c128, [_normal((4, 4), c128, 138)], 1e-10, 1e-10, x64=True),
    ]
