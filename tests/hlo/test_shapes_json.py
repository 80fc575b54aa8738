"""One JSON form for shapes in every artifact (xlac/hlo/shapes.py): cpu sidecars, xacc binaries and
custom-call site records write it, and the forms older ones wrote are still read."""

from __future__ import annotations

import pytest

from xlac.customcall.abi import Site
from xlac.hlo.dtypes import F32, S32
from xlac.hlo.shapes import ArrayShape, Layout, TupleShape, parse_shape, shape_from_json, shape_to_json

SHAPES = [
    ArrayShape(F32, (2, 3), Layout((0, 1))),
    ArrayShape(S32, ()),
    TupleShape((ArrayShape(F32, (4,), Layout((0,))), TupleShape(()), ArrayShape(S32, (1, 2), Layout((1, 0))))),
]


@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_round_trip(shape) -> None:
    doc = shape_to_json(shape)
    back = shape_from_json(doc)
    assert back == shape and str(back) == str(shape) and back.same_layout(shape)
    assert parse_shape(str(shape)) == shape and str(parse_shape(str(shape))) == str(shape)


def test_the_form() -> None:
    assert shape_to_json(SHAPES[0]) == {"dtype": "f32", "dims": [2, 3], "minor_to_major": [0, 1]}
    assert shape_to_json(TupleShape(())) == {"tuple": []}


def test_older_forms_are_read() -> None:
    """Custom-call site records said "layout"; xacc binaries stored the shape's text."""
    assert str(shape_from_json({"dtype": "f32", "dims": [2, 3], "layout": [0, 1]})) == "f32[2,3]{0,1}"
    assert str(shape_from_json("(f32[2]{0}, s32[])")) == "(f32[2]{0}, s32[])"
    for bad in ("f32[2", "q7[2]", {"dims": [1]}):
        with pytest.raises((KeyError, ValueError)):
            shape_from_json(bad)


def test_site_records_use_the_form() -> None:
    site = Site("t", 4, [SHAPES[0]], SHAPES[2])
    assert '"minor_to_major":[0,1]' in site.to_json()
    again = Site.from_json(site.to_json())
    assert again.operands == [SHAPES[0]] and again.result == SHAPES[2]
