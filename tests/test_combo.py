"""Combo kernels (``combo_kernels=True``): Inductor groups finished kernels that do not depend on each other into
one launch after the fusion rounds (``replay/combo.py``). The truth is Inductor's own post-fusion files: the
fixtures compiled with the knob (``tests/corpus/*combo*_cuda``, each beside the default compile of its model), whose
``ForeachKernelSchedulerNode`` nodes ``whatif`` must predict from the default run (``tests/test_whatif.py`` runs
each one), and which a prediction on a combo run must keep."""
from __future__ import annotations

import json

import pytest
from conftest import CORPUS

from inductor_lens.dump.output_code import shapes_beside
from inductor_lens.explain.explain import size_hints
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.combo import ComboConfig, MemoryPlan, combo_groups, levels
from inductor_lens.replay.config import fusion_config, graph_config, has_knob
from inductor_lens.runs.regroup import Replayer
from inductor_lens.runs.whatif import WhatIfError, parse_sets, whatif

#: torch 2.14.1's compiles, and torch 2.15.0's (``tests/corpus/torch215/``: its gated grouping is another algorithm)
COMBO_RUNS = sorted(d for d in [*CORPUS.glob("*combo*_cuda"), *(CORPUS / "torch215").glob("*combo*_cuda")]
                    if (d / "meta.json").is_file())


def _groups(post) -> list[list[str]]:
    return sorted(sorted(n.name for n in leaves(t)) for t in parse_file(post).sections[-1].nodes
                  if len(leaves(t)) > 1)


def _combos(post) -> list[list[str]]:
    return sorted(sorted(n.name for n in leaves(t)) for t in parse_file(post).sections[-1].nodes
                  if t.kind == "ForeachKernelSchedulerNode")


def test_the_fixtures_hold_combo_kernels_and_each_knob_changes_them():
    assert len(COMBO_RUNS) >= 12
    seen = {}
    for d in COMBO_RUNS:
        meta = json.loads((d / "meta.json").read_text())
        assert meta["config"]["combo_kernels"] is True and meta["differs_from_default"] is True
        seen[str(d.relative_to(CORPUS))] = [_combos(d / g / "ir_post_fusion.txt") for g in meta["graphs"]]
    # the knobs' runs differ from the plain combo run of the same model: each knob is seen acting
    assert seen["llama_decoder_combo_two_cuda"] != seen["llama_decoder_combo_cuda"]
    assert seen["llama_decoder_combo_near_cuda"] != seen["llama_decoder_combo_cuda"]
    assert seen["transformer_train_combo_pointwise_cuda"] != seen["transformer_train_combo_cuda"]
    assert seen["gn_silu_conv_combo_ungated_cuda"] != seen["gn_silu_conv_combo_cuda"]


@pytest.mark.parametrize("run", COMBO_RUNS, ids=lambda p: p.name)
def test_a_prediction_on_a_combo_run_keeps_its_combo_kernels(run):
    """A knob that changes nothing here, predicted on a run compiled with combo kernels: no fusion lost (before, each
    combo kernel read as a fusion the prediction lost)."""
    w = whatif(run, {"max_fusion_size": 64})
    for g in w.graphs:
        assert g.note is None and not g.comparison.changes, (g.comparison.a, g.comparison.changes)


@pytest.mark.parametrize("run", COMBO_RUNS, ids=lambda p: p.name)
def test_turning_combo_kernels_off_predicts_the_default_run(run):
    meta = json.loads((run / "meta.json").read_text())
    default = CORPUS.parent.parent / meta["default_fixture"]
    w = whatif(run, {"combo_kernels": False})
    for g, name in zip(w.graphs, meta["graphs"]):
        assert sorted(sorted(x) for x in g.groups) == _groups(default / name / "ir_post_fusion.txt"), name


@pytest.mark.parametrize("run", COMBO_RUNS, ids=lambda p: p.name)
def test_the_replay_of_a_combo_run_with_its_own_config_is_its_file(run):
    """``Replayer.groups`` with the run's config values (compare's attribution to a release's rules, ``_Steps``):
    a combo kernel is one node, as the file prints it."""
    meta = json.loads((run / "meta.json").read_text())
    for name in meta["graphs"]:
        post = run / name / "ir_post_fusion.txt"
        rc = graph_config(post.parent)
        got = Replayer(post).groups(rc.fusion, rc.values())
        by: dict[str, list[str]] = {}
        for leaf, top in got.items():
            by.setdefault(top, []).append(leaf)
        assert sorted(sorted(v) for v in by.values() if len(v) > 1) == _groups(post)


def test_the_peak_memory_gate_keeps_a_kernel_out_as_inductor_does():
    """gn_silu_conv: op12 runs much later than the combo kernel's first member; moving it there would hold its output
    longer. The graph's estimated peak grows past 5% (Inductor's default share), so Inductor leaves it out; without
    the gate it joins (``gn_silu_conv_combo_ungated_cuda``)."""
    post = CORPUS / "gn_silu_conv_cuda" / "g0_inference" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    gated = combo_groups(sec, sec.nodes, ComboConfig(enabled=True))
    ungated = combo_groups(sec, sec.nodes, ComboConfig(enabled=True, peak_pct=None))
    assert gated == [["op0_op1_op3", "op5"]] and ungated == [["op0_op1_op3", "op5", "op12"]]
    plan = MemoryPlan(sec, sec.nodes, {})
    base, live = plan.baseline()
    at = {t.name: i for i, t in enumerate(sec.nodes)}
    pair, three = [at["op0_op1_op3"], at["op5"]], [at["op0_op1_op3"], at["op5"], at["op12"]]
    assert plan.region_peak([pair], pair[0], pair[-1], live) <= base * 1.05
    assert plan.region_peak([three], three[0], three[-1], live) > base * 1.05
    # in bytes alone: 1 GB allows it
    assert combo_groups(sec, sec.nodes, ComboConfig(enabled=True, peak_pct=None, peak_increase_gb=1.0)) == ungated


def test_memory_planning_sizes_unbacked_buffers_at_their_least_and_inputs_by_their_examples():
    """moe_top2: the experts' rows are data-dependent (u0..u3); memory planning hints them by 0 (Inductor's
    ``optimization_hint(fallback=0)``), so their gathers make combo kernels (checked against a compile with the knob:
    docs/benchmarks.md). groupnorm's backward reads the forward's saved ``div`` only in an extern convolution, which
    prints no layout of it: its bytes are output_code.py's example input's."""
    post = CORPUS / "moe_top2_cuda" / "g0_inference" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    oc = str(post.with_name("output_code.py"))
    least = size_hints(oc, [sec], unbacked_fallback=0)
    assert least and all(v == 0 for k, v in least.items() if k.startswith("u"))
    assert combo_groups(sec, sec.nodes, ComboConfig(enabled=True), least) == \
        [["op21", "op27", "op32", "op37"], ["op23", "op29", "op34", "op39"]]
    assert combo_groups(sec, sec.nodes, ComboConfig(enabled=True), size_hints(oc, [sec])) == []

    post = CORPUS / "groupnorm_train_dynamic_cuda" / "g1_backward" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    oc = str(post.with_name("output_code.py"))
    hints = size_hints(oc, [sec], unbacked_fallback=0)
    shapes = shapes_beside(oc)
    assert shapes["div"] == ((2, 32, 16, 16), "torch.float32")
    with_div = combo_groups(sec, sec.nodes, ComboConfig(enabled=True), hints, shapes)
    assert ["op0_op1_op2", "op14"] not in with_div and ["op0_op1_op2", "op14"] in \
        combo_groups(sec, sec.nodes, ComboConfig(enabled=True), hints)


def test_torch_215_collects_a_regions_candidates_by_seed_and_gates_them_together():
    """torch 2.15's gated grouping is a cursor over the schedule, not the topological levels: from each node a combo
    kernel may hold, the later independent nodes of the region (64 positions by default) join it, and the region's
    candidates pass the gate together. On gn_silu_conv it makes op7_op8_op12 (the second GroupNorm's statistics with
    a later kernel), which torch 2.14's levels never put together; the prediction under 2.14's rules would miss it."""
    run = CORPUS / "torch215" / "gn_silu_conv_combo_cuda"
    default = CORPUS / "torch215" / "gn_silu_conv_cuda"
    assert _combos(run / "g0_inference" / "ir_post_fusion.txt") == [["op0", "op1", "op3", "op5"],
                                                                    ["op12", "op7", "op8"]]
    w = whatif(default, {"combo_kernels": True})
    assert sorted(sorted(g) for g in w.graphs[0].groups) == _groups(run / "g0_inference" / "ir_post_fusion.txt")
    sec = parse_file(default / "g0_inference" / "ir_post_fusion.txt").sections[-1]
    as_214 = combo_groups(sec, sec.nodes, ComboConfig(enabled=True, max_distance=64))
    assert ["op7_op8", "op12"] not in as_214 and \
        ["op7_op8", "op12"] in combo_groups(sec, sec.nodes, ComboConfig(enabled=True, max_distance=64, rules="2.15"))


def test_levels_are_inductors_topological_levels():
    """A node's level is one past its latest producer's; a combo kernel is made within one level."""
    sec = parse_file(CORPUS / "llama_decoder_cuda" / "g0_inference" / "ir_post_fusion.txt").sections[-1]
    plan = MemoryPlan(sec, sec.nodes, {})
    lv = {i: k for k, level in enumerate(levels(plan)) for i in level}
    assert sorted(lv) == list(range(len(sec.nodes)))
    for i, deps in enumerate(plan.deps):
        assert lv[i] == (max(lv[d] for d in deps) + 1 if deps else 0)


def test_the_knobs_are_checked_and_known_by_release():
    assert parse_sets(["combo_kernels=true", "combo_kernel_max_num_nodes=3", "combo_kernel_max_distance=-1",
                       "combo_kernel_peak_memory_pct_threshold=none", "combo_kernel_peak_memory_increase_gb=0.5",
                       "combo_kernels_pointwise_only=1"]) == {
        "combo_kernels": True, "combo_kernel_max_num_nodes": 3, "combo_kernel_max_distance": -1,
        "combo_kernel_peak_memory_pct_threshold": None, "combo_kernel_peak_memory_increase_gb": 0.5,
        "combo_kernels_pointwise_only": True}
    for bad, said in (("combo_kernel_max_num_nodes=0", "at least 1"),
                      ("combo_kernel_peak_memory_pct_threshold=-1", "at least 0"),
                      ("benchmark_combo_kernel=true", "cannot be predicted from the text")):
        with pytest.raises(WhatIfError, match=said):
            parse_sets([bad])
    # torch 2.13 added the gate, the windows and the cap; 2.11 the pointwise-only mode
    assert has_knob("combo_kernel_peak_memory_pct_threshold", "2.13")
    assert not has_knob("combo_kernel_peak_memory_pct_threshold", "2.12")
    assert has_knob("combo_kernels_pointwise_only", "2.11") and not has_knob("combo_kernels_pointwise_only", "2.10")
    # ComboConfig reads Inductor's names, and before 2.13 there is no gate
    from inductor_lens.replay.config import RunConfig
    rc = RunConfig(fusion_config({}), None, {"combo_kernels": True})
    assert ComboConfig.from_values(rc.values()) == ComboConfig(enabled=True)
    assert ComboConfig.from_values(rc.values_on("2.12")).peak_pct is None


def test_the_card_of_a_combo_kernel_says_grouped_not_fused():
    from inductor_lens.service.cards import node_card
    ir = parse_file(CORPUS / "llama_decoder_combo_cuda" / "g0_inference" / "ir_post_fusion.txt")
    md = node_card(ir.node("op3_op5_op12"), ir)
    assert "**Grouped** 3 kernels in one launch: `op3`, `op5`, `op12`" in md and "**Fused**" not in md


def test_a_graph_with_collectives_gets_the_caveat_of_their_later_move():
    """Inductor moves asynchronous collectives after making combo kernels (``comms.simple_overlap``): a prediction
    on such a graph (the tensor-parallel block's, all-reduce and wait kernels) says its order may not be Inductor's;
    one without collectives does not."""
    w = whatif(CORPUS / "tp_block_train_cuda", {"combo_kernels": True})
    assert all("asynchronous collectives" in (g.comparison.note or "") for g in w.graphs)
    w = whatif(CORPUS / "llama_decoder_cuda", {"combo_kernels": True})
    assert not any("asynchronous collectives" in (g.comparison.note or "") for g in w.graphs)


def test_suggest_names_the_combo_kernel_that_would_launch_a_pair_as_one():
    """Two kernels Inductor refuses to fuse ('no shared data': the MoE's per-expert gathers) are not fused by any
    knob, but ``combo_kernels`` launches them as one: the suggestion says so, with the combo kernel the compile with
    the knob made (``moe_top2_combo_cuda``). A run that had it on gets none."""
    from inductor_lens.runs.suggest import suggest
    s = suggest(CORPUS / "moe_top2_cuda" / "g0_inference" / "ir_post_fusion.txt")
    p = next(p for p in s.pairs if (p.node1, p.node2) == ("op21", "op27"))
    assert p.combo == {"set": {"combo_kernels": True}, "kernel": "op21_op27_op32_op37", "kernels": 4}
    assert "not fused but launched as one: --set combo_kernels=true" in p.text()
    assert ["op21", "op27", "op32", "op37"] in \
        _combos(CORPUS / "moe_top2_combo_cuda" / "g0_inference" / "ir_post_fusion.txt")
    on = suggest(CORPUS / "moe_top2_combo_cuda" / "g0_inference" / "ir_post_fusion.txt")
    assert all(p.combo is None for p in on.pairs)


def test_the_editor_page_offers_the_combo_kernel():
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    path = CORPUS / "moe_top2_cuda" / "g0_inference" / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    page = suggestion_page(ws, doc, "op21", "op27")
    assert "**Not a fusion, one launch:** `combo_kernels = True` would launch both in a combo kernel of 4 kernels " \
           "(`op21_op27_op32_op37`" in page["text"]
    assert "--set combo_kernels=true`" in page["text"]


def test_over_fusion_does_not_read_a_combo_kernel_as_one_loop():
    """A combo kernel's (or a foreach op's) sub-kernels run in blocks of their own: no 'reductions of several sizes
    in one kernel', no 'reads N buffers at once' (the compiled Adam step's foreach kernel of 16 updates reads 20)."""
    from inductor_lens.explain.overfusion import MANY_INPUTS, candidate, over_fusion
    post = CORPUS / "adam_step_cuda" / "g0_inference" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    top = max((t for t in sec.nodes if t.kind == "ForeachKernelSchedulerNode"), key=lambda t: len(leaves(t)))
    c = candidate(sec, top)
    assert c.inputs >= MANY_INPUTS and c.signals == []
    assert over_fusion(sec).candidates == []
    post = CORPUS / "transformer_train_combo_cuda" / "g0_forward" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    for top in sec.nodes:
        if top.kind == "ForeachKernelSchedulerNode":
            assert candidate(sec, top).signals == []


def test_memory_planning_frees_graph_inputs_but_not_parameters_or_constants():
    """Freeable inputs are the graph's own (a backward's saved activations), not its arguments or parameters
    (``arg*``, ``primals_*``, ``tangents_*``) nor its constants (a frozen parameter, ``_frozen_param1``)."""
    sec = parse_file(CORPUS / "cpp_template" / "g0_inference" / "ir_post_fusion.txt").sections[-1]
    plan = MemoryPlan(sec, sec.nodes, {})
    assert any(n.reads for t in sec.nodes for n in leaves(t) if any(d.name == "_frozen_param1" for d in n.reads))
    assert not [b for b in plan.bufs if b.startswith(("_", "arg"))]
    post = CORPUS / "groupnorm_train_dynamic_cuda" / "g1_backward" / "ir_post_fusion.txt"
    sec = parse_file(post).sections[-1]
    freed = {name for name, b in MemoryPlan(sec, sec.nodes, {}).bufs.items() if b.node < 0}
    assert {"convolution", "getitem_1", "rsqrt"} <= freed and not [x for x in freed if x.startswith(("primals_",
                                                                                                      "tangents"))]
