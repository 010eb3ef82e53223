"""torch 2.15's nested reductions and sub-parent epilogues, as the text shows them: a reduction that
depends on a reduction of another size over the same elements run inside the first one's kernel (an
RMSNorm's row sums, then the absolute maximum of each group of 32 normalised values: an FP8 block
quantisation), and a pointwise consumer at a lane rate of a reduction's elements run in its kernel (its
output packed two, four or three-of-four into one).

Mirrors ``NestedReduction``, ``FusedNestedReductions`` and ``FusedStagedReduction`` of torch 2.15.0
(torch/_inductor/scheduler.py: 618-2450 the planners, 4624-4733 the fused nodes, 10246-10431 the
dependency proof, 10711-10770 the four paths of ``_can_fuse``, 11227-11263 the staged score;
codegen/simd.py:2832-3160 the backend), with ``triton.nested_reduction`` on (2.15's default) and on a GPU:

* **path 2**, forming a pipeline: node1 (the *outer* reduction, over ``(X, R)``) and node2 (holding the one
  *grouped* reduction, over groups of ``G`` of the same elements) are a plan when ``G`` is a power of two
  that splits ``R`` (the grouped axis), the outer kernel is tiled ``(x, r0_)`` with ``G`` at most 128
  (512 for INNER reductions), every pointwise node of the two sits in one domain of the pipeline, and
  every value forwarded between the stages addresses the same element in one ``[X, R/G, G]`` frame;
  consumers at a lane rate of the elements form its sub-parent stage;
* **path 1**, appending to one: a pointwise consumer of the grouped stage joins a
  ``FusedNestedReductions`` when the grouped stage with it is still a plan; the checks that follow are
  then asked of the grouped stage and the consumer (``_plan_fusion_with``: the producer); the fused node
  hides its own operations from its ancestors, so an appended consumer that also reads the outer
  reduction's output has no intermediate node;
* **paths 3 and 4**, a sub-parent epilogue formed or appended to (``sub_parent_plan``): each of the
  consumer's reads of what the reduction reads is one fixed lane of the reduction's own access, its reads
  of the reduced values trailing broadcasts; Triton's check then fuses the pair (``FusedStagedReduction``)
  after logging its ordinary refusal, or rejects a consumer at another rate.

What the text does not give is read from what it does, or left open (``NotDecided``: the verdict is then
``undecidable_from_text``):

* a reduction's lowering hint (INNER or not) decides the larger group limit only; it is worked out as the
  lowering does (``Reduction.num_splits``: read strides of the reduction variables) from the printed
  reads, and left open where it depends on the GPU's SM count;
* strict reductions (``strict_reduction_rblock``, not printed, off by default) are taken to be absent;
* with size symbols (dynamic shapes), the accesses sympy compares symbolically are compared at two sets of
  generic values of the symbols, the same answer at both taken as sympy's.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..expr import symindex as S
from ..expr.indexexpr import evaluate
from ..expr.mono import Mono, canon, prod
from ..expr.symindex import Unsupported
from . import coalesce, reorder, tiling
from .graph import DepKey, SimNode, make_group
from .mixorder import MixOrder, Undecided
from .normalize import normalized_printed
from .reindex import loop_expr

KIND = "FusedNestedReductions"
R_AXIS = "R"
X_AXIS = "X"
# NestedReduction.PointwiseDomain: where a pointwise node runs in the pipeline
LOCAL_INPUT = "local reduction input"     # the grouped reduction's input, [X, R/G, G]
REDUCED = "reduced"                       # its output, [X, R/G]
PARENT_FULL = "parent full"               # the outer tile after broadcast-back, [X, R]
SUB_PARENT = "sub-parent"                 # a lane rate of the outer tile
MAX_INNER_R_GROUP_SIZE = 512
MAX_NON_INNER_GROUP_SIZE = 128
SINGLE_VALUE_REDUCTIONS = frozenset({"any", "max", "min", "prod", "sum", "xor_sum"})
SUB_PARENT_RATES = ((2, 1), (4, 1), (4, 3))
#: a reduction's hint is DEFAULT at num_sm * 2 * 32 output elements or more (ir.py Reduction.num_splits):
#: below 8 SMs' worth it is the read strides' on any GPU, from 200 SMs' worth DEFAULT on any
_FEWEST_SMS = 8
_MOST_SMS = 200


_SYMBOL = re.compile(r"\b[a-zA-Z_]\w*\b(?!\s*\()")     # a size symbol (not a function's name)


class NotDecided(Exception):
    """A nested-reduction question the text leaves open."""


class Stage(NamedTuple):
    """``NestedReductionStage`` as a ``FusedNestedReductions`` keeps it: its two sides (node1, node2), the
    grouped reduction's leaf, the group size and the grouped axis."""
    outer: SimNode
    grouped: SimNode
    reduction: SimNode
    group_size: int
    axis: str


class Plan(NamedTuple):
    """``StagedReductionPlan`` (its nested stage): the stage, each pointwise leaf's domain, and its sub-parent
    stage when consumers of the grouped stage run at a lane rate of the elements (``SubParentPlan``, else
    None)."""
    stage: Stage
    domains: tuple
    sub_parent: "SubParentPlan | None" = None


class Relation(NamedTuple):
    """``SubParentAccessRelation``: a sub-parent epilogue's read (``consumer``) of what the parent tile reads
    or writes (``sources``), at one lane of each ``factor`` parent elements (``lane``; None: a broadcast or
    a value forwarded inside the epilogue)."""
    sources: tuple
    consumer: DepKey
    lane: int | None


class SubParentPlan(NamedTuple):
    """A standalone ``StagedReductionPlan``: a reduction with a pointwise epilogue run at ``factor``-lane
    resolution of its elements (``sub_parent_epilogue_plan``)."""
    numel: object                     # the parent tile's (numel, rnumel)
    rnumel: object
    factor: int
    epilogue: tuple                   # the epilogue's leaves, in their output groups' order
    parent: tuple                     # the other leaves
    relations: tuple                  # Relation, each
    child: tuple = ()                 # the epilogue's (numel, rnumel) frame: the parent's, or a nested stage's groups


STAGED = "FusedStagedReduction"


# --- sizes as ``statically_known_equals`` sees them -----------------------------------------------------
def same_size(a, b) -> bool:
    if a is None or b is None:
        return False
    if type(a) is int and type(b) is int or a == b:     # the planners ask it of every member of every pair
        return a == b
    return canon(a) == canon(b)


def floordiv_of(a, g: int):
    """``FloorDiv(a, g)`` where the text proves it (an integer, or a monomial ``g`` divides); else None."""
    c = canon(a)
    if type(c) is int:
        return c // g
    q = Mono.of(c).div(Mono(g, ()))
    return None if q is None else q.size()


def divides(a, g: int) -> bool:
    return floordiv_of(a, g) is not None and (type(canon(a)) is not int or canon(a) % g == 0)


def is_pow2(n: int) -> bool:
    return n >= 1 and n & (n - 1) == 0


def triton_group(n: SimNode) -> tuple:
    if n.group is None or n.group_style != "simd":
        raise NotDecided(f"the Triton (numel, rnumel) of {n.name} is not printed")
    return n.group


class Nested:
    """The nested-reduction questions of one replay (``rules.Rules.nested``)."""

    era = "2.15"        # the torch release whose planner this is (``nested214.Nested214``: 2.14's)

    def __init__(self, rules) -> None:
        self.r = rules
        self.g = rules.g
        # rebuilding a FusedNestedReductions a post-fusion file prints (``rounds.nested_group``): the outer
        # kernel took the group, whatever its printed (merged-loop) dependencies leave open
        self.printed = False

    # --- NestedReduction._is_enabled_for / _is_dependent_reduction_pair / is_candidate (640-675) ---------
    @staticmethod
    def enabled(n1: SimNode, n2: SimNode) -> bool:
        """On a GPU (the Triton backend) both: the config knob is the caller's (``Rules.nested``)."""
        return all(n.device is not None and not n.device.startswith("cpu") for n in (n1, n2))

    def dependent(self, outer: SimNode, grouped: SimNode) -> bool:
        return outer.is_reduction and grouped.is_reduction and self.r.is_ancestor(outer, grouped)

    def is_candidate(self, n1: SimNode, n2: SimNode) -> bool:
        if not (n1.is_reduction and n2.is_reduction) or not self.enabled(n1, n2):
            return False
        g1, g2 = n1.group, n2.group
        if g1 is not None and g2 is not None and n1.group_style == "simd" == n2.group_style and \
                same_size(g1[1], g2[1]):
            return False        # before the ancestry, which costs more (the same answer)
        if not self.r.is_ancestor(n1, n2):
            return False
        return not same_size(triton_group(n1)[1], triton_group(n2)[1])

    @staticmethod
    def same_elements(n1: SimNode, n2: SimNode) -> bool:
        """Whether the two reduce the same number of elements (``numel x rnumel``): the nested pattern's
        first condition; the two stages of a split reduction, say, do not."""
        return prod(list(triton_group(n1))) == prod(list(triton_group(n2)))

    def ranges(self, n: SimNode) -> tuple[list, list]:
        try:
            return tiling.ranges(n, self.g.replacements)
        except tiling.Unknown as e:
            raise NotDecided(f"the loop sizes of {n.name}: {e}") from None

    # --- NestedReduction.plan (2138-2231) -----------------------------------------------------------------
    def plan(self, outer: SimNode, grouped: SimNode) -> Plan | None:
        """The plan of a dependent reduction pair, or None (the pair then takes the ordinary checks)."""
        got = self.plan_or_why(outer, grouped)
        return got if isinstance(got, Plan) else None

    def plan_or_why(self, outer: SimNode, grouped: SimNode) -> Plan | str:
        """The plan, or why there is none (in words: what would make the pair one)."""
        if not self.enabled(outer, grouped) or not self.dependent(outer, grouped):
            return f"{outer.name} and {grouped.name} are no dependent reduction pair on the GPU"
        pn, pr = triton_group(outer)
        gn, gr = triton_group(grouped)
        if same_size(pr, gr):
            return f"{outer.name} and {grouped.name} reduce groups of the same size"
        info = self.grouped_reduction_and_size(grouped, gr)
        if isinstance(info, str):
            return info
        if prod([pn, pr]) != prod([gn, gr]):
            return (f"{outer.name} reduces {pn} x {pr} elements and {grouped.name} {gn} x {gr}: a nested "
                    "pair reduces the same elements twice")
        red, size = info
        axis = self.grouped_axis(red, pn, pr, size, outer)
        if axis is None:
            return (f"the groups of {size} of {red.name} (loops {self._loops_text(red)}) split neither "
                    f"{outer.name}'s {pr} reduced elements nor its {pn} rows")
        why = self.axis_mismatch(outer, red, pn, pr, size, axis)
        if why:
            return why
        if not is_pow2(size):
            return f"the group size {size} is not a power of two"
        why = self.min_block_unprofitable(outer, pn, pr, axis, size)
        if why:
            return why
        return self.plan_from_topology(outer, grouped, red, size, axis)

    def axis_mismatch(self, outer: SimNode, red: SimNode, pn, pr, size: int, axis: str) -> str | None:
        """Why the grouped reduction's loops are not the outer's split axis in groups of ``size`` (torch 2.15:
        the reduced elements only), or None."""
        if axis != R_AXIS:
            return (f"the groups of {size} split {outer.name}'s rows, not its reduced elements: torch 2.15 "
                    "nests groups along the reduction only")
        it, _rd = self.ranges(red)
        if (len(it) == 2 and not same_size(floordiv_of(pr, size), it[1])) or (len(it) != 2 and not divides(pr, size)):
            return (f"the loops of {red.name}, {self._loops_text(red)}, are not {outer.name}'s rows by its {pr} "
                    f"reduced elements in groups of {size} ([{pn}, {pr}/{size}] x [{size}])")
        return None

    def _loops_text(self, s: SimNode) -> str:
        it, rd = self.ranges(s)
        return f"{list(it)} x {list(rd)}"

    def grouped_reduction_and_size(self, grouped: SimNode, rnumel) -> tuple[SimNode, int] | str:
        """``_get_grouped_reduction_and_size`` (1758-1797): one single-value reduction of a computed
        buffer, over one or two loops reducing one, and a static group size; else why not."""
        reds = [s for s in grouped.snodes if s.is_reduction]
        if len(reds) != 1:
            return (f"{grouped.name} holds {len(reds)} reductions ({', '.join(x.name for x in reds)}): a grouped "
                    "stage holds one")
        red = reds[0]
        if red.kind != "SchedulerNode" or red.leaf is None or red.leaf.ir_class != "ComputedBuffer":
            return f"the grouped reduction {red.name} is not a computed buffer"
        it, rd = self.ranges(red)
        if len(it) not in (1, 2) or len(rd) != 1:
            return f"the grouped reduction {red.name} runs over loops {self._loops_text(red)}, not [X(, R/G)] x [G]"
        try:
            types = MixOrder.reduction_types(red)
        except Undecided as e:
            raise NotDecided(str(e)) from None
        if len(types) != 1 or not types <= SINGLE_VALUE_REDUCTIONS:
            return (f"the grouped reduction {red.name} is a {'/'.join(sorted(types))}: only single-value "
                    "reductions (sum, max, min, prod, any, xor_sum) are staged")
        size = canon(rnumel)
        if type(size) is not int or size < 1:
            return f"the group size {rnumel} is not a static integer"
        return red, size

    def grouped_axis(self, red: SimNode, on, orr, size: int, outer: SimNode | None) -> str | None:
        """``get_grouped_axis`` (2330-2380): which parent axis the grouped reduction splits."""
        it, rd = self.ranges(red)
        if len(it) != 2 or len(rd) != 1:
            if len(it) == 1 and len(rd) == 1:
                if not same_size(rd[0], size):
                    return None
                if same_size(floordiv_of(orr, size), it[0]) and same_size(on, 1):
                    return R_AXIS
                if same_size(floordiv_of(on, size), 1) and same_size(it[0], orr):
                    return X_AXIS
            return None
        if not same_size(rd[0], size):
            return None
        if same_size(it[0], on) and same_size(floordiv_of(orr, size), it[1]):
            return R_AXIS
        if same_size(it[1], orr) and same_size(floordiv_of(on, size), it[0]):
            return X_AXIS
        if outer is not None:
            return self._axis_from_loop_body(outer, red)
        return None

    def _axis_from_loop_body(self, outer: SimNode, red: SimNode) -> str | None:
        """``_get_grouped_axis_from_loop_body`` (2382-2447): the coefficient of the grouped reduction's
        variable in its loads of a buffer the outer reduction also loads, against the outer's reduction
        and iteration variables' coefficients there."""
        reds = [s for s in outer.snodes if s.is_reduction]
        if len(reds) != 1:
            return None
        o = reds[0]
        oit, ord_ = self.ranges(o)
        git, grd = self.ranges(red)
        if len(ord_) != 1 or len(grd) != 1:
            return None
        o_loads = self._loads_by_name(o, oit, ord_)
        g_loads = self._loads_by_name(red, git, grd)
        o_red, g_red = f"p{len(oit)}", f"p{len(git)}"
        o_iter = [f"p{i}" for i in range(len(oit))]
        result = None
        for name, g_exprs in g_loads.items():
            for ge in g_exprs:
                gc = _coeff(ge, g_red)
                if gc == 0:
                    continue
                for oe in o_loads.get(name, ()):
                    on_red = gc == _coeff(oe, o_red)
                    on_iter = any(gc == _coeff(oe, v) for v in o_iter)
                    if on_red == on_iter:
                        continue
                    cand = R_AXIS if on_red else X_AXIS
                    if result is not None and result != cand:
                        return None
                    result = cand
        return result

    def _loads_by_name(self, s: SimNode, it: list, rd: list) -> dict[str, list]:
        sizes = self._int_sizes(s, it + rd)
        out: dict[str, list] = {}
        for d in s.reads:
            if d.kind == "MemoryDep" and not d.is_indirect():
                out.setdefault(d.name, []).append(self._expr(d, sizes))
        return out

    @staticmethod
    def _int_sizes(s: SimNode, sizes: list) -> list[int]:
        if not all(type(x) is int for x in sizes):
            raise NotDecided(f"the loops of {s.name} are symbolic ({sizes})")
        return list(sizes)

    @staticmethod
    def _expr(d: DepKey, sizes: list[int]):
        try:
            return loop_expr(d, sizes)
        except Unsupported as e:
            raise NotDecided(f"the index of {d}: {e}") from None

    # --- _min_block_unprofitable_for_kernel (2071-2136) ----------------------------------------------------
    def min_block_unprofitable(self, outer: SimNode, on, orr, axis: str, size: int) -> str | None:
        """Why the grouped reduction's minimum block does not fit the outer kernel, or None."""
        if outer.is_extern or outer.is_nop or outer.kind not in (
                "SchedulerNode", "FusedSchedulerNode", KIND, "FusedMixOrderReductions"):
            return f"{outer.name} is no scheduler node"
        # a tiling's splits multiply to the kernel's (numel, rnumel): tiled (x, r0_), it is that pair (the
        # coalescing analysis of a dynamic graph measures at the size hints)
        try:
            t = self.outer_tiling(outer, on, orr)
        except NotDecided:
            if self.printed:    # torch 2.14 prints the outer side's loops merged (Scheduler.merge_loops)
                return None
            raise
        if {k for k, _v in t} != {"x", "r0_"}:
            return (f"{outer.name}'s kernel would be tiled {tiling.fmt(t)}, not (x, r0_): the grouped reduction's "
                    "minimum block is modelled for that tiling only")
        if size <= MAX_NON_INNER_GROUP_SIZE:
            return None
        try:
            limit = self.max_min_block_group_size(outer, axis)
        except NotDecided:
            if self.printed:
                return None
            raise
        if size > limit:
            return (f"groups of {size} exceed {limit}, the largest group {outer.name}'s kernel takes "
                    f"(NestedReduction.MAX_{'INNER_R' if limit == MAX_INNER_R_GROUP_SIZE else 'NON_INNER'}"
                    "_GROUP_SIZE): groups of at most that size would be nested")
        return None

    def outer_tiling(self, outer: SimNode, on, orr) -> tuple:
        """``SIMDScheduling.select_tiling`` of the outer node's leaves with its coalescing analysis
        (``triton.coalesce_tiling_analysis``, on by default; not for a node already staged), which for a
        reduction splits pointwise loops only; without the analysis (off, or ``prefer_nd_tiling`` on) a
        reduction keeps (x, r0_) unless ``tile_reductions`` tiles it (not modelled)."""
        default = (("x", on), ("r0_", orr))
        if outer.staged is not None:
            return default
        cfg = self.r.cfg
        if not cfg.triton_coalesce_tiling_analysis or cfg.triton_prefer_nd_tiling:
            if cfg.triton_tile_reductions and orr != 1:
                raise NotDecided(f"the tiling of {outer.name}: triton.tile_reductions tiles the reduction")
            return default
        try:
            t = coalesce.selected_tiling(self.r, [outer])
        except Unsupported as e:
            raise NotDecided(f"the tiling of {outer.name}: {e}") from None
        return default if t is None else t

    def max_min_block_group_size(self, outer: SimNode, axis: str) -> int:
        hints = [self.reduction_hint(s) for s in outer.snodes
                 if s.is_reduction and s.kind == "SchedulerNode" and s.leaf is not None
                 and s.leaf.ir_class == "ComputedBuffer"]
        if axis == R_AXIS and hints and all(h == "INNER" for h in hints):
            return MAX_INNER_R_GROUP_SIZE
        return MAX_NON_INNER_GROUP_SIZE

    def reduction_hint(self, s: SimNode) -> str:
        """The lowering's ``ReductionHint`` of a reduction (ir.py ``Reduction.num_splits``, 1508-1717), from
        its printed loops and reads: INNER for one output, DEFAULT for 32 or fewer reduced elements or
        many outputs; else INNER when more of its full-size reads step by 1 along a reduction loop than
        not."""
        it, rd = self.ranges(s)
        sizes = self._int_sizes(s, list(it) + list(rd))
        numel, rnumel = tiling.prod(it), tiling.prod(rd)
        if numel == 1:
            return "INNER"
        if rnumel <= 32:
            return "DEFAULT"
        if numel >= 2 * 32 * _MOST_SMS:
            return "DEFAULT"
        if numel >= 2 * 32 * _FEWEST_SMS:
            raise NotDecided(f"the reduction hint of {s.name} ({numel:,} outputs) depends on the GPU's SM count")
        loops = [f"p{i}" for i, x in enumerate(sizes) if x != 1]
        red = [f"p{i}" for i in range(len(it), len(sizes)) if sizes[i] != 1]
        full, broadcast = [], []
        for d in s.reads:
            if d.kind != "MemoryDep":
                continue
            e = self._expr(d, sizes)
            used = S.free_symbols(e)
            if all(v in used for v in loops):
                full.append(e)
            elif any(v in used for v in red):
                broadcast.append(e)
        exprs = full or broadcast
        if not exprs:
            return "DEFAULT"
        inner = outer_n = 0
        for e in exprs:
            zero = dict.fromkeys(S.free_symbols(e), 0)
            base = S.evaluate(e, zero)
            strides = []
            for v in red:
                env = dict(zero)
                env[v] = 1
                strides.append(S.evaluate(e, env) - base if v in zero else 0)
            if all(x == 0 or x > 1 for x in strides):
                outer_n += 1
            else:
                inner += 1
        return "INNER" if inner > outer_n else "OUTER"

    # --- plan_from_topology (2233-2323) ---------------------------------------------------------------------
    def plan_from_topology(self, outer: SimNode, grouped: SimNode, red: SimNode, size: int, axis: str) -> Plan | str:
        stage = Stage(outer, grouped, red, size, axis)
        domains = self.classify(outer, grouped, stage)
        if isinstance(domains, str):
            return domains
        local = [s for s, d in domains if d == LOCAL_INPUT]
        parent = [s for s in outer.snodes if s not in local]
        # a parent node that depends on a local-stage node would run before it
        if any(self.r.is_ancestor(x, p) for p in parent for x in local):
            return f"a node of {outer.name} depends on one that would move into the grouped stage"
        if not self.accesses_match(stage, domains):
            return (f"a value {grouped.name} reads from the pipeline is not the element its writer wrote in the "
                    f"[X, R/{size}, {size}] frame")
        sub = None
        if any(d == SUB_PARENT for _s, d in domains):
            sub = self._nested_sub_parent_stage(stage, domains)
            if isinstance(sub, str):
                return sub
        return Plan(stage, tuple(domains), sub)

    def _nested_sub_parent_stage(self, stage: Stage, domains: list) -> SubParentPlan | str:
        """``_plan_nested_sub_parent_stage`` (1924-2069): the grouped stage's lane-rate consumers as a
        sub-parent stage of the pipeline (their reads of the pipeline's coarser values broadcasts, of the
        parent's accesses lanes), or why there is none."""
        subs = [s for s, d in domains if d == SUB_PARENT]
        outer_nodes, grouped_nodes = stage.outer.snodes, stage.grouped.snodes
        if not self.mutations_survive_hoisting(subs, [*outer_nodes, *grouped_nodes]):
            return "a lane-rate consumer's output aliases or mutates what another node of the kernel touches"
        gn, gr = triton_group(stage.grouped)
        cands = []
        for n in subs:
            rate = self._nested_sub_parent_rate(n, stage, gn, gr)
            if rate is None:
                return f"{n.name} runs at no lane rate of the groups"
            cands.append((n, *rate))
        grouping = _group_candidates(cands)
        if grouping is None:
            return "the lane-rate consumers share no one factor, or their output lanes do not increase"
        factor, groups = grouping
        internal = self._internal_relations(groups)
        if internal is None:
            return "a value forwarded between the lane-rate consumers is not read as written"
        in_sub = {id(n) for n in subs}
        everything = [*outer_nodes, *grouped_nodes]
        outputs = {b for n in subs for b in n.buffer_names}
        if any(d.name in outputs for n in everything if id(n) not in in_sub for d in n.reads):
            return "another node of the kernel reads a lane-rate consumer's output"
        parent = [n for n in everything if id(n) not in in_sub]
        epilogue_reads = _read_names(subs)
        broadcast_names = {b: None for n, d in domains if d == REDUCED for b in n.buffer_names}
        broadcast_names.update(dict.fromkeys(stage.reduction.buffer_names))
        for n in outer_nodes:
            if n.is_reduction:
                broadcast_names.update(dict.fromkeys(n.buffer_names))
        broadcast = {b: None for b in broadcast_names if b in epilogue_reads}
        parent_access = {d.name: None for n in parent for d in (*n.reads, *n.writes) if d.kind == "MemoryDep"}
        sources = {b: None for b in parent_access if b in epilogue_reads and b not in broadcast}
        pn, pr = triton_group(stage.outer)
        lanes = self._lane_relations_generic(parent, subs, pn, pr, sources, factor)
        if not lanes:
            return (f"the lane-rate consumers' reads of the parent's inputs are no fixed lanes of its accesses ({pr} "
                    f"elements, factor {factor})")
        local = {id(n) for n, d in domains if d == LOCAL_INPUT}
        parent_writes = {d.name for n in outer_nodes if not n.is_reduction and id(n) not in local
                         for d in n.writes if d.kind == "MemoryDep"}
        all_parent_writes = {d for n in parent for d in n.writes if d.kind == "MemoryDep"}
        live = {r.consumer.name for r in lanes if not all_parent_writes.isdisjoint(r.sources)}
        if live & parent_writes:
            return ("a lane-rate consumer reads a value the parent loop computes, which the stage cannot reload "
                    "after the loop")
        broadcasts = self._broadcast_relations(parent, subs, broadcast)
        if broadcasts is None:
            return "a lane-rate consumer reads a coarser value other than through a trailing broadcast"
        epilogue = tuple(n for _l, ms in groups for n in ms)
        return SubParentPlan(pn, pr, factor, epilogue, tuple(parent), (*lanes, *broadcasts, *internal),
                             (gn, floordiv_of(gr, factor)))

    def _ctx(self, stage: Stage) -> tuple:
        gn, gr = triton_group(stage.grouped)
        on, orr = triton_group(stage.outer)
        it, rd = self.ranges(stage.reduction)
        return gn, gr, tuple(it) + tuple(rd), (on, orr), tuple(it)

    def classify(self, outer: SimNode, grouped: SimNode, stage: Stage) -> list | str:
        """``_classify_nested_pointwise_nodes`` (1799-1844) and ``_classify_grouped_pointwise_nodes``
        (1846-1922)."""
        gn, gr, local_domain, parent_full, reduced_domain = self._ctx(stage)
        full = prod([gn, gr])
        out = []
        outer_reds = [s for s in outer.snodes if s.is_reduction]
        for s in outer.snodes:
            if s.is_reduction:
                continue
            if any(self.r.is_ancestor(x, s) for x in outer_reds):
                if s.kind != "SchedulerNode" or not self._matches_domain(s, full, local_domain):
                    return f"{s.name} consumes {outer.name}'s reduction but does not run at the grouped input's elements"
                out.append((s, LOCAL_INPUT))
        red = stage.reduction
        red_bufs = set(red.buffer_names)
        for s in grouped.snodes:
            if s.is_reduction:
                continue
            if s.kind != "SchedulerNode":
                return f"{s.name} is no scheduler node"
            producer = self.r.is_ancestor(s, red)
            consumer = self.r.is_ancestor(red, s) or any(d.name in red_bufs for d in s.reads)
            if producer == consumer:
                return (f"{s.name} both feeds and consumes the grouped reduction {red.name}" if producer else
                        f"{s.name} neither feeds nor consumes the grouped reduction {red.name}")
            full_domain = LOCAL_INPUT if producer else PARENT_FULL
            reduced_ok = self._matches_domain(s, gn, reduced_domain)
            sub_parent_ok = consumer and self._nested_sub_parent_rate(s, stage, gn, gr) is not None
            if reduced_ok and sub_parent_ok:
                return f"{s.name} fits both the reduced and a sub-parent domain"
            if sub_parent_ok:
                domain = SUB_PARENT
            elif reduced_ok:
                domain = REDUCED
            elif self._matches_domain(s, full, local_domain if full_domain == LOCAL_INPUT else parent_full):
                domain = full_domain
            else:
                return f"{s.name} ({triton_group(s)[0]} points) runs in no domain of the pipeline"
            out.append((s, domain))
        return out

    def _matches_domain(self, s: SimNode, numel, groups) -> bool:
        """``_pointwise_node_matches_domain`` (1156-1169), kept in the node's cache (emptied when its loops
        change): the planners ask it of every member of a large fused node for each pair it is in."""
        key = ("nested_domain", numel, tuple(groups))
        got = s.cache.get(key)
        if got is None:
            n, r = triton_group(s)
            if not (same_size(r, 1) and same_size(n, numel)):
                got = False
            else:
                try:
                    got = tiling.is_compatible(list(groups), tiling.ranges(s, self.g.replacements))
                except tiling.Unknown as e:
                    got = f"whether the loops of {s.name} split onto {list(groups)}: {e}"
            s.cache[key] = got
        if isinstance(got, str):
            raise NotDecided(got)
        return got

    def _nested_sub_parent_rate(self, s: SimNode, stage: Stage, gn, gr) -> tuple | None:
        """``_nested_sub_parent_rate`` (1121-1154) with ``_sub_parent_epilogue_rate`` (1099-1119)."""
        if stage.axis != R_AXIS:
            return None
        n, _r = triton_group(s)
        rate = sub_parent_rate(n, prod([gn, gr]))
        if rate is None:
            return None
        f, lanes = rate
        if stage.group_size % f:
            return None
        it, _rd = self.ranges(stage.reduction)
        expected = [*it, stage.group_size // f * lanes]
        return rate if self._matches_domain(s, prod(expected), expected) else None

    # --- _r_grouped_stage_accesses_match (1171-1334) ----------------------------------------------------------
    def accesses_match(self, stage: Stage, domains: list) -> bool:
        """Every value a grouped-stage node reads from another node of the pipeline addresses, in one
        ``[X, R/G, G]`` frame, the element its one writer wrote. With size symbols (dynamic shapes) sympy
        compares the accesses symbolically; here they are compared at two sets of generic values of the
        symbols (large primes, no hint): the same answer at both is taken as sympy's, else it is open."""
        if stage.axis != R_AXIS:
            return False
        nodes = [*stage.outer.snodes, *stage.grouped.snodes]
        if not all(s.kind == "SchedulerNode" and s.leaf is not None and s.leaf.ir_class == "ComputedBuffer"
                   for s in nodes):
            return False
        symbols = sorted(_size_symbols(nodes))
        if not symbols:
            return self._accesses_match_at(stage, domains, None)
        answers = {self._accesses_match_at(stage, domains, dict(zip(symbols, values)))
                   for values in (_GENERIC_A, _GENERIC_B)}
        if len(answers) != 1:
            raise NotDecided(f"whether the nested stages address the same elements for every value of "
                             f"{', '.join(symbols)}")
        return answers.pop()

    def _accesses_match_at(self, stage: Stage, domains: list, env: dict | None) -> bool:
        """``accesses_match`` with the size symbols at ``env`` (None: the sizes are integers)."""
        if env is not None and len(env) > len(_GENERIC_A):
            raise NotDecided("more size symbols than the generic values cover")
        at = (lambda x: x) if env is None else (lambda x: _at(x, env))
        leaves = {}
        for s in (*stage.outer.snodes, *stage.grouped.snodes):
            try:
                leaves[id(s)] = s if env is None else coalesce.Concrete(s, env)
            except Unsupported as e:
                raise NotDecided(f"the loops of {s.name} at generic sizes: {e}") from None
        outer_nodes = [leaves[id(s)] for s in stage.outer.snodes]
        grouped_nodes = [leaves[id(s)] for s in stage.grouped.snodes]
        gn, gr, local_domain, (pn, pr), reduced_domain = self._ctx(stage)
        local_domain, reduced_domain = tuple(map(at, local_domain)), tuple(map(at, reduced_domain))
        pn, pr = at(pn), at(pr)
        size = stage.group_size
        count = pr // size if type(pr) is int else None
        frame_sizes = {"_nested_parent_x": pn, "_nested_group_r": count, "_nested_local_r": size}
        if not all(type(x) is int for x in (*frame_sizes.values(), *local_domain, *reduced_domain)):
            raise NotDecided(f"the nested-reduction frame ({pn} x {count} x {size}) is not integral")
        px, gr_, lr = (S.sym(k) for k in frame_sizes)
        if len(reduced_domain) == 2:
            grouped_values, reduced_values = (px, gr_, lr), (px, gr_)
        else:
            flat = S.add(S.scale(px, count), gr_)
            grouped_values, reduced_values = (flat, lr), (flat,)
        unit = {k: S.ZERO for k, v in frame_sizes.items() if v == 1}
        parent_frame = ((pn, pr), (px, S.add(S.scale(gr_, size), lr)))
        local_frame = (local_domain, grouped_values)
        reduced_frame = (reduced_domain, reduced_values)
        frames = {id(s): parent_frame for s in outer_nodes}
        by_domain = {REDUCED: reduced_frame, PARENT_FULL: parent_frame, LOCAL_INPUT: local_frame}
        for s, d in domains:
            if d in by_domain:
                frames[id(leaves[id(s)])] = by_domain[d]
        frames[id(leaves[id(stage.reduction)])] = local_frame
        domain_of = {id(leaves[id(s)]): d for s, d in domains}
        writers: dict[str, list] = {}
        for s in (*outer_nodes, *grouped_nodes):
            for b in s.buffer_names:
                writers.setdefault(b, []).append(s)

        def frame_index(s, d: DepKey, frame):
            if d.kind != "MemoryDep":
                return None
            return self._frame_index(s, d, frame, frame_sizes, unit)

        for consumer in grouped_nodes:
            if domain_of.get(id(consumer)) == SUB_PARENT:
                continue
            for d in consumer.reads:
                if d.kind == "WeakDep" or d.name not in writers:
                    continue
                ws = writers[d.name]
                cf = frames.get(id(consumer))
                if cf is None or len(ws) != 1:
                    return False
                wf = frames.get(id(ws[0]))
                if wf is None or ws[0] is consumer:
                    return False
                read = frame_index(consumer, d, cf)
                writes = [frame_index(ws[0], w, wf) for w in ws[0].writes if w.name == d.name]
                if read is None or not writes or any(w is None for w in writes):
                    return False
                if not any(read == w or S.sub(read, w) == S.ZERO for w in writes):
                    return False
        return True

    def _frame_index(self, s: SimNode, d: DepKey, frame, frame_sizes: dict, unit: dict):
        """``frame_index``: the access over the node's own loops, reindexed onto the frame
        (``MemoryDep.normalize_with_ranges``, dependencies.py:189-235) and put in frame variables."""
        sizes, values = frame
        it, rd = self.ranges(s)
        loops = self._int_sizes(s, list(it) + list(rd))
        if not all(type(x) is int for x in sizes):
            raise NotDecided(f"the frame {list(sizes)} is symbolic")
        if d.is_indirect():
            return None
        axes = [f"_nested_axis{i}" for i in range(len(sizes))]
        e = normalize_with_ranges(self._expr(d, loops), [f"p{i}" for i in range(len(loops))], loops, axes, sizes)
        if e is None:
            return None
        e = S.subs(e, dict(zip(axes, values)))
        e = S.remove_identity(e)
        return S.simplify_with_ranges(S.subs(e, unit), frame_sizes)

    # --- sub-parent epilogues: NestedReduction.sub_parent_epilogue_plan (795-917) --------------------------
    def sub_parent_plan(self, nodes: list[SimNode], numel, rnumel) -> SubParentPlan | None:
        """A reduction plus a pointwise epilogue at a lane rate of its elements, planned (or None): the
        epilogue's reads of the parent's inputs must each be one lane of the parent's access
        (``parent_r = factor * child_r + lane``), its reads of the reduced values trailing broadcasts, and
        no other node may read the epilogue's outputs."""
        if not _maybe_lane_rate(nodes, numel, rnumel):
            return None
        if not self.mutations_survive_hoisting(nodes):
            return None
        if not all(n.kind == "SchedulerNode" for n in nodes):
            return None
        reductions = [n for n in nodes if n.is_reduction]
        if not reductions:
            return None
        source_names = _read_names(reductions)
        grouping = self.sub_parent_candidates(nodes, numel, rnumel)
        if grouping is None:
            return None
        factor, groups = grouping
        epilogue = tuple(n for _lanes, members in groups for n in members)
        in_epilogue = {id(n) for n in epilogue}
        parent = tuple(n for n in nodes if id(n) not in in_epilogue)
        epilogue_reads = _read_names(epilogue)
        broadcast = {b: None for n in parent if n.is_reduction or self._matches_domain(n, numel, (numel,))
                     for b in n.buffer_names if b in epilogue_reads}
        full = prod([numel, rnumel])
        parent_writes = {d.name: None for n in parent for d in n.writes if d.kind == "MemoryDep"}
        for n in parent:
            for d in n.writes:
                if d.kind == "MemoryDep" and prod([x for _v, x in d.ranges]) == full:
                    source_names.setdefault(d.name, None)
        for b in broadcast:
            source_names.pop(b, None)
        internal = self._internal_relations(groups)
        if internal is None:
            return None
        lanes = self._lane_relations_generic(parent, epilogue, numel, rnumel, source_names, factor)
        if not lanes:
            return None
        broadcasts = self._broadcast_relations(parent, epilogue, broadcast)
        if broadcasts is None:
            return None
        planned = {r.sources[0].name for r in lanes}
        if not self._order_parent(parent, planned & parent_writes.keys(), numel, rnumel):
            return None
        outputs = {b for n in epilogue for b in n.buffer_names}
        if any(d.name in outputs for n in parent for d in n.reads):
            return None     # _sub_parent_epilogue_outputs_unread
        return SubParentPlan(numel, rnumel, factor, epilogue, parent, (*lanes, *broadcasts, *internal),
                             (numel, floordiv_of(rnumel, factor)))

    def mutations_survive_hoisting(self, nodes, group=None) -> bool:
        """``_mutations_survive_hoisting`` (750-793): no output aliases, and each mutated storage is the only
        one node's that touches it (among ``group``, the whole kernel; default: the nodes)."""
        owners: dict[str, SimNode] = {}
        for n in nodes:
            for b in (n.leaf.outputs if n.leaf is not None else None) or []:
                if b.aliases:
                    return False
                if not b.mutations:
                    continue
                for name in (*b.mutations, b.name):
                    if owners.setdefault(name, n) is not n:
                        return False
        if not owners:
            return True
        return all(owners.get(d.name, n) is n for n in (nodes if group is None else group) for d in (*n.reads, *n.writes))

    def sub_parent_candidates(self, nodes, numel, rnumel) -> tuple[int, tuple] | None:
        """``_sub_parent_epilogue_candidate_nodes`` (1011-1064) and ``_group_sub_parent_epilogue_nodes``
        (1066-1097): the lane factor and the epilogue's output groups ((lanes, leaves), ...), or None."""
        if not _maybe_lane_rate(nodes, numel, rnumel):
            return None
        full = prod([numel, rnumel])
        cands: list[tuple[SimNode, int, int]] = []
        for n in nodes:
            n_numel, n_rnumel = triton_group(n)
            if n.is_reduction:
                if not (same_size(n_numel, numel) and same_size(n_rnumel, rnumel)):
                    return None
                continue
            if self._matches_domain(n, numel, (numel,)) or self._matches_domain(n, full, (numel, rnumel)):
                continue
            rate = sub_parent_rate(n_numel, full)
            if rate is not None:
                f, lanes = rate
                per_row = floordiv_of(rnumel, f)
                if per_row is not None:
                    expected = (numel, prod([per_row, lanes]))
                    if self._matches_domain(n, prod(list(expected)), expected):
                        cands.append((n, f, lanes))
                        continue
            return None
        if not cands:
            return None
        return _group_candidates(cands)

    def _order_parent(self, parent, internal: set, numel, rnumel) -> bool:
        """``_order_sub_parent_parent_nodes`` (919-1009): the parent nodes that compute what the epilogue reads
        (and the full-resolution nodes around them) can run after the reduction loop, as its final part:
        each buffer has one writer, they are full-resolution pointwise nodes no reduction depends on, no
        node left before them depends on them, and some node stays before."""
        if not internal:
            return True
        writers: dict[str, SimNode] = {}
        for n in parent:
            for d in n.writes:
                if d.kind != "WeakDep":
                    if writers.setdefault(d.name, n) is not n:
                        return False
        if any(name not in writers for name in internal):
            return False
        final = {id(writers[name]): writers[name] for name in internal}
        full = prod([numel, rnumel])
        full_parent = {id(n) for n in parent if not n.is_reduction and self._matches_domain(n, full, (numel, rnumel))}
        reductions = [n for n in parent if n.is_reduction]
        eligible = {id(n) for n in parent if id(n) in full_parent
                    and not any(self.r.is_ancestor(n, red) for red in reductions)}
        if not set(final) <= eligible:
            return False
        by_id = {id(n): n for n in parent}
        while True:
            before = len(final)
            for k in eligible:
                if k not in final and any(self.r.is_ancestor(f, by_id[k]) for f in final.values()):
                    final[k] = by_id[k]
            for f in list(final.values()):
                for d in f.reads:
                    if d.kind == "WeakDep":
                        continue
                    producer = writers.get(d.name)
                    if producer is None or producer is f or id(producer) not in full_parent:
                        continue
                    if id(producer) not in eligible:
                        return False
                    final[id(producer)] = producer
            if len(final) == before:
                break
        leading = [n for n in parent if id(n) not in final]
        if any(self.r.is_ancestor(f, n) for n in leading for f in final.values()):
            return False
        return 0 < len(leading) < len(parent)

    def _lane_relations_generic(self, parent, epilogue, numel, rnumel, source_names: dict, factor: int):
        """``_lane_relations``; with size symbols (dynamic shapes), at two sets of generic values of them
        (large primes: sympy proves the lanes symbolically), the same answer at both taken as sympy's, its
        relations over the graph's own (symbolic) dependencies."""
        symbols = sorted(_size_symbols([*parent, *epilogue]) | {t for x in (numel, rnumel) if type(x) is not int
                                                                 for t in _SYMBOL.findall(str(x))})
        if not symbols:
            return self._lane_relations(parent, epilogue, numel, rnumel, source_names, factor)
        if len(symbols) > len(_GENERIC_A):
            raise NotDecided("more size symbols than the generic values cover")
        answers, first = [], None
        for values in (_GENERIC_A, _GENERIC_B):
            env = dict(zip(symbols, values))
            back: dict[DepKey, DepKey] = {}
            conc = {}
            for n in (*parent, *epilogue):
                conc[id(n)] = _Deps(n.name, *([_concrete_dep(d, env, back) for d in deps] for deps in (n.reads, n.writes)))
            rel = self._lane_relations([conc[id(n)] for n in parent], [conc[id(n)] for n in epilogue],
                                       _at(numel, env), _at(rnumel, env), source_names, factor)
            answers.append(None if rel is None else tuple((back[r.consumer], r.lane) for r in rel))
            if first is None:
                first = None if rel is None else tuple(
                    Relation(tuple(back[x] for x in r.sources), back[r.consumer], r.lane) for r in rel)
        if answers[0] != answers[1]:
            raise NotDecided(f"whether the sub-parent lanes hold for every value of {', '.join(symbols)}")
        return first

    def _lane_relations(self, parent, epilogue, numel, rnumel, source_names: dict, factor: int) -> tuple | None:
        """``_try_get_sub_parent_access_relations`` (1423-1569): every epilogue read of a parent source is
        one lane of the parent's single access to it; None when one is not (or cannot be normalized)."""
        if not all(type(x) is int for x in (numel, rnumel)):
            raise NotDecided(f"the sub-parent lanes of a symbolic parent tile ({numel} x {rnumel})")
        if rnumel % factor:
            return None
        child_r = rnumel // factor
        child = self._accesses(epilogue, source_names, ("_x", "_child_r"), (numel, child_r), False)
        if child is None:
            return None
        parent_acc = self._accesses(parent, child, ("_x", "_parent_r"), (numel, rnumel), True)
        if parent_acc is None:
            return None
        out = []
        for name in source_names:
            reads = child.get(name)
            if not reads:
                continue
            srcs = parent_acc.get(name)
            if srcs is None:
                return None
            deps = tuple(dict.fromkeys(d for d, _e in srcs))
            indices = list(dict.fromkeys(e for _d, e in srcs))
            if len(indices) != 1:
                return None
            pidx = indices[0]
            for dep, cidx in reads:
                lane = S.mi(cidx, 1, factor) if S.free_symbols(cidx) else S.num(cidx.const % factor)
                if not S.is_int(lane) or not 0 <= lane.const < factor:
                    return None
                expected = S.subs(pidx, {"_parent_r": S.add(S.scale(S.sym("_child_r"), factor), S.num(lane.const))})
                expected = S.simplify_with_ranges(expected, {"_x": numel, "_child_r": child_r})
                if not (expected == cidx or S.sub(expected, cidx) == S.ZERO):
                    return None
                out.append(Relation(deps, dep, lane.const))
        return tuple(out)

    def _accesses(self, nodes, names, axes: tuple, sizes: tuple, writes: bool) -> dict | None:
        """``normalized_source_accesses``: each named buffer's accesses by the nodes, reindexed onto ``axes``
        of ``sizes`` -> [(dependency, index)]; None when one does not normalize."""
        out: dict[str, list] = {}
        for n in nodes:
            for d in (*n.reads, *n.writes) if writes else n.reads:
                if d.kind != "MemoryDep" or d.name not in names:
                    continue
                e = self._dep_onto(d, axes, sizes)
                if e is None:
                    return None
                got = out.setdefault(d.name, [])
                if (d, e) not in got:
                    got.append((d, e))
        return out

    @staticmethod
    def _dep_onto(d: DepKey, axes: tuple, sizes: tuple):
        """A dependency over its own variables, ``normalize_with_ranges`` onto ``axes``."""
        if d.is_indirect():
            return None
        own = [x for _v, x in d.ranges]
        if not all(type(x) is int for x in (*own, *sizes)):
            raise NotDecided(f"the sub-parent access {d} is symbolic")
        try:
            e = S.parse(d.index)
        except Unsupported as err:
            raise NotDecided(f"the index of {d}: {err}") from None
        e = normalize_with_ranges(e, [v for v, _x in d.ranges], own, list(axes), list(sizes))
        return None if e is None else S.remove_identity(e)

    def _broadcast_relations(self, parent, epilogue, names: dict) -> tuple | None:
        """``_sub_parent_broadcast_access_relations`` (1702-1756): the reduced values the epilogue reads, each
        from its one writer, through trailing broadcasts (raw and, with loop ordering after fusion, once
        both are normalized)."""
        out = []
        for name in names:
            sources = [d for n in parent for d in n.writes if d.kind == "MemoryDep" and d.name == name]
            if len(sources) != 1:
                return None
            consumers = [d for n in epilogue for d in n.reads if d.name == name]
            if not consumers or any(d.kind != "MemoryDep" for d in consumers):
                return None
            src = sources[0]
            for c in consumers:
                if not _trailing_broadcast(src, c):
                    return None
                if self.r.cfg.loop_ordering_after_fusion and not _trailing_broadcast(_normalized(src), _normalized(c)):
                    return None
                out.append(Relation((src,), c, None))
        return tuple(out)

    @staticmethod
    def _internal_relations(groups) -> tuple | None:
        """``_sub_parent_internal_access_relations`` (1595-1653): values forwarded between epilogue nodes:
        one writer before the reader, the same normalized access in one output group, a trailing broadcast
        into a later one."""
        writes: dict[str, list] = {}
        for gi, (_lanes, members) in enumerate(groups):
            for ni, n in enumerate(members):
                for d in n.writes:
                    if d.kind == "MemoryDep":
                        writes.setdefault(d.name, []).append((gi, ni, d))
        reads: dict[str, list] = {}
        for gi, (_lanes, members) in enumerate(groups):
            for ni, n in enumerate(members):
                for d in n.reads:
                    if d.name not in writes:
                        continue
                    if d.kind != "MemoryDep" or len(writes[d.name]) != 1:
                        return None
                    wg, wn, _w = writes[d.name][0]
                    if (gi, ni) <= (wg, wn):
                        return None
                    reads.setdefault(d.name, []).append((gi, d))
        out = []
        for name, rs in reads.items():
            wg, _wn, w = writes[name][0]
            for gi, d in rs:
                ok = _normalized(d)[1:] == _normalized(w)[1:] if gi == wg else _trailing_broadcast(w, d)
                if not ok:
                    return None
                out.append(Relation((w,), d, None))
        return tuple(out)

    def sub_parent_shaped(self, n: SimNode, numel, rnumel) -> bool:
        """``SIMDScheduling._is_sub_parent_shaped`` (codegen/simd.py:3034-3055)."""
        if n.is_reduction:
            return False
        n_numel, n_rnumel = triton_group(n)
        return same_size(n_rnumel, 1) and not (same_size(n_numel, numel) or same_size(n_numel, prod([numel, rnumel])))

    def find_sub_parent_plan(self, nodes: list[SimNode]) -> SubParentPlan | None:
        """``_find_sub_parent_epilogue_plan`` (codegen/simd.py:3148-3160): the first reduction's plan of the
        nodes (the backend's 2-D tiling gate holds for a reduction without tiled reductions)."""
        for n in nodes:
            if n.is_reduction:
                numel, rnumel = triton_group(n)
                plan = self.sub_parent_plan(nodes, numel, rnumel)
                if plan is not None:
                    return plan
        return None

    # --- FusedNestedReductions._plan_fusion_with / _plan_append (4658-4715) -------------------------------------
    def plan_append(self, nested: SimNode, other: SimNode) -> tuple[SimNode, Plan] | str:
        """(the node the checks then ask, the plan) of a pointwise ``other`` joining ``nested``, or why not."""
        stage: Stage = nested.staged
        if other.is_reduction:
            return f"{other.name} is a reduction: only pointwise consumers are appended"
        if not self.r.is_ancestor(stage.grouped, other):
            return f"{other.name} does not consume the grouped stage {stage.grouped.name}"
        plan = self.plan_from_topology(stage.outer, self.grouped_with(stage, other), stage.reduction,
                                       stage.group_size, stage.axis)
        if isinstance(plan, str):
            return plan
        members = {id(s) for s in other.snodes}
        appended = [d for s, d in plan.domains if id(s) in members]
        if len(appended) != len(members):
            return f"not every node of {other.name} has a domain in the pipeline"
        if any(d == LOCAL_INPUT for d in appended):
            return f"{other.name} would feed the grouped reduction (only consumers are appended)"
        producer = nested if any(d == SUB_PARENT for d in appended) else stage.grouped
        return producer, plan

    @staticmethod
    def grouped_with(stage: Stage, other: SimNode) -> SimNode:
        """``backend.fuse(node2, other)``: the grouped stage with a pointwise node (a FusedSchedulerNode:
        neither a reduction pair nor, unmodelled here, a sub-parent epilogue)."""
        return make_group("FusedSchedulerNode", stage.grouped.snodes + other.snodes)

    def node(self, plan: Plan) -> SimNode:
        """``FusedNestedReductions(node1, node2, stage)`` (4635-4656)."""
        st = plan.stage
        g = make_group(KIND, st.outer.snodes + st.grouped.snodes)
        g.staged = st
        return g

    def fuse_with(self, nested: SimNode, other: SimNode) -> SimNode:
        """``FusedNestedReductions.fuse_with`` (4720-4733): the consumer appended to the grouped stage."""
        st: Stage = nested.staged
        plan = self.plan_from_topology(st.outer, self.grouped_with(st, other), st.reduction, st.group_size, st.axis)
        if isinstance(plan, str):
            raise NotDecided(f"the nested plan of {nested.name} with {other.name} was lost")
        return self.node(plan)

    # --- Scheduler._prove_staged_fusion_dependencies (10246-10431) ---------------------------------------------
    def prove(self, producer: SimNode, consumer: SimNode, plan: Plan | SubParentPlan) -> tuple | str:
        """The (write, read) pairs a plan proves beyond the ordinary exact matches, or the read it cannot: a
        sub-parent epilogue's lane accesses must keep the parent's rows apart from its reduced elements
        (``_sub_parent_access_preserves_x_boundary``) and its reads of node1's output be ones the plan
        relates; a nested stage's reads the same access once both are normalized, or a broadcast of it."""
        related: set = set()
        sub_parent_reads: set = set()
        stage_reads: set = set()
        sub = plan if isinstance(plan, SubParentPlan) else plan.sub_parent
        if sub is not None:
            for rel in sub.relations:
                if rel.lane is not None and (
                        not all(_keeps_x_boundary(d, sub.numel, sub.rnumel) for d in rel.sources)
                        or not _keeps_x_boundary(rel.consumer, *sub.child)):
                    return f"{rel.consumer} mixes the rows and the reduced elements of the parent tile"
            related = {(src, rel.consumer) for rel in sub.relations for src in rel.sources}
            sub_parent_reads = {d for n in sub.epilogue for d in n.reads if d.kind == "MemoryDep"}
        if isinstance(plan, Plan):
            # the nested stage's reads: those of the grouped side's nodes not in a sub-parent stage
            inside = {id(n) for n in (sub.epilogue if sub is not None else ())}
            stage_reads = {d for s in plan.stage.grouped.snodes if id(s) not in inside
                           for d in s.reads if d.kind == "MemoryDep"}
        r = self.r
        writes: dict[str, list[tuple[DepKey, DepKey]]] = {}
        for w in producer.writes:
            if w.kind == "MemoryDep":
                rw = self._rename(w)
                writes.setdefault(rw.name, []).append((w, rw))
        outputs = {r.mutation_renames.get(b, b) for b in producer.buffer_names}
        matches = []
        for raw in consumer.unmet:
            if raw.kind != "MemoryDep":
                continue
            read = self._rename(raw)
            if read.name not in outputs:
                continue
            ws = writes.get(read.name, ())
            if len(ws) != 1:
                return f"{producer.name} writes {read.name} {len(ws)} times"
            raw_write, write = ws[0]
            if r.fusable_read_and_write(read, write):
                continue
            if raw in sub_parent_reads:
                if (raw_write, raw) not in related or not supports_index_equivalence(read, write):
                    return f"{read} against {write}"
            elif raw not in stage_reads or not self.equivalent_after_index(read, write):
                return f"{read} against {write}"
            matches.append((write, read))
        return tuple(matches)

    def equivalent_after_index(self, read: DepKey, write: DepKey) -> bool:
        """``_fusable_read_after_index_equivalence`` (11075-11105) beyond the exact match: a write that
        covers its loops contiguously once normalized (``_memory_dep_supports_index_equivalence``), read
        as the same access once both are normalized (``deps_match_normalized``: loops merged for different
        counts, put in stride order for the same count) or as a broadcast of it
        (``_fusable_read_after_broadcast``)."""
        if not supports_index_equivalence(read, write):
            return False
        if read == write:
            return True
        if len(read.ranges) != len(write.ranges):
            if normalized_printed(read) == normalized_printed(write):
                return True
        else:
            key = reorder.stride_order_key(read)
            other = reorder.stride_order_key(write)
            if key is None or other is None:
                raise NotDecided(f"whether {read} reads what {write} wrote in another loop order (an index "
                                 "the stride order cannot be read from)")
            if key == other:
                return True
        return self._broadcast_match(read, write)

    @staticmethod
    def _broadcast_match(read: DepKey, write: DepKey) -> bool:
        """``_fusable_read_after_broadcast`` (11093-11162): the read over its used loops normalizes to the
        write; or, loop for loop, each read loop is the write's or a whole multiple of it, and the read
        index over the write's loops plus the multiples' remainders is the write index."""
        used = {v for v, _s in read.vars_in_index()}
        if len(used) != len(read.ranges):
            r2 = read._replace(ranges=tuple((v, x) for v, x in read.ranges if v in used))
            if normalized_printed(r2) == normalized_printed(write):
                return True
        if len(read.ranges) != len(write.ranges):
            return False
        sizes = [x for _v, x in read.ranges] + [x for _v, x in write.ranges]
        if not all(type(x) is int for x in sizes):
            raise NotDecided(f"whether {read} broadcasts {write} (symbolic loop sizes)")
        repl, tails, ranges = {}, {}, {}
        for i, ((rv, rs), (_wv, ws)) in enumerate(zip(read.ranges, write.ranges)):
            w = f"_fusable_broadcast_{i}"
            ranges[w] = ws
            if rs == ws:
                repl[rv] = S.sym(w)
                continue
            if rs % ws or rs // ws <= 1:
                return False
            t = f"_fusable_broadcast_tail_{len(tails)}"
            repl[rv] = S.add(S.scale(S.sym(w), rs // ws), S.sym(t))
            tails[t] = rs // ws
        if not tails:
            return False
        try:
            ri = S.simplify_with_ranges(S.subs(S.parse(read.index), repl), {**ranges, **tails})
            wi = S.subs(S.parse(write.index), {wv: S.sym(f"_fusable_broadcast_{i}")
                                               for i, (wv, _s) in enumerate(write.ranges)})
        except Unsupported as e:
            raise NotDecided(f"whether {read} broadcasts {write}: {e}") from None
        return ri == wi or S.sub(ri, wi) == S.ZERO

    def _rename(self, d: DepKey) -> DepKey:
        """``dep.rename(mutation_renames)``."""
        to = self.r.mutation_renames.get(d.name)
        return d if to is None else d._replace(name=to)

    # --- Scheduler._score_staged_fusion_memory_for_can_fuse (11227-11263) ----------------------------------------
    def staged_score(self, producer: SimNode, consumer: SimNode, score: int, matches: tuple) -> int:
        r = self.r
        if not r.is_ancestor(producer, consumer):
            return score
        reads = list(consumer.reads)
        creads = set(reads)
        taken: set[int] = set()
        for w in producer.writes:
            if w.kind != "MemoryDep" or w in creads:
                continue
            rw = self._rename(w)
            for i, rd in enumerate(reads):
                if i in taken or rd.kind != "MemoryDep":
                    continue
                if (rw, self._rename(rd)) in matches or r.fusable_read_and_write(self._rename(rd), w):
                    taken.add(i)
                    score += max(self.g.dep_size_hint(rd), self.g.dep_size_hint(w))
                    break
        return score


def _coeff(e, var: str) -> int:
    """``expr.coeff(var)`` of an index: the coefficient of the plain variable (0 inside a FloorDiv)."""
    for a, c in e.terms:
        if a == ("s", var):
            return c
    return 0


#: generic values of size symbols (two sets of distinct primes, far from any size a check compares with)
_GENERIC_A = (1_000_003, 1_000_033, 1_000_037, 1_000_039, 1_000_081, 1_000_099)
_GENERIC_B = (2_000_003, 2_000_029, 2_000_039, 2_000_081, 2_000_083, 2_000_093)


def _at(size, env: dict):
    """A size (int or printed expression of size symbols) at the symbols' values ``env``."""
    if type(size) is int:
        return size
    v = evaluate(str(size), env)
    if type(v) is not int:
        raise NotDecided(f"the size {size} at generic values of its symbols")
    return v


def _size_symbols(nodes) -> set[str]:
    """The size symbols of the nodes' loop sizes and groups (dynamic shapes)."""
    out: set[str] = set()
    for s in nodes:
        sizes = s.loop_sizes if s.loop_sizes is not None else (s.leaf.sizes if s.leaf is not None else None)
        parts = [x for part in (sizes or ()) for x in part] + list(s.group or ())
        for x in parts:
            if type(x) is not int:
                out.update(_SYMBOL.findall(str(x)))
    return out


def normalize_with_ranges(e, names: list[str], sizes: list[int], axes: list[str], new_sizes: list[int]):
    """``MemoryDep.normalize_with_ranges`` (dependencies.py:189-235, torch 2.15), integer sizes: the index
    ``e`` over the variables ``names`` (of ``sizes``, outermost first) reindexed onto ``axes`` (of
    ``new_sizes``) by linearized iteration order; None when the element counts differ or the loops do not
    split onto each other (``CantSplit``)."""
    if not names:
        return e
    if tiling.prod(sizes) != tiling.prod(new_sizes):
        return None
    try:
        new_ranges, getters = coalesce.split_iteration_ranges(list(new_sizes), [list(sizes)])
    except coalesce.CantSplit:
        return None
    flat = []
    for axis, rngs in zip(axes, new_ranges):
        for i, r in enumerate(rngs):
            flat.append(S.mi(S.sym(axis), tiling.prod(rngs[i + 1:]), r))
    source = [coalesce.apply_getter(g, flat) for g in getters[0]]
    return S.simplify_with_ranges(S.subs(e, dict(zip(names, source))), dict(zip(axes, new_sizes)))


def _read_names(nodes) -> dict[str, None]:
    """``_dependency_names(nodes, dep_type=MemoryDep)``: the buffers the nodes read through memory
    dependencies, in order."""
    return {d.name: None for n in nodes for d in n.reads if d.kind == "MemoryDep"}


def _maybe_lane_rate(nodes, numel, rnumel) -> bool:
    """Whether a pointwise member runs at neither the reduction's output count nor its element count: without
    one there is no epilogue candidate, whatever the other checks say (asked first: paths 3 and 4 of
    ``_can_fuse`` ask it of every reduction with a pointwise node)."""
    full = None
    for n in nodes:
        if n.is_reduction:
            continue
        n_numel = triton_group(n)[0]
        if same_size(n_numel, numel):
            continue
        if full is None:
            full = prod([numel, rnumel])
        if not same_size(n_numel, full):
            return True
    return False


def sub_parent_rate(node_numel, full) -> tuple[int, int] | None:
    """``_sub_parent_epilogue_rate`` (1099-1119): (input factor, output lanes) with factor x node = lanes x
    full elements."""
    if same_size(node_numel, 0):
        return None
    for f, lanes in SUB_PARENT_RATES:
        if canon(prod([f, node_numel])) == canon(prod([lanes, full])):
            return f, lanes
    return None


def _normalized(d: DepKey) -> tuple:
    """``dep.normalize()`` as (name, index as printed, sizes): what two normalized dependencies compare."""
    index, sizes = normalized_printed(d)
    return d.name, index, sizes


def _trailing_broadcast(source, consumer) -> bool:
    """``_sub_parent_consumer_is_trailing_broadcast`` (1655-1700): the consumer keeps the source's axes
    first (its extra trailing axes unused) and addresses what the source wrote. ``source``/``consumer``:
    dependencies, or ``_normalized`` triples."""
    if isinstance(source, tuple) and not isinstance(source, DepKey):
        return _trailing_broadcast_printed(source, consumer)
    s_sizes = [x for _v, x in source.ranges]
    c_sizes = [x for _v, x in consumer.ranges]
    if len(c_sizes) < len(s_sizes) or any(not same_size(a, b) for a, b in zip(s_sizes, c_sizes)):
        return False
    used = {v for v, _x in consumer.vars_in_index()}
    if any(v in used for v, _x in consumer.ranges[len(s_sizes):]):
        return False
    try:
        a = S.subs(S.parse(source.index), {v: S.sym(f"_s{i}") for i, (v, _x) in enumerate(source.ranges)})
        b = S.subs(S.parse(consumer.index), {v: S.sym(f"_s{i}") for i, (v, _x) in enumerate(consumer.ranges)})
    except Unsupported as e:
        raise NotDecided(f"whether {consumer} broadcasts {source}: {e}") from None
    a, b = S.remove_identity(a), S.remove_identity(b)
    return a == b or S.sub(a, b) == S.ZERO


def _trailing_broadcast_printed(source: tuple, consumer: tuple) -> bool:
    """``_trailing_broadcast`` of two normalized dependencies (``_normalized``: their ``c0, c1, ...``)."""
    (_n1, i1, s1), (_n2, i2, s2) = source, consumer
    if i1 is None or i2 is None:
        raise NotDecided("a trailing broadcast of dependencies that do not normalize")
    ranges1 = tuple((f"c{k}", x) for k, x in enumerate(s1))
    ranges2 = tuple((f"c{k}", x) for k, x in enumerate(s2))
    return _trailing_broadcast(DepKey("MemoryDep", "_", i1, ranges1, None, None, False),
                               DepKey("MemoryDep", "_", i2, ranges2, None, None, False))


def _keeps_x_boundary(d: DepKey, numel, rnumel) -> bool:
    """``_sub_parent_access_preserves_x_boundary`` (1399-1421): an access over one loop, or over loops some
    prefix of which is the tile's rows (``numel``) and the rest its reduced elements (``rnumel``)."""
    if d.is_indirect():
        return False
    if len(d.vars_in_index()) <= 1:
        return True
    sizes = [x for _v, x in d.ranges]
    return any(prod(sizes[:k]) == prod([numel]) and prod(sizes[k:]) == prod([rnumel]) for k in range(len(sizes) + 1))


class _Deps(NamedTuple):
    """A leaf's dependencies at given values of the size symbols (what ``_lane_relations`` reads)."""
    name: str
    reads: tuple
    writes: tuple


def _concrete_dep(d: DepKey, env: dict, back: dict) -> DepKey:
    """``coalesce.concrete_dep`` at the generic values ``env``; ``back`` maps it to the dependency it came
    from."""
    try:
        out = coalesce.concrete_dep(d, env)
    except Unsupported as e:
        raise NotDecided(f"the dependency {d} at generic sizes: {e}") from None
    back.setdefault(out, d)
    return out


def supports_index_equivalence(read: DepKey, write: DepKey) -> bool:
    """``_memory_dep_supports_index_equivalence`` (11086-11091): the same buffer, no indirect index, no
    synchronizing write, the write's every loop in its index and the write contiguous once normalized
    (contiguous in its stride order instead: not modelled, the question left open)."""
    if read.name != write.name or read.is_indirect() or write.is_indirect() or write.mode is not None:
        return False
    if len(write.vars_in_index()) != len(write.ranges):
        return False
    index, _sizes = normalized_printed(write)
    if index is None or not (index.isdigit() or any(index == f"c{i}" for i in range(len(write.ranges)))):
        raise NotDecided(f"whether {write} is contiguous in its stride order")
    return True


def _group_candidates(cands: list) -> tuple[int, tuple] | None:
    """``_group_sub_parent_epilogue_nodes`` (1066-1097): (node, factor, output lanes) candidates in order as
    output groups of one shared factor, their lanes increasing; None otherwise."""
    if len({f for _n, f, _l in cands}) != 1:
        return None
    groups: list[tuple[int, list]] = []
    for n, _f, lanes in cands:
        if groups and groups[-1][0] == lanes:
            groups[-1][1].append(n)
        else:
            groups.append((lanes, [n]))
    if any(a[0] >= b[0] for a, b in zip(groups, groups[1:])):
        return None     # codegen emits the stages in increasing lanes: reordering would move stores
    return cands[0][1], tuple((lanes, tuple(ms)) for lanes, ms in groups)
