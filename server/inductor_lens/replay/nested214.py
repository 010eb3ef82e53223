"""torch 2.14's nested reductions, as the text shows them: the same pattern as torch 2.15's (``nested.py``: a
reduction over groups of ``G`` of the elements another reduction reduces, run inside its kernel), in the
release where it is off by default (``triton.nested_reduction``, ``TORCHINDUCTOR_NESTED_REDUCTION=1``).

Mirrors ``NestedReduction`` and ``FusedNestedReductions`` of torch 2.14.1 (torch/_inductor/scheduler.py:
518-1091 the checks, 3088-3182 the fused node, 8014-8065 the index-equivalent dependencies, 8131-8137 and
8376-8400 ``_can_fuse``, 8469-8540 ``can_fuse_vertical``, 8614-8796 the relaxed read matching, 8822-8880 the
score; codegen/simd.py:2085-2113 the backend's reduction check). Where 2.14 differs from 2.15:

* **one yes-or-no check** (``NestedReduction.can_fuse``), no plan: the group may split the outer reduction's
  rows (the X axis) as well as its reduced elements; every pointwise node of the two sides sits in one
  domain (the grouped reduction's input, its output, or the outer tile); no access frame is compared and
  there are no sub-parent stages;
* **the dependencies** the pair proves are the consumer's reads of the producer's outputs that match the
  write once both are normalized, or as a broadcast of it (``index_equivalent_dep_names``): they count in
  the shared-data score only when it is 0 otherwise, and the vertical check accepts them; any other read
  ends in the ordinary refusals ("memory deps did not match");
* **appending** (``FusedNestedReductions.can_fuse_with``): a pointwise consumer of the grouped stage, its
  nodes at the grouped reduction's output or the outer tile, is checked as the pair (grouped stage,
  consumer), which Inductor logs under the grouped stage's name; the fused node's own check is silent;
* the fused node's grouped stage is ``backend.fuse(node2, other)``: nothing is planned again.
"""
from __future__ import annotations

from ..expr.mono import prod
from .graph import DepKey, SimNode
from .nested import (
    LOCAL_INPUT,
    PARENT_FULL,
    R_AXIS,
    REDUCED,
    Nested,
    NotDecided,
    Plan,
    Stage,
    divides,
    floordiv_of,
    same_size,
    supports_index_equivalence,
    triton_group,
)


class Nested214(Nested):
    """The nested-reduction questions of one replay with torch 2.14's rules (``rules.Rules.nested``)."""

    era = "2.14"

    # --- NestedReduction.can_fuse (864-963): ``Nested.plan_or_why`` with these two steps -----------------
    def axis_mismatch(self, outer: SimNode, red: SimNode, pn, pr, size: int, axis: str) -> str | None:
        """Either axis: the grouped loops are the split axis (the outer's reduced elements or its rows) in
        groups of ``size`` (908-922)."""
        parent_axis = pr if axis == R_AXIS else pn
        it, _rd = self.ranges(red)
        if len(it) == 2:
            fits = same_size(floordiv_of(parent_axis, size), it[1] if axis == R_AXIS else it[0])
        else:
            fits = divides(parent_axis, size)
        if fits:
            return None
        what = "reduced elements" if axis == R_AXIS else "rows"
        return (f"the loops of {red.name}, {self._loops_text(red)}, are not {outer.name}'s {parent_axis} {what} "
                f"in groups of {size}")

    def plan_from_topology(self, outer: SimNode, grouped: SimNode, red: SimNode, size: int, axis: str) -> Plan | str:
        """The pair as a nested pair (a ``Plan`` without sub-parent stage: what the fused node keeps) when
        every pointwise node sits in one domain (``_pointwise_nodes_match_nested_domains``), else why not."""
        stage = Stage(outer, grouped, red, size, axis)
        domains = self.classify(outer, grouped, stage)
        if isinstance(domains, str):
            return domains
        return Plan(stage, tuple(domains), None)

    # --- _classify_nested_pointwise_nodes (667-702), _pointwise_domains_are_compatible (760-799) ------------
    def classify(self, outer: SimNode, grouped: SimNode, stage: Stage) -> list | str:
        """Each pointwise leaf's domain, every one compatible with it; else why not."""
        out = []
        outer_reds = [s for s in outer.snodes if s.is_reduction]
        for s in outer.snodes:
            if not s.is_reduction and any(self.r.is_ancestor(x, s) for x in outer_reds):
                if s.kind != "SchedulerNode":
                    return f"{s.name} is no scheduler node"
                out.append((s, LOCAL_INPUT))
        got = self.classify_grouped(stage, grouped.snodes)
        if isinstance(got, str):
            return got
        out += got
        return self.incompatible(stage, out) or out

    def classify_grouped(self, stage: Stage, nodes) -> list | str:
        """``_classify_grouped_pointwise_nodes`` (704-758): each pointwise node feeds the grouped reduction or
        consumes it, at its output's or its input's number of elements."""
        red = stage.reduction
        gn, gr = triton_group(stage.grouped)
        full = prod([gn, gr])
        out = []
        for s in nodes:
            if s.is_reduction:
                continue
            if s.kind != "SchedulerNode":
                return f"{s.name} is no scheduler node"
            producer = self.r.is_ancestor(s, red)
            consumer = self.r.is_ancestor(red, s)
            if producer == consumer:
                return (f"{s.name} both feeds and consumes the grouped reduction {red.name}" if producer else
                        f"{s.name} neither feeds nor consumes the grouped reduction {red.name}")
            n, _r = triton_group(s)
            if same_size(n, gn):
                out.append((s, REDUCED))
            elif same_size(n, full):
                out.append((s, LOCAL_INPUT if producer else PARENT_FULL))
            else:
                return f"{s.name} ({n} points) runs at neither {gn} nor {full} points"
        return out

    def incompatible(self, stage: Stage, domains: list) -> str | None:
        """``_pointwise_domain_is_compatible`` (771-799) of each: its loops split onto its domain's."""
        gn, gr, local_domain, parent_full, reduced_domain = self._ctx(stage)
        full = prod([gn, gr])
        for s, d in domains:
            numel, groups = (gn, reduced_domain) if d == REDUCED else \
                (full, local_domain if d == LOCAL_INPUT else parent_full)
            if not self._matches_domain(s, numel, groups):
                return f"{s.name}'s loops do not split onto the {d} domain {list(groups)}"
        return None

    # --- FusedNestedReductions.can_fuse_with (3139-3175) ------------------------------------------------------
    def append_or_why(self, nested: SimNode, other: SimNode) -> frozenset | str:
        """Whether a pointwise ``other`` may be checked against the grouped stage of ``nested``: the names
        of the grouped stage's outputs its outer-tile nodes read (``_can_fuse_nested_reduction_append``: the
        reads matched by index equivalence), or why not (Inductor logs nothing)."""
        st: Stage = nested.staged
        if other.is_reduction:
            return f"{other.name} is a reduction: only pointwise consumers are appended"
        if not self.r.is_ancestor(st.grouped, other):
            return f"{other.name} does not consume the grouped stage {st.grouped.name}"
        domains = self.classify_grouped(st, other.snodes)
        if isinstance(domains, str):
            return domains
        why = self.incompatible(st, domains)
        if why:
            return why
        if any(d == LOCAL_INPUT for _s, d in domains):
            return f"{other.name} would feed the grouped reduction (only consumers are appended)"
        rename = self.r.mutation_renames.get
        outputs = {rename(b, b) for s in st.grouped.snodes for b in s.buffer_names}
        return frozenset(n for s, d in domains if d == PARENT_FULL
                         for dep in s.reads if (n := rename(dep.name, dep.name)) in outputs)

    def fuse_with(self, nested: SimNode, other: SimNode) -> SimNode:
        """``FusedNestedReductions.fuse_with`` (3177-3181): the grouped stage with the consumer."""
        st: Stage = nested.staged
        grouped = self.grouped_with(st, other)
        return self.node(Plan(st._replace(grouped=grouped), (), None))

    # --- Scheduler._nested_index_equivalent_dep_names (8014-8029) ------------------------------------------
    def equivalent_names(self, n1: SimNode, n2: SimNode) -> frozenset | None:
        """The producer's outputs the consumer reads, for a nested pair (else None)."""
        if not self.is_candidate(n1, n2) or self.plan(n1, n2) is None:
            return None
        rename = self.r.mutation_renames.get
        outputs = {rename(b, b) for s in n1.snodes for b in s.buffer_names}
        return frozenset(n for d in n2.reads if (n := rename(d.name, d.name)) in outputs)

    # --- fusable_read_and_write(..., allow_index_equivalence=True) (8614-8700) ----------------------------
    def equivalent_read(self, read: DepKey, write: DepKey) -> bool:
        """``_fusable_read_after_index_equivalence``: a read (renamed) the exact match refused that reads what
        ``write`` wrote once both are normalized, or as a broadcast of it."""
        if read.kind != "MemoryDep" or write.kind != "MemoryDep" or read.name != write.name:
            return False
        if read.is_indirect() or write.is_indirect() or write.mode is not None:
            return False
        return supports_index_equivalence(read, write) and self.equivalent_after_index(read, write)

    # --- _score_fusion_memory_by_fusable_read_write (8816-8857) --------------------------------------------
    def equivalence_score(self, producer: SimNode, consumer: SimNode, names: frozenset) -> int:
        """The shared bytes of a pair with no dependency in common: each producer write with the first read
        of the consumer it satisfies (exactly, or by index equivalence for ``names``)."""
        r = self.r
        if not r.is_ancestor(producer, consumer):
            return 0
        reads = list(consumer.reads)
        taken: set[int] = set()
        score = 0
        rename = r.mutation_renames.get
        for w in producer.writes:
            if w.kind != "MemoryDep":
                continue
            relaxed = rename(w.name, w.name) in names
            for i, rd in enumerate(reads):
                if i in taken:
                    continue
                read = self._rename(rd)
                if r.fusable_read_and_write(read, w) or (relaxed and self.equivalent_read(read, w)):
                    taken.add(i)
                    score += max(self.g.dep_size_hint(rd), self.g.dep_size_hint(w))
                    break
        return score


__all__ = ["Nested214", "NotDecided"]
