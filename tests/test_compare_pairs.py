"""``compare`` on the fixture pairs (tests/corpus/pairs/: two real compiles of one model that differ in
one known way, CPU and the simulated H200), without torch.

* config pairs of one pre-fusion graph (``max_fusion_size`` 64 -> 2): the fusions compare reports lost and
  gained are exactly the difference of the two sides' post-fusion groups (the oracle: pairs of nodes in
  one kernel on one side and not the other, by name, which is the alignment's truth here: the pre-fusion
  graphs are the same), and each reason is the one Inductor logged on the refusing side;
* the moved pair (only line numbers differ): no change, every node aligned;
* the insert pair (one op added at the top of ``forward``: every later name shifts): the added op is found
  as added, by its source line, and the other nodes are aligned (not reported as removed and re-added);
* every pair, the era pairs included (a public file of an older Inductor against today's compile of the
  same model): through the alignment compare made, the fusions it reports lost and gained are exactly the
  difference of the two sides' groups (no aligned pair of nodes changes kernels unreported, none is
  reported that did not);
* the era pairs: what is known from reading both files (the MNIST network's max-pool offsets and values,
  two kernels in January 2025, one now; PyTorch's debug-trace function: the same fusion in both eras,
  ``buf0_buf1`` then and ``op0_op1`` now).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import PUBLIC, REPO, require_public

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.names import leaf_names
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.align import align, leaf_table
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
    exit 1; the moved pair passes (exit 0), and so do the era pairs (today's torch loses no fusion the
    older one made, and has no more kernels: a lock written from an older torch's file holds). Kernels
    are counted as Inductor emits them: the CPU pair with realize_opcount_threshold = 2 has two more
    loop nests, but in as many C++ functions, and loses no locked fusion (its nodes are others): notes."""
    import subprocess
    import sys
    a, b = _sides(d)
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    lock = tmp_path / "fusion.lock.json"
    w = subprocess.run([sys.executable, "-m", "inductor_lens", "lock", str(a), "-o", str(lock)],
                       capture_output=True, text=True, env=env, timeout=300)
    assert w.returncode == 0, w.stderr
    c = subprocess.run([sys.executable, "-m", "inductor_lens", "check", str(b), "--lock", str(lock)],
                       capture_output=True, text=True, env=env, timeout=300)
    meta = json.loads((d / "pair.json").read_text())
    if meta["kind"] in ("moved", "era"):
        assert c.returncode == 0 and "check passed" in c.stdout, c.stdout + c.stderr
    else:
        lost = _lost_fusions(d)
        grew = any(g.kernels and g.kernels[1] > g.kernels[0] for g in compare(a, b).graphs)
        if lost or grew:
            assert c.returncode == 1 and "check FAILED" in c.stdout, c.stdout + c.stderr
            assert c.stdout.count("fusion lost") >= lost
        else:
            assert meta["pair"] == "block_realize_opcount" and meta["device"] == "cpu", meta["pair"]
            assert c.returncode == 0 and "check passed" in c.stdout, c.stdout + c.stderr

def _sides(d: Path) -> tuple[Path, Path]:
    """The two sides of a pair as compare takes them (an era pair: the public file, today's graph)."""
    meta = json.loads((d / "pair.json").read_text())
    if meta["kind"] == "era":
        require_public()
        return PUBLIC / meta["public"]["file"], d / "b" / meta["graph"]
    return d / "a", d / "b"


def _leaves(post: Path):
    ir = parse_file(post)
    return leaf_table(ir.sections[-1], explain_file(post, ir=ir).origins)


ALL_PAIRS = sorted(p.parent for p in ROOT.glob("*/pair.json"))


@pytest.mark.parametrize("d", ALL_PAIRS, ids=lambda d: d.name)
def test_lost_and_gained_are_the_groups_difference_through_the_alignment(d):
    a, b = _sides(d)
    c = compare(a, b)
    for g in c.graphs:
        if g.a_path is None or g.b_path is None:
            continue
        la, lb = _leaves(Path(g.a_path)), _leaves(Path(g.b_path))
        al = align(la, lb)
        assert len(al.pairs) == g.aligned
        a2b = dict(al.pairs)
        grp_a, grp_b = {x.name: x.group for x in la}, {y.name: y.group for y in lb}
        # pairs of aligned nodes (named as in B) in one kernel on each side
        same_a = {frozenset((a2b[x], a2b[y])) for x in a2b for y in a2b if x < y and grp_a[x] == grp_a[y]}
        same_b = {frozenset((x, y)) for x in a2b.values() for y in a2b.values() if x < y and grp_b[x] == grp_b[y]}
        lost, gained = set(), set()
        b2a = {v: k for k, v in a2b.items()}
        for ch in g.changes:
            if ch.kind not in ("fusion_lost", "fusion_gained"):
                continue
            parts = ch.b if ch.kind == "fusion_lost" else ch.a
            names = [[n for n in leaf_names(p) if (n in b2a if ch.kind == "fusion_lost" else n in a2b)]
                     for p in parts]
            if ch.kind == "fusion_gained":          # named as in B
                names = [[a2b[n] for n in part] for part in names]
            split = {frozenset((x, y)) for i, p in enumerate(names) for q in names[i + 1:] for x in p for y in q}
            (lost if ch.kind == "fusion_lost" else gained).update(split)
        assert lost == same_a - same_b, (g.a, sorted(map(sorted, (same_a - same_b) ^ lost)))
        assert gained == same_b - same_a, (g.a, sorted(map(sorted, (same_b - same_a) ^ gained)))
        # each verdict given is the one the refusing side's Inductor logged, where it logged one
        logs = {s: read_fusion_log(Path(p).parent / "fusion.log")[0].last_verdicts()
                for s, p in (("a", g.a_path), ("b", g.b_path)) if (Path(p).parent / "fusion.log").is_file()}
        for ch in g.changes:
            refusing = logs.get("b" if ch.kind == "fusion_lost" else "a")
            for r in ch.refusals if refusing is not None else ():
                e = refusing.get(tuple(r["pair"]))
                if e is not None:
                    assert e.kind == "refuse" and e.reason == r["message"], (d.name, r, e)


ERA = {d.name: d for d in ALL_PAIRS if json.loads((d / "pair.json").read_text())["kind"] == "era"}


def test_era_mnist_maxpool_offsets_and_values_fused_since_2025():
    """January 2025 (the public file): ReLU (op4), the max-pool's int8 offsets (op5) and its values (op9)
    are three kernels, the offsets and values refused by the C++ backend (their loop nests differ:
    (12*s0, 12, 64) and (s0, 12, 12, 64)). Today: the ReLU is recomputed inside the pool, whose offsets and
    values are one kernel over (s77, 12, 12, 64), reading the convolution's output. Compare says so: the pool's two nodes aligned across the
    eras by what they write (the only int8 [batch, 64, 12, 12] and the float one), a fusion gained with
    the old side's reason, the old ReLU kernel removed; the dynamic batch (s0 / s77) is not a change."""
    a, b = _sides(ERA["mnist_era"])
    (g,) = compare(a, b).graphs
    gained = [ch for ch in g.changes if ch.kind == "fusion_gained"]
    assert len(gained) == 1, g.changes
    ch = gained[0]
    assert ch.a == ["op5", "op9"] and set(leaf_names(ch.b[0])) >= {"op4", "op8"}
    assert ch.reason == "cpp_backend_veto" and "loop nests differ" in ch.summary, ch
    assert any("(12*s0, 12, 64)" in s and "12, 12, 64)" in s for s in ch.detail.get("inputs", [])), ch.detail
    # the offsets now read the convolution's output: the old ReLU kernel (A only) fed them then
    assert "reads of op5 -> op4 (named as in B): op4 (A only) -> op3" in ch.detail["inputs"], ch.detail
    assert [c.a for c in g.changes if c.kind == "op_removed"] == [["op4"]]
    assert not [c for c in g.changes if c.kind == "fusion_lost"]
    # 8 loop nests then, 7 now; as C++ functions (what Inductor emits on CPU, runs of loop nests between
    # extern calls) 6 then, 5 now
    assert g.loop_nests == (8, 7) and g.kernels == (6, 5) and g.unfused_bytes[1] < g.unfused_bytes[0]


def test_era_debug_trace_same_fusion_other_names():
    a, b = _sides(ERA["debug_trace_era"])
    (g,) = compare(a, b).graphs
    assert g.changes == [] and g.aligned == 3 and g.kernels == (1, 1)
