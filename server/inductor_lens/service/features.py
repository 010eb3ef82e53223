"""What the editor asks for, answered from the model (no LSP types), one module per family of requests
around one lookup module: ``lookup`` (what they all read of a document), ``hover``, ``navigation``,
``syntax`` (folding, semantic tokens, inlay hints), ``diagnostics``, ``lenses`` (the user's model files),
``views`` (the diff, the fusion map), ``runs`` (the workspace's runs), ``compare`` (two runs compared), ``traces`` (an attached profiler trace) and ``benchmark``. This module is the protocol layer's one import
of them (``from ..service import features as F``); each name lives in its family's module.

Positions in and out are 0-based (line, UTF-16 character) pairs, as LSP counts them; offsets inside.
"""
from __future__ import annotations

from .benchmark import (
    SIDES,
    BenchOutcome,
    bench_names_problem,
    bench_request,
    bench_result_md,
    bench_targets,
    benchmark,
    fused_header_at,
)
from .compare import compare_runs
from .diagnostics import Diag, fusion_diagnostics, parse_diagnostics
from .hover import Hover, hover
from .lenses import RUN_LENS_FILES, SourceLens, source_lenses
from .lookup import (
    Loc,
    Pos,
    docs_href,
    find_node,
    is_hint,
    kept_out_of_memory,
    kernel_info,
    kernel_map,
    kernel_name,
    node_at,
    origins_of,
    post_group,
    preferred,
    prepare_requests,
    span,
    verdicts_for,
)
from .navigation import (
    Symbol,
    definition,
    document_symbols,
    implementation,
    kernel_location,
    origin_related,
    references,
    workspace_symbols,
)
from .runs import workspace_runs
from .syntax import (
    TOKEN_MODIFIERS,
    TOKEN_TYPES,
    Fold,
    InlayHint,
    folding_ranges,
    inlay_hints,
    semantic_tokens,
)
from .traces import attach_trace
from .views import diff_text, fusion_map

__all__ = ["BenchOutcome", "SIDES", "fused_header_at", "bench_names_problem", "bench_request", "bench_result_md", "bench_targets", "benchmark", "Diag", "fusion_diagnostics", "parse_diagnostics", "Hover", "hover", "RUN_LENS_FILES", "SourceLens", "source_lenses", "Loc", "Pos", "docs_href", "find_node", "is_hint", "kept_out_of_memory", "kernel_info", "kernel_map", "kernel_name", "node_at", "origins_of", "post_group", "preferred", "prepare_requests", "span", "verdicts_for", "Symbol", "definition", "document_symbols", "implementation", "kernel_location", "origin_related", "references", "workspace_symbols", "Fold", "InlayHint", "TOKEN_MODIFIERS", "TOKEN_TYPES", "folding_ranges", "inlay_hints", "semantic_tokens", "diff_text", "fusion_map", "workspace_runs", "compare_runs", "attach_trace"]


def is_design_reason(code: object) -> bool:
    """Whether a diagnostic's code is Inductor's design (an extern call, a no-op): no knob changes it."""
    from ..replay.reasons import REASONS
    r = REASONS.get(code) if isinstance(code, str) else None
    return bool(r is not None and r.hint)
