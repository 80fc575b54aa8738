"""The op table is the one place an op is defined (issue 35, "The house, finished").

Every opcode has a shape rule (or its shape is written in the text), an evaluator kernel, and on
every registered target a lowering, a decomposition the target selects, or a line in the target's
``unsupported_ops`` with the reason. And an op's name is not restated across xlac: each of the
names below is spelled (as a quoted string) in at most four files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from xlac.evaluator.handlers import HANDLERS
from xlac.hlo import opcodes
from xlac.hlo.shape_inference import has_rule
from xlac.passes.pipeline import DECOMPOSITIONS
from xlac.registry import get_target, target_names

ROOT = Path(__file__).resolve().parents[2] / "xlac"


@pytest.mark.parametrize("op", sorted(opcodes.OPS))
def test_every_op_has_a_shape_rule_and_an_evaluator_kernel(op: str) -> None:
    info = opcodes.OPS[op]
    assert has_rule(op) or not info.shape_inferable, f"'{op}': no shape rule, and its shape may be omitted"
    assert op in HANDLERS or not info.computed, f"'{op}': no evaluator kernel"  # parameters are bound, not computed


@pytest.mark.parametrize("name", target_names())
def test_every_target_lowers_decomposes_or_refuses_every_op(name: str) -> None:
    target = get_target(name)
    assert set(target.decompositions) <= set(DECOMPOSITIONS)
    missing, contradictions = [], []
    for op, info in opcodes.OPS.items():
        decomposed = bool(set(info.decompositions) & set(target.decompositions))
        refused = op in target.unsupported_ops
        if refused and (target.lowers(op) or decomposed):
            contradictions.append(op)
        elif not (refused or target.lowers(op) or decomposed):
            missing.append(op)
    assert not missing, f"the {name} target neither lowers nor refuses (unsupported_ops): {', '.join(missing)}"
    assert not contradictions, f"the {name} target lowers yet refuses: {', '.join(contradictions)}"
    assert all(isinstance(why, str) and why.strip() for why in target.unsupported_ops.values())
    assert set(target.unsupported_ops) <= set(opcodes.OPS)


# The names issue 35 counted; each may appear in the op table, the evaluator's kernels, the
# StableHLO/CHLO front end and one more file (a decomposition pass, a machine's own table).
NAMES = ["cbrt", "erf", "tan", "atan2", "logistic", "is-finite"]
MAX_FILES = 4
# Code that writes an instruction of the op names it through ``opcodes.OP`` (``b.op(OP.atan2, y,
# x)``), as XLA writes HloOpcode::kAtan2; every quoted spelling counts: dispatch (``opcode ==
# "tan"``), tables, lists, messages.


def _restating(path: Path, quoted: tuple[str, ...]) -> bool:
    text = path.read_text()
    return any(q in text for q in quoted)


def test_op_names_as_attributes() -> None:
    assert (opcodes.OP.atan2, opcodes.OP.is_finite, opcodes.OP.shift_right_logical) == \
        ("atan2", "is-finite", "shift-right-logical")
    with pytest.raises(AttributeError, match="no op 'atna2'"):
        opcodes.OP.atna2  # noqa: B018


@pytest.mark.parametrize("name", NAMES)
def test_an_op_name_is_spelled_in_few_files(name: str) -> None:
    quoted = (f'"{name}"', f"'{name}'")
    files = sorted(str(p.relative_to(ROOT.parent)) for p in ROOT.rglob("*.py") if _restating(p, quoted))
    assert len(files) <= MAX_FILES, f"{name!r} is spelled in {len(files)} files: {', '.join(files)}"
