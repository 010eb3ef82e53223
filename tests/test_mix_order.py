"""Mix-order reductions (``replay/mixorder.py``, ``Rules.mix_order_can_fuse`` / ``mix_can_fuse_with``) on the
LayerNorm backward compiled for a simulated H200 (``layernorm_mix_order_train_cuda``): Inductor fuses the
per-row sums (op0, op1) with the split per-column sums (op3, op5) into one ``FusedMixOrderReductions``,
then the input gradient (op2) into its contiguous side, and later logs each side's refusals under the
side's name. The truth is the run's fusion log beside the IR."""
from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from conftest import CORPUS

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.report import render_text
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.config import DEFAULT, fusion_config
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.mixorder import MixOrder
from inductor_lens.replay.rounds import simulate

G = CORPUS / "layernorm_mix_order_train_cuda/g1_backward"
DYNAMIC = CORPUS / "layernorm_heads_train_dynamic_cuda/g1_backward"


def _by_pair(ex):
    return {(p.node1, p.node2): p for p in ex.pairs}


def test_the_text_tells_split_reductions_and_contiguous_loads():
    """op3/op5 are first stages of split column sums (their sizes before the split: 1024 columns over
    8192 rows), op0/op1 the row sums over contiguous rows; the pair qualifies, the contiguous side first."""
    g = Graph(parse_file(G / "ir_pre_fusion.txt").sections[0])
    mix = MixOrder(g)
    n = g.by_name
    assert mix.split_original(n["op3"]) == (1024, 8192) and mix.split_original(n["op5"]) == (1024, 8192)
    assert mix.split_original(n["op0"]) is None and mix.split_original(n["op4"]) is None   # a second stage
    assert mix.numel_rnumel(n["op0"]) == (8192, 1024) and mix.numel_rnumel(n["op3"]) == (1024, 8192)
    assert mix.contiguous_node(n["op0"]) and not mix.contiguous_node(n["op3"])
    assert mix.qualifies(n["op0"], n["op3"]) is None and mix.qualifies(n["op3"], n["op1"]) is None
    assert mix.sides(n["op3"], n["op0"]) == (n["op0"], n["op3"])
    assert mix.qualifies(n["op0"], n["op1"]) == "no_mix_orders"           # same orders: a plain fusion
    assert mix.reduction_types(n["op3"]) == {"sum"}


def test_the_replay_makes_inductors_mix_order_kernel():
    """Every logged verdict agrees with the log, the possible-fusion counts too (8 in the first round: the
    4 mix-order pairs count), and the replayed groups are the post-fusion file's."""
    ex = explain_file(G / "ir_post_fusion.txt", fusion_log=G / "fusion.log")
    agree = ex.log_agreement
    assert agree["pairs"] == agree["agree"] == 16 and not agree["mismatches"], agree
    assert [r["found"] for r in ex.rounds] == [r.found for r in read_fusion_log(G / "fusion.log")[0].rounds] == [8, 0, 0]
    assert not any("differs" in n for n in ex.notes), ex.notes
    v = _by_pair(ex)
    mixed = v[("op0_op1", "op3_op5")]
    assert mixed.fused and mixed.facts.simd == (
        "mix-order reductions: op0_op1 reduces 1,024 elements for each of 8,192 outputs (contiguously), op3_op5 "
        "reduces 8,192 elements for each of 1,024 outputs, split in two stages")
    assert mixed.facts.simd in mixed.summary
    joined = v[("op0_op1_op3_op5", "op2")]          # the input gradient joins the contiguous side
    assert joined.fused and joined.facts.simd == "a side of the mix-order reduction"
    # later: the kernel's own verdict is silent, each side's refusal is Inductor's log line
    k = v[("op0_op1_op2_op3_op5", "op8")]
    assert k.reason == "mix_order_reduction" and not k.logged and k.facts.rule == "sides"
    assert [(s.side, s.other, s.check, s.rule) for s in k.facts.sides] == [
        ("op0_op1_op2", "op8", "no_shared_data", None), ("op3_op5", "op8", "no_shared_data", None)]
    assert "no side of op0_op1_op2_op3_op5 takes op8" in k.summary
    for side in ("op0_op1_op2", "op3_op5"):
        s = v[(side, "op8")]
        assert s.logged and s.inductor_message == "no shared data" and s.log_entry["agrees"]
    j = k.to_json()
    assert j["evidence"]["check"]["sides"][0] == {"side": "op0_op1_op2", "other": "op8", "check": "no_shared_data"}


def test_the_post_fusion_file_alone_rebuilds_the_kernel_with_its_sides():
    """Without ir_pre_fusion.txt, the file's FusedMixOrderReductions is rebuilt with its two sides (the
    members up to the first reversed reduction, then the rest) and the last round's side verdicts are the
    log's."""
    final = [r for r in read_fusion_log(G / "fusion.log")[0].rounds if r.final][0]
    want = {(e.node1, e.node2): e.reason for e in final.events}
    ex = explain_file(G / "ir_post_fusion.txt", discover=False)
    assert ex.mode == "final-round"
    got = {(p.node1, p.node2): p.inductor_message for p in ex.pairs if p.logged and p.source == "candidate"}
    assert got == want and ("op0_op1_op2", "op8") in got
    k = _by_pair(ex)[("op0_op1_op2_op3_op5", "op4")]
    assert k.reason == "mix_order_reduction" and [s.side for s in k.facts.sides] == ["op0_op1_op2", "op3_op5"]
    # the text counts and lists the sides' checks apart (not as refusals of earlier rounds)
    sides = [p for p in ex.pairs if p.side_check]
    assert len(sides) == 6 and all(not p.final and p.logged for p in sides)
    text = render_text(ex)
    assert "5 unfused pairs (1 logged by Inductor), 0 fusions, 6 checks of fused kernels' parts" in text
    assert "earlier rounds" not in text and "  op0_op1_op2 -> op8: no shared data" in text


def test_the_runs_config_turns_it_off():
    """``triton.mix_order_reduction`` off (TORCHINDUCTOR_MIX_ORDER_REDUCTION=0): the reductions of the two
    orders do not fuse, and the replay no longer gives the post-fusion file's groups."""
    assert fusion_config({"triton.mix_order_reduction": False}).triton_mix_order_reduction is False
    ex = explain_file(G / "ir_post_fusion.txt", config=replace(DEFAULT, triton_mix_order_reduction=False))
    v = _by_pair(ex)
    assert not any(p.fused and "op3" in p.node2 and "op0" in p.node1 for p in ex.pairs)
    assert v[("op0", "op3")].reason == v[("op0_op1_op2", "op3_op5")].reason == "no_shared_data"
    assert v[("op0_op1", "op2")].fused          # the input gradient joins the row sums instead
    assert any("differs from the post-fusion file" in n for n in ex.notes)
    assert any("triton.mix_order_reduction=False; replayed with it" in n for n in ex.notes)
    # the max-reads limit: at 4 loads the kernel takes no further node (silently)
    ex = explain_file(G / "ir_post_fusion.txt", config=replace(DEFAULT, triton_mix_order_reduction_max_reads=4))
    k = _by_pair(ex)[("op0_op1_op3_op5", "op2")]
    assert not k.fused and k.reason == "mix_order_reduction" and k.facts.rule == "max_reads"
    # primals_4, tangents_1, addmm, getitem_1, rsqrt (the reductions) and buf0, buf1 (op2 reads them)
    assert k.facts.reads == 7 and k.facts.limit == 4 and "over mix_order_reduction_max_reads (4" in k.summary


def test_dynamic_sizes_are_decided_at_the_size_hints(tmp_path: Path):
    """A LayerNorm backward with a symbolic row count: the size checks use output_code.py's size hints (too
    small in this run: the log's no-shared-data refusals); without them the pair is undecidable, and says
    why. Non-strict mode skips the size checks: the pair is then a mix-order candidate."""
    post = DYNAMIC / "ir_post_fusion.txt"
    with_hints = explain_file(post, discover=False, output_code=DYNAMIC / "output_code.py")
    assert _by_pair(with_hints)[("op3_op7", "op5")].reason == "no_shared_data"
    alone = tmp_path / "ir_post_fusion.txt"
    shutil.copy(post, alone)
    v = _by_pair(explain_file(alone))[("op3_op7", "op5")]
    assert v.reason == "undecidable_from_text" and "symbolic and its symbols have no size hint" in v.summary
    loose = explain_file(post, discover=False, output_code=DYNAMIC / "output_code.py",
                         config=replace(DEFAULT, triton_mix_order_reduction_non_strict_mode=True))
    assert _by_pair(loose)[("op3_op7", "op5")].reason != "no_shared_data"


FLAT = CORPUS / "layernorm_flat_train_cuda/g1_backward"                 # torch 2.14.1
FLAT_215 = CORPUS / "torch215/layernorm_flat_train_cuda/g1_backward"    # torch 2.15.0


def test_torch_2_15_drops_the_rows_to_columns_gate():
    """4,096 rows of 3,072 features: torch 2.14 keeps the backward's row and column sums apart (fewer than
    twice as many rows as columns), torch 2.15 fuses them into a mix-order kernel; the replay follows the
    version that compiled each graph (its fx_graph_runnable.py), and 2.14's rules would not give 2.15's
    groups."""
    g = Graph(parse_file(FLAT / "ir_pre_fusion.txt").sections[0])
    assert MixOrder(g).qualifies(g.by_name["op0"], g.by_name["op3"]) == "too_few_rows"
    assert MixOrder(g, v215=True).qualifies(g.by_name["op0"], g.by_name["op3"]) is None
    old = explain_file(FLAT / "ir_post_fusion.txt", fusion_log=FLAT / "fusion.log")
    assert old.log_agreement["agree"] == old.log_agreement["pairs"] and not old.log_agreement["mismatches"]
    assert _by_pair(old)[("op0", "op3")].reason == "no_shared_data"
    assert not any(p.fused and "op3" in p.node2 and p.node1.startswith("op0") for p in old.pairs)
    new = explain_file(FLAT_215 / "ir_post_fusion.txt", fusion_log=FLAT_215 / "fusion.log")
    assert new.log_agreement["agree"] == new.log_agreement["pairs"] and not new.log_agreement["mismatches"]
    assert _by_pair(new)[("op0_op1", "op3_op5")].fused
    assert not any("differs" in n for n in new.notes), new.notes
    assert "the wider mix-order reductions: flatter and square shapes" in new.notes[0]
    # the same graph replayed with torch 2.14's rules: the row and column sums stay apart
    pre = Graph(parse_file(FLAT_215 / "ir_pre_fusion.txt").sections[0])
    groups = [sorted(s.name for s in n.snodes) for n in simulate(pre, config=DEFAULT).final_nodes]
    assert ["op0", "op1", "op2", "op3", "op5"] not in groups and ["op0", "op1", "op2"] in groups


def test_a_side_refusal_at_fusion_time_is_a_side_check_not_a_fusion():
    """When a mix-order kernel takes a node on its second side, the first side's refusal (logged by Inductor
    under the side's name) is recorded as a side check: the fusion event is the kernel's alone (found by fuzzing
    the fixture: a refusal recorded as a fusion gave a 'fused' verdict with a refusal's facts)."""
    from inductor_lens.replay.rounds import _Simulator
    from inductor_lens.replay.rules import Decision
    g = Graph(parse_file(G / "ir_pre_fusion.txt").sections[0])
    sim = _Simulator(g, None, None, DEFAULT)
    n = g.by_name
    refused = Decision(False, "no_shared_data", "no shared data")
    ok = Decision(True, sides=((n["op0"], n["op2"], refused), (n["op3"], n["op2"], Decision(True))))
    sim.record(n["op1"], n["op2"], ok, 1, False, "fuse")
    assert [(e.node1, e.node2, e.stage) for e in sim.events] == [("op0", "op2", "side"), ("op1", "op2", "fuse")]
    assert sim.side_events == 1


def test_a_node_of_no_points_has_no_iteration_ratio():
    """A fuzzed loop size of 0 made the evidence divide by zero (``ratio_text``): no ratio then."""
    from inductor_lens.explain.evidence import ratio_text
    assert ratio_text(0, 8192) is None and ratio_text(8192, 0) is None
    assert ratio_text(8192, 64) == "128:1" and ratio_text(64, 8192) == "1:128"


def test_the_sides_of_a_kernel_are_read_from_its_neighbourhood_not_the_whole_graph(monkeypatch):
    """A hover on a mix-order kernel's header (its card names the split) reads the sides from the graph of
    the kernel and its readers: the same sides as the whole section's graph gives, on every real file that
    has one, without building a graph of the section (30,000 nodes in a large file)."""
    import glob

    from inductor_lens.explain import overfusion
    from inductor_lens.ir.groups import leaves
    from inductor_lens.replay.mixorder import sides_of
    built: list[int] = []

    class Counting(Graph):
        def __init__(self, sec, *a, **k):
            built.append(len(sec.nodes))
            super().__init__(sec, *a, **k)

    monkeypatch.setattr(overfusion, "Graph", Counting)
    seen = 0
    for p in sorted(glob.glob(str(CORPUS / "**/ir_post_fusion.txt"), recursive=True)):
        for sec in parse_file(p).sections:
            for top in sec.nodes:
                if top.kind != "FusedMixOrderReductions":
                    continue
                names = [m.name for m in leaves(top)]
                whole = sides_of(Graph(sec), names)
                built.clear()
                assert overfusion.split_parts(sec, top) == [whole[0], whole[1]], p
                whole_section = len(sec.nodes) <= 2    # the kernel and its one reader are the section
                assert built and max(built) < 8 and (whole_section or max(built) < len(sec.nodes)), (p, built)
                seen += 1
    assert seen >= 4
