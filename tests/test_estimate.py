"""Roofline estimates for a named GPU (explain/estimate.py, dump/gpus.py, `--gpu`, `rank --by time`),
on the committed fixtures only, every count checked against a figure derived here by hand from the IR
text quoted in the comments."""
from __future__ import annotations

import json

import pytest
from conftest import CORPUS, RESNET50, require_module

from inductor_lens import cli
from inductor_lens.dump.gpus import (
    GPUS,
    TORCH_ERRATA,
    UnknownGpu,
    find_gpu,
    gpu_for_device,
    with_torch_figures,
)
from inductor_lens.dump.output_code import device_properties
from inductor_lens.explain.estimate import LAUNCH_US, Estimator, roofline
from inductor_lens.ir import parse_file

H200 = find_gpu("H200")


def estimator(folder, gpu=H200) -> Estimator:
    return Estimator(parse_file(folder / "ir_post_fusion.txt").sections[-1], gpu)


@pytest.fixture(scope="module")
def resnet():
    return estimator(RESNET50)


def test_pointwise_chain_batchnorm_relu(resnet):
    """op3 (ResNet50's first BatchNorm + ReLU), ``iteration = ((25088, 64), ())``: 1,605,632 points; its
    body per point: ``sub``, ``add`` (var + eps), ``rsqrt``, ``mul``, ``mul`` (weight), ``add`` (bias),
    ``relu`` = 6 x 1 + 4 (rsqrt, a special-function op) = 10 FLOPs; 6 ``load``/``constant``/``store``
    count 0. Bytes: reads buf2 [2, 64, 112, 112] float32 = 6,422,528 B and arg2_1..arg5_1, 64 floats
    each = 1,024 B; writes buf3, 6,422,528 B."""
    k = resnet.kernel("op3")
    assert k.work.flops == 10 * 1_605_632 == 16_056_320
    assert (k.work.bytes_read, k.work.bytes_written) == (6_422_528 + 1_024, 6_422_528)
    assert k.peak == "fp32" and k.time.bound == "memory"


def test_the_seed_pairs_3x3_window(resnet):
    """op4, the 3x3 / stride-2 max-pool, ``iteration = ((2, 56, 56, 64), ())``: 401,408 output points.
    Per point, for each of the 9 window positions the bounds mask of its row (``ge``, ``lt``, ``and_``)
    and column (the same 3) and their ``and_``: 7 ops x 9 = 63; 9 ``masked_subblockN`` loads of buf3 (0);
    8 ``maximum`` combine the 9 values: 71 FLOPs. Bytes: buf3 read once (6,422,528 B), buf4
    [2, 64, 56, 56] written (1,605,632 B).

    The pair op3 -> op4 unfused: 12,846,080 + 8,028,160 = 20,874,240 B. Forced into one kernel, buf3 is
    neither written nor read back: buf2 + the 4 parameters + buf4 = 8,029,184 B; op3's body is
    recomputed at each of the 9 loads of buf3: 71 + 9 x 10 = 161 FLOPs per output point.

    On the H200 (4,800 GB/s = 4.8e6 bytes per µs; 67 TFLOPS FP32 = 6.7e7 FLOPs per µs; 1 µs a launch):
    op3 12,846,080 / 4.8e6 = 2.676267 µs (FLOPs 0.24 µs) + 1; op4 8,028,160 / 4.8e6 = 1.672533 + 1;
    unfused 6.348800 µs. Fused: 8,029,184 / 4.8e6 = 1.672747 µs against 64,626,688 / 6.7e7 = 0.96 µs:
    memory-bound, 2.672747 µs; saves 3.676053 µs."""
    k = resnet.kernel("op4")
    assert k.work.flops == 71 * 401_408 == 28_499_968
    assert (k.work.bytes_read, k.work.bytes_written) == (6_422_528, 1_605_632)
    e = resnet.pair("op3", "op4")
    assert e.producer.work.bytes + e.consumer.work.bytes == 20_874_240
    assert e.fused.bytes == 8_029_184
    assert e.fused.flops == 161 * 401_408 == 64_626_688
    assert e.unfused_us == pytest.approx(12_846_080 / 4.8e6 + 8_028_160 / 4.8e6 + 2 * LAUNCH_US)
    assert e.unfused_us == pytest.approx(6.3488, abs=1e-4)
    assert e.fused_time.us == pytest.approx(2.672747, abs=1e-6)
    assert e.saved_us == pytest.approx(3.676053, abs=1e-6)
    assert e.bound == "memory" and not e.symbolic
    assert any("9 loads of buf3" in n for n in e.fused.notes)
    assert e.line() == ("estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32): unfused 6.35 µs, "
                        "fused 2.67 µs, saves 3.68 µs (memory-bound)")


def test_a_softmax_reduction():
    """softmax_scale: one kernel op0_op1_op2_op3 over a [64, 100] float32 input (6,400 elements):
    op0 ``reduction 'max'`` over ((64,), (100,)): 1 per reduced element = 6,400; op1 ``sub``, ``exp``
    over (64, 100): (1 + 4) x 6,400 = 32,000; op2 ``reduction 'sum'``: 6,400; op3 ``truediv``, ``mul``
    (x 2.0): 2 x 6,400 = 12,800. In all 57,600 FLOPs. Bytes: arg0_1 read (25,600 B) and buf3 written
    (25,600 B); buf0, buf1, buf2 stay inside the kernel."""
    k = estimator(CORPUS / "softmax_scale/g0_inference").kernel("op0_op1_op2_op3")
    assert k.work.flops == 6_400 + 32_000 + 6_400 + 12_800 == 57_600
    assert (k.work.bytes_read, k.work.bytes_written) == (25_600, 25_600)


def test_a_layernorm_with_recomputed_gelu():
    """mlp_gelu_layernorm_cuda op1_op2_op4 (32 x 1024 = 32,768 points each): op1 and op2 each compute GELU
    from the matmul's output (``add``, ``mul``, ``add``, ``mul``, ``erf``, ``add``, ``mul``: 6 x 1 + 8) and a
    ``welford_reduce`` (6): 20 x 32,768 = 655,360 each; op4 recomputes the GELU (14) and normalises
    (``sub``, ``truediv``, ``add``, ``rsqrt`` 4, ``mul``, ``mul``, ``add``: 10): 24 x 32,768 = 786,432.
    The recomputation counts as the bodies say: 2,097,152 FLOPs. Bytes: buf0 [32, 1024] (131,072 B) and
    arg1_1, arg3_1, arg4_1 (1,024 floats, 4,096 B each) read; buf4 (131,072 B) written."""
    e = estimator(CORPUS / "mlp_gelu_layernorm_cuda/g0_inference")
    k = e.kernel("op1_op2_op4")
    assert k.work.flops == 2 * 655_360 + 786_432 == 2_097_152
    assert (k.work.bytes_read, k.work.bytes_written) == (131_072 + 3 * 4_096, 131_072)
    # the matmul's operands are graph inputs whose sizes this file does not print: bytes only, said
    mm = e.kernel("op0")
    assert mm.work.flops is None and any("bytes only" in n for n in mm.work.notes)
    assert any("no size printed for arg0_1, arg2_1" in n for n in mm.work.notes)


def test_extern_matmuls_with_output_codes_shapes():
    """The sizes an IR file does not print come from output_code.py's example inputs. mlp_gelu_layernorm_cuda
    op0: ``extern_kernels.mm(arg2_1, reinterpret_tensor(arg0_1, (256, 1024), (1, 256), 0), out=buf0)``,
    arg2_1 (32, 256), arg0_1 (1024, 256), buf0 [32, 1024]: 2 x 32 x 1024 x 256 = 16,777,216 FLOPs; reads
    (32 x 256 + 1024 x 256) x 4 B = 1,081,344 B. sdpa_block_bf16_cuda op4: ``addmm(arg4_1, buf3 as (128, 128),
    arg3_1 (384, 128) as (128, 384))`` into buf4 [128, 384] bfloat16: 2 x 128 x 384 x 128 = 12,582,912 FLOPs
    at the BF16 tensor-core peak; op17: buf16 [2, 64, 512] as (128, 512) times arg11_1 (128, 512) transposed:
    2 x 128 x 128 x 512 = 16,777,216."""
    from inductor_lens.dump.output_code import buffer_shapes, read_output_code

    def with_shapes(name):
        folder = CORPUS / name / "g0_inference"
        shapes = buffer_shapes(read_output_code((folder / "output_code.py").read_text()))
        return Estimator(parse_file(folder / "ir_post_fusion.txt").sections[-1], H200, shapes=shapes)
    mm = with_shapes("mlp_gelu_layernorm_cuda").kernel("op0")
    assert mm.work.flops == 2 * 32 * 1024 * 256 == 16_777_216 and mm.work.notes == []
    assert mm.work.bytes_read == (32 * 256 + 1024 * 256) * 4 == 1_081_344
    e = with_shapes("sdpa_block_bf16_cuda")
    k = e.kernel("op4")
    assert (k.work.flops, k.work.dtype, k.peak) == (12_582_912, "torch.bfloat16", "bf16")
    assert k.time.compute_us == pytest.approx(12_582_912 / 989.5e6)
    assert e.kernel("op17").work.flops == 2 * 128 * 128 * 512


def test_indirect_loads_are_noted():
    """moe_top2: the expert gather ``index1 = 64*indirect0 + p1`` with ``set_indirect0 = self.set_indirect0(load)``."""
    e = estimator(CORPUS / "moe_top2/g0_inference")
    notes = [n for top in e.sec.nodes for n in e.kernel(top.name).work.notes]
    assert any("indirect loads" in n for n in notes)


def test_an_extern_convolution_gets_its_flops(resnet):
    """op2, ResNet50's stem convolution: out buf2 [2, 64, 112, 112], weight buf1 [64, 3, 7, 7]:
    2 x (2 x 64 x 112 x 112) x (3 x 7 x 7) = 2 x 1,605,632 x 147 = 472,055,808 FLOPs."""
    k = resnet.kernel("op2")
    assert k.work.flops == 2 * 1_605_632 * 147 == 472_055_808
    assert k.time.bound == "compute"        # 472e6 / 6.7e7 = 7.05 µs against 1.6 µs of memory
    assert k.time.us == pytest.approx(472_055_808 / 6.7e7 + LAUNCH_US)


def test_roofline_arithmetic():
    g = find_gpu("A100 40GB")            # 1,555 GB/s, 19.5 TFLOPS FP32, 312 BF16
    r = roofline(1_555_000, 1_000, g, "fp32")
    assert r.bound == "memory" and r.memory_us == pytest.approx(1.0) and r.us == pytest.approx(1.0 + LAUNCH_US)
    r = roofline(1_000, 39_000_000, g, "fp32")
    assert r.bound == "compute" and r.compute_us == pytest.approx(2.0) and r.us == pytest.approx(3.0)
    assert roofline(0, 312_000_000, g, "bf16").compute_us == pytest.approx(1.0)
    assert roofline(1_555_000, None, g, "fp32", launches=2).us == pytest.approx(3.0)


def test_gpu_names_match_loosely_and_an_unknown_one_lists_the_known():
    for name, key in [("NVIDIA H200", "H200"), ("h200", "H200"), ("H100", "H100 SXM"),
                      ("NVIDIA H100 80GB HBM3", "H100 SXM"), ("NVIDIA H100 PCIe", "H100 PCIe"),
                      ("NVIDIA A100-SXM4-40GB", "A100 40GB"), ("A100", "A100 80GB"), ("NVIDIA L4", "L4"),
                      ("NVIDIA GeForce RTX 4090", "RTX 4090"), ("AMD Instinct MI300X", "MI300X")]:
        assert find_gpu(name).key == key, name
    with pytest.raises(UnknownGpu) as err:
        find_gpu("L40")
    assert "H200" in str(err.value) and "MI300X" in str(err.value)
    for g in GPUS:
        assert g.source.startswith("https://") and g.bandwidth_gbs > 0 and min(g.fp32, g.tf32, g.bf16, g.fp16) > 0


def test_the_gpu_output_code_was_compiled_for():
    text = (CORPUS / "resnet50_eval_cuda/g0_inference/output_code.py").read_text()
    g, note = gpu_for_device(device_properties(text), "'backend_hash': 'SIMULATED-H200'" in text)
    assert g.key == "H200" and "simulated" in note
    # a real file names no GPU: compute capability 9.0 and 132 SMs are an H100 SXM or an H200
    g, note = gpu_for_device([{"type": "cuda", "cc": 90, "multi_processor_count": 132}])
    assert g.key == "H100 SXM" and "H200" in note and "--gpu" in note
    assert gpu_for_device([{"type": "cuda", "cc": 80, "multi_processor_count": 108}])[0].key == "A100 80GB"
    assert gpu_for_device([{"type": "cuda", "cc": 75, "multi_processor_count": 40}])[0] is None
    assert gpu_for_device([]) == (None, None)       # a C++ (CPU) graph


def test_our_table_is_torchs_datasheet():
    """For every GPU torch's table (torch._inductor.analysis.device_info) and ours both know, the figures
    the command line reads from torch equal ours, but for the errata (each of which still differs); and
    the roofline with torch's figures is the hand-computed one."""
    torch = require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    from torch._inductor.analysis import device_info as di
    both = [g for g in GPUS if g.torch_key and di.lookup_device_info(g.torch_key) is not None]
    assert {g.key for g in both} >= {"H100 SXM", "A100 80GB", "L4", "MI300X"}
    for g in both:
        figures, version = cli._torch_figures(g.torch_key)
        assert version == torch.__version__.split("+")[0]
        for k, v in figures.items():
            ours = getattr(g, k)
            if (g.key, k) in TORCH_ERRATA:
                assert v != pytest.approx(ours, rel=0.01), f"{g.key} {k}: torch now agrees, drop the erratum"
            else:
                assert v == pytest.approx(ours, rel=0.005), (g.key, k, v, ours)
        merged = with_torch_figures(g, figures, version)
        assert "torch" in merged.figures
        assert all(getattr(merged, k) == getattr(g, k) for (key, k) in TORCH_ERRATA if key == g.key)
    # H100 (torch: 3,350 GB/s; FP32 67, not divided by the tensor cores' sparsity factor 2)
    h100 = with_torch_figures(find_gpu("H100"), *cli._torch_figures("NVIDIA H100"))
    assert di.datasheet_dram_bw_gbs("NVIDIA H100") == 3350
    r = roofline(6_700_000, 670_000_000, h100, "fp32")      # 2 µs of memory, 10 µs of FP32 work
    assert r.bound == "compute" and r.us == pytest.approx(10.0 + LAUNCH_US)
    bf = roofline(6_700_000, 989_500_000, h100, "bf16")     # 1 µs at 1,979 / 2 TFLOPS dense
    assert bf.compute_us == pytest.approx(989_500_000 / (di.datasheet_tops(torch.bfloat16, device_name="NVIDIA H100")
                                                         * 1e6)) == pytest.approx(1.0)
    assert bf.bound == "memory" and bf.us == pytest.approx(6_700_000 / 3.35e6 + LAUNCH_US)


# ---- the command line -------------------------------------------------------------------------------
def run(capsys, *args) -> tuple[int, str, str]:
    rc = cli.main([str(a) for a in args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_explain_gpu_text_and_json(capsys):
    rc, out, _ = run(capsys, "explain", RESNET50 / "ir_post_fusion.txt", "--gpu", "h200", "--color", "never")
    assert rc == 0
    block = out[out.index("op3 -> op4: not fused"):]
    assert ("  estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32): unfused 6.35 µs, fused 2.67 µs, "
            "saves 3.68 µs (memory-bound)") in block.split("\n\n")[0]
    rc, out, _ = run(capsys, "explain", RESNET50 / "ir_post_fusion.txt", "--gpu", "NVIDIA H200", "--format", "json")
    d = json.loads(out)
    assert d["gpu"]["key"] == "H200" and d["gpu"]["bandwidth_gbs"] == 4800 and d["gpu"]["launch_us"] == LAUNCH_US
    p = next(p for p in d["pairs"] if (p["node1"], p["node2"]) == ("op3", "op4") and not p["fused"])
    e = p["estimate"]
    assert (e["gpu"], e["bytes_unfused"], e["bytes_fused"], e["flops_fused"], e["bound"]) == \
        ("H200", 20_874_240, 8_029_184, 64_626_688, "memory")
    assert (e["us_unfused"], e["us_fused"], e["us_saved"]) == (6.3488, 2.6727, 3.6761)
    assert [k["node"] for k in e["kernels"]] == ["op3", "op4"] and e["kernels"][1]["flops"] == 28_499_968
    # no GPU (a CPU graph, no --gpu): the document is the one it always was
    rc, out, _ = run(capsys, "explain", RESNET50 / "ir_post_fusion.txt", "--format", "json")
    d = json.loads(out)
    assert "gpu" not in d and not any("estimate" in p for p in d["pairs"])


def test_a_cuda_graph_is_estimated_for_its_gpu_by_default(capsys):
    rc, out, _ = run(capsys, "explain", "example-cuda", "--format", "json")
    d = json.loads(out)
    assert d["gpu"]["key"] == "H200" and "simulated" in d["gpu"]["chosen_by"]
    assert any("estimate" in p for p in d["pairs"])
    rc, out, _ = run(capsys, "explain", "example-cuda", "--format", "json", "--gpu", "none")
    assert "gpu" not in json.loads(out)


def test_rank_by_time(capsys):
    rc, out, _ = run(capsys, "rank", RESNET50 / "ir_post_fusion.txt", "--gpu", "h200", "--by", "time", "--json")
    d = json.loads(out)
    saved = [e["estimate"]["us_saved"] for e in d["edges"] if "estimate" in e]
    assert saved == sorted(saved, reverse=True) and len(saved) == len(d["edges"])
    first = next(e for e in d["edges"] if not e["design"])       # extern edges are ranked too, marked design
    assert (first["producer"], first["consumer"]) == ("op3", "op4")
    rc, out, _ = run(capsys, "rank", RESNET50 / "ir_post_fusion.txt", "--gpu", "h200", "--by", "time", "--top", "2")
    assert rc == 0 and "estimate for GPU H200" in out and "saves 3.68 µs" in out
    rc, out, err = run(capsys, "rank", RESNET50 / "ir_post_fusion.txt", "--by", "time")
    assert rc == 2 and "needs a GPU" in err and "--gpu" in err
    # bytes order, the JSON contract of test_rank, untouched without a GPU
    rc, out, _ = run(capsys, "rank", RESNET50 / "ir_post_fusion.txt", "--json")
    assert "gpu" not in json.loads(out)


def test_gpu_list_and_an_unknown_gpu(capsys):
    rc, out, _ = run(capsys, "explain", "--gpu", "list")
    assert rc == 0 and "H200" in out and "4,800 GB/s" in out and "https://www.nvidia.com/en-us/data-center/h200/" in out
    assert all(g.key in out for g in GPUS)
    rc, out2, _ = run(capsys, "rank", "--gpu", "list")
    assert rc == 0 and out2 == out
    rc, _, err = run(capsys, "explain", RESNET50 / "ir_post_fusion.txt", "--gpu", "Voodoo 5")
    assert rc == 2 and "unknown GPU 'Voodoo 5'" in err and "H100 SXM" in err and "MI300X" in err
    rc, _, err = run(capsys, "explain")
    assert rc == 2 and "give FILE" in err


def test_dynamic_shapes_do_not_crash(capsys):
    for f in (CORPUS / "dynamic_convnet/g0_inference/ir_post_fusion.txt", CORPUS / "dynamic_convnet/torch_logs.txt",
              CORPUS / "dynamic_convnet_cuda/g0_inference/ir_post_fusion.txt"):
        rc, out, _ = run(capsys, "rank", f, "--gpu", "h100", "--by", "time", "--json")
        d = json.loads(out)
        assert rc == 0 and d["edges"]
        est = [e["estimate"] for e in d["edges"] if "estimate" in e]
        assert est and any(e["symbolic"] for e in est)
        rc, out, _ = run(capsys, "explain", f, "--gpu", "h100", "--color", "never")
        assert rc == 0 and "sizes symbolic, counted with their hints" in out
