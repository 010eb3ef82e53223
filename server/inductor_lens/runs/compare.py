"""``inductor-lens compare A B``: what fusion changed between two runs of the same model, and why.

A and B are runs (capture folders, debug trees, graph folders or ``ir_post_fusion.txt`` files). Their
graphs are matched (by kind and compiled frame, then in order); in each pair of graphs the scheduler
nodes are aligned by what they compute and where they come from (``runs.align``), and the final
(post-fusion) groups of the aligned nodes are compared:

* ``fusion_lost``: nodes in one kernel in A, in several in B; B's verdict on each pair of its parts
  (Inductor's reason, message and the evidence, as ``explain`` gives them);
* ``fusion_gained``: the other way round, with A's verdict on why it kept them apart;
* ``reason_changed``: an edge unfused in both whose reason differs, with what changed in the inputs of
  the decision that the text shows (iteration spaces, output layouts);
* ``op_added`` / ``op_removed``: nodes only one graph has.

The changes of a graph are ordered by the bytes they move through memory (the larger first).
"""
from __future__ import annotations

from dataclasses import field
from pathlib import Path
from typing import Any

from ..records import record
from ..replay.config import has_knob, release, rules_for
from .align import Alignment, Leaf, align, leaf_table


@record(slots=True)
class Change:
    kind: str                          # fusion_lost | fusion_gained | reason_changed | op_added | op_removed
    a: list[str]                       # the nodes on A's side (final node names; leaves for op_removed)
    b: list[str]                       # the nodes on B's side
    bytes: int = 0                     # through memory because of it (lost: B's edges between the parts)
    reason: str | None = None          # the refusing side's reason code (B's for lost, A's for gained)
    message: str | None = None         # Inductor's text for it, when logged
    summary: str | None = None         # the evidence in a sentence
    refusals: list[dict[str, Any]] = field(default_factory=list)   # each refused pair of the split parts
    sources: list[str] = field(default_factory=list)               # model lines of the nodes whose places these are
    places: list[list] = field(default_factory=list)   # [file, line] of B's nodes' model lines (lost: where it splits first)
    ir_line: int | None = None         # the line of B's first node in B's IR file (A's for op_removed)
    detail: dict[str, Any] = field(default_factory=dict)           # what changed in the decision's inputs
    ir_line_a: int | None = None       # the line of A's node in A's IR file (lost: its fused node; None for op_added)
    #: A's model lines of the change, with A's line numbers, where ``sources`` quotes B's (lost, reason changed:
    #: the two runs' files may differ, a line inserted above shifts every number)
    sources_a: list[str] = field(default_factory=list)
    #: a fusion change's leaves in A's names that have a counterpart in B, and those counterparts in B's names
    #: (not in the JSON: ``by_release_rules``)
    a_leaves: list[str] = field(default_factory=list)
    b_leaves: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__ if k not in ("a_leaves", "b_leaves")}


#: the knobs of combo kernels, which say nothing while both sides have them off
COMBO_KNOBS = frozenset({"combo_kernel_max_num_nodes", "combo_kernels_pointwise_only", "combo_kernel_max_distance",
                         "combo_kernel_peak_memory_pct_threshold", "combo_kernel_peak_memory_increase_gb",
                         "benchmark_combo_kernel"})


@record(slots=True)
class GraphSide:
    """One graph of one run, analysed for comparison."""
    label: str
    path: Path
    kernels: int = 0                   # as Inductor emits them: on CPU C++ functions, else kernel nodes
    total_bytes: int = 0
    unfused_bytes: int = 0
    leaves: list[Leaf] = field(default_factory=list)
    groups: dict[str, list[str]] = field(default_factory=dict)     # final node -> its leaves
    group_of: dict[str, str] = field(default_factory=dict)         # leaf -> its final node
    refusals: dict[frozenset, Any] = field(default_factory=dict)    # {final a, final b} -> PairVerdict
    earlier: list[Any] = field(default_factory=list)   # the explanation's refusals in earlier rounds
    edges: dict[tuple[str, str], Any] = field(default_factory=dict)  # ranked unfused edges by (producer, consumer)
    iteration: dict[str, str | None] = field(default_factory=dict)  # leaf -> iteration text
    ir_lines: dict[str, int] = field(default_factory=dict)          # leaf or final node -> its line in the IR file
    config: dict[str, Any] = field(default_factory=dict)            # fusion-related config values, when recorded
    torch: str | None = None           # the torch version that compiled it, when the run recorded it
    error: str | None = None
    map: dict[str, Any] | None = None  # the graph's fusion map (JSON), when asked for (the HTML page)
    #: why the graph's file is not one to lock or check against (no node, or parse errors), None when it is
    unreadable: str | None = None
    loop_nests: int | None = None      # a CPU graph's loop nests (its kernel nodes); None: not a CPU graph
    functions: dict[str, int] = field(default_factory=dict)         # CPU: kernel node -> its C++ function
    hazards: list[Any] = field(default_factory=list)   # unsafe fused kernels (replay.hazards.AliasHazard)
    #: final nodes that are combo kernels (``combo_kernels``: finished kernels in one launch, not a fusion)
    combos: set[str] = field(default_factory=set)

    def kernels_of(self, names: list[str]) -> int:
        """How many of the side's kernels the final nodes ``names`` are in: on CPU their C++ functions."""
        return len({self.functions.get(n, n) for n in names}) if self.loop_nests is not None else len(names)


@record(slots=True)
class GraphComparison:
    a: str | None                      # the graph's label in A (None: only in B)
    b: str | None
    kernels: tuple[int, int] | None = None   # as Inductor emits them: on CPU C++ functions
    total_bytes: tuple[int, int] | None = None
    unfused_bytes: tuple[int, int] | None = None
    aligned: int = 0                   # nodes found in both
    config: dict[str, list[Any]] = field(default_factory=dict)   # fusion config values that differ: [a, b]
    torch: list[str] | None = None     # the torch versions [a, b] when both are recorded and differ
    changes: list[Change] = field(default_factory=list)
    note: str | None = None
    a_path: str | None = None          # A's ir_post_fusion.txt (None: only in B)
    b_path: str | None = None
    maps: dict[str, Any] | None = None  # {"a": map JSON | None, "b": ...} when asked for (not in the JSON)
    loop_nests: tuple[int, int] | None = None  # when a side is a CPU graph: the loop nests beside its C++ functions
    #: two runs of different torch releases: how many fusion changes B's scheduler rules make on A's own IR
    #: ({"torch": B's release, "changes": n, "by_rules": k} or {"torch", "note"}: why not said); None otherwise
    release: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "release": self.release, "kernels": list(self.kernels) if self.kernels else None,
                "loop_nests": list(self.loop_nests) if self.loop_nests else None,
                "total_bytes": list(self.total_bytes) if self.total_bytes else None,
                "unfused_bytes": list(self.unfused_bytes) if self.unfused_bytes else None,
                "aligned": self.aligned, "config": self.config, "torch": self.torch, "changes": [c.to_json() for c in self.changes], "note": self.note,
                "a_path": self.a_path, "b_path": self.b_path}


@record(slots=True)
class Comparison:
    a: str
    b: str
    graphs: list[GraphComparison] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "graphs": [g.to_json() for g in self.graphs]}


# ------------------------------------------------------------------------------------------------
def side_of_leaves(side: GraphSide, leaves: list[Leaf]) -> GraphSide:
    """``side`` with its leaves and their groups: all a side needs to be compared, from a graph's IR
    (``analyse_graph``) or from a lock (``runs.lock``, which has no verdicts or edges)."""
    side.leaves = list(leaves)
    for x in side.leaves:
        side.groups.setdefault(x.group, []).append(x.name)
        side.group_of[x.name] = x.group
        side.iteration[x.name] = x.iteration
    return side


def analyse_graph(path: Path, label: str, map_nodes: int | None = None, section: int | None = None,
                  parsed: tuple | None = None) -> GraphSide:
    """A graph's leaves, groups, refused final pairs and ranked edges (its explanation, once); with
    ``map_nodes``, its fusion map too (at most that many nodes), from the same explanation: only the map's
    JSON is kept, not the parse. ``section``: the graph is that post-fusion section of a ``TORCH_LOGS``
    capture of several graphs (``parsed``: the file's (parse, explanation), shared by its graphs)."""
    import copy

    from ..explain.explain import explain_file
    from ..explain.rank import rank
    from ..ir.parse import parse_file
    from ..replay.config import graph_config
    side = GraphSide(label, path)
    # the run's config where it was written (inductor_config.json, else Inductor's fx_graph_runnable.py)
    found = graph_config(path.parent) if section is None else None
    if found is not None and found.source is not None:
        side.config = found.values()
    if found is not None and found.torch_version:
        side.torch = found.torch_version
    else:                              # a captured run records it in its run.json
        from .lock import run_versions
        side.torch = run_versions(path.parent).get("torch") or None
    try:
        ir, ex = parsed if parsed is not None else (parse_file(path), None)
        if not ir.sections:
            side.error = "no scheduler nodes"
            return side
        at = len(ir.sections) - 1 if section is None else section
        sec = ir.sections[at]
        side.unreadable = unreadable(ir, sec)
        if not sec.nodes:           # an empty file, or not IR: nothing to compare (not "every op added")
            side.error = side.unreadable
            side.map = {"error": side.error} if map_nodes else None
            return side
        if ex is None:
            ex = explain_file(path, ir=ir, config=found)   # the config read above, not read again
        if section is not None:          # this graph's verdicts only
            ex = copy.copy(ex)
            ex.pairs = [v for v in ex.pairs if v.section == at]
        r = rank(ex, sec)
    except Exception as err:      # one unreadable graph is said, the others compared
        side.error = f"{type(err).__name__}: {err}"
        side.map = {"error": side.error} if map_nodes else None
        return side
    if map_nodes:
        side.map = _map_json(path, label, ir, ex, map_nodes, section)
    return fill_side(side, sec, ex, r, ir, section=at)


def unreadable(ir: Any, sec: Any) -> str | None:
    """Why a graph's IR file is not one to lock or check against: it holds no node (empty, or not an IR
    file), or it does not parse whole (errors: a truncated or damaged file); None when it is."""
    if not sec.nodes:
        return "it holds no scheduler node (an empty file, or not Inductor IR)"
    if ir.errors:
        e = ir.errors[0]
        return (f"it does not parse: {len(ir.errors)} error{'s' if len(ir.errors) != 1 else ''}, the first at line "
                f"{e.line}: {e.message} (a truncated or damaged file?)")
    return None


def fill_side(side: GraphSide, sec: Any, ex: Any, r: Any, ir: Any, section: int | None = None) -> GraphSide:
    """``side`` with what a comparison reads of its final graph ``sec``: kernels as Inductor emits them,
    bytes, leaves and groups, their lines in ``ir`` (the file ``sec`` was parsed from), the explanation's
    refusals (of ``section`` when given) and the ranked edges ``r``."""
    from ..ir.groups import leaves
    from ..ir.summary import cpp_function_runs, is_kernel_node, node_device
    nests = [n for n in sec.nodes if is_kernel_node(n)]
    side.kernels = len(nests)
    side.hazards = list(getattr(ex, "hazards", ()))
    if any((node_device(n) or "").startswith("cpu") for n in sec.nodes):
        # on CPU Inductor emits one C++ function per run of consecutive kernel nodes (ir.summary); a node
        # outside the runs (a template, a node of another device) is a kernel of its own
        side.loop_nests = len(nests)
        side.functions = {n.name: i for i, run in enumerate(cpp_function_runs(sec)) for n in run}
        side.kernels = len(set(side.functions.values())) + sum(1 for n in nests if n.name not in side.functions)
    side.total_bytes, side.unfused_bytes = r.total_bytes, sum(e.bytes for e in r.missed)
    side_of_leaves(side, leaf_table(sec, ex.origins))
    for top in sec.nodes:
        for n in leaves(top):
            side.ir_lines[n.name] = ir.position(n.name_span[0])[0]
            if n.iteration is not None:          # as printed (the leaves' signature renames size symbols)
                side.iteration[n.name] = n.iteration.text
        side.ir_lines.setdefault(top.name, ir.position(top.name_span[0])[0])
    side.edges = {(e.producer, e.consumer): e for e in r.edges}
    from ..replay.combo import is_combo
    side.combos = {top.name for top in sec.nodes if is_combo(top, getattr(ex, "final_group", None))}
    for v in ex.pairs:
        if not v.fused and (section is None or v.section == section):
            if v.final:
                # a pair refused both ways: the verdict in the direction data flows (producer -> consumer), whatever
                # order the file lists them in (a reversed attempt says less: "node1 must go before node2")
                key = frozenset((v.node1, v.node2))
                had = side.refusals.get(key)
                if had is None or ((v.node1, v.node2) in side.edges and (had.node1, had.node2) not in side.edges):
                    side.refusals[key] = v
            else:
                side.earlier.append(v)
    return side


def _map_json(path: Path, label: str, ir: Any, ex: Any, max_nodes: int, section: int | None = None) -> dict[str, Any]:
    from ..explain.fmap import fusion_map
    from ..explain.html import kernel_names
    try:
        data = (fusion_map(ex, ir, kernel_names(path, ir), max_nodes=max_nodes) if section is None
                else fusion_map(ex, ir, None, max_nodes=max_nodes, section=section)).to_json()
    except Exception as err:      # the comparison stands without the picture
        return {"error": f"{label}: no map: {type(err).__name__}: {err}"}
    data["file"] = label
    return data


def _sources(side: GraphSide, names: list[str]) -> list[str]:
    by = {x.name: x for x in side.leaves}
    out: list[str] = []
    for n in names:
        for leaf in side.groups.get(n, [n]):
            x = by.get(leaf)
            for s in x.lines if x is not None else ():
                if s not in out:
                    out.append(s)
    return out[:6]


def _refusal(side: GraphSide, p: str, q: str) -> dict[str, Any] | None:
    """The side's verdict on keeping its final nodes ``p`` and ``q`` apart: on the pair itself, else the
    last refusal in an earlier round between a part of each (Inductor never tried the final pair: the
    parts it did try were refused, and nothing joined them later)."""
    v = side.refusals.get(frozenset((p, q)))
    earlier = False
    if v is None:
        from ..ir.names import leaf_names
        lp, lq = set(side.groups.get(p, [p])), set(side.groups.get(q, [q]))
        for w in reversed(side.earlier):
            l1, l2 = set(leaf_names(w.node1)), set(leaf_names(w.node2))
            if (l1 <= lp and l2 <= lq) or (l1 <= lq and l2 <= lp):
                v, earlier = w, True
                break
    if v is None:
        return None
    return {"pair": [v.node1, v.node2], "reason": v.reason, "message": v.inductor_message, "summary": v.summary,
            "round": v.round if earlier else None}


def _places(side: GraphSide, names: list[str]) -> list[list]:
    by = {x.name: x for x in side.leaves}
    out: list[list] = []
    for n in names:
        x = by.get(n)
        for f, line in x.places if x is not None else ():
            if [f, line] not in out:
                out.append([f, line])
    return out[:6]


def _split(whole: GraphSide, other: GraphSide, to_other: dict[str, str], kind: str) -> list[Change]:
    """Groups of ``whole`` whose aligned leaves sit in several groups of ``other``: fusions ``other``
    does not have (lost when ``whole`` is A, gained when it is B). The places are B's: a lost fusion's
    start with the first leaf of the part Inductor refused to add (where the kernel splits)."""
    out = []
    for g, members in whole.groups.items():
        parts: dict[str, list[str]] = {}
        for m in members:
            if m in to_other:
                parts.setdefault(other.group_of[to_other[m]], []).append(m)
        if len(parts) < 2:
            continue
        names = list(parts)
        refusals = [r for i, p in enumerate(names) for q in names[i + 1:] if (r := _refusal(other, p, q))]
        edges = [e for (p, q), e in other.edges.items() if p in parts and q in parts]
        c = Change(kind, [g] if kind == "fusion_lost" else names, names if kind == "fusion_lost" else [g],
                   sum(e.bytes for e in edges), refusals=refusals,
                   sources=_sources(whole, [g]))
        aligned = [m for m in members if m in to_other]
        c.a_leaves = aligned if kind == "fusion_lost" else [to_other[m] for m in aligned]
        c.b_leaves = [to_other[m] for m in aligned] if kind == "fusion_lost" else aligned
        if inputs := _inputs_changed(whole, other, to_other, [g], y_is_a=kind == "fusion_gained"):
            c.detail["inputs"] = inputs
        main = next((r for r in refusals if any((r["pair"][0], r["pair"][1]) == k for k in other.edges)),
                    refusals[0] if refusals else None)
        if main is not None:
            c.reason, c.message, c.summary = main["reason"], main["message"], main["summary"]
        elif g in whole.combos:
            c.detail["combo"] = True
            c.detail["note"] = (f"a combo kernel: {'A' if kind == 'fusion_lost' else 'B'} launches these finished "
                                "kernels as one after the fusion rounds (combo_kernels); each keeps its own loops "
                                "and memory traffic")
        else:
            side = "B" if kind == "fusion_lost" else "A"
            c.detail["note"] = (f"no verdict between the parts: {side} never tried them as a pair (only nodes "
                                "that read or write a common buffer are candidates)")
        if kind == "fusion_lost":       # B's leaves, the part split off first; A's fused node
            at = main["pair"][1] if main is not None and main["pair"][1] in parts else names[-1]
            order = [at, *(n for n in names if n != at)]
            b_leaves = [to_other[m] for p in order for m in parts[p]]
            c.places, c.ir_line = _places(other, b_leaves), other.ir_lines.get(b_leaves[0])
            c.ir_line_a = whole.ir_lines.get(g)
            # quoted with the numbers of the side the places link to (B's), A's beside them
            c.sources_a, c.sources = c.sources, _sources(other, order)
        else:                           # B's first leaf; A's first part
            c.places, c.ir_line = _places(whole, members), whole.ir_lines.get(members[0])
            c.ir_line_a = other.ir_lines.get(names[0])
        out.append(c)
    return out


def compare_graphs(a: GraphSide, b: GraphSide) -> GraphComparison:
    gc = GraphComparison(a.label, b.label)
    for side in (a, b):
        if side.error:
            gc.note = f"{side.label}: {side.error}"
            return gc
    gc.kernels, gc.total_bytes, gc.unfused_bytes = (a.kernels, b.kernels), (a.total_bytes, b.total_bytes), \
        (a.unfused_bytes, b.unfused_bytes)
    if a.loop_nests is not None or b.loop_nests is not None:
        gc.loop_nests = (a.kernels if a.loop_nests is None else a.loop_nests,
                         b.kernels if b.loop_nests is None else b.loop_nests)
    if a.config and b.config:
        # the values both sides record (a lock written by an older version may record other names)
        gc.config = {k: [a.config[k], b.config[k]] for k in a.config if k in b.config and a.config[k] != b.config[k]
                     and (k not in COMBO_KNOBS or a.config.get("combo_kernels") or b.config.get("combo_kernels"))}
    if a.torch and b.torch and a.torch != b.torch:
        gc.torch = [a.torch, b.torch]
    al: Alignment = align(a.leaves, b.leaves)
    a2b, b2a = al.maps()
    gc.aligned = len(al.pairs)
    gc.note = al.note()           # the bound on the alignment's work, when it was reached
    changes = _split(a, b, a2b, "fusion_lost") + _split(b, a, b2a, "fusion_gained")
    # edges unfused on both sides whose reason changed
    for (p, q), e in a.edges.items():
        bp = {b.group_of[a2b[x]] for x in a.groups.get(p, []) if x in a2b}
        bq = {b.group_of[a2b[x]] for x in a.groups.get(q, []) if x in a2b}
        if len(bp) != 1 or len(bq) != 1:
            continue
        (p2,), (q2,) = bp, bq
        e2 = b.edges.get((p2, q2))
        if e2 is None or e2.reason == e.reason:
            continue
        c = Change("reason_changed", [p, q], [p2, q2], e2.bytes, e2.reason, e2.inductor_message, e2.summary,
                   sources=_sources(b, [p2, q2]), places=_places(b, b.groups.get(p2, [])[:1] + b.groups.get(q2, [])[:1]),
                   ir_line=b.ir_lines.get(p2), ir_line_a=a.ir_lines.get(p), sources_a=_sources(a, [p, q]))
        c.detail = {"reason_a": e.reason, "message_a": e.inductor_message, "summary_a": e.summary,
                    "inputs": _inputs_changed(a, b, a2b, [p, q])}
        changes.append(c)
    for name in al.only_a:
        changes.append(Change("op_removed", [name], [], sources=_sources(a, [name]), ir_line=a.ir_lines.get(name),
                              detail={"group_a": a.group_of[name]}, ir_line_a=a.ir_lines.get(name)))
    for name in al.only_b:
        changes.append(Change("op_added", [], [name], sources=_sources(b, [name]), places=_places(b, [name]),
                              ir_line=b.ir_lines.get(name), detail={"group_b": b.group_of[name]}))
    order = {"fusion_lost": 0, "fusion_gained": 1, "reason_changed": 2, "op_removed": 3, "op_added": 4}
    changes.sort(key=lambda c: (order[c.kind] > 2, -c.bytes, order[c.kind], c.a, c.b))
    gc.changes = changes
    return gc


def _inputs_changed(x: GraphSide, y: GraphSide, x2y: dict[str, str], groups: list[str],
                    y_is_a: bool = False) -> list[str]:
    """What the text shows changed in the nodes of a decision, from A to B (``x`` is A unless
    ``y_is_a``): each aligned leaf's iteration space, output layouts (dtype, size) and the nodes it reads
    from (its dependencies, A's named as in B where aligned)."""
    bx, by = {n.name: n for n in x.leaves}, {n.name: n for n in y.leaves}
    out = []
    for g in groups:
        for m in x.groups.get(g, []):
            o = x2y.get(m)
            if o is None or m not in bx or o not in by:
                continue
            (na, la), (nb, lb) = ((o, by[o]), (m, bx[m])) if y_is_a else ((m, bx[m]), (o, by[o]))
            sa, sb = (y, x) if y_is_a else (x, y)
            if la.iteration != lb.iteration:      # compared with size symbols renamed, shown as printed
                out.append(f"iteration of {na} -> {nb}: {sa.iteration.get(na, la.iteration)} -> "
                           f"{sb.iteration.get(nb, lb.iteration)}")
            if la.outputs != lb.outputs:
                out.append(f"outputs of {na} -> {nb}: {_outs(la.outputs)} -> {_outs(lb.outputs)}")
            # the nodes it reads from, A's named as in B where they are aligned
            a2b = {v: k for k, v in x2y.items()} if y_is_a else x2y
            pa = [a2b.get(n, f"{n} (A only)") for n in la.inputs]
            pb = list(lb.inputs)
            if la.inputs and lb.inputs and sorted(pa) != sorted(pb):
                out.append(f"reads of {na} -> {nb} (named as in B): {', '.join(pa)} -> {', '.join(pb)}")
    return out


def _outs(outputs: tuple) -> str:
    return ", ".join(f"{(d or '?').replace('torch.', '')}{list(s) if s is not None else ''}" for d, s in outputs)


# ------------------------------------------------------------------------------------------------
@record(slots=True)
class RunGraph:
    label: str                          # the graph's folder in its run (or the file's name)
    path: Path                          # its ir_post_fusion.txt
    kind: str
    frame: tuple | None                 # (function, file name) of the compiled frame, when recorded
    frame_at: tuple | None = None       # (full file path, line) of that frame
    section: int | None = None          # a graph of a TORCH_LOGS capture: its post-fusion section's index


class CompareError(Exception):
    """A or B is not something to compare (said to the user as is)."""


def run_graphs(path: Path, parsed: dict[Path, list] | None = None) -> list[RunGraph]:
    """The graphs of a run given as a capture folder, a debug tree, a graph folder or an IR file (a
    ``TORCH_LOGS`` capture of several graphs: each; its parse is kept in ``parsed`` by path)."""
    from .listing import find_runs
    p = Path(path)
    if not p.exists():
        raise CompareError(f"{p}: no such file or directory")
    if p.is_file():
        return _capture_graphs(p, parsed) or [
            RunGraph(p.parent.name + "/" + p.name if p.name == "ir_post_fusion.txt" else p.name, p, "graph", None)]
    if (p / "ir_post_fusion.txt").is_file():
        return [RunGraph(p.name, p / "ir_post_fusion.txt", "graph", None)]
    found = find_runs(p)
    runs = [r for r in found if r.graphs]
    if not runs:
        broken = [r for r in found if r.note]
        if broken:          # a run.json that cannot be read: said, not "no graphs"
            raise CompareError(f"{broken[0].path}: {broken[0].note}")
        raise CompareError(f"{p}: no graphs in it (a run folder, a debug tree, or an ir_post_fusion.txt)")
    if len(runs) > 1:
        raise CompareError(f"{p}: {len(runs)} runs in it; name one of them: "
                           + ", ".join(r.path.name for r in runs[:5]))
    if runs[0].source == "torch-logs":
        return _capture_graphs(runs[0].path, parsed)
    if runs[0].source == "debug-tree" and runs[0].note:      # the walk's bound cut it: not a whole run
        raise CompareError(f"{p}: {runs[0].note}; name a smaller folder (one run)")
    out = []
    for g in runs[0].graphs:
        post = g.path / "ir_post_fusion.txt" if g.path.is_dir() else g.path
        if not post.is_file() or post.name != "ir_post_fusion.txt":
            continue
        fr = (g.frame.get("function"), Path(str(g.frame.get("file"))).name) if g.frame else None
        line = g.frame.get("line") if g.frame else None
        at = (str(g.frame.get("file")), line) if isinstance(line, int) and g.frame.get("file") else None
        out.append(RunGraph(g.folder, post, g.kind, fr, at))
    return out


def _capture_graphs(path: Path, parsed: dict[Path, list] | None) -> list[RunGraph]:
    """The graphs of a ``TORCH_LOGS`` capture of several graphs, labelled by compile id (``[0/0]``,
    ``[0/0] #2`` for a frame's backward), each its post-fusion section; empty for a file of one graph."""
    from .listing import read_torch_logs
    run = read_torch_logs(path)
    if run is None or len(run.graphs) < 2:
        return []
    from ..explain.html import capture_graphs
    from ..ir.parse import parse_file
    ir = parse_file(path)
    if parsed is not None:
        parsed[path] = [ir, None]
    return [RunGraph(label, path, "graph", None, section=i) for i, label in capture_graphs(ir)]


def match_graphs(a: list[RunGraph], b: list[RunGraph]) -> list[tuple[RunGraph | None, RunGraph | None]]:
    """Pairs of graphs across two runs: same kind and compiled frame first, then same kind, then a graph
    of unknown kind (an IR file given alone: ``graph``) with any, in order; a graph left over is only in
    its run (a graph break appeared or went away)."""
    pairs: list[tuple[RunGraph | None, RunGraph | None]] = []
    used: set[int] = set()
    got: dict[int, int] = {}
    same = (lambda x, y: x.section is not None and y.section is not None and x.label == y.label,  # compile ids
            lambda x, y: (x.kind, x.frame) == (y.kind, y.frame), lambda x, y: x.kind == y.kind,
            lambda x, y: "graph" in (x.kind, y.kind))
    for fits in same:
        for i, ga in enumerate(a):
            if i in got:
                continue
            j = next((j for j, gb in enumerate(b) if j not in used and fits(ga, gb)), None)
            if j is not None:
                got[i] = j
                used.add(j)
    for i, ga in enumerate(a):
        pairs.append((ga, b[got[i]]) if i in got else (ga, None))
    pairs.extend((None, gb) for j, gb in enumerate(b) if j not in used)
    return pairs


def compare(a: Path, b: Path, map_nodes: int | None = None) -> Comparison:
    """Compare two runs graph by graph (each graph analysed once, one pair at a time: memory stays that of
    the largest pair). ``map_nodes``: also each graph's fusion map (``GraphComparison.maps``, at most that
    many nodes each; a graph only one run has is explained for its map alone)."""
    parsed: dict[Path, list] = {}        # a capture of several graphs: parsed and explained once
    ga, gb = run_graphs(a, parsed), run_graphs(b, parsed)
    out = Comparison(str(a), str(b))

    def side(g: RunGraph) -> GraphSide:
        if g.section is None:
            return analyse_graph(g.path, g.label, map_nodes)
        got = parsed[g.path]
        if got[1] is None:
            from ..explain.explain import explain_file
            got[1] = explain_file(g.path, ir=got[0])
        return analyse_graph(g.path, g.label, map_nodes, g.section, tuple(got))

    for x, y in match_graphs(ga, gb):
        if x is None or y is None:
            only = x or y
            gc = GraphComparison(x.label if x else None, y.label if y else None,
                                 note=f"only in {'A' if x else 'B'}: {only.kind} graph {only.label}"
                                 + (f" of {only.frame[0]} ({only.frame[1]})" if only.frame else ""),
                                 a_path=str(x.path) if x else None, b_path=str(y.path) if y else None)
            if map_nodes:
                m = side(only).map
                gc.maps = {"a": m if x else None, "b": None if x else m}
            out.graphs.append(gc)
            continue
        sa, sb = side(x), side(y)
        gc = compare_graphs(sa, sb)
        gc.a_path, gc.b_path = str(x.path), str(y.path)
        if x.section is None and y.section is None and gc.kernels is not None:
            by_release_rules(gc, sa, sb, x.path)
        if map_nodes:
            gc.maps = {"a": sa.map, "b": sb.map}
        out.graphs.append(gc)
    return out


def by_release_rules(gc: GraphComparison, a: GraphSide, b: GraphSide | None, a_path: Path, b_rules: str | None = None,
                     known: list[list[str]] | None = None, pre=None) -> None:
    """Two runs compiled by different torch releases: which of the fusion changes B's release's scheduler makes
    on A's own IR (A's pre-fusion IR replayed with B's rules and defaults, A's changed knobs where B has them:
    ``whatif --torch``); the others come from what B's IR differs in (its lowering). Each fusion change gets
    ``detail["rules_of_b"]`` (and where it appears between the releases: ``_Steps.place``), the graph
    ``release``. Said only where the replay of A with its own rules gives exactly A's groups (else a note).
    ``b_rules``: B's release (a ``RULES`` key) when B is that replay itself (``whatif --torch``), whose groups
    ``known`` are (the fused leaves); ``pre``: A's ``ir_pre_fusion.txt`` parsed, when the caller has it."""
    from ..replay.config import rules_for
    a_rules = rules_for(a.torch)[0]            # the sides' versions as analysed (no version: 2.14's rules)
    b_rules = b_rules or rules_for(b.torch if b is not None else None)[0]
    if a_rules != b_rules:
        _release_attribution(gc, a, a_path, a_rules, b_rules, "A",
                             {m: g[0] for g in known for m in g} if known is not None else None, pre)


def by_release_rules_on_b(gc: GraphComparison, a_torch: str | None, b: GraphSide, b_path: Path) -> None:
    """The same attribution from B's IR, for an A that has none (a fusion lock, ``check``): B's pre-fusion IR
    replayed with A's release's rules and defaults (B's changed knobs where A's release has them); a change
    that replay undoes comes from B's release's rules, one it keeps from B's lowering. ``release["replayed"]``
    is "B"."""
    from ..replay.config import rules_for
    a_rules, b_rules = rules_for(a_torch)[0], rules_for(b.torch)[0]
    if a_torch and a_rules != b_rules:
        _release_attribution(gc, b, b_path, a_rules, b_rules, "B")


def _release_attribution(gc: GraphComparison, side: GraphSide, path: Path, a_rules: str, b_rules: str,
                         which: str, known: dict[str, str] | None = None, pre=None) -> None:
    """``by_release_rules`` (``which`` "A": A's IR replayed) and ``by_release_rules_on_b`` ("B"); ``known``: the
    replay of A's IR with B's release's rules, when the caller made it (each fused leaf -> its group): B is
    that prediction (``whatif --torch``), and the words say so (``rules_lines``)."""
    from ..replay.config import RULES, graph_config
    from .regroup import Replayer
    fused = [c for c in gc.changes if c.kind in ("fusion_lost", "fusion_gained")]
    if not fused:
        return
    gc.release = {"torch": RULES[b_rules]}
    if which == "B":
        gc.release.update(replayed="B", **{"from": RULES[a_rules]})
    other = a_rules if which == "B" else b_rules
    name = "A" if which == "A" else "the run"      # B's IR is replayed for a lock (``check``)
    if not path.with_name("ir_pre_fusion.txt").is_file():
        gc.release["note"] = f"{name} has no ir_pre_fusion.txt: its rounds cannot be replayed with {RULES[other]}'s rules"
        return
    try:
        rc = graph_config(path.parent)
        replayer = Replayer(path, pre)
        mine = replayer.groups(rc.fusion, rc.values())
        by_group: dict[str, set[str]] = {}
        for leaf in side.group_of:
            by_group.setdefault(mine.get(leaf, leaf), set()).add(leaf)
        if {frozenset(g) for g in by_group.values()} != {frozenset(m) for m in side.groups.values()}:
            gc.release["note"] = f"the replay of {name} with its own release's rules differs from its file"
            return
        steps = _Steps(replayer, rc, a_rules, b_rules, which, mine)
        if known is not None:
            steps.made[b_rules] = known
        steps.groups(other)
    except Exception as err:       # the comparison stands without its attribution
        gc.release["note"] = f"{name} could not be replayed: {type(err).__name__}: {err}"
        return
    for c in fused:
        c.detail["rules_of_b"] = steps.makes(c, b_rules) and not steps.makes(c, a_rules)
    gc.release.update(changes=len(fused), by_rules=sum(c.detail["rules_of_b"] for c in fused))
    try:
        for c in fused:
            if c.detail["rules_of_b"]:
                steps.place(c)
    except Exception as err:    # the attribution stands without its steps
        gc.release["note_steps"] = f"the releases between could not be replayed: {type(err).__name__}: {err}"
    for c in fused:             # the words, once for every output (text, JSON, editor, check)
        c.detail["rules_text"] = rules_lines(c, gc.release, predicted=known is not None)


class _Steps:
    """One side's IR replayed with the releases from A's to B's (``RULES``, consecutive), each once, and
    knobs at another release's value. A replay makes a fusion change when the change's leaves (named as
    on the replayed side) are apart (lost) or together (gained)."""

    def __init__(self, replayer, rc, a_rules: str, b_rules: str, which: str, own: dict[str, str]) -> None:
        from ..replay.config import RULES
        self.replayer, self.rc, self.a_rules, self.b_rules, self.which = replayer, rc, a_rules, b_rules, which
        self.made: dict[Any, dict[str, str]] = {a_rules if which == "A" else b_rules: own}
        keys = list(RULES)
        ia, ib = keys.index(a_rules), keys.index(b_rules)
        self.way = keys[ia + 1:ib + 1] if ia < ib else keys[ib:ia][::-1]      # A's side excluded, B's included

    def groups(self, rules: str, knob: tuple[str, Any] | None = None) -> dict[str, str]:
        key = (rules, knob) if knob else rules
        got = self.made.get(key)
        if got is None:
            from dataclasses import replace

            from ..replay.config import fusion_config
            values = self.rc.values_on(rules)
            if knob:
                values[knob[0]] = knob[1]
            got = self.made[key] = self.replayer.groups(replace(fusion_config(values), torch_rules=rules,
                                                                gpu_dram_gbps=self.rc.fusion.gpu_dram_gbps), values)
        return got

    def makes(self, c: Change, rules: str, knob: tuple[str, Any] | None = None) -> bool:
        groups = self.groups(rules, knob)
        together = len({groups.get(m, m) for m in (c.a_leaves if self.which == "A" else c.b_leaves)}) == 1
        return (not together) if c.kind == "fusion_lost" else together

    def place(self, c: Change) -> None:
        """Where between A's release and B's the rules make the change: the step from the last release that
        does not make it to the first from which every release up to B does (``detail["rules_step"]``: [the
        release on A's side, the one on B's side]), with what the rules changed at that step (``RULE_CHANGES``:
        ``detail["rules_change"]``) and, when one knob whose default changed at that step undoes the change by
        itself (the B-side release replayed with the A-side release's value of it), that knob
        (``detail["rules_knob"]``: name, its A-side and B-side value, and ``on_b``: whether B's release with
        that value undoes it too, None when B's release has no such knob)."""
        from ..replay.config import has_knob, rule_change
        way = self.way
        k = len(way) - 1
        while k > 0 and self.makes(c, way[k - 1]):
            k -= 1
        before, at = (way[k - 1] if k > 0 else self.a_rules), way[k]
        c.detail["rules_step"] = [before, at]
        text = rule_change(before, at)
        if text:
            c.detail["rules_change"] = text
        for knob, old, value in self.rc.step_knobs(before, at):
            if not self.makes(c, at, (knob, old)):
                on_b = (not self.makes(c, self.b_rules, (knob, old))) if has_knob(knob, self.b_rules) else None
                c.detail["rules_knob"] = {"name": knob, "a": old, "b": value, "on_b": on_b}
                break


_COUNTED = {"fusion_lost": ("fusion lost", "fusions lost"), "fusion_gained": ("fusion gained", "fusions gained"),
            "reason_changed": ("reason changed", "reasons changed"), "op_added": ("op added", "ops added"),
            "op_removed": ("op removed", "ops removed")}


def _mb(n: int) -> str:
    return f"{n / 1e6:,.2f} MB" if n >= 10_000 else f"{n:,} B"


def render_comparison(c: Comparison, predicted: bool = False) -> str:
    """The text of a comparison; ``predicted``: B is the replay's prediction (``whatif``), whose refusals
    are what Inductor would log, not what it logged."""
    from ..replay.reasons import REASONS

    def title(code: str | None) -> str:
        r = REASONS.get(code or "")
        return r.title.lower() if r is not None else (code or "?")
    out = [f"A: {c.a}", f"B: {c.b}"]
    for g in c.graphs:
        out.append("")
        if g.kernels is None:
            out.append(f"{g.a or '-'} vs {g.b or '-'}: {g.note}")
            continue
        counts: dict[str, int] = {}
        for ch in g.changes:
            counts[ch.kind] = counts.get(ch.kind, 0) + 1
        head = ", ".join(f"{n} {_COUNTED[k][n != 1]}" for k, n in counts.items()) or "no fusion changed"
        out.append(f"{g.a} vs {g.b}: {head}")
        if g.torch:
            out.append(f"  torch: {g.torch[0]} -> {g.torch[1]}")
        if g.release is not None and not (predicted and "note" not in g.release):   # a prediction: all the rules'
            r = g.release
            if "note" in r:
                out.append(f"  scheduler rules: {r['note']}")
            elif r["by_rules"] == r["changes"]:
                out.append(f"  scheduler rules: torch {r['torch']}'s make "
                           + ("the fusion change" if r["changes"] == 1 else f"all {r['changes']} fusion changes")
                           + " on A's own IR (A's pre-fusion IR replayed with them): none comes from B's lowering")
            else:
                out.append(f"  scheduler rules: torch {r['torch']}'s make {r['by_rules']} of the {r['changes']} fusion "
                           f"changes on A's own IR (A's pre-fusion IR replayed with them); the other "
                           f"{r['changes'] - r['by_rules']} come{'s' if r['changes'] - r['by_rules'] == 1 else ''} from what B's IR differs in (its lowering)")
        if g.config:
            out.append("  config: " + ", ".join(_config_change(k, v, g.torch) for k, v in g.config.items()))
        kernels = f"kernels {g.kernels[0]} -> {g.kernels[1]}"
        if g.loop_nests:
            kernels = (f"kernels (C++ functions) {g.kernels[0]} -> {g.kernels[1]}; "
                       f"loop nests {g.loop_nests[0]} -> {g.loop_nests[1]}")
        out.append(f"  {kernels}; unfused bytes through memory "
                   f"{_mb(g.unfused_bytes[0])} -> {_mb(g.unfused_bytes[1])} ({g.aligned} nodes aligned)")
        if g.note:
            out.append(f"  note: {g.note}")
        for ch in g.changes:
            a, b = " + ".join(ch.a) or "-", " + ".join(ch.b) or "-"
            if ch.kind == "fusion_lost":
                line = f"  fusion lost: A's {a} is {len(ch.b)} kernels in B ({b})"
            elif ch.kind == "fusion_gained":
                line = f"  fusion gained: A's {a} are one kernel in B ({b})"
            elif ch.kind == "reason_changed":
                names = "" if ch.a == ch.b else f" (B: {ch.b[0]} -> {ch.b[1]})"
                line = (f"  reason changed: {ch.a[0]} -> {ch.a[1]}{names}: "
                        f"{title(ch.detail.get('reason_a'))} -> {title(ch.reason)}")
            elif ch.kind == "op_added":
                line = f"  op added in B: {b} (in {ch.detail.get('group_b')})"
            else:
                line = f"  op removed in B: {a} (was in {ch.detail.get('group_a')})"
            if ch.bytes:
                line += f"  {_mb(ch.bytes)}"
            out.append(line)
            if ch.kind in ("fusion_lost", "fusion_gained"):
                side = "B" if ch.kind == "fusion_lost" else "A"
                out.extend(f"      {x}" for x in ch.detail.get("rules_text", ()))
                for r in ch.refusals[:3]:
                    said = "Inductor would log" if predicted and side == "B" else "Inductor"
                    msg = f'  [{said}: "{r["message"]}"]' if r["message"] else ""
                    out.append(f"      {side}: {r['pair'][0]} -> {r['pair'][1]}: {title(r['reason'])}{msg}")
                if not ch.refusals and ch.detail.get("note"):
                    out.append(f"      {ch.detail['note']}")
            for x in ch.detail.get("inputs", [])[:3]:
                out.append(f"      {x}")
            if ch.sources_a and ch.sources_a != ch.sources:     # each side's lines with its own numbers
                out.extend(f"      source in A: {s}" for s in ch.sources_a[:3])
                out.extend(f"      source in B: {s}" for s in ch.sources[:3])
            else:
                out.extend(f"      source: {s}" for s in ch.sources[:3])
    return "\n".join(out) + "\n"


def rules_lines(ch: Change, rel: dict[str, Any], predicted: bool = False) -> list[str]:
    """What the text says of a fusion change's attribution to B's release's scheduler rules (the graph's
    ``release``: ``by_release_rules``, or ``by_release_rules_on_b`` for a lock, whose words these are then);
    ``predicted``: B is A's IR replayed with B's rules (``whatif --torch``), only where it appears is said."""
    d = ch.detail
    if "rules_of_b" not in d:
        return []
    torch, lock = rel["torch"], rel.get("replayed") == "B"
    lost = ch.kind == "fusion_lost"
    if predicted:
        kept = "keep A's fusion" if lost else "keep A's nodes apart"
        out = [""]
    elif lock:
        kept = "keep the locked fusion" if lost else "keep the locked kernels apart"
        if not d["rules_of_b"]:
            return [f"not torch {torch}'s scheduler rules (the run's IR replayed with torch {rel['from']}'s makes it too): "
                    "the run's IR differs from the locked run's here (its lowering)"]
        out = [f"torch {torch}'s scheduler rules make it (the run's IR replayed with torch {rel['from']}'s "
               f"keeps {kept[5:]})"]
    else:
        kept = "keep A's fusion" if lost else "keep A's nodes apart"
        if not d["rules_of_b"]:
            return [f"not torch {torch}'s scheduler rules (A's IR replayed with them keeps A's "
                    f"{'fusion' if lost else 'nodes apart'}): B's IR differs here"]
        out = [f"torch {torch}'s scheduler rules make it on A's IR"]
    step = d.get("rules_step")
    if step:
        before, at = step
        change = d.get("rules_change")
        knob = d.get("rules_knob")
        out[0] += ((f"; it appears between {before}'s rules and {at}'s" if out[0] else
                    f"it appears between torch {before}'s rules and {at}'s")       # the knob says it in short
                   + (f" (before {max(step, key=release)}: {change})" if change and not knob else ""))
        if knob:
            name, old = knob["name"], knob["a"]
            lacking = [r for r in step if not has_knob(name, r)]
            line = (f"{name} decides it: {knob['b']!r} on {at}'s rules, {old!r} on {before}'s"
                    + (f" (torch {lacking[0]} has no such knob: the value is how it behaves)" if lacking else ""))
            if knob.get("on_b"):
                line += f"; torch {torch}'s rules with {name}={old!r} {kept}"
            else:
                line += f"; {at}'s rules with {name}={old!r} {kept}" + (
                    f", torch {torch}'s do not" if knob.get("on_b") is False else "")
            out.append(line)
    return [x for x in out if x]


def _config_change(name: str, values: list, torch: list[str] | None) -> str:
    """A knob's two values as the text says them; where one side's torch release has no such knob (its value is
    how that release behaves), it says so."""
    text = f"{name} {values[0]} -> {values[1]}"
    lacking = [t for t in torch or () if not has_knob(name, rules_for(t)[0])]
    if lacking:
        text += f" (torch {' and '.join(lacking)} has no such knob: the value is how it behaves)"
    return text
