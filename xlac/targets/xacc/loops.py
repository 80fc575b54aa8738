"""Whole-loop execution: a counted loop whose iterations are independent runs all at once.

The simulator's per-instruction closures cost a few microseconds each; a streamed kernel's inner
loop runs hundreds of thousands of times. A loop qualifies when its body is straight-line vector
and scalar arithmetic with contiguous loads and stores, its only loop-carried value is the
induction register (``addi sI, sI, c`` ... ``blt sI, sL, top``), and no iteration reads what
another writes (checked on the actual addresses before anything runs). Such a loop is translated
once into closures over registers widened by an iteration axis ((iterations, 16) lanes) and
executed with one numpy operation per instruction. Counts and cycles are exactly those of the
iterations it stands for, so statistics do not change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from . import isa
from . import semantics as sem

_SCALAR_OK = {"add", "sub", "mul", "and", "or", "xor", "addi", "muli", "andi", "shli", "li", "mov"}
_MEM = {"vld", "vst", "vlds"}
_VECTOR_NO = {"vgth", "vsct", "vredsum", "vredmax", "vredmin"}
MIN_ITERATIONS = 4


@dataclass
class Loop:
    top: int
    branch: int
    induction: int
    step: int
    limit: int
    cost: int  # cycles of one iteration (static model)
    refusals: int = 0


_NOT_WRITES = {"vst", "vsct", "sts", "setvl", "mcfg", "dcfg", "dld", "dst", "dwait", "hcall", "halt", "nop",
               "mmac", "mzero", "mst", "beq", "bne", "blt", "bge", "jmp"}


def _regs(ins: isa.Instr) -> tuple[list[int], list[int], tuple[str, int] | None]:
    """(scalar registers read, vector registers read, the register written as (class, n))."""
    info = ins.info
    fields = [ins.a, ins.b, ins.c]
    sreads, vreads, written = [], [], None
    k = 0
    for pos, kind in enumerate(info.form):
        if kind in "svam":
            reg = fields[k]
            k += 1
            cls = "s" if kind in "sm" else kind
            if pos == 0 and kind in "sv" and info.name not in _NOT_WRITES:
                written = (cls, reg)
            elif cls == "s":
                sreads.append(reg)
            elif cls == "v":
                vreads.append(reg)
        elif kind == "w":
            vreads.append(ins.imm)
    return sreads, vreads, written


def find_loops(code: list[isa.Instr], costs: list[int]) -> dict[int, Loop]:
    """Loop top pc -> Loop, for every loop the batch executor may run."""
    loops: dict[int, Loop] = {}
    for pc, ins in enumerate(code):
        if ins.info.name != "blt" or not 0 <= ins.imm < pc:
            continue
        top = ins.imm
        body = code[top:pc]
        ind, lim = ins.a, ins.b
        allowed = all(
            (b.info.unit == isa.SCALAR and b.info.name in _SCALAR_OK)
            or (b.info.unit in (isa.VECTOR, isa.SFU) and b.info.name not in _VECTOR_NO and isa.TYPES[b.t] != "x")
            for b in body)
        if not allowed:
            continue
        all_w = [_regs(b)[2] for b in body]
        s_all = {w[1] for w in all_w if w and w[0] == "s"}
        v_all = {w[1] for w in all_w if w and w[0] == "v"}
        seen: set[tuple[str, int]] = set()
        step = 0
        ok = lim not in s_all
        for b, w in zip(body, all_w):
            sreads, vreads, _ = _regs(b)
            for r in sreads:
                if r != ind and r in s_all and ("s", r) not in seen:
                    ok = False  # carried from the previous iteration
            for r in vreads:
                if r in v_all and ("v", r) not in seen:
                    ok = False
            if w == ("s", ind):
                if b.info.name == "addi" and b.b == ind and b.imm > 0:
                    step += b.imm
                else:
                    ok = False
            elif w is not None:
                if w in seen and w[0] == "s":
                    ok = False  # a scalar written twice
                seen.add(w)
        if ok and step > 0:
            loops[top] = Loop(top, pc, ind, step, lim, sum(costs[top:pc + 1]))
    return loops


_BATCH_CLASSES: dict[type, type] = {}


def _batch_class(machine_class: type) -> type:
    """A subclass of the simulator's machine class (simulator.Machine, which imports this module:
    it is passed in, not imported) whose registers are widened by an iteration axis; one per class."""
    if machine_class not in _BATCH_CLASSES:

        class _Batch(machine_class):  # type: ignore[misc, valid-type]
            """Registers widened by an iteration axis; the machine's own translator makes the closures."""

            def __init__(self, machine: Any, n: int):  # noqa: D107 - no Machine.__init__: no code to decode
                _init_batch(self, machine, n)

        _BATCH_CLASSES[machine_class] = _Batch
    return _BATCH_CLASSES[machine_class]


def _init_batch(self, machine, n: int) -> None:
    self.n = n
    self.S = list(machine.S)
    self.desc = machine.desc
    self.V = np.empty((machine.desc.vector_registers, n, machine.desc.lanes), np.uint32)
    self.V[:] = machine.V[:, None, :]
    self.VF = self.V.view(np.float32)
    self.VI = self.V.view(np.int32)
    self.spm = machine.spm
    self.vl = machine.vl
    self.machine = machine


def run_loop(machine, loop: Loop, counts: list[int]) -> int | None:
    """Run every remaining iteration of ``loop`` at once; returns the cycles they take, or None
    (the loop then runs one instruction at a time)."""
    S = machine.S
    n = -(-(S[loop.limit] - S[loop.induction]) // loop.step)
    if n < MIN_ITERATIONS:
        return None
    body = machine.code[loop.top:loop.branch]
    b = _batch_class(type(machine))(machine, n)
    b.S[loop.induction] = S[loop.induction] + loop.step * np.arange(n, dtype=np.int64)
    fns = [_translate(machine, b, ins) for ins in body]
    # pass 1: the scalar part alone gives every address; check the iterations are independent
    for ins, f in zip(body, fns):
        if ins.info.unit == isa.SCALAR:
            f()
    order = 0
    accesses = []
    for ins in body:
        name = ins.info.name
        if name in _MEM:
            base = ins.a if name == "vst" else ins.b
            addr = np.broadcast_to(np.asarray(b.S[base], dtype=np.int64) + ins.imm, (n,))
            width = sem.MEMORY[isa.TYPES[ins.t]].itemsize * (1 if name == "vlds" else b.vl)
            if addr.min() < 0 or addr.max() + width > machine.desc.scratchpad_bytes:
                return None  # let the one-at-a-time path report the fault
            accesses.append((name == "vst", addr, width, order))
        order += 1
    if not _independent(accesses):
        return None
    b.S = list(S)
    b.S[loop.induction] = S[loop.induction] + loop.step * np.arange(n, dtype=np.int64)
    fns = [_translate(machine, b, ins) for ins in body]
    for f in fns:
        f()
    written_v = {ins.a for ins in body if ins.info.unit in (isa.VECTOR, isa.SFU) and ins.info.name != "vst"}
    for r in written_v:
        machine.V[r] = b.V[r, -1]
    for r, v in enumerate(b.S):
        if isinstance(v, np.ndarray):
            S[r] = int(np.asarray(v).reshape(-1)[-1])
    S[loop.induction] = int(S[loop.induction])
    for pc in range(loop.top, loop.branch + 1):
        counts[pc] += n
    return n * loop.cost


def _independent(accesses: list[tuple[bool, np.ndarray, int, int]]) -> bool:
    """No iteration touches bytes another iteration stores. Within one iteration the batch keeps
    program order (instruction by instruction), so only accesses of different iterations, at
    least one a store, may not overlap. Addresses affine in the iteration (the usual case) are
    checked exactly; others need disjoint ranges."""
    for i, (p_store, p_addr, p_w, _) in enumerate(accesses):
        for j, (q_store, q_addr, q_w, _) in enumerate(accesses):
            if j < i or not (p_store or q_store):
                continue
            if not _apart(p_addr, p_w, q_addr, q_w):
                return False
    return True


def _apart(p: np.ndarray, pw: int, q: np.ndarray, qw: int) -> bool:
    """Whether access p of iteration k and access q of iteration k' != k never overlap."""
    n = len(p)
    sp, sq = p[1] - p[0], q[1] - q[0]
    if sp == sq and sp != 0 and np.all(np.diff(p) == sp) and np.all(np.diff(q) == sq):
        # overlap iff -qw < d + s*m < pw for some m = k' - k, 0 < |m| < n
        d, s = int(q[0] - p[0]), int(sp)
        lo, hi = -qw - d, pw - d  # s*m strictly inside (lo, hi)
        if s > 0:
            m_lo, m_hi = lo // s + 1, -((-hi) // s) - 1
        else:
            m_lo, m_hi = hi // s + 1, -((-lo) // s) - 1
        m_lo, m_hi = max(m_lo, -(n - 1)), min(m_hi, n - 1)
        return m_lo > m_hi or (m_lo == m_hi == 0)
    return p.max() + pw <= q.min() or q.max() + qw <= p.min()


def _translate(machine: Any, b: Any, ins: isa.Instr) -> Any:
    """A closure of ``ins`` on the widened registers (the machine's own translator, rebound)."""
    name = ins.info.name
    t = isa.TYPES[ins.t]
    a, bb, imm = ins.a, ins.b, ins.imm
    S, VI, spm = b.S, b.VI, b.spm
    if name in ("vld", "vlds"):
        dt = sem.MEMORY[t]
        size = dt.itemsize
        bcast = name == "vlds"
        W = b._writer(t)

        def f():
            n = 1 if bcast else b.vl
            addr = np.broadcast_to(np.asarray(S[bb], dtype=np.int64) + imm, (b.n,))
            idx = addr[:, None] + np.arange(n * size)
            vals = spm[idx].view(dt)
            full = np.zeros((b.n, machine.desc.lanes), dt)
            if bcast:
                full[:] = vals[:, :1]
            else:
                full[:, :n] = vals
            W(a, full)
        return f
    if name == "vst":
        dt = sem.MEMORY[t]
        size = dt.itemsize
        R = b._reader(t)

        def f():
            n = b.vl
            addr = np.broadcast_to(np.asarray(S[a], dtype=np.int64) + imm, (b.n,))
            idx = addr[:, None] + np.arange(n * size)
            spm[idx] = np.ascontiguousarray(R(bb)[:, :n].astype(dt)).view(np.uint8).reshape(b.n, n * size)
        return f
    if name == "vbc":
        def f():
            VI[a] = np.asarray(S[bb]).reshape(-1, 1) if isinstance(S[bb], np.ndarray) else S[bb]
        return f
    return b._translate(0, ins)
