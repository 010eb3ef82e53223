"""One document version's fusion analysis, and everything the editor's requests read of it, built
together by one function (``analyse``) and kept as one record (``Analysis``) by the document.

The record holds the explanation (or why it failed: a failure is a value, and the rest of the document
keeps working), the verdicts by op name (hovers), the kernel map of the ``output_code.py`` beside the
file, where each op came from (provenance), the buffers each fused node keeps out of memory, and the
pairs that can be benchmarked (code lenses and actions). It is built once per version, in the
analysis thread or by the first request that may wait for it, and replaced — never patched — when the
text or a sibling changes (``Document.reset_analysis``). The one part added later: the roofline
estimates, by GPU setting (``service.estimates``), counted on first use and kept with the record, and
the join of a profiler trace attached to the document (``service.traces``), likewise.

Which requests may wait for it (the replay takes seconds on a large file): diagnostics, code lenses and
actions of a small file, navigation to a kernel or a source line, the fusion map and the benchmark
wait; a hover never does: it answers from the parse and says the verdicts are still being worked out.
"""
from __future__ import annotations

import logging
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING

from ..dump.debugdir import FUSION_LOG, OUTPUT_CODE, POST, PRE, DebugDir, name_phase
from ..files import read_text
from ..ir.names import leaf_names
from ..records import record

if TYPE_CHECKING:
    from ..dump.kernels import KernelMap
    from ..dump.origins import OriginIndex
    from ..dump.trace import TraceProblem
    from ..explain.explain import Explanation
    from ..explain.measured import Measured
    from ..runs.suggest import Suggestions
    from .document import Document, Workspace
    from .estimates import DocEstimates

log = logging.getLogger(__name__)

Pos = tuple[int, int]


@record
class BenchTarget:
    node1: str                # producer (writes the shared buffer; a fused node: benchmarked as its group)
    node2: str                # consumer (reads it; idem)
    pair: tuple[str, str]     # the verdict's names (fused names possible)
    start: Pos                # the diagnostic's place: the consumer's read of the shared buffer
    end: Pos
    reason: str
    lens: Pos | None = None   # where its code lens goes: the start of the statement holding that read


@record(slots=True)
class Analysis:
    """One version's analysis (see the module's docstring). Read-only once built (``analyse`` builds its
    first stage, ``complete`` the rest, before ``Document.analysis`` hands it out)."""

    explanation: Explanation | None = None
    error: str | None = None                       # why the fusion analysis failed (explanation None)
    verdicts: dict[str, list] = field(default_factory=dict)          # op name -> its verdicts
    kernels: KernelMap | None = None               # output_code.py's kernels mapped onto the final graph
    kernels_path: str | None = None                # that output_code.py
    origins: OriginIndex | None = None             # where each node came from (provenance files)
    kept_out: dict[tuple[int, str], list[dict]] = field(default_factory=dict)   # (section, fused node)
    bench_targets: list[BenchTarget] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)   # parts that could not be built (logged)
    completed: bool = False                          # the second stage built (``complete``)
    # the roofline estimates by GPU setting (``service.estimates``): counted on first use, not rebuilt
    estimates: dict[str, DocEstimates | None] = field(default_factory=dict)
    # the attached profiler trace joined to this version (``service.traces``), by (attachment, GPU setting)
    measured: dict[tuple[int, str], Measured | TraceProblem] = field(default_factory=dict)
    # what would fuse each unfused pair (``service.suggestions``): counted on first ask, not rebuilt
    suggestions: Suggestions | None = None


def analyse(ws: Workspace, doc: Document, progress=None, cancelled=None) -> Analysis:
    """Build a version's record, its first stage: the explanation (``progress(message, fraction)``;
    raises ``explain.explain.Cancelled`` when ``cancelled()`` answers True), then what the fusion
    diagnostics read of it (the kernel map, the origins, the nodes kept out of memory); ``complete``
    builds the rest. Any other failure is stored: the explanation's as ``error``, a later part's as a
    note (that part empty), so that the record is always whole."""
    from ..explain.explain import Cancelled, explain_file
    from ..ir.parse import paused_gc
    from ..replay.config import graph_config
    rec = Analysis()
    try:
        # the siblings are read (and the pre-fusion file parsed) first
        pre = ws.sibling_ir(doc, PRE)
        output_code = ws.sibling_path(doc, OUTPUT_CODE)
        fusion_log = ws.sibling_path(doc, FUSION_LOG)
        # the run's config, torch version and GPU, where Inductor (or capture) wrote them beside the file
        config = graph_config(Path(doc.path).parent if doc.path else None, capture=bool(doc.ir.capture),
                              output_code=output_code)
        with paused_gc():  # millions of long-lived objects: no collections midway
            rec.explanation = explain_file(doc.path, ir=doc.ir, pre=pre, output_code=output_code,
                                           fusion_log=fusion_log, discover=False, progress=progress,
                                           cancelled=cancelled, config=config)
    except Cancelled:
        raise
    except Exception as err:  # an analysis bug must not take the editor down
        log.exception("fusion analysis failed for %s", doc.uri)
        rec.error = f"{type(err).__name__}: {err}"
    _build(ws, doc, rec, (("kernels", _kernel_map), ("origins", _origin_index), ("kept_out", _kept_out)))
    return rec


def complete(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """The record's second stage, built after the fusion diagnostics are out (``Document.explanation``
    reads the first): the verdicts by op (hovers) and the benchmark targets (code lenses). Once."""
    if not rec.completed:
        _build(ws, doc, rec, (("verdicts", _verdict_index), ("bench_targets", _bench_targets)))
        rec.completed = True


def _build(ws: Workspace, doc: Document, rec: Analysis, parts) -> None:
    for name, build in parts:
        try:
            build(ws, doc, rec)
        except Exception as err:
            log.exception("building the %s of %s failed", name, doc.uri)
            rec.notes.append(f"{name}: {type(err).__name__}: {err}")


def _verdict_index(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """The verdicts involving each op (it or a fused node it is in), for its hover (a 50 MB file has a
    million verdicts: scanning them per hover took 0.1 s)."""
    by_name: dict[str, list] = {}
    ex = rec.explanation
    for v in (ex.pairs if ex is not None else ()):   # a failed analysis: no verdicts, the cards still work
        if not v.final and not v.fused:
            continue
        for name in dict.fromkeys(leaf_names(v.node1) + leaf_names(v.node2) + [v.node1, v.node2]):
            by_name.setdefault(name, []).append(v)
    for vs in by_name.values():
        vs.sort(key=lambda v: (v.fused, v.source != "candidate"))
    rec.verdicts = by_name


def _kernel_map(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """output_code.py beside a post-fusion document, mapped onto its final graph."""
    from ..dump.kernels import map_kernels, parse_output_code
    path = ws.sibling_path(doc, OUTPUT_CODE)
    if path is None or not doc.ir.sections or doc.ir.sections[-1].phase == "pre" or name_phase(doc.path) == "pre":
        return
    try:
        text = read_text(path)
    except OSError:
        return
    rec.kernels = map_kernels(parse_output_code(text, path), doc.ir.sections[-1])
    rec.kernels_path = path


def _origin_index(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """Where each node came from, when the debug directory holds fx_graph_readable.py / the provenance
    map (a pre-fusion document reads its post-fusion sibling's kernels)."""
    rec.origins = origins_index(ws, doc, rec.explanation)


def origins_index(ws: Workspace, doc: Document, explanation: Explanation | None = None) -> OriginIndex | None:
    """The origins of a document's nodes (the explanation's when it read them already)."""
    from ..dump.origins import OriginIndex, has_provenance, section_origins
    folder = DebugDir.of(doc.path).file.parent if doc.path else None
    if not has_provenance(folder):
        return None
    if explanation is not None and explanation.origins is not None:
        return explanation.origins
    post = ws.sibling_doc(doc, POST) if name_phase(doc.path) == "pre" else doc
    if post is None or not post.ir.sections:
        return None
    sec = post.ir.sections[-1]
    oc = ws.sibling_path(post, OUTPUT_CODE)
    try:
        text = read_text(oc) if oc else None
    except OSError:
        text = None
    by_top, _notes = section_origins(sec, folder, text)
    return OriginIndex(by_top, sec.top_of) if by_top else None


def _kept_out(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """(section, fused node) -> the buffers its members pass in registers (post-fusion files)."""
    from ..explain.diff import intermediates
    if not doc.ir.sections or name_phase(doc.path) == "pre":
        return
    oc = ws.sibling_path(doc, OUTPUT_CODE)
    try:
        text = read_text(oc) if oc else None
    except OSError:
        text = None
    out: dict[tuple[int, str], list[dict]] = {}
    for si, sec in enumerate(doc.ir.sections):
        if not any(n.members for n in sec.nodes):
            continue
        for entry in intermediates(sec, text)[0]:
            out.setdefault((si, entry["group"]), []).append(entry)
    rec.kept_out = out


def _bench_targets(ws: Workspace, doc: Document, rec: Analysis) -> None:
    """The unfused producer -> consumer pairs that can be rebuilt and timed: one lens each."""
    from ..measure.targets import bench_pairs
    ex = rec.explanation
    out = []
    for bp in (bench_pairs(ex, doc.ir) if ex is not None else ()):
        v = bp.verdict
        if v.span is None:
            continue
        out.append(BenchTarget(bp.producer, bp.consumer, (v.node1, v.node2), doc.position(v.span[0]),
                               doc.position(v.span[1]), v.reason, doc.position(statement_start(doc.text, v.span[0]))))
    rec.bench_targets = out


def statement_start(text: str, offset: int, max_lines: int = 4000) -> int:
    """Where a lens for ``offset`` goes: ``offset`` itself when its line starts a statement, else the start
    of the line where its statement began (the line is a continuation: indented, or a bracket), so that
    the lens sits above the whole statement, not between its lines ("op4.unmet_dependencies =", the
    lens, then "[MemoryDep…": issue 41)."""
    cont = (" ", "\t", "[", "]", ")", "}")
    start = text.rfind("\n", 0, offset) + 1
    if text[start:start + 1] not in cont:
        return offset
    for _ in range(max_lines):
        if start == 0:
            break
        start = text.rfind("\n", 0, start - 1) + 1
        if text[start:start + 1] not in cont:
            return start
    return offset
