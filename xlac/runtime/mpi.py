"""Devices as MPI ranks: `mpirun -np N xlac run m.hlo ...` runs rank r as device r, on one host or
many (a hostfile, Slurm's `srun`). Each rank evaluates its own device; at a collective the ranks
exchange their values (an all-gather of pickled values over MPI_COMM_WORLD, non-blocking and
polled, so a rank that never arrives is an error after $XLAC_DEVICE_TIMEOUT seconds, not a
hang). Every rank checks that all reached the same collective.

mpi4py (`pip install mpi4py`, with an MPI such as Debian's openmpi-bin) is needed only here.
"""

from __future__ import annotations

import os
import pickle
import time
from pathlib import Path
from typing import Any

import numpy as np

from xlac.errors import XlacError
from xlac.hlo.ir import Instruction

COLLECTIVES_SOURCE = Path(__file__).with_name("collectives_mpi.c")  # what compiled objects for N devices link
WORLD_SIZE_VARIABLES = ("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "MPI_LOCALNRANKS")


def launched_size() -> int:
    """The MPI world size a launcher (mpirun, srun) announced, else 1; no MPI is loaded."""
    for name in WORLD_SIZE_VARIABLES:
        value = os.environ.get(name, "")
        if value.isdigit() and int(value) > 1:
            return int(value)
    return 1


def world() -> Any:
    """MPI_COMM_WORLD, or a clear error when mpi4py is missing."""
    try:
        from mpi4py import MPI
    except ImportError:
        raise XlacError(f"this run was started by an MPI launcher ({launched_size()} ranks), but mpi4py is not "
                        f"installed: pip install mpi4py (it needs an MPI, e.g. Debian's openmpi-bin "
                        f"libopenmpi-dev)") from None
    return MPI.COMM_WORLD


class MpiRendezvous:
    """The devices.Rendezvous of a run whose devices are MPI ranks (this process: one device)."""

    def __init__(self, comm: Any, timeout_s: float):
        self.comm = comm
        self.rank = comm.Get_rank()
        self.size = comm.Get_size()
        self.timeout_s = timeout_s

    def exchange(self, key: str, group: tuple[int, ...], me: int, value: Any, instr: Instruction | None) -> list[Any]:
        what = f"'{instr.name}' ({instr.opcode})" if instr is not None else key
        everyone = [pickle.loads(b) for b in self.allgather(pickle.dumps((key, value)), what,
                                                            instr.loc if instr is not None else None)]
        keys = [k for k, _ in everyone]
        if len(set(keys)) > 1:
            places = ", ".join(f"device {d} at {k.split('#')[0]!r}" for d, k in enumerate(keys))
            raise XlacError(f"the devices reached different collectives ({places})",
                            instr.loc if instr is not None else None)
        return [everyone[d][1] for d in group]

    @staticmethod
    def reduces(kind: str, dtype: Any) -> bool:
        """MPI's MAX and MIN compare floats with < and so drop NaN (XLA propagates it): floats
        take those through the all-gather path; sums and products, and integers, MPI reduces."""
        return kind in ("add", "multiply") or np.dtype(dtype).kind in "iu"

    def all_reduce(self, key: str, group: tuple[int, ...], me: int, value: np.ndarray, kind: str,
                   instr: Instruction) -> np.ndarray:
        """``value`` reduced over ``group`` by MPI (Iallreduce on the group's communicator),
        after every rank has shown it reached the same collective (a small all-gather of the
        keys): a 64 MiB all-reduce then costs what MPI_Allreduce costs, not an all-gather."""
        from mpi4py import MPI

        what = f"'{instr.name}' ({instr.opcode})"
        everyone = [pickle.loads(b) for b in self.allgather(pickle.dumps((key, group)), what, instr.loc)]
        keys = [k for k, _ in everyone]
        if len(set(keys)) > 1:
            places = ", ".join(f"device {d} at {k.split('#')[0]!r}" for d, k in enumerate(keys))
            raise XlacError(f"the devices reached different collectives ({places})", instr.loc)
        comm = self._group_comm(tuple(sorted({g for _, g in everyone})), group)
        op = {"add": MPI.SUM, "maximum": MPI.MAX, "minimum": MPI.MIN, "multiply": MPI.PROD}[kind]
        send = np.ascontiguousarray(value)  # rank 0 comes back rank 1 (numpy's rule): MPI's buffer only
        out = np.empty_like(send)
        self._wait(comm.Iallreduce(send, out, op=op), what, instr.loc)
        return out.reshape(np.shape(value))

    def _group_comm(self, groups: tuple[tuple[int, ...], ...], group: tuple[int, ...]) -> Any:
        """The communicator of this rank's group (split from the world once per grouping; every
        rank takes part, since every rank is in one group of the collective)."""
        cache = self.__dict__.setdefault("_comms", {})
        if groups not in cache:
            colour = groups.index(group)
            cache[groups] = self.comm if len(groups) == 1 and len(group) == self.size and \
                list(group) == list(range(self.size)) else self.comm.Split(colour, group.index(self.rank))
        return cache[groups]

    def allgather(self, data: bytes, what: str, loc: Any = None) -> list[bytes]:
        from mpi4py import MPI

        sizes = np.zeros(self.size, np.int64)
        self._wait(self.comm.Iallgather(np.array([len(data)], np.int64), sizes), what, loc)
        displs = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(np.int64)
        buf = np.empty(int(sizes.sum()), np.uint8)
        request = self.comm.Iallgatherv(np.frombuffer(data, np.uint8), [buf, sizes, displs, MPI.BYTE])
        self._wait(request, what, loc)
        return [buf[displs[i]:displs[i] + sizes[i]].tobytes() for i in range(self.size)]

    def _wait(self, request: Any, what: str, loc: Any) -> None:
        deadline = time.monotonic() + self.timeout_s
        pause = 1e-5
        while not request.Test():
            if time.monotonic() > deadline:
                raise XlacError(f"rank {self.rank} waited {self.timeout_s:.0f} s at {what} for ranks that never "
                                f"arrived", loc)
            time.sleep(pause)
            pause = min(pause * 2, 1e-3)

    def abort(self, code: int = 1) -> None:
        """End every rank (this one's error is already printed): no rank is left waiting."""
        self.comm.Abort(code)
