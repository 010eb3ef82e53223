"""``inductor-lens compare A B --html``: the page with both runs' fusion maps side by side, on the fixture
pairs (tests/corpus/pairs/, real compiles; no torch).

The page's data: per matched graph both maps (each side's ``fusion_map`` of its one explanation), the
changes with their kinds as ``compare`` gives them, and every node a change names present in the map of
its side (what the page highlights and selects exists there); the page's policy allows exactly its own
script and style; no "<" in the embedded data; and the CLI's ``--html`` (the text and JSON output as
without it). The page in a browser: tests/e2e/test_vscode.py (``vscode-client/e2e/compare.mjs``).
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from conftest import REPO

from inductor_lens.runs.compare import compare
from inductor_lens.runs.comparehtml import build_compare_report

PAIRS = REPO / "tests" / "corpus" / "pairs"


def page_data(page: str) -> dict:
    data = re.search(r'<script type="application/json" id="compare-data">(.*?)</script>', page, re.S).group(1)
    assert "<" not in data
    return json.loads(data)


def _sha(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()


def node_ids(m: dict) -> set[str]:
    return {n["id"] for n in m["nodes"]}


def check_changes_in_maps(g: dict) -> None:
    """Every node a change names is a node of its side's map (final node names on both sides)."""
    a, b = node_ids(g["maps"]["a"]), node_ids(g["maps"]["b"])
    for c in g["changes"]:
        k = c["kind"]
        if k == "fusion_lost":
            assert c["a"][0] in a and set(c["b"]) <= b, c
        elif k == "fusion_gained":
            assert set(c["a"]) <= a and c["b"][0] in b, c
        elif k == "reason_changed":
            assert set(c["a"]) <= a and set(c["b"]) <= b, c
            assert any((e["source"], e["target"]) == tuple(c["a"]) for e in g["maps"]["a"]["edges"])
            assert any((e["source"], e["target"]) == tuple(c["b"]) for e in g["maps"]["b"]["edges"])
        elif k == "op_added":
            assert c["detail"]["group_b"] in b, c
        elif k == "op_removed":
            assert c["detail"]["group_a"] in a, c


@pytest.mark.parametrize("pair", ["block_max_fusion", "convnet_max_fusion", "block_max_fusion_cuda"])
def test_config_pair_page_has_both_maps_and_the_changes(pair):
    d = PAIRS / pair
    c, page = build_compare_report(d / "a", d / "b")
    data = page_data(page)
    plain = compare(d / "a", d / "b")
    assert c.to_json() == plain.to_json()           # the maps change nothing in the comparison
    assert data["a"] == str(d / "a") and data["b"] == str(d / "b")
    assert [g["a"] for g in data["graphs"]] == [g.a for g in plain.graphs]
    oracle = json.loads((d / "pair.json").read_text())["oracle"]
    for g, pg in zip(data["graphs"], plain.graphs):
        assert g["maps"]["a"]["nodes"] and g["maps"]["b"]["nodes"]
        assert g["maps"]["a"]["file"] == g["a"] and g["maps"]["b"]["file"] == g["b"]
        # the maps are each side's post-fusion graph: one node per kernel / extern call / no-op
        assert len(g["maps"]["a"]["nodes"]) == g["maps"]["a"]["total_nodes"]
        assert [(x["kind"], x["a"], x["b"], x["bytes"]) for x in g["changes"]] == \
            [(x.kind, x.a, x.b, x.bytes) for x in pg.changes]
        kinds = {x["kind"] for x in g["changes"]}
        assert "fusion_lost" in kinds and kinds <= {"fusion_lost", "fusion_gained", "reason_changed"}
        assert sorted(x["a"][0] for x in g["changes"] if x["kind"] == "fusion_lost") == sorted(oracle[g["a"]]["lost"])
        check_changes_in_maps(g)
        for x in g["changes"]:        # the refusing side's reason, by its title
            if x["reason"]:
                assert x["reason_title"] and x["reason_title"] != x["reason"]
        # one colour per reason across both sides
        assert g["maps"]["a"]["reason_order"] == g["maps"]["b"]["reason_order"]
        assert g["config"]["max_fusion_size"] == [64, 2]
    # the policy allows exactly the page's own script and style, and nothing from anywhere
    assert page.count("<script") == 2
    script = re.search(r"<script>(.*)</script></body>", page, re.S).group(1)
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1).replace("&#x27;", "'")
    assert f"script-src '{_sha(script)}'" in csp and f"style-src '{_sha(style)}'" in csp and "default-src 'none'" in csp
    assert not re.search(r'(src|href)="https?:', page)
    web = REPO / "server" / "inductor_lens" / "web"
    assert script == (web / "compare.js").read_text() and (web / "compare.css").read_text() in style


def test_added_and_removed_ops_and_a_graph_only_in_one_run(tmp_path):
    """The insert pair (ops added in B, one removed): their fused nodes are in the maps; B without its
    backward graph: that graph has A's map only, and a note."""
    d = PAIRS / "block_insert"
    b = tmp_path / "b"
    shutil.copytree(d / "b", b)
    shutil.rmtree(b / "g1_backward")
    meta = json.loads((b / "meta.json").read_text())
    meta["graphs"] = ["g0_forward"]
    (b / "meta.json").write_text(json.dumps(meta))
    _, page = build_compare_report(d / "a", b)
    data = page_data(page)
    fwd, bwd = data["graphs"]
    assert {x["kind"] for x in fwd["changes"]} >= {"op_added", "op_removed"}
    check_changes_in_maps(fwd)
    assert bwd["a"] == "g1_backward" and bwd["b"] is None and "only in A" in bwd["note"]
    assert bwd["maps"]["a"]["nodes"] and bwd["maps"]["b"] is None and bwd["changes"] == []


def test_names_from_the_files_are_data(tmp_path):
    """A graph folder whose name would close the data's script element: escaped in the JSON, shown as
    text by the page (mapCore's esc)."""
    hostile = tmp_path / "x</script><script>alert(1)</script>"
    shutil.copytree(PAIRS / "convnet_max_fusion" / "a" / "g0_inference", hostile)
    _, page = build_compare_report(hostile, PAIRS / "convnet_max_fusion" / "b" / "g0_inference")
    assert page.count("<script") == 2 and "alert(1)</script>" not in page
    data = page_data(page)
    assert data["graphs"][0]["a"] == hostile.name and data["graphs"][0]["maps"]["a"]["file"] == hostile.name


def test_cli_html(tmp_path):
    d = PAIRS / "block_max_fusion"
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"))
    cmd = [sys.executable, "-m", "inductor_lens", "compare", str(d / "a"), str(d / "b")]
    text = subprocess.run(cmd, capture_output=True, text=True, env=env)
    out = tmp_path / "cmp.html"
    p = subprocess.run([*cmd, "--html", str(out)], capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    assert p.stdout == text.stdout                     # the text output unchanged
    assert str(out) in p.stderr and "1 graph" in p.stderr
    data = page_data(out.read_text(encoding="utf-8"))
    assert data["graphs"][0]["maps"]["a"]["nodes"] and data["graphs"][0]["maps"]["b"]["nodes"]
    j = subprocess.run([*cmd, "--json"], capture_output=True, text=True, env=env)
    out2 = tmp_path / "cmp2.html"
    p = subprocess.run([*cmd, "--json", "--html", str(out2)], capture_output=True, text=True, env=env)
    assert p.returncode == 0 and json.loads(p.stdout) == json.loads(j.stdout)    # combinable with --json
    assert "maps" not in json.loads(p.stdout)["graphs"][0]
    # the page's changes are the JSON's, with the reasons' titles besides
    shown = page_data(out2.read_text(encoding="utf-8"))["graphs"][0]["changes"]
    assert [{k: v for k, v in x.items() if k not in ("reason_title", "reason_a_title")} for x in shown] == \
        json.loads(p.stdout)["graphs"][0]["changes"]
    p = subprocess.run([*cmd, "--html", str(tmp_path / "missing" / "x.html")], capture_output=True, text=True, env=env)
    assert p.returncode != 0 and "cannot write the page" in p.stderr
