"""``inductor-lens runs [PATH]``: the runs there are to open or compare: the run folders ``capture`` wrote
(their ``run.json``), and any other tree with compiled graphs in it (a ``torch_compile_debug/`` folder, a
copy of one, the fixtures of this repository): a run too, its graphs found by their
``ir_post_fusion.txt``."""
from __future__ import annotations

import json
from dataclasses import field
from pathlib import Path
from typing import Any

from ..files import read_text
from ..records import record
from .capture import DEFAULT_ROOT


@record(slots=True)
class GraphEntry:
    folder: str                         # relative to the run (a capture's graph: its compile id, "[0/0]")
    path: Path                          # the graph's folder (a capture: the capture file)
    kind: str                           # inference | forward | backward | graph
    files: list[str] = field(default_factory=list)
    frame: dict[str, Any] | None = None
    compile_id: str | None = None
    nodes: int | None = None            # counts: from the manifest of a captured run (None elsewhere)
    kernel_nodes: int | None = None
    unfused_edges: int | None = None
    unfused_bytes: int | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: (str(v) if isinstance(v, Path) else v) for k in self.__slots__ for v in (getattr(self, k),)}


@record(slots=True)
class RunEntry:
    path: Path
    captured: bool                      # written by `inductor-lens capture` (it has a run.json)
    graphs: list[GraphEntry] = field(default_factory=list)
    start: str | None = None
    command: list[str] | None = None
    exit_status: int | None = None
    complete: bool | None = None
    report: Path | None = None          # its report.html, when there is one
    note: str | None = None             # why its manifest could not be read
    source: str = "capture"             # capture | debug-tree | torch-logs (how the run was found)

    def to_json(self) -> dict[str, Any]:
        return {"path": str(self.path), "captured": self.captured, "source": self.source,
                "graphs": [g.to_json() for g in self.graphs], "start": self.start, "command": self.command,
                "exit_status": self.exit_status, "complete": self.complete,
                "report": None if self.report is None else str(self.report), "note": self.note}


_INT_FIELDS = ("nodes", "kernel_nodes", "unfused_edges", "unfused_bytes")


def _graph_of_manifest(folder: Path, g: dict[str, Any]) -> GraphEntry:
    e = GraphEntry(str(g["folder"]), folder / str(g["folder"]), str(g.get("kind") or "graph"),
                   [str(f) for f in g.get("files") or []])
    fr = g.get("frame")
    e.frame = fr if isinstance(fr, dict) else None
    e.compile_id = g.get("compile_id") if isinstance(g.get("compile_id"), str) else None
    for k in _INT_FIELDS:
        v = g.get(k)
        setattr(e, k, v if isinstance(v, int) and not isinstance(v, bool) else None)
    e.error = g.get("error") if isinstance(g.get("error"), str) else None
    return e


def read_run(folder: Path) -> RunEntry:
    """A run folder written by ``capture``, from its manifest."""
    e = RunEntry(folder, True)
    if (folder / "report.html").is_file():
        e.report = folder / "report.html"
    try:
        m = json.loads(read_text(folder / "run.json", limit=16 << 20))   # a regular file, capped
        e.graphs = [_graph_of_manifest(folder, g) for g in m.get("graphs", [])]
        e.start, e.command = m.get("start"), m.get("command")
        e.exit_status, e.complete = m.get("exit_status"), m.get("complete")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        e.note = f"run.json unreadable: {err}"
    return e


def _tree_graph(root: Path, post: Path) -> GraphEntry:
    from .capture import GRAPH_DIR_RE
    d = post.parent
    m = GRAPH_DIR_RE.search(d.name)
    files = sorted(f.name for f in d.iterdir() if f.is_file()) if d.is_dir() else [post.name]
    return GraphEntry(str(d.relative_to(root)) if d != root else ".", d, m.group(2) if m else "graph", files)


def read_torch_logs(path: Path) -> RunEntry | None:
    """A ``TORCH_LOGS=ir_post_fusion`` capture (a saved stderr) as a run: one graph per compile id that has
    an ``AFTER FUSION`` section; None when the file is not such a capture."""
    from ..ir.source import prepare
    try:
        text = read_text(path)
    except (OSError, ValueError):
        return None
    prep = prepare(text)
    if not prep.capture:
        return None
    from ..explain.html import graph_labels
    ids = [m.graph for m in prep.sections if m.title == "AFTER FUSION" and m.graph is not None]
    if not ids:
        return None
    return RunEntry(path, False, [GraphEntry(label, path, "graph", [path.name], compile_id=label[1:label.index("]")])
                                  for label in graph_labels(ids)], source="torch-logs")


def find_runs(path: Path | None = None) -> list[RunEntry]:
    """The runs under ``path`` (default: ``.inductor-lens/runs`` here): captured ones newest first, then
    a tree of compiled graphs that is not a captured run, as one run; ``path`` a file: a ``TORCH_LOGS``
    capture with its graphs."""
    from ..dump.debugdir import find_post_fusion
    root = (Path(path) if path is not None else DEFAULT_ROOT).absolute()   # paths a client can open
    if not root.exists():
        return []
    if root.is_file():
        run = read_torch_logs(root)
        return [run] if run is not None else []
    if (root / "run.json").is_file():
        return [read_run(root)]
    captured = sorted((p for p in root.iterdir() if p.is_dir() and (p / "run.json").is_file()),
                      key=lambda p: p.name, reverse=True) if root.is_dir() else []
    out = [read_run(p) for p in captured]
    if not captured:
        posts = find_post_fusion((str(root),))
        if posts:
            graphs = sorted((_tree_graph(root, p) for p in posts), key=lambda g: g.folder)
            out.append(RunEntry(root, False, graphs, source="debug-tree"))
    return out


def render_runs(runs: list[RunEntry]) -> str:
    if not runs:
        return "no runs here (inductor-lens capture -- python script.py makes one)\n"
    out = []
    for r in runs:
        if r.captured:
            status = "" if r.complete else f" (incomplete, exit status {r.exit_status})"
            out.append(f"{r.path}  {r.start or '?'}  {len(r.graphs)} graphs{status}"
                       + (f"  $ {' '.join(r.command)}" if r.command else ""))
        else:
            what = "a TORCH_LOGS capture" if r.source == "torch-logs" else "a debug tree"
            out.append(f"{r.path}  ({what})  {len(r.graphs)} graphs")
        if r.note:
            out.append(f"  note: {r.note}")
        for g in r.graphs:
            facts = (f"  {g.nodes} nodes, {g.kernel_nodes} kernel nodes, {g.unfused_edges} unfused edges"
                     if g.nodes is not None else "")
            where = f"  {g.frame.get('function')} ({Path(str(g.frame.get('file'))).name}:{g.frame.get('line')})" \
                if g.frame else ""
            out.append(f"  {g.folder}{facts}{where}")
    return "\n".join(out) + "\n"
