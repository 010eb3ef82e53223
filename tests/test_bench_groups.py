"""Benchmarking an edge that touches a fused node: the group as Inductor built it (all its
members in one kernel) plus the other node, unfused, against the edge fused into one kernel. On real IR:
which edges are offered, what a fused node reads and writes, the bytes, the refusals (torch-free), then
both variants compiled (CPU: numerics and loop nests; CUDA: the Triton kernels for a simulated H200, run
in Triton's interpreter)."""
from __future__ import annotations

import pytest
from conftest import CORPUS, REPO

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.groups import group_node, memory_io, outgoing
from inductor_lens.ir.parse import parse_file
from inductor_lens.measure.bytes import _nbytes, pair_bytes
from inductor_lens.measure.plan import original_plan
from inductor_lens.measure.targets import bench_pairs, group_refusal

CUDA50 = REPO / "server" / "inductor_lens" / "examples" / "resnet50_cuda"
ROLL = CORPUS / "roll_stencil" / "g0_inference"
RESNET18 = CORPUS / "resnet18_train" / "g0_forward" / "ir_post_fusion.txt"


@pytest.fixture(scope="module")
def cuda50():
    ir = parse_file(CUDA50 / "ir_post_fusion.txt")
    return ir, explain_file(CUDA50 / "ir_post_fusion.txt", ir=ir)


def test_edges_with_a_fused_node_are_offered_as_the_group(cuda50):
    ir, ex = cuda50
    names = [(p.producer, p.consumer, p.buffer) for p in bench_pairs(ex, ir)]
    # BatchNorm+add (op12_op13) -> the next BatchNorm+ReLU (op20): the group, not its member op13
    assert ("op12_op13", "op20", "buf13") in names and ("op13", "op20", "buf13") not in names
    # the last block's add+ReLU -> the average pool's sum and its division by 49 (one reduction kernel)
    assert ("op117", "op124_op125", "buf117") in names
    assert ("op3", "op4", "buf3") in names                    # the seed pair: two plain nodes, as before
    groups = [n for n in names if "_" in n[0] or "_" in n[1]]
    assert len(groups) == 5   # the four downsample BatchNorm+add groups and the average pool
    for p in bench_pairs(ex, ir):   # every offered edge is the verdict's own pair
        assert (p.producer, p.consumer) == (p.verdict.node1, p.verdict.node2)


def test_the_pre_fusion_file_offers_the_replays_groups():
    path = CUDA50 / "ir_pre_fusion.txt"
    ir = parse_file(path)
    names = [(p.producer, p.consumer) for p in bench_pairs(explain_file(path, ir=ir), ir)]
    assert ("op12_op13", "op20") in names and ("op117", "op124_op125") in names
    sec = ir.sections[0]
    assert sec.node("op12_op13") is None        # not a node of this file: made of its members
    g = group_node(sec, "op12_op13")
    assert [m.name for m in g.members] == ["op12", "op13"] and g.members[0] is sec.node("op12")
    assert group_node(sec, "op12_op999") is None


def test_what_a_fused_node_reads_and_writes(cuda50):
    ir, _ex = cuda50
    sec = ir.sections[0]
    g = sec.node("op12_op13")
    reads, writes = memory_io(sec, g)
    # op12 (BatchNorm of the downsample conv) writes buf12, which only op13 reads: it stays in the kernel
    assert writes == {"buf13"} and "buf12" not in reads and {"buf10", "buf11"} <= reads
    assert [m.name for m in outgoing(sec, g)] == ["op13"]
    r2, w2 = memory_io(sec, sec.node("op124_op125"))
    assert w2 == {"buf125"} and "buf124" not in r2 and "buf117" in r2


def test_bytes_of_a_group_edge_count_the_kernels_memory(cuda50):
    ir, _ex = cuda50
    b = pair_bytes(ir, "op12_op13", "op20")
    inter = _nbytes(ir, "buf13")
    assert inter == 2 * 256 * 56 * 56 * 4 and b["intermediate"] == inter
    r1, _w1 = memory_io(ir.sections[0], ir.node("op12_op13"))
    r2, w2 = memory_io(ir.sections[0], ir.node("op20"))
    expected = sum(_nbytes(ir, x) for x in r1 | (r2 - {"buf13"}) | w2)
    assert b["fused"] == expected and b["unfused"] == expected + 2 * inter
    # a plain pair is counted as before
    assert pair_bytes(ir, "op3", "op4")["intermediate"] == _nbytes(ir, "buf3")


def test_refusals_name_the_member_and_the_reason(cuda50):
    ir, _ex = cuda50
    sec = ir.sections[0]
    assert group_refusal(sec, sec.node("op124_op125"), sec.node("op126")) == (
        "op126 has no loop body in the IR (ExternKernelOut): templates and extern kernels are not rebuilt")
    assert group_refusal(sec, sec.node("op12_op13"), sec.node("op3")) == \
        "op3 reads nothing op12_op13 writes: nothing to fuse"
    train = parse_file(CORPUS / "channels_last_train_cuda" / "g0_forward" / "ir_post_fusion.txt")
    s2 = train.sections[0]
    # BatchNorm's statistics (reductions) feeding the normalisation group
    assert group_refusal(s2, s2.node("op19"), s2.node("op20_op21")) == (
        "op19 writes buf19 with a reduction: a reduction producer of a fused node is not rebuilt yet (its pair "
        "with one consumer is)")
    assert group_refusal(s2, s2.node("op4_op5_op7_op31_op32_op28_op29"), s2.node("op8_op9")) == (
        "op8_op9 reads 2 outputs of op4_op5_op7_op31_op32_op28_op29 (buf4, buf7): an edge through several "
        "buffers is not rebuilt yet")
    # refused as a group, the edge is still offered as its leaf pair: the reduction writing the first
    # shared buffer and the member reading it
    ex = explain_file(CORPUS / "channels_last_train_cuda" / "g0_forward" / "ir_post_fusion.txt", ir=train)
    names = [(p.producer, p.consumer) for p in bench_pairs(ex, train)]
    assert ("op4_op5_op7_op31_op32_op28_op29", "op8_op9") not in names and ("op4", "op8") in names
    assert s2.node("op4").is_reduction and not s2.node("op8").is_reduction


def test_original_plan_of_a_group_edge_compares_all_members(cuda50):
    ir, _ex = cuda50
    plan = original_plan(ir, str(CUDA50 / "ir_post_fusion.txt"), None, (CUDA50 / "output_code.py").read_text(),
                         "op12_op13", "op20")
    assert plan["scheduled"] == "unfused" and len(plan["kernels"]) == 2
    assert plan["nodes"] == ["op12", "op13", "op20"] and plan["comparable"] is True


# ------------------------------------------------------------------------------------------------
# compiled (torch)
# ------------------------------------------------------------------------------------------------

def _torch():
    from conftest import require_module
    return require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("group-cache")


@pytest.mark.slow
def test_cpu_group_producer_numerics_and_nests(cache):
    _torch()
    from test_bench import bench_json
    p, r = bench_json(cache, ROLL / "ir_post_fusion.txt", "op0_op1", "op2")
    assert p.returncode == 0, p.stderr
    assert r["node1"] == "op0_op1" and r["node2"] == "op2" and r["shared_buffer"] == "buf0"
    assert r["numerics_match"] and r["max_abs_err"] == 0
    assert r["fused_how"].startswith("op0_op1 (op0+op1) evaluated inside op2's loads of buf0")
    assert r["unfused"]["bytes"] - r["fused"]["bytes"] == 2 * _nbytes(parse_file(ROLL / "ir_post_fusion.txt"), "buf0")
    assert r["unfused"]["median_s"] > 0 and r["fused"]["median_s"] > 0


@pytest.mark.slow
def test_cpu_group_consumer_is_one_loop_nest_when_fused(cache):
    _torch()
    from test_bench import bench_json
    # BatchNorm's normalisation (op23) -> ReLU and its mask for the backward (op24_op25, one kernel)
    p, r = bench_json(cache, RESNET18, "op23", "op24_op25")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["max_abs_err"] == 0
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert "outputs buf24, buf25 written by one kernel" in r["fused_how"]


@pytest.mark.slow
def test_cuda_group_edges_generate_one_triton_kernel(cache):
    _torch()
    from conftest import require_module
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    from test_codegen import codegen
    r = codegen(cache, CUDA50 / "ir_post_fusion.txt", "op12_op13", "op20")
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert [k["name"] for k in r["unfused"]["kernels"]] == ["triton_poi_fused_0", "triton_poi_fused_1"]
    # the reduction with its epilogue (sum, then / 49) stays one kernel in both variants
    r = codegen(cache, CUDA50 / "ir_post_fusion.txt", "op117", "op124_op125")
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert all(k["name"].startswith("triton_per_") for k in r["fused"]["kernels"])


@pytest.mark.slow
def test_cuda_group_edge_variants_agree_in_triton_interpreter(cache):
    _torch()
    from conftest import require_module
    require_module("numpy", "INDUCTOR_LENS_REQUIRE_TORCH")
    from test_bench import bench_json
    p, r = bench_json(cache, CUDA50 / "ir_post_fusion.txt", "op117", "op124_op125", "--device", "cuda",
                      "--codegen", "--interpret")
    assert p.returncode == 0, p.stderr
    assert r["interpreted"]["numerics_match"] and r["interpreted"]["max_abs_err"] == 0
