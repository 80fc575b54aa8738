"""An out-of-tree custom-call target for xlac.

xlac calls ``register()`` (named by this package's "xlac.custom_calls" entry point) the first
time it looks a target up. It returns {target name: (function, api_version)}; xlac registers
each entry as if by ``xlac.register_custom_call``. A numpy target runs on the interpreter and,
through xlac's host bridge, in compiled code run by `xlac run` (JIT or object).
"""

from __future__ import annotations

import numpy as np

TYPED_FFI = 4  # XLA's API_VERSION_TYPED_FFI


def affine(x: np.ndarray, scale: np.floating = np.float32(1), shift: np.floating = np.float32(0),
           clip: np.ndarray | None = None) -> np.ndarray:
    """demo_affine: x * scale + shift, optionally clipped to clip = array<f32: lo, hi>.

    Attributes come from the custom call's backend_config, e.g.
    ``backend_config="{scale = 2.0 : f32, shift = 0.5 : f32, clip = array<f32: -1.0, 10.0>}"``."""
    if scale == 0:
        raise ValueError("demo_affine: scale must not be 0")
    y = x * x.dtype.type(scale) + x.dtype.type(shift)
    if clip is not None:
        y = np.clip(y, clip[0], clip[1])
    return y


def register() -> dict:
    return {"demo_affine": (affine, TYPED_FFI)}
