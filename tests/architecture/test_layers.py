"""xlac's packages form layers, each importing only from below (issue: "One folder per target").

Every import counts: module level, inside functions, and ``importlib.import_module`` strings
(lazy registries). Layers, lowest first:

    errors < files < timing < suggest < hlo < evaluator < passes < customcall < codegen < runtime < targets < registry/driver/... < cli

Inside ``targets``, ``targets.base`` is the interface, with the modules every target may share
(``TARGET_SHARED``: the C ABI, running on several devices), and each ``targets.<name>`` is a unit
that imports no other target. The package graph (one node per unit) must have no cycle, and neither
may the module graph (one node per module), function-level imports included: an import inside a
function that closes a circle only hides it. The one exception is an import made late to keep
start-up fast, which says so on its line with ``# lazy: start-up``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "xlac"

LAYERS = ["errors", "files", "timing", "suggest", "hlo", "evaluator", "passes", "customcall", "codegen", "runtime", "targets",
          "top", "cli"]
TOP = {"registry", "driver", "arrayio", "jax", "tools", "graph", "deferred", "__main__"}
TARGET_SHARED = {"base", "c_abi", "multi_device", "__init__"}  # targets/*.py: what any target may use


def unit_of(module: str) -> str:
    """The architectural unit of a dotted module name: ``hlo``, ``targets.cpu``, ``driver``..."""
    parts = module.split(".")[1:]
    if not parts or parts == ["__init__"]:
        return "xlac"
    if parts[0] == "targets" and len(parts) > 1 and parts[1] not in TARGET_SHARED:
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


LAZY_MARK = re.compile(r"#\s*lazy: start-up")


def lazy_lines(source: str) -> set[int]:
    """Lines of the import statements marked as lazy for start-up speed (``# lazy: start-up`` on
    one of the statement's lines)."""
    lines = source.splitlines()
    marked: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            span = range(node.lineno, (node.end_lineno or node.lineno) + 1)
            if any(LAZY_MARK.search(lines[k - 1]) for k in span):
                marked.update(span)
    return marked


def module_imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of what ``path`` imports from xlac, less the imports marked lazy for start-up."""
    marked = lazy_lines(path.read_text())
    return [(line, m) for line, m in imports_of(path) if line not in marked]


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


# Circles left, each with why (code another change is moving); none today. A circle broken for
# good must leave this list (the test fails while an entry names no circle).
KNOWN_CYCLES: dict[frozenset[str], str] = {}


def module_graph() -> dict[str, dict[str, list[int]]]:
    """module -> {imported module: [lines]}, every xlac module, lazy-for-start-up imports left out."""
    graph: dict[str, dict[str, list[int]]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        src = module_name(path)
        out = graph.setdefault(src, {})
        for line, mod in module_imports(path):
            if mod != src and mod != "xlac":
                out.setdefault(mod, []).append(line)
    return graph


def strongly_connected(graph: dict[str, dict[str, list[int]]]) -> list[set[str]]:
    """The circles of ``graph``: its strongly connected components of more than one module
    (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, {}))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    component.add(m)
                    if m == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def test_module_graph_has_no_cycle() -> None:
    """No two modules import each other, directly or around a circle, at any level: a
    function-level import that closes a circle fails here unless it is marked lazy for start-up."""
    graph = module_graph()
    cycles = strongly_connected(graph)
    new = [c for c in cycles if frozenset(c) not in KNOWN_CYCLES]
    report = []
    for component in new:
        report.append(" <-> ".join(sorted(component)) + ":")
        report += [f"    {src} imports {dst} (line {', '.join(map(str, lines))})"
                   for src in sorted(component) for dst, lines in sorted(graph[src].items()) if dst in component]
    assert not new, "import cycles between modules:\n  " + "\n  ".join(report)
    gone = [sorted(k) for k in KNOWN_CYCLES if k not in {frozenset(c) for c in cycles}]
    assert not gone, f"no longer circles, remove them from KNOWN_CYCLES: {gone}"


def test_the_cycle_check_sees_function_level_imports_and_the_mark() -> None:
    """The checker itself: a circle closed inside a function counts; an import marked lazy does not."""
    graph = {"a": {"b": [1]}, "b": {"c": [1]}, "c": {"a": [9]}, "d": {"a": [1]}}
    assert strongly_connected(graph) == [{"a", "b", "c"}]
    assert strongly_connected({"a": {"b": [1]}, "b": {}}) == []
    source = ("def f():\n    from xlac import errors\n    from xlac import (  # lazy: start-up\n"
              "        files,\n    )\n")
    assert lazy_lines(source) == {3, 4, 5}
    assert any(m == "xlac.driver" for _, m in module_imports(ROOT / "cli.py"))  # cli imports it in functions


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
