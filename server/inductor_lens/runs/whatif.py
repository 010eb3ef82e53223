"""``inductor-lens whatif RUN --set NAME=VALUE``: what Inductor would fuse in a run's graphs under other
config values, predicted by replaying its scheduler on the run's own pre-fusion IR with the changed
values on top of the run's config, and reported as ``compare`` reports two runs: A is the run as it is,
B the prediction.

Only values that act in the scheduler's fusion rounds alone can be predicted from the text (``PREDICTABLE``):
a value that changes lowering (which nodes exist, how their loops are printed) needs a recompile, and is
refused in one line that says why and gives the command that answers it (``capture --set``).
"""
from __future__ import annotations

import re
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from ..records import record
from .compare import (
    CompareError,
    Comparison,
    GraphComparison,
    GraphSide,
    analyse_graph,
    by_release_rules,
    compare_graphs,
    fill_side,
    run_graphs,
)

#: the knobs whose effect the replay predicts from a run's own text: they act in the fusion rounds only
#: (``replay/config.py`` ``KNOBS``: modelled), by Inductor's name -> (type, lowest value)
PREDICTABLE: dict[str, tuple[type, int | float | None]] = {
    "max_fusion_size": (int, 1),
    "score_fusion_memory_threshold": (int, 0),
    "cpp.max_horizontal_fusion_size": (int, 0),
    "max_fusion_buffer_group_pairwise_attempts": (int, 1),
    "max_fusion_unique_io_buffers": (int, 1),     # or none: no limit
    "aggressive_fusion": (bool, None),
    # template epilogues and prologues (max-autotune): read in Scheduler.can_fuse alone
    "epilogue_fusion": (bool, None),
    "prologue_fusion": (bool, None),
    "epilogue_fusion_first": (bool, None),    # the score's order of epilogue fusions (choices.py)
    "epilogue_fusion_with_atomic_add": (bool, None),    # an atomic-add scatter as a Triton template's epilogue
    "loop_reindexing_after_fusion": (bool, None),
    # mix-order reductions (GPU): the split reductions they read are in the text whether the knob was on or
    # off (ir.py only marks them when it is on)
    "triton.mix_order_reduction": (bool, None),
    "triton.mix_order_reduction_non_strict_mode": (bool, None),
    "triton.mix_order_reduction_max_reads": (int, 0),     # 0: no limit
    # nested reductions (GPU: torch 2.15's planner, 2.14's check) and the scoring of a dependent reduction of
    # another size (any device)
    "triton.nested_reduction": (bool, None),
    # the copy of a reused all-reduce input is made with the knob on or off; only its fusion differs
    "reorder_for_compute_comm_overlap": (bool, None),
    # GPU rules of the fusion check itself: index inversion of a copy, the Triton tiling refusals
    "loop_index_inversion_in_fusion": (bool, None),
    "triton.tiling_prevents_pointwise_fusion": (bool, None),
    "triton.tiling_prevents_reduction_fusion": (bool, None),
    # the Triton tiling config of those checks and of the coalescing analysis (replay/tiling.py, coalesce.py)
    "triton.max_tiles": (int, 1),                 # or none: Inductor's default
    "triton.prefer_nd_tiling": (bool, None),
    "triton.tile_reductions": (bool, None),
    "triton.coalesce_tiling_analysis": (bool, None),
    # buffer-overlap scoring of nodes reading slices of one buffer (torch 2.12 on; above 1: off)
    "min_overlap_ratio": (float, 0),
    # off only: the rules alone decide (on, each fusion's outcome is the GPU's timing: ONLY_OFF)
    "benchmark_fusion": (bool, None),
    # combo kernels: made of the finished kernels after the rounds (replay/combo.py)
    "combo_kernels": (bool, None),
    "combo_kernel_max_num_nodes": (int, 1),
    "combo_kernels_pointwise_only": (bool, None),
    "combo_kernel_max_distance": (int, None),               # negative: no limit
    "combo_kernel_peak_memory_pct_threshold": (float, 0),   # or none: no such gate
    "combo_kernel_peak_memory_increase_gb": (float, 0),     # or none
    # a small pointwise node widened to fuse with a slightly larger one (replay/expand.py)
    "expand_dimension_for_pointwise_nodes": (bool, None),
    "small_memory_access_threshold": (int, 0),
}
#: the knobs whose value may be none (no limit)
NONE_OK = frozenset({"max_fusion_unique_io_buffers", "combo_kernel_peak_memory_pct_threshold",
                     "combo_kernel_peak_memory_increase_gb", "triton.max_tiles"})
#: boolean knobs predicted only when turned off, and why not on
ONLY_OFF = {
    "benchmark_fusion": "with it on, Inductor keeps each fusion only if the GPU times the fused kernel faster, "
                        "which the text cannot tell",
}
#: knobs the replay models but a run's text cannot predict under another value, and why
NOT_FROM_TEXT = {
    "loop_ordering_after_fusion": "Inductor prints (and normalises) the nodes' loops before fusion differently "
                                  "with it off, so the run's pre-fusion text is not the other run's",
    "benchmark_epilogue_fusion": "it decides whether a max-autotune GEMM is chosen before fusion "
                                 "(TritonTemplateBuffer) or during it, by timing (MultiTemplateBuffer): the other "
                                 "value makes another pre-fusion text",
}


class WhatIfError(ValueError):
    """A --set the replay cannot predict, or not a value of the knob (said in one line)."""


def recompile_hint(name: str, value: str) -> str:
    return f"inductor-lens capture --set {name}={value} -- python your_script.py"


def parse_release(text: str | None) -> str | None:
    """``--torch X.Y`` (or a full version, ``2.14.1+cu130``): the key of ``RULES`` whose fusion rules the
    prediction follows; None for none. ``WhatIfError`` when no release of the replay's matches."""
    from ..replay.config import RULES, rules_for
    if text is None:
        return None
    key, note = rules_for(text)
    if note is not None or not text.strip():
        raise WhatIfError(f"--torch {text}: a release whose fusion rules the replay knows ({', '.join(RULES)})")
    return key


def parse_sets(sets: list[str], allow_none: bool = False) -> dict[str, Any]:
    """``NAME=VALUE`` settings checked against the knobs (name, type, range): {Inductor's name: value}.
    ``WhatIfError`` names what is wrong in one line (no setting at all, unless ``allow_none``: a prediction
    under another release's rules alone)."""
    from ..replay.config import KNOBS
    out: dict[str, Any] = {}
    for s in sets:
        name, sep, text = s.partition("=")
        name, text = name.strip(), text.strip()
        if not sep or not name:
            raise WhatIfError(f"--set {s!r}: give NAME=VALUE (e.g. --set max_fusion_size=128)")
        if name.startswith("torch._inductor.config."):
            name = name[len("torch._inductor.config."):]
        if name not in PREDICTABLE:
            if name in NOT_FROM_TEXT:
                why = NOT_FROM_TEXT[name]
            elif name in KNOBS:
                how = KNOBS[name][1]
                why = {"lowering": "it acts before the scheduler (lowering): the run's IR text cannot show what "
                                   "it would make",
                       "after fusion": "it acts after the fusion rounds: " + KNOBS[name][2],
                       }.get(how, f"the replay does not model it: {KNOBS[name][2]}")
            else:
                known = ", ".join(sorted(PREDICTABLE))
                raise WhatIfError(f"--set {name}: not a fusion knob the replay knows (it predicts {known})")
            raise WhatIfError(f"--set {name}: cannot be predicted from the text: {why}; recompile to see it: "
                              f"{recompile_hint(name, text)}")
        kind, low = PREDICTABLE[name]
        if kind is bool:
            low_text = text.lower()
            if low_text in ("1", "true", "on", "yes"):
                value: Any = True
            elif low_text in ("0", "false", "off", "no"):
                value = False
            else:
                raise WhatIfError(f"--set {name}={text}: a boolean (true or false)")
            if value and name in ONLY_OFF:
                raise WhatIfError(f"--set {name}={text}: cannot be predicted from the text: {ONLY_OFF[name]}; "
                                  f"recompile to see it: {recompile_hint(name, text)}")
        elif name in NONE_OK and text.lower() in ("none", "null", ""):
            value = None
        elif kind is float:
            try:
                value = float(text)
            except ValueError:
                raise WhatIfError(f"--set {name}={text}: a number") from None
            if not value == value or value in (float("inf"), float("-inf")) or (low is not None and value < low):
                raise WhatIfError(f"--set {name}={text}: a finite number, at least {low}")
        else:
            try:
                value = int(text, 10)
            except ValueError:
                raise WhatIfError(f"--set {name}={text}: an integer") from None
            if low is not None and value < low:
                raise WhatIfError(f"--set {name}={text}: at least {low}")
        out[name] = value
    if not out and not allow_none:
        raise WhatIfError("give at least one --set NAME=VALUE (or --torch X.Y)")
    return out


@record(slots=True)
class GraphPrediction:
    """One graph: the comparison of the run (A) with the prediction (B), and the predicted groups."""
    comparison: GraphComparison
    groups: list[list[str]] = field(default_factory=list)    # B's fused nodes, each as its op names
    config: dict[str, Any] = field(default_factory=dict)     # the values B was replayed with (changed ones)
    note: str | None = None
    #: with a GPU: the roofline estimate of the graph's generated kernels, µs, [run, prediction]
    time_us: tuple[float, float] | None = None

    def to_json(self) -> dict[str, Any]:
        out = {**self.comparison.to_json(), "groups": self.groups, "set": self.config,
               "prediction_note": self.note}
        if self.time_us is not None:
            out["time_us"] = [round(x, 3) for x in self.time_us]
        return out


@record(slots=True)
class WhatIf:
    run: str
    sets: dict[str, Any]
    graphs: list[GraphPrediction] = field(default_factory=list)
    gpu: dict[str, Any] | None = None        # the GPU of the estimates (``--gpu``), its figures and how chosen
    rules: str | None = None                 # ``--torch``: the release whose fusion rules B follows (RULES key)

    def to_json(self) -> dict[str, Any]:
        out = {"run": self.run, "set": self.sets, "graphs": [g.to_json() for g in self.graphs]}
        if self.rules is not None:
            from ..replay.config import RULES
            out["torch"] = RULES[self.rules]
        if self.gpu is not None:
            out["gpu"] = self.gpu
        return out

    def comparison(self) -> Comparison:
        return Comparison(self.run, "predicted with " + _sets_text(self.sets, self.rules),
                          [g.comparison for g in self.graphs])


def _sets_text(sets: dict[str, Any], rules: str | None = None) -> str:
    from ..replay.config import RULES
    parts = [f"torch {RULES[rules]}'s fusion rules"] if rules is not None else []
    return ", ".join(parts + [f"{k}={v!r}" for k, v in sets.items()])


#: what a prediction under another release's rules leaves out (said with it)
RELEASE_CAVEAT = ("the run's own IR is replayed with that release's scheduler rules and defaults (the run's "
                  "changed knobs carried over where the release has them); what its lowering would print "
                  "differently (other nodes, layouts, decompositions) is not predicted: `compare` a run "
                  "compiled by it for that")


def graph_time(sec, gpu, output_code: str | None) -> float:
    """The roofline estimate of a final section's generated kernels on ``gpu``, µs (each kernel's time with
    its launch; extern calls, the same on both sides of a prediction, left out)."""
    from ..explain.estimate import estimator_for
    from ..ir.summary import is_kernel_node
    est = estimator_for(sec, gpu, output_code)
    total = 0.0
    for top in sec.nodes:
        if is_kernel_node(top):
            k = est.kernel(top.name)
            total += k.time.us if k is not None else 0.0
    return total


def predicted_side(path: Path, label: str, sets: dict[str, Any],
                   ir=None, rules: str | None = None, pre=None) -> tuple[GraphSide, list[list[str]], str | None, Any]:
    """The graph as the replay predicts it with ``sets`` on top of the run's config: a side to compare
    (its groups the replay's final nodes over the pre-fusion nodes), the groups, and a note when the
    prediction cannot be made (no pre-fusion file), and the predicted final graph (a section of the
    pre-fusion file's nodes in the predicted groups; None without a prediction). ``ir``: the post-fusion
    file's parse when the caller has it (``pre``: the pre-fusion file's). ``rules``: another release's (a ``RULES`` key): its fusion rules
    and defaults, the run's changed knobs carried over where that release has them."""
    from ..dump.log import foreach_lists_beside
    from ..dump.output_code import shapes_beside
    from ..explain.explain import explain_file, size_hints
    from ..explain.rank import rank
    from ..ir.groups import leaves
    from ..ir.model import Section
    from ..ir.parse import parse_file
    from ..replay.combo import after_rounds, final_tops, schedule_like
    from ..replay.config import (
        RULES,
        changed_knobs,
        fusion_config,
        graph_config,
        has_knob,
    )
    side = GraphSide(label + " (predicted)", path)
    pre_path = path.with_name("ir_pre_fusion.txt")
    if not pre_path.is_file():
        side.error = "no ir_pre_fusion.txt beside it: the rounds cannot be replayed"
        return side, [], side.error, None
    rc = graph_config(path.parent)
    target = rules or rc.fusion.torch_rules
    absent = [k for k in sets if not has_knob(k, target)]
    if absent:
        who = f"torch {RULES[target]}" if rules else f"torch {rc.torch_version}"
        side.error = f"{who} has no {', '.join(absent)} (a later release added it): its Inductor cannot be set so"
        return side, [], side.error, None
    if rules is None:
        values = {**rc.values(), **sets}
        rc.changed = {**rc.changed, **sets}
    else:
        values = {**rc.values_on(target), **sets}
        rc.changed = changed_knobs(values, target)
    rc.fusion = replace(fusion_config(values), torch_rules=target, gpu_dram_gbps=rc.fusion.gpu_dram_gbps)
    side.config = values
    try:
        ir = ir if ir is not None else parse_file(path)
        pre = pre if pre is not None else parse_file(pre_path)
        # B has no log: its words are predictions; the post-fusion file is A's outcome, not B's
        # ... but the foreach ops' lists are the graph's, whatever the config: from the run's log
        lists = foreach_lists_beside(path, [n.name for top in pre.sections[-1].nodes for n in leaves(top)])
        # so are the FX ops each node came from and what Inductor timed (max-autotune's templates)
        from ..explain.explain import log_facts
        ex = explain_file(path, ir=ir, pre=pre, config=rc, fusion_log="", what_if=True, foreach_lists=lists,
                          log_facts=log_facts(Path(path), pre.sections[-1], rc.fusion.benchmark_fusion))
        if ex.mode != "simulated-from-pre":
            side.error = f"replayed as {ex.mode}: the prediction needs the pre-fusion file of the same graph"
            return side, [], side.error, None
        src = pre.sections[-1]
        tops = final_tops(src, ex.final_group, ex.final_kind)
        if _same_groups(tops, ir.sections[-1]):
            # the run's groups: its own schedule (Inductor's order after its peak-memory reordering), which decides
            # where a C++ function ends (at an extern call); the pre-fusion order, a fused node at its first
            # member, miscounted them (the transformer's backward: "10 -> 6" where nothing changed). Where the
            # groups change, Inductor's reordering of the new graph is not modelled: the pre-fusion order stays
            tops = schedule_like(ir.sections[-1], tops)
        if values.get("combo_kernels"):
            # after the rounds, Inductor groups the finished kernels into combo kernels (output_code.py's sizes
            # as memory planning takes them: read only then)
            oc = path.with_name("output_code.py")
            ocp = str(oc) if oc.is_file() else None
            tops = after_rounds(src, ir.sections[-1], tops, values, size_hints(ocp, [src], unbacked_fallback=0),
                                shapes_beside(ocp), rc.fusion.torch_rules)
        sec = Section(None, None, tops, src.buffers, src.span, {n.name: t.name for t in tops for n in leaves(t)})
        r = rank(ex, sec)
    except Exception as err:      # one graph that cannot be predicted is said, the others are
        side.error = f"{type(err).__name__}: {err}"
        return side, [], side.error, None
    fill_side(side, sec, ex, r, pre)
    groups = [[n.name for n in leaves(t)] for t in sec.nodes if len(leaves(t)) > 1]
    return side, groups, None, sec


def _same_groups(tops: list, post) -> bool:
    """Whether predicted final nodes group the leaves as the run's post-fusion section does."""
    from ..ir.groups import leaves

    def groups(nodes) -> set:
        return {frozenset(n.name for n in leaves(t)) for t in nodes}
    return post is not None and groups(tops) == groups(post.nodes)


#: said of a graph whose GEMMs or convolutions max-autotune chose by timing them (``autotuned``)
AUTOTUNE_CAVEAT = ("max-autotune chose this graph's GEMM and convolution kernels by timing them when the run compiled: "
                   "a recompile may choose others (a C++ or Triton template, or ATen's kernel), which fuse "
                   "differently whatever the value; the prediction keeps the run's choices")
_GEMM_OR_CONV = re.compile(r"mm|linear|Linear|conv|Conv|MKL|mkldnn")


def autotuned(tops) -> list[str]:
    """The nodes of a graph max-autotune chose a kernel for: its templates, and its extern GEMMs and
    convolutions (ATen's or oneDNN's kernel won, or was the only choice)."""
    from ..ir.groups import leaves
    return [n.name for t in tops for n in leaves(t)
            if n.ir_class.endswith("TemplateBuffer") or
            (n.is_extern and _GEMM_OR_CONV.search(f"{n.ir_class} {n.kernel or ''}"))]


def whatif(run: Path, sets: dict[str, Any], gpu_for=None, rules: str | None = None) -> WhatIf:
    """Each graph of ``run`` (as ``compare`` takes a run) against its prediction under ``sets`` (and, with
    ``rules``, another release's fusion rules: ``RELEASE_CAVEAT``). ``gpu_for(output_code path or None)``:
    (the GPU to estimate the kernels' time on, how it was chosen) or (None, why): the command line's
    ``--gpu``; without it, no time."""
    from ..replay.combo import COLLECTIVES_CAVEAT, has_collectives
    graphs = run_graphs(Path(run))
    out = WhatIf(str(run), dict(sets), rules=rules)
    for g in graphs:
        if g.section is not None:
            gc = GraphComparison(g.label, None, note=f"{g.label}: a graph of a TORCH_LOGS capture of several graphs: "
                                 "whatif needs its own ir_pre_fusion.txt and ir_post_fusion.txt")
            out.graphs.append(GraphPrediction(gc, note=gc.note))
            continue
        from ..ir.parse import parse_file
        try:
            ir = parse_file(g.path)          # once, for both sides
        except OSError as err:
            gc = GraphComparison(g.label, None, note=f"{g.path}: {err}")
            out.graphs.append(GraphPrediction(gc, note=gc.note))
            continue
        try:                                 # once, for the prediction and the release attribution
            pre = parse_file(g.path.with_name("ir_pre_fusion.txt"))
        except OSError:
            pre = None                       # predicted_side says why
        a = analyse_graph(g.path, g.label, parsed=(ir, None))
        b, groups, note, pred_sec = predicted_side(g.path, g.label, sets, ir, rules, pre)
        gc = compare_graphs(a, b)
        gc.a_path, gc.b_path = str(g.path), str(g.path.with_name("ir_pre_fusion.txt"))
        if rules is not None and not sets and note is None and not a.error:
            # another release alone: where between the run's release and it each change appears, by which knob
            by_release_rules(gc, a, None, g.path, rules, groups, pre)
        if note is None and pred_sec is not None and b.config.get("combo_kernels") and \
                has_collectives(pred_sec.nodes):
            gc.note = "; ".join(x for x in (gc.note, COLLECTIVES_CAVEAT) if x)
        if note is None and (a.config.get("max_autotune") or a.config.get("max_autotune_gemm")) and \
                autotuned(ir.sections[-1].nodes):
            gc.note = "; ".join(x for x in (gc.note, AUTOTUNE_CAVEAT) if x)
        gp = GraphPrediction(gc, groups, dict(sets), note)
        if gpu_for is not None and pred_sec is not None and not a.error:
            oc = g.path.with_name("output_code.py")
            ocp = str(oc) if oc.is_file() else None
            gpu, chosen = gpu_for(ocp)
            if gpu is not None:
                gp.time_us = (graph_time(ir.sections[-1], gpu, ocp), graph_time(pred_sec, gpu, ocp))
                if out.gpu is None:
                    out.gpu = {**gpu.to_json(), "chosen_by": chosen}
        out.graphs.append(gp)
    return out


@record(slots=True)
class GraphCheck:
    """A prediction checked against the graph Inductor compiled with the values (``--verify``)."""
    label: str
    agrees: bool | None                    # None: not comparable (say why in ``note``)
    only_predicted: list[list[str]] = field(default_factory=list)   # fused nodes the prediction has, the run not
    only_recompiled: list[list[str]] = field(default_factory=list)
    note: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


def verify(w: WhatIf, recompiled: Path) -> list[GraphCheck]:
    """Each predicted graph against the graph of the recompiled run it matches (``compare``'s matching):
    the fused nodes, by their op names (the values predicted do not change lowering: the op names are
    the run's)."""
    from ..ir.groups import leaves
    from ..ir.parse import parse_file
    from .compare import match_graphs
    ours = run_graphs(Path(w.run))
    theirs = run_graphs(recompiled)
    by_label = {g.comparison.a: g for g in w.graphs}
    out = []
    for x, y in match_graphs(ours, theirs):
        if x is None or y is None:
            out.append(GraphCheck((x or y).label, None, note=f"only in the {'run' if x else 'recompiled run'}"))
            continue
        pred = by_label.get(x.label)
        if pred is None or pred.note:
            out.append(GraphCheck(x.label, None, note=pred.note if pred is not None else "not predicted"))
            continue
        try:
            sec = parse_file(y.path).sections[-1]
        except Exception as err:
            out.append(GraphCheck(x.label, None, note=f"{y.path}: {type(err).__name__}: {err}"))
            continue
        real = sorted(sorted(n.name for n in leaves(t)) for t in sec.nodes if len(leaves(t)) > 1)
        names = {n.name for t in sec.nodes for n in leaves(t)}
        lowered = _lowered_otherwise(x.path, sec)
        if lowered:
            out.append(GraphCheck(x.label, None, note=f"the recompile lowered {lowered} otherwise (max-autotune "
                                  "timed its choices again, or the lowering changed): not the run the prediction "
                                  f"starts from; compare them with `inductor-lens compare {w.run} {recompiled}`"))
            continue
        mine = sorted(sorted(g) for g in pred.groups)
        if not all(n in names for g in mine for n in g):
            out.append(GraphCheck(x.label, None, note="the recompiled graph has other nodes (its lowering "
                                  f"changed): compare them with `inductor-lens compare {w.run} {recompiled}`"))
            continue
        out.append(GraphCheck(x.label, mine == real, [g for g in mine if g not in real],
                              [g for g in real if g not in mine]))
    return out


def _lowered_otherwise(run_post: Path, sec) -> str | None:
    """The nodes of the run's graph that the recompiled graph ``sec`` holds as another kind of node (an extern
    GEMM there, a template here), in words; None when every shared name is the same kind."""
    from ..ir.groups import leaves
    from ..ir.parse import parse_file
    try:
        ours = {n.name: f"{n.kind}({n.ir_class})" for t in parse_file(run_post).sections[-1].nodes for n in leaves(t)}
    except Exception:       # the run's own file: read before, so this is not expected; nothing to say then
        return None
    theirs = {n.name: f"{n.kind}({n.ir_class})" for t in sec.nodes for n in leaves(t)}
    diff = [n for n in ours if n in theirs and ours[n] != theirs[n]]
    if not diff:
        return None
    first = diff[0]
    more = f" and {len(diff) - 1} more" if len(diff) > 1 else ""
    return f"{first} ({ours[first]} in the run, {theirs[first]} in the recompile){more}"


def render_whatif(w: WhatIf, checks: list[GraphCheck] | None = None, recompiled: Path | None = None) -> str:
    from .compare import render_comparison
    text = render_comparison(w.comparison(), predicted=True)
    if w.rules is not None and any(not g.note for g in w.graphs):
        text += f"\nnote: {RELEASE_CAVEAT}\n"
    timed = [g for g in w.graphs if g.time_us is not None]
    if timed and w.gpu is not None:
        lines = ["", f"estimated time of the generated kernels on {w.gpu['key']} (roofline, {w.gpu['chosen_by']}):"]
        for g in timed:
            a, b = g.time_us
            lines.append(f"  {g.comparison.a}: {a:,.2f} µs -> {b:,.2f} µs ({b - a:+,.2f} µs)")
        text += "\n".join(lines) + "\n"
    if checks is not None:
        lines = ["", f"verified by recompiling ({recompiled}):"]
        for c in checks:
            if c.agrees is None:
                lines.append(f"  {c.label}: not compared: {c.note}")
            elif c.agrees:
                lines.append(f"  {c.label}: Inductor fused as predicted")
            else:
                lines.append(f"  {c.label}: differs: predicted only "
                             + (", ".join("_".join(g) for g in c.only_predicted) or "-")
                             + "; recompiled only " + (", ".join("_".join(g) for g in c.only_recompiled) or "-"))
        text += "\n".join(lines) + "\n"
    return text


__all__ = ["CompareError", "GraphCheck", "WhatIf", "WhatIfError", "parse_release", "parse_sets", "render_whatif",
           "verify", "whatif"]
