"""``runs.align``: a node's loop-body ops counted from its statement lines as printed are the ops the
decoded statements give, on every real graph of the corpus (the alignment reads the text to stay cheap
on large graphs); and a graph aligned with itself matches every node to itself."""
from __future__ import annotations

from conftest import REPO

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.align import _MOVES, _ops, align, leaf_table

FILES = sorted((REPO / "tests" / "corpus").rglob("ir_post_fusion.txt")) + [
    REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"]


def test_ops_read_from_the_text_are_the_decoded_statements_ops():
    n = 0
    for f in FILES:
        for top in parse_file(f).sections[-1].nodes:
            for x in leaves(top):
                b = x.loop_body
                want = tuple(sorted((op, c) for op, c in b.ops_counts.items() if op not in _MOVES)) if b else ()
                assert _ops(x) == want, (f, x.name)
                n += 1
    assert n > 2000


def test_a_graph_aligned_with_itself():
    for f in FILES[:20]:
        t = leaf_table(parse_file(f).sections[-1])
        al = align(t, t)
        assert al.pairs == [(x.name, x.name) for x in t] and not al.only_a and not al.only_b, f
