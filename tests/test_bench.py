"""The benchmark engine end to end on CPU (real Inductor compiles in a worker process), through the CLI
as a user runs it. GPU tests skip without CUDA."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import CORPUS, PUBLIC, REPO, RESNET50, require_module, require_public

pytestmark = pytest.mark.slow   # the slow tier (pytest -q --slow): real compiles and timings

torch = require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")

MLP = CORPUS / "mlp_gelu_layernorm" / "g0_inference"
DYN = CORPUS / "dynamic_convnet" / "g0_inference"
K1 = "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1"
VARIANT_KEYS = {"loop_nests", "compile_s", "median_s", "iqr_s", "q1_s", "q3_s", "min_s", "max_s", "repetitions", "samples",
                "number_per_run", "timer", "bytes", "bandwidth_gb_s"}


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("bench-cache")


def bench(cache, *args, timeout=900):
    # the server first, the rest kept (the device check carries lark there through PYTHONPATH)
    path = os.pathsep.join(x for x in (str(REPO / "server"), os.environ.get("PYTHONPATH")) if x)
    env = dict(os.environ, PYTHONPATH=path, INDUCTOR_LENS_CACHE=str(cache))
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "bench", *map(str, args)], capture_output=True,
                       text=True, env=env, timeout=timeout)
    return p


def bench_json(cache, *args):
    p = bench(cache, *args, "--json", "--min-time", "0.05")
    assert p.stdout.strip(), f"no JSON (exit {p.returncode}): {p.stderr[-3000:]}"
    return p, json.loads(p.stdout)


@pytest.fixture(scope="module")
def resnet(cache):
    return bench_json(cache, RESNET50 / "ir_post_fusion.txt", "op3", "op4", "--original")


def test_resnet50_seed_pair_numerics_nests_and_report(resnet):
    p, r = resnet
    assert p.returncode == 0, p.stderr
    # the seed's pair: BatchNorm+ReLU (op3) -> MaxPool with padding (op4: masked loads, index_expr)
    assert (r["node1"], r["node2"], r["shared_buffer"], r["device"]) == ("op3", "op4", "buf3", "cpu")
    assert r["numerics_match"] is True and r["max_abs_err"] == 0.0 and r["max_rel_err"] == 0.0
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    for k in ("unfused", "fused"):
        assert VARIANT_KEYS <= set(r[k]), k
        assert r[k]["median_s"] > 0 and r[k]["repetitions"] >= 10 and r[k]["bandwidth_gb_s"] > 0
        assert "generated kernels launched directly" in r[k]["timer"]
    # bytes: the intermediate (2x64x112x112 float32) is written and read back only when unfused
    assert r["unfused"]["bytes"] - r["fused"]["bytes"] == 2 * 2 * 64 * 112 * 112 * 4
    assert r["speedup"] == pytest.approx(r["unfused"]["median_s"] / r["fused"]["median_s"])
    # on a busy machine (the whole suite beside it) the honest verdict may be that the timings are too
    # noisy to say: that is a verdict of its own, with its reasons
    assert r["verdict"].startswith(("Inductor's choice to keep them apart was right", "Fusing would have helped",
                                    "No measurable difference", "Inconclusive: "))
    assert r["inputs"]["buf2"] == {"numel": 2 * 64 * 112 * 112, "dtype": "torch.float32"}
    assert r["cached"] is False and r["torch"].startswith("2.14.1")
    # --original: the pair's kernels from output_code.py were compiled and run, in a worker without network
    assert r["ran_output_code"] is True and set(r["network"]) == {"isolated", "how"}


def test_resnet50_original_kernel_from_output_code(resnet):
    _p, r = resnet
    o = r["original"]
    assert o["kernels"] == [K1] and o["lines"] == [1606] and o["loop_nests"] == 2
    assert o["nodes"] == ["op3", "op4"] and o["comparable"] is True and o["compared_with"] == "unfused"
    assert o["median_s"] > 0 and o["rebuilt_over_original"] == pytest.approx(
        r["unfused"]["median_s"] / o["median_s"])
    assert isinstance(o["within_20_percent"], bool)


def test_second_run_comes_from_the_cache(cache, resnet):
    p = bench(cache, RESNET50 / "ir_post_fusion.txt", "op3", "op4", "--min-time", "0.05", "--quiet", "--original")
    assert p.returncode == 0
    assert "; cached" in p.stdout and "2 loop nests" in p.stdout and "1 loop nest " in p.stdout
    assert p.stderr == ""  # no worker ran: no progress, no torch


def worker_result(req) -> dict:
    """The worker's own JSON result for a request (``client.BenchRequest``), as it prints it."""
    from inductor_lens.measure.client import worker_command
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"), TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
    p = subprocess.run(worker_command(), input=json.dumps(req.to_json()), capture_output=True, text=True, env=env,
                       timeout=900)
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])["result"]


def key_shape(d):
    """The keys of a JSON value at every level, in order (the values left out)."""
    if isinstance(d, dict):
        return [(k, key_shape(v)) for k, v in d.items()]
    if isinstance(d, list):
        return [key_shape(x) for x in d]
    return None


def test_the_workers_result_reads_back_exactly_and_bench_json_keeps_its_keys(cache, resnet):
    # the worker's JSON read into a BenchResult and written back: the same dict, keys in the same order
    # at every level; ``bench --json`` (the same pair, a run of its own) writes the same keys plus ``cached``
    from test_measure_core import _same

    from inductor_lens.ir.parse import parse_file
    from inductor_lens.measure.client import request_for
    from inductor_lens.measure.result import BenchResult
    path = RESNET50 / "ir_post_fusion.txt"
    ir = parse_file(path)
    req = request_for(ir.text, str(path), "op3", "op4", ir=ir, device="cpu", min_time=0.05)
    raw = worker_result(req)
    assert raw["original"]["kernels"] == [K1] and raw["verdict_kind"] in ("apart", "fuse", "none")
    typed = BenchResult.from_json(raw)
    assert typed.extra == {} and typed.unfused.extra == {} and typed.original.extra == {}
    _same(typed.to_json(), raw)
    _p, r = resnet
    assert key_shape(r) == key_shape(dict(raw, cached=False))
    _same(BenchResult.from_json(r).to_json(), r)
    # from the cache: the same JSON, ``cached`` true
    p, again = bench_json(cache, path, "op3", "op4", "--original")
    assert p.returncode == 0 and again["cached"] is True
    _same(again, dict(r, cached=True))


def test_text_report(cache, resnet):
    p = bench(cache, RESNET50 / "ir_post_fusion.txt", "op3", "op4", "--min-time", "0.05", "--original")
    assert p.stdout.startswith("op3 -> op4 on cpu (shared buffer buf3)\n")
    assert f"original kernel {K1} (2 loop nests)" in p.stdout
    assert "  worker: compiled and ran code from output_code.py (the pair's original kernels" in p.stdout


def test_pointwise_into_reduction_from_the_layernorm(cache):
    # op2 (mean = sum / 1024) feeds op3 (variance: a sum reduction over 1024) in the MLP's LayerNorm
    p, r = bench_json(cache, MLP / "ir_pre_fusion.txt", "op2", "op3", "--original")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["max_abs_err"] == 0.0
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    # Inductor fused op1..op4 into one kernel: timed, but not compared with a two-node rebuild
    o = r["original"]
    assert o["kernels"] == ["cpp_fused_gelu_native_layer_norm_0"] and o["compared_with"] == "fused"
    assert o["comparable"] is False and o["within_20_percent"] is None and o["nodes"] == ["op1", "op2", "op3", "op4"]


WRONG_FUSED = """
import json, sys
from inductor_lens.measure import relower, worker
rebuild = relower.rebuild_pair

def wrong(*a, **k):  # the real rebuild, its fused variant off by one everywhere
    rb = rebuild(*a, **k)
    fused = rb.fused
    rb.fused = lambda *args: fused(*args) + 1
    return rb

relower.rebuild_pair = wrong
req = json.loads(sys.stdin.read())
print(json.dumps({"result": worker.run(req)}))
"""


def test_variants_that_disagree_get_no_timings():
    # a fused variant that computes something else (the real rebuild, plus one): the error is reported
    # and nothing is timed, so no speedup or verdict can stand on a wrong kernel
    text = (MLP / "ir_pre_fusion.txt").read_text()
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"), TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
    p = subprocess.run([sys.executable, "-c", WRONG_FUSED], input=json.dumps(
        {"text": text, "path": "ir_pre_fusion.txt", "node1": "op2", "node2": "op3", "device": "cpu",
         "min_time": 0.05}), capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0, p.stderr
    r = json.loads(p.stdout.strip().splitlines()[-1])["result"]
    assert r["numerics_match"] is False and r["speedup"] is None
    assert r["max_abs_err"] == pytest.approx(1.0, rel=1e-3) and r["max_rel_err"] > 1e-4
    assert r["verdict"].startswith("the two variants disagree (max abs error 1,") and \
        r["verdict"].endswith("no timings reported")
    assert not {"median_s", "bandwidth_gb_s"} & (set(r["unfused"]) | set(r["fused"]))
    from inductor_lens.measure.report import text as report_text
    from inductor_lens.measure.result import BenchResult
    typed = BenchResult.from_json(r)
    assert typed.to_json() == r and list(typed.to_json()) == list(r)   # speedup: null stays
    assert "  numerics max abs 1, max rel" in report_text(typed)


def test_reduction_producer_shares_an_outer_loop_with_its_consumer(cache):
    # ResNet18 training: op19 is BatchNorm's mean (a welford reduction over N*H*W = 2048 per channel),
    # op23 normalizes every element with it. Fused: one reduction per channel (op23's p1), then the
    # 2048 elements of that channel, in one outer loop (not 131,072 recomputed reductions)
    p, r = bench_json(cache, CORPUS / "resnet18_train" / "g0_forward" / "ir_post_fusion.txt", "op19", "op23")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["max_abs_err"] < 1e-5
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert r["fused_merged"] is True
    assert r["fused_how"].startswith("op19's welford_reduce reduction (2,048 elements) computed once per value "
                                     "of op23's p1 loop variable (64 times) and shared by the 2,048 elements")
    # the fused kernel writes op23's own layout (channels last), so it is timed with the real stores
    assert "not the consumer's layout" not in r["fused_how"]


def test_reduction_producer_with_the_original_kernel(cache):
    # ResNet50's global average pool (op120: a mean over 7x7 of BN+add+ReLU) feeds the flatten (op121).
    # Inductor generated one kernel for exactly these two nodes, so the rebuilt unfused variant is
    # compared with it. Its module reuses a buffer through a view (`buf1 = reinterpret_tensor(buf0, ...)`),
    # which the replay follows: the generated kernels are launched directly, not through Dynamo
    p, r = bench_json(cache, RESNET50 / "ir_post_fusion.txt", "op120", "op121", "--original")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert r["fused_how"] == ("op120's sum reduction (49 elements) recomputed for each of op121's 4,096 elements "
                              "(they all read different results)")
    for k in ("unfused", "fused"):
        assert "generated kernels launched directly" in r[k]["timer"] and len(r[k]["kernels"]) == 1
    o = r["original"]
    assert o["nodes"] == ["op120", "op121"] and o["comparable"] and o["compared_with"] == "unfused"
    assert o["kernels"] == ["cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_21"]
    assert o["rebuilt_over_original"] > 0


def test_reduction_producer_recomputed_per_element(cache):
    # the LayerNorm's sum (op1, 1024 per row) feeds the mean (op2): each of op2's 32 elements reads its own
    # result, so the fused variant runs the reduction once per element. Inductor's C++ backend fuses the
    # two (outer-loop fusion) but still emits two loops in the kernel: the report says so
    p, r = bench_json(cache, MLP / "ir_pre_fusion.txt", "op1", "op2")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["max_abs_err"] == 0.0
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 2 and r["fused_merged"] is False
    assert r["verdict"].endswith("(Inductor generated 2 loop nests for the fused variant, as many as for the "
                                 "unfused one: forcing this fusion does not merge their loops here)")
    assert r["fused_how"] == ("op1's sum reduction (1,024 elements) recomputed for each of op2's 32 elements "
                              "(they all read different results)")


def test_a_reduction_feeding_a_reduction_is_refused(cache):
    require_public()
    # LeNet (CUDA IR, 2023): op12 is a linear layer's row sum, op13 a reduction over those 120 sums
    p = bench(cache, PUBLIC / "01_dnnfusion_lenet_post.txt", "op12", "op13", "--quiet")
    assert p.returncode == 3 and "Traceback" not in p.stderr
    assert "op12 and op13 are both reductions: fusing them by recomputation would nest op12's reduction" in p.stderr


def test_repeat_measures_in_separate_processes(cache):
    # --repeat 2: two worker processes, each compiling and timing anew; the verdict names the runs
    p = bench(cache, MLP / "ir_pre_fusion.txt", "op2", "op3", "--repeat", "2", "--min-time", "0.05", "--no-original")
    assert p.returncode == 0, p.stderr
    assert "run 1/2: compiling the unfused variant" in p.stderr and "run 2/2: timing both variants" in p.stderr
    p, r = bench_json(cache, MLP / "ir_pre_fusion.txt", "op2", "op3", "--repeat", "2", "--no-original")
    assert r["cached"] and len(r["runs"]) == 2 and all(x["speedup"] > 0 for x in r["runs"])
    # without --original (--no-original is a deprecated no-op) nothing from output_code.py runs
    assert r["ran_output_code"] is False and "original" not in r
    assert "runs agree" in r["verdict"] or "in all 2 runs" in r["verdict"] or "the 2 runs disagree" in r["verdict"]


def test_indirect_indexing_gather(cache):
    # ResNet18 backward: op156 reads the max-pool indices (set_indirect0) to gather gradients
    p, r = bench_json(cache, CORPUS / "resnet18_train" / "g1_backward" / "ir_post_fusion.txt", "op156", "op157",
                      "--original")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["max_abs_err"] == 0.0
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert r["original"]["comparable"] is False and "op155" in r["original"]["nodes"]


def test_dynamic_sizes_are_asked_for_then_used(cache):
    p = bench(cache, DYN / "ir_post_fusion.txt", "op3", "op4", "--json", "--quiet")
    assert p.returncode == 3
    err = json.loads(p.stdout)
    assert err["kind"] == "needs_sizes" and "--size s69=" in err["error"]
    p, r = bench_json(cache, DYN / "ir_post_fusion.txt", "op3", "op4", "--size", "s69=16")
    assert p.returncode == 0, p.stderr
    assert r["numerics_match"] and r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert r["unfused"]["bytes"] - r["fused"]["bytes"] == 2 * 192 * 16 * 16


@pytest.mark.parametrize("pair,message", [
    (("op0", "op1"), "op0 is an extern kernel (extern_kernels.addmm): there is no loop body to rebuild"),
    (("op1", "op3"), "op3 does not read op1's output buf1: nothing to fuse"),
    (("op2", "op9"), "op9 does not read op2's output buf2: nothing to fuse"),
    (("op2", "op42"), "no node named op42"),
])
def test_what_cannot_be_rebuilt_gets_a_clear_message(cache, pair, message):
    p = bench(cache, MLP / "ir_pre_fusion.txt", *pair, "--quiet")
    assert p.returncode == 3 and p.stdout == ""
    assert message in p.stderr and "Traceback" not in p.stderr


def test_only_whitelisted_ops_are_interpreted(cache, tmp_path):
    # an op the rebuild does not know (here a made-up one in an otherwise real file) is refused by name
    text = (RESNET50 / "ir_post_fusion.txt").read_text().replace("ops.relu(", "ops.system(", 1)
    f = tmp_path / "ir_post_fusion.txt"
    f.write_text(text)
    p = bench(cache, f, "op3", "op4", "--quiet", "--no-original")
    assert p.returncode == 3 and "ops.system is not supported by the rebuild" in p.stderr


def test_timeout_stops_the_worker(cache):
    p = bench(cache, RESNET50 / "ir_post_fusion.txt", "op3", "op4", "--quiet", "--no-cache", "--timeout", "2")
    assert p.returncode == 1 and "timed out after 2 s" in p.stderr


def test_worker_has_no_network():
    code = ("from inductor_lens.measure.worker import disable_network; disable_network()\n"
            "import socket, urllib.request\n"
            "for f in (lambda: socket.create_connection(('127.0.0.1', 9)), "
            "lambda: urllib.request.urlopen('http://pypi.org', timeout=1)):\n"
            "    try: f(); print('CONNECTED')\n"
            "    except OSError as e: print('refused:', e)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=str(REPO / "server")))
    assert p.stdout.count("network access is disabled") == 2 and "CONNECTED" not in p.stdout


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_cuda_seed_pair(cache):
    p, r = bench_json(cache, RESNET50 / "ir_post_fusion.txt", "op3", "op4", "--device", "cuda", "--original")
    assert p.returncode == 0, p.stderr
    assert r["device"] == "cuda" and r["numerics_match"]
    assert r["unfused"]["loop_nests"] == 2 and r["fused"]["loop_nests"] == 1
    assert "CUDA events" in r["unfused"]["timer"] or "do_bench" in r["unfused"]["timer"]
    # output_code.py beside this IR is a CPU one: said, not crashed
    assert "generated for cpu" in r["original"]["error"]
