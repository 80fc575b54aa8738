"""Every corpus case the nvptx target supports gives PTX that `ptxas -arch=sm_90` accepts; the
rest fail with one clean error and are listed, with the reason, in tests/known_failures.toml."""

from __future__ import annotations

import pytest
from corpus import case, case_ids, known_failures

from xlac.driver import load_module
from xlac.errors import XlacError
from xlac.targets.nvptx.lowering import lower
from xlac.targets.nvptx.ptx import check, ptxas

KNOWN = known_failures().get("nvptx", {})


@pytest.mark.parametrize("name", case_ids())
def test_ptx_accepted_by_ptxas(name: str) -> None:
    module = load_module(case(name).hlo)
    assert ptxas() is not None, "ptxas is needed (CUDA in /usr/local/cuda)"
    try:
        lowered = lower(module)
    except XlacError as e:  # only a listed case may be refused, and then with a clean message
        assert name in KNOWN and "Traceback" not in e.message, e.message
        return
    assert ".target sm_90" in lowered.ptx
    assert all(f".entry {k}(" in lowered.ptx for k in lowered.kernels)
    check(lowered.ptx, "sm_90")


def test_rate_of_ptxas_valid_cases() -> None:
    """Cases refused at compile time are listed with a reason (the manifest also lists cases
    that compile but compute differently); at least 95% of every corpus compiles."""
    names = case_ids()
    assert len(names) >= 200
    assert set(KNOWN) <= set(names) and all(reason.strip() for reason in KNOWN.values())
    assert (len(names) - len(KNOWN)) / len(names) >= 0.95


def test_other_architectures_and_bad_arch() -> None:
    module = load_module(case("softmax_f32").hlo)
    for arch in ("sm_75", "sm_80"):  # CUDA 13 dropped sm_70
        lowered = lower(module, arch)
        assert f".target {arch}" in lowered.ptx
        check(lowered.ptx, arch)
    with pytest.raises(XlacError, match="not a CUDA architecture"):
        lower(module, "skylake")
