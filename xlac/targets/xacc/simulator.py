"""The xacc simulator: runs a container's code functionally, counting cycles with the model of
ISA.md ("Cycle model").

The code is decoded once into a list of Python closures (one per instruction, as QEMU
translates a block once); each closure works on whole 16-lane registers or whole DMA transfers
with numpy, never a Python loop per lane or element. Cycle costs are static per instruction
(dual issue pairs a scalar instruction with the vector/matrix/DMA instruction before it), plus
the dynamic DMA model: transfers queue on one engine with a bandwidth and a latency, and
``dwait`` stalls until its tag's transfers are done.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from xlac.errors import XlacError

from . import isa
from . import semantics as sem
from .assembler import format_instr
from .loops import find_loops, run_loop

DMA_BYTES_PER_CYCLE = 64
DMA_LATENCY = 64


class SimError(Exception):
    """A fault of the running program (bad address, bad opcode): reported with its pc."""


@dataclass
class Stats:
    cycles: int = 0
    instructions: int = 0
    by_unit: dict = field(default_factory=dict)
    dma_bytes: int = 0
    dma_stall_cycles: int = 0
    host_calls: int = 0
    host_copy_bytes: int = 0
    mmacs: int = 0

    @property
    def vector_busy(self) -> int:
        return self.by_unit.get(isa.VECTOR, 0) + isa.OCCUPANCY[isa.SFU] * self.by_unit.get(isa.SFU, 0)

    @property
    def matrix_busy(self) -> int:
        return isa.OCCUPANCY[isa.MATRIX] * self.mmacs

    def report(self) -> str:
        cyc = max(self.cycles, 1)
        units = ", ".join(f"{u} {self.by_unit.get(u, 0)}" for u in isa.UNITS)
        lines = [f"cycles: {self.cycles}", f"instructions: {self.instructions} ({units})",
                 f"DMA bytes: {self.dma_bytes} (stalled {self.dma_stall_cycles} cycles)",
                 f"vector unit utilization: {100.0 * self.vector_busy / cyc:.1f}%",
                 f"matrix unit utilization: {100.0 * self.matrix_busy / cyc:.1f}%"
                 f" ({self.mmacs * 4096 / cyc:.1f} multiply-accumulates per cycle, peak 256)"]
        if self.host_calls:
            lines.append(f"host calls: {self.host_calls} (custom calls with no device kernel; "
                         f"{self.host_copy_bytes} bytes copied device->host->device)")
        return "\n".join(lines)


class Dram:
    """Device memory: allocations at fixed addresses; every access is bounds-checked."""

    def __init__(self) -> None:
        self.bases: list[int] = []
        self.arrays: dict[int, np.ndarray] = {}
        self.next = 0x1000

    def allocate(self, nbytes: int) -> int:
        base = self.next
        self.next += (max(nbytes, 1) + 63) // 64 * 64 + 64
        bisect.insort(self.bases, base)
        self.arrays[base] = np.zeros(max(nbytes, 1), np.uint8)
        return base

    def free(self, base: int) -> None:
        if base in self.arrays:
            del self.arrays[base]
            self.bases.remove(base)

    def locate(self, addr: int, nbytes: int) -> tuple[np.ndarray, int]:
        """(allocation, offset) holding [addr, addr+nbytes)."""
        k = bisect.bisect_right(self.bases, addr) - 1
        if k >= 0:
            base = self.bases[k]
            arr = self.arrays[base]
            if addr + nbytes <= base + arr.size:
                return arr, addr - base
        raise SimError(f"DMA out of bounds: {nbytes} bytes at DRAM address {addr:#x} are not in an allocation")


def _s32(x: int) -> int:
    return ((x + 0x80000000) & 0xFFFFFFFF) - 0x80000000


class Machine:
    """One xacc core: registers, scratchpad, matrix accumulators, DMA engine, sized as ``desc``
    (the chip's machine description) says."""

    def __init__(self, code: list[isa.Instr], dram: Dram, buffer_addrs: list[int],
                 host_call: Callable[[int], None] | None = None, desc: isa.MachineDescription = isa.XACC):
        self.desc = desc
        self.code = code
        self.dram = dram
        self.buffer_addrs = buffer_addrs
        self.host_call = host_call
        self.S = [0] * desc.scalar_registers
        self.V = np.zeros((desc.vector_registers, desc.lanes), np.uint32)
        self.VF = self.V.view(np.float32)
        self.VI = self.V.view(np.int32)
        self.ACC = np.zeros((desc.accumulators, desc.matrix_tile, desc.matrix_tile), np.float32)
        self.spm = np.zeros(desc.scratchpad_bytes, np.uint8)
        self.vl = desc.lanes
        self.dcfg = (1, 0, 0)
        self.mcfg = (64, 64, 64)
        self.stats = Stats()
        self.fns = [self._translate(pc, ins) for pc, ins in enumerate(code)]
        self.costs = self._static_costs()
        self.loops = find_loops(code, self.costs)

    # ---- cycle model ------------------------------------------------------------------------
    def _static_costs(self) -> list[int]:
        costs = []
        prev_unit = None
        for ins in self.code:
            unit = ins.info.unit
            if unit == isa.SCALAR and prev_unit not in (None, isa.SCALAR):
                costs.append(0)  # dual issue beside the vector/matrix/DMA instruction before it
                prev_unit = isa.SCALAR
            else:
                costs.append(isa.occupancy(ins.info.name, unit))
                prev_unit = unit
        return costs

    # ---- running ----------------------------------------------------------------------------
    def run(self, entry: int, max_instructions: int = 2_000_000_000) -> Stats:
        fns, costs, code = self.fns, self.costs, self.code
        timed = [f.__name__ == "timed" for f in fns]
        n = len(code)
        batch = [pc in self.loops for pc in range(n)]
        counts = [0] * n
        pc = entry
        cyc = 0
        executed = 0
        self.dma_free = 0
        self.dma_done = [0] * 256
        with np.errstate(all="ignore"):
            try:
                while True:
                    if pc >= n or pc < 0:
                        if pc == -1:
                            break
                        raise SimError(f"execution ran past the end of the code (pc {pc})")
                    if batch[pc]:
                        loop = self.loops[pc]
                        extra = run_loop(self, loop, counts)
                        if extra is not None:
                            cyc += extra
                            executed += 1
                            pc = loop.branch + 1
                            continue
                        loop.refusals += 1
                        if loop.refusals > 2:
                            batch[pc] = False
                    f = fns[pc]
                    counts[pc] += 1
                    cyc += costs[pc]
                    r = f(cyc) if timed[pc] else f()
                    if r is None:
                        pc += 1
                    elif type(r) is tuple:
                        cyc = r[1]
                        pc = pc + 1 if r[0] is None else r[0]
                    else:
                        pc = r
                    executed += 1
                    if executed > max_instructions:
                        raise SimError(f"more than {max_instructions} instructions executed (an endless loop?)")
            except SimError as e:
                where = f"pc {pc}: {format_instr(code[pc])}: " if 0 <= pc < n else ""
                raise XlacError(f"xacc device fault: {where}{e}") from None
        st = self.stats
        st.cycles = cyc
        st.instructions = sum(counts)
        for ins, c in zip(code, counts):
            st.by_unit[ins.info.unit] = st.by_unit.get(ins.info.unit, 0) + c
            if ins.info.name == "mmac":
                st.mmacs += c
        return st

    # ---- memory helpers ---------------------------------------------------------------------
    def _spm_check(self, addr: int, nbytes: int) -> None:
        if addr < 0 or addr + nbytes > self.desc.scratchpad_bytes:
            raise SimError(f"scratchpad access out of bounds: {nbytes} bytes at {addr:#x} "
                           f"(the scratchpad has {self.desc.scratchpad_bytes} bytes)")

    # ---- translation ------------------------------------------------------------------------
    def _translate(self, pc: int, ins: isa.Instr) -> Callable:
        name = ins.info.name
        t = isa.TYPES[ins.t]
        a, b, c, imm = ins.a, ins.b, ins.c, ins.imm
        op: Any
        S, V, VI = self.S, self.V, self.VI
        spm = self.spm
        m = self
        LANES, SPM_BYTES = self.desc.lanes, self.desc.scratchpad_bytes

        # ---- scalar core ----
        if name == "nop":
            return lambda: None
        if name == "halt":
            return lambda: -1
        if name == "li":
            def f():
                S[a] = imm
            return self._sreg(a, f)
        if name == "mov":
            def f():
                S[a] = S[b]
            return self._sreg(a, f)
        if name in _SCALAR_BIN:
            op = _SCALAR_BIN[name]
            def f():
                S[a] = _s32(op(S[b], S[c]))
            return self._sreg(a, f)
        if name in _SCALAR_IMM:
            op = _SCALAR_IMM[name]
            def f():
                S[a] = _s32(op(S[b], imm))
            return self._sreg(a, f)
        if name in _BRANCH:
            cmp = _BRANCH[name]
            def f():
                return imm if cmp(S[a], S[b]) else None
            return f
        if name == "jmp":
            return lambda: imm
        if name == "lds":
            dt = sem.MEMORY[t]
            size = dt.itemsize
            def f():
                addr = S[b] + imm
                m._spm_check(addr, size)
                v = spm[addr:addr + size].view(dt)[0]
                S[a] = _s32(int(v.view(np.int32)) if dt == np.float32 else int(v))
            return self._sreg(a, f)
        if name == "sts":
            dt = sem.MEMORY[t]
            size = dt.itemsize
            def f():
                addr = S[a] + imm
                m._spm_check(addr, size)
                spm[addr:addr + size] = np.array([S[b] & 0xFFFFFFFF], np.uint32).view(np.uint8)[:size]
            return f
        if name == "lba":
            def f():
                if not 0 <= imm < len(m.buffer_addrs):
                    raise SimError(f"buffer {imm} is not in the buffer table ({len(m.buffer_addrs)} buffers)")
                S[a] = m.buffer_addrs[imm]
            return self._sreg(a, f)
        if name == "setvl":
            def f():
                m.vl = min(max(S[a], 0), LANES)
            return f
        if name == "vext":
            def f():
                S[a] = int(VI[b, imm & 15])
            return self._sreg(a, f)
        if name == "mcfg":
            def f():
                m.mcfg = (S[a], S[b], S[c])
            return f
        if name == "dcfg":
            def f():
                m.dcfg = (S[a], S[b], S[c])
            return f
        if name == "hcall":
            def f():
                if m.host_call is None:
                    raise SimError("host call with no host")
                m.host_call(imm)
            return f
        # ---- DMA ----
        if name in ("dld", "dst"):
            load = name == "dld"
            def timed(cyc):
                rows, s_stride, d_stride = m.dcfg
                nbytes = S[c]
                if load:
                    m._dma(S[a], S[b], rows, nbytes, s_stride, d_stride, True)
                else:
                    m._dma(S[b], S[a], rows, nbytes, d_stride, s_stride, False)
                total = rows * nbytes
                m.stats.dma_bytes += total
                start = max(cyc, m.dma_free)
                m.dma_free = start + -(-total // DMA_BYTES_PER_CYCLE)
                m.dma_done[imm & 255] = max(m.dma_done[imm & 255], m.dma_free + DMA_LATENCY)
                return (None, cyc)
            return timed
        if name == "dwait":
            def timed(cyc):
                done = m.dma_done[imm & 255]
                if done > cyc:
                    m.stats.dma_stall_cycles += done - cyc
                    return (None, done)
                return (None, cyc)
            return timed
        # ---- vector unit ----
        R, W = self._reader(t), self._writer(t)
        if name in ("vld", "vlds"):
            dt = sem.MEMORY[t]
            size = dt.itemsize
            bcast = name == "vlds"
            raw = t == "x"
            def f():
                addr = S[b] + imm
                n = 1 if bcast else (LANES if raw else m.vl)
                m._spm_check(addr, n * size)
                vals = spm[addr:addr + n * size].view(dt)
                if bcast:
                    W(a, np.full(LANES, vals[0]))
                else:
                    full = np.zeros(LANES, dt)
                    full[:n] = vals
                    W(a, full)
            return f
        if name == "vst":
            dt = sem.MEMORY[t]
            size = dt.itemsize
            raw = t == "x"
            def f():
                addr = S[a] + imm
                n = LANES if raw else m.vl
                m._spm_check(addr, n * size)
                spm[addr:addr + n * size] = R(b)[:n].astype(dt).view(np.uint8)
            return f
        if name in ("vgth", "vsct"):
            dt = sem.MEMORY[t]
            size = dt.itemsize
            offs = np.arange(size)
            gather = name == "vgth"
            base_r, off_r = (b, c) if gather else (a, b)
            def f():
                n = m.vl
                addr = VI[off_r, :n].astype(np.int64) + S[base_r]
                if n and (addr.min() < 0 or addr.max() + size > SPM_BYTES):
                    bad = int(addr[(addr < 0) | (addr + size > SPM_BYTES)][0])
                    raise SimError(f"scratchpad access out of bounds: lane address {bad:#x}")
                idx = addr[:, None] + offs
                if gather:
                    full = np.zeros(LANES, dt)
                    full[:n] = spm[idx].view(dt)[:, 0]
                    W(a, full)
                else:
                    spm[idx] = R(c)[:n].astype(dt).view(np.uint8).reshape(n, size)
            return f
        if name == "vbc":
            def f():
                VI[a] = S[b]
            return f
        if name == "vlane":
            lanes = np.arange(LANES, dtype=np.int32)
            def f():
                VI[a] = lanes
            return f
        if name == "vmov":
            def f():
                V[a] = V[b]
            return f
        if name in sem.SHIFTS:
            op = sem.SHIFTS[name]
            def f():
                W(a, op(R(b), R(c), t))
            return f
        if name in ("vadd", "vsub", "vmul", "vdiv", "vrem", "vmin", "vmax", "vand", "vor", "vxor", "vatan2", "vpow"):
            table = sem.BINARY_FLOAT if t in sem.FLOATS else sem.BINARY_INT
            if name not in table:
                return self._bad(f"'{name}' does not take type {t}")
            op = table[name]
            if t in sem.FLOATS and name == "vrem":
                # as XLA:CPU's fmod call: a subnormal divisor reads as zero (NaN result), the
                # dividend and the exact result are not flushed
                fl = sem.flush
                def f():
                    W(a, op(R(b), fl(R(c))))
                return f
            if t in sem.FLOATS:
                fl = sem.flush
                def f():
                    W(a, fl(op(fl(R(b)), fl(R(c)))))
                return f
            def f():
                W(a, op(R(b), R(c)))
            return f
        if name in _VIMM:
            op = _VIMM[name]
            def f():
                VI[a] = op(VI[b], np.int32(imm))
            return f
        if name in ("vneg", "vabs", "vsign", "vnot", "vfloor", "vceil", "vrne", "vrafz", "vexp", "vlog", "vsqrt",
                    "vrsqrt", "vrcp", "vtanh", "vsin", "vcos", "verf", "vcbrt"):
            if t in sem.FLOATS:
                if name not in sem.UNARY_FLOAT:
                    return self._bad(f"'{name}' does not take type {t}")
                raw_op: Any = sem.UNARY_FLOAT[name]
                if name in ("vneg", "vabs"):
                    op = raw_op  # sign-bit operations: subnormals pass through
                else:
                    fl = sem.flush
                    op = lambda x: fl(raw_op(fl(x)))  # noqa: E731
            else:
                if name == "vnot" and t == "pred":
                    op = lambda x: x ^ np.uint8(1)  # noqa: E731
                elif name in sem.UNARY_INT:
                    op = sem.UNARY_INT[name]
                else:
                    return self._bad(f"'{name}' does not take type {t}")
            def f():
                W(a, op(R(b)))
            return f
        if name in sem.UNARY_INT_T:
            op = sem.UNARY_INT_T[name]
            def f():
                W(a, op(R(b), t))
            return f
        if name == "visfin":
            def f():
                VI[a] = np.isfinite(R(b)).astype(np.int32)
            return f
        if name == "vfma":
            if t in sem.FLOATS:
                fl = sem.flush
                def f():
                    W(a, fl((fl(R(b)).astype(np.float64) * fl(R(c)) + fl(R(imm))).astype(np.float32)))
            else:
                def f():
                    W(a, R(b) * R(c) + R(imm))
            return f
        if name == "vsel":
            def f():
                V[a] = np.where(V[b] != 0, V[c], V[imm])
            return f
        if name == "vcmp":
            if not 0 <= imm < len(sem.COMPARES):
                return self._bad(f"bad condition {imm}")
            op = sem.COMPARES[imm]
            if t in sem.FLOATS:
                fl = sem.flush
                def f():
                    VI[a] = op(fl(R(b)), fl(R(c)))
                return f
            def f():
                VI[a] = op(R(b), R(c))
            return f
        if name == "vcvt":
            if not 0 <= imm < len(isa.TYPES):
                return self._bad(f"bad source type {imm}")
            src = isa.TYPES[imm]
            Rs = self._reader(src)
            def f():
                W(a, sem.convert(Rs(b), src, t))
            return f
        if name in ("vredsum", "vredmax", "vredmin"):
            op = {"vredsum": np.sum, "vredmax": np.max, "vredmin": np.min}[name]
            if name != "vredsum" and t in sem.FLOATS:
                pick = sem.BINARY_FLOAT["vmax" if name == "vredmax" else "vmin"]
                op = lambda x: functools.reduce(pick, x[1:], x[:1])[0]  # noqa: E731 - -0 < +0, as vmin/vmax
            def f():
                x = R(b)[:max(m.vl, 1)]
                if name == "vredsum" and t in sem.FLOATS:
                    x = x.astype(np.float64)
                W(a, np.full(LANES, op(x)).astype(sem.COMPUTE[t]))
            return f
        # ---- matrix unit ----
        if name == "mzero":
            def f():
                m.ACC[a] = 0
            return f
        if name == "mmac":
            dt = sem.MEMORY[t]
            size = dt.itemsize
            def f():
                sa, sb, _ = m.mcfg
                A = m._tile(S[b], sa, dt, size)
                B = m._tile(S[c], sb, dt, size)
                m.ACC[a] += A @ B
            return f
        if name == "mst":
            T = self.desc.matrix_tile

            def f():
                _, _, sc = m.mcfg
                addr = S[b]
                m._spm_check(addr, (T - 1) * sc + 4 * T)
                view = np.lib.stride_tricks.as_strided(spm[addr:], (T, 4 * T), (sc, 1))
                view[:] = m.ACC[a].view(np.uint8).reshape(T, 4 * T)
            return f
        return self._bad(f"no semantics for '{name}'")

    def _tile(self, addr: int, stride: int, dt: np.dtype, size: int) -> np.ndarray:
        T = self.desc.matrix_tile
        self._spm_check(addr, (T - 1) * stride + T * size)
        rows = np.lib.stride_tricks.as_strided(self.spm[addr:], (T, T * size), (stride, 1))
        return np.ascontiguousarray(rows).view(dt).astype(np.float32)

    def _dma(self, spm_addr: int, dram_addr: int, rows: int, nbytes: int, dram_stride: int, spm_stride: int,
             load: bool) -> None:
        if rows <= 0 or nbytes <= 0:
            return
        span_d = (rows - 1) * dram_stride + nbytes
        lo_d = min(0, (rows - 1) * dram_stride)
        arr, off = self.dram.locate(dram_addr + lo_d, span_d - lo_d if dram_stride >= 0 else nbytes - lo_d)
        off -= lo_d
        self._spm_check(spm_addr, (rows - 1) * spm_stride + nbytes)
        if spm_stride < 0:
            raise SimError("negative scratchpad stride")
        dview = np.lib.stride_tricks.as_strided(arr[off:], (rows, nbytes), (dram_stride, 1))
        sview = np.lib.stride_tricks.as_strided(self.spm[spm_addr:], (rows, nbytes), (spm_stride, 1))
        if load:
            sview[:] = dview
        else:
            dview[:] = sview

    def _sreg(self, d: int, f: Callable) -> Callable:
        """Writes to s0 are dropped: s0 reads as zero."""
        if d == 0:
            return lambda: None
        return f

    def _bad(self, message: str) -> Callable:
        def f():
            raise SimError(message)
        return f

    def _reader(self, t: str) -> Callable[[int], np.ndarray]:
        VF, VI, V = self.VF, self.VI, self.V
        if t in sem.FLOATS:
            return lambda r: VF[r]
        if t == "s32":
            return lambda r: VI[r]
        if t in ("u32", "x"):
            return lambda r: V[r]
        ct = sem.COMPUTE[t]
        if t in ("s8", "s16", "s4"):
            return lambda r: VI[r].astype(ct)
        return lambda r: V[r].astype(ct)

    def _writer(self, t: str) -> Callable[[int, np.ndarray], None]:
        VF, VI, V = self.VF, self.VI, self.V
        if t == "f32":
            def w(r, x):
                VF[r] = x
        elif t in sem.FLOATS:
            def w(r, x):
                VF[r] = sem.round_to(np.asarray(x, np.float32), t)
        elif t in sem.NIBBLE:
            def w(r, x):
                VI[r] = sem.wrap_nibble(x, t)
        elif t in ("s32", "s8", "s16"):
            ct = sem.COMPUTE[t]
            def w(r, x):
                VI[r] = np.asarray(x).astype(ct)
        else:
            ct = sem.COMPUTE[t]
            def w(r, x):
                V[r] = np.asarray(x).astype(ct)
        return w


def _sdiv(x: int, y: int) -> int:
    if y == 0:
        return -1
    q = abs(x) // abs(y)
    return -q if (x < 0) != (y < 0) else q


def _srem(x: int, y: int) -> int:
    if y == 0:
        return x
    r = abs(x) % abs(y)
    return -r if x < 0 else r


_SCALAR_BIN = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y, "div": _sdiv,
               "rem": _srem, "and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y,
               "shl": lambda x, y: x << (y & 31), "shr": lambda x, y: (x & 0xFFFFFFFF) >> (y & 31),
               "sra": lambda x, y: x >> (y & 31), "min": min, "max": max,
               "slt": lambda x, y: int(x < y), "seq": lambda x, y: int(x == y)}
_SCALAR_IMM = {"addi": _SCALAR_BIN["add"], "muli": _SCALAR_BIN["mul"], "divi": _sdiv, "remi": _srem,
               "andi": _SCALAR_BIN["and"], "shli": _SCALAR_BIN["shl"], "shri": _SCALAR_BIN["shr"],
               "mini": min, "maxi": max}
_BRANCH = {"beq": lambda x, y: x == y, "bne": lambda x, y: x != y, "blt": lambda x, y: x < y,
           "bge": lambda x, y: x >= y}


def _vdivi(x, y):
    return sem._int_div(x, np.full_like(x, y))


def _vremi(x, y):
    return sem._int_rem(x, np.full_like(x, y))


_VIMM = {"vaddi": np.add, "vmuli": np.multiply, "vdivi": _vdivi, "vremi": _vremi, "vmini": np.minimum,
         "vmaxi": np.maximum}
