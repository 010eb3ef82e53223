"""Control flow and nested compile regions: the graphs Inductor schedules inside one compiled graph.

``torch.cond`` / ``torch.switch`` (IR class ``Switch``; ``Conditional`` before torch 2.14), ``torch.while_loop``
(``WhileLoop``) and ``torch.compiler.nested_compile_region`` (``InvokeSubgraph``) are extern nodes of the graph
that calls them. Their bodies are lowered as subgraphs: each a ``GraphLowering`` of its own, named after its FX
attribute (``true_graph_0``, ``false_graph_0``, ``while_loop_cond_graph_0``, ``while_loop_body_graph_0``,
``repeated_subgraph0``), whose operations and buffers are named ``<graph>_op<N>`` / ``<graph>_buf<N>``
(``graph.py`` ``qualify_name``, torch 2.14.1), and each is scheduled, and fused, by a Scheduler of its own. That
happens while the calling graph's code is generated, after its own fusion: nothing fuses across the boundary.

Each Scheduler writes ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt`` into the same debug folder, opened with
mode ``"w"`` (``debug.py`` ``DebugFormatter.fopen``), so the folder keeps the last one's: a graph that calls a
``torch.cond`` leaves the last branch compiled there, and its own nodes are lost. ``TORCH_LOGS=ir_pre_fusion,
ir_post_fusion`` logs each Scheduler's (one ``BEFORE FUSION`` / ``AFTER FUSION`` pair per Scheduler, the calling
graph's first, all under the graph's compile id); the fusion log holds one block per Scheduler the same way.
"""
from __future__ import annotations

import re
from pathlib import Path, PurePath
from typing import Iterable

from ..files import read_text
from .names import leaf_names

#: extern IR classes that call subgraphs, in words
HOP_CLASSES: dict[str, str] = {
    "Switch": "torch.cond / torch.switch",
    "Conditional": "torch.cond",
    "WhileLoop": "torch.while_loop",
    "InvokeSubgraph": "a nested compile region (torch.compiler.nested_compile_region, invoke_subgraph)",
}


#: what a subgraph's name says it is: the names its graph attribute has in the post-grad graph, as seen in the
#: compiles of torch 2.12 to 2.15 (tests/corpus/{cond_branch,while_loop,nested_region}); others are "a subgraph"
_KINDS: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"true_graph_\d+"), "the true branch of a torch.cond"),
    (re.compile(r"false_graph_\d+"), "the false branch of a torch.cond"),
    (re.compile(r"while_loop_cond_graph_\d+"), "the condition of a torch.while_loop"),
    (re.compile(r"while_loop_body_graph_\d+"), "the body of a torch.while_loop"),
    (re.compile(r"repeated_subgraph\d+"), "a nested compile region (invoke_subgraph)"),
)


def hop_words(ir_class: str | None) -> str | None:
    """What an extern node of this IR class is, when it calls subgraphs (``Switch`` -> torch.cond ...)."""
    return HOP_CLASSES.get(ir_class or "")


def graph_of(name: str) -> str | None:
    """The subgraph an operation or buffer name belongs to: ``true_graph_0`` for ``true_graph_0_op3`` (and for
    its fused names); None for the compiled graph's own names (``op3``, ``buf3``, ``op6_op7``)."""
    graph, _, own = leaf_names(name)[0].rpartition("_")     # a fused name: its first member's
    kind = own[:2] if own.startswith("op") else own[:3]
    if graph and graph.isidentifier() and kind in ("op", "buf") and own[len(kind):].isdigit() \
            and own[len(kind):].isascii():
        return graph
    return None


def subgraph_of(names: Iterable[str]) -> str | None:
    """The subgraph whose Scheduler these leaf node names come from (all in one), None for the compiled graph's
    own (or names that do not agree)."""
    found: str | None = None
    for name in names:
        g = graph_of(name)
        if g is None or (found is not None and g != found):
            return None
        found = g
    return found


def header_name(line: str) -> str | None:
    """The node a block's header line names (``op3: SchedulerNode(ComputedBuffer)``, leading blanks allowed),
    else None."""
    name, sep, rest = line.strip().partition(": ")
    if not sep or not name.isidentifier():
        return None
    kind, paren, _ = rest.partition("(")
    return name if paren and kind.isidentifier() else None


def text_subgraph(text: str, start: int = 0, end: int | None = None) -> str | None:
    """The subgraph of a section given as text (``text[start:end]``, a capture's prepared text: its log
    prefixes blanked), from its first line that is not blank: a node's header; None for the compiled graph's
    own nodes, or a section that does not open with a header."""
    end = len(text) if end is None else end
    i = start
    while i < end:
        j = text.find("\n", i, end)
        line = text[i:j if j >= 0 else end]
        if line.strip():
            name = header_name(line)
            return graph_of(name) if name is not None else None
        if j < 0:
            break
        i = j + 1
    return None


def section_subgraph(section) -> str | None:
    """The subgraph a section's nodes belong to (its first and last top-level nodes' leaves decide: one
    Scheduler names all its nodes alike), None for the compiled graph's own."""
    if not section.nodes:
        return None
    ends = [section.nodes[0], section.nodes[-1]]
    names = [leaf.name for top in ends for leaf in (top.members or [top])]
    return subgraph_of(names)


def subgraph_kind(graph: str) -> str:
    """What a subgraph is, as far as its name tells."""
    for pat, words in _KINDS:
        if pat.fullmatch(graph):
            return words
    return "a subgraph (of a higher-order op: torch.cond, torch.while_loop, a nested compile region)"


def called_subgraphs(node, calls: dict[str, list[str]]) -> list[str]:
    """The subgraphs a higher-order op's node runs (``dump.output_code.subgraph_calls``, by the buffers it
    writes); [] for any other node."""
    if hop_words(node.ir_class) is None:
        return []
    out: list[str] = []
    for b in node.outputs:
        for name in calls.get(b.name, []):
            if name not in out:
                out.append(name)
    return out


def scheduler_list(runs: list[tuple[str | None, int]]) -> str:
    """Schedulers' runs in words: ``the calling graph (10 nodes), false_graph_0 (1 node)``."""
    return ", ".join(f"{'the calling graph' if g is None else g} ({n} node{'s' if n != 1 else ''})" for g, n in runs)


#: the folder of a graph's folder that ``capture`` keeps each subgraph in (``runs.schedulers``)
SUBGRAPHS = "subgraphs"


def top_level_nodes(lines: Iterable[str]) -> int:
    """The top-level nodes of IR text given as lines: its node headers less the members of its fused nodes
    (printed after them, and named in the fused node's name)."""
    names = [n for line in lines if (n := header_name(line)) is not None]
    members = {leaf for n in names for leaf in leaf_names(n) if leaf != n}
    return sum(1 for n in names if n not in members)


def kept_subgraphs(folder: Path) -> list[tuple[str, int]]:
    """The subgraphs kept beside a graph's IR (``<folder>/subgraphs/<name>/ir_post_fusion.txt``, as ``capture``
    writes them), each with its top-level nodes after fusion (read as files from others are: regular files,
    capped)."""
    root = folder / SUBGRAPHS
    if not root.is_dir():
        return []
    out = []
    for d in sorted(p for p in root.iterdir() if p.is_dir()):
        try:
            text = read_text(d / "ir_post_fusion.txt")
        except (OSError, ValueError):
            continue
        out.append((d.name, top_level_nodes(text.splitlines())))
    return out


def calling_graph_file(path: str | Path) -> Path | None:
    """For a subgraph's file that a capture kept (``<graph>/subgraphs/<name>/<file>``), the calling graph's file of
    the same phase (``<graph>/<file>``); None elsewhere."""
    p = Path(path)
    if p.parent.parent.name != SUBGRAPHS:
        return None
    calling = p.parent.parent.parent / p.name
    return calling if calling.is_file() else None


def overwritten_note(graph: str, file_name: str = "ir_post_fusion.txt",
                     runs: list[tuple[str | None, int]] | None = None, path: str | None = None) -> str:
    """The note for a file that holds a subgraph's Scheduler run: one a capture kept apart (``path`` in a
    ``subgraphs/<name>/`` folder), or a debug folder's, where the last Scheduler's IR overwrote the calling
    graph's; ``runs``: the fusion log's Schedulers (``dump.log.schedulers``), named when there are others."""
    if path is not None and PurePath(path).parent.parent.name == SUBGRAPHS:
        return (f"this {file_name} holds subgraph {graph} ({subgraph_kind(graph)}), kept apart by `inductor-lens "
                "capture`: Inductor schedules and fuses each subgraph on its own, after the graph that calls it, "
                f"never with that graph's nodes; the calling graph is ../../{file_name} "
                "(docs/diagnostics/subgraph_file.md)")
    text = (f"this {file_name} holds subgraph {graph} ({subgraph_kind(graph)}), not the whole compiled graph: "
            "Inductor schedules and fuses each subgraph on its own, after the graph that calls it, and each "
            "Scheduler rewrites ir_pre_fusion.txt / ir_post_fusion.txt, so the folder keeps the last one's; the "
            "calling graph's own nodes are not in this file")
    if runs and len(runs) > 1:
        text += f" (the fusion log has {len(runs)} Schedulers' rounds: {scheduler_list(runs)})"
    return text + (". TORCH_LOGS=ir_pre_fusion,ir_post_fusion logs every Scheduler's IR, and `inductor-lens "
                   "capture` keeps each (docs/diagnostics/subgraph_file.md)")
