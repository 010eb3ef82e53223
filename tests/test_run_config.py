"""The run's own Inductor config, read where Inductor wrote it (issue 37 item 1-2): the config fixtures
(``tests/corpus/configs/``, ``generate.py --configs``) are plain ``TORCH_COMPILE_DEBUG=1`` graphs made
under one non-default knob, with Inductor's ``fx_graph_runnable.py`` and no ``inductor_config.json``.
Every front end replays them with the run's values (``replay.config.graph_config``) and says which
values differ from the defaults; a knob the replay does not model is named with what it means."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO

from inductor_lens.dump.runnable import parse_runnable, read_runnable
from inductor_lens.explain.explain import explain_file
from inductor_lens.replay.config import DEFAULT, KNOBS, graph_config

CONFIGS = CORPUS / "configs"
MAX_FUSION = CONFIGS / "block_max_fusion_size" / "g0_inference"
MAX_FUSION_CUDA = CONFIGS / "block_max_fusion_size_cuda" / "g0_inference"
ENV_KNOB = CONFIGS / "block_loop_ordering_env" / "g0_inference"
UNIQUE_IO = CONFIGS / "block_unique_io_buffers" / "g0_inference"
UNIQUE_IO_CUDA = CONFIGS / "block_unique_io_buffers_cuda" / "g0_inference"
COMBO = CONFIGS / "block_combo_kernels_cuda" / "g0_inference"
AGGRESSIVE = CONFIGS / "block_aggressive_fusion" / "g0_inference"
AGGRESSIVE_CUDA = CONFIGS / "block_aggressive_fusion_cuda" / "g0_inference"
REINDEX_OFF = CONFIGS / "resblock_loop_reindexing_cuda" / "g0_inference"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          cwd=cwd or REPO, timeout=300)


def _fixtures() -> list[Path]:
    return sorted(p.parent for p in CONFIGS.glob("*/g*/ir_post_fusion.txt"))


def test_the_fixtures_hold_the_config_only_in_fx_graph_runnable():
    found = _fixtures()
    assert len(found) >= 8
    for g in found:
        assert (g / "fx_graph_runnable.py").is_file() and not (g / "inductor_config.json").exists(), g
        meta = json.loads((g.parent / "meta.json").read_text())
        run = read_runnable(g)
        assert run is not None and run.torch_version == meta["torch"], g
        values = run.values()
        for k, v in meta["config"].items():
            assert values.get(k) == v, (g, k, values)


def test_the_runnable_file_is_read_never_run(tmp_path):
    """Lines that are not literals are skipped, never evaluated; the environment lines set what
    torch/_inductor/config.py would read from them."""
    marker = tmp_path / "ran"
    text = (
        "import os\n"
        "os.environ['TORCHINDUCTOR_LOOP_ORDERING_AFTER_FUSION'] = '0'\n"
        "os.environ['TORCHINDUCTOR_CPP_MAX_HORIZONTAL_FUSION_SIZE'] = 'x'\n"
        f"torch._inductor.config.max_fusion_size = __import__('pathlib').Path({str(marker)!r}).touch()\n"
        "torch._inductor.config.aggressive_fusion = True\n"
        "torch._inductor.config.cpp.max_horizontal_fusion_size = 2\n"
        "torch._inductor.config.score_fusion_memory_threshold = (\n"
        "# torch version: 2.15.0+cpu\n")
    text = text.replace("# torch version", "torch._inductor.config.min_overlap_ratio = 1e999\n# torch version")
    f = parse_runnable(text)
    assert not marker.exists()
    # not literals, or not values JSON can carry (an infinity): skipped, and said
    assert f.skipped == ["max_fusion_size", "min_overlap_ratio"] and f.torch_version == "2.15.0+cpu"
    assert f.values() == {"loop_ordering_after_fusion": False, "aggressive_fusion": True,
                          "cpp.max_horizontal_fusion_size": 2}
    (tmp_path / "fx_graph_runnable.py").write_text(text)
    rc = graph_config(tmp_path)
    assert rc.fusion.loop_ordering_after_fusion is False and rc.fusion.cpp_max_horizontal_fusion_size == 2
    assert rc.fusion.max_fusion_size == DEFAULT.max_fusion_size
    assert rc.fusion.torch_rules == "2.15" and any("replayed with torch 2.15.0's rules" in n for n in rc.notes())
    assert "config values not read (not plain literals): max_fusion_size, min_overlap_ratio" in rc.notes()
    json.dumps(rc.to_json(), allow_nan=False)
    # nothing there: the defaults, said as such in the JSON
    assert graph_config(tmp_path / "nope").to_json()["source"] is None


def test_the_defaults_are_torch_2_14_1s():
    torch_config = pytest.importorskip("torch._inductor.config", reason="torch is not installed")
    for name, (default, _how, _what) in KNOBS.items():
        obj = torch_config
        for part in name.split("."):
            obj = getattr(obj, part)
        assert obj == default, name


@pytest.mark.parametrize("graph", [MAX_FUSION, MAX_FUSION_CUDA], ids=["cpu", "cuda"])
def test_explain_replays_with_the_runs_own_values_and_says_so(graph):
    ex = explain_file(graph / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a is not None and a["agree"] == a["pairs"] > 0, a
    assert any(p.reason == "exceeds_max_fusion" for p in ex.pairs)
    j = ex.to_json()
    assert j["config"]["changed"] == {"max_fusion_size": 2} and j["config"]["exact"] is True
    assert j["config"]["source"].endswith("fx_graph_runnable.py") and j["torch_version"].startswith("2.14.1")
    # with the defaults (what the tool did before it read the file) the log disagrees
    wrong = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT).log_agreement
    assert wrong["agree"] < wrong["pairs"]
    text = cli("explain", str(graph))
    assert text.returncode == 0, text.stderr
    assert "note: the run's Inductor config (fx_graph_runnable.py): max_fusion_size=2; replayed with it" in text.stdout
    # Inductor's words are the log's: no pair is quoted as Inductor's with another message
    for line in text.stdout.splitlines():
        if '[Inductor: "' in line:
            assert "the replay expected" not in line, line


def test_a_knob_set_through_the_environment_is_read():
    rc = graph_config(ENV_KNOB)
    assert rc.changed == {"loop_ordering_after_fusion": False}
    assert rc.fusion.loop_ordering_after_fusion is False
    ex = explain_file(ENV_KNOB / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]


def test_loop_reindexing_off_keeps_the_statistics_apart_from_their_consumer():
    """loop_reindexing_after_fusion=False on the H200 residual block (scheduler.py:7501, 8447): no
    reindex of op3 onto its GroupNorm statistics, so op0_op1 and op3 stay apart where the default run
    fuses them (tests/corpus/gn_silu_conv_cuda); replayed with the defaults instead, the groups differ
    from the file."""
    graph = REINDEX_OFF
    rc = graph_config(graph)
    assert rc.changed == {"loop_reindexing_after_fusion": False} and rc.fusion.loop_reindexing_after_fusion is False
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 10
    groups = set(ex.final_group.values())
    assert {"op0_op1", "op3_op4"} <= groups and "op0_op1_op3" not in groups
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    assert "op0_op1_op3" in set(plain.final_group.values())
    assert [n for n in plain.notes if "differs from the post-fusion file" in n]


@pytest.mark.parametrize("graph", [UNIQUE_IO, UNIQUE_IO_CUDA], ids=["cpu", "cuda"])
def test_max_fusion_unique_io_buffers_is_modelled(graph):
    """fusion_prevent_too_many_reads_and_writes (choices.py:684-693): with the run's limit every logged
    verdict is Inductor's (7 of 55 agreed while the knob was not modelled), and the replayed groups are
    the post-fusion file's."""
    ex = explain_file(graph / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] > 30, a["mismatches"][:3]
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    refused = [p for p in ex.pairs if p.reason == "too_many_io_buffers"]
    assert refused and all(p.inductor_message == "fusion_prevent_too_many_reads_and_writes" for p in refused)
    c = refused[0].facts
    assert c.limit == 3 and c.buffers == len(c.names) > 3
    assert "read and write" in refused[0].summary
    assert ex.to_json()["config"]["changed"] == {"max_fusion_unique_io_buffers": 3}
    assert ex.to_json()["config"]["exact"] is True and any("max_fusion_unique_io_buffers=3" in n for n in ex.notes)


@pytest.mark.parametrize("graph", [AGGRESSIVE, AGGRESSIVE_CUDA], ids=["cpu", "cuda"])
def test_aggressive_fusion_tries_the_pairs_of_each_node_group(graph):
    """scheduler.py:6961-6968: with aggressive_fusion Inductor also tries every pair of nodes of one group
    (device, loop sizes), shared buffers or not: 36/37 and 27/42 logged verdicts agreed without them."""
    ex = explain_file(graph / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] >= 37, a["mismatches"][:3]
    assert ex.to_json()["config"] == {**ex.to_json()["config"], "changed": {"aggressive_fusion": True}, "exact": True}
    # the pairs only the group brings in are logged: they share no buffer
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    assert len([p for p in ex.pairs if p.logged]) > len([p for p in plain.pairs if p.logged])


def test_combo_kernels_are_kernels_grouped_after_fusion_not_fusions():
    """combo_kernels=True: the post-fusion file's ForeachKernelSchedulerNode groups finished kernels; each
    member is compared as its own kernel (the replay's groups are the file's), and the note says so."""
    ex = explain_file(COMBO / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    assert any("combo_kernels=True: Inductor groups finished kernels into combo kernels" in n for n in ex.notes)
    assert ex.to_json()["config"]["modelled"] == {"combo_kernels": "after fusion"}


def test_a_knob_the_replay_does_not_model_is_named_with_what_it_means(tmp_path, monkeypatch):
    """A run made with a knob the replay does not model (every known one is modelled now: a fictitious one, classed
    as not modelled in ``KNOBS``): the note and the JSON say the verdicts may differ. benchmark_fusion, once such a
    knob, is replayed with (docs/diagnostics/benchmark_refused.md). (The fixture's files, with those lines added to
    its fx_graph_runnable.py as Inductor writes such lines.)"""
    from inductor_lens.replay import config as cfg
    monkeypatch.setitem(cfg.KNOBS, "demo_knob", (False, "not modelled", "Inductor does something the replay cannot"))
    for f in MAX_FUSION.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    run = tmp_path / "fx_graph_runnable.py"
    run.write_text(run.read_text().replace("torch._inductor.config.max_fusion_size = 2\n",
                                           "torch._inductor.config.max_fusion_size = 2\n"
                                           "torch._inductor.config.benchmark_fusion = True\n"
                                           "torch._inductor.config.demo_knob = True\n"))
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    j = ex.to_json()["config"]
    assert j["changed"] == {"max_fusion_size": 2, "benchmark_fusion": True, "demo_knob": True} and j["exact"] is False
    assert list(j["unmodelled"]) == ["demo_knob"] and j["modelled"]["benchmark_fusion"] == "modelled"
    assert any(n.startswith("demo_knob=True is not modelled by the replay: Inductor does something") for n in ex.notes)
    # on the CPU the C++ backend times nothing: the verdicts stay those of the run (the log agrees)
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0


def test_a_torch_logs_capture_says_it_records_no_config():
    ex = explain_file(CORPUS / "softmax_scale" / "torch_logs.txt")
    assert any("a TORCH_LOGS capture records no Inductor config" in n for n in ex.notes)


def test_rank_report_compare_lock_and_check_follow_the_runs_config(tmp_path):
    # rank: the edges kept apart by the run's max_fusion_size carry its reason
    r = cli("rank", str(MAX_FUSION), "--json")
    assert r.returncode == 0, r.stderr
    assert "exceeds_max_fusion" in {e["reason"] for e in json.loads(r.stdout)["edges"]}
    # report: the map's header names the value
    out = tmp_path / "report.html"
    r = cli("report", str(MAX_FUSION), "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "max_fusion_size=2" in out.read_text()
    # compare: a run with inductor_config.json (the pair's default side) against one with only
    # fx_graph_runnable.py: the value that differs is named
    a = CORPUS / "pairs" / "block_max_fusion" / "a"
    r = cli("compare", str(a), str(MAX_FUSION.parent), "--json")
    assert r.returncode == 0, r.stderr
    (g,) = json.loads(r.stdout)["graphs"]
    assert g["config"] == {"max_fusion_size": [64, 2]}
    assert any(c["kind"] == "fusion_lost" and c["reason"] == "exceeds_max_fusion" for c in g["changes"])
    # lock and check: the lock records the run's value; checking the default run against it says so
    r = cli("lock", str(MAX_FUSION.parent), "-o", str(tmp_path / "lock.json"))
    assert r.returncode == 0, r.stderr
    (lg,) = json.loads((tmp_path / "lock.json").read_text())["graphs"]
    assert lg["config"]["max_fusion_size"] == 2
    r = cli("check", str(a), "--lock", str(tmp_path / "lock.json"))
    assert "config differs from the lock's: max_fusion_size 2 -> 64" in r.stdout, r.stdout + r.stderr


@pytest.mark.parametrize("graph", _fixtures(), ids=lambda p: p.parent.name)
def test_every_config_fixture_is_replayed_as_inductor_ran_it_in_the_cli_and_the_server(graph):
    """Issue 37's acceptance on every config fixture: 100% of the logged verdicts, the replayed groups
    the post-fusion file's, the run's values named; the language server's analysis (which reads the
    config itself, service/analysis.py) gives the same verdicts and diagnostics for the final pairs."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    meta = json.loads((graph.parent / "meta.json").read_text())
    post = graph / "ir_post_fusion.txt"
    r = cli("explain", str(graph), "--format", "json")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    a = j["log_agreement"]
    assert a is not None and a["agree"] == a["pairs"] > 0, a["mismatches"][:3]
    assert not [n for n in j["notes"] if "differs from the post-fusion file" in n], j["notes"]
    assert j["config"]["changed"] == meta["config"] and j["config"]["exact"] is True
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    ex = doc.explanation(ws)
    assert ex.config.changed == meta["config"] and ex.log_agreement == a
    want = {(p["node1"], p["node2"], p["reason"]) for p in j["pairs"] if not p["fused"] and p["final"]}
    got = {(d.data["node1"], d.data["node2"], d.code) for d in F.fusion_diagnostics(ws, doc, limit=10_000) if d.data}
    assert got == want


QKV = CORPUS / "qkv_split" / "g0_inference"
OVERLAP = {"cpu": CONFIGS / "qkv_split_min_overlap" / "g0_inference",
           "cuda": CONFIGS / "qkv_split_min_overlap_cuda" / "g0_inference"}


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_min_overlap_ratio_scores_the_slices_of_one_buffer(device):
    """Buffer-overlap scoring (scheduler.py:9099-9180, torch 2.12 on): the copies of q, k and v into heads read
    disjoint thirds of the QKV matmul's output, so no memory dependency is common ('no shared data' with the
    default min_overlap_ratio 1.1); the run with 0.5 fuses the three (each reads only its slice: 100% overlap).
    Replayed with the defaults instead, the groups differ from the file."""
    graph = OVERLAP[device]
    ex = explain_file(graph / "ir_post_fusion.txt")
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] > 0, a["mismatches"][:3]
    assert set(ex.final_group.values()) >= {"op1_op2_op3"}
    assert ex.to_json()["config"]["changed"] == {"min_overlap_ratio": 0.5} and ex.to_json()["config"]["exact"]
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    assert "op1_op2_op3" not in set(plain.final_group.values())
    assert [n for n in plain.notes if "differs from the post-fusion file" in n]
    # the default run: the same pairs refused, and the summary says what buffer-overlap scoring would count
    default = explain_file((QKV if device == "cpu" else CORPUS / "qkv_split_cuda" / "g0_inference") / "ir_post_fusion.txt")
    (v,) = [p for p in default.pairs if (p.node1, p.node2) == ("op1", "op2")]
    assert v.reason == "no_shared_data" and v.logged and v.buffer_overlap == (131072, 131072)
    assert "They read buf0 at different indices: 131,072 bytes, 100% of the larger node's reads, which Inductor's " \
           "buffer-overlap scoring counts with min_overlap_ratio <= 1 (off: the default 1.1)." in v.summary


def test_min_overlap_ratio_is_a_threshold_on_the_share_and_absent_before_torch_2_12():
    """The ratio is compared with >=: at exactly the pair's share (1.0 here) it scores, just above it does not;
    a run of torch 2.11 (no buffer-overlap scoring) is replayed without it whatever the value."""
    from dataclasses import replace
    post = QKV / "ir_post_fusion.txt"
    for ratio, fused in ((1.0, True), (1.01, False)):
        ex = explain_file(post, config=replace(DEFAULT, min_overlap_ratio=ratio))
        assert ("op1_op2_op3" in set(ex.final_group.values())) is fused, ratio
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rules import Rules
    g = Graph(parse_file(QKV / "ir_pre_fusion.txt").sections[0])
    n1, n2 = g.by_name["op1"], g.by_name["op2"]
    for rules, score in (("2.12", 131072), ("2.11", 0)):
        r = Rules(g, config=replace(DEFAULT, min_overlap_ratio=0.5, torch_rules=rules))
        assert r.overlap_on is (score > 0) and r.score_fusion_memory(n1, n2) == score, rules
        assert r.score_fusion_memory(n1, n2, overlap=False) == 0


@pytest.mark.parametrize("fixture,knob,pair,reason", [
    ("simd_tiling_pointwise_off_cuda", "triton.tiling_prevents_pointwise_fusion", ("op0", "op1"), "simd_tiling_mismatch"),
    ("simd_tiling_reduction_off_cuda", "triton.tiling_prevents_reduction_fusion", ("op0", "op2"),
     "simd_invalid_reduction_tiling"),
])
def test_the_triton_tiling_knobs_lift_their_refusals(fixture, knob, pair, reason):
    """simd.py:2185 and 2219: with the knob off, the tilings are not compared: the pair Inductor's defaults refuse
    for its tiling (tests/corpus/simd_tiling_refusals_cuda) fuses, as the run's post-fusion file shows; replayed
    with the defaults the replay refuses it with the tiling's reason."""
    graph = CONFIGS / fixture / "g0_inference"
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    assert ex.to_json()["config"]["changed"] == {knob: False} and ex.to_json()["config"]["exact"]
    assert "_".join(pair) in set(ex.final_group.values())
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    (v,) = [p for p in plain.pairs if (p.node1, p.node2) == pair and not p.fused and p.final]
    assert v.reason == reason


def test_index_inversion_off_leaves_the_copy_unscored():
    """loop_index_inversion_in_fusion=False on the channels-last block's backward (scheduler.py:7323): the copy
    op16 of op14's output, read out of order, is no longer reindexed through the inverse of its read, so the pair
    scores nothing ('no shared data', as Inductor logs it); with inversion (the default run) it scores and is
    refused for peak memory."""
    graph = CONFIGS / "channels_last_inversion_off_cuda" / "g1_backward"
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 50
    (v,) = [p for p in ex.pairs if (p.node1, p.node2) == ("op14", "op16") and p.logged]
    assert v.reason == "no_shared_data" and v.inductor_message == "no shared data"
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    (w,) = [p for p in plain.pairs if (p.node1, p.node2) == ("op14", "op16") and p.logged]
    assert w.reason == "peak_memory"
    assert plain.log_agreement["agree"] < plain.log_agreement["pairs"]


@pytest.mark.parametrize("fixture", ["block_no_reorder_round", "block_no_reorder_round_cuda"])
def test_with_loop_ordering_and_index_inversion_off_there_is_no_loop_ordering_round(fixture):
    """scheduler.py:5379-5386: the last fusion round runs when loop_ordering_after_fusion or
    loop_index_inversion_in_fusion is on; with both off the log ends with the round that found nothing more.
    The replay runs the rounds the log has (each round's count of possible fusions), one more with the
    defaults."""
    import re
    graph = CONFIGS / fixture / "g0_inference"
    logged = [int(n) for n in re.findall(r"found (\d+) possible fusions", (graph / "fusion.log").read_text())]
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert [r["found"] for r in ex.rounds] == logged and not any(r["final"] for r in ex.rounds)
    plain = explain_file(graph / "ir_post_fusion.txt", config=DEFAULT)
    assert len(plain.rounds) == len(logged) + 1 and plain.rounds[-1]["final"]


def test_a_fusion_scored_by_buffer_overlap_says_so():
    ex = explain_file(OVERLAP["cpu"] / "ir_post_fusion.txt")
    (v,) = [p for p in ex.pairs if p.fused and (p.node1, p.node2) == ("op1", "op2")]
    assert v.facts.overlap == 131072 == v.evidence.to_json()["check"]["overlap"]
    assert v.summary.endswith("scored by buffer overlap: 131,072 bytes read from slices of it (min_overlap_ratio).")
    # exact shared data scores without it
    assert not any(getattr(p.facts, "overlap", None) for p in explain_file(MAX_FUSION / "ir_post_fusion.txt").pairs)


def test_buffer_overlap_next_to_a_template_is_undecidable_only_where_it_would_score(monkeypatch):
    """The C++ GEMM template graph (tests/corpus/cpp_template, max_autotune): op3 reads the template's output
    and shares 256 of op6's 16,640 read bytes. Inductor's max_autotune guard of buffer-overlap scoring depends
    on the template's allowed prologue inputs, which are not printed: undecidable where the ratio would let the
    pair score (0.0), not where it would not (0.5: 1.5% < 50%). A refusal the text cannot decide is a verdict
    on the CPU too, never an exception (``Rules.can_fuse``)."""
    from dataclasses import replace

    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rules import Rules, Undecidable
    g = Graph(parse_file(CORPUS / "cpp_template" / "g0_inference" / "ir_pre_fusion.txt").sections[0])
    a, b = g.by_name["op3"], g.by_name["op6"]
    assert Rules(g, config=replace(DEFAULT, min_overlap_ratio=0.5)).buffer_overlap_score(a, b) == 0
    r = Rules(g, config=replace(DEFAULT, min_overlap_ratio=0.0))
    with pytest.raises(Undecidable, match="a template's output"):
        r.buffer_overlap_score(a, b)

    def undecidable(*_args, **_kw):
        raise Undecidable("a fact the text does not print")
    monkeypatch.setattr(r, "_can_fuse", undecidable)
    for reorder_round in (False, True):
        d = r.can_fuse(a, b, reorder_round)
        assert d.code == "undecidable_from_text" and d.facts.missing == "a fact the text does not print"


def test_the_ratio_that_scores_a_pair_is_its_share_rounded_down():
    """``scoring_ratio``, the one home of "the largest min_overlap_ratio that lets this pair score" (explain's
    sentence, suggest's candidate): the cpp_template pair op3/op6 shares 256 of 16,640 read bytes (1.54%):
    0.01 lets buffer-overlap scoring weigh it (there, next to a template, undecidable), 0.02 does not."""
    from dataclasses import replace

    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rules import (
        Rules,
        Undecidable,
        buffer_overlap,
        scoring_ratio,
    )
    g = Graph(parse_file(CORPUS / "cpp_template" / "g0_inference" / "ir_pre_fusion.txt").sections[0])
    a, b = g.by_name["op3"], g.by_name["op6"]
    got = buffer_overlap(g, a, b)
    assert got == (256, 16640) and scoring_ratio(got) == 0.01
    with pytest.raises(Undecidable):
        Rules(g, config=replace(DEFAULT, min_overlap_ratio=scoring_ratio(got))).buffer_overlap_score(a, b)
    assert Rules(g, config=replace(DEFAULT, min_overlap_ratio=scoring_ratio(got) + 0.01)).buffer_overlap_score(a, b) == 0
    assert scoring_ratio((131072, 131072)) == 1.0 and scoring_ratio((1, 3)) == 0.33


def test_multi_kernel_is_code_generation_after_fusion_not_a_fusion_knob():
    """triton.multi_kernel=1 on the simulated H200 (configs/block_multi_kernel_cuda): Inductor generates the
    reduction kernels as MultiKernel variants, after the fusion rounds; the fusion decisions are the default's
    (the groups, every logged verdict): the replay with the run's config is exact, and the note says what the
    knob does instead of 'not modelled'."""
    g = CONFIGS / "block_multi_kernel_cuda" / "g0_inference"
    assert "async_compile.multi_kernel(" in (g / "output_code.py").read_text()
    ex = explain_file(g / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n or "not modelled" in n], ex.notes
    assert any(n.startswith("triton.multi_kernel=1: Inductor generates each reduction kernel in variants") for n in ex.notes)
    j = ex.to_json()["config"]
    assert j["changed"] == {"triton.multi_kernel": 1} and j["exact"] is True
    assert j["modelled"] == {"triton.multi_kernel": "after fusion"}
    # the default compile of the same model has the same fused groups
    default = explain_file(REPO / "tests" / "corpus" / "pairs" / "block_max_fusion_cuda" / "a" / "g0_inference"
                           / "ir_post_fusion.txt")
    assert sorted(set(ex.final_group.values())) == sorted(set(default.final_group.values()))


def test_a_fallback_kernels_output_is_unaligned_on_the_cpu_and_keeps_its_own_reuse_key():
    """``buffer_reuse_key`` holds the buffer's alignment: on the CPU every graph input is unaligned, so the outputs of a
    fallback kernel reading one (the backward's ``convolution_backward``) are too. With aggressive_fusion the
    pixel-shuffle gradient op9 (reading that fallback's buf6) and its consumer op10 (reading op9's buf9, the same
    size) share no data: without the alignment their single-use inputs shared a key and the replay said "Fusion will
    increase peak memory"; Inductor logs "memory deps did not match" (configs/upsample_shuffle_aggressive)."""
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.replay.graph import Graph
    graph = CONFIGS / "upsample_shuffle_aggressive" / "g1_backward"
    g = Graph(parse_file(graph / "ir_pre_fusion.txt").sections[-1])
    assert "buf6" in g.unaligned_buffers() and "buf9" not in g.unaligned_buffers()
    assert g.by_name["op6"].leaf.ir_class == "MultiOutput"
    ex = explain_file(graph / "ir_post_fusion.txt")
    (v,) = [p for p in ex.pairs if (p.node1, p.node2) == ("op9", "op10") and p.source == "candidate"][-1:]
    assert v.inductor_message == "memory deps did not match" and v.log_entry["agrees"]
