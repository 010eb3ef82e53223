"""The Inductor config values the fusion replay depends on, with torch 2.14.1's defaults, and the one
place every front end gets a graph's config and torch version from (``graph_config``).

A run made with other values (``torch._inductor.config.max_fusion_size = 8``, ``aggressive_fusion``,
...) fuses differently, and the replay must use the run's values to agree with its fusion log. They are
read where they were written beside the graph's IR: ``inductor_config.json`` (``inductor-lens capture``:
the graph's whole Inductor config as Dynamo's compilation metrics give it), else Inductor's own
``fx_graph_runnable.py`` (its non-default values and ``TORCHINDUCTOR_*`` environment, and the torch
version: ``dump/runnable.py``, never executed). Each known knob is classed by what the replay does with
it (``KNOBS``): modelled (the replay runs with the run's value), lowering (acts before the scheduler: the
IR text already shows its effect), or not modelled (the verdicts may differ from Inductor's, and say so).
"""
from __future__ import annotations

import re
from dataclasses import field, fields, replace
from pathlib import Path
from typing import Any

from .. import jsontext
from ..files import read_head, read_text
from ..ir.era import RULES_TORCH
from ..records import record

#: the file ``capture`` writes beside a graph's IR
CONFIG_FILE = "inductor_config.json"


@record(frozen=True, slots=True)
class FusionConfig:
    max_fusion_size: int = 64                        # config.max_fusion_size (choices.py can_fuse)
    score_fusion_memory_threshold: int = 10          # config.score_fusion_memory_threshold (bytes)
    cpp_max_horizontal_fusion_size: int = 16         # config.cpp.max_horizontal_fusion_size
    max_fusion_buffer_group_pairwise_attempts: int = 64   # config.max_fusion_buffer_group_pairwise_attempts
    aggressive_fusion: bool = False                  # config.aggressive_fusion
    loop_ordering_after_fusion: bool = True          # config.loop_ordering_after_fusion
    loop_reindexing_after_fusion: bool = True        # config.loop_reindexing_after_fusion
    max_fusion_unique_io_buffers: int | None = None  # config.max_fusion_unique_io_buffers (None: no limit)
    triton_nested_reduction: bool = False            # config.triton.nested_reduction (torch 2.15: True)
    triton_mix_order_reduction: bool = True          # config.triton.mix_order_reduction (GPU)
    triton_mix_order_reduction_non_strict_mode: bool = False   # skips its size checks
    triton_mix_order_reduction_max_reads: int = 10   # loads a fused mix-order kernel may take (0: no limit)
    reorder_for_compute_comm_overlap: bool = False   # config.reorder_for_compute_comm_overlap (replay/comms.py)
    loop_index_inversion_in_fusion: bool = True      # GPU: a copy reindexed through its read's inverse (invert.py)
    triton_tiling_prevents_pointwise_fusion: bool = True   # GPU: "tiling mismatch"
    triton_tiling_prevents_reduction_fusion: bool = True   # GPU: "invalid tiling for reduction"
    # GPU: the coalescing analysis the loop-reindexing guard reads (scheduler.py:7609-7658); off, or with
    # prefer_nd_tiling on, the guard has no figure and lets the reindex through
    triton_coalesce_tiling_analysis: bool = True
    triton_prefer_nd_tiling: bool = False           # GPU: N-D tilings tried first (replay/tiling.py nd_tilings)
    triton_max_tiles: int | None = None             # GPU: 1 no tiling, 3 a 3-D tiling tried first (None: the default)
    triton_tile_reductions: bool = False            # GPU: reductions tiled too (the nested planner's outer kernel)
    # buffer-overlap scoring of two nodes sharing no dependency but reading one buffer (torch 2.12 on): the
    # share of their reads that overlaps must reach it; above 1 (the default) it never does
    min_overlap_ratio: float = 1.1
    epilogue_fusion: bool = True                     # config.epilogue_fusion: pointwise epilogues into templates
    # config.epilogue_fusion_with_atomic_add (torch 2.13 on): a Triton template takes an atomic-add scatter that
    # mutates a buffer (index_add_, scatter_add_ on a GPU) as its epilogue
    epilogue_fusion_with_atomic_add: bool = False
    # config.epilogue_fusion_first: the score ranks a template's epilogue fusions before the other fusions sharing data
    epilogue_fusion_first: bool = False
    prologue_fusion: bool = True                     # config.prologue_fusion: pointwise prologues into Triton templates
    # config.max_autotune / max_autotune_gemm: GEMM templates are chosen in lowering (the text shows them); the
    # scheduler then tries a template's prologues after its epilogues (_handle_template_overlap)
    max_autotune: bool = False
    max_autotune_gemm: bool = False
    # config.benchmark_epilogue_fusion: with max-autotune, GEMMs are MultiTemplateBuffers during fusion (read by
    # the post-fusion file's replay alone: a matmul ATen won may have been one)
    benchmark_epilogue_fusion: bool = True
    # config.benchmark_fusion: on a GPU Inductor compiles and times every pair it would fuse, and keeps the faster
    # (the outcome is read from the fusion log, else the post-fusion file: Rules.benchmark_outcome)
    benchmark_fusion: bool = False
    # config.expand_dimension_for_pointwise_nodes: two small pointwise nodes whose loops differ in one dimension,
    # the smaller widened to the larger (replay/expand.py), when both write at most small_memory_access_threshold
    # bytes
    expand_dimension_for_pointwise_nodes: bool = False
    small_memory_access_threshold: int = 16777216
    # not a config value: the torch release whose rules the replay follows where releases differ
    # (``RULES``: "2.8" to "2.15"), from the version that compiled the graph (``rules_for``)
    torch_rules: str = "2.14"
    # not a config value but the machine's: the DRAM bandwidth (GB/s) Inductor's get_gpu_dram_gbps gave the
    # run, which its loop-reindexing guard weighs against a kernel launch (replay.rules): the GPU's figure
    # first, then those of the other GPUs it may be (``graph_gpu``); empty: rules.DRAM_GBPS (the GPU is
    # not known)
    gpu_dram_gbps: tuple[float, ...] = ()

    def changed(self) -> dict[str, Any]:
        """The values that differ from torch 2.14.1's defaults, by Inductor's config names."""
        return {_INDUCTOR_NAME.get(f.name, f.name): getattr(self, f.name) for f in fields(self)
                if f.name not in _MACHINE and getattr(self, f.name) != f.default}


#: Inductor's name of a field where it differs (a nested config)
_INDUCTOR_NAME = {"cpp_max_horizontal_fusion_size": "cpp.max_horizontal_fusion_size",
                  "triton_nested_reduction": "triton.nested_reduction",
                  "triton_mix_order_reduction": "triton.mix_order_reduction",
                  "triton_mix_order_reduction_non_strict_mode": "triton.mix_order_reduction_non_strict_mode",
                  "triton_mix_order_reduction_max_reads": "triton.mix_order_reduction_max_reads",
                  "triton_tiling_prevents_pointwise_fusion": "triton.tiling_prevents_pointwise_fusion",
                  "triton_tiling_prevents_reduction_fusion": "triton.tiling_prevents_reduction_fusion",
                  "triton_coalesce_tiling_analysis": "triton.coalesce_tiling_analysis",
                  "triton_prefer_nd_tiling": "triton.prefer_nd_tiling", "triton_max_tiles": "triton.max_tiles",
                  "triton_tile_reductions": "triton.tile_reductions"}
#: fields of the machine and the torch release, not of Inductor's config
_MACHINE = ("gpu_dram_gbps", "torch_rules")
DEFAULT = FusionConfig()
#: other config values that change what Inductor fuses or how the IR is made, recorded by capture (the
#: replay reads them from the IR: realization and templates are already decided in the text)
RECORDED = ("realize_opcount_threshold", "realize_reads_threshold", "epilogue_fusion", "prologue_fusion",
            "benchmark_fusion", "benchmark_epilogue_fusion", "combo_kernels", "max_autotune",
            "max_autotune_gemm", "split_reductions", "triton.multi_kernel", "triton.tiling_prevents_pointwise_fusion",
            "triton.tiling_prevents_reduction_fusion", "inplace_buffers", "cpp.simdlen")


def fusion_config(values: dict[str, Any]) -> FusionConfig:
    """The replay's config from Inductor's config values by name (others ignored; a value of the wrong
    type keeps the default)."""
    kw = {}
    for f in fields(FusionConfig):
        if f.name in _MACHINE:
            continue
        v = values.get(_INDUCTOR_NAME.get(f.name, f.name))
        if f.default is None and v is None:
            continue
        if isinstance(v, bool) if isinstance(f.default, bool) else isinstance(v, int) and not isinstance(v, bool):
            kw[f.name] = v
        elif isinstance(f.default, float) and isinstance(v, float) and v == v:    # a ratio (not NaN)
            kw[f.name] = v
    return FusionConfig(**kw)


def read_config(folder: str | Path | None) -> tuple[FusionConfig, dict[str, Any]] | None:
    """The config recorded beside a graph's IR: (the replay's, every recorded value); None when there is
    no readable ``inductor_config.json``."""
    if folder is None:
        return None
    try:
        values = jsontext.loads(read_text(Path(folder) / CONFIG_FILE, limit=4 << 20))
    except (OSError, ValueError):
        return None
    if not isinstance(values, dict):
        return None
    return fusion_config(values), values


def config_summary(values: dict[str, Any]) -> dict[str, Any]:
    """What a run's manifest says of its config: the replay's values that differ from the defaults, and
    the other fusion-related values as the run had them."""
    return {"changed": fusion_config(values).changed(),
            "recorded": {k: values[k] for k in RECORDED if k in values}}


# ------------------------------------------------------------------------------------------------
#: RULES_TORCH (ir/era.py): the replay's torch, whose rules (torch/_inductor/scheduler.py, choices.py) it
#: follows by default
#: the torch releases whose fusion rules the replay follows, by major.minor: the release it mirrors. A graph
#: is replayed with the rules of the release that compiled it where they differ from 2.14.1's
#: (``VERSION_DEFAULTS``, ``ABSENT``, ``rules.Rules.release``: ``cfg.torch_rules``); by a torch older or newer
#: than all of these, with the oldest's or the newest's (a note says so). Consecutive: none falls between.
RULES: dict[str, str] = {"2.8": "2.8.0", "2.9": "2.9.0", "2.10": "2.10.0", "2.11": "2.11.0", "2.12": "2.12.0", "2.13": "2.13.0",
                         "2.14": RULES_TORCH, "2.15": "2.15.0"}
#: the config defaults of a release that differ from 2.14.1's (``KNOBS``), by Inductor's name; for a knob the
#: release does not have (``ABSENT``), the value that gives its behaviour
_NOT_YET = {"loop_reindexing_after_fusion": False, "triton.mix_order_reduction_max_reads": 0,
            # combo kernels before 2.13: no peak-memory gate
            "combo_kernel_peak_memory_pct_threshold": None}
_BEFORE_210 = {**_NOT_YET, "triton.mix_order_reduction": False,
               # on by default from 2.10 (TORCHINDUCTOR_LOOP_ORDERING_AFTER_FUSION)
               "loop_ordering_after_fusion": False}
VERSION_DEFAULTS: dict[str, dict[str, Any]] = {"2.8": _BEFORE_210, "2.9": _BEFORE_210,
                                               "2.10": _NOT_YET, "2.11": _NOT_YET, "2.12": _NOT_YET,
                                               "2.15": {"triton.nested_reduction": True, "combo_kernel_max_distance": 64}}
#: the knobs of ``KNOBS`` a release's Inductor does not have (2.13.0 added loop reindexing after fusion, the cap
#: on a mix-order kernel's loads and nested reductions; 2.12.0 buffer-overlap scoring (min_overlap_ratio);
#: 2.11.0 the mix-order non-strict mode; 2.10.0 mix-order
#: reductions, index inversion and max_fusion_unique_io_buffers): ``whatif`` and ``--suggest`` do not offer them
#: for its runs
_ADDED_IN_213 = frozenset({"loop_reindexing_after_fusion", "triton.mix_order_reduction_max_reads",
                           "epilogue_fusion_with_atomic_add",
                           "triton.nested_reduction", "combo_kernel_max_num_nodes", "combo_kernel_max_distance",
                           "combo_kernel_peak_memory_pct_threshold", "combo_kernel_peak_memory_increase_gb"})
_ADDED_IN_212 = _ADDED_IN_213 | {"min_overlap_ratio"}     # added in 2.12 or later
_ADDED_IN_210 = _ADDED_IN_212 | {"triton.mix_order_reduction_non_strict_mode", "combo_kernels_pointwise_only",
                                 "triton.mix_order_reduction", "max_fusion_unique_io_buffers",
                                 "loop_index_inversion_in_fusion"}
ABSENT: dict[str, frozenset[str]] = {"2.8": _ADDED_IN_210 | {"expand_dimension_for_pointwise_nodes",
                                                            "small_memory_access_threshold"},
                                     "2.9": _ADDED_IN_210,
                                     "2.10": _ADDED_IN_212 | {"triton.mix_order_reduction_non_strict_mode",
                                                              "combo_kernels_pointwise_only"},
                                     "2.11": _ADDED_IN_212, "2.12": _ADDED_IN_213}
#: what a release changed in the rules the replay follows, as an older release's note says it: (the release
#: that changed it, how the releases before it behave). One home for the notes of 2.8 to 2.13 (checked on the
#: fixture corpus compiled by each: ``tests/corpus/torch208`` to ``tests/corpus/torch213``)
RULE_CHANGES: tuple[tuple[tuple[int, int], str], ...] = (
    ((2, 9), "no expand_dimension_for_pointwise_nodes; with loop ordering after fusion turned on, a low score "
             "replaced by the loop reorder's answer even where it does not apply (0 on the CPU, or when the nodes "
             "share no buffer)"),
    ((2, 10), "loop ordering after fusion off by default (on: no loop-ordering round after the others, loops "
              "reordered in any round), no index inversion, no mix-order reductions, no max_fusion_unique_io_buffers"),
    ((2, 11), "a write that needs synchronisation (an atomic add) matched by a read like any other; no mix-order "
              "non-strict mode; a mix-order pair's contiguous node chosen by its sizes (the one reducing the "
              "shorter dimension, which must load contiguously), its first node the kernel's first side, and a "
              "contiguous side taking any node"),
    ((2, 12), "template pairs scored by identical dependencies; a split contiguous side not refused by the "
              "mix-order rules; 'node1 is extern or nop' and 'prologue fusion only supported for TritonTemplates' "
              "as its words"),
    ((2, 13), "no loop reindexing after fusion, no cap on a mix-order kernel's loads, no nested reductions; a "
              "refused pair's reordered loops are not put back; the last round's loop reorder follows the largest "
              "common buffer, write-read pairs not first; no fallback score after an index inversion; a read of "
              "a buffer a later node mutates matches the mutating write through the mutation renames"),
    ((2, 14), "index inversion without flattening the copy's loops, its write not required contiguous"),
)


def rule_change(a: str, b: str) -> str:
    """What the rules changed between two consecutive releases (``RULES`` keys, either order), as the older one's
    note says it (``RULE_CHANGES``: how the releases before the newer one behave), '' when the note has nothing."""
    newer = max(release(a), release(b))
    return next((text for since, text in RULE_CHANGES if since == newer), "")


def release(rules: str) -> tuple[int, int]:
    """A key of ``RULES`` as (major, minor), for the rules that hold from a release on."""
    major, minor = rules.split(".")
    return int(major), int(minor)


def has_knob(name: str, rules: str) -> bool:
    """Whether the release's Inductor has the knob (``ABSENT``)."""
    return name not in ABSENT.get(rules, ())


def release_differences(rules: str) -> str:
    """How a release older than 2.14 replays differently (``RULE_CHANGES``), '' for 2.14 and later."""
    at = release(rules)
    return "; ".join(text for since, text in RULE_CHANGES if at < since)


#: what torch 2.15's rules add that the replay does not model (Triton GPU; docs/cli.md "Torch versions"): none
#: since the weak dependencies through mutation aliases are (``rules.fusable_weak_dep``, ``replay/hazards.py``)
NOT_MODELLED_215: tuple[str, ...] = ()


#: "2.15.0+cu132", "2.16.0a0+git…": major and minor (bounded digits: linear on any line)
_VERSION_RE = re.compile(r"\s{0,8}(\d{1,6})\.(\d{1,6})")


def rules_for(version: str | None) -> tuple[str, str | None]:
    """The release key of ``RULES`` a graph compiled by torch ``version`` is replayed with, and a one-line
    note when that is not the version's own (older, newer or unreadable); None: no version known
    (2.14.1's rules, no note: the defaults' torch)."""
    if not version:
        return "2.14", None
    m = _VERSION_RE.match(version[:200])
    if m is None:
        return "2.14", f"torch version {version!r} not understood: the replay follows torch {RULES_TORCH}'s rules"
    major, minor = int(m.group(1)), int(m.group(2))
    key = f"{major}.{minor}"
    if key in RULES:
        return key, None
    # the releases known are consecutive: another one is older or newer than all of them
    known = list(RULES)
    older = (major, minor) < release(known[0])
    k = known[0] if older else known[-1]
    return k, (f"compiled by torch {version}, {'older' if older else 'newer'} than the rules the replay knows "
               f"({known[0]} to {known[-1]}): it follows torch {RULES[k]}'s rules, which may differ from that "
               "Inductor's")


def knob_default(name: str, rules: str = "2.14") -> Any:
    """A knob's default in a release (``KNOBS``, less ``VERSION_DEFAULTS``)."""
    return VERSION_DEFAULTS.get(rules, {}).get(name, KNOBS[name][0])

#: the knobs that change what Inductor fuses, by Inductor's name: (torch 2.14.1's default, how the replay
#: handles a run's other value, what that means for the verdicts)
KNOBS: dict[str, tuple[Any, str, str]] = {
    "max_fusion_size": (64, "modelled", ""),
    "score_fusion_memory_threshold": (10, "modelled", ""),
    "cpp.max_horizontal_fusion_size": (16, "modelled", ""),
    "max_fusion_buffer_group_pairwise_attempts": (64, "modelled", ""),
    "loop_ordering_after_fusion": (True, "modelled", ""),
    "loop_reindexing_after_fusion": (True, "modelled", ""),
    "aggressive_fusion": (False, "modelled", ""),
    "max_fusion_unique_io_buffers": (None, "modelled", ""),
    "triton.nested_reduction": (False, "modelled", ""),
    "combo_kernels": (False, "after fusion", "Inductor groups finished kernels into combo kernels "
                      "(ForeachKernelSchedulerNode) after the fusion rounds: not fusion decisions; each member is "
                      "compared as its own kernel (the kernels of one topological level, by schedule order and "
                      "peak memory: whatif predicts them, replay/combo.py)"),
    "combo_kernel_max_num_nodes": (8, "after fusion", "the most kernels one combo kernel holds"),
    "combo_kernels_pointwise_only": (False, "after fusion", "combo kernels hold no reduction"),
    "combo_kernel_max_distance": (-1, "after fusion", "the most schedule positions one combo kernel spans"),
    "combo_kernel_peak_memory_pct_threshold": (0.05, "after fusion", "a combo kernel is made only if the graph's "
                                               "estimated peak memory grows by at most this share"),
    "combo_kernel_peak_memory_increase_gb": (None, "after fusion", "a combo kernel is made only if the graph's "
                                             "estimated peak memory grows by at most this many GB"),
    "benchmark_combo_kernel": (False, "after fusion", "Inductor times each combo kernel against its members and "
                               "keeps only the faster ones: whatif takes every combo kernel as faster"),
    "benchmark_fusion": (False, "modelled", "on a GPU Inductor compiles every pair its rules allow as two kernels and "
                         "as one, times them and fuses only when the fused kernel is faster (a pair waits for its "
                         "timing until a later pair meets one of its nodes or the round ends); the outcome is read "
                         "from the fusion log's timing lines (can fuse (benchmark) / cannot fuse (benchmark) / register "
                         "spilling), else from the post-fusion file, else assumed faster; the C++ backend times "
                         "nothing"),
    "benchmark_epilogue_fusion": (True, "modelled", "on (the default), max-autotune GEMMs are chosen during fusion "
                                  "(MultiTemplateBuffer in ir_pre_fusion.txt): Inductor times each epilogue or "
                                  "prologue the rules allow, fused and not, and the replay follows the post-fusion "
                                  "file there; off, they are chosen before (TritonTemplateBuffer) and the rules "
                                  "alone decide"),
    "triton.multi_kernel": (0, "after fusion", "Inductor generates each reduction kernel in variants (persistent "
                            "and looped, MultiKernel) and picks one at run time: code generation after the fusion "
                            "rounds, not fusion decisions (torch 2.9-2.15 read it only in "
                            "choices.should_use_persistent_reduction and the Triton codegen)"),
    "triton.tiling_prevents_pointwise_fusion": (True, "modelled", "GPU: two pointwise nodes whose 2-D tilings "
                                                "disagree are refused ('tiling mismatch', replay/tiling.py)"),
    "triton.tiling_prevents_reduction_fusion": (True, "modelled", "GPU: a pointwise node tiled in 2-D is refused "
                                                "as a reduction's producer ('invalid tiling for reduction')"),
    "triton.mix_order_reduction": (True, "modelled", "mix-order reduction fusion on GPU (FusedMixOrderReductions); "
                                   "a split reduction and a load's contiguity are read from the text "
                                   "(replay/mixorder.py)"),
    "triton.mix_order_reduction_non_strict_mode": (False, "modelled", ""),
    "triton.mix_order_reduction_max_reads": (10, "modelled", ""),
    "reorder_for_compute_comm_overlap": (False, "modelled", "the copy an all-reduce of a reused value gets is "
                                         "never fused (replay/comms.py); the finished kernels are then reordered "
                                         "to overlap collectives with compute, after fusion"),
    "triton.coalesce_tiling_analysis": (True, "modelled", "GPU: the coalescing analysis gives the loop-reindexing "
                                        "guard its figure and the nested-reduction planner its outer kernel's tiling "
                                        "(off: no figure, and the reduction keeps (x, r0_)); the tilings the Triton "
                                        "fusion checks compare are chosen without it in either case (get_tiling)"),
    "triton.prefer_nd_tiling": (False, "modelled", "GPU: the tilings the Triton fusion checks compare try N-D tilings "
                                "first (each node's loops, and each dependency's ranges split where its index reads "
                                "a loop through floors and moduli: replay/tiling.py nd_tilings); the loop-reindexing "
                                "guard has no coalescing figure"),
    "triton.max_tiles": (None, "modelled", "GPU: 1 turns tiling off (no 'tiling mismatch', no 'invalid tiling for "
                         "reduction'), 3 tries a 3-D tiling made of the two best candidates first; the coalescing "
                         "analysis's tilings are held to it (none: 2 for the fusion checks, 3 for the analysis)"),
    "triton.tile_reductions": (False, "modelled", "GPU: the fusion checks tile pointwise kernels only; the nested-"
                               "reduction planner's outer kernel is tiled by it where the coalescing analysis is off "
                               "or prefer_nd_tiling is on, which the replay does not decide (undecidable there)"),
    "expand_dimension_for_pointwise_nodes": (False, "modelled", "two pointwise nodes whose loops differ in one "
                                             "dimension, each writing at most small_memory_access_threshold bytes and "
                                             "reading only graph inputs (or no-op outputs): Inductor widens the "
                                             "smaller node's loop (its index modulo the old size) and scores the pair "
                                             "again on the node's dependencies normalized anew (replay/expand.py)"),
    "small_memory_access_threshold": (16777216, "modelled", "the most bytes a pointwise node may write to be widened "
                                      "by expand_dimension_for_pointwise_nodes"),
    "triton.cooperative_reductions": (False, "lowering", ""),
    "triton.persistent_reductions": (True, "lowering", ""),
    "loop_index_inversion_in_fusion": (True, "modelled", "GPU: a copy that reads its producer's output out of "
                                       "order is reindexed through the inverse of its read to share data with "
                                       "it (replay/invert.py); with loop_ordering_after_fusion, it also decides "
                                       "whether the last fusion round runs"),
    "min_overlap_ratio": (1.1, "modelled", "two nodes that share no memory dependency but read slices of one "
                          "buffer score the bytes they read from it when that share of their reads reaches "
                          "the ratio (above 1: never)"),
    "realize_opcount_threshold": (None, "lowering", ""),
    "realize_reads_threshold": (4, "lowering", ""),
    "realize_acc_reads_threshold": (None, "lowering", ""),
    "split_reductions": (True, "lowering", ""),
    "epilogue_fusion": (True, "modelled", "a template (max-autotune GEMM) takes no epilogue: 'template epilogue not "
                        "satisfied'"),
    "prologue_fusion": (True, "modelled", "a Triton template takes no prologue: 'prologue fusion turned off'"),
    "epilogue_fusion_with_atomic_add": (False, "modelled", "a Triton template (max-autotune GEMM) takes as its "
                                        "epilogue an atomic-add scatter that mutates a buffer (index_add_, "
                                        "scatter_add_ on a GPU), else 'template epilogue not satisfied' (torch "
                                        "2.13 on)"),
    "epilogue_fusion_first": (False, "modelled", "a template's epilogue fusions rank before the other fusions that "
                              "share data (InductorChoices.score_fusion), not after them"),
    "max_autotune": (False, "lowering", ""),
    "max_autotune_gemm": (False, "lowering", ""),
    "freezing": (False, "lowering", ""),
    "pattern_matcher": (True, "lowering", ""),
    "cpp.simdlen": (None, "lowering", ""),
    "pick_loop_orders": (True, "lowering", ""),
    "reorder_for_peak_memory": (True, "after fusion", "Inductor reorders the finished kernels to lower the graph's "
                                "peak memory after the fusion rounds (memory.py): not fusion decisions; off, the "
                                "post-fusion file keeps the fused nodes in their topological order"),
}
_LOWERING = "acts before the scheduler: the IR text already shows its effect"
#: what a modelled knob does besides the fusion decisions the replay predicts: said beside every change of it
#: that ``--suggest`` offers (the fusion it gains may cost more than that)
ALSO_DOES: dict[str, str] = {
    "reorder_for_compute_comm_overlap": "it also decides whether Inductor reorders the finished kernels to overlap "
                                        "collectives with compute, which no fusion is worth losing unawares",
    "benchmark_fusion": "the fusions it gains are ones Inductor timed slower fused on the GPU that compiled the run "
                        "(or whose fused kernel spilled registers): benchmark the pair before you trust it",
    "triton.max_tiles": "it also sets how every Triton kernel of the graph is tiled (1: none is), which can cost "
                        "more than the fusion saves: benchmark the pair",
    "epilogue_fusion_with_atomic_add": "Inductor leaves it off because an atomic-add epilogue's speed depends on "
                                       "how often its indexes collide, which the GEMM's own timing does not see: "
                                       "benchmark the pair on your data",
    "triton.prefer_nd_tiling": "it also tiles every Triton kernel of the graph along more dimensions, which can "
                               "cost more than the fusion saves: benchmark the pair",
}


@record(slots=True)
class RunConfig:
    """A graph's Inductor config as the run that compiled it had it, and its torch version."""
    fusion: FusionConfig = DEFAULT                         # what the replay runs with
    source: str | None = None                              # the file the values came from (None: none found)
    changed: dict[str, Any] = field(default_factory=dict)  # known knobs (KNOBS) that differ from the defaults
    torch_version: str | None = None
    capture: bool = False                                  # a TORCH_LOGS capture: it records no config
    unread: list[str] = field(default_factory=list)        # config lines of the file whose value was not read
    gpu: "GraphGpu | None" = None                          # the GPU that compiled it (GPU graphs; graph_gpu)

    def values(self) -> dict[str, Any]:
        """Every known knob's value in the run (``KNOBS``; its torch release's defaults where it changed
        none)."""
        rules = self.fusion.torch_rules
        return {k: self.changed.get(k, knob_default(k, rules)) for k in KNOBS}

    def values_on(self, rules: str) -> dict[str, Any]:
        """Every known knob's value had another release (a ``RULES`` key) compiled the run: that release's
        defaults, the run's own changes where the release has the knob."""
        return {k: self.changed[k] if k in self.changed and has_knob(k, rules) else knob_default(k, rules)
                for k in KNOBS}

    def step_knobs(self, before: str, at: str) -> list[tuple[str, Any, Any]]:
        """The knobs whose default changed between two releases (``RULES`` keys) and that the run did not set:
        (name, its value on ``before``, on ``at``), what may have made a fusion change at that step."""
        then, now = self.values_on(before), self.values_on(at)
        return [(k, then[k], now[k]) for k in KNOBS
                if k not in self.changed and knob_default(k, before) != knob_default(k, at) and then[k] != now[k]]

    def unmodelled(self) -> dict[str, str]:
        """The changed knobs the replay does not model (fully), each with what that means."""
        return {k: KNOBS[k][2] for k in self.changed if k in KNOBS and KNOBS[k][1] in ("partly", "not modelled")}

    def exact(self) -> bool:
        """Whether the replay models every value the run changed (its verdicts are Inductor's)."""
        return not self.unmodelled()

    def notes(self) -> list[str]:
        """What the text says of the config: the changed values, where they came from, and those the
        replay does not model; the torch version when it is not the replay's."""
        out = []
        if self.changed:
            where = f" ({Path(self.source).name})" if self.source else ""
            out.append("the run's Inductor config" + where + ": "
                       + ", ".join(f"{k}={v!r}" for k, v in self.changed.items())
                       + ("; replayed with it" if any(KNOBS[k][1] == "modelled" for k in self.changed) else ""))
            for k, v in self.changed.items():
                how = KNOBS[k][1]
                if how == "lowering":
                    out.append(f"{k}={v!r} {_LOWERING}")
                elif how == "after fusion":
                    out.append(f"{k}={v!r}: {KNOBS[k][2]}")
                elif how in ("partly", "not modelled"):
                    what = "modelled only in part" if how == "partly" else "not modelled"
                    out.append(f"{k}={v!r} is {what} by the replay: {KNOBS[k][2]}")
        elif self.capture:
            out.append("a TORCH_LOGS capture records no Inductor config: replayed with torch "
                       f"{RULES_TORCH}'s defaults")
        if self.unread:
            out.append("config values not read (not plain literals): " + ", ".join(self.unread[:8])
                       + (f" and {len(self.unread) - 8} more" if len(self.unread) > 8 else ""))
        rules, note = rules_for(self.torch_version)
        if note is not None:
            out.append(note)
        elif differences := release_differences(rules):
            out.append(f"compiled by torch {self.torch_version}: replayed with torch {RULES[rules]}'s rules where "
                       f"they differ from {RULES_TORCH}'s ({differences})")
        elif rules == "2.15":
            out.append(f"compiled by torch {self.torch_version}: replayed with torch {RULES['2.15']}'s rules "
                       "(triton.nested_reduction on: a reduction that depends on a reduction of another size ranks "
                       "below other fusions, and on GPU runs nested inside its kernel (FusedNestedReductions); "
                       "sub-parent epilogues on GPU (FusedStagedReduction: a consumer at a lane rate of a "
                       "reduction's elements); the wider mix-order reductions: flatter and square shapes; a read "
                       "through an earlier in-place update checked against the update's index)"
                       + ("; not modelled: " + ", ".join(NOT_MODELLED_215) if NOT_MODELLED_215 else ""))
        return out

    def to_json(self) -> dict[str, Any]:
        out = {"source": self.source, "changed": dict(self.changed),
               "modelled": {k: KNOBS[k][1] for k in self.changed}, "unmodelled": self.unmodelled(),
               "exact": self.exact()}
        if self.gpu is not None:
            out["gpu"] = self.gpu.to_json()
        return out


@record(frozen=True, slots=True)
class GraphGpu:
    """The GPU a graph was compiled on, as far as its files tell, with the DRAM bandwidth Inductor read
    there (``dump.gpus.GpuSpec.inductor_gbps``): the replay's loop-reindexing guard weighs with it."""
    key: str | None                 # our name of it (dump.gpus); None: not a known GPU
    name: str | None                # as the files name it (fx_graph_runnable.py), when they do
    dram_gbps: float                # the figure the replay uses
    chosen_by: str                  # how it was found
    alternatives: tuple[tuple[str, float], ...] = ()   # other GPUs it may be: (key, figure)

    def figures(self) -> tuple[float, ...]:
        return (self.dram_gbps, *(g for _k, g in self.alternatives))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "name": self.name, "dram_gbps": round(self.dram_gbps, 1),
                "chosen_by": self.chosen_by,
                "alternatives": [{"key": k, "dram_gbps": round(g, 1)} for k, g in self.alternatives]}


def graph_gpu(runnable_gpus: list[str], output_code: str | None, setting: str | None = None) -> GraphGpu | None:
    """The GPU that compiled a graph: the one ``setting`` names (``--gpu``, the editor's
    ``inductorLens.gpu``), else the machine's as ``fx_graph_runnable.py`` names it (``# GPU Hardware
    Info:``), else the one ``output_code.py``'s ``DeviceProperties`` match (compute capability and
    multiprocessors: the H100 SXM and the H200 share both, so either may be: ``alternatives``). None for a
    CPU graph and when nothing tells (the replay then assumes ``rules.DRAM_GBPS``)."""
    from ..dump.gpus import GPUS, UnknownGpu, find_gpu, gpu_for_device
    from ..dump.output_code import device_properties

    def of(g) -> float:
        return g.inductor_gbps if g.inductor_gbps is not None else g.bandwidth_gbs

    choice = (setting or "").strip()
    if choice and choice.lower() not in ("auto", "none"):
        try:
            g = find_gpu(choice)
        except UnknownGpu:
            g = None
        if g is not None:
            return GraphGpu(g.key, None, of(g), "--gpu")
    props = device_properties(output_code) if output_code else []
    if not runnable_gpus and not any(p.get("type") in ("cuda", "hip") for p in props):
        return None
    for name in runnable_gpus:
        try:
            g = find_gpu(name)
        except UnknownGpu:
            continue
        return GraphGpu(g.key, name, of(g), "fx_graph_runnable.py's GPU Hardware Info")
    simulated = bool(output_code) and "'backend_hash': 'SIMULATED-H200'" in output_code
    g, _note = gpu_for_device(props, simulated)
    if g is None:
        return None
    if simulated:
        return GraphGpu(g.key, None, of(g), "output_code.py: generated for the simulated H200")
    p = next(p for p in props if p.get("type") in ("cuda", "hip"))
    others = tuple((o.key, of(o)) for o in GPUS if o is not g and o.sms == g.sms and o.cc == g.cc)
    return GraphGpu(g.key, runnable_gpus[0] if runnable_gpus else None, of(g),
                    f"output_code.py's DeviceProperties (compute capability {p.get('cc')}, "
                    f"{p.get('multi_processor_count')} multiprocessors)", others)


def changed_knobs(values: dict[str, Any], rules: str = "2.14") -> dict[str, Any]:
    return {k: values[k] for k in KNOBS if k in values and values[k] != knob_default(k, rules)}


def _on_rules(values: dict[str, Any], rules: str) -> tuple[FusionConfig, dict[str, Any]]:
    """The replay's config of a run of that release (its defaults under the run's values) and the
    values that differ from those defaults."""
    merged = {**VERSION_DEFAULTS.get(rules, {}), **values}
    return replace(fusion_config(merged), torch_rules=rules), changed_knobs(merged, rules)


#: how much of output_code.py is read for its DeviceProperties (the first kernel's triton_meta has them)
OUTPUT_CODE_HEAD = 1 << 20


def config_folder(folder: str | Path | None) -> str | Path | None:
    """Where a graph's config and torch version are written: its folder, or for a subgraph's folder
    (``<graph>/subgraphs/<name>/``: a ``torch.cond`` branch, a ``while_loop`` body, a nested compile region,
    scheduled by Inductor inside the graph's compile) the enclosing graph's, whose ``fx_graph_runnable.py``
    and ``output_code.py`` hold them."""
    if folder is None:
        return None
    f = Path(folder)
    if f.parent.name == "subgraphs" and not (f / CONFIG_FILE).is_file() and \
            not (f / "fx_graph_runnable.py").is_file():
        return f.parent.parent
    return folder


def graph_config(folder: str | Path | None, capture: bool = False, *, gpu: str | None = None,
                 output_code: str | Path | None = None) -> RunConfig:
    """The config of the graph whose files are in ``folder``: from ``inductor_config.json`` when there is
    one (every value), else from ``fx_graph_runnable.py`` (the values that differ from the defaults), else
    torch 2.14.1's defaults (``source`` None). The torch version from ``fx_graph_runnable.py``; the GPU
    (``graph_gpu``) from ``gpu`` (a name the user chose), ``fx_graph_runnable.py`` or the head of
    ``output_code`` (a path; default: the folder's ``output_code.py``). Never raises. ``capture``: the file
    is a ``TORCH_LOGS`` capture (no config in it)."""
    from ..dump.runnable import read_runnable
    folder = config_folder(folder)
    run = read_runnable(folder)
    version = run.torch_version if run is not None else None
    found = read_config(folder)
    rules, _note = rules_for(version)
    if found is not None:
        fusion, changed = _on_rules(found[1], rules)
        rc = RunConfig(fusion, str(Path(folder) / CONFIG_FILE), changed, version, capture)
    elif run is not None:
        fusion, changed = _on_rules(run.values(), rules)
        rc = RunConfig(fusion, run.path, changed, version, capture, list(run.skipped))
    else:
        rc = RunConfig(capture=capture)
    if output_code is None and folder is not None:
        output_code = Path(folder) / "output_code.py"
    head = None
    if output_code is not None:
        try:
            head = read_head(output_code, OUTPUT_CODE_HEAD)
        except (OSError, ValueError):
            head = None
    return with_gpu(rc, graph_gpu(run.gpus if run is not None else [], head, gpu))


def with_gpu(rc: RunConfig, gpu: GraphGpu | None) -> RunConfig:
    """``rc`` with the GPU the replay weighs the loop-reindexing guard with."""
    if gpu is None:
        return rc
    rc.gpu = gpu
    rc.fusion = replace(rc.fusion, gpu_dram_gbps=gpu.figures())
    return rc
