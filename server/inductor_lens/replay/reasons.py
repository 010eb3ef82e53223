"""The catalogue of fusion verdicts: one stable code per reason, with Inductor's message (when it logs
one), where Inductor checks it (torch 2.14.1), whether the text alone decides it, and the type of the
facts its check looked at."""
from __future__ import annotations

from typing import Any, Callable, ClassVar

from ..ir.subgraph import hop_words
from ..records import record


# --- the facts behind a decision (``rules.Decision.facts``), one type per reason ---------------------
class Facts:
    """What a check looked at. The subclasses are slotted dataclasses, read by attribute (summaries,
    report text); ``to_json()`` is their JSON in the evidence (``check``, ``also_refused_by``): the fields
    in order, those named in ``_optional`` only when set. Not frozen: the replay makes about a million
    decisions on a large graph, and a frozen dataclass takes twice as long to build. Like the
    ``Decision`` that holds them, they are read-only once made (``too_far`` decisions share theirs)."""

    __slots__ = ()
    _optional: ClassVar[frozenset[str]] = frozenset()

    def to_json(self) -> dict[str, Any]:
        opt = self._optional
        out: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v is not None or k not in opt:
                out[k] = v
        return out


@record(slots=True, frozen=True)
class NoFacts(Facts):
    """A check that looks at nothing beyond the nodes' kinds."""


NO_FACTS = NoFacts()


@record(slots=True)
class FusedFacts(Facts):
    """fused: the backend's reason (C++ ``cpp``: _why_fuse_nodes' answer; Triton ``simd`` and the
    ``tiling`` it checked); ``same_node`` when a node is asked about itself."""

    same_node: bool | None = None
    cpp: str | None = None
    simd: str | None = None
    tiling: list[str] | str | None = None
    overlap: int | None = None      # the score, buffer-overlap scoring's (min_overlap_ratio): no exact shared dependency
    #: a template fusion Inductor timed (max-autotune, MultiTemplateBuffer): "faster" (the post-fusion file
    #: shows it fused) or "assumed" (no post-fusion file to tell)
    benchmark: str | None = None
    #: expand_dimension_for_pointwise_nodes: the node whose loops Inductor widened to fuse the pair
    #: (``op1's loops from (64, 16) to (64, 32)``)
    expanded: str | None = None
    _optional = frozenset({"same_node", "cpp", "simd", "tiling", "overlap", "benchmark", "expanded"})


@record(slots=True)
class FileFusionFacts(Facts):
    """fused_in_file: the post-fusion file's fused node that holds the pair (``node``, of the kind ``kind``;
    ``about``: what that kind is, when the replay does not model it) and what the replay decided on the
    pair instead (``replay``: the code; ``replay_message``: Inductor's words for it, when it logs one;
    ``replay_missing``: what an ``undecidable_from_text`` decision lacked)."""

    node: str
    kind: str
    about: str | None = None
    replay: str | None = None
    replay_message: str | None = None
    replay_missing: str | None = None
    _optional = frozenset({"about", "replay_message", "replay_missing"})


@record(slots=True)
class MixOrderSide(Facts):
    """One side of a FusedMixOrderReductions asked to take another node: the side, the node, the code of
    its own check (``fused`` when legal) and, after a legal check, the silent rule that kept the node out
    (``not_contiguous``, ``producer_consumer``, ``few_shared_elements``)."""

    side: str
    other: str
    check: str
    rule: str | None = None
    _optional = frozenset({"rule"})


@record(slots=True)
class MixOrderFacts(Facts):
    """mix_order_reduction: which rule of a FusedMixOrderReductions refused the node (``node2``: it comes
    first; ``max_reads``: the fused kernel's loads over the limit; ``sides``: no side took it, ``sides``
    says why each did not)."""

    rule: str
    reads: int | None = None
    limit: int | None = None
    sides: list[MixOrderSide] | None = None
    _optional = frozenset({"reads", "limit", "sides"})

    def to_json(self) -> dict[str, Any]:
        out = Facts.to_json(self)
        if self.sides is not None:
            out["sides"] = [x.to_json() for x in self.sides]
        return out


@record(slots=True)
class NestedReductionFacts(Facts):
    """nested_reduction: which step of torch 2.15's nested-reduction and staged-reduction planner (or of torch
    2.14's nested-reduction check, ``release`` "2.14") refused the pair (``node2``: a FusedNestedReductions
    comes second; ``append``: node2 cannot join node1's pipeline, ``detail`` says why; ``grouped_stage``
    (2.14): the check of node1's grouped stage with node2 refused, ``detail`` the pair and its reason;
    ``proof``: a read of node1's output by node2 that the plan cannot prove, ``detail``; ``sub_parent``: a lane-rate consumer without a sub-parent epilogue plan;
    ``sub_parent_consumer``: node2 not wholly in the plan's epilogue; ``staged``: a FusedStagedReduction
    whose plan the pair would lose)."""

    rule: str
    detail: str | None = None
    release: str | None = None      # the torch release whose rules refused it (None: 2.15)
    _optional = frozenset({"detail", "release"})


@record(slots=True)
class ForeachFacts(Facts):
    """foreach: which rule of ``ForeachKernelSchedulerNode.can_fuse`` refused the pair (``length``: two foreach
    nodes of different sizes; ``producer_not_dep``: the foreach consumer has no member reading the producer's
    outputs; ``consumer_no_dep``: not exactly one member of the foreach producer writes what the consumer
    reads; ``reduction``: the other node is a reduction; ``member``: the check of a member with its
    counterpart refused, ``detail`` the pair and its reason, logged under the members' names)."""

    rule: str
    detail: str | None = None
    _optional = frozenset({"detail"})


@record(slots=True)
class NoSharedDataFacts(Facts):
    """no_shared_data: the shared-bytes score (0); ``data_dependent``: the dependencies both nodes do
    have exactly in common, whose sizes depend on data (free unbacked symbols, listed in ``symbols``),
    which Inductor counts as 0 bytes (``get_dep_size_hint``)."""

    score: int = 0
    data_dependent: list[str] | None = None
    symbols: list[str] | None = None
    #: expand_dimension_for_pointwise_nodes: the node whose loops Inductor widened before scoring the pair
    expanded: str | None = None
    _optional = frozenset({"data_dependent", "symbols", "expanded"})


@record(slots=True)
class MemoryDepsFacts(Facts):
    """memory_deps_mismatch: node1's buffers node2 still reads after matching, those reads, node1's
    writes of them; ``reindexed`` when the check ran again after Inductor reindexed the pointwise node's
    loops onto the reduction's (GPU): that node and the (numel, rnumel) it iterates."""

    buffers: list[str]
    unmatched_reads: list[str]
    writes: list[str]
    reindexed: str | None = None
    _optional = frozenset({"reindexed"})


@record(slots=True)
class IntermediateNodesFacts(Facts):
    """intermediate_nodes: the buffer node2 reads through another node, that node, and the ops of node1
    it descends from."""

    via_buffer: str
    via_node: str
    path_from: list[str]


@record(slots=True)
class NodeOrderFacts(Facts):
    """node_order: node2's ops that node1 depends on."""

    ancestors: list[str]


@record(slots=True)
class DeviceMismatchFacts(Facts):
    """device_mismatch: the two devices."""

    devices: list[str | None]


@record(slots=True)
class TooFarFacts(Facts):
    """too_far: the distance in nodes and the limit."""

    distance: int
    limit: int


@record(slots=True)
class PeakMemoryFacts(Facts):
    """peak_memory: elements of the single-use inputs both read, the exact shared bytes, those inputs."""

    reusable_elements: int
    shared_bytes: int
    buffers: list[str]


@record(slots=True)
class ScoreThresholdFacts(Facts):
    """score_threshold: the shared bytes and the threshold."""

    score: int
    threshold: int


@record(slots=True)
class MaxFusionFacts(Facts):
    """exceeds_max_fusion: the nodes the fused node would hold and the limit."""

    nodes: int
    limit: int


@record(slots=True)
class IoBuffersFacts(Facts):
    """too_many_io_buffers: the unique buffers the fused kernel would read and write, and the limit."""

    buffers: int
    limit: int
    names: list[str]


@record(slots=True)
class NoFuseBufferFacts(Facts):
    """no_fuse_buffer: the buffer Inductor never fuses, the node writing it, the all-reduce it is the input
    copy of, and the buffer it copies."""

    buffer: str
    writer: str
    collective: str
    source: str


@record(slots=True)
class CycleFacts(Facts):
    """will_create_cycle: the node the cycle would go through."""

    via: str


@record(slots=True)
class CppVetoFacts(Facts):
    """cpp_backend_veto: the C++ backend's answer and the two groups it compared."""

    cpp: str
    groups: list[str | None]


@record(slots=True)
class SimdNumelFacts(Facts):
    """simd_numel_mismatch, simd_split_incompatible: numel and rnumel of node1 and node2."""

    numel: list[Any]
    rnumel: list[Any]


@record(slots=True)
class SimdNumelIncompatibleFacts(Facts):
    """simd_numel_incompatible: node1's and node2's numel."""

    numel: list[Any]


@record(slots=True)
class TilingMismatchFacts(Facts):
    """simd_tiling_mismatch: the tilings of node1 alone, node2 alone and both together."""

    tiling: list[str]


@record(slots=True)
class ReductionTilingFacts(Facts):
    """simd_invalid_reduction_tiling: node1's tiling and the reduction's numel and rnumel."""

    tiling: str
    numel: Any
    rnumel: Any


@record(slots=True)
class ExternFacts(Facts):
    """extern_kernel: the extern node and its kernel (an edge verdict; none when can_fuse refuses)."""

    extern: str | None = None
    kernel: str | None = None
    _optional = frozenset({"extern", "kernel"})


@record(slots=True)
class NopFacts(Facts):
    """nop_node: the nop node (an edge verdict; none when can_fuse refuses)."""

    nop: str | None = None
    _optional = frozenset({"nop"})


@record(slots=True)
class OuterLoopDeferredFacts(Facts):
    """outer_loop_deferred: the rounds that dropped the pair for a higher-priority one, and the pairs the last of
    them tried instead (``node1 -> node2: verdict``)."""

    rounds: list[int]
    ahead: list[str]


@record(slots=True)
class OutsideWindowFacts(Facts):
    """outside_candidate_window: the buffer in whose user list the two are too far apart."""

    buffer: str


@record(slots=True)
class TemplateFacts(Facts):
    """template: the template's IR class and the side (prologue / epilogue); ``undecidable`` when the
    text cannot decide it; for a refused epilogue, whether it is a reduction and whether it aliases."""

    undecidable: bool | None = None
    template: str | None = None
    side: str | None = None
    epilogue_is_reduction: bool | None = None
    epilogue_aliases: bool | None = None
    #: the refused epilogue is an atomic-add scatter a Triton template takes with epilogue_fusion_with_atomic_add
    epilogue_atomic_add: bool | None = None
    #: a Triton template's family, read from its kernel (replay.templates: mm, bmm, conv, tma, ...)
    family: str | None = None
    #: what the check found, in words ("buf6 of op6 is also read by op8")
    detail: str | None = None
    #: the prologue's bytes read and written (the bytes heuristic)
    read_bytes: int | None = None
    write_bytes: int | None = None
    #: a fusion the rules allow that Inductor timed and kept apart ("slower": the post-fusion file shows it)
    benchmark: str | None = None
    _optional = frozenset({"undecidable", "epilogue_is_reduction", "epilogue_aliases", "epilogue_atomic_add",
                           "family", "detail",
                           "read_bytes", "write_bytes", "benchmark"})


@record(slots=True)
class BenchmarkFacts(Facts):
    """benchmark_refused: a pair the rules allow that Inductor compiled and timed (``config.benchmark_fusion``,
    ``speedup_by_fusion``) and kept apart: ``benchmark`` "slower" (the fused kernel took at least as long as the
    two apart; ``ratio``: its slowdown, as the log prints it) or "spills" (``kernel``: the first, second or
    fused kernel spilled registers, timed as infinite); ``source``: who tells the outcome (the fusion log, the
    post-fusion file)."""

    benchmark: str
    source: str
    ratio: float | None = None
    kernel: str | None = None
    _optional = frozenset({"ratio", "kernel"})


@record(slots=True)
class UndecidableFacts(Facts):
    """undecidable_from_text: what is missing (``missing``), or which Triton ``check`` needs a ``tiling``
    the text does not give; for an edge the replay found legal, what the backend said (``cpp``, ``simd``,
    ``tiling``)."""

    missing: str | None = None
    cpp: str | None = None
    simd: str | None = None
    tiling: list[str] | str | None = None
    check: str | None = None
    _optional = frozenset({"missing", "cpp", "simd", "tiling", "check"})


#: a reason's one-sentence summary: (verdict, its decision's facts, helpers) -> text. The verdict has
#: ``node1``, ``node2``, ``kind``, ``inductor_message``, ``buffers``; the facts are of the reason's
#: ``facts`` type; the helpers ``buffer_list(v)``, ``fmt(x)``, ``first_buffer(v)`` (the evidence's first
#: buffer, an ``evidence.BufferFacts``) and ``pattern(buffer)`` (explain/explain.py ``_HELP``).
Summary = Callable[[Any, Any, Any], str]


@record(frozen=True)
class Reason:
    """One verdict code: everything the product says about it lives here, plus its page
    ``docs/diagnostics/<code>.md``. The rule that produces it is in ``rules.py``."""

    code: str
    title: str
    message: str | None        # Inductor's WhyNoFuse text (printf-style), None when silent
    logged: bool
    source: str                # torch/_inductor file:line in 2.14.1
    decidable: str             # 'exact' | 'approximate' | 'no'
    summary: Summary | None = None   # None: the title
    hint: bool = False               # Inductor's design, not a missed opportunity: shown as a hint
    facts: type[Facts] = NoFacts     # what its check looked at (rules._refuse builds it from keywords)


#: torch.distributed's functional collectives (``torch.ops._c10d_functional.<op>.default``), as users call them
_COLLECTIVE = "torch.ops._c10d_functional."


def _library_call(kernel: str | None) -> str:
    """What an extern node's kernel is, in words: a collective or its wait (``_c10d_functional``), else a
    library call."""
    if kernel and kernel.startswith(_COLLECTIVE):
        op = kernel[len(_COLLECTIVE):].removesuffix(".default")
        if op == "wait_tensor":
            return f"the wait for a collective to finish ({kernel})"
        return f"a collective, {op} over the process group ({kernel})"
    hop = hop_words(kernel)
    if hop is not None:      # its IR class (such a node has no kernel): the subgraphs it calls are fused apart
        return (f"{hop} ({kernel}): the subgraphs it runs are scheduled and fused on their own, never with "
                "the nodes around it")
    return f"a library call ({kernel})"


_FOREACH_RULES = {
    "length": "a foreach kernel fuses with another only member by member, and the two have different numbers "
              "of members",
    "producer_not_dep": "no member of the foreach kernel reads what the node writes, so there is no member "
                        "to fuse it into",
    "consumer_no_dep": "the node does not read from exactly one member of the foreach kernel, so there is no "
                       "member to fuse it into",
    "reduction": "Inductor does not fuse a reduction with a foreach kernel",
}


def _foreach(v, c, h) -> str:
    if c.rule == "member":
        return (f"Foreach kernel: fused member by member, and a member's check refused ({c.detail}); "
                "Inductor logs that check under the members' names.")
    why = _FOREACH_RULES.get(c.rule, c.rule)
    return f"Foreach kernel: {why}" + (f" ({c.detail})." if c.detail else ".")


def _no_shared_data(v, c, h) -> str:
    a, b = v.node1, v.node2
    if c.expanded:
        return (f"No shared data: Inductor widened {c.expanded} to fuse the pair "
                "(expand_dimension_for_pointwise_nodes), extracted its memory dependencies again, normalized "
                "(loops merged, variables c0, c1, ...), and none of them is identical to one of the other node's "
                "any more (score 0).")
    if c.data_dependent:
        n = len(c.data_dependent)
        syms = ", ".join(c.symbols or [])
        return (f"No shared data: {a} and {b} have {n} identical memory dependenc{'ies' if n != 1 else 'y'} "
                f"({'; '.join(c.data_dependent)}), but {'their sizes depend' if n != 1 else 'its size depends'} "
                f"on data ({syms}): Inductor counts such a dependency as 0 bytes, so the shared-bytes score "
                "is 0.")
    # a vertical pair's sentence reads the evidence's first buffer; a horizontal pair's needs none
    buf = h.first_buffer(v) if v.kind == "vertical" else None
    if buf is None:
        return f"No shared data: {a} and {b} have no identical memory dependency (score 0).{h.overlap(v)}"
    nreads = buf.access.reads if buf.access is not None else 0
    pat = h.pattern(buf)
    s = (f"No shared data: none of {b}'s {nreads} read{'s' if nreads != 1 else ''} of {buf.name} is the "
         f"exact MemoryDep {a} writes")
    if pat:
        s += f" ({b} reads {pat})"
    return s + ", so the shared-bytes score is 0."


def _template(v, c, h) -> str:
    a, b = v.node1, v.node2
    side = c.side if c.side is not None else "template"
    if c.benchmark == "slower":
        return (f"Timed by Inductor (max-autotune): the rules allow {a} -> {b} as the {c.template}'s {side}, and "
                f"no Triton choice with the {side} fused beat the fastest choice with the {side} as a kernel of its "
                "own, so they stay apart (benchmark_epilogue_fusion; the fusion log or the post-fusion file shows "
                "the outcome).")
    if v.inductor_message:
        return (f"Template {side} rule: {v.inductor_message} ({c.template} "
                f"{'receiving ' + a if side == 'prologue' else 'followed by ' + b})"
                + (f": {c.detail}." if c.detail else "."))
    if c.template in ("TritonTemplateBuffer", "MultiTemplateBuffer"):
        return (f"Template {side} rules decide {a} -> {b}; they depend on which Triton template the "
                f"{c.template} is (mm, bmm, convolution, ...) and which of its inputs it loads: its kernel in the "
                "output_code.py beside the IR tells, and none was read.")
    return (f"Template {side} rules decide {a} -> {b}; they depend on the {c.template}'s allowed "
            "inputs and the backend's epilogue support, which the text does not print.")


def _benchmark_refused(v, c, h) -> str:
    a, b = v.node1, v.node2
    if c.benchmark == "spills":
        return (f"Timed by Inductor (benchmark_fusion): the rules allow {a} -> {b}, but the {c.kernel} kernel spilled "
                f"registers, which Inductor times as infinitely slow, so it kept them apart ({c.source} tells).")
    ratio = f" ({c.ratio:.3f}x slowdown)" if c.ratio is not None else ""
    return (f"Timed by Inductor (benchmark_fusion): the rules allow {a} -> {b}, but their fused kernel was no faster "
            f"than the two kernels apart{ratio}, so it kept them apart ({c.source} tells).")


def _undecidable(v, c, h) -> str:
    if c.tiling:
        return (f"Not decidable from the text alone ({v.node1} -> {v.node2}): Triton's {c.check} check "
                f"{c.tiling}, whose value at compile time the IR does not print.")
    if c.missing:
        return f"Not decidable from the text alone ({v.node1} -> {v.node2}): {c.missing}."
    return f"Not decidable from the text alone ({v.node1} -> {v.node2})."


_MIX_SIDE_RULES = {"not_contiguous": "the side is contiguous and the node is not",
                   "producer_consumer": "the node would make the kernel's two sides producer and consumer",
                   "few_shared_elements": "the node is a reduction that shares fewer elements with the side "
                                          "than the kernel's numel",
                   "reduction_type": "torch 2.15: the non-contiguous side takes only float sums and products"}


def _nested_reduction(v, c, h) -> str:
    a, b = v.node1, v.node2
    release = getattr(c, "release", None) or "2.15"
    if c.rule == "node2":
        return (f"Nested reductions: {b} is a FusedNestedReductions (torch {release}: a reduction staged inside "
                f"another's kernel); Inductor fuses nothing in front of one, so {a} stays apart.")
    if c.rule == "append":
        return (f"Nested reductions: {b} cannot join {a}'s pipeline (torch {release}): {c.detail or 'no plan'}.")
    if c.rule == "grouped_stage":
        return (f"Nested reductions (torch {release}): {b} joins {a} through its grouped stage, which Inductor "
                f"checks (and logs) as the pair {c.detail or 'of the grouped stage and the consumer'}.")
    if c.rule == "sub_parent":
        return (f"Sub-parent epilogue (torch 2.15): {b} runs at a lane rate of {a}'s elements, but no plan runs it "
                "in the reduction's kernel (each of its reads of the reduction's input must be one fixed lane of "
                "the reduction's own access, and nothing it writes may alias another node's); Inductor does not "
                "try the ordinary fusion.")
    if c.rule == "sub_parent_consumer":
        return (f"Sub-parent epilogue (torch 2.15): a plan exists for {a} with {b}, but not every node of {b} is "
                "in its epilogue.")
    if c.rule == "staged":
        return (f"Staged reduction (torch 2.15): {a} and {b} together are no sub-parent plan; fusing them would "
                "lose the staged kernel's plan.")
    return (f"Nested reductions: {a} and {b} would be a nested-reduction plan (torch 2.15), but the plan cannot "
            f"prove that {b} reads what {a} wrote: {c.detail or 'a dependency'}.")


def _mix_order(v, c, h) -> str:
    a, b = v.node1, v.node2
    if c.rule == "node2":
        return (f"Mix-order reduction: {b} is a FusedMixOrderReductions (a LayerNorm-backward style kernel that "
                f"reduces over rows and columns at once); Inductor fuses nothing before one, so {a} stays apart.")
    if c.rule == "max_reads":
        return (f"Mix-order reduction: {a} with {b} would load {c.reads} buffers, over "
                f"mix_order_reduction_max_reads ({c.limit}: register spills in the fused RSPLIT loop).")
    parts = []
    for x in c.sides or []:
        if x.rule is not None:
            parts.append(f"{x.side}: {_MIX_SIDE_RULES.get(x.rule, x.rule)}")
        else:
            r = REASONS.get(x.check)
            parts.append(f"{x.side}: {r.title[0].lower() + r.title[1:] if r else x.check}")
    return f"Mix-order reduction: no side of {a} takes {b} ({'; '.join(parts) or 'no side checked'})."


def _fused_in_file(v, c, h) -> str:
    s = f"Fused by Inductor: the post-fusion file puts {v.node1} and {v.node2} in {c.node}"
    if c.about:
        s += f", a {c.kind}: {c.about}, which the replay does not model"
    elif c.kind and c.kind != "FusedSchedulerNode":
        s += f" (a {c.kind})"
    if c.replay == "undecidable_from_text":
        return s + ("; the replay could not decide the pair from the text"
                    + (f" ({c.replay_missing})" if c.replay_missing else "") + ".")
    r = REASONS.get(c.replay)
    said = (c.replay_message or r.title.lower()) if r is not None else None
    if said is None:
        return s + "."
    if c.about:
        return s + f"; the rules it models refuse the pair: {said}."
    return s + f"; the replay's rules refuse the pair ({said}): a rule or a config value it does not model decides it."


def _rounds(c: Any) -> str:
    """``rounds 1-3`` / ``round 2`` of an outer_loop_deferred's facts."""
    rs = list(getattr(c, "rounds", None) or [])
    if not rs:
        return "no round"
    if len(rs) == 1:
        return f"round {rs[0]}"
    return f"rounds {rs[0]}-{rs[-1]}" if rs == list(range(rs[0], rs[-1] + 1)) else "rounds " + ", ".join(map(str, rs))


def _at(x: Any, i: int, default: Any = "?") -> Any:
    return x[i] if isinstance(x, (list, tuple)) and len(x) > i else default


REASONS: dict[str, Reason] = {r.code: r for r in [
    Reason("fused", "Fused", None, True, "scheduler.py:6227-6255 fuse_two_nodes (logs `fusing A with B`)", "exact",
           facts=FusedFacts,
           summary=lambda v, c, h: (f"Fused: {v.node1} and {v.node2} share {h.buffer_list(v)}"
                               + (f" ({c.cpp or c.simd})" if (c.cpp or c.simd) else "")
                               + (f", scored by buffer overlap: {h.fmt(c.overlap)} bytes read from slices of it "
                                  "(min_overlap_ratio)" if c.overlap else "")
                               + (f", after Inductor widened {c.expanded} (expand_dimension_for_pointwise_nodes: "
                                  "the extra iterations recompute elements, the index taken modulo the old size)"
                                  if c.expanded else "") + ".")),
    Reason("no_shared_data", "No shared data", "no shared data", True,
           "choices.py:643-670 InductorChoices.can_fuse (score_fusion_memory == 0)", "exact",
           facts=NoSharedDataFacts,
           summary=_no_shared_data),
    Reason("memory_deps_mismatch", "Memory deps did not match", "memory deps did not match", True,
           "scheduler.py:8524-8531 Scheduler.can_fuse_vertical", "exact",
           facts=MemoryDepsFacts,
           summary=lambda v, c, h: (f"Memory deps did not match: {v.node2} reads {', '.join(c.buffers)} at an "
                                              f"index other than the one {v.node1} writes"
                                              + (f" after Inductor reindexed the loops of {c.reindexed}" if c.reindexed else "")
                                              + ", so one loop cannot produce and consume it element by element.")),
    Reason("intermediate_nodes", "Intermediate nodes between the pair", "intermediate nodes between node1 & node2",
           True, "scheduler.py:8533-8538 Scheduler.can_fuse_vertical", "exact",
           facts=IntermediateNodesFacts,
           summary=lambda v, c, h: (f"Intermediate nodes: {v.node2} also depends on {v.node1} through {c.via_node} "
                                            f"(via {c.via_buffer}), which would have to run inside the fused kernel.")),
    Reason("node_order", "Node1 must go before node2", "node1 must go before node2", True,
           "scheduler.py:8274-8276 Scheduler._can_fuse", "exact",
           facts=NodeOrderFacts,
           summary=lambda v, c, h: f"Node order: {v.node2} is an ancestor of {v.node1}, so {v.node1} cannot run first."),
    Reason("no_fuse_buffer", "Fusion disabled for a collective's input copy", "fusion for buffer explicit disabled",
           True, "scheduler.py:8364-8368 Scheduler._can_fuse; comm_lowering.py:231-242 _all_reduce "
           "(config.reorder_for_compute_comm_overlap)", "exact",
           facts=NoFuseBufferFacts,
           summary=lambda v, c, h: (f"Fusion disabled: {c.writer} writes {c.buffer}, the copy of {c.source} that "
                                    f"Inductor made for the all-reduce {c.collective}; with "
                                    "reorder_for_compute_comm_overlap it never fuses that copy, so the "
                                    "all-reduce can start as soon as its input exists.")),
    Reason("device_mismatch", "Device mismatch", "device mismatch (%s vs %s)", True,
           "scheduler.py:8369-8373 Scheduler._can_fuse", "exact",
           facts=DeviceMismatchFacts,
           summary=lambda v, c, h: f"Device mismatch: {v.node1} runs on {_at(c.devices, 0)}, {v.node2} on {_at(c.devices, 1)}."),
    Reason("too_far", "Nodes too far apart", "Nodes are too far away. Fusing them may increase peak memory.", True,
           "choices.py:722-727 can_fuse_horizontal, scheduler.py:7128-7153 are_long_distant_nodes", "exact",
           facts=TooFarFacts,
           summary=lambda v, c, h: (f"Too far apart: {v.node1} and {v.node2} share {h.buffer_list(v)} but are "
                                 f"{c.distance} nodes apart (limit {c.limit}); fusing would extend buffer "
                                 "lifetimes.")),
    Reason("peak_memory", "Fusion would increase peak memory", "Fusion will increase peak memory", True,
           "choices.py:681-683, scheduler.py:7023-7078 can_fusion_increase_peak_memory", "approximate",
           facts=PeakMemoryFacts,
           summary=lambda v, c, h: (f"Peak memory: fusing would keep {h.fmt(c.reusable_elements)} elements of single-use "
                                     f"inputs alive against {h.fmt(c.shared_bytes)} shared bytes (> 32x).")),
    Reason("score_threshold", "Too little shared data for horizontal fusion", "score_fusion_memory_threshold",
           True, "choices.py:719-721 can_fuse_horizontal (config.score_fusion_memory_threshold = 10 bytes)", "exact",
           facts=ScoreThresholdFacts,
           summary=lambda v, c, h: (f"Too little shared data for a horizontal fusion: {c.score} bytes < "
                                         f"{c.threshold}.")),
    Reason("exceeds_max_fusion", "Fused node would exceed max_fusion_size", "exceeds max fusion", True,
           "choices.py:672-679 (config.max_fusion_size = 64)", "exact",
           facts=MaxFusionFacts,
           summary=lambda v, c, h: f"Too big: the fused node would hold {c.nodes} nodes (limit {c.limit})."),
    Reason("too_many_io_buffers", "Fused kernel would read and write too many buffers",
           "fusion_prevent_too_many_reads_and_writes", True,
           "choices.py:684-693 + scheduler.py:7080-7126 fusion_prevent_too_many_reads_and_writes "
           "(config.max_fusion_unique_io_buffers = None: off)", "exact",
           facts=IoBuffersFacts,
           summary=lambda v, c, h: (f"Too many buffers: the fused kernel would read and write {c.buffers} unique "
                                    f"buffers (limit {c.limit}, max_fusion_unique_io_buffers).")),
    Reason("will_create_cycle", "Fusion would create a cycle", "will create cycle", True,
           "scheduler.py:6977-7021 will_fusion_create_cycle", "exact",
           facts=CycleFacts,
           summary=lambda v, c, h: f"Cycle: fusing {v.node1} and {v.node2} would create a cycle through {c.via}."),
    Reason("node2_extern_or_nop", "Node2 is an extern or nop node", "node2 is extern or nop", True,
           "scheduler.py:8267-8272 Scheduler._can_fuse", "exact",
           summary=lambda v, c, h: f"Node2 is an extern or nop node: {v.node2} cannot be fused into {v.node1}."),
    Reason("cpp_backend_veto", "C++ backend refuses (silently)", None, False,
           "codegen/cpp.py:5357-5491 CppScheduling.can_fuse_vertical / can_fuse_horizontal", "exact",
           facts=CppVetoFacts,
           summary=lambda v, c, h: (f"The C++ backend refuses silently: {c.cpp}; groups {_at(c.groups, 0)} "
                                          f"vs {_at(c.groups, 1)}.")),
    Reason("outer_loop_deferred", "Outer-loop fusion deferred by priority", None, False,
           "scheduler.py:9183-9219 get_possible_fusions_with_highest_priority, codegen/cpp.py:5472-5477", "exact",
           facts=OuterLoopDeferredFacts,
           summary=lambda v, c, h: (f"Outer-loop fusion of {v.node1} and {v.node2} was legal but deferred behind other "
                                    f"fusions in every round that had it ({_rounds(c)}); the rounds stopped when one fused "
                                    f"nothing" + (f", trying {'; '.join(c.ahead)} instead" if c.ahead else "") + ".")),
    Reason("simd_numel_mismatch", "numel/rnumel mismatch (Triton)", "numel/rnumel mismatch (%s) (%s, %s), (%s, %s)",
           True, "codegen/simd.py:2086-2152 SIMDScheduling.can_fuse", "exact",
           facts=SimdNumelFacts,
           summary=lambda v, c, h: f"Triton: {v.inductor_message}: the two nodes iterate different spaces."),
    Reason("simd_numel_incompatible", "Pointwise -> reduction sizes incompatible (Triton)", "nodes numel incompatibility",
           True, "codegen/simd.py:2228-2231 SIMDScheduling.can_fuse", "exact",
           facts=SimdNumelIncompatibleFacts,
           summary=lambda v, c, h: (f"Triton: {v.node1} ({h.fmt(_at(c.numel, 0))} points) and the reduction {v.node2} "
                                                 f"({h.fmt(_at(c.numel, 1))} outputs) iterate different spaces.")),
    Reason("simd_sub_parent_epilogue", "No sub-parent epilogue plan for a pointwise at another rate (Triton, torch 2.15)",
           "invalid sub-parent epilogue fusion", True,
           "codegen/simd.py:3000-3017, 3033-3102 (torch 2.15.0) SIMDScheduling._sub_parent_epilogue_decision",
           "exact",
           facts=SimdNumelFacts,
           summary=lambda v, c, h: (f"Triton (torch 2.15): {v.node1} runs at {h.fmt(_at(c.numel, 0))} points, neither "
                                    f"the reduction {v.node2}'s {h.fmt(_at(c.numel, 1))} outputs nor its "
                                    f"{h.fmt(_at(c.numel, 1))} x {h.fmt(_at(c.rnumel, 1))} elements, and no sub-parent "
                                    "epilogue plan (a lane rate of those elements) covers it.")),
    Reason("simd_split_incompatible", "Pointwise loops do not split onto the reduction (Triton)",
           "nodes numel/rnumel incompatibility", True,
           "codegen/simd.py:2210-2216 SIMDScheduling.can_fuse (SIMDKernel.is_compatible)", "exact",
           facts=SimdNumelFacts,
           summary=lambda v, c, h: (f"Triton: {v.node1}'s loops cannot be split onto the reduction's (numel, rnumel) = "
                                                 f"({h.fmt(_at(c.numel, 1))}, {h.fmt(_at(c.rnumel, 1))}): "
                                                 "one kernel cannot index both.")),
    Reason("simd_tiling_mismatch", "Tilings of the pair disagree (Triton)", "tiling mismatch (%s, %s, %s)", True,
           "codegen/simd.py:2179-2201 SIMDScheduling.can_fuse (select_tiling)", "exact",
           facts=TilingMismatchFacts,
           summary=lambda v, c, h: (f"Triton: {v.node1} alone would be tiled {_at(c.tiling, 0)}, {v.node2} alone "
                                              f"{_at(c.tiling, 1)}, the two together {_at(c.tiling, 2)}; a node tiled "
                                              "in 2-D fuses only where its own tiling is the fused kernel's.")),
    Reason("simd_invalid_reduction_tiling", "Pointwise tiled in 2-D cannot feed the reduction (Triton)",
           "invalid tiling for reduction", True,
           "codegen/simd.py:2217-2227 SIMDScheduling.can_fuse (select_tiling)", "exact",
           facts=ReductionTilingFacts,
           summary=lambda v, c, h: (f"Triton: {v.node1} is tiled {c.tiling} (2-D), neither 1-D nor the reduction's "
                                                       f"({h.fmt(c.numel)}, {h.fmt(c.rnumel)}), so it cannot feed {v.node2} in one kernel.")),
    Reason("extern_kernel", "Extern kernel", None, False,
           "scheduler.py:7825-7839 unfusable_node (extern nodes never become candidates)", "exact",
           facts=ExternFacts,
           hint=True, summary=lambda v, c, h: (f"Extern kernel: {c.extern} is {_library_call(c.kernel)}; Inductor never "
                                       f"fuses it, so {h.buffer_list(v)} is written to memory.")),
    Reason("nop_node", "Nop node", None, False,
           "scheduler.py:7825-7839 unfusable_node (nop nodes never become candidates)", "exact",
           facts=NopFacts,
           hint=True, summary=lambda v, c, h: f"Nop node: {c.nop} does no work (e.g. a concat of views); nothing to fuse."),
    Reason("outside_candidate_window", "Never tried: too far apart in the buffer's user list", None, False,
           "scheduler.py:6931-6950 check_all_pairs (config.max_fusion_buffer_group_pairwise_attempts = 64)", "exact",
           facts=OutsideWindowFacts,
           summary=lambda v, c, h: (f"Never tried: {v.node1} and {v.node2} are more than 64 users apart in "
                                                  f"{c.buffer}'s user list.")),
    Reason("template", "Template fusion rules", None, True,
           "scheduler.py:8278-8362 prologue/epilogue rules, codegen/cpp.py:5479-5491", "no",
           facts=TemplateFacts,
           summary=_template),
    Reason("mix_order_reduction", "A mix-order reduction kernel does not take the node (Triton)", None, False,
           "scheduler.py:3044-3070 FusedMixOrderReductions.can_fuse_with, 2992-3042 sub_node_can_fuse, "
           "8139-8144 Scheduler._can_fuse", "exact",
           facts=MixOrderFacts,
           hint=True, summary=_mix_order),
    Reason("nested_reduction", "The nested- or staged-reduction planner refuses the pair (Triton)", None, True,
           "scheduler.py (torch 2.15.0) 10431-10436 _can_fuse_impl, 10711-10770 Scheduler._can_fuse, "
           "4658-4715 FusedNestedReductions._plan_fusion_with, 795-917 sub_parent_epilogue_plan; "
           "codegen/simd.py 2898-2907, 3018-3020; scheduler.py (torch 2.14.1) 8131-8137 Scheduler._can_fuse, "
           "3139-3175 FusedNestedReductions.can_fuse_with", "exact",
           facts=NestedReductionFacts,
           summary=_nested_reduction),
    Reason("foreach", "A foreach kernel does not take the node (Triton)", None, True,
           "scheduler.py:3298-3343 ForeachKernelSchedulerNode.can_fuse, 4738-4771 create_foreach_nodes; "
           "codegen/simd.py:2068-2071 SIMDScheduling.can_fuse", "exact",
           facts=ForeachFacts,
           summary=_foreach),
    Reason("benchmark_refused", "Timed slower fused, kept apart (benchmark_fusion)", None, True,
           "scheduler.py:5655-5736, 6140-6220 speedup_by_fusion (logs `cannot fuse (benchmark)`), "
           "6351-6436 _try_fusion_pairs, 6438-6462 _finish_pending_fusions, 6253-6268 fuse_if_speedup", "no",
           facts=BenchmarkFacts,
           summary=_benchmark_refused),
    Reason("fused_in_file", "Fused, as the post-fusion file shows (not by the replay)", None, True,
           "the post-fusion file: the nodes scheduler.py Scheduler.fuse_nodes left", "no",
           facts=FileFusionFacts,
           summary=_fused_in_file),
    Reason("undecidable_from_text", "Not decidable from the IR text", None, False,
           "benchmark-, size-hint- or config-based checks (scheduler.py:5660-6190, codegen/simd.py:2179-2231)", "no",
           facts=UndecidableFacts,
           summary=_undecidable),
]}


def reason(code: str) -> Reason:
    return REASONS[code]
