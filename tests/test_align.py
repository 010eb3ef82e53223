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


class _Key:
    """A key that counts how often it is compared (the work an alignment does)."""
    calls = 0

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        _Key.calls += 1
        return self.v == other.v

    def __hash__(self):
        return hash(self.v)


def _check_cover(ops, sa, sb):
    """The opcodes cover both sequences in order, without overlap; equal runs are equal."""
    i = j = 0
    for tag, x1, x2, y1, y2 in ops:
        assert (x1, y1) == (i, j) and x2 >= x1 and y2 >= y1
        if tag == "equal":
            assert x2 - x1 == y2 - y1 and all(sa[x1 + k] == sb[y1 + k] for k in range(x2 - x1))
        i, j = x2, y2
    assert (i, j) == (len(sa), len(sb))


def test_small_sequences_are_diffed_exactly_as_difflib_does():
    import random
    from difflib import SequenceMatcher

    from inductor_lens.runs.align import opcodes
    rnd = random.Random(7)
    for _ in range(300):
        sa = [rnd.choice("abcd") for _ in range(rnd.randrange(0, 60))]
        sb = [rnd.choice("abcd") for _ in range(rnd.randrange(0, 60))]
        want = [(t if t == "equal" else "replace", *r) for t, *r in SequenceMatcher(None, sa, sb, autojunk=False).get_opcodes()]
        merged = []
        for op in want:
            if merged and merged[-1][0] == op[0] == "replace":
                merged[-1] = ("replace", merged[-1][1], op[2], merged[-1][3], op[4])
            else:
                merged.append(tuple(op))
        assert opcodes(sa, sb) == merged


def test_a_repetitive_graph_with_scattered_changes_aligns_in_linear_work():
    """Issue 40: two long chains of alternating relu/sigmoid, B with exp in place every 50 nodes (a
    model's repeated blocks, changes scattered through them). difflib's longest-match search is quadratic
    there (4,000 nodes: 27 s); the anchored, resynchronised walk compares each key a bounded number of
    times, and pairs every node with the one at its place (the exps as changed in place)."""
    from inductor_lens.runs.align import opcodes
    for n in (2_000, 20_000):
        sa = [_Key(("relu", "sigmoid")[k % 2]) for k in range(n)]
        sb = [_Key("exp" if k % 50 == 25 else ("relu", "sigmoid")[k % 2]) for k in range(n)]
        sb.insert(n // 3, _Key("relu"))               # and one node inserted, one removed further on
        sb.insert(n // 3, _Key("sigmoid"))
        del sb[2 * n // 3: 2 * n // 3 + 2]
        _Key.calls = 0
        ops = opcodes(sa, sb)
        _check_cover(ops, sa, sb)
        assert _Key.calls < 30 * n, (n, _Key.calls)
        changed = [op for op in ops if op[0] != "equal"]
        in_place = [op for op in changed if op[2] - op[1] == op[4] - op[3] == 1]
        assert len(in_place) >= n // 50 - 2               # each exp: one node changed in place
        assert sum(op[2] - op[1] for op in changed) <= n // 50 + 6


def test_unique_nodes_anchor_a_long_alignment():
    """Keys found once on each side (a model's distinct layers) cut a long alignment into short ones,
    in the order both sides agree on; a key moved far away is not an anchor that breaks the order."""
    from inductor_lens.runs.align import opcodes
    n = 30_000
    sa = [f"layer{k // 10}" if k % 10 == 0 else ("relu", "sigmoid")[k % 2] for k in range(n)]
    sb = list(sa)
    sb[5_001] = "exp"
    sb.append(sb.pop(100))         # layer10 moved to the end
    ops = opcodes(sa, sb)
    _check_cover(ops, sa, sb)
    equal = sum(op[2] - op[1] for op in ops if op[0] == "equal")
    assert equal >= n - 3
