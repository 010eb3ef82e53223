"""Explaining a graph with a large number of candidate pairs: the replay's last event per pair (taken
as listed when a round lists each pair once, keyed otherwise) and the CLI's text, which shows a bounded
number of pairs in detail and counts the rest."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest
from conftest import PUBLIC, REPO, RESNET50, fixture_ir_files

from inductor_lens.explain.explain import _creation_order, _post_groups, explain_file
from inductor_lens.explain.report import DETAIL_LIMIT, render_text
from inductor_lens.ir import parse_file
from inductor_lens.ir.parse import parse_text
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.rounds import (
    LastEvents,
    PairTable,
    final_round_only,
    simulate,
)

sys.path.insert(0, str(REPO / "bench"))
from make_big import make_big_nodes  # noqa: E402  (bench/make_big.py)


def _table_order(sim) -> list:
    """Each pair's last event, pairs in the order of their first event, with every event keyed."""
    t = PairTable()
    for e in sim.events:
        t.set((e.node1, e.node2), e)
    return list(t.values())


@pytest.fixture(scope="module")
def chained():
    """3,000+ nodes: copies of the ResNet50 graph sharing their inputs (each input has a user per copy)."""
    text = make_big_nodes(RESNET50 / "ir_post_fusion.txt", 3000)
    return parse_text(text, "chained_ir_post_fusion.txt")


def _final_round(ir):
    sec = ir.sections[0]
    return final_round_only(Graph(_creation_order(sec)), _post_groups(sec))


FILES = [p for p in fixture_ir_files() if p.name == "ir_post_fusion.txt"] + sorted(PUBLIC.glob("*post*.txt"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_last_events_of_a_final_round_are_those_of_the_keyed_table(path):
    ir = parse_file(path)
    if not ir.sections or not ir.sections[0].nodes:
        pytest.skip("no nodes")
    sim = _final_round(ir)
    want = _table_order(sim)
    last = LastEvents(sim)
    assert list(last.values()) == want
    keys = {(e.node1, e.node2) for e in want}
    # a lookup finds each pair's last event, and nothing for pairs never checked
    assert last.lookup(keys | {("no_such_op", "op0")}) == {(e.node1, e.node2): e for e in want}


def test_last_events_of_a_replay_of_several_rounds_are_keyed():
    ir = parse_file(RESNET50 / "ir_pre_fusion.txt")
    sim = simulate(Graph(ir.sections[0]))
    assert len(sim.rounds) > 1
    last = LastEvents(sim)
    want = _table_order(sim)
    assert list(last.values()) == want
    # the same pair checked in several rounds: one verdict, the last check
    assert len(want) < len(sim.events)


def test_last_events_of_a_large_chained_graph(chained):
    sim = _final_round(chained)
    assert len(sim.events) > 10_000
    assert list(LastEvents(sim).values()) == _table_order(sim)


def test_text_shows_a_bounded_number_of_pairs_in_detail(chained):
    ex = explain_file(None, ir=chained, discover=False)
    unfused = [p for p in ex.pairs if not p.fused and p.final]
    candidates = [p for p in unfused if p.source == "candidate"]
    assert len(candidates) > 10 * DETAIL_LIMIT
    text = render_text(ex)
    head = text.splitlines()[0]
    assert head.startswith(f"<text>: {len(unfused)} unfused pairs") or f": {len(unfused)} unfused pairs" in head
    detailed = [line for line in text.splitlines() if " -> " in line and ": not fused: " in line]
    assert [line.split(":")[0] for line in detailed] == [f"{p.node1} -> {p.node2}" for p in candidates[:DETAIL_LIMIT]]
    more = [line for line in text.splitlines() if line.endswith("--limit N or --all shows them")]
    assert len(more) == 1 and more[0].startswith(f"{len(unfused) - DETAIL_LIMIT} more unfused pairs (")
    # the first pairs not shown in detail, one line each
    assert f"  {candidates[DETAIL_LIMIT].node1} -> {candidates[DETAIL_LIMIT].node2}: " \
        f"{candidates[DETAIL_LIMIT].summary}" in text
    # an explicit limit
    text5 = render_text(ex, limit=5)
    assert sum(1 for line in text5.splitlines() if ": not fused: " in line) == 5


def test_text_of_a_small_graph_shows_every_candidate_pair():
    ex = explain_file(RESNET50 / "ir_post_fusion.txt")
    candidates = [p for p in ex.pairs if not p.fused and p.final and p.source == "candidate"]
    assert len(candidates) < DETAIL_LIMIT
    text = render_text(ex)
    for p in candidates:   # in detail, or named under the pair of the same pattern shown in detail
        assert f"{p.node1} -> {p.node2}: not fused: " in text or re.search(
            rf"  same as +(?:\S+ -> \S+, )*{p.node1} -> {p.node2}[,:]", text), (p.node1, p.node2)
    assert "--limit N" not in text


def test_pairs_of_one_pattern_are_shown_once():
    """ResNet50's 11 'intermediate nodes' pairs are two patterns of its bottleneck blocks (the first block of
    a stage, with its downsample, and the others): each in detail once, its repeats named under it."""
    text = render_text(explain_file(RESNET50 / "ir_post_fusion.txt"))
    assert text.count("not fused: intermediate nodes between the pair") == 2
    same = re.findall(r"  same as +(.*): the same reason between the same source lines \((\d+) pairs in all\)", text)
    assert sorted(int(n) for _names, n in same) == [4, 7]
    assert "op19 -> op26: not fused" in text and "op41 -> op48" in same[1][0]


def test_pairs_in_detail_come_costliest_first():
    """With each pair's traffic (``rank.pair_traffic``: the CLI passes it), the patterns shown in detail are
    ordered by the bytes all their pairs move through memory, and a repeated pattern says its total: in
    ResNet50 the 7 identity blocks' pairs (38.54 MB) come before the 4 downsample blocks' (24.08 MB), and
    both before op3 -> op4 (12.85 MB alone); without it, the graph's order (op3 -> op4 first)."""
    from inductor_lens.explain.rank import pair_traffic
    from inductor_lens.ir.parse import parse_file
    ir = parse_file(RESNET50 / "ir_post_fusion.txt")
    ex = explain_file(RESNET50 / "ir_post_fusion.txt", ir=ir)
    traffic = pair_traffic(ir.sections[-1])
    by = {(p.node1, p.node2): p for p in ex.pairs if not p.fused and p.final}
    assert traffic(by["op3", "op4"]) == 2 * 6_422_528           # buf3 written once, read back once
    text = render_text(ex, traffic=traffic)
    heads = re.findall(r"^(\S+ -> \S+): not fused", text, re.M)
    assert heads[:5] == ["op19 -> op26", "op12 -> op19", "op3 -> op4", "op113 -> op120", "op120 -> op121"]
    totals = re.findall(r"\((\d+) pairs in all, ([\d.,]+) MB through memory\)", text)
    assert totals == [("7", "38.54"), ("4", "24.08")]
    assert "the costliest first" in text
    plain = render_text(ex)
    assert re.findall(r"^(\S+ -> \S+): not fused", plain, re.M)[0] == "op3 -> op4"
    # the CLI orders by bytes
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", "example"], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert re.findall(r"^(\S+ -> \S+): not fused", r.stdout, re.M)[:3] == heads[:3]
