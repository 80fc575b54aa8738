"""The GPU as an xlac :class:`Device`: buffers are device pointers (ints), ``launch`` runs an
nvptx executable's host program (kernel launches, device copies, loops and branches decided on
the host from a predicate read back between launches) on the CUDA driver (cuda.py).

    dev = CudaDevice.open()                 # NoGpu (one clean line) without driver or device
    outputs = executable.run(dev, x, y)     # copy in, launch, synchronize, copy out
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from xlac.codegen.gpu.program import Cond, Copy, CustomCall, Launch, Loc, Step, While
from xlac.targets.base import Device, TransferManager
from xlac.targets.nvptx.cuda import Context, Driver, Module


class CudaTransferManager(TransferManager):
    """numpy arrays <-> device memory in the shape's physical layout; an empty array still
    gets a one-byte buffer so every parameter has a distinct valid pointer."""


class CudaDevice(Device):
    """One GPU's primary context; modules are loaded once per executable."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.name = f"cuda:{ctx.name}"
        self._modules: dict[int, tuple[Any, Module]] = {}
        self._temp_ptr, self._temp_bytes = 0, 0

    @classmethod
    def open(cls, ordinal: int = 0) -> CudaDevice:
        return cls(Driver.load().context(ordinal))

    @property
    def transfer(self) -> TransferManager:
        return CudaTransferManager(self)

    def allocate(self, nbytes: int) -> int:
        return self.ctx.alloc(max(int(nbytes), 1))

    def free(self, buffer: int) -> None:
        self.ctx.free(buffer)

    def copy_to_device(self, buffer: int, data: np.ndarray) -> None:
        self.ctx.htod(buffer, np.ascontiguousarray(data).reshape(-1).view(np.uint8))

    def copy_from_device(self, buffer: int, out: np.ndarray) -> None:
        flat = out.reshape(-1).view(np.uint8)
        self.ctx.dtoh(flat, buffer)

    def synchronize(self) -> None:
        self.ctx.sync()

    def module_for(self, executable: Any) -> Module:
        """The executable's image loaded in this context (kept while the executable lives)."""
        entry = self._modules.get(id(executable))
        if entry is None or entry[0] is not executable:
            entry = (executable, self.ctx.load_module(executable.image()))
            self._modules[id(executable)] = entry
        return entry[1]

    def _temp(self, nbytes: int) -> int:
        """The device's scratch buffer, grown to ``nbytes``: launches run one after another on
        one stream, so they share it (no allocation, and no freeing's implicit synchronization,
        per launch)."""
        nbytes = max(int(nbytes), 1)
        if nbytes > self._temp_bytes:
            if self._temp_ptr:
                self.free(self._temp_ptr)
                self._temp_ptr, self._temp_bytes = 0, 0
            self._temp_ptr = self.allocate(nbytes)
            self._temp_bytes = nbytes
        return self._temp_ptr

    def launch(self, executable: Any, params: Sequence[int], results: Sequence[int]) -> None:
        """Run the executable's host program on device buffers, then wait for it."""
        try:
            self._run(executable, params, results)
        finally:
            self.ctx.sync()

    def _run(self, executable: Any, params: Sequence[int], results: Sequence[int]) -> None:
        module = self.module_for(executable)
        temp = self._temp(executable.temp_size)
        arrays = [r for r in results if r is not None]  # tokens have no buffer
        Runner(self.ctx, module, list(params), arrays, temp, executable.custom_call_sites).run(
            executable.program.steps)

    def launch_timed(self, executable: Any, params: Sequence[Any], results: Sequence[Any],
                     repeat: int) -> list[float]:
        """Each launch timed between CUDA events on the GPU's clock (ms), without the host's
        Python or a synchronization in the figure."""
        events = [self.ctx.event() for _ in range(repeat + 1)]
        try:
            self.ctx.record(events[0])
            for k in range(repeat):
                self._run(executable, params, results)
                self.ctx.record(events[k + 1])
            self.ctx.sync()
            return [self.ctx.elapsed_ms(events[k], events[k + 1]) for k in range(repeat)]
        finally:
            for ev in events:
                self.ctx.destroy_event(ev)


class Runner:
    """Walks a host program: every kernel gets (params..., results..., temp)."""

    def __init__(self, ctx: Any, module: Any, params: list[int], results: list[int], temp: int,
                 sites: Sequence[Any] = ()):
        """``ctx``: a cuda.Context (or the simulator's host memory); ``module``: what
        ``function(name)`` looks kernels up in."""
        self.ctx, self.module = ctx, module
        self.sites = list(sites)  # the custom-call instructions CustomCall steps index
        self.params, self.results, self.temp = params, results, temp
        self.args = params + results + [temp]

    def address(self, loc: Loc) -> int:
        base = {"param": lambda: self.params[loc.index], "result": lambda: self.results[loc.index],
                "temp": lambda: self.temp}[loc.kind]()
        return base + loc.offset

    def read_scalar(self, loc: Loc, dtype: str) -> Any:
        out = np.zeros(1, dtype=dtype)
        self.ctx.sync()
        self.ctx.dtoh(out.view(np.uint8), self.address(loc))
        return out[0]

    def run(self, steps: Sequence[Step]) -> None:
        for step in steps:
            if isinstance(step, Launch):
                self.ctx.launch(self.module.function(step.kernel), step.grid, step.block, self.args)
            elif isinstance(step, Copy):
                self.ctx.dtod(self.address(step.dst), self.address(step.src), step.nbytes)
            elif isinstance(step, While):
                while True:
                    self.run(step.cond)
                    if not self.read_scalar(step.pred, "u1"):
                        break
                    self.run(step.body)
            elif isinstance(step, Cond):
                value = int(self.read_scalar(step.index, step.index_dtype))
                if step.is_pred:
                    branch = 0 if value else 1
                else:
                    branch = value if 0 <= value < len(step.branches) else len(step.branches) - 1
                self.run(step.branches[branch])
            elif isinstance(step, CustomCall):
                from xlac.targets.nvptx import customcalls

                site = self.sites[step.site] if 0 <= step.site < len(self.sites) else None
                customcalls.run(step, site, self.address, self.ctx)
            else:  # pragma: no cover - the program builder makes only these
                raise TypeError(f"unknown step {step!r}")
