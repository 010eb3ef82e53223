"""Each variant's Triton kernels on the GPU's multiprocessors (issue 42, item 2): registers per thread, spilled
registers, shared memory, the launch config and the occupancy they allow, from Triton's compile and the
``ptxas`` it ships. Without a GPU the split benchmark's kernels are generated and compiled for the simulated
H200 (marked so); a fused kernel that spills gets a warning on its header."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, require_module

from inductor_lens.measure.resources import (
    DeviceLimits,
    KernelResources,
    kept_spills,
    mark_chosen,
    occupancy,
    read_ptxas_log,
    spilling_kernels,
)

H200 = DeviceLimits("NVIDIA H200", 132)
MLP = CORPUS / "mlp_gelu_layernorm_cuda/g0_inference/ir_post_fusion.txt"


def test_occupancy_as_the_cuda_calculator_counts_it():
    # 8 warps of 30 registers: 8 blocks fill the 64 warps of a multiprocessor
    assert occupancy(30, 8, 32, H200) == (8, 1.0, "warps")
    # 168 registers x 32 threads, allocated in units of 256 per warp (5,376), 4 warps a block: 3 blocks
    assert occupancy(168, 4, 0, H200) == (3, 0.1875, "registers")
    # 255 registers: 8,192 per warp, 2 blocks of 4 warps
    assert occupancy(255, 4, 0, H200) == (2, 0.125, "registers")
    # 100 KB of shared memory a block (plus 1 KB reserved): 2 blocks of 228 KB
    assert occupancy(32, 4, 100 * 1024, H200) == (2, 0.125, "shared memory")
    # one warp a block: the 32 blocks a multiprocessor holds bound it, half its warps
    assert occupancy(16, 1, 0, H200) == (32, 0.5, "blocks")


def test_ptxas_report_read():
    log = """ptxas info    : 11 bytes gmem
ptxas info    : Compiling entry function 'triton_poi_fused_9' for 'sm_90a'
ptxas info    : Function properties for triton_poi_fused_9
    1024 bytes stack frame, 1012 bytes spill stores, 988 bytes spill loads
ptxas info    : Used 255 registers, used 1 barriers
"""
    assert read_ptxas_log(log) == {"registers": 255, "stack": 1024, "stores": 1012, "loads": 988}
    assert read_ptxas_log("") == {}


def test_the_config_the_autotuner_keeps_decides_the_spills():
    spilling = KernelResources("k", {"XBLOCK": 512}, 4, 1, 255, spills=73, local=292, occupancy=0.125)
    clean = KernelResources("k", {"XBLOCK": 256}, 4, 1, 168, spills=0, local=0, occupancy=0.1875)
    # several configs: the one over Inductor's spill_threshold is dropped, the other runs
    assert kept_spills([spilling, clean]) == (0, clean)
    assert spilling_kernels([spilling, clean]) == []
    # its only config spills: that is what runs
    assert kept_spills([spilling]) == (73, spilling)
    assert spilling_kernels([spilling]) == [("k", 73, spilling)]
    # local memory kept on purpose (libdevice's sin: 32 bytes) is not a spill
    sin = KernelResources("s", {"XBLOCK": 1024}, 4, 1, 16, spills=0, local=32)
    assert spilling_kernels([sin]) == []
    assert kept_spills([KernelResources("e", error="PTXASError")]) is None



def test_a_gpu_run_names_the_config_the_autotuner_kept():
    """On a GPU the launchers left after autotuning name the config: it is marked, the others are not, and
    the spills counted are the kept config's (here the spilling one, which a custom kernel may keep)."""
    a = KernelResources("k", {"XBLOCK": 512}, 4, 1, 255, spills=73, local=292, configs=2)
    b = KernelResources("k", {"XBLOCK": 256}, 4, 1, 168, spills=0, local=0, configs=2)
    other = KernelResources("j", {"XBLOCK": 1024}, 4, 1, 20, spills=0, local=0)
    mark_chosen([a, b, other], {"k": [{"config": {"XBLOCK": 512}, "num_warps": 4, "num_stages": 1}]})
    assert (a.chosen, b.chosen, other.chosen) == (True, False, None)
    assert kept_spills([a, b]) == (73, a)
    assert "(the autotuner's choice among 2 configs)" in a.line()
    assert "(one of 2 configs, not the autotuner's choice)" in b.line()
    assert KernelResources.from_json(a.to_json()) == a


def codegen_split(*extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", "bench", str(MLP), "op1_op2_op4", "--split",
                           "--device", "cuda", "--codegen", "--no-cache", *extra],
                          capture_output=True, text=True, timeout=600, cwd=REPO)


def test_split_kernels_compiled_for_the_simulated_h200():
    """The fused LayerNorm + GELU node of a CUDA fixture against its 3 parts: every kernel's configs compiled
    by Triton for sm_90 here, without a GPU, and said to be so."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    p = codegen_split("--json")
    assert p.returncode == 0, p.stderr[-3000:]
    r = json.loads(p.stdout)
    assert r["resources_target"].startswith("NVIDIA H200 (simulated), sm_90: compiled here by Triton ")
    assert "not run" in r["resources_target"] and "resources_error" not in r
    for v in ("unfused", "fused"):
        names = [k["name"] for k in r[v]["kernels"]]
        res = r[v]["resources"]
        assert sorted({x["kernel"] for x in res}) == sorted(names)      # every kernel, each of its configs
        for x in res:
            assert 0 < x["registers"] <= 255 and x["spills"] == 0 and x["num_warps"] in (1, 2, 4, 8, 16, 32)
            assert 0 < x["occupancy"] <= 1 and x["limit"] in ("warps", "registers", "shared memory", "blocks")
            assert x["sms"] == 132 and x["grid"] >= 1
    fused = r["fused"]["resources"]
    # the fused LayerNorm is a persistent reduction over 1,024 columns: one row a block, 32 rows
    assert [(x["kernel"], x["config"], x["grid"]) for x in fused] == [("triton_per_fused_0", {"XBLOCK": 1}, 32)]
    # the split's pointwise GELU has two configs: the autotuner picks on the GPU, both are listed
    poi = [x for x in r["unfused"]["resources"] if x["kernel"].startswith("triton_poi")]
    assert len(poi) == 2 and all(x["configs"] == 2 for x in poi)
    text = codegen_split().stdout                      # the text report: one line per config, under its head
    assert "  registers, spills and occupancy (NVIDIA H200 (simulated), sm_90: compiled here" in text
    assert "    fused (as Inductor built it): triton_per_fused_0: " in text and "no spills" in text


def test_spilling_fused_kernel_warned_on_its_header():
    """After a split benchmark whose fused kernel spills (in the config it runs with), its header gets a
    ``fused_kernel_spills`` warning with the kernels, and none before; a result without spills adds none."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    from dataclasses import replace

    from inductor_lens.measure.result import BenchResult
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    p = codegen_split("--json")
    assert p.returncode == 0, p.stderr[-3000:]
    real = BenchResult.from_json(json.loads(p.stdout))
    ws = Workspace()
    doc = ws.open(MLP.as_uri(), MLP.read_text(), 1)
    assert [d for d in F.fusion_diagnostics(ws, doc) if d.code == "fused_kernel_spills"] == []
    ws.bench_results[(doc.uri, "op1_op2_op4", "split:")] = real          # ptxas: no spills
    assert [d for d in F.fusion_diagnostics(ws, doc) if d.code == "fused_kernel_spills"] == []
    k = real.fused.resources[0]
    spilled = replace(real, fused=replace(real.fused, resources=[replace(k, spills=24, local=96)]))
    ws.bench_results[(doc.uri, "op1_op2_op4", "split:")] = spilled
    d = [d for d in F.fusion_diagnostics(ws, doc) if d.code == "fused_kernel_spills"]
    assert len(d) == 1 and d[0].severity == "warning"
    line = MLP.read_text().splitlines()[d[0].start[0]]
    assert line.startswith("op1_op2_op4: FusedSchedulerNode") and d[0].end[1] - d[0].start[1] == 11
    assert d[0].message.startswith("op1_op2_op4 spills 24 registers: fusion may cost more than it saves; "
                                   "benchmark the split (triton_per_fused_0 24 registers (")
    assert d[0].data == {"node": "op1_op2_op4", "spills": 24, "kernels": ["triton_per_fused_0"]}
    assert d[0].href.endswith("fused_kernel_spills.md")


@pytest.mark.slow
def test_a_real_spilling_config_is_dropped_as_inductor_drops_it():
    """A pointwise kernel with 64 outputs (each feature normalised by a shared sum) as Inductor generates it
    for the H200: its XBLOCK=1024 config spills thousands of registers (ptxas), its XBLOCK=512 config none;
    the autotuner drops the first, so the kernel is not said to spill."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    import torch
    from torch._inductor.decomposition import select_decomp_table
    from torch.fx.experimental.proxy_tensor import make_fx

    from inductor_lens.measure.codegen import H200 as SIM
    from inductor_lens.measure.codegen import module_source
    from inductor_lens.measure.original import read_output_code
    from inductor_lens.measure.resources import compile_kernels, device_limits

    def normalise(x):
        zs = [torch.sigmoid(x[:, i] * (i + 1)) for i in range(x.shape[1])]
        s = sum(z.sum(-1, keepdim=True) for z in zs)
        return tuple(z / s for z in zs)
    shape = (256, 64, 1024)
    gm = make_fx(normalise, decomposition_table=select_decomp_table())(torch.empty(shape))
    src = module_source(gm, [(shape, torch.float32)], "cuda", {})
    ks = [(k.name, k.source) for k in read_output_code(src).kernels.values() if k.name.startswith("triton_poi")]
    res = compile_kernels(ks, device_limits(SIM), simulate=True)
    assert len(res) == 2 and {r.config["XBLOCK"] for r in res} == {512, 1024}
    big = next(r for r in res if r.config["XBLOCK"] == 1024)
    small = next(r for r in res if r.config["XBLOCK"] == 512)
    assert big.spills > 100 and big.spill_stores > 400 and big.registers <= 255
    assert small.spills == 0 and small.registers > 128 and small.limit == "registers"
    assert kept_spills(res) == (0, small) and spilling_kernels(res) == []


def test_inductors_own_mix_order_kernel_compiled_with_original():
    """``--codegen --original`` on CUDA: the rebuild cannot reproduce the LayerNorm backward's mix-order kernel
    (it says so), so Inductor's own kernel from output_code.py is compiled for its figures: RSPLIT_SIZE rows a
    block (512 blocks for 8,192 rows: under half a wave on the H200), the report saying code from the file
    went to the compiler."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    f = CORPUS / "layernorm_mix_order_train_cuda/g1_backward/ir_post_fusion.txt"
    argv = [sys.executable, "-m", "inductor_lens", "bench", str(f), "op0_op1_op2_op3_op5", "--split", "--device",
            "cuda", "--codegen", "--original", "--no-cache"]
    p = subprocess.run(argv + ["--json"], capture_output=True, text=True, timeout=600, cwd=REPO)
    assert p.returncode == 0, p.stderr[-3000:]
    r = json.loads(p.stdout)
    assert "NOTE: the rebuilt fused variant is 2 Triton kernels where Inductor's fused node is one" in r["verdict"]
    assert "FusedMixOrderReductions" in r["verdict"] and r["fused"]["loop_nests"] == 2
    o = r["original"]
    assert o["kernels"] == ["triton_per_fused_native_layer_norm_backward_0"] and o["comparable"] is True
    (k,) = o["resources"]
    assert k["config"]["RSPLIT_SIZE"] == 16 and k["grid"] == 8192 // 16 and k["registers"] > 0
    assert k["waves"] < 1 and r["ran_output_code"] is True
    text = subprocess.run(argv[:-1] + ["--quiet"], capture_output=True, text=True, timeout=600, cwd=REPO).stdout
    assert "    original (output_code.py): triton_per_fused_native_layer_norm_backward_0: " in text
    assert "  worker: compiled code from output_code.py" in text
