"""Dependencies whose size depends on data: Inductor counts them as 0 bytes.

``GraphLowering.get_dep_size_hint`` (graph.py:732-759) gives 0 for a dependency whose numel has free
unbacked symbols (``u0``, ``u1``, ...: the sizes ``nonzero`` and friends produce), so two nodes that
share only such dependencies score 0 in ``score_fusion_memory`` (scheduler.py:8983) and are refused
with "no shared data" (choices.py:643-670) before the vertical checks would say "intermediate nodes".

Every line quoted below is from ``tests/corpus/moe_top2`` (a top-2 mixture-of-experts layer: per expert
``torch.where(chosen == e)``, expert MLP, ``index_add_``; ``generate.py moe_top2`` and ``--device cuda``),
whose ``nonzero`` outputs have ``u0`` .. ``u3`` rows.
"""
from __future__ import annotations

import pytest
from conftest import CORPUS

from inductor_lens.dump.log import read_fusion_log
from inductor_lens.explain.explain import explain_file
from inductor_lens.expr.symbolic import free_unbacked_symbols
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import tiling
from inductor_lens.replay.graph import DepKey, Graph
from inductor_lens.replay.rules import Rules

CPU = CORPUS / "moe_top2" / "g0_inference"
CUDA = CORPUS / "moe_top2_cuda" / "g0_inference"


def graph(d) -> Graph:
    return Graph(parse_file(d / "ir_pre_fusion.txt").sections[0])


def dep(g: Graph, op: str, text: str) -> DepKey:
    """The dependency of ``op`` (reads or writes) that prints as ``text``."""
    n = g.by_name[op]
    for d in list(n.reads) + list(n.writes):
        if str(d) == text:
            return d
    raise AssertionError(f"{op} has no {text}: {[str(d) for d in list(n.reads) + list(n.writes)]}")


def logged(d, a: str, b: str) -> str:
    """Inductor's last verdict on (a, b) in the graph's fusion log."""
    return read_fusion_log(d / "fusion.log")[0].last_verdicts()[(a, b)].reason


def test_free_unbacked_symbols_are_those_named_u_or_zuf():
    """``free_unbacked_symbols``: SymT.UNBACKED_INT (``u``) and UNBACKED_FLOAT (``zuf``) names; backed
    sizes (``s0``), loop variables and function names are not."""
    assert free_unbacked_symbols("64*u0") == ["u0"]
    assert free_unbacked_symbols(["u1*u0", 64, "FloorDiv(u2, 4)", "zuf0"]) == ["u0", "u1", "u2", "zuf0"]
    assert free_unbacked_symbols(["s0", "4*s77", 128, "ModularIndexing(c0, 1, 8)"]) == []
    assert free_unbacked_symbols(None) == [] and free_unbacked_symbols(7) == []


def test_a_dependency_of_data_dependent_size_is_zero_bytes():
    """op22 (``x[token]`` for expert 0) reads the token indices:

        op22.unmet_dependencies = [MemoryDep('buf7', c0, {c0: u0}), StarDep(name='buf7', mode=None)]
        buf7.layout = FixedLayout('cpu', torch.int64, size=[u0, 2], stride=[1, u0])

    numels ``u0`` and ``2*u0``: both 0 bytes. Its input ``arg1_1`` (32 x 64 floats) is read through an
    indirect index, whose numel is the buffer's (static), and keeps its size:

        op22.met_dependencies = [MemoryDep('arg1_1', c1 + 64*tmp0, {c0: u0, c1: 64})]
    """
    g = graph(CPU)
    read = dep(g, "op22", "MemoryDep('buf7', c0, {c0: u0})")
    star = dep(g, "op22", "StarDep(name='buf7', mode=None)")
    assert g.dep_unbacked_symbols(read) == g.dep_unbacked_symbols(star) == ["u0"]
    assert g.dep_size_hint(read) == g.dep_size_hint(star) == 0
    # op22.writes = [MemoryDep('buf22', c0, {c0: 64*u0})]
    assert g.dep_size_hint(dep(g, "op22", "MemoryDep('buf22', c0, {c0: 64*u0})")) == 0
    gather = dep(g, "op22", "MemoryDep('arg1_1', c1 + 64*tmp0, {c0: u0, c1: 64})")
    assert g.dep_unbacked_symbols(gather) == [] and g.dep_size_hint(gather) == 32 * 64 * 4
    # a static dependency of the same graph: op26.writes = [MemoryDep('buf26', c0, {c0: 2048})]
    assert g.dep_size_hint(dep(g, "op26", "MemoryDep('buf26', c0, {c0: 2048})")) == 2048 * 4


def test_identical_data_dependent_dependencies_score_zero_and_refuse_with_no_shared_data():
    """op22 and op27 (expert 0's ``index_add_``) have two identical dependencies,

        op22.unmet_dependencies = [MemoryDep('buf7', c0, {c0: u0}), StarDep(name='buf7', mode=None)]
        op27.unmet_dependencies = [ ..., MemoryDep('buf7', c0, {c0: u0}), ..., StarDep(name='buf7', mode=None)]

    both of size ``u0``: the score is 0, and the pair is refused with "no shared data" as Inductor logs
    (``cannot fuse op22 with op27: no shared data``), not with the vertical check's "intermediate nodes"
    (op22 -> op23 (addmm) -> op24 -> op25 (addmm) -> op27) that a nonzero score would reach."""
    g = graph(CPU)
    r = Rules(g)
    op22, op24, op27 = g.by_name["op22"], g.by_name["op24"], g.by_name["op27"]
    assert sorted(str(d) for d in r.common_deps(op22, op27)) == [
        "MemoryDep('buf7', c0, {c0: u0})", "StarDep(name='buf7', mode=None)"]
    assert r.score_fusion_memory(op22, op27) == 0
    for a, b in ((op22, op24), (op22, op27), (op24, op27)):
        d = r.can_fuse(a, b)
        assert (d.code, d.message) == ("no_shared_data", "no shared data") == \
            ("no_shared_data", logged(CPU, a.name, b.name))
        assert d.facts.symbols == ["u0"]
    assert r.can_fuse(op22, op27).facts.data_dependent == [
        "MemoryDep('buf7', c0, {c0: u0})", "StarDep(name='buf7', mode=None)"]
    # the legality check alone would refuse it otherwise
    assert r.can_fuse_vertical(op22, op27).message == "intermediate nodes between node1 & node2"


def test_the_last_round_on_gpu_rescues_nothing_of_data_dependent_size():
    """CUDA: op21 (``x[token]``) and op26 (``index_add_``) share expert 0's token indices,

        op21.unmet_dependencies = [MemoryDep('buf6', d0, {d0: u0}), StarDep(name='buf6', mode=None)]
        op26.unmet_dependencies = [ ..., MemoryDep('buf6', d0, {d0: u0}), StarDep(name='buf6', mode=None)]

    In the last round a GPU pair below the threshold is scored again after a loop reorder
    (``shared_data_after_reordering_loop``), which counts the same 0 bytes: "no shared data" (fusion.log
    line 187), with the reorder round as with the others."""
    g = graph(CUDA)
    r = Rules(g)
    op21, op26 = g.by_name["op21"], g.by_name["op26"]
    for reorder_round in (False, True):
        d = r.can_fuse(op21, op26, reorder_round)
        assert d.code == "no_shared_data" and d.facts.symbols == ["u0"]
    assert logged(CUDA, "op21", "op26") == "no shared data"
    # a reorder candidate of data-dependent size ranks by optimization_hint(numel, fallback=0) = 0
    assert r._numel_hint(dep(g, "op21", "MemoryDep('buf6', d0, {d0: u0})")) == 0
    # op25.writes = [MemoryDep('buf25', 64*d0 + d1, {d0: 32, d1: 64})]
    assert r._numel_hint(dep(g, "op25", "MemoryDep('buf25', 64*d0 + d1, {d0: 32, d1: 64})")) == 2048


def test_loops_of_data_dependent_size_have_no_tiling_candidate():
    """``SIMDScheduling.candidate_tilings`` (simd.py:4229-4234) returns no candidate, not even the
    untiled one, for a node whose loops have free unbacked symbols:

        op21.sizes = ([u0, 64], [])
        op25.sizes = ([32, 64], [])
    """
    g = graph(CUDA)
    assert tiling.candidate_tilings(g.by_name["op21"], "64*u0", 1) == []
    assert [c.name for c in tiling.candidate_tilings(g.by_name["op25"], 2048, 1)] == ["none"]


@pytest.mark.parametrize("d", [CPU, CUDA], ids=["cpu", "cuda"])
def test_every_verdict_of_the_moe_graphs_is_inductors(d):
    """Every logged pair agrees with Inductor's fusion log; the explanation says why the score is 0."""
    ex = explain_file(d / "ir_post_fusion.txt", fusion_log=d / "fusion.log")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert not any(n.startswith("the replayed fusion differs") for n in ex.notes)
    a, b = ("op22", "op27") if d == CPU else ("op21", "op26")
    p = next(p for p in ex.pairs if (p.node1, p.node2) == (a, b))
    assert p.reason == "no_shared_data"
    buf = "buf7" if d == CPU else "buf6"
    assert p.summary == (
        f"No shared data: {a} and {b} have 2 identical memory dependencies (MemoryDep('{buf}', "
        f"{'c0' if d == CPU else 'd0'}, {{{'c0' if d == CPU else 'd0'}: u0}}); StarDep(name='{buf}', "
        "mode=None)), but their sizes depend on data (u0): Inductor counts such a dependency as 0 bytes, "
        "so the shared-bytes score is 0.")


def test_the_runtime_asserts_on_data_dependent_sizes_keep_the_line_wise_reading_of_call():
    """output_code.py checks each ``nonzero`` size against its bounds inside ``call()``:

        u0 = buf7.size(0)
        ...
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')

    a block with no call in it: the line-wise reading of ``call()`` skips it (and gives what the full
    reader gives); a block holding a call still goes to the full reader."""
    from inductor_lens.dump.output_code import read_calls, read_output_code
    text = (CPU / "output_code.py").read_text()
    fast, full = read_calls(text), read_output_code(text)
    assert fast.call_fn is None
    assert [(c.kernel, c.line) for c in fast.calls] == [(c.kernel, c.line) for c in full.calls]
    assert "torch.ops.aten.nonzero.default" in {c.kernel for c in fast.calls}
    other = text.replace("        if not (u0 >= 0):\n            raise RuntimeError('u0 >= 0')\n",
                         "        if not (u0 >= 0):\n            extern_kernels.mm(buf1, buf2, out=buf3)\n", 1)
    assert other != text and read_calls(other).call_fn is not None


def test_unbacked_size_hints_are_the_fallback_clamped_to_the_asserted_range():
    """Where a caller gives no fallback, ``optimization_hint`` takes ``config.unbacked_symint_fallback``
    (8192) clamped to the symbol's range, which ``call()`` asserts:

        u0 = buf7.size(0)
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')
        if not (u0 <= 64):
            raise RuntimeError('u0 <= 64')

    so every ``u`` of the MoE graphs hints as 64 (Inductor, asked on the same compile:
    ``optimization_hint(u0) == 64``, ``optimization_hint(u0, fallback=0) == 0``)."""
    from inductor_lens.dump.output_code import unbacked_size_hints
    for d in (CPU, CUDA):
        assert unbacked_size_hints((d / "output_code.py").read_text()) == {f"u{i}": 64 for i in range(4)}
    text = ("def call(args):\n    u5 = buf1.item()\n    u6 = buf2.size(0)\n    if not (u6 > 2):\n"
            "        raise RuntimeError('u6 > 2')\n    u7 = buf3.size(0)\n    if not (u7 < 100):\n"
            "        raise RuntimeError('u7 < 100')\n")
    assert unbacked_size_hints(text) == {"u5": 8192, "u6": 8192, "u7": 99}
    # a graph without data-dependent sizes has none
    assert unbacked_size_hints((CORPUS / "transformer_train_dynamic/g0_forward/output_code.py").read_text()) == {}


def test_memory_coalescing_of_data_dependent_loops_at_the_unbacked_hints():
    """The coalescing analysis that guards a loop reindex (``_selected_tiling_memory``) measures a node at
    the size hints; Inductor's values for these nodes on the same compile (coalesced, uncoalesced):

        op21.sizes = ([u0, 64], [])     (33280, 256)     the gather of expert 0's tokens
        op23.sizes = ([u0, 128], [])    (98816, 0)       its GELU
        op26.sizes = ([u0, 64], [])     (17664, 524)     its index_add_
        op27.sizes = ([u1, 64], [])     (33280, 256)     expert 1's gather
    """
    from inductor_lens.explain.explain import size_hints
    from inductor_lens.expr.symindex import Unsupported
    from inductor_lens.replay import coalesce
    sec = parse_file(CUDA / "ir_pre_fusion.txt").sections[0]
    hints = size_hints(str(CUDA / "output_code.py"), [sec])
    assert hints == {f"u{i}": 64 for i in range(4)}
    bare = Graph(sec)
    with pytest.raises(Unsupported):           # without output_code.py: no size to measure them at
        coalesce.selected_tiling_memory(Rules(bare), [bare.by_name["op21"]])
    g = Graph(sec, size_hints=hints)
    r = Rules(g)
    got = {op: coalesce.selected_tiling_memory(r, [g.by_name[op]]) for op in ("op21", "op23", "op26", "op27")}
    assert {op: (m.coalesced, m.uncoalesced) for op, m in got.items()} == {
        "op21": (33280, 256), "op23": (98816, 0), "op26": (17664, 524), "op27": (33280, 256)}


def test_the_peak_memory_check_lets_a_data_dependent_storage_fuse():
    """``can_fusion_increase_peak_memory`` sums the sizes of the single-user inputs both nodes read as
    ``int(buffer_reuse_key[2])``; a storage of data-dependent size is not an int, and Inductor then lets
    the pair fuse (scheduler.py:7065-7070). op24 reads the addmm output of expert 0 alone:

        buf23.layout = FixedLayout('cpu', torch.float32, size=[u0, 128], stride=[128, 1])
        buf23.users = [NodeUser(node=SchedulerNode(name='op24'), can_inplace=True, is_weak=False)]
    """
    from inductor_lens.replay.rules import _peak_memory_facts
    g = graph(CPU)
    keys = Rules(g)._single_user_keys(g.by_name["op24"])
    assert list(keys.values()) == [("buf23", None)]
    assert free_unbacked_symbols(str(g.storage_size("buf23"))) == ["u0"]
    assert _peak_memory_facts(keys, keys, 0) is None
