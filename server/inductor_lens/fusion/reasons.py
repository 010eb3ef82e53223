"""The catalogue of fusion verdicts: one stable code per reason, with Inductor's message (when it logs
one), where Inductor checks it (torch 2.14.1) and whether the text alone decides it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

#: a reason's one-sentence summary: (verdict, its decision's facts, helpers) -> text. The verdict has
#: ``node1``, ``node2``, ``kind``, ``inductor_message``, ``buffers``; the helpers ``buffer_list(v)``,
#: ``fmt(x)``, ``first_buffer(v)`` (the evidence's first buffer, an ``evidence.BufferFacts``) and ``pattern(buffer)``
#: (fusion/explain.py ``_SummaryHelp``).
Summary = Callable[[Any, dict, Any], str]


@dataclass(frozen=True)
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


def _no_shared_data(v, c, h) -> str:
    a, b = v.node1, v.node2
    # a vertical pair's sentence reads the evidence's first buffer; a horizontal pair's needs none
    buf = h.first_buffer(v) if v.kind == "vertical" else None
    if buf is None:
        return f"No shared data: {a} and {b} have no identical memory dependency (score 0)."
    nreads = buf.access.reads if buf.access is not None else 0
    pat = h.pattern(buf)
    s = (f"No shared data: none of {b}'s {nreads} read{'s' if nreads != 1 else ''} of {buf.name} is the "
         f"exact MemoryDep {a} writes")
    if pat:
        s += f" ({b} reads {pat})"
    return s + ", so the shared-bytes score is 0."


def _template(v, c, h) -> str:
    a, b = v.node1, v.node2
    side = c.get("side", "template")
    if v.inductor_message:
        return (f"Template {side} rule: {v.inductor_message} ({c.get('template')} "
                f"{'receiving ' + a if side == 'prologue' else 'followed by ' + b}).")
    return (f"Template {side} rules decide {a} -> {b}; they depend on the {c.get('template')}'s allowed "
            "inputs and the backend's epilogue support, which the text does not print.")


def _undecidable(v, c, h) -> str:
    if c.get("tiling"):
        return (f"Not decidable from the text alone ({v.node1} -> {v.node2}): Triton's {c.get('check')} check "
                f"{c.get('tiling')}, whose value at compile time the IR does not print.")
    return f"Not decidable from the text alone ({v.node1} -> {v.node2})."


def _pair(c: dict, key: str, i: int, default: Any = "?") -> Any:
    x = c.get(key)
    return x[i] if isinstance(x, (list, tuple)) and len(x) > i else default


REASONS: dict[str, Reason] = {r.code: r for r in [
    Reason("fused", "Fused", None, True, "scheduler.py:6227-6255 fuse_two_nodes (logs `fusing A with B`)", "exact",
           summary=lambda v, c, h: (f"Fused: {v.node1} and {v.node2} share {h.buffer_list(v)}"
                               + (f" ({c.get('cpp') or c.get('simd')})" if (c.get('cpp') or c.get('simd')) else "") + ".")),
    Reason("no_shared_data", "No shared data", "no shared data", True,
           "choices.py:643-670 InductorChoices.can_fuse (score_fusion_memory == 0)", "exact",
           summary=_no_shared_data),
    Reason("memory_deps_mismatch", "Memory deps did not match", "memory deps did not match", True,
           "scheduler.py:8524-8531 Scheduler.can_fuse_vertical", "exact",
           summary=lambda v, c, h: (f"Memory deps did not match: {v.node2} reads {', '.join(c.get('buffers', v.buffers))} at an "
                                              f"index other than the one {v.node1} writes, so one loop cannot produce and consume it "
                                              "element by element.")),
    Reason("intermediate_nodes", "Intermediate nodes between the pair", "intermediate nodes between node1 & node2",
           True, "scheduler.py:8533-8538 Scheduler.can_fuse_vertical", "exact",
           summary=lambda v, c, h: (f"Intermediate nodes: {v.node2} also depends on {v.node1} through {c.get('via_node')} "
                                            f"(via {c.get('via_buffer')}), which would have to run inside the fused kernel.")),
    Reason("node_order", "Node1 must go before node2", "node1 must go before node2", True,
           "scheduler.py:8274-8276 Scheduler._can_fuse", "exact",
           summary=lambda v, c, h: f"Node order: {v.node2} is an ancestor of {v.node1}, so {v.node1} cannot run first."),
    Reason("device_mismatch", "Device mismatch", "device mismatch (%s vs %s)", True,
           "scheduler.py:8369-8373 Scheduler._can_fuse", "exact",
           summary=lambda v, c, h: f"Device mismatch: {v.node1} runs on {_pair(c, 'devices', 0)}, {v.node2} on {_pair(c, 'devices', 1)}."),
    Reason("too_far", "Nodes too far apart", "Nodes are too far away. Fusing them may increase peak memory.", True,
           "choices.py:722-727 can_fuse_horizontal, scheduler.py:7128-7153 are_long_distant_nodes", "exact",
           summary=lambda v, c, h: (f"Too far apart: {v.node1} and {v.node2} share {h.buffer_list(v)} but are "
                                 f"{c.get('distance')} nodes apart (limit {c.get('limit')}); fusing would extend buffer "
                                 "lifetimes.")),
    Reason("peak_memory", "Fusion would increase peak memory", "Fusion will increase peak memory", True,
           "choices.py:681-683, scheduler.py:7023-7078 can_fusion_increase_peak_memory", "approximate",
           summary=lambda v, c, h: (f"Peak memory: fusing would keep {h.fmt(c.get('reusable_elements'))} elements of single-use "
                                     f"inputs alive against {h.fmt(c.get('shared_bytes'))} shared bytes (> 32x).")),
    Reason("score_threshold", "Too little shared data for horizontal fusion", "score_fusion_memory_threshold",
           True, "choices.py:719-721 can_fuse_horizontal (config.score_fusion_memory_threshold = 10 bytes)", "exact",
           summary=lambda v, c, h: (f"Too little shared data for a horizontal fusion: {c.get('score')} bytes < "
                                         f"{c.get('threshold')}.")),
    Reason("exceeds_max_fusion", "Fused node would exceed max_fusion_size", "exceeds max fusion", True,
           "choices.py:672-679 (config.max_fusion_size = 64)", "exact",
           summary=lambda v, c, h: f"Too big: the fused node would hold {c.get('nodes')} nodes (limit {c.get('limit')})."),
    Reason("will_create_cycle", "Fusion would create a cycle", "will create cycle", True,
           "scheduler.py:6977-7021 will_fusion_create_cycle", "exact",
           summary=lambda v, c, h: f"Cycle: fusing {v.node1} and {v.node2} would create a cycle through {c.get('via')}."),
    Reason("node2_extern_or_nop", "Node2 is an extern or nop node", "node2 is extern or nop", True,
           "scheduler.py:8267-8272 Scheduler._can_fuse", "exact",
           summary=lambda v, c, h: f"Node2 is an extern or nop node: {v.node2} cannot be fused into {v.node1}."),
    Reason("cpp_backend_veto", "C++ backend refuses (silently)", None, False,
           "codegen/cpp.py:5357-5491 CppScheduling.can_fuse_vertical / can_fuse_horizontal", "exact",
           summary=lambda v, c, h: (f"The C++ backend refuses silently: {c.get('cpp')}; groups {_pair(c, 'groups', 0)} "
                                          f"vs {_pair(c, 'groups', 1)}.")),
    Reason("outer_loop_deferred", "Outer-loop fusion deferred by priority", None, False,
           "scheduler.py:9183-9219 get_possible_fusions_with_highest_priority, codegen/cpp.py:5472-5477", "exact",
           summary=lambda v, c, h: f"Outer-loop fusion of {v.node1} and {v.node2} was legal but deferred behind other fusions."),
    Reason("simd_numel_mismatch", "numel/rnumel mismatch (Triton)", "numel/rnumel mismatch (%s) (%s, %s), (%s, %s)",
           True, "codegen/simd.py:2086-2152 SIMDScheduling.can_fuse", "exact",
           summary=lambda v, c, h: f"Triton: {v.inductor_message}: the two nodes iterate different spaces."),
    Reason("simd_numel_incompatible", "Pointwise -> reduction sizes incompatible (Triton)", "nodes numel incompatibility",
           True, "codegen/simd.py:2228-2231 SIMDScheduling.can_fuse", "exact",
           summary=lambda v, c, h: (f"Triton: {v.node1} ({h.fmt(_pair(c, 'numel', 0))} points) and the reduction {v.node2} "
                                                 f"({h.fmt(_pair(c, 'numel', 1))} outputs) iterate different spaces.")),
    Reason("simd_split_incompatible", "Pointwise loops do not split onto the reduction (Triton)",
           "nodes numel/rnumel incompatibility", True,
           "codegen/simd.py:2210-2216 SIMDScheduling.can_fuse (SIMDKernel.is_compatible)", "exact",
           summary=lambda v, c, h: (f"Triton: {v.node1}'s loops cannot be split onto the reduction's (numel, rnumel) = "
                                                 f"({h.fmt(_pair(c, 'numel', 1))}, {h.fmt(_pair(c, 'rnumel', 1))}): "
                                                 "one kernel cannot index both.")),
    Reason("simd_tiling_mismatch", "Tilings of the pair disagree (Triton)", "tiling mismatch (%s, %s, %s)", True,
           "codegen/simd.py:2179-2201 SIMDScheduling.can_fuse (select_tiling)", "exact",
           summary=lambda v, c, h: (f"Triton: {v.node1} alone would be tiled {_pair(c, 'tiling', 0)}, {v.node2} alone "
                                              f"{_pair(c, 'tiling', 1)}, the two together {_pair(c, 'tiling', 2)}; a node tiled "
                                              "in 2-D fuses only where its own tiling is the fused kernel's.")),
    Reason("simd_invalid_reduction_tiling", "Pointwise tiled in 2-D cannot feed the reduction (Triton)",
           "invalid tiling for reduction", True,
           "codegen/simd.py:2217-2227 SIMDScheduling.can_fuse (select_tiling)", "exact",
           summary=lambda v, c, h: (f"Triton: {v.node1} is tiled {c.get('tiling')} (2-D), neither 1-D nor the reduction's "
                                                       f"({h.fmt(c.get('numel'))}, {h.fmt(c.get('rnumel'))}), so it cannot feed {v.node2} in one kernel.")),
    Reason("extern_kernel", "Extern kernel", None, False,
           "scheduler.py:7825-7839 unfusable_node (extern nodes never become candidates)", "exact",
           hint=True, summary=lambda v, c, h: (f"Extern kernel: {c.get('extern')} is a library call ({c.get('kernel')}); Inductor never "
                                       f"fuses it, so {h.buffer_list(v)} is written to memory.")),
    Reason("nop_node", "Nop node", None, False,
           "scheduler.py:7825-7839 unfusable_node (nop nodes never become candidates)", "exact",
           hint=True, summary=lambda v, c, h: f"Nop node: {c.get('nop')} does no work (e.g. a concat of views); nothing to fuse."),
    Reason("outside_candidate_window", "Never tried: too far apart in the buffer's user list", None, False,
           "scheduler.py:6931-6950 check_all_pairs (config.max_fusion_buffer_group_pairwise_attempts = 64)", "exact",
           summary=lambda v, c, h: (f"Never tried: {v.node1} and {v.node2} are more than 64 users apart in "
                                                  f"{c.get('buffer')}'s user list.")),
    Reason("template", "Template fusion rules", None, True,
           "scheduler.py:8278-8362 prologue/epilogue rules, codegen/cpp.py:5479-5491", "no",
           summary=_template),
    Reason("undecidable_from_text", "Not decidable from the IR text", None, False,
           "benchmark-, size-hint- or config-based checks (scheduler.py:5660-6190, codegen/simd.py:2179-2231)", "no",
           summary=_undecidable),
]}


def reason(code: str) -> Reason:
    return REASONS[code]
