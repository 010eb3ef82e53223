"""Folding ranges, semantic tokens and inlay hints, from the parse.
"""
from __future__ import annotations

from ..ir.names import NODE
from ..records import record
from .document import Document
from .lookup import Pos


@record
class Fold:
    start_line: int
    end_line: int
    kind: str | None = None   # 'region' | 'comment' | None


@record
class InlayHint:
    position: Pos
    label: str
    tooltip: str | None = None


TOKEN_TYPES = ["function", "variable", "class", "type", "property", "method", "parameter", "keyword", "number",
               "comment"]


TOKEN_MODIFIERS = ["declaration", "defaultLibrary"]


_T = {t: i for i, t in enumerate(TOKEN_TYPES)}


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
