"""Instruction emission with virtual registers, then linear-scan register allocation.

The code generator writes instructions on unlimited virtual scalar and vector registers; a
virtual register may be assigned more than once (loop accumulators). ``finish`` linearizes,
computes each register's live interval (first to last mention, stretched to the end of every
loop it is live into), allocates physical registers with linear scan and spills what does not
fit to a reserved corner of the scratchpad, reloading through the registers the machine
description reserves (``isa.MachineDescription``: register files, spill area).
"""

from __future__ import annotations

from dataclasses import dataclass

from xlac.errors import XlacError

from . import isa

SPILL_BASE = isa.XACC.spill_base  # xacc's: the last 64 KiB of the scratchpad hold spill slots


@dataclass(eq=False)
class Reg:
    """A virtual (``phys is None``) or fixed physical register of class ``s`` or ``v``."""

    cls: str
    id: int
    phys: int | None = None

    def __repr__(self) -> str:
        return f"%{self.cls}{self.id}" if self.phys is None else f"{self.cls}{self.phys}"


@dataclass(frozen=True)
class Mem:
    base: Reg
    offset: int = 0


@dataclass
class Label:
    name: str


@dataclass
class Ins:
    op: str
    operands: tuple
    t: str = "f32"
    cond: str | None = None


@dataclass
class Raw:
    """An already-encoded instruction (a custom-call kernel's); branch targets are relative to
    the label ``base``."""

    instr: isa.Instr
    base: str


ZERO = Reg("s", -1, 0)


class Emitter:
    """Collects instructions and labels for one program, for the chip ``machine`` describes."""

    def __init__(self, machine: isa.MachineDescription = isa.XACC) -> None:
        self.machine = machine
        self.items: list[Ins | Label] = []
        self.pre: list[Ins | Label] = []  # the current kernel's hoisted constants
        self._next = 0
        self._labels = 0

    def s(self) -> Reg:
        self._next += 1
        return Reg("s", self._next)

    def v(self) -> Reg:
        self._next += 1
        return Reg("v", self._next)

    def label(self, hint: str = "L") -> str:
        self._labels += 1
        return f"{hint}{self._labels}"

    def place(self, name: str) -> None:
        self.items.append(Label(name))

    def __call__(self, op: str, *operands, t: str = "f32", cond: str | None = None) -> None:
        info = self.machine.info(op)
        if len(operands) != len(info.form):
            raise AssertionError(f"{op} takes {len(info.form)} operands, got {operands}")
        self.items.append(Ins(op, tuple(operands), t, cond))

    # conveniences
    def li(self, value: int) -> Reg:
        r = self.s()
        self("li", r, int(value))
        return r

    # ---- allocation and encoding ------------------------------------------------------------
    def finish(self) -> tuple[list[isa.Instr], dict[str, int]]:
        items = self.items
        positions = {}
        pos = 0
        for it in items:
            if isinstance(it, Label):
                positions[it.name] = pos
            else:
                pos += 1
        code_items = [it for it in items if not isinstance(it, Label)]
        assignment, spills = _allocate(code_items, positions, self.machine)
        out: list[isa.Instr] = []
        expanded = [_rewrite_spills(it, spills, self.machine) if spills and isinstance(it, Ins) else [it] for it in code_items]
        starts = []
        n = 0
        for seq in expanded:
            starts.append(n)
            n += len(seq)
        starts.append(n)
        labels = {name: starts[p] for name, p in positions.items()}
        for seq in expanded:
            for it in seq:
                out.append(_encode(it, assignment, labels, self.machine))
        return out, labels


def _regs_of(it: Ins | Raw) -> list[Reg]:
    regs: list[Reg] = []
    if isinstance(it, Raw):
        return regs
    for o in it.operands:
        if isinstance(o, Reg):
            regs.append(o)
        elif isinstance(o, Mem):
            regs.append(o.base)
    return regs


def _allocate(code: list, labels: dict[str, int],
              machine: isa.MachineDescription) -> tuple[dict[int, int], dict[int, int]]:
    """Linear scan. Returns (virtual id -> physical, virtual id -> spill slot byte address)."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    cls: dict[int, str] = {}
    for i, it in enumerate(code):
        for r in _regs_of(it):
            if r.phys is None:
                first.setdefault(r.id, i)
                last[r.id] = i
                cls[r.id] = r.cls
    loops = []
    for i, it in enumerate(code):
        if isinstance(it, Ins) and it.op in isa.BRANCHES:
            target = labels[it.operands[-1]]
            if target <= i:
                loops.append((target, i))
    changed = True
    while changed:
        changed = False
        for lo, hi in loops:
            for rid in first:
                if first[rid] < lo <= last[rid] < hi:
                    last[rid] = hi
                    changed = True
    assignment: dict[int, int] = {}
    spills: dict[int, int] = {}
    base = machine.spill_base
    next_slot = {"s": base, "v": base + machine.scalar_spill_bytes}
    for c, pool in (("s", machine.allocatable_scalar), ("v", machine.allocatable_vector)):
        intervals = sorted((first[r], last[r], r) for r in first if cls[r] == c)
        free = list(pool)
        active: list[tuple[int, int]] = []  # (end, rid)
        for start, end, rid in intervals:
            still = []
            for e, a in active:
                if e < start:
                    free.append(assignment[a])
                else:
                    still.append((e, a))
            active = still
            if free:
                assignment[rid] = free.pop()
                active.append((end, rid))
                continue
            active.sort()
            e_far, far = active[-1]
            if e_far > end:
                assignment[rid] = assignment.pop(far)
                active[-1] = (end, rid)
                victim = far
            else:
                victim = rid
            size = 4 if c == "s" else machine.vector_bytes
            spills[victim] = next_slot[c]
            next_slot[c] += size
            limit = base + (machine.scalar_spill_bytes if c == "s" else machine.spill_bytes)
            if next_slot[c] > limit:
                raise XlacError("unsupported on xacc: the kernel needs more spill space than the scratchpad reserves")
    return assignment, spills


def _rewrite_spills(it: Ins, spills: dict[int, int], machine: isa.MachineDescription) -> list[Ins]:
    """Reload spilled sources into scratch registers before ``it``, store spilled results after."""
    info = machine.info(it.op)
    before, after = [], []
    scratch = {"s": list(machine.reload_scalar), "v": list(machine.reload_vector)}
    mapping: dict[int, Reg] = {}
    new_ops = []
    writes = _writes(it.op, info.form)
    for k, o in enumerate(it.operands):
        reg = o.base if isinstance(o, Mem) else o
        if isinstance(reg, Reg) and reg.phys is None and reg.id in spills:
            if reg.id not in mapping:
                mapping[reg.id] = Reg(reg.cls, -2, scratch[reg.cls].pop(0))
                slot = spills[reg.id]
                tmp = mapping[reg.id]
                # reload unless this operand is only written
                if not (k in writes and not _also_read(it, reg, writes)):
                    before.append(Ins("lds", (tmp, Mem(ZERO, slot)), "x") if reg.cls == "s"
                                  else Ins("vld", (tmp, Mem(ZERO, slot)), "x"))
                if k in writes:
                    after.append(Ins("sts", (Mem(ZERO, slot), tmp), "x") if reg.cls == "s"
                                 else Ins("vst", (Mem(ZERO, slot), tmp), "x"))
            tmp = mapping[reg.id]
            new_ops.append(Mem(tmp, o.offset) if isinstance(o, Mem) else tmp)
        else:
            new_ops.append(o)
    if not before and not after:
        return [it]
    # spill traffic is typed "x": whole raw registers, whatever vl is
    return before + [Ins(it.op, tuple(new_ops), it.t, it.cond)] + after


def _also_read(it: Ins, reg: Reg, writes: set[int]) -> bool:
    for k, o in enumerate(it.operands):
        r = o.base if isinstance(o, Mem) else o
        if r is reg and (k not in writes or isinstance(o, Mem)):
            return True
    return False


def _writes(op: str, form: str) -> set[int]:
    """Operand positions an instruction writes."""
    if op in ("sts", "vst", "vsct", "dld", "dst", "dwait", "mcfg", "dcfg", "setvl", "mst", "mmac", "mzero") \
            or op in isa.BRANCHES or op in ("jmp", "halt", "nop", "hcall"):
        return set()
    return {0} if form and form[0] in "sv" else set()


def _phys(r: Reg, assignment: dict[int, int]) -> int:
    if r.phys is not None:
        return r.phys
    return assignment[r.id]


def _encode(it: Ins | Raw, assignment: dict[int, int], labels: dict[str, int],
            machine: isa.MachineDescription) -> isa.Instr:
    if isinstance(it, Raw):
        if it.instr.info.name in isa.BRANCHES:
            return isa.Instr(it.instr.op, it.instr.t, it.instr.a, it.instr.b, it.instr.c,
                             labels[it.base] + it.instr.imm)
        return it.instr
    info = machine.info(it.op)
    fields: list[int] = []
    imm = 0
    if info.cond:
        imm = isa.CONDS.index(it.cond)
    for kind, o in zip(info.form, it.operands):
        if kind in "sva":
            fields.append(o if isinstance(o, int) else _phys(o, assignment))
        elif kind == "w":
            imm = _phys(o, assignment)
        elif kind == "m":
            fields.append(_phys(o.base, assignment))
            imm = o.offset
        elif kind == "i":
            imm = int(o)
            if imm >= 1 << 31:
                imm -= 1 << 32
        elif kind == "t":
            imm = isa.TYPE_INDEX[o]
        elif kind == "l":
            imm = labels[o]
    while len(fields) < 3:
        fields.append(0)
    t = isa.TYPE_INDEX[it.t] if info.typed else 0
    return isa.Instr(machine.by_name[it.op], t, fields[0], fields[1], fields[2], imm)
