"""Failure messages from custom calls in compiled code, looked up by the status they return."""

from __future__ import annotations

_MESSAGES: dict[int, str] = {}


def record_failure(status: int, message: str) -> None:
    _MESSAGES[status] = message


def last_error_message(status: int) -> str:
    return _MESSAGES.get(status, "a custom call reported failure")
