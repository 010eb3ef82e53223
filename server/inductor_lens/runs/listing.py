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
class RunEntry:
    path: Path
    captured: bool                      # written by `inductor-lens capture` (it has a run.json)
    graphs: list[str] = field(default_factory=list)     # graph folders, relative to the run
    start: str | None = None
    command: list[str] | None = None
    exit_status: int | None = None
    complete: bool | None = None
    note: str | None = None             # why its manifest could not be read

    def to_json(self) -> dict[str, Any]:
        return {"path": str(self.path), "captured": self.captured, "graphs": self.graphs, "start": self.start,
                "command": self.command, "exit_status": self.exit_status, "complete": self.complete,
                "note": self.note}


def read_run(folder: Path) -> RunEntry:
    """A run folder written by ``capture``, from its manifest."""
    e = RunEntry(folder, True)
    try:
        m = json.loads(read_text(folder / "run.json", limit=16 << 20))   # a regular file, capped
        e.graphs = [g["folder"] for g in m.get("graphs", [])]
        e.start, e.command = m.get("start"), m.get("command")
        e.exit_status, e.complete = m.get("exit_status"), m.get("complete")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
        e.note = f"run.json unreadable: {err}"
    return e


def find_runs(path: Path | None = None) -> list[RunEntry]:
    """The runs under ``path`` (default: ``.inductor-lens/runs`` here): captured ones newest first, then
    a tree of compiled graphs that is not a captured run, as one run."""
    from ..dump.debugdir import find_post_fusion
    root = Path(path) if path is not None else DEFAULT_ROOT
    if not root.exists():
        return []
    if (root / "run.json").is_file():
        return [read_run(root)]
    captured = sorted((p for p in root.iterdir() if p.is_dir() and (p / "run.json").is_file()),
                      key=lambda p: p.name, reverse=True) if root.is_dir() else []
    out = [read_run(p) for p in captured]
    if not captured:
        posts = find_post_fusion((str(root),))
        if posts:
            out.append(RunEntry(root, False, sorted(str(p.parent.relative_to(root)) for p in posts)))
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
            out.append(f"{r.path}  (a debug tree)  {len(r.graphs)} graphs")
        if r.note:
            out.append(f"  note: {r.note}")
        out.extend(f"  {g}" for g in r.graphs)
    return "\n".join(out) + "\n"
