"""The fusion map of a graph: its kernels as boxes (a fused node with its members, extern calls
and no-op nodes apart), every producer -> consumer edge between them with why it goes through memory
(the reason of ``rank``), weighted by the bytes it moves, and the ranking beside it; each node with the
model source lines and ATen ops it came from, when the debug directory has the provenance files. The
editor's map and the CLI's HTML report draw this; the layout is theirs.

Given an ``Estimator`` (a GPU applies: ``dump.gpus.choose_gpu``), each kernel and each unfused edge
also carries its roofline estimate (``estimate``: a node's time and bound, an edge's unfused, fused and
saved microseconds as ``edge_estimates`` gives them), and the map its GPU (``gpu``); without one the
document is as before. Given a profiler trace joined to the graph (``explain.measured.Measured``), each
node whose kernel the trace times carries the kernel's measured figures (``measured``: calls, median and
total µs, achieved bandwidth, the share of the GPU's roofline), each edge between timed kernels the
measured time of its two kernels, and the map the join's summary (``measured``).

A graph larger than ``max_nodes`` keeps the nodes of its largest missed fusions first (the top of the
ranking, both ends of each edge) and says how many it left out.
"""
from __future__ import annotations

import dataclasses
from dataclasses import field
from typing import Any

from ..ir.groups import leaves
from ..ir.model import IRFile
from ..records import record
from .estimate import Estimator, edge_estimates
from .explain import Explanation
from .measured import Measured
from .rank import RankedEdge, Ranking, rank


@record(frozen=True, slots=True)
class MapNode:
    id: str                        # the node's name in the final graph
    kind: str                      # 'kernel' | 'fused' | 'extern' | 'nop' | 'template'
    members: tuple[str, ...]       # a fused node's members (empty otherwise)
    detail: str                    # the extern kernel, or the IR class
    kernel: str | None             # the generated kernel that runs it (output_code.py), when known
    line: int                      # 1-based line of its header
    sources: tuple[dict[str, Any], ...] = ()   # the model's source lines it came from ({file, line, function, code})
    aten: tuple[str, ...] = ()     # the ATen ops it came from
    estimate: dict[str, Any] | None = None   # its roofline estimate (``KernelEstimate.map_json``)
    measured: dict[str, Any] | None = None   # its kernel as a profiler trace timed it (``KernelTiming.map_json``)

    def to_json(self) -> dict[str, Any]:
        out = {"id": self.id, "kind": self.kind, "members": list(self.members), "detail": self.detail,
               "kernel": self.kernel, "line": self.line, "sources": list(self.sources), "aten": list(self.aten)}
        if self.estimate is not None:
            out["estimate"] = self.estimate
        if self.measured is not None:
            out["measured"] = self.measured
        return out


@record(frozen=True, slots=True)
class MapEdge:
    source: str
    target: str
    buffers: tuple[str, ...]
    bytes: int
    reason: str | None             # None: no verdict for this edge
    title: str | None
    message: str | None            # Inductor's message, when it logs one
    summary: str | None
    design: bool                   # extern call or no-op: Inductor's design
    line: int | None               # the diagnostic's line (the consumer's read)
    estimate: dict[str, Any] | None = None   # an unfused edge's roofline estimate (``PairEstimate.map_json``)
    measured: dict[str, Any] | None = None   # its kernels' measured time (``Measured.pair_json``, ``label``)

    def to_json(self) -> dict[str, Any]:
        out = {"source": self.source, "target": self.target, "buffers": list(self.buffers), "bytes": self.bytes,
               "reason": self.reason, "title": self.title, "message": self.message, "summary": self.summary,
               "design": self.design, "line": self.line}
        if self.estimate is not None:
            out["estimate"] = self.estimate
        if self.measured is not None:
            out["measured"] = self.measured
        return out


@record(slots=True)
class FusionMap:
    file: str | None
    nodes: list[MapNode] = field(default_factory=list)
    edges: list[MapEdge] = field(default_factory=list)
    ranking: Ranking | None = None
    total_nodes: int = 0           # before a large graph was cut down
    notes: list[str] = field(default_factory=list)
    gpu: dict[str, Any] | None = None   # the GPU the estimates are for (``GpuSpec.to_json``), None: none
    measured: dict[str, Any] | None = None   # a joined profiler trace's summary (``Measured.map_json``)
    config: dict[str, Any] | None = None     # the run's Inductor config (``RunConfig.to_json``)

    def to_json(self, top: int = 50) -> dict[str, Any]:
        r = self.ranking
        extra = {"gpu": self.gpu} if self.gpu is not None else {}
        if self.measured is not None:
            extra["measured"] = self.measured
        if self.config is not None and self.config["changed"]:
            extra["config"] = self.config
        return {**extra, "file": self.file, "nodes": [n.to_json() for n in self.nodes],
                "edges": [e.to_json() for e in self.edges], "total_nodes": self.total_nodes,
                "total_bytes": r.total_bytes if r else 0,
                "unfused_bytes": sum(e.bytes for e in r.missed) if r else 0,
                "ranking": [e.to_json() for e in r.missed[:top]] if r else [], "notes": self.notes}


#: source lines (and ATen ops) kept per node: a node fused from a whole block lists many
MAX_SOURCES = 6
MAX_ATEN = 32      # a node's ATen ops (its box names the main one and counts the rest)


def _kind(n) -> str:
    if n.members or n.member_names:
        return "fused"
    cls = f"{n.kind} {n.ir_class}"
    if "Extern" in cls or n.kernel:
        return "extern"
    if "Nop" in cls:
        return "nop"
    if "Template" in cls:
        return "template"
    return "kernel"


def fusion_map(ex: Explanation, ir: IRFile, kernel_of=None, max_nodes: int = 400, section: int = -1,
               estimator: Estimator | None = None, gpu_note: str | None = None,
               measured: Measured | None = None) -> FusionMap:
    """The map of the final section of ``ir`` (the post-fusion file ``ex`` explains), or of section
    ``section`` (a graph of a ``TORCH_LOGS`` capture: ``ex`` then holds that section's pairs only);
    ``kernel_of(name)`` names the generated kernel of a node; ``estimator`` (of that section): the
    roofline estimates of its kernels and unfused edges (``gpu_note``: how its GPU was chosen);
    ``measured``: a profiler trace joined to that section, its figures on the nodes and edges."""
    sec = ir.sections[section]
    r = rank(ex, sec)
    est = edge_estimates(r.edges, sec, estimator) if estimator is not None else {}
    lines = ir.lines
    producer: dict[str, str] = {}
    for top in sec.nodes:
        for m in leaves(top):
            for d in m.writes:
                producer.setdefault(d.name, top.name)
    # the ranking names a combo kernel's members (each its own kernel: ``explain._post_groups``); the map, its node
    top_name: dict[str, str] = {}
    for top in sec.nodes:
        top_name[top.name] = top.name
        for m in [*top.members, *leaves(top)]:
            top_name.setdefault(m.name, top.name)
    by_pair: dict[tuple[str, str], RankedEdge] = {}
    for e in r.edges:           # the largest first (the ranking's order)
        by_pair.setdefault((top_name.get(e.producer, e.producer), top_name.get(e.consumer, e.consumer)), e)
    edges: dict[tuple[str, str], list[str]] = {}
    for top in sec.nodes:
        for m in leaves(top):
            for d in m.reads:
                p = producer.get(d.name)
                if p is not None and p != top.name:
                    bufs = edges.setdefault((p, top.name), [])
                    if d.name not in bufs:
                        bufs.append(d.name)
    out_edges = []
    for (p, c), bufs in edges.items():
        e = by_pair.get((p, c))
        if e is not None:
            pe = est.get((e.producer, e.consumer))
            out_edges.append(MapEdge(p, c, e.buffers, e.bytes, e.reason, e.to_json()["title"], e.inductor_message,
                                     e.summary, e.design, e.line, pe.map_json() if pe is not None else None))
        else:
            nb = 0
            for b in bufs:
                lay = sec.buffers[b].layout if b in sec.buffers else None
                nb += 2 * lay.nbytes if lay is not None and isinstance(lay.nbytes, int) else 0
            out_edges.append(MapEdge(p, c, tuple(bufs), nb, None, None, None, None, False, None))
    origins = ex.origins

    def came_from(name: str) -> tuple[tuple[dict[str, Any], ...], tuple[str, ...]]:
        o = origins.of(name) if origins is not None else None
        if o is None:
            return (), ()
        return tuple(s.to_json() for s in o.shown(MAX_SOURCES)), tuple(o.aten[:MAX_ATEN])

    nodes = [MapNode(n.name, _kind(n), tuple(n.member_names or [m.name for m in n.members]),
                     n.kernel or n.ir_class, kernel_of(n.name) if kernel_of else None,
                     lines.position(n.name_span[0])[0], *came_from(n.name))
             for n in sec.nodes]
    gpu = None
    if estimator is not None:
        from .estimate import LAUNCH_US
        gpu = {**estimator.gpu.to_json(), "chosen_by": gpu_note, "launch_us": LAUNCH_US}
    fm = FusionMap(ex.file, nodes, out_edges, r, len(nodes), gpu=gpu)
    if ex.config is not None:      # the run's config values, named in the map's header
        fm.config = ex.config.to_json()
        fm.notes.extend(ex.config.notes())
    if len(nodes) > max_nodes:
        keep: list[str] = []
        for e in r.missed:
            for x in (e.producer, e.consumer):
                if x not in keep:
                    keep.append(x)
            if len(keep) >= max_nodes:
                break
        ks = set(keep[:max_nodes])
        fm.nodes = [n for n in nodes if n.id in ks]
        fm.edges = [e for e in out_edges if e.source in ks and e.target in ks]
        fm.notes.append(f"showing {len(fm.nodes)} of {len(nodes)} nodes: those of the largest missed fusions")
    if estimator is not None:      # the kernels shown (a no-op moves nothing)
        for i, n in enumerate(fm.nodes):
            k = estimator.kernel(n.id) if n.kind != "nop" else None
            if k is not None:
                fm.nodes[i] = dataclasses.replace(n, estimate=k.map_json(estimator.gpu))
    if measured is not None:
        _add_measured(fm, measured)
    return fm


def _add_measured(fm: FusionMap, m: Measured) -> None:
    """A joined trace's figures on the map: per node its kernel's, per edge its two kernels' total, the
    join's summary as the map's ``measured`` and a note (a trace of another compile: the note only)."""
    fm.measured = m.map_json()
    fm.notes.append(f"measured: {m.summary()}")
    if m.message:
        return
    name = m.trace_name
    for i, n in enumerate(fm.nodes):
        if (k := m.of(n.id)) is not None:
            fm.nodes[i] = dataclasses.replace(n, measured=k.map_json(name))
    for i, e in enumerate(fm.edges):
        if (pj := m.pair_json(e.source, e.target)) is not None:
            fm.edges[i] = dataclasses.replace(e, measured={**pj, "label": f"measured ({name})"})
