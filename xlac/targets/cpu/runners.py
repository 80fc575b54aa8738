"""Which device runs code compiled for a triple: a table of predicate -> device, the first row
whose predicate takes the triple wins.

    device_for("x86_64-unknown-linux-gnu")  # HostDevice: this machine, the code called in this process
    device_for("wasm32-unknown-unknown")    # NodeDevice (wasm.py): linked with wasm-ld, run in Node.js
    device_for("thumbv7em-none-eabihf")     # CortexMDevice (cortexm.py): firmware under qemu-system-arm
    device_for("aarch64-linux-gnu")         # QemuDevice (cross.py): a cross-gcc program under qemu-user

Another way to run code (an emulator, a board on a serial line) is another row. A device's module
is imported when its row is chosen: the runners' modules import subprocess, which a compile never
needs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xlac.targets.base import Device, HostDevice
from xlac.targets.cpu.machine import is_cortex_m, is_host, is_wasm


def _host(triple: str) -> Device:
    return HostDevice()


def _node(triple: str) -> Device:
    from xlac.targets.cpu.wasm import NodeDevice  # lazy: start-up

    return NodeDevice(triple)


def _cortex_m(triple: str) -> Device:
    from xlac.targets.cpu.cortexm import CortexMDevice  # lazy: start-up

    return CortexMDevice(triple)


def _qemu_user(triple: str) -> Device:
    from xlac.targets.cpu.cross import QemuDevice  # lazy: start-up

    return QemuDevice(triple)  # refuses, with the reason, a triple it has no toolchain for


@dataclass(frozen=True)
class Runner:
    name: str
    accepts: Callable[[str], bool]
    device: Callable[[str], Device]


RUNNERS: tuple[Runner, ...] = (
    Runner("host", is_host, _host),
    Runner("node", is_wasm, _node),
    Runner("cortex-m", is_cortex_m, _cortex_m),
    Runner("qemu-user", lambda triple: True, _qemu_user),
)


def device_for(triple: str) -> Device:
    """The device code for ``triple`` runs on (an error saying what to install where its tools
    are missing)."""
    return next(r for r in RUNNERS if r.accepts(triple)).device(triple)
