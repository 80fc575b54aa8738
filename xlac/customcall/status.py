"""Failure messages of custom calls in compiled code.

A compiled entry that returns STATUS_CUSTOM_CALL_FAILED has written ``"<target>: <message>"``
(NUL-terminated, at most ERROR_MESSAGE_BYTES) to the start of its temp buffer (see abi.py), so a
runner that passes the temp address gets the message; ``record_failure`` remains for runners
that learn it another way.
"""

from __future__ import annotations

import ctypes

from xlac.customcall.abi import ERROR_MESSAGE_BYTES, STATUS_CUSTOM_CALL_FAILED

_MESSAGES: dict[int, str] = {}


def record_failure(status: int, message: str) -> None:
    _MESSAGES[status] = message


def message_in_temp(temp_address: int) -> str:
    """The NUL-terminated message at the start of a failed call's temp buffer."""
    raw = ctypes.string_at(temp_address, ERROR_MESSAGE_BYTES)
    return raw.split(b"\0", 1)[0].decode("utf-8", "replace")


def last_error_message(status: int, temp_address: int | None = None) -> str:
    if temp_address and status == STATUS_CUSTOM_CALL_FAILED:
        text = message_in_temp(temp_address)
        target, sep, message = text.partition(": ")
        if sep:
            return f"custom call '{target}' failed: {message}"
        if text:
            return f"custom call failed: {text}"
    return _MESSAGES.get(status, "a custom call reported failure")
