"""Missed fusions ranked by the memory traffic they cost: every producer -> consumer edge of the
final graph that Inductor left unfused, with its reason, the bytes written to memory by the producer
and read back by the consumer, and that traffic's share of the whole graph's, largest first.

Bytes are counted the way a bandwidth figure is usually quoted (as ``measure.bytes`` does for one
pair): each buffer once at its size per kernel that writes or reads it. An edge's traffic is its
buffers written once and read back once; the graph's total is every kernel's reads and writes
(a fused node is the kernel Inductor built: ``ir.groups.memory_io``). Symbolic sizes count with the
replay's size hint and the ranking says so. Extern calls and no-op nodes are Inductor's design rather
than missed opportunities (``Reason.hint``): they are ranked too, marked, and the text puts them apart.
"""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..ir.groups import group_node, memory_io
from ..ir.model import Section
from ..records import record
from ..replay.graph import hint
from ..replay.reasons import REASONS
from .explain import Explanation


@record(frozen=True, slots=True)
class RankedEdge:
    producer: str                  # a node of the final graph (a fused node's name when fused)
    consumer: str
    reason: str                    # the reason code (docs/diagnostics/<code>.md)
    inductor_message: str | None   # Inductor's text after "cannot fuse A with B: ", None when silent
    summary: str
    buffers: tuple[str, ...]       # written by the producer, read by the consumer
    written: int                   # bytes of those buffers (each once at its size)
    read: int                      # bytes read back by the consumer (the same buffers, once each)
    share: float | None            # (written + read) / the graph's total traffic
    design: bool                   # extern call or no-op: Inductor's design, not a missed opportunity
    line: int | None               # where the diagnostic sits in the file (1-based)
    column: int | None

    @property
    def bytes(self) -> int:
        return self.written + self.read

    def to_json(self) -> dict[str, Any]:
        return {"producer": self.producer, "consumer": self.consumer, "reason": self.reason,
                "title": REASONS[self.reason].title if self.reason in REASONS else self.reason,
                "inductor_message": self.inductor_message, "summary": self.summary,
                "buffers": list(self.buffers), "bytes": self.bytes, "written": self.written,
                "read": self.read, "share": self.share, "design": self.design,
                "line": self.line, "column": self.column}


@record(slots=True)
class Ranking:
    file: str | None
    total_bytes: int                                  # every kernel's reads and writes
    edges: list[RankedEdge] = field(default_factory=list)
    symbolic: bool = False                            # some sizes were symbolic: counted with hints
    notes: list[str] = field(default_factory=list)
    config: Any = None                                # the run's config (replay.config.RunConfig), as explained

    @property
    def missed(self) -> list[RankedEdge]:
        """The edges that are not Inductor's design (extern calls, no-ops)."""
        return [e for e in self.edges if not e.design]

    def to_json(self) -> dict[str, Any]:
        missed = self.missed
        return {"file": self.file, "total_bytes": self.total_bytes, "symbolic": self.symbolic,
                "unfused_bytes": sum(e.bytes for e in missed),
                "edges": [e.to_json() for e in self.edges], "notes": self.notes,
                "config": self.config.to_json() if self.config is not None else None,
                "torch_version": self.config.torch_version if self.config is not None else None}


def section_buffer_bytes(sec: Section, name: str) -> tuple[int, bool]:
    """(bytes, symbolic) of a buffer of the section, 0 when its layout is not printed."""
    b = sec.buffers.get(name)
    lay = b.layout if b is not None else None
    nb = lay.nbytes if lay is not None else None
    if nb is None:
        return 0, False
    return hint(nb), not isinstance(nb, int)


def edge_buffers(sec: Section, producer: str, consumer: str, hinted: list[str]) -> tuple[str, ...]:
    """The buffers ``producer`` writes and ``consumer`` reads (in the verdict's order when it names
    them), fused nodes as their members; empty when the consumer reads none of them."""
    p, c = group_node(sec, producer), group_node(sec, consumer)
    if p is None or c is None:
        return ()
    written = {d.name for m in p.walk() for d in m.writes}
    read = {d.name for m in c.walk() for d in m.reads}
    both = written & read
    first = [b for b in hinted if b in both]
    return tuple(first + sorted(both - set(first)))


def pair_traffic(sec: Section):
    """A pair's traffic through memory, as ``rank`` counts an edge's: the buffers between a producer and
    its consumer written once and read back once; the buffers two nodes both read, read once more.
    Buffers the section does not size count 0. For ordering verdicts by what they cost."""
    sizes: dict[str, int] = {}

    def nbytes(name: str) -> int:
        v = sizes.get(name)
        if v is None:
            v = sizes[name] = section_buffer_bytes(sec, name)[0]
        return v

    def traffic(v) -> int:
        n = sum(nbytes(b) for b in v.buffers)
        return 2 * n if v.kind == "vertical" else n
    return traffic


def rank(ex: Explanation, sec: Section) -> Ranking:
    """Rank the final graph's unfused producer -> consumer edges of an explanation by the bytes they
    move through memory; ``sec`` is the final (post-fusion) section the explanation's names refer to."""
    symbolic = False
    sizes: dict[str, int] = {}

    def nbytes(name: str) -> int:
        nonlocal symbolic
        v = sizes.get(name)
        if v is None:
            v, sym = section_buffer_bytes(sec, name)
            sizes[name] = v
            symbolic |= sym
        return v

    total = 0
    for top in sec.nodes:
        reads, writes = memory_io(sec, top)
        total += sum(nbytes(b) for b in reads) + sum(nbytes(b) for b in writes)
    edges = []
    seen: set[tuple[str, str]] = set()
    for v in ex.pairs:
        if v.fused or not v.final or v.kind != "vertical" or (v.node1, v.node2) in seen:
            continue
        seen.add((v.node1, v.node2))
        bufs = edge_buffers(sec, v.node1, v.node2, v.buffers)
        if not bufs:       # a candidate Inductor saw as vertical through other nodes: no direct edge
            continue
        written = sum(nbytes(b) for b in bufs)
        reason = REASONS.get(v.reason)
        edges.append(RankedEdge(v.node1, v.node2, v.reason, v.inductor_message, v.summary, bufs, written,
                                written, round(2 * written / total, 6) if total else None,
                                bool(reason is not None and reason.hint), v.line, v.column))
    edges.sort(key=lambda e: (-e.bytes, e.design, e.line if e.line is not None else 0))
    notes = ex.config.notes() if ex.config is not None else []
    if symbolic:
        notes.append("some buffer sizes are symbolic: their bytes are counted with the size hint "
                     "the replay uses for every symbol")
    if not edges:
        notes.append("every producer -> consumer edge of the final graph is fused")
    return Ranking(ex.file, total, edges, symbolic, notes, ex.config)


def _mb(n: int) -> str:
    return f"{n / 1e6:,.2f} MB" if n >= 10_000 else f"{n:,} B"


def by_time(r: Ranking, estimates: dict) -> None:
    """Order the edges by the time a forced fusion saves (``estimate.PairEstimate.saved_us``), the
    largest first; edges without an estimate last, by bytes."""
    def key(e: RankedEdge):
        est = estimates.get((e.producer, e.consumer))
        return (est is None, -(est.saved_us if est is not None else 0.0), -e.bytes, e.design,
                e.line if e.line is not None else 0)
    r.edges.sort(key=key)


def by_measured(r: Ranking, measured) -> None:
    """Order the edges by the measured time of their two kernels (``measured.Measured.pair_time``: the
    total over the trace's calls, a kernel running both nodes counted once), the largest first; edges
    without a measurement last, by bytes."""
    def key(e: RankedEdge):
        t = measured.pair_time(e.producer, e.consumer)
        return (t is None, -(t or 0.0), -e.bytes, e.design, e.line if e.line is not None else 0)
    r.edges.sort(key=key)


def render_rank(r: Ranking, top: int | None = 20, estimates: dict | None = None, measured=None) -> str:
    """Text: the missed fusions first (largest traffic first, or as ``by_time`` / ``by_measured`` ordered
    them), then Inductor's design edges in one line each group. ``estimates``: (producer, consumer) ->
    ``estimate.PairEstimate``, a line under each edge; ``measured``: a profiler trace joined to the graph
    (``measured.Measured``), a line under each edge and its kernels at the end."""
    out = [r.file or "<text>"]
    missed = r.missed
    design = [e for e in r.edges if e.design]
    unfused = sum(e.bytes for e in missed)
    share = f" = {unfused / r.total_bytes:.1%} of the graph's {_mb(r.total_bytes)}" if r.total_bytes else ""
    out.append(f"  {len(missed)} unfused producer -> consumer edges move {_mb(unfused)} through memory{share}"
               + (f"; {len(design)} more are extern calls or no-ops" if design else ""))
    shown = missed if top is None else missed[:top]
    if shown:
        w1 = max(len(e.producer) for e in shown)
        w2 = max(len(e.consumer) for e in shown)
        out.append("")
        for i, e in enumerate(shown, 1):
            pct = f"{e.share:6.1%}" if e.share is not None else "     -"
            where = f"  (line {e.line})" if e.line is not None else ""
            out.append(f"  {i:>3}. {e.producer:>{w1}} -> {e.consumer:<{w2}}  {_mb(e.bytes):>12}  {pct}  "
                       f"{e.reason}: {', '.join(e.buffers)}{where}")
            out.append(f"       {e.summary}")
            est = estimates.get((e.producer, e.consumer)) if estimates else None
            if est is not None:
                out.append(f"       {est.line()}")
            if measured is not None and (m := measured.pair_line(e.producer, e.consumer)) is not None:
                out.append(f"       {m}")
        if len(missed) > len(shown):
            out.append(f"  … {len(missed) - len(shown)} more (--all)")
    if design:
        by: dict[str, list[RankedEdge]] = {}
        for e in design:
            by.setdefault(e.reason, []).append(e)
        out.append("")
        out.append("  Inductor's design (not missed fusions):")
        for code, es in sorted(by.items(), key=lambda kv: -sum(e.bytes for e in kv[1])):
            out.append(f"    {code}: {len(es)} edges, {_mb(sum(e.bytes for e in es))}")
    out.extend(f"  note: {n}" for n in r.notes)
    if measured is not None:
        out.append("")
        out.extend("  " + x for x in measured.render().splitlines())
    return "\n".join(out) + "\n"
