"""Inductor's fusion legality rules, re-derived from the IR text.

Each method mirrors the torch 2.14.1 function named in its docstring, in the same order of checks, so
the first refusal found is the one Inductor logs. ``Decision`` carries the reason code, the exact
message Inductor would log (or None when the check is silent) and the facts the check looked at.

Config values are Inductor's defaults (torch/_inductor/config.py 2.14.1); they are module constants
here so a reader can see what the verdicts assume.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any

from ..dump.log import SPILL_PREFIX
from ..expr.symbolic import fmt, free_unbacked_symbols, product
from ..expr.symindex import Unsupported
from ..records import record
from . import (
    comms,
    expand,
    foreach,
    invert,
    mixorder,
    nested,
    nested214,
    reindex,
    reorder,
    tiling,
)
from .config import DEFAULT, FusionConfig, release
from .graph import DepKey, Graph, SimNode, body_calls, hint, refresh_group_dependencies
from .normalize import normalize_dep
from .reasons import (
    NO_FACTS,
    REASONS,
    Facts,
    FusedFacts,
    MixOrderSide,
    NoSharedDataFacts,
    PeakMemoryFacts,
    ScoreThresholdFacts,
    TilingMismatchFacts,
    TooFarFacts,
)

LONG_DISTANCE = 64                      # are_long_distant_nodes
REINDEXING_FUSION_LAUNCH_OVERHEAD_NS = 1_000    # scheduler.py:134 _REINDEXING_FUSION_LAUNCH_OVERHEAD_NS
#: The GPU's DRAM bandwidth in GB/s, which the loop-reindexing guard weighs against one kernel launch
#: (``get_gpu_dram_gbps``, scheduler.py:7685-7697): a reindex is undone when the fused kernel's memory
#: cost exceeds the two kernels' by more than the bytes the GPU moves in 1 us. The IR text does not name
#: the GPU; the files beside it may (``replay.config.graph_gpu``: fx_graph_runnable.py, output_code.py),
#: and the run's config then carries its figure (``FusionConfig.gpu_dram_gbps``, as Inductor reads it:
#: ``dump.gpus.GpuSpec.inductor_gbps``), with those of the other GPUs it may be: a verdict that
#: differs between them is not decidable. Where nothing tells, Inductor on a CUDA machine still had a
#: figure, so the replay assumes one: the H100 SXM's (Triton's estimate, 2,619 MHz x 5,120 bits). Only a
#: cost difference between 1 us at the slowest and at the fastest GPU's bandwidth (about 0.3 to 8 MB)
#: can make the verdict depend on it. ``Rules(graph, dram_gbps=...)`` sets the figure for one replay;
#: None compares the costs alone, as Inductor does when it has no figure.
DRAM_GBPS: float | None = 2_619 * 1000 * 5_120 * 2 / 1e6 / 8


@record(slots=True)
class Decision:
    """One check's outcome. Once can_fuse has returned it, it is read-only: events and verdicts refer to
    it, and the frequent ``too_far`` refusals share one decision per (score, distance)."""

    ok: bool
    code: str = "fused"
    message: str | None = None          # Inductor's log text; None when silent
    kind: str | None = None             # 'vertical' | 'horizontal'
    score: int | None = None            # shared-data score (bytes)
    facts: Facts = NO_FACTS             # of the reason's type (reasons.Reason.facts)
    swapped: bool = False               # Inductor decided (and logs) the pair the other way round
    before: "Decision | None" = None    # a refusal logged earlier in the same check (before a loop reindex)
    # a FusedMixOrderReductions asked about another node: the checks of its sides it made, (side, other,
    # decision) each, which Inductor logs under the side's name (``Rules.mix_can_fuse_with``)
    sides: tuple = ()

    @property
    def logged(self) -> bool:
        return self.message is not None


#: the template IR classes that are Triton templates (``isinstance(..., ir.TritonTemplateBuffer)``)
TRITON_TEMPLATES = ("TritonTemplateBuffer", "MultiTemplateBuffer")
_TOO_FAR = "Nodes are too far away. Fusing them may increase peak memory."
_EXTERN_OR_NOP = "node1 is extern or nop"      # torch 2.11's words for both (2.12 on: two messages)
_NO_SHARED_DATA = NoSharedDataFacts(0)      # shared by every no_shared_data decision, like their message


def _peak_memory_facts(k1: dict, k2: dict, score: int) -> PeakMemoryFacts | None:
    """The end of can_fusion_increase_peak_memory, on two nodes' single-user reuse keys."""
    overhead = 0
    hits = None
    for k, e in k1.items():
        e2 = k2.get(k)
        if e2 is not None:
            v = e[1]
            if v is None:
                return None  # symbolic storage: Inductor falls back to fusing
            overhead += v
            if hits is None:
                hits = [e[0], e2[0]]
            else:
                hits += (e[0], e2[0])
    if hits is None or overhead <= 32 * score:
        return None
    if len(hits) == 2:
        a, b = hits
        bufs = [a] if a == b else ([a, b] if a < b else [b, a])
    else:
        bufs = sorted(set(hits))
    return PeakMemoryFacts(overhead, score, bufs)


def buffer_overlap(g: Graph, n1: SimNode, n2: SimNode) -> tuple[int, int] | None:
    """What buffer-overlap scoring weighs (scheduler.py:9099-9180), for two nodes neither a reduction nor a
    template that read a buffer in common (at any index: the slices of a split): (the bytes they read from
    the buffers both read, the larger of the two nodes' sums; the larger node's reads in all), each read
    counted by its size hint, 10 where that is 0 (a weak or data-dependent read). None when they read no
    buffer in common, or either is a reduction or a template (``_can_use_buffer_overlap_scoring``)."""
    if n1.is_reduction or n2.is_reduction or n1.is_template or n2.is_template:
        return None
    r1, r2 = n1.reads, n2.reads
    names2 = {d.name for d in r2}
    common = {d.name for d in r1 if d.name in names2}
    if not common:
        return None
    size = g.dep_size_hint
    s1 = [(d.name, size(d) or 10) for d in r1]
    s2 = [(d.name, size(d) or 10) for d in r2]
    most = max(sum(v for _n, v in s1), sum(v for _n, v in s2))
    return max(sum(v for n, v in s1 if n in common), sum(v for n, v in s2 if n in common)), most


def scoring_ratio(overlap: tuple[int, int]) -> float:
    """The largest ``min_overlap_ratio``, to two decimals, at which buffer-overlap scoring counts a pair
    whose ``buffer_overlap`` is ``overlap``: its share of the larger node's reads, rounded down (scoring
    needs share >= the ratio, ``Rules.buffer_overlap_score``)."""
    return math.floor(100 * overlap[0] / overlap[1]) / 100


def _on_gpu(n: SimNode) -> bool:
    """The node's device is known and is not the CPU (files of older eras may not print it)."""
    return n.device is not None and not n.device.startswith("cpu")


def _snapshot(n: SimNode):
    """A function that puts back the dependencies, loop sizes and group of n (and of its members)."""
    saved = [(x, x.reads, x.writes, x.unmet, x.loop_sizes, x.group, x.expanded) for x in n.snodes]
    if n.size > 1:
        saved.append((n, n.reads, n.writes, n.unmet, n.loop_sizes, n.group, n.expanded))

    def restore() -> None:
        for x, reads, writes, unmet, loop_sizes, group, expanded in saved:
            x.reads, x.writes, x.unmet, x.loop_sizes, x.group = reads, writes, unmet, loop_sizes, group
            x.expanded = expanded
            x.invalidate()
    return restore


def _buffer_names(n: SimNode) -> list[str]:
    """``read_writes.buffer_names()`` (dependencies.py:494-506): the buffers of the node's memory
    dependencies whose index is not an integer (a ``load_seed``), reads then writes, in order."""
    out: dict[str, None] = {}
    for d in list(n.reads) + list(n.writes):
        if d.kind == "MemoryDep" and not (d.index or "").lstrip("-").isdigit():
            out[d.name] = None
    return list(out)


def _refuse(code: str, message: str | None, **facts) -> Decision:
    """A refusal with its facts, of the type the reason's catalogue record declares."""
    return Decision(False, code, message, facts=REASONS[code].facts(**facts))


class _GuardUnknown(Exception):
    """The coalescing guard of a loop reindex cannot be evaluated from the text (symbolic sizes); the
    reindex is applied, ``restore`` undoes it. Returned by the reindex (never raised)."""

    def __init__(self, why: str, restore):
        super().__init__(why)
        self.restore = restore


class Undecidable(Exception):
    """A verdict that depends on what the text does not give (raised inside ``_can_fuse``)."""


class Rules:
    """The parts of ``Scheduler`` and the backends that decide fusions."""

    def __init__(self, graph: Graph, dram_gbps: float | None | str = "config", config: FusionConfig = DEFAULT):
        self.g = graph
        # the run's GPU's figure, and those of the GPUs it may also be (a verdict that differs between them
        # is undecidable); ``dram_gbps`` given: that one alone
        figures = config.gpu_dram_gbps or (DRAM_GBPS,)
        self.dram_gbps = figures[0] if dram_gbps == "config" else dram_gbps
        self.dram_alternatives = figures[1:] if dram_gbps == "config" else ()
        self.cfg = config                # the run's Inductor config values the rules read
        #: the Triton tiling config select_tiling reads (replay/tiling.py)
        self.tiling_opts = tiling.Options(config.triton_max_tiles, config.triton_prefer_nd_tiling,
                                          config.triton_tile_reductions)
        self.deps_over_loops = True      # False for the post-fusion file alone (rounds.final_round_only)
        self.name_to_fused: dict[str, SimNode] = {s.name: s for s in graph.leaves}
        self.mutation_renames: dict[str, str] = {}
        self.mutation_real_name: dict[str, str] = {}
        self.buffer_producer: dict[str, str] = {}
        self._reuse_keys: dict[tuple, int] = {}    # (device, dtype, storage size, aligned) -> its number
        self._too_far: dict[int, dict[int, Decision]] = {}  # score -> distance -> the too_far decision
        self._timings_taken: dict[tuple, int] = {}   # the log's timings of each pair the replay took (benchmark_outcome)
        self._undo: list | None = None       # restores of the loops reordered during one can_fuse
        self._for_shared_data = False        # a reindex asked by the last round's shared data
        self.gpu = any(_on_gpu(n) for n in graph.leaves)   # loop mutations outside the last round
        self.release = release(config.torch_rules)     # the torch release whose rules apply, (2, 14)
        # expand_dimension_for_pointwise_nodes (torch 2.9 on): a pointwise node's loops widened in any round, on
        # any device (replay/expand.py); the verdicts of a widened node's pairs say so (_say_expanded)
        self.expand_on = config.expand_dimension_for_pointwise_nodes and self.release >= (2, 9)
        #: a backward graph (an incoming gradient among its inputs): its saved activations may be donated
        self.g_is_backward = self.expand_on and any(
            d.name.startswith("tangents_") for n in graph.leaves for d in n.reads)
        self.mix = mixorder.MixOrder(graph, v215=self.release >= (2, 15), split_check=self.release >= (2, 12),
                                     by_sizes=self.release < (2, 11))
        # mix-order reductions (GPU): the rule applies; a FusedMixOrderReductions node exists (made by a
        # fusion or printed by a post-fusion file); inside a side's check (scores without the rule)
        self._mix_on = self.gpu and config.triton_mix_order_reduction
        # buffer-overlap scoring (torch 2.12 on): a pair's overlap share never exceeds 1, so a ratio above it
        # (the default 1.1) turns it off
        self.overlap_on = config.min_overlap_ratio <= 1 and self.release >= (2, 12)
        self.mix_nodes = False
        self._no_mix = False
        # nested reductions (GPU, ``triton.nested_reduction``): torch 2.15's planner or 2.14's check, else None
        self.nested = None
        if self.gpu and config.triton_nested_reduction:
            self.nested = nested.Nested(self) if config.torch_rules == "2.15" else nested214.Nested214(self)
        for leaf in graph.leaves:
            for b in leaf.buffer_names:
                self.buffer_producer[b] = leaf.name
        self._init_mutations()
        #: V.graph.no_fuse_buffer_names: the buffers no fusion may write, by the leaf writing them
        self.no_fuse: dict[str, comms.CommCopy] = {}
        if config.reorder_for_compute_comm_overlap:
            self.no_fuse = {c.writer: c for c in comms.comm_copies(graph).values()}

    def _no_fuse_copy(self, n: SimNode) -> "comms.CommCopy | None":
        """The no-fuse buffer one of n's nodes writes (``get_buffer_names() & no_fuse_buffer_names``)."""
        for s in n.get_nodes():
            c = self.no_fuse.get(s.name)
            if c is not None:
                return c
        return None

    def _init_mutations(self) -> None:
        """mutation_renames / mutation_real_name as compute_dependencies builds them (4996-5003)."""
        def rename(n: str) -> str:
            seen = set()
            while n in self.mutation_renames and n not in seen:
                seen.add(n)
                n = self.mutation_renames[n]
            return n

        for leaf in self.g.leaves:
            node = leaf.leaf
            for b in node.outputs or []:
                for alt in b.mutations:
                    self.mutation_renames[rename(alt)] = b.name
                    self.mutation_renames[alt] = b.name
                    self.mutation_real_name[b.name] = self.mutation_real_name.get(alt, alt)
            if not node.outputs and node.mutations:  # buf-named era
                for alt in node.mutations:
                    self.mutation_renames[rename(alt)] = node.name
                    self.mutation_renames[alt] = node.name
                    self.mutation_real_name[node.name] = self.mutation_real_name.get(alt, alt)

    # ---------------------------------------------------------------------------------------------
    def fused(self, name: str) -> SimNode:
        return self.name_to_fused[name]

    def is_ancestor(self, n1: SimNode, n2: SimNode) -> bool:
        """``node1.get_operation_names() & node2.ancestors``: is an operation of n1 an ancestor of n2?"""
        if n1.clo > n2.chi:
            return False
        o1, o2 = n1.ops, n2.ops
        if len(o1) == 1 and len(o2) == 1:
            return self.g.reach.reaches(o1[0], o2[0])
        return self.g.reach.is_ancestor(o1, o2)

    def fused_of_op_index(self, i: int) -> SimNode:
        return self.name_to_fused[self.g.leaves[i].name]

    @staticmethod
    def unfusable_node(n: SimNode) -> bool:
        """scheduler.py:7825-7839: nop and extern nodes never become candidates."""
        return (n.is_nop or n.is_extern) and not n.is_template

    # ---------------------------------------------------------------------------------------------
    def score_fusion_memory(self, n1: SimNode, n2: SimNode, allow_mix: bool = True, overlap: bool = True) -> int:
        """scheduler.py:8901-8994: bytes of the dependencies both nodes have exactly in common
        (templates: by buffer name); where that is 0, the buffer-overlap score (``buffer_overlap_score``:
        off by default, min_overlap_ratio 1.1; ``overlap`` False: the exact part alone, as ``score_fusion``
        ranks it). A mix-order reduction pair scores node1's element count (8933-8938)."""
        if allow_mix and self._mix_on and n1.is_reduction and n2.is_reduction and not self._no_mix \
                and self.mix_order_can_fuse(n1, n2):
            return self._mix_numel(n1)
        if (n1.is_template or n2.is_template) and self.release >= (2, 12):
            # torch 2.12 on: a template pair scores by buffer name (2.11: by identical dependencies, below)
            d1 = n1.deps
            d2 = n2.deps
            score = 0
            for a in d1:
                for b in d2:
                    if a == b or (a.kind != "WeakDep" and b.kind != "WeakDep" and a.name == b.name):
                        score += max(self.g.dep_size_hint(a), self.g.dep_size_hint(b))
            return score
        # the same sum as over the deps of one that the other has, on dependency numbers
        g = self.g
        a = n1._ids
        b = n2._ids
        common = (a if a is not None else g.dep_ids(n1)) & (b if b is not None else g.dep_ids(n2))
        if not common:
            return self.buffer_overlap_score(n1, n2) if overlap and self.overlap_on else 0
        hints = g._hint_of_id
        score = 0
        for i in common:
            v = hints[i]
            score += v if v is not None else g.dep_size_hint_of(i)
        if score == 0 and overlap and self.overlap_on:
            return self.buffer_overlap_score(n1, n2)
        return score

    def buffer_overlap_score(self, n1: SimNode, n2: SimNode) -> int:
        """scheduler.py:9099-9180 ``_score_fusion_memory_by_buffer_overlap``, where ``_can_use_buffer_overlap_scoring``
        (8997-9097) allows it: the bytes two nodes read from the buffers both read (``buffer_overlap``) when they
        are at least ``min_overlap_ratio`` of the larger node's reads, else 0. Asked where the pair's exact
        score is 0."""
        got = buffer_overlap(self.g, n1, n2)
        if got is None or got[0] / got[1] < self.cfg.min_overlap_ratio:
            return 0
        # with max_autotune, a pair a template could take as prologues, or that reads a template's output, is
        # left unscored (8928-9095): which inputs a template accepts as prologues is not printed, so a pair
        # that would score otherwise is undecidable
        for n in (n1, n2):
            for d in n.reads:
                p = self.buffer_producer.get(d.name)
                if p is not None and self.name_to_fused[p].is_template:
                    raise Undecidable(f"{n.name} reads {d.name}, a template's output: whether max_autotune's "
                                      "guard of buffer-overlap scoring applies is not printed")
            for s in n.get_nodes():
                for b in s.buffer_names:
                    buf = self.g.section.buffers.get(b)
                    for u in (buf.users or ()) if buf is not None else ():
                        f = self.name_to_fused.get(u.name) if u.name is not None else None
                        if f is not None and f.is_template:
                            raise Undecidable(f"{b} of {n.name} is read by the template {u.name}: whether it "
                                              "may be its prologue (max_autotune) is not printed")
        return got[0]

    def _no_shared_data_facts(self, n1: SimNode, n2: SimNode) -> NoSharedDataFacts:
        """The facts of a pair refused with a score of 0: the identical dependencies it has all the same
        (templates: none, their score is by buffer name) whose size depends on data, which
        ``dep_size_hint`` counts as 0 bytes."""
        if n1.is_template or n2.is_template:
            return _NO_SHARED_DATA
        g = self.g
        common = (n1._ids if n1._ids is not None else g.dep_ids(n1)) & \
            (n2._ids if n2._ids is not None else g.dep_ids(n2))
        if not common:
            return _NO_SHARED_DATA
        deps = sorted((g.dep_of_id(i) for i in common), key=str)
        found = [(d, g.dep_unbacked_symbols(d)) for d in deps]
        found = [(d, syms) for d, syms in found if syms]
        if not found:
            return _NO_SHARED_DATA
        return NoSharedDataFacts(0, [str(d) for d, _s in found], sorted({x for _d, syms in found for x in syms}))

    def common_deps(self, n1: SimNode, n2: SimNode) -> list[DepKey]:
        d2 = n2.deps
        return [d for d in n1.deps if d in d2]

    # ---------------------------------------------------------------------------------------------
    def can_fuse(self, n1: SimNode, n2: SimNode, is_reorder_round: bool = False) -> Decision:
        """Scheduler.can_fuse (scheduler.py:8066-8086): the checks, with the loops a check reordered
        restored when the pair is refused (``_LoopMutationTracker``: only a fusion keeps them). Loops
        are reordered in the last round only, indexing inverted in any round, a pointwise node's loops
        reindexed onto a reduction's in the last round (shared data) and in any round (a refused
        vertical pair checked again) (GPU graphs). A verdict that depends on what the text does not give
        (``Undecidable``) is ``undecidable_from_text``."""
        if not self.gpu and not self.expand_on:
            # no node on a GPU: nothing reorders or reindexes loops, there is nothing to restore
            try:
                return self._can_fuse(n1, n2, is_reorder_round)
            except Undecidable as e:
                return _refuse("undecidable_from_text", None, missing=str(e))
        outer = self._undo
        # a check inside another (a foreach kernel's member with its counterpart): its loop changes go with
        # the outer check's, put back if that one refuses
        undo = self._undo = [] if outer is None else outer
        try:
            d = self._can_fuse(n1, n2, is_reorder_round)
        except Undecidable as e:
            d = _refuse("undecidable_from_text", None, missing=str(e))
        finally:
            self._undo = outer
        if self.expand_on and d.code in ("fused", "no_shared_data"):
            d = self._say_expanded(d, n1, n2)
        if outer is not None:
            return d
        # torch 2.13 on (_LoopMutationTracker): a refused pair's loops are put back; before it, they stay
        if undo and not d.ok and self.release >= (2, 13):
            for restore in reversed(undo):
                restore()
        return d

    def _can_fuse(self, n1: SimNode, n2: SimNode, is_reorder_round: bool = False,
                  equivalent: frozenset | None = None) -> Decision:
        """Scheduler._can_fuse (scheduler.py:8106-8467), CPU and SIMD backends. ``equivalent``: torch 2.14's
        ``index_equivalent_dep_names`` of a nested pipeline's append (``_nested_append_214``).

        A large graph asks this about a million times, mostly for horizontal pairs that end in the peak
        memory or distance checks: each check is the one method that mirrors Inductor's function
        (``score_fusion_memory``, ``choices_can_fuse``, ``is_ancestor``, ``choices_can_fuse_horizontal``),
        and the rescues of a low score are asked only where they can apply."""
        if n1 is n2:
            return _refuse("fused", None, same_node=True)
        nst = self.nested
        if nst is not None:
            if nst.era == "2.14":
                # torch 2.14 (scheduler.py:8134-8137): a FusedNestedReductions decides first, silently
                if n1.staged is not None:
                    return self._nested_append_214(n1, n2, is_reorder_round)
                if n2.staged is not None:
                    return _refuse("nested_reduction", None, rule="node2", release="2.14")
            elif n2.staged is not None:
                return _refuse("nested_reduction", None, rule="node2")
        if self.mix_nodes:
            if n1.kind == mixorder.KIND:
                return self.mix_can_fuse_with(n1, n2)
            if n2.kind == mixorder.KIND:
                return _refuse("mix_order_reduction", None, rule="node2")
        t1 = n1.is_template
        t2 = n2.is_template
        if not t1:
            if n1.is_nop:
                return _refuse("nop_node", "node1 is nop" if self.release >= (2, 12) else _EXTERN_OR_NOP)
            if n1.is_extern:
                return _refuse("extern_kernel", "node1 is extern but not a triton kernel" if self.release >= (2, 12)
                               else _EXTERN_OR_NOP)
        if (n2.is_extern or n2.is_nop) and not t2:
            return _refuse("node2_extern_or_nop", "node2 is extern or nop")
        if n2.clo <= n1.chi:
            anc = self.g.reach.ancestors_among(n2.ops, n1.ops)
            if anc:
                return _refuse("node_order", "node1 must go before node2", ancestors=self.g.op_names(anc))
        if t2 or t1:
            d = self.template_rules(n1, n2)
            if d is not None:
                return d
        if self.no_fuse:
            # a buffer of V.graph.no_fuse_buffer_names (8364-8368): an all-reduce's input copy (replay/comms.py)
            copy = self._no_fuse_copy(n1) or self._no_fuse_copy(n2)
            if copy is not None:
                return _refuse("no_fuse_buffer", "fusion for buffer explicit disabled", buffer=copy.buffer,
                               writer=copy.writer, collective=copy.collective, source=copy.source)
        if n1.device != n2.device:
            return _refuse("device_mismatch", f"device mismatch ({n1.device} vs {n2.device})",
                           devices=[n1.device, n2.device])
        plan = matches = None
        if nst is not None:
            if nst.era == "2.14":
                # torch 2.14 (8376-8380): a nested pair's reads of the producer's outputs match by index
                # equivalence too
                if equivalent is None:
                    equivalent = self._nested_call(nst.equivalent_names, n1, n2)
            else:
                # torch 2.15: a pointwise node joining a FusedNestedReductions is then checked against its
                # grouped stage; a dependent reduction pair of another size may be a nested plan
                got = self._nested_paths(n1, n2)
                if isinstance(got, Decision):
                    return got
                if got is not None:
                    n1, plan, matches = got
        score = self.score_fusion_memory(n1, n2)
        if self.expand_on and self.release >= (2, 14) and plan is None and self._expand(n1, n2):
            # torch 2.14 on (8387-8397): a pointwise node widened to its partner's loops, scored again
            score = self.score_fusion_memory(n1, n2)
        # the last round on GPU: loops reordered to share data (shared_data_after_reordering_loop,
        # -1 for CPU nodes, scheduler.py:7473); every round on GPU: node2's indexing inverted
        # (can_fusion_increase_peak_memory weighs the exact shared bytes, not the rescued score)
        shared = score
        if score == 0 and equivalent:
            # torch 2.14 (8859-8880): the reads the relaxed matching accepts score when nothing else does
            score = self._nested_call(nst.equivalence_score, n1, n2, equivalent)
        if matches is not None:
            score = self.nested.staged_score(n1, n2, score, matches)
        elif score < self.cfg.score_fusion_memory_threshold or (self.expand_on and self.release < (2, 14)):
            if (is_reorder_round or self.release < (2, 10)) and score < self.cfg.score_fusion_memory_threshold:
                # torch 2.9 and older: loops reordered in any round (there is no reorder round)
                rescued = self.shared_data_after_reordering_loop(n1, n2)
                if rescued >= 0:
                    score = rescued
                    shared = None
                elif self.release < (2, 9) and self.cfg.loop_ordering_after_fusion and (
                        not (_on_gpu(n1) and _on_gpu(n2)) or not set(_buffer_names(n1)) & set(_buffer_names(n2))):
                    # torch 2.8 (scheduler.py:3727-3732): the score is the reorder's answer, 0 where it returns early
                    score = 0
                    shared = None
            if self.expand_on and self.release < (2, 14) and self._expand(n1, n2):
                # torch 2.9 to 2.13: the widening after the loop reordering, whatever the score
                score = shared = self.score_fusion_memory(n1, n2)
            if score < self.cfg.score_fusion_memory_threshold and self.gpu and n2.size == 1 and \
                    len(n2.reads) == 1 and len(n2.writes) == 1 and self.release >= (2, 10) and \
                    self.cfg.loop_index_inversion_in_fusion:
                rescued = self.shared_data_after_inverting_indexing(n1, n2)
                if rescued >= 0:
                    score = rescued
                    shared = None
        d = self.choices_can_fuse(n1, n2, score, shared)
        if d is not None:
            return d
        if self.is_ancestor(n1, n2):
            d = self.can_fuse_vertical(n1, n2, matches or (), equivalent)
            if d is None:
                d = self.backend_can_fuse(n1, n2, vertical=True)
            if not d.ok and plan is None and self.cfg.loop_reindexing_after_fusion and self.gpu:
                d = self._retry_vertical_with_reindexing(n1, n2, d, equivalent)
            d.kind = "vertical"
            d.score = score
            if d.ok and self.overlap_on and shared:
                self._note_overlap(d, n1, n2)
            return d
        d = self.choices_can_fuse_horizontal(n1, n2, score)
        if d is not None:
            return d
        d = self.backend_can_fuse(n1, n2, vertical=False)
        d.kind = "horizontal"
        d.score = score
        if d.ok and self.overlap_on and shared:
            self._note_overlap(d, n1, n2)
        return d

    def _expand(self, n1: SimNode, n2: SimNode) -> bool:
        """``expand_dimension_for_pointwise_nodes``: widen the smaller of two qualifying pointwise nodes to
        the other's loops (replay/expand.py), its dependencies extracted again; whether it was."""
        x = expand.analysis(self, n1, n2, Undecidable)
        if x is None:
            return False
        try:
            reads, writes, loop_sizes = expand.expanded_deps(x.node, x)
        except Unsupported as e:
            raise Undecidable(f"the dependencies of {x.node.name} with its loops widened to {x.size} along "
                              f"dimension {x.dim} ({e})") from None
        n = x.node
        self._mutate(n, reads, writes, loop_sizes)     # its snapshot keeps the group and the widening too
        it, red = loop_sizes
        n.group = (tuple(it), tuple(red)) if n.group_style == "cpu" else (product(list(it)), n.group[1])
        n.expanded = (x.dim, x.old)
        return True

    @staticmethod
    def _say_expanded(d: Decision, n1: SimNode, n2: SimNode) -> Decision:
        """The verdict of a pair one of whose nodes has widened loops, in this check or an earlier one
        (a fusion, or no shared data after), says so."""
        words = "; ".join(expand.describe(n) for n in (n1, n2) if n.size == 1 and n.expanded is not None)
        if not words:
            return d
        if d.code == "fused" and isinstance(d.facts, FusedFacts):
            d.facts = dataclasses.replace(d.facts, expanded=words)
        elif d.code == "no_shared_data" and isinstance(d.facts, NoSharedDataFacts):
            d = dataclasses.replace(d, facts=dataclasses.replace(d.facts, expanded=words))
        return d

    def _note_overlap(self, d: Decision, n1: SimNode, n2: SimNode) -> None:
        """A fusion whose score is buffer-overlap scoring's (no exact shared dependency) says so in its facts."""
        if isinstance(d.facts, FusedFacts) and self.score_fusion_memory(n1, n2, overlap=False) == 0:
            d.facts.overlap = d.score

    def _nested_append_214(self, n1: SimNode, n2: SimNode, is_reorder_round: bool) -> Decision:
        """torch 2.14's ``FusedNestedReductions.can_fuse_with`` (3139-3175): a pointwise consumer of the grouped
        stage is checked as the pair (grouped stage, consumer), its reads of the grouped outputs matched by
        index equivalence too (``_can_fuse_nested_reduction_append``); Inductor logs that check under the
        grouped stage's name (the decision's ``sides``), the fused node's own answer is silent."""
        got = self._nested_call(self.nested.append_or_why, n1, n2)
        if isinstance(got, str):
            return _refuse("nested_reduction", None, rule="append", detail=got, release="2.14")
        grouped = n1.staged.grouped
        inner = self._can_fuse(grouped, n2, is_reorder_round, got)
        if inner.ok:
            d = Decision(True, "fused", None, facts=FusedFacts(simd="appended to nested reductions"))
            d.kind, d.score = inner.kind, inner.score
        else:
            d = _refuse("nested_reduction", None, rule="grouped_stage", release="2.14",
                        detail=f"{grouped.name} with {n2.name}: {inner.message or inner.code}")
        if not inner.ok:
            d.sides = ((grouped, n2, inner),)      # recording it records its own sides too
        elif inner.sides:
            d.sides = inner.sides
        return d

    def _nested_paths(self, n1: SimNode, n2: SimNode):
        """torch 2.15's paths 1 to 4 of ``Scheduler._can_fuse`` (10711-10770): None when none applies (or
        the pair is no plan: the ordinary checks follow), a refusal, or (the node the checks then ask, the
        plan, the dependencies it proves)."""
        try:
            if n1.staged is not None:
                got = self.nested.plan_append(n1, n2)
                if isinstance(got, str):
                    return _refuse("nested_reduction", "nested reduction append planning failed",
                                   rule="append", detail=got)
                producer, plan = got
            elif self.nested.is_candidate(n1, n2):
                producer, plan = n1, self.nested.plan(n1, n2)
                if plan is None:        # declined: the ordinary checks decide (explain says why it declined)
                    return None
            elif n1.is_reduction and not n2.is_reduction and self.nested.enabled(n1, n2):
                # paths 3 and 4 (10724-10760): a reduction with a sub-parent epilogue, formed or appended to
                got = self._sub_parent_path(n1, n2)
                if got is None or isinstance(got, Decision):
                    return got
                producer, plan = n1, got
            else:
                return None
            matches = self.nested.prove(producer, n2, plan)
        except nested.NotDecided as e:
            raise Undecidable(str(e)) from None
        if isinstance(matches, str):
            return _refuse("nested_reduction", "staged fusion dependency proof failed", rule="proof", detail=matches)
        return producer, plan, matches

    def _sub_parent_path(self, n1: SimNode, n2: SimNode):
        """Paths 3 and 4 of ``Scheduler._can_fuse`` (10724-10760): the sub-parent plan of reduction node1
        with node2, None (no such plan: the ordinary checks follow), or a refusal: a recognizable staged
        candidate without a complete plan, or a plan whose epilogue does not hold all of node2."""
        if n1.group is None or n1.group_style != "simd":
            raise nested.NotDecided(f"the Triton (numel, rnumel) of {n1.name} is not printed")
        numel, rnumel = n1.group
        nodes = n1.snodes + n2.snodes
        plan = self.nested.sub_parent_plan(nodes, numel, rnumel)
        if plan is None:
            if all(x.kind == "SchedulerNode" for x in nodes) and \
                    self.nested.sub_parent_candidates(nodes, numel, rnumel) is not None:
                return _refuse("nested_reduction", "sub-parent epilogue planning failed", rule="sub_parent")
            return None
        if n1.kind != nested.STAGED:
            inside = {id(x) for x in plan.epilogue}
            if not all(id(x) in inside for x in n2.snodes):
                return _refuse("nested_reduction", "consumer is not wholly in the sub-parent epilogue",
                               rule="sub_parent_consumer")
        return plan

    def nested_plan(self, n1: SimNode, n2: SimNode):
        """``NestedReduction._is_dependent_reduction_pair(n1, n2) and NestedReduction.can_fuse(n1, n2)``:
        the pair's nested plan, or None."""
        if self.nested is None or not self.nested.dependent(n1, n2):
            return None
        try:
            return self.nested.plan(n1, n2)
        except nested.NotDecided as e:
            raise Undecidable(str(e)) from None

    # ---------------------------------------------------------------------------------------------
    @staticmethod
    def template_kind(n: SimNode) -> str | None:
        for s in n.snodes:
            if s.is_template:
                return s.leaf.ir_class
        return None

    def template_rules(self, n1: SimNode, n2: SimNode) -> Decision | None:
        """Prologue (node2 is a template) and epilogue (node1 is a template) rules, scheduler.py:8278-8362
        (``prologue_fusion`` and ``epilogue_fusion`` as the run had them). What depends on the template is read
        from its kernel (``Graph.templates``: Triton templates) or known (the C++ GEMM template takes no
        prologue); where it is not known, the verdict says it is not decidable."""
        unknown = self.g.templates_unknown
        if unknown and any(s.name in unknown for s in n1.snodes + n2.snodes if s.is_template):
            raise Undecidable("an extern matmul of a max-autotune graph may have been a MultiTemplateBuffer during "
                              "fusion (ATen's kernel won it after): its template rules need ir_pre_fusion.txt")
        if n2.is_template:
            kind = self.template_kind(n2)
            if not self.cfg.prologue_fusion:
                return _refuse("template", "prologue fusion turned off", template=kind, side="prologue",
                               detail="prologue_fusion is off")
            if n1.is_reduction or n1.is_template:
                return _refuse("template", "prologue fusion only supported for pointwise nodes",
                               template=kind, side="prologue",
                               detail=f"{n1.name} {'holds a template' if n1.is_template else 'is a reduction'}")
            if kind == "CppTemplateBuffer":
                if self.release < (2, 12):     # torch 2.11: only a TritonTemplateBuffer takes a prologue
                    return _refuse("template", "prologue fusion only supported for TritonTemplates",
                                   template="CppTemplateBuffer", side="prologue")
                return _refuse("template", "template has no allowed prologue inputs",
                               template="CppTemplateBuffer", side="prologue")
            return self._triton_prologue(n1, n2, kind)
        # node1 is a template: epilogue
        kind = self.template_kind(n1)
        aliasing = self._aliases_or_mutates(n2)
        # torch 2.13 on (scheduler.py:8341-8346, _can_fuse_atomic_add_template_epilogue): an atomic-add scatter is
        # no refusal with epilogue_fusion_with_atomic_add; without it, the refusal says that knob would lift it
        atomic = aliasing and self.release >= (2, 13) and kind in TRITON_TEMPLATES and self.atomic_add_epilogue(n2)
        if atomic and self.cfg.epilogue_fusion_with_atomic_add:
            aliasing = atomic = False
        if aliasing or n2.is_reduction or not self.cfg.epilogue_fusion:
            # the C++ and Triton backends take no reduction epilogue by default (can_fuse_reduction_epilogue)
            return _refuse("template", "template epilogue not satisfied", template=kind,
                           side="epilogue", epilogue_is_reduction=n2.is_reduction, epilogue_aliases=aliasing,
                           epilogue_atomic_add=atomic or None,
                           detail=(f"{n2.name} mutates {self._mutated(n2)} by atomic adds, which a Triton template "
                                   "takes only with epilogue_fusion_with_atomic_add") if atomic else
                           f"{n2.name} aliases or mutates a buffer" if aliasing else
                           f"{n2.name} is a reduction, which no {kind} takes as its epilogue" if n2.is_reduction
                           else "epilogue_fusion is off")
        if kind in ("CppTemplateBuffer", "TritonTemplateBuffer", "MultiTemplateBuffer"):
            return None
        return _refuse("template", None, undecidable=True, template=kind, side="epilogue")

    # --- template fusions Inductor times (max-autotune) ----------------------------------------------
    def is_epilogue_fusion(self, n1: SimNode, n2: SimNode) -> bool:
        """scheduler.py:4087-4092."""
        return n1.is_template and not n2.is_template and self.cfg.epilogue_fusion

    def is_prologue_fusion(self, n1: SimNode, n2: SimNode) -> bool:
        """scheduler.py:4095-4100."""
        return n2.is_template and not n1.is_template and self.cfg.prologue_fusion

    def is_template_fusion(self, n1: SimNode, n2: SimNode) -> bool:
        return self.is_epilogue_fusion(n1, n2) or self.is_prologue_fusion(n1, n2)

    @staticmethod
    def _multi_template(n: SimNode) -> bool:
        return any(s.is_template and s.leaf is not None and s.leaf.ir_class == "MultiTemplateBuffer"
                   for s in n.snodes)

    def benchmarked(self, n1: SimNode, n2: SimNode) -> bool:
        """``speedup_by_fusion`` (scheduler.py:5655-5704) times the pair, on a GPU: a MultiTemplateBuffer's epilogue
        or prologue; with ``benchmark_fusion`` every pair, but for a template other than a Triton one as node1
        (CUTLASS, C++), a foreach node and a kernel with an atomic add (a scatter), which fuse untimed. A template
        fusion with an atomic add is not timed either (torch 2.13 on, 5882-5905: an epilogue fuses untimed, a
        prologue is kept apart, which ``can_fuse`` has already refused for the template's mutation)."""
        if not _on_gpu(n1):
            return False        # the C++ backend times nothing
        atomic = any(d.mode == "atomic_add" for n in (n1, n2) for s in n.snodes for d in s.writes)
        if self._multi_template(n1) or self._multi_template(n2):
            return not atomic or (self.release >= (2, 13) and not n1.is_template)
        if not self.cfg.benchmark_fusion:
            return False
        if n1.is_template and self.template_kind(n1) != "TritonTemplateBuffer":
            return False
        if n1.foreach is not None or n2.foreach is not None:
            return False
        return not atomic

    def benchmark_outcome(self, n1: SimNode, n2: SimNode) -> tuple[bool | None, str, Any]:
        """Whether Inductor's timing kept the fused kernel, who says so, and the log's entry that does: the fusion
        log's answer for these two nodes (its ``can fuse (benchmark)`` / ``cannot fuse (benchmark)`` lines, or the
        kernel that spilled: ``Graph.timed``, each pair's timings taken in order as the replay times it again),
        else the post-fusion file's (its fused nodes hold every leaf of the pair in one); None when neither is
        there."""
        key = self.timed_key(n1, n2)
        said = self.g.timed.get(key)
        if said:
            k = self._timings_taken.get(key, 0)
            self._timings_taken[key] = k + 1
            b = said[min(k, len(said) - 1)]
            return b.fused, "the fusion log", b
        groups = self.g.post_groups
        if groups is None:
            return None, "", None
        keys = {groups.get(s.name) for s in n1.snodes + n2.snodes}
        return len(keys) == 1 and None not in keys, "the post-fusion file", None

    def next_timing_line(self, n1: SimNode, n2: SimNode) -> int | None:
        """The log line of the pair's next timing (``benchmark_outcome`` takes it), None when the log has none."""
        key = self.timed_key(n1, n2)
        said = self.g.timed.get(key)
        if not said:
            return None
        return said[min(self._timings_taken.get(key, 0), len(said) - 1)].line

    @staticmethod
    def timed_key(n1: SimNode, n2: SimNode) -> tuple[frozenset, frozenset]:
        return frozenset(s.name for s in n1.snodes), frozenset(s.name for s in n2.snodes)

    def benchmark_refusal(self, n1: SimNode, n2: SimNode, source: str, said: Any = None) -> Decision:
        """The refusal of a pair Inductor timed and kept apart (``benchmark_outcome``): a MultiTemplateBuffer's
        epilogue or prologue (max-autotune's ``benchmark_epilogue_fusion``), else ``benchmark_fusion``'s."""
        if n1.is_template != n2.is_template and (self._multi_template(n1) or self._multi_template(n2)):
            side = "epilogue" if n1.is_template else "prologue"
            t = self._template_leaf(n1 if n1.is_template else n2)
            return _refuse("template", None, template=self.template_kind(n1 if n1.is_template else n2), side=side,
                           benchmark="slower",
                           detail=f"the rules allow it; Inductor timed {t.name}'s Triton choices with the {side} "
                                  f"fused against its fastest choice and the {side} apart (benchmark_epilogue_fusion) "
                                  f"and kept them apart ({source})")
        spill = getattr(said, "spill", None)
        if spill is not None:
            return _refuse("benchmark_refused", spill, benchmark="spills", source=source,
                           kernel=spill[len(SPILL_PREFIX):].removesuffix(" kernel"))
        ratio = said.ratio if said is not None else None
        return _refuse("benchmark_refused", None, benchmark="slower", source=source, ratio=ratio)

    def _template_leaf(self, n: SimNode) -> SimNode:
        return next(s for s in n.snodes if s.is_template)

    def _triton_prologue(self, n1: SimNode, n2: SimNode, kind: str | None) -> Decision | None:
        """The prologue checks of a Triton template (scheduler.py:8284-8335), then
        ``check_prologue_fusion_heuristics_fusable`` (7841-7899)."""
        from . import templates as tp
        t = self._template_leaf(n2)
        info = self.g.templates.get(t.name)
        family = info.family if info is not None else None
        inputs = list(dict.fromkeys(d.name for d in t.reads if d.kind != "WeakDep"))
        allowed = tp.allowed_prologue_inputs(info, inputs) if kind in TRITON_TEMPLATES \
            else None
        if allowed is None:
            return _refuse("template", None, undecidable=True, template=kind, side="prologue")
        if not allowed and self.release >= (2, 12):
            return _refuse("template", "template has no allowed prologue inputs", template=kind, side="prologue",
                           family=family, detail=tp.FAMILY_TEXT.get(family or "other"))
        # torch 2.11 and older: no such check; every input is then one the kernel does not load as a prologue
        unsupported = [b for b in inputs if b not in allowed]
        hit = [b for b in n1.buffer_names if b in unsupported]
        if hit:
            return _refuse("template", "prologue fusion not implemented for kernel for these inputs", template=kind,
                           side="prologue", family=family,
                           detail=f"{', '.join(hit)} is not one of the inputs the template loads as a prologue "
                                  f"({', '.join(sorted(allowed)) or tp.FAMILY_TEXT.get(family or 'other')})")
        # torch 2.12 asks it of node1 twice (the template's own aliasing is checked from 2.13 on)
        which = n1.name if self._aliases_or_mutates(n1) else \
            n2.name if self.release >= (2, 13) and self._aliases_or_mutates(n2) else None
        if which is not None:
            return _refuse("template", "template prologue can only fuse functional pointwise nodes", template=kind,
                           side="prologue", family=family, detail=f"{which} aliases or mutates a buffer")
        members = n1.snodes
        names = {s.name for s in members}
        for s in members[:-1]:
            for b in s.buffer_names:
                others = [u for u in self._users(b) if u not in names]
                if others:
                    return _refuse("template", "template prologue can only fuse nodes with a single use",
                                   template=kind, side="prologue", family=family,
                                   detail=f"{b} of {s.name} is also read by {', '.join(others)}")
        last = members[-1]
        users = self._users(last.buffer_names[0]) if len(last.buffer_names) == 1 else []
        if not (len(last.buffer_names) == 1 and users == [t.name]):
            what = (f"{last.name} writes {len(last.buffer_names)} buffers" if len(last.buffer_names) != 1 else
                    f"{last.buffer_names[0]} is read by {', '.join(users) or 'no node'}")
            return _refuse("template", "template prologue can only fuse nodes with a single use into template",
                           template=kind, side="prologue", family=family, detail=what)
        # check_prologue_fusion_heuristics_fusable
        read = self.access_bytes(n1, reads=True)
        write = self.access_bytes(n1, reads=False)
        if read > write * 1.1:
            return _refuse("template", "prologue fusion will not increase amount of bytes read in kernel",
                           template=kind, side="prologue", family=family, read_bytes=read, write_bytes=write,
                           detail=f"{n1.name} reads {read:,} bytes and writes {write:,} (more than 1.1x)")
        targets = self._targets(n1)
        pad = tp.pad_only(targets)
        if pad is None and self._maybe_pad(n1):
            raise Undecidable(f"whether {n1.name} is a constant_pad_nd alone (the prologue heuristic refuses one) "
                              "is in the fusion log's candidate lines, not in the IR text")
        if pad:
            return _refuse("template", "prologue fusion will not increase attempt to fuse in padding bc it increases "
                           "unaligned reads", template=kind, side="prologue", family=family,
                           detail=f"{n1.name} is a constant_pad_nd")
        tdtype = self._dtype(t.buffer_names[0]) if t.buffer_names else None
        if tp.low_precision(tdtype):
            why = None
            for s in members:
                leaf = s.leaf
                if leaf is None or leaf.loop_body is None:
                    why = f"{s.name} has no loop body"
                    break
                why = tp.needs_upcast(leaf.loop_body.functions, self._dtype)
                if why is not None:
                    why = f"{s.name}: {why}"
                    break
            if why is not None:
                return _refuse("template", "prologue fusion that must be upcast to fp32 not profitable for low "
                               "precision templates", template=kind, side="prologue", family=family,
                               detail=f"a {tdtype.replace('torch.', '')} template; {why}")
        return None

    def _users(self, buf: str) -> list[str]:
        """The nodes of a buffer's ``users`` list as printed (``OUTPUT`` for the graph's output)."""
        b = self.g.section.buffers.get(buf)
        return [u.name if u.name is not None else "OUTPUT" for u in (b.users or ())] if b is not None else []

    @staticmethod
    def atomic_add_epilogue(n: SimNode) -> bool:
        """``_is_atomic_add_mutation_epilogue`` (scheduler.py:4044-4067): one scheduler node (not a fused one)
        whose ComputedBuffer is a scatter by atomic adds (every write an ``atomic_add`` MemoryDep), with one
        output that aliases nothing and mutates one buffer."""
        if len(n.snodes) != 1 or n.snodes[0].leaf is None:
            return False
        leaf = n.snodes[0].leaf
        if leaf.kind != "SchedulerNode" or leaf.ir_class != "ComputedBuffer" or len(leaf.outputs) != 1:
            return False
        out = leaf.outputs[0]
        return not out.aliases and len(out.mutations) == 1 and bool(leaf.writes) and all(
            d.kind == "MemoryDep" and d.mode == "atomic_add" for d in leaf.writes)

    @staticmethod
    def _mutated(n: SimNode) -> str:
        leaf = n.snodes[0].leaf
        return leaf.outputs[0].mutations[0] if leaf is not None and leaf.outputs and leaf.outputs[0].mutations \
            else "a buffer"

    def _aliases_or_mutates(self, n: SimNode) -> bool:
        """``has_aliasing_or_mutation``: an output of one of its nodes aliases or mutates a buffer."""
        return any(b.aliases or b.mutations for s in n.snodes if s.leaf is not None for b in s.leaf.outputs)

    def _dtype(self, buf: str | None) -> str | None:
        info = self.g.buffers.get(buf) if buf else None
        return info.layout.dtype if info is not None and info.layout is not None else None

    def _targets(self, n: SimNode) -> tuple[str, ...] | None:
        out: list[str] = []
        for s in n.snodes:
            t = self.g.leaf_targets.get(s.name)
            if t is None:
                return None
            out.extend(t)
        return tuple(out)

    @staticmethod
    def _maybe_pad(n: SimNode) -> bool:
        """Could this node be a ``constant_pad_nd`` alone: one leaf whose body masks a load (a pad that adds
        elements: one that only removes them is a view, no node) and otherwise only loads, indexes, compares and
        selects, no arithmetic."""
        if n.size != 1 or n.leaf is None or n.leaf.loop_body is None:
            return n.size == 1
        free = ("load", "store", "index_expr", "constant", "where", "ge", "lt", "gt", "le", "and_",
                "logical_and", "to_dtype")
        calls = [(kind, op) for fn in n.leaf.loop_body.functions for kind, op, _b in body_calls(fn)]
        return any(kind == "self" and op.startswith("masked_subblock") for kind, op in calls) and \
            all(op in free for kind, op in calls if kind == "ops")

    def access_bytes(self, n: SimNode, reads: bool) -> int:
        """``get_read_buffer_sizes`` / ``get_write_buffer_sizes`` (scheduler.py:1725-1889): per buffer, the
        fewer of the elements its dependencies touch (the node's points per dependency; a fused node's: 1e9)
        and the buffer's, in bytes; a fused node's writes without the buffers only its own nodes read."""
        g = self.g
        if n.size == 1 and n.leaf is not None and n.leaf.sizes is not None:
            numel = 1
            for part in n.leaf.sizes:
                for x in part:
                    numel *= hint(x, g.size_hints)
        else:
            numel = 10 ** 9
        deps = n.reads if reads else n.writes
        count: dict[str, int] = {}
        for d in deps:
            count[d.name] = count.get(d.name, 0) + 1
        if not reads and n.size > 1:
            names = {s.name for s in n.snodes}
            for b in list(count):
                if all(u in names for u in self._users(b)):
                    del count[b]
        total = 0
        for b, k in count.items():
            total += self._buffer_bytes(b, numel * k, set())
        return total

    def _buffer_bytes(self, b: str, accessed: int, seen: set[str]) -> int:
        info = self.g.buffers.get(b)
        lay = info.layout if info is not None else None
        if lay is None or b in seen:
            return 0
        if lay.kind == "NoneLayout":
            buf = self.g.section.buffers.get(b)
            seen.add(b)
            return sum(self._buffer_bytes(m, accessed, seen) for m in (buf.mutations if buf is not None else ()))
        if lay.kind == "MultiOutputLayout" or lay.size is None:
            raise Undecidable(f"the bytes of {b} (a MultiOutputLayout) are not counted from the text")
        elems = 1
        for x in lay.size:
            elems *= hint(x, self.g.size_hints)
        return (self.g.dtype_bytes.get(b) or 0) * min(accessed, elems)

    # --- loop reordering in the last round (GPU) ------------------------------------------------------
    def shared_data_after_reordering_loop(self, n1: SimNode, n2: SimNode) -> int:
        """scheduler.py:7457-7511: the shared bytes after reordering one node's loops to match the
        other's access of a common buffer; failing that, after reindexing a pointwise node onto a
        reduction's iteration space (``_try_reindex_pointwise_for_reduction``) and trying the reorder
        again; or -1."""
        if not (_on_gpu(n1) and _on_gpu(n2)) or n1.is_template or n2.is_template:
            return -1
        names2 = set(_buffer_names(n2))
        common = [b for b in _buffer_names(n1) if b in names2]
        if not common:
            return -1
        if self.cfg.loop_ordering_after_fusion:
            score = self._try_reorder_loops_for_candidates(n1, n2, common)
            if score >= 0:
                return score
        if not self.cfg.loop_reindexing_after_fusion:
            return -1
        self._for_shared_data = True
        try:
            applied = self._try_reindex_pointwise_for_reduction(n1, n2)
        finally:
            self._for_shared_data = False
        if isinstance(applied, _GuardUnknown):
            applied.restore()
            raise Undecidable(f"whether reindexing {self._pointwise_of(n1, n2)} regresses memory "
                              f"coalescing ({applied})")
        if not applied:
            return -1
        if self.cfg.loop_ordering_after_fusion:
            score = self._try_reorder_loops_for_candidates(n1, n2, common)
            if score >= 0:
                return score
        return self.score_fusion_memory(n1, n2)

    # --- loop reindexing of a pointwise node onto a reduction (GPU) -------------------------------------
    @staticmethod
    def _pointwise_of(n1: SimNode, n2: SimNode) -> str:
        return (n2 if n1.is_reduction else n1).name

    def _retry_vertical_with_reindexing(self, n1: SimNode, n2: SimNode, first: Decision,
                                        equivalent: frozenset | None = None) -> Decision:
        """scheduler.py:8439-8461: a refused vertical pair is checked again (``can_fuse_vertical`` and
        the backend) after reindexing the pointwise node onto the reduction's iteration space, when
        that applies; Inductor then logs the second check's refusal after the first's."""
        applied = self._try_reindex_pointwise_for_reduction(n1, n2)
        if isinstance(applied, _GuardUnknown):
            second = self._vertical_checks(n1, n2, equivalent)
            applied.restore()
            if second.ok == first.ok and second.code == first.code and second.message == first.message:
                return first
            raise Undecidable(f"whether reindexing {self._pointwise_of(n1, n2)} regresses memory "
                              f"coalescing ({applied})")
        if not applied:
            return first
        d = self._vertical_checks(n1, n2, equivalent)
        d.before = first
        if d.code == "memory_deps_mismatch":
            pw, red = (n2, n1) if n1.is_reduction else (n1, n2)
            d.facts.reindexed = f"{pw.name} onto ({red.group[0]}, {red.group[1]})"
        return d

    def _vertical_checks(self, n1: SimNode, n2: SimNode, equivalent: frozenset | None = None) -> Decision:
        d = self.can_fuse_vertical(n1, n2, (), equivalent)
        return d if d is not None else self.backend_can_fuse(n1, n2, vertical=True)

    def _try_reindex_pointwise_for_reduction(self, n1: SimNode, n2: SimNode) -> bool:
        """scheduler.py:7711-7821: reindex the pointwise node's loops onto the reduction's (numel,
        rnumel) when all its members iterate that many points in loops that split onto it, the shared
        accesses then match (``deps_match_normalized``) and the memory-coalescing guard does not reject
        it. True when the reindex was applied (it stays unless the pair is refused: ``can_fuse``'s
        rollback). False when the reindexed dependencies cannot be worked out from the text (symbolic
        sizes); a ``_GuardUnknown`` when only the guard cannot be evaluated."""
        if not (_on_gpu(n1) and _on_gpu(n2)):
            return False
        if n1.kind.startswith("Foreach") or n2.kind.startswith("Foreach"):
            return False
        if n1.is_reduction and not n2.is_reduction:
            red, pw = n1, n2
        elif n2.is_reduction and not n1.is_reduction:
            red, pw = n2, n1
        else:
            return False
        if red.group is None or red.group_style != "simd":
            return False
        numel, rnumel = red.group
        snodes = pw.snodes
        if any(s.kind != "SchedulerNode" or s.is_extern or s.is_nop for s in snodes):
            return False
        target = tiling.prod([numel, rnumel])
        try:
            loops = [tiling.ranges(s, self.g.replacements) for s in snodes]
        except tiling.Unknown:
            return False
        if not all(tiling.prod(it) == target for it, _red in loops):
            return False
        try:
            if not all(tiling.is_compatible([numel, rnumel], lp) for lp in loops):
                return False
        except tiling.Unknown:
            raise Undecidable("whether a loop split is compatible (symbolic sizes)") from None
        new_it = [tiling.canon(numel), tiling.canon(rnumel)]     # as the node's loop sizes print
        if all([tiling.canon(x) for x in it] == new_it for it, _red in loops):
            return False
        if not self.deps_over_loops and any(v[:1] == "c" for s in snodes for d in s.deps for v, _sz in d.ranges):
            return False        # normalized dependencies of the post-fusion file: the loops are not known
        try:
            rewritten = []
            for s, (it, red_sizes) in zip(snodes, loops):
                new = []
                for deps in (s.reads, s.writes, s.unmet):
                    new.append({reindex.reindex_dep(d, list(it), list(red_sizes), new_it): None for d in deps})
                rewritten.append((s, new, (list(new_it), list(red_sizes))))
        except reindex.NotOverLoops:
            # the post-fusion file alone (final-round replay) prints merged loops: like the loop reorder,
            # the reindex is not replayed from it
            return False
        except Unsupported as e:
            # symbolic sizes the reindexed dependencies cannot be worked out for. A refused vertical pair
            # checked again keeps the verdict of the check before the reindex (Inductor logs that
            # refusal first in any case; only a second refusal after its reindex is not replayed). For
            # the shared data of the last round the reindex decides the verdict: unless no shared access
            # can match after it (the reindex only renumbers a node's iterations, so an access touches
            # the same elements before and after), it is not decidable from the text.
            if self._for_shared_data and reindex.may_match_after_reindex(
                    n1, n2, _buffer_names, pw, loops, (numel, rnumel)):
                raise Undecidable(f"the dependencies of {pw.name} reindexed onto ({numel}, {rnumel}) "
                                  f"({e})") from None
            return False
        unfused = self._unfused_memory(n1, n2)      # measured before the loops change
        restore = _snapshot(pw)
        if self._undo is not None:
            self._undo.append(restore)
        for s, (reads, writes, unmet), loop_sizes in rewritten:
            s.reads, s.writes, s.unmet = reads, writes, unmet
            s.loop_sizes = loop_sizes
            s.invalidate()
        if pw.size > 1:
            refresh_group_dependencies(pw)
        # the reindex must make a shared access match (reads_and_writes: a written buffer by its write)
        d1 = {d.name: d for d in list(n1.reads) + list(n1.writes)}
        d2 = {d.name: d for d in list(n2.reads) + list(n2.writes)}
        names2 = set(_buffer_names(n2))
        if not any(self.deps_match_normalized(d1[b], d2[b]) for b in _buffer_names(n1) if b in names2):
            restore()
            return False
        try:
            regresses = self._reindexing_regresses_memory_coalescing(n1, n2, unfused)
        except Unsupported as e:
            why = str(e)
        else:
            why = None
        if why is not None:
            # returned, not raised: an exception holding ``restore`` would keep the replay's frames in a
            # reference cycle through its traceback (tests/test_memory.py)
            return _GuardUnknown(why, restore)
        if regresses:
            restore()
            return False
        return True

    def _unfused_memory(self, n1: SimNode, n2: SimNode):
        """The two kernels' memory before the reindex (None when either is unknown to Inductor), or the
        ``Unsupported`` that stops its evaluation here (raised by the guard, where it matters)."""
        m = []
        for n in (n1, n2):
            got = n.cache.get("tiling_memory", n)        # the node itself: not measured yet
            if got is n:
                try:
                    got = self._selected_tiling_memory([n])
                except Unsupported as e:
                    # kept without its traceback: the node's cache must not hold the replay's frames
                    # (they hold the node: a reference cycle, tests/test_memory.py)
                    got = Unsupported(str(e))
                n.cache["tiling_memory"] = got           # forgotten when the node's dependencies change
            if isinstance(got, Unsupported):
                return got
            m.append(got)
        return None if any(x is None for x in m) else tuple(m)

    def _selected_tiling_memory(self, nodes: list[SimNode]):
        """scheduler.py:7609-7658 (coalesce.py)."""
        if not self.cfg.triton_coalesce_tiling_analysis or self.cfg.triton_prefer_nd_tiling:
            return None
        from . import (
            coalesce,  # the GPU guard only: its imports (fractions) are not paid by CPU graphs
        )
        return coalesce.selected_tiling_memory(self, nodes)

    def _reindexing_regresses_memory_coalescing(self, n1: SimNode, n2: SimNode, unfused) -> bool:
        """scheduler.py:7660-7709: whether the fused kernel, with the pointwise node reindexed, accesses
        memory at a higher cost (uncoalesced bytes weigh 16 times) than the two kernels apart plus a
        kernel launch (``DRAM_GBPS``)."""
        if isinstance(unfused, Unsupported):
            raise Unsupported(str(unfused))      # a new one: the cached one stays without a traceback
        if unfused is None:
            return False
        fused = self._selected_tiling_memory([n1, n2])
        if fused is None:
            return False
        unfused_cost = sum(m.weighted_cost() for m in unfused)
        fused_cost = fused.weighted_cost()
        if fused_cost <= unfused_cost:
            return False
        regresses = _regresses(fused_cost, unfused_cost, self.dram_gbps)
        for other in self.dram_alternatives:
            if _regresses(fused_cost, unfused_cost, other) != regresses:
                raise Unsupported(
                    f"it depends on the GPU's DRAM bandwidth: the fused kernel's memory costs {fused_cost:,} "
                    f"against {unfused_cost:,}, which regresses at {min(self.dram_gbps, other):,.0f} GB/s and "
                    f"not at {max(self.dram_gbps, other):,.0f} GB/s; --gpu names the GPU")
        return regresses

    @staticmethod
    def deps_match_normalized(a: DepKey, b: DepKey) -> bool:
        """scheduler.py:8796-8814: the same access once loops are put in stride order (same number of
        variables) or merged (different numbers)."""
        if a.kind != "MemoryDep" or b.kind != "MemoryDep":
            return False
        if a == b:
            return True
        if len(a.ranges) == len(b.ranges):
            ka = reorder.stride_order_key(a)
            return ka is not None and ka == reorder.stride_order_key(b)
        return reorder.merged_equal(a, b)

    def _try_reorder_loops_for_candidates(self, n1: SimNode, n2: SimNode, common: list[str]) -> int:
        """scheduler.py:7516-7610. Before torch 2.13 (``shared_data_after_reordering_loop`` of 2.11.0): the
        largest common buffer whose accesses normalise alike guides the reorder, a write-read pair first
        only from 2.13 on, and a write-read pair that does not normalise alike does not end the search."""
        ordered = self.release >= (2, 13)
        r1 = {d.name: d for d in n1.reads}
        w1 = {d.name: d for d in n1.writes}
        r2 = {d.name: d for d in n2.reads}
        w2 = {d.name: d for d in n2.writes}
        candidates = []
        for b in common:
            lhs = w1.get(b) or r1[b]
            rhs = w2.get(b) or r2[b]
            write_read = (b in w1 and b in r2) or (b in w2 and b in r1)
            if lhs.kind != "MemoryDep" or rhs.kind != "MemoryDep":
                same = lhs == rhs          # normalize_with_stride_order is the identity for them
            else:
                key = reorder.stride_order_key(lhs)
                same = key is not None and key == reorder.stride_order_key(rhs)
            if same:
                candidates.append((write_read and ordered, self._numel_hint(lhs), lhs, rhs))
            elif write_read and ordered:
                w = w1.get(b) or w2.get(b)
                r = r2.get(b) or r1.get(b)
                if w is not None and r is not None and w.kind == "MemoryDep" and r.kind == "MemoryDep":
                    nw, nr = normalize_dep(w), normalize_dep(r)
                    if nw is None or nr is None:
                        return -1
                    r_sizes = [sz for _v, sz in nr.ranges]
                    if not all(any(ws == rs for rs in r_sizes) for _v, ws in nw.ranges):
                        return -1
        if not candidates:
            return -1
        best = candidates[0]
        for c in candidates[1:]:
            if (c[0], c[1]) > (best[0], best[1]):
                best = c
        _wr, _numel, lhs, rhs = best
        if lhs.kind != "MemoryDep" or rhs.kind != "MemoryDep":
            return -1
        if len(lhs.ranges) != len(rhs.ranges):
            # loops not merged alike: equal once merged counts as shared data
            return self.g.dep_size_hint(lhs) if reorder.merged_equal(lhs, rhs) else -1
        if not n1.is_reduction:
            reordered = self._reorder_loops_by_dep_pair(n1, lhs, rhs)
        elif not n2.is_reduction:
            reordered = self._reorder_loops_by_dep_pair(n2, rhs, lhs)
        else:
            reordered = False
        return self.score_fusion_memory(n1, n2) if reordered else -1

    # --- index inversion (GPU, every round) ------------------------------------------------------------
    def shared_data_after_inverting_indexing(self, n1: SimNode, n2: SimNode) -> int:
        """scheduler.py:7302-7455: the shared bytes after node2 (a pointwise copy of node1's output that
        reads it out of order) is flattened and its two indexes swapped through the inverse of the read,
        or -1 (replay/invert.py)."""
        if not (_on_gpu(n1) and _on_gpu(n2)) or n2.size != 1 or n2.kind != "SchedulerNode":
            return -1
        leaf = n2.leaf
        if leaf is None or leaf.ir_class != "ComputedBuffer" or leaf.loop_body is None or leaf.sizes is None:
            return -1
        names1 = {d.name for d in n1.deps}
        if not any(d.name in names1 for d in n2.deps):
            return -1
        unmet_names = {d.name for d in n2.unmet}
        if unmet_names - names1 or len(unmet_names) > 1:
            return -1
        if len(n2.reads) != 1 or len(n2.writes) != 1:
            return -1
        read = next(iter(n2.reads))
        write = next(iter(n2.writes))
        if read.kind != "MemoryDep" or write.kind != "MemoryDep":
            return -1
        w1 = [d for d in n1.writes if d.name == read.name]
        if len(w1) != 1 or w1[0].kind != "MemoryDep":
            return -1
        w1 = w1[0]
        if not invert.is_load_index_single(leaf.loop_body):
            return -1
        it, red = n2.loop_sizes if n2.loop_sizes is not None else leaf.sizes
        it = list(it)
        if self.release >= (2, 14):
            # _can_reindex_consumer_for_index_inversion: flatten node2's loops first (torch 2.14 on, as is
            # the contiguous write)
            flat = invert.reindexed(n2.is_reduction, read, write, w1, it)
            if flat is not None:
                flat_read, flat_write, numel = flat
                self._mutate(n2, {flat_read: None}, {flat_write: None}, ([numel], list(red)))
                read, write, it = flat_read, flat_write, [numel]
            if not invert.is_contiguous(write):
                return -1
        n1_index, n1_sizes = invert.normalized_index(w1)
        write_sizes = tuple(s for _v, s in write.ranges)
        if n1_index != write.index and n1_sizes != write_sizes:
            return -1
        if tuple(s for _v, s in read.ranges) != write_sizes or len(read.ranges) != 1 or len(it) != 1:
            return -1
        numel = read.ranges[0][1]
        got = invert.flat_read(read.index, [read.ranges[0][0]], [numel])
        if got is None or not invert.invertible(got[0], got[1], numel):
            return -1
        inv = invert.render(invert.inverse(got[0]), "c0", numel)
        ranges = (("c0", numel),)
        new_read = read._replace(index="c0", ranges=ranges)
        new_write = write._replace(index=inv, ranges=ranges)
        self._mutate(n2, {new_read: None}, {new_write: None}, (it, list(red)))
        score = self.score_fusion_memory(n1, n2)
        if score == 0 and self.release >= (2, 13):
            score = self._score_fusion_memory_by_fusable_read_write(n1, n2)
        return score

    def _mutate(self, n: SimNode, reads: dict, writes: dict, loop_sizes: tuple) -> None:
        """A leaf's new dependencies after a loop mutation (refresh_dependencies: unmet = the reads
        not of graph inputs), undone if the pair is refused."""
        if self._undo is not None:
            self._undo.append(_snapshot(n))
        n.reads, n.writes = reads, writes
        n.unmet = {d: None for d in reads if d.name in self.buffer_producer}
        n.loop_sizes = loop_sizes
        n.invalidate()

    def _score_fusion_memory_by_fusable_read_write(self, producer: SimNode, consumer: SimNode) -> int:
        """scheduler.py:8817-8857: bytes of the producer's writes that the consumer reads through a
        fusable read (equal once loops are merged)."""
        if not self.is_ancestor(producer, consumer):
            return 0
        reads = list(consumer.reads)
        matched: set[int] = set()
        score = 0
        for w in producer.writes:
            if w.kind != "MemoryDep":
                continue
            for i, r in enumerate(reads):
                if i in matched:
                    continue
                if self.fusable_read_and_write(self._rename(r), w):
                    matched.add(i)
                    score += max(self.g.dep_size_hint(r), self.g.dep_size_hint(w))
                    break
        return score

    def _numel_hint(self, d) -> int:
        """``optimization_hint(dep.get_numel(), fallback=0)``: the sizes of the loop variables its index
        uses. An unbacked symbol hints as the fallback raised to its lower bound (_size_hinting.py:
        510-533): 0 for the sizes of data-dependent ops (``nonzero``'s ``u0 >= 0``; a positive lower
        bound from a user's ``torch._check`` is not in the IR), so a candidate whose size depends on
        data ranks below any other."""
        sizes = [size for _v, size in d.vars_in_index()]
        if free_unbacked_symbols(sizes):
            return 0
        n = 1
        for size in sizes:
            n *= hint(size, self.g.size_hints)
        return n

    def _reorder_loops_by_dep_pair(self, n: SimNode, self_dep, other_dep) -> bool:
        """reorder_loops_by_dep_pair (SchedulerNode: scheduler.py:2490-2512; FusedSchedulerNode:
        2788-2831): reorder the loops of n (of every member of a fused n, which must all iterate the
        same sizes) so that self_dep's loop order matches other_dep's."""
        leaves = n.snodes
        sizes = None
        for s in leaves:
            if s.leaf is None or s.leaf.sizes is None or s.is_template:
                return False
            it, _red = s.loop_sizes if s.loop_sizes is not None else s.leaf.sizes
            if sizes is not None and tuple(it) != tuple(sizes):
                return False
            sizes = it
        if sizes is None or not (len(sizes) == len(self_dep.ranges) == len(other_dep.ranges)):
            return False
        order = reorder.loop_order_to_match(self_dep, other_dep)
        if not order:
            return False
        if order == list(range(len(order))):
            # the loops already in that order: Inductor applies it (and counts a reorder), nothing changes
            return True
        rewritten = []
        for s in leaves:
            it, red = s.loop_sizes if s.loop_sizes is not None else s.leaf.sizes
            all_sizes = list(it) + list(red)
            new = []
            for deps in (s.reads, s.writes, s.unmet):
                out = {}
                for d in deps:
                    nd = reorder.reorder_dep(d, order, all_sizes, self.g.replacements)
                    if nd is None:
                        # Inductor reorders (the order is decided, scheduler.py:2496-2505) and scores the
                        # pair with every access rewritten: one the text cannot rewrite leaves the score
                        # unknown
                        raise Undecidable(f"the accesses of {n.name} with its loops reordered "
                                          f"({d.name}: {d.index})")
                    out[nd] = None
                new.append(out)
            rewritten.append((s, new, ([it[i] for i in order], list(red))))
        if self._undo is not None:
            self._undo.append(_snapshot(n))
        for s, (reads, writes, unmet), loop_sizes in rewritten:
            s.reads, s.writes, s.unmet = reads, writes, unmet
            s.loop_sizes = loop_sizes
            s.invalidate()
        if n.size > 1:
            refresh_group_dependencies(n)
        return True

    def choices_can_fuse(self, n1: SimNode, n2: SimNode, score: int, shared: int | None = None) -> Decision | None:
        """InductorChoices.can_fuse (choices.py:628-696). ``shared``: ``score_fusion_memory(n1, n2)`` when
        the caller has it (``score`` itself when no rescue changed it)."""
        if score == 0 and (not self.cfg.aggressive_fusion or n1.is_reduction or n2.is_reduction):
            return Decision(False, "no_shared_data", "no shared data", None, None, self._no_shared_data_facts(n1, n2))
        if n1.size + n2.size > self.cfg.max_fusion_size and n1.foreach is None and n2.foreach is None:
            # a foreach kernel is exempt (choices.py:672-675)
            return _refuse("exceeds_max_fusion", "exceeds max fusion",
                           nodes=n1.size + n2.size, limit=self.cfg.max_fusion_size)
        peak = self.can_fusion_increase_peak_memory(n1, n2, shared)
        if peak is not None:
            return Decision(False, "peak_memory", "Fusion will increase peak memory", None, None, peak)
        limit = self.cfg.max_fusion_unique_io_buffers
        if limit is not None:
            unique = self.unique_io_buffers(n1, n2)
            if len(unique) > limit:
                return _refuse("too_many_io_buffers", "fusion_prevent_too_many_reads_and_writes",
                               buffers=len(unique), limit=limit, names=unique)
        return None

    def unique_io_buffers(self, n1: SimNode, n2: SimNode) -> list[str]:
        """The buffers the fused kernel of n1 and n2 would read or write (scheduler.py:7080-7126
        fusion_prevent_too_many_reads_and_writes): both nodes' reads and writes by name, less n2's reads
        of n1's outputs and n1's outputs no one else reads (can_buffer_be_removed_through_fusion)."""
        fused = {s.name for s in n1.get_nodes()} | {s.name for s in n2.get_nodes()}
        w1 = list(dict.fromkeys(d.name for d in n1.writes))
        r2 = list(dict.fromkeys(d.name for d in n2.reads))
        removed_reads = set(r2) & set(w1)
        removed_writes = {b for b in w1 if self._removable(b, fused)}
        reads = list(dict.fromkeys([*(d.name for d in n1.reads), *r2]))
        writes = list(dict.fromkeys([*w1, *(d.name for d in n2.writes)]))
        return list(dict.fromkeys([*(b for b in reads if b not in removed_reads),
                                   *(b for b in writes if b not in removed_writes)]))

    def _removable(self, name: str, fused: set[str]) -> bool:
        """scheduler.py:9341-9352 can_buffer_be_removed_through_fusion: every user is weak or fused, and
        the buffer is not mutated."""
        buf = self.g.section.buffers.get(name)
        if buf is None or buf.users is None:
            return False
        return (all(u.is_weak or (u.name is not None and u.name in fused) for u in buf.users)
                and name not in self.mutation_renames and name not in self.mutation_real_name)

    def choices_can_fuse_horizontal(self, n1: SimNode, n2: SimNode, score: int) -> Decision | None:
        """InductorChoices.can_fuse_horizontal (choices.py:708-728): a refusal is a horizontal decision
        with the pair's score."""
        if score < self.cfg.score_fusion_memory_threshold:
            return Decision(False, "score_threshold", "score_fusion_memory_threshold", "horizontal", score,
                            ScoreThresholdFacts(score, self.cfg.score_fusion_memory_threshold))
        dist = self.proximity(n1, n2)
        if dist > LONG_DISTANCE:
            # the most frequent refusal of a large graph, with few distinct values: one (shared,
            # never modified) decision per (score, distance)
            by_dist = self._too_far.get(score)
            if by_dist is None:
                by_dist = self._too_far[score] = {}
            d = by_dist.get(dist)
            if d is None:
                d = by_dist[dist] = Decision(False, "too_far", _TOO_FAR, "horizontal", score,
                                             TooFarFacts(dist, LONG_DISTANCE))
            return d
        return None

    @staticmethod
    def proximity(n1: SimNode, n2: SimNode) -> int:
        """The distance of ``score_fusion``'s proximity and of ``are_long_distant_nodes``: the larger gap
        between one node's first and the other's last operation (asked for most pairs of a large graph:
        without max/abs calls)."""
        a = n1.min_order - n2.max_order
        b = n2.min_order - n1.max_order
        if a < 0:
            a = -a
        if b < 0:
            b = -b
        return a if a > b else b

    def can_fusion_increase_peak_memory(self, n1: SimNode, n2: SimNode,
                                        shared: int | None = None) -> PeakMemoryFacts | None:
        """scheduler.py:7023-7078: buffers read by each node that have one user (their memory could be
        reused if the nodes stay apart); if the ones both nodes read (same reuse key) hold more than
        32 x the shared bytes, fusing may raise peak memory. Note the units: elements vs bytes. The shared
        bytes are ``score_fusion_memory`` now (exact dependencies), not a score a loop reorder or an index
        inversion rescued; ``shared``: that figure when the caller has it."""
        k1 = n1._single_user
        if k1 is None:
            k1 = self._single_user_keys(n1)
        if not k1:
            return None
        k2 = n2._single_user
        if k2 is None:
            k2 = self._single_user_keys(n2)
        if not k2:
            return None
        return _peak_memory_facts(k1, k2, self.score_fusion_memory(n1, n2) if shared is None else shared)

    def _single_user_keys(self, n: SimNode) -> dict:
        """``buffer_reuse_key`` (device, dtype, storage size, alignment) of the buffers n reads that have a
        producer, one user and a tensor layout -> (the last such buffer read, the size as an int or None when
        symbolic)."""
        keys = n._single_user
        if keys is not None:
            return keys
        keys = n._single_user = {}
        numbers = self._reuse_keys
        unaligned = self.g.unaligned_buffers()
        for rd in n.reads:
            info = self.g.buffers.get(rd.name)
            if info is None or info.producer is None or info.users != 1 or not info.has_tensor_output:
                continue
            lay = info.layout
            size = str(self.g.storage_size(rd.name))
            try:
                v = int(size)
            except ValueError:
                v = None
            key = (lay.device, lay.dtype, size, rd.name not in unaligned)
            k = numbers.get(key)    # the key as a number: pairs compare them a million times
            if k is None:
                k = numbers[key] = len(numbers)
            keys[k] = (rd.name, v)
        return keys

    # ---------------------------------------------------------------------------------------------
    def can_fuse_vertical(self, n1: SimNode, n2: SimNode, extra: tuple = (),
                          equivalent: frozenset | None = None) -> Decision | None:
        """Scheduler.can_fuse_vertical (scheduler.py:8469-8540). None when legal. ``extra``: the (write,
        read) pairs a torch 2.15 nested plan proved (``_can_fuse_vertical_impl``'s additional matches);
        ``equivalent``: torch 2.14's names whose reads match by index equivalence too."""
        node1_buf_names = set()
        for s in n1.snodes:
            node1_buf_names.update(s.buffer_names)
        remaining: dict[str, list[DepKey]] = {}
        for dep in n2.unmet:
            name = self.mutation_renames.get(dep.name, dep.name)
            if dep.kind == "WeakDep" and self.fusable_weak_dep(dep, n1, n2):
                continue
            remaining.setdefault(name, []).append(dep)
        matched: list[tuple[DepKey, DepKey]] = []
        for cd in n1.writes:
            if cd.kind not in ("MemoryDep", "StarDep"):
                continue
            write_name = self.mutation_renames.get(cd.name, cd.name)
            rem = remaining.get(write_name)
            if rem:
                # same iteration-while-removing as Inductor 2.14 (noqa: B909), so the same deps survive; torch
                # 2.15 iterates over a copy (_can_fuse_vertical_impl: ``for rd in list(remaining)``)
                for rd in (list(rem) if self.cfg.torch_rules == "2.15" else rem):
                    if cd.kind == "MemoryDep" and self.fusable_read_and_write(self._rename(rd), cd):
                        rem.remove(rd)
                        matched.append((rd, cd))
                    elif extra and cd.kind == "MemoryDep" and rd.kind == "MemoryDep" and \
                            (self._rename(cd), self._rename(rd)) in extra:
                        rem.remove(rd)
                        matched.append((rd, cd))
                    elif equivalent and write_name in equivalent and cd.kind == "MemoryDep" and \
                            self._nested_call(self.nested.equivalent_read, self._rename(rd), cd):
                        rem.remove(rd)
                        matched.append((rd, cd))
        remaining_deps = {d.name: d for deps in remaining.values() for d in deps}
        clash = [n for n in remaining_deps if n in node1_buf_names]
        if clash:
            return _refuse("memory_deps_mismatch", "memory deps did not match",
                           buffers=clash, unmatched_reads=[str(d) for ds in remaining.values() for d in ds
                                                           if d.name in node1_buf_names],
                           writes=[str(w) for w in n1.writes if w.name in clash])
        for name in remaining_deps:
            op = self.buffer_producer.get(name)
            if op is None:
                continue
            via = self.name_to_fused[op]
            path = self.g.reach.ancestors_among(n1.ops, via.ops) if n1.clo <= via.chi else None
            if path and via.staged is not None:
                # a FusedNestedReductions hides its own operations from its ancestors (4646-4650)
                path = [o for o in path if o not in via.ops]
            if path:
                return _refuse("intermediate_nodes", "intermediate nodes between node1 & node2",
                               via_buffer=name, via_node=via.name, path_from=self.g.op_names(path))
        return None

    def _rename(self, d: DepKey) -> DepKey:
        if d.name in self.mutation_renames:
            return d._replace(name=self.mutation_renames[d.name])
        return d

    def fusable_read_and_write(self, read: DepKey, write: DepKey) -> bool:
        """scheduler.py:8614-8675 (exact match, then the loop-normalized match)."""
        if read.kind == "MemoryDep":
            if read.name != write.name or read.is_indirect() or write.is_indirect():
                return False
            if write.mode is not None and self.release >= (2, 11):
                # mode_requires_synchronization (5185): atomic_add, ... (torch 2.11 on)
                return False
            if self._same_index_with_prefix_size(read, write):
                return True
            if self.cfg.loop_ordering_after_fusion and len(read.ranges) != len(write.ranges):
                r, w = normalize_dep(read), normalize_dep(write)
                if r is not None and w is not None and self._same_index_with_prefix_size(r, w):
                    return True
            return False
        if read.kind == "StarDep":
            # before torch 2.13 the write's name is renamed through the mutations too (a read of a buffer a
            # later node mutates then matches the mutating write)
            wname = write.name if self.release >= (2, 13) else self.mutation_renames.get(write.name, write.name)
            return read.mode == write.mode and write.mode is not None and read.name == wname
        return False

    @staticmethod
    def _same_index_with_prefix_size(read: DepKey, write: DepKey) -> bool:
        rs = [s for _, s in read.ranges]
        ws = [s for _, s in write.ranges]
        return read.index == write.index and len(rs) >= len(ws) and rs[:len(ws)] == ws

    def fusable_weak_dep(self, weak: DepKey, n1: SimNode, n2: SimNode) -> bool:
        """scheduler.py:8542-8596: may n2's mutation fuse with n1, which reads the buffer before it? Only where
        every read n1 makes of the buffer is at the index n2 writes."""
        names = set()
        for s in n1.snodes:
            names.update(s.buffer_names)
        if weak.name not in names:
            return False
        writes = [w for w in n2.writes if w.name == weak.mutating_buf]
        if len(writes) != 1:
            return False
        w = writes[0]
        if w.kind != "MemoryDep" or w.is_indirect():
            return False
        if len(w.vars_in_index()) != len(w.ranges):
            return False
        real = self.mutation_real_name.get(weak.mutating_buf, weak.mutating_buf)
        if self.release >= (2, 15):
            # torch 2.15: a read of an earlier mutation of the buffer (an index_put_'s output) reads the same
            # memory under another name, and is checked too (torch 2.14 and older miss it: a wrong fusion)
            alias = self.mutation_real_name
            reads = [r for r in n1.reads if alias.get(r.name, r.name) == real]
        else:
            reads = [r for r in n1.reads if r.name == real]
        if not reads:
            return True
        return all(r.kind == "MemoryDep" and not r.is_indirect() and r.index == w.index
                   and [s for _, s in r.ranges] == [s for _, s in w.ranges] for r in reads)

    # ---------------------------------------------------------------------------------------------
    def backend_can_fuse(self, n1: SimNode, n2: SimNode, vertical: bool) -> Decision:
        dev = n1.device or ""
        if n1.group_style == "simd" or (not dev.startswith("cpu") and n1.group_style != "cpu"):
            return self.simd_can_fuse(n1, n2)
        ok, why = (self.cpp_can_fuse_vertical(n1, n2) if vertical else self.cpp_can_fuse_horizontal(n1, n2))
        if ok:
            return Decision(True, "fused", None, facts=FusedFacts(cpp=why))
        return _refuse("cpp_backend_veto", None, cpp=why, groups=[_group_text(n1), _group_text(n2)])

    # --- C++ backend (codegen/cpp.py, all silent) -------------------------------------------------
    def why_fuse_nodes(self, n1: SimNode, n2: SimNode) -> str | None:
        """CppScheduling._why_fuse_nodes (cpp.py:5269-5279)."""
        if n1.group is None or n2.group is None:
            return None
        vars1, reduce1 = n1.group
        vars2, reduce2 = n2.group
        if vars1 == vars2 and reduce1 == reduce2:
            return "SAME_VARS_REDUCE"
        if reduce1 == () and vars1 == vars2 + reduce2:
            return "COMPATIBLE_REDUCTION"
        if self.compatible_ranges(n1, n2):
            return "COMPATIBLE_RANGES_NO_REDUCTION"
        return None

    def compatible_ranges(self, n1: SimNode, n2: SimNode) -> bool:
        """CppScheduling._can_fuse_nodes_with_compatible_ranges (cpp.py:5282-5355). The last step
        (re-simplifying one node's loops with the other's indexing) is approximated by comparing the
        nodes' output sizes, the closest the text gets to ``node.data.get_size()``."""
        vars1, reduce1 = n1.group
        vars2, reduce2 = n2.group
        if not (reduce1 == () and reduce2 == ()):
            return False
        if product(list(vars1)) != product(list(vars2)):
            return False
        if not (len(vars1) == 1 or len(vars2) == 1):
            return False
        recomp, ref = (n1, n2) if len(vars1) < len(vars2) else (n2, n1)
        if recomp.is_fused or recomp.is_template:
            return False
        ranges2 = recomp.orig_ranges
        if ref.is_fused:
            rs = {s.orig_ranges for s in ref.snodes}
            if len(rs) != 1:
                return False
            ranges1 = next(iter(rs))
        else:
            ranges1 = ref.orig_ranges
        return ranges1 is not None and ranges1 == ranges2

    def can_fuse_horizontal_impl(self, n1: SimNode, n2: SimNode) -> bool:
        """cpp.py:5357-5375."""
        if n1.is_outer_loop or n2.is_outer_loop or n1.is_extern or n2.is_extern:
            return False
        return self.why_fuse_nodes(n1, n2) is not None

    def cpp_can_fuse_horizontal(self, n1: SimNode, n2: SimNode) -> tuple[bool, str]:
        """cpp.py:5377-5386."""
        if n1.is_template or n2.is_template:
            return False, "template"
        if n1.size + n2.size > self.cfg.cpp_max_horizontal_fusion_size:
            return False, f"more than {self.cfg.cpp_max_horizontal_fusion_size} nodes in a horizontal fusion"
        why = self.why_fuse_nodes(n1, n2)
        if n1.is_outer_loop or n2.is_outer_loop:
            return False, "an outer-loop fused node takes no horizontal fusion"
        if why is None:
            return False, "loop nests differ (no SAME_VARS_REDUCE / COMPATIBLE_REDUCTION / COMPATIBLE_RANGES)"
        return True, why

    def outer_loop_fusion_depth(self, n1: SimNode, n2: SimNode) -> int:
        """cpp.py:5400-5458."""
        kinds = ("OuterLoopFusedSchedulerNode", "FusedSchedulerNode", "SchedulerNode")
        if n1.kind not in kinds or n2.kind not in kinds or n1.group is None or n2.group is None:
            return 0
        a = n1.outer_nodes[-1] if n1.is_outer_loop else n1
        b = n2.outer_nodes[0] if n2.is_outer_loop else n2
        if a.group is None or b.group is None:
            return 0
        vars1, reduce1 = a.group
        vars2, reduce2 = b.group
        if vars1 == () and vars2 == () and reduce1 != () and reduce2 != ():
            return 0
        if n1.is_outer_loop and n2.is_outer_loop:
            return n1.outer_depth if n1.outer_depth == n2.outer_depth else 0
        depth = min(len(vars1), len(vars2))
        if depth >= 1 and vars1[:depth] == vars2[:depth]:
            if n1.is_outer_loop or n2.is_outer_loop:
                cmp = n1 if n1.is_outer_loop else n2
                return depth if cmp.outer_depth == depth else 0
            return depth
        return 0

    def can_fuse_vertical_outer_loop(self, n1: SimNode, n2: SimNode) -> bool:
        """cpp.py:5460-5470."""
        return (not n1.is_template and not n2.is_template and self.is_ancestor(n1, n2)
                and not (self.can_fuse_horizontal_impl(n1, n2) and not n1.is_reduction)
                and self.outer_loop_fusion_depth(n1, n2) >= 1)

    def cpp_can_fuse_vertical(self, n1: SimNode, n2: SimNode) -> tuple[bool, str]:
        """cpp.py:5479-5491. A pointwise epilogue of the C++ GEMM template is assumed supported
        (template_fusion_with_epilogues_supported looks at the template's output indexing)."""
        if n2.is_template:
            return False, "template prologue"
        if n1.is_template:
            return (not n2.is_reduction), "TEMPLATE_EPILOGUE"
        if self.can_fuse_horizontal_impl(n1, n2) and not n1.is_reduction:
            return True, self.why_fuse_nodes(n1, n2) or ""
        if self.can_fuse_vertical_outer_loop(n1, n2):
            return True, f"OUTER_LOOP (depth {self.outer_loop_fusion_depth(n1, n2)})"
        g1, g2 = _group_text(n1), _group_text(n2)
        if n1.is_reduction:
            return False, (f"node1 is a reduction {g1}: after a reduction the C++ backend only fuses through a "
                           f"common outer loop, and {g2} shares no outer-loop prefix with it")
        if n1.is_outer_loop or n2.is_outer_loop:
            return False, "an outer-loop fused node only takes another outer-loop fusion at the same depth"
        return False, (f"loop nests {g1} and {g2} are not the same, not a pointwise loop feeding a compatible "
                       "reduction, not equal flat ranges, and share no outer-loop prefix")

    def fusion_pair_priority(self, n1: SimNode, n2: SimNode) -> int:
        """cpp.py:5472-5477: outer-loop fusions wait until no other fusion is possible."""
        if n1.group_style == "cpu" and self.can_fuse_vertical_outer_loop(n1, n2):
            return 1
        return 0

    # --- mix-order reductions (Triton) -----------------------------------------------------------------
    def mix_order_can_fuse(self, n1: SimNode, n2: SimNode) -> bool:
        """MixOrderReduction.can_fuse (scheduler.py:355-470): two sibling reductions of one tensor over
        its two dimensions, one of them contiguous, big enough (``mixorder``). What the text leaves open
        is ``Undecidable``."""
        if not self._mix_on or not (n1.is_reduction and n2.is_reduction):
            return False
        if n1.group_style != "simd" or n2.group_style != "simd" or not (_on_gpu(n1) and _on_gpu(n2)):
            return False
        if self.is_ancestor(n1, n2) or self.is_ancestor(n2, n1):
            return False        # sibling reductions only
        mix = self.mix
        try:
            why = mix.qualifies(n1, n2, strict=not self.cfg.triton_mix_order_reduction_non_strict_mode)
        except mixorder.Undecided as e:
            raise Undecidable(f"whether {n1.name} and {n2.name} are mix-order reductions ({e})") from None
        return why is None

    def _mix_order_words(self, n1: SimNode, n2: SimNode) -> str:
        """What a mix-order pair is, for its verdict: each node's (rows, columns) as reduced, the contiguous
        one first, the split one said so."""
        mix = self.mix
        try:
            a, b = mix.contiguous_first(n1, n2)
        except mixorder.Undecided as e:
            raise Undecidable(f"which of {n1.name} and {n2.name} is contiguous ({e})") from None

        def side(n: SimNode) -> str:
            x, r = mix.numel_rnumel(n)
            how = ", split in two stages" if mix.is_split_reduction(n) else ""
            return f"{n.name} reduces {fmt(r)} elements for each of {fmt(x)} outputs{how}"
        return f"mix-order reductions: {side(a)} (contiguously), {side(b)}"

    def _mix_numel(self, n: SimNode) -> int:
        """MixOrderReduction.get_numel (the score of a mix-order pair; a FusedMixOrderReductions' numel)."""
        try:
            return self.mix.numel(n)
        except mixorder.Undecided as e:
            raise Undecidable(f"the element count of {n.name} ({e})") from None

    def make_mix_order(self, n1: SimNode, n2: SimNode) -> tuple[SimNode, SimNode, int]:
        """FusedMixOrderReductions.__init__ (scheduler.py:2979-2990): its sides, the contiguous one first,
        and its numel."""
        try:
            a, b = self.mix.sides(n1, n2)
        except mixorder.Undecided as e:
            raise Undecidable(f"which of {n1.name} and {n2.name} is contiguous ({e})") from None
        return a, b, self._mix_numel(a)

    def mix_can_fuse_with(self, m: SimNode, other: SimNode) -> Decision:
        """FusedMixOrderReductions.can_fuse_with (scheduler.py:3044-3070): the kernel's loads stay within
        ``mix_order_reduction_max_reads``; then the other node joins one side (a FusedMixOrderReductions:
        side with side), each side's check a ``can_fuse`` of its own that Inductor logs under the side's
        name (the decision's ``sides``). Silent itself."""
        limit = self.cfg.triton_mix_order_reduction_max_reads
        if limit > 0:
            reads = {d.name for s in m.snodes + other.snodes for d in s.reads if d.kind == "MemoryDep"}
            if len(reads) > limit:
                return _refuse("mix_order_reduction", None, rule="max_reads", reads=len(reads), limit=limit)
        s1, s2, _numel = m.mix_sides
        checks: list[tuple[SimNode, SimNode, Decision, str | None]] = []
        if other.kind != mixorder.KIND:
            ok = self.sub_node_can_fuse(m, s1, other, (s2,), checks) or \
                self.sub_node_can_fuse(m, s2, other, (s1,), checks)
        else:
            o1, o2, _ = other.mix_sides
            ok = self.sub_node_can_fuse(m, s1, o1, (s2, o2), checks) and self.sub_node_can_fuse(m, s2, o2, (), checks)
        if ok:
            d = Decision(True, "fused", None, facts=FusedFacts(simd="a side of the mix-order reduction"))
            d.kind = "vertical" if self.is_ancestor(m, other) else "horizontal"
            d.score = self.score_fusion_memory(m, other)
        else:
            d = _refuse("mix_order_reduction", None, rule="sides",
                        sides=[MixOrderSide(a.name, b.name, sd.code, why) for a, b, sd, why in checks])
        d.sides = tuple((a, b, sd) for a, b, sd, _why in checks)
        return d

    def sub_node_can_fuse(self, m: SimNode, side: SimNode, other: SimNode, other_nodes: tuple,
                          checks: list) -> bool:
        """FusedMixOrderReductions.sub_node_can_fuse (scheduler.py:2992-3042): ``can_fuse(side, other)``
        without the mix-order score and without loop reordering; a contiguous side takes only a contiguous
        node; the pair must not make the kernel's sides producer and consumer; a reduction joins only if
        it shares at least the kernel's numel in elements. ``checks`` gets (side, other, decision, the
        silent check that failed after a legal can_fuse or None)."""
        saved_undo, saved_no_mix = self._undo, self._no_mix
        self._no_mix = True
        try:
            d = self.can_fuse(side, other, False)
        finally:
            self._undo, self._no_mix = saved_undo, saved_no_mix
        if not d.ok:
            checks.append((side, other, d, None))
            return False
        try:
            why = self._side_rule(m, side, other, other_nodes)
        except mixorder.Undecided as e:
            raise Undecidable(f"whether {other.name} can join {side.name} of {m.name} ({e})") from None
        checks.append((side, other, d, why))
        return why is None

    def _side_rule(self, m: SimNode, side: SimNode, other: SimNode, other_nodes: tuple) -> str | None:
        """The silent checks of sub_node_can_fuse after a legal can_fuse: the first that fails, or None."""
        mix = self.mix
        if not mix.by_sizes and mix.contiguous_node(side):      # torch 2.10: a contiguous side takes any node
            if not mix.contiguous_node(other):
                return "not_contiguous"
        elif mix.v215 and not mix.supports_noncontiguous(other):
            return "reduction_type"       # torch 2.15: the other side takes float sums and products only
        if other_nodes and (any(self.is_ancestor(o, x) for o in other_nodes for x in (side, other)) or
                            any(self.is_ancestor(x, o) for o in other_nodes for x in (side, other))):
            return "producer_consumer"
        if other.is_reduction and self.score_fusion_elements(side, other) < m.mix_sides[2]:
            return "few_shared_elements"
        return None

    def score_fusion_elements(self, n1: SimNode, n2: SimNode) -> int:
        """``score_fusion_memory(n1, n2, count_bytes=False)``: elements, not bytes, of the dependencies
        both have (a mix-order pair: node1's numel)."""
        if self._mix_on and n1.is_reduction and n2.is_reduction and self.mix_order_can_fuse(n1, n2):
            return self._mix_numel(n1)
        d2 = n2.deps
        total = 0
        for d in n1.deps:
            if d in d2:
                sizes = self.g.dep_numel_sizes(d)
                total += hint(product(sizes), self.g.size_hints) if sizes else 0
        return total

    # --- SIMD / Triton backend (codegen/simd.py:2062-2250) ----------------------------------------
    def simd_can_fuse(self, n1: SimNode, n2: SimNode) -> Decision:
        if n1.foreach is not None or n2.foreach is not None:
            return foreach.can_fuse(self, n1, n2)     # codegen/simd.py:2068-2071
        if n1.group is None or n2.group is None:
            return _refuse("undecidable_from_text", None, missing="group")
        numel1, rnumel1 = n1.group if n1.group_style == "simd" else (product(list(n1.group[0])), product(list(n1.group[1])))
        numel2, rnumel2 = n2.group if n2.group_style == "simd" else (product(list(n2.group[0])), product(list(n2.group[1])))
        if n1.staged is not None:
            # the scheduler validated the append (codegen/simd.py:2832-2835, torch 2.15)
            return Decision(True, "fused", None, facts=FusedFacts(simd="appended to nested reductions"))
        if n1.is_reduction and n2.is_reduction:
            if not (numel1 == numel2 and rnumel1 == rnumel2):
                if self.mix_order_can_fuse(n1, n2):
                    return Decision(True, "fused", None, facts=FusedFacts(simd=self._mix_order_words(n1, n2)))
                plan = self.nested_plan(n1, n2)
                if plan is not None:
                    # torch 2.15 (codegen/simd.py:2851-2861): the grouped reduction is staged inside
                    return Decision(True, "fused", None, facts=FusedFacts(
                        simd=f"nested reductions: groups of {plan.stage.group_size} along the "
                             f"{'reduction' if plan.stage.axis == nested.R_AXIS else 'rows'}"))
                return _refuse("simd_numel_mismatch",
                               f"numel/rnumel mismatch (reduce) ({numel1}, {numel2}), ({rnumel1}, {rnumel2})",
                               numel=[numel1, numel2], rnumel=[rnumel1, rnumel2])
            if self.nested is not None and self.nested.era == "2.15" and nested.STAGED in (n1.kind, n2.kind) and \
                    self._nested_call(self.nested.find_sub_parent_plan, n1.snodes + n2.snodes) is None:
                # torch 2.15 (codegen/simd.py:2898-2907): a standalone staged reduction keeps its plan
                return _refuse("nested_reduction", "staged reduction plan would be lost", rule="staged")
            return Decision(True, "fused", None, facts=FusedFacts(simd="same numel/rnumel"))
        if not n1.is_reduction and not n2.is_reduction:
            if not (numel1 == numel2 and rnumel1 == rnumel2):
                if not n2.is_template:
                    return _refuse("simd_numel_mismatch",
                                   f"numel/rnumel mismatch (non-reduce) ({numel1}, {numel2}), ({rnumel1}, {rnumel2})",
                                   numel=[numel1, numel2], rnumel=[rnumel1, rnumel2])
                # a prologue of another size than the template: it must match the template's prologue nodes
                # that read it (codegen/simd.py:2153-2173)
                mine = set(n1.buffer_names)
                for s in n2.snodes:
                    if s.is_template:
                        break
                    if not mine & set(s.used_buffer_names):
                        continue
                    pro_numel, pro_rnumel = s.group
                    if not (numel1 == pro_numel and rnumel1 == pro_rnumel):
                        return _refuse("simd_numel_mismatch",
                                       f"numel/rnumel mismatch prologue mismatch ({numel1}, {pro_numel}), "
                                       f"({rnumel1}, {pro_rnumel})",
                                       numel=[numel1, pro_numel], rnumel=[rnumel1, pro_rnumel])
            if n1.is_template or n2.is_template:
                return Decision(True, "fused", None, facts=FusedFacts(simd="same numel/rnumel"))
            return self._pointwise_tiling_check(n1, n2, numel1, rnumel1)
        if not n1.is_reduction and n2.is_reduction:
            if tiling.canon(numel1) == tiling.prod([numel2, rnumel2]):
                d = self._reduction_tiling_check(n1, n2, numel1, numel2, rnumel2)
            elif numel1 != numel2:
                d = _refuse("simd_numel_incompatible", "nodes numel incompatibility", numel=[numel1, numel2])
            else:
                d = Decision(True, "fused", None, facts=FusedFacts(simd="same numel"))
            staged = n2.kind == nested.STAGED
            if d.ok and not staged:
                return d
            if d.code != "undecidable_from_text" and self.nested is not None and self.nested.era == "2.15" and \
                    (staged or self.is_ancestor(n2, n1)):
                d2 = self._sub_parent_epilogue(n1, n2, numel1, numel2, rnumel2, d)
                if d2 is not d:
                    return d2
            if staged:
                return _refuse("nested_reduction", "staged reduction plan would be lost", rule="staged")
            return d
        # reduction then pointwise: swap (simd.py:2246-2250); a refusal is then logged as "cannot fuse
        # <pointwise> with <reduction>"
        d = self.simd_can_fuse(n2, n1)
        if not d.ok:
            d.swapped = True
        return d

    def _sub_parent_epilogue(self, n1: SimNode, n2: SimNode, numel1, numel, rnumel, first: Decision) -> Decision:
        """torch 2.15 (codegen/simd.py:2994-3017, ``_sub_parent_epilogue_decision`` 3057-3102): a pointwise
        node1 after reduction node2 (the pair refused above, or node2 a staged reduction) is asked to the
        sub-parent epilogue planner (``nested.Nested.sub_parent_plan``). With a plan whose epilogue holds
        node1 (or node2 already staged), the pair fuses: Inductor has logged the first refusal all the same
        (kept as a side event). Without a plan, a member at neither the reduction's output count nor its
        full count ("sub-parent shaped") rejects the pair: "invalid sub-parent epilogue fusion", after the
        first refusal. Else the first decision stands."""
        members = n2.snodes + n1.snodes
        try:
            plan = self.nested.sub_parent_plan(members, numel, rnumel)
            if plan is None:
                if n1.staged is not None or n2.staged is not None:
                    return first        # a nested pipeline's own sub-parent stage decides
                if not any(self.nested.sub_parent_shaped(m, numel, rnumel) for m in members):
                    return first
                d = _refuse("simd_sub_parent_epilogue", "invalid sub-parent epilogue fusion",
                            numel=[numel1, numel], rnumel=[1, rnumel])
                d.before = first if not first.ok else None
                return d
        except nested.NotDecided as e:
            return _refuse("undecidable_from_text", None, missing=str(e), check="sub-parent epilogue (torch 2.15)")
        inside = {id(x) for x in plan.epilogue}
        if n2.kind != nested.STAGED and not all(id(x) in inside for x in n1.snodes):
            return first
        rate = nested.sub_parent_rate(numel1, tiling.prod([numel, rnumel]))
        lanes = rate[1] if rate is not None else "some"
        d = Decision(True, "fused", None, facts=FusedFacts(
            simd=f"sub-parent epilogue: {n1.name} at {lanes} of each {plan.factor} of {n2.name}'s elements"))
        if not first.ok and first.message is not None:
            d.sides = ((n1, n2, first),)
        return d

    def _nested_call(self, fn, *args):
        """A nested-reduction question whose open answer makes the verdict undecidable."""
        try:
            return fn(*args)
        except nested.NotDecided as e:
            raise Undecidable(str(e)) from None

    def _pointwise_tiling_check(self, n1: SimNode, n2: SimNode, numel, rnumel) -> Decision:
        """simd.py:2179-2201: where one node's own tiling is 2-D, the tiling of both together must be
        the same (``config.triton.tiling_prevents_pointwise_fusion``)."""
        repl = self.g.replacements
        try:
            t1 = tiling.select_tiling(n1.snodes, numel, rnumel, repl, self.g.size_hints, self.tiling_opts)
            t2 = tiling.select_tiling(n2.snodes, numel, rnumel, repl, self.g.size_hints, self.tiling_opts)
            t3 = tiling.select_tiling(n1.snodes + n2.snodes, numel, rnumel, repl, self.g.size_hints,
                                    self.tiling_opts)
        except tiling.Unknown as e:
            return _refuse("undecidable_from_text", None, tiling=f"depends on {e}", check="tiling mismatch")
        ok = True
        if not self.cfg.triton_tiling_prevents_pointwise_fusion:
            pass        # the tilings are computed all the same (simd.py:2181-2184), not compared
        elif len(t1) > 2:
            ok = t1 == t2 == t3 if len(t2) > 2 else t1 == t3
        elif len(t2) > 2:
            ok = t2 == t3
        tilings = [tiling.fmt(t) for t in (t1, t2, t3)]
        if not ok:
            return Decision(False, "simd_tiling_mismatch", "tiling mismatch (%s, %s, %s)" % tuple(tilings),
                            facts=TilingMismatchFacts(tilings))
        return Decision(True, "fused", None, facts=FusedFacts(simd="same numel/rnumel", tiling=tilings))

    def _reduction_tiling_check(self, n1: SimNode, n2: SimNode, numel1, numel2, rnumel2) -> Decision:
        """simd.py:2203-2227: a pointwise node1 feeding reduction node2 must split onto the reduction's
        (numel, rnumel), and be tiled 1-D or as (numel, rnumel) itself
        (``config.triton.tiling_prevents_reduction_fusion``)."""
        repl = self.g.replacements
        try:
            groups = [numel2, rnumel2]
            if not all(tiling.is_compatible(groups, tiling.ranges(n, repl)) for n in n1.snodes):
                return _refuse("simd_split_incompatible", "nodes numel/rnumel incompatibility",
                               numel=[numel1, numel2], rnumel=[1, rnumel2])
            if n1.is_template or not self.cfg.triton_tiling_prevents_reduction_fusion:
                return Decision(True, "fused", None, facts=FusedFacts(simd="pointwise into reduction"))
            t1 = tiling.select_tiling(n1.snodes, numel1, 1, repl, self.g.size_hints, self.tiling_opts)
        except tiling.Unknown as e:
            return _refuse("undecidable_from_text", None, tiling=f"depends on {e}", check="invalid tiling for reduction")
        values = tuple(tiling.canon(v) for _k, v in t1)
        if values not in ((tiling.prod(groups), 1), (tiling.canon(groups[0]), tiling.canon(groups[1]), 1)):
            return _refuse("simd_invalid_reduction_tiling", "invalid tiling for reduction", tiling=tiling.fmt(t1),
                           numel=numel2, rnumel=rnumel2)
        return Decision(True, "fused", None, facts=FusedFacts(simd="pointwise into reduction", tiling=tiling.fmt(t1)))


def _regresses(fused_cost: int, unfused_cost: int, gbps: float | None) -> bool:
    """scheduler.py:7685-7697: the fused kernel's memory time exceeds the two kernels' plus a launch."""
    if gbps is not None and gbps > 0:
        return fused_cost / gbps > unfused_cost / gbps + REINDEXING_FUSION_LAUNCH_OVERHEAD_NS
    return fused_cost > unfused_cost


def _group_text(n: SimNode) -> str | None:
    if n.group is None:
        return None
    if n.group_style == "cpu":
        v, r = n.group
        fmt = lambda t: "(" + ", ".join(str(x) for x in t) + ("," if len(t) == 1 else "") + ")"
        return f"({fmt(v)}, {fmt(r)})"
    return f"({n.group[0]}, {n.group[1]})"
