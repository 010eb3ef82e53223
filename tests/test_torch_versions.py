"""Which torch compiled a graph, and the rules the replay follows for it (issue 37 item 5).

``tests/corpus/torch215/`` holds graphs compiled by torch 2.15.0 (``generate.py`` run in a second
environment with torch 2.15.0: ``--out tests/corpus/torch215``); their ``fx_graph_runnable.py`` says
``# torch version: 2.15.0+cu132``. Where 2.15's rules differ from 2.14.1's and the text shows which
version made the file, the replay follows 2.15's:

* ``triton.nested_reduction`` is on by default: ``InductorChoices.score_fusion`` ranks a reduction that
  depends on a reduction of another size below every other fusion, on any device (the CPU max-pool
  graph fuses op12 with op13 first, where 2.14 fuses op11 with op12 first);
* Triton's sub-parent epilogue: a refused reduction -> pointwise pair whose pointwise runs at neither the
  reduction's outputs nor its elements is asked to the planner, which rejects it: "invalid sub-parent
  epilogue fusion" logged after "nodes numel incompatibility".

Its nested reductions and sub-parent epilogues are modelled (``tests/test_nested_reductions.py``,
``tests/test_sub_parent_epilogue.py``); a pair the replay cannot decide and the post-fusion file prints
fused is a fusion (``fused_in_file``), shown here with the sub-parent planner left open."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file
from inductor_lens.replay.config import RULES, graph_config, rules_for

T215 = CORPUS / "torch215"
SUBPARENT = CORPUS / "torch215_subparent"


def _graphs(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.glob("*/g*/ir_post_fusion.txt"))


def _on_214_rules(graph: Path, nested: bool = False):
    """The graph's run config, replayed with torch 2.14.1's rules instead (``nested``: with the knob
    ``triton.nested_reduction`` set as a 2.14 user would set it)."""
    rc = graph_config(graph)
    rc.fusion = replace(rc.fusion, torch_rules="2.14", triton_nested_reduction=nested)
    return explain_file(graph / "ir_post_fusion.txt", config=rc)


def test_the_version_picks_the_rules_and_says_so_in_one_line():
    assert rules_for(None) == ("2.14", None)
    assert rules_for("2.14.1+cu130") == ("2.14", None)
    assert rules_for("2.15.0+cu132") == ("2.15", None)
    assert rules_for("2.11.0+cu130") == ("2.11", None)
    assert rules_for("2.13.0") == ("2.13", None)
    assert rules_for("2.12.0+cpu") == ("2.12", None)
    assert [k for k in RULES] == [f"2.{m}" for m in range(8, 16)]       # consecutive: none falls between
    assert rules_for("2.8.0+cu128") == ("2.8", None)
    key, note = rules_for("2.7.1+cu126")
    assert key == "2.8" and "older" in note and "2.8.0's rules" in note and "\n" not in note
    key, note = rules_for("2.16.0a0+git1234")
    assert key == "2.15" and "newer" in note and "2.15.0's rules" in note
    key, note = rules_for("banana")
    assert key == "2.14" and "not understood" in note


@pytest.mark.parametrize("graph", _graphs(T215), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_graphs_of_torch_2_15_are_replayed_with_its_rules(graph):
    meta = json.loads((graph.parent / "meta.json").read_text())
    assert meta["torch"].startswith("2.15.")
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.config.torch_version == meta["torch"] and ex.config.fusion.torch_rules == "2.15"
    assert ex.config.fusion.triton_nested_reduction is True
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] > 0, a["mismatches"][:3]
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    note = [n for n in ex.notes if "replayed with torch 2.15.0's rules" in n]
    assert len(note) == 1 and "runs nested inside its kernel (FusedNestedReductions)" in note[0]
    assert "sub-parent epilogues on GPU (FusedStagedReduction" in note[0]
    assert "a read through an earlier in-place update checked against the update's index" in note[0]
    assert "not modelled" not in note[0]
    # the run changed no knob but its fixture's own (combo_kernels): 2.15's own default is not reported as a change
    assert ex.config.changed == meta.get("config", {}) and ex.config.values()["triton.nested_reduction"] is True


def test_a_dependent_reduction_of_another_size_ranks_last_on_2_15_even_on_cpu():
    graph = T215 / "pool_train" / "g0_forward"
    log = (graph / "fusion.log").read_text()
    assert "fusing op12 with op13" in log and "fusing op11 with op12_op13" in log
    ex = explain_file(graph / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    old = _on_214_rules(graph)       # 2.14's score: op11 with op12 first, not what 2.15 did
    assert old.log_agreement["agree"] < old.log_agreement["pairs"]
    # the rule is the knob's: on 2.14 with triton.nested_reduction set, the same order
    knob = _on_214_rules(graph, nested=True)
    assert knob.log_agreement["agree"] == knob.log_agreement["pairs"]


@pytest.mark.parametrize("graph", [T215 / "pool_train_cuda" / "g0_forward",
                                   T215 / "groupnorm_train_dynamic_cuda" / "g1_backward"], ids=["pool", "groupnorm"])
def test_the_sub_parent_epilogue_refusal_follows_the_first_one(graph):
    ex = explain_file(graph / "ir_post_fusion.txt")
    refused = [p for p in ex.pairs if p.reason == "simd_sub_parent_epilogue" and p.source == "candidate"]
    assert refused and all(p.inductor_message == "invalid sub-parent epilogue fusion" for p in refused)
    assert all(p.log_entry is not None and p.log_entry.get("message") == "invalid sub-parent epilogue fusion" and p.log_entry["agrees"]
               for p in refused if p.logged), [p.log_entry for p in refused]
    assert "neither" in refused[0].summary
    old = _on_214_rules(graph)
    assert not [p for p in old.pairs if p.reason == "simd_sub_parent_epilogue"]
    assert {m["log"][1] for m in old.log_agreement["mismatches"]} == {"invalid sub-parent epilogue fusion"}


def _undecided_sub_parent(monkeypatch):
    """The replay as if it did not model torch 2.15's sub-parent epilogue planner (each question left open):
    what a rule the replay lacks does to a pair the post-fusion file prints fused."""
    from inductor_lens.replay import nested

    def open_question(self, nodes, numel, rnumel):
        raise nested.NotDecided("the sub-parent epilogue plan (as if not modelled)")
    monkeypatch.setattr(nested.Nested, "sub_parent_plan", open_question)


def test_a_rule_the_replay_lacks_is_named_where_the_file_differs(monkeypatch):
    _undecided_sub_parent(monkeypatch)
    ex = explain_file(SUBPARENT / "rms_pair_pack_cuda" / "g0_inference" / "ir_post_fusion.txt")
    (note,) = [n for n in ex.notes if "differs from the post-fusion file" in n]
    assert "a pair the file prints in one fused node is a fusion (fused_in_file)" in note


@pytest.mark.parametrize("name,node,pair,replay", [
    ("rms_pair_pack_cuda", "op0_op1", ("op0", "op1"), "undecidable_from_text")])
def test_a_pair_the_file_prints_fused_is_a_fusion_the_replay_does_not_model(monkeypatch, name, node, pair, replay):
    """The replay cannot decide the pair (here its sub-parent epilogue planner left open), the post-fusion
    file prints it in one kernel: the verdict is a fusion (``fused_in_file``) that names the file's node
    and what the replay said, in the order the file's node holds the two; no unfused pair, no edge verdict
    and no editor diagnostic claims the two were kept apart."""
    from inductor_lens.explain.report import render_text
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    _undecided_sub_parent(monkeypatch)
    post = SUBPARENT / name / "g0_inference" / "ir_post_fusion.txt"
    ex = explain_file(post)
    inside = set(node.split("_"))
    (v,) = [p for p in ex.pairs if p.reason == "fused_in_file"]
    assert (v.node1, v.node2) == pair and v.fused and v.final and v.logged and v.inductor_message is None
    c = v.facts
    assert (c.node, c.replay) == (node, replay) and c.kind in v.summary and node in v.summary
    assert "as if not modelled" in v.summary
    assert v.to_json()["evidence"]["check"]["node"] == node and v.to_json()["reason"] == "fused_in_file"
    assert not [p for p in ex.pairs if p.final and not p.fused
                and set(p.node1.split("_")) | set(p.node2.split("_")) <= inside]
    # the refusals of earlier rounds ended in the file's node, whatever the replay did next
    earlier = [p for p in ex.pairs if not p.final]
    assert all(p.evidence.eventually.fused_into == node for p in earlier)
    text = render_text(ex)
    assert "0 unfused pairs" in text.splitlines()[0] and "fused as the post-fusion file shows, not by the replay (1)" in text
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    assert not F.fusion_diagnostics(ws, doc, limit=10_000)
    # a what-if replays another config: the file shows the run's outcome, not its own; the replay's word stands
    (w,) = [p for p in explain_file(post, what_if=True).pairs
           if p.final and p.source == "candidate" and {p.node1, p.node2} == set(pair)]
    assert not w.fused and w.reason == replay


def test_the_text_and_the_json_name_the_rules_followed():
    import subprocess
    import sys

    from conftest import REPO
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    graph = T215 / "pool_train_cuda" / "g0_forward"
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(graph)], capture_output=True, text=True,
                       env=env, timeout=300)
    assert "(torch 2.15.0's rules)" in r.stdout.split("\n")[1], r.stdout[:400] + r.stderr
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(graph), "--format", "json"],
                       capture_output=True, text=True, env=env, timeout=300)
    j = json.loads(r.stdout)
    assert j["torch_version"].startswith("2.15.0") and j["config"]["changed"] == {}


def test_the_language_server_follows_the_versions_rules():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    post = T215 / "pool_train_cuda" / "g0_forward" / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    ex = doc.explanation(ws)
    assert ex.config.fusion.torch_rules == "2.15" and ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    codes = {d.code for d in F.fusion_diagnostics(ws, doc, limit=10_000)}
    assert "simd_sub_parent_epilogue" in codes


def test_the_hover_card_names_the_torch_whose_rules_were_followed():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    post = T215 / "pool_train_cuda" / "g0_forward" / "ir_post_fusion.txt"
    ws = Workspace()
    text = post.read_text()
    doc = ws.open(post.resolve().as_uri(), text, 1)
    doc.explanation(ws)
    h = F.hover(ws, doc, text.index("op12: "))
    assert "**Torch** `2.15.0+cu132`: replayed with torch 2.15.0's rules" in h.markdown, h.markdown[:600]


def test_compare_says_which_torch_compiled_each_side():
    """One model (GroupNorm -> SiLU -> conv, simulated H200) compiled by torch 2.14.1 and by 2.15.0: the
    comparison names both versions (text and JSON), before the config values whose defaults moved."""
    import subprocess
    import sys

    from inductor_lens.runs.compare import compare, render_comparison
    a, b = CORPUS / "gn_silu_conv_cuda", CORPUS / "torch215" / "gn_silu_conv_cuda"
    (g,) = compare(a, b).graphs
    assert g.torch == ["2.14.1+cu130", "2.15.0+cu132"]
    assert g.config == {"triton.nested_reduction": [False, True]}     # 2.15 turned it on by default
    text = render_comparison(compare(a, b))
    assert "  torch: 2.14.1+cu130 -> 2.15.0+cu132\n  config: triton.nested_reduction False -> True" in text
    out = subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(a), str(b), "--json"],
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out)["graphs"][0]["torch"] == ["2.14.1+cu130", "2.15.0+cu132"]
    # one run compared with itself: no torch line, the key null
    (same,) = compare(a, a).graphs
    assert same.torch is None and "torch:" not in render_comparison(compare(a, a))
