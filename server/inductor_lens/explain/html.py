"""One self-contained HTML file with the fusion map and ranking of every graph of a debug directory
(``inductor-lens report``): for sharing and CI artifacts. The page is the editor's map (script and style
built from ``vscode-client/src/webview``, shipped in ``inductor_lens.web``) with the graphs' data
embedded; it loads nothing (a content security policy allows only its own inline script and style, by
hash) and runs nothing from the files it describes: the IR text is data, escaped into JSON.
"""
from __future__ import annotations

import base64
import copy
import hashlib
import html
import json
import re
from dataclasses import field
from importlib import resources
from pathlib import Path

from ..dump.debugdir import DebugDir, find_post_fusion
from ..dump.gpus import GPUS
from ..dump.kernels import load_kernel_map
from ..ir.parse import parse_file
from ..ir.subgraph import section_subgraph
from ..jsontext import finite
from ..records import record
from .estimate import estimator_for
from .explain import explain_file
from .fmap import fusion_map
from .measured import Measured, join_graph


@record(slots=True)
class Report:
    html: str
    graphs: list[str] = field(default_factory=list)     # the graphs drawn, as named in the picker
    skipped: list[str] = field(default_factory=list)    # "<path>: why"


def _asset(name: str) -> str:
    return resources.files("inductor_lens.web").joinpath(name).read_text(encoding="utf-8")


def _sha256(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()


def kernel_names(f: Path, ir):
    """node -> the generated kernel that runs it, from output_code.py beside the file (read as text)."""
    oc = DebugDir.of(f).output_code
    km = load_kernel_map(oc, ir.sections[-1]) if oc is not None else None   # the explanation's ast read, cached
    if km is None:
        return None

    def name(node: str) -> str | None:
        c = km.kernel_of(node)
        return c.name if c is not None else None
    return name


def _measured(trace, ir, ex, gpu):
    """A profiler trace joined to a graph's final section (its figures on the map's nodes and edges), or
    the problem that stopped the join (``TraceProblem``: a note on the map). ``gpu``: the GPU of the
    graph's estimates (the roofline share of a GPU kernel), None: any spec serves the byte counts."""
    sec = ir.sections[-1]
    return join_graph(trace, sec, ex.output_code, estimator_for(sec, gpu or GPUS[0], ex.output_code), gpu)


def capture_graphs(ir) -> list[tuple[int, str]]:
    """The graphs of a ``TORCH_LOGS`` capture with more than one: (the index of its post-fusion section,
    its label: the compile id, numbered when a frame compiled several graphs, e.g. a forward and its
    backward), in the order they were compiled; empty for a file of one graph."""
    posts = [(i, sec.graph) for i, sec in enumerate(ir.sections) if sec.phase == "post" and sec.graph is not None]
    subs = [section_subgraph(ir.sections[i]) for i, _ in posts]
    return list(zip((i for i, _ in posts), graph_labels([g for _, g in posts], subs))) if len(posts) > 1 else []


def graph_labels(ids: list[str], subs: list[str | None] | None = None) -> list[str]:
    """``[0/0]``, ``[0/0] #2``, ...: one label per graph of a capture, by its compile id (a frame's forward
    and backward share one); a subgraph's sections (``subs``: a torch.cond branch, a while_loop body, fused by
    a Scheduler of its own under the calling graph's compile id) ``[0/0] true_graph_0``, not numbered."""
    seen: dict[str, int] = {}
    out = []
    for k, g in enumerate(re.sub(r"_\d+$", "", g) for g in ids):     # the attempt ("0/0_1") is not the graph's id
        sub = subs[k] if subs is not None else None
        if sub is not None:
            out.append(f"[{g}] {sub}")
            continue
        seen[g] = seen.get(g, 0) + 1
        out.append(f"[{g}]" + (f" #{seen[g]}" if seen[g] > 1 else ""))
    return out


def graph_files(path: str | Path, max_files: int = 200) -> list[Path]:
    """The post-fusion files of a debug directory (a file: itself)."""
    p = Path(path)
    if p.is_file():
        return [p]
    return sorted(find_post_fusion((str(p),), max_files=max_files))


def colour_reasons(maps: list[dict]) -> None:
    """One colour per reason across the maps of a page: the reasons of all of them in the order of the
    bytes their missed fusions move (the costliest takes the first colour), given to every map."""
    cost: dict[str, int] = {}
    for m in maps:
        for e in m["edges"]:
            if e["reason"] and not e["design"]:
                cost[e["reason"]] = cost.get(e["reason"], 0) + e["bytes"]
    order = sorted(cost, key=lambda r: (-cost[r], r))
    for m in maps:
        m["reason_order"] = order


def page_html(title: str, data, data_id: str, script_name: str, style_names: tuple[str, ...]) -> str:
    """A self-contained page: ``data`` as JSON in ``<script type="application/json" id=data_id>``, the
    page script and style of ``inductor_lens.web`` inlined, and a content security policy that allows only
    them (by hash): the page loads nothing and runs nothing else."""
    # no "<" in the data: nothing in it can close its script element or open a comment there
    # no bare NaN in the page's data (JSON.parse rejects it: a blank page): none survives finite()
    data_json = json.dumps(finite(data), separators=(",", ":"), allow_nan=False).replace("<", "\\u003c")
    script, style = _asset(script_name), "\n".join(_asset(n) for n in style_names)
    csp = f"default-src 'none'; script-src '{_sha256(script)}'; style-src '{_sha256(style)}'; img-src data:"
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{html.escape(csp)}">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{html.escape(title)}</title>\n<style>{style}</style></head>\n"
            f'<body><script type="application/json" id="{data_id}">{data_json}</script>\n'
            f"<script>{script}</script></body></html>\n")


def default_gpu(output_code: str | None):
    """``build_report``'s ``gpu_for`` without torch: the GPU the ``output_code.py`` at that path was compiled
    for (``choose_gpu``'s ``auto``), none for a CPU graph or a file that does not read."""
    from ..dump.gpus import choose_gpu
    from ..files import read_text
    try:
        text = read_text(output_code) if output_code else None
    except OSError:
        text = None
    return choose_gpu(None, text)


def _estimator(ir, section: int, gpu, output_code: str | None):
    return estimator_for(ir.sections[section], gpu, output_code) if gpu is not None else None


_RESUME_RE = re.compile(r"^torch_dynamo_resume_in_\w{1,200}?_at_(\d{1,9})$")


def run_index(root: Path, drawn: list[str]) -> dict | None:
    """The run-level index of a captured run's report (its ``run.json``; None for a plain debug tree or a
    manifest that does not read): the command, when and how long, torch and the GPUs; every graph with
    its frame, compile time, counts and the map it is drawn as (its index in ``drawn``, the picker's
    names; a graph without a map says why); the graph breaks, each with the line it broke at (the line
    Dynamo's resume function names) and its reason."""
    from .. import jsontext
    from ..files import read_text
    try:
        m = jsontext.loads(read_text(root / "run.json"))
    except (OSError, ValueError):
        return None
    if not isinstance(m, dict):
        return None

    def num(v):
        return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None

    def text(v):
        return v if isinstance(v, str) else None

    def items(v) -> list:       # a manifest written by hand or damaged: a list, or nothing
        return v if isinstance(v, list) else []
    graphs, breaks, frames = [], [], {}
    rows = [g for g in items(m.get("graphs")) if isinstance(g, dict)]
    for g in rows:
        fr = g.get("frame") if isinstance(g.get("frame"), dict) else {}
        folder = text(g.get("folder")) or "?"
        meas = g.get("measured") if isinstance(g.get("measured"), dict) else {}
        graphs.append({"folder": folder, "kind": text(g.get("kind")), "compile_id": text(g.get("compile_id")),
                       "function": text(fr.get("function")), "file": text(fr.get("file")), "line": num(fr.get("line")),
                       "compile_s": num(fr.get("compile_s")), "inductor_s": num(fr.get("inductor_s")),
                       "nodes": num(g.get("nodes")), "kernels": num(g.get("kernel_nodes")),
                       "missed": num(g.get("unfused_edges")), "missed_bytes": num(g.get("unfused_bytes")),
                       "measured": text(meas.get("summary")), "error": text(g.get("error")),
                       "map": drawn.index(folder) if folder in drawn else None})
        frames.setdefault(text(g.get("compile_id")) or folder, fr)
    resumes = {}           # a resume function's file -> the lines it resumed at
    for fr in frames.values():
        r = _RESUME_RE.match(str(fr.get("function") or ""))
        if r:
            resumes.setdefault(text(fr.get("file")), []).append(int(r.group(1)))
    for cid, fr in frames.items():
        if fr.get("graph_break"):
            after = sorted(x for x in resumes.get(text(fr.get("file")), []) if isinstance(fr.get("line"), int) and x > fr["line"])
            breaks.append({"compile_id": cid, "function": text(fr.get("function")), "file": text(fr.get("file")),
                           "line": num(fr.get("line")), "at": after[0] if after else None,
                           "reason": text(fr.get("graph_break"))})
    times = [f.get("compile_s") for f in frames.values() if num(f.get("compile_s")) is not None]
    versions = m.get("versions") if isinstance(m.get("versions"), dict) else {}
    return {"command": [str(x) for x in items(m.get("command"))], "start": text(m.get("start")),
            "seconds": num(m.get("seconds")), "exit_status": num(m.get("exit_status")),
            "complete": m.get("complete") if isinstance(m.get("complete"), bool) else None,
            "torch": text(versions.get("torch")),
            "gpus": [str(x.get("name")) for x in items(m.get("gpus")) if isinstance(x, dict) and x.get("name")],
            "notes": [str(x) for x in items(m.get("notes"))], "compile_s": round(sum(times), 3) if times else None,
            "graphs": graphs, "breaks": breaks}


def build_report(path: str | Path, title: str | None = None, max_nodes: int = 400,
                 analysed: dict[Path, tuple] | None = None, gpu_for=None, trace=None, gpu: str | None = None) -> Report:
    """The report of every graph under ``path`` (a ``TORCH_COMPILE_DEBUG`` directory, or one IR file).
    ``analysed``: the (parse, explanation) of graphs the caller has already, by resolved path: they are
    not parsed and replayed again. ``gpu_for(output_code)``: (the GPU a graph's roofline estimates are
    for, how it was chosen) given the path of the ``output_code.py`` beside it (or None), (None, ...)
    for none (``dump.gpus.choose_gpu``; the command line's ``--gpu``); without it, no estimates.
    ``trace``: a profiler trace (``dump.trace.Trace``) joined to each graph: its figures on the map's
    nodes and edges, the join's summary in its notes and as the data's ``measured``. ``gpu``: the GPU the
    graphs were compiled on as the user names it (``--gpu``), for the replay (``replay.config.graph_gpu``)."""
    root = Path(path)
    graphs: list[dict] = []
    rep = Report("")
    for f in graph_files(root):
        name = str(f.parent.relative_to(root)) if root.is_dir() else f.name
        try:
            ir, ex = (analysed or {}).get(f.resolve(), (None, None))
            if ir is None:
                ir = parse_file(f)
            if not any(s.nodes for s in ir.sections):
                rep.skipped.append(f"{f}: it holds no scheduler node (an empty file, or not Inductor IR)")
                continue
            if ex is None:
                ex = explain_file(f, ir=ir, gpu=gpu)
            maps = []
            oc = DebugDir.of(f).output_code
            ocp = str(oc) if oc is not None else None
            gpu, note = gpu_for(ocp) if gpu_for is not None else (None, None)
            for i, graph in capture_graphs(ir):     # a TORCH_LOGS capture: one map per graph it compiled
                part = copy.copy(ex)
                part.pairs = [v for v in ex.pairs if v.section == i]
                maps.append((f"{name or f.name} {graph}",
                             fusion_map(part, ir, None, max_nodes=max_nodes, section=i, estimator=_estimator(ir, i, gpu, ocp),
                                        gpu_note=note).to_json()))
            if not maps:
                m = _measured(trace, ir, ex, gpu) if trace is not None else None
                fm = fusion_map(ex, ir, kernel_names(f, ir), max_nodes=max_nodes, estimator=_estimator(ir, -1, gpu, ocp),
                                gpu_note=note, measured=m if isinstance(m, Measured) else None)
                if m is not None and not isinstance(m, Measured):      # the trace could not be joined at all
                    fm.notes.append(f"measured: {m.message}")
                maps.append((name or f.name, fm.to_json()))
        except Exception as err:       # one unreadable graph does not lose the others
            rep.skipped.append(f"{f}: {type(err).__name__}: {err}")
            continue
        for label, data in maps:
            data["file"] = name
            graphs.append({"name": label, "data": data})
            rep.graphs.append(label)
    colour_reasons([g["data"] for g in graphs])
    index = run_index(root, [g["name"] for g in graphs]) if root.is_dir() else None
    data = {"run": index, "graphs": graphs} if index is not None else graphs
    rep.html = page_html(title or f"Fusion map: {root.name}", data, "map-data", "map.js", ("map.css",))
    return rep
