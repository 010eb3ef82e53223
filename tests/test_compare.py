"""``inductor-lens compare``: two captures of one model (a LayerNorm -> Linear -> GELU -> Linear block,
forward only; ``conftest.BLOCK``) under torch's default config and with ``max_fusion_size = 3``. The run's config is
recorded beside each graph and the replay uses it (Inductor's log agrees with every verdict only then);
the fusions compare reports lost are exactly the difference of the two runs' post-fusion groups, each
with B's reason as B's fusion log gives it."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO

pytestmark = pytest.mark.slow            # real captures (conftest.block_runs, shared with test_lock)


@pytest.fixture(scope="module")
def runs(block_runs):
    """(A: torch's default config, B: max_fusion_size = 3)."""
    _tmp, a, _b, small = block_runs
    return a, small


def _groups(post: Path) -> set[frozenset]:
    from inductor_lens.ir.groups import leaves
    from inductor_lens.ir.parse import parse_file
    sec = parse_file(post).sections[-1]
    return {frozenset(n.name for n in leaves(top)) for top in sec.nodes}


def test_the_runs_config_is_recorded_and_replayed(runs):
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.replay.config import DEFAULT
    _a, b = runs
    m = json.loads((b / "run.json").read_text())
    (g,) = m["graphs"]
    assert g["config"]["changed"] == {"max_fusion_size": 3} and "inductor_config.json" in g["files"]
    post = b / g["folder"] / "ir_post_fusion.txt"
    ex = explain_file(post)
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] > 0, a
    assert any(v.reason == "exceeds_max_fusion" for v in ex.pairs)
    assert any("max_fusion_size=3" in n for n in ex.notes)
    # with torch's defaults the replay fuses what the run did not: Inductor's log disagrees
    wrong = explain_file(post, config=DEFAULT).log_agreement
    assert wrong["agree"] < wrong["pairs"], wrong


def test_fusions_lost_are_the_difference_of_the_groups_with_bs_reasons(runs):
    from inductor_lens.dump.log import read_fusion_log
    from inductor_lens.ir.names import leaf_names
    from inductor_lens.runs.compare import compare
    a, b = runs
    c = compare(a, b)
    (g,) = c.graphs
    assert g.config == {"max_fusion_size": [64, 3]}
    ga, gb = _groups(a / "g0_inference" / "ir_post_fusion.txt"), _groups(b / "g0_inference" / "ir_post_fusion.txt")
    # the same pre-fusion graph (one config knob of the fusion pass): names are the alignment's truth
    assert g.aligned == sum(len(x) for x in ga) == sum(len(x) for x in gb)
    pairs = lambda groups: {frozenset((x, y)) for grp in groups for x in grp for y in grp if x < y}  # noqa: E731
    lost_truth = pairs(ga) - pairs(gb)
    gained_truth = pairs(gb) - pairs(ga)
    assert lost_truth and not gained_truth
    lost = [ch for ch in g.changes if ch.kind == "fusion_lost"]
    reported = set()
    for ch in lost:            # final names join their members' names: op0_op1_op2
        (whole,) = ch.a
        parts = [set(leaf_names(p)) for p in ch.b]
        assert set(leaf_names(whole)) in ga and all(p in gb for p in parts)
        assert set().union(*parts) <= set(leaf_names(whole))
        reported |= {frozenset((x, y)) for i, p in enumerate(parts) for q in parts[i + 1:] for x in p for y in q}
    assert reported == lost_truth                       # 100% precision and recall
    log = read_fusion_log(b / "g0_inference" / "fusion.log")[0].last_verdicts()
    for ch in lost:
        assert ch.reason == "exceeds_max_fusion", ch
        for r in ch.refusals:
            e = log.get(tuple(r["pair"]))
            assert e is not None and e.reason == r["message"] == "exceeds max fusion", (r, e)
    assert not [ch for ch in g.changes if ch.kind in ("op_added", "op_removed")]


def test_a_run_compared_with_itself_has_no_change_and_the_cli_says_so(runs):
    a, b = runs
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    same = subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(a), str(a), "--json"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert same.returncode == 0, same.stderr
    (g,) = json.loads(same.stdout)["graphs"]
    assert g["changes"] == [] and g["config"] == {}
    text = subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(a), str(b)],
                          capture_output=True, text=True, env=env, timeout=300)
    assert text.returncode == 0, text.stderr
    assert "config: max_fusion_size 64 -> 3" in text.stdout
    assert "fusion lost: A's" in text.stdout and '[Inductor: "exceeds max fusion"]' in text.stdout
    # each side's model lines with its own numbers (B's script is another file, its lines shifted): the
    # lines B's places link to are B's
    assert "source in A: model.py:14 h = self.up(self.norm(x))" in text.stdout
    assert "source in B: small.py:16 h = self.up(self.norm(x))" in text.stdout
    doc = json.loads(subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(a), str(b), "--json"],
                                    capture_output=True, text=True, env=env, timeout=300).stdout)
    for ch in (c for g in doc["graphs"] for c in g["changes"] if c["kind"] == "fusion_lost"):
        assert ch["sources_a"] and all(s.startswith("model.py:") for s in ch["sources_a"])
        lines = {f"{Path(f).name}:{n}" for f, n in ch["places"]}
        assert ch["sources"] and {s.split(" ", 1)[0] for s in ch["sources"]} <= lines, (ch["sources"], lines)
    bad = subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(a), str(a / "nope")],
                         capture_output=True, text=True, env=env, timeout=60)
    assert bad.returncode == 2 and "no such file or directory" in bad.stderr
