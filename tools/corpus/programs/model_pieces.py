"""Model pieces: JAX programs cut from real ML models -- attention with causal / padding masks
(incl. fully masked rows), grouped-query attention, rotary and ALiBi position encodings, RMS /
layer / batch / group norms with their gradients, losses (label smoothing, ignore-index, focal,
Huber, KL with zeros), optimizer steps (Adam bias correction, global-norm clipping, momentum,
EMA), embedding lookups with out-of-range ids and their scatter-add gradients, conv-net blocks
(conv + batchnorm + pooling, depthwise-separable, transposed, strided SAME/VALID, a ResNet block
and its gradient), GRU / LSTM over scan, int8 / fp8 quantization, sampling with threefry,
small dense linear algebra and FFTs, and the index utilities around them (segment_sum,
bincount, unique, searchsorted, interp). Every case name starts with ``dz_``."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import ml_dtypes
import numpy as np
from jax import lax

F32 = np.float32
BF16 = ml_dtypes.bfloat16
S32 = np.int32
INF, NAN = np.inf, np.nan


def f32(*v) -> np.ndarray:
    return np.array(v, dtype=F32)


def _softmax(x, axis=-1):
    m = jnp.max(x, axis=axis, keepdims=True)
    e = jnp.exp(x - m)
    return e / jnp.sum(e, axis=axis, keepdims=True)


def _rms_norm(x, g, eps=1e-6):
    xf = x.astype(jnp.float32)
    y = xf * lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + eps)
    return (y * g.astype(jnp.float32)).astype(x.dtype)


def _layer_norm(x, g, b, eps=1e-5):
    xf = x.astype(jnp.float32)
    mu = jnp.mean(xf, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(xf - mu), axis=-1, keepdims=True)
    y = (xf - mu) * lax.rsqrt(var + eps)
    return (y * g.astype(jnp.float32) + b.astype(jnp.float32)).astype(x.dtype)


def _rope(x, pos, base=10000.0):
    # x [B, T, H, D], pos [T] (int32): rotate pairs (x[..., :D/2], x[..., D/2:])
    d = x.shape[-1]
    inv = 1.0 / (base ** (jnp.arange(0, d, 2, dtype=jnp.float32) / d))
    ang = pos.astype(jnp.float32)[:, None] * inv[None, :]
    sin, cos = jnp.sin(ang)[None, :, None, :], jnp.cos(ang)[None, :, None, :]
    x1, x2 = x[..., : d // 2], x[..., d // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)


def _conv(x, k, stride=(1, 1), padding="SAME", groups=1, dn=("NHWC", "HWIO", "NHWC")):
    return lax.conv_general_dilated(x, k, stride, padding, feature_group_count=groups, dimension_numbers=dn)


def _bn_train(x, g, b, axes=(0, 1, 2), eps=1e-5):
    mu = jnp.mean(x, axis=axes)
    var = jnp.var(x, axis=axes)
    return (x - mu) * lax.rsqrt(var + eps) * g + b, mu, var


def cases() -> list[dict]:
    rng = np.random.default_rng(20240613)
    out: list[dict] = []

    def add(name, category, description, fn, args, rtol, atol, **kw):
        out.append(dict(name=f"dz_{name}", category=category, description=description, fn=fn,
                        args=[np.asarray(a) for a in args], rtol=rtol, atol=atol, **kw))

    def randn(*shape, scale=1.0):
        return (rng.standard_normal(shape) * scale).astype(F32)

    # ---- attention ------------------------------------------------------------------------------
    B, T, H, D = 2, 16, 4, 32
    q, k, v = randn(B, T, H, D), randn(B, T, H, D), randn(B, T, H, D)

    def causal_attn(q, k, v, fill):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(D).astype(F32)
        mask = jnp.tril(jnp.ones((T, T), bool))
        s = jnp.where(mask, s, fill)
        return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)

    add("attn_causal_neginf_vs_large_neg", "composite",
        "causal self-attention B2 T16 H4 D32 with the upper triangle filled by -inf (jnp.where) and by -1e9 "
        "(finite fill): both must give the same probabilities, exact zeros above the diagonal",
        lambda q, k, v: (causal_attn(q, k, v, -jnp.inf), causal_attn(q, k, v, -1e9),
                         jnp.einsum("bqhd,bkhd->bhqk", q, k)[0, 0]),
        [q, k, v], 2e-5, 2e-5)

    lens = np.array([16, 5, 0], S32)
    qp, kp, vp = randn(3, T, 2, 8), randn(3, T, 2, 8), randn(3, T, 2, 8)

    def pad_attn(q, k, v, lens):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k)
        keep = (jnp.arange(T)[None, :] < lens[:, None])[:, None, None, :]
        p_inf = jax.nn.softmax(jnp.where(keep, s, -jnp.inf), axis=-1)
        p_big = jax.nn.softmax(jnp.where(keep, s, jnp.finfo(jnp.float32).min), axis=-1)
        p_where = jax.nn.softmax(s, axis=-1, where=jnp.broadcast_to(keep, s.shape))
        return (p_inf, p_big, p_where, jnp.einsum("bhqk,bkhd->bqhd", p_big, v))

    add("attn_padding_fully_masked_rows", "composite",
        "padding-mask attention with key lengths 16, 5 and 0: the length-0 batch masks whole rows -- softmax of "
        "an all -inf row (NaN), of an all finfo.min row (uniform 1/16), and jax.nn.softmax(where=) (zeros)",
        pad_attn, [qp, kp, vp, lens], 2e-5, 2e-5)

    Hq, Hkv, Dg = 8, 2, 16
    qg, kg, vg = randn(2, 12, Hq, Dg), randn(2, 12, Hkv, Dg), randn(2, 12, Hkv, Dg)

    def gqa(q, k, v):
        qq = q.reshape(2, 12, Hkv, Hq // Hkv, Dg)
        s = jnp.einsum("btgrd,bsgd->bgrts", qq, k) * (Dg ** -0.5)
        s = jnp.where(jnp.tril(jnp.ones((12, 12), bool)), s, -1e30)
        o = jnp.einsum("bgrts,bsgd->btgrd", jax.nn.softmax(s, -1), v)
        return o.reshape(2, 12, Hq * Dg)

    add("attn_gqa_einsum_causal", "dot",
        "grouped-query attention: 8 query heads share 2 key/value heads (einsum over a [B,T,G,R,D] reshape), "
        "causal mask with -1e30",
        gqa, [qg, kg, vg], 2e-5, 2e-5)
    add("attn_mqa_grad", "composite",
        "jax.grad of sum(tanh(multi-query attention)) w.r.t. q, k and v (one shared kv head, causal)",
        jax.grad(lambda q, k, v: jnp.sum(jnp.tanh(gqa(q, jnp.repeat(k, 2, 2), jnp.repeat(v, 2, 2)))),
                 argnums=(0, 1, 2)),
        [qg, kg[:, :, :1], vg[:, :, :1]], 5e-5, 5e-5)

    qb, kb, vb = (randn(2, 16, 4, 32).astype(BF16) for _ in range(3))

    def attn_bf16(q, k, v):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k, preferred_element_type=jnp.float32) * (32 ** -0.5)
        s = jnp.where(jnp.tril(jnp.ones((16, 16), bool)), s, -jnp.inf)
        p = jax.nn.softmax(s, axis=-1)
        return jnp.einsum("bhqk,bkhd->bqhd", p.astype(jnp.bfloat16), v), p

    add("attn_bf16_f32_softmax", "dot",
        "attention with bf16 q/k/v: logits accumulated in f32 (preferred_element_type), causal -inf mask, f32 "
        "softmax, probabilities cast to bf16 for the bf16 PV product",
        attn_bf16, [qb, kb, vb], 2e-2, 2e-2)

    xr = randn(2, 24, 3, 16)
    pos = np.arange(24, dtype=S32) * 97 + 3000
    add("rope_large_positions", "composite",
        "rotary position embedding: sin/cos of pos * 10000^(-2i/D) with positions 3000..5231 (sin/cos of "
        "arguments up to ~5e3: range reduction), applied to q and k, then q.k logits",
        lambda x, p: (_rope(x, p), jnp.einsum("bqhd,bkhd->bhqk", _rope(x, p), _rope(x * 0.5, p))),
        [xr, pos], 2e-4, 2e-4)

    def alibi(q, k):
        n = 8
        slopes = 2.0 ** (-8.0 * jnp.arange(1, n + 1, dtype=jnp.float32) / n)
        rel = jnp.arange(20)[None, :] - jnp.arange(20)[:, None]
        bias = slopes[:, None, None] * rel[None].astype(jnp.float32)
        s = jnp.einsum("qhd,khd->hqk", q, k) * 0.25 + bias
        s = jnp.where(rel[None] <= 0, s, -jnp.inf)
        return jax.nn.softmax(s, -1), bias

    add("alibi_bias_softmax", "composite",
        "ALiBi: slopes 2^(-8i/8) for 8 heads times the relative distance as additive bias, causal -inf mask, "
        "softmax over 20 keys",
        alibi, [randn(20, 8, 16), randn(20, 8, 16)], 2e-5, 2e-6)

    # ---- norms ----------------------------------------------------------------------------------
    xn = randn(8, 64, scale=3.0) + 2.0
    gn = (1.0 + randn(64, scale=0.1)).astype(F32)
    bn = randn(64, scale=0.1)
    add("rmsnorm_f32_grad", "composite",
        "RMSNorm (eps 1e-6) of f32[8,64] and jax.grad of sum(y * w) w.r.t. x and the gain",
        lambda x, g, w: (_rms_norm(x, g),
                         jax.grad(lambda x, g: jnp.sum(_rms_norm(x, g) * w), argnums=(0, 1))(x, g)),
        [xn, gn, randn(8, 64)], 2e-5, 2e-5)
    add("rmsnorm_bf16_grad", "composite",
        "RMSNorm of bf16[8,64] computed in f32 and cast back, with the bf16 gradient w.r.t. x",
        lambda x, g, w: (_rms_norm(x, g),
                         jax.grad(lambda x: jnp.sum(_rms_norm(x, g).astype(jnp.float32) * w))(x)),
        [xn.astype(BF16), gn.astype(BF16), randn(8, 64)], 2e-2, 2e-2)
    xl = randn(4, 6, 48, scale=2.0) + 100.0
    add("layernorm_offset_grad", "composite",
        "LayerNorm over the last axis of f32[4,6,48] with mean 100 (two-pass variance), gradient w.r.t. x, gain "
        "and bias; plus a constant row (variance 0 -> rsqrt(eps))",
        lambda x, g, b, w: (_layer_norm(x, g[:48], b[:48]),
                            jax.grad(lambda x, g, b: jnp.sum(_layer_norm(x, g, b) * w), argnums=(0, 1, 2))(
                                x, g[:48], b[:48]),
                            _layer_norm(jnp.full((2, 48), 3.0), g[:48], b[:48])),
        [xl, gn, bn, randn(4, 6, 48)], 1e-4, 1e-4)
    add("layernorm_bf16", "composite",
        "LayerNorm of bf16[16,64] (f32 statistics, bf16 result) and its gradient w.r.t. x in bf16",
        lambda x, g, b: (_layer_norm(x, g, b),
                         jax.grad(lambda x: jnp.sum(jnp.square(_layer_norm(x, g, b).astype(jnp.float32))))(x)),
        [randn(16, 64, scale=2.0).astype(BF16), gn.astype(BF16), bn.astype(BF16)], 2e-2, 5e-2)
    xbn = randn(4, 6, 6, 8, scale=2.0) + 1.0

    def bn_step(x, g, b, rm, rv):
        y, mu, var = _bn_train(x, g, b)
        n = x.shape[0] * x.shape[1] * x.shape[2]
        rm2 = 0.9 * rm + 0.1 * mu
        rv2 = 0.9 * rv + 0.1 * var * n / (n - 1)
        yi = (x - rm2) / jnp.sqrt(rv2 + 1e-5) * g + b
        return y, rm2, rv2, yi

    add("batchnorm_train_and_infer", "composite",
        "batch norm NHWC: training mode (batch mean / biased var over N,H,W), running-stat update with the "
        "unbiased variance, and inference mode with the running stats; plus the training-mode gradient",
        lambda x, g, b, rm, rv, w: (bn_step(x, g, b, rm, rv),
                                    jax.grad(lambda x, g: jnp.sum(_bn_train(x, g, b)[0] * w), argnums=(0, 1))(x, g)),
        [xbn, gn[:8], bn[:8], np.zeros(8, F32), np.ones(8, F32), randn(4, 6, 6, 8)], 1e-4, 1e-4)

    def group_norm(x, g, b, G=4, eps=1e-5):
        N, Hh, W, C = x.shape
        xg = x.reshape(N, Hh, W, G, C // G)
        mu = jnp.mean(xg, axis=(1, 2, 4), keepdims=True)
        var = jnp.var(xg, axis=(1, 2, 4), keepdims=True)
        return ((xg - mu) * lax.rsqrt(var + eps)).reshape(x.shape) * g + b

    add("groupnorm_nhwc_grad", "composite",
        "group norm (4 groups of 4 channels) over NHWC f32[2,5,5,16] and its gradient w.r.t. x",
        lambda x, g, b: (group_norm(x, g, b), jax.grad(lambda x: jnp.sum(jnp.sin(group_norm(x, g, b))))(x)),
        [randn(2, 5, 5, 16, scale=3.0), gn[:16], bn[:16]], 1e-4, 1e-4)

    # ---- losses ---------------------------------------------------------------------------------
    V = 1031
    logits = randn(12, V, scale=4.0)
    logits[3, 17] = 80.0
    logits[4] -= 1000.0
    labels = rng.integers(0, V, 12).astype(S32)
    labels[[2, 7]] = -100

    def xent(logits, labels, smooth=0.1):
        lp = jax.nn.log_softmax(logits, axis=-1)
        valid = labels != -100
        safe = jnp.where(valid, labels, 0)
        oh = jax.nn.one_hot(safe, V)
        tgt = oh * (1 - smooth) + smooth / V
        per = -jnp.sum(tgt * lp, axis=-1)
        return jnp.sum(jnp.where(valid, per, 0.0)) / jnp.maximum(jnp.sum(valid), 1), per

    add("xent_label_smoothing_ignore_index", "composite",
        "cross-entropy over a 1031-word vocabulary with label smoothing 0.1 and ignore-index -100 (masked mean), "
        "a row with an 80 logit and a row shifted by -1000, and its gradient w.r.t. the logits",
        lambda l, y: (xent(l, y), jax.grad(lambda l: xent(l, y)[0])(l)), [logits, labels], 1e-5, 1e-6)
    add("log_softmax_vocab_take", "composite",
        "log_softmax over a vocabulary of 1031 and take_along_axis of the label log-probs; logsumexp per row",
        lambda l, y: (jax.nn.log_softmax(l, -1),
                      jnp.take_along_axis(jax.nn.log_softmax(l, -1), jnp.abs(y)[:, None], axis=1),
                      jax.nn.logsumexp(l, axis=-1)),
        [logits, labels], 1e-5, 1e-5)

    def focal(logits, y, gamma=2.0, alpha=0.25):
        p = jax.nn.sigmoid(logits)
        ce = -(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
        pt = p * y + (1 - p) * (1 - y)
        a = alpha * y + (1 - alpha) * (1 - y)
        return a * (1 - pt) ** gamma * ce

    fl = np.concatenate([np.linspace(-30, 30, 61, dtype=F32), f32(-100, 100, 0.0, 1e-3, -1e-3)])
    fy = (rng.uniform(size=fl.shape) < 0.5).astype(F32)
    add("focal_loss_and_grad", "composite",
        "sigmoid focal loss (gamma 2, alpha 0.25) via log_sigmoid over logits -100..100 with 0/1 targets, and its "
        "gradient (the (1-pt)^gamma factor saturating)",
        lambda l, y: (focal(l, y), jax.grad(lambda l: jnp.sum(focal(l, y)))(l)), [fl, fy], 1e-5, 1e-7)
    hp, ht = randn(64, scale=3.0), randn(64, scale=3.0)
    hp[:4] = ht[:4] + f32(1.0, -1.0, 0.0, 1.0000001)
    add("huber_smooth_l1_grad", "composite",
        "Huber loss (delta 1) and smooth-L1 (beta 0.5) with residuals exactly at the kink, with gradients",
        lambda p, t: (jnp.where(jnp.abs(p - t) <= 1.0, 0.5 * (p - t) ** 2, jnp.abs(p - t) - 0.5),
                      jax.grad(lambda p: jnp.sum(jnp.where(jnp.abs(p - t) <= 1.0, 0.5 * (p - t) ** 2,
                                                           jnp.abs(p - t) - 0.5)))(p),
                      jax.grad(lambda p: jnp.sum(jnp.where(jnp.abs(p - t) < 0.5, 0.5 * (p - t) ** 2 / 0.5,
                                                           jnp.abs(p - t) - 0.25)))(p)),
        [hp, ht], 1e-5, 1e-5)
    kp = np.abs(randn(6, 10))
    kp[0, :5] = 0.0
    kp[1] = 0.0
    kp[1, 3] = 1.0
    kp = (kp / kp.sum(1, keepdims=True)).astype(F32)
    kq = np.exp(randn(6, 10))
    kq = (kq / kq.sum(1, keepdims=True)).astype(F32)
    kq[2, 4] = 0.0
    add("kl_div_with_zeros", "composite",
        "KL(p||q) with zeros in p (xlogy(0,0)=0, jax.scipy.special.kl_div / rel_entr) and a zero in q (inf), "
        "and log-space KL from log_softmax",
        lambda p, qq, l: (jnp.sum(jsp.rel_entr(p, qq), -1), jsp.kl_div(p, qq), jsp.xlogy(p, p),
                          jnp.sum(jnp.exp(jax.nn.log_softmax(l)) * (jax.nn.log_softmax(l) - jnp.log(qq + 1e-9)), -1)),
        [kp, kq, randn(6, 10)], 1e-5, 1e-6)

    # ---- optimizers -----------------------------------------------------------------------------
    pw, gw = randn(5, 37), randn(5, 37, scale=1e-3)
    gw[0] = 0.0
    mw, vw = randn(5, 37, scale=1e-3), np.abs(randn(5, 37, scale=1e-6))

    def adamw(p, g, m, v, t, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8, wd=0.01):
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        tf = t.astype(jnp.float32)
        mh = m / (1 - b1 ** tf)
        vh = v / (1 - b2 ** tf)
        return p - lr * (mh / (jnp.sqrt(vh) + eps) + wd * p), m, v

    add("adamw_bias_correction_steps", "composite",
        "AdamW step (b1 .9, b2 .999, eps 1e-8, wd .01) vmapped over step counts 1, 2, 10, 1000, 100000 "
        "(b1^t underflows to 0 past t~1000), with a zero-gradient row",
        lambda p, g, m, v, t: jax.vmap(adamw, in_axes=(None, None, None, None, 0))(p, g, m, v, t),
        [pw, gw, mw, vw, np.array([1, 2, 10, 1000, 100000], S32)], 1e-5, 1e-7)
    tree = [randn(3, 4, scale=10.0), randn(7), randn(2, 2, 2, scale=0.1)]

    def clip_global(ts, max_norm):
        gnorm = jnp.sqrt(sum(jnp.sum(t * t) for t in ts))
        scale = jnp.minimum(1.0, max_norm / (gnorm + 1e-6))
        return [t * scale for t in ts], gnorm

    add("clip_by_global_norm", "composite",
        "clip-by-global-norm over a 3-leaf gradient pytree with max norm 1 (scaled) and 1e6 (untouched), and over "
        "an all-zero pytree (norm 0, no NaN)",
        lambda a, b, c: (clip_global([a, b, c], 1.0), clip_global([a, b, c], 1e6),
                         clip_global([a * 0, b * 0, c * 0], 1.0)),
        tree, 1e-5, 1e-7)

    def sgd_ema(p, g, buf, ema):
        g = g + 5e-4 * p
        buf = 0.9 * buf + g
        upd = g + 0.9 * buf  # nesterov
        p2 = p - 0.1 * upd
        ema2 = 0.999 * ema + (1 - 0.999) * p2
        return p2, buf, ema2

    add("sgd_nesterov_wd_ema_loop", "control-flow",
        "10 fori_loop steps of SGD with Nesterov momentum 0.9 and weight decay 5e-4 on a quadratic, plus an EMA "
        "(decay 0.999) of the parameters",
        lambda p, buf, ema, a: lax.fori_loop(0, 10, lambda i, s: sgd_ema(s[0], a * s[0] - 1.0, s[1], s[2]),
                                             (p, buf, ema)),
        [randn(32), np.zeros(32, F32), randn(32), np.abs(randn(32)) + 0.1], 1e-5, 2e-6)

    # ---- embeddings -----------------------------------------------------------------------------
    table = randn(50, 12)
    ids = np.array([[0, 49, 50, -1, 7], [-50, -51, 100, 3, 3]], S32)
    add("embed_take_out_of_range", "gather-scatter",
        "embedding lookups of ids incl. 50 (= vocab), -1, -50, -51, 100 in every mode: jnp.take default (fill NaN), "
        "mode='clip', mode='wrap', .at[].get(mode='fill', fill_value=0), plain table[ids] (clamped, negatives wrap)",
        lambda t, i: (jnp.take(t, i, axis=0), jnp.take(t, i, axis=0, mode="clip"), jnp.take(t, i, axis=0, mode="wrap"),
                      t.at[i].get(mode="fill", fill_value=0.0), t[i]),
        [table, ids], 0.0, 0.0)
    ids2 = np.array([[1, 1, 1, 4, 9], [4, 1, 0, 9, 9], [12, -3, 60, 2, 2]], S32)
    add("embed_grad_repeated_ids", "gather-scatter",
        "jax.grad of sum(embedding(ids) * w) w.r.t. the table: scatter-add with repeated ids (1 three times, 9 "
        "three times), out-of-range 60 (dropped by fill mode) and a negative id",
        lambda t, i, w: (jax.grad(lambda t: jnp.sum(jnp.take(t, i, axis=0) ** 2 * w))(t),
                         jax.grad(lambda t: jnp.sum(t.at[i].get(mode="fill", fill_value=0.0) ** 2 * w))(t)),
        [randn(16, 6), ids2, randn(3, 5, 6)], 1e-6, 1e-6)

    # ---- conv nets ------------------------------------------------------------------------------
    xc = randn(2, 12, 12, 3)
    kc = randn(3, 3, 3, 8, scale=0.3)

    def conv_bn_pool(x, k, g, b):
        y, _, _ = _bn_train(_conv(x, k), g, b)
        y = jax.nn.relu(y)
        mp = lax.reduce_window(y, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        ap = lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0
        return mp, ap, jnp.mean(mp, axis=(1, 2))

    add("conv_bn_relu_maxpool_avgpool", "composite",
        "NHWC conv 3x3 SAME + training batchnorm + relu + maxpool 3x3/2 SAME and avgpool 2x2/2 VALID + global "
        "average pool",
        conv_bn_pool, [xc, kc, gn[:8], bn[:8]], 1e-4, 1e-4)
    xn_chw = randn(2, 4, 11, 10)

    def nchw_stride(x, k1, k2):
        a = lax.conv_general_dilated(x, k1, (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        b = lax.conv_general_dilated(x, k2, (2, 3), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        c = lax.conv_general_dilated(x, k2, (3, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        return a, b, c

    add("conv_nchw_strided_same_valid", "convolution",
        "NCHW/OIHW convs over odd/even spatial sizes 11x10: 3x3 stride 2 SAME, 4x3 stride (2,3) VALID, 4x3 stride "
        "(3,2) SAME (asymmetric SAME padding)",
        nchw_stride, [xn_chw, randn(6, 4, 3, 3), randn(5, 4, 4, 3)], 1e-5, 1e-5)

    def dw_sep(x, kd, kp):
        y = _conv(x, kd, groups=x.shape[-1])
        y = jax.nn.relu6(y)
        return _conv(y, kp, padding="VALID")

    add("depthwise_separable_relu6", "convolution",
        "depthwise 3x3 conv (feature_group_count = 6 channels, multiplier 2) + relu6 + pointwise 1x1 conv, NHWC, and "
        "its gradient w.r.t. the depthwise kernel",
        lambda x, kd, kp: (dw_sep(x, kd, kp), jax.grad(lambda kd: jnp.sum(dw_sep(x, kd, kp) ** 2))(kd)),
        [randn(2, 9, 9, 6), randn(3, 3, 1, 12, scale=0.5), randn(1, 1, 12, 5, scale=0.5)], 1e-4, 1e-4)
    add("conv_transpose_strided", "convolution",
        "lax.conv_transpose NHWC stride 2 with SAME and VALID padding and a 4x4 kernel (upsampling decoder), and "
        "stride (3,1) with explicit padding",
        lambda x, k, k3: (lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
                          lax.conv_transpose(x, k, (2, 2), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC")),
                          lax.conv_transpose(x, k3, (3, 1), ((1, 2), (0, 1)),
                                             dimension_numbers=("NHWC", "HWIO", "NHWC"))),
        [randn(2, 5, 6, 3), randn(4, 4, 3, 4), randn(3, 2, 3, 2)], 1e-5, 1e-5)

    def resblock(x, k1, k2, ks, g1, b1, g2, b2):
        h = jax.nn.relu(_bn_train(_conv(x, k1, (2, 2)), g1, b1)[0])
        h = _bn_train(_conv(h, k2), g2, b2)[0]
        sc = _conv(x, ks, (2, 2), "VALID")
        return jax.nn.relu(h + sc)

    rb_args = [randn(2, 8, 8, 4), randn(3, 3, 4, 8, scale=0.3), randn(3, 3, 8, 8, scale=0.2),
               randn(1, 1, 4, 8, scale=0.5), gn[:8], bn[:8], gn[8:16], bn[8:16]]
    add("resnet_block_fwd_grad", "composite",
        "a downsampling ResNet basic block (conv3x3/2-BN-relu-conv3x3-BN + 1x1/2 projection shortcut, relu) and "
        "jax.grad of a loss w.r.t. the input and both conv kernels",
        lambda *a: (resblock(*a), jax.grad(lambda x, k1, k2: jnp.sum(jnp.tanh(resblock(x, k1, k2, *a[3:]))),
                                           argnums=(0, 1, 2))(*a[:3])),
        rb_args, 2e-4, 2e-4)

    def causal_conv1d(x, k, dil):
        pad = (k.shape[0] - 1) * dil
        return lax.conv_general_dilated(x, k, (1,), ((pad, 0),), rhs_dilation=(dil,),
                                        dimension_numbers=("NWC", "WIO", "NWC"))

    add("wavenet_causal_dilated_gated", "convolution",
        "WaveNet-style stack: causal 1-D convs (left padding) with dilations 1, 2, 4, 8, tanh*sigmoid gating and "
        "residual adds over f32[2,40,8]",
        lambda x, k: x + sum(
            jnp.tanh(causal_conv1d(x, k[j, :, :, :8], 2 ** j)) * jax.nn.sigmoid(causal_conv1d(x, k[j, :, :, 8:], 2 ** j))
            for j in range(4)),
        [randn(2, 40, 8), randn(4, 2, 8, 16, scale=0.4)], 1e-5, 1e-5)

    # ---- recurrent ------------------------------------------------------------------------------
    Tq, Bq, I, Hh = 9, 3, 5, 7
    xs = randn(Tq, Bq, I)
    seq_len = np.array([9, 4, 1], S32)
    gp = [randn(I, 3 * Hh, scale=0.4), randn(Hh, 3 * Hh, scale=0.4), randn(3 * Hh, scale=0.1)]

    def gru_masked(xs, lens, wx, wh, b):
        def step(h, inp):
            x, t = inp
            gx = x @ wx + b
            gh = h @ wh
            zx, rx, nx = jnp.split(gx, 3, -1)
            zh, rh, nh = jnp.split(gh, 3, -1)
            z, r = jax.nn.sigmoid(zx + zh), jax.nn.sigmoid(rx + rh)
            n = jnp.tanh(nx + r * nh)
            hn = (1 - z) * n + z * h
            keep = (t < lens)[:, None]
            return jnp.where(keep, hn, h), jnp.where(keep, hn, 0.0)
        return lax.scan(step, jnp.zeros((Bq, Hh)), (xs, jnp.arange(Tq)))

    add("gru_masked_lengths_grad", "control-flow",
        "PyTorch-style GRU (reset gate applied to h@W_hn) over lax.scan with per-sequence lengths 9, 4, 1 (masked "
        "carry and outputs), and jax.grad w.r.t. all weights",
        lambda xs, l, *p: (gru_masked(xs, l, *p),
                           jax.grad(lambda *p: jnp.sum(gru_masked(xs, l, *p)[1] ** 2), argnums=(0, 1, 2))(*p)),
        [xs, seq_len] + gp, 5e-5, 5e-5)
    lp_ = [randn(I, 4 * Hh, scale=0.4), randn(Hh, 4 * Hh, scale=0.4), randn(4 * Hh, scale=0.1)]

    def lstm_seq(xs, w, u, b, reverse=False):
        def step(c, x):
            h, cc = c
            i, f, g, o = jnp.split(x @ w + h @ u + b, 4, axis=-1)
            cc = jax.nn.sigmoid(f + 1.0) * cc + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(cc)
            return (h, cc), h
        z = jnp.zeros((Bq, Hh))
        return lax.scan(step, (z, z), xs, reverse=reverse)

    add("bilstm_forget_bias_grad", "control-flow",
        "bidirectional LSTM (forward and reverse scans, forget bias +1), outputs concatenated, and jax.grad of a "
        "loss w.r.t. the input sequence and the recurrent weights",
        lambda xs, w, u, b: (jnp.concatenate([lstm_seq(xs, w, u, b)[1], lstm_seq(xs, w, u, b, True)[1]], -1),
                             jax.grad(lambda xs, u: jnp.sum(jnp.tanh(lstm_seq(xs, w, u, b)[1] *
                                                                     lstm_seq(xs, w, u, b, True)[1])),
                                      argnums=(0, 1))(xs, u)),
        [xs] + lp_, 5e-5, 5e-5)

    # ---- quantization ---------------------------------------------------------------------------
    qx = np.concatenate([f32(0.25, 0.75, -0.25, -0.75, 1.25, -1.25, 63.25, 63.75, -63.75, -64.0, -64.25, 64.0,
                             100.0, -100.0, 0.0, -0.0, 0.2499999, 0.2500001), randn(46, scale=20.0)])

    def quant_int8(x, scale):
        qv = jnp.clip(jnp.round(x / scale), -127, 127).astype(jnp.int8)
        return qv, qv.astype(jnp.float32) * scale

    add("int8_symmetric_quant_round_half_even", "convert",
        "int8 symmetric quantization with scale 0.5 (exact divisions): round-half-to-even on exact .5 ties, clip to "
        "[-127,127], dequantize; and per-row scales max|x|/127",
        lambda x, s: (quant_int8(x, s),
                      quant_int8(x.reshape(8, 8), jnp.max(jnp.abs(x.reshape(8, 8)), 1, keepdims=True) / 127.0)),
        [qx, F32(0.5)], 1e-6, 1e-6)

    def int8_mm(a, b):
        sa = jnp.max(jnp.abs(a), axis=1, keepdims=True) / 127.0
        sb = jnp.max(jnp.abs(b), axis=0, keepdims=True) / 127.0
        qa = jnp.clip(jnp.round(a / sa), -127, 127).astype(jnp.int8)
        qb = jnp.clip(jnp.round(b / sb), -127, 127).astype(jnp.int8)
        acc = lax.dot(qa, qb, preferred_element_type=jnp.int32)
        return acc, acc.astype(jnp.float32) * sa * sb

    add("int8_matmul_int32_rescale", "composite",
        "W8A8 matmul: per-row / per-column int8 quantization, int8 x int8 -> int32 accumulation over K=256, "
        "rescale to f32",
        int8_mm, [randn(16, 256), randn(256, 24)], 1e-5, 1e-4)
    f8x = np.concatenate([f32(0.0, -0.0, 1.0, 448.0, 449.0, 464.0, 480.0, 500.0, -600.0, 57344.0, 61440.0, 70000.0,
                              1e-3, 2.0 ** -9, 2.0 ** -10, 2.0 ** -17, 1.0625, 1.1875, 3.0 * 2 ** -10, INF, -INF, NAN),
                          randn(42, scale=30.0)])
    add("fp8_casts_and_scaled_matmul", "convert",
        "f32 -> float8_e4m3fn and float8_e5m2 casts (RNE ties, subnormals, overflow past 448 / 57344: NaN for "
        "e4m3fn, inf for e5m2), back to f32, and an fp8 scaled matmul (e4m3 activations x e5m2... as f32 dot)",
        lambda x, a, w: (x.astype(jnp.float8_e4m3fn).astype(jnp.float32),
                         x.astype(jnp.float8_e5m2).astype(jnp.float32),
                         jnp.dot((a * 16.0).astype(jnp.float8_e4m3fn).astype(jnp.float32),
                                 (w * 4.0).astype(jnp.float8_e5m2).astype(jnp.float32)) / 64.0),
        [f8x, randn(8, 32), randn(32, 8)], 1e-6, 1e-6)

    # ---- sampling and rng -----------------------------------------------------------------------
    key = np.array([0, 42], np.uint32)
    sl = randn(4, 50, scale=2.0)

    def rng_fn(kd, logits):
        kk = jax.random.wrap_key_data(kd, impl="threefry2x32")
        k1, k2, k3, k4, k5, k6 = jax.random.split(kk, 6)
        return (jax.random.uniform(k1, (3, 5), jnp.float32, -2.0, 3.0),
                jax.random.normal(k2, (4, 6), jnp.float32),
                jax.random.categorical(k3, logits, axis=-1, shape=(7, 4)),
                jax.random.permutation(k4, 23),
                jax.random.bernoulli(k5, 0.3, (20,)),
                jax.random.randint(k6, (10,), -5, 1000),
                jax.random.truncated_normal(k6, -1.0, 2.0, (8,), jnp.float32))

    add("rng_threefry_sampling_suite", "rng",
        "threefry2x32 with a fixed key: split into 6, uniform [-2,3), normal, categorical from logits (Gumbel "
        "argmax), permutation of 23, bernoulli(0.3), randint, truncated normal",
        rng_fn, [key, sl], 1e-5, 1e-6)

    def topk_topp(logits, k=10, p=0.8):
        kth = lax.top_k(logits, k)[0][..., -1:]
        lk = jnp.where(logits < kth, -jnp.inf, logits)
        srt = jnp.sort(logits, axis=-1)[..., ::-1]
        cum = jnp.cumsum(jax.nn.softmax(srt, -1), -1)
        cutoff_idx = jnp.sum(cum < p, axis=-1, keepdims=True)
        cutoff = jnp.take_along_axis(srt, cutoff_idx, -1)
        lp = jnp.where(logits < cutoff, -jnp.inf, logits)
        return lk, lp, jax.nn.softmax(lp, -1), jnp.argsort(-logits, axis=-1, stable=True)[:, :12]

    tl = randn(4, 50, scale=2.0)
    tl[1, 10:20] = 1.5  # ties around the k-th value
    add("top_k_top_p_filtering", "sort",
        "top-k (k=10, ties at the k-th value kept) and nucleus top-p (0.8) filtering of logits via sort + cumsum + "
        "take_along_axis, the filtered softmax and a stable argsort of -logits",
        topk_topp, [tl], 1e-6, 1e-6)

    # ---- linalg and fft -------------------------------------------------------------------------
    A = randn(6, 6) + 6 * np.eye(6, dtype=F32)
    Bm = randn(6, 3)
    add("linalg_solve_inv_slogdet", "linalg",
        "jnp.linalg.solve, inv, slogdet (sign and log|det|) and det of a diagonally dominant 6x6 and a batched 2x4x4",
        lambda a, b, c: (jnp.linalg.solve(a, b), jnp.linalg.inv(a), jnp.linalg.slogdet(a), jnp.linalg.det(c),
                         jnp.linalg.slogdet(c)),
        [A, Bm, randn(2, 4, 4)], 1e-4, 1e-5)
    M = randn(12, 5)
    add("linalg_lstsq_pinv_svals", "linalg",
        "jnp.linalg.lstsq (via SVD) of a 12x5 system, pinv, singular values and the SVD reconstruction U S V^T "
        "(sign-invariant)",
        lambda a, b: (jnp.linalg.lstsq(a, b)[0], jnp.linalg.pinv(a), jnp.linalg.svd(a, compute_uv=False),
                      (lambda u, s, vt: (u * s) @ vt)(*jnp.linalg.svd(a, full_matrices=False))),
        [M, randn(12, 2)], 1e-4, 1e-5)
    X = randn(40, 6)
    add("linalg_whitening_eigh_chol_qr", "linalg",
        "covariance whitening: eigh of X^T X / n (eigenvalues, V diag(1/sqrt(w)) V^T), cholesky of the "
        "covariance and a triangular solve, and QR's R diagonal magnitudes and Q Q^T projector",
        lambda x: (lambda c: (jnp.linalg.eigh(c)[0],
                              (lambda w, vv: (vv / jnp.sqrt(w)) @ vv.T)(*jnp.linalg.eigh(c)),
                              jnp.linalg.cholesky(c),
                              jax.scipy.linalg.solve_triangular(jnp.linalg.cholesky(c), x.T, lower=True),
                              jnp.abs(jnp.diag(jnp.linalg.qr(x)[1])),
                              (lambda qq: qq @ qq.T)(jnp.linalg.qr(x)[0])))((x.T @ x) / 40.0),
        [X], 1e-4, 1e-5)
    add("fft_rfft_irfft_fft2", "complex",
        "jnp.fft.rfft / irfft round trip of a length-64 signal (and n=50 truncation), fft2 of 8x12, and an FFT "
        "convolution via rfft products",
        lambda s, im, kk: (jnp.fft.rfft(s), jnp.fft.irfft(jnp.fft.rfft(s), n=64), jnp.fft.irfft(jnp.fft.rfft(s, n=50)),
                           jnp.fft.fft2(im), jnp.fft.irfft(jnp.fft.rfft(s, 128) * jnp.fft.rfft(kk, 128), 128)),
        [randn(3, 64), randn(8, 12), randn(3, 16)], 1e-4, 1e-4)

    # ---- misc index utilities -------------------------------------------------------------------
    seg = np.array([0, 0, 2, 2, 2, 5, 5, 7, 9, -1, 3, 3], S32)
    add("segment_ops_bincount", "composite",
        "jax.ops.segment_sum / segment_max / segment_min with 8 segments (empty segments, ids 9 and -1 out of "
        "range: dropped), jnp.bincount with length=10, and a histogram-like count of digitized values",
        lambda d, s, vals: (jax.ops.segment_sum(d, s, 8), jax.ops.segment_max(d, s, 8), jax.ops.segment_min(d, s, 8),
                            jnp.bincount(jnp.clip(s, 0), length=10),
                            jnp.bincount(jnp.digitize(vals, jnp.linspace(-2, 2, 9)), length=10)),
        [randn(12, 3), seg, randn(100)], 1e-6, 1e-6)
    uq = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3], S32)
    add("unique_searchsorted_interp", "composite",
        "jnp.unique(size=12, fill_value=-1) with return_index/inverse/counts, jnp.searchsorted left/right with "
        "ties and out-of-range queries, jnp.interp with extrapolation clamps",
        lambda u, grid, qv, xp, fp: (jnp.unique(u, size=12, fill_value=-1, return_index=True, return_inverse=True,
                                                return_counts=True),
                                     jnp.searchsorted(grid, qv, side="left"), jnp.searchsorted(grid, qv, side="right"),
                                     jnp.interp(qv, xp, fp), jnp.interp(qv, xp, fp, left=-7.0, right=7.0)),
        [uq, f32(-1.0, 0.0, 0.0, 0.5, 1.0, 1.0, 1.0, 2.0, 4.0), f32(-2.0, -1.0, 0.0, 0.25, 1.0, 1.5, 3.9, 4.0, 9.0, NAN),
         f32(-1.0, 0.0, 0.5, 2.0, 4.0), f32(10.0, 0.0, -5.0, 1.0, 3.0)], 1e-6, 1e-6)
    add("one_hot_where_clip_mix", "one-hot",
        "one_hot of class ids (incl. -1 and num_classes: all-zero rows) @ a weight matrix, jnp.where chains, "
        "jnp.clip with inverted bounds (min > max), and nan_to_num(x/0, posinf=1e30, neginf=-1e30)",
        lambda c, w, x: (jax.nn.one_hot(c, 6) @ w, jnp.where(x > 0, jnp.where(x > 1, x * 2, x), jnp.where(x < -1, -1.0, 0.0)),
                         jnp.clip(x, 1.0, -1.0), jnp.clip(x, -0.5, None), jnp.nan_to_num(x / 0.0, posinf=1e30, neginf=-1e30)),
        [np.array([0, 5, -1, 6, 2, 2], S32), randn(6, 4), f32(-3.0, -1.0, -0.5, 0.0, -0.0, 0.5, 1.0, 2.0, NAN, INF)],
        1e-6, 1e-6)

    # ---- a transformer block --------------------------------------------------------------------
    Tt, Dm, Hn = 10, 32, 4

    def block(x, wqkv, wo, w1, w2, g1, g2):
        h = _rms_norm(x, g1)
        qkv = h @ wqkv
        qq, kk, vv = jnp.split(qkv, 3, -1)
        qq, kk, vv = (t.reshape(Tt, Hn, Dm // Hn) for t in (qq, kk, vv))
        pos = jnp.arange(Tt)
        qq, kk = _rope(qq[None], pos)[0], _rope(kk[None], pos)[0]
        s = jnp.einsum("qhd,khd->hqk", qq, kk) / np.sqrt(Dm // Hn).astype(F32)
        s = jnp.where(jnp.tril(jnp.ones((Tt, Tt), bool)), s, -jnp.inf)
        a = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(s, -1), vv).reshape(Tt, Dm)
        x = x + a @ wo
        h = _rms_norm(x, g2)
        return x + jax.nn.gelu(h @ w1, approximate=False) @ w2

    tb = [randn(Tt, Dm), randn(Dm, 3 * Dm, scale=0.2), randn(Dm, Dm, scale=0.2), randn(Dm, 4 * Dm, scale=0.2),
          randn(4 * Dm, Dm, scale=0.1), gn[:Dm], gn[Dm:]]
    add("transformer_block_rope_grad", "composite",
        "pre-norm transformer block (RMSNorm, fused QKV, RoPE, causal -inf attention, exact-GELU MLP) and jax.grad "
        "of a loss w.r.t. all weights",
        lambda *a: (block(*a), jax.grad(lambda *w: jnp.sum(block(a[0], *w) ** 2), argnums=(0, 1, 2, 3, 4, 5))(*a[1:])),
        tb, 1e-4, 1e-4)

    # ---- more model pieces ----------------------------------------------------------------------
    cache_k, cache_v = randn(2, 32, 4, 8), randn(2, 32, 4, 8)

    def decode_step(ck, cv, q, kn, vn, pos):
        ck = lax.dynamic_update_slice(ck, kn, (jnp.int32(0), pos, jnp.int32(0), jnp.int32(0)))
        cv = lax.dynamic_update_slice(cv, vn, (jnp.int32(0), pos, jnp.int32(0), jnp.int32(0)))
        s = jnp.einsum("bhd,bthd->bht", q, ck) * (8 ** -0.5)
        s = jnp.where(jnp.arange(32)[None, None, :] <= pos, s, -jnp.inf)
        return ck, cv, jnp.einsum("bht,bthd->bhd", jax.nn.softmax(s, -1), cv)

    add("kv_cache_decode_steps", "control-flow",
        "autoregressive decoding with a KV cache: dynamic_update_slice of new k/v at positions 0, 17, 31 and 40 "
        "(clamped to 31), masked attention over the cache up to the position, via vmap over positions",
        lambda ck, cv, q, kn, vn, ps: jax.vmap(decode_step, in_axes=(None, None, None, None, None, 0))(
            ck, cv, q, kn, vn, ps),
        [cache_k, cache_v, randn(2, 4, 8), randn(2, 1, 4, 8), randn(2, 1, 4, 8), np.array([0, 17, 31, 40], S32)],
        1e-5, 1e-5)

    def attn_dropout(kd, s, v, rate=0.25):
        kk = jax.random.wrap_key_data(kd, impl="threefry2x32")
        p = jax.nn.softmax(s, -1)
        keep = jax.random.uniform(kk, p.shape, jnp.float32) < jnp.float32(1.0 - rate)
        pd = jnp.where(keep, p / (1.0 - rate), 0.0)
        return keep, pd @ v

    add("attention_dropout_threefry", "rng",
        "attention-probability dropout (rate 0.25) with a uniform < 0.75 keep mask from threefry2x32, rescaled by 1/(1-rate)",
        attn_dropout, [np.array([7, 123456789], np.uint32), randn(3, 10, 10), randn(3, 10, 6)], 1e-5, 1e-5)

    def avgpool_exclude_pad(x):
        win, st = (1, 3, 3, 1), (1, 2, 2, 1)
        sm = lax.reduce_window(x, 0.0, lax.add, win, st, "SAME")
        cnt = lax.reduce_window(jnp.ones_like(x), 0.0, lax.add, win, st, "SAME")
        return sm / cnt, sm / 9.0

    add("avgpool_count_exclude_pad", "reduce-window",
        "3x3/2 SAME average pooling over NHWC f32[2,7,8,3] dividing by the in-bounds count (reduce_window of ones) "
        "and by 9 (count_include_pad), and its gradient",
        lambda x: (avgpool_exclude_pad(x), jax.grad(lambda x: jnp.sum(avgpool_exclude_pad(x)[0] ** 2))(x)),
        [randn(2, 7, 8, 3)], 1e-5, 1e-5)
    cl = randn(3, 40, scale=3.0)
    cl[1, 5:] = -INF
    add("cumlogsumexp_sorted_probs", "composite",
        "lax.cumlogsumexp along a row with -inf tail entries, and the cumulative probability of descending-sorted "
        "softmax (exp(cumlogsumexp - logsumexp)), forward and reverse",
        lambda x: (lax.cumlogsumexp(x, axis=1), lax.cumlogsumexp(x, axis=1, reverse=True),
                   jnp.exp(lax.cumlogsumexp(jnp.sort(x, -1)[:, ::-1], axis=1) - jax.nn.logsumexp(x, -1, keepdims=True))),
        [cl], 1e-5, 1e-5)
    lb16 = randn(8, 300, scale=3.0).astype(BF16)
    add("xent_bf16_logits_f32_loss", "composite",
        "mixed-precision cross-entropy: bf16 logits upcast to f32 for log_softmax, per-row loss and mean; the "
        "gradient w.r.t. the bf16 logits (bf16 result)",
        lambda l, y: (lambda f: (f(l), jax.grad(f)(l)))(
            lambda l: -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(l.astype(jnp.float32), -1), y[:, None], 1))),
        [lb16, rng.integers(0, 300, 8).astype(S32)], 1e-2, 1e-3)
    # ---- wave 2: scans, loops and index arithmetic from real models ----------------------------
    L, Dl = 4, 16
    ws = [randn(L, Dl, Dl, scale=0.3), randn(L, Dl, scale=0.1), (1.0 + randn(L, Dl, scale=0.1)).astype(F32)]

    def layer_stack(x, w, b, g):
        @jax.checkpoint
        def layer(h, p):
            wl, bl, gl = p
            return h + jnp.tanh(_rms_norm(h, gl) @ wl + bl), jnp.sum(h * h)
        return lax.scan(layer, x, (w, b, g))

    add("scan_layers_remat_grad", "control-flow",
        "a 4-layer residual stack as lax.scan over stacked weights with jax.checkpoint (remat) on the layer, "
        "per-layer activation norms as ys, and jax.grad w.r.t. the input and every stacked weight",
        lambda x, w, b, g: (layer_stack(x, w, b, g),
                            jax.grad(lambda x, w, b, g: jnp.sum(layer_stack(x, w, b, g)[0] ** 2), argnums=(0, 1, 2, 3))(
                                x, w, b, g)),
        [randn(6, Dl)] + ws, 5e-5, 5e-5)

    def lin_rec(a, bb):
        def comb(l, r):
            return r[0] * l[0], r[0] * l[1] + r[1]
        return lax.associative_scan(comb, (a, bb), axis=0)[1]

    la = (1 / (1 + np.exp(-randn(37, 3, 5)))).astype(F32)
    add("associative_scan_linear_recurrence", "composite",
        "a linear recurrence h_t = a_t h_(t-1) + b_t (S4/Mamba-style) over 37 steps by lax.associative_scan "
        "(strided slices, interior pads) forward and reverse, against the same recurrence by lax.scan",
        lambda a, bb: (lin_rec(a, bb), lax.associative_scan(lambda l, r: (r[0] * l[0], r[0] * l[1] + r[1]), (a, bb),
                                                             reverse=True, axis=0)[1],
                       lax.scan(lambda h, ab: (ab[0] * h + ab[1],) * 2, jnp.zeros((3, 5)), (a, bb))[1]),
        [la, randn(37, 3, 5)], 1e-5, 1e-5)

    def flash(q, k, v, mask, blk=8):
        nb = k.shape[0] // blk
        kb, vb, mb = k.reshape(nb, blk, -1), v.reshape(nb, blk, -1), mask.reshape(q.shape[0], nb, blk).transpose(1, 0, 2)

        def step(c, inp):
            m, l, acc = c
            kk, vv, mm = inp
            s = jnp.where(mm, q @ kk.T, -jnp.inf)
            m_new = jnp.maximum(m, jnp.max(s, -1))
            m_safe = jnp.where(jnp.isneginf(m_new), 0.0, m_new)
            p = jnp.exp(s - m_safe[:, None])
            corr = jnp.exp(m - m_safe)
            return (m_new, l * corr + jnp.sum(p, -1), acc * corr[:, None] + p @ vv), None
        tq = q.shape[0]
        (m, l, acc), _ = lax.scan(step, (jnp.full((tq,), -jnp.inf), jnp.zeros((tq,)), jnp.zeros((tq, v.shape[1]))),
                                  (kb, vb, mb))
        return acc / jnp.where(l == 0, 1.0, l)[:, None], m, l

    fmask = np.tril(np.ones((12, 32), bool), 20)
    fmask[3] = False
    fmask[5, 8:] = False
    add("flash_attention_online_softmax", "control-flow",
        "flash-attention online softmax: lax.scan over 4 key blocks with a running max initialised to -inf, "
        "exp(m_old - m_new) corrections, fully masked blocks and a fully masked query row (l = 0 -> output 0)",
        flash, [randn(12, 16), randn(32, 16), randn(32, 8), fmask], 1e-5, 1e-5)

    def ctc_alpha(logp, lab):
        # logp [T, C] log-probs, lab [S] labels (blank 0); extended sequence with blanks
        S = lab.shape[0]
        ext = jnp.zeros(2 * S + 1, jnp.int32).at[1::2].set(lab)
        allow_skip = jnp.concatenate([jnp.zeros(2, bool), (ext[2:] != 0) & (ext[2:] != ext[:-2])])
        a0 = jnp.full(2 * S + 1, -jnp.inf).at[0].set(logp[0, 0]).at[1].set(logp[0, ext[1]])

        def step(a, lp):
            a1 = jnp.concatenate([jnp.full(1, -jnp.inf), a[:-1]])
            a2 = jnp.where(allow_skip, jnp.concatenate([jnp.full(2, -jnp.inf), a[:-2]]), -jnp.inf)
            na = jnp.logaddexp(jnp.logaddexp(a, a1), a2) + lp[ext]
            return na, na
        a, hist = lax.scan(step, a0, logp[1:])
        return -jnp.logaddexp(a[-1], a[-2]), hist

    ctc_lp = np.asarray(jax.nn.log_softmax(randn(14, 6, scale=2.0), -1)).astype(F32)
    add("ctc_forward_logspace", "control-flow",
        "CTC forward (alpha) recursion in log space over 14 frames: lax.scan with logaddexp of -inf entries "
        "(logaddexp(-inf,-inf) = -inf), repeated labels that forbid the skip transition; loss and alpha history",
        lambda lp, lab: ctc_alpha(lp, lab), [ctc_lp, np.array([2, 2, 3, 1, 5], S32)], 1e-5, 1e-5)

    def viterbi(em, tr):
        def fwd(score, e):
            cand = score[:, None] + tr
            return jnp.max(cand, 0) + e, jnp.argmax(cand, 0)
        score, bp = lax.scan(fwd, em[0], em[1:])
        last = jnp.argmax(score)

        def back(tag, b):
            prev = b[tag]
            return prev, tag
        first, path = lax.scan(back, last, bp, reverse=True)
        return jnp.max(score), jnp.concatenate([first[None], path])

    vt = randn(5, 5)
    vt[:, 0] = -1e4
    vt[2, 3] = -jnp.inf
    add("viterbi_decode_backtrace", "control-flow",
        "CRF Viterbi decoding: max-plus forward scan with argmax backpointers (a -1e4 column and a -inf transition), "
        "then a reverse scan following the backpointers by dynamic indexing",
        viterbi, [np.round(randn(11, 5), 1).astype(F32), vt], 1e-6, 1e-6)

    def t5_bucket(rel, bidirectional=True, num_buckets=32, max_distance=128):
        ret = 0
        n = -rel
        if bidirectional:
            num_buckets //= 2
            ret += (n < 0).astype(jnp.int32) * num_buckets
            n = jnp.abs(n)
        else:
            n = jnp.maximum(n, 0)
        max_exact = num_buckets // 2
        is_small = n < max_exact
        val_large = max_exact + (jnp.log(n.astype(jnp.float32) / max_exact + np.finfo(np.float32).eps)
                                 / np.log(max_distance / max_exact) * (num_buckets - max_exact)).astype(jnp.int32)
        val_large = jnp.minimum(val_large, num_buckets - 1)
        return ret + jnp.where(is_small, n, val_large)

    add("t5_relative_position_buckets", "convert",
        "T5 relative-position buckets for offsets -300..300 (bidirectional, 32 buckets, max distance 128) and the "
        "causal variant: log of int ratios truncated to s32 -- bucket boundaries where log rounding decides",
        lambda r: (t5_bucket(r), t5_bucket(r, bidirectional=False)),
        [np.arange(-300, 301, dtype=S32)], 0.0, 0.0)
    img = randn(2, 9, 13, 3)
    add("image_resize_methods", "composite",
        "jax.image.resize of NHWC f32[2,9,13,3]: bilinear up to 16x20, nearest down to 5x6, lanczos3 to 12x7 and "
        "bilinear antialiased downscale to 4x5",
        lambda x: (jax.image.resize(x, (2, 16, 20, 3), "bilinear"), jax.image.resize(x, (2, 5, 6, 3), "nearest"),
                   jax.image.resize(x, (2, 12, 7, 3), "lanczos3"),
                   jax.image.resize(x, (2, 4, 5, 3), "bilinear", antialias=True)),
        [img], 1e-5, 1e-5)

    def moe_dispatch(x, logits, E=4, cap=5):
        expert = jnp.argmax(logits, -1)
        gate = jnp.max(jax.nn.softmax(logits, -1), -1)
        oh = jax.nn.one_hot(expert, E, dtype=jnp.int32)
        pos = jnp.cumsum(oh, 0) * oh - 1
        slot = jnp.sum(pos, -1)
        keep = slot < cap
        buf = jnp.zeros((E, cap, x.shape[1])).at[expert, jnp.where(keep, slot, cap)].set(x, mode="drop")
        y = buf * 2.0 + 1.0
        back = y[expert, jnp.minimum(slot, cap - 1)] * gate[:, None]
        return expert, slot, buf, jnp.where(keep[:, None], back, x)

    ml = randn(24, 4)
    ml[:, 1] += 1.0
    add("moe_dispatch_capacity_drop", "gather-scatter",
        "MoE top-1 dispatch: argmax routing, position-in-expert by cumsum of one-hot, capacity 5 with overflow "
        "tokens dropped (scatter mode='drop'), expert compute, gather back weighted by the gate, dropped tokens pass "
        "through",
        moe_dispatch, [randn(24, 6), ml], 1e-6, 1e-6)

    def beam_step(scores, logp, hist, beam=4):
        V = logp.shape[-1]
        cand = (scores[:, :, None] + logp).reshape(scores.shape[0], -1)
        top, idx = lax.top_k(cand, beam)
        src, tok = idx // V, idx % V
        nh = jnp.take_along_axis(hist, src[:, :, None], axis=1)
        nh = jnp.concatenate([nh, tok[:, :, None]], -1)
        return top, src, tok, nh

    bs = f32(0.0, -1.0, -1.0, -jnp.inf)[None].repeat(2, 0)
    add("beam_search_step", "composite",
        "one beam-search step over 4 beams x vocab 37: top_k of flattened scores (tied beams, a -inf dead beam), "
        "beam = idx // V, token = idx % V, history gathered by the source beam and extended",
        beam_step, [bs, np.round(np.asarray(jax.nn.log_softmax(randn(2, 4, 37), -1)), 2).astype(F32),
                    rng.integers(0, 37, (2, 4, 3)).astype(S32)], 1e-6, 1e-6)
    pq = randn(5, 21)
    pq[1, 3] = NAN
    pq[2, :] = np.round(pq[2], 0)
    add("median_percentile_quantile", "composite",
        "jnp.median, jnp.percentile (linear, lower, higher, nearest, midpoint), jnp.quantile over rows incl. a NaN "
        "row (NaN) and nanmedian skipping it; ties from rounded values",
        lambda x: (jnp.median(x, 1), jnp.nanmedian(x, 1), jnp.percentile(x, f32(0, 10, 25, 50, 90, 100), axis=1),
                   *[jnp.percentile(x, 37.5, axis=1, method=m) for m in ("lower", "higher", "nearest", "midpoint")],
                   jnp.quantile(x, 0.333, axis=1)),
        [pq], 1e-6, 1e-6)
    xh = (randn(6, 40, scale=4.0) + 4.0).astype(np.float16)
    add("f16_softmax_layernorm_matmul", "composite",
        "half-precision pieces: f16 softmax (max-subtracted; exp of values up to ~30 would overflow f16), f16 "
        "layernorm with f32 statistics, f16 matmul, and a naive f16 exp-sum that overflows to inf",
        lambda x, w: (jax.nn.softmax(x, -1), _layer_norm(x, jnp.ones(40, jnp.float16), jnp.zeros(40, jnp.float16)),
                      x @ w, jnp.sum(jnp.exp(x), -1)),
        [xh, randn(40, 8, scale=0.3).astype(np.float16)], 5e-3, 5e-3)

    def spectral_norm(w, u0):
        def body(c):
            u, v, k, s_old, s = c
            v = w.T @ u
            v = v / (jnp.linalg.norm(v) + 1e-12)
            u = w @ v
            u = u / (jnp.linalg.norm(u) + 1e-12)
            return u, v, k + 1, s, u @ w @ v
        u, v, k, _, s = lax.while_loop(lambda c: (c[2] < 200) & (jnp.abs(c[4] - c[3]) > 1e-6 * jnp.abs(c[4])), body,
                                       (u0, jnp.zeros(w.shape[1], w.dtype), jnp.int32(0), jnp.zeros((), w.dtype), jnp.ones((), w.dtype)))
        return w / s, s, k

    add("spectral_norm_power_iteration", "control-flow",
        "spectral normalisation by power iteration in a while loop with a relative-change exit test and an "
        "iteration counter; normalised weight, sigma and the trip count",
        spectral_norm, [randn(10, 7), randn(10)], 1e-4, 1e-5)

    def clip_loss(a, b, scale):
        an = a / jnp.maximum(jnp.linalg.norm(a, axis=-1, keepdims=True), 1e-8)
        bn = b / jnp.maximum(jnp.linalg.norm(b, axis=-1, keepdims=True), 1e-8)
        lg = jnp.exp(jnp.minimum(scale, jnp.log(100.0))) * an @ bn.T
        lab = jnp.arange(a.shape[0])
        l1 = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(lg, 1), lab[:, None], 1))
        l2 = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(lg, 0), lab[None, :], 0))
        return (l1 + l2) / 2, lg

    ca = randn(8, 24)
    ca[5] = 0.0
    add("clip_contrastive_loss_grad", "composite",
        "CLIP symmetric contrastive loss: L2-normalised embeddings (one zero vector, eps-clamped norm), logit "
        "scale exp(min(s, log 100)), cross-entropy over rows and columns, and gradients w.r.t. both embeddings and "
        "the scale",
        lambda a, b, s: (clip_loss(a, b, s), jax.grad(lambda a, b, s: clip_loss(a, b, s)[0], argnums=(0, 1, 2))(a, b, s)),
        [ca, randn(8, 24), F32(2.659)], 2e-5, 2e-5)
    srt = f32(3.0, -0.0, 0.0, NAN, 1.0, -INF, 1.0, INF, -NAN, 2.0, -1.0, 0.0, 3.0, -0.0).astype(BF16)
    add("bf16_sort_argsort_topk_ties", "sort",
        "bf16 sort / stable argsort (descending too) / argmax / top_k with +-0, NaN of both signs, +-inf and ties "
        "(total order: -NaN < -inf < ... < -0 < 0 < ... < inf < NaN for sort)",
        lambda x: (jnp.sort(x), jnp.argsort(x, stable=True), jnp.argsort(x, stable=True, descending=True),
                   jnp.argmax(x), lax.top_k(x, 5)),
        [srt], 0.0, 0.0)
    return out
