"""``compare`` on the fixture pairs (tests/corpus/pairs/: two real compiles of one model that differ in
one known way, CPU and the simulated H200), without torch.

* config pairs of one pre-fusion graph (``max_fusion_size`` 64 -> 2): the fusions compare reports lost and
  gained are exactly the difference of the two sides' post-fusion groups (the oracle: pairs of nodes in
  one kernel on one side and not the other, by name, which is the alignment's truth here: the pre-fusion
  graphs are the same), and each reason is the one Inductor logged on the refusing side;
* the moved pair (only line numbers differ): no change, every node aligned;
* the insert pair (one op added at the top of ``forward``: every later name shifts): the added op is found
  as added, by its source line, and the other nodes are aligned (not reported as removed and re-added).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import REPO

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.names import leaf_names
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.compare import compare

ROOT = REPO / "tests" / "corpus" / "pairs"


def pair_dirs(kind: str, setting: str | None = None) -> list[Path]:
    out = []
    for p in sorted(ROOT.glob("*/pair.json")):
        m = json.loads(p.read_text())
        if m["kind"] == kind and (setting is None or m.get("setting") == setting):
            out.append(p.parent)
    return out


def groups(post: Path) -> list[set[str]]:
    return [{n.name for n in leaves(top)} for top in parse_file(post).sections[-1].nodes]


def together(gs: list[set[str]]) -> set[frozenset]:
    return {frozenset((x, y)) for g in gs for x in g for y in g if x < y}


@pytest.mark.parametrize("d", pair_dirs("config", "max_fusion_size"), ids=lambda d: d.name)
def test_config_pair_fusions_lost_and_gained_are_the_groups_difference(d):
    c = compare(d / "a", d / "b")
    meta = json.loads((d / "pair.json").read_text())
    assert [g.a for g in c.graphs] == meta["graphs"]
    for g in c.graphs:
        ga, gb = groups(d / "a" / g.a / "ir_post_fusion.txt"), groups(d / "b" / g.b / "ir_post_fusion.txt")
        assert g.aligned == sum(map(len, ga)) == sum(map(len, gb))
        assert g.config.get("max_fusion_size") == [64, 2]
        lost, gained = set(), set()
        logs = {s: read_fusion_log(d / s / g.a / "fusion.log")[0].last_verdicts() for s in "ab"}
        for ch in g.changes:
            assert ch.kind in ("fusion_lost", "fusion_gained", "reason_changed"), ch   # same nodes: none added
            if ch.kind == "reason_changed":        # an edge apart on both sides, refused for another reason
                e = logs["b"].get(tuple(ch.b))
                assert e is None or e.reason == ch.message, (ch, e)
                assert ch.reason != ch.detail["reason_a"]
                continue
            parts = [set(leaf_names(p)) for p in (ch.b if ch.kind == "fusion_lost" else ch.a)]
            whole = set(leaf_names((ch.a if ch.kind == "fusion_lost" else ch.b)[0]))
            assert set().union(*parts) <= whole
            split = {frozenset((x, y)) for i, p in enumerate(parts) for q in parts[i + 1:] for x in p for y in q}
            (lost if ch.kind == "fusion_lost" else gained).update(split)
            refusing = logs["b" if ch.kind == "fusion_lost" else "a"]
            for r in ch.refusals:         # each verdict given is the refusing side's logged one
                e = refusing.get(tuple(r["pair"]))
                if e is not None:
                    assert e.kind == "refuse" and e.reason == r["message"], (r, e)
        assert lost == together(ga) - together(gb)          # 100% precision and recall
        assert gained == together(gb) - together(ga)
        assert lost, "the pair loses a fusion"
        assert any(ch.message == "exceeds max fusion" for ch in g.changes if ch.kind == "fusion_lost")


@pytest.mark.parametrize("d", pair_dirs("moved"), ids=lambda d: d.name)
def test_moved_lines_change_nothing(d):
    c = compare(d / "a", d / "b")
    for g in c.graphs:
        assert g.changes == [] and g.aligned == sum(map(len, groups(d / "a" / g.a / "ir_post_fusion.txt")))


@pytest.mark.parametrize("d", pair_dirs("insert"), ids=lambda d: d.name)
def test_an_inserted_op_is_added_and_the_rest_aligned(d):
    c = compare(d / "a", d / "b")
    fwd = next(g for g in c.graphs if "forward" in (g.a or ""))
    added = [ch for ch in fwd.changes if ch.kind == "op_added"]
    assert any("x = x - x.mean(-1, keepdim=True)" in s for ch in added for s in ch.sources), added
    n_a = sum(map(len, groups(d / "a" / fwd.a / "ir_post_fusion.txt")))
    n_b = sum(map(len, groups(d / "b" / fwd.b / "ir_post_fusion.txt")))
    removed = [ch for ch in fwd.changes if ch.kind == "op_removed"]
    assert fwd.aligned >= n_a - 2 and len(removed) <= 2, (fwd.aligned, n_a, removed)
    assert len(added) == n_b - fwd.aligned


def _lost_fusions(d: Path) -> int:
    return sum(1 for g in compare(d / "a", d / "b").graphs for ch in g.changes if ch.kind == "fusion_lost")


@pytest.mark.parametrize("d", sorted(p.parent for p in ROOT.glob("*/pair.json")), ids=lambda d: d.name)
def test_check_fails_on_every_pair_that_loses_a_fusion_and_passes_on_moved_lines(d, tmp_path):
    """Side a locked, side b checked: a pair whose b loses a fusion (or grows its kernel count) fails with
    exit 1; the moved pair passes (exit 0)."""
    import subprocess
    import sys
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    lock = tmp_path / "fusion.lock.json"
    w = subprocess.run([sys.executable, "-m", "inductor_lens", "lock", str(d / "a"), "-o", str(lock)],
                       capture_output=True, text=True, env=env, timeout=300)
    assert w.returncode == 0, w.stderr
    c = subprocess.run([sys.executable, "-m", "inductor_lens", "check", str(d / "b"), "--lock", str(lock)],
                       capture_output=True, text=True, env=env, timeout=300)
    meta = json.loads((d / "pair.json").read_text())
    if meta["kind"] == "moved":
        assert c.returncode == 0 and "check passed" in c.stdout, c.stdout + c.stderr
    else:
        lost = _lost_fusions(d)
        grew = any(meta["oracle"][g]["b"]["kernels"] > meta["oracle"][g]["a"]["kernels"] for g in meta["graphs"])
        assert lost or grew, meta["pair"]
        assert c.returncode == 1 and "check FAILED" in c.stdout, c.stdout + c.stderr
        assert c.stdout.count("fusion lost") >= lost
