"""Two CUDA fusion decisions first seen on models outside the fixtures (a ViT block trained, a graph of
scans), replayed from two fixtures (``generate.py --device cuda``):

- ``mean_linear_train_cuda`` (Linear then a mean over the sequence, trained). The backward's op0 spreads
  the output's gradient over the sequence, ``MemoryDep('tangents_1', 32*d0 + d2, {d0: 2, d1: 16, d2: 32})``,
  into ``buf0``, which op2 (the bias gradient) sums by columns:
  ``MemoryDep('buf0', d0 + 32*d1, {d0: 32, d1: 32})``. In the last round op0 is reindexed onto op2's
  (32, 32), its read becomes ``d1 + 32*((d0//16))`` (not affine), then its loops are reordered to op2's
  order; the post-fusion file prints ``op0_op2.met_dependencies = [MemoryDep('tangents_1',
  d0 + 32*((d1//16)), {d0: 32, d1: 32})]`` and the log ``fusing op0 with op2``.
- ``scan_reduce_cuda`` (cumsum, cumprod, argmax, topk, sort ...). ``op5``'s body is ``scan1 =
  self.scan1((torch.float32,), (load,))`` and ``op3``'s ``sort = ops.sort(...)``: to Inductor both are
  reductions (``ir.Scan.get_reduction_type`` is ``"custom"``, ``ir.Sort``'s ``"sort"``;
  ``SchedulerNode.is_reduction``, scheduler.py:2539), so the scan op5 and its pointwise consumer op7
  (``op7.group.iteration = (240, 1)``) are no "numel/rnumel mismatch (non-reduce)" pair: the log has
  ``fusing op5_op6_op8 with op7`` before ``fusing op5_op6_op8_op7 with op10``.
"""
from __future__ import annotations

from pathlib import Path

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import reorder
from inductor_lens.replay.graph import DepKey, Graph

CORPUS = Path(__file__).resolve().parent / "corpus"
ML = CORPUS / "mean_linear_train_cuda" / "g1_backward"
SR = CORPUS / "scan_reduce_cuda" / "g0_inference"


def dep(name: str, index: str, ranges) -> DepKey:
    return DepKey("MemoryDep", name, index, tuple(ranges), None, None, None)


def test_a_loop_reorder_rewrites_an_access_that_is_not_affine():
    read = dep("tangents_1", "d1 + 32*((d0//16))", [("d0", 32), ("d1", 32)])
    got = reorder.reorder_dep(read, [1, 0], [32, 32])
    assert got == dep("tangents_1", "d0 + 32*((d1//16))", [("d0", 32), ("d1", 32)])
    # the same order leaves it as it was
    assert reorder.reorder_dep(read, [0, 1], [32, 32]) == read


def test_a_nonaffine_access_with_a_size_symbol_is_not_rewritten():
    read = dep("tangents_1", "d1 + s0*((d0//16))", [("d0", 32), ("d1", 32)])
    assert reorder.reorder_dep(read, [1, 0], [32, 32]) is None


def test_the_spread_gradient_fuses_into_the_column_sum_after_the_reorder():
    ex = explain_file(ML / "ir_post_fusion.txt", fusion_log=ML / "fusion.log")
    fused = {(p.node1, p.node2) for p in ex.pairs if p.fused}
    assert ("op0", "op2") in fused
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0


def test_scans_and_sorts_are_reductions():
    g = Graph(parse_file(SR / "ir_pre_fusion.txt").sections[0])
    assert g.by_name["op5"].is_reduction and g.by_name["op6"].is_reduction    # cumsum, cumprod
    assert g.by_name["op3"].is_reduction                                      # sort
    assert not g.by_name["op7"].is_reduction                                  # c * p


def test_a_scan_fuses_with_its_pointwise_consumer_in_the_logged_order():
    ex = explain_file(SR / "ir_post_fusion.txt", fusion_log=SR / "fusion.log")
    fused = {(p.node1, p.node2) for p in ex.pairs if p.fused}
    assert {("op5_op6_op8", "op7"), ("op5_op6_op8_op7", "op10")} <= fused
    refused = {(p.node1, p.node2) for p in ex.pairs if not p.fused}
    assert ("op5", "op7") not in refused
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 15


# ``pool_train_cuda`` (max pool with indices, trained): the backward's op4 (the max pool's gradient) reads
# ``MemoryDep('buf3', 2048*d0 + 256*d1 + tmp0, {d0: 2, d1: 8})`` through the pool's offsets; the last round
# reorders its loops (2, 8, 8, 8) to op5's (the bias gradient: ``64*d0 + 512*d1 + 8*d2 + d3``), and the
# post-fusion file prints ``MemoryDep('buf3', 256*d0 + 2048*d1 + tmp0, {d0: 8, d1: 2})``.
PT = CORPUS / "pool_train_cuda" / "g1_backward"


def test_a_loop_reorder_rewrites_an_indirect_access():
    read = dep("buf3", "2048*d0 + 256*d1 + tmp0", [("d0", 2), ("d1", 8)])
    got = reorder.reorder_dep(read, [1, 0, 2, 3], [2, 8, 8, 8])
    assert got == dep("buf3", "256*d0 + 2048*d1 + tmp0", [("d0", 8), ("d1", 2)])


def test_an_access_the_text_cannot_rewrite_is_none():
    # an average pool's gradient (a model outside the fixtures): Min(...) is outside symindex
    read = dep("buf7", "512*d0 + 64*d1 + 8*Min(((d2//2)) + 1, Min(8, (((d2 + 1)//2)) + 1) - 1) + d3",
               [("d0", 2), ("d1", 8), ("d2", 16), ("d3", 16)])
    assert reorder.reorder_dep(read, [1, 0, 2, 3], [2, 8, 16, 16]) is None


def test_the_max_pool_gradient_fuses_into_the_bias_gradient_after_the_reorder():
    ex = explain_file(PT / "ir_post_fusion.txt", fusion_log=PT / "fusion.log")
    fused = {(p.node1, p.node2) for p in ex.pairs if p.fused}
    assert ("op4", "op5") in fused
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
