"""What would fuse this pair? (``explain --suggest``): for each unfused pair of a graph, the smallest changes
of the fusion knobs ``whatif`` predicts that make Inductor fuse it (one knob first, then two), each with
what else it changes in the graph, or, when none does, why no config can: the verdict the replay still
gives under the most permissive values, and the reason's page, which says what would (a change in the
model).

The values tried come from the refusals themselves (``candidates``): the size of the fused node a
``max_fusion_size`` refusal names, the shared bytes of a ``score_fusion_memory_threshold`` one, the
buffers of a ``fusion_prevent_too_many_reads_and_writes`` one, the nodes of a C++ horizontal fusion,
``aggressive_fusion`` for pairs that share no data. Each candidate config is replayed once for every
pair (the rounds, not the verdicts); the search is bounded (``MAX_CONFIGS``) and cancellable.
"""
from __future__ import annotations

import itertools
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from ..records import record
from ..replay.config import ABSENT, ALSO_DOES, RULES, has_knob, release
from ..replay.expand import widenable
from ..replay.rules import scoring_ratio
from ..replay.split import split_reductions
from .regroup import Replayer
from .whatif import PREDICTABLE, recompile_hint

#: replays at most (single values and pairs of them)
MAX_CONFIGS = 40
#: reasons no fusion knob changes (the rule is about the graph itself), by code
STRUCTURAL = {
    "intermediate_nodes": "a dependency through a node between them: fusing would form a cycle",
    "will_create_cycle": "fusing would form a cycle through another node",
    "memory_deps_mismatch": "the consumer reads the producer's output at other indices than it is written",
    "node_order": "the two nodes are ordered the other way round",
    "device_mismatch": "they run on different devices",
    "extern_kernel": "an extern kernel (a library call) is never fused",
    "nop_node": "a no-op node is never fused",
    "node2_extern_or_nop": "an extern kernel or a no-op node is never fused",
    "template": "template fusion follows the template's own rules",
    "simd_numel_mismatch": "the two iterate different spaces",
    "simd_numel_incompatible": "the two iterate different spaces",
    "simd_split_incompatible": "the pointwise loops do not split onto the reduction's",
    "simd_tiling_mismatch": "their tilings disagree",
    "simd_invalid_reduction_tiling": "the pointwise node is tiled in 2-D",
    "simd_sub_parent_epilogue": "the consumer runs at another rate than the reduction",
    "cpp_backend_veto": "the C++ backend's loop nests do not match",
    "peak_memory": "fusing would raise peak memory",
    "too_far": "the nodes are too far apart for the peak-memory rule",
    "mix_order_reduction": "a mix-order reduction kernel takes a node only on one of its sides, never before it",
}


@record(frozen=True, slots=True)
class Fix:
    """A config change that makes the replay fuse the pair, and what else it changes in the graph."""
    set: tuple[tuple[str, Any], ...]        # (Inductor's name, value)
    gained: int = 0                         # fusions gained in the whole graph (this one included)
    lost: int = 0                           # fusions lost elsewhere
    kernels: tuple[int, int] | None = None  # the graph's kernels now -> with the change
    unfused_bytes: tuple[int, int] | None = None

    @property
    def also(self) -> list[str]:
        """What the knobs it sets do besides fusing (``replay.config.ALSO_DOES``)."""
        return [ALSO_DOES[k] for k, _v in self.set if k in ALSO_DOES]

    def to_json(self) -> dict[str, Any]:
        return {"set": dict(self.set), "gained": self.gained, "lost": self.lost,
                "kernels": list(self.kernels) if self.kernels else None,
                "unfused_bytes": list(self.unfused_bytes) if self.unfused_bytes else None, "also": self.also}

    def text(self) -> str:
        sets = " ".join(f"--set {k}={_fmt(v)}" for k, v in self.set)
        return f"{sets} ({'; '.join([_effects(self.gained, self.lost, self.kernels), *self.also])})"


def _effects(gained: int, lost: int, kernels: tuple[int, int] | None) -> str:
    """What else a change does to the graph, in words: fusions gained and lost, kernels."""
    what = [f"{gained} fusion{'s' if gained != 1 else ''} gained"]
    if lost:
        what.append(f"{lost} lost elsewhere")
    if kernels and kernels[0] != kernels[1]:
        what.append(f"kernels {kernels[0]} -> {kernels[1]}")
    return ", ".join(what)


@record(frozen=True, slots=True)
class ReleaseFix:
    """A newer torch release whose scheduler fuses the pair in the same IR (its rules and defaults, the run's
    changed knobs where it has them: ``whatif --torch``), and what else it changes in the graph."""
    torch: str                              # the release's version (``RULES``), e.g. 2.15.0
    rules: str                              # its key, for ``whatif --torch``
    gained: int = 0
    lost: int = 0
    kernels: tuple[int, int] | None = None
    #: the release is the first (from the run's) to fuse the pair, and one knob whose default changed with it
    #: does it: {"name", "before" (the previous release's value), "value" (this release's)}
    knob: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"torch": self.torch, "gained": self.gained, "lost": self.lost,
                "kernels": list(self.kernels) if self.kernels else None, "knob": self.knob}

    def what(self) -> str:
        """What it changes in the graph, and the knob that does it."""
        why = ""
        if self.knob is not None:
            k = self.knob
            why = (f"; its default {k['name']}={_fmt(k['value'])} does it ({_fmt(k['before'])} before"
                   + ("" if has_knob(k["name"], _previous(self.rules)) else f": a knob new in {self.rules}") + ")")
        return _effects(self.gained, self.lost, self.kernels) + why

    def text(self) -> str:
        return f"torch {self.torch}'s scheduler (--torch {self.rules}: {self.what()})"


def _previous(rules: str) -> str:
    """The release before ``rules`` in ``RULES`` (itself for the oldest)."""
    keys = list(RULES)
    return keys[max(keys.index(rules) - 1, 0)]


@record(slots=True)
class Suggestion:
    """What would fuse one unfused pair."""
    node1: str
    node2: str
    reason: str                             # its verdict now
    fixes: list[Fix] = field(default_factory=list)     # the smallest first
    none: dict[str, Any] | None = None      # no config fuses it: {reason, message, why, page}
    releases: list[ReleaseFix] = field(default_factory=list)   # newer releases that fuse it, newest first
    #: not a fusion, one launch: the combo kernel ``combo_kernels=true`` would put both in (GPU; the run had it off):
    #: {"set": {"combo_kernels": true}, "kernel": its name, "kernels": the final nodes it launches}
    combo: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"node1": self.node1, "node2": self.node2, "reason": self.reason,
                "fixes": [f.to_json() for f in self.fixes], "none": self.none,
                "releases": [r.to_json() for r in self.releases], "combo": self.combo}

    def text(self) -> str:
        # the smallest upgrade that fuses it (with the knob that does it), and the newest when it is another
        shown = self.releases[-1:] + self.releases[:1] if len(self.releases) > 1 else self.releases
        also = ("; a newer release's: " + "; or ".join(r.text() for r in shown)) if self.releases else ""
        if self.combo is not None:
            also += (f"; not fused but launched as one: --set combo_kernels=true puts both in a combo kernel of "
                     f"{self.combo['kernels']} kernels ({self.combo['kernel']}; each keeps its own loops)")
        if self.fixes:
            return "what would fuse it: " + "; or ".join(f.text() for f in self.fixes[:3]) + also
        if self.none is not None:
            lead = self.none.get("recompile")
            return (f"no config fuses it: with every fusion knob at its most permissive value the replay still "
                    f"refuses it: {self.none['title']} ({self.none['why']}); what would: {self.none['page']}"
                    + (f"; a recompile may: {lead['text']}" if lead else "") + also)
        return also[2:] if also else ""


def _fmt(v: Any) -> str:
    return "none" if v is None else str(v).lower() if isinstance(v, bool) else str(v)


@record(slots=True)
class Suggestions:
    file: str
    pairs: list[Suggestion] = field(default_factory=list)
    configs: int = 0                        # configs replayed
    note: str | None = None                 # why there are none (no pre-fusion file, ...)

    def to_json(self) -> dict[str, Any]:
        return {"pairs": [p.to_json() for p in self.pairs], "configs_replayed": self.configs, "note": self.note}

    def of(self, node1: str, node2: str) -> Suggestion | None:
        for p in self.pairs:
            if (p.node1, p.node2) == (node1, node2):
                return p
        return None


def most_permissive(leaves: int, gpu: bool = False) -> dict[str, Any]:
    """The values of the predictable knobs under which Inductor fuses the most (a graph of ``leaves``
    nodes): no size or buffer limit, no memory threshold, every pair tried, aggressive fusion, template epilogues
    and prologues; on a GPU, mix-order reductions of any size and loads."""
    out = {"max_fusion_size": max(64, leaves), "score_fusion_memory_threshold": 0,
           "cpp.max_horizontal_fusion_size": max(16, leaves), "max_fusion_unique_io_buffers": None,
           "max_fusion_buffer_group_pairwise_attempts": max(64, leaves), "aggressive_fusion": True,
           "loop_reindexing_after_fusion": True, "min_overlap_ratio": 0.0, "epilogue_fusion": True,
           "prologue_fusion": True}
    if gpu:
        out.update({"triton.mix_order_reduction": True, "triton.mix_order_reduction_non_strict_mode": True,
                    "triton.mix_order_reduction_max_reads": 0, "loop_index_inversion_in_fusion": True,
                    "triton.tiling_prevents_pointwise_fusion": False,
                    "triton.tiling_prevents_reduction_fusion": False, "epilogue_fusion_with_atomic_add": True})
    return out


def _reductions_on_gpu(v) -> bool:
    """Both nodes of a verdict are reductions on a GPU (a mix-order reduction could take them)."""
    return all(n.is_reduction and n.device is not None and not n.device.startswith("cpu") for n in v.sim_nodes)


def split_lead(node1: str, node2: str, splits: dict) -> dict[str, Any] | None:
    """A pair one of whose sides holds a stage of a reduction split in two (``replay/split.py``): lowering decided
    the split, so no fusion knob undoes it; a recompile with ``split_reductions=False`` reduces it whole, in one
    kernel, whose loops the other side may then share. None when neither side holds one."""
    from ..ir.names import leaf_names
    found = [splits[n] for n in (*leaf_names(node1), *leaf_names(node2)) if n in splits]
    if not found:
        return None
    sr = found[0]
    stages = (f"{'/'.join(sr.first)} ({_fmt(sr.numel)} x {_fmt(sr.split)} partial results of {_fmt(sr.partial)} "
              f"elements) then {sr.second} (the {_fmt(sr.split)} partials of each of {_fmt(sr.numel)} outputs)")
    return {"set": {"split_reductions": False}, "first": list(sr.first), "second": sr.second,
            "numel": sr.numel, "split": sr.split, "rnumel": sr.rnumel, "partial": sr.partial,
            "text": (f"split_reductions=false: {stages} is a reduction in two stages, as Inductor splits one for "
                     f"parallelism; whole, it would be one kernel over ({_fmt(sr.numel)}, {_fmt(sr.rnumel)}), "
                     f"which the other side may then fuse with (see it: "
                     f"{recompile_hint('split_reductions', 'False')}, then compare; {_fmt(sr.numel)} outputs "
                     f"may not fill the GPU unsplit: benchmark)")}


def _tiling_candidates(add, values: dict[str, Any]) -> None:
    """A refusal for the tilings: the tiling config that may tile the two alike (N-D tilings tried first, or the
    run's own choice undone) or not at all (one tile)."""
    add("triton.prefer_nd_tiling", not values.get("triton.prefer_nd_tiling", False))
    add("triton.max_tiles", 1)


def candidates(ex, values: dict[str, Any], rules: str = "2.14") -> list[tuple[str, Any]]:
    """Single knob values worth a replay, from the refusals of the explanation ``ex`` under the run's
    ``values``: each the smallest change that lifts a refusal seen, of the knobs the run's torch release has
    (``rules``: its key of ``replay.config.RULES``)."""
    out: list[tuple[str, Any]] = []

    def add(name: str, value: Any) -> None:
        if name in PREDICTABLE and has_knob(name, rules) and values.get(name) != value and (name, value) not in out:
            out.append((name, value))
    for v in ex.pairs:
        if v.fused:
            continue
        c = v.facts
        if v.reason == "exceeds_max_fusion" and getattr(c, "nodes", None):
            add("max_fusion_size", max(int(c.nodes), int(values.get("max_fusion_size", 64))))
        elif v.reason == "score_threshold" and getattr(c, "score", None) is not None and c.score > 0:
            add("score_fusion_memory_threshold", int(c.score))
        elif v.reason == "too_many_io_buffers" and getattr(c, "buffers", None):
            add("max_fusion_unique_io_buffers", int(c.buffers))
        elif v.reason == "cpp_backend_veto" and "horizontal fusion" in str(getattr(c, "cpp", "")):
            add("cpp.max_horizontal_fusion_size", 64)
        elif v.reason == "no_shared_data":
            add("aggressive_fusion", True)
            overlap = v.buffer_overlap
            if overlap is not None:
                # slices of one buffer: buffer-overlap scoring at the pair's share of its reads (rounded down)
                add("min_overlap_ratio", scoring_ratio(overlap))
        elif v.reason == "simd_tiling_mismatch":
            add("triton.tiling_prevents_pointwise_fusion", False)
            _tiling_candidates(add, values)
        elif v.reason == "simd_invalid_reduction_tiling":
            add("triton.tiling_prevents_reduction_fusion", False)
            _tiling_candidates(add, values)
        elif v.reason == "no_fuse_buffer":
            add("reorder_for_compute_comm_overlap", False)
        elif v.reason == "outside_candidate_window":
            add("max_fusion_buffer_group_pairwise_attempts", 4096)
        elif v.reason == "template" and v.inductor_message == "template epilogue not satisfied" and \
                getattr(c, "detail", None) == "epilogue_fusion is off":
            add("epilogue_fusion", True)
        elif v.reason == "template" and getattr(c, "epilogue_atomic_add", None):
            add("epilogue_fusion_with_atomic_add", True)
        elif v.reason == "template" and v.inductor_message == "prologue fusion turned off":
            add("prologue_fusion", True)
        elif v.reason == "benchmark_refused":
            add("benchmark_fusion", False)
        elif v.reason == "mix_order_reduction" and getattr(c, "rule", None) == "max_reads":
            add("triton.mix_order_reduction_max_reads", int(c.reads))
        if v.reason in ("no_shared_data", "cpp_backend_veto", "simd_numel_mismatch") and widenable(*v.sim_nodes):
            # loops of different sizes: Inductor may widen the smaller node's to the other's (replay/expand.py)
            add("expand_dimension_for_pointwise_nodes", True)
        if v.reason in ("no_shared_data", "simd_numel_mismatch") and _reductions_on_gpu(v):
            # two reductions of one tensor in different orders: a mix-order kernel may take them
            if values.get("triton.mix_order_reduction") is False:
                add("triton.mix_order_reduction", True)
            else:
                add("triton.mix_order_reduction_non_strict_mode", True)
            # a reduction over groups of another's elements may be nested in its kernel (torch 2.15's default,
            # off by default in 2.14)
            if values.get("triton.nested_reduction") is False:
                add("triton.nested_reduction", True)
    if values.get("loop_reindexing_after_fusion") is False:
        add("loop_reindexing_after_fusion", True)
    if values.get("loop_index_inversion_in_fusion") is False:
        add("loop_index_inversion_in_fusion", True)
    # the larger values of one knob lift the smaller ones' refusals too: keep each knob's values sorted
    out.sort(key=lambda kv: (kv[0], kv[1] is None, kv[1] if not isinstance(kv[1], bool) else 0))
    return out


def suggest(path: str | Path, cancelled=None, max_configs: int = MAX_CONFIGS, ex=None) -> Suggestions:
    """Suggestions for every unfused final pair of the graph in ``path`` (an ``ir_post_fusion.txt`` with
    its ``ir_pre_fusion.txt``); ``ex``: its explanation when the caller has it (the run's own config)."""
    from ..explain.explain import explain_file
    from ..replay.config import fusion_config, graph_config
    path = Path(path)
    out = Suggestions(str(path))
    if ex is None:
        ex = explain_file(path)
    if ex.mode != "simulated-from-pre":
        out.note = "suggestions replay the fusion rounds: they need the graph's ir_pre_fusion.txt beside it"
        return out
    rc = ex.config if ex.config is not None else graph_config(path.parent)    # the run's, as explained
    values = rc.values()
    unfused = [v for v in ex.pairs if not v.fused and v.final]
    if not unfused:
        return out
    replayer = Replayer(path)
    splits = split_reductions(ex.pairs[0]._maker.graph) if values.get("split_reductions", True) else {}
    # the run's own groups: the explanation's replay (with the run's config), not replayed again
    base = {leaf: ex.final_group.get(leaf, leaf) for leaf in replayer.kinds}
    rules = rc.fusion.torch_rules
    singles = candidates(ex, values, rules)
    leaves_n = len(replayer.kinds)
    permissive = {**values, **most_permissive(leaves_n, gpu=replayer.gpu)}
    if replayer.gpu:
        permissive["triton.nested_reduction"] = True      # nested reductions (torch 2.15's and 2.14's rules)
    for k in ABSENT.get(rules, ()):
        permissive[k] = values[k]      # a knob the release lacks: its behaviour stays
    tried: dict[tuple, dict[str, str]] = {}

    def run(change: tuple[tuple[str, Any], ...]) -> dict[str, str] | None:
        if change in tried:
            return tried[change]
        if len(tried) >= max_configs:
            return None
        if cancelled is not None and cancelled():
            from ..explain.explain import Cancelled
            raise Cancelled("suggestions")
        fusion = replace(fusion_config({**values, **dict(change)}), torch_rules=rc.fusion.torch_rules,
                         gpu_dram_gbps=rc.fusion.gpu_dram_gbps)
        tried[change] = replayer.groups(fusion)
        return tried[change]

    from ..ir.names import leaf_names
    fixes: dict[tuple[str, str], list[tuple[tuple, dict[str, str]]]] = {}
    open_pairs = [(v.node1, v.node2) for v in unfused]

    def fused_in(groups: dict[str, str], pair: tuple[str, str]) -> bool:
        names = leaf_names(pair[0]) + leaf_names(pair[1])
        return len({groups.get(n, n) for n in names}) == 1

    for kv in singles:
        got = run((kv,))
        if got is None:
            break
        for pair in open_pairs:
            if fused_in(got, pair):
                fixes.setdefault(pair, []).append(((kv,), got))
    left = [p for p in open_pairs if p not in fixes]
    if left:
        for a, b in itertools.combinations(singles, 2):
            if a[0] == b[0]:
                continue
            got = run((a, b))
            if got is None:
                break
            for pair in left:
                if fused_in(got, pair):
                    fixes.setdefault(pair, []).append(((a, b), got))
    # the newer releases' schedulers on the same IR (an upgrade: their defaults, the run's changes where they
    # have the knob), newest first
    by_release: dict[str, dict[str, str]] = {}
    for other in reversed(RULES):
        if release(other) <= release(rules) or len(tried) >= max_configs:
            continue
        if cancelled is not None and cancelled():
            from ..explain.explain import Cancelled
            raise Cancelled("suggestions")
        fusion = replace(fusion_config(rc.values_on(other)), torch_rules=other, gpu_dram_gbps=rc.fusion.gpu_dram_gbps)
        by_release[other] = tried[(("torch", other),)] = replayer.groups(fusion)

    def step_knob(other: str, pair: tuple[str, str]) -> dict[str, Any] | None:
        """The knob whose default changed at the step to ``other`` and fuses the pair by itself, when ``other``
        is the first release from the run's that fuses it (``other`` replayed with the previous release's value
        of the knob keeps it apart; one replay per release and knob, shared by the pairs, within the budget)."""
        before = _previous(other)
        if release(before) > release(rules):     # a newer release before it
            got = by_release.get(before)
            if got is None or fused_in(got, pair):
                return None             # not replayed (the budget), or it fuses the pair already
        for name, old, value in rc.step_knobs(before, other):
            key = (("torch", other), (name, old))
            if key not in tried:
                if len(tried) >= max_configs:
                    return None
                fusion = replace(fusion_config({**rc.values_on(other), name: old}), torch_rules=other,
                                 gpu_dram_gbps=rc.fusion.gpu_dram_gbps)
                tried[key] = replayer.groups(fusion)
            if not fused_in(tried[key], pair):
                return {"name": name, "before": old, "value": value}
        return None

    out.configs = len(tried)
    # the refusals under the most permissive values: why no config fuses what is left
    loose = None
    if any(p not in fixes for p in open_pairs):
        fusion = replace(fusion_config(permissive), torch_rules=rc.fusion.torch_rules,
                         gpu_dram_gbps=rc.fusion.gpu_dram_gbps)
        loose = _Loose(replayer, fusion, [v for v in unfused if (v.node1, v.node2) not in fixes])
    from ..replay.reasons import REASONS
    permissive_set = {k: v for k, v in permissive.items()
                      if k in PREDICTABLE and values.get(k) != v and has_knob(k, rc.fusion.torch_rules)}
    # one launch without a fusion: the combo kernels of the run's own final nodes (GPU, the run had them off)
    combos: dict[str, str] = {}
    if replayer.gpu and not values.get("combo_kernels") and not (cancelled is not None and cancelled()):
        try:
            combos = replayer.combined(base, ex.final_kind, {**values, "combo_kernels": True}, rules)
        except Exception as err:       # the suggestions stand without it (a note would replace them)
            import logging
            logging.getLogger(__name__).warning("combo kernels not predicted: %s: %s", type(err).__name__, err)
    for v in unfused:
        pair = (v.node1, v.node2)
        s = Suggestion(v.node1, v.node2, v.reason)
        ends = {combos.get(n) for n in leaf_names(v.node1) + leaf_names(v.node2)}
        if combos and len(ends) == 1 and None not in ends:
            kernel = ends.pop()
            if kernel not in base.values():
                s.combo = {"set": {"combo_kernels": True}, "kernel": kernel,
                           "kernels": len({base[n] for n, c in combos.items() if c == kernel})}
        for change, got in fixes.get(pair, []):
            s.fixes.append(_fix(change, base, got, replayer))
        # fewest knobs, fewest fusions lost, no other effect (``ALSO_DOES``: every kernel's tiling, ...), most gained
        s.fixes.sort(key=lambda f: (len(f.set), f.lost, bool(f.also), -f.gained))
        # the smallest value of each knob (or pair of knobs) that fuses it: larger ones say nothing more
        seen: set[tuple[str, ...]] = set()
        s.fixes = [f for f in s.fixes if not (tuple(k for k, _v in f.set) in seen or seen.add(tuple(k for k, _v in f.set)))]
        if not s.fixes and loose is not None and loose.fuses(v):
            # only several knobs at once fuse it: all of them at their most permissive values
            s.fixes.append(_fix(tuple(permissive_set.items()), base, loose.group, replayer))
        for other, got in by_release.items():
            if fused_in(got, pair):
                f = _fix((), base, got, replayer)
                s.releases.append(ReleaseFix(RULES[other], other, f.gained, f.lost, f.kernels,
                                             step_knob(other, pair)))
        if not s.fixes:
            w = loose.between(v) if loose is not None else None
            code = w[0] if w is not None else v.reason
            r = REASONS.get(code)
            s.none = {"reason": code, "title": r.title.lower() if r is not None else code,
                      "message": w[1] if w is not None else v.inductor_message,
                      "why": STRUCTURAL.get(code, "the rule does not depend on a fusion knob"),
                      "page": f"docs/diagnostics/{code}.md", "permissive": permissive_set,
                      "recompile": split_lead(v.node1, v.node2, splits)}
        out.pairs.append(s)
    out.configs = len(tried)        # with the steps' knobs replayed for the pairs
    return out


class _Loose:
    """The replay under the most permissive values: each leaf's final node, and the last refusal between
    two final nodes (the events of the replay, kept only for the pairs asked about)."""

    def __init__(self, replayer: "Replayer", fusion, pairs: list) -> None:
        from ..ir.names import leaf_names
        sim = replayer.simulate(fusion)
        self.group = {leaf.name: fn.name for fn in sim.final_nodes for leaf in fn.snodes}
        self.asked: dict[tuple[str, str], tuple[str, str]] = {}
        for v in pairs:
            a, b = leaf_names(v.node1)[0], leaf_names(v.node2)[0]
            self.asked[(v.node1, v.node2)] = (self.group.get(a, a), self.group.get(b, b))
        wanted = {k for ga, gb in self.asked.values() if ga != gb for k in ((ga, gb), (gb, ga))}
        self.last: dict[tuple[str, str], Any] = {}
        for e in sim.events:
            if (e[0], e[1]) in wanted and e[5] != "fuse" and not e[2].ok:
                self.last[(e[0], e[1])] = e[2]

    def fuses(self, v) -> bool:
        ga, gb = self.asked[(v.node1, v.node2)]
        return ga == gb

    def between(self, v):
        """(code, message) of the last refusal between the final nodes that hold ``v``'s first leaves;
        None when they are one node, or the replay never tried the two (an edge: no verdict)."""
        ga, gb = self.asked[(v.node1, v.node2)]
        if ga == gb:
            return None
        d = self.last.get((ga, gb)) or self.last.get((gb, ga))
        return (d.code, d.message) if d is not None else None


def _fix(change, base: dict[str, str], got: dict[str, str], replayer: "Replayer") -> Fix:
    def groups(g: dict[str, str]) -> set[frozenset]:
        by: dict[str, set] = {}
        for leaf, top in g.items():
            by.setdefault(top, set()).add(leaf)
        return {frozenset(x) for x in by.values() if len(x) > 1}
    a, b = groups(base), groups(got)
    gained = sum(1 for g in b if g not in a and not any(g < x for x in a))
    lost = sum(1 for g in a if g not in b and not any(g < x for x in b))
    return Fix(tuple(change), gained, lost, (replayer.kernels(base), replayer.kernels(got)))
