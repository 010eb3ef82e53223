"""Diagnostics: parse errors, and one per unfused neighbour pair with its reason, its producer and the model
lines both came from.
"""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..ir.names import leaf_names
from ..ir.subgraph import (
    calling_graph_file,
    overwritten_note,
    section_subgraph,
    subgraph_kind,
)
from ..records import record
from .document import Document, Workspace, path_to_uri
from .lookup import Loc, Pos, docs_href, is_hint, span
from .navigation import origin_related


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


def parse_diagnostics(doc: Document) -> list[Diag]:
    out = []
    for e in doc.ir.errors:
        end = e.end if e.end is not None and e.end > e.offset else doc.line_end(e.offset)
        s, t = span(doc, e.offset, end)
        out.append(Diag(s, t, "error", e.message, code="parse-error"))
    return out


def fusion_diagnostics(ws: Workspace, doc: Document, exclude: set[str] | None = None, limit: int | None = None,
                       progress=None, cancelled=None) -> list[Diag]:
    """One per unfused neighbour pair of the final graph: on the consumer's read of the shared
    buffer, with the producer as related information. Logged refusals first; at most ``limit``.
    ``progress`` and ``cancelled`` go to the analysis (``Cancelled``: it was)."""
    ex = doc.explanation(ws, progress, cancelled, first=True)   # the rest of the record after them
    if ex is None:   # the failure, once, at the top of the file; parse diagnostics, hovers go on
        s, e = span(doc, 0, doc.line_end(0))
        return [Diag(s, e, "warning", f"the fusion analysis of this file failed ({doc.explain_error}): no fusion "
                     "verdicts; hovers, navigation and parse errors still work. Please report it with the file.",
                     code="analysis_failed", href=docs_href("analysis_failed"))] + subgraph_diagnostics(doc) + \
            spill_diagnostics(ws, doc)
    # priority buckets filled in one pass (a 50 MB file has ~1 million verdicts: sorting them all would
    # hold the interpreter lock for seconds while hovers wait); only the kept ones are sorted
    buckets: list[list] = [[], [], []]
    hint: dict = {}                # by reason: a handful of codes for a million verdicts
    for v in ex.pairs:
        if v.fused or not v.final or (exclude and v.reason in exclude):
            continue
        h = hint.get(v.reason)
        if h is None:
            h = hint[v.reason] = is_hint(v.reason)
        buckets[2 if h else (0 if v.logged else 1)].append(v)
    # a verdict's place in the file is worked out on first use: only for the ones shown (a million
    # places cost seconds), in bucket order until the limit
    chosen = []
    for b in buckets:
        for v in b:
            if limit is not None and len(chosen) >= limit:
                break
            if v.span is not None:
                chosen.append(v)
    chosen.sort(key=lambda v: (is_hint(v.reason), not v.logged, v.span[0]))
    out = []
    for v in chosen:
        s, e = span(doc, *v.span)
        related = []
        if v.related and v.related.get("span"):
            rs, re_ = span(doc, *v.related["span"])
            related.append((Loc(doc.uri, rs, re_), f"producer {v.node1}"))
        for name in (v.node1, v.node2):    # where each came from in the user's code
            related.extend(origin_related(ws, doc, name))
        msg = f"{v.node1} → {v.node2} not fused: {v.summary}"
        said = v.quote()
        if said:
            msg += f"  {said}"
        out.append(Diag(s, e, "hint" if is_hint(v.reason) else "information", msg, v.reason,
                        docs_href(v.reason), related,
                        {"node1": v.node1, "node2": v.node2, "reason": v.reason, "logged": v.logged}))
    return out + hazard_diagnostics(doc, ex) + failure_diagnostics(doc, ex) + subgraph_diagnostics(doc) + \
        spill_diagnostics(ws, doc)


def subgraph_diagnostics(doc: Document) -> list[Diag]:
    """Information on the first node of a debug folder's file that holds a subgraph's Scheduler run (a torch.cond
    branch, a while_loop body, a nested compile region: ``ir.subgraph``), not the calling graph's."""
    ir = doc.ir
    if ir.capture or len(ir.sections) != 1 or not ir.sections[0].nodes:
        return []
    sub = section_subgraph(ir.sections[0])
    top = ir.sections[0].nodes[0]
    if sub is None or top.name_span is None:
        return []
    s, e = span(doc, *top.name_span)
    name = doc.path.rsplit("/", 1)[-1] if doc.path else "file"
    text = overwritten_note(sub, name, path=doc.path)
    related = []
    calling = calling_graph_file(doc.path) if doc.path else None
    if calling is not None:      # a subgraph a capture kept: the graph that runs it, one click away
        related.append((Loc(path_to_uri(calling), (0, 0), (0, 0)), "the calling graph"))
    return [Diag(s, e, "information", text[:1].upper() + text[1:], "subgraph_file", docs_href("subgraph_file"),
                 related, {"subgraph": sub, "kind": subgraph_kind(sub)})]


def hazard_diagnostics(doc: Document, ex) -> list[Diag]:
    """A warning on the header of each fused node that reads a buffer through an earlier in-place update at
    another index than it updates it (``replay.hazards``: torch 2.14 and older make such kernels, 2.15 refuses
    them), with the reader's header as related information."""
    out = []
    for h in ex.hazards:
        top = doc.ir.node(h.node) or doc.ir.node(h.writer)
        if top is None or top.name_span is None:
            continue
        s, e = span(doc, *top.name_span)
        related = []
        reader = doc.ir.node(h.reader)
        if reader is not None and reader.name_span is not None and reader is not top:
            rs, re_ = span(doc, *reader.name_span)
            related.append((Loc(doc.uri, rs, re_), f"{h.reader} reads {h.read}"))
        out.append(Diag(s, e, "warning", h.text(), "unsafe_mutation_fusion",
                        docs_href("unsafe_mutation_fusion"), related, h.to_json()))
    return out


def failure_diagnostics(doc: Document, ex) -> list[Diag]:
    """An error on the header of the first node of each fusion or timing that fails Inductor's compile
    (``replay.rounds.FusionCycle``, ``TimingCompileFailure``: benchmark_fusion), with the other nodes it names as
    related information. Named by the file's own nodes: a pre-fusion file's leaves."""
    out = []
    for c in ex.failures:
        first = doc.ir.node(c.node1) or doc.ir.node(leaf_names(c.node1)[0])
        if first is None or first.name_span is None:
            continue
        s, e = span(doc, *first.name_span)
        related = []
        for name, what in c.related():
            n = doc.ir.node(name) or doc.ir.node(leaf_names(name)[0])
            if n is not None and n.name_span is not None:
                rs, re_ = span(doc, *n.name_span)
                related.append((Loc(doc.uri, rs, re_), f"{name}: {what}"))
        out.append(Diag(s, e, "error", c.text(), c.code, docs_href(c.code), related, c.to_json()))
    return out


def spill_diagnostics(ws: Workspace, doc: Document) -> list[Diag]:
    """A warning on the header of each fused node of the document whose kernel spills registers, as a split
    benchmark of it compiled it (``bench --split`` on CUDA, or its kernels generated for a simulated GPU:
    ``measure.resources``); none before one ran."""
    from ..measure.resources import spilling_kernels
    out = []
    for (uri, name, key), r in list(ws.bench_results.items()):
        if uri != doc.uri or not str(key).startswith("split:") or not r.fused.resources:
            continue
        spills = spilling_kernels(r.fused.resources)
        top = doc.ir.node(name)
        if not spills or top is None or top.name_span is None:
            continue
        s, e = span(doc, *top.name_span)
        n = sum(x[1] for x in spills)
        which = ", ".join(f"{k} {x} registers ({c.registers} per thread, {c.launch()})" for k, x, c in spills)
        measured = ""
        if r.speedup:
            measured = f"; measured on {r.device}: fused / split = {1 / r.speedup:.2f}"
        out.append(Diag(s, e, "warning",
                        f"{name} spills {n} registers: fusion may cost more than it saves; benchmark the split "
                        f"({which}; {r.resources_target or r.device}{measured})",
                        "fused_kernel_spills", docs_href("fused_kernel_spills"), [],
                        {"node": name, "spills": n, "kernels": [k for k, _, _ in spills]}))
    return out
