"""Runs HLO text on real XLA:CPU (jaxlib 0.10.2, scratch environment only).

The text is parsed by XLA's own HLO parser, converted to StableHLO and compiled by the CPU
client: no jax.jit tracing, so the module XLA runs is exactly the text we store.
"""

from __future__ import annotations

import jax
import numpy as np
from jax._src.lib import hlo, xla_client

jax.config.update("jax_enable_x64", True)  # device_put must keep 64-bit inputs 64-bit

_CPU = jax.devices("cpu")[0]
from model import NP as NP_NAMES  # noqa: E402

_DEVICES = xla_client.DeviceList((_CPU,))


def parse(text: str):
    """XLA's parser and verifier on the text; raises on what XLA rejects."""
    return hlo.hlo_module_from_text(text)


def run(text: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """The ENTRY result of ``text`` on ``inputs``, tuples flattened depth-first.

    Raises when what XLA returns differs in type or shape from the result the text declares:
    the StableHLO conversion changes a few ops (rng-bit-generator of signed or float types),
    and a case whose stored output is not the text's result would test nothing true.
    """
    module = parse(text)
    stablehlo = xla_client._xla.mlir.hlo_to_stablehlo(module.as_serialized_hlo_module_proto())
    exe = _CPU.client.compile_and_load(stablehlo, _DEVICES, xla_client.CompileOptions())
    outs = [np.asarray(o) for o in exe.execute([jax.device_put(x, _CPU) for x in inputs])]
    declared = result_shapes(module)
    got = [(str(o.dtype), tuple(o.shape)) for o in outs]
    want = [(str(NP_NAMES[d]), s) for d, s in declared]
    if got != want:
        raise ValueError(f"XLA returned {got}, the text declares {want}")
    return outs


def result_shapes(module) -> list[tuple[str, tuple[int, ...]]]:
    """The ENTRY result's array leaves (dtype name, dims), from the layout XLA settled on."""
    import re

    header = module.to_string().splitlines()[0]
    result = header.split(")->", 1)[1]
    return [(m.group(1), tuple(int(d) for d in m.group(2).split(",") if d))
            for m in re.finditer(r"([a-z][a-z0-9]*)\[([0-9,]*)\]", result) if m.group(1) != "token"]


def opcodes(text: str) -> list[str]:
    """Distinct opcodes of every instruction, as XLA's parser read them."""
    import re

    found: set[str] = set()
    for comp in parse(text).computations():
        for inst in comp.instructions():
            m = re.match(r"\S+ = .*? ([a-z][a-z0-9-]*)\(", inst.to_string())
            if m:
                found.add(m.group(1))
    return sorted(found)
