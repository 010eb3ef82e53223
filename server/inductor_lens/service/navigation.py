"""Definitions (an op's: the line of the user's model it came from), implementations (its kernel in
output_code.py), references, document and workspace symbols.
"""
from __future__ import annotations

from dataclasses import field

from ..dump.debugdir import OUTPUT_CODE, name_phase
from ..ir.model import Node
from ..ir.names import NODE, Occurrence
from ..records import record
from .document import Document, Workspace, path_to_uri
from .lookup import (
    Loc,
    Pos,
    find_node,
    kernel_info,
    node_at,
    origins_of,
    post_group,
    preferred,
    span,
)


@record
class Symbol:
    name: str
    kind: str                 # 'node' | 'fused' | 'extern' | 'buffer' | 'loop_body'
    detail: str
    start: Pos
    end: Pos
    sel_start: Pos
    sel_end: Pos
    children: list["Symbol"] = field(default_factory=list)


def _loc(doc: Document, o: Occurrence) -> Loc:
    s, e = span(doc, o.start, o.end)
    return Loc(doc.uri, s, e)


def definition(ws: Workspace, doc: Document, offset: int) -> list[Loc]:
    occ = doc.index.at(offset)
    if not occ:
        return []
    o = occ[0]
    d = doc.index.definition(o.name, o.kind, o.section)
    if d is not None and (d.start, d.end) != (o.start, o.end):
        return [_loc(doc, d)]
    # on the definition itself, an op's definition is where it came from in the user's model (the files
    # on this machine; else its FX nodes in fx_graph_readable.py): F12 with default settings opens that
    # line (a peek only when it came from several); its generated kernel is its implementation
    # (``implementation``), and the definition only when the model's lines are not known
    if o.kind == NODE:
        out = _origin_locs(origins_of(ws, doc, o.name), ws.roots)
        if not out:
            out = implementation(ws, doc, offset)
        if out:
            return out
    return [_loc(doc, d)] if d is not None else []


def implementation(ws: Workspace, doc: Document, offset: int) -> list[Loc]:
    """Go to implementation on an op (a fused node's header: the group): its generated kernel in
    output_code.py."""
    loc, _why = kernel_location(ws, doc, offset)
    return [loc] if loc is not None else []


def kernel_location(ws: Workspace, doc: Document, offset: int) -> tuple[Loc | None, str]:
    """Where the kernel of the op at ``offset`` is defined in output_code.py (a fused node's: the one
    kernel of its members), or why there is none to open."""
    view = doc.view(offset)
    occ = [o for o in view.index.at(offset) if o.kind == NODE]
    o = preferred(occ) if occ else None
    node = find_node(view.ir, o.name, o.section) if o is not None else node_at(view.ir, offset)
    if node is None:
        return None, "put the cursor on an op name (op4, op2_op3, ...)"
    if name_phase(doc.path) == "pre" or (doc.ir.sections and doc.ir.sections[-1].phase == "pre"):
        post = post_group(ws, doc, node.name)
        return None, (f"{node.name} is in the pre-fusion graph: its kernel is {post}'s, in ir_post_fusion.txt"
                      if post else f"{node.name} is in the pre-fusion graph: open ir_post_fusion.txt")
    if ws.sibling_path(doc, OUTPUT_CODE) is None:
        return None, "no output_code.py beside this file (TORCH_COMPILE_DEBUG=1 writes it)"
    info = kernel_info(ws, doc, node)
    if info is None:
        if node.kernel:
            return None, f"{node.name} is an extern call ({node.kernel}): no generated kernel"
        if node.is_nop:
            return None, f"{node.name} is a nop node: it generates no code"
        return None, f"output_code.py has no kernel call for {node.name}"
    line = info["line"] - 1
    return Loc(path_to_uri(info["path"]), (line, 0), (line, 0)), info["name"]


def origin_related(ws: Workspace, doc: Document, name: str) -> list[tuple[Loc, str]]:
    """Related information of a diagnostic: each source line a node came from, where it is on this
    machine (else the FX node in fx_graph_readable.py); from the record's first stage."""
    o = origins_of(ws, doc, name, first=True)
    if o is None:
        return []
    locs = _origin_locs(o, ws.roots)
    # one row per node in the Problems panel (its first line; the message names every line, up to 3)
    text = "; ".join(s.text() for s in o.shown(3)) + ("; …" if len(o.sources) > 3 else "") \
        or ", ".join(o.aten[:4])
    return [(loc, f"{name} from {text}") for loc in locs[:1]]


def _origin_locs(o, roots: tuple[str, ...] = ()) -> list[Loc]:
    if o is None:
        return []
    from ..dump.provenance import source_path
    here = [(p, s.line) for s in o.sources if (p := source_path(s, roots)) is not None]
    if here:
        return [Loc(path_to_uri(p), (line - 1, 0), (line - 1, 0)) for p, line in here]
    if o.fx_file and o.fx_lines:
        first = min(o.fx_lines)
        return [Loc(path_to_uri(o.fx_file), (first - 1, 0), (first - 1, 0))]
    return []


def references(doc: Document, offset: int, include_declaration: bool = True) -> list[Loc]:
    occ = doc.index.at(offset)
    if not occ:
        return []
    o = occ[0]
    return [_loc(doc, x) for x in doc.index.of(o.name, o.kind, o.section)
            if include_declaration or x.role != "def"]


def _node_symbol(doc: Document, n: Node) -> Symbol:
    kind = "fused" if (n.members or n.member_names) else ("extern" if n.is_extern else "node")
    s, e = span(doc, n.span[0], n.span[1])
    ss, se = span(doc, *n.name_span)
    sym = Symbol(n.name, kind, f"{n.kind}({n.ir_class})", s, e, ss, se)
    for m in n.members:
        sym.children.append(_node_symbol(doc, m))
    for b in n.outputs if not n.members else []:
        if b.span:
            bs, be = span(doc, *b.span)
            detail = "" if b.layout is None else f"{b.layout.size} {b.layout.order}"
            sym.children.append(Symbol(b.name, "buffer", detail, bs, be, bs, be))
    return sym


def document_symbols(doc: Document) -> list[Symbol]:
    return [_node_symbol(doc, n) for sec in doc.ir.sections for n in sec.nodes]


def workspace_symbols(ws: Workspace, query: str, limit: int = 500) -> list[tuple[str, str, Loc, str]]:
    q = query.lower()
    out = []
    for doc in list(ws.documents.values()):
        try:
            ir = doc.ir
        except Exception:
            continue
        for sec in ir.sections:
            for top in sec.nodes:
                for n in top.walk():
                    if q in n.name.lower():
                        s, e = span(doc, *n.name_span)
                        out.append((n.name, "node", Loc(doc.uri, s, e), top.name if n is not top else ""))
                    for b in n.outputs if not n.members else []:
                        if b.span and q in b.name.lower():
                            s, e = span(doc, *b.span)
                            out.append((b.name, "buffer", Loc(doc.uri, s, e), n.name))
                    if len(out) >= limit:
                        return out
    return out
