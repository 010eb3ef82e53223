"""Inductor's own fusion log (``TORCH_LOGS=fusion``), the ground truth for "why not fused".

Lines of interest (torch 2.14.1, ``scheduler.py``; any log prefix is accepted)::

    ===== attempting fusion (1/10): 123 nodes =====       fuse_nodes (5362)
    fuse_nodes_once, candidates:                           fuse_nodes_once (6499), one per round
      SchedulerNode(name='op0'), Pointwise([...])          one line per candidate node
    cannot fuse op3 with op4: no shared data               WhyNoFuse (2119-2137)
    fusing op1 with op2                                    fuse_two_nodes (6233)
    found 14 possible fusions                              get_possible_fusions (6974)
    ===== fusion complete (2 iterations) =====             then one more round (loop-ordering round)

A log holds one block per compiled graph; each starts at ``attempting fusion (1/10)``.
"""
from __future__ import annotations

import re
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import read_text
from ..ir.names import leaf_names
from ..ir.subgraph import subgraph_of
from ..records import record

if TYPE_CHECKING:
    from .provenance import SourceLine

CANNOT_RE = re.compile(r"cannot fuse (\S+) with (\S+): (.*?)\s*$")
FUSING_RE = re.compile(r"\bfusing (\S+) with (\S+)\s*$")
ATTEMPT_RE = re.compile(r"===== attempting fusion \((\d+)/(\d+)\): (\d+) nodes =====")
CANDIDATES_RE = re.compile(r"fuse_nodes_once, candidates:")
CANDIDATE_RE = re.compile(r"\[__fusion\]\s{3}(\w+)\((?:name='([^']*)'|nodes=([\w]+))\)")
FOUND_RE = re.compile(r"found (\d+) possible fusions")
COMPLETE_RE = re.compile(r"===== fusion complete \((\d+) iterations\) =====")
#: a template fusion Inductor timed (speedup_by_fusion's log_fusion: max-autotune's MultiTemplateBuffer, or
#: benchmark_fusion): ``can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 14.000x
#: speedup`` (the ratio may be coloured)
BENCH_RE = re.compile(r"(can|cannot) fuse \(benchmark\): fusing OrderedSet\(\[([^\]]*)\]\) with "
                      r"OrderedSet\(\[([^\]]*)\]\) cause (?:\x1b\[[0-9;]*m)?([0-9]+(?:\.[0-9]+)?)(?:\x1b\[[0-9;]*m)?x "
                      r"(speedup|slowdown)")

#: a pair benchmark_fusion timed and refused because a kernel spilled (speedup_by_fusion's ``WhyNoFuse``: "register
#: spilling of the first kernel" / "... second kernel" / "... fused kernel")
SPILL_PREFIX = "register spilling of the "


@record(slots=True)
class Event:
    kind: str            # 'refuse' | 'fuse'
    node1: str
    node2: str
    reason: str | None   # Inductor's text after "cannot fuse A with B: "
    round: int           # 1.. for the normal rounds; the loop-ordering round after "fusion complete" is last+1
    final_round: bool    # True for the extra round after "fusion complete"
    line: int            # 1-based line in the log


@record(slots=True)
class Benchmark:
    """A fusion Inductor timed: the buffers of each side, whether the fused kernel was faster, by how much; or
    (``spill``) one it refused because a kernel spilled registers (``benchmark_fusion``: its ``cannot fuse A with
    B: register spilling of the fused kernel``, which names the nodes, ``nodes``, not their buffers)."""

    fused: bool
    buffers1: list[str]
    buffers2: list[str]
    ratio: float         # speedup (fused) or slowdown (not fused), as printed; 0.0 for a spill
    line: int
    spill: str | None = None                 # Inductor's words: "register spilling of the first kernel"
    nodes: tuple[str, str] | None = None     # a spill's node names, as printed


@record
class RoundLog:
    index: int
    final: bool
    candidates: list[str] = field(default_factory=list)
    found: int | None = None
    events: list[Event] = field(default_factory=list)
    #: the candidates printed as ForeachKernelSchedulerNode (a foreach op's nodes, grouped by Inductor)
    foreach: list[str] = field(default_factory=list)
    #: the fusions timed in the round (``can fuse (benchmark)`` / ``cannot fuse (benchmark)``)
    benchmarks: list[Benchmark] = field(default_factory=list)


@record
class GraphLog:
    rounds: list[RoundLog] = field(default_factory=list)
    #: the log has Inductor's round headers and candidate lists; False for a log cut down to its
    #: ``cannot fuse`` / ``fusing`` lines (as users paste it into bug reports)
    headers: bool = False
    #: the first round's candidate lines as printed (by node name): Inductor prints each node's origins
    #: and stack traces there, the model lines it came from when no provenance file was written
    candidate_lines: dict[str, str] = field(default_factory=dict)

    def mentioned(self) -> set[str]:
        """The scheduler nodes the log's verdicts name (members of fused names included)."""
        return {leaf for e in self.events for name in (e.node1, e.node2) for leaf in leaf_names(name)}

    @property
    def events(self) -> list[Event]:
        return [e for r in self.rounds for e in r.events]

    def last_verdicts(self) -> dict[tuple[str, str], Event]:
        """The last event per (node1, node2) pair, as printed."""
        out: dict[tuple[str, str], Event] = {}
        for e in self.events:
            out[(e.node1, e.node2)] = e
        return out

    @property
    def benchmarks(self) -> list[Benchmark]:
        return [b for r in self.rounds for b in r.benchmarks]

    @property
    def foreach_lists(self) -> list[list[str]]:
        """The foreach ops' nodes as Inductor grouped them before its first round (the first candidate list's
        ``ForeachKernelSchedulerNode(nodes=op4_op5_op6_op7)``): what ``ir_pre_fusion.txt``, written before the
        grouping, does not show."""
        return [leaf_names(n) for n in self.rounds[0].foreach] if self.rounds else []

    @property
    def initial_candidates(self) -> list[str]:
        return self.rounds[0].candidates if self.rounds else []


def parse_fusion_log(text: str) -> list[GraphLog]:
    graphs: list[GraphLog] = []
    graph: GraphLog | None = None
    rnd: RoundLog | None = None
    pending_attempt: int | None = None
    complete = False
    in_candidates = False
    for lineno, line in enumerate(text.splitlines(), 1):
        if "[__fusion]" not in line and "fuse" not in line and "=====" not in line:
            continue
        m = ATTEMPT_RE.search(line)
        if m:
            in_candidates = False
            if int(m.group(1)) == 1 or graph is None:
                graph = GraphLog(headers=True)
                graphs.append(graph)
                complete = False
            pending_attempt = int(m.group(1))
            continue
        if graph is None:
            graph = GraphLog()
            graphs.append(graph)
        if CANDIDATES_RE.search(line):
            graph.headers = True
            in_candidates = True
            idx = pending_attempt if pending_attempt is not None else (len(graph.rounds) + 1)
            rnd = RoundLog(index=idx, final=complete and pending_attempt is None)
            graph.rounds.append(rnd)
            pending_attempt = None
            continue
        if in_candidates:
            m = CANDIDATE_RE.search(line)
            if m:
                rnd.candidates.append(m.group(2) or m.group(3))
                if m.group(1) == "ForeachKernelSchedulerNode":
                    rnd.foreach.append(m.group(2) or m.group(3))
                if len(graph.rounds) == 1:
                    graph.candidate_lines[m.group(2) or m.group(3)] = line
                continue
            in_candidates = False
        if COMPLETE_RE.search(line):
            complete = True
            continue
        m = FOUND_RE.search(line)
        if m and rnd is not None:
            rnd.found = int(m.group(1))
            continue
        m = BENCH_RE.search(line)
        if m:
            if rnd is None:
                rnd = RoundLog(index=1, final=False)
                graph.rounds.append(rnd)
            rnd.benchmarks.append(Benchmark(m.group(1) == "can", _quoted(m.group(2)), _quoted(m.group(3)),
                                            float(m.group(4)), lineno))
            continue
        m = CANNOT_RE.search(line)
        kind = "refuse"
        if m is None:
            m = FUSING_RE.search(line)
            kind = "fuse"
        if m:
            if rnd is None:  # a log cut before its first round header
                rnd = RoundLog(index=1, final=False)
                graph.rounds.append(rnd)
            reason = m.group(3) if kind == "refuse" else None
            rnd.events.append(Event(kind, m.group(1), m.group(2), reason, rnd.index, rnd.final, lineno))
            if reason is not None and reason.startswith(SPILL_PREFIX):
                rnd.benchmarks.append(Benchmark(False, [], [], 0.0, lineno, reason, (m.group(1), m.group(2))))
    return graphs


def _quoted(text: str) -> list[str]:
    return [x.strip().strip("'\"") for x in text.split(",") if x.strip()]


def schedulers(graphs: list[GraphLog]) -> list[tuple[str | None, int]]:
    """Each Scheduler's block of a fusion log that prints its candidates: the subgraph it fused (None for a
    compiled graph's own: ``ir.subgraph``) and its first round's node count, in the order they ran."""
    out = []
    for g in graphs:
        if g.headers and g.initial_candidates:
            out.append((subgraph_of(leaf for c in g.initial_candidates for leaf in leaf_names(c)),
                        len(g.initial_candidates)))
    return out


def read_fusion_log(path: str | Path) -> list[GraphLog]:
    return parse_fusion_log(read_text(path))


def match_graph(graphs: list[GraphLog], node_names: list[str]) -> GraphLog | None:
    """The graph block whose first round's candidates are exactly these (pre-fusion) nodes; for a log
    cut down to its verdict lines, the one whose verdicts name only these nodes."""
    want = list(node_names)
    for g in graphs:
        if g.initial_candidates == want:
            return g
    wanted = set(want)
    for g in graphs:
        # foreach ops' nodes are listed as one ForeachKernelSchedulerNode each, after the others and sorted
        if g.rounds and g.rounds[0].foreach and \
                {leaf for c in g.initial_candidates for leaf in leaf_names(c)} == wanted:
            return g
    for g in graphs:
        if not g.headers and g.events and g.mentioned() <= wanted:
            return g
    best, score = None, 0.0
    for g in graphs:
        got = set(g.initial_candidates)
        if not got:
            continue
        s = len(got & wanted) / len(got | wanted)
        if s > score:
            best, score = g, s
    return best if score >= 0.9 else None


#: a string that opens at the position it is matched at: its body up to the closing quote, a backslash
#: taking the next character with it; possessive (``*+``): no backtracking, linear from where it is tried
_PY_STRING_SQ_RE = re.compile(r"'((?:[^'\\]|\\.)*+)'", re.S)
_PY_STRING_DQ_RE = re.compile(r'"((?:[^"\\]|\\.)*+)"', re.S)


def py_strings(line: str, start: int = 0) -> list[str]:
    """The bodies of the quoted strings of a line from ``start`` (``'…'`` or ``"…"``, a backslash escaping
    the next character; escapes kept as written), left to right, as the regex
    ``'((?:[^'\\\\]|\\\\.)*)'|"…"`` finds them, in one pass: that regex, tried again from every quote of
    an unclosed string (a line ending in many ``\\'``), was quadratic. A quote that opens no closed
    string means no later quote of its kind can (the escapes pair up the same way after it). The quotes
    are found with ``str.find`` and each string matched where it opens (a character loop in Python cost
    12 ms on the fusion log of ResNet50's explanation)."""
    out: list[str] = []
    find = line.find
    at = {"'": _PY_STRING_SQ_RE.match, '"': _PY_STRING_DQ_RE.match}
    i, n = start, len(line)
    nxt = {"'": find("'", i), '"': find('"', i)}
    while i < n:
        live = [(p, q) for q, p in nxt.items() if p >= 0]
        if not live:
            break
        p, q = min(live)
        m = at[q](line, p)
        if m is None:
            nxt[q] = -1           # dead: no later quote of its kind opens a closed string
            i = p + 1
        else:
            out.append(m.group(1))
            i = m.end()
        for k in nxt:
            if 0 <= nxt[k] < i:
                nxt[k] = find(k, i)
    return out


_FILE_RE = re.compile(r'^\s*File "(.+)", line (\d+), in (.+?)\s*$')


_ORIGINS = "origins=OrderedSet(["


def candidate_origins(line: str) -> list[str]:
    """The FX nodes (post-grad graph names) a candidate node computes, as its candidate line prints them
    (``origins=OrderedSet([relu, add_4])``, read as text, the first such set of the line; found with
    ``str.find``: a line of such prefixes never closed is read once): the op's own, where the provenance
    handle of the C++ kernel that runs it names every op of the kernel."""
    i = line.find(_ORIGINS)
    if i < 0:
        return []
    i += len(_ORIGINS)
    j = line.find("]", i)
    if j < 0 or not line.startswith("])", j):
        return []
    return [x.strip() for x in line[i:j].split(",") if x.strip()]


def candidate_traces(line: str) -> list[list[SourceLine]]:
    """The ``stack_traces`` of a candidate line, each as its frames, outermost first (read as text, never
    evaluated): a frame is a ``File "…", line N, in fn`` string and the code string after it."""
    from .provenance import SourceLine
    if "stack_traces" not in line:
        return []
    start = line.index("stack_traces")
    start = max(line.rfind("'", 0, start), line.rfind('"', 0, start), 0)     # the string it opens
    tokens = py_strings(line, start)
    out: list[list[SourceLine]] = []
    cur: list[SourceLine] = []
    for i, t in enumerate(tokens):
        m = _FILE_RE.match(t)
        if m:
            code = tokens[i + 1].strip() if i + 1 < len(tokens) and not _FILE_RE.match(tokens[i + 1]) else ""
            cur.append(SourceLine(m.group(1), int(m.group(2)), m.group(3), code))
        elif t == "}" or t.startswith("stack_traces"):
            if cur:
                out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def foreach_lists_beside(ir_path: Path, leaves: list[str]) -> list[list[str]] | None:
    """The foreach ops' nodes of the graph whose leaves are ``leaves``, from the ``fusion.log`` beside its IR
    file (``GraphLog.foreach_lists``); None without one (or without its candidate lists)."""
    log = Path(ir_path).with_name("fusion.log")
    if not log.is_file():
        return None
    try:
        g = match_graph(read_fusion_log(log), leaves)
    except (OSError, ValueError):
        return None
    return g.foreach_lists if g is not None and g.headers else None
