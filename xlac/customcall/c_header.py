"""What the header of a compiled model says about custom calls: the failure status, where the
message is, and a helper that returns it. header.py (the model header writer) includes
:func:`model_header_text` after its shared declarations.

The protocol (abi.py): a failing custom call makes the entry return
XLAC_STATUS_CUSTOM_CALL_FAILED at once, with ``"<target>: <message>"`` NUL-terminated at the start
of ``temp``. Nothing is allocated and nothing is kept between calls, so concurrent calls with
separate temp buffers keep separate messages.
"""

from __future__ import annotations

import re
from typing import Any

from xlac.customcall.abi import ERROR_MESSAGE_BYTES, STATUS_CUSTOM_CALL_FAILED

_SHARED = f"""\
#ifndef XLAC_CUSTOM_CALL_DECLARATIONS_
#define XLAC_CUSTOM_CALL_DECLARATIONS_
/* A custom call failed (its XLA_FFI_Error, or its XlaCustomCallStatus set to failure). The entry
   stopped there; `temp` starts with "<target>: <message>", NUL-terminated, at most
   XLAC_ERROR_MESSAGE_BYTES bytes (modules that make custom calls ask for at least that much temp).
   Typed-FFI targets get `xlac_ffi_api` (link xlac's runtime: `xlac ffi-header --runtime`), and
   each target is the undefined symbol of its name: see `xlac ffi-header`. */
#define XLAC_STATUS_CUSTOM_CALL_FAILED {STATUS_CUSTOM_CALL_FAILED}
#define XLAC_ERROR_MESSAGE_BYTES {ERROR_MESSAGE_BYTES}
#endif /* XLAC_CUSTOM_CALL_DECLARATIONS_ */
"""


def model_header_text(info: Any) -> str:
    """Declarations for the model header of ``info`` (a ModelInfo): the shared status macros and
    ``const char *<entry>_error_message(int32_t status, const void *temp)``, which returns the
    failure message for a non-zero status (NULL for XLAC_STATUS_OK). Empty for a module known to
    make no custom calls (its HLO text is stored and names no target)."""
    hlo = getattr(info, "hlo_text", None)
    if hlo is not None and "custom_call_target" not in hlo:
        return ""
    entry = re.sub(r"[^A-Za-z0-9_]", "_", info.entry_name)
    helper = (f"/* The message of a failed call of {entry}: pass its status and the temp buffer it used. */\n"
              f"static inline const char *{entry}_error_message(int32_t status, const void *temp) {{\n"
              f"  return status == XLAC_STATUS_OK ? (const char *)0 :\n"
              f"         status == XLAC_STATUS_CUSTOM_CALL_FAILED && temp ? (const char *)temp :\n"
              f"         \"unknown failure status\";\n"
              f"}}\n")
    return _SHARED + "\n" + helper + "\n"
