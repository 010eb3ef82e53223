"""Graphs with collectives (torch.distributed's functional collectives, as tensor-parallel code calls them):
the copy Inductor makes of a reused all-reduce input, which ``reorder_for_compute_comm_overlap`` puts in
``V.graph.no_fuse_buffer_names`` (``replay/comms.py``, verdict ``no_fuse_buffer``), and the bytes of a
dependency on a mutation's output (an all-reduce's or a wait's), which count in the mutated buffer's dtype.

The truth is Inductor: ``tests/corpus/tp_mlp[_cuda]`` (defaults) and
``tests/corpus/configs/tp_mlp_comm_overlap[_cuda]`` (the knob on), real compiles with their fusion logs."""
from __future__ import annotations

import json

import pytest
from conftest import CORPUS

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.comms import CommCopy, comm_copies
from inductor_lens.replay.config import graph_config
from inductor_lens.replay.graph import DepKey, Graph
from inductor_lens.runs.whatif import whatif

DEFAULT = {"cpu": CORPUS / "tp_mlp" / "g0_inference", "cuda": CORPUS / "tp_mlp_cuda" / "g0_inference"}
OVERLAP = {"cpu": CORPUS / "configs" / "tp_mlp_comm_overlap" / "g0_inference",
           "cuda": CORPUS / "configs" / "tp_mlp_comm_overlap_cuda" / "g0_inference"}
#: the copy of ``t`` (op13 -> buf17) that op14 makes for the all-reduce op15, in both compiles
COPY = CommCopy("buf18", "op14", "op15", "buf17")


def _graph(d):
    return Graph(parse_file(d / "ir_pre_fusion.txt").sections[0])


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_the_copy_of_the_reused_all_reduce_input_is_found_and_no_other(device):
    for d in (DEFAULT[device], OVERLAP[device]):
        g = _graph(d)
        all_reduces = [s.name for s in g.leaves if s.leaf.kernel == "torch.ops._c10d_functional.all_reduce_.default"]
        # three all-reduces: two reinplaced (their inputs computed in place), one lowered with a copy
        assert all_reduces == ["op9", "op12", "op15"], all_reduces
        assert comm_copies(g) == {"buf18": COPY}


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_with_the_knob_every_pair_with_the_copy_is_refused_as_inductor_logs(device):
    d = OVERLAP[device]
    assert graph_config(d).fusion.reorder_for_compute_comm_overlap is True
    ex = explain_file(d / "ir_post_fusion.txt")
    log = read_fusion_log(d / "fusion.log")[0]
    said = {(e.node1, e.node2) for r in log.rounds for e in r.events if e.reason == "fusion for buffer explicit disabled"}
    assert said, "the fixture's log has the refusal"
    refused = [p for p in ex.pairs if p.reason == "no_fuse_buffer"]
    # the copy's refusals in the first round (op13: the ReLU that makes t) and in the last (op11_op13, the
    # kernel op13 joined): each pair as Inductor logged it
    assert sorted((p.node1, p.node2) for p in refused) == sorted(said) == [("op11_op13", "op14"), ("op13", "op14")]
    for p in refused:
        assert p.inductor_message == "fusion for buffer explicit disabled"
        assert p.log_entry is not None and p.log_entry["message"] == "fusion for buffer explicit disabled"
        assert p.facts.buffer == "buf18" and p.facts.writer == "op14" and p.facts.collective == "op15"
        assert "reorder_for_compute_comm_overlap" in p.summary and "op14 writes buf18" in p.summary
    # every verdict Inductor logged agrees, and the copy stays its own kernel as the post-fusion file shows
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    tops = [n.name for n in parse_file(d / "ir_post_fusion.txt").sections[0].nodes]
    assert "op14" in tops and "op11_op13" in tops


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_without_the_knob_the_copy_fuses_with_the_relu_that_makes_its_input(device):
    d = DEFAULT[device]
    ex = explain_file(d / "ir_post_fusion.txt")
    assert not [p for p in ex.pairs if p.reason == "no_fuse_buffer"]
    tops = [n.name for n in parse_file(d / "ir_post_fusion.txt").sections[0].nodes]
    assert "op11_op13_op14" in tops


def test_a_dependency_on_a_mutation_output_counts_the_mutated_buffers_bytes():
    """op11 and op13 both read buf13, the output of the wait that ends the first all-reduce (a
    MutationOutput of buf9, NoneLayout): Inductor counts its 16,384 float32s (GraphLowering.get_dtype
    through mutation_real_name), so the pair shares 66,560 bytes and fuses first, as its log says
    ("fusing op11 with op13", then the copy op14). Counted as 0 bytes, op13 -> op14 went first."""
    d = DEFAULT["cpu"]
    g = _graph(d)
    op11 = g.by_name["op11"]
    dep = next(k for k in op11.reads if k.name == "buf13")
    assert isinstance(dep, DepKey) and g.dep_size_hint(dep) == 16384 * 4
    log = read_fusion_log(d / "fusion.log")[0]
    fused = [(e.node1, e.node2) for e in log.rounds[0].events if e.kind == "fuse"]
    assert fused[:2] == [("op11", "op13"), ("op11_op13", "op14")]
    ex = explain_file(d / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0


@pytest.mark.parametrize("device", ["cpu", "cuda"])
def test_whatif_turning_the_knob_off_predicts_the_default_compile(device):
    """``whatif --set reorder_for_compute_comm_overlap=False`` on the knob's run gives the default run's groups
    (the pre-fusion IR is the same either way: the copy is made with the knob off too); the other way round
    is test_whatif's config-fixture test."""
    meta = json.loads((OVERLAP[device].parent / "meta.json").read_text())
    assert meta["differs_from_default"] is True and meta["default_fixture"].endswith(DEFAULT[device].parent.name)
    w = whatif(OVERLAP[device].parent, {"reorder_for_compute_comm_overlap": False})
    (g,) = w.graphs
    want = sorted(sorted(m.name for m in leaves(top))
                  for top in parse_file(DEFAULT[device] / "ir_post_fusion.txt").sections[0].nodes if len(leaves(top)) > 1)
    assert sorted(sorted(x) for x in g.groups) == want
    assert ["op11", "op13", "op14"] in [sorted(x) for x in g.groups]


def test_collectives_and_their_waits_are_named_as_such_not_as_library_calls():
    ex = explain_file(DEFAULT["cpu"] / "ir_post_fusion.txt")
    said = {p.facts.extern: p.summary for p in ex.pairs if p.reason == "extern_kernel"}
    assert "is a collective, all_gather_into_tensor over the process group" in said["op4"]
    assert "is a collective, reduce_scatter_tensor over the process group" in said["op19"]
    assert "is the wait for a collective to finish (torch.ops._c10d_functional.wait_tensor.default)" in said["op5"]
    assert "is a library call (extern_kernels.mm)" in said["op6"]


@pytest.mark.parametrize("model,graphs", [(m + dev, g) for dev in ("", "_cuda") for m, g in (
    ("tp_block", ["g0_inference"]), ("tp_block_train", ["g0_forward", "g1_backward"]),
    ("tp_block_sp_train", ["g0_forward", "g1_backward"]))])
def test_dtensor_tensor_parallel_graphs_agree_with_inductor(model, graphs):
    """DTensor tensor parallelism (``parallelize_module``, two ranks of the fake process group), on the CPU
    and the simulated H200: the row-parallel projections' all-reduces (reinplaced: no copy), with sequence
    parallelism the all-gathers and reduce-scatters, forward and backward; every verdict Inductor logged
    agrees (before the mutation outputs' bytes were counted, the training graphs agreed 52/67, 56/71 on the
    CPU and 57/76, 55/74 on the GPU) and each collective is named in its extern verdicts."""
    for name in graphs:
        d = CORPUS / model / name
        g = _graph(d)
        kernels = [s.leaf.kernel for s in g.leaves if s.leaf.kernel and "_c10d_functional" in s.leaf.kernel]
        assert kernels and comm_copies(g) == {}
        ops = {k.split(".")[-2] for k in kernels}
        assert ops == ({"all_gather_into_tensor", "reduce_scatter_tensor", "wait_tensor"} if "sp" in model
                       else {"all_reduce_", "wait_tensor"})
        ex = explain_file(d / "ir_post_fusion.txt")
        assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
        named = [p for p in ex.pairs if p.reason == "extern_kernel" and "a collective, " in p.summary]
        assert named


def test_suggest_offers_the_knob_and_says_what_else_it_turns_off():
    """--suggest on the overlap run: turning the knob off fuses the copy, and the fix says the overlap
    reordering goes with it (a fusion that costs the collectives' overlap is rarely worth it)."""
    from inductor_lens.runs.suggest import suggest
    p = suggest(OVERLAP["cpu"] / "ir_post_fusion.txt").of("op11_op13", "op14")
    (fix,) = p.fixes
    assert fix.set == (("reorder_for_compute_comm_overlap", False),) and fix.gained == 1
    assert fix.also and "overlap collectives with compute" in fix.also[0]
    assert fix.to_json()["also"] == fix.also and "overlap collectives with compute" in p.text()
