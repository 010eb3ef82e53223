"""``inductor-lens rank --over-fusion`` (issue 42, item 3): the fused nodes that may cost more fused than split
into their members, on real fixtures: a mix-order reduction of a LayerNorm backward (reductions of two sizes
in one kernel, Inductor's ``FusedMixOrderReductions``), a training backward's fused node reading 16 buffers,
and a profiler trace of an H200 joined to the graph (measured against the roofline)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, require_module

from inductor_lens.dump.gpus import find_gpu
from inductor_lens.explain import overfusion
from inductor_lens.explain.estimate import estimator_for
from inductor_lens.explain.overfusion import blocks, over_fusion, parallel_share, render
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file

MIX = CORPUS / "layernorm_mix_order_train_cuda/g1_backward/ir_post_fusion.txt"
R18 = CORPUS / "resnet18_train/g1_backward/ir_post_fusion.txt"
H200 = CORPUS / "resnet50_eval_h200_profiled"


def rank(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", "rank", *argv], capture_output=True, text=True,
                          timeout=900, cwd=REPO)


def test_blocks_and_the_share_of_the_gpu_they_keep_busy():
    assert blocks(8192 * 1024, 1) == 8192                 # pointwise: 1,024 elements a block
    assert blocks(8192, 1024) == 8192                     # a row a block
    assert blocks(65536, 128) == 8192                     # short rows: 8 a block
    assert blocks(32, 100) == 4                           # 100 -> 128 columns a row, 8 rows a block
    assert parallel_share(33, 132) == 0.25 and parallel_share(8192, 132) == 1.0 and parallel_share(None, 132) == 1.0


def test_a_mix_order_reduction_is_a_candidate():
    """The LayerNorm backward's row reductions (8,192 x 1,024: the input's gradient) and split column reductions
    (65,536 x 128: the weight's and bias's) in one kernel: reductions of two sizes."""
    ir = parse_file(MIX)
    sec = ir.sections[-1]
    r = over_fusion(sec, ir, estimator_for(sec, find_gpu("H200")))
    assert r.fused_nodes == 1 and [c.node for c in r.candidates] == ["op0_op1_op2_op3_op5"]
    c = r.candidates[0]
    assert c.members == ["op0", "op1", "op2", "op3", "op5"] and c.line == 1 and c.column == 1
    assert c.spaces == ["8,192 x 1,024 reduction", "8,388,608 pointwise", "65,536 x 128 reduction"]
    assert [s.code for s in c.signals] == ["mixed_spaces"]
    assert "reductions of 2 sizes in one kernel (8,192 x 1,024, 65,536 x 128)" in c.signals[0].text
    # its split is its two sides, the kernels Inductor makes with triton.mix_order_reduction off (the config
    # fixture layernorm_mix_order_off_cuda: op0_op1_op2 and op3_op5), not its five members
    assert c.parts == [["op0", "op1", "op2"], ["op3", "op5"]] and c.split == "op0_op1_op2/op3_op5"
    assert "its two sides (op0_op1_op2, op3_op5)" in c.signals[0].text
    # the split writes and reads back what the sides pass (buf0, buf1 of the row sums are inside a side now;
    # the sides read the gradient and its inputs twice)
    assert c.split_bytes > c.fused_bytes > 0 and c.saved == c.split_bytes - c.fused_bytes
    assert 0 < c.fused_us < c.split_us                    # the roofline still favours the fusion
    text = render(r)
    assert "1 of 1 fused nodes show a sign of over-fusion (estimates for the NVIDIA H200 SXM)" in text
    assert f"settle it: inductor-lens bench {MIX} op0_op1_op2_op3_op5 --split op0_op1_op2/op3_op5 --original" in text
    assert "--original: Inductor's own mix-order kernel from output_code.py" in text
    # the sides are those the run with the knob off compiled
    off = parse_file(CORPUS / "configs/layernorm_mix_order_off_cuda/g1_backward/ir_post_fusion.txt").sections[-1]
    groups = [[m.name for m in leaves(t)] for t in off.nodes if t.members]
    assert sorted(groups) == sorted(c.parts)


def test_the_command_line_and_its_json():
    p = rank(str(MIX), "--over-fusion", "--gpu", "h200", "--json")
    assert p.returncode == 0, p.stderr
    d = json.loads(p.stdout)
    assert d["fused_nodes"] == 1 and d["gpu"]["key"] == "H200" and d["measured"] == []
    c = d["candidates"][0]
    assert set(c) == {"node", "members", "spaces", "inputs", "fused_bytes", "split_bytes", "saved_bytes", "signals",
                      "fused_us", "split_us", "measured_us", "roofline_share", "split", "line", "column"}
    assert c["split"] == "op0_op1_op2/op3_op5"
    assert c["signals"][0]["code"] == "mixed_spaces" and c["saved_bytes"] == c["split_bytes"] - c["fused_bytes"]
    p = rank(str(MIX), "--over-fusion", "--by", "time")
    assert p.returncode == 2 and "--by does not apply" in p.stderr


def test_many_inputs_on_a_cpu_training_backward():
    """Without a GPU only the text's own signals: one fused node of ResNet18's backward reads 16 buffers."""
    ir = parse_file(R18)
    r = over_fusion(ir.sections[-1], ir)
    many = {c.node: c for c in r.candidates if any(s.code == "many_inputs" for s in c.signals)}
    assert set(many) == {"op30_op40"} and many["op30_op40"].inputs == 16
    assert all(c.inputs < overfusion.MANY_INPUTS for c in r.candidates if c.node not in many)
    assert r.notes == ["no GPU named: the estimated time and parallelism signals need one (--gpu NAME)",
                       "no profiler trace: the measured bandwidth signal needs one (--trace TRACE.json)"]
    assert r.candidates[0].fused_us is None


def test_a_kernel_far_below_its_roofline_in_a_trace(monkeypatch):
    """The H200 trace joined to ResNet50's graph: each fused node's measured median against the roofline of its
    bytes. They reach 63% to over 100% of it (the activations of batch 2 stay in the 50 MB L2), so none is
    far below at the default threshold; at 70% the slowest (op124_op125, 63%) is."""
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.explain.measured import join_graph
    ir = parse_file(H200 / "g0_inference/ir_post_fusion.txt")
    sec = ir.sections[-1]
    ex = explain_file(ir.path, ir=ir)
    gpu = find_gpu("H200")
    est = estimator_for(sec, gpu, ex.output_code)
    m = join_graph(str(H200 / "trace.json.gz"), sec, ex.output_code, est, gpu)
    assert over_fusion(sec, ir, est, m).candidates == []
    monkeypatch.setattr(overfusion, "FAR_BELOW", 0.70)
    r = over_fusion(sec, ir, est, m)
    below = [c for c in r.candidates if any(s.code == "below_roofline" for s in c.signals)]
    assert [c.node for c in below] == ["op124_op125"]
    assert below[0].measured_us == pytest.approx(2.384) and 0.5 < below[0].roofline_share < 0.7
    said = {s.code: s.text for s in below[0].signals}
    assert said["below_roofline"].startswith("measured 2.38 µs a call: ")
    # a fusion that saves 2% of the split's traffic: little to pay back what it costs
    assert said["little_saved"] == "fusing saves 32,768 of 1,687,552 bytes (2%): little to pay back a cost of the fusion"


@pytest.mark.slow
def test_a_fused_node_whose_split_is_faster_on_this_cpu():
    """max_fusion's chain of 64 pointwise ops over 64 elements, fused by Inductor into one loop: split into its 64
    members (64 loops of one kernel on CPU), it runs about 1.3x faster here: the fused loop is one chain of 64
    dependent operations over 4 vectors, too few to hide their latency. No structural signal flags it;
    ``--measure`` times the fused nodes in the file's order when the candidates run out, and finds it."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    f = CORPUS / "max_fusion/g0_inference/ir_post_fusion.txt"
    p = rank(str(f), "--over-fusion", "--measure", "1", "--device", "cpu", "--min-time", "0.3", "--json")
    assert p.returncode == 0, p.stderr[-3000:]
    d = json.loads(p.stdout)
    chain = "_".join(f"op{i}" for i in range(64))
    assert d["candidates"] == [] and d["fused_nodes"] == 1
    (m,) = d["measured"]
    assert m["node"] == chain and m["candidate"] is False and m["device"] == "cpu"
    assert m["split_faster"] is True and m["verdict_kind"] == "apart" and m["speedup"] < 0.9
    assert m["verdict"].startswith("The fusion cost time: split into its 64 parts it is ")
    text = rank(str(f), "--over-fusion", "--measure", "1", "--device", "cpu", "--min-time", "0.3").stdout  # cached
    assert f"    {chain}: SPLIT FASTER: The fusion cost time: split into its 64 parts" in text


@pytest.mark.slow
def test_measure_times_the_split_of_the_first_candidates():
    """``--measure 1`` on the CPU backward: its one candidate's split benchmark, in short (JSON and text)."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    p = rank(str(R18), "--over-fusion", "--measure", "1", "--device", "cpu", "--min-time", "0.1", "--json")
    assert p.returncode == 0, p.stderr[-3000:]
    d = json.loads(p.stdout)
    (m,) = d["measured"]
    assert m["node"] == "op30_op40" and m["candidate"] is True and m["device"] == "cpu" and m["speedup"] > 0
    assert m["verdict_kind"] in ("apart", "fuse", "none") and m["split_faster"] == (m["verdict_kind"] == "apart")
