"""Which node of one run is which node of another: the scheduler nodes of two post-fusion graphs of the
same model aligned by what they compute and where they come from, never by their ``opN`` / ``bufN``
names (one op added early shifts every later name).

Each leaf scheduler node (a fused node's members, each on its own) gets a signature: its node class and
extern kernel, its outputs' dtypes and sizes, the multiset of ``ops.*`` calls of its loop body, its
iteration space, and the model lines it came from (file name and code, not the line number: an edit
elsewhere in the file moves line numbers). The leaves of each graph are taken in creation order (the
number in their names) and aligned like two texts: runs of equal full signatures first (``difflib``'s
longest matching blocks, after the common head and tail), then, inside each gap, equal signatures without the iteration space and the
source lines (a config knob can change the loop order; a renamed file changes the lines' file), then
equal kinds of work, then the most similar leaves in order (an op inserted before a node and inlined
into it changes the node's loop body and lines: ``similarity``); a leaf left over is an op only one
graph has. Last, a leaf whose full signature is
unique among the leftovers of both sides is matched wherever it is (an op moved).
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


def _outputs(n: Node) -> tuple:
    out = []
    for b in n.outputs:
        lay = b.layout
        out.append((lay.dtype, None if lay.size is None else tuple(str(s) for s in lay.size)) if lay else (None, None))
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
    for top in sec.nodes:
        for n in leaves(top):
            ops = _ops(n)
            o = origins.of(n.name) if origins is not None else None
            srcs = list(o.sources) if o is not None else []
            out.append(Leaf(n.name, top.name, _kind(n), _outputs(n), ops,
                            n.iteration.text if n.iteration is not None else None,
                            tuple(sorted({(Path(s.file).name, s.code.strip()) for s in srcs})),
                            tuple(f"{Path(s.file).name}:{s.line} {s.code.strip()}" for s in srcs),
                            tuple((s.file, s.line) for s in srcs)))
    out.sort(key=lambda x: _order(x.name))
    return out


@record
class Alignment:
    pairs: list[tuple[str, str]] = field(default_factory=list)   # (a leaf, b leaf)
    only_a: list[str] = field(default_factory=list)              # ops removed
    only_b: list[str] = field(default_factory=list)              # ops added

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
    src = len(sa & sb) / len(sa | sb) if sa | sb else 1.0
    return out + 0.4 * ops + 0.2 * src


def _similar(a: list[Leaf], b: list[Leaf], i1: int, i2: int, j1: int, j2: int) -> list[tuple[int, int]]:
    """The pairs of a gap matched by similarity, in order (the monotone alignment of the largest total
    similarity, pairs below SIMILAR not counted)."""
    n, m = i2 - i1, j2 - j1
    if n * m > SIMILAR_CELLS:
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


def align(a: list[Leaf], b: list[Leaf]) -> Alignment:
    """Align two graphs' leaves (see the module docstring)."""
    matched: list[tuple[int, int]] = []
    keys = (lambda x: x.full, lambda x: x.work, lambda x: x.shape)

    def gaps(i1: int, i2: int, j1: int, j2: int, level: int) -> None:
        if i1 >= i2 or j1 >= j2:
            return
        if level >= len(keys):
            matched.extend(_similar(a, b, i1, i2, j1, j2))
            return
        key = keys[level]
        sa, sb = [key(x) for x in a[i1:i2]], [key(x) for x in b[j1:j2]]
        sm = SequenceMatcher(None, sa, sb, autojunk=False)
        for tag, x1, x2, y1, y2 in sm.get_opcodes():
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
    # an op that moved: a full signature unique among both sides' leftovers
    left_a: dict[tuple, list[int]] = {}
    left_b: dict[tuple, list[int]] = {}
    for i, x in enumerate(a):
        if i not in used_a:
            left_a.setdefault(x.full, []).append(i)
    for j, y in enumerate(b):
        if j not in used_b:
            left_b.setdefault(y.full, []).append(j)
    for k, ia in left_a.items():
        jb = left_b.get(k)
        if jb is not None and len(ia) == len(jb) == 1:
            matched.append((ia[0], jb[0]))
            used_a.add(ia[0])
            used_b.add(jb[0])
    matched.sort()
    return Alignment([(a[i].name, b[j].name) for i, j in matched],
                     [x.name for i, x in enumerate(a) if i not in used_a],
                     [y.name for j, y in enumerate(b) if j not in used_b])
