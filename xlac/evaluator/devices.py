"""Several devices for the reference evaluator: SPMD modules (``replica_count`` x
``num_partitions`` > 1) run as one evaluator per device, each in a thread, meeting at every
collective. This is the semantics every target's multi-device run is checked against.

Devices are numbered as XLA's default device assignment does: device ``r * P + p`` is replica
``r``, partition ``p``. Which devices take part in a collective follows XLA's group modes
(operation semantics, "CollectiveOpGroupMode"):

  * no ``channel_id``: cross-replica; ``replica_groups`` hold replica ids, within a partition;
  * ``channel_id``, ``use_global_device_ids=false``: cross-replica-and-partition;
  * ``channel_id``, ``use_global_device_ids=true``: the groups hold global device ids;
  * ops without ``use_global_device_ids`` (all-to-all, collective-permute, collective-broadcast)
    with a ``channel_id``: cross-partition; groups (or pairs) hold partition ids.

``replica_groups`` in all three forms XLA prints: ``{{0,1},{2,3}}``, iota ``[2,2]<=[4]`` /
``[2,2]<=[2,2]T(1,0)``, and ``mesh['x'=2,'y'=2] {'y'}``; ``{}`` is every participant.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from xlac.errors import Interrupted, XlacError
from xlac.hlo.collectives import module_shape, parse_groups
from xlac.hlo.ir import Instruction, Module

DEFAULT_TIMEOUT_S = 60.0  # how long a device waits at a collective for the rest ($XLAC_DEVICE_TIMEOUT)


def device_timeout() -> float:
    import os

    try:
        seconds = float(os.environ.get("XLAC_DEVICE_TIMEOUT", DEFAULT_TIMEOUT_S))
    except ValueError:
        seconds = math.nan
    if not 0 < seconds < math.inf:
        raise XlacError(f"XLAC_DEVICE_TIMEOUT={os.environ['XLAC_DEVICE_TIMEOUT']!r} is not a positive number of seconds")
    return seconds


def _mode(instr: Instruction) -> str:
    has_channel = "channel_id" in instr.attrs
    op = instr.opcode.removesuffix("-start")
    takes_global = op in ("all-reduce", "all-gather", "reduce-scatter")
    use_global = str(instr.attrs.get("use_global_device_ids", "false")).lower() == "true"
    if not has_channel:
        return "replica"
    if not takes_global:
        return "partition"
    return "flattened" if use_global else "replica-and-partition"


@dataclass
class DeviceContext:
    """What one device's evaluator knows about the run: who it is, and where devices meet."""

    replica: int
    partition: int
    replicas: int
    partitions: int
    rendezvous: Any  # Rendezvous (threads), or runtime.mpi.MpiRendezvous (one device per rank)
    visits: dict[str, int] = field(default_factory=dict)

    @property
    def device(self) -> int:
        return self.replica * self.partitions + self.partition

    def participants(self, instr: Instruction) -> list[int]:
        """The global ids of the devices this device meets at ``instr``, in group order."""
        mode = _mode(instr)
        groups = parse_groups(str(instr.attrs.get("replica_groups", "{}")), instr.loc)
        r, p, rn, pn = self.replica, self.partition, self.replicas, self.partitions
        ids = {"replica": (r, rn), "partition": (p, pn), "replica-and-partition": (r, rn),
               "flattened": (self.device, rn * pn)}[mode]
        mine, space = ids
        if groups is None:
            groups = [list(range(space))]
        found = [g for g in groups if mine in g]
        if len(found) != 1 or any(i >= space for g in groups for i in g) or \
                sorted(i for g in groups for i in g) != list(range(space)):
            raise XlacError(f"'{instr.name}' ({instr.opcode}): replica_groups "
                            f"{instr.attrs.get('replica_groups', '{}')} do not split the {space} "
                            f"{'devices' if mode == 'flattened' else mode.split('-')[0] + 's'} into groups "
                            f"(device {self.device} is in {len(found)})", instr.loc)
        group = found[0]
        if mode == "replica":
            return [q * pn + p for q in group]
        if mode == "partition":
            return [r * pn + q for q in group]
        if mode == "replica-and-partition":
            return [q * pn + s for s in range(pn) for q in group]
        return list(group)

    def meet(self, instr: Instruction, group: Sequence[int], value: Any) -> list[Any]:
        """Give ``value`` to the devices of ``group``; their values, in group order."""
        key = f"{instr.name}#{self.visits.get(instr.name, 0)}"
        self.visits[instr.name] = self.visits.get(instr.name, 0) + 1
        return self.rendezvous.exchange(key, tuple(group), self.device, value, instr)

    def reduce(self, instr: Instruction, group: Sequence[int], value: Any, kind: str) -> Any:
        """The ``kind`` ('add', 'maximum'...) reduction of ``value`` over ``group``, by the
        transport itself (rendezvous.all_reduce: MPI's Allreduce)."""
        key = f"{instr.name}#{self.visits.get(instr.name, 0)}"
        self.visits[instr.name] = self.visits.get(instr.name, 0) + 1
        return self.rendezvous.all_reduce(key, tuple(group), self.device, value, kind, instr)


class Rendezvous:
    """Where the device threads meet: each deposits its value under the collective's key and
    waits (bounded) for the rest of its group; a device that fails stops every wait."""

    def __init__(self, timeout_s: float = DEFAULT_TIMEOUT_S):
        self.timeout_s = timeout_s
        self._cv = threading.Condition()
        self._slots: dict[tuple[str, tuple[int, ...]], dict[int, Any]] = {}
        self._taken: dict[tuple[str, tuple[int, ...]], int] = {}
        self._results: dict[tuple[str, tuple[int, ...]], Any] = {}  # all_reduce's shared outputs
        self.failure: str | None = None

    def fail(self, message: str) -> None:
        with self._cv:
            if self.failure is None:
                self.failure = message
            self._cv.notify_all()

    def exchange(self, key: str, group: tuple[int, ...], me: int, value: Any, instr: Instruction) -> list[Any]:
        slot_key = (key, group)
        with self._cv:
            slot = self._slots.setdefault(slot_key, {})
            slot[me] = value
            self._cv.notify_all()
            done = self._cv.wait_for(lambda: self.failure is not None or len(slot) == len(group),
                                     timeout=self.timeout_s)
            if self.failure is not None:
                raise _Stopped(self.failure)
            if not done:
                missing = [d for d in group if d not in slot]
                message = (f"'{instr.name}' ({instr.opcode}): device {me} waited {self.timeout_s:.0f} s for "
                           f"device{'s' if len(missing) > 1 else ''} {', '.join(map(str, missing))}, which never "
                           f"arrived")
                self.failure = message
                self._cv.notify_all()
                raise XlacError(message, instr.loc)
            values = [slot[d] for d in group]
            self._taken[slot_key] = self._taken.get(slot_key, 0) + 1
            if self._taken[slot_key] == len(group):
                del self._slots[slot_key], self._taken[slot_key]
            return values


    @staticmethod
    def reduces(kind: str, dtype: Any) -> bool:
        """numpy's ufuncs reduce every kind as XLA does (maximum/minimum propagate NaN)."""
        return True

    def all_reduce(self, key: str, group: tuple[int, ...], me: int, value: Any, kind: str,
                   instr: Instruction) -> Any:
        """The ``kind`` reduction over ``group`` (devices are threads sharing memory): device
        k reduces the k-th slice of the result for all (in group order, as the sequential
        reduction does), so the work is split instead of repeated on every device, and the
        devices share the result (no copy each)."""
        import numpy as np

        parts = self.exchange(key + "/in", group, me, value, instr)
        with self._cv:
            shared = self._results.get((key, group))
            if shared is None:
                shared = self._results[(key, group)] = np.empty_like(parts[0])
        fn = reduce_ufunc(kind)
        flat, views = shared.reshape(-1), [p.reshape(-1) for p in parts]
        size = -(-flat.size // len(group))
        mine = slice(group.index(me) * size, (group.index(me) + 1) * size)
        if len(views) == 1:
            flat[mine] = views[0][mine]
        else:
            fn(views[0][mine], views[1][mine], out=flat[mine])
            for v in views[2:]:
                fn(flat[mine], v[mine], out=flat[mine])
        self.exchange(key + "/out", group, me, None, instr)  # every slice written
        with self._cv:
            self._results.pop((key, group), None)
        return shared  # one array for the group: values are never written in place


def reduce_ufunc(kind: str) -> Any:
    """numpy's ufunc for a reduction kind (hlo.collectives.REDUCE_KINDS): what every device
    transport folds with, so an all-reduce gives the same bits whichever one runs it."""
    import numpy as np

    return {"add": np.add, "maximum": np.maximum, "minimum": np.minimum, "multiply": np.multiply}[kind]


class _Stopped(Interrupted):
    """Another device failed: this one stops without an error of its own."""


def run_devices(module: Module, per_device_args: Sequence[list[Any]],
                run_one: Callable[[DeviceContext, list[Any]], Any], timeout_s: float | None = None) -> list[Any]:
    """Run ``run_one(context, args)`` for every device of ``module`` at once; their results in
    device order. The first device error is raised (naming the device); the others stop."""
    replicas, partitions = module_shape(module)
    n = replicas * partitions
    if len(per_device_args) != n:
        raise XlacError(f"the module '{module.name}' is built for {n} devices "
                        f"(replica_count={replicas}, num_partitions={partitions}); got {len(per_device_args)}")
    rendezvous = Rendezvous(timeout_s if timeout_s is not None else device_timeout())
    results: list[Any] = [None] * n
    errors: list[tuple[int, BaseException]] = []

    def device(d: int) -> None:
        ctx = DeviceContext(d // partitions, d % partitions, replicas, partitions, rendezvous)
        try:
            results[d] = run_one(ctx, list(per_device_args[d]))
        except _Stopped:
            pass
        except BaseException as e:  # noqa: BLE001 - reported below, for this device
            errors.append((d, e))
            rendezvous.fail(f"device {d} failed")

    threads = [threading.Thread(target=device, args=(d,), name=f"xlac-device-{d}", daemon=True) for d in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        d, e = min(errors, key=lambda de: de[0])
        if isinstance(e, XlacError):
            e.message = f"device {d}: {e.message}"
        raise e
    return results


def context_for(module: Module, device: int, rendezvous: Any) -> DeviceContext:
    """Device ``device``'s context, for a run that evaluates only that device (an MPI rank)."""
    replicas, partitions = module_shape(module)
    return DeviceContext(device // partitions, device % partitions, replicas, partitions, rendezvous)
