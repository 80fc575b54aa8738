"""The xacc device runtime: DRAM allocation, transfers, launches on the simulator.

``XaccDevice`` is what a driver for a real chip would be (StreamExecutor's role): it owns device
memory, copies arrays in and out, places a binary's buffers (parameters, results, constants,
temps) in DRAM, and launches its code. Here the chip is ``simulator.Machine``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.passes.memory_report import MemoryUse
from xlac.targets.base import Device, Executable, from_physical, physical_empty, to_physical

from . import container as ct
from . import isa
from .assembler import disassemble
from .simulator import Dram, Machine, Stats


class XaccDevice(Device):
    """One simulated xacc chip (``machine`` says which of the family)."""

    name = "xacc"

    def __init__(self, machine: isa.MachineDescription = isa.XACC) -> None:
        self.machine = machine
        self.dram = Dram()
        self.last_stats: Stats | None = None

    def stats_report(self) -> str | None:
        """The last launch's statistics (`xlac run --stats`)."""
        return self.last_stats.report() if self.last_stats else None

    def allocate(self, nbytes: int) -> int:
        return self.dram.allocate(nbytes)

    def free(self, buffer: int) -> None:
        self.dram.free(buffer)

    def copy_to_device(self, buffer: int, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        arr, off = self.dram.locate(buffer, raw.size) if raw.size else (None, 0)
        if arr is not None:
            arr[off:off + raw.size] = raw

    def copy_from_device(self, buffer: int, out: np.ndarray) -> None:
        raw = out.reshape(-1).view(np.uint8)
        if raw.size:
            arr, off = self.dram.locate(buffer, raw.size)
            raw[:] = arr[off:off + raw.size]

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        if not isinstance(executable, XaccExecutable):
            raise XlacError(f"{type(executable).__name__} cannot run on the xacc device")
        c = executable.container
        addrs: list[int] = []
        owned: list[int] = []
        temp = None  # the temp block: every temp buffer is bytes [offset, offset + size) of it
        if any(b.kind == "temp" for b in c.buffers):
            temp = self.dram.allocate(c.temp_bytes)
            owned.append(temp)
        for b in c.buffers:
            if b.kind == "param":
                if b.index >= len(params):
                    raise XlacError(f"the binary wants parameter {b.index}, the launch passed {len(params)}")
                addrs.append(params[b.index])
            elif b.kind == "result":
                if b.index >= len(results):
                    raise XlacError(f"the binary wants result {b.index}, the launch passed {len(results)}")
                addrs.append(results[b.index] + b.offset)  # offset: a temporary in the result's memory
            elif b.kind == "temp":
                assert temp is not None
                addrs.append(temp + b.offset)
            else:
                addr = self.dram.allocate(b.size)
                owned.append(addr)
                if b.kind == "const":
                    arr, off = self.dram.locate(addr, b.size)
                    if b.size:
                        arr[off:off + b.size] = np.frombuffer(c.constants, np.uint8, b.size, b.offset)
                addrs.append(addr)
        host = _HostCalls(self, c, addrs) if c.metadata.get("host_calls") else None
        try:
            machine = Machine(c.code, self.dram, addrs, host.call if host else None, self.machine)
            stats = machine.run(c.entry)
            if host is not None:
                stats.host_calls, stats.host_copy_bytes = host.calls, host.bytes
            self.last_stats = stats
        finally:
            for addr in owned:
                self.dram.free(addr)


class _HostCalls:
    """Custom calls with no device kernel: operands copied device -> host, the registry's host
    implementation run, results copied host -> device (counted in --stats)."""

    def __init__(self, device: XaccDevice, c: ct.Container, addrs: list[int]):
        from xlac.hlo.parser import parse_module

        meta = c.metadata
        self.device, self.addrs = device, addrs
        self.calls_meta = meta["host_calls"]
        self.module = parse_module(meta["host_hlo"], "<xacc host calls>")
        self.calls = 0
        self.bytes = 0

    def call(self, k: int) -> None:
        from xlac.customcall.registry import run_custom_call
        from xlac.runtime.native_call import call_native

        spec = self.calls_meta[k]
        comp = self.module.computation(spec["computation"])
        ins = next(i for i in comp.instructions if i.name == spec["instruction"])
        operands = []
        for o, bufs in zip(ins.operands, spec["operands"]):
            leaves = [self._read(b, s) for b, s in zip(bufs, o.shape.leaves())]
            operands.append(leaves[0] if not o.shape.is_tuple else tuple(leaves))
        out = run_custom_call(ins, operands, call_native=call_native)
        flat = list(_flatten(out))
        for b, s, v in zip(spec["results"], ins.shape.leaves(), flat):
            if b >= 0 and s.dtype.is_array:
                self._write(b, s, np.asarray(v, s.dtype.np))
        self.calls += 1

    def _read(self, buf: int, shape: Any) -> np.ndarray:
        out = physical_empty(shape)
        if out.size:
            self.device.copy_from_device(self.addrs[buf], out)
        self.bytes += out.nbytes
        return from_physical(out, shape)

    def _write(self, buf: int, shape: Any, value: np.ndarray) -> None:
        phys = to_physical(value.reshape(shape.dims), shape)
        self.device.copy_to_device(self.addrs[buf], phys)
        self.bytes += phys.nbytes


def _flatten(v: Any):
    if isinstance(v, (tuple, list)):
        for x in v:
            yield from _flatten(x)
    else:
        yield v


class XaccExecutable(Executable):
    """An xacc binary plus its parameter and result shapes."""

    target_name = "xacc"

    def __init__(self, module_name: str, parameter_shapes: list, result_shape: Any, container: ct.Container,
                 machine: isa.MachineDescription = isa.XACC):
        super().__init__(module_name, parameter_shapes, result_shape)
        self.container = container
        self.machine = machine
        self.memory: MemoryUse | None = None  # the DRAM plan by purpose (compiled here, not loaded)
        self.scratchpad_peak: int | None = None  # the most scratchpad bytes one kernel stages

    def memory_report(self) -> str | None:
        """The temp block a launch allocates in device DRAM, by purpose, with the buffer
        assignment's peak and savings; then the scratchpad, which is each kernel's own."""
        m = self.machine
        if self.memory is None:  # a binary read from disk: its buffer table only
            text = f"scratch: {self.container.temp_bytes:,} bytes (device DRAM, per launch)\n" \
                   "  (a binary read from disk: no buffer plan to describe)\n"
        else:
            text = self.memory.describe("device DRAM, per launch")
        if self.scratchpad_peak is not None:
            text += (f"scratchpad (on chip, each kernel's own; not part of the plan): the largest kernel stages "
                     f"{self.scratchpad_peak:,} of {m.spill_base - 64:,} bytes ({m.scratchpad_bytes:,} less "
                     f"{m.spill_bytes:,} of spill slots and a 64-byte mailbox)\n")
        return text

    def default_device(self) -> XaccDevice:
        return XaccDevice(self.machine)

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        """``emit`` None or "xbin": the binary at ``path``; "asm": its assembly text at ``path``."""
        if emit not in (None, "xbin", "asm"):
            raise XlacError(f"the xacc target cannot emit '{emit}' (xbin, asm)")
        if emit == "asm":
            return [ct.write_atomic(path, disassemble(self.container))]
        return [ct.write_atomic(path, self.container.to_bytes())]

    @property
    def assembly(self) -> str:
        return disassemble(self.container)
