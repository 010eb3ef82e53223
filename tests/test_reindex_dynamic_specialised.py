"""Dynamic shapes on CUDA, continued: a size symbol a guard specialised, tiling candidates decided at the
size hints, and the order in which a reindexed access visits its buffer.

The IR lines are copied from two fixtures (``generate.py --device cuda``):

- ``convbn_train_dynamic_cuda`` (Conv-BatchNorm-ReLU twice, ``dynamic=True``): in the backward the side
  ``s69`` is 16 in the shape environment. ``op0.sizes = ([16], [s33, s69, s69])`` keeps the symbol, its
  dependencies ``{d0: 16, d1: s33, d2: 16, d3: 16}`` and group ``(16, 256*s33)`` print the number.
- ``layernorm_heads_train_dynamic_cuda`` (LayerNorm MLP split into heads by a view and a transpose, a
  LayerNorm per head): batch ``s77`` and sequence ``s27`` (size hints 2 and 12, output_code.py).
"""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import reindex, reorder, replace, tiling
from inductor_lens.replay.graph import DepKey, Graph
from inductor_lens.replay.rules import _buffer_names

CORPUS = Path(__file__).resolve().parent / "corpus"
CB = CORPUS / "convbn_train_dynamic_cuda"
LH = CORPUS / "layernorm_heads_train_dynamic_cuda"
LH_HINTS = {"s77": 2, "s27": 12}


def dep(name: str, index: str, ranges) -> DepKey:
    return DepKey("MemoryDep", name, index, tuple(ranges), None, None, None)


def graph(folder: Path, hints: dict | None = None) -> Graph:
    return Graph(parse_file(folder / "ir_pre_fusion.txt").sections[0], size_hints=hints)


# --- the replacements ----------------------------------------------------------------------------------
def test_a_specialised_symbol_is_read_where_the_same_loops_print_a_number():
    g = graph(CB / "g1_backward")
    op0 = g.model["op0"]
    assert op0.sizes == ([16], ["s33", "s69", "s69"])
    assert {tuple(d.ranges) for d in op0.met} == {(("d0", 16), ("d1", "s33"), ("d2", 16), ("d3", 16))}
    assert (op0.iteration.numel, op0.iteration.rnumel) == (16, "256*s33")
    assert g.replacements == {"s69": 16}
    # the forward prints the symbol everywhere: nothing is replaced
    assert graph(CB / "g0_forward").replacements == {}
    # static shapes: nothing to read
    assert graph(CORPUS / "resnet18_train_cuda" / "g1_backward").replacements == {}


def _node(sizes, deps, numel, rnumel=1):
    return SimpleNamespace(sizes=sizes, writes=[], unmet=[], met=deps,
                           iteration=SimpleNamespace(style="simd", numel=numel, rnumel=rnumel))


def test_a_replaced_factor_of_a_product_and_a_size_one_loop():
    # GroupNorm over a 1x1 conv's output, dynamic: op5.sizes = ([s33, 6, 4, s69*s87], []), its
    # dependencies {d0: s33, d1: 6, d2: 4, d3: 10*s69}, group (240*s33*s69, 1): s87 is 10
    gn = _node((["s33", 6, 4, "s69*s87"], []),
               [dep("buf5", "240*d0*s69 + 40*d1*s69 + 10*d2*s69 + d3",
                    [("d0", "s33"), ("d1", 6), ("d2", 4), ("d3", "10*s69")])], "240*s33*s69")
    assert replace.learn([gn]) == {"s87": 10}
    # d_k is the k-th loop whose size is not 1: s69 (not s0) is the one replaced
    squeezed = _node(([1, "s0", "s69"], []), [dep("x", "16*d0 + d1", [("d0", "s0"), ("d1", 16)])], "16*s0")
    assert replace.learn([squeezed]) == {"s69": 16}
    # a node whose group then disagrees: nothing is learned
    wrong = _node((["s0", "s69"], []), [dep("x", "16*d0 + d1", [("d0", "s0"), ("d1", 16)])], "32*s0")
    assert replace.learn([wrong]) == {}


def test_the_loop_reorder_writes_the_replaced_sizes_into_the_dependencies():
    # convbn backward op2 (sizes [s33, 16, s69, s69]) reordered to op0's loop order (channel first)
    read = dep("le_2", "4096*d0 + 256*d1 + 16*d2 + d3", [("d0", "s33"), ("d1", 16), ("d2", 16), ("d3", 16)])
    sizes = ["s33", 16, "s69", "s69"]
    assert reorder.reorder_dep(read, [1, 0, 2, 3], sizes) is None     # s69 against 16: not replayed
    got = reorder.reorder_dep(read, [1, 0, 2, 3], sizes, {"s69": 16})
    assert got == dep("le_2", "256*d0 + 4096*d1 + 16*d2 + d3", [("d0", 16), ("d1", "s33"), ("d2", 16), ("d3", 16)])


def test_tiling_questions_see_the_replaced_sizes():
    g = graph(CB / "g1_backward")
    op2 = g.by_name["op2"]
    assert tiling.ranges(op2) == (["s33", 16, "s69", "s69"], [])
    assert tiling.ranges(op2, g.replacements) == (["s33", 16, 16, 16], [])
    # after the reorder, op2 splits onto its statistics' (numel, rnumel) = (16, 256*s33)
    assert tiling.is_compatible([16, "256*s33"], ([16, "s33", 16, 16], []))
    assert not tiling.is_compatible([16, "256*s33"], ([16, "s33", "s69", "s69"], []))


def test_the_batchnorm_gradient_fuses_into_its_statistics_after_the_reorder():
    d = CB / "g1_backward"
    ex = explain_file(d / "ir_post_fusion.txt", fusion_log=d / "fusion.log")
    fused = {(p.node1, p.node2) for p in ex.pairs if p.fused}
    assert {("op0_op1_op3", "op2"), ("op8_op9_op11", "op10")} <= fused
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 16


# --- tiling at the size hints --------------------------------------------------------------------------
def test_a_symbolic_stride_is_its_value_at_the_size_hints():
    # layernorm_heads backward op7 reads buf1 transposed: MemoryDep('buf1', 4*d0*s27 + d1 + d2*s27, ...)
    index, names = "4*d0*s27 + d1 + d2*s27", ["d0", "d1", "d2", "d3"]
    assert tiling.strides(index, names) == [None, 1, None, 0]
    assert tiling.strides(index, names, (), tuple(sorted(LH_HINTS.items()))) == [48, 1, 12, 0]


def test_a_2d_candidate_with_symbolic_sizes_is_scored_at_the_hints():
    """op7.sizes = ([s77, s27, 4, 8], []): the transposed read of buf1 offers the split (s27*s77, 32),
    scored 2*12*4 = 96, x2 for the good size 32: 192, less than the 768 points at the hints, so it is
    dropped and op7 is tiled 1-D (its fusion into the reduction op3 is then valid, as Inductor logs)."""
    g = graph(LH / "g1_backward", LH_HINTS)
    op7 = g.by_name["op7"]
    got = tiling.candidate_tilings(op7, "32*s27*s77", 1, g.replacements, g.size_hints)
    assert [c.name for c in got] == ["none"]
    assert tiling.select_tiling([op7], "32*s27*s77", 1, g.replacements, g.size_hints) == \
        (("x", "32*s27*s77"), ("r0_", 1))
    op7.cache.clear()
    with pytest.raises(tiling.Unknown):          # without output_code.py: not decidable
        tiling.candidate_tilings(op7, "32*s27*s77", 1)


# --- a reindexed access keeps its order ----------------------------------------------------------------
def test_a_transposed_read_reindexed_onto_the_reduction_cannot_match():
    """layernorm_heads forward: op10 (the per-head statistics, loops [s77, 4, s27] x [8]) reads buf7 as
    ``32*d0*s27 + 8*d1 + 32*d2 + d3`` and op11 (loops [s77, s27, 32]) reads it contiguously. Reindexed onto
    (4*s27*s77, 8), op11 reads buf7 in flat order over two loops, op10 in neither its loop order nor its
    stride order of four: deps_match_normalized fails (normalize with different loop counts), and so on
    for buf9 and buf10 (read 8 times each): no shared data, as Inductor logs."""
    g = graph(LH / "g0_forward")
    op10, op11 = g.by_name["op10"], g.by_name["op11"]
    assert reindex.may_match_after_reindex(op10, op11, _buffer_names)           # same elements of buf7
    assert not reindex.may_match_after_reindex(op10, op11, _buffer_names, op11,
                                               [(["s77", "s27", 32], [])], ("4*s27*s77", 8))
    d = LH / "g0_forward"
    ex = explain_file(d / "ir_post_fusion.txt", fusion_log=d / "fusion.log")
    v = {(p.node1, p.node2): p for p in ex.pairs}[("op9_op10", "op11")]
    assert (v.fused, v.inductor_message) == (False, "no shared data")


def test_a_contiguous_read_reindexed_in_flat_order_may_match():
    """The same buffer read in the other's stride order by a node with as many loops, or in the same flat
    order by one with another number of loops, can match: the check stays conservative."""
    a = reindex._orders(reindex._plain_access(dep("b", "8*d0 + d1", [("d0", 4), ("d1", 8)]), {}))
    b = reindex._orders(reindex._plain_access(dep("b", "d0 + 8*d1", [("d0", 8), ("d1", 4)]), {}))
    assert reindex._may_equal(a, b)      # stride order: the same visit
    # a different number of loops is compared merged in place (normalize): the visit in loop order
    c = reindex._orders(reindex._plain_access(dep("b", "d0 + 4*d1 + 16*d2", [("d0", 4), ("d1", 4), ("d2", 2)]), {}))
    assert not reindex._may_equal(a, c)
    flat = reindex._orders(reindex._plain_access(dep("b", "16*d0 + 2*d1 + d2", [("d0", 2), ("d1", 8), ("d2", 2)]), {}))
    assert reindex._may_equal(a, flat)
