"""The GPU a graph was compiled on, for the replay (issue 37 item 4): Inductor's loop-reindexing guard
(``_reindexing_regresses_memory_coalescing``) weighs a reindexed fusion's memory cost against the two
kernels' plus one launch at the GPU's DRAM bandwidth as ``get_gpu_dram_gbps`` reads it, so on a GroupNorm
+ SiLU + conv block the same IR fuses the statistics into their consumer on an H200 (4,917 GB/s) and not
on an H100 (3,352 GB/s). ``tests/corpus/gn_silu_conv_cuda`` is that block compiled for the simulated H200
(``generate.py gn_silu_conv --device cuda``): the replay must read the GPU from the files (output_code.py,
and on a real machine fx_graph_runnable.py's ``# GPU Hardware Info:``), follow ``--gpu``, and say when
the files leave it open between GPUs whose figures decide a pair differently."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest
from conftest import CORPUS, REPO

from inductor_lens.dump.gpus import GPUS, find_gpu
from inductor_lens.dump.runnable import parse_runnable
from inductor_lens.explain.explain import explain_file
from inductor_lens.replay import rules
from inductor_lens.replay.config import graph_config, graph_gpu

GN = CORPUS / "gn_silu_conv_cuda" / "g0_inference"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}
SIMULATED = "'backend_hash': 'SIMULATED-H200'"


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          cwd=REPO, timeout=300)


def _groups(ex) -> set[str]:
    return set(ex.final_group.values())


def _cuda_info_comment(names: list[str]) -> str:
    """The header torch's own ``_cuda_system_info_comment`` writes into fx_graph_runnable.py on a machine
    with these GPUs (nvcc absent), made by torch itself with the CUDA queries answered."""
    dbg = pytest.importorskip("torch._dynamo.debug_utils")
    import torch
    fn = dbg._cuda_system_info_comment.__wrapped__      # functools.cache'd: the undecorated one
    with mock.patch.object(torch.cuda, "is_available", lambda: True), \
            mock.patch.object(torch.cuda, "device_count", lambda: len(names)), \
            mock.patch.object(torch.cuda, "get_device_name", lambda i=0: names[i]), \
            mock.patch.object(dbg.subprocess, "check_output", side_effect=OSError("no nvcc")):
        return fn()


def _real_machine_copy(tmp_path: Path, gpu_names: list[str] | None) -> Path:
    """The fixture's graph as a run on a real GPU would leave it: output_code.py without the simulator's
    backend hash (its DeviceProperties only: compute capability 9.0, 132 multiprocessors, which the H100
    SXM and the H200 share), fx_graph_runnable.py with the GPU header torch writes there (or none), and
    no fusion.log."""
    d = tmp_path / "g0_inference"
    d.mkdir(parents=True)
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        shutil.copyfile(GN / f, d / f)
    (d / "output_code.py").write_text((GN / "output_code.py").read_text().replace(SIMULATED, "'backend_hash': 'A'"))
    runnable = (GN / "fx_graph_runnable.py").read_text()
    no_gpu = "# torch.cuda.is_available()==False, no GPU info collected\n"
    assert no_gpu in runnable
    if gpu_names is not None:
        runnable = runnable.replace(no_gpu, _cuda_info_comment(gpu_names))
    (d / "fx_graph_runnable.py").write_text(runnable)
    return d


def test_the_guard_figures_are_inductors():
    """What get_gpu_dram_gbps returns: torch's datasheet only for a name that is one of its table's keys
    exactly, else Triton's memory-clock estimate (the simulator's H200 figure is the same number)."""
    from inductor_lens.dump.gpus import _triton_gbps
    assert find_gpu("H200").inductor_gbps == pytest.approx(4916.736)
    assert find_gpu("H100").inductor_gbps == pytest.approx(3352.32) == rules.DRAM_GBPS
    assert all(g.inductor_gbps for g in GPUS)
    di = pytest.importorskip("torch._inductor.analysis.device_info")
    for g in GPUS:
        torch_figure = di.datasheet_dram_bw_gbs(g.name)
        # our names are the vendors' marketing names: none is what torch.cuda.get_device_name() says,
        # except the L4's, and only that one hits torch's table
        if g.key == "L4":
            assert torch_figure == g.inductor_gbps == 3350
        else:
            assert g.inductor_gbps == pytest.approx(_triton_gbps(*_CLOCKS[g.key]))
    for real in ("NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA A100-SXM4-80GB"):
        assert di.datasheet_dram_bw_gbs(real) is None, real


_CLOCKS = {"H100 SXM": (2619, 5120), "H100 PCIe": (1593, 5120), "H200": (3201, 6144), "A100 80GB": (1593, 5120),
           "A100 40GB": (1215, 5120), "L40S": (9001, 384), "RTX 4090": (10501, 384), "MI300X": (1300, 8192)}


def test_the_h200s_last_round_fuses_the_statistics_into_their_consumer():
    """Inductor's log on the simulated H200: the final round fuses op0_op1 (the GroupNorm statistics)
    with op3 after reindexing op3 onto the reduction; the replay reads the GPU from output_code.py and
    agrees with every logged verdict."""
    assert "fusing op0_op1 with op3" in (GN / "fusion.log").read_text()
    ex = explain_file(GN / "ir_post_fusion.txt")
    assert ex.config.gpu is not None and ex.config.gpu.key == "H200"
    assert ex.config.gpu.dram_gbps == pytest.approx(4916.736)
    assert "op0_op1_op3" in _groups(ex)
    a = ex.log_agreement
    assert a["agree"] == a["pairs"] == 14, a["mismatches"]


def test_on_an_h100_the_same_ir_is_replayed_without_that_fusion():
    """``--gpu h100``: the guard rejects the reindex at 3,352 GB/s (its memory cost exceeds the two
    kernels' by more than the H100 moves in 1 us, but not the H200), so op3 fuses with op4 instead, and
    the replay no longer agrees with this H200 log: the figure is the one in use."""
    r = cli("explain", str(GN), "--format", "json", "--gpu", "h100")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    assert j["config"]["gpu"]["key"] == "H100 SXM" and j["config"]["gpu"]["chosen_by"] == "--gpu"
    assert j["log_agreement"]["agree"] < j["log_agreement"]["pairs"]
    ex = explain_file(GN / "ir_post_fusion.txt", gpu="h100")
    assert "op3_op4" in _groups(ex) and "op0_op1_op3" not in _groups(ex)
    r = cli("explain", str(GN), "--format", "json")
    j = json.loads(r.stdout)
    assert j["config"]["gpu"] == {"key": "H200", "name": None, "dram_gbps": 4916.7,
                                  "chosen_by": "output_code.py: generated for the simulated H200", "alternatives": []}
    assert j["log_agreement"]["agree"] == j["log_agreement"]["pairs"]


def test_fx_graph_runnable_names_the_machines_gpus():
    text = _cuda_info_comment(["NVIDIA H200", "NVIDIA H100 80GB HBM3"])
    assert "# GPU Hardware Info:" in text
    facts = parse_runnable("import torch\n" + text + "# torch version: 2.14.1+cu130\n")
    assert facts.gpus == ["NVIDIA H200", "NVIDIA H100 80GB HBM3"] and facts.torch_version == "2.14.1+cu130"
    assert parse_runnable("# GPU Hardware Info: \n\nimport os\n# NVIDIA H200 : 1\n").gpus == []


def test_a_real_machines_files_decide_the_gpu_or_say_it_is_open(tmp_path):
    """From a real H100 or H200 output_code.py alone (DeviceProperties: cc 9.0, 132 multiprocessors) the
    GPU is either. The pre-fusion file alone cannot tell: the pair whose verdict differs between their
    figures is undecidable and says why. With the post-fusion file beside it, only the H200's figure
    gives its groups: the replay says so and follows it. fx_graph_runnable.py's GPU Hardware Info, as
    torch writes it on the machine, decides it in any case."""
    open_ = _real_machine_copy(tmp_path / "open", None)
    gpu = graph_config(open_).gpu
    assert gpu.key == "H100 SXM" and [k for k, _ in gpu.alternatives] == ["H200"]
    ex = explain_file(open_ / "ir_pre_fusion.txt")
    (v,) = [p for p in ex.pairs if {p.node1, p.node2} == {"op0_op1", "op3"}]
    assert v.reason == "undecidable_from_text" and not v.fused
    said = json.dumps(v.to_json())
    assert "DRAM bandwidth" in said and "--gpu" in said, said
    ex = explain_file(open_ / "ir_post_fusion.txt")
    assert "op0_op1_op3" in _groups(ex)
    assert not [n for n in ex.notes if "differs from the post-fusion file" in n], ex.notes
    told = ex.config.gpu
    assert told.key == "H200" and told.dram_gbps == pytest.approx(4916.736) and not told.alternatives
    assert "only the H200's DRAM bandwidth (4,917 GB/s) gives the post-fusion file's groups" in told.chosen_by

    h200 = _real_machine_copy(tmp_path / "h200", ["NVIDIA H200"])
    gpu = graph_config(h200).gpu
    assert (gpu.key, gpu.name, gpu.alternatives) == ("H200", "NVIDIA H200", ())
    assert "op0_op1_op3" in _groups(explain_file(h200 / "ir_post_fusion.txt"))

    h100 = _real_machine_copy(tmp_path / "h100", ["NVIDIA H100 80GB HBM3"])
    assert graph_config(h100).gpu.key == "H100 SXM"
    assert "op3_op4" in _groups(explain_file(h100 / "ir_post_fusion.txt"))
    # the estimates of the command line follow the machine's GPU too
    r = cli("explain", str(h100), "--format", "json")
    j = json.loads(r.stdout)
    assert j["gpu"]["key"] == "H100 SXM" and "NVIDIA H100 80GB HBM3" in j["gpu"]["chosen_by"]


def test_a_cpu_graph_has_no_gpu():
    assert graph_config(CORPUS / "gn_silu_conv" / "g0_inference").gpu is None
    assert graph_gpu([], None) is None
    assert graph_gpu(["Some Future GPU"], None) is None


def test_the_language_server_replays_with_the_files_gpu():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    post = GN / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    ex = doc.explanation(ws)
    assert ex.config.gpu.key == "H200" and "op0_op1_op3" in _groups(ex)
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    named = {(d.data["node1"], d.data["node2"]) for d in F.fusion_diagnostics(ws, doc, limit=10_000) if d.data}
    assert not any("op3_op4" in pair for pair in named)


@pytest.mark.parametrize("line", ["torch._inductor.config.triton.prefer_nd_tiling = True",
                                  "os.environ['TORCHINDUCTOR_COALESCE_TILING_ANALYSIS'] = '0'"])
def test_the_guard_has_no_figure_without_the_coalescing_analysis_and_the_replay_follows_the_run(tmp_path, line):
    """With ``triton.prefer_nd_tiling`` on or ``triton.coalesce_tiling_analysis`` off, Inductor's
    ``_selected_tiling_memory`` gives no figure and the guard lets the reindex through, whatever the GPU: on an
    H100 the statistics fuse into their consumer as on the H200. The tilings the Triton checks compare follow the
    value too (replay/tiling.py; tests/test_tiling_nd.py), so the replay is exact with it. (The fixture's files,
    with that line added to its fx_graph_runnable.py as Inductor writes such lines.)"""
    d = tmp_path / "g0_inference"
    shutil.copytree(GN, d)
    run = d / "fx_graph_runnable.py"
    text = run.read_text()
    assert "import torch._inductor.config\n" in text or "import torch\n" in text
    run.write_text(text.replace("\nimport torch\n", f"\nimport torch\n{line}\n", 1))
    ex = explain_file(d / "ir_post_fusion.txt", gpu="h100")
    (knob,) = ex.config.changed
    assert knob in ("triton.prefer_nd_tiling", "triton.coalesce_tiling_analysis") and ex.config.exact()
    assert not any("modelled only in part" in n for n in ex.notes), ex.notes
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    assert "op0_op1_op3" in _groups(ex)
