"""Which node of one run is which node of another: the scheduler nodes of two post-fusion graphs of the
same model aligned by what they compute and where they come from, never by their ``opN`` / ``bufN``
names (one op added early shifts every later name).

Each leaf scheduler node (a fused node's members, each on its own) gets a signature: its node class and
extern kernel, its outputs' dtypes and sizes, the multiset of ``ops.*`` calls of its loop body, its
iteration space, and the model lines it came from (file name and code, not the line number: an edit
elsewhere in the file moves line numbers). The leaves of each graph are taken in creation order (the
number in their names) and aligned like two texts: runs of equal full signatures first (``opcodes``:
difflib's longest matching blocks on short stretches; on long ones, anchors on the signatures each side
has once and a local resynchronisation between them, near-linear where difflib was quadratic on a
model's repeated blocks), then, inside each gap, equal signatures without the iteration space and the
source lines (a config knob can change the loop order; a renamed file changes the lines' file), then
equal kinds of work, then the most similar leaves in order (an op inserted before a node and inlined
into it changes the node's loop body and lines: ``similarity``); a leaf left over is an op only one
graph has. Last, a leaf whose full signature is unique among the leftovers of both sides is matched
wherever it is (an op moved), then one whose kind and outputs are (the same value computed otherwise:
another torch inlines another producer into it). Dynamic sizes are compared by their order of first
appearance in the graph (``s0`` in one run and ``s77`` in the other are both ``S0``), and a graph without
provenance (a bare IR file) is compared by outputs and ops alone.
"""
from __future__ import annotations

import re
from dataclasses import field
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from ..ir.groups import leaves
from ..ir.model import Node, Section
from ..records import record

_NUM_RE = re.compile(r"(\d+)$")
#: loop-body calls that say where data moves, not what is computed (their count follows the fusion)
_MOVES = {"load", "store", "store_reduction", "index_expr", "load_seed", "indirect_indexing", "check_bounds"}


@record(slots=True)
class Leaf:
    name: str                  # its name in its graph (opN)
    group: str                 # the final (post-fusion) node it belongs to
    kind: str                  # node class, and the extern kernel it calls
    outputs: tuple             # (dtype, size) of each output buffer
    ops: tuple                 # (op, count) of the loop body's computing calls, sorted
    iteration: str | None
    sources: tuple             # (file name, code) of the model lines it came from, sorted
    lines: tuple = ()          # "file:line code" as recorded (for reports)
    places: tuple = ()         # (full file path, line) of the same model lines (annotations at them)
    inputs: tuple = ()         # the leaves of its graph whose buffers it reads (its producers)

    @property
    def full(self) -> tuple:
        return (self.kind, self.outputs, self.ops, self.iteration, self.sources)

    @property
    def work(self) -> tuple:
        return (self.kind, self.outputs, self.ops)

    @property
    def shape(self) -> tuple:
        return (self.kind, tuple(op for op, _n in self.ops))


def _order(name: str) -> tuple[int, str]:
    m = _NUM_RE.search(name)
    return (int(m.group(1)) if m else 1 << 30, name)


def _kind(n: Node) -> str:
    k = n.kind if not n.kind.startswith("SchedulerNode") else "SchedulerNode"
    return f"{k}:{n.kernel}" if n.kernel else f"{k}({n.ir_class})" if n.is_extern or n.is_nop else k


_SYM_RE = re.compile(r"\b([su])(\d+)\b")


class _Symbols:
    """A graph's size symbols renamed by their first appearance (``s0``/``s77`` -> ``S0``, ``u3`` -> ``U0``):
    torch names a dynamic size by a counter, later by a hash of where it came from (``s77``), so two runs
    of one model name the same batch size differently."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def _one(self, m: re.Match) -> str:
        k = m.group(0)
        got = self.names.get(k)
        if got is None:
            kind = m.group(1).upper()
            got = self.names[k] = f"{kind}{sum(1 for v in self.names.values() if v[0] == kind)}"
        return got

    def __call__(self, text: str) -> str:
        return _SYM_RE.sub(self._one, text) if ("s" in text or "u" in text) else text


def _outputs(n: Node, sym: _Symbols) -> tuple:
    out = []
    for b in n.outputs:
        lay = b.layout
        out.append((lay.dtype, None if lay.size is None else tuple(sym(str(s)) for s in lay.size)) if lay else (None, None))
    return tuple(out)


_OPS_RE = re.compile(r"\bops\.(\w+)\(")


def _ops(n: Node) -> tuple:
    """(op, count) of a node's loop-body calls that compute, sorted: read from the statement lines as
    printed (one ``ops.<op>(`` each; decoding every statement of a large graph costs more than the rest
    of the alignment)."""
    body = n.loop_body
    if body is None:
        return ()
    counts: dict[str, int] = {}
    for fn in body.functions:
        for op in _OPS_RE.findall(fn.stmts_text):
            if op not in _MOVES:
                counts[op] = counts.get(op, 0) + 1
    return tuple(sorted(counts.items()))


def leaf_table(sec: Section, origins: Any = None) -> list[Leaf]:
    """The leaves of a post-fusion section in creation order, each with its signature; ``origins``: an
    ``OriginIndex`` (the explanation's) for the model lines."""
    out = []
    sym = _Symbols()          # size symbols renamed in creation order
    nodes = sorted(((top, n) for top in sec.nodes for n in leaves(top)), key=lambda tn: _order(tn[1].name))
    writer = {d.name: n.name for _top, n in nodes for d in n.writes}
    writer.update((b.name, n.name) for _top, n in nodes for b in n.outputs)
    for top, n in nodes:
        o = origins.of(n.name) if origins is not None else None
        srcs = list(o.sources) if o is not None else []
        ins = sorted({w for d in n.reads if (w := writer.get(d.name)) is not None and w != n.name}, key=_order)
        out.append(Leaf(n.name, top.name, _kind(n), _outputs(n, sym), _ops(n),
                        sym(n.iteration.text) if n.iteration is not None else None,
                        tuple(sorted({(Path(s.file).name, s.code.strip()) for s in srcs})),
                        tuple(f"{Path(s.file).name}:{s.line} {s.code.strip()}" for s in srcs),
                        tuple((s.file, s.line) for s in srcs), tuple(ins)))
    return out


@record
class Alignment:
    pairs: list[tuple[str, str]] = field(default_factory=list)   # (a leaf, b leaf)
    only_a: list[str] = field(default_factory=list)              # ops removed
    only_b: list[str] = field(default_factory=list)              # ops added
    #: stretches past SIMILAR_CELLS, matched in order rather than by similarity: (leaves of A, of B)
    in_order: list[tuple[int, int]] = field(default_factory=list)

    def note(self) -> str | None:
        """What the bound on the work changed, in a sentence (None: nothing)."""
        if not self.in_order:
            return None
        na, nb = sum(x for x, _ in self.in_order), sum(y for _, y in self.in_order)
        return (f"{len(self.in_order)} stretch{'es' if len(self.in_order) != 1 else ''} of unlike nodes "
                f"({na:,} in A, {nb:,} in B) too long to match by similarity (over {SIMILAR_CELLS:,} pairs): "
                "matched in order")

    def maps(self) -> tuple[dict[str, str], dict[str, str]]:
        """(a -> b, b -> a)."""
        return dict(self.pairs), {b: a for a, b in self.pairs}


#: the least similarity (0..1) at which two leaves of a gap are the same op changed (an op inserted before
#: it and inlined into it adds a call to its loop body and a line to its sources)
SIMILAR = 0.6
#: the largest gap (pairs of leaves) aligned by similarity; a larger one is matched in order
SIMILAR_CELLS = 250_000


def similarity(x: Leaf, y: Leaf) -> float:
    """How alike two leaves are: the same kind of node (else 0), then their outputs (0.4), the ops of
    their loop bodies (0.4, the multisets' overlap) and their model lines (0.2)."""
    if x.kind != y.kind:
        return 0.0
    out = 0.4 if x.outputs == y.outputs else 0.1 if [d for d, _ in x.outputs] == [d for d, _ in y.outputs] else 0.0
    ca, cb = dict(x.ops), dict(y.ops)
    union = sum(max(ca.get(k, 0), cb.get(k, 0)) for k in ca.keys() | cb.keys())
    ops = sum(min(ca.get(k, 0), cb.get(k, 0)) for k in ca.keys() & cb.keys()) / union if union else 1.0
    sa, sb = set(x.sources), set(y.sources)
    if not sa or not sb:          # a file without provenance (a bare IR file): outputs and ops only
        return (out + 0.4 * ops) / 0.8 if sa or sb else out + 0.4 * ops + 0.2
    return out + 0.4 * ops + 0.2 * len(sa & sb) / len(sa | sb)


def _similar(a: list[Leaf], b: list[Leaf], i1: int, i2: int, j1: int, j2: int,
             in_order: list | None = None) -> list[tuple[int, int]]:
    """The pairs of a gap matched by similarity, in order (the monotone alignment of the largest total
    similarity, pairs below SIMILAR not counted); past SIMILAR_CELLS, in order (said in ``in_order``)."""
    n, m = i2 - i1, j2 - j1
    if n * m > SIMILAR_CELLS:
        if in_order is not None:
            in_order.append((n, m))
        return [(i1 + k, j1 + k) for k in range(min(n, m)) if similarity(a[i1 + k], b[j1 + k]) >= SIMILAR]
    sim = [[similarity(a[i1 + i], b[j1 + j]) for j in range(m)] for i in range(n)]
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, nxt = best[i], best[i + 1]
        for j in range(m - 1, -1, -1):
            s = sim[i][j]
            row[j] = max(nxt[j], row[j + 1], nxt[j + 1] + s if s >= SIMILAR else 0.0)
    out, i, j = [], 0, 0
    while i < n and j < m:
        s = sim[i][j]
        if s >= SIMILAR and best[i][j] == best[i + 1][j + 1] + s:
            out.append((i1 + i, j1 + j))
            i, j = i + 1, j + 1
        elif best[i][j] == best[i + 1][j]:
            i += 1
        else:
            j += 1
    return out


#: a stretch of at most this many cells (pairs of keys) is diffed exactly (difflib: its longest matching
#: blocks); a larger one is anchored on the keys found once on each side and resynchronised locally
EXACT_CELLS = 40_000
#: how far apart (keys, both sides together) a resynchronisation looks for RESYNC_RUN equal keys in a row
RESYNC_WINDOW = 48
RESYNC_RUN = 3
_MAX_ANCHOR_DEPTH = 24
#: for each distance d, the keys skipped on A's side in the order tried: as many on each side as can be
_SPLITS = [sorted(range(d + 1), key=lambda k, d=d: abs(2 * k - d)) for d in range(RESYNC_WINDOW + 1)]


def opcodes(sa: list, sb: list) -> list[tuple[str, int, int, int, int]]:
    """``SequenceMatcher(None, sa, sb).get_opcodes()``, near-linear on long sequences: ``equal`` runs and
    the ``replace`` stretches between them (one side may be empty). A small pair is diffed exactly by
    difflib. A long one is cut at its common head and tail, then at the keys each side has exactly once
    (patience diff: the longest run of them in the same order on both sides), and what is between those
    anchors is diffed again; a stretch with no such key (a model's repeated blocks: the same few
    signatures over and over) is walked once, both sides together, re-synchronised after each
    difference at the nearest place where RESYNC_RUN keys agree (within RESYNC_WINDOW; past it, the
    window is paired as changed). difflib's longest-match search is quadratic in such stretches: 4,000
    repetitive nodes took 27 s to align, and 8,000 165 s."""
    out: list[tuple[str, int, int, int, int]] = []
    _diff(sa, sb, 0, len(sa), 0, len(sb), out, 0)
    merged: list[tuple[str, int, int, int, int]] = []
    for op in out:
        if op[1] == op[2] and op[3] == op[4]:
            continue
        if merged and merged[-1][0] == op[0] and merged[-1][2] == op[1] and merged[-1][4] == op[3]:
            merged[-1] = (op[0], merged[-1][1], op[2], merged[-1][3], op[4])
        else:
            merged.append(op)
    return merged


def _diff(sa: list, sb: list, i1: int, i2: int, j1: int, j2: int, out: list, depth: int) -> None:
    if (i2 - i1) * (j2 - j1) <= EXACT_CELLS:
        if i1 == i2 or j1 == j2:
            out.append(("replace", i1, i2, j1, j2))
            return
        for tag, x1, x2, y1, y2 in SequenceMatcher(None, sa[i1:i2], sb[j1:j2], autojunk=False).get_opcodes():
            out.append((tag if tag == "equal" else "replace", i1 + x1, i1 + x2, j1 + y1, j1 + y2))
        return
    h = 0
    while i1 + h < i2 and j1 + h < j2 and sa[i1 + h] == sb[j1 + h]:
        h += 1
    t = 0
    while i2 - t > i1 + h and j2 - t > j1 + h and sa[i2 - 1 - t] == sb[j2 - 1 - t]:
        t += 1
    out.append(("equal", i1, i1 + h, j1, j1 + h))
    a1, a2, b1, b2 = i1 + h, i2 - t, j1 + h, j2 - t
    anchors = _anchors(sa, sb, a1, a2, b1, b2) if a1 < a2 and b1 < b2 and depth < _MAX_ANCHOR_DEPTH else []
    if anchors:
        pi, pj = a1, b1
        for ai, bj in anchors:
            _diff(sa, sb, pi, ai, pj, bj, out, depth + 1)
            out.append(("equal", ai, ai + 1, bj, bj + 1))
            pi, pj = ai + 1, bj + 1
        _diff(sa, sb, pi, a2, pj, b2, out, depth + 1)
    elif a1 < a2 and b1 < b2:
        _resync(sa, sb, a1, a2, b1, b2, out)
    else:
        out.append(("replace", a1, a2, b1, b2))
    out.append(("equal", i2 - t, i2, j2 - t, j2))


def _anchors(sa: list, sb: list, a1: int, a2: int, b1: int, b2: int) -> list[tuple[int, int]]:
    """The keys found exactly once on each side of the stretch, as (i, j), the longest run of them in the
    same order on both sides (patience sorting: O(k log k))."""
    from bisect import bisect_left
    count_a: dict = {}
    for i in range(a1, a2):
        count_a[sa[i]] = count_a.get(sa[i], 0) + 1
    count_b: dict = {}
    at_b: dict = {}
    for j in range(b1, b2):
        count_b[sb[j]] = count_b.get(sb[j], 0) + 1
        at_b[sb[j]] = j
    cand = [(i, at_b[sa[i]]) for i in range(a1, a2) if count_a[sa[i]] == 1 and count_b.get(sa[i]) == 1]
    if not cand:
        return []
    tails: list[int] = []          # the smallest j ending an increasing run of each length
    tail_at: list[int] = []        # which candidate that is
    prev = [-1] * len(cand)
    for k, (_i, j) in enumerate(cand):
        x = bisect_left(tails, j)
        if x == len(tails):
            tails.append(j)
            tail_at.append(k)
        else:
            tails[x] = j
            tail_at[x] = k
        prev[k] = tail_at[x - 1] if x else -1
    run, k = [], tail_at[-1]
    while k >= 0:
        run.append(cand[k])
        k = prev[k]
    return run[::-1]


def _resync(sa: list, sb: list, i: int, a2: int, j: int, b2: int, out: list) -> None:
    """Walk a stretch without anchors: equal keys pair up; after a difference, the nearest pair of
    places (fewest keys skipped on both sides together, as many on each side as can be: a key changed in
    place before one inserted) where RESYNC_RUN keys agree, or the stretch's end."""
    w = RESYNC_WINDOW
    while i < a2 and j < b2:
        if sa[i] == sb[j]:
            x, y = i, j
            while i < a2 and j < b2 and sa[i] == sb[j]:
                i += 1
                j += 1
            out.append(("equal", x, i, y, j))
            continue
        found = None
        for d in range(1, w + 1):
            for di in _SPLITS[d]:               # a change in place first
                x, y = i + di, j + d - di
                if x >= a2 or y >= b2:
                    continue
                run = 0
                while run < RESYNC_RUN and x + run < a2 and y + run < b2 and sa[x + run] == sb[y + run]:
                    run += 1
                if run == RESYNC_RUN or (run and (x + run == a2 or y + run == b2)):
                    found = (x, y)
                    break
            if found:
                break
        if found is None:            # nothing agrees nearby: this window changed, then look again
            x, y = min(i + w, a2), min(j + w, b2)
        else:
            x, y = found
        out.append(("replace", i, x, j, y))
        i, j = x, y
    out.append(("replace", i, a2, j, b2))


def _aligned_ancestors(side: list[Leaf], i: int, aligned: set[str], by: dict[str, Leaf] | None = None) -> set[str]:
    """The nearest aligned leaves a leaf is made from (through unaligned producers)."""
    by = by if by is not None else {x.name: x for x in side}
    out: set[str] = set()
    todo, seen = list(side[i].inputs), set()
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if n in aligned:
            out.add(n)
        elif n in by:
            todo.extend(by[n].inputs)
    return out


def _same_ancestry(a: list[Leaf], b: list[Leaf], i: int, j: int, matched: list[tuple[int, int]],
                   ctx: dict | None = None) -> bool:
    """Whether leaf ``i`` of ``a`` and leaf ``j`` of ``b`` are made from the same aligned nodes (``ctx``:
    the tables of ``matched`` and both sides by name, built once for many questions)."""
    if ctx is None:
        ctx = _ancestry_tables(a, b, matched)
    to_b = ctx["to_b"]
    anc_a = _aligned_ancestors(a, i, ctx["a_aligned"], ctx["by_a"])
    anc_b = _aligned_ancestors(b, j, ctx["b_aligned"], ctx["by_b"])
    return {to_b[n] for n in anc_a} == anc_b


def _ancestry_tables(a: list[Leaf], b: list[Leaf], matched: list[tuple[int, int]]) -> dict:
    to_b = {a[x].name: b[y].name for x, y in matched}
    return {"to_b": to_b, "a_aligned": set(to_b), "b_aligned": set(to_b.values()),
            "by_a": {x.name: x for x in a}, "by_b": {y.name: y for y in b}}


def align(a: list[Leaf], b: list[Leaf]) -> Alignment:
    """Align two graphs' leaves (see the module docstring)."""
    matched: list[tuple[int, int]] = []
    in_order: list[tuple[int, int]] = []
    keys = (lambda x: x.full, lambda x: x.work, lambda x: x.shape)

    def gaps(i1: int, i2: int, j1: int, j2: int, level: int) -> None:
        if i1 >= i2 or j1 >= j2:
            return
        if level >= len(keys):
            matched.extend(_similar(a, b, i1, i2, j1, j2, in_order))
            return
        key = keys[level]
        sa, sb = [key(x) for x in a[i1:i2]], [key(x) for x in b[j1:j2]]
        for tag, x1, x2, y1, y2 in opcodes(sa, sb):
            if tag == "equal":
                matched.extend((i1 + k, j1 + y1 + (k - x1)) for k in range(x1, x2))
            else:
                gaps(i1 + x1, i1 + x2, j1 + y1, j1 + y2, level + 1)

    # the common head and tail first (a long graph compared with a small edit of itself is mostly those:
    # difflib's matching is quadratic in the worst case on repetitive sequences, a model's blocks)
    head = 0
    while head < min(len(a), len(b)) and a[head].full == b[head].full:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[len(a) - 1 - tail].full == b[len(b) - 1 - tail].full:
        tail += 1
    matched.extend((k, k) for k in range(head))
    matched.extend((len(a) - 1 - k, len(b) - 1 - k) for k in range(tail))
    gaps(head, len(a) - tail, head, len(b) - tail, 0)
    used_a, used_b = {i for i, _ in matched}, {j for _, j in matched}
    # an op that moved: a full signature unique among both sides' leftovers; then the same value computed
    # otherwise (another torch inlines another producer into it): its kind and outputs unique there, and
    # made from the same aligned nodes (its nearest aligned ancestors correspond)
    for rule in ("moved", "recomputed"):
        key = (lambda x: x.full) if rule == "moved" else (lambda x: (x.kind, x.outputs) if x.outputs else None)
        left_a: dict[tuple, list[int]] = {}
        left_b: dict[tuple, list[int]] = {}
        for i, x in enumerate(a):
            if i not in used_a and key(x) is not None:
                left_a.setdefault(key(x), []).append(i)
        for j, y in enumerate(b):
            if j not in used_b and key(y) is not None:
                left_b.setdefault(key(y), []).append(j)
        ctx = None
        for k, ia in left_a.items():
            jb = left_b.get(k)
            if jb is None or not len(ia) == len(jb) == 1:
                continue
            if rule == "recomputed":
                if ctx is None:      # the matches so far, kept up to date below
                    ctx = _ancestry_tables(a, b, matched)
                if not _same_ancestry(a, b, ia[0], jb[0], matched, ctx):
                    continue
                ctx["to_b"][a[ia[0]].name] = b[jb[0]].name
                ctx["a_aligned"].add(a[ia[0]].name)
                ctx["b_aligned"].add(b[jb[0]].name)
            matched.append((ia[0], jb[0]))
            used_a.add(ia[0])
            used_b.add(jb[0])
    matched.sort()
    return Alignment([(a[i].name, b[j].name) for i, j in matched],
                     [x.name for i, x in enumerate(a) if i not in used_a],
                     [y.name for j, y in enumerate(b) if j not in used_b], in_order)
