"""The host side of a compiled GPU module: what to launch, in order, and the control flow
decided on the host between launches (XLA's GPU backend runs while/conditional the same way:
the predicate is copied back, the host picks what to launch next).

Every kernel takes the same arguments, ``(params..., results..., temp)`` as device pointers;
buffers are named by :class:`Loc` (a parameter, a result leaf, or an offset into temp). The
program is plain data: the Python runner (device.py) and the generated C (host_c.py) walk it,
and it round-trips through JSON in the saved artifact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Loc:
    """A byte address: ``kind`` is "param", "result" or "temp"; ``index`` picks the parameter
    or result leaf; ``offset`` is in bytes from its start."""

    kind: str
    index: int = 0
    offset: int = 0


@dataclass
class Launch:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]


@dataclass
class Copy:
    dst: Loc
    src: Loc
    nbytes: int


@dataclass
class While:
    cond: list[Step]
    pred: Loc  # the condition's pred result, one byte
    body: list[Step]


@dataclass
class Cond:
    index: Loc  # a pred (byte) or an s32 branch index
    index_dtype: str  # numpy dtype of the value at ``index``: "u1" or "i4"
    is_pred: bool
    branches: list[list[Step]]


@dataclass
class CustomCall:
    """A custom call between launches, with XLA's GPU signature
    ``void f(CUstream, void **buffers, const char *opaque, size_t opaque_len[, XlaCustomCallStatus *])``:
    ``buffers`` are the operand leaves then the result leaves, as device pointers. ``site``
    indexes the executable's custom-call instructions (for targets that run on the host)."""

    target: str
    symbol: str
    api_version: int
    buffers: list[Loc]
    num_operands: int
    opaque: str
    site: int


Step = Launch | Copy | While | Cond | CustomCall


@dataclass
class Program:
    steps: list[Step] = field(default_factory=list)

    def kernels(self) -> list[Launch]:
        return list(_launches(self.steps))

    def to_json(self) -> list:
        return [_step_json(s) for s in self.steps]

    @classmethod
    def from_json(cls, data: list) -> Program:
        return cls([_step_from(s) for s in data])


def _launches(steps: list[Step]):
    for s in steps:
        if isinstance(s, Launch):
            yield s
        elif isinstance(s, While):
            yield from _launches(s.cond)
            yield from _launches(s.body)
        elif isinstance(s, Cond):
            for br in s.branches:
                yield from _launches(br)


def _loc_json(loc: Loc) -> list:
    return [loc.kind, loc.index, loc.offset]


def _loc_from(data: list) -> Loc:
    return Loc(str(data[0]), int(data[1]), int(data[2]))


def _step_json(s: Step) -> dict[str, Any]:
    if isinstance(s, Launch):
        return {"launch": s.kernel, "grid": list(s.grid), "block": list(s.block)}
    if isinstance(s, Copy):
        return {"copy": [_loc_json(s.dst), _loc_json(s.src), s.nbytes]}
    if isinstance(s, While):
        return {"while": {"cond": [_step_json(x) for x in s.cond], "pred": _loc_json(s.pred),
                          "body": [_step_json(x) for x in s.body]}}
    if isinstance(s, CustomCall):
        return {"custom_call": {"target": s.target, "symbol": s.symbol, "api_version": s.api_version,
                                "buffers": [_loc_json(b) for b in s.buffers], "num_operands": s.num_operands,
                                "opaque": s.opaque, "site": s.site}}
    return {"cond": {"index": _loc_json(s.index), "dtype": s.index_dtype, "is_pred": s.is_pred,
                     "branches": [[_step_json(x) for x in br] for br in s.branches]}}


def _step_from(d: dict[str, Any]) -> Step:
    if "launch" in d:
        return Launch(d["launch"], tuple(d["grid"]), tuple(d["block"]))  # type: ignore[arg-type]
    if "copy" in d:
        dst, src, n = d["copy"]
        return Copy(_loc_from(dst), _loc_from(src), int(n))
    if "while" in d:
        w = d["while"]
        return While([_step_from(x) for x in w["cond"]], _loc_from(w["pred"]), [_step_from(x) for x in w["body"]])
    if "custom_call" in d:
        c = d["custom_call"]
        return CustomCall(c["target"], c["symbol"], int(c["api_version"]), [_loc_from(b) for b in c["buffers"]],
                          int(c["num_operands"]), c["opaque"], int(c["site"]))
    c = d["cond"]
    return Cond(_loc_from(c["index"]), c["dtype"], bool(c["is_pred"]),
                [[_step_from(x) for x in br] for br in c["branches"]])
