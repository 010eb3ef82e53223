"""``inductor-lens bench FILE FUSED --split`` (issue 42): a fused node as Inductor built it against its
members as separate kernels (or the parts ``--split op1_op2/op3`` names), rebuilt from the IR, compiled and
timed on CPU with the pair benchmark's statistics; numerics checked between the two. One real fixture per
kind: a pointwise chain, reductions with their epilogue (LayerNorm), a fused group of a training backward."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, require_module


def bench(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", "bench", *argv], capture_output=True, text=True,
                          timeout=600, cwd=REPO)


def timed(path, name: str, *extra: str) -> dict:
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    p = bench(str(path), name, "--split", *extra, "--device", "cpu", "--min-time", "0.1", "--no-cache", "--json")
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout)


def check(r: dict, name: str, parts: list[list[str]]) -> None:
    assert r["node1"] == r["node2"] == name and r["split"] == parts
    assert r["numerics_match"] is True and r["max_abs_err"] <= r["tolerance"]
    assert r["unfused"]["loop_nests"] >= len(parts) > r["fused"]["loop_nests"] >= 1   # C++ loop nests
    assert r["unfused"]["bytes"] > r["fused"]["bytes"] > 0     # the parts write and read back what they pass
    assert r["unfused"]["median_s"] > 0 and r["fused"]["median_s"] > 0 and r["speedup"] > 0
    assert r["verdict_kind"] in ("apart", "fuse", "none")
    words = {"apart": "splitting would have helped", "fuse": "Inductor's fusion was right", "none": "fused / split"}
    assert words[r["verdict_kind"]] in r["verdict"] and "keep them apart" not in r["verdict"]


@pytest.mark.slow
def test_a_pointwise_chain_split_into_its_members():
    r = timed(CORPUS / "moe_top2/g0_inference/ir_post_fusion.txt", "op6_op10_op14_op18")
    check(r, "op6_op10_op14_op18", [["op6"], ["op10"], ["op14"], ["op18"]])


@pytest.mark.slow
def test_reductions_with_their_epilogue_split_at_a_point():
    """LayerNorm's fused node (mean, variance, then the normalised output): split after its two
    reductions, each part fused within itself."""
    r = timed(CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt", "op1_op2_op3_op4", "op1_op2/op3_op4")
    check(r, "op1_op2_op3_op4", [["op1", "op2"], ["op3", "op4"]])


@pytest.mark.slow
def test_a_fused_group_of_a_training_backward():
    r = timed(CORPUS / "resnet18_train/g1_backward/ir_post_fusion.txt", "op3_op4_op5_op6_op7_op8")
    check(r, "op3_op4_op5_op6_op7_op8", [[f"op{i}"] for i in range(3, 9)])
    text = bench(str(CORPUS / "resnet18_train/g1_backward/ir_post_fusion.txt"), "op3_op4_op5_op6_op7_op8", "--split",
                 "--device", "cpu", "--min-time", "0.1", "--quiet").stdout        # the cached result, as text
    assert text.startswith("op3_op4_op5_op6_op7_op8 split into op3 | op4 | op5 | op6 | op7 | op8 on cpu\n")
    assert "  split (6 parts) " in text and "  fused (as Inductor built it) " in text


def test_what_cannot_be_split_is_said_before_anything_runs():
    f = str(CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt")
    p = bench(f, "op0", "--split", "--device", "cpu")
    assert p.returncode == 3 and "op0 is not a fused node: nothing to split" in p.stderr
    p = bench(f, "op1_op2_op3_op4", "--split", "op1/op3_op4", "--device", "cpu")
    assert p.returncode == 3 and "must hold each member of op1_op2_op3_op4 once" in p.stderr
    p = bench(f, "op1_op2_op3_op4", "--split", "op3_op4/op1_op2", "--device", "cpu")
    assert p.returncode == 3 and "must keep op1_op2_op3_op4's order" in p.stderr
    p = bench(f, "op1_op2_op3_op4")
    assert p.returncode == 2 and "give NODE2" in p.stderr
    p = bench(f, "op1_op2_op3_op4", "op5", "--split")
    assert p.returncode == 2 and "name one fused node" in p.stderr


def test_the_parts_bytes_count_what_passes_between_them():
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.measure.bytes import split_bytes
    ir = parse_file(CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt")
    every = split_bytes(ir, "op1_op2_op3_op4", [["op1"], ["op2"], ["op3"], ["op4"]])
    two = split_bytes(ir, "op1_op2_op3_op4", [["op1", "op2"], ["op3", "op4"]])
    one = split_bytes(ir, "op1_op2_op3_op4", [["op1", "op2", "op3", "op4"]])
    assert every["unfused"] > two["unfused"] > one["unfused"] == every["fused"] == two["fused"] > 0


@pytest.mark.slow
def test_the_split_of_a_gpu_fused_node_generated_for_the_simulated_h200():
    """On CUDA without a GPU: both variants' Triton kernels as Inductor generates them for an H200, nothing
    run: the MLP's LayerNorm group is one persistent-reduction kernel, its three parts three kernels."""
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    p = bench(str(CORPUS / "mlp_gelu_layernorm_cuda/g0_inference/ir_post_fusion.txt"), "op1_op2_op4", "--split",
              "--device", "cuda", "--codegen", "--json", "--quiet", "--no-cache")
    assert p.returncode == 0, p.stderr[-2000:]
    r = json.loads(p.stdout)
    assert r["split"] == [["op1"], ["op2"], ["op4"]] and r["codegen"] is True and r.get("shared_buffer") is None
    assert r["fused"]["loop_nests"] == 1 and r["unfused"]["loop_nests"] == 3
    assert [k["name"].split("_")[1] for k in r["unfused"]["kernels"]] == ["per", "per", "poi"]
    assert r["verdict"].startswith("The fused node as Inductor built it gives 1 Triton kernel, its 3 parts 3")


@pytest.mark.slow
def test_the_split_of_a_combo_kernel_is_its_kernels_with_and_without_combo_kernels():
    """A combo kernel (``combo_kernels``: the Llama decoder's rotary tables, three independent kernels in one launch)
    is not a fused loop: its split is its kernels, and its "fused" variant the same kernels compiled with combo
    kernels on: one Triton kernel for the simulated H200, as in the IR, against three."""
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    p = bench(str(CORPUS / "llama_decoder_combo_cuda/g0_inference/ir_post_fusion.txt"), "op3_op5_op12", "--split",
              "--device", "cuda", "--codegen", "--json", "--quiet", "--no-cache")
    assert p.returncode == 0, p.stderr[-2000:]
    r = json.loads(p.stdout)
    assert r["split"] == [["op3"], ["op5"], ["op12"]]
    assert r["fused"]["loop_nests"] == 1 and r["unfused"]["loop_nests"] == 3
    assert "with combo_kernels on, one launch on a GPU" in r["fused_how"]
