"""``inductor-lens runs [PATH]``: the runs there are to open or compare: the run folders ``capture`` wrote
(their ``run.json``), and any other tree with compiled graphs in it (a ``torch_compile_debug/`` folder, a
copy of one, the fixtures of this repository): a run too, its graphs found by their
``ir_post_fusion.txt``. ``workspace_runs(root)``: the same for an editor's workspace folder (its captured
runs, then the debug trees found by a bounded walk of it)."""
from __future__ import annotations

import re
from dataclasses import field
from pathlib import Path
from typing import Any

from .. import jsontext
from ..files import read_text
from ..ir.subgraph import SUBGRAPHS, text_subgraph
from ..records import record
from .capture import DEFAULT_ROOT, KEEP, inductor_graph_kind

#: the files of a graph folder a listing names (a captured graph's come from its manifest)
GRAPH_FILES = (*KEEP, "fusion.log")
#: a folder TORCH_COMPILE_DEBUG writes (each of its run_<time>-pid_<n>/ folders is a run)
DEBUG_FOLDER = "torch_compile_debug"
#: a graph folder as capture names it (g<i>_<kind>), in a copy of a run
CAPTURED_DIR_RE = re.compile(r"g(\d+)_(inference|forward|backward)$")


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
    name = g["folder"]
    if not isinstance(name, str):
        raise TypeError(f"a graph's folder is {type(name).__name__}, not a string")
    # a folder of the run, nothing outside it ("../../elsewhere", "/etc"): what the manifest names is read
    if not name or Path(name).is_absolute() or ".." in Path(name).parts or "\x00" in name:
        raise ValueError(f"a graph's folder {name!r} is not inside the run folder")
    try:
        inside = (folder / name).resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError):
        inside = False
    if not inside:          # a link out of the run
        raise ValueError(f"a graph's folder {name!r} leads out of the run folder")
    files = g.get("files")
    e = GraphEntry(name, folder / name, g.get("kind") if isinstance(g.get("kind"), str) else "graph",
                   [f for f in files if isinstance(f, str)] if isinstance(files, list) else [])
    fr = g.get("frame")
    e.frame = fr if isinstance(fr, dict) else None
    e.compile_id = g.get("compile_id") if isinstance(g.get("compile_id"), str) else None
    for k in _INT_FIELDS:
        v = g.get(k)
        setattr(e, k, v if isinstance(v, int) and not isinstance(v, bool) else None)
    e.error = g.get("error") if isinstance(g.get("error"), str) else None
    return e


def subgraph_kind_of(kind: str, name: str) -> str:
    """The kind of a subgraph's entry: its graph's and its name (``inference subgraph true_graph_0``): compare
    and lock pair a run's subgraphs by it, as they pair graphs by kind."""
    return f"{kind} subgraph {name}"


def _graph_and_subgraphs(folder: Path, g: dict[str, Any]) -> list[GraphEntry]:
    """A manifest's graph, then each subgraph a Scheduler of its own fused (``subgraphs``: a torch.cond's
    branches ...), kept in the graph's folder (``runs.schedulers``): a graph of the run each."""
    e = _graph_of_manifest(folder, g)
    out = [e]
    subs = g.get("subgraphs")
    for sub in subs if isinstance(subs, list) else []:
        if not isinstance(sub, dict) or not isinstance(sub.get("folder"), str) or not isinstance(sub.get("name"), str):
            continue
        x = _graph_of_manifest(folder, {"folder": f"{e.folder}/{sub['folder']}", "frame": g.get("frame"),
                                        "kind": subgraph_kind_of(e.kind, sub["name"]),
                                        "compile_id": g.get("compile_id"), "nodes": sub.get("nodes")})
        x.files = [f for f in GRAPH_FILES if (x.path / f).is_file()]
        out.append(x)
    return out


def read_run(folder: Path) -> RunEntry:
    """A run folder written by ``capture``, from its manifest."""
    e = RunEntry(folder, True)
    if (folder / "report.html").is_file():
        e.report = folder / "report.html"
    try:
        m = jsontext.loads(read_text(folder / "run.json", limit=16 << 20))   # a regular file, capped
        if not isinstance(m, dict):
            raise TypeError(f"a JSON {type(m).__name__}, not an object")
        graphs = m.get("graphs", [])
        if not isinstance(graphs, list) or not all(isinstance(g, dict) for g in graphs):
            raise TypeError("graphs: not a list of objects")
        e.graphs = [x for g in graphs for x in _graph_and_subgraphs(folder, g)]
        # each field of its type, else None (a manifest from elsewhere: "command": 5)
        command = m.get("command")
        e.command = command if isinstance(command, list) and all(isinstance(a, str) for a in command) else None
        e.start = m.get("start") if isinstance(m.get("start"), str) else None
        status = m.get("exit_status")
        e.exit_status = status if isinstance(status, int) and not isinstance(status, bool) else None
        e.complete = m.get("complete") if isinstance(m.get("complete"), bool) else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        e.note = f"run.json unreadable: {err}"
    return e


def _tree_graph(run: Path, folder: Path) -> GraphEntry:
    """A graph folder of a debug tree: its kind from Inductor's folder name, the files a listing names."""
    if folder.parent.name == SUBGRAPHS and folder.parent.parent.is_relative_to(run):   # a graph's kept subgraph
        graph = _tree_graph(run, folder.parent.parent)
        return GraphEntry(str(folder.relative_to(run)), folder, subgraph_kind_of(graph.kind, folder.name),
                          [f for f in GRAPH_FILES if (folder / f).is_file()])
    m = CAPTURED_DIR_RE.match(folder.name)
    kind = inductor_graph_kind(folder.name) or (m.group(2) if m else "graph")
    rel = str(folder.relative_to(run)) if folder != run else "."
    return GraphEntry(rel, folder, kind, [f for f in GRAPH_FILES if (folder / f).is_file()])


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
    posts = [m for m in prep.sections if m.title == "AFTER FUSION" and m.graph is not None]
    if not posts:
        return None
    subs = [text_subgraph(prep.text, m.start, m.end) for m in posts]
    return RunEntry(path, False, [GraphEntry(label, path, "graph", [path.name], compile_id=label[1:label.index("]")])
                                  for label in graph_labels([m.graph for m in posts], subs)], source="torch-logs")


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
        cut: list = []
        posts = find_post_fusion((str(root),), max_dirs=MAX_TREE_DIRS, max_files=MAX_TREE_GRAPHS, cut=cut)
        if posts:
            graphs = sorted((_tree_graph(root, p.parent) for p in posts), key=lambda g: compile_order(g.folder))
            note = (f"{len(graphs):,} graphs listed; the walk stopped at its bound ({MAX_TREE_GRAPHS:,} graphs, "
                    f"{MAX_TREE_DIRS:,} folders): more graphs under {root} were left out" if cut else None)
            out.append(RunEntry(root, False, graphs, source="debug-tree", note=note))
    return out


#: a debug tree read as a run: at most this many graphs and folders walked (``RunEntry.note`` says when the
#: bound stopped the walk, and ``lock`` then refuses: a lock of part of a run would check part of it)
MAX_TREE_GRAPHS = 100_000
MAX_TREE_DIRS = 1_000_000
_DIGITS = re.compile(r"(\d+)")


def compile_order(folder: str) -> tuple:
    """A graph folder's place in compile order: its name with the numbers in it compared as numbers
    (``model__2_inference_10.1`` after ``model__2_inference_9.0``, ``g10_…`` after ``g9_…``), not as text
    (g0, g1, g10, g100, …)."""
    return tuple(int(x) if x.isdigit() else x for x in _DIGITS.split(folder))


def workspace_runs(root: Path, max_dirs: int = 20000, max_depth: int = 6) -> list[RunEntry]:
    """The runs of an editor's workspace folder: those ``capture`` wrote in ``<root>/.inductor-lens/runs``
    (newest first), then the trees of compiled graphs made without it, found by their
    ``ir_post_fusion.txt`` in a bounded breadth-first walk (hidden folders and environments skipped, at
    most ``max_dirs`` folders, ``max_depth`` levels deep): each ``run_*`` folder of a
    ``torch_compile_debug/`` folder is a run (the folder itself when its graphs are not in one), and the
    graphs elsewhere are one run, ``root``."""
    from ..dump.debugdir import find_post_fusion
    root = Path(root).absolute()
    if not root.is_dir():
        return []
    runs_dir = root / DEFAULT_ROOT
    out = [r for r in find_runs(runs_dir) if r.captured] if runs_dir.is_dir() else []
    trees: dict[Path, list[Path]] = {}
    for post in find_post_fusion((str(root),), max_dirs=max_dirs, max_files=2000, max_depth=max_depth):
        graph = post.parent
        parts = graph.relative_to(root).parts
        run = root
        if DEBUG_FOLDER in parts:
            i = parts.index(DEBUG_FOLDER)
            run = root.joinpath(*parts[:i + 1])
            if len(parts) > i + 1 and parts[i + 1].startswith("run_"):
                run = run / parts[i + 1]
        trees.setdefault(run, []).append(graph)
    # newest TORCH_COMPILE_DEBUG run first (run_<time>-pid_<n> sorts by time), the loose graphs last
    ordered = sorted((p for p in trees if p != root), key=lambda p: (str(p.parent), p.name), reverse=True)
    if root in trees:
        ordered.append(root)
    for run in ordered:
        out.append(RunEntry(run, False, sorted((_tree_graph(run, g) for g in trees[run]), key=lambda g: g.folder),
                            source="debug-tree"))
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
            counts = [(g.nodes, "nodes"), (g.kernel_nodes, "kernel nodes"), (g.unfused_edges, "unfused edges")]
            facts = "  " + ", ".join(f"{n} {what}" for n, what in counts if n is not None) \
                if g.nodes is not None else ""
            where = f"  {g.frame.get('function')} ({Path(str(g.frame.get('file'))).name}:{g.frame.get('line')})" \
                if g.frame else ""
            out.append(f"  {g.folder}{facts}{where}")
    return "\n".join(out) + "\n"
