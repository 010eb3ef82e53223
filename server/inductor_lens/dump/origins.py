"""Origins of a post-fusion section's nodes (``dump.provenance``), through the kernel calls of the
``output_code.py`` beside it: generated kernels by ``dump.kernels``' map, extern calls by the buffer
they return (no torch)."""
from __future__ import annotations

from pathlib import Path

from ..ir.groups import leaves
from ..ir.model import Section
from ..ir.subgraph import section_subgraph
from .kernels import map_kernels, parse_output_code
from .output_code import OutputCodeError, read_calls_cached
from .provenance import (
    Origins,
    SourceLine,
    fx_model_lines,
    model_lines,
    node_origins,
    read_provenance,
)


def section_origins(sec: Section, folder: str | Path | None, output_code: str | None,
                    candidate_lines: dict[str, str] | None = None) -> tuple[dict[str, Origins], list[str]]:
    """(origins by top-level node name, notes): the one answer to "where did this op come from", which
    explain, the run summary, run.json, compare, lock and check, ``summary --by-source`` and the editor
    all read. From the provenance files (``fx_graph_readable.py``, the provenance map) through the kernel
    call that runs each node, each node given its own FX nodes where a kernel runs several (the fusion
    log's ``origins=`` of each leaf); nodes left without a source line get the stack traces the fusion
    log printed for them (a backward graph of torch 2.14 has no provenance). ``candidate_lines``: the
    first round's candidate lines of this graph's fusion log (``GraphLog.candidate_lines``); None reads
    ``fusion.log`` in ``folder``. Empty with a note when there is nothing to read."""
    if candidate_lines is None:
        candidate_lines = _candidate_lines(sec, folder)
    prov = read_provenance(folder, output_code, section_subgraph(sec))
    from .log import candidate_origins, candidate_traces
    # each candidate line's stack traces, read once: its model lines here, the FX nodes' below
    traces = {leaf: t for leaf, line in candidate_lines.items() if (t := candidate_traces(line))}
    from_log = log_origins(sec, traces) if traces else {}
    if prov.empty:
        return from_log, prov.notes
    if output_code is None:
        return from_log, prov.notes + ["no output_code.py beside the IR: nodes cannot be matched to kernel calls"]
    own = {leaf: xs for leaf, line in candidate_lines.items() if (xs := candidate_origins(line))}
    by_top = _provenance_origins(sec, prov, output_code, own, fx_model_lines(prov.fx, own, traces))
    for top, o in from_log.items():
        known = by_top.get(top)
        if known is None:
            by_top[top] = o
        elif not known.sources:
            known.sources = o.sources
            known.how = (known.how + "; " if known.how else "") + "source lines from the fusion log"
    return by_top, prov.notes


def _candidate_lines(sec: Section, folder: str | Path | None) -> dict[str, str]:
    """The candidate lines of the graph of ``fusion.log`` in ``folder`` whose nodes are this section's."""
    if folder is None:
        return {}
    from .log import match_graph, read_fusion_log
    try:
        graphs = read_fusion_log(Path(folder) / "fusion.log")
    except (OSError, ValueError):
        return {}
    g = match_graph(graphs, [m.name for top in sec.nodes for m in leaves(top)])
    return g.candidate_lines if g is not None else {}


def _provenance_origins(sec: Section, prov, output_code: str, own: dict[str, list[str]],
                        model_lines: dict) -> dict[str, Origins]:
    extern_line: dict[str, int] = {}
    try:
        oc = read_calls_cached(output_code)
    except OutputCodeError:
        oc = None
    km = map_kernels(parse_output_code(output_code, oc=oc), sec)
    if oc is not None:
        for c in oc.calls:
            if c.kernel in oc.kernels:
                continue
            out = c.kwargs.get("out")       # ExternKernelOut: `extern_kernels.addmm(..., out=buf122)`
            for buf in (c.target, getattr(out, "id", None)):
                if buf:
                    extern_line.setdefault(buf, c.line)

    def call_line(top: str) -> int | None:
        c = km.kernel_of(top)
        return c.line if c is not None else None

    def extern(top) -> int | None:
        return next((extern_line[b.name] for b in top.outputs if b.name in extern_line), None)

    return node_origins(sec, prov, call_line, extern, own, model_lines)


class OriginIndex:
    """Origins by any name a verdict uses: a top-level node, a member of one, or a fused name of the
    replay made of several (their origins merged, in order)."""

    def __init__(self, by_top: dict[str, Origins], top_of: dict[str, str]):
        self.by_top, self.top_of = by_top, top_of

    def of(self, name: str) -> Origins | None:
        o = self.by_top.get(name) or self.by_top.get(self.top_of.get(name, ""))
        if o is not None:
            return o
        from ..ir.names import leaf_names
        parts = [x for x in dict.fromkeys(self.top_of.get(n, n) for n in leaf_names(name)) if x in self.by_top]
        if not parts:
            return None
        merged = Origins(how="merged from " + ", ".join(parts), fx_file=self.by_top[parts[0]].fx_file)
        for p in parts:
            src = self.by_top[p]
            for attr in ("fx_nodes", "aten", "sources", "pre_grad", "fx_lines"):
                lst = getattr(merged, attr)
                lst.extend(x for x in getattr(src, attr) if x not in lst)
            merged.output = src.output or merged.output     # the last part's: the fused node's last result
        return merged


def log_origins(sec: Section, traces: dict[str, list[list[SourceLine]]]) -> dict[str, Origins]:
    """Origins by top-level node from the fusion log's first candidate list: the model lines of each member's
    stack traces (``traces``: ``dump.log.candidate_traces`` of each leaf's line; ``model_lines``), for a graph
    whose debug folder has no provenance files (a backward graph of torch 2.14 has none)."""
    out: dict[str, Origins] = {}
    for top in sec.nodes:
        o = Origins(how="stack traces in the fusion log")
        for leaf in leaves(top):
            for s in model_lines(traces.get(leaf.name, ())):
                if s not in o.sources:
                    o.sources.append(s)
        if o.sources:
            out[top.name] = o
    return out


def has_provenance(folder: str | Path | None) -> bool:
    """Whether the folder holds something ``section_origins`` reads: the provenance files, or a fusion
    log (its stack traces)."""
    from .provenance import FX_READABLE, PROVENANCE_JSON
    if folder is None:
        return False
    f = Path(folder)
    return (f / FX_READABLE).is_file() or (f / PROVENANCE_JSON).is_file() or (f / "fusion.log").is_file()


def by_source(sec: Section, by_top: dict[str, Origins], kernel_of=None) -> list[dict]:
    """The user's source lines with the nodes (and kernels) they produced, in the file's order of
    first appearance: ``[{"file", "line", "function", "code", "nodes": [...], "kernels": [...]}]``.
    ``kernel_of(top)`` names the kernel that runs a node (None for extern calls)."""
    rows: dict[tuple, dict] = {}
    for top in sec.nodes:
        o = by_top.get(top.name)
        if o is None:
            continue
        for s in o.sources:
            key = (s.file, s.line)
            r = rows.get(key)
            if r is None:
                r = rows[key] = dict(s.to_json(), nodes=[], kernels=[])
            if top.name not in r["nodes"]:
                r["nodes"].append(top.name)
            k = kernel_of(top.name) if kernel_of is not None else None
            k = k or (top.kernel if top.is_extern else None)
            if k and k not in r["kernels"]:
                r["kernels"].append(k)
    return list(rows.values())
