"""The whole corpus parses, verifies, and round-trips through the printer."""

from __future__ import annotations

import pytest
from corpus import case, case_names

from xlac.hlo.parser import parse_file, parse_module
from xlac.hlo.printer import print_module
from xlac.hlo.verifier import verify


@pytest.mark.parametrize("name", case_names())
def test_parse_verify_roundtrip(name: str) -> None:
    module = parse_file(case(name).hlo)
    verify(module)
    text = print_module(module)
    again = parse_module(text, f"{name}.printed")
    verify(again)
    assert print_module(again) == text
