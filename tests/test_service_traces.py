"""The hover's measured line (``KernelTiming.hover_line``): a CPU kernel's figures, and a GPU
kernel's share of the named GPU's roofline."""
from __future__ import annotations

from inductor_lens.explain.measured import KernelTiming


def test_the_measured_line_of_a_cpu_and_a_gpu_kernel():
    cpu = KernelTiming("cpp_fused_0", "cpp", "graph_0_cpp_fused_0", 10, ["op1"], 3, 30.0, 10.0, "cpu", bytes=20_000)
    assert cpu.hover_line("trace.json") == "measured (trace.json): median 10.00 µs x 3 calls, 2.00 GB/s achieved"
    gpu = KernelTiming("triton_poi_0", "triton", "triton_poi_0", 10, ["op1"], 1, 4.0, 4.0, "gpu", bytes=4_000_000,
                       roofline_us=1.0, gpu="h100")
    assert gpu.hover_line("t.json.gz") == (
        "measured (t.json.gz): 4.00 µs x 1 call, 1,000.00 GB/s achieved (25% of h100's roofline)")


# ---- the server's map with an attached trace (the fixture: a real CPU run, 3 calls profiled) ---------
def test_the_servers_map_carries_the_attached_traces_figures():
    from conftest import CORPUS

    from inductor_lens.explain.measured import Measured
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace, path_to_uri
    from inductor_lens.service.traces import attach_trace, measured

    graph = CORPUS / "mlp_gelu_layernorm_profiled" / "g0_inference"
    p = (graph / "ir_post_fusion.txt").resolve()
    ws = Workspace()
    doc = ws.open(path_to_uri(p), p.read_text(), 1)
    F.prepare_requests(ws, doc)
    before = F.fusion_map(ws, doc)
    assert "measured" not in before and not any("measured" in x for x in before["nodes"] + before["edges"])
    summary = attach_trace(ws, doc.uri, str(graph.parent / "trace.json"))
    assert summary["events_joined"] == summary["events_total"] == 6 and summary["name"] == "trace.json"
    m = measured(ws, doc)
    assert isinstance(m, Measured)
    fm = F.fusion_map(ws, doc)
    assert fm["measured"]["summary"] == m.summary() and fm["measured"]["kernels"] == 4
    timed = {n["id"]: n["measured"] for n in fm["nodes"] if "measured" in n}
    assert len(timed) == len({id(m.of(n["id"])) for n in fm["nodes"] if m.of(n["id"])})
    for node, x in timed.items():
        k = m.of(node)
        assert (x["kernel"], x["calls"], x["median_us"]) == (k.kernel, k.calls, round(k.median_us, 3))
        assert x["text"] == k.hover_line("trace.json") and x["label"] == "measured (trace.json)"
    edge = next(e for e in fm["edges"] if (e["source"], e["target"]) == ("op0", "op1_op2_op3_op4"))
    assert edge["measured"]["total_us"] == round(m.pair_time("op0", "op1_op2_op3_op4"), 3)
    assert edge["measured"]["producer"]["kernel"] == "extern_kernels.addmm"
    assert attach_trace(ws, doc.uri, None) == {"detached": True}
    after = F.fusion_map(ws, doc)
    assert "measured" not in after and not any("measured" in x for x in after["nodes"])


def test_the_hover_names_the_launch_site_of_a_kernel_shared_by_several_nodes():
    """The H200 ResNet50 run: ``…add_relu_7`` is launched for op20 and for op27; each hover names its line."""
    from conftest import CORPUS

    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace, path_to_uri
    from inductor_lens.service.traces import attach_trace, measured, measured_md

    run = CORPUS / "resnet50_eval_h200_profiled"
    p = (run / "g0_inference" / "ir_post_fusion.txt").resolve()
    ws = Workspace()
    doc = ws.open(path_to_uri(p), p.read_text(), 1)
    F.prepare_requests(ws, doc)
    assert "error" not in attach_trace(ws, doc.uri, str(run / "trace.json.gz"))
    m = measured(ws, doc)
    sec = doc.ir.sections[-1]
    a, b = (measured_md(ws, doc, sec.node(n)) for n in ("op20", "op27"))
    ka, kb = m.of("op20"), m.of("op27")
    assert ka.kernel == kb.kernel and ka.line != kb.line
    assert f"`{ka.kernel}` (line {ka.line})" in a and f"`{kb.kernel}` (line {kb.line})" in b
    assert "10 calls" in a


def test_the_card_leads_with_the_verdicts_then_the_time():
    """A node's hover card: its verdicts first, then its time (measured, then the estimate), then the
    kernel and the IR's facts (the time sat in the last lines of a twenty-line card, below the fold)."""
    from conftest import CORPUS

    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace, path_to_uri
    from inductor_lens.service.traces import attach_trace

    graph = CORPUS / "mlp_gelu_layernorm_profiled" / "g0_inference"
    p = (graph / "ir_post_fusion.txt").resolve()
    text = p.read_text()
    ws = Workspace()
    doc = ws.open(path_to_uri(p), text, 1)
    doc.analysis(ws)
    attach_trace(ws, doc.uri, str(graph.parent / "trace.json"))
    md = F.hover(ws, doc, text.index("op1_op2_op3_op4: ") + 1).markdown
    fusion, timed, kernel, body = (md.index(x) for x in ("**Fusion**", "measured (trace.json)", "**Kernel**", "**Reads**"))
    assert fusion < timed < kernel < body, md
    # a CUDA graph's estimate comes there too, after the measured time when both are there
    cuda = (CORPUS / "resnet50_eval_cuda" / "g0_inference" / "ir_post_fusion.txt").resolve()
    ctext = cuda.read_text()
    cdoc = ws.open(path_to_uri(cuda), ctext, 1)
    cdoc.analysis(ws)
    cmd = F.hover(ws, cdoc, ctext.index("op4: ") + 1).markdown
    assert cmd.index("**Fusion**") < cmd.index("estimate") < cmd.index("**Reads**"), cmd
