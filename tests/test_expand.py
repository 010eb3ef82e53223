"""``expand_dimension_for_pointwise_nodes`` (replay/expand.py): Inductor widens the smaller of two pointwise
nodes whose loops differ in one dimension and scores the pair again.

The truth is Inductor's: the config fixtures ``tests/corpus/configs/{rope_gqa_expand,simd_numel_expand}[_cuda]``
(real compiles with the knob on; the whole corpus's verdicts are held to their fusion logs by
``test_explain``), whose post-fusion files print the widened nodes' dependencies, and a torch 2.12 compile
(``tests/corpus/torch212/simd_numel_expand_cuda``: before 2.13 a refused pair's widening stays)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CORPUS, REPO

from inductor_lens.explain.explain import explain_file
from inductor_lens.expr import symindex as S
from inductor_lens.ir.parse import parse_file
from inductor_lens.ir.summary import cpp_function_runs, is_kernel_node
from inductor_lens.replay import expand
from inductor_lens.replay.graph import Graph
from inductor_lens.runs.suggest import suggest
from inductor_lens.runs.whatif import parse_sets, whatif

CONFIGS = CORPUS / "configs"


def _leaf(d: Path, name: str):
    g = Graph(parse_file(d / "ir_pre_fusion.txt").sections[0])
    return next(n for n in g.leaves if n.name == name)


@pytest.mark.parametrize("text", ["64*c0 + c2 + 32*(Mod(c1, 2))", "16*c0 + (Mod(c1, 16))",
                                  "1024*p0 + 64*p1 + p3 + 32*(Mod(p2, 2))", "Mod(c0, 1024)"])
def test_sympy_mod_is_read_and_printed_as_inductor_prints_it(text):
    assert S.to_str(S.parse(text)) == text
    e = S.parse(text)
    assert S.evaluate(e, {v: 3 for v in S.free_symbols(e)}) == eval(text.replace("Mod", "_mod"), {"_mod": lambda a, b: a % b},
                                                                     {v: 3 for v in S.free_symbols(e)})


def test_mod_of_anything_but_a_loop_variable_is_not_rebuilt():
    with pytest.raises(S.Unsupported):
        S.md(S.parse("2*p0 + p1"), 4)
    assert S.md(S.num(7), 4) == S.num(3)
    assert S.md(S.sym("p0"), 1) == S.ZERO


@pytest.mark.parametrize("fixture,node,dim,size,old", [
    ("rope_gqa_expand", "op7", 2, 8, 2),          # the key rotation's heads, 2 -> 8
    ("simd_numel_expand", "op1", 1, 32, 16),
    ("simd_numel_expand", "op4", 1, 32, 8),
])
def test_widened_dependencies_are_the_ones_the_post_fusion_file_prints(fixture, node, dim, size, old):
    d = CONFIGS / fixture / "g0_inference"
    n = _leaf(d, node)
    reads, writes, (it, red) = expand.expanded_deps(n, expand.Expansion(n, dim, size, old))
    post = (d / "ir_post_fusion.txt").read_text()
    block = post[post.index(f"\n{node}: "):]
    block = block[:block.index(f"\n{node}.min_input_distance")]
    printed = set(re.findall(r"MemoryDep\('.*?'\)|MemoryDep\(.*?\}\)", block))
    assert {str(k) for k in list(reads) + list(writes)} == printed
    assert f"{node}.sizes = ({tuple(it)}, {tuple(red)})" in post
    assert "Mod(" in str(next(iter(writes)))


def test_the_cpu_fusion_is_explained_with_the_widening():
    ex = explain_file(CONFIGS / "rope_gqa_expand" / "g0_inference" / "ir_post_fusion.txt")
    v = next(v for v in ex.pairs if {v.node1, v.node2} == {"op3", "op7"})
    assert v.fused and v.facts.expanded == "op7's loops from (2, 16, 2, 32) to (2, 16, 8, 32)"
    assert "after Inductor widened op7's loops" in v.summary
    assert not any(p.reason == "undecidable_from_text" for p in ex.pairs)


def test_the_gpu_refusal_says_the_widened_dependencies_no_longer_match():
    ex = explain_file(CONFIGS / "simd_numel_expand_cuda" / "g0_inference" / "ir_post_fusion.txt")
    v = next(v for v in ex.pairs if (v.node1, v.node2) == ("op0", "op1"))
    assert not v.fused and v.reason == "no_shared_data" and v.inductor_message == "no shared data"
    assert v.facts.expanded == "op1's loops from (64, 16) to (64, 32)"
    assert "normalized" in v.summary
    # the default run refuses the same pair for its sizes
    base = explain_file(CORPUS / "simd_numel_cuda" / "g0_inference" / "ir_post_fusion.txt")
    b = next(v for v in base.pairs if (v.node1, v.node2) == ("op0", "op1"))
    assert b.reason == "simd_numel_mismatch"


def test_before_torch_2_13_a_refused_widening_stays_and_two_widened_nodes_fuse():
    d = CORPUS / "torch212" / "simd_numel_expand_cuda" / "g0_inference"
    assert "torch version: 2.12" in (d / "fx_graph_runnable.py").read_text()
    ex = explain_file(d / "ir_post_fusion.txt")
    v = next(v for v in ex.pairs if {v.node1, v.node2} == {"op1", "op4"})
    assert v.fused and v.reason == "fused"
    # the same pair on torch 2.14: each widening is put back when its pair is refused, and op1, op4 stay apart
    ex14 = explain_file(CONFIGS / "simd_numel_expand_cuda" / "g0_inference" / "ir_post_fusion.txt")
    assert not any(v.fused for v in ex14.pairs if {v.node1, v.node2} == {"op1", "op4"})


def test_whatif_and_suggest_offer_the_knob_for_the_rotations():
    w = whatif(CORPUS / "rope_gqa", parse_sets(["expand_dimension_for_pointwise_nodes=true"]))
    assert [sorted(g) for g in w.graphs[0].groups] == [["op3", "op7"]]
    s = suggest(CORPUS / "rope_gqa" / "g0_inference" / "ir_post_fusion.txt")
    p = s.of("op3", "op7")
    assert p is not None and any(dict(f.set) == {"expand_dimension_for_pointwise_nodes": True} and f.gained
                                 for f in p.fixes)


def test_the_threshold_keeps_a_large_write_from_being_widened():
    meta = json.loads((CONFIGS / "rope_gqa_expand_small" / "meta.json").read_text())
    assert meta["config"]["small_memory_access_threshold"] == 16384 and meta["differs_from_default"] is False
    ex = explain_file(CONFIGS / "rope_gqa_expand_small" / "g0_inference" / "ir_post_fusion.txt")
    assert not any(getattr(v.facts, "expanded", None) for v in ex.pairs)


def _cpp_kernel_calls(output_code: str) -> int:
    names = set(re.findall(r"^(\w+) = async_compile\.cpp_pybinding\(", output_code, re.M))
    body = output_code.split("def call(", 1)[-1]
    return sum(len(re.findall(r"^\s+" + re.escape(n) + r"\(", body, re.M)) for n in names)


def test_cpu_kernel_functions_are_counted_as_inductor_emits_them():
    """One C++ function per run of kernel nodes, a template its own, a no-op (a concatenation) ending no run:
    the count of C++ kernel calls in each CPU fixture's output_code.py (the rotations: one function, not the
    three a split at each ConcatKernel made)."""
    checked = 0
    for post in sorted(CORPUS.rglob("ir_post_fusion.txt")):
        oc = post.parent / "output_code.py"
        if not oc.is_file():
            continue
        f = parse_file(post)
        if len(f.sections) != 1:
            continue
        calls = _cpp_kernel_calls(oc.read_text())
        runs = cpp_function_runs(f.sections[0])
        in_runs = {n.name for run in runs for n in run}
        # a kernel node outside the runs (a C++ template) is a function of its own (compare.fill_side)
        own = [n for n in f.sections[0].nodes if is_kernel_node(n) and n.name not in in_runs]
        if not runs and not calls:
            continue
        assert len(runs) + len(own) == calls, post.relative_to(REPO)
        checked += 1
    assert checked >= 80
    rope = parse_file(CORPUS / "rope_gqa" / "g0_inference" / "ir_post_fusion.txt").sections[0]
    assert len(cpp_function_runs(rope)) == 1


def test_the_split_benchmark_of_a_widened_fusion_says_why_it_cannot_rebuild_it():
    """The rebuild reads sympy's Mod in an index (a widened node's loads), but a widened node's store writes
    elements more than once: it cannot be inverted into the node's output, and the refusal says so."""
    import os
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "bench",
                        str(CONFIGS / "rope_gqa_expand" / "g0_inference" / "ir_post_fusion.txt"), "op3_op7",
                        "--split", "--device", "cpu"], capture_output=True, text=True, cwd=REPO, timeout=300,
                       env={**os.environ, "PYTHONPATH": str(REPO / "server")})
    assert r.returncode != 0
    assert "its loops were widened (expand_dimension_for_pointwise_nodes)" in r.stderr + r.stdout


def test_the_hover_card_of_a_widened_node_says_it_computes_each_element_several_times():
    """The post-fusion file alone tells a widened node: its loop body reads a loop modulo a size below its
    range (``Mod(p2, 2)`` with ``p2: 8``); the card says so, and the op beside it has no such line."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    p = (CONFIGS / "rope_gqa_expand" / "g0_inference" / "ir_post_fusion.txt").resolve()
    text = p.read_text()
    ws = Workspace()
    doc = ws.open(p.as_uri(), text, 1)
    card = F.hover(ws, doc, text.index("\nop7: ") + 1).markdown
    assert "**Widened** by `expand_dimension_for_pointwise_nodes`" in card
    assert "`p2` runs 8 where the op covers 2" in card and "each element is computed 4 times" in card
    assert "Widened" not in F.hover(ws, doc, text.index("\nop3: ") + 1).markdown
    assert expand.widened_loops(parse_file(CORPUS / "rope_gqa" / "g0_inference" / "ir_post_fusion.txt")
                                .sections[0].nodes[-1].loop_body) == []


def test_over_fusion_flags_the_recompute_of_a_widened_member():
    """``rank --over-fusion``: a fused node with a widened member computes its elements several times (the
    rotations' op3_op7: op7 four times), and what settles it is a compile with the knob off (the split
    benchmark cannot rebuild a widened node)."""
    from inductor_lens.explain.overfusion import over_fusion, render
    post = CONFIGS / "rope_gqa_expand" / "g0_inference" / "ir_post_fusion.txt"
    r = over_fusion(parse_file(post).sections[0])
    c = next(c for c in r.candidates if c.node == "op3_op7")
    assert [s.code for s in c.signals][:1] == ["recompute"]
    assert "op7 computes each of its elements 4 times" in c.signals[0].text
    text = render(r)
    assert "--set expand_dimension_for_pointwise_nodes=false" in text and "op3_op7 --split" not in text
    assert not over_fusion(parse_file(CORPUS / "rope_gqa" / "g0_inference" / "ir_post_fusion.txt").sections[0]).candidates


def test_the_repeat_count_of_a_range_that_is_not_a_multiple():
    """33 iterations over 32 elements compute some twice: "up to", not a floor of 1."""
    assert expand.repeat_text([("p2", 8, 2)]) == "4 times"
    assert expand.repeat_text([("p1", 33, 32)]) == "up to 2 times"
