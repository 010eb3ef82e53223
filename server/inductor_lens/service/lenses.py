"""Code lenses in the user's model files: what each source line became in the compiled runs the workspace
knows.
"""
from __future__ import annotations

import functools
from dataclasses import replace
from pathlib import Path

from ..dump.debugdir import name_phase
from ..files import read_text
from ..ir.names import leaf_names
from ..records import record
from ..replay.reasons import REASONS
from .document import Document, Workspace, path_to_uri
from .lookup import Pos, is_hint, kernel_name, span


@record
class SourceLens:
    line: int                 # 0-based line in the model file
    title: str                # "3 kernels · 1 unfused edge (no shared data)"
    ir_uri: str               # the IR document the nodes are in
    nodes: list[str]
    ranges: list[tuple[Pos, Pos]]   # the nodes' headers in that document
    code: str = ""            # the line's text as the run recorded it (the editor re-anchors the lens by it)
    run: str = ""             # the run and graph it describes ("cuda · g0_forward")


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
    from_disk: set[str] = set()
    for p in sorted(runs, key=_mtime, reverse=True)[:RUN_LENS_FILES]:
        d = ws.lookup(path_to_uri(p))
        if d is not None:
            docs[d.uri] = d
            from_disk.add(d.uri)
    for doc in docs.values():
        # the runs' analysis records (a large file not analysed yet: its lenses come once it is)
        rec = doc.analysis(ws, wait=not doc.large)
        index = rec.origins if rec is not None else None
        if index is None:
            continue
        sec = doc.ir.sections[-1]
        km = rec.kernels
        rows = by_source(sec, index.by_top, functools.partial(kernel_name, km))
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
                    ranges.append(span(doc, *node.name_span))
            out.append(SourceLens(r["line"] - 1, title, doc.uri, nodes, ranges, r["code"] or ""))
    labels = {u: _run_label(docs[u]) for u in {x.ir_uri for x in out}}
    out = [replace(x, run=labels[x.ir_uri]) for x in out]
    if len(labels) > 1 or any(u in from_disk for u in labels):
        # several runs or graphs name this file (a CPU and a CUDA run, forward and backward), or the one
        # that does is a run on disk, not the IR open in the editor: each lens says which run it describes
        out = [replace(x, title=f"{x.run}: {x.title}") for x in out]
    return out


def _run_label(doc: Document) -> str:
    """'cuda · g0_forward': the device and the graph's folder (or file name) of an IR document."""
    from ..ir.summary import device_kind
    where = Path(doc.path).parent.name if doc.path and name_phase(doc.path) else (Path(doc.path).name if doc.path else doc.uri)
    dev = device_kind(doc.ir)
    return f"{dev} · {where}" if dev else where


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


def _unfused_edges(ex, nodes: set[str]) -> list:
    """The final unfused producer -> consumer verdicts of an explanation that touch these nodes (their
    members included), not the extern/nop ones."""
    if ex is None:
        return []
    out = []
    for v in ex.pairs:
        if v.fused or not v.final or v.kind != "vertical" or is_hint(v.reason):
            continue
        names = set(leaf_names(v.node1) + leaf_names(v.node2) + [v.node1, v.node2])
        if names & nodes:
            out.append(v)
    return out
