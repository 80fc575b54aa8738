"""Control flow and loop state: JAX programs aimed at how an implementation keeps the state of
while loops, scans and conditionals in memory -- carries that rotate, shift, duplicate or swap
their elements, in-place updates of a carry whose old value is still read, pytree carries,
nested loops sharing arrays, loops with zero and one trips, conditionals that hand their operands
back in another order, and reverse-mode gradients (whose bodies shuffle state). The values are
exact (small integers, in s32 or f32) and differ in every slot and every iteration, so a value
read from the wrong buffer shows. Every case name starts with ``dy_``."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

F32 = np.float32
S32 = np.int32


def f32(*v) -> np.ndarray:
    return np.array(v, dtype=F32)


def s32(*v) -> np.ndarray:
    return np.array(v, dtype=S32)


def cases() -> list[dict]:
    rng = np.random.default_rng(20240612)
    out: list[dict] = []

    def add(name, category, description, fn, args, rtol=0.0, atol=0.0, **kw):
        out.append(dict(name=f"dy_{name}", category=category, description=description, fn=fn,
                        args=[np.asarray(a) for a in args], rtol=rtol, atol=atol, **kw))

    a4, b4, c4 = f32(1, 2, 3, 4), f32(10, 20, 30, 40), f32(100, 200, 300, 400)
    ia, ib, ic = s32(1, -2, 3), s32(7, 11, -13), s32(100, -200, 300)

    # ---- loop state permutations ----------------------------------------------------------------
    add("fori_rotate3", "control-flow",
        "fori_loop 7 trips with carry (a,b,c)->(b,c,a) (pure rotation) and (a,b,c)->(b+k,c,a*2) (rotation "
        "with an update): every element takes another's old value",
        lambda a, b, c: (lax.fori_loop(0, 7, lambda k, s: (s[1], s[2], s[0]), (a, b, c)),
                         lax.fori_loop(0, 7, lambda k, s: (s[1] + k.astype(jnp.float32), s[2], s[0] * 2.0),
                                       (a, b, c))),
        [a4, b4, c4])
    add("fori_rotate5_mixed", "control-flow",
        "fori_loop 9 trips over a 5-element carry of s32[3] arrays (a,c,e) and s32 scalars (b,d) mixed: the "
        "arrays rotate with an update, the scalars swap with one: (a,b,c,d,e)->(c,d,e+a,b*3,a)",
        lambda a, b, c, d, e: lax.fori_loop(0, 9, lambda k, s: (s[2], s[3], s[4] + s[0], s[1] * 3, s[0]),
                                            (a, b, c, d, e)),
        [ia, S32(5), ib, S32(-9), ic])
    add("fori_shift_update", "control-flow",
        "fori_loop 6 trips (a,b,c)->(2a+1+k, a, b): a shift register whose head is updated from its old value",
        lambda a, b, c: lax.fori_loop(0, 6, lambda k, s: (s[0] * 2 + 1 + k, s[0], s[1]), (a, b, c)),
        [ia, ib, ic])
    add("fori_shift_update_f32", "control-flow",
        "fori_loop 5 trips in f32 (a,b,c,d)->(a*0.5+b, a, b-c, c): shifting and updating in the same step",
        lambda a, b, c, d: lax.fori_loop(0, 5, lambda k, s: (s[0] * 0.5 + s[1], s[0], s[1] - s[2], s[2]),
                                         (a, b, c, d)),
        [f32(64, 32, 16, 8), a4, b4, c4])
    add("fori_duplicate_slots", "control-flow",
        "fori_loops that write one value into two slots: (a,b)->(a+b,a+b), (a,b)->(a,a), (a,b)->(b,b), and "
        "(a,b,c)->(c,c,a+1)",
        lambda a, b, c: (lax.fori_loop(0, 4, lambda k, s: (s[0] + s[1], s[0] + s[1]), (a, b)),
                         lax.fori_loop(0, 3, lambda k, s: (s[0], s[0]), (a, b)),
                         lax.fori_loop(0, 3, lambda k, s: (s[1], s[1]), (a, b)),
                         lax.fori_loop(0, 5, lambda k, s: (s[2], s[2], s[0] + 1), (a, b, c))),
        [ia, ib, ic])
    add("fori_swap_update", "control-flow",
        "fori_loop (a,b)->(b, a-2b+k) and (a,b,c)->(c*2, b, a) (a swap with an update, a fixed middle element)",
        lambda a, b, c: (lax.fori_loop(0, 8, lambda k, s: (s[1], s[0] - 2 * s[1] + k), (a, b)),
                         lax.fori_loop(0, 5, lambda k, s: (s[2] * 2, s[1], s[0]), (a, b, c))),
        [ia, ib, ic])

    def nested_body(k, s):
        (x, (y, z)), w = s
        return ((z + 1, (w * 2, x)), y - w)

    add("fori_nested_tuple_carry", "control-flow",
        "fori_loop over a carry of tuples of tuples ((x,(y,z)),w) -> ((z+1,(2w,x)), y-w), arrays and scalars",
        lambda x, y, z, w: lax.fori_loop(0, 7, nested_body, ((x, (y, z)), w)),
        [ia, S32(4), ib, S32(-3)])

    def dict_body(k, s):
        return {"h": s["c"]["v"] + s["h"], "c": {"v": s["h"], "n": s["c"]["n"] + 1}, "t": (s["t"][1], s["t"][0])}

    add("fori_dict_carry", "control-flow",
        "fori_loop with a dict pytree carry {h, c:{v,n}, t:(p,q)}: h <- v+h, v <- old h, t swapped each trip",
        lambda h, v, p, q: lax.fori_loop(0, 6, dict_body, {"h": h, "c": {"v": v, "n": jnp.int32(0)}, "t": (p, q)}),
        [a4, b4, f32(-1, -2, -3, -4), c4])
    add("fori_same_init_array", "control-flow",
        "the same array passed into three slots of a fori_loop init: (a,b,c)->(a+1, a*b, c-b) with a=b=c=x at "
        "the start; and the input returned too",
        lambda x: (lax.fori_loop(0, 4, lambda k, s: (s[0] + 1, s[0] * s[1], s[2] - s[1]), (x, x, x)), x),
        [s32(1, 2, -3, 4)])
    add("while_rotate_until", "control-flow",
        "while_loop rotating (a,b,c,i) -> (b,c,a+b,i+1) until a's sum exceeds a bound (a data-dependent trip count)",
        lambda a, b, c: lax.while_loop(lambda s: (jnp.sum(s[0]) < 500) & (s[3] < 50),
                                       lambda s: (s[1], s[2], s[0] + s[1], s[3] + 1), (a, b, c, jnp.int32(0))),
        [ia, ib, s32(2, 2, 2)])
    add("fori_six_carry_partial", "control-flow",
        "fori_loop with 6 carries of which only some change: (a,b,c,d,e,f)->(a,c,b,d+a,e,f*2-e): passed-through, "
        "swapped and updated elements side by side",
        lambda a, b, c, d, e, f: lax.fori_loop(0, 5, lambda k, s: (s[0], s[2], s[1], s[3] + s[0], s[4],
                                                                   s[5] * 2 - s[4]), (a, b, c, d, e, f)),
        [ia, ib, ic, s32(0, 1, 2), S32(3), s32(5, 6, 7)])
    add("fori_unrolled_rotate", "control-flow",
        "fori_loop with unroll=2 and unroll=3 over 7 trips of (a,b,c)->(b+1,c,a*2): the unrolled body chains "
        "rotations inside one iteration; a remainder iteration",
        lambda a, b, c: (lax.fori_loop(0, 7, lambda k, s: (s[1] + 1, s[2], s[0] * 2), (a, b, c), unroll=2),
                         lax.fori_loop(0, 7, lambda k, s: (s[1] + 1, s[2], s[0] * 2), (a, b, c), unroll=3)),
        [ia, ib, ic])

    # ---- in-place updates in loops --------------------------------------------------------------
    add("fori_set_keep_old", "control-flow",
        "fori_loop (x, prev) -> (x.at[k].set(10k+x[k]), x): the updated carry and the carry's old value both "
        "live on; prev must be the value before the update",
        lambda x: lax.fori_loop(0, 4, lambda k, s: (s[0].at[k].set(10 * k + s[0][k] + s[1][k]), s[0]),
                                (x, jnp.zeros_like(x))),
        [s32(1, 2, 3, 4, 5)])
    add("fori_add_then_read_old", "control-flow",
        "fori_loop where x.at[k%3].add(y) is formed and the old x is read after it in the same iteration: "
        "(x, acc) -> (x', acc + x*2 + x')",
        lambda x, y: lax.fori_loop(0, 6, lambda k, s: (lambda nx: (nx, s[1] + s[0] * 2 + nx))(
            s[0].at[k % 3].add(y[k])), (x, jnp.zeros_like(x))),
        [s32(1, 2, 3), s32(5, -7, 11, 13, -17, 19)])
    add("fori_dus_rows_old_and_new", "control-flow",
        "fori_loop writing row k of a carry with dynamic_update_slice, returning (new, new + old) as carry and "
        "an accumulator: both versions of the buffer read in one iteration",
        lambda m, r: lax.fori_loop(0, 4, lambda k, s: (lambda nm: (nm, s[1] + nm - s[0]))(
            lax.dynamic_update_slice(s[0], (r * (k + 1) + s[0][k])[None, :], (k, 0))), (m, jnp.zeros_like(m))),
        [np.arange(12, dtype=S32).reshape(4, 3), s32(3, -1, 4)])
    add("fori_dus_swap_buffers", "control-flow",
        "fori_loop (a, b) -> (dynamic_update_slice(b, a[k], k), a): a row written into the other buffer while the "
        "two buffers swap (ping-pong)",
        lambda a, b: lax.fori_loop(0, 5, lambda k, s: (lax.dynamic_update_slice(s[1], lax.dynamic_slice(s[0], (k, 0), (1, 2)) + k,
                                                                                (k, 0)), s[0]), (a, b)),
        [np.arange(10, dtype=S32).reshape(5, 2), -np.arange(10, dtype=S32).reshape(5, 2) - 100])
    add("fori_scatter_add_dups", "control-flow",
        "fori_loop scatter-adding into a carry with duplicate indices (x.at[idx].add) and returning the old "
        "carry too: (x, old) -> (x.at[idx+k%2].add(v*k), x)",
        lambda x, idx, v: lax.fori_loop(0, 5, lambda k, s: (s[0].at[(idx + k % 2) % 6].add(v * k), s[0]),
                                        (x, jnp.zeros_like(x))),
        [s32(0, 1, 2, 3, 4, 5), s32(0, 2, 2, 5, 0, 0), s32(1, 10, 100, 1000, 10000, 100000)])
    add("fori_scatter_set_swap", "control-flow",
        "fori_loop (x, y) -> (y.at[k].set(x[k]*2), x.at[5-k].set(-k)): two in-place updates of swapped buffers",
        lambda x, y: lax.fori_loop(0, 6, lambda k, s: (s[1].at[k].set(s[0][k] * 2), s[0].at[5 - k].set(-k)),
                                   (x, y)),
        [s32(1, 2, 3, 4, 5, 6), s32(10, 20, 30, 40, 50, 60)])

    def scan_before_after(c, x):
        a, b, n = c
        na = a * 2 + x
        nb = b + a
        return (na, nb, n + 1), (a, na, nb - b, n)

    add("scan_ys_before_after", "control-flow",
        "lax.scan with 3 carries whose ys stack the carry before and after the update (a, a', b'-b, n)",
        lambda xs, a, b: lax.scan(scan_before_after, (a, b, jnp.int32(0)), xs),
        [np.arange(15, dtype=S32).reshape(5, 3) - 4, ia, ib])
    add("scan_reverse_multi", "control-flow",
        "lax.scan reverse=True with carries (a,b)->(b+x, a) and ys (a, x*b): ys stacked from the end",
        lambda xs, a, b: lax.scan(lambda c, x: ((c[1] + x, c[0]), (c[0], x * c[1])), (a, b), xs, reverse=True),
        [np.arange(12, dtype=S32).reshape(4, 3) + 1, ia, ib])

    def tree_step(c, x):
        return {"p": c["q"] + x["u"], "q": c["p"] - x["v"][0]}, {"s": c["p"] * x["v"][1], "t": (c["q"], x["u"])}

    add("scan_pytree", "control-flow",
        "lax.scan over a pytree: dict carry {p,q} crossing each other, xs {u, v:(v0,v1)}, ys {s, t:(q, u)}",
        lambda p, q, u, v0, v1: lax.scan(tree_step, {"p": p, "q": q}, {"u": u, "v": (v0, v1)}),
        [ia, ib, np.arange(12, dtype=S32).reshape(4, 3), s32(1, 2, 3, 4), s32(2, -1, 3, 1)])

    def outer_scan(c, xrow):
        def inner(ci, x):
            return ci * 2 + x + c, ci
        t, ys = lax.scan(inner, c, xrow)
        return t - c, (ys, t)

    add("scan_nested", "control-flow",
        "nested lax.scan: the inner scan's init is the outer carry and its body reads the outer carry too; "
        "stacked outputs of both levels",
        lambda c, xs: lax.scan(outer_scan, c, xs),
        [S32(1), np.arange(12, dtype=S32).reshape(3, 4) - 5])

    def cond_step(c, x):
        a, b = c
        a2, b2 = lax.cond(x % 2 == 0, lambda p: (p[1], p[0] + x), lambda p: (p[0] - x, p[1]), (a, b))
        return (a2, b2), a2 * 10 + b2

    add("scan_cond_body", "control-flow",
        "lax.scan whose body is a lax.cond that swaps the carry (with an update) on even x and updates one "
        "element in place on odd x",
        lambda a, b, xs: lax.scan(cond_step, (a, b), xs),
        [S32(3), S32(-5), s32(2, 7, 4, 4, 1, 8, 3, 6)])
    add("scan_unroll_remainder", "control-flow",
        "lax.scan with unroll=3 over 7 steps of carry (a,b,c)->(c, a+x, b) with ys (a, c): unrolled rotation",
        lambda a, b, c, xs: lax.scan(lambda s, x: ((s[2], s[0] + x, s[1]), (s[0], s[2])), (a, b, c), xs, unroll=3),
        [ia, ib, ic, np.arange(21, dtype=S32).reshape(7, 3)])

    # ---- nested loops ---------------------------------------------------------------------------
    def nested_fori(m, v):
        def outer(i, s):
            m, v = s

            def inner(j, t):
                mm, vv = t
                return mm.at[i, j].add(vv[j]), vv.at[j].set(vv[j] + i)
            m, v = lax.fori_loop(0, 4, inner, (m, v))
            return m, v * 2
        return lax.fori_loop(0, 3, outer, (m, v))

    add("fori_nested_shared", "control-flow",
        "fori_loop inside fori_loop, both updating the same two arrays in place (m[i,j] += v[j]; v[j] += i) and the "
        "outer one rescaling v after the inner loop",
        nested_fori, [np.zeros((3, 4), S32), s32(1, 2, 3, 4)])

    def triangular(n, x):
        def outer(i, acc):
            return lax.fori_loop(0, i + 1, lambda j, a: a.at[i].add(x[j] * (j + 1)), acc)
        return lax.fori_loop(0, n, outer, jnp.zeros(6, jnp.int32))

    add("fori_inner_count_outer", "control-flow",
        "nested fori_loop whose inner trip count is the outer index + 1 (a triangular loop nest) and whose outer "
        "trip count is an input",
        triangular, [S32(5), s32(3, -1, 4, 1, -5, 9)])

    def scan_while(c, x):
        def body(s):
            v, n = s
            return jnp.where(v % 2 == 0, v // 2, 3 * v + 1), n + 1
        v, n = lax.while_loop(lambda s: s[0] > 1, body, (x + c, jnp.int32(0)))
        return c + n, (n, v)

    add("scan_while_inside", "control-flow",
        "a while_loop with a data-dependent exit (Collatz steps) inside a lax.scan; its step count feeds the "
        "scan's carry",
        lambda c, xs: lax.scan(scan_while, c, xs), [S32(0), s32(6, 7, 1, 27, 2, 9)])

    # ---- conditionals ---------------------------------------------------------------------------
    add("cond_operand_orders", "control-flow",
        "lax.cond whose branches return its operands in different orders (b,a,c) / (c,b,a) and one unchanged",
        lambda p, a, b, c: (lax.cond(p > 0, lambda t: (t[1], t[0], t[2]), lambda t: (t[2], t[1], t[0]), (a, b, c)),
                            lax.cond(p < 0, lambda t: (t[1], t[0], t[2]), lambda t: (t[2], t[1], t[0]), (a, b, c)),
                            lax.cond(p > 0, lambda t: t, lambda t: (t[0] + 1, t[1], t[2]), (a, b, c))),
        [S32(1), ia, ib, ic])
    add("switch_permutations", "control-flow",
        "lax.switch over 4 branches returning permutations / duplicates of its operands ((a,b),(b,a),(a,a),(b,a+b)) "
        "for each index 0..3 (vmapped index -> select)",
        lambda i, a, b: (lax.switch(i, [lambda a, b: (a, b), lambda a, b: (b, a), lambda a, b: (a, a),
                                        lambda a, b: (b, a + b)], a, b),
                         lax.switch(i + 1, [lambda a, b: (a, b), lambda a, b: (b, a), lambda a, b: (a, a),
                                            lambda a, b: (b, a + b)], a, b),
                         lax.switch(3 - i, [lambda a, b: (a, b), lambda a, b: (b, a), lambda a, b: (a, a),
                                            lambda a, b: (b, a + b)], a, b)),
        [S32(1), ia, ib])

    def loop_cond_swap(k, s):
        a, b, c = s
        return lax.cond(k % 3 == 0, lambda t: (t[1], t[0], t[2] + 1),
                        lambda t: lax.cond(k % 3 == 1, lambda u: (u[0] * 2, u[2], u[1]), lambda u: u, t), (a, b, c))

    add("fori_cond_permute", "control-flow",
        "lax.cond inside a fori_loop: trip k%3==0 swaps a,b; ==1 doubles a and swaps b,c; ==2 returns the carry "
        "unchanged (nested cond)",
        lambda a, b, c: lax.fori_loop(0, 8, loop_cond_swap, (a, b, c)), [ia, ib, ic])
    add("select_n_loop", "control-flow",
        "lax.select_n with a 3-way s32 case index inside a fori_loop choosing among (a,b,a+b) per element, carry "
        "(a,b)->(sel, a)",
        lambda w, a, b: lax.fori_loop(0, 5, lambda k, s: (lax.select_n((w + k) % 3, s[0], s[1], s[0] + s[1]), s[0]),
                                      (a, b)),
        [s32(0, 1, 2, 0, 1, 2), s32(1, 2, 3, 4, 5, 6), s32(-1, -2, -3, -4, -5, -6)])
    add("switch_in_while", "control-flow",
        "lax.switch on k%3 inside a while_loop over (k, a, b): branches (b,a), (a+b,b), (a,a-b)",
        lambda a, b: lax.while_loop(lambda s: s[0] < 7, lambda s: (s[0] + 1,) + lax.switch(
            s[0] % 3, [lambda a, b: (b, a), lambda a, b: (a + b, b), lambda a, b: (a, a - b)], s[1], s[2]),
            (jnp.int32(0), a, b)),
        [ia, ib])

    # ---- trip counts, passthrough ---------------------------------------------------------------
    def trips(n, a, b):
        return lax.fori_loop(0, n, lambda k, s: (s[1] + k, s[0] * 3), (a, b))

    add("fori_zero_one_trips", "control-flow",
        "fori_loop (a,b)->(b+k, 3a) with the trip count an input: 0 trips (the init comes back), 1 trip, 2 trips",
        lambda n0, n1, n2, a, b: (trips(n0, a, b), trips(n1, a, b), trips(n2, a, b)),
        [S32(0), S32(1), S32(2), ia, ib])
    add("while_zero_trips_carry_out", "control-flow",
        "while_loop whose predicate is false at the start: the init tuple (an input twice, a constant) is the "
        "result; and the input itself returned beside it",
        lambda a, b: (lax.while_loop(lambda s: s[0][0] > 100, lambda s: (s[1], s[0], s[2] + 1), (a, b, a)), a, b),
        [ia, ib])
    add("fori_passthrough_param", "control-flow",
        "fori_loop whose carry holds an entry parameter unchanged (read each trip) next to a changing element; "
        "both, and the parameter, returned",
        lambda p, x: (lax.fori_loop(0, 5, lambda k, s: (s[0], s[1] * 2 + s[0]), (p, x)), p + 1),
        [ia, ib])
    add("fori_cumsum_inside", "control-flow",
        "jnp.cumsum of the carry inside a fori_loop: (x, y) -> (cumsum(x) - y, x)",
        lambda x, y: lax.fori_loop(0, 4, lambda k, s: (jnp.cumsum(s[0]) - s[1], s[0]), (x, y)),
        [s32(1, 2, 3, 4, 5), s32(5, 4, 3, 2, 1)])
    add("associative_scan", "cumulative",
        "jax.lax.associative_scan with add over s32[13] and with a pair operator ((a1,b1),(a2,b2))->(a1*a2, a2*b1+b2) "
        "(an affine recurrence), and reverse=True",
        lambda x, m, c: (lax.associative_scan(jnp.add, x),
                         lax.associative_scan(lambda l, r: (l[0] * r[0], r[0] * l[1] + r[1]), (m, c)),
                         lax.associative_scan(jnp.add, x, reverse=True)),
        [s32(*range(-6, 7)), s32(1, -1, 2, 1, -1, 1, 1, 2, -1, 1), s32(3, 1, -2, 5, 0, 1, -1, 2, 4, -3)])

    add("update_after_cond_passthrough", "control-flow",
        "a lax.cond that returns its operand unchanged in one branch, then in-place updates (x.at[0].set, "
        "dynamic_update_slice) of that same operand after the cond: the cond result must keep the old value",
        lambda p, x: (lambda y: (y, x.at[0].set(99), lax.dynamic_update_slice(x, s32(-7, -8), (p + 1,)), x))(
            lax.cond(p > 0, lambda t: t, lambda t: t + 1, x)),
        [S32(1), s32(1, 2, 3, 4, 5)])
    add("update_after_loop", "control-flow",
        "in-place updates of a fori_loop's result and of its init after the loop (r.at[0].set, x.at[1].set), with "
        "the init also returned: the loop must not have run in the init's buffer",
        lambda x: (lambda r: (r.at[0].set(-1), x.at[1].set(-2), x, r))(
            lax.fori_loop(0, 3, lambda k, v: v.at[k].add(v[k + 1] * 10), x)),
        [s32(1, 2, 3, 4, 5)])
    add("while_const_and_param_carry", "control-flow",
        "while_loop whose init mixes a constant (zeros), an entry parameter, and the parameter plus one; the body "
        "reads the constant slot and rotates (z,p,q)->(q-p, z+k, p) until a counter stops",
        lambda p: lax.while_loop(lambda s: s[3] < 5, lambda s: (s[2] - s[1], s[0] + s[3], s[1], s[3] + 1),
                                 (jnp.zeros_like(p), p, p + 1, jnp.int32(0))),
        [s32(3, -4, 5)])

    # ---- gradients ------------------------------------------------------------------------------
    def fori_poly(x, w):
        return jnp.sum(lax.fori_loop(0, 4, lambda k, s: (s[1] * w, s[0] + s[1] * x), (x, w))[1])

    add("grad_fori_swap", "composite",
        "jax.grad w.r.t. both inputs through a fori_loop whose carry swaps with updates (a,b)->(b*w, a+b*x): the "
        "reverse-mode body shuffles the cotangents",
        jax.grad(fori_poly, argnums=(0, 1)), [f32(0.5, -1.0, 2.0), f32(1.0, 0.25, -0.5)])

    def scan_loss(w, xs):
        def step(c, x):
            h, g = c
            return (g * w + x, h * 0.5), h * g
        (h, g), ys = lax.scan(step, (w, w * 2.0), xs)
        return jnp.sum(ys) + jnp.sum(h) - jnp.sum(g)

    add("grad_scan_rotating", "composite",
        "jax.grad through a lax.scan (a while loop in HLO) with carry (h,g)->(g*w+x, h/2) and ys h*g: the "
        "transposed scan runs in reverse carrying the swapped cotangents",
        jax.grad(scan_loss, argnums=(0, 1)), [f32(0.5, -1.0, 0.25), np.array([[1, 0, -1], [2, 1, 0], [-1, 1, 2],
                                                                              [0, 2, 1]], F32)])

    def remat_loss(w, xs):
        @jax.checkpoint
        def step(h, x):
            return jnp.sin(h * w + x), h

        h, ys = lax.scan(step, jnp.ones_like(w), xs)
        return jnp.sum(h) + jnp.sum(ys * ys)

    add("grad_remat_scan", "composite",
        "jax.grad through a lax.scan whose body is jax.checkpoint (rematerialized sin(h*w+x) in the backward loop)",
        jax.grad(remat_loss, argnums=(0, 1)), [f32(0.5, -0.7, 1.1), rng.standard_normal((5, 3)).astype(F32)],
        1e-5, 1e-5)

    def while_scan_loss(x):
        # scan with a length taken from the shape: jax lowers this to a while loop over a counter
        def step(c, _):
            a, b = c
            return (b, a * x + b), a
        (a, b), ys = lax.scan(step, (x, jnp.ones_like(x)), None, length=4)
        return jnp.sum(a * b) + jnp.sum(ys)

    add("grad_scan_no_xs", "composite",
        "jax.grad of a scan with no xs (length=4) and carry (a,b)->(b, a*x+b) plus ys a: the backward while loop "
        "carries a stack of residuals and swapped cotangents",
        jax.grad(while_scan_loss), [f32(0.5, -1.0, 2.0, 0.25)])

    # ---- vmap, building matrices ----------------------------------------------------------------
    def vwhile(x, lim):
        return lax.while_loop(lambda s: s[0] < lim, lambda s: (s[0] * 2 + 1, s[1] + s[0], s[2] + 1),
                              (x, jnp.int32(0), jnp.int32(0)))

    add("vmap_while_batched_pred", "control-flow",
        "vmap of a while_loop whose predicate depends on the batched carry and a batched limit: lanes finish at "
        "different trips and must freeze (x,acc,n)->(2x+1, acc+x, n+1)",
        jax.vmap(vwhile), [s32(0, 1, 5, 100, 2, 3), s32(10, 1000, 6, 50, 0, 64)])

    def rows_then_use(v):
        def body(i, m):
            row = jnp.roll(v, i) * (i + 1)
            return m.at[i].set(row)
        m = lax.fori_loop(0, 4, body, jnp.zeros((4, 4), jnp.float32))
        return m, m @ m.T, m @ v

    add("fori_build_matrix", "control-flow",
        "fori_loop building a matrix row by row (m.at[i].set(roll(v,i)*(i+1))) and then using it (m m^T, m v)",
        rows_then_use, [f32(1, 2, -1, 3)])
    return out
