"""Roofline estimates in the editor: the GPU the ``inductorLens.gpu`` setting names (``auto``, the default:
the one the ``output_code.py`` beside the IR was compiled for, none for a CPU graph; ``none``: no
estimates), and per document version the ``Estimator`` of its final graph, kept in the version's analysis
record by setting (``Analysis.estimates``): built once, off the request loop when it can be
(``prepare_requests``), so that a hover reads figures already counted or counts one node's.

The figures are estimates from datasheets (``explain.estimate``), always shown with the GPU and its
figures; the language server never imports torch, so they are our table's (``dump.gpus``).
"""
from __future__ import annotations

import logging
from dataclasses import field

from ..dump.debugdir import OUTPUT_CODE, name_phase
from ..dump.gpus import GpuSpec, UnknownGpu, choose_gpu
from ..explain.estimate import Estimator, PairEstimate, edge_estimates, estimator_for
from ..files import read_text
from ..ir.model import Node
from ..records import record
from .document import Document, Workspace

log = logging.getLogger(__name__)


@record(slots=True)
class DocEstimates:
    """A document version's estimates for one GPU."""

    gpu: GpuSpec
    note: str | None                # how the GPU was chosen
    estimator: Estimator
    pairs: dict[tuple[str, str], PairEstimate | None] = field(default_factory=dict)   # counted so far

    def edges(self, verdicts) -> list[PairEstimate]:
        """The estimates of the unfused final edges among ``verdicts`` (``edge_estimates``), counted once."""
        out = []
        for v in verdicts:
            key = (v.node1, v.node2)
            if key not in self.pairs:
                self.pairs[key] = edge_estimates([v], self.estimator.sec, self.estimator).get(key)
            e = self.pairs[key]
            if e is not None and e not in out:
                out.append(e)
        return out


def gpu_of(ws: Workspace, doc: Document, setting: str) -> tuple[GpuSpec | None, str | None]:
    """The GPU a document's estimates are for under ``setting`` (a name, ``auto`` or ``none``)."""
    oc = ws.sibling_path(doc, OUTPUT_CODE)
    text = None
    if oc and setting.strip().lower() in ("", "auto"):
        try:
            text = read_text(oc)
        except OSError:
            text = None
    try:
        return choose_gpu(setting, text)
    except UnknownGpu as err:       # the settings refuse unknown names: a stale one means no estimates
        log.warning("inductorLens.gpu: %s", err)
        return None, str(err)


def estimates(ws: Workspace, doc: Document, build: bool = True) -> DocEstimates | None:
    """This version's estimates under the workspace's GPU setting (``ws.gpu``), None when no GPU applies,
    the document is not a final graph or its analysis is not there yet (never waits for it).
    ``build``: counted now if this setting's are not there yet (the kernels and edges count lazily)."""
    rec = doc.analysed
    if rec is None or not doc.ir.sections or name_phase(doc.path) == "pre" \
            or doc.ir.sections[-1].phase == "pre":
        return None
    key = ws.gpu
    if key in rec.estimates or not build:
        return rec.estimates.get(key)
    g, note = gpu_of(ws, doc, key)
    out = None
    if g is not None:
        out = DocEstimates(g, note, estimator_for(doc.ir.sections[-1], g, ws.sibling_path(doc, OUTPUT_CODE)))
    rec.estimates[key] = out
    return out


def estimate_md(ws: Workspace, doc: Document, node: Node) -> str | None:
    """The hover's estimate lines of a node of the final graph: its kernel's time, and each missed fusion
    it is in (the two kernels as scheduled against the forced fusion)."""
    from .lookup import verdicts_for
    est = estimates(ws, doc)
    if est is None:
        return None
    sec = est.estimator.sec
    if sec.node(node.name) is not node:      # a node of an earlier section of a capture
        return None
    top = sec.top_of.get(node.name, node.name)
    k = est.estimator.kernel(top)
    if k is None:
        return None
    what = "this kernel" if top == node.name else f"the kernel of {top}"
    lines = [k.line(est.gpu).replace(": this kernel", f": {what}", 1)]
    label = k.label(est.gpu)
    for e in est.edges(verdicts_for(doc, ws, node.name)):
        other = "" if e.label() == label else f" ({e.label()})"
        lines.append(f"- missed fusion `{e.producer.node}` → `{e.consumer.node}`: {e.figures()}{other}")
    chosen = f" GPU: {est.note}." if est.note and est.note != "--gpu" else ""
    lines.append(f"_Roofline estimate from datasheet figures (bytes and FLOPs of the loop bodies, "
                 f"1 µs per launch), not a measurement.{chosen} Setting: `inductorLens.gpu`._")
    return "\n".join([lines[0], ""] + lines[1:-1] + ([""] if len(lines) > 2 else []) + [lines[-1]])


def over_fusion_md(ws: Workspace, doc: Document, node: Node) -> str | None:
    """The hover's over-fusion lines of a fused node of the final graph (``explain.overfusion``): its signals,
    with the GPU setting's estimates when one applies, and how to settle it; None without a signal."""
    from ..explain.overfusion import candidate
    if not node.members or not doc.ir.sections or doc.ir.sections[-1].node(node.name) is not node \
            or name_phase(doc.path) == "pre" or doc.ir.sections[-1].phase == "pre":
        return None
    est = estimates(ws, doc)
    c = candidate(doc.ir.sections[-1], node, est.estimator if est is not None else None)
    if c is None or not c.signals:
        return None
    lines = [f"**Over-fusion?** fusing saves {c.saved:,} of the split's {c.split_bytes:,} bytes"
             + (f"; estimated {c.fused_us:,.2f} µs fused, {c.split_us:,.2f} µs split" if c.fused_us is not None
                and c.split_us is not None else "")]
    lines += [f"- {s.code}: {s.text}" for s in c.signals]
    lines.append("_Signals, not a verdict: the code action *Benchmark: split* times the fused kernel against its "
                 + (f"two sides ({c.split.replace('/', ', ')})" if c.split else "members")
                 + " (`inductor-lens rank --over-fusion` lists the file's candidates)._")
    return "\n".join(lines)
