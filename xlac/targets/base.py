"""The backend interface, after XLA's (Compiler, Executable, StreamExecutor, TransferManager).

A :class:`Target` turns a verified module into an :class:`Executable`; an executable runs on a
:class:`Device`, whose :class:`TransferManager` moves numpy arrays in and out. ``Executable.run``
takes and returns logical numpy arrays (row-major, whatever the HLO layout says); a tuple result
comes back flattened depth-first, as XLA flattens it. The driver uses only these classes, for
every target and every command, so a backend is one folder (or an out-of-tree package registered
through the ``xlac.targets`` entry point) and nothing else changes. See targets/README.md.
"""

from __future__ import annotations

import dataclasses
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, Shape, TupleShape
from xlac.passes.memory_model import MemoryModel
from xlac.passes.pipeline import PipelineShape, optimize


@dataclass(frozen=True)
class CompileOptions:
    """What every target understands. A target with options of its own subclasses this
    (``Target.options_class``) and the driver builds that class, so options stay typed.

    ``ahead_of_time``: the result will be saved and run elsewhere (`xlac compile`), not in this
    process; a target may then choose differently (the cpu target: no thread pool by default).
    ``entry_name``: the entry symbol as given (``--entry``: refused unless a usable C name).
    ``entry_default``: the name it takes otherwise, made a C name as a module's name is (`xlac
    compile`: the output file's stem, so ``-o mlp.o`` gives ``mlp`` and ``mlp.h``); None: the
    module's name.
    """

    triple: str | None = None
    cpu: str | None = None
    features: str = ""
    opt_level: int = 2
    entry_name: str | None = None
    ahead_of_time: bool = False
    entry_default: str | None = None

    def replace(self, **changes: Any) -> CompileOptions:
        return dataclasses.replace(self, **changes)


def build_options(options_class: type[CompileOptions], target_name: str, **values: Any) -> CompileOptions:
    """``options_class(**values)``, leaving out values that were not given (None), with an error
    naming the flag when a value does not apply to the target."""
    fields = {f.name for f in dataclasses.fields(options_class)}
    given = {k: v for k, v in values.items() if v is not None}
    unknown = sorted(k for k in given if k not in fields)
    if unknown:
        flags = ", ".join("--" + k.replace("_", "-") for k in unknown)
        raise XlacError(f"{flags} does not apply to the '{target_name}' target")
    return options_class(**given)


@dataclass(frozen=True)
class SupportRow:
    """One line of `xlac targets`: a triple, a device or a feature, and what works with it."""

    what: str
    status: str


# ---- memory ------------------------------------------------------------------------------------

def to_physical(arr: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """A contiguous array in the shape's layout (major-to-minor); no copy when ``arr`` already is."""
    arr = np.asarray(arr, dtype=shape.dtype.np)
    order = shape.physical_order
    if order is not None:
        arr = np.transpose(arr, order)
    return np.ascontiguousarray(arr)


def from_physical(buf: np.ndarray, shape: ArrayShape) -> np.ndarray:
    """The logical array of a buffer in the shape's layout."""
    order = shape.physical_order
    if order is not None:
        return np.ascontiguousarray(np.transpose(buf, np.argsort(order)))
    return buf


def physical_empty(shape: ArrayShape) -> np.ndarray:
    """An uninitialized host buffer with the shape's physical dimensions."""
    order = shape.physical_order
    dims = shape.dims if order is None else tuple(shape.dims[d] for d in order)
    return np.empty(dims, dtype=shape.dtype.np)


class TransferManager:
    """numpy arrays <-> device buffers, in the shape's physical layout (``{0,1}`` is column-major)
    and the device's byte order. This one stages through host arrays and the device's
    ``allocate``/``copy_to_device``/``copy_from_device``; devices with another representation
    (other byte order, files, a simulator's DRAM) subclass it."""

    def __init__(self, device: Device):
        self.device = device

    def to_device(self, array: np.ndarray, shape: ArrayShape) -> Any:
        physical = to_physical(array, shape)
        buffer = self.device.allocate(physical.nbytes)
        self.device.copy_to_device(buffer, physical)
        return buffer

    def allocate(self, shape: ArrayShape) -> Any:
        return self.device.allocate(shape.byte_size if shape.dtype.is_array else 0)

    def from_device(self, buffer: Any, shape: ArrayShape) -> np.ndarray:
        out = physical_empty(shape)
        if out.size:
            self.device.copy_from_device(buffer, out)
        return from_physical(out, shape)


class Device(ABC):
    """Memory and execution on one device (StreamExecutor's role). ``timing_note``: what a
    timed run measures where it is not the device's own time (an emulator's), for --benchmark."""

    name: str = "device"
    timing_note: str = ""

    @property
    def transfer(self) -> TransferManager:
        return TransferManager(self)

    @abstractmethod
    def allocate(self, nbytes: int) -> Any: ...

    @abstractmethod
    def free(self, buffer: Any) -> None: ...

    @abstractmethod
    def copy_to_device(self, buffer: Any, data: np.ndarray) -> None: ...

    @abstractmethod
    def copy_from_device(self, buffer: Any, out: np.ndarray) -> None: ...

    def launch(self, executable: Executable, params: Sequence[Any], results: Sequence[Any]) -> None:
        """Run ``executable`` on buffers already on this device. Devices that execute code of
        their own (an emulator, a simulator, a GPU) override this; on the host the executable
        runs itself."""
        executable.execute(self, params, results)

    def launch_timed(self, executable: Executable, params: Sequence[Any], results: Sequence[Any],
                     repeat: int) -> list[float]:
        """``repeat`` more launches, each timed (ms). Devices with a better clock override this."""
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            self.launch(executable, params, results)
            self.synchronize()
            times.append((time.perf_counter() - start) * 1e3)
        return times

    def synchronize(self) -> None:  # noqa: B027 - a default: synchronous devices have nothing to wait for
        """Wait for queued work; synchronous devices have none."""

    def stats_report(self) -> str | None:
        """What the device counted during its last launch (a simulator's cycles...), as text
        `xlac run --stats` prints; None for devices that count nothing."""
        return None


class HostTransferManager(TransferManager):
    """The host's memory is numpy's: inputs already in their physical layout are used in place
    (no copy, as XLA's CPU client aliases suitable host buffers), results are numpy arrays."""

    def to_device(self, array: np.ndarray, shape: ArrayShape) -> np.ndarray:
        return to_physical(array, shape)

    def allocate(self, shape: ArrayShape) -> np.ndarray:
        return physical_empty(shape)

    def from_device(self, buffer: np.ndarray, shape: ArrayShape) -> np.ndarray:
        return from_physical(buffer, shape)


class HostDevice(Device):
    """The host CPU: buffers are numpy arrays."""

    name = "host"

    @property
    def transfer(self) -> TransferManager:
        return HostTransferManager(self)

    def allocate(self, nbytes: int) -> np.ndarray:
        return np.empty(max(nbytes, 1), dtype=np.uint8)

    def free(self, buffer: np.ndarray) -> None:
        """numpy owns host buffers; results are handed to the caller, so nothing is freed here."""

    def copy_to_device(self, buffer: np.ndarray, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        buffer.reshape(-1).view(np.uint8)[: raw.size] = raw

    def copy_from_device(self, buffer: np.ndarray, out: np.ndarray) -> None:
        raw = out.reshape(-1).view(np.uint8)
        raw[:] = buffer.reshape(-1).view(np.uint8)[: raw.size]


# ---- executables ----------------------------------------------------------------------------------

class Executable:
    """A compiled module plus what a caller needs to know to run it.

    ``run`` is the whole round trip through a device: copy in, launch, synchronize, copy out. A
    target implements ``execute`` (what ``Device.launch`` calls on the host) or a device of its
    own whose ``launch`` understands the executable, and ``save`` for its on-disk form.
    """

    target_name: ClassVar[str] = ""

    def __init__(self, module_name: str, parameter_shapes: list[Shape], result_shape: Shape):
        self.module_name = module_name
        self.parameter_shapes = parameter_shapes
        self.result_shape = result_shape

    @classmethod
    def describing(cls, module: Module) -> tuple[str, list[Shape], Shape]:
        return module.name, module.parameter_shapes, module.result_shape

    @cached_property
    def result_leaves(self) -> list[Shape]:
        """Every leaf of the result, depth-first; tokens keep their (unused) slot."""
        return list(self.result_shape.leaves())

    @cached_property
    def parameter_leaves(self) -> list[Shape]:
        """Every parameter's leaves, depth-first: tuple-typed parameters cross as their leaves."""
        return [leaf for s in self.parameter_shapes for leaf in s.leaves()]

    @cached_property
    def _array_results(self) -> list[tuple[int, ArrayShape]]:
        return [(k, s) for k, s in enumerate(self.result_leaves) if isinstance(s, ArrayShape) and s.dtype.is_array]

    def default_device(self) -> Device:
        """Where ``run(None, ...)`` runs: the host unless the code is for other hardware."""
        return HostDevice()

    def run(self, device: Device | None, *arrays: np.ndarray) -> list[np.ndarray]:
        """Execute on ``arrays`` (one per parameter); results flattened depth-first."""
        outputs, _ = self.run_timed(device, list(arrays), 0)
        return outputs

    def run_timed(self, device: Device | None, arrays: list[np.ndarray],
                  repeat: int) -> tuple[list[np.ndarray], list[float]]:
        """One run for the results, then ``repeat`` timed launches on the same buffers (ms)."""
        device = device or self.default_device()
        # tuple-typed parameters cross the ABI as their leaves, depth-first (as results do)
        leaves = [leaf for a in arrays for leaf in _value_leaves(a)]
        shapes = self.parameter_leaves
        if len(leaves) != len(shapes):
            raise XlacError(f"'{self.module_name}' takes {len(self.parameter_shapes)} parameters, "
                            f"{len(arrays)} arrays given" if len(leaves) == len(arrays) and
                            len(shapes) == len(self.parameter_shapes) else
                            f"'{self.module_name}' takes {len(shapes)} parameter arrays (tuples counted by "
                            f"their leaves), {len(leaves)} given")
        for k, (a, s) in enumerate(zip(leaves, shapes)):
            if isinstance(s, ArrayShape) and np.shape(a) != s.dims:  # the entry would read past the array
                raise XlacError(f"'{self.module_name}' parameter {k} expects {s}, but the array given has "
                                f"shape {tuple(np.shape(a))}")
        transfer = device.transfer
        params = [self._place(transfer, a, s) for a, s in zip(leaves, shapes)]
        results = self.result_buffers(device)
        try:
            device.launch(self, params, results)
            device.synchronize()
            times = device.launch_timed(self, params, results, repeat) if repeat else []
            outputs = [transfer.from_device(results[k], s) for k, s in self._array_results]
            return outputs, times
        finally:
            for b in params + results:
                if b is not None:
                    device.free(b)

    def _place(self, transfer: TransferManager, array: Any, shape: Shape) -> Any:
        if not isinstance(shape, ArrayShape):
            raise XlacError(f"'{self.module_name}' has a tuple-typed parameter ({shape}), which the "
                            f"{self.target_name or 'this'} target cannot take")
        return transfer.to_device(array, shape) if shape.dtype.is_array else None

    def result_buffers(self, device: Device) -> list[Any]:
        """A buffer per result leaf (None for tokens)."""
        transfer = device.transfer
        buffers: list[Any] = [None] * len(self.result_leaves)
        for k, s in self._array_results:
            buffers[k] = transfer.allocate(s)
        return buffers

    def memory_report(self) -> str | None:
        """What the compiled code asks of its caller's memory, by purpose, and what the buffer
        assignment saved (`xlac compile --memory-report`); None where the target does not plan
        memory itself (the interpreter)."""
        return None

    def execute(self, device: Device, params: Sequence[Any], results: Sequence[Any]) -> None:
        """Run on the host with buffers already placed (the host device's ``launch``)."""
        raise XlacError(f"{type(self).__name__} cannot run on the {device.name} device")

    def stats_report(self) -> str | None:
        """What the executable counted over its runs so far (a profiling build's time per
        instruction), as text `xlac run --stats` prints; None when it counts nothing."""
        return None

    def save(self, path: str | Path, emit: str | None = None) -> list[Path]:
        """Write the artifact (and what ``emit`` asks for beside it: a header, assembly...);
        returns the paths written. A failure leaves no partial file and never replaces a good
        one. Targets without an on-disk form say so."""
        raise XlacError(f"the '{self.target_name}' target has no on-disk artifact to write")


def regroup(leaves: Sequence[Any], shapes: Sequence[Shape]) -> list[Any]:
    """Leaves of the parameters, depth-first (tuple-typed parameters cross the ABI as their
    leaves), back as one value per parameter, tuple-typed ones as nested tuples."""
    it = iter(leaves)

    def one(shape: Shape) -> Any:
        return tuple(one(e) for e in shape.elements) if isinstance(shape, TupleShape) else next(it)

    return [one(s) for s in shapes]


def _value_leaves(value: Any) -> list[Any]:
    """A (nested) tuple parameter value as its arrays, depth-first."""
    if isinstance(value, tuple):
        return [leaf for v in value for leaf in _value_leaves(v)]
    return [value]


# ---- targets -----------------------------------------------------------------------------------

def optimized_hlo(module: Module, opt_level: int, target: PipelineShape | None = None, *,
                  passes: Iterable[str] | None = None, prepare: Callable[[Module], Any] | None = None) -> Module:
    """A copy of ``module`` through ``target``'s HLO pass pipeline for ``opt_level`` (or exactly
    ``passes``), what a target compiles; the caller's module is left as it was. ``prepare`` runs
    on the copy first (the cpu target: collectives become runtime calls)."""
    copy = module.clone()
    if prepare is not None:
        prepare(copy)
    optimize(copy, opt_level, target=target, passes=passes)
    return copy


class Target(PipelineShape, ABC):
    """A compiler for one kind of hardware: everything the driver, the CLI and the conformance
    suite ask of one. Only ``name``, ``description`` and ``compile`` have no default.

    Its HLO pass pipeline is shaped by the members it has as a :class:`PipelineShape`:
    ``required_passes`` (run at every -O level), ``decompositions`` (the op table's
    decomposition passes it runs), ``skip_passes`` and ``hlo_passes(level, default)``;
    :func:`optimized_hlo` runs it. With ``lowers(opcode)`` and ``unsupported_ops`` the
    decompositions say what it does with every op of the table.
    """

    #: The name `--target` takes and `xlac targets` lists.
    name: ClassVar[str]
    #: One line for `xlac targets`.
    description: ClassVar[str]
    #: Its options (a CompileOptions subclass with the target's own fields); flags are checked against it.
    options_class: ClassVar[type[CompileOptions]] = CompileOptions
    #: `xlac compile --emit` kinds, each with the suffix of the file it writes; the first is the default.
    emit_kinds: ClassVar[dict[str, str]] = {}
    #: `dump-ir --stage` names beyond the shared "hlo" and "hlo-opt".
    dump_stages: ClassVar[tuple[str, ...]] = ()
    #: Configurations the conformance suite runs the corpus with: {id: option values}.
    conformance: ClassVar[dict[str, dict[str, Any]]] = {"": {}}
    #: pytest marks of its conformance runs: what they need that a machine may lack ("gpu":
    #: deselected with ``-m "not gpu"`` where there is none).
    test_marks: ClassVar[tuple[str, ...]] = ()
    #: pytest marks of the configurations whose marks differ from the target's ``test_marks``
    #: (nvptx: its GPU runs are marked "gpu", its host simulation "sim" runs anywhere).
    conformance_marks: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Ops this target refuses, each with the reason (opcode -> why).
    unsupported_ops: ClassVar[Mapping[str, str]] = {}

    @property
    def memory_model(self) -> MemoryModel:
        """What the buffer planner (passes/buffer_assignment.py) must know of this target's memory:
        the alignment of planned offsets, the memory spaces buffers live in, and whether a
        caller may hand a donated parameter's buffer over as its result's. A target that plans
        memory passes it to the planner; this default (64-byte offsets in host memory, donated
        parameters possibly aliased: safe for any caller) suits one that plans none (the
        interpreter, a target computing with the reference evaluator)."""
        return MemoryModel()

    def accepts(self, triple: str | None) -> bool:
        """Whether ``--triple`` names hardware this target compiles for (None: its default)."""
        return triple is None

    def options(self, **values: Any) -> CompileOptions:
        """Typed options from command-line values (None = not given)."""
        return build_options(self.options_class, self.name, **values)

    @abstractmethod
    def compile(self, module: Module, options: CompileOptions | None = None) -> Executable:
        """Compile a verified module (the caller's module is not changed); None: the defaults."""

    def compile_devices(self, module: Module, options: CompileOptions | None = None) -> Any:
        """A multi-device module (replica_count x num_partitions > 1) as something with
        ``run_devices(per_device_args)`` (threads of this process) and ``run_device(device,
        args, rendezvous)`` (one MPI rank). Targets that run one device only say so."""
        raise XlacError(f"the '{self.name}' target runs single-device modules only; --devices and MPI ranks "
                        f"run on the interpreter and cpu targets")

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        """The text of ``stage`` (one of ``dump_stages``)."""
        raise XlacError(f"the '{self.name}' target has no stage '{stage}'")

    def owns_artifact(self, path: Path) -> bool:
        """Whether ``path`` is an artifact this target wrote (for `xlac run FILE`)."""
        return False

    def load(self, path: str | Path) -> tuple[Executable, str | None]:
        """An artifact from disk, with the HLO text stored in it (None when it has none)."""
        raise XlacError(f"the '{self.name}' target cannot load artifacts")

    def support(self) -> list[SupportRow]:
        """What `xlac targets` shows under this target: triples, devices, what runs where."""
        return []

    def lowers(self, opcode: str) -> bool:
        """Whether this target's code generator lowers ``opcode`` itself. Every op of the table is
        lowered, rewritten by one of the target's ``decompositions`` or in ``unsupported_ops``
        (tests/architecture/test_op_table.py). The default, every op, is right for a target that
        computes with the reference evaluator."""
        return True

    def assemble_file(self, source: str | Path, out: str | Path | None = None) -> Path:
        """`xlac asm`: assemble ``source`` (this target's assembly text) into its binary at ``out``
        (default: beside it, with the binary's suffix); returns the binary's path."""
        raise XlacError(f"the '{self.name}' target has no assembler")

    def disassemble_file(self, binary: str | Path, out: str | Path | None = None) -> str:
        """`xlac disasm`: the assembly text of a binary this target wrote (``owns_artifact``),
        also written to ``out`` when given."""
        raise XlacError(f"{binary} is not a binary a target with a disassembler wrote")
