"""``inductor-lens whatif RUN --torch X.Y``: what another torch release's scheduler would fuse in a run's graphs,
the run's pre-fusion IR replayed with that release's fusion rules and defaults.

The truth is the other release itself: the same model compiled by both releases, where both print the same
pre-fusion IR (lowering unchanged between them; the provenance comments and the per-node input distances of
2.14 aside), has as the other release's post-fusion groups exactly what the prediction says. The fixtures
compiled by other releases (``tests/corpus/torch2NN*``) beside the same models compiled by torch 2.14.1 give
it in both directions, on graphs where the two releases fuse differently (index inversion without flattening
in 2.13; nested reductions in 2.15). On the whole regenerated corpora of each release (docs/cli.md) the
prediction equals the other release's groups on every graph whose pre-fusion IR is the same."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CORPUS
from test_whatif import cli

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.whatif import WhatIfError, parse_release, parse_sets, whatif

_LOG_PREFIX = re.compile(r"^[VIW]\d+ [\d:.]+ \d+ \S+\] \[[^\]]*\] \[[^\]]*\] ?", re.M)
_NOT_IR = re.compile(r"origin|stack_trace|File \"|_input_distance = ")


def _pre_fusion_ir(graph: Path) -> str:
    """The graph's pre-fusion IR without what differs between releases that lower alike: log prefixes, stack
    traces and origins, 2.14's per-node input distances."""
    text = _LOG_PREFIX.sub("", (graph / "ir_pre_fusion.txt").read_text())
    text = re.sub(r"stack_traces = \{.*?\}", "", text, flags=re.S)
    return "\n".join(x for x in text.splitlines() if x.strip() and not _NOT_IR.search(x))


def _groups(graph: Path) -> list[list[str]]:
    sec = parse_file(graph / "ir_post_fusion.txt").sections[-1]
    return sorted(sorted(n.name for n in leaves(t)) for t in sec.nodes if len(leaves(t)) > 1)


def _pairs() -> list[tuple[Path, str, Path, str]]:
    """(graph of release A, A, the same model's graph of release B, B), for the fixtures of other releases
    whose model torch 2.14.1 compiled too."""
    out = []
    for root, release, other_root, other in (("torch213", "2.13", "", "2.14"), ("torch215", "2.15", "", "2.14"),
                                             ("torch215_nested", "2.15", "torch214_nested", "2.14")):
        for g in sorted((CORPUS / root).glob("*/g*/ir_pre_fusion.txt")):
            b = CORPUS / other_root / g.parent.parent.name / g.parent.name if other_root else \
                CORPUS / g.parent.parent.name / g.parent.name
            if (b / "ir_pre_fusion.txt").is_file():
                out.append((g.parent, release, b, other))
    return out


PAIRS = _pairs()


def test_the_pairs_lower_alike_and_some_fuse_differently():
    assert len(PAIRS) >= 15
    same = [(a, b) for a, _r, b, _o in PAIRS if _pre_fusion_ir(a) == _pre_fusion_ir(b)]
    assert len(same) == len(PAIRS), [str(a) for a, _r, b, _o in PAIRS if (a, b) not in same]
    assert sum(_groups(a) != _groups(b) for a, _r, b, _o in PAIRS) >= 8


@pytest.mark.parametrize("a,release,b,other", PAIRS,
                         ids=lambda x: f"{x.parent.parent.name}/{x.parent.name}/{x.name}" if isinstance(x, Path) else x)
def test_another_releases_rules_predict_its_groups(a, release, b, other):
    """Each direction: the run of one release, predicted under the other's rules, fuses as the other did."""
    for run, theirs, rules in ((a, b, other), (b, a, release)):
        w = whatif(run, {}, rules=rules)
        assert w.rules == rules and len(w.graphs) == 1 and not w.graphs[0].note, w.graphs[0].note
        assert sorted(sorted(g) for g in w.graphs[0].groups) == _groups(theirs), (run, rules)


def test_the_release_changes_what_is_fused_and_compare_says_so():
    """torch 2.13's resnet18 forward, predicted under 2.14's rules: the copy that 2.13 fused with a BatchNorm's
    statistics (index inversion without flattening) is fused before it instead, one kernel more, as 2.14's
    own compile of the model has it."""
    run = CORPUS / "torch213" / "resnet18_train_cuda" / "g0_forward"
    w = whatif(run, {}, rules="2.14")
    c = w.graphs[0].comparison
    assert _groups(run) != _groups(CORPUS / "resnet18_train_cuda" / "g0_forward")
    assert [ch.kind for ch in c.changes] == ["fusion_lost"], [ch.kind for ch in c.changes]
    assert w.comparison().b == "predicted with torch 2.14.1's fusion rules"
    doc = w.to_json()
    assert doc["torch"] == "2.14.1" and doc["set"] == {}


def test_the_command_line(tmp_path):
    run = str(CORPUS / "torch213" / "resnet18_train_cuda")
    r = cli("whatif", run, "--torch", "2.14")
    assert r.returncode == 0, r.stderr
    assert "B: predicted with torch 2.14.1's fusion rules" in r.stdout
    assert "1 fusion lost" in r.stdout and "op149 -> op152: no shared data" in r.stdout
    assert "what its lowering would print differently" in r.stdout      # the caveat is said
    r = cli("whatif", run, "--torch", "2.14", "--json")
    assert json.loads(r.stdout)["torch"] == "2.14.1"
    r = cli("whatif", run, "--torch", "3.1")
    assert r.returncode == 2 and "--torch 3.1: a release whose fusion rules the replay knows (2.8" in r.stderr
    r = cli("whatif", run, "--torch", "2.14", "--verify", "--", "python", "model.py")
    assert r.returncode == 2 and "the recompile would need torch 2.14" in r.stderr
    r = cli("whatif", run)
    assert r.returncode == 2 and "give at least one --set NAME=VALUE (or --torch X.Y)" in r.stderr
    # nothing predicted (no pre-fusion file): said, and no caveat about a prediction that was not made
    alone = tmp_path / "ir_post_fusion.txt"
    alone.write_bytes((CORPUS / "torch213" / "resnet18_train_cuda" / "g0_forward" / "ir_post_fusion.txt").read_bytes())
    r = cli("whatif", str(alone), "--torch", "2.14")
    assert r.returncode == 2 and "no ir_pre_fusion.txt beside it" in r.stdout
    assert "what its lowering would print differently" not in r.stdout


def test_a_knob_the_release_lacks_is_refused_and_the_runs_changes_are_carried():
    # 2.11 has no loop reindexing after fusion: it cannot be set there
    run = CORPUS / "resnet18_train_cuda" / "g0_forward"
    w = whatif(run, {"loop_reindexing_after_fusion": True}, rules="2.11")
    assert w.graphs[0].note and "torch 2.11.0 has no loop_reindexing_after_fusion" in w.graphs[0].note
    # a run's own change (max_fusion_size=2) stays in the prediction under another release: no fused node of
    # more than two, where the default config's compile of the model has larger ones
    knob_run = CORPUS / "configs" / "block_max_fusion_size"
    default = CORPUS.parent.parent / json.loads((knob_run / "meta.json").read_text())["default_fixture"]
    w = whatif(knob_run, {}, rules="2.13")
    assert not w.graphs[0].note
    assert sorted(sorted(g) for g in w.graphs[0].groups) == _groups(knob_run / "g0_inference")
    assert max(len(g) for g in _groups(default / "g0_inference")) > 2

def test_parse_release():
    assert parse_release(None) is None
    assert parse_release("2.15") == "2.15" and parse_release("2.13.0+cu130") == "2.13"
    for bad in ("2", "2.7", "3.0", "latest"):
        with pytest.raises(WhatIfError):
            parse_release(bad)
    assert parse_sets([], allow_none=True) == {}
    with pytest.raises(WhatIfError):
        parse_sets([])


def test_suggest_names_the_releases_whose_scheduler_fuses_the_pair():
    """``explain --suggest`` also replays the newer releases' schedulers on the same IR: torch 2.14's RMSNorm
    and block quantisation, whose reductions 2.14 keeps apart by default, are fused by 2.15's (nested
    reductions on by default), as 2.15's own compile of the model has them."""
    from inductor_lens.runs.suggest import suggest
    graph = CORPUS / "torch214_nested" / "rms_group_amax_cuda" / "g0_inference"
    s = suggest(graph / "ir_post_fusion.txt")
    sug = s.of("op0", "op1_op2_op3")
    assert [r.torch for r in sug.releases] == ["2.15.0"]
    assert sug.releases[0].kernels == (2, 1)
    # the knob whose default 2.15 changed does it: the run's own release has it (the config fix says so too)
    assert ("a newer release's: torch 2.15.0's scheduler (--torch 2.15: 1 fusion gained, kernels 2 -> 1; its default "
            "triton.nested_reduction=true does it (false before))") in sug.text()
    assert "--set triton.nested_reduction=true" in sug.text()
    assert sug.to_json()["releases"] == [{"torch": "2.15.0", "gained": 1, "lost": 0, "kernels": [2, 1],
                                          "knob": {"name": "triton.nested_reduction", "before": False, "value": True}}]
    assert ["op0", "op1", "op2", "op3"] in _groups(CORPUS / "torch215_nested" / "rms_group_amax_cuda" / "g0_inference")
    # a pair no newer release fuses says none; a 2.15 run has no newer release to ask
    assert all(not p.releases for p in suggest(CORPUS / "resnet50_eval" / "g0_inference" / "ir_post_fusion.txt").pairs)
    s215 = suggest(CORPUS / "torch215_nested" / "rms_group_amax_off_cuda" / "g0_inference" / "ir_post_fusion.txt")
    assert s215.pairs and all(not p.releases for p in s215.pairs)


def test_suggest_names_the_first_release_that_fuses_a_pair_and_the_knob_new_in_it():
    """A 2.12 run of a mean + linear trained (``torch212/mean_linear_train_cuda``): its backward keeps op0 and op2
    apart ("no shared data"), which no knob of 2.12 changes; 2.13 on fuse them, as 2.14's own compile does, by
    loop reindexing after fusion, a knob 2.13 added. The text names the smallest upgrade with its knob, then the
    newest; the editor's page lists every release, the smallest upgrade first, each with its whatif command."""
    from inductor_lens.runs.suggest import suggest
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    graph = CORPUS / "torch212" / "mean_linear_train_cuda" / "g1_backward"
    mine = CORPUS / "mean_linear_train_cuda" / "g1_backward"
    assert _pre_fusion_ir(graph) == _pre_fusion_ir(mine)
    assert any({"op0", "op2"} <= set(g) for g in _groups(mine))
    assert not any({"op0", "op2"} <= set(g) for g in _groups(graph))
    sug = suggest(graph / "ir_post_fusion.txt").of("op0", "op2")
    assert not sug.fixes and [r.rules for r in sug.releases] == ["2.15", "2.14", "2.13"]
    first = sug.releases[-1]
    assert first.knob == {"name": "loop_reindexing_after_fusion", "before": False, "value": True}
    assert [r.knob for r in sug.releases[:2]] == [None, None]     # not the step: 2.13 fuses it already
    assert sug.text().endswith(
        "a newer release's: torch 2.13.0's scheduler (--torch 2.13: 1 fusion gained, kernels 2 -> 1; its default "
        "loop_reindexing_after_fusion=true does it (false before: a knob new in 2.13)); or torch 2.15.0's scheduler "
        "(--torch 2.15: 1 fusion gained, kernels 2 -> 1)")
    path = graph / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    text = suggestion_page(ws, doc, "op0", "op2")["text"]
    at = [text.index(f"- torch {v}: ") for v in ("2.13.0", "2.14.1", "2.15.0")]
    assert at == sorted(at)
    assert ("- torch 2.13.0: 1 fusion gained, kernels 2 -> 1; its default loop_reindexing_after_fusion=true does it "
            f"(false before: a knob new in 2.13) — `inductor-lens whatif {graph} --torch 2.13`") in text


def test_compare_of_two_releases_names_the_step_between_them_whose_rules_make_a_change():
    """A change the rules make is placed between the releases on the way from A to B: A's IR replayed with each
    release's rules, the change appears at one step and every release after it makes it too. The truth is
    each release's own compile of the same IR: the diffusion block lowers alike on 2.12, 2.13 and 2.14, and
    2.13's compile already fuses as 2.14's, 2.12's as 2.11's (2.13 added loop reindexing after fusion); and
    2.14 compiled with that knob at 2.12's value (``configs/resblock_loop_reindexing_cuda``, the same block)
    fuses as 2.12 does, which is the knob the step names. Both directions; one step (2.13 -> 2.14) names what
    2.14 changed and no knob."""
    from inductor_lens.replay.config import RULE_CHANGES
    from inductor_lens.runs.compare import compare, render_comparison
    gn = {r: CORPUS / r / "gn_silu_conv_cuda" / "g0_inference" for r in ("torch212", "torch213", "")}
    assert len({_pre_fusion_ir(g) for g in gn.values()}) == 1
    knob_off = CORPUS / "configs" / "resblock_loop_reindexing_cuda" / "g0_inference"
    assert _pre_fusion_ir(knob_off) == _pre_fusion_ir(gn[""])
    assert _groups(gn["torch213"]) == _groups(gn[""]) != _groups(gn["torch212"]) == _groups(knob_off)
    before_213 = next(text for since, text in RULE_CHANGES if since == (2, 13))
    for a, b, step, knob in ((gn["torch212"], gn[""], ["2.12", "2.13"], (False, True)),
                             (gn[""], gn["torch212"], ["2.13", "2.12"], (True, False))):
        c = compare(a.parent, b.parent)
        g = c.graphs[0]
        assert g.release["changes"] == g.release["by_rules"] == 2
        for ch in g.changes:
            if ch.kind in ("fusion_lost", "fusion_gained"):
                assert ch.detail["rules_step"] == step and ch.detail["rules_change"] == before_213
                # 2.14 itself with the knob at 2.12's value keeps 2.12's groups (the configs fixture); 2.12 has no knob
                assert ch.detail["rules_knob"] == {"name": "loop_reindexing_after_fusion", "a": knob[0], "b": knob[1],
                                                   "on_b": True if step[1] == "2.13" else None}
                assert ch.to_json()["detail"]["rules_step"] == step
        text = render_comparison(c)
        assert f"; it appears between {step[0]}'s rules and {step[1]}'s\n" in text    # the knob's line says it
        kept = ("torch 2.14.1's rules with loop_reindexing_after_fusion=False keep A's" if step[1] == "2.13" else
                "2.12's rules with loop_reindexing_after_fusion=True keep A's")
        assert (f"loop_reindexing_after_fusion decides it: {knob[1]} on {step[1]}'s rules, {knob[0]} on {step[0]}'s "
                f"(torch 2.12 has no such knob: the value is how it behaves); {kept}") in text
    # one step, no knob: what 2.14 changed itself (resnet18's forward lowers alike on 2.13 and 2.14)
    c = compare(CORPUS / "torch213" / "resnet18_train_cuda", CORPUS / "resnet18_train_cuda")
    (lost,) = [ch for ch in c.graphs[0].changes if ch.kind == "fusion_lost"]
    assert lost.detail["rules_step"] == ["2.13", "2.14"] and "rules_knob" not in lost.detail
    assert "; it appears between 2.13's rules and 2.14's (before 2.14: index inversion without flattening" in \
        render_comparison(c)


def test_the_knob_compare_names_keeps_as_grouping_on_bs_release_as_inductor_does():
    """``rules_knob.on_b``: B's own release with A's release's value of the knob keeps A's grouping. The truth is
    B's release compiling the same model with that value: 2.14 -> 2.15 names ``triton.nested_reduction`` (2.15's
    default True) and 2.15's compile with it off (``torch215_nested/*_off_cuda``) keeps 2.14's groups; 2.15 ->
    2.14, 2.14's compile with it on (``torch214_nested/*_on_cuda``) keeps 2.15's."""
    from inductor_lens.runs.compare import compare
    checked = 0
    for m in sorted((CORPUS / "torch215_nested").glob("*_cuda")):
        b = CORPUS / "torch214_nested" / m.name
        if not b.is_dir() or m.name.endswith("_off_cuda"):
            continue
        base = m.name[:-len("_cuda")]
        for a_run, b_run, knob_run, value in ((b, m, CORPUS / "torch215_nested" / f"{base}_off_cuda", False),
                                              (m, b, CORPUS / "torch214_nested" / f"{base}_on_cuda", True)):
            if not knob_run.is_dir():
                continue
            for g in compare(a_run, b_run).graphs:
                real = {leaf: top for top, members in _groups_of_all(knob_run / g.b).items() for leaf in members}
                for ch in g.changes:
                    knob = ch.detail.get("rules_knob")
                    if ch.kind not in ("fusion_lost", "fusion_gained") or not ch.detail.get("rules_of_b"):
                        continue
                    assert knob == {"name": "triton.nested_reduction", "a": value, "b": not value, "on_b": True}, ch
                    together = len({real.get(x, x) for x in ch.a_leaves}) == 1
                    assert together == (ch.kind == "fusion_lost"), (m.name, ch.kind, ch.a)   # A's grouping kept
                    checked += 1
    assert checked >= 9


def _groups_of_all(graph: Path) -> dict[str, list[str]]:
    sec = parse_file(graph / "ir_post_fusion.txt").sections[-1]
    return {t.name: [n.name for n in leaves(t)] for t in sec.nodes}


def test_whatif_torch_says_between_which_releases_each_predicted_change_appears_and_the_knob():
    """An upgrade planned on the run's own IR: ``whatif RUN --torch 2.14`` of a 2.12 run predicts 2.14's groups
    (the truth: 2.14's own compile of the diffusion block) and says of each change that it appears with 2.13's
    rules, by ``loop_reindexing_after_fusion``, and that 2.14 with it off keeps the run's fusion (2.14's compile
    with it off: ``configs/resblock_loop_reindexing_cuda``, 2.12's groups)."""
    from inductor_lens.runs.compare import render_comparison
    w = whatif(CORPUS / "torch212" / "gn_silu_conv_cuda", {}, rules="2.14")
    gp = w.graphs[0]
    assert sorted(sorted(g) for g in gp.groups) == _groups(CORPUS / "gn_silu_conv_cuda" / "g0_inference")
    fused = [ch for ch in gp.comparison.changes if ch.kind in ("fusion_lost", "fusion_gained")]
    assert len(fused) == 2 and all(ch.detail["rules_step"] == ["2.12", "2.13"] and ch.detail["rules_knob"] == {
        "name": "loop_reindexing_after_fusion", "a": False, "b": True, "on_b": True} for ch in fused)
    assert gp.to_json()["changes"][0]["detail"]["rules_step"] == ["2.12", "2.13"]
    text = render_comparison(w.comparison(), predicted=True)
    assert "      it appears between torch 2.12's rules and 2.13's\n" in text
    assert "torch 2.14.1's rules with loop_reindexing_after_fusion=False keep A's fusion" in text
    assert "scheduler rules:" not in text          # a prediction: every change is the rules'
    # knob values with the release: the changes may be the values', nothing is placed
    w2 = whatif(CORPUS / "torch212" / "gn_silu_conv_cuda", {"max_fusion_size": 2}, rules="2.14")
    assert all("rules_step" not in ch.detail for ch in w2.graphs[0].comparison.changes)


def test_check_of_a_run_of_another_release_says_which_lost_fusions_its_rules_make_and_the_knob(tmp_path):
    """``check`` of a run compiled by another release than its lock's (a CI job after a torch upgrade): the lock
    has no IR, so the run's pre-fusion IR is replayed with the lock's release's rules; a lost fusion that
    replay keeps comes from the new release's rules, placed at its step, with the knob that decides it and
    whether the run's own release with the lock's value of it keeps the locked fusion. The truth: 2.14 compiled
    with that value (``configs/resblock_loop_reindexing_cuda``) passes the 2.12 lock. A debug tree's lock
    records the torch its graphs name. Where the run lowered the model differently (the LayerNorm heads, 2.11
    -> 2.14), the lost fusions are the lowering's."""
    from inductor_lens.runs.check import check
    from inductor_lens.runs.lock import lock_run

    def write_lock(lock, path):
        path.write_text(lock.text())
    lock = lock_run(CORPUS / "torch212" / "gn_silu_conv_cuda")
    assert lock.torch == "2.12.0+cu130"
    write_lock(lock, tmp_path / "gn.json")
    res = check(lock, str(tmp_path / "gn.json"), CORPUS / "gn_silu_conv_cuda")
    (lost,) = res.failures
    assert lost.kind == "fusion_lost" and lost.release == {
        "torch": "2.14.1", "rules_of_b": True, "rules_step": ["2.12", "2.13"], "rules_change": lost.release["rules_change"],
        "rules_knob": {"name": "loop_reindexing_after_fusion", "a": False, "b": True, "on_b": True}}
    assert ("torch 2.14.1's scheduler rules make it (the run's IR replayed with torch 2.12.0's keeps the locked fusion); "
            "it appears between 2.12's rules and 2.13's; loop_reindexing_after_fusion decides it") in lost.message
    assert lost.message.endswith("torch 2.14.1's rules with loop_reindexing_after_fusion=False keep the locked fusion")
    assert [f for f in res.findings if f.kind == "torch_changed" and "2.12.0+cu130" in f.message]
    gained = next(f for f in res.findings if f.kind == "fusion_gained")
    assert gained.release["rules_of_b"] and "keep the locked kernels apart" in gained.message
    assert check(lock, str(tmp_path / "gn.json"), CORPUS / "configs" / "resblock_loop_reindexing_cuda").failures == []
    ln = lock_run(CORPUS / "torch211" / "layernorm_heads_train_dynamic_cuda")
    write_lock(ln, tmp_path / "ln.json")
    lowered = check(ln, str(tmp_path / "ln.json"), CORPUS / "layernorm_heads_train_dynamic_cuda").failures
    assert lowered and all(f.release["rules_of_b"] is False and "the run's IR differs from the locked run's here "
                           "(its lowering)" in f.message for f in lowered)
    # a run without its pre-fusion IR: each change says why it is not attributed
    import shutil
    bare = tmp_path / "bare"
    shutil.copytree(CORPUS / "gn_silu_conv_cuda", bare)
    (bare / "g0_inference" / "ir_pre_fusion.txt").unlink()
    (lost,) = check(lock, str(tmp_path / "gn.json"), bare).failures
    assert lost.release == {"torch": "2.14.1", "note": "the run has no ir_pre_fusion.txt: its rounds cannot be "
                                                       "replayed with 2.12.0's rules"}
    assert "; not attributed to torch 2.14.1's scheduler rules or its lowering: the run has no" in lost.message
    # one release on both sides: nothing attributed
    same = lock_run(CORPUS / "gn_silu_conv_cuda")
    write_lock(same, tmp_path / "same.json")
    assert all(f.release is None for f in check(same, str(tmp_path / "same.json"),
                                                CORPUS / "configs" / "resblock_loop_reindexing_cuda").findings)


def test_compare_of_two_releases_says_which_changes_the_scheduler_rules_make():
    """``compare A B`` of runs of two releases replays A's own IR with B's rules: a fusion change they make there
    comes from the scheduler's rules; one they do not comes from what B's IR differs in (its lowering). Where
    both releases print the same pre-fusion IR, every change is the rules' (resnet18's forward, 2.13 -> 2.14;
    the nested reductions, 2.14 -> 2.15); where 2.14 lowered the model differently from 2.11 (other users, an
    op added), the LayerNorm heads' changes are the lowering's."""
    from inductor_lens.runs.compare import compare, render_comparison
    c = compare(CORPUS / "torch213" / "resnet18_train_cuda", CORPUS / "resnet18_train_cuda")
    g = c.graphs[0]
    assert g.release == {"torch": "2.14.1", "changes": 1, "by_rules": 1}
    assert g.changes[0].detail["rules_of_b"] is True and "a_leaves" not in g.changes[0].to_json()
    text = render_comparison(c)
    assert ("scheduler rules: torch 2.14.1's make the fusion change on A's own IR (A's pre-fusion IR replayed with "
            "them): none comes from B's lowering") in text
    assert g.to_json()["release"]["by_rules"] == 1
    nested = [(a, b) for a, _r, b, _o in PAIRS if a.parent.parent.name == "torch215_nested" and _groups(a) != _groups(b)]
    assert len(nested) >= 5
    for a, b in nested:
        g = compare(b.parent, a.parent).graphs[0]          # 2.14 -> 2.15
        assert g.release is not None and g.release["changes"] == g.release["by_rules"] > 0, (a, g.release)
    a, b = CORPUS / "torch211" / "layernorm_heads_train_dynamic_cuda", CORPUS / "layernorm_heads_train_dynamic_cuda"
    assert _pre_fusion_ir(a / "g1_backward") != _pre_fusion_ir(b / "g1_backward")
    g = next(x for x in compare(a, b).graphs if x.a == "g1_backward")
    assert g.release == {"torch": "2.14.1", "changes": 2, "by_rules": 0}
    assert "not torch 2.14.1's scheduler rules (A's IR replayed with them keeps A's fusion)" in render_comparison(
        compare(a, b))
    # one release on both sides: nothing to attribute
    assert all(g.release is None for g in compare(CORPUS / "pairs" / "block_max_fusion" / "a",
                                                  CORPUS / "configs" / "block_max_fusion_size").graphs)
