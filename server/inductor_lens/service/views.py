"""Whole-graph views of a document: the pre/post fusion diff and the fusion map.
"""
from __future__ import annotations

import functools

from ..dump.debugdir import OUTPUT_CODE, POST, PRE, name_phase
from ..dump.trace import TraceProblem
from ..explain.measured import Measured
from ..files import read_text
from .document import Document, Workspace
from .estimates import estimates
from .lookup import kernel_map, kernel_name
from .traces import measured


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


def fusion_map(ws: Workspace, doc: Document, max_nodes: int = 400) -> dict:
    """The map of a post-fusion document (a pre-fusion one maps the post-fusion file beside it) as the
    editor's webview draws it: ``explain.fmap.FusionMap.to_json()`` plus ``uri`` (where its lines are),
    with the roofline estimates of the ``inductorLens.gpu`` setting's GPU when one applies and the
    figures of a profiler trace attached to the document (``service.traces``);
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
    est = estimates(ws, target)     # the inductorLens.gpu setting's GPU, if one applies
    m = measured(ws, target)        # an attached profiler trace joined to this version
    fm = build(ex, target.ir, functools.partial(kernel_name, km), max_nodes=max_nodes,
               estimator=est.estimator if est is not None else None,
               gpu_note=est.note if est is not None else None, measured=m if isinstance(m, Measured) else None)
    if isinstance(m, TraceProblem):
        fm.notes.append(f"measured: {m.message}")
    out = fm.to_json()
    out["uri"] = target.uri
    rec = target.analysed
    if rec is not None and rec.suggestions is not None:    # counted (the quick fix): in the details pane too
        for e in out.get("edges", []):
            p = rec.suggestions.of(e.get("source"), e.get("target"))
            if p is not None and p.text():
                e["suggestion"] = p.text()
    return out
