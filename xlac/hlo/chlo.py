"""CHLO ops (StableHLO's client dialect, what JAX prints) as plain HLO: one definition that every
target runs. The StableHLO front end calls ``chlo_module`` for a CHLO op and inserts a ``call`` to
the entry of the module it returns (the call inliner inlines it); ops that are one HLO opcode
(``DIRECT``) return None and the front end emits that opcode itself.

The decompositions are XLA's (openxla/stablehlo ``ChloLegalizeToStablehlo.cpp`` and
``ChloDecompositionPatterns*.td``): the same rational and Chebyshev approximations, constants,
select chains and edge cases (NaN, infinities, poles), so the values are XLA's to within the
rounding of the elementary functions. f16/bf16 (and narrower floats) are computed in f32 and
rounded back where XLA upcasts (erf_inv, erfc, lgamma, digamma, polygamma, zeta, bessel_i1e,
sinh, cosh). The inverse trigonometric and hyperbolic ops (asin, acos, atan, asinh, acosh, atanh,
sinh, cosh) are in xlac.hlo.chlo_trig, instruction for instruction what XLA's converter prints.

    >>> from xlac.hlo.dtypes import F32, PRED
    >>> print(chlo_module("is_pos_inf", [ArrayShape(F32, (2,))], [ArrayShape(PRED, (2,))], {}), end="")
    HloModule chlo_is_pos_inf
    ENTRY chlo_is_pos_inf {
      p0 = f32[2] parameter(0)
      c0 = f32[] constant(inf)
      v2 = f32[2] broadcast(c0), dimensions={}
      ROOT v3 = pred[2] compare(p0, v2), direction=EQ
    }

Operand and result shapes are ``ArrayShape``s; ``attrs`` holds the op's attributes as plain
Python values: ``k`` (top_k), ``value`` (constant_like: a number or complex),
``broadcast_dimensions`` (a list of ints, broadcast_* ops), ``comparison_direction`` ("EQ",
"LT"...; ``#chlo<comparison_direction LT>`` works too) and ``compare_type`` ("FLOAT",
"TOTALORDER"...) for broadcast_compare.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from xlac.errors import XlacError
from xlac.hlo.chlo_builder import Builder, Val, literal
from xlac.hlo.chlo_trig import BODIES as TRIG
from xlac.hlo.dtypes import F32, F64, DType, Kind, complex_component
from xlac.hlo.opcodes import BINARY, OP, names
from xlac.hlo.shapes import ArrayShape

# CHLO ops that are one HLO opcode: the front end emits the opcode (same operands and attributes).
# (XLA keeps chlo.erf and chlo.tan as HLO's erf and tan, for every element type: measured with jax
# 0.10.2, tools/chlo_trig_reference.py; asin, acos, sinh... it decomposes, xlac.hlo.chlo_trig.)
DIRECT: dict[str, str] = {
    "erf": "erf", "tan": "tan", "mulhi": "mulhi", "constant": "constant", "ragged_dot": "ragged-dot",
    "scan": "scan",
}

# broadcast_<name> binary ops that are one HLO opcode once their operands are broadcast: every
# binary op of the op table, by its StableHLO spelling (compare takes a direction of its own;
# mulhi and stochastic-convert have no broadcasting form in CHLO).
_BROADCAST_OPCODES = {
    name.replace("-", "_"): name
    for name in sorted(names(lambda op: op.category == BINARY and op.name not in (OP.compare, OP.mulhi,
                                                                                   OP.stochastic_convert)))
}


def _compute_type(dtype: DType) -> DType:
    """XLA's upcast: floats narrower than f32 are computed in f32."""
    return F32 if dtype.is_float and dtype.bits < 32 else dtype


# ---- erf_inv ----------------------------------------------------------------------------------

_ERF_INV_F32_LT5 = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                    -0.00125372503, -0.00417768164, 0.246640727, 1.50140941)
_ERF_INV_F32_GE5 = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                    -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)
_ERF_INV_F64_LT625 = (
    -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
    1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
    6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14,
    2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08,
    4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
    0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533,
    0.24015818242558961693, 1.6536545626831027356)
_ERF_INV_F64_LT16 = (
    2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
    1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
    2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
    6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
    -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635)
_ERF_INV_F64_GE16 = (
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
    -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
    2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
    -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
    7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
    1.0103004648645343977, 4.8499064014085844221)


def _erf_inv(b: Builder, x: Val) -> Val:
    """Giles' approximation in w = -log(1 - x^2): f32 one polynomial of degree 8 for w < 5 and
    one in sqrt(w) - 3 beyond; f64 three ranges (w < 6.25, < 16, beyond). erf_inv(+-1) = +-inf."""
    w = b.unary("negate", b.unary("log-plus-one", b.mul(x, b.unary("negate", x))))
    if x.dtype == F64:
        lt625, lt16 = b.cmp(w, 6.25, "LT"), b.cmp(w, 16.0, "LT")

        def coeff(i: int) -> Val:
            c = b.const(_ERF_INV_F64_LT625[i], F64)
            if i < 19:
                c = b.select(lt625, c, _ERF_INV_F64_LT16[i])
            if i < 17:
                c = b.select(lt16, c, _ERF_INV_F64_GE16[i])
            return c

        shift = b.sub(b.unary("sqrt", w), b.select(lt16, 3.25, 5.0, F64))
        w = b.select(lt625, b.sub(w, 3.125), shift)
        p = coeff(0)
        for i in range(1, 17):
            p = b.add(coeff(i), b.mul(p, w))
        for i in range(17, 23):
            p = b.select(lt16 if i < 19 else lt625, b.add(coeff(i), b.mul(p, w)), p)
    else:
        lt = b.cmp(w, 5.0, "LT")
        w = b.select(lt, b.sub(w, 2.5), b.sub(b.unary("sqrt", w), 3.0))
        p = b.select(lt, _ERF_INV_F32_LT5[0], _ERF_INV_F32_GE5[0], x.dtype)
        for lo, hi in zip(_ERF_INV_F32_LT5[1:], _ERF_INV_F32_GE5[1:]):
            p = b.add(b.select(lt, lo, hi, x.dtype), b.mul(p, w))
    edge = b.cmp(b.unary("abs", x), 1.0, "EQ")
    return b.select(edge, b.mul(x, math.inf), b.mul(p, x))


# ---- erfc -------------------------------------------------------------------------------------

_ERFC_F64_P = (2.46196981473530512524e-10, 5.64189564831068821977e-1, 7.46321056442269912687e0,
               4.86371970985681366614e1, 1.96520832956077098242e2, 5.26445194995477358631e2,
               9.34528527171957607540e2, 1.02755188689515710272e3, 5.57535335369399327526e2)
_ERFC_F64_Q = (1.0, 1.32281951154744992508e1, 8.67072140885989742329e1, 3.54937778887819891062e2,
               9.75708501743205489753e2, 1.82390916687909736289e3, 2.24633760818710981792e3,
               1.65666309194161350182e3, 5.57535340817727675546e2)
_ERFC_F64_R = (5.64189583547755073984e-1, 1.27536670759978104416e0, 5.01905042251180477414e0,
               6.16021097993053585195e0, 7.40974269950448939160e0, 2.97886665372100240670e0)
_ERFC_F64_S = (1.0, 2.26052863220117276590e0, 9.39603524938001434673e0, 1.20489539808096656605e1,
               1.70814450747565897222e1, 9.60896809063285878198e0, 3.36907645100081516050e0)
_ERF_F64_T = (9.60497373987051638749e0, 9.00260197203842689217e1, 2.23200534594684319226e3,
              7.00332514112805075473e3, 5.55923013010394962768e4)
_ERF_F64_U = (1.0, 3.35617141647503099647e1, 5.21357949780152679795e2, 4.59432382970980127987e3,
              2.26290000613890934246e4, 4.92673942608635921086e4)
_ERFC_F32_P = (2.326819970068386e-2, -1.387039388740657e-1, 3.687424674597105e-1, -5.824733027278666e-1,
               6.210004621745983e-1, -4.944515323274145e-1, 3.404879937665872e-1, -2.741127028184656e-1,
               5.638259427386472e-1)
_ERFC_F32_R = (-1.047766399936249e1, 1.297719955372516e1, -7.495518717768503e0, 2.921019019210786e0,
               -1.015265279202700e0, 4.218463358204948e-1, -2.820767439740514e-1, 5.641895067754075e-1)
_ERF_F32_T = (7.853861353153693e-5, -8.010193625184903e-4, 5.188327685732524e-3, -2.685381193529856e-2,
              1.128358514861418e-1, -3.761262582423300e-1, 1.128379165726710e0)


def _erfc_large(b: Builder, x: Val) -> Val:
    """erfc for |x| >= 1 (Cephes): exp(-x^2) times a rational (f64) or a polynomial in 1/x^2
    over |x| (f32); 0 once -x^2 is below -log(max); 2 - erfc(-x) for negative x."""
    xx = b.mul(x, x)
    z = b.unary("negate", xx)
    ax = b.unary("abs", x)
    e = b.unary("exponential", z)
    if x.dtype == F64:
        mid = b.div(b.mul(e, b.poly(ax, _ERFC_F64_P)), b.poly(ax, _ERFC_F64_Q))
        far = b.div(b.mul(e, b.poly(ax, _ERFC_F64_R)), b.poly(ax, _ERFC_F64_S))
        approx = b.select(b.cmp(ax, 8.0, "LT"), mid, far)
        maxlog = 7.09782712893383996843e2
    else:
        r = b.div(1.0, xx)
        scaled = b.mul(e, b.div(1.0, ax))
        poly = b.select(b.cmp(ax, 2.0, "LT"), b.poly(r, _ERFC_F32_P), b.poly(r, _ERFC_F32_R))
        approx = b.mul(scaled, poly)
        maxlog = 88.72283905206835
    clamped = b.select(b.cmp(z, -maxlog, "LT"), 0.0, approx)
    return b.select(b.cmp(x, 0.0, "LT"), b.sub(2.0, clamped), clamped)


def _erf_small(b: Builder, x: Val) -> Val:
    """erf for |x| <= 1 (Cephes): x T(x^2) / U(x^2) in f64, x T(x^2) in f32."""
    xx = b.mul(x, x)
    if x.dtype == F64:
        return b.div(b.mul(x, b.poly(xx, _ERF_F64_T)), b.poly(xx, _ERF_F64_U))
    return b.mul(x, b.poly(xx, _ERF_F32_T))


def _erfc(b: Builder, x: Val) -> Val:
    large = _erfc_large(b, x)
    small = b.sub(1.0, _erf_small(b, x))
    return b.select(b.cmp(b.unary("abs", x), 1.0, "LT"), small, large)


# ---- lgamma, digamma (Lanczos, g = 7, n = 9) ---------------------------------------------------

_LANCZOS_G = 7.0
_LANCZOS_BASE = 0.99999999999980993227684700473478
_LANCZOS = (676.520368121885098567009190444019, -1259.13921672240287047156078755283,
            771.3234287776530788486528258894, -176.61502916214059906584551354,
            12.507343278686904814458936853, -0.13857109526572011689554707,
            9.984369578019570859563e-6, 1.50563273514931155834e-7)


def _lanczos_z(b: Builder, x: Val) -> tuple[Val, Val]:
    """(x < 1/2, z): z = -x where the reflection formula is used, else x - 1."""
    reflect = b.cmp(x, 0.5, "LT")
    return reflect, b.select(reflect, b.unary("negate", x), b.sub(x, 1.0))


def _log_t(b: Builder, z: Val) -> tuple[Val, Val]:
    """(t, log t) for t = z + g + 1/2, log t = log(g + 1/2) + log1p(z / (g + 1/2))."""
    gh = _LANCZOS_G + 0.5
    t = b.add(b.const(gh, z.dtype), z)
    return t, b.add(b.const(math.log(gh), z.dtype), b.unary("log-plus-one", b.div(z, gh)))


def _lgamma(b: Builder, x: Val) -> Val:
    """lgamma(z + 1) = log(2 pi)/2 + (z + 1/2 - t/log t) log t + log a(z), reflected for x < 1/2
    as log(pi) - log|sin(pi frac|x|)| - lgamma(1 - x); +inf at the poles and at +-inf."""
    reflect, z = _lanczos_z(b, x)
    a = b.const(_LANCZOS_BASE, x.dtype)
    for i, c in enumerate(_LANCZOS):
        a = b.add(a, b.div(c, b.add(z, float(i + 1))))
    t, log_t = _log_t(b, z)
    r = b.mul(b.sub(b.add(z, 0.5), b.div(t, log_t)), log_t)
    lg = b.add(b.add(b.const((math.log(2) + math.log(math.pi)) / 2, x.dtype), r), b.unary("log", a))
    ax = b.unary("abs", x)
    frac = b.sub(ax, b.unary("floor", ax))
    frac = b.select(b.cmp(0.5, frac, "LT"), b.sub(1.0, frac), frac)
    denom = b.unary("log", b.unary("sine", b.mul(math.pi, frac)))
    reflected = b.sub(b.sub(b.const(math.log(math.pi), x.dtype), denom), lg)
    reflected = b.select(b.unary(OP.is_finite, denom), reflected, b.unary("negate", denom))
    lg = b.select(reflect, reflected, lg)
    return b.select(b.is_inf(x), math.inf, lg)


def _digamma(b: Builder, x: Val) -> Val:
    """digamma(z + 1) = log t + a'(z)/a(z) - g/t, reflected for x < 1/2 as
    digamma(1 - x) - pi cot(pi x) (x shifted into [-1/2, 1/2] first); NaN at the poles, zero
    included (XLA's value in jax 0.10.2; newer StableHLO returns -inf at 0)."""
    reflect, z = _lanczos_z(b, x)
    a = b.const(_LANCZOS_BASE, x.dtype)
    da = b.const(0.0, x.dtype)
    for i, c in enumerate(_LANCZOS):
        zi = b.add(z, float(i + 1))
        da = b.sub(da, b.div(c, b.mul(zi, zi)))
        a = b.add(a, b.div(c, zi))
    t, log_t = _log_t(b, z)
    dg = b.sub(b.add(log_t, b.div(da, a)), b.div(_LANCZOS_G, t))
    reduced = b.add(x, b.unary("abs", b.unary("floor", b.add(x, 0.5))))
    pix = b.mul(math.pi, reduced)
    reflected = b.sub(dg, b.div(b.mul(math.pi, b.unary("cosine", pix)), b.unary("sine", pix)))
    dg = b.select(reflect, reflected, dg)
    pole = b.op("and", b.cmp(x, 0.0, "LE"), b.cmp(x, b.unary("floor", x), "EQ"))
    return b.select(pole, math.nan, dg)


# ---- zeta, polygamma --------------------------------------------------------------------------

_ZETA_COEFFS = (-7.1661652561756670113e18, 1.8152105401943546773e17, -4.5979787224074726105e15,
                1.1646782814350067249e14, -2.950130727918164224e12, 7.47242496e10,
                -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0)


def _zeta(b: Builder, x: Val, q: Val) -> Val:
    """Hurwitz zeta (Johansson 2015, formula 5): 10 terms of the series, then Euler-Maclaurin
    with 12 Bernoulli terms (Horner); NaN for x < 1 and for q <= 0 with x not an integer; at the
    poles (integer q <= 0) +inf for even x, else NaN; +inf at x = 1."""
    dt = x.dtype
    neg_x = b.unary("negate", x)
    acc = q
    total = b.op("power", q, neg_x)
    for _ in range(9):
        acc = b.add(acc, 1.0)
        total = b.add(total, b.op("power", acc, neg_x))
    acc = b.add(acc, 1.0)
    tail = b.op("power", acc, neg_x)
    correction = b.div(b.mul(tail, acc), b.sub(x, 1.0))
    inv_acc2 = b.div(1.0, b.mul(acc, acc))
    horner = b.const(0.0, dt)
    for i in range(len(_ZETA_COEFFS) - 1):
        product = b.mul(b.add(x, float(22 - 2 * i)), b.add(x, float(21 - 2 * i)))
        horner = b.mul(product, b.mul(inv_acc2, b.add(horner, 1.0 / _ZETA_COEFFS[i])))
    bernoulli = b.mul(tail, b.add(0.5, b.mul(b.div(x, acc), b.add(b.const(1.0 / _ZETA_COEFFS[-1], dt), horner))))
    accurate = b.add(b.add(total, correction), bernoulli)
    smallest = 5e-324 if dt == F64 else 1.401298464324817e-45  # the smallest subnormal
    enough = b.cmp(b.unary("abs", tail), b.mul(b.unary("abs", total), smallest), "LT")
    out = b.select(enough, total, accurate)
    out = b.select(b.cmp(x, 1.0, "LT"), math.nan, out)
    q_le_0 = b.cmp(q, 0.0, "LE")
    x_int = b.cmp(x, b.unary("floor", x), "EQ")
    out = b.select(b.op("and", q_le_0, b.cmp(x, b.unary("floor", x), "NE")), math.nan, out)
    at_pole = b.op("and", q_le_0, b.cmp(q, b.unary("floor", q), "EQ"))
    even = b.op("and", x_int, b.cmp(b.op("remainder", x, 2.0), 0.0, "EQ"))
    out = b.select(at_pole, b.select(even, math.inf, math.nan, dt), out)
    return b.select(b.cmp(x, 1.0, "EQ"), math.inf, out)


def _polygamma(b: Builder, n: Val, x: Val) -> Val:
    """(-1)^(n+1) n! zeta(n + 1, x), digamma for n = 0, NaN unless n is a natural number."""
    sign = b.sub(b.mul(2.0, b.op("remainder", n, 2.0)), 1.0)
    n1 = b.add(n, 1.0)
    out = b.mul(b.mul(sign, b.unary("exponential", _lgamma(b, n1))), _zeta(b, n1, x))
    out = b.select(b.cmp(n, 0.0, "EQ"), _digamma(b, x), out)
    unnatural = b.op("or", b.cmp(n, b.unary("floor", n), "NE"), b.cmp(n, 0.0, "LT"))
    return b.select(unnatural, math.nan, out)


# ---- bessel_i1e -------------------------------------------------------------------------------

_I1E_F32_A = (9.38153738649577178388e-9, -4.44505912879632808065e-8, 2.00329475355213526229e-7,
              -8.56872026469545474066e-7, 3.47025130813767847674e-6, -1.32731636560394358279e-5,
              4.78156510755005422638e-5, -1.61760815825896745588e-4, 5.12285956168575772895e-4,
              -1.51357245063125314899e-3, 4.15642294431288815669e-3, -1.05640848946261981558e-2,
              2.47264490306265168283e-2, -5.29459812080949914269e-2, 1.02643658689847095384e-1,
              -1.76416518357834055153e-1, 2.52587186443633654823e-1)
_I1E_F32_B = (-3.83538038596423702205e-9, -2.63146884688951950684e-8, -2.51223623787020892529e-7,
              -3.88256480887769039346e-6, -1.10588938762623716291e-4, -9.76109749136146840777e-3,
              7.78576235018280120474e-1)
_I1E_F64_A = (2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16,
              -1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14,
              3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11,
              -6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-9) + _I1E_F32_A
_I1E_F64_B = (7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17,
              -3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16,
              -1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14,
              4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13,
              -7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11,
              3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10) + _I1E_F32_B


def _chebyshev(b: Builder, x: Val, coeffs: Sequence[float]) -> Val:
    """Cephes' chbevl: Clenshaw's recurrence b0 = x b1 - b2 + c, then (b0 - b2) / 2."""
    b0 = b1 = b2 = b.const(0.0, x.dtype)
    for c in coeffs:
        b2, b1 = b1, b0
        b0 = b.add(b.sub(b.mul(x, b1), b2), c)
    return b.mul(b.sub(b0, b2), 0.5)


def _bessel_i1e(b: Builder, x: Val) -> Val:
    """exp(-|x|) I1(x) (Cephes): Chebyshev series in |x|/2 - 2 up to 8, in 32/|x| - 2 beyond."""
    coeffs_a, coeffs_b = (_I1E_F64_A, _I1E_F64_B) if x.dtype == F64 else (_I1E_F32_A, _I1E_F32_B)
    z = b.unary("abs", x)
    near = b.mul(z, _chebyshev(b, b.sub(b.mul(0.5, z), 2.0), coeffs_a))
    far = b.div(_chebyshev(b, b.sub(b.div(32.0, z), 2.0), coeffs_b), b.unary("sqrt", z))
    return b.mul(b.unary("sign", x), b.select(b.cmp(z, 8.0, "LE"), near, far))


# ---- bit-level and complex ops ----------------------------------------------------------------

def _next_after(b: Builder, x: Val, y: Val) -> Val:
    """The next representable value after x towards y, on the bits as a signed integer: NaN if
    either is NaN, y if x == y (signed zeros included), the smallest subnormal signed like y
    from a zero x."""
    bits = x.dtype.bits
    it = _int_type(bits)
    xi, yi = b.bitcast(x, it), b.bitcast(y, it)
    nan_in = b.op("or", b.cmp(x, x, "NE"), b.cmp(y, y, "NE"))
    nan_bits = b.bitcast(b.const(math.nan, x.dtype), it)
    sign_bit = -(1 << (bits - 1))
    x_abs, y_abs = b.op("and", xi, ~sign_bit), b.op("and", yi, ~sign_bit)
    x_sign, y_sign = b.op("and", xi, sign_bit), b.op("and", yi, sign_bit)
    smaller = b.op("or", b.cmp(x_abs, y_abs, "GT"), b.cmp(x_sign, y_sign, "NE"))
    stepped = b.add(xi, b.select(smaller, -1, 1, it))
    from_zero = b.select(b.cmp(y_abs, 0, "EQ"), yi, b.op("or", y_sign, 1))
    out = b.select(b.cmp(x_abs, 0, "EQ"), from_zero, stepped)
    out = b.select(b.cmp(x, y, "EQ"), yi, out)
    return b.bitcast(b.select(nan_in, nan_bits, out), x.dtype)


def _int_type(bits: int) -> DType:
    from xlac.hlo.dtypes import BY_NAME

    if bits not in (8, 16, 32, 64):
        raise XlacError(f"chlo.next_after: no integer type of {bits} bits to step the bits in")
    return BY_NAME[f"s{bits}"]


def _conj(b: Builder, x: Val) -> Val:
    if not x.dtype.is_complex:
        return b.unary("copy", x)
    part = complex_component(x.dtype)
    re = b.emit(part, f"real({x.name})")
    im = b.emit(part, f"imag({x.name})")
    return b.op("complex", re, b.unary("negate", im), dtype=x.dtype)


def _square(b: Builder, x: Val) -> Val:
    """x * x; for complex x + iy: ((x - y)(x + y), 2xy), with a real part of exactly 0 where
    |x| == |y| is finite (no rounding residue)."""
    if not x.dtype.is_complex:
        return b.mul(x, x)
    part = complex_component(x.dtype)
    re = b.emit(part, f"real({x.name})")
    im = b.emit(part, f"imag({x.name})")
    exact_zero = b.op("and", b.unary(OP.is_finite, re), b.cmp(b.unary("abs", re), b.unary("abs", im), "EQ"))
    real = b.select(exact_zero, 0.0, b.mul(b.sub(re, im), b.add(re, im)))
    return b.op("complex", real, b.mul(b.mul(re, im), 2.0), dtype=x.dtype)


# ---- the table --------------------------------------------------------------------------------

class _Elementwise(NamedTuple):
    body: Callable[..., Val]
    arity: int
    upcast: bool  # computed in f32 for narrower floats (XLA's materializeWithUpcast)
    kinds: frozenset[Kind]


_FLOAT = frozenset({Kind.FLOAT})
_ELEMENTWISE: dict[str, _Elementwise] = {
    "erf_inv": _Elementwise(_erf_inv, 1, True, _FLOAT),
    "erfc": _Elementwise(_erfc, 1, True, _FLOAT),
    "lgamma": _Elementwise(_lgamma, 1, True, _FLOAT),
    "digamma": _Elementwise(_digamma, 1, True, _FLOAT),
    "polygamma": _Elementwise(_polygamma, 2, True, _FLOAT),
    "zeta": _Elementwise(_zeta, 2, True, _FLOAT),
    "bessel_i1e": _Elementwise(_bessel_i1e, 1, True, _FLOAT),
    "next_after": _Elementwise(_next_after, 2, False, _FLOAT),
    "is_inf": _Elementwise(lambda b, x: b.is_inf(x), 1, False, _FLOAT),
    "is_pos_inf": _Elementwise(lambda b, x: b.cmp(x, math.inf, "EQ"), 1, False, _FLOAT),
    "is_neg_inf": _Elementwise(lambda b, x: b.cmp(x, -math.inf, "EQ"), 1, False, _FLOAT),
    "conj": _Elementwise(_conj, 1, False, frozenset({Kind.COMPLEX, Kind.FLOAT})),
    "square": _Elementwise(_square, 1, False, frozenset({Kind.COMPLEX, Kind.FLOAT, Kind.SIGNED, Kind.UNSIGNED})),
}
_ELEMENTWISE.update({name: _Elementwise(body, 1, upcast, frozenset({Kind.COMPLEX, Kind.FLOAT}))
                     for name, (body, upcast) in TRIG.items()})

_OTHER = frozenset({"top_k", "constant_like", "zeros_like", "broadcast_compare", "broadcast_select"})

CHLO_OPS: frozenset[str] = frozenset(DIRECT) | frozenset(_ELEMENTWISE) | _OTHER | frozenset(
    f"broadcast_{name}" for name in (*_BROADCAST_OPCODES, "next_after", "polygamma", "zeta"))


def chlo_module(op: str, operands: list[ArrayShape], results: list[ArrayShape], attrs: dict[str, Any]) -> str | None:
    """The CHLO op ``op`` (no dialect prefix) as the text of an HLO module whose entry takes the
    operands as parameters in order and returns the result (a tuple for several); None for the
    ops in ``DIRECT``. An op or element type XLA does not define is an XlacError."""
    if op in DIRECT:
        return None
    if op not in CHLO_OPS:
        raise XlacError(f"unknown CHLO op 'chlo.{op}'")
    if not results:
        raise XlacError(f"chlo.{op} has no result")
    if op == "top_k":
        return _top_k(operands, results, attrs)
    out = results[0]
    b = Builder(out.dims)
    params = [b.param(k, s) for k, s in enumerate(operands)]
    if op.startswith("broadcast_"):
        params = [_broadcast(b, p, s, out, attrs) for p, s in zip(params, operands)]
        name = op[len("broadcast_"):]
        root = _broadcast_op(b, name, params, out, attrs)
    elif op in ("constant_like", "zeros_like"):
        root = b.const(attrs.get("value", 0) if op == "constant_like" else 0, out.dtype)
    else:
        root = _elementwise(b, op, params, out)
    return _module(f"chlo_{op}", b, root, out)


def _module(name: str, b: Builder, root: Val, out: ArrayShape) -> str:
    lines = list(b.lines)
    if lines and lines[-1].split("=", 1)[0].strip() == root.name and not root.name.startswith("p"):
        lines[-1] = "  ROOT " + lines[-1].lstrip()
    else:
        lines.append(f"  ROOT r = {b.shape(out.dtype)} copy({root.name})")
    return f"HloModule {name}\nENTRY {name} {{\n" + "\n".join(lines) + "\n}\n"


def _elementwise(b: Builder, op: str, args: list[Val], out: ArrayShape) -> Val:
    spec = _ELEMENTWISE[op]
    if len(args) != spec.arity:
        raise XlacError(f"chlo.{op} takes {spec.arity} operand{'s' if spec.arity > 1 else ''}, got {len(args)}")
    dtype = args[0].dtype
    if dtype.kind not in spec.kinds or any(a.dtype != dtype for a in args):
        raise XlacError(f"chlo.{op} is not defined for element type "
                        f"{', '.join(str(a.dtype) for a in args)}")
    ct = _compute_type(dtype) if spec.upcast else dtype
    result = spec.body(b, *(b.convert(a, ct) for a in args))
    if result.dtype != out.dtype:
        result = b.convert(result, out.dtype)
    return result


def _broadcast(b: Builder, v: Val, shape: ArrayShape, out: ArrayShape, attrs: dict[str, Any]) -> Val:
    """An operand broadcast to the result's dims: a lower-rank operand maps to
    ``broadcast_dimensions`` where given, else numpy-style to the trailing dims; size-1 dims
    stretch."""
    if shape.dims == out.dims:
        return v
    dims = attrs.get("broadcast_dimensions")
    if shape.rank == out.rank:
        mapping = list(range(out.rank))
    elif dims is not None and shape.rank < out.rank:
        mapping = [int(d) for d in dims]
    else:
        mapping = list(range(out.rank - shape.rank, out.rank))
    if len(mapping) != shape.rank or any(not 0 <= m < out.rank for m in mapping):
        raise XlacError(f"cannot broadcast {shape} to {out} (broadcast_dimensions {dims})")
    kept = [(i, m) for i, m in enumerate(mapping) if not (shape.dims[i] == 1 and out.dims[m] != 1)]
    for i, m in kept:
        if shape.dims[i] != out.dims[m]:
            raise XlacError(f"cannot broadcast {shape} to {out}: dimension {i} is {shape.dims[i]}, "
                            f"not {out.dims[m]} or 1")
    if len(kept) != shape.rank:
        v = b.emit(v.dtype, f"reshape({v.name})", [shape.dims[i] for i, _ in kept])
    targets = ",".join(str(m) for _, m in kept)
    return b.emit(v.dtype, f"broadcast({v.name}), dimensions={{{targets}}}")


def _direction(value: Any) -> str:
    """"GT", "#chlo<comparison_direction GT>" or an enum's name -> "GT"."""
    text = str(getattr(value, "name", value)).strip().rstrip(">")
    return text.replace("<", " ").split()[-1].upper()


def _broadcast_op(b: Builder, name: str, args: list[Val], out: ArrayShape, attrs: dict[str, Any]) -> Val:
    if name in _BROADCAST_OPCODES:
        return b.op(_BROADCAST_OPCODES[name], *args, dtype=out.dtype)
    if name == "compare":
        kind = attrs.get("compare_type")
        type_ = _direction(kind) if kind is not None else None
        return b.cmp(args[0], args[1], _direction(attrs["comparison_direction"]),
                     None if type_ in (None, "NOTYPE") else type_)
    if name == "select":
        return b.op("select", *args, dtype=out.dtype)
    return _elementwise(b, name, args, out)


def _top_k(operands: list[ArrayShape], results: list[ArrayShape], attrs: dict[str, Any]) -> str:
    from xlac.hlo.expansions import topk_module

    if len(operands) != 1 or len(results) != 2 or operands[0].rank < 1:
        raise XlacError("chlo.top_k takes one array of rank >= 1 and returns (values, indices)")
    values, indices = results
    k = int(attrs.get("k", values.dims[-1]))
    if values.dims[-1] != min(k, operands[0].dims[-1]):
        raise XlacError(f"chlo.top_k with k={k}: values {values} do not hold the top {k} of {operands[0]}")
    return topk_module("chlo_top_k", operands[0], values, indices, largest=bool(attrs.get("largest", True)))


__all__ = ["CHLO_OPS", "DIRECT", "Builder", "Val", "chlo_module", "literal"]
