"""The user's own profiler timings joined to the IR (issue 29, parts 3 and 4): ``dump.trace`` reads a
``torch.profiler`` Chrome trace, ``explain.measured`` joins its kernel events to the final graph through
``output_code.py``'s kernel names, ``--trace`` shows them in ``explain``/``rank``/``report``, and
``capture --profile`` writes and joins one itself.

"Inductor kernel events" (``dump.trace.Trace.inductor_kernels``): the complete (``"ph": "X"``) events
whose name, less a ``graph_<n>_`` prefix, is a generated kernel's name (``cpp_…`` or ``triton_…``), on a
GPU stream (``cat: kernel``) or on the host (``cat: cpu_op``, the record a C++ kernel compiled with
``TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1`` opens; a Triton launch's host record is not counted beside
its GPU event). They are counted from the trace alone, whatever the graph.

The fixture ``tests/corpus/mlp_gelu_layernorm_profiled/`` is a real run (``generate.py --profile
mlp_gelu_layernorm``): its debug files and the trace of 3 calls after the compiling one.
"""
from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, require_module

from inductor_lens import cli
from inductor_lens.dump.gpus import GPUS
from inductor_lens.dump.trace import Trace, TraceProblem, aten_name, read_trace
from inductor_lens.explain.estimate import estimator_for
from inductor_lens.explain.measured import Measured, join_graph
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.capture import PROFILE_RUNNER, ProfileError, profiled_command

PROFILED = CORPUS / "mlp_gelu_layernorm_profiled"
GRAPH = PROFILED / "g0_inference"
TRACE = PROFILED / "trace.json"
OTHER = CORPUS / "softmax_scale" / "g0_inference"


def joined(graph=GRAPH, trace=TRACE) -> Measured:
    sec = parse_file(graph / "ir_post_fusion.txt").sections[-1]
    # bytes as the commands count them: extern operands' sizes from output_code.py
    m = join_graph(trace, sec, graph / "output_code.py", estimator_for(sec, GPUS[0], graph / "output_code.py"))
    assert isinstance(m, Measured), m
    return m


def run(capsys, *args) -> tuple[int, str, str]:
    rc = cli.main([str(a) for a in args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def coverage(m: Measured) -> tuple[float, float]:
    """(share of the Inductor kernel events joined to a kernel of the graph, share of their time)."""
    return m.joined_events / m.inductor_events, m.joined_us / m.inductor_us


# ---- the committed real trace (no torch needed) ------------------------------------------------------
def test_the_fixture_trace_holds_what_a_cpu_run_records():
    t = read_trace(TRACE)
    assert isinstance(t, Trace)
    names = sorted({e.name for e in t.inductor_kernels()})
    assert names == ["graph_0_cpp_fused_gelu_native_layer_norm_0", "graph_0_cpp_fused_gelu_native_layer_norm_1"]
    assert len(t.inductor_kernels()) == 6            # 2 kernels x 3 profiled calls
    assert len(t.graph_calls()) == 3
    kids = [e.name for e in t.children(t.graph_calls()[0])]
    assert [k for k in kids if k.startswith(("aten::addmm", "graph_"))] == [
        "aten::addmm", "graph_0_cpp_fused_gelu_native_layer_norm_0", "aten::addmm",
        "graph_0_cpp_fused_gelu_native_layer_norm_1"]


def test_every_kernel_and_extern_of_the_fixture_is_joined():
    m = joined()
    assert m.message is None and m.unmatched_events == [] and m.nodes_without == []
    assert coverage(m) == (1.0, 1.0)
    assert m.graph_calls == 3
    by = {(k.kernel, k.line): k for k in m.kernels}
    assert sorted(by) == [("cpp_fused_gelu_native_layer_norm_0", 373), ("cpp_fused_gelu_native_layer_norm_1", 389),
                          ("extern_kernels.addmm", 362), ("extern_kernels.addmm", 379)]
    assert {k.kernel: k.nodes for k in m.kernels if k.kind == "cpp"} == {
        "cpp_fused_gelu_native_layer_norm_0": ["op1_op2_op3_op4"], "cpp_fused_gelu_native_layer_norm_1": ["op6_op7_op8_op9"]}
    assert by[("extern_kernels.addmm", 362)].nodes == ["op0"] and by[("extern_kernels.addmm", 379)].nodes == ["op5"]
    t = read_trace(TRACE)
    for k in m.kernels:
        assert k.calls + k.warmup_calls == 3 and k.device == "cpu"
        assert k.total_us >= k.median_us > 0 and k.min_us <= k.median_us <= k.max_us
        # the median per call of the very events of that name in the graph calls, warm-up left out
        if k.kind == "cpp":
            durs = [e.dur for e in sorted(t.events, key=lambda e: e.ts) if e.name == k.event]
            kept = durs[k.warmup_calls:]
            assert k.median_us == pytest.approx(sorted(kept)[(len(kept) - 1) // 2] if len(kept) % 2 else
                                                sum(sorted(kept)[len(kept) // 2 - 1:len(kept) // 2 + 1]) / 2)
            assert k.total_us == pytest.approx(sum(kept)) and k.warmup_us == pytest.approx(sum(durs[:k.warmup_calls]))
            assert (k.min_us, k.max_us) == (pytest.approx(min(kept)), pytest.approx(max(kept)))
        # bytes from the estimator; bandwidth = bytes / median
        assert k.bytes and k.gbs == pytest.approx(k.bytes / (k.median_us * 1e3))
        assert k.roofline_share is None                # a CPU trace: no GPU roofline
    # the second layer's output LayerNorm kernel: 32x1024 in, its weights, 32x1024 out (float32)
    assert by[("cpp_fused_gelu_native_layer_norm_0", 373)].bytes == 32 * 1024 * 4 * 2 + 1024 * 4 * 2
    assert m.of("op5") is by[("extern_kernels.addmm", 379)]


def test_a_trace_of_another_graph_gets_one_clear_message(capsys):
    m = joined(OTHER)
    assert m.message == ("none of the trace's 6 kernel events names a kernel of this graph's output_code.py: "
                         "a trace of another compile?")
    assert m.kernels == [] and m.joined_events == 0
    # nothing dropped silently: the trace's kernels, and the graph's nodes
    assert [(u.name, u.calls) for u in m.unmatched_events] == [
        ("graph_0_cpp_fused_gelu_native_layer_norm_0", 3), ("graph_0_cpp_fused_gelu_native_layer_norm_1", 3)]
    assert [u.name for u in m.nodes_without] == ["op0_op1_op2_op3"]
    assert "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1" in m.nodes_without[0].why
    rc, out, err = run(capsys, "explain", OTHER, "--trace", TRACE, "--color", "never")
    assert rc == 0 and m.message in err and m.message in out
    rc, out, _ = run(capsys, "rank", OTHER, "--trace", TRACE, "--json")
    assert json.loads(out)["measured"]["message"] == m.message


def test_a_first_call_far_slower_than_the_rest_is_left_out_and_said():
    """The fixture's first profiled call of cpp_fused_gelu_native_layer_norm_0 took 16.8 ms, the next two
    0.19 and 0.15 ms: the figures are those two (median 0.17 ms, not 0.19 ms of a total of 17 ms), and the
    text says what was left out; the other kernels' first calls are within WARMUP_FACTOR of the rest."""
    from inductor_lens.explain.measured import WARMUP_FACTOR
    m = joined()
    k = next(k for k in m.kernels if k.kernel == "cpp_fused_gelu_native_layer_norm_0")
    assert (k.calls, k.warmup_calls) == (2, 1)
    assert k.warmup_us > 50 * k.median_us and k.total_us < 400
    assert "x 2 calls" in k.text() and "; first call left out: 16,820.38 µs, 100x the median (warm-up)" in k.text()
    assert "(min 145.33, max 192.03)" in k.text()
    assert k.to_json()["warmup_calls"] == 1 and k.to_json()["warmup_us"] == pytest.approx(16820.383)
    for other in m.kernels:
        if other is not k:
            assert other.warmup_calls == 0 and other.calls == 3
            assert other.max_us <= WARMUP_FACTOR * other.median_us or other.max_us != other.max_us
    # the render leads with the kernels' own time: the warm-up no longer puts this kernel first
    assert m.render().splitlines()[1].lstrip().startswith("extern_kernels.addmm (line 362)")


@pytest.mark.parametrize("durs,left_out", [
    ([100, 10, 11, 12], 1), ([100, 90, 10, 11, 12, 13], 2), ([100, 10], 0), ([20, 10, 11], 0),
    ([100, 100, 10, 10], 2), ([100, 100, 10, 10, 10], 2), ([10, 11, 100], 0)])
def test_warmup_calls_by_the_rule(durs, left_out):
    """Leading calls over 3x the median of those after them go, at most half, two always stay; a slow
    call elsewhere is a figure (max), not a warm-up."""
    from inductor_lens.dump.trace import TraceEvent
    from inductor_lens.explain.measured import _timing
    t = _timing([TraceEvent("k", "cpu_op", float(i), float(d), "1", "1") for i, d in enumerate(durs)])
    assert t.warmup_calls == left_out and t.calls == len(durs) - left_out
    assert t.max_us == max(durs[left_out:]) and t.warmup_us == sum(durs[:left_out])


def test_warmup_detection_stays_cheap_on_a_long_trace():
    """A kernel of 100,000 ever faster calls (a hostile or odd trace): at most MAX_WARMUP_CALLS first calls
    go, after a few medians, not one median per call."""
    import time

    from inductor_lens.dump.trace import TraceEvent
    from inductor_lens.explain.measured import MAX_WARMUP_CALLS, _timing
    n = 100_000
    # the first 60 calls each 4x the next (each a "warm-up" by the factor alone), then flat
    events = [TraceEvent("k", "cpu_op", float(i), 4.0 ** (60 - i) if i < 60 else 1.0, "1", "1") for i in range(n)]
    t0 = time.perf_counter()
    t = _timing(events)
    assert time.perf_counter() - t0 < 2.0
    assert t.warmup_calls == MAX_WARMUP_CALLS == 3 and t.calls == n - 3


def test_explain_text_and_json(capsys):
    rc, out, _ = run(capsys, "explain", GRAPH, "--trace", TRACE, "--all", "--color", "never")
    assert rc == 0
    block = out[out.index("op5 -> op6_op7_op8_op9: not fused"):]
    line = next(x for x in block.splitlines() if x.startswith("  measured"))
    assert line.startswith("  measured (trace.json): extern_kernels.addmm (line 379): median ")
    assert "; cpp_fused_gelu_native_layer_norm_1: median " in line and " x 3 calls (" in line and "GB/s" in line
    summary = out[out.index("\nmeasured: "):]
    assert ("4 kernels of this graph timed; 6 of the trace's 6 Inductor kernel events are this graph's (100%), "
            "17.296 ms of their 17.296 ms (100%)") in summary
    rc, out, _ = run(capsys, "explain", GRAPH, "--trace", TRACE, "--format", "json")
    doc = json.loads(out)
    assert doc["measured"]["joined_events"] == doc["measured"]["inductor_events"] == 6
    assert len(doc["measured"]["kernels"]) == 4
    pair = next(p for p in doc["pairs"] if (p["node1"], p["node2"]) == ("op0", "op1_op2_op3_op4"))
    assert pair["measured"]["producer"]["kernel"] == "extern_kernels.addmm"
    assert pair["measured"]["consumer"]["kernel"] == "cpp_fused_gelu_native_layer_norm_0"
    assert pair["measured"]["total_us"] == pytest.approx(
        pair["measured"]["producer"]["total_us"] + pair["measured"]["consumer"]["total_us"], abs=1e-2)
    k = pair["measured"]["consumer"]
    assert set(k) >= {"calls", "total_us", "median_us", "achieved_gbs", "bytes", "roofline_share", "nodes"}
    # without --trace the document is as it was
    rc, out, _ = run(capsys, "explain", GRAPH, "--format", "json")
    assert "measured" not in json.loads(out) and "measured" not in out


def test_rank_by_measured(capsys):
    rc, out, _ = run(capsys, "rank", GRAPH, "--trace", TRACE, "--by", "measured", "--json")
    assert rc == 0
    doc = json.loads(out)
    times = [e["measured"]["total_us"] for e in doc["edges"]]
    assert len(times) == 3 and times == sorted(times, reverse=True)
    rc, out, _ = run(capsys, "rank", GRAPH, "--trace", TRACE, "--by", "measured")
    assert "measured: trace.json: 4 kernels of this graph timed" in out
    rc, _, err = run(capsys, "rank", GRAPH, "--by", "measured")
    assert rc == 2 and "rank --by measured needs a profiler trace: give --trace TRACE.json" in err


def test_a_gzipped_trace_reads_the_same(tmp_path):
    gz = tmp_path / "trace.json.gz"
    gz.write_bytes(gzip.compress(TRACE.read_bytes()))
    a, b = read_trace(TRACE), read_trace(gz)
    assert isinstance(b, Trace) and a.events == b.events
    assert joined(trace=gz).to_json()["kernels"] == joined().to_json()["kernels"]


@pytest.mark.parametrize("name, data, expect", [
    ("cut.json", TRACE.read_bytes()[:5000], "the JSON is cut short: it ends at line "),
    ("cut2.json", TRACE.read_bytes()[:-40], "the JSON is cut short: it ends at line "),
    ("code.json", (GRAPH / "output_code.py").read_bytes(), "not a JSON trace: Expecting value at line 1, column 1"),
    ("empty.json", b"", "empty (or only white space): not a profiler trace"),
    ("list.json", b'{"schemaVersion": 1}', "no 'traceEvents' list"),
    ("cut.json.gz", gzip.compress(TRACE.read_bytes())[:1000], "a gzip file that does not decompress"),
    ("bytes.json", b'{"traceEvents": [\xff]}', "byte 17 is not UTF-8 text"),
])
def test_a_file_that_is_not_a_trace_gets_a_positioned_message(tmp_path, capsys, name, data, expect):
    f = tmp_path / name
    f.write_bytes(data)
    p = read_trace(f)
    assert isinstance(p, TraceProblem) and p.message.startswith(f"{f}: ") and expect in p.message
    for cmd in (["explain", GRAPH], ["rank", GRAPH], ["report", PROFILED, "-o", tmp_path / "r.html"]):
        rc, out, err = run(capsys, *cmd, "--trace", f)
        assert rc == 2 and expect in err and "Traceback" not in err
    if name == "cut.json":      # the position: where the file ends
        lines = data.decode().rstrip().splitlines()
        assert f"ends at line {len(lines)}, column {len(lines[-1]) + 1}" in p.message


def test_report_shows_the_measured_figures(tmp_path, capsys):
    rc, out, _ = run(capsys, "report", PROFILED, "--trace", TRACE, "-o", tmp_path / "r.html")
    assert rc == 0
    html = (tmp_path / "r.html").read_text()
    assert "measured: trace.json: 4 kernels of this graph timed" in html and '"events_joined":6' in html
    (g,) = json.loads(re.search(r'<script type="application/json" id="map-data">(.*?)</script>', html, re.S).group(1))
    nodes = {n["id"]: n for n in g["data"]["nodes"]}
    # per node: its kernel as the trace timed it (the same figures as the join's)
    m = joined()
    for name in ("op0", "op1_op2_op3_op4", "op5", "op6_op7_op8_op9"):
        k = m.of(name)
        assert nodes[name]["measured"]["median_us"] == round(k.median_us, 3)
        assert nodes[name]["measured"]["text"] == k.hover_line("trace.json")
    edge = next(e for e in g["data"]["edges"] if (e["source"], e["target"]) == ("op5", "op6_op7_op8_op9"))
    assert edge["measured"]["total_us"] == round(m.pair_time("op5", "op6_op7_op8_op9"), 3)
    assert edge["measured"]["label"] == "measured (trace.json)"


def test_extern_op_names():
    assert aten_name("extern_kernels.addmm") == "aten::addmm"
    assert aten_name("extern_kernels.convolution") == "aten::convolution"
    assert aten_name("torch.ops.mkldnn._convolution_pointwise.default") == "mkldnn::_convolution_pointwise"
    assert aten_name("aten.mm.default") == "aten::mm"
    assert aten_name("cpp_fused_add_0") is None


def test_capture_profile_wraps_python_commands_only(tmp_path):
    t = tmp_path / "trace.json"
    assert profiled_command(["python3", "-u", "train.py", "--steps", "1"], t) == [
        "python3", "-u", "-m", PROFILE_RUNNER, "--trace", str(t), "--", "train.py", "--steps", "1"]
    assert profiled_command(["/usr/bin/python3.11", "-m", "pkg.bench", "-x"], t)[-4:] == ["--", "-m", "pkg.bench", "-x"]
    for bad in (["torchrun", "train.py"], ["bash", "run.sh"], ["python", "-c", "print(1)"], ["python", "-u"]):
        with pytest.raises(ProfileError):
            profiled_command(bad, t)


# ---- real runs (torch) -------------------------------------------------------------------------------
@pytest.mark.slow
def test_a_real_cpu_trace_is_joined(tmp_path):
    """Compile the fixture model with kernel profiling on, run it 3 times under torch.profiler
    (generate.py --profile), and join the trace with that compile's own debug files."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"))
    proc = subprocess.run([sys.executable, str(CORPUS / "generate.py"), "--profile", "mlp_gelu_layernorm",
                           "--out", str(tmp_path)], env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    folder = tmp_path / "mlp_gelu_layernorm_profiled"
    m = joined(folder / "g0_inference", folder / "trace.json")
    events, time = coverage(m)
    assert m.inductor_events >= 6
    assert events >= 0.95 and time >= 0.98, m.summary()
    assert m.message is None and not m.nodes_without
    # the same kernels as the committed fixture (its kernel names are the compile's)
    assert sorted((k.kernel, k.calls + k.warmup_calls) for k in m.kernels) == \
        sorted((k.kernel, k.calls + k.warmup_calls) for k in joined().kernels)


@pytest.mark.slow
def test_capture_profile_writes_and_joins_a_trace(tmp_path):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    script = tmp_path / "model.py"
    script.write_text("import torch\ntorch.set_num_threads(2)\n"
                      "def f(x):\n    y = x.exp()\n    return y * 2, y + torch.roll(y, 1, 0)\n"
                      "c = torch.compile(f)\nx = torch.randn(64, 33)\nfor _ in range(4):\n    c(x)\n")
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"))
    out = tmp_path / "run"
    proc = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "--profile", "-o", str(out), "--",
                           sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=600,
                          cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc = json.loads((out / "run.json").read_text())
    assert doc["profile"] is True and doc["trace"] == "trace.json" and (out / "trace.json").is_file()
    (g,) = doc["graphs"]
    m = g["measured"]
    assert m["message"] is None and m["inductor_events"] == m["joined_events"] == 4   # 4 calls, one kernel
    (k,) = m["kernels"]
    # --warmup 1 (the default): the first of the 4 calls (it compiled the graph) is left out, and said
    assert doc["warmup"] == 1 and k["calls"] + k["warmup_calls"] == 3 and k["nodes"] == ["op0_op1", "op2"]
    assert any(n.startswith("the first 1 call of this graph left out (warm-up, --warmup 1): 1 kernel run")
               for n in m["notes"]), m["notes"]
    assert ("measured: trace.json: 1 kernel of this graph timed; 4 of the trace's 4 Inductor kernel events are "
            "this graph's (100%)") in proc.stdout
    assert "note: the first 1 call of this graph left out (warm-up" in proc.stdout
    assert f"--trace {out / 'trace.json'}" in proc.stdout
    assert "measured: trace.json" in (out / "report.html").read_text()


def test_a_trace_that_is_not_a_regular_file_or_too_large_is_refused(tmp_path):
    """A trace may come from someone else: a directory (or FIFO, device) is not read, nor a gzip file
    that decompresses beyond what a plain trace may hold."""
    import gzip

    from inductor_lens.dump import trace as T
    got = T.read_trace(tmp_path)
    assert isinstance(got, T.TraceProblem) and "not read" in got.message
    bomb = tmp_path / "bomb.json.gz"
    bomb.write_bytes(gzip.compress(b" " * 4096))
    old = T.MAX_BYTES
    T.MAX_BYTES = 1024
    try:
        got = T.read_trace(bomb)
    finally:
        T.MAX_BYTES = old
    assert isinstance(got, T.TraceProblem) and "decompresses to over 1,024 bytes" in got.message


def test_explain_and_rank_json_list_each_kernels_cost(capsys):
    """``kernels``: one row per kernel-launching node with its estimate (a GPU applies) and its measured
    figures (a trace was given); absent with neither, as the documents always were."""
    m = joined()
    sec = parse_file(GRAPH / "ir_post_fusion.txt").sections[-1]
    launching = [n.name for n in sec.nodes if not n.is_nop]
    for cmd in (["explain", GRAPH, "--format", "json"], ["rank", GRAPH, "--json"]):
        rc, out, _ = run(capsys, *cmd, "--trace", TRACE)
        rows = json.loads(out)["kernels"]
        assert rc == 0 and [r["node"] for r in rows] == launching
        for r in rows:
            k = m.of(r["node"])
            assert "estimate" not in r              # no GPU for a CPU graph without --gpu
            if k is None:
                assert r["measured"] is None
            else:
                assert r["kernel"] == k.kernel and r["measured"]["median_us"] == round(k.median_us, 3)
        assert sum(r["measured"] is not None for r in rows) >= 4
        rc, out, _ = run(capsys, *cmd, "--trace", TRACE, "--gpu", "H100")
        rows = json.loads(out)["kernels"]
        assert all(r["estimate"]["gpu"] == "H100 SXM" and r["estimate"]["us"] > 0 for r in rows)
        assert all(r["estimate"]["label"].startswith("estimate for GPU H100 SXM (datasheet: ") for r in rows)
        rc, out, _ = run(capsys, *cmd, "--gpu", "H100")
        assert all("measured" not in r and r["estimate"] for r in json.loads(out)["kernels"])
        rc, out, _ = run(capsys, *cmd)
        assert "kernels" not in json.loads(out)


def test_a_captured_gpu_graphs_roofline_is_the_gpu_nvidia_smi_names():
    """output_code.py gives compute capability and SM count, which the H100 SXM and the H200 share:
    capture takes the GPU nvidia-smi named when it has that count; otherwise the file's GPU."""
    from inductor_lens.dump.gpus import find_gpu, gpu_for_device
    from inductor_lens.runs.capture import _roofline_gpu
    props = [{"type": "cuda", "index": 0, "multi_processor_count": 132, "cc": 90}]
    compiled_for, note = gpu_for_device(props)
    assert compiled_for.key == "H100 SXM" and "H200" in note     # the file alone cannot tell
    assert _roofline_gpu(compiled_for, [{"index": "0", "name": "NVIDIA H200", "driver": "580", "memory": "1"}]).key == "H200"
    assert _roofline_gpu(compiled_for, [{"name": "NVIDIA L4"}]) is compiled_for     # another GPU: not that one
    assert _roofline_gpu(compiled_for, [{"name": "Some Future GPU"}, {}]) is compiled_for
    assert _roofline_gpu(None, [{"name": "NVIDIA H200"}]) is None                   # a CPU graph
    assert find_gpu("NVIDIA H200").sms == 132


# ---- a real CUDA trace: ResNet50 compiled and run on an H200 (the device check's capture --profile) ----
H200_RUN = CORPUS / "resnet50_eval_h200_profiled"
H200_GRAPH = H200_RUN / "g0_inference"


@pytest.fixture(scope="module")
def h200():
    from inductor_lens.dump.gpus import find_gpu
    from inductor_lens.dump.output_code import read_calls
    sec = parse_file(H200_GRAPH / "ir_post_fusion.txt").sections[-1]
    gpu = find_gpu("NVIDIA H200")
    est = estimator_for(sec, gpu, H200_GRAPH / "output_code.py")
    m = join_graph(H200_RUN / "trace.json.gz", sec, H200_GRAPH / "output_code.py", est, gpu)
    assert isinstance(m, Measured), m
    return m, sec, est, read_calls((H200_GRAPH / "output_code.py").read_text())


def test_a_real_h200_trace_is_joined_to_every_kernel(h200):
    m, sec, _, _ = h200
    assert m.message is None and m.graph_calls == 10
    ev, us = coverage(m)
    assert ev >= 0.95 and abs(1 - us) <= 0.02                 # the acceptance figures: here 100% and 100%
    assert not m.unmatched_events and not m.nodes_without   # every kernel-launching node has its runs
    launching = [n.name for n in sec.nodes if not n.is_nop]
    assert all(m.of(n) is not None for n in launching)
    convs = [k for k in m.kernels if k.kernel == "extern_kernels.convolution"]
    assert len(convs) == 53 and all(k.device == "gpu" and k.calls == 10 for k in convs)   # cuDNN, by correlation
    assert all(k.device == "gpu" for k in m.kernels)


def test_autotuning_launches_are_joined_but_not_timed(h200):
    """The first call autotuned each Triton kernel with several configs inside its launch record: 2,473
    extra launches. Each kernel's runs are 10 calls x the places call() launches it."""
    m, _, _, oc = h200
    sites = {}
    for c in oc.calls:
        sites[c.kernel] = sites.get(c.kernel, 0) + 1
    triton = [k for k in m.kernels if k.kind == "triton"]
    assert len({k.kernel for k in triton}) == 24 and len(triton) == sum(sites[k] for k in {k.kernel for k in triton})
    for k in triton:                        # one timing per call() site, 10 runs each
        assert k.calls == 10 and k.shared == (sites[k.kernel] > 1), k.kernel
    counted = sum(k.calls for k in triton)
    assert counted == 680 and m.joined_events - counted == 2473
    assert any(n.startswith("2473 launches of this graph's kernels") for n in m.notes)
    assert sum(k.total_us for k in triton) < 0.25 * m.joined_us   # the autotuning was most of the time


def test_a_kernel_launched_at_several_places_is_timed_place_by_place(h200, capsys):
    """``…add_relu_7`` runs op20 and op27 (two bottleneck blocks, one Triton source): two timings, each
    with its node's runs and bytes; the edge op20 -> op27 is two launches, not one kernel."""
    m, _, est, _ = h200
    a, b = m.of("op20"), m.of("op27")
    assert a is not b and a.kernel == b.kernel and a.shared and b.shared and a.line != b.line
    assert (a.nodes, b.nodes, a.calls, b.calls) == (["op20"], ["op27"], 10, 10)
    assert a.bytes == est.kernel("op20").work.bytes and b.bytes == est.kernel("op27").work.bytes
    pj = m.pair_json("op20", "op27")
    assert not pj["same_kernel"] and pj["total_us"] == round(a.total_us + b.total_us, 3)
    assert f"{a.kernel} (line {a.line}): median" in a.text()
    shares = [x.roofline_share for x in m.kernels]
    assert all(s is not None and 0.1 < s < 1.5 for s in shares)    # H200 figures, one launch per run
    assert {x.gpu for x in m.kernels} == {"H200"}
    above = next(x for x in m.kernels if x.roofline_share > 1)
    assert "above it (data served from L2" in above.hover_line("trace.json.gz")
    below = next(x for x in m.kernels if x.roofline_share < 1)
    assert "above it" not in below.hover_line("trace.json.gz")


def test_the_seed_pair_on_the_h200(h200, capsys):
    """op3 (BatchNorm+ReLU) -> op4 (MaxPool): two kernels, each timed; the pair's measured total is theirs."""
    m, _, _, _ = h200
    p, c = m.of("op3"), m.of("op4")
    assert p is not c and p.calls == c.calls == 10
    assert m.pair_time("op3", "op4") == pytest.approx(p.total_us + c.total_us)
    rc, out, _ = run(capsys, "rank", H200_GRAPH, "--trace", H200_RUN / "trace.json.gz", "--gpu", "H200", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["measured"]["graph_calls"] == 10
    edge = next(e for e in doc["edges"] if (e["producer"], e["consumer"]) == ("op3", "op4"))
    assert edge["measured"]["total_us"] == round(p.total_us + c.total_us, 3)


def test_a_graph_without_generated_kernels_is_not_called_another_compile():
    """A graph whose nodes are all extern calls has no generated kernel to find in a trace: it says so
    (not "a trace of another compile?"), and its extern calls are still joined by their place."""
    from dataclasses import replace

    from inductor_lens.dump.kernels import map_kernels, parse_output_code
    from inductor_lens.dump.output_code import read_calls
    from inductor_lens.explain.measured import join
    sec = parse_file(GRAPH / "ir_post_fusion.txt").sections[-1]
    text = (GRAPH / "output_code.py").read_text()
    oc = read_calls(text)
    km = map_kernels(parse_output_code(text, str(GRAPH / "output_code.py"), oc=oc), sec)
    # the same graph, had Inductor generated no kernel: its calls are the extern ones alone
    bare = replace(oc, kernels={}, calls=[c for c in oc.calls if c.kernel not in oc.kernels])
    m = join(read_trace(TRACE), sec, bare, km)
    assert m.message is None
    assert m.notes[0].startswith("no generated kernels in this graph (its nodes run as extern calls")
    assert "another compile" not in m.summary() and m.joined_events == 0


def test_the_joined_share_reads_as_a_share():
    """The time of the trace's Inductor kernels that is this graph's, as a share that is never a bare
    "0.003 of 201.564 ms" (read as a failure) nor a 0% for a part that is not nothing."""
    from inductor_lens.explain.measured import _share
    assert [_share(*x) for x in [(3, 201_564), (17.296, 17.296), (1, 3), (0, 5), (0.2, 1), (1, 0)]] == \
        ["<0.1%", "100%", "33%", "0%", "20%", "n/a"]
    m = joined()
    m.inductor_events, m.inductor_us = 600, m.inductor_us * 100
    assert ("6 of the trace's 600 Inductor kernel events are this graph's (1.0%), 17.296 ms of their "
            "1,729.568 ms (1.0%); the others ran outside this graph's kernels") in m.summary()
