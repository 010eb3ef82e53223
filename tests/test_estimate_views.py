"""Roofline estimates where users look (issue 29): the hover card under the ``inductorLens.gpu`` setting
(``auto``: output_code.py's GPU, none for a CPU graph; a name; ``none``), the fusion map's ``estimate``
fields (the figures of ``edge_estimates``) and ``gpu``, the HTML report (``report --gpu``), and the
setting's validation. On real fixtures: a simulated H200 graph and ResNet50 on the CPU."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO

from inductor_lens.dump.gpus import UnknownGpu, choose_gpu
from inductor_lens.explain.estimate import edge_estimates, estimator_for
from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.fmap import fusion_map
from inductor_lens.explain.html import build_report, default_gpu
from inductor_lens.explain.rank import rank
from inductor_lens.ir.parse import parse_file
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace, path_to_uri
from inductor_lens.service.estimates import estimates
from inductor_lens.service.settings import Settings

CUDA = CORPUS / "mlp_gelu_layernorm_cuda/g0_inference"
CPU = CORPUS / "resnet50_eval/g0_inference"
ENV_PATH = str(REPO / "server")


def opened(folder, gpu: str):
    p = (folder / "ir_post_fusion.txt").resolve()
    ws = Workspace()
    ws.gpu = gpu
    doc = ws.open(path_to_uri(p), p.read_text(), 1)
    F.prepare_requests(ws, doc)
    return ws, doc


def hover_of(ws, doc, header: str) -> str:
    return F.hover(ws, doc, doc.text.index(header) + 1).markdown


@pytest.fixture(scope="module")
def cuda_auto():
    return opened(CUDA, "auto")


def test_hover_on_the_cuda_graph_names_output_code_pys_gpu(cuda_auto):
    ws, doc = cuda_auto
    md = hover_of(ws, doc, "op1_op2_op4: FusedSchedulerNode")
    line = next(x for x in md.splitlines() if x.startswith("estimate for GPU"))
    assert line.startswith("estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32): this kernel ")
    assert "µs (memory-bound: 274,432 bytes, 2,097,152 FLOPs)" in line
    # each missed fusion of the node: the two kernels as scheduled against the forced fusion
    est = estimates(ws, doc)
    sec = doc.ir.sections[-1]
    figures = edge_estimates(rank(doc.explanation(ws), sec).edges, sec, est.estimator)
    for key in (("op0", "op1_op2_op4"), ("op1_op2_op4", "op5")):
        e = figures[key]
        assert f"- missed fusion `{key[0]}` → `{key[1]}`: {e.figures()}" in md
        assert e.figures().startswith(f"unfused {e.unfused_us:,.2f} µs, fused {e.fused_time.us:,.2f} µs, saves ")
    assert "not a measurement" in md and "the simulated H200" in md


def test_hover_estimate_is_counted_once_per_version_and_setting(cuda_auto):
    ws, doc = cuda_auto
    first = estimates(ws, doc)
    assert first is not None and estimates(ws, doc) is first      # kept in the analysis record
    assert doc.analysed.estimates == {"auto": first}


def test_hover_on_a_cpu_graph_auto_none_and_a_named_gpu():
    ws, doc = opened(CPU, "auto")
    assert "estimate for GPU" not in hover_of(ws, doc, "op1:")          # a CPU graph: no GPU to estimate for
    ws.gpu = "h100"                                                    # the setting changed: counted for it
    md = hover_of(ws, doc, "op1:")
    assert "estimate for GPU H100 SXM (datasheet: 3,350 GB/s, 67 TFLOPS FP32): this kernel " in md
    assert "- missed fusion `op1` → `op2`: unfused " in md
    ws.gpu = "none"
    assert "estimate for GPU" not in hover_of(ws, doc, "op1:")
    assert set(doc.analysed.estimates) == {"auto", "h100", "none"}


def test_the_setting_takes_names_auto_and_none_and_refuses_unknown_names():
    problems: list[str] = []
    s = Settings().updated({"inductorLens": {"gpu": "H100"}}, problems)
    assert s.gpu == "H100" and problems == []
    assert s.updated({"gpu": "none"}).gpu == "none" and s.updated({"gpu": ""}).gpu == "auto"
    assert s.updated({"gpu": None}).gpu == "auto" and s.updated({"gpu": "AUTO"}).gpu == "auto"
    bad = s.updated({"gpu": "Voodoo 3"}, problems)
    assert bad.gpu == "H100" and len(problems) == 1 and problems[0].startswith("gpu: unknown GPU 'Voodoo 3'")
    s.updated({"gpu": 3}, problems)
    assert problems[-1] == "gpu: 3 is not a GPU name, auto or none"
    assert Settings().gpu == "auto"


def test_choose_gpu():
    oc = (CUDA / "output_code.py").read_text()
    assert choose_gpu("auto", oc)[0].key == choose_gpu(None, oc)[0].key == "H200"
    assert choose_gpu("auto", (CPU / "output_code.py").read_text()) == (None, None)
    assert choose_gpu("none", oc) == (None, None) and choose_gpu("a100", None)[0].key == "A100 80GB"
    with pytest.raises(UnknownGpu):
        choose_gpu("h999", oc)


def test_map_edges_and_nodes_carry_the_estimates_of_edge_estimates():
    ir = parse_file(CUDA / "ir_post_fusion.txt")
    ex = explain_file(ir.path, ir=ir)
    g, note = choose_gpu("auto", (CUDA / "output_code.py").read_text())
    est = estimator_for(ir.sections[-1], g, str(CUDA / "output_code.py"))
    doc = fusion_map(ex, ir, estimator=est, gpu_note=note).to_json()
    assert doc["gpu"]["key"] == "H200" and doc["gpu"]["bandwidth_gbs"] == 4800 and doc["gpu"]["chosen_by"] == note
    sec = ir.sections[-1]
    figures = edge_estimates(rank(ex, sec).edges, sec, est)
    with_estimate = [e for e in doc["edges"] if "estimate" in e]
    assert len(with_estimate) == len(figures) == 3
    for e in with_estimate:
        pe = figures[(e["source"], e["target"])]
        x = e["estimate"]
        assert (x["unfused_us"], x["fused_us"], x["saved_us"], x["bound"]) == (
            round(pe.unfused_us, 4), round(pe.fused_time.us, 4), round(pe.saved_us, 4), pe.bound)
        assert x["label"] == "estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32)"
    for n in doc["nodes"]:
        k = est.kernel(n["id"])
        assert n["estimate"]["us"] == round(k.time.us, 4) and n["estimate"]["bytes"] == k.work.bytes
    plain = fusion_map(ex, ir).to_json()     # no GPU: the document as before
    assert "gpu" not in plain and not any("estimate" in x for x in plain["edges"] + plain["nodes"])


def test_the_servers_map_follows_the_setting():
    ws, doc = opened(CUDA, "auto")
    m = F.fusion_map(ws, doc)
    assert m["gpu"]["key"] == "H200" and sum("estimate" in e for e in m["edges"]) == 3
    ws, doc = opened(CPU, "auto")
    assert "gpu" not in F.fusion_map(ws, doc)
    ws.gpu = "l4"
    m = F.fusion_map(ws, doc)
    assert m["gpu"]["key"] == "L4" and any("estimate" in e for e in m["edges"])


def _report_data(html: str) -> list[dict]:
    start = html.index('id="map-data">') + len('id="map-data">')
    return json.loads(html[start:html.index("</script>", start)])


def test_report_gpu_option(tmp_path):
    def run(*args):
        return subprocess.run([sys.executable, "-m", "inductor_lens", "report", *args], capture_output=True,
                              text=True, env={"PYTHONPATH": ENV_PATH, "PATH": "/usr/bin:/bin"}, timeout=600)
    out = tmp_path / "r.html"
    p = run(str(CPU), "-o", str(out), "--gpu", "h100")
    assert p.returncode == 0, p.stderr
    (graph,) = _report_data(out.read_text())
    assert graph["data"]["gpu"]["key"] == "H100 SXM"
    assert any(e.get("estimate", {}).get("label", "").startswith("estimate for GPU H100 SXM") for e in graph["data"]["edges"])
    p = run(str(CPU), "-o", str(out))                     # the default rule: a CPU graph has no GPU
    assert p.returncode == 0 and "gpu" not in _report_data(out.read_text())[0]["data"]
    p = run(str(CPU), "-o", str(out), "--gpu", "h999")
    assert p.returncode != 0 and "unknown GPU 'h999'" in p.stderr


def test_report_default_is_output_code_pys_gpu():
    rep = build_report(CUDA, gpu_for=default_gpu)      # as capture's report
    (graph,) = _report_data(rep.html)
    assert graph["data"]["gpu"]["key"] == "H200"
    assert "estimate" not in json.dumps(_report_data(build_report(CUDA).html))
