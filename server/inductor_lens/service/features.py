"""What the editor asks for, answered from the model (no LSP types): hover cards, definitions,
references, symbols, folding ranges, semantic tokens, inlay hints, diagnostics.

Positions in and out are 0-based (line, UTF-16 character) pairs, as LSP counts them; offsets inside.
"""
from __future__ import annotations

import functools
import re
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..dump.debugdir import OUTPUT_CODE, POST, PRE, file_phase, name_phase
from ..dump.kernels import KernelMap, kernel_json, numel_text
from ..files import read_text
from ..ir.groups import leaves
from ..ir.model import IRFile, Node
from ..ir.names import NODE, Occurrence, leaf_names
from ..records import record
from ..replay.reasons import REASONS
from . import cards
from .analysis import BenchTarget
from .document import Document, Workspace, path_to_uri
from .settings import BenchSettings

if TYPE_CHECKING:
    from ..measure.result import BenchResult

Pos = tuple[int, int]


@record
class Loc:
    uri: str
    start: Pos
    end: Pos


@record
class Hover:
    markdown: str
    start: Pos
    end: Pos


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


@record
class Fold:
    start_line: int
    end_line: int
    kind: str | None = None   # 'region' | 'comment' | None


@record
class Diag:
    start: Pos
    end: Pos
    severity: str             # 'error' | 'warning' | 'information' | 'hint'
    message: str
    code: str | None = None
    href: str | None = None
    related: list[tuple[Loc, str]] = field(default_factory=list)
    data: dict[str, Any] | None = None


@record
class InlayHint:
    position: Pos
    label: str
    tooltip: str | None = None


TOKEN_TYPES = ["function", "variable", "class", "type", "property", "method", "parameter", "keyword", "number",
               "comment"]
TOKEN_MODIFIERS = ["declaration", "defaultLibrary"]
_T = {t: i for i, t in enumerate(TOKEN_TYPES)}

def _is_hint(code: str) -> bool:
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


# ------------------------------------------------------------------------------------------------
# Lookup helpers
# ------------------------------------------------------------------------------------------------

def _span(doc: Document, s: int, e: int) -> tuple[Pos, Pos]:
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
    verdicts by op, the benchmark targets, the kernel map of output_code.py, where each op came from)."""
    doc.analysis(ws)


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
            "runs": [n for n in facts.get("runs", []) if n != top]}


def _preferred(occ: list[Occurrence]) -> Occurrence:
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


def kernel_location(ws: Workspace, doc: Document, offset: int) -> tuple[Loc | None, str]:
    """Where the kernel of the op at ``offset`` is defined in output_code.py (a fused node's: the one
    kernel of its members), or why there is none to open."""
    view = doc.view(offset)
    occ = [o for o in view.index.at(offset) if o.kind == NODE]
    o = _preferred(occ) if occ else None
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


def origins_of(ws: Workspace, doc: Document, name: str, wait: bool = True):
    """Where a node came from (``dump.provenance.Origins``), when its debug directory holds
    fx_graph_readable.py / the provenance map: from this version's record (``wait``: built now if need
    be, else None until it is there)."""
    rec = doc.analysis(ws, wait)
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


# ------------------------------------------------------------------------------------------------
# Hover
# ------------------------------------------------------------------------------------------------

def hover(ws: Workspace, doc: Document, offset: int) -> Hover | None:
    view = doc.view(offset)
    ir = view.ir
    occ = view.index.at(offset)
    if occ:
        o = _preferred(occ)
        s, e = _span(doc, o.start, o.end)
        if o.kind == NODE:
            node = find_node(ir, o.name, o.section)
            if node is None:
                return None
            return Hover(_node_md(ws, doc, view, node), s, e)
        sec = ir.sections[o.section]
        b = sec.buffers.get(o.name)
        if b is not None:
            return Hover(cards.buffer_card(b, ir), s, e)
        return None
    node = node_at(ir, offset)
    if node is None:
        return None
    # a dependency (not on its buffer name)
    for d in node.writes + node.unmet + node.met:
        if d.start <= offset < d.end:
            s, e = _span(doc, d.start, d.end)
            return Hover(cards.dep_card(d, ir, node), s, e)
    body = node.loop_body
    if body is not None and body.span[0] <= offset <= body.span[1]:
        h = _hover_body(doc, node, offset)
        if h is not None:
            return h
    hs, he = node.header_span
    if hs <= offset <= he:
        s, e = _span(doc, hs, he)
        return Hover(_node_md(ws, doc, view, node), s, e)
    return None


def _node_md(ws: Workspace, doc: Document, view, node: Node) -> str:
    if view.partial:  # a large file still being parsed: what the block itself says
        return cards.node_card(node, view.ir) + "\n\n_(whole-file analysis still running)_"
    rec = doc.analysed          # a hover never waits for the analysis: what is there, or "analysing"
    verdicts = verdicts_for(doc, ws, node.name)
    if node.members:   # a fused node: also how its members fused with each other
        inside = {m.name for m in leaves(node)}
        seen = {id(v) for v in verdicts}
        for m in sorted(inside):
            for v in verdicts_for(doc, ws, m):
                if id(v) not in seen and v.fused and set(leaf_names(v.node1) + leaf_names(v.node2)) <= inside:
                    seen.add(id(v))
                    verdicts = verdicts + [v]
    md = cards.node_card(node, view.ir, verdicts, kernel_info(ws, doc, node, wait=False),
                         post_group(ws, doc, node.name), origins_of(ws, doc, node.name, wait=False), ws.roots,
                         kept_out_of_memory(ws, doc, node, wait=False))
    if rec is None:
        md += "\n\n_(fusion analysis still running: the verdicts, kernel and origins of this op follow)_"
    elif doc.explain_error:
        md += f"\n\n_(fusion analysis failed: {doc.explain_error}; the IR above is read as usual)_"
    measured = bench_result_md(ws, doc, node.name)
    if measured:
        md += "\n\n---\n\n" + "\n\n".join(measured)
    return md


_WORD = re.compile(r"[A-Za-z_]\w*")


def _word_at(text: str, offset: int) -> tuple[int, int, str] | None:
    s = offset
    while s > 0 and (text[s - 1].isalnum() or text[s - 1] == "_"):
        s -= 1
    e = offset
    while e < len(text) and (text[e].isalnum() or text[e] == "_"):
        e += 1
    if s == e:
        return None
    return s, e, text[s:e]


def _hover_body(doc: Document, node: Node, offset: int) -> Hover | None:
    body = node.loop_body
    w = _word_at(doc.text, offset)
    if w is None:
        return None
    s, e, word = w
    ranges = dict(body.var_ranges)
    if word in ranges:
        uses = sum(1 for expr in body.indexes.values() if re.search(rf"\b{re.escape(word)}\b", expr))
        a, b = _span(doc, s, e)
        return Hover(cards.var_card(word, ranges[word], body.name, uses), a, b)
    if word in body.indexes:
        a, b = _span(doc, s, e)
        return Hover(cards.index_card(word, body.indexes[word], body.name, body.var_ranges), a, b)
    return None


# ------------------------------------------------------------------------------------------------
# Navigation
# ------------------------------------------------------------------------------------------------

def _loc(doc: Document, o: Occurrence) -> Loc:
    s, e = _span(doc, o.start, o.end)
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


def _origin_related(ws: Workspace, doc: Document, name: str) -> list[tuple[Loc, str]]:
    """Related information of a diagnostic: each source line a node came from, where it is on this
    machine (else the FX node in fx_graph_readable.py)."""
    o = origins_of(ws, doc, name)
    if o is None:
        return []
    locs = _origin_locs(o, ws.roots)
    # one row per node in the Problems panel (its first line; the message names every line, up to 3)
    text = "; ".join(s.text() for s in o.sources[:3]) + ("; …" if len(o.sources) > 3 else "") \
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
    s, e = _span(doc, n.span[0], n.span[1])
    ss, se = _span(doc, *n.name_span)
    sym = Symbol(n.name, kind, f"{n.kind}({n.ir_class})", s, e, ss, se)
    for m in n.members:
        sym.children.append(_node_symbol(doc, m))
    for b in n.outputs if not n.members else []:
        if b.span:
            bs, be = _span(doc, *b.span)
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
                        s, e = _span(doc, *n.name_span)
                        out.append((n.name, "node", Loc(doc.uri, s, e), top.name if n is not top else ""))
                    for b in n.outputs if not n.members else []:
                        if b.span and q in b.name.lower():
                            s, e = _span(doc, *b.span)
                            out.append((b.name, "buffer", Loc(doc.uri, s, e), n.name))
                    if len(out) >= limit:
                        return out
    return out


# ------------------------------------------------------------------------------------------------
# Folding, semantic tokens, inlay hints
# ------------------------------------------------------------------------------------------------

def folding_ranges(doc: Document) -> list[Fold]:
    ir = doc.ir
    out: list[Fold] = []

    def add(s: int, e: int, kind: str | None = None):
        l1 = doc.position(s)[0]
        l2 = doc.position(max(s, e - 1))[0]
        if l2 > l1:
            out.append(Fold(l1, l2, kind))

    for sec in ir.sections:
        for top in sec.nodes:
            for n in top.walk():
                add(n.span[0], n.span[1], "region")
                for deps in (n.writes, n.unmet, n.met):
                    if len(deps) > 1:
                        add(min(d.start for d in deps) - 1, max(d.end for d in deps))
                if n.mentions and n.outputs:
                    starts = [m for b in n.outputs for m in b.mentions]
                    if starts:
                        add(min(b.span[0] for b in n.outputs if b.span) - 1, doc.line_end(max(starts)) + 2)
                for b in n.outputs:
                    if b.users and len(b.users) > 1:
                        add(b.users[0].span[0] - 1 if b.users[0].span else b.span[0], b.users[-1].span[1] + 1
                            if b.users[-1].span else b.span[1])
                lb = n.loop_body
                if lb is not None:
                    add(lb.span[0], lb.span[1], "region")
                    for fn in lb.functions:
                        add(fn.span[0], fn.span[1])
    # runs of comment lines (a banner, a note of several lines)
    run: list[tuple[int, int]] = []
    for s, e in ir.comments + [(-1, -1)]:
        if run and (s < 0 or doc.position(s)[0] != doc.position(run[-1][0])[0] + 1):
            if len(run) > 1:
                add(run[0][0], run[-1][1], "comment")
            run = []
        run.append((s, e))
    return out


def semantic_tokens(doc: Document, start: int = 0, end: int | None = None) -> list[tuple[int, int, int, int]]:
    """(offset, length, type index, modifier bits), sorted, within [start, end)."""
    end = len(doc.text) if end is None else end
    ir = doc.ir
    toks: list[tuple[int, int, int, int]] = []
    for o in doc.index.occurrences:
        if o.start < start or o.start >= end:
            continue
        t = _T["function"] if o.kind == NODE else _T["variable"]
        toks.append((o.start, o.end - o.start, t, 1 if o.role == "def" else 0))
    for sec in ir.sections:
        for top in sec.nodes:
            if top.span[1] < start or top.span[0] >= end:
                continue
            for n in top.walk():
                hs, he = n.header_span
                cls_start = n.name_span[1] + 2
                if start <= cls_start < end and cls_start < he:
                    toks.append((cls_start, he - cls_start, _T["class"], 0))
                for d in n.writes + n.unmet + n.met:
                    if start <= d.start < end:
                        toks.append((d.start, len(d.kind), _T["type"], 0))
    for s, e in ir.comments:
        if start <= s < end:
            toks.append((s, e - s, _T["comment"], 0))
    toks.sort()
    # occurrences may overlap (a fused name and its members): keep the first of overlapping tokens
    out = []
    last_end = -1
    for t in toks:
        if t[0] >= last_end:
            out.append(t)
            last_end = t[0] + t[1]
    return out


def inlay_hints(doc: Document, start: int = 0, end: int | None = None) -> list[InlayHint]:
    """Iteration points after `group.iteration` lines, bytes after layout lines."""
    from ..expr.symbolic import fmt, product
    end = len(doc.text) if end is None else end
    out = []
    for sec in doc.ir.sections:
        for top in sec.nodes:
            if top.span[1] < start or top.span[0] >= end:
                continue
            for n in top.walk():
                it = n.iteration
                if it is not None and start <= n.iteration_at < end:
                    label = f" {fmt(it.numel)} points"
                    if it.is_reduction:
                        label += f" × {fmt(it.rnumel)}"
                    out.append(InlayHint(doc.position(doc.line_end(n.iteration_at)), label,
                                         f"{fmt(product([it.numel, it.rnumel]))} loop iterations in total"))
                for b in n.outputs:
                    if b.layout is not None and b.layout.nbytes is not None and start <= b.layout_at < end:
                        out.append(InlayHint(doc.position(doc.line_end(b.layout_at)), f" {fmt(b.layout.nbytes)} B",
                                             f"{b.layout.order}, {b.layout.dtype}"))
                for _name, lay, s in n.layouts:
                    if lay.nbytes is not None and start <= s < end:
                        out.append(InlayHint(doc.position(doc.line_end(s)), f" {fmt(lay.nbytes)} B"))
    out.sort(key=lambda h: h.position)
    return out


# ------------------------------------------------------------------------------------------------
# Diagnostics
# ------------------------------------------------------------------------------------------------

def parse_diagnostics(doc: Document) -> list[Diag]:
    out = []
    for e in doc.ir.errors:
        end = e.end if e.end is not None and e.end > e.offset else doc.line_end(e.offset)
        s, t = _span(doc, e.offset, end)
        out.append(Diag(s, t, "error", e.message, code="parse-error"))
    return out


def fusion_diagnostics(ws: Workspace, doc: Document, exclude: set[str] | None = None, limit: int | None = None,
                       progress=None, cancelled=None) -> list[Diag]:
    """One per unfused neighbour pair of the final graph: on the consumer's read of the shared
    buffer, with the producer as related information. Logged refusals first; at most ``limit``.
    ``progress`` and ``cancelled`` go to the analysis (``Cancelled``: it was)."""
    ex = doc.explanation(ws, progress, cancelled)
    if ex is None:   # the failure, once, at the top of the file; parse diagnostics, hovers go on
        s, e = _span(doc, 0, doc.line_end(0))
        return [Diag(s, e, "warning", f"the fusion analysis of this file failed ({doc.explain_error}): no fusion "
                     "verdicts; hovers, navigation and parse errors still work. Please report it with the file.",
                     code="analysis_failed", href=docs_href("analysis_failed"))]
    # priority buckets filled in one pass (a 50 MB file has ~1 million verdicts: sorting them all would
    # hold the interpreter lock for seconds while hovers wait); only the kept ones are sorted
    buckets: list[list] = [[], [], []]
    for v in ex.pairs:
        if v.fused or not v.final or (exclude and v.reason in exclude):
            continue
        buckets[2 if _is_hint(v.reason) else (0 if v.logged else 1)].append(v)
    # a verdict's place in the file is worked out on first use: only for the ones shown (a million
    # places cost seconds), in bucket order until the limit
    chosen = []
    for b in buckets:
        for v in b:
            if limit is not None and len(chosen) >= limit:
                break
            if v.span is not None:
                chosen.append(v)
    chosen.sort(key=lambda v: (_is_hint(v.reason), not v.logged, v.span[0]))
    out = []
    for v in chosen:
        s, e = _span(doc, *v.span)
        related = []
        if v.related and v.related.get("span"):
            rs, re_ = _span(doc, *v.related["span"])
            related.append((Loc(doc.uri, rs, re_), f"producer {v.node1}"))
        for name in (v.node1, v.node2):    # where each came from in the user's code
            related.extend(_origin_related(ws, doc, name))
        msg = f"{v.node1} → {v.node2} not fused: {v.summary}"
        if v.inductor_message:
            msg += f'  [Inductor: "cannot fuse {v.node1} with {v.node2}: {v.inductor_message}"]'
        out.append(Diag(s, e, "hint" if _is_hint(v.reason) else "information", msg, v.reason,
                        docs_href(v.reason), related,
                        {"node1": v.node1, "node2": v.node2, "reason": v.reason, "logged": v.logged}))
    return out


def diff_text(ws: Workspace, doc: Document) -> str | None:
    """`inductor-lens diff` for the pre/post pair this document belongs to."""
    from ..explain.diff import diff_files, render_diff
    if name_phase(doc.path) == "pre":
        pre, post = doc, ws.sibling_doc(doc, POST)
    else:
        pre, post = ws.sibling_doc(doc, PRE), doc
    if pre is None or post is None:
        return None
    oc = ws.sibling_path(post, OUTPUT_CODE)
    try:
        text = read_text(oc) if oc else None
    except OSError:
        text = None
    return render_diff(diff_files(pre.ir, post.ir, text))


# ------------------------------------------------------------------------------------------------
# Benchmarks (the engine runs in a worker process: inductor_lens.measure)
# ------------------------------------------------------------------------------------------------

def bench_targets(ws: Workspace, doc: Document) -> list[BenchTarget]:
    """The unfused producer -> consumer pairs that can be rebuilt and timed: one lens each (a large file
    not analysed yet: none, rather than a wait for its replay)."""
    rec = doc.analysis(ws, wait=not doc.large)
    return rec.bench_targets if rec is not None else []


def bench_result_md(ws: Workspace, doc: Document, name: str) -> list[str]:
    """Markdown of the measurements of pairs involving this op, or a fused node it is a member of
    (shown in its hover)."""
    from ..measure.report import markdown
    out = []
    for (uri, a, b), r in ws.bench_results.items():
        if uri == doc.uri and (name in (a, b) or name in leaf_names(a) or name in leaf_names(b)):
            out.append(markdown(r))
    return out


def bench_names_problem(doc: Document, node1: str, node2: str) -> str | None:
    """Why the pair cannot be benchmarked because a name is not a node of the document (no worker is
    started for it), else None."""
    from ..measure.targets import missing_node
    return missing_node(doc.ir, node1, node2)


def bench_request(ws: Workspace, doc: Document, node1: str, node2: str, opts: BenchSettings, explain: bool = False):
    """The benchmark request for a pair of a document: its text, the sibling output_code.py and
    post-fusion IR (to time the original kernels), what Inductor did with the pair, the settings. The
    fusion analysis is used when it is there or cheap, or when ``explain`` asks for it (the command line)."""
    from ..measure.client import request_for
    ir = doc.ir
    post = ws.sibling_ir(doc, POST) if file_phase(ir, doc.path) == "pre" else None
    ex = doc.explanation(ws) if explain or doc.explained or not doc.large else None
    req = request_for(doc.text, doc.path, node1, node2, ex, ir=ir, post_ir=post, device=opts.device,
                      min_time=opts.min_time, timeout=opts.timeout, python=opts.python, sizes=dict(opts.sizes),
                      repeat=opts.repeat, codegen=opts.codegen or opts.interpret, interpret=opts.interpret)
    if not opts.time_original or req.codegen:   # compiles and runs code from output_code.py: opt-in
        req.output_code = None
        req.original = None
    return req


@record
class BenchOutcome:
    """A benchmark's outcome: the result, or why there is none (``kind``: ``unsupported`` when a name is
    not a node that can be rebuilt, else a ``measure.client.BenchError`` kind)."""

    node1: str
    node2: str
    result: BenchResult | None = None
    error: str | None = None
    kind: str | None = None
    codegen: bool = False

    def to_json(self) -> dict:
        if self.result is None:
            return {"node1": self.node1, "node2": self.node2, "error": self.error, "kind": self.kind}
        from ..measure.report import markdown
        return {"node1": self.node1, "node2": self.node2, "markdown": markdown(self.result),
                "result": self.result.to_json()}


def benchmark(ws: Workspace, doc: Document, node1: str, node2: str, opts: BenchSettings, progress=None,
              cancel=None, use_cache: bool = True, explain: bool = False, on_start=None) -> BenchOutcome:
    """The benchmark of a pair, for the command line and the language server alike: the names checked
    first (no worker starts for a name that is not a node), the request built from the document and its
    siblings, the worker run (``progress(message, fraction)``; ``cancel``, a ``threading.Event``, stops
    it), the result kept for the document's hovers. ``on_start(request)`` is called just before the
    worker starts. Raises nothing but ``KeyboardInterrupt``: a failure is the outcome's ``error``."""
    from ..measure.client import BenchError, run_bench
    if (why := bench_names_problem(doc, node1, node2)) is not None:
        return BenchOutcome(node1, node2, error=why, kind="unsupported")
    req = bench_request(ws, doc, node1, node2, opts, explain)
    if on_start is not None:
        on_start(req)
    try:
        result = run_bench(req, progress, cancel, use_cache=use_cache)
    except BenchError as err:
        return BenchOutcome(node1, node2, error=str(err), kind=err.kind, codegen=req.codegen)
    if not req.codegen:
        ws.bench_results[(doc.uri, node1, node2)] = result
    return BenchOutcome(node1, node2, result, codegen=req.codegen)


# ------------------------------------------------------------------------------------------------
# The user's model file: what each source line became
# ------------------------------------------------------------------------------------------------

@record
class SourceLens:
    line: int                 # 0-based line in the model file
    title: str                # "3 kernels · 1 unfused edge (no shared data)"
    ir_uri: str               # the IR document the nodes are in
    nodes: list[str]
    ranges: list[tuple[Pos, Pos]]   # the nodes' headers in that document


def source_lenses(ws: Workspace, path: str) -> list[SourceLens]:
    """For a Python file of the user's model (or of a package it uses): a lens on each line that produced
    kernels in the compiled runs the workspace knows: the IR documents open in the editor, and the
    post-fusion files of debug directories kept under the workspace folders. The file is matched by path,
    as the same package file installed elsewhere, or as a copy holding the recorded code lines
    (``dump.provenance.same_source``)."""
    from ..dump.origins import by_source
    from ..dump.provenance import FX_READABLE, SourceLine, same_source
    target = Path(path)
    out: list[SourceLens] = []
    docs = {d.uri: d for d in list(ws.documents.values()) if d.path and name_phase(d.path) != "pre"}
    # runs kept under the workspace folders that name this file: the newest few (each is read, parsed
    # and explained for its lenses, and kept in the workspace's small cache of files read from disk)
    runs = [p for p in ws.debug_runs() if path_to_uri(p) not in docs and _mentions(p.with_name(FX_READABLE),
                                                                                   target.name)]
    for p in sorted(runs, key=_mtime, reverse=True)[:RUN_LENS_FILES]:
        d = ws.lookup(path_to_uri(p))
        if d is not None:
            docs[d.uri] = d
    for doc in docs.values():
        # the runs' analysis records (a large file not analysed yet: its lenses come once it is)
        rec = doc.analysis(ws, wait=not doc.large)
        index = rec.origins if rec is not None else None
        if index is None:
            continue
        sec = doc.ir.sections[-1]
        km = rec.kernels
        rows = by_source(sec, index.by_top, functools.partial(_kernel_name, km))
        files: dict[str, list[SourceLine]] = {}
        for r in rows:
            files.setdefault(r["file"], []).append(SourceLine(r["file"], r["line"], r["function"], r["code"]))
        mine = {f for f, lines in files.items() if same_source(lines, target, ws.roots)}
        if not mine:
            continue
        ex = rec.explanation
        for r in rows:
            if r["file"] not in mine:
                continue
            nodes = r["nodes"]
            edges = _unfused_edges(ex, set(nodes))
            # kernel launches: nodes that share one generated kernel call count once, each extern call once
            kernels = len({(c.line if (c := km.kernel_of(n) if km is not None else None) else n) for n in nodes})
            title = f"{kernels} kernel{'s' if kernels != 1 else ''}"
            if edges:
                reasons = sorted({REASONS[v.reason].title.lower() for v in edges})
                title += (f" · {len(edges)} unfused edge{'s' if len(edges) != 1 else ''} ("
                          + ", ".join(reasons[:2]) + (", …" if len(reasons) > 2 else "") + ")")
            ranges = []
            for n in nodes:
                node = sec.node(n)
                if node is not None:
                    ranges.append(_span(doc, *node.name_span))
            out.append(SourceLens(r["line"] - 1, title, doc.uri, nodes, ranges))
    if len({x.ir_uri for x in out}) > 1:
        # several runs or graphs name this file (a CPU and a CUDA run, forward and backward): each lens
        # says which it describes
        labels = {u: _run_label(docs[u]) for u in {x.ir_uri for x in out}}
        out = [replace(x, title=f"{labels[x.ir_uri]}: {x.title}") for x in out]
    return out


def _run_label(doc: Document) -> str:
    """'cuda · g0_forward': the device and the graph's folder (or file name) of an IR document."""
    from ..ir.summary import device_kind
    where = Path(doc.path).parent.name if doc.path and name_phase(doc.path) else (Path(doc.path).name if doc.path else doc.uri)
    dev = device_kind(doc.ir)
    return f"{dev} · {where}" if dev else where


#: the most debug directories of the workspace (newest first) whose lenses a model file shows
RUN_LENS_FILES = 8


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:
        return 0.0


def _mentions(fx_readable: Path, name: str) -> bool:
    """Whether a debug directory's ``fx_graph_readable.py`` names a source file called ``name`` (a cheap
    look before its IR is read)."""
    try:
        return f"{name}:" in read_text(fx_readable)
    except OSError:
        return False


def _kernel_name(km, top: str) -> str | None:
    c = km.kernel_of(top) if km is not None else None
    return c.name if c is not None else None


def _unfused_edges(ex, nodes: set[str]) -> list:
    """The final unfused producer -> consumer verdicts of an explanation that touch these nodes (their
    members included), not the extern/nop ones."""
    if ex is None:
        return []
    out = []
    for v in ex.pairs:
        if v.fused or not v.final or v.kind != "vertical" or _is_hint(v.reason):
            continue
        names = set(leaf_names(v.node1) + leaf_names(v.node2) + [v.node1, v.node2])
        if names & nodes:
            out.append(v)
    return out


# ------------------------------------------------------------------------------------------------
# The fusion map of a document
# ------------------------------------------------------------------------------------------------

def fusion_map(ws: Workspace, doc: Document, max_nodes: int = 400) -> dict:
    """The map of a post-fusion document (a pre-fusion one maps the post-fusion file beside it) as the
    editor's webview draws it: ``explain.fmap.FusionMap.to_json()`` plus ``uri`` (where its lines are);
    ``{"error": ...}`` when there is nothing to map."""
    from ..explain.fmap import fusion_map as build
    target = doc
    if name_phase(doc.path) == "pre":
        post = ws.sibling_doc(doc, POST)
        if post is None:
            return {"error": "a pre-fusion file: the map draws the final graph, and no ir_post_fusion.txt is beside it"}
        target = post
    if not target.ir.sections:
        return {"error": "no scheduler nodes in this file"}
    ex = target.explanation(ws)
    if ex is None:
        return {"error": f"the fusion analysis of this file failed ({target.explain_error})"}
    km, _ = kernel_map(ws, target)
    out = build(ex, target.ir, functools.partial(_kernel_name, km), max_nodes=max_nodes).to_json()
    out["uri"] = target.uri
    return out
