"""A profiler trace attached to an IR document in the editor (VS Code's "Attach Profiler Trace…",
``inductorLens/attachTrace``): the user's own timings of the final graph's kernels in its hover cards.

The trace is read once when attached (``dump.trace``) and remembered for the document's URI
(``Workspace.traces``): kept across edits, dropped when the document is closed or the trace detached.
Its join to the final graph (``explain.measured.join_graph``) is kept with the version's analysis record
by attachment and GPU setting (``Analysis.measured``): a new version or another GPU setting joins it
again, lazily (the attach request and the analysis thread join it ahead, a hover only on a small file).
Failures are values: ``{"error": ...}`` for a trace that cannot be read or joined at all, a ``message``
beside the summary when the join found none of this graph's kernels (a trace of another compile).
"""
from __future__ import annotations

import itertools
import logging
from typing import Any

from ..dump.debugdir import OUTPUT_CODE, name_phase
from ..dump.trace import Trace, TraceProblem, read_trace
from ..explain.measured import Measured
from ..ir.model import Node
from ..records import record
from .document import Document, Workspace, uri_to_path
from .memory import give_back

log = logging.getLogger(__name__)

_serial = itertools.count(1)


@record(slots=True)
class AttachedTrace:
    """A trace attached to a document: read once; ``serial`` tells one attachment from the next."""

    path: str
    trace: Trace
    serial: int


def _final(doc: Document) -> bool:
    """Whether the document is a final (post-fusion) graph a trace can be joined to."""
    return bool(doc.ir.sections) and name_phase(doc.path) != "pre" and doc.ir.sections[-1].phase != "pre"


def measured(ws: Workspace, doc: Document, build: bool = True) -> Measured | TraceProblem | None:
    """The attached trace joined to this version's final graph (None: no trace attached, not a final
    graph, or the analysis record is not there yet; never waits for it). ``build``: joined now when this
    version and GPU setting have no join yet."""
    att = ws.traces.get(doc.uri)
    rec = doc.analysed
    if att is None or rec is None or not _final(doc):
        return None
    key = (att.serial, ws.gpu)
    if key in rec.measured or not build:
        return rec.measured.get(key)
    out = _join(ws, doc, att)
    rec.measured.clear()        # one attachment at a time: an older one's join goes
    rec.measured[key] = out
    return out


def _join(ws: Workspace, doc: Document, att: AttachedTrace) -> Measured | TraceProblem:
    from ..dump.gpus import GPUS
    from ..explain.estimate import estimator_for
    from ..explain.measured import join_graph
    from .estimates import estimates
    sec = doc.ir.sections[-1]
    oc = ws.sibling_path(doc, OUTPUT_CODE)
    est = estimates(ws, doc)        # the inductorLens.gpu setting's GPU, when one applies
    # bytes do not depend on the GPU: without one, any spec serves the byte counts
    estimator = est.estimator if est is not None else estimator_for(sec, GPUS[0], oc)
    try:
        return join_graph(att.trace, sec, oc, estimator, est.gpu if est is not None else None)
    except Exception as err:        # a join bug must not take the hover down
        log.exception("joining %s to %s failed", att.path, doc.uri)
        return TraceProblem(att.path, f"joining the trace failed: {type(err).__name__}: {err}")


def attach_trace(ws: Workspace, uri: Any, trace: Any) -> dict[str, Any]:
    """Attach the trace at ``trace`` (a path or file URI; None: detach) to the IR document ``uri`` and
    join it to its final graph (waits for the document's analysis: call it in a thread). Answers the
    join's summary, ``{"detached": bool}``, or ``{"error": ...}`` (nothing attached then)."""
    if not isinstance(uri, str) or not uri:
        return {"error": "inductorLens/attachTrace needs uri: the IR document's URI"}
    if trace is None:
        return {"detached": ws.traces.pop(uri, None) is not None}
    if not isinstance(trace, str) or not trace:
        return {"error": "inductorLens/attachTrace needs trace: a path or file URI of a profiler trace "
                         "(.json or .json.gz), or null to detach"}
    path = uri_to_path(trace) if "://" in trace else trace
    if not path:
        return {"error": f"{trace}: not a file on this machine"}
    doc = ws.lookup(uri)
    if doc is None:
        return {"error": f"{uri}: no such document"}
    if not _final(doc):
        return {"error": f"{doc.path or uri}: not a final (post-fusion) graph: a trace is joined to the "
                         "scheduler nodes of ir_post_fusion.txt"}
    try:
        # the record the join is kept with, built (or waited for) before the trace is read: what the
        # analysis keeps is then not scattered among the pages the decoded JSON takes and lets go
        rec = doc.analysis(ws)
        t = read_trace(path)
        if isinstance(t, TraceProblem):
            return {"error": t.message}
        att = AttachedTrace(path, t, next(_serial))
        out = _join(ws, doc, att)
        if isinstance(out, TraceProblem):
            return {"error": out.message}
        ws.traces[uri] = att
        rec.measured.clear()
        rec.measured[(att.serial, ws.gpu)] = out
        return out.map_json()
    finally:        # the decoded JSON is gone: its pages go back to the system, not to this thread's arena
        give_back()


def measured_md(ws: Workspace, doc: Document, node: Node) -> str | None:
    """The hover's measured line of a node of the final graph whose kernel the attached trace times."""
    m = measured(ws, doc, build=not doc.large)
    if not isinstance(m, Measured) or m.message:
        return None
    sec = doc.ir.sections[-1]
    if sec.node(node.name) is not node:      # a node of an earlier section of a capture
        return None
    top = sec.top_of.get(node.name, node.name)
    k = m.of(top)
    if k is None:
        return None
    name = f"`{k.kernel}`" + (f" (line {k.line})" if k.kind == "extern" or k.shared else "")
    return (f"{k.hover_line(m.trace_name)}: {name}, {k.total_us:,.2f} µs in all"
            f"\n\n_From the attached profiler trace `{m.trace}` (Inductor Lens: Detach Profiler Trace)._")
