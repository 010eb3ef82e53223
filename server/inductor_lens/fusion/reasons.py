"""The catalogue of fusion verdicts: one stable code per reason, with Inductor's message (when it logs
one), where Inductor checks it (torch 2.14.1) and whether the text alone decides it."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    code: str
    title: str
    message: str | None        # Inductor's WhyNoFuse text (printf-style), None when silent
    logged: bool
    source: str                # torch/_inductor file:line in 2.14.1
    decidable: str             # 'exact' | 'approximate' | 'no'


REASONS: dict[str, Reason] = {r.code: r for r in [
    Reason("fused", "Fused", None, True, "scheduler.py:6227-6255 fuse_two_nodes (logs `fusing A with B`)", "exact"),
    Reason("no_shared_data", "No shared data", "no shared data", True,
           "choices.py:643-670 InductorChoices.can_fuse (score_fusion_memory == 0)", "exact"),
    Reason("memory_deps_mismatch", "Memory deps did not match", "memory deps did not match", True,
           "scheduler.py:8524-8531 Scheduler.can_fuse_vertical", "exact"),
    Reason("intermediate_nodes", "Intermediate nodes between the pair", "intermediate nodes between node1 & node2",
           True, "scheduler.py:8533-8538 Scheduler.can_fuse_vertical", "exact"),
    Reason("node_order", "Node1 must go before node2", "node1 must go before node2", True,
           "scheduler.py:8274-8276 Scheduler._can_fuse", "exact"),
    Reason("device_mismatch", "Device mismatch", "device mismatch (%s vs %s)", True,
           "scheduler.py:8369-8373 Scheduler._can_fuse", "exact"),
    Reason("too_far", "Nodes too far apart", "Nodes are too far away. Fusing them may increase peak memory.", True,
           "choices.py:722-727 can_fuse_horizontal, scheduler.py:7128-7153 are_long_distant_nodes", "exact"),
    Reason("peak_memory", "Fusion would increase peak memory", "Fusion will increase peak memory", True,
           "choices.py:681-683, scheduler.py:7023-7078 can_fusion_increase_peak_memory", "approximate"),
    Reason("score_threshold", "Too little shared data for horizontal fusion", "score_fusion_memory_threshold",
           True, "choices.py:719-721 can_fuse_horizontal (config.score_fusion_memory_threshold = 10 bytes)", "exact"),
    Reason("exceeds_max_fusion", "Fused node would exceed max_fusion_size", "exceeds max fusion", True,
           "choices.py:672-679 (config.max_fusion_size = 64)", "exact"),
    Reason("will_create_cycle", "Fusion would create a cycle", "will create cycle", True,
           "scheduler.py:6977-7021 will_fusion_create_cycle", "exact"),
    Reason("node2_extern_or_nop", "Node2 is an extern or nop node", "node2 is extern or nop", True,
           "scheduler.py:8267-8272 Scheduler._can_fuse", "exact"),
    Reason("cpp_backend_veto", "C++ backend refuses (silently)", None, False,
           "codegen/cpp.py:5357-5491 CppScheduling.can_fuse_vertical / can_fuse_horizontal", "exact"),
    Reason("outer_loop_deferred", "Outer-loop fusion deferred by priority", None, False,
           "scheduler.py:9183-9219 get_possible_fusions_with_highest_priority, codegen/cpp.py:5472-5477", "exact"),
    Reason("simd_numel_mismatch", "numel/rnumel mismatch (Triton)", "numel/rnumel mismatch (%s) (%s, %s), (%s, %s)",
           True, "codegen/simd.py:2086-2152 SIMDScheduling.can_fuse", "exact"),
    Reason("simd_numel_incompatible", "Pointwise -> reduction sizes incompatible (Triton)", "nodes numel incompatibility",
           True, "codegen/simd.py:2228-2231 SIMDScheduling.can_fuse", "exact"),
    Reason("simd_split_incompatible", "Pointwise loops do not split onto the reduction (Triton)",
           "nodes numel/rnumel incompatibility", True,
           "codegen/simd.py:2210-2216 SIMDScheduling.can_fuse (SIMDKernel.is_compatible)", "exact"),
    Reason("simd_tiling_mismatch", "Tilings of the pair disagree (Triton)", "tiling mismatch (%s, %s, %s)", True,
           "codegen/simd.py:2179-2201 SIMDScheduling.can_fuse (select_tiling)", "exact"),
    Reason("simd_invalid_reduction_tiling", "Pointwise tiled in 2-D cannot feed the reduction (Triton)",
           "invalid tiling for reduction", True,
           "codegen/simd.py:2217-2227 SIMDScheduling.can_fuse (select_tiling)", "exact"),
    Reason("extern_kernel", "Extern kernel", None, False,
           "scheduler.py:7825-7839 unfusable_node (extern nodes never become candidates)", "exact"),
    Reason("nop_node", "Nop node", None, False,
           "scheduler.py:7825-7839 unfusable_node (nop nodes never become candidates)", "exact"),
    Reason("outside_candidate_window", "Never tried: too far apart in the buffer's user list", None, False,
           "scheduler.py:6931-6950 check_all_pairs (config.max_fusion_buffer_group_pairwise_attempts = 64)", "exact"),
    Reason("template", "Template fusion rules", None, True,
           "scheduler.py:8278-8362 prologue/epilogue rules, codegen/cpp.py:5479-5491", "no"),
    Reason("undecidable_from_text", "Not decidable from the IR text", None, False,
           "benchmark-, size-hint- or config-based checks (scheduler.py:5660-6190, codegen/simd.py:2179-2231)", "no"),
]}


def reason(code: str) -> Reason:
    return REASONS[code]
