"""The explainer at scale, on real IR: very long index expressions, deeply nested ones, large chained
graphs (memory per node), and the on-demand ancestor queries that replace per-node ancestor sets."""
from __future__ import annotations

import gc
import random
import shutil
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, RESNET50

from inductor_lens.explain.explain import explain_file
from inductor_lens.expr import indexexpr as X
from inductor_lens.ir import parse_file
from inductor_lens.ir.parse import parse_text
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.reach import Reach
from inductor_lens.replay.reasons import REASONS
from inductor_lens.replay.rounds import simulate

sys.path.insert(0, str(REPO / "bench"))
from make_big import make_big_nodes, node_count  # noqa: E402  (bench/make_big.py)

#: ResNet50's op3 writes buf3 once per element; its only reader op4 takes a 3x3 window of it
OP3_WRITE = "op3.writes = [MemoryDep('buf3', c0, {c0: 1605632})]"


def _verdicts(ex):
    return [(p.node1, p.node2, p.fused, p.reason, p.inductor_message, p.logged, p.kind, p.source, p.line,
             p.column, tuple(p.buffers), p.summary) for p in ex.pairs]


@pytest.fixture(scope="module")
def resnet_original():
    return explain_file(RESNET50 / "ir_post_fusion.txt")


def _edited_resnet(tmp_path: Path, old: str, new: str) -> Path:
    """The ResNet50 fixture directory (post, pre, output_code.py, fusion.log) with one line edited in
    both IR files."""
    d = tmp_path / "g0_inference"
    shutil.copytree(RESNET50, d)
    for name in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        text = (d / name).read_text()
        assert text.count(old) == 1, name
        (d / name).write_text(text.replace(old, new))
    return d / "ir_post_fusion.txt"


# ---------------------------------------------------------------------------------------------------
# Long and deep index expressions
# ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("terms", [1_000, 10_000])
def test_long_sum_in_an_index_explains_with_unchanged_verdicts(tmp_path, resnet_original, terms):
    """op3's write index `c0` becomes `c0 + 0*c0 + ...` (the same affine index, `terms` terms long):
    explain completes, and every verdict, its summary and its position are those of the real file."""
    long_sum = " + ".join(["c0"] + ["0*c0"] * (terms - 1))
    post = _edited_resnet(tmp_path, OP3_WRITE, OP3_WRITE.replace("'buf3', c0,", f"'buf3', {long_sum},"))
    ir = parse_file(post)
    assert ir.errors == []
    ex = explain_file(post)
    assert ex.mode == "simulated-from-pre"
    assert _verdicts(ex) == _verdicts(resnet_original)
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 13
    assert ex.rounds == resnet_original.rounds
    # the pair whose evidence decodes the long index: op3 -> op4, no shared data
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op3", "op4"))
    e = v.evidence.buffers[0].access
    assert e.write_pattern == "each element once, in memory order"
    ref = next(p for p in resnet_original.pairs if (p.node1, p.node2) == ("op3", "op4"))
    assert e.patterns == ref.evidence.buffers[0].access.patterns
    assert X.affine(long_sum, {"c0"}) == ({"c0": 1}, 0, [])


def test_deeply_nested_index_is_a_positioned_parse_error(tmp_path):
    """5,000 nested parentheses: a parse error at the first parenthesis beyond the limit, on the
    dependency's line; explain still completes."""
    deep = "(" * 5000 + "c0" + ")" * 5000
    post = _edited_resnet(tmp_path, OP3_WRITE, OP3_WRITE.replace("'buf3', c0,", f"'buf3', {deep},"))
    ir = parse_file(post)
    errs = [e for e in ir.errors if "nested more than" in e.message]
    assert len(errs) == 1, ir.errors
    line_no = next(i for i, l in enumerate(post.read_text().splitlines(), 1) if l.startswith("op3.writes = "))
    line = post.read_text().splitlines()[line_no - 1]
    assert errs[0].line == line_no
    assert errs[0].column == line.index("(" * 5000) + X.MAX_NESTING + 1
    assert f"{X.MAX_NESTING} levels" in errs[0].message
    ex = explain_file(post)
    assert len(ex.pairs) > 100
    assert any((p.node1, p.node2) == ("op3", "op4") and p.summary for p in ex.pairs)


def test_deeply_nested_loop_body_index_is_a_positioned_parse_error():
    text = (RESNET50 / "ir_post_fusion.txt").read_text()
    old = "    index0 = 64*p0 + p1\n"
    assert old in text
    at = text.index(old)
    deep = "(" * 1000 + "64*p0 + p1" + ")" * 1000
    f = parse_text(text.replace(old, f"    index0 = {deep}\n", 1))
    errs = [e for e in f.errors if "nested more than" in e.message]
    assert [e.offset for e in errs] == [at + len("    index0 = ") + X.MAX_NESTING]


def test_index_expressions_of_any_length_without_recursion():
    n = 10_000
    text = " + ".join(f"{i % 7}*c{i % 3}" for i in range(n))
    ast = X.parse_expr(text)
    assert ast is not None
    assert X.evaluate(text, {"c0": 1, "c1": 10, "c2": 100}) == sum((i % 7) * 10 ** (i % 3) for i in range(n))
    coeffs, const, other = X.affine(text, {"c0", "c1", "c2"})
    assert (const, other) == (0, []) and coeffs == {f"c{k}": sum(i % 7 for i in range(n) if i % 3 == k)
                                                      for k in range(3)}
    assert X.to_text(ast) == text
    assert X.free_symbols(ast) == {"c0", "c1", "c2"}
    # a unary minus chain is as deep as it is long; 5,000 minus signs give back the value
    neg = "-" * 5_000 + "c0"
    assert X.evaluate(neg, {"c0": 3}) == 3
    assert X.to_text(X.parse_expr(neg)) == neg
    assert X.affine(neg, {"c0"}) == ({"c0": 1}, 0, [])


def test_too_deep_nesting_is_refused_with_its_position():
    ok = "(" * X.MAX_NESTING + "c0" + ")" * X.MAX_NESTING
    assert X.parse_expr(ok) == ("sym", "c0") and X.expr_error(ok) is None
    deep = "(" * 5_000 + "c0" + ")" * 5_000
    assert X.parse_expr(deep) is None and X.evaluate(deep) is None and X.affine(deep) is None
    pos, msg = X.expr_error(deep)
    assert pos == X.MAX_NESTING and "nested more than" in msg
    pos, msg = X.expr_error("c0 + * 3")
    assert pos == 5 and "column 6" in msg


# ---------------------------------------------------------------------------------------------------
# Memory linear in the node count
# ---------------------------------------------------------------------------------------------------

def _chained_graph(copies: int) -> Graph:
    src = RESNET50 / "ir_post_fusion.txt"
    per_copy = node_count(src.read_text())
    f = parse_text(make_big_nodes(src, copies * per_copy), "chained_ir_pre_fusion.txt")
    assert len(f.nodes) == copies * per_copy
    return Graph(f.sections[0])


def _replay_bytes_per_node(g: Graph) -> float:
    """Bytes of the per-node scheduler state that could grow with the graph: the leaves' numbers, sets
    and tuples (their operations, positions, ancestor data) and the ancestor index of the whole graph."""
    total = 0
    for s in g.leaves:
        for slot in type(s).__slots__:
            v = getattr(s, slot, None)
            if isinstance(v, (int, tuple, frozenset)) and not isinstance(v, bool):
                total += sys.getsizeof(v)
    r = getattr(g, "reach", None)
    for slot in Reach.__slots__ if r is not None else ():
        v = getattr(r, slot)
        if isinstance(v, (list, bytearray)):
            total += sys.getsizeof(v)
            total += sum(sys.getsizeof(x) for x in v if isinstance(x, (list, int)) and not isinstance(x, bool))
    return total / len(g.leaves)


def test_replay_state_per_node_does_not_grow_with_the_graph():
    """16 chained copies of ResNet50 need no more bytes per node than 2: no per-node structure (sets of
    ancestors, bit masks over the node order) grows with the node count."""
    small, large = _chained_graph(2), _chained_graph(16)
    a, b = _replay_bytes_per_node(small), _replay_bytes_per_node(large)
    assert b <= a * 1.05, (a, b)
    # the operations of a leaf are one index, whatever its position
    assert {sys.getsizeof(s.ops) for s in large.leaves} == {sys.getsizeof((0,))}


def test_explanation_has_no_reference_cycles():
    """explain_file pauses the cyclic GC and freezes what it built: that is only safe if reference
    counting alone frees an explanation (a leaf used to list itself among its nodes; recursive nested
    functions made cycles per call)."""
    ir = parse_file(CORPUS / "resnet18_train" / "g1_backward" / "ir_post_fusion.txt")
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        ex = explain_file(ir.path, ir=ir)
        for p in ex.pairs:
            assert p.summary
            assert p.evidence
        del ex, p
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


# ---------------------------------------------------------------------------------------------------
# Ancestor queries
# ---------------------------------------------------------------------------------------------------

def _closure(preds: list[list[int]]) -> list[set[int]]:
    """Ancestors by brute force: everything that reaches i by a path of at least one edge."""
    out = []
    for i in range(len(preds)):
        seen: set[int] = set()
        stack = list(preds[i])
        while stack:
            j = stack.pop()
            if j in seen:
                continue
            seen.add(j)
            stack.extend(preds[j])
        out.append(seen)
    return out


def _check_reach(preds: list[list[int]], rng: random.Random, samples: int = 3000) -> None:
    anc = _closure(preds)
    r = Reach(preds)
    n = len(preds)
    for _ in range(samples):
        a, b = rng.randrange(n), rng.randrange(n)
        assert r.reaches(a, b) == (a in anc[b]), (a, b)
        cands = rng.sample(range(n), min(n, rng.randint(1, 5)))
        of = rng.sample(range(n), min(n, rng.randint(1, 5)))
        want = sorted(c for c in cands if any(c in anc[t] for t in of))
        assert r.ancestors_among(cands, of) == want, (cands, of)
        assert r.is_ancestor(cands, of) == bool(want)
    of = rng.sample(range(n), min(n, 3))
    assert r.ancestor_set(of) == set().union(*(anc[t] for t in of))


@pytest.mark.parametrize("graph", ["resnet18_train/g1_backward", "attention_block/g0_inference"])
def test_reach_answers_like_the_transitive_closure_on_real_graphs(graph):
    f = parse_file(CORPUS / graph / "ir_pre_fusion.txt")
    g = Graph(f.sections[0])
    preds = g.reach.cpreds if g.reach.comp is None else None
    assert preds is not None  # Inductor's files are in topological order
    _check_reach([list(p) for p in preds], random.Random(graph))


def test_reach_on_unordered_and_cyclic_graphs():
    rng = random.Random(7)
    for _trial in range(30):
        n = rng.randint(2, 60)
        preds = [sorted({rng.randrange(n) for _ in range(rng.randint(0, 3))} - {i}) for i in range(n)]
        _check_reach(preds, rng, samples=400)


def test_replay_of_chained_copies_repeats_the_single_graph():
    """Copies with their own inputs are independent graphs: the replay of 3 chained copies of a
    pre-fusion graph fuses each copy exactly as the graph alone (renumbered)."""
    src = CORPUS / "resnet18_train" / "g1_backward" / "ir_pre_fusion.txt"
    one = simulate(Graph(parse_file(src).sections[0]))
    text = make_big_nodes(src, 3 * node_count(src.read_text()), private_inputs=True)
    three = simulate(Graph(parse_text(text, "x_ir_pre_fusion.txt").sections[0]))
    groups1 = sorted(len(n.snodes) for n in one.final_nodes)
    groups3 = sorted(len(n.snodes) for n in three.final_nodes)
    assert groups3 == sorted(groups1 * 3)
    assert sum(e.stage == "fuse" for e in three.events) == 3 * sum(e.stage == "fuse" for e in one.events)


# --- can_fuse's shortcuts against the plain chain of the methods ---------------------------------

def _can_fuse_by_methods(r, n1, n2, is_reorder_round):
    """Scheduler._can_fuse as a plain chain of the methods that mirror Inductor's functions one by one:
    every rescue asked for a low score, the exact shared bytes computed again for the peak-memory check,
    without the shortcuts can_fuse takes for speed (rescues asked only where they can apply, the shared
    bytes passed on)."""
    from inductor_lens.replay.rules import Undecidable, _refuse
    try:
        return _can_fuse_chain(r, n1, n2, is_reorder_round)
    except Undecidable as e:
        return _refuse("undecidable_from_text", None, missing=str(e))


def _can_fuse_chain(r, n1, n2, is_reorder_round):
    from inductor_lens.replay.config import DEFAULT
    from inductor_lens.replay.rules import _refuse
    SCORE_FUSION_MEMORY_THRESHOLD = DEFAULT.score_fusion_memory_threshold
    if n1 is n2:
        return _refuse("fused", None, same_node=True)
    if n1.kind == "FusedMixOrderReductions":        # scheduler.py:8139-8144
        return r.mix_can_fuse_with(n1, n2)
    if n2.kind == "FusedMixOrderReductions":
        return _refuse("mix_order_reduction", None, rule="node2")
    if n1.is_nop and not n1.is_template:
        return _refuse("nop_node", "node1 is nop")
    if n1.is_extern and not n1.is_template:
        return _refuse("extern_kernel", "node1 is extern but not a triton kernel")
    if (n2.is_extern or n2.is_nop) and not n2.is_template:
        return _refuse("node2_extern_or_nop", "node2 is extern or nop")
    if n2.clo <= n1.chi:
        anc = r.g.reach.ancestors_among(n2.ops, n1.ops)
        if anc:
            return _refuse("node_order", "node1 must go before node2", ancestors=r.g.op_names(anc))
    if n2.is_template or n1.is_template:
        d = r.template_rules(n1, n2)
        if d is not None:
            return d
    if n1.device != n2.device:
        return _refuse("device_mismatch", f"device mismatch ({n1.device} vs {n2.device})",
                       devices=[n1.device, n2.device])
    score = r.score_fusion_memory(n1, n2)
    if is_reorder_round and score < SCORE_FUSION_MEMORY_THRESHOLD:
        rescued = r.shared_data_after_reordering_loop(n1, n2)
        if rescued >= 0:
            score = rescued
    if score < SCORE_FUSION_MEMORY_THRESHOLD:
        rescued = r.shared_data_after_inverting_indexing(n1, n2)
        if rescued >= 0:
            score = rescued
    d = r.choices_can_fuse(n1, n2, score)
    if d is not None:
        return d
    if r.is_ancestor(n1, n2):
        d = r.can_fuse_vertical(n1, n2) or r.backend_can_fuse(n1, n2, vertical=True)
        if not d.ok and r.gpu:      # checked again after reindexing the pointwise node (GPU)
            d = r._retry_vertical_with_reindexing(n1, n2, d)
        d.kind, d.score = "vertical", score
        return d
    d = r.choices_can_fuse_horizontal(n1, n2, score) or r.backend_can_fuse(n1, n2, vertical=False)
    d.kind, d.score = "horizontal", score
    return d


def _ir_files():
    files = sorted(CORPUS.glob("*/*/ir_pre_fusion.txt")) + sorted(CORPUS.glob("*/*/ir_post_fusion.txt"))
    public = REPO.parent / "shared" / "corpus" / "public"
    return files + sorted(public.glob("*.txt"))


def test_can_fuse_agrees_with_the_plain_chain_of_its_methods(monkeypatch):
    """Every pair can_fuse decides in the replay of every fixture and public file gets the same decision
    (outcome, code, Inductor's message, facts, kind, score) from the plain method-by-method chain."""
    from inductor_lens.replay.rules import Rules, _snapshot
    fast = Rules.can_fuse
    seen: dict[str, int] = {}

    def checked(self, n1, n2, is_reorder_round=False):
        # both may reorder or invert loops (kept when the pair fuses): the reference runs on a copy of
        # the nodes' state, put back before the real call
        restore = [_snapshot(n1), _snapshot(n2)]
        ref = _can_fuse_by_methods(self, n1, n2, is_reorder_round)
        for undo in reversed(restore):
            undo()
        d = fast(self, n1, n2, is_reorder_round)
        got = (d.ok, d.code, d.message, d.facts, d.kind, d.score)
        want = (ref.ok, ref.code, ref.message, ref.facts, ref.kind, ref.score)
        assert got == want, (n1.name, n2.name)
        assert isinstance(d.facts, REASONS[d.code].facts), (d.code, d.facts)   # the catalogue's type
        seen[d.code] = seen.get(d.code, 0) + 1
        return d

    monkeypatch.setattr(Rules, "can_fuse", checked)
    files = _ir_files()
    assert len(files) > 20
    for f in files:
        explain_file(f, discover=False)
    # the checks of the methods were all exercised
    for code in ("no_shared_data", "peak_memory", "score_threshold", "too_far", "fused"):
        assert seen.get(code), (code, seen)
