"""The command line on real IR, in a subprocess (the way users and other tools call it)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest
from conftest import CORPUS, REPO, RESNET50


def run(*args, cwd=None, env_extra=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO / "server") + os.pathsep + env.get("PYTHONPATH", "")
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True,
                          cwd=cwd or REPO, env=env, timeout=120)


def test_summary_of_bundled_example():
    r = run("summary", "example")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "123 nodes (69 SchedulerNode, 54 ExternKernelSchedulerNode)" in out
    assert "69 generated loop nests in 50 C++ functions; 54 extern calls" in out
    assert "53 x extern_kernels.convolution, 1 x extern_kernels.addmm" in out
    assert "Fused groups: none" in out
    # bytes per buffer, with thousands separators and layout kinds
    assert any(l.split()[:1] == ["buf3"] and "6,422,528" in l and "channels-last" in l
               for l in out.splitlines()) or "--all" in out


def test_summary_all_lists_every_buffer_with_bytes():
    r = run("summary", str(RESNET50 / "ir_post_fusion.txt"), "--all")
    assert r.returncode == 0
    line = next(l for l in r.stdout.splitlines() if l.split()[:2] == ["buf3", "op3"])
    assert "[2, 64, 112, 112]" in line and "channels-last" in line and "6,422,528" in line and "op4" in line


def test_summary_json_of_fused_fixture():
    r = run("summary", str(CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt"), "--json")
    s = json.loads(r.stdout)
    sec = s["sections"][0]
    assert sec["fused_groups"] and all(len(g["members"]) >= 2 for g in sec["fused_groups"])
    assert sec["extern_kernels"]


def test_parse_json_contract_shape():
    r = run("parse", str(RESNET50 / "ir_post_fusion.txt"), "--json")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    assert j["file"].endswith("ir_post_fusion.txt") and j["format"] == "op-named" and j["errors"] == []
    assert len(j["nodes"]) == 123
    for n in j["nodes"]:
        assert {"name", "kind", "ir_class", "line", "members", "device", "iteration", "outputs"} <= set(n)
    for b in j["buffers"]:
        assert {"name", "producer", "size", "stride", "dtype", "device", "layout"} <= set(b)
    assert [n["name"] for n in j["nodes"]][:5] == ["op0", "op1", "op2", "op3", "op4"]


def test_parse_json_members_and_errors(tmp_path):
    text = (CORPUS / "softmax_scale/g0_inference/ir_post_fusion.txt").read_text()
    r = run("parse", str(CORPUS / "softmax_scale/g0_inference/ir_post_fusion.txt"), "--json")
    j = json.loads(r.stdout)
    assert j["nodes"][0]["members"] == ["op0", "op1", "op2", "op3"]
    bad = tmp_path / "ir_post_fusion.txt"
    bad.write_text(text.replace("op1.group.iteration = ((64, 100), ())", "op1.group.iteration = ((64, 100), ()"))
    r = run("parse", str(bad), "--json")
    assert r.returncode == 0
    j = json.loads(r.stdout)
    assert j["errors"] and {"line", "column", "message"} <= set(j["errors"][0])
    line = bad.read_text().split("\n")[j["errors"][0]["line"] - 1]
    assert "op1.group.iteration" in line
    assert run("parse", str(bad), "--strict").returncode == 1


def test_missing_and_unreadable_files(tmp_path):
    r = run("summary", str(tmp_path / "nope.txt"))
    assert r.returncode == 2 and "no such file" in r.stderr and "Traceback" not in r.stderr
    r = run("parse", str(tmp_path), "--json")
    assert r.returncode == 2 and "is a directory" in r.stderr
    r = run("summary")
    assert r.returncode == 2 and "usage" in r.stderr


@pytest.mark.slow
def test_wheel_ships_grammar_and_works_without_torch(tmp_path):
    """A non-editable install works from anywhere: the grammar comes from the wheel."""
    wheel_dir = tmp_path / "wheel"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", str(REPO),
                            "-w", str(wheel_dir)], check=True, capture_output=True, text=True, timeout=300)
    # the bundled debug directories are listed packages: no "Package would be ignored" pages at install
    assert "would be ignored" not in built.stdout + built.stderr
    [whl] = wheel_dir.glob("inductor_lens-*.whl")
    names = zipfile.ZipFile(whl).namelist()
    assert "inductor_lens/grammar/inductor_ir.lark" in names
    assert "inductor_lens/examples/resnet50/ir_post_fusion.txt" in names
    for name in ("fx_graph_readable.py", "inductor_provenance_tracking_node_mappings.json"):   # origins
        assert f"inductor_lens/examples/resnet50/{name}" in names
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log"):
        assert f"inductor_lens/examples/resnet50_cuda/{name}" in names
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(whl)],
                   check=True, capture_output=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(target)
    code = ("import sys, inductor_lens.cli as c, inductor_lens.expr.grammar as p;"
            "assert p.grammar_text().startswith('// Inductor');"
            "assert 'site' in p.__file__; rc = c.main(['summary', 'example', '--top', '1']);"
            "assert 'torch' not in sys.modules; sys.exit(rc)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "123 nodes" in r.stdout


# --- the bundled CUDA example ---------------------------------------------------------
def test_bundled_cuda_example_is_the_cuda_fixture():
    bundled = REPO / "server" / "inductor_lens" / "examples" / "resnet50_cuda"
    fixture = CORPUS / "resnet50_eval_cuda" / "g0_inference"
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log"):
        assert (bundled / name).read_bytes() == (fixture / name).read_bytes(), name


def test_summary_and_explain_of_the_bundled_cuda_example():
    r = run("summary", "example-cuda")
    assert r.returncode == 0, r.stderr
    assert "122 nodes (63 SchedulerNode, 54 ExternKernelSchedulerNode, 5 FusedSchedulerNode), device cuda:0" in r.stdout
    assert "op124_op125: FusedSchedulerNode of 2 nodes" in r.stdout
    r = run("explain", "example-cuda")
    assert r.returncode == 0, r.stderr
    assert "5 fusions" in r.stdout and "fusion log: 23/23 logged verdicts agree" in r.stdout
    # the seed pair on its real device, with the Triton kernels that run each node
    seed = r.stdout.split("op3 -> op4: not fused: no shared data", 1)[1].split("\n\n", 1)[0]
    assert "op3: triton_poi_fused__native_batch_norm_legit_no_training_relu_2" in seed
    r = run("explain", "example-cuda", "--format", "json")
    pairs = json.loads(r.stdout)["pairs"]
    seed = next(p for p in pairs if (p["node1"], p["node2"]) == ("op3", "op4"))
    assert seed["reason"] == "no_shared_data" and seed["logged"]


@pytest.mark.slow
def test_bench_codegen_of_the_bundled_cuda_example():
    pytest.importorskip("torch")
    r = run("bench", "example-cuda", "op3", "op4", "--codegen", "--device", "cuda")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "NVIDIA H200 (simulated): generated, not run" in r.stdout
    assert "unfused (as scheduled)   2 loop nests" in r.stdout and "fused                    1 loop nest" in r.stdout
