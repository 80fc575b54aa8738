"""The cpu target's C ABI: what a caller of an entry needs to know (ModelInfo), the source of the
header beside an object and of the sidecar `xlac compile` writes (``model.o.xlac.json``).

    int32_t mlp(void *const *params, void *const *results, void *temp);

``params[i]``/``results[j]`` point at dense buffers in each shape's layout (tuples flattened
depth-first; header.py says the rest), ``temp`` at ``temp_bytes`` of scratch aligned to
TEMP_ALIGN. Shapes are stored in the JSON form of every xlac artifact (hlo/shapes.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.shapes import ArrayShape, shape_from_json, shape_to_json
from xlac.targets.cpu.machine import MEMORY, is_big_endian

FORMAT_VERSION = 1
TEMP_ALIGN = MEMORY.alignment  # bytes; what the runners give `temp` and what the header asks callers for


class LoweredEntry(Protocol):
    """What describing an entry reads of its compile (lowering.LoweredModule)."""

    entry_name: str
    triple: str
    temp_bytes: int
    threads: int
    thread_cap: int
    isa: tuple[str, ...]
    entry_from: str
    isa_levels: tuple[str, ...]


@dataclass
class ModelInfo:
    """What a caller of the entry needs to know; JSON-serializable, and the header's source."""

    module_name: str
    entry_name: str
    triple: str
    temp_bytes: int
    params: list[tuple[str, ArrayShape]]
    results: list[ArrayShape]  # result leaves, depth-first; tokens keep their (unused) slot
    source_name: str = ""  # base name of the .hlo file, never a path
    hlo_text: str | None = None
    object_sha256: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_lowered(cls, module: Module, lowered: LoweredEntry, source_name: str = "",
                     hlo_text: str | None = None) -> ModelInfo:
        """Describe a lowered module's entry from the HLO module it came from."""
        assert module.entry is not None
        params = [(f"{p.name}.{j}" if p.shape.is_tuple else p.name, leaf)  # tuples by their leaves
                  for p in module.entry.parameters for j, leaf in enumerate(p.shape.leaves())]
        # threads: what the loops were split for (> 1: the object calls the thread pool);
        # thread_cap: the most threads a loop runs on (--threads N; absent: the pool decides)
        extra: dict[str, Any] = {"threads": lowered.threads} if lowered.threads > 1 else {}
        if lowered.threads > 1 and lowered.thread_cap > 0:
            extra["thread_cap"] = lowered.thread_cap
        if lowered.entry_from:
            extra["entry_from"] = lowered.entry_from  # the header says where the name comes from
        if lowered.isa:
            extra["isa"] = list(lowered.isa)  # checked against the CPU that runs it (ObjectExecutable)
        if len(lowered.isa_levels) > 1:
            extra["isa_levels"] = list(lowered.isa_levels)  # kernel versions, picked at run time
        from xlac.hlo.collectives import module_devices  # lazy: start-up (run model.o reads ModelInfo only)

        if module_devices(module) > 1:
            extra["devices"] = module_devices(module)  # collectives call the MPI runtime
        from xlac.passes.buffer_assignment import donated_slots  # lazy: start-up

        donated = donated_slots(module)
        if donated:
            extra["donated"] = sorted(donated.items())  # [[result leaf, parameter leaf], ...]
        return cls(module.name, lowered.entry_name, lowered.triple, lowered.temp_bytes, params,
                   list(module.result_shape.leaves()), source_name, hlo_text, extra=extra)

    @property
    def big_endian(self) -> bool:
        return is_big_endian(self.triple)

    def to_json(self) -> str:
        """Stable text (sorted keys, no paths or times) so identical compiles give identical files."""
        doc = {
            "format": "xlac-cpu-object", "version": FORMAT_VERSION,
            "module": self.module_name, "entry": self.entry_name, "triple": self.triple,
            "temp_bytes": self.temp_bytes, "temp_align": TEMP_ALIGN,
            "params": [dict(name=n, **shape_to_json(s)) for n, s in self.params],
            "results": [shape_to_json(s) for s in self.results],
            "source": self.source_name, "object_sha256": self.object_sha256,
            "hlo": self.hlo_text, **({"extra": self.extra} if self.extra else {}),
        }
        return json.dumps(doc, indent=1, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str, origin: str = "metadata") -> ModelInfo:
        try:
            doc = json.loads(text)
            if not isinstance(doc, dict) or doc.get("format") != "xlac-cpu-object":
                raise ValueError("not an xlac object description")
            if doc.get("version") != FORMAT_VERSION:
                raise ValueError(f"format version {doc.get('version')}, this xlac reads {FORMAT_VERSION}")
            params = [(p["name"], _array_from_json(p)) for p in doc["params"]]
            results = [_array_from_json(r) for r in doc["results"]]
            return cls(doc["module"], doc["entry"], doc["triple"], int(doc["temp_bytes"]), params, results,
                       doc.get("source", ""), doc.get("hlo"), doc.get("object_sha256", ""), doc.get("extra", {}))
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            raise XlacError(f"cannot read {origin}: {e}") from None


def _array_from_json(doc: dict) -> ArrayShape:
    shape = shape_from_json(doc)
    if not isinstance(shape, ArrayShape):
        raise ValueError(f"a buffer's shape is an array, not {shape}")
    return shape
