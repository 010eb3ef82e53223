"""Loop reindexing of a pointwise node onto a reduction (GPU): Inductor's
``_try_reindex_pointwise_for_reduction`` and its coalescing guard, replayed from the text.

The expected values below were measured by tracing Inductor 2.14.1 itself while it compiled the fixture
(``tests/corpus/generate.py --device cuda``, with ``_try_reindex_pointwise_for_reduction``,
``apply_loop_reindexing`` and ``_selected_tiling_memory`` wrapped to record what they saw and returned).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.expr import symindex
from inductor_lens.replay import coalesce, reindex
from inductor_lens.replay.graph import DepKey

CORPUS = Path(__file__).resolve().parent / "corpus"


def dep(name: str, index: str, ranges) -> DepKey:
    return DepKey("MemoryDep", name, index, tuple(ranges), None, None, None)


def test_resnet18_backward_op167_is_refused_as_inductor_logs_it_after_reindexing():
    """resnet18_train_cuda's backward: in the last round Inductor first refuses op167 -> op168_op172
    (intermediate nodes: op170_op171 reads op167's output too), then reindexes op167's loops (64, 2, 32, 32)
    onto the reduction's (64, 2048), checks again and refuses with "memory deps did not match": op167
    now writes buf167 at ``1024*d0 + 65536*((d1//1024)) + (ModularIndexing(d1, 1, 1024))``, which no read
    of op168 or op172 is. The replay makes both checks; its verdict is the log's last line."""
    d = CORPUS / "resnet18_train_cuda/g1_backward"
    lines = [e for g in read_fusion_log(d / "fusion.log") for e in g.events
             if (e.node1, e.node2) == ("op167", "op168_op172")]
    assert [e.reason for e in lines] == ["intermediate nodes between node1 & node2", "memory deps did not match"]
    ex = explain_file(d / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    p = next(p for p in ex.pairs if (p.node1, p.node2) == ("op167", "op168_op172"))
    assert (p.fused, p.reason, p.inductor_message, p.logged) == \
        (False, "memory_deps_mismatch", "memory deps did not match", True)
    c = p.evidence.check
    assert c.reindexed == "op167 onto (64, 2048)" and c.buffers == ["buf167"]
    assert c.writes == ["MemoryDep('buf167', 1024*d0 + 65536*((d1//1024)) + (ModularIndexing(d1, 1, 1024)), "
                           "{d0: 64, d1: 2048})"]
    assert "reindexed the loops of op167" in p.summary
    # the refusal is rolled back: op167 keeps its own loops in the final groups
    from inductor_lens.ir import parse_file
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rounds import simulate
    sim = simulate(Graph(parse_file(d / "ir_pre_fusion.txt").sections[0]))
    ev = [e for e in sim.events if (e.node1, e.node2) == ("op167", "op168_op172")]
    assert ev[-1].decision.code == "memory_deps_mismatch"
    assert ev[-1].decision.before.code == "intermediate_nodes"     # logged first, in the same check
    op167 = next(s for n in sim.final_nodes for s in n.snodes if s.name == "op167")
    assert op167.loop_sizes is None or list(op167.loop_sizes[0]) != [64, 2048]


def test_reindexed_dependencies_are_the_ones_inductor_prints():
    """``apply_loop_reindexing`` then ``refresh_dependencies``: each old loop a digit of the new flat
    index, simplified as sympy does (joined digits, floors where a digit reaches the top of a loop)."""
    it = [64, 2, 32, 32]
    r = [("d0", 64), ("d1", 2), ("d2", 32), ("d3", 32)]
    got = [str(reindex.reindex_dep(dep(n, i, r if len(r) else r), it, [], [64, 2048])) for n, i in (
        ("buf167", "1024*d0 + 65536*d1 + 32*d2 + d3"),
        ("convolution", "d0 + 65536*d1 + 2048*d2 + 64*d3"))]
    got.append(str(reindex.reindex_dep(dep("getitem_1", "d0", [("d0", 64)]), it, [], [64, 2048])))
    assert got == ["MemoryDep('buf167', 1024*d0 + 65536*((d1//1024)) + (ModularIndexing(d1, 1, 1024)), "
                   "{d0: 64, d1: 2048})",
                   "MemoryDep('convolution', d0 + 64*d1, {d0: 64, d1: 2048})",
                   "MemoryDep('getitem_1', d0, {d0: 64})"]
    # a loop that straddles the two new loops stays one ModularIndexing of both
    e = reindex.reindex_expr(symindex.parse("65536*p0 + p1 + 2048*p2 + 64*p3"), [2, 64, 32, 32], [], [64, 2048])
    assert symindex.to_str(e) == \
        "65536*((p0//32)) + 64*(ModularIndexing(p1, 1, 1024)) + (ModularIndexing(2048*p0 + p1, 1024, 64))"
    # an Identity (a cat's offset) is kept, its argument reindexed (transformer_train_cuda backward, op22)
    op22 = dep("buf16", "8192*d0 + 32*d1 + (ModularIndexing((d2 - 256), 1, 32)) + 2048*(ModularIndexing((d2 - 256), "
               "32, 4))", [("d0", 2), ("d1", 64), ("d2", 384)])
    assert reindex.reindex_dep(op22, [2, 64, 384], [], [384, 128]).index == (
        "8192*((d0//192)) + 32*(ModularIndexing(d0, 3, 64)) + (ModularIndexing(((ModularIndexing(128*d0 + d1, 1, "
        "384)) - 256), 1, 32)) + 2048*(ModularIndexing(((ModularIndexing(128*d0 + d1, 1, 384)) - 256), 32, 4))")
    # dynamic shapes (transformer_train_dynamic_cuda forward, op12): monomial sizes
    buf9 = dep("buf9", "d2*s27 + d3", [("d0", "s77"), ("d1", 4), ("d2", "s27"), ("d3", "s27")])
    buf8 = dep("buf8", "4*d0*s27**2 + d1*s27**2 + d2*s27 + d3", [("d0", "s77"), ("d1", 4), ("d2", "s27"),
                                                                 ("d3", "s27")])
    new = ["4*s27*s77", "s27"]
    assert str(reindex.reindex_dep(buf9, ["s77", 4, "s27", "s27"], [], new)) == \
        "MemoryDep('buf9', d1 + s27*(ModularIndexing(d0, 1, s27)), {d0: 4*s27*s77, d1: s27})"
    assert str(reindex.reindex_dep(buf8, ["s77", 4, "s27", "s27"], [], new)) == \
        "MemoryDep('buf8', d0*s27 + d1, {d0: 4*s27*s77, d1: s27})"
    # merged loops (the post-fusion file alone): not over the node's loops, not replayed
    with pytest.raises(reindex.NotOverLoops):
        reindex.reindex_dep(dep("buf0", "c0", [("c0", 4608)]), [288, 16], [], [48, 96])


def test_every_fixture_index_prints_back_as_inductor_printed_it():
    """symindex rebuilds an index as sympy does and prints it as sympy's StrPrinter: each index of the
    fixtures' dependencies and loop bodies reads back to the same text (``Identity`` wrappers included);
    products of size symbols with loop variables (dynamic shapes) are outside it."""
    import re
    ok = outside = 0
    for f in sorted(CORPUS.glob("*/*/ir_pre_fusion.txt")):
        text = f.read_text()
        found = set(re.findall(r"MemoryDep\('[^']*', (.*?), \{", text))
        found |= {m.strip() for m in re.findall(r"^\s+index\d+ = (.*)$", text, re.M)}
        for t in found:
            try:
                assert symindex.to_str(symindex.parse(t)) == t
                ok += 1
            except symindex.Unsupported:
                if re.search(r"\bs\d+\b", t):      # a size symbol (dynamic shapes)
                    outside += 1
                    continue
                # a pooling window (Min / Max of loop variables): read as atoms by parse_opaque alone
                assert "Min(" in t or "Max(" in t, t
                assert symindex.to_str(symindex.parse_opaque(t)) == t
                ok += 1
    assert ok > 800 and outside < ok


def test_sympy_rules_on_index_atoms():
    p = symindex.parse
    s = symindex.to_str
    # ModularIndexing drops the terms that are multiples of divisor * modulus; FloorDiv splits out the
    # terms its divisor divides
    assert s(symindex.mi(p("2048*t0 + t1"), 1024, 2)) == "ModularIndexing(t1, 1024, 2)"
    split = symindex.fd(p("1024*n1 + 32*n2 + n3"), 1024)
    assert s(split) == "n1 + (((32*n2 + n3)//1024))"
    # simplify_with_ranges: a base below the divisor is 0, a modulus above the base's range goes
    ranges = {"n1": 2, "n2": 32, "n3": 32}
    assert s(symindex.simplify_with_ranges(split, ranges)) == "n1"
    assert s(symindex.simplify_with_ranges(p("ModularIndexing(32*n2 + n3, 1, 1024)"), ranges)) == "32*n2 + n3"
    # join_dimensions
    assert s(symindex.join_dimensions(p("(ModularIndexing(t1, 1, 32)) + 32*(ModularIndexing(t1, 32, 32))"))) == \
        "ModularIndexing(t1, 1, 1024)"
    # printing order: symbols, then Identity, FloorDiv, ModularIndexing; the constant last
    assert s(p("2*p0 + ((p1//3)) + (ModularIndexing(p0, 1, 32))")) == "2*p0 + ((p1//3)) + (ModularIndexing(p0, 1, 32))"
    assert s(p("2 - ((p1//3))")) == "2 - ((p1//3))"
    assert s(p("16*p0 + ((p1 - 3))")) == "16*p0 + ((p1 - 3))"


def test_solve_for_tiling():
    """``solve_for_tiling`` (the factor that tiles a variable so an uncoalesced access coalesces), as
    Inductor answers it for the integer cases its caller keeps."""
    p = symindex.parse
    assert coalesce.solve_for_tiling(p("((n0//32)) + 64*(ModularIndexing(n0, 1, 32))"), "n0") == 32
    assert coalesce.solve_for_tiling(p("((n0//32)) + 4*(ModularIndexing(n0, 1, 32))"), "n0") == 32
    assert coalesce.solve_for_tiling(p("(n0//64)"), "n0") == 64
    assert coalesce.solve_for_tiling(p("3*((n0//8))"), "n0") is None
    assert coalesce.solve_for_tiling(p("((n0//64)) + 128*(ModularIndexing(n0, 1, 64)) + 7"), "n0") is None


class _Recorder:
    """_selected_tiling_memory's answers during a replay, per (node1, node2) reindex attempt."""

    def __init__(self, monkeypatch):
        from inductor_lens.replay.rules import Rules
        self.calls: dict = {}
        self.results: dict = {}
        try_reindex, selected = Rules._try_reindex_pointwise_for_reduction, Rules._selected_tiling_memory
        rec = self

        def t(self, n1, n2):
            rec.cur = (n1.name, n2.name)
            try:
                r = try_reindex(self, n1, n2)
            finally:
                rec.cur = None
            rec.results[(n1.name, n2.name)] = r
            return r

        def m(self, nodes):
            got = selected(self, nodes)
            if rec.cur is not None:
                rec.calls[(rec.cur, tuple(n.name for n in nodes))] = got
            return got

        rec.cur = None
        monkeypatch.setattr(Rules, "_try_reindex_pointwise_for_reduction", t)
        monkeypatch.setattr(Rules, "_selected_tiling_memory", m)


def test_coalescing_memory_is_inductors(monkeypatch):
    """The memory each kernel accesses coalesced / not, under the tiling compute_tiling_strategy picks,
    before and after the reindex: Inductor's own figures."""
    rec = _Recorder(monkeypatch)
    explain_file(CORPUS / "resnet18_train_cuda/g1_backward/ir_post_fusion.txt")
    key = ("op167", "op168_op172")
    assert rec.calls[(key, ("op167",))] == (1573888, 0)
    assert rec.calls[(key, ("op168_op172",))] == (2098688, 0)
    assert rec.calls[(key, ("op167", "op168_op172"))] == (3147520, 0)
    assert rec.results[key] is True
    # a cat (transformer_train_cuda backward): the fused kernel reads buf20 uncoalesced (65,536 bytes
    # weighed 16 times), yet costs less than a kernel launch more on the GPU: the reindex stays
    rec = _Recorder(monkeypatch)
    explain_file(CORPUS / "transformer_train_cuda/g1_backward/ir_post_fusion.txt")
    key = ("op22", "op25")
    assert rec.calls[(key, ("op22",))] == (524288, 0)
    assert rec.calls[(key, ("op25",))] == (199680, 0)
    assert rec.calls[(key, ("op22", "op25"))] == (658432, 65536)
    assert rec.results[key] is True


def test_the_coalescing_guard_weighs_the_gpus_bandwidth(monkeypatch):
    """The fused op22 + op25 costs 983,040 bytes more than the two kernels: less than the 3.35 MB an
    H100 moves in the 1 us of a launch (kept, as on the H200 the fixture was compiled for), more than
    the 0.5 MB of a 500 GB/s GPU, and more at all without a bandwidth figure (undone)."""
    from inductor_lens.ir import parse_file
    from inductor_lens.replay import rules as R
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rounds import _Simulator
    d = CORPUS / "transformer_train_cuda/g1_backward"
    outcomes = {}
    for gbps in (3350.0, 500.0, None):
        rec = _Recorder(monkeypatch)
        sim = _Simulator(Graph(parse_file(d / "ir_pre_fusion.txt").sections[0]))
        sim.rules = R.Rules(sim.g, dram_gbps=gbps)
        sim.run()
        outcomes[gbps] = rec.results[("op22", "op25")]
    assert outcomes == {3350.0: True, 500.0: False, None: False}


def test_no_reindexing_on_cpu():
    """CPU graphs are never reindexed (scheduler.py:7727): the ResNet18 backward graph compiled for CPU
    keeps Inductor's verdicts without it."""
    ex = explain_file(CORPUS / "resnet18_train/g1_backward/ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
