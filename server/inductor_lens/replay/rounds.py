"""Inductor's greedy fusion, replayed on the IR text (torch 2.14.1 ``Scheduler.fuse_nodes``).

``fuse_nodes`` (5353-5387): up to 10 rounds of ``fuse_nodes_once`` until nothing changes, then one
more "reorder" round (loop ordering after fusion is on by default). Each round:

1. ``prune_redundant_deps`` (6917): drop WeakDeps made redundant by earlier fusions;
2. ``get_possible_fusions`` (6921-6975): group the nodes by every buffer they use (extern and nop
   nodes excluded), try each node with the next 64 of its group, keep the legal pairs, keep only the
   backend's highest-priority ones (CPU: outer-loop fusions wait), sort by ``score_fusion``;
3. ``_try_fusion_pairs`` (6351-6436): walk the sorted pairs, map them to their current fused nodes,
   check again, check for cycles, fuse;
4. sort by ``min_order`` and topologically.

Every check that Inductor would log is recorded as an event, with the names Inductor would print
(``op0_op1`` for a fused node), so the last event per pair can be compared with the real log.
"""
from __future__ import annotations

from dataclasses import field, replace
from itertools import chain
from operator import itemgetter
from time import monotonic
from typing import Callable, Iterator, NamedTuple

from ..expr.symbolic import product
from ..records import record
from . import foreach, mixorder, nested
from .config import DEFAULT, FusionConfig
from .graph import Graph, SimNode, make_group
from .reasons import CycleFacts, FusedFacts, UndecidableFacts
from .rules import Decision, Rules, Undecidable

MAX_ROUNDS = 10
_DEP_NAME = itemgetter(1)   # DepKey.name, as a sort key
POLL_PAIRS = 256            # pairs checked between two looks at cancellation (and progress)
PROGRESS_INTERVAL_S = 0.2   # the shortest time between two progress reports within a round

#: progress(message, fraction of the round done); cancelled() -> True once the caller gave up
Progress = Callable[[str, float], None]
CancelCheck = Callable[[], bool]


class Cancelled(Exception):
    """The caller's ``cancelled`` answered True: the analysis stopped where it was."""


class SimEvent(NamedTuple):
    """One check of a pair (a large graph has a million: a tuple is the cheapest record to make)."""

    node1: str
    node2: str
    decision: Decision
    round: int
    final_round: bool
    stage: str                  # 'listing' (get_possible_fusions) | 'try' (_try_fusion_pairs) | 'cycle' | 'fuse'
    #                             | 'side' (a mix-order kernel's side refused the node: Inductor logs it)
    n1: SimNode
    n2: SimNode

    @property
    def fused(self) -> bool:
        return self.stage == "fuse"


_tuple_new = tuple.__new__


class PairTable:
    """(name, name) pairs -> a value, in the order the pairs were first set. A large graph has a
    million pairs, and one dict of that size rehashes every entry in one C call each time it grows
    (0.1-0.2 s with the interpreter lock held, while an editor's hover waits): the pairs are spread over
    256 dicts, which grow in small steps."""

    __slots__ = ("_parts", "_order")

    def __init__(self) -> None:
        self._parts: list[dict] = [{} for _ in range(256)]
        self._order: list[tuple[str, str]] = []

    def set(self, key: tuple[str, str], value) -> None:
        part = self._parts[hash(key) & 255]
        if key not in part:
            self._order.append(key)
        part[key] = value

    def clear(self) -> None:
        """Empty the table a piece at a time: dropping a million entries in one go (as a table that goes
        out of scope does) holds the interpreter lock for a quarter of a second."""
        for part in self._parts:
            part.clear()
        order = self._order
        while order:
            del order[-16384:]

    def get(self, key: tuple[str, str], default=None):
        return self._parts[hash(key) & 255].get(key, default)

    def __contains__(self, key: tuple[str, str]) -> bool:
        return key in self._parts[hash(key) & 255]

    def __len__(self) -> int:
        return len(self._order)

    def keys(self) -> Iterator[tuple[str, str]]:
        return iter(self._order)

    def values(self) -> Iterator:
        parts = self._parts
        return (parts[hash(k) & 255][k] for k in self._order)

    def items(self) -> Iterator[tuple[tuple[str, str], object]]:
        parts = self._parts
        return ((k, parts[hash(k) & 255][k]) for k in self._order)


class LastEvents:
    """Each pair's last event of a replay (``values()``: pairs in the order of their first event) and
    the last event of chosen pairs (``lookup``).

    A large graph has a million events, nearly all of them refusals listed by get_possible_fusions. In a
    replay of one round whose listing named every pair (earlier node, later node), as its loops do, each
    listed refusal is its pair's only event: nothing after the listing names a node of the round's start
    with a refused partner (the tries name pairs that were listed as possible, or fused nodes made
    since). Those events are taken as they are, and only the others are keyed; any other replay keys
    every event (``PairTable``)."""

    __slots__ = ("_table", "_listing", "_later")

    def __init__(self, sim: "Simulation"):
        self._table: PairTable | None = None        # every event keyed (any other replay)
        self._listing: list[SimEvent] = []          # the listed refusals, each its pair's only event
        self._later: dict[tuple[str, str], SimEvent] = {}   # the other events, keyed: the last one kept
        if len(sim.rounds) != 1 or sim.reversed_listing or sim.side_events:
            t = self._table = PairTable()
            add = t.set
            for e in sim.events:
                add((e[0], e[1]), e)
            return
        app = self._listing.append
        later = self._later
        for e in sim.events:
            if e[5] == "listing":
                app(e)
            else:
                later[(e[0], e[1])] = e   # a dict keeps the first insertion's place: the pair's first event

    def values(self) -> Iterator[SimEvent]:
        if self._table is not None:
            return self._table.values()
        # the tries come after the listing
        return chain(self._listing, self._later.values())

    def lookup(self, keys: set[tuple[str, str]]) -> dict[tuple[str, str], SimEvent]:
        """The last event of each of ``keys`` that has one."""
        out: dict[tuple[str, str], SimEvent] = {}
        t = self._table
        if t is not None:
            for k in keys:
                e = t.get(k)
                if e is not None:
                    out[k] = e
            return out
        want: dict[str, set[str]] = {}
        for a, b in keys:
            want.setdefault(a, set()).add(b)
        get = want.get
        for e in self._listing:
            seconds = get(e[0])
            if seconds is not None and e[1] in seconds:
                out[(e[0], e[1])] = e
        for k in keys:
            e = self._later.get(k)
            if e is not None:
                out[k] = e
        return out

    def clear(self) -> None:
        """Drop the references a piece at a time (see ``PairTable.clear``)."""
        if self._table is not None:
            self._table.clear()
        lst = self._listing
        while lst:
            del lst[-16384:]
        self._later.clear()


@record
class RoundInfo:
    index: int
    final: bool
    candidates: list[str]
    found: int
    dropped_outer_loop: list[tuple[str, str]] = field(default_factory=list)


@record(frozen=True, slots=True)
class FusionCycle:
    """A fusion Inductor makes although it closes a cycle in the graph of kernels: a pair ``benchmark_fusion`` timed
    (``node1``, ``node2``), fused when a later pair met one of its nodes after a cycle check of that later pair
    (``checked1``, ``checked2``: ``resolve_pending_fusions``, scheduler.py:6360-6388) and never of itself. The
    path runs through the fused node ``via``; the compile then fails in memory planning ("Cycle detected in memory
    planning graph"). One of the ways a compile fails (``Simulation.failures``)."""

    node1: str
    node2: str
    via: str
    checked1: str
    checked2: str
    round: int
    code = "fusion_cycle"

    def text(self) -> str:
        return (f"Inductor fuses {self.node1} with {self.node2} although that makes a cycle through {self.via}: "
                f"benchmark_fusion timed the pair and fused it when {self.checked1} -> {self.checked2} was tried, "
                f"after checking that pair for a cycle instead of this one (resolve_pending_fusions); the compile "
                f"then fails in memory planning (\"Cycle detected in memory planning graph\")")

    def related(self) -> list[tuple[str, str]]:
        """The other nodes a diagnostic on ``node1`` points to: (name, what it is)."""
        return [(self.node2, f"fused with {self.node1}"), (self.via, "the cycle runs through it"),
                (self.checked2, f"{self.checked1} -> {self.checked2}: the pair checked instead")]

    def to_json(self) -> dict:
        return {"code": self.code, "node1": self.node1, "node2": self.node2, "via": self.via,
                "checked": [self.checked1, self.checked2], "round": self.round}


@record(frozen=True, slots=True)
class TimingCompileFailure:
    """A pair ``benchmark_fusion`` would time whose kernels Inductor cannot generate, which fails the compile:
    ``speedup_by_fusion`` compiles node1's nodes, node2's, then both (scheduler.py:6140-6144) as one plain kernel
    each (``generate_kernel_code_from_nodes``), whose loop takes a node only of its first reduction's (numel,
    rnumel), or of numel x rnumel points, or of numel points after the reduction (codegen/simd.py:2256-2344):
    a mix-order pair's reductions of one tensor over its two dimensions do not fit one loop, and the compile
    fails with ``NotImplementedError: unexpected group`` (``kernel``: which of the three; ``group``: the loop's,
    ``other``: the node that does not fit, ``other_group`` its). The replay stops there, as Inductor does."""

    node1: str
    node2: str
    kernel: str          # "first", "second", "fused"
    group: tuple[str, str]
    other: str
    other_group: tuple[str, str]
    round: int
    code = "benchmark_compile_failed"

    def text(self) -> str:
        return (f"Inductor cannot time {self.node1} -> {self.node2} (benchmark_fusion): it generates the "
                f"{self.kernel} kernel as one loop over ({self.group[0]}, {self.group[1]}), which {self.other} "
                f"({self.other_group[0]}, {self.other_group[1]}) does not fit, and the compile fails "
                f"(\"NotImplementedError: unexpected group: ({self.group[0]}, {self.group[1]}) != "
                f"({self.other_group[0]}, {self.other_group[1]})\"); the replay stops there, as Inductor does")

    def related(self) -> list[tuple[str, str]]:
        return [(self.node2, f"timed with {self.node1}"), (self.other, "does not fit the kernel's loop")]

    def to_json(self) -> dict:
        return {"code": self.code, "node1": self.node1, "node2": self.node2, "kernel": self.kernel,
                "group": list(self.group), "other": self.other, "other_group": list(self.other_group),
                "round": self.round}


class _CompileFailed(Exception):
    """Inductor's compile stops at this pair (``TimingCompileFailure``): the replay stops with it."""


@record
class Simulation:
    graph: Graph
    rules: Rules
    events: list[SimEvent]
    rounds: list[RoundInfo]
    final_nodes: list[SimNode]
    listed: list[tuple[str, str]]        # the names of the candidate pairs get_possible_fusions kept
    reversed_listing: int = 0            # 'listing' events named (later node, earlier node): swapped, reversed
    side_events: int = 0                 # events named by a side of a FusedMixOrderReductions
    #: the pairs Inductor timed, by the leaves of each side: whether the replay took the fused kernel as faster (the
    #: last timing of each; a spill, and an outcome nothing tells, left out)
    timings: dict[tuple[frozenset, frozenset], bool] = field(default_factory=dict)
    #: what fails the compile (benchmark_fusion: a fusion that closes a cycle, a pair whose kernels cannot be generated)
    failures: list[FusionCycle | TimingCompileFailure] = field(default_factory=list)
    _tried: PairTable | None = field(default=None, repr=False)

    @property
    def tried(self) -> PairTable:
        """(leaf-or-fused names) pairs ever generated as candidates (``pair in sim.tried``): the refused
        ones have a 'listing' event, the kept ones are in ``listed`` (built on first use: a large graph
        has a million)."""
        t = self._tried
        if t is None:
            t = self._tried = PairTable()
            add = t.set
            for e in self.events:
                if e.stage == "listing":
                    add((e.node1, e.node2), None)
            for pair in self.listed:
                add(pair, None)
        return t

    def last_events(self) -> "LastEvents":
        """Each pair's last event, pairs in the order of their first event."""
        return LastEvents(self)

# ------------------------------------------------------------------------------------------------
def _timed_fusion(d: Decision, outcome: str) -> Decision:
    """The fusion of a pair Inductor timed: can_fuse's decision, with the timing's outcome ("faster", "assumed")."""
    facts = d.facts
    if isinstance(facts, FusedFacts):
        facts = replace(facts, benchmark=outcome)
    else:
        facts = FusedFacts(simd=getattr(facts, "simd", None), benchmark=outcome)
    return Decision(True, d.code, d.message, d.kind, d.score, facts=facts)


def _benchmark_compile_failure(n1: SimNode, n2: SimNode, rnd: int) -> TimingCompileFailure | None:
    """Whether ``speedup_by_fusion`` fails to generate one of the pair's three kernels (node1's nodes, node2's, both:
    ``TimingCompileFailure``), as ``SIMDScheduling.generate_node_schedule`` places each node in the loop of the first
    reduction's group (codegen/simd.py:4931-4941, 2256-2344); None when all three fit, or a group is not known."""
    for kernel, nodes in (("first", n1.snodes), ("second", n2.snodes), ("fused", n1.snodes + n2.snodes)):
        if any(s.group is None or s.group_style != "simd" or s.is_template for s in nodes):
            return None
        numel, rnumel = next((s for s in nodes if s.is_reduction), nodes[0]).group
        for s in nodes:
            a, b = s.group
            if (a == numel and b == rnumel) or (b == 1 and a == product([numel, rnumel])) or \
                    (a == numel and b == 1 and rnumel != 1):
                continue
            return TimingCompileFailure(n1.name, n2.name, kernel, (str(numel), str(rnumel)), s.name, (str(a), str(b)),
                                        rnd)
    return None


def _fuse(rules: Rules, n1: SimNode, n2: SimNode) -> SimNode:
    """CppScheduling.fuse / SIMDScheduling.fuse (scheduler.py:10650-10680) -> FusedSchedulerNode,
    OuterLoopFusedSchedulerNode, FusedMixOrderReductions (a mix-order pair, or a node joining one) or, torch
    2.15, FusedNestedReductions (a nested plan, or a consumer joining one); with a foreach node,
    ForeachKernelSchedulerNode.fuse (``foreach.fuse``)."""
    if n1.foreach is not None or n2.foreach is not None:
        return foreach.fuse(rules, n1, n2)
    if rules.nested is not None:
        try:
            plan = rules.nested_plan(n1, n2)
        except Undecidable:
            plan = None
        if plan is not None:
            return rules.nested.node(plan)
        if n1.staged is not None:
            return rules.nested.fuse_with(n1, n2)
    if rules.gpu or rules.mix_nodes:
        try:
            mixed = rules.mix_order_can_fuse(n1, n2)
        except Undecidable:
            mixed = False
        if mixed:
            return mix_order_node(rules, n1, n2)
        if n1.kind == mixorder.KIND:
            return _mix_fuse_with(rules, n1, n2)
    kind = "FusedSchedulerNode"
    if rules.nested is not None and rules.nested.era == "2.15" and (nested.STAGED in (n1.kind, n2.kind) or
                                     _has_sub_parent_epilogue(rules, n1.snodes + n2.snodes)):
        kind = nested.STAGED        # torch 2.15 (codegen/simd.py:10980-10988): a sub-parent epilogue's group
    depth = 0
    outer = None
    if n1.group_style == "cpu" and not n1.is_template:
        why = rules.why_fuse_nodes(n1, n2)
        if why == "COMPATIBLE_RANGES_NO_REDUCTION":
            # _align_compatible_range_nodes: the 1-D node takes the other's loop nest
            v1, v2 = n1.group[0], n2.group[0]
            recomp, ref = (n1, n2) if len(v1) < len(v2) else (n2, n1)
            for s in recomp.snodes:
                s.group = ref.group
        elif rules.can_fuse_vertical_outer_loop(n1, n2):
            kind = "OuterLoopFusedSchedulerNode"
            depth = rules.outer_loop_fusion_depth(n1, n2)
            outer = (list(n1.outer_nodes) if n1.is_outer_loop else [n1]) + \
                    (list(n2.outer_nodes) if n2.is_outer_loop else [n2])
    return make_group(kind, n1.snodes + n2.snodes, depth, outer)


def _has_sub_parent_epilogue(rules: Rules, nodes: list[SimNode]) -> bool:
    """``SIMDScheduling.has_sub_parent_epilogue``: the nodes are a reduction with a planned sub-parent
    epilogue (an open question: taken as not, the fused node then an ordinary one)."""
    try:
        return rules.nested.find_sub_parent_plan(nodes) is not None
    except nested.NotDecided:
        return False


def mix_order_node(rules: Rules, n1: SimNode, n2: SimNode) -> SimNode:
    """FusedMixOrderReductions(n1, n2) (scheduler.py:2976-2990): its members are the contiguous side's, then
    the other's."""
    a, b, numel = rules.make_mix_order(n1, n2)
    g = make_group(mixorder.KIND, a.snodes + b.snodes)
    g.mix_sides = (a, b, numel)
    rules.mix_nodes = True
    return g


def _mix_fuse_with(rules: Rules, m: SimNode, other: SimNode) -> SimNode:
    """FusedMixOrderReductions.fuse_with (scheduler.py:3072-3086): side with side, or the other node into
    the first side that takes it."""
    s1, s2, _numel = m.mix_sides
    if other.kind == mixorder.KIND:
        o1, o2, _ = other.mix_sides
        return mix_order_node(rules, _fuse(rules, s1, o1), _fuse(rules, s2, o2))
    if rules.sub_node_can_fuse(m, s1, other, (s2,), []):
        return mix_order_node(rules, _fuse(rules, s1, other), s2)
    return mix_order_node(rules, s1, _fuse(rules, s2, other))


class _ScoreKey:
    """FusionScore (choices.py:60-112) with its non-transitive comparison, for list.sort."""

    __slots__ = ("t", "node_type", "memory", "overlap", "proximity")

    def __init__(self, t, node_type, memory, overlap, proximity):
        self.t, self.node_type, self.memory, self.overlap, self.proximity = t, node_type, memory, overlap, proximity

    def __lt__(self, other: "_ScoreKey") -> bool:
        if self.t != other.t:
            return self.t < other.t
        if max(self.memory, other.memory) > min(self.memory, other.memory) * 16:
            return self.memory < other.memory
        return (self.node_type, self.memory, self.overlap, self.proximity) < \
            (other.node_type, other.memory, other.overlap, other.proximity)


def score_fusion(rules: Rules, n1: SimNode, n2: SimNode) -> _ScoreKey:
    """InductorChoices.score_fusion (choices.py:730-790). A pair can_fuse kept has its score; should the
    mix-order question be open for it here, the pair is ranked by its shared bytes."""
    try:
        memory = rules.score_fusion_memory(n1, n2, overlap=False)
    except Undecidable:
        memory = rules.score_fusion_memory(n1, n2, allow_mix=False, overlap=False)
    # the buffer-overlap score (min_overlap_ratio) ranks after the exact one (FusionScore)
    overlap = rules.buffer_overlap_score(n1, n2) if memory == 0 and rules.overlap_on else 0
    proximity = -rules.proximity(n1, n2)
    if n2.is_template:
        t = 0
    else:
        t = 1 + int(n1.is_template == rules.cfg.epilogue_fusion_first and memory > 0)
    node_type = int(n1.is_reduction == n2.is_reduction and memory > 0)
    if rules.cfg.triton_nested_reduction and n1.is_reduction and n2.is_reduction \
            and n1.group is not None and n2.group is not None and n1.group[1] != n2.group[1] \
            and rules.is_ancestor(n1, n2):
        # choices.py:768-779 (torch 2.15: on by default): a dependent reduction of another reduction
        # size ranks below every mixed-kind fusion, on any device (the config is Triton's; the check
        # is not)
        node_type = -1
    return _ScoreKey(t, node_type, memory, overlap, proximity)


class FusedSpans:
    """The positions fused nodes span (their lowest and highest operation, ``clo`` / ``chi``), as a
    Fenwick tree of prefix maxima over the start positions. A fusion only widens a span (the fused node
    starts no later and ends no earlier than either part), so the parts' entries can stay: they never
    raise a maximum."""

    __slots__ = ("_tree",)

    def __init__(self, n: int) -> None:
        self._tree = [-1] * (n + 1)

    def add(self, lo: int, hi: int) -> None:
        tree = self._tree
        size = len(tree)
        i = lo + 1
        while i < size:
            if tree[i] < hi:
                tree[i] = hi
            i += i & -i

    def max_end_before(self, p: int) -> int:
        """The highest end among the spans that start before position p (-1: none)."""
        tree = self._tree
        best = -1
        i = min(p, len(tree) - 1)
        while i > 0:
            if tree[i] > best:
                best = tree[i]
            i -= i & -i
        return best

    def closed_end(self, p: int) -> int:
        """The first position e at or after the end of every span that starts before p such that no span
        starting at or before e ends after it: a fused node holding a position after e lies entirely
        after e."""
        e = self.max_end_before(p)
        while True:
            f = self.max_end_before(e + 1)
            if f <= e:
                return e
            e = f


# ------------------------------------------------------------------------------------------------
class _Simulator:
    def __init__(self, graph: Graph, progress: Progress | None = None, cancelled: CancelCheck | None = None,
                 config: FusionConfig = DEFAULT):
        self.g = graph
        self.rules = Rules(graph, config=config)
        self.events: list[SimEvent] = []
        self.rounds: list[RoundInfo] = []
        self.listed: list[tuple[str, str]] = []     # names of the candidate pairs that passed can_fuse
        self.reversed_listing = 0
        self.side_events = 0
        self.progress = progress      # optional callable(message, fraction of the round done)
        self.cancelled = cancelled    # optional callable: True stops the replay (Cancelled)
        self._reported = 0.0          # monotonic time of the last progress report
        self.fused_count: int | None = None  # current fused nodes (kept by fuse_nodes_once)
        self.spans = FusedSpans(len(graph.leaves))     # every fused node made, for the cycle check
        self.cycle_steps = 0      # operations the cycle checks visited (per fusion: not with the depth)
        #: template fusions already timed (``Scheduler.seen_template_fusions``: kept across rounds)
        self.seen_template_fusions: set[tuple[str, str]] = set()
        self.timings: dict[tuple[frozenset, frozenset], bool] = {}    # Simulation.timings
        self.failures: list = []                                       # Simulation.failures

    def record(self, n1: SimNode, n2: SimNode, d: Decision, rnd: int, final: bool, stage: str) -> None:
        if d.sides:
            self.record_sides(d, rnd, final, stage)
        if d.swapped:
            n1, n2 = n2, n1
        self.events.append(SimEvent(n1.name, n2.name, d, rnd, final, stage, n1, n2))

    def record_before(self, n1: SimNode, n2: SimNode, d: Decision, rnd: int, final: bool, stage: str) -> None:
        """The refusals Inductor logged for a pair it then found fusable in the same ``can_fuse`` (a vertical pair
        refused, its pointwise node reindexed onto the reduction's loops, and checked again: scheduler.py:8439-8461),
        first to last: the pair's last line in the log when it is not fused under these names afterwards."""
        refusals = []
        b = d.before
        while b is not None:
            if not b.ok and b.message is not None:
                refusals.append(b)
            b = b.before
        for b in reversed(refusals):
            self.record(n1, n2, b, rnd, final, stage)

    def record_sides(self, d: Decision, rnd: int, final: bool, stage: str) -> None:
        """The refusals of a FusedMixOrderReductions' sides, under the names Inductor logs them with (stage
        'side': also those of a check that let the kernel take the node on its other side, which are not
        fusions)."""
        for a, b, sd in d.sides:
            if not sd.ok:
                self.side_events += 1
                self.record(a, b, sd, rnd, final, "side")

    def poll(self, message: str, fraction: float, force: bool = False) -> None:
        """Called every POLL_PAIRS pairs or so: stop if the caller cancelled, report progress at most
        every PROGRESS_INTERVAL_S (``force``: now)."""
        if self.cancelled is not None and self.cancelled():
            raise Cancelled(message)
        if self.progress is not None:
            now = monotonic()
            if force or now - self._reported >= PROGRESS_INTERVAL_S:
                self._reported = now
                self.progress(message, fraction)

    # --- prune_redundant_deps (scheduler.py:2166-2208, 3700-3706) ---------------------------------
    def prune_redundant_deps(self, nodes: list[SimNode]) -> None:
        for node in nodes:
            self._prune(node)
            if node.is_fused:
                for s in node.snodes:
                    self._prune(s)

    def _prune(self, node: SimNode) -> None:
        r = self.rules
        counts: dict[str, int] = {}
        for d in node.unmet:
            if d.kind != "WeakDep":
                op = r.buffer_producer.get(d.name)
                if op is not None:
                    name = r.name_to_fused[op].name
                    counts[name] = counts.get(name, 0) + 1
        prune = []
        for d in node.unmet:
            if d.kind != "WeakDep":
                continue
            op = r.buffer_producer.get(d.name)
            if op is None:
                continue
            f = r.name_to_fused[op]
            if (counts.get(f.name, 0) > 0 and r.fusable_weak_dep(d, f, node)) or f is node:
                prune.append(d)
        for d in prune:
            node.unmet.pop(d, None)
            node.reads.pop(d, None)
        if prune:
            node.invalidate()

    # --- get_possible_fusions (scheduler.py:6921-6975) --------------------------------------------
    def possible_fusions(self, nodes: list[SimNode], rnd: int, final: bool) -> tuple[list, list]:
        r = self.rules
        # each buffer's users, as positions in ``nodes`` (a pair's key is then one int)
        groups: dict[str, list[int]] = {}
        unfusable = r.unfusable_node
        for k, n in enumerate(nodes):
            if unfusable(n):
                continue
            for b in n.used_buffer_names:
                group = groups.get(b)
                if group is None:
                    groups[b] = [k]
                else:
                    group.append(k)
        # the pairs already tried, as each first node's set of partners (positions)
        seen: list[set[int] | None] = [None] * len(nodes)
        listed = self.listed
        possible: list[tuple[SimNode, SimNode]] = []
        ngroups = len(groups)
        step = max(ngroups // 20, 1)
        can_fuse = r.can_fuse
        record = self.record
        add_event = self.events.append
        attempts = r.cfg.max_fusion_buffer_group_pairwise_attempts
        nested_rules = r.nested is not None and r.nested.era == "2.15"   # 2.14 tries no reverse
        checked = 0

        def check_all_pairs(group: list[int], gi: int, ngroups: int) -> None:   # scheduler.py:6932-6950
            nonlocal checked
            for i, k1 in enumerate(group):
                if checked >= POLL_PAIRS:
                    self.poll(f"round {rnd}: candidate pairs of {gi:,}/{ngroups:,} buffers", gi / max(ngroups, 1) / 2)
                    checked = 0
                checked += min(attempts, len(group) - i - 1)
                n1 = nodes[k1]
                name1 = n1.name
                partners = seen[k1]
                if partners is None:
                    partners = seen[k1] = set()
                for k2 in group[i + 1:i + 1 + attempts]:
                    if k2 in partners:
                        continue
                    partners.add(k2)
                    n2 = nodes[k2]
                    d = can_fuse(n1, n2, final)
                    if d.sides:
                        self.record_sides(d, rnd, final, "listing")
                    if d.ok:
                        possible.append((n1, n2))
                        listed.append((name1, n2.name))
                        if d.before is not None:
                            self.record_before(n1, n2, d, rnd, final, "listing")
                        continue
                    if d.swapped:
                        self.reversed_listing += 1
                        add_event(_tuple_new(SimEvent, (n2.name, name1, d, rnd, final, "listing", n2, n1)))
                    else:
                        add_event(_tuple_new(SimEvent, (name1, n2.name, d, rnd, final, "listing", n1, n2)))
                    # epilogue/foreach fusions are order dependent: try the reverse (6946-6950); torch 2.15:
                    # a FusedNestedReductions stays the producer
                    if n2.is_template or n2.foreach is not None or (nested_rules and n2.staged is not None):
                        d2 = can_fuse(n2, n1, final)
                        if d2.ok:
                            possible.append((n2, n1))
                            listed.append((n2.name, name1))
                        else:
                            self.reversed_listing += 1
                            if d.code == "undecidable_from_text" and d2.code != "undecidable_from_text":
                                # Inductor tries the reverse only if it refused the pair: not known here
                                d2 = Decision(False, "undecidable_from_text", None, facts=UndecidableFacts(
                                    missing=f"whether Inductor tried {n2.name} -> {name1} at all: it does only when "
                                            f"it refuses {name1} -> {n2.name}, which is not decidable here"))
                            record(n2, n1, d2, rnd, final, "listing")

        # buffers read by the same nodes (a model's weights, read once per copy of a repeated block) list the
        # same pairs: every one of a repeated group's pairs is already in ``seen``, so it is skipped whole
        done: set[tuple[int, ...]] = set()
        for gi, group in enumerate(groups.values()):
            if gi % step == 0:
                self.poll(f"round {rnd}: candidate pairs of {gi:,}/{ngroups:,} buffers", gi / max(ngroups, 1) / 2,
                          force=True)
                checked = 0
            if len(group) > 2:
                key = tuple(group)
                if key in done:
                    continue
                done.add(key)
            check_all_pairs(group, gi, ngroups)
        if r.cfg.aggressive_fusion:
            # also the pairs of nodes of one group (device, loop sizes), shared buffers or not (6961-6968);
            # unfusable nodes included, as Inductor does (can_fuse refuses them)
            by_group: dict[tuple, list[int]] = {}
            for k, n in enumerate(nodes):
                if n.group:
                    by_group.setdefault((n.device, n.group), []).append(k)
            for group in by_group.values():
                check_all_pairs(group, ngroups, ngroups)
        # get_possible_fusions_with_highest_priority (9183-9219)
        dropped = []
        if possible:
            prio = {}
            for pair in possible:
                prio.setdefault(r.fusion_pair_priority(*pair), []).append(pair)
            best = min(prio)
            for p, pairs in prio.items():
                if p != best:
                    dropped.extend(pairs)
            possible = prio[best]
        possible.sort(key=lambda p: score_fusion(r, *p), reverse=True)
        return possible, dropped

    # --- fuse_nodes_once (scheduler.py:6480-6555) ---------------------------------------------------
    def fuse_nodes_once(self, nodes: list[SimNode], rnd: int, final: bool) -> list[SimNode]:
        r = self.rules
        self.prune_redundant_deps(nodes)
        fused_nodes: dict[int, SimNode] = {id(n): n for n in nodes}
        self.fused_count = sum(n.is_fused for n in nodes)
        possible, dropped = self.possible_fusions(nodes, rnd, final)
        info = RoundInfo(rnd, final, [n.name for n in nodes], len(possible),
                         [(a.name, b.name) for a, b in dropped])
        self.rounds.append(info)
        deferred: list[tuple[SimNode, SimNode]] = []
        if (r.cfg.max_autotune or r.cfg.max_autotune_gemm) and r.release >= (2, 13):
            # _handle_template_overlap (6506-6522, torch 2.13 on): a prologue whose template also has an epilogue
            # among the candidates waits for the epilogue fusions to be done
            epilogue_templates = {id(a) for a, b in possible if r.is_epilogue_fusion(a, b)}
            kept = []
            for a, b in possible:
                (deferred if r.is_prologue_fusion(a, b) and id(b) in epilogue_templates else kept).append((a, b))
            possible = kept
        pending: dict[str, list[tuple[SimNode, SimNode]]] = {}
        timing: dict[int, tuple[SimNode, SimNode]] = {}
        self._try_fusion_pairs(possible, fused_nodes, pending, rnd, final, poll=True, timing=timing)
        self._finish_pending_fusions(timing, fused_nodes, rnd, final)
        self._evaluate_pending_template_fusions(pending, fused_nodes, rnd, final)
        if deferred:
            self._try_fusion_pairs(deferred, fused_nodes, pending, rnd, final, timing=timing)
            self._evaluate_pending_template_fusions(pending, fused_nodes, rnd, final)
        ordered = sorted(fused_nodes.values(), key=lambda n: n.min_order)
        return self.topological_sort(ordered)

    def _try_fusion_pairs(self, pairs: list[tuple[SimNode, SimNode]], fused_nodes: dict[int, SimNode],
                          pending: dict[str, list[tuple[SimNode, SimNode]]], rnd: int, final: bool,
                          poll: bool = False, timing: dict[int, tuple[SimNode, SimNode]] | None = None) -> None:
        """scheduler.py:6351-6436: each pair in score order, checked again on the nodes it now belongs to; a pair
        Inductor times (``speedup_by_fusion``: a MultiTemplateBuffer's template fusion, or any with
        ``benchmark_fusion``) is compiled now and timed later: a template fusion waits in ``pending`` for the end
        of the round, by its pointwise node; another in ``timing``, by both its nodes, until a later pair meets one
        of them (``resolve_pending_fusions``) or the round ends (``_finish_pending_fusions``); the others fuse
        now. Before torch 2.11 a template fusion is timed like any other pair."""
        r = self.rules
        npossible = len(pairs)
        separate_templates = r.release >= (2, 11)
        for k, (n1, n2) in enumerate(pairs):
            if poll and k % POLL_PAIRS == 0:
                self.poll(f"round {rnd}: fusing, pair {k:,}/{npossible:,}", 0.5 + k / npossible / 2, force=k == 0)
            if timing:
                self._resolve_pending_fusions(n1, n2, timing, fused_nodes, rnd, final)
            n1 = r.name_to_fused[n1.first_name]
            n2 = r.name_to_fused[n2.first_name]
            template = separate_templates and r.is_template_fusion(n1, n2)
            if template and (n1.name, n2.name) in self.seen_template_fusions:
                continue
            d = r.can_fuse(n1, n2, final)
            if not d.ok:
                if not (n1 is n2):
                    self.record(n1, n2, d, rnd, final, "try")
                continue
            if self._makes_cycle(n1, n2, d, rnd, final):
                continue
            if r.benchmarked(n1, n2):
                if template:
                    # speedup_by_fusion (5736-6140): compiled now, timed at the end of the round
                    self.seen_template_fusions.add((n1.name, n2.name))
                    pw = n2 if n1.is_template else n1
                    pending.setdefault(pw.name, []).append((n1, n2))
                elif timing is not None:
                    failed = _benchmark_compile_failure(n1, n2, rnd)
                    if failed is not None:
                        self.failures.append(failed)
                        raise _CompileFailed(failed.text())
                    timing[id(n1)] = timing[id(n2)] = (n1, n2, d)
                continue
            # speedup_by_fusion otherwise: no benchmarking by default -> fuse (5675-5693)
            self._fuse_now(n1, n2, d, fused_nodes, rnd, final)

    def _resolve_pending_fusions(self, node1: SimNode, node2: SimNode, timing: dict[int, tuple],
                                 fused_nodes: dict[int, SimNode], rnd: int, final: bool) -> None:
        """scheduler.py:6360-6388: before a pair, the timed pairs waiting on either of its nodes, first node
        first: timed, then fused if faster, unless the pair met (``node1``, ``node2``, as listed) would make a
        cycle (Inductor checks that pair, not the timed one)."""
        r = self.rules
        while True:
            f1 = r.name_to_fused[node1.first_name]
            f2 = r.name_to_fused[node2.first_name]
            waiting = timing.get(id(f1)) or timing.get(id(f2))
            if waiting is None:
                return
            a, b, d = waiting
            timing.pop(id(a), None)
            timing.pop(id(b), None)
            outcome = self._timed(a, b, rnd, final)
            if outcome and not self._makes_cycle(node1, node2, d, rnd, final):
                # the check of the timed pair itself, which Inductor skips: a cycle here fails the compile
                via = self.will_fusion_create_cycle(a, b)
                if via is not None:
                    self.failures.append(FusionCycle(a.name, b.name, via, node1.name, node2.name, rnd))
                self._fuse_now(a, b, _timed_fusion(d, outcome), fused_nodes, rnd, final)

    def _finish_pending_fusions(self, timing: dict[int, tuple], fused_nodes: dict[int, SimNode], rnd: int,
                                final: bool) -> None:
        """scheduler.py:6438-6462: the timed pairs no later pair met, in the order they were listed, each
        checked again (``fuse_if_speedup``: can_fuse, without loop reordering even in the last round, the cycle
        check, then the timing); before torch 2.11, timed
        first, then the cycle check alone (template fusions too)."""
        r = self.rules
        seen: set[int] = set()
        for waiting in list(timing.values()):
            if id(waiting) in seen:
                continue
            seen.add(id(waiting))
            a, b, d = waiting
            if r.release < (2, 11):
                outcome = self._timed(a, b, rnd, final)
                if outcome and not self._makes_cycle(a, b, d, rnd, final):
                    self._fuse_now(a, b, _timed_fusion(d, outcome), fused_nodes, rnd, final)
                continue
            if not r.is_template_fusion(a, b):
                self._fuse_if_speedup(a, b, fused_nodes, rnd, final)
        timing.clear()

    def _fuse_if_speedup(self, a: SimNode, b: SimNode, fused_nodes: dict[int, SimNode], rnd: int, final: bool) -> bool:
        """scheduler.py:6253-6268: can_fuse again, without loop reordering whatever the round, the cycle check, then
        the timing; True when the pair fused."""
        d = self.rules.can_fuse(a, b, False)
        if not d.ok:
            if a is not b:
                self.record(a, b, d, rnd, final, "try")
            return False
        if self._makes_cycle(a, b, d, rnd, final):
            return False
        outcome = self._timed(a, b, rnd, final)
        if outcome:
            self._fuse_now(a, b, _timed_fusion(d, outcome), fused_nodes, rnd, final)
        return bool(outcome)

    def _makes_cycle(self, n1: SimNode, n2: SimNode, d: Decision, rnd: int, final: bool) -> bool:
        """``will_fusion_create_cycle``, its refusal recorded (Inductor logs it: ``will create cycle``)."""
        cyc = self.will_fusion_create_cycle(n1, n2)
        if cyc is None:
            return False
        self.record(n1, n2, Decision(False, "will_create_cycle", "will create cycle", d.kind, d.score,
                                     facts=CycleFacts(cyc)), rnd, final, "cycle")
        return True

    def _timed(self, a: SimNode, b: SimNode, rnd: int, final: bool) -> str | None:
        """Inductor's timing of a pair (``Rules.benchmark_outcome``): "faster" or "assumed" (nothing tells: assumed
        kept), else None, the refusal recorded."""
        r = self.rules
        outcome, source, said = r.benchmark_outcome(a, b)
        if outcome is not None and getattr(said, "spill", None) is None:
            self.timings[r.timed_key(a, b)] = outcome
        if outcome is False:
            self.record(a, b, r.benchmark_refusal(a, b, source, said), rnd, final, "try")
            return None
        return "faster" if outcome else "assumed"

    def _fuse_now(self, n1: SimNode, n2: SimNode, d: Decision, fused_nodes: dict[int, SimNode], rnd: int,
                  final: bool) -> None:
        r = self.rules
        new = _fuse(r, n1, n2)
        self.spans.add(new.clo, new.chi)
        self.record(n1, n2, d, rnd, final, "fuse")
        self.fused_count += 1 - n1.is_fused - n2.is_fused
        del fused_nodes[id(n1)]
        del fused_nodes[id(n2)]
        fused_nodes[id(new)] = new
        for s in new.snodes:
            r.name_to_fused[s.name] = new

    def _evaluate_pending_template_fusions(self, pending: dict[str, list[tuple[SimNode, SimNode]]],
                                           fused_nodes: dict[int, SimNode], rnd: int, final: bool) -> None:
        """scheduler.py:6270-6349: per pointwise node, its first pending template fusion whose template has
        not fused with another node meanwhile; each checked again on the nodes they now belong to
        (``fuse_if_speedup``, the GPU's asynchronous path), then timed: the outcome is the fusion log's, else the
        post-fusion file's (``Rules.benchmark_outcome``). A node that fused drops its other candidates."""
        r = self.rules
        while pending:
            ready = []
            done: set[str] = set()
            for cand in list(pending):
                n1, n2 = pending[cand].pop(0)
                if not pending[cand]:
                    done.add(cand)
                t = n1 if n1.is_template and not n2.is_template else n2
                if r.name_to_fused[t.first_name] is not t:
                    continue
                ready.append((n1, n2, cand))
            # Inductor takes them as their compiles finish (as_completed): an order the log shows where it timed a
            # pair on the nodes it had when it was listed; the others in the order they were listed
            if r.g.timed:
                last = 1 << 62
                ready.sort(key=lambda x: r.next_timing_line(x[0], x[1]) or last)
            for n1, n2, cand in ready:
                if self._fuse_if_speedup(r.name_to_fused[n1.first_name], r.name_to_fused[n2.first_name], fused_nodes,
                                         rnd, final):
                    done.add(cand)
            for c in done:
                pending.pop(c, None)

    @staticmethod
    def topological_sort(nodes: list[SimNode]) -> list[SimNode]:
        """scheduler.py:5189-5216 (its recursive visit as an explicit stack)."""
        name_to_node: dict[str, SimNode] = {}
        for n in nodes:
            for b in n.buffer_names:
                name_to_node[b] = n
        seen: set[int] = set()
        result: list[SimNode] = []
        get = name_to_node.get
        by_name = _DEP_NAME
        for root in nodes:
            if id(root) in seen:
                continue
            seen.add(id(root))
            stack = [(root, iter(sorted(root.unmet, key=by_name)))]
            while stack:
                node, it = stack[-1]
                for dep in it:
                    m = get(dep.name)
                    if m is not None and id(m) not in seen:
                        seen.add(id(m))
                        stack.append((m, iter(sorted(m.unmet, key=by_name))))
                        break
                else:
                    stack.pop()
                    result.append(node)
        return result

    def will_fusion_create_cycle(self, n1: SimNode, n2: SimNode) -> str | None:
        """scheduler.py:6977-7021: a path between the two through an already fused third node; the name
        of the fused node Inductor's walk starts from when it finds one, else None.

        Inductor unites the pair's ancestor sets on every call, which costs the depth of the graph (a
        chain of n nodes: n^2 steps). The same answer comes from the pair forwards, over the positions
        near it (_cycle_start); a file whose graph has cycles of its own (no topological order) gets
        Inductor's walk itself (_cycle_through)."""
        r = self.rules
        count = self.fused_count
        if count is None:
            count = len({id(f) for f in r.name_to_fused.values() if f.is_fused})
        if count - n1.is_fused - n2.is_fused <= 0:
            return None  # only fused nodes other than the pair can introduce a path
        if self.g.reach.comp is not None:
            return self._cycle_through(n1, n2)
        f = self._cycle_start(n1, n2)
        return None if f is None else f.name

    def _cycle_through(self, n1: SimNode, n2: SimNode) -> str | None:
        """Inductor's walk: over the fused nodes among the pair's ancestors (ascending here, so the one
        named is the first in pre-fusion order): a fused node whose operations are all ancestors of the
        pair cannot add a path; one that has the pair among its own ancestors closes a cycle; otherwise
        the walk continues with the fused nodes among its ancestors that are not the pair's. Ancestor
        sets are computed on demand (Graph.reach), each region of the graph once per call."""
        r = self.rules
        reach = self.g.reach
        combined_names = n1.ops + n2.ops
        names_set = set(combined_names)
        combined_anc = reach.ancestor_set(combined_names)
        combined_anc.difference_update(names_set)
        visited: set[int] = set()
        enumerated: set[int] = set(combined_anc)   # leaves whose fused node was already looked at
        fused_of = r.fused_of_op_index
        try:
            for i in sorted(combined_anc):
                f = fused_of(i)
                if not f.is_fused or id(f) in visited:
                    continue
                visited.add(id(f))
                if all(o in combined_anc for o in f.ops):
                    continue
                stack = [f]
                while stack:
                    node = stack.pop()
                    if reach.is_ancestor(combined_names, node.ops):
                        return f.name
                    # the fused nodes among node.ancestors - combined_anc (none of them is the pair's: it
                    # would have been found above); the search stops at the pair's ancestors
                    for j in sorted(reach.ancestor_set(node.ops, stop=combined_anc, seen=enumerated)):
                        g = fused_of(j)
                        if g.is_fused and id(g) not in visited:
                            visited.add(id(g))
                            stack.append(g)
            return None
        finally:
            self.cycle_steps += len(enumerated)

    def _cycle_start(self, n1: SimNode, n2: SimNode) -> SimNode | None:
        """The fused node from which Inductor's walk (_cycle_through) finds a cycle, worked out forwards
        from the pair over the positions a cycle can use (the graph's leaves in topological order).

        The walk finds one from F0 when a chain of fused nodes F0 .. Fk leads back to the pair: F0 holds
        an ancestor of the pair and an operation that is not, each next one holds an ancestor of the one
        before that is not an ancestor of the pair, and Fk holds a descendant of the pair. Read from the
        pair's end, that is a search over the dependencies from the pair forwards that enters each fused
        node it meets, continuing from its operations that are not ancestors of the pair; each one it
        meets holding both kinds is such an F0, and the walk names the one with the first ancestor of
        the pair. A fused node of the pair's ancestors only is one the walk never enters: the search
        goes on from the operation that met it, not from the others.

        The pair's ancestors lie before its last position; past ``spans.closed_end`` of that position
        dependencies only lead further on and every fused node lies entirely further on, so nothing
        there leads back: the search stays before it (in a long chain, it stops at the pair)."""
        reach = self.g.reach
        succs = reach.csuccs
        fused_of = self.rules.fused_of_op_index
        pair_ops = n1.ops + n2.ops
        top = n1.chi if n1.chi > n2.chi else n2.chi
        end = self.spans.closed_end(top)
        seen = set(pair_ops)
        entered = {id(n1), id(n2)}
        stack = [s for p in pair_ops for s in succs[p] if s <= end]
        steps = 0
        start: SimNode | None = None
        first = 0       # start's first operation among the pair's ancestors
        while stack:
            x = stack.pop()
            if x in seen:
                continue
            seen.add(x)
            steps += 1
            f = fused_of(x)
            if f.is_fused and id(f) not in entered:
                entered.add(id(f))
                anc = reach.ancestors_among(f.ops, pair_ops) if f.clo < top else None
                if not anc:
                    stack.extend(f.ops)
                elif len(anc) < len(f.ops):
                    if start is None or anc[0] < first:
                        start, first = f, anc[0]
                    stack.extend(o for o in f.ops if o not in anc)
            stack.extend(s for s in succs[x] if s <= end)
        self.cycle_steps += steps
        return start

    def run(self, foreach_lists: list[list[str]] | None = None) -> Simulation:
        nodes = list(self.g.leaves)
        if foreach_lists:
            nodes = self.create_foreach_nodes(nodes, foreach_lists)
        rnd = 0
        try:
            for i in range(MAX_ROUNDS):
                rnd = i + 1
                old = len(nodes)
                nodes = self.fuse_nodes_once(nodes, rnd, False)
                if len(nodes) == old or len(nodes) == 1:
                    break
            # the loop-ordering round (torch 2.10 on), unless both loop reordering and index inversion are off
            if reorder_round_runs(self.rules):
                nodes = self.fuse_nodes_once(nodes, rnd + 1, True)
        except _CompileFailed:
            # Inductor stopped here: the nodes as the failure left them
            nodes = self.topological_sort(sorted({id(f): f for f in self.rules.name_to_fused.values()}.values(),
                                                 key=lambda n: n.min_order))
        return Simulation(self.g, self.rules, self.events, self.rounds, nodes, self.listed,
                          reversed_listing=self.reversed_listing, side_events=self.side_events, timings=self.timings,
                          failures=self.failures)

    def create_foreach_nodes(self, nodes: list[SimNode], lists: list[list[str]]) -> list[SimNode]:
        """``create_foreach_nodes`` and the sort after it (scheduler.py:4336-4337, 4738-4771): each list of a
        foreach op's nodes becomes a ForeachKernelSchedulerNode, put after the other nodes, then the nodes are
        sorted topologically."""
        by_name = self.g.by_name
        grouped: set[str] = set()
        made: list[SimNode] = []
        for names in lists:
            members = [by_name[n] for n in names if n in by_name and not by_name[n].is_nop]
            if not members:
                continue
            grouped.update(m.name for m in members)
            f = foreach.node(members)
            for m in members:
                self.rules.name_to_fused[m.name] = f
            self.spans.add(f.clo, f.chi)
            made.append(f)
        if not made:
            return nodes
        return self.topological_sort([n for n in nodes if n.name not in grouped] + made)


def reorder_round_runs(rules: Rules) -> bool:
    """Whether Inductor ends with the loop-ordering round (scheduler.py:5379-5386, torch 2.10 on):
    ``config.loop_ordering_after_fusion or config.loop_index_inversion_in_fusion``."""
    cfg = rules.cfg
    return rules.release >= (2, 10) and (cfg.loop_ordering_after_fusion or cfg.loop_index_inversion_in_fusion)


def simulate(graph: Graph, progress: Progress | None = None, cancelled: CancelCheck | None = None,
             config: FusionConfig = DEFAULT, foreach_lists: list[list[str]] | None = None) -> Simulation:
    """Inductor's fusion rounds on the graph; ``progress`` hears how far each round got, ``cancelled``
    is asked every POLL_PAIRS pairs or so (True: Cancelled is raised); ``config``: the run's values;
    ``foreach_lists``: the nodes of each foreach op, which Inductor groups after the pre-fusion file is
    written (the fusion log's first candidates: ``dump.log.GraphLog.foreach_lists``)."""
    return _Simulator(graph, progress, cancelled, config).run(foreach_lists)


def final_round_only(graph: Graph, groups: list[list[str]], progress: Progress | None = None,
                     cancelled: CancelCheck | None = None, config: FusionConfig = DEFAULT,
                     special: dict[str, str] | None = None,
                     foreach_members: dict[str, list[list[str]]] | None = None,
                     foreach_lists: list[list[str]] | None = None) -> Simulation:
    """Post-fusion file alone: rebuild the fused nodes it prints and run the final (reorder) round,
    whose verdicts are the last ones Inductor logs for every pair still apart. ``special``: the first
    member of each group the file prints as a FusedMixOrderReductions or a FusedNestedReductions -> that
    kind; ``foreach_members``: the first member of each foreach kernel it prints -> its members' leaves, with
    ``foreach_lists`` the foreach ops' nodes when the fusion log gives them (``foreach.rebuilt``)."""
    special = special or {}
    foreach_members = foreach_members or {}
    sim = _Simulator(graph, progress, cancelled, config)
    # the file prints the dependencies normalized (merged loops, c0, c1, ...), not over the loops Inductor
    # had in its last round: loop reindexing is not replayed from them (like the loop reorder)
    sim.rules.deps_over_loops = False
    nodes = []
    for members in groups:
        leaves = [graph.by_name[m] for m in members if m in graph.by_name]
        if not leaves:
            continue
        if len(leaves) == 1:
            nodes.append(leaves[0])
            continue
        kind = special.get(leaves[0].name)
        members = foreach_members.get(leaves[0].name)
        if members is not None:
            g = foreach.rebuilt([m[0] if len(m) == 1 else make_group("FusedSchedulerNode", m)
                                 for m in ([graph.by_name[x] for x in names if x in graph.by_name] for names in members)
                                 if m], foreach_lists)
            sim.spans.add(g.clo, g.chi)
            nodes.append(g)
            for s in g.snodes:
                sim.rules.name_to_fused[s.name] = g
            continue
        g = _mix_order_group(sim.rules, leaves) if kind == mixorder.KIND else \
            nested_group(sim.rules, leaves) if kind == nested.KIND else \
            make_group(nested.STAGED, leaves) if kind == nested.STAGED else None
        if g is None:
            g = make_group("FusedSchedulerNode", leaves)
        sim.spans.add(g.clo, g.chi)
        nodes.append(g)
        for s in leaves:
            sim.rules.name_to_fused[s.name] = g
    nodes = sim.topological_sort(sorted(nodes, key=lambda n: n.min_order))
    # Inductor's last round: the loop-ordering round, or (both its knobs off) the ordinary round that changed
    # nothing (torch 2.9: every round reorders loops)
    nodes = sim.fuse_nodes_once(nodes, 1, reorder_round_runs(sim.rules) or sim.rules.release < (2, 10))
    return Simulation(graph, sim.rules, sim.events, sim.rounds, nodes, sim.listed,
                      reversed_listing=sim.reversed_listing, side_events=sim.side_events, timings=sim.timings,
                      failures=sim.failures)


def nested_group(rules: Rules, leaves: list[SimNode]) -> SimNode | None:
    """A FusedNestedReductions a post-fusion file prints, rebuilt with its stage: its members are the
    outer side's, then the grouped side's (``FusedNestedReductions(node1, node2)``). Where pointwise
    members between the two reductions could sit on either side (the file does not say which side they
    joined), the cut that puts the most on the outer side and is a plan (the file proves the outer kernel
    took the group: ``Nested.printed``). None when no cut is (or the rules nest nothing)."""
    if rules.nested is None:
        return None
    rules.nested.printed = True
    try:
        for cut in range(len(leaves) - 1, 0, -1):
            parts = [p[0] if len(p) == 1 else make_group("FusedSchedulerNode", p) for p in (leaves[:cut], leaves[cut:])]
            try:
                plan = rules.nested_plan(*parts)
            except Undecidable:
                continue
            if plan is not None:
                return rules.nested.node(plan)
        return None
    finally:
        rules.nested.printed = False


def _mix_order_group(rules: Rules, leaves: list[SimNode]) -> SimNode | None:
    """A FusedMixOrderReductions a post-fusion file prints, rebuilt with its two sides
    (``mixorder.side_cut``); None when the members do not split so."""
    cut = mixorder.side_cut(rules.mix, leaves)
    if cut is None:
        return None
    parts = [p[0] if len(p) == 1 else make_group("FusedSchedulerNode", p) for p in (leaves[:cut], leaves[cut:])]
    try:
        return mix_order_node(rules, *parts)
    except Undecidable:
        return None
