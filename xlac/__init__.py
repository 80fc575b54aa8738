"""xlac: an ahead-of-time compiler toolchain for XLA HLO text.

``xlac.register_custom_call(name, fn, api_version=4)`` adds a custom-call target (a numpy
callable, or a C function: ctypes pointer, address or PyCapsule); see xlac.customcall.registry.
"""

from xlac.customcall.registry import register_custom_call, unregister_custom_call

__all__ = ["register_custom_call", "unregister_custom_call"]
