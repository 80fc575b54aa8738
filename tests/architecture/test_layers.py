"""xlac's packages form layers, each importing only from below (issue: "One folder per target").

Every import counts: module level, inside functions, and ``importlib.import_module`` strings
(lazy registries). Layers, lowest first:

    errors < files < timing < suggest < hlo < evaluator < passes < customcall < codegen < runtime < targets < registry/driver/... < cli

Inside ``targets``, ``targets.base`` is the interface and each ``targets.<name>`` is a unit that
imports no other target. The package graph (one node per unit) must have no cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "xlac"

LAYERS = ["errors", "files", "timing", "suggest", "hlo", "evaluator", "passes", "customcall", "codegen", "runtime", "targets",
          "top", "cli"]
TOP = {"registry", "driver", "arrayio", "jax", "tools", "graph", "deferred", "__main__"}


def unit_of(module: str) -> str:
    """The architectural unit of a dotted module name: ``hlo``, ``targets.cpu``, ``driver``..."""
    parts = module.split(".")[1:]
    if not parts or parts == ["__init__"]:
        return "xlac"
    if parts[0] == "targets" and len(parts) > 1 and parts[1] not in ("base", "__init__"):
        return "targets." + parts[1]
    if parts[0] == "targets":
        return "targets.base"
    return parts[0]


def layer_of(unit: str) -> int:
    if unit == "xlac":
        return LAYERS.index("cli")  # the package's __init__ is the top (re-exports)
    head = unit.split(".")[0]
    if head in TOP:
        return LAYERS.index("top")
    return LAYERS.index(head)


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of everything ``path`` imports from xlac."""
    tree = ast.parse(path.read_text(), str(path))
    me = module_name(path).split(".")
    package = me if path.name == "__init__.py" else me[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            found.append((node.lineno, mod))
            found += [(node.lineno, f"{mod}.{a.name}") for a in node.names if _is_module(f"{mod}.{a.name}")]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("xlac."):
            if _is_module(node.value.split(":")[0]):
                found.append((node.lineno, node.value.split(":")[0]))
    return [(line, m) for line, m in found if m == "xlac" or m.startswith("xlac.")]


def _is_module(dotted: str) -> bool:
    base = ROOT.parent.joinpath(*dotted.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def edges() -> list[tuple[str, str, str]]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        src = unit_of(module_name(path))
        for line, mod in imports_of(path):
            if mod == "xlac":
                continue
            dst = unit_of(mod)
            if dst != src:
                out.append((src, dst, f"{path.relative_to(ROOT.parent)}:{line} imports {mod}"))
    return out


def test_every_import_points_down() -> None:
    bad = [where for src, dst, where in edges()
           if layer_of(dst) > layer_of(src)
           or (src.startswith("targets.") and dst.startswith("targets.") and src != dst and dst != "targets.base"
               and src != "targets.base")]
    assert not bad, "upward or cross-target imports:\n  " + "\n  ".join(bad)


def test_target_interface_imports_no_target() -> None:
    bad = [where for src, dst, where in edges() if src == "targets.base" and dst.startswith("targets.")]
    assert not bad, "\n".join(bad)


def test_package_graph_has_no_cycle() -> None:
    graph: dict[str, set[str]] = {}
    for src, dst, _ in edges():
        graph.setdefault(src, set()).add(dst)
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                pytest.fail("import cycle: " + " -> ".join(path[path.index(nxt):] + [nxt]) if nxt in path
                            else f"import cycle through {nxt}")
            if nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])


def test_the_scan_sees_function_level_and_importlib_imports(tmp_path: Path) -> None:
    """The checker itself: an import inside a function and an importlib string both count."""
    assert any("driver" in m for _, m in imports_of(ROOT / "cli.py"))
    registry = [m for _, m in imports_of(ROOT / "registry.py")]
    assert any(m.startswith("xlac.targets.cpu") for m in registry), registry


VENDOR_WORDS = ("nvvm", "nvptx", "ptx", "cuda", "sreg", "amdgcn", "libdevice")


def _code_words(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every identifier, attribute and string in ``path`` that is not a docstring."""
    tree = ast.parse(path.read_text(), str(path))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    words = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            words.append((node.lineno, node.attr))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words.append((node.lineno, node.value))
    return words


def test_gpu_code_generation_names_no_vendor() -> None:
    """xlac/codegen/gpu is every GPU target's: what one vendor's hardware needs (intrinsics,
    address spaces, annotations, math library) comes through GpuHooks, which a target implements."""
    bad = [f"{path.relative_to(ROOT.parent)}:{line}: {text!r}"
           for path in sorted((ROOT / "codegen" / "gpu").glob("*.py"))
           for line, text in _code_words(path)
           if any(w in text.lower() for w in VENDOR_WORDS)]
    assert not bad, "vendor-specific code in the shared GPU code generator:\n  " + "\n  ".join(bad)
