"""Numpy models of jaxlib's lapack_*_ffi targets: contracts, LAPACK conventions, corpus cases."""

from __future__ import annotations

import json

import numpy as np
import pytest
from corpus import CORPUS

from xlac.customcall.lapack import LAPACK_TARGETS
from xlac.customcall.mlir_attrs import parse_mlir_dict

DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
TOL = {"s": 2e-5, "d": 1e-12, "c": 2e-5, "z": 1e-12}
L, R, U, N, T, C, V, A, S = (ord(c) for c in "LRUNTCVAS")


def _call(target: str, *operands, specs=None, **attrs):
    return LAPACK_TARGETS[target](list(operands), attrs, specs)


def _rand(prefix: str, shape, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if prefix in "cz":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(DTYPES[prefix])


def _h(x: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(x, -1, -2))


def _close(got, want, prefix):
    scale = max(1.0, float(np.max(np.abs(want))))
    np.testing.assert_allclose(got, want, rtol=0, atol=TOL[prefix] * scale)


# -- the table ---------------------------------------------------------------------------------

def test_table_names():
    expected = set()
    for fam, prefixes in [("potrf", "sdcz"), ("trsm", "sdcz"), ("getrf", "sdcz"), ("geqrf", "sdcz"),
                          ("orgqr", "sd"), ("ungqr", "cz"), ("syevd", "sd"), ("heevd", "cz"),
                          ("gesdd", "sdcz")]:
        expected |= {f"lapack_{p}{fam}_ffi" for p in prefixes}
    assert expected <= set(LAPACK_TARGETS)
    assert all(callable(f) for f in LAPACK_TARGETS.values())


def test_prefix_dtype_is_checked():
    with pytest.raises(ValueError, match="float32"):
        _call("lapack_spotrf_ffi", np.eye(2), uplo=L)


def test_bad_attributes():
    with pytest.raises(ValueError, match="missing attribute 'uplo'"):
        _call("lapack_dpotrf_ffi", np.eye(2))
    with pytest.raises(ValueError, match="'uplo' = 88"):
        _call("lapack_dpotrf_ffi", np.eye(2), uplo=ord("X"))
    with pytest.raises(ValueError, match="takes 1 operand"):
        LAPACK_TARGETS["lapack_dgetrf_ffi"]([np.eye(2), np.eye(2)], {}, None)


def test_result_specs_are_checked_and_cast():
    x, info = _call("lapack_dpotrf_ffi", np.eye(2), uplo=L,
                    specs=[(np.dtype(np.float64), (2, 2)), (np.dtype(np.int32), ())])
    assert info.dtype == np.int32 and info.shape == ()
    with pytest.raises(ValueError, match="result 0 has shape"):
        _call("lapack_dpotrf_ffi", np.eye(2), uplo=L, specs=[(np.float64, (3, 3)), (np.int32, ())])
    with pytest.raises(ValueError, match="computed 2 results"):
        _call("lapack_dpotrf_ffi", np.eye(2), uplo=L, specs=[(np.float64, (2, 2))])


# -- potrf ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("uplo", [L, U])
def test_potrf_reconstructs_and_keeps_other_triangle(p, uplo):
    g = _rand(p, (2, 3, 4, 4))
    spd = (g @ _h(g) + 4 * np.eye(4)).astype(DTYPES[p])
    marked = spd.copy()
    other = np.triu(np.ones((4, 4), bool), 1) if uplo == L else np.tril(np.ones((4, 4), bool), -1)
    marked[..., other] = 123  # the triangle LAPACK never reads
    x, info = _call(f"lapack_{p}potrf_ffi", marked, uplo=uplo)
    assert x.dtype == DTYPES[p] and info.dtype == np.int32 and info.shape == (2, 3)
    assert (info == 0).all()
    assert (x[..., other] == 123).all()
    if uplo == L:
        fac = np.tril(x)
        _close(fac @ _h(fac), spd, p)
    else:
        fac = np.triu(x)
        _close(_h(fac) @ fac, spd, p)
    assert (np.diagonal(fac, axis1=-2, axis2=-1).real > 0).all()


def test_potrf_info_when_not_positive_definite():
    a = np.stack([np.eye(3), np.diag([1.0, 4.0, -1.0]), np.diag([1.0, 0.0, 1.0]),
                  np.full((3, 3), np.nan)])
    x, info = _call("lapack_dpotrf_ffi", a, uplo=L)
    assert info.tolist() == [0, 3, 2, 1]
    assert x[1, 1, 1] == 2.0 and x[1, 2, 2] == -1.0  # columns before the failure are finished


# -- trsm ----------------------------------------------------------------------------------------

def _op(a, uplo, trans, diag):
    t = np.tril(a) if uplo == L else np.triu(a)
    if diag == U:
        np.fill_diagonal(t, 1)
    return {N: t, T: t.T, C: t.conj().T}[trans]


@pytest.mark.parametrize("p", "sdcz")
def test_trsm_all_modes(p):
    a = (_rand(p, (4, 4), 1) + 4 * np.eye(4)).astype(DTYPES[p])
    for side in (L, R):
        b = _rand(p, (4, 3) if side == L else (3, 4), 2)
        for uplo in (L, U):
            for trans in (N, T, C):
                for diag in (N, U):
                    (x,) = _call(f"lapack_{p}trsm_ffi", a, b, side=side, uplo=uplo, trans_x=trans, diag=diag)
                    op = _op(a, uplo, trans, diag)
                    _close(op @ x if side == L else x @ op, b, p)
                    assert x.dtype == DTYPES[p]


def test_trsm_reads_only_its_triangle_and_takes_alpha_and_batches():
    a = np.tril(np.arange(1.0, 10.0).reshape(3, 3)) + 3 * np.eye(3)
    junk = a + np.triu(np.full((3, 3), 99.0), 1)
    b = np.arange(6.0).reshape(3, 2)
    (x,) = _call("lapack_dtrsm_ffi", junk, b, side=L, uplo=L, trans_x=N, diag=N)
    np.testing.assert_allclose(a @ x, b, atol=1e-12)
    (x2,) = _call("lapack_dtrsm_ffi", junk, b, np.float64(2.0), side=L, uplo=L, trans_x=N, diag=N)
    np.testing.assert_allclose(x2, 2 * x, atol=1e-12)  # pre-0.5.2 jaxlib: alpha operand
    ab = np.stack([a, 2 * a])
    bb = np.stack([b, b])
    (xb,) = _call("lapack_dtrsm_ffi", ab, bb, side=L, uplo=L, trans_x=N, diag=N)
    np.testing.assert_allclose(xb[0], x, atol=1e-12)
    np.testing.assert_allclose(xb[1], x / 2, atol=1e-12)


# -- getrf ---------------------------------------------------------------------------------------

def _perm_from_ipiv(ipiv: np.ndarray, m: int) -> np.ndarray:
    perm = np.arange(m)
    for i, p in enumerate(ipiv - 1):
        perm[[i, p]] = perm[[p, i]]
    return perm


@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("shape", [(5, 5), (6, 4), (3, 5)])
def test_getrf_reconstructs(p, shape):
    a = _rand(p, (2,) + shape, 3)
    lu, ipiv, info = _call(f"lapack_{p}getrf_ffi", a)
    m, n = shape
    k = min(m, n)
    assert ipiv.shape == (2, k) and ipiv.dtype == np.int32 and info.shape == (2,)
    assert (info == 0).all() and (ipiv >= 1).all() and (ipiv <= m).all()
    for b in range(2):
        lower = np.tril(lu[b], -1)[:, :k] + np.eye(m, k)
        upper = np.triu(lu[b])[:k, :]
        bound = np.sqrt(2) if p in "cz" else 1  # |re|+|im| pivoting bounds |l| by sqrt(2)
        assert np.abs(lower).max() <= bound + 1e-6
        _close(lower @ upper, a[b][_perm_from_ipiv(ipiv[b], m)], p)


def test_getrf_pivot_conventions():
    _, ipiv, _ = _call("lapack_dgetrf_ffi", np.array([[1.0, 2.0], [3.0, 4.0]]))
    assert ipiv.tolist() == [2, 2]
    _, ipiv, _ = _call("lapack_dgetrf_ffi", np.array([[-3.0, 1.0], [3.0, 1.0]]))
    assert ipiv.tolist() == [1, 2]  # ties keep the first row
    # complex pivots compare |re| + |im| (izamax), not |z|: 2+2j beats 3 here, though |3| > |2+2j|
    _, ipiv, _ = _call("lapack_zgetrf_ffi", np.array([[3.0, 0], [2 + 2j, 1]]))
    assert ipiv.tolist() == [2, 2]


def test_getrf_info_is_first_zero_pivot():
    a = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 1.0, 1.0]])
    lu, ipiv, info = _call("lapack_dgetrf_ffi", a)  # worked by hand: column 2 is left all zero
    assert int(info) == 3 and ipiv.tolist() == [2, 3, 3]
    a = np.array([[0.0, 1.0], [0.0, 2.0]])
    lu, ipiv, info = _call("lapack_dgetrf_ffi", a)
    assert int(info) == 1 and ipiv.tolist() == [1, 2]
    _, _, info = _call("lapack_dgetrf_ffi", np.zeros((2, 3, 3)))
    assert info.tolist() == [1, 1]


# -- geqrf / orgqr -------------------------------------------------------------------------------

def test_geqrf_householder_conventions():
    qr, tau = _call("lapack_dgeqrf_ffi", np.array([[3.0], [4.0]]))
    np.testing.assert_allclose(qr, [[-5.0], [0.5]])  # beta = -sign(alpha)*norm, v = x/(alpha-beta)
    np.testing.assert_allclose(tau, [1.6])  # tau = (beta - alpha) / beta
    qr, tau = _call("lapack_dgeqrf_ffi", np.array([[2.0, 1.0], [0.0, 3.0]]))
    assert tau[0] == 0 and qr[0, 0] == 2.0  # nothing to eliminate: H = I
    assert tau[1] == 0  # real ?larfg leaves a 1-element column alone...
    qr, tau = _call("lapack_zgeqrf_ffi", np.array([[1j]]))
    np.testing.assert_allclose(qr, [[-1.0]])  # ...complex ?larfg still makes the diagonal real
    np.testing.assert_allclose(tau, [1 + 1j])


@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("shape", [(6, 4), (4, 4), (3, 5)])
def test_geqrf_orgqr_reconstruct(p, shape):
    a = _rand(p, (2,) + shape, 4)
    qr, tau = _call(f"lapack_{p}geqrf_ffi", a)
    m, n = shape
    k = min(m, n)
    assert tau.shape == (2, k) and tau.dtype == DTYPES[p]
    r = np.triu(qr)[..., :k, :]
    fam = "orgqr" if p in "sd" else "ungqr"
    if m >= n:
        (q,) = _call(f"lapack_{p}{fam}_ffi", qr, tau)
        assert q.shape == (2, m, n)
        _close(q @ r, a, p)
    else:  # wide: Q is m x m from the first m columns
        (q,) = _call(f"lapack_{p}{fam}_ffi", qr[..., :m], tau)
        _close(q @ r, a, p)
    _close(_h(q) @ q, np.broadcast_to(np.eye(q.shape[-1]), q.shape[:-2] + (q.shape[-1],) * 2), p)
    if p in "sd":
        assert ((tau == 0) | ((tau >= 1) & (tau <= 2))).all()  # real Householder tau range


def test_orgqr_full_q_from_padded_reflectors():
    a = _rand("d", (6, 4), 5)
    qr, tau = _call("lapack_dgeqrf_ffi", a)
    (thin,) = _call("lapack_dorgqr_ffi", qr, tau)
    padded = np.concatenate([qr, np.zeros((6, 2))], axis=1)  # what jnp.linalg.qr(mode="complete") does
    (full,) = _call("lapack_dorgqr_ffi", padded, tau)
    np.testing.assert_allclose(full[:, :4], thin, atol=1e-14)
    np.testing.assert_allclose(full.T @ full, np.eye(6), atol=1e-12)
    with pytest.raises(ValueError, match="k <= n <= m"):
        _call("lapack_dorgqr_ffi", qr.T, tau)


def test_geqrf_legacy_result_list():
    specs = [(np.dtype(np.float64), (3, 2)), (np.dtype(np.float64), (2,)), (np.dtype(np.int32), ()),
             (np.dtype(np.float64), (64,))]
    out = _call("lapack_dgeqrf_ffi", _rand("d", (3, 2)), specs=specs)
    assert len(out) == 4 and out[2] == 0 and out[2].dtype == np.int32


# -- syevd / heevd -------------------------------------------------------------------------------

@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("uplo", [L, U])
def test_eigh(p, uplo):
    g = _rand(p, (3, 5, 5), 6)
    h = (g + _h(g)).astype(DTYPES[p])
    junk = h.copy()
    other = np.triu(np.ones((5, 5), bool), 1) if uplo == L else np.tril(np.ones((5, 5), bool), -1)
    junk[..., other] = 77  # never read
    fam = "syevd" if p in "sd" else "heevd"
    v, w, info = _call(f"lapack_{p}{fam}_ffi", junk, uplo=uplo, mode=V)
    assert w.dtype == np.empty(0, DTYPES[p]).real.dtype and w.shape == (3, 5)
    assert (info == 0).all() and (np.diff(w, axis=-1) >= 0).all()
    _close(h @ v, v * w[..., None, :], p)
    _close(_h(v) @ v, np.broadcast_to(np.eye(5), (3, 5, 5)), p)
    _, w2, _ = _call(f"lapack_{p}{fam}_ffi", junk, uplo=uplo, mode=N)
    _close(w2, w, p)


# -- gesdd ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("shape", [(5, 3), (3, 5)])
def test_gesdd_modes(p, shape):
    a = _rand(p, (2,) + shape, 7)
    m, n = shape
    k = min(m, n)
    _, s, u, vt, info = _call(f"lapack_{p}gesdd_ffi", a, mode=A)
    assert u.shape == (2, m, m) and vt.shape == (2, n, n) and s.shape == (2, k) and (info == 0).all()
    assert (np.diff(s, axis=-1) <= 0).all() and (s >= 0).all()
    sig = np.zeros((2, m, n), DTYPES[p])
    sig[:, range(k), range(k)] = s
    _close(u @ sig @ vt, a, p)
    _, s2, u2, vt2, _ = _call(f"lapack_{p}gesdd_ffi", a, mode=S)
    assert u2.shape == (2, m, k) and vt2.shape == (2, k, n)
    _close((u2 * s2[..., None, :]) @ vt2, a, p)
    specs = [(a.dtype, a.shape), (s.dtype, s.shape), (a.dtype, (2, m, k)), (a.dtype, (2, k, n)),
             (np.dtype(np.int32), (2,))]
    _, s3, u3, vt3, _ = _call(f"lapack_{p}gesdd_ffi", a, mode=N, specs=specs)
    _close(s3, s, p)
    assert u3.shape == (2, m, k) and not u3.any() and not vt3.any()


def test_gesdd_mode_o_overwrites_a():
    a = _rand("d", (5, 3), 8)
    a_out, s, _, vt, _ = _call("lapack_dgesdd_ffi", a, mode=ord("O"))
    np.testing.assert_allclose((a_out * s) @ vt, a, atol=1e-12)


# -- geev ----------------------------------------------------------------------------------------

CDT = {"s": np.complex64, "d": np.complex128, "c": np.complex64, "z": np.complex128}


def _geev(p, a, left=V, right=V):
    out = _call(f"lapack_{p}geev_ffi", a, compute_left=left, compute_right=right)
    if p in "sd":
        wr, wi, vl, vr, info = out
        assert wr.dtype == wi.dtype == DTYPES[p]
        return wr + 1j * wi, vl, vr, info
    return out


@pytest.mark.parametrize("p", "sdcz")
def test_geev_left_and_right_eigenvectors(p):
    a = _rand(p, (2, 5, 5), 20)
    w, vl, vr, info = _geev(p, a)
    assert (info == 0).all() and vl.dtype == vr.dtype == CDT[p] and w.shape == (2, 5)
    ac = a.astype(CDT[p])
    _close(ac @ vr, vr * w[..., None, :], p)
    _close(_h(vl) @ ac, w[..., :, None] * _h(vl), p)
    _close(np.linalg.norm(vr, axis=-2), np.ones((2, 5)), p)
    _close(np.linalg.norm(vl, axis=-2), np.ones((2, 5)), p)
    if p in "sd":  # conjugate pairs, +imag first, vectors conjugate too
        for b in range(2):
            j = 0
            while j < 5:
                if w[b, j].imag != 0:
                    assert w[b, j].imag > 0 and w[b, j + 1] == np.conj(w[b, j])
                    np.testing.assert_array_equal(vr[b, :, j + 1], np.conj(vr[b, :, j]))
                    np.testing.assert_array_equal(vl[b, :, j + 1], np.conj(vl[b, :, j]))
                    j += 2
                else:
                    assert not vr[b, :, j].imag.any() and not vl[b, :, j].imag.any()
                    j += 1
    else:  # the largest component of each vector is real (?geev's normalization)
        for v in (vl, vr):
            k = np.argmax(np.abs(v), axis=-2)
            assert np.allclose(np.take_along_axis(v, k[..., None, :], -2).imag, 0, atol=1e-6)


def test_geev_modes_and_non_finite_input():
    a = _rand("d", (2, 3, 3), 21)
    a[1, 0, 0] = np.inf
    wr, wi, vl, vr, info = _call("lapack_dgeev_ffi", a, compute_left=N, compute_right=N)
    assert info.tolist() == [0, -4]  # jaxlib does not pass a non-finite matrix to LAPACK
    assert not vl[0].any() and not vr[0].any() and np.isnan(wr[1]).all()
    w_all, _, _, _ = _geev("d", a[:1])
    np.testing.assert_allclose(wr[0] + 1j * wi[0], w_all[0], atol=1e-12)
    with pytest.raises(ValueError, match="compute_left"):
        _call("lapack_dgeev_ffi", a, compute_left=ord("X"), compute_right=N)


def test_geev_defective_matrix_still_gives_left_vectors():
    a = np.array([[2.0, 1.0], [0.0, 2.0]])  # one Jordan block: VR is singular
    w, vl, vr, info = _geev("d", a)
    assert info == 0
    np.testing.assert_allclose(w, [2, 2])
    assert np.allclose(_h(vl) @ a, w[:, None] * _h(vl), atol=1e-6)


# -- gees ----------------------------------------------------------------------------------------

def _gees(p, a, mode=V):
    out = _call(f"lapack_{p}gees_ffi", a, mode=mode, sort=N)
    if p in "sd":
        t, z, wr, wi, sdim, info = out
        return t, z, wr + 1j * wi, sdim, info
    return out


@pytest.mark.parametrize("p", "sdcz")
def test_gees_schur_form(p):
    a = _rand(p, (3, 6, 6), 22)
    t, z, w, sdim, info = _gees(p, a)
    assert (info == 0).all() and (sdim == 0).all() and t.dtype == z.dtype == DTYPES[p]
    _close(z @ t @ _h(z), a, p)
    _close(_h(z) @ z, np.broadcast_to(np.eye(6), (3, 6, 6)), p)
    if p in "cz":
        assert not np.tril(t, -1).any()
        np.testing.assert_array_equal(w, np.diagonal(t, axis1=-2, axis2=-1))
    else:
        assert not np.tril(t, -2).any()
        for b in range(3):
            sub = np.diagonal(t[b], -1)
            assert not (sub[:-1] != 0)[sub[1:] != 0].any()  # 2x2 blocks never overlap
            for k in np.flatnonzero(sub):  # ?lanv2 standard form: equal diagonal, b*c < 0
                assert t[b, k, k] == t[b, k + 1, k + 1] and t[b, k, k + 1] * t[b, k + 1, k] < 0
                assert w[b, k].imag > 0 and w[b, k + 1] == np.conj(w[b, k])
    for b in range(3):
        _same_spectrum(w[b], np.linalg.eigvals(a[b].astype(np.complex128)), p)


def _same_spectrum(got, want, p):
    """Equal as multisets of complex numbers (order is the algorithm's business)."""
    left = list(want)
    for x in got:
        j = int(np.argmin(np.abs(np.array(left) - x)))
        _close(x, left.pop(j), p)


def test_gees_modes_sort_and_non_finite():
    a = _rand("z", (2, 3, 3), 23)
    a[1, 2, 2] = np.nan
    t, z, w, sdim, info = _gees("z", a, mode=N)
    assert info.tolist() == [0, 3]  # LAPACK does not converge on NaN: info = n, as jaxlib returns
    assert not z.any()
    with pytest.raises(ValueError, match="not implemented"):
        _call("lapack_zgees_ffi", a, mode=V, sort=ord("S"))


def test_gees_triangular_input_is_its_own_schur_form():
    """?gebal isolates every eigenvalue of a triangular matrix: T = A and Z = I exactly."""
    a = np.triu(np.arange(1.0, 10.0).reshape(3, 3))
    t, z, w, _, info = _gees("d", a)
    np.testing.assert_array_equal(t, a)
    np.testing.assert_array_equal(z, np.eye(3))
    np.testing.assert_array_equal(w, [1, 5, 9])


def test_gees_rotation_block_is_already_standard():
    t, z, w, _, _ = _gees("s", np.array([[0.0, 1.0], [-1.0, 0.0]], np.float32))
    np.testing.assert_array_equal(t, [[0, 1], [-1, 0]])
    np.testing.assert_array_equal(z, np.eye(2))
    np.testing.assert_array_equal(w, [1j, -1j])


@pytest.mark.parametrize("p", "sdcz")
def test_gees_cyclic_shift_needs_exceptional_shifts(p):
    """Plain Francis / Wilkinson shifts stall on a cyclic permutation; ?lahqr's exceptional
    shifts still converge to the n-th roots of unity."""
    n = 6
    a = np.roll(np.eye(n), 1, axis=0).astype(DTYPES[p])
    t, z, w, _, info = _gees(p, a)
    assert info == 0
    _close(z @ t @ _h(z), a, p)
    _same_spectrum(w, np.exp(2j * np.pi * np.arange(n) / n), p)


def test_lanv2_standard_form():
    from xlac.customcall.lapack_hqr import lanv2

    for block in ([4.0, -5.0, 2.0, -2.0], [1.0, 3.0, -0.5, 2.0], [2.0, 0.0, 1.0, 3.0], [1.0, 2.0, 3.0, 4.0]):
        a, b, c, d = (np.float64(x) for x in block)
        aa, bb, cc, dd, rt1r, rt1i, rt2r, rt2i, cs, sn = lanv2(a, b, c, d)
        rot = np.array([[cs, -sn], [sn, cs]])
        np.testing.assert_allclose(rot.T @ np.array([[a, b], [c, d]]) @ rot, [[aa, bb], [cc, dd]], atol=1e-14)
        assert cs * cs + sn * sn == pytest.approx(1)
        if cc == 0:  # real eigenvalues: triangular
            assert rt1i == rt2i == 0 and {aa, dd} == {rt1r, rt2r}
        else:  # complex pair: equal diagonal, off-diagonals of opposite sign
            assert aa == dd and bb * cc < 0 and rt1i > 0 and rt2i == -rt1i


def test_gebal_balances_and_isolates():
    from xlac.customcall.lapack_hqr import gebal

    a = np.array([[1.0, 1e6, 0.0], [1e-6, 2.0, 0.0], [3.0, 4.0, 5.0]])
    b = a.copy()
    ilo, ihi, scale = gebal(b, scale_too=True)
    assert (ilo, ihi) == (2, 3)  # column 2 (1-based 3) isolates eigenvalue 5: permuted to the front
    assert b[0, 0] == 5 and not b[1:, 0].any()
    assert np.log2(scale[1:]).round(6).tolist() == np.log2(scale[1:]).tolist()  # powers of two
    assert abs(b[1, 2]) < 1e3 and abs(b[2, 1]) > 1e-3  # the 1e6 / 1e-6 pair is balanced
    np.testing.assert_allclose(np.sort(np.linalg.eigvals(b)), np.sort(np.linalg.eigvals(a)), atol=1e-9)


def test_geev_vector_normalization_real_versus_complex():
    """?geev leaves a real eigenvector's sign as ?trevc computed it; a complex one gets its
    largest component real and positive."""
    a = np.array([[2.0, 1.0], [0.0, 1.0]])
    w, _, vr, _ = _geev("d", a)
    np.testing.assert_allclose(w, [2, 1])
    np.testing.assert_allclose(vr[:, 1], np.array([-1, 1]) / np.sqrt(2), atol=1e-15)
    w, _, vr, _ = _geev("z", a.astype(np.complex128))
    np.testing.assert_allclose(vr[:, 1], np.array([1, -1]) / np.sqrt(2), atol=1e-15)


def test_geev_jordan_block_vectors_stay_finite():
    for p, n in (("s", 12), ("d", 6)):
        a = (3 * np.eye(n) + np.eye(n, k=1)).astype(DTYPES[p])
        w, vl, vr, info = _geev(p, a)
        assert info == 0 and np.isfinite(vr).all() and np.isfinite(vl).all()
        np.testing.assert_allclose(np.abs(vr[:, 0]), np.eye(n)[0], atol=1e-6)
        np.testing.assert_allclose(np.abs(vl[:, -1]), np.eye(n)[-1], atol=1e-6)


def test_geev_badly_scaled_matrix():
    a = _rand("d", (5, 5), 40)
    a[0] *= 1e5
    a[:, 3] /= 1e4
    w, vl, vr, info = _geev("d", a)
    assert info == 0
    np.testing.assert_allclose(a @ vr, vr * w, atol=1e-9 * np.abs(a).max())
    np.testing.assert_allclose(_h(vl) @ a, w[:, None] * _h(vl), atol=1e-9 * np.abs(a).max())


# -- gehrd ---------------------------------------------------------------------------------------

def _q_from(a, tau, first):
    """Q = H(first) H(first+1) ... from reflectors stored below row i+1 of column i."""
    n = a.shape[-1]
    q = np.eye(n, dtype=a.dtype)
    for i in range(first, first + tau.shape[0]):
        v = np.zeros(n, a.dtype)
        v[i + 1] = 1
        v[i + 2:] = a[i + 2:, i]
        q = q @ (np.eye(n) - tau[i - first] * np.outer(v, v.conj()))
    return q


@pytest.mark.parametrize("p", "sdcz")
def test_gehrd_reduces_to_hessenberg(p):
    a = _rand(p, (2, 5, 5), 24)
    h, tau, info = _call(f"lapack_{p}gehrd_ffi", a, low=np.int32(1), high=np.int32(5))
    assert tau.shape == (2, 4) and (info == 0).all()
    for b in range(2):
        q = _q_from(h[b], tau[b], 0)
        hess = np.triu(h[b], -1)
        _close(q @ hess @ _h(q), a[b], p)
        _close(_h(q) @ q, np.eye(5), p)
    if p in "sd":
        assert ((tau == 0) | ((tau >= 1) & (tau <= 2))).all()
    else:  # subdiagonal made real by ?larfg
        assert not np.diagonal(h, -1, axis1=-2, axis2=-1).imag.any()


def test_gehrd_conventions_and_partial_range():
    h, tau, _ = _call("lapack_dgehrd_ffi", np.array([[1.0, 2, 3], [3, 4, 5], [4, 6, 7]]), low=np.int32(1),
                      high=np.int32(3))
    # column 0 below the diagonal is [3, 4]: beta = -5, tau = 1.6, v = [1, 4 / (3 + 5)]
    assert h[1, 0] == pytest.approx(-5) and tau[0] == pytest.approx(1.6) and h[2, 0] == pytest.approx(0.5)
    assert tau[1] == 0  # a 1-element reflector is the identity for real data
    a = np.triu(_rand("d", (5, 5), 25), -1)
    a[3, 1] = 7.0  # only rows/columns 2..4 (1-based) are not yet reduced
    h, tau, _ = _call("lapack_dgehrd_ffi", a, low=np.int32(2), high=np.int32(4))
    assert tau[0] == 0 and tau[3] == 0 and tau[1] != 0
    with pytest.raises(ValueError, match="low <= high"):
        _call("lapack_dgehrd_ffi", a, low=np.int32(0), high=np.int32(4))


# -- sytrd / hetrd -------------------------------------------------------------------------------

@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("uplo", [L, U])
def test_sytrd_tridiagonalizes_and_keeps_other_triangle(p, uplo):
    g = _rand(p, (2, 5, 5), 26)
    herm = (g + _h(g)).astype(DTYPES[p])
    junk = herm.copy()
    other = np.triu(np.ones((5, 5), bool), 1) if uplo == L else np.tril(np.ones((5, 5), bool), -1)
    junk[..., other] = 55
    fam = "sytrd" if p in "sd" else "hetrd"
    a, d, e, tau, info = _call(f"lapack_{p}{fam}_ffi", junk, uplo=uplo)
    rdt = np.empty(0, DTYPES[p]).real.dtype
    assert d.dtype == e.dtype == rdt and tau.shape == (2, 4) and (info == 0).all()
    assert (a[..., other] == 55).all()
    for b in range(2):
        n = 5
        q = np.eye(n, dtype=DTYPES[p])
        for i in (range(n - 1) if uplo == L else range(n - 2, -1, -1)):
            v = np.zeros(n, DTYPES[p])
            if uplo == L:
                v[i + 1], v[i + 2:] = 1, a[b, i + 2:, i]
            else:
                v[i], v[:i] = 1, a[b, :i, i + 1]
            q = q @ (np.eye(n) - tau[b, i] * np.outer(v, v.conj()))
        tri = np.diag(d[b]) + np.diag(e[b], 1) + np.diag(e[b], -1)
        _close(_h(q) @ herm[b] @ q, tri, p)
        np.testing.assert_array_equal(np.diagonal(a[b]), d[b])


def test_sytrd_hand_worked():
    a = np.array([[1.0, 2, 3], [2, 4, 5], [3, 5, 6]])
    out, d, e, tau, _ = _call("lapack_dsytrd_ffi", a, uplo=L)
    beta = -np.sqrt(13)
    assert e[0] == pytest.approx(beta) and tau[0] == pytest.approx((beta - 2) / beta)
    assert out[2, 0] == pytest.approx(3 / (2 - beta)) and tau[1] == 0


# -- gtsv / tridiagonal_solve_perturbed ---------------------------------------------------------

def _tridiag(dl, d, du):
    return np.diag(d) + np.diag(dl[1:], -1) + np.diag(du[:-1], 1)


@pytest.mark.parametrize("p", "sdcz")
def test_gtsv_solves_with_and_without_pivoting(p):
    dl, d, du = _rand(p, (3, 6), 27), _rand(p, (3, 6), 28), _rand(p, (3, 6), 29)
    d[0] += 5
    d[1] /= 10  # forces interchanges
    b = _rand(p, (3, 6, 2), 30)
    dl_o, d_o, du_o, x, info = _call(f"lapack_{p}gtsv_ffi", dl, d, du, b)
    assert (info == 0).all() and x.dtype == DTYPES[p]
    for i in range(3):
        _close(_tridiag(dl[i], d[i], du[i]) @ x[i], b[i], p)
        # d_out, du_out and dl_out[1:n-1] are U's three diagonals: U x = the eliminated b
        u = np.diag(d_o[i]) + np.diag(du_o[i, :-1], 1) + np.diag(dl_o[i, 1:-1], 2)
        assert np.isfinite(u).all()
    assert dl_o[:, 0].tolist() == dl[:, 0].tolist() and du_o[:, -1].tolist() == du[:, -1].tolist()


def test_gtsv_hand_worked_and_info():
    dl, d, du = np.array([0.0, 4.0, 1.0]), np.array([1.0, 2.0, 3.0]), np.array([1.0, 1.0, 0.0])
    b = np.array([[1.0], [2.0], [3.0]])
    dl_o, d_o, du_o, x, info = _call("lapack_dgtsv_ffi", dl, d, du, b)
    np.testing.assert_allclose(_tridiag(dl, d, du) @ x, b, atol=1e-14)
    # |4| > |1|: rows 0 and 1 swap, so U's first row is [4, 2, 1] (dl_out[1] = 1 is U(0, 2))
    assert d_o[0] == 4 and du_o[0] == 2 and dl_o[1] == 1 and info == 0
    _, _, _, _, info = _call("lapack_dgtsv_ffi", np.zeros(3), np.array([1.0, 0.0, 1.0]), np.zeros(3), b)
    assert info == 2
    with pytest.raises(ValueError, match="leading dimensions"):
        _call("lapack_dgtsv_ffi", dl[:2], d, du, b)


@pytest.mark.parametrize("p", "sdcz")
def test_tridiagonal_solve_perturbed(p):
    dl, d, du = _rand(p, (2, 5), 31), _rand(p, (2, 5), 32), _rand(p, (2, 5), 33)
    d += 4
    b = _rand(p, (2, 5, 3), 34)
    (x,) = _call("tridiagonal_solve_perturbed_ffi", dl, d, du, b)
    for i in range(2):
        _close(_tridiag(dl[i], d[i], du[i]) @ x[i], b[i], p)
    # a singular system: pivots are perturbed, the answer stays finite (inverse iteration's use)
    (x,) = _call("tridiagonal_solve_perturbed_ffi", np.zeros(3), np.array([1.0, 0.0, 2.0]), np.zeros(3),
                 np.ones((3, 1)))
    assert np.isfinite(x).all() and x[0, 0] == 1 and x[2, 0] == 0.5 and abs(x[1, 0]) > 1e10
    (x,) = _call("tridiagonal_solve_perturbed_ffi", np.zeros(1), np.zeros(1), np.zeros(1), np.ones((1, 1)))
    assert np.isfinite(x).all()


# -- geqp3 / ormqr -------------------------------------------------------------------------------

@pytest.mark.parametrize("p", "sdcz")
@pytest.mark.parametrize("shape", [(6, 4), (4, 6)])
def test_geqp3_pivoted_qr(p, shape):
    a = _rand(p, (2,) + shape, 35)
    m, n = shape
    k = min(m, n)
    jpvt0 = np.zeros((2, n), np.int32)
    jpvt0[1, n - 1] = 1  # fixed column: moves to the front
    qr, jpvt, tau = _call(f"lapack_{p}geqp3_ffi", a, jpvt0)
    assert jpvt.dtype == np.int32 and sorted(jpvt[0]) == list(range(1, n + 1))
    assert jpvt[1, 0] == n
    fam = "orgqr" if p in "sd" else "ungqr"
    for b in range(2):
        (q,) = _call(f"lapack_{p}{fam}_ffi", qr[b][:, :k], tau[b])
        r = np.triu(qr[b])[:k]
        _close(q @ r, a[b][:, jpvt[b] - 1], p)
    diag = np.abs(np.diagonal(qr[0], axis1=-2, axis2=-1))
    assert (np.diff(diag) <= 1e-5 * diag[0]).all()  # pivoting orders |R(i, i)| decreasing
    with pytest.raises(ValueError, match="jpvt"):
        _call(f"lapack_{p}geqp3_ffi", a, jpvt0[:, :-1])


@pytest.mark.parametrize("p", "sdcz")
def test_ormqr_all_sides_and_transposes(p):
    a = _rand(p, (2, 5, 3), 36)
    qr, tau = _call(f"lapack_{p}geqrf_ffi", a)
    padded = np.concatenate([qr, np.zeros((2, 5, 2), qr.dtype)], axis=-1)
    fam = "orgqr" if p in "sd" else "ungqr"
    (q,) = _call(f"lapack_{p}{fam}_ffi", padded, tau)  # the full 5 x 5 Q
    om = "ormqr" if p in "sd" else "unmqr"
    c_left, c_right = _rand(p, (2, 5, 2), 37), _rand(p, (2, 2, 5), 38)
    for left, c in ((True, c_left), (False, c_right)):
        for transpose in (False, True):
            (got,) = _call(f"lapack_{p}{om}_ffi", qr, tau, c, left=left, transpose=transpose)
            op = _h(q) if transpose else q
            _close(got, op @ c if left else c @ op, p)
    with pytest.raises(ValueError, match="boolean"):
        _call(f"lapack_{p}{om}_ffi", qr, tau, c_left, left=1, transpose=False)
    with pytest.raises(ValueError, match="do not fit"):
        _call(f"lapack_{p}{om}_ffi", qr, tau, c_right, left=True, transpose=False)


def test_every_jaxlib_target_is_built_in():
    """jaxlib 0.10.2's CPU registrations (jaxlib.cpu._lapack.registrations()), all 61."""
    names = {"tridiagonal_solve_perturbed_ffi"}
    for fams, prefixes in [("potrf trsm getrf geqrf geqp3 gesdd gesvd geev gees gehrd gtsv", "sdcz"),
                           ("orgqr ormqr syevd sytrd", "sd"), ("ungqr unmqr heevd hetrd", "cz")]:
        names |= {f"lapack_{p}{f}_ffi" for f in fams.split() for p in prefixes}
    assert len(names) == 61 and names == set(LAPACK_TARGETS)


# -- the corpus: each custom call evaluated on the value that reaches it --------------------------



def _case(name: str):
    data = np.load(CORPUS / f"{name}.npz")
    entry = next(c for c in json.loads((CORPUS / "manifest.json").read_text()) if c["name"] == name)
    return data, entry


def _expect(got, want, entry):
    np.testing.assert_allclose(got, want, rtol=entry["rtol"], atol=entry["atol"])


def test_corpus_cholesky():
    d, e = _case("linalg_cholesky")
    a = d["in0"]
    x, info = _call("lapack_spotrf_ffi", (a + a.T) / np.float32(2), uplo=L)
    out = np.where(np.tril(np.ones((4, 4), bool)), np.where(info == 0, x, np.nan), 0)  # HLO masks
    _expect(out, d["out0"], e)


def test_corpus_eigh():
    d, e = _case("linalg_eigh")
    a = d["in0"]
    v, w, info = _call("lapack_ssyevd_ffi", (a + a.T) / np.float32(2), mode=V, uplo=L)
    assert info == 0
    _expect(w, d["out0"], e)
    _expect(v * np.sign(v[0:1, :]), d["out1"], e)  # the case canonicalizes signs by row 0


def test_corpus_qr():
    d, e = _case("linalg_qr")
    qr, tau = _call("lapack_sgeqrf_ffi", d["in0"])
    (q,) = _call("lapack_sorgqr_ffi", qr, tau)
    r = np.triu(qr[:4, :4])
    sign = np.sign(np.diag(r))
    _expect(q * sign, d["out0"], e)
    _expect(r * sign[:, None], d["out1"], e)


def test_corpus_solve():
    d, e = _case("linalg_solve")
    lu, ipiv, info = _call("lapack_sgetrf_ffi", d["in0"])
    assert info == 0
    b = d["in1"][_perm_from_ipiv(ipiv, 5)]
    (y,) = _call("lapack_strsm_ffi", lu, b, diag=U, side=L, trans_x=N, uplo=L)
    (x,) = _call("lapack_strsm_ffi", lu, y, diag=N, side=L, trans_x=N, uplo=U)
    _expect(x, d["out0"], e)


def test_corpus_svd():
    d, e = _case("linalg_svd")
    _, s, u, vt, info = _call("lapack_sgesdd_ffi", d["in0"], mode=S)
    assert info == 0
    sign = np.sign(u[0])
    _expect(u * sign, d["out0"], e)
    _expect(s, d["out1"], e)
    _expect(vt * sign[:, None], d["out2"], e)


def test_corpus_triangular_solve():
    d, e = _case("linalg_triangular_solve")
    (x,) = _call("lapack_strsm_ffi", d["in0"], d["in1"], diag=N, side=L, trans_x=N, uplo=L)
    _expect(x, d["out0"], e)


def _operand(dtype: np.dtype, shape: tuple[int, ...]) -> np.ndarray:
    """A well-posed operand of any custom call: a shifted random matrix, a constant vector, or
    zeros for integer operands (geqp3's jpvt)."""
    if np.dtype(dtype).kind in "iu":
        return np.zeros(shape, dtype)
    prefix = {np.float32: "s", np.float64: "d", np.complex64: "c", np.complex128: "z"}[np.dtype(dtype).type]
    if len(shape) >= 2:
        return (_rand(prefix, shape, 9) + 3 * np.eye(*shape[-2:])).astype(dtype)
    return np.full(shape, 1.5, dtype)


def test_corpus_custom_calls_decode_and_match_result_shapes():
    """Every lapack custom call in the corpus: known target, attributes decode, and our results
    have exactly the HLO's result count, shapes and dtypes."""
    from xlac.hlo.parser import parse_file

    seen = set()
    for path in sorted(CORPUS.glob("linalg_*.hlo")):
        for instr in parse_file(str(path)).all_instructions():
            if instr.opcode != "custom-call":
                continue
            target = instr.attrs["custom_call_target"]
            seen.add(target)
            attrs = parse_mlir_dict(str(instr.attrs.get("backend_config", "")))
            shapes = list(instr.shape.elements) if instr.shape.is_tuple else [instr.shape]
            specs = [(s.dtype.np, tuple(s.dims)) for s in shapes]
            operands = [_operand(o.shape.dtype.np, tuple(o.shape.dims)) for o in instr.operands]
            if target.endswith(("potrf_ffi", "syevd_ffi", "heevd_ffi")):
                operands = [operands[0] @ _h(operands[0])]
            results = LAPACK_TARGETS[target](operands, attrs, specs)
            assert [(r.dtype, r.shape) for r in results] == specs, target
    assert {"lapack_spotrf_ffi", "lapack_sgetrf_ffi", "lapack_strsm_ffi", "lapack_sgesdd_ffi", "lapack_sgeev_ffi",
            "lapack_dgees_ffi", "lapack_sgehrd_ffi", "lapack_ssytrd_ffi", "lapack_sgtsv_ffi",
            "tridiagonal_solve_perturbed_ffi", "lapack_dgeqp3_ffi", "lapack_sormqr_ffi"} <= seen
