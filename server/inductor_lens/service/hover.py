"""Hover cards: an op (its card from the parse; its verdicts, kernel and origins from the analysis record when
it is there: a hover never waits for it; the roofline estimate of its kernel and missed fusions for the GPU
setting, ``service.estimates``; its kernel's measured timings from an attached profiler trace,
``service.traces``), a buffer, a dependency, a loop variable or index.
"""
from __future__ import annotations

import re

from ..ir.groups import leaves
from ..ir.model import Node
from ..ir.names import NODE, leaf_names
from ..records import record
from . import cards
from .benchmark import bench_result_md
from .document import Document, Workspace
from .estimates import estimate_md, over_fusion_md
from .lookup import (
    Pos,
    docs_href,
    find_node,
    kept_out_of_memory,
    kernel_info,
    node_at,
    origins_of,
    post_group,
    preferred,
    span,
    subgraph_info,
    verdicts_for,
)
from .traces import measured_md


@record
class Hover:
    markdown: str
    start: Pos
    end: Pos


def hover(ws: Workspace, doc: Document, offset: int) -> Hover | None:
    view = doc.view(offset)
    ir = view.ir
    occ = view.index.at(offset)
    if occ:
        o = preferred(occ)
        s, e = span(doc, o.start, o.end)
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
            s, e = span(doc, d.start, d.end)
            return Hover(cards.dep_card(d, ir, node), s, e)
    body = node.loop_body
    if body is not None and body.span[0] <= offset <= body.span[1]:
        h = _hover_body(doc, node, offset)
        if h is not None:
            return h
    hs, he = node.header_span
    if hs <= offset <= he:
        s, e = span(doc, hs, he)
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
    # the time leads after the verdicts (it sat in the card's last lines, below the fold): measured first
    timing = None
    if rec is not None and not doc.explain_error:
        timing = [x for x in (measured_md(ws, doc, node), estimate_md(ws, doc, node),
                              over_fusion_md(ws, doc, node)) if x]
        if rec.explanation is not None:     # a kernel that can compute wrong values leads (replay.hazards)
            timing = [f"**⚠ Unsafe fusion** {h.text()} ([unsafe_mutation_fusion]({docs_href('unsafe_mutation_fusion')}))"
                      for h in rec.explanation.hazards if node.name in (h.node, h.reader, h.writer)] + timing
            # and what fails the compile (replay.rounds: benchmark_fusion's fusion cycles, kernels it cannot time)
            timing = [f"**⛔ Compile fails** {c.text()} ([{c.code}]({docs_href(c.code)}))"
                      for c in rec.explanation.failures
                      if node.name in (*leaf_names(c.node1), *leaf_names(c.node2), c.node1, c.node2)] + timing
    md = cards.node_card(node, view.ir, verdicts, kernel_info(ws, doc, node, wait=False),
                         post_group(ws, doc, node.name), origins_of(ws, doc, node.name, wait=False), ws.roots,
                         kept_out_of_memory(ws, doc, node, wait=False),
                         rec.explanation.config if rec is not None and rec.explanation is not None else None,
                         timing, subgraph_info(ws, doc, node, wait=False))
    if rec is not None and rec.suggestions is not None:     # counted once asked for (the quick fix): shown since
        lines = [f"- {_code(p.node1)} → {_code(p.node2)}: {p.text()}" for v in verdicts if not v.fused and v.final
                 if (p := rec.suggestions.of(v.node1, v.node2)) is not None]
        if lines:
            md += "\n\n**What would fuse**\n" + "\n".join(lines[:4])
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
        a, b = span(doc, s, e)
        return Hover(cards.var_card(word, ranges[word], body.name, uses), a, b)
    if word in body.indexes:
        a, b = span(doc, s, e)
        return Hover(cards.index_card(word, body.indexes[word], body.name, body.var_ranges), a, b)
    return None


def _code(x: str) -> str:
    return f"`{x}`"
