"""Foreach kernels (``replay/foreach.py``): a compiled optimizer step on the simulated H200, whose foreach ops
Inductor groups into ForeachKernelSchedulerNodes after writing ir_pre_fusion.txt (the fusion log names them),
checked against Inductor's own fusion log."""
from __future__ import annotations

import shutil

from conftest import REPO

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file

CORPUS = REPO / "tests" / "corpus"
ADAM = CORPUS / "adam_step_cuda" / "g0_inference"
CLIP = CORPUS / "clip_adamw_step_cuda" / "g0_inference"
BIG = "op12_op4_op16_op23_op13_op5_op17_op21_op14_op6_op18_op25_op15_op7_op19_op27"


def test_the_fusion_logs_first_candidates_name_the_foreach_lists():
    (g,) = read_fusion_log(ADAM / "fusion.log")
    assert sorted(g.foreach_lists) == [["op0", "op1", "op2", "op3"], ["op12", "op13", "op14", "op15"],
                                       ["op16", "op17", "op18", "op19"], ["op4", "op5", "op6", "op7"]]
    # ir_pre_fusion.txt, written before the grouping, has only the per-tensor nodes
    assert "ForeachKernelSchedulerNode" not in (ADAM / "ir_pre_fusion.txt").read_text()


def test_a_compiled_adam_step_is_replayed_as_inductor_fused_it():
    """Every verdict Inductor logged agrees: the foreach kernels fused member by member (op12_op13_op14_op15
    with op4_op5_op6_op7), the parameter copies joined the members they read (op23, op21, op25, op27), a copy
    refused by a foreach list it does not feed ('candidate producer is not dep of any foreach consumer') and
    the reverse ('candidate consumer has no dep in any foreach producer'), and the step counters' member
    check, logged under the members' names ('cannot fuse op0 with op16: numel/rnumel mismatch')."""
    ex = explain_file(ADAM / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] == 18, a["mismatches"][:3]
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n or "foreach kernels" in n], ex.notes
    assert set(ex.final_group.values()) == {"op0_op1_op2_op3", BIG}
    rules = {(v.node1, v.node2): v.facts.rule for v in ex.pairs if v.reason == "foreach"}
    assert rules[("op23", "op16_op17_op18_op19")] == "producer_not_dep"
    assert rules[("op16_op17_op18_op19", "op23")] == "consumer_no_dep"
    (side,) = [v for v in ex.pairs if (v.node1, v.node2) == ("op0", "op16")]
    assert side.logged and side.reason == "simd_numel_mismatch"
    (member,) = [v for v in ex.pairs if (v.node1, v.node2) == ("op0_op1_op2_op3", "op16_op17_op18_op19")]
    assert member.reason == "foreach" and member.facts.rule == "member" and not member.logged
    assert "op0 with op16" in member.summary and "logs that check under the members' names" in member.summary


def test_a_foreach_kernel_that_took_a_node_keeps_inductors_empty_read_map():
    """``__init__``'s prev_node path: the kernel made by fusing an ordinary node into a member has no
    read_to_node, and its name map points the new member's operations at the new member."""
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rounds import simulate
    (g,) = read_fusion_log(ADAM / "fusion.log")
    sim = simulate(Graph(parse_file(ADAM / "ir_pre_fusion.txt").sections[0]), foreach_lists=g.foreach_lists)
    (big,) = [n for n in sim.final_nodes if n.name == BIG]
    assert big.foreach.read_to_node == {}
    assert big.foreach.name_to_node["op27"].name == big.foreach.name_to_node["op7"].name == "op15_op7_op19_op27"
    assert [s.name for s in big.foreach.subs] == ["op12_op4_op16_op23", "op13_op5_op17_op21",
                                                  "op14_op6_op18_op25", "op15_op7_op19_op27"]


def test_clipping_then_adamw_agrees_with_the_log():
    """Clipping (g0: the gradients scaled in one foreach op, the parameters' copies taken in one by one) and
    AdamW over two parameter groups (g1: foreach kernels of 4 and of 2 members, which share no data): every
    logged verdict agrees, the copies joining the member that writes what they read, in Inductor's order."""
    for g, n in ((CLIP, 26), (CLIP.with_name("g1_inference"), 30)):
        ex = explain_file(g / "ir_post_fusion.txt")
        a = ex.log_agreement
        assert a["agree"] == a["pairs"] == n, (g, a["mismatches"][:3])
        assert any(v.reason == "foreach" and v.logged for v in ex.pairs)
        assert not [x for x in ex.notes if "differs from the post-fusion file" in x], ex.notes
    groups = set(explain_file(CLIP.with_name("g1_inference") / "ir_post_fusion.txt").final_group.values())
    assert "op12_op4_op16_op31_op47_op13_op5_op17_op33_op43_op14_op6_op18_op35_op49_op15_op7_op19_op37_op51" in groups
    assert "op22_op26_op28_op39_op45_op23_op27_op29_op41_op53" in groups


def test_without_the_fusion_log_the_grouping_is_unknown_and_said(tmp_path):
    for f in ADAM.iterdir():
        if f.name != "fusion.log":
            shutil.copy(f, tmp_path / f.name)
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    assert any("without the fusion log (TORCH_LOGS=fusion) which nodes it grouped is not known" in n for n in ex.notes)
    # the file's kernels still count as fused (fused_in_file), member by member
    assert ex.log_agreement is None


def test_a_post_fusion_file_alone_replays_its_foreach_kernels(tmp_path):
    """No ir_pre_fusion.txt: the last round on the kernels the file prints, the foreach kernels rebuilt from
    their printed members. Its two logged verdicts agree: the step counters' member check (op0 with
    op12_op4_op16_op23) and the node order of the two kernels."""
    for f in ADAM.iterdir():
        if f.name != "ir_pre_fusion.txt":
            shutil.copy(f, tmp_path / f.name)
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    assert ex.mode == "final-round"
    logged = {(v.node1, v.node2): v.log_entry for v in ex.pairs if v.logged}
    assert set(logged) == {("op0", "op12_op4_op16_op23"), (BIG, "op0_op1_op2_op3")}
    assert all(e and e.get("agrees") for e in logged.values()), logged


def test_suggest_and_compare_replay_the_run_with_its_foreach_lists():
    """``runs.regroup.Replayer`` (suggest's candidate configs, compare's attribution to a release's rules) reads
    the lists from the fusion log beside the graph: its default-config groups are the file's."""
    from inductor_lens.replay.config import DEFAULT
    from inductor_lens.runs.regroup import Replayer
    r = Replayer(ADAM / "ir_post_fusion.txt")
    assert r.foreach_lists and len(r.foreach_lists) == 4
    groups = r.groups(DEFAULT)
    assert groups["op27"] == groups["op12"] == BIG and groups["op0"] == "op0_op1_op2_op3"
    assert r.kernels(groups) == 2


def test_a_combo_kernel_run_says_nothing_of_foreach_lists():
    """combo_kernels=True: the post-fusion file's ForeachKernelSchedulerNode is a combo kernel, made after
    fusion; no note about foreach lists."""
    ex = explain_file(CORPUS / "configs" / "block_combo_kernels_cuda" / "g0_inference" / "ir_post_fusion.txt")
    assert not [n for n in ex.notes if "foreach op's nodes" in n]


def test_with_the_log_a_post_fusion_file_alone_knows_its_kernels_read_map(tmp_path):
    """The clipping graph: the gradients' copies joined the foreach kernel one by one (``prev_node`` path), so
    Inductor's map of its members' reads is empty and op7_op8 is 'not dep of any foreach consumer'. The file
    alone cannot tell (undecidable); with the fusion log's lists the replay sees that each member ends with a
    node of no list, and agrees."""
    for f in CLIP.iterdir():
        if f.name != "ir_pre_fusion.txt":
            shutil.copy(f, tmp_path / f.name)
    big = "op9_op15_op10_op16_op11_op17_op12_op18_op13_op19_op14_op20"
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    (v,) = [p for p in ex.pairs if (p.node1, p.node2) == ("op7_op8", big)]
    assert v.reason == "foreach" and v.facts.rule == "producer_not_dep" and v.log_entry["agrees"]
    alone = explain_file(tmp_path / "ir_post_fusion.txt", discover=False)
    (u,) = [p for p in alone.pairs if (p.node1, p.node2) == ("op7_op8", big)]
    assert u.reason == "undecidable_from_text" and "last took a single node" in u.facts.missing


def test_foreach_kernels_are_exempt_from_max_fusion_size_but_their_members_are_not():
    """max_fusion_size=2 (configs/adam_max_fusion_size_cuda): two foreach kernels of 4 members still fuse into
    members of 2 nodes (choices.py exempts foreach kernels from the limit); a third list, or a parameter's copy,
    would make a member of 3: that member check 'exceeds max fusion', logged under the members' names."""
    g = CORPUS / "configs" / "adam_max_fusion_size_cuda" / "g0_inference"
    ex = explain_file(g / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] == 17, a["mismatches"][:3]
    assert "op12_op4_op13_op5_op14_op6_op15_op7" in set(ex.final_group.values())
    (v,) = [p for p in ex.pairs if (p.node1, p.node2) == ("op12_op4", "op16")]
    assert v.reason == "exceeds_max_fusion" and v.logged
    assert not [p for p in ex.pairs if p.reason == "exceeds_max_fusion" and "_op13" in p.node1 + p.node2
                and len(p.node1.split("_")) > 3]


def test_a_compiled_sgd_step_with_momentum_agrees_with_the_log():
    """SGD with momentum and weight decay over a conv net's six parameters (foreach kernels of 6 members):
    every logged verdict agrees on the simulated H200, and on the CPU (no foreach kernels there)."""
    for g in (CORPUS / "sgd_momentum_step_cuda" / "g0_inference", CORPUS / "sgd_momentum_step" / "g0_inference"):
        ex = explain_file(g / "ir_post_fusion.txt")
        a = ex.log_agreement
        assert a["agree"] == a["pairs"] > 15, (g, a["mismatches"][:3])
        assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    (g,) = read_fusion_log(CORPUS / "sgd_momentum_step_cuda" / "g0_inference" / "fusion.log")
    assert g.foreach_lists and {len(x) for x in g.foreach_lists} == {6}
