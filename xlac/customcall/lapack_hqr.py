"""LAPACK's nonsymmetric eigenvalue path in the operand's own precision: balancing (?gebal),
Hessenberg reduction (?gehd2, from lapack_eigen), the Hessenberg QR algorithm (?lahqr: Francis
double shifts for real matrices, single Wilkinson shifts for complex ones, with LAPACK's
deflation tests and exceptional shifts) and ?gebak.

?gees and ?geev reach the Schur form this way (?hseqr runs ?lahqr for n < 75), so the order
eigenvalues appear in, the Schur vectors' signs and phases and the 2x2 blocks' standard form are
the ones LAPACK computes, not merely an equivalent Schur form. Larger matrices (where ?hseqr
switches to aggressive early deflation, ?laqr0) still get a valid Schur form from the same
algorithm, in possibly another order.
"""

from __future__ import annotations

import numpy as np

from .lapack_util import Scalar, apply_reflector, larfg, nrm2, real_dtype


def _cabs1(x: Scalar) -> Scalar:
    return abs(x.real) + abs(x.imag)


# -- ?gebal / ?gebak -----------------------------------------------------------------------------

def gebal(a: np.ndarray, scale_too: bool) -> tuple[int, int, np.ndarray]:
    """?gebal in place, job 'P' (permute) or 'B' (also scale by powers of 2): returns (ilo, ihi
    (1-based), scale) where scale[j] is the row swapped with j outside ilo..ihi (1-based) and
    the scaling factor inside."""
    n = a.shape[0]
    rdt = real_dtype(a.dtype)
    scale = np.ones(n, rdt)
    k, l = 1, n

    def swap(j: int, m: int) -> None:
        scale[m - 1] = j
        if j != m:
            a[:l, [j - 1, m - 1]] = a[:l, [m - 1, j - 1]]
            a[[j - 1, m - 1], k - 1:] = a[[m - 1, j - 1], k - 1:]

    while l >= 1:  # rows isolating an eigenvalue go to the bottom
        for j in range(l, 0, -1):
            row = a[j - 1, :l]
            if not np.any(np.delete(row, j - 1) != 0):
                swap(j, l)
                if l == 1:
                    return k, l, scale
                l -= 1
                break
        else:
            break
    while True:  # columns isolating an eigenvalue go to the left
        for j in range(k, l + 1):
            col = a[k - 1:l, j - 1]
            if not np.any(np.delete(col, j - k) != 0):
                swap(j, k)
                k += 1
                break
        else:
            break
    scale[k - 1:l] = 1
    if scale_too:
        _gebal_scale(a, k, l, scale)
    return k, l, scale


def _gebal_scale(a: np.ndarray, k: int, l: int, scale: np.ndarray) -> None:
    """?gebal's scaling loop: scale row/column pairs by powers of 2 until their norms balance."""
    rdt = scale.dtype.type
    info = np.finfo(scale.dtype)
    sfmin1 = rdt(info.tiny / info.eps)
    sfmax1 = rdt(1) / sfmin1
    sfmin2 = sfmin1 * rdt(2)
    sfmax2 = rdt(1) / sfmin2
    radix, factor, one = rdt(2), rdt(0.95), rdt(1)
    n = a.shape[0]
    noconv = True
    while noconv:
        noconv = False
        for i in range(k, l + 1):
            c = nrm2(a[k - 1:l, i - 1])
            r = nrm2(a[i - 1, k - 1:l])
            ca = np.abs(a[:l, i - 1]).max()
            ra = np.abs(a[i - 1, k - 1:]).max()
            if c == 0 or r == 0:
                continue
            if not np.isfinite(c + ca + r + ra):
                return
            g, f, s = r / radix, one, c + r
            while not (c >= g or max(f, c, ca) >= sfmax2 or min(r, g, ra) <= sfmin2):
                f, c, ca, r, g, ra = f * radix, c * radix, ca * radix, r / radix, g / radix, ra / radix
            g = c / radix
            while not (g < r or max(r, ra) >= sfmax2 or min(f, c, g, ca) <= sfmin2):
                f, c, g, ca, r, ra = f / radix, c / radix, g / radix, ca / radix, r * radix, ra * radix
            if c + r >= factor * s:
                continue
            if f < one and scale[i - 1] < one and f * scale[i - 1] <= sfmin1:
                continue
            if f > one and scale[i - 1] > one and scale[i - 1] >= sfmax1 / f:
                continue
            scale[i - 1] *= f
            noconv = True
            a[i - 1, k - 1:n] *= one / f
            a[:l, i - 1] *= f


def gebak(v: np.ndarray, ilo: int, ihi: int, scale: np.ndarray, scaled: bool) -> None:
    """?gebak 'R' in place: undo ?gebal on right eigenvectors / Schur vectors (rows of v)."""
    n = v.shape[0]
    if scaled:
        v[ilo - 1:ihi] *= scale[ilo - 1:ihi, None].astype(v.dtype)
    for ii in range(1, n + 1):
        i = ii
        if ilo <= i <= ihi:
            continue
        if i < ilo:
            i = ilo - ii
        k = int(scale[i - 1])
        if k != i:
            v[[i - 1, k - 1]] = v[[k - 1, i - 1]]


# -- ?orghr ---------------------------------------------------------------------------------------

def orghr(h: np.ndarray, taus: np.ndarray, ilo: int, ihi: int) -> np.ndarray:
    """Q = H(ilo) ... H(ihi-1) from ?gehrd's reflectors (below the first subdiagonal)."""
    n = h.shape[0]
    q = np.eye(n, dtype=h.dtype)
    for i in range(ihi - 2, ilo - 2, -1):
        v = np.concatenate([[h.dtype.type(1)], h[i + 2:ihi, i]])
        apply_reflector(v, taus[i], q[i + 1:ihi, i + 1:ihi])
    return q


# -- ?lanv2 (real 2x2 standard form) ------------------------------------------------------------

def _lapy2(x: Scalar, y: Scalar) -> Scalar:
    w, z = max(abs(x), abs(y)), min(abs(x), abs(y))
    if z == 0 or not np.isfinite(w):
        return w
    return w * np.sqrt(1 + (z / w) ** 2)


def lanv2(a, b, c, d):
    """?lanv2 on scalars of one real dtype: the rotation [[cs, -sn], [sn, cs]] putting
    [[a, b], [c, d]] in standard form; returns (a, b, c, d, rt1r, rt1i, rt2r, rt2i, cs, sn)."""
    t = type(a)
    zero, one, half = t(0), t(1), t(0.5)
    eps = t(np.finfo(t).eps)
    sign = lambda x: one if np.copysign(1.0, x) > 0 else -one  # noqa: E731 - Fortran SIGN(1, x)
    cs, sn = one, zero
    if c == 0:
        pass
    elif b == 0:
        cs, sn = zero, one
        a, d, b, c = d, a, -c, zero
    elif a - d == 0 and sign(b) != sign(c):
        pass
    else:
        temp = a - d
        p = half * temp
        bcmax = max(abs(b), abs(c))
        bcmis = min(abs(b), abs(c)) * sign(b) * sign(c)
        scale = max(abs(p), bcmax)
        z = p / scale * p + bcmax / scale * bcmis
        if z >= t(4) * eps:
            z = p + t(np.copysign(np.sqrt(scale) * np.sqrt(z), p))
            a = d + z
            d = d - bcmax / z * bcmis
            tau = _lapy2(c, z)
            cs, sn = z / tau, c / tau
            b, c = b - c, zero
        else:
            sigma = b + c
            tau = _lapy2(sigma, temp)
            cs = np.sqrt(half * (one + abs(sigma) / tau))
            sn = -(p / (tau * cs)) * sign(sigma)
            aa, bb = a * cs + b * sn, -a * sn + b * cs
            cc, dd = c * cs + d * sn, -c * sn + d * cs
            a, b = aa * cs + cc * sn, bb * cs + dd * sn
            c, d = -aa * sn + cc * cs, -bb * sn + dd * cs
            temp = half * (a + d)
            a = d = temp
            if c != 0:
                if b != 0:
                    if sign(b) == sign(c):
                        sab, sac = np.sqrt(abs(b)), np.sqrt(abs(c))
                        p = t(np.copysign(sab * sac, c))
                        tau = one / np.sqrt(abs(b + c))
                        a, d = temp + p, temp - p
                        b, c = b - c, zero
                        cs1, sn1 = sab * tau, sac * tau
                        cs, sn = cs * cs1 - sn * sn1, cs * sn1 + sn * cs1
                else:
                    b, c = -c, zero
                    cs, sn = -sn, cs
    rt1r, rt2r = a, d
    if c == 0:
        rt1i = rt2i = zero
    else:
        rt1i = np.sqrt(abs(b)) * np.sqrt(abs(c))
        rt2i = -rt1i
    return a, b, c, d, rt1r, rt1i, rt2r, rt2i, cs, sn


# -- ?lahqr ---------------------------------------------------------------------------------------

_KEXSH = 10  # iterations between exceptional shifts (LAPACK >= 3.10)


def _small_subdiagonal(h: np.ndarray, i: int, l: int, ilo: int, ihi: int, smlnum, ulp, mag) -> int:
    """The deflation search of ?lahqr (Ahues & Tisseur's test); returns k (1-based)."""
    H = lambda r, c: h[r - 1, c - 1]  # noqa: E731
    for k in range(i, l, -1):
        if mag(H(k, k - 1)) <= smlnum:
            return k
        tst = mag(H(k - 1, k - 1)) + mag(H(k, k))
        if tst == 0:
            if k - 2 >= ilo:
                tst = tst + abs(H(k - 1, k - 2).real)
            if k + 1 <= ihi:
                tst = tst + abs(H(k + 1, k).real)
        if abs(H(k, k - 1).real) <= ulp * tst:
            ab = max(mag(H(k, k - 1)), mag(H(k - 1, k)))
            ba = min(mag(H(k, k - 1)), mag(H(k - 1, k)))
            aa = max(mag(H(k, k)), mag(H(k - 1, k - 1) - H(k, k)))
            bb = min(mag(H(k, k)), mag(H(k - 1, k - 1) - H(k, k)))
            s = aa + ab
            if ba * (ab / s) <= max(smlnum, ulp * (bb * (aa / s))):
                return k
    return l


def lahqr_real(h: np.ndarray, z: np.ndarray | None, ilo: int, ihi: int, wantt: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """?lahqr for a real upper Hessenberg h (in place; z accumulates the transformations in rows
    ilo..ihi when given). Returns (wr, wi, info); info = i > 0 if eigenvalue i failed to converge."""
    n = h.shape[0]
    t = h.dtype.type
    zero, one = t(0), t(1)
    wr, wi = np.zeros(n, h.dtype), np.zeros(n, h.dtype)
    if n == 0:
        return wr, wi, 0
    if ilo == ihi:
        wr[ilo - 1] = h[ilo - 1, ilo - 1]
        return wr, wi, 0
    for j in range(ilo, ihi - 2):
        h[j + 1, j - 1] = 0
        h[j + 2, j - 1] = 0
    if ilo <= ihi - 2:
        h[ihi - 1, ihi - 3] = 0
    nh = ihi - ilo + 1
    info_ = np.finfo(h.dtype)
    safmin, ulp = t(info_.tiny), t(info_.eps)
    smlnum = safmin * (t(nh) / ulp)
    i1, i2 = 1, n
    itmax = 30 * max(10, nh)
    kdefl = 0
    dat1, dat2 = t(0.75), t(-0.4375)
    mag = abs
    i = ihi
    while i >= ilo:
        l = ilo
        for _ in range(itmax + 1):
            k = _small_subdiagonal(h, i, l, ilo, ihi, smlnum, ulp, mag)
            l = k
            if l > ilo:
                h[l - 1, l - 2] = 0
            if l >= i - 1:
                break
            kdefl += 1
            if not wantt:
                i1, i2 = l, i
            H = lambda r, c: h[r - 1, c - 1]  # noqa: E731
            if kdefl % (2 * _KEXSH) == 0:
                s = abs(H(i, i - 1)) + abs(H(i - 1, i - 2))
                h11, h12, h21 = dat1 * s + H(i, i), dat2 * s, s
                h22 = h11
            elif kdefl % _KEXSH == 0:
                s = abs(H(l + 1, l)) + abs(H(l + 2, l + 1))
                h11, h12, h21 = dat1 * s + H(l, l), dat2 * s, s
                h22 = h11
            else:
                h11, h21, h12, h22 = H(i - 1, i - 1), H(i, i - 1), H(i - 1, i), H(i, i)
            s = abs(h11) + abs(h12) + abs(h21) + abs(h22)
            if s == 0:
                rt1r = rt1i = rt2r = rt2i = zero
            else:
                h11, h21, h12, h22 = h11 / s, h21 / s, h12 / s, h22 / s
                tr = (h11 + h22) / t(2)
                det = (h11 - tr) * (h22 - tr) - h12 * h21
                rtdisc = np.sqrt(abs(det))
                if det >= 0:
                    rt1r = rt2r = tr * s
                    rt1i = rtdisc * s
                    rt2i = -rt1i
                else:
                    rt1r, rt2r = tr + rtdisc, tr - rtdisc
                    if abs(rt1r - h22) <= abs(rt2r - h22):
                        rt1r = rt2r = rt1r * s
                    else:
                        rt1r = rt2r = rt2r * s
                    rt1i = rt2i = zero
            for m in range(i - 2, l - 1, -1):
                h21s = H(m + 1, m)
                s = abs(H(m, m) - rt2r) + abs(rt2i) + abs(h21s)
                h21s = H(m + 1, m) / s
                v = np.array([h21s * H(m, m + 1) + (H(m, m) - rt1r) * ((H(m, m) - rt2r) / s) - rt1i * (rt2i / s),
                              h21s * (H(m, m) + H(m + 1, m + 1) - rt1r - rt2r),
                              h21s * H(m + 2, m + 1)], h.dtype)
                s = abs(v[0]) + abs(v[1]) + abs(v[2])
                v = v / s
                if m == l:
                    break
                if abs(H(m, m - 1)) * (abs(v[1]) + abs(v[2])) <= ulp * abs(v[0]) * (
                        abs(H(m - 1, m - 1)) + abs(H(m, m)) + abs(H(m + 1, m + 1))):
                    break
            for k in range(m, i):
                nr = min(3, i - k + 1)
                if k > m:
                    v = h[k - 1:k - 1 + nr, k - 2].copy()
                beta, t1, rest = larfg(v[0], v[1:nr])
                v = np.concatenate([[beta], rest])
                if k > m:
                    h[k - 1, k - 2] = beta
                    h[k, k - 2] = 0
                    if k < i - 1:
                        h[k + 1, k - 2] = 0
                elif m > l:
                    h[k - 1, k - 2] = h[k - 1, k - 2] * (one - t1)
                g = np.concatenate([[one], rest]) if nr > 1 else np.array([one], h.dtype)
                tg = t1 * g  # (t1, t2, t3)
                rows = h[k - 1:k - 1 + nr, k - 1:i2]
                rows -= np.outer(tg, g @ rows)
                top = min(k + 3, i) if nr == 3 else i
                cols = h[i1 - 1:top, k - 1:k - 1 + nr]
                cols -= np.outer(cols @ g, tg)
                if z is not None:
                    zc = z[ilo - 1:ihi, k - 1:k - 1 + nr]
                    zc -= np.outer(zc @ g, tg)
        else:
            return wr, wi, i
        if l == i:
            wr[i - 1], wi[i - 1] = h[i - 1, i - 1], 0
        elif l == i - 1:
            a, b, c, d, wr[i - 2], wi[i - 2], wr[i - 1], wi[i - 1], cs, sn = lanv2(
                h[i - 2, i - 2], h[i - 2, i - 1], h[i - 1, i - 2], h[i - 1, i - 1])
            h[i - 2, i - 2], h[i - 2, i - 1], h[i - 1, i - 2], h[i - 1, i - 1] = a, b, c, d
            rot = np.array([[cs, -sn], [sn, cs]], h.dtype)
            if wantt:
                if i2 > i:
                    h[i - 2:i, i:i2] = rot.T @ h[i - 2:i, i:i2]
                h[i1 - 1:i - 2, i - 2:i] = h[i1 - 1:i - 2, i - 2:i] @ rot
            if z is not None:
                z[ilo - 1:ihi, i - 2:i] = z[ilo - 1:ihi, i - 2:i] @ rot
        kdefl = 0
        i = l - 1
    return wr, wi, 0


def lahqr_complex(h: np.ndarray, z: np.ndarray | None, ilo: int, ihi: int, wantt: bool) -> tuple[np.ndarray, int]:
    """?lahqr for a complex upper Hessenberg h (single-shift QR; in place). Returns (w, info)."""
    n = h.shape[0]
    rt = real_dtype(h.dtype).type
    ct = h.dtype.type
    w = np.zeros(n, h.dtype)
    if n == 0:
        return w, 0
    if ilo == ihi:
        w[ilo - 1] = h[ilo - 1, ilo - 1]
        return w, 0
    for j in range(ilo, ihi - 2):
        h[j + 1, j - 1] = 0
        h[j + 2, j - 1] = 0
    if ilo <= ihi - 2:
        h[ihi - 1, ihi - 3] = 0
    jlo, jhi = (1, n) if wantt else (ilo, ihi)
    for i in range(ilo + 1, ihi + 1):  # make the subdiagonal real
        if h[i - 1, i - 2].imag != 0:
            sc = h[i - 1, i - 2] / _cabs1(h[i - 1, i - 2])
            sc = np.conj(sc) / abs(sc)
            h[i - 1, i - 2] = abs(h[i - 1, i - 2])
            h[i - 1, i - 1:jhi] *= sc
            h[jlo - 1:min(jhi, i + 1), i - 1] *= np.conj(sc)
            if z is not None:
                z[ilo - 1:ihi, i - 1] *= np.conj(sc)
    nh = ihi - ilo + 1
    finfo = np.finfo(rt)
    safmin, ulp = rt(finfo.tiny), rt(finfo.eps)
    smlnum = safmin * (rt(nh) / ulp)
    i1, i2 = 1, n
    itmax = 30 * max(10, nh)
    kdefl = 0
    dat1, half = rt(0.75), rt(0.5)
    i = ihi
    while i >= ilo:
        l = ilo
        for _ in range(itmax + 1):
            k = _small_subdiagonal(h, i, l, ilo, ihi, smlnum, ulp, _cabs1)
            l = k
            if l > ilo:
                h[l - 1, l - 2] = 0
            if l >= i:
                break
            kdefl += 1
            if not wantt:
                i1, i2 = l, i
            H = lambda r, c: h[r - 1, c - 1]  # noqa: E731
            if kdefl % (2 * _KEXSH) == 0:
                s = dat1 * abs(H(i, i - 1).real)
                tshift = s + H(i, i)
            elif kdefl % _KEXSH == 0:
                s = dat1 * abs(H(l + 1, l).real)
                tshift = s + H(l, l)
            else:
                tshift = H(i, i)
                u = np.sqrt(H(i - 1, i)) * np.sqrt(H(i, i - 1))
                s = _cabs1(u)
                if s != 0:
                    x = half * (H(i - 1, i - 1) - tshift)
                    sx = _cabs1(x)
                    s = max(s, _cabs1(x))
                    y = s * np.sqrt((x / s) ** 2 + (u / s) ** 2)
                    if sx > 0 and (x / sx).real * y.real + (x / sx).imag * y.imag < 0:
                        y = -y
                    tshift = tshift - u * (u / (x + y))
            for m in range(i - 1, l, -1):
                h11, h22 = H(m, m), H(m + 1, m + 1)
                h11s = h11 - tshift
                h21 = H(m + 1, m).real
                s = _cabs1(h11s) + abs(h21)
                h11s, h21 = h11s / s, h21 / s
                v = np.array([h11s, h21], h.dtype)
                h10 = H(m, m - 1).real
                if abs(h10) * abs(h21) <= ulp * (_cabs1(h11s) * (_cabs1(h11) + _cabs1(h22))):
                    break
            else:
                m = l
                h11, h22 = H(l, l), H(l + 1, l + 1)
                h11s = h11 - tshift
                h21 = H(l + 1, l).real
                s = _cabs1(h11s) + abs(h21)
                v = np.array([h11s / s, h21 / s], h.dtype)
            for k in range(m, i):
                if k > m:
                    v = h[k - 1:k + 1, k - 2].copy()
                beta, t1, rest = larfg(v[0], v[1:2])
                if k > m:
                    h[k - 1, k - 2] = beta
                    h[k, k - 2] = 0
                v2 = rest[0]
                t2 = rt((t1 * v2).real)
                rows = h[k - 1:k + 1, k - 1:i2]
                sums = np.conj(t1) * rows[0] + t2 * rows[1]
                rows[0] -= sums
                rows[1] -= sums * v2
                cols = h[i1 - 1:min(k + 2, i), k - 1:k + 1]
                sums = t1 * cols[:, 0] + t2 * cols[:, 1]
                cols[:, 0] -= sums
                cols[:, 1] -= sums * np.conj(v2)
                if z is not None:
                    zc = z[ilo - 1:ihi, k - 1:k + 1]
                    sums = t1 * zc[:, 0] + t2 * zc[:, 1]
                    zc[:, 0] -= sums
                    zc[:, 1] -= sums * np.conj(v2)
                if k == m and m > l:
                    temp = ct(1) - t1
                    temp = temp / abs(temp)
                    h[m, m - 1] *= np.conj(temp)
                    if m + 2 <= i:
                        h[m + 1, m] *= temp
                    for j in range(m, i + 1):
                        if j != m + 1:
                            if i2 > j:
                                h[j - 1, j:i2] *= temp
                            h[i1 - 1:j - 1, j - 1] *= np.conj(temp)
                            if z is not None:
                                z[ilo - 1:ihi, j - 1] *= np.conj(temp)
            temp = h[i - 1, i - 2]
            if temp.imag != 0:
                rtemp = abs(temp)
                h[i - 1, i - 2] = rtemp
                temp = temp / rtemp
                if i2 > i:
                    h[i - 1, i:i2] *= np.conj(temp)
                h[i1 - 1:i - 1, i - 1] *= temp
                if z is not None:
                    z[ilo - 1:ihi, i - 1] *= temp
        else:
            return w, i
        w[i - 1] = h[i - 1, i - 1]
        kdefl = 0
        i = l - 1
    return w, 0


def hqr(h: np.ndarray, z: np.ndarray | None, ilo: int, ihi: int, wantt: bool) -> tuple[np.ndarray, int]:
    """?hseqr for n < 75 (?lahqr), eigenvalues of the isolated parts included; with ``wantt``
    the part below the first subdiagonal is cleared. Returns (w complex, info)."""
    n = h.shape[0]
    if np.iscomplexobj(h):
        w, info = lahqr_complex(h, z, ilo, ihi, wantt)
    else:
        wr, wi, info = lahqr_real(h, z, ilo, ihi, wantt)
        w = wr + 1j * wi.astype(np.result_type(wi.dtype, np.complex64))
    for j in list(range(ilo - 1)) + list(range(ihi, n)):
        w[j] = h[j, j]
    if (wantt or info) and n > 2:
        h[np.tril_indices(n, -2)] = 0
    return w, info
