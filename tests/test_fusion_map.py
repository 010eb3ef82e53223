"""The fusion map: the graph of kernels with every producer -> consumer edge, its
reason and bytes, on real fixtures; the server's request; the CLI's self-contained HTML report."""
from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, skip_replay_gap

from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.fmap import fusion_map
from inductor_lens.explain.html import build_report
from inductor_lens.explain.rank import rank
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

EX = REPO / "server/inductor_lens/examples/resnet50"
GRAPHS = sorted(p.parent for p in CORPUS.glob("*/*/ir_post_fusion.txt"))


def mapped(folder, **kw):
    ir = parse_file(folder / "ir_post_fusion.txt")
    ex = explain_file(ir.path, ir=ir)
    return ir, ex, fusion_map(ex, ir, **kw)


def test_resnet50_map():
    ir, ex, m = mapped(EX)
    kinds = [n.kind for n in m.nodes]
    assert len(m.nodes) == m.total_nodes == 123
    assert kinds.count("extern") == 54 and kinds.count("kernel") == 69       # as `summary` counts them
    e = next(e for e in m.edges if (e.source, e.target) == ("op3", "op4"))
    assert (e.reason, e.message, e.buffers, e.bytes, e.line) == ("no_shared_data", "no shared data", ("buf3",), 12845056, 126)
    assert all(e.reason is not None for e in m.edges)        # every edge has Inductor's verdict
    op3 = next(n for n in m.nodes if n.id == "op3")
    assert ir.text.splitlines()[op3.line - 1].startswith("op3: ")
    d = m.to_json()
    assert d["ranking"][0]["producer"] == "op3" and d["unfused_bytes"] == 77103104
    json.dumps(d)


@pytest.mark.parametrize("folder", GRAPHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_edge_is_a_buffer_between_two_kernels(folder):
    skip_replay_gap(folder)
    ir, ex, m = mapped(folder)
    sec = ir.sections[-1]
    ids = {n.id for n in m.nodes}
    assert ids == {n.name for n in sec.nodes}
    for e in m.edges:
        assert e.source in ids and e.target in ids and e.source != e.target and e.buffers
        src, dst = sec.node(e.source), sec.node(e.target)
        for b in e.buffers:
            assert b in {d.name for x in leaves(src) for d in x.writes}
            assert b in {d.name for x in leaves(dst) for d in x.reads}
    # the ranking's edges are all on the map, with their reason and bytes (the largest of those into one node: a
    # combo kernel's members are ranked as their own kernels)
    on_map = {(e.source, e.target): e for e in m.edges}
    top = {n.name: t.name for t in sec.nodes for n in [t, *t.members, *leaves(t)]}
    firsts: dict = {}
    for r in rank(ex, sec).edges:
        firsts.setdefault((top[r.producer], top[r.consumer]), r)
    for key, r in firsts.items():
        e = on_map[key]
        assert (e.reason, e.bytes, e.design) == (r.reason, r.bytes, r.design)
    fused = [n for n in m.nodes if n.kind == "fused"]
    assert all(len(n.members) >= 2 for n in fused)


def test_nodes_carry_the_model_lines_they_came_from(tmp_path):
    """With the provenance files beside the IR, each node of the map says which lines of the model (and
    which ATen ops) it came from: the details pane shows them for a node and both ends of an edge."""
    _ir, _ex, m = mapped(CORPUS / "resnet50_eval/g0_inference")
    by = {n.id: n for n in m.nodes}
    assert [(Path(s["file"]).name, s["line"], s["code"]) for s in by["op4"].sources] == [("resnet.py", 271, "x = self.maxpool(x)")]
    assert [s["code"] for s in by["op3"].sources] == ["x = self.bn1(x)", "x = self.relu(x)"]
    assert "aten.relu" in by["op3"].aten
    assert all(len(n.sources) <= 6 for n in m.nodes)
    assert m.to_json()["nodes"][[n.id for n in m.nodes].index("op4")]["sources"][0]["line"] == 271
    # no provenance files: no sources, the map as before
    for f in ("ir_post_fusion.txt", "ir_pre_fusion.txt", "output_code.py"):
        shutil.copy(CORPUS / "resnet50_eval/g0_inference" / f, tmp_path / f)
    _ir, _ex, bare = mapped(tmp_path)
    assert all(n.sources == () and n.aten == () for n in bare.nodes)


def test_a_large_graph_keeps_its_largest_missed_fusions():
    ir, ex, m = mapped(EX, max_nodes=10)
    ids = [n.id for n in m.nodes]
    assert len(ids) <= 10 and {"op3", "op4", "op12", "op19"} <= set(ids)
    assert m.total_nodes == 123 and any("showing" in n for n in m.notes)
    assert all(e.source in ids and e.target in ids for e in m.edges)


def test_the_servers_map_of_a_pre_fusion_file_is_the_final_graph(tmp_path):
    ws = Workspace()
    pre = ws.open((EX / "ir_pre_fusion.txt").resolve().as_uri(), (EX / "ir_pre_fusion.txt").read_text(), 1)
    d = F.fusion_map(ws, pre)
    assert d["uri"].endswith("ir_post_fusion.txt") and len(d["nodes"]) == 123
    alone = tmp_path / "ir_pre_fusion.txt"
    shutil.copy(EX / "ir_pre_fusion.txt", alone)
    assert "no ir_post_fusion.txt" in F.fusion_map(ws, ws.open(alone.as_uri(), alone.read_text(), 1))["error"]


def _sha(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()


def test_html_report_of_a_debug_directory(tmp_path):
    run = tmp_path / "torch_compile_debug" / "run_1" / "torchinductor"
    shutil.copytree(CORPUS / "resnet18_train", run / "model__0")
    # a graph directory whose name would close the data's script element if it were not escaped
    hostile = run / "x</script><script>alert(1)</script>"
    shutil.copytree(CORPUS / "softmax_scale/g0_inference", hostile)
    rep = build_report(tmp_path / "torch_compile_debug")
    assert sorted(rep.graphs) == sorted(["run_1/torchinductor/model__0/g0_forward", "run_1/torchinductor/model__0/g1_backward",
                                         "run_1/torchinductor/x</script><script>alert(1)</script>"])
    page = rep.html
    assert page.count("<script") == 2 and "alert(1)</script>" not in page
    data = re.search(r'<script type="application/json" id="map-data">(.*?)</script>', page, re.S).group(1)
    assert "<" not in data
    graphs = json.loads(data)
    assert [g["name"] for g in graphs] == rep.graphs and all(g["data"]["nodes"] for g in graphs)
    # one colour per reason in every graph: the same order of reasons given to each, costliest first
    orders = {json.dumps(g["data"]["reason_order"]) for g in graphs}
    assert len(orders) == 1
    order = json.loads(orders.pop())
    cost = {}
    for g in graphs:
        for e in g["data"]["edges"]:
            if e["reason"] and not e["design"]:
                cost[e["reason"]] = cost.get(e["reason"], 0) + e["bytes"]
    assert set(order) == set(cost) and [cost[r] for r in order] == sorted(cost.values(), reverse=True)
    # the policy allows exactly the page's own script and style, and nothing from anywhere
    script = re.search(r"<script>(.*)</script></body>", page, re.S).group(1)
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1).replace("&#x27;", "'")
    assert f"script-src '{_sha(script)}'" in csp and f"style-src '{_sha(style)}'" in csp and "default-src 'none'" in csp
    assert not re.search(r'(src|href)="https?:', page)


def test_report_cli(tmp_path):
    out = tmp_path / "r.html"
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "report", str(CORPUS / "resnet18_train"), "-o", str(out)],
                       capture_output=True, text=True, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})
    assert p.returncode == 0, p.stderr
    assert "2 graphs (g0_forward, g1_backward)" in p.stdout and out.read_text().startswith("<!DOCTYPE html>")
    empty = subprocess.run([sys.executable, "-m", "inductor_lens", "report", str(tmp_path), "-o", str(out)],
                           capture_output=True, text=True, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})
    assert empty.returncode != 0 and "no ir_post_fusion.txt" in empty.stderr


def test_the_shipped_page_is_the_clients_build():
    """server/inductor_lens/web is what `npm run build` copies from vscode-client (the style is its
    source file; the script is checked against a fresh build where Node is, in tests/e2e/test_vscode.py)."""
    web = REPO / "server/inductor_lens/web"
    assert (web / "map.css").read_text() == (REPO / "vscode-client/media/map.css").read_text()
    assert "dagre" in (web / "map.js").read_text()


def test_a_report_reuses_the_graphs_its_caller_analysed(monkeypatch):
    """capture analyses each graph for its manifest, then writes the report: given those analyses the
    report neither parses nor replays a graph again."""
    from inductor_lens.explain import html as H
    folder = CORPUS / "resnet18_train"
    done = {}
    for f in H.graph_files(folder):
        ir = parse_file(f)
        done[f.resolve()] = (ir, explain_file(f, ir=ir))

    def fail(*_a, **_k):
        raise AssertionError("parsed or replayed again")
    monkeypatch.setattr(H, "parse_file", fail)
    monkeypatch.setattr(H, "explain_file", fail)
    rep = H.build_report(folder, analysed=done)
    assert rep.skipped == [] and sorted(rep.graphs) == ["g0_forward", "g1_backward"]
