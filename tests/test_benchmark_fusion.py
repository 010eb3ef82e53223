"""``config.benchmark_fusion`` (``TORCHINDUCTOR_BENCHMARK_FUSION=1``): on a GPU Inductor compiles every pair its rules
allow as two kernels and as one, times them and fuses only the faster; a timed pair waits until a later pair meets
one of its nodes or the round ends. The fixtures are real compiles for the simulated H200 (tests/corpus/generate.py:
``bench_fusion_*``, timed by the rule of ``_time_fusions_without_gpu``, recorded in meta.json); the truth is each
one's fusion log."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from conftest import CORPUS

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.config import graph_config
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.rounds import simulate
from inductor_lens.replay.templates import timed_fusions
from inductor_lens.runs.suggest import suggest
from inductor_lens.runs.whatif import WhatIfError, parse_sets

TIMED = ("bench_fusion_mlp_cuda", "bench_fusion_block_cuda", "bench_fusion_scatter_cuda")


def graphs(name: str):
    return sorted(p for p in (CORPUS / name).iterdir() if p.is_dir())


def verdict(ex, a: str, b: str):
    return next(p for p in ex.pairs if (p.node1, p.node2) == (a, b))


def replayed(folder, flip: bool = False):
    """The rounds replayed from the pre-fusion file with the run's config and the log's timings (``flip``: each
    timing's answer turned round)."""
    pre = parse_file(folder / "ir_pre_fusion.txt").sections[-1]
    (log,) = read_fusion_log(folder / "fusion.log")
    g = Graph(pre)
    g.timed = timed_fusions(log.benchmarks, g.buffers)
    if flip:
        g.timed = {k: [replace(b, fused=not b.fused, spill=None, nodes=None) if b.spill is None else b for b in bs]
                   for k, bs in g.timed.items()}
    return simulate(g, config=graph_config(folder).fusion), log


@pytest.mark.parametrize("folder", [g for name in TIMED for g in graphs(name)], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_verdict_and_timing_agrees_with_the_log_and_the_fusions_come_in_its_order(folder):
    ex = explain_file(folder / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] > 0 and not a["mismatches"]
    assert ex.config.changed == {"benchmark_fusion": True} and ex.config.exact()
    # the replay fuses in the order the log does: a timed pair fuses when a later pair meets it, or at the round's end
    sim, log = replayed(folder)
    fused = [(e.node1, e.node2) for e in sim.events if e.stage == "fuse"]
    assert fused == [(e.node1, e.node2) for e in log.events if e.kind == "fuse"]
    assert sorted(n.name for n in sim.final_nodes) == sorted(
        n.name for n in parse_file(folder / "ir_post_fusion.txt").sections[-1].nodes)


def test_the_timings_and_the_spills_are_the_verdicts_of_the_pairs_inductor_kept_apart():
    folder = CORPUS / "bench_fusion_mlp_cuda" / "g1_backward"
    ex = explain_file(folder / "ir_post_fusion.txt")
    assert ex.log_agreement["timed"] >= 2
    # a spill is Inductor's own refusal, in words
    p = verdict(ex, "op0_op1", "op4")
    assert (p.reason, p.inductor_message) == ("benchmark_refused", "register spilling of the fused kernel")
    c = p.to_json()["evidence"]["check"]
    assert (c["benchmark"], c["kernel"], c["source"]) == ("spills", "fused", "the fusion log")
    assert "the fused kernel spilled registers" in p.summary
    # refused for sharing no data in the first rounds, then timed slower in the loop-ordering round: the timing is
    # the pair's last word
    p = verdict(ex, "op4", "op7")
    assert p.reason == "benchmark_refused" and p.inductor_message is None
    c = p.to_json()["evidence"]["check"]
    assert (c["benchmark"], c["ratio"]) == ("slower", 1.252)
    assert p.quote() == "[Inductor timed it: not fused, 1.252x slowdown]"
    assert p.log_entry["agrees"]
    assert "no faster than the two kernels apart (1.252x slowdown)" in p.summary
    # a pair timed faster is fused "timed by Inductor"
    f = verdict(ex, "op8", "op9")
    assert f.fused and f.to_json()["evidence"]["check"]["benchmark"] == "faster"


def test_what_inductor_does_not_time_and_the_cycle_it_checks_on_the_wrong_pair():
    folder = CORPUS / "bench_fusion_scatter_cuda" / "g0_inference"
    sim, _log = replayed(folder)
    events = {(e.node1, e.node2): e for e in sim.events if e.stage in ("fuse", "cycle", "try")}
    # op6 scatters with an atomic add (index_put accumulate): its fusions are not timed
    e = events[("op4", "op6")]
    assert e.decision.ok and e.decision.facts.benchmark is None
    # op0 -> op1 is timed faster, but the pair being tried when it is resolved, op1 -> op6, would make a cycle:
    # Inductor drops the timed fusion (resolve_pending_fusions checks that pair); op0 fuses later
    assert events[("op1", "op6")].decision.code == "will_create_cycle"
    assert ("op0", "op1") not in events or not events[("op0", "op1")].decision.ok
    assert events[("op0", "op1_op4_op6_op9")].decision.ok
    assert sim.timings[frozenset({"op0"}), frozenset({"op1"})] is True


def test_the_replay_follows_the_timings_it_is_given():
    """With the log's timing answers turned round, the replay follows them: the fusions found faster are refused,
    the others fuse (no post-fusion file to contradict it)."""
    folder = CORPUS / "bench_fusion_mlp_cuda" / "g1_backward"
    sim, _log = replayed(folder, flip=True)
    fused = {(e.node1, e.node2) for e in sim.events if e.stage == "fuse"}
    straight, _log = replayed(folder)
    assert ("op8", "op9") not in fused and fused != {(e.node1, e.node2) for e in straight.events if e.stage == "fuse"}
    # a pair the log never timed (the flipped run reaches other compositions) is assumed faster: no file to tell
    assert any(e.decision.facts.benchmark == "assumed" for e in sim.events if e.stage == "fuse")


def test_without_the_log_the_post_fusion_file_tells_and_without_it_the_fusion_is_assumed(tmp_path):
    folder = CORPUS / "bench_fusion_mlp_cuda" / "g1_backward"
    ex = explain_file(folder / "ir_post_fusion.txt", fusion_log="")
    assert not ex.notes or all("differs from the post-fusion file" not in n for n in ex.notes)
    p = verdict(ex, "op0_op1", "op4")
    assert p.reason == "benchmark_refused" and p.to_json()["evidence"]["check"]["source"] == "the post-fusion file"
    # a pre-fusion file alone: every timed pair is assumed faster, and said so
    for f in ("ir_pre_fusion.txt", "fx_graph_runnable.py"):
        (tmp_path / f).write_text((folder / f).read_text())
    ex = explain_file(tmp_path / "ir_pre_fusion.txt")
    assumed = [p for p in ex.pairs if p.fused and p.to_json()["evidence"]["check"].get("benchmark") == "assumed"]
    assert assumed and not any(p.reason == "benchmark_refused" for p in ex.pairs)


def test_the_cpu_times_nothing():
    for folder in graphs("bench_fusion_mlp"):
        ex = explain_file(folder / "ir_post_fusion.txt")
        assert ex.config.changed == {"benchmark_fusion": True}
        assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0 and "timed" not in ex.log_agreement
        assert not any(p.to_json()["evidence"]["check"].get("benchmark") for p in ex.pairs)


def test_what_would_fuse_it_is_the_knob_off_with_its_warning_and_on_cannot_be_predicted():
    s = suggest(CORPUS / "bench_fusion_mlp_cuda" / "g1_backward" / "ir_post_fusion.txt")
    # the spill: the knob off fuses it, what the compile without it did (bench_fusion_mlp_off_cuda: op0_op1_op4)
    fix = s.of("op0_op1", "op4").fixes[0]
    assert fix.set == (("benchmark_fusion", False),) and any("timed slower" in w for w in fix.also)
    # op4 -> op7 was timed only because op4 was still alone: with the knob off, op0_op1 takes op4 first and then
    # shares no data with op7, so it takes a second knob
    (two,) = [f for f in s.of("op4", "op7").fixes if ("benchmark_fusion", False) in f.set]
    assert len(two.set) == 2
    with pytest.raises(WhatIfError, match="cannot be predicted from the text"):
        parse_sets(["benchmark_fusion=true"])
    assert parse_sets(["benchmark_fusion=false"]) == {"benchmark_fusion": False}


def test_the_fixtures_record_how_the_simulated_gpu_timed():
    meta = json.loads((CORPUS / "bench_fusion_block_cuda" / "meta.json").read_text())
    timed = meta["simulated"]["fusions_timed"]
    assert timed and all({"nodes", "num_gb", "tmps", "ms"} <= set(t) for t in timed)


def test_a_fusion_that_closes_a_cycle_is_the_error_of_the_failed_compile():
    """tests/corpus/failed/bench_fusion_cycle_cuda: Inductor fused two timed pairs after checking another pair for a
    cycle, and the compile failed in memory planning; the pre-fusion file and the log of that failed compile say
    which fusion, through what, and which pair was checked instead."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    folder = CORPUS / "failed" / "bench_fusion_cycle_cuda" / "g0_inference"
    assert not (folder / "ir_post_fusion.txt").exists()
    assert "Cycle detected in memory planning graph" in json.loads(
        (folder.parent / "meta.json").read_text())["simulated"]["compile_failed"]
    ex = explain_file(folder / "ir_pre_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 6
    (c,) = ex.failures
    assert (c.node1, c.node2, c.via, c.checked1, c.checked2) == ("op1", "op2", "op0_op3", "op0", "op1")
    assert any(n.startswith("error: Inductor fuses op1 with op2 although that makes a cycle through op0_op3") for n in ex.notes)
    assert ex.to_json()["compile_failures"] == [{**c.to_json(), "code": "fusion_cycle"}]
    # the log shows its consequence: each fused node must go before the other
    assert {(p.node1, p.node2, p.inductor_message) for p in ex.pairs if not p.fused} == {
        ("op0_op3", "op1_op2", "node1 must go before node2"), ("op1_op2", "op0_op3", "node1 must go before node2")}
    # the language server: an error on op1's header, the others one click away
    ws = Workspace()
    path = folder / "ir_pre_fusion.txt"
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    (d,) = [d for d in F.fusion_diagnostics(ws, doc) if d.code == "fusion_cycle"]
    assert d.severity == "error" and d.href.endswith("fusion_cycle.md")
    assert doc.text.splitlines()[d.start[0]].startswith("op1:")
    assert [r[1] for r in d.related] == ["op2: fused with op1", "op0_op3: the cycle runs through it",
                                         "op1: op0 -> op1: the pair checked instead"]
    # a correct check finds no such fusion in the compiles that finished
    for name in TIMED:
        for g in graphs(name):
            assert not replayed(g)[0].failures


def test_a_timing_whose_kernel_cannot_be_generated_is_the_error_of_the_failed_compile():
    """tests/corpus/failed/bench_fusion_mix_order_cuda: the backward's row and column sums are a mix-order pair,
    which benchmark_fusion times by generating them as one plain kernel: the compile fails with Inductor's
    NotImplementedError, whose words the replay gives, and stops where Inductor stopped."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    model = CORPUS / "failed" / "bench_fusion_mix_order_cuda"
    error = json.loads((model / "meta.json").read_text())["simulated"]["compile_failed"]
    folder = model / "g1_backward"
    ex = explain_file(folder / "ir_pre_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    (c,) = ex.failures
    assert (c.node1, c.node2, c.kernel, c.other) == ("op0_op1", "op3_op5", "fused", "op3")
    words = error.split(" Set TORCHDYNAMO")[0]      # "NotImplementedError: unexpected group: (8192, 1024) != ..."
    assert f'"{words}"' in c.text()
    # the replay made the fusions the log shows before the failure, and none after it
    (log,) = read_fusion_log(folder / "fusion.log")
    sim, _ = replayed(folder)
    assert [(e.node1, e.node2) for e in sim.events if e.stage == "fuse"] == [
        (e.node1, e.node2) for e in log.events if e.kind == "fuse"] == [("op0", "op1"), ("op3", "op5")]
    ws = Workspace()
    path = folder / "ir_pre_fusion.txt"
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    (d,) = [d for d in F.fusion_diagnostics(ws, doc) if d.code == "benchmark_compile_failed"]
    assert d.severity == "error" and doc.text.splitlines()[d.start[0]].startswith("op0:")
    # the hover of either node says so first
    doc.analysis(ws)
    line = next(i for i, t in enumerate(doc.text.splitlines()) if t.startswith("op3:"))
    card = F.hover(ws, doc, doc.offset(line, 1))
    assert card is not None and "**⛔ Compile fails** Inductor cannot time op0_op1 -> op3_op5" in card.markdown
    # the forward compiled: nothing failed there
    assert not explain_file(model / "g0_forward" / "ir_post_fusion.txt").failures
