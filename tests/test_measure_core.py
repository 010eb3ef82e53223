"""The torch-free half of the benchmark engine on real files: which pairs can be rebuilt, which original
kernels of output_code.py compute a pair, the output_code reader (ast, never executed), loop-nest
counting, bytes moved, the report text."""
from __future__ import annotations

import ast
from dataclasses import replace

import pytest
from conftest import CORPUS, RESNET50

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.measure.bytes import pair_bytes
from inductor_lens.measure.client import BenchRequest, request_for
from inductor_lens.measure.original import (
    NotReproducible,
    cpp_loop_nests,
    generated_calls,
    pair_kernels,
    read_output_code,
    writer_call,
)
from inductor_lens.measure.plan import original_plan
from inductor_lens.measure.report import markdown, text
from inductor_lens.measure.result import BenchResult
from inductor_lens.measure.targets import bench_pairs
from inductor_lens.measure.verdict import VerdictKind
from inductor_lens.measure.worker import verdict_line

MLP = CORPUS / "mlp_gelu_layernorm" / "g0_inference"
DYN = CORPUS / "dynamic_convnet" / "g0_inference"
OC = (RESNET50 / "output_code.py").read_text()
K1 = "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1"


def test_bench_pairs_are_the_unfused_rebuildable_ones():
    ir = parse_file(RESNET50 / "ir_post_fusion.txt")
    ex = explain_file(RESNET50 / "ir_post_fusion.txt", ir=ir)
    pairs = bench_pairs(ex, ir)
    names = [(p.producer, p.consumer) for p in pairs]
    assert names[0] == ("op3", "op4") and len(names) == 14
    # a reduction producer is offered (the mean of the final avg-pool feeding the classifier's flatten)
    assert ("op120", "op121") in names and ir.node("op120").is_reduction
    for p in pairs:
        assert not p.verdict.fused and p.verdict.reason not in ("extern_kernel", "nop_node")
        prod, cons = ir.node(p.producer), ir.node(p.consumer)
        assert prod.loop_body is not None and cons.loop_body is not None
        assert not (prod.is_reduction and cons.is_reduction)   # nested reductions cannot be one kernel
        assert p.buffer in {d.name for d in prod.writes} and p.buffer in {d.name for d in cons.reads}
    # extern pairs (op0 -> op1 convolution) are never offered
    assert all(not ir.node(a).is_extern and not ir.node(b).is_extern for a, b in names)


def test_read_output_code_with_ast_only():
    oc = read_output_code(OC)
    assert len(oc.kernels) == 22 and oc.kernels[K1].kind == "cpp_pybinding"
    assert oc.kernels[K1].argtypes[:2] == ["float*", "const float*"]
    assert oc.aliases["buf3"] == "buf2"                        # buf3 = buf2; del buf2  # reuse
    al = oc.allocs["buf4"]
    assert ast.literal_eval(al.size) == (2, 64, 56, 56) and al.dtype == "torch.float32" and al.device == "cpu"
    c = writer_call(oc, "buf3")
    assert c.kernel == K1 and c.line == 1606
    assert [ast.unparse(a) for a in c.args] == ["buf3", "arg2_1", "arg3_1", "arg4_1", "arg5_1", "buf4"]
    # the conv output buf2 is written by an extern call: not a generated kernel
    with pytest.raises(NotReproducible, match="extern_kernels.convolution"):
        pair_kernels(oc, ["buf2"], ["buf4"])
    assert [c.kernel for c in pair_kernels(oc, ["buf3"], ["buf4"])] == [K1]
    calls = generated_calls(oc)   # kernels are reused: 50 launches of 22 kernels
    assert len(calls) == 50 and {c.kernel for c in calls} == set(oc.kernels)


def test_output_code_that_is_not_python_is_refused():
    with pytest.raises(NotReproducible, match="does not parse"):
        read_output_code(OC[:5000] + "\n    def (:\n")
    with pytest.raises(NotReproducible, match="no call"):
        read_output_code("x = 1\n")


def test_cpp_loop_nests_counts_outermost_loops():
    oc = read_output_code(OC)
    assert cpp_loop_nests(oc.kernels[K1].source) == 2         # op3's loop and op4's loop
    assert cpp_loop_nests(oc.kernels["cpp_fused__native_batch_norm_legit_no_training_relu_3"].source) == 1
    moc = read_output_code((MLP / "output_code.py").read_text())
    # the layer norm kernel: op1 (mean), op2 (a serial `omp single` loop), op3 (variance), op4 (normalize)
    assert cpp_loop_nests(moc.kernels["cpp_fused_gelu_native_layer_norm_0"].source) == 4


def test_original_plan_post_fusion_pair_is_comparable():
    ir = parse_file(RESNET50 / "ir_post_fusion.txt")
    plan = original_plan(ir, str(RESNET50 / "ir_post_fusion.txt"), None, OC, "op3", "op4")
    assert plan == {"lines": [1606], "kernels": [K1], "nodes": ["op3", "op4"], "comparable": True,
                    "scheduled": "unfused"}


def test_original_plan_from_pre_fusion_uses_the_post_file():
    pre = parse_file(MLP / "ir_pre_fusion.txt")
    post = parse_file(MLP / "ir_post_fusion.txt")
    oc = (MLP / "output_code.py").read_text()
    plan = original_plan(pre, str(MLP / "ir_pre_fusion.txt"), post, oc, "op2", "op3")
    assert plan["kernels"] == ["cpp_fused_gelu_native_layer_norm_0"] and plan["scheduled"] == "fused"
    assert plan["nodes"] == ["op1", "op2", "op3", "op4"] and plan["comparable"] is False
    # without the post-fusion file the pre-fusion nodes cannot be mapped to kernels
    assert "error" in original_plan(pre, str(MLP / "ir_pre_fusion.txt"), None, oc, "op2", "op3")


def test_request_for_finds_output_code_and_what_inductor_did(tmp_path):
    path = RESNET50 / "ir_post_fusion.txt"
    ir = parse_file(path)
    ex = explain_file(path, ir=ir)
    req = request_for(ir.text, str(path), "op3", "op4", ex, ir=ir, min_time=0.1)
    assert req.output_code == OC and req.scheduled == "unfused" and req.original["kernels"] == [K1]
    # the cache key changes with anything that changes the measurement
    base = req.key()
    assert BenchRequest(ir.text, "op3", "op4", min_time=0.1).key() != base
    assert request_for(ir.text, str(path), "op3", "op4", ex, ir=ir, min_time=0.2).key() != base
    assert request_for(ir.text + "\n", str(path), "op3", "op4", ex, ir=ir, min_time=0.1).key() != base
    # no output_code.py beside an unsaved or moved file: nothing to time
    lone = tmp_path / "ir_post_fusion.txt"
    lone.write_text(ir.text)
    assert request_for(ir.text, str(lone), "op3", "op4", None, ir=ir).output_code is None


def test_explanation_knows_which_leaves_were_scheduled_together():
    ex = explain_file(MLP / "ir_pre_fusion.txt")
    assert ex.scheduled_together("op2", "op3") is True
    assert ex.scheduled_together("op0", "op1") is False
    assert ex.scheduled_together("op2", "nope") is None


def test_pair_bytes_static_and_dynamic():
    ir = parse_file(RESNET50 / "ir_post_fusion.txt")
    b = pair_bytes(ir, "op3", "op4")
    # buf3 (2*64*112*112 floats) is written and read back unfused; fused reads only op3's inputs
    assert b["intermediate"] == 2 * 64 * 112 * 112 * 4
    assert b["unfused"] - b["fused"] == 2 * b["intermediate"]
    d = parse_file(DYN / "ir_post_fusion.txt")
    assert pair_bytes(d, "op3", "op4", {"s69": 32})["intermediate"] == 192 * 32 * 32
    assert pair_bytes(d, "op3", "op4", {})["intermediate"] == 0   # unknown size: not counted


def test_output_code_reuse_views_are_read():
    # `buf5 = reinterpret_tensor(buf3, (2, 4, 64, 32), ...); del buf3  # reuse`: a view, not a kernel call
    oc = read_output_code((CORPUS / "attention_block" / "g0_inference" / "output_code.py").read_text())
    v = oc.views["buf5"]
    assert ast.unparse(v.args[0]) == "buf3" and ast.literal_eval(v.args[1]) == (2, 4, 64, 32)
    assert not any(c.kernel == "reinterpret_tensor" for c in oc.calls)
    assert writer_call(oc, "buf6").kernel == "cpp_fused_clone_split_transpose_view_1"


def _json(**kw):
    """A timed result as the worker writes it (JSON)."""
    v = {"loop_nests": 2, "compile_s": 1.0, "median_s": 1e-3, "iqr_s": 1e-5, "min_s": 1e-3, "max_s": 1e-3,
         "repetitions": 100, "samples": 10, "number_per_run": 10, "timer": "t", "bytes": 10**6,
         "bandwidth_gb_s": 1.0}
    r = {"node1": "op3", "node2": "op4", "device": "cpu", "shared_buffer": "buf3", "torch": "2.14.1",
         "max_abs_err": 0.0, "max_rel_err": 0.0, "numerics_match": True, "tolerance": 1e-4,
         "unfused": dict(v), "fused": dict(v, loop_nests=1, median_s=2e-3), "speedup": 0.5, "noise": 0.01,
         "verdict": "Inductor's choice to keep them apart was right: fused is 2.00x slower"}
    r.update(kw)
    return r


def _result(**kw) -> BenchResult:
    return BenchResult.from_json(_json(**kw))


def test_repeated_runs_give_a_verdict_only_when_they_agree():
    from inductor_lens.measure.client import combine_runs

    kind_of = {"Inductor's": "apart", "Fusing": "fuse", "No": "none"}

    def run(mu, mf, verdict, **kw):   # each run's kind as the worker gives it beside the sentence
        return _result(unfused=dict(_json()["unfused"], median_s=mu), fused=dict(_json()["fused"], median_s=mf, **kw),
                       speedup=mu / mf, verdict=verdict, verdict_kind=kind_of[verdict.split()[0]])
    apart = "Inductor's choice to keep them apart was right: fused is 1.10x slower"
    helps = "Fusing would have helped: fused is 1.12x faster than the two kernels"
    # the kind decides, not the words: a sentence in other words still counts as its kind
    reworded = [replace(run(1e-3, 2e-3, apart), verdict="(translated) fused is slower") for _ in range(2)]
    assert combine_runs(reworded).verdict.endswith("fused is 2.00x slower (all 2 runs agree)")
    assert combine_runs(reworded).verdict_kind == "apart"
    r = combine_runs([run(40e-6, 44e-6, apart), run(38e-6, 34e-6, helps), run(37e-6, 37e-6, "No measurable ...")])
    assert r.verdict == "No measurable difference: the 3 runs disagree (fused / unfused = 1.10, 0.89, 1.00)"
    assert r.unfused.median_s == 38e-6 and r.fused.median_s == 37e-6 and len(r.runs) == 3
    r = combine_runs([run(1e-3, 2e-3, apart), run(1e-3, 4e-3, apart)])
    assert r.verdict == "Inductor's choice to keep them apart was right: fused is 3.00x slower (all 2 runs agree)"
    line = "2 worker processes, fused / unfused = 2.00, 4.00 (medians above: the median of the runs')"
    assert line in text(r) and line in markdown(r)
    # combined: the median of the runs' medians, their bandwidth, each run's figures (JSON: after the rest)
    j = r.to_json()
    assert j["fused"]["median_s"] == 3e-3 and j["fused"]["bandwidth_gb_s"] == pytest.approx(10**6 / 3e-3 / 1e9)
    assert list(j)[-1] == "runs"
    assert j["runs"][1] == {"unfused_median_s": 1e-3, "fused_median_s": 4e-3, "speedup": 0.25, "verdict": apart}
    assert BenchResult.from_json(j) == r and BenchResult.from_json(j).to_json() == j
    assert combine_runs([run(1e-3, 2e-3, apart)]).verdict == apart   # one run: as measured
    # a fused variant that kept both loop nests says so in the combined verdict as in each run's
    unmerged = [replace(run(1e-3, 1e-3, "No measurable ...", loop_nests=2), fused_merged=False) for _ in range(2)]
    assert combine_runs(unmerged).verdict == (
        "No measurable difference: fused / unfused = 1.00 (in all 2 runs) (Inductor generated 2 loop nests for "
        "the fused variant, as many as for the unfused one: forcing this fusion does not merge their loops here)")


def test_report_text_and_markdown():
    r = _result(original={"kernels": [K1], "loop_nests": 2, "median_s": 1e-3, "compared_with": "unfused",
                          "rebuilt_over_original": 1.05, "within_20_percent": True, "comparable": True,
                          "nodes": ["op3", "op4"]})
    md = markdown(r)
    assert "**Inductor's choice to keep them apart was right: fused is 2.00x slower**" in md
    assert "| unfused (as scheduled) | 2 |" in md and "| fused (one kernel) | 1 |" in md
    assert "1.05x its time (within 20%)" in md
    t = text(r)
    assert "2 loop nests" in t and "1 loop nest " in t and "speedup of fusing 0.50x" in t
    r2 = _result(original={"kernels": ["k"], "loop_nests": 4, "median_s": 1e-3, "compared_with": "fused",
                           "rebuilt_over_original": 0.3, "within_20_percent": None, "comparable": False,
                           "nodes": ["op1", "op2", "op3", "op4"]})
    assert "not comparable with the rebuilt pair: it also computes op1, op2" in text(r2)
    r3 = _result(original={"error": "output_code.py was generated for cuda, the benchmark runs on cpu"})
    assert "not timed: output_code.py was generated for cuda" in markdown(r3)


def _t(median, q1, q3):
    return {"median_s": median, "q1_s": q1, "q3_s": q3, "iqr_s": q3 - q1}


def test_verdict_line():
    assert verdict_line(_t(1.0, 0.95, 1.05), _t(3.0, 2.9, 3.1)) == \
        "Inductor's choice to keep them apart was right: fused is 3.00x slower"
    assert verdict_line(_t(2.0, 1.9, 2.1), _t(1.0, 0.95, 1.05)) == \
        "Fusing would have helped: fused is 2.00x faster than the two kernels"
    assert verdict_line(_t(1.0, 0.99, 1.01), _t(1.03, 1.02, 1.04)) == \
        "No measurable difference: fused / unfused = 1.03 (under 5%)"
    # spreads too wide to say "no difference": inconclusive, with why and what to do
    assert verdict_line(_t(1.0, 0.5, 1.6), _t(1.3, 0.9, 1.8)) == (
        "Inconclusive: fused / unfused = 1.30 is not significant: the timings spread over 110% (unfused) and 69% "
        "(fused) of their medians. Run it again with --repeat 3 or a longer --min-time (editor: "
        "inductorLens.benchmark.repeat / minTime), on a quiet machine")
    assert verdict_line(_t(1.0, 0.99, 1.06), _t(1.05, 1.0, 1.1)) == \
        "No measurable difference: fused / unfused = 1.05 (the spreads overlap)"
    # the load seen during the timing is part of why
    from inductor_lens.measure.result import Timing
    from inductor_lens.measure.verdict import decide
    kind, line = decide(Timing.from_json(_t(1.0, 0.8, 1.4)), Timing.from_json(_t(1.2, 0.9, 1.6)), 1.9)
    assert str(kind) == "none" and "the machine was busy (load 1.9 per CPU)" in line
    # a heavy tail on a busy machine (some runs 3x slower) does not hide an 8x difference
    assert verdict_line(_t(0.37, 0.3, 0.6), _t(3.1, 2.9, 9.7)).startswith("Inductor's choice to keep them apart was right")


def test_report_says_what_the_worker_ran_and_whether_its_network_was_isolated():
    ran = _result(ran_output_code=True, network={"isolated": True, "how": "a new network namespace, no interface up"})
    line = ("worker: compiled and ran code from output_code.py (the pair's original kernels, asked for with "
            "--original or the timeOriginal setting); network isolated: a new network namespace, no interface up")
    assert f"  {line}\n" in text(ran) and line in markdown(ran)
    not_ran = _result(ran_output_code=False, network={"isolated": False, "how": "network namespaces are Linux-only"})
    assert ("worker: ran no code from output_code.py; network NOT isolated for native code: network namespaces are "
            "Linux-only (Python's sockets disabled)") in text(not_ran)
    assert "worker:" not in text(_result())   # results cached before these fields: nothing claimed


def _same(a, b, where="result"):
    """Equal JSON, keys in the same order at every level."""
    assert type(a) is type(b), where
    if isinstance(a, dict):
        assert list(a) == list(b), where
        for k in a:
            _same(a[k], b[k], f"{where}.{k}")
    elif isinstance(a, list):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{where}[{i}]")
    else:
        assert a == b, where


def test_bench_result_json_round_trips_keys_order_and_unknown_keys():
    # the worker's shapes: timed with the original kernels, variants that disagree (nothing timed,
    # speedup null), the original kernels not timed, codegen (simulated GPU, interpreted)
    v = {"loop_nests": 2, "compile_s": 1.0, "median_s": 1e-3, "iqr_s": 1e-5, "q1_s": 1e-3, "q3_s": 1e-3,
         "min_s": 1e-3, "max_s": 1e-3, "repetitions": 100, "samples": 10, "number_per_run": 10, "timer": "t",
         "kernels": [K1], "bytes": 10**6, "bandwidth_gb_s": 1.0}
    timed = {"node1": "op3", "node2": "op4", "shared_buffer": "buf3", "device": "cpu", "torch": "2.14.1",
             "inputs": {"buf2": {"numel": 8, "dtype": "torch.float32"}}, "fused_how": "recomputed",
             "max_abs_err": 0.0, "max_rel_err": 0.0, "numerics_match": True, "tolerance": 1e-4,
             "unfused": v, "fused": dict(v, bandwidth_gb_s=None), "ran_output_code": True,
             "network": {"isolated": True, "how": "a new network namespace"}, "speedup": 0.5, "noise": 0.01,
             "verdict_kind": "apart", "verdict": "Inductor's choice ...", "fused_merged": True,
             "original": {"kernels": [K1], "lines": [1606], "loop_nests": 2, "nodes": None, "comparable": True,
                          "median_s": 1e-3, "timer": "t", "compared_with": "unfused", "rebuilt_over_original": None,
                          "within_20_percent": None},
             "runs": [{"unfused_median_s": 1e-3, "fused_median_s": None, "speedup": None, "verdict": None}],
             "cached": False}
    bad = {"node1": "op2", "node2": "op3", "shared_buffer": "buf2", "device": "cpu", "torch": "2.14.1",
           "inputs": {}, "fused_how": "", "max_abs_err": 1.0, "max_rel_err": 0.5, "numerics_match": False,
           "tolerance": 1e-4, "unfused": {"loop_nests": 2, "compile_s": 1.0}, "fused": {"loop_nests": 1, "compile_s": 1.0},
           "ran_output_code": False, "network": {"isolated": False, "how": "Linux-only"}, "speedup": None,
           "verdict": "the two variants disagree"}
    not_timed = _json(original={"error": "output_code.py was generated for cuda"})
    codegen = {"node1": "op3", "node2": "op4", "shared_buffer": "buf3", "device": "cuda", "simulated_device": None,
               "torch": "2.14.1", "codegen": True, "fused_how": "", "codegen_s": 1.5, "ran_output_code": False,
               "network": {"isolated": True, "how": "ns"},
               "unfused": {"loop_nests": 2, "kernels": [{"name": "k0", "source": "@triton.jit\n"}]},
               "fused": {"loop_nests": 1, "kernels": [{"name": "k1", "source": "@triton.jit\n"}]},
               "fused_merged": True, "verdict": "Forcing the fusion gives 1 Triton kernel",
               "interpreted": {"max_abs_err": 0.0, "max_rel_err": 0.0, "tolerance": 1e-4, "numerics_match": True,
                               "interpret_s": {"unfused": 1.0, "fused": 2.0}, "timed": False},
               "numerics_match": True, "cached": True}
    for d in (timed, bad, codegen):
        r = BenchResult.from_json(d)
        _same(r.to_json(), d)
        assert BenchResult.from_json(r.to_json()) == r
    for d in (not_timed, _json()):   # keys in another order than the worker's: the same keys and values
        assert BenchResult.from_json(d).to_json() == d
    r = BenchResult.from_json(timed)
    assert r.verdict_kind is VerdictKind.APART and r.original.kernels == [K1] and r.inputs["buf2"].numel == 8
    assert r.unfused.timed and not BenchResult.from_json(bad).fused.timed
    c = BenchResult.from_json(codegen)
    assert c.fused.kernel_names == ["k1"] and c.fused.sources[0].source == "@triton.jit\n"
    assert c.interpreted.interpret_s["fused"] == 2.0 and c.timed is False
    # keys this version does not know (a newer worker, an older cache) are kept, at every level
    newer = dict(timed, future={"x": 1}, unfused=dict(timed["unfused"], energy_j=2.5),
                 network=dict(timed["network"], proxy=None), original=dict(timed["original"], note="n"))
    r = BenchResult.from_json(newer)
    assert r.extra == {"future": {"x": 1}} and r.unfused.extra == {"energy_j": 2.5}
    assert r.to_json() == newer
    with pytest.raises(ValueError, match="not a benchmark result"):
        BenchResult.from_json({"node1": "op3"})
    with pytest.raises(ValueError, match="not a benchmark result"):
        BenchResult.from_json(["op3"])


def test_in_memory_benchmark_results_are_bounded():
    from inductor_lens.measure import client
    saved = dict(client._MEMORY)
    try:
        client._MEMORY.clear()
        for i in range(client._MEMORY_MAX + 40):
            client._remember(f"k{i}", {"i": i})
        assert len(client._MEMORY) == client._MEMORY_MAX
        assert "k0" not in client._MEMORY and f"k{client._MEMORY_MAX + 39}" in client._MEMORY
    finally:
        client._MEMORY.clear()
        client._MEMORY.update(saved)


def test_figures_to_the_precision_of_their_spread_and_no_bare_speedup_without_a_difference():
    """Medians print no digit finer than their interquartile range's first; a verdict without a
    difference never stands beside a bare speed-up figure."""
    from inductor_lens.measure.report import _ms
    assert _ms(0.0128991, 0.0008) == "12.9 ms" and _ms(0.0128991, 0.005) == "13 ms"
    assert _ms(0.0128991, 0.000004) == "12.899 ms" and _ms(0.0128991) == "12.899 ms"
    # never "0 ms" (issue 41): a significant digit at least, microseconds under 0.1 ms
    assert _ms(0.0000042, 0.0005) == "4.2 µs" and _ms(0.00042, 0.005) == "0.4 ms" and _ms(0.0, 0.001) == "0 ms"
    noisy = _result(unfused=dict(_json()["unfused"], median_s=1e-3, q1_s=0.6e-3, q3_s=1.5e-3, iqr_s=0.9e-3),
                    fused=dict(_json()["fused"], median_s=0.8e-3, q1_s=0.5e-3, q3_s=1.4e-3, iqr_s=0.9e-3),
                    speedup=1.25, verdict_kind="none", verdict="Inconclusive: ...", load_per_cpu=2.1)
    t, md = text(noisy), markdown(noisy)
    assert "speedup of fusing" not in t and "speedup of fusing" not in md
    assert "fused / unfused = 0.80 (not significant)" in t and "fused / unfused = 0.80 (not significant)" in md
    assert "median 1.0 ms  IQR 0.9 ms" in t and "load 2.1 per CPU" in t
    assert BenchResult.from_json(noisy.to_json()).load_per_cpu == 2.1


def test_repeated_runs_of_a_split_keep_the_split_words():
    """``bench FUSED --split --repeat N``: the combined verdict is said of the fusion Inductor made (the split
    64 members of max_fusion's chain ran 1.29x faster than the fused kernel in 3 runs on this CPU)."""
    from inductor_lens.measure.client import combine_runs
    split = [["op0"], ["op1"], ["op2"]]

    def run(mu, mf, kind):
        return _result(node2="op0_op1_op2", node1="op0_op1_op2", split=split, shared_buffer=None,
                       unfused=dict(_json()["unfused"], median_s=mu), fused=dict(_json()["fused"], median_s=mf),
                       speedup=mu / mf, verdict="as the worker said it", verdict_kind=kind)
    r = combine_runs([run(0.93e-6, 1.2e-6, "apart"), run(0.92e-6, 1.19e-6, "apart"), run(0.94e-6, 1.21e-6, "apart")])
    assert r.verdict == ("The fusion cost time: split into its 3 parts it is 1.29x faster than Inductor's fused "
                         "kernel; splitting would have helped (all 3 runs agree)")
    r = combine_runs([run(2e-6, 1e-6, "fuse"), run(2e-6, 1e-6, "fuse")])
    assert r.verdict == ("Inductor's fusion was right: the fused kernel is 2.00x faster than its 3 parts "
                         "(all 2 runs agree)")
    r = combine_runs([run(2e-6, 1e-6, "fuse"), run(1e-6, 2e-6, "apart")])
    assert r.verdict == "No measurable difference: the 2 runs disagree (fused / split = 0.50, 2.00)"
