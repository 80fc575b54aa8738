"""xlac: an ahead-of-time compiler toolchain for XLA HLO text.

``xlac.register_custom_call(name, fn, api_version=4)`` adds a custom-call target (a numpy
callable, or a C function: ctypes pointer, address or PyCapsule); see xlac.customcall.registry.
"""

from __future__ import annotations

from typing import Any

__all__ = ["register_custom_call", "unregister_custom_call"]


def __getattr__(name: str) -> Any:
    """Load the custom-call registry on first use: `import xlac` (every command) stays cheap."""
    if name in __all__:
        from xlac.customcall import registry

        return getattr(registry, name)
    raise AttributeError(f"module 'xlac' has no attribute {name!r}")
