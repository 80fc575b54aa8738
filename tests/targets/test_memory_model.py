"""Every target states its memory model (``Target.memory_model``: the alignment of planned
offsets, the memory spaces buffers live in, whether a donated parameter may be its result's
memory), and the targets that plan memory with the one planner (cpu, nvptx, xacc) plan with it:
their plans honour the declared alignment on corpus modules, and a target that declares another
model (a subclass) gets plans made with that one, not a constant of the code generator."""

from __future__ import annotations

import numpy as np
import pytest
from corpus import case

from xlac.driver import compare_outputs, load_module
from xlac.passes.buffer_assignment import BufferAssignment
from xlac.registry import get_target, target_names
from xlac.targets.base import Executable, MemoryModel

#: The targets that plan with passes/buffer_assignment.py, and the space each lays out.
PLANNERS = {"cpu": ("host",), "nvptx": ("global",), "xacc": ("dram",)}
#: Corpus modules with several temporaries live at once (loops), one with a donated parameter.
MODULES = ["xla-semantics/rnn_while_scalar_steps", "xla-semantics/while_power_iteration",
           "xla-semantics/xs_alias_donated_read_after_write"]


def plan_of(target: str, exe: Executable) -> BufferAssignment:
    """The buffer assignment ``exe`` was compiled with (each target keeps its MemoryUse)."""
    memory = exe.memory if target == "xacc" else exe.lowered.memory  # type: ignore[attr-defined]
    assert memory is not None and memory.assignment is not None
    return memory.assignment


def assert_aligned(ba: BufferAssignment, alignment: int) -> None:
    placed = [b for b in ba.buffers if b.allocation.kind in ("temp", "in-result") and b.size]
    bad = [(b.values[0][0].name, b.allocation.offset) for b in placed if b.allocation.offset % alignment]
    assert not bad, f"offsets not multiples of {alignment}: {bad}"
    assert ba.temp_size % alignment == 0


def test_every_registered_target_declares_one() -> None:
    names = target_names()
    assert set(PLANNERS) <= set(names)
    for name in names:
        model = get_target(name).memory_model
        assert isinstance(model, MemoryModel), name
        assert model.alignment > 0 and model.alignment & (model.alignment - 1) == 0, name
        assert model.spaces, name
        if name in PLANNERS:
            assert model.spaces == PLANNERS[name]
            assert model.alias_parameters  # their callers may pass a donated parameter's buffer as its result's


def test_a_model_says_what_a_planner_can_use() -> None:
    with pytest.raises(ValueError, match="power of two"):
        MemoryModel(alignment=48)
    with pytest.raises(ValueError, match="at least"):
        MemoryModel(spaces=())


@pytest.mark.parametrize("module", MODULES)
@pytest.mark.parametrize("target", sorted(PLANNERS))
def test_the_plan_honours_the_declared_alignment(target: str, module: str) -> None:
    t = get_target(target)
    ba = plan_of(target, t.compile(load_module(case(module).hlo)))
    assert ba.alignment == t.memory_model.alignment
    assert ba.alias_parameters == t.memory_model.alias_parameters
    assert_aligned(ba, t.memory_model.alignment)


@pytest.mark.parametrize("module", [MODULES[0], MODULES[2]])
@pytest.mark.parametrize("target", sorted(PLANNERS))
def test_a_target_declaring_another_model_is_planned_with_it(target: str, module: str) -> None:
    """256-byte offsets and no parameter aliasing, declared by a subclass: the plan takes both,
    and (on the targets that run here) the program still computes the corpus' results, the
    donated one included (a run here gives every result memory of its own)."""
    base = type(get_target(target))
    model = MemoryModel(alignment=256, spaces=PLANNERS[target], alias_parameters=False)
    declared = type(f"Wide{base.__name__}", (base,), {"memory_model": property(lambda self: model)})()
    c = case(module)
    exe = declared.compile(load_module(c.hlo))
    ba = plan_of(target, exe)
    assert ba.alignment == 256 and not ba.alias_parameters
    assert_aligned(ba, 256)
    if module == MODULES[0]:
        assert any(b.allocation.offset for b in ba.buffers if b.allocation.kind == "temp"), "one temp: nothing shown"
    if target == "nvptx":
        return  # its code needs a GPU
    ins, want = c.arrays()
    assert not compare_outputs([np.asarray(g) for g in exe.run(None, *ins)], want, c.rtol, c.atol)


@pytest.mark.parametrize("target", sorted(PLANNERS))
def test_every_planner_reports_the_same_savings_and_its_own_kernel_scratch(target: str) -> None:
    """What each optimization saved comes from one function (memory_report.planner_savings), so
    every target names the same measures (cpu adds its row groups); the kernel scratch line says
    what that memory is on this target (GEMM packing is the cpu code's)."""
    exe = get_target(target).compile(load_module(case(MODULES[0]).hlo))
    memory = exe.memory if target == "xacc" else exe.lowered.memory  # type: ignore[attr-defined]
    assert memory.savings is not None
    saved = memory.savings()
    want = ["elementwise reuse", "result space"] + (["row groups"] if target == "cpu" else []) + ["liveness packing"]
    assert list(saved) == want
    assert saved["liveness packing"] >= 0
    report = memory.describe()
    line = next(line for line in report.splitlines() if line.startswith("  kernel scratch"))
    assert ("GEMM packing" in line) == (target == "cpu"), line
    assert "saved by: elementwise reuse" in report
