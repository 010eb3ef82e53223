"""What every request family reads of a document: positions as (line, character) pairs, the node at an offset
or by name, the name a request is about, and what this version's analysis record says of a node (its
verdicts, kernel, origins, the buffers a fused node keeps out of memory), waiting for the record or not as
the caller says.
"""
from __future__ import annotations

from pathlib import Path

from ..dump.debugdir import POST, name_phase
from ..dump.kernels import KernelMap, kernel_json, numel_text
from ..ir.model import IRFile, Node
from ..ir.names import NODE, Occurrence
from ..ir.subgraph import SUBGRAPHS, called_subgraphs, hop_words
from ..records import record
from ..replay.reasons import REASONS
from .document import Document, Workspace

Pos = tuple[int, int]


@record
class Loc:
    uri: str
    start: Pos
    end: Pos


def is_hint(code: str) -> bool:
    """Inductor's design rather than a missed opportunity (``Reason.hint``): shown as a hint."""
    r = REASONS.get(code)
    return r is not None and r.hint


def docs_href(code: str) -> str:
    """The page of a diagnostic code: shipped inside the package (works offline, in any editor)."""
    from importlib import resources
    try:
        p = resources.files("inductor_lens.diagnostics").joinpath(f"{code}.md")
        return Path(str(p)).as_uri()
    except (ModuleNotFoundError, TypeError):
        return (Path(__file__).resolve().parents[3] / "docs" / "diagnostics" / f"{code}.md").as_uri()


def span(doc: Document, s: int, e: int) -> tuple[Pos, Pos]:
    return doc.position(s), doc.position(e)


def node_at(ir: IRFile, offset: int) -> Node | None:
    """The innermost node whose block contains the offset."""
    node = ir.top_at(offset)
    if node is None:
        return None
    while True:
        inner = next((m for m in node.members if m.span[0] <= offset <= m.span[1]), None)
        if inner is None:
            return node
        node = inner


def find_node(ir: IRFile, name: str, section: int = 0) -> Node | None:
    secs = ir.sections
    if not secs:
        return None
    sec = secs[section] if section < len(secs) else secs[0]
    return sec.node(name) or ir.node(name)


def verdicts_for(doc: Document, ws: Workspace, name: str) -> list:
    """The verdicts involving an op (it or a fused node it is in), for its hover: from this version's
    analysis record when it is there (a hover never waits for the replay; empty until then)."""
    rec = doc.analysed
    return rec.verdicts.get(name, []) if rec is not None else []


def prepare_requests(ws: Workspace, doc: Document) -> None:
    """What hovers and code lenses read, in the analysis thread: this version's analysis record (the
    verdicts by op, the benchmark targets, the kernel map of output_code.py, where each op came from; the
    roofline estimates' GPU and size tables for the GPU setting; an attached profiler trace's join)."""
    from .estimates import estimates
    from .traces import measured
    doc.analysis(ws)
    estimates(ws, doc)
    measured(ws, doc)     # an attached profiler trace joined to this version


def kernel_map(ws: Workspace, doc: Document, wait: bool = True) -> tuple[KernelMap | None, str | None]:
    """output_code.py beside a post-fusion document, mapped onto it (this version's record; ``wait``:
    built now if need be, else None until it is there)."""
    rec = doc.analysis(ws, wait)
    return (rec.kernels, rec.kernels_path) if rec is not None else (None, None)


def kernel_info(ws: Workspace, doc: Document, node: Node, wait: bool = True) -> dict | None:
    km, path = kernel_map(ws, doc, wait)
    if km is None:
        return None
    sec = doc.ir.sections[-1]
    top = sec.top_of.get(node.name, node.name)
    call = km.kernel_of(top)
    if call is None:
        return None
    others = [n for n, c in km.node_kernel.items() if c is call and n != top]
    d = km.defs.get(call.name)
    facts = kernel_json(km, call)
    return {"name": call.name, "file": Path(path).name, "line": d.line if d else call.line,
            "call_line": call.line, "others": others, "path": path,
            "launch": numel_text(facts), "tiling": facts.get("tiling"),
            "runs": [n for n in facts.get("runs", []) if n != top], "template": facts.get("template")}


def subgraph_info(ws: Workspace, doc: Document, node: Node, wait: bool = True) -> tuple[str, list[tuple[str, str | None]]] | None:
    """For a higher-order op's node (torch.cond, while_loop, a nested compile region): what it is, and the
    subgraphs it runs (from output_code.py's call(), read with its kernel map), each with the path of its post-fusion IR where a capture
    kept it (``subgraphs/<name>/``, beside the document); None for any other node."""
    hop = hop_words(node.ir_class)
    if hop is None:
        return None
    km, _path = kernel_map(ws, doc, wait)
    names = called_subgraphs(node, km.subgraph_calls) if km is not None else []
    here = Path(doc.path).parent if doc.path else None
    kept = [(n, str(f) if here is not None and (f := here / SUBGRAPHS / n / "ir_post_fusion.txt").is_file() else None)
            for n in names]
    return f"{hop} ({node.ir_class})", kept


def preferred(occ: list[Occurrence]) -> Occurrence:
    """Of the names at a position, the one a request is about: a fused node's name on its header (not
    the member whose name it starts with), else the innermost."""
    return next((x for x in occ if x.kind == NODE and x.role == "def" and x.context == "header"), occ[0])


def kept_out_of_memory(ws: Workspace, doc: Document, node: Node, wait: bool = True) -> list[dict] | None:
    """For a fused node of a post-fusion file: the buffers its members pass in registers (worked out for
    every fused node once per version, in the analysis record: output_code.py is read once, not per
    hover)."""
    if not node.members or not doc.ir.sections or name_phase(doc.path) == "pre":
        return None
    rec = doc.analysis(ws, wait)
    if rec is None:
        return None
    si = next((i for i, x in enumerate(doc.ir.sections) if x.node(node.name) is node), len(doc.ir.sections) - 1)
    return rec.kept_out.get((si, node.name))


def origins_of(ws: Workspace, doc: Document, name: str, wait: bool = True, first: bool = False):
    """Where a node came from (``dump.provenance.Origins``), when its debug directory holds
    fx_graph_readable.py / the provenance map: from this version's record (``wait``: built now if need
    be, else None until it is there; ``first``: its first stage is enough, as for the diagnostics)."""
    rec = doc.first_stage(ws) if first and wait else doc.analysis(ws, wait)
    index = rec.origins if rec is not None else None
    return index.of(name) if index is not None else None


def post_group(ws: Workspace, doc: Document, name: str) -> str | None:
    """For a pre-fusion document: the post-fusion node this node ended in."""
    if name_phase(doc.path) != "pre":
        return None
    post = ws.sibling_ir(doc, POST)
    if post is None:
        return None
    return post.sections[-1].top_of.get(name)


def kernel_name(km, top: str) -> str | None:
    c = km.kernel_of(top) if km is not None else None
    return c.name if c is not None else None
