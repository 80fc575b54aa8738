"""Pictures of an HLO module, as XLA's ``--xla_dump_hlo_as_dot`` gives: graphviz text, and SVG,
PNG or an HTML page through the graphviz programs.

Big modules stay readable and fast to lay out because the picture is smaller than the module:
constants (and broadcasts of them) become a line in their user's label, get-tuple-element
becomes a labelled edge, tuples that only feed get-tuple-elements vanish, fusions are single
nodes unless the picture is small enough to expand them into clusters, and a focus draws one
instruction's neighbourhood. ``dot`` lays out small pictures (with ``newrank`` and bounded
``nslimit``/``mclimit``), ``sfdp`` large ones: ``dot`` alone takes minutes on thousands of nodes.
"""

from __future__ import annotations

import difflib
import html
import shutil
import subprocess
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from xlac.errors import XlacError
from xlac.hlo.ir import Computation, Instruction, Module
from xlac.hlo.shapes import ArrayShape

FORMATS = ("dot", "svg", "png", "html")
DOT_NODE_LIMIT = 600      # above this many nodes, sfdp lays the picture out instead of dot
DOT_ROUTED_LIMIT = 120    # up to this many nodes dot routes curved edges around their labels
EXPAND_NODE_LIMIT = 300   # fusions are expanded into clusters while the picture stays this small
RENDER_TIMEOUT_S = 300
_LABEL_EXTRA_LINES = 3

# computations that only combine scalars: named in their caller's label, never drawn
_COMBINER_ATTRS = ("to_apply", "comparator", "select", "scatter")

_COLORS = {
    "dot": "#f4a582", "convolution": "#f4a582", "fusion": "#92c5de", "reduce": "#fddbc7",
    "reduce-window": "#fddbc7", "parameter": "#ffffbf", "while": "#d9f0d3", "conditional": "#d9f0d3",
    "call": "#d9f0d3", "custom-call": "#c2a5cf", "tuple": "#e0e0e0", "sort": "#fddbc7",
    "scatter": "#fddbc7", "gather": "#fddbc7", "all-reduce": "#c2a5cf",
}


def short_shape(shape) -> str:
    """``f32[8,64]`` (no layout); tuples as ``(f32[2], s32[])``."""
    if shape.is_tuple:
        return "(" + ", ".join(short_shape(e) for e in shape.elements) + ")"
    return f"{shape.dtype.name}[{','.join('?' if d < 0 else str(d) for d in shape.dims)}]"


@dataclass
class Graph:
    """Nodes, edges and clusters, ready to print as graphviz text."""

    nodes: dict[str, tuple[str, dict[str, str], str | None]] = field(default_factory=dict)  # id -> (label, attrs, cluster)
    edges: list[tuple[str, str, str, dict[str, str]]] = field(default_factory=list)
    clusters: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # id -> (label, parent)
    title: str = ""
    fusions_expanded: bool = False

    @property
    def engine(self) -> str:
        return "dot" if len(self.nodes) <= DOT_NODE_LIMIT else "sfdp"


class _Builder:
    def __init__(self, module: Module, expand: bool, keep: set[Instruction] | None, focus: Instruction | None):
        self.module = module
        self.expand = expand
        self.keep = keep
        self.focus = focus
        self.graph = Graph(title=module.name, fusions_expanded=expand)
        self.ids: dict[int, str] = {}
        self.drawn_comps: set[int] = set()

    # ---- what an operand refers to --------------------------------------------------------
    def _id(self, instr: Instruction) -> str:
        return self.ids.setdefault(id(instr), f"n{len(self.ids)}")

    def _is_constant_like(self, instr: Instruction) -> bool:
        if instr.opcode in ("constant", "iota"):
            return True
        if instr.opcode != "broadcast" or len(instr.operands) != 1 or instr.operands[0].opcode != "constant":
            return False
        shape = instr.operands[0].shape
        return isinstance(shape, ArrayShape) and shape.rank == 0

    def _fused(self, instr: Instruction) -> Computation | None:
        if instr.opcode == "fusion" and self.expand:
            comp = instr.attrs.get("calls")
            return comp if isinstance(comp, Computation) else None
        return None

    def source(self, instr: Instruction) -> tuple[str | None, str]:
        """(node id the value comes from, or None when it is collapsed into the user; edge prefix)."""
        if self._is_constant_like(instr) and instr.parent is not None and instr is not instr.parent.root:
            return None, ""
        if instr.opcode == "get-tuple-element" and instr.operands:
            index = instr.attrs.get("index", 0)
            producer = instr.operands[0]
            fused = self._fused(producer)
            if producer.opcode == "tuple" and self._tuple_collapsed(producer):
                return self.source(producer.operands[int(index)])
            if fused is not None and fused.root is not None and fused.root.opcode == "tuple":
                return self.source(fused.root.operands[int(index)])
            src, _ = self.source(producer)
            return src, f"[{index}] "
        if instr.opcode == "parameter" and instr.parent is not None and instr.parent in self.fusion_callers:
            caller = self.fusion_callers[instr.parent]
            return self.source(caller.operands[instr.parameter_number or 0])
        fused = self._fused(instr)
        if fused is not None and fused.root is not None:
            return self.source(fused.root)
        if not self._kept(instr):
            return None, ""
        return self._id(instr), ""

    def _kept(self, instr: Instruction) -> bool:
        """In focus mode, only the neighbourhood of the focus's own computation is drawn."""
        if self.keep is None or self.focus is None:
            return True
        return instr.parent is not self.focus.parent or instr in self.keep

    def _tuple_collapsed(self, instr: Instruction) -> bool:
        comp = instr.parent
        if comp is None or instr is comp.root:
            return False
        users = self.users.get(id(instr), [])
        return bool(users) and all(u.opcode == "get-tuple-element" for u in users)

    # ---- drawing -------------------------------------------------------------------------
    def build(self) -> Graph:
        self.users: dict[int, list[Instruction]] = {}
        self.fusion_callers: dict[Computation, Instruction] = {}
        for instr in self.module.all_instructions():
            for op in instr.operands:
                self.users.setdefault(id(op), []).append(instr)
            if self._fused(instr) is not None:
                self.fusion_callers[instr.attrs["calls"]] = instr
        comp = self.focus.parent if self.focus is not None else self.module.entry
        if comp is not None:
            self.draw_computation(comp, None)
        return self.graph

    def draw_computation(self, comp: Computation, cluster: str | None) -> None:
        if id(comp) in self.drawn_comps:
            return
        self.drawn_comps.add(id(comp))
        for instr in comp.instructions:
            if not self._kept(instr):
                continue
            self.draw_instruction(instr, cluster)

    def draw_instruction(self, instr: Instruction, cluster: str | None) -> None:
        comp = instr.parent
        is_root = comp is not None and instr is comp.root
        if not is_root and (self._is_constant_like(instr) or instr.opcode == "get-tuple-element"
                            or (instr.opcode == "tuple" and self._tuple_collapsed(instr))):
            return
        if instr.opcode == "parameter" and comp in self.fusion_callers:
            return
        fused = self._fused(instr)
        if fused is not None:
            sub = f"cluster_{self._id(instr)}"
            self.graph.clusters[sub] = (f"{instr.name} ({instr.attrs.get('kind', 'fusion')})", cluster)
            self.draw_computation(fused, sub)
            return
        node = self._id(instr)
        lines = [instr.name, instr.opcode + self._detail(instr)]
        collapsed = []
        for k, op in enumerate(instr.operands):
            src, prefix = self.source(op)
            if src is None:
                if self.keep is None or self._is_constant_like(op):
                    collapsed.append(f"{k}: {self._constant_text(op)}")
                else:
                    collapsed.append(f"{k}: {op.name} {short_shape(op.shape)}")
                continue
            self.graph.edges.append((src, node, prefix + short_shape(op.shape), {}))
        lines += collapsed[:_LABEL_EXTRA_LINES]
        if len(collapsed) > _LABEL_EXTRA_LINES:
            lines.append(f"... {len(collapsed) - _LABEL_EXTRA_LINES} more")
        if is_root or instr.opcode == "parameter":
            lines.append(short_shape(instr.shape))
        attrs = {"fillcolor": _COLORS.get(instr.opcode, "#ffffff")}
        if instr.opcode == "parameter":
            attrs["shape"] = "ellipse"
        if is_root:
            attrs["penwidth"] = "2"
        if instr is self.focus:
            attrs.update(fillcolor="#d6604d", penwidth="3")
        elif self.keep is not None and self._at_edge(instr):
            attrs["style"] = "filled,dashed"
        self.graph.nodes[node] = ("\n".join(lines), attrs, cluster)
        for called in instr.called_computations():
            if instr.opcode == "fusion" or self._is_combiner(instr, called) or self.keep is not None:
                continue
            if id(called) in self.drawn_comps:
                continue
            sub_id = f"cluster_{called.name}_{len(self.graph.clusters)}"
            self.graph.clusters[sub_id] = (f"{called.name} (called by {instr.name})", cluster)
            self.draw_computation(called, sub_id)
            if called.root is not None:
                src, _ = self.source(called.root)
                if src is not None:
                    self.graph.edges.append((src, node, called.name, {"style": "dashed"}))

    def _at_edge(self, instr: Instruction) -> bool:
        """A focus-mode node with neighbours left out: drawn dashed."""
        near = list(instr.operands) + self.users.get(id(instr), [])
        return any(not self._kept(n) and not self._is_constant_like(n) for n in near)

    def _is_combiner(self, instr: Instruction, sub: Computation) -> bool:
        return any(instr.attrs.get(a) is sub for a in _COMBINER_ATTRS)

    def _detail(self, instr: Instruction) -> str:
        """A short suffix: the combiner's op for reductions, the fusion kind, a parameter number."""
        if instr.opcode == "parameter":
            return f" {instr.parameter_number}"
        if instr.opcode == "fusion":
            comp = instr.attrs.get("calls")
            n = len(comp.instructions) if isinstance(comp, Computation) else 0
            return f" {instr.attrs.get('kind', '')} ({n} ops)"
        for a in _COMBINER_ATTRS:
            sub = instr.attrs.get(a)
            if isinstance(sub, Computation) and sub.root is not None:
                return f" ({sub.root.opcode})"
        if instr.opcode == "custom-call":
            return f" {instr.attrs.get('custom_call_target', '')}"
        return ""

    def _constant_text(self, instr: Instruction) -> str:
        if instr.opcode == "broadcast":
            return f"{short_shape(instr.shape)} of {self._constant_text(instr.operands[0])}"
        if instr.opcode == "constant" and instr.literal is not None and isinstance(instr.shape, ArrayShape) \
                and instr.shape.rank == 0:
            return f"constant {instr.literal.item() if hasattr(instr.literal, 'item') else instr.literal}"
        return f"{instr.opcode} {short_shape(instr.shape)}"


def find_instruction(module: Module, name: str) -> Instruction:
    """The instruction called ``name`` in any computation; a clean error naming close ones."""
    names: list[str] = []
    for instr in module.all_instructions():
        if instr.name == name:
            return instr
        names.append(instr.name)
    close = difflib.get_close_matches(name, names, n=3)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise XlacError(f"--focus: no instruction named '{name}' in module {module.name}{hint}")


def neighbourhood(focus: Instruction, radius: int) -> set[Instruction]:
    """Instructions of the focus's computation within ``radius`` operand/user steps."""
    comp = focus.parent
    users: dict[int, list[Instruction]] = {}
    for instr in (comp.instructions if comp is not None else []):
        for op in instr.operands:
            users.setdefault(id(op), []).append(instr)
    seen = {focus}
    frontier = deque([(focus, 0)])
    while frontier:
        instr, d = frontier.popleft()
        if d == radius:
            continue
        for n in list(instr.operands) + users.get(id(instr), []):
            if n not in seen:
                seen.add(n)
                frontier.append((n, d + 1))
    return seen


def build_graph(module: Module, *, focus: str | None = None, radius: int = 2,
                expand_fusions: bool | None = None) -> Graph:
    """The picture's graph; fusions expand by default only when the result stays small."""
    target = find_instruction(module, focus) if focus else None
    keep = neighbourhood(target, radius) if target is not None else None
    if expand_fusions is None:
        expand_fusions = target is not None
        if not expand_fusions:
            small = _Builder(module, True, keep, target).build()
            if len(small.nodes) <= EXPAND_NODE_LIMIT:
                return small
    return _Builder(module, expand_fusions, keep, target).build()


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def to_dot(graph: Graph) -> str:
    """Graphviz text; the graph names its layout engine (``layout=``), so viewers use the same one."""
    engine = graph.engine
    out = [f"digraph {_quote(graph.title)} {{",
           f"  layout={engine}; fontname=\"Helvetica\"; label={_quote(graph.title)};",
           '  node [shape=box, style="filled,rounded", fontname="Helvetica", fontsize=10];',
           '  edge [fontname="Helvetica", fontsize=8, color="#555555"];']
    routed = engine == "dot" and len(graph.nodes) <= DOT_ROUTED_LIMIT
    if engine == "dot":
        # Edge labels as real labels make dot route around them: minutes on a few hundred nodes.
        # Past DOT_ROUTED_LIMIT they are xlabels placed after layout, and edges straight lines.
        out.append("  newrank=true; nslimit=2; nslimit1=2; mclimit=0.5; ranksep=0.35; nodesep=0.2;"
                   + ("" if routed else " splines=line;"))
    else:
        out.append("  overlap=prism; overlap_scaling=-4; splines=false; outputorder=edgesfirst; K=0.6;")
    children: dict[str | None, list[str]] = {}
    for cid, (_, parent) in graph.clusters.items():
        children.setdefault(parent, []).append(cid)
    members: dict[str | None, list[str]] = {}
    for nid, (_, _, cluster) in graph.nodes.items():
        members.setdefault(cluster, []).append(nid)

    def emit(cluster: str | None, indent: str) -> None:
        for cid in children.get(cluster, []):
            out.append(f"{indent}subgraph {cid} {{")
            out.append(f'{indent}  label={_quote(graph.clusters[cid][0])}; style="rounded,filled"; '
                       f'fillcolor="#f2f7fb"; color="#4393c3";')
            emit(cid, indent + "  ")
            out.append(f"{indent}}}")
        for nid in members.get(cluster, []):
            label, attrs, _ = graph.nodes[nid]
            extra = "".join(f", {k}={_quote(v)}" for k, v in attrs.items())
            out.append(f"{indent}{nid} [label={_quote(label)}{extra}];")

    emit(None, "  ")
    label_key = "label" if routed else "xlabel"
    for src, dst, label, attrs in graph.edges:
        if src not in graph.nodes or dst not in graph.nodes:
            continue
        extra = "".join(f", {k}={_quote(v)}" for k, v in attrs.items())
        out.append(f"  {src} -> {dst} [{label_key}={_quote(label)}{extra}];")
    out.append("}")
    return "\n".join(out) + "\n"


def render(dot_text: str, fmt: str, engine: str) -> bytes:
    """Run graphviz (``dot -K engine``) on ``dot_text``; ``fmt`` is svg or png."""
    exe = shutil.which("dot")
    if exe is None:
        raise XlacError("graphviz is not installed: the 'dot' program is missing (Debian/Ubuntu: "
                        "apt-get install graphviz); --format dot writes the graph text without it")
    try:
        proc = subprocess.run([exe, f"-K{engine}", f"-T{fmt}"], input=dot_text.encode(), capture_output=True,
                              timeout=RENDER_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise XlacError(f"graphviz ({engine}) took over {RENDER_TIMEOUT_S} s; draw a part with --focus NAME "
                        "--radius N") from None
    if proc.returncode != 0:
        msg = proc.stderr.decode(errors="replace").strip().splitlines()
        raise XlacError(f"graphviz ({engine}) failed: {msg[-1] if msg else f'exit status {proc.returncode}'}")
    return proc.stdout


def html_page(svg: bytes, title: str, engine: str) -> bytes:
    """A page holding the SVG, zoomable with the mouse wheel and draggable."""
    body = svg.decode()
    body = body[body.find("<svg"):]
    page = f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{margin:0;font-family:sans-serif}} #view{{width:100vw;height:calc(100vh - 2em);overflow:hidden;cursor:grab}}
#bar{{height:2em;line-height:2em;padding:0 1em;background:#eee}}</style></head>
<body><div id="bar">{html.escape(title)} &mdash; layout: {engine}; wheel zooms, drag pans</div>
<div id="view">{body}</div>
<script>
const view = document.getElementById('view'), svg = view.querySelector('svg');
let s = 1, x = 0, y = 0, drag = null;
svg.style.transformOrigin = '0 0';
const apply = () => svg.style.transform = `translate(${{x}}px,${{y}}px) scale(${{s}})`;
view.addEventListener('wheel', e => {{ e.preventDefault(); const f = e.deltaY < 0 ? 1.15 : 1/1.15;
  x = e.clientX - (e.clientX - x) * f; y = e.clientY - (e.clientY - y) * f; s *= f; apply(); }});
view.addEventListener('mousedown', e => drag = [e.clientX - x, e.clientY - y]);
window.addEventListener('mouseup', () => drag = null);
window.addEventListener('mousemove', e => {{ if (drag) {{ x = e.clientX - drag[0]; y = e.clientY - drag[1]; apply(); }} }});
</script></body></html>
"""
    return page.encode()


def picture(module: Module, fmt: str, *, focus: str | None = None, radius: int = 2,
            expand_fusions: bool | None = None) -> tuple[bytes, Graph]:
    """The module drawn in ``fmt`` (dot, svg, png, html), and the graph (its size and engine)."""
    if fmt not in FORMATS:
        raise XlacError(f"unknown picture format '{fmt}'; choose one of {', '.join(FORMATS)}")
    if radius < 0:
        raise XlacError("--radius must be 0 or more")
    graph = build_graph(module, focus=focus, radius=radius, expand_fusions=expand_fusions)
    text = to_dot(graph)
    if fmt == "dot":
        return text.encode(), graph
    if fmt == "html":
        return html_page(render(text, "svg", graph.engine), module.name, graph.engine), graph
    return render(text, fmt, graph.engine), graph


def write_output(data: bytes, output: str | None) -> None:
    """To ``output`` (written whole, then renamed: never a half-written file) or stdout."""
    if output is None or output == "-":
        import sys

        if sys.stdout.isatty() and data.startswith(b"\x89PNG"):
            raise XlacError("a PNG is binary: write it to a file with -o FILE")
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    from xlac.files import write_atomically

    write_atomically({Path(output): data})
